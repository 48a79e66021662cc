import type { TPostInput } from '@common/contracts/posts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';

/** A real PNG (or JPEG) made on the spot. */
export function makeImage(format: 'png' | 'jpeg' = 'png', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    [format]()
    .toBuffer();
}

/** A multipart body with one file field 'photo', as a browser sends it. */
export function multipart(file: Buffer, filename = 'photo.png', type = 'image/png') {
  const boundary = `----partsyard${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function someIds(app: FastifyInstance) {
  const vehicles = (await app.inject({ method: 'GET', url: '/api/vehicles' })).json() as {
    id: number;
    name: string;
  }[];
  const parts = (await app.inject({ method: 'GET', url: '/api/parts' })).json() as { id: number }[];
  const civic = vehicles.find((v) => v.name === 'Honda - Civic') ?? vehicles[0];
  return { vehicleId: civic?.id ?? 1, partId: parts[0]?.id ?? 1 };
}

export async function postInput(app: FastifyInstance, change: Partial<TPostInput> = {}): Promise<TPostInput> {
  const { vehicleId, partId } = await someIds(app);
  return {
    year: 2012,
    vehicle_id: vehicleId,
    part_id: partId,
    stock_number: 'HC-2012-ALT',
    description: 'Alternator in good working order, 80k km.',
    price: 100,
    currencytype: 'CAD',
    ...change,
  };
}

/** Creates a cart with photos and checks it out with the given discount code; returns the answer. */
export async function createPost(
  app: FastifyInstance,
  cookie: string,
  opts: { photos?: number; discountCode?: string; change?: Partial<TPostInput> } = {},
) {
  const cart = await app.inject({
    method: 'POST',
    url: '/api/carts',
    headers: { cookie },
    payload: await postInput(app, opts.change),
  });
  expect(cart.statusCode, cart.body).toBe(201);
  const cartId = cart.json().id as number;
  for (let i = 0; i < (opts.photos ?? 0); i++) {
    const { payload, headers } = multipart(await makeImage());
    const up = await app.inject({
      method: 'POST',
      url: `/api/carts/${cartId}/images`,
      headers: { ...headers, cookie },
      payload,
    });
    expect(up.statusCode, up.body).toBe(201);
  }
  const row = cart.json() as Record<string, unknown> & { currencytype: string };
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: { cookie },
    payload: {
      ...row,
      currency: row.currencytype.toLowerCase(),
      discountCode: opts.discountCode ?? 'PARTSYARD-LAUNCH',
    },
  });
  return { cartId, checkout };
}
