import type { TMessageReportReason } from '@common/constants';
import {
  ADMIN_PAGE_SIZE,
  type TFlaggedMessagesResponse,
  ZAdminListQuery,
  ZFlaggedMessagesResponse,
  ZIdParams,
  ZResolveResponse,
} from '@common/contracts/admin';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { scamPatternLabel } from '@common/rules/scam-patterns';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../lib/audit';
import { adminOf, adminOnly, type TSessionUser } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import * as repo from './repository';

type TApp = Pick<FastifyInstance, 'db' | 'clock'>;
const iso = (d: Date | string) => new Date(d).toISOString();
/** node-postgres reads text[] as an array; PGlite may hand back its '{a,b}' text. */
const textArray = (v: string[] | string) =>
  Array.isArray(v)
    ? v
    : v
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

const errors = errorResponses(400, 401, 403, 404, 409);

export async function listFlags(
  app: TApp,
  status: 'open' | 'closed',
  page: number,
): Promise<TFlaggedMessagesResponse> {
  const rows = await repo.listFlags(
    app.db,
    status === 'closed',
    (page - 1) * ADMIN_PAGE_SIZE,
    ADMIN_PAGE_SIZE,
  );
  return {
    flags: rows.slice(0, ADMIN_PAGE_SIZE).map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      patterns: textArray(r.patterns).map((id) => ({ id, label: scamPatternLabel(id) })),
      reason: (r.reason as TMessageReportReason | null) ?? null,
      note: r.note,
      reporter: r.reporter,
      message_id: Number(r.message_id),
      content: r.content,
      sender_id: r.sender_id,
      sender: r.sender,
      receiver: r.receiver,
      sent_at: iso(r.sent_at),
      created_at: iso(r.created_at),
      reviewed: r.reviewed_at !== null,
      reviewed_at: r.reviewed_at === null ? null : iso(r.reviewed_at),
      reviewed_by: r.reviewed_by,
    })),
    page,
    has_more: rows.length > ADMIN_PAGE_SIZE,
  };
}

/** Marks a flagged or reported message reviewed, with an audit entry; reviewing it twice is refused. */
export async function markReviewed(app: TApp, admin: TSessionUser, id: number) {
  await app.db.transaction(async (tx) => {
    const outcome = await repo.markFlagReviewed(tx, id, admin.id, app.clock());
    if (!outcome) throw new AppError('NOT_FOUND', MESSAGES.messageFlagNotFound);
    if (!outcome.reviewed) throw new AppError('CONFLICT', MESSAGES.messageFlagReviewed);
    await recordAudit(tx, admin, {
      action: 'message-flag.reviewed',
      targetType: 'message_flag',
      targetId: id,
      details: `${outcome.kind === 'report' ? 'Reported' : 'Flagged'} message ${outcome.messageId}`,
    });
  });
  return { id, resolved: true };
}

// The admins' queue of flagged and reported messages.
export const messageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);
  app.get(
    '/api/admin/flagged-messages',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Messages that matched a scam pattern or were reported: open ones newest first (status=open), or reviewed ones (status=closed)',
        querystring: ZAdminListQuery,
        response: { 200: ZFlaggedMessagesResponse, ...errors },
      },
    },
    async (req) => listFlags(app, req.query.status, req.query.page),
  );
  app.post(
    '/api/admin/flagged-messages/:id/reviewed',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a flagged or reported message reviewed',
        params: ZIdParams,
        response: { 200: ZResolveResponse, ...errors },
      },
    },
    async (req) => markReviewed(app, adminOf(req), req.params.id),
  );
};
