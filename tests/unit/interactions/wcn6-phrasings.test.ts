/** @jest-environment node */
// Condition words read since the wcn6 round; "insulin" in a condition is not the medicine; ambiguous words stay unread.
import { readConditionEntry, readMedicinesAmongConditions } from "@/lib/interactions/dictionary";
import { index } from "./shipped-dictionary";

const read = (typed: string) => readConditionEntry(index, typed);

describe("condition words read since the wcn6 round", () => {
  it.each([
    ["high blood sugar", "high-blood-sugar"],
    ["hyperglycaemia", "high-blood-sugar"],
    ["insulin resistance", "insulin-resistance"],
    ["insulin resistant", "insulin-resistance"],
    ["oedema", "oedema"],
    ["edema", "oedema"],
    ["swollen ankles", "oedema"],
    ["fluid retention", "oedema"],
    ["no spleen", "asplenia"],
    ["spleen removed", "asplenia"],
    ["had my spleen removed", "asplenia"],
    ["OCD", "obsessive-compulsive-disorder"],
    ["PTSD", "ptsd"],
    ["complex PTSD", "ptsd"],
    ["pacemaker", "pacemaker"],
    ["heart murmur", "heart-murmur"],
    ["meningioma", "meningioma"],
    ["long covid", "long-covid"],
    ["erectile dysfunction", "erectile-dysfunction"],
    ["impotence", "erectile-dysfunction"],
    ["underweight", "underweight"],
    ["vitamin D deficiency", "vitamin-d-deficiency"],
    ["low vitamin D", "vitamin-d-deficiency"],
    ["UTI", "urinary-tract-infection"],
    ["recurrent UTIs", "urinary-tract-infection"],
    ["cystitis", "urinary-tract-infection"],
    ["kidney infection", "kidney-infection"],
    ["Cushing's syndrome", "cushings-syndrome"],
    ["Cushing's", "cushings-syndrome"],
    ["short bowel syndrome", "short-bowel-syndrome"],
    ["porphyria", "porphyria"],
    ["acute intermittent porphyria", "acute-porphyria"],
    ["porphyria cutanea tarda", "porphyria-cutanea-tarda"],
    ["erythropoietic protoporphyria", "cutaneous-porphyria"],
    ["stoma", "stoma"],
    ["ileostomy", "stoma"],
    ["colostomy", "stoma"],
    ["diarrhoea", "diarrhoea"],
    ["diarrhea", "diarrhoea"],
    ["constipation", "constipation"],
    ["history of constipation", "constipation"],
    ["chronic pain", "chronic-pain"],
    ["thrush", "thrush"],
    ["vaginal thrush", "thrush"],
    ["sinusitis", "sinusitis"],
    ["tinnitus", "tinnitus"],
    ["ringing in my ears", "tinnitus"],
    ["rosacea", "rosacea"],
    ["vertigo", "vertigo"],
    ["BPPV", "vertigo"],
    ["autism", "autism"],
    ["autistic", "autism"],
    ["Asperger's", "autism"],
    ["learning disability", "learning-disability"],
    ["head injury", "head-injury"],
    ["concussion", "head-injury"],
    ["shingles", "shingles"],
    ["one kidney", "one-kidney"],
    ["kidney donor", "one-kidney"],
    ["Meniere's disease", "menieres-disease"],
    ["lymphoedema", "lymphoedema"],
    ["blood sugar too high", "high-blood-sugar"],
    ["swelling in my legs", "oedema"],
    ["urinary infections", "urinary-tract-infection"],
    ["Cushing disease", "cushings-syndrome"],
    ["chronic back pain", "chronic-pain"],
  ])("reads %p as %p", (typed, slug) => {
    const reading = read(typed);
    expect(reading.conditions).toEqual([slug]);
    expect(reading.unrecognised).toEqual([]);
  });

  it.each(["insulin resistance", "insulin resistant", "history of insulin resistance"])(
    "does not take the medicine insulin from %p",
    (typed) => {
      const reading = read(typed);
      expect(readMedicinesAmongConditions(index, typed, reading.unrecognised).read).toEqual([]);
    },
  );

  it("still takes insulin the medicine beside a condition", () => {
    const typed = "type 2 diabetes on insulin";
    expect(readMedicinesAmongConditions(index, typed, read(typed).unrecognised).read).toContain("insulin");
  });

  it("does not read a meningioma as cancer, nor high blood sugar as diabetes", () => {
    expect(read("meningioma").conditions).not.toContain("cancer");
    expect(read("high blood sugar").conditions).not.toContain("diabetes");
  });

  it("does not read one kidney as kidney disease, nor lymphoedema as oedema", () => {
    expect(index.conditionClosure.get("one-kidney")).not.toContain("chronic-kidney-disease");
    expect(index.conditionClosure.get("lymphoedema")).not.toContain("oedema");
  });

  it("reads a kidney infection as a kind of urinary tract infection", () => {
    expect(index.conditionClosure.get("kidney-infection")).toContain("urinary-tract-infection");
  });

  it("reads shingles said to be over as past", () => {
    expect(read("had shingles last year").conditions).toEqual([]);
  });

  it.each(["the coil", "ED", "ASD", "AIP", "TBI", "learning difficulties"])("leaves %p unread", (typed) => {
    expect(read(typed).conditions).toEqual([]);
  });
});
