// Potassium with tacrolimus, typed as brands, whose product information says to avoid high potassium intake, and
// with mycophenolate, which no source read links to potassium; echinacea with autoimmune diseases and milk thistle
// with liver disease, as UK herbal registrations word them.
import type { ScenarioInput } from "../schema";
import { take } from "./build";
import { pairCases } from "./by-mechanism";
import { PRODUCT } from "./products";

const ADVAGRAF = {
  title: "Advagraf (tacrolimus): concise prescribing information, special precautions",
  publisher: "MIMS Malaysia (Astellas Pharma's product information)",
  url: "https://www.mims.com/malaysia/drug/info/advagraf/?type=brief",
};
const MYCOPHENOLATE = {
  title: "Mycophenolate mofetil 500 mg film-coated tablets: patient leaflet",
  publisher: "patient-info.co.uk (copy of the UK leaflet)",
  url: "https://patient-info.co.uk/mycophenolate-mofetil-500-mg-film-coated-tablets-90765/patient-leaflet",
};

const ECHINAFORCE = {
  title: "Echinaforce Hot Drink Cold & Flu: summary of product characteristics, section 4.3",
  publisher: "UK SmPC, reproduced by patient-info.co.uk",
  url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/summary-of-medicine-characteristics",
};
const MILK_THISTLE = {
  title: "Vitabiotics Milk Thistle Tablets: summary of product characteristics, section 4.4",
  publisher: "UK SmPC, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/vitabiotics-milk-thistle-tablets/summary",
};

const { named, quiet } = pairCases("sc-wprobe2-", "medicine");
const onCondition = pairCases("sc-wprobe2-", "condition");
const POTASSIUM = take(PRODUCT.potassium99);
const AVOID =
  "Tacrolimus's product information says to avoid high potassium intake and potassium-sparing diuretics, as it may cause high potassium.";

export const WPROBE2_SCENARIOS: ScenarioInput[] = [
  named(
    "potassium-adoport",
    "Potassium citrate with Adoport (tacrolimus) after a kidney transplant",
    "potassium",
    "Adoport 1mg twice a day",
    POTASSIUM,
    ["major", "contraindicated"],
    AVOID,
    [ADVAGRAF],
  ),
  named(
    "potassium-advagraf",
    "Potassium citrate with Advagraf (tacrolimus, once a day)",
    "potassium",
    "Advagraf",
    POTASSIUM,
    ["major", "contraindicated"],
    AVOID,
    [ADVAGRAF],
  ),
  quiet(
    "potassium-mycophenolate",
    "Potassium citrate with mycophenolate mofetil (CellCept)",
    "potassium",
    "CellCept",
    POTASSIUM,
    "Mycophenolate is another transplant medicine; the part of its UK leaflet read names no potassium problem, and potassium's product information does not name it.",
    [MYCOPHENOLATE],
  ),
  onCondition.named(
    "echinacea-hashimotos",
    "Echinacea with Hashimoto's thyroiditis",
    "echinacea",
    "Hashimoto's thyroiditis",
    take(PRODUCT.echinacea),
    ["moderate", "contraindicated"],
    "Echinacea's UK product information says it must not be used in autoimmune diseases, because of its immunostimulating activity; Hashimoto's is an autoimmune disease of the thyroid.",
    [ECHINAFORCE],
  ),
  onCondition.named(
    "milk-thistle-hepatitis-c",
    "Milk thistle with hepatitis C",
    "milk-thistle",
    "hepatitis C",
    take(PRODUCT.milkThistle),
    ["minor", "moderate"],
    "UK milk thistle product information asks people with active liver disease to consult their doctor before taking it.",
    [MILK_THISTLE],
  ),
];
