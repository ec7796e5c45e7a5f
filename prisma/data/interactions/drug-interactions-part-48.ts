// Supplement–medicine interactions, part 48: what the audit of the UK nutrient SmPCs' sections 4.3 and 4.5 found
// still silent once each named medicine had joined the dictionary: oral iron with iron given by drip or injection
// (ferrous sulfate tablets, 4.3), magnesium with the potassium-binding resins (Epsom Salts, 4.5), folic acid with
// zinc prescribed as a medicine (folic acid tablets, 4.5), iron with prescribed iron (a ferrous sulfate leaflet), and vitamin D3 and calcium supplements with vitamin D3 or
// calcium someone is prescribed (colecalciferol and Adcal-D3 SmPCs, 4.4). Each was checked against its text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_COND } from "./references-cond";
import { REF_MIN } from "./references-min";
import { REF_P19 } from "./references-p19";
import { REFN } from "./references-nutrients";
import { REF_WAUD } from "./references-waud";
import { REF_WVIT } from "./references-wvit";
import { classTarget } from "./class-target";
import { type RecordTarget, verifiedRecord as record } from "./verified-record";

// Two-word generic names: the id is written out, as verifiedRecord would put a space in it.
const slug = (target: RecordTarget) => target.genericName.replaceAll(" ", "-");
const withId = (id: string, entry: DrugInteractionInput): DrugInteractionInput => ({ ...entry, id });

// "Oral and parenteral iron preparations should not be used concomitantly" (4.3 of two UK ferrous sulfate SmPCs);
// ferric maltol's text says to avoid the two together. Blocked unless the team giving the infusions agrees.
const IRON_BY_DRIP = record("iron", classTarget("parenteral-iron", "Iron given by drip or injection"), {
  severityLevel: "major",
  interactionType: "possible_interaction",
  mechanism:
    "Iron by drip fills the proteins that carry iron in the blood, so iron then taken by mouth may be released into the blood faster than it can be carried.",
  expectedEffect:
    "More iron than the team giving your infusions planned for; with the full dose of an iron medicine, low blood pressure or even collapse.",
  clinicalSignificance:
    "Section 4.3 of UK ferrous sulfate 200 mg tablets' summaries of product characteristics (Ranbaxy on emc; Sandoz, held by the MHRA) says oral and parenteral iron preparations should not be used at the same time, and UK product information for ferric maltol says the combination should be avoided as it may cause low blood pressure or even collapse.",
  recommendation:
    "Do not take iron supplements while you are having iron infusions or injections unless the team giving them agrees; ask them when you may start or restart.",
  avoidCombination: true,
  timingSeparationHours: null,
  medicalSupervision: true,
  dosageModification: null,
  monitoringRequired: null,
  evidenceLevel: 1,
  references: [
    REF_WAUD.ferrousSulfateRanbaxySmpc,
    REF_COND.ferrousSulfateSandozSmpc,
    REF_P19.ferricMaltolSmpc,
    REF_WAUD.lancsParenteralIron,
    REF_WAUD.ukIvIronTable,
  ],
});

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
  IRON_BY_DRIP,
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
  // "Do not take Ferrous Sulfate Tablets if you … are already being treated with iron supplements": iron tablets or
  // liquid someone is prescribed, which a supplement pair does not reach. Iron by drip keeps its own records above.
  // Asks rather than blocks: the leaflet speaks of its own 65 mg tablets.
  record("iron", classTarget("iron-preparation", "Iron tablets and liquids"), {
    severityLevel: "moderate",
    interactionType: "additive_effect",
    mechanism: "Both give iron, so the amounts add up.",
    expectedEffect:
      "More iron than your prescriber planned for, and more stomach upset such as constipation or feeling sick.",
    clinicalSignificance:
      "The UK leaflet of Ferrous Sulfate 200 mg Coated Tablets (emc) says not to take them if you are already being treated with iron supplements. It says this of its own tablets (about 65 mg of iron each); a supplement's smaller amount is not discussed.",
    recommendation: "Do not add an iron supplement to iron your doctor has prescribed unless they agree.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_MIN.ferrousSulfateLeaflet],
  }),
  // Prescribed vitamin D3 (Fultium-D3, InVita D3, and the calcium and D3 tablets, whose colecalciferol is a component):
  // a supplement pair reaches two supplements, not a vitamin someone is prescribed. Not blocked: one leaflet says not
  // to take its 800 IU tablets with vitamin D food supplements, another SmPC allows extra vitamin D under close
  // supervision, so the person is sent to ask.
  record(
    "vitamin-d3",
    {
      drugName: "Colecalciferol (prescribed vitamin D3)",
      genericName: "colecalciferol",
      brandNames: ["Fultium-D3", "InVita D3"],
      drugClass: "Vitamin D3 prescribed as a medicine",
    },
    {
      severityLevel: "moderate",
      interactionType: "additive_effect",
      mechanism: "Both give vitamin D3, so the amounts add up.",
      expectedEffect:
        "Too much vitamin D over time can raise blood calcium (hypercalcaemia): thirst, passing more urine, feeling sick, constipation, confusion.",
      clinicalSignificance:
        "UK product information for colecalciferol medicines says the vitamin D they contain should be considered when other products containing vitamin D are used, and that additional doses of calcium or vitamin D should be taken only under close medical supervision, with blood and urine calcium checked often (Colecalciferol 3000 IU/ml oral solution, section 4.4); that allowances should be made for vitamin D supplements from other sources (Strivit-D3, section 4.4); and the leaflet of Colecalciferol 800 IU tablets says not to take them if you already take additional vitamin D, such as multivitamins or food supplements containing vitamin D.",
      recommendation:
        "Do not add a vitamin D supplement to vitamin D your doctor has prescribed unless they agree. Tell them about any multivitamin with vitamin D that you take.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Blood calcium, if your doctor agrees to both.",
      evidenceLevel: 1,
      references: [
        REF_COND.colecalciferolOralSolutionSmpc,
        REF_COND.strivitD3Smpc,
        REF_WVIT.colecalciferol800TabletsLeaflet,
      ],
    },
  ),
  // Calcium taken on top of prescribed vitamin D3: "Additional doses of calcium or vitamin D should be taken under close
  // medical supervision"; "Calcium supplements should be given under close medical supervision."
  record(
    "calcium",
    {
      drugName: "Colecalciferol (prescribed vitamin D3)",
      genericName: "colecalciferol",
      brandNames: ["Fultium-D3", "InVita D3"],
      drugClass: "Vitamin D3 prescribed as a medicine",
    },
    {
      severityLevel: "moderate",
      interactionType: "additive_effect",
      mechanism: "Vitamin D raises how much calcium the body absorbs, so extra calcium adds to it.",
      expectedEffect:
        "Blood calcium may rise too high (hypercalcaemia): thirst, passing more urine, feeling sick, constipation, confusion.",
      clinicalSignificance:
        "UK colecalciferol product information says additional doses of calcium should be taken only under close medical supervision, with blood and urine calcium checked often (Colecalciferol 3000 IU/ml oral solution, section 4.4), and that the need for extra calcium should be considered for each patient, calcium supplements being given under close medical supervision (Strivit-D3, section 4.4).",
      recommendation:
        "Ask the doctor who prescribed your vitamin D before taking a calcium supplement as well.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Blood calcium, if your doctor agrees to both.",
      evidenceLevel: 1,
      references: [REF_COND.colecalciferolOralSolutionSmpc, REF_COND.strivitD3Smpc],
    },
  ),
  // "Allowances should be made for calcium and vitamin D supplements from other sources" (Adcal-D3 Dissolve, 4.4):
  // calcium someone is prescribed, with or without vitamin D, including calcium phosphate binders and calcium antacids.
  record("calcium", classTarget("calcium-preparation", "Calcium tablets (with or without vitamin D)"), {
    severityLevel: "minor",
    interactionType: "additive_effect",
    mechanism: "Both give calcium, so the amounts add up.",
    expectedEffect: "More calcium a day than your prescriber planned for.",
    clinicalSignificance:
      "The UK Adcal-D3 Dissolve (calcium carbonate and colecalciferol) summary of product characteristics says, in section 4.4, that allowances should be made for calcium and vitamin D supplements from other sources.",
    recommendation:
      "Tell your doctor or pharmacist that you take a calcium supplement as well, so the calcium in both can be counted.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_COND.adcalD3DissolveSmpc],
  }),
];
