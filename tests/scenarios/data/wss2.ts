// Supplement pairs of the wss2 round, written from the pages read rather than the records (made-up labels where the catalogue has no product).
import type { ScenarioInput } from "../schema";
import { flag, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const SOURCE = {
  stLukesValerian: {
    title: "Possible interactions with: valerian",
    publisher: "St. Luke's Hospital health library (A.D.A.M. content)",
    url: "https://stlukes-stl.com/health-content/medicine/33/000934.htm",
  },
  mskccPassionflower: {
    title: "Passionflower: purported benefits, side effects and more (About Herbs)",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/print/cancer-care/integrative-medicine/herbs/passionflower",
  },
  naturalStandardPassionFlower: {
    title: "Passion flower: safety (Natural Standard monograph)",
    publisher: "AARP Medicare Plans, Natural Standard content",
    url: "https://www.aarpmedicareplans.com/natstandardcontent/passion-flower/2?brand=",
  },
  nciTable3: {
    title: "Nutrition in Cancer Care (PDQ), health professional version, table 3 (2009, archived)",
    publisher: "National Cancer Institute (University of North Texas web archive)",
    url: "https://webarchive.library.unt.edu/eot2008/20090510023941/http://www.cancer.gov/cancertopics/pdq/supportivecare/nutrition/HealthProfessional/Table3",
  },
} satisfies Record<string, Reference>;

function herb(name: string, ingredient: string, amount: number): StackItem {
  return { custom: { name, ingredients: [{ ingredient, amount, unit: "mg" }] }, servingsPerDay: 1 };
}

const withIngredient = (ingredient: string) => ({ ingredient });

const PASSIONFLOWER = herb("Passionflower herb extract 500 mg capsule", "passionflower", 500);
const LEMON_BALM = herb("Lemon balm leaf extract 300 mg capsule", "lemon-balm", 300);
const KAVA = herb("Kava root extract 250 mg capsule", "kava", 250);
const YOHIMBE = herb("Yohimbe bark extract 500 mg capsule", "yohimbe", 500);
const LAVENDER = herb("Lavender oil 80 mg capsule", "lavender", 80);

const MSKCC_PASSIONFLOWER =
  "Memorial Sloan Kettering: passionflower may interact with certain medications and have added effects with St John's wort and/or valerian.";

export const WSS2_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-wss2-lemon-balm-valerian",
    title: "Lemon balm capsules for stress with valerian root at bedtime",
    stack: [LEMON_BALM, take(PRODUCT.valerian)],
    expect: { flags: [flag("valerian", withIngredient("lemon-balm"), "minor", "moderate")] },
    rationale:
      "Valerian can increase the effect of sedating drugs, and the page says the same is true of other herbs with a sedating effect, such as lemon balm.",
    sources: [SOURCE.stLukesValerian],
  },
  {
    id: "sc-wss2-passionflower-valerian",
    title: "Passionflower and valerian root taken together for sleep",
    stack: [PASSIONFLOWER, take(PRODUCT.valerian)],
    expect: { flags: [flag("passionflower", withIngredient("valerian"), "minor", "moderate")] },
    rationale: MSKCC_PASSIONFLOWER,
    sources: [SOURCE.mskccPassionflower],
  },
  {
    id: "sc-wss2-passionflower-st-johns-wort",
    title: "Passionflower for anxiety with Kira St John's wort tablets",
    stack: [PASSIONFLOWER, take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag("passionflower", withIngredient("st-johns-wort"), "minor", "moderate")] },
    rationale: MSKCC_PASSIONFLOWER,
    sources: [SOURCE.mskccPassionflower],
  },
  {
    id: "sc-wss2-kava-passionflower",
    title: "Kava capsules with passionflower for anxiety",
    stack: [KAVA, PASSIONFLOWER],
    expect: { flags: [flag("passionflower", withIngredient("kava"), "moderate", "major")] },
    rationale:
      "Natural Standard reports liver failure and death in a patient taking passion flower with kava, and says to use passion flower cautiously with any kava-containing product.",
    sources: [SOURCE.naturalStandardPassionFlower],
  },
  {
    id: "sc-wss2-yohimbe-st-johns-wort",
    title: "Yohimbe bark capsules added to Kira St John's wort tablets",
    stack: [YOHIMBE, take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag("yohimbe", withIngredient("st-johns-wort"), "minor", "moderate")] },
    rationale: "The NCI table says yohimbe decreases the effect of St John's wort.",
    sources: [SOURCE.nciTable3],
  },
  // Neighbours the pages do not name: they must stay quiet.
  {
    id: "sc-wss2-passionflower-lavender-no-alarm",
    title: "Passionflower with lavender oil capsules",
    stack: [PASSIONFLOWER, LAVENDER],
    expect: { noFlags: [noFlag("passionflower", withIngredient("lavender"))] },
    rationale:
      "Memorial Sloan Kettering names St John's wort and valerian as the herbs passionflower may have added effects with; lavender is not named.",
    sources: [SOURCE.mskccPassionflower],
  },
  {
    id: "sc-wss2-passionflower-5-htp-no-alarm",
    title: "Passionflower with 5-HTP 100 mg capsules",
    stack: [PASSIONFLOWER, take(PRODUCT.fiveHtp)],
    expect: { noFlags: [noFlag("passionflower", withIngredient("5-htp"))] },
    rationale: "The pages read name St John's wort, valerian and kava with passionflower, not 5-HTP.",
    sources: [SOURCE.mskccPassionflower, SOURCE.naturalStandardPassionFlower],
  },
  {
    id: "sc-wss2-lemon-balm-st-johns-wort-no-alarm",
    title: "Lemon balm capsules with Kira St John's wort tablets",
    stack: [LEMON_BALM, take(PRODUCT.stJohnsWort)],
    expect: { noFlags: [noFlag("lemon-balm", withIngredient("st-johns-wort"))] },
    rationale:
      "The valerian page names lemon balm as a sedating herb alongside valerian; it says nothing of St John's wort.",
    sources: [SOURCE.stLukesValerian],
  },
  {
    id: "sc-wss2-kava-lavender-no-alarm",
    title: "Kava capsules with lavender oil capsules",
    stack: [KAVA, LAVENDER],
    expect: { noFlags: [noFlag("kava", withIngredient("lavender"))] },
    rationale:
      "The passion flower monograph's warning about kava-containing products concerns passion flower, not lavender.",
    sources: [SOURCE.naturalStandardPassionFlower],
  },
  {
    id: "sc-wss2-yohimbe-5-htp-no-alarm",
    title: "Yohimbe bark capsules with 5-HTP 100 mg capsules",
    stack: [YOHIMBE, take(PRODUCT.fiveHtp)],
    expect: { noFlags: [noFlag("yohimbe", withIngredient("5-htp"))] },
    rationale: "Among herbs and supplements the NCI table names only St John's wort for yohimbe.",
    sources: [SOURCE.nciTable3],
  },
];
