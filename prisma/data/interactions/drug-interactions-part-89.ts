// Supplement–medicine interactions, part 89 (wmech round): medicines found silent while their clearance was read.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WMECH } from "./references-wmech";
import { stJohnsWortLowers, stJohnsWortMayLower } from "./verified-record";

export const DRUG_INTERACTIONS_PART_89: DrugInteractionInput[] = [
  // The drug guide says "contraindicated" for the herb by name; the maker's text contraindicates strong CYP3A inducers.
  stJohnsWortLowers({
    target: {
      drugName: "Lenacapavir",
      genericName: "lenacapavir",
      brandNames: ["Sunlenca"],
      drugClass: "HIV capsid inhibitor",
    },
    severityLevel: "contraindicated",
    mechanism:
      "St John's wort increases the liver enzyme CYP3A, which breaks lenacapavir down, so less of it stays in the blood.",
    expectedEffect:
      "Much lower levels of lenacapavir, so HIV may stop responding to treatment and the virus may become resistant to it.",
    clinicalSignificance:
      "A drug guide's monograph on lenacapavir says St John's wort significantly lowers its levels and effectiveness and that using the two together is contraindicated; the maker, Gilead, says lenacapavir is broken down by CYP3A, that inducers of CYP3A may significantly lower it, with loss of effect and development of resistance, and that strong inducers are contraindicated.",
    recommendation:
      "Do not take St John's wort while you are treated with lenacapavir (Sunlenca), including the months between injections. If you already take both, do not stop St John's wort on your own: talk to your HIV clinic first.",
    monitoringRequired: "Your HIV viral load, as your HIV clinic arranges.",
    references: [REF_WMECH.lenacapavirDrugGuide, REF_WMECH.sunlencaRifampin],
  }),
  // The SmPC does not recommend strong inducers and expects the same effect from the herb, so the record blocks as a
  // "not recommended" text does across the knowledge base.
  stJohnsWortLowers({
    target: {
      drugName: "Itraconazole",
      genericName: "itraconazole",
      brandNames: ["Sporanox"],
      drugClass: "Antifungal",
    },
    severityLevel: "major",
    mechanism:
      "Itraconazole is broken down mainly by the liver enzyme CYP3A4. St John's wort makes the body produce more of this enzyme, so less itraconazole stays in the blood.",
    expectedEffect: "Lower levels of itraconazole, so it may not clear the fungal infection.",
    clinicalSignificance:
      "Itraconazole's product information says that with strong inducers of CYP3A4 (rifampicin, rifabutin, phenytoin) its levels can fall so far that it may largely stop working, so those combinations are not recommended, and that the same is to be expected with St John's wort, which has not been studied formally.",
    recommendation:
      "Do not take St John's wort while you take itraconazole (Sporanox); it may stop the antifungal working. If you already take both, do not stop St John's wort on your own: speak to your doctor or pharmacist first.",
    monitoringRequired: "Whether the fungal infection clears.",
    references: [REF_WMECH.sporanoxRcp],
  }),
  // "Might therefore decrease": the text names the herb but gives no advice against it, so the record asks.
  stJohnsWortMayLower({
    target: {
      drugName: "Aliskiren",
      genericName: "aliskiren",
      brandNames: ["Rasilez"],
      drugClass: "Renin inhibitor (blood pressure)",
    },
    mechanism:
      "Aliskiren is carried back out of the gut by the P-glycoprotein pump. St John's wort makes the body produce more of this pump, so less aliskiren is absorbed.",
    expectedEffect: "Less aliskiren in the blood, so it may lower blood pressure less well.",
    clinicalSignificance:
      "Aliskiren's product information says that P-glycoprotein is a major determinant of how much aliskiren is absorbed, and that inducers of P-glycoprotein, naming St John's wort and rifampicin, might therefore decrease it.",
    recommendation:
      "Ask your pharmacist or doctor before taking St John's wort with aliskiren (Rasilez); it might make aliskiren work less well.",
    monitoringRequired: "Your blood pressure.",
    references: [REF_WMECH.aliskirenInteractions],
  }),
  // The UK prescribing information names the herb among the inducers to avoid, so the record blocks.
  stJohnsWortLowers({
    target: {
      drugName: "Felodipine",
      genericName: "felodipine",
      brandNames: ["Delofine XL", "Neofel XL", "Plendil"],
      drugClass: "Calcium-channel blocker",
    },
    severityLevel: "major",
    mechanism:
      "Felodipine is broken down by the liver enzyme CYP3A4. St John's wort makes the body produce more of this enzyme, so less felodipine stays in the blood.",
    expectedEffect:
      "Much lower levels of felodipine, so blood pressure or angina may be less well controlled.",
    clinicalSignificance:
      "Felodipine's UK prescribing information says to avoid taking it with CYP3A4 inducers and names St John's wort among them; its product information reports that with carbamazepine, phenytoin or phenobarbital felodipine's exposure fell by 96%.",
    recommendation:
      "Do not take St John's wort while you take felodipine; it may stop felodipine controlling your blood pressure or angina. If you already take both, do not stop St John's wort on your own: speak to your doctor or pharmacist first.",
    monitoringRequired: "Your blood pressure, and any return of chest pain.",
    references: [REF_WMECH.delofinePrescribingInformation, REF_WMECH.felodipineInteractions],
  }),
];
