// The read log of the wx2 round: the texts a blind probe was written from, and what came of each.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";

const READ_ON = "2026-12-04";

export const SOURCES_READ_WX2: SourceReadInput[] = [
  {
    ingredient: "black-cohosh",
    kind: "nccih",
    title: "Herb-Drug Interactions (NCCIH Clinical Digest for health professionals, July 2021)",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://nccih.nih.gov/health/providers/digest/herb-drug",
    dateRead: READ_ON,
    outcome: "records",
    records: ["di-black-cohosh-statin"],
    note: "Read in its opening and its table's first rows: the risk of interactions between black cohosh and medicines appears small; a 2017 review found an overall low risk but that black cohosh may reduce the effectiveness of statins. No record reached statins before: di-black-cohosh-statin asks (level 5, as the page gives no clinical finding). The rest of the table (ginkgo, goldenseal, kava, St John's wort and others) did not come up here.",
  },
  {
    ingredient: "garlic",
    kind: "nccih",
    title: "Herb-Drug Interactions (NCCIH Clinical Digest for health professionals, July 2021)",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://nccih.nih.gov/health/providers/digest/herb-drug",
    dateRead: READ_ON,
    outcome: "stated-not-recorded",
    note: "Garlic supplements may interfere with the effectiveness of some drugs, including saquinavir: the existing garlic record on HIV protease inhibitors already reaches saquinavir (the probe's pair passed), so no new record. The sentence on other herbs and supplements was cut off in what could be read.",
  },
  {
    ingredient: "ginseng",
    kind: "nccih",
    title:
      "Herb-Drug Interactions: What the Science Says (NCCIH Clinical Digest, December 2024), Asian ginseng",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://nccih.nih.gov/health/providers/digest/herb-drug-interactions-science?nav=govdcd",
    dateRead: READ_ON,
    outcome: "records",
    records: ["di-ginseng-statin"],
    note: "Asian ginseng section read: uncertainties about whether ginseng might interact with calcium channel blockers and other high blood pressure medicines, statins and some antidepressants; studies with warfarin have had mixed results. The calcium channel blocker, blood pressure and warfarin pairs were already reached by existing records (the probe passed amlodipine, nifedipine and warfarin); statins were not: di-ginseng-statin asks (level 5). 'Some antidepressants' names none, and the MAOI record already exists. The page's later herbs did not come up.",
  },
  {
    ingredient: "black-cohosh",
    kind: "nccih",
    title: "Herb-Drug Interactions: What the Science Says (NCCIH Clinical Digest, older version)",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://www.nccih.nih.gov/health/providers/digest/herb-drug-interactions-science",
    dateRead: READ_ON,
    outcome: "stated-not-recorded",
    note: "Only its black cohosh section came up: based on the clinical data the risk of herb-drug interactions appears small, and the U.S. Pharmacopeia's safety review asks for a caution label for people with a liver disorder or symptoms of liver trouble. The liver disease records already say so; no medicine is named. The 2021 version of this page, which adds 'people with breast cancer should avoid using black cohosh before talking with their health care provider', came up only in a copy on a content-delivery address (not logged); the breast cancer record already asks.",
  },
  {
    ingredient: "echinacea",
    kind: "nccih",
    title: "Echinacea",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://nccih.nih.gov/health/echinacea",
    dateRead: READ_ON,
    outcome: "not-readable",
    note: "Came up only to the start of 'What Do We Know About Safety?'. An older copy of the NCCIH text (edinformatics.com) says the risk of interactions between echinacea supplements and most medications is low, naming none.",
  },
  {
    ingredient: "turmeric-curcumin",
    kind: "nccih",
    title: "Turmeric",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://www.nccih.nih.gov/health/turmeric",
    dateRead: READ_ON,
    outcome: "not-readable",
    note: "Came up only in its opening (background and what has been learned); the safety section did not. A CloudFront copy of the newer page says highly bioavailable curcumin formulations may harm the liver, naming no medicine or condition beyond that.",
  },
];
