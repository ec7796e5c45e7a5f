// The builder sends the signed-in account's own waiting saves, and shows only those
// (components/offline/use-queued-saves.ts, docs/offline.md "One browser, several accounts").
import { act, renderHook, waitFor } from "@testing-library/react";

import { useSession } from "@/components/auth/session";
import { writeLocalAccount } from "@/components/offline/local-account";
import { saveQueue } from "@/components/offline/save-queue";
import { useQueuedSaves } from "@/components/offline/use-queued-saves";

import { savedStack } from "../stack/saved-stack-fixture";

jest.mock("@/components/auth/session", () => ({ useSession: jest.fn(), refreshSession: jest.fn() }));

const signedInAs = (id: string) =>
  jest.mocked(useSession).mockReturnValue({
    data: { user: { id }, expires: "" },
    status: "authenticated",
    update: () => Promise.resolve(null),
  });

type Sent = { url: string; method: string; headers: Record<string, string> };
let sent: Sent[] = [];

function answerWith(body: unknown, status = 200) {
  global.fetch = jest.fn((url: string, init: RequestInit) => {
    sent.push({ url, method: init.method ?? "GET", headers: (init.headers ?? {}) as Record<string, string> });
    return Promise.resolve({
      ok: status < 400,
      status,
      headers: new Headers(),
      text: () => Promise.resolve(JSON.stringify(body)),
      json: () => Promise.resolve(body),
    } as unknown as Response);
  }) as unknown as typeof fetch;
}

const stack = savedStack({ id: "stack-new", name: "Ada's plan", notes: "Private" });

function queueAdasSave() {
  writeLocalAccount("user-a");
  saveQueue.getState().enqueue({
    key: "new",
    stackId: null,
    version: null,
    body: { name: "Ada's plan", goal: null, notes: "Private", items: [] },
    queuedAt: "2026-11-24T10:00:00.000Z",
  });
}

beforeEach(() => {
  sent = [];
  window.localStorage.clear();
  saveQueue.getState().clear();
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it("sends a waiting save under its author's session, naming its author", async () => {
  queueAdasSave();
  signedInAs("user-a");
  answerWith({ success: true, data: { stack } });
  renderHook(() => useQueuedSaves());
  await waitFor(() => expect(saveQueue.getState().saves).toEqual([]));
  const post = sent.find((request) => request.url === "/api/stacks");
  expect(post).toMatchObject({ method: "POST", headers: { "X-Saved-By": "user-a" } });
});

it("never sends or shows another account's waiting save", async () => {
  queueAdasSave();
  signedInAs("user-b");
  answerWith({ success: true, data: { stack } });
  const { result } = renderHook(() => useQueuedSaves());
  expect(result.current.saves).toEqual([]);
  // The guard then drops it: Ben signed in where Ada's data was.
  await waitFor(() => expect(saveQueue.getState().saves).toEqual([]));
  expect(sent.filter((request) => request.url === "/api/stacks")).toEqual([]);
});

it("tries again while a save waits, when the server could not be reached though the browser was online", async () => {
  jest.useFakeTimers();
  try {
    queueAdasSave();
    signedInAs("user-a");
    global.fetch = jest.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    renderHook(() => useQueuedSaves());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(saveQueue.getState().saves).toHaveLength(1);
    answerWith({ success: true, data: { stack } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(15_000);
    });
    expect(saveQueue.getState().saves).toEqual([]);
    expect(sent.find((request) => request.url === "/api/stacks")).toMatchObject({ method: "POST" });
  } finally {
    jest.useRealTimers();
  }
});
