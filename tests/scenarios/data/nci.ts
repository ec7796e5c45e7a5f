// Ashwagandha and kava with every medicine group and condition their NCCIH pages name; St John's wort with diabetes
// medicines, black cohosh with fexofenadine, green tea extract with pseudoephedrine and ginseng with digoxin and
// ciclosporin from NCCIH's interaction pages — typed the way people type them — and everyday medicines the same
// pages do not name, which must not alarm.
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
const SJW_LIST: Source = {
  title: "Know the Science: How medications and supplements can interact — more about St. John's wort",
  publisher: NCCIH,
  url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-5",
};
const OVER_THE_COUNTER: Source = {
  title:
    "Know the Science: How medications and supplements can interact — interactions with over-the-counter medications",
  publisher: NCCIH,
  url: "https://d11phh4h66yddz.cloudfront.net/health/know-science/how-medications-and-supplements-can-interact/interactions-with-over-the-counter-medications",
};
const TIPS: Source = {
  title: "6 Tips: How Herbs Can Interact With Medicines",
  publisher: NCCIH,
  url: "https://www.nccih.nih.gov/health/tips/tips-how-herbs-can-interact-with-medicines",
};
const KAVA_PAGE: Source = {
  title: "Kava: usefulness and safety",
  publisher: NCCIH,
  url: "https://www.nccih.nih.gov/health/kava",
};

const ASHWAGANDHA = take(PRODUCT.ashwagandha);
const SJW = take(PRODUCT.stJohnsWort);
// No catalogue product contains black cohosh either.
const BLACK_COHOSH_CAPS: ScenarioInput["stack"][number] = {
  custom: {
    name: "Black cohosh 40 mg tablets",
    ingredients: [{ ingredient: "black-cohosh", amount: 40, unit: "mg" }],
  },
  servingsPerDay: 1,
};
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

const MORE_POSITIVES: ScenarioInput[] = [
  {
    id: "sc-nci-st-johns-wort-sitagliptin",
    title: "Type 2 diabetes on Januvia and buys Kira for low mood",
    profile: { medicines: ["Januvia"] },
    stack: [SJW],
    expect: { flags: [flag("st-johns-wort", med("Januvia"), "minor", "major")] },
    rationale: "NCCIH lists diabetes drugs among the medicines St John's wort interacts with.",
    sources: [SJW_LIST],
  },
  {
    id: "sc-nci-st-johns-wort-pioglitazone",
    title: "Pioglitazone for diabetes with St John's wort tablets",
    profile: { medicines: ["pioglitazone 30mg"] },
    stack: [SJW],
    expect: { flags: [flag("st-johns-wort", med("pioglitazone 30mg"), "minor", "major")] },
    rationale: "NCCIH lists diabetes drugs among the medicines St John's wort interacts with.",
    sources: [SJW_LIST],
  },
  {
    id: "sc-nci-black-cohosh-fexofenadine",
    title: "Hay fever on fexofenadine and black cohosh for hot flushes",
    profile: { medicines: ["Telfast 180mg"] },
    stack: [BLACK_COHOSH_CAPS],
    expect: { flags: [flag("black-cohosh", med("Telfast 180mg"), "minor", "moderate")] },
    rationale:
      "NCCIH says black cohosh supplements may interfere with the effectiveness of fexofenadine (Allegra).",
    sources: [OVER_THE_COUNTER],
  },
];

const TIPS_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-nci-green-tea-pseudoephedrine",
    title: "Takes an EGCG green tea extract and buys pseudoephedrine for a blocked nose",
    profile: { medicines: ["pseudoephedrine"] },
    stack: [take(PRODUCT.greenTea)],
    expect: { flags: [flag("green-tea-extract", med("pseudoephedrine"), "minor", "major")] },
    rationale:
      "NCCIH's tips say concentrated green tea supplements can interact with pseudoephedrine, a decongestant.",
    sources: [TIPS],
  },
  {
    id: "sc-nci-ginseng-digoxin",
    title: "Atrial fibrillation on Lanoxin and starts Panax ginseng",
    profile: { medicines: ["Lanoxin"] },
    stack: [take(PRODUCT.ginseng)],
    expect: { flags: [flag("ginseng", med("Lanoxin"), "minor", "major")] },
    rationale:
      "NCCIH says people taking Asian ginseng with a narrow-therapeutic-index medicine such as digoxin should be closely monitored.",
    sources: [TIPS],
  },
  {
    id: "sc-nci-ginseng-ciclosporin",
    title: "Transplant patient on Neoral (ciclosporin) wants ginseng for energy",
    profile: { medicines: ["Neoral"] },
    stack: [take(PRODUCT.ginseng)],
    expect: { flags: [flag("ginseng", med("Neoral"), "minor", "major")] },
    rationale:
      "NCCIH says people taking Asian ginseng with a narrow-therapeutic-index medicine such as cyclosporine should be closely monitored.",
    sources: [TIPS],
  },
];

const NEGATIVES: ScenarioInput[] = [
  {
    id: "sc-nci-green-tea-cetirizine",
    title: "Cetirizine for hay fever with a green tea extract",
    profile: { medicines: ["cetirizine"] },
    stack: [take(PRODUCT.greenTea)],
    expect: { noFlags: [noFlag("green-tea-extract", med("cetirizine"))] },
    rationale:
      "NCCIH's tips name pseudoephedrine, not antihistamines such as cetirizine, for concentrated green tea.",
    sources: [TIPS],
  },
  {
    id: "sc-nci-ginseng-paracetamol",
    title: "Paracetamol with Panax ginseng capsules",
    profile: { medicines: ["paracetamol"] },
    stack: [take(PRODUCT.ginseng)],
    expect: { noFlags: [noFlag("ginseng", med("paracetamol"))] },
    rationale:
      "NCCIH's tips name narrow-therapeutic-index medicines such as digoxin, cyclosporine and warfarin for ginseng, not paracetamol.",
    sources: [TIPS],
  },
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
    id: "sc-nci-ashwagandha-mirtazapine",
    title: "Mirtazapine for low mood and ashwagandha",
    profile: { medicines: ["mirtazapine"] },
    stack: [ASHWAGANDHA],
    expect: { noFlags: [noFlag("ashwagandha", med("mirtazapine"))] },
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
  {
    id: "sc-nci-black-cohosh-cetirizine",
    title: "Cetirizine for hay fever with black cohosh",
    profile: { medicines: ["cetirizine"] },
    stack: [BLACK_COHOSH_CAPS],
    expect: { noFlags: [noFlag("black-cohosh", med("cetirizine"))] },
    rationale: "NCCIH names fexofenadine, not other antihistamines such as cetirizine, for black cohosh.",
    sources: [OVER_THE_COUNTER],
  },
];

export const NCI_SCENARIOS: ScenarioInput[] = [
  ...POSITIVES,
  ...MORE_POSITIVES,
  ...TIPS_SCENARIOS,
  ...NEGATIVES,
];
