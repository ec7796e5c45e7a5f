// Supplement–medicine interactions, part 48: what the audit of the UK nutrient SmPCs' sections 4.3 and 4.5 found
// still silent once each named medicine had joined the dictionary: oral iron with iron given by drip or injection
// (ferrous sulfate tablets, 4.3), magnesium with the potassium-binding resins (Epsom Salts, 4.5) and folic acid with
// zinc prescribed as a medicine (folic acid tablets, 4.5). Each was checked against its text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_COND } from "./references-cond";
import { REF_MIN } from "./references-min";
import { REFN } from "./references-nutrients";
import { REF_WAUD } from "./references-waud";
import { type RecordTarget, verifiedRecord as record } from "./verified-record";

// Two-word generic names: the id is written out, as verifiedRecord would put a space in it.
const slug = (target: RecordTarget) => target.genericName.replaceAll(" ", "-");
const withId = (id: string, entry: DrugInteractionInput): DrugInteractionInput => ({ ...entry, id });

// "Oral and parenteral iron preparations should not be used concomitantly" (4.3 of two UK ferrous sulfate SmPCs). Not
// blocked: the SmPCs speak of their own 65 mg tablets, and whether iron by mouth is wanted during a course of
// infusions is the prescriber's call, so the person is sent to ask.
function withIronByDrip(target: RecordTarget): DrugInteractionInput {
  return withId(
    `di-iron-${slug(target)}`,
    record("iron", target, {
      severityLevel: "moderate",
      interactionType: "possible_interaction",
      mechanism:
        "Both give the body iron. UK iron tablets' product information says iron by mouth and iron given by drip or injection should not be used at the same time; it does not say why.",
      expectedEffect: "More iron than the team giving your infusions planned for.",
      clinicalSignificance:
        "Section 4.3 of UK ferrous sulfate 200 mg tablets' summaries of product characteristics (Ranbaxy on emc; Sandoz, held by the MHRA) says oral and parenteral iron preparations should not be used at the same time. It says this of its own tablets (about 65 mg of iron each); a supplement's smaller amount is not discussed.",
      recommendation:
        "If you are having iron infusions or injections, ask the team giving them before taking an iron supplement, and when you may start or restart it.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_WAUD.ferrousSulfateRanbaxySmpc, REF_COND.ferrousSulfateSandozSmpc],
    }),
  );
}

// "There is a risk of metabolic alkalosis when oral magnesium salts are given with polystyrene sulphonate resins."
function withResin(target: RecordTarget): DrugInteractionInput {
  return withId(
    `di-magnesium-${slug(target)}`,
    record("magnesium", target, {
      severityLevel: "moderate",
      interactionType: "additive_adverse",
      mechanism:
        "Magnesium salts taken by mouth together with these resins can upset the body's acid balance, the Epsom Salts product information says.",
      expectedEffect: "Metabolic alkalosis: the blood becomes too alkaline.",
      clinicalSignificance:
        "Section 4.5 of the UK Epsom Salts (magnesium sulfate) summary of product characteristics says there is a risk of metabolic alkalosis when magnesium salts taken by mouth are given with polystyrene sulphonate resins, and that, as magnesium salts act like antacids, the product should not be taken within two to four hours of any other medicine.",
      recommendation:
        "Ask the doctor or pharmacist who looks after your potassium-lowering treatment before taking a magnesium supplement with this medicine.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Blood salts (electrolytes), as your kidney or potassium care already checks them.",
      evidenceLevel: 1,
      references: [REF_MIN.epsomSaltsSmpc],
    }),
  );
}

export const DRUG_INTERACTIONS_PART_48: DrugInteractionInput[] = [
  withIronByDrip({
    drugName: "Ferric carboxymaltose",
    genericName: "ferric carboxymaltose",
    brandNames: ["Ferinject"],
    drugClass: "Iron given by drip (parenteral iron)",
  }),
  withIronByDrip({
    drugName: "Iron sucrose",
    genericName: "iron sucrose",
    brandNames: ["Venofer"],
    drugClass: "Iron given by drip (parenteral iron)",
  }),
  withIronByDrip({
    drugName: "Ferric derisomaltose",
    genericName: "ferric derisomaltose",
    brandNames: ["Monofer", "Diafer"],
    drugClass: "Iron given by drip (parenteral iron)",
  }),
  withIronByDrip({
    drugName: "Iron dextran",
    genericName: "iron dextran",
    brandNames: ["CosmoFer"],
    drugClass: "Iron given by drip or injection (parenteral iron)",
  }),
  withResin({
    drugName: "Sodium polystyrene sulfonate",
    genericName: "sodium polystyrene sulfonate",
    brandNames: ["Resonium A"],
    drugClass: "Potassium-binding resin",
  }),
  withResin({
    drugName: "Calcium polystyrene sulfonate",
    genericName: "calcium polystyrene sulfonate",
    brandNames: ["Calcium Resonium"],
    drugClass: "Potassium-binding resin",
  }),
  // "Folic acid may reduce intestinal absorption of zinc (of particular importance in pregnancy)": zinc someone is
  // prescribed (Solvazinc) types as a medicine, which a supplement pair does not reach.
  withId(
    "di-folic-acid-zinc-sulfate",
    record(
      "folic-acid",
      {
        drugName: "Zinc sulfate",
        genericName: "zinc sulfate",
        brandNames: ["Solvazinc"],
        drugClass: "Zinc prescribed as a medicine",
      },
      {
        severityLevel: "minor",
        interactionType: "reduced_absorption",
        mechanism: "Folic acid may reduce how much zinc is absorbed from the gut.",
        expectedEffect: "Prescribed zinc may work less well.",
        clinicalSignificance:
          "Section 4.5 of a UK folic acid tablets summary of product characteristics (emc) says folic acid may reduce the intestinal absorption of zinc, of particular importance in pregnancy. It gives no separation time.",
        recommendation:
          "Tell the doctor who prescribed your zinc that you take folic acid, especially if you are pregnant.",
        avoidCombination: false,
        timingSeparationHours: null,
        medicalSupervision: false,
        dosageModification: null,
        monitoringRequired: null,
        evidenceLevel: 1,
        references: [REFN.folicAcidEmcSmpc],
      },
    ),
  ),
];
