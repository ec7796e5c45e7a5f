// Scenarios of the wx1 round's blind probe, written from the cited texts before the knowledge base was opened: the
// misses it fixed (melatonin with amitriptyline, the opiates, NSAIDs and blood pressure medicines, from the NHS page
// on taking melatonin with other medicines; N-acetylcysteine with pholcodine, from the NACSYS leaflet's cough
// suppressants), and neighbours those texts leave out. No catalogue product holds melatonin or N-acetylcysteine, so
// these run on the engine only.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag } from "./build";

type Source = ScenarioInput["sources"][number];

const NHS_MELATONIN_OTHERS: Source = {
  title: "Taking melatonin with other medicines and herbal supplements",
  publisher: "NHS",
  url: "https://www.nhs.uk/medicines/melatonin/taking-melatonin-with-other-medicines-and-herbal-supplements/",
};
const NACSYS_LEAFLET: Source = {
  title: "NACSYS 600 mg effervescent tablets (acetylcysteine): patient leaflet, other medicines",
  publisher: "emc",
  url: "https://medicines.org.uk/emc/product/8576/xpil/print",
};

const melatonin2mg = {
  custom: {
    name: "Melatonin 2mg",
    ingredients: [{ ingredient: "melatonin", amount: 2, unit: "mg" as const }],
  },
  servingsPerDay: 1,
};
const nac600mg = {
  custom: { name: "NAC 600mg", ingredients: [{ ingredient: "nac", amount: 600, unit: "mg" as const }] },
  servingsPerDay: 1,
};

const NHS_SAYS =
  "The NHS says some medicines and melatonin can affect each other and increase the risk of side effects, and asks people taking";

export const WX1_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-wx1-melatonin-amitriptyline",
    title: "Melatonin 2 mg with amitriptyline",
    profile: { medicines: ["amitriptyline"] },
    stack: [melatonin2mg],
    expect: { flags: [flag("melatonin", med("amitriptyline"), "minor")] },
    rationale: `${NHS_SAYS} antidepressants such as fluvoxamine or amitriptyline to tell their doctor or pharmacist before taking melatonin.`,
    sources: [NHS_MELATONIN_OTHERS],
  },
  {
    id: "sc-wx1-melatonin-codeine",
    title: "Melatonin 2 mg with codeine for pain",
    profile: { medicines: ["codeine"] },
    stack: [melatonin2mg],
    expect: { flags: [flag("melatonin", med("codeine"), "minor")] },
    rationale: `${NHS_SAYS} opiates such as codeine or morphine for pain to tell their doctor or pharmacist before taking melatonin.`,
    sources: [NHS_MELATONIN_OTHERS],
  },
  {
    id: "sc-wx1-melatonin-morphine",
    title: "Melatonin 2 mg with morphine tablets",
    profile: { medicines: ["morphine"] },
    stack: [melatonin2mg],
    expect: { flags: [flag("melatonin", med("morphine"), "minor")] },
    rationale: `${NHS_SAYS} opiates such as codeine or morphine for pain to tell their doctor or pharmacist before taking melatonin.`,
    sources: [NHS_MELATONIN_OTHERS],
  },
  {
    id: "sc-wx1-melatonin-ibuprofen",
    title: "Melatonin 2 mg with ibuprofen for back pain",
    profile: { medicines: ["ibuprofen 400mg"] },
    stack: [melatonin2mg],
    expect: { flags: [flag("melatonin", med("ibuprofen 400mg"), "minor", "moderate")] },
    rationale: `${NHS_SAYS} non-steroidal anti-inflammatory drugs such as ibuprofen, naproxen or diclofenac to tell their doctor or pharmacist before taking melatonin.`,
    sources: [NHS_MELATONIN_OTHERS],
  },
  {
    id: "sc-wx1-melatonin-ramipril",
    title: "Melatonin 2 mg with ramipril for blood pressure",
    profile: { medicines: ["ramipril"] },
    stack: [melatonin2mg],
    expect: { flags: [flag("melatonin", med("ramipril"), "minor", "moderate")] },
    rationale: `${NHS_SAYS} medicines that lower blood pressure to tell their doctor or pharmacist before taking melatonin.`,
    sources: [NHS_MELATONIN_OTHERS],
  },
  {
    id: "sc-wx1-melatonin-paracetamol",
    title: "Melatonin 2 mg with paracetamol",
    profile: { medicines: ["paracetamol"] },
    stack: [melatonin2mg],
    expect: { noFlags: [noFlag("melatonin", med("paracetamol"))] },
    rationale:
      "Among painkillers the NHS page names only the NSAIDs and the opiates with melatonin; paracetamol is neither, so no melatonin finding should be shown for it.",
    sources: [NHS_MELATONIN_OTHERS],
  },
  {
    id: "sc-wx1-nac-pholcodine",
    title: "N-acetylcysteine 600 mg with pholcodine linctus",
    profile: { medicines: ["pholcodine linctus"] },
    stack: [nac600mg],
    expect: { flags: [flag("nac", med("pholcodine linctus"), "minor")] },
    rationale:
      "The NACSYS (acetylcysteine) leaflet says cough suppressants should not be used at the same time, as you must be able to cough up the loosened phlegm; pholcodine is a cough suppressant.",
    sources: [NACSYS_LEAFLET],
  },
  {
    id: "sc-wx1-nac-guaifenesin",
    title: "N-acetylcysteine 600 mg with a guaifenesin chesty cough remedy",
    profile: { medicines: ["guaifenesin"] },
    stack: [nac600mg],
    expect: { noFlags: [noFlag("nac", med("guaifenesin"))] },
    rationale:
      "The NACSYS leaflet warns against cough suppressants, which stop the cough that clears loosened phlegm; guaifenesin is an expectorant for chesty coughs, not a suppressant, and the leaflet does not name it.",
    sources: [NACSYS_LEAFLET],
  },
];
