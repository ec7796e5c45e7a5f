// The wsmpcv round's scenarios: heart disease with vitamin D, a heart attack with biotin, neomycin with vitamin B12.
import type { ScenarioInput } from "../schema";
import { CAUTIONS, conditionCases, quietMedicine } from "./by-mechanism";
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
  cytacon: {
    title:
      "Cytacon and Cyanocobalamin 50 micrograms Tablets: summary of product characteristics, section 4.5",
    publisher: "Electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/5716/smpc",
  },
  ketovite: {
    title: "Ketovite Tablets (multivitamin with biotin): summary of product characteristics, section 4.4",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/ketovite-tablets-91613/summary-of-medicine-characteristics",
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

const BIOTIN_TROPONIN =
  "Ketovite Tablets SmPC section 4.4: biotin can give false negative troponin test results in patients with myocardial infarction.";

const biotin = (id: string, typed: string) =>
  named(
    `heart-attack-biotin-${id}`,
    `${typed}, and biotin 5000 mcg`,
    "biotin",
    typed,
    PRODUCT.biotin5000,
    CAUTIONS,
    BIOTIN_TROPONIN,
    [SOURCE.ketovite],
  );

// Neomycin lowers B12 absorption (a nutrient effect, not a flag): taking B12 does not interfere with neomycin.
const NEOMYCIN_B12 = ["Nivemycin", "neomycin tablets"].map((medicine, index) =>
  quietMedicine(
    {
      id: `sc-wsmpcv-neomycin-b12-no-alarm-${index + 1}`,
      title: `${medicine} with a vitamin B12 supplement`,
      product: PRODUCT.vitaminB12,
      rationale:
        "The cyanocobalamin SmPC (section 4.5) says neomycin may reduce vitamin B12 absorption; that is an effect on the vitamin, and taking B12 does not interfere with neomycin, so it must not be flagged.",
      sources: [SOURCE.cytacon],
    },
    "vitamin-b12",
    medicine,
  ),
);

export const WSMPCV_SCENARIOS: ScenarioInput[] = [
  vitaminD("heart-disease", "heart disease"),
  vitaminD("heart-condition", "heart condition, seeing a cardiologist"),
  vitaminD("angina", "angina"),
  vitaminD("heart-failure", "heart failure"),
  vitaminD("hardening", "hardening of the arteries"),
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
  biotin("plain", "heart attack"),
  biotin("mi", "MI two years ago"),
  quiet(
    "angina-biotin",
    "Angina, which the biotin warning does not name, and biotin",
    "biotin",
    "angina",
    PRODUCT.biotin5000,
    BIOTIN_TROPONIN,
    [SOURCE.ketovite],
  ),
  quiet(
    "heart-attack-b12",
    "A heart attack and vitamin B12, which has no troponin warning",
    "vitamin-b12",
    "heart attack",
    PRODUCT.vitaminB12,
    BIOTIN_TROPONIN,
    [SOURCE.ketovite],
  ),
  ...NEOMYCIN_B12,
];
