import { ZPartList, ZVehicleList } from '@common/contracts/catalog';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_CHANNEL } from './repository';
import * as service from './service';

// The lists are serialized once by the service (validated against the same schemas declared
// here for the docs), so the routes send the prepared JSON and answer 304 to a matching ETag.
function sendList(req: FastifyRequest, reply: FastifyReply, list: service.TCachedList) {
  // Revalidated on every use (a 304 when unchanged), so an admin's edit shows in every form at once.
  reply.header('cache-control', 'public, no-cache').header('etag', list.etag);
  if (req.headers['if-none-match'] === list.etag) return reply.status(304).send();
  return reply
    .type('application/json; charset=utf-8')
    .serializer((s: string) => s)
    .send(list.json);
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // An edit on any instance (or a lost listener connection) drops this instance's cached lists.
  const drop = () => service.invalidateCatalog(app.db);
  await app.realtime.listen(CATALOG_CHANNEL, drop, drop);
  app.get(
    '/api/vehicles',
    { schema: { tags: ['catalog'], summary: 'All vehicles, by name', response: { 200: ZVehicleList } } },
    async (req, reply) => sendList(req, reply, await service.getVehicles(app.db)),
  );
  app.get(
    '/api/parts',
    { schema: { tags: ['catalog'], summary: 'All part types, by name', response: { 200: ZPartList } } },
    async (req, reply) => sendList(req, reply, await service.getParts(app.db)),
  );
};
