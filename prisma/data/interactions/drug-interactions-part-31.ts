// Supplement–medicine interactions, part 31: records a source states for a group the dictionary lacked until the
// group round (medicine-classes-wcls.ts), magnesium with the phenothiazines, caffeine with ephedrine, and St John's wort with Zepatier, found while listing the hepatitis C
// medicines. Each record was checked against its text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF } from "./references";
import { REFN } from "./references-nutrients";
import { REF_CATIONS } from "./references-smpc-cations";
import { REF_MIN } from "./references-min";
import { REF_WCLS } from "./references-wcls";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_31: DrugInteractionInput[] = [
  // Methotrexate keeps its own record (the NHS advice on prescribed folic acid), which speaks for it.
  record("folic-acid", classTarget("folate-antagonist", "Folate antagonists"), {
    severityLevel: "minor",
    interactionType: "reduced_effect",
    mechanism:
      "Folate antagonists act against folic acid in the body, so folic acid taken at the same time can lessen their effect.",
    expectedEffect: "The folate antagonist may work less well.",
    clinicalSignificance:
      "Swiss product information for 0.4 mg folic acid tablets says folic acid can reduce the effect of folate antagonists taken at the same time, naming methotrexate, pyrimethamine, triamterene and trimethoprim.",
    recommendation:
      "Tell the doctor or pharmacist who prescribes your trimethoprim, triamterene or other folate antagonist that you take folic acid, and ask whether to keep taking it.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_WCLS.andreaFolInteractions],
  }),
  // Both magnesium SmPCs name "antipsychotics (sulpiride and phenothiazines)"; sulpiride has its own record.
  record(
    "magnesium",
    classTarget("phenothiazine", "Phenothiazines (chlorpromazine, prochlorperazine and similar)"),
    {
      severityLevel: "minor",
      interactionType: "reduced_absorption",
      mechanism: "Magnesium salts in the gut reduce how much of this medicine is absorbed.",
      expectedEffect: "Less of the medicine may be absorbed, so it may work less well.",
      clinicalSignificance:
        "UK product information for Magnesium Hydroxide Mixture BP and for Epsom Salts (section 4.5) says magnesium salts reduce the absorption of a number of medicines, naming the phenothiazine antipsychotics; the mixture's text says doses should be separated by about 2 to 3 hours. Both are written for magnesium antacids and laxatives; they do not say how much a magnesium supplement changes.",
      recommendation:
        "Take a phenothiazine such as chlorpromazine or prochlorperazine and magnesium supplements or magnesium indigestion remedies about 3 hours apart, and ask your pharmacist if you are unsure how to time them.",
      avoidCombination: false,
      timingSeparationHours: 3,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_CATIONS.magnesiumHydroxideMixtureSmpc, REF_MIN.epsomSaltsSmpc],
    },
  ),
  // Ephedrine joined the dictionary in this round, with the sympathomimetics the PEP SmPC names.
  record(
    "caffeine",
    {
      drugName: "Ephedrine",
      genericName: "ephedrine",
      brandNames: [],
      drugClass: "Sympathomimetic (for asthma or a blocked nose)",
    },
    {
      severityLevel: "major",
      interactionType: "additive_stimulant",
      mechanism:
        "Caffeine and ephedrine both stimulate the heart and nervous system, so their effects add up.",
      expectedEffect: "Fast or pounding heartbeat, raised blood pressure, shakiness, anxiety and poor sleep.",
      clinicalSignificance:
        "UK caffeine tablet product information says the tablets must not be used by anyone also taking ephedrine (Pro Plus), or sympathomimetics such as phenylpropanolamine, ephedrine and pseudoephedrine (PEP).",
      recommendation:
        "Do not take caffeine tablets or other caffeine supplements while you use ephedrine, and go easy on coffee, tea and energy drinks; ask your pharmacist if you are unsure.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REFN.proPlusSmpc, REF.pepCaffeineSmpc],
    },
  ),
  // Keyed on elbasvir, which reaches the Zepatier tablet through its components, like the Maviret record.
  record(
    "st-johns-wort",
    {
      drugName: "Elbasvir",
      genericName: "elbasvir",
      brandNames: ["Zepatier"],
      drugClass: "Hepatitis C antiviral (NS5A inhibitor, with grazoprevir)",
    },
    {
      severityLevel: "contraindicated",
      interactionType: "enzyme_induction",
      mechanism:
        "St John's wort increases the liver enzyme CYP3A and the P-glycoprotein pump, so less of Zepatier's antivirals reaches or stays in the blood.",
      expectedEffect:
        "Much lower levels of the antivirals, so the hepatitis C treatment may not work (loss of efficacy).",
      clinicalSignificance:
        "The EU product information for Zepatier (elbasvir and grazoprevir, section 4.3) contraindicates taking it with inducers of CYP3A or P-glycoprotein, naming St John's wort (Hypericum perforatum) with efavirenz, phenytoin, carbamazepine, bosentan, etravirine and modafinil.",
      recommendation:
        "Do not take St John's wort while you are being treated with Zepatier for hepatitis C. If you already take St John's wort, tell the doctor or pharmacist prescribing Zepatier before you start it; its effect on the body's enzymes can last for some time after it is stopped.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_WCLS.zepatierPrecautions],
    },
  ),
];
