/** @jest-environment node */
// Problems as the GP record in the NHS App names them (SNOMED CT and Read terms) read as the conditions they are.
import { readConditionEntry } from "@/lib/interactions/dictionary";
import { index } from "./shipped-dictionary";

const read = (typed: string) => readConditionEntry(index, typed);

describe("GP record problem terms", () => {
  it.each([
    ["Malignant neoplasm of breast", "breast-cancer"],
    ["Malignant tumour of prostate", "prostate-cancer"],
    ["Carcinoma of colon", "bowel-cancer"],
    ["Malignant neoplasm of bladder", "cancer"],
    ["Chronic obstructive lung disease", "copd"],
    ["Cerebral infarction", "stroke"],
    ["Renal calculus", "kidney-stones"],
    ["Impaired fasting glycaemia", "prediabetes"],
    ["[X]Moderate depressive episode", "depression"],
    ["Left ventricular systolic dysfunction", "heart-failure"],
    ["Human immunodeficiency virus infection", "hiv"],
    ["Kidney replaced by transplant", "kidney-transplant"],
    ["Essential hypertension (disorder)", "hypertension"],
    ["Primary hypothyroidism", "hypothyroidism"],
    ["Patient currently pregnant (finding)", "pregnancy"],
    ["Heavy cigarette smoker (20-39 cigs/day)", "smoker"],
    ["Hypertensive disease NOS", "hypertension"],
    ["Secondary malignant neoplasm of lung", "cancer"],
    ["Metastatic malignant neoplasm to bone", "bone-cancer"],
    ["Acute non-ST segment elevation myocardial infarction", "heart-attack"],
    ["Protein S deficiency", "thrombophilia"],
    ["Seropositive rheumatoid arthritis", "rheumatoid-arthritis"],
  ])("reads “%s” whole as %s", (typed, slug) => {
    expect(read(typed)).toMatchObject({ conditions: [slug], unrecognised: [] });
  });

  it.each(["Asthma resolved", "Depression resolved"])(
    "reads “%s” as it reads the same words after a comma",
    (typed) => {
      expect(read(typed).conditions).toEqual(read(typed.replace(" ", ", ")).conditions);
      expect(read(typed).unrecognised).toEqual([]);
    },
  );

  it.each(["FH: Diabetes mellitus", "FH: Ischaemic heart disease"])(
    "reads “%s” as a relative's condition, not the person's",
    (typed) => {
      expect(read(typed)).toMatchObject({ conditions: [], negatedOnly: true });
    },
  );

  it("reads a relative's breast cancer after “FH:” as the person's family history", () => {
    expect(read("FH: Breast cancer").conditions).toEqual(["family-history-hormone-dependent-cancer"]);
  });

  it("still leaves a word it cannot place unread", () => {
    expect(read("Malignant neoplasm of breast frobnicate").unrecognised).toEqual(["frobnicate"]);
  });
});
