// The read log of the p12 round and after: pages a blind probe was written from that gave records no earlier entry lists.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_P8 } from "./references-p8";
import { REF_P12 } from "./references-p12";
import { TACROLIMUS_HERBS_READ } from "./drug-interactions-part-103";
import { readPage, records, ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-12-06";

export const SOURCES_READ_P12: SourceReadInput[] = [
  ukProductInformation(
    "activated-charcoal",
    REF_P8.braggsCharcoalSmpc,
    {
      ...records("di-activated-charcoal-any-medicine"),
      note: "Sections 4.4 and 4.5 say to consult a pharmacist or doctor before taking the charcoal with other medication, as it may reduce the effect of other medicines; written on every medicine now that the dictionary has a group for any medicine. The records on named groups (from the Carbellon SmPC and the MHRA case study) speak where they apply.",
    },
    READ_ON,
  ),
  readPage(
    "betaine",
    "ema",
    REF_P12.cystadaneLeaflet,
    {
      ...records(
        "di-betaine-vigabatrin",
        "di-betaine-gabapentinoid",
        "ss-bcaa-betaine",
        "mc-betaine-pregnancy",
        "mc-betaine-breastfeeding",
      ),
      note: "Section 2: tell your doctor if you take vigabatrin or GABA analogues (the two records are now 'moderate', asking first, where the SmPC alone gave a 30-minute gap), leave 30 minutes after an amino-acid mixture, and ask your doctor in pregnancy and breastfeeding.",
    },
    READ_ON,
  ),
  readPage(
    "st-johns-wort",
    "ema",
    REF_P12.biktarvyLeaflet,
    {
      ...records("di-st-johns-wort-bictegravir"),
      note: "Section 2: St John's wort must never be taken with Biktarvy; the integrase inhibitor group's record (major) stays for the others. Magnesium and iron supplements 2 hours apart are the group's existing notes.",
    },
    READ_ON,
  ),
  readPage(
    "st-johns-wort",
    "ema",
    REF_P12.genvoyaLeaflet,
    {
      ...records("di-st-johns-wort-elvitegravir"),
      note: "Section 2: St John's wort must never be taken with Genvoya; written on elvitegravir, so Stribild (elvitegravir boosted by cobicistat too) shares it. Mineral supplements 4 hours apart are the group's existing notes.",
    },
    READ_ON,
  ),
  readPage(
    "st-johns-wort",
    "ema",
    REF_P12.reagilaLeaflet,
    {
      ...records("di-st-johns-wort-cariprazine"),
      note: "Section 2 (p16 round): do not take Reagila with herbal therapy containing St John's wort; the record is now contraindicated, where the product information site alone had said to avoid it.",
    },
    READ_ON,
  ),
  // Tacrolimus's leaflet on herbal products, logged under each herb it gave a record for.
  ...TACROLIMUS_HERBS_READ.map((slug) =>
    readPage(slug, "ema", REF_P12.advagrafLeaflet, records(`di-${slug}-tacrolimus`), READ_ON),
  ),
];
