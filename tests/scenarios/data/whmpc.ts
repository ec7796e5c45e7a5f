// Herbs with what the UK registered products read beside their EU monographs name, typed as those texts word it
// and as people say it: ginger with a blocked bile duct, gallstones and ulcers (three ginger SmPCs), black cohosh
// with an oestrogen-dependent tumour, liver or kidney impairment (Menopret SmPC), feverfew and milk thistle with a
// daisy-family allergy, peppermint oil with bile duct problems, ulcers and breastfeeding (Peppermint Water BP 1973),
// linseed with a blocked bowel, rectal bleeding and swallowing problems (a German linseed leaflet), sage with
// "barbiturates" (Menoforce SmPC), horse chestnut with "cardiac insufficiency" (Venaforce SmPC), lavender oil
// with liver impairment, pregnancy and breastfeeding (Lasea), passionflower in pregnancy and breastfeeding, dandelion
// with a blocked bowel, aloe with heart medicines, steroids, liquorice and bowel conditions (Kräuterlax) — and what
// those texts do not name, which must not alarm.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const GRUENWALDER_GINGER: Source = {
  title: "Gruenwalder Digest Ginger capsules: summary of product characteristics, section 4.3",
  publisher: "UK SmPC, reproduced by patient-info.co.uk",
  url: "https://patient-info.co.uk/gruenwalder-digest-ginger-capsules-94425/summary-of-medicine-characteristics",
};
const HRI_GINGER: Source = {
  title: "HRI Travel and Digestion Relief Tablets (ginger): summary of product characteristics, section 4.3",
  publisher: "UK SmPC, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/hri-travel-and-digestion-relief-tablets/summary",
};
const TRADIMED_GINGER: Source = {
  title: "Tradimed Ginger Muscle and Joint Pain Relief: summary of product characteristics, section 4.3",
  publisher: "UK SmPC, reproduced by patient-info.co.uk",
  url: "https://patient-info.co.uk/tradimed-ginger-muscle-and-joint-pain-relief-95323/summary-of-medicine-characteristics",
};
const MENOPRET: Source = {
  title:
    "Menopret film-coated tablets (black cohosh): summary of product characteristics, sections 4.2 and 4.3",
  publisher: "UK SmPC, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/menopret-film-coated-tablets/summary",
};
const MIGRAEEZE: Source = {
  title: "MigraEeze Feverfew Tablets: summary of product characteristics, section 4.3",
  publisher: "UK SmPC, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/migraeeze-feverfew-tablets/summary",
};
const SILYGALON: Source = {
  title: "Silygalon Milk Thistle capsules: summary of product characteristics, section 4.3",
  publisher: "UK SmPC, reproduced by medine.co.uk",
  url: "https://medine.co.uk/silygalon-milk-thistle-capsules/summary",
};
const MENOFORCE: Source = {
  title: "Menoforce Sage tablets: summary of product characteristics, section 4.5",
  publisher: "UK SmPC, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
};

const PEPPERMINT_WATER_SMPC: Source = {
  title: "Peppermint Water BP 1973: summary of product characteristics, section 4.3",
  publisher: "MedPath (copy of the UK SmPC on the electronic medicines compendium)",
  url: "https://trial.medpath.com/drug/approvals/emc/bc7124b3fc9a4a23",
};
const PEPPERMINT_WATER_PIL: Source = {
  title: "Peppermint Water BP 1973: patient information leaflet, section 2",
  publisher: "UK patient leaflet (MHRA), reproduced by myhealthbox.eu",
  url: "https://myhealthbox.eu/nb/peppermint-water-bp-1973/4229152",
};

const GOLD_LEINSAMEN: Source = {
  title: "Gold Leinsamen (linseed): patient leaflet, when you must not take it (in German)",
  publisher: "medikamio (copy of the German package leaflet)",
  url: "https://preview.medikamio.com/de-de/medikamente/gold-leinsamen/pil",
};

const VENAFORCE_SMPC: Source = {
  title: "Venaforce Horse Chestnut GR tablets: summary of product characteristics, section 4.4",
  publisher: "UK SmPC, reproduced by patient-info.co.uk",
  url: "https://patient-info.co.uk/venaforce-horse-chestnut-gr-tablets-93261/summary-of-medicine-characteristics",
};

const LASEA_SWISS: Source = {
  title: "Lasea (lavender oil 80 mg): Swiss information for professionals, contraindications (in German)",
  publisher: "ch.oddb.org (copy of the Swiss product information)",
  url: "https://ch.oddb.org:443/en/phyto-pharma/fachinfo/reg/63019",
};
const LASEA_PTA: Source = {
  title: "Lavendelöl (Lasea): OTC-Beratungscheck (in German)",
  publisher: "PTA-Forum (Pharmazeutische Zeitung)",
  url: "https://ptaforum.pharmazeutische-zeitung.de/ausgabe-032017/lavendeloel/",
};

const PASSIONFLOWER_WARENTEST: Source = {
  title: "Pflanzliches Mittel: Passionsblume — special notes on pregnancy and breastfeeding (in German)",
  publisher: "Stiftung Warentest (test.de)",
  url: "https://www.test.de/medikamente/wirkstoff/passionsblumenkraut-trockenextrakt-w1757/",
};

const DANDELION_SMPC: Source = {
  title: "Nature's Garden Dandelion Capsules: summary of product characteristics, section 4.3",
  publisher: "UK SmPC, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/natures-garden-dandelion-capsules/summary",
};

const PASSIONFLOWER_PTA: Source = {
  title: "Passionsblume: OTC-Beratungscheck — contraindications and interactions (in German)",
  publisher: "PTA-Forum (Pharmazeutische Zeitung)",
  url: "https://ptaforum.pharmazeutische-zeitung.de/passionsblume-133481/",
};

const KRAUTERLAX: Source = {
  title: "Kräuterlax Kräuter-Dragées zum Abführen (aloe): patient leaflet, section 2 (in German)",
  publisher: "medikamio (copy of the German package leaflet)",
  url: "https://medikamio.com/de-de/medikamente/krauterlax-krauter-dragees-zum-abfuhren/pil",
};

function custom(name: string, ingredient: string, amount: number): StackItem {
  return { custom: { name, ingredients: [{ ingredient, amount, unit: "mg" }] }, servingsPerDay: 1 };
}

const GINGER = custom("Ginger root 250 mg capsules", "ginger", 250);
const PEPPERMINT = custom("Peppermint oil 187 mg gastro-resistant capsules", "peppermint-oil", 187);
const LINSEED = custom("Ground linseed (flaxseed) 10 g", "flaxseed", 10000);
const HORSE_CHESTNUT = custom("Horse chestnut seed 300 mg tablets", "horse-chestnut", 300);
const LAVENDER = custom("Lavender oil 80 mg capsules", "lavender", 80);
const PASSIONFLOWER = custom("Passionflower herb 425 mg tablets", "passionflower", 425);
const DANDELION = custom("Dandelion root 339 mg capsules", "dandelion", 339);
const ALOE = custom("Aloe latex 50 mg capsules", "aloe-vera", 50);
const LIQUORICE = custom("Liquorice root 400 mg capsules", "licorice-root", 400);
const SAGE = custom("Sage leaf 51 mg tablets", "sage", 51);
const BLACK_COHOSH = take(PRODUCT.blackCohosh);
const FEVERFEW = take(PRODUCT.feverfew);
const MILK_THISTLE = take(PRODUCT.milkThistle);

const GINGER_43 =
  "Section 4.3 of UK ginger registrations lists peptic or duodenal ulcer and obstruction of the bile duct, cholangitis or gall stones.";

/** A herb with a condition its UK text names, typed as given. */
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
    id: `sc-whmpc-${id}`,
    title,
    profile: { conditions: [condition] },
    stack: [stack],
    expect: { flags: [flag(ingredient, cond(condition), "minor")] },
    rationale,
    sources,
  };
}

/** A herb with a condition or medicine its UK text does not name: no alarm. */
function quiet(
  id: string,
  title: string,
  ingredient: string,
  stack: StackItem,
  typed: { condition: string } | { medicine: string },
  rationale: string,
  sources: Source[],
): ScenarioInput {
  const counterpart = "condition" in typed ? cond(typed.condition) : med(typed.medicine);
  const profile = "condition" in typed ? { conditions: [typed.condition] } : { medicines: [typed.medicine] };
  return {
    id: `sc-whmpc-${id}`,
    title,
    profile,
    stack: [stack],
    expect: { noFlags: [noFlag(ingredient, counterpart)] },
    rationale,
    sources,
  };
}

const POSITIVES: ScenarioInput[] = [
  withCondition(
    "ginger-obstruction-of-the-bile-duct",
    "Ginger capsules for indigestion with an obstruction of the bile duct",
    "ginger",
    GINGER,
    "obstruction of the bile duct",
    GINGER_43,
    [GRUENWALDER_GINGER, HRI_GINGER],
  ),
  withCondition(
    "ginger-blocked-bile-duct",
    "Waiting for treatment of a blocked bile duct and taking ginger for nausea",
    "ginger",
    GINGER,
    "blocked bile duct",
    GINGER_43,
    [TRADIMED_GINGER],
  ),
  withCondition(
    "ginger-gall-stones",
    "Has gall stones and wants ginger capsules for travel sickness",
    "ginger",
    GINGER,
    "gall stones",
    GINGER_43,
    [HRI_GINGER],
  ),
  withCondition(
    "ginger-duodenal-ulcer",
    "A duodenal ulcer and ginger capsules for joint pain",
    "ginger",
    GINGER,
    "duodenal ulcer",
    GINGER_43,
    [TRADIMED_GINGER],
  ),
  withCondition(
    "black-cohosh-oestrogen-dependent-tumour",
    "Had an oestrogen-dependent tumour and asks about black cohosh for hot flushes",
    "black-cohosh",
    BLACK_COHOSH,
    "oestrogen-dependent tumour",
    "Menopret's section 4.3 lists women with an oestrogen-dependent tumour or a history of one.",
    [MENOPRET],
  ),
  withCondition(
    "black-cohosh-previous-liver-disease",
    "Previous liver disease and black cohosh tablets",
    "black-cohosh",
    BLACK_COHOSH,
    "previous liver disease",
    "Menopret's section 4.3 lists patients with current or previous liver disease.",
    [MENOPRET],
  ),
  withCondition(
    "black-cohosh-renal-impairment",
    "Renal impairment and black cohosh for the menopause",
    "black-cohosh",
    BLACK_COHOSH,
    "renal impairment",
    "Menopret's section 4.2 says the product should not be used with hepatic or renal impairment, its safety not being established.",
    [MENOPRET],
  ),
  withCondition(
    "feverfew-compositae-allergy",
    "Allergic to the Compositae family and thinking of feverfew for migraine",
    "feverfew",
    FEVERFEW,
    "Compositae allergy",
    "MigraEeze's section 4.3 lists hypersensitivity to feverfew or other members of the Asteraceae (Compositae) family.",
    [MIGRAEEZE],
  ),
  withCondition(
    "milk-thistle-asteraceae-allergy",
    "Asteraceae allergy and milk thistle capsules",
    "milk-thistle",
    MILK_THISTLE,
    "Asteraceae allergy",
    "Silygalon's section 4.3 lists hypersensitivity to milk thistle or to plants of the Asteraceae (Compositae) family.",
    [SILYGALON],
  ),
  withCondition(
    "peppermint-obstructions-of-bile-ducts",
    "Obstructions of bile ducts and peppermint oil capsules for IBS",
    "peppermint-oil",
    PEPPERMINT,
    "obstructions of bile ducts",
    "Peppermint Water BP 1973's section 4.3 lists obstructions of bile ducts, cholangitis, gallstones and any other biliary diseases.",
    [PEPPERMINT_WATER_SMPC],
  ),
  withCondition(
    "peppermint-gallstones",
    "Gallstones and peppermint oil capsules for bloating",
    "peppermint-oil",
    PEPPERMINT,
    "gallstones",
    "The Peppermint Water BP 1973 leaflet says not to take it with gallstones or other bile duct problems.",
    [PEPPERMINT_WATER_PIL, PEPPERMINT_WATER_SMPC],
  ),
  withCondition(
    "peppermint-stomach-ulcer",
    "A stomach ulcer and peppermint oil capsules",
    "peppermint-oil",
    PEPPERMINT,
    "stomach ulcer",
    "The Peppermint Water BP 1973 leaflet says not to take it with an ulcer in the mouth, stomach or gut.",
    [PEPPERMINT_WATER_PIL],
  ),
  withCondition(
    "peppermint-breastfeeding",
    "Breastfeeding and peppermint oil capsules for IBS",
    "peppermint-oil",
    PEPPERMINT,
    "breastfeeding",
    "The Peppermint Water BP 1973 leaflet says it is not recommended during pregnancy and lactation.",
    [PEPPERMINT_WATER_PIL],
  ),
  withCondition(
    "linseed-ileus",
    "Recovering from an ileus and adding ground linseed for constipation",
    "flaxseed",
    LINSEED,
    "ileus",
    "The Gold Leinsamen leaflet says not to take it with a threatened or existing bowel obstruction (ileus).",
    [GOLD_LEINSAMEN],
  ),
  withCondition(
    "linseed-rectal-bleeding",
    "Rectal bleeding and ground flaxseed",
    "flaxseed",
    LINSEED,
    "rectal bleeding",
    "The Gold Leinsamen leaflet lists rectal bleeding among the reasons not to take it.",
    [GOLD_LEINSAMEN],
  ),
  withCondition(
    "linseed-difficulty-swallowing",
    "Difficulty swallowing and linseed",
    "flaxseed",
    LINSEED,
    "difficulty swallowing",
    "The Gold Leinsamen leaflet lists difficulty swallowing among the reasons not to take it.",
    [GOLD_LEINSAMEN],
  ),
  withCondition(
    "peppermint-gastroesophageal-reflux",
    "Gastroesophageal reflux and peppermint oil capsules",
    "peppermint-oil",
    PEPPERMINT,
    "gastroesophageal reflux",
    "Peppermint Water BP 1973's section 4.4 says people with gastroesophageal reflux (heartburn) or hiatal hernia sometimes get worse on peppermint oil and should stop it.",
    [PEPPERMINT_WATER_SMPC],
  ),
  withCondition(
    "horse-chestnut-cardiac-insufficiency",
    "Cardiac insufficiency and horse chestnut for swollen legs",
    "horse-chestnut",
    HORSE_CHESTNUT,
    "cardiac insufficiency",
    "The Venaforce SmPC asks people with cardiac or renal insufficiency to see a doctor, as leg swelling may come from a serious disease.",
    [VENAFORCE_SMPC],
  ),
  withCondition(
    "lavender-hepatic-insufficiency",
    "Hepatic insufficiency and lavender oil capsules for anxiety",
    "lavender",
    LAVENDER,
    "hepatic insufficiency",
    "The Swiss Lasea information says it must not be used with impaired liver function (hepatic insufficiency).",
    [LASEA_SWISS],
  ),
  withCondition(
    "lavender-pregnant",
    "Pregnant and thinking of lavender oil capsules for worry",
    "lavender",
    LAVENDER,
    "pregnant",
    "PTA-Forum's summary of the Lasea product information says the maker advises against use in pregnancy and breastfeeding.",
    [LASEA_PTA],
  ),
  withCondition(
    "lavender-breastfeeding",
    "Breastfeeding and lavender oil capsules",
    "lavender",
    LAVENDER,
    "breastfeeding",
    "PTA-Forum's summary of the Lasea product information says the maker advises against use in pregnancy and breastfeeding.",
    [LASEA_PTA],
  ),
  {
    id: "sc-whmpc-passionflower-synthetic-sedatives",
    title: "On synthetic sedatives and wants passionflower tablets to calm down",
    profile: { medicines: ["synthetic sedatives"] },
    stack: [PASSIONFLOWER],
    expect: { flags: [flag("passionflower", med("synthetic sedatives"), "moderate", "major")] },
    rationale:
      "PTA-Forum's check of German passionflower medicines says not to take them with synthetic sedatives such as benzodiazepines unless a doctor says so.",
    sources: [PASSIONFLOWER_PTA],
  },
  withCondition(
    "passionflower-pregnant",
    "Pregnant and anxious, thinking of passionflower tablets",
    "passionflower",
    PASSIONFLOWER,
    "pregnant",
    "Stiftung Warentest says too little is known about passionflower medicines in pregnancy and breastfeeding, so to be safe they should not be used.",
    [PASSIONFLOWER_WARENTEST],
  ),
  withCondition(
    "passionflower-breastfeeding",
    "Breastfeeding and passionflower for sleep",
    "passionflower",
    PASSIONFLOWER,
    "breastfeeding",
    "Stiftung Warentest says passionflower medicines should not be used while breastfeeding, as too little is known.",
    [PASSIONFLOWER_WARENTEST],
  ),
  withCondition(
    "dandelion-intestinal-obstruction",
    "Intestinal obstruction and dandelion root capsules",
    "dandelion",
    DANDELION,
    "intestinal obstruction",
    "The UK dandelion SmPC lists obstruction of the biliary or intestinal tract among its contraindications.",
    [DANDELION_SMPC],
  ),
  ...(
    [
      [
        "cardiac-glycosides",
        "cardiac glycosides",
        "Heart failure on cardiac glycosides and aloe latex for constipation",
      ],
      ["amiodarone", "amiodarone", "Amiodarone for an irregular heartbeat and an aloe laxative"],
      ["corticosteroids", "corticosteroids", "Long-term corticosteroids and aloe latex capsules"],
      ["prednisolone", "prednisolone 5mg", "Prednisolone tablets and an aloe laxative"],
    ] as const
  ).map(([id, medicine, title]): ScenarioInput => ({
    id: `sc-whmpc-aloe-${id}`,
    title,
    profile: { medicines: [medicine] },
    stack: [ALOE],
    expect: { flags: [flag("aloe-vera", med(medicine), "moderate", "major")] },
    rationale:
      "The Kräuterlax leaflet asks you to talk to a doctor before taking it with cardiac glycosides, antiarrhythmics, diuretics, corticosteroids or liquorice root.",
    sources: [KRAUTERLAX],
  })),
  {
    id: "sc-whmpc-aloe-liquorice",
    title: "Aloe latex and liquorice root capsules together",
    profile: {},
    stack: [ALOE, LIQUORICE],
    expect: { flags: [flag("aloe-vera", { ingredient: "licorice-root" }, "minor", "major")] },
    rationale: "The Kräuterlax leaflet names liquorice root among the things to discuss with a doctor first.",
    sources: [KRAUTERLAX],
  },
  withCondition(
    "aloe-ileus",
    "Recovering from an ileus and taking aloe latex",
    "aloe-vera",
    ALOE,
    "ileus",
    "The Kräuterlax leaflet says it must not be taken with a bowel obstruction (ileus).",
    [KRAUTERLAX],
  ),
  withCondition(
    "aloe-ulcerative-colitis",
    "Ulcerative colitis and an aloe laxative",
    "aloe-vera",
    ALOE,
    "ulcerative colitis",
    "The Kräuterlax leaflet says it must not be taken with inflammatory bowel disease such as Crohn's disease or ulcerative colitis.",
    [KRAUTERLAX],
  ),
  withCondition(
    "aloe-pregnant",
    "Pregnant and constipated, thinking of aloe latex",
    "aloe-vera",
    ALOE,
    "pregnant",
    "The Kräuterlax leaflet says it must not be taken in pregnancy or while breastfeeding.",
    [KRAUTERLAX],
  ),
  {
    id: "sc-whmpc-sage-barbiturates",
    title: "On barbiturates and wants sage tablets for night sweats",
    profile: { medicines: ["barbiturates"] },
    stack: [SAGE],
    expect: { flags: [flag("sage", med("barbiturates"), "moderate", "major")] },
    rationale:
      "Menoforce's section 4.5 says sage might influence medicines acting via GABA receptors (e.g. barbiturates, benzodiazepines) and that taking them together is not recommended.",
    sources: [MENOFORCE],
  },
];

const NEGATIVES: ScenarioInput[] = [
  quiet(
    "ginger-asthma",
    "Asthma and ginger capsules",
    "ginger",
    GINGER,
    { condition: "asthma" },
    "None of the three UK ginger SmPCs read names asthma or another breathing condition.",
    [GRUENWALDER_GINGER, HRI_GINGER, TRADIMED_GINGER],
  ),
  quiet(
    "ginger-levothyroxine",
    "Levothyroxine for an underactive thyroid and ginger for travel sickness",
    "ginger",
    GINGER,
    { medicine: "levothyroxine" },
    "The UK ginger SmPCs read name ulcers, the bile ducts, bleeding and surgery, not thyroid medicines.",
    [GRUENWALDER_GINGER, HRI_GINGER],
  ),
  quiet(
    "black-cohosh-asthma",
    "Asthma and black cohosh tablets",
    "black-cohosh",
    BLACK_COHOSH,
    { condition: "asthma" },
    "Menopret's sections 4.2 and 4.3 name liver and kidney impairment and oestrogen-dependent tumours, not asthma.",
    [MENOPRET],
  ),
  quiet(
    "feverfew-high-blood-pressure",
    "High blood pressure and feverfew capsules for migraine",
    "feverfew",
    FEVERFEW,
    { condition: "high blood pressure" },
    "MigraEeze's sections 4.3 and 4.4 name a daisy-family allergy and undiagnosed or changing migraine, not blood pressure.",
    [MIGRAEEZE],
  ),
  quiet(
    "peppermint-high-blood-pressure",
    "High blood pressure and peppermint oil capsules",
    "peppermint-oil",
    PEPPERMINT,
    { condition: "high blood pressure" },
    "Neither the Peppermint Water BP 1973 SmPC nor its leaflet names blood pressure.",
    [PEPPERMINT_WATER_SMPC, PEPPERMINT_WATER_PIL],
  ),
  quiet(
    "linseed-asthma",
    "Asthma and ground linseed",
    "flaxseed",
    LINSEED,
    { condition: "asthma" },
    "The Gold Leinsamen leaflet names bowel, swallowing and bleeding problems, not breathing conditions.",
    [GOLD_LEINSAMEN],
  ),
  quiet(
    "lavender-amlodipine",
    "Amlodipine for blood pressure and lavender oil capsules",
    "lavender",
    LAVENDER,
    { medicine: "amlodipine" },
    "Lasea's German product information says no interactions are known, and the UK Kalms Lavender text names only medicines for sleep and anxiety.",
    [LASEA_PTA],
  ),
  quiet(
    "aloe-hydrocortisone-cream",
    "Hydrocortisone cream for eczema and aloe latex capsules",
    "aloe-vera",
    ALOE,
    { medicine: "hydrocortisone cream" },
    "The Kräuterlax leaflet means corticosteroids taken into the body; a steroid cream is not what it names.",
    [KRAUTERLAX],
  ),
  quiet(
    "aloe-levothyroxine",
    "Levothyroxine and an aloe laxative",
    "aloe-vera",
    ALOE,
    { medicine: "levothyroxine" },
    "The Kräuterlax leaflet names heart medicines, water tablets, corticosteroids and liquorice, not thyroid medicines.",
    [KRAUTERLAX],
  ),
  quiet(
    "sage-sertraline",
    "Sertraline and sage tablets for menopausal sweats",
    "sage",
    SAGE,
    { medicine: "sertraline" },
    "Menoforce's section 4.5 names medicines acting via GABA receptors (barbiturates, benzodiazepines), not antidepressants.",
    [MENOFORCE],
  ),
];

export const WHMPC_SCENARIOS: ScenarioInput[] = [...POSITIVES, ...NEGATIVES];
