import { landingPath } from '@common/rules/landing';
import { splitVehicleName } from '@common/vehicles';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/client';
import { canonicalVehicles, landingCatalog } from '../search/landing';
import { livePairsAfter, liveVehicleIds } from '../search/landing-repository';
import { pageEntries, URLS_PER_PAGE, urlsetClose, urlsetOpen } from './xml';

// The landing pages' sitemaps: every make, model and model-and-part page that has live
// posts, at its canonical address. Page n holds the models with ids in ((n-1)*k, n*k], where k is
// as many models as fit a page whole (each model gives at most its make's page, its own page and
// one page per catalog part, each in every language): found without an OFFSET, and its (model,
// part) pairs read in chunks.

/** Pairs read per query while a page is written. */
const CHUNK = 2_000;
const MAX_INT = 2_147_483_647;

type TApp = Pick<FastifyInstance, 'db' | 'config' | 'clock'>;

/** The address of landing sitemap page n. */
export const landingSitemapPath = (n: number) => `/sitemaps/landing-${n}.xml`;

/** Models per page: each gives at most 2 + (parts in the catalog) pages, each once per language. */
function modelsPerPage(partCount: number, size: number): number {
  return Math.max(1, Math.floor(size / URLS_PER_PAGE / (partCount + 2)));
}

/** The landing sitemap pages that hold at least one address (a model with live posts). */
export async function landingSitemapPages(app: TApp, size: number, db: TDb = app.db): Promise<number[]> {
  const { vehicles, parts } = await landingCatalog(app);
  const k = modelsPerPage(parts.length, size);
  const paths = canonicalVehicles(vehicles);
  const ids = (await liveVehicleIds(db, app.clock())).filter((id) => paths.has(id));
  return [...new Set(ids.map((id) => Math.ceil(id / k)))];
}

/** Landing sitemap page n as chunks of XML; null when it holds nothing (404). Live posts read on `db`. */
export async function landingSitemap(
  app: TApp,
  n: number,
  size: number,
  db: TDb = app.db,
): Promise<AsyncIterable<string> | null> {
  const catalog = await landingCatalog(app);
  const k = modelsPerPage(catalog.parts.length, size);
  const first = (n - 1) * k;
  const last = n * k;
  if (last > MAX_INT) return null;
  const now = app.clock();
  const live = await liveVehicleIds(db, now);
  const paths = canonicalVehicles(catalog.vehicles);
  const inPage = live.filter((id) => id > first && id <= last && paths.has(id));
  if (inPage.length === 0) return null;
  // A make's page goes with its lowest-numbered model that has live posts.
  const names = new Map(catalog.vehicles.map((v) => [v.id, splitVehicleName(v.name)]));
  const makeLead = new Map<string, number>();
  for (const id of live) {
    const make = landingPath({ manufacturer: names.get(id)?.manufacturer ?? '' });
    if (paths.has(id) && !makeLead.has(make)) makeLead.set(make, id);
  }
  // A part's page is the first part of its slug's (as the address resolves).
  const partPaths = new Map<number, string>();
  const seen = new Set<string>();
  for (const p of catalog.parts) {
    const slug = landingPath({ manufacturer: 'm', model: 'm', part: p.part_name });
    if (seen.has(slug)) continue;
    seen.add(slug);
    partPaths.set(p.id, p.part_name);
  }
  const base = app.config.publicUrl;
  const entry = (path: string) => pageEntries(base, path);
  return (async function* () {
    yield urlsetOpen;
    let after = { vehicleId: first, partId: MAX_INT };
    let current = -1;
    for (;;) {
      const pairs = await livePairsAfter(db, now, { after, lastVehicle: last, limit: CHUNK });
      let out = '';
      for (const { vehicleId, partId } of pairs) {
        const name = names.get(vehicleId);
        if (!name || !paths.has(vehicleId)) continue;
        if (vehicleId !== current) {
          current = vehicleId;
          const make = landingPath({ manufacturer: name.manufacturer });
          if (makeLead.get(make) === vehicleId) out += entry(make);
          out += entry(landingPath(name));
        }
        const part = partPaths.get(partId);
        if (part) out += entry(landingPath({ ...name, part }));
      }
      if (out) yield out;
      const end = pairs[pairs.length - 1];
      if (!end || pairs.length < CHUNK) break;
      after = end;
    }
    yield urlsetClose;
  })();
}
