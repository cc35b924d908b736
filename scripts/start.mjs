// `npm start`: build what is missing or older than its sources (the server bundle, the web app), then run the
// compiled server in this process, as `node dist/server/main.js` would. With NODE_ENV=production an existing build
// is run as it is (a deployment built it with `npm run build`, may have no dev dependencies and a read-only tree).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return file.includes('.test.') ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

const sides = [
  {
    name: 'server',
    output: at('dist/server/main.js'),
    sources: [at('src/server'), at('src/shared'), at('package-lock.json'), at('scripts/build.mjs')],
  },
  {
    name: 'web',
    output: at('dist/web/index.html'),
    sources: [
      at('src/web'),
      at('src/shared'),
      at('vite.config.ts'),
      at('package-lock.json'),
      at('scripts/build.mjs'),
    ],
  },
];

const production = process.env.NODE_ENV === 'production';
const toBuild = sides.filter(
  (side) =>
    !existsSync(side.output) ||
    (!production && statSync(side.output).mtimeMs < Math.max(...side.sources.map(newestMtime))),
);
if (toBuild.length > 0) {
  if (!existsSync(at('node_modules/esbuild')) || !existsSync(at('node_modules/vite'))) {
    console.error(
      `The ${toBuild.map((s) => s.name).join(' and ')} build is missing and the build tools are not installed: ` +
        'run `npm ci && npm run build` first (see the README).',
    );
    process.exit(1);
  }
  const { buildServer, buildWeb } = await import('./build.mjs');
  for (const side of toBuild) {
    console.log(`Building the ${side.name}…`);
    if (side.name === 'server') await buildServer();
    else buildWeb();
  }
}

await import(pathToFileURL(at('dist/server/main.js')).href);
