/**
 * What the search client remembers about hosts that failed, so the next search skips a host
 * that is down and tries a timed-out one last, for two minutes (the transporter's rule).
 *
 * The library's own hosts cache cannot do this: it stores a failed host under a key made from
 * the host object that already carries its state, while it looks hosts up by the bare host, so
 * the state is never read back (5.18 and 5.64 alike) — and its localStorage variant would lose
 * the state's methods to JSON. This cache keys by the host's address and keeps the objects as
 * they are, in memory for the life of the page; the modal and the /search page share it.
 */
import type { liteClient } from 'algoliasearch/lite';

type HostsCache = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['hostsCache']>;

interface HostAddress {
  protocol?: string;
  url?: string;
  port?: number;
}

function addressOf(key: Record<string, unknown> | string): string {
  if (typeof key === 'string') return key;
  const host = key as HostAddress;
  return `${host.protocol}://${host.url}${host.port ? `:${host.port}` : ''}`;
}

export function createHostMemory(): HostsCache {
  const states = new Map<string, unknown>();
  return {
    get<T>(key: Record<string, unknown> | string, defaultValue: () => Promise<T>, events?: { miss: (value: T) => Promise<unknown> }): Promise<T> {
      const address = addressOf(key);
      if (states.has(address)) return Promise.resolve(states.get(address) as T);
      return defaultValue().then((value) => (events ? events.miss(value).then(() => value) : value));
    },
    set<T>(key: Record<string, unknown> | string, value: T): Promise<T> {
      states.set(addressOf(key), value);
      return Promise.resolve(value);
    },
    delete(key) {
      states.delete(addressOf(key));
      return Promise.resolve();
    },
    clear() {
      states.clear();
      return Promise.resolve();
    },
  };
}

/** One memory per page: every client of the page learns from the others' failures. */
export const pageHostMemory = createHostMemory();
