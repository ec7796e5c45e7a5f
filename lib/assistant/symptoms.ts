import type { Source } from "./extractive";
import type { NamedItems } from "./read-items";

// Symptoms as people write them, by family. Emergencies never get here: triage answers them first.
const SYMPTOM_WORDS = [
  // pain and swelling
  "aches?|aching|achy|ached|pains?(?! ?(?:relief|killers?|medication|medicines?))|painful|hurts|hurting|sore(?:ness)?",
  "tender|swollen|swelling|swells?|puffy|stiff(?:ness)?|cramps?|cramping|spasms?|twitch\\w*|shin splints|gout",
  "headaches?|migraines?|earache|toothache|teething|period pains?|(?:my |her |the )?back'?s? (?:is )?killing",
  // skin, hair and nails
  "rash(?:es)?|itch(?:y|ing|es)?|hives|blisters?|a lump|lumps? (?:on|in|under) \\w+|spots|acne|break ?outs?",
  "broken out|dry skin|eczema|psoriasis|dandruff|athlete'?s foot|verrucas?|warts?|cold sores?|bruis\\w*",
  "hair (?:is )?(?:falling out|coming out|thinning|loss)|thinning hair|losing (?:my )?hair|(?:brittle|splitting) nails",
  "nails (?:keep )?(?:splitting|breaking|peeling)|burns? (?:really )?easily",
  // colds, chest and nose
  "cough(?:s|ing)?|(?:a|the|head|chest|common) colds?|colds|flu|runny nose|blocked nose|stuffy nose|bunged up",
  "congested|sneez\\w*|sinus(?:es|itis)?|hay ?fever|sore throat|phlegm|mucus|chesty|wheez\\w*|snor\\w*",
  "breathless(?:ness)?|short of breath",
  // tiredness, sleep, mood and mind
  "tired(?:ness)?|exhausted|exhaustion|fatigued?|knackered|no energy|worn out|run down|drained|drowsy|groggy",
  "can'?t sleep|cannot sleep|insomnia|trouble sleeping|struggling to sleep|not sleeping|lie awake|sleep (?:badly|poorly)",
  "waking (?:up )?(?:at night|in the night|early)|vivid dreams|nightmares|jet ?lag",
  "anxious|anxiety|stress(?:ed)?(?: out)?|panic attacks?|low mood|mood swings|moods|nervous|butterflies|shaky",
  "feel(?:s|ing)? (?:a bit |really |so |quite )?(?:low|down|flat|weak|faint|rough|rubbish|awful|terrible|unwell|ill|sick)",
  "can'?t (?:switch off|concentrate|focus)|brain fog|foggy|forgetful|forgetting|memory",
  // stomach, bladder and periods
  "dizz(?:y|iness)|light-?headed|nause(?:a|ous|ated)|being sick|vomit\\w*|throwing up|travel sick|sea ?sick",
  "diarrh(?:o)?ea|the runs|constipat\\w*|bloat\\w*|trapped wind|gassy|heartburn|indigestion|reflux|ibs",
  "stomach ache|tummy ache|upset (?:stomach|tummy)|upsetting my (?:stomach|tummy)|burps?|black (?:poo|stools?)",
  "sting\\w* when i (?:wee|pee)|thrush|cystitis|uti|(?:heavy|painful) periods?|periods? (?:are|is) (?:really )?heavy",
  "hot flush(?:es)?|night sweats|sweating",
  // other
  "weakness|numb(?:ness)?|tingl\\w*|pins and needles|palpitations|(?:heart|pulse) (?:is )?(?:racing|pounding)",
  "fever|(?:a|high) temp(?:erature)?|running a temp\\w*|shiver\\w*|chills|freezing|cold (?:hands|feet)",
  "bleeding gums|gums bleed|nosebleeds?|mouth ulcers?|tinnitus|ringing in (?:my|his|her|the) ears",
  "blurr(?:y|ed) vision|dry eyes|eyes are (?:dry|gritty)|cracked lips|hangover|poorly|unwell|under the weather",
];
const SYMPTOM = new RegExp(`\\b(?:${SYMPTOM_WORDS.join("|")})\\b`);
const WHOLE_SYMPTOM = new RegExp(`^(?:${SYMPTOM_WORDS.join("|")})$`);

/** "With cramps", "take for headaches": a symptom where a name could stand is not an unknown medicine. */
export const isSymptomWord = (word: string): boolean => WHOLE_SYMPTOM.test(word);

// Also a message that opens on how someone is ("feeling run down", "been getting headaches").
const PERSONAL =
  /^(?:feeling|feel|been|got|getting|keep|having|suffering|struggling)\b|\b(i|i'm|im|i've|ive|i'd|me|my|mine|we|our|us|he|she|he's|she's|hes|shes|him|they're|theyre|(?:son|daughter|baby|babies|child|children|kids?|toddler|husband|wife|partner|mum|mom|dad|nan|gran|grandad|grandma|friend)s?)\b/;

// "What can I take", "anything for it", "what do you recommend": asked for something to treat it.
const ASKS_FOR_TREATMENT =
  /\b(?:what|which|wat)\b.{0,30}\b(?:take|give|use|have|try|put|help|helps|works?|good|recommend|suggest|lacking|missing|best)\b|\banything\b|\bany (?:supplements?|vitamins?|remed\w+|recommendations?|suggestions?|tips)\b|\b(?:help|advice)\b|\bbest thing\b|\bover the counter\b/;

// The person ties the symptom to something taken: "since I started", "after taking", "X gives me…", "is it the X".
const SINCE_TAKING = new RegExp(
  [
    "\\b(?:since|after|because of|from) (?:i |he |she |we |they |the doctor |my gp )?(?:start\\w*|tak\\w*|took|began|begin\\w*|switch\\w*|increas\\w*|using|upp\\w*|put)\\b",
    "\\bsince (?:i'?ve been|being|going) on\\b|\\bside effects?\\b|\\bis (?:this|that|it) a reaction\\b|\\breaction (?:to|from)\\b",
    // "Started magnesium to help me sleep and now I've got the runs".
    "\\b(?:started|been on|been taking|put (?:me|him|her) on|upped)\\b[^.?!]{0,50}\\band (?:now|had|have|has|got|get|getting|keep|my|his|her|says|feel|i'?ve|i'?m|ive|im|i have|i get|i keep|i feel)\\b",
  ].join("|"),
);
const MAKES_ME =
  /\b(?:making|made|makes|make|gives?|gave|giving|given|caus\w+|brought on|triggered|triggers?|upsetting|upset)\s+(?:me|my|him|her|them|their|us|our)\b/g;
// "After a vitamin B3 tablet", "since the new tablets", "is it the statin?".
const NAMED_AFTER =
  /\b(?:since|after|is (?:it|that|this) (?:the|my))\s+((?:[^\s.,;:!?]+ ){0,3}[^\s.,;:!?]+)/g;

type Read = (text: string) => NamedItems;

const namesSomethingTaken = (read: Read, text: string) =>
  read(text).items.some((item) => item.kind !== "condition");

// "Zinc makes me feel sick" ties it to zinc; "my boss gave me a headache" ties it to nothing taken.
function tiedToSomethingTaken(text: string, read: Read): boolean {
  if (SINCE_TAKING.test(text)) return true;
  const causedBy = [...text.matchAll(MAKES_ME)].some((match) => {
    const clause =
      text
        .slice(0, match.index)
        .split(/[.,;:!?]|\b(?:and|but|so)\b/)
        .at(-1) ?? "";
    return (
      /\b(?:it|these|those|this|that|tablets?|pills?|capsules?)\s*$/.test(clause) ||
      namesSomethingTaken(read, clause)
    );
  });
  return (
    causedBy || [...text.matchAll(NAMED_AFTER)].some((match) => namesSomethingTaken(read, match[1] ?? ""))
  );
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
export function symptomAdvice(message: string, named: NamedItems, read: Read): SymptomAdvice | null {
  const text = message.toLowerCase().replace(/[\u2018\u2019`]/g, "'");
  const conditions = named.items.some((item) => item.kind === "condition");
  if (!SYMPTOM.test(text) && !conditions) return null;
  const supplement = named.items.some((item) => isSupplement(item.kind));
  const taken = supplement || named.items.some((item) => item.kind === "medicine" || item.kind === "group");
  if (taken && tiedToSomethingTaken(text, read)) {
    const note = supplement ? SUPPLEMENT_SIDE_EFFECT : MEDICINE_SIDE_EFFECT;
    return { kind: "side_effect", note, sources: [YELLOW_CARD, HOW_YOUR_PHARMACY_CAN_HELP] };
  }
  const asks = ASKS_FOR_TREATMENT.test(text);
  // A condition alone ("is whey ok with my eczema") is not a symptom to treat; asked what to take for it, it is.
  if (!SYMPTOM.test(text) && !asks) return null;
  if (!supplement && (PERSONAL.test(text) || asks)) return SIGNPOST;
  return PERSONAL.test(text) || !supplement
    ? { kind: "check_first", note: CHECK_A_SYMPTOM_FIRST, sources: [HOW_YOUR_PHARMACY_CAN_HELP] }
    : null;
}
