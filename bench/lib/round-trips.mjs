// How many round trips to the host a search keystroke waited for, counted as the engine asks for
// files: the fetches it starts in one go (one synchronous run of its code) are one round trip, and
// each later run that starts fetches, once earlier ones have answered, is one more. A chunk and
// then the fragments it leads to are two. Files read ahead at a low priority, for keystrokes to
// come, are not waited for and do not count.
//
// Not counted from the network's timings: on a busy machine the browser can take milliseconds to
// start each of the fetches one run asked for together, and the first can have arrived before the
// last starts, which the timings would read as one more round trip.

/** The page-side half: wraps `fetch` so each call is noted with the run of code that made it. */
export function noteFetches(target) {
  const calls = [];
  const fetch = target.fetch.bind(target);
  let run = 0;
  let open = false;
  target.fetch = (input, init) => {
    if (!open) {
      run++;
      open = true;
      // A microtask runs only once the code that called fetch has returned: a new run after it.
      queueMicrotask(() => (open = false));
    }
    calls.push({ run, at: performance.now(), ahead: init?.priority === 'low' });
    return fetch(input, init);
  };
  return calls;
}

/**
 * @param {{ run: number, ahead: boolean }[]} calls the fetches made while the keystroke ran
 * @returns {number} 0 when it fetched nothing
 */
export function roundTrips(calls) {
  return new Set(calls.filter((call) => !call.ahead).map((call) => call.run)).size;
}
