// The read log of the second nutrient SmPC audit (medical-contraindications-wnut2.ts): the UK licensed forms of the
// remaining catalogue nutrients looked for again, each medicine and condition their sections 4.3 to 4.5 name swept
// through the checker. A text already in the log keeps its entry there; only texts new to the log are here. Copies the
// log's kinds do not hold (the UK Slow-K leaflet's transcript on Drugs.com, the Irish Slow-K and Omacor SmPCs and the
// EU Circadin SmPC on RxReasoner) are told in the notes of the entries below, as the records cite them.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-11-30";

export const SOURCES_READ_WNUT2: SourceReadInput[] = [
  ukProductInformation(
    "potassium",
    {
      title: "Sando-K effervescent tablets: patient leaflet, other medicines",
      publisher: "electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/959/xpil/print",
    },
    {
      outcome: "not-readable",
      note: "Looked for again in the audit: the leaflet's list of medicines that may interact with Sando-K was cut off after its heading, and its SmPC (emc product 959, and a medical information site's copy) came up only at sections 4.1 and 4.2. Kay-Cee-L's SmPC was not found, only part of its leaflet on a document-sharing site (it names a severe kidney disorder with little or no urine production, which mc-potassium-chronic-kidney-disease covers). Slow-K was read instead in two copies outside the log's kinds, which the new records cite: its UK leaflet (version 5, transcript on Drugs.com's UK edition), whose 'do not take' list names kidney failure (mc-potassium-chronic-kidney-disease), Addison's disease (mc-potassium-addisons-disease, new) and recent severe burns (not a dictionary condition); and the Irish text of its SmPC (RxReasoner), as the UK SmPC stops part-way through section 4.3 (its first lines match the Irish text). The Irish section 4.3 names hyperkalaemia and marked renal failure (records already), untreated Addison's disease and acute dehydration (mc-potassium-dehydration, new; a pharmacist should confirm the UK text says the same), and potassium-sparing diuretics (di-potassium-potassium-sparing-diuretic). Both new records ask rather than block: Slow-K gives about 315 mg of potassium a tablet, two to twelve a day. Not recorded: hyporeninaemic hypoaldosteronism, hyperkalaemic periodic paralysis and congenital paramyotonia (not dictionary conditions), obstruction of the gut for solid forms and anticholinergics (section 4.4; the ulceration solid potassium chloride tablets can cause), and metabolic acidosis (a choice of salt). Its section 4.5 was not in what could be read.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "nac",
    {
      title:
        "Acetylcysteine 200 mg powder for oral solution (Colonis): summary of product characteristics, sections 4.4 and 4.5",
      publisher: "RxReasoner (copy of the UK SmPC, MHRA)",
      url: "https://rxreasoner.com/monographs/acetylcysteine/precautions",
    },
    {
      outcome: "stated-not-recorded",
      note: "Read for the audit beside NACSYS (whose leaflet and section 4.4 are in the log): asthma (mc-nac-asthma); antitussives not to be given at the same time (di-nac-dextromethorphan, which 'cough suppressants' reaches; codeine linctus reads as codeine, whose record would also reach codeine painkillers, so none is written on codeine, and pholcodine is not in the medicine dictionary); activated charcoal may reduce the effect of acetylcysteine (an effect on the supplement, not a risk, and not a dictionary medicine); interference with salicylate and urine ketone tests (laboratory tests, not recorded). A Spanish acetylcysteine leaflet (oladoctor) also names carbamazepine, whose effect may fall; no UK text read here names it, so no record was written.",
    },
    READ_ON,
  ),
  notFound(
    "omega-3-fish-oil",
    "uk-product-information",
    "Omacor's UK SmPC was looked for in the audit: only its leaflet's opening (emc) came up. The Irish text of the SmPC (RxReasoner) was read instead, outside the log's kinds. Section 4.3: allergy to soya or peanut (the capsules' soya oil, an excipient, not recorded). Section 4.4, each swept: fish allergy (mc-omega-3-fish-oil-fish-allergy), anticoagulants with the 4 g dose (the anticoagulant, warfarin and DOAC records), high risk of haemorrhage from severe trauma or surgery (mc-omega-3-fish-oil-upcoming-surgery; trauma is not a dictionary condition), and limited data in kidney and liver impairment and no experience with fibrates (no risk stated, not recorded). Section 4.5 was not in what could be read.",
  ),
  notFound(
    "melatonin",
    "uk-product-information",
    "Circadin's SmPC (the EU text, on RxReasoner, outside the log's kinds) was read again in the audit as far as the first bullets of section 4.5: autoimmune disease (section 4.4; mc-melatonin-autoimmune-disease), CYP3A induction in vitro (no medicine named), CYP1A metabolism and fluvoxamine (di-melatonin-fluvoxamine). The rest of section 4.5 was not in what could be read here, so its other medicines were not swept from it. Slenyto, Adaflex and Syncrodin were not looked for in the time of the audit.",
  ),
];
