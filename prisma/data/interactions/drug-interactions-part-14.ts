// Supplement–medicine interactions, part 14: St John's wort with medicines whose own product information names
// it — the hepatitis C antivirals sofosbuvir (Sovaldi; also in Epclusa, Harvoni and Vosevi), voxilaprevir (Vosevi)
// and glecaprevir (Maviret), the antifungal isavuconazole (Cresemba) and the COVID-19 antiviral nirmatrelvir
// (Paxlovid). Each text contraindicates the combination; each record was checked against it.
import type { DrugInteractionInput, Reference } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedRecord as record, type RecordTarget as Target } from "./verified-record";
import { REF_SMPC_SJW } from "./references-smpc-sjw";

const STOPPING =
  "If you already take St John's wort, tell the doctor or pharmacist prescribing this medicine before you start it; its effect on the body's enzymes can last for some time after it is stopped.";

interface Contraindicated {
  target: Target;
  inducedBy: string;
  expectedEffect: string;
  clinicalSignificance: string;
  medicineFor: string;
  reference: Reference;
}

// Every text read here contraindicates the medicine with St John's wort (section 4.3), so each record says so.
function contraindicated(entry: Contraindicated): DrugInteractionInput {
  return record("st-johns-wort", entry.target, {
    severityLevel: "contraindicated",
    interactionType: entry.inducedBy.includes("P-glycoprotein")
      ? "transporter_induction"
      : "enzyme_induction",
    mechanism: `St John's wort increases ${entry.inducedBy}, so less of the medicine reaches or stays in the blood.`,
    expectedEffect: entry.expectedEffect,
    clinicalSignificance: entry.clinicalSignificance,
    recommendation: `Do not take St John's wort while you are being treated with this medicine for ${entry.medicineFor}. ${STOPPING}`,
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [entry.reference],
  });
}

const HEPATITIS_C = "hepatitis C";
const LOST_HEPATITIS_C =
  "Much lower levels of the antiviral, so the hepatitis C treatment may not work (loss of efficacy).";

export const DRUG_INTERACTIONS_PART_14: DrugInteractionInput[] = [
  contraindicated({
    target: {
      drugName: "Sofosbuvir",
      genericName: "sofosbuvir",
      brandNames: ["Sovaldi"],
      drugClass: "Hepatitis C antiviral (NS5B polymerase inhibitor)",
    },
    inducedBy: "the P-glycoprotein pump in the gut wall, which pushes sofosbuvir back out",
    expectedEffect: LOST_HEPATITIS_C,
    clinicalSignificance:
      "The EU product information for Sovaldi (section 4.3) contraindicates medicines that are strong P-glycoprotein inducers in the intestine, naming St John's wort with carbamazepine, phenobarbital, phenytoin and rifampicin: taken together they would significantly decrease sofosbuvir levels and could make Sovaldi lose its effect.",
    medicineFor: HEPATITIS_C,
    reference: REF_SMPC_SJW.sovaldiPrecautions,
  }),
  contraindicated({
    target: {
      drugName: "Voxilaprevir",
      genericName: "voxilaprevir",
      brandNames: ["Vosevi"],
      drugClass: "Hepatitis C antiviral (NS3/4A protease inhibitor)",
    },
    inducedBy:
      "the P-glycoprotein pump and the liver enzymes (such as CYP3A4) that clear Vosevi's antivirals",
    expectedEffect: LOST_HEPATITIS_C,
    clinicalSignificance:
      "The EU product information for Vosevi (sofosbuvir, velpatasvir and voxilaprevir, section 4.3) contraindicates medicines that are strong P-glycoprotein and/or strong cytochrome P450 inducers, naming St John's wort with carbamazepine, phenobarbital, phenytoin, rifampicin and rifabutin.",
    medicineFor: HEPATITIS_C,
    reference: REF_SMPC_SJW.voseviPrecautions,
  }),
  contraindicated({
    target: {
      drugName: "Glecaprevir",
      genericName: "glecaprevir",
      brandNames: ["Maviret"],
      drugClass: "Hepatitis C antiviral (NS3/4A protease inhibitor)",
    },
    inducedBy: "the P-glycoprotein pump and the liver enzyme CYP3A4",
    expectedEffect: LOST_HEPATITIS_C,
    clinicalSignificance:
      "The EU package leaflet for Maviret (glecaprevir and pibrentasvir), read in its Portuguese version, says not to take Maviret if you take St John's wort (Hypericum perforatum), a herbal medicine used for mild depression, listed with rifampicin, carbamazepine, phenobarbital, phenytoin and primidone.",
    medicineFor: HEPATITIS_C,
    reference: REF_SMPC_SJW.maviretPortugueseLeaflet,
  }),
  contraindicated({
    target: {
      drugName: "Isavuconazole",
      genericName: "isavuconazole",
      brandNames: ["Cresemba"],
      drugClass: "Azole antifungal",
    },
    inducedBy: "the liver enzymes CYP3A4 and CYP3A5, which break isavuconazole down",
    expectedEffect:
      "Much lower levels of isavuconazole, so a serious fungal infection may not be treated properly.",
    clinicalSignificance:
      "The EU product information for Cresemba (section 4.3, read in its Italian version) contraindicates taking it with strong CYP3A4/5 inducers such as rifampicin, rifabutin, carbamazepine, long-acting barbiturates, phenytoin and St John's wort.",
    medicineFor: "a fungal infection",
    reference: REF_SMPC_SJW.cresembaItalianSmpc,
  }),
  contraindicated({
    target: {
      drugName: "Nirmatrelvir",
      genericName: "nirmatrelvir",
      brandNames: ["Paxlovid"],
      drugClass: "COVID-19 antiviral (protease inhibitor, taken with ritonavir)",
    },
    inducedBy: "the liver enzyme CYP3A4, which breaks down nirmatrelvir and ritonavir",
    expectedEffect: "Lower levels of Paxlovid, so the COVID-19 treatment may not work as well.",
    clinicalSignificance:
      "The European Medicines Agency's overview of Paxlovid says it must not be taken with medicines that may reduce its effectiveness, or by patients who are taking St John's wort.",
    medicineFor: "COVID-19",
    reference: REF_SMPC_SJW.paxlovidEparOverview,
  }),
];
