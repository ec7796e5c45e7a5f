// Words people use for the conditions of the medical-contraindication records, shared by every file of them.
export const PREGNANCY = ["pregnant", "pregnancy", "expecting a baby", "expectant mother"];
export const TRYING_TO_CONCEIVE = [
  "trying to conceive",
  "trying for a baby",
  "trying to get pregnant",
  "planning a pregnancy",
];
export const BREASTFEEDING = [
  "breastfeeding",
  "breast-feeding",
  "breast feeding",
  "lactating",
  "nursing mother",
  "chestfeeding",
];
export const CKD = [
  "chronic kidney disease",
  "CKD",
  "kidney disease",
  "renal disease",
  "kidney failure",
  "renal failure",
  "renal impairment",
  "reduced kidney function",
  "dialysis",
];
export const KIDNEY_FAILURE = ["kidney failure", "end-stage kidney disease", "renal failure", "dialysis"];
export const KIDNEY_STONES = ["kidney stones", "renal stones", "nephrolithiasis", "renal calculi"];
export const LIVER_DISEASE = [
  "liver disease",
  "cirrhosis",
  "hepatitis",
  "fatty liver disease",
  "NAFLD",
  "liver impairment",
  "hepatic impairment",
];
export const HAEMOCHROMATOSIS = [
  "haemochromatosis",
  "hemochromatosis",
  "hereditary haemochromatosis",
  "iron overload",
];
export const BLEEDING_DISORDER = [
  "bleeding disorder",
  "haemophilia",
  "hemophilia",
  "von Willebrand disease",
  "low platelets",
  "thrombocytopenia",
  "easy bruising",
];
export const THYROID_DISEASE = [
  "thyroid disease",
  "thyroid condition",
  "hypothyroidism",
  "underactive thyroid",
  "hyperthyroidism",
  "overactive thyroid",
  "Hashimoto's thyroiditis",
  "Graves' disease",
];
export const DIABETES = ["diabetes", "type 1 diabetes", "type 2 diabetes", "diabetic"];
export const HYPERTENSION = ["high blood pressure", "hypertension", "raised blood pressure"];
export const HEART_FAILURE = ["heart failure", "cardiac failure"];
// "SLE" is left out on purpose: substring matching found it inside "sleep".
export const AUTOIMMUNE = [
  "autoimmune disease",
  "autoimmune condition",
  "lupus",
  "rheumatoid arthritis",
  "multiple sclerosis",
  "inflammatory bowel disease",
];
export const SURGERY = ["upcoming surgery", "planned surgery", "planned operation", "having an operation"];
export const SARCOIDOSIS = ["sarcoidosis", "sarcoid"];
export const PRIMARY_HYPERPARATHYROIDISM = [
  "primary hyperparathyroidism",
  "hyperparathyroidism",
  "overactive parathyroid",
];
export const HYPERCALCAEMIA = ["hypercalcaemia", "hypercalcemia", "high blood calcium", "high calcium"];

/** The pregnancy and breastfeeding conditions, with the words above, as condition records name them. */
export const PREGNANT = {
  condition: "pregnancy",
  conditionName: "Pregnancy",
  conditionSynonyms: PREGNANCY,
} as const;
export const BREASTFEEDS = {
  condition: "breastfeeding",
  conditionName: "Breastfeeding",
  conditionSynonyms: BREASTFEEDING,
} as const;
