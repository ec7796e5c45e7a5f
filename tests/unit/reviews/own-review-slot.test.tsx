// The signed-in reader's own review: reading it again after a change (the page refreshes what it shows) must not
// throw away a delete the reader has started to confirm.
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { useSession } from "@/components/auth/session";
import { OwnReviewSlot } from "@/components/reviews/own-review-slot";
import { createQueryClient } from "@/lib/api/query-client";
import { queryKeys } from "@/lib/api/query-keys";
import { fetchOwnReview } from "@/lib/reviews/api-client";

jest.mock("@/components/auth/session", () => ({ useSession: jest.fn() }));
jest.mock("@/lib/reviews/api-client", () => ({ fetchOwnReview: jest.fn() }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const review = (updatedAt: string) => ({
  id: "r1",
  rating: 5,
  title: "Easy on the stomach",
  body: "Still no stomach upset after two months.",
  hiddenReason: null,
  createdAt: new Date("2026-10-01T09:00:00Z"),
  updatedAt: new Date(updatedAt),
});

it("keeps a delete being confirmed when the review is read again", async () => {
  jest
    .mocked(useSession)
    .mockReturnValue({ status: "authenticated", data: null } as ReturnType<typeof useSession>);
  const fetched = jest.mocked(fetchOwnReview);
  fetched.mockResolvedValueOnce(review("2026-10-01T09:00:00Z"));
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <OwnReviewSlot supplementId="p1" path="/supplement/boots-magnesium" />
    </QueryClientProvider>,
  );
  await userEvent.click(await screen.findByRole("button", { name: "Delete review" }));
  expect(screen.getByRole("button", { name: "Yes, delete it" })).toBeInTheDocument();

  fetched.mockResolvedValueOnce(review("2026-10-02T09:00:00Z"));
  await act(() => client.invalidateQueries({ queryKey: queryKeys.supplements.ownReview("p1") }));

  expect(fetched).toHaveBeenCalledTimes(2);
  // Let the refetched review render.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByRole("button", { name: "Yes, delete it" })).toBeInTheDocument();
});
