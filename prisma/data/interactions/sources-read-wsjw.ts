// The read log of the round on medicines whose own product information names St John's wort (drug-interactions-part-56.ts).
// The UK copies found came up only in their opening sections; the texts the records rest on (an EU SmPC in Italian, an
// EU leaflet in German, Swiss, Malaysian, Hong Kong, Canadian and US texts) are at addresses this log's kinds do not
// hold, so each is told in the note of the UK entry it stands beside.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-11-30";

export const SOURCES_READ_WSJW: SourceReadInput[] = [
  ukProductInformation(
    "st-johns-wort",
    {
      title: "Kalydeco 50 mg granules in sachet (ivacaftor): summary of product characteristics",
      publisher: "electronic medicines compendium (emc)",
      url: "https://www.medicines.org.uk/emc/product/1954/smpc/print",
    },
    {
      outcome: "not-readable",
      note: "Only sections 1 to 4.2 were in what could be read. The EU Kalydeco SmPC's section 4.5 was read in Italian (Starbene, https://starbene.it/farmaci/_043519053/interazioni) and the Swiss Kalydeco text in German (ch.oddb.org): Kalydeco, alone or with tezacaftor/ivacaftor, with strong CYP3A inducers such as rifampicin, rifabutin, phenobarbital, carbamazepine, phenytoin and St John's wort is not recommended (rifampicin cut ivacaftor exposure by 89%); Vertex's US table for Trikafta (Kaftrio) says the same. di-st-johns-wort-ivacaftor cites the three and blocks, as 'not recommended' does across the knowledge base; it reaches Kaftrio, Symkevi and Orkambi through their ivacaftor. Orkambi's own text (lumacaftor is itself an inducer) was not read. Kalydeco's US pages name carbamazepine, phenytoin and the rifamycins but not the herb.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "st-johns-wort",
    {
      title: "Latuda film-coated tablets (lurasidone): summary of medicine characteristics",
      publisher: "UK SmPC, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/latuda-69773/summary-of-medicine-characteristics",
    },
    {
      outcome: "not-readable",
      note: "Only sections 1 to 4.2 were in what could be read. The EU leaflet (medikamio's Austrian copy, read in German) says Latuda must not be taken with medicines that change lurasidone levels, among them a herbal medicine for depression containing St John's wort (Hypericum perforatum); MIMS Hong Kong's prescribing information says lurasidone must not be used with strong CYP3A4 inducers such as St John's wort (see Contraindications). di-st-johns-wort-lurasidone cites both and blocks as contraindicated. A Saudi copy of the English leaflet (sdi.sfda.gov.sa) was cut off before the herb.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "st-johns-wort",
    {
      title: "Celsentri (maraviroc): patient leaflet",
      publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/celsentri-69757/patient-leaflet",
    },
    {
      outcome: "not-readable",
      note: "Only the start of section 2 was in what could be read; medikamio's copy of the UK leaflet (ViiV Healthcare UK) and the EU SmPC (medthority) stopped before their lists of other medicines. NAM aidsmap's page on CCR5 inhibitors (http://www.aidsmap.com/CCR5-inhibitors/page/2291753/, read at an http address, so not cited) says St John's wort should not be taken with maraviroc; the Swiss PharmaWiki summary (sanomedica.com) says medicines containing St John's wort must not be used with it. di-st-johns-wort-maraviroc cites the latter and blocks. US guidance tables (clinicalinfo.hiv.gov) give maraviroc doses with inducing medicines but were not read as far as the herb.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "st-johns-wort",
    {
      title: "Inspra 25mg film-coated tablets (eplerenone): summary of product characteristics",
      publisher: "electronic medicines compendium (emc)",
      url: "https://www.medicines.org.uk/emc/product/120/smpc",
    },
    {
      outcome: "not-readable",
      note: "Only sections 1 to 4.2 were in what could be read. Pfizer's Canadian product monograph (pfizermedicalinformation.ca) says St John's wort was found to lower eplerenone exposure and raise its clearance significantly, indicating that strong CYP3A4 inducers should be avoided: di-st-johns-wort-eplerenone, resting on the Canadian text. Beside it, for tolvaptan (Jinarc): no UK copy of its section 4.5 came up (RxReasoner's Jinarc page showed sections 4.3 and 4.4 only); MIMS Malaysia's copy of the product information (a staging address, sit.mimsdev.com) says potent CYP3A inducers, St John's wort among them, are to be avoided: di-st-johns-wort-tolvaptan, written for Jinarc; Samsca's text was not read. And for ranolazine (Ranexa): no UK or EU text came up past its warnings (MIMS Malaysia's special precautions); Gilead's US safety page contraindicates CYP3A inducers, naming St John's wort: di-st-johns-wort-ranolazine blocks as major, resting on the US text.",
    },
    READ_ON,
  ),
];
