/** @jest-environment node */
// Groups of medicines typed the way people name them: "my cholesterol tablets", "epilepsy meds",
// "anticoagulants". Each is read as its group (checked for what applies to the whole group); words that could
// name more than one group, or that name a medicine or a supplement, are not taken for a group.
import { layClassNames } from "@/lib/interactions/class-names";
import { buildDictionaryIndex, readMedicineEntry } from "@/lib/interactions/dictionary";
import type { MedicineClass } from "@/lib/interactions/dictionary-schema";
import { DICTIONARIES } from "@/prisma/data/dictionaries";

const index = buildDictionaryIndex(DICTIONARIES);
const read = (typed: string) => readMedicineEntry(index, typed);

describe("a group named as people name it", () => {
  it.each([
    ["cholesterol tablets", "lipid-lowering"],
    ["my cholesterol medication", "lipid-lowering"],
    ["tablets for high cholesterol", "lipid-lowering"],
    ["diabetes medication", "blood-glucose-lowering"],
    ["diabetic meds", "blood-glucose-lowering"],
    ["blood sugar tablets", "blood-glucose-lowering"],
    ["epilepsy medication", "antiepileptic"],
    ["anti-epileptics", "antiepileptic"],
    ["antiepileptic drugs", "antiepileptic"],
    ["seizure meds", "antiepileptic"],
    ["HIV medication", "hiv-antiretroviral"],
    ["HIV treatment", "hiv-antiretroviral"],
    ["antiretroviral therapy", "hiv-antiretroviral"],
    ["ADHD medication", "adhd-medicine"],
    ["Parkinson's medication", "antiparkinson"],
    ["Parkinsons disease tablets", "antiparkinson"],
    ["dementia medication", "dementia-medicine"],
    ["gout tablets", "gout-medicine"],
    ["angina medication", "antianginal"],
    ["anticoagulants", "anticoagulant"],
    ["antiplatelets", "antiplatelet"],
    ["an antifungal", "antifungal"],
    ["antivirals", "antiviral"],
    ["nitrates", "nitrate"],
    ["ARB", "arb"],
    ["gliptins", "dpp4-inhibitor"],
    ["hay fever tablets", "antihistamine"],
    ["indigestion tablets", "acid-medicine"],
    // Clinic letters' abbreviations.
    ["ACEi", "ace-inhibitor"],
    ["CCBs", "calcium-channel-blocker"],
    ["OCP", "hormonal-contraceptive"],
    ["ASMs", "antiepileptic"],
    ["weight loss jab", "weight-loss-medicine"],
    ["travel sickness tablets", "antiemetic"],
    ["anti-sickness medication", "antiemetic"],
    ["anti-rejection drugs", "immunosuppressant"],
    ["weight loss injections", "weight-loss-medicine"],
    ["GLP-1 injections", "glp1-agonist"],
    ["morning after pill", "emergency-contraceptive"],
    ["blood pressure meds", "antihypertensive"],
    ["malaria tablets", "antimalarial"],
    ["anti-malaria tablets", "antimalarial"],
  ])("“%s” is the group %s", (typed, slug) => {
    const reading = read(typed);
    expect(reading.classesOnly).toEqual([slug]);
    expect(reading.medicines).toEqual([]);
    expect(reading.unrecognised).toEqual([]);
  });
});

describe("words that may mean several groups", () => {
  it.each([
    ["thyroid tablets", "thyroid-medicine", ["thyroid-hormone", "antithyroid"]],
    ["my thyroid meds", "thyroid-medicine", ["thyroid-hormone", "antithyroid"]],
    ["migraine medication", "migraine-any", ["triptan", "migraine-medicine"]],
    ["acid reflux medication", "acid-medicine", ["antacid", "ppi", "h2-antagonist"]],
    ["heartburn tablets", "acid-medicine", ["antacid", "ppi", "h2-antagonist"]],
    ["stomach tablets", "acid-medicine", ["antacid", "ppi", "h2-antagonist"]],
    ["mood stabiliser", "mood-stabilising", ["mood-stabiliser", "antiepileptic"]],
    ["3 inhalers", "inhaler", ["inhaled-corticosteroid", "beta2-agonist", "antimuscarinic-bronchodilator"]],
    ["asthma inhalers", "inhaler", ["inhaled-corticosteroid", "beta2-agonist"]],
    ["osteoporosis tablets", "bone-medicine", ["bisphosphonate", "osteoporosis-medicine"]],
    ["weekly bone tablet", "bone-medicine", ["bisphosphonate"]],
    ["anxiety tablets", "anxiety-medicine", ["benzodiazepine", "ssri", "snri", "gabapentinoid"]],
    ["cold and flu tablets", "cold-flu-remedy", ["decongestant", "analgesic"]],
    ["prostate tablets", "prostate-medicine", ["alpha-blocker", "5-alpha-reductase-inhibitor"]],
    ["tablets for my heart", "heart-medicine", ["antiarrhythmic", "antianginal"]],
    ["pills for the thyroid", "thyroid-medicine", ["thyroid-hormone", "antithyroid"]],
    ["medicines to control the rate of your heart beat", "heart-medicine", ["cardiac-glycoside"]],
    ["contraception", "hormonal-contraceptive", ["combined-hormonal-contraceptive"]],
  ])("reads “%s” as the group %s, which spans %j", (typed, slug, groups) => {
    const reading = read(typed);
    expect(reading.classesOnly).toEqual([slug]);
    expect(reading.unrecognised).toEqual([]);
    const spanned = [...(index.classMembers.get(slug) ?? [])].flatMap((member) => [
      ...(index.classesOfMedicine.get(member) ?? []),
    ]);
    expect(spanned).toEqual(expect.arrayContaining(groups));
  });

  it("reads a group that tells which of them: “underactive thyroid tablets”", () => {
    expect(read("underactive thyroid tablets").classesOnly).toEqual(["thyroid-hormone"]);
    expect(read("overactive thyroid medication").classesOnly).toEqual(["antithyroid"]);
  });
});

describe("words that do not name a group", () => {
  it.each(["hormone therapy", "nerve tablets"])(
    "“%s” stays not recognised, with no suggestion made of the medicine word",
    (typed) => {
      const reading = read(typed);
      expect(reading.classesOnly).toEqual([]);
      expect(reading.medicines).toEqual([]);
      expect(reading.unrecognised.length).toBeGreaterThan(0);
      // Only longer names that begin with the words typed ("hormone therapy for prostate cancer") are offered.
      for (const suggestion of reading.suggestions) expect(suggestion.toLowerCase()).toMatch(/cancer/);
    },
  );

  it("leaves a medicine's name to the medicine", () => {
    expect(read("levodopa tablets").medicines).toContain("levodopa");
    expect(read("levodopa tablets").classesOnly).toEqual([]);
    expect(read("lithium tablets").medicines).toEqual(["lithium"]);
  });

  it("leaves a supplement typed with a medicine word to the supplement", () => {
    const reading = read("calcium tablets");
    expect(reading.classesOnly).toEqual([]);
    expect(reading.supplements).toEqual(["Calcium"]);
  });
});

describe("layClassNames", () => {
  const group = (name: string, extra: Partial<MedicineClass> = {}): MedicineClass => ({
    slug: "group",
    name,
    parents: [],
    references: [],
    ...extra,
  });
  const none = () => false;

  it("reads a bracket as another name, and each name in the other number", () => {
    expect(layClassNames(group("Anticoagulants (blood thinners)"), none)).toEqual(
      expect.arrayContaining(["Anticoagulants", "Anticoagulant", "blood thinners", "blood thinner"]),
    );
  });

  it("does not read a bracket that lists, explains or names one medicine", () => {
    const names = (name: string) => layClassNames(group(name), (phrase) => phrase === "lithium");
    expect(names("Gabapentinoids (gabapentin, pregabalin)")).not.toContain("gabapentin, pregabalin");
    expect(names("PDE5 inhibitors (erection problems)")).not.toContain("erection problems");
    expect(names("Triptans (migraine medicines)")).not.toContain("migraine medicines");
    expect(names("Mood stabilisers (lithium)")).toEqual(["Mood stabilisers (lithium)"]);
  });

  it("reads what a group is for with every medicine word, both ways round", () => {
    const names = layClassNames(group("Medicines for gout"), none);
    expect(names).toEqual(expect.arrayContaining(["gout tablets", "gout meds", "medication for gout"]));
  });

  it("gives way to a name that is taken", () => {
    const names = layClassNames(group("Levodopa medicines"), (phrase) => phrase === "Levodopa");
    expect(names).not.toContain("Levodopa tablets");
  });
});

describe("a group named by what it does", () => {
  it.each([
    ["medicines that thin the blood", "blood-thinner"],
    ["blood-thinning medicines", "blood-thinner"],
    ["tablets to prevent blood clots", "blood-thinner"],
    ["medicines that suppress the immune system", "immunosuppressant"],
    ["medicines that make you sleepy", "sedative"],
    ["tablets to lower cholesterol", "lipid-lowering"],
    ["medicines to lower blood sugar", "blood-glucose-lowering"],
    ["heart rhythm medicines", "antiarrhythmic"],
    ["medicines for schizophrenia", "antipsychotic"],
    ["antipsychotic medicines", "antipsychotic"],
    ["anti-coagulants", "anticoagulant"],
    ["indigestion remedies", "acid-medicine"],
  ])("reads “%s” as %s", (typed, slug) => {
    const reading = read(typed);
    expect(reading.classesOnly).toEqual([slug]);
    expect(reading.unrecognised).toEqual([]);
  });
});
