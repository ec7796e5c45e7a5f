// Herbs UK shops sell as traditional herbal registrations, added in the wnew round: each evidence summary is read
// from the UK product information (section 4.1, with what sections 4.3 and 4.4 say) of a registered product.
import type { IngredientSeed } from "@/lib/catalogue/seed-schemas";
import { herb } from "./botanicals-part-2";

export const BOTANICALS_WNEW: IngredientSeed[] = [
  herb({
    slug: "pelargonium",
    name: "Pelargonium",
    synonyms: [
      "Pelargonium sidoides",
      "pelargonium root",
      "pelargonium sidoides root extract",
      "South African geranium",
      "umckaloabo",
      "EPs 7630",
    ],
    category: "immune",
    references: [
      {
        id: "smpc-kaloba-drops",
        title:
          "Kaloba Pelargonium Cough & Cold Relief oral drops (traditional herbal registration): summary of product characteristics, sections 4.1 to 4.3",
        publisher: "UK SmPC, reproduced by patient-info.co.uk",
        url: "https://patient-info.co.uk/kaloba-pelargonium-cough-and-cold-relief-oral-drops-87535/summary-of-medicine-characteristics",
      },
      {
        id: "smpc-potters-pelargonium",
        title:
          "Potter's Pelargonium Cold Relief Drops (traditional herbal registration): summary of product characteristics, section 4.3",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/potters-pelargonium-cold-relief-drops/summary",
      },
    ],
    evidenceSummary:
      "Pelargonium root extract is registered in the UK as a traditional herbal medicine to relieve the symptoms of colds and other upper respiratory tract infections, such as sore throat, cough and a blocked or runny nose, based on traditional use only rather than clinical evidence; the products are for up to 2 weeks. Their product information says not to take it with severe liver disease, and some registered products also say not with a tendency to bleed, blood-thinning medicines or severe kidney disease.",
  }),
  herb({
    slug: "devils-claw",
    name: "Devil's claw",
    synonyms: [
      "devils claw",
      "Harpagophytum",
      "Harpagophytum procumbens",
      "Harpagophytum zeyheri",
      "devil's claw root",
      "grapple plant",
    ],
    category: "wellness",
    references: [
      {
        id: "smpc-lifeplan-devils-claw",
        title:
          "Lifeplan Devil's Claw Joint Relief Tablets (traditional herbal registration): summary of product characteristics, sections 4.1 to 4.5",
        publisher: "UK SmPC, reproduced by patient-info.co.uk",
        url: "https://patient-info.co.uk/lifeplan-devils-claw-joint-relief-tablets-94510/summary-of-medicine-characteristics",
      },
    ],
    evidenceSummary:
      "Devil's claw root is registered in the UK as a traditional herbal medicine for the relief of backache, rheumatic or muscular pain and general aches and pains in the muscles and joints, based on traditional use only rather than clinical evidence. It is not recommended under 18. Its product information says people with a stomach or duodenal ulcer should not use it and to take care with heart conditions, and one registered product is not to be used in pregnancy or while breastfeeding; see a doctor if a painful joint is also swollen or red, or you have a fever.",
  }),
  herb({
    slug: "artichoke",
    name: "Artichoke leaf",
    synonyms: [
      "artichoke",
      "artichoke extract",
      "artichoke leaf extract",
      "globe artichoke",
      "Cynara scolymus",
      "Cynara cardunculus",
    ],
    category: "digestive",
    references: [
      {
        id: "smpc-digestherb",
        title:
          "Digestherb hard capsules (artichoke leaf extract, traditional herbal registration): summary of product characteristics, sections 4.1 to 4.5",
        publisher: "UK SmPC, reproduced by imedi.co.uk",
        url: "https://imedi.co.uk/digestherb/summary",
      },
    ],
    evidenceSummary:
      "Artichoke leaf extract is registered in the UK as a traditional herbal medicine for the relief of digestive complaints such as indigestion, an upset stomach, nausea, feeling full and wind, particularly after too much food and drink, based on traditional use only rather than clinical evidence. Its product information says not to take it with gallstones or a history of blocked gallbladder disease, nor if you are allergic to artichoke, and does not recommend it in pregnancy, while breastfeeding or under 18.",
  }),
  herb({
    slug: "lemon-balm",
    name: "Lemon balm",
    synonyms: ["Melissa officinalis", "melissa", "melissa leaf", "lemon balm leaf", "lemon balm extract"],
    category: "sleep",
    references: [
      {
        id: "smpc-lemon-balm-capsules",
        title:
          "Lemon Balm Capsules (Lifecycle, Nature's Garden and others; lemon balm leaf extract 171 mg, traditional herbal registration): summary of product characteristics, sections 4.1 to 4.5",
        publisher: "UK SmPC, reproduced by medine.co.uk",
        url: "https://medine.co.uk/holland-barrett-lemon-balm-capsules/summary",
      },
    ],
    evidenceSummary:
      "Lemon balm leaf extract is registered in the UK as a traditional herbal medicine for the temporary relief of mild anxiety, to aid sleep and for mild digestive complaints such as bloating and wind, based on traditional use only rather than clinical evidence. It is not recommended under 18. Its product information says not to take it with sedative medicines such as benzodiazepines unless a doctor advises it.",
  }),
];
