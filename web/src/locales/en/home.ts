import { MESSAGES } from '@chitra/contract/messages';
import { ROUTE_META } from '@chitra/contract/route-meta';

/** The home page's words in English: the spec's headings from MESSAGES, ours beside them. */
export default {
  title: ROUTE_META.home.title,
  lead: 'Sunsets, cities, mountains, wildlife and the night sky, from a studio in Boisar. Download the original at once, or order a print.',
  shopAll: 'Shop all photographs',
  popularProduct: MESSAGES.popularProduct,
  popularCategories: MESSAGES.popularCategories,
  noProducts: MESSAGES.noProducts,
};
