// Compares what visitors and search engines get from two builds of the site: for every page,
// its <head> metadata, its structured data and its visible text, line by line.
//
//   node tools/compare-pages.mjs <before-dist> <after-dist>
//
// Prints the differences and exits with status 1 when there are any. Used to prove that a
// change of the code (not of the content) leaves the pages as they were.
import { readFileSync } from 'node:fs';
import { diffArrays } from 'diff';
import { JSDOM } from 'jsdom';
import { htmlFiles } from './project.mjs';

/** Elements after which a visitor sees a new line. */
const BLOCKS = new Set(
  'ADDRESS ARTICLE ASIDE BLOCKQUOTE BR DD DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR LI MAIN NAV OL OPTION P SECTION SELECT SUMMARY TABLE TD TH TR UL LABEL BUTTON'.split(
    ' ',
  ),
);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'SVG']);

/** @param {Node} node @param {string[]} out */
function collectText(node, out) {
  for (const child of node.childNodes) {
    if (child.nodeType === 3) out.push(child.textContent ?? '');
    else if (child.nodeType === 1) {
      const element = /** @type {Element} */ (child);
      if (SKIPPED.has(element.tagName.toUpperCase())) continue;
      const block = BLOCKS.has(element.tagName.toUpperCase());
      if (block) out.push('\n');
      const label = element.getAttribute('aria-label');
      if (label) out.push(`[aria-label: ${label}]`);
      if (element.tagName === 'IMG') out.push(`[img alt: ${element.getAttribute('alt') ?? ''}]`);
      collectText(element, out);
      if (block) out.push('\n');
    }
  }
}

/** @param {string} html */
export function describePage(html) {
  const { document } = new JSDOM(html).window;
  const lines = [];
  lines.push(`title: ${document.title}`);
  for (const meta of document.querySelectorAll('head meta[name], head meta[property]')) {
    const name = meta.getAttribute('name') ?? meta.getAttribute('property');
    if (name === 'content-security-policy') continue;
    lines.push(`meta ${name}: ${meta.getAttribute('content')}`);
  }
  for (const link of document.querySelectorAll('head link[rel="canonical"]')) lines.push(`canonical: ${link.href}`);
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    lines.push(
      ...JSON.stringify(JSON.parse(script.textContent ?? 'null'), null, 1)
        .split('\n')
        .map((l) => `json-ld ${l.trim()}`),
    );
  }
  const text = [];
  collectText(document.body, text);
  lines.push(
    ...text
      .join('')
      .split('\n')
      .map((line) => line.replace(/[ \t\r\n]+/g, ' ').trim())
      .filter(Boolean),
  );
  return lines;
}

if (import.meta.main) {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) {
    console.error('usage: node tools/compare-pages.mjs <before-dist> <after-dist>');
    process.exit(2);
  }
  const pages = (dir) => new Set(htmlFiles(dir).map((file) => file.slice(dir.length)));
  const beforePages = pages(before);
  const afterPages = pages(after);
  let differences = 0;
  for (const page of [...new Set([...beforePages, ...afterPages])].sort()) {
    if (!beforePages.has(page) || !afterPages.has(page)) {
      console.log(`\n${page}: ${beforePages.has(page) ? 'missing after' : 'new'}`);
      differences += 1;
      continue;
    }
    const changes = diffArrays(
      describePage(readFileSync(before + page, 'utf8')),
      describePage(readFileSync(after + page, 'utf8')),
    ).filter((part) => part.added || part.removed);
    if (changes.length === 0) continue;
    differences += 1;
    console.log(`\n${page}:`);
    for (const part of changes) for (const line of part.value) console.log(`${part.added ? '+' : '-'} ${line}`);
  }
  console.log(differences === 0 ? 'Same metadata and visible text on every page.' : `\n${differences} page(s) differ.`);
  process.exit(differences === 0 ? 0 : 1);
}
