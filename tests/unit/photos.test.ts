import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkPhoto,
  croppedSize,
  findPhotos,
  minimumSize,
  photosDir,
  photoWidths,
  validatePhotos,
  type FoundPhoto,
} from '../../src/lib/photos';
import { buildSite, projectRoot, temporaryDir } from '../support/test-photos.mjs';

const NBSP = '\u00a0';
let dir: string;

async function photo(file: string, width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') {
  const path = join(dir, file);
  mkdirSync(join(path, '..'), { recursive: true });
  const image = sharp({ create: { width, height, channels: 3, background: '#8a5a35' } });
  await (format === 'png' ? image.png() : image.jpeg()).toFile(path);
  return path;
}

beforeAll(() => {
  dir = temporaryDir();
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('photo rules', () => {
  it('asks for at least 1600 px for the hero and 800 px elsewhere, in the slot’s proportions', () => {
    expect(minimumSize('hero')).toEqual({ width: 1600, height: 1000 });
    expect(minimumSize('apropos')).toEqual({ width: 800, height: 1000 });
    expect(minimumSize('services/charpente')).toEqual({ width: 800, height: 600 });
    expect(minimumSize('galerie/zinc-4')).toEqual({ width: 800, height: 600 });
  });

  it('crops to the slot’s proportions and never makes widths larger than the crop', () => {
    expect(croppedSize('hero', 4000, 3000)).toEqual({ width: 4000, height: 2500 });
    expect(croppedSize('services/charpente', 1600, 900)).toEqual({ width: 1200, height: 900 });
    expect(photoWidths('hero', 4000)).toEqual([640, 960, 1280, 1600, 1920, 2560]);
    expect(photoWidths('hero', 1700)).toEqual([640, 960, 1280, 1600]);
    expect(photoWidths('services/bardage', 800)).toEqual([400, 600, 800]);
    expect(photoWidths('services/bardage', 3000)).toEqual([400, 600, 800, 1200]);
  });

  it('reads the folder from PHOTOS_DIR, else photos/ in the project', () => {
    expect(photosDir('/site', {})).toBe('/site/photos');
    expect(photosDir('/site', { PHOTOS_DIR: '/tmp/essai' })).toBe('/tmp/essai');
    expect(photosDir('/site', { PHOTOS_DIR: 'autres' })).toBe('/site/autres');
  });
});

describe('the photos folder', () => {
  it('matches files to slots by name, in any image format and any case, and ignores other files', async () => {
    const sub = join(dir, 'match');
    mkdirSync(join(sub, 'services'), { recursive: true });
    writeFileSync(join(sub, 'LISEZMOI.md'), 'notes');
    writeFileSync(join(sub, '.DS_Store'), '');
    writeFileSync(join(sub, 'hero.JPG'), '');
    writeFileSync(join(sub, 'services', 'charpente.webp'), '');
    writeFileSync(join(sub, 'services', 'charpante.jpg'), ''); // typo
    writeFileSync(join(sub, 'apropos.png'), '');
    writeFileSync(join(sub, 'apropos.jpg'), ''); // second photo for one slot
    const { photos, problems } = findPhotos(sub, sub);
    expect(photos.map((p) => [p.slot, p.display])).toEqual([
      ['apropos', 'apropos.jpg'],
      ['hero', 'hero.JPG'],
      ['services/charpente', 'services/charpente.webp'],
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^apropos\.png\u00a0: l’emplacement « apropos » a déjà une photo \(apropos\.jpg\)/);
    expect(problems[1]).toMatch(/^services\/charpante\.jpg\u00a0: aucun emplacement ne porte ce nom/);
    expect(problems[1]).toContain('services/charpente');
  });

  it('is optional: without it, every slot keeps its artwork', () => {
    expect(findPhotos(join(dir, 'absent'), dir)).toEqual({ photos: [], problems: [] });
  });
});

describe('checking a photo', () => {
  const found = (slot: FoundPhoto['slot'], file: string): FoundPhoto => ({ slot, file, display: `photos/${slot}.jpg` });

  it('accepts a photo at the minimum size', async () => {
    const file = await photo('ok/services/isolation.jpg', 800, 600);
    expect(await checkPhoto(found('services/isolation', file))).toBeNull();
  });

  it('refuses a photo too small for its slot, naming the file and the size expected', async () => {
    const file = await photo('small/hero.jpg', 1500, 1200);
    expect(await checkPhoto(found('hero', file))).toBe(
      `photos/hero.jpg${NBSP}: photo trop petite (1500${NBSP}×${NBSP}1200${NBSP}px) pour l’emplacement « hero ». ` +
        `Il faut au moins 1600${NBSP}×${NBSP}1000${NBSP}px (la photo est recadrée au format 8:5).`,
    );
    // Wide enough but not tall enough once cropped to 4:3.
    const flat = await photo('small/services/bardage.png', 1200, 500, 'png');
    expect(await checkPhoto(found('services/bardage', flat))).toContain('photo trop petite (1200');
  });

  it('refuses an unreadable or truncated file', async () => {
    const garbage = join(dir, 'garbage.jpg');
    writeFileSync(garbage, 'ceci n’est pas une image');
    expect(await checkPhoto(found('galerie/tuile-1', garbage))).toMatch(
      /^photos\/galerie\/tuile-1\.jpg\u00a0: fichier illisible\. .*au moins 800\u00a0×\u00a0600\u00a0px/,
    );
    const full = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer();
    const truncated = join(dir, 'truncated.jpg');
    writeFileSync(truncated, full.subarray(0, Math.floor(full.length / 2)));
    expect(await checkPhoto(found('galerie/tuile-2', truncated))).toContain('fichier illisible');
  });

  it('lists every problem of the folder in one error', async () => {
    const sub = join(dir, 'many');
    await photo('many/hero.jpg', 800, 500);
    mkdirSync(join(sub, 'galerie'), { recursive: true });
    writeFileSync(join(sub, 'galerie', 'zinc-2.png'), 'pas une image');
    await expect(validatePhotos(sub, sub)).rejects.toThrow(
      /Photos à corriger[^]*- galerie\/zinc-2\.png\u00a0: fichier illisible[^]*- hero\.jpg\u00a0: photo trop petite/,
    );
  });
});

describe('the build', () => {
  it('fails with the French message when a photo is too small or unreadable', { timeout: 180_000 }, async () => {
    const sub = join(dir, 'build');
    await photo('build/services/charpente.jpg', 640, 480);
    writeFileSync(join(sub, 'apropos.jpg'), 'illisible');
    const { status, output } = buildSite(sub, 'dist-photos-error');
    rmSync(join(projectRoot, 'dist-photos-error'), { recursive: true, force: true });
    expect(status).not.toBe(0);
    expect(output).toContain(`${join(sub, 'services', 'charpente.jpg')}${NBSP}: photo trop petite (640`);
    expect(output).toContain(`${join(sub, 'apropos.jpg')}${NBSP}: fichier illisible`);
  });
});
