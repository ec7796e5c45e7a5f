// 5-HTP with serotonergic medicines, valerian with sleeping tablets, and the false alarms seen in the
// pharmacist's test: citalopram firing escitalopram-only records.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";

const fiveHtp = "5-htp";

export const SEROTONERGIC_AND_SEDATIVE_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-5htp-sertraline",
    title: "On sertraline and buying 5-HTP for mood",
    profile: { medicines: ["Sertraline"] },
    stack: [take(PRODUCT.fiveHtp)],
    expect: { flags: [flag(fiveHtp, med("Sertraline"), "major")], risk: { min: "high" } },
    rationale:
      "5-HTP is the direct precursor of serotonin; people taking SSRIs such as sertraline should not take it because of the risk of serotonin syndrome.",
    sources: [REF.fiveHtpInteractions, REF.npsSerotoninSyndrome],
  },
  {
    id: "sc-5htp-citalopram",
    title: "Citalopram with 5-HTP",
    profile: { medicines: ["Citalopram"] },
    stack: [take(PRODUCT.fiveHtp)],
    expect: { flags: [flag(fiveHtp, med("Citalopram"), "major")], risk: { min: "high" } },
    rationale: "Citalopram is named among the SSRIs that can combine with 5-HTP to cause serotonin syndrome.",
    sources: [REF.fiveHtpInteractions],
  },
  {
    id: "sc-5htp-tramadol",
    title: "Tramadol with 5-HTP",
    profile: { medicines: ["Tramadol"] },
    stack: [take(PRODUCT.fiveHtp)],
    expect: { flags: [flag(fiveHtp, med("Tramadol"), "moderate")], risk: { min: "moderate" } },
    rationale: "Serotonin syndrome has been reported in people taking tramadol together with 5-HTP.",
    sources: [REF.fiveHtpInteractions],
  },
  {
    id: "sc-5htp-sumatriptan",
    title: "Sumatriptan for migraine with 5-HTP",
    profile: { medicines: ["Sumatriptan"] },
    stack: [take(PRODUCT.fiveHtp)],
    expect: { flags: [flag(fiveHtp, med("Sumatriptan"), "moderate")], risk: { min: "moderate" } },
    rationale: "5-HTP can increase the risk of side effects, including serotonin syndrome, with triptans.",
    sources: [REF.fiveHtpInteractions],
  },
  {
    id: "sc-5htp-phenelzine",
    title: "MAOI (phenelzine) with 5-HTP",
    profile: { medicines: ["Phenelzine"] },
    stack: [take(PRODUCT.fiveHtp)],
    expect: { flags: [flag(fiveHtp, med("Phenelzine"), "major")], risk: { min: "high" } },
    rationale: "People taking MAOIs such as phenelzine should not take 5-HTP (serotonin syndrome).",
    sources: [REF.fiveHtpInteractions, REF.npsSerotoninSyndrome],
  },
  {
    id: "sc-5htp-mao-b-inhibitor",
    title: "An MAO-B inhibitor for Parkinson's with 5-HTP",
    profile: { medicines: ["MAO-B inhibitors"] },
    stack: [take(PRODUCT.fiveHtp)],
    expect: { flags: [flag(fiveHtp, med("MAO-B inhibitors"), "major")] },
    rationale:
      "People taking MAOIs, MAO-B inhibitors among them, should not take 5-HTP (serotonin syndrome).",
    sources: [REF.fiveHtpInteractions, REF.npsSerotoninSyndrome],
  },
  {
    id: "sc-valerian-zopiclone",
    title: "Zopiclone at night plus valerian root",
    profile: { medicines: ["Zopiclone"], conditions: ["insomnia"] },
    stack: [take(PRODUCT.valerian)],
    expect: { flags: [flag("valerian", med("Zopiclone"), "minor", "major")] },
    rationale:
      "Valerian can add to the effect of sedating medicines such as sleeping tablets (Z-drugs) and benzodiazepines, increasing drowsiness.",
    sources: [REF.valerianInteractions],
  },
  {
    id: "sc-valerian-diazepam",
    title: "Diazepam with valerian",
    profile: { medicines: ["Diazepam"] },
    stack: [take(PRODUCT.valerian)],
    expect: { flags: [flag("valerian", med("Diazepam"), "minor", "major")] },
    rationale: "Valerian can increase the effect of benzodiazepines such as diazepam.",
    sources: [REF.valerianInteractions],
  },
  {
    id: "sc-citalopram-not-escitalopram",
    title: "Citalopram with vitamin D and magnesium: no escitalopram-only findings",
    profile: { medicines: ["Citalopram"] },
    stack: [take(PRODUCT.vitaminD25), take(PRODUCT.magnesiumCitrate200)],
    expect: {
      noFlags: [noFlag("vitamin-d3", med("Citalopram")), noFlag("magnesium", med("Citalopram"))],
      risk: { max: "low" },
      notFullyChecked: false,
    },
    rationale:
      "Vitamin D at 25 µg and magnesium at 200 mg are within UK levels and neither is a serotonergic or enzyme-inducing product; citalopram must not pick up facts recorded for escitalopram.",
    sources: [REF.nhsVitaminD, REF.nhsOthersMagnesium],
  },
  {
    id: "sc-sertraline-vitamin-d",
    title: "Sertraline with a winter vitamin D supplement",
    profile: { medicines: ["Sertraline"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: {
      noFlags: [noFlag("vitamin-d3", med("Sertraline"))],
      risk: { max: "low" },
      notFullyChecked: false,
    },
    rationale:
      "Vitamin D 10 µg is the NHS-recommended daily amount and is not serotonergic; nothing to flag with sertraline.",
    sources: [REF.nhsVitaminD],
  },
];
