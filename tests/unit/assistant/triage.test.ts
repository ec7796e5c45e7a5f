// The assistant's triage (lib/assistant/safety.ts): red flags to 999 / NHS 111 before anything else,
// refusals of diagnosis and prescribing, and ordinary questions left alone.
import { triage } from "@/lib/assistant/safety";
import { TEST_SET } from "@/lib/assistant/test-set";

// Follow-ups are triaged with their earlier question (lib/assistant/answer.ts), tested in the integration test.
const ON_THEIR_OWN = TEST_SET.filter((test) => test.earlier === undefined);

describe("triage", () => {
  it.each(ON_THEIR_OWN.filter((test) => test.expect === "red_flag").map((test) => test.question))(
    "sends a red flag to 999 / NHS 111: %s",
    (question) => {
      const result = triage(question);
      expect(result?.kind).toBe("red_flag");
      expect(result?.answer).toMatch(/999/);
    },
  );

  it.each(ON_THEIR_OWN.filter((test) => test.expect === "refusal").map((test) => test.question))(
    "refuses diagnosis and prescribing: %s",
    (question) => {
      const result = triage(question);
      expect(result?.kind).toBe("refusal");
      expect(result?.answer).toMatch(/GP|pharmacist|prescriber/);
    },
  );

  it("leaves every question of the retrieval set to retrieval", () => {
    const triaged = ON_THEIR_OWN.filter(
      (test) => test.expect === "retrieve" && triage(test.question) !== null,
    );
    expect(triaged.map((test) => test.question)).toEqual([]);
  });

  it("puts a red flag before a refusal, and reads typographic apostrophes", () => {
    expect(triage("Do I have a heart problem? I have chest pain now")?.kind).toBe("red_flag");
    expect(triage("I can’t breathe properly")?.kind).toBe("red_flag");
    expect(triage("Samaritans?")).toBeNull();
  });

  it("does not take a past condition or a medicine's name for an emergency", () => {
    expect(triage("Can I take iron if I had a stroke last year?")).toBeNull();
    expect(triage("Can I take folic acid with my seizure medicine?")).toBeNull();
    expect(triage("How much vitamin D should I take?")).toBeNull();
  });

  it("names Samaritans for suicidal thoughts", () => {
    expect(triage("I have been thinking about suicide")?.answer).toMatch(/Samaritans free on 116 123/);
  });
});
