import { buildKnowledgeIndex } from "@/lib/interactions/knowledge-index";
import { compareProductFindings, summariseProductInteractions } from "@/lib/interactions/product-summary";

import { BASE } from "./fixtures";

const index = buildKnowledgeIndex(BASE);

describe("summariseProductInteractions", () => {
  it("lists every record of the product's ingredients: medicines, pairs with other ingredients, food; synergies apart", () => {
    const summary = summariseProductInteractions(index, ["calcium"]);
    expect(summary.findings.map((finding) => [finding.kind, finding.record.id, finding.severity])).toEqual([
      // Both cautions: the stronger evidence (level 1) comes first.
      ["medicine", "dr-calcium-levothyroxine", "warning"],
      ["supplement", "ss-calcium-iron", "warning"],
    ]);
    expect(summary.synergies.map((synergy) => [synergy.record.id, synergy.partner])).toEqual([
      ["ss-calcium-vitamin-d3", "vitamin-d3"],
    ]);
    expect(summary.countsBySeverity).toEqual({ critical: 0, error: 0, warning: 2, info: 0 });
    expect(summary.countsByKind).toEqual({ medicine: 1, condition: 0, supplement: 1, food: 0 });
    expect(summary.partnerSlugs).toEqual(["iron", "vitamin-d3"]);
  });

  it("sorts most severe first and maps conditions absolute → critical, relative → caution", () => {
    const summary = summariseProductInteractions(index, ["vitamin-a", "iron", "zinc", "potassium"]);
    expect(summary.findings.map((finding) => [finding.record.id, finding.severity])).toEqual([
      ["mc-vitamin-a-pregnancy", "critical"],
      ["dr-iron-levothyroxine", "warning"],
      ["mc-potassium-ckd", "warning"],
      ["ss-calcium-iron", "warning"],
      ["fd-iron-tea", "info"],
    ]);
    expect(summary.depletions.map((record) => record.id)).toEqual(["nu-zinc-copper"]);
    expect(summary.partnerSlugs).toEqual(["calcium", "copper"]);
  });

  it("leaves out pairs whose two ingredients are both in the product, as the analysis does", () => {
    const summary = summariseProductInteractions(index, ["calcium", "iron"]);
    expect(summary.findings.some((finding) => finding.record.id === "ss-calcium-iron")).toBe(false);
    expect(summary.findings.filter((finding) => finding.kind === "medicine")).toHaveLength(2);
  });

  it("finds nothing for an ingredient the knowledge base does not mention", () => {
    const summary = summariseProductInteractions(index, ["melatonin"]);
    expect(summary).toEqual({
      findings: [],
      countsBySeverity: { critical: 0, error: 0, warning: 0, info: 0 },
      countsByKind: { medicine: 0, condition: 0, supplement: 0, food: 0 },
      synergies: [],
      depletions: [],
      partnerSlugs: [],
    });
  });

  it("orders by severity, then evidence level, then kind, then id", () => {
    const [pair, drug] = summariseProductInteractions(index, ["st-johns-wort"]).findings;
    expect([pair?.record.id, drug?.record.id]).toEqual([
      "ss-5-htp-st-johns-wort",
      "dr-st-johns-wort-warfarin",
    ]);
    expect(compareProductFindings(pair!, drug!)).toBeLessThan(0);
  });
});
