/** Copy buttons of code blocks: one listener for the whole document. */
export function installCopyButtons(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('.copy-button');
    if (!button) return;
    const code = button.closest('.code-block')?.querySelector('pre code');
    if (!code) return;
    const text = Array.from(code.querySelectorAll('.line'), (line) => line.textContent ?? '').join('\n') || (code.textContent ?? '');
    void navigator.clipboard?.writeText(text).then(
      () => {
        button.textContent = 'Copied';
        button.setAttribute('aria-label', 'Copied');
        setTimeout(() => {
          button.textContent = 'Copy';
          button.setAttribute('aria-label', 'Copy code to clipboard');
        }, 1500);
      },
      (error: unknown) => console.warn('Could not copy the code:', error),
    );
  });
}
