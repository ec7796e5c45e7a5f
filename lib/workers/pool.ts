// Worker-thread pools (piscina) for the CPU-heavy tasks of ./tasks.ts, so the request thread keeps
// answering while a PDF is laid out or a password scored (docs/reference/security.md "CPU-heavy
// work"). Each task has its own bounded pool: a flood of reports never delays a sign-up. A request
// holds a place from the moment it starts preparing its task (database reads included) until the
// task ends; with every place taken it is answered 503 with Retry-After at once, before any work.
import "server-only";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import { AppError } from "../errors/app-error";
import type { WorkerTasks } from "./tasks";

type TaskName = keyof WorkerTasks;
type TaskInput<N extends TaskName> = Parameters<WorkerTasks[N]>[0];
type TaskOutput<N extends TaskName> = Awaited<ReturnType<WorkerTasks[N]>>;

interface PoolSpec {
  /** Threads running tasks at once. */
  threads: number;
  /** Requests waiting for a thread (or preparing their task) beyond `threads`; more are refused. */
  queue: number;
  /** A task not finished this long after its request took a place (waiting included) is stopped. */
  timeoutMs: number;
  /** An idle thread ends after this long; the next task starts a new one. */
  idleTimeoutMs: number;
  maxOldGenerationSizeMb: number;
}

/** Seconds a refused request is asked to wait (Retry-After). */
export const WORKERS_BUSY_RETRY_AFTER_SECONDS = 5;

// One core stays for the request thread; the report threads share the rest, at most four.
const reportThreads = Math.min(4, Math.max(1, availableParallelism() - 1));

export const POOL_SPECS: Readonly<Record<TaskName, PoolSpec>> = {
  renderReportsPdf: {
    threads: reportThreads,
    queue: reportThreads * 4,
    // A 50-item report takes 1.2-1.7 s warm and about 5 s on a thread's first report; a full queue
    // ahead of it is a few more of those (docs/benchmarks.md "Reports").
    timeoutMs: 30_000,
    idleTimeoutMs: 60_000,
    maxOldGenerationSizeMb: 512,
  },
  passwordStrength: {
    threads: 1,
    queue: 32,
    timeoutMs: 5_000,
    idleTimeoutMs: 5 * 60_000,
    maxOldGenerationSizeMb: 256,
  },
};

// Loaded by path from the sources: Next's server bundles keep neither the file nor a usable
// __dirname, and the server always runs in the project directory (scripts/start.ts).
const WORKER_ENTRY = path.join(process.cwd(), "lib", "workers", "worker.mjs");

export class TaskPool<N extends TaskName> {
  private readonly piscina: Piscina;
  private readonly capacity: number;
  private held = 0;
  // Requests prepare their input one at a time: the request thread then interleaves one report's
  // database reads and model with other requests, not several at once.
  private preparing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly name: N,
    private readonly spec: PoolSpec,
  ) {
    this.capacity = spec.threads + spec.queue;
    this.piscina = new Piscina({
      filename: WORKER_ENTRY,
      name,
      minThreads: 0,
      maxThreads: spec.threads,
      // The places above are the bound; piscina's own queue only has to hold them all.
      maxQueue: this.capacity,
      idleTimeout: spec.idleTimeoutMs,
      resourceLimits: { maxOldGenerationSizeMb: spec.maxOldGenerationSizeMb },
      // Not the server's own flags (tsx's --require, --eval): the entry registers what it needs.
      execArgv: [],
    });
  }

  async run(input: TaskInput<N> | (() => Promise<TaskInput<N>>)): Promise<TaskOutput<N>> {
    if (this.held >= this.capacity) throw this.busy("every place is taken");
    this.held += 1;
    const signal = AbortSignal.timeout(this.spec.timeoutMs);
    try {
      const task = typeof input === "function" ? await this.prepare(input, signal) : input;
      signal.throwIfAborted();
      return (await this.piscina.run(task, { signal })) as TaskOutput<N>;
    } catch (error) {
      if (signal.aborted) throw this.busy(`not finished within ${String(this.spec.timeoutMs)} ms`, error);
      throw error;
    } finally {
      this.held -= 1;
    }
  }

  private prepare(input: () => Promise<TaskInput<N>>, signal: AbortSignal): Promise<TaskInput<N>> {
    const prepared = this.preparing.then(() => {
      signal.throwIfAborted();
      return input();
    });
    this.preparing = prepared.catch(() => undefined);
    return prepared;
  }

  close(): Promise<void> {
    return this.piscina.destroy();
  }

  private busy(reason: string, cause?: unknown): AppError {
    return new AppError("SERVICE_UNAVAILABLE", `Worker pool ${this.name}: ${reason}`, {
      cause,
      retryAfterSeconds: WORKERS_BUSY_RETRY_AFTER_SECONDS,
    });
  }
}

type Pools = { [N in TaskName]?: TaskPool<N> };

// One set of pools per process, however many route bundles import this module.
const globalForPools = globalThis as unknown as { workerPools?: Pools };

function poolFor<N extends TaskName>(name: N): TaskPool<N> {
  const pools = (globalForPools.workerPools ??= {});
  const existing = pools[name];
  if (existing) return existing;
  const created = new TaskPool(name, POOL_SPECS[name]);
  (pools as Record<N, TaskPool<N>>)[name] = created;
  return created;
}

/**
 * Runs a task of ./tasks.ts in its worker pool. `input` may be a function that prepares it (reads
 * the database, builds a model): it runs holding the request's place, so a full pool refuses the
 * request before that work. Full or too slow: 503 SERVICE_UNAVAILABLE with Retry-After.
 */
export function runInWorker<N extends TaskName>(
  name: N,
  input: TaskInput<N> | (() => Promise<TaskInput<N>>),
): Promise<TaskOutput<N>> {
  return poolFor(name).run(input);
}

/** Stops every worker thread (tests; a server exiting needs nothing: its threads end with it). */
export async function closeWorkerPools(): Promise<void> {
  const pools = globalForPools.workerPools ?? {};
  globalForPools.workerPools = {};
  await Promise.all(Object.values(pools).map((pool) => pool.close()));
}
