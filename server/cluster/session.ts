// A person's HTTP session, as a browser keeps it: a cookie jar, and our own origin on every request
// (the server refuses writes from another site). Requests go to the site's address (nginx) unless
// another base is given (an instance's own port).

export interface TAnswer {
  status: number;
  headers: Headers;
  text: string;
  json<T = unknown>(): T;
}

export class Session {
  private readonly jar = new Map<string, string>();
  constructor(readonly origin: string) {}

  get cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    method: string,
    url: string,
    opts: { json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<TAnswer> {
    const headers: Record<string, string> = { origin: this.origin, ...opts.headers };
    if (this.jar.size > 0) headers.cookie = this.cookie;
    let body: string | FormData | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) body = opts.form;
    const res = await fetch(new URL(url, this.origin), { method, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      text,
      json: <T>() => JSON.parse(text) as T,
    };
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, { headers });
  post = (url: string, json?: unknown) => this.request('POST', url, { json: json ?? {} });
  put = (url: string, json: unknown) => this.request('PUT', url, { json });
}
