// Pages read in the p12 round and after that no earlier round had cited: EU package leaflets, read in
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
  /**
   * Section 2: "Please avoid taking any herbal remedies, e.g., St. John's wort (Hypericum perforatum) or any other
   * herbal products as this may affect the effectiveness and the dose of Advagraf that you need to receive"; Schisandra
   * sphenanthera extracts among what changes tacrolimus levels; the doctor needs to know of potassium supplements.
   */
  advagrafLeaflet: leaflet("advagraf", "Advagraf (tacrolimus)"),
  /**
   * Section 2: "Do not take Reagila ... if you are taking medicines used to treat: ... depression (herbal therapy
   * containing St. John's wort (Hypericum perforatum) ...)".
   */
  reagilaLeaflet: leaflet("reagila", "Reagila (cariprazine)"),
  /**
   * Risk information: "Consult a health care practitioner ... prior to use if you are pregnant, breastfeeding or have
   * diabetes" (Health Canada's monograph for alpha-lipoic acid as a natural health product).
   */
  healthCanadaAlphaLipoicAcid: {
    title: "DL-Alpha Lipoic Acid: natural health products monograph",
    publisher: "Health Canada, Natural Health Products Ingredients Database",
    url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/atReq.do?atid=alpha.lipoic.acid&lang=eng",
  },
  /**
   * "Taking 3700mg or less of potassium supplements a day is unlikely to cause any harm. However, older people may be
   * more at risk of harm from potassium ... older people shouldn't have potassium supplements unless on medical advice."
   */
  fssPotassium: {
    title: "Potassium",
    publisher: "Food Standards Scotland",
    url: "https://www.foodstandards.gov.scot/consumers/healthy-eating/nutrition/vitamins-minerals/potassium",
  },
} satisfies Record<string, Reference>;
