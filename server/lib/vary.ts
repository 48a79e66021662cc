import type { FastifyReply } from 'fastify';

// Several parts of an answer depend on different request headers (the language on Cookie and
// Accept-Language, the compression on Accept-Encoding): each adds its names to Vary, none replaces it.

/** Adds header names to the answer's Vary, each once (case-insensitively). */
export function addVary(reply: FastifyReply, ...names: string[]): void {
  const current = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (current.includes('*')) return;
  const seen = new Set(current.map((n) => n.toLowerCase()));
  for (const name of names) {
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    current.push(name);
  }
  reply.header('vary', current.join(', '));
}
