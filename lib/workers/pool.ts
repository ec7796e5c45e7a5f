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
  threads: number;
  queue: number;
  timeoutMs: number;
  idleTimeoutMs: number;
  maxOldGenerationSizeMb: number;
}

export const WORKERS_BUSY_RETRY_AFTER_SECONDS = 5;

const reportThreads = Math.min(4, Math.max(1, availableParallelism() - 1));

export const POOL_SPECS: Readonly<Record<TaskName, PoolSpec>> = {
  renderReportsPdf: {
    threads: reportThreads,
    queue: reportThreads * 4,
    timeoutMs: 30_000,
    idleTimeoutMs: 60_000,
    maxOldGenerationSizeMb: 512,
  },
  passwordStrength: {
    threads: 1,
    queue: 32,
    // The first sign-up starts the thread and loads the word lists: on a busy 2-core machine that alone
    // can take seconds, and a sign-up refused as busy is worse than a slow one.
    timeoutMs: 15_000,
    idleTimeoutMs: 5 * 60_000,
    maxOldGenerationSizeMb: 256,
  },
};

// By path from the sources: Next's server bundles keep neither the file nor a usable __dirname.
const WORKER_ENTRY = path.join(process.cwd(), "lib", "workers", "worker.mjs");

export class TaskPool<N extends TaskName> {
  private readonly piscina: Piscina;
  private readonly capacity: number;
  private held = 0;
  // Inputs are prepared one at a time, so one report's database reads interleave with other requests.
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

const globalForPools = globalThis as unknown as { workerPools?: Pools };

function poolFor<N extends TaskName>(name: N): TaskPool<N> {
  const pools = (globalForPools.workerPools ??= {});
  const existing = pools[name];
  if (existing) return existing;
  const created = new TaskPool(name, POOL_SPECS[name]);
  (pools as Record<N, TaskPool<N>>)[name] = created;
  return created;
}

export function runInWorker<N extends TaskName>(
  name: N,
  input: TaskInput<N> | (() => Promise<TaskInput<N>>),
): Promise<TaskOutput<N>> {
  return poolFor(name).run(input);
}

export async function closeWorkerPools(): Promise<void> {
  const pools = globalForPools.workerPools ?? {};
  globalForPools.workerPools = {};
  await Promise.all(Object.values(pools).map((pool) => pool.close()));
}
