// Conditions people type that the wx4 round's blind probe found missing, each cited to a page read here.
import type { Condition } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const UHBRISTOL_ICD: Reference = {
  title:
    "Implantable cardioverter defibrillator (ICD): ICDs are used to treat harmful heart rhythm disturbances; an ICD looks similar to a pacemaker but is slightly bigger",
  publisher: "University Hospitals Bristol NHS Foundation Trust (Bristol Heart Institute)",
  url: "https://uhbristol.nhs.uk/patients-and-visitors/your-hospitals/bristol-heart-institute-clinical-services/cardiology/what-we-do/implantable-cardioverter-defibrillator-(icd)",
};
const NIDIRECT_NEPHROTIC: Reference = {
  title:
    "Nephrotic syndrome: a condition that causes the kidneys to leak large amounts of protein into the urine; problems include blood clots, infections, loss of vitamin D leading to bone disease and acute renal failure",
  publisher: "nidirect (Northern Ireland government health information)",
  url: "https://nidirect.gov.uk/conditions/nephrotic-syndrome",
};
const NKF_NEPHROTIC: Reference = {
  title:
    "Nephrotic syndrome in adults: nephrotic syndrome is a kidney disease that leads to leakage of protein from the blood into the urine",
  publisher: "National Kidney Federation (UK)",
  url: "https://www.kidney.org.uk/nephrotic-syndrome-in-adults",
};
const KIDNEY_CARE_UK_LUPUS_NEPHRITIS: Reference = {
  title:
    "Lupus nephritis: a kidney condition caused by the autoimmune disease systemic lupus erythematosus (SLE); left untreated, the inflammation can progress to cause scarring and kidney failure",
  publisher: "Kidney Care UK",
  url: "https://kidneycareuk.org/kidney-disease-information/kidney-conditions/lupus-nephritis/",
};
const NICE_HYPOMAGNESAEMIA: Reference = {
  title:
    "Hypomagnesaemia: magnesium supplements (evidence summary ESUOM4, information for the public): a condition in which someone has abnormally low levels of magnesium in their blood",
  publisher: "National Institute for Health and Care Excellence (NICE)",
  url: "https://www.nice.org.uk/advice/esuom4/ifp/chapter/what-is-hypomagnesaemia",
};

export const CONDITIONS_WX4: Condition[] = [
  // Under arrhythmia: an ICD is fitted for a dangerous heart rhythm (or its risk), so the rhythm records reach it.
  // Bare "ICD" stays unread: it is also the International Classification of Diseases and other things.
  {
    slug: "implantable-cardioverter-defibrillator",
    name: "Implantable cardioverter defibrillator (ICD)",
    synonyms: [
      "implantable cardioverter defibrillator",
      "implantable cardioverter-defibrillator",
      "implantable cardiac defibrillator",
      "implanted defibrillator",
      "internal defibrillator",
      "ICD fitted",
      "ICD implanted",
      "ICD device",
      "subcutaneous ICD",
      "S-ICD",
    ],
    parents: ["arrhythmia"],
    references: [UHBRISTOL_ICD],
  },
  // A kidney disease (National Kidney Federation), so the kidney disease records reach it.
  {
    slug: "nephrotic-syndrome",
    name: "Nephrotic syndrome",
    synonyms: ["nephrotic syndrome", "nephrotic"],
    parents: ["chronic-kidney-disease"],
    references: [NIDIRECT_NEPHROTIC, NKF_NEPHROTIC],
  },
  // The kidneys inflamed by lupus: both the lupus and the kidney disease records reach it.
  {
    slug: "lupus-nephritis",
    name: "Lupus nephritis",
    synonyms: ["lupus nephritis", "SLE nephritis", "lupus kidney disease"],
    parents: ["lupus", "chronic-kidney-disease"],
    references: [KIDNEY_CARE_UK_LUPUS_NEPHRITIS],
  },
  // A low blood magnesium, as low potassium and low sodium already have entries.
  {
    slug: "hypomagnesaemia",
    name: "Low magnesium (hypomagnesaemia)",
    synonyms: [
      "hypomagnesaemia",
      "hypomagnesemia",
      "low magnesium",
      "low magnesium levels",
      "low blood magnesium",
      "low serum magnesium",
      "magnesium deficiency",
      "magnesium deficient",
    ],
    parents: [],
    references: [NICE_HYPOMAGNESAEMIA],
  },
];
