// Melatonin is a prescription-only medicine in the UK (Circadin, Slenyto, generic modified-release
// tablets): typed as a medicine it meets the sleepy herbal remedies the NHS warns about, and nothing else.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

const NHS_MELATONIN_OTHERS: ScenarioInput["sources"][number] = {
  title: "Taking melatonin with other medicines and herbal supplements",
  publisher: "NHS",
  url: "https://www.nhs.uk/medicines/melatonin/taking-melatonin-with-other-medicines-and-herbal-supplements/",
};
const SLEEPY_HERBS =
  "The NHS says not to take any herbal remedies that make you feel sleepy while taking melatonin, as they add to its sedating effect";

export const MELATONIN_MEDICINE_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-circadin-valerian",
    title: "Prescribed Circadin while taking valerian root",
    profile: { medicines: ["Circadin 2mg"] },
    stack: [take(PRODUCT.valerian)],
    expect: { flags: [flag("valerian", med("Circadin 2mg"), "moderate")], risk: { min: "moderate" } },
    rationale: `${SLEEPY_HERBS}; valerian is taken to help sleep.`,
    sources: [NHS_MELATONIN_OTHERS],
  },
  {
    id: "sc-melatonin-mr-valerian",
    title: "Melatonin modified-release tablets on prescription with valerian",
    profile: { medicines: ["melatonin 3mg MR tablets"] },
    stack: [take(PRODUCT.valerian)],
    expect: {
      flags: [flag("valerian", med("melatonin 3mg MR tablets"), "moderate")],
      notFullyChecked: false,
    },
    rationale: `${SLEEPY_HERBS}; a generic melatonin tablet is the same medicine as Circadin.`,
    sources: [NHS_MELATONIN_OTHERS],
  },
  {
    id: "sc-slenyto-vitamin-d",
    title: "A child's Slenyto with a vitamin D supplement",
    profile: { medicines: ["Slenyto"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: {
      noFlags: [noFlag("vitamin-d3", med("Slenyto"))],
      risk: { max: "low" },
      notFullyChecked: false,
    },
    rationale:
      "The NHS lists no vitamin among what affects melatonin, and vitamin D 10 µg is the recommended daily amount: melatonin is recognised and nothing is flagged.",
    sources: [NHS_MELATONIN_OTHERS],
  },
  {
    id: "sc-circadin-magnesium",
    title: "Circadin with magnesium citrate 200 mg",
    profile: { medicines: ["Circadin"] },
    stack: [take(PRODUCT.magnesiumCitrate200)],
    expect: { noFlags: [noFlag("magnesium", med("Circadin"))], notFullyChecked: false },
    rationale:
      "Magnesium is not a herbal remedy that makes you sleepy and is not among the medicines the NHS lists with melatonin.",
    sources: [NHS_MELATONIN_OTHERS],
  },
];
