// The cancer-care round: St John's wort (Kira, a UK registered product) with cancer medicines taken by mouth whose own
// product information says not to use it (Venclyxto and Imbruvica, 4.3; Lorviqua) or to avoid the inducers it names
// it among (Glivec), typed
// as people write them, and with cancer medicines the dictionary did not read before (ivosidenib, pemigatinib), which
// meet the caution for everyone on cancer treatment. Negatives: a vitamin D supplement, which no text read names with
// these medicines, stays quiet with them.
import type { ScenarioInput } from "../schema";
import { quietMedicine, scenario } from "./by-mechanism";
import { flag, med } from "./build";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  venclyxto: {
    title: "Venclyxto (venetoclax): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "EU SmPC (European Medicines Agency, AbbVie), reproduced by RxReasoner",
    url: "https://rxreasoner.com/monographs/venclyxto/precautions",
  },
  glivec: {
    title: "Glivec (imatinib): safety information, special warnings and precautions for use",
    publisher: "Novartis (glivec.com), from the EU SmPC",
    url: "https://www.glivec.com/safetyinformation1/",
  },
  imbruvica: {
    title: "Imbruvica (ibrutinib): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "RxReasoner (copy of the EU product information published by the European Medicines Agency)",
    url: "https://www.rxreasoner.com/monographs/imbruvica/precautions",
  },
  lorviqua: {
    title: "Lorviqua (lorlatinib): drug interactions, from the full prescribing information (Thailand)",
    publisher: "MIMS Thailand (Pfizer product information)",
    url: "https://uat.mimsdev.com/thailand/drug/info/lorviqua/drug-interactions",
  },
  crukSjw: {
    title: "St John's wort and cancer",
    publisher: "Cancer Research UK",
    url: "https://www.cancerresearchuk.org/about-cancer/treatment/complementary-alternative-therapies/individual-therapies/st-johns-wort",
  },
} satisfies Record<string, Reference>;

const VENETOCLAX =
  "Section 4.3 of the Venclyxto SmPC contraindicates preparations containing St John's wort in all patients.";
const IMATINIB =
  "The Glivec product information says CYP3A4 inducers, St John's wort among them, may significantly reduce imatinib exposure and that strong inducers should be avoided.";
const IBRUTINIB =
  "Section 4.3 of the Imbruvica SmPC says preparations containing St John's wort are contraindicated with Imbruvica.";
const LORLATINIB =
  "Pfizer's Lorviqua product information names St John's wort among the strong CYP3A4/5 inducers whose use with lorlatinib is contraindicated.";
const ANY_CANCER_MEDICINE =
  "Cancer Research UK says St John's wort can interact with certain cancer drugs and to check with your doctor first.";

// Each record read here, and the caution for all cancer medicines, is at least major.
function sjw(id: string, medicine: string, rationale: string, source: Reference): ScenarioInput {
  return scenario(
    {
      id: `sc-wnci-sjw-${id}`,
      title: `St John's wort with ${medicine}`,
      medicines: [medicine],
      stack: [PRODUCT.stJohnsWort],
      rationale,
      sources: [source],
    },
    { flags: [flag("st-johns-wort", med(medicine), "major")] },
  );
}

function quiet(id: string, medicine: string): ScenarioInput {
  return quietMedicine(
    {
      id: `sc-wnci-vitamin-d3-${id}`,
      title: `Vitamin D3 25 µg with ${medicine} (not named)`,
      product: PRODUCT.vitaminD25,
      rationale: `No product information read for ${medicine} names vitamin D.`,
      sources: [SOURCE.venclyxto, SOURCE.glivec],
    },
    "vitamin-d3",
    medicine,
  );
}

export const WNCI_SCENARIOS: ScenarioInput[] = [
  sjw("venetoclax", "venetoclax", VENETOCLAX, SOURCE.venclyxto),
  sjw("venclyxto", "Venclyxto 100mg tablets", VENETOCLAX, SOURCE.venclyxto),
  sjw("venetoclax-dose", "venetoclax 400mg once a day", VENETOCLAX, SOURCE.venclyxto),
  sjw("imatinib", "imatinib 400mg once daily", IMATINIB, SOURCE.glivec),
  sjw("glivec", "Glivec 400mg", IMATINIB, SOURCE.glivec),
  sjw("imatinib-tablets", "imatinib tablets", IMATINIB, SOURCE.glivec),
  sjw("ibrutinib", "ibrutinib 420mg once a day", IBRUTINIB, SOURCE.imbruvica),
  sjw("imbruvica", "Imbruvica 140mg capsules", IBRUTINIB, SOURCE.imbruvica),
  sjw("lorlatinib", "lorlatinib 100mg daily", LORLATINIB, SOURCE.lorviqua),
  sjw("lorviqua", "Lorviqua", LORLATINIB, SOURCE.lorviqua),
  sjw("ivosidenib", "ivosidenib 500mg once a day", ANY_CANCER_MEDICINE, SOURCE.crukSjw),
  sjw("pemazyre", "Pemazyre 13.5mg", ANY_CANCER_MEDICINE, SOURCE.crukSjw),
  quiet("venetoclax", "venetoclax 400mg"),
  quiet("glivec", "Glivec 400mg"),
  quiet("lorviqua", "Lorviqua 100mg"),
];
