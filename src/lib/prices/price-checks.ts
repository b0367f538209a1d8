/**
 * The rules on prices, written once for the build, its log and the admin: a price list older than
 * {@link PRICE_LIST_MAX_MONTHS} months, or still the example's, stops a publishing host's build
 * (lib/content/launch.ts) and is refused when saved. Pure: the day is given.
 */
import { contentSources } from '../../schemas/collections';
import { PRICE_LIST_MAX_MONTHS, type Budget, type PriceLine } from '../../schemas/prices';
import { labelledPath, type Problem } from '../content/content-rules';
import { valueDigest, type LaunchProblem } from '../content/launch';
import { longDate } from '../content/format';
import { isPriceListOutdated, priceListLastDay } from './dated';
import { formatRange } from './estimate';
import { NBSP } from '../../schemas/characters';

/** What the owner reads under a price list's date that is too old. */
export function outdatedPricesMessage(pricedOn: string): string {
  return `Prix fixés le ${longDate(pricedOn)}, il y a plus de ${PRICE_LIST_MAX_MONTHS}${NBSP}mois${NBSP}: revoyez vos fourchettes, puis indiquez la date du jour. Une construction chez l’hébergeur refuse des prix plus anciens.`;
}

const asDay = (value: unknown) =>
  typeof value === 'string' ? value : value instanceof Date ? value.toISOString().slice(0, 10) : null;
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A service being saved whose price list is more than {@link PRICE_LIST_MAX_MONTHS} months old on `today`, under its date. */
export function outdatedPriceProblems(source: string, data: Record<string, unknown>, today: string): Problem[] {
  if (source !== 'services') return [];
  const pricedOn = asDay((data['budget'] as { pricedOn?: unknown } | undefined)?.pricedOn);
  return isDay(pricedOn) && isPriceListOutdated(pricedOn, today)
    ? [{ path: ['budget', 'pricedOn'], message: outdatedPricesMessage(pricedOn) }]
    : [];
}

/** A service as the launch check reads it: its file's name, its title, its prices. */
export interface PricedService {
  slug: string;
  title: string;
  budget?: Budget | undefined;
}

/** The services of a content folder (`id`: the file's name) as the check reads them. */
export function pricedServices(
  documents: readonly { id: string; data: { title: string; budget?: Budget | undefined } }[],
): PricedService[] {
  return documents.map(({ id, data }) => ({ slug: id, title: data.title, budget: data.budget }));
}

/** « Services › Couverture Ardoise › Budget indicatif › Prix fixés le », as the admin shows it. */
function servicePlace(service: PricedService, path: (string | number)[]): string {
  return [contentSources.services.label, service.title, labelledPath(contentSources.services.schema, path)].join(' › ');
}

/** The shipped example's prices, as the check asks about them: is this line, this date, the example's for this service? */
export interface ExamplePrices {
  isExampleLine: (slug: string, line: Pick<PriceLine, 'from' | 'to' | 'unit'>) => boolean;
  isExampleDate: (slug: string, pricedOn: string) => boolean;
}

/** A range of a service as the example is recognised by: its service, its prices and its unit (not its words). */
export const priceLineKey = (slug: string, { from, to, unit }: Pick<PriceLine, 'from' | 'to' | 'unit'>) =>
  `${slug}|${from}|${to}|${unit}`;
/** A service's price list's date, as the example is recognised by. */
export const priceDateKey = (slug: string, pricedOn: string) => `${slug}|${pricedOn}`;

/** The keys of the prices of `services` (the admin knows the example's by their digests only). */
export function priceKeys(services: readonly PricedService[]): string[] {
  return services.flatMap(({ slug, budget }) =>
    budget ? [priceDateKey(slug, budget.pricedOn), ...budget.lines.map((line) => priceLineKey(slug, line))] : [],
  );
}

/**
 * A price's key as the admin knows the example's: the first 16 hexadecimal digits of its SHA-256,
 * enough to tell a few dozen prices apart, a quarter of the full digest in the admin's page.
 */
export async function priceDigest(key: string): Promise<string> {
  return (await valueDigest(key)).slice(0, 16);
}

/** The example's prices, known by their keys. */
export function examplePricesFromKeys(keys: ReadonlySet<string>): ExamplePrices {
  return {
    isExampleLine: (slug, line) => keys.has(priceLineKey(slug, line)),
    isExampleDate: (slug, pricedOn) => keys.has(priceDateKey(slug, pricedOn)),
  };
}

/**
 * What stops a publishing host's build in the prices: each range still the example's, a price list
 * still dated as the example's, and each price list older than {@link PRICE_LIST_MAX_MONTHS} months.
 */
export function priceLaunchProblems(
  services: readonly PricedService[],
  example: ExamplePrices,
  today: string,
  between = 'à',
): LaunchProblem[] {
  return services.flatMap((service): LaunchProblem[] => {
    const { budget } = service;
    if (!budget) return [];
    const lines = budget.lines.flatMap((line, index) =>
      example.isExampleLine(service.slug, line)
        ? [
            {
              where: servicePlace(service, ['budget', 'lines', index]),
              what: `«${NBSP}${line.label}${NBSP}: ${formatRange({ low: line.from, high: line.to }, between)}${NBSP}» est une fourchette de l’exemple${NBSP}: indiquez vos propres prix`,
            },
          ]
        : [],
    );
    const date = example.isExampleDate(service.slug, budget.pricedOn)
      ? [
          {
            where: servicePlace(service, ['budget', 'pricedOn']),
            what: `«${NBSP}${budget.pricedOn}${NBSP}» est la date de l’exemple${NBSP}: indiquez le jour où vous avez fixé vos prix`,
          },
        ]
      : isPriceListOutdated(budget.pricedOn, today)
        ? [
            {
              where: servicePlace(service, ['budget', 'pricedOn']),
              what: `prix fixés le ${longDate(budget.pricedOn)}, publiés jusqu’au ${longDate(priceListLastDay(budget.pricedOn))}${NBSP}: revoyez-les, puis indiquez la date du jour`,
            },
          ]
        : [];
    return [...lines, ...date];
  });
}
