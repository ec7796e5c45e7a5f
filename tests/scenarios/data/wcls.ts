// Groups product information names that the dictionary lacked: folic acid with the folate antagonists (Swiss
// AndreaFol product information) and with the barbiturates (RxReasoner's folic acid page), caffeine tablets with
// sympathomimetics and ephedrine (PEP, Pro Plus), magnesium with the phenothiazines (two magnesium SmPCs) and St
// John's wort with Zepatier and the hepatitis C medicines, each typed as the group and, where the catalogue allows,
// as a member. Negatives are medicines and groups those texts do not name.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  andreaFol: {
    title: "AndreaFol (folic acid 0.4 mg tablets): Swiss product information, interactions",
    publisher: "oddb.org (Swiss product information approved by Swissmedic)",
    url: "https://ch.oddb.org:443/it/gcc/fachinfo/reg/54718/chapter/interactions",
  },
  pep: {
    title: "PEP (caffeine 30 mg and glucose tablets): summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/pep/summary",
  },
  proPlus: {
    title: "Pro Plus (caffeine 50 mg tablets): summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/pro-plus/summary?doc=0",
  },
  zepatier: {
    title:
      "Zepatier (elbasvir and grazoprevir) film-coated tablets: summary of product characteristics, section 4.3 (EU product information, 2022)",
    publisher: "RxReasoner (copy of European product information)",
    url: "https://rxreasoner.com/monographs/zepatier/precautions",
  },
  zepatierUk: {
    title: "ZEPATIER 50 mg/100 mg film-coated tablets: summary of product characteristics, section 4.1",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/4422/smpc/print",
  },
  magnesiumHydroxide: {
    title:
      "Magnesium Hydroxide Mixture BP (Thornton & Ross): summary of product characteristics, section 4.5",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/medicine/25343",
  },
  epsomSalts: {
    title:
      "Epsom Salts BP (magnesium sulfate, Thornton & Ross): summary of product characteristics, section 4.5",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/4841/smpc",
  },
  rxFolicAcid: {
    title: "Folic acid (vitamin B9): interactions, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://www.rxreasoner.com/substances/vitamin-b9/precautions",
  },
} satisfies Record<string, Reference>;

const FOLATE_ANTAGONISTS =
  "The AndreaFol text (0.4 mg folic acid tablets) says folic acid can reduce the effect of folate antagonists taken at the same time, and names aminopterin, methotrexate, pyrimethamine, triamterene and trimethoprim.";

const PHENOTHIAZINES =
  "UK product information for Magnesium Hydroxide Mixture BP and for Epsom Salts says magnesium salts reduce the absorption of a number of medicines, naming the antipsychotics sulpiride and the phenothiazines (prochlorperazine is one); the mixture's text asks for doses about 2 to 3 hours apart.";

const NOT_NAMED =
  "Neither the AndreaFol interactions section nor RxReasoner's folic acid page names this medicine or its group.";

function antagonist(id: string, medicine: string, title: string): ScenarioInput {
  return scenario(
    {
      id: `sc-wcls-${id}-folic-acid`,
      title,
      medicines: [medicine],
      stack: [PRODUCT.folicAcid400],
      rationale: FOLATE_ANTAGONISTS,
      sources: [SOURCE.andreaFol],
    },
    { flags: [flag("folic-acid", med(medicine), "minor", "moderate")] },
  );
}

function silent(id: string, medicine: string, title: string): ScenarioInput {
  return scenario(
    {
      id: `sc-wcls-${id}-folic-acid-no-alarm`,
      title,
      medicines: [medicine],
      stack: [PRODUCT.folicAcid400],
      rationale: NOT_NAMED,
      sources: [SOURCE.andreaFol, SOURCE.rxFolicAcid],
    },
    { noFlags: [noFlag("folic-acid", med(medicine))] },
  );
}

export const WCLS_SCENARIOS: ScenarioInput[] = [
  antagonist(
    "trimethoprim",
    "trimethoprim 200mg",
    "Trimethoprim for a urine infection and folic acid 400 micrograms",
  ),
  antagonist("triamterene", "Triamterene", "Triamterene, a water tablet, and folic acid 400 micrograms"),
  antagonist(
    "folate-antagonists",
    "folate antagonists",
    "Someone on folate antagonists adds folic acid 400 micrograms",
  ),
  antagonist("antifolates", "antifolates", "Someone on antifolates adds folic acid 400 micrograms"),
  scenario(
    {
      id: "sc-wcls-barbiturates-folic-acid",
      title: "Someone on barbiturates for epilepsy adds folic acid 400 micrograms",
      medicines: ["barbiturates"],
      stack: [PRODUCT.folicAcid400],
      rationale:
        "RxReasoner's folic acid page says correcting folate deficiency lowers plasma phenytoin with possible loss of seizure control, and that a similar but less marked relationship exists with the barbiturates, including phenobarbital and primidone.",
      sources: [SOURCE.rxFolicAcid],
    },
    { flags: [flag("folic-acid", med("barbiturates"), "minor", "moderate")] },
  ),
  scenario(
    {
      id: "sc-wcls-primidone-folic-acid",
      title: "Primidone for epilepsy and folic acid 400 micrograms",
      medicines: ["primidone"],
      stack: [PRODUCT.folicAcid400],
      rationale:
        "RxReasoner's folic acid page names the barbiturates, including phenobarbital and primidone, among the anticonvulsants whose levels correcting folate deficiency may lower.",
      sources: [SOURCE.rxFolicAcid],
    },
    { flags: [flag("folic-acid", med("primidone"), "minor", "moderate")] },
  ),
  scenario(
    {
      id: "sc-wcls-sympathomimetics-caffeine",
      title: "Someone on sympathomimetics takes caffeine 200 mg tablets",
      medicines: ["sympathomimetics"],
      stack: [PRODUCT.caffeine200],
      rationale:
        "The PEP caffeine tablet SmPC says caffeine tablets should not be used by anyone also taking sympathomimetics such as phenylpropanolamine, ephedrine and pseudoephedrine.",
      sources: [SOURCE.pep],
    },
    { flags: [flag("caffeine", med("sympathomimetics"), "moderate")] },
  ),
  scenario(
    {
      id: "sc-wcls-zepatier-st-johns-wort",
      title: "Zepatier for hepatitis C with Kira St John's wort tablets",
      medicines: ["Zepatier"],
      stack: [PRODUCT.stJohnsWort],
      rationale:
        "Zepatier's product information contraindicates taking it with inducers of CYP3A or P-glycoprotein, naming St John's wort.",
      sources: [SOURCE.zepatier],
    },
    { flags: [flag("st-johns-wort", med("Zepatier"), "contraindicated")] },
  ),
  scenario(
    {
      id: "sc-wcls-hepatitis-c-medicines-st-johns-wort",
      title: "Someone on hepatitis C medicines takes Kira St John's wort tablets",
      medicines: ["hepatitis C medicines"],
      stack: [PRODUCT.stJohnsWort],
      rationale:
        "Zepatier, a medicine for chronic hepatitis C (its SmPC, section 4.1), must not be taken with St John's wort (section 4.3), so someone on hepatitis C medicines must be warned.",
      sources: [SOURCE.zepatier, SOURCE.zepatierUk],
    },
    { flags: [flag("st-johns-wort", med("hepatitis C medicines"), "moderate")] },
  ),
  ...(
    [
      ["stemetil", "Stemetil", "Stemetil (prochlorperazine) for dizziness with a magnesium supplement"],
      ["phenothiazines", "phenothiazines", "Someone on phenothiazines takes a magnesium supplement"],
    ] as const
  ).map(([id, medicine, title]) =>
    scenario(
      {
        id: `sc-wcls-${id}-magnesium`,
        title,
        medicines: [medicine],
        stack: [PRODUCT.magnesiumCitrate200],
        rationale: PHENOTHIAZINES,
        sources: [SOURCE.magnesiumHydroxide, SOURCE.epsomSalts],
      },
      { flags: [flag("magnesium", med(medicine), "minor", "moderate")] },
    ),
  ),
  scenario(
    {
      id: "sc-wcls-haloperidol-magnesium-no-alarm",
      title: "Haloperidol with a magnesium supplement",
      medicines: ["haloperidol"],
      stack: [PRODUCT.magnesiumCitrate200],
      rationale:
        "Among antipsychotics the two magnesium texts name only sulpiride and the phenothiazines; haloperidol is neither.",
      sources: [SOURCE.magnesiumHydroxide, SOURCE.epsomSalts],
    },
    { noFlags: [noFlag("magnesium", med("haloperidol"))] },
  ),
  scenario(
    {
      id: "sc-wcls-ephedrine-caffeine",
      title: "Ephedrine tablets for asthma with caffeine 200 mg tablets",
      medicines: ["ephedrine"],
      stack: [PRODUCT.caffeine200],
      rationale:
        "The Pro Plus SmPC says caffeine tablets should not be used by anyone also taking ephedrine, and the PEP SmPC names ephedrine among the sympathomimetics they must not be used with.",
      sources: [SOURCE.proPlus, SOURCE.pep],
    },
    { flags: [flag("caffeine", med("ephedrine"), "major")] },
  ),
  scenario(
    {
      id: "sc-wcls-oestrogens-folic-acid-no-alarm",
      title: "Someone on oestrogens (the pill) adds folic acid 400 micrograms",
      medicines: ["oestrogens"],
      stack: [PRODUCT.folicAcid400],
      rationale:
        "The AndreaFol text names oestrogens (contraceptives) only as raising the body's need for folic acid, an effect on the vitamin, not a harm of taking the two together; RxReasoner's folic acid page does not name them.",
      sources: [SOURCE.andreaFol, SOURCE.rxFolicAcid],
    },
    { noFlags: [noFlag("folic-acid", med("oestrogens"))] },
  ),
  silent(
    "nitrofurantoin",
    "nitrofurantoin",
    "Nitrofurantoin for a urine infection and folic acid 400 micrograms",
  ),
  silent("amoxicillin", "amoxicillin", "Amoxicillin for a chest infection and folic acid 400 micrograms"),
  silent("fibrates", "fibrates", "Someone on fibrates for high triglycerides adds folic acid 400 micrograms"),
  silent(
    "aminoglycosides",
    "aminoglycosides",
    "Someone on aminoglycoside antibiotics adds folic acid 400 micrograms",
  ),
];
