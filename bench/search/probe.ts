import http from 'node:http';

// One plain request per distinct search of the mix before any load: every answer must be a 200
// with a page of posts (the load then only counts statuses).

export interface TProbe {
  path: string;
  status: number;
  bytes: number;
  posts: number;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(port: number, path: string, headers: Record<string, string>): Promise<TProbe> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let posts = -1;
        try {
          const parsed = JSON.parse(body) as { posts?: unknown[] };
          posts = Array.isArray(parsed.posts) ? parsed.posts.length : -1;
        } catch {
          // not JSON: reported through the status
        }
        resolve({ path, status: res.statusCode ?? 0, bytes: Buffer.byteLength(body), posts, body });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Each distinct path once, in order. */
export async function probeAll(port: number, paths: string[]): Promise<TProbe[]> {
  const out: TProbe[] = [];
  for (const path of new Set(paths)) out.push(await get(port, path, { 'accept-encoding': 'identity' }));
  return out;
}

export function closeProbes(): void {
  agent.destroy();
}
