// Herbs with anti-inflammatory painkillers, blood thinners, antidiabetics, beta-blockers, sedatives and thyroid
// hormone, as the EU monographs, the NIH and Australian Prescriber state them; and herbs with everyday medicines
// no source names, which must not alarm.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";
import { REF } from "./references";
import { REF2 } from "./references-part-2";

const NCCIH_GINGER: ScenarioInput["sources"][number] = {
  title: "Ginger: Usefulness and Safety",
  publisher: "National Center for Complementary and Integrative Health (NIH)",
  url: "https://www.nccih.nih.gov/health/ginger",
};
const GINGER_1G: ScenarioInput["stack"][number] = {
  custom: { name: "Ginger root 1000 mg", ingredients: [{ ingredient: "ginger", amount: 1000, unit: "mg" }] },
  servingsPerDay: 1,
};

/** Ginger: a possible (unproven) interaction with blood thinners and caution with gallstones, and nothing else. */
const GINGER_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-ginger-warfarin",
    title: "Warfarin patient takes ginger root capsules",
    profile: { medicines: ["warfarin"] },
    stack: [GINGER_1G],
    expect: { flags: [flag("ginger", med("warfarin"), "minor", "moderate")] },
    rationale:
      "The NCCIH says concerns have been raised that ginger might interact with anticoagulants, although research has not shown it.",
    sources: [NCCIH_GINGER],
  },
  {
    id: "sc-ginger-gallstones",
    title: "Gallstones and ginger root capsules",
    profile: { conditions: ["gallstones"] },
    stack: [GINGER_1G],
    expect: { flags: [flag("ginger", { condition: "gallstones" }, "moderate")] },
    rationale:
      "Some experts recommend caution with ginger in gallstone disease because it may increase the flow of bile (NCCIH); UK ginger registrations list gall stones as a contraindication (section 4.3).",
    sources: [
      NCCIH_GINGER,
      {
        title:
          "Holland & Barrett Herbal Travel Sickness Tablets (ginger): summary of product characteristics",
        publisher: "Medine.co.uk (copy of the UK SmPC)",
        url: "https://imedi.co.uk/holland-barrett-herbal-travel-sickness-tablets/summary",
      },
    ],
  },
  {
    id: "sc-ginger-levothyroxine",
    title: "Levothyroxine and ginger root capsules",
    profile: { medicines: ["levothyroxine"] },
    stack: [GINGER_1G],
    expect: { noFlags: [noFlag("ginger", med("levothyroxine"))], notFullyChecked: false },
    rationale: "The NCCIH names no interaction of ginger with thyroid hormone; nothing should be flagged.",
    sources: [NCCIH_GINGER],
  },
];

const WARFARIN_COMPLEMENTARY = {
  title:
    "Interactions between complementary medicines and warfarin (garlic, ginseng, green tea, coenzyme Q10)",
  publisher: "Australian Prescriber",
  url: "https://australianprescriber.tg.org.au/articles/interactions-between-complementary-medicines-and-warfarin.html",
};
const NCCIH = (slug: string, name: string) => ({
  title: `${name}: Usefulness and Safety`,
  publisher: "National Center for Complementary and Integrative Health (NIH)",
  url: `https://www.nccih.nih.gov/health/${slug}`,
});
const ODS_CHROMIUM = {
  title:
    "Chromium: Fact Sheet for Health Professionals (interactions with medications: insulin, antidiabetic medicines)",
  publisher: "NIH Office of Dietary Supplements",
  url: "https://ods.od.nih.gov/factsheets/Chromium-HealthProfessional/",
};

const GINKGO_NSAID =
  "The EU ginkgo monograph says an influence on the effect of antiplatelet medicines, naming aspirin and other NSAIDs, cannot be excluded: the bleeding risk may add up.";

export const HERB_AND_MEDICINE_SCENARIOS: ScenarioInput[] = [
  scenario(
    {
      id: "sc-herb-ginkgo-nurofen",
      title: "Regular Nurofen (ibuprofen) for back pain with ginkgo",
      medicines: ["Nurofen"],
      stack: [PRODUCT.ginkgo],
      rationale: GINKGO_NSAID,
      sources: [REF2.hmpcGinkgo, REF2.nhsIbuprofen],
    },
    { flags: [flag("ginkgo-biloba", med("Nurofen"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-herb-ginkgo-naproxen",
      title: "Naproxen for arthritis with ginkgo",
      medicines: ["Naproxen"],
      conditions: ["osteoarthritis"],
      stack: [PRODUCT.ginkgo],
      rationale: GINKGO_NSAID,
      sources: [REF2.hmpcGinkgo],
    },
    { flags: [flag("ginkgo-biloba", med("Naproxen"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-herb-ginkgo-voltarol",
      title: "Voltarol (diclofenac) tablets with ginkgo",
      medicines: ["Voltarol"],
      stack: [PRODUCT.ginkgo],
      rationale: GINKGO_NSAID,
      sources: [REF2.hmpcGinkgo],
    },
    { flags: [flag("ginkgo-biloba", med("Voltarol"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-herb-ginkgo-aspirin",
      title: "Low-dose aspirin with ginkgo",
      medicines: ["Aspirin 75mg"],
      stack: [PRODUCT.ginkgo],
      rationale:
        "The EU ginkgo monograph names acetylsalicylic acid among the antiplatelet medicines whose effect ginkgo may change; bleeding risk may add up.",
      sources: [REF2.hmpcGinkgo, REF2.nhsAspirin],
    },
    { flags: [flag("ginkgo-biloba", med("Aspirin 75mg"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-herb-ginkgo-clopidogrel",
      title: "Clopidogrel after a stent with ginkgo",
      medicines: ["Clopidogrel"],
      stack: [PRODUCT.ginkgo],
      rationale:
        "The EU ginkgo monograph names clopidogrel among the antiplatelet medicines whose effect ginkgo may change.",
      sources: [REF2.hmpcGinkgo, REF2.nhsClopidogrel],
    },
    { flags: [flag("ginkgo-biloba", med("Clopidogrel"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-herb-ginkgo-efavirenz",
      title: "Efavirenz for HIV with ginkgo",
      medicines: ["Efavirenz"],
      conditions: ["HIV"],
      stack: [PRODUCT.ginkgo],
      rationale:
        "The EU ginkgo monograph does not recommend ginkgo with efavirenz: its levels may fall through CYP3A4 induction.",
      sources: [REF2.hmpcGinkgo],
    },
    { flags: [flag("ginkgo-biloba", med("Efavirenz"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-herb-garlic-warfarin",
      title: "Warfarin with an aged garlic supplement",
      medicines: ["Warfarin"],
      stack: [PRODUCT.garlic],
      rationale:
        "Garlic has antiplatelet effects and has been reported to raise the INR with warfarin; Australian Prescriber lists it among complementary medicines to watch.",
      sources: [WARFARIN_COMPLEMENTARY, NCCIH("garlic", "Garlic")],
    },
    { flags: [flag("garlic", med("Warfarin"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-herb-garlic-clopidogrel",
      title: "Clopidogrel with garlic capsules",
      medicines: ["Clopidogrel"],
      stack: [PRODUCT.garlic],
      rationale:
        "Garlic can make blood platelets less sticky, which adds to the effect of antiplatelet medicines such as clopidogrel.",
      sources: [NCCIH("garlic", "Garlic")],
    },
    { flags: [flag("garlic", med("Clopidogrel"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-herb-coq10-warfarin",
      title: "Warfarin with coenzyme Q10",
      medicines: ["Warfarin"],
      stack: [PRODUCT.coq10],
      rationale: "Coenzyme Q10 is similar to vitamin K and has been reported to lower the INR with warfarin.",
      sources: [WARFARIN_COMPLEMENTARY, NCCIH("coenzyme-q10", "Coenzyme Q10")],
    },
    { flags: [flag("coq10", med("Warfarin"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-herb-green-tea-warfarin",
      title: "Warfarin with a green tea extract",
      medicines: ["Warfarin"],
      stack: [PRODUCT.greenTea],
      rationale:
        "Green tea contains vitamin K and has been reported to lower the INR with warfarin; Australian Prescriber lists it.",
      sources: [WARFARIN_COMPLEMENTARY],
    },
    { flags: [flag("green-tea-extract", med("Warfarin"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-herb-green-tea-nadolol",
      title: "Nadolol (a beta-blocker) with green tea extract",
      medicines: ["Nadolol"],
      stack: [PRODUCT.greenTea],
      rationale:
        "The NIH says green tea may lower blood levels of nadolol, so blood pressure may be less well controlled.",
      sources: [REF2.nccihGreenTea],
    },
    { flags: [flag("green-tea-extract", med("Nadolol"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-herb-chromium-insulin",
      title: "Insulin (NovoRapid) with chromium picolinate",
      medicines: ["NovoRapid"],
      conditions: ["type 1 diabetes"],
      stack: [PRODUCT.chromium],
      rationale:
        "Chromium may lower blood sugar and change insulin needs; the NIH chromium fact sheet names insulin and antidiabetic medicines.",
      sources: [ODS_CHROMIUM],
    },
    { flags: [flag("chromium", med("NovoRapid"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-herb-chromium-metformin",
      title: "Metformin with chromium picolinate",
      medicines: ["Metformin"],
      stack: [PRODUCT.chromium],
      rationale:
        "Chromium may add to the blood-sugar lowering of antidiabetic medicines (NIH chromium fact sheet).",
      sources: [ODS_CHROMIUM],
    },
    { flags: [flag("chromium", med("Metformin"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-herb-ashwagandha-levothyroxine",
      title: "Levothyroxine with ashwagandha",
      medicines: ["Levothyroxine"],
      stack: [PRODUCT.ashwagandha],
      rationale:
        "Ashwagandha may raise thyroid hormone levels; the NIH names thyroid hormone among the medicines it may interact with.",
      sources: [NCCIH("ashwagandha", "Ashwagandha")],
    },
    { flags: [flag("ashwagandha", med("Levothyroxine"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-herb-valerian-temazepam",
      title: "Temazepam for sleep with valerian",
      medicines: ["Temazepam"],
      stack: [PRODUCT.valerian],
      rationale:
        "Valerian's sedative effect adds to that of benzodiazepines; UK valerian product information asks not to combine them.",
      sources: [REF.valerianInteractions, REF.valerinaNightTimePil],
    },
    { flags: [flag("valerian", med("Temazepam"), "moderate", "major")] },
  ),
  scenario(
    {
      id: "sc-herb-valerian-zolpidem",
      title: "Zolpidem with valerian",
      medicines: ["Zolpidem"],
      stack: [PRODUCT.valerian],
      rationale: "Valerian adds to the sedation of sleeping tablets such as zolpidem.",
      sources: [REF.valerianInteractions, REF.valerinaNightTimePil],
    },
    { flags: [flag("valerian", med("Zolpidem"), "moderate", "major")] },
  ),
  // Herbs and everyday medicines no source names.
  scenario(
    {
      id: "sc-herb-ginkgo-paracetamol-no-alarm",
      title: "Paracetamol with ginkgo",
      medicines: ["Paracetamol"],
      stack: [PRODUCT.ginkgo],
      rationale:
        "The ginkgo monograph names anticoagulants, antiplatelets, NSAIDs and efavirenz; paracetamol does not affect platelets and no source names it.",
      sources: [REF2.hmpcGinkgo, REF2.nhsParacetamol],
    },
    { noFlags: [noFlag("ginkgo-biloba", med("Paracetamol"))] },
  ),
  scenario(
    {
      id: "sc-herb-echinacea-amlodipine-no-alarm",
      title: "Amlodipine with echinacea for a cold",
      medicines: ["Amlodipine"],
      stack: [PRODUCT.echinacea],
      rationale:
        "No source names amlodipine among the medicines echinacea interacts with; the concern is with immunosuppressants.",
      sources: [REF2.nccihEchinacea, REF2.nhsAmlodipine],
    },
    { noFlags: [noFlag("echinacea", med("Amlodipine"))] },
  ),
  scenario(
    {
      id: "sc-herb-valerian-amlodipine-no-alarm",
      title: "Amlodipine with valerian for sleep",
      medicines: ["Amlodipine"],
      stack: [PRODUCT.valerian],
      rationale: "Valerian's interactions are with sedatives; amlodipine is not one and no source names it.",
      sources: [REF.valerianInteractions, REF2.nhsAmlodipine],
    },
    { noFlags: [noFlag("valerian", med("Amlodipine"))] },
  ),
  scenario(
    {
      id: "sc-herb-ginseng-paracetamol-no-alarm",
      title: "Paracetamol with Panax ginseng",
      medicines: ["Paracetamol"],
      stack: [PRODUCT.ginseng],
      rationale:
        "Ginseng's recorded interactions are with warfarin and diabetes medicines; no source names paracetamol.",
      sources: [NCCIH("asian-ginseng", "Asian Ginseng"), REF2.nhsParacetamol],
    },
    { noFlags: [noFlag("ginseng", med("Paracetamol"))] },
  ),
  scenario(
    {
      id: "sc-herb-saw-palmetto-tamsulosin-no-alarm",
      title: "Tamsulosin with saw palmetto",
      medicines: ["Tamsulosin"],
      stack: [PRODUCT.sawPalmetto],
      rationale:
        "No source names tamsulosin, or any prostate medicine, among the medicines saw palmetto interacts with.",
      sources: [NCCIH("saw-palmetto", "Saw Palmetto")],
    },
    { noFlags: [noFlag("saw-palmetto", med("Tamsulosin"))] },
  ),
  scenario(
    {
      id: "sc-herb-elderberry-amlodipine-no-alarm",
      title: "Amlodipine with elderberry syrup",
      medicines: ["Amlodipine"],
      stack: [PRODUCT.elderberry],
      rationale:
        "No source names an interaction between elderberry and blood pressure medicines such as amlodipine.",
      sources: [NCCIH("european-elder", "European Elder"), REF2.nhsAmlodipine],
    },
    { noFlags: [noFlag("elderberry", med("Amlodipine"))] },
  ),
  ...GINGER_SCENARIOS,
];
