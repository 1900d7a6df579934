import type catalogue from '../locales/en/catalogue';
import type home from '../locales/en/home';
import type shell from '../locales/en/shell';

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
};

export type Area = keyof English;

export const AREAS = ['shell', 'home', 'catalogue'] as const satisfies readonly Area[];

export type AreaKey<A extends Area> = keyof English[A] & string;

/** A catalogue in a language other than English: every English key, each in that language's words. */
export type Translation<A extends Area> = { readonly [K in AreaKey<A>]: string };
