// Core helpers for the artwork generator: palette, seeded PRNG, number/colour
// formatting and a tiny SVG document builder. No dependencies.

/** Site palette (plus tints/shades computed with `mix`). */
export const C = {
  i0: '#1c2a33',
  i1: '#263845',
  i2: '#34495a',
  i3: '#4b6274',
  i4: '#7d93a3',
  c0: '#b4532a',
  c1: '#c8693a',
  c2: '#dd8a5b',
  c3: '#f0c3a4',
  w0: '#8a5a35',
  w1: '#a8743f',
  w2: '#c69c6d',
  w3: '#e2c49c',
  z0: '#9aa5ad',
  z1: '#c9d0d5',
  z2: '#e4e8eb',
  p0: '#f7f3ee',
  p1: '#efe8df',
  g0: '#6f8a5b',
  g1: '#9cb28a',
  s0: '#a9c4d6',
  s1: '#d6e4ec',
};

/** mulberry32 — small, fast, deterministic. */
export function rng(seed) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a string hash, used to seed each file's PRNG from its name. */
export function hash(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Round to one decimal and print without trailing zeros. */
export const f = (n) => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

/** Points list for polygon/polyline: [[x,y],...] -> "x,y x,y". */
export const pts = (arr) => arr.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');

/** Path through points: "M x y L x y ...". closed if z. */
export const line = (arr, z = false) =>
  arr.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join('') + (z ? 'Z' : '');

const hex2 = (n) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, '0');

/** Linear mix of two hex colours, t = 0 → a, t = 1 → b. */
export function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return '#' + pa.map((v, i) => hex2(v + (pb[i] - v) * t)).join('');
}

/** Darken (t>0 toward ink) or lighten (t<0 toward paper). */
export const shade = (c, t) => (t >= 0 ? mix(c, '#101820', t) : mix(c, '#ffffff', -t));

/** Smooth closed-bottom path through points (Catmull-Rom → cubic Bézier). */
export function smooth(points) {
  let d = `M${f(points[0][0])} ${f(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] || points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] || p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

/** Attribute string from an object, skipping null/undefined; numbers rounded. */
export function at(o) {
  let s = '';
  for (const [k, v] of Object.entries(o)) {
    if (v === null || v === undefined || v === false) continue;
    s += ` ${k}="${typeof v === 'number' ? f(v) : v}"`;
  }
  return s;
}

/** Element helper: el('rect', {x:1}) or el('g', {}, children). */
export const el = (tag, attrs = {}, children) =>
  children === undefined ? `<${tag}${at(attrs)}/>` : `<${tag}${at(attrs)}>${children}</${tag}>`;

const stopsOf = (stops) =>
  stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
    .join('');

/**
 * One SVG file being built. `name` (e.g. "galerie-ardoise-1") prefixes every id so that
 * several artworks can be inlined in one page without collisions.
 */
export class Art {
  constructor(name, w, h) {
    this.name = name;
    this.w = w;
    this.h = h;
    this.defs = [];
    this.body = [];
    this.ids = new Set();
    this.rand = rng(hash(name));
  }

  id(k) {
    return `${this.name}-${k}`;
  }

  url(k) {
    return `url(#${this.id(k)})`;
  }

  /** Random number in [a, b). */
  R(a = 0, b = 1) {
    return a + (b - a) * this.rand();
  }

  /** Define something once under key k; `make(id)` returns its markup. */
  define(k, make) {
    const id = this.id(k);
    if (!this.ids.has(id)) {
      this.ids.add(id);
      this.defs.push(make(id));
    }
    return `url(#${id})`;
  }

  /** Linear gradient; dir = [x1,y1,x2,y2] in bounding-box fractions. */
  lin(k, stops, dir = [0, 0, 0, 1], extra = '') {
    return this.define(k, (id) => {
      const [x1, y1, x2, y2] = dir;
      return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${extra}>${stopsOf(stops)}</linearGradient>`;
    });
  }

  /** Radial gradient, centre and radius in bounding-box fractions unless extra says otherwise. */
  rad(k, stops, cx = 0.5, cy = 0.5, r = 0.5, extra = '') {
    return this.define(
      k,
      (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${extra}>${stopsOf(stops)}</radialGradient>`,
    );
  }

  add(...parts) {
    this.body.push(...parts);
    return this;
  }

  /** Full-frame finishing: soft vignette and fine paper grain. */
  finish({ grain = 0.09, vignette = 0.28, tone = C.i0 } = {}) {
    const { w, h } = this;
    if (vignette) {
      const v = this.rad(
        'vig',
        [
          [0.55, tone, 0],
          [1, tone, vignette],
        ],
        0.5,
        0.5,
        0.75,
      );
      this.add(el('rect', { width: w, height: h, fill: v }));
    }
    if (grain) {
      const fl = this.define(
        'grain',
        (id) =>
          `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".85" numOctaves="2" seed="3" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 .1 0 0 0 0 .14 0 0 0 0 .17 0 0 0 -2.4 1.3"/></filter>`,
      );
      this.add(el('rect', { width: w, height: h, filter: fl, opacity: grain }));
    }
    return this;
  }

  toString() {
    const { w, h } = this;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>\n`;
  }
}
