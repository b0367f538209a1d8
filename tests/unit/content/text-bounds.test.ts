import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { documentProblems } from '../../../src/lib/content/content-rules';
import { contentSources, type ContentSource } from '../../../src/schemas/collections';
import { rawHtmlIn } from '../../../src/schemas/plain-text';
import { readContentFiles } from '../../../src/integrations/content-files';
import { EXAMPLE_CONTENT_DIR } from '../../../src/schemas/content-dirs';
import { projectRoot } from '../../../tools/project.mjs';

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod;
const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' &&
  value !== null &&
  '_zod' in value &&
  typeof (value as { _zod: unknown })._zod === 'object';

/** A pattern that cannot match a text longer than its own written length: anchored, without repetition. */
const boundedPattern = (pattern: RegExp) =>
  pattern.source.startsWith('^') && pattern.source.endsWith('$') && !/[+*]|\{\d+,\}/.test(pattern.source);

/** Every text field of `schema` with no largest length, by its path. */
function unboundedStrings(schema: z.ZodType, path: string): string[] {
  const { def } = defOf(schema);
  if (def.type === 'string') {
    const checks = ((def['checks'] as z.ZodType[] | undefined) ?? []).map((check) => defOf(check).def);
    const bounded = checks.some(
      (check) =>
        (check['check'] === 'max_length' && typeof check['maximum'] === 'number') ||
        (check['format'] === 'regex' && boundedPattern(check['pattern'] as RegExp)),
    );
    return bounded ? [] : [path];
  }
  return Object.entries(def).flatMap(([key, value]) => {
    if (isSchema(value)) return unboundedStrings(value, key === 'element' ? `${path}.*` : path);
    if (Array.isArray(value)) return value.filter(isSchema).flatMap((option) => unboundedStrings(option, path));
    if (key === 'shape' && value && typeof value === 'object') {
      return Object.entries(value).flatMap(([name, field]) =>
        isSchema(field) ? unboundedStrings(field, `${path}.${name}`) : [],
      );
    }
    return [];
  });
}

const sources: [string, ContentSource][] = Object.entries(contentSources);

const shipped = readContentFiles(projectRoot, EXAMPLE_CONTENT_DIR).find((file) => file.source === 'services')!.data!;
const { body, ...service } = shipped as Record<string, unknown> & { body: string };
const rules = { schema: contentSources.services.schema, markdown: contentSources.services.body.schema };
const problemsOf = (data: Record<string, unknown>) =>
  documentProblems(rules, data, null).map((problem) => `${problem.path.join('.')}: ${problem.message}`);

describe('every title and text has a largest length, the same in the admin and the build', () => {
  it('no text field of any schema is unbounded', () => {
    const unbounded = sources.flatMap(([name, source]) => [
      ...unboundedStrings(source.schema, name),
      ...(source.body ? unboundedStrings(source.body.schema, `${name}.body`) : []),
    ]);
    expect(unbounded).toEqual([]);
  });

  it('the walk finds an unbounded text, in a list or behind a wrapper', () => {
    const schema = z.object({
      bounded: z.string().max(10),
      code: z.string().regex(/^\d{4}$/),
      loose: z.array(z.object({ note: z.string().optional() })),
      open: z.string().regex(/^[a-z]+$/),
    });
    expect(unboundedStrings(schema, 'test')).toEqual(['test.loose.*.note', 'test.open']);
  });

  it('a 200-character service title and a 5,000-character service text are refused, in French', () => {
    const fields = { ...service, body };
    expect(problemsOf(fields)).toEqual([]);
    expect(problemsOf({ ...fields, title: 'Couverture '.repeat(20).trim() })).toEqual([
      expect.stringMatching(/^title: Trop long\u00a0: 219\u00a0caractères pour 40 au plus\./),
    ]);
    const paragraph = `${body.trim()}\n\n`;
    expect(problemsOf({ ...fields, body: paragraph.repeat(Math.ceil(5000 / paragraph.length)) })).toEqual([
      expect.stringMatching(/^body: Trop long\u00a0: \d+\u00a0caractères pour 2000 au plus\./),
    ]);
  });

  it('every bound is said in the field’s hint', () => {
    const { title } = contentSources.services.schema.shape;
    expect(z.globalRegistry.get(title)?.description).toMatch(/40\u00a0caractères au plus\.$/);
    expect(contentSources.services.body.hint).toMatch(/2000\u00a0caractères au plus\.$/);
  });
});

describe('Markdown without HTML', () => {
  it.each([
    '<script>alert(1)</script>',
    'Voir <img src=x onerror=alert(1)>',
    '<!-- note -->',
    'fin</p>',
    '<b>gras</b>',
  ])('finds the HTML in %j', (text) => expect(rawHtmlIn(`Un texte.\n\n${text}`)).not.toBeNull());

  it.each([
    'Écrivez-nous : <contact@example.be>',
    'Notre site : <https://www.example.be>',
    'Moins de 5 \\<b> ici',
    'Si a < b et b > c',
  ])('leaves Markdown that is not HTML: %j', (text) => expect(rawHtmlIn(text)).toBeNull());

  it('the build and the admin refuse a service text with HTML, saying what to remove', () => {
    const problems = problemsOf({ ...service, body: `${body}\n\n<img src=x onerror=alert(1)>` });
    expect(problems).toEqual([
      expect.stringMatching(/^body: Le texte contient du code HTML \(«\u00a0<img src=x onerror=alert\(1\)>\u00a0»\)/),
    ]);
  });
});
