// Scene building blocks: skies, landscape, houses, people, scaffolds, ladders, tools, timber.

import { C, el, f, line, mix, shade, smooth } from './lib.mjs';

/* ------------------------------------------------------------------ sky */

/** Sky presets (top → horizon). */
export const SKIES = {
  dawn: [C.i2, mix(C.i3, C.s0, 0.5), mix(C.s1, C.c3, 0.5), C.c3],
  morning: [mix(C.s0, C.i4, 0.35), C.s0, C.s1, mix(C.p0, C.c3, 0.45)],
  midday: [mix(C.s0, C.i3, 0.4), mix(C.s0, C.i4, 0.15), C.s0, C.s1],
  evening: [C.i1, mix(C.i3, C.c2, 0.35), C.c2, C.c3],
  overcast: [mix(C.i4, C.z0, 0.5), C.z0, C.z1, mix(C.z2, C.p1, 0.5)],
  dusk: [C.i0, C.i1, mix(C.i3, C.c1, 0.35), mix(C.c1, C.c2, 0.5)],
};

export function sky(a, kind, h = a.h, x = 0, w = a.w) {
  const s = SKIES[kind];
  const g = a.lin(`sky`, [
    [0, s[0]],
    [0.45, s[1]],
    [0.8, s[2]],
    [1, s[3]],
  ]);
  return el('rect', { x, width: w, height: h, fill: g });
}

/** Sun disc with soft halo. */
export function sun(a, x, y, r, color = C.p0, halo = C.c3, hr = 5) {
  const g = a.rad('sunhalo', [
    [0, halo, 0.7],
    [0.25, halo, 0.25],
    [1, halo, 0],
  ]);
  return (
    el('circle', { cx: x, cy: y, r: r * hr, fill: g }) + el('circle', { cx: x, cy: y, r, fill: color, opacity: 0.92 })
  );
}

/** Flat layered cloud. */
export function cloud(x, y, s, fill = '#fff', op = 0.7) {
  const d = `M${f(x - 60 * s)} ${f(y)}a${f(22 * s)} ${f(22 * s)} 0 0 1 ${f(30 * s)}-${f(20 * s)}a${f(30 * s)} ${f(30 * s)} 0 0 1 ${f(52 * s)}-${f(14 * s)}a${f(22 * s)} ${f(22 * s)} 0 0 1 ${f(36 * s)}${f(16 * s)}a${f(16 * s)} ${f(16 * s)} 0 0 1 ${f(24 * s)}${f(18 * s)}Z`;
  return el('path', { d, fill, opacity: op });
}

/** Long flat cloud streaks (evening / overcast). */
export function streak(x, y, w, h, fill, op) {
  return el('rect', { x, y, width: w, height: h, rx: h / 2, fill, opacity: op });
}

/* ------------------------------------------------------------ landscape */

/** Rolling hill band: seeded profile around y0 with amplitude amp, filled to the bottom. */
export function hill(a, y0, amp, fill, o = {}) {
  const { n = 6, x0 = -40, x1 = a.w + 40, bottom = a.h, phase = a.R(0, 6), tilt = 0 } = o;
  const p = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = x0 + (x1 - x0) * t;
    const y = y0 + tilt * (t - 0.5) + Math.sin(t * Math.PI * 1.6 + phase) * amp * 0.6 + a.R(-amp, amp) * 0.4;
    p.push([x, y]);
  }
  return { d: `${smooth(p)}V${bottom}H${x0}Z`, fill, p };
}

export const hillEl = (hl, extra = {}) => el('path', { d: hl.d, fill: hl.fill, ...extra });

/** y of a hill profile at x (linear interpolation between control points). */
export function hillY(hl, x) {
  const p = hl.p;
  for (let i = 0; i < p.length - 1; i++) {
    if (x >= p[i][0] && x <= p[i + 1][0]) {
      const t = (x - p[i][0]) / (p[i + 1][0] - p[i][0]);
      const e = (1 - Math.cos(t * Math.PI)) / 2;
      return p[i][1] + (p[i + 1][1] - p[i][1]) * e;
    }
  }
  return p[p.length - 1][1];
}

/** Round deciduous tree (trunk + crown), base at (x, y). */
export function tree(x, y, s, crown = C.g0, trunk = C.w0) {
  return (
    el('rect', { x: x - 1.5 * s, y: y - 14 * s, width: 3 * s, height: 14 * s, fill: trunk }) +
    el('ellipse', { cx: x, cy: y - 22 * s, rx: 11 * s, ry: 12 * s, fill: crown }) +
    el('ellipse', { cx: x + 3 * s, cy: y - 25 * s, rx: 6 * s, ry: 6.5 * s, fill: '#fff', opacity: 0.1 })
  );
}

/** Lombardy poplar, typical of Walloon field edges. */
export function poplar(x, y, s, crown = C.g0) {
  return el('path', {
    d: `M${f(x)} ${f(y)}c${f(-7 * s)} ${f(-10 * s)} ${f(-8 * s)} ${f(-40 * s)} 0 ${f(-62 * s)}c${f(8 * s)} ${f(22 * s)} ${f(7 * s)} ${f(52 * s)} 0 ${f(62 * s)}Z`,
    fill: crown,
  });
}

/** Distant village church: nave + slate spire. */
export function church(x, y, s, fill) {
  return el('path', {
    d: `M${f(x)} ${f(y)}v${f(-16 * s)}l${f(14 * s)} ${f(-8 * s)}l${f(14 * s)} ${f(8 * s)}v${f(16 * s)}ZM${f(x + 28 * s)} ${f(y)}v${f(-26 * s)}h${f(10 * s)}v${f(26 * s)}ZM${f(x + 27 * s)} ${f(y - 26 * s)}l${f(6 * s)} ${f(-24 * s)}l${f(6 * s)} ${f(24 * s)}Z`,
    fill,
  });
}

/** Hedgerow: a row of little round trees along a hill profile. */
export function hedge(a, hl, xFrom, xTo, step, s, fill) {
  let d = '';
  for (let x = xFrom; x < xTo; x += step * a.R(0.6, 1.3)) {
    if (a.rand() < 0.12) x += step * a.R(2, 5); // gaps in the hedgerow
    const y = hillY(hl, x) + 2;
    const r = a.R(0.7, 1.5);
    const rx = f(7 * s * r);
    const ry = f(6 * s * r);
    // one elliptical blob = two arcs
    d += `M${f(x - 7 * s * r)} ${f(y - 5 * s * r)}a${rx} ${ry} 0 1 0 ${f(14 * s * r)} 0a${rx} ${ry} 0 1 0 ${f(-14 * s * r)} 0`;
  }
  return el('path', { d, fill });
}

/* ---------------------------------------------------------------- house */

/**
 * Oblique 2.5D gabled house: facade (eave side) facing us, gable wall receding to the right.
 * Returns { svg, geo } where geo gives roof-plane mapping for adding things on the roof.
 */
export function house(a, o) {
  const {
    x,
    y,
    w,
    h,
    d = 140,
    k = 0.42,
    rh = 150,
    ov = 10,
    wall = C.p1,
    side = shade(C.p1, 0.15),
    roof = C.i2,
    roofSide = null,
    edge = C.i0,
    trim = C.i3,
    glass = C.i1,
    glow = null,
    floors = 1,
    win = 4,
    sideWin = 1,
    door = true,
    doorFill = C.c0,
    chimneys = [0.12],
    chimFill = null,
    gutter = C.z0,
    plinth = C.i3,
    ridge = C.z0,
    winW = 0,
    extraFacade = '',
  } = o;
  const top = y - h;
  const dy = d * k;
  const rx = d / 2;
  const ry = top - rh - dy / 2;
  const G = {
    // roof plane mapping (t along eave 0..1, v up the slope 0..1)
    at: (t, v) => [x - ov + t * (w + 2 * ov) + v * rx, top + 2 - v * (top + 2 - ry)],
    side: (u, hh) => [x + w + u * d, y - u * dy - hh],
    top,
    ry,
    rx,
    dy,
  };
  let s = '';
  // ground shadow
  s += el('path', {
    d: line(
      [
        [x - 14, y + 2],
        [x + w + d + 24, y - dy + 2],
        [x + w + d + 40, y + 8],
        [x - 4, y + 12],
      ],
      true,
    ),
    fill: C.i0,
    opacity: 0.18,
  });
  // gable side wall + gable
  s += el('path', {
    d: line(
      [
        [x + w, y],
        [x + w + d, y - dy],
        [x + w + d, top - dy],
        [x + w + rx, ry],
        [x + w, top],
      ],
      true,
    ),
    fill: side,
  });
  // back roof verge
  s += el('path', {
    d: line([
      [x + w + rx, ry],
      [x + w + d + ov, top - dy + 3],
    ]),
    stroke: roofSide || edge,
    'stroke-width': 7,
    'stroke-linecap': 'round',
  });
  // side windows
  for (let i = 0; i < sideWin; i++) {
    const u = (i + 1) / (sideWin + 1);
    for (let fl = 0; fl < floors; fl++) {
      const wy = h * (0.62 - fl * 0.46) - (floors === 1 ? h * 0.05 : 0);
      const hh = h * (floors > 1 ? 0.2 : 0.3);
      const ww = d * 0.14;
      const p = [
        G.side(u - ww / d / 2, wy),
        G.side(u + ww / d / 2, wy),
        G.side(u + ww / d / 2, wy - hh),
        G.side(u - ww / d / 2, wy - hh),
      ];
      s += el('path', {
        d: line(p, true),
        fill: glow || (glass.startsWith('#') ? shade(glass, 0.1) : glass),
        stroke: trim,
        'stroke-width': 3,
      });
    }
  }
  // gable attic window
  {
    const p = G.side(0.5, h + rh * 0.28);
    s += el('circle', {
      cx: p[0],
      cy: p[1],
      r: Math.min(9, d * 0.06),
      fill: glow || glass,
      stroke: trim,
      'stroke-width': 2.5,
    });
  }
  // facade
  s += el('rect', { x, y: top, width: w, height: h, fill: wall });
  if (plinth)
    s +=
      el('rect', { x, y: y - 10, width: w, height: 10, fill: plinth }) +
      el('path', {
        d: line(
          [
            [x + w, y],
            [x + w + d, y - dy],
            [x + w + d, y - dy - 10],
            [x + w, y - 10],
          ],
          true,
        ),
        fill: shade(plinth, 0.2),
      });
  s += extraFacade;
  // windows & door on facade
  const ww = winW || Math.min(w / (win * 2.4), 46);
  const wh = (h / floors) * 0.42;
  const doorAt = door ? Math.floor(win / 2) : -1;
  for (let fl = 0; fl < floors; fl++) {
    const baseY = y - fl * (h / floors) - (h / floors) * 0.2;
    for (let i = 0; i < win; i++) {
      const cx = x + (w * (i + 0.5)) / win;
      if (fl === 0 && i === doorAt) {
        const dh = (h / floors) * 0.62;
        s += el('rect', { x: cx - ww * 0.55 - 4, y: y - dh - 4, width: ww * 1.1 + 8, height: dh + 4, fill: trim });
        s += el('rect', { x: cx - ww * 0.55, y: y - dh, width: ww * 1.1, height: dh, fill: doorFill });
        s += el('rect', {
          x: cx - ww * 0.4,
          y: y - dh + 6,
          width: ww * 0.8,
          height: dh * 0.3,
          fill: glow || glass,
          opacity: 0.8,
        });
        continue;
      }
      const wy = baseY - wh;
      s += el('rect', { x: cx - ww / 2 - 4, y: wy - 4, width: ww + 8, height: wh + 8, fill: trim });
      s += el('rect', { x: cx - ww / 2, y: wy, width: ww, height: wh, fill: glow || glass });
      s += el('path', {
        d: `M${f(cx)} ${f(wy)}v${f(wh)}M${f(cx - ww / 2)} ${f(wy + wh * 0.38)}h${f(ww)}`,
        stroke: trim,
        'stroke-width': 2.5,
      });
      if (!glow)
        s += el('path', {
          d: `M${f(cx - ww / 2)} ${f(wy + wh)}l${f(ww * 0.5)} ${f(-wh * 0.6)}v${f(wh * 0.25)}l${f(-ww * 0.3)} ${f(wh * 0.35)}Z`,
          fill: '#fff',
          opacity: 0.08,
        });
    }
  }
  // eave shadow
  s += el('rect', { x, y: top, width: w, height: 9, fill: C.i0, opacity: 0.28 });
  // roof plane
  const E1 = [x - ov, top + 2];
  const E2 = [x + w + ov, top + 2];
  const R2 = [x + w + rx + ov, ry];
  const R1 = [x + rx - ov, ry];
  s += el('path', {
    d: line([E1, E2, R2, R1], true),
    fill: roof,
    stroke: edge,
    'stroke-width': 2.5,
    'stroke-linejoin': 'round',
  });
  // ridge cap
  s += el('path', {
    d: line([
      [R1[0] - 2, ry],
      [R2[0] + 3, ry],
    ]),
    stroke: ridge,
    'stroke-width': 5,
    'stroke-linecap': 'round',
  });
  // chimneys
  for (const t of chimneys) {
    const cx = R1[0] + t * (R2[0] - R1[0]);
    const cw = 26;
    const cf = chimFill || mix(C.c0, C.w0, 0.5);
    s += el('rect', { x: cx - cw / 2, y: ry - 46, width: cw, height: 58, fill: cf });
    s += el('path', {
      d: line(
        [
          [cx + cw / 2, ry - 46],
          [cx + cw / 2 + 10, ry - 50],
          [cx + cw / 2 + 10, ry + 8],
          [cx + cw / 2, ry + 12],
        ],
        true,
      ),
      fill: shade(cf, 0.25),
    });
    s += el('rect', { x: cx - cw / 2 - 3, y: ry - 50, width: cw + 16, height: 6, fill: C.i1 });
  }
  // gutter
  if (gutter) {
    s += el('rect', { x: x - ov, y: top + 1, width: w + 2 * ov, height: 5, rx: 2.5, fill: gutter });
    s += el('rect', { x: x + w - 8, y: top + 4, width: 4, height: h - 6, fill: shade(gutter, 0.1) });
  }
  return { svg: s, geo: G };
}

/** Gable dormer (lucarne) placed on a roof plane point (x, y = bottom centre). */
export function dormer(x, y, s, o = {}) {
  const { wall = C.p1, roof = C.i1, glass = C.i1, trim = C.p0, cheek = C.z0, glow = null, edge = null } = o;
  const w = 44 * s;
  const h = 40 * s;
  const r = 22 * s;
  return (
    el('path', {
      d: line(
        [
          [x + w / 2, y],
          [x + w / 2 + 16 * s, y - 14 * s],
          [x + w / 2 + 16 * s, y - h - 10 * s],
          [x + w / 2, y - h],
        ],
        true,
      ),
      fill: shade(cheek, 0.15),
    }) +
    el('rect', { x: x - w / 2, y: y - h, width: w, height: h, fill: wall }) +
    el('rect', {
      x: x - w / 2 + 7 * s,
      y: y - h + 7 * s,
      width: w - 14 * s,
      height: h - 10 * s,
      fill: glow || glass,
      stroke: trim,
      'stroke-width': 2.5 * s,
    }) +
    el('path', { d: `M${f(x)} ${f(y - h + 7 * s)}v${f(h - 10 * s)}`, stroke: trim, 'stroke-width': 2 * s }) +
    el('path', {
      d: line(
        [
          [x - w / 2 - 5 * s, y - h + 2 * s],
          [x, y - h - r],
          [x + w / 2 + 5 * s, y - h + 2 * s],
          [x + w / 2 + 21 * s, y - h - 12 * s],
          [x + 16 * s, y - h - r - 14 * s],
        ],
        true,
      ),
      fill: roof,
    }) +
    el('path', {
      d: line([
        [x - w / 2 - 5 * s, y - h + 2 * s],
        [x, y - h - r],
        [x + w / 2 + 5 * s, y - h + 2 * s],
      ]),
      fill: 'none',
      stroke: edge || (roof.startsWith('#') ? shade(roof, 0.3) : C.i0),
      'stroke-width': 3 * s,
      'stroke-linejoin': 'round',
    })
  );
}

/* --------------------------------------------------------------- people */

const POSES = {
  stand: {
    H: [0, -91],
    N: [0, -77],
    P: [0, -45],
    L: [
      [-4, -23],
      [-6, 0],
    ],
    Rl: [
      [4, -23],
      [6, 0],
    ],
    A: [
      [-10, -58],
      [-12, -40],
    ],
    B: [
      [10, -58],
      [12, -40],
    ],
  },
  hammer: {
    H: [2, -91],
    N: [1, -77],
    P: [0, -45],
    L: [
      [-5, -23],
      [-8, 0],
    ],
    Rl: [
      [5, -23],
      [8, 0],
    ],
    A: [
      [-14, -62],
      [-24, -56],
    ],
    B: [
      [18, -74],
      [24, -94],
    ],
    tool: 'hammer',
  },
  kneel: {
    H: [18, -70],
    N: [12, -59],
    P: [0, -30],
    L: [
      [-4, -2],
      [-24, 0],
    ],
    Rl: [
      [16, -22],
      [18, 0],
    ],
    A: [
      [24, -44],
      [32, -30],
    ],
    B: [
      [22, -52],
      [36, -40],
    ],
    tool: 'hammerLow',
  },
  carry: {
    H: [0, -91],
    N: [0, -77],
    P: [0, -45],
    L: [
      [-6, -23],
      [-12, 0],
    ],
    Rl: [
      [6, -23],
      [10, 0],
    ],
    A: [
      [-14, -70],
      [-10, -84],
    ],
    B: [
      [14, -66],
      [6, -82],
    ],
    tool: 'plank',
  },
  reach: {
    H: [2, -90],
    N: [1, -76],
    P: [0, -44],
    L: [
      [-4, -22],
      [-6, 0],
    ],
    Rl: [
      [4, -22],
      [7, 0],
    ],
    A: [
      [8, -92],
      [14, -108],
    ],
    B: [
      [18, -86],
      [24, -100],
    ],
  },
  point: {
    H: [0, -91],
    N: [0, -77],
    P: [0, -45],
    L: [
      [-4, -23],
      [-6, 0],
    ],
    Rl: [
      [4, -23],
      [6, 0],
    ],
    A: [
      [-10, -58],
      [-12, -40],
    ],
    B: [
      [18, -70],
      [34, -74],
    ],
  },
};

/** Geometric craftsman silhouette. feet at (x, y); s = scale (1 ≈ 100 px tall). */
export function worker(x, y, s, pose = 'stand', o = {}) {
  const { body = C.i1, legs = C.i0, helmet = C.c1, flip = false, rot = 0, skin = null, toolColor = C.i2 } = o;
  const p = POSES[pose];
  const limb = (from, [k1, k2], wdt, col) =>
    el('path', { d: line([from, k1, k2]), stroke: col, 'stroke-width': wdt, fill: 'none' });
  let g = '';
  g += limb(p.P, p.L, 10, legs) + limb(p.P, p.Rl, 10, legs);
  g += el('path', { d: line([p.P, p.N]), stroke: body, 'stroke-width': 19, fill: 'none' });
  g += el('path', {
    d: line([
      [p.P[0] - 8, p.P[1] + 1],
      [p.P[0] + 8, p.P[1] + 1],
    ]),
    stroke: C.c0,
    'stroke-width': 4,
  }); // tool belt
  g += limb(p.N, p.A, 7, body) + limb(p.N, p.B, 7, body);
  g += el('circle', { cx: p.H[0], cy: p.H[1], r: 8, fill: skin || body });
  g += el('path', { d: `M${p.H[0] - 9} ${p.H[1] - 1}a9 9 0 0 1 18 0h3v3h-21z`, fill: helmet, stroke: 'none' });
  if (p.tool === 'hammer') {
    const [hx, hy] = p.B[1];
    g +=
      el('path', { d: `M${hx} ${hy}l-3 -16`, stroke: C.w1, 'stroke-width': 3.5, fill: 'none' }) +
      el('rect', { x: hx - 10, y: hy - 22, width: 16, height: 6, rx: 1, fill: toolColor });
  } else if (p.tool === 'hammerLow') {
    const [hx, hy] = p.A[1];
    g +=
      el('path', { d: `M${hx} ${hy}l6 8`, stroke: C.w1, 'stroke-width': 3.5, fill: 'none' }) +
      el('rect', {
        x: hx + 2,
        y: hy + 8,
        width: 12,
        height: 5,
        rx: 1,
        fill: toolColor,
        transform: `rotate(35 ${hx + 8} ${hy + 10})`,
      });
  } else if (p.tool === 'plank') {
    g += el('path', { d: 'M-60 -86L70 -78', stroke: C.w2, 'stroke-width': 7, fill: 'none' });
  }
  const tr = `translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ''} scale(${flip ? -s : s} ${s})`;
  return el('g', { transform: tr, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }, g);
}

/* ------------------------------------------------------- site equipment */

/** Façade scaffold: bays × lifts, planks at every lift. */
export function scaffold(x, y, w, h, bays, lifts, o = {}) {
  const { pole = C.i3, plank = C.w2, op = 1, brace = true } = o;
  let s = '';
  const bw = w / bays;
  const lh = h / lifts;
  for (let i = 0; i <= bays; i++)
    s += el('rect', { x: x + i * bw - 2, y: y - h - 20, width: 4, height: h + 20, fill: pole });
  for (let j = 1; j <= lifts; j++) {
    const ly = y - j * lh;
    s += el('rect', { x: x - 4, y: ly, width: w + 8, height: 7, fill: plank });
    s += el('rect', { x: x - 4, y: ly + 7, width: w + 8, height: 2, fill: C.i0, opacity: 0.3 });
    s += el('rect', { x: x - 2, y: ly - lh * 0.45, width: w + 4, height: 2.5, fill: pole });
    s += el('rect', { x: x - 2, y: ly - 8, width: w + 4, height: 5, fill: C.c1, opacity: 0.85 });
  }
  if (brace)
    for (let i = 0; i < bays; i += 2)
      s += el('path', {
        d: line([
          [x + i * bw, y],
          [x + (i + 1) * bw, y - h],
        ]),
        stroke: pole,
        'stroke-width': 2.5,
      });
  return el('g', { opacity: op }, s);
}

/** Ladder from (x1,y1) (foot) to (x2,y2) (top). */
export function ladder(x1, y1, x2, y2, wd = 22, col = C.w1) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const L = Math.hypot(dx, dy);
  const nx = (-dy / L) * (wd / 2);
  const ny = (dx / L) * (wd / 2);
  let d = `M${f(x1 + nx)} ${f(y1 + ny)}L${f(x2 + nx)} ${f(y2 + ny)}M${f(x1 - nx)} ${f(y1 - ny)}L${f(x2 - nx)} ${f(y2 - ny)}`;
  const rungs = Math.floor(L / 20);
  let r = '';
  for (let i = 1; i < rungs; i++) {
    const t = i / rungs;
    r += `M${f(x1 + dx * t + nx)} ${f(y1 + dy * t + ny)}L${f(x1 + dx * t - nx)} ${f(y1 + dy * t - ny)}`;
  }
  return (
    el('path', { d: r, stroke: shade(col, 0.15), 'stroke-width': 3, 'stroke-linecap': 'round' }) +
    el('path', { d, stroke: col, 'stroke-width': 4.5, 'stroke-linecap': 'round' })
  );
}

/* ---------------------------------------------------------------- timber */

/** Beam between two points, thickness t, with a darker lower edge for volume. */
export function beam(x1, y1, x2, y2, t, fill = C.w2, o = {}) {
  const { edge = fill ? shade(fill, 0.28) : '#5a3d27', hi = true } = o;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const L = Math.hypot(dx, dy);
  const nx = (-dy / L) * (t / 2);
  const ny = (dx / L) * (t / 2);
  const P = [
    [x1 + nx, y1 + ny],
    [x2 + nx, y2 + ny],
    [x2 - nx, y2 - ny],
    [x1 - nx, y1 - ny],
  ];
  let s = el('path', { d: line(P, true), fill });
  // shade the half that faces "down/right"
  const side = ny > 0 ? 1 : -1;
  const Q = [
    [x1 + nx * side, y1 + ny * side],
    [x2 + nx * side, y2 + ny * side],
    [x2 + nx * side * 0.3, y2 + ny * side * 0.3],
    [x1 + nx * side * 0.3, y1 + ny * side * 0.3],
  ];
  s += el('path', { d: line(Q, true), fill: edge, opacity: 0.5 });
  if (hi) s += el('path', { d: line([P[2], P[3]]), stroke: '#fff', 'stroke-width': 1, opacity: 0.25 });
  return s;
}

/**
 * King-post truss (ferme à poinçon) with span S, height H, foot-left at (x, y).
 * Returns markup; t = timber thickness.
 */
export function truss(x, y, S, H, t, fill = C.w2, o = {}) {
  const { struts = true, over = 0.08 } = o;
  const ax = x + S / 2;
  const ay = y - H;
  const ex = S * over;
  const ey = (H / (S / 2)) * ex;
  let s = '';
  s += beam(ax, ay + t * 0.3, ax, y - t * 0.2, t * 0.95, fill); // king post
  if (struts) {
    s += beam(ax, y - H * 0.18, x + S * 0.27, y - H * 0.54, t * 0.7, fill);
    s += beam(ax, y - H * 0.18, x + S * 0.73, y - H * 0.54, t * 0.7, fill);
  }
  s += beam(x - ex * 0.4, y, x + S + ex * 0.4, y, t * 1.05, fill); // tie beam
  s += beam(x - ex, y + ey, ax, ay, t, fill); // rafters
  s += beam(x + S + ex, y + ey, ax, ay, t, fill);
  return s;
}

/* ----------------------------------------------------------------- tools */

export function hammer(x, y, s, rot = 0) {
  return el(
    'g',
    { transform: `translate(${f(x)} ${f(y)}) rotate(${rot}) scale(${s})` },
    el('rect', { x: -3.5, y: 0, width: 7, height: 70, rx: 3, fill: C.w1 }) +
      el('rect', { x: -3.5, y: 48, width: 7, height: 22, rx: 3, fill: C.i1 }) +
      el('path', { d: 'M-14 -6h24v12h-24zM10 -5c8 0 14 6 16 14c-5-5-10-6-16-5z', fill: C.i2 }) +
      el('rect', { x: -14, y: -6, width: 24, height: 3, fill: '#fff', opacity: 0.2 }),
  );
}

/** Carpenter's steel square. */
export function square(x, y, s, rot = 0) {
  let ticks = '';
  for (let i = 1; i < 12; i++) ticks += `M${i * 7} 0v${i % 2 ? 3 : 5}M0 ${i * 7}h${i % 2 ? 3 : 5}`;
  return el(
    'g',
    { transform: `translate(${f(x)} ${f(y)}) rotate(${rot}) scale(${s})` },
    el('path', { d: 'M0 0h90v12h-78v60h-12z', fill: C.z1 }) +
      el('path', { d: ticks, stroke: C.i2, 'stroke-width': 0.8 }) +
      el('path', { d: 'M0 0h90v3h-87v69h-3z', fill: '#fff', opacity: 0.35 }),
  );
}

/** Hand saw with teeth. */
export function saw(x, y, s, rot = 0) {
  let teeth = 'M26 22';
  for (let i = 0; i < 17; i++) teeth += 'l3 3l3 -3';
  return el(
    'g',
    { transform: `translate(${f(x)} ${f(y)}) rotate(${rot}) scale(${s})` },
    el('path', { d: 'M26 4L128 12V22H26Z', fill: C.z1 }) +
      el('path', { d: teeth + 'V22Z', fill: C.z0 }) +
      el('path', { d: 'M26 4L128 12V14L26 7Z', fill: '#fff', opacity: 0.4 }) +
      el('path', { d: 'M0 0h30v28h-24c-4 0-8-4-8-8zM8 8v12h14v-12z', fill: C.c1, 'fill-rule': 'evenodd' }),
  );
}

/** Slater's hammer (marteau d'ardoisier): pointed pick + flat head. */
export function slateHammer(x, y, s, rot = 0) {
  return el(
    'g',
    { transform: `translate(${f(x)} ${f(y)}) rotate(${rot}) scale(${s})` },
    el('rect', { x: -3, y: 0, width: 6, height: 62, rx: 2.5, fill: C.w2 }) +
      el('path', { d: 'M-34 -4L-4 -7h12v10h-12L-34 0zM8 -7h8v10h-8z', fill: C.i2 }) +
      el('path', { d: 'M-34 -4L-4 -7h12v3h-12z', fill: '#fff', opacity: 0.25 }),
  );
}

/** Pencil (carpenter's flat pencil). */
export function pencil(x, y, s, rot = 0) {
  return el(
    'g',
    { transform: `translate(${f(x)} ${f(y)}) rotate(${rot}) scale(${s})` },
    el('path', { d: 'M0 0h44l8 3l-8 3h-44z', fill: C.c1 }) +
      el('path', { d: 'M44 0l8 3l-8 3z', fill: C.w3 }) +
      el('path', { d: 'M50 2.2l2 .8l-2 .8z', fill: C.i0 }),
  );
}

/** Sky strip of birds (tiny chevrons). */
export function birds(x, y, s, col = C.i1) {
  return el('path', {
    d: `M${x} ${y}q${f(4 * s)} ${f(-4 * s)} ${f(8 * s)} 0q${f(4 * s)} ${f(-4 * s)} ${f(8 * s)} 0M${f(x + 24 * s)} ${f(y - 10 * s)}q${f(3 * s)} ${f(-3 * s)} ${f(6 * s)} 0q${f(3 * s)} ${f(-3 * s)} ${f(6 * s)} 0`,
    fill: 'none',
    stroke: col,
    'stroke-width': 1.6,
    'stroke-linecap': 'round',
  });
}
