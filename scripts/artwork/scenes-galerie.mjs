// Gallery (800×600): six categories × four views —
// 1 finished building, 2 material close-up, 3 work in progress, 4 finishing detail.

import { C, el, f, line, mix, shade } from './lib.mjs';
import { slate, pantile, seams, zincSheen, boards, brick, stone, fibre, grainFilter } from './materials.mjs';
import {
  sky,
  sun,
  cloud,
  streak,
  hill,
  hillEl,
  hillY,
  hedge,
  poplar,
  church,
  tree,
  house,
  dormer,
  worker,
  scaffold,
  ladder,
  truss,
  square,
  slateHammer,
  pencil,
  birds,
} from './parts.mjs';
import { roofFrame, roofPlane, chimney, studWall } from './scenes-services.mjs';

const deg = (r) => (r * 180) / Math.PI;
/** skewX angle that aligns a pattern with the slope of house() roof planes. */
const roofSkew = (d, k, rh) => f(-deg(Math.atan(d / 2 / (rh + (d * k) / 2))));
const sideSkew = (k) => f(-deg(Math.atan(k)));

const TINT = { morning: C.c3, midday: C.s0, evening: C.c2, overcast: C.z0, dawn: C.c3, dusk: C.c1 };

/** Sky + sun + clouds + two hill bands with hedgerows. Returns the near hill. */
function land(a, kind, o = {}) {
  const { sunAt = null, clouds = [], far = 420, near = 480, poplars = [], village = null } = o;
  a.add(sky(a, kind));
  if (sunAt) a.add(sun(a, ...sunAt));
  for (const c of clouds) a.add(cloud(...c));
  const tint = TINT[kind];
  const farCol = mix(mix(C.g1, C.i4, 0.25), tint, 0.35);
  const h1 = hill(a, far, 14, farCol, { n: 6 });
  a.add(hillEl(h1));
  if (village) a.add(church(village, hillY(h1, village + 20) + 3, 1, shade(farCol, 0.15)));
  for (const x of poplars) a.add(poplar(x, hillY(h1, x) + 3, 0.7, shade(farCol, 0.18)));
  a.add(hedge(a, h1, 0, a.w, 30, 1, shade(farCol, 0.15)));
  const nearCol = kind === 'overcast' ? mix(C.g1, C.z0, 0.35) : mix(C.g1, tint, 0.12);
  const h2 = hill(a, near, 16, nearCol, { n: 5 });
  a.add(hillEl(h2), hedge(a, h2, 0, a.w, 40, 1.3, shade(nearCol, 0.22)));
  return h2;
}

/** Foreground meadow strip. */
const meadow = (a, y, col = C.g0) =>
  el('path', { d: `M-10 ${y}Q${a.w / 2} ${y - 16} ${a.w + 10} ${y + 6}V${a.h + 10}H-10Z`, fill: col });

/** Horizontal roofing battens over an underlay membrane. */
function battens(a, k, o = {}) {
  const { sp = 28, under = mix(C.i3, C.s0, 0.25), col = C.w2, t = '' } = o;
  return a.define(
    k,
    (id) =>
      `<pattern id="${id}" width="60" height="${sp}" patternUnits="userSpaceOnUse"${t ? ` patternTransform="${t}"` : ''}>${el('rect', { width: 60, height: sp, fill: under })}${el('rect', { y: sp - 9, width: 60, height: 3, fill: C.i0, opacity: 0.25 })}${el('rect', { y: sp - 8, width: 60, height: 6, fill: col })}${el('rect', { y: sp - 8, width: 60, height: 1.5, fill: '#fff', opacity: 0.35 })}</pattern>`,
  );
}

/** Clip path from a polygon, returns the clip-path url. */
const clip = (a, k, d) => a.define(k, (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`);

/** Axis-aligned oblique box (front face, receding right side, top). */
function box(x, y, w, h, d, k, front, side, top) {
  const dy = d * k;
  return (
    el('path', {
      d: line(
        [
          [x + w, y],
          [x + w + d, y - dy],
          [x + w + d, y - h - dy],
          [x + w, y - h],
        ],
        true,
      ),
      fill: side,
    }) +
    el('path', {
      d: line(
        [
          [x, y - h],
          [x + w, y - h],
          [x + w + d, y - h - dy],
          [x + d, y - h - dy],
        ],
        true,
      ),
      fill: top,
    }) +
    el('rect', { x, y: y - h, width: w, height: h, fill: front })
  );
}

/** Grain overlay clipped to a shape (d = path), vertical or horizontal grain. */
function grainOver(a, k, d, vertical = true, op = 0.5) {
  const fl = grainFilter(a, `wg${vertical ? 'v' : 'h'}`, vertical);
  return el('g', { 'clip-path': clip(a, k, d) }, el('rect', { width: a.w, height: a.h, filter: fl, opacity: op }));
}

/* ================================================================ ardoise */

export function ardoise1(a) {
  land(a, 'morning', {
    sunAt: [130, 150, 30, C.p0, C.c3, 5],
    clouds: [
      [560, 90, 1.1, '#fff', 0.6],
      [300, 60, 0.7, '#fff', 0.5],
    ],
    far: 390,
    near: 455,
    poplars: [640, 652, 664],
    village: 700,
  });
  const st = stone(a, 'st', { base: mix(C.z0, C.w2, 0.4) });
  const st2 = stone(a, 'st2', { base: shade(mix(C.z0, C.w2, 0.4), 0.16), t: `skewY(${sideSkew(0.42)})` });
  const sl = slate(a, 'sl', { sw: 28, sh: 13, base: C.i2, light: 0.16, t: `skewX(${roofSkew(170, 0.42, 180)})` });
  const H = house(a, {
    x: 110,
    y: 500,
    w: 400,
    h: 150,
    d: 170,
    rh: 180,
    wall: st,
    side: st2,
    roof: sl,
    trim: C.i3,
    win: 5,
    chimneys: [0.06, 0.94],
    chimFill: mix(C.z0, C.w2, 0.3),
    doorFill: C.i3,
  });
  a.add(H.svg);
  for (const t of [0.28, 0.72]) {
    const [dx, dy] = H.geo.at(t, 0.3);
    a.add(dormer(dx, dy, 0.95, { roof: C.i1, wall: C.p0, glass: C.i2 }));
  }
  a.add(meadow(a, 540, mix(C.g0, C.g1, 0.3)));
  a.add(tree(720, 560, 4, C.g0), tree(660, 568, 2.6, shade(C.g0, 0.12)));
  a.finish();
}

export function ardoise2(a) {
  a.add(el('rect', { width: a.w, height: a.h, fill: C.i1 }));
  const sl = slate(a, 'sl', {
    sw: 124,
    sh: 58,
    base: mix(C.i2, C.i3, 0.2),
    hooks: true,
    light: 0.22,
    vary: 0.2,
    cols: 5,
    rows: 4,
    cleft: true,
    t: 'rotate(-8) translate(-40 10)',
  });
  a.add(el('rect', { width: a.w, height: a.h, fill: sl }));
  a.add(
    el('rect', {
      width: a.w,
      height: a.h,
      fill: a.lin(
        'sh',
        [
          [0, C.s1, 0.28],
          [0.45, C.s1, 0.04],
          [1, C.i0, 0.35],
        ],
        [0, 0, 1, 1],
      ),
    }),
  );
  a.add(slateHammer(560, 400, 2.1, -32));
  a.finish({ vignette: 0.35 });
}

export function ardoise3(a) {
  const bt = battens(a, 'bt', { sp: 26 });
  a.add(
    roofPlane(a, {
      fill: bt,
      ridgeY: 130,
      eaveY: 540,
      rake: [40, 130],
      skyKind: 'midday',
      wall: stone(a, 'st'),
      behind: cloud(640, 70, 1.2, '#fff', 0.7) + cloud(90, 100, 0.6, '#fff', 0.6),
    }),
  );
  const sl = slate(a, 'sl', { sw: 44, sh: 21, base: C.i2, light: 0.16 });
  const done = 'M40 540L92 332H380V306H560V332H900V560H-10Z';
  a.add(el('path', { d: done, fill: sl, 'clip-path': clip(a, 'cp', 'M0 0H800V600H0Z') }));
  a.add(el('path', { d: 'M92 332H380V306H560V332H900', fill: 'none', stroke: C.i0, 'stroke-width': 2, opacity: 0.4 }));
  // loose slates waiting on the battens
  for (let i = 0; i < 5; i++)
    a.add(el('rect', { x: 420 + i * 2, y: 268 - i * 5, width: 54, height: 5, rx: 1, fill: i % 2 ? C.i2 : C.i3 }));
  a.add(ladder(680, 545, 680, 140, 34, C.w2));
  a.add(worker(540, 300, 1.05, 'kneel', { flip: true }));
  a.add(scaffold(-10, 610, 820, 80, 5, 1, { pole: C.i3 }));
  a.finish();
}

export function ardoise4(a) {
  const sl = slate(a, 'sl', { sw: 52, sh: 24, base: C.i2, light: 0.2, hooks: true });
  a.add(roofPlane(a, { fill: sl, ridgeY: 150, eaveY: 560, skyKind: 'evening', ridge: C.z0, sheen: 0.2 }));
  a.add(
    el('rect', {
      width: a.w,
      height: 143,
      fill: a.rad(
        'eg',
        [
          [0, C.c3, 0.7],
          [1, C.c3, 0],
        ],
        0.8,
        0.9,
        0.5,
      ),
    }),
  );
  a.add(sun(a, 650, 120, 20, C.p0, C.c3, 3));
  const x = 380;
  const y = 500;
  const s = 4;
  a.add(
    dormer(x, y, s, {
      roof: slate(a, 'sl2', { sw: 30, sh: 13, base: mix(C.i1, C.i2, 0.5), light: 0.2 }),
      wall: C.p0,
      cheek: C.z0,
      trim: C.p0,
      glass: a.lin(
        'dg',
        [
          [0, C.c3],
          [0.5, C.c2],
          [1, C.i2],
        ],
        [0, 0, 1, 1],
      ),
    }),
  );
  // zinc flashing at the cheek base + finial
  a.add(
    el('path', { d: `M${x - 96} ${y - 3}h${184 + 6}l${16 * s} ${-14 * s}v8l${-16 * s} ${14 * s}h-190z`, fill: C.z0 }),
  );
  const ay = y - 40 * s - 22 * s;
  a.add(
    el('path', { d: `M${x} ${ay}l${16 * s} ${-14 * s}`, stroke: C.z0, 'stroke-width': 7, 'stroke-linecap': 'round' }),
  );
  a.add(
    el('path', { d: `M${x} ${ay}v-50`, stroke: C.z0, 'stroke-width': 6 }),
    el('circle', { cx: x, cy: ay - 54, r: 10, fill: C.z1 }),
    el('circle', { cx: x, cy: ay - 24, r: 6, fill: C.z0 }),
  );
  a.add(birds(560, 70, 1.3, C.i1));
  a.finish();
}

/* =================================================================== tuile */

export function tuile1(a) {
  land(a, 'midday', {
    clouds: [
      [200, 90, 1.3, '#fff', 0.8],
      [640, 60, 0.9, '#fff', 0.7],
    ],
    far: 400,
    near: 470,
    poplars: [90, 104],
  });
  const bk = brick(a, 'bk');
  const bk2 = brick(a, 'bk2', { base: shade(mix(C.c0, C.w0, 0.45), 0.18), t: `skewY(${sideSkew(0.42)})` });
  const tl = pantile(a, 'tl', { tw: 20, th: 15, t: `skewX(${roofSkew(150, 0.42, 150)})` });
  const H = house(a, {
    x: 270,
    y: 510,
    w: 340,
    h: 140,
    d: 150,
    rh: 150,
    ov: 12,
    wall: bk,
    side: bk2,
    roof: tl,
    edge: shade(C.c0, 0.35),
    trim: C.p0,
    glass: C.i2,
    win: 4,
    chimneys: [0.9],
    ridge: shade(C.c0, 0.1),
    doorFill: C.g0,
    plinth: C.i2,
  });
  a.add(H.svg);
  a.add(meadow(a, 548, C.g0));
  a.add(tree(130, 570, 5.2, mix(C.g0, C.g1, 0.2)), tree(200, 575, 2.4, shade(C.g0, 0.1)));
  a.add(el('path', { d: 'M430 512h34q-4 40 60 90h-120q40-50 26-90z', fill: mix(C.p1, C.w3, 0.4) }));
  a.finish();
}

export function tuile2(a) {
  const tl = pantile(a, 'tl', { tw: 118, th: 86, vary: 0.18, t: 'rotate(5) translate(-30 0)' });
  a.add(el('rect', { width: a.w, height: a.h, fill: tl }));
  let moss = '';
  for (let i = 0; i < 16; i++)
    moss += el('circle', {
      cx: a.R(40, 760),
      cy: a.R(40, 560),
      r: a.R(2, 6),
      fill: i % 3 ? C.g1 : mix(C.g1, C.w3, 0.5),
      opacity: 0.75,
    });
  a.add(moss);
  a.add(
    el('rect', {
      width: a.w,
      height: a.h,
      fill: a.lin(
        'sh',
        [
          [0, C.c3, 0.35],
          [0.5, C.c3, 0],
          [1, C.i0, 0.3],
        ],
        [0, 0, 1, 1],
      ),
    }),
  );
  a.finish({ vignette: 0.3 });
}

export function tuile3(a) {
  const bt = battens(a, 'bt', { sp: 30, under: mix(C.i3, C.z0, 0.4) });
  a.add(
    roofPlane(a, {
      fill: bt,
      ridgeY: 120,
      eaveY: 540,
      rake: [770, 690],
      skyKind: 'overcast',
      wall: brick(a, 'bk'),
      behind: cloud(760, 60, 1.2, '#fff', 0.5),
    }),
  );
  const tl = pantile(a, 'tl', { tw: 40, th: 30 });
  a.add(el('path', { d: 'M-10 540V120H240V240H340V360H420V540Z', fill: tl }));
  a.add(
    el('path', { d: 'M240 120V240H340V360H420V540', fill: 'none', stroke: C.i0, 'stroke-width': 3, opacity: 0.35 }),
  );
  // stacks of tiles on the battens
  for (const [x, y] of [
    [480, 250],
    [560, 410],
    [600, 180],
    [500, 470],
  ])
    for (let i = 0; i < 4; i++)
      a.add(
        el('path', {
          d: `M${x} ${y - i * 7}h44v6h-44z`,
          fill: i % 2 ? C.c1 : C.c2,
          stroke: shade(C.c0, 0.2),
          'stroke-width': 1,
        }),
      );
  a.add(worker(455, 352, 1.05, 'kneel', { flip: true, helmet: C.i3 }));
  a.add(ladder(640, 545, 660, 150, 32, C.w2));
  a.add(scaffold(-10, 610, 820, 80, 4, 1, { pole: C.i3 }));
  a.finish();
}

export function tuile4(a) {
  a.add(sky(a, 'morning'));
  a.add(sun(a, 150, 120, 32, C.p0, C.c3, 5));
  a.add(cloud(560, 80, 1, '#fff', 0.6));
  const ang = -11;
  const r = (ang * Math.PI) / 180;
  const y0 = 390;
  const yAt = (x) => y0 + Math.tan(r) * x;
  // back slope (narrow, darker) then front slope
  const back = pantile(a, 'tb', { tw: 40, th: 22, base: shade(C.c1, 0.18), t: `rotate(${ang})` });
  a.add(
    el('path', {
      d: `M-10 ${f(yAt(-10) - 70)}L810 ${f(yAt(810) - 70)}L810 ${f(yAt(810))}L-10 ${f(yAt(-10))}Z`,
      fill: back,
    }),
  );
  const tl = pantile(a, 'tl', { tw: 76, th: 58, t: `rotate(${ang})` });
  a.add(el('path', { d: `M-10 ${f(yAt(-10))}L810 ${f(yAt(810))}V610H-10Z`, fill: tl }));
  a.add(
    el('path', {
      d: `M-10 ${f(yAt(-10))}L810 ${f(yAt(810))}V610H-10Z`,
      fill: a.lin(
        'sh',
        [
          [0, C.c3, 0.25],
          [1, C.i0, 0.3],
        ],
        [0, 0, 0.6, 1],
      ),
    }),
  );
  // mortar bed + half-round ridge tiles
  a.add(el('path', { d: `M-10 ${f(yAt(-10) + 4)}L810 ${f(yAt(810) + 4)}`, stroke: C.p1, 'stroke-width': 16 }));
  const rg = a.lin('rg', [
    [0, C.c3],
    [0.45, C.c2],
    [1, C.c0],
  ]);
  const rid = a.id('rt');
  a.define('rt', (id) =>
    el(
      'g',
      { id },
      el('path', { d: 'M-46 4C-46-34 40-34 40 4Z', fill: rg }) +
        el('path', { d: 'M40 4C40-34 46-30 46-24V4Z', fill: shade(C.c0, 0.2) }) +
        el('path', { d: 'M-46 4h86v4h-86z', fill: C.i0, opacity: 0.25 }),
    ),
  );
  let ridge = '';
  for (let x = 840; x > -100; x -= 100) {
    ridge += el('use', { href: `#${rid}`, transform: `translate(${f(x)} ${f(yAt(x))}) rotate(${ang}) scale(1.3)` });
  }
  a.add(ridge);
  a.add(chimney(a, 560, yAt(600) + 30, 150, 80, 'chb'));
  a.add(birds(350, 90, 1.2, C.i2));
  a.finish();
}

/* ==================================================================== zinc */

export function zinc1(a) {
  land(a, 'overcast', {
    clouds: [
      [170, 110, 1.7, '#fff', 0.35],
      [600, 70, 1.4, '#fff', 0.3],
    ],
    far: 420,
    near: 478,
    poplars: [700, 712],
  });
  a.add(streak(260, 180, 420, 20, C.z2, 0.4));
  const dk = boards(a, 'dk', { bw: 16, tones: [C.i1, C.i2, shade(C.i1, 0.1), mix(C.i1, C.i2, 0.5)], grain: false });
  const zs = zincSheen(a, 'zs', 0.05);
  const sm = seams(a, 'sm', { pw: 22, t: `skewX(${roofSkew(170, 0.42, 130)})` });
  const H = house(a, {
    x: 150,
    y: 505,
    w: 430,
    h: 130,
    d: 170,
    rh: 130,
    ov: 3,
    wall: dk,
    side: dk,
    roof: zs,
    edge: shade(C.z0, 0.3),
    trim: C.z0,
    glass: mix(C.s1, C.i4, 0.5),
    win: 3,
    winW: 70,
    sideWin: 1,
    chimneys: [],
    ridge: C.z1,
    gutter: C.z1,
    plinth: C.z0,
    doorFill: C.w1,
  });
  a.add(
    el(
      'g',
      { transform: 'translate(800 0) scale(-1 1)' },
      H.svg + el('path', { d: line([H.geo.at(0, 0), H.geo.at(1, 0), H.geo.at(1, 1), H.geo.at(0, 1)], true), fill: sm }),
    ),
  );
  a.add(meadow(a, 545, mix(C.g0, C.z0, 0.3)));
  a.add(
    el('rect', { x: 120, y: 520, width: 140, height: 14, fill: C.w2 }),
    el('rect', { x: 120, y: 534, width: 140, height: 4, fill: C.i0, opacity: 0.3 }),
  );
  a.add(tree(90, 560, 4, mix(C.g0, C.z0, 0.25)), poplar(740, 560, 2.2, mix(C.g0, C.z0, 0.2)));
  a.finish();
}

export function zinc2(a) {
  a.add(sky(a, 'midday', 140));
  a.add(cloud(600, 70, 1, '#fff', 0.7));
  const vx = 420;
  const vy = -1400;
  const yTop = 110;
  const xAt = (xb, y) => xb + ((vx - xb) * (600 - y)) / (600 - vy);
  let s = '';
  const base = mix(C.z0, C.i4, 0.35);
  for (let i = -3; i < 9; i++) {
    const x0 = i * 120;
    const x1 = x0 + 120;
    const tone = [0.06, -0.1, 0.02, -0.05][(i + 4) % 4];
    const P = [
      [x0, 610],
      [x1, 610],
      [xAt(x1, yTop), yTop],
      [xAt(x0, yTop), yTop],
    ];
    s += el('path', { d: line(P, true), fill: tone > 0 ? shade(base, tone) : mix(base, C.z2, -tone * 3) });
    s += el('path', {
      d: line([
        [x1 - 4, 610],
        [xAt(x1, yTop) - 1.5, yTop],
      ]),
      stroke: C.i1,
      'stroke-width': 5,
      opacity: 0.3,
    });
    s += el('path', {
      d: line([
        [x1, 610],
        [xAt(x1, yTop), yTop],
      ]),
      stroke: C.z2,
      'stroke-width': 4,
    });
  }
  a.add(s);
  // sky reflection band
  a.add(
    el('path', { d: 'M-10 420L810 200V300L-10 540Z', fill: '#fff', opacity: 0.16 }),
    el('path', { d: 'M-10 360L810 150V170L-10 380Z', fill: '#fff', opacity: 0.14 }),
  );
  a.add(
    el('rect', { y: yTop - 16, width: a.w, height: 22, fill: C.z1 }),
    el('rect', { y: yTop - 16, width: a.w, height: 4, fill: '#fff', opacity: 0.6 }),
    el('rect', { y: yTop + 6, width: a.w, height: 6, fill: C.i0, opacity: 0.2 }),
  );
  a.add(
    el('rect', {
      width: a.w,
      height: a.h,
      fill: a.lin('sh', [
        [0, '#fff', 0],
        [1, C.i0, 0.25],
      ]),
    }),
  );
  a.finish({ vignette: 0.3 });
}

export function zinc3(a) {
  const ply = a.define(
    'ply',
    (id) =>
      `<pattern id="${id}" width="160" height="80" patternUnits="userSpaceOnUse">${el('rect', { width: 160, height: 80, fill: mix(C.w3, C.w2, 0.3) })}<path d="M0 .5H160M.5 0V80" stroke="${shade(C.w2, 0.2)}" stroke-width="1.5"/><path d="M20 30h30M90 56h40M70 14h20" stroke="${C.w2}" stroke-width="2" opacity=".6"/></pattern>`,
  );
  a.add(
    roofPlane(a, {
      fill: ply,
      ridgeY: 150,
      eaveY: 540,
      rake: [30, 110],
      skyKind: 'evening',
      wall: C.p1,
      behind: sun(a, 90, 210, 26, C.p0, C.c3, 4),
    }),
  );
  const zs = zincSheen(a, 'zs');
  const sm = seams(a, 'sm', { pw: 56, sw: 3 });
  const zone = 'M410 150H810V540H410Z';
  a.add(el('path', { d: zone, fill: zs }), el('path', { d: zone, fill: sm }));
  // the next sheet being laid
  a.add(
    el('path', { d: 'M352 540V210H408V540Z', fill: mix(C.z1, C.z2, 0.4) }),
    el('path', { d: 'M352 210H408', stroke: C.z0, 'stroke-width': 3 }),
  );
  a.add(worker(310, 420, 1.1, 'kneel', { helmet: C.c1 }));
  // coil of zinc
  a.add(
    el('rect', {
      x: 150,
      y: 480,
      width: 120,
      height: 60,
      fill: a.lin('coil', [
        [0, C.z2],
        [0.5, C.z0],
        [1, C.i3],
      ]),
    }),
    el('ellipse', { cx: 150, cy: 510, rx: 14, ry: 30, fill: C.z1 }),
    el('ellipse', { cx: 150, cy: 510, rx: 5, ry: 11, fill: C.i3 }),
  );
  a.add(scaffold(-10, 610, 820, 80, 5, 1, { pole: C.i2 }));
  a.finish();
}

export function zinc4(a) {
  // wall (stone) with a slate roof edge, half-round zinc gutter, hooks and a downpipe
  a.add(el('rect', { width: a.w, height: a.h, fill: stone(a, 'st', { base: mix(C.p1, C.z0, 0.3), s: 1.6 }) }));
  a.add(
    el('rect', {
      width: a.w,
      height: a.h,
      fill: a.lin(
        'lt',
        [
          [0, C.c3, 0.28],
          [1, C.i0, 0.2],
        ],
        [0, 0, 1, 1],
      ),
    }),
  );
  const sl = slate(a, 'sl', { sw: 64, sh: 30, base: C.i2, light: 0.2 });
  a.add(
    el('path', { d: 'M-10 0H810V150H-10Z', fill: sl }),
    el('rect', { y: 150, width: a.w, height: 26, fill: C.w1 }),
    el('rect', { y: 176, width: a.w, height: 40, fill: C.i0, opacity: 0.25 }),
  );
  const gz = a.lin('gz', [
    [0, C.z2],
    [0.35, C.z1],
    [0.7, C.z0],
    [1, C.i3],
  ]);
  // gutter
  a.add(
    el('rect', { x: -10, y: 150, width: 820, height: 64, rx: 30, fill: gz }),
    el('rect', { x: -10, y: 146, width: 820, height: 10, rx: 5, fill: C.z1 }),
    el('rect', { x: -10, y: 148, width: 820, height: 3, fill: '#fff', opacity: 0.7 }),
  );
  // hooks
  for (let x = 60; x < 800; x += 160)
    a.add(
      el('path', { d: `M${x} 140v16a34 34 0 0 0 0 66`, fill: 'none', stroke: shade(C.z0, 0.25), 'stroke-width': 6 }),
    );
  // outlet + swan-neck downpipe
  const px = 520;
  const pg = a.lin(
    'pg',
    [
      [0, C.z2],
      [0.4, C.z1],
      [1, C.i3],
    ],
    [0, 0, 1, 0],
  );
  a.add(el('path', { d: `M${px - 26} 206h52l-10 36h-32z`, fill: C.z0 }));
  a.add(el('path', { d: `M${px - 16} 236h32v40l60 60v270h-32v-256l-60 -60z`, fill: pg }));
  a.add(el('path', { d: `M${px - 16} 276l60 60M${px + 16} 276h0`, stroke: C.i3, 'stroke-width': 2, opacity: 0.5 }));
  for (const y of [400, 520])
    a.add(
      el('rect', { x: px + 38, y, width: 44, height: 14, rx: 3, fill: C.z0 }),
      el('circle', { cx: px + 60, cy: y + 7, r: 3, fill: C.i3 }),
    );
  // drop of water
  a.add(el('path', { d: 'M680 300q8 14 0 20q-8-6 0-20z', fill: C.s0 }));
  a.finish({ vignette: 0.3 });
}

/* =============================================================== charpente */

export function charpente1(a) {
  a.add(sky(a, 'midday'));
  a.add(cloud(610, 90, 1.3, '#fff', 0.75), cloud(200, 150, 0.8, '#fff', 0.6));
  const h1 = hill(a, 470, 12, mix(C.g1, C.s0, 0.3), { n: 5 });
  a.add(hillEl(h1), hedge(a, h1, 0, 800, 30, 1, C.g0));
  const st = stone(a, 'st', { base: mix(C.z0, C.w2, 0.4) });
  const x = 190;
  const y = 440;
  // mirrored so that it recedes to the left (the service card recedes to the right)
  let frame = roofFrame(a, {
    x,
    y,
    S: 360,
    H: 215,
    t: 16,
    n: 6,
    dx: 42,
    dy: -20,
    chevrons: 9,
    wallFill: st,
    purl: [0.34, 0.68],
  });
  // "bouquet" — topping-out tree with ribbons on the ridge
  const bx = x + 180 - 4;
  const by = y - 215 - 18;
  frame += [
    el('path', { d: `M${bx} ${by}l-16 0l16 -58l16 58z`, fill: C.g0 }),
    el('path', {
      d: `M${bx} ${by - 30}l-22 30M${bx} ${by - 30}l26 26M${bx} ${by - 40}l-14 26`,
      stroke: C.c1,
      'stroke-width': 3,
      fill: 'none',
    }),
    el('path', { d: `M${bx} ${by - 36}l18 34`, stroke: C.s0, 'stroke-width': 3 }),
  ].join('');
  a.add(el('g', { transform: 'translate(800 0) scale(-1 1)' }, frame));
  a.add(tree(700, 520, 4.4, C.g0), tree(745, 530, 2.6, shade(C.g0, 0.1)));
  a.add(meadow(a, 575, C.g0));
  a.finish();
}

export function charpente2(a) {
  a.add(
    el('rect', {
      width: a.w,
      height: a.h,
      fill: a.rad(
        'bg',
        [
          [0, C.i3],
          [1, C.i0],
        ],
        0.35,
        0.3,
        0.9,
      ),
    }),
  );
  const wood = mix(C.w2, C.w1, 0.3);
  // tie beam (bottom), king post (vertical), strut (diagonal) — mortise & tenon, pegged
  const tie = 'M-10 430H810V600H-10Z';
  const post = 'M350 -10H490V430H350Z';
  const strut = 'M350 300L60 -10H-10V80L250 380H350Z';
  a.add(
    el('path', { d: strut, fill: shade(wood, 0.08) }),
    el('path', { d: 'M350 300L60 -10H20L330 320Z', fill: '#fff', opacity: 0.12 }),
  );
  a.add(grainOver(a, 'c1', strut, false, 0.35));
  a.add(
    el('path', { d: post, fill: wood }),
    el('rect', { x: 350, y: -10, width: 14, height: 440, fill: '#fff', opacity: 0.14 }),
    el('rect', { x: 470, y: -10, width: 20, height: 440, fill: C.i0, opacity: 0.18 }),
  );
  a.add(grainOver(a, 'c2', post, true, 0.4));
  a.add(
    el('path', { d: tie, fill: shade(wood, 0.04) }),
    el('rect', { y: 430, width: a.w, height: 12, fill: '#fff', opacity: 0.16 }),
  );
  a.add(grainOver(a, 'c3', tie, false, 0.4));
  // joint lines (shoulders)
  a.add(
    el('path', {
      d: 'M350 300L250 380M350 430H490M350 300V430',
      stroke: shade(wood, 0.45),
      'stroke-width': 3,
      fill: 'none',
    }),
  );
  // oak pegs
  for (const [cx, cy, r] of [
    [420, 470, 14],
    [420, 400, 13],
    [310, 350, 12],
  ])
    a.add(
      el('circle', { cx, cy, r, fill: shade(wood, 0.25) }),
      el('circle', { cx, cy, r: r * 0.55, fill: 'none', stroke: shade(wood, 0.45), 'stroke-width': 1.5 }),
      el('circle', { cx: cx - 3, cy: cy - 3, r: r * 0.3, fill: '#fff', opacity: 0.15 }),
    );
  // carpenter's assembly marks (scribed strokes)
  a.add(
    el('path', {
      d: 'M380 250v40M392 250v40M404 250v40M416 250v40M430 250l10 40l10-40M380 520v40M392 520v40M404 520v40M416 520v40M430 520l10 40l10-40M200 250l20 -26M212 262l20 -26M224 274l20 -26',
      stroke: shade(wood, 0.55),
      'stroke-width': 3,
      'stroke-linecap': 'round',
      opacity: 0.7,
    }),
  );
  // chisel on the beam
  a.add(
    el(
      'g',
      { transform: 'translate(560 505) rotate(-8)' },
      el('rect', { width: 90, height: 20, rx: 6, fill: C.c1 }) +
        el('path', { d: 'M90 5h80l10 5l-10 5h-80z', fill: C.z1 }) +
        el('rect', { x: 90, y: 5, width: 80, height: 3, fill: '#fff', opacity: 0.5 }),
    ),
  );
  a.add(
    el('rect', {
      width: a.w,
      height: a.h,
      fill: a.lin(
        'lt',
        [
          [0, C.c3, 0.22],
          [0.6, C.c3, 0],
          [1, C.i0, 0.25],
        ],
        [0, 0, 1, 1],
      ),
    }),
  );
  a.finish({ vignette: 0.35 });
}

export function charpente3(a) {
  a.add(sky(a, 'evening'));
  a.add(sun(a, 560, 400, 34, C.p0, C.c3, 5));
  a.add(streak(420, 300, 320, 14, C.c3, 0.3), streak(120, 240, 260, 10, C.c3, 0.25));
  const hc = mix(shade(C.g0, 0.3), C.c2, 0.3);
  const h1 = hill(a, 470, 12, hc, { n: 5 });
  a.add(hillEl(h1), hedge(a, h1, 0, 800, 30, 1, shade(hc, 0.2)));
  a.add(poplar(250, hillY(h1, 250) + 2, 0.9, shade(hc, 0.25)), poplar(265, hillY(h1, 265) + 2, 0.7, shade(hc, 0.25)));
  a.add(
    roofFrame(a, {
      x: 440,
      y: 460,
      S: 250,
      H: 150,
      t: 13,
      n: 3,
      dx: 52,
      dy: -22,
      purl: [],
      ridgeBeam: false,
      haze: C.c3,
    }),
  );
  a.add(meadow(a, 560, shade(hc, 0.35)));
  // tower crane
  const mast = 'M50 610V40H86V610Z';
  let lattice = '';
  for (let y = 600; y > 50; y -= 36) lattice += `M50 ${y}L86 ${y - 36}M50 ${y}H86`;
  a.add(
    el('path', { d: mast, fill: 'none', stroke: C.c1, 'stroke-width': 4 }),
    el('path', { d: lattice, stroke: C.c1, 'stroke-width': 2.5 }),
  );
  let jib = 'M-10 60H640M-10 84H640';
  for (let x = -10; x < 640; x += 30) jib += `M${x} 84L${x + 15} 60L${x + 30} 84`;
  a.add(
    el('path', { d: jib, stroke: C.c1, 'stroke-width': 2.5, fill: 'none' }),
    el('rect', { x: -10, y: 58, width: 50, height: 30, fill: C.i2 }),
    el('path', { d: 'M68 40V6M68 6L0 58M68 6L560 60', stroke: C.i2, 'stroke-width': 2 }),
    el('rect', { x: 86, y: 88, width: 24, height: 20, fill: C.i2 }),
  );
  // trolley, slings and the next truss swinging in
  const tx = 300;
  a.add(
    el('rect', { x: tx - 15, y: 82, width: 30, height: 10, fill: C.i2 }),
    el('path', {
      d: `M${tx} 92V170M${tx} 170L${tx - 70} 236M${tx} 170L${tx + 70} 236`,
      stroke: C.i1,
      'stroke-width': 2,
    }),
    el('path', { d: `M${tx - 5} 170h10v8h-10z`, fill: C.c1 }),
  );
  a.add(el('g', { transform: `rotate(-3 ${tx} 260)` }, truss(tx - 125, 320, 250, 150, 12, C.w2)));
  a.add(el('path', { d: `M${tx - 125} 320L${tx - 150} 430`, stroke: C.i1, 'stroke-width': 1.5, opacity: 0.7 }));
  // workers on the wall tops
  a.add(
    worker(452, 454, 0.85, 'reach', { body: C.i1, flip: true }),
    worker(640, 452, 0.75, 'point', { flip: true, body: C.i2 }),
  );
  a.finish();
}

export function charpente4(a) {
  // gable end of a stone barn: exposed purlin ends (abouts de pannes) carrying the slate verge
  a.add(sky(a, 'dawn'));
  a.add(sun(a, 660, 150, 28, C.p0, C.c3, 5));
  a.add(birds(120, 120, 1.4, C.i2));
  const st = stone(a, 'st', { base: mix(C.z0, C.w3, 0.45), s: 1.9 });
  const ax = 400;
  const ay = 70;
  const Y = (x) => ay + Math.abs(x - ax); // 45° roof line
  const wall = `M${ax} ${ay + 10}L-10 ${Y(-10) + 10}V610H810V${Y(810) + 10}Z`;
  a.add(
    el('path', { d: wall, fill: st }),
    el('path', {
      d: wall,
      fill: a.lin('wl', [
        [0, C.c3, 0.22],
        [1, C.i0, 0.32],
      ]),
    }),
  );
  // shadow of the verge on the wall
  a.add(
    el('path', {
      d: `M${ax} ${ay + 10}L-10 ${Y(-10) + 10}v40L${ax} ${ay + 50}L810 ${Y(810) + 50}v-40Z`,
      fill: C.i0,
      opacity: 0.18,
    }),
  );
  // oculus
  a.add(
    el('circle', { cx: ax, cy: 330, r: 38, fill: mix(C.z0, C.p1, 0.2) }),
    el('circle', { cx: ax, cy: 330, r: 28, fill: C.i1 }),
    el('path', { d: `M${ax - 28} 330h56M${ax} 302v56`, stroke: C.w1, 'stroke-width': 5 }),
  );
  // purlin ends: front end-grain face, side face with carved underside, shadow on the wall
  const end = (cx, w, h) => {
    const x0 = cx - w / 2;
    const y0 = Y(cx) + 4 - (cx === ax ? 0 : 10);
    const x1 = x0 + w;
    const y1 = y0 + h;
    let o = el('path', { d: `M${x0 + 34} ${y0 + 36}h${w}v${h - 10}q-${w / 2} 14 -${w} 0z`, fill: C.i0, opacity: 0.25 });
    o += el('path', { d: `M${x1} ${y0}l30 -16v${h - 4}q-8 2 -30 20z`, fill: shade(C.w1, 0.2) });
    o += el('rect', { x: x0, y: y0, width: w, height: h, rx: 3, fill: C.w3 });
    o += el('path', {
      d: `M${x0 + w * 0.3} ${y1 - 6}a${w * 0.45} ${w * 0.45} 0 0 1 ${w * 0.5} -${h * 0.45}M${x0 + w * 0.15} ${y1 - 4}a${w * 0.65} ${w * 0.65} 0 0 1 ${w * 0.75} -${h * 0.65}M${x0 + w * 0.45} ${y1 - 5}a${w * 0.25} ${w * 0.25} 0 0 1 ${w * 0.3} -${h * 0.25}`,
      fill: 'none',
      stroke: shade(C.w2, 0.15),
      'stroke-width': 2,
    });
    o += el('path', {
      d: `M${x0 + w * 0.7} ${y0 + h * 0.35}l-${w * 0.3} -${h * 0.3}`,
      stroke: shade(C.w2, 0.35),
      'stroke-width': 1.5,
    });
    return o;
  };
  let ends = end(ax, 52, 66);
  for (const dx of [300, 160]) ends += end(ax - dx, 46, 62) + end(ax + dx, 46, 62);
  a.add(el('g', { 'clip-path': clip(a, 'cw', `M${ax} ${ay - 20}L-10 ${Y(-10) - 20}V610H810V${Y(810) - 20}Z`) }, ends));
  // slate verge with a thin timber board beneath
  const band = (dir) =>
    el('path', { d: `M${ax} ${ay - 24}L${ax + dir * 480} ${ay - 24 + 480}v30L${ax} ${ay + 6}Z`, fill: C.i1 }) +
    el('path', { d: `M${ax} ${ay + 6}L${ax + dir * 480} ${ay + 486}v12L${ax} ${ay + 18}Z`, fill: C.w1 }) +
    el('path', {
      d: `M${ax} ${ay - 24}L${ax + dir * 480} ${ay + 456}`,
      stroke: '#fff',
      'stroke-width': 2,
      opacity: 0.25,
    });
  a.add(band(-1), band(1));
  a.add(
    el('path', { d: `M${ax} ${ay - 24}v-36`, stroke: C.z0, 'stroke-width': 6 }),
    el('circle', { cx: ax, cy: ay - 64, r: 9, fill: C.z1 }),
  );
  a.finish();
}

/* ================================================================= bardage */

export function bardage1(a) {
  land(a, 'evening', { sunAt: [150, 380, 30, C.p0, C.c3, 5], far: 410, near: 470, poplars: [610, 624] });
  a.add(streak(420, 140, 300, 12, C.c3, 0.3), streak(520, 170, 200, 8, C.c3, 0.25));
  const lb = boards(a, 'lb', { bw: 14, tones: [C.w2, mix(C.w2, C.w3, 0.4), C.w1, mix(C.w1, C.w2, 0.6)] });
  const lb2 = boards(a, 'lb2', {
    bw: 14,
    tones: [shade(C.w2, 0.2), shade(C.w1, 0.2), shade(C.w2, 0.25), shade(C.w1, 0.15)],
  });
  const sl = slate(a, 'sl', { sw: 22, sh: 10, base: C.i1, t: `skewX(${roofSkew(160, 0.42, 130)})` });
  const H = house(a, {
    x: 250,
    y: 505,
    w: 340,
    h: 160,
    d: 160,
    rh: 130,
    ov: 4,
    wall: lb,
    side: lb2,
    roof: sl,
    trim: C.i0,
    glass: a.lin('gl', [
      [0, C.c3],
      [1, C.i2],
    ]),
    win: 3,
    winW: 52,
    sideWin: 1,
    chimneys: [],
    gutter: C.i2,
    plinth: C.i1,
    ridge: C.i0,
    doorFill: C.i1,
  });
  a.add(H.svg);
  a.add(meadow(a, 545, mix(C.g0, C.c2, 0.15)));
  a.add(tree(90, 570, 4.2, shade(mix(C.g0, C.c2, 0.15), 0.1)), tree(730, 560, 3, mix(C.g0, C.c2, 0.15)));
  a.finish();
}

export function bardage2(a) {
  const hb = boards(a, 'hb', {
    bw: 74,
    gap: 6,
    tones: [mix(C.c1, C.w1, 0.55), mix(C.w1, C.w2, 0.4), shade(mix(C.c1, C.w1, 0.5), 0.08), mix(C.w2, C.c2, 0.3)],
    H: 800,
    t: 'rotate(90) translate(0 -800)',
  });
  a.add(el('rect', { width: a.w, height: a.h, fill: hb }));
  a.add(grainOver(a, 'cg', 'M0 0H800V600H0Z', false, 0.45));
  let screws = '';
  for (let y = 0; y < 600; y += 74)
    for (const x of [150, 450, 750])
      screws +=
        el('circle', { cx: x, cy: y + 22, r: 4, fill: C.z1 }) + el('circle', { cx: x, cy: y + 50, r: 4, fill: C.z1 });
  a.add(screws);
  // dappled leaf shadow
  let leaf = '';
  for (let i = 0; i < 14; i++)
    leaf += el('ellipse', {
      cx: a.R(420, 820),
      cy: a.R(-20, 260),
      rx: a.R(30, 70),
      ry: a.R(12, 26),
      transform: `rotate(${f(a.R(-40, 40))})`,
      fill: C.i0,
    });
  a.add(el('g', { opacity: 0.12 }, leaf));
  a.add(
    el('rect', {
      width: a.w,
      height: a.h,
      fill: a.lin(
        'sh',
        [
          [0, C.c3, 0.25],
          [1, C.i0, 0.25],
        ],
        [0, 0, 1, 1],
      ),
    }),
  );
  a.finish({ vignette: 0.32 });
}

export function bardage3(a) {
  a.add(sky(a, 'morning', 140));
  a.add(sun(a, 700, 60, 24, C.p0, C.c3, 4));
  // eave at the top
  a.add(
    el('path', { d: 'M-10 70H810V110H-10Z', fill: C.i1 }),
    el('rect', { y: 110, width: a.w, height: 16, fill: C.z0 }),
  );
  // black rain-screen membrane + vertical battens
  a.add(el('rect', { y: 126, width: a.w, height: 480, fill: C.i0 }));
  const bt = a.define(
    'bt',
    (id) =>
      `<pattern id="${id}" width="80" height="40" patternUnits="userSpaceOnUse">${el('rect', { x: 30, width: 20, height: 40, fill: C.w2 })}${el('rect', { x: 46, width: 4, height: 40, fill: C.i0, opacity: 0.3 })}</pattern>`,
  );
  a.add(el('rect', { y: 126, width: a.w, height: 480, fill: bt }));
  // window opening framed
  a.add(
    el('rect', { x: 90, y: 190, width: 200, height: 170, fill: mix(C.s0, C.i3, 0.35) }),
    el('path', { d: 'M90 190h200v170h-200z', fill: 'none', stroke: C.i2, 'stroke-width': 10 }),
    el('path', { d: 'M100 200h80l-80 100z', fill: '#fff', opacity: 0.15 }),
  );
  // horizontal boards fitted from the bottom up
  const hb = boards(a, 'hb', {
    bw: 30,
    gap: 3,
    tones: [C.w2, mix(C.w2, C.w3, 0.4), C.w1, mix(C.w1, C.w2, 0.5)],
    H: 800,
    t: 'rotate(90) translate(0 -800)',
  });
  a.add(el('path', { d: 'M-10 610V372H90V360H290V372H560V402H810V610Z', fill: hb }));
  a.add(el('path', { d: 'M80 364H300V374H80Z', fill: C.z0 }));
  // board being held up
  a.add(
    el(
      'g',
      { transform: 'rotate(-2 640 365)' },
      el('rect', { x: 520, y: 358, width: 300, height: 28, fill: C.w3 }),
      el('rect', { x: 520, y: 382, width: 300, height: 4, fill: C.i0, opacity: 0.2 }),
    ),
  );
  a.add(ladder(700, 600, 740, 300, 30, C.i3));
  a.add(worker(600, 590, 1.45, 'reach', { body: C.i2, legs: C.i1 }));
  // stack of boards on trestles
  a.add(
    el('rect', { x: 40, y: 540, width: 240, height: 10, fill: C.w3 }),
    el('rect', { x: 44, y: 530, width: 236, height: 10, fill: C.w2 }),
    el('path', { d: 'M70 600l10-50M110 600l-10-50M230 600l10-50M270 600l-10-50', stroke: C.w0, 'stroke-width': 7 }),
  );
  a.finish();
}

export function bardage4(a) {
  a.add(sky(a, 'evening'));
  a.add(sun(a, 720, 120, 22, C.p0, C.c3, 4));
  const lb = boards(a, 'lb', { bw: 30, tones: [C.w2, mix(C.w2, C.w3, 0.35), C.w1, mix(C.w1, C.w2, 0.6)] });
  const lb2 = boards(a, 'lb2', {
    bw: 30,
    tones: [shade(C.w1, 0.3), shade(C.w2, 0.35), shade(C.w1, 0.38), shade(C.w2, 0.3)],
    t: 'skewY(-30)',
  });
  const X = 470;
  a.add(el('rect', { x: -10, y: 60, width: X + 10, height: 560, fill: lb }));
  a.add(grainOver(a, 'g1', `M-10 60H${X}V620H-10Z`, true, 0.35));
  a.add(el('path', { d: `M${X} 60L${X + 300} -113V447L${X} 620Z`, fill: lb2 }));
  // corner trim (two boards) + warm light on the front face
  a.add(
    el('rect', { x: X - 26, y: 60, width: 26, height: 560, fill: C.w3 }),
    el('path', { d: `M${X} 60l22 -13v560l-22 13z`, fill: shade(C.w2, 0.2) }),
  );
  a.add(
    el('rect', {
      x: -10,
      y: 60,
      width: X + 10,
      height: 560,
      fill: a.lin(
        'lt',
        [
          [0, C.c3, 0.28],
          [1, C.c3, 0],
        ],
        [1, 0, 0, 0],
      ),
    }),
  );
  // window with dark frame and a zinc sill with drip
  a.add(
    el('rect', { x: 120, y: 170, width: 220, height: 230, fill: C.i0 }),
    el('rect', {
      x: 134,
      y: 184,
      width: 192,
      height: 202,
      fill: a.lin(
        'gl',
        [
          [0, C.c3],
          [0.6, C.c2],
          [1, C.i3],
        ],
        [0, 0, 1, 1],
      ),
    }),
    el('path', { d: 'M134 184h90l-90 120z', fill: '#fff', opacity: 0.18 }),
  );
  a.add(
    el('path', { d: 'M106 400h248l8 14h-264z', fill: C.z1 }),
    el('path', { d: 'M98 414h264v6h-264z', fill: C.z0 }),
    el('rect', { x: 98, y: 420, width: 264, height: 20, fill: C.i0, opacity: 0.25 }),
  );
  // coping on top
  a.add(
    el('path', { d: `M-10 48H${X + 6}L${X + 306} -126V-112L${X + 6} 62H-10Z`, fill: C.z0 }),
    el('rect', { x: -10, y: 62, width: X + 10, height: 10, fill: C.i0, opacity: 0.25 }),
  );
  a.add(el('rect', { y: 560, width: a.w, height: 40, fill: mix(C.z0, C.w3, 0.4) }));
  a.finish({ vignette: 0.3 });
}

/* ================================================================ ossature */

export function ossature1(a) {
  land(a, 'morning', {
    sunAt: [640, 130, 30, C.p0, C.c3, 5],
    clouds: [[220, 90, 1.2, '#fff', 0.6]],
    far: 400,
    near: 470,
    village: 60,
  });
  const cl = boards(a, 'cl', { bw: 14, tones: [C.w1, shade(C.w1, 0.08), mix(C.w1, C.w2, 0.4), C.w1] });
  const cl2 = boards(a, 'cl2', {
    bw: 14,
    tones: [shade(C.w1, 0.22), shade(C.w1, 0.3), shade(C.w1, 0.26), shade(C.w1, 0.2)],
  });
  const y = 510;
  a.add(box(150, y, 280, 250, 150, 0.4, cl, cl2, C.i2));
  a.add(
    el('path', {
      d: line(
        [
          [150 - 6, y - 250],
          [430 + 6, y - 250],
          [430 + 156, y - 250 - 62],
          [156, y - 250 - 62],
        ],
        true,
      ),
      fill: 'none',
      stroke: C.z0,
      'stroke-width': 6,
    }),
  );
  a.add(
    el('rect', { x: 190, y: y - 220, width: 80, height: 90, fill: C.i1 }),
    el('rect', { x: 196, y: y - 214, width: 68, height: 78, fill: mix(C.s0, C.i3, 0.3) }),
  );
  a.add(box(380, y, 250, 140, 150, 0.4, C.p0, shade(C.p0, 0.14), C.i2));
  a.add(
    el('path', {
      d: line(
        [
          [374, y - 140],
          [636, y - 140],
          [786, y - 200],
          [524, y - 200],
        ],
        true,
      ),
      fill: 'none',
      stroke: C.z0,
      'stroke-width': 6,
    }),
  );
  a.add(
    el('rect', { x: 410, y: y - 118, width: 190, height: 118, fill: C.i1 }),
    el('rect', {
      x: 416,
      y: y - 112,
      width: 178,
      height: 112,
      fill: a.lin(
        'gl',
        [
          [0, C.s1],
          [1, C.i3],
        ],
        [0, 0, 1, 1],
      ),
    }),
    el('path', { d: `M505 ${y - 112}v112`, stroke: C.i1, 'stroke-width': 5 }),
    el('path', { d: `M416 ${y - 112}h70l-70 90z`, fill: '#fff', opacity: 0.2 }),
  );
  a.add(el('rect', { x: 190, y: y - 100, width: 60, height: 100, fill: C.i1 }));
  // deck terrace
  a.add(
    el('path', { d: `M360 ${y}H660L700 ${y + 28}H330Z`, fill: C.w2 }),
    el('path', { d: `M340 ${y + 14}H680`, stroke: shade(C.w2, 0.2), 'stroke-width': 2 }),
  );
  a.add(meadow(a, 560, C.g0));
  a.add(tree(90, 560, 3.6, C.g0), tree(740, 560, 4.4, mix(C.g0, C.g1, 0.25)));
  a.finish();
}

export function ossature2(a) {
  a.add(el('rect', { width: a.w, height: a.h, fill: shade(C.p1, 0.5) }));
  const fb = fibre(a, 'fb', { base: mix(C.w3, '#e6c46a', 0.4), line: shade(C.w2, 0.1), W: 60, H: 22 });
  const osb = a.define(
    'osb',
    (id) =>
      `<pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse">${el('rect', { width: 40, height: 40, fill: mix(C.w3, C.w2, 0.4) })}<path d="M4 8h10M22 4l9 3M8 22l12-2M26 28h10M4 35l8 2M30 16l6-4" stroke="${C.w1}" stroke-width="3" opacity=".5"/></pattern>`,
  );
  const studs = [20, 200, 380, 560, 740];
  a.add(el('rect', { y: 0, width: a.w, height: a.h, fill: fb }));
  // OSB sheathing on the right bays, with nail lines
  a.add(
    el('path', { d: 'M380 -10H810V610H380Z', fill: osb }),
    el('rect', { x: 380, width: 6, height: 600, fill: C.i0, opacity: 0.3 }),
  );
  let nails = '';
  for (const x of [584, 764]) for (let y = 90; y < 520; y += 26) nails += `M${x} ${y}h.1`;
  a.add(el('path', { d: nails, stroke: C.i2, 'stroke-width': 5, 'stroke-linecap': 'round' }));
  // studs visible on the left
  for (const x of studs.slice(0, 2)) {
    a.add(
      el('rect', { x, y: 0, width: 48, height: 600, fill: C.w2 }),
      el('rect', { x: x + 38, width: 10, height: 600, fill: C.i0, opacity: 0.18 }),
      el('rect', { x, width: 6, height: 600, fill: '#fff', opacity: 0.2 }),
    );
  }
  a.add(grainOver(a, 'sg', 'M20 0h48v600h-48zM200 0h48v600h-48z', true, 0.4));
  // plates
  a.add(
    el('rect', { y: 0, width: a.w, height: 70, fill: shade(C.w2, 0.05) }),
    el('rect', { y: 34, width: a.w, height: 2, fill: C.i0, opacity: 0.3 }),
    el('rect', { y: 70, width: a.w, height: 8, fill: C.i0, opacity: 0.2 }),
  );
  a.add(
    el('rect', { y: 530, width: a.w, height: 70, fill: shade(C.w2, 0.1) }),
    el('rect', { y: 530, width: a.w, height: 4, fill: '#fff', opacity: 0.2 }),
  );
  a.add(grainOver(a, 'pg', 'M0 0H800V70H0ZM0 530H800V600H0Z', false, 0.4));
  // blue vapour membrane peeled at the left bay
  a.add(
    el('path', { d: 'M68 78H200V300Q140 290 68 380Z', fill: mix(C.s0, C.i4, 0.3), opacity: 0.8 }),
    el('path', { d: 'M200 300Q140 290 68 380', fill: 'none', stroke: '#fff', 'stroke-width': 3, opacity: 0.6 }),
    el('path', {
      d: 'M74 110v8M74 170v8M74 230v8M74 290v8M194 110v8M194 170v8M194 230v8',
      stroke: C.z1,
      'stroke-width': 3,
    }),
  );
  a.add(square(430, 470, 1.6, -90), pencil(560, 555, 1.6, -4));
  a.add(
    el('rect', {
      width: a.w,
      height: a.h,
      fill: a.lin(
        'sh',
        [
          [0, C.c3, 0.2],
          [1, C.i0, 0.25],
        ],
        [0, 0, 1, 1],
      ),
    }),
  );
  a.finish({ vignette: 0.3 });
}

export function ossature3(a) {
  land(a, 'overcast', {
    clouds: [
      [200, 80, 1.6, '#fff', 0.35],
      [620, 120, 1.2, '#fff', 0.3],
    ],
    far: 410,
    near: 470,
  });
  // concrete slab
  const y = 500;
  a.add(box(120, y + 22, 440, 22, 180, 0.36, mix(C.z0, C.p1, 0.2), shade(C.z0, 0.15), mix(C.z1, C.p1, 0.3)));
  // side wall (skewed) + front wall frames
  const sk = f(-deg(Math.atan(0.36)));
  a.add(
    el(
      'g',
      { transform: `translate(560 ${y}) skewY(${sk}) translate(-560 ${-y})` },
      studWall(560, y, 180, 200, { sp: 30, t: 8, fill: shade(C.w2, 0.15), openings: [[620, y - 150, 60, 80]] }),
    ),
  );
  a.add(
    studWall(120, y, 440, 200, {
      sp: 30,
      t: 9,
      fill: C.w2,
      openings: [
        [190, y - 150, 90, 100],
        [380, y - 160, 60, 160],
      ],
    }),
  );
  // mobile crane arm from the right with a wall panel
  a.add(
    el('path', { d: 'M800 380L480 40', stroke: C.c1, 'stroke-width': 16, 'stroke-linecap': 'round' }),
    el('path', { d: 'M800 380L480 40', stroke: C.c3, 'stroke-width': 3, opacity: 0.5 }),
  );
  a.add(el('path', { d: 'M480 40V140M480 140L400 180M480 140L560 180', stroke: C.i1, 'stroke-width': 2.5 }));
  a.add(
    el(
      'g',
      { transform: 'rotate(-4 480 250)' },
      el('rect', { x: 390, y: 180, width: 180, height: 130, fill: mix(C.w3, C.w2, 0.4) }) +
        studWall(390, 310, 180, 130, { sp: 30, t: 8, fill: C.w2, brace: false }),
    ),
  );
  a.add(
    worker(300, y - 2, 0.85, 'point', { flip: false }),
    worker(620, y - 30, 0.8, 'reach', { flip: true, body: C.i2 }),
  );
  a.finish();
}

export function ossature4(a) {
  a.add(sky(a, 'evening'));
  a.add(sun(a, 120, 250, 26, C.p0, C.c3, 5));
  const dk = boards(a, 'dk', {
    bw: 22,
    gap: 3,
    tones: [C.i1, C.i2, shade(C.i1, 0.1), mix(C.i1, C.i2, 0.5)],
    grain: false,
  });
  const X = 330;
  // front face (render) + side face (dark timber cladding) + corner window
  a.add(
    el('rect', { x: -10, y: 90, width: X + 10, height: 530, fill: C.p0 }),
    el('rect', {
      x: -10,
      y: 90,
      width: X + 10,
      height: 530,
      fill: a.lin(
        'lt',
        [
          [0, C.c3, 0.4],
          [1, C.c3, 0.05],
        ],
        [0, 0, 1, 0],
      ),
    }),
  );
  a.add(
    el('path', { d: `M${X} 90L810 -70V460L${X} 620Z`, fill: dk }),
    el('path', { d: `M${X} 90L810 -70V460L${X} 620Z`, fill: C.i0, opacity: 0.15 }),
  );
  // corner glazing: on both faces
  const warm = a.lin('warm', [
    [0, '#fbe3b8'],
    [1, C.c2],
  ]);
  a.add(
    el('path', { d: `M160 190H${X}V470H160Z`, fill: C.i0 }),
    el('path', { d: `M172 202H${X}V458H172Z`, fill: warm }),
  );
  a.add(
    el('path', { d: `M${X} 190L560 113V393L${X} 470Z`, fill: C.i0 }),
    el('path', { d: `M${X} 202L548 129V381L${X} 458Z`, fill: shade('#fbe3b8', 0.05) }),
  );
  a.add(el('path', { d: `M${X} 190V470`, stroke: C.i0, 'stroke-width': 6 }));
  // interior hint: a pendant lamp and shelf
  a.add(
    el('path', { d: `M250 202v70M232 290h36l-6 -18h-24z`, stroke: C.i1, 'stroke-width': 2, fill: C.i1 }),
    el('circle', { cx: 250, cy: 296, r: 10, fill: '#fff8e0', opacity: 0.8 }),
  );
  a.add(el('path', { d: `M172 420H${X}L548 350`, stroke: shade(C.c2, 0.2), 'stroke-width': 5, fill: 'none' }));
  // zinc sills + roof edge
  a.add(el('path', { d: `M150 470H${X + 4}L572 390V398L${X + 4} 480H150Z`, fill: C.z1 }));
  a.add(el('path', { d: `M-10 78H${X + 6}L820 -86V-70L${X + 6} 94H-10Z`, fill: C.z0 }));
  a.add(el('rect', { y: 560, width: a.w, height: 40, fill: shade(mix(C.z0, C.w3, 0.3), 0.2) }));
  a.finish({ vignette: 0.3 });
}
