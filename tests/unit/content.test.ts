import { describe, expect, it } from 'vitest';
import { assembleContent, type RawContent } from '../../src/lib/site-content';
import { documentProblems } from '../../src/lib/content-rules';
import { fillHtml, fillPlaceholders, placeholderValues } from '../../src/lib/placeholders';
import { identitySchema } from '../../src/schemas/identity';
import { serviceSchema } from '../../src/schemas/services';
import { readContent, readRawContent as readRaw } from '../../src/integrations/content-files';

/** Every text of a value (objects and lists walked), with where it is. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}.${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => texts(item, `${path}.${key}`));
  return [];
}

const content = readContent();

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
    const changed = assembleContent({ ...raw(), figures: { ...raw().figures, 'annees-experience': 31 } });
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
      ['features', 'Il faut exactement 4 éléments.'],
    ]);
  });

  it('check the phone number is Belgian and the enterprise number’s mod-97 key', () => {
    const identity = readRaw().identity;
    expect(identitySchema.safeParse({ ...identity, phone: 'appelez-nous' }).success).toBe(false);
    expect(identitySchema.safeParse({ ...identity, phone: '+33 1 23 45 67 89' }).success).toBe(false);
    expect(identitySchema.safeParse({ ...identity, phone: '0470/12.34.56' }).success).toBe(true);
    const bce = identitySchema.safeParse({ ...identity, enterpriseNumber: '0123.456.748' });
    expect(bce.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['enterpriseNumber', 'vatNumber']);
    expect(bce.error?.issues[0]?.message).toMatch(/^Numéro d’entreprise invalide\u00a0: ses deux derniers chiffres/);
  });

  it('measure search titles once the values are filled in, naming the field and the value quoted', () => {
    const rawContent = readRaw();
    const values = placeholderValues(
      { ...rawContent.identity, name: 'Une entreprise au nom vraiment très long' },
      rawContent.figures,
    );
    const quoting = rawContent.services.find((service) => service.data.meta.title.includes('{nom}'));
    if (!quoting) throw new Error('no service title quotes {nom}');
    const problems = documentProblems({ schema: serviceSchema }, quoting.data, values);
    expect(problems.map((problem) => [problem.path.join('.'), problem.message])).toEqual([
      [
        'meta.title',
        expect.stringMatching(/^Trop long une fois \{nom\} remplacé\u00a0: \d+\u00a0caractères pour 70 au plus\./),
      ],
    ]);
    expect(
      documentProblems(
        { schema: serviceSchema },
        quoting.data,
        placeholderValues(rawContent.identity, rawContent.figures),
      ),
    ).toEqual([]);
  });
});
