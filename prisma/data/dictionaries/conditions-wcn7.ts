// Conditions people type that were unread before the wcn7 round, each cited to a page read here that says what it is.
import type { Condition } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const ZANA_BRAIN_TUMOURS: Reference = {
  title:
    "Brain tumours: a growth of cells in the brain that multiplies in an abnormal, uncontrollable way; it can be cancerous or non-cancerous (NHS website content)",
  publisher: "Zana (content supplied by the NHS website)",
  url: "https://zana.com/c/brain-tumours.221?lang=de",
};
const CRUK_PITUITARY: Reference = {
  title:
    "Pituitary tumours: brain tumours that start in the pituitary gland; most are non cancerous (benign), also called pituitary adenomas",
  publisher: "Cancer Research UK",
  url: "https://www.cancerresearchuk.org/about-cancer/type/brain-tumour/treatment/types/treatment-for-pituitary-tumours",
};
const ACROMEGALY_NZ: Reference = {
  title:
    "What is acromegaly? A rare endocrine disorder caused by too much growth hormone, from a tumour (usually benign) on the pituitary gland",
  publisher: "Acromegaly Society of New Zealand",
  url: "https://acromegaly.org.nz/who-we-are/",
};
const NHS_INFORM_NEUROPATHY: Reference = {
  title:
    "Peripheral neuropathy: develops when nerves in the body's extremities, such as the hands, feet and arms, are damaged",
  publisher: "NHS inform (Scotland)",
  url: "https://www.nhsinform.scot/illnesses-and-conditions/brain-nerves-and-spinal-cord/peripheral-neuropathy",
};
const NIDIRECT_POLYCYTHAEMIA: Reference = {
  title: "Polycythaemia, or erythrocytosis: having a high concentration of red blood cells in your blood",
  publisher: "nidirect (NHS website text)",
  url: "https://www.nidirect.gov.uk/conditions/polycythaemia",
};
const NICSWELL_POLYCYTHAEMIA: Reference = {
  title:
    "Polycythaemia: absolute polycythaemia has 2 main types, one of them polycythaemia vera (PV), usually caused by a change in the JAK2 gene (NHS website text)",
  publisher: "nicswell.co.uk (health A to Z)",
  url: "https://www.nicswell.co.uk/conditions-and-treatments/polycythaemia/",
};
const LIMELIGHT_RAYNAUDS: Reference = {
  title:
    "Raynaud's: a common condition affecting blood circulation; when cold, anxious or stressed, fingers and toes may change colour (NHS website text)",
  publisher: "Limelight Health and Wellbeing Hub (NHS, health A to Z)",
  url: "https://limelighthealthhub.nhs.uk/health-a-to-z/raynauds/",
};
const PATIENT_ANGIOEDEMA: Reference = {
  title:
    "Angio-oedema: episodes cause swelling of deeper skin tissues, most commonly around the eyes and mouth; there are various causes",
  publisher: "Patient (patient.info)",
  url: "https://alpha30.patient.info/allergies-blood-immune/allergies/angio-oedema",
};
const CHOP_HAE: Reference = {
  title:
    "Angioedema: hereditary angioedema is an inherited disease that differs from other types of chronic angioedema",
  publisher: "Children's Hospital of Philadelphia",
  url: "https://www.chop.edu/conditions-diseases/angioedema",
};
const FIRST_CHOICE_ANAPHYLAXIS: Reference = {
  title: "Anaphylaxis: a life-threatening allergic reaction that happens very quickly (NHS website text)",
  publisher: "1st Choice Pharmacy (NHS conditions pages)",
  url: "https://1stchoicepharmacy.co.uk/nhs_conditions_anaphylaxis",
};
const TORBAY_GILBERTS: Reference = {
  title:
    "Gilbert's syndrome: slightly higher than normal levels of bilirubin build up in the blood; a genetic condition that runs in families (NHS website text)",
  publisher: "Torbay and South Devon enhanced access (NHS, health A to Z)",
  url: "https://torbayandsouthdevonenhancedaccess.nhs.uk/health-a-z/?condition=gilberts-syndrome%2F",
};
const GUTS_H_PYLORI: Reference = {
  title:
    "Helicobacter pylori (H. pylori): bacteria in the stomach lining; the infection always causes inflammation of the gastric lining (gastritis)",
  publisher: "Guts UK (charity)",
  url: "https://gutscharity.org.uk/advice-and-information/conditions/helicobacter-pylori/?gad=1",
};
const ZANA_NARCOLEPSY: Reference = {
  title:
    "Narcolepsy: a rare long-term brain disorder that causes a person to suddenly fall asleep at inappropriate times (NHS website content)",
  publisher: "Zana (content supplied by the NHS website)",
  url: "https://www.zana.com/c/narcolepsy.1020",
};
const FIRST_CHOICE_POTS: Reference = {
  title:
    "Postural tachycardia syndrome (PoTS): your heart rate increases very quickly after getting up from sitting or lying down (NHS website text)",
  publisher: "1st Choice Pharmacy (NHS conditions pages)",
  url: "https://1stchoicepharmacy.co.uk/nhs_conditions_postural-tachycardia-syndrome",
};
const CPD_EDS: Reference = {
  title:
    "Ehlers-Danlos syndromes (EDS): a group of hereditary connective tissue disorders, with several subtypes",
  publisher: "CPD Online College (UK)",
  url: "https://cpdonline.co.uk/knowledge-base/safeguarding/ehlers-danlos/",
};
const NHS_WALES_HYPERMOBILITY: Reference = {
  title:
    "Joint hypermobility: your joints are more flexible than other people's; with pain and other symptoms it can be joint hypermobility syndrome",
  publisher: "NHS 111 Wales (health A to Z)",
  url: "https://111.wales.nhs.uk/encyclopaedia/j/article/jointhypermobility",
};
const CLEARCHEMIST_INCONTINENCE: Reference = {
  title:
    "Urinary incontinence: passing urine unintentionally; urge incontinence often occurs as part of overactive bladder syndrome (NHS website text)",
  publisher: "Clear Chemist (health A to Z)",
  url: "https://clearchemist.co.uk/az-health/incontinence-urinary/symptoms-of-urinary-incontinence",
};
const NICE_OAB: Reference = {
  title:
    "Urinary incontinence in women (NICE CG171, information for the public): overactive bladder, when the bladder wants to empty before it is full",
  publisher: "NICE",
  url: "https://www.nice.org.uk/guidance/cg171/ifp/chapter/Urinary-incontinence-in-women",
};
const IMPROVINGME_HEAVY_PERIODS: Reference = {
  title:
    "Managing heavy periods (also called menorrhagia): for example changing a pad or tampon every 1 to 2 hours, or periods lasting more than 7 days",
  publisher: "Improving Me (NHS Greater Manchester women's health network)",
  url: "https://improvingme.org.uk/gynaecology/managing-heavy-periods",
};
const DRPHARMACY_PMS: Reference = {
  title:
    "PMS (premenstrual syndrome): the symptoms women can experience in the weeks before their period (NHS website text)",
  publisher: "DR Pharmacy (health A to Z)",
  url: "https://drpharmacy.uk/health-detail/?topic=pre-menstrual-syndrome",
};
const SIOW_PMDD: Reference = {
  title:
    "Premenstrual dysphoric disorder (PMDD): a severe form of PMS causing emotional and physical symptoms each month before a period",
  publisher: "Safe In Our World (UK mental health charity)",
  url: "https://safeinourworld.org/a-to-z/premenstrual-dysphoric-disorder-pmdd/",
};

const NHS_WIDGET_BPS: Reference = {
  title:
    "Bladder pain syndrome (interstitial cystitis): a poorly understood condition with pelvic pain and problems peeing (the NHS website's condition widget)",
  publisher: "NHS website (developer API condition widget)",
  url: "https://developer.api.nhs.uk/widgets/condition/?condition=/conditions/interstitial-cystitis/",
};
const EXPERT_HAND_CARPAL_TUNNEL: Reference = {
  title:
    "Carpal tunnel syndrome: compression of the median nerve as it passes through a narrow tunnel in the wrist",
  publisher: "Expert Hand Surgery (UK)",
  url: "https://www.experthandsurgery.co.uk/carpal-tunnel-syndrome",
};
const EVEREST_ESSENTIAL_TREMOR: Reference = {
  title:
    "Essential tremor: a type of uncontrollable shake or tremble of part of the body; caffeine among the things that may increase any tremor (NHS website text)",
  publisher: "Everest Pharmacy (health A to Z)",
  url: "https://www.everestpharmacy.co.uk/condition/essential-tremor/",
};
const NIDIRECT_TRIGEMINAL: Reference = {
  title:
    "Trigeminal neuralgia: sudden, severe facial pain, often like an electric shock in the jaw, teeth or gums",
  publisher: "nidirect (NHS website text)",
  url: "https://www.nidirect.gov.uk/conditions/trigeminal-neuralgia",
};
const DRPHARMACY_HUNTINGTONS: Reference = {
  title:
    "Huntington's disease: an inherited condition that affects movement, thinking and mood, and gets worse over time (NHS website text)",
  publisher: "DR Pharmacy (health A to Z)",
  url: "https://drpharmacy.uk/health-detail/?topic=huntingtons-disease",
};
const CYPNOW_GLANDULAR_FEVER: Reference = {
  title:
    "Quick guide to glandular fever: spread by the Epstein-Barr virus (EBV); in rare cases it causes a swollen spleen (source: NHS Choices)",
  publisher: "Children and Young People Now",
  url: "https://www.cypnow.co.uk/content/other/quick-guide-to-glandular-fever",
};

const CLEARCHEMIST_GBS: Reference = {
  title:
    "Guillain-Barré syndrome: a rare and serious condition of the peripheral nervous system, when the immune system attacks part of it (NHS website text)",
  publisher: "Clear Chemist (health A to Z)",
  url: "https://clearchemist.co.uk/az-health/guillain-barr-syndrome",
};
const NIDIRECT_BELLS_PALSY: Reference = {
  title: "Bell's palsy: temporary weakness or paralysis of the muscles in one side of the face",
  publisher: "nidirect (NHS website text)",
  url: "https://nidirect.gov.uk/conditions/bells-palsy",
};
const HEALTH_SHARED_HS: Reference = {
  title:
    "Hidradenitis suppurativa (HS): a painful, long-term skin condition that causes abscesses and scarring on the skin (NHS Choices text)",
  publisher: "Health Shared (NHS Choices content)",
  url: "https://health-shared.com/topics/hidradenitis-suppurativa-hs-1532580308384",
};
const FIRST_CHOICE_ACHALASIA: Reference = {
  title:
    "Achalasia: a rare disorder of the food pipe (oesophagus), which can make it difficult to swallow food and drink (NHS website text)",
  publisher: "1st Choice Pharmacy (NHS conditions pages)",
  url: "https://1stchoicepharmacy.co.uk/nhs_conditions_achalasia",
};
const NICE_BAM: Reference = {
  title:
    "What is bile acid malabsorption? More bile than normal in the colon, which results in chronic watery diarrhoea (NICE ESUOM22, information for the public)",
  publisher: "NICE",
  url: "https://www.nice.org.uk/advice/esuom22/ifp/chapter/what-is-bile-acid-malabsorption",
};
const GASTROLONDON_SIBO: Reference = {
  title:
    "Small intestinal bacterial overgrowth (SIBO): bacteria that normally live in the large bowel start to grow within the small bowel",
  publisher: "The London Gastroenterology Centre",
  url: "https://www.gastrolondon.co.uk/overview-of-diagnosis-and-management-of-small-intestinal-bacterial-overgrowth/",
};

const MYLOCALPHARMACY_PILES: Reference = {
  title: "Piles (haemorrhoids): lumps inside and around your bottom (anus) (NHS website text)",
  publisher: "My Local Pharmacy Wales (NHS conditions pages)",
  url: "https://mylocalpharmacy.wales/nhs_conditions_piles-haemorrhoids",
};
const DRPHARMACY_VARICOSE: Reference = {
  title: "Varicose veins: swollen, twisted veins under the skin, usually on the legs (NHS website text)",
  publisher: "DR Pharmacy (health A to Z)",
  url: "https://drpharmacy.uk/health-detail/?topic=varicose-veins",
};
const OUH_CATARACT: Reference = {
  title:
    "Cataract: cloudy patches in the lens at the front of the eye, which can make vision blurred or misty",
  publisher: "Oxford University Hospitals NHS Foundation Trust (Oxford Eye Hospital)",
  url: "https://www.ouh.nhs.uk/eye-hospital/departments/ophthalmic/cataract/",
};

export const CONDITIONS_WCN7: Condition[] = [
  // Not under cancer: the page says a brain tumour can be cancerous or non-cancerous.
  {
    slug: "brain-tumour",
    name: "Brain tumour",
    synonyms: [
      "brain tumour",
      "brain tumours",
      "brain tumor",
      "brain tumors",
      "tumour in the brain",
      "tumour on the brain",
      "tumor in the brain",
      "tumor on the brain",
      "benign brain tumour",
      "benign brain tumor",
      "low grade brain tumour",
    ],
    parents: [],
    references: [ZANA_BRAIN_TUMOURS],
  },
  // A pituitary disorder (so agnus castus's contraindication applies) and, in Cancer Research UK's words, a brain tumour.
  {
    slug: "pituitary-tumour",
    name: "Pituitary tumour",
    synonyms: [
      "pituitary tumour",
      "pituitary tumours",
      "pituitary tumor",
      "pituitary tumors",
      "pituitary gland tumour",
      "pituitary gland tumor",
      "tumour on the pituitary gland",
      "tumour on my pituitary gland",
      "tumour on the pituitary",
      "pituitary macroadenoma",
      "pituitary microadenoma",
    ],
    parents: ["pituitary-disorder", "brain-tumour"],
    references: [CRUK_PITUITARY],
  },
  // Too much growth hormone from a pituitary tumour: read as a pituitary disorder, not as the tumour itself.
  {
    slug: "acromegaly",
    name: "Acromegaly",
    synonyms: ["acromegaly", "acromegalic"],
    parents: ["pituitary-disorder"],
    references: [ACROMEGALY_NZ],
  },
  // Not "neuropathy" alone: it also names nerve damage that is not peripheral (optic, autonomic).
  {
    slug: "peripheral-neuropathy",
    name: "Peripheral neuropathy (nerve damage in the hands, feet, arms or legs)",
    synonyms: [
      "peripheral neuropathy",
      "peripheral neuropathies",
      "polyneuropathy",
      "peripheral nerve damage",
      "nerve damage in my feet",
      "nerve damage in my hands",
      "nerve damage in the feet",
      "sensory neuropathy",
      "small fibre neuropathy",
      "small fiber neuropathy",
    ],
    parents: [],
    references: [NHS_INFORM_NEUROPATHY],
  },
  {
    slug: "polycythaemia",
    name: "Polycythaemia (too many red blood cells)",
    synonyms: [
      "polycythaemia",
      "polycythemia",
      "erythrocytosis",
      "too many red blood cells",
      "high red blood cell count",
      "high red cell count",
    ],
    parents: [],
    references: [NIDIRECT_POLYCYTHAEMIA],
  },
  {
    slug: "polycythaemia-vera",
    name: "Polycythaemia vera (PV)",
    synonyms: [
      "polycythaemia vera",
      "polycythemia vera",
      "polycythaemia rubra vera",
      "polycythemia rubra vera",
      "JAK2 positive polycythaemia",
    ],
    parents: ["polycythaemia"],
    references: [NICSWELL_POLYCYTHAEMIA],
  },
  {
    slug: "raynauds",
    name: "Raynaud's phenomenon",
    synonyms: [
      "raynaud's",
      "raynauds",
      "raynaud",
      "raynaud's phenomenon",
      "raynauds phenomenon",
      "raynaud phenomenon",
      "raynaud's disease",
      "raynauds disease",
      "raynaud's syndrome",
      "raynauds syndrome",
      "reynaud's",
      "reynauds",
      "reynaud's disease",
      "reynaud's syndrome",
    ],
    parents: [],
    references: [LIMELIGHT_RAYNAUDS],
  },
  {
    slug: "angioedema",
    name: "Angioedema (swelling under the skin)",
    synonyms: ["angioedema", "angio-oedema", "angiooedema", "angio-edema", "angioneurotic oedema"],
    parents: [],
    references: [PATIENT_ANGIOEDEMA],
  },
  {
    slug: "hereditary-angioedema",
    name: "Hereditary angioedema",
    synonyms: [
      "hereditary angioedema",
      "hereditary angio-oedema",
      "hereditary angiooedema",
      "hereditary angioneurotic oedema",
      "C1 inhibitor deficiency",
      "C1 esterase inhibitor deficiency",
    ],
    parents: ["angioedema"],
    references: [CHOP_HAE],
  },
  // Not under an allergy condition: "allergy" alone names no allergen and is left unread.
  {
    slug: "anaphylaxis",
    name: "Anaphylaxis (a life-threatening allergic reaction)",
    synonyms: [
      "anaphylaxis",
      "anaphylactic",
      "anaphylactic shock",
      "anaphylactic reaction",
      "anaphylactic reactions",
      "history of anaphylaxis",
    ],
    parents: [],
    references: [FIRST_CHOICE_ANAPHYLAXIS],
  },
  // Not under liver disease: the page describes a harmless inherited trait in how the liver clears bilirubin.
  {
    slug: "gilberts-syndrome",
    name: "Gilbert's syndrome",
    synonyms: [
      "gilbert's syndrome",
      "gilberts syndrome",
      "gilbert syndrome",
      "gilbert's disease",
      "gilberts disease",
      "gilbert's",
      "gilberts",
    ],
    parents: [],
    references: [TORBAY_GILBERTS],
  },
  // Under gastritis: the page says the infection always inflames the stomach lining.
  {
    slug: "helicobacter-pylori",
    name: "Helicobacter pylori (H. pylori) infection",
    synonyms: [
      "h pylori",
      "h. pylori",
      "h.pylori",
      "hpylori",
      "helicobacter pylori",
      "helicobacter",
      "h pylori infection",
      "helicobacter pylori infection",
      "helicobacter infection",
    ],
    parents: ["gastritis"],
    references: [GUTS_H_PYLORI],
  },
  {
    slug: "narcolepsy",
    name: "Narcolepsy",
    synonyms: ["narcolepsy", "narcoleptic", "narcolepsy with cataplexy"],
    parents: [],
    references: [ZANA_NARCOLEPSY],
  },
  // Under arrhythmia, as "tachycardia" read it before; not "pots" alone, an everyday word.
  {
    slug: "postural-tachycardia-syndrome",
    name: "Postural tachycardia syndrome (PoTS)",
    synonyms: [
      "postural tachycardia syndrome",
      "postural orthostatic tachycardia syndrome",
      "postural orthostatic tachycardia",
      "pots syndrome",
      "orthostatic tachycardia",
    ],
    parents: ["arrhythmia"],
    references: [FIRST_CHOICE_POTS],
  },
  {
    slug: "ehlers-danlos-syndrome",
    name: "Ehlers-Danlos syndrome (EDS)",
    synonyms: [
      "ehlers-danlos",
      "ehlers danlos",
      "ehlers-danlos syndrome",
      "ehlers danlos syndrome",
      "ehlers-danlos syndromes",
      "hypermobile ehlers-danlos syndrome",
      "hypermobile ehlers danlos syndrome",
      "hypermobile eds",
    ],
    parents: [],
    references: [CPD_EDS],
  },
  {
    slug: "joint-hypermobility",
    name: "Joint hypermobility",
    synonyms: [
      "hypermobility",
      "joint hypermobility",
      "joint hypermobility syndrome",
      "hypermobility syndrome",
      "hypermobility spectrum disorder",
      "hypermobile joints",
      "double jointed",
      "double-jointed",
    ],
    parents: [],
    references: [NHS_WALES_HYPERMOBILITY],
  },
  {
    slug: "urinary-incontinence",
    name: "Urinary incontinence",
    synonyms: [
      "urinary incontinence",
      "bladder incontinence",
      "stress incontinence",
      "urge incontinence",
      "urgency incontinence",
      "mixed incontinence",
      "leaking urine",
      "leaky bladder",
      "bladder leaks",
      "bladder leakage",
    ],
    parents: [],
    references: [CLEARCHEMIST_INCONTINENCE],
  },
  {
    slug: "overactive-bladder",
    name: "Overactive bladder",
    synonyms: [
      "overactive bladder",
      "overactive bladder syndrome",
      "over active bladder",
      "irritable bladder",
      "detrusor overactivity",
      "unstable bladder",
    ],
    parents: [],
    references: [NICE_OAB],
  },
  {
    slug: "heavy-periods",
    name: "Heavy periods (menorrhagia)",
    synonyms: [
      "heavy periods",
      "heavy period",
      "heavy menstrual bleeding",
      "menorrhagia",
      "heavy bleeding periods",
      "very heavy periods",
      "heavy monthly bleeding",
    ],
    parents: [],
    references: [IMPROVINGME_HEAVY_PERIODS],
  },
  {
    slug: "premenstrual-syndrome",
    name: "Premenstrual syndrome (PMS)",
    synonyms: [
      "PMS",
      "PMT",
      "premenstrual syndrome",
      "pre-menstrual syndrome",
      "premenstrual tension",
      "pre-menstrual tension",
    ],
    parents: [],
    references: [DRPHARMACY_PMS],
  },
  {
    slug: "premenstrual-dysphoric-disorder",
    name: "Premenstrual dysphoric disorder (PMDD)",
    synonyms: ["PMDD", "premenstrual dysphoric disorder", "pre-menstrual dysphoric disorder"],
    parents: ["premenstrual-syndrome"],
    references: [SIOW_PMDD],
  },
  // Not a urine infection: the NHS page calls it poorly understood; a longer-phrase rule keeps "cystitis" from winning.
  {
    slug: "bladder-pain-syndrome",
    name: "Bladder pain syndrome (interstitial cystitis)",
    synonyms: [
      "bladder pain syndrome",
      "interstitial cystitis",
      "painful bladder syndrome",
      "chronic interstitial cystitis",
    ],
    parents: [],
    references: [NHS_WIDGET_BPS],
  },
  {
    slug: "carpal-tunnel-syndrome",
    name: "Carpal tunnel syndrome",
    synonyms: [
      "carpal tunnel",
      "carpal tunnel syndrome",
      "carpel tunnel",
      "carpel tunnel syndrome",
      "median nerve compression",
    ],
    parents: [],
    references: [EXPERT_HAND_CARPAL_TUNNEL],
  },
  {
    slug: "essential-tremor",
    name: "Essential tremor",
    synonyms: ["essential tremor", "essential tremors", "benign essential tremor", "familial tremor"],
    parents: [],
    references: [EVEREST_ESSENTIAL_TREMOR],
  },
  {
    slug: "trigeminal-neuralgia",
    name: "Trigeminal neuralgia",
    synonyms: ["trigeminal neuralgia", "tic douloureux"],
    parents: [],
    references: [NIDIRECT_TRIGEMINAL],
  },
  {
    slug: "huntingtons-disease",
    name: "Huntington's disease",
    synonyms: [
      "huntington's",
      "huntingtons",
      "huntington's disease",
      "huntingtons disease",
      "huntington disease",
      "huntington's chorea",
    ],
    parents: [],
    references: [DRPHARMACY_HUNTINGTONS],
  },
  {
    slug: "glandular-fever",
    name: "Glandular fever (infectious mononucleosis)",
    synonyms: [
      "glandular fever",
      "infectious mononucleosis",
      "mononucleosis",
      "epstein-barr virus infection",
    ],
    parents: [],
    references: [CYPNOW_GLANDULAR_FEVER],
  },
  // Not "GBS": also group B streptococcus.
  {
    slug: "guillain-barre-syndrome",
    name: "Guillain-Barré syndrome",
    synonyms: [
      "guillain-barre",
      "guillain barre",
      "guillain-barré",
      "guillain-barre syndrome",
      "guillain barre syndrome",
      "guillain-barré syndrome",
    ],
    parents: [],
    references: [CLEARCHEMIST_GBS],
  },
  // Not "facial palsy": a stroke can cause it too.
  {
    slug: "bells-palsy",
    name: "Bell's palsy",
    synonyms: ["bell's palsy", "bells palsy", "bell palsy"],
    parents: [],
    references: [NIDIRECT_BELLS_PALSY],
  },
  // Not "HS": it names other things.
  {
    slug: "hidradenitis-suppurativa",
    name: "Hidradenitis suppurativa",
    synonyms: ["hidradenitis suppurativa", "hidradenitis"],
    parents: [],
    references: [HEALTH_SHARED_HS],
  },
  // Under difficulty swallowing, as its page says it makes swallowing food and drink difficult.
  {
    slug: "achalasia",
    name: "Achalasia",
    synonyms: ["achalasia", "achalasia cardia", "oesophageal achalasia", "esophageal achalasia"],
    parents: ["swallowing-difficulty"],
    references: [FIRST_CHOICE_ACHALASIA],
  },
  // Under diarrhoea: NICE says it results in chronic watery diarrhoea.
  {
    slug: "bile-acid-malabsorption",
    name: "Bile acid malabsorption (bile acid diarrhoea)",
    synonyms: [
      "bile acid malabsorption",
      "bile acid diarrhoea",
      "bile acid diarrhea",
      "bile salt malabsorption",
      "bile acid malabsorbtion",
    ],
    parents: ["diarrhoea"],
    references: [NICE_BAM],
  },
  {
    slug: "small-intestinal-bacterial-overgrowth",
    name: "Small intestinal bacterial overgrowth (SIBO)",
    synonyms: [
      "SIBO",
      "small intestinal bacterial overgrowth",
      "small intestine bacterial overgrowth",
      "small bowel bacterial overgrowth",
    ],
    parents: [],
    references: [GASTROLONDON_SIBO],
  },
  // Not "piles" alone: an everyday word.
  {
    slug: "haemorrhoids",
    name: "Haemorrhoids (piles)",
    synonyms: [
      "haemorrhoids",
      "haemorrhoid",
      "hemorrhoids",
      "hemorrhoid",
      "bleeding piles",
      "internal piles",
      "external piles",
      "prolapsed piles",
    ],
    parents: [],
    references: [MYLOCALPHARMACY_PILES],
  },
  {
    slug: "varicose-veins",
    name: "Varicose veins",
    synonyms: ["varicose veins", "varicose vein", "varicose veins in my legs"],
    parents: [],
    references: [DRPHARMACY_VARICOSE],
  },
  {
    slug: "cataracts",
    name: "Cataracts",
    synonyms: ["cataract", "cataracts", "cataract in my eye", "cataracts in both eyes"],
    parents: [],
    references: [OUH_CATARACT],
  },
];
