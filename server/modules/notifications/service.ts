import {
  NOTICE_KINDS,
  NOTICES_PAGE_SIZE,
  type TNoticeKind,
  type TNoticesPage,
  type TUnreadNotices,
} from '@common/contracts/notifications';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { publishUnreadNotices, unreadNotices } from '../../lib/notices';
import type { TSessionUser } from '../../plugins/auth-session';
import * as repo from './repository';

type TApp = Pick<FastifyInstance, 'db' | 'clock'>;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const isKind = (kind: string): kind is TNoticeKind => (NOTICE_KINDS as readonly string[]).includes(kind);

/** A page of the user's notices, newest first (a page past the last is empty, not an error). */
export async function listNotices(app: TApp, user: TSessionUser, page = 1): Promise<TNoticesPage> {
  const { rows, total } = await repo.listNotices(
    app.db,
    user.id,
    NOTICES_PAGE_SIZE,
    (page - 1) * NOTICES_PAGE_SIZE,
  );
  return {
    // A kind this version does not know (written by a newer instance during a rolling update) is left out.
    notifications: rows.flatMap((r) =>
      isKind(r.kind)
        ? [
            {
              id: r.id,
              kind: r.kind,
              params: r.params ?? {},
              link: r.link,
              created_at: iso(r.created_at),
              read: r.read_at !== null,
            },
          ]
        : [],
    ),
    page,
    total_pages: Math.max(1, Math.ceil(total / NOTICES_PAGE_SIZE)),
    total,
    unread_total: await unreadNotices(app.db, user.id),
  };
}

export async function unreadCount(app: TApp, user: TSessionUser): Promise<TUnreadNotices> {
  return { unread_total: await unreadNotices(app.db, user.id) };
}

/** Marks one notice read (the user's own only: another's answers 404); the user's tabs hear the new count. */
export async function markNoticeRead(app: TApp, user: TSessionUser, id: number): Promise<TUnreadNotices> {
  return app.db.transaction(async (tx) => {
    if (!(await repo.markRead(tx, user.id, id, app.clock())))
      throw new AppError('NOT_FOUND', MESSAGES.notificationNotFound);
    await publishUnreadNotices(tx, user.id);
    return { unread_total: await unreadNotices(tx, user.id) };
  });
}

export async function markAllNoticesRead(app: TApp, user: TSessionUser): Promise<TUnreadNotices> {
  return app.db.transaction(async (tx) => {
    await repo.markAllRead(tx, user.id, app.clock());
    await publishUnreadNotices(tx, user.id);
    return { unread_total: 0 };
  });
}
