import type { RouteName } from './routes';

/*
 * The words of the storefront's pages, apart from the route table
 * (routes.ts): the server's heads and the pages that draw them read these,
 * and a first visit's JavaScript, which needs only the table, does not carry
 * them.
 */

/**
 * The title (before ' | Chitra') and meta description of each page whose
 * words do not come from the catalogue. The server puts them in the HTML it
 * sends; the SPA keeps them in step as the customer moves between pages.
 */
export const ROUTE_META = {
  home: {
    title: 'Digital photographs',
    description:
      'Photographs of sunsets, cities, mountains, wildlife and the night sky from a studio in Boisar, Maharashtra: buy in rupees, download the full-resolution original at once, or order a framed print.',
  },
  about: { title: 'About', description: 'Chitra Studio is a small photography shop in Boisar, Palghar district: who we are and how we work.' },
  contact: { title: 'Contact', description: 'Write to Chitra Studio about a photograph, a licence or an order. We answer Monday to Friday, 10 AM to 8 PM.' },
  store: { title: 'Store', description: 'Every photograph and pack in the shop, by newest, price or rating, with filters by category, tag and price.' },
  categories: { title: 'Categories', description: 'Sunsets, cities, mountains, wildlife, the night sky and flowers: photographs by subject.' },
  compareProduct: { title: 'Compare Products', description: 'The licences each photograph is sold under, side by side.' },
  privacyPolicy: { title: 'Privacy Policy', description: 'What Chitra Studio keeps about you, why, and for how long.' },
  refundPolicy: { title: 'Refund Policy', description: 'Refunds for digital downloads and returns of framed prints.' },
  shippingPolicy: { title: 'Shipping Policy', description: 'How framed prints are packed and shipped, and what it costs.' },
  termsConditions: { title: 'Terms & Conditions', description: 'The terms of buying and using photographs from Chitra Studio.' },
  blog: { title: 'Blog', description: 'Notes from the field: where and how the photographs in the shop were made.' },
} as const satisfies Partial<Record<RouteName, { title: string; description: string }>>;

/** The description of every other page (signed-in pages, forms). */
export const DEFAULT_DESCRIPTION = ROUTE_META.home.description;

const DESCRIPTION_MAX = 160;

/** The first paragraph, on one line, cut at a word to fit a search result. */
export function summary(text: string, max = DESCRIPTION_MAX): string {
  const first = (text.split(/\n\s*\n/).find((p) => p.trim() !== '') ?? '').replace(/\s+/g, ' ').trim();
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:]+$/, '')}…`;
}

/** The meta descriptions of the catalogue's own pages, the same in the server's HTML and in the SPA. */
export const pageDescriptions = {
  product: (product: { title: string; description: string }, shopName: string): string =>
    summary(product.description) || `${product.title}, a photograph from ${shopName}.`,
  category: (name: string, shopName: string): string => `${name}: photographs from ${shopName}, to download or to order as framed prints.`,
  post: (post: { excerpt: string; body: string }): string => summary(post.excerpt || post.body),
};
