import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

// One log line per request, when it has been answered: method, path, status, ms (the request id
// comes with the request's logger). Fastify's own logging writes a line on arrival and another on
// completion (and a third for an unknown route), which scrolled the start banner away at once.
// The path goes without its query string, which can carry tokens (verify-email?token=...).

export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const path = req.url.split('?')[0];
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const line = { method: req.method, path, statusCode: reply.statusCode, ms };
    const msg = `${req.method} ${path} ${reply.statusCode} ${ms} ms`;
    if (error) reply.log.error({ ...line, err: error }, msg);
    else reply.log.info(line, msg);
  }
}
