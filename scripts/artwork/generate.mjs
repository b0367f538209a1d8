#!/usr/bin/env node
// Generates the site's illustration artwork (deterministic SVG) into src/assets/artwork/.
// Usage: node scripts/artwork/generate.mjs [filter]   (filter = substring of file names)

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Art } from './lib.mjs';
import { hero, apropos } from './scenes-main.mjs';
import * as G from './scenes-galerie.mjs';
import {
  charpente,
  couvertureArdoise,
  couvertureTuile,
  couvertureZinc,
  isolation,
  bardage,
  ossature,
} from './scenes-services.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const out = join(root, 'src/assets/artwork');

/** [relative path, width, height, painter] */
const jobs = [
  ['hero.svg', 1600, 1000, hero],
  ['apropos.svg', 800, 1000, apropos],
  ['services/charpente.svg', 800, 600, charpente],
  ['services/couverture-ardoise.svg', 800, 600, couvertureArdoise],
  ['services/couverture-tuile.svg', 800, 600, couvertureTuile],
  ['services/couverture-zinc.svg', 800, 600, couvertureZinc],
  ['services/isolation.svg', 800, 600, isolation],
  ['services/bardage.svg', 800, 600, bardage],
  ['services/maison-ossature-bois.svg', 800, 600, ossature],
];
for (const cat of ['ardoise', 'tuile', 'zinc', 'charpente', 'bardage', 'ossature']) {
  for (let n = 1; n <= 4; n++) jobs.push([`galerie/${cat}-${n}.svg`, 800, 600, G[`${cat}${n}`]]);
}

const filter = process.argv[2] || '';
const rows = [];
for (const [rel, w, h, paint] of jobs) {
  if (filter && !rel.includes(filter)) continue;
  const name = rel.replace(/\.svg$/, '').replace(/\//g, '-');
  const art = new Art(name, w, h);
  paint(art);
  const svg = art.toString();
  const file = join(out, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  rows.push([rel, Buffer.byteLength(svg)]);
}

const pad = Math.max(...rows.map(([r]) => r.length));
console.log(`${'file'.padEnd(pad)}  ${'bytes'.padStart(7)}  KB`);
for (const [rel, n] of rows) console.log(`${rel.padEnd(pad)}  ${String(n).padStart(7)}  ${(n / 1024).toFixed(1)}`);
console.log(`${rows.length} files, ${(rows.reduce((s, [, n]) => s + n, 0) / 1024).toFixed(1)} KB total`);
