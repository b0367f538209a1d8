import { expect, test, type Page } from '@playwright/test';
import { readExampleContent } from '../support/example-content';

const example = readExampleContent();
/** Places the issue asks the maps to show (issue « intervention zone on a map »): the example's regions. */
const overviewTowns = example.regions.map((region) => region.name);
/** On the map, a village by its own name (« Biesme (Mettet) » is « Biesme »), with its distance by road. */
const communes = example.communes.map((commune) => commune.name.replace(/ \(.*\)$/, ''));
const distances = example.communes.map((commune) => `${commune.distanceKm}\u00a0km`);
/** The two radii, and the maps' titles (each names its radius). */
const { intervention, fastIntervention } = example.identity.radiusKm;
const { overview: overviewText, nearby: nearbyText, countries } = example.zoneMap;

interface Rect {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontPx: number;
}

/**
 * The maps are files shown with <img>: to measure what a visitor sees, each is put back into the
 * page as inline SVG in the image's place, at the image's size, with the file's own font.
 */
async function inlineMaps(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll<HTMLImageElement>('img[data-map]')) {
      const file = await (await fetch(img.src)).text();
      const svg = new DOMParser().parseFromString(file, 'image/svg+xml').documentElement;
      svg.removeAttribute('width');
      svg.removeAttribute('height');
      svg.setAttribute('class', img.getAttribute('class') ?? '');
      img.replaceWith(document.importNode(svg, true));
    }
  });
}

/** On-screen boxes of the labels and markers of one map, measured by the browser. */
async function measure(page: Page, mapId: string) {
  return page.locator(`svg[data-map="${mapId}"]`).evaluate((svg) => {
    const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
    const rect = (el: Element, name: string, fontPx = 0) => {
      const r = el.getBoundingClientRect();
      return { name, x: r.x, y: r.y, width: r.width, height: r.height, fontPx };
    };
    const labels = [...svg.querySelectorAll('text')].map((t) => {
      const sizes = [...t.querySelectorAll('tspan')].map((s) => Number(getComputedStyle(s).fontSize.replace('px', '')));
      return rect(t, t.getAttribute('data-place') ?? t.textContent ?? '', Math.min(...sizes) * scale);
    });
    const markers = [...svg.querySelectorAll('[data-marker]')].map((m) => rect(m, m.getAttribute('data-place') ?? ''));
    return { box: rect(svg, 'svg'), labels, markers };
  });
}

function overlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function checkReadable(page: Page) {
  await inlineMaps(page);
  for (const mapId of ['carte-zone', 'carte-rapide']) {
    const { box, labels, markers } = await measure(page, mapId);
    expect(labels.length).toBeGreaterThan(5);
    for (const label of labels) {
      // Readable on a phone: no text under 11 CSS px.
      expect(label.fontPx, label.name).toBeGreaterThanOrEqual(11);
      // Inside the map.
      expect(label.x, label.name).toBeGreaterThanOrEqual(box.x);
      expect(label.y, label.name).toBeGreaterThanOrEqual(box.y);
      expect(label.x + label.width, label.name).toBeLessThanOrEqual(box.x + box.width + 0.5);
      expect(label.y + label.height, label.name).toBeLessThanOrEqual(box.y + box.height + 0.5);
    }
    const collisions: string[] = [];
    labels.forEach((a, i) => {
      for (const b of labels.slice(i + 1)) if (overlap(a, b)) collisions.push(`${a.name} / ${b.name}`);
      for (const m of markers) if (m.name !== a.name && overlap(a, m)) collisions.push(`${a.name} / marker ${m.name}`);
    });
    expect(collisions, mapId).toEqual([]);
  }
}

test.describe('intervention map', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/zone');
    await page.evaluate(() => document.fonts.ready);
  });

  test('two accessible, static maps in the zone section', async ({ page }) => {
    const zone = page.locator('#zone');
    const overviewMap = zone.getByRole('img', { name: overviewText.title, exact: true });
    const nearbyMap = zone.getByRole('img', { name: nearbyText.title, exact: true });
    const maps = overviewMap.or(nearbyMap);
    await expect(maps).toHaveCount(2);
    await expect(overviewMap).toBeVisible();
    await expect(nearbyMap).toBeVisible();
    expect(overviewText.title).toMatch(new RegExp(`${intervention}[\u00a0 ]km`));
    expect(nearbyText.title).toMatch(new RegExp(`${fastIntervention}[\u00a0 ]km`));
    for (const map of await maps.all()) {
      await expect(map).toHaveAccessibleDescription(/km/);
    }
    // Drawn at build time as files of this site, fetched only near the section, sized before they load.
    for (const img of await zone.locator('img[data-map]').all()) {
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('src', /^\/cartes\/carte-(zone|rapide)\.svg$/);
      expect(Number(await img.getAttribute('width'))).toBeGreaterThan(100);
      expect(Number(await img.getAttribute('height'))).toBeGreaterThan(100);
      const file = await page.request.get((await img.getAttribute('src'))!);
      expect(file.headers()['content-type']).toContain('image/svg+xml');
      // A plain drawing: no script, no link to anything else.
      expect(await file.text()).not.toMatch(/<script|<foreignObject|href=|url\(/);
    }
    // The lists stay as the text alternative.
    await expect(zone.getByTestId('intervention-rapide').locator('li')).toHaveCount(example.communes.length);
  });

  test('shows the towns, the communes with their distances, the radii and the border', async ({ page }) => {
    await inlineMaps(page);
    const overview = page.locator('svg[data-map="carte-zone"]');
    for (const town of overviewTowns) await expect(overview.locator(`text[data-place="${town}"]`)).toHaveCount(1);
    await expect(overview.locator('[data-circle="zone"]')).toHaveAttribute('data-radius-km', String(intervention));
    await expect(overview.locator('[data-circle="fast"]')).toHaveAttribute('data-radius-km', String(fastIntervention));
    await expect(overview.locator('[data-country="250"]')).toHaveCount(1);
    for (const { name } of countries) await expect(overview.locator('text', { hasText: name })).toHaveCount(1);

    const nearby = page.locator('svg[data-map="carte-rapide"]');
    for (const [i, commune] of communes.entries()) {
      const label = nearby.locator(`text[data-place="${commune}"]`);
      await expect(label).toContainText(distances[i]!);
    }
    await expect(nearby.locator('[data-marker="depot"]')).toHaveCount(1);
  });

  test('labels are readable and never overlap at this viewport', async ({ page }) => {
    await checkReadable(page);
  });

  test('labels are readable and never overlap from a 360 px phone to a laptop', async ({ page }) => {
    // 360: smallest phone; 640 and 1024: maps stacked; 700 and 1280: narrowest side-by-side layouts.
    for (const width of [360, 640, 700, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await checkReadable(page);
    }
  });
});
