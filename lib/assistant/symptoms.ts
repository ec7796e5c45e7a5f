import type { Source } from "./extractive";
import type { NamedItems } from "./read-items";

// Symptoms as people write them. Emergencies never get here: triage answers them first.
const SYMPTOM_WORDS = [
  "aches?|aching|achy|pains?(?! ?(?:relief|killers?|medication|medicines?))|painful|hurts|hurting|sore(?:ness)?",
  "tender|rash(?:es)?|itch(?:y|ing|es)?|hives|swollen|swelling|puffy|blisters?|a lump|lumps? (?:on|in|under) \\w+",
  "cough(?:s|ing)?|(?:a|the|head|chest|common) colds?|colds|flu|runny nose|blocked nose|stuffy nose|congested",
  "sneez\\w*|sinus(?:es|itis)?|headaches?|migraines?|cramps?|cramping|spasms?|twitch\\w*|restless legs",
  "tired(?:ness)?|exhausted|exhaustion|fatigued?|knackered|no energy|worn out|run down",
  "dizz(?:y|iness)|light-?headed|nause(?:a|ous|ated)|feel(?:s|ing)? sick|being sick|vomit\\w*|throwing up",
  "diarrh(?:o)?ea|the runs|constipat\\w*|bloat\\w*|trapped wind|gassy|heartburn|indigestion|reflux",
  "stomach ache|tummy ache|upset (?:stomach|tummy)",
  "hair (?:is )?(?:falling out|thinning|loss)|losing (?:my )?hair|brittle nails|spots|acne|break ?outs?|dry skin",
  "can'?t sleep|cannot sleep|insomnia|trouble sleeping|not sleeping|waking (?:up )?(?:at night|in the night|early)",
  "anxious|stress(?:ed)?|panic attacks?|low mood|feel(?:s|ing)? (?:low|down|weak|faint|rough|rubbish|awful|terrible|unwell|ill)",
  "weakness|numb(?:ness)?|tingl\\w*|pins and needles|palpitations|(?:heart|pulse) (?:is )?(?:racing|pounding)",
  "(?<!hay )fever|(?:a|high) temp(?:erature)?|running a temp\\w*|shiver\\w*|chills|night sweats|hot flush(?:es)?",
  "earache|toothache|stiff(?:ness)?|bruis\\w*|bleeding gums|nosebleeds?|mouth ulcers?|cold sores?",
  "thrush|cystitis|uti|period pains?|heavy periods?|brain fog|foggy|forgetful|breathless(?:ness)?",
  "short of breath|wheez\\w*|phlegm|mucus|chesty|tinnitus|ringing in (?:my|his|her|the) ears|blurr(?:y|ed) vision",
  "dry eyes|cracked lips|hangover|poorly|unwell|under the weather",
];
const SYMPTOM = new RegExp(`\\b(?:${SYMPTOM_WORDS.join("|")})\\b`);
const WHOLE_SYMPTOM = new RegExp(`^(?:${SYMPTOM_WORDS.join("|")})$`);

/** "With cramps", "take for headaches": a symptom where a name could stand is not an unknown medicine. */
export const isSymptomWord = (word: string): boolean => WHOLE_SYMPTOM.test(word);

// Also a message that opens on how someone is ("feeling run down", "been getting headaches").
const PERSONAL =
  /^(?:feeling|feel|been|got|getting|keep|having|suffering|struggling)\b|\b(i|i'm|im|i've|ive|i'd|me|my|we|our|us|he|she|he's|she's|hes|shes|him|they're|theyre|(?:son|daughter|baby|babies|child|children|kids?|toddler|husband|wife|partner|mum|mom|dad|nan|gran|grandad|grandma|friend)s?)\b/;

// "Since I started", "after taking", "it makes my skin…", "gave me": the person ties the symptom to something taken.
const SINCE_TAKING =
  /\b(?:since|after|because of|from) (?:i |he |she |we |they )?(?:start\w*|tak\w*|took|began|begin\w*|switch\w*|increas\w*|using|upp\w*)\b|\bsince (?:i'?ve been|being|going) on\b|\bside effects?\b/;
const MAKES_ME =
  /\b(?:making|made|makes|make|gives?|gave|giving|caus\w+|brought on|triggered|triggers?)\s+(?:me|my|him|her|them|their|us|our)\b/g;

// "Zinc makes me feel sick" ties it to zinc; "my boss gave me a headache" ties it to nothing taken.
function tiedToSomethingTaken(text: string, names: readonly string[]): boolean {
  if (SINCE_TAKING.test(text)) return true;
  return [...text.matchAll(MAKES_ME)].some((match) => {
    const clause =
      text
        .slice(0, match.index)
        .split(/[.,;:!?]|\b(?:and|but|so)\b/)
        .at(-1) ?? "";
    return (
      /\b(?:it|they|these|those|this|that|tablets?|pills?|capsules?)\s*$/.test(clause) ||
      names.some((name) => clause.includes(name))
    );
  });
}

export const HOW_YOUR_PHARMACY_CAN_HELP: Source = {
  title: "NHS: How your pharmacy can help",
  url: "https://www.nhs.uk/nhs-services/pharmacies/how-pharmacies-can-help/",
};
const NHS_111: Source = { title: "NHS 111 online", url: "https://111.nhs.uk/" };
const YELLOW_CARD: Source = {
  title: "MHRA Yellow Card: what to report",
  url: "https://yellowcard.mhra.gov.uk/what-to-report",
};

const SYMPTOM_SIGNPOST =
  "I can't work out what is causing a symptom or suggest a treatment for it: that needs someone who can ask " +
  "about it and, if need be, examine you. A pharmacist can advise on common problems such as coughs, colds, " +
  "sore throats, aches and pains, rashes and tummy trouble, without an appointment. If you're worried, it is " +
  "getting worse or it has lasted, call NHS 111 or go to 111.nhs.uk, or see your GP; if it is severe or came " +
  "on suddenly, call 999. If you'd like to know what our sources say about a particular supplement, ask me " +
  "about it by name.";

const YELLOW_CARD_NOTE =
  "A suspected side effect of a medicine, including a herbal medicine, can be reported to the MHRA's Yellow " +
  "Card scheme.";
const SUPPLEMENT_SIDE_EFFECT =
  "If you think a supplement is causing this and it worries you, stop taking it and speak to a pharmacist or " +
  `your GP; don't stop a prescribed medicine without their advice. ${YELLOW_CARD_NOTE}`;
const MEDICINE_SIDE_EFFECT =
  "If you think a medicine is causing this, speak to a pharmacist or your GP, and don't stop a prescribed " +
  `medicine without their advice. ${YELLOW_CARD_NOTE}`;

const CHECK_A_SYMPTOM_FIRST =
  "A symptom that is new, lasting or getting worse is worth checking with a pharmacist, NHS 111 or your GP " +
  "before you try a supplement for it.";

export const SIGNPOST = {
  kind: "signpost",
  answer: SYMPTOM_SIGNPOST,
  sources: [HOW_YOUR_PHARMACY_CAN_HELP, NHS_111],
} as const satisfies SymptomAdvice;

export type SymptomAdvice =
  | { kind: "signpost"; answer: string; sources: readonly Source[] }
  | { kind: "side_effect" | "check_first"; note: string; sources: Source[] };

const isSupplement = (kind: string) => kind === "product" || kind === "ingredient";

/** What to say about a symptom the message describes, beside (or instead of) what our sources say. */
export function symptomAdvice(message: string, named: NamedItems): SymptomAdvice | null {
  const text = message.toLowerCase().replace(/[\u2018\u2019`]/g, "'");
  if (!SYMPTOM.test(text)) return null;
  const supplement = named.items.some((item) => isSupplement(item.kind));
  const taken = supplement || named.items.some((item) => item.kind === "medicine" || item.kind === "group");
  const names = named.items.map((item) =>
    (item.kind === "condition" ? item.display : item.name).toLowerCase(),
  );
  if (taken && tiedToSomethingTaken(text, names)) {
    const note = supplement ? SUPPLEMENT_SIDE_EFFECT : MEDICINE_SIDE_EFFECT;
    return { kind: "side_effect", note, sources: [YELLOW_CARD, HOW_YOUR_PHARMACY_CAN_HELP] };
  }
  const personal = PERSONAL.test(text);
  if (!supplement && personal) return SIGNPOST;
  if (personal || !supplement)
    return { kind: "check_first", note: CHECK_A_SYMPTOM_FIRST, sources: [HOW_YOUR_PHARMACY_CAN_HELP] };
  return null;
}
