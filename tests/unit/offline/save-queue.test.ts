// Saves made offline (docs/offline.md "Saves made offline", "One browser, several accounts").
import {
  createSaveQueue,
  NEW_STACK_KEY,
  SAVE_QUEUE_STORAGE_KEY,
  sendQueuedSaves,
  type NewQueuedSave,
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

const update = (name: string, version = 3): NewQueuedSave => ({
  key: "stack-1",
  stackId: "stack-1",
  version,
  body: body(name),
  queuedAt: "2026-11-24T10:00:00.000Z",
});

const create = (name: string): NewQueuedSave => ({
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

let signedIn: string | null = "user-a";
const queueFor = () => createSaveQueue({ currentUser: () => signedIn, eventTarget: undefined });

beforeEach(() => {
  window.localStorage.clear();
  signedIn = "user-a";
});

describe("the save queue", () => {
  it("keeps one save per stack, the latest, and survives a reload", () => {
    const queue = queueFor();
    queue.getState().enqueue(update("First"));
    queue.getState().enqueue(create("New one"));
    queue.getState().enqueue(update("Second"));
    expect(queue.getState().saves.map((save) => save.body.name)).toEqual(["New one", "Second"]);
    expect(queueFor().getState().saves).toEqual(queue.getState().saves);
  });

  it("ignores what it cannot read in storage", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    window.localStorage.setItem(
      SAVE_QUEUE_STORAGE_KEY,
      JSON.stringify({ saves: [{ key: 1 }], conflict: null }),
    );
    expect(queueFor().getState().saves).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("removes its storage entry once nothing waits", () => {
    const queue = queueFor();
    queue.getState().enqueue(update("First"));
    queue.getState().remove(queue.getState().saves[0]!);
    expect(window.localStorage.getItem(SAVE_QUEUE_STORAGE_KEY)).toBeNull();
  });
});

describe("sendQueuedSaves", () => {
  it("sends the saves in order and empties the queue", async () => {
    const queue = queueFor();
    queue.getState().enqueue(update("Mine"));
    queue.getState().enqueue(create("New one"));
    const send = jest.fn((save: QueuedSave) => Promise.resolve(summary(save)));
    const outcomes = await sendQueuedSaves(queue, send, "user-a");
    expect(send.mock.calls.map(([save]) => save.body.name)).toEqual(["Mine", "New one"]);
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(["sent", "sent"]);
    expect(queue.getState().saves).toEqual([]);
  });

  it("keeps a stale version's conflict instead of overwriting", async () => {
    const queue = queueFor();
    queue.getState().enqueue(update("Mine", 3));
    const outcomes = await sendQueuedSaves(queue, () => Promise.reject(apiError(409, "CONFLICT")), "user-a");
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(["conflict"]);
    expect(queue.getState().saves).toEqual([]);
    const conflict = { userId: "user-a", stackId: "stack-1", name: "Mine" };
    expect(queue.getState().conflict).toEqual(conflict);
    expect(queueFor().getState().conflict).toEqual(conflict);
  });

  it("keeps every save while there is still no connection", async () => {
    const queue = queueFor();
    queue.getState().enqueue(update("Mine"));
    queue.getState().enqueue(create("New one"));
    const send = jest.fn(() => Promise.reject(apiError(0, "NETWORK_ERROR")));
    expect(await sendQueuedSaves(queue, send, "user-a")).toEqual([]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.getState().saves).toHaveLength(2);
  });

  it("keeps the save when the session has ended, for its author's next sign-in only", async () => {
    const queue = queueFor();
    queue.getState().enqueue(create("New one"));
    await sendQueuedSaves(queue, () => Promise.reject(apiError(401, "AUTHENTICATION_ERROR")), "user-a");
    expect(queue.getState().saves).toHaveLength(1);
    const send = jest.fn((save: QueuedSave) => Promise.resolve(summary(save)));
    expect(await sendQueuedSaves(queue, send, "user-b")).toEqual([]);
    expect(send).not.toHaveBeenCalled();
    await sendQueuedSaves(queue, send, "user-a");
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("drops and reports a save the server refuses for good, and sends the next", async () => {
    const queue = queueFor();
    queue.getState().enqueue(update("Mine"));
    queue.getState().enqueue(create("New one"));
    const send = jest
      .fn<Promise<SavedStackSummary>, [QueuedSave]>()
      .mockRejectedValueOnce(apiError(400, "VALIDATION_ERROR"))
      .mockImplementationOnce((save) => Promise.resolve(summary(save)));
    const outcomes = await sendQueuedSaves(queue, send, "user-a");
    expect(outcomes.map((outcome) => [outcome.key, outcome.outcome])).toEqual([
      ["stack-1", "failed"],
      [NEW_STACK_KEY, "sent"],
    ]);
    expect(queue.getState().saves).toEqual([]);
    expect(queue.getState().conflict).toBeNull();
  });
});

describe("saves of several accounts on one browser", () => {
  it("tags each save with the account signed in, and refuses one made with nobody signed in", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const queue = queueFor();
    queue.getState().enqueue(create("A's stack"));
    signedIn = "user-b";
    queue.getState().enqueue(create("B's stack"));
    signedIn = null;
    expect(queue.getState().enqueue(create("Nobody's"))).toBe(false);
    expect(queue.getState().saves.map((save) => [save.userId, save.body.name])).toEqual([
      ["user-a", "A's stack"],
      ["user-b", "B's stack"],
    ]);
    warn.mockRestore();
  });

  it("sends only the signed-in account's saves, never another's", async () => {
    const queue = queueFor();
    queue.getState().enqueue({ ...create("A's private stack"), body: { ...body("A's"), notes: "private" } });
    signedIn = "user-b";
    queue.getState().enqueue(update("B's update"));
    const send = jest.fn((save: QueuedSave) => Promise.resolve(summary(save)));
    const outcomes = await sendQueuedSaves(queue, send, "user-b");
    expect(send.mock.calls.map(([save]) => save.userId)).toEqual(["user-b"]);
    expect(outcomes).toHaveLength(1);
    expect(queue.getState().saves.map((save) => save.userId)).toEqual(["user-a"]);
  });

  it("drops every other account's saves and conflict when an account signs in", async () => {
    const queue = queueFor();
    queue.getState().enqueue(update("A's update"));
    await sendQueuedSaves(queue, () => Promise.reject(apiError(409, "CONFLICT")), "user-a");
    queue.getState().enqueue(create("A's new"));
    queue.getState().keepOnlySavesOf("user-b");
    expect(queue.getState().saves).toEqual([]);
    expect(queue.getState().conflict).toBeNull();
    expect(window.localStorage.getItem(SAVE_QUEUE_STORAGE_KEY)).toBeNull();
  });

  it("ignores saves kept by an earlier version, which named no account", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const untagged = { ...create("Untagged") };
    window.localStorage.setItem(
      SAVE_QUEUE_STORAGE_KEY,
      JSON.stringify({ saves: [untagged], conflict: null }),
    );
    expect(queueFor().getState().saves).toEqual([]);
    warn.mockRestore();
  });

  it("follows another tab: a queue emptied there is empty here", async () => {
    const target = new EventTarget();
    const queue = createSaveQueue({ currentUser: () => "user-a", eventTarget: target as unknown as Window });
    queue.getState().enqueue(create("Mine"));
    window.localStorage.removeItem(SAVE_QUEUE_STORAGE_KEY);
    target.dispatchEvent(Object.assign(new Event("storage"), { key: SAVE_QUEUE_STORAGE_KEY }));
    await Promise.resolve();
    expect(queue.getState().saves).toEqual([]);
  });
});
