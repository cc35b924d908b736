// The runtime check that `npm test` runs first: the project runs on Node 24 LTS (ADR 017). npm scripts find the
// `node` package's Node 24 binary first on their PATH (node_modules/.bin), whatever Node started npm itself.
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major !== REQUIRED_MAJOR) {
  console.error(
    `Node ${process.versions.node} (${process.execPath}) runs this script, but the project needs Node ${REQUIRED_MAJOR} LTS.\n` +
      'Run it through npm (`npm test`, `npm start`): npm scripts use node_modules/.bin/node from the `node` package ' +
      '(run `npm install` first). Without it, install Node 24 yourself (ADR 017).',
  );
  process.exit(1);
}
console.log(`Node ${process.versions.node} (${process.execPath})`);
