// References first cited in the nutrient SmPC audit (drug-interactions-part-48.ts). Each address is the one the page
// was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WAUD = {
  /** 4.3: "Oral and parenteral iron preparations should not be used concomitantly." */
  ferrousSulfateRanbaxySmpc: {
    title:
      "Ferrous sulfate 200 mg film-coated tablets (Ranbaxy): summary of product characteristics, section 4.3",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/2623/smpc",
  },
  /** "09-01-01-02 Parenteral iron": Ferinject (ferric carboxymaltose), Diafer (ferric derisomaltose), Venofer (iron sucrose). */
  lancsParenteralIron: {
    title: "09-01-01-02 Parenteral iron (Lancashire and South Cumbria Formulary)",
    publisher: "NHS Lancashire and South Cumbria Formulary",
    url: "https://lancashireandsouthcumbriaformulary.nhs.uk/Mobile/chaptersSubDetails.asp?FormularySectionID=9&SubSectionID=A100&SubSectionRef=09.01.01.02",
  },
  /** Table 4: intravenous iron formulations available in the UK: Ferinject, Monofer, Venofer and CosmoFer (iron dextran). */
  ukIvIronTable: {
    title:
      "Characteristics of different intravenous iron formulations available in the UK (Obstetric Medicine 2020, table 4)",
    publisher: "PubMed Central (journal article table)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC8358243/table/table4-1753495X20932426",
  },
} satisfies Record<string, Reference>;
