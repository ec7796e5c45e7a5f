// The read log of the wmech round (medicine-properties-wmech.ts, references-wmech.ts): what the search for lists of medicines cleared by CYP3A4 could read.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WMECH: SourceReadInput[] = [
  ukProductInformation(
    "st-johns-wort",
    {
      title: "Paxlovid 150 mg/100 mg film-coated tablets: summary of product characteristics, section 4.3",
      publisher: "emc (medicines.org.uk)",
      url: "https://medicines.org.uk/emc/product/13145/smpc",
    },
    {
      outcome: "not-readable",
      note: "Looked for again for its list of medicines highly dependent on CYP3A for clearance: the UK text read here still stops at section 4.2, and so does the MHRA's 2022 copy on GOV.UK as far as it came up. The list (with St John's wort among the inducers it contraindicates) was read in MIMS Philippines' copy of the product information and in RxReasoner's copy of the 2022 EU text; quetiapine, sildenafil, tadalafil, vardenafil, avanafil, diazepam, tolvaptan and voclosporin (added to the dictionary from its UK SmPC) join the medicines cleared mainly by CYP3A4 from it, so di-st-johns-wort-cyp3a4-dependent reaches avanafil, quetiapine, tadalafil and diazepam (sildenafil and tolvaptan keep their own records). Clozapine, also listed, stays out (the antipsychotic tables read give CYP1A2 as its main enzyme), and fusidic acid too (its entry also stands for creams and eye drops). Not readable here beyond their introductions: the FDA's table of substrates, inhibitors and inducers, and the Liverpool HIV interaction checker (only a site update on lenacapavir came up). Lenacapavir: no UK or EU text naming St John's wort was found (medthority's copy of the Sunlenca SmPC stops at section 4.2); di-st-johns-wort-lenacapavir rests on a US drug guide and Gilead's medical information, which contraindicate the herb and strong CYP3A inducers. Solifenacin is metabolised by CYP3A4 by its product information (MIMS Malaysia's copy), but is left out of the class: the wpi round keeps St John's wort quiet with it, as its text names no herb. Itraconazole: its UK SmPCs came up only as far as section 4.2 (patient-info, emc); section 4.5 was read in Starbene's copy of the Italian Sporanox text (metabolised mainly by CYP3A4; St John's wort expected to act like the inducers it advises against), which gives di-st-johns-wort-itraconazole and its place among the medicines cleared mainly by CYP3A4. Aliskiren: RxReasoner's copy of the EU Rasilez text names St John's wort among P-gp inducers that might lower it, which gives di-st-johns-wort-aliskiren (asking) and its place among P-gp substrates. Tamsulosin's UK SmPC (emc) gives ketoconazole's effect but, in what was read, not its enzymes, so it is not a member; mavacamten's UK SmPC came up only as far as section 4.2. Siponimod (Mayzent) and quinine were searched without a statement of how they are cleared in what could be read.",
    },
    READ_ON,
  ),
];
