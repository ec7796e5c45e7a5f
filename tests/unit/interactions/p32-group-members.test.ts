/** @jest-environment node */
// The members of the groups product information names, as a blind probe typed them: each reads as its medicine and
// in its group, a strength typed inside a name does not break it, and the records the round wrote speak.
import { readConditionEntry } from "@/lib/interactions/dictionary";
import { analyseOne } from "./shipped-engine";
import { classesOf, index, read } from "./shipped-dictionary";

describe("group members from the p32 round", () => {
  it.each([
    ["Atacand 8mg", "candesartan", "arb"],
    ["Tanatril 10mg", "imidapril", "ace-inhibitor"],
    ["Zemtard XL 180mg", "diltiazem", "calcium-channel-blocker"],
    ["nicardipine 20mg", "nicardipine", "calcium-channel-blocker"],
    ["Navidrex", "cyclopenthiazide", "thiazide-diuretic"],
    ["Diurexan 20mg", "xipamide", "thiazide-diuretic"],
    ["Emflex 60mg", "acemetacin", "nsaid"],
    ["Axid 150mg", "nizatidine", "h2-antagonist"],
    ["Monoket 20mg", "isosorbide-mononitrate", "nitrate"],
    ["Sotacor 80mg", "sotalol", "beta-blocker"],
    ["Bunov 10 micrograms/hour patch", "buprenorphine", "opioid"],
    ["Insuman Comb 15", "biphasic-isophane-insulin", "insulin"],
    ["Zicron 80mg", "gliclazide", "sulfonylurea"],
    ["Tofranil", "imipramine", "tricyclic-antidepressant"],
    ["cortisone acetate 25mg", "cortisone", "corticosteroid"],
    ["Itovebi 9mg", "inavolisib", "anticancer"],
  ])("%s reads as %s, one of the %s group", (typed, slug, group) => {
    expect(read(typed)).toEqual({ medicines: [slug], unrecognised: [] });
    expect(classesOf(slug).has(group)).toBe(true);
  });

  it.each([
    ["budesonide 3mg capsules", "budesonide-for-the-gut"],
    ["cannabidiol 100mg/ml oral solution", "cannabidiol-oral-solution"],
  ])("reads %s whole, the strength inside the name passed over", (typed, slug) => {
    expect(read(typed)).toEqual({ medicines: [slug], unrecognised: [] });
  });

  it.each([
    ["on the liver transplant list", "severe-cirrhosis"],
    ["thalassaemia major - transfused every 3 weeks", "regular-blood-transfusions"],
    ["housebound with osteoporosis, mostly in bed", "immobilisation"],
  ])("reads %s as including %s", (typed, slug) => {
    expect(readConditionEntry(index, typed).conditions).toContain(slug);
  });

  it("keeps a transplant that has happened a transplant", () => {
    expect(readConditionEntry(index, "had a liver transplant in 2015").conditions).toEqual([
      "liver-transplant",
    ]);
  });
});

describe("records from the p32 round", () => {
  const medicineFindings = (slug: string, typed: string) =>
    analyseOne(slug, slug, { medicines: [typed] }).interactions.drugInteractions.map(
      ({ record }) => record.severityLevel,
    );
  const conditionFindings = (slug: string, typed: string, dailyMg: number) =>
    analyseOne(slug, slug, { conditions: [typed] }, dailyMg).interactions.medicalContraindications.map(
      ({ record }) => record.contraindicationLevel,
    );

  it.each([["Circadin 2mg"], ["buspirone 5mg"], ["Sominex"], ["hydroxyzine 25mg"]])(
    "valerian is avoided with %s, a medicine for sleep or anxiety its leaflets name",
    (typed) => {
      expect(medicineFindings("valerian", typed)).toContain("major");
    },
  );

  it("leaves valerian an ask with an antidepressant, taken for more than anxiety", () => {
    expect(medicineFindings("valerian", "sertraline 50mg")).not.toContain("major");
  });

  it("asks before zinc with severe kidney disease and folic acid on dialysis", () => {
    expect(conditionFindings("zinc", "CKD stage 4", 45)).toEqual(["relative"]);
    expect(conditionFindings("folic-acid", "kidney failure on haemodialysis", 5)).toContain("relative");
  });
});
