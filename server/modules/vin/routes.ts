import { ZVinDecode } from '@common/contracts/vin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-responses';
import * as service from './service';

// Public like the catalog lists: a VIN names a vehicle, not a person. Limited by the app's default rate.
export const vinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vin/:vin',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Decode a VIN offline (NHTSA vPIC data) and map it onto the catalog',
        // The rules (length, characters, check digit) are checked by the service, so each has its message.
        params: z.object({ vin: z.string() }),
        response: { 200: ZVinDecode, ...errorResponses(400, 404) },
      },
    },
    async (req) => service.decodeVin(app, req.params.vin),
  );
};
