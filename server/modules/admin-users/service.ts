import type { TReportReason } from '@common/constants';
import {
  ADMIN_USER_LIST_MAX,
  ADMIN_USERS_PAGE_SIZE,
  type TAdminUserDetail,
  type TAdminUserRow,
  type TAdminUsersResponse,
} from '@common/contracts/admin-users';
import type { POST_STATUSES } from '@common/contracts/posts';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import * as repo from './repository';

type TApp = Pick<FastifyInstance, 'db' | 'clock'>;

const iso = (d: Date | string) => new Date(d).toISOString();

export function toUserRow(r: repo.TUserRowRecord): TAdminUserRow {
  return {
    id: r.id,
    email: r.email,
    username: r.username,
    role: r.role === 'admin' ? 'admin' : 'user',
    created_at: iso(r.created_at),
    suspended: r.suspended,
    deleted: r.deleted,
  };
}

/** A page of users whose email or username contains `q`. */
export async function findUsers(app: TApp, q: string, page: number): Promise<TAdminUsersResponse> {
  const rows = await repo.searchUsers(app.db, q, (page - 1) * ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_PAGE_SIZE);
  return {
    users: rows.slice(0, ADMIN_USERS_PAGE_SIZE).map(toUserRow),
    page,
    has_more: rows.length > ADMIN_USERS_PAGE_SIZE,
  };
}

const toReport = (r: repo.TReportRecord) => ({
  id: Number(r.id),
  post_id: r.post_id === null ? null : Number(r.post_id),
  post_title: r.post_title,
  reason: r.reason as TReportReason,
  description: r.description,
  created_at: iso(r.created_at),
  resolved: r.resolved,
  resolution: (r.resolution as 'deleted' | 'ignored' | null) ?? null,
});

const toReview = (r: repo.TReviewRecord) => ({
  id: Number(r.id),
  post_title: r.post_title,
  other_id: r.other_id,
  other_username: r.other_username,
  rating: Number(r.rating),
  body: r.body,
  created_at: iso(r.created_at),
  removed: r.removed,
});

/** One user's page: the account, posts, reports both ways, reviews both ways, recent sign-ins. */
export async function userDetail(app: TApp, id: string): Promise<TAdminUserDetail> {
  const u = await repo.findUserDetail(app.db, id);
  if (!u) throw new AppError('NOT_FOUND', MESSAGES.adminUserNotFound);
  const max = ADMIN_USER_LIST_MAX;
  const [posts, filed, against, written, received, signIns] = await Promise.all([
    repo.postsOf(app.db, id, max.posts, app.clock()),
    repo.reportsFiledBy(app.db, id, max.reports),
    repo.reportsAgainst(app.db, id, max.reports),
    repo.reviewsOf(app.db, id, 'written', max.reviews),
    repo.reviewsOf(app.db, id, 'received', max.reviews),
    repo.signInsOf(app.db, id, max.signIns),
  ]);
  return {
    user: {
      ...toUserRow(u),
      email_verified: u.email_verified,
      two_factor_enabled: u.two_factor_enabled,
      suspend_reason: u.suspended ? u.ban_reason : null,
      city: u.city,
      state: u.state,
      country: u.country,
    },
    posts: posts.map((p) => ({
      id: Number(p.id),
      title: p.title,
      status: p.status as (typeof POST_STATUSES)[number],
      price: Number(p.price),
      currency: p.currency,
      created_at: iso(p.created_at),
      expires_at: iso(p.expires_at),
    })),
    reports_filed: filed.map(toReport),
    reports_against: against.map((r) => ({ ...toReport(r), reporter: r.reporter })),
    reviews_written: written.map(toReview),
    reviews_received: received.map(toReview),
    sign_ins: signIns.map((s) => ({
      created_at: iso(s.created_at),
      ip_address: s.ip_address,
      user_agent: s.user_agent,
    })),
  };
}
