// What the assistant says before it searches anything (docs/reference/assistant.md "Safety"): red-flag
// symptoms go to 999 / NHS 111 at once, and it refuses to diagnose or to advise on prescribed medicines.
// Deterministic patterns, so every answer here is the same every time and never depends on a provider.

export type Triage =
  | { kind: "red_flag"; flag: RedFlag; answer: string }
  | { kind: "refusal"; reason: "diagnosis" | "prescribing"; answer: string };

type RedFlag = "chest_pain" | "breathing" | "stroke" | "overdose" | "suicidal" | "anaphylaxis" | "collapse";

const RED_FLAGS: readonly [RedFlag, RegExp][] = [
  [
    "suicidal",
    /suicid|kill (myself|themselves|himself|herself)|end (my|his|her|their) (own )?life|end it all|take my (own )?life|want(ed)? to die|self[- ]?harm|hurt(ing)? myself/,
  ],
  [
    "overdose",
    /overdos|(took|taken|take|swallowed|ate) (far )?too many|(whole|entire) (bottle|packet|pack|tub|box)|too many (tablets|pills|capsules|gummies|gummy)/,
  ],
  [
    "chest_pain",
    /chest (pain|pains|tightness|pressure|is tight|hurts)|pain in (my|his|her|the) chest|(having|think (i|he|she)('?m|'?s| am| is) having) a heart attack/,
  ],
  [
    "breathing",
    /(can'?t|cannot|can not|unable to|struggling to|difficulty|trouble|hard to|problems?) (breathe|breathing|catch (my|his|her) breath)|short(ness)? of breath|breathless|not breathing|choking/,
  ],
  [
    "stroke",
    /(having|had just had|signs? of|symptoms? of|think (i|he|she|they)('?m|'?s|'?re| am| is| are) having) (a )?stroke|face (is )?(drooping|droop|fallen)|drooping face|slurred speech|speech (is )?slurred|sudden (numbness|weakness)|arm weakness|(can'?t|cannot) (lift|raise) (my|his|her|their|one) arm/,
  ],
  [
    "anaphylaxis",
    /anaphyla|throat (is )?(swelling|closing|tight)|swollen (tongue|throat|lips)|(tongue|lips|throat) (is |are )?swelling/,
  ],
  [
    "collapse",
    /unconscious|unresponsive|passed out|collapsed|(having|had) a (fit|seizure)|(is|are|keeps) fitting/,
  ],
];

const EMERGENCY =
  "This could be a medical emergency. Call 999 now, or go to A&E. If you are not sure it is an emergency, " +
  "call NHS 111 or go to 111.nhs.uk. Do not wait for an answer here.";

const ANSWERS: Readonly<Record<RedFlag, string>> = {
  suicidal:
    "I'm sorry you are going through this. If you might act on these thoughts or have hurt yourself, call 999 " +
    "now or go to A&E. For urgent help, call NHS 111. You can also call Samaritans free on 116 123, any time, " +
    "day or night. You do not have to cope with this on your own.",
  overdose:
    "If someone has taken too much of a medicine or supplement, call 999 now if they are unconscious, having " +
    "trouble breathing, having a fit or have chest pain. Otherwise call NHS 111 now for advice, even if they " +
    "feel well, and keep the packet to hand.",
  chest_pain: EMERGENCY,
  breathing: EMERGENCY,
  stroke:
    "These can be signs of a stroke: face drooping, arm weakness, speech problems. Call 999 now — every " +
    "minute matters. Do not wait to see whether it passes.",
  anaphylaxis:
    "This could be a severe allergic reaction (anaphylaxis). Call 999 now. Use an adrenaline auto-injector if " +
    "one has been prescribed.",
  collapse: EMERGENCY,
};

const DIAGNOSIS =
  /\b(do i have|have i got|could i have|might i have|diagnos\w*|what'?s wrong with me|what is wrong with me|what is causing my|what'?s causing my|why do i (keep )?(feel|get|have)|am i (deficient|anaemic|anemic|diabetic|depressed))\b/;
const MEDICINE_WORDS =
  "(medication|medications|medicine|medicines|meds|prescription|prescribed|tablets|pills|antidepressants?|statins?|blood thinners?|warfarin|insulin|levothyroxine|metformin|sertraline)";
const PRESCRIBING = new RegExp(
  [
    "\\bprescribe\\b",
    `\\b(stop|start|change|reduce|increase|lower|raise|come off|swap|replace|skip|halve|double)\\b( taking)?( my| the)? ${MEDICINE_WORDS}`,
    `\\binstead of (my |a |the )?${MEDICINE_WORDS}`,
    `\\b(how much|what dose|which dose|how many)\\b.*\\b(my )?${MEDICINE_WORDS}\\b.*\\b(should|can|do) i\\b`,
    `\\b(should|can) i\\b.*\\b(stop|come off|replace)\\b.*${MEDICINE_WORDS}`,
  ].join("|"),
);

const REFUSALS = {
  diagnosis:
    "I can't diagnose health problems or tell you whether you have a condition: that needs a doctor who can " +
    "ask about your symptoms and examine you. Please speak to your GP or a pharmacist, or call NHS 111 (or go " +
    "to 111.nhs.uk) if you need advice today. I can tell you what our sources say about a supplement, its " +
    "dose or its interactions.",
  prescribing:
    "I can't advise on starting, stopping or changing a prescribed medicine, or on replacing one with a " +
    "supplement: only your prescriber or pharmacist can, because they know your health and your other " +
    "medicines. Please don't change a medicine without speaking to them. I can tell you what our interaction " +
    "database says about a supplement with your medicine — for example, ask 'Does St John's wort interact " +
    "with sertraline?'.",
} as const;

/** Lower-cased with typographic apostrophes made plain, so one set of patterns matches every spelling. */
function normalise(message: string): string {
  return message
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/\s+/g, " ");
}

/** A red flag first (it matters most), then a diagnosis or prescribing request; null for anything else. */
export function triage(message: string): Triage | null {
  const text = normalise(message);
  for (const [flag, pattern] of RED_FLAGS) {
    if (pattern.test(text)) return { kind: "red_flag", flag, answer: ANSWERS[flag] };
  }
  if (PRESCRIBING.test(text)) return { kind: "refusal", reason: "prescribing", answer: REFUSALS.prescribing };
  if (DIAGNOSIS.test(text)) return { kind: "refusal", reason: "diagnosis", answer: REFUSALS.diagnosis };
  return null;
}
