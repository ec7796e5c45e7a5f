// The read log of the round that looked for medicines whose own product information names supplements, by its words
// (drug-interactions-part-53.ts, medicines/wmeds.ts). Texts found only at addresses this log's kinds do not hold (the
// EU product information as RxReasoner reproduces it, UK leaflets on Drugs.com, a Swiss or Italian text) are told in
// the notes of the UK entries they stand beside.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_WMEDS } from "./references-wmeds";
import { ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-11-30";

export const SOURCES_READ_WMEDS: SourceReadInput[] = [
  ukProductInformation(
    "selenium",
    REF_WMEDS.xofluzaUkSmpc,
    {
      outcome: "not-readable",
      note: "The UK copy found stops at section 4.2. The EU text of the same product information (Roche, 2022, on RxReasoner) says in sections 4.2 and 4.5 that Xofluza should not be taken with laxatives, antacids or oral supplements containing iron, zinc, selenium, calcium or magnesium; baloxavir joined the dictionary and each of the five minerals has a record on it citing that text (di-selenium-baloxavir-marboxil and the others).",
    },
    READ_ON,
  ),
  ukProductInformation(
    "iron",
    REF_WMEDS.quofenixUkSmpc,
    {
      outcome: "not-readable",
      note: "Read to section 4.2 ('as per fluoroquinolone class'); section 4.5 was not in what could be read. Delafloxacin (Quofenix) joined the dictionary as a fluoroquinolone, so the fluoroquinolone records on iron, calcium, magnesium and zinc reach it (at least 2 hours before or 4 to 6 hours after); the US monograph's 2 hours before or 6 hours after fits them.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "calcium",
    {
      title: "Evrenzo (roxadustat) film-coated tablets (Great Britain): summary of product characteristics",
      publisher: "electronic medicines compendium (emc)",
      url: "https://www.medicines.org.uk/emc/product/12835/smpc",
    },
    {
      outcome: "not-readable",
      note: "Only sections 1 and 2 were in what could be read; RxReasoner's copy of roxadustat's interactions showed its CYP2C8, UGT1A9 and statin parts but not the part on phosphate binders and supplements with multivalent cations. Roxadustat was left out of the dictionary until the p23 round read the EU leaflet's advice (sources-read-p23.ts).",
    },
    READ_ON,
  ),
  ukProductInformation(
    "st-johns-wort",
    {
      title: "Mifegyne 200 mg tablets (mifepristone): summary of product characteristics",
      publisher: "electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/3783/smpc/print",
    },
    {
      outcome: "not-readable",
      note: "Read to section 4.2, which says a higher dose (600 mg) is needed with CYP3A4 inducers and points to section 4.5; section 4.5 was not in what could be read. A Swiss and an Italian text name St John's wort among the inducers; not recorded from them, and mifepristone is left out of the dictionary until the UK text is read. Beside it, for St John's wort with ospemifene (Senshio): no UK copy of its section 4.5 was found (a UK prescribing-information page of the maker, senshio.co.uk, gives only the summary); RxReasoner's copy of ospemifene's product information says strong enzyme inducers such as St John's wort would be expected to lower ospemifene and may lower its effect, and its copy of the EU Senshio text names ospemifene beside the other SERMs. Ospemifene joined the dictionary and di-st-johns-wort-ospemifene cites both.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "magnesium",
    {
      title: "Cytotec 200 microgram tablets (misoprostol): patient leaflet",
      publisher: "UK patient leaflet, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/cytotec-200microgram-tablets",
    },
    {
      outcome: "not-readable",
      note: "Only section 1 of this UK leaflet was in what could be read, and no UK misoprostol SmPC's sections 4.4 and 4.5 were found readable. An EU core safety profile for misoprostol (a studylib copy) says magnesium-containing antacids should be avoided to lessen diarrhoea; not recorded from a non-UK secondary copy, and it speaks of antacids rather than supplements. Misoprostol alone is not in the dictionary; Arthrotec (diclofenac with misoprostol) is.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "calcium",
    {
      title: "Loron 520 mg film-coated tablets (clodronate disodium): patient leaflet",
      publisher: "UK patient leaflet, reproduced by medine.co.uk",
      url: "https://medine.co.uk/loron-520mg-film-coated-tablets",
    },
    {
      outcome: "not-readable",
      note: "Sodium clodronate: this copy and the UK Bonefos and Loron leaflets (Drugs.com UK edition) were read for what the medicine is, a bisphosphonate, and it joined the dictionary as one, so the bisphosphonate records on calcium, iron, magnesium and zinc reach it (2 hours apart). Their parts on other medicines and food were not in what could be read; a copy of a UK patient page elsewhere says no food, milk, indigestion remedies, iron or mineral supplements for an hour either side, which the records' 2 hours covers.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "st-johns-wort",
    {
      title: "Sunlenca 300 mg film-coated tablets (lenacapavir): patient leaflet",
      publisher: "electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/14103/xpil/print",
    },
    {
      outcome: "not-readable",
      note: "Section 2's list of medicines not to take with Sunlenca was cut off in what could be read. The US texts found say strong CYP3A inducers are contraindicated but name St John's wort only on a copy site, so lenacapavir has no record yet. Beside it, for fostemsavir (Rukobia), no UK copy of the SmPC's section 4.3 was found: the maker's summary of the US prescribing information lists St John's wort among the inducers with which it is contraindicated, and the EU leaflet (medikamio's copy, read in German) says not to take it with medicines containing St John's wort; di-st-johns-wort-fostemsavir cites both and blocks, as both texts do. Also beside it, for aprepitant (Emend): no UK copy of its SmPC's section 4.5 was found; Germany's medicines list (Rote Liste), summarising the EU product information, says CYP3A4 inducers may lower aprepitant and that preparations containing St John's wort are not recommended with it; di-st-johns-wort-aprepitant cites it and blocks, as a text's 'not recommended' does throughout the knowledge base.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "folic-acid",
    {
      title: "Teysuno (tegafur, gimeracil, oteracil): patient leaflet",
      publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/teysuno-69492/patient-leaflet",
    },
    {
      outcome: "not-readable",
      note: "Only section 2's 'do not take' and warnings parts were in what could be read (other fluoropyrimidines, brivudine, DPD deficiency); its part on other medicines was not, so whether it names a supplement is not known here.",
    },
    READ_ON,
  ),
];
