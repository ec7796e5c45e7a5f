// NCCIH's herb pages and e-mail bulletins in their own words: noni with "medicines that increase potassium" and
// "medicines that decrease blood pressure", kava with "drugs used for Parkinson's disease", each typed as the page
// words it and as one member a UK patient would type; ashwagandha with "autoimmune or thyroid disorders" and
// probiotics with "compromised immune systems" — and medicines and conditions the same pages do not name, with
// rhodiola, whose page names none, which must not alarm.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const NCCIH = "National Center for Complementary and Integrative Health (NIH)";
const NONI_PAGE: Source = {
  title: "Noni: usefulness and safety (What Do We Know About Safety?)",
  publisher: NCCIH,
  url: "https://www.nccih.nih.gov/health/noni",
};
const KAVA_FACT_SHEET: Source = {
  title: "Kava: fact sheet (Side Effects and Cautions)",
  publisher: NCCIH,
  url: "https://nccih.nih.gov/health/kava?nav=gsa",
};
const ASHWAGANDHA_BULLETIN: Source = {
  title: "Ashwagandha: Science and Safety (NCCIH e-mail bulletin)",
  publisher: NCCIH,
  url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/3764d56",
};
const PROBIOTICS_BULLETIN: Source = {
  title: "Benefits and Risks of Probiotics (NCCIH e-mail bulletin)",
  publisher: NCCIH,
  url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/378abdf",
};
const RHODIOLA_PAGE: Source = {
  title: "Rhodiola: usefulness and safety (What Do We Know About Safety?)",
  publisher: NCCIH,
  url: "https://nccih.nih.gov/health/Rhodiola",
};

function custom(name: string, ingredient: string, amount: number): StackItem {
  return { custom: { name, ingredients: [{ ingredient, amount, unit: "mg" }] }, servingsPerDay: 1 };
}

const NONI_CAPS = custom("Noni fruit 500 mg capsules", "noni", 500);
const KAVA_CAPS = custom("Kava root 250 mg capsules", "kava", 250);

const NONI_WORDS =
  "NCCIH says it may be unsafe to take noni along with certain medicines, including medicines that increase potassium, decrease blood pressure, or harm the liver.";
const ASHWAGANDHA_WORDS =
  "NCCIH says ashwagandha is not recommended for people with certain health problems, such as autoimmune or thyroid disorders and hormone-sensitive prostate cancer.";
const PROBIOTICS_WORDS =
  "NCCIH says probiotics can be risky in some groups of people with severe health problems or compromised immune systems, and that anyone with a serious underlying health condition should be monitored closely while taking one.";
const KAVA_WORDS =
  "NCCIH's kava fact sheet says kava may interact with several drugs, including drugs used for Parkinson's disease.";

const POSITIVES: ScenarioInput[] = [
  {
    id: "sc-wncc-noni-medicines-that-increase-potassium",
    title: "Types 'medicines that increase potassium' and takes noni",
    profile: { medicines: ["medicines that increase potassium"] },
    stack: [NONI_CAPS],
    expect: { flags: [flag("noni", med("medicines that increase potassium"), "minor", "major")] },
    rationale: `${NONI_WORDS} Noni itself contains a substantial amount of potassium.`,
    sources: [NONI_PAGE],
  },
  {
    id: "sc-wncc-noni-amiloride",
    title: "Takes amiloride, a potassium-sparing water tablet, and starts noni",
    profile: { medicines: ["amiloride"] },
    stack: [NONI_CAPS],
    expect: { flags: [flag("noni", med("amiloride"), "minor", "major")] },
    rationale: `${NONI_WORDS} Amiloride keeps potassium in the body.`,
    sources: [NONI_PAGE],
  },
  {
    id: "sc-wncc-noni-medicines-that-decrease-blood-pressure",
    title: "Types 'medicines that decrease blood pressure' and takes noni",
    profile: { medicines: ["medicines that decrease blood pressure"] },
    stack: [NONI_CAPS],
    expect: { flags: [flag("noni", med("medicines that decrease blood pressure"), "minor", "major")] },
    rationale: NONI_WORDS,
    sources: [NONI_PAGE],
  },
  {
    id: "sc-wncc-kava-drugs-used-for-parkinsons",
    title: "Types 'drugs used for Parkinson's disease' and buys kava",
    profile: { medicines: ["drugs used for Parkinson's disease"] },
    stack: [KAVA_CAPS],
    expect: { flags: [flag("kava", med("drugs used for Parkinson's disease"), "minor", "major")] },
    rationale: KAVA_WORDS,
    sources: [KAVA_FACT_SHEET],
  },
  {
    id: "sc-wncc-kava-co-careldopa",
    title: "Takes co-careldopa for Parkinson's disease and buys kava",
    profile: { medicines: ["co-careldopa"] },
    stack: [KAVA_CAPS],
    expect: { flags: [flag("kava", med("co-careldopa"), "minor", "major")] },
    rationale: `${KAVA_WORDS} Co-careldopa (levodopa with carbidopa) is one of them.`,
    sources: [KAVA_FACT_SHEET],
  },
  {
    id: "sc-wncc-ashwagandha-thyroid-disorders",
    title: "Has a thyroid disorder and buys ashwagandha for stress",
    profile: { conditions: ["thyroid disorders"] },
    stack: [take(PRODUCT.ashwagandha)],
    expect: { flags: [flag("ashwagandha", cond("thyroid disorders"), "moderate")] },
    rationale: ASHWAGANDHA_WORDS,
    sources: [ASHWAGANDHA_BULLETIN],
  },
  {
    id: "sc-wncc-ashwagandha-autoimmune-or-thyroid-disorders",
    title: "Types 'autoimmune or thyroid disorders' and takes ashwagandha",
    profile: { conditions: ["autoimmune or thyroid disorders"] },
    stack: [take(PRODUCT.ashwagandha)],
    expect: { flags: [flag("ashwagandha", cond("autoimmune or thyroid disorders"), "moderate")] },
    rationale: ASHWAGANDHA_WORDS,
    sources: [ASHWAGANDHA_BULLETIN],
  },
  {
    id: "sc-wncc-probiotics-compromised-immune-system",
    title: "Has a compromised immune system and starts a probiotic",
    profile: { conditions: ["compromised immune system"] },
    stack: [take(PRODUCT.probiotic)],
    expect: { flags: [flag("probiotics", cond("compromised immune system"), "minor")] },
    rationale: PROBIOTICS_WORDS,
    sources: [PROBIOTICS_BULLETIN],
  },
];

const NEGATIVES: ScenarioInput[] = [
  {
    id: "sc-wncc-noni-levothyroxine",
    title: "Levothyroxine and noni capsules",
    profile: { medicines: ["levothyroxine"] },
    stack: [NONI_CAPS],
    expect: { noFlags: [noFlag("noni", med("levothyroxine"))] },
    rationale: `${NONI_WORDS} Levothyroxine does none of these.`,
    sources: [NONI_PAGE],
  },
  {
    id: "sc-wncc-kava-amlodipine",
    title: "Amlodipine for blood pressure and kava capsules",
    profile: { medicines: ["amlodipine"] },
    stack: [KAVA_CAPS],
    expect: { noFlags: [noFlag("kava", med("amlodipine"))] },
    rationale: `${KAVA_WORDS} Amlodipine is not a Parkinson's medicine and does not cause drowsiness as sedatives do.`,
    sources: [KAVA_FACT_SHEET],
  },
  {
    id: "sc-wncc-rhodiola-paracetamol",
    title: "Paracetamol for a headache while taking rhodiola",
    profile: { medicines: ["paracetamol"] },
    stack: [take(PRODUCT.rhodiola)],
    expect: { noFlags: [noFlag("rhodiola", med("paracetamol"))] },
    rationale:
      "NCCIH's rhodiola page names dizziness and dry mouth or excess saliva as possible side effects and no medicine it interacts with.",
    sources: [RHODIOLA_PAGE],
  },
  {
    id: "sc-wncc-ashwagandha-asthma",
    title: "Has asthma and takes ashwagandha",
    profile: { conditions: ["asthma"] },
    stack: [take(PRODUCT.ashwagandha)],
    expect: { noFlags: [noFlag("ashwagandha", cond("asthma"))] },
    rationale: `${ASHWAGANDHA_WORDS} Asthma is not among them.`,
    sources: [ASHWAGANDHA_BULLETIN],
  },
  {
    id: "sc-wncc-probiotics-hay-fever",
    title: "Has hay fever and takes a probiotic",
    profile: { conditions: ["hay fever"] },
    stack: [take(PRODUCT.probiotic)],
    expect: { noFlags: [noFlag("probiotics", cond("hay fever"))] },
    rationale: `${PROBIOTICS_WORDS} Hay fever is neither a severe health problem nor a weakened immune system.`,
    sources: [PROBIOTICS_BULLETIN],
  },
];

export const WNCC_SCENARIOS: ScenarioInput[] = [...POSITIVES, ...NEGATIVES];
