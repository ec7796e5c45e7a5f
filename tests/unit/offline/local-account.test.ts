// One browser, several accounts (docs/offline.md): what the browser keeps is tied to the account signed
// in; another account never sees it, and a queued save goes only with its author's session.
import { clearLocalAccountData } from "@/components/auth/clear-local-account-data";
import { saveConversation } from "@/components/assistant/conversation-storage";
import {
  LOCAL_ACCOUNT_KEY,
  readLocalAccount,
  reconcileLocalAccount,
  writeLocalAccount,
} from "@/components/offline/local-account";
import { SAVE_QUEUE_STORAGE_KEY, saveQueue } from "@/components/offline/save-queue";
import { stackStore } from "@/components/stacks/stack-store";
import { appQueryClient } from "@/lib/api/query-client";

const openStack = { id: "stack-1", name: "Pregnancy plan", goal: null, notes: "Private notes", version: 2 };

function sessionAnswer(body: unknown) {
  global.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response),
  );
}

/** Account A's things on this browser: a stack with an open saved stack, a queued save, a conversation. */
function leaveDataOf(userId: string) {
  writeLocalAccount(userId);
  stackStore.getState().loadStack({
    items: [{ supplement: { id: "folic", name: "Folic acid", price: 299 }, quantity: 1 }],
    timings: {},
    openStack,
  });
  saveQueue.getState().enqueue({
    key: "new",
    stackId: null,
    version: null,
    body: { name: "Pregnancy plan", goal: null, notes: "Private notes", items: [] },
    queuedAt: "2026-11-24T10:00:00.000Z",
  });
  saveConversation([{ role: "user", text: "Is folic acid safe in pregnancy?" }]);
  appQueryClient().setQueryData(["stacks"], { stacks: [openStack] });
}

beforeEach(() => {
  window.localStorage.clear();
  stackStore.getState().clearStack();
  saveQueue.getState().clear();
  appQueryClient().clear();
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe("reconcileLocalAccount", () => {
  it("another account signed in: clears the first one's stack, conversation, cache and queued saves", async () => {
    leaveDataOf("user-a");
    await reconcileLocalAccount("user-b");
    expect(stackStore.getState().items).toEqual([]);
    expect(stackStore.getState().openStack).toBeNull();
    expect(saveQueue.getState().saves).toEqual([]);
    expect(window.localStorage.getItem(SAVE_QUEUE_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem("assistant-conversation")).toBeNull();
    expect(appQueryClient().getQueryData(["stacks"])).toBeUndefined();
    expect(readLocalAccount()).toBe("user-b");
  });

  it("the same account again: keeps everything", async () => {
    leaveDataOf("user-a");
    await reconcileLocalAccount("user-a");
    expect(stackStore.getState().openStack).toEqual(openStack);
    expect(saveQueue.getState().saves).toHaveLength(1);
  });

  it("signing in after building a stack signed out: the stack is kept and becomes the account's", async () => {
    stackStore.getState().addSupplement({ id: "zinc", name: "Zinc", price: 199 });
    await reconcileLocalAccount("user-a");
    expect(stackStore.getState().items).toHaveLength(1);
    expect(readLocalAccount()).toBe("user-a");
  });

  it("a lapsed session, confirmed by the server: the stack goes, the queued save waits for its author", async () => {
    leaveDataOf("user-a");
    sessionAnswer({});
    await reconcileLocalAccount(null);
    expect(stackStore.getState().items).toEqual([]);
    expect(readLocalAccount()).toBeNull();
    expect(saveQueue.getState().saves.map((save) => save.userId)).toEqual(["user-a"]);
    // Then another account signs in: the waiting save is dropped, never sent under it.
    await reconcileLocalAccount("user-b");
    expect(saveQueue.getState().saves).toEqual([]);
  });

  it("no answer from the server (offline): nothing is cleared", async () => {
    leaveDataOf("user-a");
    global.fetch = jest.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    await reconcileLocalAccount(null);
    expect(stackStore.getState().openStack).toEqual(openStack);
    expect(readLocalAccount()).toBe("user-a");
  });

  it("the server still sees a session: nothing is cleared", async () => {
    leaveDataOf("user-a");
    sessionAnswer({ user: { id: "user-a" } });
    await reconcileLocalAccount(null);
    expect(stackStore.getState().openStack).toEqual(openStack);
  });

  it("replaces the flag an earlier version kept and ignores a malformed record", async () => {
    window.localStorage.setItem("signed-in-when-last-online", "1");
    window.localStorage.setItem(LOCAL_ACCOUNT_KEY, "{not json");
    expect(readLocalAccount()).toBeNull();
    await reconcileLocalAccount("user-a");
    expect(window.localStorage.getItem("signed-in-when-last-online")).toBeNull();
    expect(readLocalAccount()).toBe("user-a");
  });
});

describe("clearLocalAccountData at sign-out", () => {
  it("clears everything, the queued saves included", () => {
    leaveDataOf("user-a");
    clearLocalAccountData();
    expect(stackStore.getState().items).toEqual([]);
    expect(saveQueue.getState().saves).toEqual([]);
    expect(window.localStorage.getItem(SAVE_QUEUE_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem("assistant-conversation")).toBeNull();
    expect(appQueryClient().getQueryData(["stacks"])).toBeUndefined();
    expect(readLocalAccount()).toBeNull();
  });
});
