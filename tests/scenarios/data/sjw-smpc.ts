// St John's wort with medicines whose own product information names it and contraindicates it — hepatitis C
// antivirals, isavuconazole and Paxlovid — typed by brand as UK patients do, in a low-mood stack with vitamin D.
import type { ScenarioInput } from "../schema";
import { flag, med, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];

const RXREASONER_EU = "RxReasoner (copy of European product information)";
const SOVALDI: Source = {
  title: "Sovaldi: summary of product characteristics, section 4.3",
  publisher: RXREASONER_EU,
  url: "https://rxreasoner.com/monographs/sovaldi/precautions",
};
const VOSEVI: Source = {
  title: "Vosevi: summary of product characteristics, section 4.3",
  publisher: RXREASONER_EU,
  url: "https://rxreasoner.com/monographs/vosevi/precautions",
};
const MAVIRET: Source = {
  title: "Maviret: EU package leaflet in Portuguese, section 2",
  publisher: "Medikamio (Portuguese copy of the EU package leaflet)",
  url: "https://medikamio.com/pt-pt/medicamentos/maviret-100-mg40-mg-comprimidos-revestidos-por-pelicula/pil",
};
const CRESEMBA: Source = {
  title: "Cresemba 100 mg capsule rigide: EU SmPC in Italian, Controindicazioni",
  publisher: "foglietto-illustrativo.it (Italian copy of the EU SmPC)",
  url: "https://www.foglietto-illustrativo.it/index.php/prodotto/cresemba-14cps-100mg",
};
const PAXLOVID: Source = {
  title: "EPAR overview: Paxlovid (nirmatrelvir, ritonavir)",
  publisher: "European Medicines Agency EPAR overview, republished by EIN Presswire",
  url: "https://www.einpresswire.com/article/634206217/human-medicines-european-public-assessment-report-epar-paxlovid-nirmatrelvir-ritonavir-covid-19-virus-infection-date-of-authorisation",
};

interface Case {
  id: string;
  medicine: string;
  title: string;
  rationale: string;
  source: Source;
}

function contraindicated(entry: Case): ScenarioInput {
  return {
    id: `sc-sjw-smpc-${entry.id}`,
    title: entry.title,
    profile: { medicines: [entry.medicine], conditions: [] },
    stack: [take(PRODUCT.stJohnsWort), take(PRODUCT.vitaminD25)],
    expect: { flags: [flag("st-johns-wort", med(entry.medicine), "major")] },
    rationale: entry.rationale,
    sources: [entry.source],
  };
}

export const SJW_SMPC_SCENARIOS: ScenarioInput[] = [
  contraindicated({
    id: "sovaldi",
    medicine: "Sovaldi",
    title: "Sovaldi (sofosbuvir) for hepatitis C, with St John's wort and vitamin D",
    rationale:
      "The Sovaldi SmPC contraindicates strong intestinal P-gp inducers, St John's wort among them, because sofosbuvir levels fall and treatment may fail.",
    source: SOVALDI,
  }),
  contraindicated({
    id: "vosevi",
    medicine: "Vosevi",
    title: "Vosevi for hepatitis C, with St John's wort and vitamin D",
    rationale: "The Vosevi SmPC contraindicates strong P-gp and CYP inducers, naming St John's wort.",
    source: VOSEVI,
  }),
  contraindicated({
    id: "maviret",
    medicine: "Maviret",
    title: "Maviret for hepatitis C, with St John's wort and vitamin D",
    rationale: "The Maviret leaflet says not to take Maviret with St John's wort (Hypericum perforatum).",
    source: MAVIRET,
  }),
  contraindicated({
    id: "cresemba",
    medicine: "Cresemba",
    title: "Cresemba (isavuconazole) for a fungal infection, with St John's wort and vitamin D",
    rationale:
      "The Cresemba SmPC contraindicates strong CYP3A4/5 inducers, St John's wort among them, because isavuconazole levels fall.",
    source: CRESEMBA,
  }),
  contraindicated({
    id: "nirmatrelvir",
    medicine: "nirmatrelvir",
    title: "Nirmatrelvir (the Paxlovid antiviral) for COVID-19, with St John's wort and vitamin D",
    rationale:
      "The EMA's overview says Paxlovid must not be taken by patients who are taking St John's wort.",
    source: PAXLOVID,
  }),
];
