import "server-only";
// Never an unawaited promise: after() keeps the request alive until the task ends (docs/code-style.md).
import { after } from "next/server";

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
    // Outside a request (scripts, tests calling a handler directly) after() throws.
    await run();
  }
}
