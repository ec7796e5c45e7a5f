// Pharmacy-counter combination products found missing when UK over-the-counter brand names were checked
// family by family. Each entry names every medicine in the product and cites the page of its main
// component and the product's own summary of product characteristics (SmPC) or leaflet; single-medicine
// brands were added to their medicine's own entry instead.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { bnf, med, nhs } from "./build";

/** A UK product's summary of product characteristics or leaflet, from the emc or a site that reproduces it. */
function productInformation(title: string, publisher: string, url: string): Reference {
  return { title, publisher, url };
}

export const OTC_BRAND_MEDICINES: Medicine[] = [
  // Benylin Four Flu tablets and Benylin 4 Flu Liquid share their three medicines; other Benylin
  // products (Chesty Coughs, Dry Coughs, Mucus Cough) differ, so only these full names are given.
  med(
    "paracetamol-diphenhydramine-pseudoephedrine",
    "Paracetamol, diphenhydramine and pseudoephedrine",
    ["analgesic", "antihistamine", "sedative", "decongestant"],
    "as_needed",
    nhs("paracetamol-for-adults", "Paracetamol"),
    {
      brands: ["Benylin Four Flu", "Benylin Four Flu Tablets", "Benylin 4 Flu", "Benylin 4 Flu Liquid"],
      components: ["paracetamol", "diphenhydramine", "pseudoephedrine"],
      otc: true,
      also: [
        productInformation(
          "Benylin Four Flu tablets (paracetamol 500 mg, diphenhydramine hydrochloride 12.5 mg, pseudoephedrine hydrochloride 22.5 mg): summary of product characteristics",
          "Electronic medicines compendium (emc)",
          "https://www.medicines.org.uk/emc/product/1480/smpc/print",
        ),
        productInformation(
          "Benylin 4 Flu Liquid (diphenhydramine, paracetamol, pseudoephedrine): patient information leaflet",
          "Drugs.com (UK edition)",
          "https://www.drugs.com/uk/benylin-four-flu-liquid-leaflet.html",
        ),
      ],
    },
  ),
  // Pepcidtwo is famotidine with two antacids; plain famotidine (Pepcid AC) keeps its own entry.
  med(
    "famotidine-calcium-carbonate-magnesium-hydroxide",
    "Famotidine, calcium carbonate and magnesium hydroxide",
    ["h2-antagonist", "antacid"],
    "as_needed",
    bnf("famotidine", "Famotidine"),
    {
      brands: ["Pepcidtwo", "Pepcid Two", "Pepcidtwo Chewable Tablets", "Pepcid Chewable Tablets"],
      components: ["famotidine", "calcium-carbonate", "magnesium-hydroxide"],
      otc: true,
      also: [
        productInformation(
          "Pepcidtwo chewable tablet (famotidine 10 mg, magnesium hydroxide 165 mg, calcium carbonate 800 mg): summary of product characteristics",
          "Medine.co.uk (imedi)",
          "https://imedi.co.uk/pepcidtwo-chewable-tablets/summary",
        ),
        productInformation(
          "Pepcid Chewable tablets (famotidine, magnesium hydroxide, calcium carbonate): patient leaflet",
          "Patient-info.co.uk",
          "https://patient-info.co.uk/pepcid-chewable-tablets-85679/patient-leaflet",
        ),
      ],
    },
  ),
];
