// Conditions that UK product information of catalogue herbs and nutrients names in sections 4.3 and 4.4 and the
// dictionary lacked: a hormone-dependent tumour (black cohosh, agnus castus), a pituitary disorder (agnus castus),
// venous thromboembolism (vitamin E), megaloblastic anaemia (folic acid, iron), skin sensitive to sunlight and
// light treatment (St John's wort), a lasting change in bowel habit and a narrowed gut (ispaghula, iron), and
// calcium oxalate kidney stones (vitamin C), too much vitamin A (a UK retinol SmPC), and low white blood cells and
// connective tissue disease (echinacea). Each cites one page about the
// condition, read here; the "tumour" and "anaemia" inside their names are read through `parents`.
import type { Condition } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

/** Section 4.3: "diseases of the white blood cell system (e.g. agranulocytosis, leukaemias)" and "collagenoses". */
const ECHINAFORCE_SMPC: Reference = {
  title: "Echinaforce Chewable Cold & Flu Tablets: summary of product characteristics, section 4.3",
  publisher: "UK SmPC, reproduced by patient-info.co.uk",
  url: "https://patient-info.co.uk/echinaforce-chewable-cold-flu-tablets-94409/summary-of-medicine-characteristics",
};
/** Section 4.3 names both; no NHS page on either was read here, so the SmPC is the page cited, as for faecal impaction. */
const FYBOGEL_SMPC: Reference = {
  title: "Fybogel granules (ispaghula husk): summary of product characteristics, section 4.3",
  publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
  url: "https://rxreasoner.com/monographs/fybogel/precautions",
};

export const CONDITIONS_WCOND: Condition[] = [
  {
    slug: "hormone-sensitive-cancer",
    name: "Hormone-sensitive cancer (hormone-dependent tumour)",
    synonyms: [
      "hormone-sensitive cancer",
      "hormone-dependent cancer",
      "hormone-dependent tumour",
      "hormone-dependent tumours",
      "oestrogen-dependent tumour",
      "oestrogen-dependent tumours",
      "oestrogen-sensitive cancer",
      "oestrogen-dependent cancer",
      "estrogen-dependent tumour",
      "estrogen dependant tumour",
    ],
    parents: ["cancer"],
    references: [
      {
        title:
          "Hormone therapy for cancer: some cancers use hormones to grow (hormone sensitive or dependent)",
        publisher: "Cancer Research UK",
        url: "https://www.cancerresearchuk.org/about-cancer/treatment/hormone-therapy/for-cancer",
      },
    ],
  },
  // Breast cancer whose cells have hormone receptors is hormone-sensitive; breast cancer alone may not be.
  {
    slug: "hormone-sensitive-breast-cancer",
    name: "Hormone-sensitive breast cancer",
    synonyms: [
      "hormone-sensitive breast cancer",
      "hormone-dependent breast cancer",
      "oestrogen-sensitive breast cancer",
      "oestrogen receptor positive breast cancer",
      "estrogen receptor positive breast cancer",
      "ER positive breast cancer",
      "ER+ breast cancer",
      "hormone receptor positive breast cancer",
      "HR positive breast cancer",
      "HR+ breast cancer",
      // As a label puts the receptor after the name: "breast cancer (ER positive)".
      "breast cancer ER positive",
      "breast cancer ER+",
      "breast cancer oestrogen receptor positive",
      "breast cancer hormone receptor positive",
      "breast cancer HR positive",
    ],
    parents: ["breast-cancer", "hormone-sensitive-cancer"],
    references: [
      {
        title:
          "Hormone therapy for cancer: some cancers use hormones to grow (hormone sensitive or dependent)",
        publisher: "Cancer Research UK",
        url: "https://www.cancerresearchuk.org/about-cancer/treatment/hormone-therapy/for-cancer",
      },
    ],
  },
  {
    slug: "pituitary-disorder",
    name: "Pituitary disorder",
    // Not "pituitary tumour": most are benign adenomas (and "tumour" alone is not read).
    synonyms: [
      "pituitary disorder",
      "pituitary disorders",
      "pituitary gland disorder",
      "pituitary disease",
      "pituitary condition",
      "pituitary problem",
      "pituitary problems",
      "pituitary adenoma",
      "prolactinoma",
      "hypopituitarism",
    ],
    parents: [],
    references: [
      {
        title: "Pituitary conditions: information index",
        publisher: "The Pituitary Foundation",
        url: "https://pituitary.org.uk/information-index",
      },
    ],
  },
  {
    slug: "venous-thromboembolism",
    name: "Venous thromboembolism (VTE)",
    // Bare "thrombosis" is left out: an artery's clot (a stroke, a heart attack) is a thrombosis too.
    synonyms: [
      "venous thromboembolism",
      "VTE",
      "thromboembolism",
      "thromboembolic disease",
      "venous thrombosis",
      // UK patient leaflets call a DVT or PE a blood clot (RJAH's, in the references).
      "blood clot",
      "blood clots",
    ],
    parents: [],
    references: [
      {
        title:
          "Information for patients following an episode of deep vein thrombosis (DVT) or pulmonary embolism (PE)",
        publisher: "Cambridge University Hospitals NHS Foundation Trust",
        url: "https://www.cuh.nhs.uk/patient-information/information-for-patients-following-an-episode-of-deep-vein-thrombosis-dvt-or-pulmonary-embolism-pe",
      },
      {
        title: "Reducing the risk of blood clots in hospital",
        publisher: "The Robert Jones and Agnes Hunt Orthopaedic Hospital NHS Foundation Trust",
        url: "https://rjah.nhs.uk/About-Us/Publications/Patient-Leaflets/Reducing-the-risk-of-blood-clots-in-hospital.aspx",
      },
    ],
  },
  {
    slug: "megaloblastic-anaemia",
    name: "Megaloblastic anaemia",
    synonyms: ["megaloblastic anaemia", "megaloblastic anemia"],
    parents: ["anaemia"],
    references: [
      {
        title: "Vitamin B12 or folate deficiency anaemia (NHS website)",
        publisher: "NHS",
        url: "https://www.nhs.uk/conditions/vitamin-b12-or-folate-deficiency-anaemia/",
      },
    ],
  },
  {
    slug: "photosensitivity",
    name: "Skin sensitive to sunlight (photosensitivity)",
    synonyms: [
      "photosensitivity",
      "photosensitive",
      "photosensitive skin",
      "dermal photosensitivity",
      "skin photosensitivity",
      "sun sensitivity",
      "skin sensitive to sunlight",
      "sensitive to sunlight",
      "sun allergy",
      "polymorphic light eruption",
    ],
    // As St John's wort product information words it.
    phrasings: ["known dermal photosensitivity", "exceptionally sensitive to sunlight"],
    parents: [],
    references: [
      {
        title: "Polymorphic light eruption (NHS factsheet)",
        publisher: "AXA Health (reproducing the NHS website)",
        url: "https://axahealth.co.uk/staying-healthy/nhs-factsheets/polymorphic-light-eruption",
      },
    ],
  },
  {
    slug: "phototherapy",
    name: "Light treatment (phototherapy)",
    // UV light treatment of the skin; "light therapy" is left out, as it also names bright-light boxes for low mood.
    synonyms: [
      "phototherapy",
      "undergoing phototherapy",
      "having phototherapy",
      "light treatment",
      "ultraviolet treatment",
      "UV treatment",
      "UVB treatment",
      "narrowband UVB",
      "PUVA",
      "photodiagnostic procedure",
      "photodiagnostic procedures",
    ],
    parents: [],
    references: [
      {
        title: "Ultraviolet treatment (dermatology phototherapy)",
        publisher: "Norfolk and Norwich University Hospitals NHS Foundation Trust",
        url: "https://www.nnuh.nhs.uk/departments/dermatology/our-services/ultraviolet-treatment/",
      },
    ],
  },
  {
    slug: "change-in-bowel-habit",
    name: "A lasting change in bowel habit",
    synonyms: [
      "change in bowel habit",
      "change in bowel habits",
      "sudden change in bowel habit",
      "changed bowel habit",
      "changed bowel habits",
    ],
    parents: [],
    references: [FYBOGEL_SMPC],
  },
  {
    slug: "gut-stricture",
    name: "Narrowing of the gut (stricture)",
    synonyms: [
      "intestinal stricture",
      "intestinal strictures",
      "bowel stricture",
      "bowel strictures",
      "stricture of the bowel",
      "narrowing of the bowel",
      "narrowing of the gut",
      "narrowed bowel",
      "gastrointestinal stricture",
      // The gullet is part of the tract the SmPC names.
      "oesophageal stricture",
      "oesophageal strictures",
      "narrowing of the oesophagus",
    ],
    phrasings: ["abnormal constrictions in the gastro-intestinal tract"],
    parents: [],
    references: [FYBOGEL_SMPC],
  },
  // Ascorbic acid SmPCs (section 4.4) tie large doses to renal calcium oxalate calculi; the kidney stone records reach it.
  {
    slug: "oxalate-kidney-stones",
    name: "Calcium oxalate kidney stones",
    synonyms: [
      "oxalate kidney stones",
      "calcium oxalate kidney stones",
      "calcium oxalate stones",
      "oxalate stones",
      "oxalate urolithiasis",
      "renal calcium oxalate calculi",
    ],
    parents: ["kidney-stones"],
    references: [
      {
        title: "Kidney stones (NHS website)",
        publisher: "NHS",
        url: "https://www.nhs.uk/conditions/kidney-stones/",
      },
    ],
  },
  {
    slug: "vitamin-a-toxicity",
    name: "Too much vitamin A (hypervitaminosis A)",
    synonyms: [
      "hypervitaminosis A",
      "vitamin A toxicity",
      "vitamin A overdose",
      "vitamin A poisoning",
      "too much vitamin A",
    ],
    parents: [],
    references: [
      {
        title: "Vitamins and minerals: vitamin A (NHS website)",
        publisher: "NHS",
        url: "https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-a/",
      },
    ],
  },
  // Kinds of a weakened immune system and of autoimmune disease that echinacea SmPCs name; the records on those reach them.
  {
    slug: "low-white-blood-cells",
    name: "Low white blood cells (leukopenia, agranulocytosis)",
    synonyms: [
      "agranulocytosis",
      "leukopenia",
      "leucopenia",
      "low white blood cell count",
      "low white cell count",
      "low white blood cells",
    ],
    parents: ["weakened-immune-system"],
    references: [ECHINAFORCE_SMPC],
  },
  {
    slug: "connective-tissue-disease",
    name: "Connective tissue disease (collagenosis)",
    synonyms: [
      "connective tissue disease",
      "connective tissue diseases",
      "collagenosis",
      "collagenoses",
      "collagen vascular disease",
    ],
    parents: ["autoimmune-disease"],
    references: [ECHINAFORCE_SMPC],
  },
];
