// First-visit bytes of a built page: its HTML and every script and stylesheet it references
// (entry, modulepreloads, CSS), each gzip -9 as a host would send it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export async function firstVisitBytes(outDir, route) {
  const file = path.join(outDir, route.replace(/^\//, ''), route.endsWith('.html') ? '' : 'index.html');
  const html = await readFile(file, 'utf8');
  const refs = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));
  let js = 0;
  let css = 0;
  for (const ref of refs) {
    const bytes = gzipSync(await readFile(path.join(outDir, ref)), { level: 9 }).length;
    if (ref.endsWith('.css')) css += bytes;
    else js += bytes;
  }
  return { js, css, html: gzipSync(html, { level: 9 }).length };
}
