import { describe, expect, it } from 'vitest';
import { LOCALES } from '@chitra/contract/locales';
import { MESSAGES } from '@chitra/contract/messages';
import { AREAS } from './areas';
import { i18nFor, loadAreas } from './i18n';

/** Every source file of the web app outside the catalogues and the tests: where a key must be used. */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../locales/**', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The keys of each area in each language, as the build compiled them ('shell.signIn'). */
async function compiledKeys(): Promise<Map<string, string[]>> {
  const keys = new Map<string, string[]>();
  for (const locale of LOCALES) {
    await loadAreas(locale, AREAS);
    keys.set(locale, Object.keys(i18nFor(locale).messages).sort());
  }
  return keys;
}

describe('the catalogues', () => {
  it('say every key of every area in every language, and no other', async () => {
    const keys = await compiledKeys();
    const english = keys.get('en') ?? [];
    expect(english.length).toBeGreaterThan(0);
    for (const locale of LOCALES) expect({ locale, keys: keys.get(locale) }).toEqual({ locale, keys: english });
  });

  it('keep no key that nothing uses', async () => {
    const code = Object.values(SOURCES).join('\n');
    const english = (await compiledKeys()).get('en') ?? [];
    const unused = english.filter((id) => !code.includes(`'${id.slice(id.indexOf('.') + 1)}'`));
    expect(unused).toEqual([]);
  });

  it('give the spec’s English word for word', async () => {
    await loadAreas('en', AREAS);
    const t = i18nFor('en');
    expect(t._('shell.signIn')).toBe(MESSAGES.signIn);
    expect(t._('home.popularCategories')).toBe('Popular Catagorys');
    expect(t._('shell.copyright', { year: 2026, shop: 'Chitra Studio', product: 'Chitra' })).toBe(`© 2026 Chitra Studio. ${MESSAGES.poweredBy} Chitra`);
  });

  it('count in each language’s plural forms', async () => {
    await loadAreas('en', AREAS);
    await loadAreas('mr', AREAS);
    expect(i18nFor('en')._('shell.cartCount', { count: 1 })).toBe('1 item');
    expect(i18nFor('en')._('shell.cartCount', { count: 2 })).toBe('2 items');
    expect(i18nFor('mr')._('shell.cartCount', { count: 2 })).toMatch(/वस्तू$/);
  });
});
