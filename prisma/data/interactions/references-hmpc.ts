// References first cited by the herbal monograph and registration round (drug-interactions-part-26.ts,
// medical-contraindications-hmpc.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_HMPC = {
  /** Section 2: do not take if pregnant or breastfeeding, on immunosuppressive treatment (e.g. chemotherapy, radiotherapy), or with ciclosporin, methotrexate or any other immunosuppressant. */
  echinaforceHotDrinkLeaflet: {
    title:
      "Echinaforce Hot Drink Cold & Flu echinacea concentrate for oral solution: patient leaflet, section 2 (do not take)",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
  },
  /** Section 2 of the EchinaCold (Echinacea purpurea root) leaflet: do not take if pregnant or breastfeeding. */
  echinacoldLeaflet: {
    title:
      "EchinaCold Echinacea Cold & Flu Relief tablets (Echinacea purpurea root): patient information leaflet",
    publisher: "UK patient leaflet, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/echinaboost-film-coated-tablets?doc=3",
  },
  /** Section 4.4: with inflammation of the skin, thrombophlebitis, sudden swelling of one or both legs, or cardiac or renal insufficiency, a doctor should be consulted immediately. */
  venaforceSmpc: {
    title: "Venaforce Horse Chestnut GR tablets: summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/venaforce-horse-chestnut-gr-tablets-93261/summary-of-medicine-characteristics",
  },
  /** "Take special care": see your doctor as soon as possible with swelling of a vein caused by a blood clot, sudden swelling of one or both legs, or a heart or kidney problem. */
  venaforceLeaflet: {
    title: "Venaforce Horse Chestnut GR tablets: patient leaflet, section 2",
    publisher: "UK patient leaflet, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/venaforce-horse-chestnut-gr-tablets-leaflet.html",
  },
  /** In German: not to be used in pregnancy (experience not sufficiently documented); breastfeeding mothers should not take it as a precaution; no interactions known. */
  venoplantTolerability: {
    title: "Venoplant retard S (horse chestnut seed extract): Verträglichkeit (tolerability), in German",
    publisher: "Dr. Willmar Schwabe (manufacturer's product page, Germany)",
    url: "https://www.schwabe.de/produkte/venoplant/vertraeglichkeit/",
  },
  /** Clinical overview: renal or hepatic impairment may be relative contraindications; avoid in pregnancy and lactation (safety information lacking); interactions none well documented. */
  drugsComHorseChestnut: {
    title:
      "Horse chestnut: professional monograph, clinical overview (contraindications, pregnancy and lactation)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/npp/horse-chestnut.html",
  },
  /** "Domperidone (Motilium - Janssen), like metoclopramide (Maxolon, Primperan), is a dopamine receptor antagonist." */
  dtbDomperidone: {
    title: "Domperidone: a new anti-emetic",
    publisher: "Drug and Therapeutics Bulletin (BMJ)",
    url: "https://dtb.bmj.com/content/21/12/47",
  },
  /** UK edition: glycyrrhizin makes the kidneys lose potassium, a particular problem with heart disease, digoxin or potassium-losing diuretics; such people and those with high blood pressure should avoid licorice. */
  msdLicoriceUk: {
    title: "Licorice (dietary supplements): possible side effects",
    publisher: "MSD Manual, consumer version (UK edition)",
    url: "https://www.msdmanuals.com/en-gb/home/special-subjects/dietary-supplements/licorice",
  },
  /** Section 4.4: patients who already suffer from heartburn sometimes have it worsen after taking Colpermin; treatment should be discontinued in them. */
  colperminSmpc: {
    title:
      "Colpermin IBS Relief Capsules (peppermint oil): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "emc (medicines.org.uk)",
    url: "https://www.medicines.org.uk/emc/product/1076/smpc",
  },
  /** Precautions: gastro-oesophageal reflux (may aggravate it) and pregnancy; "use with caution in pregnancy. Manufacturers advise against use." */
  medscapePeppermintCapsules: {
    title: "Peppermint oil capsules (Colpermin IBS Relief, Mintec): precautions, pregnancy and lactation",
    publisher: "Medscape UK",
    url: "https://www.medscape.co.uk/drug/peppermint-oil-capsules-70964-70964",
  },
  /** In French: liver enzyme inducers, and plant preparations containing St John's wort (millepertuis), can reduce the effect of oestrogens; how much with transdermal oestrogen is unknown. */
  swissOestrogenInteractions: {
    title:
      "Oestrogen medicine (Swissmedic registration 54347): Swiss product information in French, Interactions",
    publisher: "ch.oddb.org (copy of Swiss product information)",
    url: "https://ch.oddb.org:443/fr/gcc/fachinfo/reg/54347/chapter/interactions",
  },
  /** As black cohosh may have hormone-like actions, it should only be used by women of child-bearing age if contraception is used. */
  menoherbLeaflet: {
    title: "Menoherb Black Cohosh Menopause Relief Tablets (Menolieve): patient leaflet",
    publisher: "UK patient leaflet, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/menoherb-black-cohosh-menopause-relief-tablets?doc=0",
  },
} satisfies Record<string, Reference>;
