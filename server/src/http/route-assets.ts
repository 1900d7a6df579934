import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '@chitra/contract/locales';
import { ROUTE_PAGE_AREAS, ROUTE_PAGE_MODULES, type RouteName } from '@chitra/contract/routes';

/** What Vite's build manifest (`build.manifest`) says of one module. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Where Vite writes the manifest, in the build folder. */
export const MANIFEST_PATH = '.vite/manifest.json';

/**
 * The built files each landing page loads lazily (its chunk, the chunks it
 * imports, their CSS) minus what the entry already brings, as the link tags
 * that let the browser fetch them beside the entry: a first visit then
 * renders the page once the entry has run, without another round trip.
 * Modules first (`modulepreload`), then styles: `preload` for a page the
 * browser draws (they do not hold up the first paint; Vite's loader applies
 * them when the page loads), but stylesheets for a page drawn on the server,
 * whose markup arrives with the document and must not show unstyled (Vite's
 * loader finds them there and does not add them again).
 * Worked out once at start; a build without a manifest preloads nothing.
 */
export function routeAssetLinks(webDist: string): (route: RouteName | undefined, serverRendered: boolean, locale: Locale) => string {
  const path = join(webDist, MANIFEST_PATH);
  if (!existsSync(path)) return () => '';
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;

  /** The chunks `keys` name and every chunk they import, each once, in the order met. */
  const closure = (keys: string[]): ManifestChunk[] => {
    const seen = new Map<string, ManifestChunk>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (seen.has(key) || !chunk) return;
      seen.set(key, chunk);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return [...seen.values()];
  };
  const entry = closure(Object.entries(manifest).flatMap(([key, chunk]) => (chunk.isEntry ? [key] : [])));
  const entryFiles = new Set(entry.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));

  const assets = new Map<RouteName, { scripts: string[]; styles: string[] }>();
  for (const [route, module] of Object.entries(ROUTE_PAGE_MODULES) as [RouteName, string][]) {
    const page = `src/${module}.tsx`;
    if (!manifest[page]) continue;
    const chunks = closure([page]);
    const scripts = [...new Set(chunks.map((chunk) => chunk.file))].filter((file) => !entryFiles.has(file));
    const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !entryFiles.has(file));
    assets.set(route, { scripts, styles });
  }
  // Each language's catalogues (web/src/i18n/i18n.ts): the shell's for every page, and each landing page's own.
  // An area outside the first load is loaded through the chunk of page-catalogues.ts (web/src/i18n/i18n.ts): both come.
  const pageCatalogues = manifest['src/i18n/page-catalogues.ts'];
  const catalogue = (locale: Locale, area: string): string[] => {
    const key = `src/locales/${locale}/${area}.ts`;
    const chunk = manifest[key];
    if (chunk === undefined) return [];
    return pageCatalogues?.dynamicImports?.includes(key) ? [pageCatalogues.file, chunk.file] : [chunk.file];
  };
  const words = new Map(
    LOCALES.map((locale) => [
      locale,
      {
        shell: catalogue(locale, 'shell'),
        pages: new Map(Object.entries(ROUTE_PAGE_AREAS).map(([route, areas]) => [route, (areas ?? []).flatMap((area) => catalogue(locale, area))])),
      },
    ]),
  );
  return (route, serverRendered, locale) => {
    const { scripts: pageScripts = [], styles = [] } = (route === undefined ? undefined : assets.get(route)) ?? {};
    const inLocale = words.get(locale);
    const scripts = [...new Set([...(inLocale?.shell ?? []), ...pageScripts, ...((route === undefined ? undefined : inLocale?.pages.get(route)) ?? [])])];
    return [
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
      ...styles.map((file) =>
        serverRendered ? `<link rel="stylesheet" crossorigin href="/${file}" />` : `<link rel="preload" as="style" crossorigin href="/${file}" />`,
      ),
    ].join('\n    ');
  };
}
