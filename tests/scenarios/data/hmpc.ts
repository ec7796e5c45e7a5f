// Herbs with what the UK leaflets and SmPCs of their registered medicines name: St John's wort with diagnosed
// depression (Kira) and with HRT (the oestrogen products' own texts), echinacea with immunosuppressants,
// pregnancy, breastfeeding and radiotherapy (Echinaforce Hot Drink and EchinaCold leaflets), horse chestnut with
// leg swelling from the heart, the kidneys or a clot (Venaforce) and pregnancy (a German maker's page), peppermint
// oil capsules with reflux and pregnancy (Colpermin SmPC, Medscape UK) — and medicines and conditions the same
// texts do not name, which must not alarm.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const KIRA_LEAFLET: Source = {
  title: "Kira LowMood Relief (St John's wort): patient leaflet, section 2",
  publisher: "Klosterfrau Healthcare (UK leaflet, reproduced by medine.co.uk)",
  url: "https://medine.co.uk/kira-lowmood-relief",
};
const AVOGEL_AGNUS_SMPC: Source = {
  title: "A.Vogel Agnus castus oral drops: summary of product characteristics, section 4.4",
  publisher: "UK SmPC, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
};
const MENOHERB_LEAFLET: Source = {
  title: "Menoherb Black Cohosh Menopause Relief Tablets (Menolieve): patient leaflet",
  publisher: "UK patient leaflet, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/menoherb-black-cohosh-menopause-relief-tablets?doc=0",
};
const HENDERSON_REVIEW: Source = {
  title: "St John's wort (Hypericum perforatum): drug interactions and clinical outcomes",
  publisher: "British Journal of Clinical Pharmacology (via PubMed Central)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC1874438/",
};
const OESTROGEL_INTERACTIONS: Source = {
  title: "Oestrogel (estradiol gel): drug interactions",
  publisher: "MIMS Thailand (copy of the product information)",
  url: "https://uat.mimsdev.com/thailand/drug/info/oestrogel/drug-interactions",
};
const ECHINAFORCE_HOT_DRINK: Source = {
  title: "Echinaforce Hot Drink Cold & Flu echinacea concentrate: patient leaflet, section 2",
  publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
  url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
};
const ECHINACOLD: Source = {
  title: "EchinaCold Echinacea Cold & Flu Relief tablets: patient information leaflet",
  publisher: "UK patient leaflet, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/echinaboost-film-coated-tablets?doc=3",
};
const VENAFORCE_SMPC: Source = {
  title: "Venaforce Horse Chestnut GR tablets: summary of product characteristics, section 4.4",
  publisher: "UK SmPC, reproduced by patient-info.co.uk",
  url: "https://patient-info.co.uk/venaforce-horse-chestnut-gr-tablets-93261/summary-of-medicine-characteristics",
};
const VENOPLANT: Source = {
  title: "Venoplant retard S: Verträglichkeit (in German)",
  publisher: "Dr. Willmar Schwabe (manufacturer, Germany)",
  url: "https://www.schwabe.de/produkte/venoplant/vertraeglichkeit/",
};
const DRUGS_COM_HORSE_CHESTNUT: Source = {
  title: "Horse chestnut: professional monograph, clinical overview",
  publisher: "Drugs.com",
  url: "https://www.drugs.com/npp/horse-chestnut.html",
};
const MSD_LICORICE: Source = {
  title: "Licorice: possible side effects",
  publisher: "MSD Manual, consumer version (UK edition)",
  url: "https://www.msdmanuals.com/en-gb/home/special-subjects/dietary-supplements/licorice",
};
const COLPERMIN_SMPC: Source = {
  title: "Colpermin IBS Relief Capsules: summary of product characteristics, section 4.4",
  publisher: "emc (medicines.org.uk)",
  url: "https://www.medicines.org.uk/emc/product/1076/smpc",
};
const MEDSCAPE_PEPPERMINT: Source = {
  title: "Peppermint oil capsules: precautions, pregnancy and lactation",
  publisher: "Medscape UK",
  url: "https://www.medscape.co.uk/drug/peppermint-oil-capsules-70964-70964",
};

function custom(name: string, ingredient: string, amount: number): StackItem {
  return { custom: { name, ingredients: [{ ingredient, amount, unit: "mg" }] }, servingsPerDay: 1 };
}

const SJW = take(PRODUCT.stJohnsWort);
const ECHINACEA = take(PRODUCT.echinacea);
const HORSE_CHESTNUT = custom("Horse chestnut seed 300 mg tablets", "horse-chestnut", 300);
const AGNUS_CASTUS = custom("Agnus castus 4 mg tablets", "chasteberry", 4);
const BLACK_COHOSH = custom("Black cohosh 6.5 mg menopause tablets", "black-cohosh", 6.5);
const LIQUORICE = custom("Liquorice root 400 mg capsules", "licorice-root", 400);
const PEPPERMINT = custom("Peppermint oil 187 mg gastro-resistant capsules", "peppermint-oil", 187);

const IMMUNOSUPPRESSANT =
  "The Echinaforce Hot Drink leaflet says not to take echinacea with ciclosporin or methotrexate, or any other immunosuppressant medicine.";

/** Echinacea with a medicine that damps down the immune system, typed as people type it. */
function echinaceaWith(id: string, medicine: string, title: string): ScenarioInput {
  return {
    id: `sc-hmpc-echinacea-${id}`,
    title,
    profile: { medicines: [medicine] },
    stack: [ECHINACEA],
    expect: { flags: [flag("echinacea", med(medicine), "major", "contraindicated")] },
    rationale: IMMUNOSUPPRESSANT,
    sources: [ECHINAFORCE_HOT_DRINK],
  };
}

/** A herb with a condition its UK text names. */
function withCondition(
  id: string,
  title: string,
  ingredient: string,
  stack: StackItem,
  condition: string,
  rationale: string,
  sources: Source[],
): ScenarioInput {
  return {
    id: `sc-hmpc-${id}`,
    title,
    profile: { conditions: [condition] },
    stack: [stack],
    expect: { flags: [flag(ingredient, cond(condition), "minor")] },
    rationale,
    sources,
  };
}

const POSITIVES: ScenarioInput[] = [
  {
    id: "sc-hmpc-sjw-evorel",
    title: "Uses Evorel HRT patches and starts Kira for low mood",
    profile: { medicines: ["Evorel"] },
    stack: [SJW],
    expect: { flags: [flag("st-johns-wort", med("Evorel"), "moderate", "major")] },
    rationale:
      "Oestrogen HRT product information says herbal preparations containing St John's wort may induce the metabolism of oestrogens.",
    sources: [OESTROGEL_INTERACTIONS],
  },
  {
    id: "sc-hmpc-sjw-oestrogel",
    title: "Oestrogel for menopause symptoms with St John's wort tablets",
    profile: { medicines: ["Oestrogel"] },
    stack: [SJW],
    expect: { flags: [flag("st-johns-wort", med("Oestrogel"), "moderate", "major")] },
    rationale:
      "The Oestrogel text names St John's wort among the herbal preparations that may speed up oestrogen breakdown.",
    sources: [OESTROGEL_INTERACTIONS],
  },
  withCondition(
    "sjw-depression",
    "Diagnosed with depression and thinking of Kira instead of seeing the GP",
    "st-johns-wort",
    SJW,
    "depression",
    "The Kira leaflet says not to take it if your doctor has told you that you are suffering from depression.",
    [KIRA_LEAFLET],
  ),
  echinaceaWith(
    "azathioprine",
    "azathioprine 50mg",
    "On azathioprine for Crohn's disease and wants echinacea for a cold",
  ),
  echinaceaWith(
    "cellcept",
    "CellCept",
    "Kidney transplant on CellCept (mycophenolate) and echinacea capsules",
  ),
  echinaceaWith(
    "methotrexate",
    "methotrexate 10mg weekly",
    "Weekly methotrexate for arthritis and echinacea",
  ),
  echinaceaWith("sirolimus", "Rapamune", "Takes Rapamune (sirolimus) after a transplant and echinacea"),
  echinaceaWith("anti-tnf", "anti-TNF injections", "On anti-TNF injections for Crohn's and takes echinacea"),
  echinaceaWith(
    "jak-inhibitor",
    "JAK inhibitor tablets",
    "On a JAK inhibitor for arthritis and takes echinacea",
  ),
  {
    id: "sc-hmpc-magnesium-anti-tnf",
    title: "On anti-TNF injections and takes magnesium citrate",
    profile: { medicines: ["anti-TNF injections"] },
    stack: [take(PRODUCT.magnesiumCitrate200)],
    expect: { noFlags: [noFlag("magnesium", med("anti-TNF injections"))] },
    rationale:
      "The Epsom Salts SmPC's interactions name no TNF inhibitor; an anti-TNF injection is not the mycophenolate tablet that magnesium binds.",
    sources: [
      {
        title:
          "Epsom Salts BP (magnesium sulfate, Thornton & Ross): summary of product characteristics, section 4.5",
        publisher: "electronic medicines compendium (emc)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  withCondition(
    "echinacea-pregnant",
    "Pregnant and thinking of echinacea for a cold",
    "echinacea",
    ECHINACEA,
    "pregnant",
    "Both UK echinacea leaflets read list pregnancy among the reasons not to take it.",
    [ECHINAFORCE_HOT_DRINK, ECHINACOLD],
  ),
  withCondition(
    "echinacea-breastfeeding",
    "Breastfeeding and asks about echinacea",
    "echinacea",
    ECHINACEA,
    "breastfeeding",
    "Both UK echinacea leaflets read list breastfeeding among the reasons not to take it.",
    [ECHINAFORCE_HOT_DRINK, ECHINACOLD],
  ),
  withCondition(
    "echinacea-radiotherapy",
    "Having radiotherapy and wants echinacea to ward off colds",
    "echinacea",
    ECHINACEA,
    "radiotherapy",
    "The Echinaforce Hot Drink leaflet says not to take it during treatment that reduces the immune response, such as chemotherapy or radiotherapy.",
    [ECHINAFORCE_HOT_DRINK],
  ),
  withCondition(
    "horse-chestnut-heart-failure",
    "Heart failure with swollen ankles, thinking of horse chestnut tablets",
    "horse-chestnut",
    HORSE_CHESTNUT,
    "heart failure",
    "The Venaforce SmPC says a doctor should be consulted straight away with cardiac insufficiency, as leg swelling may be a sign of serious disease.",
    [VENAFORCE_SMPC],
  ),
  withCondition(
    "horse-chestnut-kidney",
    "Kidney disease and horse chestnut for heavy legs",
    "horse-chestnut",
    HORSE_CHESTNUT,
    "kidney disease",
    "The Venaforce SmPC says a doctor should be consulted straight away with renal insufficiency.",
    [VENAFORCE_SMPC],
  ),
  withCondition(
    "horse-chestnut-dvt",
    "Had a DVT and wants horse chestnut for a swollen leg",
    "horse-chestnut",
    HORSE_CHESTNUT,
    "DVT",
    "The Venaforce SmPC names thrombophlebitis and sudden swelling of one or both legs as reasons to see a doctor straight away.",
    [VENAFORCE_SMPC],
  ),
  withCondition(
    "horse-chestnut-pregnant",
    "Pregnant with varicose veins and asks about horse chestnut",
    "horse-chestnut",
    HORSE_CHESTNUT,
    "pregnant",
    "The maker of a German horse chestnut medicine says it should not be used in pregnancy, experience being insufficiently documented.",
    [VENOPLANT],
  ),
  withCondition(
    "horse-chestnut-liver",
    "Liver disease and horse chestnut for varicose veins",
    "horse-chestnut",
    HORSE_CHESTNUT,
    "liver disease",
    "Drugs.com's professional monograph says hepatic impairment may be a relative contraindication to horse chestnut products.",
    [DRUGS_COM_HORSE_CHESTNUT],
  ),
  withCondition(
    "liquorice-angina",
    "Angina and liquorice root capsules for indigestion",
    "licorice-root",
    LIQUORICE,
    "angina",
    "The MSD Manual says people who have heart disease should avoid taking licorice, as it makes the kidneys lose potassium.",
    [MSD_LICORICE],
  ),
  withCondition(
    "liquorice-af",
    "Atrial fibrillation and liquorice root",
    "licorice-root",
    LIQUORICE,
    "atrial fibrillation",
    "Heart disease is named among the conditions in which the MSD Manual says licorice should be avoided.",
    [MSD_LICORICE],
  ),
  {
    id: "sc-hmpc-agnus-castus-domperidone",
    title: "Takes domperidone for nausea and agnus castus for PMS",
    profile: { medicines: ["domperidone 10mg"] },
    stack: [AGNUS_CASTUS],
    expect: { flags: [flag("chasteberry", med("domperidone 10mg"), "minor", "major")] },
    rationale:
      "The A.Vogel SmPC asks people using dopamine antagonists to consult their doctor first; domperidone is one.",
    sources: [AVOGEL_AGNUS_SMPC],
  },
  {
    id: "sc-hmpc-agnus-castus-metoclopramide",
    title: "Metoclopramide for sickness with agnus castus tablets",
    profile: { medicines: ["metoclopramide 10mg"] },
    stack: [AGNUS_CASTUS],
    expect: { flags: [flag("chasteberry", med("metoclopramide 10mg"), "minor", "major")] },
    rationale: "Metoclopramide is a dopamine antagonist, which the A.Vogel SmPC names.",
    sources: [AVOGEL_AGNUS_SMPC],
  },
  withCondition(
    "peppermint-reflux",
    "Acid reflux and peppermint oil capsules for IBS",
    "peppermint-oil",
    PEPPERMINT,
    "acid reflux",
    "The Colpermin SmPC says heartburn can get worse with the capsules and they should then be stopped.",
    [COLPERMIN_SMPC, MEDSCAPE_PEPPERMINT],
  ),
  withCondition(
    "peppermint-pregnant",
    "Pregnant with IBS and asks about peppermint oil capsules",
    "peppermint-oil",
    PEPPERMINT,
    "pregnant",
    "Medscape UK says to use peppermint oil capsules with caution in pregnancy and that the manufacturers advise against use.",
    [MEDSCAPE_PEPPERMINT],
  ),
  {
    id: "sc-hmpc-sjw-sinthrome",
    title: "On Sinthrome (acenocoumarol) and starting St John's wort",
    profile: { medicines: ["Sinthrome"] },
    stack: [SJW],
    expect: { flags: [flag("st-johns-wort", med("Sinthrome"), "moderate", "contraindicated")] },
    rationale:
      "A systematic review found St John's wort lowers the effect of coumarin blood thinners (warfarin, phenprocoumon); acenocoumarol is one.",
    sources: [HENDERSON_REVIEW],
  },
  {
    id: "sc-hmpc-sjw-aminophylline",
    title: "Aminophylline for COPD and St John's wort",
    profile: { medicines: ["aminophylline"] },
    stack: [SJW],
    expect: { flags: [flag("st-johns-wort", med("aminophylline"), "moderate", "contraindicated")] },
    rationale: "The review names theophylline among the medicines whose levels St John's wort lowers.",
    sources: [HENDERSON_REVIEW],
  },
  withCondition(
    "black-cohosh-conceive",
    "Perimenopausal, trying for a baby and asks about black cohosh",
    "black-cohosh",
    BLACK_COHOSH,
    "trying to conceive",
    "The UK leaflet says black cohosh should only be used by women of child-bearing age if contraception is used.",
    [MENOHERB_LEAFLET],
  ),
];

const NEGATIVES: ScenarioInput[] = [
  {
    id: "sc-hmpc-agnus-castus-ondansetron",
    title: "Ondansetron for sickness with agnus castus",
    profile: { medicines: ["ondansetron"] },
    stack: [AGNUS_CASTUS],
    expect: { noFlags: [noFlag("chasteberry", med("ondansetron"))] },
    rationale:
      "The SmPC names dopamine antagonists; ondansetron is an anti-sickness medicine that is not one.",
    sources: [AVOGEL_AGNUS_SMPC],
  },
  {
    id: "sc-hmpc-liquorice-eczema",
    title: "Eczema and liquorice root capsules",
    profile: { conditions: ["eczema"] },
    stack: [LIQUORICE],
    expect: { noFlags: [noFlag("licorice-root", cond("eczema"))] },
    rationale: "The MSD Manual names heart disease, high blood pressure and pregnancy, not skin conditions.",
    sources: [MSD_LICORICE],
  },
  {
    id: "sc-hmpc-black-cohosh-asthma",
    title: "Asthma and black cohosh for hot flushes",
    profile: { conditions: ["asthma"] },
    stack: [BLACK_COHOSH],
    expect: { noFlags: [noFlag("black-cohosh", cond("asthma"))] },
    rationale: "The UK black cohosh leaflet names no breathing condition.",
    sources: [MENOHERB_LEAFLET],
  },
  {
    id: "sc-hmpc-sjw-cetirizine",
    title: "Cetirizine for hay fever with Kira",
    profile: { medicines: ["cetirizine"] },
    stack: [SJW],
    expect: { noFlags: [noFlag("st-johns-wort", med("cetirizine"))] },
    rationale:
      "Neither the Kira leaflet nor the oestrogen texts read name antihistamines such as cetirizine.",
    sources: [KIRA_LEAFLET, OESTROGEL_INTERACTIONS],
  },
  {
    id: "sc-hmpc-echinacea-paracetamol",
    title: "Paracetamol for a cold with echinacea",
    profile: { medicines: ["paracetamol 500mg"] },
    stack: [ECHINACEA],
    expect: { noFlags: [noFlag("echinacea", med("paracetamol 500mg"))] },
    rationale: "Neither UK echinacea leaflet read names paracetamol or other painkillers.",
    sources: [ECHINAFORCE_HOT_DRINK, ECHINACOLD],
  },
  {
    id: "sc-hmpc-echinacea-amoxicillin",
    title: "A course of amoxicillin and echinacea",
    profile: { medicines: ["amoxicillin"] },
    stack: [ECHINACEA],
    expect: { noFlags: [noFlag("echinacea", med("amoxicillin"))] },
    rationale: "The echinacea leaflets name immunosuppressants, not antibiotics.",
    sources: [ECHINAFORCE_HOT_DRINK],
  },
  {
    id: "sc-hmpc-horse-chestnut-asthma",
    title: "Asthma and horse chestnut tablets",
    profile: { conditions: ["asthma"] },
    stack: [HORSE_CHESTNUT],
    expect: { noFlags: [noFlag("horse-chestnut", cond("asthma"))] },
    rationale: "The Venaforce SmPC names no breathing condition.",
    sources: [VENAFORCE_SMPC],
  },
  {
    id: "sc-hmpc-peppermint-asthma",
    title: "Asthma and peppermint oil capsules",
    profile: { conditions: ["asthma"] },
    stack: [PEPPERMINT],
    expect: { noFlags: [noFlag("peppermint-oil", cond("asthma"))] },
    rationale: "Neither the Colpermin SmPC nor Medscape UK names asthma.",
    sources: [COLPERMIN_SMPC, MEDSCAPE_PEPPERMINT],
  },
];

export const HMPC_SCENARIOS: ScenarioInput[] = [...POSITIVES, ...NEGATIVES];
