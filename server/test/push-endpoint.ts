import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

// A local push service for tests: an HTTPS server (a self-signed certificate for 127.0.0.1 kept in
// fixtures/) that records each push it receives and answers with the status set for its path.

export interface TPushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));

export async function startPushEndpoint() {
  const cert = fixture('push-endpoint-cert.pem');
  const requests: TPushRequest[] = [];
  const statuses = new Map<string, number>();
  const server = createServer({ cert, key: fixture('push-endpoint-key.pem') }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = req.url ?? '/';
      requests.push({ path: at, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.get(at) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** Trusts the endpoint's certificate: pass it to createTestApp as pushAgent. */
    agent: new Agent({ ca: cert }),
    requests,
    url: (p: string) => `${origin}${p}`,
    /** Answers pushes to this path with `status` (404/410: the subscription is gone). */
    answer: (p: string, status: number) => statuses.set(p, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: a real P-256 key pair (the payload is encrypted to it) and an auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const p256dh = ecdh.generateKeys().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, keys: { p256dh, auth } };
}
