// Supplement–medicine interactions, part 112 (whc round): what Health Canada's natural health product monographs say
// of St John's wort with medicines that suppress the immune system (references-whc.ts), and vitamin C with
// lisdexamfetamine, the amphetamine the vitamin C texts' "amphetamine" had not reached.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REFN } from "./references-nutrients";
import { REF_RX } from "./references-rx";
import { REF_WHC as R } from "./references-whc";
import { REF_WVIT } from "./references-wvit";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_112: DrugInteractionInput[] = [
  // The monograph's list is a label's broad list, so the group is asked about, as other groups it names are;
  // ciclosporin, tacrolimus and the others a text says it lowers keep their own, stronger records.
  record("st-johns-wort", classTarget("immunosuppressant", "Medicines that suppress the immune system"), {
    severityLevel: "moderate",
    interactionType: "reduced_effect",
    mechanism:
      "St John's wort speeds up the breakdown of many medicines and can lower their levels; several anti-rejection and immune-suppressing medicines are among them.",
    expectedEffect:
      "The medicine that keeps your immune system in check may work less well, risking a flare of the condition or rejection of a transplant.",
    clinicalSignificance:
      "Health Canada's labelling standard for St John's wort products says not to use them with medications that suppress the immune system (immunosuppressive medications).",
    recommendation:
      "Do not start St John's wort without asking your specialist team if you take a medicine that suppresses your immune system.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.hcStJohnsWort],
  }),
  // Lisdexamfetamine is turned into dexamfetamine in the body, so what the texts say of amphetamine applies.
  record(
    "vitamin-c",
    {
      drugName: "Lisdexamfetamine",
      genericName: "lisdexamfetamine",
      brandNames: ["Elvanse"],
      drugClass: "CNS stimulant (ADHD)",
    },
    {
      severityLevel: "minor",
      interactionType: "reduced_effect",
      mechanism:
        "Vitamin C can make the urine more acidic, so the kidneys clear amphetamines faster; lisdexamfetamine works as the amphetamine dexamfetamine.",
      expectedEffect: "Lower levels of the amphetamine, so lisdexamfetamine may work less well.",
      clinicalSignificance:
        "Vitamin C product information says ascorbic acid increases the renal excretion of amphetamine and may lower its blood levels, and the leaflet of UK vitamin C 500 mg tablets asks you to tell your doctor if you take amphetamines.",
      recommendation:
        "If lisdexamfetamine seems to work less well while you take vitamin C, stop the vitamin C and tell the doctor who prescribes it.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: "Whether lisdexamfetamine still controls your symptoms.",
      evidenceLevel: 1,
      references: [REF_WVIT.ascorbicAcid500ChewableSmpc, REF_RX.vitaminC, REFN.ascorbicAcidLeaflet],
    },
  ),
];
