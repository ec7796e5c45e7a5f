// References first cited in the second round on medicines whose own product information names a supplement
// (drug-interactions-part-57.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WMEDS2 = {
  /**
   * "Coadministration has not been studied and is not recommended in the product labels for Descovy. St John's wort,
   * a P-gp inducer, may decrease tenofovir alafenamide plasma concentrations"; low-hyperforin products (1 mg a day or
   * less) may be considered.
   */
  descovyLiverpool: {
    title: "Emtricitabine/tenofovir alafenamide (Descovy) with St John's wort: interaction summary",
    publisher: "University of Liverpool HIV Drug Interactions",
    url: "https://www.hiv-druginteractions.org/interactions/87646",
  },
  /** The US label's table for F/TAF: St John's wort (Hypericum perforatum), decreased TAF, coadministration not recommended. */
  descovyUsTable: {
    title:
      "Emtricitabine/tenofovir alafenamide (F/TAF) drug interactions from the US prescribing information, table 4 (St John's wort)",
    publisher: "PubMed Central (table of a review article)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7875561/table/Tab4",
  },
  /**
   * "Strong inducers of CYP3A (such as rifampin, phenytoin, carbamazepine, phenobarbital, or St. John's Wort) may
   * significantly reduce riociguat exposure. Data are not available to guide dosing."
   */
  adempasUs: {
    title:
      "Managing Adempas (riociguat): pharmacokinetic interactions, strong CYP3A inducers such as St John's wort",
    publisher: "Bayer (US healthcare professional site, from the US prescribing information)",
    url: "https://adempashcp.com/managing-adempas",
  },
  /** "Reduced systemic exposure w/ other CYP3A4 inducers eg, carbamazepine, phenobarb, phenytoin, St. John's wort." */
  tracleerMalaysia: {
    title: "Tracleer (bosentan): concise prescribing information, drug interactions (Malaysia)",
    publisher: "MIMS Malaysia (Janssen product information, mirror address)",
    url: "https://prdmimsweb.azurewebsites.net/malaysia/drug/info/tracleer",
  },
  /**
   * Efavirenz, a moderate CYP3A4 inducer, cut daridorexant exposure by 61%: "concomitant use with a moderate or strong
   * CYP3A4 inducer substantially decreases exposure to daridorexant, which may reduce efficacy."
   */
  quviviqHongKong: {
    title: "Quviviq (daridorexant): drug interactions, from the full prescribing information (Hong Kong)",
    publisher: "MIMS Hong Kong (staging address)",
    url: "https://sit.mimsdev.com/hongkong/drug/info/quviviq/drug-interactions",
  },
  /**
   * Contraindications: "patients taking drugs that are strong inducers of CYP3A4 such as rifampin, carbamazepine,
   * phenytoin, St. John's wort (Hypericum perforatum)".
   */
  riametProductInformation: {
    title: "Riamet (artemether/lumefantrine): product information, contraindications",
    publisher: "pill2trip (copy of the Riamet product information)",
    url: "https://pill2trip.com/medicine/riamet",
  },
  /** Artemether/lumefantrine: CYP3A4 inducers such as rifampicin, carbamazepine, phenytoin, St John's wort. */
  dtgMalariaInteractions: {
    title:
      "Wechselwirkungen und Kontraindikationen von Malariamedikamenten (interactions of malaria medicines: artemether/lumefantrine)",
    publisher: "Deutsche Gesellschaft für Tropenmedizin (German Society for Tropical Medicine)",
    url: "https://www.dtg.org/index.php/wechselwirkungen-und-kontraindikationen-von-malariamedikamenten.html%20",
  },
} satisfies Record<string, Reference>;
