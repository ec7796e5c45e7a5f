// Supplement pairs from the sources of the pairs round: sedating herbs with valerian, ginseng with caffeine and
// bitter orange, herbs that may hold back iron, and pairs the same sources give no reason to flag. Kava, chamomile,
// bitter orange and feverfew have no catalogue product, so their cases use made-up labels (engine only).
// Vitamin C with copper has only a negative case: the 1,500 mg a day the study used is above vitamin C's upper
// level, whose finding the checker shows instead of a minor pair finding.
import type { ScenarioInput } from "../schema";
import { flag, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  kavaValerian: {
    title:
      "The mechanism and rationale for the avoidance of taking benzodiazepines along with kava (Piper methysticum) and/or valerian (Valeriana officinalis) supplements",
    publisher: "EBM Consult",
    url: "https://www.ebmconsult.com/articles/kava-piper-methysticum-valerian-valeriana-officinalis-cns-depression",
  },
  valerianInteractions: {
    title: "Possible interactions with: valerian",
    publisher: "St. Luke's Hospital health library (A.D.A.M. content)",
    url: "https://stlukes-stl.com/health-content/medicine/33/000934.htm",
  },
  vitaminCCopper: {
    title:
      "Influence of ascorbic acid supplementation on copper status in young adult men (Am J Clin Nutr 1983)",
    publisher: "PubMed",
    url: "https://pubmed.ncbi.nlm.nih.gov/6837490/",
  },
  ginseng: {
    title: "Ginseng (natural product monograph: interactions)",
    publisher: "Skyscape medical reference (natural product monograph)",
    url: "https://download.skyscape.com/download/ota/lonestar/FCD1C556-3933-4594-AD2C-8C43C7C2B8BA/drdrug.ed19_2024/content/HTML/f/tl66.htm",
  },
  stJohnsWortTable: {
    title: "Some drug interactions with St. John's wort (table, MSD Manual Consumer Version)",
    publisher: "MSD Manuals (Consumer Version)",
    url: "https://www.msdmanuals.com/home/multimedia/table/some-drug-interactions-with-st-johns-wort",
  },
  sawPalmettoIron: {
    title: "Drug interaction report: saw palmetto with carbonyl iron (professional)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/interactions-check.php?drug_list=524-10649%2C2046-0&professional=1",
  },
  herbDrugTable: {
    title: "Some possible herb-drug interactions (table, Merck Manual Consumer Version)",
    publisher: "Merck Manuals (Consumer Version)",
    url: "https://www.merckmanuals.com/en-ca/home/multimedia/table/v833414",
  },
} satisfies Record<string, Reference>;

/** A made-up single-herb label, for herbs the catalogue does not sell. */
function herb(name: string, ingredient: string, amount: number): ScenarioInput["stack"][number] {
  return { custom: { name, ingredients: [{ ingredient, amount, unit: "mg" }] }, servingsPerDay: 1 };
}

const withIngredient = (ingredient: string) => ({ ingredient });

export const PAIRS_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-pairs-kava-valerian",
    title: "Kava capsules for anxiety taken with valerian root for sleep",
    stack: [herb("Kava root extract 250 mg capsule", "kava", 250), take(PRODUCT.valerian)],
    expect: { flags: [flag("valerian", withIngredient("kava"), "minor", "moderate")] },
    rationale:
      "Kava and valerian both act on GABA-A receptors and can depress the central nervous system; taken together they could cause unwanted drowsiness.",
    sources: [SOURCE.kavaValerian],
  },
  {
    id: "sc-pairs-chamomile-valerian",
    title: "Chamomile extract tablets with valerian root at bedtime",
    stack: [herb("Chamomile flower extract 400 mg tablet", "chamomile", 400), take(PRODUCT.valerian)],
    expect: { flags: [flag("valerian", withIngredient("chamomile"), "minor", "moderate")] },
    rationale:
      "Valerian can increase the effect of sedating medicines, and the same is true of other herbs with a sedating effect such as chamomile.",
    sources: [SOURCE.valerianInteractions],
  },
  {
    id: "sc-pairs-valerian-fish-oil-no-alarm",
    title: "Valerian root with a fish oil capsule",
    stack: [take(PRODUCT.valerian), take(PRODUCT.fishOil1000)],
    expect: { noFlags: [noFlag("valerian", withIngredient("omega-3-fish-oil"))] },
    rationale:
      "Valerian's interactions are with sedating medicines and herbs; fish oil is neither, and the page names no interaction with it.",
    sources: [SOURCE.valerianInteractions],
  },
  {
    id: "sc-pairs-copper-multivitamin-no-alarm",
    title: "Zinc and copper capsule with a multivitamin (80 mg vitamin C)",
    stack: [take(PRODUCT.zincCopper), take(PRODUCT.centrum)],
    expect: { noFlags: [noFlag("copper", withIngredient("vitamin-c"))] },
    rationale:
      "The effect on copper was seen with 1,500 mg of vitamin C a day; a multivitamin's 80 mg is an ordinary intake that the study does not describe.",
    sources: [SOURCE.vitaminCCopper],
  },
  {
    id: "sc-pairs-ginseng-caffeine",
    title: "Panax ginseng with caffeine 200 mg tablets",
    stack: [take(PRODUCT.ginseng), take(PRODUCT.caffeine200)],
    expect: { flags: [flag("ginseng", withIngredient("caffeine"), "minor", "moderate")] },
    rationale: "The ginseng monograph says ginseng may potentiate the effects of caffeine.",
    sources: [SOURCE.ginseng],
  },
  {
    id: "sc-pairs-ginseng-bitter-orange",
    title: "Panax ginseng with a bitter orange (synephrine) weight-loss capsule",
    stack: [take(PRODUCT.ginseng), herb("Bitter orange extract 500 mg capsule", "bitter-orange", 500)],
    expect: { flags: [flag("ginseng", withIngredient("bitter-orange"), "moderate", "major")] },
    rationale:
      "The ginseng monograph says it may prolong the QT interval when used with bitter orange, raising the risk of life-threatening arrhythmias.",
    sources: [SOURCE.ginseng],
  },
  {
    id: "sc-pairs-ginseng-valerian-no-alarm",
    title: "Panax ginseng in the morning and valerian root at night",
    stack: [take(PRODUCT.ginseng), take(PRODUCT.valerian)],
    expect: { noFlags: [noFlag("ginseng", withIngredient("valerian"))] },
    rationale:
      "The ginseng monograph names bitter orange, country mallow, ephedra and caffeine, and herbs that affect bleeding or blood sugar; valerian is none of these.",
    sources: [SOURCE.ginseng],
  },
  {
    id: "sc-pairs-st-johns-wort-iron",
    title: "Kira St John's wort tablets with a Spatone iron sachet",
    stack: [take(PRODUCT.stJohnsWort), take(PRODUCT.spatone)],
    expect: { flags: [flag("iron", withIngredient("st-johns-wort"), "minor", "moderate")] },
    rationale: "St John's wort may reduce iron absorption (MSD Manual table of its interactions).",
    sources: [SOURCE.stJohnsWortTable],
  },
  {
    id: "sc-pairs-saw-palmetto-iron",
    title: "Saw palmetto softgels with a Spatone iron sachet",
    stack: [take(PRODUCT.sawPalmetto), take(PRODUCT.spatone)],
    expect: { flags: [flag("iron", withIngredient("saw-palmetto"), "minor", "moderate")] },
    rationale:
      "The tannic acid in herbs like saw palmetto may inhibit iron absorption; the two should be taken several hours apart.",
    sources: [SOURCE.sawPalmettoIron],
  },
  {
    id: "sc-pairs-feverfew-iron",
    title: "Feverfew for migraine with a Spatone iron sachet",
    stack: [herb("Feverfew leaf 100 mg capsule", "feverfew", 100), take(PRODUCT.spatone)],
    expect: { flags: [flag("iron", withIngredient("feverfew"), "minor", "moderate")] },
    rationale: "Feverfew may reduce iron absorption (Merck Manual table of herb-drug interactions).",
    sources: [SOURCE.herbDrugTable],
  },
  {
    id: "sc-pairs-saw-palmetto-vitamin-d-no-alarm",
    title: "Saw palmetto softgels with vitamin D3 25 micrograms",
    stack: [take(PRODUCT.sawPalmetto), take(PRODUCT.vitaminD25)],
    expect: { noFlags: [noFlag("saw-palmetto", withIngredient("vitamin-d3"))] },
    rationale:
      "The interaction named for saw palmetto is its tannins holding back iron; vitamin D is not a mineral and is not named.",
    sources: [SOURCE.sawPalmettoIron],
  },
];
