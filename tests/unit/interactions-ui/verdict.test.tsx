// The verdict of an analysis (nothing unchecked reads as safe): a partial check says
// "Not fully checked" and never wears the green "Low" style; a recognised medicine with nothing
// recorded says so, distinct from unknown; upper levels, combined warnings and food notes show.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { AnalysisResults } from "@/components/interactions/analysis-results";
import { describeStack } from "@/components/stacks/stack-detail";
import { EVIDENCE_LEVELS } from "@/lib/interactions/knowledge-base-schema";
import type { AnalysisResult, RiskLevel } from "@/lib/interactions/types";
import type { StackPageData } from "@/lib/stacks/page-data";

import { emptyResult, fullResult } from "./result-fixture";

const risk = (overallRiskLevel: RiskLevel) => ({
  overallRiskLevel,
  criticalWarnings: [],
  recommendations: [],
  requiresMedicalSupervision: false,
});

function partial(overrides: Partial<AnalysisResult> = {}): AnalysisResult {
  return emptyResult({
    completeness: "partial",
    unknownDrugs: ["warfrin"],
    notChecked: [
      {
        kind: "medicine",
        name: "warfrin",
        reason: "“warfrin” is not in our list of UK medicines, so it was not checked.",
        suggestions: ["Warfarin"],
      },
    ],
    riskAssessment: risk("moderate"),
    ...overrides,
  });
}

function renderResult(
  result: AnalysisResult,
  onUseSuggestion?: Parameters<typeof AnalysisResults>[0]["onUseSuggestion"],
) {
  return render(
    <AnalysisResults result={result} evidenceLevels={EVIDENCE_LEVELS} onUseSuggestion={onUseSuggestion} />,
  );
}

describe("verdict", () => {
  it("heads a partial check 'Not fully checked' in amber, never the green Low style, even at low risk", () => {
    renderResult(partial({ riskAssessment: risk("low") }));
    const badge = screen.getByTestId("risk-level");
    expect(badge).toHaveTextContent(/^Not fully checked$/);
    expect(badge.className).toMatch(/amber/);
    expect(badge.className).not.toMatch(/brand|emerald|green/);
    expect(screen.queryByText("Low")).not.toBeInTheDocument();
    expect(screen.queryByText("Overall risk level:")).not.toBeInTheDocument();
    expect(screen.queryByTestId("checked-risk-level")).not.toBeInTheDocument();
  });

  it("keeps today's look for a complete low-risk check", () => {
    renderResult(emptyResult());
    const badge = screen.getByTestId("risk-level");
    expect(badge).toHaveTextContent(/^Low$/);
    expect(badge.className).toMatch(/brand/);
  });

  it("still names a high risk among what a partial check could check", () => {
    renderResult(partial({ riskAssessment: risk("high") }));
    expect(screen.getByTestId("risk-level")).toHaveTextContent("Not fully checked");
    expect(screen.getByTestId("checked-risk-level")).toHaveTextContent(/^High$/);
  });

  it("offers 'Did you mean …?' that replaces the entry where it is editable", async () => {
    const onUseSuggestion = jest.fn();
    renderResult(partial(), onUseSuggestion);
    const notChecked = within(screen.getByRole("region", { name: "What we could not check" }));
    expect(notChecked.getByText(/Did you mean/)).toBeInTheDocument();
    await userEvent
      .setup()
      .click(notChecked.getByRole("button", { name: "Use Warfarin instead of “warfrin”" }));
    expect(onUseSuggestion).toHaveBeenCalledWith(expect.objectContaining({ name: "warfrin" }), "Warfarin");
  });

  it("shows the suggestion as text where the entry is not editable (the builder, the stack page)", () => {
    renderResult(partial());
    expect(screen.queryByRole("button", { name: /Use Warfarin/ })).not.toBeInTheDocument();
    expect(screen.getByText("Warfarin")).toBeInTheDocument();
  });

  it("says 'We have no records for …' for a recognised medicine without findings, apart from unknown ones", () => {
    renderResult(fullResult());
    const mine = within(screen.getByRole("region", { name: "Your medicines and conditions" }));
    expect(
      mine.getByText(
        "We have no records for Omeprazole (you entered “losec”) with this stack. No record is not evidence of no interaction: ask your pharmacist.",
      ),
    ).toBeInTheDocument();
    // Medicines with findings are not said to have none; the unknown one is not listed as checked.
    expect(mine.queryByText(/We have no records for Warfarin/)).not.toBeInTheDocument();
    expect(mine.queryByText(/Notarealmedicine/)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "What we could not check" })).getByText(
        /Medicine: Notarealmedicine/,
      ),
    ).toBeInTheDocument();
  });

  it("shows a daily total above the UK upper level as a finding with its message and severity", () => {
    renderResult(fullResult());
    const upper = within(screen.getByRole("region", { name: "Above UK upper levels (1)" }));
    const card = upper.getByRole("article");
    expect(within(card).getByText("Serious")).toBeInTheDocument();
    expect(within(card).getByRole("heading", { name: "Iron above the UK upper level" })).toBeInTheDocument();
    expect(within(card).getByText(/Your stack gives 45 mg of Iron a day/)).toBeInTheDocument();
    expect(card.className).toMatch(/border-l-orange/);
  });

  it("shows combined warnings as one prominent card each, first among the findings", () => {
    renderResult(
      emptyResult({
        combinedWarnings: [
          {
            kind: "bleeding_risk",
            drugName: "Warfarin",
            ingredients: ["ginkgo-biloba", "fish-oil"],
            supplementIds: ["p-a", "p-b"],
            severity: "major",
            title: "Several supplements that can raise bleeding risk with Warfarin",
            description: "Ginkgo, Fish oil can each add to the bleeding risk of Warfarin.",
            recommendation: "Do not take these together with Warfarin without speaking to your pharmacist.",
          },
        ],
        riskAssessment: risk("high"),
      }),
    );
    const card = screen.getByRole("article", {
      name: "Several supplements that can raise bleeding risk with Warfarin",
    });
    expect(within(card).getByText(/adds up across your stack/)).toBeInTheDocument();
    expect(within(card).getByText(/without speaking to your pharmacist/)).toBeInTheDocument();
    expect(screen.queryByText(/No known interactions found/)).not.toBeInTheDocument();
  });

  it("lists food and drink notes for the user's medicines", () => {
    renderResult(
      emptyResult({
        medicineFoodNotes: [
          {
            drugName: "simvastatin",
            record: {
              id: "mf-simvastatin-grapefruit",
              medicine: "simvastatin",
              food: "grapefruit and grapefruit juice",
              severity: "major",
              interactionType: "enzyme_inhibition",
              mechanism: "Grapefruit blocks the enzyme that breaks simvastatin down.",
              recommendation: "Avoid grapefruit and grapefruit juice while taking simvastatin.",
              clinicalSignificance: "More simvastatin in the blood raises the risk of muscle damage.",
              evidenceLevel: 1,
              references: [{ title: "Simvastatin leaflet", publisher: "Test", url: "https://example.org/s" }],
              isVerified: true,
            },
          },
        ],
      }),
    );
    const notes = within(screen.getByRole("region", { name: "Food and drink with your medicines" }));
    expect(
      notes.getByRole("heading", { name: "simvastatin and grapefruit and grapefruit juice" }),
    ).toBeInTheDocument();
    expect(notes.getByText("Serious")).toBeInTheDocument();
    expect(notes.getByText(/Avoid grapefruit/)).toBeInTheDocument();
  });

  it("describes a shared stack's check as 'not fully checked' when it is partial", () => {
    const data = {
      stack: { items: [{}, {}] },
      preview: { totals: { perMonthPence: 1240 }, unpricedCount: 0, analysis: partial() },
    } as unknown as StackPageData;
    expect(describeStack(data)).toBe("2 supplements · £12.40 a month · interactions: not fully checked");
    const complete: StackPageData = { ...data, preview: { ...data.preview, analysis: emptyResult() } };
    expect(describeStack(complete)).toBe("2 supplements · £12.40 a month · interactions: risk level low");
  });
});
