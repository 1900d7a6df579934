import { parseArgs, type ParseArgsConfig } from 'node:util';

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

const HELP = { help: { type: 'boolean', short: 'h' } } as const;

type Config<O extends ParseArgsOptionsConfig> = { args: string[]; options: O & typeof HELP; strict: true; allowPositionals: true };
type Values<O extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<Config<O>>>['values'];

/** One string for each positional the command names: their count is checked, so each is there. */
type Positionals<P extends readonly string[]> = { -readonly [K in keyof P]: string };

export type CommandLine<O extends ParseArgsOptionsConfig, P extends readonly string[] = readonly string[]> =
  | { ok: true; values: Values<O>; positionals: Positionals<P> }
  /** What to print before exiting 2: the reason (none for --help), then the usage. */
  | { ok: false; message: string };

/**
 * A command's arguments, read strictly by node:util's parseArgs: an unknown
 * flag, a flag without its value or the wrong number of arguments is a
 * mistake the user should see at once rather than a run that does
 * something else. `--help` (`-h`) is every command's.
 */
export function readCommandLine<const O extends ParseArgsOptionsConfig, const P extends readonly string[]>(
  args: string[],
  spec: { usage: string; options: O; positionals: P },
): CommandLine<O, P> {
  const wrong = (reason: string): CommandLine<O, P> => ({ ok: false, message: `${reason}\n\n${spec.usage}` });
  let parsed: { values: Values<O>; positionals: string[] };
  try {
    parsed = parseArgs({ args, options: { ...spec.options, ...HELP }, strict: true, allowPositionals: true });
  } catch (err) {
    if (!(err instanceof TypeError && String((err as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS_'))) throw err;
    return wrong(err.message);
  }
  if ((parsed.values as { help?: boolean }).help) return { ok: false, message: spec.usage };
  const expected = spec.positionals.join(' ');
  if (parsed.positionals.length < spec.positionals.length) return wrong(`Missing ${spec.positionals.slice(parsed.positionals.length).join(' ')}.`);
  if (parsed.positionals.length > spec.positionals.length) {
    return wrong(`Too many arguments: ${parsed.positionals.join(' ')} (expected ${expected}).`);
  }
  // Exactly as many as spec.positionals, checked above.
  return { ok: true, values: parsed.values, positionals: parsed.positionals as Positionals<P> };
}
