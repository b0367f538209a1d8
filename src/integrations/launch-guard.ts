/**
 * On a publishing host, while « Le site est prêt à être publié » is not switched on, the host
 * publishes the holding page (holding-build.ts) and this lists what is left. Switched on, or with
 * `npm run build:production`, a production build refuses to publish
 * while the owner has anything left to settle, and says what in French, as a list of places in the
 * admin and of host settings, then stops with status 1: no stack trace, no framework banner, in
 * the host's log where the owner looks. Any other build (`npm start`, `npm test`, the README's
 * first command) builds the example as it is, with a warning listing the same points.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { hostSettingProblems, isHoldingBuild, isProductionBuild, placeholderFields } from '../config/launch';
import { exampleValuesIn, launchProblems, launchReport } from '../lib/content/launch';
import { belgianDay } from '../schemas/calendar';
import { examplePricesFromKeys, priceKeys, priceLaunchProblems, pricedServices } from '../lib/prices/price-checks';
import { assembleContent } from '../lib/content/site-content';
import { stalePlaceProblems } from '../lib/content/stale-places';
import { pastReviewReport, pastReviews } from '../lib/content/statements';
import { isExampleWorksite } from '../lib/content/worksites';
import { EXAMPLE_CONTENT_DIR } from '../schemas/content-dirs';
import { readContentFiles, readRawContent } from './content-files';
import { readExampleContent } from './example-content';
import { readLaunchSettings } from './site-url';

/**
 * What the owner has left to settle in the project at `root`, given the build's variables, on `today`
 * (a price list more than a year old is one).
 */
export function launchProblemsOf(
  root: string,
  env: Readonly<Record<string, string | undefined>>,
  today = belgianDay(),
) {
  const raw = readRawContent(root);
  const example = readExampleContent(root);
  return launchProblems({
    exampleValues: exampleValuesIn(raw.identity, example.identity, placeholderFields),
    legalPages: raw.legal.map(({ id, data }) => ({
      page: data,
      exampleUpdated: example.legal.find((page) => page.id === id)?.data.updated,
    })),
    figures: raw.figures,
    placeholders: assembleContent(raw).placeholders,
    stalePlaces: stalePlaceProblems(readContentFiles(root), readContentFiles(root, EXAMPLE_CONTENT_DIR)),
    settings: hostSettingProblems(env),
    exampleWorksites: raw.worksites
      .filter(({ data }) => !data.draft && isExampleWorksite(data))
      .map(({ data }) => ({ title: data.title })),
    exampleReviews: raw.reviews
      .filter((review) => example.reviews.some((shipped) => shipped.id === review.id))
      .map((review) => ({ id: review.id, name: review.data.name })),
    reviewStatement: { checkedOn: raw.reviewSettings.checkedOn, exampleCheckedOn: example.reviewSettings.checkedOn },
    prices: priceLaunchProblems(
      pricedServices(raw.services),
      examplePricesFromKeys(new Set(priceKeys(pricedServices(example.services)))),
      today,
      raw.budget.between,
    ),
  });
}

export function launchGuard(env: Readonly<Record<string, string | undefined>>): AstroIntegration {
  return {
    name: 'mise-en-ligne',
    hooks: {
      'astro:config:setup': ({ config, logger }) => {
        let problems;
        let reviews;
        try {
          problems = launchProblemsOf(fileURLToPath(config.root), env);
          // The statements past their review day: the pages no longer publish them as current.
          reviews = pastReviewReport(pastReviews(readRawContent(fileURLToPath(config.root)), belgianDay()));
        } catch {
          // Invalid content: the content check lists what to change (and stops a build before this).
          return;
        }
        if (reviews) logger.warn(reviews);
        if (problems.length === 0) return;
        // Not switched on yet: the host publishes the holding page (holding-build.ts), and the list is what is left.
        if (isHoldingBuild(env, readLaunchSettings(fileURLToPath(config.root)))) {
          logger.warn(launchReport(problems, false, true));
          return;
        }
        if (isProductionBuild(env)) {
          process.stderr.write(`\n${launchReport(problems, true)}\n\n`);
          process.exit(1);
        }
        logger.warn(launchReport(problems, false));
      },
    },
  };
}
