// Herbs whose product information no earlier round could read, typed as the texts found word it and as people say
// it: chamomile with "iron supplements" and an iron tablet (the Merck Manual's chamomile page), red clover with womb
// cancer and hormone-dependent tumours (PTA-Forum on isoflavone products), horse chestnut with "anticoagulants"
// (the Austrian Venosin retard leaflet), green tea extract with bortezomib and Velcade (Medscape), saw palmetto in
// pregnancy and breastfeeding (the UK Prostasan SmPC) — and what those texts do not name, which must not alarm:
// iron by drip, and saw palmetto with prostate and blood pressure tablets (a German saw palmetto SmPC knows no
// interactions). Herbs without a catalogue product use a made-up product, kept to a few because such scenarios run
// on the engine only.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const MSD_CHAMOMILE: Source = {
  title: "Kamille (chamomile): possible interactions with medicines, MSD Manual consumer edition (in German)",
  publisher: "MSD Manuals (Ausgabe für Patienten)",
  url: "https://www.msdmanuals.com/de/heim/spezialthemen/nahrungserg%C3%A4nzungsmittel/kamille",
};
const MERCK_CHAMOMILE: Source = {
  title: "Chamomile: possible drug interactions, Merck Manual Consumer Version",
  publisher: "Merck Manuals (Consumer Version), copy at medicine.com",
  url: "https://www.medicine.com/topic/chamomile",
};
const MEDSCAPE_GREEN_TEA: Source = {
  title: "Green tea (Camellia sinensis): interactions, Medscape drug reference",
  publisher: "Medscape (WebMD)",
  url: "https://reference.medscape.com/drug/camellia-sinensis-camellia-thea-green-tea-344486",
};
const PTA_ISOFLAVONES: Source = {
  title: "Isoflavone (soy and red clover): OTC-Beratungscheck, contraindications and warnings (in German)",
  publisher: "PTA-Forum (Pharmazeutische Zeitung)",
  url: "https://ptaforum.pharmazeutische-zeitung.de/isoflavone-138426/",
};
const VENOSIN_LEAFLET: Source = {
  title: "Venosin retard 50 mg Kapseln (horse chestnut seed extract): package leaflet, section 2 (in German)",
  publisher: "info-patient.at (copy of the Austrian package leaflet)",
  url: "https://info-patient.at/venosin-retard-50-mg-kapseln-111516/beipackzettel",
};
const PROSTASAN: Source = {
  title: "Prostasan Saw Palmetto Capsules: summary of product characteristics, section 4.3",
  publisher: "UK SmPC, reproduced by patient-info.co.uk",
  url: "https://patient-info.co.uk/prostasan-saw-palmetto-capsules-85584/summary-of-medicine-characteristics",
};
const SE_SAEGEPALME: Source = {
  title: "SE Sägepalme 320 mg capsules (saw palmetto): Fachinformation, sections 4.3 and 4.5 (in German)",
  publisher: "imedikament.de (copy of the German SmPC)",
  url: "https://imedikament.de/se-saegepalme/fachinformation?doc=1",
};

function custom(name: string, ingredient: string, amount: number): StackItem {
  return { custom: { name, ingredients: [{ ingredient, amount, unit: "mg" }] }, servingsPerDay: 1 };
}

const CHAMOMILE = custom("Chamomile flower 400 mg capsules", "chamomile", 400);
const RED_CLOVER = custom("Red clover isoflavones 40 mg tablets", "red-clover", 40);
const HORSE_CHESTNUT = custom("Horse chestnut seed 300 mg tablets", "horse-chestnut", 300);
const SAW_PALMETTO = take(PRODUCT.sawPalmetto);
const GREEN_TEA = take(PRODUCT.greenTea);

// Medscape lists bortezomib as contraindicated with green tea: a major finding is expected, typed as the source
// words it and as the brand a myeloma patient knows.
function greenTeaWithBortezomib(id: string, title: string, medicine: string): ScenarioInput {
  return {
    id: `sc-wherb4-${id}`,
    title,
    profile: { medicines: [medicine] },
    stack: [GREEN_TEA],
    expect: { flags: [flag("green-tea-extract", med(medicine), "major")] },
    rationale:
      "Medscape's green tea monograph lists bortezomib as contraindicated and says to avoid green tea in patients being treated with it.",
    sources: [MEDSCAPE_GREEN_TEA],
  };
}

const IRON =
  "The Merck (MSD) Manual's chamomile page says chamomile may decrease the absorption of iron supplements (iron preparations, in its German edition); a minor finding about timing is expected.";
const ISOFLAVONES =
  "PTA-Forum says isoflavone products from soy and red clover are not for people with oestrogen-dependent breast or womb cancer, now or in the past, and that people with hormone-dependent diseases should ask their doctor first.";
const PROSTASAN_43 =
  "Section 4.3 of the UK Prostasan SmPC says the product should not be used by women who are pregnant or breastfeeding.";
const SE_NONE =
  "The German SE Sägepalme SmPC knows no interactions with other medicines (section 4.5), so no finding is expected.";
const VENOSIN =
  "The Austrian Venosin retard leaflet says horse chestnut extract strengthened anticoagulant medicines in single cases, so clotting should be checked more often.";

type Typed = { medicine: string } | { condition: string };

function scenario(
  id: string,
  title: string,
  stack: StackItem,
  ingredient: string,
  typed: Typed,
  expected: "flag" | "quiet",
  rationale: string,
  sources: Source[],
): ScenarioInput {
  const counterpart = "condition" in typed ? cond(typed.condition) : med(typed.medicine);
  const profile = "condition" in typed ? { conditions: [typed.condition] } : { medicines: [typed.medicine] };
  return {
    id: `sc-wherb4-${id}`,
    title,
    profile,
    stack: [stack],
    expect:
      expected === "flag"
        ? { flags: [flag(ingredient, counterpart, "minor")] }
        : { noFlags: [noFlag(ingredient, counterpart)] },
    rationale,
    sources,
  };
}

const POSITIVES: ScenarioInput[] = [
  greenTeaWithBortezomib(
    "green-tea-bortezomib",
    "Having bortezomib for myeloma and taking EGCG green tea capsules",
    "bortezomib",
  ),
  greenTeaWithBortezomib(
    "green-tea-velcade",
    "On Velcade injections and wants a green tea extract",
    "Velcade",
  ),
  scenario(
    "chamomile-iron-supplements",
    "Takes iron supplements for anaemia and chamomile capsules for sleep",
    CHAMOMILE,
    "chamomile",
    { medicine: "iron supplements" },
    "flag",
    IRON,
    [MERCK_CHAMOMILE, MSD_CHAMOMILE],
  ),
  scenario(
    "chamomile-ferrous-sulphate",
    "Prescribed ferrous sulphate tablets and starting chamomile capsules",
    CHAMOMILE,
    "chamomile",
    { medicine: "ferrous sulphate" },
    "flag",
    IRON,
    [MSD_CHAMOMILE],
  ),
  scenario(
    "red-clover-womb-cancer",
    "Had womb cancer and asks about red clover for hot flushes",
    RED_CLOVER,
    "red-clover",
    { condition: "womb cancer" },
    "flag",
    ISOFLAVONES,
    [PTA_ISOFLAVONES],
  ),
  scenario(
    "red-clover-hormone-dependent-tumour",
    "Told her tumour was hormone-dependent and is thinking of red clover",
    RED_CLOVER,
    "red-clover",
    { condition: "hormone-dependent tumour" },
    "flag",
    ISOFLAVONES,
    [PTA_ISOFLAVONES],
  ),
  scenario(
    "saw-palmetto-pregnancy",
    "Pregnant and asks about saw palmetto capsules for hair",
    SAW_PALMETTO,
    "saw-palmetto",
    { condition: "pregnancy" },
    "flag",
    PROSTASAN_43,
    [PROSTASAN],
  ),
  scenario(
    "saw-palmetto-breastfeeding",
    "Breastfeeding and asks about saw palmetto capsules",
    SAW_PALMETTO,
    "saw-palmetto",
    { condition: "breastfeeding" },
    "flag",
    PROSTASAN_43,
    [PROSTASAN],
  ),
  scenario(
    "horse-chestnut-anticoagulants",
    "On anticoagulants and buying horse chestnut tablets for varicose veins",
    HORSE_CHESTNUT,
    "horse-chestnut",
    { medicine: "anticoagulants" },
    "flag",
    VENOSIN,
    [VENOSIN_LEAFLET],
  ),
];

const NEGATIVES: ScenarioInput[] = [
  scenario(
    "chamomile-iron-sucrose",
    "Has iron sucrose by drip at the hospital and drinks chamomile",
    CHAMOMILE,
    "chamomile",
    { medicine: "iron sucrose" },
    "quiet",
    "The MSD Manual's chamomile page speaks of the absorption of iron preparations; iron given by drip is not absorbed from the gut, so no finding is expected.",
    [MSD_CHAMOMILE],
  ),
  scenario(
    "saw-palmetto-tamsulosin",
    "Takes tamsulosin for an enlarged prostate and adds saw palmetto",
    SAW_PALMETTO,
    "saw-palmetto",
    { medicine: "tamsulosin" },
    "quiet",
    SE_NONE,
    [SE_SAEGEPALME],
  ),
  scenario(
    "saw-palmetto-amlodipine",
    "Takes amlodipine for blood pressure and saw palmetto for the prostate",
    SAW_PALMETTO,
    "saw-palmetto",
    { medicine: "amlodipine" },
    "quiet",
    SE_NONE,
    [SE_SAEGEPALME],
  ),
  scenario(
    "saw-palmetto-finasteride",
    "Takes finasteride for an enlarged prostate and adds saw palmetto",
    SAW_PALMETTO,
    "saw-palmetto",
    { medicine: "finasteride" },
    "quiet",
    SE_NONE,
    [SE_SAEGEPALME],
  ),
  scenario(
    "saw-palmetto-doxazosin",
    "Takes doxazosin and saw palmetto capsules",
    SAW_PALMETTO,
    "saw-palmetto",
    { medicine: "doxazosin" },
    "quiet",
    SE_NONE,
    [SE_SAEGEPALME],
  ),
];

export const WHERB4_SCENARIOS: ScenarioInput[] = [...POSITIVES, ...NEGATIVES];
