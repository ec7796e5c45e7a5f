// Conditions people type that were unread before the wcn6 round, each cited to a page read here that says what it is.
import type { Condition } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const HULL_HYPERGLYCAEMIA: Reference = {
  title:
    "Hyperglycaemia: the body can't remove glucose (sugar) from the blood; it usually only happens in people with diabetes",
  publisher: "NHS Hull Clinical Commissioning Group (health A to Z)",
  url: "https://hullccg.nhs.uk/conditions/hyperglycaemia",
};
const BOOTS_WEBMD_INSULIN_RESISTANCE: Reference = {
  title:
    "Insulin resistance and pre-diabetes: the body's cells respond less to insulin, and the pancreas makes more",
  publisher: "Boots WebMD (UK)",
  url: "https://www.webmd.boots.com/diabetes/type-2-diabetes-guide/insulin-resistance-syndrome",
};
const KNOWYOURDOCTOR_OEDEMA: Reference = {
  title:
    "Swollen ankles: oedema is the medical term for fluid retention in the body, most common in the feet and ankles",
  publisher: "knowyourdoctor.com.cy (the NHS Choices text)",
  url: "https://www.knowyourdoctor.com.cy/medical/swollen-ankles/",
};
export const NHS_INFORM_ASPLENIA: Reference = {
  title:
    "Children and adults without a fully working spleen (asplenia), including those who have had it removed",
  publisher: "NHS inform (Scotland)",
  url: "https://www.nhsinform.scot/healthy-living/immunisation/when-to-immunise/children-and-adults-without-a-spleen-asplenia/",
};
const NWBH_OCD: Reference = {
  title:
    "Obsessive compulsive disorder (OCD): a common mental health condition with obsessive thoughts and compulsive behaviours",
  publisher: "nwbh.nhs.uk (NHS trust)",
  url: "https://www.nwbh.nhs.uk/ocd",
};
const CAMDEN_PTSD: Reference = {
  title: "Post-traumatic stress disorder (PTSD): caused by very stressful, frightening or distressing events",
  publisher: "Mental Health Camden",
  url: "https://mentalhealthcamden.co.uk/problems/post-traumatic-stress-disorder-ptsd",
};
const SF_PACEMAKERS: Reference = {
  title:
    "Living with a pacemaker: a small electrical device that sends pulses to keep the heart beating regularly",
  publisher: "sfhearts.org.uk",
  url: "https://sfhearts.org.uk/pacemakers/",
};
const ROTHERHAM_MURMUR: Reference = {
  title:
    "Innocent heart murmur: a heart murmur is an extra noise heard along with or between the heart sounds",
  publisher: "The Rotherham NHS Foundation Trust",
  url: "https://therotherhamft.nhs.uk/patients-and-visitors/patient-information/innocent-heart-murmur",
};
const HOUSTON_MENINGIOMA: Reference = {
  title:
    "Meningioma brain tumours: fairly common, benign (noncancerous) slow-growing tumours of the meninges",
  publisher: "Houston Methodist",
  url: "https://www.houstonmethodist.org/neurology/brain-tumors/meningiomas/",
};
const FIFE_LONG_COVID: Reference = {
  title:
    "What is long COVID? Symptoms of coronavirus that last longer than 4 weeks, or new ones that develop",
  publisher: "NHS Fife",
  url: "https://www.nhsfife.org/services/all-services/immunisation/covid-19-vaccination-programme-and-advice-spring/covid-19-useful-links/",
};
const HNY_ERECTILE_DYSFUNCTION: Reference = {
  title:
    "Erectile dysfunction (impotence) pathway: the persistent inability to attain and maintain an erection",
  publisher: "hnyppr.org.uk (York primary care pathways)",
  url: "https://hnyppr.org.uk/nl/web/york/w/erectile-dysfunction-pathway",
};
const FSS_UNDERWEIGHT: Reference = {
  title: "Healthy eating tutorial, module two: a BMI under 18.5 is described as underweight",
  publisher: "Food Standards Scotland",
  url: "https://www.foodstandards.gov.scot/consumer-advice/healthy-eating/healthy-eating-tutorial/module-two",
};
const PATIENT_VITAMIN_D_DEFICIENCY: Reference = {
  title: "Vitamin D deficiency: low vitamin D levels in the body",
  publisher: "Patient (patient.info)",
  url: "https://patient.info/health/osteoporosis-leaflet/vitamin-d-deficiency",
};
const STAFFS_UTI: Reference = {
  title:
    "Urinary tract infections (UTIs or water infections): they affect the bladder (cystitis), urethra (urethritis) or kidneys (kidney infection)",
  publisher: "staffsstokeics.org.uk (NHS, Staffordshire and Stoke-on-Trent)",
  url: "https://staffsstokeics.org.uk/urinary-tract-infections-utis-or-water-infections",
};
const NIDIRECT_CUSHINGS: Reference = {
  title: "Cushing's syndrome: caused by having too much of a hormone called cortisol in your body",
  publisher: "nidirect (NHS website text)",
  url: "https://www.nidirect.gov.uk/conditions/cushings-syndrome",
};
const UHB_INTESTINAL_FAILURE: Reference = {
  title:
    "Intestinal failure: short bowel syndrome is where large sections of the small intestine have been removed",
  publisher: "University Hospitals Birmingham NHS Foundation Trust",
  url: "https://archive.uhb.nhs.uk/crd-gastro-intestinal-failure.htm",
};
const SPS_PORPHYRIA: Reference = {
  title:
    "Safety of medicines in porphyria: in the acute porphyrias some medicines can bring on an attack; most are safe in the cutaneous ones",
  publisher: "Specialist Pharmacy Service (NHS)",
  url: "https://www.sps.nhs.uk/articles/safety-of-medicines-in-porphyria/",
};
const UCT_PCT: Reference = {
  title:
    "Management of porphyria cutanea tarda: mostly secondary to precipitating conditions, principally iron overload, alcohol and oestrogens",
  publisher: "University of Cape Town porphyria service (porphyria.uct.ac.za)",
  url: "https://porphyria.uct.ac.za/node/166930",
};
const NHS_WALES_ILEOSTOMY: Reference = {
  title: "Ileostomy: the end of the small bowel is brought through an opening in the tummy, called a stoma",
  publisher: "NHS 111 Wales (health A to Z)",
  url: "https://www.nhsdirect.wales.nhs.uk/Encyclopaedia/i/article/ileostomy/",
};
const COLORECTAL_NZ_STOMA: Reference = {
  title:
    "Ileostomy / colostomy: an opening in the abdomen drains the small bowel (ileostomy) or colon (colostomy) into a bag",
  publisher: "colorectal.co.nz",
  url: "https://colorectal.co.nz/information/procedures-and-treatments/colostomy/",
};
const NIDIRECT_DIARRHOEA: Reference = {
  title:
    "Diarrhoea and vomiting: usually caused by a stomach bug; diarrhoea usually stops within 5 to 7 days",
  publisher: "nidirect (NHS website text)",
  url: "https://nidirect.gov.uk/articles/diarrhoea-and-vomiting-gastroenteritis",
};
const BOOTS_WEBMD_CONSTIPATION: Reference = {
  title:
    "Constipation: not passing stools regularly or not emptying the bowels completely; iron supplements among its causes",
  publisher: "Boots WebMD (UK)",
  url: "https://www.webmd.boots.com/digestive-disorders/constipation",
};

const NICE_CHRONIC_PAIN: Reference = {
  title:
    "Chronic pain (NICE guideline NG193), context: pain that lasts for more than 3 months, primary or secondary",
  publisher: "NICE",
  url: "https://www.nice.org.uk/guidance/ng193/chapter/Context",
};
const RATRUST_THRUSH: Reference = {
  title: "Vaginal thrush overview: a common condition caused by a yeast (candida) infection",
  publisher: "ratrust.org.uk (sexual health pages)",
  url: "https://ratrust.org.uk/sexual-health/stis/vaginal-thrush/overview",
};
const RICHMOND_SINUSITIS: Reference = {
  title: "Sinusitis (sinus infection), health A to Z in the NHS website's words: common after a cold or flu",
  publisher: "Richmond GP Alliance",
  url: "https://richmondgpalliance.co.uk/health-a-z/?condition=sinusitis-sinus-infection%2F",
};
const MIDDLEWICH_TINNITUS: Reference = {
  title: "Tinnitus: hearing noises that do not come from an outside source",
  publisher: "Middlewich Road Surgery (NHS GP practice)",
  url: "https://www.middlewichroadsurgery.nhs.uk/2024/02/05/tinnitus-awareness-week/",
};
const HULL_ROSACEA: Reference = {
  title:
    "Rosacea: a common long-term skin condition that mainly affects the face, beginning with episodes of flushing",
  publisher: "NHS Hull Clinical Commissioning Group (health A to Z)",
  url: "https://www.hullccg.nhs.uk/conditions/rosacea",
};
const NIDIRECT_VERTIGO: Reference = {
  title: "Vertigo: the sensation that you, or the environment around you, is moving or spinning",
  publisher: "nidirect (NHS website text)",
  url: "https://www.nidirect.gov.uk/conditions/vertigo",
};
const NICE_AUTISM: Reference = {
  title:
    "Autism spectrum disorder in adults (NICE guideline CG142), introduction: a lifelong neurodevelopmental condition",
  publisher: "NICE",
  url: "https://www.nice.org.uk/guidance/CG142/chapter/introduction",
};
const SWLSTG_LEARNING_DISABILITY: Reference = {
  title:
    "Learning disabilities: affect the way a person understands information and how they communicate (NHS website text)",
  publisher: "swlstg.nhs.uk (NHS trust, conditions A to Z)",
  url: "https://www.swlstg.nhs.uk/our-services/conditions-a-z/syndicatedcondition/47",
};
const BRAIN_SPINE_HEAD_INJURY: Reference = {
  title:
    "Head injury, a guide for patients and carers: a blow to the head; brain damage from it is a traumatic brain injury",
  publisher: "Brain and Spine Foundation (booklet, copy at abcdocz.com)",
  url: "https://abcdocz.com/doc/149732/head-injury-a-guide-for-patients-and-carers",
};
const BIRMINGHAM_SHINGLES: Reference = {
  title: "Shingles (herpes zoster): a painful skin rash from the chickenpox virus waking up again",
  publisher: "chinesebirmingham.org.uk (health information)",
  url: "https://chinesebirmingham.org.uk/shingles-herpes-zoster",
};

export const KIDNEY_CARE_ONE_KIDNEY: Reference = {
  title:
    "Living with one kidney: born with one, had one removed (a nephrectomy) or donated one; the remaining kidney takes up the workload",
  publisher: "Kidney Care UK",
  url: "https://kidneycareuk.org/kidney-disease-information/about-kidney-health/living-with-one-kidney/",
};
const BENENDEN_MENIERES: Reference = {
  title:
    "Ménière's disease: a long-term condition of the inner ear that may cause hearing loss, tinnitus, vertigo and pressure in the ear",
  publisher: "Benenden Hospital",
  url: "https://www.benendenhospital.org.uk/treatment-services/conditions/ent/menieres-disease/",
};
const NHS_WALES_LYMPHOEDEMA: Reference = {
  title:
    "Lymphoedema: a long-term condition that causes swelling in the body's tissues when the lymphatic system does not work properly",
  publisher: "NHS 111 Wales (health A to Z)",
  url: "https://111.wales.nhs.uk/Encyclopaedia/l/article/lymphoedema/",
};

export const CONDITIONS_WCN6: Condition[] = [
  // Not under diabetes: the page says it "usually", not only, happens with diabetes.
  {
    slug: "high-blood-sugar",
    name: "High blood sugar (hyperglycaemia)",
    synonyms: [
      "high blood sugar",
      "high blood sugars",
      "high blood sugar levels",
      "high blood glucose",
      "raised blood sugar",
      "raised blood glucose",
      "hyperglycaemia",
      "hyperglycemia",
      "hyperglycaemic",
      "blood sugar too high",
      "blood sugars too high",
      "high glucose",
      "high glucose levels",
      "high blood glucose levels",
    ],
    parents: [],
    references: [HULL_HYPERGLYCAEMIA],
  },
  // Read as a condition so the medicine insulin is not taken from its words.
  {
    slug: "insulin-resistance",
    name: "Insulin resistance",
    synonyms: [
      "insulin resistance",
      "insulin resistant",
      "insulin-resistant",
      "resistance to insulin",
      "resistant to insulin",
    ],
    parents: [],
    references: [BOOTS_WEBMD_INSULIN_RESISTANCE],
  },
  {
    slug: "oedema",
    name: "Swelling from fluid build-up (oedema)",
    synonyms: [
      "oedema",
      "edema",
      "peripheral oedema",
      "peripheral edema",
      "pitting oedema",
      "fluid retention",
      "water retention",
      "retaining fluid",
      "retaining water",
      "swollen ankles",
      "swollen ankle",
      "swollen feet",
      "swollen legs",
      "swollen feet and ankles",
      "ankle swelling",
      "swelling of the ankles",
      "puffy ankles",
      "swelling in my legs",
      "swelling in the legs",
      "swelling of the legs",
      "leg swelling",
      "swollen legs and feet",
      "swollen ankles and feet",
    ],
    parents: [],
    references: [KNOWYOURDOCTOR_OEDEMA],
  },
  // "Splenectomy" alone is the operation, which may be ahead (conditions-operations.ts).
  {
    slug: "asplenia",
    name: "Asplenia (no spleen, or a spleen that does not work)",
    synonyms: [
      "asplenia",
      "hyposplenism",
      "spleen removed",
      "removed spleen",
      "spleen taken out",
      "spleen out",
      "splenectomised",
      "splenectomized",
      "asplenic",
      "spleen doesn't work",
      "spleen does not work",
    ],
    parents: [],
    references: [NHS_INFORM_ASPLENIA],
  },
  {
    slug: "obsessive-compulsive-disorder",
    name: "Obsessive compulsive disorder (OCD)",
    synonyms: [
      "OCD",
      "obsessive compulsive disorder",
      "obsessive-compulsive disorder",
      "obsessive compulsive",
    ],
    parents: [],
    references: [NWBH_OCD],
  },
  {
    slug: "ptsd",
    name: "Post-traumatic stress disorder (PTSD)",
    synonyms: [
      "PTSD",
      "post-traumatic stress disorder",
      "post traumatic stress disorder",
      "post-traumatic stress",
      "post traumatic stress",
      "complex PTSD",
      "C-PTSD",
      "CPTSD",
    ],
    parents: [],
    references: [CAMDEN_PTSD],
  },
  {
    slug: "pacemaker",
    name: "Having a pacemaker",
    synonyms: [
      "pacemaker",
      "pacemaker fitted",
      "heart pacemaker",
      "permanent pacemaker",
      "cardiac pacemaker",
      "pacemakers",
    ],
    parents: [],
    references: [SF_PACEMAKERS],
  },
  {
    slug: "heart-murmur",
    name: "Heart murmur",
    synonyms: [
      "heart murmur",
      "heart murmurs",
      "innocent heart murmur",
      "innocent murmur",
      "functional heart murmur",
      "cardiac murmur",
    ],
    parents: [],
    references: [ROTHERHAM_MURMUR],
  },
  // Benign: not under cancer.
  {
    slug: "meningioma",
    name: "Meningioma (a usually non-cancerous brain tumour)",
    synonyms: ["meningioma", "meningiomas", "benign meningioma"],
    parents: ["brain-tumour"],
    references: [HOUSTON_MENINGIOMA],
  },
  {
    slug: "long-covid",
    name: "Long COVID",
    synonyms: [
      "long covid",
      "long-covid",
      "long COVID-19",
      "post-COVID syndrome",
      "post covid syndrome",
      "post-COVID-19 syndrome",
      "post-covid",
      "long covid syndrome",
    ],
    parents: [],
    references: [FIFE_LONG_COVID],
  },
  // "ED" is left out: people use it for eating disorders too.
  {
    slug: "erectile-dysfunction",
    name: "Erectile dysfunction (impotence)",
    synonyms: [
      "erectile dysfunction",
      "erectile problems",
      "erection problems",
      "problems getting an erection",
      "impotence",
      "impotent",
    ],
    parents: [],
    references: [HNY_ERECTILE_DYSFUNCTION],
  },
  {
    slug: "underweight",
    name: "Underweight (a BMI under 18.5)",
    synonyms: [
      "underweight",
      "under weight",
      "low BMI",
      "low body weight",
      "BMI under 18.5",
      "BMI below 18.5",
    ],
    parents: [],
    references: [FSS_UNDERWEIGHT],
  },
  {
    slug: "vitamin-d-deficiency",
    name: "Vitamin D deficiency",
    synonyms: [
      "vitamin D deficiency",
      "vitamin D deficient",
      "vitamin D insufficiency",
      "low vitamin D",
      "low vitamin D levels",
      "lack of vitamin D",
      "vit D deficiency",
      "vit D deficient",
      "low vit D",
      "hypovitaminosis D",
    ],
    parents: [],
    references: [PATIENT_VITAMIN_D_DEFICIENCY],
  },
  {
    slug: "urinary-tract-infection",
    name: "Urinary tract infection (UTI)",
    synonyms: [
      "UTI",
      "UTIs",
      "urinary tract infection",
      "urinary tract infections",
      "urine infection",
      "urine infections",
      "water infection",
      "water infections",
      "bladder infection",
      "bladder infections",
      "cystitis",
      "recurrent UTI",
      "recurrent UTIs",
      "recurrent cystitis",
      "urinary infection",
      "urinary infections",
      "frequent UTIs",
      "frequent water infections",
    ],
    parents: [],
    references: [STAFFS_UTI],
  },
  {
    slug: "kidney-infection",
    name: "Kidney infection",
    synonyms: ["kidney infection", "kidney infections", "pyelonephritis", "upper urinary tract infection"],
    parents: ["urinary-tract-infection"],
    references: [STAFFS_UTI],
  },
  {
    slug: "cushings-syndrome",
    name: "Cushing's syndrome",
    synonyms: [
      "Cushing's syndrome",
      "Cushings syndrome",
      "Cushing syndrome",
      "Cushing's",
      "Cushings",
      "Cushing's disease",
      "Cushings disease",
      "Cushing disease",
      "hypercortisolism",
    ],
    parents: [],
    references: [NIDIRECT_CUSHINGS],
  },
  {
    slug: "short-bowel-syndrome",
    name: "Short bowel syndrome",
    synonyms: [
      "short bowel syndrome",
      "short bowel",
      "short gut syndrome",
      "short gut",
      "intestinal failure",
      "short bowel syndrome with intestinal failure",
    ],
    parents: [],
    references: [UHB_INTESTINAL_FAILURE],
  },
  // Porphyria alone may be a cutaneous kind, in which most medicines are safe: the acute kinds sit under it.
  {
    slug: "porphyria",
    name: "Porphyria",
    synonyms: ["porphyria", "porphyrias"],
    parents: [],
    references: [SPS_PORPHYRIA],
  },
  // "AIP" is left out: it is also autoimmune pancreatitis.
  {
    slug: "acute-porphyria",
    name: "Acute porphyria",
    synonyms: [
      "acute porphyria",
      "acute porphyrias",
      "acute intermittent porphyria",
      "variegate porphyria",
      "hereditary coproporphyria",
      "ALA dehydratase deficiency porphyria",
      "aminolevulinate dehydratase deficiency porphyria",
    ],
    parents: ["porphyria"],
    references: [SPS_PORPHYRIA],
  },
  {
    slug: "cutaneous-porphyria",
    name: "Cutaneous porphyria",
    synonyms: ["cutaneous porphyria", "erythropoietic protoporphyria", "congenital erythropoietic porphyria"],
    parents: ["porphyria"],
    references: [SPS_PORPHYRIA],
  },
  {
    slug: "porphyria-cutanea-tarda",
    name: "Porphyria cutanea tarda",
    synonyms: ["porphyria cutanea tarda", "cutanea tarda porphyria"],
    parents: ["cutaneous-porphyria"],
    references: [UCT_PCT],
  },
  {
    slug: "stoma",
    name: "Bowel stoma (ileostomy or colostomy)",
    synonyms: [
      "stoma",
      "stoma bag",
      "bowel stoma",
      "ostomy",
      "ileostomy",
      "ileostomy bag",
      "loop ileostomy",
      "end ileostomy",
      "colostomy",
      "colostomy bag",
    ],
    parents: [],
    references: [NHS_WALES_ILEOSTOMY, COLORECTAL_NZ_STOMA],
  },
  {
    slug: "diarrhoea",
    name: "Diarrhoea",
    synonyms: [
      "diarrhoea",
      "diarrhea",
      "diarrhoea and vomiting",
      "chronic diarrhoea",
      "chronic diarrhea",
      "loose stools",
      "loose poo",
      "watery poo",
      "the runs",
    ],
    parents: [],
    references: [NIDIRECT_DIARRHOEA],
  },
  {
    slug: "constipation",
    name: "Constipation",
    synonyms: ["constipation", "constipated", "chronic constipation", "hard stools", "difficulty pooing"],
    parents: [],
    references: [BOOTS_WEBMD_CONSTIPATION],
  },
  {
    slug: "chronic-pain",
    name: "Chronic pain (pain lasting more than 3 months)",
    synonyms: [
      "chronic pain",
      "chronic pain syndrome",
      "long-term pain",
      "long term pain",
      "persistent pain",
      "chronic primary pain",
      "chronic back pain",
    ],
    parents: [],
    references: [NICE_CHRONIC_PAIN],
  },
  {
    slug: "thrush",
    name: "Thrush (a candida yeast infection)",
    synonyms: [
      "thrush",
      "vaginal thrush",
      "recurrent thrush",
      "oral thrush",
      "candida",
      "candidiasis",
      "candida infection",
      "yeast infection",
      "vaginal yeast infection",
    ],
    parents: [],
    references: [RATRUST_THRUSH],
  },
  {
    slug: "sinusitis",
    name: "Sinusitis (sinus infection)",
    synonyms: [
      "sinusitis",
      "sinus infection",
      "sinus infections",
      "acute sinusitis",
      "chronic sinusitis",
      "rhinosinusitis",
    ],
    parents: [],
    references: [RICHMOND_SINUSITIS],
  },
  {
    slug: "tinnitus",
    name: "Tinnitus",
    synonyms: [
      "tinnitus",
      "pulsatile tinnitus",
      "ringing in the ears",
      "ringing in my ears",
      "ringing ears",
      "buzzing in the ears",
    ],
    parents: [],
    references: [MIDDLEWICH_TINNITUS],
  },
  {
    slug: "rosacea",
    name: "Rosacea",
    synonyms: ["rosacea", "acne rosacea", "ocular rosacea"],
    parents: [],
    references: [HULL_ROSACEA],
  },
  {
    slug: "vertigo",
    name: "Vertigo",
    synonyms: ["vertigo", "BPPV", "benign paroxysmal positional vertigo", "positional vertigo"],
    parents: [],
    references: [NIDIRECT_VERTIGO],
  },
  // "ASD" is left out: it is also a hole in the heart (atrial septal defect).
  {
    slug: "autism",
    name: "Autism",
    synonyms: [
      "autism",
      "autistic",
      "autism spectrum disorder",
      "autistic spectrum disorder",
      "autism spectrum condition",
      "autistic spectrum condition",
      "Asperger's",
      "Aspergers",
      "Asperger syndrome",
      "Asperger's syndrome",
    ],
    parents: [],
    references: [NICE_AUTISM],
  },
  // Not "learning difficulties": the term is also used for dyslexia and dyspraxia.
  {
    slug: "learning-disability",
    name: "Learning disability",
    synonyms: [
      "learning disability",
      "learning disabilities",
      "learning disabled",
      "intellectual disability",
      "intellectual disabilities",
      "severe learning disability",
      "mild learning disability",
    ],
    parents: [],
    references: [SWLSTG_LEARNING_DISABILITY],
  },
  // "TBI" is left out: it is also total body irradiation before a transplant.
  {
    slug: "head-injury",
    name: "Head injury or brain injury",
    synonyms: [
      "head injury",
      "head injuries",
      "brain injury",
      "traumatic brain injury",
      "acquired brain injury",
      "concussion",
    ],
    parents: [],
    references: [BRAIN_SPINE_HEAD_INJURY],
  },
  // An episode that ends: "had shingles last year" is not current.
  {
    slug: "shingles",
    name: "Shingles (herpes zoster)",
    synonyms: ["shingles", "herpes zoster"],
    parents: [],
    transient: true,
    references: [BIRMINGHAM_SHINGLES],
  },
  // Not under kidney disease: the page says the remaining kidney usually does the work of two.
  {
    slug: "one-kidney",
    name: "Living with one kidney",
    synonyms: [
      "one kidney",
      "only one kidney",
      "single kidney",
      "solitary kidney",
      "one working kidney",
      "kidney removed",
      "had a kidney removed",
      "born with one kidney",
      "renal agenesis",
      "donated a kidney",
      "kidney donor",
      "living kidney donor",
    ],
    parents: [],
    references: [KIDNEY_CARE_ONE_KIDNEY],
  },
  {
    slug: "menieres-disease",
    name: "Ménière's disease",
    synonyms: [
      "Ménière's disease",
      "Meniere's disease",
      "Menieres disease",
      "Meniere's",
      "Menieres",
      "Ménière's",
    ],
    parents: [],
    references: [BENENDEN_MENIERES],
  },
  // Swelling from the lymphatic system, not the fluid retention of oedema: not under it.
  {
    slug: "lymphoedema",
    name: "Lymphoedema",
    synonyms: ["lymphoedema", "lymphedema", "primary lymphoedema", "secondary lymphoedema"],
    parents: [],
    references: [NHS_WALES_LYMPHOEDEMA],
  },
];
