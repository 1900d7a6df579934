import type { Blog, Category, ProductDetail } from '@chitra/contract/catalogue';
import { PRODUCT_NAME } from '@chitra/contract/constants';
import { contentIn, type TranslatedLocale } from '@chitra/contract/content-translations';
import { DEFAULT_LOCALE, type Locale } from '@chitra/contract/locales';
import { matchRoute } from '@chitra/contract/route-match';
import { ROUTE_PATTERNS } from '@chitra/contract/routes';
import { summary } from '@chitra/contract/route-meta';
import type { PageHead } from '../../http/page-head';

/**
 * The catalogue's own words in a page's head, in the page's language (issue
 * 29): on /hi and /mr, a product's, a category's and a blog post's page is
 * titled and described with its translation where it has one, field by
 * field, and English where it has none, as the page itself shows them
 * (contract/content-translations.ts, `contentIn`). Its structured data
 * names the thing the same way: the Product's name, description and
 * category, the BlogPosting's headline and description, the breadcrumb's
 * item for the page and its category, the preview picture's alt text.
 *
 * Works on the English head `createPageHeads` made (http/page-head.ts) from
 * the API's answers it carries, before `localizeHead` moves its addresses
 * into the language; a page the server draws keeps the title and
 * description it declared in its render (localizeHead), and this gives the
 * same words to a page the browser draws and to the structured data. An
 * English page, or another kind of page, is left as it is.
 */
export function contentHeadIn(head: PageHead, locale: Locale): PageHead {
  if (locale === DEFAULT_LOCALE || head.status !== 200 || head.canonical === undefined) return head;
  const canonical = new URL(head.canonical);
  const route = matchRoute(canonical.pathname);
  if (route === undefined) return head;
  const at = (path: string) => `${canonical.origin}${path}`;
  switch (route.name) {
    case 'product':
      return productHead(head, locale, at);
    case 'category':
      return categoryHead(head, locale, route.params.CatId ?? '', at);
    case 'blogPost':
      return postHead(head, locale, at);
    default:
      return head;
  }
}

const pageTitle = (title: string) => `${title} | ${PRODUCT_NAME}`;

/** The API answer the head carries for a path that starts with `prefix` (answers are kept by path and query). */
function answer<T>(head: PageHead, prefix: string): T | undefined {
  const key = Object.keys(head.answers).find((k) => k.startsWith(prefix));
  return key === undefined ? undefined : (head.answers[key] as T);
}

/** Each JSON-LD item through `edit`, as a plain object. */
function editJsonLd(head: PageHead, edit: (item: Record<string, unknown>) => Record<string, unknown>): object[] {
  return head.jsonLd.map((item) => edit({ ...(item as Record<string, unknown>) }));
}

/** A breadcrumb list with the item at each address in `names` named so. */
function renamedCrumbs(item: Record<string, unknown>, names: Record<string, string>): Record<string, unknown> {
  if (item['@type'] !== 'BreadcrumbList' || !Array.isArray(item.itemListElement)) return item;
  return {
    ...item,
    itemListElement: (item.itemListElement as Record<string, unknown>[]).map((crumb) => {
      const name = typeof crumb.item === 'string' ? names[crumb.item] : undefined;
      return name === undefined ? crumb : { ...crumb, name };
    }),
  };
}

/** The preview picture's alt text: the thing's name, as page-head.ts gives it. */
const withAlt = (head: PageHead, alt: string): PageHead['og'] => (head.og.image ? { ...head.og, image: { ...head.og.image, alt } } : head.og);

function productHead(head: PageHead, locale: Locale, at: (path: string) => string): PageHead {
  const product = answer<{ product?: ProductDetail }>(head, 'product/getproduct/')?.product;
  if (!product) return head;
  const title = contentIn(locale, product.title, product.translations, 'title').text;
  const description = contentIn(locale, product.description, product.translations, 'description');
  // English's description stays the head's own (with its fallback sentence) unless there is a translated one.
  const translatedDescription = description.lang === undefined && description.text !== '' ? description.text : undefined;
  const main = product.category[0];
  const categoryName = main ? contentIn(locale, main.catogeryname, main.translations, 'name').text : undefined;
  const path = ROUTE_PATTERNS.product.replace(':id', product._id);
  return {
    ...head,
    title: pageTitle(title),
    ...(translatedDescription ? { description: summary(translatedDescription) } : {}),
    og: withAlt(head, title),
    jsonLd: editJsonLd(head, (item) => {
      if (item['@type'] === 'Product') {
        return {
          ...item,
          name: title,
          ...(translatedDescription ? { description: summary(translatedDescription, 500) } : {}),
          ...(categoryName !== undefined && 'category' in item ? { category: categoryName } : {}),
        };
      }
      return renamedCrumbs(item, {
        [at(path)]: title,
        ...(main && categoryName !== undefined ? { [at(ROUTE_PATTERNS.category.replace(':CatId', main._id))]: categoryName } : {}),
      });
    }),
  };
}

function categoryHead(head: PageHead, locale: Locale, id: string, at: (path: string) => string): PageHead {
  const categories = answer<{ data?: { category?: Category[] } }>(head, 'product/allcategory')?.data?.category;
  const category = categories?.find((c) => c._id === id);
  if (!category) return head;
  const name = contentIn(locale, category.catogeryname, category.translations, 'name').text;
  const description = category.translations?.[locale as TranslatedLocale]?.description;
  return {
    ...head,
    title: pageTitle(name),
    // A category's English description is a sentence about its name: replaced by its own words in the language only.
    ...(description ? { description: summary(description) } : {}),
    og: withAlt(head, name),
    jsonLd: editJsonLd(head, (item) => renamedCrumbs(item, { [at(ROUTE_PATTERNS.category.replace(':CatId', category._id))]: name })),
  };
}

function postHead(head: PageHead, locale: Locale, at: (path: string) => string): PageHead {
  const post = answer<{ data?: Blog }>(head, 'blog/')?.data;
  if (!post) return head;
  const title = contentIn(locale, post.title, post.translations, 'title').text;
  const excerpt = contentIn(locale, post.excerpt, post.translations, 'excerpt');
  const body = contentIn(locale, post.body, post.translations, 'body');
  // The translated excerpt, else the translated body; English's as the head has it when neither is translated.
  const translated = [excerpt, body].find((text) => text.lang === undefined && text.text.trim() !== '')?.text;
  const path = ROUTE_PATTERNS.blogPost.replace(':id', post._id);
  return {
    ...head,
    title: pageTitle(title),
    ...(translated ? { description: summary(translated) } : {}),
    og: withAlt(head, title),
    jsonLd: editJsonLd(head, (item) => {
      if (item['@type'] === 'BlogPosting') {
        return { ...item, headline: title, ...(translated ? { description: summary(translated, 300) } : {}) };
      }
      return renamedCrumbs(item, { [at(path)]: title });
    }),
  };
}
