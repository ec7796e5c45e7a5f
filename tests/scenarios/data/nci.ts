// Ashwagandha and kava with every medicine group and condition their NCCIH pages name — typed the way people type
// them — and everyday medicines the same pages do not name, which must not alarm.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type Severity = "minor" | "moderate" | "major";

const NCCIH = "National Center for Complementary and Integrative Health (NIH)";
const ASHWAGANDHA_PAGE: Source = {
  title: "Ashwagandha: usefulness and safety",
  publisher: NCCIH,
  url: "https://nccih.nih.gov/health/ashwagandha",
};
const ASHWAGANDHA_COPY: Source = {
  title: "Ashwagandha: NCCIH's safety section, reproduced in full",
  publisher: "Herbalopedia (verbatim copy of the NCCIH page)",
  url: "https://herbalopedia.com/ashwagandha",
};
const ASHWAGANDHA_BULLETIN: Source = {
  title: "Ashwagandha: Science and Safety (NCCIH e-mail bulletin)",
  publisher: NCCIH,
  url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/3764d56",
};
const KAVA_FACT_SHEET: Source = {
  title: "Kava: fact sheet (Side Effects and Cautions)",
  publisher: NCCIH,
  url: "https://nccih.nih.gov/health/kava?nav=gsa",
};
const KAVA_PAGE: Source = {
  title: "Kava: usefulness and safety",
  publisher: NCCIH,
  url: "https://www.nccih.nih.gov/health/kava",
};

const ASHWAGANDHA = take(PRODUCT.ashwagandha);
// No catalogue product contains kava, so its scenarios run on the engine with a typical capsule.
const KAVA_CAPS: ScenarioInput["stack"][number] = {
  custom: {
    name: "Kava root extract 250 mg capsules",
    ingredients: [{ ingredient: "kava", amount: 250, unit: "mg" }],
  },
  servingsPerDay: 1,
};

const ASHWAGANDHA_LIST =
  "NCCIH says ashwagandha might interact with medicines for diabetes and high blood pressure, immunosuppressants, sedatives, anticonvulsants and thyroid hormone medicines.";

/** Ashwagandha with a medicine of a group its NCCIH page names. */
function ashwagandhaWith(id: string, title: string, medicine: string, min: Severity, max: Severity) {
  return {
    id: `sc-nci-ashwagandha-${id}`,
    title,
    profile: { medicines: [medicine] },
    stack: [ASHWAGANDHA],
    expect: { flags: [flag("ashwagandha", med(medicine), min, max)] },
    rationale: ASHWAGANDHA_LIST,
    sources: [ASHWAGANDHA_PAGE, ASHWAGANDHA_COPY],
  } satisfies ScenarioInput;
}

const POSITIVES: ScenarioInput[] = [
  ashwagandhaWith(
    "gliclazide",
    "Type 2 diabetes on gliclazide and starts ashwagandha",
    "gliclazide 80mg",
    "minor",
    "major",
  ),
  ashwagandhaWith(
    "amlodipine",
    "Amlodipine for blood pressure with ashwagandha for stress",
    "Amlodipine",
    "minor",
    "moderate",
  ),
  ashwagandhaWith(
    "tacrolimus",
    "Kidney transplant on Adoport (tacrolimus) and wants ashwagandha",
    "Adoport",
    "minor",
    "major",
  ),
  ashwagandhaWith(
    "zopiclone",
    "Takes zopiclone at night and adds ashwagandha for sleep",
    "zopiclone",
    "minor",
    "major",
  ),
  ashwagandhaWith("lamotrigine", "Epilepsy on Lamictal and buys ashwagandha", "Lamictal", "minor", "major"),
  ashwagandhaWith(
    "liothyronine",
    "On liothyronine (T3) and takes ashwagandha",
    "liothyronine",
    "minor",
    "major",
  ),
  {
    id: "sc-nci-ashwagandha-prostate-cancer",
    title: "Man with prostate cancer considers ashwagandha for energy",
    profile: { conditions: ["prostate cancer"] },
    stack: [ASHWAGANDHA],
    expect: { flags: [flag("ashwagandha", cond("prostate cancer"), "moderate", "contraindicated")] },
    rationale:
      "NCCIH says ashwagandha is not recommended for people with hormone-sensitive prostate cancer, as it may increase testosterone levels.",
    sources: [ASHWAGANDHA_BULLETIN, ASHWAGANDHA_COPY],
  },
  {
    id: "sc-nci-kava-co-careldopa",
    title: "Parkinson's disease on Sinemet and tries kava for anxiety",
    profile: { medicines: ["Sinemet"] },
    stack: [KAVA_CAPS],
    expect: { flags: [flag("kava", med("Sinemet"), "minor", "major")] },
    rationale:
      "NCCIH's kava fact sheet says kava may interact with several drugs, including drugs used for Parkinson's disease.",
    sources: [KAVA_FACT_SHEET],
  },
  {
    id: "sc-nci-kava-ropinirole",
    title: "Ropinirole for Parkinson's and kava capsules",
    profile: { medicines: ["ropinirole"] },
    stack: [KAVA_CAPS],
    expect: { flags: [flag("kava", med("ropinirole"), "minor", "major")] },
    rationale:
      "NCCIH names drugs used for Parkinson's disease among those kava may interact with; ropinirole is one.",
    sources: [KAVA_FACT_SHEET],
  },
  {
    id: "sc-nci-kava-pregnancy",
    title: "Pregnant and thinking of kava for anxiety",
    profile: { conditions: ["pregnant"] },
    stack: [KAVA_CAPS],
    expect: { flags: [flag("kava", cond("pregnant"), "minor", "contraindicated")] },
    rationale: "NCCIH says kava may have special risks in pregnancy because of harmful pyrone constituents.",
    sources: [KAVA_PAGE],
  },
  {
    id: "sc-nci-kava-breastfeeding",
    title: "Breastfeeding mother asks about kava",
    profile: { conditions: ["breastfeeding"] },
    stack: [KAVA_CAPS],
    expect: { flags: [flag("kava", cond("breastfeeding"), "minor", "contraindicated")] },
    rationale:
      "NCCIH says kava may have special risks while breastfeeding because of harmful pyrone constituents.",
    sources: [KAVA_PAGE],
  },
];

const NEGATIVES: ScenarioInput[] = [
  {
    id: "sc-nci-ashwagandha-paracetamol",
    title: "Paracetamol for a headache with ashwagandha",
    profile: { medicines: ["paracetamol"] },
    stack: [ASHWAGANDHA],
    expect: { noFlags: [noFlag("ashwagandha", med("paracetamol"))] },
    rationale: "None of the medicine groups NCCIH names for ashwagandha includes paracetamol.",
    sources: [ASHWAGANDHA_PAGE, ASHWAGANDHA_COPY],
  },
  {
    id: "sc-nci-ashwagandha-sertraline",
    title: "Sertraline for low mood and ashwagandha",
    profile: { medicines: ["sertraline"] },
    stack: [ASHWAGANDHA],
    expect: { noFlags: [noFlag("ashwagandha", med("sertraline"))] },
    rationale: "NCCIH's list for ashwagandha does not name antidepressants.",
    sources: [ASHWAGANDHA_PAGE, ASHWAGANDHA_COPY],
  },
  {
    id: "sc-nci-kava-paracetamol",
    title: "Paracetamol and kava capsules",
    profile: { medicines: ["paracetamol"] },
    stack: [KAVA_CAPS],
    expect: { noFlags: [noFlag("kava", med("paracetamol"))] },
    rationale: "NCCIH's kava pages name drugs for Parkinson's disease, not painkillers such as paracetamol.",
    sources: [KAVA_FACT_SHEET, KAVA_PAGE],
  },
];

export const NCI_SCENARIOS: ScenarioInput[] = [...POSITIVES, ...NEGATIVES];
