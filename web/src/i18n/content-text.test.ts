import { describe, expect, it } from 'vitest';
import { contentIn, contentListIn } from '@chitra/contract/content-text';
import { compactTranslations } from '@chitra/contract/content-translations';

// The rule every page follows for catalogue words (contract/src/content-text.ts,
// imported by the first load without zod): the translation in the page's
// language, else the English marked en-IN; an English page is never marked.

const SUNSETS = 'Sunsets of Palghar';

describe('catalogue words in the page’s language', () => {
  it('shows the translation unmarked, and the English marked en-IN only where one is missing on a Hindi or Marathi page', () => {
    const translations = { mr: { title: 'पालघरचे सूर्यास्त' } };
    expect(contentIn('mr', SUNSETS, translations, 'title')).toEqual({ text: 'पालघरचे सूर्यास्त', lang: undefined });
    expect(contentIn('hi', SUNSETS, translations, 'title')).toEqual({ text: SUNSETS, lang: 'en-IN' });
    expect(contentIn('en', SUNSETS, translations, 'title')).toEqual({ text: SUNSETS, lang: undefined });
    expect(contentIn('en', SUNSETS, { en: { title: 'never' } }, 'title')).toEqual({ text: SUNSETS, lang: undefined });
  });

  it.each([
    ['a blank translation', { hi: { title: '   ' } }],
    ['another field only', { hi: { description: 'केवल विवरण' } }],
    ['a translation of the wrong kind', { hi: { title: 42 } }],
    ['no translations', {}],
    ['none sent', undefined],
    ['null', null],
  ])('falls back to the English for %s', (_, translations) => {
    expect(contentIn('hi', SUNSETS, translations, 'title')).toEqual({ text: SUNSETS, lang: 'en-IN' });
  });

  it('marks nothing when there are no words at all', () => {
    expect(contentIn('mr', '', { mr: { title: '' } }, 'title')).toEqual({ text: '', lang: undefined });
    expect(contentListIn('mr', [], undefined, 'tags')).toEqual({ items: [], lang: undefined });
  });

  it('takes a translated list of tags whole, or the English list marked', () => {
    expect(contentListIn('mr', ['sunset', 'sea'], { mr: { tags: ['सूर्यास्त', 'समुद्र'] } }, 'tags')).toEqual({ items: ['सूर्यास्त', 'समुद्र'], lang: undefined });
    expect(contentListIn('mr', ['sunset'], { mr: { tags: [] } }, 'tags')).toEqual({ items: ['sunset'], lang: 'en-IN' });
    expect(contentListIn('mr', ['sunset'], { mr: { tags: ['ok', 3] } }, 'tags')).toEqual({ items: ['sunset'], lang: 'en-IN' });
    expect(contentListIn('mr', ['sunset'], { mr: { tags: 'सूर्यास्त' } }, 'tags')).toEqual({ items: ['sunset'], lang: 'en-IN' });
    expect(contentListIn('en', ['sunset'], { mr: { tags: ['सूर्यास्त'] } }, 'tags')).toEqual({ items: ['sunset'], lang: undefined });
  });

  it('stores a translation without its blanks: empty texts, lists and languages are dropped, texts trimmed', () => {
    expect(compactTranslations({ hi: { title: '  पालघर के सूर्यास्त ', description: '', tags: ['', ' समुद्र '] }, mr: { title: '   ', tags: [] } })).toEqual({
      hi: { title: 'पालघर के सूर्यास्त', tags: ['समुद्र'] },
    });
    expect(compactTranslations(undefined)).toEqual({});
  });
});
