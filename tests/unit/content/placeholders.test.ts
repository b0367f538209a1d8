/**
 * Texts that cite the data: figures, counts of the lists and places come from the data and stay
 * grammatical for any value the admin accepts; a text that names a place the owner's data no
 * longer holds is listed, where the owner finds it in the admin. The example's texts are read from
 * example/content, never copied here.
 */
import { describe, expect, it } from 'vitest';
import { readContentFiles } from '../../../src/integrations/content-files';
import { launchProblemsOf } from '../../../src/integrations/launch-guard';
import { fillHtml, fillPlaceholders } from '../../../src/lib/content/placeholders';
import { assembleContent, placeholdersOf, type RawContent } from '../../../src/lib/content/site-content';
import { stalePlaceProblems, type ContentDocument } from '../../../src/lib/content/stale-places';
import { EXAMPLE_CONTENT_DIR } from '../../../src/schemas/content-dirs';
import { text } from '../../../src/schemas/fields';
import { figuresSchema } from '../../../src/schemas/figures';
import { placeholderProblem, placeholderNames, numberPlaceholderNames } from '../../../src/schemas/placeholders';
import { projectRoot } from '../../../tools/project.mjs';
import { readExampleRaw } from '../../support/example-content';
import { NBSP } from '../../../src/schemas/characters';

const example = readContentFiles(projectRoot, EXAMPLE_CONTENT_DIR) as ContentDocument[];
/** Every visible text of the assembled site in one string, spaces made ordinary. */
const allTexts = (raw: RawContent) => {
  const { placeholders: _values, ...content } = assembleContent(raw);
  return JSON.stringify(content).replaceAll(NBSP, ' ');
};

describe('plural forms', () => {
  const days = '{jours-semaine, plural, =7 {7 jours sur 7, week-end compris} one {# jour sur 7} other {# jours sur 7}}';

  it('pick the exact number, then French grammar, then « other »; # is the number', () => {
    expect([7, 5, 1].map((count) => fillPlaceholders(days, { 'jours-semaine': count }))).toEqual([
      '7 jours sur 7, week-end compris',
      '5 jours sur 7',
      '1 jour sur 7',
    ]);
    expect(fillPlaceholders('{projets, plural, one {# projet} other {# projets}}', { projets: 1200 })).toBe(
      `1${'\u202f'}200 projets`,
    );
  });

  it('leave a name without a value as it is written (a map fills it later)', () => {
    expect(fillPlaceholders('{villes} à {rayon} km', { rayon: 50 })).toBe('{villes} à 50 km');
  });

  it('in rendered Markdown: values escaped, plural words kept as written', () => {
    const values = placeholdersOf(readExampleRaw());
    const html = fillHtml('<p>{nombre-regions, plural, one {une région} other {# régions}} — {nom}</p>', {
      ...values,
      nom: 'A & B',
    });
    expect(html).toBe(`<p>${String(values['nombre-regions'])} régions — A &amp; B</p>`);
  });

  it('are refused where they cannot be filled, in the owner’s words', () => {
    const check = (value: string) => placeholderProblem(value, placeholderNames, numberPlaceholderNames);
    expect(check(days)).toBeNull();
    expect(check('{nombre-region}')).toMatch(/Vouliez-vous écrire \{nombre-regions\}/);
    expect(check('{nom, plural, one {a} other {b}}')).toMatch(/\{nom\} n’est pas un nombre/);
    expect(check('{jours-semaine, plural, one {# jour}}')).toMatch(/pas de choix «\u00a0other\u00a0»/);
    expect(check('{jours-semaine, plural, few {a} other {b}}')).toMatch(/«\u00a0few\u00a0» n’est pas un choix/);
    expect(check('{jours-semaine, plural, one # jour}')).toMatch(/mal écrite/);
    expect(check('{jours-semaine, plural, one {# {inconnu}} other {#}}')).toMatch(/\{inconnu\} n’est pas une valeur/);
    expect(check('une { seule')).toMatch(/Accolade seule/);
    // The admin's fields and the build share the schema: the new names are accepted there.
    const field = text('Texte');
    for (const name of ['nombre-regions', 'liste-communes', 'lieu', 'nombre-onglets-galerie', 'nombre-services']) {
      expect(field.safeParse(`Texte {${name}}`).success, name).toBe(true);
    }
    expect(field.safeParse('{liste-commune}').error?.issues[0]?.message).toMatch(/\{liste-communes\}/);
  });
});

describe('the example’s texts, for any value the admin accepts', () => {
  it('say « N jours sur 7 » of the week, « week-end compris » only at 7, never « 5 jours sur 5 »', () => {
    const { shape } = figuresSchema.shape.urgences;
    const accepted = [1, 2, 3, 4, 5, 6, 7].filter((n) => shape['jours-semaine'].safeParse(n).success);
    expect(accepted).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const count of accepted) {
      const raw = readExampleRaw();
      raw.figures.urgences['jours-semaine'] = count;
      const texts = allTexts(raw);
      const weeks = [...texts.matchAll(/(\d+) (jours?) sur (\d+)|(\d+) j\/(\d+)/g)];
      expect(weeks.length, `${count} jours`).toBeGreaterThan(0);
      for (const [said, n, word, of, short, shortOf] of weeks) {
        expect([n ?? short, of ?? shortOf], said).toEqual([String(count), '7']);
        if (word) expect(word, said).toBe(count > 1 ? 'jours' : 'jour');
      }
      expect(texts.includes('week-end compris'), `${count} jours`).toBe(count === 7);
    }
  });

  it('count the lists as they are: regions, gallery tabs, communes, each agreeing in number', () => {
    for (const keep of [1, 3]) {
      const raw = readExampleRaw();
      raw.regions = raw.regions.slice(0, keep);
      raw.gallery = raw.gallery.slice(0, keep);
      raw.communes = raw.communes.slice(0, keep);
      const content = assembleContent(raw);
      const regions = content.home.claims.find((claim) => claim.value === String(keep));
      expect(regions?.label, 'the regions’ claim').toMatch(keep === 1 ? /^région\b/ : /^régions\b/);
      const texts = allTexts(raw);
      expect(texts).not.toMatch(/\b1 (?:régions|métiers|communes)\b|\bnos 1\b/);
      expect(texts).not.toMatch(new RegExp(`\\b(?!${keep}\\b)\\d+ (?:régions|métiers)\\b`));
      for (const region of readExampleRaw().regions.slice(keep)) {
        expect(content.home.hero.lead, region.name).not.toContain(region.name);
      }
      const listed = content.sections.find((section) => section.id === 'communes-proches')!.description;
      for (const commune of readExampleRaw().communes) {
        const kept = raw.communes.some((candidate) => candidate.name === commune.name);
        expect(listed.includes(commune.name), commune.name).toBe(kept);
      }
    }
  });

  it('name a village of the list by its own name in a sentence, its municipality left to the cards', () => {
    const raw = readExampleRaw();
    const village = raw.communes.find((commune) => / \(.+\)$/.test(commune.name));
    expect(village, 'a village in the example’s list').toBeDefined();
    const listed = assembleContent(raw).sections.find((section) => section.id === 'communes-proches')!.description;
    expect(listed).toContain(village!.name.replace(/ \(.+\)$/, ''));
    expect(listed).not.toContain(village!.name);
  });

  it('quote the quote’s delay in the form’s note, and no longer state a share of satisfied clients', () => {
    const raw = readExampleRaw();
    raw.figures.delais['heures-devis'] = 72;
    const content = assembleContent(raw);
    expect(content.ui.contact.notes.replaceAll(NBSP, ' ')).toContain('72 h');
    const about = String(example.find((document) => document.source === 'about')?.data?.['body']);
    const { home, sections } = assembleContent(readExampleRaw());
    expect(JSON.stringify([home, sections, about])).not.toMatch(/satisf|\d+\s?%/);
  });

  it('name the office’s village and municipality from the identity', () => {
    const raw = readExampleRaw();
    const { locality, municipality } = raw.identity.address;
    raw.identity.address = { ...raw.identity.address, locality: 'Thy-le-Château', municipality: 'Walcourt' };
    // The texts of the pages, the identity's own facts (court, depot) and the legal pages aside.
    const { home, sections, services, ui, zoneMap } = assembleContent(raw);
    const texts = JSON.stringify([home, sections, services, ui, zoneMap]).replaceAll(NBSP, ' ');
    expect(texts).toContain('Thy-le-Château (Walcourt)');
    expect(texts).not.toContain(locality);
    expect(texts).not.toContain(municipality);
  });
});

describe('a text naming a place the data no longer holds', () => {
  /** The example with one document changed, as an owner would leave it. */
  const changed = (source: string, change: (data: Record<string, unknown>) => Record<string, unknown>) =>
    example.map((document) =>
      document.source === source && document.data
        ? { ...document, data: change(structuredClone(document.data)) }
        : document,
    );

  it('is nothing in the example as shipped', () => {
    expect(stalePlaceProblems(example, example)).toEqual([]);
    expect(launchProblemsOf(projectRoot, {}).filter((problem) => problem.what.startsWith('nomme'))).toEqual([]);
  });

  it('lists each text still naming a removed commune, at its place in the admin', () => {
    const communes = example.find((document) => document.source === 'communes')!.data!['communes'] as {
      name: string;
    }[];
    const removed = communes.at(-1)!.name;
    const owner = changed('communes', (data) => ({ ...data, communes: communes.slice(0, -1) }));
    const problems = stalePlaceProblems(owner, example);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem.what).toContain(`«${NBSP}${removed}${NBSP}»`);
    const where = problems.map((problem) => problem.where);
    // The example's « Couvreur à …, … et Mettet » and « couvreur Mettet »: a title and a keyword of a section.
    const section = `Page d’accueil › Titres et référencement des sections › Sections de l’accueil › n°${NBSP}6`;
    expect(where).toContain(`${section} › Titre de l’onglet pendant la lecture de la section`);
    expect(where.some((place) => place.startsWith(`${section} › Mots-clés › n°${NBSP}`))).toBe(true);
    // The description cites {liste-communes}: it follows the list and is not listed.
    expect(where.filter((place) => place.endsWith('› Description pendant la lecture de la section'))).toEqual([]);
  });

  it('lists a text that still types the example’s village once the office has moved, not those citing {localite}', () => {
    const identity = example.find((document) => document.source === 'identity')!.data!;
    const village = (identity['address'] as { locality: string }).locality;
    const moved = changed('identity', (data) => ({
      ...data,
      address: { ...(data['address'] as object), locality: 'Thy-le-Château', municipality: 'Walcourt' },
    }));
    const typed = moved.map((document) =>
      document.source === 'home' && document.data
        ? {
            ...document,
            data: { ...document.data, hero: { ...(document.data['hero'] as object), title: `Couvreur à ${village}` } },
          }
        : document,
    );
    expect(stalePlaceProblems(typed, example)).toEqual([
      {
        where: 'Page d’accueil › Haut de page, chiffres, engagements, valeurs › Haut de page › Titre principal (h1)',
        what: expect.stringContaining(`«${NBSP}${village}${NBSP}»`),
      },
    ]);
  });
});
