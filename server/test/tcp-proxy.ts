import net from 'node:net';

/**
 * A TCP proxy between the app and PostgreSQL that a test can cut and restore, as a database restart
 * looks from the app: cut() drops every open connection and refuses new ones; restore() accepts again
 * on the same port.
 */
export interface TTcpProxy {
  port: number;
  /** The connection string through the proxy. */
  url: string;
  /** Open connections through the proxy. */
  readonly open: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(connectionString: string): Promise<TTcpProxy> {
  const target = new URL(connectionString);
  const targetPort = Number(target.port || 5432);
  const pairs = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, target.hostname);
    pairs.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(client);
      pairs.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(connectionString);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  let listening = true;
  const stop = async () => {
    if (!listening) return;
    listening = false;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const s of pairs) s.destroy();
    pairs.clear();
    await closed;
  };
  return {
    port,
    url: url.toString(),
    get open() {
      return pairs.size / 2;
    },
    cut: stop,
    async restore() {
      if (listening) return;
      await listen(port);
      listening = true;
    },
    close: stop,
  };
}
