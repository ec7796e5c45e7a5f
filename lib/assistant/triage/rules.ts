// The triage rules: families of patterns over normalised text (./normalise.ts). A rule names concepts that
// must all appear close together; each concept is a regular expression over whole tokens. Words are
// grouped into classes (a substance, a way of swallowing it, an amount) so a rule covers every wording
// built from them, not one sentence. Tags added by normalise: zmed (a medicine), zsupp (a supplement),
// zsero (serotonergic), zbleed (raises bleeding risk), zhypo (can cause a hypo).
import type { TriageFamily } from "./families";

/** A family's rule: every concept within `window` tokens of the first. */
export interface Rule {
  family: TriageFamily;
  all: readonly string[];
  window?: number;
  /** Method- or intent-seeking wording stays an emergency even when framed as a question. */
  evenIfHypothetical?: boolean;
  /** "years ago" ends every family; "weeks ago" and "last week" only those that are over within hours. */
  past?: "long" | "recent";
  /** Words that, within the window, make it something else (a vitamin taken twice is not a medicine overdose). */
  without?: string;
  /** How near `without` must be, when it reaches further than the rule's own window ("…clears after a coffee"). */
  withoutWindow?: number;
  /** Words anywhere in the conversation that explain the message away ("for my essay"). */
  unless?: string;
  /** Who or what the event is about (a child, a pet, a blood thinner, a pregnancy): near it, but never the "past" part. */
  setting?: string;
  /** Words that qualify the event (when, how bad), found near it but never read as negated themselves. */
  qualifiers?: readonly string[];
  /** Each concept must match a different part of the message (two distinct signs, not one twice). */
  distinct?: boolean;
  /** Concepts that are whole-message context (a pregnancy, a diabetes) rather than the event itself. */
  context?: readonly string[];
  /** Every concept in the clause of the first: "the max is 8 a day. I've had 4" is not 8 swallowed. */
  sameClause?: boolean;
}

const any = (...alternatives: string[]) => `(?:${alternatives.join("|")})`;
/** Up to `n` tokens in between, never across a clause boundary or over a negation ("waters haven't gone"). */
const gap = (n: number) =>
  `(?:(?!(?:not|no|never|dont|doesnt|didnt|isnt|arent|havent|hasnt|wont|cant|wasnt|werent|hardly|barely)\\b)[a-z0-9.]+ ){0,${String(n)}}`;

const SELF = any("myself", "meself", "my self", "mysef", "myslef");
const OTHER_SELF = any("himself", "herself", "themselves", "themself", "yourself");
/** Who someone is when the message names them by a pronoun. */
const PRONOUNS = ["i", "im", "ive", "id", "he", "hes", "she", "shes", "they", "theyre"];
const PERSON = any(
  ...PRONOUNS,
  "we",
  "my \\w+",
  "mum",
  "dad",
  "husband",
  "wife",
  "partner",
  "friend",
  "someone",
);

/** When a sleep problem wakes someone: "not wake up at 4am" is about sleeping through. */
const WAKING_TIME = `(?:at|during|in the|through|so|too|every|all|before|from|for (?:the )?(?:toilet|loo|wee)|with|early|in the middle|when|because|[0-9])`;

// Amounts and substances.
const COUNT = `(?<!(?:at|by|till|until|before|after|from|[0-9]|aged|age|age is|turned|turning|shes|hes|im|i am|we are|were|(?:she|he|mum|dad|nan|gran|grandad|grandma) is|(?:i am|im|we are|were|aged) [0-9]+ and) )(?:[6-9]|[1-9][0-9]+)(?! [0-9])(?! (?:mg|g|mcg|ug|iu|ml|units?|micrograms?|milligrams?|grams?|kg|lbs?|stone|years?|yrs?|months?|weeks?|wks?|days?|hours?|hrs?|mins?|minutes?|seconds?|am|pm|percent|times? a day|a day|per day|daily|puffs?|sprays?)\\b)`;
const LOTS = any(
  "a (?:great|good) (?:many|number|deal)",
  "handful",
  "fistful",
  "load",
  "loads",
  "lots",
  "(?<!(?:read|reading|heard|hearing|researched|researching|googled|googling|worry|worrying|think|thinking|travel|travelling|train|training|run|running|walk|walking|sleep|sleeping|work|working|exercise|exercising) )a lot",
  "bunch",
  "heap",
  "pile",
  "several",
  "dozens?",
  // Not a length of time ("all winter"), a kind of food ("whole food") or an amount of reading ("read a lot").
  "all(?! (?:winter|summer|spring|autumn|year|years|week|day|month|night|morning|evening|afternoon|weekend|season|term|along|round|the time|my life|his life|her life|their life)\\b)",
  "whole(?! (?:food|foods|grain|grains|family|time|life|thing|world|milk)\\b)(?! (?:day|week|month|year|winter|summer)\\b(?! of))",
  "entire",
  "the lot",
  "the rest",
  "half (?:a|the)",
  "too many",
  "too much",
  "way too many",
  "bottle",
  "bottles",
  "box",
  "boxes",
  "packet",
  "packets",
  "(?<!(?:to|i|we|you|should i|will i|do i|can i) )pack(?! (?:my|a|for|up|in|her|his|their|our|the car|lunch|lunches|everything|it|them)\\b)",
  "packs",
  "tub",
  "strip",
  "strips",
  "blister",
  "sheet",
  "jar",
  "tube",
);
const CONTAINER = any(
  "bottle",
  "box",
  "packet",
  "(?<!(?:to|i|we|you|should i|will i|do i|can i) )pack(?! (?:my|a|for|up|in|her|his|their|our|the car|lunch|lunches|everything|it|them)\\b)",
  "tub",
  "strip",
  "blister pack",
  "sheet",
  "jar",
  "pot",
);
const PILLS = any(
  "zmed",
  "zsupp",
  "tablets?",
  "tabs?",
  "pills?",
  "capsules?",
  "caps",
  "meds",
  "medications?",
  "medicines?",
  "gummies",
  "gummy",
  "vitamins?",
  "supplements?",
  "painkillers?",
  "sleeping \\w+",
  "antidepressants?",
  "ones",
  "liquitabs?",
  "sachets?",
  "syrup",
  "drops",
  "doses?",
  "them all",
  "the lot",
  "the rest",
  CONTAINER,
);
const SWALLOWED = any(
  // "took the box back to the shop" is not swallowing it.
  `took(?! ${gap(6)}(?:back|to the (?:shop|chemist|pharmacy|store|vet|doctor|gp)|out of the|off the shelf))`,
  "taken",
  "tooken",
  "swallowed",
  "swallow",
  "(?:had|took|taken) a (?:wee |little |small |tiny )?(?:sip|swig|mouthful|gulp|taste|slurp)",
  "ate",
  "eaten",
  // A pet lapping it up.
  "lapp(?:ed|ing)",
  `(?:burst|bit into|bitten into|bit through)`,
  // "my daughter eat the gummy vitamins": the present tense of people writing in a second language.
  "(?<!\\b(?:to|wont|dont|doesnt|not|never|cant|would|will|can|could|should|might|may|i|we|you) )(?:eat|drink)(?= (?:the|all|from|out of|my|his|her|some|grapes|raisins|sultanas|chocolate|xylitol|rat poison|slug pellets)\\b)",
  "chewed",
  "chewing",
  "necked",
  "downed",
  "had",
  "consumed",
  "ingested",
  "popped",
  "scoffed",
  "gobbled",
  "gulped(?: down)?",
  "wolfed(?: down)?",
  "drank",
  "drunk",
  "swig\\w* (?:the|from|out of|straight from)",
  "got a (?:mouthful|bite|lick|taste|sip|swig|gulp)",
  "overdosed",
  "been taking",
  "got into",
  "gotten into",
  "got hold of",
  "sucked",
  // Licking a wrapper or the outside of a pot is not swallowing what was in it.
  `licked(?! ${gap(4)}(?:wrappers?|packets?|lids?|box|outside|bottle|spoon|smear|dab|cream|sudocrem|vaseline|moisturiser|lotion))`,
  "finished(?! (?:my|the|his|her|their|a) (?:course|prescription|antibiotics|treatment))",
  "shared",
  "split (?:a|the|some|his|her|my|their) (?:bottle|pack|packet|box|strip|tub)",
  "emptied",
  "polished off",
  "munched",
  "nibbled",
  "sucking",
  "been into",
  "raided",
  "hoovered up",
  "wolfed",
  "wolfed down",
  "inhaled",
  "snaffled",
  "stole",
  "nicked",
  "pinched",
  "helped (?:himself|herself|themselves) to",
  "got at",
  "got to",
  "bit into",
  "bitten into",
  "bite into",
  "(?<!\\b(?:a|a little|a tiny|a wee|quite a|every|one|little) )bit",
  "chewed on",
  "sucked on",
  "sucking on",
  "had a (?:sip|swig|capful|mouthful|gulp|drink)",
  "drank",
  "drunk",
);
/** A tin or jar of food, when no medicine is named after it: "got into the biscuit tin and ate the lot". */
const FOOD_STASH = `(?:biscuit|cookie|sweetie|sweet|cake|chocolate|choc|treat)s? (?:tin|jar|box|barrel)(?! ${gap(6)}(?:zmed|zsupp|tablets?|pills?|capsules?|vitamins?|medicines?))`;
/** That some of it is gone ("2 are missing", "no idea how many she's had"); "none are missing" is not. */
const MISSING = any(
  "(?:[0-9]+|some|a few|two|three|four|five|several|half) (?:are|is|were|was|have gone|gone) ?(?:missing|gone)?",
  "(?<!(?:none|nothing|not one|no) (?:are |is |were |was )?)missing",
  // Not "gone vegetarian", "gone to school", "gone off it".
  "gone(?! (?:vegan|vegetarian|veggie|off|to|back|out|up|down|for|through|quiet|home|away|into|over|round|on|well|ok|fine|flat|dead|mouldy|stale)\\b)",
  "cant find (?:them|it|the rest|the others|one|two)",
  "(?:no idea|dont know|not sure|unsure) how (?:many|much)",
  "empty",
  "half empty",
  "emptied",
  "none left",
  "(?:now )?there(?:s| is) none",
  "all gone",
  "nothing left",
  "lid (?:was |is |had been |left )?off",
  // "there were 60 this morning and now there's about 25".
  `(?:there (?:were|was)|had) (?:[0-9]+|a full|loads) ${gap(8)}(?:now|only) (?:theres|there are|there is|only|just|got) (?:about |around |like |roughly )?[0-9]+`,
);
const INJECTED = any(
  "injected",
  "jabbed",
  "bolused",
  "gave (?:myself|himself|herself|him|her|them)",
  "given (?:myself|himself|herself|him|her|them)",
  "did",
  "done",
);
const HAZARD = any(
  "button batter(?:y|ies)",
  "batter(?:y|ies)",
  "magnets?",
  "bleach",
  "detergent",
  "liquitabs?",
  "washing (?:tablets?|pods?|capsules?|liquid)",
  "dishwasher (?:tablets?|pods?|liquid|liqid|gel|salt|powder|rinse|cleaner)",
  "(?:liquid|tablets?|pods?|gel|powder|salt|rinse) (?:for|from) (?:the )?(?:dishwasher|washing machine|washing)",
  // Wild berries and mushrooms (NHS: poisonous plants).
  "(?:berries|mushrooms?|toadstools?) (?:off|from|in|on) (?:the |a )?(?:bush|hedge|garden|tree|park|plant|lawn|woods)",
  "wild (?:berries|mushrooms)",
  "washing up liquid",
  "pods?",
  "e ?liquid",
  "vape (?:juice|liquid)",
  "cleaning \\w+",
  "antifreeze",
  "weed killer",
  "rat poison",
  "slug pellets",
  "xylitol",
  "iron",
  "paracetamol",
  "zmed",
  "magnet\\w*",
  "shiny balls",
  "(?:hand )?(?:sanitiser|sanitizer|alcohol gel|hand gel)",
  "(?<!wine )(?:wine|beer|lager|cider|vodka|gin|whisky|rum|prosecco|spirits|alcohol)(?! gums?| vinegar| gum)",
  "mouthwash",
  "perfume|aftershave",
  "lamp oil",
  "paraffin",
  "white spirit",
  "turps",
  "petrol",
  "lighter fluid",
  "torch oil",
  "citronella",
  "(?:torch|lamp|burner) (?:oil|fuel|refill)",
  "(?:refill|fuel) for (?:the )?(?:garden )?(?:torch|torches|lamps?|burner)",
  "oil",
  "edibles?",
  "cannabis",
  "weed",
  "vape",
  "coin cell",
  "tablets?",
);
/** The same, but not a child's own dose ("has had her vitamin drops"). */
const SWALLOWED_NOT_OWN_DOSE = `${SWALLOWED} (?!(?:[a-z0-9.]+ ){0,3}(?:puffs?|sprays?|squirts?)\\b)(?!${gap(2)}(?:his|her|their|its) (?:usual |daily |normal |prescribed |own |morning |evening |bedtime )?(?:dose|doses|vitamins?|drops|medicine|meds|gummy|gummies|tablets?|supplements?|iron|calpol|multivitamin)\\b)${gap(6)}(?:${PILLS}|${HAZARD}|some of|a few of|one of(?! (?:her|his|their|my|those|these|the) (?:usual |normal |typical )?(?:absence|absences|seizures?|fits?|turns?|episodes?|tantrums?|moments?|migraines?|spells?|attacks?|naps?|silicagel)\\b)|a load of|loads of|lots of|a handful)`;
/** One more than a child's own daily vitamin ("one extra of her own gummies, so two instead of one"). */
const ONE_EXTRA_OWN = `(?:one|an|1) extra ${gap(1)}(?:of )?(?:his|her|their) own\\b|(?:his|her|their) own ${gap(4)}(?:two|2) instead of (?:one|1)\\b`;
/** Someone else's medicines within a child's reach ("got hold of my Pregnacare"). */
const ADULT_STASH = `(?:got hold of|got into|found|grabbed|took|opened|got) (?:my|mums?|mummys?|mommys?|dads?|daddys?|nanas?|nannas?|grannys?|grans?|grandmas?|grandads?|her mums?|his mums?|her dads?|his dads?|the)\\b`;
/** What is poisonous to pets besides medicines (PDSA, VPIS). */
const PET_HAZARD = any(
  "(?:something|summat) (?:dead|rotten|rotting)|carcass|dead (?:bird|rabbit|rat|mouse|fish|sheep|animal|thing)",
  "chocolate",
  "grapes",
  "raisins",
  "sultanas",
  "currants",
  "onions?",
  "macadamia",
  "lil(?:y|ies)",
  "pollen",
  "blister",
  "preworkout",
  "powder",
  "caffeine",
  "coffee",
  "xylitol",
  "sugar free",
  "chewing gum",
  "gum",
  "mints",
  "sweets",
  "antifreeze",
  "rat poison",
  "slug pellets",
  "fish oil",
  "omega 3",
  "(?<!(?:checked|check|checking|read|reading|looked at|looking at|on) (?:the )?)wrapper",
  "mince pies?",
  "stargazers?",
  "foxgloves?",
  "daffodils?",
  "bulbs",
  "tulips?",
  "yew",
  "ivy",
  "pellets",
  "rat bait",
  "poison",
  "non ?stick",
  "teflon",
  "fumes",
  "raisin",
  "christmas pudding",
  "fruit cake",
  "hot cross buns?",
  "ibuprofen",
  "paracetamol",
);
/** Signs of poisoning in a pet (PDSA, VPIS). */
const PET_SIGN = any(
  `gums ${gap(2)}(?:pale|white|brown\\w*|blue|grey|gray|muddy)`,
  `face ${gap(2)}(?:swollen|swelling|puffy)|swollen face`,
  "(?:been )?sick",
  "vomit\\w*",
  "twitch\\w*",
  "drool\\w*",
  "hunched",
  "fluffed",
  "letharg\\w*",
  "wobbly",
  "seizure",
  "fitting",
  "shaking",
  "panting",
  "trembl\\w*",
  "bobbing",
  `(?:cage )?floor`,
  "not eating",
  "off (?:his|her|their) food",
);
const CHILD = any(
  "twins?",
  "(?:my )?(?:youngest|eldest|oldest|middle one|little boy|little girl)",
  "babys",
  "child",
  "children",
  "kids?",
  "toddlers?",
  "baby",
  "babies",
  "infant",
  "son",
  "daughter",
  "boy",
  "girl",
  "grandson",
  "granddaughter",
  "grandchild",
  "grandkids?",
  "nephew",
  "niece",
  "wee one",
  "wean",
  "weans",
  "little one",
  "little un",
  "lil (?:one|un|man|boy|girl)",
  "kiddo",
  "kiddies?",
  "nipper",
  "bairn",
  "(?:little|baby|younger|kid) (?:bro|brother|sis|sister|cousin)",
  "(?:daughter|son|child|boy|girl|baby|toddler|grandson|granddaughter) (?:is |aged )?[1-9] ?(?:years?|yrs?|months?)\\b",
  "twins",
  "[1-9] ?(?:year|yr|month|week)s? old",
  "1[0-2] ?(?:year|yr)s? old",
  "(?:[1-9]|1[0-5]) ?(?:yo|y o)\\b",
  "[0-9]+ ?(?:mo|month old|months old)",
  "(?:theyre|hes|shes|he is|she is|they are|aged|age) [1-9]\\b",
  "(?:theyre|hes|shes|he is|she is|they are|aged|age) (?:one|two|three|four|five)(?! (?:of|tablets?|pills?|times|doses?|more|days?|hours?|weeks?)\\b)",
  "(?:theyre|hes|shes|he is|she is|they are|aged|age) [0-9]+ (?:months?|weeks?|mths?)",
  "[0-9]+ ?(?:months?|weeks?|mths?) old",
);
/** A son or daughter said to be 16 or over: an adult's overdose or reaction, not a child's poisoning. */
const GROWN_CHILD = `(?:son|daughter|he|she|hes|shes|he is|she is|they are|theyre|boy|girl|nephew|niece|grandson|granddaughter) (?:is |s )?(?:now )?(?:1[6-9]|[2-9][0-9]|sixteen|seventeen|eighteen|nineteen|twenty\\w*)\\b(?! ?(?:months?|weeks?|mths?|days?|kg|mg|lbs?|stone|percent))|(?:1[6-9]|[2-9][0-9]) ?(?:year|yr)s? old (?:son|daughter|boy|girl|lad|nephew|niece|grandson|granddaughter)`;
/** One tablet more than the dose in a day ("4 instead of 3"): a question for the pharmacist, not an overdose. */
const ONE_MORE_THAN_THE_DOSE = `(?:^|\\b)(?:2|two) ${gap(4)}instead of (?:1|one)\\b|(?:3|three) ${gap(4)}instead of (?:2|two)\\b|(?:4|four) ${gap(4)}instead of (?:3|three)\\b|(?:5|five) ${gap(4)}instead of (?:4|four)\\b`;
/** Medicines whose NHS pages say one extra dose by mistake is unlikely to harm. */
const ONE_EXTRA_UNLIKELY_TO_HARM =
  "levothyroxine|atorvastatin|simvastatin|rosuvastatin|pravastatin|omeprazole|lansoprazole|esomeprazole|cetirizine|loratadine|fexofenadine";
/** What makes a clot likely: an operation, a long flight, a plaster cast, a birth by caesarean (NHS blood clots). */
const AFTER_OPERATION_OR_FLIGHT = `(?:op|operation|surgery|replacement|long haul|flight|plaster|cast|c ?section|caesarean)`;
/** The owner's own allergy to a pet: "hives after cuddling my friend's cat". */
const PET_ALLERGY =
  "(?:after|from|since) (?:cuddling|stroking|holding|playing with|touching)|allergic to (?:the |my |her |his |their )?(?:cats?|dogs?|pets?|fur)";
/** A child under 16 who swallowed something: the setting every child-poisoning rule shares. */
const CHILD_POISONING = { family: "child_poisoning", setting: CHILD, unless: GROWN_CHILD } as const;
/** "Not breathing", but not "not breathing problem" (no breathing problem, said in a second language). */
/** A sign that keeps coming back on waking or for weeks: a pattern to see a GP about, not an attack. */
const HABITUAL = any(
  "in the mornings",
  "every morning",
  "each morning",
  "most mornings",
  "when i wake up",
  "most days",
  "for (?:weeks|months|years)",
);

const NOT_BREATHING =
  "(?:not breathing|not breath i think|(?:dont|do not) think (?:hes|shes|theyre|he is|she is|they are) breathing)(?! (?:problems?|issues?|trouble|difficult\\w*))";
const ANIMAL = any(
  "dogs?",
  "doggo",
  "dogg(?:y|ie)",
  "pooch",
  "mogg(?:y|ie)",
  "kitty",
  "puppy",
  "pup",
  "cats?",
  "kitten",
  "pets?",
  "rabbit",
  "bunny",
  "hamster",
  "guinea pig",
  "ferret",
  "parrot",
  "budgie",
  "labrador",
  "lab",
  "spaniel",
  "terrier",
  "collie",
  "retriever",
  "dachshund",
  "pug",
  "beagle",
  "staffy",
  "frenchie",
  "poodle",
  "cockapoo",
  "whippet",
  "greyhound",
  "jack russell",
  "border collie",
  "springer",
  "cocker",
  "golden retriever",
  "german shepherd",
  "alsatian",
  "staffie",
  "staffordshire",
  "bulldog",
  "french bulldog",
  "chihuahua",
  "yorkie",
  "shih tzu",
  "bichon",
  "cavapoo",
  "labradoodle",
  "lurcher",
  "husky",
  "boxer",
  "rottweiler",
  "westie",
  "schnauzer",
  "corgi",
  "pomeranian",
  "cavalier",
  "vets?",
  "paws?",
);

// Bodies, feelings and symptoms.
const PAIN = any(
  "pain",
  "pains",
  "painful",
  "hurts?",
  "hurting",
  "ache",
  "aches",
  "aching",
  "tight",
  "tightness",
  "tightening",
  "pressure",
  "heavy",
  "heaviness",
  "crushing",
  "crushed",
  "squeez\\w*",
  "stabbing",
  "sharp",
  "agony",
  "discomfort",
  "weight on",
  "elephant",
);
const NOT_STOPPING = any(
  "wont",
  "will not",
  "isnt",
  "is not",
  "hasnt",
  "has not",
  "havent",
  "doesnt",
  "does not",
  "didnt",
  "did not",
  "not",
  "cant",
  "cannot",
  "wouldnt",
  "aint",
  "never",
  "no longer",
  "stopped",
);
const VOMIT = any(
  "vomit\\w*",
  "throw\\w* up",
  "threw up",
  "thrown up",
  "being sick",
  "been sick",
  "was sick",
  "is sick",
  "sick",
  "puk\\w*",
  "spew\\w*",
  "boke",
  "boking",
  "bokin",
  "cough\\w* up",
  "coughed",
  "spit\\w* up",
  "spat",
  "bringing up",
  "brought up",
  "heav\\w* up",
);
const STOOL = any(
  "pooing",
  "pooping",
  "passing(?! out)",
  "passed(?! (?:out|away|on|the|my|his|her|a|an|it)\\b)",
  "passin(?! out)",
  "back end",
  "poo",
  "poos",
  "poop",
  "stools?",
  "faeces",
  "feces",
  "bowel movements?",
  "motions?",
  "number twos?",
  "diarrh\\w*",
  "bms?",
  "bum",
  "back passage",
  "bottom",
  "rectum",
  "toilet",
  "loo",
  "bowl",
  "pan",
  "wipe",
  "wiping",
  "toilet paper",
);
// A high INR (5 or more) means a blood thinner is working too strongly.
// Gums bleeding on brushing, a nosebleed over in 10 minutes: usual on a blood thinner (NHS warfarin page).
const NOT_MINOR_GUMS = `(?<!(?:brush|floss)\\w* (?:\\w+ ){0,4})`;
const NOT_ON_BRUSHING = `(?! (?:a bit |a little |a tiny bit |slightly |sometimes )?(?:when|while|after|if|as) (?:i |he |she |they |im )?(?:brush|floss|clean)\\w*)`;
const UNDER_TEN =
  "(?:about |around |only |just |roughly |maybe )?(?:[1-9]|one|two|three|four|five|six|seven|eight|nine|a few|a couple of|couple of) (?:min|mins|minutes)";
const NOT_BRIEF = "(?<!(?:short|small|little|quick|brief|tiny|minor|slight) )";
const NOT_OVER_SOON = `(?! ${gap(6)}(?:stopped|eased|settled) ${gap(3)}(?:after|within|in) ${UNDER_TEN}| ${gap(3)}(?:for|lasted|lasting) ${UNDER_TEN})`;
const ANTICOAGULATED = any(
  "zbleed",
  "bloodthinner",
  "anticoagul\\w*",
  "zbleedsupp",
  `inr ${gap(3)}(?:[5-9]|1[0-9])(?:\\.[0-9])?\\b`,
);
const DIABETES = any(
  "diabet\\w*",
  "hypogly\\w*",
  "type 1",
  "type one",
  "t1",
  "t1d",
  "type 1d",
  "insulin",
  "zhypo",
  "hypos?",
  "bloodsugar",
  "bms?",
  "(?:basal|bolus) (?:pen|dose|insulin|jab|injection)|(?:did|done|took|taken|had) (?:my |his |her |their )?(?:morning |evening |night |bedtime )?(?:basal|bolus)",
);
/** Signs of a very unwell child (NHS sepsis page): two of them together. */
const CHILD_SEPSIS_SIGN = any(
  "cold to (?:the )?touch",
  "(?:hard|difficult|cant|cannot) to (?:wake|rouse)|wont wake",
  "floppy",
  "mottled",
  "(?:blue|grey|gray) (?:lips|skin|tongue)",
  "not responding",
  "limp",
  "(?:very|really|so|gone) pale",
  "(?:no|not had a|hasnt had a|havent had a|only one|only 1|just one) wet napp(?:y|ies)|dry nappies",
  `cold (?:hands|feet)|(?:hands|feet) ${gap(2)}(?:freezing|ice cold|cold)`,
);
const PREGNANT = any(
  "(?:[1-3][0-9]|4[0-2]) [0-6]\\b",
  "(?:her|his|the|babys|baby) kicks",
  "pregnan\\w*",
  "(?:[1-3][0-9]|40|41|42) ?(?:weeks?|wks?|wk|w)(?: pregnant| gone| along| \\+| and)?",
  "(?:twenty|thirty|[23]0)[ -]?(?:one|two|three|four|five|six|seven|eight|nine)? (?:weeks?|wks?)",
  "(?:weeks?|wks?) (?:pregnant|gone|along)",
  "trimester",
  "expecting",
  "the baby",
  "my baby",
  "bumps?",
  "waters",
  "midwife",
  "antenatal",
  "due date",
  "due in",
  "unborn",
);
/** Pre-eclampsia's signs (NHS), in pregnancy and in the weeks after a birth: a bad headache, vision changes, swelling. */
const PRE_ECLAMPSIA_SIGN = any(
  `(?:bad|severe|terrible|awful|really bad|pounding|splitting|worst|constant|massive|horrible|thumping|stinking) ${gap(1)}headache`,
  `headache ${gap(5)}(?:wont|not|doesnt|isnt) ${gap(1)}(?:go|going|shift|budge|easing|touch)`,
  `(?:blurred|blurry|blurring|flashing|flashes|spots|sparkles|floaters|fuzzy|double|zig ?zag|problems with|changes in) ${gap(1)}(?:vision|eyesight|lights?|spots|before (?:my|her) eyes)`,
  `seeing ${gap(1)}(?:flashing lights|flashes|spots|stars|double)`,
  `vision ${gap(2)}(?:blurred|blurry|funny|weird|strange|gone)`,
  `(?:swelling|swollen|puffy|puffed up|puffing up|blown up) ${gap(2)}(?:face|hands|fingers|eyes|feet and hands|hands and feet)`,
  `(?:face|hands|fingers|feet) ${gap(3)}(?:swollen|swelling|swelled|puffy|puffed|blown up|like balloons)`,
  `pain ${gap(1)}(?:below|under|beneath|just below|just under) (?:my|the|her)? ?(?:right )?ribs`,
);
/** The weeks after a birth. */
const POSTNATAL = any(
  "(?:after|since) (?:my|the|her|our) (?:section|c ?section|caesarean|birth|delivery|labour|little one was born)",
  "(?:gave|giving|given) birth",
  "post ?natal",
  "post ?partum",
  "(?:had|having) (?:a|the|my|her|our) (?:section|c ?section|caesarean|baby)",
  "since (?:my|the|our|her) (?:daughter|son|baby|little one|twins) (?:was|were) born",
);
const SEROTONERGIC = any(
  "zsero",
  `pills? ${gap(2)}(?:at|from) ${gap(1)}(?:the |a )?(?:rave|festival|party|club|gig)`,
  "molly",
  "mandy",
  "antidepressants?",
  "ssris?",
  "snris?",
  "mdma",
  "ecstasy",
  "tramadol",
  "triptans?",
  "lithium",
);
/** Signs of serotonin toxicity (NHS and SmPC lists): two of them after a serotonergic medicine. */
const SEROTONIN_SIGN = any(
  "wired",
  "jump\\w*",
  "roasting",
  "hot",
  `jaw ${gap(2)}(?:going|clench\\w*|grind\\w*|mad)`,
  "cant keep still",
  "clappers",
  `eyes ${gap(2)}(?:flicking|darting|rolling|jerking|twitching|moving on their own|going side to side)`,
  `heart ${gap(3)}(?:1[2-9][0-9]|[2-9][0-9]{2})\\b`,
  `heart ${gap(2)}going`,
  "temp\\w*",
  "drenched",
  "sweat\\w*",
  "fever\\w*",
  "high temp\\w*",
  "temperature",
  "burning up",
  "shiver\\w*",
  "racing",
  "pounding",
  "going like",
  "fast heart\\w*",
  `heart ${gap(2)}(?:fast|racing|pounding)`,
  "tachy\\w*",
  "dilated",
  "pupils",
  "diarrh\\w*",
  "overheat\\w*",
  "flushed",
  "boiling",
  "agitat\\w*",
  "restless\\w*",
  "confus\\w*",
  "on edge",
  "shak\\w*",
  "tremor\\w*",
  "trembl\\w*",
  "twitch\\w*",
  "jerk\\w*",
  "spasm\\w*",
  "stiff\\w*",
  "rigid\\w*",
  "clench\\w*",
  "hallucinat\\w*",
  "clonus",
  "jittery",
);
/** Why a question about a lethal amount was asked, when it is not about the person ("for my essay"). */
const BENIGN_PURPOSE =
  "just curious|got curious|(?:im|i am|i was|was) (?:just )?curious|out of curiosity|for (?:an?|my|our) (?:essay|assignment|project|course|exam|uni|dissertation|thesis|book|story|novel|quiz|article|presentation|class|lesson)|writing (?:an?|my) (?:uni |university |school )?(?:essay|assignment|article|paper|story|book)|(?:im|i am) (?:a )?(?:student|nurse|pharmacist|teacher|writer)|studying";
/** Signs of a hypo (NHS): any two, or one of the severe ones, in someone with diabetes. */
const HYPO_SIGN = any(
  `(?:lips|tongue|mouth) ${gap(1)}tingl\\w*`,
  "tingl\\w* (?:lips|tongue|mouth)",
  "(?:never|not|didnt|havent|hasnt) (?:ate|eaten|eat|had (?:any )?(?:food|tea|dinner|lunch|breakfast))",
  `skipped ${gap(1)}(?:meal|tea|dinner|lunch|breakfast)`,
  "sweat\\w*",
  "clammy",
  "shak\\w*",
  "trembl\\w*",
  "dizz\\w*",
  "hungry",
  "tingling lips",
  "pale",
  "blurr\\w*",
  "pounding",
  "racing",
  "irritable",
  "tearful",
  "weak",
  "faint\\w*",
  "weird",
  "not right",
);
const HYPO_SEVERE = any(
  "confus\\w*",
  "muddled",
  "(?:cant|cannot|struggling to) (?:think|focus|concentrate)",
  "not making sense",
  "(?:doesnt|dont|didnt|does not) know where (?:she|he|they|i) (?:is|are|am|was)",
  "talk\\w* (?:nonsense|rubbish|gibberish)",
  "drows\\w*",
  "wont wake",
  "(?:hard|difficult) to (?:wake|rouse)",
  "vague",
  "cant wake",
  "unconscious",
  "unresponsive",
  "slurr\\w*",
  "acting (?:drunk|weird|strange|odd)",
  "like (?:hes|shes|they are|he is|she is|theyre) drunk",
  "passed out",
  "fitting",
  "seizure",
  "mumbl\\w*",
  "slumped",
  "vacant",
  `(?:not|isnt) answering`,
  `cant get (?:him|her|them) to (?:eat|drink|swallow)`,
  "(?:not|isnt|wasnt) (?:really |properly |fully )?respon\\w*",
  "disorientat\\w*",
  "disoriented",
  // NHS: a severe hypo can show as aggression or behaviour out of character.
  "aggressive|combative|out of character",
  `(?:wont|will not|refus\\w* to|doesnt want to) let (?:us|me|anyone|them) ${gap(1)}(?:test|check|prick)`,
);
/** Words for pain and pressure, as people describe chest pain ("like a vice", "killing me"). */
const PAIN_WORDS = any(
  "pain\\w*",
  "hurt\\w*",
  "ach\\w*",
  "sore",
  "tight\\w*",
  "pressure",
  "heavy",
  "heaviness",
  "crush\\w*",
  "squeez\\w*",
  "vice",
  "band",
  "stabbing",
  "sharp",
  "agony",
  "agonising",
  "killing",
  "killin",
  "discomfort",
  "clamp\\w*",
  "gripping",
  "elephant",
  "weight",
  "pressing",
  "pressed",
  "belt",
);
const CHEST = any("chest", "breastbone", "sternum", "ribs", "rib ?cage");
/** Signs that come with a heart attack (NHS, BHF): sweating, breathlessness, feeling sick, a grey colour, a sense of doom. */
const CARDIAC_SIGN = any(
  "sweat\\w*",
  "clammy",
  "breathless\\w*",
  "short of breath",
  "cant breathe",
  "(?:feel|feeling|felt|been|being|was) sick",
  "nause\\w*",
  "vomit\\w*",
  "grey",
  "gray",
  "pale",
  "ashen",
  "dizz\\w*",
  "light ?headed",
  "faint\\w*",
  "(?:feels?|feeling|says (?:she|he) feels?) (?:wrong|not right|awful|terrible|like (?:im|she is|he is|shes|hes) dying)",
  "something (?:is )?(?:really |badly |very )?wrong",
  "sense of doom",
  `(?:jaw|left arm|arms?|shoulders?|shoulder blades?|neck|back) ${gap(3)}(?:ach\\w*|pain\\w*|hurt\\w*|heavy|numb|tingl\\w*|sore)`,
  `(?:ach\\w*|pain\\w*|tingl\\w*|numb\\w*) ${gap(3)}(?:jaw|left arm|arms?|shoulders?|shoulder blades?)`,
  `(?:down|into|to|up|through) (?:my|his|her|their|the) (?:left )?(?:arm|arms|jaw|neck|back)`,
  "indigestion",
  "heartburn",
);
/** Where heart pain is felt besides the chest: what anchors a set of signs to the heart. */
const HEART_SITE = any(
  "chest",
  "ribs",
  "heart",
  "jaw",
  "left arm",
  "arms?",
  "shoulders?",
  "shoulder blades?",
  "breastbone",
);
/** The signs of a stroke (NHS, FAST and beyond): any two of them together mean a stroke until proved otherwise. */
const STROKE_SIGN = any(
  // "his smiles gone crooked": a dropped apostrophe leaves the s.
  // Not numb from the dentist's injection.
  `(?:face|mouth|smile|eye|eyelid|lip|cheek)s? ${gap(3)}(?:droop\\w*|dropped|dropping|fallen|falling|lopsided|twisted|slumped|sagg\\w*|wonky|crooked|skew\\w*|paralys\\w*|frozen|gone funny|gone weird|numb)(?! ${gap(5)}(?:dentist|dental|filling|anaesthetic|numbing)\\b)`,
  `(?:droop\\w*|lopsided|wonky|fallen|sagging|twisted) ${gap(1)}(?:face|mouth|smile|eye|lip)`,
  `(?:arm|leg|hand|foot|side) ${gap(3)}(?:weak|numb|dead|heavy|limp|floppy|useless|paralys\\w*|not working|wont work|wont move|gone|stopped working|drift\\w*)`,
  `(?:arm|leg) drift\\w*|(?:speech|voice|words) ${gap(2)}(?:thick|slow|gone thick|gone funny)`,
  `(?:cant|cannot|couldnt|unable to|struggling to) (?:lift|raise|move|use|grip|hold) ${gap(2)}(?:arm|arms|leg|legs|hand|side)`,
  `(?:cant|cannot|couldnt|unable to|struggling to) (?:hold|grip|pick up|lift) ${gap(2)}(?:cup|spoon|fork|knife|pen|phone|glass|mug|kettle|toothbrush|bag|anything)`,
  `(?:face|mouth|smile|lips?|eye) ${gap(2)}(?:going|gone|pulled|pulling|moved|slipped|dropped|drooping) (?:to|down) (?:one|the (?:left|right)|the) side`,
  `(?:dragging|dropping things|dropping stuff|drops things|keeps dropping)`,
  `slurr\\w*`,
  `(?:garbled|jumbled|muddled|mumbl\\w*|wrong|nonsense|gibberish|rubbish|weird|funny|strange) ${gap(2)}(?:speech|words|talk\\w*|speaking|sentences)`,
  `(?:speech|speaking|talking|words|voice) ${gap(3)}(?:slurred|slurring|garbled|jumbled|muddled|gibberish|nonsense|strange|weird|funny|wrong|rubbish)`,
  `talking ${gap(1)}(?:gibberish|nonsense|rubbish|funny|weird|strangely)`,
  `(?:cant|cannot|couldnt|unable to|struggling to|trying to) ${any("speak", "talk", "get (?:my|his|her|their|the) words out", "find (?:(?:my|his|her|their|the|the right|right|simple|basic|easy|everyday) )+words", "form words", "understand (?:me|us|what|anything|a word|a thing)")}`,
  `(?:seeing double|double vision|lost (?:the )?(?:vision|sight)|blind in one eye|cant see (?:out of|properly))`,
  `(?:lost|losing|loss of) (?:his |her |my |their )?balance`,
  `sudden\\w* ${gap(2)}(?:confus\\w*|dizz\\w*)`,
  `(?:face|mouth|lip) ${gap(4)}(?:melting|dribbl\\w*|drool\\w*|gone down|going down|slipped)`,
  `(?:dribbl\\w*|drool\\w*) ${gap(4)}(?:corner|side) of ${gap(1)}mouth`,
  `(?:droopy|drooping|muddled|weak|numb|heavy|dead) ${gap(2)}(?:down )?(?:one|the (?:left|right)) side`,
  `(?:lost|losing|cant see|cannot see|gone) ${gap(3)}(?:half|right half|left half|side) ${gap(5)}(?:see|vision|sight|eyes?)`,
  `(?:dizz\\w*|wobbly|unsteady|off balance)`,
  `(?:curtain|shadow|blind spot) ${gap(4)}(?:eye|eyes|vision|sight)`,
  `(?:walking|walked|bumping|bumped) into ${gap(3)}(?:things|doors?|the door|door frame|walls?)`,
  `(?:come|came|coming|comes) out ${gap(2)}(?:garbled|wrong|jumbled|muddled|nonsense|slurred)`,
  `(?:keeps?|kept|keeping) (?:on )?(?:repeating|saying) (?:the same (?:word|words|thing)|one word)`,
  `(?:face|mouth|smile)s? ${gap(2)}(?:looked|looks|looking|went|gone|going|was) (?:a bit |all )?(?:odd|funny|weird|strange|wrong|off|different|wonky)`,
  `(?:cant|cannot|couldnt) feel ${gap(2)}(?:arm|arms|leg|legs|hand|foot|side|face)`,
  `(?:stopped|not|isnt) making (?:any )?sense|none of it makes sense`,
  `(?:leaning|leans|leant|slumping|tilting|falling) (?:over )?to (?:the |one )?(?:left|right|side)`,
  // Slurred speech told as drink by someone who has had none.
  `(?:sounds?|sounding|sounded|seems?|seemed|acting|talking|speaking) ${gap(1)}(?:drunk|pissed|tipsy|sloshed|hammered|wasted)(?= ${gap(6)}(?:never drinks|doesnt drink|hasnt (?:been drinking|had a drink|touched)|not been drinking|teetotal|sober|no alcohol|not had a drink))`,
);
/** Signs of anaphylaxis (NHS): the airway, breathing, the skin and the circulation. */
const ANAPHYLAXIS_SIGN = any(
  "wheez\\w*",
  "croak\\w*",
  "hoarse",
  `voice ${gap(3)}(?:strange|funny|weird|different|changed|gone|odd)`,
  `(?:cant|cannot|can barely|can hardly|hard to|difficult to|struggling to|trouble|difficulty) ${gap(1)}swallow\\w*`,
  `throats? ${gap(3)}(?:tight\\w*|closing|swell\\w*|swollen|thick)`,
  `tongues? ${gap(3)}(?:swell\\w*|swollen|thick|too big|huge|enlarged|bigger|massive|big|fat)`,
  `lips? ${gap(3)}(?:swell\\w*|swollen|blue\\w*|huge|puff\\w*)`,
  `(?:face|eyes) ${gap(3)}(?:swell\\w*|swollen|puff\\w*)`,
  `(?:mouth|lips?) (?:is |are |has gone |have gone |gone |feels? |went )?(?:massive|huge|big|fat|puffed up|blown up)`,
  "blotch\\w*",
  "hives",
  "welts",
  `rash ${gap(1)}(?:all over|everywhere|spreading)`,
  "dizz\\w*",
  "faint\\w*",
  "collaps\\w*",
  "floppy",
  "limp",
  "pale",
  `throats? ${gap(5)}(?:straw|narrow|small|pinhole)`,
  `chest ${gap(2)}tight\\w*`,
  "cant breathe",
  "struggling to breathe",
  "breathless",
);
/** A high temperature said as a number ("temp 39.8"). */
const HIGH_TEMPERATURE = `temp\\w* ${gap(2)}(?:3[89]|4[0-2])(?:\\.[0-9])?\\b|high temp\\w*|fever\\w*|burning up|(?:got|has|with) a temperature|temperature of|boiling|roasting`;
/** Signs of meningitis (NHS); the specific ones mark it out from flu or a stomach bug. */
const MENINGITIS_SPECIFIC = any(
  `stiff neck|neck ${gap(2)}(?:stiff|rigid|sore|hurts|hurting|painful)`,
  `chin ${gap(5)}chest`,
  `(?:cant|cannot|wont) (?:bend|move|turn|touch) ${gap(2)}neck`,
  `(?:lights?|bright|telly|tv|screen) ${gap(5)}(?:hurts?|hurting|painful|cant stand|too much)`,
  `(?:hates|avoiding|cant stand|cant look at|wont look at|cannot look at|sensitive to) ${gap(1)}(?:the )?(?:light|lights|bright lights?|telly|tv|screen)`,
  `rash ${gap(6)}(?:doesnt|does not|didnt|wont|isnt|not) ${gap(2)}(?:fade|go|disappear|blanch)`,
  `(?:very |really |so )?(?:drows\\w*|hard to wake|floppy|confus\\w*|vague|not with it)`,
  `(?:dark|purple|red|pinprick|tiny|little|small) ${gap(2)}(?:marks|spots|dots|rash)`,
  `(?:rash|spots) ${gap(2)}like ${gap(1)}(?:pin ?pricks?|bruises|tiny (?:dots|spots))`,
  `(?:rash|spots) ${gap(4)}(?:going|gone|turning|turned) (?:purple|dark red|dark)`,
);
const MENINGITIS_SIGN = any(
  MENINGITIS_SPECIFIC,
  `(?:severe|bad|horrendous|horrible|terrible|awful|worst|splitting|blinding|pounding|banging) ${gap(1)}headache`,
  "vomit\\w*",
  "(?:keeps? |been |being )sick",
  "throwing up",
  HIGH_TEMPERATURE,
  "cold (?:hands|feet)",
  `(?:hands|feet) ${gap(4)}(?:freezing|icy|cold)`,
  `(?:legs|arms|muscles|limbs) ${gap(3)}(?:ache|aching|hurt\\w*|pain\\w*)`,
  "rash",
  "spots",
);
const PARACETAMOL = any(
  "zparacetamol",
  "paracetamol",
  "lemsips?",
  "beechams",
  "cold and flu",
  "calpol",
  "panadol",
  "solpadeine",
);
/** Signs of lithium toxicity (NHS): sickness and diarrhoea, shaking, unsteadiness, slurred or muddled speech, drowsiness. */
const LITHIUM_SIGN = any(
  "(?:sickness|vomit\\w*|being sick|diarrh\\w*|bug)",
  "shak\\w*",
  "trembl\\w*",
  "tremor",
  "wobbly",
  "unsteady",
  "clumsy",
  "confus\\w*",
  "muddled",
  "drows\\w*",
  "slurr\\w*",
  `words ${gap(3)}(?:wrong|muddled|slurred|jumbled)`,
  "twitch\\w*",
);
/** Signs someone is preparing to die (nidirect, Samaritans): any two together. */
const WARNING_SIGN = any(
  `giv\\w* ${gap(4)}away`,
  `gave ${gap(4)}away`,
  `(?:sorted|sorting|made|making|written|wrote|writing|updated|updating) ${gap(2)}(?:my |his |her |their )?(?:will|affairs|funeral)`,
  `sorted ${gap(1)}(?:out )?who (?:gets|has|will have|takes)`,
  `(?:written|wrote|writing) ${gap(1)}(?:the |my )?letters`,
  "goodbye",
  "(?:sudden\\w*|weirdly|strangely|oddly|really) (?:calm|peaceful|at peace)",
  `(?:wont|will not) need ${gap(3)}(?:anymore|any more|where (?:im|hes|shes|i am) going|much longer)`,
  `(?:wont|will not) (?:have to )?worry about (?:me|him|her)`,
);
const INFECTION = any(
  "infections?",
  "infected",
  "uti",
  "water infection",
  "urine infection",
  "kidney infection",
  "chestinfection",
  "pneumonia",
  "flu",
  "covid",
  "fever",
  "feverish",
  "temperature",
  "high temp",
  "antibiotics?",
  "cellulitis",
  "wound",
  "cut",
  "bug",
  "virus",
  "poorly",
  "hot and cold",
  "chills",
  "rigors",
  "abscess",
  "pus",
  "(?:leg|foot|heel|pressure|venous) ulcers?",
  "(?:pressure|bed) ?sores?",
  "catheter",
);

// Jaundice: yellow eyes or skin, or dark pee with pale poo; not a stain, an eye discharge, a newborn or an idiom.
const YELLOW = any("yel+ow\\w*", "jaundiced", "jaundicey", "orangey yellow", "mustard colou?r\\w*");
const YELLOW_PART = any(
  "eyes?",
  "whites",
  "white (?:part|bits?)",
  "white of (?:my|his|her|their|the) eyes?",
  "sclera",
  "skin",
  "face",
  "complexion",
);
const TURNED = any(
  "gone",
  "going",
  "turned",
  "turning",
  "look\\w*",
  "are",
  "is",
  "seem\\w*",
  "got",
  "getting",
  "went",
  "go",
  "becom\\w*",
  "been",
  "all",
);
const SOMEONE = any(
  ...PRONOUNS,
  "(?:my )?(?:husband|hubby|wife|partner|boyfriend|girlfriend|fiance|fiancee|mum|mums|mam|mams|mom|moms|dad|dads|flatmate|housemate|mate|friend|son|daughter|brother|sister|nan|nans|gran|grans|grandad|grandads|grandma|grandpa|uncle|auntie|aunt|colleague|neighbour)",
);
const NOT_JAUNDICE = any(
  `carrots?|sweet potato\\w*|carotene|(?:whites|eyes) ${gap(3)}(?:are |look |r )?(?:white|fine|normal|clear)`,
  "discharge",
  "gunk",
  "crust\\w*",
  "pus",
  "sticky",
  // Eye goo, not "good" ("is milk thistle good for yellow skin" is still jaundice).
  "goo(?:ey|ie|py|p|s)?",
  "mucus",
  "snot",
  "phlegm",
  "bogeys?",
  "conjunctivitis",
  "stye",
  "lens\\w*",
  "corners?",
  "carrots?",
  "beta carotene",
  "carotene",
  // "Looks like a fake tan gone wrong" describes the colour, it does not explain it.
  "(?<!like (?:[a-z]+ ){0,4})(?:fake tan|spray tan|tan|tanning)",
  "sunbeds?",
  "photos?",
  "pictures?",
  "pics?",
  "selfies?",
  "flash",
  "filters?",
  "camera",
  "stain\\w*",
  "dye",
  "fingers?",
  "nails?",
  "teeth",
  "tongue",
  "bruis\\w*",
  "seeing",
  "vision",
  "everything",
  "newborns?",
  "baby",
  "babys",
  "born",
  "neonatal",
  "midwife",
  "gilberts?",
  "gilbert syndrome",
  "jaundiced (?:view|eye)",
  "bumps?",
  "lumps?",
  "spots?",
  "blobs?",
  "dots?",
  "pinguecula",
  ANIMAL,
);
const DARK_PEE = any(
  `(?:dark|darker|brown|browny|tea|cola|coke|coca cola|rusty|orange|orangey) ${gap(3)}(?:wee|pee|urine|piss|wees|pees)`,
  `(?:wee|pee|urine|piss) ${gap(4)}(?:dark|darker|brown|browny|tea|cola|coke|coca cola|rusty|bovril|marmite|orangey brown)`,
);
const PALE_POO = any(
  `(?:pale|paler|white|whitish|grey|gray|clay|putty|chalky|light colou?red|very light|light) ${gap(2)}(?:poo|poos|poop|stools?|shit|faeces|feces|bowel movements?|number twos?)`,
  `(?:poo|poos|poop|stools?|shit|faeces|feces) ${gap(3)}(?:pale|paler|white|whitish|grey|gray|clay|putty|chalky|light)`,
);

// Stevens-Johnson syndrome: a blistering or peeling rash with sore mouth, eyes or genitals, a fever or a new medicine.
const BURNT = any(
  `(?:looks|look|like) (?:ive|i have|hes|shes|hes been|shes been|(?:i|he|she) (?:was|had been)) ${gap(1)}(?:burnt|burned|scalded)`,
  `(?:looks?|looking) ${gap(2)}like ${gap(1)}(?:burns?|a burn|scalds?|burnt|burned|scalded)`,
  `(?:looks?|looking) ${gap(1)}(?:burnt|burned|scalded)`,
  `like (?:a )?(?:burn|burns|scald)`,
);
const SKIN_OFF = any(
  `(?:skin|it) ${gap(7)}(?:coming off|came off|comes off|falling off|sloughing|sliding off|slides off|peeling off|peeled off|peels off|peeling away|coming away|came away|comes away|lifting off)`,
  `(?:lifting|peeling|coming|falling) (?:off|away) in (?:big |large )?(?:sheets|strips|layers|big bits|chunks|patches)`,
  `(?:looks?|looking) (?:like it s |like its |)?scalded`,
  `peel\\w* (?:off|away|aff) ${gap(3)}(?:in sheets|in strips|in layers|in big bits|in chunks|everywhere|all over)`,
  `(?:red )?raw (?:skin|patches|underneath)|red raw`,
);
const BLISTERING = any(
  `blister\\w*`,
  `(?:skins?|it) ${gap(3)}peel\\w*`,
  `rash ${gap(3)}peel\\w*`,
  "(?:peeling|coming) off in sheets",
  BURNT,
  SKIN_OFF,
);
const BLISTERING_SEVERE = any(
  `blister\\w* ${gap(3)}(?:all over|everywhere|spreading|over (?:my|his|her|their) (?:whole|entire|body))`,
  `(?:all|covered in|full of|big|huge) blisters`,
  `(?:hurts|screams|cries|painful|agony) when (?:i |you |anyone )?(?:touch|pick|hold)`,
  BURNT,
  SKIN_OFF,
);
const SPREADING_RASH = any(
  `rash ${gap(7)}(?:spread\\w*|all over|everywhere|whole body|covering|over (?:my|his|her|their) (?:whole|entire)|getting bigger|getting worse|(?:gone|moved|moving|going) (?:to|onto|over|down|up) ${gap(1)}(?:my|his|her|their))`,
  `(?:spreading|widespread|massive|huge|whole body) ${gap(1)}rash`,
  `(?:target|bullseye|bulls eye)\\w* ${gap(2)}(?:rash|spots|patches|marks)`,
  `(?:rash|spots|patches|marks) ${gap(3)}(?:like|look like|with) ${gap(1)}(?:targets?|bullseyes?|bulls eyes?|dark middles|dark centres)`,
);
const SITE = `(?:lips?|mouth|throat|gums|tongue|cheeks|eyes?|eyelids?|genitals?|privates|down below|vagina|penis)`;
const MUCOSAL = any(
  `(?:sores?|blisters?|ulcers?|raw|peeling|bleeding|crust\\w*) ${gap(1)}(?:on|in|inside|around|of|round) ${gap(2)}${SITE}`,
  `${SITE} ${gap(4)}(?:sores?|blister\\w*|ulcers?|raw|peeling|bleeding|crust\\w*|burning|stinging|bloodshot|red|stuck together|glued|gritty|streaming|swollen shut)`,
  `(?:sore|red|bloodshot|painful|burning|gritty|streaming|sticky) ${gap(2)}(?:eyes?|mouth|lips)`,
  `(?:and|also|even) (?:in|inside|on) (?:my|his|her|their) (?:mouth|cheeks|lips|eyes|eyelids|genitals|privates)`,
  `(?:cant|cannot|can hardly|struggling to|cant even) (?:eat|swallow|drink|open (?:my|his|her|their) (?:eyes|mouth))`,
  `(?:hurts|painful|agony) to (?:eat|swallow|drink|pee|wee|open (?:my|his|her|their) eyes)`,
);
const RASH_IN_MUCOSA = `rash ${gap(4)}(?:in|on|into|inside) ${gap(2)}${SITE}`;
const FLU_LIKE = any(
  HIGH_TEMPERATURE,
  "flu\\w*",
  "temperature",
  "shivery",
  "shivering",
  "achy",
  "aching all over",
  "sore throat",
  "feel\\w* (?:really |very )?ill",
);
const NEW_MEDICINE = any(
  `(?:from|with|off|by) (?:my|the|his|her|their) (?:new )?${gap(1)}(?:zmed|tablets?|pills?|medicine|medication|meds|antibiotics?)`,
  `(?:start\\w*|since|after|began|begun|put on|new|course of|(?:took|taken|had|given|prescribed) (?:a|an|some|the)) ${gap(4)}(?:zmed|tablets?|pills?|medicine|medication|meds|antibiotics?|course|prescription|painkillers?)`,
  `(?:zmed|tablets?|pills?|medicine|medication|meds|antibiotics?) ${gap(3)}(?:started|new|last week|few days ago|days ago|this week)`,
);
const ON_MEDICINE = any(
  "zmed",
  "antibiotics?",
  "tablets?",
  "pills?",
  "medicine",
  "medication",
  "meds",
  "capsules?",
  "painkillers?",
);
// A rash or blisters someone has already put down to a cause the message names.
const NOT_SJS_CAUSE = any(
  "chicken ?pox",
  "shingles",
  "cold sores?",
  "hand foot and mouth",
  "hand foot mouth",
  "hfmd",
  "impetigo",
  // Sunburn itself, not skin peeling "like a bad sunburn".
  "(?<!like (?:a )?(?:bad |really bad |severe )?)sunburn\\w*",
  "(?<!(?:havent|hasnt|not|never|wasnt|werent|didnt) (?:been |go |gone |went |sat )?(?:in |out in |out )?(?:the )?)sun",
  "oven",
  "kettle",
  "iron",
  "hob",
  "shoes?",
  "boots?",
  "trainers",
  "heels",
  "running",
  "hiking",
  "walking",
  "gym",
  "rowing",
  "blister plasters?",
  "tick",
  ANIMAL,
);
const NOT_SJS = any(
  NOT_SJS_CAUSE,
  "eczema",
  "pompholyx",
  "poison ivy",
  "nettles?",
  "bed ?bugs?",
  "bites?",
  "mosquito\\w*",
  "acne",
  "heat rash",
  "prickly heat",
  "athletes foot",
  "verruca",
);

/** What every skin-reaction rule shares: near signs, a cause named nearby ends it, over within weeks. */
const SKIN_REACTION = {
  family: "skin_reaction",
  window: 24,
  without: NOT_SJS,
  withoutWindow: 30,
  past: "recent",
} as const satisfies Omit<Rule, "all">;

/** An allergen or a sting named. */
const ALLERGEN_NAMED = any(
  "allerg\\w*",
  "nuts?",
  "peanuts?",
  "satay",
  "(?:wal|cashew|hazel|brazil|pecan|pistachio|macadamia|pine) ?nuts?|almonds?",
  "sesame",
  "shellfish",
  "prawns?",
  "crab|lobster|mussels?",
  `(?:ate|eaten|had|eating|bit) ${gap(4)}by mistake`,
  "bees?",
  "wasps?",
  "sting",
  "stung",
  "latex",
  "penicillin",
  "antibiotics?",
);
/** What a reaction follows: an allergen, a sting, or anything newly taken. */
const ALLERGEN = any(
  ALLERGEN_NAMED,
  `new ${gap(1)}(?:tablets?|supplements?|capsules?|medicines?|pills?|powder)`,
  "since (?:taking|starting|the)",
  "after (?:taking|eating|the)",
);
/** Signs in the airway (NHS anaphylaxis): one is enough after an allergen or a sting. */
const AIRWAY_SIGN = any(
  "wheez\\w*",
  "whistl\\w*",
  "croak\\w*",
  "hoarse",
  `voice ${gap(3)}(?:strange|funny|weird|different|changed|gone|odd|muffled)`,
  `(?:cant|cannot|can barely|can hardly|hard to|difficult to|struggling to|trouble|difficulty) ${gap(1)}swallow\\w*`,
  `throats? ${gap(3)}(?:tight\\w*|closing|swell\\w*|swollen|thick)`,
  `tongues? ${gap(3)}(?:swell\\w*|swollen|thick|too big|huge|enlarged|bigger|massive|big|fat)`,
);

/** Many tablets taken "when I was feeling low". */
const TAKEN_WHEN_LOW = {
  all: [
    `${SWALLOWED} ${gap(3)}(?:${LOTS}|${COUNT}) ${gap(3)}(?:them|those|these|${PILLS})`,
    `(?:when|because|as|cos|cause|since) (?:i|he|she|they) (?:was|were|felt|had been|was feeling|were feeling) (?:so |really |very )?(?:low|down|depressed|suicidal|upset|hopeless|overwhelmed|desperate)`,
  ],
  window: 30,
  past: "long",
} as const satisfies Omit<Rule, "family">;

/** Putting affairs in order and saying goodbye: one alone is ordinary, two together a warning sign. */
const FAREWELL_SIGN = any(
  "sorted (?:out )?my affairs|affairs (?:in order|sorted)",
  "will is (?:done|sorted|written)|(?:written|wrote|made|done|sorted) (?:out )?my will",
  "who gets what",
  "paid off",
  "(?:gave|giving|given|give) (?:away )?(?:the|my|our) (?:dog|cat|pets?|stuff|things|belongings) (?:away )?to",
  "(?:the|my) (?:dog|cat) is going to",
  "(?:going|go|gone) away for good",
  `wont (?:be )?need(?:ing)? ${gap(2)}(?:any more|anymore|again|reorder|refill|next)`,
  "wont be needing",
  "(?:feel|feeling|felt) (?:so )?(?:peaceful|at peace)",
  "goodbye|farewell",
  "sorry for everything",
  "(?:love|loves) (?:you|us|them) all",
  "look after (?:my|his|her|their) (?:dog|cat|kids|children|pets?)",
  "(?:gets|get|have|has|takes?) the (?:dog|cat)",
  `(?:${PILLS}) ${gap(2)}(?:beside me|next to me|in front of me|by my side)`,
  `thank(?:s| you) for (?:everything|all (?:the|your) ${gap(3)}over the years)`,
  // Samaritans: talking about a plan, being somewhere a life could be ended, reaching out as if to say goodbye.
  // A plan with nothing said of what it is for, or for after an event: not "a plan for my revision".
  `(?:ive got|i have|ive made|i made|got|made) a plan(?: for (?:after|when|once|tonight|tomorrow|the end)\\b| when\\b|(?= \\||$))`,
  `(?:im|i am|sat|sitting|standing|stood) ${gap(1)}(?:at|on|by|near) the (?:station|platform|bridge|tracks|railway|train line|cliffs?|edge|roof)`,
  // Telling someone, with nothing told: the message ends there.
  `just (?:wanted|needed) (?:(?:to tell|to say (?:it|bye|goodbye|sorry) to|to talk to) (?:someone|somebody|anyone)|(?:someone|somebody) to know)(?= \\||$)`,
  // A decision with nothing said of what it is: "I've decided."
  `(?:ive|i have|i) (?:decided|made my mind up|made up my mind)(?= \\||$)`,
  `just (?:need|have|got) to (?:get|make it) through (?:friday|tonight|today|tomorrow|this week|the weekend|monday|tuesday|wednesday|thursday|saturday|sunday)`,
  `(?:wrote|written|writing|left) (?:the|my|a|some) (?:notes?|letters?)(?! (?:for|to|about|on|at|in)\\b)`,
  `(?:gonna|going to|will) do it (?:when|once|tonight|after|before|while|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\\b`,
  `deleted (?:all )?(?:my )?(?:socials|social media|accounts|instagram|tiktok|snapchat|snap)`,
  `(?:so )?(?:tired|sick|exhausted) of (?:fighting|trying|living|being here)`,
  `watching the (?:fast )?trains`,
  `told ${gap(3)}i love (?:her|him|them|you)`,
  `(?:giving|gave|given) (?:away )?(?:my |all my )?(?:stuff|things|belongings|possessions)(?: away)?`,
  `(?:picked|chosen|chose|set|got) a date`,
  `im done(?= \\||$)`,
  `(?:got|have|ive got|hidden|hid|stashed|taken|took) ${gap(2)}(?:mums?|dads?|nans?|my|the) (?:tablets|pills|meds) ${gap(3)}(?:in|up in) my room`,
  `(?:cant|cannot) (?:do|take) (?:this|it) (?:no more|anymore|any more)`,
  `(?:cba|cant be arsed|cant be bothered|given up) (?:with )?(?:anything|everything|life|it all) (?:anymore|any more)`,
  `(?:got|have|ive got|its) (?:it )?all planned(?! ${gap(3)}(?:party|trip|holiday|wedding|birthday|route|meals?|menu|workout|surprise))`,
  `when (?:the house|the flat|home) ${gap(1)}(?:is )?empty|when (?:everyone|everybody|theyre all|they are all|the kids are|hes|shes) (?:is )?(?:out|away|at work|gone)`,
);

/** A face that has always looked that way: "droops a bit in photos, always been like that since birth". */
const LIFELONG = `always been (?:like (?:that|this)|that way)|since (?:birth|(?:i|he|she) was (?:born|a baby|little))|born (?:like (?:that|this)|with it)`;

const LIGATURE = "(?:belt|rope|cord|scarf|tie|cable|lead|flex|dressing gown cord)";
const FIXING_POINT =
  "(?:wardrobe|door|bannisters?|banisters?|beam|rail|hook|loft(?: hatch)?|tree|branch|stairs|curtain pole)";

/** Signs of too much caffeine (FSA: vomiting, a fast or irregular heartbeat, shaking, confusion). */
const CAFFEINE_SIGN = any(
  VOMIT,
  `heart ${gap(3)}(?:all over|racing|pounding|irregular|skipping|fluttering|1[4-9][0-9]|2[0-9][0-9])`,
  `(?:going to|gonna|about to|might) ${gap(1)}(?:pass out|faint|collapse|black out)|(?:feel|feeling|felt) faint`,
  "palpitations?",
  "chest pain",
  "confus\\w*",
  "shak\\w*",
  "trembl\\w*",
);

export const RULES: readonly Rule[] = [
  // No reason to carry on (hopelessness, NHS "Help for suicidal thoughts"); a hose run from a car's exhaust.
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      `(?:see|seen|is|there is|theres|have|got) no (?:reason|point) (?:to|in) (?:carry(?:ing)? on|go(?:ing)? on|living|keep(?:ing)? going|being here)(?! with)|hose ${gap(4)}exhaust|exhaust ${gap(4)}hose|hose ?pipe ${gap(4)}(?:car|window)|(?:pipe|tube) (?:from|to|for|on) the exhaust`,
    ],
    past: "long",
  },
  // A bag pulled over one's own head (suffocation).
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      `(?:put|putting|puts|pulled|pulling|pull|tie|tied|tying|tape|taped) ${gap(2)}(?:a |the )?(?:carrier |plastic |bin |shopping )?bag (?:over|round|around) (?:my|his|her|their) (?:own )?head`,
    ],
    past: "long",
  },
  // A hosepipe with someone sitting in a parked car, or with "haven't done anything yet" (a car's exhaust).
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      "hose ?pipe|length of hose",
      `(?:sat|sitting|parked|been) ${gap(3)}(?:in )?(?:the |a |my )?(?:car park|layby|lay by|woods|middle of nowhere)|(?:havent|not) (?:done|did) (?:anything|it) yet`,
    ],
    window: 30,
    without: "bought|buy|buying|new hose|garden\\w*|water(?:ing)?|wash\\w*|plants?|lawn|allotment",
    withoutWindow: 30,
    past: "long",
  },
  // A method weighed up ("how much insulin it would take"), a ligature, walking into the sea, fading away.
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      `how (?:much|many) ${gap(5)}(?:(?:it would take|would it take)(?! to (?:work|help|kick in|get rid|clear|lose|gain|see|notice|feel|start|build|top up|raise|boost))(?! ${gap(4)}${ANIMAL}\\b)|would be (?:fatal|lethal|enough to)|(?:is|would be) lethal|to (?:die|not wake up|end it))|(?:tied|tying|tie|put|wrapped|tightened|pulled) ${gap(3)}(?:round|around) (?:my|his|her|their) (?:own )?neck|ligature|(?:going to|gonna|wants? to|will|should|could|might|said (?:shes|hes|she was|he was) going to) ${gap(2)}(?:walk|swim|go|jump) (?:into|in|off) (?:the )?(?:sea|river|water|lake|canal|reservoir)|(?:fade|slip|waste|drift) away ${gap(3)}(?:be fine|fine|better|ok|okay|wouldnt mind|dont care)|(?:wouldnt mind|dont care|be fine) if i (?:just )?(?:faded|slipped|wasted|drifted) away`,
    ],
    past: "long",
  },
  // Preparations told as plain acts: therapy cancelled, things given away, a note, with another one beside it.
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      `cancel\\w* ${gap(2)}(?:therapy|counselling|counseling|crisis team|cpn|psychiatri\\w*|mental health)|(?:given|gave|giving) away ${gap(2)}(?:things|stuff|belongings|possessions|my (?:cat|dog|pets?))|(?:written|wrote|left|leaving) ${gap(2)}(?:a )?(?:note|letters?) (?:for|to) (?:everyone|my|the kids|mum|dad|them)`,
      `(?:filled|running|ran|run) (?:the|a) bath|(?:taken|took|booked) (?:tomorrow|the day|next week) off|(?:said|saying) ${gap(2)}goodbyes?|(?:letting|let) (?:you|everyone|people) know|sorted (?:out )?(?:my|the) (?:will|affairs|passwords)`,
    ],
    distinct: true,
    window: 40,
    past: "long",
  },
  // A suicide note found, or a method already settled (NHS "Help for suicidal thoughts": call 999).
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      any(
        `(?:found|read|saw) (?:a |his |her |their )?(?:note|letter) ${gap(8)}(?:going to|gonna|will) (?:do it|end it|kill|die)`,
        `(?:know|worked out|planned|decided) (?:exactly )?how (?:im|i am|hes|shes|he is|she is|ill|i will) (?:going to|gonna) do it`,
        `(?:been to|went to|gone to|visited) (?:[2-9]|two|three|four|five|several) (?:different )?(?:chemists|pharmacies|shops|supermarkets)`,
        `(?:be|been) better off (?:without (?:me|him|her)|with (?:someone|somebody) else)`,
      ),
    ],
    // "On Friday" here is when, not a day gone by.
    past: "long",
  },
  // Self-harm in young people's words ("SH'd", "did SH"), bleeding that will not stop.
  {
    family: "suicide_self_harm",
    all: [`\\bshd\\b|(?:did|done|doing) sh\\b|\\bsh (?:again|tonight|today|at school)`],
    past: "long",
  },
  // A means readied: a belt hung and tested, a beam that would take one's weight.
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      `(?:hung|tied|fixed|attached|put) (?:a |the |my )?${LIGATURE} ${gap(4)}(?:from|to|on|over|round) (?:the |a |my )?${FIXING_POINT}|${LIGATURE} ${gap(2)}(?:tied|fixed|attached|hung|looped) (?:to|round|around|over) (?:the |a )?${FIXING_POINT}|(?:beam|rafter|banister|bannister|hook|branch) ${gap(6)}(?:take|hold|bear) (?:my|his|her|their) weight`,
    ],
    past: "long",
  },
  // "Going to finish it tonight" with a means or a crisis near it (a pharmacy's paracetamol, a river, a ward just left).
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      `(?:going to|gonna|will|im|hes|shes) (?:finish|end|sort|sorting|finishing|ending) it (?:all )?(?:tonight|today|now|later)`,
    ],
    context: [
      "zmed|zparacetamol|paracetamol|tablets|pills|river|bridge|train|platform|mental health|crisis|discharged|ward|goodbye|hugged|rope|belt",
    ],
    past: "long",
  },
  // A stock of tablets counted and asked about: "42 sertraline and 28 zopiclone. Is that enough".
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      `${COUNT} ${gap(2)}(?:zmed|${PILLS})`,
      `(?:is|would|will) (?:that|it|this|they|those) (?:be )?enough\\b(?! (?:for|to last|to cover|to get|until|till)\\b)|enough to (?:do it|end|die|kill|not wake)|been (?:counting|saving|stockpiling|collecting|hoarding|saving up)`,
    ],
    distinct: true,
    window: 30,
    past: "recent",
  },
  // Affairs put in order or letters left, beside a place or an ending ("driving to the reservoir tonight").
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      `(?:letters?|notes?|goodbyes?|paperwork|affairs|will|finances) ${gap(2)}(?:sorted|written|done|in order|left)|(?:left|written|wrote|writing) (?:a |the )?(?:letters?|notes?) (?:for|to)|(?:put|got|getting|sorted) ${gap(2)}(?:paperwork|affairs|finances|things) (?:in order|sorted)`,
      `(?:reservoir|bridge|cliffs?|river|railway|train tracks?|multi ?storey|quarry|motorway)|(?:wont|will not) need ${gap(3)}after (?:this|tonight|today|the weekend)|(?:tonight|later on tonight)|none of this is (?:your|anyones) fault`,
    ],
    distinct: true,
    window: 40,
    past: "recent",
  },
  // A goodbye message, then no answer ("sorry mum, love you, none of this is your fault" and the phone off).
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      `none of this is (?:your|anyones|anyone's) fault|(?:sorry|love you) ${gap(4)}goodbye`,
      `(?:phone|mobile) ${gap(3)}(?:voicemail|off|dead)|(?:not|isnt|wont) (?:answering|picking up|replying)|cant (?:reach|get hold of|get through to) (?:him|her|them)`,
    ],
    window: 40,
    past: "recent",
  },
  // A stated plan to take all of a stock ("I will take all of them tonight"), or tablets crushed into a drink.
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      `(?:will|going to|gonna|about to|plan(?:ning)? to|want to) (?:take|swallow|neck|drink) (?:all|every one|the lot|everything|them all)\\b|crushed ${gap(4)}(?:tablets?|pills?|zmed)(?: zmed)* ${gap(6)}(?:into|in) (?:a |the )?(?:glass|drink|cup|mug|water|juice)`,
    ],
    past: "recent",
  },
  // The means found beside someone who says they want to go (a bag, a cord, a belt).
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      `plastic bag|(?:dressing gown |bathrobe )?cords?|ligature|noose|rope`,
      `(?:wants?|wanting|wanted) to (?:go (?:tonight|now|today)|die|be dead|end it|not be here)|(?:doesnt|dont|does not) want to (?:be here|live|wake up)`,
    ],
    distinct: true,
    window: 40,
    past: "recent",
  },
  // A threat to take a whole pack of tablets ("said she'll take her whole pack if I don't come back").
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      `(?:said|says|saying|threaten\\w*|texted|text|messaged|told me|telling me) ${gap(3)}(?:shell|hell|theyll|shes going to|hes going to|she will|he will|they will|shes gonna|hes gonna|to) (?:take|swallow|down|neck|drink|have|use|inject) ${gap(3)}(?:all|whole|every|entire|the lot|packs?|packets?|box|boxes|bottles?)\\b(?! ${gap(3)}(?:back|to the|out|off|away|with (?:her|him|them))\\b)`,
    ],
    past: "recent",
  },
  // Suicidal thoughts and self-harm: any wording of wanting to die, to end it, or to hurt oneself.
  // The word itself, unless the question is how to spot it in people in general.
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [any("suicid\\w*", "sucidal")],
    unless: `(?:warning )?signs ${gap(2)}(?:that )?(?:someone|somebody|a person|people|others|colleagues?|staff|students|pupils|customers|patients|a friend) ${gap(2)}(?:is|are|might|may|could|was)|suicide (?:prevention|awareness) (?:course|training|week|day|month)|(?:unit|module|lesson|class|course|lecture|topic) (?:on|about) suicide (?:prevention|awareness|risk)|(?:documentary|programme|article|report|podcast|film|book) (?:on|about) ${gap(2)}suicides?|(?:spot\\w*|recognis\\w*|notic\\w*|identif\\w*) ${gap(2)}suicid\\w* ${gap(3)}(?:in|among|amongst) (?:colleagues|staff|students|pupils|others|people|friends|teenagers|employees|workers)|(?:main |the )?character ${gap(3)}(?:attempts?|commits?|dies by|died by|considers) suicide|(?:handle|respond to|deal with|support) (?:a |the )?(?:caller|patient|customer|client|pupil|service user)s? who`,
    past: "long",
  },
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      any(
        `kill\\w* ${SELF}`,
        `kill\\w* ${OTHER_SELF}`,
        `(?:end|ending|ended) ${any("it all", "my life", "my own life", "his life", "her life", "their life", "their lives", "things", "everything", "my existence", "it tonight", "it today", "it now")}`,
        `(?:feel like|thinking (?:about|of)|want(?:s|ed)? to|wanna|going to|gonna|planning to|plan to|tempted to|considering|might|could just) (?:end|ending) it`,
        `(?:take|taking|took) (?:my|his|her|their) (?:own )?li(?:fe|ves)`,
        // NHS: "if you cannot keep yourself safe".
        `(?:cant|cannot|can not|couldnt|not able to|unable to|dont think i can) (?:keep|stay) (?:myself|me|meself|himself|herself|themselves) safe`,
        `(?:dont|do not|no longer) feel safe (?:with|around) (?:myself|me)`,
        `(?:want|wants|wanted|wanting|wanna|planning|plan|trying|tried|try|decided|ready|deserve) (?:to )?(?:die|be dead|not exist|not be here|not be alive|disappear forever)`,
        `wish ${gap(2)}(?:was|were|could be|had) (?:dead|gone|never been born)`,
        `wish ${gap(2)}(?:could |would )?(?:die|not wake up|never wake up|didnt wake up|wasnt here|wasnt alive|wasnt born|hadnt been born|could disappear)`,
        `better off ${any("dead", "without me", "if i (?:was|were|wasnt|werent) (?:gone|here|around|dead|alive)", "if i died", "with me gone", "without him", "without her")}`,
        `(?:would|d|will) be better off (?:without|if i)`,
        `(?:dont|do not|dont really|no longer|not|no|never|doesnt|does not) (?:want|wanna|wish|wants|wanting|wishing) (?:to )?(?:live|be alive|be here|exist|go on|carry on|continue(?! (?:my|the|with|your|this|our|using|taking)\\b)|keep going|wake up|be around|be in this world)`,
        `${any("no", "not any", "dont see the", "dont see any", "cant see the", "cant see any", "whats the", "what is the", "see no", "there is no", "theres no", "lost the", "not much")} (?:point|reason|purpose) ${gap(2)}(?:in |of |for |to )?(?:living|life|to live|going on|being alive|being here|carrying on|anymore|any more|existing|keeping going|me being here)`,
        `nothing (?:left )?to live for`,
        // Said in other words: others better off, doing oneself in, nowhere else to go, a method looked up.
        `(?:better off|relieved|happier|easier|fine) ${gap(2)}if i ${gap(2)}(?:disappeared|went|left|died|was gone|wasnt here|werent here|wasnt around|wasnt alive)`,
        `better (?:off|of) (?:without|with out) (?:me|us)`,
        `do (?:myself|meself|himself|herself|themselves) in\\b`,
        `(?:saying|said|say) (?:all )?(?:my|his|her|their) goodbyes(?! to (?:the|my|our|this|that|an?)\\b)`,
        `noose|(?:search history|searched|googled|looking up|looked up|researching)(?: [a-z0-9.|]+){0,10} (?:knot|hang\\w*|ligature)`,
        `(?:only|one) way out ${gap(3)}(?:to |is )?(?:not exist|not be here|die|end it|kill|not wake)|to not exist`,
        `(?:cant be arsed|fed up|sick) with (?:life|living|existing|being alive)(?! (?:on|off|in|at|with|near|next|as|like a)\\b)`,
        `(?:looking up|looked up|searching|searched|googling|googled|researching) ${gap(2)}(?:bridges|cliffs|tall buildings|multi ?storeys?) ${gap(1)}(?:near (?:me|here)|nearby|round here|to jump|high enough|tall enough|local)`,
        `(?:standing|stood|sat|sitting|waiting) ${gap(2)}(?:platform edge|edge of the platform|on the tracks|on the railway line)|letting (?:the )?trains? (?:go|pass)`,
        `(?:boxes|packets|packs) ${gap(2)}(?:zmed|painkillers|pills|sleeping tablets) ${gap(4)}(?:from|at|in) (?:different|several|a few|two|three|four|five|separate|various) (?:shops|chemists|pharmacies|places|stores|supermarkets)`,
        `(?:took|taken|got|getting|taking) (?:the |his |her |their |a |my )?(?:shotgun|gun|rifle) out`,
        // Self-harm: hurting again, the means and the place named, a head banged on purpose.
        `(?:cut|cutting|burned|burnt|burning|harmed|harming|did my (?:arms?|legs?|wrists?|thighs?)) ${gap(1)}again`,
        `relaps\\w* ${gap(5)}(?:cut|cutting|burn\\w*|harm\\w*|self harm)`,
        `(?:burn\\w*|cut\\w*|slash\\w*|carv\\w*|scratch\\w*) (?:my|his|her|their) (?:arms?|legs?|wrists?|thighs?|skin|stomach) (?:with|on) (?:a |the |my )?(?:blades?|razors?|sharpener|straighteners|lighter|scissors|glass|compass|knife|iron)`,
        `(?:wrists?|arms?|thighs?|legs?) (?:all |are all |were all )?(?:cut up|slashed|covered in cuts)`,
        `(?:bang\\w*|hit\\w*|smash\\w*) (?:my|his|her|their) head (?:on|against|off) (?:the )?(?:wall|walls|floor|door)`,
        `(?:found|noticed|seen|saw|spotted) ${gap(1)}(?:cuts|burns|scratches|marks) ${gap(3)}(?:her|his|their|my) (?:arms?|legs?|thighs?|wrists?|stomach)`,
        `(?:most painless|least painful|painless|peaceful|quickest) way to go\\b`,
        `(?:went|gone) at (?:it|myself|my skin|my arms?|my legs?) with (?:a |the |some |my )?(?:scissors|blade|razor|knife|lighter|compass)`,
        `(?:not|isnt|no longer) worth (?:living|it anymore|being alive)`,
        `(?:sleep|go to sleep|fall asleep|close my eyes) (?:and |then )?(?:not|never) (?:wake|waking) up`,
        `(?:to |and |then )?(?:not|never) (?:wake|waking) up (?:again|tomorrow|ever|in the morning)`,
        `(?:dont|do not|never|not) (?:want|wanna) to wake up`,
        `(?:sleep|go to sleep) forever`,
        `(?:cant|cannot|can not|couldnt) ${any("go on", "carry on", "keep going", "do this anymore", "do this any more", "cope anymore", "cope any more", "take it anymore", "take it any more", "take this anymore", "live like this", "be here anymore")}`,
        `enough ${gap(4)}to (?:end it|not wake up|do it)`,
        `(?:overdose|od|take them all|take it all) on purpose`,
        `(?:overdos\\w*|take (?:them|the lot|it) all) (?:to|and) (?:die|end it|not wake up)`,
        `(?:written|wrote|writing|write|leaving|left|leave) ${gap(2)}(?:suicide )?(?:note|notes|letters?|goodbye) (?:to|for) ${gap(2)}(?:my )?(?:family|kids|wife|husband|children|mum|dad|partner|everyone)`,
        `(?:suicide|goodbye) (?:note|letter)`,
        `(?:saying|said|say) goodbye to ${any("everyone", "my family", "my kids", "the world", "you all")}`,
        `(?:hang|hanging|hanged) ${any(SELF, OTHER_SELF)}`,
        `(?:jump|jumping|jumped|throw ${SELF}) (?:off|in front of|from) ${gap(2)}(?:a |the )?(?:bridge|train|building|roof|car|cliff|multi storey)`,
        `slit (?:my|his|her|their) wrists?`,
        `bleed(?:ing)? (?:out|to death) ${gap(3)}(?:wrists?|arms?|veins?|arter(?:y|ies)|neck|thighs?)|(?:wrists?|veins?|arter(?:y|ies)) ${gap(3)}bleed(?:ing)? (?:out|to death)`,
        `(?:plans?|planning|methods?|ways?) (?:to|of) (?:end|kill|die|ending|killing|dying)`,
        `(?:been|keep|kept|keeps) ${gap(1)}(?:thinking|thought) (?:about|of) (?:dying|death|not being here|ending)`,
        `(?:saving|saved|stockpil\\w*|hoard\\w*|collecting|stash\\w*|hiding|hidden) ${gap(4)}${PILLS}(?! ${gap(5)}(?:on offer|on sale|in the sale|bogof|half price|discount\\w*|cheap|deal|offer))`,
        `(?:so|to|then|that|would need|to make sure|make sure|enough) ${gap(2)}(?:i |he |she |they |me |him |her |them |you )?(?:definitely |just |would |will )?(?:dont|do not|not|never|wont|wouldnt) (?:wake|waking) up(?! ${WAKING_TIME})`,
        // "…and won't wake up" with no "I" tells of someone's state now (a collapse), not a wish.
        `and (?:(?!(?:he|she|hes|shes|they|theyre|it|its|baby|his|her|their)\\b)[a-z0-9]+ ){0,2}(?:(?:i |me |you )(?:definitely |just |would |will )?(?:dont|do not|not|never|wont|wouldnt)|(?:just )?(?:not|never)) (?:wake|waking) up(?! ${WAKING_TIME})`,
        `make (?:me|him|her|them|you) ${gap(1)}(?:not|never) wake up(?! ${WAKING_TIME})`,
        `(?:would|d|wouldnt|will|wont|could|might) ${gap(4)}(?:notice|care|cope|be fine|be better|be happier|be easier|miss me|matter|know|bother)\\w* ${gap(3)}if i ${gap(1)}(?:was|were|wasnt|werent|died|disappeared|left)\\b(?! (?:having|getting|going|in|on|pregnant|allergic|deficient|ill|sick|poorly|low|taking)\\b)`,
        `(?:rather|prefer|wish|want|wanna) ${gap(3)}(?:not exist|not be here|not be alive|be dead|stop existing|didnt exist|not wake up|disappear forever)`,
        `(?:dont|do not) (?:want|wanna) to exist|stop existing`,
        `(?:planning|plan|going|gonna|about|want|wanna|thinking about|tempted|decided|ready) (?:to )?(?:take|taking|swallow|swallowing|neck|down|have) ${gap(2)}(?:all|the lot|the whole|every|everything|the rest|[1-9][0-9]+)\\b(?! (?:of )?(?:my |the |your )?(?:vitamins?|supplements?|zsupp)\\b)`,
        `(?:what|something) (?:i|he|she|they) (?:might|could|may|will|would|am going to|m going to|is going to) do to (?:myself|himself|herself|themselves)`,
        `(?:dont|do not|cant) trust (?:myself|himself|herself) (?:not to|tonight|around|with)`,
        `(?:scared|afraid|frightened|worried) ${gap(3)}(?:hurt|harm|kill|do something to) (?:myself|himself|herself|themselves)`,
        `(?:painless\\w*|peaceful\\w*|quickest|easiest|least painful|best way|surest way|most effective way|quick way) ${gap(6)}(?:to )?(?:die|od|overdose|overdosed|kill|end it|end my|not wake|go to sleep forever)`,
        `(?:die|od|overdos\\w*|kill ${SELF}|end it) ${gap(4)}(?:painless\\w*|peaceful\\w*|without (?:pain|it hurting))`,
        `(?:punch\\w*|hit\\w*|burn\\w*|cut\\w*|scratch\\w*|bang\\w*|bite|biting|pinch\\w*|starv\\w*|hurt\\w*) ${gap(5)}(?:on purpose|deliberately|to punish|to feel something|to feel pain|to feel better|(?:till|until) (?:it|they|my \\w+|i) (?:bleeds?|bled|bruise\\w*|hurts|bleed))`,
        `(?:planning|planned|plan|worked out|working out|figured out|thought about|thinking about|decided|deciding) (?:how|when|where) (?:id|i would|i will|ill|to|i could|i can|i might|im going to) ${gap(1)}(?:do it|end it|go|die|kill|end things|end everything)`,
        `better off ${gap(2)}(?:with me|without me) ${gap(3)}(?:gone|dead|in the ground|in a box|out of the way|not here|not around|under)?`,
        `(?:would|d|will) be ${gap(1)}(?:quieter|better|easier|happier|fine|calmer|lighter|simpler) without me`,
        `(?:done|finished) with (?:life|living|being alive|it all|existing)`,
        `(?:want|wants|wanting|need) (?:it all|everything|my life|life) to (?:end|stop)`,
        `(?:wont|will not|not going to|im not going to) be (?:here|around|alive) ${gap(2)}(?:tomorrow|much longer|by (?:the morning|tomorrow|next week|friday|the weekend)|for long|next (?:week|month|year|time)|after (?:tonight|today|this week))`,
        `(?:this is|its) my (?:last|final) (?:message|day|night|goodbye|post)(?! ${gap(2)}(?:before|until|till|of the (?:week|day|year)|at work|on holiday|for (?:a|two|the) (?:week|weeks|while)))`,
        `(?:thinking|thought|think|thoughts) ${gap(2)}(?:about|of) ${gap(1)}(?:not being (?:here|alive|around)|dying|death|ending it|ending my life|killing ${SELF}|being dead|disappearing forever)`,
        `(?:${PILLS}) ${gap(3)}(?:lined up|laid out|counted out|set out|ready|in front of me|piled up|all out)`,
        `(?:lined up|laid out|counted out|got out|emptied out|popped out) ${gap(3)}(?:all )?(?:${PILLS})`,
        `(?:tonights|tonight is|today is|tomorrows|tomorrow is) the (?:night|day)(?! (?:\\| )?${gap(3)}(?:first date|date|party|wedding|gig|concert|match|game|interview|exam|big night|night out|hen|stag))`,
        `(?:want|wanna) out ${gap(1)}(?:of (?:all of )?(?:it|this|life|everything))?\\b`,
        `(?:tired|sick|weary) of (?:being (?:here|alive)|living|life|existing|everything|it all)`,
        `(?:finally )?(?:go|going|went) through with it`,
        `(?:went|go|going|cut|cutting|cuts) deeper than ${gap(2)}(?:usual|normal|normally|before|i normally|i usually|last time)`,
        `(?:wont|will not|not going to|im not going to) be (?:here|around|alive) ${gap(2)}by (?:christmas|new year|easter|summer|my birthday|the end of ${gap(2)}(?:week|month|year)|next (?:week|month|year)|the weekend|then|tomorrow|morning|monday|tuesday|wednesday|thursday|friday|saturday|sunday)`,
        `(?:dont|do not) think (?:ill|i will|i ll) be (?:here|around|alive) ${gap(2)}(?:much longer|for long|long|tomorrow|by|next|for (?:my |the |your )?next)`,
        `(?:blades?|razors?) (?:are |is )?(?:out|ready|laid out)\\b`,

        `(?:going to|gonna|about to|tonight|might) ${gap(1)}(?:just )?end it\\b`,
        `(?:lines|cuts|marks|scars|burns) ${gap(8)}(?:did|done|made) (?:it |them )?(?:myself|meself)`,
        `(?:blades?|razors?|sharpener|straighteners|lighter|scissors|glass|compass) ${gap(6)}(?:on|into|across) (?:my|his|her|their) (?:arms?|legs?|wrists?|thighs?|skin|stomach)`,
        `(?:wont|will not|not going to|wont be) ${gap(1)}(?:be )?a burden ${gap(2)}(?:for )?(?:much )?(?:longer|long)`,
        `(?:plan\\w*|picked|picking|writing|wrote) ${gap(2)}(?:my|your|his|her) own funeral`,
        `(?:like|want|wish|ready|long) to be with (?:her|him|them|my \\w+) ${gap(3)}(?:sooner|soon|again|now|already)`,
        `if i ${gap(1)}(?:didnt|did not|dont|never|wouldnt) wake up`,
        `(?:will|going to|gonna|wants to|threaten\\w*|say\\w* (?:he|she|they) (?:will|would)|says? (?:he|she) will) ${gap(2)}jump\\w* (?:from|off|out of)`,
        `knock (?:me|myself|him|her) out ${gap(1)}(?:properly|for good|permanently|forever|for ever)`,
        `scheduled (?:texts|messages|emails|posts)`,
        `(?:wont|will not) (?:have to )?(?:worry about|see|bother (?:about)?|deal with|put up with) (?:me|him|her|them) ${gap(1)}(?:much )?(?:longer|anymore|any more|for long)`,
        `(?:me|i) (?:no|not|dont) want (?:to )?live`,
        // Warning signs said without the word (Samaritans, NHS): a burden, a method in view, a date chosen.
        `(?:tired of|sick of|hate|fed up of) being (?:a|such a) burden`,
        `(?:quickest|easiest|painless|best|surest|fastest) way to go\\b(?! (?:to|about|home|for|with|through|back|out|on|into|up|down)\\b)`,
        `(?:wrote|written|writing|left|finished) my (?:note|letter|letters)(?! (?:to|for) (?:the )?(?:school|teacher|boss|gp|doctor|work|council|landlord|bank))`,
        `(?:from tomorrow|after tonight|after today|soon) ${gap(2)}(?:they|you|nobody|no one|everyone) ${gap(2)}(?:wont|will not|dont|will never) (?:have to )?(?:worry|bother|deal)`,
        `(?:train|bridge|cliff|motorway|tracks|rope|car|garage) (?:would be|is|would have been) ${gap(1)}(?:quicker|easier|faster|better|simpler)`,
        `(?:engine|car) ${gap(6)}(?:closed|shut) garage|(?:closed|shut) garage ${gap(6)}engine (?:on|running)|hose ?pipe ${gap(4)}exhaust`,
        `(?:bought|buying|got|ordered) (?:a |some |the )?(?:rope|noose)(?! ${gap(3)}(?:for|to) (?:the |my |a )?(?:climbing|boat|garden|washing|swing|dog|tent|camping|gym|skipping|tug))`,
        `(?:not going to|wont|will not|im not going to) do anything ${gap(1)}(?:today|tonight|yet|now)`,
        `(?:picked|chosen|chose|set) (?:a|the) date ${gap(6)}(?:probably|not going to|wont|anything|do it)`,
        `voices ${gap(4)}(?:telling|tell|told|say|saying|want|wants) (?:me )?to`,
        `not to take (?:them |it )?(?:properly|normally|as (?:prescribed|directed))`,
        `(?:a|two|three|[0-9]+) (?:months?|weeks?) worth ${gap(2)}(?:at once|in one go|together|all at once)`,
        `let whatever happens happen|dont bother (?:replying|answering|responding)`,
        `(?:got|get|getting|took) the (?:blade|razor|sharpener)s? out`,
        `(?:cuts|scars|marks|wounds) ${gap(6)}(?:nobody|no one|noone|people|anyone) ${gap(3)}(?:notices|sees|see|knows|finds out|will notice)`,
        `(?:found|finding) ${gap(4)}(?:sharpener |razor |craft knife )?blades? ${gap(4)}(?:in|under) (?:her|his|their|the) (?:bin|room|bag|drawer|bed|pillow|pencil case)`,
        `(?:knife|knives|blade|razor|rope|pills|tablets) under (?:his|her|their|my) (?:pillow|bed|mattress)`,
        `(?:be|go|join) with ${gap(2)}(?:mum|dad|mam|nan|gran|wife|husband|son|daughter|mother|father) in heaven|(?:want|wants|wanna|wanting) to (?:go to|be in) heaven`,
        `(?:keep|kept|been) (?:looking at|staring at) ${gap(4)}and thinking about it`,
        `self ?harm\\w*`,
        `self ?injur\\w*`,
        `(?:cut|cutting|cuts|burn|burning|burnt|burned|hurt|hurting|harm|harming|harmed|hit|hitting|punch\\w*|starv\\w*|punish\\w*) ${any(SELF, OTHER_SELF)}(?! ${any("shaving", "cooking", "chopping", "slicing", "peeling", "by accident", "accidentally", "at the gym", "at work", "lifting", "training", "running", "playing", "gardening", "falling", "fell", "in the kitchen", "doing diy", "while cooking", "on (?:a|the) (?:knife|nail|glass|tin|can|paper|fence|door|corner|table|oven|iron)")}\\b)`,
        `(?:been|started|keep|kept|keeps|back to) (?:cutting|burning) (?:again|myself|my)?`,
        // Scratching alone is most often an itch; it is self-harm with a sign of it (Mind lists scratching).
        `scratch\\w* ${any(SELF, OTHER_SELF)} (?:again|deep\\w*|(?:till|until|so) ${gap(2)}(?:bleed|bled|it bleeds|raw on purpose)|with (?:a|the|my) (?:compass|pin|needle|blade|razor|scissors))`,
        `cutting (?:my|his|her|their) (?:arms?|legs?|wrists?|thighs?|skin|stomach)`,
        `(?:urges?|urge) to (?:cut|self ?harm|hurt|harm)`,
      ),
    ],
    past: "long",
  },

  // Self-harm that has started again, or is to go further than before.
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    setting: any("cut\\w*", "self ?harm\\w*", `(?:burn\\w*|harm\\w*|hurt\\w*) ${SELF}`),
    all: [
      `(?:started|starting|doing it|done it|back to it|relapsed) ${gap(2)}again|(?:go|going|went|cut|cutting) ${gap(1)}(?:further|deeper) than`,
    ],
    window: 24,
  },
  // Asking how much of something would kill: a method, unless the message says why it is asked (an essay).
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      any(
        `(?:how many|how much) ${gap(8)}(?:to die|to not wake|not wake up|never wake up|would kill|will kill|to kill|kill me|kill you|kill a person|is lethal|would be lethal|is fatal|would be fatal|to end it|to end my|to make sure|to be fatal|to be lethal|to do it|would ${gap(1)}do it|would ${gap(1)}do the job|would ${gap(1)}be enough|would ${gap(1)}work)`,
        `(?:lethal|fatal|deadly|killing) (?:dose|amount|overdose|quantity|number)`,
        `enough ${gap(4)}to (?:kill|die)`,
        `(?:dose|amount|many|much|number|quantity) ${gap(8)}(?:would|will|could|to|it takes to|does it take to) (?:kill|be fatal|be lethal|end)`,
      ),
    ],
    unless: BENIGN_PURPOSE,
    past: "long",
  },
  // Everything swallowed, asked about as an ending ("if I took every pill in the house would it be painless").
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      `(?:took|take|taking|swallowed|swallow|neck|necked|down|downed) ${gap(2)}(?:every|all|the whole|all the|all of|the lot|everything)\\b ${gap(4)}(?:${PILLS}|in the house|in the cupboard|i have|ive got)?`,
      any(
        "painless",
        "peaceful",
        "would i die",
        "would it kill",
        "would that kill",
        "kill me",
        "be enough",
        "be fatal",
        "be lethal",
        "wake up",
        "end it",
        "die",
        "be done with (?:it|it all|everything|life)",
      ),
    ],
    window: 16,
  },
  // Many taken when feeling low: an overdose that may have been meant, told politely or in passing; both answers.
  { family: "suicide_self_harm", evenIfHypothetical: true, ...TAKEN_WHEN_LOW },
  { family: "overdose", ...TAKEN_WHEN_LOW },
  // Affairs put in order with a farewell (Samaritans' warning signs): any two of them together.
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [FAREWELL_SIGN, FAREWELL_SIGN],
    distinct: true,
    window: 40,
    past: "recent",
  },
  // A farewell and then out of reach: "texted sorry for everything, now her door is locked".
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      any(
        `sorry for everything(?! ${gap(2)}(?:i asked|i said|earlier|the questions|the confusion|the messages))`,
        `(?:says?|said|saying|texted|messaged|messaging|posted|posting|sending|sent|text|wrote) ${gap(5)}(?:goodbye(?! to (?:my|the|a|an|her|his|our|their)\\b)|bye\\b|loves? (?:us|you|them) all)`,
        `sorry (?:and|that) ${gap(3)}(?:cant cope|loves? (?:me|us|you|them))`,
        "see you on the other side",
        "(?:left|wrote|written) (?:a|the|his|her) note",
        "(?:goodbye|farewell) (?:stuff|posts?|messages?|texts?)",
        "look after (?:my|his|her|their) (?:dog|cat|kids|children|pets?)",
      ),
      any(
        `(?:he|she|they|hes|shes|theyre) (?:is |are |still )?(?:not|isnt|wont|hasnt|havent|arent) (?:been )?(?:answering|answer|picking up|pick up|replying|reply|responding)`,
        `(?:hasnt|havent|has not) (?:answered|replied|responded|picked up|been (?:answering|replying))`,
        `(?:his|her|their) (?:phone|phones) ${gap(1)}(?:is |s )?(?:off|dead|going to voicemail)`,
        `(?:door|bathroom|room) ${gap(3)}locked|locked (?:himself|herself|themselves) in`,
      ),
    ],
    distinct: true,
    window: 30,
    past: "recent",
  },
  // Somewhere a life could be ended, with an apology, a goodbye or no answer.
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      `(?:on|at|by|to|up) the (?:bridge|footbridge|flyover|overpass|motorway bridge|cliffs?|cliff edge|edge|roof|tracks|railway|top floor|multi ?storey)|top of the (?:cliffs?|multi ?storey|bridge|car park)`,
      any(
        `not ${gap(2)}(?:driving|going|coming) (?:back|home)(?! (?:til|till|until|before|yet|later|tonight|today|for)\\b)`,
        "looking over",
        `climb\\w* ${gap(2)}(?:over|on|onto) (?:the )?(?:railings?|barrier|parapet|edge|side)`,
        "sorry",
        "goodbye",
        `(?:not|isnt|wont|hasnt|arent) (?:been )?(?:answering|answer|picking up|pick up|replying|reply|responding)`,
        `(?:phone|phones) ${gap(1)}(?:is |s )?(?:off|dead)`,
      ),
    ],
    window: 20,
    past: "recent",
  },
  // A question about how much would harm, with words that say it is meant ("not hypothetically", "don't lecture me").
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      any(
        "how many",
        "how much",
        "too many",
        "(?:be|is|was) enough",
        "what (?:actually )?happens (?:to|if)",
        "how long (?:before|until|till|does)",
      ),
      any(
        "asking for (?:reasons|a reason)",
        "not hypothetical\\w*",
        "(?:dont|do not) (?:lecture|judge|try to stop|bother stopping)",
        "no lectures?",
        "(?:its|theyre|they are|all|them) (?:all )?in front of me",
        "(?:cant|cannot) be (?:fixed|undone|reversed)",
        "too late to (?:fix|save|treat|undo)",
        "not (?:asking )?for a friend",
      ),
    ],
    window: 40,
    past: "recent",
  },
  // Looking up how.
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      `(?:looking up|looked up|look up|searching|searched|googling|googled|researching|researched|reading about|read about|watching videos (?:on|about)) ${gap(2)}(?:ways|methods|how|the best way) (?:to|of) ${gap(1)}(?:do it|die|end it|kill|overdose|od|hang|not wake)`,
    ],
    past: "long",
  },
  // Wanting to disappear, for good.
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      `(?:want|wanna|wish i could|going to|gonna) ${gap(1)}(?:to )?disappear`,
      any("permanently", "forever", "for good", "for ever", "never come back", "for real"),
    ],
    window: 12,
  },
  // Ways to die, and thoughts circling them ("there's a rope in the garage and I keep thinking about it").
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      any(
        "ropes?",
        "noose",
        "ligature",
        "bridge",
        "train tracks",
        "railway",
        "cliff",
        "guns?",
        "tall building",
        "roof",
        "motorway",
        "razors?",
        "blades?",
        `(?:car|lorry|bus|van) into`,
        `into (?:a |the )?(?:tree|wall|lorry|bus|river|sea)`,
        `in front of (?:a |the )?(?:train|bus|lorry|car|traffic)`,
        `jump\\w* off`,
        "balcony",
        "central reservation",
        "multi ?storey",
        "top floor",
        "railings",
        "ledge",
        "wrong side of",
        `(?:steer\\w*|driv\\w*|swerv\\w*|walk\\w*) ${gap(2)}into ${gap(3)}(?:traffic|the sea|the river|a lorry|a tree|a wall|the central|oncoming)`,
      ),
      any(
        "keep thinking",
        "started thinking",
        "sat",
        "sitting",
        "standing",
        "stood",
        "wanted to tell",
        "goodbye",
        "looking down",
        "jump",
        "asked where",
        "key to",
        "cant stop thinking",
        "been thinking",
        "thinking about",
        "think about",
        "tempted",
        "want to",
        "wanna",
        "planning",
        "plan to",
        "urges?",
        "imagining",
        "picturing",
        "fantasi\\w*",
        "looking at",
        "researching",
        "searching",
        "had enough",
        "cant cope",
        "cant go on",
        "burden",
        "done with",
        "no point",
        "hopeless",
        "put the",
        "ready",
        "already",
        "tonight",
      ),
    ],
    window: 16,
    past: "long",
  },
  // A goodbye that is not an ordinary one.
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [
      `(?:texted|text|messaged|message|called|rang|note|letter|posted|post|said|saying|says|wrote|written|sent) ${gap(3)}goodbye|goodbye (?:message|post|text|note|letter|video|voicemail|story)`,
      any(
        "not answering",
        "no answer",
        "cant get hold",
        "cant reach",
        `phones? ${gap(2)}(?:off|switched off|turned off|dead|going straight to voicemail)`,
        "missing",
        "disappeared",
        "wont pick up",
        "not picking up",
        "gone quiet",
        "isnt answering",
        "not replying",
        "wont answer",
        "forever",
        "for good",
        "for the last time",
        "sorry for everything",
        "love (?:you|them|us) all",
        "look after",
        "giving",
        "gave",
        "will",
      ),
    ],
    window: 30,
  },
  // Warning signs together: giving things away, putting affairs in order, sudden calm, goodbyes.
  {
    family: "suicide_self_harm",
    evenIfHypothetical: true,
    all: [WARNING_SIGN, WARNING_SIGN],
    distinct: true,
    window: 40,
  },

  // Overdose: an amount far beyond a dose, swallowed (or "overdosed").
  {
    family: "overdose",
    all: [
      `(?:overdosed|overdoesed|overdosing|(?:took|taken|had|having|done|did|taking|take|taken) (?:an |a )?(?:\\w+ )?(?:overdose|od))\\b`,
    ],
  },
  {
    family: "overdose",
    all: [
      `(?:zmed|zparacetamol|zsupp|pills?|tablets?|meds|insulin) (?:overdose|od) ${gap(2)}(?:yesterday|last night|this morning|earlier|today|tonight|an hour ago|hours ago|[0-9]+ (?:hours?|hrs?|days?|mins?|minutes?) ago|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))`,
    ],
  },
  { family: "overdose", all: [`(?:${PERSON}) ${gap(3)}(?:overdose|overdosed)`] },
  // Paracetamol harms before it shows: a count taken counts even when it is named in the clause before.
  {
    family: "overdose",
    setting: "zparacetamol",
    all: [`${SWALLOWED} ${gap(2)}${COUNT}`],
    window: 16,
    without: FOOD_STASH,
  },
  // A new patch put on without the old one off, and drowsiness (an opioid patch overdose).
  {
    family: "overdose",
    all: [
      `patch\\w* ${gap(8)}(?:without (?:taking|removing|peeling) ${gap(3)}(?:old|other|first|off)|(?:forgot|forgotten) to (?:take|remove|peel)|two (?:on|at once)|both on|still on)|(?:put|stuck|got|have) on (?:two|2|three|3|both) ${gap(6)}patch\\w*`,
      `(?:barely|hardly|cant|can not|struggling to) ${gap(1)}(?:keep|stay) ${gap(2)}(?:eyes open|awake)|drows\\w*|(?:breathing|breath\\w*) ${gap(2)}(?:slow|shallow)|pinpoint|wont wake`,
    ],
    distinct: true,
    window: 30,
  },
  // Many times a dose taken day after day, and now the sickness it brings (vitamin D's or iron's, say).
  {
    family: "overdose",
    all: [
      `(?:doing|taking|having|had|took|taken|been on) ${gap(1)}${COUNT} ${gap(5)}(?:zsupp|zmed|tablets?|capsules?|pills?|vitamins?)|(?:triple|treble|quadruple|[3-9] ?x|[3-9] times) (?:the |my |a )?(?:dose|amount|zsupp|iron|vitamin\\w*)|${COUNT} (?:of each|each|of them|of the \\w+) (?:a day|every day|daily|per day)`,
      `(?:cant|cannot|wont|can not) stop ${gap(1)}(?:being sick|vomiting|throwing up|puking)|(?:keep|kept|been) (?:being sick|vomiting|throwing up)|weeing (?:constantly|all the time|loads|non ?stop)|${VOMIT}`,
    ],
    distinct: true,
    window: 40,
  },
  // A once-a-week medicine (methotrexate, alendronic acid) taken every day by mistake.
  {
    family: "overdose",
    setting: any("zmed", "tablets?", "methotrexate", "alendron\\w*"),
    all: [
      `(?:every (?:day|morning|night)|daily|each day) ${gap(2)}instead of (?:once )?(?:a |each |every |per )?week(?:ly)?|(?:daily|every day) (?:not|rather than) (?:weekly|once a week)|(?:once a week|weekly) ${gap(4)}(?:been taking|taking|took|taken|had) ${gap(2)}(?:it |them )?(?:every day|daily)`,
    ],
    window: 20,
  },
  // Pills at a festival or party, then overheating, confusion or a fit.
  {
    family: "overdose",
    all: [
      `pills? ${gap(2)}(?:at|from) ${gap(1)}(?:the |a )?(?:rave|festival|party|club|gig)|(?:took|taken|dropped|necked|had|done) ${gap(3)}(?:mdma|ecstasy|molly|mandy|pingers|ket|ketamine|cocaine|coke)\\b|(?:necked|necking|dropped|dropping) ${gap(2)}(?:pills?|tabs?|caps?)\\b`,
      any(
        "burning (?:hot|up)",
        "radiating heat",
        `(?:teeth|jaw) ${gap(2)}(?:grind\\w*|clench\\w*)`,
        `(?:doesnt|dont|does not|didnt) know ${gap(1)}(?:what day|where (?:he|she|they) (?:is|are)|who (?:i|we) (?:am|are))`,
        "overheat\\w*",
        "boiling",
        "not making (?:any )?sense",
        "confus\\w*",
        `jaw ${gap(1)}(?:clench\\w*|grind\\w*|locked)`,
        "fitting",
        "collapsed",
        "unconscious",
        "hallucinat\\w*",
        `(?:cant|wont) (?:wake|stay awake)`,
      ),
    ],
    window: 30,
    past: "recent",
  },
  {
    family: "overdose",
    all: [
      `(?:took|taken|had|swallowed|necked|dropped) ${gap(3)}(?:bars?|xanax|zmed|pills?|tablets?)`,
      `breathing ${gap(2)}(?:really |very |so )?(?:slow\\w*|shallow)|slow (?:breathing|breaths)|(?:pale|grey|gray) and floppy`,
    ],
    window: 30,
    past: "recent",
  },
  // Fat burners or diet pills bought online, then overheating or a racing heart (DNP and stimulants).
  {
    family: "overdose",
    all: [
      `fat ?burners?|(?:diet|slimming|weight loss) (?:pills|capsules|tablets|powder)`,
      any("drenched in sweat", "sweat\\w*", "boiling", "burning up", "overheat\\w*", "radiating heat"),
      `heart ${gap(3)}(?:racing|pounding|going like|all over)|palpitations?|(?:burning up|boiling|overheat\\w*)`,
    ],
    distinct: true,
    window: 30,
    past: "recent",
  },
  // Paracetamol more often than every four hours (the label's shortest gap).
  {
    family: "overdose",
    setting: "zparacetamol",
    all: [`every (?:1|2|3|one|two|three|couple of|hour)(?: hours?| hrs?)?\\b|hourly`],
    window: 12,
  },
  // A doubled dose of a medicine and a sign of too much of it (digoxin's yellow vision, an irregular heart).
  {
    family: "overdose",
    all: [
      `doubl(?:e|ed|ing) (?:up )?${gap(3)}zmed|zmed ${gap(6)}(?:doubled|doubling up|doubled up|twice over|two lots)`,
      any(
        `(?:everything|vision|sight|things) ${gap(2)}(?:yellow\\w*|green\\w*|blurr\\w*)`,
        `heart ${gap(3)}(?:all over|racing|pounding|irregular|skipping|fluttering|funny|jumping)`,
        VOMIT,
        "confus\\w*",
        "drows\\w*",
      ),
    ],
    distinct: true,
    window: 30,
  },
  // Paracetamol in more than one product, one taken on top of another (Lemsip and Night Nurse both contain it).
  {
    family: "overdose",
    all: [
      `(?:had|taken|took|necked|swallowed|downed) ${gap(10)}zparacetamol`,
      `(?:plus|on top|as well|another|and also) ${gap(4)}zparacetamol|zparacetamol ${gap(4)}(?:plus|on top|as well)`,
    ],
    distinct: true,
    window: 30,
  },
  {
    family: "overdose",
    all: [SWALLOWED, any(COUNT, LOTS), PILLS],
    window: 8,
    sameClause: true,
    without: FOOD_STASH,
  },
  {
    family: "overdose",
    all: [
      any(SWALLOWED, INJECTED),
      any(
        `(?:double|twice|triple|extra) ${gap(2)}(?:dose|doses|zmed|insulin|units)`,
        `(?:two|three|2|3) ${gap(1)}(?:doses|lots|sets|injections)`,
      ),
    ],
    window: 6,
    without: `${ONE_EXTRA_UNLIKELY_TO_HARM}|${ONE_MORE_THAN_THE_DOSE}`,
    withoutWindow: 20,
  },
  {
    family: "overdose",
    all: [
      any(SWALLOWED, INJECTED),
      `zmed ${gap(3)}(?:twice|two times|three times|3 times|four times|double|2x|3x|again by (?:mistake|accident))`,
    ],
    without: ONE_EXTRA_UNLIKELY_TO_HARM,
    window: 6,
  },
  {
    family: "overdose",
    without: any(
      "zsupp",
      "vitamins?",
      "multivitamins?",
      "supplements?",
      "gummies",
      "gummy",
      ONE_EXTRA_UNLIKELY_TO_HARM,
    ),
    all: [
      `(?:taking|getting|given|giving|had|took|taken|been having|been getting|been given) ${gap(4)}(?:${PILLS}|zmed)`,
      any(
        "twice",
        "double",
        "two doses",
        "extra doses?",
        "too many",
        "three times",
        "2x",
        "3x",
        "both gave",
        "both given",
      ),
    ],
    qualifiers: [
      any(
        "wrong",
        "mistake",
        "accident\\w*",
        "instead of",
        "should (?:only )?be",
        "meant to",
        "supposed to",
        "without realising",
        "filled",
        "mix ?up",
        "mixed up",
        "dizzy",
        "faint\\w*",
        "drowsy",
        "sick",
        "confus\\w*",
        "slow",
      ),
    ],
    window: 24,
  },
  {
    family: "overdose",
    all: [
      `(?:[0-9]+|twice|two|three|four|double|triple|all|2x|3x|every day|daily|each day|twice a day) ${gap(6)}instead of ${gap(2)}(?:[0-9]+|once|one|my usual|the usual|two|half|once a week|weekly)\\b`,
      any("zmed", "insulin", "units"),
    ],
    // A double dose days or weeks ago has shown whatever it was going to; one tablet over the dose ("3 instead of 2")
    // is unlikely to harm (NHS paracetamol page).
    without: `last week|(?:[0-9]+|a|two|three|few|couple of|several) (?:weeks?|days) ago|${ONE_MORE_THAN_THE_DOSE}|${ONE_EXTRA_UNLIKELY_TO_HARM}`,
    withoutWindow: 12,
    window: 12,
  },
  {
    family: "overdose",
    all: [
      any(
        `[1-9][0-9]{4,} ?(?:iu|ui|units?)`,
        `[0-9]+ times (?:the|my|over the|more than the) (?:recommended|max|maximum|dose|limit)`,
        `way (?:more|over) (?:than )?(?:the )?(?:recommended|max|limit|dose)`,
      ),
      any(
        "sick",
        "vomit\\w*",
        "thirst\\w*",
        "confus\\w*",
        "weak",
        "pain",
        "palpitations",
        "dizzy",
        "unwell",
        "poorly",
      ),
    ],
    window: 30,
  },
  {
    family: "overdose",
    all: [
      `${PILLS} ${gap(3)}(?:with|and|on top of|washed down with) ${gap(2)}(?:alcohol|vodka|wine|beer|booze|drink|drinks|spirits|gin|whisky|cider)`,
      any(COUNT, LOTS, "all", "lot"),
    ],
    window: 10,
  },

  // Too much paracetamol over days (a staggered overdose), or its late signs.
  {
    family: "overdose",
    setting: PARACETAMOL,
    all: [
      any(
        `${COUNT} ${gap(3)}(?:yesterday|today|so far|a day|each day|per day|since|this morning|last night|by now|in total|altogether|all together)`,
        `every (?:hour|couple of hours|2 hours|two hours|hour or two|1 hour|90 minutes|half hour|30 minutes)`,
        `(?:[6-9]|1[0-9]|six|seven|eight|nine|ten|twelve) (?:tablets |pills )?(?:in|within) ${gap(1)}(?:an hour|(?:1|2|3|one|two|three|a couple of|a few) hours?)\\b`,
        `(?:(?:[1-9]|two|three) (?:more )?at [0-9]+ (?:am |pm )?(?:\\| )?(?:then |and |another )*){3,}`,
        `(?:\\d+|four|five|six|eight) a day ${gap(6)}(?:days?|week)`,
        `(?:ache|pain|sore\\w*) ${gap(3)}(?:under|below) ${gap(2)}right ribs`,
        `yellow ${gap(2)}(?:skin|eyes)`,
        "jaundice",
      ),
    ],
    window: 30,
  },
  // A second dose by mistake: "took it again by mistake", "forgot I'd already had it".
  {
    family: "overdose",
    setting: any("zmed", "insulin", "tablets?", "pills?", "medicine", "meds", "dose"),
    all: [
      any(
        `(?:took|taken|had|given|gave|injected|did|done) (?:it|them|my dose|a dose|another(?: dose)?|my \\w+|his \\w+|her \\w+) (?:again|twice|a second time) ${gap(1)}(?:by mistake|by accident|accidentally|without realising|without thinking)`,
        `forgot (?:i|id|he|hed|she|shed|they) (?:had )?(?:already )?(?:taken|had|given|done) (?:it|them|my|his|her|the)`,
        `(?:forgot|forgotten|couldnt remember|didnt remember) ${gap(3)}(?:so |and )?(?:took|taken|had|gave|given|take) (?:it|them|another|my \\w+|his \\w+|her \\w+) (?:again|twice|a second time)`,
      ),
    ],
    // One extra dose of these is unlikely to harm, their NHS pages say; a sign after it still counts elsewhere.
    without: `${ONE_EXTRA_UNLIKELY_TO_HARM}|zsupp`,
    withoutWindow: 12,
    window: 30,
  },
  // Several taken by mistake: "by mistake I take maybe 15 of them". A supplement taken twice is not this.
  {
    family: "overdose",
    setting: any("zmed", "insulin", "tablets?", "pills?", "medicine", "meds"),
    all: [
      any(
        "by mistake",
        "by (?:accident|acident|accidnt|accedent)",
        "accident(?:al)?ly",
        "accidently",
        "mistakenly",
        "lost count",
        "without (?:realising|realizing)",
        "didnt (?:realise|realize)",
      ),
      any(
        `(?<!(?:at|by|till|until|before|after|from|aged|age|turned|is) )(?:[3-9]|[1-9][0-9]+)(?! ?(?:mg|g|mcg|ug|iu|ml|units?|micrograms?|years?|yrs?|months?|weeks?|days?|hours?|hrs?|mins?|minutes?|am|pm|kg)\\b)`,
        "too many",
        "(?:a )?(?:few|load|lot|handful) (?:more|extra)",
        "lost count",
      ),
    ],
    // One tablet more than the dose ("3 instead of 2"), or one extra of a medicine whose NHS page says that is unlikely
    // to harm, is a question for the pharmacist.
    without: `(?:3|three) ${gap(4)}(?:instead of|rather than) (?:2|two)|(?:2|two) ${gap(4)}(?:instead of|rather than) (?:1|one)|${ONE_EXTRA_UNLIKELY_TO_HARM}`,
    withoutWindow: 16,
    window: 24,
  },
  // Too much of a medicine, then a sign now: "taking extra digoxin, now seeing everything yellow".
  {
    family: "overdose",
    all: [
      any(
        `(?:extra|double|doubled(?: up)?|too many|more than (?:the|my|his|her) dose) ${gap(3)}(?:zmed|tablets?|pills?|capsules?|doses?|them|of (?:my|his|her|the))`,
        `on top of (?:my|his|her|their) own`,
        `(?:[3-9]|[1-9][0-9]) (?:of each|each of them)`,
        `(?:full|whole|entire) (?:bottle|box|packet|pack|tub|strip) of|(?:weeks|week s|months|month s|days) worth`,
        `(?:taking|taken|took|had|been taking|giving|given) extra\\b`,
        `forgot ${gap(5)}(?:off|already|had)|and then another|another (?:one|patch|dose|tablet) ${gap(3)}(?:for good measure|on top|as well)`,
      ),
      any(
        `(?:hard|cant|cannot|struggling) to (?:wake|keep (?:my|his|her|their) eyes open|stay awake)`,
        `breathing ${gap(3)}(?:slow|shallow|weird|funny)`,
        `(?:heart|pulse) ${gap(3)}(?:slow|racing|pounding)`,
        "(?:very|really|so) (?:sleepy|drowsy|dozy)",
        "seeing (?:everything )?yellow",
        "(?:throwing up|vomit\\w*|being sick|been sick)",
        "confus\\w*",
        "spaced out",
        `(?:feel|feeling|felt|going) ${gap(1)}faint`,
        `(?:stomach|tummy) ${gap(2)}(?:burning|on fire|agony)`,
        // Too much of a blood thinner shows as bleeding.
        `nose ?bleed\\w* ${gap(2)}(?:wont|will not|not) stop|bruis\\w* (?:everywhere|all over)`,
      ),
    ],
    window: 30,
    past: "recent",
  },
  // Two medicines with paracetamol in them taken together ("co-codamol and Lemsip Max"): too much paracetamol.
  {
    family: "overdose",
    all: [`(?:took|taken|taking|had|having|been taking) ${gap(4)}zparacetamol ${gap(10)}zparacetamol`],
    window: 24,
    past: "recent",
  },
  {
    family: "overdose",
    all: [
      `(?:took|taken|taking|had|having|been taking) ${gap(4)}zparacetamol`,
      `(?:then|and then|plus|also|after that|later|on top) ${gap(4)}zparacetamol`,
    ],
    distinct: true,
    window: 24,
    past: "recent",
  },
  // Vitamin D in tens of thousands of units a day, with sickness, thirst or confusion (too much calcium).
  {
    family: "overdose",
    all: [
      `(?:vitamin d|vit d|d3) ${gap(4)}(?:[1-9]0 ?000|[1-9][0-9] ?000|[1-9]0,000)`,
      any("(?:throwing up|vomit\\w*|being sick|been sick)", "thirsty", "confus\\w*"),
    ],
    window: 30,
    past: "recent",
  },
  // Many taken, snorted, or packs found empty: "take many tablet of the warfarin", "had about 30 kalms".
  {
    family: "overdose",
    all: [
      any(
        `(?:took|take|taken|had|swallowed|ate) (?:many|lots of|loads of|a lot of|so many|too many) ${gap(2)}(?:zmed|zsupp|tablets?|pills?|capsules?)(?! ${gap(2)}(?:a day|per day|daily|every day|each day|a week)\\b)`,
        `(?:took|taken|had|swallowed|necked|downed) (?:about |around |like |maybe |over |nearly |at least )?(?:1[5-9]|[2-9][0-9]|[1-9][0-9]{2})(?! ?(?:mg|g|mcg|ug|iu|ml|units?|years?|yrs?|months?|weeks?|days?|hours?|hrs?|mins?|minutes?|am|pm|kg)\\b) ${gap(2)}(?:zmed|zsupp|tablets?|pills?|capsules?|of (?:them|my|his|her|the))(?! ${gap(3)}(?:week|weeks|month|months|fortnight|year)\\b)`,
        `(?:snorted|snorting|snort|injected|injecting) ${gap(5)}(?:zmed|tablets?|pills?)`,
      ),
    ],
    window: 16,
    past: "recent",
  },
  {
    family: "overdose",
    setting: any("zmed", "zsupp", "tablets?", "pills?", "capsules?"),
    all: [
      any(
        `(?:blister packs?|packets?|packs?|boxes|box|bottle|tub|pot|strips?) ${gap(3)}(?:all |now )?(?:empty|emptied)`,
        `(?:empty|emptied) ${gap(1)}(?:blister packs?|packets?|packs?|boxes|bottles?|tubs?|strips?)`,
        `(?:about |around |maybe |over |nearly )?(?:[1-9][0-9]+|lots|loads|half|most) (?:of them )?(?:are |were )?missing`,
      ),
      any(
        `(?:wont|wouldnt|cant|doesnt|didnt) (?:say|tell (?:me|us)) how (?:many|much)`,
        `pupils ${gap(2)}(?:huge|massive|enormous|dilated|big|like saucers)`,
        `seeing (?:things|spiders|bugs|insects|people|animals)|hallucinat\\w*`,
        `(?:hard|cant|cannot|struggling) to (?:wake|rouse)`,
        "(?:very|really|so|gone) (?:sleepy|drowsy|dozy|pale)",
        "(?:throwing up|vomit\\w*|being sick|been sick)",
        `(?:tummy|stomach|belly) ${gap(2)}(?:hurts|pain|ache|sore|bad)`,
        "confus\\w*",
        "missing",
      ),
    ],
    distinct: true,
    window: 30,
    past: "recent",
  },
  // A weekly medicine taken every day, or a dose taken twice by mistake.
  {
    family: "overdose",
    all: [
      any(
        `(?:every day|daily|each day) ${gap(6)}(?:instead of|rather than|by mistake|accidentally|when (?:its|it is|it should be) weekly)`,
        `weekly ${gap(3)}(?:every day|daily)`,
        `(?:by mistake|accidentally|wrongly) ${gap(4)}(?:every day|daily|twice|double)`,
      ),
    ],
    setting: any("zmed", "methotrexate", "alendron\\w*", "tablets?", "medicine", "meds"),
    window: 24,
  },
  // Lithium toxicity: a stomach bug or a new medicine, then shaking, unsteadiness, confusion.
  {
    family: "overdose",
    setting: any("lithium", "priadel", "camcolit", "liskonum", "li liquid"),
    all: [LITHIUM_SIGN, LITHIUM_SIGN],
    distinct: true,
    window: 30,
    past: "recent",
  },
  // Too much of an opioid: hard to wake, slow breathing or pinpoint pupils (NHS: call 999).
  {
    family: "overdose",
    setting: any(
      "oxycodone|oxynorm|oxycontin|morphine|oramorph|zomorph|codeine|co ?codamol|dihydrocodeine|tramadol|tapentadol",
      "fentanyl|buprenorphine|butrans|methadone|pethidine|opioids?|opiates?|syringe driver|pca|morphine pump",
    ),
    all: [
      `(?:hard|difficult|impossible) to (?:rouse|wake)|barely (?:rousable|conscious|awake)|(?:cant|cannot|couldnt|wont) (?:rouse|wake) (?:her|him|them)|wont wake|pin ?point|pupils ${gap(2)}(?:tiny|small|pinpoint|pin ?pricks?)|(?:breathing|breaths?) ${gap(2)}(?:slow|shallow|very slow)`,
    ],
    window: 40,
    past: "recent",
  },
  // Too much digoxin: yellow or green vision and halos round lights (a sign of toxicity in its SmPC).
  {
    family: "overdose",
    setting: any("digoxin", "lanoxin"),
    all: [`(?:yellow|green)\\w* ${gap(2)}(?:halos?|vision|tinge|tint|rings)|halos?|seeing (?:yellow|green)`],
    // Halos round lights are common after cataract surgery and with glasses or contact lenses.
    without: `cataract\\w*|lens\\w*|glasses|migraine\\w*`,
    withoutWindow: 30,
    window: 40,
    past: "recent",
  },

  // Many tablets at once, told in a second language's words ("12 iron tablets in one time").
  {
    family: "overdose",
    all: [
      `${COUNT} ${gap(3)}(?:zmed|zsupp|tablets?|pills?|capsules?) ${gap(3)}(?:in one (?:time|go)|at (?:one time|once)|all (?:at once|together))`,
    ],
  },
  // A sedating medicine with drink, then slurring or not standing (NHS: call 999).
  {
    family: "overdose",
    all: [
      `(?:took|taken|had|swallowed|necked|popped) ${COUNT}|${COUNT} (?:of (?:them|the|his|her|my)|zmed|${PILLS})`,
      any(
        "beers?",
        "pints?",
        "wine",
        "vodka",
        "gin",
        "rum",
        "whisky",
        "spirits",
        "alcohol",
        "booze",
        "drinks",
        "drinking",
        "cans",
      ),
      any(
        "slurr\\w*",
        "(?:cant|cannot|can not|couldnt) (?:stand|walk|stay awake)",
        "(?:hard|difficult) to (?:wake|rouse)",
        "wont wake",
        "out of it",
        "unresponsive",
        "passed out",
        "nodding off",
      ),
    ],
    distinct: true,
    window: 30,
  },
  // DNP sold as a fat burner: a poison with no safe dose (Food Standards Agency).
  {
    family: "overdose",
    all: [`dnp|dinitrophenol`, `${SWALLOWED}|taking|using`],
    window: 30,
  },
  // A painkiller taken every hour ("ibuprofen 400 every hour or so").
  {
    family: "overdose",
    all: [`(?:zmed|tablets?|pills?|capsules?) ${gap(3)}every (?:hour|half (?:an )?hour|30 ?mins?)`],
    // A reliever inhaler needed every hour is a breathing problem, not an overdose.
    without: "inhalers?|puffs?|sprays?|drops|creams?|gels?|lozenges?",
    withoutWindow: 8,
  },
  // Caffeine powder or tablets in a large amount with two signs (a scoop of powder can be a lethal dose: FSA).
  {
    family: "overdose",
    setting: any("caffeine", "pro ?plus", "pre ?workout", "energy drinks?", "energy shots?"),
    all: [
      `(?:[1-9](?:\\.[0-9])?|[1-9][0-9]) ?(?:g|grams?)\\b|[1-9][0-9]{2} ?mg each|scoops?|spoonful|teaspoon|tablespoon|(?:whole|full) (?:tub|bag|pack|packet|box|bottle)|(?:[4-9]|[1-9][0-9]) (?:pro ?plus|tablets|pills|cans|energy drinks)`,
      CAFFEINE_SIGN,
      CAFFEINE_SIGN,
    ],
    distinct: true,
    window: 30,
  },
  // Someone else's medicines given by mistake ("gave Mrs H her pot then realised it was Mr D's").
  {
    family: "overdose",
    all: [
      `(?:realised|realized|turns out|found out|noticed) ${gap(4)}(?:was|were|it was|they were) (?:for |meant for )?(?:mr|mrs|ms|miss|someone elses|another (?:resident|patient)|the wrong)|(?:gave|given|had) ${gap(4)}(?:the )?wrong (?:pot|meds|medication|medicines|tablets|pills|person)|(?:pots|meds|medication|tablets) ${gap(2)}(?:were |was |got )?(?:swapped|mixed up|muddled)`,
    ],
  },
  // Potassium supplements or salt substitutes with a medicine that keeps potassium in, then weakness or a slow or
  // irregular heartbeat (too much potassium: NHS, call 999).
  {
    family: "overdose",
    setting: any("potassium", "lo ?salt", "salt substitutes?", "electrolyte sachets?"),
    all: [
      `weak\\w*|heavy|(?:cant|cannot) lift|numb\\w*|tingl\\w*`,
      `(?:pulse|heart ?beat|heart) ${gap(3)}(?:slow|irregular|wrong|funny|skipping|fluttering|all over)|palpitations?`,
    ],
    context: [
      "ramipril|lisinopril|enalapril|perindopril|losartan|candesartan|valsartan|irbesartan|spironolactone|eplerenone|amiloride|trimethoprim|kidney",
    ],
    distinct: true,
    window: 30,
  },
  // Insulin or a medicine taken twice ("took my insulin twice tonight").
  {
    family: "overdose",
    all: [
      `(?:took|taken|had|done|injected|gave) (?:my |his |her |their )?(?:insulin|zhypo|zmed)(?: zmed| zhypo)* ${gap(2)}twice|(?:did|done|took|taken|had|injected|gave) (?:my |his |her |their )?(?:basal |bolus |long acting |night |evening |morning )?(?:insulin|pen|injection|jab|zhypo)(?: zmed| zhypo)* ${gap(6)}(?:did|done|took|gave|injected|had) (?:it|another|one) again`,
    ],
    without: ONE_EXTRA_UNLIKELY_TO_HARM,
    past: "recent",
  },
  // "Asking for a friend who has": the question is about something done.
  {
    family: "overdose",
    evenIfHypothetical: true,
    all: [
      `asking for a (?:friend|mate) who (?:has|did|took|had|just)\\b`,
      `${COUNT} ${gap(4)}(?:zmed|tablets?|pills?)|(?:feels?|feeling) (?:faint|cold|sick|drowsy)`,
    ],
    window: 30,
  },
  // A painkiller a person would take given to a dog or cat (PDSA: ibuprofen and paracetamol poison pets).
  {
    family: "animal_poisoning",
    setting: ANIMAL,
    all: [
      `(?:gave|given|fed) ${gap(5)}(?:ibuprofen|nurofen|naproxen|paracetamol|zparacetamol|aspirin|diclofenac)`,
    ],
    window: 20,
  },
  // A medicine patch in a child's mouth: the opioid in a used pain patch can stop a child breathing.
  {
    ...CHILD_POISONING,
    all: [
      `(?:pain|fentanyl|morphine|buprenorphine|butrans|opioid|nicotine|hrt|medicine|medicated|old|used) patch\\w*`,
      `(?:in|into) (?:her|his|their|the) mouth|chew\\w*|suck\\w*|swallow\\w*|ate|eaten|lick\\w*`,
    ],
    window: 16,
  },
  // A child who swallowed medicine, vitamins or something harmful.
  {
    ...CHILD_POISONING,
    all: [SWALLOWED_NOT_OWN_DOSE],
    without: any(
      `(?:she|he|they) (?:has|have|takes|take|gets|get) ${gap(2)}every day|(?:her|his|their) (?:own|usual|daily) (?:dose|vitamins?|drops)`,
      ONE_EXTRA_OWN,
      FOOD_STASH,
    ),
    window: 16,
  },
  {
    ...CHILD_POISONING,
    all: [
      any(
        `(?:empty|emptied|opened|open|chewed|bitten|ripped|torn|half empty) ${gap(3)}(?:${CONTAINER}|${PILLS}|lid|packaging|foil)`,
        // Not sores or blisters in the mouth, which are signs of a reaction, nor what toddlers do ("puts everything in her mouth").
        `(?<!(?:ulcers?|sores?|blisters?|rash|spots|cuts?|swelling|swollen|peeling|bleeding)(?: [a-z]+){0,2} )(?<!(?:puts?|putting) (?:everything|anything|stuff|things|it all) )(?<!(?:puts?|putting|sucks?|sucking|chews?|chewing) (?:his|her|their) (?:hands?|fingers?|thumbs?|fists?|toys?) )(?:round|around|in|into|on|all over) (?:his|her|their) (?:mouth|lips|face|hands|teeth)`,
        `(?:holding|playing with|chewing on|sucking on) ${gap(3)}(?:${CONTAINER}|${PILLS}|${HAZARD})`,
      ),
      any(PILLS, HAZARD, "stuff", "powder", "residue", "bits", "foam"),
    ],
    window: 18,
  },
  // "ate some", "swallowed one": what it was is named elsewhere (my tablets, her mum's Pregnacare).
  {
    ...CHILD_POISONING,
    all: [
      `${SWALLOWED} ${gap(2)}(?:some|them|it|one|a couple|a few|the lot|loads|a load|lots|a lot|something|all of them|half of them|[2-9]|[1-9][0-9]+|two|three|four|five|six|seven|eight|nine|ten)\\b(?! (?:days?|weeks?|wks?|months?|mths?|years?|yrs?|hours?|hrs?|mins?|minutes?|ago|puffs?|sprays?)\\b)`,
      any(PILLS, HAZARD, ADULT_STASH),
    ],
    window: 20,
    without: any(FOOD_STASH, ONE_EXTRA_OWN),
  },

  // Found with it, some gone, or taken for sweets: "found with grandad's pills open", "some are missing".
  {
    ...CHILD_POISONING,
    all: [
      any(
        `found ${gap(3)}with ${gap(4)}(?:${PILLS}|${CONTAINER}|${HAZARD})`,
        `(?:${PILLS}|${CONTAINER}) ${gap(1)}(?:open|opened|empty|emptied)`,
        `thought ${gap(5)}(?:were|was) (?:sweets|sweeties|smarties|candy|skittles|jelly beans|tic tacs|mints|chocolate)`,
        `(?:got into|been into|got hold of|opened) ${gap(6)}(?:some|a few|[0-9]+|lots|loads|half|most|several|a couple)(?: of them)? (?:are |were |is )?(?:missing|gone)`,
      ),
    ],
    window: 24,
  },

  // Carers doubling a child's dose ("we both gave her Calpol within the hour").
  {
    ...CHILD_POISONING,
    all: [`(?:gave|given|giving|had|took|taken) ${gap(4)}(?:${PILLS}|calpol|nurofen|medicine|zmed)`],
    qualifiers: [
      any(
        "both",
        "twice",
        "double",
        "two doses",
        "same hour",
        "within (?:the|an|a) (?:same )?hour",
        "by mistake",
        "without realising",
        "accident\\w*",
        "too much",
        "too soon",
        "extra",
        "overdose\\w*",
      ),
    ],
    window: 20,
  },

  // A child with medicines within reach and some gone ("found him with the tub open, no idea how many he's had").
  {
    ...CHILD_POISONING,
    all: [any(PILLS, HAZARD, CONTAINER), MISSING],
    window: 24,
  },

  // A button battery gone with a child near, told anywhere in a long message (NHS: A&E at once).
  {
    family: "child_poisoning",
    context: [CHILD],
    all: [
      `(?:button |round |little |coin |watch |remote |key |car key )?batter(?:y|ies)`,
      any(
        MISSING,
        "swallow\\w*",
        "dribbl\\w*",
        "drool\\w*",
        "pointing at (?:his|her|their) (?:throat|mouth|neck)",
        "gagg\\w*",
        "retch\\w*",
      ),
    ],
    unless: GROWN_CHILD,
    window: 30,
    past: "recent",
  },
  // A pet that ate medicine, supplements or something poisonous; not the owner's allergy after stroking it.
  {
    family: "animal_poisoning",
    setting: ANIMAL,
    all: [SWALLOWED, any(PILLS, HAZARD, PET_HAZARD)],
    unless: PET_ALLERGY,
    window: 18,
  },
  {
    family: "animal_poisoning",
    setting: ANIMAL,
    all: [
      any(PILLS, HAZARD, PET_HAZARD, CONTAINER),
      any(MISSING, "got (?:hold of|into|at)", "chewed", "chewing"),
    ],
    unless: PET_ALLERGY,
    window: 20,
  },
  // Something poisonous fed to a pet ("the neighbours' kid fed my beagle a load of raisins"); not "fed up".
  {
    family: "animal_poisoning",
    setting: ANIMAL,
    all: [`fed(?! up\\b) ${gap(6)}${any(PILLS, HAZARD, PET_HAZARD)}`],
    unless: PET_ALLERGY,
    window: 18,
  },
  // A pet near something poisonous, now showing signs ("blue pellets in the hedge, now twitching and drooling").
  {
    family: "animal_poisoning",
    setting: ANIMAL,
    all: [any(PET_HAZARD, HAZARD), any(PET_SIGN, SWALLOWED, MISSING)],
    unless: PET_ALLERGY,
    window: 30,
    past: "recent",
  },
  // A pet that ate something unknown and now shows two signs of poisoning ("pale gums and wobbly").
  {
    family: "animal_poisoning",
    setting: ANIMAL,
    all: [PET_SIGN, PET_SIGN, `(?:${SWALLOWED}|fed) (?:something|summat|anything|stuff)`],
    distinct: true,
    window: 30,
    past: "recent",
  },
  // Rat poison stops blood clotting days later: bleeding or pale gums after it got into some (PDSA).
  {
    family: "animal_poisoning",
    all: [
      any(
        `gums ${gap(2)}(?:pale|white)`,
        `nose ?bleed\\w*|bleeding from (?:her|his|its|the) (?:nose|gums|mouth|bottom)`,
        `blood ${gap(2)}(?:in|from) (?:her|his|its|the) (?:poo|wee|mouth|nose)`,
        "bruis\\w*",
      ),
    ],
    context: [
      `(?:got into|into|ate|eaten|eating|chewed|chewing|licked|had some|been at|found|found (?:her|him|it|them) with) ${gap(3)}(?:(?:rat|mouse|rodent) (?:poison|bait|pellets|blocks)|rodenticide)`,
    ],
    window: 30,
    past: "recent",
  },
  // A spreading, swollen or unexplained bruise on a blood thinner (NHS: get urgent help for unexplained bruising).
  {
    family: "bleeding",
    setting: "zbleed|bloodthinner",
    all: [
      `bruis\\w* ${gap(6)}(?:spreading|spread|huge|massive|whole|swollen|hard|getting bigger|for no reason|without|out of nowhere)|(?:huge|massive|spreading|big|swollen) ${gap(1)}bruis\\w*|(?:havent|hasnt|didnt|not) (?:banged|knocked|hit|bumped) (?:it|myself|anything)`,
    ],
    window: 30,
    past: "recent",
  },
  // An adder or other snake bite (PDSA: an emergency; take the pet to a vet at once).
  {
    family: "animal_poisoning",
    setting: ANIMAL,
    all: [`(?:bitten|bit|struck) by (?:an? )?(?:adder|snake|viper)|(?:adder|snake) ?bite`],
    past: "recent",
  },
  // A medicine given to a pet by its owner, then a sign (paracetamol is poisonous to cats and dogs: PDSA).
  {
    family: "animal_poisoning",
    setting: ANIMAL,
    all: [`(?:gave|given|give|giving|fed) ${gap(4)}(?:zmed|tablets?|pills?|painkillers?)`, PET_SIGN],
    window: 30,
    past: "recent",
  },
  // Lilies are poisonous to cats whole: pollen licked off the fur is enough (PDSA).
  {
    family: "animal_poisoning",
    setting: any("cats?", "kittens?"),
    all: [
      any("lil(?:y|ies)", "pollen"),
      any(
        "sniff\\w*",
        "lick\\w*",
        "pollen",
        "chew\\w*",
        "ate",
        "eaten",
        "nibbl\\w*",
        "brushed",
        "rubbed",
        "(?:on|in|all over) (?:her|his|their) (?:fur|nose|face|paws|coat|mouth)",
      ),
    ],
    distinct: true,
    window: 20,
    // Lilies named as what is known to be bad, beside a flower that is not one.
    without:
      "(?:i know|we know|knowing) (?:that )?lil(?:y|ies)|lil(?:y|ies) (?:are|is) (?:bad|toxic|poisonous|dangerous)",
    withoutWindow: 6,
  },

  // Angina that the GTN spray or tablets have not eased.
  {
    family: "chest_pain",
    all: [
      `(?:gtn|glyceryl trinitrate|nitro|angina) ?(?:spray|pump|tablets?|puffs?)?`,
      `${NOT_STOPPING} ${gap(2)}(?:help|helping|helped|work|working|worked|eased|easing)|still there|not gone|no better|still (?:got|have) (?:the )?pain|(?:isnt|not|wont|hasnt) (?:going|gone|easing|eased|shifting|shifted)`,
    ],
    window: 14,
    past: "recent",
  },

  // Chest pain and heart attack: chest and a pain word near each other in either order, or signs together.
  {
    family: "chest_pain",
    all: [CHEST, PAIN_WORDS],
    withoutWindow: 24,
    // A sore chest from the gym or a cough is a muscle, and under the right ribs the liver; with sweating or breathlessness the rule below still fires.
    without: `(?:from|after|since|doing) ${gap(3)}(?:gym|bench|press|presses|lifting|training|workout|push ?ups|pull ?ups|coughing|cough|a fall|leg day|chestgym|sparring|boxing|rugby|dips)|doms|pulled (?:a )?muscle|muscle (?:strain|pain|ache)|pecs|pectorals?|costochondritis|stitch|with (?:a|my|this|the) (?:cold|cough|chesty cough|chest infection)|coughing up (?:green|yellow|phlegm|mucus|gunk)|lasts? ${gap(2)}(?:a|one) (?:second|split second)|(?:only|worse) when i (?:twist|turn|move|bend|stretch|press|cough|sneeze|reach|lift)|from (?:this|the|my|a) (?:cold|cough|chest infection)|when i (?:run|jog)|(?:right|rhs) ${gap(2)}ribs|ribs ${gap(2)}right|(?:clears|goes away|goes|wears off|settles) ${gap(3)}(?:after|with|once|by itself|on its own|when i)`,
    window: 6,
    past: "recent",
  },
  {
    family: "chest_pain",
    all: [HEART_SITE, CARDIAC_SIGN, CARDIAC_SIGN],
    distinct: true,
    window: 24,
    past: "recent",
  },
  // Chest pain and heart attack.
  {
    family: "chest_pain",
    all: [
      `(?:having|have|had|got|think ${gap(3)}(?:having|had)?|is (?:this|it)|could be|might be|maybe|sounds like|showing signs of|(?:think|reckon|thought|sure) (?:its|it is|this is|thats|that is|hes having|shes having)) (?:a )?heart attack`,
    ],
    past: "recent",
  },
  { family: "chest_pain", all: [`heart attack (?:now|right now|just now|i think|i reckon|maybe|probably)`] },
  // Pain felt "in the heart", with a sign that comes with a heart attack ("my heart aches for him" has none).
  {
    family: "chest_pain",
    all: [
      `(?:squeez\\w*|crush\\w*|grip\\w*|clamp\\w*|vice|pain\\w*|stabb\\w*|tight\\w*|pressure) ${gap(3)}heart|heart ${gap(2)}(?:hurts|hurting|is hurting|aches|aching|pain\\w*|squeez\\w*|crush\\w*|tight\\w*)`,
      CARDIAC_SIGN,
    ],
    distinct: true,
    window: 20,
    past: "recent",
  },
  // Angina that the GTN spray has not eased: the NHS says call 999.
  {
    family: "chest_pain",
    all: [
      `(?:gtn|glyceryl trinitrate|nitrolingual|nitro|angina) ${gap(6)}(?:hasnt|has not|didnt|did not|not|isnt|wont|doesnt|no) ${gap(1)}(?:touched|touch|touching|helped|help|helping|working|worked|work|done anything|doing anything|eased|ease|easing|shifted|shift|shifting|difference)`,
    ],
    window: 12,
    past: "recent",
  },
  {
    family: "chest_pain",
    all: [
      `(?:used|taken|took|had|tried|sprayed|done) ${gap(3)}(?:gtn|glyceryl trinitrate|nitrolingual|nitro|angina) ?(?:spray|pump|tablets?|puffs?)?`,
      `(?:hasnt|has not|didnt|did not|not|isnt|wont|doesnt|no) ${gap(1)}(?:touched|touch|touching|helped|help|helping|eased|ease|easing|shifted|shift|difference)`,
    ],
    window: 16,
    past: "recent",
  },
  // Pressure told as a weight sitting on the chest: "like an elephant sat on me".
  {
    family: "chest_pain",
    all: [
      any(
        `(?:elephant|weight|something|somethings|someone|a (?:ton|tonne) of bricks|a brick) ${gap(2)}(?:sat|sitting|standing|pressing|crushing|squeezing) (?:on|down on) ${gap(1)}(?:me|him|her|them|my chest|his chest|her chest|their chest)`,
        `crushing ${gap(2)}(?:pain|ache|feeling|pressure) ${gap(3)}(?:middle|centre|center) of (?:me|my|his|her|their)`,
      ),
    ],
    past: "recent",
  },
  // After an operation, a long flight or a plaster cast, sudden breathlessness or pain on breathing in (NHS
  // pulmonary embolism: call 999).
  {
    family: "chest_pain",
    all: [
      AFTER_OPERATION_OR_FLIGHT,
      any(
        `(?:sudden\\w*|out of nowhere|all of a sudden) ${gap(3)}(?:short of breath|breathless\\w*|out of breath|cant (?:catch|get) ${gap(1)}breath)`,
        `(?:sharp|stabbing) ${gap(2)}pain ${gap(3)}(?:breathe|breathing|breath)`,
        "cough\\w* (?:up )?blood",
        `(?:hurts|painful|pain) ${gap(2)}(?:to |when (?:i |he |she )?)?breath\\w*`,
      ),
    ],
    window: 30,
    past: "recent",
  },
  {
    family: "breathing",
    all: [
      AFTER_OPERATION_OR_FLIGHT,
      `(?:sudden\\w*|out of nowhere|all of a sudden) ${gap(3)}(?:short of breath|breathless\\w*|out of breath)|(?:more|getting|increasingly|much more) breathless`,
    ],
    window: 30,
    past: "recent",
  },
  // A swollen calf, then chest pain or breathlessness: a clot that may have moved (NHS DVT page: call 999).
  {
    family: "chest_pain",
    all: [
      `(?:calf|calves|leg) ${gap(4)}(?:swollen|swelling|swelled|sore|tender|painful|red and hot|hot and red)`,
      any(
        "chest",
        `(?:pain|stabbing|sharp) ${gap(3)}(?:breathe|breathing|breath)`,
        "cough\\w* (?:up )?blood",
      ),
    ],
    window: 30,
    past: "recent",
  },
  {
    family: "breathing",
    all: [
      `(?:calf|calves|leg) ${gap(4)}(?:swollen|swelling|swelled|sore|tender|painful|red and hot|hot and red)`,
      any(
        "panting",
        "breathless\\w*",
        "short of breath",
        "out of breath",
        "weight on my lungs",
        "cant catch",
      ),
    ],
    window: 30,
    past: "recent",
  },
  {
    family: "chest_pain",
    all: [
      `(?:pain|ache|aching|tingling|numbness|heaviness|tightness) ${gap(2)}(?:spreading|going|radiating|moving|travelling|traveling|shooting|spread|went|goes) ${gap(1)}(?:down|into|to|up|through) ${gap(1)}(?:my|his|her|their|the)? ?(?:left )?(?:arm|arms|jaw|neck|back|shoulder)`,
    ],
  },
  {
    family: "chest_pain",
    all: [`(?:clutching|holding|gripping|grabbing) (?:his|her|my|their) (?:chest|arm|left arm)`],
  },
  {
    family: "chest_pain",
    all: [
      `(?:spread\\w*|radiat\\w*|going|gone|moving|moved|travel\\w*|shoot\\w*) ${gap(2)}(?:up|down|into|to|through) ${gap(1)}(?:my|his|her|their|the)? ?(?:left )?(?:arm|arms|jaw|neck|back|shoulder)`,
      any(
        "pain",
        "ache",
        "aching",
        "indigestion",
        "heartburn",
        "tight\\w*",
        "pressure",
        "chest",
        "sweat\\w*",
        "clammy",
        "heavy",
      ),
    ],
    window: 16,
    past: "recent",
  },
  {
    family: "chest_pain",
    all: [
      `(?:jaw|left arm|arms?|shoulder blades?|shoulder|neck) ${gap(4)}(?:${PAIN}|aching|aches|heavy|numb|killing)|(?:${PAIN}|aching) ${gap(2)}(?:in|down|between) ${gap(2)}(?:jaw|left arm|arms?|shoulder blades?|shoulder)`,
      any(
        "clammy",
        "sweaty",
        "sweating",
        "cold sweat",
        "grey",
        "gray",
        "ashen",
        "breathless",
        "short of breath",
        "sweat\\w*",
      ),
    ],
    window: 20,
    past: "recent",
  },
  {
    family: "chest_pain",
    all: [
      any("grey", "gray", "pale", "clammy", "ashen"),
      any("sweaty", "sweating", "clammy", "cold sweat"),
      any("chest", "arm", "pain", "breath\\w*", "heart"),
    ],
    window: 12,
  },
  {
    family: "chest_pain",
    all: [
      any(
        "palpitations",
        `(?:heart|heartbeat|pulse) ${gap(2)}(?:racing|pounding|hammering|going crazy|beating ${gap(2)}fast|all over the place|skipping|fluttering|irregular|banging|thumping)`,
      ),
      any(
        "chest",
        "faint\\w*",
        "black\\w* out",
        "pass\\w* out",
        "breathless",
        "short of breath",
        "cant breathe",
        "dizzy",
      ),
    ],
    window: 14,
  },

  // Stroke: any two of its signs together.
  { family: "stroke", all: [STROKE_SIGN, STROKE_SIGN], distinct: true, window: 30, past: "recent" },
  // Words that make no sense, starting suddenly (NHS stroke: speech, and the time it started).
  {
    family: "stroke",
    all: [
      `(?:none of it|not|doesnt|dont|stopped) ${gap(1)}(?:makes?|making) (?:any )?sense`,
      `sudden\\w*|all of a sudden|out of nowhere|(?:started|came on) (?:at|over|during) (?:breakfast|lunch|dinner|tea)`,
    ],
    window: 20,
    past: "recent",
  },
  // Weakness or a droop down one side alone is a stroke sign.
  {
    family: "stroke",
    all: [
      any(
        `(?:droopy|drooping|weak|numb|heavy|dead|paralys\\w*|floppy) ${gap(2)}(?:down |on )?(?:one|the (?:left|right)) side`,
        `(?:no|lost (?:all )?(?:the )?|cant get any) (?:feeling|sensation|movement|strength) ${gap(2)}(?:down|in|on) (?:my|his|her|their|the|one) (?:(?:left|right|whole) )?(?:side|arm|leg)`,
        `(?:face|mouth|smile) ${gap(5)}(?:melting|sliding|slipping|dropping|drooping|sagging|slumping|fallen) ${gap(1)}(?:down |on )?(?:one|the (?:left|right)) side`,
      ),
    ],
    past: "recent",
  },
  // Stroke: face, arms, speech, and other sudden losses.
  {
    family: "stroke",
    all: [
      any(
        `(?:face|mouth|smile|eye|eyelid|lip|lips|cheek) ${gap(3)}(?:droop|drooping|droopy|droops|drooped|dropped|dropping|fallen|falling|gone funny|gone weird|gone numb|lopsided|twisted|slumped|sagging|saggy|sagged|wonky|paralysed|paralyzed|frozen|hanging|sliding|slid|slipped)(?! ${gap(5)}(?:dentist|dental|filling|anaesthetic|numbing)\\b)`,
        // Not in photos, nor numb from the dentist's injection.
        `(?:face|mouth|smile) ${gap(3)}(?:funny|weird|odd|different|wrong|numb) ${gap(2)}(?:on )?(?:one side|the (?:left|right)|that side)(?! ${gap(2)}(?:photos?|pictures?|pics|selfies?|videos?)\\b)`,
        `half (?:of )?(?:my|his|her|their|the) face ${gap(3)}(?:numb|dropped|droop\\w*|gone|dead|funny|slipped|sliding|weak)(?! ${gap(5)}(?:dentist|dental|filling|injection|anaesthetic|numbing)\\b)`,
        `(?:drooping|droopy|droop|lopsided|wonky|fallen|sagging|twisted) ${gap(1)}(?:face|mouth|smile|eye|lip)`,
        `(?:one side|side) of ${gap(1)}(?:his|her|my|their|the) (?:face|mouth)`,
      ),
    ],
    unless: LIFELONG,
    past: "recent",
  },
  {
    family: "stroke",
    all: [
      any(
        `slurr\\w*`,
        `(?:garbled|jumbled|muddled|mumbl\\w*) ${gap(2)}(?:speech|words|talking|speaking|voice)`,
        `(?:speech|speaking|talking|words|voice) ${gap(2)}(?:slurred|slurring|garbled|jumbled|muddled|gibberish|nonsense|strange|weird|funny)`,
        `(?:cant|cannot|couldnt|unable to|struggling to) ${any("speak", "talk", "get (?:my|his|her|their|the) words out", "find (?:(?:my|his|her|their|the|the right|right|simple|basic|easy|everyday) )+words", "form words", "understand (?:me|what)")}`,
        `talking (?:gibberish|nonsense|funny|weird|strangely)`,
        `(?:trying|tries|tried|try) to (?:say|speak|talk|tell) ${gap(8)}(?:gibberish|jibberish|nonsense|wrong words?|(?:words|it) ${gap(2)}(?:wrong|jumbled|muddled|mixed up))`,
        `(?:words|speech|it|sentences?) ${gap(3)}(?:coming out|came out) ${gap(2)}(?:muddled|jumbled|wrong|garbled|all wrong|nonsense|gibberish|slurred)(?! ${gap(3)}(?:message|text|post|email|typing|autocorrect)\\b)`,
        `(?:talking|talkin|speaking|sounds?|sounding) like ${gap(2)}(?:drunk|had a drink|had a few|been drinking)`,
      ),
    ],
    // Numb and slurred from the dentist's injection.
    without: "dentist|dental|filling|anaesthetic|numbing",
    withoutWindow: 14,
    past: "recent",
  },
  {
    family: "stroke",
    all: [
      any(
        `(?:cant|cannot|unable to|struggling to|couldnt) ${any("lift", "raise", "move", "feel", "use", "hold up")} ${gap(1)}(?:my|his|her|their|one|the|either)? ?(?:left |right )?(?:arm|arms|leg|legs|hand|side)`,
        `(?:arm|leg|hand|side|foot) ${gap(3)}(?:weak|numb|dead|heavy|limp|floppy|useless|wont move|not working|paralysed|paralyzed|gone|hanging|flops|flopping|dangling|wont grip|cant grip|wont do what)`,
        `(?:numb|numbness|weak|weakness|tingling|paralysis) ${gap(3)}(?:one side|left side|right side|down (?:my|his|her|their|one) side)`,
      ),
    ],
    qualifiers: [
      any(
        "sudden\\w*",
        "all of a sudden",
        "out of nowhere",
        "like thunder",
        "thunder",
        "nothing to 10",
        "worst pain of my life",
        "never had pain like",
        "10 out of 10",
        "middle of sex",
        "during sex",
        "just now",
        "one side",
        "left side",
        "right side",
        "face",
        "speech",
        "words",
        "slurr\\w*",
        "stroke",
        "this morning",
        "minutes? ago",
        "an hour ago",
        "now",
      ),
    ],
    // A leg "gone dead" from lying or sitting on it (pins and needles) is not a stroke sign.
    // Only lying or sitting on the limb itself: "sitting in his chair when his arm went weak" still counts.
    without: `(?:fell asleep|slept|sleeping|lying|lay) on (?:it|the sofa|the couch|the floor|my|his|her)\\b|(?:sat|sitting|knelt|kneeling) on (?:it|my|his|her) (?:arm|leg|legs|hand|foot)|legs? crossed|crossed (?:my|his|her) legs`,
    withoutWindow: 12,
    window: 16,
    past: "recent",
  },
  {
    family: "stroke",
    all: [
      `(?:having|had|is having|just had|think ${gap(3)}(?:having|had)|is (?:this|it)|could be|might be|showing signs of|(?:think|reckon|thought|sure) (?:its|it is|this is|thats|that is|hes having|shes having)) (?:a )?(?:stroke|mini stroke|tia)`,
    ],
    // "Convinced I'm having a stroke … I can smile fine, arms fine": worry with the signs said to be normal.
    without: `(?:can )?(?:smile|arms?|speech|talking|face|legs?) ${gap(1)}(?:fine|ok|okay|normal)|eyelid ${gap(3)}twitch\\w*`,
    withoutWindow: 30,
    past: "recent",
  },
  {
    family: "stroke",
    all: [
      any(
        `sudden\\w* ${gap(2)}(?:confus\\w*|blind\\w*|loss of (?:vision|sight|balance)|vision loss|lost (?:vision|sight)|numbness|weakness|trouble (?:walking|seeing|speaking)|difficulty (?:walking|seeing|speaking))`,
        `sudden\\w* ${gap(1)}(?:cant|cannot|couldnt) (?:see|speak|walk|talk|stand)`,
        // Suddenly lost to where or who they are (NHS: sudden confusion, call 999).
        `sudden\\w* ${gap(2)}(?:doesnt|does not|didnt|cant|cannot|dont) (?:know|recogni[sz]e) (?:where|who|what day|me|us|his own|her own)`,
        `(?:lost|losing|loss of) (?:the )?(?:vision|sight) in (?:one|my|his|her|their) eye`,
        // A curtain or shade over one eye's sight, even when it lifts again (a TIA: NHS, call 999).
        `(?:vision|sight|eye) ${gap(8)}(?:curtain|shutter|shade|veil|blind) ${gap(4)}(?:down|across|over)|(?:curtain|shutter|shade|veil|blind) ${gap(4)}(?:down|across|over) ${gap(2)}(?:my|his|her|their|one|the) (?:(?:left|right) )?(?:eye|vision|sight)`,
      ),
    ],
    // What a care plan says to watch for is not what is happening.
    without: "(?:watch|look|looking) (?:out )?for|care plan",
    withoutWindow: 10,
    past: "recent",
  },

  // Anaphylaxis.
  // Low oxygen on a pulse oximeter: 92% or less is an emergency (NHS "How to look after yourself at home if you have
  // coronavirus": A&E or 999 at 92% or below).
  {
    family: "breathing",
    all: [
      `(?:sats|saturations?|oxygen|o2|oximeter|finger thing|finger clip|spo2) ${gap(4)}(?:\\| )?(?:[5-8][0-9]|9[0-2])\\b(?! ?(?:mg|kg|years?|mins?|minutes?))|(?:respiratory rate|breathing rate|resp rate) (?:\\| )?(?:is )?(?:2[5-9]|[3-6][0-9])\\b|(?:[5-8][0-9]|9[0-2]) ?(?:%|percent)? ${gap(2)}(?:on the )?(?:oximeter|sats|oxygen)`,
    ],
    past: "recent",
  },
  { family: "anaphylaxis", all: [`(?:anaphyla\\w*|anaphylactic)`], past: "recent" },
  {
    family: "anaphylaxis",
    all: [
      `(?:used|given|gave|did|jabbed|injected|had to use) ${gap(3)}(?:epipen|epi pen|jext|emerade|adrenaline|auto ?injector|it|the pen|(?:my|his|her|their) pen)`,
    ],
    context: ["epipen|epi pen|jext|emerade|adrenaline|auto ?injector"],
    past: "recent",
  },
  {
    family: "anaphylaxis",
    all: [
      any(
        `(?:throats?|tongues?|lips?|mouths?|airways?) ${gap(4)}(?:swell\\w*|swollen|puff\\w*|closing|closed|tight\\w*|blown up|huge|massive|balloon\\w*|too big|thick|fat|(?:come|came|coming) up (?:massive|huge|like))`,
        `(?:swell\\w*|swollen|puffy|puffed up|puffing up|blown up) ${gap(3)}(?:throat|tongue|lips?|mouth)`,
        `throats? ${gap(5)}(?:width of a straw|narrow\\w*|pinhole)`,
      ),
    ],
    past: "recent",
  },
  // Itching or hives with a sign in the airway or circulation after a likely trigger (NHS anaphylaxis page).
  {
    family: "anaphylaxis",
    all: [
      any(
        `(?:bite|mouthful|taste|some|piece) of ${gap(3)}(?:nut|nuts|peanut\\w*|egg|eggs|sesame|prawns?|shellfish|fish|milk)`,
        `(?:since|after) (?:i |he |she |they )?(?:tried|took|ate|had|taking|eating|having|started) ${gap(3)}(?:pollen|royal jelly|propolis|nut|nuts|peanut\\w*|prawns?|shellfish|zmed|zsupp|antibiotic\\w*)`,
        `(?:sting|stung|bitten by a (?:wasp|bee))`,
        `(?:contrast|dye|injection|infusion|jab|vaccin\\w*|anaesthetic)`,
        `zmed ${gap(2)}for the first time`,
        `first (?:course|dose|tablet) of ${gap(2)}(?:zmed|antibiotic\\w*)`,
      ),
      any("itch\\w*", "hives", "welts", "rash"),
      any(
        "wheez\\w*",
        `throat ${gap(3)}(?:tight\\w*|closing|swell\\w*|swollen|lump|golf ball)`,
        "tongue",
        "hoarse",
        `(?:breathing|breathe|breath) ${gap(2)}(?:hard|difficult|struggl\\w*|fast|noisy)|(?:cant|struggling to|hard to) ${gap(1)}breathe`,
        "faint\\w*",
        "pass out",
        "dizzy",
        "feels? funny",
        `chest ${gap(2)}tight\\w*`,
      ),
    ],
    distinct: true,
    window: 30,
    past: "recent",
  },
  {
    family: "anaphylaxis",
    all: [
      any(
        "hives (?:all over|everywhere)",
        "itch\\w* (?:all over|everywhere)",
        "rash (?:all over|everywhere)",
      ),
      any(
        "hoarse",
        "voice (?:gone|going|changed)",
        "pass out",
        "passing out",
        "faint\\w*",
        "golf ball",
        "throat",
      ),
    ],
    window: 20,
    past: "recent",
  },
  // A face or eyes swelling now; a puffiness that comes every morning is for the GP (NHS angioedema page).
  {
    family: "anaphylaxis",
    all: [
      any(
        `(?:faces?|eyes?|eyelids?) ${gap(4)}(?:swell\\w*|swollen|puff\\w*|closing|closed|tight\\w*|blown up|huge|balloon\\w*|too big|thick|fat)`,
        `(?:swell\\w*|swollen|puffy|puffed up|puffing up|blown up) ${gap(3)}(?:face|eyes?|eyelids?)`,
      ),
    ],
    without: any(HABITUAL, "hayfever"),
    past: "recent",
  },
  {
    family: "anaphylaxis",
    all: [
      any("allergic reaction", "reaction", "hives", "welts", "rash all over", "itchy all over", "allergic"),
      any(
        // Not "breathing fine" or "no swelling", said to rule them out.
        "breath\\w*(?! (?:fine|ok|okay|normal\\w*|alright|good|is fine|is ok))",
        "(?<!no )swell\\w*",
        "(?<!no )swollen",
        "throat",
        "tongue",
        "lips",
        "wheez\\w*",
        "faint\\w*",
        "dizzy",
        "collaps\\w*",
        "cant swallow",
      ),
    ],
    window: 14,
    past: "recent",
  },
  {
    family: "anaphylaxis",
    all: [
      // Not "do I use the EpiPen first or ring 999": a question about what to do.
      `(?<!(?:do|should|would|when do|when should|how do) (?:i|you|we) )(?:used|use|using|had to use|given|gave ${gap(1)}|jabbed|injected) ${gap(2)}(?:epipen|epi pen|adrenaline|auto ?injector|jext|emerade)`,
    ],
  },

  // An allergen or a sting, then one sign in the airway ("stung on the neck, now my voice sounds weird").
  {
    family: "anaphylaxis",
    setting: ALLERGEN_NAMED,
    all: [AIRWAY_SIGN],
    window: 30,
    past: "recent",
  },
  // An allergen, then two signs of a reaction ("nut allergy, one bite, voice croaky and wheezing").
  {
    family: "anaphylaxis",
    setting: ALLERGEN,
    all: [ANAPHYLAXIS_SIGN, ANAPHYLAXIS_SIGN],
    distinct: true,
    window: 30,
    past: "recent",
  },

  // Breathing: an asthma attack the reliever does not help, not breathing, choking.
  {
    family: "breathing",
    all: [
      `(?:cant|cannot|can not|couldnt|struggling to|struggle to|unable to|hard to|difficult to|hardly|barely|trouble|difficulty|difficulties|problems?|fighting to|fight to|not able to) ${gap(1)}(?:breathe|breath|breathing|catch (?:my|his|her|their) breath|get (?:my|his|her|their|a|any|enough) (?:breath|air)|get air)(?! (?:through|out of) (?:(?:my|his|her|their|the) nose|it|one side))`,
    ],
    // A nose blocked by a cold: "can't breathe" through it is not breathlessness.
    without: "blocked (?:nose|up)|stuffy|bunged up|congested|nose (?:is |s )?(?:blocked|stuffed)",
    withoutWindow: 10,
    past: "recent",
  },
  {
    family: "breathing",
    all: [
      any(
        // "Gasping for a cuppa" is a wish, not breathlessness.
        "gasping(?! for (?:a |an |some |my )?(?:cuppa|brew|tea|coffee|drink|pint|beer|fag|smoke|cigarette|wee|pee|holiday|break|chocolate)\\b)",
        "struggling for (?:breath|air)",
        // A child's ribs or tummy sucking in with each breath (NHS: call 999).
        `sucking in ${gap(3)}(?:under|between|below|around) ${gap(2)}(?:ribs|ribcage|rib cage)`,
        `(?:ribs|ribcage|rib cage|tummy) ${gap(3)}(?:sucking|sucks|pulling|pulls) in`,
        "fighting for (?:breath|air)",
        `(?:breathless|short of breath|out of breath) (?:sitting|resting|at rest|lying|doing nothing|even)`,
        "breathing (?:really |very )?(?:fast|hard|heavily|strangely|weird) and",
        NOT_BREATHING,
        "stopped breathing",
        "cant get (?:any )?air",
        "too breathless to (?:talk|speak|walk|move|finish)",
        // NHS: grunting, noisy breathing in (stridor), a child working hard to breathe, pauses, unable to finish a sentence.
        `grunt\\w* ${gap(3)}(?:every|each|with) ${gap(1)}breath|(?:every|each) breath ${gap(3)}grunt\\w*|breathing ${gap(3)}grunt\\w*`,
        `(?:high pitched|high|whistl\\w*|squeak\\w*|horrible|harsh|rasping|crowing|strange|funny) (?:noise|sound|whistle) ${gap(3)}(?:breath\\w*|breathes in|breathing in)`,
        `(?:noise|sound) when (?:he|she|they|i) breathes? in`,
        "stridor",
        `(?:cant|cannot|couldnt|unable to) (?:get|finish|say) ${gap(2)}(?:a )?(?:sentence|sentences|words?) (?:out )?without ${gap(2)}(?:breath|breathing|stopping)`,
        `breathing (?:keeps|kept) (?:pausing|stopping)|(?:pauses|stops) (?:in )?(?:her|his|their) breathing`,
        `panting ${gap(3)}(?:sitting still|at rest|sat still|lying down|doing nothing)`,
        "(?:much|way|lot|far|so much) more breathless",
        `(?:every|each) breath ${gap(2)}(?:is|was|feels|felt) ${gap(1)}(?:a )?(?:struggle|effort|fight|battle|hard work)`,
        `(?:only|barely|just) ${gap(1)}(?:say|get out|manage|speak) ${gap(1)}(?:a few|a couple of|couple of|two|three|one or two|2|3) words`,
        `breathing through ${gap(1)}(?:a )?(?:straw|pinhole|wet towel|pillow)`,
      ),
    ],
    past: "recent",
  },
  { family: "breathing", all: [`(?:asthma|asthmatic) attack`], past: "recent" },
  // A baby or child breathing fast, flaring the nostrils, grunting or with the ribs sucking in (NHS: call 999).
  {
    family: "breathing",
    all: [
      `breathing ${gap(2)}(?:[5-9][0-9]|1[0-9][0-9]) (?:times |breaths )?(?:a|per) min\\w*|nostrils? flar\\w*|flar\\w* (?:his|her|their) nostrils|(?:ribs|tummy|chest) ${gap(2)}(?:sucking|pulling|sucked|pulled|sinking|heaving|caving) in|grunt\\w* ${gap(5)}(?:breath|breathing|each breath|every breath)`,
    ],
    past: "recent",
  },
  // Something breathed in: a nut or a piece of toy in the airway (NHS: choking, A&E).
  {
    family: "breathing",
    all: [
      `(?:breathed|inhaled|sucked) (?:in )?${gap(1)}(?:a |an |the |some )?(?:peanut|nut|grape|sweet|piece|bit|lego|bead|popcorn|crisp|toy|coin)`,
    ],
    past: "recent",
  },
  // Blue round the lips, or pauses in a baby's breathing (NHS: call 999).
  {
    family: "breathing",
    all: [
      `(?:blue|grey|gray|dusky) ${gap(2)}(?:round|around) (?:his|her|their|the) (?:lips|mouth)|(?:keeps? )?(?:stopping|stops|stopped|pausing|pauses) (?:breathing|her breathing|his breathing) ${gap(4)}(?:seconds?|then|again|starts?)`,
    ],
    context: [CHILD],
    past: "recent",
  },
  // Silent while eating: a child who can't cough, cry or make a sound is choking (NHS: back blows, call 999).
  {
    family: "breathing",
    all: [
      `(?:not|isnt|cant|cannot|no) (?:making |make )?(?:any |a )?(?:sound|noise)|(?:cant|cannot|isnt|not) (?:cough|coughing|cry|crying)\\b`,
    ],
    context: [
      any(
        "eating",
        "ate",
        "chok\\w*",
        "food",
        "mouthful",
        "breadstick",
        "grapes?",
        "sweets?",
        "popcorn",
        "nuts?",
        "sausage",
      ),
    ],
    window: 30,
    past: "recent",
  },
  // Breathless at the least effort: gasping on the way to the loo, or unable to talk without stopping (NHS).
  {
    family: "breathing",
    all: [
      `(?:cant|cannot|couldnt|can barely|can hardly|struggling to) (?:talk|speak|stand|get up|get dressed|lie down|finish a sentence) ${gap(4)}without (?:gasping|panting|fighting for (?:breath|air)|struggling (?:for breath|to breathe)|stopping for (?:breath|air))|(?:cant|cannot|couldnt|can barely|can hardly) (?:walk|get|go|make it) (?:to|across) (?:the )?(?:loo|toilet|bathroom|kitchen|door|room|hall) ${gap(3)}without (?:gasping|panting|fighting for (?:breath|air)|struggling (?:for breath|to breathe)|(?:getting |being )?(?:breathless|out of breath|puffed out))`,
    ],
    past: "recent",
  },
  // Smoke breathed in, then a hoarse voice, coughing or breathlessness (NHS: smoke inhalation, A&E).
  {
    family: "breathing",
    all: [
      `(?:breathed|breathing|inhaled|took) ${gap(3)}(?:in )?${gap(2)}smoke|smoke inhalation|(?:in|through) the smoke`,
      any(
        "hoarse",
        "cough\\w*",
        "breathless\\w*",
        "wheez\\w*",
        "black (?:stuff|spit|phlegm)",
        "soot\\w*",
        "voice",
        "raspy",
      ),
    ],
    window: 24,
    past: "recent",
  },
  // Pulled out of water, blue or barely responding: a drowning (999).
  {
    family: "collapse",
    all: [
      `(?:pulled|dragged|got|fished) ${gap(3)}out of the (?:water|sea|river|lake|reservoir|pool|canal|quarry)`,
      any("blue", "barely", "not breathing", "respond\\w*", "unconscious", "limp", "coughing up water"),
    ],
    window: 20,
    past: "recent",
  },
  // Bleeding that pressure has not stopped, or a tooth socket still pouring.
  {
    family: "bleeding",
    all: [
      `despite ${gap(3)}pressure|(?:pressing|pressure) ${gap(6)}(?:still|wont stop|not stopping|keeps)|(?:tooth|socket|extraction|gum|cut|wound|nose) ${gap(6)}(?:still|keeps?) ${gap(1)}(?:pouring|gushing|streaming)|filled (?:my|his|her) mouth`,
      any("bleed\\w*", "blood", "pouring", "tooth", "socket", "cut", "wound", "faint\\w*"),
    ],
    distinct: true,
    window: 24,
    past: "recent",
  },
  // Heard a thud, and now no answer (NHS: call 999 if someone collapses and does not respond).
  {
    family: "collapse",
    all: [
      `(?:heard|there was) (?:a|this|an almighty|a loud) (?:thud|bang|crash)`,
      `(?:not|isnt|wont|hasnt) ${gap(1)}(?:answering|responding|opening|coming out|moving)`,
    ],
    window: 24,
    past: "recent",
  },
  // Choking told by what is seen: hands at the throat, no sound (NHS: choking).
  {
    family: "breathing",
    all: [
      `(?:grabbing|grabbed|clutching|clutched|holding|gripping) (?:his|her|their|my) throat`,
      any(
        `(?:cant|cannot|couldnt|unable to) (?:make a sound|speak|talk|breathe|cough|get a word out)`,
        "no sound",
        "(?:going|gone|turning) (?:blue|red|purple)",
        "chok\\w*",
      ),
    ],
    without: "pretend\\w*|film|movie|joke|joking|game|acting|messing about",
    withoutWindow: 16,
    window: 16,
    past: "recent",
  },
  {
    family: "breathing",
    all: [
      `(?:stuck|lodged|choking|choked)`,
      `(?:cant|cannot|unable to|not able to|struggling to) ${gap(1)}(?:cough|speak|breathe|talk|swallow)`,
    ],
    window: 16,
    past: "recent",
  },
  {
    family: "breathing",
    all: [
      any(
        "breathless\\w*",
        "short of breath",
        `breathing through ${gap(2)}(?:flannel|straw|towel|pillow|wet)`,
        "cant catch (?:my|his|her) breath",
      ),
      `calf ${gap(3)}(?:swollen|sore|painful|red|hot|tender)|(?:swollen|painful|sore|red|hot) ${gap(1)}calf`,
    ],
    window: 24,
    past: "recent",
  },
  {
    family: "breathing",
    all: [
      `breath\\w* ${gap(4)}(?:fast|rapid|shallow|noisy|laboured|labored|rattl\\w*|grunting|gasping|heavy|quick)`,
      any(
        "(?:funny|odd|strange|weird|bad|awful|horrible|different) colou?r",
        "blue\\w*",
        "grey",
        "gray",
        "pale",
        "drows\\w*",
        "confus\\w*",
        "cant (?:talk|speak)",
        "ribs",
        "sucking in",
        "getting worse",
        "exhausted",
        "floppy",
        "scared",
      ),
    ],
    window: 20,
    past: "recent",
  },
  {
    family: "breathing",
    all: [
      any(
        "short of breath",
        "shortness of breath",
        "breathless\\w*",
        "out of breath",
        "cant catch (?:my|his|her|their) breath",
      ),
      any(
        "dizz\\w*",
        "faint\\w*",
        "chest",
        "palpitations",
        `heart ${gap(2)}(?:racing|pounding|fast)`,
        "(?:after|since) (?:taking|i took|starting|the new|a new|my new)",
      ),
    ],
    without: `(?:when|while|after|during) (?:i )?${gap(1)}(?:run|running|ran|exercise|exercising|climb\\w*|walk\\w* up|jog\\w*|train\\w*|gym|stairs|hills?|workouts?|cycling|swimming)`,
    window: 12,
    past: "recent",
  },
  {
    family: "breathing",
    all: [
      any(
        `breath\\w* ${gap(3)}(?:noisy|fast|rapid|laboured|labored|shallow|rattl\\w*|grunting|gasping|wheezy|raspy|funny|strange|weird)`,
        "wheez\\w*",
        "breathless\\w*",
      ),
      `(?:barely|cant|cannot|struggling to|unable to|hardly) ${gap(1)}(?:get ${gap(1)}words out|speak|talk|finish (?:a |her |his |my )?sentences?|say (?:a )?(?:word|sentence))`,
    ],
    window: 16,
    past: "recent",
  },
  {
    family: "breathing",
    all: [
      any(
        "inhaler",
        "pump",
        "puffer",
        "reliever",
        "ventolin",
        "salbutamol",
        "salamol",
        "airomir",
        "blue one",
        "puffs",
        "nebuliser",
      ),
      any(
        `${NOT_STOPPING} ${gap(2)}(?:help|helping|helped|work|working|worked|touch|touching|doing anything|making a difference|easing|easier|better)`,
        "(?:doing|does|did|do) (?:nothing|sod all|zero|jack)",
        "(?:useless|no use|no good|not a lot of use)",
      ),
    ],
    window: 8,
    // A preventer, or an inhaler for hay fever, not helping is no attack.
    without: any("brown (?:inhaler|one|pump)", "preventer", "hay ?fever"),
    withoutWindow: 10,
  },
  {
    family: "breathing",
    all: [
      any("inhaler", "pump", "puffer", "reliever", "ventolin", "salbutamol", "puffs"),
      any(
        "still",
        "getting worse",
        "worse",
        "no better",
        "not better",
        "no help",
        "no difference",
        "every few minutes",
        "1[0-9] puffs",
        "[5-9] puffs",
      ),
    ],
    // Using it a few times a day with a cold, not breathless at rest: a GP question (NHS asthma attack page).
    without:
      "not breathless|(?:[1-4]|one|two|three|four|twice|a couple of|a few)(?: or (?:[2-4]|two|three|four))? times a (?:day|week)",
    withoutWindow: 16,
    window: 10,
  },
  {
    family: "breathing",
    all: [
      `(?:lips|face|skin|fingers|fingertips|fingernails|tongue) ${gap(3)}(?:blue|bluish|blueish|grey|gray|purple|(?:a )?(?:funny|weird|odd|strange|dark) colou?r)|(?:turning|gone|going|went) (?:blue|grey|gray)`,
    ],
    without: "raynaud\\w*|chilblains",
    withoutWindow: 20,
  },
  {
    family: "breathing",
    all: [
      `(?<!(?:nearly|almost|practically|literally) )(?:choking|choked|choke)(?! (?:on )?(?:my|his|her|the)? ?(?:words|laughing|tears))(?! for (?:a |an |some )?(?:brew|cuppa|tea|coffee|drink|pint|fag|smoke))(?! (?:when|as soon as) (?:i|we) (?:saw|heard|read|found|looked|got))`,
    ],
    past: "recent",
  },
  {
    family: "breathing",
    all: [
      any("wheez\\w*", "breathless\\w*", "short of breath", "breathing (?:fast|hard)"),
      any(
        "really bad",
        "badly",
        "getting worse",
        "cant talk",
        "cant speak",
        "cant finish",
        "sentences",
        "severe",
        "panick\\w*",
        "scared",
      ),
    ],
    window: 10,
    past: "recent",
  },

  // Bleeding: blood coming up, black or bloody poo, bleeding that will not stop, bleeding on a blood thinner.
  {
    family: "bleeding",
    all: [
      any(
        `${VOMIT} ${gap(6)}(?:blood|bloody|blood clots|bright red|dark red|coffee grounds?|coffee granules|something like coffee|black stuff|like coffee|claret)`,
        `(?:blood|bloody) ${gap(2)}(?:in|with|when|while) ${gap(1)}(?:my|his|her|their|the)? ?(?:sick|vomit|puke|spit|phlegm|sputum|coughing|being sick|throwing up|cough)`,
        `coffee (?:grounds?|granules)`,
        `(?:coming up|bringing up|brought up|coughing up|cough up|spewing) ${gap(3)}(?:blood|bloody)`,
      ),
    ],
    past: "recent",
  },
  {
    family: "bleeding",
    all: [
      any(
        `${STOOL} ${gap(4)}(?:tarry|tar|like tar|sticky black|black and sticky|dark and sticky|sticky and black|black and tarry|tarry and black|bloody|full of blood|blood)`,
        `(?:pooing|pooping|shitting) ${gap(1)}(?:lots of|loads of|a lot of|so much|bright red|pure|dark red) ${gap(2)}blood`,
        `(?:tarry|tar like|like tar|sticky black|jet black|pitch black|bloody|maroon) ${gap(1)}${STOOL}`,
        `(?:lots of|loads of|a lot of|heavy|pouring|passing|full of|bright red|dark red|clots of|so much) blood ${gap(2)}(?:from|in|out of|when|down) ${gap(1)}(?:my|his|her|their|the)? ?${STOOL}`,
        `(?:black|dark) ${gap(1)}${STOOL}`,
        `${STOOL} ${gap(3)}like (?:black )?(?:treacle|tar|tarmac)`,
        `(?:lots of|loads of|a lot of|heavy|so much|bright red|dark red|pouring|gushing) ${gap(2)}blood ${gap(8)}(?:toilet|loo|poo|bum|back passage|bottom)`,
      ),
      any(
        "tar\\w*",
        "sticky",
        "blood\\w*",
        "zbleed",
        "zbleedsupp",
        "bloodthinner",
        "dizzy",
        "faint\\w*",
        "vomit\\w*",
        "sick",
        "ulcer",
        "nsaid",
        "ibuprofen",
        "naproxen",
        "aspirin",
        "weak",
        "pale",
      ),
    ],
    // A newborn's first black, sticky poo is meconium (NHS "Your newborn baby's poo").
    without: "(?:[0-3]|one|two|three) ?days? old|meconium|newborn|new born",
    withoutWindow: 20,
    window: 20,
    past: "recent",
  },
  {
    family: "bleeding",
    all: [
      `nose ${gap(3)}(?:pouring|gushing|streaming|pissing|bleeding|dripping)`,
      `(?:for|over|more than) (?:nearly |almost |over |more than |about |around )?(?:[1-9][0-9] (?:min|mins|minutes)|half an hour|an hour|[0-9]+ hours?|hours|ages)`,
    ],
    context: [any(ANTICOAGULATED, "blood\\w*", "bleed\\w*")],
    window: 12,
    past: "recent",
  },
  {
    family: "bleeding",
    all: [
      any(
        `(?:bleeding|bleed|blood|nosebleed|nose bleed|bleeding nose) ${gap(3)}${NOT_STOPPING} ${gap(1)}(?:stop|stopping|stopped|slow|slowing|clot|clotting)`,
        `(?:cant|cannot|couldnt|unable to) (?:stop|get) ${gap(2)}(?:the )?(?:bleeding|blood|nosebleed|nose bleed|it to stop)`,
        `(?:blood|bleeding) ${gap(1)}(?:everywhere|pouring|gushing|spurting|pumping|soaking|all over)`,
        `(?:nosebleed|nose bleed|bleeding nose|nose (?:is |has been )?bleeding)(?! (?:that |which |it )?(?:stopped|had stopped|has stopped|eased|settled)) ${gap(4)}(?:[1-9][0-9]|twenty|thirty|over|more than|half an|an|ages|hours?) ${gap(1)}(?:min|mins|minutes|hour|hours|ages)?`,
        `(?:heavy|severe|massive|serious|uncontrollable|lots of|loads of|a lot of) (?:bleeding|blood loss)`,
        `(?<!(?:gave|give|given|giving|donated|donate|donating|took|taken|take|taking|drew|drawn) (?:a |an )?)(?:considerable|large|big|huge|significant|massive) (?:amount|quantity|volume) of ${gap(1)}blood|(?<!(?:gave|give|giving|donated|donate|donating) (?:a |half a )?)(?:cupful|mugful|cup|mug) of (?:fresh |bright red |dark )?blood(?! (?:orange|sugar|pressure|test))`,
        `${NOT_STOPPING} ${gap(1)}stop ${gap(1)}(?:the )?(?:bleeding|it bleeding)`,
        `bleeding ${gap(1)}(?:loads|lots|heavily|badly|a lot|everywhere|profusely|like mad|so much)`,
        `(?:pouring|gushing|streaming|spurting|pumping|pissing) ${gap(1)}(?:with )?blood`,
        `(?<!stopped (?:the )?)(?:soaked|soaking|soaks|bled|bleeding|pouring|gushing|coming|seeping) ${gap(2)}(?:through )?${gap(3)}(?:towels?|tea towels?|bandages?|dressings?|plasters?|tissues?|pads?|sheets?|clothes|jeans|trousers)`,
        `(?:cut|sliced|gash\\w*|wound|stabbed|slashed|injury|bleed\\w*) ${gap(10)}(?:pumping|spurting|gushing|pouring|squirting) ${gap(1)}(?:out|everywhere|blood)?`,
        `(?:spurting|pumping) ${gap(3)}(?:in time|heartbeat|with (?:my|each) (?:heart|pulse))`,
        `(?:tea )?towels? ${gap(2)}(?:soaked|soaking|drenched|red)`,
        `(?:passing|pass\\w*|lots of|loads of|heavy|so much|a lot of) ${gap(2)}blood ${gap(6)}(?:loo|toilet|poo|bum|bowl|wipe|back passage|bottom)`,
      ),
    ],
    past: "recent",
  },
  {
    family: "bleeding",
    setting: ANTICOAGULATED,
    all: [
      any(
        `(?<!(?:stopped|stop|stops|finished) )${NOT_MINOR_GUMS}bleed\\w*${NOT_ON_BRUSHING}`,
        "(?:pouring|gushing|streaming|lots of|loads of) blood",
        "(?:weeing|peeing|passing|pissing|coughing|spitting) blood",
        "(?:massive|huge|big|unexplained|loads of|lots of|random|dark) bruis\\w*",
        "blood in (?:my|his|her|their|the)? ?(?:wee|pee|urine|poo|stool|sick|vomit|spit|eye|loo|toilet|pan|bowl)",
        `(?:pee|wee|urine) ${gap(5)}(?:red|pink|bloody|brown|cola|wine)`,
        `bruis\\w* ${gap(2)}(?:all over|everywhere|for no reason|badly|loads|lots|huge|big|massive|unexplained|out of nowhere)`,
        "unexplained bruis\\w*",
        "(?:hit|banged|bumped|knocked|smacked|cracked|whacked|bashed|clonked|conked|thumped|walloped|bonked) (?:(?:the )?(?:back|side|front|top) of )?(?:my|his|her|their) (?:fore)?head",
        "head injury",
        `fell ${gap(3)}head`,
        `(?:fell|fallen|came) off (?:my|his|her|their|the|a) (?:bike|horse|ladder|scooter|wall)`,
        // Still bleeding hours after a tooth out or a cut: "still pouring 8 hours later", "mouth keeps filling up".
        `still (?:pouring|gushing|streaming|oozing|dripping)|(?:mouth|nose) ${gap(2)}(?:keeps? )?fill\\w* (?:up|with blood)|(?:nose|mouth|gums?|cut|wound|leg|shin|arm) ${gap(3)}(?:pouring|gushing|streaming)|(?:blood|bleeding) ${gap(3)}(?:through|soaked|soaking) ${gap(2)}(?:bandage|dressing|plaster|towel|tea towel|pad|gauze)|dripping (?:blood|on|onto)`,
        `fall ${gap(3)}head`,
        `${NOT_BRIEF}(?:nosebleed|nose bleed)\\w*${NOT_OVER_SOON}`,
      ),
    ],
    window: 30,
    // A nosebleed told as over is not this one: the 10-minute rule and the signs above still apply.
    without: `(?:nosebleed|nose bleed)\\w* (?:that |which |it )?(?:stopped|had stopped|has stopped|eased|settled)`,
    withoutWindow: 8,
    past: "recent",
  },

  {
    family: "bleeding",
    all: [
      `(?:wont|will not|doesnt|does not|isnt|is not|not|cant|cannot) ${gap(1)}stop(?:ping)?\\b`,
      any(
        "blood\\w*",
        "bleed\\w*",
        "pouring",
        "gushing",
        "cut",
        "sliced",
        "wound",
        "gash\\w*",
        "towels?",
        "knife",
        "stab\\w*",
        "deep",
      ),
    ],
    window: 12,
    past: "recent",
  },

  // Bleeding told as it is now: "it's spurting", "soaked through", a period flooding a pad with faintness.
  {
    family: "bleeding",
    all: [
      any(
        `(?:its|it is|is|blood|bleeding|wound|cut|still) (?:still )?(?:spurting|pumping|squirting)`,
        `(?:its|it has|has|have|theyre|towel is|towels are|pad is|bandage is|dressing is) (?:all |completely )?(?:soaked|soaking) through`,
      ),
    ],
    without:
      "(?<!(?:not|hasnt|havent|never|wont|wouldnt) )(?:stopped|eased|settled|under control)|water|tap|pipe|hose|juice|ketchup|sauce",
    withoutWindow: 12,
    past: "recent",
  },
  {
    family: "bleeding",
    all: [
      `(?:flooding|soaking|soaked|filling|going through|changing) ${gap(8)}(?:pads?|tampons?|towels?) ${gap(3)}(?:every|an|each|in) ${gap(2)}(?:hour|[0-9]+ ?min\\w*|half hour)`,
      any(
        "faint\\w*",
        "dizzy",
        "pass out",
        "passing out",
        "light ?headed",
        "pale",
        "clots?",
        "shaky",
        "room spins",
        "spinning",
      ),
    ],
    distinct: true,
    window: 30,
    past: "recent",
  },

  // Serotonin toxicity: its signs after serotonergic medicines or supplements (a body sign and a nerve or mood sign).
  // Named as a risk read about, not had: "I've read about serotonin syndrome", "can it cause serotonin syndrome?".
  {
    family: "serotonin_toxicity",
    all: [
      `(?<!(?:about|cause|causes|causing|avoid|avoiding|prevent|(?:risk|risks|chance|danger|dangers|heard|read) of) )serotonin (?:syndrome|toxicity|storm|poisoning|thing|reaction)`,
    ],
    past: "recent",
  },
  // Two serotonergic medicines together and a muscle sign of too much serotonin ("sertraline plus tramadol, jerking").
  {
    family: "serotonin_toxicity",
    all: [
      `zsero ${gap(8)}zsero`,
      any(
        "jerk\\w*",
        "twitch\\w*",
        "clonus",
        "spasm\\w*",
        "tremor\\w*",
        "trembl\\w*",
        "agitat\\w*",
        "sweat\\w*",
      ),
    ],
    distinct: true,
    window: 20,
    past: "recent",
  },
  {
    family: "serotonin_toxicity",
    setting: SEROTONERGIC,
    all: [SEROTONIN_SIGN, SEROTONIN_SIGN],
    distinct: true,
    window: 36,
    past: "recent",
  },

  // Hypoglycaemia.
  {
    family: "hypoglycaemia",
    all: [
      any(
        `(?:having|had|got|going into|in|keep having|keep getting|bad|severe|another|think ${gap(3)}having) (?:a |one )?hypos?\\b`,
        `(?:^|\\| )hypogly\\w*`,
        `hypos? ${gap(6)}(?:having one|in one|one now|right now)`,
        `hypo ${gap(4)}${NOT_STOPPING} ${gap(1)}(?:come|coming|go|going|get|getting|gone|treat|shift|budge|lift|rising|rise)`,
        `(?:bloodsugar|sugars?|bms?|glucose|levels?|reading|monitor|libre|dexcom) ${gap(3)}(?:low|dropping|dropped|crashing|crashed|plummet\\w*|falling|fell|[0-3](?:\\.[0-9])?)(?: mmol)?\\b`,
        `(?:having|got|get|getting|keep getting) (?:a )?low (?:bloodsugar|sugars?|glucose)`,
      ),
    ],
    context: [DIABETES],
    window: 40,
    past: "recent",
  },
  // Insulin given twice by mistake, then clammy or hard to wake.
  {
    family: "hypoglycaemia",
    setting: DIABETES,
    all: [
      `both gave|(?:gave|given|had|took|taken|injected|done|did) ${gap(4)}(?:twice|again|double|two doses)|double (?:dose|dosed)|so (?:hes|shes|ive|i have) had [0-9]+|(?:extra|second) (?:dose|injection|jab)`,
      any(HYPO_SEVERE, HYPO_SIGN),
    ],
    window: 40,
    past: "recent",
  },
  {
    family: "hypoglycaemia",
    setting: DIABETES,
    all: [HYPO_SEVERE],
    window: 30,
    past: "recent",
  },
  {
    family: "hypoglycaemia",
    setting: DIABETES,
    all: [HYPO_SIGN, HYPO_SIGN],
    distinct: true,
    window: 30,
    past: "recent",
  },
  {
    family: "hypoglycaemia",
    all: [
      `(?:meter|libre|dexcom|sensor|bms?|bloodsugar|sugars?|glucose) ${gap(3)}(?:is |at |of |reading |reads |says |only |down to |dropped to |dropping to )?(?:[0-3]\\.[0-9]|[0-3])(?: ?mmol)?\\b`,
    ],
    past: "recent",
  },

  {
    family: "hypoglycaemia",
    all: [
      any(
        "libre",
        "dexcom",
        "meter",
        "sensor",
        "monitor",
        "glucose tabs?",
        "lucozade",
        "jelly babies",
        "dextrose",
      ),
      any(
        "\\blo\\b",
        "says low",
        "reads low",
        "faint\\w*",
        "shak\\w*",
        "sweat\\w*",
        `nothing ${gap(2)}changed`,
        "not coming up",
        "not going up",
        "still low",
        "still",
      ),
    ],
    window: 16,
    past: "recent",
  },

  // Crushing or squeezing chest pain with sweating, sickness or breathlessness: a heart attack even after exercise.
  {
    family: "chest_pain",
    all: [
      `(?:crushing|squeezing|gripping) ${gap(2)}(?:in |on |across )?(?:my |his |her |the )?chest|chest ${gap(4)}(?:crushing|squeezing|being squeezed|being crushed|in a vice|like an elephant|gripping)`,
      any(
        "sweat\\w*",
        "clammy",
        "(?:feel|feeling|felt|being) sick",
        "sick",
        "vomit\\w*",
        "breathless",
        "short of breath",
        "grey",
        "gray",
      ),
    ],
    distinct: true,
    window: 20,
    past: "recent",
  },

  // Seizures.
  {
    family: "seizure",
    all: [
      any(
        `(?:having|had|is having|has had|just had|keeps having|keep having|having another|in the middle of|started|starting|first) ${gap(1)}(?:a |another |his |her |their )?(?:fit|seizure|convulsion|seizures|fits|convulsions)\\b`,
        `(?:is|hes|shes|he is|she is|theyre|they are|keeps|started|keep|been|im|still) (?:fitting|seizing|convulsing|shaking uncontrollably|jerking uncontrollably)`,
        // "Fitted at 9:40, 9:52 and 10:05": fits told by the clock.
        `(?:fitted|seized) ${gap(2)}(?:at )?[0-9]{1,2}(?:[.:][0-9]{2})?\\b`,
        `(?:fitting|seizing|convulsing) (?:now|right now|for)`,
        `(?:^|\\| )(?:hes |shes |theyre |is )?convulsing(?: again)?(?= \\||$)`,
        `(?:began|begin|begins|started|start|starts) (?:convulsing|fitting|seizing|jerking all over|shaking all over)`,
        `(?:having|had|in) one of (?:his|her|their|my) (?:fits|seizures)`,
        `(?:have|has|having|had) (?:what (?:looked|seemed|sounded|felt) like|some (?:kind|sort) of|a sort of|a kind of) (?:a )?(?:fit|seizure|convulsion)`,
        `(?:started|having|had|another) ${gap(1)}another (?:one|fit|seizure)`,
        // One after another without waking between them (NHS: call 999).
        `(?:having|had|has|started|into) another (?!(?:go|try|attempt|drink|coffee|nap|sleep|snooze|dose|alarm|cuppa|tea)\\b)${gap(4)}(?:before|without) ${gap(3)}(?:coming|came|come|waking|woke|wake|waken\\w*) (?:round|to|up)`,
        `(?:one|a) (?:fit|seizure|convulsion) (?:after|straight after) (?:another|the other)|(?:fits|seizures) back to back|back to back (?:fits|seizures)`,
        `(?:[2-9]|two|three|four) (?:fits|seizures) ${gap(2)}(?:in|within) (?:an|one|the last|half an) hour`,
        `(?:fits?|seizures?) ${gap(4)}(?:not stopping|wont stop|isnt stopping|going (?:on )?for|been going)`,
        `(?:fit|seizure|convulsion)s? (?:is |s |has |keeps )?(?:still going|still happening|still on|not stopped|hasnt stopped|not stopping)`,
        `(?:buccal|buccolam|rescue|emergency|epistatus|rectal) ${gap(3)}(?:hasnt|has not|didnt|did not|not|isnt|wont) ${gap(1)}(?:worked|working|work|helped|help|stopped|stop)`,
        `(?:fit|seizure|convulsion) ${gap(3)}(?:lasting|lasted|for|going on|over|more than|longer than) ${gap(2)}(?:[5-9]|five|[1-9][0-9]|ten) ?(?:min|mins|minutes)`,
        // Told as what followed something taken: "seizure after taking kava", "convulsions after the new tablets".
        `(?:fit|seizure|convulsion)s? (?:straight |right |soon |just )?(?:after|from) ${gap(1)}(?:taking|starting|mixing|having|drinking|using|the|my|his|her|their|a|an|some|[0-9]+)\\b`,
      ),
    ],
    past: "recent",
  },

  {
    family: "seizure",
    all: [
      any(
        "jerk\\w*",
        "convuls\\w*",
        "thrash\\w*",
        "shaking (?:uncontrollably|violently|all over)",
        "twitch\\w*",
        "went rigid",
        "gone rigid",
        "went stiff",
        "gone stiff",
        "(?:go|goes|going) (?:rigid|stiff)",
      ),
      any(
        "on the floor",
        "went rigid",
        "gone rigid",
        "went stiff",
        "gone stiff",
        "shake",
        "shook",
        `eyes ${gap(2)}roll\\w*`,
        "rolled (?:back|up) in (?:his|her|their) head",
        "staring",
        "unresponsive",
        "not responding",
        "(?:didnt|did not|wouldnt|wont|doesnt|isnt|is not) respond\\w*",
        "foaming",
        "blank\\w*",
        "fell",
        "collapsed",
        "wont stop",
        "jerk\\w*",
        "convuls\\w*",
        `wet (?:him|her|them|my)sel(?:f|ves)`,
        `(?:bit|bitten|biting) (?:his|her|their|my) tongue`,
        `(?:lips|face) ${gap(2)}(?:dusky|blue|grey|gray)`,
      ),
    ],
    distinct: true,
    window: 16,
    // A jerk when falling asleep is a hypnic jerk.
    without: "hypnic|(?:drop|dropping|fall|falling|drift\\w*) (?:off|asleep)",
    withoutWindow: 16,
    past: "recent",
  },

  // A first fit told as "just had one" after saying there had never been one (NHS: call 999 for a first fit).
  {
    family: "seizure",
    all: [`just had one|(?:having|had) one (?:now|right now|again)`],
    context: [any("fits?", "fitting", "seizures?", "convuls\\w*")],
    past: "recent",
  }, // "Never had a seizure before and just had one": the first fit is named only as never had (so not as context).
  {
    family: "seizure",
    all: [
      `(?<=never had (?:a |one |any )?(?:fit|seizure|convulsion)s? before ${gap(6)})(?:just )?(?:had|has had) one`,
    ],
    past: "recent",
  },

  // Not waking after a fit: still not awake long after it stopped (NHS: call 999 if they do not wake).
  {
    family: "seizure",
    all: [
      `(?:isnt|is not|not|hasnt|has not|wont|havent) ${gap(2)}(?:properly |fully )?(?:awake|woken|woke up|come round|came round|come to|waking up)`,
      any("still", `after ${gap(1)}(?:[0-9]+|ten|fifteen|twenty|half an) ?(?:min|mins|minutes|hours?)`),
    ],
    context: [any("fits?", "fitting", "seizures?", "convuls\\w*")],
    window: 16,
    past: "recent",
  },
  {
    family: "seizure",
    all: [`(?:cant|cannot|couldnt) (?:get (?:him|her|them) to )?(?:wake|rouse)`],
    context: [any("fits?", "fitting", "seizures?", "convuls\\w*")],
    window: 16,
    past: "recent",
  },
  // A fit going on too long: over five minutes, or longer than the person's usual (NHS: call 999).
  {
    family: "seizure",
    all: [
      `(?:been going|going on|gone on|lasted|lasting|lasting over|longer than|more than|been over|been more than) ${gap(3)}(?:(?:[5-9]|[1-9][0-9]|five|six|seven|eight|nine|ten) ?(?:min|mins|minutes)|(?:his|her|their|the) usual|normal|usual)|(?:[2-9]|two|three|four|five) in a row|one after (?:another|the other)|(?:been going|going on|started) since [0-9]{1,2}\\b|(?:keep|keeps) having ${gap(2)}jerks|(?:isnt|not|hasnt|without|never) (?:coming|come|came|waking|woke|woken) (?:round|to|up) (?:in )?between|(?:hasnt|has not|not|without|never) (?:got|gotten|come|came|getting|gone) back to (?:his|her|their|my) (?:usual|normal)(?: self)? ${gap(3)}between|(?:having|had|has|is having) one (?:now|right now|again)|(?:second|third|fourth|fifth|2nd|3rd|4th|5th) (?:tonic clonic|fit|seizure|convulsion|one)s? ${gap(2)}(?:since|today|tonight|this (?:morning|afternoon|evening)|in (?:an|the last|a few|the past) (?:hour|hours|few hours))`,
    ],
    context: [any("epilep\\w*", "fits?", "fitting", "seizures?", "convuls\\w*", "jerking", "shaking")],
    without: "migraine|headache|aura|period|pain|cramp",
    withoutWindow: 8,
    window: 16,
    past: "recent",
  },

  {
    family: "seizure",
    all: [
      any("shak\\w*", "shake", "jerk\\w*"),
      any("stiff", "rigid"),
      any("not answer\\w*", "not respond\\w*", "unresponsive", "(?:[5-9]|[1-9][0-9]) (?:min|mins|minutes)"),
    ],
    distinct: true,
    window: 20,
    past: "recent",
  },
  // Shaking with a sign of a fit beside it, not shaking alone (shivering, nerves, caffeine) or with a racing heart.
  {
    family: "seizure",
    all: [
      any("shaking", "shook", "shakes", "shake shake"),
      any(
        "on the floor",
        `eyes ${gap(2)}(?:roll\\w*|going up|went up)`,
        "foaming",
        `(?:bit|bitten|biting) (?:his|her|their|my) tongue`,
        `wet (?:him|her|them|my)sel(?:f|ves)`,
        "(?:went|gone|going) (?:stiff|rigid)",
        "stiff as a board",
        `(?:banged|hit|bashed|cracked) (?:his|her|their|my) head`,
        "(?:went|gone|going) down",
        "(?:fell|fall|fallen) (?:down|over)",
        "unresponsive",
      ),
    ],
    window: 12,
    past: "recent",
  },

  // Meningitis.
  {
    family: "meningitis",
    all: [
      any(
        `rash ${gap(6)}${NOT_STOPPING} ${gap(2)}(?:fade|fading|faded|go away|go|disappear\\w*|change|changing|blanch\\w*)`,
        `(?:dont|do not|doesnt|does not|didnt|wont|not) (?:fade|go|blanch|disappear) ${gap(2)}(?:with|under|when) ${gap(2)}(?:glass|tumbler|pressed|press\\w*)`,
        `(?:rash|pin ?pricks?|dots|blotch\\w*|(?:purple|red|tiny|dark) spots) ${gap(6)}(?:${NOT_STOPPING}|dont|do not) ${gap(2)}(?:fade|fading|faded|blanch\\w*)`,
        `glass (?:test|thing|trick)(?! ${gap(6)}(?<!(?:not|doesnt|dont|didnt|isnt|wont|never) )(?:fades|faded|fading|goes away|went away|disappears|disappeared|blanches|blanched|go white|goes white|went white|turn white|turns white|turned white|vanish\\w*))`,
        `(?:glass|tumbler) ${gap(8)}(?:still (?:there|showing|visible)|showing through|(?:can|could) (?:still )?see (?:them|it|the spots|the rash))`,
        `(?<!(?:fade|fades|faded|fading|goes away|went away|disappear|disappears|disappeared|go white|goes white|went white|turn white|turns white) ${gap(6)})(?:press|pressed|pressing|roll|rolled|rolling|push|pushed) ${gap(1)}(?:a )?glass(?! ${gap(10)}(?<!(?:not|doesnt|dont|didnt|isnt|wont|never) )(?:fades|faded|fading|goes away|went away|disappears|disappeared|blanches|blanched|go white|goes white|went white|turn white|turns white|turned white|vanish\\w*))`,
        `(?:non blanching|nonblanching|doesnt blanch) ${gap(1)}rash`,
        `(?:specks?|spots|dots|rash|marks|pin ?pricks?) ${gap(8)}(?:stay|stays|stayed|still there) ${gap(1)}(?:put )?when ${gap(2)}press\\w*`,
      ),
    ],
    past: "recent",
  },
  {
    family: "meningitis",
    all: [
      any(
        `stiff neck`,
        `neck ${gap(2)}(?:stiff|rigid|hurts to bend)`,
        `neck ${gap(2)}(?:hurts?|hurting|painful|sore) (?:when|if|to) ${gap(2)}(?:bend|bends|move|moves|turn|turns|look down|looks down)`,
        `cant (?:bend|move|touch) (?:my|his|her|their) (?:neck|chin)`,
      ),
      any(
        "fever\\w*",
        "temperature",
        "high temp",
        "headache",
        "light",
        "rash",
        "vomit\\w*",
        "being sick",
        "drowsy",
        "confus\\w*",
        "spots",
      ),
    ],
    without:
      "(?:slept|sleeping|sleep) (?:funny|awkward\\w*|wrong|on it)|temperature(?:s| is| was)? (?:normal|fine|ok|okay)|no (?:fever|temperature|temp)",
    withoutWindow: 20,
    window: 14,
    past: "recent",
  },
  // A neck that will not bend with tiny dark spots, whether or not a fever is named.
  {
    family: "meningitis",
    all: [
      `stiff neck|(?:cant|cannot|wont) (?:bend|move|turn) ${gap(2)}neck|neck ${gap(2)}(?:stiff|rigid)`,
      `(?:tiny|dark|purple|pinprick|dark red) ${gap(2)}(?:dots|spots|rash|marks)`,
    ],
    distinct: true,
    window: 30,
    past: "recent",
  },
  // A neck and a rash that 111 or a doctor has already said need A&E now, asked about again (NHS: go now).
  {
    family: "meningitis",
    all: ["necks?", "rash\\w*|spots"],
    context: [
      `(?:111|999|gp|doctor|nurse|pharmacist|paramedics?) ${gap(2)}(?:said|says|told|wants?|want) ${gap(5)}(?:ae|a and e|hospital|999|an ambulance) ${gap(2)}(?:now|straight away|immediately|tonight|right away)`,
    ],
    window: 16,
    past: "recent",
  },
  {
    family: "meningitis",
    all: [
      any(
        "(?:hates|dislikes|cant stand|cannot stand|sensitive to|cant look at|cannot look at|scared of|hurt by) (?:the )?(?:bright )?lights?",
        `(?:the )?(?:bright )?lights? ${gap(1)}(?:distresses|distressing|hurts|hurting|bothers|bothering|upsets|troubles|is too much for)`,
      ),
      any("fever\\w*", "temperature", "stiff", "rash", "spots", "drowsy"),
    ],
    window: 14,
    past: "recent",
  },
  {
    family: "meningitis",
    all: [
      any(
        "(?:high pitched|high-pitched|weird|strange|unusual|moaning|whimpering) (?:cry|crying|moan\\w*|scream\\w*)",
        "floppy",
        "bulging (?:soft spot|fontanelle)",
        `soft spot ${gap(5)}bulging`,
      ),
      any(
        CHILD,
        "fever\\w*",
        "temperature",
        "rash",
        "drowsy",
        "wont feed",
        "not feeding",
        "off (?:her|his|their) feeds?",
        "limp",
      ),
    ],
    window: 14,
    past: "recent",
  },
  {
    family: "meningitis",
    setting: CHILD,
    all: [
      any(
        "wont feed",
        "not feeding",
        "off (?:his|her|their) feeds?",
        "very sleepy",
        "so sleepy",
        "hard to wake",
        "wont wake",
        "floppy",
        "limp",
        "unresponsive",
        "drowsy",
        "high pitched",
        "not themselves",
        "blotchy",
        `(?:wont|cant|will not|doesnt|isnt) ${gap(1)}stop (?:crying|screaming)`,
        "inconsolable",
        `scream\\w* (?:if|when|whenever) (?:i|you|we) (?:touch|pick|move|hold)`,
      ),
      any(
        "temperature",
        "fever\\w*",
        "hot",
        "rash",
        "breathing fast",
        "burning up",
        "cold hands",
        "high temp\\w*",
        `(?:hands|feet) ${gap(3)}(?:freezing|cold|icy|like ice)`,
      ),
    ],
    window: 24,
    past: "recent",
  },
  {
    family: "meningitis",
    all: [
      `(?:purple|pinprick|tiny|dark red|bruise like|blotchy|red|pink) ${gap(2)}(?:spots|rash|marks|blotches|dots|bruises)|(?:rash|spots|marks|blotches) (?:that looks? |looking )?like (?:bruises|bruising)`,
      any(
        "flu(?:ey| like| symptoms)",
        "confus\\w*",
        "fever\\w*",
        "temperature",
        "high temp",
        // Not a hot day, bath or car.
        "hot(?! (?:day|days|weather|bath|car|room|shower|spell|summer|drink|tub|sun|night))",
        "cold hands",
        "cold feet",
        "poorly",
        "unwell",
        "drowsy",
        "floppy",
        "vomit\\w*",
        "stiff neck",
      ),
    ],
    // Spots that fade or go white when pressed are not this rash.
    without: `(?:fade|fades|faded|disappear\\w*|vanish\\w*|go white|goes white|went white|blanch\\w*) ${gap(1)}when`,
    withoutWindow: 12,
    window: 20,
    past: "recent",
  },
  // A rash turning purple with a fever (NHS: a rash that does not fade, purple like bruises).
  {
    family: "meningitis",
    all: [
      `(?:rash|spots|marks|dots|blotches) ${gap(4)}(?:going|gone|turning|turned) (?:purple|dark purple|like bruises)|purple ${gap(1)}(?:rash|spots|marks|dots|blotches)`,
      HIGH_TEMPERATURE,
    ],
    window: 30,
    past: "recent",
  },
  {
    family: "meningitis",
    all: [MENINGITIS_SPECIFIC, MENINGITIS_SIGN, MENINGITIS_SIGN],
    distinct: true,
    window: 30,
    past: "recent",
  },
  {
    family: "meningitis",
    all: [
      `(?:think|might|could|may|worried|scared) ${gap(5)}meningitis(?! (?:jab|vaccine|vaccination|b jab|injection))`,
    ],
    // A worry told with what argues against it: a neck stiff from sleeping awkwardly, a normal temperature.
    without:
      "(?:slept|sleeping|sleep) (?:funny|awkward\\w*|wrong)|temperature(?:s| is| was)? (?:normal|fine|ok|okay)|no (?:fever|temperature|temp)",
    withoutWindow: 30,
    past: "recent",
  },

  // Sudden severe headache, and headache after a head injury.
  // The worst pain ever, or one that peaks within a minute, in the head or behind the eyes (NHS: call 999).
  {
    family: "sudden_headache",
    all: [
      `(?:worst|most painful) ${gap(2)}(?:pain|headache) ${gap(3)}(?:ever|of my life|in my life)|(?:way |much |far )?worse than any (?:migraine|headache)s?\\b|peaked within (?:a|one|seconds?|a minute)|(?:instant|sudden|instantly|suddenly) ${gap(1)}(?:blinding|splitting|excruciating|explosive|agonising) (?:pain|headache)`,
      any("head", "eyes", "neck", "skull", "temples?", "headaches?"),
    ],
    window: 20,
    past: "recent",
  },
  {
    family: "sudden_headache",
    all: [
      any(
        "headaches?",
        `(?:poker|knife|bang|pain) in ${gap(1)}head`,
        "pain in head",
        `head ${gap(2)}explod\\w*`,
        "head pain",
        `pain ${gap(2)}(?:my|his|her|their|the) head`,
        `head ${gap(2)}(?:killing|pounding|exploding|hurts|hurt|splitting)`,
        "in (?:my|his|her|their|the) head",
        "(?:back|side|front|top) of (?:my|his|her|their|the) head",
        "(?:grabbed|grabbing|clutching|clutched|holding|held) (?:her|his|my|their) head",
        "(?:this|the) (?:one|pain|headache)",
        "migraines?",
        "(?:my|his|her|their) head(?! (?:teacher|office|start|of|injury|lice))",
        "from (?:no|zero|0) (?:headache|pain)",
      ),
      any(
        "out of nowhere",
        "out of the blue",
        "from nowhere",
        "suddenly",
        "sudden",
        "instantly",
        "in seconds",
        "in (?:a )?(?:few |couple of |couple )?seconds",
        "in (?:a|one) (?:second|split second|moment|instant)",
        "within seconds",
        "all at once",
        "0 to 10",
        "zero to ten",
        "like a (?:bang|thunderclap|gunshot|bomb|lightning)",
        "like an? (?:explosion|explosive|bolt)",
        "in an instant",
        "in one go",
        `(?:like|as if) ${gap(2)}(?:hit|struck|kicked|smacked|whacked)\\b`,
        "something (?:popped|snapped|went pop|burst)",
        `(?:ever|never|not) (?:had|felt) ${gap(3)}like (?:it|this)`,
        "10 10|ten out of ten|(?:maximum|full|peak) (?:intensity|strength|pain) (?:within|in) (?:a|one|seconds|a few)",
        "came on (?:fast|suddenly|quickly)",
        "like thunder",
        "thunder",
        "nothing to 10",
        "worst pain of my life",
        "never had pain like",
        // "the worst he's ever had": the head held says what the pain is.
        "worst (?:(?:one|pain|thing) )?(?:(?:hes|shes|ive|theyve|youve|i|he|she|they) )?(?:has |have |had )?ever (?:had|felt|known)",
        "10 out of 10",
        "middle of sex",
        "during sex",
      ),
    ],
    window: 16,
    past: "recent",
  },
  {
    family: "sudden_headache",
    all: [
      any(
        `(?:worst|most (?:severe|painful|intense|awful|horrendous)) ${gap(2)}(?:headache|head pain|pain in (?:my|his|her|their) head)(?! (?:of|in) your life)`,
        `worst pain ${gap(4)}(?:ever|life|ever had) ${gap(3)}(?:in )?(?:my|his|her|their) head`,
        `(?:head|skull) ${gap(3)}(?:splitting open|split open|going to explode)`,
        `(?:explosion|exploded|bomb went off|firework went off|grenade|burst|gunshot|hit by a bat|something (?:popped|snapped|went pop)) ${gap(5)}(?:head|skull|brain)`,
        `(?:head|skull|brain) ${gap(2)}(?:explod\\w*|burst)(?! ${gap(4)}(?:info\\w*|stress|revision|work|choices|options|maths|admin|reading|facts|lol)\\b)`,
        `thunderclap`,
        `(?:sudden|suddenly|out of nowhere|explod\\w*|explosive|agonising|excruciating|unbearable|violent) ${gap(3)}(?:headache|head pain|pain in (?:my|his|her|their) head|pain at the back of (?:my|his|her|their) head)`,
        `(?:headache|head pain) ${gap(5)}(?:came on|started|hit|struck|began) ${gap(2)}(?:suddenly|out of nowhere|in seconds|within seconds|like|in a second|instantly|all at once)`,
        `(?:headache|head pain) ${gap(3)}(?:out of nowhere|out of the blue|all of a sudden|suddenly|in seconds|within seconds|without (?:any )?warning)`,
        `(?:felt|feel|feeling) ${gap(2)}(?:pop|popped|snap|snapped|burst) in (?:my|his|her|their) head`,
        `(?:10 10|10 out of 10|ten out of ten|11 10|11 out of 10) ${gap(1)}(?:headache|head pain|pain in (?:my|his|her|their) head)`,
        `(?:like|as if) ${gap(2)}(?:hit|struck|kicked|smacked|whacked) ${gap(6)}(?:head|back of)`,
        `(?:grabbed|grabbing|clutching|clutched|holding|held) (?:her|his|my|their) head ${gap(4)}(?:pain|scream\\w*|agony|cry\\w*|hurts)`,
      ),
    ],
    past: "recent",
  },
  {
    family: "sudden_headache",
    all: [
      `(?:hit|banged|bumped|knocked|smacked|cracked|whacked|injured|bashed|clonked|conked|thumped|walloped|bonked) (?:(?:the )?(?:back|side|front|top) of )?(?:my|his|her|their) head|(?:hit|struck|whacked|smacked|knocked|clonked|kicked|punched|elbowed|kneed|clattered) (?:on|in) the head|(?:came|come|fell|thrown|flew) off (?:his|her|my|their|the|a) (?:bike|horse|scooter|skateboard|(?:step ?)?ladders?|trampoline)|head injury|head ?butt\\w*|(?:rugby|football|hockey|boxing|sports?|training) (?:knock|bang|clash|collision|tackle)|(?:tackle|knock|clash|collision|bang) ${gap(2)}(?:at|in|playing|during) (?:rugby|football|hockey|training|the match|a match|the game)|(?:clash|clashed) (?:of )?heads|(?:head|face) ?first (?:into|onto|off)|fell ${gap(3)}(?:on|onto) (?:my|his|her|their) head|(?:blow|knock|bang|bump|whack|smack|kick|elbow|kne+) (?:to|on|in) (?:the|his|her|my|their) head|concuss\\w*`,
      any(
        "headache",
        "vomit\\w*",
        "being sick",
        "been sick",
        "sick",
        "drowsy",
        "confus\\w*",
        "blurr\\w*",
        "double vision",
        "seeing double",
        "(?:thrown|throwing|threw) up",
        "fit",
        "seizure",
        "unconscious",
        "knocked out",
        "blacked out",
        "bleeding from",
        "ear",
        "sleepy",
        "doz\\w*",
        `(?:keeps?|kept) (?:nodding|drifting|dropping) off`,
        `cant keep (?:his|her|their|my) eyes open`,
        "cant remember",
        `(?:keeps?|kept|keep on) (?:asking|saying|repeating)`,
        "repeating (?:himself|herself|themselves|myself)",
        "not making sense",
        "(?:doesnt|dont|didnt|does not) know where (?:she|he|they|i) (?:is|are|am|was)",
        "not (?:himself|herself|themselves)",
        "out of it",
        "dazed",
        "getting worse",
      ),
    ],
    // Signs can come hours after the knock, told after what happened in between.
    window: 32,
    past: "recent",
  },

  // Movements less than usual, said as what the mother has (not) felt.
  {
    family: "pregnancy_warning",
    all: [
      `(?:barely|hardly|not|havent|hasnt|cant|didnt|dont) ${gap(1)}(?:felt|feel|feeling|noticed) ${gap(1)}(?:anything|much|any|him|her|it|the baby|baby|a thing|movements?|kicks?)`,
    ],
    context: [PREGNANT, any("kick\\w*", "movements?", "moving", "moved", "wriggl\\w*", "flutter\\w*")],
    // Not felt every day "yet" is the early weeks before a pattern.
    without: "yet|at this stage",
    withoutWindow: 12,
    past: "recent",
  },
  // Pregnancy warning signs.
  {
    family: "pregnancy_warning",
    setting: PREGNANT,
    all: [
      any(
        PRE_ECLAMPSIA_SIGN,
        `(?:severe|bad|really bad|terrible|agonising|excruciating|constant|sharp|stabbing|unbearable) ${gap(2)}(?:tummy|stomach|abdominal|belly|pelvic|bump) (?:pain|ache|cramps?)`,
        `(?:tummy|stomach|abdominal|belly|pelvic) (?:pain|ache|cramps?) ${gap(2)}(?:severe|constant|really bad|agonising|unbearable|wont (?:go|ease|stop)|not (?:going|easing|stopping))`,
        `(?:baby|babys|bumps?|he|she|little one|they|it) ${gap(2)}(?:${NOT_STOPPING}|hardly|barely|not really) ${gap(2)}(?:moved|moving|move|kicking|kicked|kick|felt|wriggl\\w*)`,
        `(?:move|moves|moving|moved|kicking|movements?|kicks|wriggling) ${gap(1)}(?:less|fewer|slower|much less|a lot less|less than usual)`,
        `(?:movements?|kicks|kicking|moving|wriggl\\w*) ${gap(2)}(?:slowed|slowing|dropped off|died down|calmed right down|tailed off|gone quiet)`,
        `(?:kicks|movements?|kicking|wriggl\\w*) ${gap(3)}(?:quiet\\w*|less|fewer|slower|stopped|weaker|different)`,
        `(?:not|havent|hasnt|cant|cannot|didnt|dont) ${gap(1)}(?:felt|feel|feeling) ${gap(3)}(?:move|moving|movements?|kick\\w*|wriggl\\w*)(?! ${gap(3)}yet\\b)`,
        `(?:less|fewer|reduced|slower|not as many|decreased|no|weaker|hardly any) ${gap(1)}(?:baby |fetal |foetal )?(?:movements?|kicks|kicking|moving|wriggling)`,
        `(?:quieter|quiet|still|not moving) ${gap(2)}(?:today|than usual|all day|since)`,
        `(?:bleeding|blood|spotting heavily|heavy bleeding|passing clots)`,
        `(?:waters|water) ${gap(2)}(?:broken|broke|gone|went|gushed|leaking|going|burst)`,
        `(?:severe|bad|really bad|terrible|constant|sharp|agonising|excruciating) ${gap(1)}(?:tummy|stomach|abdominal|belly|bump|pelvic) ${gap(1)}(?:pain|ache|cramps?)`,
        `(?:fit|seizure|fitting)`,
        `(?:tummy|stomach|abdomen|belly|bump) ${gap(6)}(?:painful|agony|agonising|really hurts|hurts so much|constant pain|severe pain|rock hard and)`,
        `shoulder tip`,
        // Bent double with pain; not "doubled up on my folic acid" (a dose) or with laughter.
        `doubled (?:over|up)(?! (?:on|laughing|with laugh\\w*)\\b)`,
        `(?:tummy|stomach|belly|bump|abdomen) ${gap(3)}in agony|in agony ${gap(3)}(?:tummy|stomach|belly|bump|abdomen|cramps?|contractions)`,
        `(?:fell|fall|fallen|slipped|tripped|landed|knocked|bumped|banged|hit|kicked|punched|elbowed|crash\\w*) ${gap(5)}(?:on|onto|in|into|to)? ?(?:my|her|the) (?:bump|tummy|stomach|belly)`,
        `itch\\w* ${gap(4)}(?:palms|soles|hands|feet)`,
        `pain ${gap(3)}(?:bump|tummy|stomach|belly) ${gap(3)}(?:doesnt|does not|wont|isnt|not) ${gap(1)}(?:ease|easing|stop|go)|(?:bump|tummy|belly) ${gap(3)}hard as (?:a )?(?:rock|stone|board)`,
        `(?:cant|cannot) keep ${gap(2)}(?:anything|water|fluids|drinks?|food) down`,
        `(?:palms|soles|hands|feet) ${gap(5)}itch\\w*`,
        `(?:cramps|contractions|tightenings|pains) ${gap(3)}(?:every ${gap(2)}(?:minutes|mins?)|coming every|regular|every few)`,
        `(?:really bad|severe|sharp|bad|agonising|stabbing|terrible) (?:pain|cramps?) ${gap(4)}(?:one side|low down|lower)`,
        // Not "quieter when I'm busy but kicking as usual when I lie down".
        `(?:bumps?|baby|babys) ${gap(3)}(?:gone |really |very |so )*(?:quiet|quieter|still|not moving)(?! ${gap(8)}(?:but|though) ${gap(3)}(?:kicking|moving|wriggling) ${gap(2)}(?:as usual|as normal|like normal|normally|loads|lots|like mad))`,
      ),
    ],
    window: 40,
    past: "recent",
  },

  // After a birth, bleeding is expected; heavy or smelly bleeding, clots or a fever are not (NHS "Your
  // body after the birth": call 999 for sudden heavy bleeding, your midwife or GP for a bad smell or fever).
  {
    family: "pregnancy_warning",
    setting: POSTNATAL,
    all: [
      any(
        `(?:bleeding|blood|loss|lochia) ${gap(3)}(?:heavy|heavier|gushing|pouring|soaking|smell\\w*|stinks?|off|clots?)`,
        `(?:heavy|heavier|gushing|sudden) ${gap(1)}(?:bleeding|blood|loss)`,
        `(?:passing|passed|big|large) ${gap(1)}clots?`,
        `soak\\w* ${gap(2)}pads?`,
        `(?:smelly|smells?|foul|offensive) ${gap(2)}(?:discharge|bleeding|blood|loss)`,
        "shiver\\w*|high temp\\w*|fever\\w*|burning up|temperature of",
        // Pre-eclampsia can come in the weeks after a birth (NHS).
        PRE_ECLAMPSIA_SIGN,
      ),
    ],
    window: 40,
    past: "recent",
  },

  // Sickness in pregnancy that keeps nothing down, with dark or little wee or dizziness (NHS hyperemesis: urgent).
  {
    family: "pregnancy_warning",
    setting: PREGNANT,
    all: [
      `(?:nothing|anything|fluids|water|tablets) ${gap(3)}(?:stayed|stays|staying|kept|keeping|come back) (?:down|up)|(?:cant|cannot|not) keep ${gap(2)}down|hyperemesis`,
      `(?:wee|pee|urine) ${gap(3)}(?:dark|brown|scanty|hardly any)|(?:not|hardly|barely) (?:weed|peed|weeing|peeing)|dizz\\w*|faint\\w*`,
    ],
    distinct: true,
    window: 40,
    past: "recent",
  },
  // Early pregnancy with sharp pain low down or to one side and feeling faint: an ectopic pregnancy (NHS: 999).
  {
    family: "pregnancy_warning",
    context: [
      `positive (?:pregnancy )?tests?|(?:[4-9]|1[0-2]) ?(?:weeks?|wks?) pregnant|found out ${gap(3)}pregnant|(?:might|could|may) be pregnant|period ${gap(1)}(?:late|overdue)|missed (?:my |her )?period`,
    ],
    all: [
      `(?:sharp|stabbing|severe|bad|really bad|awful|agonising|terrible|intense) ${gap(2)}(?:pain|cramps?|ache) ${gap(5)}(?:one side|left|right|low down|lower|pelvi\\w*)|(?:pain|cramps?) ${gap(2)}(?:on|in|down) (?:my |the |her )?(?:left|right|one) side|shoulder tip`,
      `(?:passed|pass|passing) out|faint\\w*|dizzy|light ?headed|collapsed|(?:very|really|so) pale`,
    ],
    distinct: true,
    window: 40,
    past: "recent",
  },
  // Waters breaking before 37 weeks (NHS: call the maternity unit).
  {
    family: "pregnancy_warning",
    all: [
      `(?:gush\\w*|trickl\\w*|leak\\w*|flood\\w*|pop|dribbl\\w*) ${gap(4)}(?:\\| )?(?:clear |watery )?(?:fluid|water|waters|liquid)|(?:clear|watery|pinkish) (?:fluid|liquid) ${gap(3)}(?:leak\\w*|trickl\\w*|coming out|gush\\w*|drip\\w*)|waters ${gap(2)}(?:broke|broken|gone|going|leaking|went|burst)|(?:water|waters|fluid) ${gap(2)}(?:coming|came|running|pouring|dripping) (?:out|down)`,
      `(?:(?:[1-2][0-9]|3[0-6]) ?(?:weeks?|wks?|w)\\b|(?:twenty|thirty)[ -]?(?:one|two|three|four|five|six)? (?:weeks?|wks?)|(?:[4-8]|four|five|six|seven|eight) ?months?\\b)`,
    ],
    window: 16,
    past: "long",
  },

  // Collapse: unconscious or unresponsive.
  {
    family: "collapse",
    all: [
      any(
        "unconscious",
        "unresponsive",
        "(?:not|isnt|wasnt|arent|is not) responding",
        "(?:wont|will not|doesnt|does not|didnt|cant get (?:him|her|them) to) respond\\w*",
        "(?:cant|cannot|couldnt) get (?:a |any )?(?:response|answer|reaction) (?:from|out of) (?:him|her|them)",
        "non responsive",
        "(?:doing|start|started|starting|giving|give|do|did|performing|gave) (?:him |her |them )?(?:cpr|chest compressions)",
        "(?:get|getting|got|using|used|fetch|fetching) (?:the |a )?defib\\w*",
        "unrousable",
        "lifeless",
        "limp and",
        NOT_BREATHING,
        "stopped breathing",
        `(?:wont|will not|cant|cannot|couldnt|can not|not) (?:wake|rouse|waking) (?:him|her|them|my \\w+|the baby)`,
        `(?<!(?:me|i|im) )(?:wont|will not|cant|cannot|couldnt|can not|not) (?:wake|rouse|waking)(?: up(?! ${WAKING_TIME})|(?! up)(?! ${WAKING_TIME}))`,
        `(?<!(?:nearly|almost|practically) )(?:collapsed|collapsing|keeled over|dropped to the floor|fell to the floor|hit the floor|passed out|blacked out|fainted|lost consciousness|went limp|gone limp)(?! (?:into|in|on|onto) (?:bed|the sofa|the couch|my bed|a heap|the settee))`,
        `(?:found|find) (?:him|her|them|my \\w+|dad|mum|mam|nan|nana|grandad|grandma|gran|granny) ${gap(2)}(?:on the floor|collapsed|unconscious|unresponsive|not breathing)`,
        `(?:not|no|isnt|wont|hasnt) ${gap(1)}(?:coming round|coming to|come round|come to|waking up)`,
        `(?:keep|kept|keeps|been) (?:blacking|passing|fainting|collapsing) ?(?:out)?`,
        `(?:blacking|passing) out`,
        // Roused by name and touch with nothing back (the first check of someone found collapsed).
        `(?:called|shouted|said|squeezed|shook|shaken|pinched|tapped|rubbed) ${gap(4)}(?:name|hand|shoulders?|arm|sternum) ${gap(8)}(?:nothing back|got nothing|no response|no reaction|nothing at all|not a flicker)`,
      ),
    ],
    past: "recent",
  },

  {
    family: "collapse",
    all: [
      `(?:wont|will not|doesnt|isnt|not|cant get (?:him|her|them) to) ${gap(1)}(?:answer|answering|respond|responding|reply|replying|react|reacting)`,
      any(
        "slumped",
        "eyes (?:are )?open",
        "staring",
        "on the floor",
        "collapsed",
        "not moving",
        "limp",
        "nobody home",
        "floppy",
        "grey",
        "gray",
        "slid down",
        "clammy",
        "no one home",
        "blank",
      ),
    ],
    window: 20,
    past: "recent",
  },

  {
    family: "collapse",
    all: [
      `(?:slumped|slid down|keeled|fell|fallen|went down|gone down|dropped|hit the deck|lying|laid out) ${gap(3)}(?:forward|over|down|in (?:his|her|their) chair|off)?`,
      any(
        "not moving",
        "isnt moving",
        "wont answer",
        "not answering",
        "isnt answering",
        "unresponsive",
        "cant wake",
        "wont rouse",
        NOT_BREATHING,
      ),
    ],
    window: 16,
    past: "recent",
  },

  // A fall, then new confusion, drowsiness or being sick (NHS head injury: A&E).
  {
    family: "collapse",
    all: [
      `(?:had a fall|fell|fallen|falling|rolled|tumbled|came) ${gap(3)}(?:off|down|over|in the|onto|on)\\b|(?:had a|a) fall`,
      `(?:now|since|then|and) ${gap(3)}(?:confus\\w*|muddled|doesnt know where|very sleepy|drowsy|wont stay awake|cant stay awake|been sick (?:twice|again)|sick twice|not making sense)`,
    ],
    window: 24,
    past: "recent",
  },
  // A bulging soft spot in a baby.
  {
    family: "meningitis",
    all: [
      `(?:soft spot|fontanelle|fontanel)`,
      `(?:bulg\\w*|swollen|swelling|raised|tense|tight|domed|puffed up|puffy|sticking out|pushing out)`,
    ],
    window: 10,
    past: "recent",
  },

  // Sepsis.
  // Shivering with new confusion, or a catheter bag dry all day (NHS sepsis signs).
  {
    family: "sepsis",
    all: [
      any("shiver\\w*", "rigors?", "burning up", "shaking with cold"),
      any(
        "(?:doesnt|dont|does not|didnt) know (?:who|where)",
        "confus\\w*",
        "not making sense",
        "vague",
        `bag ${gap(2)}dry`,
      ),
    ],
    distinct: true,
    window: 24,
    past: "recent",
  },
  // A baby under 3 months with a temperature of 38C or more, or under 36C and cold or floppy (NHS: urgent help).
  {
    family: "sepsis",
    all: [
      `(?:3[8-9]|4[0-2])(?:\\.[0-9])?\\b(?! ?(?:weeks?|wks?|kg|years?|months?|mins?|minutes?|hours?|ml|oz|g|grams|cm))|(?:feels?|is|felt) (?:really |very |so )?(?:hot|burning)(?! ${gap(2)}(?:after|in|from|under) (?:a |his |her |the )?(?:bath|sun|car|blankets?|sleeping bag|feed))|high temp\\w*|fever\\w*|35(?:\\.[0-9])?\\b|cold and floppy|floppy and cold`,
    ],
    context: [
      `\\b(?:[1-9]|1[0-2]) ?(?:weeks?|wks?) old\\b|\\bbaby (?:is |s )?(?:only )?(?:[1-9]|1[0-2]) ?(?:weeks?|wks?)\\b|\\b(?:shes|hes|she is|he is) (?:only )?(?:[1-9]|1[0-2]) ?(?:weeks?|wks?)\\b(?! pregnant)|\\b(?:[1-2]|one|two) ?months? old|newborn|new born`,
    ],
    past: "recent",
  },
  // A baby of 3 to 6 months with a temperature of 39C or more (NHS: fever in children, urgent).
  {
    family: "sepsis",
    all: [
      `(?:[3-6]|three|four|five|six) ?(?:months?|mths?)(?: old)?`,
      `(?:temp|temperature|fever) ${gap(3)}(?:39|4[0-2])(?:\\.[0-9])?`,
    ],
    window: 16,
    past: "recent",
  },
  // A baby under three months with a temperature of 38C or more (NHS: fever in children).
  {
    family: "sepsis",
    all: [
      `(?:baby|babys|newborn|infant|little one|son|daughter) ${gap(3)}(?:[1-9]|1[0-2]) ?(?:weeks?|wks?)|(?:[1-9]|1[0-2]) ?(?:weeks?|wks?) old|under (?:3|three) months`,
      `(?:temp|temperature|fever) ${gap(3)}(?:3[89]|4[0-2])(?:\\.[0-9])?`,
    ],
    window: 16,
    past: "recent",
  },
  {
    family: "sepsis",
    all: [
      `(?<!(?:about|on|of|into|prevent|preventing|avoid|avoiding|against) )(?:sepsis|septic)(?! (?:tank|arthritis risk|awareness|campaign|trust|charity))`,
    ],
    // Health worry about a cold, told with none of its signs.
    without:
      "no (?:fever|temperature|temp)|peeing normally|just (?:snotty|a cold)|because i (?:have|ve got|got) a cold",
    withoutWindow: 24,
    past: "recent",
  },
  // "Feels like you might die" is a sign of sepsis (NHS), here beside a fever or an infection.
  {
    family: "sepsis",
    all: [
      `(?:feel|feels|feeling|felt) like (?:i|im|he|she|hes|shes|they|theyre) (?:might|could|am going to|is going to|are going to|gonna|going to|will|may|m going to) die|never (?:felt|been) (?:this|so) (?:ill|unwell|poorly|rough)`,
      any(
        "flu",
        "infection",
        "infected",
        "fever\\w*",
        "temperature",
        "hot and cold",
        "shiver\\w*",
        "chills",
        "rigors",
        "burning up",
        "freezing",
        "uti",
        "water infection",
        "chest infection",
        "antibiotics?",
      ),
    ],
    distinct: true,
    window: 30,
    past: "recent",
  },
  {
    family: "sepsis",
    all: [
      `(?:mottled|blotchy|blue|grey|gray|ashen|purple) ${gap(2)}(?:skin|lips|tongue|knees)|(?:skin|lips|tongue|knees) ${gap(3)}(?:mottled|blotchy|blue|grey|gray|ashen|purple)`,
    ],
    past: "recent",
  },
  {
    family: "sepsis",
    all: [
      `(?:not|hasnt|has not|havent|have not|didnt|did not|no|hardly|barely|cant) ${gap(2)}(?:weed|peed|pee|wee|weeing|peeing|urine|urinated|passed (?:urine|water)|had a (?:wee|pee)|been to the (?:toilet|loo))`,
    ],
    qualifiers: [
      any("all day", "today", "hours", "hrs", "since", "in a day", "yesterday", "morning", "night", "at all"),
    ],
    // Little to drink explains it in someone otherwise well.
    without: `(?:only|hardly|barely|not) ${gap(1)}(?:had|drunk|drank|drinking) (?:one|a|1|much|anything|enough)|dehydrat\\w*`,
    withoutWindow: 16,
    window: 10,
    past: "recent",
  },
  {
    family: "sepsis",
    setting: INFECTION,
    all: [
      any(
        "confus\\w*",
        "muddled",
        "disorientat\\w*",
        "not with it",
        "slurr\\w*",
        "not making (?:any )?sense",
        "talk\\w* (?:strange\\w*|nonsense|rubbish|funny)",
        "cant think (?:straight|properly)",
        "(?:doesnt|dont|didnt|does not) know where (?:she|he|they|i) (?:is|are|am|was)",
        "(?:extreme|uncontrollable|violent|cant stop|really bad|severe) (?:shiver\\w*|shak\\w*)",
        "shivering uncontrollably",
        "(?:severe|extreme|unbearable) muscle pain",
        "breathless",
        "cant breathe",
        `breathing ${gap(1)}(?:really |very |so )?(?:fast|quick\\w*|rapid\\w*)`,
        "mottled",
        "(?:going|gone|turning) (?:blue|grey|gray)",
        "not weed",
        "feel\\w* like (?:im|i am|hes|shes|he is|she is) (?:going to die|dying)",
        "rash that doesnt fade",
        "very drowsy",
        "wont wake",
        "feel\\w* faint",
        "fainted",
      ),
    ],
    window: 30,
    past: "recent",
  },
  {
    family: "sepsis",
    all: [
      any(
        "confus\\w*",
        "muddled",
        "disorientat\\w*",
        "not making sense",
        "(?:doesnt|dont|didnt|does not) know where (?:she|he|they|i) (?:is|are|am|was)",
        "slurr\\w*",
        "cant think (?:straight|properly|clearly)",
        "mottled",
        "blotchy",
        "(?:blue|grey|gray) (?:skin|lips)",
        `lips ${gap(3)}blue\\w*`,
        "gibberish",
        "talking (?:rubbish|nonsense)",
        "no (?:wee|pee|urine)",
        `(?:not|hasnt|havent) ${gap(2)}(?:weed|peed|had a wee)`,
        "breathless",
        "cant breathe",
        "drows\\w*",
        "hard to wake",
        `breathing ${gap(2)}fast`,
      ),
      any(
        HIGH_TEMPERATURE,
        "shiver\\w*",
        "fever\\w*",
        "high temp\\w*",
        "temperatures?",
        "temps? (?:up|high|raised|rising|going up)",
        "burning up",
        "freezing",
        "heart racing",
        "racing heart",
        "cold hands",
        "muscle pain",
        "aching all over",
        "infect\\w*",
      ),
    ],
    window: 24,
    past: "recent",
  },
  {
    family: "sepsis",
    all: [
      `(?:wound|incision|scar|stitches|c ?section|caesarean|cut|bite|graze|ulcer|scratch|spots?|blister|boil|sore|cellulitis|abscess|infection|tattoo|piercing) ${gap(6)}(?:smelly|smells|oozing|pus|weeping|red|hot|spreading|infected|swollen|swell\\w*|angry|huge)|red line ${gap(3)}(?:creeping|spreading|going|moving|up)|(?:leaking|oozing|weeping|full of|coming out with) ${gap(1)}pus`,
      any(
        HIGH_TEMPERATURE,
        "temp\\w*",
        "heart racing",
        `heart ${gap(3)}racing`,
        "racing heart",
        "unwell",
        "shiver\\w*",
        "faint\\w*",
        "dizz\\w*",
        "confus\\w*",
        "teeth chattering",
        "chattering",
        "rigors",
        "the shakes",
      ),
    ],
    window: 24,
    past: "recent",
  },
  // Sepsis named as a worry ("a news story about sepsis"), with a sign of it now.
  {
    family: "sepsis",
    all: [
      any(
        "confus\\w*",
        "muddled",
        `breathing ${gap(2)}(?:fast|quick\\w*|rapid\\w*)`,
        "mottled",
        "slurr\\w*",
        "not making sense",
        "(?:blue|grey|gray) (?:skin|lips)",
      ),
    ],
    context: ["sepsis|septic"],
    past: "recent",
  },
  // A fever, sore throat or mouth ulcers on a medicine that can wipe out white cells (MHRA and BNF: clozapine,
  // carbimazole, methotrexate): a same-day blood count.
  {
    family: "sepsis",
    all: [
      any(
        HIGH_TEMPERATURE,
        `temp\\w* ${gap(3)}3[78]`,
        "sore throat",
        "mouth ulcers?",
        "ulcers in (?:my|his|her|their) mouth",
        "shiver\\w*",
      ),
    ],
    context: ["clozapine|clozaril|denzapine|zaponex|carbimazole|propylthiouracil|methotrexate"],
    past: "recent",
  },
  // Back or side pain with a high temperature and shaking or sickness: a kidney infection (NHS: urgent).
  {
    family: "sepsis",
    all: [
      `pain ${gap(3)}(?:back|side|loin|flank)|(?:back|side|loin|flank) ${gap(2)}(?:pain|ache|agony|killing|hurts)`,
      any(HIGH_TEMPERATURE, `temp\\w* ${gap(2)}(?:3[89]|4[0-2])`),
      any("shak\\w*", "shiver\\w*", "rigors", "been sick", "being sick", "vomit\\w*", "throwing up"),
    ],
    distinct: true,
    window: 30,
    past: "recent",
  },
  // A fever without a working spleen (NHS "Living without a spleen": get medical help at once).
  {
    family: "sepsis",
    all: [any(HIGH_TEMPERATURE, `temp\\w* ${gap(3)}3[89]`, "shiver\\w*", "rigors")],
    context: [
      `(?:no|without a|dont have a|removed|lost) ${gap(2)}spleen|spleen ${gap(3)}(?:removed|taken out|out)|splenectomy|asplen\\w*`,
    ],
    past: "recent",
  },
  // Any temperature or shivering during chemotherapy: the chemotherapy helpline or A&E now (NHS, Macmillan).
  {
    family: "sepsis",
    all: [
      any(
        HIGH_TEMPERATURE,
        `temp\\w* ${gap(3)}3[78]`,
        "shiver\\w*",
        "shaking uncontrollably",
        "rigors",
        "teeth chattering",
      ),
    ],
    context: [any("chemo\\w*", "chemotherapy", "neutropeni\\w*")],
    past: "recent",
  },
  // A baby under 3 months with a temperature of 38C or more (NHS: urgent whatever else).
  {
    family: "sepsis",
    all: [
      any(
        `temp\\w* ${gap(3)}(?:3[89]|4[0-2])`,
        "high temp\\w*",
        "fever\\w*",
        "burning up",
        "(?:got|has|with) a temperature",
      ),
      any(
        "[0-9] ?weeks? old",
        "[0-2] ?months? old",
        "newborn",
        "(?:theyre|hes|shes|he is|she is) [0-9] weeks",
      ),
    ],
    window: 24,
    past: "recent",
  },
  {
    family: "sepsis",
    all: [
      `feel\\w* like (?:im|i am|hes|shes|he is|she is|im actually) (?:going to die|gonna die|dying)|(?:something is|somethings) (?:really |seriously |badly |very )*wrong`,
    ],
    past: "recent",
  },
  // A child cold to touch, floppy or hard to wake (NHS sepsis in children: call 999).
  {
    family: "sepsis",
    setting: CHILD,
    all: [CHILD_SEPSIS_SIGN, CHILD_SEPSIS_SIGN],
    distinct: true,
    window: 24,
    past: "recent",
  },
  // A temperature with cold hands or feet and aching legs or drowsiness (NHS meningitis symptoms).
  {
    family: "meningitis",
    all: [
      any(HIGH_TEMPERATURE, "(?:got|has|with|running) a temp\\w*", "very hot", "burning up"),
      `(?:hands|feet|fingers|toes) ${gap(3)}(?:ice|icy|freezing|stone|really|very|so)? ?cold|cold (?:hands|feet)`,
      any(
        `legs? ${gap(3)}(?:ache|aching|hurt|hurts|pain\\w*|sore)`,
        `(?:cant|cannot|wont) (?:walk|stand)`,
        "drows\\w*",
        "floppy",
        "blotchy",
        "mottled",
      ),
    ],
    distinct: true,
    window: 30,
    past: "recent",
  },
  // Jaundice.
  {
    family: "jaundice",
    all: [
      any(
        `${YELLOW_PART} ${gap(3)}${TURNED} ${gap(3)}${YELLOW}`,
        `(?:eyes|whites|sclera|skin) ${YELLOW}`,
        `${YELLOW} ${gap(1)}(?:eyes|whites|sclera|skin|tinge)`,
        `(?:whites|white bits?|white part) ${gap(5)}${YELLOW}`,
        `${YELLOW} ${gap(3)}(?:in|of|around|over|on) ${gap(1)}(?:my|his|her|their|the) (?:eyes|whites?|skin|face)`,
        `${SOMEONE} ${gap(1)}(?:gone|turned|going|turning|looks?|looking|looked|is|am|are|was|all) ${gap(3)}${YELLOW}`,
        `(?:mine|they) (?:have|are|has|is|were) ${gap(2)}${YELLOW}`,
        `(?:now )?(?:im|i am|hes|shes|he is|she is) (?:now |all |so |really |very )?${YELLOW}`,
        // "A gentleman I look after who has dementia has gone yellow".
        `(?:who|that) ${gap(4)}(?:has|have|is|was) ${TURNED} ${gap(2)}${YELLOW}`,
        `(?:lady|gentleman|gent|man|woman|resident|client|patient|service user|person|bloke|fella|chap) ${gap(5)}(?:has |have |is |hes |shes )?${TURNED} ${gap(2)}${YELLOW}`,
      ),
    ],
    unless: "whites of (?:my|his|her|their|the) eyes (?:are|look|r) (?:white|fine|normal|clear)",
    without: NOT_JAUNDICE,
    withoutWindow: 12,
    past: "recent",
  },
  {
    family: "jaundice",
    all: [
      `(?:eyes|skin|whites)`,
      `(?:theyre|they are|theyve gone|they look|its gone|its) ${gap(1)}${YELLOW}`,
    ],
    without: NOT_JAUNDICE,
    withoutWindow: 12,
    window: 12,
    past: "recent",
  },
  {
    family: "jaundice",
    all: [any("jaundice", "jaundiced", "jaundicey", "jaundis\\w*", "jaundace\\w*", "jandice\\w*")],
    without: NOT_JAUNDICE,
    withoutWindow: 16,
    past: "recent",
  },
  {
    family: "jaundice",
    all: [DARK_PEE, PALE_POO],
    window: 20,
    distinct: true,
    without: any(
      "beetroot",
      "iron",
      "ferrous",
      "b2",
      "riboflavin",
      "dehydrat\\w*",
      "not drinking",
      "newborn",
      "baby",
    ),
    withoutWindow: 20,
    past: "recent",
  },

  // A yellow newborn who is hard to wake, not feeding or pausing in breathing, or yellow on the first day.
  {
    family: "jaundice",
    all: [
      any(YELLOW, "jaundice\\w*"),
      any(
        "newborn",
        "new born",
        "baby",
        "babys",
        "days? old",
        "weeks? old",
        "(?:[1-9]|two|three|four|five|six)(?: and a half)? weeks?",
        "nappy|nappies",
        "grandson",
        "granddaughter",
      ),
      any(
        `(?:hardly|barely|not|wont|isnt|cant) ${gap(1)}(?:waking|wake|rousable)`,
        `(?:hardly|barely|not|wont|isnt) ${gap(1)}(?:feeding|feed|feeds)`,
        "off (?:her|his|their) feeds",
        "floppy",
        "pauses? in (?:her|his|their) breathing",
        "(?:first|1st) day",
        "(?:[1-9]|1[0-9]|2[0-3]) ?(?:hours?|hrs?) old",
        "(?:first|within) 24 hours",
        "(?:less than|under|not even) (?:a|one) day old|born (?:today|yesterday|this morning|last night)",
        "(?:very|really|so) sleepy",
        // NHS newborn jaundice: pale, chalky poo, or still yellow after two weeks.
        PALE_POO,
        "like chalk",
        `(?:1[4-9]|2[0-9]|two|three) (?:days?|weeks?) old ${gap(3)}(?:still|now)|still ${gap(1)}yellow ${gap(4)}(?:1[4-9]|2[0-9]|two|three) (?:days?|weeks?)`,
      ),
    ],
    window: 30,
    distinct: true,
    past: "recent",
  },
  // Stevens-Johnson syndrome and other severe skin reactions.
  { ...SKIN_REACTION, all: [any(BLISTERING, SPREADING_RASH), MUCOSAL], distinct: true },
  // Three signs together are not explained away by a rash someone thinks is heat or eczema.
  {
    ...SKIN_REACTION,
    all: [any(BLISTERING, SPREADING_RASH), MUCOSAL, any(MUCOSAL, FLU_LIKE)],
    window: 30,
    distinct: true,
    without: NOT_SJS_CAUSE,
  },
  { ...SKIN_REACTION, all: [BLISTERING, any(SPREADING_RASH, FLU_LIKE, BLISTERING_SEVERE)], distinct: true },
  // A new medicine is the cause, not the event: its start date does not make the reaction past.
  { ...SKIN_REACTION, all: [any(BLISTERING, RASH_IN_MUCOSA)], setting: NEW_MEDICINE },
  { ...SKIN_REACTION, all: [MUCOSAL, MUCOSAL], distinct: true, setting: NEW_MEDICINE },
  // A rash with sore lips, mouth or eyes from a medicine (NHS Stevens-Johnson syndrome).
  { ...SKIN_REACTION, all: ["rash", MUCOSAL], distinct: true, window: 30, setting: NEW_MEDICINE },
  {
    ...SKIN_REACTION,
    all: [
      SPREADING_RASH,
      FLU_LIKE,
      `(?:swollen|swelling|up) ${gap(1)}glands|glands ${gap(2)}(?:up|swollen|swelling)|lymph\\w*|lumps? ${gap(3)}(?:neck|armpits?|groin)|(?:face|eyes) ${gap(2)}(?:swollen|swelling|puffy)|swollen face`,
    ],
    distinct: true,
    window: 30,
    setting: NEW_MEDICINE,
  },
  { ...SKIN_REACTION, all: ["rash", MUCOSAL, FLU_LIKE], distinct: true, setting: NEW_MEDICINE },
  { ...SKIN_REACTION, all: [any(BLISTERING_SEVERE, RASH_IN_MUCOSA)], setting: ON_MEDICINE },
  {
    ...SKIN_REACTION,
    all: [any(SPREADING_RASH, MUCOSAL)],
    setting: any(`(?:target|bullseye|bulls eye)\\w*`, "dark middles", "dark centres"),
  },
  // Skin coming off, or sores on the lips or in the mouth with a rash, after a new medicine (SJS: NHS, A&E).
  {
    family: "skin_reaction",
    all: [
      `skin ${gap(2)}(?:coming|peeling|came|falling|sloughing) off|(?:lips|mouth|eyes) ${gap(3)}(?:ulcers?|sores?|blister\\w*)|ulcers? ${gap(2)}(?:lips|mouth)`,
    ],
    context: [
      `(?:started|new|began|since|on) ${gap(3)}(?:zmed|drug|medicine|tablets|antibiotic|sulfa|lamotrigine|allopurinol|carbamazepine|co trimoxazole)`,
    ],
    past: "recent",
  },
  {
    family: "skin_reaction",
    all: [
      any(
        "stevens johnson\\w*",
        "steven johnson\\w*",
        "stephens johnson\\w*",
        "sjs",
        "toxic epidermal\\w*",
        "dress syndrome",
      ),
      any(BLISTERING, SPREADING_RASH, MUCOSAL, FLU_LIKE, "rash"),
    ],
    window: 24,
    past: "recent",
  },
];

/**
 * "Is it normal to…" asks in general, unless the person's own words follow ("is it normal for my eyes to…");
 * classify.ts also reads it as an event when the message says it is happening ("it happened 20 minutes ago").
 */
export const GENERAL_NORMAL = new RegExp(
  `is (?:it|this|that) ${gap(1)}(?:normal|common)(?! (?:that|if) (?:my|his|her|their|our|the|i|ive|im)\\b)(?! ${gap(8)}(?:my|i|im|ive|me)\\b)`,
);

/** Framing that makes a message a question about what could happen, not what has happened. */
export const HYPOTHETICAL = new RegExp(
  [
    `what (?:happens|would happen|will happen|happen|to do|do you do|should you do|would you do) ${gap(1)}(?:if|when)`,
    `what if\\b`,
    `would (?:i|you|someone|they) (?:know|notice|be able to tell|realise|realize)`,
    `\\bif (?:you|someone|somebody|a person|people|one|anyone|a child|children|kids|a dog|dogs|a cat|cats|i were to|i was to|i ever|i accidentally)\\b`,
    `(?:can|could|do|does|would|will) (?:you|someone|somebody|a person|people|one|i|it|this|that|they|\\w+ \\w+) ${gap(2)}(?:overdose|od|die|cause|lead to|trigger|give you|make you|increase|raise)`,
    `(?:might|may|could|would) ${gap(1)}(?:make|push|send|lower|bring|cause)\\b`,
    `(?:can|could|would|will|might|may) (?:it|this|that|they|these|those|either) ${gap(1)}(?:push|drop|send|lower|bring|make)`,
    `is (?:it|there) ${gap(1)}(?:possible|dangerous|safe|bad|ok|okay|a risk|any risk)(?! (?:that|if) (?:my|his|her|their|our|the|i|ive|im)\\b)`,
    `(?:what|whats|what is|what are|how do you|how to) ${gap(3)}(?:signs|symptoms|effects|side effects|treatment|first aid|recognise|recognize|spot|tell)`,
    // "What are the signs of" asks; "I have the signs of" tells.
    `(?<!\\b(?:have|having|has|had|got|getting|showing|shows|showed|experiencing|displaying|with) (?:\\w+ ){0,3})(?:signs|symptoms) of`,
    `how (?:do|would|can|could|will) (?:you|i|someone|we) (?:know|tell|spot|recognise|recognize)`,
    `how (?:do|would|should|can) (?:you|i|we|one) (?:do|use|perform|check|test|carry out)`,
    `(?:whats|what is) the (?:difference|link)|difference between|compared (?:to|with)|\\bvs\\b|versus|what does \\w+ mean|meaning of`,
    `what (?:does|do|would) ${gap(3)}(?:feel|look|sound) like`,
    `what to (?:watch|look) (?:out )?for`,
    `want to know`,
    `(?:risk|risks|chance|chances|danger|dangers) (?:of|that)`,
    `\\b(?:prevent|prevents|prevention|preventing|reduce the risk|lower the risk)\\b`,
    `in case`,
    `hypothetic\\w*`,
    `(?:^| )(?:suppose|supposing|imagine|(?<!(?:to|sorry|sad|must|have) )say) (?:someone|somebody|a person|a child|a kid|a toddler|a dog|a cat|he|she|they|i|my \\w+)`,
    `for the future|in future|so i know what to do|if ${gap(4)}ever\\b`,
    `\\bif (?:i|he|she|they|we|my \\w+) (?:get|gets|ever get|ever gets|got|have|has) ${gap(1)}(?:stung|bitten|a reaction|anaphylaxis|a hypo|a fit|a seizure|an attack|an asthma attack|chest pain)`,
    // Asking whether a pet may have something, before it has had any.
    `(?:can|could|should|may) (?:my|a|our|i give (?:my|a|our)) (?:dog|cat|puppy|kitten|pet|rabbit) (?:have|eat|take|try)`,
    `(?:is|are) ${gap(3)}(?:ok|okay|safe|alright|fine|good|bad|toxic|poisonous) (?:for|to give) (?:dogs|cats|a dog|a cat|my dog|my cat|pets|puppies|kittens)`,
    `writing (?:a|my) (?:\\w+ )?(?:novel|story|book|script|play|screenplay)`,
    `for (?:an?|my|our|the) (?:\\w+ ){0,2}(?:essay|assignment|project|course|exam|book|story|novel|poster|leaflet|presentation|stall|quiz|class|lesson|training)`,
    `(?:making|writing|doing|designing|putting together) (?:an?|my|our|the) (?:\\w+ )?(?:poster|leaflet|presentation|assignment|essay|video|quiz)`,
    `how (?:do|would|should) (?:you|i|we) spell|spelling of`,
    `(?:song|lyrics?|film|movie|episode|programme|tv show|book|poem) (?:that goes|which goes|where|about|called|with the line)`,
    `watching ${gap(3)}(?:and|where|when) (?:someone|somebody|a character|a guy|a man|a woman|a girl|a boy|a patient)`,
    `before (?:my|an?|the|his|her|our|their) ${gap(2)}(?:op|operation|surgery|procedure|extraction)`,
    `how (?:much|many) ${gap(4)}(?:is|are|would be|counts as) (?:too|a|an|dangerous|toxic|safe)`,
    `how (?:much|many) ${gap(6)}(?:can|should|could) (?:you|i|someone|a person|an adult|a child|my)`,
  ].join("|"),
);

/** Said of something long over. */
export const LONG_PAST = new RegExp(
  `(?<![a-z0-9])(?:${[
    `(?:(?:[0-9]+|a|one|two|three|few|couple of|several|many|some) )?(?:years?|yrs?|months?|decades?) (?:ago|back|before)`,
    `(?:[0-9]+|one|two|three|four|five|six|seven|eight|nine|ten|several|many) (?:years?|yrs?|months?) (?:free of|free from|clean from|without any|since (?:i |my )?last)`,
    `(?:had|was|were|did|happened) ${gap(4)}in (?:january|february|march|april|may|june|july|august|september|october|november|december)`,
    `last (?:year|month|summer|winter|spring|autumn|christmas|easter|halloween|new year|decade)`,
    `(?:in|from|during|back in) (?:19|20)[0-9][0-9]`,
    `when (?:i|he|she|they) (?:was|were) [0-9]+`,
    `survivor`,
    `(?:in|during) (?:my |her |his |their )?(?:first|second|third|final|freshers|fresher|sixth form) year`,
    // "Overdosed on vitamin C once": not "at once", nor "once a day".
    `(?:overdosed|overdid it|had (?:a |an )?(?:stroke|tia|seizure|fit|reaction|overdose|hypo|funny turn)) ${gap(4)}(?<!\\bat )once\\b(?! (?:a|an|every|more|again)\\b)`,
    `(?:history of|used to|in the past(?! (?:few |couple of |[0-9]+ |two |three |24 )?(?:hour|hours|minutes?|mins|day|days|night|week)\\b)|previously|years back|as a (?:teen|teenager|kid|child|student)|when i was (?:younger|little|a (?:teen|teenager|kid|child|student)|at (?:school|uni|college)|in my (?:teens|twenties)))`,
    `(?:after|since|recovered from|survived|survivor of) (?:my|his|her|their|a) (?:stroke|heart attack|overdose|suicide attempt|seizure|anaphylaxis)`,
    `(?:was|were) (?:suicidal|self harming|cutting)`,
    // Not "never had a fit before": a first one.
    `(?<!never )(?:had|have had|has had) (?:a |an )?(?:stroke|heart attack|mini stroke|tia|seizure|fit|anaphylaxis|sepsis|blood clot|pre eclampsia) (?:before|once|twice|years|as a|when i was|in (?:19|20)[0-9]{2}|in the past|at (?:the age of )?[1-9][0-9]\\b)`,
    `(?:checked|seen|assessed|discharged|sorted|treated) (?:at|in|by|out of) ${gap(1)}(?:ae|a and e|hospital|the hospital|gp|doctor|111|ambulance|paramedics)`,
    `(?:was|were|got) (?:checked|seen|discharged|treated)`,
    `back in (?:january|february|march|april|may|june|july|august|september|october|november|december|the day)`,
    `as a (?:baby|toddler|child|kid|teen|teenager|pup|puppy|kitten)`,
    `with (?:my|her|our) (?:first|last|eldest|oldest|previous|other|older)(?: (?:one|baby|pregnancy|child|son|daughter))?`,
  ].join("|")})(?![a-z0-9])`,
);

/** Advice to be seen soon, given after a finding: "said my eyes look yellow and I should be seen today". */
const URGED = `(?:(?:need|needs) (?:urgent )?(?:bloods|blood tests?|a blood test) ${gap(2)}(?:today|tonight|urgently|asap)|(?:should|need to|needs to|must|has to|have to|had to|got to|to) (?:urgently )?(?:be seen|see (?:a |the |my |his |her |your )?(?:gp|doctor|someone)|go (?:to|in|straight)|get (?:checked|seen|looked at|bloods|blood tests?)|come (?:in|straight)|call|ring|phone|head) ${gap(4)}(?:today|tonight|urgently|straight away|right away|immediately|asap|same day|this (?:morning|afternoon|evening)))`;

/** Already seen to ("checked at A&E, sent home fine"): the episode is over, whatever it was. */
export const HANDLED = new RegExp(
  `(?<![a-z0-9])(?:${[
    `(?:checked|seen|assessed|examined|treated|discharged|sent home|observed|monitored) ${gap(3)}(?:at|in|by|from|out of) ${gap(1)}(?:ae|a and e|hospital|the hospital|gp|the gp|doctor|a doctor|111|paramedics|ambulance|the vet|vets|a vet|urgent care|walk in|clinic|tia clinic|stroke clinic|minor injuries|urgent treatment centre|out of hours|surgery|practice)`,
    `(?:was|were|got|been) (?:checked|seen|assessed|discharged|sent home|given the all clear)`,
    `(?:rang|called|phoned|spoke to) (?:111|999|the vet|a vet|poisons|the gp) ${gap(4)}(?:fine|ok|okay|nothing|normal|all clear|said)`,
    `(?:ecg|bloods|bloodthing|scans?|tests?) ${gap(2)}(?:were|was|came back|are|look|looked) (?:all )?(?:normal|fine|clear|ok)`,
    `(?<!(?:whos|who is|is|as) an? )(?:vet|vets|doctor|gp|hospital|ae|nurse|midwife|paramedics?|pharmacist|111|cardiologist|consultant|specialist|surgeon|optician|optometrist|dentist|rehab|physio|physiotherapist) (?:has |have |had )?(?:said|says|told us|told me|checked|reckoned|looked at|examined)(?!(?: [a-z0-9]+){0,6} (?:high|raised|too low|worse)\\b)(?!(?: (?:to|we|i|you|us|me|him|her|them|we should|i should|you should))* (?:bring|come|take|go|get|call|ring|head|start|keep|use|be seen|see)\\b)(?! ${gap(14)}${URGED})`,
    `(?:kept in|admitted) ${gap(3)}(?:and )?(?:discharged|sent home|let out)|discharged (?:this|last|yesterday|today|on|from)`,
    `(?:had|done) all the tests`,
    `(?:vet|vets|doctor|gp|hospital|nurse|paramedics?|dentist) (?:has |have |had )?(?:sorted|treated|saw to|seen|saw|patched|packed|stitched|stopped|made) (?:him|her|them|it|me|us|(?:my|our|the) \\w+)`,
    `(?:went|been|taken|took (?:him|her|them)) to (?:ae|a and e|hospital|the hospital|the vets?|urgent care|the gp|the doctors?|the walk in(?: centre)?|walk in centre)`,
    `sent (?:us|him|her|them|me) home`,
    `(?:rushed|drove|ran|raced) (?:him|her|them|me|us) (?:to|into|down to) (?:ae|a and e|hospital|the hospital|the vets?|a vet|urgent care)`,
    `(?:ambulance|paramedics?|the crew) (?:has|have|had) (?:been|come|left|gone)|(?:ambulance crew|paramedics?|the crew) (?:checked|assessed|examined|looked at|saw) (?:him|her|them|me)`,
    `(?:home|out of hospital) now|(?:doing|having|started) (?:her |his |my )?(?:physio|rehab)|in rehab`,
    `(?:im|i am|we are|were|were now|hes|shes|he is|she is|i was|was|on (?:my|our|his|her) way) ${gap(1)}(?:at|in|to) (?:ae|a and e|hospital|the hospital|the vets?|urgent care)`,
  ].join("|")})(?![a-z0-9])`,
);

/** Treatment given ("they put him on antibiotics"): care for most signs, but the likely cause of yellow skin or a rash. */
export const PRESCRIBED = new RegExp(
  `(?<![a-z0-9])(?:started|put|prescribed|gave|given) (?:me|him|her|them|us) (?:on )?${gap(2)}(?:iron|tablets|medicine|antibiotics|treatment|an inhaler)(?![a-z0-9])`,
);

/** Said of something that has ended ("that's all healed"): not for overdoses, whose harm shows later. */
export const RESOLVED =
  /\b(?:came round (?:straight away|at once|quickly|in (?:a few|seconds))|(?:was|were) fine (?:the rest of|after(?:wards)?|since)|(?:(?:been|has been|have been) )?fine (?:ever )?since|all (?:well|fine|good) now|(?:was|had|has|it|and) (?:gone|passed|eased|settled) (?:within|after|in) (?:a|one|a few|a couple of|couple of|[0-9]+) (?:seconds?|minutes?|mins?)|^passed (?:within|after|in) (?:a|one|a few|a couple of|couple of) seconds|never (?:again |had (?:one|another|any) )since|(?:not|havent|hasnt) had (?:one|another|any) since|none since|(?:went|gone|come|came) (?:back )?up to (?:[4-9]|1[0-9])(?:\.[0-9])?|healed|resolved|cleared up|recovered|doing (?:brilliantly|really well|so well|great|fine)|coughed (?:it|them) (?:straight |right )?(?:up|out)|(?:pink|normal colou?r|their colou?r|his colou?r|her colou?r) (?:again|came back|back)|all clear|came out the other end|passed it|(?:sorted|treated|fixed|dealt with) (?:it|him|her|them) (?:with|by|using)|stopped (?:bleeding )?(?:with|after|once|when i put) (?:a |the )?(?:plaster|pressure|tissue|bit of pressure)|(?:im|i am|hes|shes|he is|she is|theyre|they are|all|feeling|doing|feel) (?:totally |completely |absolutely |perfectly |much |back to )?(?:fine|ok|okay|better|well|good|great|normal) now|(?:but|and) (?:i was |i felt |felt |was |im |i am )?(?:fine|ok|okay|alright) (?:after|afterwards|straight after))\b/;

/** Framing after the event that makes it a question ("is an overdose of B12 possible?"). */
export const TRAILING_QUESTION =
  /\b(?:possible|a thing|real|likely|dangerous|harmful|toxic|bad for you|safe|mean|means)$|\b(?:the same (?:thing )?as|same thing as|different from)\b|\b(?:feel|look|sound) like$/;

/** Said of something over for days or weeks (not for an overdose, whose harm can show later). */
export const RECENT_PAST = new RegExp(
  `(?<![a-z0-9])(?:${[
    `(?:[0-9]+|a|one|two|three|few|couple of|several) (?:weeks?|wks?) (?:ago|back)`,
    `last (?:week|weekend|night)`,
    `yesterday`,
    `(?:had|happened) ${gap(4)}on (?:holiday|hols)`,
    `the other day`,
    `on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)`,
  ].join("|")})(?![a-z0-9])`,
);

/** A past state that has come back: "started again", "the urges are back". */
export const AGAIN =
  /(?<!(?:never|not|no) )\b(?:again|relapsed|relapse|back|returned|coming back|came back|started (?:again|back|up again))\b/;
