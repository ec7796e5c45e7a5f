// Treatment that changes every supplement (chemotherapy, a transplant), medicines we know but hold nothing
// about, prescribed vitamins and minerals counted with shop-bought ones, guidance levels with no known harm,
// and everyday wording of states that come and go (the UK pharmacist review).
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take, upperLevel } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";

const UNITY_INJECTION: ScenarioInput["sources"][number] = {
  title: "Injection for contraception: what do I need to know?",
  publisher: "Unity Sexual Health (NHS)",
  url: "https://www.unitysexualhealth.co.uk/contraception/what-is-the-contraceptive-injection/",
};

export const TREATMENT_AND_PRESCRIPTION_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-chemo-st-johns-wort",
    title: "'On chemo for breast cancer' taking St John's wort",
    profile: { conditions: ["I'm on chemo for breast cancer"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: {
      flags: [flag("st-johns-wort", cond("I'm on chemo for breast cancer"), "moderate")],
      standingCaution: true,
      risk: { min: "moderate" },
    },
    rationale:
      "St John's wort lowers the levels of many cancer medicines; during chemotherapy every supplement is for the cancer team to agree first.",
    sources: [REF.crukSjw, REF.macmillanSupplements],
  },
  {
    id: "sc-chemo-vitamin-c-1g",
    title: "Chemotherapy patient taking vitamin C 1,000 mg",
    profile: { conditions: ["having chemotherapy"] },
    stack: [take(PRODUCT.vitaminC1000)],
    expect: {
      flags: [flag("vitamin-c", cond("having chemotherapy"), "moderate")],
      standingCaution: true,
      risk: { min: "moderate" },
    },
    rationale:
      "High-dose antioxidants during chemotherapy are to be agreed with the cancer team; nothing here is low risk.",
    sources: [REF.macmillanSupplements],
  },
  {
    id: "sc-chemo-medicine-any-supplement",
    title: "Capecitabine with an ordinary vitamin D supplement",
    profile: { medicines: ["capecitabine"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: { standingCaution: true, risk: { min: "moderate" } },
    rationale:
      "On any cancer medicine, the person is told to check every supplement with the cancer team first.",
    sources: [REF.macmillanSupplements],
  },
  {
    id: "sc-transplant-any-supplement",
    title: "Kidney transplant recipient taking vitamin D",
    profile: { conditions: ["kidney transplant"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: { standingCaution: true, risk: { min: "moderate" } },
    rationale:
      "After a transplant, supplements can upset immunosuppression: the transplant team agrees each one first.",
    sources: [REF.echinaforceSmpc],
  },
  {
    id: "sc-no-records-amlodipine-creatine",
    title: "A known medicine with nothing recorded about the stack",
    profile: { medicines: ["amlodipine"] },
    stack: [
      { custom: { name: "Creatine 5 g", ingredients: [{ ingredient: "creatine", amount: 5, unit: "g" }] } },
    ],
    expect: { noRecordsFor: ["amlodipine"], noConfidence: true },
    rationale:
      "Amlodipine is recognised; with no record about creatine the result must say 'We have no records for amlodipine' and grade no evidence, never a clean bill of health.",
    sources: [REF.nhsAmlodipine],
  },
  {
    id: "sc-adcal-d3-plus-calcium",
    title: "Prescribed Adcal-D3 with a shop-bought calcium and vitamin D tablet",
    profile: { medicines: ["Adcal-D3"] },
    stack: [take(PRODUCT.osteocare)],
    expect: {
      flags: [flag("calcium", upperLevel, "moderate")],
      duplicated: ["calcium", "vitamin-d3"],
    },
    rationale:
      "Adcal-D3 at its usual dose gives 1,200 mg calcium; 800 mg more takes the day to 2,000 mg, above the 1,500 mg the NHS says is unlikely to cause harm.",
    sources: [REF.nhsCalcium],
  },
  {
    id: "sc-ferrous-sulfate-plus-iron",
    title: "Prescribed ferrous sulfate with a shop-bought iron tablet",
    profile: { medicines: ["ferrous sulfate 200mg"] },
    stack: [take(PRODUCT.iron20)],
    expect: { flags: [flag("iron", upperLevel, "moderate")], duplicated: ["iron"] },
    rationale:
      "Ferrous sulfate already gives 65 mg iron a day: iron from a shop-bought supplement doubles up on it.",
    sources: [REF.nhsFerrousSulfate, REF.nhsIron],
  },
  {
    id: "sc-ferrous-sulfate-alone",
    title: "Prescribed ferrous sulfate with an unrelated supplement",
    profile: { medicines: ["ferrous sulfate"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: { noFlags: [{ ingredient: "iron", with: upperLevel }] },
    rationale:
      "A prescribed dose above the supplement level is the prescriber's decision; with no iron in the stack there is nothing to flag.",
    sources: [REF.nhsFerrousSulfate],
  },
  {
    id: "sc-riboflavin-above-guidance",
    title: "Riboflavin 100 mg a day: above the guidance level, no harm known",
    stack: [
      {
        custom: {
          name: "Riboflavin 100 mg",
          ingredients: [{ ingredient: "riboflavin", amount: 100, unit: "mg" }],
        },
      },
    ],
    expect: { flags: [flag("riboflavin", upperLevel, "minor", "minor")], risk: { max: "low" } },
    rationale:
      "The NHS says 40 mg or less a day is unlikely to cause harm and that there is not enough evidence to know the effects of more: worth knowing, not a serious finding.",
    sources: [REF.nhsVitaminB],
  },
  {
    id: "sc-biotin-above-guidance",
    title: "Biotin 5,000 µg a day: above the guidance level, no harm known",
    stack: [take(PRODUCT.biotin5000)],
    expect: { flags: [flag("biotin", upperLevel, "minor", "minor")] },
    rationale:
      "Biotin above 0.9 mg a day is above the NHS guidance level, not a known harm; it must not read as serious.",
    sources: [REF.nhsVitaminB],
  },
  {
    id: "sc-was-pregnant-last-year-vitamin-a",
    title: "'I was pregnant last year' with vitamin A 10,000 IU",
    profile: { conditions: ["I was pregnant last year"] },
    stack: [take(PRODUCT.vitaminA10000Iu)],
    expect: { noFlags: [noFlag("vitamin-a", cond("I was pregnant last year"))] },
    rationale: "A past pregnancy is not a current one: the pregnancy warning on vitamin A must not fire.",
    sources: [REF.sacnVitaminA],
  },
  {
    id: "sc-expecting-vitamin-a",
    title: "'Expecting' with vitamin A 10,000 IU",
    profile: { conditions: ["expecting"] },
    stack: [take(PRODUCT.vitaminA10000Iu)],
    expect: { flags: [flag("vitamin-a", cond("expecting"), "contraindicated")] },
    rationale: "'Expecting' means pregnant: no supplements containing retinol.",
    sources: [REF.sacnVitaminA],
  },
  {
    id: "sc-mirena-st-johns-wort",
    title: "Mirena coil with St John's wort",
    profile: { medicines: ["Mirena"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { noFlags: [noFlag("st-johns-wort", med("Mirena"))] },
    rationale:
      "The hormonal coil works locally and is not made less effective by enzyme inducers; it is not emergency contraception.",
    sources: [REF.devonHormonalIus],
  },
  ...["Depo-Provera", "Sayana Press", "contraceptive injection"].map((typed, at): ScenarioInput => ({
    id: `sc-contraceptive-injection-st-johns-wort-${String(at + 1)}`,
    title: `${typed} with St John's wort`,
    profile: { medicines: [typed] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { noFlags: [noFlag("st-johns-wort", med(typed))], notFullyChecked: false },
    rationale:
      "Enzyme inducers such as St John's wort make the pill, patch, ring and implant less effective; UK sexual health services say the contraceptive injection is not affected by other medicines.",
    sources: [UNITY_INJECTION, REF.spsSjwContraception],
  })),
  {
    id: "sc-cerazette-st-johns-wort",
    title: "Cerazette (progestogen-only pill) with St John's wort",
    profile: { medicines: ["Cerazette"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag("st-johns-wort", med("Cerazette"), "major")] },
    rationale:
      "Progestogen-only pills are less effective with enzyme inducers such as St John's wort, and the MHRA advises women using them not to take it.",
    sources: [REF.mhraSjwContraceptives, REF.spsSjwContraception],
  },
  {
    id: "sc-nexplanon-st-johns-wort",
    title: "Nexplanon implant with St John's wort",
    profile: { medicines: ["Nexplanon"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag("st-johns-wort", med("Nexplanon"), "major")] },
    rationale:
      "The MHRA received reports of unplanned pregnancies in women with etonogestrel implants who took St John's wort.",
    sources: [REF.mhraSjwContraceptives],
  },
];
