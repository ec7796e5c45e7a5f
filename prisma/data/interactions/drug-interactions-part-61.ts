// Supplement–medicine interactions, part 61 (the wgap2 round; docs/reference/knowledge-rounds.md).
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF } from "./references";
import { REF_WCOND } from "./references-wcond";
import { REF_WGAP } from "./references-wgap";
import { REF_WGAP2 } from "./references-wgap2";
import { stJohnsWortLowers, verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_61: DrugInteractionInput[] = [
  // The regulation is an EU one (not GB law since 2021); its warning is the only text read that names the group.
  record(
    "red-yeast-rice",
    classTarget("lipid-lowering", "Cholesterol-lowering medicines (such as statins, ezetimibe and fibrates)"),
    {
      severityLevel: "major",
      interactionType: "duplicate_therapy",
      mechanism:
        "Red yeast rice contains monacolin K, which is the same substance as the prescription statin lovastatin, so it adds a cholesterol-lowering medicine to the one you already take.",
      expectedEffect:
        "A higher chance of the side effects of cholesterol-lowering treatment, including muscle damage and liver problems.",
      clinicalSignificance:
        "EU Regulation 2022/860 on monacolins from red yeast rice makes every red yeast rice supplement carry the warning 'Should not be consumed if you are taking cholesterol-lowering medication'. EFSA found that monacolin K is identical to lovastatin and that monacolins from red yeast rice can cause severe effects on the muscles and liver.",
      recommendation:
        "Do not take red yeast rice while you take a cholesterol-lowering medicine. Ask your GP or pharmacist before stopping or changing either.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [
        REF_WGAP2.euRegulation2022860,
        REF_WGAP2.foodComplianceRedYeastRice,
        REF.efsaMonacolins2018,
      ],
    },
  ),
  // The product information names rifampicin, phenobarbital, carbamazepine and phenytoin, not the herb.
  stJohnsWortLowers({
    target: {
      drugName: "Roflumilast",
      genericName: "roflumilast",
      brandNames: ["Daxas"],
      drugClass: "PDE4 inhibitor for severe COPD",
    },
    severityLevel: "major",
    mechanism:
      "St John's wort makes the liver produce more of the enzymes that break roflumilast down (CYP3A4 among them), so less of it and its active form stays in the blood.",
    expectedEffect: "Roflumilast may work less well, so COPD flare-ups may not be prevented as well.",
    clinicalSignificance:
      "Roflumilast's product information says the enzyme inducer rifampicin cut its total effect by about 60%, that strong cytochrome P450 enzyme inducers may reduce how well it works, and that roflumilast is not recommended in people taking them. It does not name St John's wort, but Pfizer's US label for medroxyprogesterone injection names St John's wort among strong CYP3A inducers, and the SmPC of a UK registered St John's wort product says the herb induces CYP3A4.",
    recommendation:
      "Do not take St John's wort while you take roflumilast (Daxas) unless your doctor or COPD team agrees. If you already take both, do not stop St John's wort on your own: tell the doctor who prescribes roflumilast.",
    monitoringRequired: "Whether your breathing or COPD flare-ups get worse, if the two are taken together.",
    references: [
      REF_WGAP2.roflumilastInteractions,
      REF_WGAP.depoSubqProveraUsInteractions,
      REF_WCOND.herbalstoreSjwSmpc,
    ],
  }),
];
