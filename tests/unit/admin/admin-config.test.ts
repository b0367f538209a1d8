import { describe, expect, it } from 'vitest';
import { adminCollections } from '../../../src/lib/admin/admin-config';
import { documentFields, jsonSchemaOf, type AdminField } from '../../../src/lib/admin/admin-fields';
import { cmsConfig } from '../../../src/lib/admin/admin-settings';
import { labelledPath } from '../../../src/lib/content/content-rules';
import { adminGroups, CONTENT_DIR, contentSources } from '../../../src/schemas/collections';
import { localityNames, municipalityNames, placeNames } from '../../../src/schemas/places';

/** Every field of an admin configuration, with its path (`meta.title`, `benefits.*.icon`). */
function flatten(fields: readonly AdminField[], prefix = ''): [string, AdminField][] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const nested = field.fields ?? (field.field ? [field.field] : []);
    const childPrefix = field.widget === 'list' ? `${path}.*.` : `${path}.`;
    // A list's items, and the values a relation or a choice of several holds, are the schema's `.*`.
    const children =
      field.widget === 'list' && field.field
        ? [[`${path}.*`, field.field] as [string, AdminField]]
        : (field.widget === 'relation' || field.widget === 'select') && field.multiple
          ? [[`${path}.*`, field] as [string, AdminField]]
          : flatten(nested, childPrefix);
    return [[path, field] as [string, AdminField], ...children];
  });
}

/** Every leaf of a schema, from its JSON Schema, with its path in the same notation. */
function schemaLeaves(node: Record<string, unknown>, path = ''): string[] {
  const inner = (node.anyOf as Record<string, unknown>[] | undefined)?.find((o) => o.type !== 'null') ?? node;
  if (inner.type === 'object' && inner.properties && inner.widget !== 'hidden') {
    return Object.entries(inner.properties as Record<string, Record<string, unknown>>).flatMap(([key, child]) =>
      schemaLeaves(child, path ? `${path}.${key}` : key),
    );
  }
  if (inner.type === 'array' && inner.items) {
    const items = inner.items as Record<string, unknown>;
    return items.type === 'object' && items.widget !== 'hidden' ? schemaLeaves(items, `${path}.*`) : [`${path}.*`];
  }
  return [path];
}

const sources = Object.entries(contentSources);

describe('the admin is made from the content schemas', () => {
  for (const [name, source] of sources) {
    it(`${name}: every field of the schema can be edited in the admin`, () => {
      const fields = new Map(flatten(documentFields(source.schema)));
      for (const leaf of schemaLeaves(jsonSchemaOf(source.schema) as Record<string, unknown>)) {
        expect(fields.has(leaf), `${name} › ${leaf}`).toBe(true);
      }
    });
  }

  it('lists every content file once, in the groups of the admin’s menu, Markdown texts included', () => {
    const collections = adminCollections(contentSources, adminGroups, CONTENT_DIR);
    const files = collections.flatMap((c) => ('files' in c ? c.files.map((f) => f.file) : [c.folder]));
    expect(files.toSorted()).toEqual(
      sources.map(([, s]) => `${CONTENT_DIR}/${s.kind === 'file' ? s.file : s.folder}`).toSorted(),
    );
    const services = collections.find((c) => c.name === 'services');
    expect(services && 'folder' in services && services.create).toBe(true);
    expect(services && 'fields' in services && services.fields.at(-1)).toMatchObject({
      name: 'body',
      widget: 'markdown',
    });
  });

  it('names each item of the admin’s menu differently', () => {
    // Two items named alike (a group of documents and a list) leave the owner guessing which one to open.
    const labels = adminCollections(contentSources, adminGroups, CONTENT_DIR).map((collection) => collection.label);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  });
});

describe('the admin’s fields follow the schemas', () => {
  it('lists of fixed length cannot grow or shrink; bounded ones say their bounds', () => {
    const fields = new Map(flatten(documentFields(contentSources.services.schema)));
    expect(fields.get('features')).toMatchObject({
      widget: 'list',
      min: 4,
      max: 4,
      allow_add: false,
      allow_remove: false,
    });
    const regions = new Map(flatten(documentFields(contentSources.regions.schema)));
    expect(regions.get('regions.*.highlights')).toMatchObject({ widget: 'list', min: 3, max: 6 });
    expect(regions.get('regions.*.highlights')?.allow_add).toBeUndefined();
  });

  it('numbers are whole where the schema says so, fixed choices are the schema’s options', () => {
    const communes = new Map(flatten(documentFields(contentSources.communes.schema)));
    expect(communes.get('communes.*.distanceKm')).toMatchObject({ widget: 'number', value_type: 'float' });
    const figures = new Map(flatten(documentFields(contentSources.figures.schema)));
    expect(figures.get('experience.annees-experience')).toMatchObject({ widget: 'number', value_type: 'int' });
    const home = new Map(flatten(documentFields(contentSources.home.schema)));
    expect(home.get('hero.quoteButton')).toMatchObject({ widget: 'select', options: ['Demander un Devis Gratuit'] });
    expect(home.get('claims')?.fields?.map((f) => f.name)).toEqual(['value', 'label']);
  });

  it('a photo is optional, with its texts asked for only once it is chosen', () => {
    const fields = new Map(flatten(documentFields(contentSources.services.schema)));
    expect(fields.get('image.photo')).toMatchObject({ widget: 'object', required: false, collapsed: true });
    // Required within the group, which the admin asks for only once the group is filled in (ruled-widgets.tsx).
    expect(fields.get('image.photo.file')).toMatchObject({ widget: 'image', required: true });
    expect(fields.get('image.photo.alt')).toMatchObject({ required: true });
    expect(fields.get('image.photo.file')?.hint).toMatch(/800\u00a0×\u00a0600\u00a0px/);
    // A service's illustration is one it chooses: its text is asked for by the schema with it.
    expect(fields.get('image.alt')).toMatchObject({ required: false });
    const home = new Map(flatten(documentFields(contentSources.home.schema)));
    expect(home.get('hero.image.alt')).toMatchObject({ required: true });
  });

  it('names a field by the labels the owner sees', () => {
    expect(labelledPath(contentSources.services.schema, ['benefits', 2, 'title'])).toBe(
      'Avantages › n°\u00a03 › Titre',
    );
    expect(labelledPath(contentSources.services.schema, ['meta', 'description'])).toBe(
      'Référencement › Description dans les moteurs de recherche',
    );
  });

  it('carries no rule of its own: no pattern, no list of values to quote, and stays small', () => {
    const collections = adminCollections(contentSources, adminGroups, CONTENT_DIR, {
      format: 'contenu',
      previews: new Set(['services']),
    });
    const config = JSON.stringify(
      cmsConfig({ backend: { repo: 'proprietaire/site', branch: 'main' }, site: {} as never }, collections),
    );
    expect(config).not.toMatch(/"pattern"/);
    expect(config.split('{annees-experience}').length).toBeLessThan(4);
    // The whole menu and every field's label and hint, built in the browser from the schemas (with
    // the prices, the calculator's words, the aid page, the storm page, the credentials, and every fixed choice's French words
    // besides its code); the lists of places to pick from (Belgium's municipalities and villages)
    // are data beside them.
    const longLists = [...config.matchAll(/"options":(\[[^\]]{10000,}\])/g)].map((match) => match[1]!);
    expect(config.replace(/"options":\[[^\]]{10000,}\]/g, '"options":[]').length).toBeLessThan(130_000);
    const placeLists = [placeNames, municipalityNames, localityNames].map((list) => JSON.stringify(list));
    expect(longLists.length).toBeGreaterThan(0);
    for (const list of longLists) expect(placeLists).toContain(list);
    const services = collections.find((collection) => collection.name === 'services');
    expect(services).toMatchObject({ format: 'contenu', editor: { preview: true } });
  });
});
