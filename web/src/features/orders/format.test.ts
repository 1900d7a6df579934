import { describe, expect, it } from 'vitest';
import { formatBytes, formatDimensions } from '../../lib/format';
import { formatDateTime } from './format';

describe('order formats', () => {
  it('writes sizes in 1024s with one decimal', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(25_690_112)).toBe('24.5 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('writes a moment in Indian time, whatever the clock of the machine', () => {
    expect(formatDateTime('2026-11-02T10:15:00Z')).toBe('2 Nov 2026, 3:45 pm');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('writes dimensions', () => {
    expect(formatDimensions(6000, 4000)).toBe('6000 × 4000 px');
  });
});
