import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { build as esbuild } from 'esbuild';
import { chromium } from 'playwright-core';
const siteDir = '/tmp/docsgen-bench-gen-10000'; const out = siteDir + '/build';
await mkdir(out + '/__pw', { recursive: true });
await esbuild({ entryPoints: ['/work/main/src/runtime/search/providers/local.ts'], bundle: true, format: 'esm', outfile: out + '/__pw/local.js', logLevel: 'warning' });
await writeFile(out + '/__pw/index.html', '<!doctype html><title>x</title>');
const port = 4951;
const child = spawn(process.execPath, ['/work/main/bin/docsgen', 'serve', '--no-watch', '--site-dir', siteDir, '--out-dir', out, '--port', String(port)], { stdio: 'ignore' });
const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 300; i++) { try { await fetch(url + '/'); break; } catch { await new Promise(r => setTimeout(r, 100)); } }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await (await browser.newContext()).newPage();
await page.goto(url + '/__pw/');
console.log(await page.evaluate(async (words) => {
  const { createLocalClient } = await import('/__pw/local.js');
  const realFetch = window.fetch; const log = [];
  window.fetch = async (input, init) => { const r = await realFetch(input, { ...init, cache: 'no-store' }); log.push(`${String(input).split('/').pop().slice(0, 14)}:${((await r.clone().arrayBuffer()).byteLength / 1024).toFixed(0)}`); return r; };
  const res = [];
  for (const w of words) { log.length = 0; const c = await createLocalClient({ provider: 'local', indexName: 'docsgen', indexUrl: '/_docsgen/search/', searchPagePath: 'search', disableUserPersonalization: false, contextualSearch: true });
    const a = await c.search({ requests: [{ indexName: 'docsgen', query: w, hitsPerPage: 20, facetFilters: ['language:en'] }] }); res.push(`${w} ${a.results[0].hits.length} ${log.join(' ')}`); }
  return res.join('\n');
}, ['test', 'bundles', 'command']));
await browser.close(); child.kill();
