// Saves made offline (docs/offline.md "Saves made offline").
import {
  createSaveQueue,
  NEW_STACK_KEY,
  SAVE_QUEUE_STORAGE_KEY,
  sendQueuedSaves,
  type QueuedSave,
} from "@/components/offline/save-queue";
import { ApiClientError } from "@/lib/errors/client-error";
import type { SavedStackSummary } from "@/lib/stacks/stack-summary";

const body = (name: string) => ({
  name,
  goal: null,
  notes: null,
  items: [{ supplementId: "calcium", quantity: 1, timing: null }],
});

const update = (name: string, version = 3): QueuedSave => ({
  key: "stack-1",
  stackId: "stack-1",
  version,
  body: body(name),
  queuedAt: "2026-11-24T10:00:00.000Z",
});

const create = (name: string): QueuedSave => ({
  key: NEW_STACK_KEY,
  stackId: null,
  version: null,
  body: body(name),
  queuedAt: "2026-11-24T10:01:00.000Z",
});

const summary = (save: QueuedSave, id = save.stackId ?? "stack-new"): SavedStackSummary => ({
  id,
  name: save.body.name,
  goal: null,
  notes: null,
  version: (save.version ?? 0) + 1,
  isPublished: false,
  publishedTitle: null,
  publishedDescription: null,
  publishedAt: null,
  updatedAt: "2026-11-24T10:05:00.000Z",
  items: save.body.items,
});

const apiError = (status: number, code: ConstructorParameters<typeof ApiClientError>[0]["code"]) =>
  new ApiClientError({ message: code, status, code });

beforeEach(() => window.localStorage.clear());

describe("the save queue", () => {
  it("keeps one save per stack, the latest, and survives a reload", () => {
    const queue = createSaveQueue();
    queue.getState().enqueue(update("First"));
    queue.getState().enqueue(create("New one"));
    queue.getState().enqueue(update("Second"));
    expect(queue.getState().saves.map((save) => save.body.name)).toEqual(["New one", "Second"]);
    expect(createSaveQueue().getState().saves).toEqual(queue.getState().saves);
  });

  it("ignores what it cannot read in storage", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    window.localStorage.setItem(
      SAVE_QUEUE_STORAGE_KEY,
      JSON.stringify({ saves: [{ key: 1 }], conflict: null }),
    );
    expect(createSaveQueue().getState().saves).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("removes its storage entry once nothing waits", () => {
    const queue = createSaveQueue();
    queue.getState().enqueue(update("First"));
    queue.getState().remove("stack-1");
    expect(window.localStorage.getItem(SAVE_QUEUE_STORAGE_KEY)).toBeNull();
  });
});

describe("sendQueuedSaves", () => {
  it("sends the saves in order and empties the queue", async () => {
    const queue = createSaveQueue();
    queue.getState().enqueue(update("Mine"));
    queue.getState().enqueue(create("New one"));
    const send = jest.fn((save: QueuedSave) => Promise.resolve(summary(save)));
    const outcomes = await sendQueuedSaves(queue, send);
    expect(send.mock.calls.map(([save]) => save.body.name)).toEqual(["Mine", "New one"]);
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(["sent", "sent"]);
    expect(queue.getState().saves).toEqual([]);
  });

  it("keeps a stale version's conflict instead of overwriting", async () => {
    const queue = createSaveQueue();
    queue.getState().enqueue(update("Mine", 3));
    const outcomes = await sendQueuedSaves(queue, () => Promise.reject(apiError(409, "CONFLICT")));
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(["conflict"]);
    expect(queue.getState().saves).toEqual([]);
    expect(queue.getState().conflict).toEqual({ stackId: "stack-1", name: "Mine" });
    expect(createSaveQueue().getState().conflict).toEqual({ stackId: "stack-1", name: "Mine" });
  });

  it("keeps every save while there is still no connection", async () => {
    const queue = createSaveQueue();
    queue.getState().enqueue(update("Mine"));
    queue.getState().enqueue(create("New one"));
    const send = jest.fn(() => Promise.reject(apiError(0, "NETWORK_ERROR")));
    expect(await sendQueuedSaves(queue, send)).toEqual([]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.getState().saves).toHaveLength(2);
  });

  it("keeps the save when the session has ended, for after sign-in", async () => {
    const queue = createSaveQueue();
    queue.getState().enqueue(create("New one"));
    await sendQueuedSaves(queue, () => Promise.reject(apiError(401, "AUTHENTICATION_ERROR")));
    expect(queue.getState().saves).toHaveLength(1);
  });

  it("drops and reports a save the server refuses for good, and sends the next", async () => {
    const queue = createSaveQueue();
    queue.getState().enqueue(update("Mine"));
    queue.getState().enqueue(create("New one"));
    const send = jest
      .fn<Promise<SavedStackSummary>, [QueuedSave]>()
      .mockRejectedValueOnce(apiError(400, "VALIDATION_ERROR"))
      .mockImplementationOnce((save) => Promise.resolve(summary(save)));
    const outcomes = await sendQueuedSaves(queue, send);
    expect(outcomes.map((outcome) => [outcome.key, outcome.outcome])).toEqual([
      ["stack-1", "failed"],
      [NEW_STACK_KEY, "sent"],
    ]);
    expect(queue.getState().saves).toEqual([]);
    expect(queue.getState().conflict).toBeNull();
  });
});
