// Glucosamine in kidney disease, written from UK Medicines Information's answer independently of the records.
import type { ScenarioInput } from "../schema";
import { take } from "./build";
import { pairCases } from "./by-mechanism";
import { PRODUCT } from "./products";

const GLUCOSAMINE = take(PRODUCT.glucosamine);

const UKMI_GLUCOSAMINE: ScenarioInput["sources"][number] = {
  title:
    "What can you recommend to patients with renal impairment about taking glucosamine? (UK Medicines Information Q&A)",
  publisher: "The Pharmaceutical Journal, from UK Medicines Information (NHS)",
  url: "https://pharmaceutical-journal.com/article/ld/what-can-you-recommend-to-patients-with-renal-impairment-about-taking-glucosamine",
};

const AVOID =
  "UK Medicines Information advises avoiding glucosamine in severe kidney impairment and on dialysis until more data are available, so the product must be blocked.";
const CAUTION =
  "UK Medicines Information says glucosamine should be used with caution in kidney impairment, with kidney function monitored: a question for the kidney team, not a ban.";
const QUIET =
  "The answer is about kidney impairment; kidney stones with normal kidney function are not named, so no glucosamine caution from it should be shown.";

const cases = pairCases("sc-wukmi-glucosamine-", "condition");
const named = (id: string, typed: string, title: string, blocks: boolean) =>
  cases.named(
    id,
    title,
    "glucosamine",
    typed,
    GLUCOSAMINE,
    blocks ? ["contraindicated", "contraindicated"] : ["minor", "moderate"],
    blocks ? AVOID : CAUTION,
    [UKMI_GLUCOSAMINE],
  );

export const WUKMI_SCENARIOS: ScenarioInput[] = [
  named("dialysis", "on haemodialysis three times a week", "Person on haemodialysis adds glucosamine", true),
  named("kidney-failure", "kidney failure", "Person with kidney failure adds glucosamine", true),
  named("ckd-4", "CKD stage 4", "Person with stage 4 chronic kidney disease adds glucosamine", true),
  named("ckd-3", "CKD 3a", "Person with stage 3a chronic kidney disease adds glucosamine", false),
  named(
    "renal-impairment",
    "mild renal impairment",
    "Person with mild renal impairment adds glucosamine",
    false,
  ),
  cases.quiet(
    "kidney-stones",
    "Person who once had kidney stones adds glucosamine",
    "glucosamine",
    "kidney stones",
    GLUCOSAMINE,
    QUIET,
    [UKMI_GLUCOSAMINE],
  ),
];
