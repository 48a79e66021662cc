import { ADMIN_PAGE_SIZE, type TContactMessagesResponse } from '@common/contracts/admin';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../lib/audit';
import type { TSessionUser } from '../../plugins/auth-session';
import * as repo from './repository';

type TApp = Pick<FastifyInstance, 'db' | 'clock'>;
const iso = (d: Date | string) => new Date(d).toISOString();

export async function listInbox(
  app: TApp,
  status: 'open' | 'closed',
  page: number,
): Promise<TContactMessagesResponse> {
  const rows = await repo.listContactMessages(
    app.db,
    status === 'closed',
    (page - 1) * ADMIN_PAGE_SIZE,
    ADMIN_PAGE_SIZE,
  );
  return {
    messages: rows.slice(0, ADMIN_PAGE_SIZE).map((r) => ({
      id: Number(r.id),
      name: r.name,
      email: r.email,
      phone: r.phone,
      subject: r.subject,
      message: r.message,
      created_at: iso(r.created_at),
      handled: Boolean(r.handled),
      handled_at: r.handled_at === null ? null : iso(r.handled_at),
      handled_by: r.handled_by,
    })),
    page,
    has_more: rows.length > ADMIN_PAGE_SIZE,
  };
}

/** Marks a contact message handled, with an audit entry; handling it twice is refused. */
export async function markHandled(app: TApp, admin: TSessionUser, id: number) {
  await app.db.transaction(async (tx) => {
    const outcome = await repo.markHandled(tx, id, admin.id, app.clock());
    if (!outcome) throw new AppError('NOT_FOUND', MESSAGES.contactMessageNotFound);
    if (!outcome.handled) throw new AppError('CONFLICT', MESSAGES.contactMessageHandled);
    await recordAudit(tx, admin, {
      action: 'contact.handled',
      targetType: 'contact_message',
      targetId: id,
      details: outcome.subject,
    });
  });
  return { id, resolved: true };
}
