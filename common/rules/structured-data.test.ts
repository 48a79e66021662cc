import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd, jsonLdScript, productJsonLd, type TProductPost } from './structured-data';
import { jsonLdOf, structuredDataProblems } from './structured-data-check';

const post: TProductPost = {
  year: 2012,
  vehicle_name: 'Honda - Civic',
  part_name: 'Alternator',
  stock_number: 'A-17',
  description: 'Tested, works.',
  price: 120,
  currencytype: 'CAD',
  status: 'active',
  condition: 'used',
  username: 'yardking',
  expires_at: '2027-01-31T10:00:00.000Z',
  images: [{ image: '/uploads/a.webp' }, { image: 'https://cdn.example/b.webp' }],
  oem_numbers: ['31100-RNA-A01'],
  fitments: [{ vehicle_name: 'Honda - Civic', year_from: 2012, year_to: 2015 }],
};
const place = {
  url: 'https://py.example/view/7/2012-honda-civic-alternator',
  origin: 'https://py.example',
  sellerUrl: 'https://py.example/user-profile/u1',
};

describe('productJsonLd', () => {
  it('describes a live post as a Product with an in-stock Offer that the check accepts', () => {
    const ld = productJsonLd(post, place);
    expect(structuredDataProblems(ld)).toEqual([]);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: '2012 Honda Civic Alternator',
      sku: 'A-17',
      mpn: '31100-RNA-A01',
      image: ['https://py.example/uploads/a.webp', 'https://cdn.example/b.webp'],
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        price: 120,
        priceCurrency: 'CAD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        url: place.url,
        priceValidUntil: '2027-01-31',
        seller: { '@type': 'Person', name: 'yardking', url: place.sellerUrl },
      },
    });
  });

  it.each(['sold', 'expired'] as const)('gives a %s post no Offer', (status) => {
    const ld = productJsonLd({ ...post, status }, place);
    expect(ld).not.toHaveProperty('offers');
    expect(structuredDataProblems(ld)).toEqual([]);
  });

  it('maps new and remanufactured to their schema.org conditions, leaves out empty sku and seller', () => {
    const ld = productJsonLd(
      { ...post, condition: 'remanufactured', stock_number: ' ', username: '' },
      place,
    );
    expect(ld.itemCondition).toBe('https://schema.org/RefurbishedCondition');
    expect(ld).not.toHaveProperty('sku');
    expect(ld.offers).not.toHaveProperty('seller');
    expect(productJsonLd({ ...post, condition: 'new' }, place).itemCondition).toBe(
      'https://schema.org/NewCondition',
    );
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the crumbs from 1 with absolute items', () => {
    const ld = breadcrumbListJsonLd([
      { name: 'Parts', url: 'https://py.example/parts' },
      { name: 'Honda', url: 'https://py.example/parts/honda' },
    ]);
    expect(structuredDataProblems(ld)).toEqual([]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Parts', item: 'https://py.example/parts' },
      { '@type': 'ListItem', position: 2, name: 'Honda', item: 'https://py.example/parts/honda' },
    ]);
  });
});

describe('structuredDataProblems', () => {
  it('names what Google requires of an Offer and a BreadcrumbList when it is missing', () => {
    const ld = productJsonLd(post, place) as { offers: Record<string, unknown> };
    const { price: _p, priceCurrency: _c, availability: _a, ...offer } = ld.offers;
    expect(structuredDataProblems({ ...ld, offers: offer })).toEqual([
      'Product.offers[0].price: missing or not a number',
      'Product.offers[0].priceCurrency: not an ISO 4217 code',
      'Product.offers[0].availability: not a schema.org ItemAvailability',
    ]);
    expect(structuredDataProblems({ ...ld, name: '' })).toEqual(['Product.name: missing']);
    const crumbs = breadcrumbListJsonLd([
      { name: 'Parts', url: '/parts' },
      { name: '', url: 'x' },
    ]);
    expect(structuredDataProblems(crumbs)).toEqual([
      'BreadcrumbList.itemListElement[0].item: not absolute',
      'BreadcrumbList.itemListElement[1].name: missing',
      'BreadcrumbList.itemListElement[1].item: not absolute',
    ]);
  });
});

describe('jsonLdScript', () => {
  it('escapes text that would close the script tag, and parses back to the same data', () => {
    const evil = '</script><script>alert(1)</script> & <!-- \u2028\u2029';
    const html = jsonLdScript(productJsonLd({ ...post, description: evil }, place));
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.endsWith('</script>')).toBe(true);
    const inner = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&\u2028\u2029]/);
    expect(inner).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(jsonLdOf(`<head>${html}</head>`)).toEqual([productJsonLd({ ...post, description: evil }, place)]);
  });
});
