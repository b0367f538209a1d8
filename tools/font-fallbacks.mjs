// Writes src/styles/font-fallbacks.css: local fonts resized to the metrics of the site's web
// fonts, so that text laid out before Inter and Fraunces arrive (font-display: swap) takes the
// same room as after, and nothing moves when they swap in (layout shift, CLS).
//
// One face per local font family visitors have (Arial and its metric clones Liberation Sans and
// Arimo, Roboto on Android, DejaVu on Linux; Times New Roman and its clones for the serif), for
// regular and bold text. Vertical metrics as Capsize (and Astro's font API) do it. Width
// (size-adjust): measured in Chromium on French text, web font against local font, at the
// weight and size the site uses them — the web fonts are variable, Fraunces has an optical-size
// axis, so their default-instance average width (Capsize's) is off for semibold headings. A
// local font missing on this machine falls back to Capsize's average-width ratio.
// Run `npm exec -- node tools/font-fallbacks.mjs` after changing the web fonts.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fromFile } from '@capsizecss/unpack/fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchArgs, findChromium } from './chromium.mjs';
import { projectRoot } from './project.mjs';

const SAMPLE =
  'Couverture en ardoise naturelle, charpente traditionnelle et isolation : devis gratuit sous 48 heures à Beaumont.';

/** @typedef {{ ascent: number, descent: number, lineGap: number, unitsPerEm: number, xWidthAvg: number }} Metrics */

/** Metrics of common local fonts (Astro's table; DejaVu read from Debian's files). */
const metricsOf = {
  arial: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 },
  arialBold: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 983 },
  roboto: { ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 911 },
  dejavuSans: { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1041 },
  dejavuSansBold: { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1176 },
  times: { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 832 },
  timesBold: { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 886 },
  dejavuSerif: { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1058 },
  dejavuSerifBold: { ascent: 1923, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1168 },
};

/**
 * @typedef {{ names: string[], metrics: Metrics }} LocalFont local() names with the same metrics
 * @typedef {{ suffix: string, regular: LocalFont, bold?: LocalFont }} Fallback
 */

/** @type {Fallback[]} */
const sans = [
  {
    suffix: 'Arial',
    regular: { names: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'], metrics: metricsOf.arial },
    bold: {
      names: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'],
      metrics: metricsOf.arialBold,
    },
  },
  { suffix: 'Roboto', regular: { names: ['Roboto', 'Roboto-Regular'], metrics: metricsOf.roboto } },
  {
    suffix: 'DejaVu',
    regular: { names: ['DejaVu Sans', 'DejaVuSans'], metrics: metricsOf.dejavuSans },
    bold: { names: ['DejaVu Sans Bold', 'DejaVuSans-Bold'], metrics: metricsOf.dejavuSansBold },
  },
];

/** @type {Fallback[]} */
const serif = [
  {
    suffix: 'Times',
    regular: {
      names: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos'],
      metrics: metricsOf.times,
    },
    bold: {
      names: [
        'Times New Roman Bold',
        'TimesNewRomanPS-BoldMT',
        'Liberation Serif Bold',
        'LiberationSerif-Bold',
        'Tinos Bold',
      ],
      metrics: metricsOf.timesBold,
    },
  },
  {
    suffix: 'DejaVu',
    regular: { names: ['DejaVu Serif', 'DejaVuSerif'], metrics: metricsOf.dejavuSerif },
    bold: { names: ['DejaVu Serif Bold', 'DejaVuSerif-Bold'], metrics: metricsOf.dejavuSerifBold },
  },
];

const percent = (/** @type {number} */ value) => `${Number.parseFloat((value * 100).toFixed(4))}%`;

/**
 * Widths of the sample in the web font and in each local font, at the given settings (null
 * when the local font is not installed here).
 * @param {string} file woff2 under node_modules
 * @param {{ key: string, names: string[], weight: number, size: number }[]} probes
 */
async function measure(file, probes) {
  const data = (await readFile(join(projectRoot, 'node_modules', file))).toString('base64');
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumLaunchArgs });
  try {
    const page = await browser.newPage();
    await page.setContent('<body></body>');
    return await page.evaluate(
      async ({ data, probes, sample }) => {
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
        const web = new FontFace('Web', bytes, { weight: '100 900' });
        document.fonts.add(await web.load());
        /** @type {Record<string, { web: number, local: number | null }>} */
        const result = {};
        for (const { key, names, weight, size } of probes) {
          const local = new FontFace(`Local-${key}`, names.map((n) => `local('${n}')`).join(', '));
          let available = true;
          try {
            document.fonts.add(await local.load());
          } catch {
            available = false;
          }
          const width = (/** @type {string} */ family) => {
            const span = document.createElement('span');
            span.style.cssText = `font-family:'${family}';font-weight:${weight};font-size:${size}px;white-space:nowrap;font-optical-sizing:auto`;
            span.textContent = sample;
            document.body.append(span);
            const w = span.getBoundingClientRect().width;
            span.remove();
            return w;
          };
          result[key] = { web: width('Web'), local: available ? width(`Local-${key}`) : null };
        }
        return result;
      },
      { data, probes, sample: SAMPLE },
    );
  } finally {
    await browser.close();
  }
}

/**
 * @param {Metrics} font
 * @param {number} sizeAdjust
 */
function overrides(font, sizeAdjust) {
  const em = font.unitsPerEm * sizeAdjust;
  return [
    `size-adjust: ${percent(sizeAdjust)};`,
    `ascent-override: ${percent(font.ascent / em)};`,
    `descent-override: ${percent(Math.abs(font.descent) / em)};`,
    `line-gap-override: ${percent(font.lineGap / em)};`,
  ];
}

/**
 * @param {string} family
 * @param {string} file
 * @param {Fallback[]} fallbacks
 * @param {{ regular: { weight: number, size: number }, bold: { weight: number, size: number } }} use
 *   weight and typical size of the site's regular and bold text in this font
 */
async function faces(family, file, fallbacks, use) {
  const metrics = await fromFile(join(projectRoot, 'node_modules', file));
  const entries = fallbacks.flatMap(({ suffix, regular, bold }) => [
    { suffix, font: regular, range: '100 549', setting: use.regular, key: `${suffix}-regular` },
    ...(bold ? [{ suffix, font: bold, range: '550 900', setting: use.bold, key: `${suffix}-bold` }] : []),
  ]);
  const widths = await measure(
    file,
    entries.map(({ key, font, setting }) => ({ key, names: font.names, ...setting })),
  );
  const blocks = entries.map(({ suffix, font, range, key }) => {
    const measured = widths[key];
    const sizeAdjust =
      measured?.local != null
        ? measured.web / measured.local
        : metrics.xWidthAvg / metrics.unitsPerEm / (font.metrics.xWidthAvg / font.metrics.unitsPerEm);
    return [
      '@font-face {',
      `  font-family: '${family} Fallback ${suffix}';`,
      `  src: ${font.names.map((name) => `local('${name}')`).join(', ')};`,
      `  font-weight: ${range};`,
      ...overrides(metrics, sizeAdjust).map((line) => `  ${line}`),
      '}',
    ].join('\n');
  });
  return { blocks, stack: fallbacks.map(({ suffix }) => `'${family} Fallback ${suffix}'`).join(', ') };
}

// Body text in Inter 400 (16-18 px), emphasis in 600; every Fraunces heading is semibold, 20-48 px.
const inter = await faces('Inter', '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', sans, {
  regular: { weight: 400, size: 16 },
  bold: { weight: 600, size: 16 },
});
const fraunces = await faces(
  'Fraunces',
  '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  serif,
  {
    regular: { weight: 400, size: 20 },
    bold: { weight: 600, size: 32 },
  },
);
const css = `/*
 * Generated by tools/font-fallbacks.mjs: local fonts sized like Inter and Fraunces, so that
 * text shown before the web fonts arrive does not move when they swap in (CLS 0).
 * Font stacks (global.css):
 *   --font-sans: 'Inter Variable', ${inter.stack}, …
 *   --font-display: 'Fraunces Variable', ${fraunces.stack}, …
 */

${[...inter.blocks, ...fraunces.blocks].join('\n\n')}
`;
await writeFile(join(projectRoot, 'src', 'styles', 'font-fallbacks.css'), css);
console.log('src/styles/font-fallbacks.css');
