import { describe, expect, it } from 'vitest';
import { GENERIC_FAILURE, describeFailure, failureMessage, isNotFound, readApiFailure } from './api-error';

const refused = (status: number, data: unknown) => ({ status, data });
const network = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
const unparsable = { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: 'SyntaxError: Unexpected token <' };

describe('the API error interpreter', () => {
  it("reads the server's message, status, per-field messages and Retry-After", () => {
    const error = refused(429, { success: false, message: 'Wait a little.', code: 'TOO_MANY', errors: { email: 'Too often', n: 3 }, retryAfter: 42 });
    expect(readApiFailure(error, 'Fallback')).toEqual({
      message: 'Wait a little.',
      fromServer: true,
      status: 429,
      errors: { email: 'Too often' },
      retryAfter: 42,
    });
  });

  it('falls back when the server sent no message, or was not reached', () => {
    expect(readApiFailure(refused(500, { success: false, message: '  ' }), 'Fallback')).toEqual({
      message: 'Fallback',
      fromServer: false,
      status: 500,
      errors: {},
    });
    expect(readApiFailure(network, 'Fallback')).toEqual({ message: 'Fallback', fromServer: false, errors: {} });
    expect(readApiFailure(unparsable, 'Fallback')).toMatchObject({ message: 'Fallback', status: 502 });
    expect(readApiFailure(undefined, 'Fallback')).toEqual({ message: 'Fallback', fromServer: false, errors: {} });
    expect(failureMessage(refused(409, { message: 'Already in your cart.' }), 'Fallback')).toBe('Already in your cart.');
    expect(failureMessage(network, 'Fallback')).toBe('Fallback');
  });

  it('describes a failed load: the message, else the network failure, else the status', () => {
    expect(describeFailure(refused(404, { message: 'Post not found' }))).toBe('Post not found');
    expect(describeFailure(network)).toBe('Failed to fetch');
    expect(describeFailure(refused(503, ''))).toBe('The shop answered 503.');
    expect(describeFailure({ message: 'Render failed' })).toBe('Render failed');
    expect(describeFailure(undefined)).toBe(GENERIC_FAILURE);
  });

  it('calls an unknown (404) or impossible (400) id not found, nothing else', () => {
    expect(isNotFound(refused(404, {}))).toBe(true);
    expect(isNotFound(refused(400, {}))).toBe(true);
    expect(isNotFound(refused(500, {}))).toBe(false);
    expect(isNotFound(network)).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});
