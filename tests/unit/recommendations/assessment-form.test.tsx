// "Recommend a stack" on /recommendations: the results take the focus from the busy button, and the
// number of products recommended is said.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { AssessmentFormView } from "@/components/recommendations/assessment-form";
import { apiGet, apiPost } from "@/lib/api/fetch-client";
import { goalOptions } from "@/lib/recommendations/goals";
import type { RecommendationResult, RecommendedItem } from "@/lib/recommendations/select";

import { renderWithQueryClient } from "../forms/render-with-query-client";

jest.mock("@/lib/api/fetch-client", () => ({ apiGet: jest.fn(), apiPost: jest.fn() }));
const mockedPost = jest.mocked(apiPost);

const item = (id: string, name: string): RecommendedItem => ({
  supplementId: id,
  slug: id,
  name,
  brand: "Boots",
  goals: [],
  reasons: [],
  dosePerDay: [],
  costPerDayPence: 10,
  packPricePence: 300,
  cautions: [],
  whyChosen: "The cheapest a day.",
  profileReasons: [],
});

const result = (items: RecommendedItem[]): RecommendationResult => ({
  items,
  excluded: [],
  unmetGoals: [],
  coveredByStack: [],
  profileNotes: [],
  totalCostPerDayPence: 20,
  totalCostPerMonthPence: 600,
});

beforeEach(() => {
  mockedPost.mockReset();
  jest.mocked(apiGet).mockResolvedValue({ prefill: null });
});

async function recommend() {
  const user = userEvent.setup();
  const goals = goalOptions();
  renderWithQueryClient(<AssessmentFormView goals={goals} />);
  await user.click(screen.getByRole("checkbox", { name: goals[0]!.name }));
  await user.click(screen.getByRole("button", { name: "Recommend a stack" }));
  return user;
}

test("the results heading takes the focus and the number of products is said", async () => {
  mockedPost.mockResolvedValue(result([item("p-zinc", "Zinc 15mg"), item("p-d", "Vitamin D")]));
  await recommend();
  const heading = await screen.findByRole("heading", { name: "Your recommended stack" });
  expect(heading).toHaveFocus();
  expect(screen.getByText("2 products recommended.")).toHaveAttribute("role", "status");
});

test("one product, and none, are said as such", async () => {
  mockedPost.mockResolvedValueOnce(result([item("p-zinc", "Zinc 15mg")])).mockResolvedValueOnce(result([]));
  const user = await recommend();
  expect(await screen.findByRole("heading", { name: "Your recommended stack" })).toHaveFocus();
  expect(screen.getByText("1 product recommended.")).toHaveAttribute("role", "status");

  await user.click(screen.getByRole("button", { name: "Recommend a stack" }));
  const results = await screen.findByRole("region", { name: "Your recommended stack" });
  expect(within(results).getByRole("heading", { name: "Your recommended stack" })).toHaveFocus();
  expect(screen.getByText("No products recommended.")).toHaveAttribute("role", "status");
});
