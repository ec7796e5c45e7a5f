// Texts read in the p19 round: the nutrients' licensed forms and herbal product information. Each address is the
// one it was read at; each note quotes the words the records rest on.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_P19 = {
  /**
   * "Concomitant administration of ferric maltol and intravenous iron should be avoided as the combination may induce
   * hypotension or even collapse"; "Concomitant use of iron with methyldopa should be avoided as oral iron may
   * antagonise the hypotensive effect of methyldopa."
   */
  ferricMaltolSmpc: {
    title: "Ferric maltol (Feraccru): interactions, from the UK summary of product characteristics",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://rxreasoner.com/substances/ferric-maltol/precautions",
  },
  /**
   * 4.4: as it cannot be ruled out that saw palmetto strengthens anticoagulants (e.g. Waran), the product should not be
   * used by people taking them without a risk–benefit assessment; 4.5: suspected interactions between Waran (warfarin)
   * and products containing Serenoa repens have been reported, with a raised INR.
   */
  sabaminSmpc: {
    title:
      "Sabamin soft capsules (saw palmetto fruit extract 320 mg): summary of product characteristics (produktresumé), sections 4.4 and 4.5",
    publisher: "Swedish Medical Products Agency (Läkemedelsverket), reproduced by iMeds.se",
    url: "https://imeds.se/sabamin/produktresume",
  },
  /**
   * "Talk to your doctor if you're taking iron supplements. Green tea can affect the way iron is absorbed in the body.
   * Don't drink green tea if you're pregnant or breastfeeding. Green tea has caffeine in it that may cause your baby to
   * have trouble sleeping."
   */
  mskGreenTea: {
    title: "Green tea: About Herbs, for patients and caregivers",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://mskcc.org/cancer-care/integrative-medicine/herbs/green-tea?glossary=on",
  },
  /** "Do NOT take Amiloride if you: … are taking potassium supplements". */
  amilorideLeaflet: {
    title: "Amiloride Hydrochloride 5mg Tablets: patient information leaflet, before you take",
    publisher: "UK patient leaflet, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/amiloride-hydrochloride-5mg-tablets",
  },
  /** "Do not take Amiloride 5 mg tablets: … if you are taking any potassium conserving drugs or potassium supplements". */
  amilorideBpLeaflet: {
    title: "Amiloride 5 mg Tablets BP: patient leaflet, section 2",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/amiloride-5-mg-tablets-bp-95893/patient-leaflet",
  },
  /** 4.4: "Excessive intake of caffeine (e.g. coffee, tea, chocolate and some fizzy drinks) should be avoided while taking this product." */
  paracetamolCaffeineSmpc: {
    title:
      "Paracetamol and Caffeine 500 mg/65 mg Effervescent Tablets: summary of product characteristics, section 4.4",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/paracetamol-and-caffeine-500-mg-65-mg-effervescent-tablets/summary",
  },
} satisfies Record<string, Reference>;
