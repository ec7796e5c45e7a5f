// The UK pharmacist review: combinations whose grade contradicted the advice, dose limits that spared
// multivitamin amounts, and gaps (statins as a class, psyllium, pseudoephedrine, cancer medicines).
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";

export const PHARMACIST_REVIEW_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-review-transplant-add-echinacea",
    title: "Kidney transplant recipient on tacrolimus asks to add echinacea",
    profile: { medicines: ["Tacrolimus"], conditions: ["kidney transplant"] },
    stack: [take(PRODUCT.vitaminD10)],
    adding: { product: PRODUCT.echinacea },
    expect: {
      flags: [
        flag("echinacea", cond("kidney transplant"), "contraindicated"),
        flag("echinacea", med("Tacrolimus"), "major"),
      ],
      safeToAdd: false,
      blocked: true,
    },
    rationale:
      "Because of its immunostimulating activity, echinacea must not be used with immunosuppression, including a history of organ transplant; adding it must be blocked, not merely warned about.",
    sources: [REF.echinaforceSmpc],
  },
  {
    id: "sc-review-warfarin-add-glucosamine",
    title: "Warfarin patient asks to add glucosamine for joint pain",
    profile: { medicines: ["Warfarin"] },
    stack: [take(PRODUCT.vitaminD10)],
    adding: { product: PRODUCT.glucosamine },
    expect: { flags: [flag("glucosamine", med("Warfarin"), "major")], safeToAdd: false, blocked: true },
    rationale:
      "The MHRA recommends that patients on warfarin should not take glucosamine, after reports of raised INR in people who started it while stable on warfarin.",
    sources: [REF.ukmiGlucosamine, REF.hsaWarfarinGlucosamine],
  },
  {
    id: "sc-review-warfarin-multivitamin-vitamin-c",
    title: "Warfarin patient taking a multivitamin with 80 mg vitamin C",
    profile: { medicines: ["Warfarin"] },
    stack: [take(PRODUCT.centrum)],
    expect: { noFlags: [noFlag("vitamin-c", med("Warfarin"))] },
    rationale:
      "A UK study found the vitamin C people get from food (up to 600 mg a day) has no effect on warfarin; the falls in INR were reported at gram doses, so 80 mg is not a reason to warn.",
    sources: [REF.vitaminCWarfarin],
  },
  {
    id: "sc-review-warfarin-vitamin-c-1g",
    title: "Warfarin patient taking vitamin C 1,000 mg a day",
    profile: { medicines: ["Warfarin"] },
    stack: [take(PRODUCT.vitaminC1000)],
    expect: { flags: [flag("vitamin-c", med("Warfarin"), "minor", "major")] },
    rationale:
      "Reductions in INR have been reported with vitamin C at gram doses, so the anticoagulant clinic should know before someone on warfarin starts 1 g a day.",
    sources: [REF.vitaminCWarfarin],
  },
  {
    id: "sc-review-atorvastatin-nicotinic-acid-1g",
    title: "Atorvastatin with nicotinic acid 500 mg twice a day",
    profile: { medicines: ["Atorvastatin"] },
    stack: [take(PRODUCT.nicotinicAcid500, 2)],
    expect: { flags: [flag("niacin", med("Atorvastatin"), "moderate")] },
    rationale:
      "Adding lipid-lowering nicotinic acid to statin treatment increased definite myopathy about fourfold in HPS2-THRIVE; 1 g a day of nicotinic acid is a lipid-lowering dose, whichever statin is taken.",
    sources: [REF.hps2ThriveMyopathy],
  },
  {
    id: "sc-review-levothyroxine-psyllium",
    title: "Levothyroxine with psyllium husk capsules",
    profile: { medicines: ["Levothyroxine"] },
    stack: [take(PRODUCT.psyllium500)],
    expect: { flags: [flag("psyllium", med("Levothyroxine"), "minor", "moderate")] },
    rationale:
      "Ispaghula (psyllium) product information advises taking it at least half an hour to an hour before or after other medicines, so the person needs to be told to keep it apart from levothyroxine.",
    sources: [REF.fybogelSmpc],
  },
  {
    id: "sc-review-pseudoephedrine-add-caffeine",
    title: "Someone taking Sudafed (pseudoephedrine) for a blocked nose asks to add caffeine tablets",
    profile: { medicines: ["Sudafed Decongestant"] },
    stack: [take(PRODUCT.vitaminD10)],
    adding: { product: PRODUCT.caffeine200 },
    expect: {
      flags: [flag("caffeine", med("Sudafed Decongestant"), "major")],
      safeToAdd: false,
      blocked: true,
    },
    rationale:
      "UK caffeine tablet product information says caffeine must not be used by anyone also taking sympathomimetics such as pseudoephedrine.",
    sources: [REF.pepCaffeineSmpc],
  },
  {
    id: "sc-review-capecitabine-sjw",
    title: "Person on capecitabine chemotherapy tablets taking St John's wort for low mood",
    profile: { medicines: ["Capecitabine"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag("st-johns-wort", med("Capecitabine"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "Cancer Research UK says St John's wort can interact with certain cancer drugs and that people should check with their doctor before taking it, so the cancer team must be asked.",
    sources: [REF.crukSjw],
  },
  {
    id: "sc-review-irinotecan-add-sjw",
    title: "Person having irinotecan asks to add St John's wort",
    profile: { medicines: ["Irinotecan"] },
    stack: [take(PRODUCT.vitaminD10)],
    adding: { product: PRODUCT.stJohnsWort },
    expect: {
      flags: [flag("st-johns-wort", med("Irinotecan"), "major")],
      safeToAdd: false,
      blocked: true,
    },
    rationale:
      "UK St John's wort product information lists irinotecan among the medicines it must not be used with.",
    sources: [REF.careSjwSmpc],
  },
  {
    id: "sc-review-pregnant-add-valerian",
    title: "Pregnant woman asks to add valerian for sleep",
    profile: { conditions: ["pregnant"] },
    stack: [take(PRODUCT.pregnacare)],
    adding: { product: PRODUCT.valerian },
    expect: {
      flags: [flag("valerian", cond("pregnant"), "contraindicated")],
      safeToAdd: false,
      blocked: true,
    },
    rationale: "UK valerian product leaflets say not to take valerian if you are pregnant or breastfeeding.",
    sources: [REF.valerinaNightTimePil],
  },
  {
    id: "sc-review-zopiclone-add-valerian",
    title: "Person on zopiclone asks to add valerian",
    profile: { medicines: ["Zopiclone"] },
    stack: [take(PRODUCT.vitaminD10)],
    adding: { product: PRODUCT.valerian },
    expect: { flags: [flag("valerian", med("Zopiclone"), "major")], safeToAdd: false, blocked: true },
    rationale:
      "UK valerian product leaflets say not to take valerian if you already take a medicine for sleep or anxiety.",
    sources: [REF.valerinaNightTimePil],
  },
  {
    id: "sc-review-haemochromatosis-add-vitamin-c",
    title: "Person with haemochromatosis asks to add vitamin C 1,000 mg",
    profile: { conditions: ["haemochromatosis"] },
    stack: [take(PRODUCT.vitaminD10)],
    adding: { product: PRODUCT.vitaminC1000 },
    expect: {
      flags: [flag("vitamin-c", cond("haemochromatosis"), "contraindicated")],
      safeToAdd: false,
      blocked: true,
    },
    rationale:
      "The NHS says people with haemochromatosis are usually advised to avoid iron or vitamin C supplements, because vitamin C increases iron absorption.",
    sources: [REF.nhsHaemochromatosisTreatment],
  },
];
