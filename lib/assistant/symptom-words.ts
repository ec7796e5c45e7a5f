// Symptoms as people write them, by family. Emergencies never get here: triage answers them first.
const SYMPTOM_WORDS = [
  // pain and swelling
  "aches?|aching|achy|ached|pains?(?! ?(?:relief|killers?|medication|medicines?))|painful|hurts|hurting|sore(?:ness)?",
  "tender|swollen|swelling|swells?|puffy|stiff(?:ness)?|cramps?|cramping|spasms?|twitch\\w*|shin splints|gout",
  "headaches?|migraines?|earache|toothache|teething|period pains?|(?:my |her |the )?back'?s? (?:is )?killing",
  // skin, hair and nails
  "rash(?:es)?|itch(?:y|ing|es)?|hives|blisters?|a lump|lumps? (?:on|in|under) \\w+|spots|acne|break ?outs?",
  "broken out|dry skin|eczema|psoriasis|dandruff|athlete'?s foot|verrucas?|warts?|cold sores?|bruis\\w*",
  "hair (?:is )?(?:falling out|coming out|thinning|loss)|thinning hair|losing (?:my )?hair|(?:brittle|splitting) nails",
  "nails (?:keep )?(?:splitting|breaking|peeling)|burns? (?:really )?easily",
  // colds, chest and nose
  "cough(?:s|ing)?|(?:a|the|head|chest|common) colds?|colds|flu|runny nose|blocked nose|stuffy nose|bunged up",
  "congested|sneez\\w*|sinus(?:es|itis)?|hay ?fever|sore throat|phlegm|mucus|chesty|wheez\\w*|snor\\w*",
  "breathless(?:ness)?|short of breath",
  // tiredness, sleep, mood and mind
  "tired(?:ness)?|exhausted|exhaustion|fatigued?|knackered|no energy|worn out|run down|drained|drowsy|groggy",
  "can'?t sleep|cannot sleep|insomnia|trouble sleeping|struggling to sleep|not sleeping|lie awake|sleep (?:badly|poorly)",
  "waking (?:up )?(?:at night|in the night|early)|vivid dreams|nightmares|jet ?lag",
  "anxious|anxiety|stress(?:ed)?(?: out)?|panic attacks?|low mood|mood swings|moods|nervous|butterflies|shaky",
  "feel(?:s|ing)? (?:a bit |really |so |quite )?(?:low|down|flat|weak|faint|rough|rubbish|awful|terrible|unwell|ill|sick)",
  "can'?t (?:switch off|concentrate|focus)|brain fog|foggy|forgetful|forgetting|memory",
  // stomach, bladder and periods
  "dizz(?:y|iness)|light-?headed|nause(?:a|ous|ated)|being sick|vomit\\w*|throwing up|travel sick|sea ?sick",
  "diarrh(?:o)?ea|the runs|constipat\\w*|bloat\\w*|trapped wind|gassy|heartburn|indigestion|reflux|ibs",
  "stomach ache|tummy ache|upset (?:stomach|tummy)|upsetting my (?:stomach|tummy)|burps?|black (?:poo|stools?)",
  "sting\\w* when i (?:wee|pee)|thrush|cystitis|uti|(?:heavy|painful) periods?|periods? (?:are|is) (?:really )?heavy",
  "hot flush(?:es)?|night sweats|sweating",
  // other
  "weakness|numb(?:ness)?|tingl\\w*|pins and needles|palpitations|(?:heart|pulse) (?:is )?(?:racing|pounding)",
  "fever|(?:a|high) temp(?:erature)?|running a temp\\w*|shiver\\w*|chills|freezing|cold (?:hands|feet)",
  "bleeding gums|gums bleed|nosebleeds?|mouth ulcers?|tinnitus|ringing in (?:my|his|her|the) ears",
  "blurr(?:y|ed) vision|dry eyes|eyes are (?:dry|gritty)|cracked lips|hangover|poorly|unwell|under the weather",
];
export const SYMPTOM = new RegExp(`\\b(?:${SYMPTOM_WORDS.join("|")})\\b`);
const WHOLE_SYMPTOM = new RegExp(`^(?:${SYMPTOM_WORDS.join("|")})$`);

/** "With cramps", "take for headaches": a symptom where a name could stand is not an unknown medicine. */
export const isSymptomWord = (word: string): boolean => WHOLE_SYMPTOM.test(word);
