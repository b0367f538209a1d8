import { describe, expect, it } from 'vitest';
import { assembleContent, type RawContent } from '../../src/lib/site-content';
import { fillHtml, fillPlaceholders } from '../../src/lib/placeholders';
import { identitySchema } from '../../src/schemas/identity';
import { serviceSchema } from '../../src/schemas/services';
import { readExampleContent, readExampleRaw as readRaw } from '../support/example-content';

/** Every text of a value (objects and lists walked), with where it is. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}.${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => texts(item, `${path}.${key}`));
  return [];
}

const content = readExampleContent();

describe('the content files', () => {
  it('leave no placeholder unfilled on the pages', () => {
    const leftovers = texts({ ...content, placeholders: {} }).filter(
      ([path, text]) =>
        /\{[a-z-]+\}/.test(text) && !path.startsWith('.zoneMap') && !path.endsWith('{index} of {total}'),
    );
    expect(leftovers).toEqual([]);
  });

  it('follow French typography: a no-break space, never an ordinary one, before « : ; ! ? » and inside « »', () => {
    const problems = texts(content).filter(([, text]) => / [:;!?»]|« /.test(text.replace(/https?:\/\/\S+/g, '')));
    expect(problems).toEqual([]);
  });
});

describe('a figure written once, quoted everywhere', () => {
  const raw = (): RawContent => readRaw();

  it('changes every text that quotes it', () => {
    const before = texts(content).filter(([, text]) => text.includes('25\u00a0ans d’expérience'));
    expect(before.length).toBeGreaterThan(2);
    const changed = assembleContent({
      ...raw(),
      figures: { ...raw().figures, experience: { ...raw().figures.experience, 'annees-experience': 31 } },
    });
    const after = texts(changed);
    for (const [path] of before) {
      const text = after.find(([p]) => p === path)?.[1] ?? '';
      expect(text, path).toContain('31\u00a0ans d’expérience');
      expect(text, path).not.toContain('25 ans');
    }
  });

  it('changes the identity quoted by the legal texts and the titles', () => {
    const changed = assembleContent({ ...raw(), identity: { ...raw().identity, name: 'Toitures Dupont' } });
    expect(changed.services[0]?.meta.title).toMatch(/\| Toitures Dupont$/);
    expect(changed.legal['mentions-legales'].metaTitle).toBe('Mentions légales | Toitures Dupont');
  });
});

describe('placeholders', () => {
  it('fill known names and leave other braces to the templates that own them', () => {
    expect(fillPlaceholders('Plus de {annees-experience} ans, {villes}', { 'annees-experience': '25' })).toBe(
      'Plus de 25 ans, {villes}',
    );
  });

  it('escape values in rendered Markdown and make the e-mail and the site links', () => {
    const values = { ...content.placeholders, nom: 'A & B <C>' };
    expect(fillHtml('<p>{nom} — {email}</p>', values)).toBe(
      `<p>A &amp; B &lt;C&gt; — <a href="mailto:${values.email}">${values.email}</a></p>`,
    );
    expect(() => fillHtml('<p>{inconnu}</p>', values)).toThrow(/\{inconnu\}/);
  });
});

describe('the rules the owner is told about', () => {
  it('refuse an unknown placeholder, naming the ones allowed', () => {
    const result = serviceSchema.shape.title.safeParse('Garantie {annees-garanti} ans');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/\{annees-garantie\}/);
  });

  it('say in French what is wrong with a list of the wrong length', () => {
    const service = content.services[0]!;
    const result = serviceSchema.safeParse({ ...service, features: service.features.slice(0, 3) });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['features', '4 éléments attendus'],
    ]);
  });

  it('check the phone number format and the enterprise number’s mod-97 key', () => {
    const identity = readRaw().identity;
    expect(identitySchema.safeParse({ ...identity, phone: { ...identity.phone, e164: '071 12 34 56' } }).success).toBe(
      false,
    );
    const bce = identitySchema.safeParse({ ...identity, enterpriseNumber: '0123.456.748' });
    expect(bce.error?.issues[0]?.message).toBe('numéro BCE invalide (contrôle modulo 97)');
  });

  it('measure search titles once the values are filled in, naming the file and the field', () => {
    const rawContent = readRaw();
    const long = { ...rawContent.identity, name: 'Une entreprise au nom vraiment très long' };
    expect(() => assembleContent({ ...rawContent, identity: long })).toThrow(
      /src\/content\/services\/[a-z-]+\.md :\n- meta\.title : \d+ caractères une fois les valeurs remplacées \(70 au plus\)/,
    );
  });
});
