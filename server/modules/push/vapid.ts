import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { TConfig } from '../../config';

export interface TVapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID keys pushes are signed with: from the environment, else DATA_DIR/vapid.json, made once
 * on first start (browsers' subscriptions are bound to the public key, so it must not change).
 */
export function loadVapidKeys(config: Pick<TConfig, 'vapidKeys' | 'dataDir'>): TVapidKeys {
  if (config.vapidKeys) return config.vapidKeys;
  const file = path.join(config.dataDir, 'vapid.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<TVapidKeys>;
    if (kept.publicKey && kept.privateKey) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
    throw new Error(`${file} holds no VAPID keys: remove it to make new ones, or set VAPID_PUBLIC_KEY`);
  }
  mkdirSync(config.dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  // 'wx': two instances starting on one folder keep the first one's keys.
  try {
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return loadVapidKeys(config);
    throw err;
  }
  return keys;
}
