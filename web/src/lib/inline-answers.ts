/**
 * The API answers the server put in the page it sent (server/src/http/page-head.ts),
 * so the first render needs no second round trip. Each is used once, by the
 * first request for it: later reads (a refetch, a change) go to the API.
 * Keyed by the path after /api/v1/ and its query, parameters sorted.
 */

const ELEMENT_ID = 'chitra-answers';

let answers: Map<string, unknown> | undefined;

function load(): Map<string, unknown> {
  if (answers !== undefined) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (element?.textContent) {
    try {
      for (const [key, value] of Object.entries(JSON.parse(element.textContent) as Record<string, unknown>)) answers.set(key, value);
    } catch (error) {
      console.warn('The page came with unreadable answers; asking the API instead', error);
    }
  }
  element?.remove();
  return answers;
}

/** The key of a request: its path (after the API's base) and query, parameters sorted, as the server makes it. */
export function answerKey(path: string, params?: Record<string, unknown>): string {
  const [bare = '', inlineQuery = ''] = path.replace(/^\/+/, '').split('?');
  const query = new URLSearchParams(inlineQuery);
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined && value !== null) query.set(key, String(value));
  query.sort();
  const text = query.toString();
  return text === '' ? bare : `${bare}?${text}`;
}

/** The answer the page brought for this request, once; undefined when it brought none. */
export function takeInlineAnswer(key: string): unknown {
  const all = load();
  if (!all.has(key)) return undefined;
  const answer = all.get(key);
  all.delete(key);
  return answer;
}
