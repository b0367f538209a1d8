// Repeating material patterns (slate, clay pantile, zinc seams, wooden boards, etc.).
// Each returns a `url(#id)` usable as a fill. Pattern content is drawn once in the
// pattern tile, so a roof of hundreds of slates costs only a few hundred bytes.

import { C, el, f, mix, shade } from './lib.mjs';

/** Natural slate courses, staggered, chamfered lower corners, optional hooks. */
export function slate(a, k = 'slate', o = {}) {
  const {
    sw = 44,
    sh = 22,
    base = C.i2,
    hooks = false,
    t = '',
    light = 0.1,
    vary = 0.16,
    cols = 3,
    rows = 2,
    cleft = false,
  } = o;
  return a.define(k, (id) => {
    const W = sw * cols;
    const H = sh * rows;
    const g = Math.max(1, sw * 0.04);
    const c = sw * 0.12;
    const q = sw / 44;
    let s = el('rect', { width: W, height: H, fill: shade(base, 0.45) });
    let hk = '';
    for (let row = 0; row < rows; row++) {
      const y = row * sh;
      const off = row % 2 ? -sw / 2 : 0;
      for (let i = 0; i <= cols; i++) {
        const x0 = off + i * sw + g / 2;
        if (x0 > W) continue;
        const x1 = x0 + sw - g;
        const v = a.R(-vary, vary);
        const fill = v > 0 ? shade(base, v) : mix(base, C.i4, -v * 1.6);
        const d = `M${f(x0)} ${f(y)}H${f(x1)}V${f(y + sh - c)}L${f(x1 - c)} ${f(y + sh)}H${f(x0 + c)}L${f(x0)} ${f(y + sh - c)}Z`;
        s += `<path d="${d}" fill="${fill}"/>`;
        // the slate wrapping around the tile edge repeats identically
        if (off && i === 0) s += `<path d="${d}" fill="${fill}" transform="translate(${W} 0)"/>`;
        if (cleft && a.rand() < 0.6) {
          const cx = x0 + a.R(0.15, 0.7) * sw;
          s += `<path d="M${f(cx)} ${f(y + sh * 0.3)}l${f(sw * 0.25)} ${f(sh * a.R(0.2, 0.5))}" stroke="#fff" stroke-width="${f(q)}" opacity=".09"/>`;
        }
        if (hooks) {
          const hx = x0 + (sw - g) / 2;
          const hd = (yy) =>
            `M${f(hx)} ${f(yy + sh - 6 * q)}v${f(7.5 * q)}q0 ${f(2.8 * q)} ${f(2.8 * q)} ${f(2.2 * q)}`;
          hk += hd(y);
          if (row === rows - 1) hk += hd(y - H); // wraps to the top of the tile
        }
      }
      // shadow cast by the course above, highlight on the slate edge
      s += el('rect', { y, width: W, height: sh * 0.2, fill: C.i0, opacity: 0.3 });
      s += el('rect', { y: y + sh - 1.4 * q, width: W, height: q, fill: '#fff', opacity: light });
    }
    // hooks of the bottom course also show at the top of the tile
    if (hooks)
      s += `<path d="${hk}" fill="none" stroke="${mix(C.z1, C.z0, 0.4)}" stroke-width="${f(2 * q)}" stroke-linecap="round"/>`;
    return `<pattern id="${id}" width="${f(W)}" height="${f(H)}" patternUnits="userSpaceOnUse"${t ? ` patternTransform="${t}"` : ''}>${s}</pattern>`;
  });
}

/** Belgian S-shaped clay pantiles (tuiles panne), terracotta, aligned columns. */
export function pantile(a, k = 'tile', o = {}) {
  const { tw = 34, th = 26, base = C.c1, t = '', vary = 0.14 } = o;
  // one repeating gradient across the whole tile row gives every tile its rounded S profile
  const g = a.lin(
    `${k}-g`,
    [
      [0, shade(base, 0.28)],
      [0.22, mix(base, C.c3, 0.45)],
      [0.5, base],
      [0.78, shade(base, 0.22)],
      [1, shade(base, 0.3)],
    ],
    [0, 0, tw, 0],
    ' gradientUnits="userSpaceOnUse" spreadMethod="repeat"',
  );
  return a.define(k, (id) => {
    const W = tw * 3;
    const H = th * 2;
    let s = el('rect', { width: W, height: H, fill: g });
    let wave = '';
    let joints = '';
    for (let r = 0; r < 2; r++) {
      for (let i = 0; i < 3; i++) {
        const x = i * tw;
        const y = r * th;
        const v = a.R(-vary, vary);
        s += el('rect', { x, y, width: tw, height: th, fill: v > 0 ? C.c0 : C.c3, opacity: Math.abs(v) * 1.8 });
        // wavy lower edge of the course above: shadow band
        wave += `M${f(x)} ${f(y)}h${tw}v${f(th * 0.16)}c${f(-tw * 0.2)} ${f(th * 0.12)} ${f(-tw * 0.35)} ${f(-th * 0.1)} ${f(-tw * 0.55)} ${f(-th * 0.02)}s${f(-tw * 0.3)} ${f(th * 0.14)} ${f(-tw * 0.45)} ${f(th * 0.06)}Z`;
        joints += `M${f(x + tw - 0.6)} ${f(y + th * 0.15)}v${f(th * 0.85)}`;
      }
      s += el('rect', { y: r * th + th - 1.2, width: W, height: 1.2, fill: '#fff', opacity: 0.12 });
    }
    s += el('path', { d: wave, fill: C.i0, opacity: 0.38 });
    s += el('path', { d: joints, stroke: C.i0, 'stroke-width': 1.2, opacity: 0.22 });
    return `<pattern id="${id}" width="${W}" height="${H}" patternUnits="userSpaceOnUse"${t ? ` patternTransform="${t}"` : ''}>${s}</pattern>`;
  });
}

/** Standing-seam zinc: transparent panels with raised seams (lay over a sheen gradient). */
export function seams(a, k = 'seam', o = {}) {
  const { pw = 34, t = '', sw = 2.4 } = o;
  return a.define(
    k,
    (id) =>
      `<pattern id="${id}" width="${pw}" height="40" patternUnits="userSpaceOnUse"${t ? ` patternTransform="${t}"` : ''}>${el('rect', { x: pw - sw * 2.2, width: sw * 1.3, height: 40, fill: C.i1, opacity: 0.3 })}${el('rect', { x: pw - sw, width: sw, height: 40, fill: '#fff', opacity: 0.55 })}${el('rect', { x: 0, width: sw * 0.8, height: 40, fill: C.i1, opacity: 0.35 })}</pattern>`,
  );
}

/** Zinc sheen gradient (diagonal). */
export function zincSheen(a, k = 'zs', tone = 0) {
  const b = mix(C.z0, C.i4, 0.35 + tone);
  return a.lin(
    k,
    [
      [0, shade(b, 0.12)],
      [0.35, mix(b, C.z2, 0.55)],
      [0.55, b],
      [0.8, mix(b, C.z1, 0.35)],
      [1, shade(b, 0.15)],
    ],
    [0, 0, 1, 1],
  );
}

/** Wooden boards with open joints; vertical by default (rotate via t for horizontal). */
export function boards(a, k = 'board', o = {}) {
  const {
    bw = 26,
    gap = 2.2,
    tones = [C.w1, C.w2, mix(C.w1, C.w2, 0.5), shade(C.w1, 0.08)],
    t = '',
    H = 240,
    grain = true,
  } = o;
  return a.define(k, (id) => {
    const W = bw * tones.length;
    let s = el('rect', { width: W, height: H, fill: C.i0 });
    tones.forEach((tone, i) => {
      const x = i * bw;
      s += el('rect', { x, width: bw - gap, height: H, fill: tone });
      s += el('rect', { x: x + bw - gap - bw * 0.18, width: bw * 0.18, height: H, fill: C.i0, opacity: 0.14 });
      s += el('rect', { x, width: bw * 0.12, height: H, fill: '#fff', opacity: 0.1 });
      if (grain) {
        const gx = x + a.R(0.25, 0.7) * bw;
        const sway = a.R(-2, 2);
        s += `<path d="M${f(gx)} 0c${f(sway)} ${H * 0.3} ${f(-sway)} ${H * 0.6} 0 ${H}M${f(gx + bw * 0.18)} ${f(H * 0.1)}q${f(sway * 1.5)} ${H * 0.35} 0 ${H * 0.7}" fill="none" stroke="${shade(tone, 0.3)}" stroke-width=".8" opacity=".45"/>`;
      }
    });
    return `<pattern id="${id}" width="${W}" height="${H}" patternUnits="userSpaceOnUse"${t ? ` patternTransform="${t}"` : ''}>${s}</pattern>`;
  });
}

/** Brick bond (Hainaut red-brown brick). */
export function brick(a, k = 'brick', o = {}) {
  const { bw = 22, bh = 8, base = mix(C.c0, C.w0, 0.45), mortar = mix(C.p1, C.z0, 0.3), t = '' } = o;
  return a.define(k, (id) => {
    const W = bw * 2;
    const H = bh * 2;
    let s = el('rect', { width: W, height: H, fill: mortar });
    const b = (x, y, w) => {
      const v = a.R(-0.12, 0.12);
      return el('rect', {
        x: x + 0.6,
        y: y + 0.6,
        width: w - 1.2,
        height: bh - 1.2,
        fill: v > 0 ? shade(base, v) : mix(base, C.c2, -v * 2),
      });
    };
    s += b(0, 0, bw) + b(bw, 0, bw) + b(-bw / 2, bh, bw) + b(bw / 2, bh, bw) + b(bw * 1.5, bh, bw);
    return `<pattern id="${id}" width="${W}" height="${H}" patternUnits="userSpaceOnUse"${t ? ` patternTransform="${t}"` : ''}>${s}</pattern>`;
  });
}

/** Rough coursed stone (grey sandstone / blue stone), for Walloon farmhouses. */
export function stone(a, k = 'stone', o = {}) {
  const { base = mix(C.z0, C.w2, 0.35), t = '', s: sc = 1 } = o;
  return a.define(k, (id) => {
    const W = 60 * sc;
    const H = 36 * sc;
    let s = el('rect', { width: W, height: H, fill: base });
    const rows = [
      [0, 10, [0, 18, 40]],
      [10, 9, [8, 30, 48]],
      [19, 9, [0, 22, 36]],
      [28, 8, [12, 34, 52]],
    ];
    for (const [y, h, xs] of rows) {
      xs.forEach((x, i) => {
        const x2 = xs[i + 1] ?? 60 + xs[0];
        const v = a.R(-0.1, 0.1);
        s += el('rect', {
          x: (x + 0.8) * sc,
          y: (y + 0.8) * sc,
          width: (x2 - x - 1.6) * sc,
          height: (h - 1.6) * sc,
          rx: 1.5 * sc,
          fill: v > 0 ? shade(base, v) : mix(base, C.p0, -v * 2.5),
        });
      });
    }
    return `<pattern id="${id}" width="${f(W)}" height="${f(H)}" patternUnits="userSpaceOnUse"${t ? ` patternTransform="${t}"` : ''}>${s}</pattern>`;
  });
}

/** Stretched-noise filter that paints wood grain (apply to a rect clipped to wood). */
export function grainFilter(a, k = 'wg', vertical = true) {
  return a.define(
    k,
    (id) =>
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${vertical ? '.09 .006' : '.006 .09'}" numOctaves="3" seed="7"/><feColorMatrix values="0 0 0 0 .32 0 0 0 0 .2 0 0 0 0 .1 0 0 0 -3 1.75"/></filter>`,
  );
}

/** Mineral-wool / wood-fibre insulation: soft fibrous waves. */
export function fibre(a, k = 'fib', o = {}) {
  const { base = '#e3c36b', line = shade('#e3c36b', 0.25), W = 40, H = 16, t = '' } = o;
  return a.define(
    k,
    (id) =>
      `<pattern id="${id}" width="${W}" height="${H}" patternUnits="userSpaceOnUse"${t ? ` patternTransform="${t}"` : ''}>${el('rect', { width: W, height: H, fill: base })}<path d="M0 ${H * 0.3}q${W / 4} ${-H * 0.3} ${W / 2} 0t${W / 2} 0M0 ${H * 0.8}q${W / 4} ${-H * 0.3} ${W / 2} 0t${W / 2} 0" fill="none" stroke="${line}" stroke-width="1.2" opacity=".6"/></pattern>`,
  );
}
