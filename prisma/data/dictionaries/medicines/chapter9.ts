// BNF chapter 9 (nutrition and blood): the iron, vitamin, mineral and electrolyte products people take on
// prescription or buy as licensed medicines, found unrecognised when NHS formulary chapter 9 pages and the
// products' SmPCs were read section by section, with the medicines prescribed beside them (cinacalcet,
// potassium binders, sucralfate, bile-flow medicines). A product's contents and usual adult dose come only
// from the page cited beside it; where the daily amount could not be read, no `nutrients` are given.
// Each entry cites the product information or formulary page it was read from (no BNF page was read).
import type { Medicine, NutrientContent } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { med, page } from "./build";

/** A page read for an entry: a UK SmPC or leaflet, a formulary page or a guidance page. */
function read(title: string, publisher: string, url: string): Reference {
  return { title, publisher, url };
}

const EMC = "Electronic medicines compendium (emc)";
const MEDSCAPE_UK = "Medscape UK";
const DRUGS_COM_UK = "Drugs.com (UK edition)";

const SOMERSET_IRON = read(
  "Somerset formulary, BNF chapter 9: ferrous fumarate 322 mg provides 100 mg elemental iron",
  "NHS Somerset",
  "https://formulary.nhssomerset.nhs.uk/?page_id=1154",
);
const LANARKSHIRE_CALCIUM_MAGNESIUM = read(
  "Joint Adult Formulary, chapter 9 minerals: Calvive 1000 (formerly Sandocal 1000), cinacalcet, Magnaspartate (243 mg magnesium per sachet, one or two sachets a day)",
  "NHS Lanarkshire (Right Decisions)",
  "https://rightdecisions.scot.nhs.uk/nhsl-medicines-guidance/joint-adult-formulary/chapter-9-nutrition-and-blood/minerals/calcium-and-magnesium",
);
const BEDFORDSHIRE_VITAMIN_D = read(
  "Bedfordshire and Luton Joint Formulary 09.06.04 vitamin D: Colextra, Colextra D3, Stexerol D3, calcifediol (Domnisol) 266 micrograms once a month",
  "Bedfordshire Hospitals NHS Foundation Trust (netFormulary)",
  "https://v9.netformulary.co.uk/FormularyDetails?GroupID=551",
);

const IRON_AND_FOLATE: Medicine[] = [
  // Iron and folic acid for pregnancy: both amounts count towards the daily totals.
  med(
    "ferrous-fumarate-with-folic-acid",
    "Ferrous fumarate with folic acid",
    ["iron-preparation", "vitamin"],
    "once_daily",
    page(
      read(
        "Pregaday 322 mg/0.35 mg film-coated tablets (ferrous fumarate, folic acid): patient information leaflet",
        EMC,
        "https://www.medicines.org.uk/emc/product/9355/xpil/print",
      ),
    ),
    {
      brands: ["Pregaday"],
      components: ["ferrous-fumarate", "folic-acid"],
      otc: true,
      nutrients: [
        {
          ingredient: "iron",
          amount: 100,
          unit: "mg",
          usualDose: "one tablet a day (ferrous fumarate 322 mg, 100 mg iron)",
        },
        {
          ingredient: "folic-acid",
          amount: 350,
          unit: "µg",
          usualDose: "one tablet a day (folic acid 350 micrograms)",
        },
      ],
      also: [SOMERSET_IRON],
    },
  ),
  med(
    "dried-ferrous-sulfate-with-folic-acid",
    "Dried ferrous sulfate with folic acid",
    ["iron-preparation", "vitamin"],
    "once_daily",
    page(
      read(
        "Fefol Spansule capsules (dried ferrous sulfate 150 mg, 47 mg iron; folic acid 500 micrograms): summary of product characteristics",
        "MHRA via myHealthbox",
        "https://www.myhealthbox.eu/en/fefol-spansules/4203235",
      ),
    ),
    {
      brands: ["Fefol", "Fefol Spansule"],
      components: ["ferrous-sulfate", "folic-acid"],
      otc: true,
      nutrients: [
        {
          ingredient: "iron",
          amount: 47,
          unit: "mg",
          usualDose: "one capsule a day in pregnancy (47 mg iron)",
        },
        {
          ingredient: "folic-acid",
          amount: 500,
          unit: "µg",
          usualDose: "one capsule a day (folic acid 500 micrograms)",
        },
      ],
      also: [
        read(
          "Fefol Spansule capsules: patient information leaflet (available without prescription)",
          "Medine.co.uk (imedi)",
          "https://imedi.co.uk/fefol-spansule-capsules/g/13e2:489a",
        ),
      ],
    },
  ),
  // The 2020 shortage notice says it gives the same iron and folic acid as Pregaday; the per-tablet
  // amounts and the one-a-day dose are from the DTB note on the product.
  med(
    "ferrous-sulfate-modified-release-with-folic-acid",
    "Ferrous sulfate modified-release with folic acid",
    ["iron-preparation", "vitamin"],
    "once_daily",
    page(
      read(
        "Ferrous fumarate 322 mg/folic acid 350 micrograms (Pregaday) shortage: Ferrograd Folic (ferrous sulfate 325 mg, folic acid 350 micrograms) gives the same iron and folic acid",
        "Scottish Government Health and Social Care Directorates (MSAN(2020)65)",
        "https://www.publications.scot.nhs.uk/publication/6991",
      ),
    ),
    {
      brands: ["Ferrograd Folic"],
      components: ["ferrous-sulfate", "folic-acid"],
      nutrients: [
        {
          ingredient: "iron",
          amount: 105,
          unit: "mg",
          usualDose: "one tablet a day (105 mg iron, slowly released)",
        },
        {
          ingredient: "folic-acid",
          amount: 350,
          unit: "µg",
          usualDose: "one tablet a day (folic acid 350 micrograms)",
        },
      ],
      also: [
        read(
          "Iron and folic acid in pregnancy: Ferrograd Folic (350 micrograms folic acid, 105 mg iron, one tablet daily)",
          "Drug and Therapeutics Bulletin (BMJ)",
          "https://dtb.bmj.com/content/6/3/12.1",
        ),
      ],
    },
  ),
  // Same salt and strength as Fefol without the folic acid; its dose was not on the leaflet page read.
  med(
    "dried-ferrous-sulfate-modified-release",
    "Dried ferrous sulfate modified-release capsules",
    ["iron-preparation"],
    null,
    page(
      read(
        "Feospan Spansule capsules (dried ferrous sulfate 150 mg): patient information leaflet (available without prescription)",
        DRUGS_COM_UK,
        "https://www.drugs.com/uk/feospan-spansule-capsules-leaflet.html",
      ),
    ),
    { brands: ["Feospan", "Feospan Spansule"], components: ["ferrous-sulfate"], otc: true },
  ),
  med(
    "ferrous-sulfate-slow-release",
    "Ferrous sulfate slow-release tablets",
    ["iron-preparation"],
    "once_daily",
    page(
      read(
        "Slow Fe tablets 160 mg (ferrous sulphate, 50 mg iron; one tablet daily to prevent deficiency, two to treat it): summary of product characteristics",
        "Medine.co.uk (imedi)",
        "https://medine.co.uk/slow-fe-tablets-160mg/summary",
      ),
    ),
    {
      brands: ["Slow-Fe", "Slow Fe"],
      components: ["ferrous-sulfate"],
      nutrients: [
        {
          ingredient: "iron",
          amount: 50,
          unit: "mg",
          usualDose: "one tablet a day to prevent deficiency (50 mg iron); two a day to treat it",
        },
      ],
    },
  ),
  // An iron infusion: the dose is worked out from the iron deficit, so no daily amount.
  med(
    "iron-dextran",
    "Iron dextran",
    ["iron-preparation"],
    null,
    page(
      read(
        "CosmoFer 50 mg/ml solution for injection and for infusion (iron(III)-hydroxide dextran complex): patient information leaflet",
        DRUGS_COM_UK,
        "https://www.drugs.com/uk/cosmofer-50mg-ml-solution-for-injection-and-for-infusion-leaflet.html",
      ),
    ),
    { brands: ["CosmoFer"], other: ["Iron(III)-hydroxide dextran complex"] },
  ),
  // Folinic acid rescues cells from methotrexate; it is not folic acid, so its amount is not counted as such.
  med(
    "calcium-folinate",
    "Calcium folinate",
    ["vitamin"],
    null,
    page(
      read(
        "Calcium Folinate 15 mg tablets (folinic acid): summary of product characteristics",
        "Medine.co.uk (imedi)",
        "https://imedi.co.uk/calcium-folinate-15-mg-tablets/summary",
      ),
    ),
    {
      other: ["Folinic acid", "Leucovorin", "Calcium leucovorin"],
      also: [
        read(
          "Calcium Folinate 15 mg tablets: patient information leaflet (one of the B group of vitamins)",
          DRUGS_COM_UK,
          "https://www.drugs.com/uk/calcium-folinate-15mg-tablets-spc-8533.html",
        ),
      ],
    },
  ),
];

// Forceval's contents per capsule (ingredient, amount, unit, as the prescribing information words it).
const FORCEVAL_PER_CAPSULE: [string, number, NutrientContent["unit"], string][] = [
  ["beta-carotene", 2500, "IU", "vitamin A 2,500 units as beta-carotene"],
  ["thiamin", 1.2, "mg", "thiamine 1.2 mg"],
  ["riboflavin", 1.6, "mg", "riboflavin 1.6 mg"],
  ["vitamin-b6", 2, "mg", "pyridoxine 2 mg"],
  ["vitamin-b12", 3, "µg", "cyanocobalamin 3 micrograms"],
  ["vitamin-c", 60, "mg", "ascorbic acid 60 mg"],
  ["vitamin-e", 10, "mg", "dl-alpha-tocopheryl acetate 10 mg"],
  ["biotin", 100, "µg", "biotin 100 micrograms"],
  ["pantothenic-acid", 4, "mg", "pantothenic acid 4 mg"],
  ["folic-acid", 400, "µg", "folic acid 400 micrograms"],
  ["calcium", 108, "mg", "calcium 108 mg"],
  ["iron", 12, "mg", "iron 12 mg"],
  ["copper", 2, "mg", "copper 2 mg"],
  ["magnesium", 30, "mg", "magnesium 30 mg"],
  ["potassium", 4, "mg", "potassium 4 mg"],
  ["zinc", 15, "mg", "zinc 15 mg"],
  ["iodine", 140, "µg", "iodine 140 micrograms"],
  ["manganese", 3, "mg", "manganese 3 mg"],
  ["selenium", 50, "µg", "selenium 50 micrograms"],
  ["chromium", 200, "µg", "chromium 200 micrograms"],
  ["molybdenum", 250, "µg", "molybdenum 250 micrograms"],
];

const VITAMINS: Medicine[] = [
  // Counted at one tablet three times a day (the SmPC's 1 to 2), as the salts' weights the SmPC gives.
  // Its nicotinamide is left out: the niacin limit is set for nicotinic acid, and nicotinamide's is far higher.
  med(
    "vitamin-b-compound-strong",
    "Vitamin B compound strong tablets",
    ["vitamin"],
    "three_times_daily",
    page(
      read(
        "Vitamin B Compound Strong film-coated tablets (nicotinamide 20 mg, pyridoxine hydrochloride 2 mg, riboflavine 2 mg, thiamine mononitrate 4.85 mg): summary of product characteristics",
        "Medthority (emc drug feed)",
        "https://www.medthority.com/drugs/a-alimentary-tract-and-metabolism/a11/a11e/a11ea/vitamin-b-compound-strong-tablets/",
      ),
    ),
    {
      other: ["Vitamin B compound strong", "Vitamin B Co Strong", "Vitamin B compound strong BPC"],
      otc: true,
      nutrients: [
        {
          ingredient: "thiamin",
          amount: 14.55,
          unit: "mg",
          usualDose: "one tablet three times a day (thiamine mononitrate 4.85 mg each)",
        },
        {
          ingredient: "riboflavin",
          amount: 6,
          unit: "mg",
          usualDose: "one tablet three times a day (riboflavine 2 mg each)",
        },
        {
          ingredient: "vitamin-b6",
          amount: 6,
          unit: "mg",
          usualDose: "one tablet three times a day (pyridoxine hydrochloride 2 mg each)",
        },
      ],
      also: [
        read(
          "Formulary 9.6.2 vitamin B group: thiamine, Vitamin B Compound Strong (2 three times a day), pyridoxine",
          "Devon Formulary and Referral (NHS Devon)",
          "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/9-blood-and-nutrition/9-6-vitamins/9-6-2-vitamin-b-group",
        ),
      ],
    },
  ),
  med(
    "ketovite-liquid",
    "Vitamins A and D with cyanocobalamin and choline (Ketovite Liquid)",
    ["vitamin"],
    "once_daily",
    page(
      read(
        "Ketovite Liquid (vitamin A 2,500 IU, ergocalciferol 400 IU, cyanocobalamin 12.5 micrograms, choline chloride 150 mg in 5 ml): summary of product characteristics",
        EMC,
        "https://medicines.org.uk/emc/product/13496/smpc",
      ),
    ),
    {
      brands: ["Ketovite Liquid"],
      nutrients: [
        {
          ingredient: "vitamin-a",
          amount: 2500,
          unit: "IU",
          usualDose: "5 ml a day (vitamin A 2,500 units as palmitate)",
        },
        {
          ingredient: "vitamin-b12",
          amount: 12.5,
          unit: "µg",
          usualDose: "5 ml a day (cyanocobalamin 12.5 micrograms)",
        },
      ],
    },
  ),
  // The composition of the tablets could not be read, so they carry no daily amount.
  med(
    "ketovite-tablets",
    "Multivitamin tablets (Ketovite Tablets)",
    ["vitamin"],
    "three_times_daily",
    page(
      read(
        "Ketovite Tablets: summary of product characteristics (one tablet three times a day, with Ketovite Liquid)",
        "Patient-info.co.uk",
        "https://patient-info.co.uk/ketovite-tablets-91613/summary-of-medicine-characteristics",
      ),
    ),
    { brands: ["Ketovite Tablets"] },
  ),
  // The SmPCs say the tablets and the liquid are used together, so the bare brand reads as both.
  med(
    "ketovite",
    "Ketovite tablets and liquid",
    ["vitamin"],
    null,
    page(
      read(
        "Ketovite Liquid: to achieve complete vitamin supplementation it should be used with Ketovite Tablets (summary of product characteristics)",
        EMC,
        "https://medicines.org.uk/emc/product/13496/smpc",
      ),
    ),
    { brands: ["Ketovite"], components: ["ketovite-tablets", "ketovite-liquid"] },
  ),
  // One capsule a day. Left out: vitamin D2 (not a catalogue ingredient), phosphorus, and nicotinamide
  // (the niacin limit is set for nicotinic acid).
  med(
    "forceval",
    "Multivitamin and mineral capsules (Forceval)",
    ["vitamin"],
    "once_daily",
    page(
      read(
        "Forceval capsules: prescribing information (contents per capsule; one capsule daily)",
        "Alliance Pharmaceuticals (forceval.co.uk)",
        "https://forceval.co.uk/pi/",
      ),
    ),
    {
      brands: ["Forceval", "Forceval Capsules"],
      otc: true,
      nutrients: FORCEVAL_PER_CAPSULE.map(([ingredient, amount, unit, what]) => ({
        ingredient,
        amount,
        unit,
        usualDose: `one capsule a day (${what})`,
      })),
      also: [
        read(
          "Forceval capsules: patient leaflet (available without prescription)",
          "Patient-info.co.uk",
          "https://patient-info.co.uk/forceval-capsules-87828/patient-leaflet",
        ),
      ],
    },
  ),
  // For babies and children up to 12 (the leaflet says it is not for adults), so no adult daily amount.
  med(
    "abidec",
    "Multivitamin drops (Abidec)",
    ["vitamin"],
    "once_daily",
    page(
      read(
        "Abidec Multivitamin Drops: patient information leaflet (for babies and children up to 12 years)",
        EMC,
        "https://www.medicines.org.uk/emc/product/3914/pil",
      ),
    ),
    { brands: ["Abidec", "Abidec Multivitamin Drops"] },
  ),
  // 0.6 ml a day for older children and adults. Left out: vitamin D2 and nicotinamide, as for Forceval.
  med(
    "dalivit",
    "Multivitamin drops (Dalivit)",
    ["vitamin"],
    "once_daily",
    page(
      read(
        "Dalivit Drops (per 0.6 ml: vitamin A palmitate 5,000 units, ergocalciferol 400 units, thiamine hydrochloride 1 mg, riboflavin 400 micrograms, pyridoxine hydrochloride 500 micrograms, ascorbic acid 50 mg, nicotinamide 5 mg): summary of product characteristics",
        "Medine.co.uk (imedi)",
        "https://medine.co.uk/dalivit-drops/summary",
      ),
    ),
    {
      brands: ["Dalivit", "Dalivit Drops"],
      nutrients: (
        [
          ["vitamin-a", 5000, "IU", "vitamin A 5,000 units"],
          ["thiamin", 1, "mg", "thiamine hydrochloride 1 mg"],
          ["riboflavin", 0.4, "mg", "riboflavin 400 micrograms"],
          ["vitamin-b6", 0.5, "mg", "pyridoxine hydrochloride 500 micrograms"],
          ["vitamin-c", 50, "mg", "ascorbic acid 50 mg"],
        ] as const
      ).map(([ingredient, amount, unit, what]) => ({
        ingredient,
        amount,
        unit,
        usualDose: `0.6 ml a day for adults and older children (${what})`,
      })),
    },
  ),
  // Injections for severe vitamin B and C depletion (alcohol dependence, Wernicke's): no daily amount.
  med(
    "vitamins-b-and-c-injection",
    "Vitamins B and C injection",
    ["vitamin"],
    null,
    page(
      read(
        "Pabrinex Intravenous High Potency solution for injection (thiamine, riboflavin, pyridoxine, ascorbic acid, nicotinamide): summary of product characteristics",
        "Medine.co.uk (imedi)",
        "https://imedi.co.uk/pabrinex-intravenous-high-potency-solution-for-injection/summary",
      ),
    ),
    {
      brands: ["Pabrinex"],
      also: [
        read(
          "Joint Adult Formulary, vitamin supplementation in substance dependence: Pabrinex for Wernicke's encephalopathy",
          "NHS Lanarkshire (Right Decisions)",
          "https://rightdecisions.scot.nhs.uk/nhsl-medicines-guidance/joint-adult-formulary/chapter-4-central-nervous-system/drugs-used-in-substance-dependence/vitamin-supplementation",
        ),
      ],
    },
  ),
  // Water-soluble vitamin E for children with cholestasis, dosed by body weight: no adult amount.
  med(
    "tocofersolan",
    "Tocofersolan",
    ["vitamin"],
    "once_daily",
    page(
      read(
        "Vedrop 50 mg/ml oral solution (tocofersolan): summary of product characteristics",
        "Medthority (emc drug feed)",
        "https://medthority.com/drugs/a-alimentary-tract-and-metabolism/a11/a11h/a11ha/a11ha08/vedrop",
      ),
    ),
    { brands: ["Vedrop"] },
  ),
  // Calcifediol is already partly activated vitamin D, taken monthly: not counted as vitamin D3.
  med("calcifediol", "Calcifediol", ["vitamin"], null, page(BEDFORDSHIRE_VITAMIN_D), {
    brands: ["Domnisol"],
  }),
  // Vitamin K4: water-soluble, for fat malabsorption; like vitamin K1 it works against warfarin.
  med(
    "menadiol-sodium-phosphate",
    "Menadiol sodium phosphate",
    ["vitamin"],
    null,
    page(
      read(
        "Formulary 9.6.6 vitamin K: menadiol sodium phosphate (water-soluble, for fat malabsorption), Konakion MM",
        "East Sussex Formulary (NHS)",
        "https://www.eastsussexformulary.co.uk/therapeutic-sections/9-nutrition-and-blood/96-vitamins/966-vitamin-k/",
      ),
    ),
    {
      other: ["Menadiol", "Menadiol phosphate"],
      also: [
        read(
          "Vitamin K (systemic): menadiol (vitamin K4) and phytonadione",
          "Drugs.com (archived)",
          "https://web.archive.org/web/20140119022420/http://www.drugs.com/mmx/vitamin-k-4.html",
        ),
      ],
    },
  ),
];

const CALCIUM_D3 = ["calcium-preparation", "vitamin"];
const CALCIUM_D3_PARTS = ["calcium-carbonate", "colecalciferol"];

const CALCIUM_AND_VITAMIN_D: Medicine[] = [
  // One or two sachets a day: counted as one.
  med(
    "calcium-500mg-with-colecalciferol-440-units",
    "Calcium 500 mg with vitamin D3 440 units",
    CALCIUM_D3,
    null,
    page(
      read(
        "Cacit D3 500 mg/440 IU effervescent granules (calcium carbonate 1250 mg, colecalciferol 11 micrograms per sachet): summary of product characteristics",
        EMC,
        "https://medicines.org.uk/emc/product/14780/smpc/print",
      ),
    ),
    {
      brands: ["Cacit D3"],
      components: CALCIUM_D3_PARTS,
      otc: true,
      nutrients: [
        {
          ingredient: "calcium",
          amount: 500,
          unit: "mg",
          usualDose: "one or two sachets a day, counted as one (500 mg calcium each)",
        },
        {
          ingredient: "vitamin-d3",
          amount: 11,
          unit: "µg",
          usualDose: "one or two sachets a day, counted as one (440 units each)",
        },
      ],
    },
  ),
  med(
    "calcium-500mg-with-colecalciferol-800-units",
    "Calcium 500 mg with vitamin D3 800 units",
    CALCIUM_D3,
    "once_daily",
    page(
      read(
        "Kalcipos-D 500 mg/800 IU chewable tablets (calcium 500 mg, colecalciferol 20 micrograms): summary of product characteristics",
        EMC,
        "https://medicines.org.uk/emc/product/4481/smpc/print",
      ),
    ),
    {
      brands: ["Kalcipos-D"],
      components: CALCIUM_D3_PARTS,
      nutrients: [
        {
          ingredient: "calcium",
          amount: 500,
          unit: "mg",
          usualDose: "one chewable tablet a day (500 mg calcium, 800 units vitamin D3)",
        },
        {
          ingredient: "vitamin-d3",
          amount: 20,
          unit: "µg",
          usualDose: "one chewable tablet a day (500 mg calcium, 800 units vitamin D3)",
        },
      ],
    },
  ),
  // The dose of the effervescent tablets was not on the page read.
  med(
    "calcium-1000mg-effervescent",
    "Calcium 1000 mg effervescent tablets",
    ["calcium-preparation"],
    null,
    page(LANARKSHIRE_CALCIUM_MAGNESIUM),
    {
      brands: ["Calvive", "Calvive 1000", "Sandocal", "Sandocal 1000"],
    },
  ),
];

const MINERALS_AND_ELECTROLYTES: Medicine[] = [
  // Counted at one tablet three times a day (the SmPC's 1 to 2).
  med(
    "magnesium-glycerophosphate",
    "Magnesium glycerophosphate",
    ["prescribed-mineral"],
    "three_times_daily",
    page(
      read(
        "Neomag 4 mmol chewable tablets (magnesium glycerophosphate, 97.2 mg magnesium): summary of product characteristics",
        EMC,
        "https://www.medicines.org.uk/emc/product/2678/smpc",
      ),
    ),
    {
      brands: ["Neomag", "MagnaPhate", "Magnaphos", "Mag-4", "Yourmag"],
      nutrients: [
        {
          ingredient: "magnesium",
          amount: 291.6,
          unit: "mg",
          usualDose: "one to two tablets three times a day, counted as one (97.2 mg magnesium each)",
        },
      ],
      also: [
        read(
          "Magnesium glycerophosphate oral (Mag-4, MagnaPhate, Magnaphos, Neomag, Yourmag 97.2 mg): monograph",
          MEDSCAPE_UK,
          "https://www.medscape.co.uk/drug/magnesium-glycerophosphate-oral-71100-71100",
        ),
      ],
    },
  ),
  med(
    "magnesium-aspartate",
    "Magnesium aspartate",
    ["prescribed-mineral"],
    "once_daily",
    page(LANARKSHIRE_CALCIUM_MAGNESIUM),
    {
      brands: ["Magnaspartate"],
      nutrients: [
        {
          ingredient: "magnesium",
          amount: 243,
          unit: "mg",
          usualDose: "one or two sachets once a day, counted as one (243 mg magnesium each)",
        },
      ],
    },
  ),
  med(
    "zinc-sulfate",
    "Zinc sulfate",
    ["prescribed-mineral"],
    null,
    page(
      read(
        "Solvazinc 45 mg effervescent tablets (zinc sulfate monohydrate 125 mg): summary of product characteristics",
        EMC,
        "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      ),
    ),
    {
      brands: ["Solvazinc"],
      other: ["Zinc sulphate"],
      nutrients: [
        {
          ingredient: "zinc",
          amount: 45,
          unit: "mg",
          usualDose: "one tablet one to three times a day after meals, counted as one (45 mg zinc each)",
        },
      ],
    },
  ),
  // Zinc for Wilson's disease (it blocks copper absorption): 50 mg zinc three times a day.
  med(
    "zinc-acetate",
    "Zinc acetate",
    ["prescribed-mineral"],
    "three_times_daily",
    page(
      read(
        "Zinc acetate capsules (Wilzin 25 mg, 50 mg) for Wilson's disease: monograph (adults 50 mg three times daily)",
        MEDSCAPE_UK,
        "https://www.medscape.co.uk/drug/zinc-acetate-capsules-70214-70214",
      ),
    ),
    {
      brands: ["Wilzin"],
      other: ["Zinc acetate dihydrate"],
      nutrients: [
        {
          ingredient: "zinc",
          amount: 150,
          unit: "mg",
          usualDose: "50 mg three times a day, the usual adult dose for Wilson's disease",
        },
      ],
      also: [
        read(
          "Wilzin: uses, how it works, dosage (capsules of 25 mg and 50 mg zinc)",
          "MedsSafety",
          "https://medssafety.com/wilzin-uses-how-it-works-dosage-side-effects-interactions/",
        ),
      ],
    },
  ),
  // The adult dose was not on the pages read.
  med(
    "sodium-selenite",
    "Sodium selenite",
    ["prescribed-mineral"],
    null,
    page(
      read(
        "Selenase 100 micrograms oral solution (sodium selenite pentahydrate): patient information leaflet",
        DRUGS_COM_UK,
        "https://www.drugs.com/uk/selenase-100-micrograms-oral-solution-50-micrograms-ml-leaflet.html",
      ),
    ),
    {
      brands: ["Selenase"],
      other: ["Sodium selenite pentahydrate"],
      also: [
        read(
          "Selenium oral solution (sodium selenite): monograph",
          MEDSCAPE_UK,
          "https://www.medscape.co.uk/drug/selenium-70216-70216",
        ),
      ],
    },
  ),
  // Salt tablets: 4 to 8 a day to prevent depletion, more to treat it.
  med(
    "sodium-chloride-tablets",
    "Sodium chloride tablets",
    ["prescribed-mineral"],
    null,
    page(
      read(
        "Slow Sodium prolonged-release tablets (sodium chloride 600 mg): summary of product characteristics",
        EMC,
        "https://medicines.org.uk/emc/product/960/smpc/print",
      ),
    ),
    { brands: ["Slow Sodium"], other: ["Salt tablets"] },
  ),
  // Each tablet also gives 469 mg sodium and 123 mg potassium.
  med(
    "sodium-acid-phosphate",
    "Sodium acid phosphate",
    ["prescribed-mineral"],
    null,
    page(
      read(
        "Phosphate Sandoz effervescent tablets (sodium acid phosphate): summary of product characteristics",
        EMC,
        "https://medicines.org.uk/emc/product/958/smpc",
      ),
    ),
    {
      brands: ["Phosphate Sandoz"],
      other: ["Sodium dihydrogen phosphate"],
      otc: true,
      also: [
        read(
          "Phosphate Sandoz effervescent tablets: patient information leaflet",
          EMC,
          "https://www.medicines.org.uk/emc/product/958/xpil/print",
        ),
      ],
    },
  ),
  // High-strength fluoride toothpaste: brushed on, not swallowed.
  med(
    "sodium-fluoride",
    "Sodium fluoride",
    ["prescribed-mineral"],
    "three_times_daily",
    page(
      read(
        "Duraphat 500 mg/100 g toothpaste (5,000 ppm fluoride): outer packaging text, brush three times daily",
        "Docslib",
        "https://docslib.org/doc/12781195/particulars-to-appear-on-the-outer-packaging",
      ),
    ),
    { brands: ["Duraphat"], other: ["Fluoride toothpaste 5000 ppm"] },
  ),
  // Dosed by body weight or after dialysis, so no daily amount.
  med(
    "levocarnitine",
    "Levocarnitine",
    ["prescribed-mineral"],
    null,
    page(
      read(
        "Carnitor 1 g oral solution (levocarnitine): patient information leaflet",
        DRUGS_COM_UK,
        "https://www.drugs.com/uk/carnitor-1g-oral-solution-leaflet.html",
      ),
    ),
    {
      brands: ["Carnitor"],
      also: [
        read(
          "Levocarnitine oral: monograph",
          MEDSCAPE_UK,
          "https://www.medscape.co.uk/drug/levocarnitine-oral-45755-45755",
        ),
      ],
    },
  ),
  // For a radiation emergency only: one dose when told to take it, not a daily supplement.
  med(
    "potassium-iodide",
    "Potassium iodide",
    ["prescribed-mineral"],
    null,
    page(
      read(
        "Potassium Iodide 65 mg tablets: package leaflet for emergency supplies",
        "Medine.co.uk (imedi)",
        "https://medine.co.uk/potassium-iodide-65mg-tablets/g/43b9:72ad:1267:f2be:ac65?doc=1",
      ),
    ),
  ),
];

const BESIDE_CHAPTER_9: Medicine[] = [
  med(
    "cinacalcet",
    "Cinacalcet",
    ["calcimimetic"],
    "once_daily",
    page(
      read(
        "Cinacalcet for secondary hyperparathyroidism (TA117): Mimpara, once daily",
        "National Institute for Health and Care Excellence (NICE)",
        "https://www.nice.org.uk/guidance/ta117/chapter/3-The-technology",
      ),
    ),
    { brands: ["Mimpara"], other: ["Cinacalcet hydrochloride"], also: [LANARKSHIRE_CALCIUM_MAGNESIUM] },
  ),
  med(
    "etelcalcetide",
    "Etelcalcetide",
    ["calcimimetic"],
    null,
    page(
      read(
        "Etelcalcetide for treating secondary hyperparathyroidism (TA448): Parsabiv, a calcimimetic given by injection 3 times a week",
        "National Institute for Health and Care Excellence (NICE)",
        "https://nice.org.uk/guidance/ta448/chapter/2-The-technology",
      ),
    ),
    { brands: ["Parsabiv"] },
  ),
  // Resins that swap calcium or sodium for potassium in the gut.
  med(
    "calcium-polystyrene-sulfonate",
    "Calcium polystyrene sulfonate",
    ["potassium-binder"],
    null,
    page(
      read(
        "Calcium polystyrene sulfonate powder (Calcium Resonium): monograph",
        MEDSCAPE_UK,
        "https://www.medscape.co.uk/drug/calcium-polystyrene-sulfonate-powder-68612-68612",
      ),
    ),
    { brands: ["Calcium Resonium"], other: ["Calcium polystyrene sulphonate"] },
  ),
  med(
    "sodium-polystyrene-sulfonate",
    "Sodium polystyrene sulfonate",
    ["potassium-binder"],
    null,
    page(
      read(
        "Sodium polystyrene sulfonate (Resonium A) for hyperkalaemia: monograph",
        "ClinCalc Pro",
        "https://clincalcpro.com/drugs/renal/sodium_polystyrene_renal/",
      ),
    ),
    { brands: ["Resonium A"], other: ["Sodium polystyrene sulphonate"] },
  ),
  med(
    "patiromer",
    "Patiromer",
    ["potassium-binder"],
    null,
    page(
      read(
        "Patiromer for treating hyperkalaemia (NICE TA623)",
        "NHS Specialist Pharmacy Service (medicinesresources.nhs.uk)",
        "https://www.medicinesresources.nhs.uk/patiromer-for-treating-hyperkalaemia-technology-appraisal-guidance-ta623.html",
      ),
    ),
    {
      brands: ["Veltassa"],
      also: [
        read(
          "NICE recommends Vifor's Veltassa (patiromer) for hyperkalaemia",
          "The Pharma Letter",
          "https://www.thepharmaletter.com/pharmaceutical/brief-nice-recommends-vifor-s-veltassa-for-hyperkalemia",
        ),
      ],
    },
  ),
  med(
    "sodium-zirconium-cyclosilicate",
    "Sodium zirconium cyclosilicate",
    ["potassium-binder"],
    "once_daily",
    page(
      read(
        "Sodium zirconium cyclosilicate (Lokelma) for hyperkalaemia: SMC2288",
        "Scottish Medicines Consortium",
        "https://www.scottishmedicines.org.uk/medicines-advice/sodium-zirconium-cyclosilicate-lokelma-resub-smc2288/",
      ),
    ),
    {
      brands: ["Lokelma"],
      also: [
        read(
          "NICE recommends sodium zirconium cyclosilicate (Lokelma): maintenance 5 g once daily",
          "Univadis (Medscape UK)",
          "https://www.univadis.co.uk/viewarticle/nice-recommends-new-therapy-for-hyperkalaemia-690889?s1=news",
        ),
      ],
    },
  ),
  // An aluminium complex that coats ulcers: other medicines are taken apart from it.
  med(
    "sucralfate",
    "Sucralfate",
    ["ulcer-healing-medicine"],
    null,
    page(
      read(
        "Antepsin 1g/5ml oral suspension (sucralfate): patient information leaflet",
        DRUGS_COM_UK,
        "https://www.drugs.com/uk/antepsin-1g-5ml-oral-suspension-sucralfate-1g-5ml-oral-suspension-leaflet.html",
      ),
    ),
    {
      brands: ["Antepsin"],
      also: [
        read(
          "Antepsin (sucralfate): 2 g twice daily or 1 g four times a day (summary of product characteristics)",
          "RxReasoner",
          "https://rxreasoner.com/monographs/antepsin/usage",
        ),
      ],
    },
  ),
  med(
    "ursodeoxycholic-acid",
    "Ursodeoxycholic acid",
    ["biliary-medicine"],
    null,
    page(
      read(
        "Ursodeoxycholic acid (Destolit, Urdox, Ursofalk, Ursogal)",
        "Boots WebMD",
        "https://drugs.webmd.boots.com/drugs/drug-483-Ursodeoxycholic+Acid.aspx",
      ),
    ),
    {
      brands: ["Ursofalk", "Urdox", "Destolit", "Ursogal"],
      other: ["Ursodiol", "UDCA"],
      also: [
        read(
          "Ursofalk (ursodeoxycholic acid): prescribing information",
          "Dr Falk Pharma UK",
          "https://uk.drfalkpharma.com/en/products/ursofalk/",
        ),
      ],
    },
  ),
  med(
    "obeticholic-acid",
    "Obeticholic acid",
    ["biliary-medicine"],
    "once_daily",
    page(
      read(
        "Obeticholic acid for treating primary biliary cholangitis (TA443): Ocaliva, 5 mg once daily, then 10 mg",
        "National Institute for Health and Care Excellence (NICE)",
        "https://nice.org.uk/guidance/TA443/chapter/2-the-technology",
      ),
    ),
    { brands: ["Ocaliva"] },
  ),
  // A prescription fish oil, like Omacor: checked as a medicine, apart from fish oil supplements.
  med(
    "omega-3-marine-triglycerides",
    "Omega-3 marine triglycerides",
    ["lipid-lowering"],
    "twice_daily",
    page(
      read(
        "MaxEPA capsules (EPA 170 mg, DHA 115 mg; 5 capsules twice daily): summary of product characteristics",
        "Medine.co.uk (imedi)",
        "https://imedi.co.uk/maxepa-capsules/summary",
      ),
    ),
    { brands: ["Maxepa"] },
  ),
];

export const CHAPTER_9_MEDICINES: Medicine[] = [
  ...IRON_AND_FOLATE,
  ...VITAMINS,
  ...CALCIUM_AND_VITAMIN_D,
  ...MINERALS_AND_ELECTROLYTES,
  ...BESIDE_CHAPTER_9,
];
