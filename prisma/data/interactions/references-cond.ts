// References first cited by the condition records of UK product information sections 4.3 and 4.4
// (medical-contraindications-cond.ts). Each was read here, in the text of the page named; the comment says what it states.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const EMC = "electronic medicines compendium (emc)";
const RXREASONER = "UK SmPC held by the MHRA, reproduced by RxReasoner";

export const REF_COND = {
  /**
   * Section 4.3: absolute contraindications include hypercalcaemia and severe renal failure; relative contraindications
   * are osteoporosis due to prolonged immobilisation, renal stones and severe hypercalciuria. Section 4.4: patients with
   * mild to moderate renal failure or mild hypercalciuria should be supervised carefully, with checks of plasma calcium
   * and urinary calcium excretion.
   */
  adcalD3LemonSmpc: {
    title:
      "Adcal-D3 Lemon chewable tablets (calcium carbonate, colecalciferol): summary of product characteristics, sections 4.3 and 4.4",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
  },
  /**
   * Section 4.4: mild hypercalciuria needs careful supervision with periodic checks of plasma calcium and urinary calcium;
   * with a history of renal stones, urinary calcium should be measured to exclude hypercalciuria.
   */
  adcalD3DissolveSmpc: {
    title:
      "Adcal-D3 Dissolve 1500 mg/400 IU effervescent tablets: summary of product characteristics, section 4.4",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/6177/smpc",
  },
  /**
   * Section 4.3: diseases and/or conditions resulting in hypercalcaemia and/or hypercalciuria (for example
   * hyperparathyroidism, vitamin D overdosage, decalcifying tumours, severe renal failure untreated by dialysis and
   * osteoporosis due to immobilisation); renal calculi.
   */
  calcichewSmpc: {
    title: "Calcichew chewable tablets (calcium carbonate): summary of product characteristics, section 4.3",
    publisher: RXREASONER,
    url: "https://www.rxreasoner.com/monographs/7214/precautions",
  },
  /** Section 4.3: not to be given with nephrocalcinosis, severe renal impairment, hypophosphataemia or hypercalcaemia. */
  rennieSoftChewsSmpc: {
    title: "Rennie Soft Chews 800 mg (calcium carbonate): summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/rennie-soft-chews-800mg-chewable-tablets/summary",
  },
  /**
   * Section 4.3: hypervitaminosis D, nephrolithiasis, nephrocalcinosis, and diseases or conditions resulting in
   * hypercalcaemia and/or hypercalciuria. Section 4.4: patients with pseudohypoparathyroidism or sarcoidosis, or taking
   * thiazide diuretics or cardiac glycosides, must be referred to their doctor and not supplied it as a pharmacy medicine.
   */
  fultiumD3Smpc: {
    title:
      "Fultium-D3 800 IU capsules (colecalciferol): summary of product characteristics, sections 4.3 and 4.4",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/2813",
  },
  /**
   * Section 4.4: in hypercalciuria (over 300 mg, 7.5 mmol, a day) or signs of impaired renal function the dose should be
   * reduced or the treatment stopped.
   */
  strivitD3Smpc: {
    title: "Strivit-D3 (colecalciferol): summary of product characteristics, section 4.4",
    publisher: RXREASONER,
    url: "https://rxreasoner.com/monographs/strivit-d3/precautions",
  },
  /**
   * Section 4.4: colecalciferol should be used with caution in immobilised patients with osteoporosis, and in other
   * patients at increased risk of hypercalcaemia, such as those with malignancies; with a history of renal stones,
   * urinary calcium should be measured to exclude hypercalciuria.
   */
  colecalciferolOralSolutionSmpc: {
    title: "Colecalciferol 3000 IU/ml oral solution (Thame): summary of product characteristics, section 4.4",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/8091/smpc",
  },
  /** Section 4.3: copper deficiency (zinc may inhibit the absorption of copper, section 4.5). */
  solvazincSmpc: {
    title:
      "Solvazinc 45 mg effervescent tablets (zinc sulfate): summary of product characteristics, sections 4.3 and 4.5",
    publisher: RXREASONER,
    url: "https://rxreasoner.com/monographs/solvazinc/precautions",
  },
  /**
   * Section 4.3: iron preparations are contraindicated in haemochromatosis and iron storage or absorption diseases
   * such as haemosiderosis; section 4.4: ferrous gluconate should be used with caution in haemolytic anaemia.
   */
  ferrousGluconateSmpc: {
    title:
      "Ferrous Gluconate coated tablets (Athlone): summary of product characteristics, sections 4.3 and 4.4",
    publisher: RXREASONER,
    url: "https://www.rxreasoner.com/monographs/ferrous-gluconate/precautions",
  },
  /** Do not take it if you suffer from haemolytic anaemia (anaemia due to the destruction of red blood cells). */
  ferrousSulfateLeaflet: {
    title: "Ferrous Sulfate 200 mg Coated Tablets: patient leaflet, do not take",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/medicine/24441/XPIL/Ferrous+Sulphate+200mg+Coated+Tablets",
  },
  /** Section 4.3: severe renal impairment; disorders of cardiac conduction (bradycardia). */
  magnaspartateSmpc: {
    title:
      "Magnaspartate 243 mg powder for oral solution (magnesium aspartate): summary of product characteristics, section 4.3",
    publisher: RXREASONER,
    url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
  },
  /** Do not take it with severe kidney problems or a very slow heart rhythm (bradycardia). */
  magnaspartateLeaflet: {
    title: "Magnaspartate 243 mg powder for oral solution: patient leaflet, do not take",
    publisher: "UK patient leaflet, reproduced by medine.co.uk",
    url: "https://medine.co.uk/magnaspartate-243-mg-powder-for-oral-solution",
  },
  /** Section 4.3: hypersensitivity; hyperoxaluria. */
  ascorbicAcidSmpc: {
    title: "Ascorbic Acid Tablets BP 500 mg: summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/ascorbic-acid-tablets-bp-500-mg-86633/summary-of-medicine-characteristics",
  },
  /** Section 4.3: ascorbic acid should not be given to patients with hyperoxaluria. */
  vodexo100Smpc: {
    title: "Ascorbic Acid 100 mg Tablets (Vodexo): summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/vodexo-100-mg-tablets-ascorbic-acid-100-mg-tablets-85792/summary-of-medicine-characteristics",
  },
  /** Do not take it if you suffer from hyperoxaluria (urine containing large amounts of calcium oxalate crystals). */
  ascorbicAcidLeaflet: {
    title: "Ascorbic Acid 500 mg Tablets: patient leaflet, do not take",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/ascorbic-acid-500-mg-tablets-vodexo-500-mg-tablets-91489/patient-leaflet",
  },
  /**
   * Not to be used with hyperoxaluria; check with the doctor first with G6PD deficiency, as large doses of ascorbic acid
   * can cause red blood cells to break up.
   */
  ascorbicAcidInjectionLeaflet: {
    title: "Ascorbic Acid Injection BPC 500 mg/5 ml: patient leaflet, before you are given it",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/ascorbic-acid-injection-bpc-500-mg-5ml-91608/patient-leaflet",
  },
  /**
   * Tablets for nuclear emergencies: do not take them with an overactive thyroid, hypocomplementaemic vasculitis or
   * dermatitis herpetiformis (an autoimmune disease with itching and blisters of the skin).
   */
  potassiumIodideLeaflet: {
    title: "Potassium Iodide 65 mg tablets: patient leaflet, do not take",
    publisher: "Medine.co.uk (copy of the UK leaflet)",
    url: "https://imedi.co.uk/potassium-iodide-65mg-tablets",
  },
  /**
   * Because they increase bile secretion, turmeric and curcumin should not be taken with obstruction of the bile duct,
   * cholangitis, liver disease, gallstones or any other biliary disease.
   */
  spsTurmeric: {
    title: "Turmeric: potential adverse effects and interactions",
    publisher: "Specialist Pharmacy Service (NHS)",
    url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
  },
  /**
   * Section 4.3 (a UK traditional herbal registration): obstruction of the biliary or intestinal tract, liver disease,
   * cholangitis, gallstones and active peptic ulcer.
   */
  dandelionSmpc: {
    title:
      "Holland & Barrett Dandelion Capsules (dandelion root): summary of product characteristics, section 4.3",
    publisher: "Medine.co.uk (copy of the UK SmPC)",
    url: "https://imedi.co.uk/natures-garden-dandelion-capsules/summary",
  },
  /**
   * Section 4.3: contraindicated with a sudden change in bowel habit persisting over two weeks, undiagnosed rectal
   * bleeding, abnormal constrictions of the gut, diseases of the oesophagus and cardia, intestinal obstruction, faecal
   * impaction, natural or drug-induced reduction of gut motility, colonic atony such as senile megacolon, and difficulty
   * in swallowing or throat problems.
   */
  fybogelSmpc: {
    title: "Fybogel granules (ispaghula husk): summary of product characteristics, section 4.3",
    publisher: RXREASONER,
    url: "https://rxreasoner.com/monographs/fybogel/precautions",
  },
  /**
   * Section 4.3: not to be given alone in Addisonian anaemia or other vitamin B12 deficiency; do not use in malignant
   * disease unless megaloblastic anaemia due to folate deficiency is an important complication.
   */
  folicAcid5mgSmpc: {
    title: "Folic Acid Tablets 5 mg: summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/folic-acid-tablets-5mg/summary?doc=1",
  },
  /**
   * Do not take them if you have cancer (unless you have anaemia due to a deficiency of folic acid); talk to the doctor
   * or pharmacist first if you are receiving a coronary stent.
   */
  folicAcid5mgLeaflet: {
    title: "Folic Acid 5 mg Tablets: patient leaflet, before you take",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/6998/pil",
  },
  /**
   * Section 4.4: vitamin E has been reported to increase bleeding tendency in vitamin K deficient patients or those on
   * anticoagulants, and to increase the risk of thrombosis in patients predisposed to it, including those taking
   * oestrogens (a finding not confirmed, but to be borne in mind).
   */
  vitaminESuspensionSmpc: {
    title: "Vitamin E Suspension 100 mg/ml: summary of product characteristics, section 4.4",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/3734/smpc",
  },
  /** Section 4.3: haemosiderosis and haemochromatosis; anaemias other than those due to iron deficiency; haemoglobinopathies. */
  galferSmpc: {
    title: "Galfer capsules (ferrous fumarate): summary of product characteristics, section 4.3",
    publisher: RXREASONER,
    url: "https://www.rxreasoner.com/monographs/galfer/precautions",
  },
  /** Section 4.3: paroxysmal nocturnal haemoglobinuria, haemosiderosis, haemochromatosis, and anaemias other than iron deficiency. */
  ferrousFumarateSmpc: {
    title:
      "Ferrous fumarate film-coated tablets (Mercury Pharma): summary of product characteristics, section 4.3",
    publisher: RXREASONER,
    url: "https://www.rxreasoner.com/monographs/ferrous-fumarate/precautions",
  },
  /**
   * Section 4.3: repeated blood transfusions, concomitant parenteral iron, haemochromatosis and other iron overload;
   * section 4.4: give with caution in haemolytic anaemia, haemoglobinopathies and iron storage or absorption diseases.
   */
  ferrousSulfateSandozSmpc: {
    title:
      "Ferrous Sulfate coated tablets (Sandoz): summary of product characteristics, sections 4.3 and 4.4",
    publisher: RXREASONER,
    url: "https://www.rxreasoner.com/monographs/6380/precautions",
  },
} satisfies Record<string, Reference>;
