/** @jest-environment node */
// Life stages and treatments as a blind probe typed them (class-wordings-wcp.ts, operations in conditions.ts): each reads as
// its condition with no word left over, and a stage that is over, someone else's or not said stays unread.
import { readConditionEntry } from "@/lib/interactions/dictionary";
import { index } from "./shipped-dictionary";

const read = (typed: string) => readConditionEntry(index, typed);

describe("the wcp round's wordings", () => {
  it.each([
    ["we're trying to get pregnant", "trying-to-conceive"],
    ["we're expecting our first", "pregnancy"],
    ["preg 11wks", "pregnancy"],
    ["pg 20 wks", "pregnancy"],
    ["just got a BFP, about 5 weeks", "pregnancy"],
    ["first tri", "pregnancy-first-trimester"],
    ["trying 2 conceive", "trying-to-conceive"],
    ["2ww after IUI", "trying-to-conceive"],
    ["coming off the pill to try for a baby", "trying-to-conceive"],
    ["ebf 5 months", "breastfeeding"],
    ["nursing my 6 month old", "breastfeeding"],
    ["going under general anaesthetic on monday", "upcoming-surgery"],
    ["booked for a hernia repair", "upcoming-surgery"],
    ["getting a tooth pulled on friday", "upcoming-surgery"],
    ["wisdom teeth removal on monday", "upcoming-surgery"],
    ["surgical extraction next week", "upcoming-surgery"],
    ["on HD mon wed fri", "dialysis"],
    ["kidney tx", "kidney-transplant"],
    ["my kidneys have failed", "kidney-failure"],
    ["stones in my kidneys", "kidney-stones"],
    ["I keep getting stones in my kidneys", "kidney-stones"],
    ["prone to kidney stones", "kidney-stones"],
    ["my LFTs are abnormal", "liver-disease"],
    ["ESLD", "severe-cirrhosis"],
  ])("reads “%s” as %s", (typed, slug) => {
    const reading = read(typed);
    expect(reading.conditions).toContain(slug);
    expect(reading.unrecognised).toEqual([]);
  });

  it.each([
    "had chemo as a child",
    "had chemo as a child, 20 years ago",
    "had a tooth out last year",
    "my wife is pregnant",
    "they're not trying for a baby",
  ])("leaves “%s” unread as a current state", (typed) => {
    expect(read(typed).conditions).toEqual([]);
  });
});
