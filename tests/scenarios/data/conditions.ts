// Medical conditions that make a supplement unsuitable (smoking, haemochromatosis, autoimmune disease,
// sarcoidosis, transplant, thyroid testing), their negations, and lookalike words that must not match.
import type { ScenarioInput } from "../schema";
import { cond, flag, noFlag, take } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";

export const CONDITION_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-smoker-beta-carotene",
    title: "Smoker taking beta-carotene 7 mg",
    profile: { conditions: ["smoker"] },
    stack: [take(PRODUCT.betaCarotene)],
    expect: { flags: [flag("beta-carotene", cond("smoker"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "Beta-carotene supplements increased lung cancer in smokers; UK advice is that people who smoke should not take any beta-carotene supplements.",
    sources: [REF.fssBetaCarotene, REF.efsaBetaCaroteneSmokers],
  },
  {
    id: "sc-non-smoker-beta-carotene",
    title: "'Non-smoker' taking beta-carotene 7 mg",
    profile: { conditions: ["Non-smoker"] },
    stack: [take(PRODUCT.betaCarotene)],
    expect: { noFlags: [noFlag("beta-carotene", cond("Non-smoker"))], risk: { max: "low" } },
    rationale:
      "The smoking warning applies to smokers and people exposed to asbestos; a non-smoker taking 7 mg (the UK level) has nothing to be warned about.",
    sources: [REF.fssBetaCarotene],
  },
  {
    id: "sc-never-smoked-beta-carotene",
    title: "'Never smoked' taking beta-carotene",
    profile: { conditions: ["never smoked"] },
    stack: [take(PRODUCT.betaCarotene)],
    expect: { noFlags: [noFlag("beta-carotene", cond("never smoked"))], risk: { max: "low" } },
    rationale: "'Never smoked' negates smoking; the beta-carotene warning for smokers must not fire.",
    sources: [REF.fssBetaCarotene],
  },
  {
    id: "sc-haemochromatosis-iron",
    title: "Haemochromatosis and an iron supplement",
    profile: { conditions: ["haemochromatosis"] },
    stack: [take(PRODUCT.iron20)],
    expect: { flags: [flag("iron", cond("haemochromatosis"), "major")], risk: { min: "high" } },
    rationale: "People with haemochromatosis absorb too much iron and are told to avoid iron supplements.",
    sources: [REF.haemochromatosisAvoid],
  },
  {
    id: "sc-haemochromatosis-vitamin-c",
    title: "Haemochromatosis and vitamin C 1,000 mg",
    profile: { conditions: ["haemochromatosis"] },
    stack: [take(PRODUCT.vitaminC1000)],
    expect: { flags: [flag("vitamin-c", cond("haemochromatosis"), "minor", "contraindicated")] },
    rationale:
      "Vitamin C supplements increase iron absorption, so people with haemochromatosis are advised to avoid them.",
    sources: [REF.haemochromatosisAvoid],
  },
  {
    id: "sc-anaemia-iron-with-vitamin-c",
    title: "Iron deficiency anaemia: iron taken with vitamin C",
    profile: { conditions: ["iron deficiency anaemia"] },
    stack: [take(PRODUCT.iron20), take(PRODUCT.vitaminC1000)],
    expect: {
      noFlags: [
        noFlag("iron", { ingredient: "vitamin-c" }),
        noFlag("vitamin-c", { ingredient: "iron" }),
        noFlag("iron", cond("iron deficiency anaemia")),
      ],
    },
    rationale:
      "Vitamin C helps the body absorb non-haem iron, so taking them together is a helpful pairing, not a competing one; iron is the treatment for iron deficiency anaemia.",
    sources: [REF.fssIron],
  },
  {
    id: "sc-spatone-with-vitamin-c",
    title: "Spatone iron sachet with a vitamin C and zinc tablet",
    stack: [take(PRODUCT.spatone), take(PRODUCT.redoxon)],
    expect: {
      noFlags: [noFlag("iron", { ingredient: "vitamin-c" }), noFlag("vitamin-c", { ingredient: "iron" })],
    },
    rationale:
      "Vitamin C with non-meat iron may help the body absorb the iron: this pairing must not be reported as competing.",
    sources: [REF.fssIron],
  },
  {
    id: "sc-lupus-echinacea",
    title: "Lupus (SLE) and echinacea for colds",
    profile: { conditions: ["lupus (SLE)"] },
    stack: [take(PRODUCT.echinacea)],
    expect: { flags: [flag("echinacea", cond("lupus (SLE)"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "Because of its immunostimulating activity, echinacea must not be used in autoimmune diseases such as collagenoses (which include lupus).",
    sources: [REF.echinaforceSmpc],
  },
  {
    id: "sc-multiple-sclerosis-echinacea",
    title: "Multiple sclerosis and echinacea",
    profile: { conditions: ["multiple sclerosis"] },
    stack: [take(PRODUCT.echinacea)],
    expect: { flags: [flag("echinacea", cond("multiple sclerosis"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "The UK echinacea SmPC names multiple sclerosis among the autoimmune diseases in which it must not be used.",
    sources: [REF.echinaforceSmpc],
  },
  {
    id: "sc-transplant-echinacea",
    title: "Kidney transplant recipient taking echinacea",
    profile: { medicines: ["Tacrolimus"], conditions: ["kidney transplant"] },
    stack: [take(PRODUCT.echinacea)],
    expect: { flags: [flag("echinacea", cond("kidney transplant"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "Echinacea must not be used in immunosuppression, including a history of organ transplant, because it stimulates the immune system.",
    sources: [REF.echinaforceSmpc],
  },
  {
    id: "sc-sleep-apnoea-echinacea",
    title: "'Sleep apnoea' with echinacea: not lupus",
    profile: { conditions: ["sleep apnoea"] },
    stack: [take(PRODUCT.echinacea)],
    expect: { noFlags: [noFlag("echinacea", cond("sleep apnoea"))], risk: { max: "low" } },
    rationale:
      "Sleep apnoea is not an autoimmune, systemic or immunodeficiency disorder, so the echinacea contraindications do not apply (it must not be mistaken for SLE).",
    sources: [REF.echinaforceSmpc],
  },
  {
    id: "sc-sarcoidosis-high-dose-vitamin-d",
    title: "Sarcoidosis and vitamin D 5,000 IU a day",
    profile: { conditions: ["sarcoidosis"] },
    stack: [take(PRODUCT.vitaminD125)],
    expect: { flags: [flag("vitamin-d3", cond("sarcoidosis"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "Sarcoid granulomas activate vitamin D, so supplements can raise blood calcium in some patients; high-dose vitamin D should only be taken with the specialist's agreement.",
    sources: [REF.sarcoidosisUkCalciumVitaminD, REF.vitaminDSarcoidosisTrial],
  },
  {
    id: "sc-sarcoidosis-calcium",
    title: "Sarcoidosis and a calcium with vitamin D tablet",
    profile: { conditions: ["sarcoidosis"] },
    stack: [take(PRODUCT.osteocare)],
    expect: { flags: [flag("calcium", cond("sarcoidosis"), "minor", "major")] },
    rationale:
      "For some people with sarcoidosis calcium and vitamin D supplements can raise blood calcium; they should tell their doctor they have sarcoidosis before taking them.",
    sources: [REF.sarcoidosisUkCalciumVitaminD],
  },
  {
    id: "sc-sarcoidosis-echinacea",
    title: "Sarcoidosis and echinacea",
    profile: { conditions: ["sarcoidosis"] },
    stack: [take(PRODUCT.echinacea)],
    expect: { flags: [flag("echinacea", cond("sarcoidosis"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "The UK echinacea SmPC lists sarcoidosis among the progressive systemic disorders in which it must not be used.",
    sources: [REF.echinaforceSmpc],
  },
  {
    id: "sc-thyroid-tests-biotin",
    title: "Underactive thyroid with regular blood tests, taking biotin 5,000 µg for hair",
    profile: { medicines: ["Levothyroxine"], conditions: ["underactive thyroid"] },
    stack: [take(PRODUCT.biotin5000)],
    expect: { flags: [flag("biotin", cond("underactive thyroid"), "minor", "major")] },
    rationale:
      "High-dose biotin interferes with biotinylated immunoassays, including TSH and free T4, and can give falsely abnormal thyroid results.",
    sources: [REF.biotinAssayInterference],
  },
  {
    id: "sc-type-2-diabetes-vitamin-d",
    title: "Type 2 diabetes with vitamin D 25 µg",
    profile: { conditions: ["type 2 diabetes"] },
    stack: [take(PRODUCT.vitaminD25)],
    expect: { noFlags: [noFlag("vitamin-d3", cond("type 2 diabetes"))], risk: { max: "low" } },
    rationale:
      "Vitamin D at 25 µg a day is within the NHS limit for adults and has no diabetes-specific warning.",
    sources: [REF.nhsVitaminD],
  },
  {
    id: "sc-asthma-echinacea",
    title: "Asthma and echinacea for colds",
    profile: { conditions: ["asthma"] },
    stack: [take(PRODUCT.echinacea)],
    expect: { flags: [flag("echinacea", cond("asthma"), "minor", "contraindicated")] },
    rationale:
      "The UK echinacea SmPC says it must not be used in allergic diathesis such as urticaria, atopic dermatitis and asthma (risk of allergic reactions).",
    sources: [REF.echinaforceSmpc],
  },
  {
    id: "sc-kidney-stones-potassium",
    title: "'Kidney stones' (not kidney disease) with potassium citrate",
    profile: { conditions: ["kidney stones"] },
    stack: [take(PRODUCT.potassium99)],
    expect: { noFlags: [noFlag("potassium", cond("kidney stones"))] },
    rationale:
      "The potassium warning concerns chronic kidney disease, where excretion is impaired; kidney stones are a different condition and must not be matched to it on the word 'kidney'.",
    sources: [REF.potassiumChlorideCkd],
  },
  {
    id: "sc-breastfeeding-vitamin-d",
    title: "Breastfeeding mother taking vitamin D 10 µg",
    profile: { conditions: ["breastfeeding"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: { noFlags: [noFlag("vitamin-d3", cond("breastfeeding"))], risk: { max: "low" } },
    rationale:
      "10 µg a day is the recommended amount; the NHS 100 µg limit applies to breastfeeding women and is far away.",
    sources: [REF.nhsVitaminD],
  },
];
