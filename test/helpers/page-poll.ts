/** Polling a served page until it shows what a save should have put there (serve tests). */

/** Whether the page at `url` matches `pattern` (a string: contains it) within `ms`. */
export async function pageShows(url: string, pattern: string | RegExp, ms = 20_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const text = await (await fetch(url)).text();
    if (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}
