// Condition words read since the wcn11 round (misspelt pregnancy, combination feeding, diabetic neuropathy), and neighbours that stay quiet.
import type { ScenarioInput } from "../schema";
import { flag, med } from "./build";
import { BLOCKS, conditionCases, scenario } from "./by-mechanism";
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
  goGreenVitaminB6: {
    title:
      "Vitamin B6: what happens if I take too much? A loss of feeling in the arms and legs known as peripheral neuropathy (the NHS website text)",
    publisher: "go-green.info (the NHS vitamins and minerals text)",
    url: "https://www.go-green.info/food/vitamin-b6/",
  },
  diabetesUkNeuropathy: {
    title:
      "Peripheral neuropathy (nerve damage): peripheral neuropathy is when diabetes causes damage to your nerves, particularly in your hands and feet",
    publisher: "Diabetes UK",
    url: "https://www.diabetes.org.uk/guide-to-diabetes/complications/nerves_neuropathy",
  },
  niceNeuropathicPain: {
    title:
      "Neuropathic pain in adults (NICE CG173), information for the public: all types of neuropathic pain except trigeminal neuralgia",
    publisher: "NICE",
    url: "https://nice.org.uk/guidance/cg173/ifp/chapter/All-types-of-neuropathic-pain-except-trigeminal-neuralgia",
  },
  serotoninAgents: {
    title:
      "Agents associated with an increased risk of serotonin syndrome (Table 1), Ther Adv Psychopharmacol 2019;9:2045125318818814",
    publisher: "Therapeutic Advances in Psychopharmacology (via PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC6413434/",
  },
  crukSjw: {
    title: "St John's wort and cancer",
    publisher: "Cancer Research UK",
    url: "https://www.cancerresearchuk.org/about-cancer/treatment/complementary-alternative-therapies/individual-therapies/st-johns-wort",
  },
  eauHormoneTherapy: {
    title: "Hormone therapy for prostate cancer: LHRH agonists, usually given as injections or implants",
    publisher: "European Association of Urology (patient information)",
    url: "https://patients.uroweb.org/hormone-therapy/",
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

const B6_NEUROPATHY =
  "The NHS text names peripheral neuropathy as the harm of too much vitamin B6; Diabetes UK calls the nerve damage diabetes causes peripheral neuropathy.";
const B6_DIABETES_ONLY =
  "Diabetes without nerve damage is not peripheral neuropathy: no source read ties vitamin B6 to diabetes itself.";

const { named, caution, quiet } = conditionCases("sc-wcn11-");
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

const NERVE_PAIN_SJW =
  "NICE's first choices for nerve pain are amitriptyline, duloxetine, gabapentin and pregabalin; St John's wort is not to be taken with serotonergic antidepressants such as duloxetine. \"Nerve pain tablets\" had read as painkillers, which it meets no record for.";

const PROSTATE_HORMONES_SJW =
  "Hormone therapy for prostate cancer is goserelin, leuprorelin or triptorelin injections and anti-androgen tablets, all cancer medicines; Cancer Research UK says St John's wort can interact with certain cancer drugs. It had read as the medicines for an enlarged prostate.";

export const WCN11_SCENARIOS: ScenarioInput[] = [
  scenario(
    {
      id: "sc-wcn11-prostate-cancer-hormones-st-johns-wort",
      title: "Hormone therapy for prostate cancer (a group), and St John's wort",
      medicines: ["hormone therapy for prostate cancer"],
      stack: [PRODUCT.stJohnsWort],
      rationale: PROSTATE_HORMONES_SJW,
      sources: [SOURCE.eauHormoneTherapy, SOURCE.crukSjw],
    },
    { flags: [flag("st-johns-wort", med("hormone therapy for prostate cancer"), "moderate")] },
  ),
  scenario(
    {
      id: "sc-wcn11-nerve-pain-tablets-st-johns-wort",
      title: "Nerve pain tablets (a group), and St John's wort",
      medicines: ["nerve pain tablets"],
      stack: [PRODUCT.stJohnsWort],
      rationale: NERVE_PAIN_SJW,
      sources: [SOURCE.niceNeuropathicPain, SOURCE.serotoninAgents],
    },
    { flags: [flag("st-johns-wort", med("nerve pain tablets"), "moderate")] },
  ),
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
  caution(
    "diabetic-neuropathy-b6",
    "diabetic neuropathy",
    "vitamin-b6",
    PRODUCT.vitaminB6,
    "vitamin B6 100 mg",
    B6_NEUROPATHY,
    SOURCE.goGreenVitaminB6,
  ),
  caution(
    "diabetic-nerve-pain-b6",
    "diabetic nerve pain",
    "vitamin-b6",
    PRODUCT.vitaminB6,
    "vitamin B6 100 mg",
    B6_NEUROPATHY,
    SOURCE.diabetesUkNeuropathy,
  ),
  quiet(
    "type-2-diabetes-b6",
    "Type 2 diabetes, without nerve damage, and vitamin B6",
    "vitamin-b6",
    "type 2 diabetes",
    PRODUCT.vitaminB6,
    B6_DIABETES_ONLY,
    [SOURCE.diabetesUkNeuropathy],
  ),
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
