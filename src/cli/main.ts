/** Entry of the bundled CLI (`dist/cli.mjs`), started by `bin/docsgen`. */
export { main } from './program.ts';
