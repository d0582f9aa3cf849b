/**
 * The copy-page menu's action, loaded the first time the menu opens (llms/copy-page-html.ts):
 * "Copy page as Markdown" fetches the page's Markdown twin into the clipboard and says so in the
 * menu's status line; Escape and a click elsewhere close the menu.
 */
export default function attach(menu: HTMLDetailsElement): void {
  if (menu.dataset.ready) return;
  menu.dataset.ready = '1';
  const status = menu.querySelector<HTMLElement>('.copy-page__status')!;
  const button = menu.querySelector<HTMLButtonElement>('[data-copy-page]')!;
  button.addEventListener('click', () => {
    status.textContent = 'Copying…';
    copy(button.dataset.copyPage!).then(
      () => (status.textContent = 'Copied to the clipboard'),
      () => (status.textContent = 'Could not copy: use View as Markdown'),
    );
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary')!.focus();
  });
  document.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
  menu.addEventListener('toggle', () => {
    if (!menu.open) status.textContent = '';
  });
}

/** The twin into the clipboard. A `ClipboardItem` holding the fetch keeps the click's permission in Safari. */
async function copy(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}
