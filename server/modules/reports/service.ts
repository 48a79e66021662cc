import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { canReportPost } from '@common/rules/post-policy';
import type { FastifyInstance } from 'fastify';
import { deletePhotoFiles, storePhoto } from '../../lib/photo-files';
import type { TSessionUser } from '../../plugins/auth-session';
import type { TReportForm } from './report-form';
import * as repo from './repository';

type TApp = Pick<FastifyInstance, 'db' | 'storage' | 'clock' | 'log'>;

/**
 * Files a report (unresolved) on an existing post, by a visitor (with an email) or a signed-in
 * user (their account email unless they give another). Its photos pass the post photos' checks and
 * are stored privately under reports/{report id}/; the report and its photos are kept together or
 * not at all. A signed-in user's second report of a post whose first report is still open adds
 * to that one: the latest reason, the description appended, the photos added, the
 * count bumped; the admins see it once. A visitor's reports are not merged (an email proves no one).
 */
export async function fileReport(app: TApp, viewer: TSessionUser | null, form: TReportForm) {
  const { fields, photos } = form;
  const post = await repo.findPostForReport(app.db, fields.post_id);
  if (!post) throw new AppError('NOT_FOUND', MESSAGES.postNotFound);
  if (!canReportPost(viewer?.id ?? null, post)) throw new AppError('FORBIDDEN', MESSAGES.reportOwnPost);
  const email = fields.email ?? viewer?.email;
  if (!email) throw new AppError('VALIDATION', MESSAGES.emailRequired, { email: 'emailRequired' });

  // Photos are checked and stored before the transaction (sharp takes a while, and the embedded
  // database serves one transaction at a time), under the id the report will have.
  const id = await repo.reserveReportId(app.db);
  const stored: string[] = [];
  try {
    for (const [i, photo] of photos.entries()) {
      const base = `reports/${id}/${i}`;
      await storePhoto(app.storage, base, photo);
      stored.push(base);
    }
    return await app.db.transaction(async (tx) => {
      // A second report of the post by the same signed-in person, while the first is open, adds to it.
      const open = viewer ? await repo.findOpenReportBy(tx, fields.post_id, viewer.id) : undefined;
      if (open) {
        await repo.addToReport(tx, open.id, {
          reason: fields.reason,
          description: fields.description,
          email: fields.email,
          at: app.clock(),
        });
        await repo.insertReportImages(tx, open.id, stored, open.photos);
        return { id: open.id, message: MESSAGES.reportSubmitted };
      }
      await repo.insertReport(tx, {
        id,
        postId: fields.post_id,
        userId: viewer?.id ?? null,
        reason: fields.reason,
        description: fields.description,
        email,
        postTitle: post.title,
        at: app.clock(),
      });
      await repo.insertReportImages(tx, id, stored);
      return { id, message: MESSAGES.reportSubmitted };
    });
  } catch (err) {
    // No report row (a photo was refused, or the insert failed): its files must not stay behind.
    await deletePhotoFiles(app.storage, stored, app.log);
    throw err;
  }
}
