// References first cited in the groups-and-medicines round (drug-interactions-part-33.ts, medicine-classes-wgrp.ts,
// medicines/wgrp.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WGRP = {
  /**
   * Strontium ranelate, interactions: food, milk and derivative products, and medicinal products containing
   * calcium may reduce its bioavailability by about 60-70%, so they should be separated by at least two hours;
   * antacids preferably at least two hours after it; suspend it during oral tetracycline or quinolone treatment.
   */
  strontiumRanelate: {
    title: "Strontium ranelate: interactions, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://www.rxreasoner.com/substances/strontium/precautions",
  },
  /**
   * Section 4.5 of the Imbruvica product information: strong inhibitors of CYP3A4 "(e.g., ketoconazole, indinavir,
   * nelfinavir, ritonavir, saquinavir, clarithromycin, telithromycin, itraconazole, nefazodone, cobicistat,
   * voriconazole and posaconazole)"; moderate ones "(e.g., fluconazole, erythromycin, amprenavir, aprepitant,
   * atazanavir, ciprofloxacin, crizotinib, diltiazem, fosamprenavir, imatinib, verapamil, amiodarone and dronedarone)".
   */
  imbruvicaInteractions: {
    title:
      "Imbruvica (ibrutinib): drug interactions (strong and moderate CYP3A4 inhibitors), from product information",
    publisher: "MIMS Hong Kong",
    url: "https://sit.mimsdev.com/hongkong/drug/info/imbruvica/drug-interactions",
  },
  /** Abstract: "temsirolimus and its primary metabolite, sirolimus, are metabolised by the cytochrome P450 3A4 pathway". */
  temsirolimusKetoconazole: {
    title:
      "Differential effects of ketoconazole on exposure to temsirolimus following intravenous infusion of temsirolimus (Br J Cancer 2008;98:1797-1802), abstract",
    publisher: "PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC2410110",
  },
  /** Section 4.1: Torisel (temsirolimus) for advanced renal cell carcinoma and relapsed or refractory mantle cell lymphoma, by infusion. */
  toriselSmpc: {
    title:
      "Torisel 30 mg concentrate and diluent for solution for infusion: summary of product characteristics",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/6401/smpc/print",
  },
  /**
   * Section 2, "Do not take CRIXIVAN ... if you are taking any of the following medicines", lists St John's wort
   * (Hypericum perforatum), "a herbal medicine used for depression"; section 1 calls indinavir a protease inhibitor.
   */
  crixivanLeaflet: {
    title: "Crixivan (indinavir) capsules: patient leaflet, sections 1 and 2",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/crixivan-70987/patient-leaflet",
  },
} satisfies Record<string, Reference>;
