import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions, type ConfigEnv, type Plugin, type UserConfig } from 'vite';
import { LOCALES } from '@chitra/contract/locales';
import { compiledCatalogues } from './catalogue-plugin';

/** The API server that `npm run dev -w server` starts. */
const API_ORIGIN = 'http://127.0.0.1:3000';

/** The browser's build, not the server renderer's (`vite build --ssr`, web/src/entry-server.tsx). */
const browserBuild = (_config: UserConfig, env: ConfigEnv): boolean => env.command === 'build' && env.isSsrBuild !== true;

/** The module behind the `/` route: what a first visit loads besides the entry. */
const HOME_ROUTE_MODULE = 'src/features/catalogue/home-page.tsx';
// Issue 12's budget for the home route: docs/decisions/017-home-js-budget.md.
const HOME_JS_BUDGET_KB = 130;

/** The catalogues a first visit to the home page loads in its language (web/src/i18n/i18n.ts): the shell's, the home page's and the catalogue's shared pieces'. */
const HOME_AREAS = ['shell', 'home', 'catalogue'];

/**
 * Prints the gzipped size of the JavaScript a first visit to the home page
 * downloads in each language (the entry, its static imports, the home
 * route's chunk, and that language's catalogues of the shell and the home
 * page), so a heavy dependency or a long catalogue shows up in the build
 * log the day it is added, and fails the build past the budget.
 */
function homeInitialJsReport(): Plugin {
  return {
    name: 'chitra:home-initial-js',
    apply: browserBuild,
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const chunks = new Map<string, { imports: string[] }>();
      const catalogues = new Map<string, string>();
      let entry: string | undefined;
      let home: string | undefined;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, output);
        const module = output.facadeModuleId?.replaceAll('\\', '/') ?? '';
        if (output.isEntry) entry = output.fileName;
        if (module.endsWith(HOME_ROUTE_MODULE)) home = output.fileName;
        const catalogue = /\/src\/locales\/(\w+\/\w+)\.ts$/.exec(module);
        if (catalogue !== null) catalogues.set(catalogue[1], output.fileName);
      }
      if (home === undefined) this.warn(`no chunk found for ${HOME_ROUTE_MODULE}`);
      const gzippedKb = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length / 1024;
      const over: string[] = [];
      for (const locale of LOCALES) {
        const files = new Set<string>();
        const visit = (fileName: string | undefined): void => {
          if (fileName === undefined || files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(entry);
        visit(home);
        for (const area of HOME_AREAS) {
          const file = catalogues.get(`${locale}/${area}`);
          if (file === undefined) this.error(`no catalogue ${locale}/${area} in the build`);
          visit(file);
        }
        const sizes = [...files].map((f) => ({ file: f, kb: gzippedKb(f) }));
        const kb = sizes.reduce((sum, f) => sum + f.kb, 0);
        const list = sizes.map((f) => `${f.file} ${f.kb.toFixed(1)} KB`).join(', ');
        const line = `Home route initial JS (${locale}): ${kb.toFixed(1)} KB gzipped (${list}); the budget is ${HOME_JS_BUDGET_KB} KB`;
        console.log(`\n${line}`);
        if (kb > HOME_JS_BUDGET_KB) over.push(line);
      }
      // The budget is a gate, not a report: a build that would make a phone's first visit heavier, in any language, fails.
      if (over.length > 0) this.error(`${over.join('; ')}: over budget (docs/decisions/017-home-js-budget.md)`);
    },
  };
}

/**
 * React Router's production files tag each component with a top-level
 * `X.displayName = "X"` (a name for React DevTools) and create their
 * components and contexts with unannotated `React.forwardRef(...)` /
 * `createContext(...)` calls. Both count as side effects, so the bundler has
 * to keep every component whether the app uses it or not: NavLink, Form,
 * ScrollRestoration, the fetcher form and what they pull in. Production
 * needs no DevTools names, and those calls are pure: dropping the one and
 * annotating the other lets the unused parts go (about 2 KB gzipped of the
 * home page's first load).
 */
function treeShakeReactRouter(): Plugin {
  const componentCall = /^((?:export )?(?:const|let|var) [\w$]+ = )(React\$1\.(?:forwardRef|createContext|memo)\()/gm;
  const displayName = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
  return {
    name: 'chitra:tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/ },
      handler(code) {
        const shaken = code.replace(componentCall, '$1/* @__PURE__ */ $2').replace(displayName, '');
        // Only whole lines are emptied and comments added within a line: the line map still holds.
        return shaken === code ? null : { code: shaken, map: null };
      },
    },
  };
}

/**
 * Preloads the display face the CSS declares (its hashed file in the build),
 * so headings do not wait for the stylesheet to be parsed before the font is
 * asked for.
 */
function preloadDisplayFont(): Plugin {
  return {
    name: 'chitra:preload-display-font',
    apply: browserBuild,
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.values(ctx.bundle ?? {}).find((o) => o.type === 'asset' && /fraunces-latin-600-normal.*\.woff2$/.test(o.fileName));
        if (font === undefined) {
          this.warn('the display font was not found in the bundle');
          return [];
        }
        return [{ tag: 'link', attrs: { rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}

/** The storefront's build for the browser. */
const BROWSER_BUILD: BuildEnvironmentOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  // Read by the server (server/src/http/route-assets.ts) to preload each landing page's own files.
  manifest: true,
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [
          {
            // Everything the entry loads stays in the entry. Left alone,
            // Rolldown moves modules that lazy pages share with the entry
            // (React, RTK Query, the messages) into chunks of their own: the
            // same bytes, but more files and less for gzip to share.
            name: 'shell',
            tags: ['$initial'],
            priority: 2,
          },
          {
            // The catalogue's building blocks that several pages share
            // (cards, states, action buttons) travel together, rather than
            // as one small file each.
            name: 'catalogue-shared',
            test: /src[\\/]features[\\/]catalogue[\\/]/,
            minShareCount: 2,
            priority: 1,
          },
        ],
      },
    },
  },
};

/**
 * The server renderer (`vite build --ssr src/entry-server.tsx`), loaded by
 * server/src/http/page-render.ts; its packages stay the server's node_modules.
 */
const SERVER_RENDERER_BUILD: BuildEnvironmentOptions = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  // Nothing to gain from minifying it, and its stack traces stay readable.
  minify: false,
  copyPublicDir: false,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [compiledCatalogues(), react(), treeShakeReactRouter(), homeInitialJsReport(), preloadDisplayFont()],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/media': API_ORIGIN,
    },
  },
  build: isSsrBuild ? SERVER_RENDERER_BUILD : BROWSER_BUILD,
}));
