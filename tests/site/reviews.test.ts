/**
 * The client reviews in the built site: `/avis` lists every review of the example, newest first,
 * marked as examples, with its rating in words; the statement on how reviews are checked is the
 * one of the settings; no page carries review markup for search engines, nor a client's consent
 * date, anywhere in the build (pages, sitemap, data files).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { longDate } from '../../src/lib/content/format';
import { VERIFICATION_ANCHOR, verificationStatements } from '../../src/lib/content/reviews';
import { readExampleContent, readExampleRaw } from '../support/example-content';
import { sitemapPaths } from '../support/site-routes';
import { distDir, page, pages } from './built-site';
import { NBSP } from '../../src/schemas/characters';

const content = readExampleContent();
const raw = readExampleRaw();
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Every text file of the build: pages, sitemaps, JSON, the manifest, robots.txt. */
function builtTexts(): { file: string; text: string }[] {
  return readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|xml|json|txt|webmanifest|js)$/.test(entry.name))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { file, text: readFileSync(file, 'utf8') };
    });
}

describe('/avis', () => {
  const document = page('/avis').document;
  const cards = [...document.querySelectorAll('main article article')];

  it('is in the sitemap', () => {
    expect(sitemapPaths(distDir)).toContain('/avis');
  });

  it('lists every review, newest first, each marked as the example’s', () => {
    expect(content.reviews.length).toBeGreaterThan(0);
    expect(cards.map((card) => squash(card.querySelector('h3')?.textContent))).toEqual(
      raw.reviews.toSorted((a, b) => b.data.date.localeCompare(a.data.date)).map((review) => review.data.name),
    );
    for (const card of cards) expect(squash(card.textContent)).toContain(content.reviewSettings.text.example);
  });

  it('gives each rating in words, the stars hidden from screen readers', () => {
    for (const review of content.reviews) {
      const card = cards.find((candidate) => squash(candidate.querySelector('h3')?.textContent) === review.name);
      const words = `${content.reviewSettings.text.rating}${NBSP}: ${review.rating}${NBSP}/${NBSP}5`;
      const stars = card?.querySelector('svg[aria-hidden="true"]');
      if (review.rating === undefined) {
        expect(stars).toBeNull();
      } else {
        expect(card?.textContent).toContain(words);
        expect(stars?.querySelectorAll('path[class*="fill-copper"]')).toHaveLength(review.rating);
      }
      expect(card?.querySelector(`a[href="${review.service.path}"]`)?.textContent).toBe(review.service.title);
    }
  });

  it('states the checks of the settings, dated', () => {
    const aside = document.querySelector('aside');
    const said = [...(aside?.querySelectorAll('li') ?? [])].map((item) => squash(item.textContent));
    expect(said).toEqual(
      verificationStatements(content.reviewSettings, content.reviews, { withProfile: true }).map(squash),
    );
    // The example links its profile on a review platform: the page says how the reviews here relate to those.
    expect(said).toContain(squash(content.reviewSettings.statements.fiche));
    expect(aside?.querySelector('time')?.textContent).toBe(longDate(content.reviewSettings.checkedOn));
  });

  it('links the business’s reviews where visitors read them, and its review form, opened on a click only', () => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('main [data-review-link]')];
    expect(links.map((link) => [link.dataset['reviewLink'], link.href, squash(link.textContent)])).toEqual([
      ['see', content.identity.links.reviewProfile, content.ui.reviewLinks.see],
      ['give', content.identity.links.reviewForm, content.ui.reviewLinks.give],
    ]);
    // Nothing of the platform is loaded with the page: no frame, script, image or prefetch from it.
    const platform = new URL(content.identity.links.reviewProfile!).host;
    expect(document.querySelectorAll(`[src*="${platform}"], link[href*="${platform}"]`)).toHaveLength(0);
  });
});

describe('search engines and privacy', () => {
  const texts = builtTexts();

  it('no page describes a rating or a review in structured data or microdata', () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const { file, text } of texts) {
      expect(text, file).not.toMatch(/aggregateRating|"@type":\s*"Review"|itemprop="(?:ratingValue|reviewRating)"/);
    }
  });

  it('no file of the build carries a client’s consent date, in any writing', () => {
    const consents = raw.reviews.map((review) => review.data.consent);
    expect(consents.length).toBeGreaterThan(0);
    const written = consents.flatMap((date) => [date, longDate(date), longDate(date).replaceAll(' ', NBSP)]);
    for (const { file, text } of texts) {
      for (const date of written) expect(text.includes(date), `${file}: ${date}`).toBe(false);
    }
  });
});

describe('a service page', () => {
  it('shows its newest reviews, up to three, with the link to all of them', () => {
    let shown = 0;
    for (const service of content.services) {
      const own = content.reviews.filter((review) => review.service.slug === service.slug).slice(0, 3);
      const block = page(service.path).document.querySelector('section[aria-labelledby="avis-titre"]');
      if (own.length === 0) {
        expect(block, service.path).toBeNull();
        continue;
      }
      shown += 1;
      expect([...(block?.querySelectorAll('h3') ?? [])].map((name) => squash(name.textContent))).toEqual(
        own.map((review) => review.name),
      );
      expect(block?.querySelector('a[href="/avis"]')).not.toBeNull();
    }
    expect(shown).toBeGreaterThan(0);
  });
});

describe('a worksite and its review', () => {
  const reviewed = content.reviews.filter((review) => review.worksite);

  it('links a review to the worksite it names, on /avis', () => {
    expect(reviewed.length, 'the example links a review to a worksite').toBeGreaterThan(0);
    const cards = [...page('/avis').document.querySelectorAll('main article article')];
    for (const review of reviewed) {
      const card = cards.find((candidate) => squash(candidate.querySelector('h3')?.textContent) === review.name);
      const link = card?.querySelector(`a[href="${review.worksite!.path}"]`);
      expect(squash(link?.textContent)).toBe(
        squash(`${content.reviewSettings.text.worksiteLink}${NBSP}: ${review.worksite!.title}`),
      );
    }
  });

  it('shows the review on the worksite’s page, without a link back to itself', () => {
    for (const review of reviewed) {
      const block = page(review.worksite!.path).document.querySelector('section[aria-labelledby="avis-titre"]');
      expect(squash(block?.querySelector('h2')?.textContent)).toBe(content.reviewSettings.text.worksiteHeading);
      expect([...(block?.querySelectorAll('h3') ?? [])].map((name) => squash(name.textContent))).toContain(review.name);
      expect(block?.querySelector(`a[href="${review.worksite!.path}"]`)).toBeNull();
    }
  });
});

describe('every block of reviews', () => {
  /** Each block of reviews a page shows, outside /avis: a section holding review cards. */
  const blocks = pages
    .filter(({ path }) => path !== '/avis')
    .flatMap(({ path, document }) =>
      [...document.querySelectorAll('section')]
        .filter((section) => section.querySelector('article[aria-labelledby^="avis-"]'))
        .filter((section) => !section.parentElement?.closest('section article[aria-labelledby^="avis-"]'))
        .map((section) => ({ path, section })),
    )
    // The innermost section holding the cards (the home page's block sits inside « À propos »).
    .filter(({ section }) => ![...section.querySelectorAll('section')].some((inner) => inner.querySelector('article')));
  const anchor = `/avis#${VERIFICATION_ANCHOR}`;

  it('links to the statement on how reviews are collected and checked, which /avis holds', () => {
    expect(blocks.map(({ path }) => path)).toEqual(expect.arrayContaining(['/', '/services/couverture-ardoise']));
    expect(page('/avis').document.getElementById(VERIFICATION_ANCHOR)).not.toBeNull();
    for (const { path, section } of blocks) {
      const link = section.querySelector(`a[href="${anchor}"]`);
      expect(squash(link?.textContent), path).toBe(squash(content.reviewSettings.text.verificationLink));
    }
  });

  it('says its reviews are examples while they are, in the statement’s own words', () => {
    for (const { path, section } of blocks)
      expect(squash(section.textContent), path).toContain(squash(content.reviewSettings.statements.example));
  });

  it('names the platform of a review taken from one', () => {
    const fromPlatform = content.reviews.filter((review) => review.received === 'plateforme');
    expect(fromPlatform.length).toBeGreaterThan(0);
    const cards = [...page('/avis').document.querySelectorAll('main article article')];
    for (const review of fromPlatform) {
      const card = cards.find((candidate) => squash(candidate.querySelector('h3')?.textContent) === review.name);
      expect(squash(card?.textContent)).toContain(
        squash(`${content.reviewSettings.text.received.plateforme} ${review.platform}`),
      );
    }
  });
});

describe('the home page’s average rating', () => {
  it('is marked as an example figure while it averages the example’s reviews', () => {
    expect(content.satisfaction?.example).toBe(true);
    const figure = [...page('/').document.querySelectorAll('#accueil li')].find((item) =>
      squash(item.textContent).includes(squash(content.satisfaction!.value)),
    );
    expect(squash(figure?.textContent)).toContain(squash(content.satisfaction!.label));
    expect(squash(figure?.textContent)).toContain(content.reviewSettings.text.example);
  });
});
