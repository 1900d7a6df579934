import { pathToFileURL } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** A catalogue: `src/locales/<locale>/<area>.ts`, whose default export maps keys to ICU messages. */
const CATALOGUE = /[\\/]src[\\/]locales[\\/](en|hi|mr)[\\/](\w+)\.ts$/;

/**
 * Compiles the shop's catalogues to Lingui's message format as they are
 * loaded (docs/decisions/062-locales.md): a catalogue is written as a
 * TypeScript object of ICU messages (the English one reusing the spec's
 * strings from `@chitra/contract/messages`), and the module the build, the
 * server renderer and the tests see is the same object compiled, each key
 * prefixed with its area. The browser then carries no message parser.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'chitra:compiled-catalogues',
    enforce: 'pre',
    // A catalogue is compiled from what it imports too (the contract's tables: the English refusals are
    // read from them), which Vitest's on-disk module cache, keyed on the catalogue's own text, cannot
    // see: the tests compile catalogues afresh every run.
    configureVitest({ defineCacheKeyGenerator }: { defineCacheKeyGenerator: (generator: (input: { id: string }) => string | false | undefined) => void }) {
      defineCacheKeyGenerator(({ id }) => (CATALOGUE.test(id) ? false : undefined));
    },
    async load(id) {
      const match = CATALOGUE.exec(id);
      if (match === null) return null;
      const area = match[2];
      // Evaluated in Node, fresh each time (tsx gives every call its own module cache), so an edit shows on the next load.
      const module = (await tsImport(pathToFileURL(id).href, import.meta.url)) as { default?: unknown };
      const messages = module.default;
      if (messages === null || typeof messages !== 'object') this.error(`${id} has no default export of messages`);
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages as Record<string, unknown>)) {
        if (typeof message !== 'string') this.error(`${id}: ${key} is not a string`);
        try {
          compiled[`${area}.${key}`] = compileMessage(message);
        } catch (error) {
          this.error(`${id}: ${key} is not a valid ICU message: ${String(error)}`);
        }
      }
      return `export default ${JSON.stringify(compiled)};\n`;
    },
  };
}
