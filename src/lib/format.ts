const NBSP = '\u00a0';

/** « 08:00 » → « 8 h », « 09:30 » → « 9 h 30 » (Belgian French writing of hours). */
export function formatHour(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  const h = String(Number(hours));
  return minutes === '00' ? `${h}${NBSP}h` : `${h}${NBSP}h${NBSP}${minutes}`;
}

/** « 8 h – 18 h » */
export function formatHourRange(opens: string, closes: string): string {
  return `${formatHour(opens)} – ${formatHour(closes)}`;
}

/** « 5 km » with a non-breaking space. */
export function formatKm(km: number): string {
  return `${km.toLocaleString('fr-BE')}${NBSP}km`;
}
