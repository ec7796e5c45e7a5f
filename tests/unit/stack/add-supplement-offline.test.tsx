// The builder's search when there is no connection: it says so, and that the stack still works, instead of
// "Search is unavailable. Please try again."
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { AddSupplement, OFFLINE_SEARCH } from "@/components/stacks/add-supplement";
import { ApiClientError } from "@/lib/errors/client-error";

function renderSearch(queryFn: () => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, queryFn } } });
  render(
    <QueryClientProvider client={client}>
      <AddSupplement />
    </QueryClientProvider>,
  );
}

test("no answer from the server: the search says the device is offline", async () => {
  renderSearch(() =>
    Promise.reject(new ApiClientError({ message: "Failed to fetch", status: 0, code: "NETWORK_ERROR" })),
  );
  await userEvent.setup().type(screen.getByLabelText("Find a supplement to add"), "magnesium");
  expect(await screen.findByText(OFFLINE_SEARCH)).toBeInTheDocument();
  expect(screen.queryByText(/Please try again/)).not.toBeInTheDocument();
});

test("a server error is still 'unavailable, try again'", async () => {
  renderSearch(() =>
    Promise.reject(new ApiClientError({ message: "Boom", status: 500, code: "INTERNAL_ERROR" })),
  );
  await userEvent.setup().type(screen.getByLabelText("Find a supplement to add"), "magnesium");
  expect(await screen.findByText("Search is unavailable. Please try again.")).toBeInTheDocument();
  expect(screen.queryByText(OFFLINE_SEARCH)).not.toBeInTheDocument();
});
