/** @jest-environment node */
import { afterResponse } from "@/lib/api-server/after-response";

let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  consoleWarn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  consoleWarn.mockRestore();
});

describe("outside a request (Next's after() throws there)", () => {
  it("runs the task at once and waits for it", async () => {
    let done = false;
    await afterResponse("Cleaning up", async () => {
      await Promise.resolve();
      done = true;
    });
    expect(done).toBe(true);
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  it("logs a failure as a warning instead of throwing", async () => {
    const failure = new Error("database gone");
    await expect(afterResponse("Cleaning up", () => Promise.reject(failure))).resolves.toBeUndefined();
    expect(consoleWarn).toHaveBeenCalledWith("Cleaning up failed", failure);
  });
});

describe("inside a request", () => {
  it("hands the task to Next's after() and does not wait for it", async () => {
    const scheduled: (() => Promise<unknown>)[] = [];
    let ran = false;
    await jest.isolateModulesAsync(async () => {
      jest.doMock("next/server", () => ({ after: (task: () => Promise<unknown>) => scheduled.push(task) }));
      const isolated = await import("@/lib/api-server/after-response");
      await isolated.afterResponse("Cleaning up", () => {
        ran = true;
        return Promise.reject(new Error("late failure"));
      });
    });
    expect(ran).toBe(false);
    expect(scheduled).toHaveLength(1);
    await scheduled[0]!();
    expect(ran).toBe(true);
    expect(consoleWarn).toHaveBeenCalledWith("Cleaning up failed", expect.any(Error));
  });
});
