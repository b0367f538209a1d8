/**
 * The lists the owner grows and shrinks (services, gallery tabs and pictures, communes, regions,
 * the form's project types): their bounds, what follows an added, removed, renamed or moved item,
 * and the admin's settings for each, all from the same schemas as the build.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { adminCollections } from '../../../src/lib/admin/admin-config';
import { documentFields, type AdminField } from '../../../src/lib/admin/admin-fields';
import { documentProblems as problemsOf, labelledPath } from '../../../src/lib/content/content-rules';
import { pictureSlots } from '../../../src/lib/media/image-slots';
import { workingSize } from '../../../src/lib/media/photos-rules';
import { assembleContent, projectTypeOptions, type RawContent } from '../../../src/lib/content/site-content';
import { citedPhotosModule } from '../../../src/integrations/cited-photos';
import { folderProblems } from '../../../src/integrations/content-check';
import { adminGroups, CONTENT_DIR, contentSources } from '../../../src/schemas/collections';
import { galleryBounds, gallerySchema } from '../../../src/schemas/gallery';
import { sectionsSchema } from '../../../src/schemas/home';
import { galleryArtworks, serviceArtworks } from '../../../src/schemas/image-slots';
import { municipalityNames } from '../../../src/schemas/places';
import { communesSchema, regionsSchema, zoneBounds } from '../../../src/schemas/zone';
import { readExampleRaw } from '../../support/example-content';
import { projectRoot } from '../../../tools/project.mjs';
import { NBSP } from '../../../src/schemas/characters';

const raw = (): RawContent => readExampleRaw();

/** What the build and the admin refuse in a document, as the owner reads it: « Field › Field : message ». */
function documentProblems(schema: z.ZodType, data: Record<string, unknown>): string[] {
  return problemsOf({ schema }, data, null).map(
    ({ path, message }) => `${labelledPath(schema, path)}${NBSP}: ${message}`,
  );
}

/** A copy of a shipped service, under another file name, with changes. */
function newService(content: RawContent, slug: string, data: Partial<RawContent['services'][number]['data']>) {
  const model = content.services.find((service) => service.id === 'bardage')!;
  return { ...model, id: slug, data: { ...structuredClone(model.data), projectType: undefined, ...data } };
}

/** The field at `path` (`images.*.artwork`) of a list of admin fields. */
function fieldAt(fields: readonly AdminField[], path: string): AdminField | undefined {
  const [name, ...rest] = path.split('.');
  const field = fields.find((candidate) => candidate.name === name);
  if (!field || rest.length === 0) return field;
  if (rest[0] === '*') return rest.length === 1 ? field.field : fieldAt(field.fields ?? [], rest.slice(1).join('.'));
  return fieldAt(field.fields ?? [], rest.join('.'));
}

describe('the shipped example', () => {
  it('keeps the specification’s shape: 7 services, 6 tabs of 4 pictures, 6 communes, 5 regions, 12 project types', () => {
    const content = assembleContent(raw());
    expect(content.services.map((service) => service.slug)).toEqual([
      'charpente',
      'couverture-ardoise',
      'couverture-tuile',
      'couverture-zinc',
      'isolation',
      'bardage',
      'maison-ossature-bois',
    ]);
    expect(content.gallery.map((tab) => [tab.id, tab.images.length])).toEqual(
      ['ardoise', 'tuile', 'zinc', 'charpente', 'bardage', 'ossature'].map((id) => [id, 4]),
    );
    expect([content.communes.length, content.regions.length, content.projectTypes.length]).toEqual([6, 5, 12]);
  });

  it('names every shipped illustration that exists, and only those', () => {
    const names = (folder: string) =>
      readdirSync(join(projectRoot, 'src/assets/artwork', folder))
        .map((file) => file.replace(/\.svg$/, ''))
        .toSorted();
    expect([...serviceArtworks].toSorted()).toEqual(names('services'));
    expect([...galleryArtworks].toSorted()).toEqual(names('galerie'));
  });
});

describe('services', () => {
  it('are listed in the owner’s order: position, then title', () => {
    const content = raw();
    const position = (slug: string, value: number) => {
      content.services.find((service) => service.id === slug)!.data.position = value;
    };
    position('bardage', 1);
    position('isolation', 1);
    expect(
      assembleContent(content)
        .services.map((service) => service.slug)
        .slice(0, 3),
    ).toEqual(['bardage', 'charpente', 'isolation']);
  });

  it('each give the form a project type, between the owner’s own, which follows an added, renamed or removed service', () => {
    const content = raw();
    content.services = content.services.filter((service) => service.id !== 'couverture-zinc');
    // The admin's list of services no longer offers it to a worksite.
    for (const worksite of content.worksites) {
      worksite.data.services = worksite.data.services.filter((slug) => slug !== 'couverture-zinc');
    }
    content.services.find((service) => service.id === 'couverture-ardoise')!.data.title = 'Ardoise naturelle';
    content.services.push(newService(content, 'demoussage', { title: 'Démoussage', position: 8 }));
    const types = assembleContent(content).projectTypes;
    expect(types.map((type) => type.value)).toEqual([
      'nouvelle-charpente',
      'charpente',
      'couverture-ardoise',
      'couverture-tuile',
      'isolation',
      'bardage',
      'maison-bois',
      'demoussage',
      'renovation',
      'urgence',
      'roofing',
      'autre',
    ]);
    expect(types.find((type) => type.value === 'couverture-ardoise')?.label).toBe('Ardoise naturelle');
    expect(types.find((type) => type.value === 'demoussage')?.label).toBe('Démoussage');
    // A service may keep a shorter label and an identifier of its own (the specification's).
    expect(types.find((type) => type.value === 'isolation')?.label).toBe('Isolation');
    expect(types.find((type) => type.value === 'maison-bois')?.label).toBe('Maison Ossature Bois');
  });

  it('take the place of an option of the owner’s that has their identifier', () => {
    const services = [{ slug: 'renovation', title: 'Rénovation complète', projectType: undefined }];
    const own = { before: [{ value: 'renovation', label: 'Rénovation' }], after: [{ value: 'autre', label: 'Autre' }] };
    expect(projectTypeOptions(own, services)).toEqual([
      { value: 'renovation', label: 'Rénovation complète' },
      { value: 'autre', label: 'Autre' },
    ]);
  });

  it('need a file name that can be a page’s address, and one service at least', () => {
    const file = (source: 'services' | 'legal', slug: string) => ({
      file: `src/content/${source}/${slug}.md`,
      source,
      slug,
      data: {},
    });
    const legal = ['mentions-legales', 'politique-de-confidentialite', 'conditions-generales'].map((slug) =>
      file('legal', slug),
    );
    expect(folderProblems([file('services', 'demoussage'), ...legal])).toEqual([]);
    expect(folderProblems([file('services', 'Démoussage du toit'), ...legal])).toEqual([
      {
        file: 'src/content/services/Démoussage du toit.md',
        field: '',
        message: expect.stringMatching(/^Le nom du fichier est l’adresse de sa page/),
      },
    ]);
    expect(folderProblems(legal)).toEqual([
      { file: 'src/content/services/', field: '', message: `Aucune page${NBSP}: gardez-en au moins une.` },
    ]);
    expect(folderProblems([file('services', 'charpente'), ...legal.slice(1)])).toEqual([
      { file: 'src/content/legal/mentions-legales.md', field: '', message: 'Fichier introuvable.' },
    ]);
  });

  it('show a shipped illustration or the owner’s photo, never nothing', () => {
    const schema = contentSources.services.schema;
    const service = raw().services[0]!.data;
    const photo = { file: '/photos/demoussage.jpg', alt: 'Toiture en tuiles nettoyée de ses mousses à Thuin' };
    expect(documentProblems(schema, { ...service, image: { photo } })).toEqual([]);
    expect(documentProblems(schema, { ...service, image: {} })).toEqual([
      `Image du service › Votre photo${NBSP}: Choisissez une illustration livrée ou votre photo.`,
    ]);
    expect(documentProblems(schema, { ...service, image: { artwork: 'charpente' } })).toEqual([
      `Image du service › Texte alternatif de l’illustration${NBSP}: Ce texte est vide${NBSP}: écrivez-le.`,
    ]);
    expect(documentProblems(schema, { ...service, image: { artwork: 'chaume', alt: service.image.alt } })).toHaveLength(
      1,
    );
  });
});

describe('the gallery', () => {
  const tabs = () => structuredClone(raw().gallery);
  const problems = (categories: unknown) => documentProblems(gallerySchema, { categories });
  const photo = (n: number) => ({
    file: `/photos/chantier-${n}.jpg`,
    caption: `Toiture en ardoise refaite à Thuin, chantier ${n}`,
    alt: `Maison en pierre bleue à Thuin, toiture en ardoise neuve, vue ${n}`,
  });

  it('has 1 to 24 pictures per tab; a picture the owner adds needs a photo', () => {
    const gallery = tabs();
    const ardoise = gallery[0]!;
    ardoise.images.push(...Array.from({ length: galleryBounds.pictures.max - 4 }, (_, n) => ({ photo: photo(n) })));
    expect(problems(gallery)).toEqual([]);
    ardoise.images.push({ photo: photo(99) });
    expect(problems(gallery)).toEqual([
      `Onglets › n°${NBSP}1 › Images${NBSP}: 24 éléments au plus${NBSP}: retirez-en.`,
    ]);
    ardoise.images = [{ caption: 'Une image ajoutée sans photo', alt: 'Une image ajoutée sans photo' }];
    expect(problems(gallery)).toEqual([
      `Onglets › n°${NBSP}1 › Images › n°${NBSP}1 › Votre photo${NBSP}: Une image ajoutée n’a pas d’illustration${NBSP}: choisissez votre photo.`,
    ]);
    ardoise.images = [];
    expect(problems(gallery)).toEqual([`Onglets › n°${NBSP}1 › Images${NBSP}: Il faut au moins 1 élément.`]);
  });

  it('has 1 to 8 tabs, each with its own identifier, and a bounded number of pictures in all', () => {
    const gallery = tabs();
    const extra = (id: string, pictures: number) => ({
      ...structuredClone(gallery[0]!),
      id,
      images: Array.from({ length: pictures }, (_, n) => ({ photo: photo(n) })),
    });
    expect(problems([...gallery, extra('lucarnes', 24), extra('corniches', 24)])).toEqual([]);
    expect(problems([...gallery, extra('lucarnes', 1), extra('corniches', 1), extra('chassis', 1)])).toEqual([
      `Onglets${NBSP}: 8 éléments au plus${NBSP}: retirez-en.`,
    ]);
    const full = ['lucarnes', 'corniches', 'chassis', 'pignons'].map((id) => extra(id, 24));
    expect(problems(full)).toEqual([]);
    expect(problems([...full, extra('auvents', 1)])).toEqual([
      `Onglets${NBSP}: 97 images : 96 au plus dans toute la galerie. Retirez-en 1.`,
    ]);
    expect(problems([...gallery, extra('ardoise', 1)])).toEqual([
      `Onglets${NBSP}: Deux onglets ont l’identifiant «${NBSP}ardoise${NBSP}»${NBSP}: donnez à chacun le sien.`,
    ]);
    expect(problems([{ ...gallery[0]!, id: 'Lucarnes et fenêtres' }])).toHaveLength(1);
    expect(problems([])).toEqual([`Onglets${NBSP}: Il faut au moins 1 élément.`]);
  });

  it('keeps each picture’s illustration and texts together wherever the owner moves it', () => {
    const content = raw();
    const ardoise = content.gallery[0]!;
    ardoise.images = [ardoise.images[3]!, ardoise.images[0]!, { photo: photo(1) }];
    const slots = pictureSlots({
      home: content.home,
      services: content.services.map((service) => ({ slug: service.id, image: service.data.image })),
      gallery: content.gallery,
      worksites: [],
    }).filter((picture) => picture.slot.startsWith('galerie/ardoise-'));
    expect(slots.map(({ slot, artwork }) => [slot, artwork])).toEqual([
      ['galerie/ardoise-1', 'galerie/ardoise-4'],
      ['galerie/ardoise-2', 'galerie/ardoise-1'],
      ['galerie/ardoise-3', undefined],
    ]);
    expect(slots[0]?.content.caption).toMatch(/faîtage et rive en zinc/);
  });
});

describe('communes and regions', () => {
  const { communes } = raw();
  const commune = (name: string) => ({ ...structuredClone(communes[0]!), name });

  it('are lists of 1 to 12 localities and 1 to 8 regions, each name once', () => {
    const problems = (list: unknown[]) => documentProblems(communesSchema, { communes: list });
    const twelve = municipalityNames.slice(0, zoneBounds.communes.max).map(commune);
    expect(problems(twelve)).toEqual([]);
    expect(problems([...twelve, commune(municipalityNames[zoneBounds.communes.max]!)])).toEqual([
      `Localités d’intervention rapide${NBSP}: 12 éléments au plus${NBSP}: retirez-en.`,
    ]);
    expect(problems([])).toEqual([`Localités d’intervention rapide${NBSP}: Il faut au moins 1 élément.`]);
    expect(problems([commune('Thuin'), commune('Thuin')])).toEqual([
      `Localités d’intervention rapide${NBSP}: «${NBSP}Thuin${NBSP}» figure deux fois${NBSP}: gardez-en un.`,
    ]);
    const { regions } = raw();
    const moreRegions = [...regions, ...regions.map((region) => ({ ...region, name: `${region.name}-Sud` }))];
    expect(documentProblems(regionsSchema, { regions: moreRegions })).toEqual([
      `Régions${NBSP}: 8 éléments au plus${NBSP}: retirez-en.`,
    ]);
  });

  it('follow the owner’s edits on the site: an added commune, a removed region', () => {
    const content = raw();
    content.communes.push(commune('Walcourt'));
    content.regions = content.regions.filter((region) => region.name !== 'Nivelles');
    const assembled = assembleContent(content);
    expect(assembled.communes.map((c) => c.name).at(-1)).toBe('Walcourt');
    expect(assembled.regions.map((r) => r.name)).not.toContain('Nivelles');
  });
});

describe('the admin’s settings for the lists', () => {
  const collections = adminCollections(contentSources, adminGroups, CONTENT_DIR);
  const fields = (source: keyof typeof contentSources) => documentFields(contentSources[source].schema);

  it('lets the owner add, remove and reorder within the bounds of each list', () => {
    const gallery = fields('gallery');
    expect(fieldAt(gallery, 'categories')).toMatchObject({ widget: 'list', min: 1, max: 8 });
    expect(fieldAt(gallery, 'categories')).not.toHaveProperty('allow_reorder');
    expect(fieldAt(gallery, 'categories')).not.toHaveProperty('allow_add');
    expect(fieldAt(gallery, 'categories.*.images')).toMatchObject({ widget: 'list', min: 1, max: 24 });
    expect(fieldAt(gallery, 'categories.*.images')?.hint).toMatch(/De 1 à 24 images/);
    expect(fieldAt(gallery, 'categories.*.images.*.artwork')).toMatchObject({ widget: 'hidden' });
    expect(fieldAt(gallery, 'categories.*.id')).toMatchObject({ widget: 'string', required: true });
    expect(fieldAt(fields('communes'), 'communes')).toMatchObject({ widget: 'list', min: 1, max: 12 });
    expect(fieldAt(fields('regions'), 'regions')).toMatchObject({ widget: 'list', min: 1, max: 8 });
    expect(fieldAt(fields('projectTypes'), 'before')).toMatchObject({ widget: 'list', max: 10 });
  });

  it('shows no drag handle where the order is imposed', () => {
    expect(fieldAt(fields('sections'), 'sections')).toMatchObject({
      allow_add: false,
      allow_remove: false,
      allow_reorder: false,
    });
    expect(fieldAt(fields('home'), 'whyChoose')).toMatchObject({ allow_reorder: false });
    expect(fieldAt(fields('services'), 'features')).not.toHaveProperty('allow_reorder');
  });

  it('creates and deletes service pages, listed in the order of their position; the legal pages are fixed', () => {
    const services = collections.find((collection) => collection.name === 'services');
    expect(services).toMatchObject({
      label_singular: 'Service',
      create: true,
      delete: true,
      slug: '{{slug}}',
      sortable_fields: [{ field: 'position', label: 'Position', default_sort: true }, 'title'],
    });
    expect(services && 'description' in services && services.description).toMatch(/Gardez-en au moins un/);
    expect(collections.find((collection) => collection.name === 'legal')).toMatchObject({
      create: false,
      delete: false,
    });
    const service = fields('services');
    expect(fieldAt(service, 'position')).toMatchObject({ widget: 'number', value_type: 'int' });
    expect(fieldAt(service, 'image.artwork')).toMatchObject({ widget: 'select', required: false });
    expect(fieldAt(service, 'image.artwork')?.options?.map((option) => (option as { value: string }).value)).toEqual([
      ...serviceArtworks,
    ]);
    expect(fieldAt(service, 'projectType')).toMatchObject({ widget: 'object', required: false, collapsed: true });
    expect(fieldAt(service, 'projectType.value')).toMatchObject({ widget: 'string', required: false });
  });
});

describe('the owner’s photos', () => {
  it('are reduced to a working size when saved, never enlarged, and keep enough for any slot', () => {
    expect(workingSize(4000, 3000)).toEqual({ width: 2560, height: 1920 });
    expect(workingSize(3000, 4000)).toEqual({ width: 1920, height: 2560 });
    expect(workingSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(workingSize(6000, 2000)).toEqual({ width: 4800, height: 1600 });
    expect(workingSize(5000, 1000)).toEqual({ width: 5000, height: 1000 });
  });

  it('reach the build through imports of the photos the content names, and of no other', () => {
    const code = citedPhotosModule(['/photos/toit.jpg', '/photos/galerie/pignon.webp']);
    expect(code).toBe(
      [
        'import photo0 from "/photos/toit.jpg";',
        'import photo1 from "/photos/galerie/pignon.webp";',
        'export default {',
        '  "/photos/toit.jpg": photo0,',
        '  "/photos/galerie/pignon.webp": photo1,',
        '};',
      ].join('\n'),
    );
    expect(citedPhotosModule([])).toBe('export default {\n\n};');
  });
});

describe('the home page’s sections', () => {
  it('each has a visible title of its own (a screen reader names its region by it)', () => {
    const { sections } = raw();
    expect(documentProblems(sectionsSchema, { sections })).toEqual([]);
    const repeated = sections[1]!.heading;
    const twice = sections.map((section, index) => (index === 2 ? { ...section, heading: ` ${repeated}` } : section));
    expect(documentProblems(sectionsSchema, { sections: twice })).toEqual([
      `${labelledPath(sectionsSchema, ['sections'])}${NBSP}: Deux sections ont le titre visible «${NBSP}${repeated}${NBSP}»${NBSP}: un lecteur d’écran ne pourrait pas les distinguer. Donnez à chacune le sien.`,
    ]);
  });
});
