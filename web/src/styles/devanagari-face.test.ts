import { afterEach, describe, expect, it } from 'vitest';
import { applyDevanagariFace } from './devanagari-face';

describe('the Devanagari face', () => {
  afterEach(() => {
    document.documentElement.classList.remove('devanagari-face');
    Reflect.deleteProperty(document, 'fonts');
  });

  it('is put on the page once both weights have loaded, and not before', async () => {
    const loads: string[] = [];
    let finish: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (finish = resolve));
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: {
        load: (font: string, text: string) => {
          loads.push(`${font} ${text}`);
          return loaded.then(() => []);
        },
      },
    });
    const applied = applyDevanagariFace();
    expect(loads).toEqual(['400 1em "Noto Sans Devanagari" क', '600 1em "Noto Sans Devanagari" क']);
    expect(document.documentElement.classList.contains('devanagari-face')).toBe(false);
    finish();
    await applied;
    expect(document.documentElement.classList.contains('devanagari-face')).toBe(true);
  });

  it('leaves the device’s face when a file cannot be had', async () => {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load: () => Promise.reject(new Error('offline')) } });
    await expect(applyDevanagariFace()).rejects.toThrow('offline');
    expect(document.documentElement.classList.contains('devanagari-face')).toBe(false);
  });
});
