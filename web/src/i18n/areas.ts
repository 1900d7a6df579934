import type accounts from '../locales/en/accounts';
import type admin from '../locales/en/admin';
import type adminCatalogue from '../locales/en/adminCatalogue';
import type cart from '../locales/en/cart';
import type catalogue from '../locales/en/catalogue';
import type common from '../locales/en/common';
import type errors from '../locales/en/errors';
import type home from '../locales/en/home';
import type orders from '../locales/en/orders';
import type pages from '../locales/en/pages';
import type prints from '../locales/en/prints';
import type product from '../locales/en/product';
import type shell from '../locales/en/shell';
import type store from '../locales/en/store';

/**
 * The areas the shop's words are split into, each loaded with the part of
 * the shop that draws it (the shell with the first load, a page's with its
 * chunk). English is each area's source; Hindi and Marathi must say the
 * same keys (`Translation`), which TypeScript checks and
 * `catalogues.test.ts` checks against the code.
 */
type English = {
  shell: typeof shell;
  home: typeof home;
  catalogue: typeof catalogue;
  common: typeof common;
  /** The API's refusals by their reason (contract/src/error-reasons.ts): keys known at run time, loaded by lib/api-error.ts's pages. */
  errors: typeof errors;
  store: typeof store;
  product: typeof product;
  cart: typeof cart;
  prints: typeof prints;
  accounts: typeof accounts;
  orders: typeof orders;
  pages: typeof pages;
  admin: typeof admin;
  adminCatalogue: typeof adminCatalogue;
};

export type Area = keyof English;

export const AREAS = [
  'shell',
  'home',
  'catalogue',
  'common',
  'errors',
  'store',
  'product',
  'cart',
  'prints',
  'accounts',
  'orders',
  'pages',
  'admin',
  'adminCatalogue',
] as const satisfies readonly Area[];

export type AreaKey<A extends Area> = keyof English[A] & string;

/** A catalogue in a language other than English: every English key, each in that language's words. */
export type Translation<A extends Area> = { readonly [K in AreaKey<A>]: string };
