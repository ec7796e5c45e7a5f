// Supplement–medicine interactions, part 28: mineral supplements with the mineral medicines a person may be
// prescribed or buy — iron tablets and liquids, zinc tablets, calcium tablets and magnesium indigestion remedies —
// as the minerals' own UK product information words it (ferrous sulfate, Kalcipos-D, Solvazinc, Neomag). The
// supplement pairs reach two supplements; these reach a mineral typed as a medicine. Glucosamine with the coumarin
// anticoagulants as its own SmPC words them closes the part. Each was checked against the text of its references.
import type { DrugInteractionInput, Reference } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_MIN } from "./references-min";
import { REFN } from "./references-nutrients";
import { REF_WNUT } from "./references-wnut";
import { verifiedRecord as record, type RecordTarget } from "./verified-record";

type Target = RecordTarget & { slug?: string };

// A single medicine: its generic name as the dictionary reads it, and its dictionary slug for the record id.
const target = (slug: string, drugName: string, drugClass: string, brandNames: string[] = []): Target => ({
  slug,
  drugName,
  genericName: drugName.toLowerCase(),
  brandNames,
  drugClass,
});

const IRON_TABLETS = "Iron medicine (for iron deficiency)";

// Iron taken by mouth only: the SmPCs speak of absorption from the gut, so iron given by drip (iron sucrose,
// ferric carboxymaltose, ferric derisomaltose, iron dextran) is left out although it shares the dictionary class.
const ORAL_IRON: Target[] = [
  target("ferrous-sulfate", "Ferrous sulfate", IRON_TABLETS),
  target("ferrous-fumarate", "Ferrous fumarate", IRON_TABLETS, ["Galfer", "Fersaday"]),
  target("ferrous-gluconate", "Ferrous gluconate", IRON_TABLETS),
  target("sodium-feredetate", "Sodium feredetate", IRON_TABLETS, ["Sytron"]),
  target("ferric-maltol", "Ferric maltol", IRON_TABLETS, ["Feraccru"]),
  target("ferrous-fumarate-with-folic-acid", "Ferrous fumarate with folic acid", IRON_TABLETS, ["Pregaday"]),
  target("dried-ferrous-sulfate-with-folic-acid", "Dried ferrous sulfate with folic acid", IRON_TABLETS, [
    "Fefol",
  ]),
  target(
    "ferrous-sulfate-modified-release-with-folic-acid",
    "Ferrous sulfate modified-release with folic acid",
    IRON_TABLETS,
    ["Ferrograd Folic"],
  ),
  target(
    "dried-ferrous-sulfate-modified-release",
    "Dried ferrous sulfate modified-release capsules",
    IRON_TABLETS,
  ),
  target("ferrous-sulfate-slow-release", "Ferrous sulfate slow-release tablets", IRON_TABLETS),
];

const LESS_IRON =
  "Less of your iron medicine may be absorbed, so it may treat low iron or anaemia less well.";

interface Fields {
  severityLevel: "minor" | "moderate";
  mechanism: string;
  expectedEffect: string;
  clinicalSignificance: string;
  recommendation: string;
  timingSeparationHours: number | null;
  medicalSupervision?: boolean;
  references: Reference[];
}

function absorption(ingredient: string, medicine: Target, fields: Fields): DrugInteractionInput {
  const { slug, ...named } = medicine;
  const entry = record(ingredient, named, {
    severityLevel: fields.severityLevel,
    interactionType: "reduced_absorption",
    mechanism: fields.mechanism,
    expectedEffect: fields.expectedEffect,
    clinicalSignificance: fields.clinicalSignificance,
    recommendation: fields.recommendation,
    avoidCombination: false,
    timingSeparationHours: fields.timingSeparationHours,
    medicalSupervision: fields.medicalSupervision ?? false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: fields.references,
  });
  return slug === undefined ? entry : { ...entry, id: `di-${ingredient}-${slug}` };
}

const CALCIUM_WITH_IRON: Fields = {
  severityLevel: "moderate",
  mechanism:
    "Calcium in the gut reduces how much iron is absorbed from an iron medicine taken at the same time.",
  expectedEffect: LESS_IRON,
  clinicalSignificance:
    "UK product information for Kalcipos-D (calcium and vitamin D3) says calcium salts may decrease the absorption of iron and that iron preparations should be taken at least 2 hours before or after it; UK product information for ferrous sulfate tablets says compounds containing calcium, including mineral supplements, may impair the absorption of iron and should be taken at least 2 hours apart.",
  recommendation:
    "Take your iron medicine and calcium supplements at least 2 hours apart, for example iron in the morning and calcium with your evening meal.",
  timingSeparationHours: 2,
  references: [REFN.kalciposD, REF_WNUT.ferrousSulfateSmpc],
};

// The ferrous sulfate SmPC asks for at least 2 hours; Neomag asks 3 to 4 hours for iron, and the wider end is kept.
const MAGNESIUM_WITH_IRON: Fields = {
  severityLevel: "moderate",
  mechanism:
    "Magnesium in the gut reduces how much iron is absorbed from an iron medicine taken at the same time.",
  expectedEffect: LESS_IRON,
  clinicalSignificance:
    "UK product information for ferrous sulfate tablets says compounds containing magnesium, including antacids and mineral supplements, may impair the absorption of iron and should be taken at least 2 hours apart; the UK SmPC for Neomag (magnesium glycerophosphate) asks for magnesium to be taken 3 to 4 hours before or after iron.",
  recommendation:
    "Take your iron medicine and magnesium supplements about 4 hours apart (at least 2 hours), for example iron in the morning and magnesium in the evening.",
  timingSeparationHours: 4,
  references: [REF_WNUT.ferrousSulfateSmpc, REF_MIN.neomagSmpc],
};

// Neither text gives hours for zinc and iron, so none is set.
const ZINC_WITH_IRON: Fields = {
  severityLevel: "minor",
  mechanism: "Zinc and iron compete to be absorbed from the gut when they are taken together.",
  expectedEffect: LESS_IRON,
  clinicalSignificance:
    "UK product information for ferrous sulfate tablets says iron preparations and zinc preparations can reduce the absorption of each other, and the UK Solvazinc (zinc sulfate) SmPC says zinc may reduce the absorption of oral iron.",
  recommendation: "Take your iron medicine and zinc supplements at different times of day.",
  timingSeparationHours: null,
  references: [REF_WNUT.ferrousSulfateSmpc, REFN.solvazincSmpc],
};

// Zinc sulfate (Solvazinc) for zinc deficiency and zinc acetate (Wilzin) for Wilson's disease.
const ZINC_MEDICINES: { medicine: Target; effect: string; supervised: boolean }[] = [
  {
    medicine: target("zinc-sulfate", "Zinc sulfate", "Zinc medicine (for zinc deficiency)", ["Solvazinc"]),
    effect: "it may treat low zinc less well",
    supervised: false,
  },
  {
    medicine: target("zinc-acetate", "Zinc acetate", "Zinc medicine (for Wilson's disease)", ["Wilzin"]),
    effect: "it may control copper build-up in Wilson's disease less well",
    supervised: true,
  },
];

const zincMedicineWith = (ingredient: "calcium" | "iron", entry: (typeof ZINC_MEDICINES)[number]) =>
  absorption(
    ingredient,
    entry.medicine,
    ingredient === "calcium"
      ? {
          severityLevel: "minor",
          mechanism:
            "Calcium in the gut reduces how much zinc is absorbed from a zinc medicine taken at the same time.",
          expectedEffect: `Less of your zinc medicine may be absorbed, so ${entry.effect}.`,
          clinicalSignificance:
            "UK product information for Kalcipos-D (calcium and vitamin D3) says calcium salts may decrease the absorption of zinc and that zinc preparations should be taken at least 2 hours before or after it; the UK Solvazinc (zinc sulfate) SmPC says the absorption of zinc may be reduced by calcium salts.",
          recommendation: "Take your zinc medicine and calcium supplements at least 2 hours apart.",
          timingSeparationHours: 2,
          medicalSupervision: entry.supervised,
          references: [REFN.kalciposD, REFN.solvazincSmpc],
        }
      : {
          severityLevel: "minor",
          mechanism: "Iron and zinc compete to be absorbed from the gut when they are taken together.",
          expectedEffect: `Less of your zinc medicine may be absorbed, so ${entry.effect}.`,
          clinicalSignificance:
            "The UK Solvazinc (zinc sulfate) SmPC says the absorption of zinc may be reduced by oral iron, and UK product information for ferrous sulfate tablets says iron preparations and zinc preparations can reduce the absorption of each other.",
          recommendation: "Take your zinc medicine and iron supplements at different times of day.",
          timingSeparationHours: null,
          medicalSupervision: entry.supervised,
          references: [REFN.solvazincSmpc, REF_WNUT.ferrousSulfateSmpc],
        },
  );

interface IronBinder {
  medicine: Target;
  /** What in the medicine impairs iron absorption, as the SmPC names it. */
  what: string;
}

const INDIGESTION = "Indigestion remedy (antacid)";

// The ferrous sulfate SmPC names compounds containing calcium or magnesium (antacids and mineral supplements
// among them), bicarbonates and carbonates. Calcium medicines are reached through their class record below.
const MAGNESIUM_AND_BICARBONATE: IronBinder[] = [
  {
    medicine: target("magnesium-hydroxide", "Magnesium hydroxide", INDIGESTION, ["Milk of Magnesia"]),
    what: "magnesium",
  },
  { medicine: target("co-magaldrox", "Co-magaldrox", INDIGESTION, ["Maalox", "Mucogel"]), what: "magnesium" },
  { medicine: target("magnesium-carbonate", "Magnesium carbonate", INDIGESTION), what: "magnesium" },
  { medicine: target("magnesium-trisilicate", "Magnesium trisilicate", INDIGESTION), what: "magnesium" },
  {
    medicine: target(
      "calcium-carbonate-with-magnesium-carbonate",
      "Calcium carbonate with magnesium carbonate",
      INDIGESTION,
      ["Rennie"],
    ),
    what: "calcium and magnesium",
  },
  {
    medicine: target(
      "calcium-carbonate-magnesium-carbonate-simeticone",
      "Calcium carbonate, magnesium carbonate and simeticone",
      INDIGESTION,
      ["Rennie Deflatine"],
    ),
    what: "calcium and magnesium",
  },
  {
    medicine: target(
      "alginic-acid-calcium-carbonate-magnesium-carbonate",
      "Alginic acid, calcium carbonate and magnesium carbonate",
      INDIGESTION,
    ),
    what: "calcium and magnesium",
  },
  {
    medicine: target(
      "famotidine-calcium-carbonate-magnesium-hydroxide",
      "Famotidine, calcium carbonate and magnesium hydroxide",
      INDIGESTION,
    ),
    what: "calcium and magnesium",
  },
  {
    medicine: target(
      "calcium-carbonate-magnesium-carbonate-sodium-bicarbonate",
      "Calcium carbonate, magnesium carbonate and sodium bicarbonate",
      INDIGESTION,
    ),
    what: "calcium, magnesium and bicarbonate",
  },
  {
    medicine: target(
      "magnesium-sulfate-sodium-bicarbonate-citric-acid",
      "Magnesium sulfate, sodium bicarbonate and citric acid",
      INDIGESTION,
      ["Andrews Liver Salts"],
    ),
    what: "magnesium and bicarbonate",
  },
  { medicine: target("sodium-bicarbonate", "Sodium bicarbonate", INDIGESTION), what: "bicarbonate" },
  { medicine: target("magnesium-sulfate", "Magnesium sulfate", "Laxative"), what: "magnesium" },
  {
    medicine: target("magnesium-aspartate", "Magnesium aspartate", "Magnesium medicine", ["Magnaspartate"]),
    what: "magnesium",
  },
];

const ironSupplementWith = (entry: IronBinder): DrugInteractionInput =>
  absorption("iron", entry.medicine, {
    severityLevel: "moderate",
    mechanism: `The ${entry.what} in this medicine reduces how much iron is absorbed from an iron supplement taken at the same time.`,
    expectedEffect: "Less iron from your supplement may be absorbed.",
    clinicalSignificance:
      "UK product information for ferrous sulfate tablets says compounds containing calcium or magnesium (including antacids and mineral supplements), bicarbonates or carbonates may impair the absorption of iron, and that iron should be taken at least 2 hours apart from them.",
    recommendation: "Take iron supplements at least 2 hours before or after this medicine.",
    timingSeparationHours: 2,
    references: [REF_WNUT.ferrousSulfateSmpc],
  });

export const DRUG_INTERACTIONS_PART_28: DrugInteractionInput[] = [
  ...ORAL_IRON.map((iron) => absorption("calcium", iron, CALCIUM_WITH_IRON)),
  ...ORAL_IRON.map((iron) => absorption("magnesium", iron, MAGNESIUM_WITH_IRON)),
  ...ORAL_IRON.map((iron) => absorption("zinc", iron, ZINC_WITH_IRON)),
  ...ZINC_MEDICINES.map((entry) => zincMedicineWith("calcium", entry)),
  ...ZINC_MEDICINES.map((entry) => zincMedicineWith("iron", entry)),
  // Every member of the calcium class is taken by mouth (calcium with vitamin D, calcium carbonate, calcium
  // acetate), and both texts speak of calcium salts as such, so one class record reaches them.
  absorption("iron", classTarget("calcium-preparation", "Calcium tablets (with or without vitamin D)"), {
    severityLevel: "moderate",
    mechanism:
      "Calcium in this medicine reduces how much iron is absorbed from an iron supplement taken at the same time.",
    expectedEffect: "Less iron from your supplement may be absorbed.",
    clinicalSignificance:
      "UK product information for ferrous sulfate tablets says compounds containing calcium, including mineral supplements, may impair the absorption of iron and should be taken at least 2 hours apart; UK product information for Kalcipos-D (calcium and vitamin D3) says calcium salts may decrease the absorption of iron, with iron taken at least 2 hours before or after it.",
    recommendation: "Take iron supplements at least 2 hours before or after your calcium tablets.",
    timingSeparationHours: 2,
    references: [REF_WNUT.ferrousSulfateSmpc, REFN.kalciposD],
  }),
  absorption("zinc", classTarget("calcium-preparation", "Calcium tablets (with or without vitamin D)"), {
    severityLevel: "minor",
    mechanism:
      "Calcium in this medicine reduces how much zinc is absorbed from a zinc supplement taken at the same time.",
    expectedEffect: "Less zinc from your supplement may be absorbed.",
    clinicalSignificance:
      "The UK Solvazinc (zinc sulfate) SmPC says the absorption of zinc may be reduced by calcium salts, and UK product information for Kalcipos-D (calcium and vitamin D3) says calcium salts may decrease the absorption of zinc, with zinc taken at least 2 hours before or after it.",
    recommendation: "Take zinc supplements at least 2 hours before or after your calcium tablets.",
    timingSeparationHours: 2,
    references: [REFN.solvazincSmpc, REFN.kalciposD],
  }),
  ...MAGNESIUM_AND_BICARBONATE.map(ironSupplementWith),
  // Neomag's own SmPC asks for 3 to 4 hours between it and iron, beyond the ferrous sulfate SmPC's 2 hours.
  absorption(
    "iron",
    target("magnesium-glycerophosphate", "Magnesium glycerophosphate", "Magnesium medicine", ["Neomag"]),
    {
      severityLevel: "moderate",
      mechanism:
        "The magnesium in this medicine and iron reduce each other's absorption when they are taken together.",
      expectedEffect:
        "Less iron from your supplement, and less magnesium from your medicine, may be absorbed.",
      clinicalSignificance:
        "The UK Neomag (magnesium glycerophosphate) SmPC says magnesium preparations should be taken 3 to 4 hours before or after iron to avoid impaired absorption; UK product information for ferrous sulfate tablets says compounds containing magnesium may impair the absorption of iron.",
      recommendation: "Take iron supplements about 4 hours before or after your magnesium medicine.",
      timingSeparationHours: 4,
      references: [REF_MIN.neomagSmpc, REF_WNUT.ferrousSulfateSmpc],
    },
  ),
  // Dolenio names the class ("coumarin anticoagulants (e.g. warfarin)"); warfarin keeps its own, stronger record.
  record(
    "glucosamine",
    classTarget("vitamin-k-antagonist", "Vitamin K antagonists (warfarin, acenocoumarol)"),
    {
      severityLevel: "moderate",
      interactionType: "increased_anticoagulant_effect",
      mechanism:
        "Glucosamine has been reported to increase the effect of coumarin blood thinners; how is not known.",
      expectedEffect: "A higher INR and a greater risk of bleeding.",
      clinicalSignificance:
        "UK product information for glucosamine (Dolenio) says an increased effect of coumarin anticoagulants such as warfarin has been reported with glucosamine, and that people taking them should be monitored closely when glucosamine is started or stopped.",
      recommendation:
        "Tell your anticoagulant clinic before you start or stop glucosamine, so they can check your INR.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "INR when glucosamine is started or stopped.",
      evidenceLevel: 1,
      references: [REFN.dolenioSmpc],
    },
  ),
];
