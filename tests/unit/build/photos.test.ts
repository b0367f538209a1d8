import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../../src/integrations/content-check';
import { citedPhotoFiles } from '../../../src/integrations/cited-photos';
import { checkPhoto, checkPhotos } from '../../../src/integrations/photos';
import { croppedSize, minimumSize, photoFormats, photoWidths } from '../../../src/lib/media/photos-rules';
import { copyProject, editFrontMatter, editYaml } from '../../../tools/project-copy.mjs';
import { NBSP } from '../../../src/schemas/characters';

let project: string;

async function photo(file: string, width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') {
  const path = join(project, file);
  mkdirSync(join(path, '..'), { recursive: true });
  const image = sharp({ create: { width, height, channels: 3, background: '#8a5a35' } });
  await (format === 'png' ? image.png() : image.jpeg()).toFile(path);
  return path;
}

beforeAll(() => {
  project = copyProject('photos-test-');
});
afterAll(() => {
  rmSync(project, { recursive: true, force: true });
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
    // Six photos a week for years: one width fewer for worksites (build time), still up to 1200 px.
    expect(photoWidths('realisations/toiture-thuin-2', 2560)).toEqual([400, 800, 1200]);
    expect(photoWidths('realisations/toiture-thuin-2-avant', 1000)).toEqual([400, 800]);
    // and AVIF only (with the JPEG for older browsers), every other picture AVIF and WebP.
    expect(photoFormats('realisations/toiture-thuin-2')).toEqual(['avif']);
    expect(photoFormats('galerie/ardoise-1')).toEqual(['avif', 'webp']);
    expect(photoFormats('hero')).toEqual(['avif', 'webp']);
  });
});

describe('checking a photo', () => {
  it('accepts a photo at the minimum size', async () => {
    const file = await photo('photos/ok/isolation.jpg', 800, 600);
    expect(await checkPhoto('services/isolation', file, 'photos/ok/isolation.jpg')).toBeNull();
  });

  it('refuses a photo too small for its slot, naming the file and the size expected', async () => {
    const file = await photo('photos/small/hero.jpg', 1500, 1200);
    expect(await checkPhoto('hero', file, 'photos/small/hero.jpg')).toBe(
      `photos/small/hero.jpg${NBSP}: photo trop petite (1500${NBSP}×${NBSP}1200${NBSP}px) pour l’emplacement « hero ». ` +
        `Il faut au moins 1600${NBSP}×${NBSP}1000${NBSP}px (la photo est recadrée au format 8:5).`,
    );
    // Wide enough but not tall enough once cropped to 4:3.
    const flat = await photo('photos/small/bardage.png', 1200, 500, 'png');
    expect(await checkPhoto('services/bardage', flat, 'bardage.png')).toContain('photo trop petite (1200');
  });

  it('refuses an unreadable, truncated or missing file', async () => {
    const garbage = join(project, 'garbage.jpg');
    writeFileSync(garbage, 'ceci n’est pas une image');
    expect(await checkPhoto('galerie/tuile-1', garbage, 'photos/garbage.jpg')).toMatch(
      /^photos\/garbage\.jpg\u00a0: fichier illisible ou introuvable\. .*au moins 800\u00a0×\u00a0600\u00a0px/,
    );
    const full = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer();
    const truncated = join(project, 'truncated.jpg');
    writeFileSync(truncated, full.subarray(0, Math.floor(full.length / 2)));
    expect(await checkPhoto('galerie/tuile-2', truncated, 'truncated.jpg')).toContain('fichier illisible');
    expect(await checkPhoto('galerie/tuile-3', join(project, 'absent.jpg'), 'absent.jpg')).toContain('introuvable');
  });
});

describe('the photos the content names', () => {
  it('are all checked before the build, every problem listed in one message', async () => {
    await photo('photos/chantier/hero.jpg', 800, 500);
    writeFileSync(join(project, 'photos/illisible.png'), 'pas une image');
    await photo('photos/jamais-citee.jpg', 10, 10); // not named by the content: left alone
    editYaml(join(project, 'src/content/home.yaml'), (document) => {
      document.setIn(['hero', 'image', 'photo'], {
        file: '/photos/chantier/hero.jpg',
        alt: 'Notre dernier chantier à Thuin',
      });
    });
    editFrontMatter(join(project, 'src/content/services/charpente.md'), (data) => {
      data.image.photo = { file: '/photos/illisible.png', alt: 'Charpente en chêne posée à Gerpinnes' };
    });
    await expect(checkPhotos(project)).rejects.toThrow(
      /^Photos à corriger\u00a0:\n- photos\/chantier\/hero\.jpg\u00a0: photo trop petite \(800\u00a0×\u00a0500\u00a0px\) pour l’emplacement « hero »[^\n]*\n- photos\/illisible\.png\u00a0: fichier illisible/,
    );
  });
});

describe('the photos the build imports', () => {
  it('are those the content names, each once, and no other photo of the folder', () => {
    // The content of the copy, as the test above left it: a photo for the hero and one for a service.
    expect(citedPhotoFiles(project)).toEqual(['/photos/chantier/hero.jpg', '/photos/illisible.png']);
  });
});

describe('the content, checked before the build', () => {
  it('names the file, the entry and the field of a bad value, in French', async () => {
    editYaml(join(project, 'src/content/communes.yaml'), (document) => {
      document.setIn(['communes', 2, 'distanceKm'], 25);
    });
    await expect(checkContent(project)).rejects.toThrow(
      'Contenu à corriger\u00a0:\n- src/content/communes.yaml › Localités d’intervention rapide › n°\u00a03 › Distance du dépôt par la route (km)\u00a0: ' +
        'Une localité d’intervention rapide est à 20 km au plus du dépôt, par la route.',
    );
  });
});
