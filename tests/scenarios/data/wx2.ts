// Scenarios of the wx2 round's blind probe, written from the cited texts before the knowledge base was opened.
// NCCIH's clinical digests name statins as a group for black cohosh and Asian ginseng; ezetimibe, a cholesterol
// medicine that is not a statin, is the neighbour that must stay quiet.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];

const DIGEST_2021: Source = {
  title: "Herb-Drug Interactions (NCCIH Clinical Digest for health professionals, July 2021)",
  publisher: "National Center for Complementary and Integrative Health (NIH)",
  url: "https://nccih.nih.gov/health/providers/digest/herb-drug",
};
const DIGEST_2024: Source = {
  title:
    "Herb-Drug Interactions: What the Science Says (NCCIH Clinical Digest, December 2024), Asian ginseng",
  publisher: "National Center for Complementary and Integrative Health (NIH)",
  url: "https://nccih.nih.gov/health/providers/digest/herb-drug-interactions-science?nav=govdcd",
};

const COHOSH_WHY =
  'NCCIH\'s digest: "A 2017 review found that black cohosh has an overall low risk of drug interactions but may reduce the effectiveness of statins." The pair should be raised as one to mention, not blocked.';
const GINSENG_WHY =
  'NCCIH\'s digest: "There are uncertainties about whether ginseng might interact with certain medications, such as calcium channel blockers and other high blood pressure medications, as well as statin medications and some antidepressants." An uncertain interaction is raised as one to mention, not blocked.';
const EZETIMIBE_WHY =
  "The digests name statins only; ezetimibe lowers cholesterol without being a statin, so neither herb should be flagged with it.";

/** The misses the probe found, and cholesterol medicines the digests do not name. */
export const WX2_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-wx2-black-cohosh-atorvastatin",
    title: "Black cohosh for menopause while taking atorvastatin",
    profile: { medicines: ["atorvastatin 20mg"], conditions: [] },
    stack: [take(PRODUCT.blackCohosh)],
    expect: { flags: [flag("black-cohosh", med("atorvastatin 20mg"), "minor", "moderate")] },
    rationale: COHOSH_WHY,
    sources: [DIGEST_2021],
  },
  {
    id: "sc-wx2-black-cohosh-simvastatin",
    title: "Black cohosh with simvastatin at night",
    profile: { medicines: ["simvastatin 40mg at night"], conditions: [] },
    stack: [take(PRODUCT.blackCohosh)],
    expect: { flags: [flag("black-cohosh", med("simvastatin 40mg at night"), "minor", "moderate")] },
    rationale: COHOSH_WHY,
    sources: [DIGEST_2021],
  },
  {
    id: "sc-wx2-black-cohosh-crestor",
    title: "Black cohosh with Crestor (rosuvastatin)",
    profile: { medicines: ["Crestor"], conditions: [] },
    stack: [take(PRODUCT.blackCohosh)],
    expect: { flags: [flag("black-cohosh", med("Crestor"), "minor", "moderate")] },
    rationale: COHOSH_WHY,
    sources: [DIGEST_2021],
  },
  {
    id: "sc-wx2-ginseng-atorvastatin",
    title: "Panax ginseng with atorvastatin",
    profile: { medicines: ["atorvastatin"], conditions: [] },
    stack: [take(PRODUCT.ginseng)],
    expect: { flags: [flag("ginseng", med("atorvastatin"), "minor", "moderate")] },
    rationale: GINSENG_WHY,
    sources: [DIGEST_2024],
  },
  {
    id: "sc-wx2-ginseng-pravastatin",
    title: "Panax ginseng with pravastatin",
    profile: { medicines: ["pravastatin 40 mg"], conditions: [] },
    stack: [take(PRODUCT.ginseng)],
    expect: { flags: [flag("ginseng", med("pravastatin 40 mg"), "minor", "moderate")] },
    rationale: GINSENG_WHY,
    sources: [DIGEST_2024],
  },
  {
    id: "sc-wx2-black-cohosh-ezetimibe-quiet",
    title: "Black cohosh with ezetimibe, not a statin",
    profile: { medicines: ["ezetimibe"], conditions: [] },
    stack: [take(PRODUCT.blackCohosh)],
    expect: { noFlags: [noFlag("black-cohosh", med("ezetimibe"))] },
    rationale: EZETIMIBE_WHY,
    sources: [DIGEST_2021],
  },
  {
    id: "sc-wx2-ginseng-ezetimibe-quiet",
    title: "Panax ginseng with ezetimibe, not a statin",
    profile: { medicines: ["Ezetrol"], conditions: [] },
    stack: [take(PRODUCT.ginseng)],
    expect: { noFlags: [noFlag("ginseng", med("Ezetrol"))] },
    rationale: EZETIMIBE_WHY,
    sources: [DIGEST_2024],
  },
];
