// The read log of the wcond round, on conditions as sections 4.3 and 4.4 of UK product information word them
// (conditions-wcond.ts, class-wordings-wcond.ts, medical-contraindications-wcond.ts): every page read for an
// ingredient and what came of it. Pages already in an earlier log carry this round's record ids there instead.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_WCOND as R } from "./references-wcond";
import { records, ukProductInformation, type Page } from "./sources-read-page";

const READ_ON = "2026-11-30";
const PATIENT_INFO = "UK SmPC, reproduced by patient-info.co.uk";

/** A UK SmPC or leaflet read on this round's date. */
const read = (ingredient: string, page: Page, outcome: Parameters<typeof ukProductInformation>[2]) =>
  ukProductInformation(ingredient, page, outcome, READ_ON);

const ECHINACEA_43 =
  "Section 4.3 names the daisy (Asteraceae, Compositae) family, progressive systemic disorders (tuberculosis, sarcoidosis), autoimmune diseases (collagenoses, multiple sclerosis), immunodeficiencies (HIV infection, AIDS), immunosuppression (cytostatic therapy, a transplant), diseases of the white blood cell system (agranulocytosis, leukaemias) and allergic diathesis (urticaria, atopic dermatitis, asthma): the existing echinacea records, which cite other copies of the same text, cover them, and its own wordings of the daisy family, autoimmune diseases and immunodeficiencies are read since this round. Collagenoses, agranulocytosis and progressive systemic disorders are not dictionary conditions.";

export const SOURCES_READ_WCOND: SourceReadInput[] = [
  read("folic-acid", R.folicAcidAccordSmpc, {
    ...records("mc-folic-acid-megaloblastic-anaemia"),
    note: "Section 4.3: untreated cobalamin deficiency, including pernicious anaemia and lifelong vegetarians (mc-folic-acid-vitamin-b12-deficiency already). Section 4.4: never alone in Addisonian pernicious anaemia and other vitamin B12 deficiency states; not in malignant disease unless megaloblastic anaemia from folate deficiency complicates it (mc-folic-acid-cancer already); caution with folate dependent tumours (reached only as cancer); its lactose warning is not a condition of the catalogue products. Its wordings of these are read since this round. Section 4.5, where a group of medicines would be named, was not in the text available here.",
  }),
  read(
    "folic-acid",
    {
      title:
        "Folic Acid 2.5mg/5ml Oral Solution (Wockhardt): summary of product characteristics, sections 4.1 and 4.3",
      publisher: "electronic medicines compendium (emc)",
      url: "https://www.medicines.org.uk/emc/product/588/smpc/print",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3 names malignant disease unless there is megaloblastic anaemia from folic acid deficiency, and pernicious anaemia: mc-folic-acid-cancer and mc-folic-acid-vitamin-b12-deficiency cite other folic acid texts for them. Folate deficient megaloblastic anaemia is its indication (4.1), so the megaloblastic anaemia record asks for the cause to be known rather than blocking. The text read stops within section 4.3.",
    },
  ),
  read(
    "ginkgo-biloba",
    {
      title: "Puncto Ginkgo Oral Drops Solution: summary of product characteristics, sections 4.3 and 4.4",
      publisher: PATIENT_INFO,
      url: "https://patient-info.co.uk/puncto-ginkgo-oral-drops-solution-93435/summary-of-medicine-characteristics",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.4: with a pathologically increased bleeding tendency (haemorrhagic diathesis) and anticoagulant or antiplatelet treatment, to be used only after consulting a doctor; mc-ginkgo-biloba-bleeding-disorder and the anticoagulant records already say so from other UK ginkgo SmPCs, and these wordings are read as a bleeding disorder since this round. Section 4.3 names only hypersensitivity; its glucose syrup warning (fructose intolerance, glucose-galactose malabsorption) is not a condition of the catalogue product. The text read stops within section 4.4.",
    },
  ),
  ...[
    {
      title: "Vitabiotics Echinacea Tablets: summary of product characteristics, section 4.3",
      url: "https://patient-info.co.uk/vitabiotics-echinacea-tablets-91188/summary-of-medicine-characteristics",
    },
    {
      title: "Echinaforce Chewable Cold & Flu Tablets: summary of product characteristics, section 4.3",
      url: "https://patient-info.co.uk/echinaforce-chewable-cold-flu-tablets-94409/summary-of-medicine-characteristics",
    },
  ].map(({ title, url }) =>
    read(
      "echinacea",
      { title, publisher: PATIENT_INFO, url },
      { outcome: "stated-not-recorded", note: ECHINACEA_43 },
    ),
  ),
  read(
    "black-cohosh",
    {
      title: "Boots Menolieve Tablets (THR 23056/0003): patient leaflet",
      publisher: "electronic medicines compendium (emc)",
      url: "https://www.medicines.org.uk/emc/product/8335",
    },
    {
      outcome: "not-readable",
      note: "The text available here stops at the start of its list of reasons not to take it (under 18 years); the leaflet at the same product's /pil address, in the earlier log, gives the hormone-dependent tumour record.",
    },
  ),
  read("zinc", R.zincSulfate220Smpc, {
    ...records("mc-zinc-acute-kidney-injury"),
    note: "Section 4.3: copper deficiency (mc-zinc-copper-deficiency already). Section 4.4: zinc may accumulate in acute renal failure; its lactose warning is not a condition of the catalogue products.",
  }),
  read(
    "milk-thistle",
    {
      title:
        "Superdrug Max Strength Milk Thistle Tablets and other brands: summary of product characteristics, sections 4.3 and 4.4",
      publisher: "UK SmPC, reproduced by medine.co.uk",
      url: "https://medine.co.uk/superdrug-max-strength-milk-thistle-tablets/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3: hypersensitivity to plants of the daisy (Asteraceae/Compositae) family, which mc-milk-thistle-daisy-family-allergy covers from another UK milk thistle SmPC (its wording is read since this round; the address carries a retailer's name, so it is not cited). Section 4.4: active liver disease, recorded as mc-milk-thistle-liver-disease from the Thisilyn SmPC. The text read stops in section 4.4.",
    },
  ),
];
