// The wgap2 round's pairs, written from its sources independently of the records.
import type { ScenarioInput } from "../schema";
import { take } from "./build";
import { pairCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

export const RED_YEAST_RICE: StackItem = {
  custom: {
    name: "Red yeast rice 600 mg capsules",
    ingredients: [{ ingredient: "red-yeast-rice", amount: 600, unit: "mg" }],
  },
  servingsPerDay: 1,
};
const SJW = take(PRODUCT.stJohnsWort);

const EU_RYR: Source = {
  title: "Monacolins from red yeast rice (Commission Regulation (EU) 2022/860, Annex reproduced)",
  publisher: "Food Compliance International",
  url: "https://foodcomplianceinternational.com/industry-insight/news/2592-monacolins-from-red-yeast-rice",
};
const ROFLUMILAST: Source = {
  title: "Roflumilast: interactions (strong cytochrome P450 enzyme inducers), from product information",
  publisher: "RxReasoner (copy of product information)",
  url: "https://rxreasoner.com/substances/roflumilast/precautions",
};

const RYR_LIPID =
  "The EU regulation on monacolins makes red yeast rice supplements carry the warning 'Should not be consumed if you are taking cholesterol-lowering medication'; this medicine lowers cholesterol or blood fats, so the pair should be flagged.";
const RYR_QUIET =
  "The warning names cholesterol-lowering medication; this medicine is not one, so no red yeast rice finding should be shown for it.";
const SJW_ROFLUMILAST =
  "Roflumilast's product information says it is not recommended with strong cytochrome P450 enzyme inducers, which cut its effect; St John's wort is one, so the pair should be flagged.";
const SJW_COPD_QUIET =
  "The text read is roflumilast's; no source read here names St John's wort with this inhaler, so no finding is expected.";

const cases = pairCases("sc-wgap2-", "medicine");
const scenario = (
  id: string,
  stack: StackItem,
  ingredient: string,
  medicine: string,
  title: string,
  rationale: string,
  source: Source,
  expectFlag: boolean,
) =>
  expectFlag
    ? cases.named(id, title, ingredient, medicine, stack, ["moderate", "contraindicated"], rationale, [
        source,
      ])
    : cases.quiet(id, title, ingredient, medicine, stack, rationale, [source]);

const ryr = (id: string, medicine: string, title: string) =>
  scenario(`ryr-${id}`, RED_YEAST_RICE, "red-yeast-rice", medicine, title, RYR_LIPID, EU_RYR, true);
const ryrQuiet = (id: string, medicine: string, title: string) =>
  scenario(`ryr-${id}`, RED_YEAST_RICE, "red-yeast-rice", medicine, title, RYR_QUIET, EU_RYR, false);
const sjw = (id: string, medicine: string, title: string) =>
  scenario(`sjw-${id}`, SJW, "st-johns-wort", medicine, title, SJW_ROFLUMILAST, ROFLUMILAST, true);
const sjwQuiet = (id: string, medicine: string, title: string) =>
  scenario(`sjw-${id}`, SJW, "st-johns-wort", medicine, title, SJW_COPD_QUIET, ROFLUMILAST, false);

export const WGAP2_SCENARIOS: ScenarioInput[] = [
  ryr("fenofibrate", "fenofibrate 160mg once a day", "Red yeast rice with fenofibrate 160mg"),
  ryr("supralip", "Supralip 160mg", "Red yeast rice with Supralip (fenofibrate)"),
  ryr("bezafibrate", "bezafibrate MR 400mg daily", "Red yeast rice with bezafibrate MR"),
  ryr("gemfibrozil", "gemfibrozil 600mg twice a day", "Red yeast rice with gemfibrozil"),
  ryr("ciprofibrate", "ciprofibrate 100mg", "Red yeast rice with ciprofibrate"),
  ryr("ezetimibe", "ezetimibe 10mg", "Red yeast rice with ezetimibe"),
  ryr("repatha", "Repatha injection every 2 weeks", "Red yeast rice with Repatha (evolocumab)"),
  ryr("bempedoic-acid", "bempedoic acid 180mg", "Red yeast rice with bempedoic acid"),
  ryr("simvastatin", "simvastatin 40mg at night", "Red yeast rice with simvastatin still flagged"),
  ryrQuiet("amlodipine", "amlodipine 5mg", "Red yeast rice with amlodipine stays quiet"),
  ryrQuiet("ramipril", "ramipril 5mg once a day", "Red yeast rice with ramipril stays quiet"),
  ryrQuiet("aspirin", "aspirin 75mg", "Red yeast rice with low-dose aspirin stays quiet"),
  sjw("roflumilast", "roflumilast 500 micrograms once a day", "St John's wort with roflumilast"),
  sjw("daxas", "Daxas 500mcg tablets", "St John's wort with Daxas"),
  sjw("daxas-plain", "Daxas", "St John's wort with Daxas, no dose"),
  sjwQuiet("tiotropium", "Spiriva inhaler", "St John's wort with a Spiriva inhaler stays quiet"),
  sjwQuiet(
    "salbutamol",
    "salbutamol inhaler when needed",
    "St John's wort with a salbutamol inhaler stays quiet",
  ),
];
