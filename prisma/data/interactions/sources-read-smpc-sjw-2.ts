// The read log of the second St John's wort round in other medicines' product information
// (drug-interactions-part-16.ts, references-smpc-sjw-2.ts). The log's kinds hold UK and EMA addresses only, so the
// non-UK copies the records cite, and the medicines searched without a usable statement, are told in the EMA entry.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, ukProductInformation } from "./sources-read-page";

const SJW = "st-johns-wort";

export const SOURCES_READ_SMPC_SJW_2: SourceReadInput[] = [
  ukProductInformation(
    SJW,
    {
      title: "Ketoconazole HRA 200 mg tablets: summary of product characteristics",
      publisher: "emc (medicines.org.uk)",
      url: "https://medicines.org.uk/emc/product/1767/smpc",
    },
    {
      outcome: "not-readable",
      note: "The UK SmPC was found, but the text available here stops at section 4.2, before the interactions.",
    },
  ),
  ukProductInformation(
    SJW,
    {
      title: "Pioglitazone 30 mg tablets: summary of product characteristics",
      publisher: "emc (medicines.org.uk)",
      url: "https://medicines.org.uk/emc/product/7406/smpc",
    },
    {
      outcome: "not-readable",
      note: "The UK SmPC was found, but the text available here stops at section 4.1; other copies name only rifampicin as an inducer.",
    },
  ),
  ukProductInformation(
    SJW,
    {
      title: "Istin 5 mg tablets (amlodipine): summary of product characteristics",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/istin-5mg-tablets/summary",
    },
    {
      outcome: "not-readable",
      note: "The text available here stops at section 4.2. An amlodipine SmPC copy says CYP3A4 inducers (rifampicin, hypericum perforatum) may lower amlodipine levels and to use caution, but it was found only at an http address, so there is no record yet.",
    },
  ),
  ukProductInformation(
    SJW,
    {
      title: "Zopiclone 3.75 mg film-coated tablets: summary of product characteristics",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/zopiclone-3-75mg-film-coated-tablets/summary",
    },
    {
      outcome: "not-readable",
      note: "The text available here stops at section 4.2; di-st-johns-wort-zopiclone cites the RxReasoner copy of zopiclone product information, which names St John's wort.",
    },
  ),
  ukProductInformation(
    SJW,
    {
      title: "Lercanidipine hydrochloride film-coated tablets: summary of product characteristics",
      publisher: "UK SmPC (MHRA), reproduced by RxReasoner",
      url: "https://www.rxreasoner.com/monographs/lercanidipine/precautions",
    },
    {
      outcome: "not-readable",
      note: "Section 4.3 was read and does not name St John's wort; section 4.5 was not in the text available here. Another lercanidipine text names anticonvulsants and rifampicin as the CYP3A4 inducers.",
    },
  ),
  ukProductInformation(
    SJW,
    {
      title: "Repaglinide tablets: summary of product characteristics",
      publisher: "UK SmPC (MHRA), reproduced by RxReasoner",
      url: "https://www.rxreasoner.com/monographs/repaglinide/precautions",
    },
    {
      outcome: "not-readable",
      note: "Section 4.5 was not in the text available here; an older repaglinide SmPC names oral contraceptives, rifampicin, barbiturates and carbamazepine as reducing its effect, not St John's wort.",
    },
  ),
  notFound(
    SJW,
    "ema",
    "EU product information was looked for one medicine at a time. The EU SmPC copies found for Abilify (aripiprazole), Otezla (apremilast) and Mysildecard (sildenafil) stop before section 4.5 in the text read here. Records instead cite RxReasoner copies for zolpidem (Stilnoct text) and zopiclone, MIMS Indonesia for Revatio (sildenafil) and the Swiss Apremilast-Mepha text in French. Texts read that name other inducers but not St John's wort: felodipine, quetiapine, tadalafil, itraconazole, pioglitazone and ticagrelor. No product information naming it was found for diltiazem, aripiprazole, oxycodone, buprenorphine or ketoconazole.",
  ),
];
