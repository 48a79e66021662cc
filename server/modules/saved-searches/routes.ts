import { ZRowId } from '@common/contracts/ids';
import {
  ZSavedSearch,
  ZSavedSearchChange,
  ZSavedSearchDeleted,
  ZSavedSearchInput,
  ZSavedSearchList,
} from '@common/contracts/saved-searches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import { changeSavedSearch, createSavedSearch, deleteSavedSearch, listSavedSearches } from './service';

const ZParams = z.object({ id: ZRowId('savedSearchNotFound') });

// Saved searches: the signed-in user's own. Every answer is theirs alone.
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/saved-searches',
    {
      schema: {
        tags: ['saved-searches'],
        summary: "The signed-in user's saved searches, newest first, with how many live posts match now",
        response: { 200: ZSavedSearchList, ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      reply.header('cache-control', 'private, no-store');
      return listSavedSearches(app, user);
    },
  );

  app.post(
    '/api/saved-searches',
    {
      schema: {
        tags: ['saved-searches'],
        summary: 'Save a search (its filters, place and radius, sort) with a name and an alert mode',
        body: ZSavedSearchInput,
        response: { 201: ZSavedSearch, ...errorResponses(400, 401, 409) },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      return reply.status(201).send(await createSavedSearch(app, user, req.body));
    },
  );

  app.patch(
    '/api/saved-searches/:id',
    {
      schema: {
        tags: ['saved-searches'],
        summary: "Rename one of the signed-in user's saved searches or change its alert",
        params: ZParams,
        body: ZSavedSearchChange,
        response: { 200: ZSavedSearch, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => changeSavedSearch(app, await requireUser(req), req.params.id, req.body),
  );

  app.delete(
    '/api/saved-searches/:id',
    {
      schema: {
        tags: ['saved-searches'],
        summary: "Delete one of the signed-in user's saved searches",
        params: ZParams,
        response: { 200: ZSavedSearchDeleted, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      await deleteSavedSearch(app, await requireUser(req), req.params.id);
      return { id: req.params.id };
    },
  );
};
