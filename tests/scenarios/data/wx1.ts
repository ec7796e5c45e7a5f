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

type Severity = Parameters<typeof flag>[2];

/** Melatonin 2 mg with a medicine the NHS page asks `whom` to mention first. */
function melatoninWith(
  medicine: string,
  title: string,
  whom: string,
  max?: Severity,
  id = medicine,
): ScenarioInput {
  return {
    id: `sc-wx1-melatonin-${id}`,
    title: `Melatonin 2 mg with ${title}`,
    profile: { medicines: [medicine] },
    stack: [melatonin2mg],
    expect: { flags: [flag("melatonin", med(medicine), "minor", max)] },
    rationale: `${NHS_SAYS} ${whom} to tell their doctor or pharmacist before taking melatonin.`,
    sources: [NHS_MELATONIN_OTHERS],
  };
}

const OPIATES = "opiates such as codeine or morphine for pain";

export const WX1_SCENARIOS: ScenarioInput[] = [
  melatoninWith("amitriptyline", "amitriptyline", "antidepressants such as fluvoxamine or amitriptyline"),
  melatoninWith("codeine", "codeine for pain", OPIATES),
  melatoninWith("morphine", "morphine tablets", OPIATES),
  melatoninWith(
    "ibuprofen 400mg",
    "ibuprofen for back pain",
    "non-steroidal anti-inflammatory drugs such as ibuprofen, naproxen or diclofenac",
    "moderate",
    "ibuprofen",
  ),
  melatoninWith("ramipril", "ramipril for blood pressure", "medicines that lower blood pressure", "moderate"),
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
