import { ZReportCreated } from '@common/contracts/reports';
import { MESSAGES } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TempUploads, uploadTempDir } from '../../lib/temp-uploads';
import { sessionUser } from '../../plugins/auth-session';
import { errorBody } from '../../plugins/error-handler';
import { errorResponses } from '../../plugins/error-responses';
import { readReportForm } from './report-form';
import { fileReport } from './service';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reports',
    {
      schema: {
        tags: ['reports'],
        summary:
          'Report a post (multipart: post_id, reason Spam|Scam|Other, description, email, up to 4 "photo" files)',
        consumes: ['multipart/form-data'],
        response: {
          201: ZReportCreated,
          ...errorResponses(400, 403, 404, 413, 415, 422, 429),
        },
      },
      // Anyone may report, so the address is limited: 10 reports in 10 minutes, refused in the
      // report's own words.
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '10 minutes',
          errorResponseBuilder: () => errorBody('RATE_LIMITED', MESSAGES.tooManyReports),
        },
      },
    },
    async (req, reply) => {
      const viewer = req.headers.cookie ? await sessionUser(req) : null;
      // The photos wait in temp files, removed before the answer goes (whatever it is).
      const uploads = new TempUploads(uploadTempDir(app.config.dataDir));
      let created: Awaited<ReturnType<typeof fileReport>>;
      try {
        created = await fileReport(app, viewer, await readReportForm(req, uploads));
      } finally {
        await uploads.removeAll();
      }
      return reply.status(201).send(created);
    },
  );
};
