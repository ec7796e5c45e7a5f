// Potassium with tacrolimus, typed as brands, whose product information says to avoid high potassium intake; and
// with mycophenolate, a transplant medicine no source read links to potassium.
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

const { named, quiet } = pairCases("sc-wprobe2-", "medicine");
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
];
