import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { projectRoot } from '../../tools/project.mjs';
import { startServer } from '../../tools/serve.mjs';
import { cameraData, PHOTOS_DIST, testPhotos, uncitedPhoto, writeTestPhotos } from '../support/test-photos.mjs';
import { waitForImagesAndFonts } from '../support/hydration';

/** dist-photos/, served on a port the system picks (the run's other servers hold the fixed ones). */
const test = base.extend<object, { photoSite: string }>({
  photoSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const server = await startServer({ distDir: PHOTOS_DIST, port: 0, host: '127.0.0.1' });
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ photoSite }, use) => use(photoSite),
});

/**
 * The site built with the photos of tests/support/test-photos.mjs (`npm run test:photos`).
 * Expected values follow the rules documented for the owner (docs/proprietaire/administration.md, « Photos »): widths
 * 640–2560 px for the hero and 400–1200 px elsewhere, never wider than the cropped photo;
 * the <img> keeps the slot's size (1600 × 1000, 800 × 1000, 800 × 600).
 */
const expected = {
  // 1700 × 1150 photo → 16:10 crop 1700 × 1062: 1920 and 2560 would be upscaled, so not made.
  hero: { widths: [640, 960, 1280, 1600], width: 1600, height: 1000 },
  // 900 × 1200 → 4:5 crop 900 × 1125.
  apropos: { widths: [400, 600, 800], width: 800, height: 1000 },
  // 1300 × 900 → 4:3 crop 1200 × 900.
  'services/charpente': { widths: [400, 600, 800, 1200], width: 800, height: 600 },
  // 1000 × 800 → 1000 × 750; 800 × 600 is exactly the minimum.
  'galerie/ardoise-1': { widths: [400, 600, 800], width: 800, height: 600 },
  'galerie/ardoise-2': { widths: [400, 600, 800], width: 800, height: 600 },
} as const;

test('the test photos are the ones these expectations describe', () => {
  expect(testPhotos.map((p) => p.file.replace(/\.[a-z]+$/i, ''))).toEqual(Object.keys(expected));
});

test('the original photos are not published, only their resized copies (no camera metadata online)', () => {
  const files = readdirSync(join(projectRoot, PHOTOS_DIST, '_astro'));
  for (const photo of testPhotos) {
    const name = photo.file.split('/').pop()!;
    const [base, ext] = [name.slice(0, name.lastIndexOf('.')), name.slice(name.lastIndexOf('.') + 1)];
    // Astro names a copied original `name.<8-character hash>.ext`; resized ones `name.<hash>_<hash>.ext`.
    expect(files.filter((f) => new RegExp(`^${base}\\.[\\w-]{8}\\.${ext}$`).test(f))).toEqual([]);
    expect(files.some((f) => f.startsWith(`${base}.`) && f.endsWith('.avif'))).toBe(true);
  }
});

test('a photo no page names is published nowhere, and no published file carries a camera’s data or position', async () => {
  const dist = join(projectRoot, PHOTOS_DIST);
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  // The originals, made again exactly as the build's copy of the project had them.
  const originals = mkdtempSync(join(tmpdir(), 'photos-originaux-'));
  try {
    await writeTestPhotos(originals, [...testPhotos, uncitedPhoto]);
    const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    const originalDigests = new Set(
      [...testPhotos, uncitedPhoto].map((photo) => digest(readFileSync(join(originals, photo.file)))),
    );
    const uncitedName = uncitedPhoto.file.replace(/\.jpg$/, '');
    const camera = Buffer.from(cameraData.IFD0.Make);
    const images = files.filter((file) => /\.(?:jpe?g|png|webp|avif)$/i.test(file));
    expect(images.length).toBeGreaterThan(40);
    for (const file of files) {
      const bytes = readFileSync(file);
      expect(originalDigests.has(digest(bytes)), `${file} is an original`).toBe(false);
      expect(file.includes(uncitedName), file).toBe(false);
      expect(bytes.includes(uncitedName), `${file} names the uncited photo`).toBe(false);
      expect(bytes.includes(camera), `${file} carries the camera’s data`).toBe(false);
    }
    for (const file of images) expect((await sharp(file).metadata()).exif, `${file} has EXIF data`).toBeUndefined();
    // The originals did carry them: the checks above would have seen them.
    const original = await sharp(join(originals, uncitedPhoto.file)).metadata();
    expect(original.exif?.includes(camera)).toBe(true);
  } finally {
    rmSync(originals, { recursive: true, force: true });
  }
});

function parseSrcset(srcset: string): { url: string; width: number }[] {
  return srcset.split(',').map((part) => {
    const [url = '', descriptor = ''] = part.trim().split(/\s+/);
    return { url, width: Number(descriptor.replace(/w$/, '')) };
  });
}

/** Checks one <picture>: AVIF and WebP sources of the expected widths, served at those sizes. */
async function checkPicture(page: Page, picture: Locator, slot: keyof typeof expected) {
  const { widths, width, height } = expected[slot];
  const img = picture.locator('img');
  await expect(img).toHaveAttribute('width', String(width));
  await expect(img).toHaveAttribute('height', String(height));
  await expect(img).toHaveAttribute('src', /\.jpg$/);
  await expect(img).toHaveAttribute('alt', /\S{3,}/);
  for (const format of ['avif', 'webp'] as const) {
    const source = picture.locator(`source[type="image/${format}"]`);
    await expect(source).toHaveCount(1);
    await expect(source).toHaveAttribute('sizes', /\S/);
    const candidates = parseSrcset((await source.getAttribute('srcset')) ?? '');
    expect(candidates.map((c) => c.width)).toEqual(widths);
    for (const candidate of candidates) {
      const response = await page.request.get(candidate.url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(`image/${format}`);
      const meta = await sharp(await response.body()).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect([meta.width, meta.height]).toEqual([candidate.width, Math.round((candidate.width * height) / width)]);
    }
  }
  // The order matters: the browser takes the first format it supports.
  const types = await picture.locator('source').evaluateAll((els) => els.map((e) => e.getAttribute('type')));
  expect(types).toEqual(['image/avif', 'image/webp']);
  const fallback = await page.request.get((await img.getAttribute('src'))!);
  const meta = await sharp(await fallback.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
}

/**
 * Total layout shift while the page loads and is scrolled to the bottom (all lazy images load).
 * Web fonts are kept out: the swap from the fallback font moves text on its own, whatever the
 * pictures do (that is the performance budget's business); what is measured here is the photos.
 */
async function layoutShift(page: Page, path: string): Promise<number> {
  await page.route(/\.woff2$/, (route) => route.abort());
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'load' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
  await waitForImagesAndFonts(page);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

test.describe('owner’s photos', () => {
  test('home page: each slot with a photo serves AVIF and WebP at the right widths, with its size set', async ({
    page,
  }) => {
    await page.goto('/');
    await checkPicture(page, page.locator('#accueil picture'), 'hero');
    await checkPicture(page, page.locator('#apropos picture'), 'apropos');
    await checkPicture(page, page.locator('[data-service="charpente"] picture'), 'services/charpente');
    const ardoise = page.locator('[data-category="ardoise"] picture');
    await checkPicture(page, ardoise.nth(0), 'galerie/ardoise-1');
    await checkPicture(page, ardoise.nth(1), 'galerie/ardoise-2');
  });

  test('slots without a photo keep their artwork, silently', async ({ page }) => {
    await page.goto('/');
    for (const picture of [
      page.locator('[data-service="bardage"] picture'),
      page.locator('[data-category="ardoise"] picture').nth(2),
      page.locator('[data-category="zinc"] picture').nth(0),
    ]) {
      await expect(picture.locator('source')).toHaveCount(0);
      await expect(picture.locator('img')).toHaveAttribute('src', /\.svg$/);
      await expect(picture.locator('img')).toHaveAttribute('width', '800');
    }
  });

  test('each picture is named for what it is: the owner’s photo never as an illustration, a drawing always as one', async ({
    page,
  }) => {
    await page.goto('/');
    const pictures = await page.locator('main picture').evaluateAll((all) =>
      all.map((picture) => ({
        photo: picture.querySelector('source') !== null,
        alt: picture.querySelector('img')?.getAttribute('alt') ?? '',
        caption: picture.closest('figure')?.querySelector('figcaption')?.textContent?.trim() ?? '',
      })),
    );
    expect(pictures.filter((picture) => picture.photo).length).toBe(5);
    for (const { photo, alt, caption } of pictures) {
      for (const text of [alt, caption].filter(Boolean)) {
        if (photo) expect(text).not.toMatch(/^(?:Illustration|Dessin)\b/i);
        else expect(text).toMatch(/^Illustration\s*:/);
      }
    }
  });

  test('the hero loads first and in AVIF; every other picture waits for the scroll', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    const hero = page.locator('#accueil img');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    const others = page.locator('main img:not(#accueil img)');
    expect(await others.count()).toBeGreaterThan(30);
    for (const loading of await others.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading'))))
      expect(loading).toBe('lazy');
  });

  test('the service page uses the photo too', async ({ page }) => {
    await page.goto('/services/charpente');
    // The hero's copy of the picture is decorative (empty alt); the intro's carries the description.
    await checkPicture(page, page.locator('main picture:has(img:not([alt=""]))').first(), 'services/charpente');
  });

  for (const path of ['/', '/services/charpente']) {
    test(`${path}: no layout shift while the photos load`, async ({ page }) => {
      expect(await layoutShift(page, path)).toBe(0);
    });
  }
});
