/**
 * The thin bar at the top of the window while a navigation loads. It appears only when loading
 * takes longer than 200 ms (fast navigations stay calm), creeps forward every 800 ms so a slow
 * load still looks alive, and completes when the new route is on screen.
 */
export const PROGRESS_DELAY_MS = 200;
export const PROGRESS_TRICKLE_MS = 800;

let delayTimer: ReturnType<typeof setTimeout> | undefined;
let trickleTimer: ReturnType<typeof setInterval> | undefined;
let element: HTMLElement | undefined;
let value = 0;

function render(): void {
  const bar = element?.firstElementChild as HTMLElement | null | undefined;
  if (!bar) return;
  bar.style.transform = `translate3d(${(-1 + value) * 100}%,0,0)`;
  bar.setAttribute('aria-valuenow', String(Math.round(value * 100)));
}

function show(): void {
  element?.remove();
  element = document.createElement('div');
  element.id = 'nprogress';
  element.innerHTML = '<div class="bar" role="progressbar" aria-label="Loading page" aria-valuemin="0" aria-valuemax="100"></div>';
  document.body.appendChild(element);
  value = 0.08;
  render();
  trickleTimer = setInterval(() => {
    // Slower the closer it gets: it never reaches the end on its own.
    value = Math.min(0.994, value + (value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : 0.005));
    render();
  }, PROGRESS_TRICKLE_MS);
}

export function startProgress(): void {
  stopTimers();
  delayTimer = setTimeout(show, PROGRESS_DELAY_MS);
}

export function finishProgress(): void {
  stopTimers();
  const done = element;
  if (!done) return;
  element = undefined;
  value = 1;
  const bar = done.firstElementChild as HTMLElement | null;
  if (bar) {
    bar.style.transform = 'translate3d(0,0,0)';
    bar.setAttribute('aria-valuenow', '100');
  }
  done.classList.add('nprogress--done');
  setTimeout(() => done.remove(), 400);
}

function stopTimers(): void {
  clearTimeout(delayTimer);
  clearInterval(trickleTimer);
  delayTimer = trickleTimer = undefined;
}
