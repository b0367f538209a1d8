/**
 * The labels of the intervention maps: how wide a text is in the site's sans-serif, where a
 * label may go around its marker, and the search for positions where no two labels touch.
 * Pure geometry in map units, apart from the geography of lib/zone/zone-map.ts.
 */

export interface TextLine {
  text: string;
  /** The place's name, or the detail under it (a distance). */
  role: 'name' | 'detail';
  size: number;
  weight: 400 | 600 | 700;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Anchor = 'start' | 'middle' | 'end';

/**
 * Width of a text in the site's sans-serif (Inter), estimated from character classes.
 * Slightly generous on purpose: an overestimate only costs a little space.
 */
export function estimateTextWidth(text: string, size: number, weight: number): number {
  let em = 0;
  for (const char of text) {
    if (/[iljíìîï.,:;'’|!\s\u00a0]/.test(char)) em += 0.29;
    else if (/[ftr\-()·]/.test(char)) em += 0.38;
    else if (/[mwMW]/.test(char)) em += 0.86;
    else if (/[A-Z0-9ÀÂÉÈÊÇ]/.test(char)) em += 0.68;
    else em += 0.57;
  }
  return em * size * (weight >= 600 ? 1.08 : 1.03);
}

const LINE_GAP = 1.2;
/** Names wider than this (map units) are written on two lines, cut after a hyphen. */
export const MAX_LINE_WIDTH = 130;

/** « Ham-sur-Heure-Nalinnes » → [« Ham-sur-Heure- », « Nalinnes »]: the most balanced cut. */
export function splitName(name: string, size: number, maxWidth = MAX_LINE_WIDTH): string[] {
  if (estimateTextWidth(name, size, 700) <= maxWidth) return [name];
  let best: string[] = [name];
  let bestWidth = Number.POSITIVE_INFINITY;
  for (let i = name.indexOf('-'); i > 0; i = name.indexOf('-', i + 1)) {
    const parts = [name.slice(0, i + 1), name.slice(i + 1)];
    const width = Math.max(...parts.map((p) => estimateTextWidth(p, size, 700)));
    if (width < bestWidth) [best, bestWidth] = [parts, width];
  }
  return best;
}

function textBlockSize(lines: readonly TextLine[]): { width: number; height: number } {
  const width = Math.max(...lines.map((l) => estimateTextWidth(l.text, l.size, l.weight)));
  const height = lines.reduce((sum, l, i) => sum + l.size * (i === 0 ? 1 : LINE_GAP), 0);
  return { width, height };
}

/** Inter's ascent and descent: the em box browsers report for a line of text. */
const ASCENT = 0.97;
const DESCENT = 0.25;

/** Vertical extent of a text block: from the top of its first line to its first baseline, and below. */
function blockMetrics(lines: readonly TextLine[]): { ascent: number; below: number; height: number } {
  const first = lines[0]!.size;
  const last = lines.at(-1)!.size;
  const ascent = first * ASCENT;
  const below = textBlockSize(lines).height - first + last * DESCENT;
  return { ascent, below, height: ascent + below };
}

/** Box of a text block whose first baseline is at (x, y). */
export function boxAt(x: number, y: number, anchor: Anchor, lines: readonly TextLine[]): Box {
  const { width } = textBlockSize(lines);
  const { ascent, height } = blockMetrics(lines);
  const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
  return { x: left, y: y - ascent, width, height };
}

export function boxesOverlap(a: Box, b: Box, gap = 0): boolean {
  return (
    a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap
  );
}

export function inside(box: Box, width: number, height: number, margin: number): boolean {
  return (
    box.x >= margin && box.y >= margin && box.x + box.width <= width - margin && box.y + box.height <= height - margin
  );
}

/** Candidate positions around a point, best first: right, left, above, below, then diagonals. */
export function candidates(
  x: number,
  y: number,
  r: number,
  lines: readonly TextLine[],
): { x: number; y: number; anchor: Anchor }[] {
  const { ascent, below: descent, height } = blockMetrics(lines);
  const gap = r + 2;
  // First baselines that centre the block on the point, or put it just above or below.
  const middle = y - height / 2 + ascent;
  const above = y - gap - descent;
  const below = y + gap + ascent;
  const diagonal = gap * 0.7;
  return [
    { x: x + gap, y: middle, anchor: 'start' },
    { x: x - gap, y: middle, anchor: 'end' },
    { x, y: above, anchor: 'middle' },
    { x, y: below, anchor: 'middle' },
    { x: x + diagonal, y: above + 2, anchor: 'start' },
    { x: x - diagonal, y: above + 2, anchor: 'end' },
    { x: x + diagonal, y: below - 2, anchor: 'start' },
    { x: x - diagonal, y: below - 2, anchor: 'end' },
  ];
}

export function markerBox(m: { x: number; y: number; radius: number }): Box {
  return { x: m.x - m.radius, y: m.y - m.radius, width: m.radius * 2, height: m.radius * 2 };
}

/**
 * One position per label such that no two labels overlap: a depth-first search with
 * backtracking, labels in priority order, each label's positions in order of preference, so the
 * first layout found is the most natural one that fits. Returns null when there is none, or
 * when the search gives up after `budget` positions tried.
 */
export function placeWithoutOverlap<Label extends { box: Box }>(
  options: readonly (readonly Label[])[],
  budget = 50_000,
): Label[] | null {
  const chosen: Label[] = [];
  let steps = 0;
  const search = (index: number): boolean => {
    if (index === options.length) return true;
    for (const option of options[index]!) {
      if (++steps > budget) return false;
      if (chosen.some((c) => boxesOverlap(c.box, option.box, 1.5))) continue;
      chosen.push(option);
      if (search(index + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  return search(0) ? chosen : null;
}
