import path from 'node:path';
import { UserError } from '../errors.ts';
import { createStaticServer } from './static-server.ts';

/** `docsgen serve --no-watch`: the last build, served as production. */
export async function runServe(options: { siteDir: string; outDir: string; port: string; host: string }): Promise<void> {
  const outDir = path.resolve(options.siteDir, options.outDir);
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UserError(`--port: expected a number from 0 to 65535, got "${options.port}"`);
  const server = createStaticServer(outDir);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new UserError(`port ${port} on ${options.host} is already in use. Stop the other server or pass --port <another>.`));
      } else reject(error);
    });
    server.listen(port, options.host, () => resolve());
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`✔ Serving ${path.relative(process.cwd(), outDir) || '.'}/ at http://${options.host}:${actual}/ (Ctrl+C to stop)`);
}
