// Wordings of dictionary conditions people type that were unread (the wcn10 round): births as events, IVF, misspellings.
import type { Wordings } from "./class-wordings";

export const CONDITION_WORDINGS_WCN10: Wordings = {
  // "Had a baby 3 weeks ago": a transient state, so "had a baby 5 years ago" or "last year" reads as over.
  "recently-given-birth": [
    "had a baby",
    "had my baby",
    "gave birth",
    "given birth",
    "had a c-section",
    "had a caesarean",
    "had a caesarean section",
  ],
  // Bare "nursing" stays unread: a nursing home, nursing a cold, a nurse's work.
  breastfeeding: ["nursing a baby", "nursing my son", "nursing my daughter"],
  // The steps of an IVF cycle (Fertility Network UK): ovarian stimulation, egg collection, embryo transfer.
  "trying-to-conceive": ["egg collection", "egg retrieval", "embryo transfer", "frozen embryo transfer"],
  // A higher creatinine means reduced kidney function, which the dictionary already reads as kidney disease.
  "chronic-kidney-disease": [
    "raised creatinine",
    "high creatinine",
    "elevated creatinine",
    "raised serum creatinine",
    // UK Kidney Association: ADPKD's cysts slowly damage the kidneys. "Kidney disease" in it already read as this.
    "polycystic kidney disease",
    "autosomal dominant polycystic kidney disease",
    "ADPKD",
  ],
  // A PSA test is a blood test; a raised PSA is its own condition, and bare "PSA" is left unread.
  "upcoming-blood-test": ["PSA test", "PSA blood test"],
  "myasthenia-gravis": ["myasthenia"],
  // UK Thalassaemia Society: "Beta Thalassaemia Carrier (Beta Thal Minor or Beta Thal Trait)"; "minor" had been unread.
  "thalassaemia-trait": [
    "thalassaemia minor",
    "thalassemia minor",
    "beta thalassaemia minor",
    "beta thal minor",
    "thal minor",
    "beta thalassaemia carrier",
  ],
  // "Schizoaffective disorder" already reads as schizophrenia; the word alone did not.
  schizophrenia: ["schizoaffective", "schizo-affective disorder", "schitzophrenia", "skitzophrenia"],
  "heart-valve-disease": ["leaky valve"],
  asthma: ["asma", "athsma", "athma", "astmatic"],
  diabetes: ["diabeties", "diabetis", "diabites", "diebetes", "diabetese"],
  arthritis: ["arthritus", "arthiritis", "athritis", "artheritis"],
  osteoarthritis: ["osteoarthritus"],
  "rheumatoid-arthritis": ["rheumatoid arthritus", "rhuematoid arthritis", "rheumatiod arthritis"],
  epilepsy: ["epilepsey", "epilespy", "epelepsy"],
  dementia: ["demensia", "alzhiemers", "altzheimers"],
  depression: ["depresion", "depresssion"],
  anxiety: ["anxeity", "anxity"],
  "high-cholesterol": ["high colesterol", "high cholestrol"],
  osteoporosis: ["osteoperosis", "osteoporsis"],
  fibromyalgia: ["fibromialgia", "fibromyalga"],
  psoriasis: ["psorasis", "soriasis"],
  "atopic-eczema": ["exzema", "ezcema", "exema", "eczma"],
  migraine: ["migrane", "migrains"],
  copd: ["emphasema", "emphysemia"],
  haemorrhoids: ["haemorroids"],
  hypothyroidism: ["hypothyroidisim", "hypothyriodism", "hypothroidism", "underactive thyriod"],
  "thyroid-disease": ["thyriod"],
  hypertension: ["hypertenshion"],
  "heart-failure": ["heart faliure"],
  "parkinsons-disease": ["parkinsins"],
  "bipolar-disorder": ["biploar"],
  insomnia: ["insomina"],
  endometriosis: ["endometriossis"],
  "crohns-disease": ["chrones"],
  "coeliac-disease": ["coealiac"],
};
