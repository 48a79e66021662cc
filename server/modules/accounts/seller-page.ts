import { APP_ROUTES } from '@common/app-paths';
import { ZUserIdParams } from '@common/contracts/users';
import type { FastifyInstance } from 'fastify';
import { appPageRoute } from '../../plugins/app-page';
import { getPublicUser } from './profile-service';

/** /user-profile/{id}: the seller's page, 404 for a user who is not there (as GET /api/users/{id}). */
export async function sellerPageRoute(app: FastifyInstance) {
  appPageRoute(app, APP_ROUTES.userProfile.path, async (req) => {
    const params = ZUserIdParams.safeParse(req.params);
    if (!params.success) return null;
    await getPublicUser(app.db, params.data.id); // NOT_FOUND when there is no such seller
    return {};
  });
}
