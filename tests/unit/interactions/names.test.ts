import { buildDictionaryIndex, readConditionEntry, readMedicineEntry } from "@/lib/interactions/dictionary";
import {
  buildPhraseIndex,
  editDistance,
  namesBeginningWith,
  normaliseName,
  readPhrases,
} from "@/lib/interactions/names";
import { readProfile } from "@/lib/interactions/profile";
import { DICTIONARIES as SHIPPED } from "@/prisma/data/dictionaries";
import { NEGATION_CASES, POSITIVE_CASES } from "@/prisma/data/dictionaries/condition-negations";

import { DICTIONARIES } from "./fixtures";

const dictionary = buildDictionaryIndex(DICTIONARIES);
const shipped = buildDictionaryIndex(SHIPPED);

describe("normaliseName", () => {
  it("ignores case, accents, apostrophes and punctuation", () => {
    expect(normaliseName("St John’s Wort")).toBe("st johns wort");
    expect(normaliseName("Co-Codamol 30/500")).toBe("co codamol 30 500");
    expect(normaliseName("Zoë's  café")).toBe("zoes cafe");
  });
});

describe("whole-name matching, never substrings", () => {
  it("tells citalopram from escitalopram", () => {
    expect(readMedicineEntry(dictionary, "citalopram 20mg").medicines).toEqual(["citalopram"]);
    expect(readMedicineEntry(dictionary, "Escitalopram").medicines).toEqual(["escitalopram"]);
  });

  it("does not find SLE (lupus) inside 'sleep apnoea'", () => {
    expect(readConditionEntry(dictionary, "sleep apnoea").conditions).toEqual(["sleep-apnoea"]);
    expect(readConditionEntry(dictionary, "SLE").conditions).toEqual(["lupus"]);
  });

  it("recognises brands, US names and the parts of a combination product", () => {
    expect(readMedicineEntry(dictionary, "Eltroxin 100 micrograms each morning").medicines).toEqual([
      "levothyroxine",
    ]);
    expect(readMedicineEntry(dictionary, "acetaminophen").medicines).toEqual(["paracetamol"]);
    expect(readMedicineEntry(dictionary, "co-codamol 30/500 two tablets four times a day").medicines).toEqual(
      ["co-codamol", "codeine", "paracetamol"],
    );
  });

  it("keeps a group named without a medicine apart, so only group-wide records apply", () => {
    const reading = readMedicineEntry(dictionary, "a statin");
    expect(reading.medicines).toEqual([]);
    expect(reading.classesOnly).toEqual(["statin"]);
  });
});

describe("negation", () => {
  it.each([
    ["not pregnant"],
    ["Non-smoker"],
    ["nonsmoker"],
    ["no kidney disease"],
    ["never had diabetes"],
    ["ex-smoker"],
    ["I don't smoke"],
  ])("“%s” names nothing present", (typed) => {
    const reading = readConditionEntry(dictionary, typed);
    expect(reading.conditions).toEqual([]);
    expect(reading.unrecognised).toEqual([]);
  });

  it("stops at 'and' and at a comma", () => {
    expect(readConditionEntry(dictionary, "not pregnant and diabetic").conditions).toEqual(["diabetes"]);
    expect(readConditionEntry(dictionary, "no CKD, smoker").conditions).toEqual(["smoker"]);
  });

  it("still reads the plain statements", () => {
    expect(readConditionEntry(dictionary, "pregnant (12 weeks)").conditions).toEqual(["pregnancy"]);
    expect(readConditionEntry(dictionary, "heavy smoker").unrecognised).toEqual(["heavy"]);
    expect(readMedicineEntry(dictionary, "stopped warfarin last year").negatedOnly).toBe(true);
  });
});

describe("unrecognised words and suggestions", () => {
  it("reports what it does not know, with close dictionary names", () => {
    const reading = readMedicineEntry(dictionary, "warfrin 3mg");
    expect(reading.medicines).toEqual([]);
    expect(reading.unrecognised).toEqual(["warfrin"]);
    expect(reading.suggestions).toEqual(["Warfarin"]);
  });

  it("offers a brand's products by name when the brand alone is typed, and checks none of them", () => {
    const reading = readMedicineEntry(shipped, "Solpadeine");
    expect(reading.medicines).toEqual([]);
    expect(reading.classesOnly).toEqual(["brand-solpadeine"]);
    expect(reading.suggestions).toEqual(["Solpadeine Max", "Solpadeine Headache", "Solpadeine Plus"]);
    for (const name of reading.suggestions) {
      expect(readMedicineEntry(shipped, name).unrecognised).toEqual([]);
    }
  });

  it("names a supplement typed among medicines, without medicine suggestions for it", () => {
    expect(readMedicineEntry(shipped, "St John's wort 300 mg")).toMatchObject({
      medicines: [],
      supplements: ["St John's wort"],
      suggestions: [],
    });
    expect(readMedicineEntry(shipped, "vitamin D").supplements).toEqual(["Vitamin D3"]);
    // "vit", as lists shorten it.
    expect(readMedicineEntry(shipped, "vit D").supplements).toEqual(["Vitamin D3"]);
    expect(readMedicineEntry(shipped, "Vit B12").supplements).toEqual(["Vitamin B12"]);
    expect(readMedicineEntry(shipped, "sertraline and st johns wort")).toMatchObject({
      medicines: ["sertraline"],
      supplements: ["St John's wort"],
    });
    expect(readMedicineEntry(shipped, "stopped St John's wort").supplements).toEqual([]);
    expect(readMedicineEntry(shipped, "warfarin").supplements).toEqual([]);
  });

  it("names each product of a family once, shortest name first", () => {
    const index = buildPhraseIndex([
      ["Acme Cold", "cold"],
      ["Acme Cold Tablets", "cold"],
      ["Acme Night", "night"],
    ]);
    expect(namesBeginningWith(index, "Acme", "acme")).toEqual(["Acme Cold", "Acme Night"]);
    expect(namesBeginningWith(index, "Acme 2 tablets", "acme")).toEqual(["Acme Cold", "Acme Night"]);
    expect(namesBeginningWith(index, "acme night", "acme")).toEqual([]);
    expect(namesBeginningWith(index, "acme day", "acme")).toEqual([]);
    expect(namesBeginningWith(index, "Zeta", "zeta")).toEqual([]);
  });

  it("does not let dose and frequency words count as unknown", () => {
    expect(readMedicineEntry(dictionary, "Metformin 500 mg twice daily with meals").unrecognised).toEqual([]);
  });

  it.each([
    ["doxycycline for acne", ["doxycycline"]],
    ["propranolol 40mg for anxiety", ["propranolol"]],
    ["metformin for type 2 diabetes", ["metformin"]],
    ["fluticasone nasal spray", ["fluticasone"]],
    ["warfarin as directed by the clinic (INR 2-3)", ["warfarin"]],
    ["methotrexate 15mg on Mondays", ["methotrexate"]],
  ])(
    "reads %s fully: what it is for, where and how it is used are no part of its name",
    (typed, medicines) => {
      const reading = readMedicineEntry(shipped, typed);
      expect(reading.medicines).toEqual(medicines);
      expect(reading.unrecognised).toEqual([]);
    },
  );

  it("still says a condition typed alone among medicines is not a medicine", () => {
    expect(readMedicineEntry(shipped, "acne")).toMatchObject({ medicines: [], unrecognised: ["acne"] });
    expect(readMedicineEntry(shipped, "xylozumab for psoriasis").unrecognised).toEqual([
      "xylozumab",
      "psoriasis",
    ]);
  });

  it("passes over how a medicine is taken and, after 'for', 'when' or 'if', what it is for", () => {
    for (const [typed, slug] of [
      ["amitriptyline 10mg for nerve pain", "amitriptyline"],
      ["propranolol 10mg when anxious", "propranolol"],
      ["diazepam 2mg when stressed", "diazepam"],
      ["ibuprofen if in pain", "ibuprofen"],
      ["Fostair 100/6 2 puffs BD", "beclometasone-with-formoterol"],
      ["aspirin 75mg dispersible", "aspirin"],
      ["warfarin - dose varies", "warfarin"],
      ["Humira injections fortnightly", "adalimumab"],
      ["Oestrogel 2 pumps", "estradiol"],
      ["latanoprost eye drops 1 drop at night", "latanoprost"],
      ["5-FU chemo", "fluorouracil"],
      ["fluconazole 150mg single dose", "fluconazole"],
      ["azithromycin 500mg stat", "azithromycin"],
      ["amiodarone loading dose", "amiodarone"],
      ["Zarontin syrup 250mg/5ml", "ethosuximide"],
      ["Codeine linctus 15mg/5ml", "codeine"],
      ["Nicorette 15mg inhalator", "nicotine"],
      ["Optrex Allergy eye drops", "sodium-cromoglicate"],
      ["doxepin 25mg at night", "doxepin"],
      ["Xepin cream for itching", "doxepin-cream"],
      ["Potassium citrate mixture", "potassium-citrate"],
      ["Half Inderal LA", "propranolol"],
      ["Adcal-D3 2 chewed daily", "colecalciferol"],
    ] as const) {
      const reading = readMedicineEntry(shipped, typed);
      expect({
        typed,
        medicines: reading.medicines.includes(slug),
        unrecognised: reading.unrecognised,
      }).toEqual({
        typed,
        medicines: true,
        unrecognised: [],
      });
    }
    // A word after "for" is passed over only up to the clause's end, and only beside a medicine read.
    expect(readMedicineEntry(shipped, "aspirin for pain and zorbitol").unrecognised).toEqual(["zorbitol"]);
    expect(readMedicineEntry(shipped, "zorbitol for pain").unrecognised).toEqual(["zorbitol", "pain"]);
    expect(readMedicineEntry(shipped, "zorbitol when anxious").unrecognised).toEqual(["zorbitol", "anxious"]);
  });

  it("reads what someone cannot take as not taken, and a spaced dash as the end of a clause", () => {
    expect(readMedicineEntry(shipped, "can't take NSAIDs").classesOnly).toEqual([]);
    expect(readMedicineEntry(shipped, "cannot have ibuprofen").medicines).toEqual([]);
    expect(readConditionEntry(shipped, "no gluten - coeliac").conditions).toEqual(["coeliac-disease"]);
    expect(readConditionEntry(shipped, "cannot sleep").conditions).toEqual(["insomnia"]);
  });

  it("takes a medicine written with a short first part from a list of conditions", () => {
    const read = readProfile(shipped, {
      prescriptionDrugs: [],
      medicalConditions: ["back pain, co-codamol 30/500"],
    });
    expect(read.medicines.map((medicine) => medicine.slug)).toContain("co-codamol");
  });

  it("keeps a steroid named as a cream, inhaler or drops out of the steroid tablets' group", () => {
    const groups = (drugName: string) =>
      readProfile(shipped, { prescriptionDrugs: [{ drugName }], medicalConditions: [] }).medicines.flatMap(
        (medicine) => [...medicine.classes],
      );
    for (const local of [
      "hydrocortisone cream",
      "prednisolone eye drops",
      "Daktacort",
      "Betnovate scalp application",
      "Betnovate",
      "Betnovate RD",
    ])
      expect({ local, systemic: groups(local).includes("corticosteroid") }).toEqual({
        local,
        systemic: false,
      });
    for (const taken of ["hydrocortisone 10mg tablets", "prednisolone", "steroids", "Betnesol"])
      expect({
        taken,
        systemic: [...groups(taken), ...readMedicineEntry(shipped, taken).classesOnly].includes(
          "corticosteroid",
        ),
      }).toEqual({ taken, systemic: true });
    expect(groups("hydrocortisone cream")).toContain("topical-corticosteroid");
  });

  it("offers close names only when they begin with the same sound", () => {
    expect(readMedicineEntry(shipped, "Waxol").suggestions).not.toContain("Taxol");
    expect(readMedicineEntry(shipped, "Vagisil").suggestions).not.toContain("Lamisil");
    expect(readMedicineEntry(shipped, "setirizine 10mg").suggestions).toEqual(["Cetirizine"]);
    expect(readMedicineEntry(shipped, "phexofenadine").suggestions).toEqual(["Fexofenadine"]);
    expect(readMedicineEntry(shipped, "emeprazole").suggestions).toContain("Omeprazole");
  });

  it("offers the medicines a shortened name begins, those with an NHS page first", () => {
    expect(readMedicineEntry(shipped, "amlo 5mg").suggestions).toEqual(["Amlodipine"]);
    expect(readMedicineEntry(shipped, "levo 100").suggestions).toContain("Levothyroxine");
    expect(readMedicineEntry(shipped, "levo 100").medicines).toEqual([]);
  });

  it("reads a hyphenated name written as one word, unless another name has that spelling", () => {
    expect(readMedicineEntry(shipped, "cocodamol 30/500").medicines).toContain("co-codamol");
    expect(readMedicineEntry(shipped, "cotrimoxazole").medicines).toContain("co-trimoxazole");
  });

  it("measures edit distance with swaps and stops past the limit", () => {
    expect(editDistance("warfrin", "warfarin", 2)).toBe(1);
    expect(editDistance("sertarline", "sertraline", 2)).toBe(1);
    expect(editDistance("aspirin", "warfarin", 2)).toBe(3);
  });

  it("matches the longest phrase first", () => {
    const index = buildPhraseIndex([
      ["sleep", "a"],
      ["sleep apnoea", "b"],
    ]);
    expect(readPhrases(index, "obstructive sleep apnoea").matches.map((match) => match.value)).toEqual(["b"]);
  });
});

describe("past and current, with the shipped dictionaries", () => {
  const conditionsIn = (typed: string) => readConditionEntry(shipped, typed).conditions;
  const medicinesIn = (typed: string) => readMedicineEntry(shipped, typed).medicines;

  it.each(POSITIVE_CASES)("reads $expected in '$phrase'", ({ phrase, expected, mustNotMatch }) => {
    const found = conditionsIn(phrase);
    expect(expected.filter((slug) => !found.includes(slug))).toEqual([]);
    expect((mustNotMatch ?? []).filter((slug) => found.includes(slug))).toEqual([]);
  });

  it.each(NEGATION_CASES.filter((entry) => entry.kind === "negated" || entry.kind === "not-the-person"))(
    "reads '$phrase' as not the person's: not $mustNotMatch",
    ({ phrase, mustNotMatch, stillMatches }) => {
      const found = conditionsIn(phrase);
      expect(mustNotMatch.filter((slug) => found.includes(slug))).toEqual([]);
      expect((stillMatches ?? []).filter((slug) => !found.includes(slug))).toEqual([]);
    },
  );

  it.each(NEGATION_CASES.filter((entry) => entry.kind === "past"))(
    "reads '$phrase' as over: not $mustNotMatch",
    ({ phrase, mustNotMatch, stillMatches }) => {
      const found = conditionsIn(phrase);
      expect(mustNotMatch.filter((slug) => found.includes(slug))).toEqual([]);
      expect((stillMatches ?? []).filter((slug) => !found.includes(slug))).toEqual([]);
    },
  );

  it("leaves a state that is over as nothing to check, not as something unknown", () => {
    for (const typed of [
      "was pregnant last year",
      "had chemo 5 years ago",
      "finished radiotherapy in 2022",
    ]) {
      const reading = readConditionEntry(shipped, typed);
      expect({ typed, negatedOnly: reading.negatedOnly, unrecognised: reading.unrecognised }).toEqual({
        typed,
        negatedOnly: true,
        unrecognised: [],
      });
    }
  });

  it("reads an answer that there is nothing to list as nothing to check, in either box", () => {
    for (const typed of ["none", "N/A", "nothing regular", "none known"]) {
      expect(readConditionEntry(shipped, typed)).toMatchObject({ negatedOnly: true, unrecognised: [] });
      expect(readMedicineEntry(shipped, typed)).toMatchObject({ negatedOnly: true, unrecognised: [] });
    }
    expect(readMedicineEntry(shipped, "nothing except the pill").classesOnly).toEqual([
      "combined-hormonal-contraceptive",
    ]);
  });

  it("reads the longest name from the left, so surgery due in March is not a pregnancy", () => {
    expect(conditionsIn("surgery due in March")).toEqual(["upcoming-surgery"]);
    expect(conditionsIn("due in March")).toEqual(["pregnancy"]);
  });

  it.each([
    "having a hysterectomy next month",
    "angioplasty booked",
    "tonsillectomy on Friday",
    "on the waiting list for a knee replacement",
    "wisdom teeth out tomorrow",
  ])("reads an operation by its name as surgery ahead: %s", (typed) => {
    expect(conditionsIn(typed)).toEqual(["upcoming-surgery"]);
    expect(readConditionEntry(shipped, typed).unrecognised).toEqual([]);
  });

  // Beyond the listed names: the kidneys and liver in other words, by filtration rate, and the operation's site.
  it.each([
    { phrase: "kidney impairment", expected: ["chronic-kidney-disease"] },
    { phrase: "mild renal impairment", expected: ["chronic-kidney-disease"] },
    { phrase: "weak kidneys", expected: ["chronic-kidney-disease"] },
    { phrase: "reduced liver function", expected: ["liver-disease"] },
    { phrase: "cardiac failure", expected: ["heart-failure"] },
    { phrase: "eGFR 45", expected: ["chronic-kidney-disease"], mustNotMatch: ["severe-kidney-disease"] },
    { phrase: "eGFR of 22", expected: ["severe-kidney-disease"] },
    { phrase: "GFR 12", expected: ["kidney-failure"] },
    { phrase: "no thyroid", expected: ["hypothyroidism"] },
    { phrase: "type 2", expected: ["type-2-diabetes"] },
    { phrase: "PE in 2023", expected: ["pulmonary-embolism"] },
    { phrase: "blood clot in my leg", expected: ["deep-vein-thrombosis"] },
    { phrase: "knee surgery next week", expected: ["upcoming-surgery"] },
    { phrase: "dental op on Monday", expected: ["upcoming-surgery"] },
    { phrase: "CKD3a", expected: ["chronic-kidney-disease"], mustNotMatch: ["severe-kidney-disease"] },
    { phrase: "CKD 4", expected: ["severe-kidney-disease"] },
    { phrase: "borderline diabetic", expected: ["prediabetes"] },
    { phrase: "intolerant to lactose", expected: ["lactose-intolerance"] },
    { phrase: "anorexic", expected: ["eating-disorder"] },
    { phrase: "Graves'", expected: ["graves-disease"] },
    { phrase: "heart stent fitted 2020", expected: ["coronary-stent"] },
    { phrase: "heart failure with reduced ejection fraction", expected: ["heart-failure"] },
  ])("reads $expected in '$phrase'", ({ phrase, expected, mustNotMatch }) => {
    const found = conditionsIn(phrase);
    expect(expected.filter((slug) => !found.includes(slug))).toEqual([]);
    expect((mustNotMatch ?? []).filter((slug) => found.includes(slug))).toEqual([]);
  });

  it.each([
    ["bipolar type 1", ["bipolar-disorder"]],
    ["type 2 bipolar", ["bipolar-disorder"]],
    ["von Willebrand type 1", ["von-willebrand-disease"]],
    ["heart block type 2", ["heart-block"]],
    ["asthma type 2", ["asthma"]],
    ["neurofibromatosis type 1", []],
    ["type 2 respiratory failure", []],
  ])("reads a type beside another name as that condition's, not diabetes: %s", (typed, expected) => {
    expect(conditionsIn(typed)).toEqual(expected);
  });

  it.each([
    ["type 2", "type-2-diabetes"],
    ["I'm type 1", "type-1-diabetes"],
    ["type 2 since 2015", "type-2-diabetes"],
    ["type 2 diet controlled", "type-2-diabetes"],
    ["type 2, asthma", "type-2-diabetes"],
    ["type 1 and coeliac", "type-1-diabetes"],
    ["type 2 diabetic", "type-2-diabetes"],
  ])("still reads a type on its own in its clause as diabetes: %s", (typed, slug) => {
    expect(conditionsIn(typed)).toContain(slug);
  });

  it.each([
    ["type 1 diabetes mellitus", "type-1-diabetes"],
    ["Type II diabetes mellitus", "type-2-diabetes"],
    ["diabetes mellitus", "diabetes"],
  ])("reads the clinic letter's %s with nothing left unread", (typed, slug) => {
    expect(conditionsIn(typed)).toEqual([slug]);
    expect(readConditionEntry(shipped, typed).unrecognised).toEqual([]);
  });

  it("reads what an operation is on as part of it, and an organ taken out as gone", () => {
    for (const typed of ["knee surgery next week", "eye op tomorrow", "back operation booked"]) {
      expect(conditionsIn(typed)).toEqual(["upcoming-surgery"]);
      expect(readConditionEntry(shipped, typed).unrecognised).toEqual([]);
    }
    expect(conditionsIn("weight loss surgery")).toEqual(["weight-loss-surgery"]);
    // Nothing to check after the operation; an organ taken out that is a condition of its own (no spleen) is read.
    expect(readConditionEntry(shipped, "no gallbladder").negatedOnly).toBe(true);
    expect(conditionsIn("no spleen")).toEqual(["asplenia"]);
    expect(readConditionEntry(shipped, "no spleen").unrecognised).toEqual([]);
    expect(readConditionEntry(shipped, "no thyroid problems").negatedOnly).toBe(true);
  });

  it.each([
    ...NEGATION_CASES.filter((entry) => entry.kind === "family").map((entry) => entry.phrase),
    "my partner is pregnant",
    "diabetes runs in the family",
    "FH of bowel cancer",
  ])("reads someone else's condition as not the person's: %s", (typed) => {
    expect(readConditionEntry(shipped, typed)).toMatchObject({ conditions: [], negatedOnly: true });
  });

  it.each([
    "family history of breast cancer",
    "strong family history of breast cancer",
    "FHx ovarian cancer",
    "mum had breast cancer",
    "my mum and sister had breast cancer",
    "nan died of womb cancer",
    "aunt had ER positive breast cancer",
    "breast cancer runs in the family",
  ])("reads a blood relative's hormone-dependent cancer as the person's family history: %s", (typed) => {
    expect(readConditionEntry(shipped, typed)).toMatchObject({
      conditions: ["family-history-hormone-dependent-cancer"],
      unrecognised: [],
    });
  });

  it.each(["on hormone therapy for breast cancer", "breast cancer on hormone treatment"])(
    "reads breast cancer treated with hormone therapy as hormone-sensitive: %s",
    (typed) => {
      expect(readConditionEntry(shipped, typed)).toMatchObject({
        conditions: ["hormone-sensitive-breast-cancer"],
        unrecognised: [],
      });
    },
  );

  it("keeps a partner's cancer, a relative's other cancers and a denied family history as not the person's", () => {
    for (const typed of [
      "my wife has breast cancer",
      "dad had prostate cancer",
      "no family history of breast cancer",
    ])
      expect(readConditionEntry(shipped, typed)).toMatchObject({ conditions: [], negatedOnly: true });
    expect(conditionsIn("I had breast cancer, mum had ovarian cancer")).toEqual([
      "breast-cancer",
      "family-history-hormone-dependent-cancer",
    ]);
  });

  it("keeps the person's own condition beside someone else's", () => {
    expect(conditionsIn("my mum has dementia and I have epilepsy")).toEqual(["epilepsy"]);
    expect(conditionsIn("mother of 3, breastfeeding")).toEqual(["breastfeeding"]);
  });

  it("reads a filtration rate as the stage of kidney disease, and leaves a normal one unread", () => {
    expect(conditionsIn("eGFR 59")).toEqual(["chronic-kidney-disease"]);
    expect(conditionsIn("eGFR is 15")).toEqual(["severe-kidney-disease"]);
    expect(conditionsIn("egfr 14")).toEqual(["kidney-failure"]);
    expect(readConditionEntry(shipped, "eGFR 75")).toMatchObject({ conditions: [], unrecognised: ["egfr"] });
  });

  it("reads someone trying to quit smoking as a smoker, and one who quit as a former smoker", () => {
    expect(conditionsIn("trying to quit smoking")).toEqual(["smoker"]);
    expect(conditionsIn("trying to give up smoking")).toEqual(["smoker"]);
    expect(conditionsIn("quit smoking last year")).toEqual(["former-smoker"]);
  });

  it("reads a BMI of 30 or more as obesity, and leaves a lower one unread", () => {
    expect(conditionsIn("BMI 35")).toEqual(["obesity"]);
    expect(conditionsIn("BMI of 30.5")).toEqual(["obesity"]);
    expect(readConditionEntry(shipped, "BMI 27")).toMatchObject({ conditions: [], unrecognised: ["bmi"] });
  });

  it("reads a creatinine clearance as product information grades renal impairment, below a cut-off under it", () => {
    expect(conditionsIn("creatinine clearance less than 30 ml/min")).toEqual(["severe-kidney-disease"]);
    expect(conditionsIn("CrCl below 15ml/min")).toEqual(["kidney-failure"]);
    expect(conditionsIn("CrCl 45")).toEqual(["chronic-kidney-disease"]);
    expect(conditionsIn("eGFR 30")).toEqual(["chronic-kidney-disease"]);
  });

  it("reads a named operation in the past as behind, and 'dichotomy' as no operation", () => {
    expect(conditionsIn("had a hysterectomy in 2015")).toEqual([]);
    expect(conditionsIn("hysterectomy 2015")).toEqual([]);
    expect(conditionsIn("hip replacement 2019")).toEqual([]);
    expect(conditionsIn(`knee surgery booked for ${String(new Date().getFullYear() + 1)}`)).toEqual([
      "upcoming-surgery",
    ]);
    expect(readConditionEntry(shipped, "dichotomy").unrecognised).toEqual(["dichotomy"]);
  });

  it.each([
    { typed: "had a splenectomy", after: "asplenia" },
    { typed: "post-splenectomy", after: "asplenia" },
    { typed: "splenectomy 2015", after: "asplenia" },
    { typed: "had a thyroidectomy", after: "hypothyroidism" },
    { typed: "nephrectomy in 2019", after: "one-kidney" },
  ])(
    "reads an operation that leaves a lasting condition as that condition once behind: $typed",
    ({ typed, after }) => {
      expect(conditionsIn(typed)).toEqual([after]);
      expect(readConditionEntry(shipped, typed).unrecognised).toEqual([]);
    },
  );

  it.each([
    { typed: "my blood pressure runs high", expected: ["hypertension"] },
    { typed: "BP is a bit high", expected: ["hypertension"] },
    { typed: "blood pressure readings are high", expected: ["hypertension"] },
    { typed: "blood pressure is low", expected: ["hypotension"] },
    { typed: "my cholesterol is a bit high", expected: ["high-cholesterol"] },
    { typed: "platelets are low", expected: ["bleeding-disorder"] },
    { typed: "iron levels are low", expected: ["iron-deficiency-anaemia"] },
    { typed: "my thyroid is underactive", expected: ["hypothyroidism"] },
  ])("reads a state said after its subject as the name says it: $typed", ({ typed, expected }) => {
    expect(conditionsIn(typed)).toEqual(expected);
    expect(readConditionEntry(shipped, typed).unrecognised).toEqual([]);
  });

  it("reads a kind of a condition as the condition too: SAD is depression, WPW a heart rhythm problem", () => {
    expect(conditionsIn("seasonal affective disorder")).toEqual(["seasonal-affective-disorder"]);
    expect(shipped.conditionClosure.get("seasonal-affective-disorder")).toContain("depression");
    expect(conditionsIn("WPW")).toEqual(["wolff-parkinson-white-syndrome"]);
    expect(shipped.conditionClosure.get("wolff-parkinson-white-syndrome")).toContain("arrhythmia");
    expect(conditionsIn("feeling sad")).toEqual([]);
  });

  it("reads 'the runs' as diarrhoea but leaves an everyday 'runs' unread", () => {
    expect(conditionsIn("I have the runs")).toEqual(["diarrhoea"]);
    expect(conditionsIn("the  runs")).toEqual(["diarrhoea"]);
    expect(conditionsIn("runs marathons")).toEqual([]);
    expect(readConditionEntry(shipped, "runs marathons").unrecognised).toContain("runs");
  });

  it("keeps a past verb when it puts the state first, so a pregnancy it was in stays past", () => {
    expect(conditionsIn("blood pressure was high in pregnancy")).toEqual(["hypertension"]);
    expect(conditionsIn("my iron was low in pregnancy")).toEqual(["iron-deficiency-anaemia"]);
  });

  it("leaves a state after a word no name has unread, and 'not high' is no state", () => {
    expect(readConditionEntry(shipped, "risk is high").unrecognised).not.toEqual([]);
    expect(conditionsIn("blood pressure is not high")).toEqual([]);
  });

  it("reads the same operations ahead as surgery, and a partial one as surgery only", () => {
    const ahead = readConditionEntry(shipped, "splenectomy next week");
    expect(ahead.conditions).toEqual(["splenectomy"]);
    expect(shipped.conditionClosure.get("splenectomy")).toContain("upcoming-surgery");
    expect(conditionsIn("partial nephrectomy next month")).toEqual(["upcoming-surgery"]);
    expect(conditionsIn("had a partial nephrectomy")).toEqual([]);
    expect(conditionsIn("had a sleeve gastrectomy")).toEqual(["weight-loss-surgery"]);
    expect(conditionsIn("gastrectomy next week")).toEqual(["upcoming-surgery"]);
  });

  it("keeps a part joined by 'and' current unless it has its own past words", () => {
    expect(conditionsIn("was pregnant last year and breastfeeding")).toEqual(["breastfeeding"]);
    expect(conditionsIn("chemo finished last summer, radiotherapy next week")).toEqual([
      "having-radiotherapy",
    ]);
  });

  it("takes a year as a date only after 'in', 'during' or a month, and only before this year", () => {
    const index = buildPhraseIndex([["pregnant", "pregnancy"]]);
    expect(readPhrases(index, "pregnant in 2023", 2026).matches[0]?.past).toBe(true);
    expect(readPhrases(index, "pregnant, due in 2026", 2026).matches[0]?.past).toBe(false);
    expect(readPhrases(index, "pregnant March 2025", 2026).matches[0]?.past).toBe(true);
    expect(readPhrases(index, "pregnant 2023", 2026).matches[0]?.past).toBe(false);
  });

  it("reads a medicine being reduced or stopped soon as still taken", () => {
    for (const [typed, slug] of [
      ["weaning off sertraline", "sertraline"],
      ["coming off sertraline", "sertraline"],
      ["trying to come off sertraline", "sertraline"],
      ["tapering off prednisolone", "prednisolone"],
      ["stopping aspirin before surgery", "aspirin"],
      ["due to stop clopidogrel next week", "clopidogrel"],
    ] as const) {
      const reading = readMedicineEntry(shipped, typed);
      expect({ typed, medicines: reading.medicines, unrecognised: reading.unrecognised }).toEqual({
        typed,
        medicines: [slug],
        unrecognised: [],
      });
    }
  });

  it.each([
    ["INR way off after starting warfarin", "warfarin"],
    ["skin peeling off after starting co-trimoxazole", "co-trimoxazole"],
  ])("reads “off” said of a result or of skin as not of the medicine: %s", (typed, slug) => {
    expect(readMedicineEntry(shipped, typed).medicines).toContain(slug);
  });

  it("reads medicines taken in the past as not taken", () => {
    for (const typed of [
      "used to take warfarin",
      "was on sertraline last year",
      "came off citalopram",
      "off warfarin",
    ]) {
      const reading = readMedicineEntry(shipped, typed);
      expect({ typed, medicines: reading.medicines, negatedOnly: reading.negatedOnly }).toEqual({
        typed,
        medicines: [],
        negatedOnly: true,
      });
    }
  });

  it("keeps medicines current when the words say so, or only look like the past", () => {
    expect(medicinesIn("started sertraline 2 years ago")).toEqual(["sertraline"]);
    expect(medicinesIn("on warfarin since 2019")).toEqual(["warfarin"]);
    expect(medicinesIn("was put on sertraline last year")).toEqual(["sertraline"]);
    expect(medicinesIn("colecalciferol 2000 units daily")).toEqual(["colecalciferol"]);
    expect(medicinesIn("methotrexate used to treat psoriasis")).toEqual(["methotrexate"]);
    expect(medicinesIn("zopiclone last thing at night")).toEqual(["zopiclone"]);
    expect(medicinesIn("Mirena fitted in 2023")).toEqual(["levonorgestrel-intrauterine-system"]);
  });

  it("reads 'the coil' as either kind of coil until the person says which", () => {
    for (const typed of ["the coil", "coil fitted last year"]) {
      const reading = readMedicineEntry(shipped, typed);
      expect({ typed, classes: reading.classesOnly, unrecognised: reading.unrecognised }).toEqual({
        typed,
        classes: ["coil"],
        unrecognised: [],
      });
    }
    expect(medicinesIn("copper coil")).toEqual(["copper-intrauterine-device"]);
    expect(medicinesIn("hormonal coil")).toEqual(["levonorgestrel-intrauterine-system"]);
  });

  it("reads a group named in the past as not taken either", () => {
    const reading = readMedicineEntry(shipped, "used to take a statin");
    expect(reading.classesOnly).toEqual([]);
    expect(reading.negatedOnly).toBe(true);
  });

  it("counts a combination's vitamins and minerals once, as the whole product", () => {
    expect(
      readMedicineEntry(shipped, "Adcal-D3").nutrientContent.map((n) => [n.ingredient, n.amount]),
    ).toEqual([
      ["calcium", 1200],
      ["vitamin-d3", 20],
    ]);
    expect(readMedicineEntry(shipped, "ferrous sulfate 200mg").nutrientContent).toEqual([
      expect.objectContaining({ ingredient: "iron", amount: 65, unit: "mg" }),
    ]);
    expect(readMedicineEntry(shipped, "used to take ferrous sulfate").nutrientContent).toEqual([]);
  });
});
