/** @jest-environment node */
import { buildDictionaryIndex, readConditionEntry, readMedicineEntry } from "@/lib/interactions/dictionary";
import { conditionSchema, type Condition } from "@/lib/interactions/dictionary-schema";
import { medicalContraindicationSchema } from "@/lib/interactions/knowledge-base-schema";
import { NEGATION_CASES, POSITIVE_CASES } from "@/prisma/data/dictionaries/condition-negations";
import { DICTIONARIES } from "@/prisma/data/dictionaries";
import { CONDITIONS } from "@/prisma/data/dictionaries/conditions";
import { MEDICAL_CONTRAINDICATIONS } from "@/prisma/data/interactions";

/** Lower case, accents and apostrophes dropped, other punctuation as spaces, spaces collapsed. */
function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const termsOf = (c: Condition) => [c.name, ...c.synonyms, ...(c.phrasings ?? [])].map(normalise);

const bySlug = new Map(CONDITIONS.map((c) => [c.slug, c]));

// Building the index takes about half a second: one for the whole file.
const index = buildDictionaryIndex(DICTIONARIES);
const read = (typed: string) => readConditionEntry(index, typed).conditions;

/** Every normalised name or synonym with the condition it belongs to. */
const TERMS: { term: string; slug: string }[] = CONDITIONS.flatMap((c) =>
  termsOf(c).map((term) => ({ term, slug: c.slug })),
);

function ancestorsOf(slug: string): Set<string> {
  const seen = new Set<string>();
  const stack = [...(bySlug.get(slug)?.parents ?? [])];
  while (stack.length > 0) {
    const next = stack.pop();
    if (next === undefined || seen.has(next)) continue;
    seen.add(next);
    stack.push(...(bySlug.get(next)?.parents ?? []));
  }
  return seen;
}

/** Whether `inner` occurs in `outer` as whole words. */
const containsWords = (outer: string, inner: string) => ` ${outer} `.includes(` ${inner} `);

const SLUGS_BY_TERM = new Map<string, string[]>();
for (const { term, slug } of TERMS) SLUGS_BY_TERM.set(term, [...(SLUGS_BY_TERM.get(term) ?? []), slug]);
const LONGEST_TERM = Math.max(...TERMS.map(({ term }) => term.split(" ").length));

/**
 * The matching the engine is asked to do, without negation handling: every dictionary term found as
 * whole words, keeping only the longest where one match lies inside another.
 */
function longestMatches(phrase: string): Set<string> {
  const words = normalise(phrase).split(" ");
  const spans: { start: number; end: number; slug: string }[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= Math.min(words.length, start + LONGEST_TERM); end++) {
      for (const slug of SLUGS_BY_TERM.get(words.slice(start, end).join(" ")) ?? [])
        spans.push({ start, end, slug });
    }
  }
  const inside = (a: (typeof spans)[number], b: (typeof spans)[number]) =>
    b.start <= a.start && a.end <= b.end && b.end - b.start > a.end - a.start;
  return new Set(spans.filter((a) => !spans.some((b) => inside(a, b))).map((s) => s.slug));
}

/**
 * Pairs where a term of the first condition lies inside a term of the second, which is NOT a narrower
 * case of the first: the engine must prefer the longer phrase. Anything else inside a longer term must
 * belong to one of that condition's ancestors (so matching the shorter one loses nothing).
 */
const LONGER_PHRASE_WINS: [inner: string, outer: string][] = [
  // Insulin resistance syndrome is metabolic syndrome; non-diabetic hyperglycaemia is prediabetes; acne rosacea is
  // rosacea, not acne.
  ["acne", "rosacea"],
  // "Herpes" alone is the herpes simplex virus; herpes zoster is shingles.
  ["herpes-simplex", "shingles"],
  // A partial operation leaves most of the organ: surgery only, not what removing all of it leaves.
  ["splenectomy", "upcoming-surgery"],
  ["thyroidectomy", "upcoming-surgery"],
  ["nephrectomy", "upcoming-surgery"],
  ["insulin-resistance", "metabolic-syndrome"],
  ["high-blood-sugar", "prediabetes"],
  ["hypertension", "pulmonary-hypertension"],
  // Basal and squamous cell skin cancers are the ones that are not melanoma.
  ["melanoma", "non-melanoma-skin-cancer"],
  // Urine flowing back to the kidneys is not acid reflux.
  ["gord", "vesicoureteric-reflux"],
  ["hypertension", "ocular-hypertension"],
  ["smoker", "former-smoker"],
  ["diabetes", "prediabetes"],
  ["type-1-diabetes", "type-2-diabetes"],
  ["stroke", "transient-ischaemic-attack"],
  ["depression", "bipolar-disorder"],
  ["cirrhosis", "primary-biliary-cholangitis"],
  ["primary-hyperparathyroidism", "secondary-hyperparathyroidism"],
  ["thalassaemia", "thalassaemia-trait"],
  ["kidney-failure", "acute-kidney-injury"],
  ["pregnancy", "trying-to-conceive"],
  ["sickle-cell-disease", "sickle-cell-trait"],
  ["upcoming-surgery", "weight-loss-surgery"],
  ["pregnancy", "upcoming-surgery"],
  // "Hearing aids" and "walking aids" are not AIDS; a gall bladder infection is not a bladder (urine) infection.
  ["advanced-hiv", "hearing-loss"],
  ["advanced-hiv", "limited-mobility"],
  ["urinary-tract-infection", "cholecystitis"],
  // "Non-alcoholic fatty liver" is not alcohol dependence; alcohol-related liver disease keeps its own records.
  ["alcohol-dependence", "fatty-liver-disease"],
  ["alcohol-dependence", "alcohol-related-liver-disease"],
  // Angioedema is swelling deep in the skin, not the fluid retention the oedema records are about.
  ["oedema", "angioedema"],
  ["oedema", "hereditary-angioedema"],
  // Interstitial cystitis is bladder pain syndrome, not a urine infection.
  ["urinary-tract-infection", "bladder-pain-syndrome"],
  // A pregnancy lost is not a pregnancy; diabetes insipidus is not diabetes.
  ["pregnancy", "miscarriage"],
  ["diabetes", "diabetes-insipidus"],
  // Heatstroke is not a stroke; age spots are not acne.
  ["stroke", "heat-exhaustion"],
  ["acne", "age-spots"],
  // Long COVID lasts past the infection, which ends.
  ["covid-19", "long-covid"],
  // A relative's cancer in the family history is not the person's own.
  ["cancer", "family-history-hormone-dependent-cancer"],
  ["hormone-sensitive-cancer", "family-history-hormone-dependent-cancer"],
  // Waiting on the transplant list is failing liver, not a transplant had.
  ["liver-transplant", "severe-cirrhosis"],
  ["organ-transplant", "severe-cirrhosis"],
];

describe("condition dictionary: entries", () => {
  it("has at least 100 conditions, each parsing against the schema", () => {
    expect(CONDITIONS.length).toBeGreaterThanOrEqual(100);
    const failures = CONDITIONS.map((c) => ({ slug: c.slug, result: conditionSchema.safeParse(c) }))
      .filter((r) => !r.result.success)
      .map((r) => `${r.slug}: ${r.result.error?.message ?? ""}`);
    expect(failures).toEqual([]);
  });

  it("has unique slugs", () => {
    const seen = new Set<string>();
    const repeated = CONDITIONS.map((c) => c.slug).filter((slug) =>
      seen.has(slug) ? true : (seen.add(slug), false),
    );
    expect(repeated).toEqual([]);
  });

  it("gives no name or synonym (normalised) to two conditions", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const { term, slug } of TERMS) {
      const other = owner.get(term);
      if (other !== undefined && other !== slug) clashes.push(`"${term}": ${other} and ${slug}`);
      owner.set(term, slug);
    }
    expect(clashes).toEqual([]);
  });

  it("names only existing parents, never itself, and has no cycles", () => {
    const problems = CONDITIONS.flatMap((c) => [
      ...c.parents.filter((p) => !bySlug.has(p)).map((p) => `${c.slug}: unknown parent ${p}`),
      ...(ancestorsOf(c.slug).has(c.slug) ? [`${c.slug}: cycle`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it("has no synonym that is a negation, and tests every medical name that begins with 'non'", () => {
    const negationStart = /^(no|not|never|without|denies|denied|negative|free of|absence of)( |$)/;
    expect(TERMS.filter(({ term }) => negationStart.test(term)).map(({ term }) => term)).toEqual([]);
    // Past smoking is a condition of its own ("former-smoker"); true negations never are.
    const negatedPhrases = new Set(
      NEGATION_CASES.filter((n) => n.kind === "negated").map((n) => normalise(n.phrase)),
    );
    expect(TERMS.filter(({ term }) => negatedPhrases.has(term)).map(({ term }) => term)).toEqual([]);
    const positives = POSITIVE_CASES.map((p) => normalise(p.phrase));
    const untested = TERMS.filter(({ term }) => term.startsWith("non ")).filter(
      ({ term }) => !positives.some((phrase) => containsWords(phrase, term)),
    );
    expect(untested.map(({ term }) => term)).toEqual([]);
  });

  it("keeps a shorter term inside a longer one only for a parent, or where the longer phrase must win", () => {
    const allowed = new Set(LONGER_PHRASE_WINS.map(([inner, outer]) => `${inner}>${outer}`));
    const used = new Set<string>();
    const problems: string[] = [];
    for (const inner of TERMS) {
      for (const outer of TERMS) {
        if (inner.slug === outer.slug || inner.term === outer.term || !containsWords(outer.term, inner.term))
          continue;
        if (ancestorsOf(outer.slug).has(inner.slug)) continue;
        const key = `${inner.slug}>${outer.slug}`;
        if (allowed.has(key)) used.add(key);
        else problems.push(`"${inner.term}" (${inner.slug}) inside "${outer.term}" (${outer.slug})`);
      }
    }
    expect(problems).toEqual([]);
    expect([...allowed].filter((key) => !used.has(key))).toEqual([]);
  });

  it("cites an https reference for every condition", () => {
    for (const c of CONDITIONS) {
      expect(c.references.length).toBeGreaterThanOrEqual(1);
      for (const ref of c.references) expect(ref.url.startsWith("https://")).toBe(true);
    }
  });
});

describe("condition dictionary: active treatment and states that end", () => {
  it("marks the states that end as transient, and lasting conditions not", () => {
    const transient = CONDITIONS.filter((c) => c.transient).map((c) => c.slug);
    expect(transient.sort()).toEqual(
      [
        "acute-pancreatitis",
        "appendicitis",
        "breastfeeding",
        "covid-19",
        "dehydration",
        "dialysis",
        "gestational-diabetes",
        "having-radiotherapy",
        "heat-exhaustion",
        "hyperemesis-gravidarum",
        "major-trauma",
        "nephrectomy",
        "pre-eclampsia",
        "pregnancy",
        "pregnancy-first-trimester",
        "pregnancy-second-trimester",
        "pregnancy-sickness",
        "pregnancy-third-trimester",
        "radioactive-iodine-treatment",
        "recently-given-birth",
        "severe-burns",
        "shingles",
        "smoker",
        "splenectomy",
        "thyroidectomy",
        "thyroid-scan",
        "trying-to-conceive",
        "thrombophlebitis",
        "undergoing-chemotherapy",
        "unexplained-abdominal-pain",
        "upcoming-blood-test",
        "upcoming-surgery",
      ].sort(),
    );
  });

  it("reads a trimester and a liver stage as cases of the whole, so every record on the whole applies", () => {
    expect(read("third trimester")).toEqual(["pregnancy-third-trimester"]);
    expect(read("2nd trimester")).toEqual(["pregnancy-second-trimester"]);
    expect(read("Child-Pugh B")).toEqual(["moderate-liver-impairment"]);
    expect(read("Pregnancy: first trimester")).toEqual(["pregnancy-first-trimester"]);
    expect(read("Mild liver impairment (Child-Pugh A)")).toEqual(["mild-liver-impairment"]);
    expect(read("severe hepatic impairment")).toEqual(["severe-liver-impairment"]);
    expect(read("was in my first trimester last year")).toEqual([]);
    for (const slug of ["pregnancy-first-trimester", "pregnancy-third-trimester"])
      expect(ancestorsOf(slug).has("pregnancy")).toBe(true);
    for (const slug of ["mild-liver-impairment", "severe-liver-impairment"])
      expect(ancestorsOf(slug).has("liver-disease")).toBe(true);
  });

  it("reads sickness in pregnancy as a pregnancy, and one in a past pregnancy as none", () => {
    expect(read("morning sickness")).toEqual(["pregnancy-sickness"]);
    expect(read("hyperemesis")).toEqual(["hyperemesis-gravidarum"]);
    expect(read("had morning sickness in my last pregnancy")).toEqual([]);
    for (const slug of ["pregnancy-sickness", "hyperemesis-gravidarum"])
      expect(ancestorsOf(slug).has("pregnancy")).toBe(true);
    expect(read("post natal depression")).toEqual(["postnatal-depression"]);
  });

  it("reads everyday wordings of a valve, a lung clot, a stapled stomach and a fast heart", () => {
    expect(read("mechanical valve")).toEqual(["heart-valve-disease"]);
    expect(read("pig valve")).toEqual(["heart-valve-disease"]);
    expect(read("clots in my lungs")).toEqual(["pulmonary-embolism"]);
    expect(read("had my stomach stapled")).toEqual(["weight-loss-surgery"]);
    expect(read("fast heart rate")).toEqual(["arrhythmia"]);
  });

  it("reads tests and treatments coming up, and not once they are over", () => {
    expect(read("blood test next week")).toEqual(["upcoming-blood-test"]);
    expect(read("thyroid blood test")).toEqual(["upcoming-blood-test"]);
    expect(read("had a blood test last week")).toEqual([]);
    expect(read("radioiodine next month")).toEqual(["radioactive-iodine-treatment"]);
    expect(read("low iodine diet")).toEqual(["radioactive-iodine-treatment"]);
    expect(read("had radioiodine in 2019")).toEqual(["thyroid-disease"]);
    expect(read("thyroid scan next week")).toEqual(["thyroid-scan"]);
    expect(read("light therapy for psoriasis")).toEqual(["psoriasis-phototherapy"]);
    expect(read("UVB light therapy")).toEqual(["phototherapy"]);
    expect(read("light therapy")).toEqual([]);
    for (const slug of ["phototherapy", "psoriasis"])
      expect(ancestorsOf("psoriasis-phototherapy").has(slug)).toBe(true);
  });

  it("gives chemotherapy, radiotherapy and transplants a sourced standing caution", () => {
    for (const slug of ["undergoing-chemotherapy", "having-radiotherapy", "organ-transplant"]) {
      const caution = bySlug.get(slug)?.standingCaution;
      expect({ slug, caution: caution !== undefined }).toEqual({ slug, caution: true });
      for (const ref of caution?.references ?? []) expect(ref.url.startsWith("https://")).toBe(true);
    }
    // Kidney and liver transplants carry it through their parent.
    expect(ancestorsOf("kidney-transplant").has("organ-transplant")).toBe(true);
    expect(ancestorsOf("liver-transplant").has("organ-transplant")).toBe(true);
  });

  it("reads a recent birth with a caution to say whether the person breastfeeds, and a past one as none", () => {
    expect(read("just had a baby")).toEqual(["recently-given-birth"]);
    expect(read("postpartum")).toEqual(["recently-given-birth"]);
    expect(read("was postnatal last year")).toEqual([]);
    expect(read("postnatal depression")).toEqual(["postnatal-depression"]);
    for (const parent of ["depression", "recently-given-birth"])
      expect(ancestorsOf("postnatal-depression").has(parent)).toBe(true);
    expect(bySlug.get("recently-given-birth")?.standingCaution?.advice).toMatch(/breastfeeding/);
  });
});

describe("condition dictionary: the medical-contraindication records", () => {
  it("gives every record a condition from the dictionary", () => {
    const unknown = MEDICAL_CONTRAINDICATIONS.filter((m) => !bySlug.has(m.condition)).map(
      (m) => `${m.id}: ${m.condition}`,
    );
    expect(unknown).toEqual([]);
    for (const m of MEDICAL_CONTRAINDICATIONS)
      expect(medicalContraindicationSchema.safeParse(m).success).toBe(true);
  });

  it("uses a display name and synonyms that each mean the record's condition or a narrower one", () => {
    const problems = MEDICAL_CONTRAINDICATIONS.flatMap((m) =>
      [m.conditionName, ...m.conditionSynonyms].flatMap((term) => {
        const matched = [...longestMatches(term)];
        const fits = matched.some((slug) => slug === m.condition || ancestorsOf(slug).has(m.condition));
        return fits ? [] : [`${m.id}: "${term}" → ${matched.join(", ") || "nothing"}`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("starts every reason with an instruction (its first sentence says what to do)", () => {
    const instruction = /^(Do not|Ask|Avoid|Only take|Stop|Tell|Keep)\b/;
    const problems = MEDICAL_CONTRAINDICATIONS.filter((m) => !instruction.test(m.reason)).map((m) => m.id);
    expect(problems).toEqual([]);
  });

  it("covers the conditions the pharmacist review asked for", () => {
    const pairs = new Set(MEDICAL_CONTRAINDICATIONS.map((m) => `${m.ingredient}|${m.condition}`));
    for (const pair of [
      "vitamin-a|pregnancy",
      "beta-carotene|smoker",
      "beta-carotene|asbestos-exposure",
      "iron|haemochromatosis",
      "potassium|chronic-kidney-disease",
      "magnesium|chronic-kidney-disease",
      "berberine|diabetes",
      "chromium|diabetes",
      "alpha-lipoic-acid|diabetes",
      "vitamin-d3|sarcoidosis",
      "calcium|sarcoidosis",
      "vitamin-d3|primary-hyperparathyroidism",
      "calcium|primary-hyperparathyroidism",
      "copper|wilsons-disease",
      "biotin|thyroid-disease",
    ]) {
      expect({ pair, present: pairs.has(pair) }).toEqual({ pair, present: true });
    }
  });
});

describe("condition dictionary: test phrases for the engine", () => {
  it("names only dictionary conditions", () => {
    const slugs = [
      ...NEGATION_CASES.flatMap((n) => [...n.mustNotMatch, ...(n.stillMatches ?? [])]),
      ...POSITIVE_CASES.flatMap((p) => [...p.expected, ...(p.mustNotMatch ?? [])]),
    ];
    expect(slugs.filter((slug) => !bySlug.has(slug))).toEqual([]);
  });

  it.each(POSITIVE_CASES)("finds $expected in '$phrase'", ({ phrase, expected, mustNotMatch }) => {
    const matched = longestMatches(phrase);
    expect(expected.filter((slug) => !matched.has(slug))).toEqual([]);
    expect((mustNotMatch ?? []).filter((slug) => matched.has(slug))).toEqual([]);
  });

  it("lists negated phrases that a substring matcher would wrongly match (all but three)", () => {
    const naive = (phrase: string, slug: string) => {
      const condition = bySlug.get(slug);
      return condition !== undefined && termsOf(condition).some((term) => normalise(phrase).includes(term));
    };
    const harmless = NEGATION_CASES.filter((n) => !n.mustNotMatch.some((slug) => naive(n.phrase, slug)));
    expect(harmless.map((n) => n.phrase)).toEqual(["never smoked", "used to smoke", "had a baby in May"]);
  });

  it.each(NEGATION_CASES.filter((n) => n.stillMatches))(
    "still finds $stillMatches in '$phrase'",
    ({ phrase, stillMatches }) => {
      const matched = longestMatches(phrase);
      expect((stillMatches ?? []).filter((slug) => !matched.has(slug))).toEqual([]);
    },
  );
});

describe("an allergy in the words people use", () => {
  it.each([
    ["allergic to prawns", "shellfish-allergy"],
    ["crustaceans allergic", "shellfish-allergy"],
    ["fish allergy", "fish-allergy"],
    ["allergic to fish", "fish-allergy"],
    ["I am fish allergic", "fish-allergy"],
    ["allergic to ragweed", "daisy-family-allergy"],
    ["allergy to daisies", "daisy-family-allergy"],
  ])("“%s” is %s", (typed, slug) => {
    expect(read(typed)).toEqual([slug]);
  });

  it("reads an allergy that is over or denied as absent", () => {
    expect(read("not allergic to fish")).toEqual([]);
  });
});

describe("a condition in the other number, as product information words it, or misspelt", () => {
  it.each([
    ["stomach ulcers", "peptic-ulcer"],
    ["duodenal ulcers", "peptic-ulcer"],
    ["cardiac stents x2", "coronary-stent"],
    ["gallstone", "gallstones"],
    ["panic attack", "anxiety"],
    ["Parkinson", "parkinsons-disease"],
    ["iron deficient", "iron-deficiency-anaemia"],
    ["B12 deficient", "vitamin-b12-deficiency"],
    ["bleeding diathesis", "bleeding-disorder"],
    ["torsades de pointes", "arrhythmia"],
    ["prostatic hypertrophy", "benign-prostatic-hyperplasia"],
    ["enlarged prostrate", "benign-prostatic-hyperplasia"],
    ["history of mania", "bipolar-disorder"],
    ["non insulin dependent", "type-2-diabetes"],
    ["NIDDM", "type-2-diabetes"],
    ["IDDM", "type-1-diabetes"],
  ])("“%s” is %s", (typed, slug) => {
    expect(read(typed)).toEqual([slug]);
  });

  it.each(["trying to get fit", "penicillin allergy", "AID"])(
    "does not make “%s” a condition from a short plural, an allergy or an acronym",
    (typed) => {
      expect(read(typed)).toEqual([]);
    },
  );

  it.each([
    ["hearing aid", "hearing-loss"],
    ["hearing aids", "hearing-loss"],
    ["walking aids", "limited-mobility"],
    ["mobility aids", "limited-mobility"],
    ["sleep aids", "insomnia"],
  ])("reads “%s” as %s, not as AIDS", (typed, slug) => {
    expect(read(typed)).toEqual([slug]);
  });

  it.each(["AIDS", "acquired immune deficiency syndrome", "late-stage HIV"])(
    "reads “%s” as AIDS",
    (typed) => {
      expect(read(typed)).toEqual(["advanced-hiv"]);
    },
  );
});

describe("drinking as people describe it", () => {
  it.each([
    ["alcoholic", ["alcohol-dependence"]],
    ["I'm an alcoholic", ["alcohol-dependence"]],
    ["alcohol dependent", ["alcohol-dependence"]],
    ["alcoholic hepatitis", ["alcohol-dependence", "hepatitis"]],
    ["alcoholic liver disease", ["alcohol-related-liver-disease"]],
    ["non-alcoholic fatty liver disease", ["fatty-liver-disease"]],
    ["fatty liver (non-alcoholic)", ["fatty-liver-disease"]],
  ])("“%s” is %p", (typed, slugs) => {
    expect(read(typed).toSorted()).toEqual(slugs);
  });
});

describe("a past heart operation read as the disease it treats", () => {
  it.each([
    ["atrial fib", "atrial-fibrillation"],
    ["CABG 2015", "coronary-heart-disease"],
    ["had a triple bypass", "coronary-heart-disease"],
    ["mechanical heart valve", "heart-valve-disease"],
    ["aortic valve replacement 2020", "heart-valve-disease"],
    ["TAVI last year", "heart-valve-disease"],
    ["low eGFR", "chronic-kidney-disease"],
  ])("“%s” is %s", (typed, slug) => {
    expect(read(typed)).toEqual([slug]);
  });

  it("does not read a gastric bypass as heart disease", () => {
    expect(read("gastric bypass")).toEqual(["weight-loss-surgery"]);
  });
});

describe("a test result as people copy it", () => {
  it.each([
    ["HbA1c 58", "diabetes"],
    ["HbA1c was 44 mmol/mol", "prediabetes"],
    ["HbA1c 7.1%", "diabetes"],
    ["BP 150/95", "hypertension"],
    ["blood pressure 85/55", "hypotension"],
    ["potassium 3.1", "hypokalaemia"],
    ["my potassium was 6.1", "hyperkalaemia"],
    ["sodium was 128", "hyponatraemia"],
    ["raised ALT", "liver-disease"],
  ])("reads “%s” as %s", (typed, slug) => {
    expect(read(typed)).toEqual([slug]);
  });

  it.each(["HbA1c 36", "BP 120/80", "sodium 140", "potassium 600mg"])(
    "reads no condition into a result in range, or a dose: “%s”",
    (typed) => {
      expect(read(typed)).toEqual([]);
    },
  );
});

describe("an entry that reads as nothing", () => {
  it.each([
    ["BP", ["bp"]],
    ["QT", ["qt"]],
    ["knees", ["knees"]],
  ])("keeps “%s” as not recognised rather than dropping it", (typed, words) => {
    const reading = readConditionEntry(index, typed);
    expect([reading.conditions, reading.unrecognised]).toEqual([[], words]);
  });

  it("keeps a medicine entry of form words alone as not recognised", () => {
    expect(readMedicineEntry(index, "3 tablets").unrecognised).toEqual(["tablets"]);
  });

  it("reads a condition beside where it is, and an operation as people say it", () => {
    expect(readConditionEntry(index, "osteoarthritis knees")).toMatchObject({
      conditions: ["osteoarthritis"],
      unrecognised: [],
    });
    expect(readConditionEntry(index, "having my knee replaced in January").conditions).toEqual([
      "upcoming-surgery",
    ]);
    expect(readConditionEntry(index, "had my hip replaced last year").conditions).toEqual([]);
    expect(readConditionEntry(index, "dental extraction tomorrow").conditions).toEqual(["upcoming-surgery"]);
    expect(readConditionEntry(index, "had dental surgery last year").conditions).toEqual([]);
  });

  it("reads a condition with how recent it is, its kind, or as people put it", () => {
    for (const [typed, slug] of [
      ["recent heart attack", "heart-attack"],
      ["surgery in the next two weeks", "upcoming-surgery"],
      ["narrow-angle glaucoma", "glaucoma"],
      ["has fits", "epilepsy"],
      ["recovering alcoholic", "alcohol-dependence"],
      ["schizophrenic", "schizophrenia"],
      ["binge drinker", "alcohol-dependence"],
      ["colitis", "inflammatory-bowel-disease"],
      ["we want a baby", "trying-to-conceive"],
      ["might be pregnant", "pregnancy"],
      ["reflux", "gord"],
      // Seizures kept under control are epilepsy still.
      ["no fits for 5 years", "epilepsy"],
      ["no seizures since 2019", "epilepsy"],
      ["seizure-free for 3 yrs", "epilepsy"],
      ["going under the knife in March", "upcoming-surgery"],
      ["mixed feeding", "breastfeeding"],
      ["deranged LFTs", "liver-disease"],
      ["kidneys working at 25 percent", "severe-kidney-disease"],
      ["kidney function 40%", "chronic-kidney-disease"],
      ["borderline high blood pressure", "hypertension"],
      ["had asthma as a child", "asthma"],
      ["dodgy heart", "cardiovascular-disease"],
      ["weak kidneys", "chronic-kidney-disease"],
      ["liver issues", "liver-disease"],
      ["not pregnant but trying", "trying-to-conceive"],
      ["weaning my baby", "breastfeeding"],
      ["could be pregnant", "pregnancy"],
      // Not yet confirmed is checked as if it were.
      ["suspected coeliac", "coeliac-disease"],
      ["query AF", "atrial-fibrillation"],
      ["possible IBS", "irritable-bowel-syndrome"],
      ["being investigated for anaemia", "anaemia"],
      ["high risk of stroke", "stroke"],
    ] as const)
      expect(readConditionEntry(index, typed)).toMatchObject({ conditions: [slug], unrecognised: [] });
  });

  it("reads a past serious bleed as its own condition, never as a bleeding tendency", () => {
    for (const [typed, slug] of [
      ["GI bleed", "gastrointestinal-bleeding"],
      ["stomach bleed", "gastrointestinal-bleeding"],
      ["bleed on the brain", "haemorrhagic-stroke"],
      ["had a bleed on the brain", "haemorrhagic-stroke"],
      ["brain bleed", "haemorrhagic-stroke"],
      ["brain haemorrhage", "haemorrhagic-stroke"],
      ["haemorrhagic stroke", "haemorrhagic-stroke"],
      ["subarachnoid haemorrhage", "subarachnoid-haemorrhage"],
      ["history of stomach ulcer bleeding", "bleeding-peptic-ulcer"],
      ["previous major bleed", "previous-serious-bleed"],
      ["low ferritin", "low-ferritin"],
      ["anaemia of chronic disease", "anaemia-of-chronic-disease"],
      ["bone cancer", "bone-cancer"],
      ["secondary bone cancer", "bone-metastases"],
      ["thyroid nodules", "thyroid-nodules"],
      ["genital herpes", "genital-herpes"],
      ["herpes zoster", "shingles"],
      ["systemic sclerosis", "scleroderma"],
      ["Leber's hereditary optic neuropathy", "lebers-hereditary-optic-neuropathy"],
      ["retinitis pigmentosa", "retinitis-pigmentosa"],
      ["thiamine deficiency", "thiamine-deficiency"],
      ["williams syndrome", "williams-syndrome"],
      ["colonoscopy next week", "upcoming-colonoscopy"],
    ] as const)
      expect(readConditionEntry(index, typed)).toMatchObject({ conditions: [slug], unrecognised: [] });
    for (const typed of ["bleed on the brain", "GI bleed", "subarachnoid haemorrhage"])
      expect(readConditionEntry(index, typed).conditions).not.toContain("bleeding-disorder");
  });

  it("passes over a short word beside a condition read", () => {
    expect(readConditionEntry(index, "high BP").unrecognised).toEqual([]);
    expect(readConditionEntry(index, "RA (on MTX)").conditions).toEqual(["rheumatoid-arthritis"]);
  });
});

describe("states and conditions people type, read since the wcn10 round", () => {
  it("reads a birth told as an event, and one long past as none", () => {
    for (const typed of [
      "had a baby 3 weeks ago",
      "gave birth last month",
      "had my baby last week",
      "I'm 2 months postpartum",
      "had a c-section 2 weeks ago",
    ])
      expect(read(typed)).toEqual(["recently-given-birth"]);
    expect(read("had a baby 5 years ago")).toEqual([]);
    expect(read("c-section booked")).toEqual(["upcoming-surgery"]);
  });

  it("reads a course of treatment by its rounds and start without leaving words unread", () => {
    for (const typed of ["chemo starts next week", "round 3 of chemo", "chemo cycle 2"])
      expect(readConditionEntry(index, typed)).toMatchObject({
        conditions: ["undergoing-chemotherapy"],
        unrecognised: [],
      });
  });

  it("shares a list's 'allergic to' or 'allergy' among its allergens, seafood being fish and shellfish", () => {
    expect(read("allergic to nuts and fish")).toEqual(["nut-allergy", "fish-allergy"]);
    expect(read("nut, egg and fish allergy")).toEqual(["nut-allergy", "egg-allergy", "fish-allergy"]);
    expect(read("allergies to soya, wheat and dairy")).toEqual([
      "soya-allergy",
      "wheat-allergy",
      "milk-allergy",
    ]);
    expect(read("peanut and tree nut allergy")).toEqual(["peanut-allergy", "nut-allergy"]);
    for (const typed of ["seafood allergy", "allergic to seafood", "fish and shellfish allergy"])
      expect(read(typed)).toEqual(["fish-allergy", "shellfish-allergy"]);
  });

  it("ends an allergen list at a word that is not one, and reads what follows as itself", () => {
    expect(read("allergic to nuts and have asthma and eczema")).toEqual([
      "nut-allergy",
      "asthma",
      "atopic-eczema",
    ]);
    expect(readConditionEntry(index, "allergic to bees and wasps").unrecognised).toEqual([
      "allergic",
      "bees",
      "wasps",
    ]);
  });

  it("dates a birth by the baby's age", () => {
    for (const typed of [
      "my baby is 3 weeks old",
      "3 week old baby",
      "my 2-week-old daughter",
      "a week old baby",
    ])
      expect(read(typed)).toEqual(["recently-given-birth"]);
    for (const typed of ["baby 10 months old", "my son is 5 years old"]) expect(read(typed)).toEqual([]);
  });

  it("reads nursing a child as breastfeeding, and leaves other nursing unread", () => {
    expect(read("nursing a baby")).toEqual(["breastfeeding"]);
    for (const typed of ["nursing", "nursing home", "nursing a cold"]) expect(read(typed)).toEqual([]);
  });

  it("reads a miscarriage as its own condition, never as a pregnancy", () => {
    for (const typed of ["recent miscarriage", "pregnancy loss", "had a miscarriage last year"])
      expect(read(typed)).toEqual(["miscarriage"]);
    expect(read("pregnant after a miscarriage")).toEqual(["pregnancy", "miscarriage"]);
  });

  it("reads IVF's steps as trying to conceive", () => {
    for (const typed of ["egg collection", "embryo transfer"])
      expect(read(typed)).toEqual(["trying-to-conceive"]);
  });

  it("reads hot flushes and night sweats as themselves, not as the menopause", () => {
    expect(read("hot flushes")).toEqual(["hot-flushes"]);
    expect(read("night sweats")).toEqual(["night-sweats"]);
    expect(ancestorsOf("hot-flushes").has("menopause")).toBe(false);
    expect(read("hot water bottle")).toEqual([]);
  });

  it("files antiphospholipid syndrome under thrombophilia and autoimmune disease", () => {
    expect(read("Hughes syndrome")).toEqual(["antiphospholipid-syndrome"]);
    for (const parent of ["thrombophilia", "autoimmune-disease"])
      expect(ancestorsOf("antiphospholipid-syndrome").has(parent)).toBe(true);
    // Bleeding or clotting: which is not said.
    expect(read("clotting disorder")).toEqual([]);
  });

  it("reads an MTHFR variant as itself, not as thrombophilia", () => {
    expect(read("MTHFR mutation")).toEqual(["mthfr-variant"]);
    expect(ancestorsOf("mthfr-variant").size).toBe(0);
  });

  it("reads a raised creatinine and protein in the urine as kidney disease", () => {
    expect(read("raised creatinine")).toEqual(["chronic-kidney-disease"]);
    expect(readConditionEntry(index, "polycystic kidney disease").unrecognised).toEqual([]);
    expect(read("protein in urine")).toEqual(["proteinuria"]);
    expect(ancestorsOf("proteinuria").has("chronic-kidney-disease")).toBe(true);
  });

  it("reads overweight apart from obesity, and vaping apart from smoking", () => {
    expect(read("overweight")).toEqual(["overweight"]);
    expect(ancestorsOf("overweight").has("obesity")).toBe(false);
    expect(read("I vape")).toEqual(["vaping"]);
    expect(read("ex smoker now vape")).toEqual(["former-smoker", "vaping"]);
    expect(ancestorsOf("vaping").has("smoker")).toBe(false);
  });

  it("reads a central line, and common misspellings of long-term conditions", () => {
    expect(read("PICC line")).toEqual(["central-venous-catheter"]);
    expect(read("asma")).toEqual(["asthma"]);
    expect(read("diabeties")).toEqual(["diabetes"]);
    expect(read("migranes")).toEqual(["migraine"]);
    expect(read("rhuematoid arthritis")).toEqual(["rheumatoid-arthritis"]);
    expect(read("hypothroidism")).toEqual(["hypothyroidism"]);
    // Bare "cholesterol" may be high or low, so its misspelling stays unread too.
    expect(read("cholestrol")).toEqual([]);
    expect(read("myasthenia")).toEqual(["myasthenia-gravis"]);
    expect(read("thalassaemia minor")).toEqual(["thalassaemia-trait"]);
    // No source read names a catalogue ingredient with salicylates: left unread.
    expect(read("aspirin allergy")).toEqual([]);
  });

  it("reads diabetes insipidus and a raised PSA as themselves, not as diabetes or psoriatic arthritis", () => {
    expect(read("diabetes insipidus")).toEqual(["diabetes-insipidus"]);
    expect(read("raised PSA")).toEqual(["raised-psa"]);
    expect(read("PSA test")).toEqual(["upcoming-blood-test"]);
    expect(ancestorsOf("raised-psa").size).toBe(0);
  });

  it("reads palliative care, Down's syndrome and schizoaffective as people type them", () => {
    expect(read("end of life care")).toEqual(["palliative-care"]);
    expect(read("Down's syndrome")).toEqual(["downs-syndrome"]);
    expect(read("schizoaffective")).toEqual(["schizophrenia"]);
    // In the UK a learning difficulty (dyslexia, say) is not a learning disability.
    expect(read("learning difficulties")).toEqual([]);
  });

  it("reads heatstroke, age spots and a chemical pregnancy as themselves, not as a stroke, acne or a pregnancy", () => {
    expect(read("heat stroke")).toEqual(["heat-exhaustion"]);
    expect(read("had heatstroke last summer")).toEqual([]);
    expect(read("liver spots")).toEqual(["age-spots"]);
    expect(read("chemical pregnancy")).toEqual(["miscarriage"]);
  });
});

describe("states and conditions people type, read since the wcn11 round", () => {
  it("reads combination feeding and misspelt breastfeeding as breastfeeding, formula feeding apart", () => {
    for (const typed of [
      "combi feeding",
      "combination feeding",
      "mix feeding",
      "breast and formula",
      "breastfeeding and formula",
      "breastfeading",
      "brest feeding",
      "chest feeding",
      "exclusively expressing",
    ])
      expect(readConditionEntry(index, typed)).toMatchObject({
        conditions: ["breastfeeding"],
        unrecognised: [],
      });
    for (const typed of ["formula feeding", "formula fed", "bottle feeding formula"])
      expect(read(typed)).toEqual(["formula-feeding"]);
    expect(ancestorsOf("formula-feeding").has("breastfeeding")).toBe(false);
    // The bottle may hold expressed breast milk or formula; "expressing" alone says not what.
    for (const typed of ["bottle feeding", "expressing", "pumping"]) expect(read(typed)).toEqual([]);
    expect(read("stopped breastfeeding")).toEqual([]);
  });

  it("reads misspelt and slang pregnancy as a pregnancy, and trying for a baby as trying", () => {
    for (const typed of ["pregnent", "pregant", "pregnacy", "preggers", "up the duff"])
      expect(read(typed)).toEqual(["pregnancy"]);
    expect(read("tryna get pregnant")).toEqual(["trying-to-conceive"]);
    expect(read("trying for baby")).toEqual(["trying-to-conceive"]);
    // "Preg" may be pregabalin; "pg" has other meanings.
    for (const typed of ["preg", "pg"]) expect(read(typed)).toEqual([]);
  });

  it("reads teetotal as not drinking, never as alcohol dependence, and leaves 'sober' unread", () => {
    for (const typed of ["teetotal", "teetotaller", "tee total"]) expect(read(typed)).toEqual(["teetotal"]);
    expect(ancestorsOf("teetotal").size).toBe(0);
    expect(read("sober 5 years")).toEqual([]);
    expect(readConditionEntry(index, "sober 5 years").unrecognised).toEqual(["sober"]);
  });

  it("reads covid as a passing infection, long covid apart, and period pain and fibro", () => {
    expect(read("covid")).toEqual(["covid-19"]);
    expect(read("long covid")).toEqual(["long-covid"]);
    expect(read("had covid last year")).toEqual([]);
    for (const typed of ["period pain", "painful periods", "dysmenorrhoea"])
      expect(read(typed)).toEqual(["period-pain"]);
    expect(ancestorsOf("period-pain").has("endometriosis")).toBe(false);
    expect(read("heavy periods")).toEqual(["heavy-periods"]);
    expect(read("fibro")).toEqual(["fibromyalgia"]);
    expect(read("high chol")).toEqual(["high-cholesterol"]);
  });

  it("reads borderline personality disorder whole, and leaves bare BPD unread", () => {
    for (const typed of [
      "borderline personality disorder",
      "EUPD",
      "emotionally unstable personality disorder",
    ])
      expect(read(typed)).toEqual(["borderline-personality-disorder"]);
    expect(ancestorsOf("borderline-personality-disorder").has("personality-disorder")).toBe(true);
    expect(read("BPD")).toEqual([]);
    expect(read("borderline diabetic")).toEqual(["prediabetes"]);
  });

  it("reads both ovaries removed as the menopause, and one removed as nothing read", () => {
    for (const typed of [
      "had my ovaries removed",
      "no ovaries",
      "bilateral oophorectomy",
      "both ovaries removed",
    ])
      expect(read(typed)).toEqual(["menopause"]);
    expect(read("had one of my ovaries removed")).toEqual([]);
    expect(read("one ovary removed")).toEqual([]);
  });

  it("reads diabetic neuropathy under both diabetes and peripheral neuropathy", () => {
    expect(read("diabetic neuropathy")).toEqual(["diabetic-neuropathy"]);
    for (const parent of ["diabetes", "peripheral-neuropathy"])
      expect(ancestorsOf("diabetic-neuropathy").has(parent)).toBe(true);
    expect(read("diabetic")).toEqual(["diabetes"]);
    // Which nerves is not said.
    expect(read("neuropathy")).toEqual([]);
  });

  it("reads GnRH analogues, and leaves puberty blockers and other hormone blockers unread", () => {
    // Unread rather than the cancer treatments the GnRH analogue injections are filed under.
    expect(readMedicineEntry(index, "puberty blockers").unrecognised).toEqual(["puberty", "blockers"]);
    expect([...(index.groupClasses.get("gnrh-analogue") ?? [])]).toContain("anticancer");
    expect(readMedicineEntry(index, "GnRH analogue").classesOnly).toEqual(["gnrh-analogue"]);
    expect(readMedicineEntry(index, "Decapeptyl").medicines).toEqual(["triptorelin"]);
    expect(readMedicineEntry(index, "Staladex").medicines).toEqual(["leuprorelin"]);
    expect(readMedicineEntry(index, "hormone blockers").unrecognised).toEqual(["hormone", "blockers"]);
    // "Nerve pain tablets" had read as painkillers; NICE's four first choices are not painkillers.
    expect(readMedicineEntry(index, "nerve pain tablets").classesOnly).toEqual(["nerve-pain-medicine"]);
    expect(readMedicineEntry(index, "painkillers").classesOnly).toEqual(["painkiller"]);
    expect(readMedicineEntry(index, "cortisone injection").classesOnly).toEqual(["corticosteroid"]);
    expect(readMedicineEntry(index, "cortisone").unrecognised).toEqual(["cortisone"]);
    // Not the medicines for an enlarged prostate, which "prostate" alone names.
    expect(readMedicineEntry(index, "hormone therapy for prostate cancer").classesOnly).toEqual([
      "prostate-cancer-hormone-therapy",
    ]);
    expect(readMedicineEntry(index, "prostate tablets").classesOnly).toEqual(["prostate-medicine"]);
    expect(readMedicineEntry(index, "hormone therapy for breast cancer").classesOnly).toEqual([
      "breast-cancer-hormone-therapy",
    ]);
    expect(readMedicineEntry(index, "hormone therapy").unrecognised).toEqual(["hormone", "therapy"]);
    // A UK "stomach protector" may be a PPI or misoprostol: left unread.
    expect(readMedicineEntry(index, "stomach protector").unrecognised).toEqual(["protector"]);
  });
});
