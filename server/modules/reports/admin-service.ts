import { ADMIN_PAGE_SIZE, type TAdminReportsResponse } from '@common/contracts/admin';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../lib/audit';
import type { TSessionUser } from '../../plugins/auth-session';
import * as repo from './repository';

type TApp = Pick<FastifyInstance, 'db' | 'storage' | 'clock'>;

/** Report photos are private: admins see them through signed URLs of this lifetime (docs/PRODUCT.md §9). */
export const REPORT_PHOTO_URL_SECONDS = 60_000;

const iso = (d: Date | string) => new Date(d).toISOString();

/** The spec's SELECT reports where resolved is false, with the post; resolved ones to look back at. */
export async function listReports(
  app: TApp,
  status: 'open' | 'closed',
  page: number,
): Promise<TAdminReportsResponse> {
  const rows = await repo.listReports(
    app.db,
    status === 'closed',
    (page - 1) * ADMIN_PAGE_SIZE,
    ADMIN_PAGE_SIZE,
  );
  const reports = await Promise.all(
    rows.slice(0, ADMIN_PAGE_SIZE).map(async (r) => ({
      id: Number(r.id),
      post_id: r.post_id === null ? null : Number(r.post_id),
      post_title: r.post_title,
      post_exists: r.post_user_id !== null,
      post_user_id: r.post_user_id,
      reason: r.reason,
      description: r.description,
      email: r.email,
      created_at: iso(r.created_at),
      report_count: Number(r.report_count),
      last_reported_at: r.last_reported_at === null ? null : iso(r.last_reported_at),
      photos: await Promise.all(
        (r.photo_keys ?? []).map(async (base) => ({
          url: await app.storage.signedUrl(`${base}-card.webp`, REPORT_PHOTO_URL_SECONDS),
          full_url: await app.storage.signedUrl(`${base}-full.webp`, REPORT_PHOTO_URL_SECONDS),
        })),
      ),
      resolved: Boolean(r.resolved),
      resolution: r.resolution,
      resolved_at: r.resolved_at === null ? null : iso(r.resolved_at),
      resolved_by: r.resolved_by,
    })),
  );
  return { reports, page, has_more: rows.length > ADMIN_PAGE_SIZE };
}

/** Ignore Report: resolves it with no effect on the post, recorded in the audit log. */
export async function ignoreReport(app: TApp, admin: TSessionUser, id: number) {
  await app.db.transaction(async (tx) => {
    const outcome = await repo.resolveReport(tx, id, admin.id, 'ignored', app.clock());
    if (!outcome) throw new AppError('NOT_FOUND', MESSAGES.reportNotFound);
    if (!outcome.resolved) throw new AppError('CONFLICT', MESSAGES.reportResolved);
    await recordAudit(tx, admin, { action: 'report.ignore', targetType: 'report', targetId: id });
  });
  return { id, resolved: true };
}
