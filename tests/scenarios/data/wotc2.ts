// UK brands typed as people write them (the wotc2 round).
import type { ScenarioInput } from "../schema";
import { flag, med } from "./build";
import { quietMedicine, scenario } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const EMC = "electronic medicines compendium (emc)";

const SOURCE = {
  ferrousSulfateLeaflet: {
    title: "Ferrous Sulfate 200 mg Coated Tablets: patient leaflet, before you take",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/medicine/24441/XPIL/Ferrous+Sulphate+200mg+Coated+Tablets",
  },
  ferrogradC: {
    title:
      "Ferrograd C Tablets (dried ferrous sulphate 325 mg, ascorbic acid 500 mg): summary of product characteristics",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/ferrograd-c-tablets/summary",
  },
  ferrograd: {
    title:
      "Ferrograd 325mg Prolonged release Tablets (dried ferrous sulphate): summary of product characteristics (HPRA, Ireland)",
    publisher: "RxReasoner",
    url: "https://www.rxreasoner.com/monographs/ferrograd",
  },
  niferex: {
    title: "Niferex Elixir Oral Solution (polysaccharide-iron complex): patient leaflet, section 1",
    publisher: "UK patient leaflet, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/niferex-elixir-leaflet.html",
  },
  fultium: {
    title: "Fultium-D3 800 IU capsules (colecalciferol): summary of product characteristics",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/2813/smpc",
  },
  colecalciferolSolution: {
    title: "Colecalciferol 3000 IU/ml oral solution (Thame): summary of product characteristics, section 4.4",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/8091/smpc",
  },
  ferrousSulfateSmpc: {
    title:
      "Ferrous sulfate tablets: summary of product characteristics, section 4.5 (antacids and mineral supplements)",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/3130",
  },
  tums: {
    title: "Tums Antacid Chewy Bites (calcium carbonate 750 mg): drug facts label (US)",
    publisher: "DailyMed, US National Library of Medicine",
    url: "https://dailymed.nlm.nih.gov/dailymed/lookup.cfm?setid=6208d11d-0670-4a20-a3fc-ebc764a8e6cd&version=1",
  },
  hydromol: {
    title: "Hydromol Cream: summary of product characteristics, sections 4.2 and 4.5",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/hydromol-cream/summary",
  },
  e45: {
    title: "E45 Cream: summary of product characteristics, sections 4.2 and 4.5",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/e45-cream/summary",
  },
  sudocrem: {
    title: "Sudocrem Antiseptic Healing Cream: summary of product characteristics, sections 4.2 and 4.5",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/8860/smpc/print",
  },
  emulsifyingOintment: {
    title: "Emulsifying Ointment BP: summary of product characteristics, sections 4.2, 4.5 and 5.2",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/emulsifying-ointment-bp/summary?doc=1",
  },
  sleepeaze: {
    title:
      "Sleep Aid Tablets, Sleepeaze 25mg Tablets (diphenhydramine hydrochloride 25 mg): summary of product characteristics",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/numark-night-time-sleep-aid-25mg-tablets/summary",
  },
  sleepeezyValerian: {
    title: "SleepEezy Valerian tablets: patient information leaflet, taking other medicines",
    publisher: "UK patient leaflet, reproduced by medine.co.uk",
    url: "https://medine.co.uk/sleepeezy-valerian-tablets",
  },
  strongPholcodine: {
    title: "Strong Pholcodine Linctus BP: summary of product characteristics, sections 4.4, 4.5 and 4.7",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/4507/smpc",
  },
  magnesiumHydroxide: {
    title:
      "Magnesium Hydroxide Mixture BP: summary of product characteristics, section 4.5 (magnesium salts reduce the absorption of other medicines, proguanil among them)",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/medicine/25343",
  },
  malarone: {
    title:
      "Malarone paediatric 62.5 mg/25 mg film-coated tablets: summary of product characteristics, section 2",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/1662/smpc",
  },
  diprobase: {
    title: "Diprobase Cream: summary of product characteristics, sections 2, 4.5 and 5.2",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/diprobase-cream/summary",
  },
  dermol: {
    title: "Dermol 500 Lotion: summary of product characteristics, sections 4.2 and 4.5",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/3753/smpc/print",
  },
  oilatum: {
    title: "Oilatum Emollient: summary of product characteristics, sections 4.2 and 4.5",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/5454/smpc",
  },
  kiraSmpc: {
    title:
      "Kira LowMood Relief (St John's wort extract 450 mg): summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/kira-lowmood-relief/g/dde9:4bfa/info/summary",
  },
} satisfies Record<string, Reference>;

const PRESCRIBED_IRON =
  "The ferrous sulfate leaflet says not to take it if you are already being treated with iron supplements; this product is iron taken by mouth, so an iron supplement adds to it.";

const IRON_BRANDS = [
  { medicine: "Ferrograd", source: SOURCE.ferrograd },
  { medicine: "Ferrograd tablets one a day", source: SOURCE.ferrograd },
  { medicine: "Ferrograd C", source: SOURCE.ferrogradC },
  { medicine: "ferrograd c 1 tablet daily before food", source: SOURCE.ferrogradC },
  { medicine: "Niferex", source: SOURCE.niferex },
  { medicine: "Niferex elixir 5ml daily", source: SOURCE.niferex },
].map(({ medicine, source }, index) =>
  scenario(
    {
      id: `sc-wotc2-iron-brand-iron-${index + 1}`,
      title: `${medicine} with an iron supplement`,
      medicines: [medicine],
      stack: [PRODUCT.iron20],
      rationale: PRESCRIBED_IRON,
      sources: [source, SOURCE.ferrousSulfateLeaflet],
    },
    { flags: [flag("iron", med(medicine), "minor", "major")] },
  ),
);

const FULTIUM_VITAMIN_D = ["Fultium", "Fultium 800 units once a day", "fultium capsules"].map(
  (medicine, index) =>
    scenario(
      {
        id: `sc-wotc2-fultium-vitamin-d-${index + 1}`,
        title: `${medicine} (prescribed colecalciferol) with a vitamin D3 supplement`,
        medicines: [medicine],
        stack: [PRODUCT.vitaminD25],
        rationale:
          "Every Fultium product is colecalciferol (vitamin D3); UK colecalciferol product information says additional vitamin D should be taken only under close medical supervision.",
        sources: [SOURCE.fultium, SOURCE.colecalciferolSolution],
      },
      { flags: [flag("vitamin-d3", med(medicine), "minor", "major")] },
    ),
);

const TUMS_IRON = ["Tums", "Tums 750mg chewable tablets as needed", "tums antacid"].map((medicine, index) =>
  scenario(
    {
      id: `sc-wotc2-tums-iron-${index + 1}`,
      title: `${medicine} (calcium carbonate antacid) with an iron supplement`,
      medicines: [medicine],
      stack: [PRODUCT.iron20],
      rationale:
        "Tums is calcium carbonate; the ferrous sulfate SmPC says compounds containing calcium may impair the absorption of iron and should be taken at least 2 hours apart.",
      sources: [SOURCE.tums, SOURCE.ferrousSulfateSmpc],
    },
    { flags: [flag("iron", med(medicine), "minor", "major")] },
  ),
);

const SLEEPEAZE_VALERIAN = [
  "Sleepeaze tablets",
  "Sleepeaze 25mg tablets, two at bedtime",
  "Boots Sleepeaze tablets",
].map((medicine, index) =>
  scenario(
    {
      id: `sc-wotc2-sleepeaze-valerian-${index + 1}`,
      title: `${medicine} (diphenhydramine sleep aid) with valerian`,
      medicines: [medicine],
      stack: [PRODUCT.valerian],
      rationale:
        "Sleepeaze tablets are diphenhydramine 25 mg, a sedating antihistamine sold as a sleep aid; a UK valerian leaflet says not to take it if you are already taking a medicine for sleep.",
      sources: [SOURCE.sleepeaze, SOURCE.sleepeezyValerian],
    },
    { flags: [flag("valerian", med(medicine), "minor", "major")] },
  ),
);

const PHOLCODINE_VALERIAN = ["pholcodine linctus 10ml at night", "Galenphol", "Pholcodine"].map(
  (medicine, index) =>
    scenario(
      {
        id: `sc-wotc2-pholcodine-valerian-${index + 1}`,
        title: `${medicine} (an opioid cough medicine) with valerian`,
        medicines: [medicine],
        stack: [PRODUCT.valerian],
        rationale:
          "Pholcodine's SmPC calls it an opioid that may induce drowsiness, with depressant effects added by other depressants; valerian is taken to make you sleepy, and its UK leaflet says its effect is increased by alcohol.",
        sources: [SOURCE.strongPholcodine, SOURCE.sleepeezyValerian],
      },
      { flags: [flag("valerian", med(medicine), "minor", "major")] },
    ),
);

const MALARONE_MAGNESIUM = [
  "Malarone",
  "Malarone one tablet a day for my holiday",
  "atovaquone and proguanil",
].map((medicine, index) =>
  scenario(
    {
      id: `sc-wotc2-malarone-magnesium-${index + 1}`,
      title: `${medicine} (atovaquone with proguanil) with magnesium`,
      medicines: [medicine],
      stack: [PRODUCT.magnesiumCitrate200],
      rationale:
        "Malarone tablets contain proguanil hydrochloride, and a UK magnesium SmPC names proguanil among the medicines whose absorption magnesium salts reduce, with doses kept 2 to 3 hours apart.",
      sources: [SOURCE.malarone, SOURCE.magnesiumHydroxide],
    },
    { flags: [flag("magnesium", med(medicine), "minor", "major")] },
  ),
);

const SKIN_QUIET = (id: string, medicine: string, source: Reference) =>
  quietMedicine(
    {
      id: `sc-wotc2-${id}-st-johns-wort-none`,
      title: `${medicine} (used on the skin) with St John's wort`,
      product: PRODUCT.stJohnsWort,
      rationale:
        "An emollient or barrier cream put on the skin; its SmPC knows no interaction with other medicines taken by mouth, and St John's wort information names medicines it speeds the breakdown of in the body.",
      sources: [source, SOURCE.kiraSmpc],
    },
    "st-johns-wort",
    medicine,
  );

const NEGATIVES: ScenarioInput[] = [
  SKIN_QUIET("hydromol", "Hydromol", SOURCE.hydromol),
  SKIN_QUIET("e45", "E45 cream twice a day", SOURCE.e45),
  SKIN_QUIET("emulsifying-ointment", "emulsifying ointment", SOURCE.emulsifyingOintment),
  SKIN_QUIET("diprobase", "Diprobase cream", SOURCE.diprobase),
  SKIN_QUIET("dermol", "Dermol 500 lotion", SOURCE.dermol),
  SKIN_QUIET("oilatum", "Oilatum in the bath", SOURCE.oilatum),
  quietMedicine(
    {
      id: "sc-wotc2-sudocrem-zinc-none",
      title: "Sudocrem (zinc oxide cream on the skin) with a zinc supplement",
      product: PRODUCT.zinc15,
      rationale:
        "Sudocrem's zinc oxide is in a cream for external use only, and its SmPC knows no interactions; nothing adds to zinc taken by mouth.",
      sources: [SOURCE.sudocrem],
    },
    "zinc",
    "Sudocrem",
  ),
  quietMedicine(
    {
      id: "sc-wotc2-hydromol-iron-none",
      title: "Hydromol bath emollient with an iron supplement",
      product: PRODUCT.iron20,
      rationale:
        "A bath and skin emollient; its SmPC knows no interactions, and iron's product information does not name it.",
      sources: [SOURCE.hydromol, SOURCE.ferrousSulfateSmpc],
    },
    "iron",
    "Hydromol",
  ),
];

export const WOTC2_SCENARIOS: ScenarioInput[] = [
  ...IRON_BRANDS,
  ...FULTIUM_VITAMIN_D,
  ...TUMS_IRON,
  ...SLEEPEAZE_VALERIAN,
  ...PHOLCODINE_VALERIAN,
  ...MALARONE_MAGNESIUM,
  ...NEGATIVES,
];
