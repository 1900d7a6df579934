// `npm run dev`: the API with reload on :3000 and Vite with hot reload on
// :5173 (proxying /api and /media to the API). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [spawn('npx', ['tsx', 'watch', 'server/src/server.ts'], { stdio: 'inherit' }), spawn('npx', ['vite', 'web'], { stdio: 'inherit' })];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
