// Condition words read since the wcn11 round (misspelt pregnancy and breastfeeding, combination feeding), and neighbours that stay quiet.
import type { ScenarioInput } from "../schema";
import { BLOCKS, conditionCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  bootsBlackCohosh: {
    title:
      "Boots Black Cohosh Menopause Relief Tablets: patient information leaflet (traditional herbal registration)",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/8335/pil",
  },
  nhsHighlandMixedFeeding: {
    title:
      "Mixed (combination) feeding: mixed feeding, or combination feeding, is when you choose to breastfeed sometimes and give formula at other times",
    publisher: "NHS Highland",
    url: "https://nhshighland.scot.nhs.uk/health-and-wellbeing/infant-feeding/mixed-combination-feeding",
  },
  nbtFormulaFeeding: {
    title:
      "Formula feeding: if you decide not to breastfeed or to stop breastfeeding, it is possible to restart; giving infant formula to a breastfed baby will reduce your milk supply",
    publisher: "North Bristol NHS Trust (maternity services)",
    url: "https://www.nbt.nhs.uk/maternity-services/feeding-your-baby/formula-feeding",
  },
  merriamWebsterTeetotaler: {
    title: "Teetotaler (word of the day): one who abstains completely from alcoholic drinks",
    publisher: "Merriam-Webster",
    url: "https://www.merriam-webster.com/word-of-the-day/teetotaler-2019-01-18",
  },
} satisfies Record<string, Reference>;

const BLACK_COHOSH_PREGNANCY =
  "Its UK leaflet says not to take black cohosh when pregnant; a misspelt or slang word for pregnant is still a pregnancy.";
const BLACK_COHOSH_BREASTFEEDING =
  "Its UK leaflet lists breastfeeding among the reasons not to take black cohosh; combination (mixed) feeding is breastfeeding some feeds and giving formula at others.";
const FORMULA_NOT_BREASTFEEDING =
  "Formula feeding is not breastfeeding: the breastfeeding records do not apply.";
const TEETOTAL_NOT_DEPENDENT =
  "Teetotal means not drinking alcohol at all: the records on alcohol dependence do not apply.";

const { named, quiet } = conditionCases("sc-wcn11-");
const blackCohosh = (id: string, typed: string, rationale: string, sources: Reference[]) =>
  named(
    id,
    `${typed}, and black cohosh`,
    "black-cohosh",
    typed,
    PRODUCT.blackCohosh,
    BLOCKS,
    rationale,
    sources,
  );

export const WCN11_SCENARIOS: ScenarioInput[] = [
  blackCohosh("pregnent-black-cohosh", "pregnent", BLACK_COHOSH_PREGNANCY, [SOURCE.bootsBlackCohosh]),
  blackCohosh("preggers-black-cohosh", "preggers", BLACK_COHOSH_PREGNANCY, [SOURCE.bootsBlackCohosh]),
  blackCohosh("breastfeading-black-cohosh", "breastfeading", BLACK_COHOSH_BREASTFEEDING, [
    SOURCE.bootsBlackCohosh,
  ]),
  blackCohosh("combi-feeding-black-cohosh", "combi feeding", BLACK_COHOSH_BREASTFEEDING, [
    SOURCE.bootsBlackCohosh,
    SOURCE.nhsHighlandMixedFeeding,
  ]),
  blackCohosh("combination-feeding-black-cohosh", "combination feeding", BLACK_COHOSH_BREASTFEEDING, [
    SOURCE.bootsBlackCohosh,
    SOURCE.nhsHighlandMixedFeeding,
  ]),
  quiet(
    "formula-feeding-black-cohosh",
    "Formula feeding, not breastfeeding, and black cohosh",
    "black-cohosh",
    "formula feeding",
    PRODUCT.blackCohosh,
    FORMULA_NOT_BREASTFEEDING,
    [SOURCE.nbtFormulaFeeding],
  ),
  quiet(
    "teetotal-iron",
    "Teetotal, not alcohol dependence, and iron",
    "iron",
    "teetotal",
    PRODUCT.iron20,
    TEETOTAL_NOT_DEPENDENT,
    [SOURCE.merriamWebsterTeetotaler],
  ),
];
