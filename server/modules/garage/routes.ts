import { ZGarage, ZGarageMerge, ZGarageVehicle, ZGarageVehicleInput } from '@common/contracts/garage';
import { ZRowId } from '@common/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import { addGarageVehicle, getGarage, mergeGarage, removeGarageVehicle } from './service';

const ZGarageParams = z.object({ id: ZRowId('garageVehicleNotFound') });

// My Garage: the signed-in user's own vehicles. Every answer is theirs alone.
export const garageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/garage',
    {
      schema: {
        tags: ['garage'],
        summary: "The signed-in user's garage vehicles, oldest first",
        response: { 200: ZGarage, ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      reply.header('cache-control', 'private, no-store');
      return getGarage(app, user);
    },
  );

  app.post(
    '/api/garage',
    {
      schema: {
        tags: ['garage'],
        summary: 'Add a vehicle (a year and a catalog model, maybe its VIN) to the garage',
        body: ZGarageVehicleInput,
        response: { 201: ZGarageVehicle, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      return reply.status(201).send(await addGarageVehicle(app, user, req.body));
    },
  );

  app.delete(
    '/api/garage/:id',
    {
      schema: {
        tags: ['garage'],
        summary: "Remove one of the signed-in user's garage vehicles; answers the garage left",
        params: ZGarageParams,
        response: { 200: ZGarage, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => removeGarageVehicle(app, await requireUser(req), req.params.id),
  );

  app.post(
    '/api/garage/merge',
    {
      schema: {
        tags: ['garage'],
        summary: "Carry a visitor's browser garage into the account at sign-in; answers the whole garage",
        body: ZGarageMerge,
        response: { 200: ZGarage, ...errorResponses(400, 401) },
      },
    },
    async (req) => mergeGarage(app, await requireUser(req), req.body.vehicles),
  );
};
