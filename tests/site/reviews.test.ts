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
import { verificationStatements } from '../../src/lib/content/reviews';
import { readExampleContent, readExampleRaw } from '../support/example-content';
import { sitemapPaths } from '../support/site-routes';
import { distDir, page, pages } from './built-site';

const content = readExampleContent();
const raw = readExampleRaw();
const NBSP = '\u00a0';
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
    expect(said).toEqual(verificationStatements(content.reviewSettings, { withPlatform: true }).map(squash));
    // The example links its profile on a review platform: the page says how the reviews here relate to those.
    expect(said.at(-1)).toBe(squash(content.reviewSettings.statements.platform));
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
