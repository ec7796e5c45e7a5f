import { severityLabel } from "@/components/interactions/finding-views";
import { partnerNames, productFindingView } from "@/components/interactions/product-finding-views";
import { buildKnowledgeIndex } from "@/lib/interactions/knowledge-index";
import { summariseProductInteractions } from "@/lib/interactions/product-summary";

import { BASE } from "../interactions/fixtures";

const index = buildKnowledgeIndex(BASE);
const names = { "st-johns-wort": "St John's wort", "5-htp": "5-HTP", calcium: "Calcium", iron: "Iron" };

describe("productFindingView", () => {
  it("describes a medicine record with its generic name, UK brands and the notes to act on", () => {
    const finding = summariseProductInteractions(index, ["st-johns-wort"]).findings.find(
      (item) => item.kind === "medicine",
    )!;
    const view = productFindingView(finding, names);
    expect(view).toMatchObject({
      key: "dr-st-johns-wort-warfarin",
      severity: "error",
      title: "St John's wort with Warfarin",
      involved: [
        { label: "Medicine", value: "Warfarin" },
        { label: "UK brands", value: "Marevan" },
        { label: "Ingredient", value: "St John's wort" },
      ],
      effect: "Warfarin works less well. Clot risk.",
      notes: ["UK guidance says to avoid this combination.", "Needs medical supervision.", "Monitoring: INR"],
      evidenceLevel: 1,
      isVerified: true,
    });
    expect(severityLabel(view.severity)).toBe("Serious");
  });

  it("names both ingredients of a pair, saying which one is in this product", () => {
    const finding = summariseProductInteractions(index, ["calcium"]).findings.find(
      (item) => item.kind === "supplement",
    )!;
    expect(productFindingView(finding, names)).toMatchObject({
      title: "Calcium and Iron",
      involved: [
        { label: "In this product", value: "Calcium" },
        { label: "In other supplements", value: "Iron" },
      ],
      recommendation: "Take iron and calcium at different times of day.",
    });
  });

  it("describes conditions and food; a slug without a name is made readable", () => {
    const [condition] = summariseProductInteractions(index, ["vitamin-a"]).findings;
    expect(productFindingView(condition!, {})).toMatchObject({
      title: "Vitamin a and Pregnancy",
      recommendation:
        "Do not take supplements containing vitamin A while you are pregnant. Choose a pregnancy supplement without vitamin A.",
      notes: ["Contraindicated: not to be taken with this condition.", "Needs medical supervision."],
    });
    const food = summariseProductInteractions(index, ["iron"]).findings.find((item) => item.kind === "food")!;
    expect(productFindingView(food, names)).toMatchObject({
      title: "Iron and coffee and tea",
      severity: "info",
    });
    expect(partnerNames(["iron", "iron", "vitamin-d3"], names)).toEqual(["Iron", "Vitamin d3"]);
  });
});
