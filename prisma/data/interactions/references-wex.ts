// References first cited in the wex round (drug-interactions-parts 77 and 78, medical-contraindications-wex.ts).
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WEX = {
  /**
   * "It's best to avoid taking co-careldopa at the same time as meals containing a lot of protein, such as meat, eggs,
   * cheese, beans or lentils. Protein can reduce the amount of co-careldopa your body takes in, meaning that your
   * medicine will not work properly."
   */
  nhsCoCareldopaHowToTake: {
    title:
      "How and when to take co-careldopa: avoid taking it at the same time as meals containing a lot of protein",
    publisher: "NHS website",
    url: "https://nhs.uk/medicines/co-careldopa/how-and-when-to-take-co-careldopa",
  },
  /** Prescribing notes for co-beneldopa and co-careldopa: "Protein may interfere with levodopa absorption." */
  niFormularyLevodopa: {
    title: "Northern Ireland Formulary 4.9.1.2 Levodopa (co-beneldopa, co-careldopa): prescribing notes",
    publisher: "Northern Ireland Formulary (HSC Northern Ireland)",
    url: "https://niformulary.hscni.net/formulary/4-0-central-nervous-system/4-9-drugs-used-in-parkinsonism-and-related-disorders/4-9-1-dopaminergic-drugs-used-in-parkinsonism/4-9-1-2-levodopa/",
  },
  /**
   * "L-arginine supplements can interact with some medications, including nitroglycerin, some high blood pressure
   * medications and erectile dysfunction medications. Don't take L-arginine supplements if you've had cold sores or
   * genital herpes. Too much L-arginine in your system can trigger the virus that causes those conditions."
   */
  mayoArginineBloodPressure: {
    title: "L-arginine: can it lower blood pressure? (expert answer, high blood pressure)",
    publisher: "Mayo Clinic",
    url: "https://www.mayoclinic.org/diseases-conditions/high-blood-pressure/expert-answers/l-arginine/FAQ-20058052?p=1",
  },
  /**
   * Drugs.com's guar gum monograph (clinical overview) as copied: "Large amounts of guar gum (10 g or more daily) may
   * decrease metformin serum concentrations and should be avoided." The same words stand at Drugs.com's own http address.
   */
  guarGumMonographCopy: {
    title: "Guar gum: clinical overview, interactions (Drugs.com professional monograph, copied)",
    publisher: "Holevn Health (copy of the Drugs.com monograph)",
    url: "https://holevn.org/guar-gum/",
  },
  /**
   * Antidiabetic agents: "concurrent use of guar gum with a sulfonylurea-like glyburide may result in enhanced glucose
   * lowering; however, concurrent use may increase the risk of hypoglycemia. A dose reduction of the sulfonylurea may be
   * required ... guar gum decreased the absorption rate of metformin for the first several hours". Antibiotics: "guar
   * gum reduced the peak concentration ... of penicillin V in serum".
   */
  guarGumNaturalStandard: {
    title: "Guar gum: drug interactions (Natural Standard professional monograph)",
    publisher: "Nutrition House wellness library (Natural Standard content)",
    url: "https://nutritionhouse.info/Library/WellnessItem.aspx?ID=79275",
  },
  /**
   * "Guar gum reduced serum digoxin concentration during the early absorption period ... Both the peak penicillin
   * concentration and the area under the serum curve were significantly reduced by the gum."
   */
  guarGumPenicillinStudy: {
    title:
      "Effect of guar gum, a fibre preparation, on digoxin and penicillin absorption in man (double-blind study in 10 healthy volunteers), abstract",
    publisher: "Scilit (abstract record)",
    url: "https://scilit.net/publications/19b93515aefb8fea63306a63fef14b1a",
  },
  /** Contraindications: "Hypersensitivity; Dysphagia; Stenoses and obstructions in the gastrointestinal tract". */
  sanomedicaGuar: {
    title: "Guar (guar gum and partially hydrolysed guar products): effects, contraindications",
    publisher: "Sanomedica (drug information)",
    url: "https://sanomedica.com/guar/",
  },
  /** Allergies: "Avoid lycopene in individuals with a known allergy/hypersensitivity to lycopene or tomatoes." */
  naturalStandardLycopene: {
    title: "Lycopene: safety, allergies (Natural Standard monograph, powered by Healthline)",
    publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
    url: "https://www.aarpmedicareplans.com/natstandardcontent/lycopene/2.html?brand=",
  },
} satisfies Record<string, Reference>;
