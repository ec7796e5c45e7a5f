// Conditions sources read in earlier rounds name that the dictionary lacked (docs/reference/knowledge-rounds.md).
import type { Condition } from "../../../lib/interactions/dictionary-schema";

const SLOW_K_IRISH_SMPC = {
  title: "Slow K 600 mg coated tablets (Irish SmPC, HPRA): summary of product characteristics, section 4.3",
  publisher: "RxReasoner (copy of the Health Products Regulatory Authority text)",
  url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
};
const NHS_CHANNELOPATHIES = {
  title: "Types of muscle channelopathies: the non-dystrophic myotonias and the periodic paralyses",
  publisher: "NHS Highly Specialised Service for Muscle Channelopathies",
  url: "https://channelopathy.nhs.uk/health-professionals/channelopathies/",
};

export const CONDITIONS_WCN2: Condition[] = [
  {
    slug: "uterine-fibroids",
    name: "Fibroids (uterine fibroids)",
    synonyms: [
      "fibroids",
      "uterine fibroids",
      "uterine fibroid",
      "womb fibroids",
      "fibroids in the womb",
      "fibroids in my womb",
      "fibroid",
      "fibroid uterus",
      "fibroid in the womb",
      "uterine myoma",
      "uterine myomas",
      "leiomyoma",
      "leiomyomas",
      "uterine leiomyoma",
      "fibromyoma",
    ],
    parents: [],
    references: [
      {
        title:
          "Fibroids: non-cancerous growths that develop in and around the womb, thought to be linked to oestrogen",
        publisher: "Wellbeing of Women",
        url: "https://www.wellbeingofwomen.org.uk/your-health/fibroids",
      },
    ],
  },
  {
    slug: "buttercup-family-allergy",
    name: "Allergy to buttercup family plants (Ranunculaceae)",
    synonyms: [
      "buttercup family allergy",
      "buttercup allergy",
      "allergic to buttercups",
      "Ranunculaceae allergy",
      "allergy to the buttercup family",
      "allergic to the buttercup family",
      "allergy to Ranunculaceae",
      "allergic to Ranunculaceae",
    ],
    // As the Swiss Cimifemin neo text words it ("Überempfindlichkeit ... auf Ranunculaceen (Hahnenfussgewächse)").
    phrasings: ["hypersensitivity to Ranunculaceae", "hypersensitivity to plants of the buttercup family"],
    parents: [],
    references: [
      {
        title:
          "Cimifemin neo (black cohosh): Swiss product information, contraindications (hypersensitivity to Ranunculaceae, the buttercup family)",
        publisher: "ch.oddb.org (copy of Swiss product information)",
        url: "https://ch.oddb.org:443/de/gcc/fachinfo/reg/57731",
      },
    ],
  },
  {
    slug: "severe-burns",
    name: "Recent severe burns",
    synonyms: [
      "severe burns",
      "severe burn",
      "serious burns",
      "serious burn",
      "major burns",
      "major burn",
      "bad burns",
      "burns injury",
      "burn injury",
      "burn injuries",
      "extensive burns",
    ],
    phrasings: ["recently suffered from severe burns", "recent severe burns", "in a burns unit"],
    parents: [],
    // Burns heal: one said to be long past ("badly burnt as a child") is not read as now.
    transient: true,
    references: [
      {
        title: "Concept of operations for the management of mass casualties: burns annex (severe burns)",
        publisher: "NHS England",
        url: "https://www.england.nhs.uk/long-read/concept-of-operations-for-the-management-of-mass-casualties-burns-annex/",
      },
    ],
  },
  {
    slug: "major-trauma",
    name: "Severe injury (major trauma)",
    synonyms: [
      "major trauma",
      "severe trauma",
      "serious trauma",
      "severe injury",
      "severe injuries",
      "serious injury",
      "serious injuries",
      "multiple injuries",
      "multiple fractures",
      "major injuries",
      "polytrauma",
    ],
    phrasings: ["badly injured", "seriously injured", "severely injured"],
    parents: [],
    transient: true,
    references: [
      {
        title:
          "Major trauma services: serious injuries that are life changing, including head injuries, severe wounds and multiple fractures",
        publisher: "NHS",
        url: "https://www.nhs.uk/NHSEngland/AboutNHSservices/Emergencyandurgentcareservices/Pages/Majortraumaservices.aspx",
      },
    ],
  },
  {
    slug: "metabolic-syndrome",
    name: "Metabolic syndrome",
    synonyms: ["metabolic syndrome", "syndrome X", "insulin resistance syndrome", "cardiometabolic syndrome"],
    parents: [],
    references: [
      {
        title: "Metabolic syndrome (NHS health A to Z)",
        publisher: "Limelight Health Hub (NHS)",
        url: "https://limelighthealthhub.nhs.uk/health-a-to-z/metabolic-syndrome/",
      },
    ],
  },
  {
    slug: "hyporeninaemic-hypoaldosteronism",
    name: "Hyporeninaemic hypoaldosteronism (low renin and aldosterone)",
    synonyms: [
      "hyporeninaemic hypoaldosteronism",
      "hyporeninemic hypoaldosteronism",
      "hyporeninaemia and hypoaldosteronism",
      "hyporeninemia and hypoaldosteronism",
    ],
    parents: [],
    references: [SLOW_K_IRISH_SMPC],
  },
  {
    slug: "hyperkalaemic-periodic-paralysis",
    name: "Hyperkalaemic periodic paralysis",
    synonyms: [
      "hyperkalaemic periodic paralysis",
      "hyperkalemic periodic paralysis",
      "HyperPP",
      "HYPP",
      "adynamia episodica hereditaria",
    ],
    parents: [],
    references: [NHS_CHANNELOPATHIES],
  },
  {
    slug: "paramyotonia-congenita",
    name: "Paramyotonia congenita",
    synonyms: ["paramyotonia congenita", "congenital paramyotonia", "paramyotonia"],
    parents: [],
    references: [NHS_CHANNELOPATHIES],
  },
  {
    slug: "barretts-oesophagus",
    name: "Barrett's oesophagus",
    synonyms: [
      "Barrett's oesophagus",
      "Barretts oesophagus",
      "Barrett oesophagus",
      "Barrett's esophagus",
      "Barretts esophagus",
      "Barrett esophagus",
      "Barrett's",
      "Barrett's syndrome",
    ],
    // Caused by long-term reflux of acid or bile (GORD), so the reflux records reach it.
    parents: ["gord"],
    references: [
      {
        title: "Barrett's oesophagus: caused by long-term reflux of acid or bile into the oesophagus (GORD)",
        publisher: "Bupa UK",
        url: "https://www.bupa.co.uk/health-information/digestive-gut-health/barretts-oesophagus?intcmp=health-info-gp-services",
      },
    ],
  },
  {
    slug: "peru-balsam-allergy",
    name: "Allergy to balsam of Peru",
    synonyms: [
      "balsam of Peru allergy",
      "Peru balsam allergy",
      "Peruvian balsam allergy",
      "allergic to balsam of Peru",
      "allergic to Peru balsam",
      "allergy to balsam of Peru",
      "allergy to Peru balsam",
      "Myroxylon pereirae allergy",
    ],
    parents: [],
    references: [
      {
        title:
          "Balsam of Peru FAQ: a sticky substance from the Myroxylon pereirae tree, smelling of cinnamon and vanilla",
        publisher: "Dermatitis Academy",
        url: "https://www.dermatitisacademy.com/bop-faq/",
      },
    ],
  },
];
