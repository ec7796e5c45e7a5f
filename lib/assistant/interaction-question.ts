import { followUpKind, previousQuestion } from "./follow-up";
import { isSupplement, type NamedItem, type NamedItems } from "./read-items";
import type { AssistantRequest } from "./schemas";

type History = AssistantRequest["history"];
type Read = (text: string) => NamedItems;

const TOGETHER =
  /\b(interact\w*|interfer\w*|clash\w*|contraindicat\w*|(?:mix|mixing)(?! (?:them |it )?up)|combin\w*|together|alongside|at the same time|(?:on )?the same day|space (?:them|it) out|(?:leave|gap) between)\b/;

const CUES: readonly RegExp[] = [
  TOGETHER,
  /\b(safe|safely|unsafe|ok|okay|alright|fine|suitable|dangerous|danger|risky|risks?|harmful|allowed|avoid)\b/,
  /\b(can|could|may|should|shall)\s+(i|you|we|he|she|they|my \w+)\s+(still\s+|also\s+|be\s+)?(take|taking|have|having|use|using|try|start|continue|drink|eat|carry on|keep taking)\b/,
  /\b(carry on|keep taking|make (it|things|them|my \w+) worse|worsen\w*)\b/,
  /\b(while|whilst|when|if)\s+(i'?m|i am|you'?re|she'?s|he'?s|on|taking|using|having|pregnant|breastfeeding|i have|i've|i take)\b/,
  /\b(affects?|affecting|effect on|stops? (\w+ ){1,3}working|less effective|weaken\w*)\b/,
];

// "Does ashwagandha help with stress? I'm on sertraline", "mum's on warfarin": what someone takes, said beside the
// question. It asks for the check only when a medicine or condition was recognised ("I'm on holiday" is not one).
const TAKER = String.raw`(?:i|he|she|they|we|mum|mom|dad|wife|husband|partner|son|daughter|nan|gran|grandad|grandma|friend)`;
const STATES_TAKING = new RegExp(
  String.raw`\b(?:(?:i'?m|im|i am|he'?s|she'?s|they'?re|${TAKER}'s|${TAKER} is|currently|already|also)\s+(?:currently |already |also |now |still )?(?:on|taking|prescribed)|${TAKER}\s+(?:already |also |currently |now |still )?(?:takes?|started|began)|i'?ve been (?:on|taking)|prescribed)\b`,
);

// "Iron tablets with orange juice": the words of a food are one party.
const FOOD_PARTS = new Set(["juice", "drink", "drinks"]);
const JOINING_WORDS = new Set("with and in during plus or vs versus on while whilst alongside".split(" "));
const BARE_WORDS = new Set([...JOINING_WORDS, ..."other others together the a an my taking".split(" ")]);

/** Lower case with typographic apostrophes made plain, as the patterns here are written. */
export const plain = (text: string): string => text.toLowerCase().replace(/[\u2018\u2019`]/g, "'");

const kindOf = (item: NamedItem) =>
  isSupplement(item) ? "supplement" : item.kind === "condition" ? "condition" : "medicine";

// "She's fine otherwise", "I feel ok": said of a person, not asked of a combination.
const SAID_OF_SOMEONE =
  /\b(?:i'?m|i am|i feel|feeling|feels?|she'?s|he'?s|shes|hes|they'?re|theyre|we'?re|seems?|seemed|looks?|otherwise|was|been)\s+(?:absolutely |perfectly |totally |fine and |ok and )?(?:fine|ok|okay|alright)\b/g;

function asksTogether(text: string, named: NamedItems): boolean {
  const lowered = plain(text).replace(SAID_OF_SOMEONE, " ");
  if (CUES.some((cue) => cue.test(lowered))) return true;
  if (STATES_TAKING.test(lowered) && named.items.some((item) => !isSupplement(item))) return true;
  const unknown = named.otherWords.filter(
    (word) => !BARE_WORDS.has(word) && !FOOD_PARTS.has(word) && !named.foods.includes(word),
  );
  return (
    named.items.length + named.unrecognised.length + Math.min(named.foods.length, 1) >= 2 &&
    named.otherWords.some((word) => JOINING_WORDS.has(word)) &&
    unknown.length <= 1
  );
}

function checkable(named: NamedItems): boolean {
  const unknown = named.unrecognised.length + named.ambiguous.length;
  const supplements = named.items.filter(isSupplement).length;
  // A food counts once: what the checker gives for it is the supplement's own food records.
  const food = supplements > 0 && named.foods.length > 0 ? 1 : 0;
  return named.items.length + unknown + food >= 2 && (supplements > 0 || unknown > 0);
}

function replacingByKind(earlier: NamedItems, own: NamedItems): NamedItems {
  const ownKinds = new Set(own.items.map(kindOf));
  const named = own.items.length + own.unrecognised.length + own.ambiguous.length > 0;
  return {
    items: [...earlier.items.filter((item) => !ownKinds.has(kindOf(item))), ...own.items],
    ambiguous: named ? own.ambiguous : earlier.ambiguous,
    unrecognised: named ? own.unrecognised : earlier.unrecognised,
    foods: named ? own.foods : earlier.foods,
    otherWords: own.otherWords,
  };
}

function statedEarlier(history: History, read: Read): NamedItem[] {
  const turns = (history ?? []).filter((turn) => turn.role === "user").reverse();
  const seen = new Set<string>();
  return turns.flatMap((turn) =>
    read(turn.content).items.filter((item) => {
      const key = `${item.kind}:${item.name}`;
      if (isSupplement(item) || seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
}

// "Is it ok with my vitamins?", "what's good for anxiety": supplements asked about without a name.
const ASKS_OF_SUPPLEMENTS =
  /\b(supplements?|vitamins?|minerals?|multivitamins?|herbal|herbs?|natural|remed(y|ies)|what'?s good|anything|what (can|could|should) (i|he|she|they|we) (take|have|use))\b/;

/** Medicines asked about together: not something our checker compares. */
export function medicinesOnlyQuestion(message: string, named: NamedItems): string[] | null {
  const text = plain(message);
  if (named.unrecognised.length + named.ambiguous.length > 0 || ASKS_OF_SUPPLEMENTS.test(text)) return null;
  if (named.items.some(isSupplement)) return null;
  const medicines = named.items.filter((item) => kindOf(item) === "medicine");
  // "Is fluconazole ok with my statin, got thrush": the condition is why, the question is the two medicines.
  if (medicines.length !== named.items.length && medicines.length < 2) return null;
  // One name asked about "together" is a combination medicine ("paracetamol and ibuprofen").
  if (medicines.length < (TOGETHER.test(text) ? 1 : 2)) return null;
  return asksTogether(message, named) ? medicines.map((item) => item.name) : null;
}

export interface InteractionQuestion extends NamedItems {
  via: "message" | "previous question" | "earlier turns";
}

export function interactionQuestion(
  message: string,
  history: History,
  read: Read,
): InteractionQuestion | null {
  const own = read(message);
  const asked = asksTogether(message, own);
  const previous = previousQuestion(history);
  const kind = followUpKind(message);
  const followsUp = kind === "connector" || (kind === "pointing" && !own.items.some(isSupplement));
  if (previous !== null && followsUp) {
    const earlier = read(previous);
    const earlierAsked = asksTogether(previous, earlier) && checkable(earlier);
    const addsParty = kind === "connector" && own.items.some((item) => !isSupplement(item));
    const merged = replacingByKind(earlier, own);
    if ((asked || earlierAsked || addsParty) && checkable(merged))
      return { ...merged, via: "previous question" };
  }
  if (!asked) return null;
  if (checkable(own)) return { ...own, via: "message" };
  const alone = own.items.length === 1 && own.items.every(isSupplement) && own.unrecognised.length === 0;
  if (!alone) return null;
  const withContext = { ...own, items: [...own.items, ...statedEarlier(history, read)] };
  return checkable(withContext) ? { ...withContext, via: "earlier turns" } : null;
}
