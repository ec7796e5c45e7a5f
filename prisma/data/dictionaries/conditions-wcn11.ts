// States people type that were unread before the wcn11 round (feeding, drinking, infections, periods), each cited to a page read here.
import type { Condition } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const NBT_FORMULA_FEEDING: Reference = {
  title:
    "Formula feeding: if you decide not to breastfeed or to stop breastfeeding, it is possible to restart; giving infant formula to a breastfed baby will reduce your milk supply",
  publisher: "North Bristol NHS Trust (maternity services)",
  url: "https://www.nbt.nhs.uk/maternity-services/feeding-your-baby/formula-feeding",
};
const MERRIAM_WEBSTER_TEETOTALER: Reference = {
  title: "Teetotaler (word of the day): one who abstains completely from alcoholic drinks",
  publisher: "Merriam-Webster",
  url: "https://www.merriam-webster.com/word-of-the-day/teetotaler-2019-01-18",
};
const CHACEWATER_COVID: Reference = {
  title:
    "Coronavirus (COVID-19): a respiratory infection; you might continue to have a cough or feel tired after your other symptoms have improved",
  publisher: "Chacewater Health Centre (NHS GP practice)",
  url: "https://www.chacewatersurgery.co.uk/patient-information-regarding-colds-flu/coronavirus-covid-19/",
};
const NHS_PERIOD_PAIN: Reference = {
  title:
    "Periods, painful (content supplied by the NHS website): period pain is common and a normal part of the menstrual cycle; if the cause is an underlying condition, such as endometriosis, it may affect fertility",
  publisher: "Zana (copy of the NHS website page)",
  url: "https://www.zana.com/a/periods-painful-introduction.1626?lang=en",
};

const DIABETES_UK_NEUROPATHY: Reference = {
  title:
    "Peripheral neuropathy (nerve damage): peripheral neuropathy is when diabetes causes damage to your nerves, particularly in your hands and feet",
  publisher: "Diabetes UK",
  url: "https://www.diabetes.org.uk/guide-to-diabetes/complications/nerves_neuropathy",
};

const MIND_BPD: Reference = {
  title:
    "Borderline personality disorder (BPD), also known as emotionally unstable personality disorder (EUPD): a type of personality disorder",
  publisher: "Mind (UK mental health charity)",
  url: "https://www.mind.org.uk/information-support/types-of-mental-health-problems/borderline-personality-disorder-bpd/about-bpd/",
};

export const CONDITIONS_WCN11: Condition[] = [
  // Not breastfeeding: the breastfeeding records do not reach it. Bare "bottle feeding" stays unread, as the bottle
  // may hold expressed breast milk (Southend maternity unit's formula feeding page).
  {
    slug: "formula-feeding",
    name: "Formula feeding a baby",
    synonyms: [
      "formula feeding",
      "formula fed",
      "formula feed",
      "formula feeds",
      "exclusively formula feeding",
      "bottle feeding formula",
      "bottle feeding with formula",
      "formula milk",
    ],
    parents: [],
    references: [NBT_FORMULA_FEEDING],
  },
  // Not drinking alcohol is no condition of any record: read so the entry is not left "not fully checked". "Sober"
  // stays unread: it is said both by people in recovery from alcohol dependence and by people who simply do not drink.
  {
    slug: "teetotal",
    name: "Teetotal (does not drink alcohol)",
    synonyms: ["teetotal", "teetotaller", "teetotaler", "tee total", "tee-total", "tee totaller"],
    parents: [],
    references: [MERRIAM_WEBSTER_TEETOTALER],
  },
  // An infection that passes: "had covid last year" reads as over. Long COVID keeps its own entry (a longer phrase).
  {
    slug: "covid-19",
    name: "COVID-19 (coronavirus infection)",
    synonyms: ["COVID-19", "covid", "covid 19", "coronavirus", "coronavirus infection", "covid infection"],
    parents: [],
    transient: true,
    references: [CHACEWATER_COVID],
  },
  // Not under endometriosis: the NHS text calls it a normal part of the cycle, an underlying condition only sometimes.
  {
    slug: "period-pain",
    name: "Period pain (dysmenorrhoea)",
    synonyms: [
      "period pain",
      "period pains",
      "painful periods",
      "painful period",
      "dysmenorrhoea",
      "dysmenorrhea",
      "period cramps",
      "menstrual cramps",
      "menstrual pain",
    ],
    parents: [],
    references: [NHS_PERIOD_PAIN],
  },
  // Diabetes UK calls it peripheral neuropathy: "diabetic neuropathy" had read as diabetes alone, missing vitamin B6's
  // caution on peripheral neuropathy.
  {
    slug: "diabetic-neuropathy",
    name: "Diabetic neuropathy (nerve damage from diabetes)",
    synonyms: [
      "diabetic neuropathy",
      "diabetic nerve damage",
      "diabetic nerve pain",
      "painful diabetic neuropathy",
      "diabetic polyneuropathy",
    ],
    parents: ["diabetes", "peripheral-neuropathy"],
    references: [DIABETES_UK_NEUROPATHY],
  },
  {
    slug: "personality-disorder",
    name: "Personality disorder",
    synonyms: ["personality disorder", "personality disorders"],
    parents: [],
    references: [MIND_BPD],
  },
  // "Borderline" alone is filler ("borderline diabetic"), so the whole name had gone unread. Bare "BPD" stays unread:
  // some write it for bipolar disorder.
  {
    slug: "borderline-personality-disorder",
    name: "Borderline personality disorder (emotionally unstable personality disorder)",
    synonyms: ["borderline personality disorder", "emotionally unstable personality disorder", "EUPD"],
    parents: ["personality-disorder"],
    references: [MIND_BPD],
  },
];
