// St John's wort with more medicines whose own product information names it — the sleeping tablets zolpidem and
// zopiclone, sildenafil (Revatio) and apremilast — typed by brand as UK patients do, in a low-mood stack.
import type { ScenarioInput } from "../schema";
import { flag, med, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type Severity = Parameters<typeof flag>[2];

const RXREASONER = "RxReasoner (copy of product information)";
const STILNOCT: Source = {
  title: "Zolpidem: interactions, from the Stilnoct product information",
  publisher: RXREASONER,
  url: "https://rxreasoner.com/substances/zolpidem/precautions",
};
const ZOPICLONE: Source = {
  title: "Zopiclone: interactions, from product information",
  publisher: RXREASONER,
  url: "https://www.rxreasoner.com/substances/zopiclone/precautions",
};
const REVATIO: Source = {
  title: "Revatio POS (sildenafil): full prescribing information, drug interactions",
  publisher: "MIMS Indonesia (copy of Pfizer's product information)",
  url: "https://www.mims.com/indonesia/drug/info/revatio%20pos/drug-interactions",
};
const APREMILAST: Source = {
  title: "Apremilast-Mepha: Swiss product information in French, Interactions",
  publisher: "ch.oddb.org (copy of Swiss product information)",
  url: "https://ch.oddb.org:443/fr/gcc/fachinfo/reg/69498/chapter/interactions",
};

interface Case {
  id: string;
  medicine: string;
  severity: Severity;
  title: string;
  rationale: string;
  source: Source;
}

function named(entry: Case): ScenarioInput {
  return {
    id: `sc-sjw-smpc-${entry.id}`,
    title: entry.title,
    profile: { medicines: [entry.medicine], conditions: [] },
    stack: [take(PRODUCT.stJohnsWort), take(PRODUCT.vitaminD25)],
    expect: { flags: [flag("st-johns-wort", med(entry.medicine), entry.severity)] },
    rationale: entry.rationale,
    sources: [entry.source],
  };
}

export const SJW_SMPC_2_SCENARIOS: ScenarioInput[] = [
  named({
    id: "stilnoct",
    medicine: "Stilnoct",
    severity: "moderate",
    title: "Stilnoct (zolpidem) for sleep, with St John's wort and vitamin D",
    rationale:
      "The Stilnoct product information says zolpidem's effect is decreased with CYP3A4 inducers such as St John's wort, which lowered its levels by about a third.",
    source: STILNOCT,
  }),
  named({
    id: "zimovane",
    medicine: "Zimovane",
    severity: "moderate",
    title: "Zimovane (zopiclone) for sleep, with St John's wort and vitamin D",
    rationale:
      "Zopiclone product information says its levels may be decreased with CYP3A4 inducers, St John's wort among them, and a higher dose may be needed.",
    source: ZOPICLONE,
  }),
  named({
    id: "revatio",
    medicine: "Revatio",
    severity: "moderate",
    title: "Revatio (sildenafil) for pulmonary hypertension, with St John's wort and vitamin D",
    rationale:
      "The Revatio product information says sildenafil's efficacy should be closely monitored with potent CYP3A4 inducers such as St John's wort.",
    source: REVATIO,
  }),
  named({
    id: "otezla",
    medicine: "Otezla",
    severity: "major",
    title: "Otezla (apremilast) for psoriasis, with St John's wort and vitamin D",
    rationale:
      "Apremilast product information says taking it with strong cytochrome P450 inducers, St John's wort among them, is not recommended because its effect may be lost.",
    source: APREMILAST,
  }),
];
