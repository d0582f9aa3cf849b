// Runs `docsgen <args>` in this process and reports its peak memory (max RSS) on exit, as a
// last stderr line `@@rss <bytes>`, so the benchmark measures the real command.
process.on('exit', () => process.stderr.write(`\n@@rss ${process.resourceUsage().maxRSS * 1024}\n`));
process.argv = [process.argv[0], new URL('../bin/docsgen', import.meta.url).pathname, ...process.argv.slice(2)];
await import('../bin/docsgen');
