import { vi } from 'vitest';

/**
 * XMLHttpRequest for component tests, answered by the (stubbed) fetch: uploads reach the same
 * 'METHOD /path' handlers as every other call, and report progress halfway and at the end.
 */
class FetchBackedXhr {
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private responseHeaders = new Headers();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders.get(name);
  }

  abort() {
    this.onabort?.();
  }

  send(body: FormData) {
    const progress = (loaded: number) =>
      this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
    void (async () => {
      progress(50);
      try {
        const response = await fetch(this.url, { method: this.method, body, headers: this.headers });
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseHeaders = response.headers;
        this.responseText = await response.text();
        progress(100);
        this.onload?.();
      } catch {
        this.onerror?.();
      }
    })();
  }
}

/** Routes XMLHttpRequest through the fetch stub (vi.unstubAllGlobals, run after each test, undoes it). */
export function stubXhr() {
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
}
