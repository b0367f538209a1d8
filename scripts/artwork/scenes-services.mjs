// Service cards (800×600) + shared compositions reused by the gallery.

import { C, el, f, line, mix, shade } from './lib.mjs';
import { slate, pantile, seams, zincSheen, boards, brick, stone, fibre } from './materials.mjs';
import {
  sky,
  sun,
  cloud,
  hill,
  hillEl,
  hillY,
  poplar,
  tree,
  hedge,
  house,
  dormer,
  worker,
  beam,
  truss,
  birds,
} from './parts.mjs';

/* ------------------------------------------------------------ helpers */

/** Oblique roof frame: n king-post trusses receding by (dx,dy), purlins, ridge, wall plates. */
export function roofFrame(a, o) {
  const {
    x,
    y,
    S,
    H,
    t = 18,
    n = 5,
    dx = 52,
    dy = -24,
    fill = C.w2,
    haze = C.s1,
    chevrons = 0,
    walls = true,
    wallFill = null,
    purl = [0.36, 0.7],
    far = 0.5,
    ridgeBeam = true,
  } = o;
  let s = '';
  const ax = x + S / 2;
  const ay = y - H;
  if (walls) {
    const wf = wallFill || brick(a, 'fbrick');
    const wfs = wallFill || brick(a, 'fbrick2', { t: `skewY(${f((Math.atan2(dy, dx) * 180) / Math.PI)})` });
    const L = n - 1;
    // right eave wall (outer face), front gable wall
    s += el('path', {
      d: line(
        [
          [x + S + 10, y + 8],
          [x + S + 10 + L * dx, y + 8 + L * dy],
          [x + S + 10 + L * dx, a.h + 10],
          [x + S + 10, a.h + 10],
        ],
        true,
      ),
      fill: wfs,
    });
    s += el('path', {
      d: line(
        [
          [x + S + 10, y + 8],
          [x + S + 10 + L * dx, y + 8 + L * dy],
          [x + S + 10 + L * dx, a.h + 10],
          [x + S + 10, a.h + 10],
        ],
        true,
      ),
      fill: C.i0,
      opacity: 0.25,
    });
    s += el('rect', { x: x - 10, y: y + 8, width: S + 20, height: a.h - y, fill: wf });
    s += el('rect', { x: x - 10, y: y + 8, width: S + 20, height: 8, fill: C.i0, opacity: 0.25 });
    // wall plates (sablières)
    s += beam(x, y + 4, x + L * dx, y + 4 + L * dy, t * 0.8, shade(fill, 0.1), { hi: false });
    s += beam(x + S, y + 4, x + S + L * dx, y + 4 + L * dy, t * 0.8, shade(fill, 0.1), { hi: false });
  }
  // one truss drawn once in <defs>, then placed n times (fill inherited from <use>)
  const tid = a.id('truss');
  a.define('truss', (id) => `<g id="${id}">${truss(0, 0, S, H, t, null)}</g>`);
  for (let i = n - 1; i >= 0; i--) {
    const k = i / (n - 1);
    s += el('use', { href: `#${tid}`, x: x + i * dx, y: y + i * dy, fill: mix(fill, haze, k * far) });
  }
  // common rafters on the left slope between the back trusses
  for (let j = 0; j < chevrons; j++) {
    const off = (n - 1) * (1 - (j + 0.5) / chevrons) * 0.999;
    const ox = off * dx;
    const oy = off * dy;
    s += beam(x - S * 0.06 + ox, y + H * 0.12 + oy, ax + ox, ay + oy, t * 0.5, mix(fill, C.w3, 0.2));
  }
  // purlins + ridge
  const L = n - 1;
  const pe = (px, py) => {
    const ex = px - dx * 0.25;
    const ey = py - dy * 0.25;
    return (
      beam(ex, ey, px + L * dx + dx * 0.25, py + L * dy + dy * 0.25, t * 0.9, shade(fill, 0.05)) +
      el('rect', {
        x: ex - t * 0.45,
        y: ey - t * 0.45,
        width: t * 0.9,
        height: t * 0.9,
        fill: C.w3,
        stroke: shade(fill, 0.3),
        'stroke-width': 1,
      })
    );
  };
  for (const p of purl) {
    s += pe(x + (S / 2) * p, y - H * p - t * 0.5);
    s += pe(x + S - (S / 2) * p, y - H * p - t * 0.5);
  }
  if (ridgeBeam) s += pe(ax, ay - t * 0.6);
  return s;
}

/** Big roof plane seen from the front, ridge at top, sky above, optional gable rake. */
export function roofPlane(a, o) {
  const {
    fill,
    ridgeY = 160,
    eaveY = 560,
    rake = null,
    ridge = C.i1,
    skyKind = 'midday',
    wall = null,
    gutter = C.z0,
    sheen = 0.16,
    behind = '',
  } = o;
  let s = rake ? '' : sky(a, skyKind, ridgeY + 40);
  const right = rake && rake[0] > a.w / 2;
  const P = !rake
    ? [
        [-10, eaveY],
        [-10, ridgeY],
        [a.w + 10, ridgeY],
        [a.w + 10, eaveY],
      ]
    : right
      ? [
          [rake[0], eaveY],
          [rake[1], ridgeY],
          [-10, ridgeY],
          [-10, eaveY],
        ]
      : [
          [rake[0], eaveY],
          [rake[1], ridgeY],
          [a.w + 10, ridgeY],
          [a.w + 10, eaveY],
        ];
  const r0 = !rake ? -10 : right ? -10 : rake[1] - 6;
  const r1 = right ? rake[1] + 6 : a.w + 10;
  if (rake) s += sky(a, skyKind, a.h);
  s += behind;
  s += el('path', { d: line(P, true), fill });
  s += el('path', {
    d: line(P, true),
    fill: a.lin(
      'rsheen',
      [
        [0, '#fff', sheen],
        [0.5, '#fff', 0],
        [1, C.i0, sheen],
      ],
      [0, 0, 1, 1],
    ),
  });
  if (rake) s += el('path', { d: line([P[0], P[1]]), stroke: C.i0, 'stroke-width': 8, 'stroke-linecap': 'round' });
  s += el('path', { d: `M${r0} ${ridgeY}H${r1}`, stroke: ridge, 'stroke-width': 14 });
  s += el('path', { d: `M${r0} ${ridgeY - 4}H${r1}`, stroke: '#fff', 'stroke-width': 2, opacity: 0.25 });
  s += el('rect', { x: -10, y: eaveY, width: a.w + 20, height: a.h - eaveY + 10, fill: wall || stone(a, 'pstone') });
  s += el('rect', { x: -10, y: eaveY, width: a.w + 20, height: 14, fill: C.i0, opacity: 0.35 });
  if (gutter)
    s +=
      el('rect', { x: -10, y: eaveY - 4, width: a.w + 20, height: 14, rx: 7, fill: gutter }) +
      el('rect', { x: -10, y: eaveY - 2, width: a.w + 20, height: 3, fill: '#fff', opacity: 0.35 });
  return s;
}

/** Brick chimney rising from a roof plane at (x, yBase) up to yTop. */
export function chimney(a, x, yBase, yTop, w = 60, k = 'chb') {
  const b = brick(a, k);
  return (
    el('rect', { x, y: yTop, width: w, height: yBase - yTop, fill: b }) +
    el('rect', {
      x: x + w,
      y: yTop + 4,
      width: w * 0.3,
      height: yBase - yTop - 4,
      fill: shade(mix(C.c0, C.w0, 0.45), 0.35),
    }) +
    el('rect', { x: x - 6, y: yTop - 10, width: w * 1.3 + 12, height: 12, fill: C.i2 }) +
    el('rect', { x: x - 8, y: yBase - 10, width: w * 1.3 + 16, height: 14, fill: C.z0 }) +
    el('rect', { x: x + w * 0.2, y: yTop - 26, width: w * 0.35, height: 16, fill: shade(C.c0, 0.2) })
  );
}

/** Timber stud wall (ossature) drawn in a flat frame; studs every sp; window openings. */
export function studWall(x, y, w, h, o = {}) {
  const { sp = 36, t = 9, fill = C.w2, openings = [], brace = true, sheath = null } = o;
  let s = '';
  if (sheath) s += el('rect', { x, y: y - h, width: w, height: h, fill: sheath });
  const inOpen = (sx) => openings.find(([ox, , ow]) => sx > ox - t && sx < ox + ow + t);
  for (let sx = x; sx <= x + w - t + 0.1; sx += sp) {
    const op = inOpen(sx);
    if (op) {
      const [, oy, , oh] = op;
      s += el('rect', { x: sx, y: y - h, width: t, height: oy - (y - h), fill }); // cripple above
      if (oy + oh < y) s += el('rect', { x: sx, y: oy + oh, width: t, height: y - oy - oh, fill });
    } else s += el('rect', { x: sx, y: y - h, width: t, height: h, fill });
  }
  s += el('rect', { x: x + w - t, y: y - h, width: t, height: h, fill });
  for (const [ox, oy, ow, oh] of openings) {
    s += el('rect', { x: ox - t, y: oy - t * 2, width: ow + t * 2, height: t * 2, fill: shade(fill, 0.08) }); // header
    if (oy + oh < y) s += el('rect', { x: ox - t, y: oy + oh, width: ow + t * 2, height: t, fill }); // sill
    s +=
      el('rect', { x: ox - t, y: oy, width: t, height: y - oy, fill }) +
      el('rect', { x: ox + ow, y: oy, width: t, height: y - oy, fill });
  }
  if (brace) s += beam(x + t, y - t, x + sp * 2.6, y - h + t * 2, t * 0.8, shade(fill, 0.05), { hi: false });
  s += el('rect', { x, y: y - t, width: w, height: t, fill: shade(fill, 0.1) }); // sole plate
  s += el('rect', { x, y: y - h, width: w, height: t * 1.8, fill: shade(fill, 0.06) }); // double top plate
  s += el('path', { d: `M${f(x)} ${f(y - h + t * 0.9)}h${f(w)}`, stroke: shade(fill, 0.3), 'stroke-width': 1 });
  return s;
}

/* ------------------------------------------------------------- services */

export function charpente(a) {
  a.add(sky(a, 'morning'));
  a.add(sun(a, 640, 150, 34, C.p0, C.c3, 5));
  a.add(cloud(210, 120, 1.3, '#fff', 0.55), cloud(700, 250, 0.9, '#fff', 0.45));
  const h1 = hill(a, 470, 14, C.g1, { n: 5 });
  a.add(hillEl(h1), hedge(a, h1, 0, 800, 30, 1, shade(C.g0, 0.05)));
  a.add(poplar(70, hillY(h1, 70) + 2, 1, C.g0), poplar(90, hillY(h1, 90) + 2, 0.8, C.g0));
  a.add(roofFrame(a, { x: 150, y: 452, S: 400, H: 220, t: 18, n: 5, dx: 52, dy: -26, chevrons: 5 }));
  a.add(worker(575, 448, 0.72, 'hammer', { flip: true }));
  a.finish();
}

export function couvertureArdoise(a) {
  const sl = slate(a, 'slate', { sw: 56, sh: 26, base: C.i2, hooks: true, light: 0.18, cols: 5, rows: 4, cleft: true });
  a.add(roofPlane(a, { fill: sl, ridgeY: 150, eaveY: 548, rake: [70, 170], skyKind: 'midday' }));
  a.add(cloud(120, 70, 0.9, '#fff', 0.6), cloud(520, 60, 1.2, '#fff', 0.5));
  const hl = hill(a, 520, 10, C.g1, { x0: -40, x1: 140, n: 2 });
  // left of the rake: far landscape
  a.add(
    el('path', {
      d: hl.d,
      fill: C.g1,
      'clip-path': a.define('clipL', (id) => `<clipPath id="${id}"><path d="M-10 548H70L170 150H-10Z"/></clipPath>`),
    }),
  );
  a.add(poplar(30, hillY(hl, 30) + 4, 1.1, C.g0));
  a.add(chimney(a, 300, 170, 40, 56));
  a.add(dormer(580, 440, 2.5, { roof: C.i1, wall: C.p0, cheek: C.z0, glass: mix(C.s0, C.i3, 0.45) }));
  a.finish();
}

export function couvertureTuile(a) {
  const tl = pantile(a, 'tile', { tw: 44, th: 32 });
  a.add(
    roofPlane(a, {
      fill: tl,
      ridgeY: 140,
      eaveY: 540,
      rake: [740, 640],
      skyKind: 'evening',
      ridge: shade(C.c0, 0.15),
      wall: brick(a, 'pbrick'),
      sheen: 0.12,
      behind: sun(a, 770, 470, 30, mix(C.c3, C.p0, 0.5), C.c2, 5),
    }),
  );
  // half-round ridge tiles
  let rt = '';
  for (let x = -20; x < 590; x += 46)
    rt +=
      el('path', { d: `M${x} 150a24 24 0 0 1 50 0z`, fill: C.c1 }) +
      el('path', { d: `M${x + 6} 142a20 18 0 0 1 24-10`, stroke: C.c3, 'stroke-width': 3, fill: 'none', opacity: 0.5 });
  a.add(rt);
  // roof window
  a.add(
    el('path', { d: 'M170 330h130v120h-130z', fill: shade(C.i3, 0.15) }),
    el('path', {
      d: 'M180 340h110v100h-110z',
      fill: a.lin(
        'rw',
        [
          [0, C.c3],
          [0.5, C.c2],
          [1, C.i3],
        ],
        [0, 0, 1, 1],
      ),
    }),
    el('path', { d: 'M180 340l60 0l-60 70z', fill: '#fff', opacity: 0.2 }),
  );
  a.add(chimney(a, 440, 160, 30, 56, 'chb'));
  a.add(birds(560, 90, 1.2, C.i2));
  a.finish();
}

export function couvertureZinc(a) {
  a.add(sky(a, 'overcast'));
  a.add(cloud(150, 120, 1.6, '#fff', 0.35), cloud(600, 90, 1.3, '#fff', 0.3));
  const h1 = hill(a, 470, 12, C.g1, { n: 4 });
  a.add(hillEl(h1), hedge(a, h1, 0, 800, 40, 1.2, C.g0));
  const rs = zincSheen(a, 'zs');
  const sk = -Math.atan(100 / 236) * (180 / Math.PI);
  const sm = seams(a, 'seam', { pw: 30, t: `skewX(${f(sk)})` });
  const bd = boards(a, 'bd', { bw: 18, tones: [C.w1, C.w2, mix(C.w1, C.w0, 0.4), C.w2] });
  const H = house(a, {
    x: 80,
    y: 540,
    w: 440,
    h: 190,
    d: 200,
    k: 0.4,
    rh: 196,
    ov: 4,
    wall: C.p0,
    side: bd,
    roof: rs,
    edge: shade(C.z0, 0.35),
    trim: C.i1,
    glass: C.i2,
    win: 3,
    sideWin: 1,
    floors: 2,
    chimneys: [],
    chimFill: C.z0,
    gutter: C.z0,
    plinth: C.i2,
    ridge: C.z1,
    doorFill: C.i1,
  });
  a.add(H.svg);
  const [e1, e2] = [H.geo.at(0, 0), H.geo.at(1, 0)];
  const [r2, r1] = [H.geo.at(1, 1), H.geo.at(0, 1)];
  a.add(el('path', { d: line([e1, e2, r2, r1], true), fill: sm }));
  // zinc box dormer
  const [bx, by] = H.geo.at(0.62, 0.3);
  a.add(
    el('path', {
      d: line(
        [
          [bx, by],
          [bx + 120, by],
          [bx + 120, by - 80],
          [bx, by - 80],
        ],
        true,
      ),
      fill: mix(C.z0, C.i4, 0.5),
    }),
  );
  a.add(
    el('rect', { x: bx + 14, y: by - 64, width: 92, height: 56, fill: C.i1 }),
    el('path', { d: `M${bx + 14} ${by - 64}l40 0l-40 40z`, fill: '#fff', opacity: 0.15 }),
  );
  a.add(
    el('path', {
      d: line(
        [
          [bx - 6, by - 80],
          [bx + 126, by - 80],
          [bx + 166, by - 112],
          [bx + 34, by - 112],
        ],
        true,
      ),
      fill: shade(C.z0, 0.05),
    }),
    el('path', {
      d: line(
        [
          [bx + 120, by],
          [bx + 150, by - 26],
          [bx + 150, by - 100],
          [bx + 120, by - 80],
        ],
        true,
      ),
      fill: shade(C.z0, 0.25),
    }),
  );
  a.add(tree(700, 560, 3.2, C.g0), tree(650, 575, 2.2, shade(C.g0, 0.1)));
  a.add(el('rect', { y: 560, width: a.w, height: 40, fill: C.g1 }));
  a.finish();
}

export function isolation(a) {
  a.add(
    el('rect', {
      width: a.w,
      height: a.h,
      fill: a.lin('bg', [
        [0, C.s1],
        [1, C.p1],
      ]),
    }),
  );
  a.add(el('circle', { cx: 560, cy: 160, r: 220, fill: C.p0, opacity: 0.6 }));
  // cold outside (top right), warm inside (bottom left)
  a.add(
    el('rect', {
      width: a.w,
      height: a.h,
      fill: a.rad(
        'warm',
        [
          [0, C.c3, 0.8],
          [1, C.c3, 0],
        ],
        0.6,
        1,
        0.5,
      ),
    }),
  );
  const fb = fibre(a, 'fib', { base: '#e6c46a', line: '#c7a042' });
  const wf = fibre(a, 'wf', { base: mix(C.w2, C.w3, 0.3), line: shade(C.w2, 0.2), W: 14, H: 8 });
  const sl = slate(a, 'sl', { sw: 40, sh: 16, base: C.i2 });
  // layered block in oblique: each layer is a slab; upper ones step back to reveal lower ones
  const X = 40;
  const D = [110, -64]; // depth vector
  const slab = (x0, w, yTop, th, front, top, sideCol, extra = '') => {
    const P = [
      [x0, yTop],
      [x0 + w, yTop],
      [x0 + w + D[0], yTop + D[1]],
      [x0 + D[0], yTop + D[1]],
    ];
    return (
      el('path', { d: line(P, true), fill: top }) +
      el('path', {
        d: line(
          [
            [x0 + w, yTop],
            [x0 + w + D[0], yTop + D[1]],
            [x0 + w + D[0], yTop + D[1] + th],
            [x0 + w, yTop + th],
          ],
          true,
        ),
        fill: sideCol,
      }) +
      el('rect', { x: x0, y: yTop, width: w, height: th, fill: front }) +
      extra
    );
  };
  let g = '';
  // plasterboard
  g += slab(X, 640, 470, 14, C.p0, shade(C.p0, 0.04), shade(C.p0, 0.15));
  // vapour barrier (blue film)
  g += slab(X + 70, 570, 462, 8, C.s0, mix(C.s0, C.i4, 0.3), shade(C.s0, 0.25));
  // rafters + insulation
  const yR = 330;
  const th = 132;
  g += slab(X + 140, 500, yR, th, fb, mix('#e6c46a', C.p0, 0.3), shade('#e6c46a', 0.2));
  for (let i = 0; i < 4; i++) {
    const rx0 = X + 160 + i * 130;
    g +=
      el('rect', { x: rx0, y: yR, width: 34, height: th, fill: C.w1 }) +
      el('path', {
        d: `M${rx0 + 8} ${yR + 40}q9 -8 18 0M${rx0 + 6} ${yR + 70}q11 -10 22 0M${rx0 + 8} ${yR + 100}q9 -8 18 0`,
        stroke: shade(C.w1, 0.3),
        fill: 'none',
        'stroke-width': 1.2,
      });
    g += el('path', {
      d: line(
        [
          [rx0, yR],
          [rx0 + 34, yR],
          [rx0 + 34 + D[0], yR + D[1]],
          [rx0 + D[0], yR + D[1]],
        ],
        true,
      ),
      fill: shade(C.w2, 0.05),
    });
  }
  // wood-fibre sarking board
  g += slab(X + 210, 430, 296, 34, wf, mix(C.w2, C.w3, 0.5), shade(C.w2, 0.25));
  // counter-battens & battens
  g += slab(X + 280, 360, 276, 20, shade(C.w2, 0.15), shade(C.w2, 0.05), shade(C.w2, 0.3));
  // slates on top
  g += slab(X + 350, 290, 258, 18, C.i2, sl, C.i1);
  // membrane edge highlight + tape
  g += el('path', { d: `M${X + 70} 462h570`, stroke: '#fff', 'stroke-width': 1.5, opacity: 0.6 });
  a.add(el('g', { transform: 'rotate(-13 400 400) translate(-60 10)' }, g));
  // heat arrows: warmth kept in
  a.add(
    el('path', {
      d: 'M430 600q16-30 0-60M480 590q16-30 0-60M530 580q16-30 0-60',
      fill: 'none',
      stroke: C.c1,
      'stroke-width': 5,
      'stroke-linecap': 'round',
      opacity: 0.75,
    }),
  );
  a.add(
    el('path', {
      d: 'M422 540l8-14l8 14M472 530l8-14l8 14M522 520l8-14l8 14',
      fill: 'none',
      stroke: C.c1,
      'stroke-width': 5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      opacity: 0.75,
    }),
  );
  // snow flake / cold side
  a.add(
    el('path', {
      d: 'M680 70v40M660 80l40 20M660 100l40-20',
      stroke: C.i4,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
  );
  a.finish({ vignette: 0.18 });
}

export function bardage(a) {
  a.add(sky(a, 'midday'));
  a.add(cloud(640, 110, 1.4, '#fff', 0.6), cloud(170, 70, 0.8, '#fff', 0.5));
  const h1 = hill(a, 470, 16, C.g1, { n: 5 });
  a.add(hillEl(h1), hedge(a, h1, 0, 800, 30, 1.2, C.g0));
  // building corner: left face vertical larch, right face horizontal cedar (receding)
  const v = boards(a, 'larch', { bw: 24, tones: [C.w2, mix(C.w2, C.w3, 0.35), C.w1, mix(C.w1, C.w2, 0.6)] });
  const hz = boards(a, 'cedar', {
    bw: 17,
    tones: [mix(C.c0, C.w0, 0.55), mix(C.c1, C.w1, 0.5), shade(mix(C.c0, C.w0, 0.5), 0.1), mix(C.c1, C.w0, 0.5)],
    t: 'rotate(90) skewX(24)',
  });
  const X0 = 60;
  const X1 = 470;
  const yT = 150;
  const yB = 530;
  a.add(el('rect', { x: X0, y: yT, width: X1 - X0, height: yB - yT, fill: v }));
  a.add(
    el('path', {
      d: line(
        [
          [X1, yT],
          [X1 + 250, yT - 110],
          [X1 + 250, yB - 110],
          [X1, yB],
        ],
        true,
      ),
      fill: hz,
    }),
  );
  a.add(
    el('path', {
      d: line(
        [
          [X1, yT],
          [X1 + 250, yT - 110],
          [X1 + 250, yB - 110],
          [X1, yB],
        ],
        true,
      ),
      fill: C.i0,
      opacity: 0.18,
    }),
  );
  // big window + door on the front face
  a.add(
    el('rect', { x: 140, y: 240, width: 170, height: 190, fill: C.i1 }),
    el('rect', {
      x: 150,
      y: 250,
      width: 150,
      height: 170,
      fill: a.lin(
        'gl',
        [
          [0, mix(C.s0, C.i3, 0.3)],
          [1, C.i2],
        ],
        [0, 0, 1, 1],
      ),
    }),
    el('path', { d: 'M150 250h70l-70 90z', fill: '#fff', opacity: 0.15 }),
    el('rect', { x: 132, y: 430, width: 186, height: 8, fill: C.z0 }),
  );
  a.add(el('rect', { x: 380, y: 300, width: 60, height: 230, fill: C.i1 }));
  // window on the side face
  a.add(
    el('path', {
      d: line(
        [
          [560, 230],
          [640, 195],
          [640, 330],
          [560, 365],
        ],
        true,
      ),
      fill: C.i1,
    }),
    el('path', {
      d: line(
        [
          [568, 236],
          [632, 208],
          [632, 318],
          [568, 346],
        ],
        true,
      ),
      fill: mix(C.s0, C.i3, 0.4),
    }),
  );
  // flat-roof zinc coping + corner shadow
  a.add(
    el('path', {
      d: line(
        [
          [X0 - 8, yT - 14],
          [X1 + 6, yT - 14],
          [X1 + 260, yT - 124],
          [X1 + 256, yT - 112],
          [X1 + 4, yT - 2],
          [X0 - 8, yT - 2],
        ],
        true,
      ),
      fill: C.z0,
    }),
    el('rect', { x: X0 - 8, y: yT - 14, width: X1 - X0 + 14, height: 3, fill: '#fff', opacity: 0.5 }),
  );
  a.add(el('rect', { x: X0, y: yT - 2, width: X1 - X0, height: 12, fill: C.i0, opacity: 0.2 }));
  // ground
  a.add(
    el('path', {
      d: `M0 ${yB}H${X1}L${X1 + 250} ${yB - 110}H800V600H0Z`,
      fill: a.lin('gr', [
        [0, C.g1],
        [1, C.g0],
      ]),
    }),
  );
  a.add(el('rect', { x: X0, y: yB - 4, width: X1 - X0, height: 8, fill: C.i2 }));
  a.add(tree(760, 470, 2.6, C.g0), tree(30, 560, 1.6, shade(C.g0, 0.1)));
  a.add(
    el('path', {
      d: 'M320 560q10-30 4-50M330 560q-6-26 -20-40M336 560q8-20 24-30',
      stroke: C.g0,
      'stroke-width': 4,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  );
  a.finish();
}

export function ossature(a) {
  a.add(sky(a, 'midday'));
  a.add(sun(a, 110, 90, 28, C.p0, C.p0, 4));
  a.add(cloud(560, 80, 1.2, '#fff', 0.55));
  const h1 = hill(a, 480, 14, C.g1, { n: 5 });
  a.add(hillEl(h1), hedge(a, h1, 0, 800, 34, 1.1, C.g0));
  const x = 90;
  const y = 530;
  const w = 460;
  const h = 230;
  const d = 180;
  const k = 0.4;
  const dy = d * k;
  const rh = 150;
  const top = y - h;
  const ry = top - rh - dy / 2;
  const cl = boards(a, 'clad', { bw: 20, tones: [shade(C.w1, 0.05), C.w1, mix(C.w1, C.w0, 0.5), C.w1] });
  // gable side: sheathing (OSB) with studs
  const osb = a.define(
    'osb',
    (id) =>
      `<pattern id="${id}" width="24" height="24" patternUnits="userSpaceOnUse">${el('rect', { width: 24, height: 24, fill: mix(C.w3, C.w2, 0.35) })}<path d="M3 5h6M14 3l5 2M6 14l7-1M16 17h5M2 21l5 1" stroke="${C.w1}" stroke-width="2" opacity=".5"/></pattern>`,
  );
  a.add(
    el('path', {
      d: line(
        [
          [x + w, y],
          [x + w + d, y - dy],
          [x + w + d, top - dy],
          [x + w + d / 2, ry],
          [x + w, top],
        ],
        true,
      ),
      fill: osb,
    }),
  );
  a.add(
    el('path', {
      d: line(
        [
          [x + w, y],
          [x + w + d, y - dy],
          [x + w + d, top - dy],
          [x + w + d / 2, ry],
          [x + w, top],
        ],
        true,
      ),
      fill: C.i0,
      opacity: 0.15,
    }),
  );
  // facade: left part clad, right part open frame
  const split = x + 250;
  a.add(el('rect', { x, y: top, width: split - x, height: h, fill: cl }));
  a.add(
    el('rect', { x: x + 40, y: top + 60, width: 120, height: 150, fill: C.i1 }),
    el('rect', { x: x + 48, y: top + 68, width: 104, height: 134, fill: mix(C.s0, C.i3, 0.35) }),
    el('path', { d: `M${x + 48} ${top + 68}h50l-50 70z`, fill: '#fff', opacity: 0.18 }),
  );
  // behind the open frame: interior shade
  a.add(el('rect', { x: split, y: top, width: x + w - split, height: h, fill: shade(C.p1, 0.35) }));
  a.add(
    studWall(split, y, x + w - split, h, { sp: 30, t: 9, fill: C.w2, openings: [[split + 80, top + 60, 80, 100]] }),
  );
  // roof: slate over the left, rafters only on the right
  const rx = d / 2;
  const sl = slate(a, 'sl', {
    sw: 26,
    sh: 12,
    base: C.i1,
    t: `skewX(${f((-Math.atan(rx / (rh + dy / 2)) * 180) / Math.PI)})`,
  });
  const E1 = [x - 4, top];
  const at = (t, v) => [E1[0] + t * (w + 8) + v * rx, top - v * (top - ry)];
  a.add(
    el('path', {
      d: line([at(0, 0), at(0.55, 0), at(0.55, 1), at(0, 1)], true),
      fill: sl,
      stroke: C.i0,
      'stroke-width': 2,
    }),
  );
  for (let i = 0; i <= 7; i++) {
    const t = 0.55 + (i / 7) * 0.45;
    const [x1, y1] = at(t, -0.02);
    const [x2, y2] = at(t, 1);
    a.add(beam(x1, y1, x2, y2, 9, C.w2, { hi: false }));
  }
  for (const v of [0.35, 0.7]) {
    const [x1, y1] = at(0.55, v);
    const [x2, y2] = at(1, v);
    a.add(beam(x1, y1, x2, y2, 6, shade(C.w2, 0.1), { hi: false }));
  }
  a.add(beam(...at(0, 1), ...at(1.01, 1), 10, shade(C.w2, 0.05)));
  // ground + worker + stack of studs
  a.add(
    el('path', {
      d: `M0 ${y}H${x + w}L${x + w + d} ${y - dy}H800V600H0Z`,
      fill: a.lin('gr', [
        [0, C.g1],
        [1, C.g0],
      ]),
    }),
  );
  a.add(el('rect', { x: x - 6, y: y - 2, width: w + 12, height: 10, fill: C.z0 }));
  for (let i = 0; i < 5; i++)
    a.add(
      el('rect', {
        x: 600 + (i % 2) * 6,
        y: 560 - i * 10,
        width: 150,
        height: 9,
        fill: i % 2 ? C.w2 : C.w3,
        stroke: shade(C.w2, 0.25),
        'stroke-width': 1,
      }),
    );
  a.add(worker(560, 580, 0.9, 'carry'));
  a.finish();
}
