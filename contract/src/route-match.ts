import { ADMIN_ROUTE_PATTERNS } from './admin-routes';
import { PRIVATE_ROUTES, ROUTE_PATTERNS, type RouteName } from './routes';

/*
 * The server's view of the routes: the storefront's and the admin area's
 * together. Apart from routes.ts, which the storefront's first load imports:
 * a module that imported admin-routes.ts there would carry the admin area's
 * patterns into that load.
 */

const ALL_PATTERNS: Readonly<Record<RouteName, string>> = { ...ROUTE_PATTERNS, ...ADMIN_ROUTE_PATTERNS };

/** Every route's pattern, the admin area's pages included (which paths exist). */
export function allRoutePatterns(): Readonly<Record<RouteName, string>> {
  return ALL_PATTERNS;
}

/** Never in a search index: routes.ts's PRIVATE_ROUTES and the whole admin area. */
export function isPrivateRoute(name: RouteName): boolean {
  return PRIVATE_ROUTES.includes(name) || name in ADMIN_ROUTE_PATTERNS;
}

/** The route a path is, with its parameters; undefined for a path the storefront does not have. */
export function matchRoute(pathname: string): { name: RouteName; params: Record<string, string> } | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const [name, pattern] of Object.entries(ALL_PATTERNS) as [RouteName, string][]) {
    const expected = pattern === '/' ? [] : pattern.split('/').slice(1);
    if (expected.length !== (parts.length === 1 && parts[0] === '' ? 0 : parts.length)) continue;
    const params: Record<string, string> = {};
    const fits = expected.every((segment, i) => {
      const actual = parts[i] ?? '';
      if (segment.startsWith(':')) {
        if (actual === '') return false;
        params[segment.slice(1)] = actual;
        return true;
      }
      return segment === actual;
    });
    if (fits) return { name, params };
  }
  return undefined;
}
