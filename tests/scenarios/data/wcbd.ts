// Psyllium with diabetes medicines, typed as Drugs.com's professional interaction page words them ("insulin",
// "oral antidiabetic agents") and as members people type; and medicines it does not name, which must stay quiet.
// CBD has no catalogue product yet, so its records have no product scenarios.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";

const DRUGS_COM_PSYLLIUM_INSULIN = {
  title: "Drug interactions between Humulin N and psyllium (professional)",
  publisher: "Drugs.com",
  url: "https://www.drugs.com/drug-interactions/humulin-n-with-psyllium-1347-1564-1967-0.html?professional=1",
};

const FIBRE =
  "Drugs.com says large doses of soluble fibre such as psyllium may add to the blood-sugar-lowering effect of insulin and oral antidiabetic agents (a minor interaction), so diabetes medicine needs should be watched after starting fibre.";

function withDiabetesMedicine(id: string, medicine: string, title: string): ScenarioInput {
  return scenario(
    {
      id: `sc-wcbd-psyllium-${id}`,
      title,
      medicines: [medicine],
      stack: [PRODUCT.psyllium500],
      rationale: FIBRE,
      sources: [DRUGS_COM_PSYLLIUM_INSULIN],
    },
    { flags: [flag("psyllium", med(medicine), "minor", "moderate")] },
  );
}

function quiet(id: string, medicine: string, title: string): ScenarioInput {
  return scenario(
    {
      id: `sc-wcbd-psyllium-${id}`,
      title,
      medicines: [medicine],
      stack: [PRODUCT.psyllium500],
      rationale:
        "The psyllium interaction page read names insulin and oral antidiabetic agents only; this medicine is not among them, and no other source read names it with psyllium.",
      sources: [DRUGS_COM_PSYLLIUM_INSULIN],
    },
    { noFlags: [noFlag("psyllium", med(medicine))] },
  );
}

export const WCBD_SCENARIOS: ScenarioInput[] = [
  withDiabetesMedicine("insulin", "insulin", "Insulin-treated diabetes and starting psyllium husk capsules"),
  withDiabetesMedicine("lantus", "Lantus", "Lantus at night and psyllium husk for constipation"),
  withDiabetesMedicine(
    "oral-antidiabetic",
    "oral antidiabetic agents",
    "Diabetes tablets, typed as a group, with psyllium husk",
  ),
  withDiabetesMedicine("metformin", "metformin 500mg", "Metformin for type 2 diabetes with psyllium husk"),
  quiet("amlodipine", "amlodipine 5mg", "Amlodipine for blood pressure with psyllium husk"),
  quiet("sertraline", "sertraline", "Sertraline for low mood with psyllium husk"),
];
