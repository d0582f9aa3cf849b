/** The error a promise rejects with (uvu has no `rejects`); fails when it resolves. */
export async function rejection(work: () => Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await work();
  } catch (error) {
    return error as Error & Record<string, unknown>;
  }
  throw new Error('expected a rejection, but the promise resolved');
}
