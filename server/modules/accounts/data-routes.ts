import { ZDeleteAccountRequest } from '@common/contracts/account-data';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import { takeFromWindow } from '../../plugins/user-limiter';
import { deleteOwnAccount, expiredAuthCookies } from './account-deletion';
import { exportArchive } from './data-export';

/** One archive a minute per user: it reads every row and photo of theirs. */
const EXPORT_WINDOW = { max: 1, windowMs: 60_000 };

/** Data rights: the signed-in user downloads their data, or deletes their account. */
export const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account/export',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Download your data: one ZIP archive (profile, posts with photos, messages, favourites, ...)',
        response: { 200: z.any(), ...errorResponses(401, 429) },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      const rate = await takeFromWindow(app.rateCounters, `account-export:${user.id}`, EXPORT_WINDOW);
      if (!rate.ok) {
        throw Object.assign(new AppError('RATE_LIMITED', MESSAGES.accountExportTooSoon), {
          retryAfter: rate.retryAfterSeconds,
        });
      }
      const { fileName, stream } = await exportArchive(app, user.id, req.language);
      stream.on('error', (err) => req.log.error({ err }, 'data export stopped'));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.post(
    '/api/account/delete',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Delete your account, confirmed by your password (and authenticator code with two-factor on)',
        body: ZDeleteAccountRequest,
        response: { 204: z.null(), ...errorResponses(400, 401, 429) },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      await deleteOwnAccount(app, req, user, req.body);
      for (const cookie of await expiredAuthCookies(app)) reply.header('set-cookie', cookie);
      return reply.status(204).send(null);
    },
  );
};
