import { normaliseName, type PhraseMatch } from "./names";
import { SAID_EFFECTS } from "./reaction-words";

// A reaction told across sentences: a supplement taken, an effect now, words that tie them, no other cause.
export const EFFECT = new RegExp(
  String.raw`\b(?:${[
    String.raw`sick|nause\w*|queasy|vomit\w*|throw(?:ing|s)?\s+up|threw\s+up|retch\w*`,
    String.raw`diarrh\w*|the\s+runs|loose(?:\s+stools?|\s+most)?|runny\s+poo|on\s+the\s+(?:toilet|loo)|running\s+to\s+the\s+(?:loo|toilet)|urgent\s+stomach`,
    String.raw`constipat\w*|bung\w*\s+(?:me\s+)?up|blocked\s+up|haven['’]?t\s+been\s+to\s+the\s+loo|rock\s+hard`,
    String.raw`bloat\w*|gassy|windy|wind|farting|burp\w*|heartburn|reflux|indigestion|acid\s+(?:reflux|stomach)|gurgl\w*|churn\w*|rumbl\w*`,
    String.raw`cramp\w*|crampy|gripey|(?:stomach|tummy|gut|belly)\s*(?:ache|pains?|upsets?|cramps?|trouble|swell\w*)|(?:upset|dodgy|funny|bad|unsettled|iffy)\s+(?:stomach|tummy|gut)`,
    String.raw`(?:wreck\w*|ruin\w*|destroy\w*|mess\w*\s+up|play\w*\s+havoc\s+with|upset\w*)\s+(?:my|your|the)\s+(?:stomach|tummy|gut|guts|belly|bowels?|sleep|skin)|(?:stomach|tummy|gut)(?:['’]s|\s+is|\s+has\s+been|\s+was|\s+been)\s+(?:\w+\s+){0,2}?(?:off|a\s+mess|upset|in\s+knots|churning|awful|terrible|bubbling|unsettled|worse|gurgling)`,
    String.raw`headaches?|headachey|migraines?|head\s+(?:is\s+)?(?:pounding|banging|thumping)`,
    String.raw`dizz\w*|light-?\s?headed\w*|woozy|faint\w*|(?<!be\s|them\s|it\s)spaced\s+out|foggy|brain\s+fog|groggy|hangover|zombie|drugged`,
    String.raw`drowsy|drowsiness|sleepy|dozing|yawning|knackered|exhausted|wiped\s+out|washed\s+out|tired(?:ness)?|weak`,
    String.raw`insomnia|(?:not|n['’]?t)\s+sleep(?:ing)?(?:\s+well)?|sleep(?:ing)?\s+(?:badly|terribly|awful\w*)|(?:ca|could)n['’]?t\s+sleep|cannot\s+sleep|(?:up|awake)\s+(?:half|all)\s+(?:the\s+)?night|barely\s+slept|lying\s+awake|wide\s+awake|trouble\s+(?:getting\s+to\s+)?sleep\w*|wake\s+up\s+(?:at|every)`,
    String.raw`nightmares?|vivid\s+dreams|(?:weird|mad|horrible|strange)\s+dreams`,
    String.raw`jitter\w*|jittery|shaky|shaking|wired|on\s+edge|twitchy|jumpy|restless|anxious|irritable|snappy|agitated`,
    String.raw`palpitations|heart(?:['’]s|\s+is|\s+has)?\s+(?:been\s+|keeps\s+)?(?:rac\w*|pound\w*|flutter\w*|going|thumping|skipping)|racing\s+heart|flutters`,
    String.raw`rash\w*|hives|itch\w*|spots|acne|break(?:ing)?\s+out|broken\s+out|came\s+out\s+in|come\s+out\s+in|blister\w*|peel\w*|scaly|burnt|burn(?:s|ing)?`,
    String.raw`swell\w*|swollen|puffy|tingl\w*|pins\s+and\s+needles|prickl\w*|numb\w*`,
    String.raw`nosebleeds?|bruis\w*|bleed\w*|bleeding|spotting`,
    String.raw`flush\w*|red\s+face|sweat\w*|sweaty|clammy|hot\s+all\s+the\s+time`,
    String.raw`metallic\s+taste|(?:bad|weird|funny|horrible|strange|nasty|awful|bitter)\s+taste|taste\s+(?:of|wrong)|can['’]?t\s+taste|dry\s+mouth|dry\s+(?:skin|throat)|mouth\s+ulcers?|sore\s+(?:mouth|throat|chest|gums|lips|tongue)`,
    String.raw`brittle|hair\s+(?:loss|falling|thinning|coming\s+out)|shedding|(?:garlicky|garlic|fishy|bad|smelly)\s+breath|(?:gone|turned|look\w*|went|going)\s+(?:\w+\s+){0,2}?(?:orange|yellow\w*)|(?:orange|yellow\w*)\s+(?:skin|palms|eyes|tinge)|jaundice|stain\w*|smell\w*|stink\w*`,
    String.raw`mood\s+(?:\w+\s+)?worse|low\s+mood|flat|crying|tearful|depressed|moody`,
    String.raw`period\s+(?:came|really|is\s+really|has\s+been|early|heavy)|heavy\s+period|periods?\s+(?:\w+\s+)?(?:heavy|early|irregular)|bleeding\s+again`,
    String.raw`stings?|stinging|burning|aching|aches|ache|weakness|side\s*effects?|muscle\s+(?:pain|ache)s?`,
    String.raw`blood\s+pressure\s+(?:\w+\s+){0,3}?(?:high|up|was\s+\d+|\d+)|raised\s+liver|(?:inr|potassium|calcium|sodium|blood\s+sugars?|sugars|thyroid(?:\s+(?:levels|test|results?))?|liver(?:['’]s)?)\s+(?:\w+\s+){0,3}?(?:high|low|off|odd|dropped|creeping|raised|abnormal|all\s+over)|blood\s+sugar\s+(?:dip|drop|low)|hypos?|cold\s+sores?|chok\w*|(?:wee|urine|pee)\s+(?:\w+\s+)?(?:pink|red|dark|orange|brown)`,
    String.raw`lost\s+weight\s+without|libido\s+(?:has\s+)?dropped|not\s+working\s+as\s+well|chest\s+(?:pain|sore|tight)`,
    ...SAID_EFFECTS,
  ].join("|")})\b`,
  "giu",
);
export const NAMES_EFFECT = new RegExp(EFFECT.source, "iu");
const NEGATION = String.raw`\b(?:\w+n['’]t|dont|cant|wont|isnt|didnt|doesnt|hasnt|havent|wasnt|arent|not|no|never|without|nothing|none|zero|less|least|fewer)`;
const EFFECT_UNDONE = new RegExp(String.raw`${NEGATION}\s+(?:\S+\s+){0,4}$`, "iu");
const IMPROVED =
  /\b(?:(?:much|lot|loads|way|heaps|been|feel(?:ing)?|got|getting)\s+better|sorted|cured|fixed|calm\w*\s+(?:it|them|down)|made\s+a\s+(?:real\s+|big\s+)?difference|taken\s+the\s+edge\s+off|in\s+check|regular\s+as\s+clockwork|sleeping\s+(?:right\s+)?through|back\s+to\s+normal|got\s+my\s+\w+\s+back|cut\s+(?:that|it)|(?:has|have|'s|’s)\s+(?:helped|worked|stopped)|(?:see\s+if\s+(?:it|they|that)|(?:thing|one)\s+that|which)\s+helps?|only\s+thing\s+that\s+(?:works|gets|keeps|stops)|saviour|life\s*saver|godsend|finally\s+(?:normal|ok|okay|fine|better|back)|stopped\s+my|haven['’]?t\s+had\s+(?:it|one)|amazing|brilliant)\b/iu;
const LONG_STANDING =
  /\b(?:for\s+years|since\s+(?:i\s+was\s+(?:a\s+)?\w+|childhood)|all\s+my\s+life|always\s+(?:had|been|get)|(?<!never\s|didn['’]?t\s)used\s+to)\b/iu;
const PAST =
  /\b(?:(?<!never\s|didn['’]?t\s)used\s+to|years\s+ago|back\s+in|long\s+gone|ages\s+ago|settled|went\s+away|wore\s+off|passed|(?:that|it|they|which)(?:['’]s|['’]ve|\s+has|\s+have)?\s+(?:all\s+|completely\s+|totally\s+)?(?:stopped|gone|cleared|disappeared|vanished)|(?:have|has)\s+(?:all\s+|completely\s+|totally\s+|finally\s+|now\s+)(?:gone|stopped|cleared)|gone\s+away|gone\s+now|(?:haven['’]?t|hasn['’]?t|not)\s+had\s+any\s+(?:trouble|problems?|issues?|bother)|(?:it|that|they|which)\s+went\s+(?:off\s+)?(?:after|within|in)\s+(?:a|about|around|\d|one|two|three|four)|stopped\s+(?:once|when|after|since)|came\s+off|stopped\s+(?:it|taking|them)|gave\s+(?:it|them)\s+up|been\s+fine|is\s+fine|is\s+grand|are\s+fine|no\s+(?:bother|issues?|trouble|problems?)|fine\s+(?:now|for|since))\b/iu;
const AHEAD =
  /^\s*if\b|\b(?:(?:could|might|may|can|will|would)\s+(?:\S+\s+){0,3}?(?:make|give|cause)|been\s+told|when\s+i\s+start|about\s+to|going\s+to|gonna|planning|plan\s+to|thinking\s+(?:of|about)|considering|wants?\s+me\s+to|want\s+to\s+(?:start|try|check)|before\s+i\s+(?:start|order|try|buy)|haven['’]?t\s+(?:started|opened|tried)|not\s+(?:started|tried)|never\s+tried|next\s+week|tomorrow|i['’]?m\s+starting|will\s+(?:it|i|the|this|they)|would\s+(?:it|the|this|they|\w+)\s+(?:give|make|cause)|does\s+(?:it|\w+)\s+(?:always\s+|usually\s+|ever\s+)?cause|do\s+(?:they|\w+)\s+cause|can\s+(?:it|\w+)\s+cause|likely\s+to|is\s+it\s+true|i['’]?ve\s+(?:read|heard)|someone\s+said|apparently|in\s+case|just\s+bought)\b/iu;
export const OTHER =
  /\b(?:she|he|her|his|him|hers|someone|somebody|a\s+review|reviews?|(?:the\s+)?(?:dog|cat|puppy|kitten|pet)|(?:my|our|me)\s+(?:mum|mam|mammy|ma|da|mother|dad|father|husband|wife|partner|son|daughter|friend|nan|nana|gran|grandma|grandad|sister|brother|flatmate|colleague|child|kids?|baby|boyfriend|girlfriend|fella|missus|other\s+half)(?:['’]s)?|our\s+(?:lass|kid))\b/iu;
export const MINE = /\b(?:i|i['’]?m|im|i['’]?ve|ive|i['’]?d|me|myself)\b/iu;
const TAKEN =
  /\b(?:start\w*|began|begun|been\s+(?:on|takin(?:g|['’])?|having|using|trying|putting|drinking|adding)|i['’]?m\s+on|im\s+on|on\s+(?:it|them|the|my|\d)|i\s+(?:take|took|use|have|had|tried|bought|got|picked|mix|put|added|add)|takin(?:g|['’])?|took|using|trying|tried|(?:was|been|got)\s+given|prescribed|upped|increased|switched|adding|added|changed|bought|picked\s+up|got\s+some|first\s+(?:dose|scoop|one)|new\s+thing|only\s+thing|day\s+\d|days?\s+\d+|week\s+\d|since)\b/iu;
const TAKEN_IT =
  /\b(?:been\s+(?:on|taking|having|using)|taking|take|took|started|had|having|on|using)\s+(?:it|them|these|those|one|two|the\s+(?:tablets|capsules|caps|pills|powder|gummies|drops))\b/iu;
const RECENT =
  /\b(?:start\w*|began|begun|first\s+(?:dose|scoop|one|tablet|capsule)|upped|increased|switched|adding|added|since|ago|yesterday|last\s+\w+|this\s+(?:morning|week)|on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|just|new|for\s+(?:a|about|around|over|\d+|one|two|three|four|five|six)\s+(?:\w+\s+){0,2}(?:days?|weeks?|months?|fortnight)|(?:\d+|one|two|three|four|five|six)\s+(?:days?|weeks?|months?)(?:\s+now)?|wk\s*\d|week\s+\d)\b/iu;
const SUBJECT_OF_CAUSE =
  /^\s*(?:\S+\s+){0,3}?(?:has\s+|have\s+|is\s+|are\s+|was\s+|were\s+|['’]s\s+)?(?:left|leaves|given|gave|gives|made|makes|making|giving|caus\w+|turn\w+|bung\w+|brought|brings?|kept|keeps|upset\w*)\b/iu;
const GIVEN_ME = /\b(?:got|bought|gave|buys|gets|gives|suggested|put)\s+me\b/iu;
// "Took the zinc on an empty stomach and honked": taking it and the effect, told as one event.
const TOOK_THEN = new RegExp(
  String.raw`\b(?:took|had|swallowed|necked|been\s+(?:takin\w*|having|on))\b[^.;!?]{1,60}?(?:\b(?:and|n)\b|\ban['’]|&|\+)\s+(?:then\s+|just\s+|promptly\s+|instantly\s+|immediately\s+)?(?:i\s+)?(?:was\s+|got\s+|felt\s+|went\s+)?${EFFECT.source}`,
  "iu",
);
const STARTED =
  /\b(?:start(?:ed|ing)|began|begun|first\s+(?:dose|scoop)|upped|increased|switched|just\s+(?:started|took|had))\b/iu;
const LASTING =
  /\b(?:for\s+(?:a|about|around|over|\d+|one|two|three|four|five|six)\s+(?:\w+\s+){0,2}(?:days?|weeks?|months?|fortnight)|since\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|the\s+weekend|last\s+\w+))\b/iu;
const TOPIC =
  /^\s*(?:(?:\S+\s+){1,5}?(?:pros|cons|review|experience|diary|so\s+far|for\s+(?:the\s+)?\w+)|\S+(?:\s+\S+){0,4}\s*(?:[:=,–—-]|since|\+))/iu;
const SHOP =
  /\b(?:which|any|do\s+you\s+(?:sell|do|stock|have)|your|recommend|suggest|looking\s+at|ok\s+to\s+try|worth\s+(?:just\s+)?trying|(?:can|could|should)\s+i\s+(?:take|have|use|try|start|add)\b|worth\s+a\s+try|(?:would|could|will|does|do|can|might)\s+(?:\S+\s+){1,4}?(?:help|calm|clear|ease|sort|fix|work|be\s+good)|looking\s+for|should\s+i\s+try|in\s+stock|restock|deliver\w*|order|ship|is\s+there)\b/iu;
const TOPIC_CHANGE =
  /^\s*(?:also|separately|anyway|unrelated|quick\s+question|on\s+another\s+note|btw|by\s+the\s+way)\b|\bi\s+(?:also|already)\s+take\b|\banyway\b/iu;
const TIED_IN_TIME =
  /\b(?:since|now|by\s+\w+|after\s+(?:each|every|the|taking|it|them|one|my\s+(?:first|dose))|within|later|every\s*time|each\s+time|whenever|halfway|the\s+whole\s+(?:time|afternoon|morning|day|night|trip|evening)|all\s+(?:day|week|afternoon|morning|night)|ever\s+since|most\s+(?:mornings|afternoons|evenings|nights|days)|every\s+(?:single\s+)?(?:morning|afternoon|evening|night|day)|the\s+last\s+(?:few\s+)?(?:weeks?|days?)|lately|over\s+the\s+last|first\s+(?:dose|scoop|week|day)|(?:\d+|one|two|three|four|five|six)\s+(?:weeks?|days?|months?)\s+(?:in|now)|week\s+(?:\d|one|two|three)|day\s+\d|days?\s+\d|so\s+far|this\s+week|for\s+(?:a|two|three|\d+)\s+days|yesterday|this\s+morning|twenty\s+minutes|half\s+an\s+hour|an\s+hour|mins?\s+after)\b/iu;
const BLAME_ASKED =
  /\b(?:could\s+(?:that|it|this|they|either|one|those|the)\b|is\s+(?:that|it|this)\s+(?:it|the|normal|common|likely|a\s+known|related|connected|harmful|just)|related|connection|connected|coincidence|is\s+it\s+(?:the|that|them|this)\b|which\s+one|should\s+i\s+(?:stop|keep|carry|give|come|be\s+worried|halve|drop|cut)|should\s+(?:the|it|they)\b|worth\s+(?:stopping|carrying|it)|give\s+up|does\s+that\s+happen|known\s+(?:thing|one|side)|anyone\s+else|is\s+that\s+normal|too\s+much|allerg\w*|thinning\s+my|dropping\s+my|how\s+long\s+(?:does|will)|how\s+do\s+i\s+stop|why\s+(?:do|does)|is\s+it\s+normal|am\s+i\s+taking\s+it\s+wrong|gentler|kinder|not\s+suiting|doesn['’]?t\s+suit|the\s+only\s+(?:new\s+)?thing|only\s+thing\s+i['’]?ve\s+changed|new\s+thing|(?:reckons?|thinks?|says?|said)\s+(?:that['’]?s|it['’]?s)\s+(?:it|the|why|what))\b/iu;
const LISTED_AGAINST = /\b(?:downsides?|cons|bad|minus|side\s*effects?)\s*[:=–—-]|[✘✗❌]/iu;
const CAUSE_WORD = String.raw`(?:make|makes|made|making|give|gives|gave|giving|given|cause\w*|leave\w*|left|turn\w*|bung\w*|upset\w*|bring\w*|brought|have|has|had|got|keeps?|kept|set\w*|is|are|was|were)`;
const POINTED = new RegExp(
  String.raw`\b(?:it|they|them|these|those|that\s+stuff|this\s+stuff|the\s+(?:tablets?|capsules?|caps|pills?|powder|gummies|drops|oil|shots?|juice|tabs|lozenges|stuff|supplements?|combo))(?:['’](?:s|re|ve))?\s+(?:\w+\s+){0,2}?${CAUSE_WORD}\b`,
  "iu",
);
const SAID_BY =
  /\b(?:gp|doctor|dr|pharmacist|nurse|dentist|optician|consultant|gynae|dietitian|nutritionist|wife|husband|partner|mum|sister|other\s+half|health\s+visitor)\b[^.?!]*\b(?:says?|said|thinks?|reckons?|told|asked|noticed|mentioned)\b[^.?!]*\b(?:(?:is|are|was|it['’]?s|that['’]?s)\s+(?:probably\s+|likely\s+|most\s+likely\s+|definitely\s+)?(?:the|from|why|what|behind|causing|doing)|from|behind|explain\w*|caus\w*|to\s+blame|skewing|likeliest|known\s+one|reason)\b/iu;
export const OTHER_CAUSE =
  /\b(?:bug|\w*virus|noro|gastro\w*|cold|flu|covid|cough|infection|food\s+poisoning|hangover|too\s+many|wedding|partying|party|teething|pregnan\w*|hay\s*fever|pollen|stress(?:ed|ful)?\s+(?:at|with|about)|long\s+week|shifts?|not\s+enough\s+sleep|lack\s+of\s+sleep|dehydrat\w*|too\s+little\s+water|takeaway|something\s+i\s+ate|late\s+night|jet\s+lag|clocks|so\s+hot|heatwave|football|spreadsheets|glasses|neighbours|antibiotics?|antidepressants?|the\s+pill|contraceptive|blood\s+pressure\s+(?:tablets|pills|meds)|new\s+(?:tablets|pills|meds|medication|medicine|glasses|job)|metformin|statins?|chemo\w*|radiotherapy|steroids?|painkillers?|ibuprofen|naproxen|aspirin|codeine|co-codamol|medication|operation|op\b|period\s+pains?|time\s+of\s+the\s+month|menopause)\b/iu;

interface Said {
  text: string;
  supplements: PhraseMatch<string>[];
}

export const SENTENCE = /(?<=[.!?])\s+|[\n;]+|\s+[–—]\s+|(?<=\S)\s*[,]?\s*\b(?=but\b)/u;

const TAKEN_FOR =
  /\b(?:for|help\w*(?:\s+with)?|with\s+my|treat\w*|ease|against)\s+(?:my\s+|the\s+|this\s+|these\s+|\w+\s+)?$/iu;

const PERSON = new RegExp(`${OTHER.source}|${MINE.source}`, "giu");

// The last person named before the effect, unless "my" or "me" follows: "she says the spots on my back".
function othersEffect(text: string, at: number, length: number): boolean {
  const persons = [...text.slice(0, at).matchAll(PERSON)];
  const last = persons.at(-1)?.[0] ?? "";
  const after = text
    .slice(at + length)
    .split(/\s+/u)
    .slice(0, 5)
    .join(" ");
  return OTHER.test(last) && !/\b(?:my|me)\b/iu.test(after);
}

export function effectsIn(text: string): string[] {
  return [...text.matchAll(EFFECT)]
    .filter((match) => {
      const before = text.slice(0, match.index);
      return (
        !EFFECT_UNDONE.test(before) &&
        !/\b(?:no|non|anti)-$/iu.test(before) &&
        !TAKEN_FOR.test(before) &&
        !othersEffect(text, match.index, match[0].length)
      );
    })
    .map((match) => match[0]);
}

const CAUSED_BY =
  /(\S+)(?:\s+(?:also|really|just|always|still|definitely|probably|now|actually))?\s+(?:makes?|made|making|gives?|gave|giving|(?:is|are|has|have)\s+(?:made|given|making|giving))\s+(?:me|my)\b/iu;
const FROM = /\b(?:(?:from|because\s+of|due\s+to)\s+(?:the|my)|it['’]?s\s+the)\s+(\S+)/iu;
const SUPPLEMENT_WORD =
  /^(?:it|its|they|theyre|them|these|this|that|thats|stuff|taking|starting|using|having|tablets?|capsules?|caps|pills?|powder|gummies|drops|oil|one|ones|dose|supplements?|shots?|juice|tabs|lozenges|combo)$/iu;

function ownEffect(text: string): boolean {
  // Not causes: a simile ("swell up like I'm pregnant"), or what the supplement is taken for ("for my cold").
  const plain = text.replace(
    /\b(?:like\s+(?:i['’]?m|i\s+am|i['’]?ve\s+got|i\s+have|a|an)|for\s+(?:my|the|a|an)|through\s+my)\s+\w+(?:\s+\w+)?/giu,
    " ",
  );
  if (effectsIn(text).length === 0 || AHEAD.test(text) || OTHER_CAUSE.test(plain)) return false;
  if (LONG_STANDING.test(text)) return false;
  const general =
    /\b(?:you|people|anyone|someone|caus\w*|max\w*|before\s+it)\b/iu.test(text) &&
    !MINE.test(text) &&
    !/\bmy\b/iu.test(text);
  return !(/\?\s*$/u.test(text) && general);
}

type SupplementsIn = (text: string) => PhraseMatch<string>[];
const MARKS = [".", "!", "?", ";", "\n", "•", "—", "–"];

const OVER = [IMPROVED, PAST].map((pattern) => new RegExp(pattern.source, "giu"));
const NEGATED_BEFORE = new RegExp(`${NEGATION}\\s+$`, "iu");

const overSaid = (text: string) =>
  OVER.flatMap((pattern) => [...text.matchAll(pattern)]).filter(
    (match) => !NEGATED_BEFORE.test(text.slice(0, match.index)),
  );

// Not taken by the writer: "my kid ate those gummies I brought back", "is the vitamin D worth it?".
const SOMEONE_TOOK = new RegExp(
  String.raw`${OTHER.source}\s+(?:\S+\s+)?(?:ate|swallowed|took|had|got\s+into|(?:has|have)\s+(?:eaten|swallowed|taken|had))\b`,
  "iu",
);
const CONSIDERED =
  /\b(?:worth\s+(?:it|taking|trying|a\s+go|buying|getting)|should\s+i\s+(?:take|try|start|get)|would\s+\S+\s+help)\b[^.!]*\?/iu;

function taken(said: Said, at: number, all: readonly Said[]): boolean {
  const { text } = said;
  if (SHOP.test(text) && !TAKEN.test(text.replace(SHOP, " "))) return false;
  if (CONSIDERED.test(text) && !TAKEN.test(text)) return false;
  if (SOMEONE_TOOK.test(text)) return false;
  const mine = said.supplements.some((match) =>
    new RegExp(`\\bmy\\s+${(match.words[0] ?? "").slice(0, 3)}`, "iu").test(text),
  );
  const causes = said.supplements.some((match) => {
    const last = match.words.at(-1) ?? "";
    const after = text.slice(text.toLowerCase().lastIndexOf(last) + last.length);
    return SUBJECT_OF_CAUSE.test(after);
  });
  const opening = normaliseName(text).split(" ").slice(0, 5);
  const topic = TOPIC.test(text) && said.supplements.some((match) => opening.includes(match.words[0] ?? ""));
  const own = mine || causes || topic || TAKEN.test(text) || GIVEN_ME.test(text);
  if (own && !(OTHER.test(text) && !MINE.test(text))) return true;
  const next = all[at + 1];
  return (
    next !== undefined &&
    next.supplements.length === 0 &&
    (TAKEN_IT.test(next.text) || TAKEN.test(next.text) || POINTED.test(next.text))
  );
}

function causedByOther(part: Said): boolean {
  const named = part.supplements.flatMap((match) => match.words);
  return [CAUSED_BY, FROM].some((pattern) => {
    const cause = normaliseName(pattern.exec(part.text)?.[1] ?? "").split(" ")[0] ?? "";
    return cause !== "" && !named.includes(cause) && !SUPPLEMENT_WORD.test(cause);
  });
}

// "Maca's given me spots": read with the possessive too, as "St John's wort" needs it kept.
function supplementsWithOwner(text: string, supplementsIn: SupplementsIn): PhraseMatch<string>[] {
  const found = supplementsIn(text);
  const more = supplementsIn(text.replace(/(\p{L})['’]s\b/gu, "$1"));
  return [...found, ...more.filter((match) => !found.some((known) => known.value === match.value))];
}

/** Over or better after `at`, said of what is read, not of another supplement in a list. */
export function resolvedAfter(
  message: string,
  at: number,
  names: readonly string[],
  supplementsIn: SupplementsIn,
): boolean {
  return (
    overSaid(message)
      .filter((match) => match.index > at)
      // "Peppermint is fine but turmeric makes me sick": what follows "but" is the point.
      .filter((match) => !/^[^.?!]*\bbut\b/iu.test(message.slice(match.index)))
      .some((match) => {
        const start = Math.max(...MARKS.map((mark) => message.lastIndexOf(mark, match.index)));
        const ends = MARKS.map((mark) => message.indexOf(mark, match.index)).filter((end) => end >= 0);
        const sentence = message.slice(start + 1, ends.length > 0 ? Math.min(...ends) : undefined);
        return supplementsIn(sentence).every((read) => names.includes(read.value));
      })
  );
}

/** Supplements a message's story says disagree with the person, when no clause says so by itself. */
export function storyReactions(message: string, supplementsIn: SupplementsIn): string[] {
  if (AHEAD.test(message) && !/\b(?:since|started|did\s+start|been\s+on|been\s+taking)\b/iu.test(message))
    return [];
  const said: Said[] = message
    .replace(/\bst\.\s/giu, "St ")
    .split(SENTENCE)
    .map((text) => ({ text, supplements: supplementsWithOwner(text, supplementsIn) }));
  const effects = said.filter(
    (part, at) =>
      ownEffect(part.text) &&
      overSaid(part.text).length === 0 &&
      !causedByOther(part) &&
      !(/^\s*but\b/iu.test(said[at + 1]?.text ?? "") && causedByOther(said[at + 1] ?? part)),
  );
  if (effects.length === 0) return [];
  const blamed =
    BLAME_ASKED.test(message) ||
    LISTED_AGAINST.test(message) ||
    SAID_BY.test(message) ||
    said.some((part) => POINTED.test(part.text) && effectsIn(part.text).length > 0);
  const takes = said.map((part, at) => part.supplements.length > 0 && taken(part, at, said));
  const firstTaken = takes.indexOf(true);
  const lastEffect = effects.at(-1);
  const effectsFirst = lastEffect !== undefined && said.indexOf(lastEffect) < firstTaken;
  const recent = said.some(
    (part, at) =>
      part.supplements.length > 0 &&
      (RECENT.test(part.text) ||
        (TAKEN_IT.test(said[at + 1]?.text ?? "") && RECENT.test(said[at + 1]?.text ?? ""))),
  );
  const started = said.some(
    (part) => part.supplements.length > 0 && (STARTED.test(part.text) || TOOK_THEN.test(part.text)),
  );
  const moved = TOPIC_CHANGE.test(message);
  const timed = (!moved && effects.some((part) => TIED_IN_TIME.test(part.text))) || recent;
  // Told first, an effect needs a blame, a start or a length of taking: "tired for months… on vitamin D since".
  const lasting = said.some((part) => part.supplements.length > 0 && LASTING.test(part.text));
  const tied = blamed || started || (effectsFirst ? lasting : timed);
  if (!tied) return [];
  const takenNames = said.flatMap((part, at) =>
    takes[at] === true && !TOPIC_CHANGE.test(part.text) ? part.supplements.map((match) => match.value) : [],
  );
  const names = [...new Set(takenNames)];
  return resolvedAfter(message, message.lastIndexOf(lastEffect?.text ?? ""), names, supplementsIn)
    ? []
    : names;
}
