// Whole names, never substrings: docs/product-rules.md §5 explains the departure.

// Building the dictionary index normalises the same names many times over; user text is bounded by the clear.
const NORMALISED = new Map<string, string>();
const NORMALISED_MAX = 50_000;

export function normaliseName(text: string): string {
  const known = NORMALISED.get(text);
  if (known !== undefined) return known;
  const normal = normalise(text);
  if (NORMALISED.size >= NORMALISED_MAX) NORMALISED.clear();
  NORMALISED.set(text, normal);
  return normal;
}

function normalise(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      // "We're trying" is now, not the past "were".
      .replace(/\b(we|they|you)['’]re\b/g, "$1 are")
      .replace(/['’‘`]/g, "")
      // "Cold & flu" is typed as often as "cold and flu".
      .replace(/&/g, " and ")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
      // "vit D", "vits", "mag": how people shorten them on lists and pill organisers.
      .replace(/\bvit(s?)\b/g, "vitamin$1")
      .replace(/\bmag\b/g, "magnesium")
      // "B12 jab" is the injection.
      .replace(/\bjab(s?)\b/g, "injection$1")
      // "Enlarged prostrate" is how the prostate is often misspelt.
      .replace(/\bprostrate\b/g, "prostate")
      .replace(/\b(\d+)\s*(?:wks?|weeks?)\b/g, "$1 weeks")
      // "iron deficient" is the deficiency.
      .replace(/\bdeficient\b/g, "deficiency")
  );
}

/** "Turmeric (curcumin)" as people write it: "Turmeric". */
export function withoutBrackets(name: string): string {
  return name.replace(/\s*\([^)]*\)/g, "");
}

/** What two ways of writing one name share: "Turmeric (curcumin)" and "turmeric". */
export const plainName = (name: string): string => normaliseName(withoutBrackets(name));

function tokensOf(text: string): string[] {
  const normal = normaliseName(text);
  return normal === "" ? [] : normal.split(" ");
}

const NEGATION_CUES = new Set([
  "no",
  "not",
  "non",
  "never",
  "without",
  "denies",
  "denied",
  "negative",
  "free",
  "ex",
  "former",
  "formerly",
  "stopped",
  "quit",
  "nor",
  "neither",
  "off",
  "dont",
  "doesnt",
  "isnt",
  "arent",
  "havent",
  "hasnt",
  "wasnt",
  "didnt",
  "nil",
  // "None", "nothing regular", "N/A": an answer that there is nothing to list.
  "none",
  "nothing",
  // What someone must not take is not taken: "can't take NSAIDs", "cannot have ibuprofen".
  "cant",
  "cannot",
  "shouldnt",
  "mustnt",
  "contraindicated",
]);

/** A negation ends at these ("not pregnant and diabetic": diabetic holds). */
const SCOPE_BREAKERS = new Set([
  "and",
  "but",
  "however",
  "although",
  "though",
  "except",
  "apart",
  "besides",
  "plus",
  "also",
  "whereas",
  "while",
  // A cause is said to be so: "can't walk far because of heart failure"; so is what follows "so".
  "because",
  "caused",
  "so",
]);

// Whether a past clause ends what it names is the dictionary's call: a pregnancy ends, a stroke stays.
const PAST_WORDS = new Set([
  "was",
  "were",
  "previously",
  "previous",
  "finished",
  "completed",
  "ended",
  "past",
  "discontinued",
]);

// A part that only says the one before is over: "warfarin (stopped)", "sertraline - no longer", "UTI, cleared".
const OVER_AFTERWARDS = new RegExp(
  String.raw`^\s*(?:now\s+)?(?:stopped|discontinued|finished|completed|ended|past|previously|resolved|cleared|cured|no\s+longer(?:\s+(?:taking|take|on))?|not\s+any\s*more)` +
    String.raw`(?:\s+(?:in\s+)?(?:19|20)\d\d|\s+(?:in\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)(?:\s+(?:19|20)\d\d)?` +
    String.raw`|\s+last\s+\p{L}+|\s+(?:\d+|an?|a\s+few|a\s+couple\s+of)\s+\p{L}+\s+ago|\s+(?:yesterday|recently|today))?\s*$`,
  "iu",
);

const OVER_AT_END = /\s+(resolved|cured)\s*$/iu;

/** After "last", the words that make it a time well past ("last year", "last May", "my last pregnancy"). */
const LAST_WHAT = new Set(
  (
    "year summer winter spring autumn christmas pregnancy january february march april may june july august " +
    "september october november december"
  ).split(" "),
);

const YOUNGER = new Set("child kid baby toddler teenager teen youngster student".split(" "));

/** Before "ago", the units far enough back to end a course of treatment ("5 years ago", not "2 weeks ago"). */
const AGO_UNITS = new Set([
  "year",
  "years",
  "month",
  "months",
  "decade",
  "decades",
  "yr",
  "yrs",
  "mth",
  "mths",
]);

/** After "used to", verbs that say what a medicine is for ("used to treat acne"), not that it was taken. */
const PURPOSE_VERBS = new Set(
  "treat prevent control manage help stop reduce relieve lower thin protect ease".split(" "),
);

// These keep a clause current despite a past word ("started chemo 2 years ago"); doubt reads as current. A device
// "fitted in 2023" is still in place.
const CURRENT_WORDS = new Set(
  (
    "since still now currently current ongoing start starts started starting began begun restarted resumed put " +
    "fitted inserted implanted " +
    "switched changed increased reduced prescribed given told advised diagnosed today tonight tomorrow next " +
    "upcoming soon due booked scheduled planned will going coming until till this am is are"
  ).split(" "),
);

const MONTHS = new Set(
  "january february march april may june july august september october november december".split(" "),
);

const TAKING_NOW = new Set(["on", "taking", "takes", "using"]);
const RECOVERED_FROM = new Set(["recovery", "clean"]);

/** Before "off", words of a medicine being reduced, still taken: "weaning off", "trying to come off". */
const COMING_OFF = new Set("weaning tapering coming come getting get reducing titrating cutting".split(" "));

/** Clause boundaries: a negation never crosses them. */
const CLAUSE_SPLIT = /[,;.\n()[\]/|+]|\s[-–—]\s|\bbut\b/i;

const DEVICE_NAMES =
  "solostar kwikpen flexpen flextouch penfill pumpcart turbohaler accuhaler evohaler easyhaler autohaler " +
  "spiromax ellipta breezhaler genuair respimat handihaler nexthaler modulite clickhaler novolizer aerosphere " +
  "zonda safesystem twisthaler";

/** Inhaler and pen device names that follow a brand ("Relvar Ellipta", "DuoResp Spiromax"). */
export const DEVICE_WORDS: ReadonlySet<string> = new Set(DEVICE_NAMES.split(" "));

const STRENGTH_UNITS =
  "mg mcg ug µg μg microgram micrograms milligram milligrams g gram grams ml iu unit units";

const FILLER_WORDS = new Set(
  (
    `${STRENGTH_UNITS} tablet tablets tab ` +
    "tabs capsule capsules caps cap pill pills dose doses dosage daily day days a an the once twice three four " +
    "times time per x every morning mornings evening evenings night nights nightly bedtime am pm od bd tds qds " +
    "prn nocte mane as needed required when take takes taking taken i im my me on of for to with or also use " +
    "other others another " +
    "get gets getting keep keeps prone " +
    "using used weekly week monthly month injection injections inhaler inhalers spray sprays cream gel patch " +
    // The devices people name with the medicine ("Ozempic pen", "EpiPen auto-injector").
    `pen pens injector injectors auto ${DEVICE_NAMES} ` +
    // Where and how it is used ("fluticasone nasal spray"), and who oversees it ("warfarin as directed by clinic").
    "nasal oral topical vaginal rectal eye eyes ear ears skin scalp mouthwash lozenge lozenges suppository " +
    "suppositories pessary pessaries ointment lotion shampoo foam directed instructed clinic hospital " +
    "consultant specialist nurse pharmacist dentist implant implants coil coils course courses check checks target " +
    "range level levels waiting list bad through " +
    // Flavours on pharmacy packs ("Fybogel Orange", "Movicol Plain").
    "orange plain blackcurrant aniseed flavour flavoured " +
    "patches drops liquid solution sachet sachets sr mr xl er la cr modified release prolonged slow standard " +
    "strength extra high low regular usual current currently have has had having been diagnosed diagnosis " +
    "history condition conditions problem problems issue issues type stage mild moderate severe chronic " +
    "long term short still about around approx approximately just only each after before at in from by since " +
    "ago last meal meals food breakfast lunch dinner tea supper water empty stomach hour hours hourly hrs hr " +
    "yrs wks mths percent " +
    "weeks months years prescribed prescription gp doctor otc counter over well controlled managed treated " +
    "monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays " +
    "mon tue tues wed thu thur thurs fri " +
    "saturdays sundays weekend weekends weekday weekdays alternate january february march april may june july " +
    "august september october november december first second third fourth fifth twins year yearly decade " +
    "decades summer winter spring autumn christmas assessment appointment " +
    // How it is taken and how often ("2 puffs", "dispersible", "dose varies", "injections fortnightly").
    "puff puffs pump pumps drop dispersible soluble effervescent chewable chewed chew orodispersible coated retard sublingual buccal " +
    "syrup suspension elixir linctus mixture inhalator half oromucosal syringe syringes ampoule ampoules inj " +
    "vial vials tube tubes plaster plasters medicated " +
    "film gastro resistant gastroresistant enteric " +
    "fortnightly fortnight quarterly varies varying variable monitored monitoring single stat loading " +
    // The salt on a pack or in product information ("ciprofloxacin hydrochloride", "methotrexate sodium").
    "sodium hydrochloride hcl hyclate mesilate mesylate maleate besilate besylate tartrate succinate fumarate " +
    "hydrobromide monohydrate dihydrate trihydrate hemihydrate anhydrous resin diethylammonium " +
    // How product information lists them ("loop diuretics such as furosemide", "digoxin and other glycosides").
    "such other others including like etc preparation preparations formulation formulations " +
    // How product information qualifies a condition ("active peptic ulcer", "uncontrolled hypertension",
    // "patients with known or undiagnosed…", "deficiency states").
    "active uncontrolled untreated undiagnosed known patients any states " +
    // "No known (drug) allergies" as clinic letters abbreviate it.
    "nkda nka nkfa " +
    // How often or since when ("ibuprofen occasionally", "recently started sertraline").
    "occasionally occasional sometimes some often usually normally rarely regularly recently recent intermittently " +
    "one two five six seven eight nine ten eleven twelve couple few several " +
    "mins reducing tapering cover baby babies old childhood child kid teenager treatment remission cycle cycles " +
    "round rounds " +
    "borderline slightly bit metastatic terminal " +
    // A condition not yet confirmed is checked as if it were ("suspected coeliac", "query AF", "at risk of gout").
    "suspected possible probable query investigated investigation investigations awaiting tests being risk " +
    // Words around a name that say nothing of it ("unsure if", "which isn't controlled", "signed off", "my meds").
    "unsure uncertain its definitely because signed that which always miss missed forget forgot " +
    "medication medications medicine medicines meds " +
    "weaning coming come trying stop stopping finishing between moment give cutting down quitting " +
    // A medicine about to start or end is read as taken ("GP wants me to start statins", "ending Friday").
    "might maybe possibly could undergoing want wants wanted considering planning plan planned soon starts ending ends " +
    "until " +
    "survivor survivors " +
    // Product information's qualifiers ("during pregnancy", "second degree block", "transplant recipients", "ml/min").
    "during degree recipient recipients sufferer sufferers min minute minutes granule granules powder powders fastabs gum diet getting " +
    // Where a condition is ("osteoarthritis knees", "eczema on my hands"): the condition is read, not the place.
    "knee knees hip hips hand hands shoulder shoulders foot feet leg legs arm arms wrist wrists ankle ankles " +
    "elbow elbows neck joint joints finger fingers toe toes " +
    // The shop's own brand on the pack ("Boots paracetamol", "Tesco hayfever tablets"): the medicine is what is read.
    "boots superdrug tesco asda sainsburys sainsbury morrisons aldi lidl lloyds lloydspharmacy wilko savers numark " +
    "rowlands galpharm generic own brand pharmacy chemist chemists relief " +
    // What was done to fit a device or stent ("stent fitted 2020", "coil inserted").
    "fitted inserted placed " +
    // How a diagnosis is qualified without changing it ("early dementia", "relapsing remitting MS", "HIV,
    // undetectable", "2 stents", "sleep apnoea, use CPAP"). Not "carrier": a carrier of a gene has a trait.
    "early relapsing remitting familial undetectable stent stents cpap " +
    "acute primary subclinical permanent recurrent unspecified mixed disorder finding situation patient maternity cigs " +
    "nos nec state acquired idiopathic seronegative seropositive paranoid focal classical congenital senile " +
    "intrinsic extrinsic bronchial persistent atypical solitary postsurgical postablative diffuse incidental confirmed " +
    "lyophilisate lyophilisates cutaneous application apply nebuliser nebulizer nebules nebs actuation chewing " +
    "emulgel micronised aqueous muco adhesive supervised lacquer"
  ).split(" "),
);

export function isFiller(token: string): boolean {
  return FILLER_WORDS.has(token) || /^\d/.test(token) || token.length < 3;
}

/** A word passed over as filler: if nothing else is read, "BP", "QT" or "3 inhalers" must not vanish unchecked. */
const isPassedWord = (token: string) => !/^\d/.test(token) && /\p{L}/u.test(token);

interface Phrase<T> {
  tokens: readonly string[];
  value: T;
  name: string;
}

export interface PhraseIndex<T> {
  byFirstToken: ReadonlyMap<string, readonly Phrase<T>[]>;
  wordsByLength: ReadonlyMap<number, readonly string[]>;
  displayNames: ReadonlyMap<string, string>;
}

/** An entry is read from `name` and shown as `shownAs` when given ("diabetes meds" shows the group's name). */
export function buildPhraseIndex<T>(
  entries: Iterable<readonly [name: string, value: T, shownAs?: string]>,
): PhraseIndex<T> {
  const byFirstToken = new Map<string, Phrase<T>[]>();
  const words = new Set<string>();
  const displayNames = new Map<string, string>();
  for (const [written, value, shownAs] of entries) {
    const tokens = tokensOf(written);
    const first = tokens[0];
    if (first === undefined) continue;
    const name = shownAs ?? written;
    const list = byFirstToken.get(first) ?? [];
    list.push({ tokens, value, name });
    byFirstToken.set(first, list);
    if (tokens.length === 1) words.add(first);
    if (!displayNames.has(tokens.join(" "))) displayNames.set(tokens.join(" "), name);
  }
  for (const list of byFirstToken.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  const wordsByLength = new Map<number, string[]>();
  for (const word of words) wordsByLength.set(word.length, [...(wordsByLength.get(word.length) ?? []), word]);
  return { byFirstToken, wordsByLength, displayNames };
}

export interface PhraseMatch<T> {
  value: T;
  name: string;
  /** The words of the name as read. */
  words: readonly string[];
  negated: boolean;
  past: boolean;
  /** Said of an event that has happened ("had my op", "post-op", "recovering from surgery") and is not ahead. */
  behind: boolean;
}

export interface PhraseReading<T> {
  matches: PhraseMatch<T>[];
  sawNegation: boolean;
  unrecognised: string[];
}

// A strength typed inside a name is passed over ("budesonide 3mg capsules"); `tokens` are then the words typed.
const STRENGTH_UNIT = new Set(STRENGTH_UNITS.split(" "));
const isStrength = (token: string) => /^\d/.test(token) || STRENGTH_UNIT.has(token);

function spanOf(phrase: readonly string[], tokens: readonly string[], at: number): number | undefined {
  let next = at;
  for (const [offset, word] of phrase.entries()) {
    while (
      offset > 0 &&
      tokens[next] !== word &&
      isStrength(tokens[next] ?? "") &&
      next - at < phrase.length + 3
    )
      next += 1;
    if (tokens[next] !== word) return undefined;
    next += 1;
  }
  return next - at;
}

function longestAt<T>(index: PhraseIndex<T>, tokens: readonly string[], at: number): Phrase<T> | undefined {
  const first = tokens[at];
  if (first === undefined) return undefined;
  for (const phrase of index.byFirstToken.get(first) ?? []) {
    const span = spanOf(phrase.tokens, tokens, at);
    if (span === phrase.tokens.length) return phrase;
    if (span !== undefined) return { ...phrase, tokens: tokens.slice(at, at + span) };
  }
  return undefined;
}

type Tense = { tense: "past" | "current"; length: number } | undefined;

function tenseAt(tokens: readonly string[], at: number, currentYear: number): Tense {
  const token = tokens[at] ?? "";
  const before = tokens[at - 1] ?? "";
  const after = tokens[at + 1] ?? "";
  // "Until 2020", "until last year", "until 2 years ago" ended in a time gone by.
  if (token === "until" || token === "till") {
    const untilYear = /^(19|20)\d\d$/.test(after) ? Number(after) : undefined;
    if (untilYear !== undefined && untilYear < currentYear) return { tense: "past", length: 2 };
    if (after === "last" && LAST_WHAT.has(tokens[at + 2] ?? "")) return { tense: "past", length: 3 };
    if (tokens[at + 3] === "ago" && AGO_UNITS.has(tokens[at + 2] ?? "")) return { tense: "past", length: 4 };
  }
  if (CURRENT_WORDS.has(token)) return { tense: "current", length: 1 };
  // "Stopped" before a name negates it ("stopped warfarin"); last in the part it ends what came before.
  if (token === "stopped" && at === tokens.length - 1) return { tense: "past", length: 1 };
  if (PAST_WORDS.has(token)) return { tense: "past", length: 1 };
  if (token === "used" && after === "to" && !PURPOSE_VERBS.has(tokens[at + 2] ?? ""))
    return { tense: "past", length: 2 };
  // "Came off" is over; "trying to come off" is still taking it.
  if (token === "came" && after === "off") return { tense: "past", length: 2 };
  if (token === "as" && (after === "a" || after === "an") && YOUNGER.has(tokens[at + 2] ?? ""))
    return { tense: "past", length: 3 };
  if (token === "last" && LAST_WHAT.has(after)) return { tense: "past", length: 1 };
  if (token === "ago" && AGO_UNITS.has(before)) return { tense: "past", length: 1 };
  // A year only as a date ("in 2019", "May 2019"), never as an amount ("2000 units").
  const year = /^(19|20)\d\d$/.test(token) ? Number(token) : undefined;
  if (
    year !== undefined &&
    year < currentYear &&
    (before === "in" || before === "during" || MONTHS.has(before))
  )
    return { tense: "past", length: 1 };
  return undefined;
}

// An event is placed by aspect and preposition ("had", "ago" behind; "next", "in 2 weeks" ahead). Ahead wins.
const BEHIND_WORDS = new Set(
  "had healing healed yesterday underwent done ago child kid teenager childhood".split(" "),
);
const BEHIND_BEFORE = new Set("after post since following recovering recovered recovery recover".split(" "));
const AHEAD_WORDS = new Set(
  "next upcoming due booked scheduled planned will going tomorrow soon having".split(" "),
);
const AHEAD_BEFORE = new Set("before pre prior ahead preparing awaiting waiting".split(" "));
const COUNT_WORDS = new Set("a an one two three four five six few couple of".split(" "));
const TIME_UNITS = new Set("day days week weeks fortnight fortnights month months".split(" "));

type Side = "behind" | "ahead";
type EventCue = { side: Side; before: boolean } | undefined;

function eventCueAt(tokens: readonly string[], at: number): EventCue {
  const token = tokens[at] ?? "";
  const after = tokens[at + 1] ?? "";
  if (token === "having" && (after === "had" || after === "been")) return { side: "behind", before: false };
  if (token === "last") return { side: "behind", before: false };
  if (token === "in") {
    // "in 2 weeks", "in a fortnight": a time from now.
    let next = at + 1;
    while (COUNT_WORDS.has(tokens[next] ?? "") || /^\d+$/.test(tokens[next] ?? "")) next += 1;
    return next > at + 1 && TIME_UNITS.has(tokens[next] ?? "") ? { side: "ahead", before: false } : undefined;
  }
  if (AHEAD_WORDS.has(token)) return { side: "ahead", before: false };
  if (AHEAD_BEFORE.has(token)) return { side: "ahead", before: true };
  if (BEHIND_WORDS.has(token)) return { side: "behind", before: false };
  return BEHIND_BEFORE.has(token) ? { side: "behind", before: true } : undefined;
}

interface Part<T> {
  matches: PhraseMatch<T>[];
  past: boolean;
  current: boolean;
  behind: boolean;
  ahead: boolean;
  /** Prepositions seen so far, which place the events named after them. */
  leading: Set<Side>;
}

const newPart = <T>(): Part<T> => ({
  matches: [],
  past: false,
  current: false,
  behind: false,
  ahead: false,
  leading: new Set(),
});

function closePart<T>(part: Part<T>, reading: PhraseReading<T>): void {
  const past = part.past && !part.current;
  const behind = part.behind && !part.ahead;
  for (const match of part.matches) reading.matches.push({ ...match, past: match.past || past, behind });
}

const UNSURE_WORDS = new Set([
  "sure",
  "certain",
  "know",
  "idea",
  "remember",
  "recall",
  "officially",
  "formally",
]);
const WHETHER_WORDS = new Set(["if", "whether", "about"]);

/** Tokens of "not sure if", "not 100% sure whether", "don't know if" at a negation cue; 0 when it is a denial. */
function unsureLength(tokens: readonly string[], at: number): number {
  let next = at + 1;
  if (/^\p{N}+$/u.test(tokens[next] ?? "")) next += 1;
  if (!UNSURE_WORDS.has(tokens[next] ?? "")) return 0;
  return next + 1 - at + (WHETHER_WORDS.has(tokens[next + 1] ?? "") ? 1 : 0);
}

const OFF_FROM = new Set(["work", "sick", "school", "college", "uni"]);
// "INR way off after starting turmeric": a result out of range, not a medicine stopped.
const OFF_BY = new Set(["way", "bit", "slightly", "little", "really", "totally", "completely", "miles"]);
const OFF_THEN = new Set(["after", "since", "because"]);
const AGAINST_AFTER = new Set(["blocker", "blockers", "blocking", "suppressant", "suppressants"]);
const NOT_EVERY_TIME = new Set(["always", "miss", "missed", "forget", "forgot"]);
const HOW_OFTEN = new Set(["regularly", "consistently", "reliably", "religiously"]);

/** Words at `at` that look like a denial and are not one; 0 when they are, or are not such words. */
function notDenyingLength(tokens: readonly string[], at: number): number {
  const token = tokens[at] ?? "";
  // "Free of cancer" denies what follows; "gluten free diet for coeliac disease" describes a diet, and denies nothing.
  if (tokens[at + 1] === "free" && !NEGATION_CUES.has(token)) return 2;
  if (token === "free") return ["of", "from"].includes(tokens[at + 1] ?? "") ? 0 : 1;
  // "Signed off work with depression", "off sick with a chest infection": away from work, not off a medicine.
  if (token === "off" && OFF_FROM.has(tokens[at + 1] ?? "")) return 2;
  if (token === "off" && (OFF_BY.has(tokens[at - 1] ?? "") || OFF_THEN.has(tokens[at + 1] ?? ""))) return 1;
  if (!NEGATION_CUES.has(token)) return 0;
  // "Don't always take my warfarin", "never miss my sertraline": how often it is taken, so it is taken.
  if (NOT_EVERY_TIME.has(tokens[at + 1] ?? "") || tokens.slice(at + 1).some((word) => HOW_OFTEN.has(word)))
    return 1;
  // "Not sure if pregnant", "don't know if I have diabetes": doubt is not denial, and a condition in doubt is checked.
  return unsureLength(tokens, at);
}

/** "Anti-oestrogens", "testosterone blockers" work against what they name: unread unless named whole. */
function againstAt<T>(
  index: PhraseIndex<T>,
  tokens: readonly string[],
  at: number,
  phrase: Phrase<T> | undefined,
): string[] | undefined {
  if (!phrase) {
    const named = tokens[at] === "anti" ? longestAt(index, tokens, at + 1) : undefined;
    return named ? ["anti", ...named.tokens] : undefined;
  }
  const next = tokens[at + phrase.tokens.length] ?? "";
  return AGAINST_AFTER.has(next) ? [...phrase.tokens, next] : undefined;
}

function addMatch<T>(part: Part<T>, phrase: Phrase<T>, negated: boolean, past: boolean): void {
  for (const side of part.leading) part[side] = true;
  part.matches.push({
    value: phrase.value,
    name: phrase.name,
    words: phrase.tokens,
    negated,
    past,
    behind: false,
  });
}

function readClause<T>(
  index: PhraseIndex<T>,
  clause: string,
  reading: PhraseReading<T>,
  currentYear: number,
  passed: string[],
): void {
  const tokens = tokensOf(clause);
  let negating = false;
  let pastNext = false;
  // Past and current words count for the part of the clause between "and", "but" and the like.
  let part = newPart<T>();
  for (let at = 0; at < tokens.length;) {
    const token = tokens[at] ?? "";
    // After a denial "on" names what is taken now ("ex heroin user on methadone"); "clean from heroin" is over.
    if (negating && TAKING_NOW.has(token) && part.matches.some((match) => match.negated)) negating = false;
    if (RECOVERED_FROM.has(token) && ["from", "of"].includes(tokens[at + 1] ?? "")) {
      [pastNext, at] = [true, at + 2];
      continue;
    }
    const phrase = longestAt(index, tokens, at);
    const against = againstAt(index, tokens, at, phrase);
    if (against) {
      if (!negating) reading.unrecognised.push(...against);
      at += against.length;
      continue;
    }
    if (phrase) {
      addMatch(part, phrase, negating, pastNext);
      pastNext = false;
      at += phrase.tokens.length;
      continue;
    }
    const cue = eventCueAt(tokens, at);
    if (cue?.before) part.leading.add(cue.side);
    else if (cue) part[cue.side] = true;
    // An event dated by a past year ("hip replacement 2019") is behind, with or without "in".
    if (/^(19|20)\d\d$/.test(token) && Number(token) < currentYear) part.behind = true;
    // "Can't work due to depression": the cause is said to be so ("due" alone is a date to come, as a tense).
    if (token === "due" && tokens[at + 1] === "to") negating = false;
    const tense = tenseAt(tokens, at, currentYear);
    if (tense) {
      if (tense.tense === "past") part.past = true;
      else part.current = true;
      at += tense.length;
      continue;
    }
    // "kidney failure untreated by dialysis": what comes after is not had; "untreated diabetes" keeps diabetes.
    const untreatedBy = token === "untreated" && ["by", "with"].includes(tokens[at + 1] ?? "");
    // "Weaning off sertraline" is still taking it, as "came off" (a past, read above) is not.
    const stillComingOff = token === "off" && COMING_OFF.has(tokens[at - 1] ?? "");
    if (stillComingOff) {
      at += 1;
      continue;
    }
    const notDenying = notDenyingLength(tokens, at);
    if (notDenying > 0) {
      at += notDenying;
      continue;
    }
    if (NEGATION_CUES.has(token) || untreatedBy) {
      negating = true;
      reading.sawNegation = true;
    } else if (SCOPE_BREAKERS.has(token)) {
      negating = false;
      closePart(part, reading);
      part = newPart<T>();
    } else if (cue === undefined && !isFiller(token) && !/^\p{N}+$/u.test(token)) {
      // "nonsmoker", "nondiabetic": a known name behind a fused "non" is a negation too.
      const fused = token.startsWith("non") ? longestAt(index, [token.slice(3)], 0) : undefined;
      if (fused) {
        part.matches.push({
          value: fused.value,
          name: fused.name,
          words: [token],
          negated: true,
          past: false,
          behind: false,
        });
        reading.sawNegation = true;
      } else if (!negating) reading.unrecognised.push(token);
    } else if (!negating && isPassedWord(token)) passed.push(token);
    at += 1;
  }
  closePart(part, reading);
}

// "N/A", "nope", "fit and well", "just vitamins": an answer that there is nothing to list ("idk" is not one).
const NOTHING_TO_LIST =
  /^\s*(?:n\s*\/\s*a|na|nope|nah|zero|healthy|fit and (?:well|healthy)|all good|(?:just|only) (?:vitamins|supplements|multivitamins?)|(?:vitamins|supplements) only)(?:\s*[,.!]?\s*(?:thanks|thank you|ta|thx|cheers))?\s*[.!]*\s*$/iu;

export function readPhrases<T>(
  index: PhraseIndex<T>,
  text: string,
  currentYear = new Date().getFullYear(),
): PhraseReading<T> {
  if (NOTHING_TO_LIST.test(text)) return { matches: [], unrecognised: [], sawNegation: true };
  // A name picked from the list is read whole, brackets and all ("DPP-4 inhibitors (gliptins)").
  const whole = tokensOf(text);
  const named = longestAt(index, whole, 0);
  if (named && named.tokens.length === whole.length)
    return {
      matches: [
        {
          value: named.value,
          name: named.name,
          words: named.tokens,
          negated: false,
          past: false,
          behind: false,
        },
      ],
      unrecognised: [],
      sawNegation: false,
    };
  const reading: PhraseReading<T> = { matches: [], unrecognised: [], sawNegation: false };
  const passed: string[] = [];
  let previous = 0;
  for (const clause of text.replace(OVER_AT_END, ", $1").split(CLAUSE_SPLIT)) {
    if (OVER_AFTERWARDS.test(clause) && reading.matches.length > previous) {
      reading.matches = [
        ...reading.matches.slice(0, previous),
        ...reading.matches.slice(previous).map((match) => ({ ...match, past: true })),
      ];
      continue;
    }
    if (clause.trim() === "") continue;
    previous = reading.matches.length;
    readClause(index, clause, reading, currentYear, passed);
  }
  const readNothing = reading.matches.length === 0 && reading.unrecognised.length === 0;
  if (readNothing && !reading.sawNegation) reading.unrecognised.push(...passed);
  return reading;
}

// Three rows reused across calls: every unread word is compared with thousands of names.
let distanceRows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (distanceRows[0].length <= b.length) {
    const width = b.length * 2 + 1;
    distanceRows = [new Int32Array(width), new Int32Array(width), new Int32Array(width)];
  }
  let [previousPrevious, previous, current] = distanceRows;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const letter = a.charCodeAt(i - 1);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const other = b.charCodeAt(j - 1);
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (letter === other ? 0 : 1),
      );
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === other)
        value = Math.min(value, (previousPrevious[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [previousPrevious, previous, current] = [previous, current, previousPrevious];
  }
  return previous[b.length] ?? limit + 1;
}

/**
 * Longer names that begin with what was typed from `word` up to its first number ("Beechams" → "Beechams All in
 * One"), one per meaning; "vitamin D" does not begin "Vitamin K antagonists".
 */
export function namesBeginningWith<T>(
  index: PhraseIndex<T>,
  typed: string,
  word: string,
  keep: (value: T) => boolean = () => true,
): string[] {
  const tokens = tokensOf(typed);
  const from = tokens.indexOf(word);
  if (from < 0) return [];
  const end = tokens.findIndex((token, at) => at > from && /\d/.test(token));
  const start = tokens.slice(from, end < 0 ? undefined : end);
  const phrases = (index.byFirstToken.get(word) ?? [])
    .filter(
      (phrase) =>
        phrase.tokens.length > start.length &&
        start.every((token, at) => phrase.tokens[at] === token) &&
        keep(phrase.value),
    )
    .sort((a, b) => a.tokens.length - b.tokens.length || a.name.localeCompare(b.name));
  const meanings = new Set<T>();
  const names: string[] = [];
  for (const phrase of phrases) {
    if (names.length === 4 || meanings.has(phrase.value)) continue;
    meanings.add(phrase.value);
    names.push(phrase.name);
  }
  return names;
}

/** Names whose first word begins with what was typed ("levo": Levothyroxine, Levofloxacin…), when it is long enough. */
export function namesBeginningWithWord<T>(
  index: PhraseIndex<T>,
  word: string,
  rank: (value: T, name: string) => number = () => 0,
  sameThing: (value: T) => unknown = (value) => value,
): string[] {
  if (word.length < 4) return [];
  const names = new Map<string, { rank: number; thing: unknown }>();
  for (const [first, phrases] of index.byFirstToken) {
    if (first === word || !first.startsWith(word)) continue;
    for (const phrase of phrases)
      if (phrase.tokens.length === 1)
        names.set(phrase.name, { rank: rank(phrase.value, phrase.name), thing: sameThing(phrase.value) });
  }
  const offered = new Set<unknown>();
  return [...names]
    .sort(
      ([a, { rank: rankA }], [b, { rank: rankB }]) =>
        rankA - rankB || a.length - b.length || a.localeCompare(b),
    )
    .filter(([, { thing }]) => !offered.has(thing) && offered.add(thing))
    .slice(0, 4)
    .map(([name]) => name);
}

function closeNames<T>(index: PhraseIndex<T>, word: string, limit = word.length >= 7 ? 2 : 1): string[] {
  if (word.length < 4) return [];
  const candidates: string[] = [];
  for (let length = word.length - limit; length <= word.length + limit; length += 1)
    candidates.push(...(index.wordsByLength.get(length) ?? []));
  return candidates
    .map((candidate) => ({ candidate, distance: editDistance(word, candidate, limit) }))
    .filter(({ distance }) => distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .map(({ candidate }) => candidate);
}

// Misspellings rarely change the first sound: "Waxol" is not offered "Taxol", but "setirizine" is offered "Cetirizine".
const FIRST_SOUNDS = ["ckqsxz", "aeiouy", "fp"];

function sameFirstSound(a: string, b: string): boolean {
  return (
    a[0] === b[0] || FIRST_SOUNDS.some((sounds) => sounds.includes(a[0] ?? "") && sounds.includes(b[0] ?? ""))
  );
}

export function suggestionsFor<T>(index: PhraseIndex<T>, word: string): string[] {
  return closeNames(index, word)
    .filter((candidate) => sameFirstSound(candidate, word))
    .slice(0, 3)
    .map((candidate) => index.displayNames.get(candidate) ?? candidate);
}

/** The one thing a misspelt word is a letter from ("sertaline"); two letters away is often another medicine. */
export function soleCloseName<T>(index: PhraseIndex<T>, word: string, limit = 1): string | undefined {
  if (word.length < 6 || isFiller(word)) return undefined;
  const close = closeNames(index, word, limit);
  const meanings = new Set(
    close.flatMap((name) =>
      (index.byFirstToken.get(name) ?? [])
        .filter((phrase) => phrase.tokens.length === 1)
        .map((phrase) => phrase.value),
    ),
  );
  return meanings.size === 1 ? close[0] : undefined;
}
