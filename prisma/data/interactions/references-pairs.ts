// References first cited by the supplement pairs round (supplement-interactions-pairs.ts). Each address is the one
// the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_PAIRS = {
  /** Kava and valerian: both act on GABA-A receptors and can cause CNS depression; taking them together could cause unwanted CNS side effects, more so with a benzodiazepine. */
  ebmKavaValerian: {
    title:
      "The mechanism and rationale for the avoidance of taking benzodiazepines along with kava (Piper methysticum) and/or valerian (Valeriana officinalis) supplements",
    publisher: "EBM Consult",
    url: "https://www.ebmconsult.com/articles/kava-piper-methysticum-valerian-valeriana-officinalis-cns-depression",
  },
  /** Valerian can increase the effect of sedating drugs; "the same is true of other herbs with a sedating effect, such as chamomile, lemon balm, and catnip." */
  stLukesValerian: {
    title: "Possible interactions with: valerian",
    publisher:
      "St. Luke's Hospital health library (A.D.A.M. content, reviewed by VeriMed Healthcare Network)",
    url: "https://stlukes-stl.com/health-content/medicine/33/000934.htm",
  },
  /** 500 mg of ascorbic acid with each meal (1,500 mg a day) for 64 days lowered serum ceruloplasmin activity in young men, within normal ranges; a high ascorbic acid intake is antagonistic to copper status. */
  ascorbicAcidCopperStatus1983: {
    title:
      "Influence of ascorbic acid supplementation on copper status in young adult men, Am J Clin Nutr 1983;37(4):553-6",
    publisher: "PubMed",
    url: "https://pubmed.ncbi.nlm.nih.gov/6837490/",
    pmid: "6837490",
    doi: "10.1093/ajcn/37.4.553",
  },
  /** Review: ascorbate has been known to antagonise the intestinal absorption of copper. */
  ascorbicAcidCopperTransport1991: {
    title:
      "A role for ascorbic acid in copper transport (review), Am J Clin Nutr 1991;54(6 Suppl):1193S-1197S",
    publisher: "PubMed",
    url: "https://pubmed.ncbi.nlm.nih.gov/1962569/",
    pmid: "1962569",
    doi: "10.1093/ajcn/54.6.1193s",
  },
  /**
   * Asian (Panax) ginseng, natural product monograph. "Natural-Natural Products": may prolong the QT interval when
   * used with bitter orange, country mallow and ephedra and increase the risk of life-threatening arrhythmias.
   * "Natural-Food Products": may potentiate the effects of caffeine in coffee or tea.
   */
  skyscapeGinseng: {
    title: "Ginseng (natural product monograph: natural-natural and natural-food product interactions)",
    publisher: "Skyscape medical reference (natural product monograph)",
    url: "https://download.skyscape.com/download/ota/lonestar/FCD1C556-3933-4594-AD2C-8C43C7C2B8BA/drdrug.ed19_2024/content/HTML/f/tl66.htm",
  },
  /** Iron: "St. John's wort may reduce iron absorption." */
  msdStJohnsWortTable: {
    title: "Some drug interactions with St. John's wort (table, MSD Manual Consumer Version)",
    publisher: "MSD Manuals (Consumer Version)",
    url: "https://www.msdmanuals.com/home/multimedia/table/some-drug-interactions-with-st-johns-wort",
  },
  /** The same table in the Merck edition: iron, "St. John's wort may reduce iron absorption." */
  merckStJohnsWortTable: {
    title: "Drug interactions with St. John's wort (table, Merck Manual Consumer Version)",
    publisher: "Merck Manuals (Consumer Version)",
    url: "https://www.merckmanuals.com/en-ca/home/multimedia/table/v36860026",
  },
  /** Saw palmetto with carbonyl iron: the tannic acid in some herbs like St. John's wort and saw palmetto may inhibit the absorption of iron; separate them by several hours (Miller 1998, Arch Intern Med). */
  drugsComSawPalmettoIron: {
    title: "Drug interaction report: saw palmetto with carbonyl iron (professional)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/interactions-check.php?drug_list=524-10649%2C2046-0&professional=1",
  },
} satisfies Record<string, Reference>;
