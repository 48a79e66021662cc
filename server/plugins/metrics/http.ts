import { APP_ROUTES, matchAppPath } from '@common/app-paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAppMetrics } from './registry';

/** The label of a request that no route or app page matched (a 404). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route label: the route's pattern ('/api/posts/:id'), never the URL, so the series stay few.
 * An app page the fallback serves is labelled with its router pattern ('/my-posts'); the built app's
 * hashed files are one label, as their names change with each build.
 */
export function routeLabel(req: FastifyRequest, status: number): string {
  const pattern = req.routeOptions.url;
  if (pattern) return pattern.startsWith('/assets/') ? '/assets/*' : pattern;
  if (status >= 400) return UNMATCHED_ROUTE;
  const page = matchAppPath(req.url.split(/[?#]/, 1)[0] ?? '/');
  return page ? APP_ROUTES[page.route].path : UNMATCHED_ROUTE;
}

/** Counts and times every answered request by method, route pattern and status. */
export function countRequests(app: FastifyInstance, metrics: TAppMetrics) {
  app.addHook('onResponse', (req, reply, done) => {
    const labels = {
      method: req.method,
      route: routeLabel(req, reply.statusCode),
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
