// Herbs with what their sources name, typed as the source words it and as a member: berberine with the
// medicines a human study found it slowing the breakdown of (and one it did not), psyllium with loperamide as
// the Fybogel product information describes medicines that slow the gut, valerian with alcohol as its UK
// leaflet says, ginkgo with the groups Swiss ginkgo product information names, and milk thistle with amiodarone
// as a German milk thistle leaflet says.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];

/** Berberine 300 mg three times a day for 2 weeks: midazolam exposure +40%, dextromethorphan ratio ninefold; omeprazole unchanged. */
const BERBERINE_STUDY: Source = {
  title:
    "Repeated administration of berberine inhibits cytochromes P450 in humans (Guo et al., Eur J Clin Pharmacol 2012)",
  publisher: "PubMed Central (National Library of Medicine)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC4898966",
};
/** Section 4.4: not with medicines known to inhibit peristaltic movement (e.g. opioids), and then only under supervision. */
const FYBOGEL: Source = {
  title: "Fybogel granules (ispaghula husk): summary of product characteristics, sections 4.3 and 4.4",
  publisher: "RxReasoner (copy of the SmPC the MHRA holds, Reckitt Benckiser 2021)",
  url: "https://www.rxreasoner.com/monographs/fybogel/precautions",
};
/** Loperamide is an opioid acting on opiate receptors in the gut wall; it decreases motility. */
const LOPERAMIDE: Source = {
  title: "Gut reaction (CPD module), answer 2: how loperamide works",
  publisher: "Independent Pharmacist",
  url: "https://www.independentpharmacist.co.uk/cpd-modules/gut-reaction/answer-2-211238",
};
/** "The effect of this product may be increased by alcohol. Excessive use of alcohol should be avoided." */
const SLEEPEEZY: Source = {
  title: "SleepEezy Valerian tablets (UK traditional herbal registration): patient leaflet",
  publisher: "Natures Aid (UK leaflet, reproduced by medine.co.uk)",
  url: "https://medine.co.uk/sleepeezy-valerian-tablets",
};

/** Ginkgo Spirig HC (German): not with anticonvulsants or medicines that lower the seizure threshold. */
const GINKGO_SPIRIG: Source = {
  title:
    "Ginkgo Spirig HC (ginkgo leaf extract): Swiss product information in German, warnings and precautions",
  publisher: "ch.oddb.org (copy of Swiss product information)",
  url: "https://ch.oddb.org:443/en/gcc/fachinfo/reg/68362/chapter/restrictions",
};
/** Ginkgo-Mepha (German): with calcium antagonists such as nifedipine and diltiazem, a risk of higher levels. */
const GINKGO_MEPHA: Source = {
  title:
    "Ginkgo-Mepha film-coated tablets (ginkgo leaf extract): Swiss product information in German, interactions",
  publisher: "ch.oddb.org (copy of Swiss product information)",
  url: "https://ch.oddb.org:443/de/gcc/fachinfo/reg/63202/chapter/interactions",
};

/** Silicur für die Leber (German leaflet): with amiodarone, a stronger antiarrhythmic effect cannot be ruled out. */
const SILICUR: Source = {
  title: "Silicur für die Leber (milk thistle fruit extract): German patient leaflet, section 2",
  publisher: "medikamio (copy of the German leaflet)",
  url: "https://medikamio.com/de-de/medikamente/silicur-fuer-die-leber/pil",
};

/** Li et al. 2011 (in vitro): black cohosh blocked the making of tamoxifen's active metabolites; might interfere with its efficacy. */
const BLACK_COHOSH_TAMOXIFEN: Source = {
  title:
    "In vitro metabolic interactions between black cohosh (Cimicifuga racemosa) and tamoxifen via inhibition of cytochromes P450 2D6 and 3A4 (Xenobiotica 2011)",
  publisher: "PubMed (National Library of Medicine)",
  url: "https://www.ncbi.nlm.nih.gov/pubmed/21827327",
};

/** Colombo et al. 2014: ciclosporin raised with berberine in patients; saw palmetto not consistent but to be avoided. */
const COLOMBO: Source = {
  title: "Cyclosporine and herbal supplement interactions (Colombo et al., Journal of Toxicology 2014)",
  publisher: "PubMed Central (National Library of Medicine)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3913293",
};
/** Randomised trial in kidney transplant recipients: berberine raised ciclosporin trough levels and exposure. */
const BERBERINE_CICLOSPORIN_TRIAL: Source = {
  title:
    "Effects of berberine on the blood concentration of cyclosporin A in renal transplanted recipients: clinical and pharmacokinetic study",
  publisher: "NaPDI Center repository (natural product–drug interaction research, NIH-funded)",
  url: "https://repo.napdi.org/NPDI-rmRb0A",
};

/** NCCIH's ashwagandha safety text, read in Herbalopedia's copy: may interact with medicines for diabetes and high blood pressure, immunosuppressants, sedatives, anticonvulsants and thyroid hormone medications. */
const ASHWAGANDHA_NCCIH: Source = {
  title: "Ashwagandha: safety (the NCCIH text, reproduced)",
  publisher: "Herbalopedia (copy of NCCIH's ashwagandha page)",
  url: "https://herbalopedia.com/ashwagandha",
};

/** Miedziaszczyk et al. 2022: CYP3A4 inhibitors such as pomegranate, ginger and turmeric can raise tacrolimus levels. */
const TACROLIMUS_REVIEW: Source = {
  title:
    "Controversial interactions of tacrolimus with dietary supplements, herbs and food (Miedziaszczyk et al., Pharmaceutics 2022)",
  publisher: "PubMed Central (National Library of Medicine)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9611668",
};

/** Ge et al. 2014: red clover among nine herbs rated as having a major-severity interaction with warfarin. */
const HERB_WARFARIN_REVIEW: Source = {
  title:
    "Updates on the clinical evidenced herb–warfarin interactions (Ge et al., Evid Based Complement Alternat Med 2014)",
  publisher: "PubMed Central (National Library of Medicine)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3976951",
};

/** A single case of coma on ginkgo with low-dose trazodone; avoid the combination until more is known. */
const GINKGO_TRAZODONE: Source = {
  title: "Ginkgo with trazodone: interaction effect, management and literature report",
  publisher: "HelloPharmacist (drug interaction reference)",
  url: "https://hellopharmacist.com/drug-interactions/drugs/trazodone/ginkgo-with-trazodone",
};

/** Brinker: ginseng raised nifedipine's peak level by 29%; ginseng did not change midazolam; garlic did not change alprazolam. */
const PLANT_PK: Source = {
  title:
    "Drug pharmacokinetic interactions following consumption of plant products (Brinker, part 2 of a series on herb–drug interactions)",
  publisher: "Relias Media (Integrative Medicine Alert)",
  url: "https://reliasmedia.com/articles/128696-drug-pharmacokinetic-interactions-following-consumption-of-plant-products",
};

const BERBERINE_RISES =
  "In healthy men, two weeks of berberine slowed the enzyme that breaks this medicine down and raised its levels; the authors say interactions should be considered.";
const GINKGO_SEIZURES =
  "Swiss ginkgo product information says seizures may occur with anticonvulsants and that ginkgo should not be given with them.";
const GINKGO_CCB =
  "Swiss ginkgo product information says calcium antagonists such as nifedipine and diltiazem may reach higher levels with ginkgo.";
const GUT_SLOWED =
  "Fybogel's product information says ispaghula (psyllium) should not be used with medicines that slow the movement of the gut, such as opioids, except under medical supervision; loperamide is an opioid that slows the gut.";

export const WHERB_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-wherb-berberine-midazolam",
    title: "Midazolam given while taking berberine",
    profile: { medicines: ["midazolam"], conditions: [] },
    stack: [take(PRODUCT.berberine)],
    expect: { flags: [flag("berberine", med("midazolam"), "minor", "major")] },
    rationale: BERBERINE_RISES,
    sources: [BERBERINE_STUDY],
  },
  {
    id: "sc-wherb-berberine-buccolam",
    title: "Buccolam (midazolam into the cheek) with berberine",
    profile: { medicines: ["Buccolam"], conditions: [] },
    stack: [take(PRODUCT.berberine)],
    expect: { flags: [flag("berberine", med("Buccolam"), "minor", "major")] },
    rationale: BERBERINE_RISES,
    sources: [BERBERINE_STUDY],
  },
  {
    id: "sc-wherb-berberine-dextromethorphan",
    title: "Dextromethorphan cough medicine with berberine",
    profile: { medicines: ["dextromethorphan"], conditions: [] },
    stack: [take(PRODUCT.berberine)],
    expect: { flags: [flag("berberine", med("dextromethorphan"), "minor", "major")] },
    rationale: BERBERINE_RISES,
    sources: [BERBERINE_STUDY],
  },
  {
    id: "sc-wherb-berberine-omeprazole-quiet",
    title: "Omeprazole with berberine: no change measured",
    profile: { medicines: ["omeprazole"], conditions: [] },
    stack: [take(PRODUCT.berberine)],
    expect: { noFlags: [noFlag("berberine", med("omeprazole"))] },
    rationale:
      "The same study gave omeprazole to measure CYP2C19 and found no significant change in its pharmacokinetics with berberine.",
    sources: [BERBERINE_STUDY],
  },
  {
    id: "sc-wherb-psyllium-loperamide",
    title: "Loperamide for diarrhoea with psyllium husk capsules",
    profile: { medicines: ["loperamide"], conditions: [] },
    stack: [take(PRODUCT.psyllium500)],
    expect: { flags: [flag("psyllium", med("loperamide"), "moderate", "contraindicated")] },
    rationale: GUT_SLOWED,
    sources: [FYBOGEL, LOPERAMIDE],
  },
  {
    id: "sc-wherb-psyllium-imodium",
    title: "Imodium Instants with psyllium husk capsules",
    profile: { medicines: ["Imodium Instants"], conditions: [] },
    stack: [take(PRODUCT.psyllium500)],
    expect: { flags: [flag("psyllium", med("Imodium Instants"), "moderate", "contraindicated")] },
    rationale: GUT_SLOWED,
    sources: [FYBOGEL, LOPERAMIDE],
  },
  {
    id: "sc-wherb-valerian-alcohol",
    title: "Valerian capsules and drinking alcohol",
    stack: [take(PRODUCT.valerian)],
    expect: { flags: [flag("valerian", { food: "alcohol" }, "minor", "major")] },
    rationale:
      "The UK valerian leaflet says alcohol may increase its effect and that excessive drinking should be avoided.",
    sources: [SLEEPEEZY],
  },
  {
    id: "sc-wherb-valerian-amlodipine-quiet",
    title: "Amlodipine with valerian capsules: nothing named",
    profile: { medicines: ["amlodipine"], conditions: [] },
    stack: [take(PRODUCT.valerian)],
    expect: { noFlags: [noFlag("valerian", med("amlodipine"))] },
    rationale:
      "The valerian leaflet names alcohol and medicines for sleep or anxiety; a blood pressure medicine such as amlodipine is not among them.",
    sources: [SLEEPEEZY],
  },
  {
    id: "sc-wherb-ginkgo-anticonvulsants",
    title: "Ginkgo for someone on anticonvulsants",
    profile: { medicines: ["anticonvulsants"], conditions: [] },
    stack: [take(PRODUCT.ginkgo)],
    expect: { flags: [flag("ginkgo-biloba", med("anticonvulsants"), "moderate", "contraindicated")] },
    rationale: GINKGO_SEIZURES,
    sources: [GINKGO_SPIRIG],
  },
  {
    id: "sc-wherb-ginkgo-carbamazepine",
    title: "Ginkgo with carbamazepine for epilepsy",
    profile: { medicines: ["carbamazepine"], conditions: [] },
    stack: [take(PRODUCT.ginkgo)],
    expect: { flags: [flag("ginkgo-biloba", med("carbamazepine"), "moderate", "contraindicated")] },
    rationale: GINKGO_SEIZURES,
    sources: [GINKGO_SPIRIG],
  },
  {
    id: "sc-wherb-ginkgo-calcium-antagonists",
    title: "Ginkgo for someone on calcium antagonists",
    profile: { medicines: ["calcium antagonists"], conditions: [] },
    stack: [take(PRODUCT.ginkgo)],
    expect: { flags: [flag("ginkgo-biloba", med("calcium antagonists"), "minor", "major")] },
    rationale: GINKGO_CCB,
    sources: [GINKGO_MEPHA],
  },
  {
    id: "sc-wherb-ginkgo-diltiazem",
    title: "Ginkgo with diltiazem",
    profile: { medicines: ["diltiazem"], conditions: [] },
    stack: [take(PRODUCT.ginkgo)],
    expect: { flags: [flag("ginkgo-biloba", med("diltiazem"), "minor", "major")] },
    rationale: GINKGO_CCB,
    sources: [GINKGO_MEPHA],
  },
  {
    id: "sc-wherb-ginkgo-levothyroxine-quiet",
    title: "Ginkgo with levothyroxine: nothing named",
    profile: { medicines: ["levothyroxine"], conditions: [] },
    stack: [take(PRODUCT.ginkgo)],
    expect: { noFlags: [noFlag("ginkgo-biloba", med("levothyroxine"))] },
    rationale:
      "The Swiss ginkgo texts name medicines that affect clotting, P-gp substrates, calcium antagonists, anticonvulsants and efavirenz; thyroid hormone is not among them.",
    sources: [GINKGO_SPIRIG, GINKGO_MEPHA],
  },
  {
    id: "sc-wherb-milk-thistle-amiodarone",
    title: "Milk thistle with amiodarone",
    profile: { medicines: ["amiodarone"], conditions: [] },
    stack: [take(PRODUCT.milkThistle)],
    expect: { flags: [flag("milk-thistle", med("amiodarone"), "minor", "major")] },
    rationale:
      "A German milk thistle leaflet says a stronger antiarrhythmic effect of amiodarone cannot be ruled out when the two are taken together.",
    sources: [SILICUR],
  },
  {
    id: "sc-wherb-milk-thistle-cordarone",
    title: "Milk thistle with Cordarone X",
    profile: { medicines: ["Cordarone X"], conditions: [] },
    stack: [take(PRODUCT.milkThistle)],
    expect: { flags: [flag("milk-thistle", med("Cordarone X"), "minor", "major")] },
    rationale:
      "Cordarone X is amiodarone, which the German milk thistle leaflet names as possibly having a stronger effect.",
    sources: [SILICUR],
  },
  {
    id: "sc-wherb-milk-thistle-levothyroxine-quiet",
    title: "Milk thistle with levothyroxine: nothing named",
    profile: { medicines: ["levothyroxine"], conditions: [] },
    stack: [take(PRODUCT.milkThistle)],
    expect: { noFlags: [noFlag("milk-thistle", med("levothyroxine"))] },
    rationale:
      "The German milk thistle leaflet names amiodarone as the one medicine to watch; levothyroxine is not named.",
    sources: [SILICUR],
  },
  {
    id: "sc-wherb-black-cohosh-tamoxifen",
    title: "Black cohosh for hot flushes while on tamoxifen",
    profile: { medicines: ["tamoxifen"], conditions: [] },
    stack: [
      {
        custom: {
          name: "Black cohosh 40 mg",
          ingredients: [{ ingredient: "black-cohosh", amount: 40, unit: "mg" }],
        },
        servingsPerDay: 1,
      },
    ],
    expect: { flags: [flag("black-cohosh", med("tamoxifen"), "minor", "major")] },
    rationale:
      "In the laboratory black cohosh blocked the making of tamoxifen's active forms; its authors say it might make tamoxifen work less well, so the cancer team should be asked.",
    sources: [BLACK_COHOSH_TAMOXIFEN],
  },
  {
    id: "sc-wherb-berberine-ciclosporin",
    title: "Kidney transplant patient on ciclosporin adds berberine",
    profile: { medicines: ["ciclosporin"], conditions: [] },
    stack: [take(PRODUCT.berberine)],
    expect: { flags: [flag("berberine", med("ciclosporin"), "moderate", "contraindicated")] },
    rationale:
      "In transplant recipients berberine raised ciclosporin levels, and a review advises avoiding herbal extracts with ciclosporin.",
    sources: [BERBERINE_CICLOSPORIN_TRIAL, COLOMBO],
  },
  {
    id: "sc-wherb-berberine-neoral",
    title: "Neoral (ciclosporin) with berberine",
    profile: { medicines: ["Neoral"], conditions: [] },
    stack: [take(PRODUCT.berberine)],
    expect: { flags: [flag("berberine", med("Neoral"), "moderate", "contraindicated")] },
    rationale: "Neoral is ciclosporin, whose levels berberine raised in transplant recipients.",
    sources: [BERBERINE_CICLOSPORIN_TRIAL, COLOMBO],
  },
  {
    id: "sc-wherb-saw-palmetto-ciclosporin",
    title: "Saw palmetto with ciclosporin",
    profile: { medicines: ["cyclosporine"], conditions: [] },
    stack: [take(PRODUCT.sawPalmetto)],
    expect: { flags: [flag("saw-palmetto", med("cyclosporine"), "moderate", "contraindicated")] },
    rationale:
      "A review of ciclosporin and herbal supplements says saw palmetto's effect on ciclosporin is inconsistent but the two should not be used together.",
    sources: [COLOMBO],
  },
  {
    id: "sc-wherb-saw-palmetto-levothyroxine-quiet",
    title: "Saw palmetto with levothyroxine: nothing named",
    profile: { medicines: ["levothyroxine"], conditions: [] },
    stack: [take(PRODUCT.sawPalmetto)],
    expect: { noFlags: [noFlag("saw-palmetto", med("levothyroxine"))] },
    rationale:
      "The review names saw palmetto only with ciclosporin; thyroid hormone is not among its concerns.",
    sources: [COLOMBO],
  },
  ...(
    [
      ["thyroid-hormone-medications", "thyroid hormone medications"],
      ["anti-seizure-medications", "anti-seizure medications"],
      ["high-blood-pressure", "medicines for high blood pressure"],
      ["diabetes", "medicines for diabetes"],
      ["immune-response", "medicines that decrease the immune system response"],
    ] as const
  ).map(([id, typed]): ScenarioInput => ({
    id: `sc-wherb-ashwagandha-${id}`,
    title: `Ashwagandha for someone on ${typed}`,
    profile: { medicines: [typed], conditions: [] },
    stack: [take(PRODUCT.ashwagandha)],
    expect: { flags: [flag("ashwagandha", med(typed), "minor", "major")] },
    rationale: `NCCIH says ashwagandha might interact with ${typed}, typed here as the fact sheet words it.`,
    sources: [ASHWAGANDHA_NCCIH],
  })),
  ...(
    [
      ["pomegranate", "Pomegranate extract 500 mg", "pomegranate", "Prograf"],
      ["ginger", "Ginger root 500 mg", "ginger", "tacrolimus"],
    ] as const
  ).map(([ingredient, name, herb, typed]): ScenarioInput => ({
    id: `sc-wherb-${ingredient}-tacrolimus`,
    title: `${name} for a transplant patient on ${typed}`,
    profile: { medicines: [typed], conditions: [] },
    stack: [{ custom: { name, ingredients: [{ ingredient, amount: 500, unit: "mg" }] }, servingsPerDay: 1 }],
    expect: { flags: [flag(ingredient, med(typed), "minor", "major")] },
    rationale: `A review of tacrolimus interactions names ${herb} among the CYP3A4 inhibitors that can raise tacrolimus levels.`,
    sources: [TACROLIMUS_REVIEW],
  })),
  ...(["medicines for sleep", "zopiclone"] as const).map((typed): ScenarioInput => ({
    id: `sc-wherb-valerian-${typed.replaceAll(" ", "-")}`,
    title: `Valerian capsules with ${typed}`,
    profile: { medicines: [typed], conditions: [] },
    stack: [take(PRODUCT.valerian)],
    expect: { flags: [flag("valerian", med(typed), "minor", "major")] },
    rationale:
      "The UK valerian leaflet says not to take it if you already take a medicine for sleep or anxiety.",
    sources: [SLEEPEEZY],
  })),
  ...(
    [
      ["warfarin", true],
      ["amlodipine", false],
    ] as const
  ).map(([typed, flagged]): ScenarioInput => ({
    id: `sc-wherb-red-clover-${typed}${flagged ? "" : "-quiet"}`,
    title: `Red clover isoflavones with ${typed}`,
    profile: { medicines: [typed], conditions: [] },
    stack: [
      {
        custom: {
          name: "Red clover isoflavones 40 mg",
          ingredients: [{ ingredient: "red-clover", amount: 40, unit: "mg" }],
        },
        servingsPerDay: 1,
      },
    ],
    expect: flagged
      ? { flags: [flag("red-clover", med(typed), "moderate", "major")] }
      : { noFlags: [noFlag("red-clover", med(typed))] },
    rationale: flagged
      ? "A review of the clinical evidence rates red clover as having a major-severity interaction with warfarin."
      : "The review names red clover with warfarin; a blood pressure medicine such as amlodipine is not named.",
    sources: [HERB_WARFARIN_REVIEW],
  })),
  ...(["trazodone", "Molipaxin"] as const).map((typed): ScenarioInput => ({
    id: `sc-wherb-ginkgo-${typed.toLowerCase()}`,
    title: `Ginkgo with ${typed}`,
    profile: { medicines: [typed], conditions: [] },
    stack: [take(PRODUCT.ginkgo)],
    expect: { flags: [flag("ginkgo-biloba", med(typed), "moderate", "major")] },
    rationale:
      "A case of coma was reported on ginkgo with low-dose trazodone; the interaction reference advises avoiding the combination until more is known.",
    sources: [GINKGO_TRAZODONE],
  })),
  {
    id: "sc-wherb-ginseng-nifedipine",
    title: "Panax ginseng with nifedipine (Adalat)",
    profile: { medicines: ["Adalat"], conditions: [] },
    stack: [take(PRODUCT.ginseng)],
    expect: { flags: [flag("ginseng", med("Adalat"), "minor", "moderate")] },
    rationale: "Ginseng for 18 days raised nifedipine's peak level by 29% in a small study.",
    sources: [PLANT_PK],
  },
  {
    id: "sc-wherb-ginseng-midazolam-quiet",
    title: "Panax ginseng with midazolam: no change measured",
    profile: { medicines: ["midazolam"], conditions: [] },
    stack: [take(PRODUCT.ginseng)],
    expect: { noFlags: [noFlag("ginseng", med("midazolam"))] },
    rationale:
      "A standardised Asian ginseng extract taken for 28 days did not change midazolam's metabolism.",
    sources: [PLANT_PK],
  },
  {
    id: "sc-wherb-garlic-alprazolam-quiet",
    title: "Aged garlic with alprazolam: no change measured",
    profile: { medicines: ["alprazolam"], conditions: [] },
    stack: [take(PRODUCT.garlic)],
    expect: { noFlags: [noFlag("garlic", med("alprazolam"))] },
    rationale: "A standardised garlic extract taken for 14 days did not alter the metabolism of alprazolam.",
    sources: [PLANT_PK],
  },
];
