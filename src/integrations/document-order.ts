/**
 * The order of each built page's first bytes, so that a browser on a slow link finds the page's
 * largest picture as soon as it reads the top of the HTML, whatever the host:
 *
 *   <meta charset> <meta viewport>
 *   <meta http-equiv="content-security-policy">   the policy, before anything it governs
 *   <link rel="preload" as="image" fetchpriority="high">   the page's largest picture
 *   <link rel="preload" as="style">   each stylesheet of the page, asked for at once
 *   <script>…</script>   the inline scripts that used to sit between <body> and <main>
 *   <title>, metadata, JSON-LD…, <link rel="stylesheet">, <style>
 *
 * Why: Chromium's preload scanner stops at a policy delivered by `<meta>` (it drops what it has
 * not scanned yet), and an inline script waits for the stylesheets above it before it runs: with
 * Astro's island scripts and the fonts script at the top of <body>, nothing then discovered the
 * hero picture until the stylesheet had arrived, half a second later on a slow phone. Placed in
 * <head> before the stylesheet, those scripts run at once; the parser never stops before the
 * picture, and the preload hint asks for it with the stylesheet. The stylesheet's own hint comes
 * before the scripts: without the preload scanner, the parser would otherwise ask for it only
 * once it has compiled and run them (on a slow phone, 50 to 150 ms of the first paint), and a
 * hint, unlike the `<link rel="stylesheet">` itself, makes no script wait.
 *
 * The picture is the page's one `<img fetchpriority="high">` (ui/SlotPicture's `priority`); its
 * hint names the same file the browser will pick: the `<picture>`'s first `<source>` (best format,
 * with its `type`, so that a browser without that format skips the hint), else the `<img>`.
 *
 * Build-time only (parse5, used to find the elements; the page's text is moved, never re-written).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { hoistIslandStyle } from './hoist-island-style.ts';
import { escapeHtml } from '../lib/content/escape-html.ts';

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function elementsOf(node: Node, found: Element[] = []): Element[] {
  if (isElement(node)) found.push(node);
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) elementsOf(child, found);
  if (isElement(node) && node.tagName === 'template')
    elementsOf((node as DefaultTreeAdapterTypes.Template).content, found);
  return found;
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** A script the parser runs where it stands (and so stops for): inline, classic. */
export function isParserBlockingInline(element: Element): boolean {
  if (element.tagName !== 'script' || attr(element, 'src') !== undefined) return false;
  const type = (attr(element, 'type') ?? '').trim().toLowerCase();
  return type === '' || type === 'text/javascript';
}

/** The preload hint for the page's largest picture, as the browser would choose its file. */
export function preloadHintFor(image: Element): string {
  const picture = image.parentNode && isElement(image.parentNode) && image.parentNode.tagName === 'picture';
  const source = picture
    ? (image.parentNode as Element).childNodes
        .filter(isElement)
        .find((child) => child.tagName === 'source' && attr(child, 'srcset'))
    : undefined;
  const from = source ?? image;
  const srcset = attr(from, 'srcset');
  const attributes: [string, string | undefined][] = [
    ['rel', 'preload'],
    ['as', 'image'],
    ['href', source ? undefined : attr(image, 'src')],
    ['imagesrcset', srcset],
    ['imagesizes', srcset ? attr(from, 'sizes') : undefined],
    ['type', source ? attr(source, 'type') : undefined],
    ['media', source ? attr(source, 'media') : undefined],
    ['fetchpriority', 'high'],
  ];
  const written = attributes
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`);
  return `<link ${written.join(' ')}>`;
}

interface Span {
  start: number;
  end: number;
}

function spanOf(element: Element): Span {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`document-order: <${element.tagName}> without a source location`);
  return { start: location.startOffset, end: location.endOffset };
}

/**
 * The page with its policy, its largest picture's hint and its early inline scripts at the top of
 * <head> (see the module's comment); a page without `<head>` is returned as is. Running it again
 * changes nothing.
 */
export function orderDocument(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const elements = elementsOf(document);
  const head = elements.find((element) => element.tagName === 'head');
  const body = elements.find((element) => element.tagName === 'body');
  if (!head?.sourceCodeLocation || !body) return html;
  const inHead = (element: Element) => {
    const { start } = spanOf(element);
    return start >= head.sourceCodeLocation!.startOffset && start < (head.sourceCodeLocation!.endOffset ?? Infinity);
  };
  const headElements = elements.filter((element) => element.sourceCodeLocation && inHead(element));
  const anchor =
    headElements.find((e) => e.tagName === 'meta' && attr(e, 'name')?.toLowerCase() === 'viewport') ??
    headElements.find((e) => e.tagName === 'meta' && attr(e, 'charset') !== undefined);
  if (!anchor) return html;

  const policy = headElements.find(
    (e) => e.tagName === 'meta' && attr(e, 'http-equiv')?.toLowerCase() === 'content-security-policy',
  );
  const main = elements.find((element) => element.tagName === 'main');
  const mainStart = main ? spanOf(main).start : -1;
  const earlyScripts = elements.filter(
    (element) =>
      isParserBlockingInline(element) &&
      element.sourceCodeLocation &&
      spanOf(element).start > spanOf(body).start &&
      spanOf(element).start < mainStart,
  );
  const largest = elements.filter((e) => e.tagName === 'img' && attr(e, 'fetchpriority')?.toLowerCase() === 'high');
  if (largest.length > 1) throw new Error('document-order: more than one <img fetchpriority="high"> in a page');
  const hinted = headElements.some(
    (e) => e.tagName === 'link' && attr(e, 'rel') === 'preload' && attr(e, 'fetchpriority') === 'high',
  );
  const hint = largest[0] && !hinted ? preloadHintFor(largest[0]) : '';
  const preloaded = new Set(
    headElements.filter((e) => e.tagName === 'link' && attr(e, 'rel') === 'preload').map((e) => attr(e, 'href')),
  );
  // Its `media` kept: a stylesheet for print only must not be asked for first.
  const styleHints = headElements
    .filter((e) => e.tagName === 'link' && attr(e, 'rel') === 'stylesheet' && attr(e, 'href'))
    .filter((e) => !preloaded.has(attr(e, 'href')))
    .map((e) => {
      const media = attr(e, 'media');
      return `<link rel="preload" as="style" href="${escapeHtml(attr(e, 'href') ?? '')}"${media ? ` media="${escapeHtml(media)}"` : ''}>`;
    })
    .join('');

  const moved = [policy, ...earlyScripts].filter((element): element is Element => element !== undefined);
  const text = (element: Element) => html.slice(spanOf(element).start, spanOf(element).end);
  const [policyText, ...scriptTexts] = policy ? moved.map(text) : ['', ...moved.map(text)];
  const insertAt = spanOf(anchor).end;
  const insertion = `${policyText}${hint}${styleHints}${scriptTexts.join('')}`;
  const edits = [
    ...moved.map((element) => ({ ...spanOf(element), text: '' })),
    { start: insertAt, end: insertAt, text: insertion },
  ].toSorted((a, b) => b.start - a.start || b.end - a.end);
  const ordered = edits.reduce((out, edit) => out.slice(0, edit.start) + edit.text + out.slice(edit.end), html);
  return ordered;
}

/** Reorders every page once the build has written them (after Astro's own head and island output). */
export default function documentOrder(): AstroIntegration {
  return {
    name: 'document-order',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true }))
          .filter((name) => name.endsWith('.html'))
          .map((name) => join(root, name));
        let changed = 0;
        for (const file of files) {
          const html = await readFile(file, 'utf8');
          const ordered = orderDocument(hoistIslandStyle(html));
          if (ordered === html) continue;
          await writeFile(file, ordered);
          changed += 1;
        }
        logger.info(`politique, image principale et scripts en tête de <head> sur ${changed} page(s)`);
      },
    },
  };
}
