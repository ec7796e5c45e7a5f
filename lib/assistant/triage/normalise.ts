// The text the triage rules read: one spelling per word (lower case, no accents or apostrophes, common
// typos of the words that matter corrected), compound terms fused so "blood test" is not "blood", and
// medicines and supplements tagged with what they are, so a rule can say "a serotonergic medicine".
import { INGREDIENTS } from "@/prisma/data/catalogue/ingredients";
import { DICTIONARIES } from "@/prisma/data/dictionaries";

import { dictionary } from "@zxcvbn-ts/language-en";

import { editDistance } from "@/lib/interactions/names";

import modelWeights from "./model-weights.json";

/** Clause boundary token: negation and "what if" framing never cross it. */
export const BOUNDARY = "|";

/** Words the rules depend on, often misspelt: a word that is not English is corrected to one of these. */
const KEY_WORDS = [
  "suicide",
  "suicidal",
  "overdose",
  "overdosed",
  "paracetamol",
  "ibuprofen",
  "tablets",
  "capsules",
  "gummies",
  "vitamin",
  "vitamins",
  "toddler",
  "medication",
  "swallowed",
  "unconscious",
  "unresponsive",
  "seizure",
  "seizures",
  "convulsion",
  "fontanelle",
  "fontanel",
  "convulsed",
  "convulsing",
  "meningitis",
  "anaphylaxis",
  "anaphylactic",
  "breathe",
  "breathing",
  "breathless",
  "bleeding",
  "vomiting",
  "vomited",
  "collapsed",
  "headache",
  "pregnant",
  "swelling",
  "swollen",
  "throat",
  "tongue",
  "inhaler",
  "wheezing",
  "asthma",
  "diabetic",
  "insulin",
  "serotonin",
  "sertraline",
  "citalopram",
  "fluoxetine",
  "warfarin",
  "rivaroxaban",
  "apixaban",
  "tramadol",
  "codeine",
  "cocodamol",
  "antidepressants",
  "myself",
  "harming",
  "hurting",
  "confused",
  "drooping",
  "slurred",
  "slurring",
  "movements",
  "moving",
  "sepsis",
  "shivering",
  "twitching",
  "sweating",
  "poisoned",
  "battery",
  "diarrhoea",
  "temperature",
  "unconscious",
  "emergency",
  "ambulance",
  "chest",
  "asthma",
  "anaphylaxis",
  "seizure",
  "hypoglycaemia",
  "difference",
] as const;

/**
 * English words (the zxcvbn-ts lists: common words and the most frequent Wikipedia words): never
 * "corrected", so "dropping" stays dropping and only non-words like "paracetomol" are mended.
 */
let englishWords: ReadonlySet<string> | undefined;

function isEnglish(token: string): boolean {
  englishWords ??= new Set([...dictionary["commonWords-en"], ...dictionary["wikipedia-en"]]);
  return englishWords.has(token);
}

/** Common words by frequency, for splitting words typed without spaces. */
let commonRanks: ReadonlyMap<string, number> | undefined;
/** Rarer "words" in the list are fragments ("ers", "tis") that would split real words apart. */
const RARE_RANK = 20_000;
const RARE_SHORT_RANK = 1_000;
/** Endings the list holds as words: a split never leaves one on its own ("tighten ings"). */
const SUFFIXES = new Set(
  "ing ings ed er ers est ly ness ment ments tion tions able ful less ism ist ists".split(" "),
);
/** Words the learned reader was trained on ("breastbone", "overdosing") and the key words: read as one word. */
const KNOWN: ReadonlySet<string> = new Set([
  ...KEY_WORDS,
  ...Object.keys(modelWeights.emergency.weights),
  ...Object.keys(modelWeights.family.weights),
]);
const SHORT_WORDS = new Set(
  "i a im id me my to be no is it in of on so up do go he we am an at as by if or us ok".split(" "),
);

/**
 * "idontwanttobehere" as "i dont want to be here": the likeliest split into common words (each costing the log of
 * its frequency rank), or the token itself when no split uses common words only.
 */
function spacedOut(token: string): string {
  if (token.length < 9 || !/^[a-z]+$/.test(token) || isEnglish(token) || KNOWN.has(token)) return token;
  // The list ranks "i" among rare words; it is the commonest word people type.
  commonRanks ??= new Map([
    ...dictionary["commonWords-en"]
      .map((word, index) => [word.replace(/'/g, ""), index + 1] as const)
      .reverse(),
    ["i", 1],
    ["a", 1],
  ]);
  const cost: (number | undefined)[] = [0];
  const from: number[] = [0];
  for (let end = 1; end <= token.length; end++) {
    for (let start = Math.max(0, end - 16); start < end; start++) {
      const before = cost[start];
      const word = token.slice(start, end);
      const rank =
        commonRanks.get(word) ?? (word.length > 4 ? commonRanks.get(word.replace(/s$/, "")) : undefined);
      if (before === undefined || rank === undefined || rank > RARE_RANK || SUFFIXES.has(word)) continue;
      if (word.length < 3 ? !SHORT_WORDS.has(word) : word.length === 3 && rank > RARE_SHORT_RANK) continue;
      const total = before + Math.log(rank + 10);
      if (cost[end] === undefined || total < (cost[end] ?? Infinity)) {
        cost[end] = total;
        from[end] = start;
      }
    }
  }
  if (cost[token.length] === undefined) return token;
  const words: string[] = [];
  for (let end = token.length; end > 0; end = from[end] ?? 0) words.unshift(token.slice(from[end] ?? 0, end));
  return words.join(" ");
}

/** Phrases read as one word, so they never count as the words they contain ("blood test" is not blood). */
const COMPOUNDS: readonly [RegExp, string][] = [
  [
    /\bblood (?:tests?|results?|work|pressures?|types?|groups?|levels?|donors?|donations?|cells?|counts?|orange)\b/g,
    "bloodthing",
  ],
  [/\bdonat\w* blood\b/g, "bloodthing"],
  [/\bblood ?(?:sugars?|glucose)\b/g, "bloodsugar"],
  [/\bblood thinn\w*\b/g, "bloodthinner"],
  [
    /\bchest (?:day|press|presses|workouts?|fly|flies|muscles?|colds?|gains|exercises?|routine|session|and tris|and (?:triceps|back|shoulders) (?:day|session|workout|routine))\b/g,
    "chestgym",
  ],
  [
    /\b(?<=(?:did|done|doing|training|trained|train|hit|smashed) )chest and (?:back|triceps|shoulders)\b/g,
    "chestgym",
  ],
  [/\bchoking (?:hazards?|risks?)\b/g, "chokinghazard"],
  [/\bchoking on (?:the |a )?(?:price|prices|cost|bill|fees?)\b/g, "idiom"],
  // "ODd on my oxycodone", "tookk a hole box": not "feel odd on the new tablets".
  [
    /\b(?<!(?:feel|feels|feeling|felt|look|looks|looking|bit|very|really|quite|so|seems|seem|little) )(?:odd|od d|ods) on (my|his|her|their)\b/g,
    "overdosed on $1",
  ],
  [/\btookk\b/g, "took"],
  [/\ba hole (box|bottle|packet|pack|tub|strip|pot|jar)\b/g, "a whole $1"],
  [/\bbabby\b/g, "baby"],
  [/\byello\b/g, "yellow"],
  // Dictation of the words that matter: "chess pains", "yell oh", "having a sees her", "more fine patches".
  [/\bchess (pains?|tightness|pressure)\b/g, "chest $1"],
  [/\byell oh\b/g, "yellow"],
  [/\b(a|another|having|had) sees? (?:her|here)\b/g, "$1 seizure"],
  [/\bmore fine (?=patch|tablet|liquid|sulphate|injection)/g, "morphine "],
  // "A right bad head", "a pounding head": a headache.
  [
    /\b(?:a )?(?:right |really |very |proper |awful |terrible |pounding |splitting |thumping )(?:bad )?head\b(?! (?:injury|lice|cold|of|teacher|office|start))/g,
    "bad headache",
  ],
  // Dictation splits a word ("my blue in haler").
  [/\bin haler\b/g, "inhaler"],
  [/\b(?:ceasure|seasure|siezure|seisure|sezure|cezure|seazure|sieve ure|seize ure)(s?)\b/g, "seizure$1"],
  // Scots "the wee yin", "wee man": a small child.
  [/\bwee (?:yin|yins|one|ones|man|boy|girl|lad|lass|wean|bairn)\b/g, "child"],
  // Irish and Scots "he's after eating them": he has just eaten them ("'s" is gone by now).
  [/\bchild after (?:eating|swallowing|drinking|taking)\b/g, "child has swallowed"],
  [/\b(?:is|has|was|hes|shes) after (?:eating|swallowing|drinking|taking)\b/g, "has swallowed"],
  [/\bchest infections?\b/g, "chestinfection"],
  [/\bhay ?fever\b/g, "hayfever"],
  [/\bheart ?(?:rate|health|healthy)\b/g, "hearthealth"],
  [/\bkeep(?:ing)? fit\b/g, "keepfit"],
  [/\bfit and (?:healthy|well|active)\b/g, "fitandwell"],
  [/\bsome one\b/g, "someone"],
  // A clock time is one token, not two clauses: "started at 14:02".
  [/\b([01]?[0-9]|2[0-3]) \| ([0-5][0-9])\b(?! ?(?:%|percent))/g, "$1.$2"],
  // A form's label ends no clause: "Ingested: approximately 10 of my gummies".
  [/\b(ingested|swallowed|substance|amount taken|what was taken) \| /g, "$1 "],
  // A dandelion leaf from the lawn is a plant, not a supplement; silica gel sachets are not poisonous (NHS).
  [
    /\b(?:dandelion|clover|nettle|chamomile|mint)s? (?:leaves|leaf|flowers?|weeds?|heads|clocks|plants?)\b/g,
    "gardenplant",
  ],
  [/\b(?:do not eat )?silica gel(?: sachets?| beads?| packets?| bags?)?\b/g, "silicagel"],
  // "I ain't been in the sun": dialect "ain't" before a past participle is "haven't".
  [/\b(i|we|they|you) isnt (been|got|had|done|taken|eaten|seen)\b/g, "$1 havent $2"],
  [/\b(he|she|it) isnt (been|got|had|done|taken|eaten|seen)\b/g, "$1 hasnt $2"],
  // "Having a heart attack every time he sees the price": a joke, not an event.
  [
    /\b(?:having|have|has|had|gonna have|going to have) a heart attack (?:every time|each time|whenever|when(?:ever)? (?:he|she|i|they|you) (?:sees?|looks? at|hears?))\b/g,
    "idiom",
  ],
  [/\bdead ?lifts?\b/g, "deadlift"],
  [/\b(?:dying|die) (?:to|for) (?:know|try|hear|see|get|find|ask)\b/g, "eagerto"],
  [/\bto die for\b/g, "delicious"],
  [/\bkilling (?:it|them)\b/g, "doingwell"],
  [/\b(?:pre ?workout|preworkout)\b/g, "preworkout"],
  [/\b(?:financial|social|career|political|commercial|brand|fashion|credit|diet) suicide\b/g, "idiom"],
  [/\bsuicide (?:sprints?|runs?|drills?|squats?|shuttles?|doors?|blonde|mission|squad|set)\b/g, "idiom"],
  [
    /\boverdos\w* on (?:christmas |easter |birthday )?(?:chocolate|cake|biscuits|sweets|sugar|carbs|pizza|food|turkey|mince pies|crisps|cheese|netflix|tv|telly|the sun|work|gym|exercise|cardio|love|drama|lip balm|lip salve|vaseline|moisturiser|hand cream|body lotion|fake tan)\b/g,
    "idiom",
  ],
  [
    /\b(?:wallet|purse|bank(?: account| balance)?|card|credit card|laptop|phone|computer|website|site|app|page|browser|printer|budget|account) (?:is |has |just |nearly |almost )*(?:having|had|went into|gone into|going into) (?:a )?(?:seizure|fit|heart attack|stroke|meltdown|breakdown)\b/g,
    "idiom",
  ],
  [/\bheart (?:atack|attak|atak|attac|attck|atttack)\b/g, "heart attack"],
  [
    /\b(?:gave|give|giving|gives|nearly had|almost had|nearly having|near) (?:me |him |her |them |us )?(?:a )?heart attack\b/g,
    "idiom",
  ],
  [/\bheart attack (?:on a plate|in a (?:bun|box|bowl|glass))\b/g, "idiom"],
  [/\bhorse (?:pills?|tablets?|capsules?)\b/g, "bigpill"],
  // Similes and laughter: "knocks me out like I'm unconscious", "laughed so hard I couldn't breathe".
  [/\blike (?:i'?m|im|i am|i was|being|a|the) (?:unconscious|dead|corpse|zombie|log|light)\b/g, "idiom"],
  [
    /\blaugh\w* so (?:hard|much) (?:that )?(?:i|he|she|we|they) (?:couldnt|could not|cant|cannot) (?:breathe|breath)\b/g,
    "idiom",
  ],
  // Big capsules: "I always feel like I'm going to choke on them".
  [/\b(?:feel|feels|felt) like (?:\w+ ){0,2}(?:going to|gonna|will|might) choke\b/g, "bigpill"],
  // Apple cider vinegar is not a drink taken with tablets.
  [/\b(?:apple )?cider vinegar\b/g, "vinegar"],
  [/\b(?:bleeding risks?|risk of bleeding|bleed risks?|bleeding time)\b/g, "riskbleeding"],
  // A question about a supplement's effect on bleeding is not a bleed ("might it affect bleeding?").
  [
    /\b(?:affects?|affecting|increases?|increasing|raises?|raising|worsens?|worsening|causes?|causing) (?:the |your |my |his |her )?(?:risk of )?bleeding\b/g,
    "riskbleeding",
  ],
  // "I have all the symptoms of meningitis" tells of a suspected meningitis.
  [
    /\b(?:have|has|having|got|showing|shows) (?:all |all of |all the |some |some of the |the |the classic |classic |early )?(?:signs|symptoms) of (?:an? )?/g,
    "think having a ",
  ],
  // Sensor models ("Libre 2", "Libre 3 Plus") are not readings.
  [/\b(?:freestyle )?libre [23](?: plus)?\b(?! ?(?:\.[0-9]|mmol))/g, "libre"],
  // The Army's "passing out" is a graduation ("his passing out parade", "passes out from Catterick").
  [
    /\b(?:passing|passes|passed|pass) out (?:parade|ceremony|from (?:catterick|sandhurst|cranwell|dartmouth|lympstone|pirbright|basic training|training|the army|the navy|the raf))\b/g,
    "graduation",
  ],
  [/\b(?:per a cetamol|para cetamol|parra cetamol|paris etamol)\b/g, "paracetamol zmed zparacetamol"],
  [/\bst\.? johns? ?worts?\b/g, "stjohnswort zsupp zsero"],
  [/\b5 ?htp\b/g, "fivehtp zsupp zsero"],
];

/** Scots and other dialect words for the words the rules read ("thinkin aboot jumpin aff the bridge"). */
const DIALECT: Readonly<Record<string, string>> = {
  // Key words too short or too far from the word for the typo correction.
  asma: "asthma",
  azma: "asthma",
  ashma: "asthma",
  athsma: "asthma",
  asthama: "asthma",
  aboot: "about",
  aff: "off",
  oot: "out",
  ma: "my",
  mah: "my",
  masel: "myself",
  masell: "myself",
  mysel: "myself",
  whit: "what",
  heid: "head",
  hedake: "headache",
  hedache: "headache",
  headake: "headache",
  hedach: "headache",
  tung: "tongue",
  toung: "tongue",
  tounge: "tongue",
  wud: "would",
  beter: "better",
  allredy: "already",
  wierd: "weird",
  fel: "fell",
  cannae: "cant",
  canny: "cant",
  dinnae: "dont",
  dinny: "dont",
  didnae: "didnt",
  disnae: "doesnt",
  isnae: "isnt",
  wasnae: "wasnt",
  wouldnae: "wouldnt",
  naw: "no",
  seein: "seeing",
  doon: "down",
  roond: "round",
  roon: "round",
  breathin: "breathing",
  answerin: "answering",
  respondin: "responding",
  tae: "to",
  mair: "more",
  greetin: "crying",
  aint: "isnt",
  // A dropped g on a short verb, which the English lists hold as words of their own.
  havin: "having",
  goin: "going",
  doin: "doing",
  comin: "coming",
  bein: "being",
  takin: "taking",
  makin: "making",
  gonnae: "gonna",
  wi: "with",
  aw: "all",
  naebody: "nobody",
  naebdy: "nobody",
  boak: "vomit",
  boke: "vomit",
  bokin: "vomiting",
  wean: "child",
  weans: "children",
  bairn: "child",
  bairns: "children",
  ye: "you",
  yer: "your",
  u: "you",
  ur: "your",
  r: "are",
  pls: "please",
  plz: "please",
  rn: "now",
  cos: "because",
  coz: "because",
  bc: "because",
};

/** Foods ending in "in" that are not a dropped g: raisins are poisonous to dogs, "raising" is not. */
const FOODS_IN_IN = new Set(["raisin", "muffin", "pumpkin", "tannin", "gherkin"]);

/** "thinkin", "jumpin": a dropped g restored when that makes an English word. */
function droppedG(token: string): string {
  // Password-derived word lists hold "thinkin" too, so the -ing word decides.
  if (!token.endsWith("in") || token.length < 6 || FOODS_IN_IN.has(token)) return token;
  return isEnglish(`${token}g`) ? `${token}g` : token;
}

/** Spelt-out numbers people write for counts of tablets. */
const NUMBER_WORDS: Readonly<Record<string, string>> = {
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  eleven: "11",
  twelve: "12",
  fifteen: "15",
  twenty: "20",
  thirty: "30",
  forty: "40",
  fifty: "50",
  sixty: "60",
  hundred: "100",
  dozen: "12",
};

/** Laughter that marks slang like "kms" as a joke ("kms this tastes vile 😂"), never a plain "kill myself". */
const JOKING = /\p{Extended_Pictographic}|\b(?:lol|lmao|lmfao|haha\w*|rofl|jk|jokes)\b/u;

/** "revision is making me want to die lol": hyperbole about a thing, said laughing. */
const HYPERBOLE = /\b(?:making|makes|made|make) me (?:want to|wanna) (?:die|kill myself|cry|scream)\b/gi;

/** Idioms that name dying or killing oneself about something else ("die of embarrassment", "kill myself laughing"). */
const IDIOMS =
  /\b(?:die|dying|died|dead) (?:of|from) (?:embarrassment|shame|boredom|cringe|laughter|laughing|jealousy|envy)\b|\b(?:kill|killing|killed|kills) (?:myself|me|himself|herself|us) (?:laughing|with laughter)\b|\b(?:overdosed|overdosing|od'?d) on (?:quality street|chocolates?|sweets|cake|mince pies|christmas|netflix|sugar|carbs|crisps|pizza|cheese|biscuits|telly)\b/gi;

/** Pronouns keep their "'s" ("she's" → shes); any other word drops it ("baby's" → baby, "throat's" → throat). */
const POSSESSIVE = /\b(?!(?:he|she|it|that|what|there|here|who|where|let|how)')([a-z]+)'s\b/g;

/**
 * "TEN" in capitals among lower-case words, beside skin words, names toxic epidermal necrolysis; a count of
 * tablets, time or anything taken ("took TEN", "TEN pills") stays a number.
 */
const TEN_NAMED =
  /(?<!\b(?:took|taken|take|taking|swallowed|ate|had|downed|necked|about|around|over|maybe|nearly|almost|least|than|like) )\bTEN\b(?! (?:\w+ )?(?:tablets?|pills?|capsules?|caps|tabs?|mg|g|mcg|ml|units?|days?|weeks?|months?|years?|hours?|hrs?|mins?|minutes?|times?|of|more|x)\b)/g;
const SKIN_WORDS = /\b(?:skin|rash|blister\w*|peel\w*|sjs|stevens|reaction|antibiotics?)\b/i;

function namedConditions(message: string): string {
  return /[a-z]/.test(message) && SKIN_WORDS.test(message)
    ? message.replace(TEN_NAMED, " toxic epidermal necrolysis ")
    : message;
}

function plainText(message: string): string {
  const joking = JOKING.test(message);
  const slang = joking ? " idiom " : null;
  return (
    namedConditions(joking ? message.replace(HYPERBOLE, " idiom ") : message)
      .replace(IDIOMS, " idiom ")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc`´]/g, "'")
      .replace(POSSESSIVE, "$1")
      // "OD'd", "ODed": not "odd", as in "feel odd" or "the odd headache".
      .replace(/\bo\.?d(?:'?ed|'d)\b/g, " overdosed ")
      .replace(/\b(?:an|a) o\.?d\b/g, " an overdose ")
      .replace(/\bkms\b/g, slang ?? " kill myself ")
      .replace(/\bkys\b/g, slang ?? " kill yourself ")
      .replace(/\ba ?& ?e\b/g, " ae ")
      .replace(/'/g, "")
      .replace(/(\d),(\d{3})\b/g, "$1$2")
      .replace(/(\d)\.(\d)/g, "$1dot$2")
      // A list after a negation stays one clause: "no raisins, nuts or chocolate".
      .replace(
        /\b(no|not|without|never)\s+([a-z]+(?:\s+[a-z]+)?),\s+(?=[a-z]+(?:\s+[a-z]+)?\s+(?:or|nor)\b)/g,
        "$1 $2 or ",
      )
      .replace(/[.!?;:,\n\r]+/g, ` ${BOUNDARY} `)
      .replace(/[^a-z0-9|]+/g, " ")
      .replace(/(\d)dot(\d)/g, "$1.$2")
      .replace(/\s+/g, " ")
      .trim()
  );
}

function corrected(token: string): string {
  if (token.length < 5 || /\d/.test(token) || isEnglish(token)) return token;
  const limit = token.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const word of KEY_WORDS) {
    // People spell "ph" as they hear it: "anafalaxis".
    const distance = Math.min(
      editDistance(token, word, limit),
      editDistance(token, word.replace(/ph/g, "f").replace(/y/g, "a"), limit),
    );
    if (distance < bestDistance) {
      best = word;
      bestDistance = distance;
    }
  }
  return best ?? token;
}

interface TagPhrase {
  tokens: string[];
  tags: string;
}

const SEROTONERGIC_CLASSES = new Set([
  "serotonergic-medicine",
  "ssri",
  "snri",
  "maoi",
  "tricyclic-antidepressant",
  "triptan",
  "serotonergic-opioid",
  "antidepressant",
]);
const BLEEDING_CLASSES = new Set([
  "bleeding-risk-medicine",
  "anticoagulant",
  "antiplatelet",
  "vitamin-k-antagonist",
  "doac",
  "heparin",
  "nsaid",
]);
const HYPO_CLASSES = new Set(["insulin", "sulfonylurea", "blood-glucose-lowering"]);

function classClosure(): Map<string, Set<string>> {
  const parents = new Map(DICTIONARIES.medicineClasses.map((entry) => [entry.slug, entry.parents]));
  const closure = new Map<string, Set<string>>();
  for (const slug of parents.keys()) {
    const seen = new Set<string>();
    const stack = [slug];
    while (stack.length > 0) {
      const next = stack.pop();
      if (next === undefined || seen.has(next)) continue;
      seen.add(next);
      stack.push(...(parents.get(next) ?? []));
    }
    closure.set(slug, seen);
  }
  return closure;
}

function tagsForClasses(classes: Iterable<string>, paracetamol = false): string {
  const all = new Set(classes);
  const has = (group: ReadonlySet<string>) => [...all].some((slug) => group.has(slug));
  return [
    "zmed",
    has(SEROTONERGIC_CLASSES) ? "zsero" : "",
    has(BLEEDING_CLASSES) ? "zbleed" : "",
    has(HYPO_CLASSES) ? "zhypo" : "",
    paracetamol ? "zparacetamol" : "",
  ]
    .filter(Boolean)
    .join(" ");
}

function phrase(name: string, tags: string): TagPhrase | null {
  const tokens = plainText(name).replaceAll(BOUNDARY, " ").split(" ").filter(Boolean);
  // Two-letter names ("Li") would tag ordinary words.
  return tokens.length === 0 || tokens.join(" ").length < 4 ? null : { tokens, tags };
}

/** Every medicine name, brand and group word, and every supplement ingredient name, with its tags. */
function buildTagPhrases(): Map<string, TagPhrase[]> {
  const closure = classClosure();
  const phrases: TagPhrase[] = [];
  // A group whose every medicine contains paracetamol ("Lemsip Max", a brand family) is paracetamol too.
  const allParacetamol = new Map<string, boolean>();
  for (const medicine of DICTIONARIES.medicines) {
    const classes = medicine.classes.flatMap((slug) => [...(closure.get(slug) ?? [slug])]);
    const paracetamol = medicine.slug === "paracetamol" || medicine.components.includes("paracetamol");
    for (const slug of medicine.classes)
      allParacetamol.set(slug, (allParacetamol.get(slug) ?? true) && paracetamol);
    const tags = tagsForClasses(classes, paracetamol);
    for (const name of [medicine.name, ...medicine.brands, ...medicine.otherNames]) {
      const entry = phrase(name, tags);
      if (entry) phrases.push(entry);
    }
  }
  for (const group of DICTIONARIES.medicineClasses) {
    if (group.mechanism) continue;
    const tags = tagsForClasses(
      closure.get(group.slug) ?? [group.slug],
      allParacetamol.get(group.slug) ?? false,
    );
    for (const name of [group.name, ...(group.synonyms ?? [])]) {
      const entry = phrase(name, tags);
      if (entry) phrases.push(entry);
    }
  }
  for (const ingredient of INGREDIENTS) {
    const serotonergic = ingredient.slug === "5-htp" || ingredient.slug === "st-johns-wort";
    const bleeding = ["ginkgo-biloba", "omega-3-fish-oil", "garlic", "turmeric-curcumin"].includes(
      ingredient.slug,
    );
    const tags = ["zsupp", serotonergic ? "zsero" : "", bleeding ? "zbleedsupp" : ""]
      .filter(Boolean)
      .join(" ");
    for (const name of [ingredient.name, ...ingredient.synonyms]) {
      const entry = phrase(name, tags);
      if (entry) phrases.push(entry);
    }
  }
  const byFirst = new Map<string, TagPhrase[]>();
  for (const entry of phrases) {
    const first = entry.tokens[0] ?? "";
    byFirst.set(first, [...(byFirst.get(first) ?? []), entry]);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return byFirst;
}

let tagPhrases: Map<string, TagPhrase[]> | undefined;

/** Appends each recognised medicine's or supplement's tags after its name: "sertraline zmed zsero". */
function tagged(tokens: readonly string[]): string[] {
  tagPhrases ??= buildTagPhrases();
  const out: string[] = [];
  for (let at = 0; at < tokens.length;) {
    const token = tokens[at] ?? "";
    const match = tagPhrases
      .get(token)
      ?.find((entry) => entry.tokens.every((word, offset) => tokens[at + offset] === word));
    if (match) {
      out.push(...match.tokens, ...match.tags.split(" "));
      at += match.tokens.length;
    } else {
      out.push(token);
      at += 1;
    }
  }
  return out;
}

/** A medicine's or supplement's name is never "corrected" to another ("duloxetine" is not fluoxetine). */
function correctedUnlessNamed(token: string): string {
  tagPhrases ??= buildTagPhrases();
  return tagPhrases.has(token) ? token : corrected(token);
}

/** A medicine's or supplement's name is never split ("levothyroxine" is not "levo thy…"). */
function spacedUnlessNamed(token: string): string {
  tagPhrases ??= buildTagPhrases();
  return tagPhrases.has(token) ? token : spacedOut(token);
}

/** The message as the rules read it: a space-separated token string with "|" between clauses. */
export function normalise(message: string): string {
  let text = plainText(message);
  text = text
    .split(" ")
    .map(
      (token) =>
        NUMBER_WORDS[token] ?? DIALECT[token] ?? spacedUnlessNamed(correctedUnlessNamed(droppedG(token))),
    )
    .join(" ");
  for (const [pattern, replacement] of COMPOUNDS) text = text.replace(pattern, replacement);
  return tagged(text.split(" ").filter(Boolean)).join(" ");
}
