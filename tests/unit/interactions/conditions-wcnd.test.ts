/** @jest-environment node */
// Conditions the wcnd round added (conditions-wcnd.ts), typed as product information words them and as people do:
// each reads as its one condition, and a broader or unrelated wording does not.
import { readConditionEntry } from "@/lib/interactions/dictionary";
import { MEDICAL_CONTRAINDICATIONS } from "@/prisma/data/interactions";
import { index } from "./shipped-dictionary";

const read = (typed: string) => readConditionEntry(index, typed).conditions;

describe("the wcnd round's conditions", () => {
  it.each([
    ["any other biliary diseases", "biliary-disease"],
    ["gallbladder problems", "biliary-disease"],
    ["cholangitis", "cholangitis"],
    ["obstruction of the bile duct, cholangitis or gall stones", "cholangitis"],
    ["primary sclerosing cholangitis", "cholangitis"],
    ["infection of the bile duct", "cholangitis"],
    ["hiatal hernia", "hiatus-hernia"],
    ["a hiatus hernia", "hiatus-hernia"],
    ["appendicitis", "appendicitis"],
    ["abdominal pain of unknown cause", "unexplained-abdominal-pain"],
    ["stomach ache", "unexplained-abdominal-pain"],
    ["severe dehydration", "dehydration"],
    ["dehydrated", "dehydration"],
    ["thrombophlebitis", "thrombophlebitis"],
    ["phlebitis", "thrombophlebitis"],
    ["paroxysmal nocturnal haemoglobinuria", "paroxysmal-nocturnal-haemoglobinuria"],
    ["PNH", "paroxysmal-nocturnal-haemoglobinuria"],
    ["venous leg ulcers", "leg-ulcer"],
    ["obstruction of the biliary tract", "bile-duct-obstruction"],
    ["obstruction of the intestinal tract", "bowel-obstruction"],
    ["a slack bowel (atony)", "megacolon"],
    ["a narrowing of the bowel (stenosis)", "gut-stricture"],
    ["retained stool", "faecal-impaction"],
  ])("reads “%s” as %s", (typed, slug) => {
    expect(read(typed)).toContain(slug);
  });

  it.each([
    ["hernia", "a hernia elsewhere is not a hiatus hernia"],
    ["stomach ulcer", "an ulcer of the stomach is not a leg ulcer"],
    ["haemoglobinuria", "dark urine has causes other than PNH"],
    ["no abdominal pain", "a denied pain is absent"],
  ])("reads “%s” as none of them (%s)", (typed) => {
    const added = ["hiatus-hernia", "paroxysmal-nocturnal-haemoglobinuria", "unexplained-abdominal-pain"];
    expect(read(typed).filter((slug) => added.includes(slug))).toEqual([]);
  });

  it("reads a passing state said to be over as absent", () => {
    expect(read("had appendicitis in 2015")).toEqual([]);
    expect(read("was dehydrated last week")).toEqual([]);
    expect(read("appendicitis")).toEqual(["appendicitis"]);
  });

  it("keeps primary biliary cholangitis its own condition, filed under cholangitis", () => {
    expect(read("primary biliary cholangitis")).toEqual(["primary-biliary-cholangitis"]);
    expect(index.conditions.get("primary-biliary-cholangitis")?.parents).toContain("cholangitis");
  });

  it("files the bile duct conditions the sources list under biliary disease", () => {
    for (const slug of ["gallstones", "bile-duct-obstruction", "cholangitis"])
      expect(index.conditions.get(slug)?.parents).toContain("biliary-disease");
  });

  it("gives each added condition the records its sources state", () => {
    const ingredientsFor = (condition: string) =>
      MEDICAL_CONTRAINDICATIONS.filter((m) => m.condition === condition)
        .map((m) => m.ingredient)
        .sort();
    expect(ingredientsFor("cholangitis")).toEqual([
      "artichoke",
      "dandelion",
      "ginger",
      "peppermint-oil",
      "turmeric-curcumin",
    ]);
    expect(ingredientsFor("unexplained-abdominal-pain")).toEqual([
      "activated-charcoal",
      "aloe-vera",
      "flaxseed",
      "psyllium",
    ]);
    expect(ingredientsFor("biliary-disease")).toEqual(["peppermint-oil", "turmeric-curcumin"]);
    expect(ingredientsFor("paroxysmal-nocturnal-haemoglobinuria")).toEqual(["iron"]);
  });
});
