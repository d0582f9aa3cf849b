/**
 * A `serve` session (DevSession) on a copy of a fixture, for a uvu suite: started before its
 * tests, closed and removed after; what it built and what failed are kept for the tests to read.
 */
import path from 'node:path';
import { suite, type Test } from 'uvu';
import { DevSession, type BuiltOutput } from '../../src/cli/dev/session.ts';
import { copyFixture, silentLogger } from './site.ts';

export interface DevContext {
  dir: string;
  /** The session's output folder. */
  out: string;
  cleanup: () => Promise<void>;
  session: DevSession;
  events: { built: BuiltOutput[]; failed: string[] };
}

export function devSessionSuite(name: string, fixture: string): Test<DevContext> {
  const test = suite<DevContext>(name);
  test.before(async (context) => {
    const { dir, cleanup } = await copyFixture(fixture);
    const events: DevContext['events'] = { built: [], failed: [] };
    const out = path.join(dir, '.serve');
    Object.assign(context, { dir, cleanup, out, events });
    context.session = new DevSession(
      { siteDir: dir, outDir: out, logger: silentLogger() },
      { built: (_build, output) => events.built.push(output), failed: (message) => events.failed.push(message) },
    );
    await context.session.start();
  });
  test.after(async (context) => {
    await context.session.close();
    await context.cleanup();
  });
  return test;
}
