/** @jest-environment node */
// The worker pools (lib/workers/pool.ts) with real threads: tasks give what they give in process, a
// full pool refuses at once with 503 and Retry-After, a task past its time is stopped with 503 while
// the pool goes on serving, and requests prepare their input one at a time.
import { passwordStrength } from "@/lib/auth/password-strength";
import { AppError } from "@/lib/errors/app-error";
import { paragraph, type ReportModel } from "@/lib/reports/report-model";
import {
  closeWorkerPools,
  POOL_SPECS,
  runInWorker,
  TaskPool,
  WORKERS_BUSY_RETRY_AFTER_SECONDS,
} from "@/lib/workers/pool";

// Threads start, load tsx and the renderer: slow on a busy machine.
jest.setTimeout(60_000);

const model = (paragraphs: number): ReportModel => ({
  title: "Worker report",
  subtitle: ["Made in a worker thread"],
  sections: [
    {
      heading: "Lines",
      blocks: Array.from({ length: paragraphs }, (_, index) => paragraph(`Line ${String(index)} ≥ 1`)),
    },
  ],
  disclaimer: "Not medical advice.",
});

const pdfText = (pdf: Uint8Array) => Buffer.from(pdf).toString("latin1");

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`Expected an AppError, got ${String(error)}`);
  return error;
}

afterAll(async () => {
  await closeWorkerPools();
});

test("a password is scored in a worker exactly as in process", async () => {
  for (const password of ["London2026!!", "Tea-Kettle-Lighthouse-31"]) {
    const userInputs = ["priya.sharma@example.com", "Priya"];
    expect(await runInWorker("passwordStrength", { password, userInputs })).toEqual(
      await passwordStrength(password, userInputs),
    );
  }
});

test("a report is laid out in a worker as PDF bytes; the input may be prepared first", async () => {
  const pdf = await runInWorker("renderReportsPdf", async () => {
    await Promise.resolve();
    return { models: [model(3)], documentTitle: "Worker test" };
  });
  expect(pdf).toBeInstanceOf(Uint8Array);
  expect(pdfText(pdf.slice(0, 5))).toBe("%PDF-");
});

test("a full pool answers 503 with Retry-After at once, and takes requests again when a place frees", async () => {
  const spec = POOL_SPECS.renderReportsPdf;
  const pool = new TaskPool("renderReportsPdf", { ...spec, threads: 1, queue: 1 });
  try {
    const opening: (() => void)[] = [];
    const gate = new Promise<void>((resolve) => opening.push(resolve));
    // Two requests still preparing their input hold both places.
    const held = [0, 1].map(() =>
      pool.run(async () => {
        await gate;
        return { models: [model(1)], documentTitle: "Held" };
      }),
    );
    const refused = await refusal(pool.run({ models: [model(1)], documentTitle: "Refused" }));
    expect(refused.status).toBe(503);
    expect(refused.code).toBe("SERVICE_UNAVAILABLE");
    expect(refused.retryAfterSeconds).toBe(WORKERS_BUSY_RETRY_AFTER_SECONDS);
    for (const open of opening) open();
    for (const pdf of await Promise.all(held)) expect(pdfText(pdf.slice(0, 5))).toBe("%PDF-");
    expect(pdfText((await pool.run({ models: [model(1)], documentTitle: "After" })).slice(0, 5))).toBe(
      "%PDF-",
    );
  } finally {
    await pool.close();
  }
});

test("a task past its time is stopped with 503; the pool then serves the next one", async () => {
  // A thread's start can take over 5 s on a loaded machine: the limit is tight only while the warm thread works.
  const spec = { ...POOL_SPECS.renderReportsPdf, threads: 1, timeoutMs: 60_000 };
  const pool = new TaskPool("renderReportsPdf", spec);
  try {
    await pool.run({ models: [model(1)], documentTitle: "Warm" });
    spec.timeoutMs = 2_000;
    // Five thousand paragraphs take over a minute to lay out.
    const stopped = await refusal(pool.run({ models: [model(5_000)], documentTitle: "Too long" }));
    spec.timeoutMs = 60_000;
    expect(stopped.status).toBe(503);
    expect(stopped.retryAfterSeconds).toBe(WORKERS_BUSY_RETRY_AFTER_SECONDS);
    expect(stopped.message).toMatch(/not finished within 2000 ms/);
    expect(pdfText((await pool.run({ models: [model(1)], documentTitle: "Next" })).slice(0, 5))).toBe(
      "%PDF-",
    );
  } finally {
    await pool.close();
  }
});

test("requests prepare their input one at a time; a failed preparation does not hold up the next", async () => {
  const pool = new TaskPool("passwordStrength", POOL_SPECS.passwordStrength);
  try {
    let active = 0;
    let most = 0;
    const prepare = (fails: boolean) => async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 20));
      active -= 1;
      if (fails) throw new Error("No input");
      return { password: "Tea-Kettle-Lighthouse-31", userInputs: [] };
    };
    const results = await Promise.allSettled([false, true, false].map((fails) => pool.run(prepare(fails))));
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(most).toBe(1);
  } finally {
    await pool.close();
  }
});
