import { MutationObserver, QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import {
  QUERY_GC_TIME_MS,
  QUERY_STALE_TIME_MS,
  appQueryClient,
  createQueryClient,
} from "@/lib/api/query-client";
import { useQuery, useQueryClient } from "@/lib/api/query-hooks";
import { apiFetch } from "@/lib/api/fetch-client";
import { shouldRetryMutation, shouldRetryQuery } from "@/lib/api/retry-policy";
import { ApiClientError } from "@/lib/errors/client-error";
import { codeForStatus } from "@/lib/errors/catalogue";

jest.mock("@/lib/api/fetch-client", () => ({ apiFetch: jest.fn() }));

const apiFetchMock = jest.mocked(apiFetch);
const httpError = (status: number) =>
  new ApiClientError({ message: `HTTP ${status}`, status, code: codeForStatus(status) });

let client: QueryClient;
beforeEach(() => {
  apiFetchMock.mockReset();
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
  jest.useRealTimers();
});

describe("createQueryClient", () => {
  it("uses docs/product-rules.md §9's cache constants", () => {
    expect(QUERY_STALE_TIME_MS).toBe(300000);
    expect(QUERY_GC_TIME_MS).toBe(600000);
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 300000,
      gcTime: 600000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
      refetchOnMount: true,
      retry: shouldRetryQuery,
    });
    expect(mutations?.retry).toBe(shouldRetryMutation);
  });

  it("wires the retry delays with a fresh jitter, ignoring the error argument", () => {
    const { queries, mutations } = client.getDefaultOptions();
    const queryDelay = queries?.retryDelay;
    const mutationDelay = mutations?.retryDelay;
    if (typeof queryDelay !== "function" || typeof mutationDelay !== "function")
      throw new Error("retryDelay must be a function");
    const error = httpError(503);
    expect(queryDelay(0, error)).toBeGreaterThanOrEqual(1000);
    expect(queryDelay(0, error)).toBeLessThan(1100);
    expect(queryDelay(10, error)).toBeGreaterThanOrEqual(30000);
    expect(queryDelay(10, error)).toBeLessThan(33000);
    expect(mutationDelay(10, error)).toBeGreaterThanOrEqual(5000);
    expect(mutationDelay(10, error)).toBeLessThan(5500);
  });

  it("creates a separate client each time", () => {
    expect(createQueryClient()).not.toBe(client);
  });
});

describe("default query function", () => {
  it("GETs the URL spelled by the query key, with react-query's abort signal", async () => {
    apiFetchMock.mockResolvedValue({ id: "s1" });
    await expect(client.query({ queryKey: ["stacks", "s1", { tab: "reviews" }] })).resolves.toEqual({
      id: "s1",
    });
    expect(apiFetchMock).toHaveBeenCalledTimes(1);
    const [path, options] = apiFetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/stacks/s1?tab=reviews");
    expect(options?.signal).toBeInstanceOf(AbortSignal);
    expect(options?.method).toBeUndefined();
  });

  it("does not retry a 404", async () => {
    apiFetchMock.mockRejectedValue(httpError(404));
    await expect(client.query({ queryKey: ["stacks", "missing"] })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(apiFetchMock).toHaveBeenCalledTimes(1);
  });

  it("retries a 503 twice with backoff, then fails", async () => {
    jest.useFakeTimers();
    apiFetchMock.mockRejectedValue(httpError(503));
    const outcome = client.query({ queryKey: ["stacks"] }).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(0);
    expect(apiFetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1100);
    expect(apiFetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2200);
    expect(apiFetchMock).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(apiFetchMock).toHaveBeenCalledTimes(3);
    expect(await outcome).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
  });
});

describe("mutation defaults", () => {
  /** A mutation whose every attempt fails with `status`, after its retries have had time to run. */
  async function failingMutation(status: number) {
    const mutationFn = jest.fn(async () => Promise.reject(httpError(status)));
    const outcome = new MutationObserver(client, { mutationFn }).mutate().catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(10_000);
    return { mutationFn, error: await outcome };
  }

  it("retries a 500 mutation once and a 400 mutation never", async () => {
    jest.useFakeTimers();
    const serverFailure = await failingMutation(500);
    expect(serverFailure.error).toMatchObject({ status: 500 });
    expect(serverFailure.mutationFn).toHaveBeenCalledTimes(2);

    const badInput = await failingMutation(400);
    expect(badInput.error).toMatchObject({ status: 400 });
    expect(badInput.mutationFn).toHaveBeenCalledTimes(1);
  });
});

describe("the app's client", () => {
  it("is one client for the whole browser session", () => {
    expect(appQueryClient()).toBe(appQueryClient());
    expect(appQueryClient().getDefaultOptions().queries?.staleTime).toBe(QUERY_STALE_TIME_MS);
  });
});

describe("lib/api/query-hooks without a provider", () => {
  function ClientProbe({ onClient }: { onClient: (client: QueryClient) => void }) {
    onClient(useQueryClient());
    return <p>inside</p>;
  }

  it("gives components mounted one after the other the browser's one client, with its cache", () => {
    const seen: QueryClient[] = [];
    const record = (queryClient: QueryClient) => seen.push(queryClient);
    const first = render(<ClientProbe onClient={record} />);
    expect(screen.getByText("inside")).toBeInTheDocument();
    seen[0]?.setQueryData(["stacks"], { items: ["kept"] });
    first.unmount();
    render(<ClientProbe onClient={record} />);
    expect(seen.at(-1)).toBe(appQueryClient());
    expect(seen.at(-1)).toBe(seen[0]);
    expect(seen.at(-1)?.getQueryData(["stacks"])).toEqual({ items: ["kept"] });
    appQueryClient().clear();
  });

  it("runs a query through the app's default query function", async () => {
    apiFetchMock.mockResolvedValue({ items: [] });
    function Stacks() {
      const query = useQuery({ queryKey: ["stacks", { page: 2 }] });
      return <p>{query.isSuccess ? "loaded" : "loading"}</p>;
    }
    render(<Stacks />);
    expect(await screen.findByText("loaded")).toBeInTheDocument();
    expect(apiFetchMock.mock.calls[0]?.[0]).toBe("/api/stacks?page=2");
    appQueryClient().clear();
  });
});

describe("lib/api/query-hooks inside a provider", () => {
  it("uses the provider's client", () => {
    const outer = createQueryClient();
    let inner: QueryClient | undefined;
    function Probe() {
      inner = useQueryClient();
      return null;
    }
    render(
      <QueryClientProvider client={outer}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(inner).toBe(outer);
  });
});
