import { describe, expect, it } from 'vitest';
import { priceListLastDay } from '../../../src/lib/prices/dated';
import { servicePageJsonLd } from '../../../src/lib/seo/structured-data';
import { monthsLater } from '../../../src/schemas/dated';
import { readExampleContent } from '../../support/example-content';

const content = readExampleContent();
const origin = 'https://www.exemple.be';
const service = content.services.find((entry) => entry.budget?.lines.some((line) => line.unit === 'forfait'))!;

describe('a service’s prices in its structured data', () => {
  it('are an Offer of its ranges, excluding VAT, per unit, valid from the day they were set for a year', () => {
    const [node] = servicePageJsonLd(content, service, origin, service.budget!.pricedOn) as {
      offers?: {
        priceSpecification: Record<string, unknown>[];
        validFrom: string;
        priceValidUntil: string;
        url: string;
      };
    }[];
    const offer = node!.offers!;
    expect(offer.url).toBe(`${origin}${service.path}#budget`);
    expect(offer.validFrom).toBe(service.budget!.pricedOn);
    expect(offer.priceValidUntil).toBe(priceListLastDay(service.budget!.pricedOn));
    expect(offer.priceSpecification).toEqual(
      service.budget!.lines.map((line) => ({
        '@type': 'UnitPriceSpecification',
        name: line.label,
        minPrice: line.from,
        maxPrice: line.to,
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: false,
        ...(line.unit === 'm2' ? { unitCode: 'MTK' } : line.unit === 'm' ? { unitCode: 'MTR' } : {}),
        unitText:
          line.unit === 'forfait' ? content.budgetText.units.forfait.price : content.budgetText.units[line.unit].symbol,
      })),
    );
  });

  it('say nothing of prices more than a year old, nor of a service without a budget', () => {
    const late = monthsLater(service.budget!.pricedOn, 13);
    expect(servicePageJsonLd(content, service, origin, late)[0]).not.toHaveProperty('offers');
    const { budget: _budget, ...unpriced } = service;
    expect(servicePageJsonLd(content, unpriced, origin, service.budget!.pricedOn)[0]).not.toHaveProperty('offers');
  });
});
