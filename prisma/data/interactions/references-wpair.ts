// Pages read in the wpair round (a blind probe of supplement pairs) for its records; each was seen at this address.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WPAIR = {
  /**
   * Leaflet, "Do not take Valerina Day-Time if you are: ... already taking other medicines for anxiety or sleep." A
   * traditional herbal medicine of valerian root and lemon balm leaf for symptoms of mild anxiety.
   */
  valerinaDayTimeLeaflet: {
    title: "Valerina Day-Time film-coated tablets: patient leaflet, before you take",
    publisher: "UK patient leaflet, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/valerina-day-time-film-coated-tablets",
  },
} satisfies Record<string, Reference>;
