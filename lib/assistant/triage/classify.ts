// Runs the triage rules over a normalised message: finds each concept's matches as token spans, drops
// the negated ones ("no chest pain"), and fires a rule when all its concepts sit close together in a
// clause that is not a "what if" question or a thing long past.
import { BOUNDARY, normalise } from "./normalise";
import { TRIAGE_FAMILIES, type TriageFamily } from "./families";
import {
  AGAIN,
  GENERAL_NORMAL,
  HANDLED,
  HYPOTHETICAL,
  LONG_PAST,
  PRESCRIBED,
  RECENT_PAST,
  RESOLVED,
  RULES,
  TRAILING_QUESTION,
  type Rule,
} from "./rules";

interface Span {
  start: number;
  end: number;
  clause: number;
}

interface Text {
  tokens: string[];
  /** Clause index of each token. */
  clauses: number[];
  /** Clause texts by index. */
  clauseTexts: string[];
  string: string;
  /** Token index at each character offset's token start. */
  offsets: number[];
}

const NEGATORS = new Set([
  "no",
  "not",
  "never",
  "dont",
  "doesnt",
  "didnt",
  "isnt",
  "arent",
  "wasnt",
  "werent",
  "havent",
  "hasnt",
  "hadnt",
  "without",
  "nor",
  "none",
  "denies",
  "wont",
]);
/** Words after a negator that keep what follows ("not sure if he's having a stroke"). */
const NOT_NEGATING = new Set([
  "sure",
  "certain",
  "know",
  "think",
  "knowing",
  "if",
  "only",
  "just",
  "even",
  "normal",
  "usual",
  "able",
  "a",
  "like",
  "stop",
  "stopping",
  "one",
  "go",
  "sleep",
]);

function readText(normalised: string): Text {
  const tokens = normalised.split(" ").filter(Boolean);
  const clauses: number[] = [];
  const clauseTexts: string[] = [];
  let clause = 0;
  let current: string[] = [];
  for (const token of tokens) {
    if (token === BOUNDARY) {
      clauseTexts[clause] = current.join(" ");
      clause += 1;
      current = [];
    } else current.push(token);
    clauses.push(clause);
  }
  clauseTexts[clause] = current.join(" ");
  const string = tokens.join(" ");
  const offsets: number[] = [];
  let index = 0;
  for (const token of tokens) {
    offsets.push(index);
    index += token.length + 1;
  }
  return { tokens, clauses, clauseTexts, string, offsets };
}

function tokenAt(text: Text, charOffset: number): number {
  let low = 0;
  let high = text.offsets.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((text.offsets[middle] ?? 0) <= charOffset) low = middle;
    else high = middle - 1;
  }
  return low;
}

const compiled = new Map<string, RegExp>();

function pattern(source: string): RegExp {
  let regex = compiled.get(source);
  if (!regex) {
    // A pattern may end on an optional part after a space ("slurring (and speech)?"): a trailing space ends a token too.
    regex = new RegExp(`(?<![a-z0-9.])(?:${source})(?:(?<= )|(?![a-z0-9]))`, "g");
    compiled.set(source, regex);
  }
  return regex;
}

/** A negator within three words before a match, in the same clause; "or" in a list does not count ("no nuts or chocolate"). */
function negated(text: Text, start: number): boolean {
  let words = 0;
  for (let at = start - 1; at >= 0 && words < 3; at -= 1) {
    const token = text.tokens[at] ?? "";
    if (token === BOUNDARY || token === "but") return false;
    if (NEGATORS.has(token) && !NOT_NEGATING.has(text.tokens[at + 1] ?? "") && !notTheUsual(text, at))
      return true;
    if (token !== "or" && token !== "nor") words += 1;
  }
  return false;
}

/** "Not my usual migraine" says it is a different one, not that there is none. */
function notTheUsual(text: Text, negator: number): boolean {
  return (
    /^(?:my|his|her|their|your|the)$/.test(text.tokens[negator + 1] ?? "") &&
    /^(?:normal|usual|typical|regular)$/.test(text.tokens[negator + 2] ?? "")
  );
}

function spans(text: Text, source: string, checkNegation = true): Span[] {
  const found: Span[] = [];
  const regex = pattern(source);
  regex.lastIndex = 0;
  for (let match = regex.exec(text.string); match !== null; match = regex.exec(text.string)) {
    if (match[0] === "") {
      regex.lastIndex += 1;
      continue;
    }
    const start = tokenAt(text, match.index);
    const end = tokenAt(text, match.index + match[0].length - 1);
    if (!checkNegation || !negated(text, start)) found.push({ start, end, clause: text.clauses[start] ?? 0 });
  }
  return found;
}

/** The clause up to the end of a span: where "what if" framing would have to come ("can I overdose…"). */
function clauseUpTo(text: Text, span: Span): string {
  const words: string[] = [];
  for (let at = span.end; at >= 0 && text.clauses[at] === span.clause; at -= 1)
    words.unshift(text.tokens[at] ?? "");
  return words.join(" ");
}

/** The part of a clause after a span: where a trailing "…possible?" would be. */
function clauseAfter(text: Text, span: Span): string {
  const words: string[] = [];
  for (let at = span.end + 1; at < text.tokens.length && text.clauses[at] === span.clause; at += 1)
    words.push(text.tokens[at] ?? "");
  return words.join(" ");
}

/** "how many is too many i had 16 yesterday": what the person says happened ends the "what if" before it. */
const EVENT =
  /(?:^| )(?:(?:i|ive|he|she|they|we|hes|shes|theyve|weve|i have|he has|she has) (?:just )?(?:had|took|taken|swallowed|ate|eaten|gave|given|has had|have had)|(?:my|his|her|their) (?:\w+ ){1,2}(?:has|have|is|are) (?:gone|turned|going|turning|become|started|come up))\b/g;

function sinceLastEvent(clause: string): string {
  let last = -1;
  for (const match of clause.matchAll(EVENT)) last = match.index + match[0].length;
  return last < 0 ? clause : clause.slice(last);
}

/** A clause that is only a time long past: "…at uni | 10 years ago | nothing since", unless it is back now. */
const DATED_CLAUSE = new RegExp(`^(?:${LONG_PAST.source})$`);
const HAPPENING_NOW = /\b(?:now|tonight|today|this (?:morning|afternoon|evening))\b/;

/** Families whose harm can show later (or, for a stroke, come back): "it's cleared up" does not end them. */
const HARM_SHOWS_LATER = new Set<TriageFamily>([
  "overdose",
  "child_poisoning",
  "animal_poisoning",
  "stroke",
  "anaphylaxis",
]);

function blocked(rule: Rule, text: Text, matched: readonly Span[]): boolean {
  return matched.some((span) => {
    const clause = text.clauseTexts[span.clause] ?? "";
    const whole = text.clauseTexts.join(" ");
    if (!rule.evenIfHypothetical) {
      const framing = sinceLastEvent(clauseUpTo(text, span));
      if (
        HYPOTHETICAL.test(framing) ||
        (GENERAL_NORMAL.test(framing) && !HAPPENING.test(whole)) ||
        asksWhatItIs(leadOf(text, span), whole) ||
        (TRAILING_QUESTION.test(clauseAfter(text, span)) && !PERSONAL.test(clause))
      )
        return true;
    }
    const next = text.clauseTexts[span.clause + 1] ?? "";
    const later = text.clauseTexts.slice(span.clause + 2).join(" ");
    const dated = DATED_CLAUSE.test(next) && !AGAIN.test(later) && !HAPPENING_NOW.test(later);
    const own = `${clause.replace(CAUSE_DATED, "")}${dated ? ` ${next}` : ""}`;
    const longPast =
      LONG_PAST.test(own) && !AGAIN.test(own.replace(LONG_PAST, "")) && !TURNED_NOW.test(afterLongPast(own));
    if (longPast) return true;
    // "Had a stroke 5 years ago. She is fine now but…": what follows the dated event is its aftermath.
    if (
      text.clauseTexts.slice(0, span.clause).some((before) => LONG_PAST.test(before)) &&
      RESOLVED.test(clause) &&
      !AGAIN.test(clause) &&
      !HAPPENING_NOW.test(clause.replace(/\b(?:fine|ok|okay|well|recovered) now\b/g, ""))
    )
      return true;
    const matchedText = text.tokens.slice(span.start, span.end + 1).join(" ");
    if (/\bblue\b/.test(matchedText) && DYED_BLUE.test(whole)) return true;
    if (
      rule.family === "suicide_self_harm" &&
      (STUDY.test(whole) || DOING_WORK.test(whole)) &&
      STUDY_TOPIC.test(leadOf(text, span))
    )
      return true;
    if (rule.family === "suicide_self_harm" && CHARACTER.test(leadOf(text, span))) return true;
    if (
      rule.family === "suicide_self_harm" &&
      AMBIGUOUS_CRISIS.test(matchedText) &&
      ABOUT_A_THING.test(whole)
    )
      return true;
    if (rule.family !== "suicide_self_harm" && REACTION.test(clauseAfter(text, span))) return true;
    if (supposedFamily(whole) === rule.family && TURNED_OUT.test(whole)) return true;
    if (
      (rule.family === "child_poisoning" ||
        rule.family === "overdose" ||
        rule.family === "animal_poisoning") &&
      CAUGHT_IN_TIME.test(whole) &&
      !SOME_GONE.test(whole)
    )
      return true;
    if (rule.family === "animal_poisoning" && PET_QUESTION.test(whole) && !PET_HAD_SOME.test(whole))
      return true;
    if (harmlessOrStaged(rule.family, whole)) return true;
    if (rule.family !== "suicide_self_harm" && (STUDY.test(whole) || WORK_ON_A_TOPIC.test(whole)))
      return true;
    if (FIRST_AID_QUESTION.test(whole) && !PERSONAL.test(whole.replace(ONES_ROLE, ""))) return true;
    if (
      rule.family !== "suicide_self_harm" &&
      NEWS.test(whole) &&
      !PERSONAL.test(unnamed(whole.replace(NEWS, "").replace(SAFETY_QUESTION, "")))
    )
      return true;
    if (rule.family === "hypoglycaemia" && BACK_IN_RANGE.test(whole) && !NOT_RIGHT_YET.test(whole))
      return true;
    if (rule.family === "overdose" && AS_USUAL.test(whole) && !MISTAKE.test(whole)) return true;
    if (!HARM_SHOWS_LATER.has(rule.family) && RESOLVED.test(whole) && !firstFit(rule.family, whole))
      return true;
    const cared = HANDLED.test(whole) || (!CAUSED_BY_MEDICINE.has(rule.family) && PRESCRIBED.test(whole));
    if (rule.family !== "suicide_self_harm" && cared && !NEW_SINCE.test(afterHandled(whole))) return true;
    // Thoughts already taken to the crisis team or GP, with nothing said of wanting it now.
    if (rule.family === "suicide_self_harm" && CARE_CONTACT.test(whole) && !STILL_NOW.test(clause))
      return true;
    return (
      rule.past === "recent" && RECENT_PAST.test(own) && !PRESENT.test(clause) && !STILL_THERE.test(whole)
    );
  });
}

const POISONING = new Set<TriageFamily>(["child_poisoning", "animal_poisoning", "overdose"]);

/** Blue lips or tongue explained by what coloured them ("from a slush"), not by a lack of oxygen. */
const DYED_BLUE =
  /\b(?:from|after) (?:a |an |the |his |her |their |some )?(?:blue )?(?:slush\w*|ice lolly|lolly|lollies|food colou?r\w*|dye|blue raspberry|ink|felt ?tips?|crayons?|paint|blueberr\w*)\b/;

/**
 * Silica gel, which is not poisonous (NHS), with nothing else named; or a programme's patient ("watched 24 Hours in
 * A&E, the bloke who hit his head") with nobody of one's own named.
 */
function harmlessOrStaged(family: TriageFamily, whole: string): boolean {
  if (
    POISONING.has(family) &&
    /\bsilicagel\b/.test(whole) &&
    !/\bz(?:med|supp)\b|tablets?|pills?/.test(whole)
  )
    return true;
  // A mouthful of soil or compost with nothing added to it (low toxicity: NHS 111 and the poisons service).
  if (
    POISONING.has(family) &&
    /\b(?:soil|compost|mud|dirt|sand)\b/.test(whole) &&
    !/\b(?:pellets?|fertili[sz]er|plant food|feed|weed ?killer|slug|z(?:med|supp)|tablets?|pills?|batter(?:y|ies)|berries|mushrooms?|bulbs?|leaves)\b/.test(
      whole,
    )
  )
    return true;
  // A dog eating grass, and being sick after it, is common; not grass that was sprayed or fed.
  if (
    family === "animal_poisoning" &&
    /\bgrass\b/.test(whole) &&
    !/\b(?:sprayed|treated|weed ?killer|fertili[sz]er|lawn feed|feed|pellets?|slug|chemicals?|zmed|tablets?|pills?|capsules?|gumm(?:y|ies)|vitamin d|iron|chocolate|grapes|raisins|xylitol|mushrooms?|bulbs?|lil(?:y|ies))\b/.test(
      whole,
    )
  )
    return true;
  // One or two vitamin C tablets: too much only upsets the stomach (NHS "Vitamin C").
  if (
    family === "child_poisoning" &&
    /\b(?:one|a|1|two|2) (?:of (?:my|his|her|their|the) )?(?:\w+ ){0,3}vitamin c\b/.test(whole) &&
    !/\b(?:iron|vitamin d|multivitamins?|zmed|all|whole|bottle|tub|pack|handful|lots|loads)\b/.test(whole)
  )
    return true;
  // A little toothpaste swallowed while brushing, not a tube of it.
  if (
    POISONING.has(family) &&
    /\btoothpaste\b/.test(whole) &&
    /\bbrushing\b/.test(whole) &&
    !/\b(?:tube|whole|entire|lots|loads|half|most)\b/.test(whole)
  )
    return true;
  return (
    family !== "suicide_self_harm" && TV_PROGRAMME.test(whole) && !FIRST_PERSON.test(whole.replace(NEWS, ""))
  );
}

/** A first ever fit needs 999 even when the person has come round (NHS "What to do if someone has a seizure"). */
const FIRST_EVER =
  /\b(?:never had (?:one|a fit|a seizure|anything like (?:it|that|this)) before|(?:her|his|their|my|a) first (?:ever )?(?:fit|seizure|convulsion)|(?:fit|seizure|convulsion) for the first time|first time (?:shes|hes|theyve|ive|she has|he has|they have|i have|its) (?:ever )?(?:had|happened))\b/;

function firstFit(family: TriageFamily, whole: string): boolean {
  return family === "seizure" && FIRST_EVER.test(whole);
}

/** After something long past, the message turns to now: "years ago but tonight I want to end it". */
const TURNED_NOW =
  /\b(?:but now|(?:but|and|now)\b.*\b(?:tonight|today|right now|this (?:morning|afternoon|evening))|\bthe same (?:\w+ )?(?:pain|feeling|thing|symptoms?) (?:again |now|as before)|\b(?:same|again) now)\b/;

const EVERY_LONG_PAST = new RegExp(LONG_PAST.source, "g");

function afterLongPast(text: string): string {
  let end = -1;
  for (const match of text.matchAll(EVERY_LONG_PAST)) end = match.index + match[0].length;
  return end < 0 ? text : text.slice(end);
}

/**
 * When a medicine was started, a baby born or an operation done dates the cause, not the event: "started
 * allopurinol last month", "had a section last week and the wound is red".
 */
const CAUSE_DATED = new RegExp(
  `\\b(?:started|starting|began|begun|been on|been taking|put on|switched to|upped|course of|gave birth|had (?:a|my|the|her|our|his) (?:section|c section|caesarean|baby|op|operation|surgery|[a-z]+ (?:out|removed|done|op|operation|surgery|replacement))|(?:my|his|her|their) [a-z]+ (?:was|were) (?:removed|taken out))\\b(?: [a-z0-9]+){0,8}? (?:${LONG_PAST.source}|${RECENT_PAST.source})`,
  "g",
);

/** The words of a clause before a span: "what is" before "serotonin syndrome" asks for a definition. */
function leadOf(text: Text, span: Span): string {
  const words: string[] = [];
  for (let at = span.start - 1; at >= 0 && text.clauses[at] === span.clause; at -= 1)
    if (text.tokens[at] !== BOUNDARY) words.unshift(text.tokens[at] ?? "");
  return words.join(" ");
}

const DEFINITION =
  /^(?:(?:so|ok|okay|and|hi|hello|quick question) )*(?:what (?:actually |exactly )?is|whats|what (?:actually |exactly )?are|what causes|what does|explain|define|tell me (?:more )?about|(?:any )?info(?:rmation)? (?:on|about)|how common is|how common are)(?: an?| the)?$/;
const GENERAL_QUESTION = /^(?:(?:so|ok|okay|and|hi|hello|quick question) )*(?:is|are)(?: an?| the)?$/;

/** "What is serotonin syndrome?"; "is vomiting blood always serious?" only when nobody in particular is named. */
function asksWhatItIs(lead: string, whole: string): boolean {
  return DEFINITION.test(lead) || (GENERAL_QUESTION.test(lead) && !PERSONAL.test(whole));
}
/** Someone in particular: a trailing "is it dangerous?" then asks about what is happening to them. */
const PERSONAL =
  /\b(?:i|im|ive|id|me|my|myself|he|hes|him|his|she|shes|her|they|theyre|them|their|we|us|our|mum|mam|mom|dad|son|daughter|husband|wife|partner|baby|toddler|kid|child)\b/;
/** Which first-aid step comes first, asked of no one in particular. */
const FIRST_AID_QUESTION =
  /\b(?:is it|do you|should you|which|how long should you) (?:\w+ ){0,2}(?:back blows|abdominal thrusts|chest compressions|rescue breaths|cpr|recovery position)\b/;
/** Saying one's role ("I'm a first aider at work") is not telling of someone who needs help. */
const ONES_ROLE =
  /\b(?:im|i am) an? (?:\w+ )?(?:first aider|nurse|carer|teacher|trainer|instructor|student)\b(?: at work)?/;
/** A question for study or work ("it's for a nursing essay"); a crisis is never explained away by it. */
const STUDY =
  /\b(?:\w+ )?student here\b|\b(?:im|i am) an? (?:\w+ )?(?:student|nurse|midwife|paramedic|pharmacist|doctor|teacher|lecturer|trainer|instructor)\b.*\b(?:revising|revision|writing|teach\w*|explain\w*|summar\w*|leaflet|lecture|exam|course|training|poster|presentation|essay|assignment|dissertation)\b|\bi teach\b|\b(?:school|class|drama|nativity) (?:play|production|performance|show)\b|\bact(?:ing)? (?:it |that |this )?out\b|\brole ?play\w*\b|\b(?:playing|play) (?:a|the) (?:nurse|doctor|paramedic|patient|first aider)\b|\btraining question\b|\b(?:doing|on|at) (?:my |a |the |our )?(?:\w+ )?first aid (?:refresher|course|training|class)\b|\brevising (?:for )?(?:my |an? |the )?(?:pharmacology|pharmacy|nursing|medicine|biology|chemistry|psychology|physiology|exams?)\b|\bputting together (?:an?|the|our|my) (?:\w+ )?(?:poster|leaflet|presentation)\b|\bfor (?:an?|my|our|the) (?:\w+ ){0,2}(?:essay|assignment|coursework|dissertation|quiz|lecture|presentation|training course|course|module)\b|\b(?:im|i am) an? (?:pharmacist|nurse|doctor|gp|paramedic|dietitian|pharmacy technician|medical student|student nurse)\b.*\b(?:evidence|guidance|guidelines|studies|research|literature)\b/;
/** Work on a topic told as something being done ("my son is doing a school project on self-harm awareness"). */
const DOING_WORK =
  /\b(?:doing|writing|working on|preparing|making|researching) (?:an?|the|my|his|her|their|our) (?:\w+ ){0,2}(?:project|essay|assignment|coursework|dissertation|presentation|poster|leaflet|talk)\b/;
/** Work about the subject itself: "writing a school project on meningitis", "a first aid course question". */
const WORK_ON_A_TOPIC = new RegExp(
  `${DOING_WORK.source} (?:on|about|into)\\b|\\bfirst aid (?:course|training|class) question\\b|\\b(?:coaching|first aid|lifeguard|teaching|nursing|care) (?:badge|course|qualification|certificate)\\b|\\b(?:pharmacology|pharmacy|nursing|medical|biology) (?:revision|exam|homework|assignment)\\b`,
);
/** What a character in a story does ("the main character in my book tries to end her life"). */
const CHARACTER =
  /\b(?:character|protagonist|heroine|narrator) (?:in|of) (?:my|a|the|our) (?:\w+ )?(?:book|novel|story|script|screenplay|play|film|short story|fanfic)\b(?: (?:\w+|\|)){0,12}$/;
/** Self-harm as the subject of the work: "an essay on self harm in teenagers". */
const STUDY_TOPIC =
  /\b(?:essay|assignment|dissertation|project|lecture|talk|training|course|module|presentation|research|article|poster|leaflet|policy|guidance|session) (?:on|about|into|around|covering)(?: \w+){0,2}$/;
const PROGRAMMES =
  "casualty|holby|greys anatomy|eastenders|emmerdale|hollyoaks|coronation street|corrie|call the midwife|24 hours in (?:ae|a and e)|one born every minute|embarrassing bodies";
// "On Casualty" is the programme; "in casualty" is the A&E department; "Ambulance" only when watched.
const TV_PROGRAMME = new RegExp(
  `\\b(?:(?:just )?(?:watched|watching|saw|seen) (?:an episode of |the )?(?:${PROGRAMMES}|ambulance)|on (?:last nights |tonights )?(?:${PROGRAMMES}))\\b`,
);
const FIRST_PERSON = /\b(?:i|im|ive|id|me|my|myself|we|us|our)\b/;
/** The story's own people ("about a toddler who…") are nobody in particular. */
const unnamed = (text: string) =>
  text
    .replace(
      /\b(?:a|an) (?:\w+ )?(?:toddler|child|kid|baby|man|woman|boy|girl|teenager|person|mum|dad)\b/g,
      "",
    )
    .replace(
      /\b(?:at|from|in) (?:my|our) (?:(?:sons?|daughters?|kids?|childs?|childrens?) )?(?:school|nursery|class|playgroup)\b/g,
      "",
    );
/** What the news prompts one to ask about keeping things safe ("how do I childproof our remotes"). */
const SAFETY_QUESTION =
  /\b(?:how|what|which|where|should|can)\b(?: \w+){0,6} (?:proof\w*|prevent\w*|safe|safer|store|storage|lock\w*|out of reach)\b(?: \w+){0,4}/g;
/** A question prompted by the news, with nobody in particular named ("can vitamin C stop sepsis? saw a story"). */
const NEWS = new RegExp(
  `\\b(?:(?:i|we) )?(?:saw|seen|read|watched|watching|heard) (?:(?:an?|the|this|that|some) (?:\\w+ ){0,2}|(?:on|in) the )(?:news|article|documentary|programme|story|storey|report|headline|paper|film|movie|episode|series|show|telly|tv)\\b|\\b(?:storyline|plotline)\\b|\\b(?:read|heard|saw|seen) about (?:a|an|this|that|some) (?:\\w+ ){0,8}(?:in|on) the (?:news|paper|papers|telly|radio)\\b|\\b(?:on|in|according to|from) (?:our|my|a|the) (?:local |village |school |town |mums |parents )?(?:facebook|fb|whatsapp|mumsnet|netmums|reddit|community) (?:group|page|chat|forum)\\b|\\b(?:that|the) (?:footballer|player|athlete|celebrity|singer|actor|actress|presenter|cricketer|boxer|runner|golfer) (?:who|that)\\b|${TV_PROGRAMME.source}|\\b(?:in|on) (?:casualty|holby|greys anatomy|eastenders|emmerdale|hollyoaks|coronation street|corrie|call the midwife|a film|a movie|a tv show|the telly|tv) (?:they|someone|somebody|a \\w+|he|she)\\b`,
);
/** A blood sugar reading back at 4 or more now ("checked again and I'm 5.8 now"). */
/** Anything that says the person is not right yet, which a good reading does not outweigh. */
const NOT_RIGHT_YET =
  /\b(?:still|but|confus\w*|slurr\w*|drowsy|sleepy|wont|cant|not making sense|not himself|not herself)\b/;
const BACK_IN_RANGE = /\b(?:im|i am|its|it is|back (?:up )?to) (?:[4-9]|1[0-9])(?:\.[0-9])? now\b/;
/** A medicine taken the way it always is. */
const AS_USUAL =
  /\b(?:as prescribed|like always|as always|as usual|as normal|like normal|like i always do|same as always|same as every day|like every (?:day|morning|night))\b/;
const MISTAKE = /\b(?:mistake|accident\w*|twice|double\w*|again|extra|too many|wrong|instead|forgot i)\b/;

/** "Can't take it anymore" said of the delivery charges, "end it — the subscription, I mean". */
const AMBIGUOUS_CRISIS =
  /\b(?:end(?:ing)? it|cant take (?:it|this)|cannot take (?:it|this)|cant do this|done with (?:it|this)|had enough)\b/;
const SITE_THINGS =
  "(?:prices?|charges?|delivery|postage|shipping|subscriptions?|membership|website|site|app|checkout|basket|orders?|emails|adverts|ads|pop ?ups|cookies|queue|account|trial|contract|plan)";
const ABOUT_A_THING = new RegExp(
  `\\b(?:(?:with|about|over|of) (?:these|this|the|your|all the|my) (?:\\w+ )?${SITE_THINGS}|${SITE_THINGS} i mean|i mean (?:the|my) (?:\\w+ )?${SITE_THINGS})\\b`,
);
/** A sign told as a reaction: "stopped breathing when I saw the new prices". */
const REACTION = /\bwhen (?:i|we|he|she) (?:saw|see|heard|hear|read|looked|opened|got|checked|found out)\b/;
/** "I thought I was having a stroke" that turned out to be a foot gone to sleep. */
const SUPPOSED =
  /\b(?:thought|was sure|was convinced) (?:i|id|he|she|they) (?:was|were|had|d) (?:having|going to have|about to have) (?:a |an )?(?:mini )?(stroke|heart attack|seizure|fit|anaphylactic shock|asthma attack)\b/;
const SUPPOSED_FAMILY: Readonly<Record<string, TriageFamily>> = {
  stroke: "stroke",
  "heart attack": "chest_pain",
  seizure: "seizure",
  fit: "seizure",
  "anaphylactic shock": "anaphylaxis",
  "asthma attack": "breathing",
};
// Only a laugh or "turned out" says it was nothing: symptoms that went away (a TIA) still need help.
const TURNED_OUT = /\b(?:lol|haha|turned out|turns out|it was just|was only|but it was)\b/;

function supposedFamily(whole: string): TriageFamily | undefined {
  const named = SUPPOSED.exec(whole)?.[1];
  return named === undefined ? undefined : SUPPOSED_FAMILY[named];
}
/** A scare said to be over: "false alarm", "found it under the sofa", "they're all there". */
export const ALL_CLEAR =
  /\b(?:false alarm|panic over|(?:that'?s|that is|what) a relief|phew|both (?:were |was )?(?:the )?(?:right|correct|normal) doses?|(?:scan|scans|tests?|x ?rays?|bloods?|everything) (?:\w+ ){0,3}(?:was|were|came back|all) (?:all )?(?:clear|normal|fine)|(?:health visitor|gp|doctor|nurse|pharmacist|111|poisons? (?:centre|line|service)|vet) (?:said|says|told (?:us|me)) (?:to )?(?:just )?(?:keep an eye|watch (?:her|him|them|it)|(?:she|he|they|its|it)(?:s| is| was| will be| should be)? (?:fine|ok|okay))|(?:theyre|they are|its|it is|they were|it was) (?:fake|artificial|silk|plastic)|all accounted for|(?:theyre|they are|its|it is) all (?:there|accounted for)|all (?:\w+ )?accounted for|none (?:missing|gone)|never (?:actually )?(?:swallowed|ate|eaten) (?:it|one|any|them)|x ?ray (?:showed|confirmed|found) (?:it was|nothing|no|there was nothing)|picked (?:(?:them|it|the \w+) )?(?:all )?up and counted|nothing (?:missing|gone)|found (?:it|them|the (?:\w+ )?(?:battery|batteries|tablets?|pills?|packet|tub|bottle|gummies|gummy|sweets?)) (?:it was |they were )?(?:under|behind|in|on|down))\b/;
/** Said to be over, or nothing swallowed after all ("still whole", "didn't get near the tub"). */
const CAUGHT_IN_TIME = new RegExp(
  `${ALL_CLEAR.source}|\\b(?:still whole|(?:cardboard|the box|packaging|wrapper|outside)(?: of it)? only|(?:bottle|packet|pack|seal|lid|cap|tub) (?:was |is )?still (?:sealed|closed|shut|intact|on)|unopened|(?:didnt|did not|never got to) (?:swallow|eat|bite)|(?:didnt|did not|never) (?:get|got|go) (?:near|into|inside) (?:the|it|them)|(?:took|taken|got|grabbed|pulled) it (?:off|from|out of) (?:her|him|them) before)\\b`,
);
/** Whether something is safe to give a pet, asked before it has had any. */
const PET_QUESTION =
  /\b(?:is|are) (?:\w+ ){1,4}(?:ok|okay|safe|alright|fine) (?:for|to give(?: to)?) (?:dogs|cats|(?:a|my|the|our) (?:dog|cat|puppy|kitten)|pets|puppies|kittens)\b/;
const PET_HAD_SOME =
  /\b(?:ate|eaten|eating|swallowed|chewed|chewing|got into|got hold of|had some|scoffed|licked|wolfed|munched|took|taken|gave|given)\b/;
const SOME_GONE =
  /\b(?:rest|missing|some of|how many|swallowed some|ate some|might have|may have|not sure)\b/;

/** Something new since the care the message tells of: "midwife said her bp was borderline, now a splitting headache". */
const NEW_SINCE =
  /\b(?:since then|but now|and now|today (?:shes|hes|theyre|she is|he is|they are|im|i am)|since (?:about |around )?(?:lunch\w*|breakfast|tea ?time|dinner|this (?:morning|afternoon|evening)|tonight|last night|yesterday|an hour ago)|while (?:ive been|i was|im|i have been) (?:writing|typing)|(?:got|getting|gotten|gone) worse|(?:and|but) (?:im|i am|hes|shes|theyre|ive|i have|hes got|shes got|ive got) (?:\w+ ){0,2}(?:itchy|itching|wheez\w*|swollen|swelling|vomiting|being sick|bleeding|worse|struggling|breathless|dizzy|faint\w*|confused|drowsy|covered|in agony)|(?:hes|shes|theyre|im|its) (?!(?:\w+ ){0,3}(?:fine|ok|okay|better|well|alright|good|normal|home|back)\b)(?:\w+ ){0,4}now|now (?:she|he|they|i|im|shes|hes|theyre|its|it|has|have|got|getting|feels?|is|seems?|keeps?))\b/;

function afterHandled(whole: string): string {
  const match = HANDLED.exec(whole) ?? PRESCRIBED.exec(whole);
  return match ? whole.slice(match.index + match[0].length) : "";
}

/** Families a newly given medicine often causes, so being given one does not end them. */
const CAUSED_BY_MEDICINE = new Set<TriageFamily>(["jaundice", "skin_reaction"]);

const CARE_CONTACT =
  /\b(?:rang|called|phoned|spoke to|speaking to|seeing|saw|contacted|got in touch with|appointment with|referred to) (?:the |my |a )?(?:crisis (?:team|line)|gp|doctor|therapist|counsellor|samaritans|111|mental health (?:team|nurse)|cpn|psychiatrist)\b/;
const STILL_NOW = /\b(?:still|now|right now|tonight|want|wanna|going to|gonna|plan\w*)\b/;

/** Words that make "is it normal…" about what is happening to someone, not a general question. */
const HAPPENING =
  /\b(?:(?:and|just) (?:had|ate|eaten|swallowed|took) (?:about |around )?(?:[0-9]+|a|half|some)|(?:think|reckon) (?:she|he|they|i) (?:had|ate|took|swallowed)|(?:she|he|they|i|we|it)(?:s|ve)? (?:had|ate|eaten|took|taken|swallowed) (?:about |around )?(?:[0-9]+|a|half|some)|this (?:sleepy|drowsy|floppy|wired|bad|confused|pale|yellow)|on the (?:bathroom |kitchen |bedroom |hall |living room )?floor|(?:im|i am) on [a-z]+|my (?:jaw|legs?|arms?|heart|eyes|face|chest)|been [0-9]+ (?:mins?|minutes|hours?|hrs?)|now|right now|currently|still|today|tonight|this (?:morning|afternoon|evening)|at the moment|rn|ago|happened|has had|have had|(?:temp|temperature) (?:is|was|of)|at [1-4][0-9] (?:weeks|wks)|(?:noticed|seen|spotted|got) mine|mine (?:is|are|has|have|does|too)|when (?:youre|you are) (?:taking|on))\b/;

/** The same thing still going on, said in a clause of its own: "came back last night … still there now". */
const STILL_THERE =
  /\b(?:(?:its|it is|thats|that is|pain is|pain s) still (?:there|here|going|hurting|bad)|still (?:got|have) it|(?:hasnt|has not|havent|not) (?:gone|stopped|eased|settled))\b/;

/** Something happening now, whatever started it last week. */
const PRESENT =
  /\b(?:now|right now|currently|still|today|tonight|this (?:morning|afternoon|evening)|at the moment|atm|rn|since|just (?:had|happened|started))\b/;

/**
 * `contextEnd`: tokens before it are the person's earlier turns. A concept met there (the medicine they
 * asked about) supports an event in the message wherever it is; the window holds within the message.
 */
function fires(rule: Rule, text: Text, contextEnd: number): Span[] | null {
  const window = rule.window ?? 12;
  const [first, ...rest] = [
    ...rule.all.map((source) => spans(text, source)),
    ...(rule.setting === undefined ? [] : [spans(text, rule.setting)]),
    ...(rule.qualifiers ?? []).map((source) => spans(text, source, false)),
  ];
  if (!first) return null;
  for (const anchor of first) {
    const matched = [anchor];
    const overlaps = (span: Span) =>
      matched.some((other) => span.start <= other.end && other.start <= span.end);
    const complete = rest.every((candidates) => {
      const near = candidates.find(
        (span) =>
          (Math.max(span.end, anchor.end) - Math.min(span.start, anchor.start) <= window ||
            span.end < contextEnd !== anchor.end < contextEnd) &&
          !(rule.distinct && overlaps(span)) &&
          !(rule.sameClause && span.end >= contextEnd && span.clause !== anchor.clause),
      );
      if (near) matched.push(near);
      return near !== undefined;
    });
    if (!complete) continue;
    if (rule.context && !rule.context.every((source) => spans(text, source).length > 0)) continue;
    if (rule.unless && spans(text, rule.unless, false).length > 0) continue;
    const reach = rule.withoutWindow ?? window;
    if (
      rule.without &&
      spans(text, rule.without, false).some((span) => Math.abs(span.start - anchor.start) <= reach)
    )
      continue;
    // Only the event itself can be past or hypothetical: "started fish oil last week, now my wee is red".
    // An earlier turn's "is it safe?" does not make what the message says happened a question.
    const event = matched.slice(0, rule.all.length);
    const inMessage = event.filter((span) => span.end >= contextEnd);
    if (!blocked(rule, text, inMessage.length > 0 ? inMessage : event)) return matched;
  }
  return null;
}

export interface Classification {
  /** Every family whose rules fired, the one whose answer should come first first (`leadingFirst`). */
  families: TriageFamily[];
  /** Token spans the rules matched (for tests and context checks). */
  spans: { family: TriageFamily; start: number; end: number }[];
  tokens: number;
  /** The message named paracetamol (or a medicine containing it). */
  paracetamol: boolean;
}

/** A message that corrects the turn before ("sorry, I mean I took my vitamin D and my multivitamin"). */
const CORRECTION =
  /^(?:(?:sorry|oops|no|correction|to clarify)?\s*,?\s*(?:i mean|i meant|what i meant|i should have said)\b|(?:sorry|oops)\b[^.!?]{0,40}\bnot (?:weeks|days|months|years|mg|g|ml|tablets)\b)/i;

/** A checklist answered after each item ("chest pain - no") reads as each one denied. */
const ANSWERED_NO = /(^|\| )([a-z][a-z ]{1,30}?) (?:no|nope|none|negative)(?= \||$)/g;
const deniedItems = (text: string) => text.replace(ANSWERED_NO, "$1no $2");

export function classify(message: string, previous = ""): Classification {
  const earlier = CORRECTION.test(message.trim()) ? "" : previous;
  const contextEnd = earlier === "" ? 0 : readText(normalise(`${earlier} .`)).tokens.length;
  const text = readText(deniedItems(normalise(earlier === "" ? message : `${earlier} . ${message}`)));
  const families = new Set<TriageFamily>();
  const matchedSpans: Classification["spans"] = [];
  for (const rule of RULES) {
    const matched = fires(rule, text, contextEnd);
    if (!matched) continue;
    families.add(rule.family);
    matchedSpans.push(...matched.map(({ start, end }) => ({ family: rule.family, start, end })));
  }
  return {
    families: leadingFirst(
      TRIAGE_FAMILIES.filter((family) => families.has(family)),
      matchedSpans,
    ),
    spans: matchedSpans,
    tokens: text.tokens.length,
    paracetamol: text.tokens.includes("zparacetamol") || text.tokens.includes("paracetamol"),
  };
}

/** Families read only where the message says whose or what: a pet, a child, a pregnancy, diabetes, a new medicine, yellow skin. */
const SETTING_NAMED = new Set<TriageFamily>([
  "animal_poisoning",
  "child_poisoning",
  "pregnancy_warning",
  "hypoglycaemia",
  "skin_reaction",
  "jaundice",
]);

/**
 * Self-harm first, then families that need a setting, then the rest in priority order; a family whose rule read
 * every word another's read, and more, is the more specific reading and goes before it ("chest tight after the
 * sesame" is anaphylaxis before chest pain).
 */
function leadingFirst(families: readonly TriageFamily[], spans: Classification["spans"]): TriageFamily[] {
  const words = new Map<TriageFamily, Set<number>>();
  for (const span of spans) {
    const set = words.get(span.family) ?? new Set<number>();
    for (let at = span.start; at <= span.end; at += 1) set.add(at);
    words.set(span.family, set);
  }
  const covers = (wide: TriageFamily, narrow: TriageFamily) => {
    const outer = words.get(wide);
    const inner = words.get(narrow);
    return (
      outer !== undefined &&
      inner !== undefined &&
      outer.size > inner.size &&
      [...inner].every((at) => outer.has(at))
    );
  };
  const rank = (family: TriageFamily) =>
    family === "suicide_self_harm" ? 0 : SETTING_NAMED.has(family) ? 1 : 2;
  const ordered: TriageFamily[] = [];
  for (const family of [...families].sort((a, b) => rank(a) - rank(b))) {
    const before = ordered.findIndex((other) => covers(family, other));
    if (before < 0) ordered.push(family);
    else ordered.splice(before, 0, family);
  }
  // A pet's poisoning read again as a person's overdose is the same words: the vet's answer alone.
  return ordered.filter(
    (family) =>
      !(family === "overdose" || family === "child_poisoning") || !covers("animal_poisoning", family),
  );
}
