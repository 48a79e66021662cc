import { ZIdParams, ZPartInput, ZVehicleInput } from '@common/contracts/admin';
import { ZPart, ZVehicle } from '@common/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf, adminOnly } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import * as service from './admin-service';

const errors = errorResponses(400, 401, 403, 404, 409);

// The spec's INSERT/UPDATE vehicle (name) and parts (part_name, with part_name_fr), for admins only.
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);
  app.post(
    '/api/admin/vehicles',
    {
      schema: {
        tags: ['admin'],
        summary: "Add a vehicle 'Manufacturer - Model' (refused when it exists, whatever the case)",
        body: ZVehicleInput,
        response: { 201: ZVehicle, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await service.addVehicle(app, adminOf(req), req.body.name)),
  );
  app.put(
    '/api/admin/vehicles/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rename a vehicle',
        params: ZIdParams,
        body: ZVehicleInput,
        response: { 200: ZVehicle, ...errors },
      },
    },
    async (req) => service.renameVehicle(app, adminOf(req), req.params.id, req.body.name),
  );
  app.post(
    '/api/admin/parts',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Add a part type in English and French (refused when the English name exists, whatever the case)',
        body: ZPartInput,
        response: { 201: ZPart, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await service.addPart(app, adminOf(req), req.body)),
  );
  app.put(
    '/api/admin/parts/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rename a part type in English and French',
        params: ZIdParams,
        body: ZPartInput,
        response: { 200: ZPart, ...errors },
      },
    },
    async (req) => service.renamePart(app, adminOf(req), req.params.id, req.body),
  );
};
