// Supplement–medicine interactions, part 71 (wcns round): herbs the texts read name with SSRIs, MAOIs, lithium and sedatives.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WCNS as R } from "./references-wcns";
import { REF_WHERBAUD } from "./references-wherbaud";
import { type RecordTarget, verifiedRecord as record } from "./verified-record";

const LITHIUM = {
  drugName: "Lithium",
  genericName: "lithium",
  brandNames: ["Priadel", "Camcolit", "Liskonum", "Li-Liquid"],
  drugClass: "Mood stabiliser",
};

// The reference text gives no study for kava or valerian with an SSRI, so the evidence is not graded above theory.
function sedativeHerbWithSsri(ingredient: string, herb: string): DrugInteractionInput {
  return record(
    ingredient,
    classTarget("ssri", "SSRI antidepressants (sertraline, citalopram, fluoxetine…)"),
    {
      severityLevel: "moderate",
      interactionType: "additive_effect",
      mechanism: `${herb} acts on the brain; taken with an SSRI antidepressant it may add to the SSRI's side effects.`,
      expectedEffect: "More dizziness and confusion than with the SSRI alone.",
      clinicalSignificance: `A reference text on SSRI interactions says herbal remedies such as kava and valerian may increase side effects such as dizziness and confusion when taken with an SSRI.`,
      recommendation: `Ask your doctor or pharmacist before taking ${herb.toLowerCase()} with an SSRI antidepressant, and do not drive if you feel dizzy or confused.`,
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.ebscoSsris],
    },
  );
}

// Each antidepressant the chart review names with ashwagandha, with the adverse events reported for it.
function ashwagandhaWith(target: RecordTarget, events: string): DrugInteractionInput {
  return record("ashwagandha", target, {
    severityLevel: "minor",
    interactionType: "possible_interaction",
    mechanism:
      "Not established; the authors judged a causal link between ashwagandha and the antidepressant taken together likely.",
    expectedEffect: `Side effects reported with the combination: ${events}.`,
    clinicalSignificance: `A 2023 review of adverse event reports found reports in which ashwagandha taken with ${target.drugName.toLowerCase()} was judged likely to have caused side effects (${events}).`,
    recommendation: `Tell your doctor or pharmacist if you take ashwagandha with ${target.drugName.toLowerCase()}, and report any new side effects.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 4,
    references: [R.adaptogensAntidepressants2023],
  });
}

const MAOI = classTarget(
  "maoi",
  "MAO inhibitors (phenelzine, isocarboxazid, tranylcypromine, moclobemide, selegiline…)",
);

// The text names "drugs to treat insomnia or anxiety"; only the benzodiazepines and Z-drugs are read into it.
function guaranaWithCalming(target: RecordTarget, named: string): DrugInteractionInput {
  return record("guarana", target, {
    severityLevel: "minor",
    interactionType: "opposing_effect",
    mechanism:
      "Guarana contains caffeine, a stimulant, which works against calming and sleep-inducing medicines.",
    expectedEffect: "The medicine may work less well for sleep or anxiety.",
    clinicalSignificance:
      "A reference text on guarana says it might interfere with the action of drugs to treat insomnia or anxiety.",
    recommendation: `Ask your pharmacist before taking guarana with ${named}.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.foundHealthGuarana],
  });
}

// NCI's table of possible interactions gives no study or amount, so like the wherbaud round's records these ask (level 5).
function yohimbeWeakens(target: RecordTarget, named: string): DrugInteractionInput {
  return record("yohimbe", target, {
    severityLevel: "minor",
    interactionType: "reduced_effect",
    mechanism: "Not given in the table.",
    expectedEffect: `${named} may work less well.`,
    clinicalSignificance:
      "The National Cancer Institute's PDQ summary on nutrition in cancer care lists, among possible interactions of herbs used by people with cancer, that yohimbe decreases the effect of antidepressants and MAOIs.",
    recommendation: `Tell your doctor or pharmacist before taking yohimbe with ${named.toLowerCase()}.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [REF_WHERBAUD.nciNutritionTable3],
  });
}

const TRANYLCYPROMINE: RecordTarget = {
  drugName: "Tranylcypromine",
  genericName: "tranylcypromine",
  brandNames: ["Parnate"],
  drugClass: "MAO inhibitor antidepressant",
};

// Tranylcypromine's patient information says not to take it with these; the list names no other MAO inhibitor.
function notWithTranylcypromine(ingredient: string, herb: string, why: string): DrugInteractionInput {
  return record(ingredient, TRANYLCYPROMINE, {
    severityLevel: "major",
    interactionType: "hypertensive_crisis",
    mechanism: why,
    expectedEffect: "A dangerous reaction, such as a sharp rise in blood pressure.",
    clinicalSignificance: `Tranylcypromine's patient information lists ${herb} among the things not to take with the medicine.`,
    recommendation: `Do not take ${herb} while you take tranylcypromine; ask your prescriber or pharmacist first.`,
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.sermoParnate],
  });
}

export const DRUG_INTERACTIONS_PART_71: DrugInteractionInput[] = [
  // "Should not be combined" is a do-not-use statement, so the record blocks; the text gives caffeine as the reason.
  record("green-tea-extract", MAOI, {
    severityLevel: "major",
    interactionType: "hypertensive_crisis",
    mechanism: "Green tea contains caffeine, a stimulant; the text gives the caffeine as the reason.",
    expectedEffect:
      "A probable dangerous reaction, such as a rise in blood pressure, palpitations or headache.",
    clinicalSignificance:
      "A reference text on MAO inhibitor interactions rates green tea a probable dangerous interaction: because it contains caffeine, green tea should not be combined with MAO inhibitors.",
    recommendation:
      "Do not take green tea extract while you are on an MAO inhibitor antidepressant such as phenelzine; ask your prescriber or pharmacist first.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.ebscoMaoInhibitors],
  }),
  // The text names a deadly reaction without advice; a reaction that grave is treated as do-not-combine (pharmacist to review).
  record("bitter-orange", MAOI, {
    severityLevel: "major",
    interactionType: "hypertensive_crisis",
    mechanism:
      "Bitter orange (Citrus aurantium) contains tyramine and the stimulant synephrine; MAO inhibitors stop the body breaking down such amines.",
    expectedEffect: "A possibly deadly reaction, such as a dangerous rise in blood pressure.",
    clinicalSignificance:
      "A reference text on bitter orange says the tyramine in Citrus aurantium can cause deadly side effects when combined with drugs in the MAO inhibitor family.",
    recommendation:
      "Do not take bitter orange while you are on an MAO inhibitor such as phenelzine unless your prescriber says it is safe; get urgent help for a sudden severe headache.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.foundHealthCitrusAurantium],
  }),
  sedativeHerbWithSsri("kava", "Kava"),
  sedativeHerbWithSsri("valerian", "Valerian"),
  // The case report behind the text involved a blend of other diuretic herbs; dandelion is named as one thought to act so.
  record("dandelion", LITHIUM, {
    severityLevel: "moderate",
    interactionType: "altered_drug_level",
    mechanism:
      "Dandelion is thought to act as a diuretic (it makes you pass more water); losing water can make the lithium level in the blood rise.",
    expectedEffect:
      "Possible rise in lithium level, with signs of toxicity such as drowsiness, tremor and unsteadiness.",
    clinicalSignificance:
      "A reference text on lithium interactions says herbal diuretics can lead to increased lithium levels (one case report, with a herbal diuretic blend) and names dandelion among the herbs thought to act as diuretics.",
    recommendation:
      "Talk to your doctor or pharmacist before taking dandelion with lithium; your lithium level may need checking.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Lithium blood level if dandelion is started or stopped.",
    evidenceLevel: 5,
    references: [R.ebscoLithium],
  }),
  record("guarana", LITHIUM, {
    severityLevel: "moderate",
    interactionType: "altered_drug_level",
    mechanism:
      "Guarana's main ingredient is caffeine, which may increase how much lithium the kidneys remove; stopping it suddenly can let the lithium level rise.",
    expectedEffect:
      "Lithium may work less well while guarana is taken, and the lithium level may rise to toxic levels if guarana is stopped abruptly.",
    clinicalSignificance:
      "A pharmacist-edited interaction monograph rates guarana with lithium a moderate interaction from its caffeine content; its preferred course is to go without guarana while on lithium, and to watch for signs of lithium toxicity if guarana is stopped suddenly.",
    recommendation:
      "Talk to your doctor before taking guarana with lithium; if you take it, keep the amount steady and tell your doctor before you stop it.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired:
      "Lithium blood level, and signs of toxicity (nausea, diarrhoea, muscle weakness, drowsiness, tremor) if guarana is stopped.",
    evidenceLevel: 5,
    references: [R.hellopharmacistGuaranaLithium],
  }),
  record("guarana", MAOI, {
    severityLevel: "major",
    interactionType: "hypertensive_crisis",
    mechanism: "Guarana contains caffeine, a stimulant; the text gives the caffeine as the reason.",
    expectedEffect: "A possibly dangerous reaction, such as a rise in blood pressure or a fast heartbeat.",
    clinicalSignificance:
      "A reference text on guarana says that in people taking MAO inhibitors the caffeine in guarana could cause dangerous drug interactions.",
    recommendation:
      "Ask your prescriber or pharmacist before taking guarana with an MAO inhibitor such as phenelzine; get urgent help for a sudden severe headache.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.foundHealthGuarana],
  }),
  guaranaWithCalming(
    classTarget("benzodiazepine", "Benzodiazepines (diazepam, lorazepam, temazepam…)"),
    "a benzodiazepine such as diazepam",
  ),
  guaranaWithCalming(
    classTarget("z-drug", "Z-drug sleeping tablets (zopiclone, zolpidem)"),
    "a sleeping tablet such as zopiclone",
  ),
  ashwagandhaWith(
    {
      drugName: "Sertraline",
      genericName: "sertraline",
      brandNames: ["Lustral"],
      drugClass: "SSRI antidepressant",
    },
    "severe diarrhoea",
  ),
  ashwagandhaWith(
    {
      drugName: "Escitalopram",
      genericName: "escitalopram",
      brandNames: ["Cipralex"],
      drugClass: "SSRI antidepressant",
    },
    "muscle pain, stomach pain, nausea, vomiting, restless legs and a severe cough",
  ),
  ashwagandhaWith(
    {
      drugName: "Paroxetine",
      genericName: "paroxetine",
      brandNames: ["Seroxat"],
      drugClass: "SSRI antidepressant",
    },
    "widespread muscle pain, eye pain and raised pressure in the eye",
  ),
  ashwagandhaWith(
    {
      drugName: "Reboxetine",
      genericName: "reboxetine",
      brandNames: ["Edronax"],
      drugClass: "Noradrenaline reuptake inhibitor antidepressant",
    },
    "testicle pain and ejaculation problems",
  ),
  yohimbeWeakens(classTarget("antidepressant", "Antidepressants"), "An antidepressant"),
  yohimbeWeakens(MAOI, "An MAO inhibitor"),
  notWithTranylcypromine("caffeine", "caffeine", "The leaflet gives no reason; caffeine is a stimulant."),
  notWithTranylcypromine(
    "guarana",
    "guarana",
    "The leaflet gives no reason; guarana contains caffeine, a stimulant.",
  ),
  notWithTranylcypromine("ginseng", "ginseng", "The leaflet gives no reason."),
  notWithTranylcypromine("yohimbe", "yohimbine (yohimbe)", "The leaflet gives no reason."),
];
