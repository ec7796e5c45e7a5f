// The builder's live check (POST /api/stacks/preview): a request that gets no answer at all marks the
// server unreachable, so the builder works as offline even while the browser says it is online, and
// the check is asked for again until an answer comes. A server that answers with an error is not
// "unreachable".
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";

import { useStackPreview } from "@/components/stacks/use-stack-preview";
import { apiPost } from "@/lib/api/fetch-client";
import { ApiClientError } from "@/lib/errors/client-error";
import { withQueryClient } from "@/tests/support/query-client";

jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn(), apiFetch: jest.fn() }));
const mockedPost = jest.mocked(apiPost);

const ITEMS = [{ supplementId: "p-iron", quantity: 1, timing: null }];
const PREVIEW = { items: [{ supplementId: "p-iron" }] };

const noAnswer = () => new ApiClientError({ message: "Failed to fetch", status: 0, code: "NETWORK_ERROR" });

function wrapper({ children }: { children: ReactNode }) {
  return withQueryClient(children);
}

afterEach(() => {
  jest.useRealTimers();
  mockedPost.mockReset();
});

it("is unreachable when the check gets no answer, and asks again until it does", async () => {
  jest.useFakeTimers();
  mockedPost.mockRejectedValueOnce(noAnswer()).mockResolvedValueOnce(PREVIEW);
  const { result } = renderHook(() => useStackPreview(ITEMS, "unauthenticated"), { wrapper });

  await waitFor(() => expect(result.current.unreachable).toBe(true));
  expect(result.current.data).toBeUndefined();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(15_000);
  });
  await waitFor(() => expect(result.current.data).toEqual(PREVIEW));
  expect(result.current.unreachable).toBe(false);
  expect(mockedPost).toHaveBeenCalledTimes(2);
});

it("is not unreachable when the server answers with an error", async () => {
  mockedPost.mockRejectedValue(
    new ApiClientError({ message: "Server error", status: 500, code: "INTERNAL_ERROR" }),
  );
  const { result } = renderHook(() => useStackPreview(ITEMS, "unauthenticated"), { wrapper });

  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.unreachable).toBe(false);
});
