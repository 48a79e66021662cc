import {
  ZBlockResponse,
  ZBlocksResponse,
  ZBlockTarget,
  ZContactsResponse,
  ZConversationParams,
  ZConversationPostParams,
  ZConversationQuery,
  ZConversationResponse,
  ZMessage,
  ZMessageIdParams,
  ZMessagePost,
  ZMessageReportRequest,
  ZMessageReportResponse,
  ZReadResponse,
  ZSendMessageRequest,
  ZUnreadResponse,
} from '@common/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import * as service from './service';

const errors = errorResponses(400, 401, 403, 404);

// Every route is for a signed-in user about their own conversations: nobody reads another pair's.
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/messages/contacts',
    {
      schema: {
        tags: ['messages'],
        summary: 'Everyone the user has exchanged messages with, newest conversation first',
        response: { 200: ZContactsResponse, ...errorResponses(401) },
      },
    },
    async (req) => service.contacts(app, await requireUser(req)),
  );

  app.get(
    '/api/messages/unread',
    {
      schema: {
        tags: ['messages'],
        summary: "The user's unread messages (the header's badge)",
        response: { 200: ZUnreadResponse, ...errorResponses(401) },
      },
    },
    async (req) => service.unread(app, await requireUser(req)),
  );

  app.get(
    '/api/messages/blocks',
    {
      schema: {
        tags: ['messages'],
        summary: 'The users this user has blocked',
        response: { 200: ZBlocksResponse, ...errorResponses(401) },
      },
    },
    async (req) => service.listBlocks(app, await requireUser(req)),
  );

  app.post(
    '/api/messages/blocks',
    {
      schema: {
        tags: ['messages'],
        summary: "Block a user: their messages are refused and the conversation leaves the user's list",
        body: ZBlockTarget,
        response: { 200: ZBlockResponse, ...errors },
      },
    },
    async (req) => service.block(app, await requireUser(req), req.body.user_id),
  );

  app.delete(
    '/api/messages/blocks/:user_id',
    {
      schema: {
        tags: ['messages'],
        summary: 'Unblock a user',
        params: ZBlockTarget,
        response: { 200: ZBlockResponse, ...errors },
      },
    },
    async (req) => service.unblock(app, await requireUser(req), req.params.user_id),
  );

  app.get(
    '/api/messages/:user_id',
    {
      schema: {
        tags: ['messages'],
        summary:
          'A page of the conversation with a user, oldest first; older pages with ?before={message id}',
        params: ZConversationParams,
        querystring: ZConversationQuery,
        response: { 200: ZConversationResponse, ...errors },
      },
    },
    async (req) => service.conversation(app, await requireUser(req), req.params.user_id, req.query.before),
  );

  app.post(
    '/api/messages',
    {
      schema: {
        tags: ['messages'],
        summary:
          "Send a message (at most 2,000 characters, 30 a minute), optionally about one of the two users' posts",
        body: ZSendMessageRequest,
        response: { 200: ZMessage, ...errors, ...errorResponses(429) },
      },
    },
    async (req) =>
      service.sendMessage(
        app,
        await requireUser(req),
        req.body.receiver_id,
        req.body.content,
        req.body.post_id,
      ),
  );

  app.get(
    '/api/messages/:user_id/posts/:post_id',
    {
      schema: {
        tags: ['messages'],
        summary: "The post a new message to this user would ask about (the user's or the viewer's own post)",
        params: ZConversationPostParams,
        response: { 200: ZMessagePost, ...errors },
      },
    },
    async (req) =>
      service.conversationPost(app, await requireUser(req), req.params.user_id, req.params.post_id),
  );

  app.post(
    '/api/messages/:user_id/read',
    {
      schema: {
        tags: ['messages'],
        summary: 'Mark what a user sent me read',
        params: ZConversationParams,
        response: { 200: ZReadResponse, ...errors },
      },
    },
    async (req) => service.markRead(app, await requireUser(req), req.params.user_id),
  );

  app.post(
    '/api/messages/:id/report',
    {
      schema: {
        tags: ['messages'],
        summary:
          'Report a message the user received (reason, optional note of 500 characters); a second report updates the first',
        params: ZMessageIdParams,
        body: ZMessageReportRequest,
        response: { 200: ZMessageReportResponse, ...errors },
      },
    },
    async (req) =>
      service.reportMessage(app, await requireUser(req), req.params.id, req.body.reason, req.body.note),
  );
};
