// References first cited by the wherb5 round (medical-contraindications-wherb5.ts), which re-read the UK registered
// herbal product information item by item. Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WHERB5 = {
  /** THR 23056/0002, "Do not take: … If you have a pituitary disorder; If you are pregnant, trying to…"; the same registration's leaflet (patient-info.co.uk's copy) reads "pregnant or trying to become pregnant". */
  bootsAgnusCastusPil: {
    title: "Boots Agnus Castus PMS Relief Tablets (THR 23056/0002): patient leaflet",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/8371/pil",
  },
} satisfies Record<string, Reference>;
