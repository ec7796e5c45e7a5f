// Sports and weight-loss ingredients with what their monographs name, typed as the source words it and as a member:
// creatine with NSAIDs (Merck Manual), glucomannan with diabetes medicines and pregnancy (Drugs.com), L-arginine with
// nitrates, insulin and cholesterol-lowering medicines (Drugs.com), and boron with oestrogens (Medscape). Only
// creatine has a catalogue product; the others are custom labels, checked on the engine only. The negatives are
// medicines the source does not name for that ingredient.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type Scenario = ScenarioInput;

/** Doctors are concerned creatine may increase the risk from medicines such as NSAIDs that affect kidney function; people taking such medicines should avoid it. */
const MERCK_CREATINE: Source = {
  title: "Creatine (Merck Manual Consumer Version)",
  publisher: "Merck Manual",
  url: "https://merckmanuals.com/en-ca/home/special-subjects/dietary-supplements-and-vitamins/creatine",
};
/** Caution with oral hypoglycemic agents and insulin; not recommended in pregnancy or breastfeeding. */
const DRUGS_COM_GLUCOMANNAN: Source = {
  title: "Glucomannan (professional natural product monograph)",
  publisher: "Drugs.com",
  url: "https://drugs.com/npp/glucomannan.html",
};
/** May increase the effects of isosorbide mononitrate and glyceryl trinitrate; unpredictable effects on insulin and cholesterol-lowering agents. */
const DRUGS_COM_ARGININE: Source = {
  title: "L-arginine (natural product information)",
  publisher: "Drugs.com",
  url: "https://www.drugs.com/npc/l-arginine.html",
};
/** Minor: boron increases levels of estradiol and conjugated estrogens; no other medicine listed. */
const MEDSCAPE_BORON: Source = {
  title: "Boron (Medscape drug monograph: interactions)",
  publisher: "Medscape",
  url: "https://reference.medscape.com/drug/boron-344435",
};

const CREATINE_NSAID =
  "The Merck Manual says doctors are concerned that creatine may increase the risk from NSAIDs, which can affect kidney function, and that people taking such medicines should avoid creatine supplements.";
const GLUCOMANNAN_DIABETES =
  "Drugs.com says glucomannan may lower blood glucose, so caution is needed with oral hypoglycemic agents and insulin.";
const ARGININE_NITRATES =
  "Drugs.com says L-arginine may increase the effects of isosorbide mononitrate and other nitric oxide donors such as glyceryl trinitrate.";
const ARGININE_UNPREDICTABLE =
  "Drugs.com says L-arginine has unpredictable effects on insulin and cholesterol-lowering agents.";
const BORON_OESTROGENS =
  "Medscape lists boron raising the levels of estradiol and conjugated estrogens as a minor interaction.";

/** A custom label of one ingredient (engine only: the catalogue has no product of it). */
function custom(
  name: string,
  ingredient: string,
  amount: number,
  unit: "g" | "mg",
): Scenario["stack"][number] {
  return { custom: { name, ingredients: [{ ingredient, amount, unit }] }, servingsPerDay: 1 };
}

const GLUCOMANNAN = custom("Glucomannan 1 g capsules", "glucomannan", 1, "g");
const ARGININE = custom("L-arginine 1 g tablets", "arginine", 1, "g");
const BORON = custom("Boron 3 mg tablets", "boron", 3, "mg");
const GUARANA = custom("Guarana 500 mg capsules", "guarana", 500, "mg");

/** Discuss guarana with a health professional first with high blood pressure, an irregular heartbeat, pregnancy and others. */
const UTAH_GUARANA: Source = {
  title: "Guarana oral dosage forms (health library)",
  publisher: "University of Utah Health",
  url: "https://www.healthcare.utah.edu/healthlibrary/related/doc.php?type=26&id=2748",
};

/** A medicine the source names with the ingredient: at least a minor finding, within `max`. */
function named(
  id: string,
  title: string,
  medicine: string,
  stack: Scenario["stack"][number],
  ingredient: string,
  min: "minor" | "moderate",
  rationale: string,
  source: Source,
): Scenario {
  return {
    id,
    title,
    profile: { medicines: [medicine], conditions: [] },
    stack: [stack],
    expect: { flags: [flag(ingredient, med(medicine), min, "contraindicated")] },
    rationale,
    sources: [source],
  };
}

/** A medicine the source does not name with the ingredient: no finding links them. */
function quiet(
  id: string,
  title: string,
  medicine: string,
  stack: Scenario["stack"][number],
  ingredient: string,
  rationale: string,
  source: Source,
): Scenario {
  return {
    id,
    title,
    profile: { medicines: [medicine], conditions: [] },
    stack: [stack],
    expect: { noFlags: [noFlag(ingredient, med(medicine))] },
    rationale,
    sources: [source],
  };
}

const CREATINE = take(PRODUCT.creatine);

export const WODS_SCENARIOS: ScenarioInput[] = [
  named(
    "sc-wods-creatine-ibuprofen",
    "Creatine powder with ibuprofen taken every day",
    "ibuprofen",
    CREATINE,
    "creatine",
    "moderate",
    CREATINE_NSAID,
    MERCK_CREATINE,
  ),
  named(
    "sc-wods-creatine-nsaids",
    "Creatine powder, with NSAIDs typed as the group",
    "NSAIDs",
    CREATINE,
    "creatine",
    "moderate",
    CREATINE_NSAID,
    MERCK_CREATINE,
  ),
  named(
    "sc-wods-creatine-nonsteroidal",
    "Creatine powder, with nonsteroidal anti-inflammatory drugs typed in full",
    "nonsteroidal anti-inflammatory drugs",
    CREATINE,
    "creatine",
    "moderate",
    CREATINE_NSAID,
    MERCK_CREATINE,
  ),
  named(
    "sc-wods-creatine-naproxen",
    "Creatine powder with naproxen for joint pain",
    "naproxen",
    CREATINE,
    "creatine",
    "moderate",
    CREATINE_NSAID,
    MERCK_CREATINE,
  ),
  quiet(
    "sc-wods-creatine-sertraline-quiet",
    "Creatine powder with sertraline: nothing named",
    "sertraline",
    CREATINE,
    "creatine",
    "The Merck Manual names NSAIDs and other medicines that affect kidney function; sertraline is neither.",
    MERCK_CREATINE,
  ),
  quiet(
    "sc-wods-creatine-levothyroxine-quiet",
    "Creatine powder with levothyroxine: nothing named",
    "levothyroxine",
    CREATINE,
    "creatine",
    "The Merck Manual names NSAIDs and other medicines that affect kidney function; levothyroxine is neither.",
    MERCK_CREATINE,
  ),

  named(
    "sc-wods-glucomannan-metformin",
    "Glucomannan capsules with metformin",
    "metformin",
    GLUCOMANNAN,
    "glucomannan",
    "minor",
    GLUCOMANNAN_DIABETES,
    DRUGS_COM_GLUCOMANNAN,
  ),
  named(
    "sc-wods-glucomannan-oral-hypoglycemics",
    "Glucomannan capsules, with oral hypoglycemic agents typed as the monograph words them",
    "oral hypoglycemic agents",
    GLUCOMANNAN,
    "glucomannan",
    "minor",
    GLUCOMANNAN_DIABETES,
    DRUGS_COM_GLUCOMANNAN,
  ),
  named(
    "sc-wods-glucomannan-insulin",
    "Glucomannan capsules with insulin",
    "insulin",
    GLUCOMANNAN,
    "glucomannan",
    "minor",
    GLUCOMANNAN_DIABETES,
    DRUGS_COM_GLUCOMANNAN,
  ),
  {
    id: "sc-wods-glucomannan-pregnant",
    title: "Glucomannan capsules while pregnant",
    profile: { medicines: [], conditions: ["pregnant"] },
    stack: [GLUCOMANNAN],
    expect: { flags: [flag("glucomannan", cond("pregnant"), "moderate", "contraindicated")] },
    rationale:
      "Drugs.com says information on glucomannan in pregnancy is lacking and that, until more is known, its use is not recommended in pregnant women.",
    sources: [DRUGS_COM_GLUCOMANNAN],
  },
  // Glucomannan may reduce the absorption of any medicine taken by mouth, so only an inhaled one is sure to be quiet.
  quiet(
    "sc-wods-glucomannan-salbutamol-quiet",
    "Glucomannan capsules with a salbutamol inhaler: nothing named",
    "salbutamol inhaler",
    GLUCOMANNAN,
    "glucomannan",
    "Drugs.com names diabetes medicines and other medicines taken by mouth; an inhaler is neither.",
    DRUGS_COM_GLUCOMANNAN,
  ),

  named(
    "sc-wods-arginine-gtn",
    "L-arginine with a GTN spray for angina",
    "GTN spray",
    ARGININE,
    "arginine",
    "minor",
    ARGININE_NITRATES,
    DRUGS_COM_ARGININE,
  ),
  named(
    "sc-wods-arginine-glyceryl-trinitrate",
    "L-arginine, with glyceryl trinitrate typed as the monograph words it",
    "glyceryl trinitrate",
    ARGININE,
    "arginine",
    "minor",
    ARGININE_NITRATES,
    DRUGS_COM_ARGININE,
  ),
  named(
    "sc-wods-arginine-isosorbide-mononitrate",
    "L-arginine with isosorbide mononitrate",
    "isosorbide mononitrate",
    ARGININE,
    "arginine",
    "minor",
    ARGININE_NITRATES,
    DRUGS_COM_ARGININE,
  ),
  named(
    "sc-wods-arginine-insulin",
    "L-arginine with insulin",
    "insulin",
    ARGININE,
    "arginine",
    "minor",
    ARGININE_UNPREDICTABLE,
    DRUGS_COM_ARGININE,
  ),
  named(
    "sc-wods-arginine-atorvastatin",
    "L-arginine with atorvastatin",
    "atorvastatin",
    ARGININE,
    "arginine",
    "minor",
    ARGININE_UNPREDICTABLE,
    DRUGS_COM_ARGININE,
  ),
  quiet(
    "sc-wods-arginine-levothyroxine-quiet",
    "L-arginine with levothyroxine: nothing named",
    "levothyroxine",
    ARGININE,
    "arginine",
    "Drugs.com names nitrates, insulin and cholesterol-lowering medicines with L-arginine, not thyroid hormones.",
    DRUGS_COM_ARGININE,
  ),

  named(
    "sc-wods-boron-estradiol",
    "Boron tablets with estradiol HRT",
    "estradiol",
    BORON,
    "boron",
    "minor",
    BORON_OESTROGENS,
    MEDSCAPE_BORON,
  ),
  named(
    "sc-wods-boron-premarin",
    "Boron tablets with Premarin",
    "Premarin",
    BORON,
    "boron",
    "minor",
    BORON_OESTROGENS,
    MEDSCAPE_BORON,
  ),
  quiet(
    "sc-wods-boron-levothyroxine-quiet",
    "Boron tablets with levothyroxine: nothing named",
    "levothyroxine",
    BORON,
    "boron",
    "Medscape's interaction list for boron names only oestrogens.",
    MEDSCAPE_BORON,
  ),

  {
    id: "sc-wods-guarana-high-blood-pressure",
    title: "Guarana capsules with high blood pressure",
    profile: { medicines: [], conditions: ["high blood pressure"] },
    stack: [GUARANA],
    expect: { flags: [flag("guarana", cond("high blood pressure"), "minor", "major")] },
    rationale:
      "University of Utah Health's health library asks people with high or low blood pressure to discuss guarana with a health professional before taking it.",
    sources: [UTAH_GUARANA],
  },
  {
    id: "sc-wods-guarana-irregular-heartbeat",
    title: "Guarana capsules with an irregular heartbeat",
    profile: { medicines: [], conditions: ["irregular heartbeat"] },
    stack: [GUARANA],
    expect: { flags: [flag("guarana", cond("irregular heartbeat"), "minor", "major")] },
    rationale:
      "The same page names heart disease, an irregular heartbeat or palpitations among the conditions to discuss first.",
    sources: [UTAH_GUARANA],
  },
  {
    id: "sc-wods-guarana-hay-fever-quiet",
    title: "Guarana capsules with hay fever: nothing named",
    profile: { medicines: [], conditions: ["hay fever"] },
    stack: [GUARANA],
    expect: { noFlags: [noFlag("guarana", cond("hay fever"))] },
    rationale: "The page's list of conditions to discuss first does not include hay fever.",
    sources: [UTAH_GUARANA],
  },
];
