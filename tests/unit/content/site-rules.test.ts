import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { entrySource, type EntrySource } from '../../../src/admin/entry-source';
import { fieldMessages } from '../../../src/admin/field-checks';
import { siteChecks } from '../../../src/admin/save-checks';
import { setSiteValues, siteValues } from '../../../src/admin/site-values';
import { contentProblems } from '../../../src/integrations/content-check';
import { readContentFiles, type ContentFile } from '../../../src/integrations/content-files';
import { writeContent } from '../../../src/lib/content/content-format';
import { ruleSiteOf, siteRules, type SiteRule } from '../../../src/lib/content/site-rules';
import { contentSources, type ContentName, type ContentSource } from '../../../src/schemas/collections';
import { copyProject } from '../../../tools/project-copy.mjs';
import { NBSP } from '../../../src/schemas/characters';

/**
 * Each rule of the site (lib/content/site-rules.ts) is written once, in its list, and the three
 * places that judge the content run that list: the build (`contentProblems`), the admin's save
 * (`siteChecks`) and the admin's field (`fieldMessages`). For every rule of the list, a change that
 * breaks it is refused by all three, in the same words; and a rule added to the list alone is.
 */
const project = copyProject('regles-');
afterAll(() => rmSync(project, { recursive: true, force: true }));
const shipped = readContentFiles(project);
const saved = siteValues();
afterEach(() => setSiteValues(saved));

/** A change of one document that breaks a rule, and the field of it the admin says it under. */
interface Breaking {
  source: ContentName;
  slug: string;
  data: Record<string, unknown>;
  field: string[];
  value: unknown;
}

const documentOf = (source: ContentName, slug?: string) =>
  shipped.find((file) => file.source === source && (slug === undefined || file.slug === slug))!;
const dataOf = (source: ContentName, slug?: string) => documentOf(source, slug).data!;
const firstService = documentOf('services');
const ui = dataOf('ui') as { servicePage: Record<string, string> };
const cited = shipped.find((file) => file.source === 'reviews' && file.data?.['worksite'])!;

/** For each rule of the list by its name, a change that breaks it (a new rule needs one here to pass). */
const breaking: Record<string, () => Breaking> = {
  'titre répété': () => ({
    source: 'services',
    slug: `${firstService.slug}-1`,
    data: { ...firstService.data },
    field: ['title'],
    value: firstService.data!['title'],
  }),
  'titre d’une section du modèle': () => {
    const title = ui.servicePage['benefitsHeading']!;
    return {
      source: 'services',
      slug: firstService.slug,
      data: { ...firstService.data, title },
      field: ['title'],
      value: title,
    };
  },
  'distances par la route': () => {
    const communes = structuredClone(dataOf('communes')['communes']) as { distanceKm: number }[];
    communes[1]!.distanceKm = 1;
    return { source: 'communes', slug: 'communes', data: { communes }, field: ['communes'], value: communes };
  },
  'avis daté d’avant son chantier': () => {
    const day = '2020-01-15';
    const data = { ...cited.data, date: day, consent: day };
    return { source: 'reviews', slug: cited.slug, data, field: ['date'], value: day };
  },
  'prix trop anciens': () => {
    const budget = { ...(firstService.data!['budget'] as object), pricedOn: '2020-01-15' };
    const data = { ...firstService.data, budget };
    return { source: 'services', slug: firstService.slug, data, field: ['budget', 'pricedOn'], value: '2020-01-15' };
  },
  'date de relecture passée': () => {
    const aid = structuredClone(dataOf('aid')) as { statements: { reviewBy: string }[] };
    aid.statements[0]!.reviewBy = '2020-01-15';
    return { source: 'aid', slug: 'aid', data: aid, field: ['statements', '*', 'reviewBy'], value: '2020-01-15' };
  },
};

function sourceOf({ source, slug }: Breaking): EntrySource {
  const found: ContentSource = contentSources[source];
  return found.kind === 'file' ? entrySource(found.group, source)! : entrySource(source, slug)!;
}

/** Writes the changed document into the project, and gives what puts the project back. */
function written({ source, slug, data }: Breaking): () => void {
  const before = shipped.find((file) => file.source === source && file.slug === slug);
  const found: ContentSource = contentSources[source];
  const file = before?.file ?? `src/content/${found.kind === 'folder' ? found.folder : ''}/${slug}.md`;
  writeFileSync(join(project, file), writeContent(data, file.endsWith('.md')));
  return () =>
    before
      ? writeFileSync(join(project, file), writeContent(before.data!, file.endsWith('.md')))
      : rmSync(join(project, file));
}

/**
 * What each place refuses of `change` with `rules`, and not without `rule`. The site's own list is
 * not handed to the places: they are called as the build and the admin call them, on their own list.
 */
async function refusals(rules: readonly SiteRule[], rule: SiteRule, change: Breaking) {
  const without = rules.filter((other) => other !== rule);
  const given = (list: readonly SiteRule[]) => (list === siteRules ? undefined : list);
  const restore = written(change);
  const build = async (list: readonly SiteRule[]) =>
    (await contentProblems(project, given(list))).problems.map(({ field, message }) => `${field}${NBSP}: ${message}`);
  const [buildWith, buildWithout] = [await build(rules), await build(without)];
  restore();
  setSiteValues({ ...saved, ...ruleSiteOf(shipped as readonly ContentFile[]) });
  const found = sourceOf(change);
  const save = (list: readonly SiteRule[]) => siteChecks(found, change.slug, change.data, given(list));
  const entry = { get: (key: string) => ({ data: change.data, slug: change.slug })[key] };
  const field = (list: readonly SiteRule[]) =>
    fieldMessages(
      { source: found, entry, path: change.field, value: change.value, container: null, sizeChecked: false },
      given(list),
    );
  const added = (all: string[], less: string[]) => all.filter((message) => !less.includes(message));
  return {
    build: added(buildWith, buildWithout),
    save: added(save(rules), save(without)),
    field: added(field(rules), field(without)),
  };
}

// Each case copies the example project and runs the build's check on it: slow on a busy machine.
describe('the site’s rules, written once in their list', { timeout: 30_000 }, () => {
  it('are a list, each with a change that breaks it', () => {
    expect(siteRules.length).toBeGreaterThan(0);
    expect(siteRules.map(({ name }) => name).sort()).toEqual(Object.keys(breaking).sort());
  });

  for (const rule of siteRules) {
    it(`« ${rule.name} »: refused on save and as typed, in the build's words${rule.refusedByBuild ? ', and by the build' : ''}`, async () => {
      const { build, save, field } = await refusals(siteRules, rule, breaking[rule.name]!());
      expect(save.length).toBeGreaterThan(0);
      expect(field.length).toBeGreaterThan(0);
      // The field says the message after where it is within the field, when it is deeper.
      for (const message of field) expect(save.some((said) => said.endsWith(message))).toBe(true);
      // A rule on dates is the admin's to refuse: the build publishes the statement as no longer current.
      expect(build).toEqual(rule.refusedByBuild ? save : []);
    });
  }

  it('run a rule added to the list alone in the build, on save and as typed', async () => {
    const title = 'Toiture de démonstration';
    const message = `«${NBSP}${title}${NBSP}» est un titre d’essai.`;
    const added: SiteRule = {
      name: 'titre d’essai',
      judges: ['services'],
      reads: [],
      refusedByBuild: true,
      speaks: 'top',
      inSite: (documents) =>
        documents.flatMap(({ source, slug, data }) =>
          source === 'services' && data?.['title'] === title ? [{ source, slug, path: ['title'], message }] : [],
        ),
      inChange: ({ data }) => (data['title'] === title ? [{ path: ['title'], message }] : []),
    };
    const change = { ...breaking['titre d’une section du modèle']!(), value: title };
    change.data = { ...change.data, title };
    const { build, save, field } = await refusals([...siteRules, added], added, change);
    expect(build).toEqual([`Titre${NBSP}: ${message}`]);
    expect(save).toEqual(build);
    expect(field).toEqual([message]);
  });
});
