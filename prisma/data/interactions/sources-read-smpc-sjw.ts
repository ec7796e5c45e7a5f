// The read log of St John's wort in other medicines' product information (drug-interactions-part-14.ts,
// references-smpc-sjw.ts). The log's kinds hold UK and EMA addresses only, so the EU copies the records cite
// (RxReasoner, an Italian SmPC, a Portuguese leaflet, an EMA overview republished elsewhere) and the medicines
// searched without a usable statement are told in one entry without an address.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, ukProductInformation } from "./sources-read-page";

const SJW = "st-johns-wort";

export const SOURCES_READ_SMPC_SJW: SourceReadInput[] = [
  ukProductInformation(
    SJW,
    {
      title: "Paxlovid 150 mg/100 mg film-coated tablets: summary of product characteristics",
      publisher: "emc (medicines.org.uk)",
      url: "https://www.medicines.org.uk/emc/product/13145",
    },
    {
      outcome: "not-readable",
      note: "The UK SmPC was found, but the text available here stops at section 4.2, before the contraindications; di-st-johns-wort-nirmatrelvir cites the EMA's overview instead.",
    },
  ),
  ukProductInformation(
    SJW,
    {
      title: "Epclusa 400 mg/100 mg film-coated tablets: summary of product characteristics",
      publisher: "UK SmPC, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/epclusa-400-mg-100-mg-film-coated-tablets-87914/summary-of-medicine-characteristics",
    },
    {
      outcome: "not-readable",
      note: "The copy was found, but the text available here stops at section 4.2. Epclusa contains sofosbuvir, which di-st-johns-wort-sofosbuvir covers from the Sovaldi SmPC.",
    },
  ),
  notFound(
    SJW,
    "uk-product-information",
    "Read one medicine at a time for St John's wort. Records from EU copies (not UK addresses): Sovaldi 4.3 and Vosevi 4.3 on RxReasoner, Cresemba 4.3 in Italian, the Maviret leaflet in Portuguese, the EMA's Paxlovid overview republished by EIN Presswire — all contraindicate St John's wort. Searched without a usable statement: Harvoni (only US labels and interaction checkers came up; Zepatier's EU text was found later, di-st-johns-wort-elbasvir); the Epclusa leaflet (emc at an http address only); maraviroc (aidsmap at an http address, US tables); lenacapavir and fostemsavir (US labels only, which name St John's wort; no UK or EU text found); ivacaftor (US pages only); apremilast and ticagrelor (the US and Philippine texts found name rifampicin, phenytoin, carbamazepine and phenobarbital as inducers, not St John's wort; no UK or EU text found).",
  ),
];
