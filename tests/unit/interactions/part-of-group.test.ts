/** @jest-environment node */
// A group typed by its name ("antidepressants", "antibiotics") is checked for what applies to all of it, and also
// for records that reach only some of its members: those are reported with the members named, since the person
// may take one of them.
import { depletionViews, groupFindings, nameLookupFor } from "@/components/interactions/finding-views";
import { warningsFor } from "@/lib/interactions/warnings";
import { analyseOne } from "./shipped-engine";

describe("a group typed by its name", () => {
  it.each([
    ["St John's wort", "antidepressants", "st-johns-wort", "Sertraline"],
    ["Iron", "antibiotics", "iron", "Doxycycline"],
    ["Magnesium", "antibiotics", "magnesium", "Ciprofloxacin"],
    ["Potassium", "blood pressure tablets", "potassium", "Ramipril"],
    // Words that may mean several groups are the groups together.
    ["Calcium", "my thyroid tablets", "calcium", "Levothyroxine"],
    ["Iron", "indigestion tablets", "iron", "Calcium carbonate"],
    ["Calcium", "weekly bone tablet", "calcium", "Alendronic acid"],
  ])("reports %s with “%s” for the members it reaches", (name, typed, slug, member) => {
    const result = analyseOne(slug, name, { medicines: [typed] });
    const partial = result.interactions.drugInteractions.filter((finding) => finding.someOf);
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.flatMap((finding) => finding.someOf?.members ?? [])).toContain(member);
    for (const finding of partial) expect(finding.drugName).toBe(typed);
    // Still not fully checked: which member is taken is unknown.
    expect(result.unknownDrugs).toContain(typed);
  });

  it("gives each member the record it would get named alone, so a narrower record wins", () => {
    const result = analyseOne("iron", "Iron", { medicines: ["antibiotics"] });
    const partial = result.interactions.drugInteractions.filter((finding) => finding.someOf);
    expect(partial.map((finding) => finding.record.id).sort()).toEqual([
      "di-iron-fluoroquinolone",
      "di-iron-tetracycline",
    ]);
  });

  it("reports at most three such records for one product, the gravest first", () => {
    const result = analyseOne("st-johns-wort", "St John's wort", { medicines: ["antiarrhythmics"] });
    const partial = result.interactions.drugInteractions.filter((finding) => finding.someOf);
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThanOrEqual(3);
    const rank = { beneficial: 0, minor: 1, moderate: 2, major: 3, contraindicated: 4 };
    const ranks = partial.map((finding) => rank[finding.record.severityLevel]);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it("reports the gravest record of each kind in a group before more of one kind: blood thinners", () => {
    const result = analyseOne("ginkgo-biloba", "Ginkgo", { medicines: ["blood thinners"] });
    const partial = result.interactions.drugInteractions.filter((finding) => finding.someOf);
    expect(partial.length).toBeLessThanOrEqual(3);
    const members = partial.flatMap((finding) => finding.someOf?.members ?? []);
    expect(members).toEqual(expect.arrayContaining(["Warfarin", "Clopidogrel"]));
  });

  it("says in the finding that it applies to some of the group, and names members, not the record's medicine", () => {
    const result = analyseOne("st-johns-wort", "St John's wort", { medicines: ["antidepressants"] });
    const views = groupFindings(result, nameLookupFor(result)).flatMap((group) => group.findings);
    const view = views.find((item) => item.title.endsWith("with antidepressants"));
    expect(view?.involved[0]).toEqual({ label: "Medicine", value: "antidepressants" });
    expect(view?.involved[1]?.label).toBe("Applies to");
    expect(view?.notes[0]).toBe(
      "This applies to some antidepressants, not necessarily yours: add your medicine's name to check it.",
    );
    const product = { id: "p", name: "St John's wort product", brand: "Test", category: "wellness" as const };
    const warning = warningsFor(
      { findings: result.interactions, upperLevels: [], combined: [], notChecked: [] },
      [{ ...product, optimalTiming: null, ingredients: [] }],
    ).find((item) => item.type === "drug");
    expect(warning?.title).toMatch(/^St John's wort product with antidepressants \(some antidepressants: /);
  });

  it("names a medicine typed as its record names it once in the warning's title", () => {
    const product = { id: "p", name: "Turmeric product", brand: "Test", category: "wellness" as const };
    const titleFor = (typed: string) => {
      const result = analyseOne("turmeric-curcumin", "Turmeric", { medicines: [typed] });
      return warningsFor({ findings: result.interactions, upperLevels: [], combined: [], notChecked: [] }, [
        { ...product, optimalTiming: null, ingredients: [] },
      ]).find((item) => item.type === "drug")?.title;
    };
    expect(titleFor("warfarin")).toBe("Turmeric product with warfarin");
    expect(titleFor("Warfarin 3mg")).toBe("Turmeric product with Warfarin 3mg (warfarin)");
  });

  it("adds nothing for a medicine named in full", () => {
    const result = analyseOne("st-johns-wort", "St John's wort", { medicines: ["sertraline"] });
    expect(result.interactions.drugInteractions.length).toBeGreaterThan(0);
    expect(result.interactions.drugInteractions.every((finding) => finding.someOf === undefined)).toBe(true);
  });

  it("adds nothing when no member of the group has a record with the ingredient", () => {
    const result = analyseOne("vitamin-b12", "Vitamin B12", { medicines: ["antihistamines"] });
    expect(result.interactions.drugInteractions).toEqual([]);
  });

  it("says once per nutrient and direction what some members lower, naming them", () => {
    const result = analyseOne("magnesium", "Magnesium", { medicines: ["diuretics"] });
    const headings = depletionViews(result.nutrientDepletions, nameLookupFor(result)).map(
      (view) => view.heading,
    );
    expect(headings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Magnesium lowered by some diuretics \(water tablets\): .*Furosemide/),
        expect.stringMatching(/^Potassium lowered by some diuretics \(water tablets\): .*Furosemide/),
        "Potassium kept in the body by some diuretics (water tablets): Spironolactone",
      ]),
    );
    expect(new Set(headings).size).toBe(headings.length);
  });

  it("keeps a group's own abbreviation as written", () => {
    const result = analyseOne("magnesium", "Magnesium", { medicines: ["PPIs"] });
    const headings = depletionViews(result.nutrientDepletions, nameLookupFor(result)).map(
      (view) => view.heading,
    );
    expect(headings).toContain(
      "Magnesium lowered by some proton pump inhibitors (PPIs): Esomeprazole, Lansoprazole, Omeprazole and Pantoprazole",
    );
  });

  it("meets what is written about foods for the group", () => {
    const result = analyseOne("vitamin-c", "Vitamin C", { medicines: ["MAOIs"] });
    expect(result.medicineFoodNotes.map((note) => note.record.id)).toContain("mf-maoi-tyramine");
  });

  it("joins records giving the same advice for different members into one finding", () => {
    const result = analyseOne("calcium", "Calcium", { medicines: ["iron preparations"] });
    const partial = result.interactions.drugInteractions.filter((finding) => finding.someOf);
    expect(partial).toHaveLength(1);
    expect(partial[0]?.someOf?.members).toEqual(
      expect.arrayContaining(["Ferrous fumarate", "Ferrous sulfate"]),
    );
  });
});

describe("a group named beside one of its members", () => {
  it.each([
    "warfarin blood thinner",
    "salbutamol inhaler",
    "atorvastatin (statin)",
    "levothyroxine thyroid tablet",
    "warfarin, a blood thinner",
    "sertraline; it's an antidepressant",
    "warfarin, INR 2-3",
    "warfarin, anticoag clinic weekly",
    // A test is never a further medicine, whatever words go with it.
    "warfarin and INR checks",
    "warfarin plus INR clinics every fortnight",
  ])("reads “%s” as that medicine, fully checked", (typed) => {
    const result = analyseOne("calcium", "Calcium", { medicines: [typed] });
    expect(result.unknownDrugs).toEqual([]);
    expect(result.notChecked).toEqual([]);
  });

  it("reads INR alone as a vitamin K antagonist taken, which it does not know", () => {
    const result = analyseOne("vitamin-k1", "Vitamin K1", { medicines: ["INR clinic"] }, 0.2);
    expect(result.recognisedMedicines.flatMap((entry) => entry.classes.map((group) => group.slug))).toEqual([
      "vitamin-k-antagonist",
    ]);
    expect(result.unknownDrugs).toEqual(["INR clinic"]);
  });

  it.each(["sertraline and other antidepressants", "sertraline, antidepressants", "sertraline, a statin"])(
    "keeps the group when “%s” may name more than the member",
    (typed) => {
      const result = analyseOne("st-johns-wort", "St John's wort", { medicines: [typed] });
      expect(result.unknownDrugs).toEqual([typed]);
    },
  );
});

describe("a group in its own entry beside a member's entry", () => {
  it.each([
    [["warfarin", "blood thinner"], "Warfarin"],
    [["an anticoagulant", "apixaban"], "Apixaban"],
    [["my statin", "atorvastatin 20mg"], "Atorvastatin"],
    [["warfarin", "anticoag clinic"], "Warfarin"],
    [["warfarin", "INR clinics"], "Warfarin"],
  ])("reads %j as the member alone, fully checked, and says so", (medicines, member) => {
    const result = analyseOne("st-johns-wort", "St John's wort", { medicines });
    expect(result.unknownDrugs).toEqual([]);
    expect(result.notChecked).toEqual([]);
    expect(result.recognisedMedicines.map((entry) => entry.medicines.map((m) => m.name))).toEqual([
      [member],
      [member],
    ]);
  });

  it("says the member's findings answer for the group's entry, not that it has none", () => {
    const result = analyseOne("st-johns-wort", "St John's wort", {
      medicines: ["warfarin", "blood thinner"],
    });
    expect(result.interactions.drugInteractions.map((finding) => finding.drugName)).toContain("warfarin");
    expect(result.noRecords).toEqual([]);
  });

  it.each([
    // Plural, or said to be another, it may be more than the one named.
    [["warfarin", "blood thinners"], "blood thinners"],
    [["apixaban", "another blood thinner"], "another blood thinner"],
    [["sertraline", "other antidepressants"], "other antidepressants"],
    // Not a group the medicine belongs to.
    [["warfarin", "statin"], "statin"],
  ])("keeps %j open as a group", (medicines, group) => {
    const result = analyseOne("st-johns-wort", "St John's wort", { medicines });
    expect(result.unknownDrugs).toEqual([group]);
  });
});

describe("a group named beside a narrower group within it", () => {
  const groupsOf = (result: ReturnType<typeof analyseOne>) =>
    result.recognisedMedicines.map((entry) => [entry.typed, entry.classes.map((group) => group.slug)]);

  it.each([
    [["anticoag clinic", "INR"], "vitamin-k-antagonist"],
    [["blood thinner", "INR 4.8"], "vitamin-k-antagonist"],
    [["an anticoagulant", "DOAC"], "doac"],
    [["antidepressant", "SSRI"], "ssri"],
  ])("reads %j as the narrower group once", (medicines, narrower) => {
    const result = analyseOne("turmeric-curcumin", "Turmeric", { medicines });
    expect(groupsOf(result)).toEqual(medicines.map((typed) => [typed, [narrower]]));
    expect(result.recognisedMedicines[0]?.sameAs).toBe(medicines[1]);
    // Still a group: which member is taken is not known.
    expect(result.unknownDrugs).toEqual([medicines[1]]);
  });

  it("finds the pair once, not once per group", () => {
    for (const medicines of [["anticoag clinic", "INR"], ["anticoag clinic INR 4.8"]]) {
      const result = analyseOne("turmeric-curcumin", "Turmeric", { medicines });
      expect(result.interactions.drugInteractions).toHaveLength(1);
      expect(result.noRecords).toEqual([]);
    }
  });

  it.each([
    [["blood thinners", "INR"], "blood thinners"],
    [["another blood thinner", "INR"], "another blood thinner"],
    [["statin", "SSRI"], "statin"],
  ])("keeps %j open when the broader entry may be more", (medicines, broader) => {
    const result = analyseOne("turmeric-curcumin", "Turmeric", { medicines });
    expect(result.unknownDrugs).toContain(broader);
    expect(result.recognisedMedicines[0]?.sameAs).toBeUndefined();
  });
});
