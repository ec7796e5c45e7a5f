// Pages read in the unread-medicines round (wmed5): the product information of UK medicines the checker did not
// read, and the pages that state a property a class record needs. Each was seen at this address.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WMED5 = {
  /** "strong and selective inhibitors of CYP1A2 (e.g. enoxacin) have the potential to increase the exposure to pirfenidone by approximately 2 to 4-fold". */
  pirfenidoneInteractions: {
    title: "Pirfenidone: interactions and precautions, from the Esbriet product information",
    publisher: "European Medicines Agency product information (Roche), reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/substances/pirfenidone/precautions",
  },
  /** 4.3: "Concomitant use of fluvoxamine (see section 4.5)"; the liver monitoring of 4.4. */
  esbrietPrecautions: {
    title: "Esbriet (pirfenidone) hard capsule: summary of product characteristics, sections 4.3 and 4.4",
    publisher: "European Medicines Agency product information (Roche), reproduced by RxReasoner",
    url: "https://rxreasoner.com/monographs/esbriet/precautions",
  },
  /** "Each film-coated tablet contains 150 mg of rifampicin, 75 mg of isoniazid, 400 mg of pyrazinamide and 275 mg of ethambutol hydrochloride." */
  voractivSmpc: {
    title: "Rimstar and Voractiv film-coated tablets: summary of product characteristics",
    publisher: "Electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/10609/smpc/print",
  },
  /** 4.3: "Contraindicated in hyperkalaemia, renal dysfunction, ventricular arrhythmics and Addison's Disease." */
  potassiumCitrateMixture: {
    title:
      "Potassium Citrate Mixture (1.5 g in 5 ml): summary of product characteristics, sections 4.3 to 4.5",
    publisher: "UK SmPC held by the MHRA (L.C.M. Ltd), reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/potassium-citrate/precautions",
  },
  /** The same text: "Contraindicated in hyperkalaemia, renal dysfunction, ventricular arrhythmics and Addison's Disease." */
  potassiumCitrateMixtureImedi: {
    title: "Potassium Citrate Mixture: summary of product characteristics",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/potassium-citrate-mixture/summary",
  },
  /** 4.4: "Caution should be observed in patients with kidney disease, hypertension or heart disease"; 4.5 "None known". */
  effercitrateSmpc: {
    title: "Effercitrate Tablets (potassium citrate 1.5 g): summary of product characteristics",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/effercitrate-tablets/summary",
  },
  /** "ventricular fibrillation – a rare, rapid and disorganised rhythm of heartbeats", among the main types of arrhythmia. */
  arrhythmiaNhsWales: {
    title: "Arrhythmia: overview",
    publisher: "NHS 111 Wales",
    url: "https://111.wales.nhs.uk/arrhythmia",
  },
  /** 4.5: "co-administration of bedaquiline and moderate or strong CYP3A4 inducers (e.g. … St. John's wort (Hypericum perforatum)) used systemically should be avoided". */
  sirturoInteractions: {
    title:
      "Sirturo (bedaquiline): physician's leaflet, section 4.5 (interactions), the EU product information text",
    publisher: "DrugQuest (copy of the leaflet registered with the Israeli Ministry of Health)",
    url: "https://drugquest.org/medicament_info.php?d=27764&p=Interactions",
  },
  /** The UK SmPC, read to section 4.2: "SIRTURO 100 mg tablets … Each tablet contains bedaquiline fumarate equivalent to 100 mg of bedaquiline." */
  sirturoSmpc: {
    title: "Sirturo 100 mg tablets (bedaquiline): summary of product characteristics",
    publisher: "Electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/3560/smpc",
  },
  /** "Each sachet contains calcium phosphate 3100mg (equivalent to 1200mg or 30mmol of elemental calcium) with colecalciferol (vitamin D3) 20micrograms (equivalent to 800 i.u.)"; one sachet daily. */
  calfovitMedscape: {
    title: "Calcium phosphate with colecalciferol (Calfovit D3): presentation, dosage, contraindications",
    publisher: "Medscape UK (drug monograph from the UK product information)",
    url: "https://www.medscape.co.uk/drug/calcium-phosphate-with-colecalciferol-69950-69950",
  },
  /** "CALFOVIT D3 1200 mg/ 800 I.U. powder for oral suspension … Calcium and Colecalciferol" (UK leaflet). */
  calfovitLeaflet: {
    title: "Calfovit D3 1200 mg/800 I.U. powder for oral suspension: patient information leaflet",
    publisher: "Drugs.com (UK edition)",
    url: "https://www.drugs.com/uk/calfovit-d3-1200mg-800-i-u-powder-for-oral-suspension-leaflet.html",
  },
  /** "Each tablet contains 1.25g Calcium Carbonate which when dissolved in water provides 500mg of calcium as calcium citrate"; adults 1.0 to 2.5 g a day. */
  cacitSmpc: {
    title: "Cacit 500mg Effervescent Tablets (calcium carbonate): summary of product characteristics",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/cacit-500mg-effervescent-tablets/summary",
  },
  /** "This medicine is available without prescription"; "provide 500mg of elemental calcium as calcium citrate". */
  cacitLeaflet: {
    title: "Cacit 500mg Effervescent Tablets: patient information leaflet",
    publisher: "Drugs.com (UK edition)",
    url: "https://www.drugs.com/uk/cacit-500mg-effervescent-tablets-leaflet.html",
  },
  /** "Each capsule contains dipyridamole 200 mg and aspirin 25 mg"; one capsule twice daily. */
  asasantinSmpc: {
    title: "Asasantin Retard (dipyridamole 200 mg, aspirin 25 mg): summary of product characteristics",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/asasantin-retard-capsules/summary",
  },
  /** "INDIVINA 1mg+2.5mg tablets … Tablets containing estradiol valerate with medroxyprogesterone acetate"; one tablet a day. */
  indivinaMedscape: {
    title: "Estradiol valerate with medroxyprogesterone acetate oral (Indivina): presentation and dosage",
    publisher: "Medscape UK (drug monograph from the UK product information)",
    url: "https://www.medscape.co.uk/drug/estradiol-valerate-with-medroxyprogesterone-acetate-oral-50131-50131",
  },
} satisfies Record<string, Reference>;
