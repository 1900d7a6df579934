import { vi } from 'vitest';

type Reply = unknown | Response | ((request: Request) => Response | Promise<Response>);

/** JSON answers in the API's error shape (docs/architecture.md §3 item 11). */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const notFound = (request: Request): Response =>
  jsonResponse({ success: false, message: `Route ${request.method}:${new URL(request.url).pathname} not found`, code: 'NOT_FOUND' }, 404);

/**
 * Replaces fetch for one test. Keys are API paths after /api/v1 ('config',
 * 'product/allcategory'); a value is the JSON body, a Response, or a function
 * of the request. Anything else answers 404, like the real server. Returns the
 * mock so a test can look at the requests.
 */
export function stubFetch(routes: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api\/v1\//, '');
    if (!(path in routes)) return notFound(request);
    const reply = routes[path];
    if (typeof reply === 'function') return (reply as (r: Request) => Response | Promise<Response>)(request);
    if (reply instanceof Response) return reply.clone();
    return jsonResponse(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
