/** The names of the months as the site writes dates (« 27 novembre 2026 »), from the browser's own French. */
export const frenchMonths: readonly string[] = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('fr-BE', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, month, 15)),
);
