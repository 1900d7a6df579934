import { parseArgs, type ParseArgsConfig } from 'node:util';

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

const HELP = { help: { type: 'boolean', short: 'h' } } as const;

type Config<O extends ParseArgsOptionsConfig> = { args: string[]; options: O & typeof HELP; strict: true; allowPositionals: true };
type Values<O extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<Config<O>>>['values'];

export type CommandLine<O extends ParseArgsOptionsConfig> =
  | { ok: true; values: Values<O>; positionals: string[] }
  /** What to print before exiting 2: the reason (none for --help), then the usage. */
  | { ok: false; message: string };

/**
 * A command's arguments, read strictly by node:util's parseArgs: an unknown
 * flag, a flag without its value or the wrong number of arguments is a
 * mistake the user should see at once rather than a run that does
 * something else. `--help` (`-h`) is every command's.
 */
export function readCommandLine<const O extends ParseArgsOptionsConfig>(
  args: string[],
  spec: { usage: string; options: O; positionals: readonly string[] },
): CommandLine<O> {
  const wrong = (reason: string): CommandLine<O> => ({ ok: false, message: `${reason}\n\n${spec.usage}` });
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
  return { ok: true, values: parsed.values, positionals: parsed.positionals };
}
