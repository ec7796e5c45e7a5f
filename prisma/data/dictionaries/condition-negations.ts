// Test data for the condition matcher (used by tests/unit/interactions/condition-dictionary.test.ts and
// meant for the engine's own tests): phrases as people type them in the "medical conditions" box.
//
// NEGATION_CASES must NOT produce the listed conditions: negations ("not pregnant", "non-smoker",
// "HIV negative"), past smoking, states that are over ("was pregnant last year", "had chemo 5 years ago";
// a lasting condition in the same words still counts), family history and other mentions that are not
// the person's own condition. A substring matcher fires on almost all of them (that was the bug); some still name a
// condition the person does have (`stillMatches`), e.g. "stage 3 CKD, not on dialysis".
//
// Past smoking: UK advice (Food Standards Scotland, from the NHS text) is that "people who smoke or have
// been exposed to asbestos" should not take beta-carotene; the trials that found more lung cancer
// (ATBC: current smokers only; CARET: current smokers, people who had quit in the previous 6 years and
// asbestos-exposed workers) and EFSA's 2012 statement (heavy smokers) concern smokers. An ex-smoker is
// therefore recognised as "former-smoker", not "smoker" (no beta-carotene record targets it; CARET's
// recent quitters are the one reason a clinician might still mention it).
//
// POSITIVE_CASES must still produce the listed conditions (and not the `mustNotMatch` ones): plain
// names, abbreviations, US spellings, lay terms, medical names that begin with "non-" ("non-alcoholic
// fatty liver disease"), and phrases where a longer, more specific condition contains a shorter one
// ("pulmonary hypertension" is not high blood pressure; "sleep apnoea" is not lupus).

type NegationKind = "negated" | "past" | "family" | "not-the-person";

export interface NegationCase {
  phrase: string;
  kind: NegationKind;
  /** Condition slugs that must not be matched. */
  mustNotMatch: string[];
  /** Condition slugs that must still be matched from the rest of the phrase. */
  stillMatches?: string[];
}

export interface PositiveCase {
  phrase: string;
  /** Condition slugs that must be matched (directly, not only through a parent). */
  expected: string[];
  /** Condition slugs that must not be matched (a shorter phrase inside a longer, different one). */
  mustNotMatch?: string[];
}

export const NEGATION_CASES: NegationCase[] = [
  { phrase: "not pregnant", kind: "negated", mustNotMatch: ["pregnancy"] },
  { phrase: "Not currently pregnant", kind: "negated", mustNotMatch: ["pregnancy"] },
  { phrase: "no longer pregnant", kind: "negated", mustNotMatch: ["pregnancy"] },
  { phrase: "pregnancy test negative", kind: "negated", mustNotMatch: ["pregnancy"] },
  { phrase: "not trying to conceive", kind: "negated", mustNotMatch: ["trying-to-conceive"] },
  { phrase: "not breastfeeding", kind: "negated", mustNotMatch: ["breastfeeding"] },
  { phrase: "stopped breastfeeding last year", kind: "past", mustNotMatch: ["breastfeeding"] },
  {
    phrase: "pregnant, not breastfeeding",
    kind: "negated",
    mustNotMatch: ["breastfeeding"],
    stillMatches: ["pregnancy"],
  },
  { phrase: "Non-smoker", kind: "negated", mustNotMatch: ["smoker"] },
  { phrase: "nonsmoker", kind: "negated", mustNotMatch: ["smoker"] },
  { phrase: "non smoker", kind: "negated", mustNotMatch: ["smoker"] },
  { phrase: "never smoked", kind: "negated", mustNotMatch: ["smoker"] },
  { phrase: "never been a smoker", kind: "negated", mustNotMatch: ["smoker"] },
  { phrase: "ex-smoker", kind: "past", mustNotMatch: ["smoker"], stillMatches: ["former-smoker"] },
  { phrase: "exsmoker", kind: "past", mustNotMatch: ["smoker"], stillMatches: ["former-smoker"] },
  { phrase: "quit smoking", kind: "past", mustNotMatch: ["smoker"], stillMatches: ["former-smoker"] },
  {
    phrase: "stopped smoking 10 years ago",
    kind: "past",
    mustNotMatch: ["smoker"],
    stillMatches: ["former-smoker"],
  },
  {
    phrase: "gave up smoking in 2015",
    kind: "past",
    mustNotMatch: ["smoker"],
    stillMatches: ["former-smoker"],
  },
  { phrase: "used to smoke", kind: "past", mustNotMatch: ["smoker"], stillMatches: ["former-smoker"] },
  { phrase: "was a smoker", kind: "past", mustNotMatch: ["smoker"] },
  { phrase: "was pregnant last year", kind: "past", mustNotMatch: ["pregnancy"] },
  { phrase: "pregnant in 2023", kind: "past", mustNotMatch: ["pregnancy"] },
  { phrase: "had a baby in May", kind: "past", mustNotMatch: ["pregnancy"] },
  {
    phrase: "had gestational diabetes in my last pregnancy",
    kind: "past",
    mustNotMatch: ["gestational-diabetes", "pregnancy"],
  },
  { phrase: "was trying for a baby last year", kind: "past", mustNotMatch: ["trying-to-conceive"] },
  { phrase: "had chemo 5 years ago", kind: "past", mustNotMatch: ["undergoing-chemotherapy"] },
  {
    phrase: "had chemo for breast cancer in 2019",
    kind: "past",
    mustNotMatch: ["undergoing-chemotherapy"],
    stillMatches: ["breast-cancer"],
  },
  { phrase: "finished radiotherapy in 2022", kind: "past", mustNotMatch: ["having-radiotherapy"] },
  { phrase: "had surgery in 2019", kind: "past", mustNotMatch: ["upcoming-surgery"] },
  { phrase: "was on dialysis before my transplant", kind: "past", mustNotMatch: ["dialysis"] },
  { phrase: "no kidney problems", kind: "negated", mustNotMatch: ["chronic-kidney-disease"] },
  {
    phrase: "type 2 diabetes, no kidney disease",
    kind: "negated",
    mustNotMatch: ["chronic-kidney-disease"],
    stillMatches: ["type-2-diabetes"],
  },
  {
    phrase: "stage 3 CKD, not on dialysis",
    kind: "negated",
    mustNotMatch: ["dialysis"],
    stillMatches: ["chronic-kidney-disease"],
  },
  {
    phrase: "kidney failure untreated by dialysis",
    kind: "negated",
    mustNotMatch: ["dialysis"],
    stillMatches: ["kidney-failure"],
  },
  {
    phrase: "severe renal impairment untreated with haemodialysis",
    kind: "negated",
    mustNotMatch: ["dialysis"],
    stillMatches: ["severe-kidney-disease"],
  },
  { phrase: "No history of stroke", kind: "negated", mustNotMatch: ["stroke"] },
  { phrase: "no history of kidney stones", kind: "negated", mustNotMatch: ["kidney-stones"] },
  {
    phrase: "no severe kidney disease",
    kind: "negated",
    mustNotMatch: ["severe-kidney-disease", "chronic-kidney-disease"],
  },
  { phrase: "had an operation in 2019", kind: "past", mustNotMatch: ["upcoming-surgery"] },
  { phrase: "had surgery last week", kind: "past", mustNotMatch: ["upcoming-surgery"] },
  { phrase: "after my operation", kind: "past", mustNotMatch: ["upcoming-surgery"] },
  { phrase: "post-op", kind: "past", mustNotMatch: ["upcoming-surgery"] },
  { phrase: "recovering from my operation", kind: "past", mustNotMatch: ["upcoming-surgery"] },
  { phrase: "I had my op in March", kind: "past", mustNotMatch: ["upcoming-surgery"] },
  { phrase: "surgery 3 days ago", kind: "past", mustNotMatch: ["upcoming-surgery"] },
  { phrase: "just had an operation", kind: "past", mustNotMatch: ["upcoming-surgery"] },
  { phrase: "since my op I have been tired", kind: "past", mustNotMatch: ["upcoming-surgery"] },
  { phrase: "operation done, healing well", kind: "past", mustNotMatch: ["upcoming-surgery"] },
  { phrase: "having had surgery in the spring", kind: "past", mustNotMatch: ["upcoming-surgery"] },
  { phrase: "post surgery check up", kind: "past", mustNotMatch: ["upcoming-surgery"] },
  { phrase: "had surgery before Christmas", kind: "past", mustNotMatch: ["upcoming-surgery"] },
  {
    phrase: "CKD stage 4, not on dialysis",
    kind: "negated",
    mustNotMatch: ["dialysis"],
    stillMatches: ["severe-kidney-disease"],
  },
  { phrase: "finished chemotherapy 3 years ago", kind: "past", mustNotMatch: ["undergoing-chemotherapy"] },
  { phrase: "never had a heart attack", kind: "negated", mustNotMatch: ["heart-attack"] },
  { phrase: "denies liver disease", kind: "negated", mustNotMatch: ["liver-disease"] },
  { phrase: "without liver problems", kind: "negated", mustNotMatch: ["liver-disease"] },
  { phrase: "without diabetes", kind: "negated", mustNotMatch: ["diabetes"] },
  { phrase: "not diabetic", kind: "negated", mustNotMatch: ["diabetes"] },
  { phrase: "non-diabetic", kind: "negated", mustNotMatch: ["diabetes"] },
  { phrase: "no thyroid problems", kind: "negated", mustNotMatch: ["thyroid-disease"] },
  { phrase: "no heart problems", kind: "negated", mustNotMatch: ["cardiovascular-disease"] },
  { phrase: "no bleeding disorders", kind: "negated", mustNotMatch: ["bleeding-disorder"] },
  { phrase: "no autoimmune conditions", kind: "negated", mustNotMatch: ["autoimmune-disease"] },
  { phrase: "free of cancer", kind: "negated", mustNotMatch: ["cancer"] },
  { phrase: "cancer-free since 2019", kind: "negated", mustNotMatch: ["cancer"] },
  { phrase: "negative for HIV", kind: "negated", mustNotMatch: ["hiv"] },
  { phrase: "HIV negative", kind: "negated", mustNotMatch: ["hiv"] },
  { phrase: "coeliac disease ruled out", kind: "negated", mustNotMatch: ["coeliac-disease"] },
  { phrase: "family history of diabetes", kind: "family", mustNotMatch: ["diabetes"] },
  { phrase: "family history of heart disease", kind: "family", mustNotMatch: ["cardiovascular-disease"] },
  { phrase: "mother has breast cancer", kind: "family", mustNotMatch: ["breast-cancer", "cancer"] },
  { phrase: "dad had a stroke", kind: "family", mustNotMatch: ["stroke"] },
  { phrase: "my partner is pregnant", kind: "not-the-person", mustNotMatch: ["pregnancy"] },
  {
    phrase: "vaccinated against hepatitis B",
    kind: "not-the-person",
    mustNotMatch: ["hepatitis-b", "hepatitis"],
  },
  { phrase: "breast cancer screening", kind: "not-the-person", mustNotMatch: ["breast-cancer", "cancer"] },
];

export const POSITIVE_CASES: PositiveCase[] = [
  { phrase: "pregnant", expected: ["pregnancy"] },
  { phrase: "Pregnant (12 weeks)", expected: ["pregnancy"] },
  { phrase: "expecting a baby in May", expected: ["pregnancy"] },
  { phrase: "trying for a baby", expected: ["trying-to-conceive"], mustNotMatch: ["pregnancy"] },
  { phrase: "trying to get pregnant", expected: ["trying-to-conceive"], mustNotMatch: ["pregnancy"] },
  { phrase: "breastfeeding my 3 month old", expected: ["breastfeeding"] },
  { phrase: "breastfeeding my baby", expected: ["breastfeeding"] },
  { phrase: "expressing milk", expected: ["breastfeeding"] },
  { phrase: "lactation", expected: ["breastfeeding"] },
  { phrase: "gestational diabetes", expected: ["gestational-diabetes"] },
  { phrase: "smoker", expected: ["smoker"] },
  { phrase: "heavy smoker", expected: ["smoker"] },
  { phrase: "I smoke 10 a day", expected: ["smoker"] },
  { phrase: "ex-smoker", expected: ["former-smoker"], mustNotMatch: ["smoker"] },
  { phrase: "worked with asbestos in the 1980s", expected: ["asbestos-exposure"] },
  { phrase: "type 2 diabetes", expected: ["type-2-diabetes"], mustNotMatch: ["type-1-diabetes"] },
  { phrase: "T2DM", expected: ["type-2-diabetes"] },
  {
    phrase: "non-insulin-dependent diabetes",
    expected: ["type-2-diabetes"],
    mustNotMatch: ["type-1-diabetes"],
  },
  { phrase: "type 2 diabetes, no complications", expected: ["type-2-diabetes"] },
  { phrase: "type 1 diabetic", expected: ["type-1-diabetes"] },
  { phrase: "non-diabetic hyperglycaemia", expected: ["prediabetes"], mustNotMatch: ["diabetes"] },
  { phrase: "borderline diabetes", expected: ["prediabetes"], mustNotMatch: ["diabetes"] },
  { phrase: "stage 3 CKD", expected: ["chronic-kidney-disease"] },
  {
    phrase: "stage 4 CKD",
    expected: ["severe-kidney-disease"],
    mustNotMatch: ["kidney-failure"],
  },
  { phrase: "severe renal impairment", expected: ["severe-kidney-disease"] },
  { phrase: "CKD 4", expected: ["severe-kidney-disease"] },
  { phrase: "kidney disease stage 5", expected: ["kidney-failure"], mustNotMatch: ["severe-kidney-disease"] },
  { phrase: "G6PD deficient", expected: ["g6pd-deficiency"] },
  { phrase: "CKD stage 5 on dialysis", expected: ["kidney-failure", "dialysis"] },
  { phrase: "acute renal failure", expected: ["acute-kidney-injury"], mustNotMatch: ["kidney-failure"] },
  { phrase: "kidney transplant", expected: ["kidney-transplant"] },
  { phrase: "kidney stones", expected: ["kidney-stones"] },
  { phrase: "non-alcoholic fatty liver disease", expected: ["fatty-liver-disease"] },
  { phrase: "non-alcoholic steatohepatitis", expected: ["fatty-liver-disease"] },
  { phrase: "NAFLD", expected: ["fatty-liver-disease"] },
  { phrase: "hemochromatosis", expected: ["haemochromatosis"] },
  { phrase: "Wilson's disease", expected: ["wilsons-disease"] },
  {
    phrase: "primary biliary cirrhosis",
    expected: ["primary-biliary-cholangitis"],
    mustNotMatch: ["cirrhosis"],
  },
  { phrase: "I have lupus", expected: ["lupus"] },
  { phrase: "SLE", expected: ["lupus"] },
  { phrase: "sleep apnoea", expected: ["sleep-apnoea"], mustNotMatch: ["lupus", "autoimmune-disease"] },
  { phrase: "obstructive sleep apnea", expected: ["sleep-apnoea"], mustNotMatch: ["lupus"] },
  { phrase: "MS", expected: ["multiple-sclerosis"] },
  { phrase: "RA", expected: ["rheumatoid-arthritis"] },
  { phrase: "IBD", expected: ["inflammatory-bowel-disease"] },
  { phrase: "Crohn's disease", expected: ["crohns-disease"] },
  { phrase: "celiac disease", expected: ["coeliac-disease"] },
  { phrase: "underactive thyroid", expected: ["hypothyroidism"] },
  { phrase: "Hashimoto's", expected: ["hashimotos-thyroiditis"] },
  { phrase: "Graves' disease", expected: ["graves-disease"] },
  { phrase: "hyperparathyroidism", expected: ["primary-hyperparathyroidism"] },
  {
    phrase: "secondary hyperparathyroidism",
    expected: ["secondary-hyperparathyroidism"],
    mustNotMatch: ["primary-hyperparathyroidism"],
  },
  { phrase: "high calcium", expected: ["hypercalcaemia"] },
  { phrase: "sarcoidosis", expected: ["sarcoidosis"] },
  { phrase: "high blood pressure", expected: ["hypertension"] },
  {
    phrase: "pulmonary hypertension",
    expected: ["pulmonary-hypertension"],
    mustNotMatch: ["hypertension"],
  },
  { phrase: "ocular hypertension", expected: ["ocular-hypertension"], mustNotMatch: ["hypertension"] },
  { phrase: "AF", expected: ["atrial-fibrillation"] },
  { phrase: "atrial fibrillation on warfarin", expected: ["atrial-fibrillation"] },
  {
    phrase: "mini-stroke last year",
    expected: ["transient-ischaemic-attack"],
    mustNotMatch: ["stroke"],
  },
  { phrase: "manic depression", expected: ["bipolar-disorder"], mustNotMatch: ["depression"] },
  { phrase: "anemia", expected: ["anaemia"] },
  { phrase: "thalassaemia trait", expected: ["thalassaemia-trait"], mustNotMatch: ["thalassaemia"] },
  { phrase: "G6PD deficiency", expected: ["g6pd-deficiency"] },
  { phrase: "PKU", expected: ["phenylketonuria"] },
  { phrase: "esophageal reflux", expected: ["gord"] },
  { phrase: "COPD", expected: ["copd"] },
  { phrase: "asthma, not well controlled", expected: ["asthma"] },
  { phrase: "HIV positive", expected: ["hiv"] },
  { phrase: "non-Hodgkin lymphoma", expected: ["lymphoma"] },
  { phrase: "non-Hodgkin's lymphoma", expected: ["lymphoma"] },
  { phrase: "non-small cell lung cancer", expected: ["lung-cancer"] },
  { phrase: "upcoming surgery", expected: ["upcoming-surgery"] },
  { phrase: "having an operation next month", expected: ["upcoming-surgery"] },
  { phrase: "expecting", expected: ["pregnancy"] },
  { phrase: "having a baby in June", expected: ["pregnancy"] },
  { phrase: "due in March", expected: ["pregnancy"] },
  { phrase: "16 weeks pregnant", expected: ["pregnancy"] },
  { phrase: "12 weeks gone", expected: ["pregnancy"] },
  { phrase: "pregnant with my second", expected: ["pregnancy"] },
  { phrase: "I'm on chemo for breast cancer", expected: ["undergoing-chemotherapy", "breast-cancer"] },
  { phrase: "radiotherapy", expected: ["having-radiotherapy"] },
  { phrase: "on radiation therapy", expected: ["having-radiotherapy"] },
  { phrase: "started chemo 2 years ago", expected: ["undergoing-chemotherapy"] },
  { phrase: "had a stroke last year", expected: ["stroke"] },
  { phrase: "had a heart attack in 2020", expected: ["heart-attack"] },
  { phrase: "had a kidney transplant", expected: ["kidney-transplant"] },
  { phrase: "liver transplant in 2015", expected: ["liver-transplant"] },
  { phrase: "my thyroid is underactive", expected: ["hypothyroidism"] },
  { phrase: "thyroid is overactive", expected: ["hyperthyroidism"] },
  { phrase: "surgery next week", expected: ["upcoming-surgery"] },
  { phrase: "having an operation on Monday", expected: ["upcoming-surgery"] },
  { phrase: "op next month", expected: ["upcoming-surgery"] },
  { phrase: "surgery due in March", expected: ["upcoming-surgery"] },
  { phrase: "expecting surgery", expected: ["upcoming-surgery"], mustNotMatch: ["pregnancy"] },
  { phrase: "op next week", expected: ["upcoming-surgery"] },
  { phrase: "having surgery on Friday", expected: ["upcoming-surgery"] },
  { phrase: "before my operation", expected: ["upcoming-surgery"] },
  { phrase: "pre-op assessment", expected: ["upcoming-surgery"] },
  { phrase: "pre-op", expected: ["upcoming-surgery"] },
  { phrase: "had my pre-op assessment yesterday", expected: ["upcoming-surgery"] },
  { phrase: "surgery in 2 weeks", expected: ["upcoming-surgery"] },
  { phrase: "surgery after Christmas", expected: ["upcoming-surgery"] },
  { phrase: "operation after the new year", expected: ["upcoming-surgery"] },
  { phrase: "going to have an operation in a couple of weeks", expected: ["upcoming-surgery"] },
  { phrase: "waiting for surgery", expected: ["upcoming-surgery"] },
  { phrase: "recovered from my last op, another operation next month", expected: ["upcoming-surgery"] },
  {
    phrase: "weight loss surgery",
    expected: ["weight-loss-surgery"],
    mustNotMatch: ["upcoming-surgery"],
  },
  { phrase: "enlarged prostate", expected: ["benign-prostatic-hyperplasia"] },
  { phrase: "BPH", expected: ["benign-prostatic-hyperplasia"] },
  { phrase: "sickle cell", expected: ["sickle-cell-disease"] },
  { phrase: "sickle cell trait", expected: ["sickle-cell-trait"], mustNotMatch: ["sickle-cell-disease"] },
  { phrase: "shellfish allergy", expected: ["shellfish-allergy"] },
  { phrase: "allergic to shellfish", expected: ["shellfish-allergy"] },
];
