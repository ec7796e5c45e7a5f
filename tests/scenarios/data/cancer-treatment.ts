// Active cancer treatment (chemotherapy, radiotherapy): antioxidants and herbs the cancer team must
// know about, the caution every supplement carries during treatment, and treatment that is over.
import type { ScenarioInput } from "../schema";
import { cond, flag, noFlag, take } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";
import { REF3 } from "./references-part-3";

export const CANCER_TREATMENT_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-chemo-vitamin-e",
    title: "Having chemotherapy and taking vitamin E 400 IU",
    profile: { conditions: ["having chemotherapy"] },
    stack: [take(PRODUCT.vitaminE400Iu)],
    expect: {
      flags: [flag("vitamin-e", cond("having chemotherapy"), "moderate")],
      standingCaution: true,
      risk: { min: "moderate" },
    },
    rationale:
      "Some oncologists advise against antioxidant supplements such as vitamin E during chemotherapy because they might reduce its effectiveness.",
    sources: [REF3.odsVitaminE, REF.macmillanSupplements],
  },
  {
    id: "sc-radiotherapy-vitamin-e",
    title: "Having radiotherapy and taking vitamin E 400 IU",
    profile: { conditions: ["radiotherapy"] },
    stack: [take(PRODUCT.vitaminE400Iu)],
    expect: {
      flags: [flag("vitamin-e", cond("radiotherapy"), "moderate")],
      standingCaution: true,
      risk: { min: "moderate" },
    },
    rationale:
      "Antioxidant supplements during radiotherapy might protect cancer cells from the treatment's oxidative damage; the cancer team should decide.",
    sources: [REF3.odsVitaminE, REF.macmillanSupplements],
  },
  {
    id: "sc-radiotherapy-vitamin-c",
    title: "Radiation therapy and vitamin C 1,000 mg",
    profile: { conditions: ["radiation therapy"] },
    stack: [take(PRODUCT.vitaminC1000)],
    expect: {
      flags: [flag("vitamin-c", cond("radiation therapy"), "moderate")],
      standingCaution: true,
      risk: { min: "moderate" },
    },
    rationale:
      "The use of vitamin C and other antioxidants during radiotherapy is controversial; people with cancer should talk to their doctor before taking vitamin C.",
    sources: [REF3.odsVitaminC, REF.macmillanSupplements],
  },
  {
    id: "sc-chemo-curcumin",
    title: "On chemo and taking curcumin 500 mg",
    profile: { conditions: ["on chemo"] },
    stack: [take(PRODUCT.curcumin)],
    expect: {
      flags: [flag("turmeric-curcumin", cond("on chemo"), "moderate")],
      standingCaution: true,
      risk: { min: "moderate" },
    },
    rationale:
      "Anyone using curcumin for reasons other than cooking should talk to their doctor first, and during chemotherapy every supplement needs the cancer team's agreement.",
    sources: [REF3.crukTurmeric, REF.macmillanSupplements],
  },
  {
    id: "sc-chemo-vitamin-d-caution-only",
    title: "On chemotherapy and taking vitamin D 10 µg",
    profile: { conditions: ["on chemotherapy"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: {
      noFlags: [noFlag("vitamin-d3", cond("on chemotherapy"))],
      standingCaution: true,
      risk: { min: "moderate" },
    },
    rationale:
      "No source names vitamin D at 10 µg as harmful during chemotherapy, but every supplement should be discussed with the cancer team during treatment.",
    sources: [REF.macmillanSupplements],
  },
  {
    id: "sc-chemo-finished-vitamin-c",
    title: "'Finished chemotherapy 3 years ago' and vitamin C 1,000 mg",
    profile: { conditions: ["finished chemotherapy 3 years ago"] },
    stack: [take(PRODUCT.vitaminC1000)],
    expect: {
      noFlags: [noFlag("vitamin-c", cond("finished chemotherapy 3 years ago"))],
      standingCaution: false,
    },
    rationale:
      "The advice on antioxidants concerns the time of treatment; chemotherapy that ended years ago is not current treatment.",
    sources: [REF3.odsVitaminC, REF.macmillanSupplements],
  },
  {
    id: "sc-radiotherapy-past-vitamin-e",
    title: "'Had radiotherapy in 2020' and vitamin E 400 IU",
    profile: { conditions: ["had radiotherapy in 2020"] },
    stack: [take(PRODUCT.vitaminE400Iu)],
    expect: {
      noFlags: [noFlag("vitamin-e", cond("had radiotherapy in 2020"))],
      standingCaution: false,
    },
    rationale: "The antioxidant caution applies during radiotherapy; treatment that ended in 2020 is over.",
    sources: [REF3.odsVitaminE],
  },
  {
    id: "sc-chemo-ginkgo-caution",
    title: "Having chemo and taking ginkgo",
    profile: { conditions: ["having chemo"] },
    stack: [take(PRODUCT.ginkgo)],
    expect: { standingCaution: true, risk: { min: "moderate" } },
    rationale:
      "During chemotherapy every vitamin, mineral and herbal remedy should be agreed with the cancer team, as some can change how well the treatment works.",
    sources: [REF.macmillanSupplements],
  },
];
