// UK traditional herbal medicines (THR) sold under a brand, each made of one herb the catalogue carries, so a
// brand typed among medicines ("Kira") is named as that supplement. Only products whose every active herb is
// the ingredient, each with the leaflet or product information that says so.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export interface HerbalMedicineBrand {
  /** The catalogue ingredient's name, as in prisma/data/catalogue/ingredients/. */
  ingredient: string;
  brands: string[];
  references: Reference[];
}

export const HERBAL_MEDICINE_BRANDS: HerbalMedicineBrand[] = [
  {
    ingredient: "St John's wort",
    brands: ["Kira", "Kira LowMood Relief"],
    references: [
      {
        title:
          "Kira LowMood Relief film-coated tablets (St John's wort extract 450 mg): patient information leaflet",
        publisher: "Drugs.com (UK edition)",
        url: "https://www.drugs.com/uk/kira-lowmood-relief-leaflet.html",
      },
    ],
  },
  {
    ingredient: "St John's wort",
    brands: ["HRI Good Mood"],
    references: [
      {
        title: "Mood: HRI Good Mood tablets contain extracts of St John's wort",
        publisher: "HRI Herbal Medicine",
        url: "https://hriherbalmedicine.co.uk/mood/",
      },
    ],
  },
];
