// Conditions the wcn3 spot audit found with no finding, where a source read names them.
import type { ScenarioInput } from "../schema";
import { CAUTIONS, conditionCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  hkDrugOffice: {
    title:
      "The United Kingdom: omega-3-acid ethyl ester medicines (Omacor/Teromeg 1000 mg capsules): dose-dependent increased risk of atrial fibrillation (summary of the MHRA alert)",
    publisher: "Drug Office, Department of Health, Hong Kong (other safety alerts)",
    url: "https://www.drugoffice.gov.hk/eps/news/showNews/medicines/consumer/2024-01-23/en/52590.html",
  },
  famhp: {
    title: "PRAC October 2023: new safety information for omega-3-acid ethyl esters (atrial fibrillation)",
    publisher: "Federal Agency for Medicines and Health Products (FAMHP), Belgium",
    url: "https://www.famhp.be/en/news/prac_october_2023_new_safety_information_for_omega_3_acid_ethyl_esters",
  },
  drugsComChromium: {
    title: "Chromium (natural product monograph: clinical overview, contraindications)",
    publisher: "Drugs.com (natural products database)",
    url: "https://www.drugs.com/npp/chromium.html",
  },
} satisfies Record<string, Reference>;

const { named, quiet } = conditionCases("sc-wcn3-");

const OMEGA3_AF =
  "MHRA (as reported by Hong Kong's Drug Office) and the PRAC review (FAMHP): dose-dependent increased risk of atrial fibrillation with omega-3-acid ethyl ester medicines in people with cardiovascular disease or risk factors, highest at 4 g a day.";
const CHROMIUM =
  "Drugs.com chromium monograph: contraindications none well documented; renal failure may be considered a relative contraindication.";

const af = (id: string, typed: string) =>
  named(
    `af-fish-oil-${id}`,
    `${typed}, and fish oil`,
    "omega-3-fish-oil",
    typed,
    PRODUCT.fishOil1000,
    CAUTIONS,
    OMEGA3_AF,
    [SOURCE.hkDrugOffice, SOURCE.famhp],
  );
const afQuiet = (id: string, title: string, typed: string) =>
  quiet(`${id}-fish-oil`, title, "omega-3-fish-oil", typed, PRODUCT.fishOil1000, OMEGA3_AF, [
    SOURCE.hkDrugOffice,
    SOURCE.famhp,
  ]);
const kidney = (id: string, typed: string) =>
  named(
    `kidney-chromium-${id}`,
    `${typed}, and chromium picolinate`,
    "chromium",
    typed,
    PRODUCT.chromium,
    CAUTIONS,
    CHROMIUM,
    [SOURCE.drugsComChromium],
  );
const kidneyQuiet = (id: string, title: string, typed: string) =>
  quiet(`${id}-chromium`, title, "chromium", typed, PRODUCT.chromium, CHROMIUM, [SOURCE.drugsComChromium]);

export const WCN3_SCENARIOS: ScenarioInput[] = [
  af("full", "atrial fibrillation"),
  af("short", "AF"),
  af("afib", "AFib"),
  af("paroxysmal", "paroxysmal atrial fibrillation"),
  af("with-medicine", "AF, on apixaban 5mg twice a day"),
  af("diagnosed", "diagnosed with atrial fibrillation last year"),
  afQuiet(
    "heart-failure",
    "Heart failure, which the omega-3 review does not name, and fish oil",
    "heart failure",
  ),
  afQuiet(
    "hypertension",
    "High blood pressure, which the review does not name, and fish oil",
    "high blood pressure",
  ),
  afQuiet("angina", "Angina, which the review does not name, and fish oil", "angina"),
  kidney("failure", "kidney failure"),
  kidney("renal", "renal failure"),
  kidney("esrd", "end-stage kidney disease"),
  kidney("dialysis", "on dialysis three times a week"),
  kidney("ckd5", "CKD stage 5"),
  kidneyQuiet(
    "stones",
    "Kidney stones, which the chromium monograph does not name, and chromium",
    "kidney stones",
  ),
  kidneyQuiet(
    "liver",
    "Liver disease, which the chromium monograph does not name, and chromium",
    "liver disease",
  ),
  kidneyQuiet(
    "aki",
    "Acute kidney injury, a short-lived kind the monograph's renal failure does not name, and chromium",
    "acute kidney injury",
  ),
];
