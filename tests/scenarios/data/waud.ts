// Medicines and conditions the UK nutrient SmPCs' sections 4.3 to 4.5 name that the checker did not meet before the
// nutrient SmPC audit, typed as people write them, with catalogue products: iron with iron given by drip or
// injection (ferrous sulfate tablets, 4.3), iron's care with diverticula (a ferrous sulphate SmPC, 4.4), magnesium
// with the potassium-binding resins and with methenamine (Epsom Salts, 4.5), folic acid with zinc prescribed as a
// medicine (folic acid tablets, 4.5), and vitamin D3 and calcium supplements with vitamin D3 or calcium someone is
// prescribed (colecalciferol and Adcal-D3 SmPCs, 4.4). Negatives are nearby medicines and conditions those texts do
// not name.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];
type Severity = Parameters<typeof flag>[2];

const SOURCE = {
  ferrousSulfate: {
    title:
      "Ferrous sulfate 200 mg film-coated tablets (Ranbaxy): summary of product characteristics, section 4.3",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/2623/smpc",
  },
  ferrousSulfateLeaflet: {
    title: "Ferrous Sulfate 200 mg Coated Tablets: patient leaflet, do not take",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/medicine/24441/XPIL/Ferrous+Sulphate+200mg+Coated+Tablets",
  },
  ferrousGluconate: {
    title: "Ferrous Sulphate 200mg Coated Tablets: summary of product characteristics, section 4.4",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/ferrous-sulphate-200mg-coated-tablets/summary?doc=1",
  },
  epsomSalts: {
    title:
      "Epsom Salts BP (magnesium sulfate, Thornton & Ross): summary of product characteristics, section 4.5",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/4841/smpc",
  },
  colecalciferolSolution: {
    title: "Colecalciferol 3000 IU/ml oral solution (Thame): summary of product characteristics, section 4.4",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/8091/smpc",
  },
  adcalDissolve: {
    title:
      "Adcal-D3 Dissolve 1500 mg/400 IU effervescent tablets: summary of product characteristics, section 4.4",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/6177/smpc",
  },
  folicAcid: {
    title: "Folic acid tablets (emc medicine 23233): summary of product characteristics, section 4.5",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/medicine/23233",
  },
} satisfies Record<string, Reference>;

const IRON_ITEM = take(PRODUCT.iron20);
const MAGNESIUM = take(PRODUCT.magnesiumCitrate200);
const FOLIC_ACID = take(PRODUCT.folicAcid400);
const VITAMIN_D = take(PRODUCT.vitaminD25);
// Calcium 800 mg with vitamin D3 10 µg.
const OSTEOCARE = take(PRODUCT.osteocare);

const IRON_BY_DRIP =
  "UK ferrous sulfate SmPCs (section 4.3) say oral and parenteral iron preparations should not be used concomitantly.";
const IRON_ALREADY =
  "The UK Ferrous Sulfate 200 mg Coated Tablets leaflet says not to take them if you are already being treated with iron supplements.";
const IRON_DIVERTICULA =
  "A UK ferrous sulphate SmPC (section 4.4) says care should be taken in patients with intestinal strictures or diverticulae.";
const MAGNESIUM_RESINS =
  "The UK Epsom Salts SmPC says there is a risk of metabolic alkalosis when oral magnesium salts are given with polystyrene sulphonate resins.";
const MAGNESIUM_METHENAMINE =
  "The UK Epsom Salts SmPC says magnesium salts may interfere with the absorption of methenamine, and not to take them within two to four hours of other medicines.";
const FOLIC_ZINC =
  "A UK folic acid SmPC says folic acid may reduce the intestinal absorption of zinc, of particular importance in pregnancy.";

const EXTRA_VITAMIN_D =
  "A UK colecalciferol SmPC (section 4.4) says additional doses of calcium or vitamin D should be taken only under close medical supervision, with calcium monitored.";
const CALCIUM_FROM_OTHER_SOURCES =
  "The UK Adcal-D3 Dissolve SmPC (section 4.4) says allowances should be made for calcium and vitamin D supplements from other sources.";

interface Case {
  id: string;
  title: string;
  medicines?: string[];
  conditions?: string[];
  item: StackItem;
  ingredient: "iron" | "magnesium" | "folic-acid" | "vitamin-d3" | "calcium";
  rationale: string;
  source: Reference;
}

function build(entry: Case, min: Severity | null): ScenarioInput {
  const medicines = entry.medicines ?? [];
  const conditions = entry.conditions ?? [];
  const links = [...medicines.map((m) => med(m)), ...conditions.map((c) => cond(c))];
  return {
    id: entry.id,
    title: entry.title,
    profile: { medicines, conditions },
    stack: [entry.item],
    expect: min
      ? { flags: links.map((link) => flag(entry.ingredient, link, min)) }
      : { noFlags: links.map((link) => noFlag(entry.ingredient, link)) },
    rationale: entry.rationale,
    sources: [entry.source],
  };
}

/** Cases of one ingredient from one source: the names are medicines, or conditions with `on: "conditions"`. */
function cases(spec: {
  slug: string;
  label: string;
  item: StackItem;
  ingredient: Case["ingredient"];
  rationale: string;
  quiet: (what: string) => string;
  source: Reference;
  min: Severity;
  on?: "medicines" | "conditions";
}) {
  return (id: string, names: string[], what: string, flags = true): ScenarioInput =>
    build(
      {
        id: `sc-waud-${spec.slug}-${id}`,
        title: `${spec.label} with ${names.join(" and ")} (${what})`,
        [spec.on ?? "medicines"]: names,
        item: spec.item,
        ingredient: spec.ingredient,
        rationale: flags ? spec.rationale : spec.quiet(what),
        source: spec.source,
      },
      flags ? spec.min : null,
    );
}

const IRON_SPEC = {
  slug: "iron",
  label: "Iron 20 mg",
  item: IRON_ITEM,
  ingredient: "iron",
  min: "moderate",
} as const;

const iron = cases({
  ...IRON_SPEC,
  rationale: IRON_BY_DRIP,
  quiet: (what) => `${what}: the ferrous sulfate SmPCs' section 4.3 does not name it.`,
  source: SOURCE.ferrousSulfate,
});

const prescribedIron = cases({
  ...IRON_SPEC,
  rationale: IRON_ALREADY,
  quiet: () => IRON_ALREADY,
  source: SOURCE.ferrousSulfateLeaflet,
});

const ironCondition = cases({
  ...IRON_SPEC,
  min: "minor",
  on: "conditions",
  rationale: IRON_DIVERTICULA,
  quiet: (what) => `${what}: the SmPC's sections 4.3 and 4.4 do not name it.`,
  source: SOURCE.ferrousGluconate,
});

function magnesium(
  id: string,
  medicines: string[],
  what: string,
  rationale: string,
  flags = true,
): ScenarioInput {
  return build(
    {
      id: `sc-waud-magnesium-${id}`,
      title: `Magnesium citrate 200 mg with ${medicines.join(" and ")} (${what})`,
      medicines,
      item: MAGNESIUM,
      ingredient: "magnesium",
      rationale: flags ? rationale : `${what}: the Epsom Salts SmPC's section 4.5 does not name it.`,
      source: SOURCE.epsomSalts,
    },
    flags ? "moderate" : null,
  );
}

const folicAcid = cases({
  slug: "folic-acid",
  label: "Folic acid 400 µg",
  item: FOLIC_ACID,
  ingredient: "folic-acid",
  min: "minor",
  rationale: FOLIC_ZINC,
  quiet: (what) => `${what}: the folic acid SmPC's section 4.5 does not name it.`,
  source: SOURCE.folicAcid,
});

const vitaminD = cases({
  slug: "vitamin-d",
  label: "Vitamin D3 25 µg",
  item: VITAMIN_D,
  ingredient: "vitamin-d3",
  min: "moderate",
  rationale: EXTRA_VITAMIN_D,
  quiet: (what) => `${what}: contains no vitamin D, and the SmPC does not name it.`,
  source: SOURCE.colecalciferolSolution,
});

/** Osteocare's calcium, with prescribed vitamin D3 (moderate) or prescribed calcium (at least minor). */
function calcium(id: string, medicines: string[], what: string, min: Severity | null): ScenarioInput {
  return build(
    {
      id: `sc-waud-calcium-${id}`,
      title: `Osteocare (calcium 800 mg, vitamin D3 10 µg) with ${medicines.join(" and ")} (${what})`,
      medicines,
      item: OSTEOCARE,
      ingredient: "calcium",
      rationale:
        min === "moderate"
          ? EXTRA_VITAMIN_D
          : min
            ? CALCIUM_FROM_OTHER_SOURCES
            : `${what}: contains no calcium or vitamin D, and neither SmPC names it.`,
      source: min === "moderate" ? SOURCE.colecalciferolSolution : SOURCE.adcalDissolve,
    },
    min,
  );
}

// Two wordings of one medicine or condition give one finding, so each wording is a case of its own.
export const WAUD_SCENARIOS: ScenarioInput[] = [
  iron("ferinject", ["Ferinject infusion"], "iron by drip, by brand"),
  iron("ferric-carboxymaltose", ["ferric carboxymaltose 1000mg IV"], "the same, by its generic name"),
  iron("venofer", ["Venofer", "CosmoFer injection"], "iron sucrose and iron dextran, by brand"),
  iron(
    "iron-sucrose",
    ["iron sucrose infusion", "Monofer 1000mg infusion"],
    "iron sucrose and ferric derisomaltose",
  ),
  prescribedIron("ferrous-sulfate", ["ferrous sulfate 200mg twice a day"], "prescribed iron tablets"),
  prescribedIron("galfer", ["Galfer capsules"], "ferrous fumarate, by brand"),
  prescribedIron("feraccru", ["Feraccru 30mg twice daily"], "ferric maltol"),
  iron("iron-infusion", ["iron infusions every 6 months"], "the group in lay words"),
  iron("iv-iron", ["IV iron"], "the group as clinics write it"),
  iron("b12-injection", ["hydroxocobalamin injections every 3 months"], "a vitamin B12 injection", false),
  ironCondition("diverticula", ["diverticula"], "the pouches by their plain name"),
  ironCondition("diverticulae", ["diverticulae in the colon"], "the SmPC's word"),
  ironCondition("ibs", ["irritable bowel syndrome"], "a bowel condition the SmPC does not name", false),
  magnesium("resonium", ["Resonium A powder"], "a potassium-binding resin, by brand", MAGNESIUM_RESINS),
  magnesium(
    "calcium-resonium",
    ["Calcium Resonium 15g three times a day"],
    "the calcium resin, by brand with its dose",
    MAGNESIUM_RESINS,
  ),
  magnesium(
    "sodium-polystyrene",
    ["sodium polystyrene sulphonate"],
    "the sodium resin by name, British spelling",
    MAGNESIUM_RESINS,
  ),
  magnesium(
    "calcium-polystyrene",
    ["calcium polystyrene sulfonate powder"],
    "the calcium resin by name",
    MAGNESIUM_RESINS,
  ),
  magnesium("lokelma", ["Lokelma"], "a potassium binder that is not a polystyrene resin", "", false),
  magnesium(
    "methenamine",
    ["methenamine 1g twice a day"],
    "the SmPC's word for Hiprex",
    MAGNESIUM_METHENAMINE,
  ),
  magnesium("hexamine", ["hexamine"], "its older name", MAGNESIUM_METHENAMINE),
  magnesium(
    "trimethoprim",
    ["trimethoprim 100mg at night"],
    "another tablet to prevent water infections",
    "",
    false,
  ),
  folicAcid("solvazinc", ["Solvazinc 1 tablet three times a day"], "prescribed zinc, by brand"),
  folicAcid("zinc-sulfate", ["zinc sulfate effervescent tablets"], "prescribed zinc, by name"),
  folicAcid("ferrous-sulfate", ["ferrous sulfate 200mg"], "a prescribed iron tablet", false),
  vitaminD("fultium", ["Fultium-D3 800 IU capsules once a day"], "prescribed vitamin D3, by brand"),
  vitaminD("invita", ["InVita D3 25,000 IU oral solution once a month"], "a monthly prescribed dose"),
  vitaminD("colecalciferol", ["colecalciferol 20000 units weekly"], "by generic name, weekly"),
  vitaminD("adcal", ["Adcal-D3 chewable tablets twice a day"], "calcium with vitamin D3 on prescription"),
  vitaminD("folic-acid-5mg", ["folic acid 5mg"], "another prescribed vitamin", false),
  calcium("fultium", ["Fultium-D3 20,000 IU capsules weekly"], "prescribed vitamin D3", "moderate"),
  calcium("calcichew", ["Calcichew 500mg chewable tablets"], "prescribed calcium", "minor"),
  calcium("sandocal", ["Sandocal 1000 effervescent"], "prescribed calcium, effervescent", "minor"),
  calcium("folic-acid-5mg", ["folic acid 5mg"], "another prescribed vitamin", null),
];
