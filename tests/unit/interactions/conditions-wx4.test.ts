// Conditions a blind probe of typed conditions found unread (prisma/data/dictionaries/conditions-wx4.ts and
// class-wordings-wx4.ts): each is read, the kidney ones reach kidney disease, and bare "ICD" stays unread.
import { readConditionEntry } from "@/lib/interactions/dictionary";
import { index } from "./shipped-dictionary";

const read = (typed: string) => {
  const reading = readConditionEntry(index, typed);
  return { conditions: [...reading.conditions].sort(), unrecognised: reading.unrecognised };
};

describe("conditions the wx4 probe found unread", () => {
  it.each([
    ["nephrotic syndrome", "nephrotic-syndrome"],
    ["lupus nephritis", "lupus-nephritis"],
    ["ICD fitted in 2021", "implantable-cardioverter-defibrillator"],
    ["low magnesium", "hypomagnesaemia"],
    ["end stage renal failure", "kidney-failure"],
    ["heart transplant 2015", "organ-transplant"],
  ])("reads %j as %s, with no word left over", (typed, slug) => {
    expect(read(typed)).toEqual({ conditions: [slug], unrecognised: [] });
  });

  it("files the kidney conditions under kidney disease, so its records reach them", () => {
    for (const slug of ["nephrotic-syndrome", "lupus-nephritis"]) {
      expect([...(index.conditionClosure.get(slug) ?? [])]).toContain("chronic-kidney-disease");
    }
  });

  it("reads a low potassium diet as the high potassium it is given for, and low potassium as low", () => {
    expect(read("low potassium diet")).toEqual({ conditions: ["hyperkalaemia"], unrecognised: [] });
    expect(read("CKD stage 4, potassium-restricted diet").conditions).toContain("hyperkalaemia");
    expect(read("low potassium").conditions).toEqual(["hypokalaemia"]);
  });

  it.each(["low sodium diet", "low-phosphate diet", "low magnesium diet", "on a low vitamin K diet"])(
    "reads %j as a diet, not as a low blood level",
    (typed) => {
      expect(read(typed).conditions).toEqual([]);
    },
  );

  it("still reads the low levels themselves, and the diets named for a condition", () => {
    expect(read("low sodium").conditions).toEqual(["hyponatraemia"]);
    expect(read("low phosphate").conditions).toEqual(["hypophosphataemia"]);
    expect(read("low iodine diet before my scan").conditions).toEqual(["radioactive-iodine-treatment"]);
    expect(read("heart failure, low salt diet").conditions).toEqual(["heart-failure"]);
  });

  it("leaves bare 'ICD' unread: it names more than a defibrillator", () => {
    expect(read("ICD").conditions).toEqual([]);
  });
});
