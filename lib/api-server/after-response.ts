import "server-only";
// Work that may run after the answer has gone (clean-ups such as retention and pruning) goes
// through Next's after() (docs/code-style.md "Route handlers, more"), never an unawaited promise: Next keeps
// the request alive until the work is done (waitUntil on serverless hosts) and the answer does not
// wait for it.
import { after } from "next/server";

/**
 * Runs `task` after the response is sent; a failure is logged as a warning naming `what`, never
 * answered. Outside a request there is no response to wait for and Next's after() throws
 * ("called outside a request scope": scripts, or integration tests calling a route handler
 * directly), so the task runs at once and is awaited.
 */
export async function afterResponse(what: string, task: () => Promise<unknown>): Promise<void> {
  const run = async () => {
    try {
      await task();
    } catch (error) {
      console.warn(`${what} failed`, error);
    }
  };
  try {
    after(run);
  } catch {
    await run();
  }
}
