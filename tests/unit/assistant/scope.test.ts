// The assistant's scope (lib/assistant/scope.ts): requests for tasks it does not do, or about other topics
// without a word of what it covers, get a short refusal saying where to go; supplement questions in any
// wording, and every question of the question set, do not.
import { outOfScope } from "@/lib/assistant/scope";
import { TEST_SET } from "@/lib/assistant/test-set";

import { readSeedItems } from "../../support/assistant-names";

const refusal = (message: string) => outOfScope(message, readSeedItems(message).items.length > 0);

describe("outOfScope", () => {
  it.each([
    ["Write me a poem about the sea", "creative_writing"],
    ["Can you compose a limerick about my cat?", "creative_writing"],
    ["Tell me a joke", "creative_writing"],
    ["Write a poem about vitamin D", "creative_writing"],
    ["Can you write a Python script to sort a list?", "coding"],
    ["Fix my JavaScript code please", "coding"],
    ["Help me with my maths homework", "homework"],
    ["What is 12 x 7?", "homework"],
    ["What's the weather in Leeds tomorrow?", "weather"],
    ["Will it be sunny this weekend?", "weather"],
    ["How do I fill in my self-assessment tax return?", "money"],
    ["Should I put my savings in a stocks and shares ISA?", "money"],
    ["Cheapest car insurance for a new driver?", "insurance"],
    ["Can I sue my landlord for the deposit?", "legal"],
    ["Cheap flights to Malaga in May", "travel"],
    ["What are the best things to do in Lisbon?", "travel"],
    ["Who won the Premier League match last night?", "sport_results"],
    ["What's the capital of Australia?", "news_and_general_knowledge"],
    ["Which film should I watch on Netflix tonight?", "news_and_general_knowledge"],
  ])("refuses, saying where to go: %s", (message, family) => {
    const result = refusal(message);
    expect(result?.family).toBe(family);
    expect(result?.answer).toMatch(/^I can only help with supplements.*please try \w/);
    expect(result?.sources).toHaveLength(1);
  });

  it.each([
    "Can I take Kira low mood tablets while I'm on Microgynon?",
    "Can I take melatonin for jet lag on a long flight?",
    "Is it safe to take vitamin D on holiday in the sun?",
    "Do I need vitamin D if the weather is sunny?",
    "Which supplements help my football training recovery?",
    "Is magnesium good for cramp after a match?",
    "Is it ok to take iron tablets before a long flight?",
    "What should I eat before a workout?",
    "How much protein is in whey?",
    "Where do your prices come from?",
    "Can I get my data out of my account?",
    "Is Berocca worth the money?",
    "Give me a quick 15-minute HIIT workout",
    "hello",
  ])("answers what is in scope: %s", (message) => {
    expect(refusal(message)).toBeNull();
  });

  it("refuses none of the question set's retrieval questions", () => {
    const refused = TEST_SET.filter((test) => test.expect === "retrieve" && refusal(test.question) !== null);
    expect(refused.map((test) => test.question)).toEqual([]);
  });
});
