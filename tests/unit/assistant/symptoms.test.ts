// Symptoms described to the assistant (lib/assistant/symptoms.ts): a person's own symptom with no supplement named
// gets the pharmacist / NHS 111 / GP signpost, a symptom tied to something taken gets the side-effect advice, and
// neither a body part nor a symptom is read as an unknown medicine.
import { medicinesOnlyQuestion } from "@/lib/assistant/interaction-question";
import { isSymptomWord } from "@/lib/assistant/symptom-words";
import { reactedSupplements } from "@/lib/assistant/reacted";
import { bloodThinnerBleeding, symptomAdvice } from "@/lib/assistant/symptoms";

import { readSeedItems } from "../../support/assistant-names";
import { index } from "../interactions/shipped-dictionary";

const adviceFor = (message: string) =>
  symptomAdvice(
    message,
    readSeedItems(message),
    readSeedItems,
    reactedSupplements(index, message).length > 0 && "told",
  );

describe("symptomAdvice", () => {
  it.each([
    "My face is puffy in the mornings, any supplement?",
    "baby has a red rash on her cheeks and shes fine otherwise",
    "I've had a headache for three days, what should I take?",
    "my knees ache when I walk up stairs, is there anything that helps?",
    "what can I take for a sore throat",
    "I keep getting cramp in my legs at night",
    "my hair is falling out, which vitamin am I missing?",
    "my son has a cough and a runny nose, what can he have",
    "I'm stressed all the time, what can I take?",
    "feeling really run down and knackered lately",
    "my husband cant sleep and keeps waking up at night",
    "which vitamin helps with tiredness",
    "dandruff is terrible, what helps?",
    "gout flared up again, anything over the counter?",
  ])("signposts a symptom or condition with nothing named to take for it: %s", (message) => {
    const advice = adviceFor(message);
    expect(advice?.kind).toBe("signpost");
    if (advice?.kind !== "signpost") return;
    expect(advice.answer).toMatch(/pharmacist/);
    expect(advice.answer).toMatch(/NHS 111/);
    expect(advice.answer).toMatch(/999/);
    expect(advice.sources.map((source) => source.url)).toContain("https://111.nhs.uk/");
  });

  it.each([
    ["I have a rash on my arm after starting magnesium", /stop taking it/],
    ["I've been constipated since I started iron tablets", /stop taking it/],
    ["Why does beta-alanine make my skin tingle?", /stop taking it/],
    ["I get headaches since starting amlodipine", /don't stop a prescribed medicine/],
    ["started magnesium citrate to help me sleep and now I've got the runs", /stop taking it/],
    ["fish oil capsules give me horrible burps", /stop taking it/],
    ["ramipril has given me a dry tickly cough", /don't stop a prescribed medicine/],
  ])("ties a symptom to what was taken: %s", (message, advice) => {
    const result = adviceFor(message);
    expect(result?.kind).toBe("side_effect");
    if (result?.kind !== "side_effect") return;
    expect(result.note).toMatch(advice);
    expect(result.note).toMatch(/Yellow Card/);
    expect(result.sources.map((source) => source.url)).toContain(
      "https://yellowcard.mhra.gov.uk/what-to-report",
    );
  });

  it("does not tie a symptom to a supplement that something else caused", () => {
    expect(adviceFor("my boss gave me a headache this week, would magnesium help?")?.kind).toBe(
      "check_first",
    );
    expect(adviceFor("zinc makes me feel sick, should i take it with food?")?.kind).toBe("side_effect");
  });

  it("keeps a question about a named supplement for a person's symptom, with a note to check it first", () => {
    expect(adviceFor("would magnesium help my cramps?")?.kind).toBe("check_first");
  });

  it.each([
    "Does magnesium help with cramps?",
    "What is the upper level for vitamin D?",
    "Is creatine safe with ibuprofen?",
    "Which magnesium is cheapest per day?",
    "Can I get pain relief gel with arnica?",
  ])(
    "says nothing when no symptom is described, or a supplement's effect is asked in general: %s",
    (message) => {
      expect(adviceFor(message)).toBeNull();
    },
  );
});

describe("names where a body part, a pronoun or a symptom stands", () => {
  it.each([
    "baby has a rash on her cheeks and shes fine, can she take vitamin D?",
    "can I take magnesium with cramps in my legs",
    "is zinc ok with a sore throat and headaches",
  ])("reads none of them as an unknown medicine: %s", (message) => {
    expect(readSeedItems(message).unrecognised).toEqual([]);
  });

  it("still reads a name it does not know as not checked", () => {
    expect(
      readSeedItems("can I take magnesium with zapofenix").unrecognised.map((entry) => entry.word),
    ).toEqual(["zapofenix"]);
  });

  it("knows symptom words whole, not inside other words", () => {
    expect(isSymptomWord("cramps")).toBe(true);
    expect(isSymptomWord("headaches")).toBe(true);
    expect(isSymptomWord("sertraline")).toBe(false);
    expect(isSymptomWord("painkillers")).toBe(false);
  });
});

describe("medicinesOnlyQuestion", () => {
  const medicinesOnly = (message: string) => medicinesOnlyQuestion(message, readSeedItems(message));

  it("names the medicines asked about together", () => {
    expect(medicinesOnly("can I take ibuprofen with my blood pressure tablets")).toEqual([
      "Ibuprofen",
      "blood pressure tablets",
    ]);
    expect(medicinesOnly("is it ok to have a lemsip if i had paracetamol 6 hrs ago")).toEqual([
      "Lemsip",
      "Paracetamol",
    ]);
    expect(medicinesOnly("can I take paracetamol and ibuprofen together")).toEqual([
      "Paracetamol and ibuprofen",
    ]);
  });

  it("leaves questions with a supplement, an unknown name or no question of safety to the rest", () => {
    expect(medicinesOnly("can I take magnesium with my blood pressure tablets")).toBeNull();
    expect(medicinesOnly("can I take ibuprofen with zapofenix")).toBeNull();
    expect(medicinesOnly("what is ibuprofen")).toBeNull();
    expect(medicinesOnly("my mum takes warfarin and has asthma")).toBeNull();
    expect(
      medicinesOnly("which of your supplements are safe with blood thinners? im on apixaban"),
    ).toBeNull();
    expect(medicinesOnly("can i take ibuprofen with my vitamins")).toBeNull();
    expect(medicinesOnly("is it safe to take naproxen if I have asthma")).toBeNull();
    expect(
      medicinesOnly("what's the difference between the blue and the brown inhaler, I keep mixing them up"),
    ).toBeNull();
  });
});

describe("a reaction shown by stopping", () => {
  it("asks for a pharmacist's or GP's word before taking it again, instead of telling them to stop", () => {
    const message = "I stopped the zinc and the nausea went, can I go back on it?";
    const advice = symptomAdvice(message, readSeedItems(message), readSeedItems, "stopped");
    expect(advice?.kind).toBe("side_effect");
    if (advice?.kind !== "side_effect") return;
    expect(advice.note).toMatch(/^You said it went or eased when you stopped the supplement/);
    expect(advice.note).not.toMatch(/stop taking it/);
  });
});

describe("bloodThinnerBleeding", () => {
  const noteFor = (message: string) =>
    bloodThinnerBleeding(message, readSeedItems(message), index, adviceFor(message));

  it.each([
    "I take warfarin and my gums bleed when I brush my teeth, would vitamin C help?",
    "bruising really easily since I went on apixaban, anything for it?",
    "on rivaroxaban, a short nosebleed this morning. is that normal?",
  ])("tells the usual bleeding on an anticoagulant as the NHS does: %s", (message) => {
    const advice = noteFor(message);
    expect(advice?.kind).toBe("side_effect");
    if (advice?.kind !== "side_effect") return;
    expect(advice.note).toMatch(/keep taking it, and tell your doctor/);
    expect(advice.note).toMatch(/Call 999 or go to A&E for bleeding that will not stop/);
    expect(advice.sources.map((source) => source.url)).toContain(
      "https://www.nhs.uk/medicines/warfarin/side-effects-of-warfarin/",
    );
  });

  it("adds it to a supplement's side-effect advice, which stays first", () => {
    const advice = noteFor("Since I started turmeric my gums bleed when I brush. I'm on warfarin");
    expect(advice?.kind).toBe("side_effect");
    if (advice?.kind !== "side_effect") return;
    expect(advice.note).toMatch(/^If you think a supplement is causing this/);
    expect(advice.note).toMatch(/On a blood thinner such as warfarin/);
  });

  it("says nothing of it without an anticoagulant or without the usual bleeding", () => {
    for (const message of [
      "my gums bleed when I brush, would vitamin C help?",
      "I take aspirin and my gums bleed when I brush",
      "I take warfarin, is vitamin K safe?",
    ])
      expect(JSON.stringify(noteFor(message))).not.toMatch(/On a blood thinner/);
  });
});

describe("an INR blamed on a supplement", () => {
  const noteFor = (message: string) => {
    const advice = bloodThinnerBleeding(message, readSeedItems(message), index, adviceFor(message));
    return advice?.kind === "side_effect" ? advice : null;
  };

  it.each([
    "I'm on warfarin and my INR came back at 5.2 since I started turmeric",
    "INR through the roof since the cranberry capsules, on warfarin",
    "my inr dropped to 1.4 after I started st johns wort",
    "anticoag clinic rang, INR 4.8 - only change is the glucosamine",
    // Told without the word INR.
    "the anticoag nurse said my blood is too thin since I started cranberry juice capsules",
    "warfarin clinic had to cut my dose since I started turmeric",
    "my clotting levels went up after taking ginkgo, I'm on warfarin",
    "since taking the omega 3 my blood is thinner than it should be, I'm on warfarin",
    "my warfarin dose was reduced after I started glucosamine",
    "my INR was way off after starting turmeric, on warfarin",
  ])("sends it to the anticoagulant clinic instead of saying to stop the supplement: %s", (message) => {
    const advice = noteFor(message);
    expect(advice?.note).toMatch(/^Your anticoagulant clinic sets your warfarin dose from your INR/);
    expect(advice?.note).toMatch(
      /ask them whether to carry on with it, as stopping it can change your INR too/,
    );
    expect(advice?.note).not.toMatch(/stop taking it and speak/);
    expect(advice?.sources.map((source) => source.url)).toContain(
      "http://www.nhs.uk/Conditions/Anticoagulants-warfarin-/Pages/Interactions---other-medicines.aspx",
    );
  });

  it("says so when the INR moved with stopping or restarting it", () => {
    const message = "I stopped the cranberry and my INR came back down from 5, can I start it again?";
    const advice = symptomAdvice(message, readSeedItems(message), readSeedItems, "stopped");
    expect(advice?.kind === "side_effect" && advice.note).toMatch(
      /^You said your INR changed when you stopped or restarted the supplement\. Your anticoagulant clinic/,
    );
  });

  it("says the emergency signs once when the usual bleeding is told as well", () => {
    const advice = noteFor(
      "since starting fish oil my gums bleed when I brush and my INR was 4.5, on warfarin",
    );
    expect(advice?.note).toMatch(/On a blood thinner such as warfarin/);
    expect(advice?.note.match(/Call 999 or go to A&E/g)).toHaveLength(1);
  });

  it("keeps the usual advice for other reactions, for someone else's INR and for an INR asked about", () => {
    expect(noteFor("magnesium gives me the runs")?.note).toMatch(
      /^If you think a supplement is causing this/,
    );
    for (const message of [
      "my dad's INR was 5 after ginkgo",
      "my INR is 2.5 and stable, can I take fish oil?",
      // No warfarin, clinic or INR: not an INR to take to a clinic.
      "since starting fish oil my blood is too thin, I bruise a lot",
    ])
      expect(noteFor(message)?.note ?? "").not.toMatch(/anticoagulant clinic/);
  });
});
