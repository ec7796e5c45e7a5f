// Pregnancy (any trimester), breastfeeding and trying to conceive: the supplements UK advice
// recommends must pass quietly, and herbs without safety data or retinol must be flagged.
import type { ScenarioInput } from "../schema";
import { cond, flag, noFlag, take, upperLevel } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";
import { REF3 } from "./references-part-3";

export const PREGNANCY_AND_BREASTFEEDING_SCENARIOS: ScenarioInput[] = [
  // --- What UK advice recommends: no alarm ---------------------------------------------------------
  {
    id: "sc-pregnant-vitamin-d-10",
    title: "Pregnant and taking vitamin D 10 µg a day",
    profile: { conditions: ["pregnant"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: {
      noFlags: [noFlag("vitamin-d3", cond("pregnant")), noFlag("vitamin-d3", upperLevel)],
      risk: { max: "low" },
    },
    rationale: "The NHS advises 10 micrograms of vitamin D a day throughout pregnancy.",
    sources: [REF3.nhsPregnancyVitamins, REF.nhsVitaminD],
  },
  {
    id: "sc-first-trimester-folic-acid",
    title: "First trimester and taking folic acid 400 µg",
    profile: { conditions: ["first trimester"] },
    stack: [take(PRODUCT.folicAcid400)],
    expect: { noFlags: [noFlag("folic-acid", cond("first trimester"))], risk: { max: "low" } },
    rationale: "The NHS advises 400 micrograms of folic acid a day until the 12th week of pregnancy.",
    sources: [REF3.nhsPregnancyVitamins, REF3.nhsFolicAcid],
  },
  {
    id: "sc-trying-to-conceive-folic-acid",
    title: "Trying for a baby and taking folic acid 400 µg",
    profile: { conditions: ["trying for a baby"] },
    stack: [take(PRODUCT.folicAcid400)],
    expect: { noFlags: [noFlag("folic-acid", cond("trying for a baby"))], risk: { max: "low" } },
    rationale: "Folic acid 400 micrograms a day is advised from before conception, while trying for a baby.",
    sources: [REF3.nhsFolicAcid, REF3.nhsPregnancyVitamins],
  },
  {
    id: "sc-trying-to-conceive-folic-acid-and-vitamin-d",
    title: "Planning a pregnancy: folic acid 400 µg with vitamin D 10 µg",
    profile: { conditions: ["planning a pregnancy"] },
    stack: [take(PRODUCT.folicAcid400), take(PRODUCT.vitaminD10)],
    expect: {
      noFlags: [
        noFlag("folic-acid", cond("planning a pregnancy")),
        noFlag("vitamin-d3", cond("planning a pregnancy")),
        noFlag("folic-acid", { ingredient: "vitamin-d3" }),
      ],
      risk: { max: "low" },
    },
    rationale: "Both are recommended before and in early pregnancy, and they do not interact.",
    sources: [REF3.nhsFolicAcid, REF3.nhsPregnancyVitamins],
  },
  {
    id: "sc-third-trimester-vitamin-d-25",
    title: "Third trimester and vitamin D 25 µg",
    profile: { conditions: ["third trimester"] },
    stack: [take(PRODUCT.vitaminD25)],
    expect: {
      noFlags: [noFlag("vitamin-d3", cond("third trimester")), noFlag("vitamin-d3", upperLevel)],
      risk: { max: "low" },
    },
    rationale:
      "25 µg is above the 10 µg advised but well within the NHS limit of 100 µg a day, which applies to pregnant women too.",
    sources: [REF.nhsVitaminD],
  },
  {
    id: "sc-pregnant-folic-acid-and-pregnacare",
    title: "Pregnant: folic acid 400 µg plus a pregnancy multivitamin (800 µg folic acid)",
    profile: { conditions: ["pregnant"] },
    stack: [take(PRODUCT.folicAcid400), take(PRODUCT.pregnacare)],
    expect: {
      noFlags: [noFlag("folic-acid", upperLevel), noFlag("folic-acid", cond("pregnant"))],
      notFullyChecked: true,
    },
    rationale:
      "800 µg of folic acid is within the 1 mg a day the NHS says is unlikely to cause harm; the multivitamin's label is only partly listed, so the check is not complete.",
    sources: [REF.nhsVitaminB, REF3.nhsPregnancyVitamins],
  },
  {
    id: "sc-breastfeeding-folic-acid",
    title: "Breastfeeding and taking folic acid 400 µg",
    profile: { conditions: ["breastfeeding"] },
    stack: [take(PRODUCT.folicAcid400)],
    expect: { noFlags: [noFlag("folic-acid", cond("breastfeeding"))], risk: { max: "low" } },
    rationale: "400 µg of folic acid is well within the level the NHS says is unlikely to cause harm.",
    sources: [REF.nhsVitaminB],
  },
  {
    id: "sc-breastfeeding-vitamin-d-spray-25",
    title: "Breastfeeding mother taking vitamin D 25 µg",
    profile: { conditions: ["breast feeding"] },
    stack: [take(PRODUCT.vitaminD25)],
    expect: { noFlags: [noFlag("vitamin-d3", cond("breast feeding"))], risk: { max: "low" } },
    rationale:
      "The NHS vitamin D limit of 100 µg a day also applies to breastfeeding women; 25 µg is within it.",
    sources: [REF.nhsVitaminD],
  },
  {
    id: "sc-pregnant-fish-oil",
    title: "Pregnant and taking fish oil (not fish liver oil) 300 mg omega-3",
    profile: { conditions: ["pregnant"] },
    stack: [take(PRODUCT.fishOil1000)],
    expect: { noFlags: [noFlag("omega-3-fish-oil", cond("pregnant"))], risk: { max: "low" } },
    rationale:
      "The pregnancy warning is about vitamin A: supplements with retinol and fish liver oils. Fish body oil is not a fish liver oil.",
    sources: [REF3.nhsPregnancyVitamins],
  },
  {
    id: "sc-pregnant-iron-spatone",
    title: "Pregnant and taking a 5 mg iron sachet",
    profile: { conditions: ["pregnant"] },
    stack: [take(PRODUCT.spatone)],
    expect: {
      noFlags: [noFlag("iron", cond("pregnant")), noFlag("iron", upperLevel)],
      risk: { max: "low" },
    },
    rationale:
      "NHS pregnancy advice mentions iron supplements for low iron levels; 5 mg is well within the 17 mg a day the NHS says is unlikely to cause harm.",
    sources: [REF3.nhsPregnancyVitamins, REF.nhsIron],
  },
  {
    id: "sc-pregnant-magnesium",
    title: "Pregnant and taking magnesium 200 mg",
    profile: { conditions: ["expecting a baby"] },
    stack: [take(PRODUCT.magnesiumChelate200)],
    expect: { noFlags: [noFlag("magnesium", cond("expecting a baby"))], risk: { max: "low" } },
    rationale: "200 mg of magnesium is within the NHS level of 400 mg a day; no pregnancy warning applies.",
    sources: [REF.nhsOthersMagnesium],
  },
  {
    id: "sc-not-pregnant-ginkgo",
    title: "'Not pregnant' and taking ginkgo",
    profile: { conditions: ["not pregnant"] },
    stack: [take(PRODUCT.ginkgo)],
    expect: { noFlags: [noFlag("ginkgo-biloba", cond("not pregnant"))], risk: { max: "low" } },
    rationale:
      "The person says they are not pregnant, so the pregnancy contraindication of ginkgo does not apply.",
    sources: [REF3.hmpcGinkgo],
  },
  {
    id: "sc-not-breastfeeding-ginseng",
    title: "'Not breastfeeding' and taking ginseng",
    profile: { conditions: ["not breastfeeding"] },
    stack: [take(PRODUCT.ginseng)],
    expect: { noFlags: [noFlag("ginseng", cond("not breastfeeding"))] },
    rationale: "A negated state is not the person's: the breastfeeding caution for ginseng must not fire.",
    sources: [REF3.nccihAsianGinseng],
  },

  // --- Herbs without safety data, retinol and caffeine: flag ---------------------------------------
  {
    id: "sc-pregnant-ginkgo",
    title: "Pregnant and taking ginkgo 60 mg",
    profile: { conditions: ["pregnant"] },
    stack: [take(PRODUCT.ginkgo)],
    expect: { flags: [flag("ginkgo-biloba", cond("pregnant"), "major")], risk: { min: "high" } },
    rationale:
      "The EU herbal monograph lists pregnancy as a contraindication for ginkgo, because it may increase the tendency to bleed.",
    sources: [REF3.hmpcGinkgo],
  },
  {
    id: "sc-breastfeeding-ginkgo",
    title: "Breastfeeding and taking ginkgo",
    profile: { conditions: ["breastfeeding"] },
    stack: [take(PRODUCT.ginkgo)],
    expect: { flags: [flag("ginkgo-biloba", cond("breastfeeding"), "minor")], risk: { min: "moderate" } },
    rationale: "Use of ginkgo during lactation is not recommended because there are no safety data.",
    sources: [REF3.hmpcGinkgo],
  },
  {
    id: "sc-second-trimester-ginseng",
    title: "Second trimester and taking Panax ginseng",
    profile: { conditions: ["second trimester"] },
    stack: [take(PRODUCT.ginseng)],
    expect: { flags: [flag("ginseng", cond("second trimester"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "Asian ginseng may not be safe in pregnancy: a constituent caused birth defects in animal studies.",
    sources: [REF3.nccihAsianGinseng],
  },
  {
    id: "sc-breastfeeding-ginseng",
    title: "Nursing mother taking Panax ginseng",
    profile: { conditions: ["nursing mother"] },
    stack: [take(PRODUCT.ginseng)],
    expect: { flags: [flag("ginseng", cond("nursing mother"), "moderate")], risk: { min: "moderate" } },
    rationale: "Asian ginseng may not be safe when breastfeeding.",
    sources: [REF3.nccihAsianGinseng],
  },
  {
    id: "sc-pregnant-curcumin",
    title: "Pregnant and taking curcumin 500 mg capsules",
    profile: { conditions: ["pregnant"] },
    stack: [take(PRODUCT.curcumin)],
    expect: { flags: [flag("turmeric-curcumin", cond("pregnant"), "minor")], risk: { min: "moderate" } },
    rationale:
      "Little is known about the safety of turmeric in amounts greater than those in food during pregnancy; a supplement should be discussed first.",
    sources: [REF3.nccihTurmeric],
  },
  {
    id: "sc-breastfeeding-curcumin",
    title: "Lactating and taking curcumin 500 mg capsules",
    profile: { conditions: ["lactating"] },
    stack: [take(PRODUCT.curcumin)],
    expect: { flags: [flag("turmeric-curcumin", cond("lactating"), "minor")], risk: { min: "moderate" } },
    rationale: "Little is known about the safety of turmeric supplements while breastfeeding.",
    sources: [REF3.nccihTurmeric],
  },
  {
    id: "sc-currently-pregnant-vitamin-a",
    title: "Pregnant: vitamin A 10,000 IU softgel",
    profile: { conditions: ["currently pregnant"] },
    stack: [take(PRODUCT.vitaminA10000Iu)],
    expect: { flags: [flag("vitamin-a", cond("currently pregnant"), "major")], risk: { min: "high" } },
    rationale:
      "Do not take vitamin A (retinol) supplements in pregnancy: too much vitamin A can harm the baby.",
    sources: [REF3.nhsPregnancyVitamins],
  },
  {
    id: "sc-ttc-vitamin-a",
    title: "Trying to get pregnant and taking vitamin A 10,000 IU",
    profile: { conditions: ["trying to get pregnant"] },
    stack: [take(PRODUCT.vitaminA10000Iu)],
    expect: { flags: [flag("vitamin-a", cond("trying to get pregnant"), "moderate")], risk: { min: "high" } },
    rationale:
      "Women who may become pregnant are advised not to take supplements containing retinol; 10,000 IU is also twice the UK level.",
    sources: [REF3.nhsPregnancyVitamins, REF3.nhsVitaminA],
  },
  {
    id: "sc-pregnant-sjw",
    title: "Third trimester and St John's wort for low mood",
    profile: { conditions: ["third trimester"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: {
      flags: [flag("st-johns-wort", cond("third trimester"), "moderate")],
      risk: { min: "moderate" },
    },
    rationale:
      "The UK leaflet of this St John's wort product says not to take it when pregnant or breastfeeding; low mood in pregnancy is for the midwife or GP.",
    sources: [REF3.kiraLowMoodPil],
  },
  {
    id: "sc-pregnant-caffeine-two-tablets",
    title: "Pregnant and taking caffeine 200 mg twice a day",
    profile: { conditions: ["pregnant"] },
    stack: [take(PRODUCT.caffeine200, 2)],
    expect: { flags: [flag("caffeine", upperLevel, "moderate")], risk: { min: "moderate" } },
    rationale: "The NHS limit in pregnancy is 200 mg of caffeine a day; 400 mg is twice that.",
    sources: [REF3.nhsPregnancyFoodsToAvoid, REF.efsaCaffeine],
  },
];
