/**
 * The `docsgen` command line. Heavy modules load inside the actions, so `--help` and
 * `--version` stay fast.
 */
import { Command } from 'commander';
import { isUserError } from './errors.ts';
import { delayOptimisation } from './tiering.ts';

export function createProgram(version: string): Command {
  const program = new Command('docsgen')
    .description('Build and serve a documentation site from a Docusaurus-compatible content folder.')
    .version(version, '-v, --version', 'print the docsgen version')
    .showHelpAfterError();

  program
    .command('build')
    .description('build the site as static HTML into the output folder (replaced only if the build succeeds)')
    .option('--site-dir <dir>', 'folder holding site.config.ts and content/', '.')
    .option('--out-dir <dir>', 'output folder, relative to the site dir', 'build')
    .option('--check-external', 'the link gate also fetches links to other sites (needs the network)')
    .option('--precompress', 'also write .br and .gz beside each text file, for hosts that serve them (as site.config.ts `precompress: true`)')
    .action(async (options: { siteDir: string; outDir: string; checkExternal?: boolean; precompress?: boolean }) => {
      delayOptimisation();
      // A compile thread starts loading the markdown pipeline now, while the build loads.
      const { CompilePool } = await import('./markdown/compile-pool.ts');
      const compilePool = new CompilePool(1);
      try {
        const { runBuild } = await import('./build/command.ts');
        await runBuild({ ...options, compilePool });
      } finally {
        await compilePool.close();
      }
    });

  program
    .command('check')
    .description('check the links of an existing build, as the build does, without rebuilding')
    .option('--site-dir <dir>', 'folder holding site.config.ts', '.')
    .option('--out-dir <dir>', 'output folder to check, relative to the site dir', 'build')
    .option('--external', 'also fetch links to other sites (needs the network)')
    .action(async (options: { siteDir: string; outDir: string; external?: boolean }) => {
      const { runCheck } = await import('./links/command.ts');
      await runCheck(options);
    });

  program
    .command('serve')
    .description('build, serve and rebuild on change with live reload (or, with --no-watch, serve the last build as production)')
    .option('--site-dir <dir>', 'folder holding site.config.ts and content/', '.')
    .option('--out-dir <dir>', 'with --no-watch: the build to serve, relative to the site dir (watch mode builds into its own folder)', 'build')
    .option('-p, --port <port>', 'port to listen on (the next free one if 3000 is busy and you did not choose it)', '3000')
    .option('--host <host>', 'interface to listen on (loopback unless you ask)', '127.0.0.1')
    .option('--open', 'open the site in the default browser')
    .option('--no-watch', 'serve the existing build as production (no rebuild, no live reload)')
    .option('--compress-cache <MiB>', 'with --no-watch: memory for pages compressed on request; the least recently used go first', '32')
    .addHelpText(
      'after',
      [
        '',
        'Which flags apply to which mode:',
        '  both modes           --site-dir, --port, --host, --open',
        '  watch (the default)  builds with drafts into node_modules/.cache/docsgen/serve/, never build/',
        '  --no-watch           --out-dir, --compress-cache: serves that build as a production host would',
      ].join('\n'),
    )
    .action(async (options: { siteDir: string; outDir: string; port: string; host: string; open?: boolean; watch: boolean; compressCache: string }, command: Command) => {
      // Only a port the user chose is binding; the default moves to the next free one.
      const portExplicit = command.getOptionValueSource('port') !== 'default';
      if (options.watch) {
        delayOptimisation();
        // As for `build`: the compile thread loads the markdown pipeline while the server starts.
        const { CompilePool } = await import('./markdown/compile-pool.ts');
        const compilePool = new CompilePool(1);
        try {
          const [{ runDevServer }, { stopOnSignal }] = await Promise.all([import('./dev/command.ts'), import('./serve/stop-on-signal.ts')]);
          const starting = runDevServer({ ...options, portExplicit, compilePool });
          // Before it answers: Ctrl+C right after "Serving…" must stop it cleanly too.
          stopOnSignal(async () => {
            await (await starting.catch(() => undefined))?.close();
            await compilePool.close();
          }, console.log);
          await starting;
        } catch (error) {
          // Not started (a busy port…): the thread would keep the process alive.
          await compilePool.close();
          throw error;
        }
        return;
      }
      const [{ runServe }, { stopOnSignal }] = await Promise.all([import('./serve/command.ts'), import('./serve/stop-on-signal.ts')]);
      const starting = runServe({ ...options, portExplicit });
      stopOnSignal(async () => {
        const server = await starting.catch(() => undefined);
        server?.closeAllConnections();
        await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      }, console.log);
      await starting;
    });

  program
    .command('init')
    .description('write a new site (config, two docs, a home page, package.json) into an empty folder; asks a title and whether to add a home page on a terminal only')
    .argument('[dir]', 'folder to create the site in', '.')
    .option('--force', 'write into a folder that is not empty (files of the same name are replaced)')
    .action(async (dir: string, options: { force?: boolean }) => {
      const { runInit } = await import('./init/command.ts');
      await runInit({ dir, force: options.force === true });
    });

  program
    .command('migrate')
    .description('write a site.config.ts beside a Docusaurus config that builds the site in place, and print what was mapped, what differs and what was left out')
    .argument('[docusaurus-site-dir]', 'folder holding docusaurus.config.{js,ts,mjs,cjs}', '.')
    .option('--force', 'replace an existing site.config.ts')
    .action(async (dir: string, options: { force?: boolean }) => {
      const { runMigrate } = await import('./migrate/command.ts');
      await runMigrate({ dir, force: options.force === true });
    });

  program
    .command('docs:version')
    .description('snapshot the current docs as a version: versioned_docs/version-<name>/, its sidebars in versioned_sidebars/, the name first in versions.json')
    .argument('<name>', 'the version name, such as 1.0.0 (a folder and URL segment: no /, \\, .., reserved or control characters, at most 32 characters)')
    .option('--site-dir <dir>', 'folder holding site.config.ts', '.')
    .action(async (name: string, options: { siteDir: string }) => {
      const { runDocsVersion } = await import('./versions/command.ts');
      await runDocsVersion({ siteDir: options.siteDir, name });
    });

  program
    .command('mcp')
    .description('answer an AI assistant over MCP on stdin/stdout from an existing build: search_docs, read_page (as Markdown), the pages as resources')
    .option('--site-dir <dir>', 'folder the output folder is relative to', '.')
    .option('--out-dir <dir>', 'output folder of the build, relative to the site dir', 'build')
    .action(async (options: { siteDir: string; outDir: string }) => {
      const { runMcp } = await import('./mcp/command.ts');
      await runMcp({ ...options, version });
    });

  const search = program.command('search').description('work with the search index');
  search
    .command('push')
    .description('send the records of the last build to the Algolia index in site.config.ts (admin key from ALGOLIA_ADMIN_KEY)')
    .option('--site-dir <dir>', 'folder holding site.config.ts', '.')
    .option('--out-dir <dir>', 'output folder of the build, relative to the site dir', 'build')
    .action(async (options: { siteDir: string; outDir: string }) => {
      const { pushSearchRecords } = await import('./search/push.ts');
      await pushSearchRecords(options);
    });

  return program;
}

export async function main(argv: string[], version: string): Promise<void> {
  try {
    await createProgram(version).parseAsync(argv);
  } catch (error) {
    if (isUserError(error)) {
      console.error(`\n✖ ${error.format()}\n`);
      process.exitCode = 1;
      return;
    }
    console.error(error);
    process.exitCode = 2;
  }
}
