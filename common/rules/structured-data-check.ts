// For tests: the JSON-LD blocks of a page's HTML, and what Google's rich results documentation lists
// as required (and the recommended fields we always fill) for Product snippets with an Offer and for
// BreadcrumbList, ProfilePage, WebSite and CollectionPage. Not used by the app itself.

type TNode = Record<string, unknown>;

const LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

/** Every JSON-LD block of `html`, parsed (a block that is not JSON throws: that is a bug too). */
export function jsonLdOf(html: string): TNode[] {
  return [...html.matchAll(LD)].map((m) => JSON.parse(m[1] ?? '') as TNode);
}

/** The blocks of `html` of this @type. */
export function jsonLdOfType(html: string, type: string): TNode[] {
  return jsonLdOf(html).filter((n) => n['@type'] === type);
}

const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s/]+\/?\S*$/.test(v);
const isObject = (v: unknown): v is TNode => typeof v === 'object' && v !== null && !Array.isArray(v);
const AVAILABILITY =
  /^https:\/\/schema\.org\/(InStock|OutOfStock|SoldOut|Discontinued|PreOrder|LimitedAvailability|OnlineOnly|InStoreOnly|BackOrder|PreSale)$/;
const CONDITION =
  /^https:\/\/schema\.org\/(NewCondition|UsedCondition|RefurbishedCondition|DamagedCondition)$/;

function offerProblems(offer: unknown, at: string): string[] {
  if (!isObject(offer)) return [`${at}: not an object`];
  const out: string[] = [];
  if (offer['@type'] !== 'Offer') out.push(`${at}.@type: not Offer`);
  const price = offer.price;
  const priced =
    (typeof price === 'number' && Number.isFinite(price) && price >= 0) ||
    (typeof price === 'string' && /^\d+(\.\d+)?$/.test(price));
  if (!priced) out.push(`${at}.price: missing or not a number`);
  if (typeof offer.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(offer.priceCurrency)) {
    out.push(`${at}.priceCurrency: not an ISO 4217 code`);
  }
  if (typeof offer.availability !== 'string' || !AVAILABILITY.test(offer.availability)) {
    out.push(`${at}.availability: not a schema.org ItemAvailability`);
  }
  if (offer.itemCondition !== undefined && !CONDITION.test(String(offer.itemCondition))) {
    out.push(`${at}.itemCondition: not a schema.org OfferItemCondition`);
  }
  if (offer.url !== undefined && !isUrl(offer.url)) out.push(`${at}.url: not absolute`);
  if (offer.seller !== undefined) {
    const s = offer.seller;
    if (!isObject(s) || !['Person', 'Organization'].includes(String(s['@type'])) || !isText(s.name)) {
      out.push(`${at}.seller: not a named Person or Organization`);
    }
  }
  return out;
}

function productProblems(p: TNode, at: string): string[] {
  const out: string[] = [];
  if (!isText(p.name)) out.push(`${at}.name: missing`);
  const images = p.image === undefined ? [] : Array.isArray(p.image) ? p.image : [p.image];
  images.forEach((img, i) => {
    if (!isUrl(img)) out.push(`${at}.image[${i}]: not absolute`);
  });
  if (p.offers !== undefined) {
    const offers = Array.isArray(p.offers) ? p.offers : [p.offers];
    offers.forEach((o, i) => {
      out.push(...offerProblems(o, `${at}.offers[${i}]`));
    });
  }
  return out;
}

function breadcrumbProblems(b: TNode, at: string): string[] {
  const list = b.itemListElement;
  if (!Array.isArray(list) || list.length === 0) return [`${at}.itemListElement: empty`];
  const out: string[] = [];
  for (const [i, item] of list.entries()) {
    const where = `${at}.itemListElement[${i}]`;
    if (!isObject(item) || item['@type'] !== 'ListItem') {
      out.push(`${where}: not a ListItem`);
      continue;
    }
    if (item.position !== i + 1) out.push(`${where}.position: not ${i + 1}`);
    if (!isText(item.name)) out.push(`${where}.name: missing`);
    // Google: item may be left out on the last crumb only.
    if (item.item === undefined ? i < list.length - 1 : !isUrl(item.item))
      out.push(`${where}.item: not absolute`);
  }
  return out;
}

function profileProblems(p: TNode, at: string): string[] {
  const main = p.mainEntity;
  if (!isObject(main) || !['Person', 'Organization'].includes(String(main['@type']))) {
    return [`${at}.mainEntity: not a Person or Organization`];
  }
  return isText(main.name) ? [] : [`${at}.mainEntity.name: missing`];
}

/** What is wrong with one JSON-LD block ([] when it is valid); an unknown @type is a problem. */
export function structuredDataProblems(node: unknown): string[] {
  if (!isObject(node)) return ['not an object'];
  const type = String(node['@type']);
  const out = node['@context'] === 'https://schema.org' ? [] : ['@context: not https://schema.org'];
  const at = type;
  switch (type) {
    case 'Product':
      return [...out, ...productProblems(node, at)];
    case 'BreadcrumbList':
      return [...out, ...breadcrumbProblems(node, at)];
    case 'ProfilePage':
      return [...out, ...profileProblems(node, at)];
    case 'WebSite':
    case 'CollectionPage':
    case 'ItemList':
      return [
        ...out,
        ...(isText(node.name) || Array.isArray(node.itemListElement) ? [] : [`${at}.name: missing`]),
      ];
    default:
      return [...out, `@type ${type}: not one this check knows`];
  }
}
