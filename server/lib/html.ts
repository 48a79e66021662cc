/** Escapes text for HTML (mail bodies, the dev outbox page): nothing a user typed can become markup. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
