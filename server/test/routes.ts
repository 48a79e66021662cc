import type { FastifyInstance } from 'fastify';

/** Every route of the app as 'METHOD /path' (HEAD left out), rebuilt from Fastify's route tree. */
export function listRoutes(app: FastifyInstance): string[] {
  // printRoutes draws the route tree four characters per level: rebuild each full path.
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│├└─ ]*)(\S.*?)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack[depth] = (depth === 0 ? '' : (stack[depth - 1] ?? '')) + m[2];
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD'))
      routes.push(`${method} ${stack[depth]}`);
  }
  return routes;
}

/** A URL that reaches a route pattern: parameters become 1, a wildcard becomes 'x'. */
export function sampleUrl(pattern: string): string {
  return pattern.replaceAll(/:[A-Za-z_]+/g, '1').replaceAll('*', 'x');
}
