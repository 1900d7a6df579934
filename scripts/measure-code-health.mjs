// `node scripts/measure-code-health.mjs [--times]`: the code-health figures
// (CONTRIBUTING.md, "Keeping it so"): lines per package, the largest files,
// import circles (madge), duplicate blocks (jscpd), knip's findings, long
// lines and non-null assertions. With --times it also times `npm run
// validate` and `npm test` (each run once; a busy machine shows in them).
// madge and jscpd come from the npm registry through npx at pinned versions;
// knip is the project's own. Prints a Markdown table.
import { execSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';

const PACKAGES = ['contract', 'server', 'web', 'e2e', 'bench'];
const SOURCE = /\.(ts|tsx|mts|mjs|css)$/;
// Tests and what only they import: the same files the lint's no-non-null-assertion rule leaves out (eslint.config.js).
const isTest = (file) =>
  file.startsWith('e2e/') || /\.test\.tsx?$|\/test\/|test-factories\.ts$|-fixtures\.ts$|test-server\.ts$|razorpay-stub\.ts$|accounts\/testing\.ts$/.test(file);
const sh = (command) => execSync(command, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });

const files = sh('git ls-files')
  .trim()
  .split('\n')
  .filter((f) => SOURCE.test(f) && !f.includes('/migrations/'));
const text = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
const lineCount = (f) => text.get(f).split('\n').length - (text.get(f).endsWith('\n') ? 1 : 0);

const rows = [];
const row = (name, value) => rows.push([name, value]);

for (const pkg of PACKAGES) {
  const mine = files.filter((f) => f.startsWith(`${pkg}/`));
  const source = mine.filter((f) => !isTest(f)).reduce((n, f) => n + lineCount(f), 0);
  const tests = mine.filter(isTest).reduce((n, f) => n + lineCount(f), 0);
  row(`lines: ${pkg} (source / tests)`, `${source.toLocaleString('en')} / ${tests.toLocaleString('en')}`);
}
const largest = files
  .filter((f) => !isTest(f))
  .sort((a, b) => lineCount(b) - lineCount(a))
  .slice(0, 5);
row('largest source files', largest.map((f) => `${f} (${lineCount(f)})`).join('; '));

const longLines = files
  .filter((f) => !isTest(f))
  .reduce(
    (n, f) =>
      n +
      text
        .get(f)
        .split('\n')
        .filter((l) => l.length > 160).length,
    0,
  );
row('source lines over 160 characters', longLines);

// Non-null assertions (`x!`), outside tests; those a comment justifies carry
// an eslint-disable comment naming the rule.
let nonNull = 0;
let justified = 0;
for (const f of files.filter((f) => /\.tsx?$/.test(f) && !isTest(f))) {
  const lines = text.get(f).split('\n');
  const source = ts.createSourceFile(f, text.get(f), ts.ScriptTarget.Latest, true, f.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.NonNullExpression) {
      nonNull++;
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line;
      if (/no-non-null-assertion/.test(lines[line - 1] ?? '') || /no-non-null-assertion/.test(lines[line])) justified++;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
row('non-null assertions outside tests (justified by a comment)', `${nonNull} (${justified})`);

// Import circles. madge needs the contract's package path mapped to its source.
const scratch = mkdtempSync(join(tmpdir(), 'chitra-health-'));
try {
  const tsconfig = join(scratch, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({ compilerOptions: { baseUrl: process.cwd(), jsx: 'react-jsx', paths: { '@chitra/contract/*': ['contract/src/*'] } } }),
  );
  // Counted twice: every import, and only those that exist at run time (`import type` left out).
  const skipTypes = join(scratch, 'madgerc.json');
  const detective = { skipTypeImports: true };
  writeFileSync(skipTypes, JSON.stringify({ detectiveOptions: { ts: detective, tsx: detective } }));
  const circles = (config) => {
    const args = ['-y', 'madge@8.0.0', '--circular', '--json', '--extensions', 'ts,tsx', '--ts-config', tsconfig, 'server/src', 'web/src', 'contract/src'];
    // madge reads its settings through rc, which takes a file from madge_config.
    const env = config ? { ...process.env, madge_config: config } : process.env;
    const madge = spawnSync('npx', args, { encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(madge.stdout.slice(madge.stdout.indexOf('['))).length;
  };
  row('import circles, all / at run time (madge 8.0.0)', `${circles()} / ${circles(skipTypes)}`);

  const jscpdOut = join(scratch, 'jscpd');
  spawnSync(
    'npx',
    [
      '-y',
      'jscpd@5.3.2',
      '--silent',
      '--reporters',
      'json',
      '--output',
      jscpdOut,
      '--ignore',
      '**/*.test.ts,**/*.test.tsx,**/migrations/**',
      'server/src',
      'web/src',
      'contract/src',
    ],
    { encoding: 'utf8' },
  );
  const report = JSON.parse(readFileSync(join(jscpdOut, 'jscpd-report.json'), 'utf8'));
  row('duplicate blocks outside tests (jscpd 5.3.2)', `${report.statistics.total.clones} (${report.statistics.total.percentage.toFixed(2)} % of lines)`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const knip = spawnSync('npx', ['knip', '--no-progress', '--reporter', 'json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
try {
  const { issues } = JSON.parse(knip.stdout);
  const counts = {};
  for (const issue of issues) {
    for (const [kind, found] of Object.entries(issue)) {
      if (Array.isArray(found) && found.length) counts[kind] = (counts[kind] ?? 0) + found.length;
    }
  }
  if (issues.length) counts.files = issues.filter((i) => i.files === true || i.files?.length).length;
  row(
    'knip findings',
    Object.keys(counts).length
      ? Object.entries(counts)
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')
      : 'none',
  );
} catch {
  row('knip findings', `could not read knip's answer (exit ${knip.status})`);
}

if (process.argv.includes('--times')) {
  for (const script of ['validate', 'test']) {
    const started = Date.now();
    const run = spawnSync('npm', ['run', '-s', script], { stdio: 'ignore' });
    row(`npm run ${script}`, `${((Date.now() - started) / 1000).toFixed(0)} s (exit ${run.status})`);
  }
}

console.log(`| measure (${sh('git rev-parse --short HEAD').trim()}) | value |\n|---|---|`);
for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
