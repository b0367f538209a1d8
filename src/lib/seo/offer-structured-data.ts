/**
 * A service's prices in its structured data: one `Offer` whose price specifications are the
 * owner's ranges, excluding VAT, per unit (UN/CEFACT codes), valid from the day the prices were set
 * to the last day they are published (lib/prices/dated.ts). Search engines show no rich result for
 * a service's offer; the markup only describes what the page shows, and nothing once the prices are
 * more than a year old.
 */
import type { Offer, UnitPriceSpecification } from 'schema-dts';
import type { Budget, BudgetText, PriceUnit } from '../../schemas/prices';
import { isPriceListOutdated, priceListLastDay } from '../prices/dated';
import { absoluteUrl } from './head';

/** UN/CEFACT Recommendation 20 codes: square metre, metre, piece; a whole job has none. */
const unitCodes: Record<PriceUnit, string | undefined> = { m2: 'MTK', m: 'MTR', piece: 'H87', forfait: undefined };

export function serviceOffer(
  budget: Budget | undefined,
  { path, origin, units, today }: { path: string; origin: string | URL; units: BudgetText['units']; today: string },
): Offer | null {
  if (!budget || isPriceListOutdated(budget.pricedOn, today)) return null;
  return {
    '@type': 'Offer',
    url: absoluteUrl(`${path}#budget`, origin),
    priceCurrency: 'EUR',
    validFrom: budget.pricedOn,
    priceValidUntil: priceListLastDay(budget.pricedOn),
    priceSpecification: budget.lines.map((line): UnitPriceSpecification => {
      const code = unitCodes[line.unit];
      return {
        '@type': 'UnitPriceSpecification',
        name: line.label,
        minPrice: line.from,
        maxPrice: line.to,
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: false,
        ...(code ? { unitCode: code } : {}),
        unitText: line.unit === 'forfait' ? units.forfait.price : units[line.unit].symbol,
      };
    }),
  };
}
