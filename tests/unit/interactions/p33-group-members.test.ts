/** @jest-environment node */
// More groups' members as a blind probe typed them (antibiotics to emergency contraception), and a product named for
// allergies read as that product, not as an allergy to it.
import { readConditionEntry } from "@/lib/interactions/dictionary";
import { classesOf, index, read } from "./shipped-dictionary";

describe("group members from the p33 round", () => {
  it.each([
    ["Ezinelle 1.5mg", "levonorgestrel-emergency-contraception", "emergency-contraceptive"],
    ["Postinor", "levonorgestrel-emergency-contraception", "emergency-contraceptive"],
    ["Foradil 12 micrograms", "formoterol", "beta2-agonist"],
    ["Sereflo 125/25", "fluticasone-with-salmeterol", "inhaled-corticosteroid"],
    ["Brabio 40mg/ml", "glatiramer", "ms-medicine"],
    ["Galcodine", "codeine-linctus", "opioid"],
    ["norfloxacin 400mg", "norfloxacin", "fluoroquinolone"],
    ["indoramin 20mg", "indoramin", "alpha-blocker"],
    ["cytisine 1.5mg", "cytisine", "smoking-cessation"],
    ["Accolate 20mg", "zafirlukast", "leukotriene-receptor-antagonist"],
    ["Eurartesim", "piperaquine-with-artenimol", "antimalarial"],
    ["Maloff Protect", "atovaquone-with-proguanil", "antimalarial"],
    ["Molative sachets", "macrogol", "laxative"],
  ])("%s reads as %s, one of the %s group", (typed, slug, group) => {
    expect(read(typed).medicines).toContain(slug);
    expect(read(typed).unrecognised).toEqual([]);
    expect(classesOf(slug).has(group)).toBe(true);
  });

  it("reads co-fluampicil as its two penicillins", () => {
    expect(read("co-fluampicil 500mg").medicines).toEqual(["ampicillin", "co-fluampicil", "flucloxacillin"]);
  });

  it.each([
    ["Otrivine Allergy Relief 0.1%", ["xylometazoline"]],
    ["Cetirizine Hayfever and Allergy Relief", ["cetirizine"]],
  ])("takes %s as a medicine taken, not one reacted to", (typed, medicines) => {
    expect(read(typed)).toEqual({ medicines, unrecognised: [] });
  });

  it.each([
    ["Beconase Hayfever Allergy Nasal Spray", ["beclometasone"]],
    ["Pirinase Allergy 0.05% Nasal Spray", ["fluticasone"]],
    ["Lemsip Cold & Flu Lemon", ["paracetamol", "paracetamol-with-phenylephrine", "phenylephrine"]],
    ["Nurofen Express 342mg Caplets", ["ibuprofen"]],
  ])("reads the pack name %s whole", (typed, medicines) => {
    expect(read(typed)).toEqual({ medicines, unrecognised: [] });
  });

  it.each([
    ["Beechams Powders Capsules", ["caffeine", "paracetamol", "phenylephrine"]],
    ["Sudafed Decongestant & Pain Tablets", ["diphenhydramine", "paracetamol", "pseudoephedrine"]],
    [
      "Day & Night Nurse Capsules",
      ["dextromethorphan", "paracetamol", "pholcodine", "promethazine", "pseudoephedrine"],
    ],
    ["Peptac Liquid", ["calcium-carbonate", "sodium-alginate", "sodium-bicarbonate"]],
    ["Panadol Period Pain", ["caffeine", "paracetamol"]],
  ])("reads every active substance of %s, not a sibling product's", (typed, substances) => {
    expect(read(typed).medicines.filter((slug) => substances.includes(slug))).toEqual(substances);
  });

  it("reads drospirenone at Slynd's 4 mg as the progestogen-only pill", () => {
    expect(read("drospirenone 4mg").medicines).toContain("drospirenone-only-pill");
    expect(classesOf("drospirenone-only-pill").has("progestogen-only-contraceptive")).toBe(true);
  });

  it("still reads an allergy named beside a medicine as one", () => {
    expect(read("codeine allergy").medicines).toEqual([]);
    expect(read("Benadryl Allergy Relief, allergic to penicillin").medicines).toEqual(["acrivastine"]);
  });
});

describe("conditions as a blind probe typed them (p35 round)", () => {
  it.each([
    ["pg 20 weeks", ["pregnancy"]],
    ["preg 30 weeks", ["pregnancy"]],
    ["still nursing my toddler", ["breastfeeding"]],
    ["adrenal insufficiency", ["addisons-disease"]],
    ["CVID", ["weakened-immune-system"]],
    ["knee replacement in March", ["upcoming-surgery"]],
    ["tonsils out as a child", []],
  ])("reads %s as %j", (typed, conditions) => {
    expect(readConditionEntry(index, typed).conditions).toEqual(conditions);
  });
});
