// Kidney disease by stage (stage 3, stage 4, kidney failure and dialysis) and liver disease: what the
// UK product information and fact sheets warn about, and what must not alarm at a milder stage.
import type { ScenarioInput } from "../schema";
import { cond, flag, noFlag, take } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";
import { REF3 } from "./references-part-3";

export const KIDNEY_AND_LIVER_SCENARIOS: ScenarioInput[] = [
  // --- Kidneys -----------------------------------------------------------------------------------------
  {
    id: "sc-ckd-stage-4-magnesium",
    title: "Stage 4 CKD and magnesium 200 mg",
    profile: { conditions: ["stage 4 CKD"] },
    stack: [take(PRODUCT.magnesiumCitrate200)],
    expect: { flags: [flag("magnesium", cond("stage 4 CKD"), "major")], risk: { min: "high" } },
    rationale:
      "UK magnesium product information contraindicates it in severe renal impairment (GFR below 30 ml/min, stage 4), where magnesium can build up.",
    sources: [REF3.magnaspartateSmpc, REF3.odsMagnesium],
  },
  {
    id: "sc-severe-renal-impairment-vitamin-d",
    title: "Severe renal impairment and vitamin D 25 µg",
    profile: { conditions: ["severe renal impairment"] },
    stack: [take(PRODUCT.vitaminD25)],
    expect: { flags: [flag("vitamin-d3", cond("severe renal impairment"), "major")], risk: { min: "high" } },
    rationale:
      "UK colecalciferol product information lists severe renal impairment among its contraindications; the kidney team decides on vitamin D.",
    sources: [REF3.fultiumD3Smpc],
  },
  {
    id: "sc-ckd-4-magnesium-glycinate",
    title: "'CKD 4' and magnesium glycinate 120 mg",
    profile: { conditions: ["CKD 4"] },
    stack: [take(PRODUCT.magnesiumGlycinate120)],
    expect: { flags: [flag("magnesium", cond("CKD 4"), "major")], risk: { min: "high" } },
    rationale:
      "Stage 4 CKD is severe renal impairment, in which UK magnesium product information contraindicates magnesium, whatever the salt.",
    sources: [REF3.magnaspartateSmpc],
  },
  {
    id: "sc-dialysis-magnesium",
    title: "On dialysis and taking magnesium 400 mg",
    profile: { conditions: ["on dialysis"] },
    stack: [take(PRODUCT.magnesiumCitrate400)],
    expect: { flags: [flag("magnesium", cond("on dialysis"), "major")], risk: { min: "high" } },
    rationale:
      "With kidney failure the ability to remove magnesium is lost; magnesium products are contraindicated in severe renal impairment.",
    sources: [REF3.magnaspartateSmpc, REF3.odsMagnesium],
  },
  {
    id: "sc-kidney-failure-potassium",
    title: "Kidney failure and potassium citrate capsules",
    profile: { conditions: ["kidney failure"] },
    stack: [take(PRODUCT.potassium99, 2)],
    expect: { flags: [flag("potassium", cond("kidney failure"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "Potassium builds up when the kidneys fail; potassium supplements are not taken unless the kidney team prescribes them.",
    sources: [REF.potassiumChlorideCkd, REF3.odsPotassium],
  },
  {
    id: "sc-ckd-stage-4-vitamin-d-10",
    title: "CKD stage 4 and a vitamin D 10 µg tablet",
    profile: { conditions: ["CKD stage 4"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: { flags: [flag("vitamin-d3", cond("CKD stage 4"), "moderate")] },
    rationale:
      "Severe renal impairment is a contraindication of colecalciferol in its UK product information, whatever the dose.",
    sources: [REF3.fultiumD3Smpc],
  },
  {
    id: "sc-ckd-stage-3-fish-oil",
    title: "Stage 3 CKD and fish oil 300 mg omega-3",
    profile: { conditions: ["stage 3 CKD"] },
    stack: [take(PRODUCT.fishOil1000)],
    expect: { noFlags: [noFlag("omega-3-fish-oil", cond("stage 3 CKD"))], risk: { max: "low" } },
    rationale:
      "The NIH omega-3 fact sheet names no kidney caution, and EFSA found no safety concern up to 5 g a day; 300 mg is far below it.",
    sources: [REF3.odsOmega3, REF.efsaOmega3],
  },
  {
    id: "sc-ckd-vitamin-b12",
    title: "Chronic kidney disease and vitamin B12 1,000 µg",
    profile: { conditions: ["chronic kidney disease"] },
    stack: [take(PRODUCT.vitaminB12Chewable)],
    expect: { noFlags: [noFlag("vitamin-b12", cond("chronic kidney disease"))] },
    rationale:
      "Vitamin B12 has no kidney warning in the NHS or NIH guidance; kidney cautions concern potassium, magnesium and vitamin D.",
    sources: [REF.nhsVitaminB],
  },
  {
    id: "sc-kidney-stones-vitamin-d-10",
    title: "Kidney stones and vitamin D 10 µg",
    profile: { conditions: ["kidney stones"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: { flags: [flag("vitamin-d3", cond("kidney stones"), "minor", "major")] },
    rationale:
      "UK colecalciferol product information lists nephrolithiasis (kidney stones) among its contraindications; the GP should agree vitamin D first.",
    sources: [REF3.fultiumD3Smpc],
  },
  {
    id: "sc-kidney-stones-magnesium",
    title: "Kidney stones and magnesium 200 mg",
    profile: { conditions: ["kidney stones"] },
    stack: [take(PRODUCT.magnesiumChelate200)],
    expect: { noFlags: [noFlag("magnesium", cond("kidney stones"))], risk: { max: "low" } },
    rationale:
      "Magnesium warnings concern kidneys that cannot remove it (severe impairment, failure); kidney stones are not reduced kidney function.",
    sources: [REF3.magnaspartateSmpc, REF3.odsMagnesium],
  },
  {
    id: "sc-no-kidney-disease-potassium",
    title: "'No kidney disease' and potassium capsules",
    profile: { conditions: ["no kidney disease"] },
    stack: [take(PRODUCT.potassium99)],
    expect: { noFlags: [noFlag("potassium", cond("no kidney disease"))] },
    rationale:
      "The person says they do not have kidney disease; the kidney caution for potassium does not apply.",
    sources: [REF.potassiumChlorideCkd],
  },
  {
    id: "sc-kidney-transplant-creatine",
    title: "Kidney transplant recipient taking creatine",
    profile: { conditions: ["kidney transplant recipient"] },
    stack: [take(PRODUCT.creatine)],
    expect: { standingCaution: true, risk: { min: "moderate" } },
    rationale:
      "After a transplant, natural medicines and supplements can damage the transplant or interact with its medicines; the transplant team should agree each one.",
    sources: [REF3.imperialTransplantMyths],
  },

  // --- Liver -------------------------------------------------------------------------------------------
  {
    id: "sc-cirrhosis-green-tea-extract",
    title: "Cirrhosis and green tea extract 400 mg",
    profile: { conditions: ["cirrhosis"] },
    stack: [take(PRODUCT.greenTeaExtract)],
    expect: { flags: [flag("green-tea-extract", cond("cirrhosis"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "Concentrated green tea extracts have been linked to liver injury in case reports; someone with liver disease should not take them without advice.",
    sources: [REF3.nccihGreenTea],
  },
  {
    id: "sc-fatty-liver-nicotinic-acid",
    title: "Fatty liver disease and niacin 500 mg (nicotinic acid)",
    profile: { conditions: ["fatty liver"] },
    stack: [take(PRODUCT.nicotinicAcid500)],
    expect: { flags: [flag("niacin", cond("fatty liver"), "moderate")], risk: { min: "high" } },
    rationale:
      "High doses of nicotinic acid can harm the liver, so people with liver disease should not take them without advice; 500 mg is also far above the UK level.",
    sources: [REF3.odsNiacin, REF.vkmNiacin],
  },
  {
    id: "sc-hepatitis-curcumin",
    title: "Hepatitis and curcumin 500 mg",
    profile: { conditions: ["hepatitis"] },
    stack: [take(PRODUCT.curcumin)],
    expect: { flags: [flag("turmeric-curcumin", cond("hepatitis"), "moderate")], risk: { min: "moderate" } },
    rationale: "Turmeric supplements have been associated with liver injury in case reports.",
    sources: [REF3.nccihTurmeric],
  },
  {
    id: "sc-liver-disease-vitamin-a",
    title: "Liver disease and vitamin A 10,000 IU",
    profile: { conditions: ["liver disease"] },
    stack: [take(PRODUCT.vitaminA10000Iu)],
    expect: { flags: [flag("vitamin-a", cond("liver disease"), "moderate")], risk: { min: "high" } },
    rationale:
      "Too much preformed vitamin A (retinol) can cause liver damage; 3,000 µg a day is also twice the UK level of 1.5 mg.",
    sources: [REF3.odsVitaminA, REF.fssVitaminA],
  },
  {
    id: "sc-liver-disease-ashwagandha",
    title: "Liver problems and ashwagandha",
    profile: { conditions: ["liver problems"] },
    stack: [take(PRODUCT.ashwagandha)],
    expect: { flags: [flag("ashwagandha", cond("liver problems"), "moderate")], risk: { min: "moderate" } },
    rationale: "Ashwagandha supplements have been linked to liver injury in case reports.",
    sources: [REF3.nccihAshwagandha],
  },
  {
    id: "sc-liver-disease-vitamin-d",
    title: "Liver disease and vitamin D 10 µg",
    profile: { conditions: ["liver disease"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: { noFlags: [noFlag("vitamin-d3", cond("liver disease"))], risk: { max: "low" } },
    rationale: "Vitamin D at the recommended 10 µg a day has no liver warning in the NHS guidance.",
    sources: [REF.nhsVitaminD],
  },
  {
    id: "sc-fatty-liver-magnesium",
    title: "NAFLD and magnesium 200 mg",
    profile: { conditions: ["NAFLD"] },
    stack: [take(PRODUCT.magnesiumCitrate200)],
    expect: { noFlags: [noFlag("magnesium", cond("NAFLD"))], risk: { max: "low" } },
    rationale: "Magnesium warnings concern the kidneys, not the liver; 200 mg is within the NHS level.",
    sources: [REF3.odsMagnesium, REF.nhsOthersMagnesium],
  },
  {
    id: "sc-liver-disease-milk-thistle",
    title: "Liver disease and milk thistle 150 mg",
    profile: { conditions: ["liver disease"] },
    stack: [take(PRODUCT.milkThistle)],
    expect: { flags: [flag("milk-thistle", cond("liver disease"), "minor", "moderate")] },
    rationale:
      "UK milk thistle product information asks people with active liver disease to consult their doctor first; it does not forbid it, and milk thistle was generally well tolerated in studies of people with liver disease.",
    sources: [
      REF3.nccihMilkThistle,
      {
        title:
          "Thisilyn Milk Thistle capsules and other brands: summary of product characteristics, section 4.4",
        publisher: "patient-info.co.uk (copy of the UK SmPC)",
        url: "https://patient-info.co.uk/tesco-milk-thistle-capsules-boots-digestion-relief-milk-thistle-capsules-simply-supplements-milk-thistle-capsules-thisilyn-milk-thistle-capsules-85961/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    id: "sc-not-liver-disease-green-tea",
    title: "'No liver problems' and green tea extract",
    profile: { conditions: ["no liver problems"] },
    stack: [take(PRODUCT.greenTeaExtract)],
    expect: { noFlags: [noFlag("green-tea-extract", cond("no liver problems"))] },
    rationale: "The person says they have no liver problems; the liver-disease caution does not apply.",
    sources: [REF3.nccihGreenTea],
  },
  {
    id: "sc-child-pugh-b-green-tea-extract",
    title: "Child-Pugh B liver impairment and green tea extract 400 mg",
    profile: { conditions: ["Child-Pugh B"] },
    stack: [take(PRODUCT.greenTeaExtract)],
    expect: {
      flags: [flag("green-tea-extract", cond("Child-Pugh B"), "moderate")],
      notFullyChecked: false,
    },
    rationale:
      "A Child-Pugh stage is liver disease: what holds for liver disease holds at every stage, and concentrated green tea extracts have been linked to liver injury.",
    sources: [REF3.nccihGreenTea],
  },
  {
    id: "sc-mild-liver-impairment-nicotinic-acid",
    title: "Mild liver impairment and niacin 500 mg (nicotinic acid)",
    profile: { conditions: ["mild liver impairment"] },
    stack: [take(PRODUCT.nicotinicAcid500)],
    expect: { flags: [flag("niacin", cond("mild liver impairment"), "moderate")], notFullyChecked: false },
    rationale:
      "High doses of nicotinic acid can harm the liver; no source read here says a mild stage makes them safe, so the liver disease advice stands.",
    sources: [REF3.odsNiacin],
  },
  {
    id: "sc-severe-hepatic-impairment-vitamin-d",
    title: "Severe hepatic impairment and vitamin D 10 µg",
    profile: { conditions: ["severe hepatic impairment"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: {
      noFlags: [noFlag("vitamin-d3", cond("severe hepatic impairment"))],
      risk: { max: "low" },
      notFullyChecked: false,
    },
    rationale:
      "Vitamin D at the recommended 10 µg a day has no liver warning in the NHS guidance, at any stage.",
    sources: [REF.nhsVitaminD],
  },
];
