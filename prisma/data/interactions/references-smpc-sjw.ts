// References first cited by the St John's wort records read from other medicines' product information
// (drug-interactions-part-14.ts). Each address is the one the page was read at; the comment gives what it says.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_SMPC_SJW = {
  /** 4.3: contraindicated with strong intestinal P-gp inducers (carbamazepine, phenobarbital, phenytoin, rifampicin, St John's wort); loss of efficacy. */
  sovaldiPrecautions: {
    title:
      "Sovaldi (sofosbuvir) film-coated tablets: summary of product characteristics, section 4.3 (EU product information, 2022)",
    publisher: "RxReasoner (copy of European product information)",
    url: "https://rxreasoner.com/monographs/sovaldi/precautions",
  },
  /** 4.3: contraindicated with strong P-gp and/or strong CYP inducers (e.g. carbamazepine, phenobarbital, phenytoin, rifampicin, rifabutin, St John's wort). */
  voseviPrecautions: {
    title:
      "Vosevi (sofosbuvir, velpatasvir, voxilaprevir) film-coated tablets: summary of product characteristics, section 4.3 (EU product information, 2023)",
    publisher: "RxReasoner (copy of European product information)",
    url: "https://rxreasoner.com/monographs/vosevi/precautions",
  },
  /** 4.3 (in Italian): contraindicated with strong CYP3A4/5 inducers such as rifampicin, carbamazepine, phenytoin and St John's wort ("erba di S. Giovanni"). */
  cresembaItalianSmpc: {
    title:
      "Cresemba 100 mg capsule rigide (isavuconazole): EU summary of product characteristics in Italian, Controindicazioni",
    publisher: "foglietto-illustrativo.it (Italian copy of the EU SmPC)",
    url: "https://www.foglietto-illustrativo.it/index.php/prodotto/cresemba-14cps-100mg",
  },
  /** EMA overview: Paxlovid must not be taken with medicines that may reduce its effectiveness or by patients taking St John's wort. */
  paxlovidEparOverview: {
    title:
      "Human medicines European public assessment report (EPAR): Paxlovid (nirmatrelvir, ritonavir), revision 11",
    publisher: "European Medicines Agency EPAR overview, republished by EIN Presswire",
    url: "https://www.einpresswire.com/article/634206217/human-medicines-european-public-assessment-report-epar-paxlovid-nirmatrelvir-ritonavir-covid-19-virus-infection-date-of-authorisation",
  },
  /** Package leaflet (Portuguese): do not take Maviret if you take hipericão (Hypericum perforatum), among other medicines. */
  maviretPortugueseLeaflet: {
    title:
      "Maviret 100 mg/40 mg comprimidos revestidos por película (glecaprevir, pibrentasvir): EU package leaflet in Portuguese, section 2",
    publisher: "Medikamio (Portuguese copy of the EU package leaflet)",
    url: "https://medikamio.com/pt-pt/medicamentos/maviret-100-mg40-mg-comprimidos-revestidos-por-pelicula/pil",
  },
} satisfies Record<string, Reference>;
