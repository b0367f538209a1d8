/** A top-level item of the desktop bar (link or button). */
export const barItemClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-medium text-ink-800 transition-colors hover:bg-paper-100 hover:text-copper-700';

/** A top-level item of the phone menu's panel (link or button). */
export const panelItemClass = 'block rounded-lg px-3 py-3 text-lg font-medium text-ink-900 hover:bg-paper-100';
