// The wherbaud round's herb audit, from the sources read for it and independently of the records' wording: garlic
// with what A.D.A.M. and Davis's natural product monograph name (HIV medicines, ciclosporin, isoniazid) and NCI's
// PDQ table (medicines for high blood sugar); Asian ginseng with MAOIs, antipsychotics and immunosuppressants;
// ginkgo with thiazide water tablets; black cohosh with blood pressure medicines; milk thistle in the hormone-sensitive
// conditions the MSD Manual names; and group and condition wordings as those sources put them. Every stack is a
// catalogue product. Negatives are nearby medicines and conditions the sources do not name.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];
type Severity = Parameters<typeof flag>[2];

const ADAM_GARLIC: Source = {
  title: "Possible interactions with: Garlic (A.D.A.M. complementary medicine monograph)",
  publisher: "Lima Memorial Health System health library (A.D.A.M., Inc.)",
  url: "https://limamemorial.org/health-library/Complementary%20and%20Alternative%20Medicine/33/000900",
};
const DAVIS_GARLIC: Source = {
  title: "Garlic (natural product monograph: natural-drug product interactions)",
  publisher: "Skyscape medical reference (Davis's Drug Guide natural product monograph)",
  url: "https://download.skyscape.com/download/ota/lonestar/B60FC225-5196-4450-961B-56B9CFF9C725/drdrugcan.ed19_2024/content/HTML/r/tu0.htm",
};
const DAVIS_GINSENG: Source = {
  title: "Ginseng (natural product monograph)",
  publisher: "Skyscape medical reference (natural product monograph)",
  url: "https://download.skyscape.com/download/ota/lonestar/FCD1C556-3933-4594-AD2C-8C43C7C2B8BA/drdrug.ed19_2024/content/HTML/f/tl66.htm",
};
const ADAM_GINSENG: Source = {
  title: "Possible interactions with: American Ginseng (A.D.A.M. complementary medicine monograph)",
  publisher: "Lima Memorial Health System health library (A.D.A.M., Inc.)",
  url: "https://limamemorial.org/health-library/Complementary%20and%20Alternative%20Medicine/33/000903",
};
const NCI_TABLE: Source = {
  title:
    "Nutrition in Cancer Care (PDQ), Health Professional Version, Table 3: common herbal treatments used by people with cancer and possible food/drug interactions",
  publisher: "National Cancer Institute (archived by the UNT Libraries End of Term web archive)",
  url: "https://webarchive.library.unt.edu/eot2008/20090510023941/http://www.cancer.gov/cancertopics/pdq/supportivecare/nutrition/HealthProfessional/Table3",
};
const NCI_PATIENT_TABLE: Source = {
  title: "Nutrition in Cancer Care (PDQ), Patient Version, Table 2: common herbs used by cancer patients",
  publisher: "National Cancer Institute (archived by the UNT Libraries End of Term web archive)",
  url: "https://webarchive.library.unt.edu/eot2008/20080918001650/http://www.cancer.gov/cancertopics/pdq/supportivecare/nutrition/Patient/Table2",
};
const MSD_MILK_THISTLE: Source = {
  title: "Milk thistle (MSD Manual Consumer Version)",
  publisher: "MSD Manuals (Consumer Version)",
  url: "https://www.msdmanuals.com/home/special-subjects/dietary-supplements-and-vitamins/milk-thistle",
};
const GALE_ECHINACEA: Source = {
  title: "Echinacea: precautions and interactions (Gale Encyclopedia of Alternative Medicine, copy)",
  publisher: "issuhub.com (copy of the Gale Encyclopedia of Alternative Medicine)",
  url: "https://issuhub.com/view/index/3981?pageIndex=350",
};
const HEALTHWISE_GINKGO: Source = {
  title: "Ginkgo (Healthwise health library)",
  publisher: "VA Women's Health (Healthwise content)",
  url: "https://vawomenshealth.com/health-library/healthwise/?DOCHWID=hw136253spec",
};

const GARLIC = take(PRODUCT.garlic);
const GINSENG = take(PRODUCT.ginseng);
const GINKGO = take(PRODUCT.ginkgo);
const BLACK_COHOSH = take(PRODUCT.blackCohosh);
const MILK_THISTLE = take(PRODUCT.milkThistle);
const ECHINACEA = take(PRODUCT.echinacea);
const ST_JOHNS_WORT = take(PRODUCT.stJohnsWort);

function withMedicine(
  id: string,
  stack: StackItem,
  ingredient: string,
  medicine: string,
  min: Severity,
  rationale: string,
  sources: Source[],
): ScenarioInput {
  return {
    id: `sc-wherbaud-${id}`,
    title: `${ingredient} with ${medicine}`,
    profile: { medicines: [medicine], conditions: [] },
    stack: [stack],
    expect: { flags: [flag(ingredient, med(medicine), min)] },
    rationale,
    sources,
  };
}

function quietMedicine(
  id: string,
  stack: StackItem,
  ingredient: string,
  medicine: string,
  rationale: string,
  sources: Source[],
): ScenarioInput {
  return {
    id: `sc-wherbaud-${id}`,
    title: `${ingredient} with ${medicine}: not named`,
    profile: { medicines: [medicine], conditions: [] },
    stack: [stack],
    expect: { noFlags: [noFlag(ingredient, med(medicine))] },
    rationale,
    sources,
  };
}

function withCondition(
  id: string,
  stack: StackItem,
  ingredient: string,
  condition: string,
  min: Severity,
  rationale: string,
  sources: Source[],
): ScenarioInput {
  return {
    id: `sc-wherbaud-${id}`,
    title: `${ingredient} with ${condition}`,
    profile: { medicines: [], conditions: [condition] },
    stack: [stack],
    expect: { flags: [flag(ingredient, cond(condition), min)] },
    rationale,
    sources,
  };
}

function quietCondition(
  id: string,
  stack: StackItem,
  ingredient: string,
  condition: string,
  rationale: string,
  sources: Source[],
): ScenarioInput {
  return {
    id: `sc-wherbaud-${id}`,
    title: `${ingredient} with ${condition}: not named`,
    profile: { medicines: [], conditions: [condition] },
    stack: [stack],
    expect: { noFlags: [noFlag(ingredient, cond(condition))] },
    rationale,
    sources,
  };
}

const GARLIC_HIV =
  "A.D.A.M. says garlic may reduce blood levels of HIV protease inhibitors, and Davis's monograph that it may lower nevirapine and efavirenz; a lower level of an HIV medicine needs the clinic's advice.";
const GARLIC_LEVELS =
  "Davis's natural product monograph on garlic says garlic may lower the effect of ciclosporin and the level of isoniazid; both need the treating team's advice.";
const GARLIC_SUGAR =
  "NCI's PDQ table says garlic may increase the effects of medicines that treat high blood sugar: at least a caution to watch for lows.";
const GARLIC_QUIET =
  "The garlic sources read name protease inhibitors, NNRTIs, ciclosporin, isoniazid, blood thinners and diabetes medicines; this medicine is none of them.";
const GINSENG_MAOI =
  "A.D.A.M. reports an interaction between Asian ginseng and phenelzine (an MAOI), and Davis's monograph says ginseng may interfere with MAOI treatment, causing headache, tremulousness and manic episodes.";
const GINSENG_ANTIPSYCHOTIC = "NCI's PDQ table says ginseng may interfere with antipsychotic drugs.";
const GINSENG_IMMUNE = "Davis's monograph says Asian ginseng may interfere with immunosuppressant therapy.";
const GINSENG_QUIET =
  "The ginseng sources read name MAOIs, antipsychotics, immunosuppressants, blood thinners and diabetes medicines; this medicine is none of them.";
const GINKGO_THIAZIDE =
  "NCI's PDQ table says ginkgo may increase blood pressure when used with thiazide diuretics.";
const GINKGO_QUIET =
  "NCI's table names thiazide diuretics only; a loop or potassium-sparing diuretic is not one, and no other ginkgo source read names it.";
const COHOSH_BP =
  "NCI's PDQ table says black cohosh may further reduce blood pressure when combined with prescription medications.";
const MILK_THISTLE_HORMONE =
  "The MSD Manual says women who have hormone-sensitive conditions (breast, uterine or ovarian cancer, endometriosis or uterine fibroids) should avoid milk thistle.";
const MILK_THISTLE_QUIET =
  "The MSD Manual names only hormone-sensitive conditions; this one is not among them, and no other milk thistle source read names it.";

const NCI = [NCI_TABLE];

export const WHERBAUD_SCENARIOS: ScenarioInput[] = [
  // Garlic (Kyolic aged garlic extract).
  withMedicine(
    "garlic-kaletra",
    GARLIC,
    "garlic",
    "Kaletra 200mg/50mg tablets twice a day",
    "moderate",
    GARLIC_HIV,
    [ADAM_GARLIC],
  ),
  withMedicine("garlic-darunavir", GARLIC, "garlic", "darunavir 800mg once a day", "moderate", GARLIC_HIV, [
    ADAM_GARLIC,
  ]),
  withMedicine("garlic-efavirenz", GARLIC, "garlic", "efavirenz 600mg at night", "moderate", GARLIC_HIV, [
    DAVIS_GARLIC,
  ]),
  withMedicine("garlic-viramune", GARLIC, "garlic", "Viramune 200mg twice a day", "moderate", GARLIC_HIV, [
    DAVIS_GARLIC,
  ]),
  withMedicine(
    "garlic-ciclosporin",
    GARLIC,
    "garlic",
    "ciclosporin 100mg twice daily",
    "moderate",
    GARLIC_LEVELS,
    [DAVIS_GARLIC],
  ),
  withMedicine("garlic-neoral", GARLIC, "garlic", "Neoral 75mg twice a day", "moderate", GARLIC_LEVELS, [
    DAVIS_GARLIC,
  ]),
  withMedicine(
    "garlic-isoniazid",
    GARLIC,
    "garlic",
    "isoniazid 300mg daily for TB",
    "moderate",
    GARLIC_LEVELS,
    [DAVIS_GARLIC],
  ),
  withMedicine(
    "garlic-gliclazide",
    GARLIC,
    "garlic",
    "gliclazide 80mg twice a day",
    "minor",
    GARLIC_SUGAR,
    NCI,
  ),
  withMedicine(
    "garlic-lantus",
    GARLIC,
    "garlic",
    "Lantus insulin 20 units at night",
    "minor",
    GARLIC_SUGAR,
    NCI,
  ),
  withMedicine(
    "garlic-high-sugar-drugs",
    GARLIC,
    "garlic",
    "drugs that treat high blood sugar",
    "minor",
    GARLIC_SUGAR,
    [NCI_PATIENT_TABLE],
  ),
  quietMedicine("garlic-lamivudine", GARLIC, "garlic", "lamivudine 300mg once a day", GARLIC_QUIET, [
    ADAM_GARLIC,
    DAVIS_GARLIC,
  ]),
  quietMedicine("garlic-amlodipine", GARLIC, "garlic", "amlodipine 5mg", GARLIC_QUIET, [
    ADAM_GARLIC,
    DAVIS_GARLIC,
  ]),
  // Asian ginseng (NOW Panax ginseng).
  withMedicine(
    "ginseng-phenelzine",
    GINSENG,
    "ginseng",
    "phenelzine 15mg three times a day",
    "moderate",
    GINSENG_MAOI,
    [ADAM_GINSENG, DAVIS_GINSENG],
  ),
  withMedicine("ginseng-nardil", GINSENG, "ginseng", "Nardil", "moderate", GINSENG_MAOI, [ADAM_GINSENG]),
  withMedicine(
    "ginseng-tranylcypromine",
    GINSENG,
    "ginseng",
    "tranylcypromine 10mg twice a day",
    "moderate",
    GINSENG_MAOI,
    [DAVIS_GINSENG],
  ),
  withMedicine(
    "ginseng-olanzapine",
    GINSENG,
    "ginseng",
    "olanzapine 10mg at night",
    "minor",
    GINSENG_ANTIPSYCHOTIC,
    NCI,
  ),
  withMedicine(
    "ginseng-quetiapine",
    GINSENG,
    "ginseng",
    "quetiapine 50mg",
    "minor",
    GINSENG_ANTIPSYCHOTIC,
    NCI,
  ),
  withMedicine(
    "ginseng-risperidone",
    GINSENG,
    "ginseng",
    "risperidone 2mg",
    "minor",
    GINSENG_ANTIPSYCHOTIC,
    NCI,
  ),
  withMedicine(
    "ginseng-azathioprine",
    GINSENG,
    "ginseng",
    "azathioprine 50mg once a day",
    "minor",
    GINSENG_IMMUNE,
    [DAVIS_GINSENG],
  ),
  withMedicine(
    "ginseng-mycophenolate",
    GINSENG,
    "ginseng",
    "mycophenolate 500mg twice a day",
    "minor",
    GINSENG_IMMUNE,
    [DAVIS_GINSENG],
  ),
  quietMedicine("ginseng-lithium", GINSENG, "ginseng", "lithium 400mg", GINSENG_QUIET, [
    DAVIS_GINSENG,
    ...NCI,
  ]),
  quietMedicine("ginseng-omeprazole", GINSENG, "ginseng", "omeprazole 20mg", GINSENG_QUIET, [
    DAVIS_GINSENG,
    ...NCI,
  ]),
  // Ginkgo.
  withMedicine(
    "ginkgo-bendroflumethiazide",
    GINKGO,
    "ginkgo-biloba",
    "bendroflumethiazide 2.5mg every morning",
    "minor",
    GINKGO_THIAZIDE,
    NCI,
  ),
  withMedicine(
    "ginkgo-indapamide",
    GINKGO,
    "ginkgo-biloba",
    "indapamide 2.5mg",
    "minor",
    GINKGO_THIAZIDE,
    NCI,
  ),
  quietMedicine("ginkgo-furosemide", GINKGO, "ginkgo-biloba", "furosemide 40mg", GINKGO_QUIET, NCI),
  quietMedicine("ginkgo-spironolactone", GINKGO, "ginkgo-biloba", "spironolactone 25mg", GINKGO_QUIET, NCI),
  withCondition(
    "ginkgo-bleeding-problems",
    GINKGO,
    "ginkgo-biloba",
    "I have bleeding problems",
    "minor",
    "Healthwise says ginkgo may increase the risk of bleeding in people who already have bleeding problems.",
    [HEALTHWISE_GINKGO],
  ),
  // Black cohosh (MenoHerb).
  withMedicine(
    "black-cohosh-ramipril",
    BLACK_COHOSH,
    "black-cohosh",
    "ramipril 5mg",
    "minor",
    COHOSH_BP,
    NCI,
  ),
  withMedicine(
    "black-cohosh-amlodipine",
    BLACK_COHOSH,
    "black-cohosh",
    "amlodipine 10mg once a day",
    "minor",
    COHOSH_BP,
    NCI,
  ),
  withMedicine(
    "black-cohosh-bp-tablets",
    BLACK_COHOSH,
    "black-cohosh",
    "blood pressure tablets",
    "minor",
    COHOSH_BP,
    NCI,
  ),
  // Milk thistle (Jarrow 150 mg).
  withCondition(
    "milk-thistle-breast-cancer",
    MILK_THISTLE,
    "milk-thistle",
    "breast cancer",
    "moderate",
    MILK_THISTLE_HORMONE,
    [MSD_MILK_THISTLE],
  ),
  withCondition(
    "milk-thistle-er-positive-breast-cancer",
    MILK_THISTLE,
    "milk-thistle",
    "ER positive breast cancer",
    "contraindicated",
    MILK_THISTLE_HORMONE,
    [MSD_MILK_THISTLE],
  ),
  withCondition(
    "milk-thistle-had-breast-cancer",
    MILK_THISTLE,
    "milk-thistle",
    "I had breast cancer",
    "moderate",
    MILK_THISTLE_HORMONE,
    [MSD_MILK_THISTLE],
  ),
  withCondition(
    "milk-thistle-endometriosis",
    MILK_THISTLE,
    "milk-thistle",
    "endometriosis",
    "moderate",
    MILK_THISTLE_HORMONE,
    [MSD_MILK_THISTLE],
  ),
  withCondition(
    "milk-thistle-ovarian-cancer",
    MILK_THISTLE,
    "milk-thistle",
    "ovarian cancer",
    "moderate",
    MILK_THISTLE_HORMONE,
    [MSD_MILK_THISTLE],
  ),
  withCondition(
    "milk-thistle-womb-cancer",
    MILK_THISTLE,
    "milk-thistle",
    "womb cancer",
    "moderate",
    MILK_THISTLE_HORMONE,
    [MSD_MILK_THISTLE],
  ),
  quietCondition(
    "milk-thistle-pcos",
    MILK_THISTLE,
    "milk-thistle",
    "polycystic ovary syndrome",
    MILK_THISTLE_QUIET,
    [MSD_MILK_THISTLE],
  ),
  quietCondition(
    "milk-thistle-bowel-cancer",
    MILK_THISTLE,
    "milk-thistle",
    "bowel cancer",
    MILK_THISTLE_QUIET,
    [MSD_MILK_THISTLE],
  ),
  // Group wordings as the sources put them.
  withMedicine(
    "echinacea-immune-suppressant-drugs",
    ECHINACEA,
    "echinacea",
    "immune system suppressant drugs",
    "minor",
    "The Gale Encyclopedia says people taking immune system suppressant drugs after cancer treatment or an organ transplant should avoid echinacea; NCI's table says it may interfere with immunosuppressive therapy.",
    [GALE_ECHINACEA, NCI_TABLE],
  ),
  withMedicine(
    "st-johns-wort-serotonin-drugs",
    ST_JOHNS_WORT,
    "st-johns-wort",
    "drugs that raise the level of serotonin in the brain",
    "major",
    "NCI's patient table says St John's wort may cause life-threatening side effects when used with drugs that raise the level of serotonin in the brain, such as many antidepressants.",
    [NCI_PATIENT_TABLE],
  ),
];
