// The herbs' UK registered product information re-read item by item, typed as each text words it and as a member a
// patient would type: "trying to become pregnant" with agnus castus (the Boots leaflet, THR 23056/0002), the daisy
// family allergy as the echinacea and feverfew leaflets word it, "other non-steroidal antiinflammatory drugs" with
// ginkgo, "hormonal implants" (as contraceptive implants) with St John's wort, "medicines that reduce stomach acid"
// with peppermint oil, and "venous ulcers" with horse chestnut — and medicines those texts do not name, which must
// not alarm.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];
type Severity = Parameters<typeof flag>[2];

const AGNUS_CASTUS_PIL: Source = {
  title: "Boots Agnus Castus PMS Relief Tablets (THR 23056/0002): patient leaflet",
  publisher: "electronic medicines compendium (emc)",
  url: "https://medicines.org.uk/emc/product/8371/pil",
};
const ECHINAFORCE_HOT_DRINK_PIL: Source = {
  title:
    "Echinaforce Hot Drink Cold & Flu echinacea concentrate for oral solution: patient leaflet, section 2",
  publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
  url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
};
const FEVERFEW_PIL: Source = {
  title: "Migraine Relief Feverfew Capsules (feverfew herb 100 mg): patient leaflet",
  publisher: "UK patient leaflet, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/healthspan-feverfew-migraine-relief-capsules?doc=1",
};
const GINKGO_SUBSTANCE: Source = {
  title: "Ginkgo biloba: interactions and precautions (from the product information)",
  publisher: "RxReasoner",
  url: "https://rxreasoner.com/substances/ginkgo/precautions",
};
const SJW_SMPC: Source = {
  title:
    "Nature's Garden St John's Wort Capsules (traditional herbal registration): summary of product characteristics",
  publisher: "UK SmPC, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/natures-garden-st-johns-wort-capsules/summary",
};
const COLPERMIN_ES: Source = {
  title: "Colpermin 187 mg hard gastro-resistant capsules: patient information leaflet (Spain, in English)",
  publisher: "OlaDoctor",
  url: "https://oladoctor.com/en/medicines/spain/colpermin-187-mg-capsulas-duras-gastrorresistentes",
};
const HORSE_CHESTNUT_SMPC: Source = {
  title:
    "Holland & Barrett and other Horse Chestnut Tablets (THR 21710/0012): summary of product characteristics",
  publisher: "UK SmPC, reproduced by medine.co.uk",
  url: "https://medine.co.uk/lifecycle-horse-chestnut-tablets/summary",
};

function custom(name: string, ingredient: string, amount: number): StackItem {
  return { custom: { name, ingredients: [{ ingredient, amount, unit: "mg" }] }, servingsPerDay: 1 };
}

const PEPPERMINT = custom("Peppermint oil 187 mg gastro-resistant capsules", "peppermint-oil", 187);
const HORSE_CHESTNUT = custom("Horse chestnut seed 300 mg tablets", "horse-chestnut", 300);

type Typed = { medicine: string } | { condition: string };

interface Case {
  id: string;
  title: string;
  stack: StackItem;
  ingredient: string;
  typed: Typed;
  /** The least severity a pharmacist would accept; absent for a link that must not alarm. */
  min?: Severity;
  rationale: string;
  sources: Source[];
}

function scenario(entry: Case): ScenarioInput {
  const { typed } = entry;
  const counterpart = "condition" in typed ? cond(typed.condition) : med(typed.medicine);
  const profile = "condition" in typed ? { conditions: [typed.condition] } : { medicines: [typed.medicine] };
  return {
    id: `sc-wherb5-${entry.id}`,
    title: entry.title,
    profile,
    stack: [entry.stack],
    expect: entry.min
      ? { flags: [flag(entry.ingredient, counterpart, entry.min)] }
      : { noFlags: [noFlag(entry.ingredient, counterpart)] },
    rationale: entry.rationale,
    sources: entry.sources,
  };
}

const AGNUS =
  "The UK agnus castus leaflet (THR 23056/0002) says not to take it if you are pregnant or trying to become pregnant.";
const ECHINACEA_ALLERGY =
  "The Echinaforce Hot Drink leaflet says not to take it if you are allergic to echinacea or plants of the daisy (Asteraceae/Compositae) family.";
const FEVERFEW_ALLERGY =
  "The UK feverfew leaflet says not to take it if you are allergic to plants from the Asteraceae (Compositae) family, such as artichokes, daisies and marigolds.";
const GINKGO_NSAID =
  "The ginkgo product information says the effect of antiplatelet drugs such as clopidogrel, acetylsalicylic acid and other non-steroidal antiinflammatory drugs may be influenced.";
const SJW_IMPLANT =
  "St John's wort leaflets list hormonal implants among the hormonal contraceptives it must not be taken with; the SmPC says it induces the enzymes that break them down.";
const PEPPERMINT_ACID =
  "The Colpermin leaflet says other medicines that reduce stomach acid (such as H2 receptor antagonists and proton pump inhibitors) or antacids taken at the same time could release the peppermint oil too early, so take them 2 hours apart.";
const HORSE_CHESTNUT_ULCERS =
  "Section 4.4 of the UK horse chestnut SmPC says people receiving medical care for venous ulcers on their lower legs should not use it, and anyone who develops one should seek advice.";

const CASES: Case[] = [
  {
    id: "agnus-castus-trying-to-become-pregnant",
    title: "Trying for a baby and buys agnus castus for PMS",
    stack: take(PRODUCT.agnusCastus),
    ingredient: "chasteberry",
    typed: { condition: "trying to become pregnant" },
    min: "major",
    rationale: AGNUS,
    sources: [AGNUS_CASTUS_PIL],
  },
  {
    id: "agnus-castus-trying-for-a-baby",
    title: "Says she is trying for a baby and takes agnus castus",
    stack: take(PRODUCT.agnusCastus),
    ingredient: "chasteberry",
    typed: { condition: "trying for a baby" },
    min: "major",
    rationale: AGNUS,
    sources: [AGNUS_CASTUS_PIL],
  },
  {
    id: "echinacea-daisy-family-allergy",
    title: "Allergic to daisy-family plants and buys echinacea for a cold",
    stack: take(PRODUCT.echinacea),
    ingredient: "echinacea",
    typed: { condition: "allergic to plants of the daisy (Asteraceae/Compositae) family" },
    min: "major",
    rationale: ECHINACEA_ALLERGY,
    sources: [ECHINAFORCE_HOT_DRINK_PIL],
  },
  {
    id: "feverfew-asteraceae-allergy",
    title: "Allergic to Asteraceae plants and starts feverfew for migraine",
    stack: take(PRODUCT.feverfew),
    ingredient: "feverfew",
    typed: { condition: "allergic to plants from the Asteraceae (Compositae) family" },
    min: "major",
    rationale: FEVERFEW_ALLERGY,
    sources: [FEVERFEW_PIL],
  },
  {
    id: "ginkgo-nsaids-as-worded",
    title: "Takes 'non-steroidal antiinflammatory drugs' for arthritis and buys ginkgo",
    stack: take(PRODUCT.ginkgo),
    ingredient: "ginkgo-biloba",
    typed: { medicine: "non-steroidal antiinflammatory drugs" },
    min: "minor",
    rationale: GINKGO_NSAID,
    sources: [GINKGO_SUBSTANCE],
  },
  {
    id: "sjw-contraceptive-implants",
    title: "Has a contraceptive implant and wants St John's wort for low mood",
    stack: take(PRODUCT.stJohnsWort),
    ingredient: "st-johns-wort",
    typed: { medicine: "contraceptive implants" },
    min: "major",
    rationale: SJW_IMPLANT,
    sources: [SJW_SMPC],
  },
  {
    id: "peppermint-medicines-that-reduce-stomach-acid",
    title: "Takes 'medicines that reduce stomach acid' and peppermint oil capsules for IBS",
    stack: PEPPERMINT,
    ingredient: "peppermint-oil",
    typed: { medicine: "medicines that reduce stomach acid" },
    min: "minor",
    rationale: PEPPERMINT_ACID,
    sources: [COLPERMIN_ES],
  },
  {
    id: "horse-chestnut-venous-ulcers",
    title: "Being treated for venous ulcers and buys horse chestnut for varicose veins",
    stack: HORSE_CHESTNUT,
    ingredient: "horse-chestnut",
    typed: { condition: "venous ulcers" },
    min: "minor",
    rationale: HORSE_CHESTNUT_ULCERS,
    sources: [HORSE_CHESTNUT_SMPC],
  },
  // Medicines these texts do not name.
  {
    id: "agnus-castus-amlodipine-quiet",
    title: "On amlodipine and takes agnus castus for PMS",
    stack: take(PRODUCT.agnusCastus),
    ingredient: "chasteberry",
    typed: { medicine: "amlodipine" },
    rationale:
      "The agnus castus leaflet names dopamine agonists and antagonists, oestrogens and antioestrogens, not blood pressure tablets: no finding is expected.",
    sources: [AGNUS_CASTUS_PIL],
  },
  {
    id: "ginkgo-levothyroxine-quiet",
    title: "On levothyroxine and takes ginkgo",
    stack: take(PRODUCT.ginkgo),
    ingredient: "ginkgo-biloba",
    typed: { medicine: "levothyroxine" },
    rationale:
      "The ginkgo product information names blood thinners, antiplatelets, dabigatran, nifedipine and efavirenz, not thyroid hormone: no finding is expected.",
    sources: [GINKGO_SUBSTANCE],
  },
  {
    id: "sjw-paracetamol-quiet",
    title: "Takes paracetamol now and then with St John's wort",
    stack: take(PRODUCT.stJohnsWort),
    ingredient: "st-johns-wort",
    typed: { medicine: "paracetamol" },
    rationale:
      "Paracetamol is not among the medicines the St John's wort product information names: no finding is expected.",
    sources: [SJW_SMPC],
  },
  {
    id: "echinacea-amlodipine-quiet",
    title: "On amlodipine and buys echinacea for a cold",
    stack: take(PRODUCT.echinacea),
    ingredient: "echinacea",
    typed: { medicine: "amlodipine" },
    rationale:
      "The echinacea leaflet names ciclosporin, methotrexate and other immunosuppressants, not blood pressure tablets: no finding is expected.",
    sources: [ECHINAFORCE_HOT_DRINK_PIL],
  },
  {
    id: "feverfew-sumatriptan-quiet",
    title: "Uses sumatriptan for attacks and takes feverfew to prevent migraine",
    stack: take(PRODUCT.feverfew),
    ingredient: "feverfew",
    typed: { medicine: "sumatriptan" },
    rationale: "The feverfew leaflet names no medicine, triptans included: no finding is expected.",
    sources: [FEVERFEW_PIL],
  },
];

export const WHERB5_SCENARIOS: ScenarioInput[] = CASES.map(scenario);
