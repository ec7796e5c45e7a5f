// References first cited by the vitamins' round (nutrient-interactions-vit.ts, drug-interactions-part-24.ts): UK
// product information of the licensed vitamin D products and of liquid paraffin, and, where no UK text could be
// read, a Swiss vitamin D product information. Each was read here; the comment says what it states.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_VIT = {
  /** Section 4.5: there may be interference with the absorption of fat-soluble vitamins. */
  liquidParaffinSmpc: {
    title: "Liquid Paraffin BP: summary of product characteristics, section 4.5",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/liquid-paraffin-bp-88993/summary-of-medicine-characteristics",
  },
  /**
   * Other medicines: tell your doctor or pharmacist about medicines for epilepsy such as barbiturates or other
   * anti-convulsants (carbamazepine, phenobarbital, phenytoin, primidone), other vitamin D medicines including
   * multivitamins, and medicines for the heart rate (digoxin, digitoxin).
   */
  aviticol1000Leaflet: {
    title: "Aviticol 1 000 IU capsules (colecalciferol): patient leaflet, other medicines",
    publisher: "Drugs.com (transcript of the UK patient leaflet)",
    url: "https://www.drugs.com/uk/colecalciferol-1000-iu-capsules-leaflet.html",
  },
  /**
   * Other medicines: diuretics (calcium to be monitored), corticosteroids such as prednisolone and dexamethasone
   * (the vitamin D dose may need to be increased), colestyramine or laxatives such as paraffin oil (they reduce
   * vitamin D absorption), and cardiac glycosides.
   */
  vitaminD3Capsules400Leaflet: {
    title: "Vitamin D3 400 IU capsules, soft: patient leaflet, other medicines",
    publisher: "Drugs.com (transcript of the UK patient leaflet)",
    url: "https://www.drugs.com/uk/vitamin-d3-400-iu-capsules-soft-leaflet.html",
  },
  /**
   * Interactions (German): phenytoin or barbiturates lower 25-hydroxycolecalciferol; thiazides, glucocorticoids and
   * cardiac glycosides as in UK texts; rifampicin and isoniazid can increase the metabolism of vitamin D and so
   * reduce its effect.
   */
  veractivVitaminD3Fachinfo: {
    title: "Veractiv Vitamin D3 Wild Öl: Fachinformation (Swiss product information), Interaktionen",
    publisher: "oddb.org (Swiss product information approved by Swissmedic)",
    url: "https://ch.oddb.org/de/gcc/fachinfo/reg/57690/chapter/interactions",
  },
  /**
   * Section 4.4: all other vitamin D compounds and their derivatives, including proprietary compounds or foods
   * fortified with vitamin D, should be withheld during treatment with Rocaltrol (calcitriol).
   */
  rocaltrolSmpc: {
    title: "Rocaltrol (calcitriol) soft capsules: summary of product characteristics, sections 4.3 and 4.4",
    publisher: "RxReasoner (copy of the UK SmPC held by the MHRA)",
    url: "https://www.rxreasoner.com/monographs/rocaltrol/precautions",
  },
  /**
   * Interactions (Czech): alfacalcidol should not be given together with vitamin D or its analogues, or with calcium
   * or calcium-containing products, because of the risk of side effects and hypercalcaemia.
   */
  enzolaSpc: {
    title: "Enzola (alfacalcidol): souhrn údajů o přípravku (Czech product information), interakce",
    publisher: "medicinous.com (copy of the Czech product information)",
    url: "https://medicinous.com/cn/info/Enzola-interakce/int162235",
  },
  /** Alfacalcidol interacts with "vitamin D containing preparations" (the sentence is cut off in the text read). */
  rxreasonerAlfacalcidol: {
    title: "Alfacalcidol: interactions (vitamin D containing preparations)",
    publisher: "RxReasoner (product information summary; the product copied is not named)",
    url: "https://rxreasoner.com/substances/alfacalcidol/precautions",
  },
  /**
   * Section 4.5: aluminium-containing antacids given with ascorbic acid may increase urinary aluminium elimination;
   * taking antacids with ascorbic acid is not recommended, especially in renal insufficiency. Section 4.4: give
   * with care in hyperoxaluria.
   */
  ascorbicAcid500Imedi: {
    title: "Ascorbic Acid 500mg Tablets: summary of product characteristics, sections 4.4 and 4.5",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/ascorbic-acid-500mg-tablets/summary?doc=3",
  },
  /**
   * Section 4.3 (of a 400 microgram tablet for women planning a pregnancy): not alone in vitamin B12 deficiency
   * states; not in malignant disease unless megaloblastic anaemia due to folic acid deficiency; not by people with
   * folate-dependent tumours.
   */
  folicAcid400Smpc: {
    title: "Folic Acid 400 microgram Tablets: summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/folic-acid-400-microgramstablets-86655/summary-of-medicine-characteristics",
  },
  /**
   * Section 4.5 (German): there are indications that anticonvulsants lower plasma biotin levels; the effect of biotin
   * is reduced by eating a lot of raw egg white. No UK biotin medicine was found.
   */
  biotinHexalFachinfo: {
    title: "Biotin HEXAL 5 mg Tabletten: Fachinformation (German SmPC), Abschnitt 4.5",
    publisher: "imedikament.de (copy of the German product information)",
    url: "https://imedikament.de/biotin-hexal-5mg/fachinformation?doc=0",
  },
  /**
   * Interactions with medicines (German): long-term anticonvulsant therapy is reported to lower blood biotin;
   * primidone and carbamazepine inhibit biotin uptake in the small intestine; chronic phenobarbital, phenytoin or
   * carbamazepine appears to raise urinary 3-hydroxyisovalerate, a sign of low biotin-dependent enzyme activity.
   */
  dgkBiotin: {
    title: "Biotin (Vitamin B7): Sicherheit, Wechselwirkungen mit anderen Arzneimitteln",
    publisher: "Deutsches Grünes Kreuz (DGK), micronutrient encyclopaedia",
    url: "https://dgk.de/gesundheit/mikronaehrstoffe/lexikon/vitamine/biotin-vitamin-b7-ehemals-vitamin-h/sicherheit.html",
  },
  /**
   * Section 4.3 (German): not with retinoic acid and its derivatives; section 4.4: vitamin A supplements can lead to
   * hypervitaminosis A with hypercalcaemia in patients on haemodialysis.
   */
  vitaminAEHevertFachinfo: {
    title: "Vitamin A+E Hevert Kapseln: Fachinformation (German SmPC), Abschnitte 4.3 und 4.4",
    publisher: "imedikament.de (copy of the German product information)",
    url: "https://imedikament.de/vitamin-a-e-hevert-kapseln/fachinformation?doc=0",
  },
  /**
   * Contraindications (German): hypervitaminosis A, liver cirrhosis, renal insufficiency, other vitamin A
   * preparations and retinoids, pregnancy and breastfeeding. Interactions: absorption of vitamin A is reduced by
   * neomycin, cholestyramine, paraffin oil and aluminium hydroxide antacids, to be taken apart.
   */
  oravilFachinfo: {
    title:
      "Oravil (vitamins A and E): Fachinformation (Swiss product information), Kontraindikationen und Interaktionen",
    publisher: "oddb.org (Swiss product information approved by Swissmedic)",
    url: "https://ch.oddb.org:443/de/gcc/fachinfo/reg/47584",
  },
  /**
   * Interactions: decreases in the absorption of vitamin D, vitamin E and beta-carotene have been observed with
   * orlistat; a multivitamin should be taken at least two hours after Xenical or at bedtime.
   */
  xenicalPhilippines: {
    title: "Xenical (orlistat): drug interactions (Roche product information, Philippines)",
    publisher: "MIMS Philippines (copy of the product information)",
    url: "https://prdmimsweb.azurewebsites.net/philippines/drug/info/xenical/drug-interactions",
  },
  /**
   * Warnings (French): pyridoxine at 5 mg a day or more may speed the breakdown of levodopa; it may reduce the
   * effect of phenytoin, phenobarbital and altretamine; taken with amiodarone it increases photosensitivity.
   */
  pyridoxineSwissFachinfo: {
    title:
      "Chlorhydrate de pyridoxine: information professionnelle (Swiss product information), mises en garde",
    publisher: "oddb.org (Swiss product information approved by Swissmedic)",
    url: "https://ch.oddb.org:443/fr/gcc/fachinfo/reg/25635/chapter/restrictions",
  },
} satisfies Record<string, Reference>;
