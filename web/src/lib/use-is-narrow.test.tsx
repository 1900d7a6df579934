import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NARROW_PX, WIDE_PX, setScreenWidth } from '../test/match-media';
import { NARROW_SCREEN_QUERY, useIsNarrow } from './use-is-narrow';

describe('useIsNarrow', () => {
  it('asks for widths below 768 px', () => {
    expect(NARROW_SCREEN_QUERY).toBe('(max-width: 767.98px)');
  });

  it('follows the window across the breakpoint', () => {
    setScreenWidth(NARROW_PX);
    const { result } = renderHook(() => useIsNarrow());
    expect(result.current).toBe(true);
    act(() => setScreenWidth(768));
    expect(result.current).toBe(false);
    act(() => setScreenWidth(767));
    expect(result.current).toBe(true);
    act(() => setScreenWidth(WIDE_PX));
    expect(result.current).toBe(false);
  });
});
