// Pages read in the p12 round that no earlier round had cited: EU package leaflets, read in
// full in the Gravitate Health electronic product information test set, cited by the EMA page it belongs to.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const leaflet = (slug: string, name: string): Reference => ({
  title: `${name}: package leaflet, section 2`,
  publisher: "European Medicines Agency (EU package leaflet, read in the Gravitate Health ePI copy)",
  url: `https://www.ema.europa.eu/en/medicines/human/EPAR/${slug}`,
});

export const REF_P12 = {
  /**
   * Section 2: "If you are taking amino-acid mixture or medicines such as vigabatrin or Gaba analogues (medicine used
   * to treat epilepsy), please tell your doctor as they might interact with your treatment with Cystadane"; with an
   * amino-acid mixture, "leave 30 minutes between the intake"; "If you are pregnant or breast-feeding ... ask your
   * doctor for advice before taking this medicine."
   */
  cystadaneLeaflet: leaflet("cystadane", "Cystadane (betaine anhydrous)"),
  /** Section 2: "Medicines that must never be taken with Biktarvy: ... St. John's wort (Hypericum perforatum) ... or products that contain it". */
  biktarvyLeaflet: leaflet("biktarvy", "Biktarvy (bictegravir, emtricitabine, tenofovir alafenamide)"),
  /** Section 2: "Medicines that must never be taken with Genvoya: ... St. John's wort (Hypericum perforatum ...) or products that contain it". */
  genvoyaLeaflet: leaflet(
    "genvoya",
    "Genvoya (elvitegravir, cobicistat, emtricitabine, tenofovir alafenamide)",
  ),
} satisfies Record<string, Reference>;
