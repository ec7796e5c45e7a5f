// Supplement–medicine interactions, part 5: minerals that bind medicines in the gut, as class records
// (tetracyclines, fluoroquinolones, bisphosphonates, HIV integrase inhibitors). `timingSeparationHours`
// is the longest gap the sources state, rounded up to whole hours.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF, bnf, nhs } from "./references";
import { REFN } from "./references-nutrients";

type Mineral = "calcium" | "iron" | "magnesium" | "zinc";

const MINERAL_NAMES: Record<Mineral, string> = {
  calcium: "calcium",
  iron: "iron",
  magnesium: "magnesium",
  zinc: "zinc",
};

const MINERAL_FACT_SHEETS = {
  calcium: REF.odsCalcium,
  iron: REF.odsIron,
  magnesium: REF.odsMagnesium,
  zinc: REF.odsZinc,
} as const;

const TETRACYCLINE = classTarget(
  "tetracycline",
  "Tetracycline antibiotics (doxycycline, lymecycline, minocycline, oxytetracycline, tetracycline)",
);
const FLUOROQUINOLONE = classTarget(
  "fluoroquinolone",
  "Fluoroquinolone antibiotics (ciprofloxacin, levofloxacin, ofloxacin, moxifloxacin)",
);
const BISPHOSPHONATE = classTarget(
  "bisphosphonate",
  "Bisphosphonates for bones (alendronic acid, risedronate, ibandronic acid)",
);
const INTEGRASE = classTarget(
  "integrase-inhibitor",
  "HIV integrase inhibitors (dolutegravir, bictegravir, raltegravir, elvitegravir, cabotegravir)",
);

// Section 4.5 of a licensed UK product of each mineral, where it names the class (read for sources-read.ts).
const UK_SMPC_NAMING_TETRACYCLINES = {
  calcium: [REFN.kalciposD, REFN.calcichewSmpc],
  iron: [REFN.galferSmpc],
  magnesium: [REFN.magnaspartateSmpc],
  zinc: [REFN.solvazincSmpc],
} as const;
const UK_SMPC_NAMING_QUINOLONES = {
  calcium: [REFN.kalciposD],
  iron: [REFN.ferrousFumarateSmpc],
  magnesium: [],
  zinc: [REFN.solvazincSmpc],
} as const;
const UK_SMPC_NAMING_BISPHOSPHONATES = {
  calcium: [REFN.kalciposD],
  iron: [REFN.ferrousFumarateSmpc],
  magnesium: [],
  zinc: [],
} as const;

function tetracycline(mineral: Mineral): DrugInteractionInput {
  const name = MINERAL_NAMES[mineral];
  return {
    id: `di-${mineral}-tetracycline`,
    ingredient: mineral,
    ...TETRACYCLINE,
    severityLevel: "moderate",
    interactionType: "chelation",
    mechanism: `Tetracyclines bind (chelate) ${name} in the gut, forming a complex that is poorly absorbed.`,
    expectedEffect: "Less antibiotic is absorbed, so the infection or acne may not be treated properly.",
    clinicalSignificance:
      "Tetracyclines should not be taken at the same time as calcium, iron, magnesium or zinc products; UK iron product information advises separating iron and tetracyclines by 2 to 3 hours.",
    recommendation: `Leave at least 2 to 3 hours between your tetracycline antibiotic (such as doxycycline or lymecycline) and ${name} supplements or multivitamins with minerals, or pause the supplement during the course.`,
    avoidCombination: false,
    timingSeparationHours: 3,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [
      REF.ironSmpc,
      REF.patientInfoDoxycycline,
      bnf("doxycycline", "Doxycycline"),
      MINERAL_FACT_SHEETS[mineral],
      ...UK_SMPC_NAMING_TETRACYCLINES[mineral],
    ],
    isVerified: mineral !== "calcium",
  };
}

function fluoroquinolone(mineral: Mineral): DrugInteractionInput {
  const name = MINERAL_NAMES[mineral];
  return {
    id: `di-${mineral}-fluoroquinolone`,
    ingredient: mineral,
    ...FLUOROQUINOLONE,
    severityLevel: "moderate",
    interactionType: "chelation",
    mechanism: `Fluoroquinolones bind (chelate) ${name} in the gut, forming a complex that is poorly absorbed.`,
    expectedEffect: "Much less antibiotic is absorbed, so the infection may not be treated properly.",
    clinicalSignificance:
      "Product information for these antibiotics asks for a gap of several hours from mineral supplements and antacids (from 2 hours either side for levofloxacin to 4 hours after for ciprofloxacin); UK iron product information advises at least 2 hours between iron and quinolones.",
    recommendation: `Take the antibiotic at least 2 hours before, or 4 to 6 hours after, ${name} supplements or multivitamins with minerals. The simplest option is to pause the supplement until the course is finished.`,
    avoidCombination: false,
    timingSeparationHours: 6,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [
      REF.ironSmpc,
      bnf("ciprofloxacin", "Ciprofloxacin"),
      nhs("ciprofloxacin", "Ciprofloxacin"),
      MINERAL_FACT_SHEETS[mineral],
      ...UK_SMPC_NAMING_QUINOLONES[mineral],
    ],
    isVerified: mineral === "iron",
  };
}

function bisphosphonate(mineral: Mineral): DrugInteractionInput {
  const name = MINERAL_NAMES[mineral];
  return {
    id: `di-${mineral}-bisphosphonate`,
    ingredient: mineral,
    ...BISPHOSPHONATE,
    severityLevel: "moderate",
    interactionType: "reduced_absorption",
    mechanism: `Bisphosphonates are very poorly absorbed, and ${name} in the gut binds them so that even less is absorbed.`,
    expectedEffect: "The bisphosphonate is not absorbed and will not protect your bones.",
    clinicalSignificance:
      "Alendronic acid and risedronate must be taken on an empty stomach at least 30 minutes before anything else (ibandronic acid 60 minutes); risedronate taken later in the day needs 2 hours clear either side, and UK iron product information advises at least 2 hours between iron and bisphosphonates.",
    recommendation: `Take your bisphosphonate first thing in the morning with plain water and wait at least 30 minutes (60 minutes for ibandronic acid) before food, drinks or other medicines. Take ${name} supplements later in the day, at least 2 hours away from the bisphosphonate.`,
    avoidCombination: false,
    timingSeparationHours: 2,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [
      REF.nhsRisedronate,
      nhs("alendronic-acid", "Alendronic acid"),
      REF.ironSmpc,
      MINERAL_FACT_SHEETS[mineral],
      ...UK_SMPC_NAMING_BISPHOSPHONATES[mineral],
    ],
    isVerified: true,
  };
}

const INTEGRASE_SIGNIFICANCE =
  "Minerals taken at the same time on an empty stomach lowered dolutegravir and bictegravir levels by a third to a half; taking the HIV medicine 2 hours before, or together with a meal, avoided this. With raltegravir, the HIV interaction checkers advise against aluminium or magnesium antacids altogether.";

const INTEGRASE_RECORDS: DrugInteractionInput[] = [
  {
    id: "di-calcium-integrase-inhibitor",
    ingredient: "calcium",
    ...INTEGRASE,
    severityLevel: "moderate",
    interactionType: "chelation",
    mechanism:
      "Integrase inhibitors bind (chelate) calcium in the gut, so less of the HIV medicine is absorbed.",
    expectedEffect: "Lower levels of the HIV medicine, with a risk of treatment failure and resistance.",
    clinicalSignificance: `${INTEGRASE_SIGNIFICANCE} With once-daily raltegravir they also advise against calcium carbonate.`,
    recommendation:
      "Take your HIV medicine at least 2 hours before, or 6 hours after, calcium supplements, unless your HIV pharmacist has told you that you can take them together with a meal. If you take raltegravir once a day, ask your HIV pharmacist before taking calcium carbonate.",
    avoidCombination: false,
    timingSeparationHours: 6,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.biktarvyInteractions, REF.liverpoolRaltegravirAntacids, REF.odsCalcium],
    isVerified: true,
  },
  {
    id: "di-iron-integrase-inhibitor",
    ingredient: "iron",
    ...INTEGRASE,
    severityLevel: "moderate",
    interactionType: "chelation",
    mechanism:
      "Integrase inhibitors bind (chelate) iron in the gut, so less of the HIV medicine is absorbed.",
    expectedEffect: "Lower levels of the HIV medicine, with a risk of treatment failure and resistance.",
    clinicalSignificance: INTEGRASE_SIGNIFICANCE,
    recommendation:
      "Take your HIV medicine at least 2 hours before, or 6 hours after, iron supplements, unless your HIV pharmacist has told you that you can take them together with a meal.",
    avoidCombination: false,
    timingSeparationHours: 6,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.guideVihDolutegravirIron, REF.biktarvyInteractions, REF.odsIron],
    isVerified: true,
  },
  {
    id: "di-magnesium-integrase-inhibitor",
    ingredient: "magnesium",
    ...INTEGRASE,
    severityLevel: "moderate",
    interactionType: "chelation",
    mechanism:
      "Integrase inhibitors bind (chelate) magnesium in the gut, so less of the HIV medicine is absorbed.",
    expectedEffect: "Lower levels of the HIV medicine, with a risk of treatment failure and resistance.",
    clinicalSignificance: `${INTEGRASE_SIGNIFICANCE} For bictegravir, the advice is at least 2 hours before or 6 hours after magnesium antacids.`,
    recommendation:
      "Take your HIV medicine at least 2 hours before, or 6 hours after, magnesium supplements. If you take raltegravir, ask your HIV pharmacist before taking magnesium at all.",
    avoidCombination: false,
    timingSeparationHours: 6,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.liverpoolRaltegravirAntacids, REF.biktarvyInteractions, REF.odsMagnesium],
    isVerified: true,
  },
];

const MINERALS: Mineral[] = ["calcium", "iron", "magnesium", "zinc"];

export const DRUG_INTERACTIONS_PART_5: DrugInteractionInput[] = [
  ...MINERALS.map(tetracycline),
  ...MINERALS.map(fluoroquinolone),
  ...MINERALS.map(bisphosphonate),
  ...INTEGRASE_RECORDS,
];
