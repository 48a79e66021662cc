import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A real S3-protocol server for tests (s3rver: the XML protocol, access keys, presigned URL expiry;
// it does not check SigV4 signatures themselves, the SDK's own work). It runs in its own Node
// process because its ListObjectsV2 continuation tokens use DES, which OpenSSL 3 offers only through
// the legacy provider (a flag of that process, not of ours). It can be stopped and started again on
// the same port and folder: an S3 that goes away and comes back with its objects.

const S3RVER = `
const S3rver = require('s3rver');
new S3rver(JSON.parse(process.argv[1])).run().then((a) => console.log(JSON.stringify(a)));
process.stdin.on('end', () => process.exit()).resume(); // dies with the test process
`;
const ROOT = path.resolve(import.meta.dirname, '../..');

export interface TS3rver {
  bucket: string;
  /** http://127.0.0.1:{port}, the same across restarts. */
  endpoint: string;
  port: number;
  /** The S3_* settings of an app that stores in this bucket (path style, public URLs on the server). */
  env: NodeJS.ProcessEnv;
  /** Ends the server (its objects stay in the folder); resolves once the process has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port and folder. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

export async function startS3rver(opts: { bucket?: string; port?: number } = {}): Promise<TS3rver> {
  const bucket = opts.bucket ?? 'partsyard-test';
  const directory = mkdtempSync(path.join(os.tmpdir(), 'partsyard-s3-'));
  let child: ChildProcess | undefined;
  let port = opts.port ?? 0;

  const launch = (): Promise<number> => {
    const options = {
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    };
    const p = spawn(process.execPath, ['--openssl-legacy-provider', '-e', S3RVER, JSON.stringify(options)], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child = p;
    return new Promise((resolve, reject) => {
      p.once('error', reject);
      p.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
      p.stdout?.once('data', (line: Buffer) =>
        resolve((JSON.parse(line.toString()) as { port: number }).port),
      );
    });
  };
  const stop = async () => {
    const p = child;
    child = undefined;
    if (!p || p.exitCode !== null || p.signalCode !== null) return;
    const exited = new Promise((resolve) => p.once('exit', resolve));
    p.kill();
    await exited;
  };

  port = await launch();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    port,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
    },
    stop,
    start: async () => {
      await launch();
    },
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
