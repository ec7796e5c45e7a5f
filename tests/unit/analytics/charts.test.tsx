// What the charts are asked to draw (chart.js itself draws on a canvas jsdom does not have): the day's cost
// on its own axis, the upper level as a mark per ingredient, and a log scale when one value dwarfs the rest.
import { render } from "@testing-library/react";

import { CostChart, NutrientChart } from "@/components/analytics/charts";
import type { StackAnalytics } from "@/lib/analytics/stack-analytics";

type Drawn = { data: { datasets: Record<string, unknown>[] }; options: { scales?: Record<string, unknown> } };
const drawn: Drawn[] = [];
jest.mock("react-chartjs-2", () => {
  const capture = (props: Drawn) => {
    drawn.push(props);
    return null;
  };
  return { Bar: capture, Chart: capture, Line: capture };
});

beforeEach(() => {
  drawn.length = 0;
});

const nutrient = (name: string, percentOfNrv: number, upperLevelPercentOfNrv: number | null) => ({
  name,
  percentOfNrv,
  upperLevelPercentOfNrv,
});

test("the cost a day has its own axis, so its bars show beside the month's", () => {
  const analytics = {
    items: [{ name: "Zinc", costPerMonthPence: 600, costPerDayPence: 20 }],
  } as unknown as StackAnalytics;
  render(<CostChart analytics={analytics} label="Cost" />);
  const [chart] = drawn;
  expect(chart?.data.datasets.map((set) => [set.label, set.yAxisID])).toEqual([
    ["£ a month", undefined],
    ["£ a day", "perDay"],
  ]);
  expect(Object.keys(chart?.options.scales ?? {})).toEqual(["y", "perDay"]);
});

test("upper levels are marks, not a line joining ingredients; 2,000% switches to a log scale", () => {
  const ordinary = { nutrients: [nutrient("Zinc", 136, 227), nutrient("Iron", 100, 121)] };
  render(<NutrientChart analytics={ordinary as unknown as StackAnalytics} label="NRV" />);
  expect(drawn[0]?.data.datasets[1]).toMatchObject({ showLine: false, pointStyle: "line" });
  expect(drawn[0]?.options.scales?.y).not.toMatchObject({ type: "logarithmic" });

  const vitaminD = { nutrients: [nutrient("Vitamin D", 2000, 500), nutrient("Iron", 100, 121)] };
  render(<NutrientChart analytics={vitaminD as unknown as StackAnalytics} label="NRV" />);
  expect(drawn[1]?.options.scales?.y).toMatchObject({ type: "logarithmic" });
});
