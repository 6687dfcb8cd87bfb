// Which methods a path is served with, read from the app's own route table
// (docs/adr/0058-hostile-traffic-and-hard-restarts.md): a method no route serves on a path that
// one serves is a 405 naming the others in Allow, whichever room the route lives in.
import type { Hono } from 'hono';
import { PatternRouter } from 'hono/router/pattern-router';

/** The order Allow lists methods in; others follow. */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const rank = (method: string) => {
  const index = ORDER.indexOf(method);
  return index < 0 ? ORDER.length : index;
};

/**
 * The methods served on a path: those of `app`'s routes whose path matches it (middleware and
 * wildcard routes left out: they serve no path of their own), and GET for a path `isFile` says
 * the page's build holds. GET brings HEAD (Hono answers HEAD with GET's route). Empty for a path
 * nothing serves. The table is read at the first call, once every route is in.
 */
export function servedMethods(
  app: Hono,
  isFile: (path: string) => boolean = () => false,
): (path: string) => string[] {
  let table: PatternRouter<string> | null = null;
  const read = () => {
    const router = new PatternRouter<string>();
    for (const route of app.routes) {
      if (route.method === 'ALL' || route.path.includes('*')) continue;
      router.add('ALL', route.path, route.method.toUpperCase());
    }
    return router;
  };
  return (path) => {
    table ??= read();
    const [matches] = table.match('GET', path);
    const methods = new Set(matches.map(([method]) => method));
    if (isFile(path)) methods.add('GET');
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort((a, b) => rank(a) - rank(b));
  };
}
