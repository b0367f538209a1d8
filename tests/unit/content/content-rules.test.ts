import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { quotingTexts } from '../../../src/lib/admin/admin-settings';
import {
  documentProblems,
  fieldProblems,
  labelledPath,
  type DocumentRules,
  type FieldContainer,
} from '../../../src/lib/content/content-rules';
import { photoSizeProblem } from '../../../src/lib/media/photos-rules';
import { placeholdersFedBy } from '../../../src/lib/content/placeholders';
import { definitionOf, fieldsOf, itemOf, metaOf, schemaAt, unwrapped } from '../../../src/lib/content/schema-nodes';
import { filledLengthMessage } from '../../../src/lib/content/content-rules';
import { checkPhoto } from '../../../src/integrations/photos';
import { valuesOf } from '../../../src/integrations/content-check';
import { readContentFiles } from '../../../src/integrations/content-files';
import { contentSources, type ContentName } from '../../../src/schemas/collections';
import { EXAMPLE_CONTENT_DIR } from '../../../src/schemas/content-dirs';
import { projectRoot } from '../../../tools/project.mjs';

/**
 * One rule set: every rule of every content schema is broken once, in the shipped document, and
 * the build (the whole document checked, as `npm run build` does before anything else) and the
 * admin (the field checked where its widget checks it, before a save) refuse the value with the
 * same words. A rule added to a schema is walked here without a word of this test changing; a rule
 * this walk cannot break fails the test until a value that breaks it is added to `candidates`.
 */

const files = readContentFiles(projectRoot, EXAMPLE_CONTENT_DIR);
const documentOf = (name: ContentName) => {
  const file = files.find((candidate) => candidate.source === name);
  if (!file?.data) throw new Error(`${name}: no readable document`);
  return file.data;
};
const values = valuesOf(files)!;
const rulesOf = (name: ContentName): DocumentRules => ({
  schema: contentSources[name].schema,
  markdown: contentSources[name].body?.schema,
});

/** Values that break the rules a number or a bound cannot describe (formats, placeholders, checks). */
const candidates: unknown[] = [
  '   ',
  'x',
  'appelez-nous',
  '+33 1 23 45 67 89',
  // A Belgian number, but no GSM: WhatsApp's number must be one.
  '071 12 34 56',
  'contact@',
  'https://www.exemple.be/page',
  'exemple',
  '0123.456.748',
  '0123456749',
  'BE 0123.456.748',
  'BE0123.456.75',
  '8:00',
  '650',
  '€€€€€',
  '{inconnu}',
  'Texte avec {annees-garanti} dans une phrase assez longue.',
  'Nos travaux sont garantis {annees-garantie} ans, sans autre précision.',
  'Illustration : une toiture en ardoise vue de la rue',
  'Couverture',
  'photo.gif',
  '/photos/toit.gif',
  // Shown as typed: no HTML, no Markdown.
  'Une toiture <b>refaite</b> en trois semaines, à Thuin.',
  'Une toiture **refaite** en trois semaines, à Thuin.',
  // Done: never dated still to come.
  '2099-06',
  '2099-06-14',
  // A price range's top below its bottom; a statement's review day before its check.
  1,
  '2020-01-01',
  // A group begun whose list is emptied (a budget without a price range).
  [],
];

type Json = Record<string, unknown>;
const get = (data: unknown, path: readonly (string | number)[]) =>
  path.reduce<unknown>((value, key) => (value as Json | undefined)?.[key as string], data);
function set(data: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const copy: Json = Array.isArray(data) ? ([...data] as unknown as Json) : { ...(data as Json) };
  copy[key as string] = set(copy[key as string], rest, value);
  return copy;
}

type Check = {
  _zod: { def: CheckDef; check: (payload: { value: unknown; issues: { path?: PropertyKey[] }[] }) => void };
};

/** The issues one check of a schema, run alone, raises for `value` (an exception counts as one). */
function issuesOf(check: Check, value: unknown): { path?: PropertyKey[] }[] {
  const payload = { value: typeof value === 'string' ? value.trim() : value, issues: [] as { path?: PropertyKey[] }[] };
  try {
    check._zod.check(payload);
  } catch {
    return [{}];
  }
  return payload.issues;
}

interface CheckDef {
  check: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
}

/** A value of `current`'s kind that breaks `check`, and where in it the check says the fault is. */
function breaking(check: Check, current: unknown): { value: unknown; at: (string | number)[] } | undefined {
  const def = check._zod.def;
  const list = Array.isArray(current) ? current : undefined;
  const proposals: unknown[] = [];
  if (def.check === 'min_length' && def.minimum !== undefined) {
    proposals.push(list ? list.slice(0, def.minimum - 1) : def.minimum === 1 ? '   ' : 'x'.repeat(def.minimum - 1));
  } else if (def.check === 'max_length' && def.maximum !== undefined) {
    const longer = list && Array.from({ length: def.maximum + 1 }, (_, index) => list[index % list.length]);
    proposals.push(longer ?? 'x'.repeat(def.maximum + 1));
  } else if (def.check === 'length_equals' && def.length !== undefined && list) {
    proposals.push([...list, list[0]]);
  } else if (def.check === 'greater_than' && def.value !== undefined) {
    proposals.push(def.value - (def.inclusive ? 1 : 0), def.value - 0.5);
  } else if (def.check === 'less_than' && def.value !== undefined) {
    proposals.push(def.value + 1);
  } else if (def.check === 'number_format') {
    proposals.push(1.5);
  } else if (list) {
    // An order or a uniqueness of a list's items.
    proposals.push([...list].reverse(), list.length > 1 ? [list[0], list[0], ...list.slice(2)] : list);
  } else if (current && typeof current === 'object') {
    // A rule between the fields of an object: one field changed at a time.
    for (const key of Object.keys(current))
      proposals.push(...[...candidates, undefined].map((value) => ({ ...(current as Json), [key]: value })));
    // A rule that one field needs another (an illustration needs its text): that field alone.
    for (const [key, value] of Object.entries(current as Json)) proposals.push({ [key]: value });
    // A rule across two lists (an identifier used in both): an item of one list added to the other.
    const lists = Object.entries(current as Json).filter((entry): entry is [string, unknown[]] =>
      Array.isArray(entry[1]),
    );
    for (const [key, items] of lists)
      for (const [, others] of lists)
        if (others[0] !== undefined) proposals.push({ ...(current as Json), [key]: [...items, others[0]] });
  } else {
    proposals.push(...candidates);
  }
  for (const value of proposals) {
    const [issue] = issuesOf(check, value);
    if (issue) return { value, at: (issue.path ?? []) as (string | number)[] };
  }
  return undefined;
}

interface Case {
  source: ContentName;
  /** Where the breaking value goes in the document, and the value. */
  path: (string | number)[];
  value: unknown;
  /** The field at fault, as the document and as the admin's schema paths say it. */
  field: (string | number)[];
  schemaPath: (string | number)[];
  rule: string;
}

/** Every rule of `schema` along the shipped `data`: its checks, its fixed choices, its lengths once filled in. */
function walk(source: ContentName, schema: z.ZodType, data: unknown, path: (string | number)[]): Case[] {
  const cases: Case[] = [];
  const node = unwrapped(schema);
  const def = definitionOf(node) as ReturnType<typeof definitionOf> & { checks?: Check[]; format?: string };
  const where = `${source} › ${path.join('.') || '(document)'}`;
  const add = (rule: string, broken: { value: unknown; at: (string | number)[] } | undefined) => {
    const field = [...path, ...(broken?.at ?? [])];
    const schemaPath = field.map((key) => (typeof key === 'number' ? '*' : key));
    cases.push({ source, path, value: broken?.value, field, schemaPath, rule: `${where}: ${rule}` });
  };
  for (const check of def.checks ?? []) {
    if (check._zod.def.check === 'overwrite') continue; // trimming: no rule
    add(`${check._zod.def.check} ${check._zod.def.format ?? ''}`, breaking(check, data));
  }
  // A format schema (e-mail, URL) is its own check.
  if (def.type === 'string' && def.format) add(def.format, breaking(node as unknown as Check, data));
  if ((def.type === 'enum' || def.type === 'literal') && metaOf(schema).widget !== 'hidden') {
    add('choix', { value: 'inconnu', at: [] });
  }
  const filled = metaOf(schema).filled;
  if (filled) {
    add('longueur remplie (max)', { value: `${'x'.repeat(filled.max - 5)} {nom}`, at: [] });
    if (filled.min) add('longueur remplie (min)', { value: 'x'.repeat(filled.min - 1), at: [] });
  }
  const item = itemOf(node);
  if (item && Array.isArray(data) && data.length > 0) cases.push(...walk(source, item, data[0], [...path, 0]));
  const fields = fieldsOf(node);
  if (fields && data && typeof data === 'object') {
    for (const [key, child] of Object.entries(fields)) {
      const value = (data as Json)[key];
      if (value !== undefined) cases.push(...walk(source, child, value, [...path, key]));
    }
  }
  return cases;
}

/** Where the admin judges a field: within the object around it, or on its own value in (or as) a list's item. */
function containerOf(document: unknown, path: readonly (string | number)[]): FieldContainer | null {
  const parent = path.slice(0, -1);
  if (typeof path.at(-1) === 'number' || typeof parent.at(-1) === 'number') return null;
  const schemaParent = parent.map((key) => (typeof key === 'number' ? '*' : key));
  return { path: schemaParent, value: get(document, parent) };
}

/**
 * What the admin's list says about a rule between the fields of one of its items (a gallery picture
 * without photo nor illustration), the item's name taken off: inside an item, each field is judged
 * on its own value, so the list says those rules.
 */
function itemRulesOfList(source: ContentName, document: unknown, field: readonly (string | number)[]): string[] {
  const index = field.findLastIndex((key) => typeof key === 'number');
  if (index < 0 || containerOf(document, field) !== null) return [];
  const list = field.slice(0, index);
  const schemaPath = list.map((key) => (typeof key === 'number' ? '*' : key));
  const rules = rulesOf(source);
  const prefix = `${labelledPath(schemaAt(rules.schema, schemaPath)!, field.slice(index))}\u00a0: `;
  return fieldProblems(rules, schemaPath, get(document, list), containerOf(document, list), values)
    .filter((message) => message.startsWith(prefix))
    .map((message) => message.slice(prefix.length));
}

/** `data` with a photo in every picture that has none (« Votre photo »), so that the photos' rules are walked too. */
function withPhotos(schema: z.ZodType, data: unknown): unknown {
  const item = itemOf(schema);
  if (item && Array.isArray(data)) return data.map((value) => withPhotos(item, value));
  const fields = fieldsOf(schema);
  if (!fields || !data || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, child]) => {
      const value = (data as Json)[key];
      if (value !== undefined) return [[key, withPhotos(child, value)]];
      if (key !== 'photo') return [];
      const photo = Object.keys(fieldsOf(child) ?? {}).map((name) => [
        name,
        name === 'file' ? '/photos/toit.jpg' : 'Une toiture en ardoise refaite à Thuin, vue de la rue',
      ]);
      return [[key, Object.fromEntries(photo)]];
    }),
  );
}

const names = Object.keys(contentSources) as ContentName[];
const shipped = Object.fromEntries(
  names.map((name) => [name, withPhotos(contentSources[name].schema, documentOf(name)) as Json]),
) as Record<ContentName, Json>;
const cases = names.flatMap((name) => {
  const { body: _body, ...fields } = shipped[name];
  return walk(name, contentSources[name].schema, fields, []);
});

describe('one rule set for the build and the admin', () => {
  it('walks hundreds of rules, each broken by a known value', () => {
    expect(cases.length).toBeGreaterThan(500);
    const unbroken = cases.filter((rule) => rule.value === undefined).map((rule) => rule.rule);
    expect(unbroken, 'rules no value of `candidates` breaks: add one').toEqual([]);
  });

  // Every text has a bound to break: thousands of documents checked twice, slow on a busy machine.
  it('every broken rule is refused by the build and by the admin, in the same words', () => {
    const disagreements = cases.flatMap(({ source, path, value, field, schemaPath, rule }) => {
      const rules = rulesOf(source);
      const document = set(shipped[source], path, value) as Json;
      const build = documentProblems(rules, document, values)
        .filter((problem) => problem.path.join('.') === field.join('.'))
        .map((problem) => problem.message);
      const admin = [
        ...fieldProblems(rules, schemaPath, get(document, field), containerOf(document, field), values),
        ...itemRulesOfList(source, document, field),
      ];
      return build.length > 0 && [...new Set(build)].sort().join('\n') === [...admin].sort().join('\n')
        ? []
        : [
            `${rule} ${JSON.stringify(value)?.slice(0, 60)}\n  build: ${build.join(' | ')}\n  admin: ${admin.join(' | ')}`,
          ];
    });
    expect(disagreements).toEqual([]);
  }, 30_000);

  it('the Markdown text of a page may quote only the values the site fills in', () => {
    const rules = rulesOf('services');
    const page = { ...documentOf('services'), body: 'Devis sous {heures-devi} h.' };
    const build = documentProblems(rules, page, values).map((problem) => [problem.path.join('.'), problem.message]);
    const admin = fieldProblems(rules, ['body'], page.body, null, values);
    expect(build).toEqual([
      ['body', expect.stringMatching(/^\{heures-devi\} n’est pas une valeur .* \{heures-devis\}/)],
    ]);
    expect(admin).toEqual([build[0]![1]]);
  });

  it('a VAT number must be BE and the enterprise number, with valid check digits', () => {
    const rules = rulesOf('identity');
    const identity = documentOf('identity');
    for (const vatNumber of ['BE 0456.789.034', 'BE 0123.456.748']) {
      const document = { ...identity, vatNumber };
      const build = documentProblems(rules, document, values).map((problem) => problem.message);
      const admin = fieldProblems(rules, ['vatNumber'], vatNumber, { path: [], value: document }, values);
      expect(build.length, vatNumber).toBeGreaterThan(0);
      expect(admin.sort()).toEqual(build.sort());
      expect(build.join(' ')).toContain(`écrivez BE ${String(identity['enterpriseNumber'])}`);
    }
  });

  it('a longer name that pushes a search title of another file over its limit is refused under the name', () => {
    const identity = { ...documentOf('identity'), name: 'Une entreprise au nom vraiment beaucoup trop long' };
    const longer = valuesOf(files.map((file) => (file.source === 'identity' ? { ...file, data: identity } : file)))!;
    const build = files.flatMap(({ file, source, data }) =>
      data ? documentProblems(rulesOf(source), data, longer).map((problem) => `${file} ${problem.path.join('.')}`) : [],
    );
    expect(build).toContain(`${EXAMPLE_CONTENT_DIR}/services/charpente.md meta.title`);
    // The admin, saving the identity: the texts of the other files that quote {nom}, filled in with the draft.
    const changed = placeholdersFedBy('identity', ['name']);
    expect(changed).toEqual(['nom']);
    const quoting = files.flatMap(({ file, source, slug, data }) =>
      data ? quotingTexts(file, slug, contentSources[source].schema, data) : [],
    );
    const admin = quoting
      .filter((text) => changed.some((name) => text.text.includes(`{${name}}`)))
      .filter((text) => filledLengthMessage(text.text, text.rule, longer) !== null)
      .map((text) => text.file);
    expect(admin).toContain(`${EXAMPLE_CONTENT_DIR}/services/charpente.md`);
    expect(new Set(admin)).toEqual(new Set(build.map((line) => line.split(' ')[0])));
  });
});

describe('a photo too small for its slot', () => {
  const dir = mkdtempSync(join(tmpdir(), 'regles-photos-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is refused by the build (sharp) and by the admin (its measured size) with the same minimum', async () => {
    const file = join(dir, 'petite.jpg');
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#777777' } })
      .jpeg()
      .toFile(file);
    const build = await checkPhoto('services/charpente', file, 'photos/petite.jpg');
    const minimum = metaOf(contentSources.services.schema.shape.image.shape.photo).minimumSize;
    const fileMinimum = fieldsOf(contentSources.services.schema.shape.image.shape.photo)?.['file'];
    const admin = photoSizeProblem(fileMinimum ? metaOf(fileMinimum).minimumSize! : minimum!, 300, 200);
    expect(build).toContain(`trop petite (300\u00a0×\u00a0200\u00a0px)`);
    expect(admin).toContain(`trop petite (300\u00a0×\u00a0200\u00a0px)`);
    for (const text of [build, admin]) expect(text).toContain('800\u00a0×\u00a0600\u00a0px');
    expect(photoSizeProblem(metaOf(fileMinimum!).minimumSize!, 800, 600)).toBeNull();
  });
});
