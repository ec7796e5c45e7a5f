import type { PhraseMatch } from "./names";
import { EFFECT, effectsIn, NAMES_EFFECT, OTHER_CAUSE, SENTENCE } from "./reaction-stories";

// A reaction asked about as if in general ("can magnesium make you this bloated?"), the effect the writer's own.
const ASKED = new RegExp(
  [
    String.raw`\b(?:can|could|does|do|did|will|would|is\s+it\s+(?:normal|common|usual|possible|likely|known)\s+for|(?:is|are)\s+\S+(?:\s+\S+)?\s+supposed\s+to)\s+(?:\S+\s+){0,8}?(?:(?:make|makes|give|gives|upset|constipate|bung|turn|mess|keep|trigger)\s+(?:you|your|u|ur|people|anyone|someone|one|a|an)|cause|causes)\b`,
    String.raw`\b(?:do|does|did)\s+(?:you|people|anyone|u)\s+(?:else\s+)?(?:get|have|notice|feel)\b[^?]{0,60}?\b(?:on|from|off|with|after|taking)\b`,
    String.raw`\banyone\s+else\s+(?:get|have|had|notice|find)\b`,
  ].join("|"),
  "iu",
);
const EFFECTS = EFFECT.source.slice(5, -3);
const THIS_MUCH = new RegExp(
  String.raw`\b(?:this|that|so)\s+(?:\w+\s+)?(?:${EFFECTS})|(?:${EFFECTS})\s+(?:this|that|so)\s+(?:bad|badly|much|often)|\blike\s+this\b`,
  "iu",
);
const MINE_NOW =
  /\b(?:i['’]?ve\s+(?:had|got|been)|i\s+(?:have|get|feel|keep|can['’]?t|cannot|wake|look|reek|smell|take|started)|i['’]?m\s+|mine\b|my\s+(?:\w+\s+){0,2}(?:is|are|has|have|feels?|been|started|went|gone|looks?)|that['’]?s\s+(?:me|exactly|what)|since\s+(?:i|starting|day|week)|every\s*time\s+i|only\s+(?:new\s+)?thing|asking\s+(?:because|as|bc|cos)|(?:or\s+)?is\s+it\s+just\s+me|(?:days?|weeks?|night\s+\d+|day\s+\d+)\s+in\b|right\s+now)/iu;
const POINTS =
  /\b(?:that|it|mine|one|them|this|every\s+(?:single\s+)?(?:day|morning|night|evening|time)|right\s+now|since|constantly|all\s+the\s+time|today|tonight|for\s+(?:a|about|\d+|two|three|four)\s+(?:days?|weeks?|fortnight|months?))\b/iu;
const NOT_ME =
  /\b(?:thinking\s+(?:of|about)|going\s+to\s+(?:start|try|take|buy|order)|about\s+to|before\s+i|haven['’]?t\s+(?:started|tried|bought|taken|had\s+any|put)|not\s+(?:started|tried)\s+(?:it|yet)|want\s+to\s+(?:start|try|know)|considering|weighing|planning|tomorrow|next\s+(?:week|month)|(?:no|any)\s+(?:problems?|issues?|trouble|side\s*effects?)|been\s+fine|never\s+(?:had|been)|so\s+far\s+so\s+good|curious|just\s+wondering|asking\s+for\s+(?:my|a)|last\s+year|years?\s+ago|down\s+to|nothing\s+new)\b/iu;

const BLAMED =
  /\b(?:only\s+(?:new\s+)?thing|that['’]?s\s+(?:me|exactly)|is\s+it\s+(?:just|only)\s+me|asking\s+(?:because|as|bc|cos))\b/iu;
// Not causes: what it is taken for, a simile ("I look six months pregnant"); not a supplement: "garlic breath".
const NOT_A_CAUSE = /\b(?:for\s+(?:my|the|a|an)|look\w*|like|as\s+if)\s+(?:\S+\s+){0,3}\S+/giu;
const SMELL_OF = /\b(?:garlic|garlicky|fish|fishy)(?=\s+(?:breath|burps?|smell|taste|aftertaste)\b)/giu;

const NOT_TAKEN =
  /\b(?:suggested|recommended|should\s+i\s+(?:take|start|try)|low|lack\s+of|not\s+enough|deficien\w*|too\s+little)\b/iu;
const TAKING =
  /\b(?:i['’]?ve\s+been\s+(?:taking|on|having)|since\s+(?:i\s+start\w*|starting)|start(?:ed|ing)\s+(?:it|them|taking|on|the|my)|(?<!(?:should|can|could|do|shall|would)\s)i\s+take|taking\s+(?:it|them))\b/iu;

type SupplementsIn = (text: string) => PhraseMatch<string>[];

/** Supplements a question in general words asks about an effect the writer has now. */
export function askedReactions(message: string, supplementsIn: SupplementsIn): string[] {
  if (NOT_ME.test(message) || (NOT_TAKEN.test(message) && !TAKING.test(message))) return [];
  const parts = message.split(SENTENCE);
  const named = new Set<string>();
  parts.forEach((part, at) => {
    const asked = ASKED.exec(part);
    if (!asked) return;
    const question = part.slice(asked.index);
    const supplements = supplementsIn(question.replace(SMELL_OF, ""));
    if (supplements.length === 0) return;
    const rest = [part.slice(0, asked.index), ...parts.slice(0, at), ...parts.slice(at + 1)].join(" ");
    if (OTHER_CAUSE.test(rest.replace(NOT_A_CAUSE, " "))) return;
    const effect =
      NAMES_EFFECT.test(question) ||
      /\b(?:like\s+this|feel\s+like)\b/iu.test(question) ||
      effectsIn(rest).length > 0;
    if (!effect) return;
    const own =
      THIS_MUCH.test(question) ||
      BLAMED.test(part) ||
      BLAMED.test(rest) ||
      (MINE_NOW.test(rest) && (effectsIn(rest).length > 0 || POINTS.test(rest))) ||
      MINE_NOW.test(question.replace(/^[^?]*\?/u, ""));
    if (own) for (const match of supplements) named.add(match.value);
  });
  return [...named];
}
