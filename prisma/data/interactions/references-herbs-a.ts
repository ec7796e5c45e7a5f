// References first cited by the herbs read from UK traditional-herbal and licensed product information in the
// herbs-a round (drug-interactions-part-17.ts, medical-contraindications-herbs-a.ts). Each address is the one the
// page was read at; the comment gives what the part read says.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_HERBS_A = {
  /**
   * Section 2: do not take if pregnant or trying to become pregnant, breastfeeding or with a pituitary disorder;
   * tell your doctor first with an oestrogen-sensitive cancer, or if taking a dopamine receptor antagonist or
   * agonist type medicine, oestrogens or antioestrogens. Read-log only: its address holds a retailer's brand name,
   * which the knowledge-base test rejects in a record's reference, so the records cite the SmPCs below.
   */
  healthspanAgnusCastusPil: {
    title:
      "Healthspan Agnus Castus Premenstrual Relief Tablets and other brands (THR 23056/0002): patient leaflet, section 2",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/healthspan-agnus-castus-premenstrual-relief-tablets-holland-barrett-femlieve-agnus-castus-tablets-premherb-pms-relief-tablets-higher-nature-agnus-castus-pms-relief-film-coated-tablets-boots-pms-relief-agnus-castus-tablets-97069/patient-leaflet",
  },
  /**
   * 4.3: contraindicated with a pituitary disorder and in pregnancy and lactation; 4.4: people using dopamine
   * agonists, dopamine antagonists, oestrogens and antioestrogens should consult their doctor first.
   */
  aVogelAgnusCastusSmpc: {
    title: "A.Vogel Agnus castus oral drops: summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/a-vogel-agnus-castus-oral-drops/summary",
  },
  /**
   * Before you take: tell the doctor first if you have or have had an oestrogen-sensitive cancer, or take dopamine
   * agonists, dopamine antagonists, oestrogens and anti-oestrogens; with a dopamine-receptor antagonist or
   * agonist-type drug there is a theoretical risk that this product may affect the way it works.
   */
  lifecycleAgnusCastusPil: {
    title: "Lifecycle Agnus Castus PMS Relief Tablets: patient information leaflet",
    publisher: "UK patient leaflet, reproduced by medine.co.uk",
    url: "https://medine.co.uk/lifecycle-agnus-castus-pms-relief-tablets?doc=4",
  },
  /**
   * 4.3: not with a current pituitary disorder; 4.4: agnus castus is thought to act on the pituitary-hypothalamic
   * axis, so people with a history of pituitary disorder should consult a doctor first.
   */
  femlieveAgnusCastusSmpc: {
    title:
      "Holland & Barrett Femlieve Agnus Castus Tablets (PremHerb): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/holland-barrett-femlieve-agnus-castus-tablets/summary",
  },
  /** 4.3: contraindicated with a pituitary disorder and in pregnancy or lactation. */
  careAgnusCastusSmpc: {
    title:
      "Care Agnus Castus PMS Relief Capsules (PremEeze): summary of product characteristics, section 4.3",
    publisher: "emc (medicines.org.uk)",
    url: "https://www.medicines.org.uk/emc/product/9039",
  },
  /**
   * 4.4: patients taking warfarin (or other coumarin anticoagulants) should have increased monitoring of their
   * INR when starting or stopping treatment with ginseng-containing products.
   */
  ginsanaSmpc: {
    title: "Ginsana capsules (Panax ginseng extract G115): summary of product characteristics, section 4.4",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/ginsana/summary",
  },
  /**
   * Section 2: do not take if pregnant or breastfeeding, allergic to the daisy family or under 18; talk to your
   * doctor first with active liver disease.
   */
  lambertsMilkThistlePil: {
    title: "Lamberts Milk Thistle Tablets (THR 34425/0008): patient information leaflet, section 2",
    publisher: "UK patient leaflet, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/natures-best-milk-thistle-tablets",
  },
  /** Section 2: the same list as the Lamberts leaflet, and to tell the doctor or pharmacist about other medicines. */
  naturesBestMilkThistlePil: {
    title: "Nature's Best Maximum Strength Milk Thistle Tablets: patient information leaflet, section 2",
    publisher: "UK patient leaflet, reproduced by medine.co.uk",
    url: "https://medine.co.uk/natures-best-maximum-strength-milk-thistle-tablets/g/b0cd:4fd3:9333?doc=1",
  },
} satisfies Record<string, Reference>;
