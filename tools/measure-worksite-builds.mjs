// How long the site takes to build as the worksites grow: `npm run measure:worksites -- 50 150 300`
// makes, for each count, a copy of the project with that many worksites of six photos of
// 2560 × 1920 px each (the size the admin saves), builds it without image cache, then adds one
// worksite and builds it again with the cache the first build left (as Netlify and Cloudflare
// Pages keep it between builds). Prints the wall-clock and CPU times of each build (docs/decisions/
// 2026-11-28-realisations-avif-seul.md).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { writeContent } from '../src/lib/content/content-format.ts';
import { copyProject } from './project-copy.mjs';

const PHOTOS_PER_WORKSITE = 6;
/** Distinct pictures the photos are made of (each photo is still a file of its own: withComment). */
const DISTINCT_PICTURES = 12;
const PHOTO_SIZE = { width: 2560, height: 1920 };

const counts = process.argv.slice(2).map(Number);
if (counts.length === 0 || counts.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('Usage\u00a0: npm run measure:worksites -- 50 150 300');
  process.exit(2);
}

/** A photo-like picture: grain blurred to the texture of roof tiles and wood, hard enough to encode. */
async function picture(seed) {
  const grain = await sharp({
    create: { ...PHOTO_SIZE, channels: 3, noise: { type: 'gaussian', mean: 90 + seed * 10, sigma: 45 } },
  })
    .png()
    .toBuffer();
  return sharp(grain).blur(1.2).jpeg({ quality: 85 }).toBuffer();
}

/**
 * A copy of a picture with a JPEG comment of its own (its name): the build names its files by their
 * content and makes one set of images per distinct content, as it would for 1,800 real photos.
 */
function withComment(jpeg, comment) {
  const text = Buffer.from(comment);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]);
}

/** The example's services and communes, so that every worksite passes the content check. */
function exampleNames(project) {
  const services = readdirSync(join(project, 'src/content/services')).map((file) => file.replace(/\.md$/, ''));
  const communes = parse(readFileSync(join(project, 'src/content/communes.yaml'), 'utf8')).communes.map((c) => c.name);
  return { services, communes };
}

function writeWorksite(project, index, names, pictures) {
  const slug = `chantier-mesure-${String(index).padStart(3, '0')}`;
  const place = names.communes[index % names.communes.length];
  const photos = [];
  for (let n = 0; n < PHOTOS_PER_WORKSITE; n++) {
    const file = `photos/realisations/${slug}-${n + 1}.jpg`;
    writeFileSync(
      join(project, file),
      withComment(pictures[(index * PHOTOS_PER_WORKSITE + n) % pictures.length], file),
    );
    photos.push({
      file: `/${file}`,
      alt: `Vue ${n + 1} de la toiture refaite à ${place}, photographiée à la fin du chantier`,
      caption: `Vue ${n + 1} du chantier de ${place}`,
    });
  }
  const data = {
    title: `Rénovation de toiture numéro ${index + 1}`,
    place,
    date: `${2020 + (index % 6)}-${String((index % 12) + 1).padStart(2, '0')}`,
    services: [names.services[index % names.services.length]],
    summary: `Une toiture refaite à ${place} : dépose, sous-toiture neuve, lattage et couverture posée dans les règles de l’art.`,
    photos,
    draft: false,
  };
  const body = `La toiture de cette maison de ${place} laissait passer l’eau après chaque averse. Nous l’avons refaite entièrement.\n`;
  writeFileSync(join(project, `src/content/realisations/${slug}.md`), writeContent({ ...data, body }, true));
}

const astro = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin/astro.mjs');

/** Builds the copy; returns its wall-clock and CPU seconds (user + system, children included). */
function timedBuild(project) {
  const outDir = join(project, 'dist');
  rmSync(outDir, { recursive: true, force: true });
  const result = spawnSync('/usr/bin/time', ['-f', '%e %U %S', process.execPath, astro, 'build', '--outDir', outDir], {
    cwd: project,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: join(project, '.astro/cache') },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`La construction a échoué (${result.status}).`);
  }
  const [real, user, system] = result.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { real, cpu: user + system, load: loadavg()[0] };
}

const pictures = [];
for (let seed = 0; seed < DISTINCT_PICTURES; seed++) {
  pictures.push(await picture(seed));
}

console.log(`Machine : ${cpus().length} cœurs.`);
console.log('| réalisations | photos | sans cache : réel | calcul | une de plus, avec le cache : réel | calcul |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const count of counts) {
  const project = copyProject('mesure-');
  try {
    mkdirSync(join(project, 'photos/realisations'), { recursive: true });
    const names = exampleNames(project);
    for (let index = 0; index < count; index++) writeWorksite(project, index, names, pictures);
    const clean = timedBuild(project);
    writeWorksite(project, count, names, pictures);
    const again = timedBuild(project);
    const s = (n) => `${Math.round(n)} s`;
    console.log(
      `| ${count} | ${count * PHOTOS_PER_WORKSITE} | ${s(clean.real)} | ${s(clean.cpu)} | ${s(again.real)} | ${s(again.cpu)} |` +
        ` (charge ${clean.load.toFixed(1)} / ${again.load.toFixed(1)})`,
    );
  } finally {
    if (process.env.KEEP_COPY) console.log(project);
    else rmSync(project, { recursive: true, force: true });
  }
}
