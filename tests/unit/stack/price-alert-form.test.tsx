// The owner's price-alert form on /stack/{id}: at least one reason, an amount in pounds sent as whole
// pence, and "Turn off" once an alert exists.
import { QueryClient } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { PriceAlertSection } from "@/components/stacks/price-alert-form";
import { apiDelete, apiPut } from "@/lib/api/fetch-client";
import { queryKeys } from "@/lib/api/query-keys";
import { withQueryClient } from "@/tests/support/query-client";

jest.mock("@/lib/api/fetch-client", () => ({ apiPut: jest.fn(), apiDelete: jest.fn(), apiFetch: jest.fn() }));
const mockedPut = jest.mocked(apiPut);
const mockedDelete = jest.mocked(apiDelete);

type Alert = { itemCheaper: boolean; minMonthlyDropPence: number | null } | null;

function renderWith(alert: Alert) {
  // The app's default query function GETs the key's URL (lib/api/query-client.ts).
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, queryFn: () => Promise.resolve({ alert }) },
    },
  });
  client.setQueryData(queryKeys.stacks.priceAlert("s1"), { alert });
  render(withQueryClient(<PriceAlertSection stackId="s1" />, client));
}

beforeEach(() => {
  mockedPut.mockReset().mockResolvedValue({ alert: null });
  mockedDelete.mockReset().mockResolvedValue({ alert: null });
});

describe("PriceAlertSection", () => {
  it("asks for at least one reason and a valid amount before sending anything", async () => {
    const user = userEvent.setup();
    renderWith(null);
    await user.click(screen.getByRole("checkbox", { name: "Email me when any item gets cheaper" }));
    await user.click(screen.getByRole("button", { name: "Turn on price alert" }));
    expect(await screen.findByText("Tick the box or enter an amount")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /monthly cost drops/ }), "12.345");
    await user.click(screen.getByRole("button", { name: "Turn on price alert" }));
    expect(await screen.findByText(/Enter an amount in pounds/)).toBeInTheDocument();
    expect(mockedPut).not.toHaveBeenCalled();
  });

  it("sends the amount as whole pence", async () => {
    const user = userEvent.setup();
    renderWith(null);
    await user.type(screen.getByRole("textbox", { name: /monthly cost drops/ }), "2.5");
    await user.click(screen.getByRole("button", { name: "Turn on price alert" }));
    await waitFor(() =>
      expect(mockedPut).toHaveBeenCalledWith("/api/stacks/s1/price-alert", {
        itemCheaper: true,
        minMonthlyDropPence: 250,
      }),
    );
  });

  it("shows the saved settings and turns the alert off", async () => {
    const user = userEvent.setup();
    renderWith({ itemCheaper: false, minMonthlyDropPence: 1000 });
    expect(screen.getByRole("checkbox", { name: "Email me when any item gets cheaper" })).not.toBeChecked();
    expect(screen.getByRole("textbox", { name: /monthly cost drops/ })).toHaveValue("10.00");
    await user.click(screen.getByRole("button", { name: "Turn off" }));
    await waitFor(() => expect(mockedDelete).toHaveBeenCalledWith("/api/stacks/s1/price-alert"));
  });
});
