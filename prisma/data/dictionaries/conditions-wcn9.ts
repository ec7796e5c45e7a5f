// Conditions people type that were unread before the wcn9 round (past serious bleeds first), each cited to a page read here.
import type { Condition } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const QLD_HAS_BLED: Reference = {
  title:
    "HAS-BLED: bleeding tendency or predisposition, counted as a history of intracranial bleeding or bleeding requiring hospitalisation",
  publisher: "Queensland Health (Clinical Care Manual, appendices)",
  url: "https://www.ccm.health.qld.gov.au/appendices/has-bled",
};
const MY_STROKE_GUIDE_HAEMORRHAGIC: Reference = {
  title:
    "What is a haemorrhagic stroke? Bleeding in or around the brain, also called a brain haemorrhage or a brain bleed; two main types, intracerebral and subarachnoid haemorrhage",
  publisher: "My Stroke Guide (UK stroke information)",
  url: "https://mystrokeguide.com/information-and-advice/what-is-a-stroke/haemorrhagic-stroke",
};
const BRAIN_SPINE_SAH: Reference = {
  title: "Subarachnoid haemorrhage (SAH): a type of stroke caused by bleeding on the surface of the brain",
  publisher: "Brain & Spine Foundation (UK charity)",
  url: "https://www.brainandspine.org.uk/resources/a-to-z/subarachnoid-haemorrhage/",
};
const NICE_UPPER_GI_BLEEDING: Reference = {
  title:
    "Acute upper gastrointestinal bleeding (NICE CG141, information for the public): vomiting blood or dark sticky stools; most commonly from stomach ulcers",
  publisher: "NICE",
  url: "https://www.nice.org.uk/guidance/cg141/ifp/chapter/Acute-upper-gastrointestinal-bleeding",
};
const NHS_LOTHIAN_IRON_DEFICIENCY: Reference = {
  title:
    "Iron deficiency anaemia (haematology referral guidance): a low ferritin (below 30 micrograms/L) is diagnostic of iron deficiency; the guidance also applies to iron deficiency without anaemia",
  publisher: "NHS Lothian (RefHelp)",
  url: "https://apps.nhslothian.scot/refhelp/wp-json/wp/v2/pages/4530",
};
const PATIENT_ACD: Reference = {
  title:
    "Anaemia of chronic disease: anaemia secondary to chronic infection, inflammation, neoplasia or an endocrine condition",
  publisher: "Patient (patient.info, professional reference)",
  url: "https://patient.info/doctor/anaemia-of-chronic-disease",
};
const NHS_BONE_CANCER: Reference = {
  title:
    "What is bone cancer? Cancer that starts in the bones is primary bone cancer (sarcoma); it is not the same as secondary bone cancer, which spreads to the bones",
  publisher: "NHS",
  url: "https://www.nhs.uk/conditions/bone-cancer/what-is-bone-cancer",
};
const NICE_THYROID_NODULES: Reference = {
  title:
    "Ultrasound-guided radiofrequency ablation for benign thyroid nodules (NICE IPG562, information for the public): thyroid nodules are lumps in the thyroid gland",
  publisher: "NICE",
  url: "https://www.nice.org.uk/guidance/ipg562/ifp/chapter/The-condition",
};
const SHROPSHIRE_HERPES: Reference = {
  title:
    "Genital herpes: a common sexually transmitted infection caused by the herpes simplex virus, which can also affect the mouth (cold sores)",
  publisher: "Healthy Shropshire (Shropshire Council public health)",
  url: "https://www.healthyshropshire.co.uk/topics/sexual-health/stis/genital-herpes/",
};
const WIRRAL_GENITAL_HERPES: Reference = {
  title:
    "Genital herpes: a common infection caused by the herpes simplex virus (HSV), causing painful blisters on the genitals and surrounding areas",
  publisher: "Sexual Health Wirral (NHS)",
  url: "https://www.sexualhealthwirral.nhs.uk/stis/genital-herpes/",
};
const SRUK_SCLERODERMA: Reference = {
  title:
    "Understanding scleroderma: a rare, chronic disease of the immune system, blood vessels and connective tissue; an autoimmune condition",
  publisher: "Scleroderma & Raynaud's UK (charity)",
  url: "https://sruk.co.uk/scleroderma/understanding-scleroderma",
};
const LHON_SOCIETY_TRIGGERS: Reference = {
  title:
    "Leber's hereditary optic neuropathy (LHON): people with LHON mutations usually have no symptoms until a trigger leads to acute vision loss",
  publisher: "LHON Society (UK charity)",
  url: "https://www.lhonsociety.org/information/what-are-the-triggers",
};
const NERC_RP: Reference = {
  title:
    "Retinitis pigmentosa (RP): a group of inherited conditions of the retina that lead to a gradual, progressive reduction in vision",
  publisher: "National Eye Research Centre (UK charity)",
  url: "https://www.nerc-charity.org.uk/retinitis-pigmentosa",
};
const PATIENT_BERIBERI: Reference = {
  title: "Beriberi (synonyms: thiamine deficiency, aneurin deficiency, vitamin B1 deficiency)",
  publisher: "Patient (patient.info, professional reference)",
  url: "https://patient.info/doctor/beriberi",
};
const CONTACT_WILLIAMS: Reference = {
  title:
    "Williams syndrome (also known as infantile hypercalcaemia, Williams-Beuren syndrome): some children develop hypercalcaemia, usually in the first two years",
  publisher: "Contact (UK charity for families with disabled children)",
  url: "https://contact.org.uk/conditions/williams-syndrome/",
};
const GUYS_COLONOSCOPY: Reference = {
  title:
    "Colonoscopy diet advice and bowel preparation: a test to find what is causing bowel symptoms, and the medicines to stop before it",
  publisher: "Guy's and St Thomas' NHS Foundation Trust",
  url: "https://guysandstthomas.nhs.uk/health-information/colonoscopy-diet-advice-and-bowel-preparation",
};

export const CONDITIONS_WCN9: Condition[] = [
  // Not under bleeding disorder: those records speak of a tendency to bleed; a past bleed gets records of its own.
  {
    slug: "previous-serious-bleed",
    name: "A previous serious bleed (in or on the brain, or needing hospital care)",
    synonyms: [
      "previous serious bleed",
      "previous major bleed",
      "prior major bleed",
      "history of major bleeding",
      "history of serious bleeding",
      "history of a major bleed",
      "history of a serious bleed",
      "major bleed in the past",
      "serious bleed in the past",
      "intracranial haemorrhage",
      "intracranial hemorrhage",
      "intracranial bleed",
      "intracranial bleeding",
      "subdural haematoma",
      "subdural hematoma",
      "subdural bleed",
    ],
    parents: [],
    references: [QLD_HAS_BLED],
  },
  {
    slug: "haemorrhagic-stroke",
    name: "Haemorrhagic stroke (a bleed in or on the brain)",
    synonyms: [
      "haemorrhagic stroke",
      "hemorrhagic stroke",
      "brain haemorrhage",
      "brain hemorrhage",
      "brain bleed",
      "bleed on the brain",
      "bleeding on the brain",
      "bleed in the brain",
      "bleeding in the brain",
      "intracerebral haemorrhage",
      "intracerebral hemorrhage",
      "cerebral haemorrhage",
      "cerebral hemorrhage",
    ],
    parents: ["stroke", "previous-serious-bleed"],
    references: [MY_STROKE_GUIDE_HAEMORRHAGIC],
  },
  {
    slug: "subarachnoid-haemorrhage",
    name: "Subarachnoid haemorrhage (a bleed on the surface of the brain)",
    synonyms: [
      "subarachnoid haemorrhage",
      "subarachnoid hemorrhage",
      "subarachnoid bleed",
      "ruptured brain aneurysm",
      "burst brain aneurysm",
    ],
    parents: ["haemorrhagic-stroke"],
    references: [BRAIN_SPINE_SAH],
  },
  {
    slug: "gastrointestinal-bleeding",
    name: "Gastrointestinal bleeding (a bleed from the stomach or gut)",
    synonyms: [
      "gastrointestinal bleeding",
      "gastrointestinal bleed",
      "gastrointestinal haemorrhage",
      "gastrointestinal hemorrhage",
      "GI bleed",
      "GI bleeding",
      "upper GI bleed",
      "upper GI bleeding",
      "upper gastrointestinal bleeding",
      "stomach bleed",
      "stomach bleeding",
      "bleeding from the stomach",
      "bleed from the stomach",
      "gut bleed",
    ],
    parents: ["previous-serious-bleed"],
    references: [NICE_UPPER_GI_BLEEDING],
  },
  // A stomach ulcer that bled is both an ulcer and a gut bleed, so the records on either reach it.
  {
    slug: "bleeding-peptic-ulcer",
    name: "Bleeding stomach ulcer",
    synonyms: [
      "bleeding stomach ulcer",
      "bleeding peptic ulcer",
      "bleeding gastric ulcer",
      "bleeding duodenal ulcer",
      "bleeding ulcer",
      "stomach ulcer bleeding",
      "stomach ulcer bleed",
      "peptic ulcer bleeding",
      "peptic ulcer bleed",
      "bled from a stomach ulcer",
      "history of stomach ulcer bleeding",
    ],
    parents: ["peptic-ulcer", "gastrointestinal-bleeding"],
    references: [NICE_UPPER_GI_BLEEDING],
  },
  // The dictionary already reads "iron deficiency" and "low iron" as iron deficiency anaemia; a low ferritin is the same.
  {
    slug: "low-ferritin",
    name: "Low ferritin (low iron stores)",
    synonyms: [
      "low ferritin",
      "low ferritin levels",
      "low ferritin level",
      "ferritin is low",
      "low iron stores",
    ],
    parents: ["iron-deficiency-anaemia"],
    references: [NHS_LOTHIAN_IRON_DEFICIENCY],
  },
  {
    slug: "anaemia-of-chronic-disease",
    name: "Anaemia of chronic disease",
    synonyms: [
      "anaemia of chronic disease",
      "anemia of chronic disease",
      "anaemia of inflammation",
      "anemia of inflammation",
      "anaemia of chronic inflammation",
    ],
    parents: ["anaemia"],
    references: [PATIENT_ACD],
  },
  // The NHS page names both primary and secondary bone cancer, so "bone cancer" alone stands for either.
  {
    slug: "bone-cancer",
    name: "Bone cancer",
    synonyms: ["bone cancer", "cancer of the bone", "bone cancers"],
    parents: ["cancer"],
    references: [NHS_BONE_CANCER],
  },
  {
    slug: "primary-bone-cancer",
    name: "Primary bone cancer (bone sarcoma)",
    synonyms: [
      "primary bone cancer",
      "bone sarcoma",
      "chondrosarcoma",
      "Ewing sarcoma",
      "Ewing's sarcoma",
      "Ewings sarcoma",
    ],
    parents: ["bone-cancer"],
    references: [NHS_BONE_CANCER],
  },
  {
    slug: "thyroid-nodules",
    name: "Thyroid nodules (lumps in the thyroid gland)",
    synonyms: [
      "thyroid nodules",
      "thyroid nodule",
      "thyroid lump",
      "thyroid lumps",
      "lump on my thyroid",
      "nodule on my thyroid",
      "nodules on my thyroid",
    ],
    parents: ["thyroid-disease"],
    references: [NICE_THYROID_NODULES],
  },
  // "Herpes" alone is the herpes simplex virus in the pages read; shingles (herpes zoster) keeps its own entry.
  {
    slug: "herpes-simplex",
    name: "Herpes simplex infection",
    synonyms: ["herpes", "herpes simplex", "herpes simplex virus", "HSV", "HSV-1", "HSV-2", "oral herpes"],
    parents: [],
    references: [SHROPSHIRE_HERPES],
  },
  {
    slug: "genital-herpes",
    name: "Genital herpes",
    synonyms: ["genital herpes", "herpes genitalis", "genital HSV"],
    parents: ["herpes-simplex"],
    references: [WIRRAL_GENITAL_HERPES],
  },
  {
    slug: "cold-sores",
    name: "Cold sores",
    synonyms: ["cold sores", "cold sore", "fever blisters", "herpes labialis"],
    parents: ["herpes-simplex"],
    references: [SHROPSHIRE_HERPES],
  },
  {
    slug: "scleroderma",
    name: "Scleroderma (systemic sclerosis)",
    synonyms: [
      "scleroderma",
      "systemic sclerosis",
      "systemic scleroderma",
      "localised scleroderma",
      "localized scleroderma",
      "morphoea",
      "morphea",
      "limited systemic sclerosis",
      "diffuse systemic sclerosis",
    ],
    parents: ["autoimmune-disease"],
    references: [SRUK_SCLERODERMA],
  },
  {
    slug: "lebers-hereditary-optic-neuropathy",
    name: "Leber's hereditary optic neuropathy (LHON)",
    synonyms: [
      "Leber's hereditary optic neuropathy",
      "Lebers hereditary optic neuropathy",
      "Leber hereditary optic neuropathy",
      "LHON",
      "Leber's optic atrophy",
    ],
    parents: [],
    references: [LHON_SOCIETY_TRIGGERS],
  },
  {
    slug: "retinitis-pigmentosa",
    name: "Retinitis pigmentosa (RP)",
    synonyms: ["retinitis pigmentosa"],
    parents: [],
    references: [NERC_RP],
  },
  {
    slug: "thiamine-deficiency",
    name: "Thiamine (vitamin B1) deficiency",
    synonyms: [
      "thiamine deficiency",
      "thiamin deficiency",
      "vitamin B1 deficiency",
      "B1 deficiency",
      "low thiamine",
      "beriberi",
      "beri beri",
    ],
    parents: [],
    references: [PATIENT_BERIBERI],
  },
  // Not under hypercalcaemia: the page says the high calcium is usually in early childhood and tends to settle.
  {
    slug: "williams-syndrome",
    name: "Williams syndrome",
    synonyms: ["Williams syndrome", "Williams-Beuren syndrome", "Williams Beuren syndrome"],
    parents: [],
    references: [CONTACT_WILLIAMS],
  },
  // An event to come, like an operation: once said to be over it no longer applies.
  {
    slug: "upcoming-colonoscopy",
    name: "A colonoscopy coming up",
    synonyms: [
      "colonoscopy",
      "having a colonoscopy",
      "colonoscopy coming up",
      "colonoscopy booked",
      "colonoscopy next week",
      "booked for a colonoscopy",
      "due a colonoscopy",
      "awaiting colonoscopy",
    ],
    parents: [],
    ahead: true,
    references: [GUYS_COLONOSCOPY],
  },
];
