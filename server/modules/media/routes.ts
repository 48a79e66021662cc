import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isValidKey } from '../../adapters/storage';
import { isLocalStorage, type TLocalStorage } from '../../adapters/storage/local';
import { serverText } from '../../lib/i18n/server-text';
import { errorBody } from '../../plugins/error-handler';

// Only post photos are public; report photos and unpublished (staging) uploads are reachable
// only through a signed URL. A cart's photos (posts/{user}/cart-{id}/...) keep their key when the
// cart is published: until then only their owner's cookie (or a signed URL) gets them, never cached
// publicly.
const PUBLIC_PREFIX = 'posts/';
const CART_FOLDER = /^posts\/([A-Za-z0-9._-]+)\/cart-(\d{1,15})\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, max-age=300';
const OWNER_ONLY = 'private, no-store';

/** Who may see a cart's photos now: anyone (published), only its owner (staged), or nobody. */
export type TStagedAccess = (
  req: FastifyRequest,
  cart: { userId: string; cartId: number },
) => Promise<'public' | 'owner' | 'hidden'>;

type TWildcard = { '*': string };

/**
 * Serves the LOCAL storage (the embedded default) from `app.storage`: /media/* for post photos,
 * /media-signed/* for any object with a valid signature. With S3 the bucket (or its CDN) serves
 * files and these routes are not registered.
 */
export const mediaRoutes: FastifyPluginAsync<{ stagedAccess?: TStagedAccess }> = async (app, opts) => {
  // Without a way to tell (a bare server), a cart's photos are nobody's to see.
  const stagedAccess: TStagedAccess = opts.stagedAccess ?? (async () => 'hidden');
  const storage = app.storage;
  if (!isLocalStorage(storage)) throw new Error('mediaRoutes serves only the local storage');

  app.get<{ Params: TWildcard }>(
    '/media/*', // Public, immutable photo files: cached by browsers and CDNs, not counted by the API rate limit.
    { schema: { hide: true }, config: { rateLimit: false } },
    async (req, reply) => {
      const key = req.params['*'];
      // A bad key (e.g. '..' smuggled in percent-encoded) is simply not there.
      if (!key.startsWith(PUBLIC_PREFIX) || !isValidKey(key)) return notFound(reply);
      const cart = CART_FOLDER.exec(key);
      if (cart) {
        const access = await stagedAccess(req, { userId: cart[1] as string, cartId: Number(cart[2]) });
        // A refusal is not cached either: the same address becomes public once the post is.
        if (access === 'hidden') return notFound(reply.header('cache-control', 'no-store'));
        if (access === 'owner') return send(storage, key, OWNER_ONLY, reply);
      }
      return send(storage, key, IMMUTABLE, reply);
    },
  );

  app.get<{ Params: TWildcard; Querystring: { expires?: unknown; sig?: unknown } }>(
    '/media-signed/*',
    { schema: { hide: true } },
    async (req, reply) => {
      const key = req.params['*'];
      const { expires, sig } = req.query;
      const valid =
        typeof expires === 'string' &&
        typeof sig === 'string' &&
        isValidKey(key) &&
        storage.verifySigned(key, expires, sig);
      if (!valid)
        return reply.status(403).send(errorBody('FORBIDDEN', serverText('errors.mediaLinkInvalid')));
      return send(storage, key, PRIVATE, reply);
    },
  );
};

function notFound(reply: FastifyReply) {
  return reply.status(404).send(errorBody('NOT_FOUND', 'Not found'));
}

async function send(storage: TLocalStorage, key: string, cacheControl: string, reply: FastifyReply) {
  const object = await storage.get(key);
  if (!object) return notFound(reply);
  return reply
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .type(object.contentType)
    .send(object.body);
}
