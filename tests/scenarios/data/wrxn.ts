// Scenarios of the wrxn round's blind probe: nutrients a doctor prescribed, typed among medicines as people do, with a
// supplement of the same nutrient (the amounts add up, which the prescriber should count) or of another one (quiet).
// Each strength was read in the product's UK product information before the knowledge base was opened.
import type { ScenarioInput } from "../schema";
import { take } from "./build";
import { PRODUCT } from "./products";

const SOURCE = {
  pregaday: {
    title: "Pregaday 322mg/0.35mg film-coated Tablets: SmPC",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/9355/smpc/print",
  },
  fersamal322mgFerrous: {
    title: "Fersamal 322mg / Ferrous Fumarate 322mg Film-Coated Tablets: SmPC",
    publisher: "RxReasoner (copy of MHRA-approved SmPC)",
    url: "https://www.rxreasoner.com/monographs/7682",
  },
  folicAcid5mg: {
    title: "Folic Acid Tablets BP 5mg (Accord): SmPC",
    publisher: "RxReasoner (copy of MHRA-approved SmPC)",
    url: "https://www.rxreasoner.com/monographs/folic-acid-accord",
  },
  folicAcid400: {
    title: "Folic Acid 400 micrograms tablets: patient leaflet",
    publisher: "patient-info.co.uk (copy of UK SmPC/leaflet)",
    url: "https://patient-info.co.uk/folic-acid-400-microgramstablets-86655/patient-leaflet",
  },
  folicAcid04mg: {
    title: "Folic Acid Tablets BP 0.4mg: leaflet",
    publisher: "imedi.co.uk (copy of UK SmPC/leaflet)",
    url: "https://imedi.co.uk/folic-acid-tablets-bp-0-4mg",
  },
  thiamineHydrochloride50: {
    title: "Thiamine Hydrochloride 50 mg Tablets: SmPC",
    publisher: "patient-info.co.uk (copy of UK SmPC/leaflet)",
    url: "https://patient-info.co.uk/thiamine-hydrochloride-50-mg-tablets-90094/summary-of-medicine-characteristics",
  },
  vitaminBCompound: {
    title: "Vitamin B Compound Strong Tablets: SmPC",
    publisher: "patient-info.co.uk (copy of UK SmPC/leaflet)",
    url: "https://patient-info.co.uk/vitamin-b-compound-strong-tablets-89598/summary-of-medicine-characteristics",
  },
  forcevalPrescribingInformation: {
    title: "Forceval Capsules: prescribing information",
    publisher: "Alliance Pharmaceuticals (forceval.co.uk)",
    url: "https://forceval.co.uk/pi/",
  },
  ketoviteLiquid: {
    title: "Ketovite Liquid: SmPC",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/13496/smpc",
  },
  cyanocobalamin50Micrograms: {
    title: "Cyanocobalamin 50 micrograms Film-coated Tablets: SmPC",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/15102/smpc",
  },
  neomag4mmolChewable: {
    title: "Neomag 4mmol chewable tablets: SmPC",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/2678/smpc",
  },
  magnesium4mmolChewable: {
    title: "Magnesium 4mmol Chewable Tablets (magnesium glycerophosphate): SmPC",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/11577/smpc/print",
  },
  solvazinc45mgEffervescent: {
    title: "Solvazinc 45mg Effervescent Tablets: SmPC",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
  },
  sandoKEffervescent: {
    title: "Sando-K Effervescent Tablets: patient leaflet",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/959/xpil/print",
  },
  amlodipine5: {
    title: "Amlodipine 5 mg tablets: SmPC",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/2743/smpc",
  },
  fultiumD3800: {
    title: "Fultium-D3 800 IU capsules: SmPC",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/2813/smpc",
  },
  fersamal210mgFerrous: {
    title: "Fersamal 210mg tablets / Ferrous fumarate 210mg Tablets: SmPC",
    publisher: "imedi.co.uk (copy of UK SmPC/leaflet)",
    url: "https://imedi.co.uk/fersamal-210-mg-tablets/summary",
  },
  adcalD3Chewable: {
    title: "Adcal-D3 chewable tablets: SmPC",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
  },
  vitaminESuspension: {
    title: "Vitamin E Suspension 100mg/ml: SmPC",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/3734/smpc/print",
  },
  hydroxocobalamin1mg: {
    title: "Hydroxocobalamin 1mg in 1ml solution for injection: SmPC",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/medicine/31182",
  },
  galfer: {
    title: "Galfer Capsules: SmPC",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/4867/smpc",
  },
  sytron275: {
    title: "Sytron 27.5 mg iron per 5 ml Oral Solution: patient leaflet",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/8791/xpil/print",
  },
  sytronUsageSection: {
    title: "Sytron: SmPC usage section",
    publisher: "RxReasoner (copy of MHRA-approved SmPC)",
    url: "https://rxreasoner.com/monographs/sytron/usage",
  },
  calcichew500mgChewable: {
    title: "Calcichew 500mg Chewable Tablets: SmPC",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/12847/smpc",
  },
  adcal1500mgChewable: {
    title: "Adcal 1500mg chewable tablets: SmPC",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/1295/smpc",
  },
  kalciposD500: {
    title: "Kalcipos-D 500 mg/800 IU chewable tablets: SmPC",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/4481/smpc/print",
  },
  stexerolD3: {
    title: "Stexerol-D3 1,000 IU Film-coated Tablets: SmPC",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/5062/smpc/print",
  },
} satisfies Record<string, ScenarioInput["sources"][number]>;

export const WRXN_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-wrxn-pregaday-pregnacare",
    title: "Pregnacare with Pregaday in pregnancy",
    profile: { medicines: ["Pregaday 1 tablet daily"], conditions: [] },
    stack: [take(PRODUCT.pregnacare)],
    expect: {
      flags: [
        {
          ingredient: "folic-acid",
          with: { medicine: "Pregaday 1 tablet daily" },
          severity: { min: "minor" },
        },
      ],
      noFlags: [{ ingredient: "vitamin-d3", with: { medicine: "Pregaday 1 tablet daily" } }],
    },
    rationale:
      "Pregaday SmPC: 'Each tablet contains; Ferrous Fumarate EP 322.00mg and Folic Acid EP 0.35mg'. Pregnacare's 400 µg folic acid duplicates the folic acid (750 µg total, under 1 mg); Pregaday contains no vitamin D, so Pregnacare's vitamin D must not be linked to it.",
    sources: [SOURCE.pregaday],
  },
  {
    id: "sc-wrxn-pregaday-centrum",
    title: "Centrum Advance with Pregaday typed as brand only",
    profile: { medicines: ["Pregaday"], conditions: [] },
    stack: [take(PRODUCT.centrum)],
    expect: {
      flags: [
        { ingredient: "iron", with: { medicine: "Pregaday" }, severity: { min: "minor" } },
        { ingredient: "folic-acid", with: { medicine: "Pregaday" }, severity: { min: "minor" } },
        { ingredient: "iron", with: { upperLevel: true }, severity: { min: "minor" } },
      ],
    },
    rationale:
      "Pregaday SmPC: 'Ferrous Fumarate EP 322.00mg and Folic Acid EP 0.35mg' per tablet (322 mg ferrous fumarate ≈ 100 mg iron per the Ferrous Fumarate 322mg SmPC). Centrum adds 14 mg iron and 200 µg folic acid.",
    sources: [SOURCE.pregaday, SOURCE.fersamal322mgFerrous],
  },
  {
    id: "sc-wrxn-folic-5mg-boots-folic",
    title: "Boots folic acid 400mcg with prescribed folic acid 5mg",
    profile: { medicines: ["folic acid 5mg"], conditions: [] },
    stack: [take(PRODUCT.folicAcid400)],
    expect: {
      flags: [
        { ingredient: "folic-acid", with: { medicine: "folic acid 5mg" }, severity: { min: "minor" } },
        { ingredient: "folic-acid", with: { upperLevel: true }, severity: { min: "minor" } },
      ],
    },
    rationale:
      "Folic Acid 5mg SmPC: 'Each tablet contains 5mg Folic Acid.' 5 mg + 0.4 mg = 5.4 mg/day, above the 1 mg supplement limit; the OTC tablet is redundant.",
    sources: [SOURCE.folicAcid5mg],
  },
  {
    id: "sc-wrxn-folic-5mg-pregnacare",
    title: "Pregnacare with folic acid 5mg once daily",
    profile: { medicines: ["Folic acid 5mg once daily"], conditions: [] },
    stack: [take(PRODUCT.pregnacare)],
    expect: {
      flags: [
        {
          ingredient: "folic-acid",
          with: { medicine: "Folic acid 5mg once daily" },
          severity: { min: "minor" },
        },
        { ingredient: "folic-acid", with: { upperLevel: true }, severity: { min: "minor" } },
      ],
      noFlags: [{ ingredient: "vitamin-d3", with: { medicine: "Folic acid 5mg once daily" } }],
    },
    rationale:
      "Folic Acid 5mg SmPC: 'Each tablet contains 5mg Folic Acid.' Pregnacare adds 400 µg folic acid (5.4 mg total > 1 mg). Folic acid tablets contain no vitamin D, so Pregnacare's vitamin D is not linked to this medicine.",
    sources: [SOURCE.folicAcid5mg],
  },
  {
    id: "sc-wrxn-folic-400-pregnacare",
    title: "Pregnacare on top of prescribed folic acid 400 micrograms",
    profile: { medicines: ["folic acid 400 micrograms daily"], conditions: [] },
    stack: [take(PRODUCT.pregnacare)],
    expect: {
      flags: [
        {
          ingredient: "folic-acid",
          with: { medicine: "folic acid 400 micrograms daily" },
          severity: { min: "minor" },
        },
      ],
    },
    rationale:
      "Folic Acid 400 micrograms / 0.4mg tablets (UK leaflets) are the pregnancy dose; Pregnacare's 400 µg doubles folic acid to 800 µg/day — a duplicate, still under 1 mg.",
    sources: [SOURCE.folicAcid400, SOURCE.folicAcid04mg],
  },
  {
    id: "sc-wrxn-folic-5mg-berocca",
    title: "Berocca with folic acid 5mg od",
    profile: { medicines: ["folic acid 5mg od"], conditions: [] },
    stack: [take(PRODUCT.berocca)],
    expect: {
      flags: [
        { ingredient: "folic-acid", with: { medicine: "folic acid 5mg od" }, severity: { min: "minor" } },
        { ingredient: "folic-acid", with: { upperLevel: true }, severity: { min: "minor" } },
      ],
    },
    rationale:
      "Folic Acid 5mg SmPC: 'Each tablet contains 5mg Folic Acid.' Berocca adds 400 µg; 5.4 mg/day exceeds 1 mg.",
    sources: [SOURCE.folicAcid5mg],
  },
  {
    id: "sc-wrxn-thiamine-100-solgar-b1",
    title: "Solgar B1 100mg with prescribed thiamine",
    profile: { medicines: ["thiamine 100mg three times a day"], conditions: [] },
    stack: [take(PRODUCT.thiamin100)],
    expect: {
      flags: [
        {
          ingredient: "thiamin",
          with: { medicine: "thiamine 100mg three times a day" },
          severity: { min: "minor" },
        },
      ],
    },
    rationale:
      "Thiamine Hydrochloride 50 mg SmPC: 'Each tablet contains 50 mg Thiamine Hydrochloride'; 'Severe deficiency: 100 mg three times daily'. The OTC 100 mg B1 duplicates it.",
    sources: [SOURCE.thiamineHydrochloride50],
  },
  {
    id: "sc-wrxn-thiamine-50-berocca",
    title: "Berocca with thiamine 50mg daily",
    profile: { medicines: ["Thiamine 50mg daily"], conditions: [] },
    stack: [take(PRODUCT.berocca)],
    expect: {
      flags: [
        { ingredient: "thiamin", with: { medicine: "Thiamine 50mg daily" }, severity: { min: "minor" } },
      ],
    },
    rationale:
      "Thiamine Hydrochloride 50 mg SmPC: 'Each tablet contains 50 mg Thiamine Hydrochloride'; 'Mild chronic deficiency: 50 mg daily'. Berocca's 15 mg thiamin adds to it.",
    sources: [SOURCE.thiamineHydrochloride50],
  },
  {
    id: "sc-wrxn-vit-b-co-strong-b6-100",
    title: "Vitamin B6 100mg with vitamin B co strong",
    profile: { medicines: ["Vitamin B Co Strong two tablets three times a day"], conditions: [] },
    stack: [take(PRODUCT.vitaminB6)],
    expect: {
      flags: [
        {
          ingredient: "vitamin-b6",
          with: { medicine: "Vitamin B Co Strong two tablets three times a day" },
          severity: { min: "minor" },
        },
        { ingredient: "vitamin-b6", with: { upperLevel: true }, severity: { min: "minor" } },
      ],
    },
    rationale:
      "Vitamin B Compound Strong SmPC: '2mg Pyridoxine Hydrochloride' per tablet, dose 'One to two tablets three times daily' (12 mg/day). With a 100 mg B6 capsule the total is far over 10 mg.",
    sources: [SOURCE.vitaminBCompound],
  },
  {
    id: "sc-wrxn-forceval-centrum",
    title: "Centrum Advance taken with Forceval capsules",
    profile: { medicines: ["Forceval one capsule daily"], conditions: [] },
    stack: [take(PRODUCT.centrum)],
    expect: {
      flags: [
        { ingredient: "iron", with: { medicine: "Forceval one capsule daily" }, severity: { min: "minor" } },
        { ingredient: "zinc", with: { medicine: "Forceval one capsule daily" }, severity: { min: "minor" } },
        {
          ingredient: "folic-acid",
          with: { medicine: "Forceval one capsule daily" },
          severity: { min: "minor" },
        },
        {
          ingredient: "selenium",
          with: { medicine: "Forceval one capsule daily" },
          severity: { min: "minor" },
        },
        { ingredient: "iron", with: { upperLevel: true }, severity: { min: "minor" } },
      ],
    },
    rationale:
      "Forceval PI: each capsule contains '... Folic Acid 400 mcg; Calcium 108 mg; Iron 12 mg; ... Zinc 15 mg; ... Selenium 50 mcg'; 'No other vitamins, minerals or supplements ... should be taken with this preparation except under medical supervision.' Iron 12 + 14 = 26 mg (> 17 mg).",
    sources: [SOURCE.forcevalPrescribingInformation],
  },
  {
    id: "sc-wrxn-forceval-zinc-22",
    title: "Solgar zinc 22mg with Forceval",
    profile: { medicines: ["Forceval capsules"], conditions: [] },
    stack: [take(PRODUCT.zinc22)],
    expect: {
      flags: [
        { ingredient: "zinc", with: { medicine: "Forceval capsules" }, severity: { min: "minor" } },
        { ingredient: "zinc", with: { upperLevel: true }, severity: { min: "minor" } },
      ],
    },
    rationale: "Forceval PI: 'Zinc 15 mg' per capsule. 15 + 22 = 37 mg/day, above the 25 mg limit.",
    sources: [SOURCE.forcevalPrescribingInformation],
  },
  {
    id: "sc-wrxn-ketovite-liquid-vitamin-a",
    title: "NOW Vitamin A 10,000 IU with Ketovite liquid",
    profile: { medicines: ["Ketovite liquid 5ml daily"], conditions: [] },
    stack: [take(PRODUCT.vitaminA10000Iu)],
    expect: {
      flags: [
        {
          ingredient: "vitamin-a",
          with: { medicine: "Ketovite liquid 5ml daily" },
          severity: { min: "minor" },
        },
      ],
    },
    rationale:
      "Ketovite Liquid SmPC: 'Each 5 ml contains: Vitamin A (as palmitate) 2,500 IU; Ergocalciferol (Vitamin D2) 400 IU; Cyanocobalamin 12.5 micrograms' and 'No other vitamin supplement containing Vitamins A and D should be taken with Ketovite except under medical supervision.'",
    sources: [SOURCE.ketoviteLiquid],
  },
  {
    id: "sc-wrxn-ketovite-liquid-b12",
    title: "Methyl B12 lozenges with Ketovite liquid",
    profile: { medicines: ["Ketovite liquid 5ml a day"], conditions: [] },
    stack: [take(PRODUCT.vitaminB12)],
    expect: {
      flags: [
        {
          ingredient: "vitamin-b12",
          with: { medicine: "Ketovite liquid 5ml a day" },
          severity: { min: "minor" },
        },
      ],
    },
    rationale:
      "Ketovite Liquid SmPC: each 5 ml contains 'Cyanocobalamin 12.5 micrograms'. The OTC B12 adds to it.",
    sources: [SOURCE.ketoviteLiquid],
  },
  {
    id: "sc-wrxn-cyanocobalamin-jarrow-b12",
    title: "Jarrow methyl B12 with cyanocobalamin 50mcg tablets",
    profile: { medicines: ["cyanocobalamin 50mcg tablets one twice a day"], conditions: [] },
    stack: [take(PRODUCT.vitaminB12)],
    expect: {
      flags: [
        {
          ingredient: "vitamin-b12",
          with: { medicine: "cyanocobalamin 50mcg tablets one twice a day" },
          severity: { min: "minor" },
        },
      ],
    },
    rationale:
      "Cyanocobalamin SmPC: 'Each tablet contains 50 micrograms Cyanocobalamin'; adults 'one to three tablets (50 to 150 micrograms) or more daily at the discretion of the physician'. An OTC 1,000 µg B12 duplicates prescribed B12.",
    sources: [SOURCE.cyanocobalamin50Micrograms],
  },
  {
    id: "sc-wrxn-neomag-doctors-best-mg",
    title: "Doctor's Best magnesium with Neomag three times a day",
    profile: { medicines: ["Neomag 1 tablet three times a day"], conditions: [] },
    stack: [take(PRODUCT.magnesiumChelate200)],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: { medicine: "Neomag 1 tablet three times a day" },
          severity: { min: "minor" },
        },
        { ingredient: "magnesium", with: { upperLevel: true }, severity: { min: "minor" } },
      ],
    },
    rationale:
      "Neomag SmPC: 'Each chewable tablet contains magnesium glycerophosphate equivalent to 4 mmol (97.2 mg) of magnesium'. 291.6 mg + 200 mg = 491.6 mg/day (> 400 mg).",
    sources: [SOURCE.neomag4mmolChewable],
  },
  {
    id: "sc-wrxn-mg-glycerophosphate-zma",
    title: "ZMA with magnesium glycerophosphate tablets",
    profile: { medicines: ["magnesium glycerophosphate 4mmol 2 tablets twice a day"], conditions: [] },
    stack: [take(PRODUCT.zma)],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: { medicine: "magnesium glycerophosphate 4mmol 2 tablets twice a day" },
          severity: { min: "minor" },
        },
        { ingredient: "magnesium", with: { upperLevel: true }, severity: { min: "minor" } },
      ],
    },
    rationale:
      "Magnesium 4mmol Chewable Tablets SmPC: 'Each chewable tablet contains 4mmol (97.2 mg) magnesium (as magnesium glycerophosphate...)'. 4 tablets = 388.8 mg + ZMA 450 mg = 838.8 mg/day (> 400 mg).",
    sources: [SOURCE.magnesium4mmolChewable],
  },
  {
    id: "sc-wrxn-solvazinc-zinc-15",
    title: "Holland & Barrett zinc 15mg with Solvazinc",
    profile: { medicines: ["Solvazinc 1 tablet daily"], conditions: [] },
    stack: [take(PRODUCT.zinc15)],
    expect: {
      flags: [
        { ingredient: "zinc", with: { medicine: "Solvazinc 1 tablet daily" }, severity: { min: "minor" } },
        { ingredient: "zinc", with: { upperLevel: true }, severity: { min: "minor" } },
      ],
    },
    rationale:
      "Solvazinc SmPC: 'Each tablet contains 45mg of elemental zinc (equivalent to 125mg of zinc sulfate monohydrate).' 45 + 15 = 60 mg/day (> 25 mg).",
    sources: [SOURCE.solvazinc45mgEffervescent],
  },
  {
    id: "sc-wrxn-solvazinc-redoxon",
    title: "Redoxon vitamin C and zinc with Solvazinc",
    profile: { medicines: ["Solvazinc effervescent 45mg once a day"], conditions: [] },
    stack: [take(PRODUCT.redoxon)],
    expect: {
      flags: [
        {
          ingredient: "zinc",
          with: { medicine: "Solvazinc effervescent 45mg once a day" },
          severity: { min: "minor" },
        },
        { ingredient: "zinc", with: { upperLevel: true }, severity: { min: "minor" } },
      ],
      noFlags: [{ ingredient: "vitamin-c", with: { medicine: "Solvazinc effervescent 45mg once a day" } }],
    },
    rationale:
      "Solvazinc SmPC: 'Each tablet contains 45mg of elemental zinc'. Redoxon's 10 mg zinc brings the total to 55 mg (> 25 mg); its vitamin C is not in Solvazinc and must not be linked to it.",
    sources: [SOURCE.solvazinc45mgEffervescent],
  },
  {
    id: "sc-wrxn-quiet-sando-k-vitamin-c",
    title: "Vitamin C 1000mg with Sando-K is not a potassium duplicate",
    profile: { medicines: ["Sando-K 2 tablets bd"], conditions: [] },
    stack: [take(PRODUCT.vitaminC1000)],
    expect: { noFlags: [{ ingredient: "vitamin-c", with: { medicine: "Sando-K 2 tablets bd" } }] },
    rationale:
      "Sando-K contains potassium chloride and potassium bicarbonate ('Each tablet contains 470 mg Potassium (12 mmol)'); no vitamin C, so vitamin C must not be linked to it.",
    sources: [SOURCE.sandoKEffervescent],
  },
  {
    id: "sc-wrxn-quiet-amlodipine-osteocare",
    title: "Osteocare with amlodipine (a calcium channel blocker, not calcium)",
    profile: { medicines: ["amlodipine 5mg once a day"], conditions: [] },
    stack: [take(PRODUCT.osteocare)],
    expect: {
      noFlags: [
        { ingredient: "calcium", with: { medicine: "amlodipine 5mg once a day" } },
        { ingredient: "vitamin-d3", with: { medicine: "amlodipine 5mg once a day" } },
      ],
    },
    rationale:
      "Amlodipine SmPC: 'Each tablet contains 5 mg of amlodipine (as amlodipine besilate)' — a calcium antagonist, not a calcium or vitamin D product; the word 'calcium' must not create a nutrient duplicate link.",
    sources: [SOURCE.amlodipine5],
  },
  {
    id: "sc-wrxn-quiet-fultium-gentle-iron",
    title: "Gentle Iron with Fultium-D3 800 IU is not a vitamin D duplicate",
    profile: { medicines: ["Fultium D3 800 IU daily"], conditions: [] },
    stack: [take(PRODUCT.iron20)],
    expect: { noFlags: [{ ingredient: "iron", with: { medicine: "Fultium D3 800 IU daily" } }] },
    rationale:
      "Fultium-D3 800 IU contains only '800IU Colecalciferol (equivalent to 20 micrograms vitamin D3)'; no iron.",
    sources: [SOURCE.fultiumD3800],
  },
  {
    id: "sc-wrxn-quiet-folic-5mg-b12",
    title: "Methyl B12 with folic acid 5mg is not a folic acid duplicate",
    profile: { medicines: ["folic acid 5mg"], conditions: [] },
    stack: [take(PRODUCT.vitaminB12)],
    expect: { noFlags: [{ ingredient: "vitamin-b12", with: { medicine: "folic acid 5mg" } }] },
    rationale:
      "Folic Acid 5mg tablets: 'Each tablet contains 5mg Folic Acid.' They contain no B12, so B12 must not be linked as a duplicate of this medicine.",
    sources: [SOURCE.folicAcid5mg],
  },
  {
    id: "sc-wrxn-quiet-ferrous-fumarate-vitamin-d",
    title: "Boots vitamin D with ferrous fumarate 210mg is not an iron duplicate",
    profile: { medicines: ["ferrous fumarate 210mg three times a day"], conditions: [] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: {
      noFlags: [{ ingredient: "vitamin-d3", with: { medicine: "ferrous fumarate 210mg three times a day" } }],
    },
    rationale:
      "Ferrous fumarate 210mg SmPC: 'Each tablet contains 210mg ferrous fumarate BP' — iron only; vitamin D is unrelated.",
    sources: [SOURCE.fersamal210mgFerrous],
  },
  {
    id: "sc-wrxn-quiet-cyanocobalamin-folic",
    title: "Boots folic acid with cyanocobalamin 50mcg is not a B12 duplicate",
    profile: { medicines: ["cyanocobalamin 50 micrograms daily"], conditions: [] },
    stack: [take(PRODUCT.folicAcid400)],
    expect: {
      noFlags: [{ ingredient: "folic-acid", with: { medicine: "cyanocobalamin 50 micrograms daily" } }],
    },
    rationale:
      "Cyanocobalamin SmPC: 'Each tablet contains 50 micrograms Cyanocobalamin' — B12 only; folic acid is not in it.",
    sources: [SOURCE.cyanocobalamin50Micrograms],
  },
  {
    id: "sc-wrxn-quiet-adcal-d3-fish-oil",
    title: "Omega-3 fish oil with Adcal-D3 is not linked",
    profile: { medicines: ["Adcal-D3 one tablet twice a day"], conditions: [] },
    stack: [take(PRODUCT.fishOilTripleStrength)],
    expect: {
      noFlags: [{ ingredient: "omega-3-fish-oil", with: { medicine: "Adcal-D3 one tablet twice a day" } }],
    },
    rationale:
      "Adcal-D3 SmPC: 'Calcium carbonate: 1500 mg, equivalent to 600 mg of elemental calcium; Colecalciferol: 400 IU, equivalent to 10 μg vitamin D3'. Fish oil supplies neither calcium nor vitamin D.",
    sources: [SOURCE.adcalD3Chewable],
  },
  {
    id: "sc-wrxn-quiet-thiamine-magnesium",
    title: "Magnesium citrate with thiamine is not a B1 duplicate",
    profile: { medicines: ["thiamine 100mg daily"], conditions: [] },
    stack: [take(PRODUCT.magnesiumCitrate200)],
    expect: { noFlags: [{ ingredient: "magnesium", with: { medicine: "thiamine 100mg daily" } }] },
    rationale: "Thiamine tablets: 'Each tablet contains 50 mg Thiamine Hydrochloride' — no magnesium.",
    sources: [SOURCE.thiamineHydrochloride50],
  },
  {
    id: "sc-wrxn-quiet-neomag-vitamin-d",
    title: "Boots vitamin D with Neomag is not a magnesium duplicate",
    profile: { medicines: ["Neomag 4mmol one three times a day"], conditions: [] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: {
      noFlags: [{ ingredient: "vitamin-d3", with: { medicine: "Neomag 4mmol one three times a day" } }],
    },
    rationale:
      "Neomag: 'magnesium glycerophosphate equivalent to 4 mmol (97.2 mg) of magnesium' — no vitamin D.",
    sources: [SOURCE.neomag4mmolChewable],
  },
  {
    id: "sc-wrxn-quiet-vitamin-e-susp-vitamin-c",
    title: "Vitamin C with vitamin E suspension is not a duplicate",
    profile: { medicines: ["Vitamin E suspension 100mg/ml"], conditions: [] },
    stack: [take(PRODUCT.vitaminC1000)],
    expect: { noFlags: [{ ingredient: "vitamin-c", with: { medicine: "Vitamin E suspension 100mg/ml" } }] },
    rationale:
      "Vitamin E Suspension: 'Each 5ml of suspension contains 500mg of DL-alpha-tocopheryl acetate' — no vitamin C.",
    sources: [SOURCE.vitaminESuspension],
  },
  {
    id: "sc-wrxn-quiet-b12-injection-folic",
    title: "Boots folic acid with B12 injections is not a B12 duplicate",
    profile: { medicines: ["hydroxocobalamin injections every 3 months"], conditions: [] },
    stack: [take(PRODUCT.folicAcid400)],
    expect: {
      noFlags: [
        { ingredient: "folic-acid", with: { medicine: "hydroxocobalamin injections every 3 months" } },
      ],
    },
    rationale:
      "Hydroxocobalamin injection contains 'Hydroxocobalamin (as acetate) 1.0 mg/ml' only; folic acid is a different vitamin.",
    sources: [SOURCE.hydroxocobalamin1mg],
  },
  {
    id: "sc-wrxn-quiet-galfer-pregnacare",
    title: "Pregnacare with plain Galfer (no folic acid, unlike Galfer FA)",
    profile: { medicines: ["Galfer capsules once a day"], conditions: [] },
    stack: [take(PRODUCT.pregnacare)],
    expect: {
      noFlags: [
        { ingredient: "folic-acid", with: { medicine: "Galfer capsules once a day" } },
        { ingredient: "vitamin-d3", with: { medicine: "Galfer capsules once a day" } },
      ],
    },
    rationale:
      "Galfer SmPC: 'Ferrous Fumarate BP 305.0mg (equivalent to 100mg elemental iron)' — iron only. Pregnacare (folic acid + vitamin D, no iron in the catalogue label) duplicates nothing in it.",
    sources: [SOURCE.galfer],
  },
  {
    id: "sc-wrxn-quiet-sytron-b12",
    title: "Methyl B12 with Sytron is not an iron duplicate",
    profile: { medicines: ["Sytron 5ml tds"], conditions: [] },
    stack: [take(PRODUCT.vitaminB12)],
    expect: { noFlags: [{ ingredient: "vitamin-b12", with: { medicine: "Sytron 5ml tds" } }] },
    rationale: "Sytron: 'sodium feredetate trihydrate equivalent to 27.5 mg of iron' per 5 ml — no B12.",
    sources: [SOURCE.sytron275, SOURCE.sytronUsageSection],
  },
  {
    id: "sc-wrxn-quiet-calcichew-500-vitamin-d",
    title: "Vitamin D with plain Calcichew 500mg (no D3, unlike Calcichew-D3)",
    profile: { medicines: ["Calcichew 500mg chewable tablets 2 a day"], conditions: [] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: {
      noFlags: [{ ingredient: "vitamin-d3", with: { medicine: "Calcichew 500mg chewable tablets 2 a day" } }],
    },
    rationale:
      "Calcichew 500mg SmPC: 'One chewable tablet of 500 mg contains calcium carbonate equivalent to 500mg of calcium' — no vitamin D, so the OTC vitamin D is not a duplicate of it.",
    sources: [SOURCE.calcichew500mgChewable],
  },
  {
    id: "sc-wrxn-quiet-adcal-1500-vitamin-d",
    title: "Solgar D3 with plain Adcal 1500mg (no D3, unlike Adcal-D3)",
    profile: { medicines: ["Adcal 1500mg tablets twice a day"], conditions: [] },
    stack: [take(PRODUCT.vitaminD25)],
    expect: {
      noFlags: [{ ingredient: "vitamin-d3", with: { medicine: "Adcal 1500mg tablets twice a day" } }],
    },
    rationale:
      "Adcal 1500mg SmPC: 'Per tablet: Calcium carbonate: 1500mg equivalent to 600mg of elemental calcium' — no colecalciferol.",
    sources: [SOURCE.adcal1500mgChewable],
  },
  {
    id: "sc-wrxn-quiet-kalcipos-selenium",
    title: "Selenium with Kalcipos-D is not linked",
    profile: { medicines: ["Kalcipos-D one daily"], conditions: [] },
    stack: [take(PRODUCT.selenium100)],
    expect: { noFlags: [{ ingredient: "selenium", with: { medicine: "Kalcipos-D one daily" } }] },
    rationale:
      "Kalcipos-D: 'calcium carbonate equivalent to 500 mg calcium, cholecalciferol (Vitamin D3) 800 IU (20 microgram)' — no selenium.",
    sources: [SOURCE.kalciposD500],
  },
  {
    id: "sc-wrxn-quiet-stexerol-magnesium",
    title: "Magnesium citrate with Stexerol-D3 is not linked",
    profile: { medicines: ["Stexerol-D3 1000 IU daily"], conditions: [] },
    stack: [take(PRODUCT.magnesiumCitrate200)],
    expect: { noFlags: [{ ingredient: "magnesium", with: { medicine: "Stexerol-D3 1000 IU daily" } }] },
    rationale:
      "Stexerol-D3: 'Each tablet contains 1,000 colecalciferol (equivalent to 25 micrograms of vitamin D3)' — vitamin D only.",
    sources: [SOURCE.stexerolD3],
  },
];
