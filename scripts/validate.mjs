// `npm run validate`: the quick loop to run while working (CONTRIBUTING.md).
// Typecheck, lint, knip, the formatting and the tests that need no database,
// all at once; a check's output is printed whole when it fails, then a
// summary. `npm test` stays the whole proof (it adds the server's integration
// tests, the build and the end-to-end tests).
//
// The lint and the format check keep caches in .tmp/ so a warm run reads only
// changed files. The lint's type-aware server rules look across files, which a
// per-file cache cannot see; `npm test` checks without a cache.
import { spawn } from 'node:child_process';

const CHECKS = [
  { name: 'typecheck', command: 'tsc -b' },
  { name: 'lint', command: 'eslint --max-warnings 0 --cache --cache-strategy content --cache-location .tmp/eslint-cache .' },
  { name: 'unused code', command: 'knip --no-progress' },
  { name: 'format', command: 'prettier --check --log-level warn --cache --cache-location .tmp/prettier-cache .' },
  { name: 'web tests', command: 'vitest run --project web' },
  // Server tests that open no database are named *.unit.test.ts (CONTRIBUTING.md).
  { name: 'server unit tests', command: 'vitest run --project server .unit.test.ts' },
  // The start script is plain JavaScript run by Node before anything is built: node:test, not Vitest.
  { name: 'start script tests', command: 'node --test scripts/start.test.mjs' },
];

function run({ name, command }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(`\n── ${name} (${command}): ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s\n`);
      if (code !== 0) process.stdout.write(Buffer.concat(output));
      resolve({ name, code, seconds });
    });
  });
}

const started = Date.now();
const results = await Promise.all(CHECKS.map(run));
const failed = results.filter((r) => r.code !== 0);
process.stdout.write(`\nvalidate: ${results.map((r) => `${r.name} ${r.code === 0 ? 'ok' : 'FAILED'} ${r.seconds.toFixed(0)} s`).join(' · ')}\n`);
process.stdout.write(`validate: ${failed.length === 0 ? 'all passed' : `${failed.length} failed`} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
process.exitCode = failed.length === 0 ? 0 : 1;
