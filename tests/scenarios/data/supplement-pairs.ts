// Supplement–supplement cases: minerals that compete for absorption, psyllium holding back minerals, two
// serotonergic products; and everyday pairs that sources do not warn about, which must not alarm.
import type { ScenarioInput } from "../schema";
import { flag, noFlag } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";
import { REF } from "./references";
import { REF2 } from "./references-part-2";

const with_ = (ingredient: string) => ({ ingredient });

type ProductId = (typeof PRODUCT)[keyof typeof PRODUCT];

/** Two products that sources do not warn about together: the first ingredient must not be flagged with the second. */
function fine(
  id: string,
  title: string,
  products: [ProductId, ProductId],
  link: [string, string],
  rationale: string,
  sources: ScenarioInput["sources"],
): ScenarioInput {
  return scenario(
    { id, title, stack: products, rationale, sources },
    { noFlags: [noFlag(link[0], with_(link[1]))] },
  );
}

export const SUPPLEMENT_PAIR_SCENARIOS: ScenarioInput[] = [
  scenario(
    {
      id: "sc-pair-calcium-iron",
      title: "Calcium and vitamin D tablet taken with an iron supplement",
      stack: [PRODUCT.osteocare, PRODUCT.iron20],
      rationale:
        "Calcium reduces the absorption of iron when they are taken together; the NIH fact sheets advise taking them at different times.",
      sources: [REF2.odsIron, REF2.odsCalcium],
    },
    { flags: [flag("iron", with_("calcium"), "minor", "moderate")] },
  ),
  scenario(
    {
      id: "sc-pair-zinc-50-multivitamin-copper",
      title: "Zinc 50 mg with a multivitamin containing copper",
      stack: [PRODUCT.zinc50, PRODUCT.centrum],
      rationale:
        "High zinc intakes reduce copper absorption and can cause copper deficiency over time (NIH zinc fact sheet).",
      sources: [REF2.odsZinc],
    },
    { flags: [flag("zinc", with_("copper"), "minor", "moderate")] },
  ),
  scenario(
    {
      id: "sc-pair-zinc-iron",
      title: "Zinc 15 mg with a Spatone iron sachet on an empty stomach",
      stack: [PRODUCT.zinc15, PRODUCT.spatone],
      rationale:
        "Iron supplements taken without food can reduce zinc absorption (NIH zinc fact sheet); the two are best taken apart.",
      sources: [REF2.odsZinc, REF2.odsIron],
    },
    { flags: [flag("iron", with_("zinc"), "minor", "moderate")] },
  ),
  scenario(
    {
      id: "sc-pair-psyllium-iron",
      title: "Psyllium husk capsules with a Spatone iron sachet",
      stack: [PRODUCT.psyllium500, PRODUCT.spatone],
      rationale:
        "Ispaghula (psyllium) product information warns that it may delay the absorption of minerals such as iron taken at the same time.",
      sources: [REF.fybogelSmpc],
    },
    { flags: [flag("psyllium", with_("iron"), "minor", "moderate")] },
  ),
  scenario(
    {
      id: "sc-pair-psyllium-zinc",
      title: "Psyllium husk with zinc",
      stack: [PRODUCT.psyllium500, PRODUCT.zinc22],
      rationale:
        "Ispaghula (psyllium) product information warns that it may delay the absorption of minerals such as zinc.",
      sources: [REF.fybogelSmpc],
    },
    { flags: [flag("psyllium", with_("zinc"), "minor", "moderate")] },
  ),
  scenario(
    {
      id: "sc-pair-psyllium-calcium",
      title: "Psyllium husk with a calcium and vitamin D tablet",
      stack: [PRODUCT.psyllium500, PRODUCT.osteocare],
      rationale:
        "Ispaghula (psyllium) product information warns that it may delay the absorption of minerals such as calcium.",
      sources: [REF.fybogelSmpc],
    },
    { flags: [flag("psyllium", with_("calcium"), "minor", "moderate")] },
  ),
  scenario(
    {
      id: "sc-pair-5htp-st-johns-wort",
      title: "5-HTP with St John's wort for low mood",
      stack: [PRODUCT.fiveHtp, PRODUCT.stJohnsWort],
      rationale:
        "Both raise serotonin; taken together they risk serotonin syndrome, and 5-HTP should not be combined with other serotonergic products.",
      sources: [REF.fiveHtpInteractions, REF.npsSerotoninSyndrome],
    },
    { flags: [flag("5-htp", with_("st-johns-wort"), "moderate", "contraindicated")] },
  ),
  scenario(
    {
      id: "sc-pair-green-tea-iron",
      title: "Green tea extract with a Spatone iron sachet",
      stack: [PRODUCT.greenTea, PRODUCT.spatone],
      rationale:
        "Tea polyphenols reduce the absorption of non-haem iron from food and supplements taken at the same time.",
      sources: [REF2.odsIron],
    },
    { flags: [flag("green-tea-extract", with_("iron"), "minor", "moderate")] },
  ),
  fine(
    "sc-pair-vitamin-d-fish-oil",
    "Vitamin D with fish oil",
    [PRODUCT.vitaminD25, PRODUCT.fishOil1000],
    ["vitamin-d3", "omega-3-fish-oil"],
    "Neither the vitamin D nor the omega-3 fact sheet names the other; fish oil without liver oil adds no vitamin D or A.",
    [REF2.odsVitaminD, REF2.odsOmega3],
  ),
  fine(
    "sc-pair-vitamin-d-vitamin-c",
    "Vitamin D with vitamin C",
    [PRODUCT.vitaminD25, PRODUCT.vitaminC1000],
    ["vitamin-d3", "vitamin-c"],
    "No source reports an interaction between vitamin D and vitamin C; both are within NHS limits.",
    [REF2.odsVitaminD, REF2.odsVitaminC],
  ),
  fine(
    "sc-pair-b12-folic-acid",
    "Vitamin B12 with folic acid",
    [PRODUCT.vitaminB12, PRODUCT.folicAcid400],
    ["vitamin-b12", "folic-acid"],
    "B12 and folic acid are often taken together; the only caution, that high folic acid can mask B12 deficiency, does not apply when B12 is taken too.",
    [REF2.odsFolate, REF2.odsVitaminB12],
  ),
  fine(
    "sc-pair-magnesium-vitamin-d",
    "Magnesium with vitamin D",
    [PRODUCT.magnesiumCitrate200, PRODUCT.vitaminD25],
    ["magnesium", "vitamin-d3"],
    "Magnesium helps activate vitamin D; no source warns against the pair.",
    [REF2.odsMagnesium, REF2.odsVitaminD],
  ),
  fine(
    "sc-pair-coq10-fish-oil",
    "Coenzyme Q10 with fish oil",
    [PRODUCT.coq10, PRODUCT.fishOil1000],
    ["coq10", "omega-3-fish-oil"],
    "No source reports an interaction between coenzyme Q10 and fish oil.",
    [REF2.odsOmega3],
  ),
  fine(
    "sc-pair-creatine-whey",
    "Creatine with whey protein after training",
    [PRODUCT.creatine, PRODUCT.whey],
    ["creatine", "whey-protein"],
    "Creatine is commonly mixed into protein shakes; no source warns against the pair.",
    [REF2.nhsVitaminsMinerals],
  ),
  fine(
    "sc-pair-collagen-vitamin-c",
    "Collagen peptides with vitamin C",
    [PRODUCT.collagen, PRODUCT.vitaminC1000],
    ["collagen", "vitamin-c"],
    "Vitamin C is needed to make collagen; no source warns against taking them together.",
    [REF2.odsVitaminC],
  ),
  fine(
    "sc-pair-vitamin-k2-vitamin-d",
    "Vitamin K2 with vitamin D",
    [PRODUCT.vitaminK2, PRODUCT.vitaminD25],
    ["vitamin-k2", "vitamin-d3"],
    "Vitamin K2 and vitamin D are often combined for bone health; the vitamin K caution is for warfarin users only.",
    [REF2.odsVitaminD],
  ),
  fine(
    "sc-pair-probiotic-vitamin-d",
    "A probiotic with vitamin D",
    [PRODUCT.probiotic, PRODUCT.vitaminD25],
    ["probiotics", "vitamin-d3"],
    "No source reports an interaction between probiotics and vitamin D.",
    [REF2.odsVitaminD],
  ),
  fine(
    "sc-pair-theanine-magnesium",
    "L-theanine with magnesium at night",
    [PRODUCT.lTheanine, PRODUCT.magnesiumChelate200],
    ["l-theanine", "magnesium"],
    "No source reports an interaction between L-theanine and magnesium.",
    [REF2.odsMagnesium],
  ),
  fine(
    "sc-pair-selenium-vitamin-d",
    "Selenium with vitamin D",
    [PRODUCT.selenium, PRODUCT.vitaminD25],
    ["selenium", "vitamin-d3"],
    "No source reports an interaction between selenium and vitamin D at these doses.",
    [REF2.odsVitaminD],
  ),
  fine(
    "sc-pair-glutamine-creatine",
    "Glutamine with creatine",
    [PRODUCT.glutamine, PRODUCT.creatine],
    ["glutamine", "creatine"],
    "No source reports an interaction between glutamine and creatine.",
    [REF2.nhsVitaminsMinerals],
  ),
];
