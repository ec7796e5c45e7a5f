// Medicines whose own product information names St John's wort but which met no record: tenofovir alafenamide
// (Descovy, Vemlidy, in Biktarvy), artemether/lumefantrine (Riamet), riociguat (Adempas), bosentan (Tracleer) and
// daridorexant (Quviviq), typed as people write them. Negatives are nearby medicines those texts do not name and that
// no enzyme record reaches: tenofovir disoproxil, other hepatitis B and malaria medicines, other pulmonary
// hypertension medicines.
import type { ScenarioInput } from "../schema";
import { stJohnsWortCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  descovy: {
    title: "Emtricitabine/tenofovir alafenamide (Descovy) with St John's wort: interaction summary",
    publisher: "University of Liverpool HIV Drug Interactions",
    url: "https://www.hiv-druginteractions.org/interactions/87646",
  },
  riamet: {
    title: "Riamet (artemether/lumefantrine): product information, contraindications",
    publisher: "pill2trip (copy of the Riamet product information)",
    url: "https://pill2trip.com/medicine/riamet",
  },
  adempas: {
    title:
      "Managing Adempas (riociguat): pharmacokinetic interactions, strong CYP3A inducers such as St John's wort",
    publisher: "Bayer (US healthcare professional site, from the US prescribing information)",
    url: "https://adempashcp.com/managing-adempas",
  },
  tracleer: {
    title: "Tracleer (bosentan): concise prescribing information, drug interactions (Malaysia)",
    publisher: "MIMS Malaysia (Janssen product information, mirror address)",
    url: "https://prdmimsweb.azurewebsites.net/malaysia/drug/info/tracleer",
  },
  quviviq: {
    title: "Quviviq (daridorexant): drug interactions, from the full prescribing information (Hong Kong)",
    publisher: "MIMS Hong Kong (staging address)",
    url: "https://sit.mimsdev.com/hongkong/drug/info/quviviq/drug-interactions",
  },
} satisfies Record<string, Reference>;

const TAF =
  "Descovy's product labels say St John's wort, which induces P-gp, is not recommended with tenofovir alafenamide, as it may lower its level.";
const RIAMET =
  "Riamet's product information contraindicates strong CYP3A4 inducers, naming St John's wort (Hypericum perforatum).";
const RIOCIGUAT =
  "Adempas's prescribing information says strong CYP3A inducers such as St John's wort may significantly reduce riociguat exposure.";
const BOSENTAN =
  "Tracleer's prescribing information says CYP3A4 inducers such as St John's wort reduce the exposure to bosentan.";
const DARIDOREXANT =
  "Quviviq's product information says moderate or strong CYP3A4 inducers substantially lower daridorexant and may reduce its effect; St John's wort induces CYP3A4.";

const { named: sjw, quiet } = stJohnsWortCases("wmeds2", PRODUCT.stJohnsWort, "Kira");

export const WMEDS2_SCENARIOS: ScenarioInput[] = [
  sjw("descovy", "Descovy 200mg/25mg once a day", "major", TAF, SOURCE.descovy),
  sjw("descovy-prep", "Descovy for PrEP", "major", TAF, SOURCE.descovy),
  sjw("vemlidy", "Vemlidy 25mg daily for hep B", "major", TAF, SOURCE.descovy),
  sjw("taf", "tenofovir alafenamide 25mg", "major", TAF, SOURCE.descovy),
  sjw("biktarvy", "Biktarvy one tablet daily", "major", TAF, SOURCE.descovy),
  sjw("riamet", "Riamet 4 tablets twice a day for 3 days", "contraindicated", RIAMET, SOURCE.riamet),
  sjw("artemether-slash", "artemether/lumefantrine", "contraindicated", RIAMET, SOURCE.riamet),
  sjw("artemether-and", "artemether and lumefantrine 20/120mg", "contraindicated", RIAMET, SOURCE.riamet),
  sjw("adempas", "Adempas 1.5mg three times a day", "moderate", RIOCIGUAT, SOURCE.adempas),
  sjw("riociguat", "riociguat 2.5mg tds", "moderate", RIOCIGUAT, SOURCE.adempas),
  sjw("tracleer", "Tracleer 62.5mg twice daily", "moderate", BOSENTAN, SOURCE.tracleer),
  sjw("bosentan", "bosentan 125mg twice a day", "moderate", BOSENTAN, SOURCE.tracleer),
  sjw("quviviq", "Quviviq 50mg at night", "moderate", DARIDOREXANT, SOURCE.quviviq),
  sjw("daridorexant", "daridorexant 25mg before bed", "moderate", DARIDOREXANT, SOURCE.quviviq),
  quiet(
    "tenofovir-disoproxil",
    "tenofovir disoproxil 245mg",
    "Tenofovir disoproxil is a different form of tenofovir; Descovy's text is about tenofovir alafenamide and no record names the disoproxil form with St John's wort.",
    SOURCE.descovy,
  ),
  quiet(
    "entecavir",
    "entecavir 0.5mg for hepatitis B",
    "Entecavir, another hepatitis B medicine, is not named with St John's wort by the texts read.",
    SOURCE.descovy,
  ),
  quiet(
    "malarone",
    "Malarone once a day",
    "Atovaquone with proguanil, another malaria medicine, is not named by Riamet's text.",
    SOURCE.riamet,
  ),
  quiet(
    "mefloquine",
    "mefloquine 250mg weekly",
    "Mefloquine, another malaria medicine, is not named by Riamet's text and no record names it with St John's wort.",
    SOURCE.riamet,
  ),
  quiet(
    "ambrisentan",
    "ambrisentan 5mg",
    "Ambrisentan, another endothelin receptor antagonist, is not named by Tracleer's text and no record names it with St John's wort.",
    SOURCE.tracleer,
  ),
  quiet(
    "selexipag",
    "selexipag",
    "Selexipag, another pulmonary hypertension medicine, is not named by Adempas's text.",
    SOURCE.adempas,
  ),
];
