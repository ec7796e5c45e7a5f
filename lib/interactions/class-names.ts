// What people type for a group of medicines ("cholesterol tablets", "epilepsy meds", "antifungals",
// "anticoagulants"), derived from each class's name, synonyms and topics so every class reads the same way.
import type { MedicineClass } from "./dictionary-schema";
import { normaliseName } from "./names";

const MEDICINE_NOUNS = [
  "tablets",
  "tablet",
  "pills",
  "pill",
  "tabs",
  "capsules",
  "capsule",
  "medication",
  "medications",
  "medicine",
  "medicines",
  "meds",
  "med",
  "drugs",
  "drug",
  "treatment",
  "therapy",
  "injections",
  "injection",
  "remedies",
  "remedy",
  "relief",
  "agents",
];
const NOUN_SET = new Set(MEDICINE_NOUNS);

/** Whether every word is one that names a form of medicine ("tablets", "meds"). */
export function isMedicineNoun(words: readonly string[]): boolean {
  return words.length > 0 && words.every((word) => NOUN_SET.has(word));
}

// A bracket or topic that joins several things ("vertigo and Ménière's disease") names no single group.
const JOINING_WORDS = /\b(and|or|with|without|such|including|e\.?g)\b|,/i;
// "PDE5 inhibitors (erection problems)": the bracket names what the group treats, not the group.
const NOT_A_NAME = new Set(["problems", "risk"]);

/** "Anticoagulants" ↔ "anticoagulant", on the last word only. */
export function otherNumber(phrase: string): string | undefined {
  const match = /^(.*?)(\p{L}+)$/u.exec(phrase);
  if (!match) return undefined;
  const [, head = "", last = ""] = match;
  // "nut" has "nuts", but a short word ending in s ("gas") is no plural.
  if (last.length < 3 || /ss$/i.test(last) || (last.length < 4 && /s$/i.test(last))) return undefined;
  if (/[^aeiou]ies$/i.test(last)) return `${head}${last.slice(0, -3)}y`;
  if (/[^aeiou]y$/i.test(last)) return `${head}${last.slice(0, -1)}ies`;
  return /s$/i.test(last) ? `${head}${last.slice(0, -1)}` : `${head}${last}s`;
}

/** "anti-epileptic" and "antiepileptic" are the same word to the people typing it. */
function spellings(word: string): string[] {
  const joined = /^anti[-\s]+/i.test(word) ? word.replace(/^anti[-\s]+/i, "anti") : undefined;
  const split = /^anti[a-z]/i.test(word) ? word.replace(/^anti/i, "anti-") : undefined;
  return [word, joined, split].filter((spelling): spelling is string => spelling !== undefined);
}

function lastWord(phrase: string): string {
  return normaliseName(phrase).split(" ").at(-1) ?? "";
}

/** The name without a trailing bracket, and the bracket when it is another name for the group. */
function nameParts(name: string, isTaken: (phrase: string) => boolean): string[] {
  const match = /^(.+?)\s*\(([^()]+)\)$/.exec(name);
  if (!match) return [name];
  const [, stem = "", bracket = ""] = match;
  // "Biguanides (metformin)" is that one medicine: neither part may stand for the group alone.
  if (isTaken(bracket)) return [name];
  const bracketIsName =
    !JOINING_WORDS.test(bracket) && !NOT_A_NAME.has(lastWord(bracket)) && !NOUN_SET.has(lastWord(bracket));
  return bracketIsName ? [name, stem, bracket] : [name, stem];
}

/** "Medicines for Parkinson's disease" → "Parkinson's"; "Antifungal medicines" → "Antifungal". */
function topicsOfName(stem: string): string[] {
  const forWhat = /^medicines for (?:an? |the )?(.+)$/i.exec(stem)?.[1];
  if (forWhat !== undefined) {
    const withoutDisease = forWhat.replace(/\s+disease$/i, "");
    return [forWhat, withoutDisease];
  }
  const before = /^(.+?) medicines$/i.exec(stem)?.[1];
  return before === undefined ? [] : [before];
}

function topicPhrases(topic: string): string[] {
  if (JOINING_WORDS.test(topic)) return [];
  const phrases: string[] = [];
  for (const spelling of spellings(topic)) {
    phrases.push(...MEDICINE_NOUNS.map((noun) => `${spelling} ${noun}`));
    // "Tablets for my heart", "pills for the thyroid".
    phrases.push(
      ...MEDICINE_NOUNS.flatMap((noun) =>
        ["", "my ", "the "].map((whose) => `${noun} for ${whose}${spelling}`),
      ),
    );
    // An "anti-" word is a noun too: "antifungals", "an antiviral".
    if (/^anti/i.test(spelling)) phrases.push(spelling, ...[otherNumber(spelling) ?? []].flat());
  }
  return phrases;
}

// "Medicines that thin the blood", "tablets to lower cholesterol".
function purposePhrases(purpose: string): string[] {
  return MEDICINE_NOUNS.flatMap((noun) => [
    `${noun} that ${purpose}`,
    `${noun} which ${purpose}`,
    `${noun} to ${purpose}`,
  ]);
}

/** "Antipsychotics" is also the topic "antipsychotic", as in "antipsychotic medicines". */
function antiTopics(name: string): string[] {
  if (!/^anti\p{L}+s$/iu.test(name)) return [];
  const singular = otherNumber(name);
  return singular === undefined ? [] : [singular];
}

/**
 * The lay names of one class beyond its own name and synonyms. `isTaken` says a phrase is a medicine's or a
 * supplement's name, which no group name may shadow ("levodopa tablets" is levodopa).
 */
export function layClassNames(medicineClass: MedicineClass, isTaken: (phrase: string) => boolean): string[] {
  const names = [medicineClass.name, ...(medicineClass.synonyms ?? [])].flatMap((name) =>
    nameParts(name, isTaken),
  );
  const topics = [
    ...names.flatMap(topicsOfName),
    ...names.flatMap(antiTopics),
    ...(medicineClass.topics ?? []),
  ].filter((topic) => !isTaken(topic));
  const phrases = [
    ...names,
    ...names.flatMap((name) => [otherNumber(name) ?? []].flat()),
    ...topics.flatMap(topicPhrases),
    ...(medicineClass.purposes ?? []).flatMap(purposePhrases),
  ];
  return [...new Set(phrases)].filter((phrase) => !isTaken(phrase));
}

/** A group's name inside a sentence: "Antidepressants" → "antidepressants", "PPIs" and "HIV medicines" kept. */
export function groupInSentence(name: string): string {
  return /^\p{Lu}\p{Ll}/u.test(name) ? `${name.charAt(0).toLowerCase()}${name.slice(1)}` : name;
}
