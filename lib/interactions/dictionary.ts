import type { Condition, Medicine, MedicineClass, NutrientContent } from "./dictionary-schema";
import { isMedicineNoun, layClassNames, otherNumber } from "./class-names";
import {
  buildPhraseIndex,
  DEVICE_WORDS,
  isFiller,
  namesBeginningWith,
  normaliseName,
  readPhrases,
  soleCloseName,
  withoutBrackets,
  suggestionsFor,
  namesBeginningWithWord,
  type PhraseIndex,
  type PhraseMatch,
  type PhraseReading,
} from "./names";
import type { SupplementReaction } from "./reactions";

/** A catalogue ingredient's names, so one typed among medicines can be told apart from an unknown medicine. */
interface SupplementName {
  name: string;
  synonyms: readonly string[];
}

export interface Dictionaries {
  medicines: readonly Medicine[];
  medicineClasses: readonly MedicineClass[];
  conditions: readonly Condition[];
  supplements?: readonly SupplementName[];
}

type MedicineTerm = { kind: "medicine"; slug: string } | { kind: "class"; slug: string };

export interface DictionaryIndex {
  medicines: ReadonlyMap<string, Medicine>;
  classes: ReadonlyMap<string, MedicineClass>;
  conditions: ReadonlyMap<string, Condition>;
  classesOfMedicine: ReadonlyMap<string, ReadonlySet<string>>;
  classClosure: ReadonlyMap<string, ReadonlySet<string>>;
  /** What a group typed by its name is checked as: its closure and what every listed member is. */
  groupClasses: ReadonlyMap<string, ReadonlySet<string>>;
  /** The medicines in each group, directly or through a narrower one. */
  classMembers: ReadonlyMap<string, readonly string[]>;
  conditionClosure: ReadonlyMap<string, ReadonlySet<string>>;
  medicineNames: PhraseIndex<MedicineTerm>;
  conditionNames: PhraseIndex<string>;
  supplementNames: PhraseIndex<string>;
  medicineReadings: Map<string, MedicineReading>;
  conditionReadings: Map<string, ConditionReading>;
  reactionReadings: Map<string, SupplementReaction>;
}

/** So odd input cannot grow the memory without bound. */
const READING_MEMO_LIMIT = 5_000;

export function remembered<T>(memo: Map<string, T>, typed: string, read: () => T): T {
  const known = memo.get(typed);
  if (known !== undefined) return known;
  const value = read();
  if (memo.size >= READING_MEMO_LIMIT) memo.clear();
  memo.set(typed, value);
  return value;
}

function closures(keys: Iterable<string>, parentsOf: (key: string) => readonly string[]) {
  const result = new Map<string, ReadonlySet<string>>();
  for (const key of keys) {
    const seen = new Set<string>();
    const stack = [key];
    while (stack.length > 0) {
      const next = stack.pop();
      if (next === undefined || seen.has(next)) continue;
      seen.add(next);
      stack.push(...parentsOf(next));
    }
    result.set(key, seen);
  }
  return result;
}

// "Heparin" typed alone is checked for what all heparins do (raise potassium), not only for the class's own
// records; a class with one listed member says nothing about the rest, so it keeps its closure alone.
function groupClassesOf(
  classClosure: ReadonlyMap<string, ReadonlySet<string>>,
  classesOfMedicine: ReadonlyMap<string, ReadonlySet<string>>,
  classMembers: ReadonlyMap<string, readonly string[]>,
): Map<string, ReadonlySet<string>> {
  const result = new Map<string, ReadonlySet<string>>();
  for (const [slug, closure] of classClosure) {
    const members = (classMembers.get(slug) ?? []).map(
      (member) => classesOfMedicine.get(member) ?? new Set<string>(),
    );
    const [first, ...rest] = members;
    if (!first || rest.length === 0) {
      result.set(slug, closure);
      continue;
    }
    const shared = [...first].filter((other) => rest.every((classes) => classes.has(other)));
    result.set(slug, new Set([...closure, ...shared]));
  }
  return result;
}

type NameEntry = [name: string, term: MedicineTerm, shownAs?: string];

/** A name no group may take: a medicine's, or a supplement's alone or with a medicine word ("calcium tablets"). */
function takenNames(dictionaries: Dictionaries): (phrase: string) => boolean {
  const medicineNames = new Set(
    dictionaries.medicines.flatMap((medicine) =>
      [medicine.name, ...medicine.brands, ...medicine.otherNames].map(normaliseName),
    ),
  );
  const supplementNames = new Set(
    (dictionaries.supplements ?? []).flatMap((entry) => [entry.name, ...entry.synonyms].map(normaliseName)),
  );
  return (phrase) => {
    const normal = normaliseName(phrase);
    if (medicineNames.has(normal) || supplementNames.has(normal)) return true;
    const words = normal.split(" ");
    return words.some(
      (_, end) =>
        end > 0 && supplementNames.has(words.slice(0, end).join(" ")) && isMedicineNoun(words.slice(end)),
    );
  };
}

function medicineNameEntries(dictionaries: Dictionaries): NameEntry[] {
  const entries: NameEntry[] = [];
  for (const medicine of dictionaries.medicines) {
    const term: MedicineTerm = { kind: "medicine", slug: medicine.slug };
    for (const name of [medicine.name, ...medicine.brands, ...medicine.otherNames])
      entries.push([name, term]);
  }
  const groups = dictionaries.medicineClasses.filter((medicineClass) => !medicineClass.mechanism);
  for (const medicineClass of groups) {
    const term: MedicineTerm = { kind: "class", slug: medicineClass.slug };
    for (const name of [medicineClass.name, ...(medicineClass.synonyms ?? [])]) entries.push([name, term]);
  }
  // A mechanism group is read only as product information words it ("CYP3A4 substrates"), never by its lay name.
  for (const medicineClass of dictionaries.medicineClasses.filter((entry) => entry.mechanism))
    for (const name of medicineClass.synonyms ?? [])
      entries.push([name, { kind: "class", slug: medicineClass.slug }]);
  const isTaken = takenNames(dictionaries);
  const lay = groups.flatMap((medicineClass) =>
    layClassNames(medicineClass, isTaken).map((name) => [name, medicineClass] as const),
  );
  for (const [name, only] of unambiguous(entries, lay))
    entries.push([name, { kind: "class", slug: only.slug }, only.name]);
  return [...entries, ...joinedNames(entries), ...withoutDevice(entries, isTaken)];
}

// "DuoResp" is how people write "DuoResp Spiromax"; a brand left bare by two medicines names neither.
function withoutDevice(entries: readonly NameEntry[], isTaken: (phrase: string) => boolean): NameEntry[] {
  const bare: [string, MedicineTerm][] = [];
  for (const [name, term] of entries) {
    if (term.kind !== "medicine") continue;
    const words = normaliseName(name).split(" ");
    let end = words.length;
    while (end > 1 && DEVICE_WORDS.has(words[end - 1] ?? "")) end -= 1;
    const brand = words.slice(0, end).join(" ");
    if (end < words.length && !isFiller(brand) && !isTaken(brand)) bare.push([brand, term]);
  }
  return unambiguous(entries, bare).map(([name, term]) => [name, term]);
}

// "cocodamol" is how many people write "co-codamol"; a joined name another entry already has is left out.
function joinedNames(entries: readonly NameEntry[]): NameEntry[] {
  // Keyed by what an entry stands for, so two names of one medicine are not taken for two meanings.
  const meanings = new Map<string, NameEntry>();
  const joined: [string, string][] = [];
  for (const entry of entries) {
    const [name, term, shownAs] = entry;
    if (!name.includes("-")) continue;
    const key = `${term.kind}|${term.slug}|${shownAs ?? ""}`;
    meanings.set(key, entry);
    joined.push([name.replaceAll("-", ""), key]);
  }
  return unambiguous(entries, joined).flatMap(([name, key]) => {
    const [, term, shownAs] = meanings.get(key) ?? [];
    return term ? [[name, term, shownAs] as NameEntry] : [];
  });
}

/**
 * Derived names that give way to any name written out, and that stand for one thing only: a name two groups or
 * two conditions would share names neither.
 */
function unambiguous<T>(
  written: readonly (readonly [string, ...unknown[]])[],
  derived: readonly (readonly [string, T])[],
): [string, T][] {
  const taken = new Set(written.map(([name]) => normaliseName(name)));
  const byName = new Map<string, { name: string; values: Set<T> }>();
  for (const [name, value] of derived) {
    const normal = normaliseName(name);
    if (taken.has(normal)) continue;
    const entry = byName.get(normal) ?? { name, values: new Set<T>() };
    entry.values.add(value);
    byName.set(normal, entry);
  }
  return [...byName.values()].flatMap(({ name, values }) =>
    values.size === 1 ? [[name, ...values] as [string, T]] : [],
  );
}

/**
 * "Fish allergy" is also "allergic to fish", "allergy to fish", "fish allergic" and "allergic to prawns"; "wheat
 * intolerance" also "wheat intolerant" and "intolerant to wheat".
 */
function allergyWordings(name: string): string[] {
  const [, what, kind] = /^(.+?) (allergy|intolerance)$/i.exec(name) ?? [];
  if (what === undefined || /allerg|intoleran/i.test(what)) return [];
  return [what, otherNumber(what)].flatMap((food) =>
    food === undefined
      ? []
      : kind === "allergy"
        ? [`allergic to ${food}`, `allergy to ${food}`, `${food} allergic`, `${food} allergies`]
        : [`intolerant to ${food}`, `intolerant of ${food}`, `${food} intolerant`],
  );
}

/**
 * "Stomach ulcer" is also "stomach ulcers", "heart stents" also "heart stent". Not for acronyms ("AIDS") or
 * short plurals, whose singulars are everyday words ("fits", "spots").
 */
function numberWordings(name: string): string[] {
  const last = name.split(" ").at(-1) ?? "";
  if (/^[A-Z0-9]+s?$/.test(last) || /(?:is|us|ss)$/i.test(last)) return [];
  if (/s$/i.test(last) && last.length < 6) return [];
  const other = otherNumber(name);
  // One allergy ("penicillin allergy") is not "allergies", the allergic tendency.
  return other === undefined || /^allerg/i.test(other) ? [] : [other];
}

/** "Borderline diabetes" is also "borderline diabetic". */
function diabeticWordings(name: string): string[] {
  return /\bdiabetes$/i.test(name) ? [name.replace(/diabetes$/i, "diabetic")] : [];
}

// The same organ in other words: SmPCs write "renal impairment", people "kidney problems" or "weak kidneys".
const ORGAN_WORDS: readonly (readonly string[])[] = [
  ["kidney", "renal"],
  ["liver", "hepatic"],
  ["heart", "cardiac"],
];
const ORGAN_TROUBLE = [
  "disease",
  "impairment",
  "problems",
  "problem",
  "damage",
  "dysfunction",
  "insufficiency",
];
const WEAK_FUNCTION = ["impaired", "reduced", "poor", "decreased", "low", "weak", "failing"];

/** "Chronic kidney disease" is also "chronic renal impairment"; "liver disease" also "reduced liver function". */
function organWordings(name: string): string[] {
  const words = normaliseName(name).split(" ");
  let variants = [words];
  words.forEach((word, at) => {
    const organ = ORGAN_WORDS.find((group) => group.includes(word));
    if (organ === undefined) return;
    // How badly an organ works is said in interchangeable words for the kidneys and liver, not for the heart.
    const trouble =
      organ[0] !== "heart" && ORGAN_TROUBLE.includes(words[at + 1] ?? "") && at + 2 === words.length;
    variants = variants.flatMap((variant) =>
      organ.flatMap((other) =>
        trouble
          ? ORGAN_TROUBLE.map((noun) => [...variant.slice(0, at), other, noun])
          : [[...variant.slice(0, at), other, ...variant.slice(at + 1)]],
      ),
    );
  });
  const plain = /^(kidney|liver) disease$/.exec(words.join(" "))?.[1];
  const said = plain
    ? WEAK_FUNCTION.flatMap((weak) => [`${weak} ${plain} function`, `${plain} function ${weak}`]).concat(
        plain === "kidney"
          ? ["weak kidneys", "damaged kidneys", "bad kidneys", "poor kidneys"]
          : ["damaged liver"],
      )
    : [];
  return [...variants.map((variant) => variant.join(" ")), ...said];
}

// "My", "the": "blood clot in my leg" is "blood clot in the leg". "The runs" keeps its "the": bare "runs" is
// everyday ("runs marathons", "runs in the family"), not diarrhoea.
const DETERMINERS = /\b(?:my|the(?!\s+runs\b)|his|her|their|our|your)\b/giu;

function withoutDeterminers(text: string): string {
  return text.replace(DETERMINERS, " ");
}

function conditionNameEntries(conditions: readonly Condition[]): [string, string, string][] {
  const entries = conditions.flatMap((condition) =>
    [condition.name, ...condition.synonyms, ...(condition.phrasings ?? [])].map(
      (name): [string, string, string] => [withoutDeterminers(restrictedDiets(name)), condition.slug, name],
    ),
  );
  const wordings = conditions.flatMap((condition) =>
    [condition.name, ...condition.synonyms]
      .flatMap((name) => [...allergyWordings(name), ...organWordings(name), ...diabeticWordings(name)])
      .flatMap((name) => [name, ...numberWordings(name)])
      .map((name) => [withoutDeterminers(restrictedDiets(name)), condition.slug] as const),
  );
  return [
    ...entries,
    ...unambiguous(entries, wordings).map(([name, slug]): [string, string, string] => [name, slug, name]),
  ];
}

// The shipped dictionaries never change in a process: the engine and the assistant share one index of them.
const indexes = new WeakMap<Dictionaries, DictionaryIndex>();

export function buildDictionaryIndex(dictionaries: Dictionaries): DictionaryIndex {
  const built = indexes.get(dictionaries) ?? indexDictionaries(dictionaries);
  indexes.set(dictionaries, built);
  return built;
}

function indexDictionaries(dictionaries: Dictionaries): DictionaryIndex {
  const medicines = new Map(dictionaries.medicines.map((medicine) => [medicine.slug, medicine]));
  const classes = new Map(dictionaries.medicineClasses.map((entry) => [entry.slug, entry]));
  const conditions = new Map(dictionaries.conditions.map((condition) => [condition.slug, condition]));
  const classClosure = closures(classes.keys(), (slug) => classes.get(slug)?.parents ?? []);
  const classesOfMedicine = new Map<string, ReadonlySet<string>>();
  for (const medicine of dictionaries.medicines) {
    const all = new Set<string>();
    for (const slug of medicine.classes)
      for (const ancestor of classClosure.get(slug) ?? [slug]) all.add(ancestor);
    classesOfMedicine.set(medicine.slug, all);
  }
  const classMembers = new Map<string, string[]>();
  for (const [slug, groups] of classesOfMedicine)
    for (const group of groups) {
      const members = classMembers.get(group);
      if (members) members.push(slug);
      else classMembers.set(group, [slug]);
    }
  const conditionEntries = conditionNameEntries(dictionaries.conditions);
  return {
    medicines,
    classes,
    conditions,
    classesOfMedicine,
    classClosure,
    classMembers,
    groupClasses: groupClassesOf(classClosure, classesOfMedicine, classMembers),
    conditionClosure: closures(conditions.keys(), (slug) => conditions.get(slug)?.parents ?? []),
    medicineNames: buildPhraseIndex(medicineNameEntries(dictionaries)),
    conditionNames: buildPhraseIndex(conditionEntries),
    supplementNames: buildPhraseIndex(
      // "Turmeric" is how people write "Turmeric (curcumin)"; the bracket alone ("oral") is not a name.
      (dictionaries.supplements ?? []).flatMap((entry) =>
        [entry.name, withoutBrackets(entry.name), ...entry.synonyms, ...extractForms(entry.name)].map(
          (name) => [name, entry.name] as const,
        ),
      ),
    ),
    medicineReadings: new Map(),
    conditionReadings: new Map(),
    reactionReadings: new Map(),
  };
}

const EXTRACT_FORMS =
  "capsules capsule caps tablets tablet tabs pills supplement supplements softgels gummies drops tincture burner burners".split(
    " ",
  );
function extractForms(name: string): string[] {
  const base = /^(.+) extract$/iu.exec(name)?.[1];
  if (base === undefined) return [];
  return EXTRACT_FORMS.map((form) => (/^burners?$/u.test(form) ? `${base} fat ${form}` : `${base} ${form}`));
}

export interface MedicineReading {
  typed: string;
  medicines: string[];
  classesOnly: string[];
  unrecognised: string[];
  suggestions: string[];
  /** Supplements named where a medicine was expected ("St John's wort"), by their catalogue names. */
  supplements: string[];
  /** What was not recognised begins the names of known products ("Canesten" → "Canesten Oral"). */
  namesProductFamily: boolean;
  nutrientContent: NutrientContent[];
  negatedOnly: boolean;
  /** An allergy or reaction to what it names ("aspirin allergy"): those medicines are not taken. */
  allergy: boolean;
  /** Named with a local route ("cream", "inhaler", "eye drops"): not in the classes of medicines taken systemically. */
  local: boolean;
  /** Put only on the skin, eye, ear or mouth ("cream", "eye drops"): it meets nothing written for it taken inside. */
  surface: boolean;
  /** Given by injection or drip ("Vocabria injection"): nothing taken by mouth can bind it in the gut. */
  injected: boolean;
}

// Not "gel", "patch", "nasal" or "inhaler": Oestrogel, fentanyl patches and sumatriptan spray act in the whole body.
const SURFACE_ROUTE =
  /\b(?:(?:eye|ear)\s+(?:drops?|ointment|gel)|eyedrops|creams?|ointments?|lotions?|shampoos?|scalp|mouthwash|topical)\b/iu;

const INJECTED_ROUTE =
  /\b(?:injections?|injected|injectable|jabs?|infusions?|drips?|intravenous|intramuscular|depot|iv)\b/iu;

const LOCAL_ROUTE =
  /\b(?:creams?|ointments?|gels?|lotions?|foams?|shampoos?|scalp|skin|eyes?|ears?|drops|nasal|inhalers?|inhaled|puffs?|pessar(?:y|ies)|vaginal|topical|mouthwash|lozenges?)\b/iu;

/** "Daktacort": a product used only where it acts, though made of a medicine that is also taken as tablets. */
function onlyLocal(index: DictionaryIndex, slug: string): boolean {
  const classes = [...(index.classesOfMedicine.get(slug) ?? [])].map((group) => index.classes.get(group));
  return classes.some((group) => group?.local) && !classes.some((group) => group?.systemic);
}

function addMedicine(index: DictionaryIndex, slug: string, into: Set<string>): void {
  if (into.has(slug)) return;
  into.add(slug);
  for (const component of index.medicines.get(slug)?.components ?? []) addMedicine(index, component, into);
}

// A brand alone ("Beechams") may be any of its products, which differ in what they contain: offer them by name.
// Only products count as its family: "HIV" begins a group's name, not a brand's.
function beginsProductNames(index: DictionaryIndex, typed: string, word: string): boolean {
  return (
    namesBeginningWith(index.medicineNames, typed, word, (term) => term.kind === "medicine").length > 0 ||
    namesBeginningWith(index.supplementNames, typed, word).length > 0
  );
}

function medicineSuggestions(index: DictionaryIndex, typed: string, word: string, alone: boolean): string[] {
  const family = [
    ...namesBeginningWith(index.medicineNames, typed, word),
    ...namesBeginningWith(index.supplementNames, typed, word),
  ].slice(0, 4);
  if (family.length > 0) return family;
  const close = suggestionsFor(index.medicineNames, word);
  // A shortened name ("amlo", "levo") is typed alone; among other words a beginning is more often a plain word.
  if (close.length > 0 || !alone) return close;
  // Medicines with an NHS page are the ones people most often take: offer them first, by their own name.
  const common = (term: MedicineTerm, name: string) => {
    const medicine = term.kind === "medicine" ? index.medicines.get(term.slug) : undefined;
    const withPage = medicine?.references.some((reference) => reference.url.includes("nhs.uk/medicines/"));
    return (withPage ? 0 : 2) + (medicine?.name === name ? 0 : 1);
  };
  return namesBeginningWithWord(index.medicineNames, word, common, (term) => `${term.kind}:${term.slug}`);
}

/** One product of each medicine a brand family holds ("Canesten Oral", "Canesten Cream"), to choose from. */
export function familyProducts(index: DictionaryIndex, slug: string): string[] | undefined {
  const family = index.classes.get(slug);
  if (!family?.brandFamily) return undefined;
  const brand = normaliseName(family.synonyms?.[0] ?? "");
  return (index.classMembers.get(slug) ?? []).flatMap((member) => {
    const product = index.medicines
      .get(member)
      ?.brands.find((name) => normaliseName(name).startsWith(`${brand} `));
    return product === undefined ? [] : [product];
  });
}

export function readMedicineEntry(index: DictionaryIndex, typed: string): MedicineReading {
  return remembered(index.medicineReadings, typed, () => readMedicine(index, typed));
}

/** Taking a medicine is always something that can end: one named in the past is not taken now. */
const medicineAbsent = (match: Pick<PhraseMatch<unknown>, "negated" | "past">) => match.negated || match.past;

function supplementsNamed(index: DictionaryIndex, typed: string): string[] {
  const matches = readPhrases(index.supplementNames, typed).matches.filter((match) => !medicineAbsent(match));
  return [...new Set(matches.map((match) => match.value))];
}

// "Warfarin, a blood thinner" is warfarin; "and other …", or a plural after a comma, may name more.
const ANOTHER_MEDICINE = /\b(?:and|plus|with|other|others|another|also|such as|like|including|e\.?g)\b|[&+]/i;
const ANOTHER_ENTRY = /\b(?:other|others|another|also|more|too|second|extra|as well)\b/iu;

export function namedWithin(
  index: Pick<DictionaryIndex, "classesOfMedicine" | "classClosure">,
  group: string,
  named: { medicines: Iterable<string>; groups?: Iterable<string> },
): boolean {
  const narrower = (other: string) => other !== group && index.classClosure.get(other)?.has(group) === true;
  return (
    [...named.medicines].some((slug) => index.classesOfMedicine.get(slug)?.has(group)) ||
    [...(named.groups ?? [])].some(narrower)
  );
}

export function namesMemberGroup(
  index: DictionaryIndex,
  group: string,
  named: { medicines: Iterable<string>; groups?: Iterable<string> },
  typed: string,
  sameEntry = true,
): boolean {
  if (!namedWithin(index, group, named)) return false;
  const words = groupMatch(index, typed, group)?.words ?? [];
  const plural = words.length === 0 || /[^s]s$/iu.test(words.at(-1) ?? "");
  // "Blood thinner" beside warfarin or "INR" is that one; on its own line, "blood thinners" may be more.
  const another = sameEntry
    ? ANOTHER_MEDICINE.test(typed) || (/[,;]/u.test(typed) && plural)
    : ANOTHER_ENTRY.test(typed) || plural;
  // "INR" names the test a vitamin K antagonist needs, never a further medicine.
  return !another || words.some((word) => /^inr$/iu.test(word));
}

const groupMatch = (index: DictionaryIndex, typed: string, group: string) =>
  readPhrases(index.medicineNames, typed).matches.find(
    ({ value }) => value.kind === "class" && value.slug === group,
  );

/** What the medicine names read stand for: the medicines with their parts, the groups, what they contain, the route. */
function termsRead(
  index: DictionaryIndex,
  typed: string,
  matches: readonly PhraseMatch<MedicineTerm>[],
): Pick<MedicineReading, "medicines" | "classesOnly" | "nutrientContent" | "local" | "surface" | "injected"> {
  const medicines = new Set<string>();
  const named = new Set<string>();
  const classesOnly = new Set<string>();
  for (const { value } of matches) {
    if (value.kind === "class") classesOnly.add(value.slug);
    else {
      named.add(value.slug);
      addMedicine(index, value.slug, medicines);
    }
  }
  return {
    medicines: [...medicines],
    classesOnly: [...classesOnly].filter(
      (group) => !namesMemberGroup(index, group, { medicines, groups: classesOnly }, typed),
    ),
    nutrientContent: [...named].flatMap((slug) => nutrientContentOf(index, slug)),
    local: LOCAL_ROUTE.test(typed) || [...named].some((slug) => onlyLocal(index, slug)),
    surface: SURFACE_ROUTE.test(typed),
    injected: INJECTED_ROUTE.test(typed),
  };
}

// Left unread beside a medicine, these say it is one the person reacts to, not one they take.
const ALLERGY_WORD =
  /^(?:allerg\w*|intoleran\w*|(?:hyper)?sensitiv\w*|reactions?|anaphyla\w*|rash(?:es)?)$/iu;

// Words of a pack's name, not a reaction nor another medicine ("Otrivine Allergy Relief", "Lemon", "Caplets").
const ALLERGY_PRODUCT =
  /\ballerg(?:y|ies)\s+(?:[\d.,]+\s*(?:%|mg|mcg|micrograms?)?\s+)?(?:nasal\s+|eye\s+)?(?:relief|tablets?|sprays?|capsules?|drops|liquid|syrup|solution|remed(?:y|ies)|treatments?)\b/giu;
const PACK_WORDS = new Set(
  "lemon honey peppermint strawberry cherry mint caplet caplets soft pocket packs fresh adult adults natural hot".split(
    " ",
  ),
);
export function namesAllergyProduct(typed: string): boolean {
  const products = (typed.match(ALLERGY_PRODUCT) ?? []).length;
  const words = normaliseName(typed)
    .split(" ")
    .filter((word) => ALLERGY_WORD.test(word)).length;
  return products > 0 && products >= words;
}

// The parts of an entry a reaction stays within: "warfarin; aspirin allergy" takes warfarin.
export const ALLERGY_PART =
  /([,;.\n()[\]/|+]|\s[-–—]\s|\b(?:and|but|plus|also|with|whereas|while|however)\b)/iu;
// A part begun so says what is taken, even after "allergic to …": "allergic to penicillin and takes warfarin".
export const TAKING_WORDS = new Set("takes take taking on uses use using prescribed currently".split(" "));

interface EntryPart {
  tokens: string[];
  /** The separator before it: a reaction in brackets or after a dash is said of the part before. */
  after: string;
  allergyAt: number;
  medicinesAt: number[];
}

/** The entry's parts, and the part each of its words is in (-1 for a separator word such as "and"). */
function entryParts(typed: string, left: ReadonlySet<string>): { parts: EntryPart[]; partOfToken: number[] } {
  const pieces = typed.split(ALLERGY_PART);
  const parts: EntryPart[] = [];
  const partOfToken: number[] = [];
  const tokensOf = (text: string) => normaliseName(text).split(" ").filter(Boolean);
  for (let at = 0; at < pieces.length; at += 2) {
    const tokens = tokensOf(pieces[at] ?? "");
    // "cetirizine for allergy" says what the medicine is for.
    const allergyAt = tokens.findIndex(
      (token, position) => left.has(token) && ALLERGY_WORD.test(token) && tokens[position - 1] !== "for",
    );
    parts.push({ tokens, after: (pieces[at - 1] ?? "").trim(), allergyAt, medicinesAt: [] });
    partOfToken.push(...tokens.map(() => parts.length - 1), ...tokensOf(pieces[at + 1] ?? "").map(() => -1));
  }
  return { parts, partOfToken };
}

/** The part each match was read in, in reading order; each part learns where its medicines are. */
function placeMatches(
  typed: string,
  matches: readonly PhraseMatch<MedicineTerm>[],
  parts: EntryPart[],
  partOfToken: readonly number[],
): number[] {
  const tokens = normaliseName(typed).split(" ");
  let cursor = 0;
  return matches.map((match) => {
    let at = cursor;
    while (at < tokens.length && !match.words.every((word, offset) => tokens[at + offset] === word)) at += 1;
    if (at >= tokens.length) return -1;
    cursor = at + match.words.length;
    const part = partOfToken[at] ?? -1;
    parts[part]?.medicinesAt.push(parts[part].tokens.indexOf(match.words[0] ?? ""));
    return part;
  });
}

/** Which of the matches are medicines reacted to, by the part of the entry each was read in. */
function reactedTo(
  typed: string,
  matches: readonly PhraseMatch<MedicineTerm>[],
  left: ReadonlySet<string>,
): Set<number> {
  const { parts, partOfToken } = entryParts(typed, left);
  const partOfMatch = placeMatches(typed, matches, parts, partOfToken);
  const reacted = new Set<number>();
  // Whether the next part is reacted to as well: any next part after "Allergies -", only across "and" after
  // "allergic to penicillin": "allergic to penicillin; sertraline" takes sertraline.
  let carries: "next" | "and" | undefined;
  parts.forEach((part, at) => {
    const hasMedicine = part.medicinesAt.length > 0;
    if (part.allergyAt >= 0 && !hasMedicine) {
      // "codeine (allergy)", "codeine - allergic": said of the part before; "Allergies - penicillin": of the next.
      const saidOfBefore = (parts[at - 1]?.medicinesAt.length ?? 0) > 0 && /^[(–—-]$/u.test(part.after);
      if (saidOfBefore) reacted.add(at - 1);
      else carries = "next";
      return;
    }
    if (part.allergyAt >= 0) {
      reacted.add(at);
      // "allergic to penicillin and codeine": a reaction named first reaches what follows it.
      carries = part.medicinesAt.some((position) => position > part.allergyAt) ? "and" : undefined;
      return;
    }
    if (!hasMedicine) return;
    const reaches = carries === "next" || (carries === "and" && part.after.toLowerCase() === "and");
    if (reaches && !TAKING_WORDS.has(part.tokens[0] ?? "")) reacted.add(at);
    carries = undefined;
  });
  return new Set(matches.flatMap((_, at) => (reacted.has(partOfMatch[at] ?? -1) ? [at] : [])));
}

/** The medicines read as taken, less those a reaction is named to; with none placed, all named are reacted to. */
function takenDespiteReactions(
  typed: string,
  present: readonly PhraseMatch<MedicineTerm>[],
  left: readonly string[],
): { taken: PhraseMatch<MedicineTerm>[]; allergy: boolean } {
  const allergy = present.length > 0 && left.some((word) => ALLERGY_WORD.test(word));
  if (!allergy) return { taken: [...present], allergy };
  const reacted = reactedTo(typed, present, new Set(left));
  return { taken: reacted.size === 0 ? [] : present.filter((_, at) => !reacted.has(at)), allergy };
}

function readMedicine(index: DictionaryIndex, typed: string): MedicineReading {
  const reading = readPhrases(index.medicineNames, typed);
  const present = reading.matches.filter((match) => !medicineAbsent(match));
  const named = present.length > 0;
  const left = named
    ? withoutSalts(
        typed,
        present,
        withoutPackWording(
          typed,
          withoutPurpose(typed, withoutConditionWords(index, typed, reading.unrecognised)),
        ),
      )
    : reading.unrecognised;
  const read = (namesAllergyProduct(typed) ? left.filter((word) => !ALLERGY_WORD.test(word)) : left).filter(
    (word) => !named || !PACK_WORDS.has(word),
  );
  const { taken, allergy } = takenDespiteReactions(typed, present, read);
  const terms = termsRead(index, typed, taken);
  const unrecognised = allergy ? read.filter((word) => !ALLERGY_WORD.test(word)) : read;
  const supplements = unrecognised.length > 0 ? supplementsNamed(index, typed) : [];
  // A supplement's name is no misspelt medicine ("vitamin" is not "Ritalin").
  const unknown = supplements.length > 0 ? [] : unrecognised;
  return {
    typed,
    ...terms,
    unrecognised,
    // "medication" begins "medication for diabetes", which says nothing of what "thyroid medication" is.
    suggestions: [
      ...new Set([
        ...unknown.flatMap((word) =>
          isMedicineNoun([word]) ? [] : medicineSuggestions(index, typed, word, unknown.length === 1),
        ),
        ...terms.classesOnly.flatMap((slug) => familyProducts(index, slug) ?? []),
      ]),
    ],
    supplements,
    namesProductFamily: unknown.length > 0 && unknown.every((word) => beginsProductNames(index, typed, word)),
    negatedOnly: isNegatedOnly(reading, medicineAbsent),
    allergy,
  };
}

// Right after a medicine's name, the salt product information names it by ("atorvastatin calcium", "edoxaban
// tosilate"): not a calcium supplement, nor a word unread.
const SALT_WORDS = new Set(
  (
    "sodium calcium magnesium potassium disodium dipotassium phosphate sulfate sulphate hydrogen lactate tosilate " +
    "tosylate acetate citrate carbonate gluconate bromide chloride nitrate propionate valerate dipropionate " +
    "mofetil etexilate malate benzoate salt salts"
  ).split(" "),
);

function withoutSalts(
  typed: string,
  matches: readonly PhraseMatch<MedicineTerm>[],
  unrecognised: string[],
): string[] {
  if (unrecognised.length === 0) return unrecognised;
  // Spaces only between the name and its salt: "warfarin, magnesium" names a magnesium supplement.
  const words = typed
    .split(/\s+/u)
    .map((raw) => ({ word: normaliseName(raw), endsPart: /[^\p{L}\p{N}]$/u.test(raw) }));
  const salts: string[] = [];
  for (const match of matches) {
    const last = match.words.at(-1) ?? "";
    words.forEach(({ word, endsPart }, at) => {
      if (word !== last || endsPart) return;
      for (let next = at + 1; SALT_WORDS.has(words[next]?.word ?? ""); next += 1) {
        salts.push(words[next]?.word ?? "");
        if (words[next]?.endsPart) break;
      }
    });
  }
  const left = [...unrecognised];
  for (const salt of salts) {
    const at = left.indexOf(salt);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

// After "for", "when" or "if", beside a medicine read, words say what it is for or when it is taken ("amitriptyline
// for nerve pain", "propranolol when anxious"), up to the clause's end.
const PURPOSE = /\b(?:for|when|whenever|if)\b([^,;.\n()[\]/|+]*)/giu;
const PURPOSE_ENDS = /\b(?:and|but|plus|also|with|then|or)\b/iu;

function withoutPurpose(typed: string, unrecognised: string[]): string[] {
  if (unrecognised.length === 0) return unrecognised;
  const purpose = new Set(
    [...typed.matchAll(PURPOSE)].flatMap(([, words = ""]) =>
      normaliseName(words.split(PURPOSE_ENDS)[0] ?? "").split(" "),
    ),
  );
  return unrecognised.filter((word) => !purpose.has(word));
}

// An NHS App or dm+d name's closing supplier ("(Besins Healthcare (UK) Ltd)") and form words ("pre-filled pens").
const SUPPLIER = /\(((?:[^()]|\([^()]*\))*)\)\s*$/u;
const SUPPLIER_WORD =
  /\b(?:ltd|limited|plc|llp|inc|gmbh|ag|company|pharma|pharmaceuticals|healthcare|laboratories|sanofi)\b/iu;
const DMD_FORM =
  /\b(?:breath[- ]actuated|dry powder|transdermal|for inhalation|inhalation powder|pre-filled|powder and solvent|delivery system|with device|pump-pack|easi-breathe)\b/giu;

function withoutPackWording(typed: string, unrecognised: string[]): string[] {
  if (unrecognised.length === 0) return unrecognised;
  const supplier = SUPPLIER.exec(typed)?.[1] ?? "";
  const parts = [...(SUPPLIER_WORD.test(supplier) ? [supplier] : []), ...(typed.match(DMD_FORM) ?? [])];
  const words = new Set(parts.flatMap((part) => normaliseName(part).split(" ")));
  return unrecognised.filter((word) => !words.has(word));
}

// A medicine in a list of conditions is taken, unless the words say it is someone else's or one reacted to.
const OTHERS_MEDICINE =
  /\b(?:family|mum|mother|dad|father|brother|sister|son|daughter|wife|husband|partner)\b/iu;

/**
 * Medicines named among the words of a condition entry that the condition list lacks ("breast cancer, on
 * tamoxifen"), with the words they were read from.
 */
export function readMedicinesAmongConditions(
  index: DictionaryIndex,
  typed: string,
  unrecognised: readonly string[],
): { reading: MedicineReading; read: string[] } {
  const unknown = new Set(unrecognised);
  const present =
    unknown.size === 0 || OTHERS_MEDICINE.test(typed)
      ? []
      : readPhrases(index.medicineNames, typed).matches.filter(
          (match) =>
            !medicineAbsent(match) &&
            match.words.some((word) => unknown.has(word)) &&
            match.words.every((word) => unknown.has(word) || isFiller(word)),
        );
  // A food allergy read as a condition leaves no reaction word unread: "fish allergy, on warfarin" takes warfarin.
  const { taken: matches } = takenDespiteReactions(typed, present, unrecognised);
  return {
    reading: {
      typed,
      ...termsRead(index, typed, matches),
      unrecognised: [],
      suggestions: [],
      supplements: [],
      namesProductFamily: false,
      negatedOnly: false,
      allergy: false,
    },
    read: [...new Set(matches.flatMap((match) => match.words))],
  };
}

// What a named medicine is for ("doxycycline for acne", "propranolol for anxiety") is no part of its name. Only beside a
// medicine read: a condition typed alone among medicines must still say it was not checked.
function withoutConditionWords(index: DictionaryIndex, typed: string, unrecognised: string[]): string[] {
  if (unrecognised.length === 0) return unrecognised;
  const notConditions = new Set(readConditionWords(index, conditionWords(typed)).reading.unrecognised);
  return unrecognised.filter((word) => notConditions.has(word));
}

// Also when it only negates words we do not know ("never smoked"): nothing is present, so nothing is unchecked.
function isNegatedOnly<T>(reading: PhraseReading<T>, absent: (match: PhraseMatch<T>) => boolean): boolean {
  const allAbsent = reading.matches.every(absent);
  return (
    allAbsent && reading.unrecognised.length === 0 && (reading.matches.length > 0 || reading.sawNegation)
  );
}

// A combination's own figures stand for the whole product, so its parts are not added twice.
function nutrientContentOf(index: DictionaryIndex, slug: string): NutrientContent[] {
  const medicine = index.medicines.get(slug);
  if (medicine === undefined) return [];
  if (medicine.nutrientContent) return medicine.nutrientContent;
  return medicine.components.flatMap((component) => nutrientContentOf(index, component));
}

export interface ConditionReading {
  typed: string;
  conditions: string[];
  unrecognised: string[];
  suggestions: string[];
  negatedOnly: boolean;
}

export function readConditionEntry(index: DictionaryIndex, typed: string): ConditionReading {
  return remembered(index.conditionReadings, typed, () => readCondition(index, typed));
}

/** An entry read with its one misspelt word replaced by the only name close to it, and that name as shown. */
interface ClosestReading<R> {
  reading: R;
  name: string;
}

function withClosest<T>(
  names: PhraseIndex<T>,
  typed: string,
  [word, second, ...more]: readonly string[],
  longLimit = 1,
): { text: string; name: string } | undefined {
  if (word === undefined || more.length > 0) return undefined;
  const tokens = normaliseName(typed).split(" ");
  const at = tokens.indexOf(word);
  // "Gabba pentin": voice typing splits a name in two.
  const guess = second === undefined ? word : tokens[at + 1] === second ? word + second : undefined;
  const close =
    guess === undefined
      ? undefined
      : (soleCloseName(names, guess) ??
        (guess.length >= 10 && longLimit > 1 ? soleCloseName(names, guess, longLimit) : undefined));
  if (close === undefined) return undefined;
  const text = [...tokens.slice(0, at), close, ...tokens.slice(at + (second === undefined ? 1 : 2))].join(
    " ",
  );
  return { text, name: names.displayNames.get(close) ?? close };
}

/** "Sertaline" read as sertraline, so what applies is shown; the caller still says it was not recognised. */
export function closestMedicineReading(
  index: DictionaryIndex,
  reading: MedicineReading,
): ClosestReading<MedicineReading> | undefined {
  // "Salbutomol inhaler": a group read from a form word alone leaves the misspelt medicine to find.
  const formOnly = reading.medicines.length + reading.supplements.length === 0;
  const read = reading.medicines.length + reading.classesOnly.length + reading.supplements.length;
  if ((read > 0 && !formOnly) || reading.allergy || reading.negatedOnly) return undefined;
  const closest = withClosest(index.medicineNames, reading.typed, reading.unrecognised, 2);
  if (!closest) return undefined;
  const again = readMedicineEntry(index, closest.text);
  const found = read > 0 ? again.medicines.length > 0 : again.medicines.length + again.classesOnly.length > 0;
  return found && again.unrecognised.length === 0
    ? { reading: { ...again, typed: reading.typed }, name: closest.name }
    : undefined;
}

/** "Epilepsey" read as epilepsy, the one condition name close to it; the entry stays not recognised. */
export function closestConditionReading(
  index: DictionaryIndex,
  reading: ConditionReading,
): ClosestReading<ConditionReading> | undefined {
  if (reading.conditions.length > 0 || reading.negatedOnly) return undefined;
  const closest = withClosest(index.conditionNames, reading.typed, reading.unrecognised);
  if (!closest) return undefined;
  const again = readConditionEntry(index, closest.text);
  const [only, ...more] = again.conditions;
  if (only === undefined || again.unrecognised.length > 0) return undefined;
  const name = more.length === 0 ? (index.conditions.get(only)?.name ?? closest.name) : closest.name;
  return { reading: { ...again, typed: reading.typed }, name };
}

/** A past mention ends a state such as pregnancy or chemotherapy, not a lasting condition; one behind ends an event. */
export function conditionIsOver(
  conditions: ReadonlyMap<string, Condition>,
  slug: string,
  match: Pick<PhraseMatch<unknown>, "past" | "behind">,
): boolean {
  const condition = conditions.get(slug);
  return (match.past && condition?.transient === true) || (match.behind && condition?.ahead === true);
}

// "hysterectomy", "angioplasty", "craniotomy": the names of operations share their endings.
const OPERATION_WORD = /\b(?!dichotomy\b)\p{L}{3,}(?:ectomy|ectomies|plasty|plasties|otomy|otomies)\b/giu;

// "BMI 35": NICE's adult BMI bands (CG189) put 30 or more in the obese range; a lower one is left unread.
const BMI = /\bbmi\b\s*(?:of|is|was|=|:|around|about|over|above)?\s*(\d{2})(?:\.\d+)?(?!\d)/giu;

// A result as people copy it from a letter or an app: "was 58", "is 3.1", "= 150/95".
const SAID_AS = String.raw`(?:\s+levels?)?\s*(?:of|is|was|at|around|about|=|:)?\s*`;

// "HbA1c 58": NICE NG28 and the NHS put 48 mmol/mol (6.5%) or more in the diabetes range, 42–47 (6.0–6.4%) in
// prediabetes; a value under 20 is a percentage.
const HBA1C = new RegExp(
  String.raw`\bhba1c${SAID_AS}(\d{1,3}(?:\.\d+)?)\s*(?:%|mmol(?:\s*\/\s*mol)?)?`,
  "giu",
);

function hba1cRange(found: string, reading: string): string {
  const value = Number(reading);
  const [diabetes, pre] = value < 20 ? [6.5, 6.0] : [48, 42];
  if (value >= diabetes) return " diabetes ";
  return value >= pre ? " prediabetes " : found;
}

// "BP 150/95": the NHS calls 140/90 or more high and under 90/60 low.
const BP_READING = new RegExp(
  String.raw`\b(?:bp|blood\s+pressure)${SAID_AS}(\d{2,3})\s*\/\s*(\d{2,3})\b`,
  "giu",
);

function bpRange(found: string, systolic: string, diastolic: string): string {
  const [top, bottom] = [Number(systolic), Number(diastolic)];
  if (top >= 140 || bottom >= 90) return " high blood pressure ";
  return top < 90 || bottom < 60 ? " low blood pressure " : found;
}

// "Potassium 3.1", "sodium was 128" (mmol/L): potassium below 3.5 or above 5 (the UK potassium chloride monograph's
// limit), sodium below 135.
const SALT_LEVEL = new RegExp(
  String.raw`\b(potassium|sodium)${SAID_AS}(\d{1,3}(?:\.\d+)?)(?!\s*(?:mg|g|mcg|µg)\b)`,
  "giu",
);

function saltRange(found: string, salt: string, reading: string): string {
  const value = Number(reading);
  if (salt.toLowerCase() === "sodium") return value < 135 && value > 90 ? " low sodium " : found;
  if (value < 3.5 && value > 1) return " low potassium ";
  return value > 5 && value < 10 ? " high potassium " : found;
}

// "My blood pressure is a bit high", "platelets are low": the state as the names put it ("high blood pressure").
const STATE_AFTER =
  /\b(?:my\s+)?((?:[\p{L}\d]+\s+)?[\p{L}\d]+)(?:\s+(?:levels?|readings?))?\s+(is|are|was|were|runs?|tends?\s+to\s+be|has\s+been|have\s+been|gets?|can\s+be)\s+(?:(?:a\s+bit|a\s+little|quite|very|slightly|really|always|often|usually|too|on\s+the)\s+)?(high|low|raised|elevated|underactive|overactive)\b/giu;

// A past verb stays, so "blood pressure was high in pregnancy" keeps the pregnancy in the past.
function stateFirst(_: string, subject: string, verb: string, state: string): string {
  return ` ${state} ${subject} ${/^(?:was|were|ha(?:s|ve)\s+been)$/iu.test(verb) ? verb : ""} `;
}

// "Trying to quit smoking" still smokes; "quit smoking" alone is a former smoker.
const TRYING_TO_QUIT = /\btrying to (?:quit|stop|give up)\s+smoking\b/giu;
// "Not pregnant but trying": trying for a baby, unless it is to stop something.
const BUT_TRYING =
  /\b(pregnant\s*[,(]?\s*(?:but|and|yet)?\s*)trying\b(?!\s+(?:to\s+)?(?:quit|stop|give|cut|lose))/giu;
// "Not pregnant yet": hoping to be, as "not pregnant but trying" is.
const NOT_YET_PREGNANT = /\bnot\s+(?:pregnant|expecting)\s+yet\b/giu;

// "Having my knee replaced": the operation as the noun the names use.
const REPLACED = /\b(knee|hip|shoulder|joint|valve|lens)\s+replaced\b/giu;

// "Heart issues", "a dodgy heart": the organ's problems, as the condition names say it.
const ORGAN = String.raw`(heart|kidney|liver|thyroid)s?`;
const ORGAN_ISSUES = new RegExp(String.raw`\b${ORGAN}\s+(?:issues?|troubles?)\b`, "giu");
const ORGAN_WEAK = new RegExp(String.raw`\b(?:bad|dodgy|weak|poor|failing)\s+${ORGAN}\b`, "giu");

// "No spleen", "no thyroid since 2019": an organ taken out, unless more follows ("no thyroid problems").
const ORGAN_GONE =
  /\bno\s+(spleen|thyroid|gall\s?bladder|womb|uterus|ovaries|prostate|colon|stomach|pancreas)\b(?=\s*(?:$|[(\d]|\b(?:since|after|following|due|because)\b))/giu;

// "CKD3a", "CKD 4": the stage as the names write it.
const CKD_STAGE = /\bckd\s*-?\s*(?:stage\s*)?([1-5])\s*[ab]?\b/giu;

// "eGFR 25", "kidney function 40%": the GFR categories of NICE NG203 (G3 30–59, G4 15–29, G5 under 15). Product
// information grades renal impairment by creatinine clearance at the same cut-offs ("below 30 ml/min" is severe).
const EGFR =
  /\b(?:e?gfr|crcl|creatinine\s+clearance|(?:kidney|renal)\s+function|kidneys?\s+(?:working|functioning))\b\s*(?:(<|under|below|less\s+than)|of|is|was|at|around|about|=|:)?\s*(\d{1,3})(?!\d)/giu;

function egfrStage(_: string, below: string | undefined, rate: string): string {
  // "Below 30" is under the cut-off itself.
  const value = Number(rate) - (below ? 0.5 : 0);
  if (value < 15) return " kidney failure ";
  if (value < 30) return " severe kidney disease ";
  return value < 60 ? " chronic kidney disease " : _;
}

// Someone else's condition is not the person's: "family history of diabetes", "mum had a stroke", "my partner is
// pregnant", "mum's diabetes", "diabetes runs in the family" read as "not ...".
const SOMEONE_ELSE =
  /\b(?:family (?:history|hx) of|fh of|fhx(?:\s+of)?|(?:(?:my\s+)?(?:mum|mother|dad|father|brother|sister|sons?|daughters?|grandma|grandmother|grandad|grandfather|nan|nana|aunt|auntie|uncle|cousin|partner|wife|husband|hubby|boyfriend|girlfriend|other half|missus|kids?|child|children|friend)(?:\s+(?:has|had|have|is|was|died of|diagnosed with|gets|got|suffers(?: from)?)|['’]s)|my\s+(?:mum|mother|dad|father|brother|sister|son|daughter|partner|wife|husband|child|friend)\s+with))\b/giu;
const GP_FAMILY_HISTORY = /\bfh\s*:\s*/giu;
// A blood relative's breast, ovarian or womb cancer (NICE's first- and second-degree relatives) is the person's own
// family history, which UK black cohosh leaflets ask about: read as that, not as someone else's illness.
const HORMONE_CANCER = String.raw`(?:(?:er|oestrogen[\s-]+receptor|estrogen[\s-]+receptor|hormone[\s-]+receptor)[\s-]*(?:positive|pos|\+)\s+)?(?:breast|ovarian|ovary|womb|uterine|uterus|endometrial|o?estrogen[\s-]*(?:dependent|dependant|sensitive)|hormone[\s-]*(?:dependent|dependant|sensitive))\s+(?:cancers?|tumou?rs?|carcinomas?)`;
const BLOOD_RELATIVE = String.raw`(?:mum|mother|mom|dad|father|brothers?|sisters?|daughters?|sons?|grandma|grandmother|gran|granny|nan|nana|nanna|grandad|grandfather|grandparents?|aunts?|auntie|aunty|uncles?|nieces?|nephews?)`;
const HORMONE_CANCER_IN_FAMILY = new RegExp(
  [
    String.raw`\b(?:(?:(?:a\s+)?(?:strong|significant|positive|known)\s+)?family\s+(?:history|hx)\s+of|fh\s+of|fhx(?:\s+of)?)\s+(?:an?\s+)?${HORMONE_CANCER}\b`,
    String.raw`\b(?:my\s+)?${BLOOD_RELATIVE}(?:\s*(?:,|and|&)\s*(?:my\s+)?${BLOOD_RELATIVE})*(?:['’]s|\s+(?:has|had|have|is|was|were|died\s+of|diagnosed\s+with|got|with|survived|suffered\s+from))\s+(?:an?\s+|the\s+)?${HORMONE_CANCER}\b`,
    String.raw`\b${HORMONE_CANCER}\s+(?:runs?|is)\s+in\s+(?:the\s+|my\s+|our\s+)?family\b`,
  ].join("|"),
  "giu",
);
// With no verb, a partner, a child or a friend named first is still someone else: "wife pregnant", "hubby diabetic",
// "my 5 year old has eczema". Not "mum" or "mother" alone, which begin "mum-to-be" and "new mum".
const SOMEONE_ELSE_FIRST =
  /((?:^|[,;(\n]|\band\b|\balso\b)\s*)(?:my\s+|our\s+|the\s+)?(?:other half|hubby|husband|husbands|wife|wifes|missus|partner|partners|boyfriend|girlfriend|fiancee?|sons?|daughters?|kids?|child|children|brother|sister|friend|flatmate|both parents|parents|grandson|granddaughter|(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)[\s-]*(?:year|yr)s?[\s-]*old)\b(?=\s+\p{L})/giu;
const IN_THE_FAMILY = /([^,;.\n]*?)\bruns? in (?:the |my |our )?family\b/giu;

// A baby's age dates the birth: "my baby is 3 weeks old" is "had a baby 3 weeks ago", so a birth years back is over.
const BABY_AGE = String.raw`(\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[\s-]*(day|week|month|year)s?[\s-]*old`;
const BABY_IS_AGED = new RegExp(
  String.raw`\b(?:baby|newborn|son|daughter)\s+(?:is\s+|who\s+is\s+)?${BABY_AGE}\b`,
  "giu",
);
const AGED_BABY = new RegExp(String.raw`\b${BABY_AGE}\s+(?:baby|newborn|son|daughter)\b`, "giu");

// A list of allergens shares its "allergic to" or "allergy": "allergic to nuts and fish" is two allergies, as is
// "nut and egg allergy". Seafood is fish and shellfish. A word that is not an allergen ("and I have asthma") ends it.
const SEAFOOD_ALLERGY = /(?<=\ballerg(?:ic|y|ies) to\s+)seafood\b|\bseafood(?=\s+allerg(?:y|ies|ic)\b)/giu;
const LIST_SEPARATOR = String.raw`\s*(?:,|&|\/|\band\b|\bor\b)\s*(?:and\s+|or\s+)?`;
const SEPARATOR = new RegExp(LIST_SEPARATOR, "iu");
const ALLERGIC_TO_LIST = new RegExp(
  String.raw`\ballerg(?:ic|y|ies) to\s+([\p{L}'’]+(?:${LIST_SEPARATOR}[\p{L}'’]+)+)`,
  "giu",
);
const LIST_ALLERGY = new RegExp(
  String.raw`\b((?:[\p{L}'’]+${LIST_SEPARATOR})+[\p{L}'’]+(?:\s+[\p{L}'’]+)?)\s+(allerg(?:y|ies|ic)|intoleran(?:ce|ces|t))\b`,
  "giu",
);
const NOT_AN_ALLERGEN = new Set(
  "i im i'm ive i've have has had am also and take takes taking on my get gets suffer suffers was is with".split(
    " ",
  ),
);

function eachAllergen(list: string, named: (item: string) => string): string {
  const items = list.split(SEPARATOR).filter(Boolean);
  const found = items.findIndex((item) => NOT_AN_ALLERGEN.has(item.toLowerCase()));
  const end = found === -1 ? items.length : found;
  return [...items.slice(0, end).map(named), ...items.slice(end)].join(", ");
}

// A tumour's negative receptor status is not a denial: "ER negative breast cancer", "triple negative" are breast cancer.
const RECEPTOR_NEGATIVE =
  /\b(?:er|pr|her\s*2|(?:o?estrogen|progesterone|hormone)\s+receptor|receptor|triple)\s*-?\s*(?:negative|neg)\b/giu;

// A denial said after the name: "HIV negative", "pregnancy test negative", "coeliac ruled out" read as "not ...".
const UNTIL_A_BREAK = String.raw`((?:(?!(?:and|or|but|with|not|no|rh|rhesus|group|blood)\b)[\p{L}\p{N}]+[\s-]+){1,3}?)`;
const THEN_A_BREAK = String.raw`(?=\s*(?:$|[,;.)!?]|\b(?:and|but|so|since|now|after|in|last|this|for)\b))`;
const DENIED_AFTER = new RegExp(
  String.raw`\b${UNTIL_A_BREAK}(?:(?:tests?|screen(?:ing)?|scans?|results?|swabs?)[\s-]+)?(?:(?:came[\s-]+back|was|were|is|are|been|has[\s-]+been|have[\s-]+been)[\s-]+)?(?:negative|neg|ruled[\s-]+out|excluded|vaccinated|immune|immuni[sz]ed)\b${THEN_A_BREAK}`,
  "giu",
);
const CLEAR_AFTER = new RegExp(
  String.raw`\b${UNTIL_A_BREAK}(?:tests?|screen(?:ing)?|scans?|results?|swabs?)[\s-]+(?:(?:came[\s-]+back|was|were|is|are|all)[\s-]+)?clear\b${THEN_A_BREAK}`,
  "giu",
);
const DENIED_BEFORE =
  /\b(?:ruled\s+out|excluded|tested\s+negative\s+for|negative\s+for|screened\s+for|vaccinated\s+(?:against|for)|immuni[sz]ed\s+(?:against|for)|protected\s+against)\b/giu;

// A vaccine or a screening names what it prevents or looks for: "hep B vaccine", "flu jab", "breast screening".
const PREVENTED = new RegExp(
  String.raw`\b${UNTIL_A_BREAK}(?:vaccines?|vaccinations?|boosters?|immuni[sz]ations?|screening|scares?)\b`,
  "giu",
);
const JABBED =
  /\b(flu|covid|hep\s*[abc]|hepatitis\s*[abc]|hpv|shingles|pneumo\p{L}*|mmr|tetanus|rsv|whooping\s+cough|bcg|typhoid|rabies|measles|chicken\s?pox)\s+(?:jabs?|shots?)\b/giu;

// Free of a condition is its history ("free of cancer", "free from seizures for 2 years"), kept or ended as "had" is.
// "Free of fits" is itself a wording of epilepsy (class wordings), where "fits" alone is too vague to read.
const FREE_OF = /\b(?:free\s+(?:of|from)|clear\s+of|all\s+clear\s+(?:of|from))\s+(?!fits\b)/giu;

// "Liver or kidney problems" names two: the noun is shared by the organs before it.
const SHARED_NOUN =
  /\b(liver|kidney|kidneys|renal|hepatic|heart|cardiac|lung|lungs|thyroid|bowel|stomach|bladder|breast|ovarian|prostate|bone|skin)\s+(?:or|and|\/)\s+(\p{L}+)\s+(problems?|diseases?|impairment|failure|damage|conditions?|issues?|cancers?)\b/giu;

// Product information's "hypersensitivity to soya" is an allergy as people say it.
const HYPERSENSITIVITY = /\bhypersensitiv(ity|e)\b/giu;

// "Type 2" alone in a list is diabetes (conditions.ts); beside another word in its clause ("bipolar type 1", "von
// Willebrand type 1", "type 2 respiratory failure") it is the type of that condition, not diabetes.
const BARE_TYPE = /\btype[\s-]*(?:1|2|one|two|i|ii)\b/giu;
const DIABETES_WORD = /^(?:diabetes|diabetic|diabetics|dm|mellitus|t1dm|t2dm|iddm|niddm)$/u;
const CLAUSE_PARTS = /([,;.\n()[\]/]|\band\b|\bbut\b)/iu;

function namesAnotherType(word: string | undefined): boolean {
  const normal = normaliseName(word ?? "");
  return /\p{L}{2}/u.test(normal) && !isFiller(normal) && !DIABETES_WORD.test(normal);
}

function withoutTypeOfAnother(words: string): string {
  return words
    .split(CLAUSE_PARTS)
    .map((clause) =>
      clause.replace(BARE_TYPE, (found: string, offset: number) => {
        const before = clause.slice(0, offset).trim().split(/\s+/u).at(-1);
        const after = clause
          .slice(offset + found.length)
          .trim()
          .split(/\s+/u)[0];
        if (DIABETES_WORD.test(normaliseName(after ?? ""))) return found;
        return namesAnotherType(before) || namesAnotherType(after) ? " " : found;
      }),
    )
    .join("");
}

// A "low sodium diet" limits what is eaten and says nothing of a low blood level, so its "low" is dropped; names
// drop it too, so "low potassium diet" still finds the high potassium it is given for.
const LOW_DIET = /\blow[\s-]+(\p{L}+(?:[\s-]+\p{L})?)[\s-]+diet\b/giu;

function restrictedDiets(text: string): string {
  return text.replace(LOW_DIET, "$1 diet");
}

// Clinic letters' "type 2 diabetes mellitus" is the diabetes the shorter names read.
const MELLITUS = /\bdiabetes\s+mellitus\b/giu;

/** What people type, in the words the condition names use. */
function conditionWords(typed: string): string {
  return withoutDeterminers(
    restrictedDiets(typed)
      .replace(MELLITUS, "diabetes")
      .replace(SHARED_NOUN, "$1 $3 or $2 $3")
      .replace(HYPERSENSITIVITY, (_, ending: string) =>
        ending.toLowerCase() === "e" ? "allergic" : "allergy",
      )
      .replace(SEAFOOD_ALLERGY, "fish and shellfish")
      .replace(ALLERGIC_TO_LIST, (_, list: string) => eachAllergen(list, (item) => `allergic to ${item}`))
      .replace(LIST_ALLERGY, (_, list: string, kind: string) =>
        eachAllergen(list, (item) => `${item} ${kind}`),
      )
      .replace(BABY_IS_AGED, " had a baby $1 $2s ago ")
      .replace(AGED_BABY, " had a baby $1 $2s ago ")
      .replace(GP_FAMILY_HISTORY, "family history of ")
      .replace(RECEPTOR_NEGATIVE, " ")
      .replace(FREE_OF, " had ")
      .replace(DENIED_AFTER, " not $1 ")
      .replace(CLEAR_AFTER, " not $1 ")
      .replace(PREVENTED, " not $1 ")
      .replace(JABBED, " not $1 ")
      .replace(DENIED_BEFORE, " not ")
      .replace(HORMONE_CANCER_IN_FAMILY, " hormone-dependent cancer in the family ")
      .replace(SOMEONE_ELSE, " not ")
      .replace(SOMEONE_ELSE_FIRST, "$1 not ")
      .replace(IN_THE_FAMILY, " not $1 ")
      .replace(REPLACED, "$1 replacement")
      .replace(ORGAN_ISSUES, "$1 problems")
      .replace(ORGAN_WEAK, "$1 problems")
      .replace(TRYING_TO_QUIT, "smoker")
      .replace(BUT_TRYING, "$1, trying to conceive")
      .replace(NOT_YET_PREGNANT, "trying to conceive")
      .replace(BMI, (found: string, value: string) => (Number(value) >= 30 ? " obesity " : found))
      .replace(HBA1C, hba1cRange)
      .replace(BP_READING, bpRange)
      .replace(STATE_AFTER, stateFirst)
      .replace(SALT_LEVEL, saltRange)
      .replace(ORGAN_GONE, "had $1 removed")
      .replace(EGFR, egfrStage)
      .replace(CKD_STAGE, " CKD stage $1 "),
  );
}

// The part of the body an operation is on ("knee surgery", "dental op") changes nothing the checker says about it.
const OPERATION_ON = /\b(\p{L}+)\s+(?=(?:surgery|operation|op|ops|operations)\b)/giu;

/** Read with operations by name ("splenectomy"); any other "-ectomy" or "-otomy" is read as an operation. */
function readConditionWords(
  index: DictionaryIndex,
  text: string,
): { words: string; reading: PhraseReading<string> } {
  const reading = readPhrases(index.conditionNames, text);
  const unread = new Set(reading.unrecognised.map((word) => word.toLowerCase()));
  const words = text.replace(OPERATION_WORD, (word) => (unread.has(word.toLowerCase()) ? "operation" : word));
  return words === text ? { words, reading } : { words, reading: readPhrases(index.conditionNames, words) };
}

function readCondition(index: DictionaryIndex, typed: string): ConditionReading {
  const read = readConditionWords(index, withoutTypeOfAnother(conditionWords(typed)));
  const words = read.words;
  let reading = read.reading;
  if (reading.unrecognised.length > 0) {
    const unknown = new Set(reading.unrecognised);
    const plain = words.replace(OPERATION_ON, (whole, word: string) =>
      unknown.has(word.toLowerCase()) ? "" : whole,
    );
    if (plain !== words) reading = readPhrases(index.conditionNames, plain);
  }
  const absent = (match: PhraseMatch<string>) =>
    match.negated || conditionIsOver(index.conditions, match.value, match);
  const conditions = new Set(reading.matches.filter((match) => !absent(match)).map((match) => match.value));
  for (const match of reading.matches) {
    const formerly = index.conditions.get(match.value)?.formerly;
    if (formerly !== undefined && !match.negated && absent(match)) conditions.add(formerly);
  }
  return {
    typed,
    conditions: [...conditions],
    // A list shared out ("allergic to bees and wasps") can repeat a word it could not read.
    unrecognised: [...new Set(reading.unrecognised)],
    suggestions: [
      ...new Set(reading.unrecognised.flatMap((word) => suggestionsFor(index.conditionNames, word))),
    ],
    negatedOnly: conditions.size === 0 && isNegatedOnly(reading, absent),
  };
}
