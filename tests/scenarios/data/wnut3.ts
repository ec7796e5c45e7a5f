// Benzodiazepines and Z-drug sleeping tablets with caffeine tablets, from Pro Plus's section 4.3 ("should not be used if … anxiolytics … and
// sedatives are being used"), typed as people write them, with the catalogue's caffeine 200 mg tablets. The records
// ask rather than block, so a finding from minor to major is accepted. Negatives are everyday medicines the text does
// not name. Then goitre with the catalogue's kelp (iodine 150 µg), from Thysat's section 4.4, and selenium poisoning
// with the catalogue's selenium 100 µg, from Selenase's UK leaflet. Melatonin's new records
// have no scenarios: no catalogue product holds it.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const PRO_PLUS: Reference = {
  title: "Pro Plus (caffeine 50 mg tablets): summary of product characteristics, section 4.3",
  publisher: "UK SmPC, reproduced by medine.co.uk",
  url: "https://medine.co.uk/pro-plus/summary?doc=0",
};

const THYSAT: Reference = {
  title: "Thysat (potassium iodide) tablets: summary of product characteristics, sections 4.3 and 4.4",
  publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
  url: "https://www.rxreasoner.com/monographs/thysat-tab/precautions",
};

const SELENASE_LEAFLET: Reference = {
  title: "Selenase 100 micrograms oral solution (sodium selenite): UK patient leaflet, do not use",
  publisher: "Drugs.com (UK edition), transcript of the leaflet",
  url: "https://www.drugs.com/uk/selenase-100-micrograms-oral-solution-50-micrograms-ml-leaflet.html",
};

const CAFFEINE = take(PRODUCT.caffeine200);
const SELENIUM = take(PRODUCT.selenium);

function selenium(id: string, condition: string, what: string, named: boolean): ScenarioInput {
  return {
    id: `sc-wnut3-selenium-${id}`,
    title: `Selenium 100 µg with ${condition} (${what})`,
    profile: { medicines: [], conditions: [condition] },
    stack: [SELENIUM],
    expect: named
      ? { flags: [flag("selenium", cond(condition), "moderate")] }
      : { noFlags: [noFlag("selenium", cond(condition))] },
    rationale: named
      ? "The UK Selenase leaflet says not to use it with selenosis (selenium poisoning); a supplement adds more of the same mineral."
      : `${what}: the Selenase leaflet does not name it.`,
    sources: [SELENASE_LEAFLET],
  };
}
const KELP = take(PRODUCT.kelp);

const GOITRE =
  "Thysat's SmPC (section 4.4) says iodine-induced hyperthyroidism may be precipitated in people with asymptomatic nodular goitre who are not under medical care.";

function kelp(id: string, condition: string, what: string, named: boolean): ScenarioInput {
  return {
    id: `sc-wnut3-kelp-${id}`,
    title: `Kelp (iodine 150 µg) with ${condition} (${what})`,
    profile: { medicines: [], conditions: [condition] },
    stack: [KELP],
    expect: named
      ? { flags: [flag("iodine", cond(condition), "minor", "major")] }
      : { noFlags: [noFlag("iodine", cond(condition))] },
    rationale: named ? GOITRE : `${what}: Thysat's sections 4.3 and 4.4 do not name it.`,
    sources: [THYSAT],
  };
}

const NAMED =
  "Pro Plus's SmPC (section 4.3) says caffeine tablets should not be used if anxiolytics or sedatives are being used; benzodiazepines are both.";
const SEDATIVE =
  "Pro Plus's SmPC (section 4.3) says caffeine tablets should not be used if sedatives are being used; Z-drug sleeping tablets are sedatives.";

function caffeine(
  id: string,
  medicine: string,
  what: string,
  named: boolean,
  rationale = NAMED,
): ScenarioInput {
  return {
    id: `sc-wnut3-caffeine-${id}`,
    title: `Caffeine 200 mg with ${medicine} (${what})`,
    profile: { medicines: [medicine], conditions: [] },
    stack: [CAFFEINE],
    expect: named
      ? { flags: [flag("caffeine", med(medicine), "minor", "major")] }
      : { noFlags: [noFlag("caffeine", med(medicine))] },
    rationale: named ? rationale : `${what}: Pro Plus's sections 4.3 to 4.5 do not name it.`,
    sources: [PRO_PLUS],
  };
}

export const WNUT3_SCENARIOS: ScenarioInput[] = [
  caffeine("diazepam", "diazepam 5mg three times a day", "a benzodiazepine for anxiety", true),
  caffeine("valium", "Valium 2mg", "diazepam by its brand", true),
  caffeine("lorazepam", "lorazepam 1mg when needed", "a benzodiazepine taken as needed", true),
  caffeine("temazepam", "temazepam 10mg at night", "a benzodiazepine sleeping tablet", true),
  caffeine(
    "chlordiazepoxide",
    "chlordiazepoxide 10mg",
    "a benzodiazepine for anxiety or alcohol withdrawal",
    true,
  ),
  caffeine("clonazepam", "clonazepam 500 micrograms twice a day", "a benzodiazepine for fits or panic", true),
  caffeine("benzos", "benzos", "the group in lay words", true),
  caffeine("zopiclone", "zopiclone 7.5mg at night", "a Z-drug sleeping tablet", true, SEDATIVE),
  caffeine("zimovane", "Zimovane 3.75mg", "zopiclone by its brand", true, SEDATIVE),
  caffeine("zolpidem", "zolpidem 10mg when I can't sleep", "a Z-drug taken as needed", true, SEDATIVE),
  caffeine("z-drugs", "Z-drugs", "the group by name", true, SEDATIVE),
  caffeine("omeprazole", "omeprazole 20mg once a day", "a stomach acid medicine", false),
  caffeine("atorvastatin", "atorvastatin 20mg at night", "a statin", false),
  caffeine("naproxen", "naproxen 500mg twice a day", "an anti-inflammatory painkiller", false),
  kelp("goitre", "goitre", "the UK spelling", true),
  kelp("goiter", "goiter", "the US spelling", true),
  kelp("multinodular", "multinodular goitre", "the kind the SmPC names", true),
  kelp("enlarged-thyroid", "enlarged thyroid gland", "in lay words", true),
  kelp("swollen-thyroid", "swollen thyroid", "as someone would describe it", true),
  kelp("enlarged-prostate", "enlarged prostate", "another enlarged gland", false),
  kelp("hay-fever", "hay fever", "an everyday condition", false),
  selenium("selenosis", "selenosis", "the medical word", true),
  selenium("poisoning", "selenium poisoning", "the leaflet's plain words", true),
  selenium("toxicity", "selenium toxicity from Brazil nuts", "as someone would describe it", true),
  selenium("iron-overload", "iron overload", "another mineral building up", false),
];
