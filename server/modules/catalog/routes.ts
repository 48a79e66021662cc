import { ZPartList, ZVehicleList } from '@common/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './service';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vehicles',
    { schema: { tags: ['catalog'], summary: 'All vehicles, by name', response: { 200: ZVehicleList } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return service.getVehicles(app.db);
    },
  );
  app.get(
    '/api/parts',
    { schema: { tags: ['catalog'], summary: 'All part types, by name', response: { 200: ZPartList } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return service.getParts(app.db);
    },
  );
};
