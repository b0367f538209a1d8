// The bench's figures: medians, spread, ratio to the floor, and the table pasted in issue notes
// (pure functions of the measured runs).

/** Every run's LCP within this fraction of the median: no bimodal LCP. */
export const LCP_SPREAD = 0.1;

/**
 * Lighthouse's two ways of slowing the page down: "simulate" (its default: one fast load, then a
 * model of a slow phone and network) and "devtools" (the applied mode: each request really
 * streams at 1.47 Mbit/s after 562.5 ms, the CPU 4× slower), which shows a resource the parser
 * finds late. The largest ratio of a page's LCP to its floor's (the same page without any script)
 * in each mode.
 */
export const modes = /** @type {const} */ ({
  simulate: { label: 'simulé', floorRatio: 1.02 },
  devtools: { label: 'appliqué', floorRatio: 1.05 },
});

/**
 * The median of the finite values (NaN when there is none).
 * @param {number[]} values
 */
export function median(values) {
  const sorted = values.filter(Number.isFinite).toSorted((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * The largest distance of a value from the median, as a fraction of the median (NaN without
 * values or with a median of 0).
 * @param {number[]} values
 */
export function spreadFromMedian(values) {
  const finite = values.filter(Number.isFinite);
  const m = median(finite);
  if (!Number.isFinite(m) || m === 0) return Number.NaN;
  return Math.max(...finite.map((value) => Math.abs(value - m) / m));
}

/**
 * Whether every value is within `tolerance` (a fraction: 0.1 for 10 %) of the median: false for
 * a bimodal series, and when a run gave no value.
 * @param {number[]} values
 * @param {number} [tolerance]
 */
export function withinOfMedian(values, tolerance = LCP_SPREAD) {
  if (values.length === 0 || !values.every(Number.isFinite)) return false;
  return spreadFromMedian(values) <= tolerance + 1e-12;
}

/**
 * @param {number} value
 * @param {string} unit
 */
export function show(value, unit) {
  if (!Number.isFinite(value)) return '–';
  if (unit === 'KB') return `${(value / 1000).toFixed(1)} KB`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  return Number.isInteger(value) ? String(value) : value.toFixed(3);
}

/**
 * The site's figure over the floor's: 1 when both are 0, ∞ when only the floor's is.
 * @param {number} site
 * @param {number} floor
 */
export function ratio(site, floor) {
  if (!Number.isFinite(site) || !Number.isFinite(floor)) return Number.NaN;
  if (floor === 0) return site === 0 ? 1 : Number.POSITIVE_INFINITY;
  return site / floor;
}

/** @param {number} value */
export const showRatio = (value) =>
  Number.isNaN(value) ? '–' : value === Number.POSITIVE_INFINITY ? '∞' : `×${value.toFixed(2)}`;

/**
 * @typedef {{ median: number, min: number, max: number, floorMedian: number, ratio: number,
 *   target: string | null, met: boolean | null }} FigureSummary
 */

/**
 * One figure of one page on one server: the site's runs against the floor's.
 * @param {number[]} values
 * @param {number[]} floorValues
 * @param {{ text: string, ok: (median: number) => boolean } | undefined} [target]
 * @returns {FigureSummary}
 */
export function summarize(values, floorValues, target) {
  const finite = values.filter(Number.isFinite);
  const m = median(finite);
  const fm = median(floorValues);
  return {
    median: m,
    min: finite.length ? Math.min(...finite) : Number.NaN,
    max: finite.length ? Math.max(...finite) : Number.NaN,
    floorMedian: fm,
    ratio: ratio(m, fm),
    target: target ? target.text : null,
    met: target ? target.ok(m) : null,
  };
}

/**
 * @typedef {{ page: string, server: string, mode: string, figures: Record<string, FigureSummary>,
 *   lcpSteady: boolean, floorRatio?: number }} TableRow
 *   mode: the mode's label; floorRatio: the LCP / floor ratio not to exceed (none for a reference).
 */

/**
 * The table for an issue note: one row per page and server; ✓/✗ after a median with a target.
 * @param {TableRow[]} rows
 */
export function markdownTable(rows) {
  const mark = (/** @type {FigureSummary | undefined} */ f) => (f?.met == null ? '' : f.met ? ' ✓' : ' ✗');
  const ms = (/** @type {number | undefined} */ v) => (Number.isFinite(v) ? String(Math.round(v ?? 0)) : '–');
  const header = [
    'Page',
    'Server',
    'Mode',
    'FCP',
    'LCP (min–max)',
    'LCP / floor',
    'FCP floor',
    'LCP floor',
    'Score',
    'TBT',
    'CLS',
    'Scripts before FCP',
    'LCP ±10 %',
  ];
  const lines = rows.map(({ page, server, mode, figures: f, lcpSteady, floorRatio }) => {
    const lcpRatio = f['lcp']?.ratio ?? Number.NaN;
    const ratioMark =
      floorRatio === undefined || Number.isNaN(lcpRatio) ? '' : lcpRatio <= floorRatio + 1e-9 ? ' ✓' : ' ✗';
    const cells = [
      page,
      server,
      mode,
      `${show(f['fcp']?.median ?? Number.NaN, 'ms')}${mark(f['fcp'])}`,
      `${show(f['lcp']?.median ?? Number.NaN, 'ms')} (${ms(f['lcp']?.min)}–${ms(f['lcp']?.max)})${mark(f['lcp'])}`,
      `${showRatio(lcpRatio)}${ratioMark}`,
      show(f['fcp']?.floorMedian ?? Number.NaN, 'ms'),
      show(f['lcp']?.floorMedian ?? Number.NaN, 'ms'),
      `${show(f['score']?.median ?? Number.NaN, '')}${mark(f['score'])}`,
      `${show(f['tbt']?.median ?? Number.NaN, 'ms')}${mark(f['tbt'])}`,
      `${show(f['cls']?.median ?? Number.NaN, '')}${mark(f['cls'])}`,
      `${show(f['scriptsBeforeFcp']?.median ?? Number.NaN, '')}${mark(f['scriptsBeforeFcp'])}`,
      lcpSteady ? '✓' : '✗',
    ];
    return `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  });
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...lines].join('\n');
}
