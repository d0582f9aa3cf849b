/**
 * The build error over the page in `serve`. Plain DOM in a shadow root: it must work when the
 * app itself is what failed, and the site's CSS must not restyle it.
 */
const HOST_ID = 'docsgen-build-error';

export function showBuildError(message: string): void {
  let host = document.getElementById(HOST_ID);
  if (!host) {
    host = document.createElement('div');
    host.id = HOST_ID;
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>
      .overlay { position: fixed; inset: 0; z-index: 2147483647; background: rgb(0 0 0 / 0.72); display: flex; align-items: flex-start; justify-content: center; padding: 6vh 16px; overflow: auto; }
      .panel { max-width: 900px; width: 100%; background: #1b1b1d; color: #f5f6f7; border-top: 4px solid #e13238; border-radius: 6px; padding: 20px 24px; font: 15px/1.5 system-ui, sans-serif; box-shadow: 0 12px 40px rgb(0 0 0 / 0.5); }
      h2 { margin: 0 0 12px; font-size: 18px; color: #ff8a8f; }
      pre { margin: 0; white-space: pre-wrap; word-break: break-word; font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; }
      p { margin: 16px 0 0; color: #c9ccd1; }
      button { float: right; font: inherit; background: transparent; color: inherit; border: 1px solid #666; border-radius: 4px; padding: 2px 10px; cursor: pointer; }
    </style>
    <div class="overlay" role="alertdialog" aria-modal="true" aria-labelledby="title" aria-describedby="message">
      <div class="panel">
        <button type="button" aria-label="Hide this error">Close</button>
        <h2 id="title">Build failed</h2>
        <pre id="message"></pre>
        <p>The last good version of the site is still served. Fix the file and save: this page updates by itself.</p>
      </div>
    </div>`;
    root.querySelector('button')!.addEventListener('click', () => host!.remove());
    document.body.append(host);
  }
  host.shadowRoot!.getElementById('message')!.textContent = message;
}

export function hideBuildError(): void {
  document.getElementById(HOST_ID)?.remove();
}
