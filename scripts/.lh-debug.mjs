import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium } from '../tests/support/chromium.mjs';
import { startServer } from './serve.mjs';
const server = await startServer({ distDir: 'dist', port: 4345 });
const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: chromiumArgs });
for (const path of process.argv.slice(2)) {
  const { lhr } = await lighthouse(`http://127.0.0.1:4345${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const a = lhr.audits;
  console.log(
    '\n==',
    path,
    'score',
    lhr.categories.performance.score,
    'FCP',
    a['first-contentful-paint'].numericValue,
    'LCP',
    a['largest-contentful-paint'].numericValue,
    'TBT',
    a['total-blocking-time'].numericValue,
    'CLS',
    a['cumulative-layout-shift'].numericValue,
    'SI',
    a['speed-index'].numericValue,
  );
  for (const id of Object.keys(a).filter((k) => /lcp|shift|cls|render-block|font|critical|network-dependency/.test(k)))
    console.log(id, a[id].score, JSON.stringify(a[id].details ?? a[id].displayValue ?? '').slice(0, 1800));
  for (const item of a['network-requests'].details.items)
    console.log(
      '  ',
      item.resourceType,
      item.url.replace(/.*4345/, ''),
      item.transferSize,
      Math.round(item.networkRequestTime),
      Math.round(item.networkEndTime),
      item.priority,
    );
}
chrome.kill();
server.close();
