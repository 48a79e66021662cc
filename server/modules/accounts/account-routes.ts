import {
  ZForgotPasswordRequest,
  ZGetUserIdRequest,
  ZGetUserIdResponse,
  ZIsAdminRequest,
  ZIsAdminResponse,
  ZMessageResponse,
  ZResendVerificationRequest,
  ZResetPasswordRequest,
  ZSignUpRequest,
} from '@common/contracts/accounts';
import { MESSAGES } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAccountLimit } from '../../plugins/account-limiter';
import { errorBody } from '../../plugins/error-handler';
import { errorResponses } from '../../plugins/error-responses';
import * as service from './account-service';
import { createAfterResponse } from './after-response';
import { knownDeviceCookie } from './known-device';
import { LIMITS } from './limits';
import { forgetFailures } from './sign-in-guard';

const errors = errorResponses(400, 409, 429);
const tooMany = () => errorBody('RATE_LIMITED', MESSAGES.tooManyAttempts);

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const later = createAfterResponse(app.log);
  app.addHook('onClose', () => later.idle());

  app.post(
    '/api/accounts/sign-up',
    {
      config: { rateLimit: { ...LIMITS.signUp.perIp, errorResponseBuilder: tooMany } },
      ...perAccountLimit('sign-up', LIMITS.signUp.perAccount),
      schema: {
        tags: ['accounts'],
        summary: 'Register; sends the verification email',
        body: ZSignUpRequest,
        response: { 201: ZMessageResponse, ...errors },
      },
    },
    async (req, reply) => {
      await service.signUp(app.auth, req.body, req.language);
      return reply.status(201).send({ message: MESSAGES.signUpSuccess });
    },
  );

  app.post(
    '/api/accounts/forgot-password',
    {
      config: { rateLimit: { ...LIMITS.mailLink.perIp, errorResponseBuilder: tooMany } },
      ...perAccountLimit('forgot', LIMITS.mailLink.perAccount),
      // The lookup and the mail start once the answer has left, so a known address answers in the
      // same time as an unknown one.
      onResponse: async (req, reply) => {
        const { email } = req.body as { email: string };
        if (reply.statusCode === 200) {
          later.run('password reset mail', () =>
            service.requestPasswordReset(app.auth, email, req.log, req.language),
          );
        }
      },
      schema: {
        tags: ['accounts'],
        summary:
          'Email a password reset link (same answer, in the same time, whether or not the address exists)',
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async () => ({ message: MESSAGES.recoverySent }),
  );

  app.post(
    '/api/accounts/resend-verification',
    {
      config: { rateLimit: { ...LIMITS.mailLink.perIp, errorResponseBuilder: tooMany } },
      ...perAccountLimit('resend', LIMITS.mailLink.perAccount),
      // As for forgot-password: the answer does not wait for the lookup or the mail.
      onResponse: async (req, reply) => {
        const { email } = req.body as { email: string };
        if (reply.statusCode === 200) {
          later.run('verification mail', () =>
            service.resendVerification(app.db, app.auth, email, req.log, req.language),
          );
        }
      },
      schema: {
        tags: ['accounts'],
        summary: 'Send the verification email again (same answer, in the same time, whatever the address)',
        body: ZResendVerificationRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async () => ({ message: MESSAGES.verificationSent }),
  );

  app.post(
    '/api/accounts/reset-password',
    {
      config: { rateLimit: { ...LIMITS.mailLink.perIp, max: 20, errorResponseBuilder: tooMany } },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the emailed single-use token',
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (req, reply) => {
      await service.resetPassword(app.db, app.auth, req.body);
      // The reset link proved the owner: others' wrong guesses no longer slow this browser down.
      await forgetFailures(app.rateCounters, req.body.email, req.ip);
      reply.header('set-cookie', knownDeviceCookie(req, app.config.authSecret, req.body.email));
      return { message: MESSAGES.resetSuccess };
    },
  );

  app.post(
    '/api/is-admin',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Whether a user id is an admin',
        body: ZIsAdminRequest,
        response: { 200: ZIsAdminResponse, ...errorResponses(400) },
      },
    },
    async (req) => ({ isAdmin: await service.isAdmin(app.db, req.body.user_id) }),
  );

  app.post(
    '/api/get-user-id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The user id behind a username',
        body: ZGetUserIdRequest,
        response: { 200: ZGetUserIdResponse, ...errorResponses(400, 404) },
      },
    },
    async (req) => ({ id: await service.getUserId(app.db, req.body.username) }),
  );
};
