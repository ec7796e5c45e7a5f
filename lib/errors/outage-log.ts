import type { AppError } from "./app-error";
import { databaseUnavailableReason } from "./database-unavailable";

const OUTAGE_LOG_INTERVAL_MS = 60_000;
const MAX_MESSAGE_LENGTH = 300;

interface Interval {
  startedAt: number;
  unlogged: number;
}

interface OutageLogOptions {
  intervalMs?: number;
  now?: () => number;
  write?: (line: string) => void;
}

type OutageLog = (appError: AppError, thrown: unknown, requestId: string) => void;

export function createOutageLog(options: OutageLogOptions = {}): OutageLog {
  const intervalMs = options.intervalMs ?? OUTAGE_LOG_INTERVAL_MS;
  const now = options.now ?? Date.now;
  const write = options.write ?? ((line) => console.error(line));
  const intervals = new Map<string, Interval>();

  return (appError, thrown, requestId) => {
    const reason = databaseUnavailableReason(thrown);
    const kind = reason === undefined ? appError.code : `${appError.code} ${reason}`;
    const at = now();
    const interval = intervals.get(kind);
    if (interval && at - interval.startedAt < intervalMs) {
      interval.unlogged += 1;
      return;
    }
    intervals.set(kind, { startedAt: at, unlogged: 0 });
    const message = appError.message.replace(/\s+/g, " ").trim().slice(0, MAX_MESSAGE_LENGTH);
    const since =
      interval && interval.unlogged > 0
        ? `; ${interval.unlogged} more since ${new Date(interval.startedAt).toISOString()}`
        : "";
    write(`[request ${requestId}] ${kind} answered with ${appError.status}: ${message}${since}`);
  };
}

const GLOBAL_KEY = Symbol.for("supplement-stacks.outage-log");

// On globalThis, so every route bundle shares the intervals.
export function logOutage(appError: AppError, thrown: unknown, requestId: string): void {
  const global = globalThis as { [GLOBAL_KEY]?: OutageLog };
  global[GLOBAL_KEY] ??= createOutageLog();
  global[GLOBAL_KEY](appError, thrown, requestId);
}
