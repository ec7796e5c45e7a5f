// The run-out list on /today: a product whose pack size is not known has no run-out date and no
// "Restocked" until it is counted; a count moves it into the dated list.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { PlanStock } from "@/components/today/plan-stock";
import { apiPost, apiPut } from "@/lib/api/fetch-client";
import type { PlanStockView, TodayPlan } from "@/lib/daily-plan/plans";

jest.mock("@/lib/api/fetch-client", () => ({ apiPut: jest.fn(), apiPost: jest.fn() }));
const mockedPut = jest.mocked(apiPut);

const counted: PlanStockView = {
  supplementId: "d3",
  name: "Vitamin D3",
  brand: "Acme",
  unitsPerDay: 1,
  unitsPerPack: 90,
  unitsLeftToday: 81,
  countedOn: "2026-11-20",
  runOutDay: "2027-02-18",
  restock: null,
};

const plan: TodayPlan = {
  planId: "plan-1",
  stackId: "stack-1",
  stackName: "Winter basics",
  startDate: "2026-11-20",
  mode: "check_off",
  today: "2026-11-29",
  started: true,
  slots: [],
  stock: [counted],
  uncounted: [{ supplementId: "dc", name: "Devil's Claw Tablets", brand: "Herbs", unitsPerDay: 2 }],
  reminders: {
    emailDigest: false,
    runOutEmails: true,
    runOutNoticeDays: 7,
    namesInReminders: false,
    calendarFeed: false,
    pushFellBackAt: null,
  },
};

test("an uncounted product asks for a count, has no Restocked, and gets its date once counted", async () => {
  const user = userEvent.setup();
  render(<PlanStock plan={plan} />);
  const row = screen.getByText("Devil's Claw Tablets").closest("li")!;
  expect(row).toHaveTextContent(
    "Pack size not known: count what you have to see when it runs out (2 a day).",
  );
  expect(screen.getAllByRole("button", { name: /^Restocked/ })).toHaveLength(1);
  expect(screen.getByRole("button", { name: "Restocked Vitamin D3" })).toBeInTheDocument();

  mockedPut.mockResolvedValue({
    plan: {
      ...plan,
      uncounted: [],
      stock: [
        counted,
        {
          ...counted,
          supplementId: "dc",
          name: "Devil's Claw Tablets",
          unitsPerDay: 2,
          unitsPerPack: null,
          unitsLeftToday: 20,
          runOutDay: "2026-12-09",
        },
      ],
    },
  });
  const inputs = screen.getAllByLabelText("Units on hand now");
  expect(inputs[1]).toHaveValue(null);
  await user.type(inputs[1]!, "20");
  await user.click(screen.getByRole("button", { name: "Save count of Devil's Claw Tablets" }));
  expect(mockedPut).toHaveBeenCalledWith("/api/stacks/stack-1/plan/stock", {
    supplementId: "dc",
    unitsOnHand: 20,
  });
  expect(await screen.findByText(/Devil's Claw Tablets: count saved, now runs out on/)).toBeInTheDocument();
  expect(screen.queryByText(/Pack size not known/)).not.toBeInTheDocument();
  expect(screen.getAllByRole("button", { name: /^Restocked/ })).toHaveLength(1);
  expect(apiPost).not.toHaveBeenCalled();
});
