/** @jest-environment node */
// Everyday and clinic-letter wordings of conditions the dictionary has (class-wordings-wphr.ts): each reads as its
// one condition with nothing left unread, while words of more than one meaning stay unread.
import { readConditionEntry, readMedicineEntry } from "@/lib/interactions/dictionary";
import { index } from "./shipped-dictionary";

const read = (typed: string) => readConditionEntry(index, typed);

describe("everyday wordings of a condition", () => {
  it.each([
    ["a touch of sugar", "diabetes"],
    ["touch of sugar", "diabetes"],
    ["brittle diabetes", "diabetes"],
    ["diabetic neuropathy", "diabetic-neuropathy"],
    ["DM1", "type-1-diabetes"],
    ["DM type 1", "type-1-diabetes"],
    ["DM2", "type-2-diabetes"],
    ["DM 2 diagnosed 2019", "type-2-diabetes"],
    ["high cholestrol", "high-cholesterol"],
    ["high lipids", "high-cholesterol"],
    ["raised lipids for years", "high-cholesterol"],
    ["dodgy ticker", "cardiovascular-disease"],
    ["bad ticker", "cardiovascular-disease"],
    ["CKD G3a A2", "chronic-kidney-disease"],
    ["CKD G3aA2", "chronic-kidney-disease"],
    ["CKD G3b", "chronic-kidney-disease"],
    ["CKD G2 A1", "chronic-kidney-disease"],
    ["CKD G4", "severe-kidney-disease"],
    ["CKD G4 A3", "severe-kidney-disease"],
    ["chronic kidney disease stage 4", "severe-kidney-disease"],
    ["CKD G5", "kidney-failure"],
    ["chronic kidney disease stage 5", "kidney-failure"],
    ["polymyalgia", "polymyalgia-rheumatica"],
    ["diagnosed with polymyalgia 2021", "polymyalgia-rheumatica"],
    ["generalized anxiety disorder", "anxiety"],
    ["adult ADHD", "adhd"],
    ["attention deficit disorder", "adhd"],
    ["bi-polar", "bipolar-disorder"],
    ["bi polar", "bipolar-disorder"],
    ["brittle asthma", "asthma"],
    ["asthama", "asthma"],
    ["excema", "atopic-eczema"],
    ["ulcerative colitus", "ulcerative-colitis"],
    ["peri menopause", "menopause"],
    ["peri-menopausal", "menopause"],
    ["early menopause", "menopause"],
    ["surgical menopause", "menopause"],
    ["menopausal symptoms", "menopause"],
    ["going through the change", "menopause"],
    ["change of life", "menopause"],
    ["menapause", "menopause"],
    ["exclusively breastfeeding", "breastfeeding"],
    ["bun in the oven", "pregnancy"],
    ["wet AMD", "macular-degeneration"],
    ["dry AMD", "macular-degeneration"],
    ["wet macular degeneration", "macular-degeneration"],
    ["alcohol problem", "alcohol-dependence"],
    ["drinking problem", "alcohol-dependence"],
    ["drink problem", "alcohol-dependence"],
    ["estrogen positive breast cancer", "hormone-sensitive-breast-cancer"],
    ["oestrogen positive breast cancer", "hormone-sensitive-breast-cancer"],
    ["estrogen receptor positive breast cancer", "hormone-sensitive-breast-cancer"],
    ["secondary cancer", "cancer"],
    ["s/p PCI", "coronary-heart-disease"],
    ["post PCI 2019", "coronary-heart-disease"],
    ["CABGx3", "coronary-heart-disease"],
    ["recurrent DVTs", "deep-vein-thrombosis"],
    ["osteoporotic", "osteoporosis"],
    ["osteopenic", "osteoporosis"],
    ["COPD GOLD 2", "copd"],
    ["COPD GOLD stage 3", "copd"],
    ["breast ca", "breast-cancer"],
    ["Ca breast", "breast-cancer"],
    ["ca prostate", "prostate-cancer"],
    ["bowel ca", "bowel-cancer"],
    ["lung ca", "lung-cancer"],
    ["mixed hyperlipidaemia", "high-cholesterol"],
    ["hypercholesterolaemic", "high-cholesterol"],
  ])("reads %p as %p with nothing unread", (typed, slug) => {
    const reading = read(typed);
    expect(reading.conditions).toEqual([slug]);
    expect(reading.unrecognised).toEqual([]);
  });

  it("reads a clinic letter's list of them", () => {
    expect(read("T2DM, HTN, CKD G3a A2").conditions).toEqual([
      "type-2-diabetes",
      "hypertension",
      "chronic-kidney-disease",
    ]);
  });

  // Each names more than one thing ("PD": Parkinson's or peritoneal dialysis; "ca": calcium or cancer), or no one
  // condition the dictionary has ("cholesterol" may be high or low). "Overweight", not obesity, is its own condition.
  it.each([
    "BP",
    "blood pressure",
    "PD",
    "MG",
    "HF",
    "FH",
    "ADD",
    "CF",
    "ME",
    "fits",
    "stent",
    "sugar",
    "cholesterol",
    "chronic fatigue",
    "nursing",
    "prostate problems",
    "high triglycerides",
    "dyslipidaemia",
    "PCI",
    // Psoriatic arthritis, or the prostate blood test.
    "PSA",
    "ca",
    "low ca",
  ])("leaves %p unread", (typed) => {
    const reading = read(typed);
    expect(reading.conditions).toEqual([]);
    expect(reading.unrecognised.length).toBeGreaterThan(0);
  });

  it("still reads a change in bowel habit as that, not the menopause", () => {
    expect(read("change in bowel habit").conditions).toEqual(["change-in-bowel-habit"]);
  });
});

describe("a condition or medicine in doubt", () => {
  // Doubt is not denial: "not sure if pregnant" is checked as a pregnancy, as "might be pregnant" is.
  it.each([
    ["not sure if pregnant", "pregnancy"],
    ["not sure whether I am pregnant", "pregnancy"],
    ["don't know if I'm pregnant", "pregnancy"],
    ["not 100% sure if I'm pregnant", "pregnancy"],
    ["no idea if pregnant", "pregnancy"],
    ["unsure if pregnant", "pregnancy"],
    ["not sure if it's IBS", "irritable-bowel-syndrome"],
    ["not officially diagnosed with ADHD", "adhd"],
    ["epilepsy which isn't controlled", "epilepsy"],
  ])("reads '%s' as %s", (typed, slug) => {
    expect(read(typed)).toMatchObject({ conditions: [slug], unrecognised: [], negatedOnly: false });
  });

  it("keeps a denial a denial", () => {
    for (const typed of ["not pregnant", "definitely not pregnant", "don't think I'm pregnant"])
      expect(read(typed)).toMatchObject({ conditions: [], negatedOnly: true });
  });

  it("checks a medicine someone is not sure they still take, or whose name they cannot remember", () => {
    expect(readMedicineEntry(index, "not sure if still on warfarin").medicines).toEqual(["warfarin"]);
    expect(
      readMedicineEntry(index, "can't remember the name of my blood pressure tablets").classesOnly,
    ).toEqual(["antihypertensive"]);
    expect(readMedicineEntry(index, "can't take ibuprofen")).toMatchObject({
      medicines: [],
      classesOnly: [],
    });
  });
});

describe("a diet free of a food", () => {
  // "Gluten free" describes the diet: it denies nothing that follows.
  it.each([
    ["gluten free diet for coeliac disease", "coeliac-disease"],
    ["dairy free because of lactose intolerance", "lactose-intolerance"],
    ["diabetic, sugar free diet", "diabetes"],
  ])("reads '%s' as %s", (typed, slug) => {
    expect(read(typed)).toMatchObject({ conditions: [slug], unrecognised: [] });
  });

  // Free of a cancer or of seizures is their history, which the cautions for them still want.
  it.each([
    ["free of cancer", "cancer"],
    ["free from seizures for 2 years", "epilepsy"],
    ["all clear from breast cancer", "breast-cancer"],
  ])("reads '%s' as the history of %s", (typed, slug) => {
    expect(read(typed).conditions).toContain(slug);
  });
});

describe("a result, a vaccine or a screening that denies what it names", () => {
  it.each([
    ["HIV negative", "hiv"],
    ["pregnancy test came back negative", "pregnancy"],
    ["coeliac ruled out", "coeliac-disease"],
    ["shingles vaccine and flu jab", "shingles"],
    ["had the hep B vaccine", "hepatitis-b"],
    ["bowel cancer screening clear", "bowel-cancer"],
  ])("reads '%s' as not %s", (typed, slug) => {
    expect(read(typed).conditions).not.toContain(slug);
  });

  it.each([
    ["ER negative breast cancer", "breast-cancer"],
    ["triple negative breast cancer", "breast-cancer"],
    ["asthma and HIV negative", "asthma"],
    ["HIV positive", "hiv"],
  ])("keeps '%s' as %s: a receptor status or a positive result is not a denial", (typed, slug) => {
    expect(read(typed).conditions).toContain(slug);
  });
});

describe("a condition given as a cause", () => {
  // "Can't", "quit" and "off" say what the person cannot do or stopped; the cause after them is theirs.
  it.each([
    ["cannot walk far due to heart failure", "heart-failure"],
    ["quit my job because of anxiety", "anxiety"],
    ["signed off work with depression", "depression"],
  ])("reads '%s' as %s", (typed, slug) => {
    expect(read(typed)).toMatchObject({ conditions: [slug], unrecognised: [] });
  });

  it("keeps what was denied before the cause denied", () => {
    expect(read("no seizures due to my medication")).toMatchObject({ conditions: [], negatedOnly: true });
    expect(read("not pregnant because of the coil").conditions).toEqual([]);
    expect(readMedicineEntry(index, "came off warfarin").medicines).toEqual([]);
  });
});

describe("what someone used before and what they take now", () => {
  // After something denied or left behind, "on" a medicine says what is taken now: missing methadone is the danger.
  it.each([
    ["former heroin user on methadone", ["methadone"]],
    ["clean off heroin 3 years on methadone", ["methadone"]],
    ["in recovery from heroin, on methadone 60ml", ["methadone"]],
    ["off sertraline now on citalopram", ["citalopram"]],
    ["recovering from pneumonia on amoxicillin", ["amoxicillin"]],
    ["ex smoker, the implant in my arm", ["etonogestrel"]],
  ])("reads '%s' as %s taken", (typed, slugs) => {
    expect(readMedicineEntry(index, typed).medicines).toEqual(slugs);
  });

  it.each([
    "in recovery from heroin",
    "clean from heroin for 3 years",
    "was on citalopram until last year",
    "was on warfarin until 2 years ago",
    "not on warfarin",
    "no longer on warfarin or aspirin",
  ])("reads '%s' as nothing taken now", (typed) => {
    expect(readMedicineEntry(index, typed).medicines).toEqual([]);
  });
});

describe("a medicine taken now and then", () => {
  // How often it is taken is not whether it is: each of these is checked as taken.
  it.each([
    ["don't take my metformin regularly", "metformin"],
    ["don't always take my warfarin", "warfarin"],
    ["never miss my sertraline", "sertraline"],
    ["forget to take levothyroxine sometimes", "levothyroxine"],
    ["can't swallow tablets so liquid omeprazole", "omeprazole"],
  ])("reads '%s' as %s taken", (typed, slug) => {
    expect(readMedicineEntry(index, typed)).toMatchObject({ medicines: [slug], unrecognised: [] });
  });

  it("keeps a medicine not taken at all not taken", () => {
    for (const typed of [
      "not supposed to take ibuprofen",
      "no longer on lithium",
      "not on any regular medication",
    ])
      expect(readMedicineEntry(index, typed).medicines).toEqual([]);
  });
});

describe("a medicine that works against what it names", () => {
  it.each(["testosterone blockers", "calcium blockers", "appetite suppressants"])(
    "leaves '%s' unread rather than read as what it blocks",
    (typed) => {
      const reading = readMedicineEntry(index, typed);
      expect(reading.medicines).toEqual([]);
      expect(reading.unrecognised.length).toBeGreaterThan(0);
    },
  );

  it("still reads the classes named whole", () => {
    expect(readMedicineEntry(index, "beta blockers").classesOnly).toEqual(["beta-blocker"]);
    expect(readMedicineEntry(index, "blood pressure tabs").classesOnly).toEqual(["antihypertensive"]);
  });

  it("reads an ampersand as 'and'", () => {
    expect(readMedicineEntry(index, "cold & flu capsules")).toMatchObject({
      classesOnly: ["cold-flu-remedy"],
      unrecognised: [],
    });
  });
});

describe("hoping to be pregnant", () => {
  it.each(["not pregnant (trying)", "not pregnant yet"])("reads '%s' as trying to conceive", (typed) => {
    expect(read(typed).conditions).toEqual(["trying-to-conceive"]);
  });
});

describe("an answer that there is nothing to list", () => {
  it.each(["nope", "n/a thanks", "fit and well", "all good thanks", "just vitamins", "vitamins only"])(
    "reads '%s' as nothing to check, in either box",
    (typed) => {
      expect(read(typed)).toMatchObject({ conditions: [], unrecognised: [], negatedOnly: true });
      expect(readMedicineEntry(index, typed)).toMatchObject({ medicines: [], unrecognised: [] });
    },
  );

  it("leaves not knowing unread", () => {
    expect(read("idk").unrecognised).toEqual(["idk"]);
  });
});

describe("breastfed", () => {
  it.each([
    ["my baby is breastfed", ["breastfeeding"]],
    ["I was breastfed as a baby", []],
    ["breastfed my kids years ago", []],
  ])("reads '%s' as %j", (typed, expected) => {
    expect(read(typed).conditions).toEqual(expected);
  });
});

describe("kidneys and blood pressure in everyday words, and qualifiers that keep the diagnosis", () => {
  it.each([
    ["kidneys not great, stage 3", "chronic-kidney-disease"],
    ["kidneys not working properly", "chronic-kidney-disease"],
    ["dodgy kidneys", "chronic-kidney-disease"],
    ["blood pressure a bit high", "hypertension"],
    ["bp high", "hypertension"],
    ["multiple sclerosis relapsing remitting", "multiple-sclerosis"],
    ["early dementia", "dementia"],
    ["HIV positive, undetectable", "hiv"],
    ["heart attack 2021, 2 stents", "heart-attack"],
    ["sleep apnoea, use CPAP", "sleep-apnoea"],
  ])("reads '%s' as %s with nothing left unread", (typed, slug) => {
    expect(read(typed)).toMatchObject({ conditions: [slug], unrecognised: [] });
  });

  it.each([
    ["the change", "menopause"],
    ["going through the change", "menopause"],
    ["thyroid's underactive", "hypothyroidism"],
    ["liver's a bit dodgy", "liver-disease"],
    ["the big C", "cancer"],
  ])("reads the everyday '%s' as %s", (typed, slug) => {
    expect(read(typed)).toMatchObject({ conditions: [slug], unrecognised: [] });
  });

  it("leaves a stent alone unread: it may be in the heart, a kidney or a bile duct", () => {
    expect(read("stent").unrecognised).toEqual(["stent"]);
  });

  it("keeps a carrier a carrier: a gene's trait, not the disease", () => {
    expect(read("sickle cell carrier").conditions).toEqual(["sickle-cell-trait"]);
    expect(read("cystic fibrosis carrier").unrecognised).toContain("carrier");
  });
});
