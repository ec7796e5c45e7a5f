import type { PhraseMatch } from "./names";
import { effectsIn, NAMES_EFFECT, MINE, OTHER, SENTENCE } from "./reaction-stories";

// A reaction proved by stopping or restarting ("left the zinc out and was fine, put it back and the nausea came
// back"): the effect went when the supplement stopped or was cut down, or came back when it started again.
const STOPPED = new RegExp(
  String.raw`\b(?:${[
    String.raw`(?<!\b(?:has|have|had|it|that|they|which|its|it['’]s|all|them|these|those|\w+s)\s+)stopp?(?:ed|ing)?`,
    String.raw`came\s+off|come\s+off|coming\s+off|been\s+off|(?:left|leave|leaving)\s+(?:\S+\s+){0,3}?(?:off|out|at\s+home|behind)`,
    String.raw`skip(?:ped|ping)?|miss(?:ed|ing)|forg[eo]t|forgetting|ran\s+out|run\s+out|(?:was|were|is|went)\s+out\s+of\s+stock|discontinu\w*|paused|g[ai]ve\s+(?:\S+\s+){0,3}?up|giving\s+up|given\s+up|chuck\w*|ditch\w*|binn?ed|knock\w*\s+(?:it|them|['’]?em)\s+on\s+(?:the|t['’])\s*head|stop\s+to`,
    String.raw`(?:was|were|been|got|is|['’]s|has\s+been)\s+(?:dropped|stopped|paused|cut|removed|taken\s+out|left\s+out|discontinued)|(?:went|gone|swapped|switched|changed|moved|come|came)\s+(?:over\s+)?from(?!\s+\d)|(?:had\s+|took\s+|taking\s+)?(?:a|the)\s+(?:break|rest)\b|(?:a|one|two|three|\d+)\s+(?:weeks?|days?|nights?|fortnight)\s+without|(?:a|the)\s+(?:week|month|few\s+days|fortnight|weekend)\s+(?:off|from|without)|(?:session|days?|weeks?|weekends?|nights?)\s+without|without\s+(?:it|them)|off\s+(?:it|them)`,
    String.raw`(?:did(?:n['’]?t|\s+not)|don['’]?t|do\s+not)\s+(?:bother\s+(?:with|taking)|take|have|pack|bring)|(?:have|has)n['’]?t\s+(?:had|taken|touched)|not\s+(?:had|taken|taking)|had\s+none|none\s+for`,
    String.raw`(?:cut|cutting|dropped|dropping|brought)\s+(?:\S+\s+){0,4}?(?:down|out|back)|(?:went|gone)\s+down\s+to|cut\s+(?:it|back\s+on|down\s+on|the|my)|halved|reduced|lowered|dropped`,
  ].join("|")})\b|\bno\s+[\w-]+(?:\s+[\w-]+)?\s*=`,
  "iu",
);
const GONE =
  /\b(?:went|gone|go(?:es|ing)?\s+away|goes|clear(?:ed|s)?(?:\s+up)?|disappear\w*|vanish\w*|settled|eas(?:ed|es|ing)|fad(?:ed|es)|heal(?:ed|ing)|sorted|stop(?:ped|s)|better|improv\w*|resolved|slow\w*\s+(?:\w+\s+)?down|less|fewer|fine|all\s+good|normal|calm\w*|no\s+more|nothing|none|no\s+[\w-]+(?:\s+[\w-]+)?\s+at\s+all|slept|sleeping\s+(?:through|again|well)|like\s+a\s+baby|(?:no|none\s+of\s+the)\s+[\w-]+(?:\s+[\w-]+)?(?:\s+when|\s+on|,|\.|$)|doesn['’]?t\s+happen|never\s+(?:get|had|happen\w*)|lift(?:ed|s)|no\s+longer|any\s*more|right\s+as\s+rain|barely\s+(?:noticeable|there)|finish\w*|(?:did(?:n['’]?t|\s+not)|have(?:n['’]?t|\s+not)|not)\s+(?:get|got|had|have)\s+(?:a\s+single|any|one)|(?:dropped|down|fell|came\s+down)\s+from)/iu;
const GONE_ALL = new RegExp(GONE.source, "giu");
const NOT_GONE =
  /\b(?:\w+n['’]t|not|no)\s+(?:\S+\s+){0,2}$|\b(?:still|same|carried\s+on|carries\s+on|no\s+different|exactly)\b/iu;
// With no effect named, only a relief that says there was one: "slept fine for the first time in weeks".
const RELIEF =
  /\b(?:again|for\s+the\s+first\s+time|at\s+last|finally|right\s+(?:down|off)|completely|totally|altogether)\b/iu;
const MEASURED =
  /\b(?:blood\s+pressure|bp|heart\s+rate|pulse|readings|bloods|blood\s+tests?|liver\s+(?:enzymes|tests?|results?|function)|ck|calcium|inr|sugars?|potassium|thyroid)\b/iu;
const STAYED =
  /\b(?:(?:exactly|just|much)\s+the\s+same|(?:fine|same|ok|okay)\s+on\s+(?:it|them)\s+and\s+(?:fine|same|ok|okay)\s+off|same\s+as|no\s+(?:different|change|difference)|made\s+no\s+difference|carrie[ds]\s+on(?!\s+(?:with|taking|on))|still\s+(?:got|getting|there|had|have|happening|the\s+same|breaking|being|feel\w*)|did(?:n['’]?t|\s+not)\s+(?:go|help|change|make\s+(?:a|any)\s+difference)|was(?:n['’]?t|\s+not)\s+(?:it|that|the)|nothing\s+changed)\b/iu;
// Long past, a trial is history, not a reaction now: "years ago zinc made me sick, I stopped it".
const LONG_AGO =
  /\b(?:years?\s+ago|(?:a\s+(?:good\s+)?while|some\s+time)\s+(?:ago|back)|last\s+year|in\s+(?:19|20)\d\d|back\s+in\s+(?:the\s+)?(?:spring|summer|autumn|winter|jan\w*|feb\w*|march|april|june|july|aug\w*|sept?\w*|oct\w*|nov\w*|dec\w*|\d{4}|my\s+\w+|the\s+day)|ages\s+ago|used\s+to|(?:the\s+)?(?:late|early|mid)[-\s]+(?:\w+ties|\d0s)|the\s+(?:seventies|eighties|nineties|noughties)|for\s+(?:a|over\s+a)\s+year)\b/iu;
const PLANNED =
  /\b(?:going\s+to|gonna|planning|plan\s+to|thinking\s+(?:of|about)|about\s+to|want\s+to|should\s+i|will\s+i|might|may)\s+(?:\S+\s+){0,2}$/iu;
const INSTRUCTED =
  /\b(?:said|told|asked|advised)\s+(?:me\s+)?to\s+(?:stop|come\s+off|leave)|\bbefore\s+(?:my|the|a|an)\s+(?:\w+\s+)?(?:op|operation|surgery|extraction|procedure|test|scan|colonoscopy|endoscopy|bloods)\b/iu;
const RESTARTED =
  /\b(?:start\w*\s+(?:\S+\s+){0,3}?(?:again|back)|restart\w*|re-?start\w*|resum\w*|back\s+on|put\s+(?:\S+\s+){1,3}?back|went\s+back\s+on|tried\s+(?:\S+\s+){0,3}?again|(?:took|had)\s+(?:one|it|them|some|a\s+(?:dose|capsule|tablet|scoop|shake|shot|gummy|tab|drink|pill))(?:\s+again)?|first\s+one\s+back|(?:when|once|every\s*time|each\s+time)\s+i\s+(?:start|take|go\s+back|have)|got\s+more)\b/iu;
const RETURNED =
  /\b(?:back|again|returned|return\w*|creeping|straight\s+back|square\s+one|worse|(?:exactly|just)\s+the\s+same|within\s+(?:\S+\s+){0,2}(?:days?|hours?|mins?|minutes)|bright\s+red|drenched|bloated)\b/iu;
const ONLY_TAKING =
  /\bonly\s+(?:on\s+)?(?:the\s+)?(?:\w+\s+)?days\b|\bonly\s+(?:when|after|if)\s+i\s+(?:take|have)\b/iu;
const KEPT =
  /\b(?:kept|keeping|carried\s+on|continued|continue|still\s+(?:took|taking|on)|stayed\s+on)\b(?:\s+(?:with|on|taking|the|my|\w+\s+and))*\s+$/iu;
const KEPT_AFTER =
  /^[\s,]*(?:(?:going|tablets?|capsules?|ones?|spray)\s+)?(?:the\s+whole\s+time|(?:was|is|has\s+been|been|were)\s+fine|no\s+(?:problem|issue|bother))/iu;
const KEPT_THE_REST =
  /\b(?:kept|keeping|carried\s+on\s+with|continued|still\s+(?:took|taking))\s+(?:the\s+)?(?:rest|others?|other\s+\w+)|\bthe\s+(?:rest|others?|other\s+\w+)\s+i\s+(?:continue|kept|still)/iu;
const EXPLAINED = /\bturned\s+out\s+(?:to\s+be|it\s+was)|\bit\s+was\s+(?:actually|really)\b/iu;
const SMELT_OF = /\b(?:smel\w*|taste\w*|stink\w*|reek\w*)\s+(?:of|like)\s+$/iu;
const ON_THE_SKIN =
  /^\s*(?:\S+\s+)?(?:serum|cream|gel|lotion|moisturi[sz]er|ointment|balm|shampoo|toner|mask|face\s+wash)\b/iu;

type SupplementsIn = (text: string) => PhraseMatch<string>[];
const POINTER =
  /\b(?:it|them|these|those|both|the\s+(?:tablets?|capsules?|caps|pills?|powder|gummies|drops|oil|shakes?|stuff|dose))\b/iu;

const POINTED_AT = new RegExp(
  String.raw`^\s*(?:(?:taking|having|using|from|off|of|with)\s+)?${POINTER.source}`,
  "iu",
);

interface Part {
  text: string;
  names: string[];
}

// Where a name's words are typed; a shortened word ("vit", "mag") is found by its first three letters.
function wordAt(lower: string, word: string, from = 0): { at: number; length: number } {
  const at = lower.indexOf(word, from);
  if (at >= 0 || word.length <= 3) return { at, length: word.length };
  const short = new RegExp(`\\b${word.slice(0, 3)}\\w*`, "gu");
  short.lastIndex = from;
  const found = short.exec(lower);
  return found ? { at: found.index, length: found[0].length } : { at: -1, length: 0 };
}

function endOf(text: string, match: PhraseMatch<string>): { at: number; end: number } {
  const lower = text.toLowerCase();
  const { at } = wordAt(lower, match.words[0] ?? "");
  const last = wordAt(lower, match.words.at(-1) ?? "", Math.max(at, 0));
  return { at, end: last.at + last.length };
}

interface Named {
  name: string;
  at: number;
}

function readPart(text: string, supplementsIn: SupplementsIn): { named: Named[]; kept: string[] } {
  const named: Named[] = [];
  const kept: string[] = [];
  for (const match of supplementsIn(text)) {
    const { at, end } = endOf(text, match);
    if (ON_THE_SKIN.test(text.slice(end)) || SMELT_OF.test(text.slice(0, at))) continue;
    if (KEPT.test(text.slice(0, at)) || KEPT_AFTER.test(text.slice(end))) kept.push(match.value);
    else named.push({ name: match.value, at });
  }
  return { named, kept };
}

const OBJECT_START =
  /^\s*(?:(?:taking|having|using|to|reorder|order|buy|pack|take|bring|on|with|from|off|of|out|my|the|a|an|all|both|any|some|those|these|that|this|extra|high[-\s]dose|\d[\w./-]*|['‘"“][^'’"”]{1,40}['’"”])\s+){0,4}$/iu;

const PASSIVE = /^(?:was|were|been|got|is|['’]s|has|went)\b/iu;

// What was stopped: named in the stop or just after it, else what "it" or an objectless stop points back to.
function stoppedOf(text: string, stop: RegExpExecArray, named: readonly Named[], latest: string[]): string[] {
  const end = stop.index + stop[0].length;
  const after = text.slice(end);
  const object = named.filter(
    (entry) => entry.at >= stop.index && (entry.at < end || OBJECT_START.test(text.slice(end, entry.at))),
  );
  if (object.length > 0) return object.map((entry) => entry.name);
  // Said in the passive, what was stopped comes first: "since the zinc was dropped".
  const passive = PASSIVE.test(stop[0])
    ? named.filter(
        (entry) => entry.at < stop.index && /^[\w\s'’-]{0,30}$/u.test(text.slice(entry.at, stop.index)),
      )
    : [];
  if (passive.length > 0) return passive.map((entry) => entry.name);
  if (!POINTER.test(stop[0]) && !POINTED_AT.test(after) && !OBJECTLESS.test(after)) return [];
  const before = named.filter((entry) => entry.at < stop.index).map((entry) => entry.name);
  return before.length > 0 ? before : latest;
}

// Followed by the effect's words only, an objectless stop points back: "stopped 3 weeks ago, shedding slowing".
const OBJECTLESS =
  /^\s*(?:$|[,.;:!?-]|(?:for|of|in|because|as|cos|and|over|while|when|after|on|at|about|around|last|since|a\s+(?:week|fortnight|month|few|couple)|\d|one|two|three|four|five|six|ten)\b)/iu;

// What a stop showed before any restart, in the rest of its sentence or the next: gone or stayed.
function outcomeAfter(parts: readonly Part[], at: number, from: number): "gone" | "stayed" | null {
  const texts = [parts[at]?.text.slice(from) ?? "", parts[at + 1]?.text ?? ""].map((text) => {
    const restart = RESTARTED.exec(text);
    return restart ? text.slice(0, restart.index) : text;
  });
  if (texts.some((text) => STAYED.test(text))) return "stayed";
  // An effect said gone may be negated by its own words: "I no longer smell of fish".
  const told = parts.map((part) => part.text).join(" ");
  const named = NAMES_EFFECT.test(told) || MEASURED.test(told);
  const gone = texts.some((text) =>
    [...text.matchAll(GONE_ALL)].some(
      (match) =>
        (/^any\s*more$/iu.test(match[0]) || !NOT_GONE.test(text.slice(0, match.index))) &&
        (named || RELIEF.test(text.slice(match.index)) || effectsIn(text).length > 0),
    ),
  );
  return gone ? "gone" : null;
}

const backAfterRestart = (text: string | undefined): boolean => {
  const start = text === undefined ? null : RESTARTED.exec(text);
  if (text === undefined || !start) return false;
  const rest = text.slice(start.index + start[0].length);
  return RETURNED.test(rest) || effectsIn(rest).length > 0;
};

// Gone, said before the stop it followed: "the headaches stopped on the weekend I forgot it".
const GONE_WHEN = new RegExp(
  String.raw`${GONE.source}(?:\s+\S+){0,6}?\s+(?:when|once|after|whenever|while|as\s+soon\s+as|(?:on\s+|over\s+)?the\s+\w+\s+(?:that\s+)?)\s*(?:i\s+|i['’]d\s+|i\s+had\s+)?$`,
  "iu",
);

/** Supplements a message shows, by stopping or restarting them, disagree with the person — or do not. */
export function trialReactions(
  message: string,
  supplementsIn: SupplementsIn,
): { names: string[]; cleared: string[] } {
  const found = new Set<string>();
  const cleared = new Set<string>();
  if (LONG_AGO.test(message) || EXPLAINED.test(message)) return { names: [], cleared: [] };
  const parts: Part[] = message
    .split(SENTENCE)
    .map((text) => ({ text, names: supplementsIn(text).map((match) => match.value) }));
  const all = new Set(parts.flatMap((part) => part.names));
  let latest: string[] = [];
  parts.forEach((part, at) => {
    const { named, kept } = readPart(part.text, supplementsIn);
    for (const name of kept) cleared.add(name);
    const stop = STOPPED.exec(part.text);
    const after = stop ? part.text.slice(stop.index + stop[0].length) : "";
    const names = named.map((entry) => entry.name);
    const onlyTaking = ONLY_TAKING.test(part.text) && effectsIn(message).length > 0;
    const subject = stop
      ? stoppedOf(part.text, stop, named, latest)
      : onlyTaking && names.length === 0 && POINTER.test(part.text)
        ? latest
        : names;
    if (names.length > 0) latest = names;
    const actor = stop ? part.text.slice(0, stop.index) : part.text;
    const others = (text: string) => OTHER.test(text) && !MINE.test(text);
    if (
      (others(actor) && !MINE.test(part.text)) ||
      (others(part.text) && !/\bmy\b/iu.test(part.text)) ||
      subject.length === 0
    )
      return;
    if (INSTRUCTED.test(part.text) || (stop && PLANNED.test(part.text.slice(0, stop.index)))) return;
    const goneFirst = stop !== null && GONE_WHEN.test(part.text.slice(0, stop.index));
    const outcome = goneFirst ? "gone" : stop ? outcomeAfter(parts, at, stop.index + stop[0].length) : null;
    if (outcome === "stayed") for (const name of subject) cleared.add(name);
    const restarted =
      stop !== null &&
      [after, parts[at + 1]?.text, parts[at + 2]?.text].some((text) => backAfterRestart(text));
    if (outcome !== "gone" && !(outcome === null && restarted) && !onlyTaking) return;
    for (const name of subject) found.add(name);
    const swappedTo = stop && /from$/iu.test(stop[0]) ? /\bto\s+(.*)$/iu.exec(after)?.[1] : undefined;
    for (const match of swappedTo ? supplementsIn(swappedTo) : []) cleared.add(match.value);
    if (KEPT_THE_REST.test(part.text)) for (const name of all) if (!subject.includes(name)) cleared.add(name);
  });
  return { names: [...found], cleared: [...cleared].filter((name) => !found.has(name)) };
}
