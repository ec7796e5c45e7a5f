// The wnew round's new catalogue herbs, from the UK product information read for them and independently of the
// records' wording: pelargonium (Potter's, DiaPelargo and Kaloba SmPCs, the PhytoCon leaflet), devil's claw (Lifeplan
// and JointEeze SmPCs), artichoke leaf (the Digestherb SmPC) and lemon balm (a UK lemon balm capsules SmPC).
// Pelargonium's cases use the catalogue's Kaloba tablets; the others have no catalogue product yet, so theirs use a
// product as typed (engine only), with several wordings to a case to keep those few. Medicines and conditions are written the way people type them; negatives are
// nearby ones the texts do not name.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag } from "./build";
import { BLOCKS, CAUTIONS } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];
type Range = typeof BLOCKS | typeof CAUTIONS;

const SOURCE = {
  potters: {
    title: "Potter's Pelargonium Cold Relief Drops: summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/potters-pelargonium-cold-relief-drops/summary",
  },
  diaPelargo: {
    title: "DiaPelargo tablets: summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/diapelargo-tablets-91289/summary-of-medicine-characteristics",
  },
  kaloba: {
    title:
      "Kaloba Pelargonium Cough & Cold Relief oral drops: summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/kaloba-pelargonium-cough-and-cold-relief-oral-drops-87535/summary-of-medicine-characteristics",
  },
  phytocon: {
    title: "PhytoCon Pelargonium oral drops: patient information leaflet, section 2",
    publisher: "Drugs.com (UK edition)",
    url: "https://www.drugs.com/uk/phytocon-pelargonium-oral-drops-leaflet.html",
  },
  lifeplan: {
    title:
      "Lifeplan Devil's Claw Joint Relief Tablets: summary of product characteristics, sections 4.3 to 4.5",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/lifeplan-devils-claw-joint-relief-tablets-94510/summary-of-medicine-characteristics",
  },
  jointeeze: {
    title: "JointEeze Devil's Claw Tablets: summary of product characteristics, section 4.4",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/jointeeze-devils-claw-tablets/summary",
  },
  lemonBalm: {
    title:
      "Lemon Balm Capsules (lemon balm leaf extract 171 mg): summary of product characteristics, section 4.5",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/holland-barrett-lemon-balm-capsules/summary",
  },
  diaHarp: {
    title: "DiaHarp tablets (devil's claw root extract): summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/diaharp-tablets/summary",
  },
  digestherb: {
    title:
      "Digestherb hard capsules (artichoke leaf): summary of product characteristics, sections 4.3 and 4.5",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/digestherb/summary",
  },
} satisfies Record<string, Reference>;

type Herb = "pelargonium" | "devils-claw" | "artichoke" | "lemon-balm";

const ITEM: Record<Herb, StackItem> = {
  pelargonium: { product: PRODUCT.pelargonium, servingsPerDay: 3 },
  "devils-claw": {
    custom: {
      name: "Devil's claw 480 mg tablets",
      ingredients: [{ ingredient: "devils-claw", amount: 480, unit: "mg" }],
    },
    servingsPerDay: 2,
  },
  "lemon-balm": {
    custom: {
      name: "Lemon balm 171 mg capsules",
      ingredients: [{ ingredient: "lemon-balm", amount: 171, unit: "mg" }],
    },
    servingsPerDay: 3,
  },
  artichoke: {
    custom: {
      name: "Artichoke leaf 400 mg capsules",
      ingredients: [{ ingredient: "artichoke", amount: 400, unit: "mg" }],
    },
    servingsPerDay: 2,
  },
};

const NAME: Record<Herb, string> = {
  pelargonium: "Kaloba pelargonium tablets",
  "devils-claw": "Devil's claw tablets",
  artichoke: "Artichoke leaf capsules",
  "lemon-balm": "Lemon balm capsules",
};

function withMedicine(
  herb: Herb,
  id: string,
  medicine: string,
  range: Range | null,
  rationale: string,
  sources: Reference[],
): ScenarioInput {
  return {
    id: `sc-wnew-${herb}-${id}`,
    title: `${NAME[herb]} with ${medicine}`,
    profile: { medicines: [medicine], conditions: [] },
    stack: [ITEM[herb]],
    expect: range
      ? { flags: [flag(herb, med(medicine), range[0], range[1])] }
      : { noFlags: [noFlag(herb, med(medicine))] },
    rationale,
    sources,
  };
}

/** Two conditions in one profile, each of which must give its own finding in its own range. */
function withConditions(
  herb: Herb,
  id: string,
  conditions: [string, Range][],
  rationale: string,
  sources: Reference[],
): ScenarioInput {
  return {
    id: `sc-wnew-${herb}-${id}`,
    title: `${NAME[herb]} for someone who has ${conditions.map(([condition]) => `"${condition}"`).join(" and ")}`,
    profile: { medicines: [], conditions: conditions.map(([condition]) => condition) },
    stack: [ITEM[herb]],
    expect: {
      flags: conditions.map(([condition, [min, max]]) => flag(herb, cond(condition), min, max)),
    },
    rationale,
    sources,
  };
}

/** Medicines a text names, in one profile: each must give its own blocking finding. */
function withMedicines(
  herb: Herb,
  id: string,
  medicines: string[],
  rationale: string,
  sources: Reference[],
): ScenarioInput {
  return {
    id: `sc-wnew-${herb}-${id}`,
    title: `${NAME[herb]} with ${medicines.join(" and ")}`,
    profile: { medicines, conditions: [] },
    stack: [ITEM[herb]],
    expect: { flags: medicines.map((medicine) => flag(herb, med(medicine), BLOCKS[0], BLOCKS[1])) },
    rationale,
    sources,
  };
}

/** Medicines and conditions no text read names for the herb, in one profile: no finding links any of them. */
function quiet(
  herb: Herb,
  id: string,
  medicines: string[],
  conditions: string[],
  rationale: string,
  sources: Reference[],
): ScenarioInput {
  return {
    id: `sc-wnew-${herb}-${id}`,
    title: `${NAME[herb]} with ${[...medicines, ...conditions].join(", ")}`,
    profile: { medicines, conditions },
    stack: [ITEM[herb]],
    expect: {
      noFlags: [
        ...medicines.map((medicine) => noFlag(herb, med(medicine))),
        ...conditions.map((condition) => noFlag(herb, cond(condition))),
      ],
    },
    rationale,
    sources,
  };
}

function withCondition(
  herb: Herb,
  id: string,
  condition: string,
  range: Range | null,
  rationale: string,
  sources: Reference[],
): ScenarioInput {
  return {
    id: `sc-wnew-${herb}-${id}`,
    title: `${NAME[herb]} for someone who has "${condition}"`,
    profile: { medicines: [], conditions: [condition] },
    stack: [ITEM[herb]],
    expect: range
      ? { flags: [flag(herb, cond(condition), range[0], range[1])] }
      : { noFlags: [noFlag(herb, cond(condition))] },
    rationale,
    sources,
  };
}

const PEL_ANTICOAG =
  "Section 4.3 of the Potter's and DiaPelargo pelargonium SmPCs lists patients using coagulation-inhibiting drugs (anticoagulants) as a contraindication: a block.";
const PEL_NOT_ANTICOAG =
  "The pelargonium SmPCs name coagulation-inhibiting drugs (anticoagulants); this medicine is not one, and nothing read names it.";
const PEL_BLEEDING =
  "Section 4.3 of the Potter's and DiaPelargo pelargonium SmPCs lists an increased tendency to bleeding as a contraindication.";
const PEL_LIVER =
  "Section 4.3 of the Kaloba, Potter's and DiaPelargo SmPCs lists severe hepatic diseases, and the PhytoCon leaflet says not to take it with severe liver disease.";
const PEL_KIDNEY =
  "Section 4.3 of the Potter's and DiaPelargo SmPCs lists severe renal diseases, and the PhytoCon leaflet says not to take it with severe kidney disease.";
const PEL_PREGNANCY =
  "The PhytoCon pelargonium leaflet says not to take it if you are pregnant or breast-feeding.";
const PEL_QUIET = "None of the pelargonium texts read names this condition.";
const PELARGONIUM_43 = [SOURCE.potters, SOURCE.diaPelargo];

const DC_ULCER =
  "Section 4.4 of the Lifeplan and JointEeze devil's claw SmPCs says patients with a gastric or duodenal ulcer should not use devil's claw: a block.";
const DC_HEART =
  "Section 4.4 of the Lifeplan and JointEeze devil's claw SmPCs says caution should be taken with cardiac disorders: a question for a professional, not a block.";
const DC_QUIET =
  "The devil's claw SmPCs read name only an ulcer, heart conditions, pregnancy and lactation (and section 4.5 of the Lifeplan text begins 'Non[e]'); nothing read names this.";
const DEVILS_CLAW = [SOURCE.lifeplan, SOURCE.jointeeze];
const DC_PREGNANCY =
  "Section 4.3 of the UK DiaHarp devil's claw SmPC lists pregnancy and lactation as contraindications.";

const AR_GALL =
  "Section 4.3 of the Digestherb artichoke leaf SmPC lists gallstones and a history of obstructive gall bladder disease as contraindications.";
const AR_PREGNANCY =
  "Section 4.3 of the Digestherb SmPC says it is not recommended in pregnancy or lactation: graded as the other herbs' 'not recommended'.";
const AR_QUIET =
  "The Digestherb SmPC names gallstones, obstructive gall bladder disease, pregnancy and lactation, and says there are no published data on interactions; nothing read names this.";
const DIGESTHERB = [SOURCE.digestherb];

const LB_SEDATIVES =
  "Section 4.5 of the UK lemon balm capsules SmPC says use with synthetic sedatives such as benzodiazepines is not recommended unless a doctor advises it: a block, as for passion flower's same wording.";
const LB_QUIET =
  "The lemon balm SmPC names only synthetic sedatives such as benzodiazepines in section 4.5 and only hypersensitivity in section 4.3; nothing read names these.";
const LEMON_BALM = [SOURCE.lemonBalm];

export const WNEW_SCENARIOS: ScenarioInput[] = [
  // Pelargonium with blood thinners, typed as generic, brand, dose and group.
  ...(
    [
      ["warfarin", "warfarin 3mg once a day"],
      ["apixaban", "apixaban 5mg twice a day"],
      ["eliquis", "Eliquis"],
      ["rivaroxaban", "rivaroxaban 20mg"],
      ["xarelto", "Xarelto 15mg"],
      ["edoxaban", "edoxaban 60mg"],
      ["pradaxa", "Pradaxa"],
      ["blood-thinners", "blood thinners"],
      ["source-wording", "coagulation-inhibiting drugs"],
    ] as const
  ).map(([id, medicine]) => withMedicine("pelargonium", id, medicine, BLOCKS, PEL_ANTICOAG, PELARGONIUM_43)),
  withMedicine("pelargonium", "amlodipine", "amlodipine 5mg", null, PEL_NOT_ANTICOAG, PELARGONIUM_43),
  withMedicine("pelargonium", "sertraline", "sertraline 50mg", null, PEL_NOT_ANTICOAG, PELARGONIUM_43),
  withMedicine("pelargonium", "omeprazole", "omeprazole 20mg", null, PEL_NOT_ANTICOAG, PELARGONIUM_43),
  ...(
    [
      ["bleeding-disorder", "bleeding disorder"],
      ["haemophilia", "haemophilia"],
      ["bruise-easily", "I bruise easily"],
      ["von-willebrand", "von Willebrand disease"],
      ["source-bleeding", "increased tendency to bleeding"],
    ] as const
  ).map(([id, condition]) =>
    withCondition("pelargonium", id, condition, BLOCKS, PEL_BLEEDING, PELARGONIUM_43),
  ),
  ...(
    [
      ["severe-liver", "severe liver disease"],
      ["severe-hepatic", "severe hepatic impairment"],
    ] as const
  ).map(([id, condition]) =>
    withCondition("pelargonium", id, condition, BLOCKS, PEL_LIVER, [SOURCE.kaloba, ...PELARGONIUM_43]),
  ),
  ...(
    [
      ["severe-kidney", "severe kidney disease"],
      ["ckd-4", "stage 4 CKD"],
      ["kidney-failure", "kidney failure"],
      ["dialysis", "on dialysis"],
    ] as const
  ).map(([id, condition]) =>
    withCondition("pelargonium", id, condition, BLOCKS, PEL_KIDNEY, [...PELARGONIUM_43, SOURCE.phytocon]),
  ),
  ...(
    [
      ["pregnant", "pregnant"],
      ["weeks-pregnant", "12 weeks pregnant"],
      ["breastfeeding", "breastfeeding"],
    ] as const
  ).map(([id, condition]) =>
    withCondition("pelargonium", id, condition, BLOCKS, PEL_PREGNANCY, [SOURCE.phytocon]),
  ),
  withCondition("pelargonium", "asthma", "asthma", null, PEL_QUIET, PELARGONIUM_43),
  withCondition("pelargonium", "hay-fever", "hay fever", null, PEL_QUIET, PELARGONIUM_43),
  withCondition("pelargonium", "diabetes", "type 2 diabetes", null, PEL_QUIET, PELARGONIUM_43),
  // Devil's claw: each ulcer wording beside a heart wording, so both records are seen in few cases.
  ...(
    [
      ["stomach-ulcer-heart-disease", "stomach ulcer", "heart disease"],
      ["duodenal-ulcer-heart-condition", "duodenal ulcer", "heart condition"],
      ["gastric-ulcer-cardiac", "gastric ulcer", "cardiac disorders"],
    ] as const
  ).map(([id, ulcer, heart]) =>
    withConditions(
      "devils-claw",
      id,
      [
        [ulcer, BLOCKS],
        [heart, CAUTIONS],
      ],
      `${DC_ULCER} ${DC_HEART}`,
      DEVILS_CLAW,
    ),
  ),
  withConditions(
    "devils-claw",
    "peptic-ulcer-pregnant",
    [
      ["peptic ulcer disease", BLOCKS],
      ["pregnant", BLOCKS],
    ],
    `${DC_ULCER} ${DC_PREGNANCY}`,
    [...DEVILS_CLAW, SOURCE.diaHarp],
  ),
  withConditions("devils-claw", "breastfeeding", [["breastfeeding", BLOCKS]], DC_PREGNANCY, [SOURCE.diaHarp]),
  // Warfarin now meets the wplt round's record (FoundHealth, a pharmacists' guide), so the quiet medicine is clopidogrel.
  quiet(
    "devils-claw",
    "quiet",
    ["clopidogrel 75mg", "metformin 500mg twice a day"],
    ["acid reflux", "osteoarthritis", "asthma"],
    DC_QUIET,
    DEVILS_CLAW,
  ),
  // Artichoke leaf: each gallbladder wording beside a pregnancy or breastfeeding one.
  ...(
    [
      ["gallstones-pregnant", "gallstones", "pregnant"],
      ["gall-stones-breastfeeding", "gall stones", "breastfeeding"],
      ["bile-duct-expecting", "blocked bile duct", "expecting a baby"],
    ] as const
  ).map(([id, gall, state]) =>
    withConditions(
      "artichoke",
      id,
      [
        [gall, BLOCKS],
        [state, BLOCKS],
      ],
      `${AR_GALL} ${AR_PREGNANCY}`,
      DIGESTHERB,
    ),
  ),
  quiet(
    "artichoke",
    "quiet",
    // Not warfarin (German texts say artichoke leaf may weaken the coumarins) nor a DOAC (the SPS herbal answer).
    ["amlodipine 5mg", "atorvastatin 20mg"],
    ["irritable bowel syndrome", "acid reflux"],
    AR_QUIET,
    DIGESTHERB,
  ),
  // Lemon balm with sedatives, typed as benzodiazepines, sleeping tablets and the text's own words.
  withMedicines(
    "lemon-balm",
    "diazepam-zopiclone",
    ["diazepam 5mg", "zopiclone 7.5mg at night"],
    LB_SEDATIVES,
    LEMON_BALM,
  ),
  withMedicines(
    "lemon-balm",
    "lorazepam-temazepam",
    ["lorazepam 1mg", "temazepam 10mg"],
    LB_SEDATIVES,
    LEMON_BALM,
  ),
  withMedicines(
    "lemon-balm",
    "source-wording",
    ["synthetic sedatives", "sleeping tablets"],
    LB_SEDATIVES,
    LEMON_BALM,
  ),
  quiet(
    "lemon-balm",
    "quiet",
    ["amlodipine 5mg", "omeprazole 20mg", "sertraline 50mg"],
    ["asthma", "high blood pressure"],
    LB_QUIET,
    LEMON_BALM,
  ),
];
