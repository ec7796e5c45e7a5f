// How the accuracy figures are counted: kinds read off the scenario data, sensitivity and specificity,
// and the source kinds of references.
import { percent, sensitivity, specificity } from "@/lib/accuracy/schema";
import { sourceKindOf } from "@/scripts/accuracy/knowledge-figures";
import { kindOf } from "@/tests/scenarios/accuracy";

const tally = { positives: 10, truePositives: 8, wrongSeverity: 1, negatives: 4, falseAlarms: 1 };

describe("accuracy figures", () => {
  it("derives the kind from what the flag links the ingredient to", () => {
    expect(kindOf({ medicine: "Warfarin" })).toBe("supplement-medicine");
    expect(kindOf({ ingredient: "iron" })).toBe("supplement-supplement");
    expect(kindOf({ condition: "pregnancy" })).toBe("condition");
    expect(kindOf({ upperLevel: true })).toBe("dose");
    expect(kindOf({ food: "grapefruit" })).toBe("food");
  });

  it("counts a finding with the wrong severity as missed, and cannot divide by nothing", () => {
    expect(sensitivity(tally)).toBe(80);
    expect(specificity(tally)).toBe(75);
    expect(percent(2, 3)).toBe(66.7);
    expect(sensitivity({ ...tally, positives: 0, truePositives: 0, wrongSeverity: 0 })).toBeNull();
    expect(specificity({ ...tally, negatives: 0, falseAlarms: 0 })).toBeNull();
  });

  it("sorts references into source kinds by address", () => {
    const kind = (url: string, publisher = "Someone") => sourceKindOf({ url, publisher });
    expect(kind("https://www.medicines.org.uk/emc/product/3130")).toBe("uk-product-information");
    expect(kind("https://imedi.co.uk/x/summary")).toBe("uk-product-information");
    expect(kind("https://patient-info.co.uk/x/patient-leaflet")).toBe("uk-product-information");
    expect(kind("https://www.rxreasoner.com/monographs/x/precautions", "UK SmPC held by the MHRA")).toBe(
      "uk-product-information",
    );
    expect(kind("https://www.rxreasoner.com/monographs/x/precautions", "US label")).toBe("other");
    expect(kind("https://www.ema.europa.eu/en/medicines/herbal/hyperici-herba")).toBe("ema");
    expect(kind("https://ema.europa.eu/en/medicines/herbal/zingiberis-rhizoma")).toBe("ema");
    expect(kind("https://docslib.org/doc/1/x", "European Medicines Agency HMPC, copy at docslib.org")).toBe(
      "ema",
    );
    expect(kind("https://docslib.org/doc/1/x", "A journal, copy at docslib.org")).toBe("other");
    expect(kind("https://www.nhs.uk/medicines/warfarin/")).toBe("nhs");
    expect(kind("https://nhs.uk/medicines/gliclazide/")).toBe("nhs");
    expect(kind("https://www.sps.nhs.uk/articles/x/")).toBe("nhs");
    expect(kind("https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/")).toBe("nih-ods");
    expect(kind("https://www.nccih.nih.gov/health/ginkgo")).toBe("nccih");
    expect(kind("https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/2a7c5b9")).toBe("nccih");
    expect(kind("https://content.govdelivery.com/accounts/OTHER/bulletins/1")).toBe("other");
    expect(kind("https://bnf.nice.org.uk/interactions/warfarin/")).toBe("bnf-nice-mhra");
    expect(kind("https://www.gov.uk/drug-safety-update/x", "MHRA Drug Safety Update")).toBe("bnf-nice-mhra");
    expect(kind("https://www.gov.uk/guidance/x", "DHSC")).toBe("other");
    expect(kind("https://pmc.ncbi.nlm.nih.gov/articles/PMC1/")).toBe("other");
  });
});
