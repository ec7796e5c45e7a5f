// Unread medicines that now read (the wmed4 round): praziquantel, a worm treatment people bring back from travel
// clinics or take for schistosomiasis, typed by generic name, brand and dose. Its product information rules out strong
// CYP450 inducers such as rifampicin, and St John's wort's UK product information says it induces CYP3A4; so St John's
// wort must be flagged. Negatives: another worm treatment neither text names (mebendazole), and praziquantel with a
// supplement no text links to it. Nintedanib (Ofev, Vargatef): its product information names St John's wort among
// the strong P-gp inducers that lower its level; a mucolytic stays quiet.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  praziquantel: {
    title:
      "Praziquantel 600 mg tablets: summary of product characteristics, sections 4.3 and 4.4 (contraindications, warnings)",
    publisher: "Cipla product information listed by the European Medicines Agency, reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/praziquantel/precautions",
  },
  ketoconazole: {
    title:
      "Pharmacokinetic interaction between ketoconazole and praziquantel in healthy volunteers (J Clin Pharm Ther 2007;32(6):585-93)",
    publisher: "Journal of Clinical Pharmacy and Therapeutics (abstract on Zendy)",
    url: "https://zendy.io/title/10.1111/j.1365-2710.2007.00862.x",
  },
  ofev: {
    title: "Ofev (nintedanib): interacties, from the product information (in Dutch)",
    publisher: "Boehringer Ingelheim (Netherlands prescriber site)",
    url: "https://pro.boehringer-ingelheim.com/nl/voorschrijfbevoegd/ofev/interacties",
  },
} satisfies Record<string, Reference>;

const WHY =
  "Praziquantel's product information rules out strong inducers of cytochrome P450 such as rifampicin, as blood levels high enough to work may not be reached; a study found it broken down by CYP3A4, which St John's wort induces.";

function sjw(id: string, medicines: string[], what: string, flags = true): ScenarioInput {
  return {
    id: `sc-wmed4-sjw-${id}`,
    title: `St John's wort (Kira) with ${medicines.join(" and ")} (${what})`,
    profile: { medicines, conditions: [] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: flags
      ? { flags: medicines.map((medicine) => flag("st-johns-wort", med(medicine), "moderate")) }
      : { noFlags: medicines.map((medicine) => noFlag("st-johns-wort", med(medicine))) },
    rationale: flags
      ? WHY
      : `${what}: neither text names it, and no source read says St John's wort lowers its effect.`,
    sources: [SOURCE.praziquantel, SOURCE.ketoconazole],
  };
}

const NINTEDANIB_WHY =
  "Ofev's product information says nintedanib is a P-gp substrate and that strong P-gp inducers such as rifampicin, carbamazepine, phenytoin and St John's wort can lower its level, so another medicine with little or no P-gp induction should be considered.";

function nintedanib(id: string, medicines: string[], what: string, flags = true): ScenarioInput {
  return {
    id: `sc-wmed4-sjw-nintedanib-${id}`,
    title: `St John's wort (Kira) with ${medicines.join(" and ")} (${what})`,
    profile: { medicines, conditions: [] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: flags
      ? { flags: medicines.map((medicine) => flag("st-johns-wort", med(medicine), "moderate")) }
      : { noFlags: medicines.map((medicine) => noFlag("st-johns-wort", med(medicine))) },
    rationale: flags
      ? NINTEDANIB_WHY
      : `${what}: Ofev's product information names P-gp inducers, and no source read says St John's wort lowers this medicine.`,
    sources: [SOURCE.ofev],
  };
}

export const WMED4_SCENARIOS: ScenarioInput[] = [
  sjw("praziquantel-generic", ["praziquantel"], "the generic name"),
  sjw("praziquantel-brand", ["Biltricide 600mg"], "the imported brand, with its strength"),
  sjw(
    "praziquantel-dose",
    ["praziquantel 600mg tablets three times a day"],
    "with a dose as people write it",
  ),
  sjw("mebendazole", ["mebendazole 100mg", "Vermox"], "another worm treatment", false),
  {
    id: "sc-wmed4-praziquantel-magnesium",
    title: "Magnesium citrate 200 mg with praziquantel (a supplement no text links to it)",
    profile: { medicines: ["praziquantel"], conditions: [] },
    stack: [take(PRODUCT.magnesiumCitrate200)],
    expect: { noFlags: [noFlag("magnesium", med("praziquantel"))] },
    rationale:
      "Praziquantel's product information names strong CYP450 inducers, not minerals; magnesium is not one of them.",
    sources: [SOURCE.praziquantel],
  },
  nintedanib("generic", ["nintedanib"], "the generic name"),
  nintedanib("ofev-dose", ["Ofev 150mg twice a day", "Ofev 100mg bd"], "the lung fibrosis brand with doses"),
  nintedanib("vargatef", ["Vargatef"], "the lung cancer brand"),
  nintedanib(
    "carbocisteine",
    ["carbocisteine 375mg"],
    "a mucolytic people with lung fibrosis often take",
    false,
  ),
];
