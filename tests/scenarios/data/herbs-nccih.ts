// Herbs with few or no records, from their NCCIH pages: cat's claw with blood thinners, blood pressure tablets,
// autoimmune disease and surgery; pomegranate with anticoagulants; hawthorn with heart medicines and heart
// failure; noni with potassium-raising and blood pressure medicines and kidney disease — and everyday medicines
// the same pages do not name, with elderberry and bilberry, whose pages name none, which must not alarm. Also
// passion flower with a benzodiazepine, from a UK passion flower SmPC.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const NCCIH = "National Center for Complementary and Integrative Health (NIH)";
const CATS_CLAW: Source = {
  title: "Cat's Claw: usefulness and safety",
  publisher: NCCIH,
  url: "https://nccih.nih.gov/health/catclaw",
};
const POMEGRANATE_BULLETIN: Source = {
  title: "Pomegranate (NCCIH e-mail bulletin)",
  publisher: NCCIH,
  url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21e5935?reqfrom=share",
};
const HAWTHORN_PAGE: Source = {
  title: "Hawthorn: usefulness and safety",
  publisher: NCCIH,
  url: "https://nccih.nih.gov/health/hawthorn?nav=insta",
};
const NONI_PAGE: Source = {
  title: "Noni: usefulness and safety",
  publisher: NCCIH,
  url: "https://www.nccih.nih.gov/health/noni",
};
const ELDERBERRY_PAGE: Source = {
  title: "Elderberry: usefulness and safety",
  publisher: NCCIH,
  url: "https://nccih.nih.gov/health/euroelder",
};
const PASSIFLORA_SMPC: Source = {
  title: "Passiflora Herb Capsules: summary of product characteristics, section 4.5",
  publisher: "Medine.co.uk (copy of the UK SmPC)",
  url: "https://imedi.co.uk/passiflora-herb-capsules/summary",
};
const BILBERRY_PAGE: Source = {
  title: "Bilberry: usefulness and safety",
  publisher: NCCIH,
  url: "https://nccih.nih.gov/health/bilberry?nav=gsa",
};

function custom(name: string, ingredient: string, amount: number): StackItem {
  return { custom: { name, ingredients: [{ ingredient, amount, unit: "mg" }] }, servingsPerDay: 1 };
}

const CATS_CLAW_CAPS = custom("Cat's claw 500 mg capsules", "cats-claw", 500);
const POMEGRANATE_CAPS = custom("Pomegranate extract 500 mg capsules", "pomegranate", 500);
const HAWTHORN_CAPS = custom("Hawthorn berry 500 mg capsules", "hawthorn", 500);
const NONI_CAPS = custom("Noni fruit 500 mg capsules", "noni", 500);
const PASSION_FLOWER_CAPS = custom("Passion flower 300 mg capsules", "passionflower", 600);
const BILBERRY_CAPS = custom("Bilberry extract 80 mg capsules", "bilberry", 80);
const ELDERBERRY = take(PRODUCT.elderberry);

const POSITIVES: ScenarioInput[] = [
  {
    id: "sc-nccih-cats-claw-warfarin",
    title: "On warfarin and starts cat's claw for joint pain",
    profile: { medicines: ["warfarin"] },
    stack: [CATS_CLAW_CAPS],
    expect: { flags: [flag("cats-claw", med("warfarin"), "minor", "major")] },
    rationale:
      "NCCIH says cat's claw may slow blood clotting and there are theoretical reasons to suspect it might interact with anticoagulants.",
    sources: [CATS_CLAW],
  },
  {
    id: "sc-nccih-cats-claw-clopidogrel",
    title: "Takes clopidogrel after a stent and buys cat's claw",
    profile: { medicines: ["clopidogrel"] },
    stack: [CATS_CLAW_CAPS],
    expect: { flags: [flag("cats-claw", med("clopidogrel"), "minor", "major")] },
    rationale: "NCCIH names antiplatelet drugs among those cat's claw might interact with.",
    sources: [CATS_CLAW],
  },
  {
    id: "sc-nccih-cats-claw-ramipril",
    title: "Ramipril for blood pressure and cat's claw capsules",
    profile: { medicines: ["ramipril"] },
    stack: [CATS_CLAW_CAPS],
    expect: { flags: [flag("cats-claw", med("ramipril"), "minor", "moderate")] },
    rationale: "NCCIH names blood pressure drugs among those cat's claw might interact with (theoretical).",
    sources: [CATS_CLAW],
  },
  {
    id: "sc-nccih-cats-claw-rheumatoid-arthritis",
    title: "Has rheumatoid arthritis and wants cat's claw for it",
    profile: { conditions: ["rheumatoid arthritis"] },
    stack: [CATS_CLAW_CAPS],
    expect: { flags: [flag("cats-claw", cond("rheumatoid arthritis"), "minor", "major")] },
    rationale:
      "NCCIH says cat's claw might make the immune system more active and people with an autoimmune disease should consult their provider first.",
    sources: [CATS_CLAW],
  },
  {
    id: "sc-nccih-cats-claw-surgery",
    title: "Has an operation booked and takes cat's claw",
    profile: { conditions: ["upcoming surgery"] },
    stack: [CATS_CLAW_CAPS],
    expect: { flags: [flag("cats-claw", cond("upcoming surgery"), "minor", "major")] },
    rationale:
      "NCCIH says cat's claw may slow clotting and increase bleeding during surgery; tell the surgical team.",
    sources: [CATS_CLAW],
  },
  {
    id: "sc-nccih-pomegranate-warfarin",
    title: "Warfarin patient takes pomegranate extract for the heart",
    profile: { medicines: ["Warfarin"] },
    stack: [POMEGRANATE_CAPS],
    expect: { flags: [flag("pomegranate", med("Warfarin"), "minor", "major")] },
    rationale:
      "NCCIH says it is unclear whether pomegranate interacts with anticoagulants such as warfarin, so check with the provider first.",
    sources: [POMEGRANATE_BULLETIN],
  },
  {
    id: "sc-nccih-pomegranate-eliquis",
    title: "On Eliquis for atrial fibrillation and adds pomegranate capsules",
    profile: { medicines: ["Eliquis"] },
    stack: [POMEGRANATE_CAPS],
    expect: { flags: [flag("pomegranate", med("Eliquis"), "minor", "major")] },
    rationale: "The NCCIH bulletin's advice covers anticoagulant medicines, of which apixaban is one.",
    sources: [POMEGRANATE_BULLETIN],
  },
  {
    id: "sc-nccih-hawthorn-amiodarone",
    title: "Takes amiodarone for an irregular heartbeat and wants hawthorn",
    profile: { medicines: ["amiodarone"] },
    stack: [HAWTHORN_CAPS],
    expect: { flags: [flag("hawthorn", med("amiodarone"), "minor", "major")] },
    rationale:
      "NCCIH says hawthorn may interact in harmful ways with drugs, including some heart medications.",
    sources: [HAWTHORN_PAGE],
  },
  {
    id: "sc-nccih-hawthorn-heart-failure",
    title: "Has heart failure and reads that hawthorn helps the heart",
    profile: { conditions: ["heart failure"] },
    stack: [HAWTHORN_CAPS],
    expect: { flags: [flag("hawthorn", cond("heart failure"), "minor", "major")] },
    rationale:
      "In one heart failure study, NCCIH reports, heart failure worsened early more often with hawthorn than with placebo; consult before use.",
    sources: [HAWTHORN_PAGE],
  },
  {
    id: "sc-nccih-noni-spironolactone",
    title: "Takes spironolactone and drinks noni for energy",
    profile: { medicines: ["spironolactone"] },
    stack: [NONI_CAPS],
    expect: { flags: [flag("noni", med("spironolactone"), "minor", "major")] },
    rationale:
      "NCCIH says noni is high in potassium and may be unsafe with medicines that increase potassium.",
    sources: [NONI_PAGE],
  },
  {
    id: "sc-nccih-noni-amlodipine",
    title: "Amlodipine for blood pressure and noni capsules",
    profile: { medicines: ["amlodipine"] },
    stack: [NONI_CAPS],
    expect: { flags: [flag("noni", med("amlodipine"), "minor", "major")] },
    rationale: "NCCIH says it may be unsafe to take noni with medicines that decrease blood pressure.",
    sources: [NONI_PAGE],
  },
  {
    id: "sc-nccih-noni-kidney-disease",
    title: "Has chronic kidney disease and is offered noni juice",
    profile: { conditions: ["kidney disease"] },
    stack: [NONI_CAPS],
    expect: { flags: [flag("noni", cond("kidney disease"), "minor", "major")] },
    rationale:
      "NCCIH says people with kidney disease or who must restrict potassium should consult a provider before using noni.",
    sources: [NONI_PAGE],
  },
  {
    id: "sc-nccih-passionflower-lorazepam",
    title: "Takes lorazepam for anxiety and adds passion flower capsules at night",
    profile: { medicines: ["lorazepam"] },
    stack: [PASSION_FLOWER_CAPS],
    expect: { flags: [flag("passionflower", med("lorazepam"), "moderate", "major")] },
    rationale:
      "The UK SmPC says using passion flower with synthetic sedatives such as benzodiazepines is not recommended unless a health professional advises it.",
    sources: [PASSIFLORA_SMPC],
  },
];

const NEGATIVES: ScenarioInput[] = [
  {
    id: "sc-nccih-elderberry-sertraline",
    title: "Takes sertraline and elderberry syrup in winter",
    profile: { medicines: ["sertraline"] },
    stack: [ELDERBERRY],
    expect: { noFlags: [noFlag("elderberry", med("sertraline"))] },
    rationale: "NCCIH's elderberry page names no medicine that elderberry interacts with.",
    sources: [ELDERBERRY_PAGE],
  },
  {
    id: "sc-nccih-elderberry-metformin",
    title: "Metformin for diabetes and elderberry syrup for colds",
    profile: { medicines: ["metformin"] },
    stack: [ELDERBERRY],
    expect: { noFlags: [noFlag("elderberry", med("metformin"))] },
    rationale: "NCCIH's elderberry page names no medicine that elderberry interacts with.",
    sources: [ELDERBERRY_PAGE],
  },
  {
    id: "sc-nccih-bilberry-levothyroxine",
    title: "Thyroid tablets and bilberry capsules for the eyes",
    profile: { medicines: ["levothyroxine"] },
    stack: [BILBERRY_CAPS],
    expect: { noFlags: [noFlag("bilberry", med("levothyroxine"))] },
    rationale:
      "NCCIH's bilberry page names no medicine; the fruit extract is considered safe at recommended doses.",
    sources: [BILBERRY_PAGE],
  },
  {
    id: "sc-nccih-cats-claw-paracetamol",
    title: "Paracetamol for aches and cat's claw capsules",
    profile: { medicines: ["paracetamol"] },
    stack: [CATS_CLAW_CAPS],
    expect: { noFlags: [noFlag("cats-claw", med("paracetamol"))] },
    rationale:
      "NCCIH names anticoagulant, antiplatelet and blood pressure drugs for cat's claw, not paracetamol.",
    sources: [CATS_CLAW],
  },
  {
    id: "sc-nccih-pomegranate-levothyroxine",
    title: "Levothyroxine and pomegranate extract",
    profile: { medicines: ["levothyroxine"] },
    stack: [POMEGRANATE_CAPS],
    expect: { noFlags: [noFlag("pomegranate", med("levothyroxine"))] },
    rationale: "The only medicines NCCIH raises for pomegranate are anticoagulants.",
    sources: [POMEGRANATE_BULLETIN],
  },
  {
    id: "sc-nccih-hawthorn-levothyroxine",
    title: "Thyroid tablets and hawthorn capsules",
    profile: { medicines: ["levothyroxine"] },
    stack: [HAWTHORN_CAPS],
    expect: { noFlags: [noFlag("hawthorn", med("levothyroxine"))] },
    rationale: "NCCIH's hawthorn warning concerns heart medications; levothyroxine is not one.",
    sources: [HAWTHORN_PAGE],
  },
  {
    id: "sc-nccih-noni-cetirizine",
    title: "Cetirizine for hay fever and noni capsules",
    profile: { medicines: ["cetirizine"] },
    stack: [NONI_CAPS],
    expect: { noFlags: [noFlag("noni", med("cetirizine"))] },
    rationale:
      "NCCIH names medicines that raise potassium, lower blood pressure or harm the liver for noni; cetirizine is none of these.",
    sources: [NONI_PAGE],
  },
  {
    id: "sc-nccih-hawthorn-asthma",
    title: "Has asthma and takes hawthorn",
    profile: { conditions: ["asthma"] },
    stack: [HAWTHORN_CAPS],
    expect: { noFlags: [noFlag("hawthorn", cond("asthma"))] },
    rationale: "NCCIH's hawthorn page raises heart failure and heart medicines, not asthma.",
    sources: [HAWTHORN_PAGE],
  },
];

export const HERBS_NCCIH_SCENARIOS: ScenarioInput[] = [...POSITIVES, ...NEGATIVES];
