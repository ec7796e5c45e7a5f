// The read log of the wcnd round, on conditions that product information names and the checker could not read
// (conditions-wcnd.ts, medical-contraindications-wcnd.ts): every page read for an ingredient and what came of it,
// including the German leaflets read where no UK text was, which the log's kinds cannot hold and notes name. Pages
// already in an earlier log (the ginger, dandelion, psyllium, horse chestnut and ferrous fumarate SmPCs, the SPS
// turmeric page, the linseed entry) carry this round's record ids there instead.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_WCND } from "./references-wcnd";
import { records, ukProductInformation, type Page } from "./sources-read-page";

const READ_ON = "2026-11-30";
type Outcome = Parameters<typeof ukProductInformation>[2];

/** A UK SmPC or leaflet read on this round's date. */
const read = (ingredient: string, page: Page, outcome: Outcome) =>
  ukProductInformation(ingredient, page, outcome, READ_ON);

/** No UK text found for the ingredient: what was read instead, outside the log's kinds. */
const readInstead = (ingredient: string, note: string): SourceReadInput => ({
  ingredient,
  kind: "uk-product-information",
  dateRead: READ_ON,
  outcome: "not-readable",
  note,
});

export const SOURCES_READ_WCND: SourceReadInput[] = [
  read(
    "peppermint-oil",
    {
      title: "Peppermint Water BP 1973 (THR 01883/0014): patient information leaflet",
      publisher: "electronic medicines compendium (emc)",
      url: "https://www.medicines.org.uk/emc/product/7326/pil",
    },
    {
      outcome: "not-readable",
      note: "The text available here stops at the first line of its 'do not take' list (an allergy to the ingredients or menthol). Read beside it, outside the log's kinds: MedPath's copy of the emc SmPC (section 4.3: obstructions of bile ducts, cholangitis, gallstones and any other biliary diseases; section 4.4: patients with gastro-oesophageal reflux or hiatal hernia sometimes have it worsen and should stop) and myhealthbox.eu's copy of the MHRA leaflet (not with an infection, blockage or inflammation of the bile duct, heartburn or a hiatus hernia), which give mc-peppermint-oil-cholangitis, mc-peppermint-oil-biliary-disease and mc-peppermint-oil-hiatus-hernia; section 4.4's caution with inflamed and ulcerated conditions of the gut gives mc-peppermint-oil-inflammatory-bowel-disease.",
    },
  ),
  read("horse-chestnut", REF_WCND.lifecycleHorseChestnutLeaflet, {
    ...records("mc-horse-chestnut-leg-ulcer"),
    note: "The copy is marked as out-of-date information. Its warning: consult a doctor before starting or continuing it with leg ulcers; tell a doctor about inflamed skin, abnormally hard areas of skin or sudden swelling of one or both legs (a blood clot in the leg has a record; inflamed or hardened skin and a swollen leg are not dictionary conditions).",
  }),
  readInstead(
    "aloe-vera",
    "No UK aloe medicine's product information was found in this round. Read again instead, outside the log's kinds, the German leaflet of Kräuterlax (aloe dry extract, medikamio): it must not be taken with bowel obstruction, a narrowed or slack bowel, inflammatory bowel disease, appendicitis, abdominal pain of unknown cause, severe dehydration with loss of water and salts, in pregnancy or breastfeeding, or under 12. The conditions the dictionary now reads give mc-aloe-vera-appendicitis, mc-aloe-vera-unexplained-abdominal-pain and mc-aloe-vera-dehydration; the rest had records. PharmaWiki's aloe page (Switzerland) lists pregnancy, bowel obstruction, inflammatory bowel disease and under-12s, and low potassium only as a result of long use that strengthens cardiac glycosides, antiarrhythmics and diuretics (records already), not as a condition.",
  ),
  {
    ingredient: "licorice-root",
    kind: "ema",
    title:
      "Community herbal monograph on Glycyrrhiza glabra L. and/or Glycyrrhiza inflata Bat. and/or Glycyrrhiza uralensis Fisch., radix (EMA/HMPC/571119/2010, draft of 12 July 2011)",
    publisher: "European Medicines Agency HMPC, copy at imedi.co.uk",
    url: "https://imedi.co.uk/draft-community-herbal-monograph-on-glycyrrhiza-glabra-l-and-or-glycyrrhiza-inflata-bat-and-or-glycyrrhiza-uralensis-fisch-radix",
    dateRead: READ_ON,
    outcome: "not-readable",
    note: "Looked for to read low blood potassium (hypokalaemia) among liquorice's contraindications: the copy's text available here stops at the keywords, and a Scribd copy of the final monograph at its first page, so no record was written and hypokalaemia is not added to the dictionary. The MSD Manual's UK page, read again, says glycyrrhizin can cause low potassium, a particular problem with heart disease, digoxin or potassium-losing diuretics, which the existing records cover; it does not name low potassium itself as a reason to avoid liquorice. Copies of the German Commission E monograph that list hypokalaemia were found only at http addresses or on unofficial sites.",
  },
  read(
    "magnesium",
    {
      title:
        "Magnesium 4mmol Chewable Tablets (magnesium glycerophosphate): summary of product characteristics",
      publisher: "electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/11577/smpc/print",
    },
    {
      outcome: "not-readable",
      note: "Looked for to read high blood magnesium (hypermagnesaemia) and high blood phosphate among its contraindications: the text available here stops in section 4.2 (monitor serum magnesium, particularly with renal impairment). Medscape UK's monograph of oral magnesium glycerophosphate, read beside it, lists hyperphosphataemia and severe renal impairment as contraindications: the phosphate is the salt's, not recorded for every magnesium (docs/knowledge-base.md, section 2), and severe kidney disease has a record.",
    },
  ),
  read(
    "magnesium",
    {
      title:
        "Milk of Magnesia (magnesium hydroxide): summary of product characteristics, sections 4.4 and 4.5",
      publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
      url: "https://rxreasoner.com/monographs/milk-magnesia/precautions",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.4 names hypermagnesaemia only as what may occur with renal impairment, where a doctor should be consulted (the kidney records cover it), so no condition of high blood magnesium was added: no text read names it as a condition in which magnesium must not be taken. It also says to stop if diarrhoea occurs and to seek advice with persistent abdominal pain when a daily laxative is needed (a laxative's use, not a supplement's). Its section 4.5 names medicines (tetracycline, digoxin, dicoumarol, cimetidine, ibuprofen, penicillamine, bisphosphonates, ketoconazole, salicylates, sodium polystyrene sulphonate), outside this round's scope of conditions and not checked against the records here.",
    },
  ),
];
