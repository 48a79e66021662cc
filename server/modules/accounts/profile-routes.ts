import {
  type TMe,
  ZMe,
  ZPreferencesInput,
  ZProfile,
  ZProfileInput,
  ZSaveProfileResponse,
} from '@common/contracts/accounts';
import { ZPublicUser, ZUserIdParams } from '@common/contracts/users';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import * as service from './profile-service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The signed-in user and their profile, null for a visitor, 'suspended' for a suspended account's session. */
  async function readMe(req: FastifyRequest, reply: FastifyReply): Promise<TMe | null | 'suspended'> {
    // Reading the session through Better Auth also slides its expiry; pass the renewed cookie on.
    const { headers, response: session } = await app.auth.api.getSession({
      headers: fromNodeHeaders(req.headers),
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) reply.header('set-cookie', cookie);
    reply.header('cache-control', 'no-store');
    if (!session) return null;
    const u = session.user as typeof session.user & {
      role?: string | null;
      twoFactorEnabled?: boolean | null;
      banned?: boolean | null;
    };
    // Suspending ends every session; one that outlived it (a read in between) is no signed-in user.
    if (u.banned) return 'suspended';
    return {
      user: {
        id: u.id,
        email: u.email,
        emailVerified: u.emailVerified,
        isAdmin: u.role === 'admin',
        twoFactorEnabled: Boolean(u.twoFactorEnabled),
      },
      profile: await service.getProfile(app.db, u.id),
    };
  }

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user and their profile (null until completed)',
        response: { 200: ZMe, ...errorResponses(401, 403) },
      },
    },
    async (req, reply) => {
      const me = await readMe(req, reply);
      if (!me) throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
      if (me === 'suspended') throw new AppError('FORBIDDEN', MESSAGES.accountSuspended);
      return me;
    },
  );

  // The web app's view of the session: the same as /api/me, but a visitor is a normal answer
  // (null), not a 401 that every visitor's browser would log as an error.
  app.get(
    '/api/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user and their profile, or null for a visitor',
        response: { 200: ZMe.nullable() },
      },
    },
    async (req, reply) => {
      const me = await readMe(req, reply);
      return me === 'suspended' ? null : me;
    },
  );

  app.get(
    '/api/profile',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user’s own profile',
        response: { 200: ZProfile, ...errorResponses(401, 404) },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      reply.header('cache-control', 'no-store');
      const profile = await service.getProfile(app.db, user.id);
      if (!profile) throw new AppError('NOT_FOUND', MESSAGES.profileRequired);
      return profile;
    },
  );

  app.put(
    '/api/profile',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create or update the signed-in user’s profile',
        body: ZProfileInput,
        response: { 200: ZSaveProfileResponse, ...errorResponses(400, 401, 409) },
      },
    },
    async (req) => {
      const user = await requireUser(req);
      const saved = await service.saveProfile(app.db, app.geocoder, user.id, req.body, req.log, req.language);
      return { ...saved, message: MESSAGES.profileSaved };
    },
  );

  app.put(
    '/api/profile/preferences',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Save preferences: distance unit (mi or km), watchlist notices (email, in_app or off), language (en or fr)',
        body: ZPreferencesInput,
        response: { 200: ZProfile, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => service.savePreferences(app.db, (await requireUser(req)).id, req.body),
  );

  app.get(
    '/api/users/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: "A seller's public profile: username, city, state and country",
        params: ZUserIdParams,
        response: { 200: ZPublicUser, ...errorResponses(400, 404) },
      },
    },
    // A public read: the replica when there is one (the primary for a browser that wrote lately).
    async (req) => service.getPublicUser(app.readDb(req), req.params.id),
  );
};
