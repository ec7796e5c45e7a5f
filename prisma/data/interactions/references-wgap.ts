// References first cited by the wgap round.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WGAP = {
  /**
   * Flaxseed: "Blood Thinning Medications -- Omega-3 fatty acids may increase the effects of blood thinning medications,
   * including aspirin and warfarin"; "Diabetic Medications -- If you are taking medicines for diabetes, including
   * insulin, you should only use flaxseed (ALA) under the supervision of a qualified health care provider."
   */
  stLukesFlaxseedInteractions: {
    title: "Possible interactions with: Flaxseed (A.D.A.M. complementary medicine monograph)",
    publisher: "St. Luke's Hospital, St. Louis (A.D.A.M., Inc.)",
    url: "https://stlukes-stl.com/health-content/medicine/33/000899.htm",
  },
  /**
   * Niacin, Interactions with Drugs: "Based on human study, niacin may increase blood sugar levels, and may require
   * dosing adjustments of insulin or prescription diabetes drugs. Caution is advised when using medications that may
   * affect blood sugar."
   */
  /**
   * "In diabetes patients, niacin 4.5 grams daily for 5 weeks can increase plasma glucose by an average of 16% ...
   * However, lower doses of 1.5 grams daily or less appear to have minimal effects on blood glucose."
   */
  helloPharmacistNiacinInsulin: {
    title: "Niacin with insulin: interaction details",
    publisher: "HelloPharmacist",
    url: "https://hellopharmacist.com/drug-herbal-interactions/niacin-with-insulin-rdna",
  },
  naturalStandardNiacin: {
    title: "Niacin (niacinamide): interactions (Natural Standard monograph, powered by Healthline)",
    publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
    url: "https://www.aarpmedicareplans.com/natstandardcontent/niacin-niacinamide/4?hlpage=drug_information&loc=table_of_contents_nav&brand=",
  },
  /**
   * Table 6: "Strong CYP3A4 Inducers (e.g., rifampin)": "Decreased exposure to tofacitinib and may result in loss of or
   * reduced clinical response"; "Coadministration with XELJANZ/XELJANZ XR/XELJANZ Oral Solution is not recommended".
   */
  xeljanzUsInteractions: {
    title: "XELJANZ (tofacitinib): drug interactions, section 7 of the US prescribing information",
    publisher: "Pfizer Medical Information (US)",
    url: "https://www.pfizermedicalinformation.com/en-us/xeljanz/drug-interactions",
  },
  /**
   * 7.1: "Some examples of strong CYP3A inducers are rifampin, carbamazepine, phenytoin, phenobarbital, mitotane, and St.
   * John's wort (the CYP3A4 induction effect of St. John's wort varies widely and is preparation dependent)."
   */
  depoSubqProveraUsInteractions: {
    title:
      "DEPO-SUBQ PROVERA 104 (medroxyprogesterone acetate): drug interactions, section 7 of the US prescribing information",
    publisher: "Pfizer Medical Information (US)",
    url: "https://www.pfizermedicalinformation.com/en-us/depo-subq-provera-104/drug-interactions",
  },
} satisfies Record<string, Reference>;
