import { readMedicineEntry, type DictionaryIndex } from "@/lib/interactions/dictionary";
import { ownInrResult } from "@/lib/interactions/reaction-results";
import type { Source } from "./extractive";
import { plain } from "./interaction-question";
import { isSupplement, type NamedItems } from "./read-items";
import { SYMPTOM } from "./symptom-words";

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

type Taken = "supplement" | "medicine" | "either";

const takenIn = (read: Read, text: string): Taken | null => {
  const items = read(text).items.filter((item) => item.kind !== "condition");
  if (items.length === 0) return null;
  return items.some(isSupplement) ? "supplement" : "medicine";
};

// "Zinc makes me feel sick" ties it to zinc; "my boss gave me a headache" ties it to nothing taken.
function tiedTo(text: string, read: Read): Taken | null {
  if (SINCE_TAKING.test(text)) return "either";
  for (const match of text.matchAll(MAKES_ME)) {
    const clause =
      text
        .slice(0, match.index)
        .split(/[.,;:!?]|\b(?:and|but|so)\b/)
        .at(-1) ?? "";
    if (/\b(?:will|would|could|might|may|likely to|in case|if|n't|not|never)\b|n't\s*$/.test(clause))
      continue;
    const taken = takenIn(read, clause);
    if (taken) return taken;
    if (/\b(?:it|these|those|this|that|tablets?|pills?|capsules?)\s*$/.test(clause)) return "either";
  }
  for (const match of text.matchAll(NAMED_AFTER)) {
    const taken = takenIn(read, match[1] ?? "");
    if (taken) return taken;
  }
  return null;
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

type SideEffect = { kind: "side_effect"; note: string; sources: Source[] };
export type SymptomAdvice =
  | { kind: "signpost"; answer: string; sources: readonly Source[] }
  | SideEffect
  | { kind: "check_first"; note: string; sources: Source[] };

const sideEffect = (note: string): SideEffect => ({
  kind: "side_effect",
  note,
  sources: [YELLOW_CARD, HOW_YOUR_PHARMACY_CAN_HELP],
});

const SUPPLEMENT_REACTION = sideEffect(SUPPLEMENT_SIDE_EFFECT);
// A finding for a medicine whose level changes when the supplement stops (St John's wort) outranks "stop taking it".
const NOT_SUDDENLY = /\bdo not stop\b[^.]{0,40}?\b(?:suddenly|on your own)\b/iu;
const KEEP_UNTIL_ASKED =
  "Don't stop the supplement suddenly on your own: as the checker's advice below says, the level of a medicine " +
  "you take can change when the supplement is stopped. Speak to your doctor or pharmacist today (for a medicine " +
  `whose levels are checked, the team that checks them) before you change anything. ${YELLOW_CARD_NOTE}`;

export function withCheckerOnStopping(advice: SymptomAdvice | null, checked: string): SymptomAdvice | null {
  if (advice?.kind !== "side_effect" || !advice.note.startsWith(SUPPLEMENT_SIDE_EFFECT)) return advice;
  if (!NOT_SUDDENLY.test(checked)) return advice;
  return { ...advice, note: KEEP_UNTIL_ASKED + advice.note.slice(SUPPLEMENT_SIDE_EFFECT.length) };
}

const STOPPED_REACTION = sideEffect(
  "You said it went or eased when you stopped the supplement, or came back when you took it again: speak to a " +
    "pharmacist or your GP before you take it again, and don't stop a prescribed medicine without their advice. " +
    YELLOW_CARD_NOTE,
);

// The bleeding the NHS calls usual and less serious on a blood thinner; anything heavier is the triage's.
const MINOR_BLEEDING =
  /\bgums?\b[^.?!]{0,30}\bbleed\w*[^.?!]{0,30}\b(?:brush|floss)\w*|\b(?:brush|floss)\w*[^.?!]{0,40}\b(?:gums?\b[^.?!]{0,20}\bbleed\w*|blood)|\bbruis\w* (?:\w+ )?(?:easily|easier)|\bbruises? (?:\w+ ){0,2}(?:longer|ages) to (?:fade|go)|\b(?:short|small|little|quick|brief) nose ?bleed|\bnose ?bleed\w*[^.?!]{0,40}\b(?:stopped|settled|eased)/;
const USUAL_BLEEDING =
  "On a blood thinner such as warfarin or apixaban, gums that bleed when you brush, bruising easily and " +
  "nosebleeds that stop within 10 minutes are common and not usually dangerous: keep taking it, and tell your " +
  "doctor if the bleeding bothers you or does not stop.";
const BLEEDING_EMERGENCY =
  "Call 999 or go to A&E for bleeding that will not stop, vomiting blood, black sticky poo, or a knock to the head.";
const NHS_WARFARIN_SIDE_EFFECTS: Source = {
  title: "NHS: Side effects of warfarin",
  url: "https://www.nhs.uk/medicines/warfarin/side-effects-of-warfarin/",
};
const BLOOD_THINNER_BLEEDING: SideEffect = {
  kind: "side_effect",
  note: `${USUAL_BLEEDING} ${BLEEDING_EMERGENCY}`,
  sources: [
    NHS_WARFARIN_SIDE_EFFECTS,
    { title: "NHS: About apixaban", url: "https://www.nhs.uk/medicines/apixaban/about-apixaban/" },
  ],
};

const INR_CLINIC =
  "Your anticoagulant clinic sets your warfarin dose from your INR: above your range the risk of bleeding is " +
  "higher, below it you are less protected from clots. Tell the clinic (or whoever checks your INR) about the " +
  "supplement today and ask them whether to carry on with it, as stopping it can change your INR too; don't " +
  `change your warfarin dose yourself. ${BLEEDING_EMERGENCY} ${YELLOW_CARD_NOTE}`;
const INR_SOURCES: Source[] = [
  {
    title: "NHS: Anticoagulants, warfarin – interactions with other medicines",
    url: "http://www.nhs.uk/Conditions/Anticoagulants-warfarin-/Pages/Interactions---other-medicines.aspx",
  },
  {
    title: "Royal Brompton & Harefield NHS: Anticoagulant medications",
    url: "https://www.rbht.nhs.uk/our-services/anticoagulant-medications",
  },
  {
    title: "Royal Bournemouth and Christchurch Hospitals NHS: Anticoagulation clinic",
    url: "http://www.rbch.nhs.uk/our_services/clinical_services/pathology/clinic.php",
  },
  NHS_WARFARIN_SIDE_EFFECTS,
  YELLOW_CARD,
];
const INR_REACTION: SideEffect = { kind: "side_effect", note: INR_CLINIC, sources: INR_SOURCES };
const INR_STOPPED: SideEffect = {
  kind: "side_effect",
  note: `You said your INR changed when you stopped or restarted the supplement. ${INR_CLINIC}`,
  sources: INR_SOURCES,
};

function namesAnticoagulant(index: DictionaryIndex, named: NamedItems): boolean {
  return named.items.some((item) => {
    if (item.kind !== "medicine" && item.kind !== "group") return false;
    const reading = readMedicineEntry(index, item.name);
    const groups = [
      ...reading.medicines.flatMap((slug) => [...(index.classesOfMedicine.get(slug) ?? [])]),
      ...reading.classesOnly.flatMap((slug) => [...(index.classClosure.get(slug) ?? [])]),
    ];
    return groups.includes("anticoagulant");
  });
}

/** Usual bleeding on an anticoagulant, told beside a supplement's side-effect advice when there is one. */
export function bloodThinnerBleeding(
  message: string,
  named: NamedItems,
  index: DictionaryIndex,
  advice: SymptomAdvice | null,
): SymptomAdvice | null {
  if (!MINOR_BLEEDING.test(plain(message)) || !namesAnticoagulant(index, named)) return advice;
  if (advice?.kind !== "side_effect") return BLOOD_THINNER_BLEEDING;
  const said = advice.note.includes(BLEEDING_EMERGENCY);
  return {
    ...advice,
    note: `${advice.note}\n\n${said ? USUAL_BLEEDING : BLOOD_THINNER_BLEEDING.note}`,
    sources: [...new Set([...advice.sources, ...BLOOD_THINNER_BLEEDING.sources])],
  };
}

/** What to say about a symptom the message describes, beside (or instead of) what our sources say. */
export function symptomAdvice(
  message: string,
  named: NamedItems,
  read: Read,
  reacted: false | "told" | "stopped" = false,
): SymptomAdvice | null {
  if (reacted && ownInrResult(message)) return reacted === "stopped" ? INR_STOPPED : INR_REACTION;
  if (reacted) return reacted === "stopped" ? STOPPED_REACTION : SUPPLEMENT_REACTION;
  const text = plain(message);
  const symptom = SYMPTOM.test(text);
  if (!symptom && !named.items.some((item) => item.kind === "condition")) return null;
  const supplement = named.items.some(isSupplement);
  const taken = supplement || named.items.some((item) => item.kind === "medicine" || item.kind === "group");
  const tie = taken ? tiedTo(text, read) : null;
  if (tie) {
    const ofSupplement = tie === "supplement" || (tie === "either" && supplement);
    return sideEffect(ofSupplement ? SUPPLEMENT_SIDE_EFFECT : MEDICINE_SIDE_EFFECT);
  }
  const asks = ASKS_FOR_TREATMENT.test(text);
  // A condition alone ("is whey ok with my eczema") is not a symptom to treat; asked what to take for it, it is.
  if (!symptom && !asks) return null;
  const personal = PERSONAL.test(text);
  if (!supplement && (personal || asks)) return SIGNPOST;
  return personal || !supplement
    ? { kind: "check_first", note: CHECK_A_SYMPTOM_FIRST, sources: [HOW_YOUR_PHARMACY_CAN_HELP] }
    : null;
}
