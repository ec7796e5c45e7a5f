// The wfh round's scenarios: bromelain, chondroitin, evening primrose oil and glucosamine, written from the texts read.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type StackItem = ScenarioInput["stack"][number];

const CHONDROMEL_SMPC = {
  title:
    "Chondromel 400 mg capsules (chondroitin sulfate): summary of product characteristics, sections 4.3 to 4.6 (Irish SmPC, 2021)",
  publisher: "RxReasoner (copy of the SmPC held by the Health Products Regulatory Authority, Ireland)",
  url: "https://rxreasoner.com/monographs/chondromel/precautions",
};

const EPOGAM = {
  title:
    "Epogam 1000 Vegicaps soft (evening primrose oil): patient information of the Swiss Medicines Compendium, when it must not or only cautiously be used (in German)",
  publisher: "Studylib (copy of the Swiss patient information, Zeller Medical)",
  url: "https://studylibde.com/doc/9493133/epogam%C2%AE-1000-vegicaps-soft",
};
const EPO_PHENOTHIAZINES =
  "Epogam's Swiss patient information: epileptic seizures occurred in single cases in people taking phenothiazines with it, so care is needed in people who take phenothiazines or have epilepsy; speak to the doctor first.";
const EPO_NOT_NAMED = "Epogam's patient information names phenothiazines and epilepsy, not these.";

function epo(
  id: string,
  title: string,
  profile: ScenarioInput["profile"],
  expect: ScenarioInput["expect"],
  rationale: string,
): ScenarioInput {
  return {
    id: `sc-wfh-${id}`,
    title,
    profile,
    stack: [take(PRODUCT.eveningPrimrose)],
    expect,
    rationale,
    sources: [EPOGAM],
  };
}

const HWE_LEAFLET = {
  title:
    "Glucosamine and chondroitin: information for patients (why they are no longer prescribed; who should not take glucosamine)",
  publisher: "NHS Hertfordshire and West Essex Integrated Care Board",
  url: "https://www.hweclinicalguidance.nhs.uk/prescribing-guidance/glucosamine-and-chondroitin-patient-information-leaflet/",
};
const GLUCOSAMINE_SEAFOOD =
  "NHS Hertfordshire and West Essex leaflet: people who have seafood allergies or take warfarin should not take glucosamine; ask a pharmacist.";

function glucosamine(
  id: string,
  typed: string,
  expect: ScenarioInput["expect"],
  rationale: string,
): ScenarioInput {
  return {
    id: `sc-wfh-${id}`,
    title: `${typed}, and glucosamine sulfate 1,500 mg`,
    profile: { medicines: [], conditions: [typed] },
    stack: [take(PRODUCT.glucosamine)],
    expect,
    rationale,
    sources: [HWE_LEAFLET],
  };
}

const NEXOBRID = {
  title:
    "NexoBrid (concentrate of proteolytic enzymes enriched in bromelain): patient leaflet, section 2, what you need to know before NexoBrid is used",
  publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
  url: "https://patient-info.co.uk/nexobrid-69925/patient-leaflet",
};

const BROMELAIN = {
  custom: {
    name: "Bromelain 500 mg tablets",
    ingredients: [{ ingredient: "bromelain", amount: 500, unit: "mg" }],
  },
  servingsPerDay: 1,
} satisfies StackItem;
const QUERCETIN = {
  custom: {
    name: "Quercetin 500 mg capsules",
    ingredients: [{ ingredient: "quercetin", amount: 500, unit: "mg" }],
  },
  servingsPerDay: 1,
} satisfies StackItem;

const CHONDROITIN = {
  custom: {
    name: "Chondroitin sulfate 800 mg tablets",
    ingredients: [{ ingredient: "chondroitin", amount: 800, unit: "mg" }],
  },
  servingsPerDay: 1,
} satisfies StackItem;

const ALLERGY =
  "NexoBrid's leaflet: it must not be used by anyone allergic to bromelain or to pineapples; bromelain supplements are made from pineapple.";
const BLEEDING =
  "NexoBrid's leaflet: talk to your doctor before it is used if you have problems with bleeding or take blood-thinners.";
const ULCER =
  "NexoBrid's leaflet: talk to your doctor before it is used if you have an active peptic ulcer in the stomach.";
const NOT_NAMED =
  "NexoBrid's leaflet names heart disease and diabetes only for its burns treatment, and reflux not at all; nothing read links them to bromelain taken by mouth.";

const CHONDROITIN_LIVER =
  "Chondromel SmPC section 4.4: there is no experience in liver failure, so it is not recommended; its leaflet says do not use it with liver failure.";
const CHONDROITIN_FLUID =
  "Chondromel SmPC section 4.4: very rarely, people with heart and/or kidney failure have had oedema or water retention; section 4.2 asks for special attention in kidney failure.";
const CHONDROITIN_PLATELETS =
  "Chondromel SmPC section 4.4: no effect on platelets within the recommended doses (up to 1,200 mg a day), but a slight antiplatelet effect seen in rats at doses greatly above them has to be taken into account with platelet antiaggregants such as aspirin, dipyridamole and clopidogrel.";
const CHONDROITIN_NOT_NAMED =
  "The Chondromel SmPC names heart, kidney and liver failure and antiplatelet medicines; it does not name these.";

function withMedicine(
  id: string,
  medicine: string,
  expect: ScenarioInput["expect"],
  rationale: string,
  servingsPerDay = 1,
): ScenarioInput {
  return {
    id: `sc-wfh-${id}`,
    title: `Taking ${medicine}, and ${CHONDROITIN.custom.name}${servingsPerDay > 1 ? `, ${servingsPerDay} a day` : ""}`,
    profile: { medicines: [medicine], conditions: [] },
    stack: [{ ...CHONDROITIN, servingsPerDay }],
    expect,
    rationale,
    sources: [CHONDROMEL_SMPC],
  };
}

function withCondition(
  id: string,
  typed: string,
  stack: StackItem & { custom: { name: string } },
  expect: ScenarioInput["expect"],
  rationale: string,
): ScenarioInput {
  return {
    id: `sc-wfh-${id}`,
    title: `${typed}, and ${stack.custom.name}`,
    profile: { medicines: [], conditions: [typed] },
    stack: [stack],
    expect,
    rationale,
    sources: [stack.custom.name === CHONDROITIN.custom.name ? CHONDROMEL_SMPC : NEXOBRID],
  };
}

const blocks = (id: string, typed: string) =>
  withCondition(
    id,
    typed,
    BROMELAIN,
    { flags: [flag("bromelain", cond(typed), "moderate", "contraindicated")], noFlags: [] },
    ALLERGY,
  );
const asks = (id: string, typed: string, rationale: string) =>
  withCondition(
    id,
    typed,
    BROMELAIN,
    { flags: [flag("bromelain", cond(typed), "minor", "major")], noFlags: [] },
    rationale,
  );
const quiet = (id: string, typed: string, stack: typeof BROMELAIN, ingredient: string, rationale: string) =>
  withCondition(id, typed, stack, { flags: [], noFlags: [noFlag(ingredient, cond(typed))] }, rationale);
const chondroitinBlocks = (id: string, typed: string) =>
  withCondition(
    id,
    typed,
    CHONDROITIN,
    { flags: [flag("chondroitin", cond(typed), "moderate", "contraindicated")], noFlags: [] },
    CHONDROITIN_LIVER,
  );
const chondroitinAsks = (id: string, typed: string) =>
  withCondition(
    id,
    typed,
    CHONDROITIN,
    { flags: [flag("chondroitin", cond(typed), "minor", "major")], noFlags: [] },
    CHONDROITIN_FLUID,
  );
const antiplatelet = (id: string, medicine: string) =>
  withMedicine(
    id,
    medicine,
    { flags: [flag("chondroitin", med(medicine), "minor", "moderate")], noFlags: [] },
    CHONDROITIN_PLATELETS,
    2,
  );

export const WFH_SCENARIOS: ScenarioInput[] = [
  blocks("pineapple-allergy", "pineapple allergy"),
  blocks("allergic-pineapple", "I'm allergic to pineapple"),
  blocks("bromelain-allergy", "bromelain allergy"),
  asks("bleeding-disorder", "bleeding disorder", BLEEDING),
  asks("haemophilia", "haemophilia A", BLEEDING),
  asks("von-willebrand", "von Willebrand disease", BLEEDING),
  asks("stomach-ulcer", "stomach ulcer", ULCER),
  asks("duodenal-ulcer", "duodenal ulcer", ULCER),
  quiet("heart-disease", "heart disease", BROMELAIN, "bromelain", NOT_NAMED),
  quiet("type-2-diabetes", "type 2 diabetes", BROMELAIN, "bromelain", NOT_NAMED),
  quiet("acid-reflux", "acid reflux", BROMELAIN, "bromelain", NOT_NAMED),
  quiet(
    "quercetin-pineapple",
    "pineapple allergy",
    QUERCETIN,
    "quercetin",
    "The NexoBrid leaflet's allergy warning is for bromelain, made from pineapple; quercetin capsules are not.",
  ),
  chondroitinBlocks("severe-liver", "severe liver disease"),
  chondroitinBlocks("severe-liver-impairment", "severe liver impairment"),
  chondroitinAsks("heart-failure", "heart failure"),
  chondroitinAsks("heart-failure-ankles", "heart failure with swollen ankles"),
  chondroitinAsks("kidney-failure", "kidney failure"),
  chondroitinAsks("renal-failure", "renal failure"),
  antiplatelet("aspirin", "aspirin 75mg"),
  antiplatelet("clopidogrel", "clopidogrel 75 mg"),
  antiplatelet("dipyridamole", "dipyridamole"),
  withMedicine(
    "chondroitin-aspirin-usual-dose",
    "aspirin 75mg",
    { flags: [], noFlags: [noFlag("chondroitin", med("aspirin 75mg"))] },
    CHONDROITIN_PLATELETS,
  ),
  quiet("chondroitin-fatty-liver", "fatty liver disease", CHONDROITIN, "chondroitin", CHONDROITIN_NOT_NAMED),
  quiet("chondroitin-hypertension", "high blood pressure", CHONDROITIN, "chondroitin", CHONDROITIN_NOT_NAMED),
  withMedicine(
    "chondroitin-naproxen",
    "naproxen",
    { flags: [], noFlags: [noFlag("chondroitin", med("naproxen"))] },
    "The Chondromel SmPC names antiplatelet medicines, not anti-inflammatory painkillers such as naproxen.",
  ),
  {
    id: "sc-wfh-glucosamine-heart-failure",
    title: "Heart failure, and glucosamine sulfate 1,500 mg",
    profile: { medicines: [], conditions: ["heart failure"] },
    stack: [take(PRODUCT.glucosamine)],
    expect: { flags: [], noFlags: [noFlag("glucosamine", cond("heart failure"))] },
    rationale:
      "The oedema warning for heart failure is in the SmPC of Chondromel, a chondroitin medicine; glucosamine is a different substance.",
    sources: [CHONDROMEL_SMPC],
  },
  epo(
    "epo-trifluoperazine",
    "Trifluoperazine for anxiety, and Efamol evening primrose oil",
    { medicines: ["trifluoperazine 1mg"], conditions: [] },
    { flags: [flag("evening-primrose-oil", med("trifluoperazine 1mg"), "minor", "major")], noFlags: [] },
    EPO_PHENOTHIAZINES,
  ),
  epo(
    "epo-stemetil",
    "Stemetil for vertigo, and Efamol evening primrose oil",
    { medicines: ["Stemetil"], conditions: [] },
    { flags: [flag("evening-primrose-oil", med("Stemetil"), "minor", "major")], noFlags: [] },
    `${EPO_PHENOTHIAZINES} Stemetil is prochlorperazine, a phenothiazine.`,
  ),
  epo(
    "epo-epilepsy",
    "Epilepsy, and Efamol evening primrose oil",
    { medicines: [], conditions: ["epilepsy"] },
    { flags: [flag("evening-primrose-oil", cond("epilepsy"), "minor", "major")], noFlags: [] },
    EPO_PHENOTHIAZINES,
  ),
  epo(
    "epo-seizures",
    "Epileptic seizures, and Efamol evening primrose oil",
    { medicines: [], conditions: ["epileptic seizures"] },
    { flags: [flag("evening-primrose-oil", cond("epileptic seizures"), "minor", "major")], noFlags: [] },
    EPO_PHENOTHIAZINES,
  ),
  epo(
    "epo-olanzapine",
    "Olanzapine, which is not a phenothiazine, and Efamol evening primrose oil",
    { medicines: ["olanzapine"], conditions: [] },
    { flags: [], noFlags: [noFlag("evening-primrose-oil", med("olanzapine"))] },
    EPO_NOT_NAMED,
  ),
  epo(
    "epo-migraine",
    "Migraine, and Efamol evening primrose oil",
    { medicines: [], conditions: ["migraine"] },
    { flags: [], noFlags: [noFlag("evening-primrose-oil", cond("migraine"))] },
    EPO_NOT_NAMED,
  ),
  glucosamine(
    "glucosamine-seafood",
    "seafood allergy",
    { flags: [flag("glucosamine", cond("seafood allergy"), "moderate", "contraindicated")], noFlags: [] },
    GLUCOSAMINE_SEAFOOD,
  ),
  glucosamine(
    "glucosamine-allergic-seafood",
    "I have a seafood allergy",
    {
      flags: [flag("glucosamine", cond("I have a seafood allergy"), "moderate", "contraindicated")],
      noFlags: [],
    },
    GLUCOSAMINE_SEAFOOD,
  ),
  glucosamine(
    "glucosamine-peanut",
    "peanut allergy",
    { flags: [], noFlags: [noFlag("glucosamine", cond("peanut allergy"))] },
    "The NHS leaflet names seafood allergies for glucosamine, not a peanut allergy.",
  ),
  {
    id: "sc-wfh-epo-seafood",
    title: "Seafood allergy, and Efamol evening primrose oil",
    profile: { medicines: [], conditions: ["seafood allergy"] },
    stack: [take(PRODUCT.eveningPrimrose)],
    expect: { flags: [], noFlags: [noFlag("evening-primrose-oil", cond("seafood allergy"))] },
    rationale: "The seafood allergy warning read is for glucosamine, not evening primrose oil.",
    sources: [HWE_LEAFLET],
  },
];
