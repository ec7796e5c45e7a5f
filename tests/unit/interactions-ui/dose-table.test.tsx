// A prescription's share of a daily total says which dose was counted: the one typed, or the usual one.
import { render, screen } from "@testing-library/react";

import { DoseTable } from "@/components/interactions/dose-table";
import { AMOUNT_NOT_GIVEN } from "@/lib/interactions/ingredient-items";
import type { CumulativeDose } from "@/lib/interactions/types";

function vitaminD(
  prescription: NonNullable<CumulativeDose["sources"][number]["prescription"]>,
): CumulativeDose {
  return {
    ingredientSlug: "vitamin-d3",
    ingredientName: "Vitamin D3",
    total: 105,
    unit: "µg",
    upperLevel: { amount: 100, unit: "µg", source: "NHS" },
    exceedsUpperLevel: true,
    duplicated: true,
    sources: [
      { supplementId: "p", amount: 25, unit: "µg", chemicalForm: null },
      {
        supplementId: "prescription:colecalciferol",
        amount: 80,
        unit: "µg",
        chemicalForm: null,
        prescription,
      },
    ],
  };
}

const USUAL = "800 units (20 micrograms) a day";

it("names the dose the person typed when it was counted", () => {
  const typed = {
    typed: "Fultium D3 3200 IU daily",
    medicine: "Colecalciferol",
    usualDose: USUAL,
    typedDose: "3200 IU once a day",
  };
  render(<DoseTable doses={[vitaminD(typed)]} />);
  expect(
    screen.getByText(
      /Includes 80 µg from your prescription \(Colecalciferol\), your dose: 3200 IU once a day/,
    ),
  ).toBeVisible();
  expect(screen.queryByText(/usual dose/)).toBeNull();
});

it("names the usual dose when none was typed", () => {
  render(
    <DoseTable doses={[vitaminD({ typed: "Fultium D3", medicine: "Colecalciferol", usualDose: USUAL })]} />,
  );
  expect(
    screen.getByText(`Includes 80 µg from your prescription (Colecalciferol), usual dose: ${USUAL}`),
  ).toBeVisible();
});

it("says an amount is not known for an ingredient chosen without its product, never counting it as nothing", () => {
  const coq10 = (sources: CumulativeDose["sources"], total: number): CumulativeDose => ({
    ingredientSlug: "coenzyme-q10",
    ingredientName: "Coenzyme Q10",
    total,
    unit: "mg",
    upperLevel: null,
    exceedsUpperLevel: null,
    duplicated: sources.length > 1,
    sources,
  });
  const unknown = {
    supplementId: "ingredient:coenzyme-q10",
    amount: 0,
    unit: AMOUNT_NOT_GIVEN,
    chemicalForm: null,
  };
  const { unmount } = render(<DoseTable doses={[coq10([unknown], 0)]} />);
  expect(screen.getByRole("row", { name: /Coenzyme Q10/ })).toHaveTextContent("Not known");
  unmount();

  render(
    <DoseTable
      doses={[coq10([{ supplementId: "p", amount: 100, unit: "mg", chemicalForm: null }, unknown], 100)]}
    />,
  );
  expect(screen.getByRole("row", { name: /Coenzyme Q10/ })).toHaveTextContent("100 mg + an amount not known");
});
