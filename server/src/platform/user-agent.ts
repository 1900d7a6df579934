import UAParser from 'ua-parser-js';

/** Longest user agent read: real ones are a few hundred characters, and the parser's regexes need not see more. */
export const USER_AGENT_MAX = 512;

const UNKNOWN = 'Unknown';

const label = (name: string | undefined, version: string | undefined) => (name ? (version ? `${name} ${version}` : name) : UNKNOWN);

/**
 * The operating system and browser a download came from, for the download
 * log (docs/spec.md §3 `source {os, browser}`), e.g. 'Android 14' and 'Chrome 131'.
 * ua-parser-js 1.x: MIT (version 2 is AGPL).
 */
export function describeUserAgent(header: string | undefined): { os: string; browser: string; userAgent: string } {
  const userAgent = (header ?? '').slice(0, USER_AGENT_MAX);
  if (userAgent.trim() === '') return { os: UNKNOWN, browser: UNKNOWN, userAgent };
  const result = new UAParser(userAgent).getResult();
  return {
    os: label(result.os.name, result.os.version),
    browser: label(result.browser.name, result.browser.major),
    userAgent,
  };
}
