// The last round of source reading: NCCIH's bulletins on evening primrose oil, cranberry and saw palmetto, the
// ODS kava page and NCCAM's kava advisory, a UK saw palmetto SmPC and the NHS vitamin K page — phrased as
// people type them, with brand names, and the medicines those sources do not name, which must not alarm.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const NCCIH_EVENING_PRIMROSE: Source = {
  title: "Evening primrose oil: what we know about safety (NCCIH bulletin)",
  publisher: "National Center for Complementary and Integrative Health",
  url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/235c38c",
};
const NCCIH_CRANBERRY: Source = {
  title: "Cranberry: what the science says and safety (NCCIH bulletin)",
  publisher: "National Center for Complementary and Integrative Health",
  url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21b253d",
};
const NCCIH_SAW_PALMETTO: Source = {
  title: "Saw palmetto: what we know about safety (NCCIH bulletin)",
  publisher: "National Center for Complementary and Integrative Health",
  url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/2a7c5b9",
};
const NCCAM_KAVA: Source = {
  title: "Consumer Advisory: Kava Linked to Liver Damage (2002, archived copy)",
  publisher: "National Center for Complementary and Alternative Medicine (NIH)",
  url: "https://webarchive.library.unt.edu/eot2008/20080921114950/http://health.nih.gov/viewPublication.asp?disease_id=1103&publication_id=2105&pdf=no",
};
const ODS_KAVA: Source = {
  title: "Kava: FDA issues consumer advisory for dietary supplements containing kava",
  publisher: "NIH Office of Dietary Supplements",
  url: "https://ods.od.nih.gov/HealthInformation/kava.aspx",
};
const PROSTASAN_SMPC: Source = {
  title: "Prostasan Saw Palmetto Capsules: summary of medicine characteristics",
  publisher: "Patient-info.co.uk (copy of the UK SmPC)",
  url: "https://patient-info.co.uk/prostasan-saw-palmetto-capsules-85584/summary-of-medicine-characteristics",
};
const NHS_VITAMIN_K: Source = {
  title: "Vitamin K - Vitamins and minerals",
  publisher: "NHS",
  url: "https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-k/",
};

function custom(name: string, ingredient: string, amount: number, unit: "mg" | "µg" = "mg"): StackItem {
  return { custom: { name, ingredients: [{ ingredient, amount, unit }] }, servingsPerDay: 1 };
}

const EVENING_PRIMROSE = take(PRODUCT.eveningPrimroseOil);
const SAW_PALMETTO = take(PRODUCT.sawPalmetto);
const CRANBERRY = custom("Cranberry 5,000 mg capsules for cystitis", "cranberry", 5000);
const KAVA = custom("Kava root 250 mg capsules for stress", "kava", 250);
const VITAMIN_K2 = custom("Vitamin K2 (MK-7) 100 µg capsules", "vitamin-k2", 100, "µg");

const POSITIVES: ScenarioInput[] = [
  {
    id: "sc-more-evening-primrose-marevan",
    title: "On Marevan and takes Efamol evening primrose oil for breast pain",
    profile: { medicines: ["Marevan"] },
    stack: [EVENING_PRIMROSE],
    expect: { flags: [flag("evening-primrose-oil", med("Marevan"), "minor", "major")] },
    rationale: "NCCIH says evening primrose oil may increase bleeding in people taking warfarin.",
    sources: [NCCIH_EVENING_PRIMROSE],
  },
  {
    id: "sc-more-evening-primrose-pregnant",
    title: "Pregnant and wants evening primrose oil",
    profile: { conditions: ["I'm pregnant"] },
    stack: [EVENING_PRIMROSE],
    expect: { flags: [flag("evening-primrose-oil", cond("I'm pregnant"), "minor", "major")] },
    rationale: "NCCIH says evening primrose oil may increase the risk of some complications of pregnancy.",
    sources: [NCCIH_EVENING_PRIMROSE],
  },
  {
    id: "sc-more-cranberry-warfarin",
    title: "Takes warfarin and buys high-strength cranberry capsules for cystitis",
    profile: { medicines: ["warfarin 3mg"] },
    stack: [CRANBERRY],
    expect: { flags: [flag("cranberry", med("warfarin 3mg"), "moderate", "major")] },
    rationale: "NCCIH says large doses of cranberry may alter levels of warfarin.",
    sources: [NCCIH_CRANBERRY],
  },
  {
    id: "sc-more-cranberry-kidney-stones",
    title: "Has had kidney stones and wants cranberry capsules",
    profile: { conditions: ["kidney stone last year"] },
    stack: [CRANBERRY],
    expect: { flags: [flag("cranberry", cond("kidney stone last year"), "minor", "moderate")] },
    rationale: "NCCIH says large amounts of cranberry may over time increase the risk of kidney stones.",
    sources: [NCCIH_CRANBERRY],
  },
  {
    id: "sc-more-kava-liver",
    title: "Has fatty liver disease and wants kava for stress",
    profile: { conditions: ["fatty liver disease"] },
    stack: [KAVA],
    expect: { flags: [flag("kava", cond("fatty liver disease"), "moderate")] },
    rationale:
      "Kava supplements have been linked to severe liver injury; people with liver disease should talk to a health professional before using kava.",
    sources: [ODS_KAVA, NCCAM_KAVA],
  },
  {
    id: "sc-more-saw-palmetto-pregnant",
    title: "Pregnant and read saw palmetto helps hair loss",
    profile: { conditions: ["12 weeks pregnant"] },
    stack: [SAW_PALMETTO],
    expect: { flags: [flag("saw-palmetto", cond("12 weeks pregnant"), "minor")] },
    rationale:
      "UK saw palmetto product information says it should not be used by women who are pregnant or breastfeeding.",
    sources: [PROSTASAN_SMPC],
  },
  {
    id: "sc-more-saw-palmetto-breastfeeding",
    title: "Breastfeeding mother asks about saw palmetto",
    profile: { conditions: ["breastfeeding"] },
    stack: [SAW_PALMETTO],
    expect: { flags: [flag("saw-palmetto", cond("breastfeeding"), "minor")] },
    rationale:
      "UK saw palmetto product information says it should not be used by women who are pregnant or breastfeeding.",
    sources: [PROSTASAN_SMPC],
  },
];

const NEGATIVES: ScenarioInput[] = [
  {
    id: "sc-more-saw-palmetto-flomax",
    title: "Takes Flomax for an enlarged prostate and saw palmetto",
    profile: { medicines: ["Flomax"] },
    stack: [SAW_PALMETTO],
    expect: { noFlags: [noFlag("saw-palmetto", med("Flomax"))] },
    rationale: "NCCIH says saw palmetto has not been shown to interact with medications.",
    sources: [NCCIH_SAW_PALMETTO],
  },
  {
    id: "sc-more-saw-palmetto-finasteride",
    title: "Proscar and saw palmetto softgels",
    profile: { medicines: ["Proscar"] },
    stack: [SAW_PALMETTO],
    expect: { noFlags: [noFlag("saw-palmetto", med("Proscar"))] },
    rationale:
      "NCCIH says saw palmetto has not been shown to interact with medications or to affect PSA levels.",
    sources: [NCCIH_SAW_PALMETTO],
  },
  {
    id: "sc-more-cranberry-levothyroxine",
    title: "Levothyroxine and cranberry capsules",
    profile: { medicines: ["levothyroxine"] },
    stack: [CRANBERRY],
    expect: { noFlags: [noFlag("cranberry", med("levothyroxine"))] },
    rationale: "The NCCIH cranberry bulletin names warfarin only.",
    sources: [NCCIH_CRANBERRY],
  },
  {
    id: "sc-more-evening-primrose-amlodipine",
    title: "Amlodipine and evening primrose oil",
    profile: { medicines: ["amlodipine"] },
    stack: [EVENING_PRIMROSE],
    expect: { noFlags: [noFlag("evening-primrose-oil", med("amlodipine"))] },
    rationale: "The NCCIH evening primrose oil bulletin names warfarin only.",
    sources: [NCCIH_EVENING_PRIMROSE],
  },
  {
    id: "sc-more-vitamin-k2-cetirizine",
    title: "Hay fever tablets and vitamin K2",
    profile: { medicines: ["cetirizine"] },
    stack: [VITAMIN_K2],
    expect: { noFlags: [noFlag("vitamin-k2", med("cetirizine"))] },
    rationale:
      "The NHS vitamin K page says 1 mg or less a day is unlikely to cause harm and names no medicine.",
    sources: [NHS_VITAMIN_K],
  },
];

export const MORE_SOURCES_SCENARIOS: ScenarioInput[] = [...POSITIVES, ...NEGATIVES];
