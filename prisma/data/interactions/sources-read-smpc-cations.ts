// The read log of the systematic reading of UK product information for medicines whose absorption iron,
// calcium, magnesium or zinc reduce (drug-interactions-part-15.ts, references-smpc-cations.ts): every page found
// for a medicine and mineral, and what it said.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_CATIONS } from "./references-smpc-cations";
import { records, ukProductInformation, type Page } from "./sources-read-page";

const MAGNESIUM_RECORDS = [
  "gabapentin",
  "phenytoin",
  "digoxin",
  "mycophenolate",
  "penicillamine",
  "chloroquine",
  "hydroxychloroquine",
  "proguanil",
  "azithromycin",
  "cefaclor",
  "cefpodoxime",
  "isoniazid",
  "rifampicin",
  "itraconazole",
  "ketoconazole",
  "atazanavir",
  "fosamprenavir",
  "tipranavir",
  "fexofenadine",
  "rosuvastatin",
  "lansoprazole",
  "captopril",
  "enalapril",
  "sulpiride",
  "dipyridamole",
  "deflazacort",
  "aspirin",
  "phenothiazine",
].map((medicine) => `di-magnesium-${medicine}`);

const LIOTHYRONINE_SMPC: Page = {
  title: "Liothyronine Sodium 20 micrograms Tablets: summary of product characteristics",
  publisher: "patient-info.co.uk (copy of the UK SmPC)",
  url: "https://patient-info.co.uk/liothyronine-sodium-20-mcg-tablets-89411/summary-of-medicine-characteristics",
};

const PENICILLAMINE_SMPC: Page = {
  title:
    "Penicillamine film-coated tablets (Mylan): summary of product characteristics, sections 4.3 and 4.4",
  publisher: "RxReasoner (copy of the UK SmPC held by the MHRA)",
  url: "https://www.rxreasoner.com/monographs/penicillamine/precautions",
};

const EDURANT_LEAFLET: Page = {
  title: "Edurant 25 mg film-coated tablets (rilpivirine): patient leaflet",
  publisher: "electronic medicines compendium (emc)",
  url: "https://medicines.org.uk/emc/product/4968/xpil/print",
};

export const SOURCES_READ_SMPC_CATIONS: SourceReadInput[] = [
  ukProductInformation("magnesium", REF_CATIONS.magnesiumHydroxideMixtureSmpc, {
    ...records(...MAGNESIUM_RECORDS),
    note: "Tetracyclines, quinolones, bisphosphonates, nitrofurantoin and levothyroxine already had records; the phenothiazines are a class record since the group round. Not recorded: fosinopril and diflunisal (not in the dictionary), iron preparations (a supplement pair, not a medicine), and 'antacids should be avoided with nilotinib', which does not say it is the magnesium that matters.",
  }),
  ukProductInformation("magnesium", REF_CATIONS.fexofenadineLeaflet, records("di-magnesium-fexofenadine")),
  ukProductInformation("iron", REF_CATIONS.cupriorSmpc, records("di-iron-trientine")),
  ukProductInformation("zinc", REF_CATIONS.cupriorSmpc, records("di-zinc-trientine")),
  ukProductInformation("calcium", REF_CATIONS.cupriorSmpc, {
    outcome: "none-stated",
    note: "Section 4.4 names iron and zinc only; section 4.5 was not in what could be read.",
  }),
  ukProductInformation("iron", REF_CATIONS.methyldopaLeaflet, records("di-iron-methyldopa")),
  ...(["iron", "calcium", "magnesium", "zinc"] as const).map((mineral) =>
    ukProductInformation(mineral, LIOTHYRONINE_SMPC, {
      outcome: "not-readable",
      note: "Only sections 1 to 4.2 were in what could be read here; section 4.5 was not, and no other UK text for liothyronine naming minerals was found.",
    }),
  ),
  ukProductInformation("calcium", PENICILLAMINE_SMPC, {
    outcome: "not-readable",
    note: "Sections 4.3 and 4.4 were read and name no mineral; section 4.5 was not in what could be read. Magnesium is di-magnesium-penicillamine from the magnesium hydroxide SmPC; iron and zinc reach penicillamine through their mechanism classes.",
  }),
  ...(["calcium", "magnesium"] as const).map((mineral) =>
    ukProductInformation(mineral, EDURANT_LEAFLET, {
      outcome: "not-readable",
      note: "The part read did not include the leaflet's advice on indigestion remedies, so which minerals it names could not be checked.",
    }),
  ),
];
