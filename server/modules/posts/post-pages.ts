import { APP_ROUTES } from '@common/app-paths';
import { ZRowId } from '@common/contracts/ids';
import { AppError } from '@common/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appPageRoute } from '../../plugins/app-page';
import { sessionUser } from '../../plugins/auth-session';
import { postExists, viewPost } from './post-service';

/**
 * The post a page at '{path}/{id}' shows this request's viewer, as GET /api/posts/{id} answers it:
 * a live post is anyone's; a sold or expired one its seller's and the admins' (the session is read
 * only then, so a visitor's view costs one query). Null for an id that is not one. Read on
 * app.readDb (a replica; the primary for a browser that wrote lately), as the API reads it.
 */
export async function visiblePost(app: FastifyInstance, req: FastifyRequest) {
  const id = ZRowId('idInvalid').safeParse((req.params as { id?: string }).id);
  if (!id.success) return null; // '/view/abc': no such post
  const db = app.readDb(req);
  try {
    return await viewPost(app, id.data, null, db);
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'NOT_FOUND') || !req.headers.cookie) throw err;
    return viewPost(app, id.data, await sessionUser(req), db);
  }
}

/**
 * As visiblePost, and 'gone' for a post that is there but that this viewer may no longer see (sold
 * or expired: the public's 404 from the API), so its page can answer 410 and crawlers drop it.
 */
export async function visiblePostOrGone(app: FastifyInstance, req: FastifyRequest) {
  try {
    return await visiblePost(app, req);
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
    // visiblePost parsed the id before it could throw NOT_FOUND.
    const id = Number((req.params as { id: string }).id);
    return (await postExists(app, id, app.readDb(req))) ? ('gone' as const) : null;
  }
}

/** /edit/{id} and /report-post/{id}: 404 when the post is not there for this viewer, as on /view. */
export async function postPageRoutes(app: FastifyInstance) {
  for (const route of [APP_ROUTES.editPost, APP_ROUTES.reportPost]) {
    appPageRoute(app, route.path, async (req) => ((await visiblePost(app, req)) ? {} : null));
  }
}
