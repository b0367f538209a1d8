// Hero (1600×1000) and "à propos" workshop (800×1000).

import { C, el, f, mix, shade } from './lib.mjs';
import { slate, stone } from './materials.mjs';
import {
  sky,
  sun,
  streak,
  hill,
  hillEl,
  hillY,
  hedge,
  poplar,
  church,
  house,
  scaffold,
  worker,
  ladder,
  beam,
  truss,
  hammer,
  square,
  saw,
  slateHammer,
  pencil,
  tree,
} from './parts.mjs';

export function hero(a) {
  const W = a.w;
  a.add(sky(a, 'dusk'));
  // warm glow on the right, where the house stands; left stays deep blue
  a.add(
    el('rect', {
      width: W,
      height: a.h,
      fill: a.rad(
        'glow',
        [
          [0, C.c2, 0.9],
          [0.35, C.c1, 0.35],
          [1, C.c1, 0],
        ],
        0.84,
        0.64,
        0.55,
      ),
    }),
  );
  // a few faint stars top-left
  let stars = '';
  for (let i = 0; i < 26; i++) stars += `M${f(a.R(30, 820))} ${f(a.R(30, 360))}h1.6`;
  a.add(el('path', { d: stars, stroke: C.p0, 'stroke-width': 1.6, 'stroke-linecap': 'round', opacity: 0.35 }));
  a.add(
    streak(960, 410, 460, 22, C.c3, 0.1),
    streak(1130, 446, 380, 16, C.c3, 0.12),
    streak(840, 500, 300, 14, C.c2, 0.14),
    streak(1300, 560, 300, 12, C.c3, 0.16),
  );
  a.add(sun(a, 1548, 632, 34, mix(C.c3, C.p0, 0.5), C.c2, 6));
  // far ridge with village & poplars
  const farFill = a.lin('far', [
    [0, mix(C.i3, C.c1, 0.3)],
    [1, C.i2],
  ]);
  const far = hill(a, 668, 16, farFill, { n: 7 });
  a.add(hillEl(far));
  a.add(church(1490, hillY(far, 1500) + 4, 1.4, shade(mix(C.i3, C.c1, 0.22), 0.12)));
  for (const x of [560, 575, 1400, 1415, 1440])
    a.add(poplar(x, hillY(far, x) + 3, 0.9, shade(mix(C.i3, C.c1, 0.22), 0.1)));
  const mid = hill(a, 722, 22, mix(C.i2, C.g0, 0.22), { n: 6 });
  a.add(hillEl(mid), hedge(a, mid, 0, W, 26, 1.3, shade(mix(C.i2, C.g0, 0.22), 0.2)));
  const near = hill(a, 800, 26, mix(C.i1, C.g0, 0.2), { n: 5, tilt: -60 });
  a.add(hillEl(near));
  // the house (Walloon stone, slate roof)
  const st = stone(a, 'stone', { base: shade(mix(C.z0, C.w2, 0.4), 0.38), s: 1.1 });
  const stSide = stone(a, 'stone2', { base: shade(mix(C.z0, C.w2, 0.4), 0.55), s: 1.1, t: 'skewY(-22.8)' });
  const skew = f((-Math.atan(85 / (190 + 35.7)) * 180) / Math.PI);
  const sl = slate(a, 'slate', { sw: 32, sh: 15, base: mix(C.i2, C.i3, 0.3), light: 0.14, t: `skewX(${skew})` });
  const win = mix(C.c3, '#ffe7b3', 0.5);
  const hx = 990;
  const hy = hillY(near, 1200) + 18;
  const H = house(a, {
    x: hx,
    y: hy,
    w: 380,
    h: 150,
    d: 170,
    rh: 190,
    ov: 12,
    wall: st,
    side: stSide,
    roof: sl,
    edge: C.i0,
    trim: shade(C.i3, 0.2),
    glow: win,
    win: 4,
    sideWin: 1,
    floors: 1,
    chimneys: [0.08, 0.9],
    chimFill: shade(mix(C.z0, C.w2, 0.4), 0.45),
    gutter: shade(C.z0, 0.4),
    plinth: shade(C.i3, 0.3),
    ridge: shade(C.z0, 0.3),
    doorFill: shade(C.c0, 0.3),
  });
  a.add(H.svg);
  // warm light spilling from the windows onto the ground
  a.add(el('ellipse', { cx: hx + 190, cy: hy + 16, rx: 220, ry: 16, fill: win, opacity: 0.12 }));
  // craftsman on the ridge, silhouetted, and a scaffold on the gable side
  const [rx0, ry0] = H.geo.at(0.62, 1);
  a.add(worker(rx0, ry0 + 2, 0.7, 'kneel', { body: C.i0, legs: C.i0, helmet: C.c1 }));
  a.add(scaffold(hx + 30, hy, 110, 150, 2, 2, { pole: C.i0, plank: shade(C.w2, 0.45), op: 0.95 }));
  a.add(ladder(hx + 170, hy, hx + 136, hy - 170, 22, shade(C.w1, 0.5)));
  // foreground field + hedgerow trees, darkest, keeps the bottom calm
  const fg = hill(a, 900, 24, C.i0, { n: 5, tilt: 40 });
  a.add(hillEl(fg, { opacity: 0.96 }));
  for (const [x, s] of [
    [1470, 2.6],
    [1540, 3.2],
    [90, 2.2],
  ])
    a.add(tree(x, hillY(fg, x) + 6, s, shade(C.i1, 0.25), C.i0));
  // field furrows catching the last light
  let furrows = '';
  for (let i = 0; i < 7; i++) furrows += `M${700 + i * 130} ${f(hillY(fg, 700 + i * 130) + 20)}l${-260 - i * 40} 120`;
  a.add(el('path', { d: furrows, stroke: C.c2, 'stroke-width': 2, opacity: 0.09 }));
  // extra darkening of the left 55 % for white text
  a.add(
    el('rect', {
      width: W,
      height: a.h,
      fill: a.lin(
        'left',
        [
          [0, C.i0, 0.55],
          [0.5, C.i0, 0.2],
          [0.62, C.i0, 0],
        ],
        [0, 0, 1, 0],
      ),
    }),
  );
  a.finish({ grain: 0.1, vignette: 0.3 });
}

export function apropos(a) {
  const W = a.w;
  const H = a.h;
  // back wall: warm plaster, big window with a landscape
  a.add(
    el('rect', {
      width: W,
      height: H,
      fill: a.lin('wall', [
        [0, mix(C.p1, C.w3, 0.45)],
        [1, mix(C.p1, C.w2, 0.5)],
      ]),
    }),
  );
  a.add(
    el('rect', {
      x: 70,
      y: 250,
      width: 300,
      height: 300,
      fill: a.lin('win', [
        [0, C.s0],
        [0.75, C.s1],
        [1, C.c3],
      ]),
    }),
  );
  a.add(
    el('path', { d: 'M70 470q80-40 160-10t140-20V550H70Z', fill: C.g1 }),
    el('path', { d: 'M70 505q100-30 200 0t100-5V550H70Z', fill: C.g0 }),
  );
  a.add(
    el('path', { d: 'M70 250h300v300h-300zM220 250v300M70 400h300', fill: 'none', stroke: C.w0, 'stroke-width': 10 }),
  );
  a.add(el('rect', { x: 60, y: 548, width: 320, height: 12, fill: shade(C.w1, 0.1) }));
  // light beam from the window
  a.add(
    el('path', {
      d: 'M370 250L800 600V1000H560L70 550Z',
      fill: a.lin(
        'beam',
        [
          [0, C.p0, 0.25],
          [1, C.p0, 0],
        ],
        [0, 0, 1, 1],
      ),
    }),
  );
  // exposed roof structure: rafters receding + tie beam
  a.add(
    el('rect', {
      width: W,
      height: 200,
      fill: a.lin('ceil', [
        [0, shade(C.w3, 0.35)],
        [1, shade(C.w3, 0.1)],
      ]),
    }),
  );
  for (let i = 0; i < 6; i++) a.add(beam(-40 + i * 170, 190, 80 + i * 170, -10, 22, C.w1));
  a.add(beam(-20, 205, 820, 205, 34, C.w0));
  // pegboard of tools (right)
  a.add(
    el('rect', {
      x: 470,
      y: 270,
      width: 280,
      height: 250,
      rx: 6,
      fill: mix(C.w3, C.p1, 0.3),
      stroke: shade(C.w2, 0.1),
      'stroke-width': 4,
    }),
  );
  let holes = '';
  for (let y = 290; y < 510; y += 22) for (let x = 490; x < 740; x += 22) holes += `M${x} ${y}h.1`;
  a.add(
    el('path', { d: holes, stroke: shade(C.w2, 0.25), 'stroke-width': 3.5, 'stroke-linecap': 'round', opacity: 0.5 }),
  );
  a.add(
    square(500, 300, 1.25, 0),
    saw(600, 440, 1, -6),
    hammer(680, 300, 1, 0),
    slateHammer(640, 400, 0.9, 0),
    pencil(500, 500, 1.2, -4),
  );
  // timber stock leaning on the wall (left)
  a.add(
    beam(400, 900, 440, 230, 24, C.w2),
    beam(430, 905, 470, 240, 20, C.w1),
    beam(455, 905, 485, 300, 16, shade(C.w2, 0.05)),
  );
  // workbench with a truss being assembled
  a.add(
    el('rect', {
      x: 0,
      y: 780,
      width: W,
      height: 220,
      fill: a.lin('floor', [
        [0, shade(C.w2, 0.35)],
        [1, shade(C.w1, 0.45)],
      ]),
    }),
  );
  a.add(el('rect', { x: 0, y: 780, width: W, height: 6, fill: C.i0, opacity: 0.25 }));
  // floor boards in perspective
  let fl = '';
  for (let i = -8; i <= 16; i++) fl += `M${400 + i * 30} 786L${400 + i * 110} 1000`;
  for (const y of [820, 870, 935]) fl += `M0 ${y}H${W}`;
  a.add(el('path', { d: fl, stroke: shade(C.w1, 0.55), 'stroke-width': 1.5, opacity: 0.35 }));
  // trestles
  for (const x of [150, 600])
    a.add(
      el('path', {
        d: `M${x - 40} 900L${x - 10} 690M${x + 40} 900L${x + 10} 690`,
        stroke: C.w0,
        'stroke-width': 12,
        'stroke-linecap': 'round',
      }),
      el('rect', { x: x - 55, y: 680, width: 110, height: 16, fill: C.w1 }),
    );
  // truss lying flat seen from above-front, being pegged
  a.add(el('g', { transform: 'translate(0 0)' }, truss(70, 680, 600, 200, 24, C.w2, { over: 0.04 })));
  // mortise pegs on the truss joints
  a.add(
    el('path', {
      d: 'M370 494h.1M370 548h.1M240 594h.1M500 594h.1',
      stroke: shade(C.w0, 0.3),
      'stroke-width': 7,
      'stroke-linecap': 'round',
    }),
  );
  // craftsman measuring at the truss
  a.add(worker(720, 900, 1.5, 'hammer', { body: C.i2, legs: C.i1, helmet: C.c1, flip: true }));
  // stack of slates on a pallet (foreground left)
  let stack = '';
  for (let i = 0; i < 9; i++)
    stack += el('rect', {
      x: 40 + (i % 2) * 4,
      y: 890 - i * 9,
      width: 190,
      height: 8,
      rx: 1.5,
      fill: i % 2 ? C.i2 : mix(C.i2, C.i3, 0.5),
    });
  a.add(
    el('rect', { x: 30, y: 900, width: 210, height: 16, fill: C.w1 }),
    el('rect', { x: 40, y: 916, width: 30, height: 14, fill: C.w0 }),
    el('rect', { x: 120, y: 916, width: 30, height: 14, fill: C.w0 }),
    el('rect', { x: 200, y: 916, width: 30, height: 14, fill: C.w0 }),
  );
  a.add(stack, el('rect', { x: 40, y: 818, width: 194, height: 3, fill: '#fff', opacity: 0.25 }));
  // wood shavings
  a.add(
    el('path', {
      d: 'M300 940a7 7 0 1 1 8 7a4 4 0 1 1 -3 -5M330 955a6 6 0 1 0 -9 6M440 965a7 7 0 1 1 8 7a4 4 0 1 1 -3 -5M560 945a6 6 0 1 0 -9 6M585 950a7 7 0 1 1 8 7',
      fill: 'none',
      stroke: C.w3,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
  );
  a.add(
    el('rect', {
      width: W,
      height: H,
      fill: a.lin('warm', [
        [0, C.c2, 0],
        [1, C.c1, 0.12],
      ]),
    }),
  );
  a.finish({ grain: 0.1, vignette: 0.32 });
}
