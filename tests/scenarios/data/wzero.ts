// The wzero round's ingredients, from the sources read for them and independently of the records' wording: spirulina
// with what St. Luke's A.D.A.M. monograph names (drugs given to suppress the immune system, typed as it words them and
// as members), lutein with what Davis's Drug Guide names, BCAAs and HMB with WebMD's and PDR Health's conditions,
// cranberry with what Ellura's product information names, boron with Natural Standard's hormones and quercetin with
// Drugs.com's monograph. Ingredients without a catalogue product use a product as typed. Negatives are medicines and
// conditions the source does not name.
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

const CRANBERRY: StackItem = {
  custom: {
    name: "Cranberry extract 400 mg capsules",
    ingredients: [{ ingredient: "cranberry", amount: 400, unit: "mg" }],
  },
  servingsPerDay: 1,
};
const BORON: StackItem = {
  custom: { name: "Boron 3 mg tablets", ingredients: [{ ingredient: "boron", amount: 3, unit: "mg" }] },
  servingsPerDay: 1,
};
// NOW Foods Quercetin with Bromelain, the catalogue's quercetin product (800 mg a serving).
const QUERCETIN: StackItem = {
  product: "now-foods-quercetin-with-bromelain-veg-capsules-120",
  servingsPerDay: 1,
};

const POMEGRANATE: StackItem = {
  custom: {
    name: "Pomegranate extract 500 mg capsules",
    ingredients: [{ ingredient: "pomegranate", amount: 500, unit: "mg" }],
  },
  servingsPerDay: 1,
};
const NS_POMEGRANATE: Source = {
  title: "Pomegranate: interactions (Natural Standard monograph, powered by Healthline)",
  publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
  url: "https://www.aarpmedicareplans.com/natstandardcontent/pomegranate/3?brand=",
};
const BAYCARE_ELDERBERRY: Source = {
  title: "Elderberry (health library)",
  publisher: "BayCare Health System",
  url: "https://www.baycare.org/health-library/elderberry",
};

const ELLURA_SE: Source = {
  title:
    "Ellura (cranberry, Vaccinium macrocarpon): Swedish summary of product characteristics, sections 4.3 and 4.4",
  publisher: "FASS (Swedish product information)",
  url: "https://www.fass.se/LIF/product?userType=0&nplId=20200206000017&docType=6",
};
const ELLURA_ES: Source = {
  title: "Ellura hard capsules (cranberry): Spanish patient leaflet, in English translation",
  publisher: "OlaDoctor (copy of the Spanish leaflet)",
  url: "https://oladoctor.com/en/medicines/spain/ellura-capsulas-duras",
};
const ELLURA_UK: Source = {
  title: "Ellura capsules (cranberry fruit juice extract, traditional herbal registration): patient leaflet",
  publisher: "Drugs.com UK (copy of the UK leaflet)",
  url: "https://www.drugs.com/uk/ellura-capsules-leaflet.html",
};
const NS_BORON: Source = {
  title: "Boron: interactions (Natural Standard monograph, powered by Healthline)",
  publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
  url: "https://www.aarpmedicareplans.com/natstandardcontent/boron/3?brand=",
};
const DRUGS_COM_QUERCETIN: Source = {
  title: "Quercetin: professional monograph (clinical overview)",
  publisher: "Drugs.com",
  url: "https://www.drugs.com/npp/quercetin.html",
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

function withMedicine(
  id: string,
  stack: StackItem,
  ingredient: string,
  medicine: string,
  min: Parameters<typeof flag>[2],
  title: string,
  rationale: string,
  sources: Source[],
): ScenarioInput {
  return {
    id: `sc-wzero-${id}`,
    title,
    profile: { medicines: [medicine], conditions: [] },
    stack: [stack],
    expect: { flags: [flag(ingredient, med(medicine), min)] },
    rationale,
    sources,
  };
}

const CRANBERRY_ANTICOAGULANT =
  "Ellura's product information rules out cranberry with warfarin and other anticoagulants: the Swedish SmPC in section 4.3, the Spanish leaflet naming warfarin, acenocoumarol, apixaban, edoxaban, dabigatran, rivaroxaban and heparins.";
const BORON_HORMONES =
  "Natural Standard says that, in theory, boron with oestrogen-active medicines such as birth control pills or HRT, or with testosterone, may increase their hormonal effects: a minor, theoretical interaction.";
const QUERCETIN_PREGNANCY =
  "Drugs.com's quercetin monograph says to avoid doses above those in food in pregnancy and lactation, as safety information is lacking; an 800 mg supplement is far above food amounts.";

// Custom products run against the engine only, so the custom scenarios are kept few: each source's wording and one
// member are tested, and the negatives ride along with a positive where the profile allows.
export const WZERO_SCENARIOS: ScenarioInput[] = [
  withMedicine(
    "cranberry-anticoagulants",
    CRANBERRY,
    "cranberry",
    "anticoagulants",
    "major",
    "Cranberry capsules with anticoagulants, typed as the product information words them",
    CRANBERRY_ANTICOAGULANT,
    [ELLURA_SE],
  ),
  withMedicine(
    "cranberry-eliquis",
    CRANBERRY,
    "cranberry",
    "Eliquis 5mg",
    "major",
    "Cranberry capsules with apixaban (Eliquis)",
    CRANBERRY_ANTICOAGULANT,
    [ELLURA_ES],
  ),
  {
    id: "sc-wzero-cranberry-tacrolimus",
    title: "Cranberry capsules after a transplant, on tacrolimus and amlodipine, with asthma",
    profile: { medicines: ["tacrolimus", "amlodipine 5mg"], conditions: ["asthma"] },
    stack: [CRANBERRY],
    expect: {
      flags: [flag("cranberry", med("tacrolimus"), "major")],
      noFlags: [noFlag("cranberry", med("amlodipine 5mg")), noFlag("cranberry", cond("asthma"))],
    },
    rationale:
      "The Swedish SmPC of Ellura lists use with tacrolimus among its contraindications (section 4.3); it names neither amlodipine nor asthma.",
    sources: [ELLURA_SE],
  },
  {
    id: "sc-wzero-cranberry-kidney-heart",
    title: "Cranberry capsules for someone with kidney disease and heart failure",
    profile: { medicines: [], conditions: ["kidney disease", "heart failure"] },
    stack: [CRANBERRY],
    expect: {
      flags: [
        flag("cranberry", cond("kidney disease"), "moderate"),
        flag("cranberry", cond("heart failure"), "moderate"),
      ],
    },
    rationale:
      "Ellura's Swedish SmPC lists kidney disease among its contraindications, and its UK leaflet says not to take it with fluid retention caused by a kidney or heart problem.",
    sources: [ELLURA_SE, ELLURA_UK],
  },
  {
    id: "sc-wzero-cranberry-pregnant",
    title: "Cranberry capsules for cystitis during pregnancy",
    profile: { medicines: [], conditions: ["pregnant"] },
    stack: [CRANBERRY],
    expect: { flags: [flag("cranberry", cond("pregnant"), "minor", "moderate")] },
    rationale:
      "Ellura's Swedish SmPC says its use is not recommended for pregnant women, as urinary complaints in pregnancy need medical advice: a question for the midwife, not a risk of cranberry itself.",
    sources: [ELLURA_SE],
  },
  withMedicine(
    "boron-hrt",
    BORON,
    "boron",
    "hormone replacement therapy",
    "minor",
    "Boron tablets with hormone replacement therapy, typed as the monograph words it",
    BORON_HORMONES,
    [NS_BORON],
  ),
  {
    id: "sc-wzero-boron-testogel",
    title: "Boron tablets with testosterone gel and sertraline",
    profile: { medicines: ["Testogel", "sertraline 50mg"], conditions: [] },
    stack: [BORON],
    expect: {
      flags: [flag("boron", med("Testogel"), "minor")],
      noFlags: [noFlag("boron", med("sertraline 50mg"))],
    },
    rationale: `${BORON_HORMONES} It names hormonal medicines, not antidepressants such as sertraline.`,
    sources: [NS_BORON],
  },
  withCondition(
    "quercetin-pregnant",
    QUERCETIN,
    "quercetin",
    "pregnant",
    "Quercetin with bromelain during pregnancy",
    QUERCETIN_PREGNANCY,
    DRUGS_COM_QUERCETIN,
  ),
  withCondition(
    "quercetin-breastfeeding",
    QUERCETIN,
    "quercetin",
    "breastfeeding",
    "Quercetin with bromelain while breastfeeding",
    QUERCETIN_PREGNANCY,
    DRUGS_COM_QUERCETIN,
  ),
  withMedicine(
    "quercetin-digoxin",
    QUERCETIN,
    "quercetin",
    "digoxin 125 micrograms",
    "major",
    "Quercetin with bromelain for someone taking digoxin",
    "Drugs.com's quercetin monograph says to avoid giving quercetin with the cardiac glycoside digoxin.",
    [DRUGS_COM_QUERCETIN],
  ),
  withMedicine(
    "quercetin-warfarin",
    QUERCETIN,
    "quercetin",
    "warfarin",
    "moderate",
    "Quercetin with bromelain for someone taking warfarin",
    "Drugs.com's quercetin monograph reports a case of a clinically relevant warfarin interaction with raised INR values.",
    [DRUGS_COM_QUERCETIN],
  ),
  {
    id: "sc-wzero-quercetin-quiet",
    title: "Quercetin with bromelain and amlodipine",
    profile: { medicines: ["amlodipine 5mg"], conditions: [] },
    stack: [QUERCETIN],
    expect: { noFlags: [noFlag("quercetin", med("amlodipine 5mg"))] },
    rationale:
      "Drugs.com's quercetin monograph names digoxin and warfarin, not amlodipine, so no quercetin interaction should be shown.",
    sources: [DRUGS_COM_QUERCETIN],
  },
  {
    id: "sc-wzero-bcaa-als",
    title: "BCAA powder for someone with ALS who uses a salbutamol inhaler",
    profile: { medicines: ["salbutamol inhaler"], conditions: ["ALS"] },
    stack: [BCAA],
    expect: {
      flags: [flag("bcaa", cond("ALS"), "moderate")],
      noFlags: [noFlag("bcaa", med("salbutamol inhaler"))],
    },
    rationale: `${BCAA_ALS} It names no interaction with salbutamol in the part read.`,
    sources: [WEBMD_BCAA],
  },
  {
    id: "sc-wzero-hmb-pregnant",
    title: "HMB capsules during pregnancy, with asthma",
    profile: { medicines: [], conditions: ["pregnant", "asthma"] },
    stack: [HMB],
    expect: {
      flags: [flag("hmb", cond("pregnant"), "moderate")],
      noFlags: [noFlag("hmb", cond("asthma"))],
    },
    rationale: `${HMB_PREGNANCY} It does not name asthma.`,
    sources: [PDR_HMB],
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
  spirulinaWith(
    "cyclosporine",
    "cyclosporine",
    "Spirulina tablets with ciclosporin, typed with the monograph's US spelling",
  ),
  spirulinaWith("enbrel", "Enbrel", "Spirulina tablets with etanercept (Enbrel)"),
  spirulinaWith("infliximab", "infliximab infusions", "Spirulina tablets with infliximab infusions"),
  spirulinaWith("leflunomide", "leflunomide 20mg", "Spirulina tablets with leflunomide"),
  {
    id: "sc-wzero-spirulina-pku",
    title: "Spirulina tablets for someone with phenylketonuria (PKU)",
    profile: { medicines: [], conditions: ["PKU"] },
    stack: [SPIRULINA],
    expect: { flags: [flag("spirulina", cond("PKU"), "minor", "moderate")] },
    rationale:
      "Sharecare's page on spirulina's risks says people with phenylketonuria are at greater risk of an unpleasant reaction to it: a question for their PKU team, not a ban.",
    sources: [
      {
        title: "Are there any risks in using spirulina?",
        publisher: "Sharecare",
        url: "https://www.sharecare.com/health/dietary-supplements/any-risks-in-using-spirulina",
      },
    ],
  },
  spirulinaQuiet("amlodipine", "amlodipine 5mg", "Spirulina tablets with amlodipine for blood pressure"),
  spirulinaQuiet("sertraline", "sertraline 50mg", "Spirulina tablets with sertraline"),
  {
    id: "sc-wzero-elderberry-pregnant",
    title: "Sambucol elderberry liquid during pregnancy",
    profile: { medicines: [], conditions: ["pregnant"] },
    stack: [{ product: "sambucol-sambucol-original-black-elderberry-liquid-120ml-120", servingsPerDay: 1 }],
    expect: { flags: [flag("elderberry", cond("pregnant"), "moderate")] },
    rationale:
      "BayCare's elderberry monograph says women who are pregnant or breastfeeding should not use elderberry preparations.",
    sources: [BAYCARE_ELDERBERRY],
  },
  {
    id: "sc-wzero-elderberry-breastfeeding",
    title: "Sambucol elderberry liquid while breastfeeding",
    profile: { medicines: [], conditions: ["breastfeeding"] },
    stack: [{ product: "sambucol-sambucol-original-black-elderberry-liquid-120ml-120", servingsPerDay: 1 }],
    expect: { flags: [flag("elderberry", cond("breastfeeding"), "moderate")] },
    rationale:
      "BayCare's elderberry monograph says women who are pregnant or breastfeeding should not use elderberry preparations.",
    sources: [BAYCARE_ELDERBERRY],
  },
  {
    id: "sc-wzero-elderberry-bendroflumethiazide",
    title: "Sambucol elderberry liquid with bendroflumethiazide",
    profile: { medicines: ["bendroflumethiazide 2.5mg"], conditions: [] },
    stack: [{ product: "sambucol-sambucol-original-black-elderberry-liquid-120ml-120", servingsPerDay: 1 }],
    expect: { flags: [flag("elderberry", med("bendroflumethiazide 2.5mg"), "minor")] },
    rationale:
      "BayCare's elderberry monograph says to use caution when taking elderberry, which may act as a diuretic, with other drugs that increase urination, such as a thiazide water tablet.",
    sources: [BAYCARE_ELDERBERRY],
  },
  {
    id: "sc-wzero-elderberry-furosemide",
    title: "Sambucol elderberry liquid with furosemide and sertraline",
    profile: { medicines: ["furosemide 40mg", "sertraline 50mg"], conditions: [] },
    stack: [{ product: "sambucol-sambucol-original-black-elderberry-liquid-120ml-120", servingsPerDay: 1 }],
    expect: {
      flags: [flag("elderberry", med("furosemide 40mg"), "minor")],
      noFlags: [noFlag("elderberry", med("sertraline 50mg"))],
    },
    rationale:
      "BayCare's elderberry monograph says elderberry may act as a diuretic, so to use caution with other drugs that increase urination, such as furosemide; it knows of no other significant drug interaction.",
    sources: [BAYCARE_ELDERBERRY],
  },
  {
    id: "sc-wzero-pomegranate-ace-inhibitors",
    title: "Pomegranate extract with ramipril, typed also as the monograph's 'ACE inhibitors'",
    profile: { medicines: ["ramipril 5mg", "ACE inhibitors"], conditions: [] },
    stack: [POMEGRANATE],
    expect: {
      flags: [
        flag("pomegranate", med("ramipril 5mg"), "minor"),
        flag("pomegranate", med("ACE inhibitors"), "minor"),
      ],
    },
    rationale:
      "Natural Standard says pomegranate juice may have additive effects with ACE inhibitors such as ramipril, with blood pressure and potassium to be monitored: a theoretical, minor interaction.",
    sources: [NS_POMEGRANATE],
  },
  {
    id: "sc-wzero-pomegranate-rosuvastatin",
    title: "Pomegranate extract with rosuvastatin and omeprazole",
    profile: { medicines: ["rosuvastatin 10mg", "omeprazole 20mg"], conditions: [] },
    stack: [POMEGRANATE],
    expect: {
      flags: [flag("pomegranate", med("rosuvastatin 10mg"), "moderate")],
      noFlags: [noFlag("pomegranate", med("omeprazole 20mg"))],
    },
    rationale:
      "Natural Standard says pomegranate may increase the risk of harmful side effects with statins such as rosuvastatin; it names no interaction with omeprazole.",
    sources: [NS_POMEGRANATE],
  },
  luteinWith("pregnancy", "pregnant", "Lutein supplement during pregnancy"),
  {
    id: "sc-wzero-lutein-cystic-fibrosis",
    title: "Lutein supplement for someone with cystic fibrosis and type 2 diabetes on metformin",
    profile: { medicines: ["metformin 500mg"], conditions: ["cystic fibrosis", "type 2 diabetes"] },
    stack: [LUTEIN],
    expect: {
      flags: [flag("lutein", cond("cystic fibrosis"), "minor", "moderate")],
      noFlags: [noFlag("lutein", med("metformin 500mg")), noFlag("lutein", cond("type 2 diabetes"))],
    },
    rationale:
      "Davis's Drug Guide says to use lutein cautiously in cystic fibrosis (and in pregnancy and lactation), and that it has no known interactions with medicines; it does not name diabetes.",
    sources: [DAVIS_LUTEIN],
  },
];
