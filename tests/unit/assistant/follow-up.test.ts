// Reading a follow-up (lib/assistant/follow-up.ts): which messages lean on the previous question, which
// question that is, and the names a question contains (its subject).
import { followUpKind, namesIn, previousQuestion } from "@/lib/assistant/follow-up";

const stJohns = {
  kind: "interaction",
  title: "St John's wort with Warfarin",
  aliases: ["St John's wort with Coumadin", "St John's wort with warfarin sodium"],
};
const zinc = { kind: "ingredient", title: "Zinc", aliases: ["zinc gluconate"] };
const breastfeeding = { kind: "interaction", title: "Valerian with breastfeeding", aliases: [] };

describe("followUpKind", () => {
  it.each([
    ["and with warfarin?", "connector"],
    ["What about it?", "connector"],
    ["How about with sertraline?", "connector"],
    ["How much should I take?", "pointing"],
    ["Is it safe in pregnancy?", "pointing"],
    ["Can I take them together?", "pointing"],
    ["What is zinc?", null],
    ["Does magnesium help sleep?", null],
  ])("%s → %s", (message, kind) => {
    expect(followUpKind(message)).toBe(kind);
  });
});

describe("previousQuestion", () => {
  it("is the latest non-empty question the person asked", () => {
    expect(
      previousQuestion([
        { role: "user", content: "What is zinc?" },
        { role: "assistant", content: "Zinc is a mineral." },
        { role: "user", content: "Can I take St John's wort with warfarin?" },
        { role: "assistant", content: "No." },
        { role: "user", content: "  " },
      ]),
    ).toBe("Can I take St John's wort with warfarin?");
    expect(previousQuestion(undefined)).toBeNull();
    expect(previousQuestion([{ role: "assistant", content: "Hello" }])).toBeNull();
  });
});

describe("namesIn", () => {
  it("finds both parties of an interaction and ignores names the text does not contain", () => {
    expect(namesIn("Can I take St John’s wort with warfarin?", [stJohns, zinc])).toEqual([
      "st john's wort",
      "warfarin",
    ]);
  });

  it("with 'supplements', names only the supplements, not the medicines or conditions", () => {
    expect(
      namesIn("Is it safe with warfarin while breastfeeding?", [stJohns, breastfeeding], "supplements"),
    ).toEqual([]);
    expect(namesIn("Is St John's wort safe with warfarin?", [stJohns, zinc], "supplements")).toEqual([
      "st john's wort",
    ]);
  });

  it("keeps only whole names, and not a name inside a longer one", () => {
    expect(namesIn("Is zinc gluconate better?", [zinc])).toEqual(["zinc gluconate"]);
    expect(namesIn("zincite", [zinc])).toEqual([]);
  });
});
