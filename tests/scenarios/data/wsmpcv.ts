// Heart disease with vitamin D, from UK colecalciferol product information (Thorens SmPC section 4.4, Colextra-D3 and
// SoliCol D3 leaflets): typed as people write it; high blood pressure, a heart murmur and vitamin C stay quiet.
import type { ScenarioInput } from "../schema";
import { CAUTIONS, conditionCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  thorens: {
    title:
      "THORENS 25 000 IU capsules (colecalciferol): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC (MHRA, Galen Limited), reproduced by RxReasoner",
    url: "https://rxreasoner.com/monographs/thorens/precautions",
  },
  colextra: {
    title: "Colextra-D3 20 000 IU capsules: patient leaflet, warnings and precautions",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
  },
} satisfies Record<string, Reference>;

const { named, quiet } = conditionCases("sc-wsmpcv-");

const VITAMIN_D_HEART =
  "Thorens SmPC section 4.4: caution is required in patients receiving treatment for cardiovascular disease (cardiac glycosides); the Colextra-D3 leaflet: check with your doctor first if you are being treated for heart disease.";

const vitaminD = (id: string, typed: string) =>
  named(
    `heart-vitamin-d-${id}`,
    `${typed}, and vitamin D3 1000 IU`,
    "vitamin-d3",
    typed,
    PRODUCT.vitaminD25,
    CAUTIONS,
    VITAMIN_D_HEART,
    [SOURCE.thorens, SOURCE.colextra],
  );
const vitaminDQuiet = (id: string, title: string, typed: string) =>
  quiet(`${id}-vitamin-d`, title, "vitamin-d3", typed, PRODUCT.vitaminD25, VITAMIN_D_HEART, [SOURCE.thorens]);

export const WSMPCV_SCENARIOS: ScenarioInput[] = [
  vitaminD("heart-disease", "heart disease"),
  vitaminD("heart-condition", "heart condition, seeing a cardiologist"),
  vitaminD("angina", "angina"),
  vitaminD("heart-failure", "heart failure"),
  vitaminDQuiet(
    "high-bp",
    "High blood pressure, which the vitamin D texts do not call heart disease, and vitamin D",
    "high blood pressure",
  ),
  vitaminDQuiet(
    "murmur",
    "A heart murmur, which the vitamin D texts do not name, and vitamin D",
    "heart murmur",
  ),
  quiet(
    "heart-vitamin-c",
    "Heart disease and vitamin C, whose UK product information read does not name it",
    "vitamin-c",
    "heart disease",
    PRODUCT.vitaminC1000,
    "The caution on heart disease is in vitamin D product information; the ascorbic acid SmPCs read do not name it.",
    [SOURCE.thorens],
  ),
];
