// Supplement–medicine interactions, part 101 (p10 round): what the EU package leaflets of centrally authorised
// medicines say of supplements a person may take with them (references-p10.ts).
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_P10 as R } from "./references-p10";
import { verifiedRecord as record, type RecordTarget } from "./verified-record";

type References = DrugInteractionInput["references"];

const IBRUTINIB: RecordTarget = {
  drugName: "Ibrutinib",
  genericName: "ibrutinib",
  brandNames: ["Imbruvica"],
  drugClass: "Anticancer medicine (kinase inhibitor)",
};
const VENETOCLAX: RecordTarget = {
  drugName: "Venetoclax",
  genericName: "venetoclax",
  brandNames: ["Venclyxto"],
  drugClass: "Anticancer medicine",
};
const LOMITAPIDE: RecordTarget = {
  drugName: "Lomitapide",
  genericName: "lomitapide",
  brandNames: ["Lojuxta"],
  drugClass: "Lipid-lowering medicine",
};

const SEVILLE =
  "Bitter (Seville) orange slows the gut's CYP3A4 enzyme, as grapefruit does, so more of the medicine gets into the blood.";

function bitterOrangeRaises(target: RecordTarget, name: string, leaflet: string, references: References) {
  return record("bitter-orange", target, {
    severityLevel: "major",
    interactionType: "enzyme_inhibition",
    mechanism: SEVILLE,
    expectedEffect: `More ${name} in the blood, with more of its side effects.`,
    clinicalSignificance: leaflet,
    recommendation: `Do not take bitter orange (Seville orange) supplements while you take ${name}.`,
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references,
  });
}

function lomitapideDose(ingredient: string, herb: string, leaflet: string): DrugInteractionInput {
  return record(ingredient, LOMITAPIDE, {
    severityLevel: "moderate",
    interactionType: "enzyme_inhibition",
    mechanism: `${herb} may slow the breakdown of lomitapide by the liver's CYP3A4 enzyme.`,
    expectedEffect: "More lomitapide in the blood, with more stomach and liver side effects.",
    clinicalSignificance: leaflet,
    recommendation: `Tell your doctor before taking ${herb.toLowerCase()} with Lojuxta (lomitapide): your dose may need changing.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: "The doctor may change the lomitapide dose.",
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.lojuxtaLeaflet],
  });
}

const ZANUBRUTINIB: RecordTarget = {
  drugName: "Zanubrutinib",
  genericName: "zanubrutinib",
  brandNames: ["Brukinsa"],
  drugClass: "Anticancer medicine (kinase inhibitor)",
};

// Both BTK inhibitors' leaflets name fish oil, vitamin E and flaxseed among supplements that raise bleeding risk.
export function btkBleeding(
  target: RecordTarget,
  brand: string,
  ingredient: string,
  supplement: string,
  references: References,
): DrugInteractionInput {
  const medicine = `${brand} (${target.genericName})`;
  return record(ingredient, target, {
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism: `${target.drugName} makes bleeding more likely, and the supplement may add to it.`,
    expectedEffect: "More bruising or bleeding.",
    clinicalSignificance: `The ${brand} leaflet asks people to talk to their doctor before taking it if they take supplements that may increase the risk of bleeding, naming fish oil, vitamin E and flaxseed.`,
    recommendation: `Talk to your cancer team before taking ${supplement} with ${medicine}.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Signs of bruising or bleeding.",
    evidenceLevel: 1,
    references,
  });
}

const ibrutinibBleeding = (ingredient: string, supplement: string) =>
  btkBleeding(IBRUTINIB, "Imbruvica", ingredient, supplement, [R.imbruvicaLeaflet]);
const zanubrutinibBleeding = (ingredient: string, supplement: string) =>
  btkBleeding(ZANUBRUTINIB, "Brukinsa", ingredient, supplement, [R.brukinsaLeaflet]);

function charcoalLowers(target: RecordTarget, name: string, leaflet: string, references: References) {
  return record("activated-charcoal", target, {
    severityLevel: "moderate",
    interactionType: "reduced_absorption",
    mechanism: `Activated charcoal binds ${name} in the gut and is used to clear it from the body quickly.`,
    expectedEffect: `Lower ${name} levels, so it may work less well.`,
    clinicalSignificance: leaflet,
    recommendation: `Ask your doctor before taking activated charcoal while you take ${name}, as it can lower ${name} levels.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references,
  });
}

const NEEDS_ACID = classTarget(
  "needs-stomach-acid",
  "Medicines absorbed less when an antacid lowers stomach acid",
);
const ANTACID_LEAFLETS = [
  R.harvoniLeaflet,
  R.epclusaLeaflet,
  R.edurantLeaflet,
  R.calquenceLeaflet,
  R.sprycelLeaflet,
];

// Calcium carbonate and magnesium hydroxide, oxide or carbonate are the antacids the leaflets name; a form the label
// does not give is taken to be one of them (lib/interactions/applicability.ts).
function antacidMineral(ingredient: string, mineral: string, forms: string[]): DrugInteractionInput {
  return record(ingredient, NEEDS_ACID, {
    severityLevel: "minor",
    interactionType: "reduced_absorption",
    mechanism: `${mineral} in these forms neutralises stomach acid, which some medicines need in order to be absorbed in the gut.`,
    expectedEffect: "Less of the medicine absorbed, so it may work less well.",
    clinicalSignificance:
      "The EU leaflets of Harvoni and Epclusa (4 hours), Edurant (2 hours before or 4 after), Calquence and Sprycel (2 hours) ask people to keep antacids such as calcium carbonate or magnesium hydroxide apart from the medicine.",
    recommendation: `Take ${mineral.toLowerCase()} supplements at least 4 hours before or after this medicine, or ask your pharmacist for the gap its leaflet gives.`,
    avoidCombination: false,
    timingSeparationHours: 4,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: ANTACID_LEAFLETS,
    appliesWhen: {
      ingredient,
      chemicalForms: forms,
      rationale: `The leaflets name antacids; ${mineral.toLowerCase()} citrate and similar salts do not neutralise acid.`,
    },
  });
}

export const DRUG_INTERACTIONS_PART_101: DrugInteractionInput[] = [
  antacidMineral("calcium", "Calcium", ["carbonate"]),
  antacidMineral("magnesium", "Magnesium", ["hydroxide", "oxide", "carbonate"]),
  bitterOrangeRaises(
    IBRUTINIB,
    "ibrutinib",
    "The Imbruvica leaflet says not to take it with grapefruit or Seville (bitter) oranges, including a supplement that might contain them, as they can increase the amount of ibrutinib in the blood.",
    [R.imbruvicaLeaflet],
  ),
  bitterOrangeRaises(
    VENETOCLAX,
    "venetoclax",
    "The Venclyxto leaflet says not to eat grapefruit products, Seville (bitter) oranges or starfruit while taking it, including a supplement that might contain them, as they can increase the amount of venetoclax in the blood.",
    [R.venclyxtoLeaflet],
  ),
  lomitapideDose(
    "bitter-orange",
    "Bitter orange",
    "The Lojuxta leaflet says the dose may need to be adjusted if you consume Seville oranges.",
  ),
  lomitapideDose(
    "peppermint-oil",
    "Peppermint oil",
    "The Lojuxta leaflet says the dose may need to be adjusted if you consume peppermint oil.",
  ),
  lomitapideDose(
    "ginkgo-biloba",
    "Ginkgo",
    "The Lojuxta leaflet names ginkgo among the herbal medicines for which the doctor may need to change the dose.",
  ),
  lomitapideDose(
    "goldenseal",
    "Goldenseal",
    "The Lojuxta leaflet names goldenseal among the herbal medicines for which the doctor may need to change the dose.",
  ),
  // Fish oil and vitamin E with ibrutinib were records already.
  ibrutinibBleeding("flaxseed", "flaxseed"),
  zanubrutinibBleeding("omega-3-fish-oil", "fish oil"),
  zanubrutinibBleeding("cod-liver-oil", "cod liver oil (a fish oil)"),
  zanubrutinibBleeding("vitamin-e", "vitamin E"),
  zanubrutinibBleeding("flaxseed", "flaxseed"),
  record("bitter-orange", ZANUBRUTINIB, {
    severityLevel: "moderate",
    interactionType: "enzyme_inhibition",
    mechanism: SEVILLE,
    expectedEffect: "More zanubrutinib in the blood, with more of its side effects.",
    clinicalSignificance:
      "The Brukinsa leaflet says Seville (bitter) oranges should be consumed with caution around the time of a dose, as they can increase the amount of zanubrutinib in the blood.",
    recommendation:
      "Ask your cancer team before taking a bitter orange (Seville orange) supplement with Brukinsa.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.brukinsaLeaflet],
  }),
  charcoalLowers(
    {
      drugName: "Teriflunomide",
      genericName: "teriflunomide",
      brandNames: ["Aubagio"],
      drugClass: "Immunomodulator (multiple sclerosis)",
    },
    "teriflunomide",
    "The Aubagio leaflet asks people to tell their doctor or pharmacist if they take activated charcoal; charcoal is what doctors use to remove teriflunomide from the body quickly.",
    [R.aubagioLeaflet],
  ),
  charcoalLowers(
    {
      drugName: "Leflunomide",
      genericName: "leflunomide",
      brandNames: ["Arava"],
      drugClass: "Disease-modifying antirheumatic drug",
    },
    "leflunomide",
    "The Arava leaflet says colestyramine or activated charcoal can reduce the amount of leflunomide the body absorbs.",
    [R.aravaLeaflet],
  ),
  record(
    "caffeine",
    {
      drugName: "Cannabidiol oral solution",
      genericName: "epidyolex",
      brandNames: ["Epidyolex"],
      drugClass: "Antiepileptic (cannabidiol)",
    },
    {
      severityLevel: "moderate",
      interactionType: "enzyme_inhibition",
      mechanism: "Cannabidiol slows the liver enzyme (CYP1A2) that breaks down caffeine.",
      expectedEffect: "More caffeine in the blood: jitteriness, a fast heartbeat and poor sleep.",
      clinicalSignificance:
        "The Epidyolex leaflet names caffeine among the medicines whose effect Epidyolex may change, and asks people to tell their doctor as the dose may need to be adjusted.",
      recommendation:
        "Tell your epilepsy team before taking caffeine tablets or supplements with Epidyolex, and keep your coffee intake steady.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [R.epidyolexLeaflet],
    },
  ),
];
