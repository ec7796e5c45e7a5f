// Everyday and clinic-letter wordings of conditions read since the wphr round, with catalogue products.
import type { ScenarioInput } from "../schema";
import { BLOCKS, CAUTIONS, conditionCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  magnaspartate: {
    title:
      "Magnaspartate 243 mg powder for oral solution (magnesium aspartate): summary of product characteristics",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/medicine/30238",
  },
  bjcnSjw: {
    title: "An example of herbal-drug interactions in the community (St John's wort)",
    publisher: "British Journal of Community Nursing",
    url: "https://britishjournalofcommunitynursing.com/content/treatments/an-example-of-herbal-drug-interactions-in-the-community",
  },
  ferrousGluconate: {
    title:
      "Ferrous Gluconate coated tablets (Athlone): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/ferrous-gluconate/precautions",
  },
} satisfies Record<string, Reference>;

const { named, quiet } = conditionCases("sc-wphr-");

const MAGNASPARTATE =
  "Magnaspartate SmPC: contraindicated in severe renal impairment (glomerular filtration below 30 ml/min); KDIGO G4 is an eGFR of 15 to 29 and G5 below 15.";
const SJW_BIPOLAR = "St John's wort may trigger hypomania or mania in people with bipolar disorder.";
const FERROUS_GLUCONATE = "Ferrous gluconate SmPC section 4.3 names alcoholism.";

const magnesium = (id: string, typed: string) =>
  named(
    `kidney-magnesium-${id}`,
    `${typed}, and magnesium citrate 400 mg`,
    "magnesium",
    typed,
    PRODUCT.magnesiumCitrate400,
    BLOCKS,
    MAGNASPARTATE,
    [SOURCE.magnaspartate],
  );
const bipolar = (id: string, typed: string) =>
  named(
    `bipolar-sjw-${id}`,
    `${typed}, and St John's wort`,
    "st-johns-wort",
    typed,
    PRODUCT.stJohnsWort,
    CAUTIONS,
    SJW_BIPOLAR,
    [SOURCE.bjcnSjw],
  );
const alcohol = (id: string, typed: string) =>
  named(
    `alcohol-iron-${id}`,
    `${typed}, and iron 20 mg`,
    "iron",
    typed,
    PRODUCT.iron20,
    CAUTIONS,
    FERROUS_GLUCONATE,
    [SOURCE.ferrousGluconate],
  );

export const WPHR_SCENARIOS: ScenarioInput[] = [
  magnesium("g4", "CKD G4"),
  magnesium("g4-a2", "CKD G4 A2"),
  magnesium("g4a3", "CKD G4A3 diagnosed 2022"),
  magnesium("stage-4-long", "chronic kidney disease stage 4"),
  magnesium("g5", "CKD G5"),
  magnesium("stage-5-long", "chronic kidney disease stage 5"),
  bipolar("hyphen", "bi-polar"),
  bipolar("spaced", "bi polar, well controlled"),
  bipolar("disorder", "bi-polar disorder"),
  alcohol("drinking", "drinking problem"),
  alcohol("drink", "a drink problem"),
  alcohol("alcohol", "alcohol problems for years"),
  quiet(
    "drinking-sjw",
    "A drinking problem, which the St John's wort source does not name, and St John's wort",
    "st-johns-wort",
    "drinking problem",
    PRODUCT.stJohnsWort,
    SJW_BIPOLAR,
    [SOURCE.bjcnSjw],
  ),
  quiet(
    "bipolar-iron",
    "Bipolar disorder, which the ferrous gluconate text does not name, and iron",
    "iron",
    "bi-polar",
    PRODUCT.iron20,
    FERROUS_GLUCONATE,
    [SOURCE.ferrousGluconate],
  ),
];
