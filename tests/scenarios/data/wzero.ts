// The wzero round's ingredients, from the sources read for them and independently of the records' wording: spirulina
// with what St. Luke's A.D.A.M. monograph names (drugs given to suppress the immune system, typed as it words them and
// as members), and lutein with what Davis's Drug Guide names (cystic fibrosis, pregnancy, breastfeeding). Lutein has no
// catalogue product, so its scenarios use a product as typed. Negatives are medicines and conditions neither names.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag } from "./build";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

// NOW Foods Spirulina 500mg Tablets, the catalogue's spirulina product.
const SPIRULINA: StackItem = { product: "now-foods-spirulina-500mg-tablets-200", servingsPerDay: 1 };
const LUTEIN: StackItem = {
  custom: { name: "Lutein 20 mg softgels", ingredients: [{ ingredient: "lutein", amount: 20, unit: "mg" }] },
  servingsPerDay: 1,
};

const BCAA: StackItem = {
  custom: { name: "BCAA powder 5 g a serving", ingredients: [{ ingredient: "bcaa", amount: 5, unit: "g" }] },
  servingsPerDay: 1,
};
const HMB: StackItem = {
  custom: { name: "HMB 1,000 mg capsules", ingredients: [{ ingredient: "hmb", amount: 1000, unit: "mg" }] },
  servingsPerDay: 1,
};

const WEBMD_BCAA: Source = {
  title: "Branched-chain amino acids (BCAA): uses, side effects and more",
  publisher: "WebMD",
  url: "https://webmd.com/vitamins/ai/ingredientmono-1005/branched-chain-amino-acids-bcaa?activeIngredientId=1005&activeIngredientName=BRANCHED-CHAIN+AMINO+ACIDS",
};
const PDR_HMB: Source = {
  title: "Beta-Hydroxy-Beta-Methylbutyrate (HMB)",
  publisher: "PDR Health (PDR.net)",
  url: "https://pdrhealth.com/drugs/beta-hydroxy-beta-methylbutyrate-hmb/",
};

const ADAM_SPIRULINA: Source = {
  title: "Possible interactions with: Spirulina (A.D.A.M. complementary medicine monograph)",
  publisher: "St. Luke's Hospital, St. Louis (A.D.A.M., Inc.)",
  url: "https://stlukes-stl.com/health-content/medicine/33/000982.htm",
};
const DAVIS_LUTEIN: Source = {
  title: "Lutein (Complementary/Alternative Medicine monograph), Davis's Drug Guide",
  publisher: "Unbound Medicine (Davis's Drug Guide for Nurses, F.A. Davis)",
  url: "https://nursing.unboundmedicine.com/nursingcentral/view/Davis-Drug-Guide/109923/all/lutein",
};

const SPIRULINA_IMMUNE =
  "The monograph says no interaction with conventional medicines has been reported, but that spirulina might interfere with drugs given to suppress the immune system, naming this one among them; a possible interaction is at least a minor finding.";
const SPIRULINA_QUIET =
  "The monograph names only drugs given to suppress the immune system; this medicine is not one, so no spirulina interaction should be shown.";

function spirulinaWith(id: string, medicine: string, title: string): ScenarioInput {
  return {
    id: `sc-wzero-spirulina-${id}`,
    title,
    profile: { medicines: [medicine], conditions: [] },
    stack: [SPIRULINA],
    expect: { flags: [flag("spirulina", med(medicine), "minor", "moderate")] },
    rationale: SPIRULINA_IMMUNE,
    sources: [ADAM_SPIRULINA],
  };
}

function spirulinaQuiet(id: string, medicine: string, title: string): ScenarioInput {
  return {
    id: `sc-wzero-spirulina-${id}`,
    title,
    profile: { medicines: [medicine], conditions: [] },
    stack: [SPIRULINA],
    expect: { noFlags: [noFlag("spirulina", med(medicine))] },
    rationale: SPIRULINA_QUIET,
    sources: [ADAM_SPIRULINA],
  };
}

function luteinWith(id: string, condition: string, title: string): ScenarioInput {
  return {
    id: `sc-wzero-lutein-${id}`,
    title,
    profile: { medicines: [], conditions: [condition] },
    stack: [LUTEIN],
    expect: { flags: [flag("lutein", cond(condition), "minor", "moderate")] },
    rationale:
      "Davis's Drug Guide says to use lutein cautiously in cystic fibrosis and in pregnancy and lactation: a question for the person's doctor or midwife, not a ban.",
    sources: [DAVIS_LUTEIN],
  };
}

function withCondition(
  id: string,
  stack: StackItem,
  ingredient: string,
  condition: string,
  title: string,
  rationale: string,
  source: Source,
): ScenarioInput {
  return {
    id: `sc-wzero-${id}`,
    title,
    profile: { medicines: [], conditions: [condition] },
    stack: [stack],
    expect: { flags: [flag(ingredient, cond(condition), "moderate")] },
    rationale,
    sources: [source],
  };
}

const BCAA_ALS =
  "WebMD's monograph says BCAAs by mouth are not beneficial in ALS (motor neurone disease) and might make lung function worse and increase the chance of death, so a person with the disease must be warned.";
const HMB_PREGNANCY = "PDR Health says pregnant and breastfeeding women should avoid taking HMB supplements.";

export const WZERO_SCENARIOS: ScenarioInput[] = [
  withCondition(
    "bcaa-mnd",
    BCAA,
    "bcaa",
    "motor neurone disease",
    "BCAA powder for someone with motor neurone disease",
    BCAA_ALS,
    WEBMD_BCAA,
  ),
  withCondition(
    "bcaa-als",
    BCAA,
    "bcaa",
    "ALS",
    "BCAA powder for someone with ALS, typed as the monograph names it",
    BCAA_ALS,
    WEBMD_BCAA,
  ),
  withCondition(
    "hmb-pregnant",
    HMB,
    "hmb",
    "pregnant",
    "HMB capsules during pregnancy",
    HMB_PREGNANCY,
    PDR_HMB,
  ),
  withCondition(
    "hmb-breastfeeding",
    HMB,
    "hmb",
    "breastfeeding",
    "HMB capsules while breastfeeding",
    HMB_PREGNANCY,
    PDR_HMB,
  ),
  {
    id: "sc-wzero-bcaa-hmb-quiet",
    title: "BCAA and HMB for someone with asthma who takes a salbutamol inhaler",
    profile: { medicines: ["salbutamol inhaler"], conditions: ["asthma"] },
    stack: [BCAA, HMB],
    expect: {
      noFlags: [
        noFlag("bcaa", cond("asthma")),
        noFlag("hmb", cond("asthma")),
        noFlag("bcaa", med("salbutamol inhaler")),
        noFlag("hmb", med("salbutamol inhaler")),
      ],
    },
    rationale:
      "WebMD's BCAA monograph and PDR Health's HMB page, in the parts read, name neither asthma nor salbutamol, so no finding should be shown for them.",
    sources: [WEBMD_BCAA, PDR_HMB],
  },
  spirulinaWith(
    "immune-wording",
    "drugs given to suppress the immune system",
    "Spirulina tablets, with drugs given to suppress the immune system, typed as the monograph words them",
  ),
  spirulinaWith("azathioprine", "azathioprine 50mg", "Spirulina tablets while taking azathioprine"),
  spirulinaWith("humira", "Humira", "Spirulina tablets with adalimumab injections (Humira)"),
  spirulinaWith("methotrexate", "methotrexate 2.5mg weekly", "Spirulina tablets with weekly methotrexate"),
  spirulinaWith(
    "mycophenolate",
    "mycophenolate mofetil",
    "Spirulina tablets after a transplant, on mycophenolate",
  ),
  spirulinaQuiet("amlodipine", "amlodipine 5mg", "Spirulina tablets with amlodipine for blood pressure"),
  spirulinaQuiet("sertraline", "sertraline 50mg", "Spirulina tablets with sertraline"),
  luteinWith("cystic-fibrosis", "cystic fibrosis", "Lutein supplement for someone with cystic fibrosis"),
  luteinWith("pregnancy", "pregnant", "Lutein supplement during pregnancy"),
  luteinWith("breastfeeding", "breastfeeding", "Lutein supplement while breastfeeding"),
  {
    id: "sc-wzero-lutein-quiet",
    title: "Lutein supplement with metformin and type 2 diabetes",
    profile: { medicines: ["metformin 500mg"], conditions: ["type 2 diabetes"] },
    stack: [LUTEIN],
    expect: {
      noFlags: [noFlag("lutein", med("metformin 500mg")), noFlag("lutein", cond("type 2 diabetes"))],
    },
    rationale:
      "Davis's Drug Guide says lutein has no known interactions with medicines and names only cystic fibrosis, pregnancy and lactation as reasons for caution, so neither should give a lutein finding.",
    sources: [DAVIS_LUTEIN],
  },
];
