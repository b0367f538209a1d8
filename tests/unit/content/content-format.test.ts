import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatContent, parseContent, splitFrontMatter, toYaml } from '../../../src/lib/content/content-format';
import { readContentFiles, unformattedContentFiles } from '../../../src/integrations/content-files';
import { contentSources, type ContentName } from '../../../src/schemas/collections';
import { EXAMPLE_CONTENT_DIR } from '../../../src/schemas/content-dirs';
import { projectRoot } from '../../../tools/project.mjs';

/**
 * The content files are written the way the admin writes them (lib/content/content-format.ts, registered
 * as the admin's format): the first save of a file by the owner changes only the lines of the
 * fields changed, and every YAML reader reads back what was written.
 */

const files = readContentFiles(projectRoot, EXAMPLE_CONTENT_DIR);

/** The path of the first text or number of `data` (depth first), to change as the owner would. */
function firstText(data: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof data === 'string' || typeof data === 'number') return path;
  if (Array.isArray(data)) {
    for (const [index, item] of data.entries()) {
      const found = firstText(item, [...path, index]);
      if (found) return found;
    }
  } else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      const found = firstText(value, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function edited(data: Record<string, unknown>, path: (string | number)[]): Record<string, unknown> {
  const copy = structuredClone(data);
  const parent = path.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as never, copy);
  const key = path.at(-1)!;
  const value = parent[key];
  parent[key] = typeof value === 'number' ? value + 1 : `${String(value)} (modifié)`;
  return copy;
}

const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  return { lines: a.filter((line, index) => line !== b[index]).length, sameLength: a.length === b.length };
};

describe('the content files', () => {
  it('are written as the admin writes them (run `npm run format:content` after editing or merging them)', () => {
    expect(unformattedContentFiles(projectRoot, EXAMPLE_CONTENT_DIR).map(({ file }) => file)).toEqual([]);
  });

  for (const name of Object.keys(contentSources) as ContentName[]) {
    it(`${name}: one field changed in the admin is one line changed in the file`, () => {
      const file = files.find((candidate) => candidate.source === name);
      if (!file?.data) throw new Error(`${name}: no readable file`);
      const { schema, body } = contentSources[name];
      const text = readFileSync(join(projectRoot, file.file), 'utf8');
      const { body: _body, ...fields } = file.data;
      // A page without front matter fields (« À propos ») has its text as its one field.
      const path = firstText(fields) ?? ['body'];
      const after = formatContent(schema, edited(file.data, path), Boolean(body));
      expect(changedLines(text, after), path.join('.')).toEqual({ lines: 1, sameLength: true });
      expect(parseContent(after)).toEqual(edited(file.data, path));
    });
  }
});

describe('the admin’s writer', () => {
  it('puts keys back in the order of the schema (Decap CMS keeps no order past eight keys)', () => {
    const identity = files.find((file) => file.source === 'identity')!.data!;
    const legal = identity['legal'] as Record<string, unknown>;
    const shuffled = { ...identity, legal: Object.fromEntries(Object.entries(legal).reverse()) };
    const reordered = Object.fromEntries(Object.entries(shuffled).reverse());
    const text = readFileSync(join(projectRoot, EXAMPLE_CONTENT_DIR, 'identity.yaml'), 'utf8');
    expect(formatContent(contentSources.identity.schema, reordered, false)).toBe(text);
  });

  it('quotes what a YAML reader would take for something else, and keeps long texts on one line', () => {
    const data = {
      opens: '08:00',
      answer: 'yes',
      updated: '2026-11-01',
      postalCode: '6500',
      price: '€€',
      note: 'Rayon : 50 km',
      hash: '# titre',
      long: 'Une phrase bien plus longue que quatre-vingts caractères, qui resterait sur une seule ligne du fichier.',
    };
    const text = toYaml(data);
    expect(text.split('\n').filter(Boolean)).toHaveLength(Object.keys(data).length);
    // Read back by the YAML library of the admin and the tools (Astro's own reader reads every file of
    // the example, written this way, in each test build).
    expect(parse(text)).toEqual(data);
  });

  it('writes a Markdown page as its front matter, then its text untouched', () => {
    const page = '---\ntitle: Mentions\n---\n\n## Éditeur\n\nTexte  avec deux espaces.\n';
    expect(formatContent(contentSources.legal.schema, parseContent(page), true)).toBe(page);
    expect(formatContent(contentSources.about.schema, { body: '\nTexte.\n' }, true)).toBe('---\n---\n\nTexte.\n');
  });
});

describe('the front matter reader (one, for the build’s checks, the admin, the tools and the tests)', () => {
  const services = files.filter((file) => file.source === 'services');

  it('reads a Markdown page saved with Windows line endings as it reads the original', () => {
    for (const { file } of services) {
      const text = readFileSync(join(projectRoot, file), 'utf8');
      const { body, ...front } = parseContent(text.replaceAll('\n', '\r\n'));
      const { body: originalBody, ...originalFront } = parseContent(text);
      expect(front, file).toEqual(originalFront);
      expect(Object.keys(front).length, file).toBeGreaterThan(3);
      expect(String(body).replaceAll('\r\n', '\n'), file).toBe(originalBody);
    }
    expect(services.length).toBeGreaterThan(0);
  });

  it('tells a page without front matter, and says the YAML reader’s line when it cannot be read', () => {
    expect(splitFrontMatter('## Titre\n\nTexte.\n')).toBeNull();
    expect(splitFrontMatter('---\n---\nTexte.\n')).toEqual({ front: {}, body: 'Texte.\n' });
    expect(() => splitFrontMatter('---\ntitle: "ouvert\n---\nTexte.\n')).toThrow(/line|ligne/i);
  });
});
