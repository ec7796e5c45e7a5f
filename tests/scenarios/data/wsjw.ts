// Medicines whose own product information names St John's wort (Kira, a UK registered product), typed as people write
// them: ivacaftor alone and in Kaftrio, Symkevi and Orkambi, lurasidone (Latuda), tolvaptan (Jinarc), maraviroc
// (Celsentri), eplerenone (Inspra) and ranolazine (Ranexa). Negatives are nearby medicines those texts do not name and
// that no enzyme record reaches: pancreatic enzymes for cystic fibrosis, another HIV medicine, another potassium-sparing
// diuretic, other angina and kidney medicines, and everyday paracetamol and amoxicillin.
import type { ScenarioInput } from "../schema";
import { stJohnsWortCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  kalydeco: {
    title: "Kalydeco 150 mg (ivacaftor): interazioni (interactions, section 4.5 of the EU SmPC, in Italian)",
    publisher: "Starbene (copy of the Italian product information)",
    url: "https://starbene.it/farmaci/_043519053/interazioni",
  },
  trikafta: {
    title: "Drug interactions with Trikafta (elexacaftor/tezacaftor/ivacaftor and ivacaftor), US",
    publisher: "Vertex Pharmaceuticals (US healthcare professional site)",
    url: "https://www.trikaftahcp.com/drug-interactions",
  },
  latuda: {
    title:
      "Latuda 37 mg Filmtabletten (lurasidone): Gebrauchsinformation (EU patient leaflet, in German), section 2",
    publisher: "medikamio (copy of the Austrian patient leaflet)",
    url: "https://medikamio.com/de-at/medikamente/latuda-37-mg-filmtabletten/pil",
  },
  jinarc: {
    title: "Jinarc (tolvaptan): drug interactions, from the full prescribing information (Malaysia)",
    publisher: "MIMS Malaysia (Otsuka product information, staging address)",
    url: "https://sit.mimsdev.com/malaysia/drug/info/jinarc/drug-interactions",
  },
  maraviroc: {
    title: "Maraviroc: products, effects, interactions (from the Swiss product information)",
    publisher: "sanomedica (PharmaWiki, Switzerland)",
    url: "https://sanomedica.com/maraviroc/",
  },
  inspra: {
    title: "Inspra (eplerenone): drug interactions, Canadian product monograph",
    publisher: "Pfizer Medical Information Canada",
    url: "https://www.pfizermedicalinformation.ca/en-ca/inspra/drug-interactions",
  },
  ranexa: {
    title: "Ranexa (ranolazine): important safety information, contraindications (US)",
    publisher: "Gilead Sciences (US healthcare professional site)",
    url: "https://www.ranexahcp.com/safety-and-tolerability",
  },
} satisfies Record<string, Reference>;

const IVACAFTOR =
  "Kalydeco's product information says ivacaftor, alone or with tezacaftor/ivacaftor, is not recommended with strong CYP3A inducers such as St John's wort; Kaftrio's US text says the same.";
const LURASIDONE =
  "Latuda's leaflet says not to take it with a herbal medicine containing St John's wort; its prescribing information contraindicates strong CYP3A4 inducers such as St John's wort.";
const TOLVAPTAN =
  "Jinarc's product information says taking tolvaptan with potent CYP3A inducers, St John's wort among them, is to be avoided.";
const MARAVIROC =
  "Maraviroc's product information, as summarised, says medicines containing St John's wort must not be used with it.";
const EPLERENONE =
  "Inspra's product monograph says St John's wort significantly lowered eplerenone exposure and that strong CYP3A4 inducers should be avoided.";
const RANOLAZINE = "Ranexa's prescribing information contraindicates CYP3A inducers, naming St John's wort.";

const KIRA = stJohnsWortCases("wsjw", PRODUCT.stJohnsWort, "Kira");
const sjw = (id: string, medicine: string, rationale: string, source: Reference) =>
  KIRA.named(id, medicine, "major", rationale, source);
const { quiet } = KIRA;

export const WSJW_SCENARIOS: ScenarioInput[] = [
  sjw("kalydeco", "Kalydeco 150mg tablets twice a day", IVACAFTOR, SOURCE.kalydeco),
  sjw("ivacaftor", "ivacaftor", IVACAFTOR, SOURCE.kalydeco),
  sjw("kaftrio", "Kaftrio 2 tablets in the morning", IVACAFTOR, SOURCE.trikafta),
  sjw("elexa-teza-iva", "elexacaftor/tezacaftor/ivacaftor", IVACAFTOR, SOURCE.trikafta),
  sjw("symkevi", "Symkevi", IVACAFTOR, SOURCE.kalydeco),
  sjw("orkambi", "Orkambi 200mg/125mg", IVACAFTOR, SOURCE.kalydeco),
  sjw("latuda", "Latuda 37mg once a day", LURASIDONE, SOURCE.latuda),
  sjw("lurasidone", "lurasidone 74mg with food", LURASIDONE, SOURCE.latuda),
  sjw("jinarc", "Jinarc 45mg + 15mg", TOLVAPTAN, SOURCE.jinarc),
  sjw("tolvaptan", "tolvaptan for polycystic kidneys", TOLVAPTAN, SOURCE.jinarc),
  sjw("celsentri", "Celsentri 300mg twice daily", MARAVIROC, SOURCE.maraviroc),
  sjw("maraviroc", "maraviroc", MARAVIROC, SOURCE.maraviroc),
  sjw("inspra", "Inspra 25mg", EPLERENONE, SOURCE.inspra),
  sjw("eplerenone", "eplerenone 50mg once a day", EPLERENONE, SOURCE.inspra),
  sjw("ranexa", "Ranexa 375mg twice a day", RANOLAZINE, SOURCE.ranexa),
  sjw("ranolazine", "ranolazine modified release 500mg", RANOLAZINE, SOURCE.ranexa),
  quiet(
    "creon",
    "Creon 25000 capsules with meals",
    "Pancreatic enzymes for cystic fibrosis are not broken down by liver enzymes and no text read names St John's wort with them.",
    SOURCE.kalydeco,
  ),
  quiet(
    "lamivudine",
    "lamivudine 300mg",
    "Lamivudine, another HIV medicine, is not named with St John's wort by the texts read and is not cleared by CYP3A4.",
    SOURCE.maraviroc,
  ),
  quiet(
    "spironolactone",
    "spironolactone 25mg",
    "Spironolactone, another potassium-sparing diuretic, is not named by Inspra's text and no record names it with St John's wort.",
    SOURCE.inspra,
  ),
  quiet(
    "isosorbide",
    "isosorbide mononitrate 60mg MR",
    "Isosorbide mononitrate, another angina medicine, is not named by Ranexa's text and no record names it with St John's wort.",
    SOURCE.ranexa,
  ),
  quiet(
    "desmopressin",
    "desmopressin",
    "Desmopressin, which also acts on the kidney's water handling, is not named by Jinarc's text.",
    SOURCE.jinarc,
  ),
  quiet(
    "paracetamol",
    "paracetamol 500mg",
    "Paracetamol is not named by any of these texts and no record names it with St John's wort.",
    SOURCE.latuda,
  ),
  quiet(
    "amoxicillin",
    "amoxicillin 500mg three times a day",
    "Amoxicillin is not named by any of these texts and no record names it with St John's wort.",
    SOURCE.latuda,
  ),
];
