// The third reading of the nutrients' product information: vitamin E with the medicines section 4.5 of a UK
// vitamin E SmPC names, vitamin K1 with a coumarin other than warfarin, acetylcysteine (NAC) with an antibiotic,
// fish oil with ibrutinib, 5-HTP from a non-UK 5-HTP medicine, vitamin C and carnitine in kidney failure,
// citrulline and beta-carotene in liver disease, and coenzyme Q10 in pregnancy — typed the way people type them,
// with medicines the same texts do not name, which must not alarm.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];

const EMC = "electronic medicines compendium (emc)";

const SOURCE = {
  vitaminE: {
    title: "Vitamin E oral medicine: summary of product characteristics, section 4.5",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/14884/smpc",
  },
  vitaminESuspension: {
    title: "Vitamin E Suspension 100 mg/ml: summary of product characteristics, section 4.4",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/3734/smpc",
  },
  konakionPaediatric: {
    title: "Konakion MM Paediatric: summary of product characteristics, section 4.5",
    publisher: "RxReasoner (copy of the UK SmPC held by the MHRA)",
    url: "https://www.rxreasoner.com/monographs/konakion-paed/precautions",
  },
  imbruvica: {
    title: "Imbruvica (ibrutinib): summary of product characteristics, section 4.4",
    publisher: "RxReasoner (copy of the EU product information published by the European Medicines Agency)",
    url: "https://www.rxreasoner.com/monographs/imbruvica/precautions",
  },
  ascorbicAcidLeaflet: {
    title: "Ascorbic Acid 500 mg Tablets: patient leaflet",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/ascorbic-acid-500-mg-tablets-vodexo-500-mg-tablets-91489/patient-leaflet",
  },
  levocarnitine: {
    title: "Levocarnitine oral solution and tablets: summary of product characteristics, section 4.4",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/15069/smpc",
  },
  triptOhItalian: {
    title: "Tript-OH (oxitriptan, 5-HTP): Italian product information, interactions",
    publisher: "Starbene (copy of the Italian product information)",
    url: "https://www.starbene.it/farmaci/tript-oh-20cps-200mg_024158040/interazioni",
  },
  triptOhSwiss: {
    title: "Tript-OH (oxitriptan, 5-HTP): Swiss product information, restrictions on use",
    publisher: "ODDB (copy of the Swiss product information approved by Swissmedic)",
    url: "https://ch.oddb.org:443/de/gcc/fachinfo/reg/46513/chapter/restrictions",
  },
  stimolSpanish: {
    title: "Stimol 1 g oral solution (citrulline malate): Spanish product information, section 4.3",
    publisher: "imedi.es (copy of the Spanish product information)",
    url: "https://imedi.es/stimol-1-g-solucion-oral",
  },
  carotabenGerman: {
    title: "Carotaben 25 mg capsules (beta-carotene): German patient leaflet",
    publisher: "medikamio (copy of the German patient leaflet)",
    url: "https://medikamio.com/de-de/medikamente/carotaben/pil",
  },
  ubidexItalian: {
    title: "Ubidex (ubidecarenone, coenzyme Q10): Italian SmPC, sections 4.3 to 4.6",
    publisher: "Torrinomedica (copy of the Italian SmPC published by AIFA)",
    url: "https://www.torrinomedica.it/schede-farmaci/ubidex/",
  },
  nacsys: {
    title: "NACSYS 600 mg effervescent tablets: patient leaflet",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/8576/xpil/print",
  },
} satisfies Record<string, Source>;

type Severity = "minor" | "moderate" | "major";

/** Vitamin E 400 IU a day with a medicine the vitamin E SmPC names. */
function vitaminE(
  id: string,
  title: string,
  medicine: string,
  min: Severity,
  rationale: string,
): ScenarioInput {
  return {
    id: `sc-nutrients3-${id}-vitamin-e`,
    title,
    profile: { medicines: [medicine], conditions: [] },
    stack: [take(PRODUCT.vitaminE400Iu)],
    expect: { flags: [flag("vitamin-e", med(medicine), min, "contraindicated")] },
    rationale,
    sources: [SOURCE.vitaminE],
  };
}

const NAC_600: ScenarioInput["stack"][number] = {
  custom: {
    name: "N-acetylcysteine 600 mg",
    ingredients: [{ ingredient: "nac", amount: 600, unit: "mg" }],
  },
  servingsPerDay: 1,
};

export const NUTRIENTS_3_SCENARIOS: ScenarioInput[] = [
  vitaminE(
    "ibrutinib",
    "Chronic lymphocytic leukaemia on Imbruvica and a vitamin E 400 IU capsule",
    "Imbruvica",
    "major",
    "The UK vitamin E SmPC says vitamin E should not be given with ibrutinib, as it may enhance its antiplatelet effect.",
  ),
  vitaminE(
    "tipranavir",
    "HIV treatment with Aptivus and high-dose vitamin E",
    "Aptivus",
    "moderate",
    "The UK vitamin E SmPC says tipranavir's risks of bleeding and intracranial haemorrhage may be increased with high-dose vitamin E.",
  ),
  vitaminE(
    "ciclosporin",
    "Kidney transplant on Neoral starting vitamin E 400 IU",
    "Neoral",
    "minor",
    "The UK vitamin E SmPC says high-dose vitamin E may alter ciclosporin's pharmacokinetics and lower its serum concentration.",
  ),
  vitaminE(
    "colestyramine",
    "Questran for cholesterol with a vitamin E capsule",
    "Questran",
    "minor",
    "The UK vitamin E SmPC says sequestrants such as colestyramine reduce vitamin E absorption and should be taken more than two hours apart from it.",
  ),
  vitaminE(
    "orlistat",
    "Losing weight on alli and taking vitamin E",
    "alli",
    "minor",
    "The UK vitamin E SmPC says orlistat may impair the absorption of fat-soluble vitamins, including vitamin E.",
  ),
  {
    ...vitaminE(
      "combined-pill",
      "On Microgynon 30 and taking vitamin E 400 IU",
      "Microgynon 30",
      "minor",
      "The UK vitamin E SmPC says vitamin E may increase the risk of thrombosis in people taking oestrogens; the suspension's SmPC names women on oral contraceptives containing oestrogens, while saying the finding is not confirmed.",
    ),
    sources: [SOURCE.vitaminE, SOURCE.vitaminESuspension],
  },
  vitaminE(
    "hrt",
    "Menopause on Evorel patches with vitamin E 400 IU",
    "Evorel",
    "minor",
    "The UK vitamin E SmPC says vitamin E may increase the risk of thrombosis in people taking oestrogens, which Evorel patches contain.",
  ),
  {
    id: "sc-nutrients3-ibrutinib-fish-oil",
    title: "Ibrutinib for lymphoma and a daily fish oil capsule",
    profile: { medicines: ["ibrutinib 420mg"], conditions: [] },
    stack: [take(PRODUCT.fishOil1000)],
    expect: { flags: [flag("omega-3-fish-oil", med("ibrutinib 420mg"), "major", "contraindicated")] },
    rationale:
      "The Imbruvica SmPC says supplements such as fish oil and vitamin E preparations should be avoided.",
    sources: [SOURCE.imbruvica],
  },
  {
    id: "sc-nutrients3-imbruvica-cod-liver-oil",
    title: "On Imbruvica and taking cod liver oil for joints",
    profile: { medicines: ["Imbruvica"], conditions: [] },
    stack: [take(PRODUCT.codLiverOil)],
    expect: { flags: [flag("cod-liver-oil", med("Imbruvica"), "major", "contraindicated")] },
    rationale:
      "The Imbruvica SmPC says fish oil supplements should be avoided; cod liver oil is an oil from fish.",
    sources: [SOURCE.imbruvica],
  },
  {
    id: "sc-nutrients3-dialysis-vitamin-c",
    title: "On dialysis and taking vitamin C 1000 mg",
    profile: { medicines: [], conditions: ["dialysis"] },
    stack: [take(PRODUCT.vitaminC1000)],
    expect: { flags: [flag("vitamin-c", cond("dialysis"), "moderate", "contraindicated")] },
    rationale:
      "The UK ascorbic acid leaflet asks people with kidney failure to talk to their doctor first, because vitamin C increases aluminium absorption from antacids, which may reach toxic levels.",
    sources: [SOURCE.ascorbicAcidLeaflet],
  },
  {
    id: "sc-nutrients3-haemodialysis-carnitine",
    title: "On haemodialysis and taking acetyl-L-carnitine every day",
    profile: { medicines: [], conditions: ["renal failure"] },
    stack: [take(PRODUCT.acetylCarnitine500)],
    expect: { flags: [flag("l-carnitine", cond("renal failure"), "moderate", "contraindicated")] },
    rationale:
      "The UK levocarnitine SmPC warns that long-term high oral doses in severe kidney impairment or on dialysis may let toxic breakdown products build up.",
    sources: [SOURCE.levocarnitine],
  },
  {
    id: "sc-nutrients3-sinemet-5-htp",
    title: "Parkinson's disease on Sinemet and taking 5-HTP for sleep",
    profile: { medicines: ["Sinemet"], conditions: [] },
    stack: [take(PRODUCT.fiveHtp)],
    expect: { flags: [flag("5-htp", med("Sinemet"), "moderate", "contraindicated")] },
    rationale:
      "The Italian product information for oxitriptan (5-HTP) says 5-HTP with carbidopa, which Sinemet contains, may increase the risk of a scleroderma-like syndrome in susceptible people.",
    sources: [SOURCE.triptOhItalian],
  },
  {
    id: "sc-nutrients3-methyldopa-5-htp",
    title: "Methyldopa for blood pressure and a 5-HTP supplement",
    profile: { medicines: ["methyldopa 250mg"], conditions: [] },
    stack: [take(PRODUCT.fiveHtp)],
    expect: { flags: [flag("5-htp", med("methyldopa 250mg"), "minor", "major")] },
    rationale:
      "The Italian oxitriptan product information says methyldopa blocks its peripheral decarboxylation and asks for caution.",
    sources: [SOURCE.triptOhItalian],
  },
  {
    id: "sc-nutrients3-amitriptyline-5-htp",
    title: "Amitriptyline 10 mg at night for pain and a 5-HTP supplement",
    profile: { medicines: ["amitriptyline 10mg"], conditions: [] },
    stack: [take(PRODUCT.fiveHtp)],
    expect: { flags: [flag("5-htp", med("amitriptyline 10mg"), "minor", "contraindicated")] },
    rationale:
      "The Italian oxitriptan (5-HTP) product information says tricyclic antidepressants may be potentiated and may need a lower dose.",
    sources: [SOURCE.triptOhItalian],
  },
  {
    id: "sc-nutrients3-kidney-failure-5-htp",
    title: "Kidney failure and a 5-HTP supplement",
    profile: { medicines: [], conditions: ["kidney failure"] },
    stack: [take(PRODUCT.fiveHtp)],
    expect: { flags: [flag("5-htp", cond("kidney failure"), "moderate", "contraindicated")] },
    rationale:
      "The Swiss product information for oxitriptan (5-HTP) lists severe kidney insufficiency as a contraindication.",
    sources: [SOURCE.triptOhSwiss],
  },
  {
    id: "sc-nutrients3-pregnant-5-htp",
    title: "Pregnant and thinking of taking 5-HTP for low mood",
    profile: { medicines: [], conditions: ["pregnancy"] },
    stack: [take(PRODUCT.fiveHtp)],
    expect: { flags: [flag("5-htp", cond("pregnancy"), "moderate", "contraindicated")] },
    rationale:
      "The Swiss oxitriptan (5-HTP) product information says it should be used in pregnancy only for compelling reasons.",
    sources: [SOURCE.triptOhSwiss],
  },
  {
    id: "sc-nutrients3-amlodipine-5-htp-no-alarm",
    title: "Amlodipine for blood pressure and 5-HTP",
    profile: { medicines: ["amlodipine 10mg"], conditions: [] },
    stack: [take(PRODUCT.fiveHtp)],
    expect: { noFlags: [noFlag("5-htp", med("amlodipine 10mg"))] },
    rationale:
      "The oxitriptan product information names methyldopa and methysergide among blood pressure and migraine medicines, not amlodipine, which does not raise serotonin.",
    sources: [SOURCE.triptOhItalian],
  },
  {
    id: "sc-nutrients3-cirrhosis-citrulline",
    title: "Cirrhosis and L-citrulline capsules for the gym",
    profile: { medicines: [], conditions: ["cirrhosis"] },
    stack: [{ product: "now-foods-l-citrulline-750mg-veg-capsules-90", servingsPerDay: 1 }],
    expect: { flags: [flag("citrulline", cond("cirrhosis"), "moderate", "contraindicated")] },
    rationale:
      "The Spanish product information for citrulline malate (Stimol) lists severe liver insufficiency as a contraindication.",
    sources: [SOURCE.stimolSpanish],
  },
  {
    id: "sc-nutrients3-hepatitis-beta-carotene",
    title: "Chronic hepatitis and a beta-carotene supplement",
    profile: { medicines: [], conditions: ["hepatitis"] },
    stack: [take(PRODUCT.betaCarotene)],
    expect: { flags: [flag("beta-carotene", cond("hepatitis"), "moderate", "contraindicated")] },
    rationale:
      "The German leaflet for Carotaben (beta-carotene) says it must not be taken with liver damage.",
    sources: [SOURCE.carotabenGerman],
  },
  {
    id: "sc-nutrients3-pregnant-coq10",
    title: "Pregnant and taking coenzyme Q10 100 mg",
    profile: { medicines: [], conditions: ["pregnant"] },
    stack: [take(PRODUCT.coq10)],
    expect: { flags: [flag("coq10", cond("pregnant"), "moderate", "contraindicated")] },
    rationale:
      "The Italian product information for ubidecarenone (coenzyme Q10) says it should be used in early pregnancy only when really needed and under medical supervision; Ubidex lists pregnancy as a general contraindication.",
    sources: [SOURCE.ubidexItalian],
  },
  {
    id: "sc-nutrients3-amlodipine-coq10-no-alarm",
    title: "Amlodipine for blood pressure and coenzyme Q10",
    profile: { medicines: ["amlodipine 5mg"], conditions: [] },
    stack: [take(PRODUCT.coq10)],
    expect: { noFlags: [noFlag("coq10", med("amlodipine 5mg"))] },
    rationale:
      "The Italian ubidecarenone (coenzyme Q10) product information says no interactions with other medicines are known.",
    sources: [SOURCE.ubidexItalian],
  },
  {
    id: "sc-nutrients3-amlodipine-vitamin-e-no-alarm",
    title: "Amlodipine for blood pressure and a vitamin E capsule",
    profile: { medicines: ["amlodipine 5mg"], conditions: [] },
    stack: [take(PRODUCT.vitaminE400Iu)],
    expect: { noFlags: [noFlag("vitamin-e", med("amlodipine 5mg"))] },
    rationale:
      "Section 4.5 of the UK vitamin E SmPC names no blood pressure medicine, and amlodipine is neither an anticoagulant, an antiplatelet nor an oestrogen.",
    sources: [SOURCE.vitaminE],
  },
  {
    id: "sc-nutrients3-iron-vitamin-e",
    title: "Spatone iron sachet and a vitamin E capsule taken together at breakfast",
    profile: { medicines: [], conditions: [] },
    stack: [take(PRODUCT.spatone), take(PRODUCT.vitaminE400Iu)],
    expect: { flags: [flag("vitamin-e", { ingredient: "iron" }, "minor", "moderate")] },
    rationale:
      "The UK vitamin E SmPC says iron-containing medicines reduce the activity of vitamin E and asks for a few hours between them.",
    sources: [SOURCE.vitaminE],
  },
  {
    id: "sc-nutrients3-acenocoumarol-vitamin-k1",
    title: "Anticoagulated with Sinthrome and starting vitamin K1 tablets",
    profile: { medicines: ["Sinthrome"], conditions: [] },
    stack: [take(PRODUCT.vitaminK1)],
    expect: { flags: [flag("vitamin-k1", med("Sinthrome"), "moderate", "contraindicated")] },
    rationale:
      "The UK SmPC for Konakion MM Paediatric says no significant interactions are known other than antagonism of coumarin anticoagulants, and acenocoumarol is a coumarin.",
    sources: [SOURCE.konakionPaediatric],
  },
  {
    id: "sc-nutrients3-apixaban-vitamin-k1-no-alarm",
    title: "Apixaban for atrial fibrillation and a vitamin K1 supplement",
    profile: { medicines: ["apixaban 5mg"], conditions: [] },
    stack: [take(PRODUCT.vitaminK1)],
    expect: { noFlags: [noFlag("vitamin-k1", med("apixaban 5mg"))] },
    rationale:
      "The Konakion SmPC names only the coumarin anticoagulants; apixaban is not a coumarin and does not work through vitamin K.",
    sources: [SOURCE.konakionPaediatric],
  },
  {
    id: "sc-nutrients3-amoxicillin-nac",
    title: "NAC 600 mg during a course of amoxicillin",
    profile: { medicines: ["amoxicillin 500mg"], conditions: [] },
    stack: [NAC_600],
    expect: { flags: [flag("nac", med("amoxicillin 500mg"), "minor", "moderate")] },
    rationale: "The NACSYS leaflet advises taking antibiotics two hours before or after acetylcysteine.",
    sources: [SOURCE.nacsys],
  },
  {
    id: "sc-nutrients3-dextromethorphan-nac",
    title: "NAC 600 mg with a dextromethorphan cough syrup",
    profile: { medicines: ["dextromethorphan"], conditions: [] },
    stack: [NAC_600],
    expect: { flags: [flag("nac", med("dextromethorphan"), "minor", "major")] },
    rationale:
      "The NACSYS leaflet says cough suppressants should not be used at the same time as acetylcysteine, as the loosened phlegm must be coughed up.",
    sources: [SOURCE.nacsys],
  },
  {
    id: "sc-nutrients3-omeprazole-nac-no-alarm",
    title: "NAC 600 mg with omeprazole for reflux",
    profile: { medicines: ["omeprazole 20mg"], conditions: [] },
    stack: [NAC_600],
    expect: { noFlags: [noFlag("nac", med("omeprazole 20mg"))] },
    rationale:
      "The NACSYS leaflet names antibiotics, cough suppressants, nitroglycerin and activated charcoal; it does not name stomach acid medicines such as omeprazole.",
    sources: [SOURCE.nacsys],
  },
];
