import { ALL_CLEAR, classify } from "./triage/classify";
import { modelFamilies } from "./triage/model";
import { EMERGENCY_ANSWERS, PARACETAMOL_ANSWER, TRIAGE_FAMILIES, type TriageFamily } from "./triage/families";

export { TRIAGE_FAMILIES, type TriageFamily } from "./triage/families";

interface Source {
  title: string;
  url: string;
}

export type Triage =
  | { kind: "red_flag"; flag: TriageFamily; families: TriageFamily[]; answer: string; sources: Source[] }
  | { kind: "refusal"; reason: "diagnosis" | "prescribing"; answer: string; sources: Source[] };

/** Earlier turns read with the message: enough to know who "he" is or that "the iron ones" are tablets. */
const CONTEXT_TURNS = 2;

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

// A crisis said a turn ago is not over because the next message changes the subject, unless it says it is over.
function ruleFamiliesOf(
  message: string,
  earlier: readonly string[],
): { families: TriageFamily[]; paracetamol: boolean } {
  const own = classify(message);
  if (earlier.length === 0 || (own.families.length === 0 && ALL_CLEAR.test(plain(message)))) return own;
  const together = classify(message, earlier.join(" . "));
  const families = TRIAGE_FAMILIES.filter(
    (family) => own.families.includes(family) || together.families.includes(family),
  );
  return { families, paracetamol: own.paracetamol || together.paracetamol };
}

// What the words alone cannot tell the learned reader: a label's warning, "back to normal", "only the 1000iu one",
// a moment that passed in seconds, silica gel (not poisonous: NHS).
const PLAINLY_ORDINARY =
  /\b(?:choking hazard|not suitable for|(?:the )?(?:label|tub|pack|bottle|box|leaflet) (?:says|said)|(?:back to|like|as) normal|charging (?:round|around)|right as rain|(?:it'?s|it was|was) only (?:the |a |one )?\d|(?:passed|went|gone|cleared|settled) (?:off )?(?:in|within|after) (?:a |one |a few |a couple of |couple of )?(?:seconds?|secs?)|silica gel|never had (?:another|one since|any since|any more)|(?:her|his|my|their) usual self|cardboard only|still sealed|unopened|whites of (?:my|his|her|their) eyes (?:are|look) (?:white|fine|normal|clear)|lasts? (?:maybe |about |only |just )?(?:a|one) (?:second|split second)|(?:wolfed|gobbled|scoffed|ate) (?:his|her|its|their) (?:dinner|food|tea|breakfast) too (?:fast|quick)|(?:4|four|6|six) ?(?:hour|hr)s? (?:gap|apart)|not short of breath|no (?:trouble|problems?|difficulty) breathing|breathing (?:is )?(?:fine|ok|normal)|(?:calpol|paracetamol|ibuprofen|nurofen)\W*(?:s|has|have)?\s*brought (?:it|her temp\w*|his temp\w*|the temp\w*) down|feels? (?:fine|well))/;

// The learned reader only adds, never takes away.
function familiesOf(
  message: string,
  earlier: readonly string[],
): { families: TriageFamily[]; paracetamol: boolean } {
  const recent = earlier.slice(-CONTEXT_TURNS);
  const ruled = ruleFamiliesOf(message, recent);
  const learned = modelFamilies(message, recent);
  if (ruled.families.length === 0)
    return {
      families: PLAINLY_ORDINARY.test(plain(message)) || ALL_CLEAR.test(plain(message)) ? [] : learned,
      paracetamol: ruled.paracetamol,
    };
  // A rule's family leads; the model's first reading follows when it is another (a sting read as chest pain).
  const [first] = learned;
  const families = first && !ruled.families.includes(first) ? [...ruled.families, first] : ruled.families;
  return { families, paracetamol: ruled.paracetamol };
}

function emergencyAnswer(families: readonly TriageFamily[], paracetamol: boolean): Triage {
  const answers = families.map((family) =>
    paracetamol && (family === "overdose" || family === "child_poisoning")
      ? PARACETAMOL_ANSWER
      : EMERGENCY_ANSWERS[family],
  );
  // Two answers at most: where to go first, and a second place only when it differs (Samaritans and A&E).
  const distinct = answers
    .filter((entry, index) => answers.findIndex((other) => other.answer === entry.answer) === index)
    .slice(0, 2);
  const [first] = families;
  if (first === undefined) throw new Error("emergencyAnswer needs a family");
  return {
    kind: "red_flag",
    flag: first,
    families: [...families],
    answer: distinct.map((entry) => entry.answer).join("\n\n"),
    sources: distinct.flatMap((entry) => entry.sources),
  };
}

function plain(message: string): string {
  return message
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/\s+/g, " ");
}

export function triage(message: string, earlier: readonly string[] = []): Triage | null {
  const { families, paracetamol } = familiesOf(message, earlier);
  if (families.length > 0) return emergencyAnswer(families, paracetamol);
  const text = plain(message);
  if (PRESCRIBING.test(text))
    return { kind: "refusal", reason: "prescribing", answer: REFUSALS.prescribing, sources: [] };
  if (DIAGNOSIS.test(text))
    return { kind: "refusal", reason: "diagnosis", answer: REFUSALS.diagnosis, sources: [] };
  return null;
}
