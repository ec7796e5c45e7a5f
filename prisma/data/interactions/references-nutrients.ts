// UK product information of the licensed medicinal forms of the nutrients, read on 2026-11-29 for
// sources-read.ts: emc pages and faithful copies of UK SmPCs and leaflets (imedi, medine, patient-info.co.uk,
// and RxReasoner's copies of the SmPCs the MHRA holds), each at the address it was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const emc = (title: string, url: string): Reference => ({
  title,
  publisher: "electronic medicines compendium (emc)",
  url,
});

/** RxReasoner reproduces the sections 4.3 to 4.5 of the SmPC the MHRA holds, naming it as the source. */
const ukSmpcCopy = (title: string, url: string): Reference => ({
  title,
  publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
  url,
});

export const REFN = {
  /** 4.5: thiazides, phenytoin and barbiturates, corticosteroids, cardiac glycosides, levothyroxine (4 h), iron, zinc and strontium (2 h), bisphosphonates, sodium fluoride, colestyramine, orlistat, tetracyclines, quinolones. */
  kalciposD: emc(
    "Kalcipos-D (calcium carbonate and colecalciferol): summary of product characteristics, section 4.5",
    "https://www.medicines.org.uk/emc/product/4481/smpc",
  ),
  /** Other medicines: digoxin, thiazides, phenytoin and barbiturates, glucocorticoids. */
  colextraD3Leaflet: {
    title: "Colextra-D3 20 000 IU capsules: patient leaflet, other medicines",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
  },
  /** 4.5: folic acid occasionally reduces the plasma level of phenytoin and phenobarbital. */
  folicAcidSmpc: {
    title: "Folic Acid 5 mg Tablets: summary of product characteristics, section 4.5",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/folic-acid-tablets-bp-5mg/summary?doc=1",
  },
  /** 4.5: penicillamine, bisphosphonates, quinolones, entacapone, levodopa, levothyroxine (2 h), mycophenolate. */
  ferrousFumarateSmpc: ukSmpcCopy(
    "Ferrous fumarate film-coated tablets: summary of product characteristics, sections 4.3 to 4.5",
    "https://www.rxreasoner.com/monographs/ferrous-fumarate/precautions",
  ),
  /** 4.3 dimercaprol; 4.5 tetracyclines, zinc. */
  galferSmpc: ukSmpcCopy(
    "Galfer capsules (ferrous fumarate): summary of product characteristics, sections 4.3 to 4.5",
    "https://www.rxreasoner.com/monographs/galfer/precautions",
  ),
  /** 4.5: levodopa without a dopa decarboxylase inhibitor; phenytoin and phenobarbitone levels fall with larger doses. */
  pyridoxine20Smpc: {
    title: "Pyridoxine Tablets BP 20 mg: summary of product characteristics, section 4.5",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/pyridoxine-tablets-bp-20mg/summary",
  },
  /** 4.5: levodopa unless a dopa decarboxylase inhibitor is also given; isoniazid, penicillamine, oral contraceptives. */
  pyridoxine50Smpc: emc(
    "Pyridoxine 50 mg Tablets: summary of product characteristics, section 4.5",
    "https://www.medicines.org.uk/emc/product/1208/smpc",
  ),
  /** 4.3 copper deficiency; 4.5 copper, tetracyclines (3 h), quinolones, calcium, iron, penicillamine, trientine. */
  solvazincSmpc: ukSmpcCopy(
    "Solvazinc 45 mg effervescent tablets (zinc sulfate): summary of product characteristics, sections 4.3 to 4.5",
    "https://rxreasoner.com/monographs/solvazinc/precautions",
  ),
  /** 4.3 severe renal impairment, bradycardia; 4.5 a 2 to 3 hour gap, tetracyclines, fluorides, nitrofurantoin. */
  magnaspartateSmpc: ukSmpcCopy(
    "Magnaspartate 243 mg powder for oral solution (magnesium aspartate): summary of product characteristics, sections 4.3 to 4.5",
    "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
  ),
  /** 4.4 and 4.5: thiazide diuretics, cardiac glycosides, tetracyclines. */
  calcichewSmpc: ukSmpcCopy(
    "Calcichew chewable tablets (calcium carbonate): summary of product characteristics, sections 4.3 to 4.5",
    "https://www.rxreasoner.com/monographs/7214/precautions",
  ),
  /** 4.5: absorption reduced by colchicine, biguanides, colestyramine, methyldopa, cimetidine and others. */
  cytaconSmpc: emc(
    "Cytacon and Cyanocobalamin 50 micrograms Tablets: summary of product characteristics, section 4.5",
    "https://www.medicines.org.uk/emc/product/5716/smpc",
  ),
  /** 4.5: chloramphenicol and oral contraceptives, unlikely to be of clinical significance. */
  cobalinSmpc: ukSmpcCopy(
    "Hydroxocobalamin injection (Cobalin): summary of product characteristics, sections 4.3 to 4.5",
    "https://rxreasoner.com/monographs/cobalin/precautions",
  ),
  /** 4.5: barbiturates, primidone, cellulose sodium phosphate, desferrioxamine (tissue iron toxicity). */
  ascorbicAcidSmpc: {
    title: "Ascorbic Acid Tablets BP 500 mg: summary of product characteristics, sections 4.4 and 4.5",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/ascorbic-acid-tablets-bp-500-mg-86633/summary-of-medicine-characteristics",
  },
  /** Not for the first month after starting desferrioxamine. */
  ascorbicAcidLeaflet: {
    title: "Ascorbic Acid 500 mg Tablets: patient leaflet, other medicines",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/ascorbic-acid-500-mg-tablets-vodexo-500-mg-tablets-91489/patient-leaflet",
  },
  /** 4.5: thiosemicarbazone and 5-fluorouracil can neutralise the effect of thiamine. */
  thiamineSmpc: {
    title: "Thiamine Hydrochloride 50 mg Tablets: summary of product characteristics, section 4.5",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/thiamine-hydrochloride-50-mg-tablets-90094/summary-of-medicine-characteristics",
  },
  /** 4.4: hypoglycaemia with insulin or oral hypoglycaemics; very rare INR rises with coumarinic drugs. */
  levocarnitineSmpc: emc(
    "Levocarnitine oral solution and tablets (emc product 15069): summary of product characteristics, section 4.4",
    "https://medicines.org.uk/emc/product/15069/smpc",
  ),
  /** 4.8: INR increased with coumarinic drugs (acenocoumarol and warfarin). */
  carnitorSmpc: emc(
    "Levocarnitine (emc product 1709): summary of product characteristics, section 4.8",
    "https://medicines.org.uk/emc/product/1709/smpc",
  ),
  /** 4.3 shellfish; 4.4 glucose tolerance, asthma; 4.5 coumarin anticoagulants, tetracyclines. */
  dolenioSmpc: ukSmpcCopy(
    "Dolenio (glucosamine) film-coated tablets: summary of product characteristics, sections 4.3 to 4.5",
    "https://www.rxreasoner.com/monographs/dolenio/precautions",
  ),
  /** 4.3: not for people allergic to shellfish. */
  glucosamine625Smpc: {
    title: "Glucosamine 625 mg Effervescent Tablets: summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/glucosamine-625-mg-effervescent-tablets/summary",
  },
  /** 4.4: anticoagulants (INR), oestrogens, colestyramine, iron therapy in children. */
  vitaminESuspensionSmpc: emc(
    "Vitamin E Suspension 100 mg/ml: summary of product characteristics, section 4.4",
    "https://medicines.org.uk/emc/product/3734/smpc",
  ),
  /** 4.4: bronchospasm, especially with asthma; caution with a history of peptic ulcer. */
  nacsysSmpc: emc(
    "NACSYS 600 mg effervescent tablets (acetylcysteine): summary of product characteristics, section 4.4",
    "https://medicines.org.uk/emc/product/8576/smpc%23gref",
  ),
  /** Antibiotics 2 hours apart; cough suppressants; nitroglycerin; activated charcoal. */
  nacsysLeaflet: emc(
    "NACSYS 600 mg effervescent tablets (acetylcysteine): patient leaflet, other medicines",
    "https://medicines.org.uk/emc/product/8576/xpil/print",
  ),
  /** 4.4 and 4.5: in vitro, amino acid mixtures and vigabatrin or GABA analogues; 30 minutes apart. */
  cystadaneSmpc: ukSmpcCopy(
    "Cystadane (betaine anhydrous) oral powder: summary of product characteristics, sections 4.3 to 4.5",
    "https://www.rxreasoner.com/monographs/6303/precautions",
  ),
  /** 4.4: potassium-sparing diuretics (the potassium salt); medically treated thyrotoxicosis. */
  thysatSmpc: ukSmpcCopy(
    "Thysat (potassium iodide) tablets: summary of product characteristics, sections 4.3 and 4.4",
    "https://www.rxreasoner.com/monographs/thysat-tab/precautions",
  ),
  /** 4.3: hypertension or antihypertensives, arrhythmia, disulfiram, antidepressants, anxiolytics, sedatives, anxiety, ephedrine. */
  proPlusSmpc: {
    title: "Pro Plus (caffeine 50 mg tablets): summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/pro-plus/summary?doc=0",
  },

  /** 4.4: anticoagulant monitoring at the high dose (4 capsules a day). */
  omega3EthylEstersSmpc: emc(
    "Omega 3-acid-ethyl esters 1000 mg soft capsules: summary of product characteristics, section 4.4",
    "https://medicines.org.uk/emc/product/14387/smpc/print",
  ),
  /** 4.5 (an earlier version): pyridoxine and plain levodopa only; not with a peripheral decarboxylase inhibitor. */
  vitaminBCompoundStrongSmpc: {
    title: "Vitamin B Compound Strong Tablets: summary of product characteristics, section 4.5",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/vitamin-b-compound-strong-tablets/g/90dc:2463:6f36:4199:028d:54cf:b21c:7d50:51d7:2ad4/info/summary?doc=0",
  },
  /** 4.5: sulfasalazine, colestyramine (1 h before or 4 to 6 h after), co-trimoxazole, anticonvulsants, fluorouracil (avoid), antacids (2 h), zinc, methotrexate. */
  folicAcidEmcSmpc: emc(
    "Folic acid tablets (emc medicine 23233): summary of product characteristics, section 4.5",
    "https://medicines.org.uk/emc/medicine/23233",
  ),
} satisfies Record<string, Reference>;
