import { expect, test } from '@playwright/test';
import { telHref } from '../../src/lib/contact/phone';
import { readExampleContent } from '../support/example-content';
import { siteRoutes, testedDist } from '../support/site-routes';

/**
 * Every `tel:` link of every page of the sitemap dials the line that answers now (fake clock,
 * Belgian time): the main line while the office is open, the emergency line while it is closed;
 * the official numbers of the storm page (112, 1722) aside. The run writes the table page × time →
 * number dialled (attached to the report, and printed).
 */

const { identity } = readExampleContent();
const { indexed } = siteRoutes(testedDist);
const lines = {
  [telHref(identity.phone)]: identity.phone,
  [telHref(identity.emergencyPhone)]: identity.emergencyPhone,
};
const open = (day: string) => identity.openingHours.some((range) => range.days.includes(day as never));

/** A Wednesday and a Sunday of winter (UTC+1) in Brussels. */
const times = [
  { name: 'mercredi 10:00', at: '2026-11-25T10:00:00+01:00', open: open('Wednesday') },
  { name: 'mercredi 20:00', at: '2026-11-25T20:00:00+01:00', open: false },
  { name: 'dimanche 10:00', at: '2026-11-29T10:00:00+01:00', open: open('Sunday') },
  { name: 'dimanche 20:00', at: '2026-11-29T20:00:00+01:00', open: false },
];

test('every tel: link of every page dials the line that answers now', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  expect(indexed.length).toBeGreaterThan(10);
  const rows: string[] = [];
  for (const path of indexed) {
    const cells: string[] = [];
    for (const time of times) {
      await page.clock.setFixedTime(new Date(time.at));
      await page.goto(path);
      const dialled = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')]
          .filter(
            (link) => !link.closest('[data-official-numbers]') && link.checkVisibility({ visibilityProperty: true }),
          )
          .map((link) => link.getAttribute('href') ?? ''),
      );
      const expected = telHref(time.open ? identity.phone : identity.emergencyPhone);
      expect(dialled.length, `${path} ${time.name}: a call link`).toBeGreaterThan(0);
      expect(new Set(dialled), `${path} ${time.name}`).toEqual(new Set([expected]));
      cells.push(`${lines[expected]} (${dialled.length})`);
    }
    rows.push(`| ${path} | ${cells.join(' | ')} |`);
  }
  const table = [
    `| page | ${times.map((time) => time.name).join(' | ')} |`,
    `|---|${times.map(() => '---').join('|')}|`,
    ...rows,
  ].join('\n');
  await testInfo.attach('tel-links.md', { body: table, contentType: 'text/markdown' });
  console.log(`\n${table}\n`);
});

test('without JavaScript every page offers the main line, with the emergency line beside it', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of indexed) {
    await page.goto(path);
    const dialled = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')]
        .filter(
          (link) => !link.closest('[data-official-numbers]') && link.checkVisibility({ visibilityProperty: true }),
        )
        .map((link) => link.getAttribute('href') ?? ''),
    );
    expect(dialled, path).toContain(telHref(identity.phone));
    expect(dialled, path).toContain(telHref(identity.emergencyPhone));
  }
  await context.close();
});
