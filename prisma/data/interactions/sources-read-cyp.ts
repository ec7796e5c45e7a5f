// The read log of the CYP substrate round (drug-interactions-part-23.ts, references-cyp.ts): the St John's wort
// product information its class records rest on; the log's kinds hold UK and EMA addresses only, so what the search
// for lists of substrates could and could not read is told in the notes.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { records, ukProductInformation } from "./sources-read-page";

const SJW = "st-johns-wort";
const CLASS_RECORDS = [
  "di-st-johns-wort-cyp3a4-substrate",
  "di-st-johns-wort-cyp2c9-substrate",
  "di-st-johns-wort-cyp2c19-substrate",
  "di-st-johns-wort-cyp1a2-substrate",
];

export const SOURCES_READ_CYP: SourceReadInput[] = [
  ukProductInformation(
    SJW,
    {
      title:
        "Nature's Garden St John's Wort Capsules (traditional herbal registration): summary of product characteristics, section 4.3",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/natures-garden-st-johns-wort-capsules/summary",
    },
    {
      ...records(...CLASS_RECORDS, "mc-st-johns-wort-photosensitivity", "mc-st-johns-wort-phototherapy"),
      note: "Section 4.3 names CYP1A2, CYP2C19, CYP2C9 and CYP3A4 and P-glycoprotein as induced; section 4.5 was not in the text read here. The HMPC monograph's special care with every medicine whose metabolism these enzymes influence was read in a herbal retailer's copy of the leaflet text (napiers.net), not cited; the records cite the monograph's own page, as the earlier St John's wort records do.",
    },
  ),
  ukProductInformation(
    SJW,
    {
      title:
        "Herbalstore St John's Wort Tablets (traditional herbal registration): summary of product characteristics, sections 4.3 and 4.5",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/herbalstore-st-johns-wort-tablets/summary",
    },
    {
      ...records(
        "di-st-johns-wort-cyp3a4-substrate",
        "di-st-johns-wort-cyp2c9-substrate",
        "di-st-johns-wort-cyp1a2-substrate",
        "mc-st-johns-wort-photosensitivity",
        "mc-st-johns-wort-phototherapy",
      ),
      note: "Section 4.3 names CYP1A2, CYP2C9 and CYP3A4 and P-glycoprotein as induced (not CYP2C19), so the CYP2C19 record cites the Nature's Garden text. The substrate lists behind the classes are in references-cyp.ts (journal tables, interaction monographs): the FDA's table and the Flockhart table were found but only their introductions could be read here; a CMAJ box whose columns could not be told apart and an Irish MIMS appendix that marks substrates, inhibitors and inducers only by colour were not used. Donepezil, buprenorphine, montelukast and ondansetron were added from their own product information (RxReasoner and MIMS copies) and clarithromycin from a professional monograph; for itraconazole only its inhibiting of CYP3A4 was found, and ivermectin (a CYP3A4 substrate in a porphyria drug monograph) was left out because the dictionary entry also covers the Soolantra cream. UK SmPCs of amlodipine and quetiapine were found, but the text read here stops before section 4.5.",
    },
  ),
];
