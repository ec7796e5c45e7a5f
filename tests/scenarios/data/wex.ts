// The wex round's pairs (whey protein with levodopa, L-arginine with erectile dysfunction medicines and with cold sores or
// genital herpes), written from the sources' words, not the records; quiet cases are near neighbours the sources do not name.
import type { ScenarioInput } from "../schema";
import { take } from "./build";
import { BLOCKS, pairCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const ARGININE: StackItem = {
  custom: {
    name: "L-arginine 1,000 mg capsules",
    ingredients: [{ ingredient: "arginine", amount: 1000, unit: "mg" }],
  },
  servingsPerDay: 2,
};
const WHEY = take(PRODUCT.whey);
const CREATINE = take(PRODUCT.creatine);

const NHS_CO_CARELDOPA: Source = {
  title:
    "How and when to take co-careldopa: avoid taking it at the same time as meals containing a lot of protein",
  publisher: "NHS website",
  url: "https://nhs.uk/medicines/co-careldopa/how-and-when-to-take-co-careldopa",
};
const NI_FORMULARY: Source = {
  title: "Northern Ireland Formulary 4.9.1.2 Levodopa (co-beneldopa, co-careldopa): prescribing notes",
  publisher: "Northern Ireland Formulary (HSC Northern Ireland)",
  url: "https://niformulary.hscni.net/formulary/4-0-central-nervous-system/4-9-drugs-used-in-parkinsonism-and-related-disorders/4-9-1-dopaminergic-drugs-used-in-parkinsonism/4-9-1-2-levodopa/",
};
const MAYO: Source = {
  title: "L-arginine: can it lower blood pressure? (expert answer, high blood pressure)",
  publisher: "Mayo Clinic",
  url: "https://www.mayoclinic.org/diseases-conditions/high-blood-pressure/expert-answers/l-arginine/FAQ-20058052?p=1",
};

const WHEY_LEVODOPA =
  "NHS: avoid taking co-careldopa at the same time as meals containing a lot of protein, as protein can reduce the amount taken in; NI Formulary: protein may interfere with levodopa absorption (co-careldopa and co-beneldopa).";
const WHEY_QUIET =
  "The NHS and NI Formulary texts are about levodopa; they say nothing about protein with other Parkinson's medicines such as ropinirole or rasagiline.";
const ARGININE_ED =
  "Mayo Clinic: L-arginine supplements can interact with some medications, including erectile dysfunction medications.";
const ARGININE_ED_QUIET =
  "Mayo Clinic names nitroglycerin, some high blood pressure medicines and erectile dysfunction medicines; finasteride, for an enlarged prostate or hair loss, is none of them.";
const ARGININE_HERPES =
  "Mayo Clinic: don't take L-arginine supplements if you've had cold sores or genital herpes; too much L-arginine can trigger the virus.";
const HERPES_QUIET =
  "Mayo Clinic's advice is about cold sores and genital herpes (herpes simplex); shingles is a different virus (herpes zoster), and the advice is about L-arginine, not creatine.";

const ASKS = ["minor", "moderate"] as const;
const medicine = pairCases("sc-wex-", "medicine");
const condition = pairCases("sc-wex-", "condition");

export const WEX_SCENARIOS: ScenarioInput[] = [
  medicine.named(
    "whey-co-careldopa",
    "Whey protein shake with co-careldopa",
    "whey-protein",
    "co-careldopa 25/100",
    WHEY,
    ASKS,
    WHEY_LEVODOPA,
    [NHS_CO_CARELDOPA, NI_FORMULARY],
  ),
  medicine.named(
    "whey-madopar",
    "Whey protein shake with Madopar",
    "whey-protein",
    "Madopar 125mg",
    WHEY,
    ASKS,
    WHEY_LEVODOPA,
    [NI_FORMULARY],
  ),
  medicine.quiet(
    "whey-ropinirole",
    "Whey protein with ropinirole stays quiet",
    "whey-protein",
    "ropinirole 2mg",
    WHEY,
    WHEY_QUIET,
    [NHS_CO_CARELDOPA],
  ),
  medicine.quiet(
    "whey-rasagiline",
    "Whey protein with rasagiline stays quiet",
    "whey-protein",
    "rasagiline 1mg",
    WHEY,
    WHEY_QUIET,
    [NHS_CO_CARELDOPA],
  ),
  medicine.named(
    "arginine-sildenafil",
    "L-arginine with sildenafil",
    "arginine",
    "sildenafil 50mg",
    ARGININE,
    ASKS,
    ARGININE_ED,
    [MAYO],
  ),
  medicine.named(
    "arginine-cialis",
    "L-arginine with Cialis",
    "arginine",
    "Cialis 5mg",
    ARGININE,
    ASKS,
    ARGININE_ED,
    [MAYO],
  ),
  medicine.quiet(
    "arginine-finasteride",
    "L-arginine with finasteride stays quiet",
    "arginine",
    "finasteride 1mg",
    ARGININE,
    ARGININE_ED_QUIET,
    [MAYO],
  ),
  condition.named(
    "arginine-cold-sores",
    "L-arginine with cold sores",
    "arginine",
    "cold sores",
    ARGININE,
    BLOCKS,
    ARGININE_HERPES,
    [MAYO],
  ),
  condition.named(
    "arginine-genital-herpes",
    "L-arginine with genital herpes",
    "arginine",
    "genital herpes",
    ARGININE,
    BLOCKS,
    ARGININE_HERPES,
    [MAYO],
  ),
  condition.quiet(
    "arginine-shingles",
    "L-arginine with shingles stays quiet",
    "arginine",
    "shingles",
    ARGININE,
    HERPES_QUIET,
    [MAYO],
  ),
  condition.quiet(
    "creatine-cold-sores",
    "Creatine with cold sores stays quiet",
    "creatine",
    "cold sores",
    CREATINE,
    HERPES_QUIET,
    [MAYO],
  ),
];
