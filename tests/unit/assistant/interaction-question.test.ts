// Which questions are the interaction checker's (lib/assistant/interaction-question.ts): taking things together
// or their safety, in any wording, with at least one supplement; follow-ups take the previous question's names;
// a supplement asked about alone is checked against what the person said they take.
import { interactionQuestion } from "@/lib/assistant/interaction-question";
import type { NamedItem } from "@/lib/assistant/read-items";
import { TEST_SET, type TestCase } from "@/lib/assistant/test-set";

import { readSeedItems } from "../../support/assistant-names";

type Turn = { role: "user" | "assistant"; content: string };
type Retrieval = Extract<TestCase, { expect: "retrieve" }>;

const named = (item: NamedItem) =>
  item.kind === "ingredient" ? item.slug : item.kind === "product" ? item.id : item.name;
const asked = (message: string, history?: Turn[]) =>
  interactionQuestion(message, history, readSeedItems)?.items.map(named).sort() ?? null;
const earlier = (...questions: string[]): Turn[] =>
  questions.flatMap((content) => [
    { role: "user" as const, content },
    { role: "assistant" as const, content: "An answer." },
  ]);

describe("interactionQuestion", () => {
  it.each([
    "Can I take Kira low mood tablets while I'm on Microgynon?",
    "Is Kira safe with Microgynon?",
    "Does Kira interact with Microgynon?",
    "Kira and Microgynon together",
    "Kira with Microgynon",
    "Will Kira stop my Microgynon working?",
    "Is it OK to mix Kira and Microgynon?",
    "Should I avoid Kira if I take Microgynon?",
  ])("asks the checker's question: %s", (message) => {
    expect(asked(message)).toEqual(["Microgynon", "kira-lowmood-relief-film-coated-tablets-30"]);
  });

  it.each([
    [
      "I'm on chemo for breast cancer, can I take St John's wort?",
      ["Breast cancer", "on chemo", "st-johns-wort"],
    ],
    ["Is vitamin A safe if I'm pregnant?", ["pregnant", "vitamin-a"]],
    ["Cod liver oil in pregnancy", ["Pregnancy", "cod-liver-oil"]],
    ["Can I take iron and calcium together?", ["calcium", "iron"]],
    ["Licorice root with digoxin", ["Digoxin", "licorice-root"]],
    ["Does ashwagandha help with stress? I'm on sertraline", ["Sertraline", "ashwagandha"]],
    ["prescribed levothyroxine, is magnesium good for cramps", ["Levothyroxine", "magnesium"]],
    ["I already take warfarin. What does turmeric do?", ["Warfarin", "turmeric-curcumin"]],
    ["im on metformin does b12 help energy", ["Metformin", "vitamin-b12"]],
    ["Mum's on warfarin; she asked whether glucosamine helps her knees", ["Warfarin", "glucosamine"]],
    ["my husband takes amlodipine, does garlic help cholesterol?", ["Amlodipine", "garlic"]],
    ["Potassium supplements with ACE inhibitors", ["ACE inhibitors", "potassium"]],
    [
      "Can I take ginkgo and fish oil with blood thinners?",
      ["blood thinners", "ginkgo-biloba", "omega-3-fish-oil"],
    ],
  ])("reads its parties: %s", (message, parties) => {
    expect(asked(message)).toEqual(parties);
  });

  it.each([
    "What does creatine do?",
    "Does fish oil prevent heart attacks?",
    "Does echinacea help with colds?",
    "Does vitamin C help iron absorption?",
    "Is St John's wort safe?",
    "How much vitamin D should I take in winter?",
    "Can I take warfarin with ibuprofen?",
    "How do I check interactions with my medicines?",
    "I'm on holiday in Spain, do I need vitamin D?",
    "I'm on my period, does iron help with tiredness?",
    "I take 4000 IU vitamin D a day, is that too much?",
  ])("leaves other questions to retrieval: %s", (message) => {
    expect(asked(message)).toBeNull();
  });

  it.each([
    [
      "at the anticoag clinic today my INR was 4.8, I started turmeric last week",
      ["INR", "anticoag", "turmeric-curcumin"],
    ],
    [
      "after my heart attack in 2018 ive been on statins, is CoQ10 worth it",
      ["Heart attack", "Statins", "coq10"],
    ],
  ])("checks what a person says they started beside a medicine they take: %s", (message, items) => {
    expect(asked(message)).toEqual(items);
  });

  it("asks about a name it cannot resolve, so the answer can say it was not checked", () => {
    const question = interactionQuestion("Can I take ginkgo with Zapflox?", undefined, readSeedItems);
    expect(question?.items.map(named)).toEqual(["ginkgo-biloba"]);
    expect(question?.unrecognised.map((entry) => entry.word)).toEqual(["zapflox"]);
  });

  it("takes a follow-up's parties from the previous question, its own replacing those of the same kind", () => {
    const stJohns = earlier("Can I take St John's wort with warfarin?");
    expect(asked("What about it?", stJohns)).toEqual(["Warfarin", "st-johns-wort"]);
    expect(asked("and with sertraline?", stJohns)).toEqual(["Sertraline", "st-johns-wort"]);
    expect(asked("and fish oil?", stJohns)).toEqual(["Warfarin", "omega-3-fish-oil"]);
    expect(asked("Is it safe while breastfeeding?", earlier("What is melatonin?"))).toEqual([
      "Breastfeeding",
      "melatonin",
    ]);
    expect(asked("and warfarin?", earlier("What is vitamin K2?"))).toEqual(["Warfarin", "vitamin-k2"]);
    expect(asked("How much should I take?", earlier("What does magnesium do?"))).toBeNull();
    const question = interactionQuestion("What about it?", stJohns, readSeedItems);
    expect(question?.via).toBe("previous question");
  });

  it("checks a supplement asked about alone against the medicines and conditions named earlier", () => {
    const history = earlier("I'm on Microgynon and I'm breastfeeding", "What is St John's wort?");
    const question = interactionQuestion("Can I take Kira?", history, readSeedItems);
    expect(question?.items.map(named).sort()).toEqual([
      "Breastfeeding",
      "Microgynon",
      "kira-lowmood-relief-film-coated-tablets-30",
    ]);
    expect(question?.via).toBe("earlier turns");
    expect(asked("Can I take Kira?")).toBeNull();
  });

  it("does not read a person said to be fine as asking whether a combination is fine", () => {
    expect(
      asked("my son has a rash on his arms and he's fine otherwise, he takes vitamin D and omega 3"),
    ).toBeNull();
    expect(asked("I feel fine on vitamin D and sertraline, just wondered about magnesium")).toBeNull();
    expect(asked("is it fine to take vitamin D with sertraline?")).toEqual(["Sertraline", "vitamin-d3"]);
  });

  it("sends the question set's interaction questions to the checker and its ingredient questions to retrieval", () => {
    const own = TEST_SET.filter(
      (test): test is Retrieval => test.expect === "retrieve" && test.earlier === undefined,
    );
    const toChecker = own.filter((test) => test.ids.some((id) => id.startsWith("interaction:")));
    const missed = toChecker.filter((test) => asked(test.question) === null).map((test) => test.question);
    // About absorption, not safety: left to retrieval, which finds the record.
    expect(missed).toEqual(["Does vitamin C help iron absorption?"]);
    const ingredientsOnly = own.filter((test) => test.ids.every((id) => id.startsWith("ingredient:")));
    // An allergy is checked against labels: the checker answers, quoting the ingredient's page beside it.
    expect(
      ingredientsOnly.filter((test) => asked(test.question) !== null).map((test) => test.question),
    ).toEqual(["Is whey protein suitable if I have a cows' milk allergy?"]);
  });
});
