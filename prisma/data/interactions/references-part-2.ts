// References first cited by drug-interactions-part-8.ts. Only pages known to exist; titles name the section
// that states the interaction.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";
import { bnf, epar } from "./references";

export const REF2 = {
  /** Lists anti-anxiety drugs, diabetes drugs, statins, transplant immunosuppressants, fexofenadine, finasteride, nifedipine, verapamil and voriconazole. */
  nccihSjwInteractions: {
    title: "Know the Science: How medications and supplements can interact — more about St. John's wort",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
  },
  /** Section 4.3: co-administration with St John's wort is contraindicated. */
  vfendEpar: epar("vfend", "Vfend (voriconazole), sections 4.3 and 4.5"),
  /** Folic acid is predicted to lower phenobarbital, primidone and phenytoin levels. */
  bnfFolicAcid: bnf("folic-acid", "Folic acid"),
  /** Section 4.5: a 2-hour gap between Gaviscon and other medicines, iron salts among them. */
  gavisconAdvanceSmpc: {
    title: "Gaviscon Advance Oral Suspension: summary of product characteristics, section 4.5",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/gaviscon-advance-suspension-95618/summary-of-medicine-characteristics",
  },
} satisfies Record<string, Reference>;
