import type { PhraseMatch } from "./names";
import { SENTENCE } from "./reaction-stories";

const TEST = String.raw`(?:inrs?|coagu?chek|clotting(?:\s+(?:levels?|tests?|times?|results?|numbers|bloods?))?|urate|uric\s+acid|neutrophils|(?:adjusted\s+|corrected\s+)?ca|k\+|na\+|mg\s+levels?|glucometer|cgm|(?:bp\s+)?monitor|alt|ast|ggt|gamma[\s-]?gt|lfts?|liver(?:\s+(?:function(?:\s+tests?)?|tests?|bloods?|enzymes?|results?|numbers|levels?|readings?))?|bilirubin|ck|creatine\s+kinase|creatinine|e?gfr|(?:kidney|renal)\s+(?:function|results?|bloods?|tests?|numbers)|potassium|sodium|calcium|magnesium|ferritin|ha?emoglobin|hb|platelets?|white\s+(?:cell\s+|blood\s+)?count|tsh|t[34]|thyroid\s+(?:results?|levels?|bloods?|tests?|function|numbers)|prolactin|psa|hba1c|a1c|(?:blood\s+)?sugars?|glucose|meter|libre|readings?|bp|blood\s+pressure|(?:resting\s+)?(?:heart\s+rate|hr|pulse)|cholesterol|ldl|hdl|triglycerides|lipids|oxalate|urine\s+dip\w*|dipstick|urea|testosterone|oestradiol|estradiol|oestrogen|fsh|lh|cortisol|shbg|progesterone|(?:drug|tac|tacro|tacrolimus|lithium|digoxin|phenytoin|ciclosporin|cyclosporin|sirolimus|carbamazepine|valproate|theophylline|vit(?:amin)?\s*[a-z]\d*|b\s?\d+)\s+levels?|(?:vit(?:amin)?\s*[a-z]\d*|b\s?\d+|folate|copper|zinc|iron|selenium|iodine)(?=\s+(?:levels?|came\s+back|results?|(?:was|is)\s+\d))|bloods|blood\s+tests?|levels?)`;
const CHANGED = String.raw`(?:too\s+(?:thick|thin)|crazy|up\s+and\s+up|high|higher|low|lower|raised|elevated|deranged|abnormal|off|funny|odd|weird|wonky|up|down|doubled|tripled|fell|fallen|dropped|dropping|drifted|drifting|climbed|climbing|risen|rose|rising|shot|jumped|spiked|crashed|tanked|plummeted|soared|crept|unstable|all\s+over|sky[\s-]high|through\s+the\s+roof|off\s+the\s+charts?|out\s+of\s+range|over\s+the\s+range|alarming|won['’]?t\s+(?:get|go)\s+(?:above|below)|showed\s+(?:protein|blood|glucose|ketones)|in\s+the\s+(?:hundreds|thousands)|(?:\d+|two|three|four|five|ten)\s*(?:x|times)\s+(?:the\s+)?(?:normal|upper|limit|top)|(?:under|below|above|over)\s+(?:target|range))`;
const NUTRIENT = String.raw`(?:vit(?:amin)?\s*[a-z]\d*|b\s?\d+|calcium|potassium|magnesium|sodium|iron|copper|zinc|folate|selenium|iodine)`;
const VKA = String.raw`(?:warfarin|sinthrome|acenocoumarol|phenindione)`;
const DOSE_CHANGED = String.raw`(?:cut|drop|lowered|reduced|dropped|halved|changed|upped|increased|raised|adjusted|altered)`;
const ANTICOAGULATION = [
  String.raw`\bblood(?:['’]s|\s+(?:is|was|were|has\s+been|had\s+got|got|went|gone|became|getting|too|really|very|so|way))(?:\s+(?:too|really|very|so|way|a\s+bit|far|much))*\s+(?:thin(?:ner)?|thick(?:er)?)\b`,
  String.raw`\b${DOSE_CHANGED}\s+(?:\S+\s+){0,2}?${VKA}\b`,
  String.raw`\b(?:${VKA}(?:['’]?s)?|dose)\s+(?:dose\s+)?(?:(?:was|has\s+been|been|had\s+to\s+be|got|needed\s+to\s+be|needs\s+to\s+be)\s+)?(?:\S+\s+)?${DOSE_CHANGED}\b`,
  String.raw`\b(?:${VKA}|anticoag\w*|inr)\s+(?:clinic|nurse|team|service)\b[^.!?]{0,30}?\b${DOSE_CHANGED}\s+(?:my|the)\s+dose\b`,
].join("|");
const RESULT = new RegExp(
  String.raw`\b${TEST}(?:['’]s)?\b(?:\s+\S+){0,4}?\s+${CHANGED}\b|\b${TEST}(?:['’]s)?\s*(?:(?:was|is|were|of|at|came\s+back(?:\s+at)?|=|:|reads?|read|showed|(?:went|gone)(?:\s+(?:up|down))?(?:\s+(?:to|from))?|(?:up|down)\s+(?:to|from))\s*)?\d|\b${CHANGED}\s+${TEST}\b|\b${TEST}\b(?:\s+\S+){0,6}?\s+(?:was|is|were|showed|reads?|read|reading|showing|shows|said|says|gave|came\s+(?:back|out)(?:\s+at)?|at|of|to|from|gone|went|now|over|above|under|below|been|wis|=|->|→)\s+\d|\b(?:low|high|raised|elevated|deranged|abnormal)\s+${NUTRIENT}\b|\d[\d.]*\s+(?:\S+\s+){0,3}?(?:on|in)\s+(?:my\s+)?(?:meter|libre|monitor|watch|bloods|readings?)\b|\b(?:hyper|hypo)\w*(?:aemi|emi)\w*|\bhepatitis\b|${ANTICOAGULATION}`,
  "giu",
);
const ASKING = /\b(?:if|can|could|does|do|will|would|should|might|may|is\s+it\s+true|risk)\b/iu;

// A nutrient named as the thing measured is not one taken: "my copper is really low", "vit D level 390".
const MEASURED_NUTRIENT = new RegExp(
  String.raw`\b(?:corrected\s+)?${NUTRIENT}(?:['’]s)?(?:\s+(?:levels?|results?|deficiency|on|in|at|my|a|the|blood|bloods|tests?)){0,4}(?:\s+(?:has\s+|had\s+)?(?:came|come|was|is|were|went|gone|fell|dropped|are|crept|rose|jumped|climbed|shot)(?:\s+(?:back|up|down))?)?(?:\s+(?:at|to))?(?:\s+(?:really|very|too|quite|way|a\s+bit))?\s+(?:high|low|raised|above|over|under|below|\d[\d.,]*)|\b${NUTRIENT}\s+deficiency\b|\b(?:low|high|raised|elevated|deficient)\s+${NUTRIENT}`,
  "giu",
);

// What a supplement contains is not another one taken: "all the iodine from the kelp", "full of vitamin K".
const CONSTITUENT = new RegExp(
  String.raw`\b(?:full\s+of|high\s+in|rich\s+in|loaded\s+with|packed\s+with|lots\s+of|how\s+much|has|contains)\s+${NUTRIENT}|\b${NUTRIENT}\s+(?:(?:was|is|are)\s+)?(?:from\s+(?:the|my|those|these|that|them|it)|in\s+(?:those|these|them|it))\b`,
  "giu",
);

const NOT_A_REACTION =
  /\b(?:(?<!after\s+(?:\S+\s+){0,3})(?:stable|steady)(?!\s+(?:\S+\s+){0,6}?(?:then|until|till|but|for\s+(?:about\s+|over\s+|nearly\s+)?(?:\w+\s+)?years))|sat\s+at\s+\d|hasn['’]?t\s+(?:budged|changed|moved)|no\s+(?:side\s+effects|issues|problems|supplements?)|(?<!not\s+(?:best\s+|very\s+|too\s+)?)(?:happy|pleased|chuffed)|brilliant|great\s+news|exactly\s+what|hoping\s+for|keep\s+going|same\s+as\s+always|just\s+in\s+case|(?:told|advised|said)(?:\s+me)?(?:\s+to)?\s+(?:take|start|buy|try|get)|suggested\s+\S+\s+(?:tablets|capsules|supplements)|what\s+dose|should\s+i\s+(?:start|take|try|be\s+on|get)|can\s+i\s+(?:still\s+|also\s+)?(?:take|have|try|use|start)|which\s+one|good\s+control|well\s+controlled|under\s+control|nothing\s+to\s+worry|asking\s+about|helped|about\s+to\s+start|thinking\s+of\s+(?:starting|trying|taking)|does\s+it\s+(?:actually\s+|really\s+)?work|planning\s+to|before\s+i\s+(?:ever\s+)?start\w*|that['’]?s\s+why\s+i['’]?m\s+taking|(?:started|put)\s+me\s+on|so\s+(?:now\s+)?(?:the\s+)?(?:gp|doctor|doc|nurse|they|i['’]?m|i)\s+(?:\S+\s+){0,2}?(?:start\w*|add\w*|gave|give|put|prescrib\w*|suggest\w*)|worth\s+(?:buying|trying|getting)|not\s+taking\s+anything|haven['’]?t\s+(?:taken|started|had\s+any\s+bloods)|(?:would|might|could|does|do|will)\s+\S+(?:\s+\S+)?\s+help|worth\s+a\s+go|(?:safe|ok|okay)\s+for\s+me\s+to|(?:fine\s+to|can|could)\s+carry\s+on|impressed|delighted|thrilled|improv\w+|in\s+stock|do\s+you\s+(?:have|sell|stock|do)|before\s+i\s+(?:order|buy)|checking\s+before)\b/iu;
const NORMAL =
  /\b(?:normal|fine|ok|okay|all\s+good|spot\s+on|on\s+target|in\s+(?:my\s+|the\s+)?range|within\s+(?:my\s+|the\s+)?(?:range|target))\b/iu;
const NOT_NOW = /\b(?:feel\w*|felt|last\s+(?:year|time)|before|previous\w*|used\s+to|usually|always)\b/iu;
const CELEBRATED = /🙌|🎉|👍|💪|😀|😁|😊|\b(?:yay|woo+hoo|buzzing|get\s+in)\b/iu;
const CLEARED_THAT =
  /\b(?:that['’]?s\s+not\s+it|(?:was|were|are|is)(?:n['’]?t|\s+not)\s+(?:bothered|concerned|worried)|nothing\s+to\s+do\s+with)\b/iu;
const STOPPED_THEN =
  /\b(?:off\s+(?:it|them)|stopp\w+(?!\s+(?:\S+\s+){0,3}before)|came\s+off|a\s+break|without\s+(?:it|them))\b/iu;

const TIED =
  /\b(?:since|after|start\w*|began|took|been\s+drinking|for\s+(?:\d+|a|two|three|four|six|a\s+few|several)\s+(?:days?|weeks?|months?)|stopp\w+|came\s+off|only\s+(?:thing|change)|went\s+on|on\s+top\s+of|been\s+(?:on|taking|having|using)|added|adding|switched|upped|now\s+my|and\s+now|taking|using|having|come\s+off|off\s+it|went\s+from|increased|doubled)\b/iu;
const BLAME =
  /\b(?:is\s+(?:that|this)\s+why|coincidence|must\s+be\s+(?:that|the|it|them)|except|apart\s+from|other\s+than|only\s+(?:new\s+thing|thing\s+new|difference)|(?:made|makes|sent|pushed|knocked)\s+my|said|says|say|think\w*|thought|reckon\w*|blam\w*|linked|put\s+(?:it\s+)?down\s+to|suspect\w*|(?:want|wants|told)\s+me\s+(?:off|to\s+(?:stop|bin|come\s+off))|(?:stop|bin|ditch)\s+the|culprit|caus(?:e|es|ed|ing)|what['’]?s\s+(?:done|doing|causing|pushing|skewing)|(?:is|was)\s+what|that['’]?s\s+(?:what|why)|(?:is|was|it['’]?s|its)\s+(?:probably|likely|most\s+likely|the)|only\s+(?:thing|change)|could\s+it\s+be|(?:is|was)\s+it\s+(?:the|my|that)|(?:told|asked|advised|wants?)\s+me\s+(?:to\s+)?(?:drop|cut|reduce|lower|lay\s+off)|lay\s+off|any\s+link|known\s+to|(?:can|does|could)\s+\S+(?:\s+\S+)?\s+(?:do|cause)\s+(?:that|this|both|it)|doing\s+(?:that|this|it)|the\s+one\s+doing|asked\s+(?:about|if|whether)|full\s+of|high\s+in|problem\s+with|anyone\s+else)\b/iu;
const CLEARED =
  /(?:\bnot|n['’]t)\s+(?:really\s+)?(?:the|a|an)\s+(?:problem|issue|cause|culprit)|\b(?:is|are|['’]s|was)\s+(?:fine|ok|okay|safe)\b|\bnothing\s+changed\b|\b(?:irrelevant|not\s+relevant|unrelated|not\s+related)\b/iu;
const NOT_THE = /\bnot\s+(?:the|my)\s+((?:\S+\s+){0,3}\S+)/giu;
const CLAUSE = new RegExp(`${SENTENCE.source}|[,;]|\\s+[–—-]\\s+|\\bbut\\b`, "u");
const OTHER_CAUSE =
  /\b(?:said|says|thinks?|reckons?|(?:put\s+(?:it\s+)?)?down\s+to|blamed?|because\s+of|due\s+to|from|after|since|it['’]?s|it\s+was)\s+(?:\S+\s+){0,3}?(?:running|run|\d+k|marathon|training|fitness|exercise|leg\s+day|drinking|alcohol|stag|fatty\s+liver|hormonal|menopause|pregnan\w*|kidney\s+disease|prostate|inflammation|flare|infection|bug|antibiotics?|clarithromycin|amiodarone|carbamazepine|rifampicin|phenytoin|tramadol|paracetamol|statins?|atorvastatin|pill|insulin|chemo\w*|weight|periods?|mince\s+pies|christmas|cake|kale|spinach|adenoma|ibuprofen|naproxen|painkillers?|steroids?|prednisolone|furosemide|diuretics?|water\s+tablets|\w+(?:olol|pril|sartan|azole|mycin|cillin|olone|semide|thiazide)|covid|flu|virus|fever|itp|sample|haemolys\w*|hemolys\w*|dehydrat\w*|hike|walk|gestational|syndrome|brand)\b|\b(?:switched|changed)\s+(?:my|the)\s+(?!dose\b)\S+|\bfound\s+(?:a|an)\b|\btoo\s+many\b|\bturned\s+out\b|\b(?:forgot|missed|skipped)\s+(?:my|a|some|the|two|three|\d+)\b/iu;

type SupplementsIn = (text: string) => PhraseMatch<string>[];

const NOT_OWN =
  /\b(?:his|her|their|he|she|\w+['’]s|(?:mum|mom|mam|mother|dad|father|nan|gran|grandad|grandma|husband|hubby|wife|partner|son|daughter|brother|sister|neighbour|friend|auntie|aunt|uncle)s|(?:i|we)\s+(?:have|had|['’]ve\s+got))\s+$/iu;

function ownResult(message: string, test = /./u): boolean {
  return message.split(SENTENCE).some(
    (part) =>
      test.test(part) &&
      [...part.matchAll(RESULT)].some((result) => {
        const before = part.slice(0, result.index);
        return !ASKING.test(before) && !NOT_OWN.test(before);
      }),
  );
}

const ANTICOAGULATED = new RegExp(
  String.raw`\b(?:inrs?|anticoag\w*|clotting|coagu?chek|coumadin|marevan|(?:warfarin|yellow)\s+(?:clinic|book))\b|${VKA}|\b(?:thin|thinner|thick|thicker)\b.*\b[1-9]\.\d\b|\b[1-9]\.\d\b.*\b(?:thin|thinner|thick|thicker)\b`,
  "iu",
);
const ANTICOAGULATION_RESULT = new RegExp(
  String.raw`\b(?:inrs?|clotting|coagu?chek|thin|thinner|thick|thicker|dose|levels?|anticoag\w*|clinic)\b|${VKA}`,
  "iu",
);

/** The person's own INR or warfarin result ("my INR was 5.2", "the clinic cut my warfarin dose"), said with warfarin. */
export const ownInrResult = (message: string): boolean =>
  ANTICOAGULATED.test(message) && ownResult(message, ANTICOAGULATION_RESULT);

const MEASURED_NORMAL = new RegExp(
  String.raw`\b${NUTRIENT}(?:['’]s)?\s+(?:levels?|results?|bloods?|tests?)\s+(?:(?:was|is|are|were|came|come|back)\s+)+(?:all\s+)?(?:fine|normal|ok|okay|good|in\s+range)\b`,
  "giu",
);
// "Vitamin D3 4000" is a dose taken, not a level measured.
const MEASURING =
  /\b(?:levels?|results?|deficien\w*|bloods?|tests?|came|come|was|is|were|went|gone|fell|dropped|are|crept|rose|jumped|climbed|shot|high|low|raised|above|over|under|below|elevated)\b/iu;
const blank = (said: string) => (MEASURING.test(said) ? " ".repeat(said.length) : said);

export const withoutMeasured = (message: string): string =>
  message.replace(MEASURED_NUTRIENT, blank).replace(MEASURED_NORMAL, blank);

/** Nutrients named only as what was measured ("calcium a bit high since the vitamin D"), so not taken. */
export function measuredOnly(message: string, supplementsIn: SupplementsIn): Set<string> {
  const taken = new Set(supplementsIn(withoutMeasured(message)).map((match) => match.value));
  return new Set(supplementsIn(message).flatMap((match) => (taken.has(match.value) ? [] : [match.value])));
}

// Stopping a supplement moves an INR too: "stopped my St John's wort and now my INR is 5".
const STOPPED_IT =
  /\b(?:stopped|came\s+off|quit|gave\s+up|ran\s+out\s+of)\s+((?:\S+\s+){0,5}?\S+)\s+(?:and|&|then|but)\b/giu;

/** Supplements blamed for a test result or reading, not a feeling: "my INR was 4.8 since I started turmeric". */
export function resultReactions(message: string, supplementsIn: SupplementsIn): string[] {
  if (!ownResult(message) || NOT_A_REACTION.test(message) || CELEBRATED.test(message)) return [];
  const text = message
    .replace(MEASURED_NUTRIENT, (said: string, ...rest: unknown[]) => {
      const doseTaken = /^\s*(?:iu|mg|mcg|µg|ug|units?)\b/iu.test(
        message.slice(Number(rest.at(-2)) + said.length),
      );
      return doseTaken ? said : " the result ";
    })
    .replace(CONSTITUENT, " it ");
  const names = (part: string) => supplementsIn(part).map((match) => match.value);
  const notThe = [...text.matchAll(NOT_THE)].flatMap((match) => names(match[1] ?? ""));
  const clearing = (part: string) => CLEARED.test(part) && names(part).length > 0;
  const clauses = text.split(CLAUSE);
  const normal = clauses.some((part) => NORMAL.test(part) && !NOT_NOW.test(part) && !clearing(part));
  if (normal && !STOPPED_THEN.test(message)) return [];
  const cleared = new Set([...clauses.filter((part) => CLEARED.test(part)).flatMap(names), ...notThe]);
  const kept = (found: string[]) => [...new Set(found)].filter((name) => !cleared.has(name));
  const blaming = text.split(SENTENCE).filter((part) => BLAME.test(part));
  const blamedIn = (sentence: string) => {
    const clauses = kept(
      sentence
        .split(CLAUSE)
        .filter((part) => BLAME.test(part))
        .flatMap(names),
    );
    return clauses.length > 0 ? clauses : kept(names(sentence));
  };
  const blamed = [...new Set(blaming.flatMap(blamedIn))];
  if (blamed.length > 0) return blamed;
  const causes = text.replace(/\bfor\s+(?:my|the|a|an)?\s*(?:\S+\s+){0,2}\S+/giu, " ");
  if (OTHER_CAUSE.test(causes) || CLEARED_THAT.test(text)) return [];
  const stopped = ANTICOAGULATED.test(message)
    ? [...text.matchAll(STOPPED_IT)].flatMap((match) => names(match[1] ?? ""))
    : [];
  return blaming.length > 0 || TIED.test(text) ? kept([...names(text), ...stopped]) : [];
}
