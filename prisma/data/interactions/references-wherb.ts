// References first cited by the herbal round read in the sources' own words (drug-interactions-part-29.ts,
// food-interactions-wherb.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WHERB = {
  /** Guo 2012: berberine 300 mg three times a day for 2 weeks raised midazolam AUC by 40% and Cmax by 38% (CYP3A4) and the urinary dextromethorphan/dextrorphan ratio ninefold (CYP2D6); "drug-drug interactions should be considered". */
  guoBerberineCyp: {
    title:
      "Repeated administration of berberine inhibits cytochromes P450 in humans (Guo et al., Eur J Clin Pharmacol 2012)",
    publisher: "PubMed Central (National Library of Medicine)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC4898966",
  },
  /** Loperamide is an opioid that acts on opiate receptors in the gut wall and decreases gut motility. */
  independentPharmacistLoperamide: {
    title: "Gut reaction (CPD module), answer 2: how loperamide works",
    publisher: "Independent Pharmacist",
    url: "https://www.independentpharmacist.co.uk/cpd-modules/gut-reaction/answer-2-211238",
  },
} satisfies Record<string, Reference>;
