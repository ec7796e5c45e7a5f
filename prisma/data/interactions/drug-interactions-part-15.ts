// Supplement–medicine interactions, part 15: what UK product information says about iron, calcium, magnesium
// and zinc reducing the absorption of medicines the earlier parts did not reach — the medicines section 4.5 of a
// UK magnesium hydroxide SmPC names, fexofenadine from its own leaflet, trientine with iron and zinc, and
// methyldopa with iron (raised to ask-first in the p19 round, from ferric maltol's text). Each was checked against the text of its references.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import {
  verifiedRecord as record,
  type RecordTarget as Target,
  recordTarget as target,
} from "./verified-record";
import { REF_CATIONS } from "./references-smpc-cations";
import { REF_P19 } from "./references-p19";
import { REF_RX } from "./references-rx";

const MAGNESIUM_SALTS =
  "UK product information for Magnesium Hydroxide Mixture BP (section 4.5) says magnesium salts reduce the absorption of a number of other medicines taken at the same time, naming this one, and that as a precaution doses should be separated by about 2 to 3 hours. It is written for a magnesium antacid and laxative; it does not say how much a magnesium supplement changes.";

interface MagnesiumCase {
  target: Target;
  severity: "minor" | "moderate";
  /** What less of the medicine means, in plain words. */
  effect: string;
  supervised?: boolean;
}

// The SmPC gives "about 2 to 3 hours" for every medicine it names; the wider end is kept, as for the tetracyclines.
function magnesiumSalts(entry: MagnesiumCase): DrugInteractionInput {
  return record("magnesium", entry.target, {
    severityLevel: entry.severity,
    interactionType: "reduced_absorption",
    mechanism: "Magnesium salts in the gut reduce how much of this medicine is absorbed.",
    expectedEffect: `Less of the medicine may be absorbed, so ${entry.effect}.`,
    clinicalSignificance: MAGNESIUM_SALTS,
    recommendation:
      "Take this medicine and magnesium supplements or magnesium indigestion remedies about 3 hours apart, and ask your pharmacist if you are unsure how to time them.",
    avoidCombination: false,
    timingSeparationHours: 3,
    medicalSupervision: entry.supervised ?? false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_CATIONS.magnesiumHydroxideMixtureSmpc],
  });
}

const INFECTION = "it may not clear the infection as well";

const MAGNESIUM_CASES: MagnesiumCase[] = [
  {
    target: target("gabapentin", "Gabapentin", "Antiepileptic (gabapentinoid)", ["Neurontin"]),
    severity: "moderate",
    effect: "it may control seizures or nerve pain less well",
  },
  {
    target: target("phenytoin", "Phenytoin", "Antiepileptic", ["Epanutin"]),
    severity: "moderate",
    effect: "seizures may be less well controlled",
    supervised: true,
  },
  {
    target: target("digoxin", "Digoxin", "Cardiac glycoside", ["Lanoxin"]),
    severity: "moderate",
    effect: "it may control your heart rhythm or heart failure less well",
    supervised: true,
  },
  {
    target: target("mycophenolate", "Mycophenolate mofetil", "Immunosuppressant", ["CellCept"]),
    severity: "moderate",
    effect: "it may protect against transplant rejection or control your condition less well",
    supervised: true,
  },
  {
    target: target("penicillamine", "Penicillamine", "Chelating agent"),
    severity: "moderate",
    effect: "it may work less well",
    supervised: true,
  },
  {
    target: target("chloroquine", "Chloroquine", "Antimalarial", ["Avloclor"]),
    severity: "moderate",
    effect: "it may protect against or treat malaria less well",
  },
  {
    target: target("hydroxychloroquine", "Hydroxychloroquine", "Antimalarial", ["Plaquenil"]),
    severity: "moderate",
    effect: "it may control your condition less well",
  },
  {
    target: target("proguanil", "Proguanil", "Antimalarial", ["Paludrine"]),
    severity: "moderate",
    effect: "it may protect against malaria less well",
  },
  {
    target: target("azithromycin", "Azithromycin", "Macrolide antibiotic", ["Zithromax"]),
    severity: "moderate",
    effect: INFECTION,
  },
  {
    target: target("cefaclor", "Cefaclor", "Cephalosporin antibiotic"),
    severity: "moderate",
    effect: INFECTION,
  },
  {
    target: target("cefpodoxime", "Cefpodoxime", "Cephalosporin antibiotic", ["Orelox"]),
    severity: "moderate",
    effect: INFECTION,
  },
  {
    target: target("isoniazid", "Isoniazid", "Antituberculosis medicine"),
    severity: "moderate",
    effect: INFECTION,
    supervised: true,
  },
  {
    target: target("rifampicin", "Rifampicin", "Antibiotic (rifamycin)", ["Rifadin"]),
    severity: "moderate",
    effect: INFECTION,
    supervised: true,
  },
  {
    target: target("itraconazole", "Itraconazole", "Azole antifungal", ["Sporanox"]),
    severity: "moderate",
    effect: "it may clear the fungal infection less well",
  },
  {
    target: target("ketoconazole", "Ketoconazole (tablets)", "Azole antifungal"),
    severity: "moderate",
    effect: "it may work less well",
  },
  {
    target: target("atazanavir", "Atazanavir", "HIV protease inhibitor", ["Reyataz"]),
    severity: "moderate",
    effect: "HIV may be less well controlled",
    supervised: true,
  },
  {
    target: target("fosamprenavir", "Fosamprenavir", "HIV protease inhibitor", ["Telzir"]),
    severity: "moderate",
    effect: "HIV may be less well controlled",
    supervised: true,
  },
  {
    target: target("tipranavir", "Tipranavir", "HIV protease inhibitor", ["Aptivus"]),
    severity: "moderate",
    effect: "HIV may be less well controlled",
    supervised: true,
  },
  {
    target: target("fexofenadine", "Fexofenadine", "Antihistamine", ["Telfast"]),
    severity: "minor",
    effect: "it may relieve allergy symptoms less well",
  },
  {
    target: target("rosuvastatin", "Rosuvastatin", "Statin", ["Crestor"]),
    severity: "minor",
    effect: "it may lower cholesterol less well",
  },
  {
    target: target("lansoprazole", "Lansoprazole", "Proton pump inhibitor", ["Zoton"]),
    severity: "minor",
    effect: "it may reduce stomach acid less well",
  },
  {
    target: target("captopril", "Captopril", "ACE inhibitor"),
    severity: "minor",
    effect: "it may lower blood pressure less well",
  },
  {
    target: target("enalapril", "Enalapril", "ACE inhibitor", ["Innovace"]),
    severity: "minor",
    effect: "it may lower blood pressure less well",
  },
  {
    target: target("sulpiride", "Sulpiride", "Antipsychotic", ["Dolmatil"]),
    severity: "minor",
    effect: "it may work less well",
  },
  {
    target: target("dipyridamole", "Dipyridamole", "Antiplatelet", ["Persantin"]),
    severity: "minor",
    effect: "it may protect against clots less well",
  },
  {
    target: target("deflazacort", "Deflazacort", "Corticosteroid", ["Calcort"]),
    severity: "minor",
    effect: "it may control your condition less well",
  },
];

const FEXOFENADINE_LEAFLET =
  " The fexofenadine leaflet itself says indigestion remedies containing aluminium and magnesium may lower the amount absorbed, and to leave about 2 hours between them.";

const TRIENTINE = target("trientine", "Trientine", "Chelating agent (for Wilson's disease)", [
  "Cuprior",
  "Cufence",
]);

export const DRUG_INTERACTIONS_PART_15: DrugInteractionInput[] = [
  ...MAGNESIUM_CASES.map(magnesiumSalts).map((entry) =>
    entry.genericName === "fexofenadine"
      ? {
          ...entry,
          clinicalSignificance: entry.clinicalSignificance + FEXOFENADINE_LEAFLET,
          references: [REF_CATIONS.fexofenadineLeaflet, ...entry.references],
        }
      : entry,
  ),
  record("iron", TRIENTINE, {
    severityLevel: "moderate",
    interactionType: "chelation",
    mechanism: "Trientine is a chelating agent: it binds metals, and it has been found to lower iron levels.",
    expectedEffect: "Iron and trientine taken together may each work less well.",
    clinicalSignificance:
      "The UK Cuprior (trientine) product information (section 4.4) says trientine has been found to reduce serum iron, that iron supplements may be needed for iron deficiency anaemia, and that they should be given at a different time from trientine.",
    recommendation:
      "Take iron supplements at a different time of day from trientine, and tell your Wilson's disease team that you take iron.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Iron levels and copper levels, as your Wilson's disease team advises.",
    evidenceLevel: 1,
    references: [REF_CATIONS.cupriorSmpc],
  }),
  // "Not recommended" in the SmPC: the combination is blocked, as for other SmPC statements of that strength.
  record("zinc", TRIENTINE, {
    severityLevel: "major",
    interactionType: "possible_interaction",
    mechanism:
      "Trientine and zinc are both treatments that act on copper handling, and trientine binds metals.",
    expectedEffect:
      "How the two affect each other is not well known; there is no dose advice for taking them together.",
    clinicalSignificance:
      "The UK Cuprior (trientine) product information (section 4.4) says the combination of trientine with zinc is not recommended: there are only limited data on taking them together and no specific dose recommendations can be made.",
    recommendation:
      "Do not take zinc supplements, or multivitamins with zinc, with trientine unless your Wilson's disease specialist advises it.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_CATIONS.cupriorSmpc],
  }),
  record("iron", target("methyldopa", "Methyldopa", "Antihypertensive (centrally acting)"), {
    severityLevel: "moderate",
    interactionType: "reduced_absorption",
    mechanism: "Iron taken by mouth lowers how much methyldopa the body takes up.",
    expectedEffect: "Methyldopa may lower blood pressure less well.",
    clinicalSignificance:
      "UK product information for ferric maltol (Feraccru) says iron by mouth and methyldopa should not be used together, as oral iron may antagonise methyldopa's effect on blood pressure; a ferrous sulfate text says iron salts may reduce how much methyldopa is absorbed, and the UK methyldopa leaflet lists iron supplements among the medicines to tell your doctor or pharmacist about.",
    recommendation:
      "Ask your doctor or pharmacist before taking an iron supplement with methyldopa, and have your blood pressure checked if you start one.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood pressure.",
    evidenceLevel: 1,
    references: [REF_P19.ferricMaltolSmpc, REF_RX.ferrousSulfate, REF_CATIONS.methyldopaLeaflet],
  }),
];
