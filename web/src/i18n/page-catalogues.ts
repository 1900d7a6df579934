import type { Messages } from '@lingui/core';

/**
 * The catalogues of every area outside the first load, each language's
 * (web/src/locales/<locale>/<area>.ts, compiled by the build): loaded by
 * i18n.ts the first time a page needs one of them. The first load's own
 * areas, which i18n.ts loads itself, are left out.
 */
export const loaders = import.meta.glob<{ default: Messages }>([
  '../locales/*/*.ts',
  '!../locales/*/shell.ts',
  '!../locales/*/home.ts',
  '!../locales/*/catalogue.ts',
]);
