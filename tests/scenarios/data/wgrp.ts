// Groups and medicines the dictionary lacked until the groups-and-medicines round, typed as the sources word them
// and as a member: CBD with "mTOR inhibitors" and temsirolimus (the ÖAZ report of the BASG warnings), CBD with
// "CYP3A4 inhibitors" and their members (the Deutsches Apothekenportal; the Imbruvica text lists the members by
// strength), St John's wort with indinavir and nelfinavir (their UK leaflets), a calcium supplement with strontium
// ranelate (its product information and Kalcipos-D's), agnus castus with "dopamine antagonists" (its UK SmPC), St
// John's wort with "steroid hormones" (Swiss product information), magnesium with "aminoquinolines" (Magnaspartate's
// SmPC) and NAC with "cough suppressants" (the NACSYS leaflet). CBD, agnus castus and NAC have no catalogue product,
// so their scenarios use a product as typed. Negatives are medicines those texts do not name. The groups-and-conditions
// round adds ginkgo with medicines that can lower the seizure threshold (Swiss Ginkgo Spirig HC text; members from a
// pharmacy's table of examples), groups typed by an effect, and body states typed as conditions.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag } from "./build";
import { scenario, type Case } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];
type Severity = Parameters<typeof flag>[2];

const SOURCE = {
  oeaz: {
    title: "CBD: Wechselwirkungen (CBD interactions; BASG warnings on calcineurin and mTOR inhibitors)",
    publisher: "Österreichische Apotheker-Zeitung (ÖAZ)",
    url: "https://www.oeaz.at/Pharmazie_Tara_Medizin/Aktuelles/CBD_Wechselwirkungen.html",
  },
  dap: {
    title: "Schon gewusst? Interaktion von CBD und Valproinsäure (Cannabis-News, December 2024)",
    publisher: "Deutsches Apothekenportal (DAP)",
    url: "https://www.deutschesapothekenportal.de/rezept-retax/cannabis-news/dezember-2024/service",
  },
  imbruvica: {
    title:
      "Imbruvica (ibrutinib): drug interactions (strong and moderate CYP3A4 inhibitors), from product information",
    publisher: "MIMS Hong Kong",
    url: "https://sit.mimsdev.com/hongkong/drug/info/imbruvica/drug-interactions",
  },
  strontium: {
    title: "Strontium ranelate: interactions, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://www.rxreasoner.com/substances/strontium/precautions",
  },
  kalciposD: {
    title:
      "Kalcipos-D (calcium carbonate and colecalciferol): summary of product characteristics, section 4.5",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/4481/smpc",
  },
  crixivan: {
    title: "Crixivan (indinavir) capsules: patient leaflet, sections 1 and 2",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/crixivan-70987/patient-leaflet",
  },
  viracept: {
    title: "Viracept (nelfinavir) tablets: patient leaflet, section 1",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/viracept-71114/patient-leaflet",
  },
  aVogelAgnusCastus: {
    title: "A.Vogel Agnus castus oral drops: summary of product characteristics, section 4.4",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
  },
  dtbDomperidone: {
    title: "Domperidone: a new anti-emetic",
    publisher: "Drug and Therapeutics Bulletin (BMJ)",
    url: "https://dtb.bmj.com/content/21/12/47",
  },
  swissSjw: {
    title: "St John's wort extract (Swiss product information, reg. 54532): interactions (in German)",
    publisher: "oddb.org (Swiss product information approved by Swissmedic)",
    url: "https://ch.oddb.org:443/en/gcc/fachinfo/reg/54532/chapter/interactions",
  },
  magnaspartate: {
    title:
      "Magnaspartate 243 mg powder for oral solution (magnesium aspartate): summary of product characteristics, section 4.5",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/2678/smpc",
  },
  nacsysLeaflet: {
    title: "NACSYS 600 mg effervescent tablets (acetylcysteine): patient leaflet, other medicines",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/8576/xpil/print",
  },
} satisfies Record<string, Reference>;

const CBD_OIL: StackItem = {
  custom: { name: "CBD oil 10 mg a day", ingredients: [{ ingredient: "cbd", amount: 10, unit: "mg" }] },
  servingsPerDay: 1,
};

const AGNUS_CASTUS: StackItem = {
  custom: {
    name: "Agnus castus 4 mg tablets",
    ingredients: [{ ingredient: "chasteberry", amount: 4, unit: "mg" }],
  },
  servingsPerDay: 1,
};

const NAC_600: StackItem = {
  custom: { name: "NAC 600 mg capsules", ingredients: [{ ingredient: "nac", amount: 600, unit: "mg" }] },
  servingsPerDay: 1,
};

const MTOR =
  "The Austrian medicines agency (BASG) warns, as the ÖAZ reports, of raised serum levels and toxicity when CBD products are taken with the mTOR inhibitors everolimus, sirolimus and temsirolimus, with close monitoring advised.";

const CYP3A4 =
  "The Deutsches Apothekenportal advises caution with CBD and CYP3A4 inhibitors such as ketoconazole, itraconazole, clarithromycin or ritonavir, as cannabinoid effects may be increased.";

function withCbd(
  id: string,
  medicine: string,
  title: string,
  rationale: string,
  sources: Reference[],
  min: Severity,
  max: Severity = "moderate",
): ScenarioInput {
  return {
    id: `sc-wgrp-cbd-${id}`,
    title,
    profile: { medicines: [medicine], conditions: [] },
    stack: [CBD_OIL],
    expect: { flags: [flag("cbd", med(medicine), min, max)] },
    rationale,
    sources,
  };
}

// A medicine no CBD text names: the FSA's advice for anyone taking medication still asks.
function anyMedicineWithCbd(id: string, medicine: string, title: string): ScenarioInput {
  return {
    id: `sc-wgrp-cbd-${id}-fsa`,
    title,
    profile: { medicines: [medicine], conditions: [] },
    stack: [CBD_OIL],
    expect: { flags: [flag("cbd", med(medicine), "moderate", "moderate")] },
    rationale:
      "The Food Standards Agency and Food Standards Scotland advise that CBD is not advised for people taking medication who have not consulted a medical professional: the checker asks, whatever the medicine.",
    sources: [
      {
        title: "Food Standards Agency and Food Standards Scotland update consumer advice for CBD",
        publisher: "Food Standards Agency",
        url: "https://www.food.gov.uk/news-alerts/news/food-standards-agency-and-food-standards-scotland-update-consumer-advice-for-cbd",
      },
    ],
  };
}

const STRONTIUM =
  "Strontium ranelate's product information says medicinal products containing calcium may reduce its bioavailability by about 60-70%, so they should be taken at least two hours apart; Kalcipos-D's SmPC says strontium ranelate should be taken at least two hours before or after the calcium.";

const GROUP_ROUND_SCENARIOS: ScenarioInput[] = [
  // The group also shows everolimus's own record, which the Votubia leaflet makes an "avoid".
  withCbd(
    "mtor-inhibitors",
    "mTOR inhibitors",
    "Someone on mTOR inhibitors asks about CBD oil",
    MTOR,
    [SOURCE.oeaz],
    "moderate",
    "major",
  ),
  withCbd(
    "temsirolimus",
    "temsirolimus",
    "Temsirolimus infusions for kidney cancer and a CBD oil",
    MTOR,
    [SOURCE.oeaz],
    "moderate",
  ),
  withCbd(
    "cyp3a4-inhibitors",
    "CYP3A4 inhibitors",
    "Someone on CYP3A4 inhibitors takes a CBD oil",
    CYP3A4,
    [SOURCE.dap],
    "minor",
  ),
  withCbd(
    "strong-cyp3a4-inhibitors",
    "strong CYP3A4 inhibitors",
    "Someone on strong CYP3A4 inhibitors takes a CBD oil",
    `${CYP3A4} Strong CYP3A4 inhibitors are among them.`,
    [SOURCE.dap, SOURCE.imbruvica],
    "minor",
  ),
  withCbd(
    "posaconazole",
    "posaconazole",
    "Posaconazole for a fungal infection and a CBD oil",
    `${CYP3A4} The Imbruvica text lists posaconazole among the strong inhibitors of CYP3A4.`,
    [SOURCE.dap, SOURCE.imbruvica],
    "minor",
  ),
  anyMedicineWithCbd("amoxicillin", "amoxicillin", "Amoxicillin for a chest infection and a CBD oil"),
  anyMedicineWithCbd("naproxen", "naproxen 500mg", "Naproxen for joint pain and a CBD oil"),
  ...(
    [
      [
        "strontium-ranelate",
        "strontium ranelate",
        "Strontium ranelate for osteoporosis with a calcium and vitamin D tablet",
      ],
      ["protelos", "Protelos", "Protelos sachets at bedtime with a calcium and vitamin D tablet"],
    ] as const
  ).map(([id, medicine, title]) =>
    scenario(
      {
        id: `sc-wgrp-${id}-calcium`,
        title,
        medicines: [medicine],
        stack: [PRODUCT.osteocare],
        rationale: STRONTIUM,
        sources: [SOURCE.strontium, SOURCE.kalciposD],
      },
      { flags: [flag("calcium", med(medicine), "minor", "moderate")] },
    ),
  ),
  scenario(
    {
      id: "sc-wgrp-raloxifene-calcium-no-alarm",
      title: "Raloxifene for osteoporosis with a calcium and vitamin D tablet",
      medicines: ["raloxifene"],
      stack: [PRODUCT.osteocare],
      rationale:
        "Kalcipos-D's section 4.5 does not name raloxifene, nor does the strontium ranelate text; no source read names it with calcium.",
      sources: [SOURCE.kalciposD, SOURCE.strontium],
    },
    { noFlags: [noFlag("calcium", med("raloxifene"))] },
  ),
  ...(
    [
      ["indinavir", "indinavir", "Indinavir for HIV with St John's wort tablets"],
      ["crixivan", "Crixivan", "Crixivan capsules for HIV with St John's wort tablets"],
    ] as const
  ).map(([id, medicine, title]) =>
    scenario(
      {
        id: `sc-wgrp-${id}-st-johns-wort`,
        title,
        medicines: [medicine],
        stack: [PRODUCT.stJohnsWort],
        rationale:
          "The UK Crixivan (indinavir) leaflet says not to take it with St John's wort (Hypericum perforatum), a herbal medicine used for depression.",
        sources: [SOURCE.crixivan],
      },
      { flags: [flag("st-johns-wort", med(medicine), "major", "contraindicated")] },
    ),
  ),
  scenario(
    {
      id: "sc-wgrp-nelfinavir-st-johns-wort",
      title: "Nelfinavir (Viracept) for HIV with St John's wort tablets",
      medicines: ["nelfinavir"],
      stack: [PRODUCT.stJohnsWort],
      rationale:
        "Viracept's UK leaflet calls nelfinavir a protease inhibitor; the Crixivan leaflet rules out St John's wort with indinavir, another protease inhibitor, and St John's wort lowers the levels of HIV protease inhibitors as a group.",
      sources: [SOURCE.viracept, SOURCE.crixivan],
    },
    { flags: [flag("st-johns-wort", med("nelfinavir"), "major", "contraindicated")] },
  ),
  {
    id: "sc-wgrp-dopamine-antagonists-agnus-castus",
    title: "Someone on dopamine antagonists asks about agnus castus for PMS",
    profile: { medicines: ["dopamine antagonists"], conditions: [] },
    stack: [AGNUS_CASTUS],
    expect: { flags: [flag("chasteberry", med("dopamine antagonists"), "minor", "moderate")] },
    rationale:
      "The UK SmPC of A.Vogel Agnus castus oral drops (section 4.4) names patients using dopamine agonists, dopamine antagonists, oestrogens and anti-oestrogens; metoclopramide and domperidone are dopamine receptor antagonists.",
    sources: [SOURCE.aVogelAgnusCastus, SOURCE.dtbDomperidone],
  },
  {
    id: "sc-wgrp-ondansetron-agnus-castus-no-alarm",
    title: "Ondansetron for sickness with agnus castus tablets",
    profile: { medicines: ["ondansetron"], conditions: [] },
    stack: [AGNUS_CASTUS],
    expect: { noFlags: [noFlag("chasteberry", med("ondansetron"))] },
    rationale:
      "Ondansetron is an anti-sickness medicine that is not a dopamine antagonist; the agnus castus SmPC names dopamine agonists and antagonists, oestrogens and anti-oestrogens only.",
    sources: [SOURCE.aVogelAgnusCastus],
  },
  scenario(
    {
      id: "sc-wgrp-steroid-hormones-st-johns-wort",
      title: "Someone on steroid hormones asks about St John's wort tablets",
      medicines: ["steroid hormones"],
      stack: [PRODUCT.stJohnsWort],
      rationale:
        "The Swiss product information of a St John's wort extract says it cannot be ruled out that St John's wort affects the metabolism of further substances, naming steroid hormones, and that oral contraceptives may work less well.",
      sources: [SOURCE.swissSjw],
    },
    { flags: [flag("st-johns-wort", med("steroid hormones"), "minor", "contraindicated")] },
  ),
  scenario(
    {
      id: "sc-wgrp-aminoquinolines-magnesium",
      title: "Someone on aminoquinolines takes a magnesium supplement",
      medicines: ["aminoquinolines"],
      stack: [PRODUCT.magnesiumCitrate200],
      rationale:
        "Magnaspartate's SmPC says magnesium preparations should be taken 3 to 4 hours before or after aminoquinolines, to avoid impairing their absorption.",
      sources: [SOURCE.magnaspartate],
    },
    { flags: [flag("magnesium", med("aminoquinolines"), "minor", "moderate")] },
  ),
  {
    id: "sc-wgrp-cough-suppressants-nac",
    title: "Someone using cough suppressants starts NAC 600 mg",
    profile: { medicines: ["cough suppressants"], conditions: [] },
    stack: [NAC_600],
    expect: { flags: [flag("nac", med("cough suppressants"), "minor", "moderate")] },
    rationale:
      "The UK NACSYS (acetylcysteine 600 mg) leaflet says cough suppressants should not be used at the same time, as you must be able to cough up the loosened phlegm.",
    sources: [SOURCE.nacsysLeaflet],
  },
  {
    id: "sc-wgrp-cetirizine-nac-no-alarm",
    title: "Cetirizine for hay fever with NAC 600 mg",
    profile: { medicines: ["cetirizine"], conditions: [] },
    stack: [NAC_600],
    expect: { noFlags: [noFlag("nac", med("cetirizine"))] },
    rationale:
      "The NACSYS leaflet names antibiotics, cough suppressants, nitroglycerin and activated charcoal; an antihistamine is not among them.",
    sources: [SOURCE.nacsysLeaflet],
  },
];

const GINKGO_SPIRIG = {
  title:
    "Ginkgo Spirig HC (ginkgo leaf extract): Swiss product information in German, warnings and precautions",
  publisher: "ch.oddb.org (copy of Swiss product information)",
  url: "https://ch.oddb.org:443/en/gcc/fachinfo/reg/68362/chapter/restrictions",
};
const SEIZURE_LIST = {
  title: "Did you know? Medications and seizure threshold (table of medication categories and examples)",
  publisher: "HD Rx Services (long-term care pharmacy, United States)",
  url: "https://www.hdrxservices.com/did-you-know-medications-and-seizure-threshold/",
};

const GINKGO_SEIZURES =
  "Swiss product information for Ginkgo Spirig HC says ginkgo should not be given at the same time as anticonvulsants or medicines that lower the seizure threshold, as fits may be set off.";

function ginkgo(id: string, medicine: string, what: string, flags = true): ScenarioInput {
  const entry: Case = {
    id: `sc-wgrp-ginkgo-${id}${flags ? "" : "-no-alarm"}`,
    title: `Ginkgo 60 mg with ${medicine} (${what})`,
    medicines: [medicine],
    stack: [PRODUCT.ginkgo],
    rationale: flags
      ? `${GINKGO_SEIZURES} A pharmacy's table of such medicines names this one or its group.`
      : `${what}: neither the Swiss ginkgo text nor the table of medicines that lower the seizure threshold names it (SSRIs only at toxic doses).`,
    sources: [GINKGO_SPIRIG, SEIZURE_LIST],
  };
  return flags
    ? scenario(entry, { flags: [flag("ginkgo-biloba", med(medicine), "moderate", "major")] })
    : scenario(entry, { noFlags: [noFlag("ginkgo-biloba", med(medicine))] });
}

const LIQUORICE_ROOT: StackItem = {
  custom: {
    name: "Liquorice root 500 mg capsules",
    ingredients: [{ ingredient: "licorice-root", amount: 500, unit: "mg" }],
  },
  servingsPerDay: 1,
};
const DRUGS_COM_LIQUORICE = {
  title: "Drug interactions between HydroDIURIL (hydrochlorothiazide) and licorice (professional monograph)",
  publisher: "Drugs.com",
  url: "https://www.drugs.com/drug-interactions/hydrodiuril-with-licorice-1257-3481-2383-0.html?professional=1",
};
const VIRTUAL_WARD_HYPOKALAEMIA = {
  title: "Hypokalaemia: definitions, causes (drugs) and management",
  publisher: "Virtual Ward clinical guidance (UK, Dr Chris Bell, February 2023)",
  url: "https://virtualward.net/doku.php?id=hypokalaemia",
};

function liquorice(id: string, medicine: string, what: string, flags = true): ScenarioInput {
  return {
    id: `sc-wgrp-liquorice-${id}${flags ? "" : "-no-alarm"}`,
    title: `Liquorice root 500 mg with ${medicine} (${what})`,
    profile: { medicines: [medicine], conditions: [] },
    stack: [LIQUORICE_ROOT],
    expect: flags
      ? { flags: [flag("licorice-root", med(medicine), "minor", "major")] }
      : { noFlags: [noFlag("licorice-root", med(medicine))] },
    rationale: flags
      ? `Drugs.com's monograph says regular liquorice adds to the potassium lost with drugs that deplete potassium and should generally be avoided with them; a UK guidance page lists this medicine's kind among the causes of low potassium (${what}).`
      : `${what}: neither Drugs.com's monograph nor the UK guidance page names it among the medicines that lower potassium.`,
    sources: [DRUGS_COM_LIQUORICE, VIRTUAL_WARD_HYPOKALAEMIA],
  };
}

/** A body state typed as a condition: read, and said to have no records, rather than left unread. */
function bodyState(id: string, condition: string, what: string): ScenarioInput {
  return scenario(
    {
      id: `sc-wgrp-reads-${id}`,
      title: `"${condition}" typed as a condition, with valerian (${what})`,
      conditions: [condition],
      stack: [PRODUCT.valerian],
      rationale: `"${condition}" is ${what}: the checker must read it as that condition and say it has no records on it, rather than report it as not recognised.`,
      sources: [
        {
          title: "Approach to hypokalemia (Endocrine Connections 2018), introduction",
          publisher: "PubMed Central (National Library of Medicine)",
          url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC5881435",
        },
      ],
    },
    { noRecordsFor: [condition], notFullyChecked: false },
  );
}

export const WGRP_SCENARIOS: ScenarioInput[] = [
  ...GROUP_ROUND_SCENARIOS,
  ginkgo(
    "seizure-threshold-group",
    "medicines that lower the seizure threshold",
    "the group as the text words it",
  ),
  ginkgo("seizure-threshold-drugs", "drugs that lower seizure threshold", "the group in other words"),
  ginkgo("tramadol", "tramadol 50mg twice a day", "an opioid painkiller on the list"),
  ginkgo("zyban", "Zyban 150mg", "bupropion for stopping smoking"),
  ginkgo("amitriptyline", "amitriptyline 10mg at night", "a tricyclic antidepressant"),
  ginkgo("ciprofloxacin", "ciprofloxacin 500mg twice a day", "a fluoroquinolone antibiotic"),
  ginkgo("theophylline", "Uniphyllin Continus 200mg", "theophylline for asthma"),
  ginkgo("ritalin", "Ritalin 10mg", "methylphenidate for ADHD"),
  ginkgo("clozapine", "clozapine 100mg", "an antipsychotic on the list"),
  ginkgo("sertraline", "sertraline 50mg once a day", "an SSRI antidepressant", false),
  ginkgo("amoxicillin", "amoxicillin 500mg three times a day", "a penicillin the list does not name", false),
  ginkgo("cetirizine", "cetirizine 10mg", "a non-drowsy antihistamine", false),
  scenario(
    {
      id: "sc-wgrp-ginkgo-sudafed-no-alarm",
      title: "Ginkgo 60 mg with Sudafed Decongestant tablets (pseudoephedrine)",
      medicines: ["Sudafed Decongestant tablets"],
      stack: [PRODUCT.ginkgo],
      rationale:
        "The pharmacy table of medicines that lower the seizure threshold names decongestants, but no UK product information read says pseudoephedrine does, so the group leaves them out and ginkgo stays quiet with it.",
      sources: [GINKGO_SPIRIG, SEIZURE_LIST],
    },
    { noFlags: [noFlag("ginkgo-biloba", med("Sudafed Decongestant tablets"))] },
  ),
  liquorice("potassium-lowering-group", "medicines that lower potassium", "the group in plain words"),
  liquorice("potassium-depleting", "potassium-depleting medicines", "the group as the monograph words it"),
  liquorice("prednisolone", "prednisolone 5mg once a day", "a steroid tablet"),
  liquorice("senokot", "Senokot 7.5mg at night", "senna, a stimulant laxative"),
  liquorice("theophylline", "Uniphyllin Continus 200mg twice a day", "theophylline, a xanthine"),
  liquorice("atorvastatin", "atorvastatin 20mg", "a statin for cholesterol", false),
  liquorice("hydrocortisone-cream", "hydrocortisone 1% cream", "a steroid cream on the skin", false),
  liquorice("levothyroxine", "levothyroxine 50mcg", "a thyroid tablet", false),
  bodyState("low-potassium", "low potassium", "low blood potassium (hypokalaemia)"),
  bodyState("my-potassium-is-low", "my potassium is low", "low blood potassium (hypokalaemia)"),
  bodyState("hypokalemia", "hypokalemia", "the US spelling of hypokalaemia"),
  bodyState("low-sodium", "low sodium", "low blood sodium (hyponatraemia)"),
  bodyState("hyponatremia", "hyponatremia", "the US spelling of hyponatraemia"),
  bodyState("low-blood-sugar", "low blood sugar", "hypoglycaemia"),
  bodyState("hypos", "hypos", "how people with diabetes name hypoglycaemia"),
  bodyState("vur", "vesicoureteral reflux", "vesicoureteric reflux, not acid reflux"),
];
