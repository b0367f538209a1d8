import { describe, expect, it } from 'vitest';
import { beforeArtworks } from '../../src/schemas/image-slots';
import { readExampleContent } from '../support/example-content';
import { page, pages } from './built-site';
import { frenchMonths } from '../support/french-months';

/**
 * What the built pages promise, checked against what they show and against the facts: distances
 * and « moins de », the 30-minute and 7-day promises, the hours against the structured data, the
 * dépôt, the menuiserie of the title, the regions' towns, the gallery's pictures and a few
 * wordings a careful reader would stumble on. Read as a visitor reads: the visible text.
 */

/** Visible text of an element, spaces (including non-breaking ones) collapsed. */
function textOf(element: Element): string {
  const clone = element.cloneNode(true) as Element;
  for (const hidden of clone.querySelectorAll('script, style, template, noscript')) hidden.remove();
  return (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The smallest blocks of text a visitor reads as one statement. */
function blocksOf(document: Document): string[] {
  return [...document.body.querySelectorAll('p, li, h1, h2, h3, h4, dd, dt, figcaption, td, th')]
    .filter((element) => !element.querySelector('p, li'))
    .map(textOf)
    .filter(Boolean);
}

const home = page('/').document;
const homeBlocks = blocksOf(home);

/** The fast-intervention communes, as their cards show them: name and distance from the dépôt. */
const communes = [...home.querySelectorAll('#communes-proches [data-commune]')].map((card) => {
  const badge = /(\d+(?:,\d+)?) km/.exec(textOf(card));
  if (!badge) throw new Error(`no distance on the card of ${card.getAttribute('data-commune')}`);
  return { name: card.getAttribute('data-commune') ?? '', km: Number(badge[1]!.replace(',', '.')) };
});

describe('distances', () => {
  it('six communes are shown with their distance', () => {
    expect(communes).toHaveLength(6);
  });

  it('every distance promised to the communes holds: « à moins de N km » strictly, « dans un rayon de N km » and « à N km au plus » at most', () => {
    const strictly = homeBlocks.flatMap((block) =>
      [...block.matchAll(/moins de (\d+) (?:km|kilomètres)/g)].map((m) => ({
        said: m[0],
        limit: Number(m[1]),
        strict: true,
      })),
    );
    const atMost = homeBlocks
      .filter((block) => /commune|localité/i.test(block))
      .flatMap((block) => [...block.matchAll(/(?:dans un rayon de (\d+) km|à (\d+) km au plus)/g)])
      .map((m) => ({ said: m[0], limit: Number(m[1] ?? m[2]), strict: false }));
    const claims = [...strictly, ...atMost];
    // The example promises a radius: a rewording must not leave this test with nothing to check.
    expect(claims.length, 'distance promises on the home page').toBeGreaterThan(0);
    for (const { said, limit, strict } of claims) {
      for (const commune of communes) {
        const within = strict ? commune.km < limit : commune.km <= limit;
        expect(within, `${commune.name} (${commune.km} km), « ${said} »`).toBe(true);
      }
    }
  });

  it('a place named with its distance has the same distance everywhere on the page', () => {
    const said = new Map<string, Set<number>>(communes.map((c) => [c.name, new Set([c.km])]));
    for (const [, name, km] of textOf(home.body).matchAll(/([A-ZÉÈ][\p{L}’'-]*(?:-[\p{L}]+)*) \((\d+) km\)/gu)) {
      if (!said.has(name!)) said.set(name!, new Set());
      said.get(name!)!.add(Number(km));
    }
    const conflicting = [...said].filter(([, distances]) => distances.size > 1);
    expect(conflicting.map(([name, d]) => `${name}: ${[...d].join(' km, ')} km`)).toEqual([]);
  });
});

describe('promises', () => {
  it('the « moins de N minutes » promise names the communes it holds for', () => {
    const promises = homeBlocks.filter((block) => /moins de \d+ minutes/.test(block));
    expect(promises.length).toBeGreaterThan(0);
    for (const promise of promises) {
      const limited = /intervention rapide/i.test(promise) || communes.some((c) => promise.includes(c.name));
      expect(limited, promise).toBe(true);
    }
  });

  it('« 7 jours sur 7 » is said of the emergency line, whose number the page gives', () => {
    const business = structuredBusiness(home);
    const openDays = new Set(business.openingHoursSpecification.flatMap((slot) => slot.dayOfWeek));
    // The example is open six days and still says « 7 jours sur 7 »: the rule has something to check.
    expect(openDays.size, 'days open in the structured data').toBeLessThan(7);
    const claiming = pages
      .map(({ path, document }) => ({
        path,
        document,
        sevenDays: blocksOf(document).filter((block) => /7 jours sur 7|7 ?j ?\/ ?7/.test(block)),
      }))
      .filter(({ sevenDays }) => sevenDays.length > 0);
    expect(claiming.length, 'pages saying « 7 jours sur 7 »').toBeGreaterThan(0);
    for (const { path, document, sevenDays } of claiming) {
      for (const claim of sevenDays) expect(claim, `${path}: « ${claim} »`).toMatch(/urgence/i);
      const numbers = [...document.querySelectorAll('a[href^="tel:"]')].map((a) => a.getAttribute('href'));
      expect(
        numbers.some((href) => href !== `tel:${business.telephone}`),
        `${path}: the emergency number`,
      ).toBe(true);
    }
  });

  it('the opening hours shown match the structured data, day by day', () => {
    const business = structuredBusiness(home);
    const expected = business.openingHoursSpecification
      .flatMap((slot) => slot.dayOfWeek.map((day) => `${day} ${slot.opens}–${slot.closes}`))
      .sort();
    for (const { path, document } of pages) {
      const footerHours = [...document.querySelectorAll('footer dl > div')].map((row) => ({
        label: textOf(row.querySelector('dt')!),
        hours: textOf(row.querySelector('dd')!),
      }));
      expect(slotsShown(footerHours), path).toEqual(expected);
    }
    const contactCardLines = [...home.querySelectorAll('#contact li p')]
      .map(textOf)
      .map((line) => /^(.+?) : (\d.*h.*)$/.exec(line))
      .filter((match) => match !== null)
      .map(([, label, hours]) => ({ label: label!, hours: hours! }));
    expect(slotsShown(contactCardLines)).toEqual(expected);
  });
});

describe('the guarantee', () => {
  const { identity, figures } = readExampleContent();
  const length = new RegExp(`\\b${figures['annees-garantie']}\\s*ans\\b`);

  it('is announced with its conditions wherever the site names its length, in the words of {garantie}', () => {
    let announced = 0;
    for (const { path, document } of pages) {
      // The terms of sale are the conditions themselves.
      if (path === '/conditions-generales') continue;
      const blocks = [...document.body.querySelectorAll('p, li, h1, h2, h3, h4, dd, dt, figcaption, a')]
        .filter((element) => !element.querySelector('p, li'))
        .filter((element) => /garanti/i.test(textOf(element)) && length.test(textOf(element)));
      for (const block of blocks) {
        announced += 1;
        const statement = block.closest('li, article') ?? block;
        expect(textOf(statement), `${path}: ${textOf(block)}`).toContain(identity.guarantee.replace(/\s+/g, ' '));
      }
    }
    expect(announced).toBeGreaterThan(10);
  });
});

describe('facts', () => {
  it('the dépôt is not said to be in a commune the page puts kilometres away from it', () => {
    for (const commune of communes) {
      expect(textOf(home.body)).not.toMatch(new RegExp(`dépôt (?:de|à) ${commune.name}`));
    }
  });

  it('the « menuiserie » of the title and footer is described by a service page', () => {
    const promised = /menuiserie/i.test(textOf(home.querySelector('h1')!) + textOf(home.querySelector('footer')!));
    // The example promises it: the test checks the promise rather than passing without one.
    expect(promised, '« menuiserie » in the title or the footer').toBe(true);
    const described = pages
      .filter(({ path }) => path.startsWith('/services/'))
      .map(({ document }) => textOf(document.querySelector('main')!))
      .some((text) => /menuis/i.test(text) && /lucarne|fenêtres? de toit|annexe/i.test(text));
    expect(described).toBe(true);
  });

  it('each region lists towns of its own province', () => {
    const regions = [...home.querySelectorAll('#zone [data-region]')];
    expect(regions).toHaveLength(5);
    for (const region of regions) {
      const name = region.getAttribute('data-region')!;
      const towns = [...region.querySelectorAll('ul li')].map(textOf);
      expect(towns.length).toBeGreaterThan(2);
      for (const town of towns) {
        expect(provinceOf[town], `${town} (région ${name}): add its province to this test`).toBeDefined();
        expect(provinceOf[town], `${town}, listed under ${name}`).toBe(provinceOf[name]);
      }
    }
  });

  it('slate is never said to come from the Entre-Sambre-et-Meuse', () => {
    for (const { path, document } of pages) {
      expect(textOf(document.body), path).not.toMatch(/ardoises?(?: \p{L}+)? de l’Entre-Sambre-et-Meuse/iu);
    }
  });
});

describe('pictures', () => {
  it('a gallery picture that is an illustration is captioned as one, never as a worksite photo', () => {
    const figures = [...home.querySelectorAll('#galerie figure')];
    expect(figures).toHaveLength(24);
    for (const figure of figures) {
      const illustration = figure.querySelector('img')!.getAttribute('src')!.endsWith('.svg');
      const caption = textOf(figure.querySelector('figcaption')!);
      if (illustration) expect(caption).toMatch(/^Illustration :/);
    }
  });

  it('while the gallery shows illustrations, neither it nor its metadata speaks of photos or réalisations', () => {
    const illustrated = [...home.querySelectorAll('#galerie img')].every((img) =>
      img.getAttribute('src')?.endsWith('.svg'),
    );
    // The example's gallery is illustrations (tests/e2e-photos checks a gallery of photos).
    expect(illustrated, 'the example’s gallery shows illustrations').toBe(true);
    const gallery = page('/galerie').document;
    const said = [
      textOf(gallery.querySelector('#galerie header')!),
      gallery.title,
      gallery.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    ].join(' ');
    expect(said).not.toMatch(/photo|réalisation|chantiers/i);
  });
});

describe('pictures on every page', () => {
  const { ui, worksites } = readExampleContent();
  const isIllustration = (img: Element) => /^\/_astro\/[^/]+\.svg$/.test(img.getAttribute('src') ?? '');

  it('an illustration says it is one: in its text alternative, its caption, or a label in sight beside it', () => {
    let seen = 0;
    for (const { path, document } of pages) {
      for (const img of [...document.querySelectorAll('img')].filter(isIllustration)) {
        seen += 1;
        const alt = img.getAttribute('alt') ?? '';
        const src = img.getAttribute('src');
        if (alt) expect(alt, `${path}: ${src}`).toMatch(/^Illustration\s*:/);
        // A decorative backdrop repeats a picture the page shows again with its text (a service's hero).
        else if (![...document.querySelectorAll(`img[src="${src}"]`)].some((other) => other.getAttribute('alt')))
          expect(textOf(img.closest('article, figure, a') ?? img), `${path}: ${src}`).toContain(
            ui.worksites.illustrationLabel,
          );
        const caption = img.closest('figure')?.querySelector('figcaption');
        if (caption) expect(textOf(caption), path).toMatch(/^Illustration\s*:/);
      }
    }
    expect(seen).toBeGreaterThan(50);
  });

  it('where the site shows no photo of the owner’s, no text about its pictures speaks of photos', () => {
    const photos = pages.flatMap(({ document }) => [...document.querySelectorAll('picture source[type="image/avif"]')]);
    expect(photos, 'the example has no photo of the owner’s').toEqual([]);
    for (const { path, document } of pages) {
      const said = [
        ...[...document.querySelectorAll('img[alt], figcaption')].map(
          (element) => element.getAttribute('alt') ?? textOf(element),
        ),
        ...[
          ...document.querySelectorAll(
            'meta[name="description"], meta[property="og:description"], meta[property="og:image:alt"]',
          ),
        ].map((meta) => meta.getAttribute('content') ?? ''),
        ...[...document.querySelectorAll('main header p, main h1 + p')].map(textOf),
      ];
      for (const text of said) expect(text, path).not.toMatch(/\bphoto/i);
    }
  });

  it('« Avant » shows the place before the works: an illustration of before, or the owner’s photo', () => {
    let before = 0;
    for (const worksite of worksites) {
      const links = [
        ...page(worksite.path).document.querySelectorAll(`a[data-lightbox-label="${ui.worksites.beforeLabel}"]`),
      ];
      for (const link of links) {
        before += 1;
        const img = link.querySelector('img')!;
        const file = (img.getAttribute('src') ?? '').split('/').pop()!;
        if (isIllustration(img))
          expect(
            beforeArtworks.some((name) => file.startsWith(`${name}.`)),
            `${worksite.path}: ${file}`,
          ).toBe(true);
        expect(img.getAttribute('alt'), worksite.path).toMatch(/avant les travaux/);
      }
    }
    expect(before).toBeGreaterThan(0);
  });
});

describe('wording', () => {
  it('hours are written « 24 h », « 48 h », the form’s note included', () => {
    for (const { path, document } of pages) {
      const blocks = blocksOf(document);
      expect(
        blocks.filter((block) => /\b\d+h\b/.test(block)),
        path,
      ).toEqual([]);
    }
  });

  it('no « ouvrir le droit », and day ranges read « Du lundi au vendredi »', () => {
    for (const { path, document } of pages) {
      const text = textOf(document.body);
      expect(text, path).not.toMatch(/ouvrir le droit/);
      const ranges = blocksOf(document).flatMap((block) =>
        [...block.matchAll(/(\p{L}+ )?[Ll]undi au vendredi/gu)].map((m) => m[0]),
      );
      expect(
        ranges.filter((range) => !/^du /i.test(range)),
        path,
      ).toEqual([]);
    }
  });

  it('the 404 page’s title names the business', () => {
    const brand = structuredBusiness(home).name;
    expect(page('/404').document.title).toContain(brand);
  });

  it('search descriptions fit in a result (160 characters at most)', () => {
    for (const { path, document } of pages) {
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(description.length, `${path}: ${description}`).toBeLessThanOrEqual(160);
    }
  });

  it('the privacy policy of a site without e-mail service describes the request sent from the visitor’s mail program', () => {
    const policy = page('/politique-de-confidentialite').document;
    // The text itself, not the points the example still asks the business to check.
    const text = [...policy.querySelectorAll('article > div p, article > div li')].map(textOf).join('\n');
    expect(text).toContain('Le formulaire n’envoie rien lui-même.');
    expect(text).not.toMatch(/EmailJS|Envoi par|Envoi depuis/);
    expect(text).toContain('hébergeur du site');
  });

  it('the privacy policy of a site without e-mail service names no transfer but the host’s and the mail provider’s own', () => {
    const policy = page('/politique-de-confidentialite').document;
    const headings = [...policy.querySelectorAll('article h2')];
    const heading = headings.find((h2) => /Transfert hors de l’Union européenne/.test(textOf(h2)));
    expect(heading, 'the section on transfers').toBeDefined();
    const blocks: string[] = [];
    for (let next = heading!.nextElementSibling; next && next.tagName !== 'H2'; next = next.nextElementSibling)
      blocks.push(textOf(next));
    const { legal } = readExampleContent().identity;
    const own = [legal.hostingTransfer, legal.emailProviderTransfer].map((value) => value.replace(/\s+/g, ' '));
    for (const value of own)
      expect(
        blocks.some((block) => block.includes(value)),
        value,
      ).toBe(true);
    const rest = blocks.map((block) => own.reduce((text, value) => text.replace(value, ''), block));
    for (const block of rest)
      expect(block).not.toMatch(/EmailJS|Singapour|clauses contractuelles|garanties qui les encadrent|ces transferts/);
  });

  it('each legal page states the law with the date it was checked, no later than its last review', () => {
    for (const slug of ['mentions-legales', 'politique-de-confidentialite', 'conditions-generales'] as const) {
      const text = textOf(page(`/${slug}`).document.querySelector('article')!);
      const updated = readExampleContent().legal[slug].updated;
      expect(text, slug).toContain(updated);
      const dates = [...text.matchAll(/état au (\d{1,2}(?:er)? \p{L}+ \d{4})/gu)].map((m) => m[1]!);
      expect(dates.length, `${slug}: dated statements`).toBeGreaterThan(0);
      for (const date of dates) expect(dayOf(date), `${slug}: état au ${date}`).toBeLessThanOrEqual(dayOf(updated));
    }
  });

  it('every outside link of the footer leads outside the site', () => {
    const site = new URL(structuredBusiness(home).url).origin;
    for (const link of home.querySelectorAll('footer a[href^="http"]')) {
      expect(new URL(link.getAttribute('href')!).origin).not.toBe(site);
    }
  });
});

// ---- helpers -------------------------------------------------------------------------------

interface StructuredBusiness {
  name: string;
  url: string;
  telephone: string;
  openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
}

function structuredBusiness(document: Document): StructuredBusiness {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    const data = JSON.parse(script.textContent ?? '{}') as Partial<StructuredBusiness>;
    if (data.openingHoursSpecification) return data as StructuredBusiness;
  }
  throw new Error('no business with opening hours in the structured data');
}

const months = frenchMonths;

/** « 27 novembre 2026 » → its time, to compare two dates written in full. */
function dayOf(date: string): number {
  const match = /^(\d{1,2})(?:er)?\s(\p{L}+) (\d{4})$/u.exec(date);
  if (!match || !months.includes(match[2]!)) throw new Error(`date not understood: « ${date} »`);
  return Date.UTC(Number(match[3]), months.indexOf(match[2]!), Number(match[1]));
}

const weekdays = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
const schemaDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** « Du lundi au vendredi » → Monday…Friday; « Samedi » → Saturday. */
function daysOf(label: string): string[] {
  const range = /^du (\p{L}+) au (\p{L}+)$/iu.exec(label);
  const [first, last] = range ? [range[1]!, range[2]!] : [label, label];
  const from = weekdays.indexOf(first.toLowerCase());
  const to = weekdays.indexOf(last.toLowerCase());
  if (from < 0 || to < from) throw new Error(`days not understood: « ${label} »`);
  return schemaDays.slice(from, to + 1);
}

/** « 8 h – 18 h », « 9 h 30 – 12 h » → 08:00, 18:00 */
function timesOf(hours: string): [string, string] {
  const match = /^(\d{1,2}) h(?: (\d{2}))? – (\d{1,2}) h(?: (\d{2}))?$/.exec(hours);
  if (!match) throw new Error(`hours not understood: « ${hours} »`);
  const time = (h: string, m = '00') => `${h.padStart(2, '0')}:${m}`;
  return [time(match[1]!, match[2]), time(match[3]!, match[4])];
}

function slotsShown(rows: readonly { label: string; hours: string }[]): string[] {
  return rows
    .flatMap(({ label, hours }) => {
      const [opens, closes] = timesOf(hours);
      return daysOf(label).map((day) => `${day} ${opens}–${closes}`);
    })
    .sort();
}

/** Province of each town the regions may list, and of each region's own town. */
const provinceOf: Record<string, string> = {
  Namur: 'Namur',
  Gembloux: 'Namur',
  Floreffe: 'Namur',
  'Fosses-la-Ville': 'Namur',
  Profondeville: 'Namur',
  Walcourt: 'Namur',
  Philippeville: 'Namur',
  Couvin: 'Namur',
  Mettet: 'Namur',
  Charleroi: 'Hainaut',
  Marcinelle: 'Hainaut',
  Gosselies: 'Hainaut',
  Châtelet: 'Hainaut',
  Fleurus: 'Hainaut',
  'Mont-sur-Marchienne': 'Hainaut',
  'Montigny-le-Tilleul': 'Hainaut',
  Thuin: 'Hainaut',
  Beaumont: 'Hainaut',
  Chimay: 'Hainaut',
  Lobbes: 'Hainaut',
  Froidchapelle: 'Hainaut',
  'Sivry-Rance': 'Hainaut',
  Mons: 'Hainaut',
  Binche: 'Hainaut',
  'La Louvière': 'Hainaut',
  Estinnes: 'Hainaut',
  Frameries: 'Hainaut',
  Seneffe: 'Hainaut',
  Nivelles: 'Brabant wallon',
  Genappe: 'Brabant wallon',
  'Braine-l’Alleud': 'Brabant wallon',
  Ittre: 'Brabant wallon',
  Rebecq: 'Brabant wallon',
  Tubize: 'Brabant wallon',
};
