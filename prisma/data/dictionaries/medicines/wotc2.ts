// UK medicines and brands joined only where a record or class then reaches them (docs/reference/knowledge-rounds.md).
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { med, page } from "./build";

const EMC = "Electronic medicines compendium (emc)";

function read(title: string, publisher: string, url: string): Reference {
  return { title, publisher, url };
}

/** The pages read this round, by product. */
export const REF_WOTC2_PRODUCTS = {
  /** "the benefits of the 4 fibrates—bezafibrate, ciprofibrate, fenofibrate, and gemfibrozil—continue to outweigh the risks". */
  mhraFibrates: read(
    "Fibrates: first-line treatment not recommended (Drug Safety Update, December 2010)",
    "MHRA",
    "https://www.gov.uk/drug-safety-update/fibrates-first-line-treatment-not-recommended?UNLID=38320972202151082655",
  ),
  /** Section 1: "Gemfibrozil belongs to a group of medicines called lipid-lowering medicines or fibrates". */
  gemfibrozilLeaflet: read(
    "Gemfibrozil 600mg Film-Coated Tablets: patient information leaflet",
    EMC,
    "https://medicines.org.uk/emc/product/11468/pil",
  ),
  /** "Lopid 600 mg film-coated tablets ... Each film-coated tablet contains 600 mg of gemfibrozil." */
  lopidSmpc: read(
    "Lopid 600 mg Film-coated Tablets (gemfibrozil): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/2261/smpc/print",
  ),
  /** "Each tablet contains 100mg ciprofibrate"; 4.3 "Concurrent use with another fibrate". */
  ciprofibrateSmpc: read(
    "Ciprofibrate 100mg Tablets: summary of product characteristics",
    "UK SmPC, reproduced by imedi.co.uk",
    "https://imedi.co.uk/ciprofibrate-100mg-tablets/summary",
  ),
  /** Modalim (ciprofibrate), GB SmPC: "As with other fibrates, the risk of rhabdomyolysis ... may be increased". */
  modalimPrecautions: read(
    "Modalim (ciprofibrate): summary of product characteristics, sections 4.3 to 4.5 (MHRA, GB)",
    "RxReasoner",
    "https://rxreasoner.com/monographs/2657/precautions",
  ),
  /** "Dried Ferrous sulphate 325 mg (elemental iron 105 mg). Sodium ascorbate 562.4 mg (ascorbic acid 500 mg)"; 1 tablet daily. */
  ferrogradCSmpc: read(
    "Ferrograd C Tablets (dried ferrous sulphate 325 mg, ascorbic acid 500 mg): summary of product characteristics",
    "UK SmPC, reproduced by imedi.co.uk",
    "https://imedi.co.uk/ferrograd-c-tablets/summary",
  ),
  /** Irish SmPC of the product the UK also has: "Each tablet contains Dried Ferrous Sulphate 325mg (elemental iron 105mg)". */
  ferrogradSmpc: read(
    "Ferrograd 325mg Prolonged release Tablets (dried ferrous sulphate): summary of product characteristics (HPRA, Ireland)",
    "RxReasoner",
    "https://www.rxreasoner.com/monographs/ferrograd",
  ),
  /** "Each 5 ml of Niferex Elixir contains 217.4 mg of polysaccharide-iron complex equivalent to 100mg of elemental iron"; adults 5 ml once or twice daily to treat, 2.5 ml daily to prevent. */
  niferexSmpc: read(
    "Niferex Elixir (polysaccharide-iron complex, 100 mg iron per 5 ml): summary of product characteristics",
    "UK SmPC, reproduced by imedi.co.uk",
    "https://imedi.co.uk/niferex-elixir/summary",
  ),
  /** "100mg elemental iron per 5ml elixir, within a polysaccharide-iron complex"; "Niferex Elixir is an iron preparation". */
  niferexLeaflet: read(
    "Niferex Elixir Oral Solution (polysaccharide-iron complex, 100 mg iron per 5 ml): patient leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/niferex-elixir-leaflet.html",
  ),
  /** "Each capsule contains: 800IU Colecalciferol (equivalent to 20 micrograms vitamin D3)"; "One capsule per day". */
  fultiumSmpc: read(
    "Fultium-D3 800 IU capsules (colecalciferol): summary of product characteristics",
    EMC,
    "https://www.medicines.org.uk/emc/product/2813/smpc",
  ),
  /** Fultium-D3 3,200 IU capsules: "Vitamin D3 (3,200 IU colecalciferol equivalent to 80 micrograms Vitamin D3)". */
  fultium3200Leaflet: read(
    "Fultium-D3 3,200 IU capsules (colecalciferol): patient leaflet",
    "Drugs.com (UK edition)",
    "https://www.drugs.com/uk/fultium-d3-3-200-iu-capsules-leaflet.html",
  ),
  /** US label: "Calcium Carbonate USP 750mg", purpose "Antacid"; "Antacids may interact with certain prescription drugs". */
  tumsLabel: read(
    "Tums Antacid Chewy Bites (calcium carbonate 750 mg): drug facts label (US)",
    "DailyMed, US National Library of Medicine",
    "https://dailymed.nlm.nih.gov/dailymed/lookup.cfm?setid=6208d11d-0670-4a20-a3fc-ebc764a8e6cd&version=1",
  ),
  /** US label: Tums Smoothies, "Calcium Carbonate 750 mg", "Antacid", "EXTRA STRENGTH 750". */
  tumsSmoothiesLabel: read(
    "Tums Smoothies Extra Strength (calcium carbonate 750 mg): drug facts label (US)",
    "DailyMed, US National Library of Medicine",
    "https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=9e54f687-4072-42fd-a14b-af67fe8b6cc4",
  ),
  /** US label: Tums Regular Strength, "Calcium Carbonate USP 500mg", "Antacid". */
  tumsRegularLabel: read(
    "Tums Regular Strength (calcium carbonate 500 mg): FDA label",
    "NDC List",
    "https://ndclist.com/ndc/0135-0611/label",
  ),
  /** "Sodium Pyrrolidone Carboxylate 2.5%"; "For topical use only"; 4.5 "None known". */
  hydromolCreamSmpc: read(
    "Hydromol Cream (sodium pyrrolidone carboxylate 2.5%): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/hydromol-cream/summary",
  ),
  /** Light liquid paraffin, isopropyl myristate; "used topically"; 4.5 "None known". */
  hydromolBathSmpc: read(
    "Hydromol Bath & Shower Emollient (light liquid paraffin, isopropyl myristate): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/hydromol-bath-shower-emollient/summary",
  ),
  /** White soft paraffin, light liquid paraffin, anhydrous lanolin; "For topical administration"; 4.5 topical minoxidil only. */
  e45CreamSmpc: read(
    "E45 Cream (white soft paraffin, light liquid paraffin, anhydrous lanolin): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/e45-cream/summary",
  ),
  /** Zinc oxide, benzyl alcohol, benzyl benzoate, benzyl cinnamate, lanolin; "Topical cream for external use only"; 4.5 "None known". */
  sudocremSmpc: read(
    "Sudocrem Antiseptic Healing Cream (zinc oxide, benzyl alcohol, benzyl benzoate, benzyl cinnamate, lanolin): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/8860/smpc/print",
  ),
  /** White soft paraffin 50%, emulsifying wax 30%, liquid paraffin 20%; "For External use only"; 4.5 "None known". */
  emulsifyingOintmentSmpc: read(
    "Emulsifying Ointment BP (white soft paraffin, emulsifying wax, liquid paraffin): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/emulsifying-ointment-bp/summary?doc=1",
  ),
  /** Trade names include "Sleepeaze 25mg Tablets": "Diphenhydramine Hydrochloride BP 25mg", two tablets at bedtime. */
  sleepAidSmpc: read(
    "Sleep Aid Tablets, Sleepeaze 25mg Tablets and other sleep aid 25 mg tablets (diphenhydramine hydrochloride): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/numark-night-time-sleep-aid-25mg-tablets/summary",
  ),
  /** 4.4 "Pholcodine is an opioid"; 4.5 "Depressant effects may occur with concurrent alcohol ingestion"; 4.7 "Pholcodine may induce drowsiness". */
  strongPholcodineSmpc: read(
    "Strong Pholcodine Linctus BP (pholcodine 10 mg per 5 ml): summary of product characteristics",
    EMC,
    "https://www.medicines.org.uk/emc/product/4507/smpc",
  ),
  /** "These medicines are being withdrawn from sale as a precaution and will no longer be available from pharmacies." */
  pholcodineWithdrawal: read(
    "Pholcodine-containing medicines withdrawn (MHRA advice, March 2023)",
    "Prescriber",
    "https://www.prescriber.org.uk/2023/03/pholcodine-containing-medicines-withdrawn/print",
  ),
  /** Trade names include "Boots Sleepeaze Herbal": hop strobile, valerian root and passion flower extracts. */
  sleepeazeHerbalSmpc: read(
    "Superdrug Quiet Night Tablets, Boots Sleepeaze Herbal and other herbal sleep aids (hop, valerian, passion flower): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/superdrug-quiet-night-tablets/summary",
  ),
  /** "No pharmacologically active components"; "an emollient, moisturising and protective cream"; 4.5 "None stated". */
  diprobaseCreamSmpc: read(
    "Diprobase Cream: summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/diprobase-cream/summary",
  ),
  diprobaseOintmentSmpc: read(
    "Diprobase Ointment: summary of product characteristics",
    "Patient Info (UK)",
    "https://patient-info.co.uk/diprobase-ointment-91661/summary-of-medicine-characteristics",
  ),
  /** Isopropyl myristate 15%, liquid paraffin 15%; "For external use only"; 4.5 "None known". */
  doublebaseGelSmpc: read(
    "Doublebase Gel (isopropyl myristate, liquid paraffin): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/doublebase-gel/summary",
  ),
  doublebaseShowerSmpc: read(
    "Doublebase Emollient Shower Gel (isopropyl myristate, liquid paraffin): summary of product characteristics",
    EMC,
    "https://www.medicines.org.uk/emc/product/320",
  ),
  doublebaseBathSmpc: read(
    "Doublebase Emollient Bath Additive (liquid paraffin): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://medine.co.uk/doublebase-emollient-bath-additive/summary",
  ),
  /** White soft paraffin 13.2%, light liquid paraffin 10.5%; 5.2 "Cetraben cream acts only on the skin". */
  cetrabenCreamSmpc: read(
    "Cetraben Emollient Cream (white soft paraffin, light liquid paraffin): summary of product characteristics",
    "Medine.co.uk (imedi)",
    "https://imedi.co.uk/cetraben-emollient-cream/summary",
  ),
  /** Light liquid paraffin 63.4%, a liquid bath additive; 4.5 "None known". */
  oilatumSmpc: read(
    "Oilatum Emollient / Oilatum Soothing Bath Emollient (light liquid paraffin): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/5454/smpc",
  ),
  /** Liquid paraffin, isopropyl myristate, benzalkonium chloride 0.1%, chlorhexidine 0.1%; "An antimicrobial emollient"; applied to the skin. */
  dermol500Smpc: read(
    "Dermol 500 Lotion (liquid paraffin, isopropyl myristate, benzalkonium chloride, chlorhexidine): summary of product characteristics",
    EMC,
    "https://medicines.org.uk/emc/product/3753/smpc/print",
  ),
  dermol600Smpc: read(
    "Dermol 600 Bath Emollient (liquid paraffin, isopropyl myristate, benzalkonium chloride): summary of product characteristics",
    EMC,
    "https://www.medicines.org.uk/emc/product/3821",
  ),
} satisfies Record<string, Reference>;

const R = REF_WOTC2_PRODUCTS;

const FIBRATES: Medicine[] = [
  // The MHRA names the four UK fibrates; the fibrate group's records (through cholesterol-lowering medicines) reach them.
  med("gemfibrozil", "Gemfibrozil", ["fibrate"], "twice_daily", page(R.gemfibrozilLeaflet), {
    brands: ["Lopid"],
    also: [R.mhraFibrates, R.lopidSmpc],
  }),
  med("ciprofibrate", "Ciprofibrate", ["fibrate"], "once_daily", page(R.ciprofibrateSmpc), {
    brands: ["Modalim"],
    also: [R.mhraFibrates, R.modalimPrecautions],
  }),
];

const IRON_AND_VITAMIN_D: Medicine[] = [
  // The slow-release tablet without folic acid; Ferrograd Folic has its own entry.
  med(
    "ferrous-sulfate-modified-release",
    "Ferrous sulfate modified-release (Ferrograd)",
    ["iron-preparation"],
    "once_daily",
    page(R.ferrogradSmpc),
    {
      brands: ["Ferrograd"],
      components: ["ferrous-sulfate"],
      otc: true,
      nutrients: [
        {
          ingredient: "iron",
          amount: 105,
          unit: "mg",
          usualDose: "one tablet a day (105 mg iron, slowly released)",
        },
      ],
    },
  ),
  med(
    "ferrous-sulfate-modified-release-with-ascorbic-acid",
    "Ferrous sulfate modified-release with vitamin C (Ferrograd C)",
    ["iron-preparation", "vitamin"],
    "once_daily",
    page(R.ferrogradCSmpc),
    {
      brands: ["Ferrograd C"],
      components: ["ferrous-sulfate"],
      otc: true,
      nutrients: [
        {
          ingredient: "iron",
          amount: 105,
          unit: "mg",
          usualDose: "one tablet a day (105 mg iron, slowly released)",
        },
        {
          ingredient: "vitamin-c",
          amount: 500,
          unit: "mg",
          usualDose: "one tablet a day (ascorbic acid 500 mg)",
        },
      ],
    },
  ),
  med(
    "polysaccharide-iron-complex",
    "Polysaccharide-iron complex",
    ["iron-preparation"],
    "once_daily",
    page(R.niferexSmpc),
    {
      brands: ["Niferex", "Niferex Elixir"],
      nutrients: [
        {
          ingredient: "iron",
          amount: 100,
          unit: "mg",
          usualDose:
            "5 ml once a day (100 mg iron); twice a day to treat anaemia, 2.5 ml a day to prevent it",
        },
      ],
      also: [R.niferexLeaflet],
    },
  ),
  // Every Fultium product read is colecalciferol, so the bare brand is the vitamin, not a family to choose from.
  med("colecalciferol-fultium", "Colecalciferol (Fultium)", ["vitamin"], null, page(R.fultiumSmpc), {
    brands: ["Fultium"],
    components: ["colecalciferol"],
    otc: true,
    nutrients: [
      {
        ingredient: "vitamin-d3",
        amount: 20,
        unit: "µg",
        usualDose: "one 800 unit (20 microgram) capsule a day, the SmPC's recommended dose",
        typedStrength: true,
      },
    ],
    also: [R.fultium3200Leaflet],
  }),
];

const ANTACIDS: Medicine[] = [
  // A US brand people bring home; every Tums label read is calcium carbonate alone, as an antacid.
  med("calcium-carbonate-tums", "Calcium carbonate (Tums)", ["antacid"], null, page(R.tumsLabel), {
    brands: ["Tums", "Tums Chewy Bites", "Tums Smoothies", "Tums Extra Strength", "Tums Regular Strength"],
    components: ["calcium-carbonate"],
    otc: true,
    also: [R.tumsSmoothiesLabel, R.tumsRegularLabel],
  }),
];

const SKIN: Medicine[] = [
  // Emollients and barrier creams act on the skin alone; their SmPCs know no interaction with a medicine taken by mouth.
  med("hydromol", "Hydromol emollients", ["emollient"], null, page(R.hydromolCreamSmpc), {
    brands: [
      "Hydromol",
      "Hydromol Cream",
      "Hydromol Bath & Shower Emollient",
      "Hydromol Bath and Shower Emollient",
    ],
    otc: true,
    also: [R.hydromolBathSmpc],
  }),
  med("e45-cream", "E45 Cream", ["emollient"], null, page(R.e45CreamSmpc), {
    brands: ["E45", "E45 Cream"],
    otc: true,
  }),
  med("sudocrem", "Sudocrem Antiseptic Healing Cream", ["emollient"], null, page(R.sudocremSmpc), {
    brands: ["Sudocrem", "Sudocrem Antiseptic Healing Cream"],
    otc: true,
  }),
  med("emulsifying-ointment", "Emulsifying ointment", ["emollient"], null, page(R.emulsifyingOintmentSmpc), {
    other: ["Emulsifying Ointment BP"],
    otc: true,
  }),
  med("diprobase", "Diprobase emollients", ["emollient"], null, page(R.diprobaseCreamSmpc), {
    brands: ["Diprobase", "Diprobase Cream", "Diprobase Ointment"],
    otc: true,
    also: [R.diprobaseOintmentSmpc],
  }),
  med("doublebase", "Doublebase emollients", ["emollient"], null, page(R.doublebaseGelSmpc), {
    brands: [
      "Doublebase",
      "Doublebase Gel",
      "Doublebase Emollient Shower Gel",
      "Doublebase Emollient Bath Additive",
    ],
    otc: true,
    also: [R.doublebaseShowerSmpc, R.doublebaseBathSmpc],
  }),
  med("cetraben-cream", "Cetraben Emollient Cream", ["emollient"], null, page(R.cetrabenCreamSmpc), {
    brands: ["Cetraben", "Cetraben Cream", "Cetraben Emollient Cream"],
    otc: true,
  }),
  med("oilatum-emollient", "Oilatum Emollient (bath additive)", ["emollient"], null, page(R.oilatumSmpc), {
    brands: ["Oilatum", "Oilatum Emollient", "Oilatum Soothing Bath Emollient"],
    otc: true,
  }),
  // Its antiseptics (chlorhexidine, benzalkonium) act on the skin like its oils; nothing is taken in.
  med("dermol", "Dermol antimicrobial emollients", ["emollient"], null, page(R.dermol500Smpc), {
    brands: ["Dermol", "Dermol 500", "Dermol 500 Lotion", "Dermol 600", "Dermol 600 Bath Emollient"],
    otc: true,
    also: [R.dermol600Smpc],
  }),
];

// The diphenhydramine sleep tablets sold as Sleepeaze; not the bare brand, as Boots Sleepeaze Herbal is valerian, hops
// and passion flower.
const SLEEP: Medicine[] = [
  med(
    "diphenhydramine-sleepeaze",
    "Diphenhydramine 25 mg sleep aid tablets (Sleepeaze)",
    ["antihistamine", "sedative"],
    null,
    page(R.sleepAidSmpc),
    {
      brands: [
        "Sleepeaze Tablets",
        "Sleepeaze 25mg Tablets",
        "Boots Sleepeaze Tablets",
        "Boots Sleepeaze 25mg Tablets",
      ],
      components: ["diphenhydramine"],
      otc: true,
      also: [R.sleepeazeHerbalSmpc],
    },
  ),
];

// An opioid cough suppressant withdrawn from UK sale in March 2023; people may still have a bottle at home. Its SmPC
// says it may cause drowsiness and adds to other depressants, so it sits among the medicines that cause drowsiness.
const COUGH: Medicine[] = [
  med("pholcodine", "Pholcodine", ["sedative", "cough-medicine"], null, page(R.strongPholcodineSmpc), {
    brands: ["Galenphol", "Galenphol Linctus", "Strong Pholcodine Linctus"],
    other: ["Pholcodine linctus"],
    otc: true,
    also: [R.pholcodineWithdrawal],
  }),
];

export const WOTC2_MEDICINES: Medicine[] = [
  ...FIBRATES,
  ...IRON_AND_VITAMIN_D,
  ...ANTACIDS,
  ...SKIN,
  ...SLEEP,
  ...COUGH,
];
