// References first cited by the records from licensed fibre and fish-oil medicines and the GB claims register (drug-interactions-part-20.ts,
// medical-contraindications-licensed-forms.ts). Each address is the one the page was read at.
import type { DrugInteractionInput, Reference } from "../../../lib/interactions/knowledge-base-schema";
import { REF } from "./references";
import { REFN } from "./references-nutrients";

export const REF_LICENSED_FORMS = {
  /**
   * Fybogel 4.3: contraindicated with intestinal obstruction, faecal impaction, reduced gut motility and in
   * patients who have difficulty in swallowing or any throat problems; 4.4: not with medicines that inhibit
   * peristaltic movement (e.g. opioids), and then only under medical supervision.
   */
  fybogelSmpcSections43And44: {
    title: "Fybogel granules (ispaghula husk): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "RxReasoner (copy of the SmPC the MHRA holds, Reckitt Benckiser 2021)",
    url: "https://www.rxreasoner.com/monographs/fybogel/precautions",
  },
  /**
   * Omacor 4.4: "should be used with caution in patients with known sensitivity or allergy to fish"; "Because of the
   * moderate increase in bleeding time (with the high dosage, i.e. 4 capsules), patients receiving anticoagulant therapy
   * must be monitored and the dosage of anticoagulant adjusted if necessary".
   */
  omacorSmpcSection44: {
    title: "Omacor (omega-3-acid ethyl esters 90): summary of product characteristics, section 4.4",
    publisher: "RxReasoner (copy of the SmPC held by Ireland's HPRA, BASF 2020)",
    url: "https://www.rxreasoner.com/monographs/omacor/precautions",
  },
  /** Table 1: "Omacor/Lovaza 460 mg EPA + 380 mg DHA" per gram, in ethyl ester form. */
  omega3ContentTable: {
    title:
      "Content of EPA and DHA in fish, supplements and pharmaceuticals (Int J Mol Sci 2020;21(4):1362, table 1): Omacor 460 mg EPA and 380 mg DHA a capsule",
    publisher: "PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7072971/table/ijms-21-01362-t001/",
  },
  /**
   * Conditions of use of the authorised glucomannan and guar gum claims: "Warning of choking to be given for
   * people with swallowing difficulties or when ingesting with inadequate fluid intake".
   */
  gbNhcRegister: {
    title:
      "Great Britain nutrition and health claims (NHC) register: conditions of use of the glucomannan and guar gum claims",
    publisher: "Department of Health and Social Care (GOV.UK)",
    url: "https://www.gov.uk/government/publications/great-britain-nutrition-and-health-claims-nhc-register",
  },
  /** Oral potassium chloride, contraindications: hyperkalaemia, and a baseline serum potassium above 5 mmol/L. */
  medscapePotassiumChloride: {
    title: "Potassium chloride oral: contraindications",
    publisher: "Medscape UK (drug monograph for UK healthcare professionals)",
    url: "https://www.medscape.co.uk/drug/potassium-chloride-oral-69462-69462",
  },
} satisfies Record<string, Reference>;

// What the warfarin and DOAC records share: Omacor's 4 capsules hold 4 × (460 mg EPA + 380 mg DHA), the dose its
// SmPC ties to monitoring of anticoagulants.
export const OMACOR_WITH_ANTICOAGULANTS = {
  severityLevel: "moderate",
  interactionType: "additive_bleeding_risk",
  mechanism: "Omega-3 fats lengthen bleeding time a little at high doses.",
  expectedEffect:
    "A moderate increase in bleeding time at the dose of 4 capsules of the prescribed fish oil Omacor.",
  clinicalSignificance:
    "The product information of Omacor, a prescribed fish oil medicine, says that at its high dose (4 capsules, about 3.4 g of EPA and DHA a day) people on anticoagulants must be monitored and the anticoagulant dose adjusted if necessary. Below that, a 2022 review found fish oil not associated with bleeding and EFSA found no increase in bleeding with up to about 5 g a day.",
  avoidCombination: false,
  timingSeparationHours: null,
  medicalSupervision: false,
  dosageModification: null,
  evidenceLevel: 1,
  isVerified: true,
  appliesWhen: {
    ingredient: "omega-3-fish-oil",
    minDailyAmount: { amount: 3.36, unit: "g" },
    rationale:
      "Omacor's SmPC ties anticoagulant monitoring to its high dose of 4 capsules, each holding 460 mg EPA and 380 mg DHA (3.36 g a day); below that, EFSA and a 2022 review found no increase in bleeding.",
  },
} satisfies Partial<DrugInteractionInput>;

/** The texts both records cite, before their own. */
export const OMACOR_REFERENCES = [
  REFN.omega3EthylEstersSmpc,
  REF_LICENSED_FORMS.omacorSmpcSection44,
  REF_LICENSED_FORMS.omega3ContentTable,
  REF.supplementBleedingReview2022,
  REF.efsaOmega3Safety2012,
];
