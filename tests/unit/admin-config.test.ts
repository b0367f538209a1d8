import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import {
  adminCollections,
  adminField,
  documentFields,
  documentProblems,
  jsonSchemaOf,
  labelledPath,
  type AdminField,
} from '../../src/lib/admin-config';
import { adminGroups, CONTENT_DIR, contentSources } from '../../src/schemas/collections';
import { readRawContent } from '../../src/integrations/content-files';

/** Every field of an admin configuration, with its path (`meta.title`, `benefits.*.icon`). */
function flatten(fields: readonly AdminField[], prefix = ''): [string, AdminField][] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const nested = field.fields ?? (field.field ? [field.field] : []);
    const childPrefix = field.widget === 'list' ? `${path}.*.` : `${path}.`;
    const children =
      field.widget === 'list' && field.field
        ? [[`${path}.*`, field.field] as [string, AdminField]]
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
});

describe('the admin checks what the build checks', () => {
  /** Whether the admin accepts a value for a text field: required, then its pattern. */
  const accepts = (field: AdminField, value: string) =>
    (value !== '' || !field.required) && (!field.pattern || value === '' || new RegExp(field.pattern[0]).test(value));

  const textCases: [string, z.ZodType, string[]][] = [
    [
      'a service title',
      contentSources.services.schema.shape.title,
      ['', 'Charpente', 'Garantie {annees-garantie} ans', 'Garantie {annees-garanti} ans', '{', 'a'.repeat(200)],
    ],
    [
      'a sentence',
      contentSources.services.schema.shape.tagline,
      ['trop court', 'a'.repeat(19), 'a'.repeat(20), 'Une phrase de plus de vingt caractères.'],
    ],
    [
      'a search description',
      contentSources.services.schema.shape.meta.shape.description,
      ['a'.repeat(69), 'a'.repeat(70), 'a'.repeat(200), 'a'.repeat(201)],
    ],
    [
      'the phone number',
      contentSources.identity.schema.shape.phone.shape.e164,
      ['+3271123456', '+32470123456', '071 12 34 56', '+33123456789', '+32711234567890'],
    ],
    [
      'the postal code',
      contentSources.identity.schema.shape.address.shape.postalCode,
      ['6500', '650', '65000', 'B-6500'],
    ],
    [
      'an hour',
      contentSources.identity.schema.shape.openingHours.element.shape.opens,
      ['08:00', '8:00', '24:00', '23:59'],
    ],
    [
      'the VAT number',
      contentSources.identity.schema.shape.vatNumber,
      ['BE 0123.456.749', 'BE0123456749', '0123.456.749', 'FR 0123.456.749'],
    ],
    [
      'a project type’s identifier',
      contentSources.projectTypes.schema.shape.before.element.shape.value,
      ['couverture-ardoise', 'Couverture', 'toit--plat', 'a'],
    ],
  ];

  for (const [label, schema, values] of textCases) {
    it(`${label}: the admin accepts exactly what the schema accepts`, () => {
      const field = adminField('champ', jsonSchemaOf(schema), true);
      for (const value of values)
        expect(accepts(field, value), JSON.stringify(value)).toBe(schema.safeParse(value).success);
    });
  }

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

  it('numbers have the schema’s bounds, fixed choices are the schema’s options', () => {
    const communes = new Map(flatten(documentFields(contentSources.communes.schema)));
    expect(communes.get('communes.*.distanceKm')).toMatchObject({ widget: 'number', max: 20 });
    const figures = new Map(flatten(documentFields(contentSources.figures.schema)));
    expect(figures.get('annees-experience')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 100 });
    const home = new Map(flatten(documentFields(contentSources.home.schema)));
    expect(home.get('hero.quoteButton')).toMatchObject({ widget: 'select', options: ['Demander un Devis Gratuit'] });
    expect(home.get('claims')?.fields?.map((f) => f.name)).toEqual(['value', 'label']);
  });

  it('a photo is optional, with its texts asked for only once it is chosen', () => {
    const fields = new Map(flatten(documentFields(contentSources.services.schema)));
    expect(fields.get('image.photo')).toMatchObject({ widget: 'object', required: false, collapsed: true });
    expect(fields.get('image.photo.file')).toMatchObject({ widget: 'image', required: false });
    expect(fields.get('image.photo.file')?.hint).toMatch(/800 × 600 px/);
    // A service's illustration is one it chooses: its text is asked for by the schema with it.
    expect(fields.get('image.alt')).toMatchObject({ required: false });
    const home = new Map(flatten(documentFields(contentSources.home.schema)));
    expect(home.get('hero.image.alt')).toMatchObject({ required: true });
  });

  it('a document saved in the admin is checked with its schema, the problems named in French', () => {
    const identity = readRawContent().identity;
    expect(documentProblems(contentSources.identity.schema, identity)).toEqual([]);
    const problems = documentProblems(contentSources.identity.schema, {
      ...identity,
      enterpriseNumber: '0123.456.748',
      address: { ...identity.address, postalCode: '65000' },
    });
    expect(problems).toEqual([
      'Adresse du siège › Code postal\u00a0: code postal belge à 4 chiffres attendu',
      'Numéro d’entreprise (BCE)\u00a0: numéro BCE invalide (contrôle modulo 97)',
    ]);
    expect(labelledPath(contentSources.services.schema, ['benefits', 2, 'title'])).toBe(
      'Avantages › n°\u00a03 › Titre',
    );
  });
});
