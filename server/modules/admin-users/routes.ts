import {
  ZAdminUserDetail,
  ZAdminUserParams,
  ZAdminUsersQuery,
  ZAdminUsersResponse,
  ZDeleteUserBody,
  ZDeleteUserResponse,
  ZRestoreUserResponse,
  ZSuspendUserBody,
  ZSuspendUserResponse,
  ZUserRoleBody,
  ZUserRoleResponse,
} from '@common/contracts/admin-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf, adminOnly } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import { deleteUser, restoreUser, setUserRole, suspendUser } from './actions';
import { findUsers, userDetail } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin'];

/** The dashboard's Users tab: admins only, every change audited. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Users whose email or username contains q (any case), exact matches then newest first',
        querystring: ZAdminUsersQuery,
        response: { 200: ZAdminUsersResponse, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return findUsers(app, req.query.q, req.query.page);
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary: "A user's account, posts, reports filed and against their posts, reviews, recent sign-ins",
        params: ZAdminUserParams,
        response: { 200: ZAdminUserDetail, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return userDetail(app, req.params.id);
    },
  );

  app.post(
    '/api/admin/users/:id/suspend',
    {
      schema: {
        tags,
        summary: 'Suspend: no sign-in, sessions ended and tabs signed out, live posts hidden (audited)',
        params: ZAdminUserParams,
        body: ZSuspendUserBody,
        response: { 200: ZSuspendUserResponse, ...errors },
      },
    },
    async (req) => suspendUser(app, adminOf(req), req.params.id, req.body.reason),
  );

  app.post(
    '/api/admin/users/:id/restore',
    {
      schema: {
        tags,
        summary: 'Lift a suspension: sign-in again, hidden posts shown (or expired) (audited)',
        params: ZAdminUserParams,
        response: { 200: ZRestoreUserResponse, ...errors },
      },
    },
    async (req) => restoreUser(app, adminOf(req), req.params.id),
  );

  app.post(
    '/api/admin/users/:id/role',
    {
      schema: {
        tags,
        summary: 'Grant ({admin: true}) or revoke ({admin: false}) the admin role (audited)',
        params: ZAdminUserParams,
        body: ZUserRoleBody,
        response: { 200: ZUserRoleResponse, ...errors },
      },
    },
    async (req) => setUserRole(app, adminOf(req), req.params.id, req.body.admin),
  );

  app.delete(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary:
          'Delete the account with its posts and photos; its messages stay under "deleted user" (audited)',
        params: ZAdminUserParams,
        body: ZDeleteUserBody,
        response: { 200: ZDeleteUserResponse, ...errors },
      },
    },
    async (req) => deleteUser(app, adminOf(req), req.params.id, req.body.reason),
  );
};
