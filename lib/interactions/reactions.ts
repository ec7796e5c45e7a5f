import {
  ALLERGY_PART,
  type DictionaryIndex,
  namesAllergyProduct,
  remembered,
  TAKING_WORDS,
} from "./dictionary";
import { isFiller, normaliseName, type PhraseMatch, readPhrases, soleCloseName } from "./names";
import { askedReactions } from "./reaction-asked";
import { measuredOnly, resultReactions, withoutMeasured } from "./reaction-results";
import { resolvedAfter, storyReactions } from "./reaction-stories";
import { SAID_EFFECTS } from "./reaction-words";
import { trialReactions } from "./reaction-trials";

// How an entry tells a reaction to a supplement, in the words and sentence shapes people use (docs/knowledge-base.md).
const REACTION_PART = new RegExp(
  ALLERGY_PART.source.replace(
    "|with|",
    "|(?<!\\b(?:agree\\w*|get\\s+on|got\\s+on|mess\\w*|up|out|leaves?\\s+me|left\\s+me|leaving\\s+me)\\s)with|",
  ),
  "iu",
);

// A reaction to a supplement: an allergy, an intolerance or a bad effect ("hives", "can't tolerate", "makes me sick").
const SUPPLEMENT_REACTION =
  /^(?:allerg\w*|alerg\w*|intoleran\w*|(?:hyper)?sensitiv\w*|react\w*|anaphyla\w*|rash(?:es)?|hives|urticaria|itch\w*|trigger(?:s|ed))$/iu;
const EFFECT = [
  "sick",
  "ill",
  "unwell",
  "poorly",
  "rough",
  "awful",
  "terrible",
  "horrible",
  "rubbish",
  "weird",
  "vomit\\w*",
  "throw(?:ing|s)?\\s+up",
  "threw\\s+up",
  "nause\\w*",
  "queasy",
  "itch\\w*",
  "rash\\w*",
  "hives",
  "spots",
  "acne",
  "break\\s+out",
  "breaks?\\s+me\\s+out",
  "broke\\s+me\\s+out",
  "dizz\\w*",
  "light-?headed",
  "woozy",
  "faint\\w*",
  "bloat\\w*",
  "gassy",
  "wind",
  "burp\\w*",
  "constipat\\w*",
  "bunged\\s+up",
  "diarrh\\w*",
  "the\\s+runs",
  "(?<!empty\\s)stomach\\w*",
  "(?<!empty\\s)tummy",
  "indigestion",
  "heartburn",
  "reflux",
  "cramps?",
  "headaches?",
  "migraines?",
  "palpitations",
  "heart\\s+(?:rac|pound)\\w*",
  "racing\\s+heart",
  "shak\\w*",
  "jitter\\w*",
  "wired",
  "anxious",
  "anxiety",
  "panic\\w*",
  "agitated",
  "irritable",
  "moody",
  "low",
  "depressed",
  "flush\\w*",
  "sweat\\w*",
  "swell\\w*",
  "swollen",
  "nosebleeds?",
  "nightmares?",
  "vivid\\s+dreams",
  "insomnia",
  "drows\\w*",
  "groggy",
  "spaced(?:\\s+out)?",
  "foggy",
  "brain\\s+fog",
  "wheez\\w*",
  "breathless",
  "tingl\\w*",
  "pins",
  "numb\\w*",
  "side\\s*effects?",
  "sore\\w*",
  "ulcers?",
  "dry\\s+mouth",
  "taste\\w*",
  "blurr\\w*",
  "bruis\\w*",
  "hair\\s+(?:loss|thinning|fall\\w*)",
  "fall\\w*\\s+out",
  "loose\\s+stools?",
  "black\\s+(?:poo|stools?)",
  "(?:poo|stools?)\\s+(?:is|are|went|turned)\\s+black",
  "(?:gut|belly|head)\\s*aches?",
  "aches?",
  "pains?",
  "(?<!(?:folic|lipoic|hyaluronic|amino|fatty|pantothenic|ascorbic|citric|malic|nicotinic|glutamic|aspartic)\\s)acid\\w*",
  "breath\\w*",
  "tight\\w*",
  "smell\\w*",
  "odou?r",
  "flare\\w*",
  "bp",
  "blood\\s+pressure",
  "pulse",
  "tired",
  "exhausted",
  "funny",
  "strange",
  "odd",
  "zombie",
  "hyper",
  "awake",
  "burn\\w*",
  "flat",
  "gas",
  "sleepy",
  "peel\\w*",
  "loose",
  "hot",
  "blotch\\w*",
  "puffy",
  "retain\\w*",
  "brittle",
  "crack\\w*",
  "flutter\\w*",
  "cramp\\w*",
  "up\\s+(?:at|all)\\s+night",
  "going\\s+to\\s+(?:pass\\s+out|faint|be\\s+sick)",
  "pass\\s+out",
  "hung\\s*over",
  "hangover",
  "(?:unable\\s+to|can['’]?t|couldn['’]?t)\\s+sleep",
  "churn\\w*",
  "gripe?y|griping",
  "fart\\w*",
  "windy",
  "gurgl\\w*",
  "retch\\w*",
  "knackered",
  "washed\\s+out",
  "drugged",
  "spins|spinning",
  "tender",
  "running\\s+to\\s+the\\s+loo",
  "(?:stomach|tummy|gut)(?:['’]s|\\s+is|\\s+has\\s+been)\\s+(?:\\w+\\s+){0,2}?(?:off|a\\s+mess|upset)",
  ...SAID_EFFECTS,
].join("|");
const UNDOING =
  "\\S*n['’]?t\\b|not\\b|no\\b|never\\b|less\\b|fewer\\b|better\\b|stop\\w*|help\\w*|without\\b|will\\b|would\\b|might\\b";
const EFFECT_SAID = `(?:${EFFECT})\\b(?!\\s+(?:(?!so\\b)\\w+\\s+)?(?:went|gone|go|stopped|cleared|improved|eased|better|disappeared|relief)\\b)`;
const NOT_SAID = "(?<!n['’]?t\\s|not\\s|never\\s)";
const CAUSES =
  "(?<!n['’]?t\\s|not\\s|never\\s|could\\s|might\\s|may\\s|will\\s|would\\s|n['’]?t\\s+\\w+(?:\\s+\\w+){0,3}\\s+or\\s)\\b(?:make|makes|made|making|give|gives|gave|giving|given|gied|gies|cause|leave|leaves|left|keeps?|kept|sends?|sent|push\\w*|rais\\w*|puts?\\s+up|trigger\\w*|sets?\\s+off|brings?\\s+on|brought\\s+on)";
// "When I take zinc I get…", "I get… if I take iron": the effect has its own clause; "when I have cramps" is a use.
const TAKING =
  "(?:(?:i\\s+|i['’]?ve\\s+)?(?:take|took|taking|tried|try|have|had|use|used|start\\w*|do|did|switch\\w*\\s+to|upp\\w*|increas\\w*)|(?:the\\s+|my\\s+)?(?:gp|doctor|dr|consultant|nurse)\\s+(?:put\\s+me\\s+on|prescribed|started\\s+me\\s+on))\\b";
const AFTER_TAKING = `\\b(?:(?:when(?:ever)?|after|if|since|every\\s*time|each\\s+time|once)\\s+${TAKING}|after\\s+(?:the|my|me|that|those|these|this)\\s|within\\s+(?:an?|\\d+|half\\s+an)\\s+(?:hours?|minutes?|mins?)\\s+of)(?:(?!\\s(?:${UNDOING}))[^.;!?])*?\\b(?:i|i['’]?m|i['’]?ve|it|they|my|me)\\b(?:(?!\\s(?:${UNDOING}))[^.;!?])*?`;
// "Zinc hasn't made me feel sick even when I take it": denied a few words before, the effect is not told.
const DENIED_BEFORE = String.raw`(?<!\b(?:\w+n['’]t|dont|cant|hasnt|havent|didnt|doesnt|isnt|wont|not|never|no)\s+(?:\S+\s+){0,3})`;
const CANNOT_TAKE = new RegExp(
  [
    "\\b(?:can['’]?t|cannot|unable to|couldn['’]?t)\\s+(?:tolerate|take|have|stomach|do|handle)\\b",
    `${CAUSES}\\s+(?:me|my|us)\\s+(?:(?!${UNDOING})\\S+\\s+){0,3}?${EFFECT_SAID}`,
    `\\bmeans?\\s+(?:i|i['’]m|i\\s+get)\\s+(?:(?!${UNDOING})\\S+\\s+){0,2}?${EFFECT_SAID}`,
    `${NOT_SAID}\\b(?:has|have|had|got|gets|getting|left|leaving)\\s+me\\s+(?:(?!${UNDOING})\\S+\\s+){0,3}?${EFFECT_SAID}`,
    `${NOT_SAID}\\bcaus(?:es|ed|ing)\\s+(?:\\S+\\s+){0,2}?${EFFECT_SAID}`,
    `${CAUSES}\\s+(?:it|them|my\\s+\\S+)\\s+(?:flare\\w*|worse)\\b`,
    `${NOT_SAID}\\b(?:constipat(?:es?|ed)|bloats?|nauseates?)\\s+me\\b|\\bnever\\s+again\\b|\\bsets?\\s+me\\s+off\\b|\\brepeats?\\s+on\\s+me\\b`,
    `\\b(?:nause\\w*|sick|vomit\\w*|diarrh\\w*|constipat\\w*|headaches?|migraines?|rash\\w*|hives|heartburn|reflux|indigestion|palpitations|flutter\\w*|cramp\\w*|nightmares|bloat\\w*|itch\\w*|burp\\w*|wind|flush\\w*|tingl\\w*|jitter\\w*|dizz\\w*|spots|acne|side\\s*effects?|stomach\\s+(?:aches?|upsets?|pains?)|upset\\s+stomach)\\s+(?:from|after|off|on(?!\\s+(?:my|the|his|her)\\s+(?:arms?|legs?|face|back|chest|neck|hands?|feet|foot|skin|body|scalp|tummy|stomach)\\b))\\b(?!\\s+(?:stopping|quitting|missing|coming\\s+off|giving\\s+up)\\b)`,
    `\\b${EFFECT_SAID}[^.;!?]{0,25}?\\b(?:every|each)\\s+time\\b`,
    `${DENIED_BEFORE}\\b${EFFECT_SAID}(?:\\s+(?!(?:${UNDOING}))\\S+){0,6}?\\s+(?:after|off)\\s+(?:the|my|me|that|those|these|this|them|taking|having)\\b`,
    `${DENIED_BEFORE}\\b${EFFECT_SAID}[^.;!?]{0,30}?\\bafter(?=\\s*(?:[,.;!?]|$))`,
    `(?:=|->|→)\\s*(?:\\S+\\s+){0,3}?${EFFECT_SAID}`,
    "\\b(?:do|does|did)(?:n['’]?t|\\s+not)\\s+(?:agree|suit)\\b|\\bdisagrees?\\b|\\b(?:do|did)(?:n['’]?t|\\s+not)\\s+get\\s+(?:on|along)\\b|(?:=|\\bare|\\br)\\s*(?:not|never)\\s+(?:friends|mates)\\b",
    `${NOT_SAID}\\b(?:burn\\w*|irritat\\w*|kill\\w*|destroy\\w*|ruin\\w*|upset\\w*|mither\\w*)\\s+(?:my|me)\\s+(?:stomach|tummy|gut|guts|belly|skin|throat|head|insides|sleep)\\b`,
    "\\bmess(?:es|ed|ing)?(?:\\s+up)?(?:\\s+with)?(?:\\s+my\\b|\\s*$)|\\bplays?\\s+havoc\\b|\\bwreck\\w*\\s+my\\b|\\bturns?\\s+my\\s+stomach\\b|\\b(?:goes|go|went|gone|going|runs|ran)\\s+(?:straight\\s+|right\\s+)?through\\s+me\\b|\\b(?:did|does|do)\\s+a\\s+number\\s+on\\b",
  ].join("|"),
  "giu",
);
const AFTER_EFFECT = `[^.;!?]{0,40}?\\b(?:if|when(?:ever)?|after|since|every\\s*time|each\\s+time)\\s+(?:i\\s+|i['’]?ve\\s+)?(?:take|took|taking|tried|try|use|used|start\\w*|began|been\\s+(?:on|taking)|upp\\w*|increas\\w*|switch\\w*\\s+to)\\b`;
const STARTED = /\b(?:start\w*|began|been\s+(?:on|taking)|upped|increased|switched\s+to)\b/iu;
const NOW_EFFECT = new RegExp(`^\\s*now\\b(?:(?!\\s(?:${UNDOING}))[^.;!?])*?\\b${EFFECT_SAID}`, "iu");
const TAKING_FRAME = new RegExp(
  `(?<=${AFTER_TAKING})\\b${EFFECT_SAID}|${DENIED_BEFORE}\\b${EFFECT_SAID}(?=${AFTER_EFFECT})`,
  "giu",
);
const FRAMED_WORDS = new RegExp(
  `${AFTER_TAKING}\\b${EFFECT_SAID}|${DENIED_BEFORE}(?:\\bi\\s+(?:\\S+\\s+){0,3}?)?\\b${EFFECT_SAID}${AFTER_EFFECT}`,
  "giu",
);
const TAKEN_FOR =
  /\b(?:so\s+(?:now\s+)?i\s+(?:take|use|have|started|tried)|to\s+help|helps?|helped|which\s+is\s+why)\b/iu;
// A note after a supplement that is only an effect: one no one takes a supplement for, or one said to be bad.
const NOTED_EFFECT = new RegExp(
  `\\b(?:${[
    String.raw`diarrh\w*`,
    String.raw`loose\s+stools?`,
    String.raw`(?:the\s+)?runs`,
    String.raw`vomit\w*`,
    String.raw`throw\w*\s+up`,
    String.raw`threw\s+up`,
    String.raw`wind`,
    String.raw`gas`,
    String.raw`burp\w*`,
    String.raw`hives`,
    String.raw`swell\w*`,
    String.raw`swollen`,
    String.raw`dizz\w*`,
    String.raw`light-?headed`,
    String.raw`tingl\w*`,
    String.raw`numb\w*`,
    String.raw`blurr\w*`,
    String.raw`nosebleeds?`,
    String.raw`bruis\w*`,
    String.raw`palpitations`,
    String.raw`heart\s+rac\w*`,
    String.raw`racing\s+heart`,
    String.raw`hair\s+(?:loss|thinning|fall\w*)`,
    String.raw`dry\s+mouth`,
    String.raw`sore\s+mouth`,
    String.raw`mouth\s+ulcers?`,
    String.raw`bad\s+taste`,
    String.raw`(?:stomach|tummy|gut)\s+(?:upsets?|aches?|pains?)`,
    String.raw`upset\s+stomach`,
    String.raw`indigestion`,
    String.raw`rash\w*`,
    String.raw`side\s*effects?`,
    String.raw`sick`,
    String.raw`muscle\s+(?:pains?|aches?)`,
    String.raw`bloats?\s+me`,
    String.raw`vivid\s+dreams`,
    String.raw`groggy`,
    String.raw`nightmares?`,
  ].join("|")})\\b`,
  "iu",
);
const BAD_EFFECT = new RegExp(
  `\\b(?:bad|badly|awful|terrible|horrible|severe|really|even\\s+(?:at|on)|since\\s+(?:start|tak)\\w*|stopped|due\\s+to|every\\s+time|each\\s+time|always|never\\s+again)\\b[^.;!?]*\\b${EFFECT_SAID}|\\b${EFFECT_SAID}[^.;!?]*\\b(?:even\\s+(?:at|on)|since\\s+(?:start|tak)\\w*|so\\s+stopped|every\\s+time|each\\s+time|always|never\\s+again)\\b`,
  "iu",
);
const NOTE_AFTER = /^(?:[(,–—-])$/u;
const ALLERGY_LIKE = /^(?:allerg|alerg|intoleran|hyper|sensitiv|react|anaphyla)/u;
const NO_REACTION =
  /\b(?:no|not(?!\s+less\b)|nil|none|never|nkda|nka|negative|without(?!\s+(?:it|them)\b))\b/iu;
const REACTION_OBJECT = /\b(?:to|from)\s+(?!it\b|them\b|this\b|these\b)\p{L}/iu;
const LIST_AFTER = new Set(["and", "&", "+", "/", ","]);
const ATTACHED_AFTER = /^[(–—-]$/u;

export const isReactionWord = (word: string): boolean => SUPPLEMENT_REACTION.test(word);

// Someone else's reaction, said in the part that tells it ("my son is allergic to fish oil").
const OTHER_PERSON =
  /\b(?:family (?:history|hx|member)|in the family|fhx?|mum|mother|mom|dad|father|brothers?|sisters?|sons?|daughters?|wife|husband|partner|kids?|children|baby|grandma|grandmother|grandad|grandfather|nan|aunt|uncle|cousin|friend|toddler|hubby|other half|little one|grandson|granddaughter|nephew|niece|mam|mammy|missus|fella|our lass|our kid|(?:my|our|me|the) (?:dog|cat|puppy|pet)|colleague|boss|workmate|co-?worker|flatmate|housemate|customers?|reviews?|reviewers?|some(?:one|body)|trainer|clients?|he|she|him|her|his|fine with|tolerates? (?:\S+ ){0,3}?(?:fine|ok|okay|well))\b/iu;
// A reaction outgrown, over or ruled out, anywhere in the entry: "rash from zinc as a child", "iron, years ago".
const NOT_NOW =
  /\b(?:outgrown|grew out|ruled out|turn(?:ed|s) out|tested\b.*\bnegative|fine now|no longer|but it was (?:actually |really )?(?:the|my|a|an) |(?<!never |didn['’]t |didnt )used to|years ago|as a child|i['’]?m fine|since (?:dropping|lowering|reducing)|since (?:switching|changing)\b(?=[^.;!?]*\b(?:fine|ok|okay|better|grand|great)\b)|any\s?more|not an? (?:issue|problem) (?:now|any\s?more)|thought i was|sorted|resolved|back when|back in|all good now|cleared up|went away|(?:it|they|that|which|these|this)\s+(?:all\s+)?(?:stopped|settled|cleared|passed|eased)|(?:stopped|settled(?:\s+down)?|eased(?:\s+off)?)\s+(?:once|when|after|since))\b/iu;

interface ReactionPart {
  after: string;
  tokens: string[];
  reaction: string[];
  supplements: PhraseMatch<string>[];
  ofOther: boolean;
  someoneElse: boolean;
  bare: boolean;
  asked: boolean;
  listedAfterAnd: boolean;
  whole: boolean;
}

function reactionParts(index: DictionaryIndex, typed: string): ReactionPart[] {
  const pieces = typed
    .replace(/\bst\.\s/giu, "St ")
    .replace(/(\d),(\d{3})(?!\d)/gu, "$1$2")
    .split(REACTION_PART);
  const texts = pieces.filter((_, at) => at % 2 === 0);
  const parts: ReactionPart[] = [];
  texts.forEach((text, at) => {
    const tokens = normaliseName(text).split(" ").filter(Boolean);
    const readable = text.replace(CANNOT_TAKE, " ").replace(TAKING_FRAME, " ");
    const supplements = supplementsIn(index, readable);
    const after = (pieces[at * 2 - 1] ?? "").trim().toLowerCase();
    let note = text;
    for (let next = at + 1; /^(?:and|&)$/iu.test(pieces[next * 2 - 1]?.trim() ?? ""); next += 1)
      note += ` and ${texts[next] ?? ""}`;
    const noted =
      supplements.length === 0 &&
      NOTE_AFTER.test(after) &&
      !TAKEN_FOR.test(note) &&
      (NOTED_EFFECT.test(note) || BAD_EFFECT.test(note));
    const asked = text.includes("?") || ASKED.test(text);
    const phrased = asked
      ? []
      : [
          ...causedBy(text, tokens, supplements),
          ...(TAKEN_FOR.test(text) ? [] : (text.match(FRAMED_WORDS) ?? [])),
          ...startedThenNow(text, pieces[at * 2 + 1], texts[at + 1]),
          ...effectWith(text, pieces[at * 2 + 1], texts[at + 1]),
          ...effectNamedAfter(text, tokens, supplements),
          ...causeRunningOn(text, pieces[at * 2 + 1], texts[at + 1]),
        ].flatMap((phrase) => normaliseName(phrase).split(" "));
    // "Quercetin for allergies" says what the supplement is for.
    const said = asked
      ? []
      : tokens.filter(
          (token, place) =>
            isReactionWord(token) && !tokens.slice(Math.max(0, place - 3), place).includes("for"),
        );
    const someoneElse = OTHER_PERSON.test(text);
    const reaction =
      NO_REACTION.test(readable) || someoneElse ? [] : [...said, ...phrased, ...(noted ? tokens : [])];
    const named = new Set(supplements.flatMap((match) => match.words));
    const own = new Set(reaction);
    parts.push({
      after,
      tokens,
      reaction,
      supplements,
      ofOther: supplements.length === 0 && !noted && REACTION_OBJECT.test(text),
      someoneElse,
      asked,
      bare: supplements.length > 0 && tokens.every((token) => named.has(token) || isWholeList(token)),
      listedAfterAnd:
        supplements.length > 0 &&
        tokens.every((token) => named.has(token) || isFiller(token) || FORM.test(token)),
      whole: tokens.every((token) => own.has(token) || isFiller(token) || INTENSIFIER.test(token)),
    });
  });
  blameToldEffects(parts, texts);
  pointToWhatIsLeftOut(index, parts, texts);
  return parts;
}

// "Burning throat, burps – all started when I began the turmeric": effects told first, then blamed on it.
function blameToldEffects(parts: ReactionPart[], texts: readonly string[]): void {
  parts.forEach((part, at) => {
    const blamed = part.reaction.length === 0 && part.supplements.length > 0 && !part.asked;
    const text = texts[at] ?? "";
    const blame = blamed ? BLAME.exec(text) : null;
    if (!blame || NOT_A_BLAME.test(text) || TAKEN_FOR.test(text) || OTHER_PERSON.test(text)) return;
    if (NO_REACTION.test(text)) return;
    const after = ` ${normaliseName(text.slice(blame.index))} `;
    if (!part.supplements.some((match) => after.includes(` ${match.words.join(" ")} `))) return;
    const effects = (told: string) =>
      !DENIED.test(told) &&
      !ASKED.test(told) &&
      normaliseName(told)
        .split(" ")
        .some((token) => EFFECT_WORD.test(token));
    if (effects(text.slice(0, blame.index)) || texts.slice(0, at).some(effects))
      part.reaction = normaliseName(blame[0]).split(" ");
  });
}

// "Any gummies without biotin? It makes me break out": what it points back to is the supplement left out.
function pointToWhatIsLeftOut(index: DictionaryIndex, parts: ReactionPart[], texts: readonly string[]): void {
  parts.forEach((part, at) => {
    if (
      part.reaction.length === 0 ||
      part.supplements.length > 0 ||
      !part.tokens.some((token) => POINTER.test(token))
    )
      return;
    const before = parts.findLastIndex((other, place) => place < at && other.tokens.length > 0);
    const named = parts[before];
    if (named?.supplements.length === 0)
      named.supplements = readPhrases(index.supplementNames, texts[before] ?? "").matches.filter(
        (match) => match.negated,
      );
  });
}

// "Went red as a beetroot" names a colour, not the supplement.
const AS_A_BEETROOT = /\b(?:as|like)\s+(?:an?\s+)?beetroots?\b/giu;

function supplementsIn(index: DictionaryIndex, said: string, stoppedToo = false): PhraseMatch<string>[] {
  const text = said.replace(AS_A_BEETROOT, "");
  const read = (typed: string) =>
    readPhrases(index.supplementNames, typed).matches.filter((match) => stoppedToo || !match.negated);
  const matches = read(text);
  if (matches.length > 0) return matches;
  const words = normaliseName(text).split(" ");
  const spelt = words.map((word) => soleCloseName(index.supplementNames, word) ?? word);
  return spelt.some((word, at) => word !== words[at]) ? read(spelt.join(" ")) : [];
}

const OPEN_CAUSE = new RegExp(`${CAUSES}\\s+(?:me|my)\\b.*`, "iu");
const EFFECT_FIRST = new RegExp(`^\\s*(?:\\S+\\s+){0,2}?${EFFECT_SAID}`, "iu");
function causeRunningOn(text: string, separator: string | undefined, next: string | undefined): string[] {
  const open = text.match(OPEN_CAUSE)?.[0];
  const runsOn = /^(?:and|&)$/iu.test(separator?.trim() ?? "") && EFFECT_FIRST.test(next ?? "");
  return open !== undefined && runsOn && text.search(CANNOT_TAKE) < 0 ? [open] : [];
}

function startedThenNow(text: string, separator: string | undefined, next: string | undefined): string[] {
  const runsOn = /^(?:and|&)$/iu.test(separator?.trim() ?? "") && NOW_EFFECT.test(next ?? "");
  return runsOn && STARTED.test(text) ? [text] : [];
}

// "My lips tingle and swell with echinacea"; not "cramps with my period", "tired with low iron".
const EFFECT_LAST =
  /\b(?:tingl\w*|swell\w*|swollen|itch\w*|rash\w*|hives|bloat\w*|burp\w*|nause\w*|sick|diarrh\w*|the\s+runs|constipat\w*|headaches?|palpitations|heartburn|reflux|dizz\w*|wheez\w*|flush\w*)\s*$/iu;
const NOT_A_CAUSE =
  /^\s*(?:low|high|lack|too|not|no|deficien\w*|insufficient|my|his|her|food|meals?|water|milk|age|stress|periods?)\b/iu;
function effectWith(text: string, separator: string | undefined, next: string | undefined): string[] {
  const said = separator?.trim().toLowerCase() === "with" && !NOT_A_CAUSE.test(next ?? "");
  return said ? (text.match(EFFECT_LAST) ?? []).slice(0, 1) : [];
}

// "The niacin flush is unbearable", "the beta alanine tingles make me…": an effect named after the supplement.
const NAMED_EFFECT = /^(?:flush\w*|tingl\w*|burps?|itch\w*|jitters|crash)$/u;
const SAID_BAD =
  /\b(?:unbearable|awful|horrible|terrible|bad|intense|too\s+much|makes?\s+me|drives?\s+me|killing\s+me|can['’]?t\s+(?:stand|cope|handle))\b/iu;
function effectNamedAfter(
  text: string,
  tokens: readonly string[],
  supplements: readonly PhraseMatch<string>[],
) {
  if (!SAID_BAD.test(text)) return [];
  const after = supplements.map((match) => tokens[tokens.lastIndexOf(match.words.at(-1) ?? "") + 1] ?? "");
  return after.filter((token) => NAMED_EFFECT.test(token)).slice(0, 1);
}

const FORM = /^(?:supplements?|powders?|drops|liquids?|gummies|oils?|roots?|extracts?|sachets?|both|all)$/u;
const INTENSIFIER = /^(?:bad(?:ly)?|really|very|so|severe(?:ly)?|awful|terrible|horrible|again)$/u;

/** The reaction phrases of a part, but not one whose subject is something else ("statins gave me…, so on…"). */
function causedBy(
  text: string,
  tokens: readonly string[],
  supplements: readonly PhraseMatch<string>[],
): string[] {
  const phrases = [...text.matchAll(CANNOT_TAKE)]
    .filter((match) => !HYPOTHETICAL.test(text.slice(0, match.index)))
    .map((match) => match[0]);
  const first = normaliseName(phrases[0] ?? "").split(" ")[0] ?? "";
  const verbAt = tokens.indexOf(first);
  const supplementAt = Math.min(...supplements.map((match) => tokens.indexOf(match.words[0] ?? "")));
  const subject = tokens.slice(0, Math.max(verbAt, 0));
  const otherSubject =
    SUBJECT_LEFT.test(first) &&
    supplements.length > 0 &&
    verbAt > 0 &&
    supplementAt > verbAt &&
    subject.some((token) => !isFiller(token));
  return otherSubject ? [] : phrases;
}

// "Will iron make me…", "would fish oil give me…": asked about, not told.
const HYPOTHETICAL =
  /\b(?:will|would|could|might|may|in case|worried|nervous|scared|afraid|wonder\w*|heard|apparently|supposedly|if(?!\s+i\b|\s+i['’]ve\b))(?:\s+(?!but\b)\S+){0,4}\s*$/iu;
// "Why does beta-alanine make my skin tingle" tells it happens; "why does magnesium cause diarrhoea" asks.
const ASKED =
  /^\s*(?:(?:is|are|does|do|did|will|would|could|can(?!['’]t)|should|might|may)\s+(?!not\b|allerg|intoleran|sensitiv|react)|what|why(?!\s+(?:does|do|did|is|has)\s+(?:\S+\s+){1,4}?(?:make|makes|give|gives|leave|leaves|keep|keeps)\s+(?:me|my)\b)|how|which|if(?!\s+i\b|\s+i['’]ve\b)|any(?:one|body)|any\s+(?:known\s+|common\s+|possible\s+)?side\s*effects?)\b/iu;

const SUBJECT_LEFT =
  /^(?:make|makes|made|give|gives|gave|leave|leaves|left|keeps?|kept|sends?|sent|caus\w+|upsets?|triggers?|triggered|raised?|doesn?t|didnt|does|did|do|never|disagrees?|mess\w*|plays?|wreck\w*|goes|went|bloats?|constipat\w*|making|giving|leaving)$/u;
const ADVERB =
  /^(?:just|really|always|still|then|also|totally|completely|definitely|simply|literally|honestly|it|is|are|has|have|been)$/u;

const POINTER =
  /^(?:it|its|them|they|these|one|ones|both|either|tablets|capsules|caps|pills|gummies|stuff|carbonate|citrate|oxide|(?:bis)?glycinate|sulphate|sulfate|fumarate|gluconate|picolinate|malate|monohydrate)$/u;
const oneAndMe = (part: ReactionPart | undefined) =>
  part?.after === "and" &&
  /^(?:i|me)$/u.test(part.tokens[0] ?? "") &&
  part.reaction.some((word) => /^(?:get|friends|mates)$/u.test(word));

function partsNoted(parts: readonly ReactionPart[], at: number): ReactionPart[] {
  let named = at - 1;
  while (named >= 0 && parts[named]?.supplements.length === 0) {
    const after = parts[named]?.tokens.length === 0 ? "," : (parts[named]?.after ?? "");
    if (!LIST_AFTER.has(after) && !ATTACHED_AFTER.test(after) && after !== ")") return [];
    named -= 1;
  }
  if (parts[named]?.someoneElse === true) return [];
  const attached = (part: ReactionPart | undefined) =>
    ATTACHED_AFTER.test(part?.after ?? "") || part?.after === ")";
  const told = parts[at]?.tokens ?? [];
  // "Psyllium might help, but it's made me…": an empty part between ", but" still leaves them next to each other.
  const next = parts.slice(named + 1, at).every((part) => part.tokens.length === 0);
  const pointsBack =
    next &&
    parts[at]?.supplements.length === 0 &&
    (told.some((token) => POINTER.test(token)) || oneAndMe(parts[at]));
  // "Glucosamine, even the vegan one, makes me…": a reaction told without its subject is said of the supplement.
  const subjectLeft =
    SUBJECT_LEFT.test(told.find((token) => !ADVERB.test(token)) ?? "") ||
    (named === at - 1 && parts[at]?.after === "," && parts[at].whole);
  // "Is it true ginkgo thins the blood and causes bruising": an asked sentence carries on, it tells nothing.
  if (!pointsBack && parts[named]?.asked === true) return [];
  const noted =
    pointsBack ||
    subjectLeft ||
    ATTACHED_AFTER.test(parts[named + 1]?.after ?? "") ||
    parts.slice(named + 1, at + 1).every(attached);
  if (named < 0 || !noted) return [];
  const list = [parts[named]];
  const listed = (at: number) =>
    LIST_AFTER.has(parts[at]?.after ?? "") && (parts[at]?.after !== "," || parts[at - 1]?.bare === true);
  while (
    named > 0 &&
    (listed(named) || parts[named]?.after === "(") &&
    (parts[named - 1]?.supplements.length ?? 0) > 0
  )
    list.push(parts[--named]);
  return list.filter((part): part is ReactionPart => part !== undefined);
}

const isWholeList = (token: string) => token === "both" || token === "all";
// "Zinc and iron make me sick": a list of names before a plural verb is its subject; "…and iron makes me" is not.
const SINGULAR_CAUSE =
  /^(?:makes|gives|causes|leaves|keeps|sends|triggers|upsets|pushes|raises|bloats|constipates)$/u;
const saidOfList = (parts: readonly ReactionPart[], at: number) =>
  LIST_AFTER.has(parts[at]?.after ?? "") &&
  parts[at - 1]?.bare === true &&
  !(parts[at]?.tokens ?? []).some((token) => SINGULAR_CAUSE.test(token));

export interface SupplementReaction {
  names: string[];
  words: string[];
}

/** Supplements an entry says the person reacts to ("allergic to turmeric"), and the words that say so. */
export function supplementsReactedTo(index: DictionaryIndex, typed: string): SupplementReaction {
  return remembered(index.reactionReadings, typed, () => readReaction(index, typed));
}

function readReaction(index: DictionaryIndex, typed: string): SupplementReaction {
  if (namesAllergyProduct(typed) || NOT_NOW.test(typed)) return { names: [], words: [] };
  const parts = reactionParts(index, typed);
  const reacted = new Set<ReactionPart>();
  // As for medicines: a reaction reaches a list it begins, or what a note after a dash is about, not a part taken.
  let carries: "next" | "list" | "with" | undefined;
  parts.forEach((part, at) => {
    if (part.reaction.length > 0) {
      if (part.supplements.length > 0) reacted.add(part);
      if (part.supplements.length > 0 && (part.tokens.some(isWholeList) || saidOfList(parts, at)))
        for (const listed of partsNoted([...parts.slice(0, at), { ...part, after: "-" }], at))
          reacted.add(listed);
      else if (!part.ofOther) for (const noted of partsNoted(parts, at)) reacted.add(noted);
      const heading = part.tokens.every((token) => part.reaction.includes(token) || isFiller(token));
      const allergyLike = part.reaction.some((word) => ALLERGY_LIKE.test(word));
      const endsInIt = !part.ofOther && part.reaction.includes(part.tokens.at(-1) ?? "");
      carries =
        part.supplements.length > 0
          ? "list"
          : allergyLike
            ? heading
              ? "next"
              : "list"
            : endsInIt
              ? "with"
              : undefined;
      return;
    }
    if (part.supplements.length === 0) return;
    const listed = LIST_AFTER.has(part.after) && (part.after === "," ? part.bare : part.listedAfterAnd);
    const reaches =
      carries === "next" || (carries === "list" && listed) || (carries === "with" && part.after === "with");
    carries = undefined;
    if (!reaches || TAKING_WORDS.has(part.tokens[0] ?? "")) return;
    reacted.add(part);
    carries = "list";
  });
  const read = [...reacted];
  const reactions = parts.filter((part) => part.reaction.length > 0);
  const from = parts.findIndex((part) => reacted.has(part));
  const to = parts.findLastIndex((part) => part.reaction.length > 0);
  const between = parts.slice(from + 1, to).flatMap((part) => part.tokens.filter(isTold));
  // "Zinc and I don't get on, instant nausea": a part of effects alone tells the reaction too.
  const effects = parts.filter(
    (part) =>
      part.supplements.length === 0 &&
      part.tokens.length > 0 &&
      part.tokens.every((token) => EFFECT_WORD.test(token) || isTold(token)),
  );
  return {
    names: [...new Set(read.flatMap((part) => part.supplements.map((match) => match.value)))],
    words:
      read.length === 0
        ? []
        : [...reactions, ...read]
            .flatMap((part) => [
              ...part.reaction,
              ...part.supplements.flatMap((match) => match.words),
              ...part.tokens.filter(isTold),
              ...between,
            ])
            .concat(effects.flatMap((part) => part.tokens)),
  };
}

const BLAME =
  /\b(?:(?:all\s+)?(?:started|began|kicked\s+off)\s+(?:when|after|since)\s+(?:i\s+)?(?:began|started|took|starting|taking)|(?:is|are|was|were|['’]s|['’]re)\s+(?:probably\s+|likely\s+|most\s+likely\s+|definitely\s+)?(?:from|down\s+to|due\s+to|caused\s+by)|(?:it['’]?s|its|it\s+is|must\s+be)\s+(?:probably\s+|definitely\s+|surely\s+)?the|(?:that['’]?s|this\s+is)\s+what)\b/iu;
const NOT_A_BLAME =
  /\b(?:low|lack\s+of|deficien\w*|not\s+enough|too\s+little|help\w*|works?|fixed|sorted|tak\w*\s+(?:\w+\s+)?for|for\s+(?:them|it|that|those|this))\b/iu;
const DENIED = /n['’]?t\b|\b(?:not|never|no)\b/iu;
const EFFECT_WORD = new RegExp(`^(?:${EFFECT}|instant|constant|immediate)$`, "iu");
const isTold = (token: string) =>
  isFiller(token) ||
  ADVERB.test(token) ||
  INTENSIFIER.test(token) ||
  /^(?:tried|twice|several|even|which|suggested|version|kind|type|brand|form|liquid|powder|vegan|ago|last|before)$/u.test(
    token,
  );

const NOTHING_TO_DO_WITH = /\b(?:nothing|nowt|naught)\s+to\s+do\s+with\s+((?:\S+\s+){0,3}\S+)/giu;
const CLAUSE = /[.?!;\n]+|,\s*(?=(?:can|could|should|is|are|will|would|what|may|do|does)\b)/iu;

/** A message's clauses, each with the supplements it says the person reacts to. */
export function reactionsInMessage(
  index: DictionaryIndex,
  message: string,
): { clause: string; names: string[]; story?: true }[] {
  const inText = (text: string) => supplementsIn(index, text);
  const said = message.split(CLAUSE).map((clause) => clause.trim());
  const read = said.map((clause, at) => {
    const names = supplementsReactedTo(index, clause).names;
    const before = said[at - 1];
    if (names.length > 0 || before === undefined) return { clause, names };
    // "Is there a gentler magnesium? The citrate one gives me the runs": the reaction points a sentence back.
    const joined = `${before}; ${clause}`;
    const already = new Set(supplementsReactedTo(index, before).names);
    const back = supplementsReactedTo(index, joined).names.filter((name) => !already.has(name));
    return back.length > 0 ? { clause: joined, names: back } : { clause, names };
  });
  // Gone once stopped is not over: it shows the supplement was the cause.
  const trial = trialReactions(message, (text) => supplementsIn(index, text, true));
  const unmeasured = withoutMeasured(message);
  const told = read.map((entry) => {
    const names = entry.names.filter((name) => !trial.cleared.includes(name));
    const over =
      !names.every((name) => trial.names.includes(name)) &&
      resolvedAfter(unmeasured, message.indexOf(entry.clause), names, inText);
    return { ...entry, names: over ? [] : names };
  });
  const heard = new Set(told.flatMap((entry) => entry.names));
  const story =
    heard.size > 0 ? trial.names.filter((name) => !heard.has(name)) : toldAsStory(index, message, trial);
  return story.length > 0 ? [...told, { clause: message, names: story, story: true }] : told;
}

function toldAsStory(
  index: DictionaryIndex,
  message: string,
  trial: ReturnType<typeof trialReactions>,
): string[] {
  const inText = (text: string) => supplementsIn(index, text);
  const measured = measuredOnly(message, inText);
  const cleared = [...message.matchAll(NOTHING_TO_DO_WITH)].flatMap((match) =>
    inText(match[1] ?? "").map((read) => read.value),
  );
  return [
    ...new Set([
      ...storyReactions(message, inText),
      ...trial.names,
      ...askedReactions(message, (text) => supplementsIn(index, text, true)),
      ...resultReactions(message, inText),
    ]),
  ].filter((name) => !trial.cleared.includes(name) && !measured.has(name) && !cleared.includes(name));
}

/** The message shows a reaction by stopping or restarting a supplement ("stopped it and the nausea went"). */
export function shownByStopping(index: DictionaryIndex, message: string): boolean {
  return trialReactions(message, (text) => supplementsIn(index, text, true)).names.length > 0;
}
