import { render, screen, within } from "@testing-library/react";

import { AnalysisResults } from "@/components/interactions/analysis-results";
import { EVIDENCE_LEVELS } from "@/lib/interactions/knowledge-base-schema";
import { MEDICAL_DISCLAIMER } from "@/lib/interactions/rules";
import type { AnalysisResult } from "@/lib/interactions/types";

import { emptyResult, fullResult } from "./result-fixture";

function renderResult(result: AnalysisResult) {
  return render(<AnalysisResults result={result} evidenceLevels={EVIDENCE_LEVELS} />);
}

function section(name: RegExp | string) {
  const heading = screen.getByRole("heading", { name });
  const region = heading.closest("section");
  if (!region) throw new Error(`no section for ${String(name)}`);
  return within(region);
}

describe("AnalysisResults", () => {
  it("shows the overall risk level of a complete check as a word and the strength of evidence in words", () => {
    renderResult({ ...fullResult(), completeness: "complete", notChecked: [] });
    expect(screen.getByText("Overall risk level:")).toBeInTheDocument();
    expect(screen.getByTestId("risk-level")).toHaveTextContent(/^Very high$/);
    expect(screen.getByText("Strong")).toBeInTheDocument();
    expect(screen.getByText("(confidence 87%)")).toBeInTheDocument();
    expect(screen.getByText(/need medical supervision/)).toBeInTheDocument();
  });

  it("says a product whose checked label declares the person's allergen is not to be taken", () => {
    renderResult(
      emptyResult({
        allergenFindings: [
          {
            supplementId: "p1",
            supplementName: "Acme Omega",
            typed: "allergic to fish",
            conditionName: "Fish allergy",
            allergens: ["fish"],
          },
        ],
      }),
    );
    const card = screen.getByRole("article", {
      name: "Acme Omega contains fish (you entered “allergic to fish”)",
    });
    expect(within(card).getByText("Do not take · allergy")).toBeInTheDocument();
    expect(within(card).getByText(/^Do not take Acme Omega\./)).toBeInTheDocument();
    expect(screen.queryByText(/No interactions/)).not.toBeInTheDocument();
  });

  it.each([
    ["low", "Low"],
    ["moderate", "Moderate"],
    ["high", "High"],
  ] as const)("labels risk level %s as %s", (level, label) => {
    renderResult(
      emptyResult({
        riskAssessment: {
          overallRiskLevel: level,
          criticalWarnings: [],
          recommendations: [],
          requiresMedicalSupervision: false,
        },
      }),
    );
    expect(screen.getByTestId("risk-level")).toHaveTextContent(new RegExp(`^${label}$`));
  });

  it("lists what could not be checked with each reason", () => {
    renderResult(fullResult());
    const notChecked = section("What we could not check");
    expect(
      notChecked.getByText(/Notarealmedicine” is not in our list of UK medicines, so it was not checked/),
    ).toBeInTheDocument();
    expect(notChecked.getByText(/Medicine: Notarealmedicine/)).toBeInTheDocument();
    expect(notChecked.getByText(/Condition: Moonsickness/)).toBeInTheDocument();
  });

  it("groups findings Critical, Serious, Caution, Information, then depletions and synergies", () => {
    renderResult(fullResult());
    const headings = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      "What we could not check",
      "Critical (2)",
      "Serious (1)",
      "Caution (2)",
      "Information (1)",
      "Above UK upper levels (1)",
      "Effects on nutrients",
      "Works well together",
      "Your medicines and conditions",
      "When to take them",
      "Daily totals against UK upper levels",
    ]);
  });

  it("puts each finding in the group its severity maps to", () => {
    renderResult(fullResult());
    const titles = (name: RegExp) =>
      section(name)
        .getAllByRole("heading", { level: 4 })
        .map((heading) => heading.textContent);
    // Contraindicated drug → critical; absolute contraindication → critical.
    expect(titles(/^Critical/)).toEqual([
      "LowMood Relief with Warfarin",
      "Iron Tablets and Haemochromatosis",
    ]);
    // Major → error ("Serious").
    expect(titles(/^Serious/)).toEqual(["Iron Tablets with Levothyroxine"]);
    // Moderate → warning; relative contraindication → warning.
    expect(titles(/^Caution/)).toEqual(["Calcium and Iron", "Calcium Plus and Chronic kidney disease"]);
    // Minor → info.
    expect(titles(/^Information/)).toEqual(["Iron and coffee and tea"]);
    // Beneficial → its own group, not a warning.
    expect(titles(/^Works well together/)).toEqual(["Calcium and Vitamin D3"]);
  });

  it("shows what is involved, the effect, the mechanism, what to do and the evidence on a card", () => {
    renderResult(fullResult());
    const card = within(
      screen.getByRole("heading", { name: "LowMood Relief with Warfarin" }).closest("article") as HTMLElement,
    );
    expect(card.getByText("Medicine")).toBeInTheDocument();
    expect(card.getByText("St John's wort")).toBeInTheDocument();
    expect(card.getByText(/Warfarin works less well/)).toBeInTheDocument();
    expect(card.getByText("Induces CYP enzymes.")).toBeInTheDocument();
    expect(card.getByText("What to do")).toBeInTheDocument();
    expect(card.getByText("Do not take St John's wort with warfarin.")).toBeInTheDocument();
    expect(card.getByText("UK guidance says to avoid this combination.")).toBeInTheDocument();
    expect(card.getByText("Evidence level 1 of 5")).toBeInTheDocument();
    expect(
      card.getByText(new RegExp(EVIDENCE_LEVELS[1].slice(0, 30).replace(/[()]/g, "\\$&"))),
    ).toBeInTheDocument();
    expect(card.getByText("Checked against source")).toBeInTheDocument();

    const unverified = within(
      screen
        .getByRole("heading", { name: "Iron Tablets with Levothyroxine" })
        .closest("article") as HTMLElement,
    );
    expect(unverified.queryByText("Checked against source")).not.toBeInTheDocument();
    expect(unverified.getByText("Keep at least 4 hours between them.")).toBeInTheDocument();
  });

  it("shows a condition finding with what the user typed", () => {
    renderResult(fullResult());
    const card = within(
      screen
        .getByRole("heading", { name: "Iron Tablets and Haemochromatosis" })
        .closest("article") as HTMLElement,
    );
    expect(card.getByText("Haemochromatosis (you entered “iron overload”)")).toBeInTheDocument();
  });

  it("opens references in a new tab without an opener", () => {
    renderResult(fullResult());
    const link = screen.getByRole("link", { name: /MHRA warfarin advice/ });
    expect(link).toHaveAttribute("href", "https://example.org/MHRA-warfarin-advice");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows nutrient depletions with their timeframe", () => {
    renderResult(fullResult());
    const depletions = section("Effects on nutrients");
    expect(
      depletions.getByRole("heading", { name: "Copper lowered by Zinc in Iron Tablets" }),
    ).toBeInTheDocument();
    expect(depletions.getByText(/^Over weeks/)).toBeInTheDocument();

    const result = fullResult();
    const [first] = result.nutrientDepletions;
    if (!first) throw new Error("fixture has a depletion");
    result.nutrientDepletions = [{ ...first, timeframe: "days" }];
    renderResult(result);
    expect(screen.getByText(/^Within days/)).toBeInTheDocument();
  });

  it("shows the schedule and each separation once with what was done about it, never a contradicting reason", () => {
    renderResult(fullResult());
    const timing = section("When to take them");
    const rows = timing
      .getAllByRole("row")
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    // Iron Tablets could not be kept apart from levothyroxine: its row points to the warning.
    expect(rows[0]).toEqual([
      "07:00",
      "Iron Tablets",
      "Without food",
      "No time of day keeps the separation: see the warning above and ask your pharmacist.",
    ]);
    expect(rows[2]).toEqual(["19:00", "Calcium Plus", "With food", "Take with a meal."]);
    expect(timing.getByText("Warning: timing conflict")).toBeInTheDocument();
    expect(
      timing.getByText(
        "Iron Tablets needs 4 hours between it and each dose of Levothyroxine. No time of day keeps Iron Tablets far enough apart; ask your pharmacist how to space them.",
      ),
    ).toBeInTheDocument();
    expect(
      timing.getByText(
        /Calcium and Iron compete for absorption: .* Moved to 19:00 \(evening meal\) to keep them apart\./,
      ).textContent,
    ).toMatch(/^Note: /);
    expect(timing.getAllByText(/separate by 2 hours or take with different meals/)).toHaveLength(1);
    expect(timing.getAllByText(/4 hours between it and each dose of Levothyroxine/)).toHaveLength(1);
  });

  it("shows daily totals against upper levels with each status", () => {
    renderResult(fullResult());
    const doses = section("Daily totals against UK upper levels");
    const row = (ingredient: string) =>
      within(doses.getByRole("rowheader", { name: ingredient }).closest("tr") as HTMLElement);
    expect(row("Iron").getByText("45 mg")).toBeInTheDocument();
    expect(row("Iron").getByText("Above upper level")).toBeInTheDocument();
    expect(row("Calcium").getByText("Within upper level")).toBeInTheDocument();
    expect(row("Calcium").getByText("In more than one product")).toBeInTheDocument();
    expect(row("St John's wort").getByText("Cannot compare")).toBeInTheDocument();
    expect(row("St John's wort").getByText("None set")).toBeInTheDocument();
    expect(row("Vitamin D3").getByText("25 µg")).toBeInTheDocument();
    // Upper-level sources as numbered footnotes, one per distinct source.
    expect(doses.getByRole("list", { name: "Sources of the upper levels" })).toHaveTextContent(
      "EVM guidance levelEFSA tolerable upper intake level",
    );
    expect(row("Vitamin D3").getByRole("link", { name: "Source 2" })).toHaveAttribute(
      "href",
      "#upper-level-source-2",
    );
  });

  it("ends with the disclaimer", () => {
    const { container } = renderResult(fullResult());
    expect(container.firstElementChild?.lastElementChild).toHaveTextContent(MEDICAL_DISCLAIMER);
  });

  it("without findings says none were found in our database, with the disclaimer, and never 'safe'", () => {
    const { container } = renderResult(emptyResult());
    expect(
      screen.getByText(/No known interactions found in our database for this combination/),
    ).toBeInTheDocument();
    expect(screen.getByText(MEDICAL_DISCLAIMER)).toBeInTheDocument();
    expect(
      screen.queryByRole("heading", { name: /Critical|Serious|Caution|Information/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "What we could not check" })).not.toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\bsafe\b/i);
  });

  it("with nothing found but something unchecked, says so only of what could be checked", () => {
    renderResult(
      emptyResult({
        completeness: "partial",
        unknownDrugs: ["Notarealmedicine"],
        notChecked: [
          { kind: "medicine", name: "Notarealmedicine", reason: "Not in our list.", suggestions: [] },
        ],
        riskAssessment: {
          overallRiskLevel: "moderate",
          criticalWarnings: [],
          recommendations: [],
          requiresMedicalSupervision: false,
        },
      }),
    );
    expect(screen.getByText(/^Among what we could check, no known interactions found/)).toBeInTheDocument();
    expect(section("What we could not check").getByText(/Notarealmedicine/)).toBeInTheDocument();
  });

  it("never calls a full result 'safe'", () => {
    const { container } = renderResult(fullResult());
    expect(container.textContent).not.toMatch(/\bsafe\b/i);
  });
});
