// npm start: installs what is missing, builds what is not built, then serves the API, the four
// remotes and the shell, each on its own port. npm run dev: the same with webpack in watch mode.
// It checks that every port is free first, and says which one is not and which part needs it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  PARTS,
  ROOT,
  ensureBuilt,
  ensureInstalled,
  startPart,
  stopPart,
  takenPorts,
  waitForPort,
} from '../tools/run-parts.mjs';

const dev = process.argv.includes('--dev');

async function checkPorts() {
  const taken = await takenPorts(PARTS);
  if (taken.length === 0) return;
  console.error(
    `${taken.join('\n')}\nStop what uses ${taken.length === 1 ? 'it' : 'them'}, or start a second copy beside it on ` +
      'other ports: PORT_OFFSET=100 npm start (see "A second copy" in docs/operating.md).',
  );
  process.exit(1);
}

if (process.env.PORT) console.warn('npm start does not read PORT (each part has its own): PORT_OFFSET moves them all.');
await checkPorts();
ensureInstalled();
ensureBuilt();
// The build may have taken minutes: the ports again, just before the parts take them.
await checkPorts();

const children = PARTS.map((part) => startPart(part, { dev }));
const watchers = dev
  ? PARTS.filter((part) => part.kind !== 'api').map((part) =>
      spawn('npx', ['webpack', '--mode', 'development', '--watch'], {
        cwd: path.join(ROOT, part.folder),
        stdio: 'inherit',
        detached: true,
      }),
    )
  : [];

let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all([...children, ...watchers].map(stopPart));
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
for (const child of children) {
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`A part stopped unexpectedly (exit ${code}); stopping the rest.`);
      void stopAll(1);
    }
  });
}

try {
  await Promise.all(PARTS.map((part) => waitForPort(part.port, 120_000)));
  const shell = PARTS.find((part) => part.kind === 'host');
  console.log(
    `\nThe storefront is running at http://localhost:${shell.port}  (API at http://localhost:${PARTS.find((part) => part.kind === 'api').port}). Press Ctrl-C to stop.\n`,
  );
} catch (error) {
  console.error(String(error));
  await stopAll(1);
}
