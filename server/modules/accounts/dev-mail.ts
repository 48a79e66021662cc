import type { FastifyInstance } from 'fastify';
import type { TStoredMail } from '../../adapters/mail';
import { escapeHtml } from '../../lib/html';

/** The mail text as HTML: links found in the raw text (escaping first would cut them at '&'). */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

function render(mails: TStoredMail[]): string {
  const items = mails
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p>To: ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</p><pre>${linkify(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox - PartsYard</title>
<style>body{font-family:system-ui,sans-serif;max-width:800px;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f4f6f8;padding:1rem}article{border-bottom:1px solid #ddd}</style>
</head><body><main><h1>Outbox</h1><p>Mail the server would have sent (development only; set SMTP_URL to send for real).</p>
${items || '<p>No mail yet.</p>'}</main></body></html>`;
}

/** /dev/mail: the local outbox as a page, outside production and only when mail is not sent by SMTP. */
export async function devMailRoutes(app: FastifyInstance) {
  app.get('/dev/mail', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return render(await app.mailer.list());
  });
}
