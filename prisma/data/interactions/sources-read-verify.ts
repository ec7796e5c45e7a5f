// The read log of the verification round: records written in early rounds, checked against the text of their
// references (or of a better source, added to the record). The log's kinds hold official addresses only, so the
// non-UK product information and other pages read are told in the note of the entry they stand in for.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, readPage, records, ukProductInformation } from "./sources-read-page";
import { REF, epar as EPAR } from "./references";
import { REF_CONDITIONS as RC } from "./references-conditions";
import { REF_VERIFY } from "./references-verify";
import { REF2 } from "./references-part-2";

const SJW = "st-johns-wort";

export const SOURCES_READ_VERIFY: SourceReadInput[] = [
  readPage(SJW, "nccih", REF2.nccihSjwInteractions, {
    outcome: "records",
    records: [
      "di-st-johns-wort-nifedipine",
      "di-st-johns-wort-verapamil",
      "di-st-johns-wort-fexofenadine",
      "di-st-johns-wort-finasteride",
      "di-st-johns-wort-voriconazole",
      "di-st-johns-wort-sirolimus",
      "di-st-johns-wort-everolimus",
      "di-st-johns-wort-benzodiazepine",
      "di-st-johns-wort-statin",
      "di-st-johns-wort-sulfonylurea",
      "di-st-johns-wort-atorvastatin",
      "di-st-johns-wort-omeprazole",
    ],
    note: "Lists the medicines St John's wort interacts with, in most cases by speeding their breakdown: anti-anxiety drugs, anticoagulants, cancer drugs, statins, diabetes drugs, digoxin, transplant immunosuppressants, antiseizure and HIV drugs, fexofenadine, finasteride, ivabradine, nifedipine, verapamil, omeprazole, oral contraceptives, talinolol, theophylline and voriconazole. The records listed were verified against it; ivabradine and talinolol are not in the dictionary.",
  }),
  readPage(SJW, "ema", EPAR("eliquis", "Eliquis (apixaban)"), {
    outcome: "not-readable",
    note: "The EPAR text did not come up here. Pfizer's Eliquis product information was read in MIMS Indonesia's copy instead (St John's wort among the strong CYP3A4 and P-gp inducers that may lower apixaban levels; use with caution): di-st-johns-wort-apixaban now cites it and is verified. The sentence on treating a clot, in the record before, was not in the text read and was taken out.",
  }),
  readPage(SJW, "ema", EPAR("xarelto", "Xarelto (rivaroxaban)"), {
    outcome: "not-readable",
    note: "The EPAR text did not come up. A Swiss interaction database (opendata.altius-group.ch) says the Swiss Xarelto information asks only for caution with strong CYP3A4 inducers, while the database itself rates St John's wort as contraindicated; the 'avoid unless closely observed' wording of di-st-johns-wort-rivaroxaban was not found in any product text read, so it stays unverified.",
  }),
  readPage(SJW, "ema", EPAR("lixiana", "Lixiana (edoxaban)"), {
    outcome: "not-readable",
    note: "The EPAR text did not come up; only an interaction checker citing the UK SmPC was found. di-st-johns-wort-edoxaban stays unverified.",
  }),
  readPage(SJW, "ema", EPAR("pradaxa", "Pradaxa (dabigatran etexilate)"), {
    outcome: "not-readable",
    note: "The EPAR text did not come up. US label copies say P-gp inducers such as rifampin should generally be avoided but do not name St John's wort, so di-st-johns-wort-dabigatran stays unverified.",
  }),
  readPage(SJW, "ema", EPAR("vfend", "Vfend (voriconazole), sections 4.3 and 4.5"), {
    outcome: "not-readable",
    note: "The EPAR text did not come up. Pfizer's US VFEND label (section 4) was read instead: St John's wort is contraindicated because it is likely to lower voriconazole levels significantly; di-st-johns-wort-voriconazole cites it and is verified. NPS MedicineWise's serotonin syndrome page, read at its http address, lists St John's wort among the medicines not to combine without careful medical supervision: di-st-johns-wort-serotonergic-medicine is verified against it.",
  }),
  ukProductInformation("vitamin-d3", RC.fultiumD3Smpc, {
    ...records("mc-vitamin-d3-severe-kidney-disease", "mc-vitamin-d3-kidney-stones"),
    note: "Sections 4.2 and 4.3: contraindicated in severe renal impairment, nephrolithiasis and nephrocalcinosis. Both records verified; the kidney-stones record stays relative (ask your GP), weaker than the SmPC's contraindication.",
  }),
  readPage("cod-liver-oil", "nhs", REF.royalDevonPregnancyVitamins, {
    ...records("mc-cod-liver-oil-pregnancy"),
    note: "Says vitamin A should not be taken in pregnancy. That cod liver oil is a source of vitamin A is from the Committee on Toxicity's lay summary on vitamin A and maternal health, now also cited.",
  }),
  readPage("licorice-root", "ema", REF.hmpcLiquorice, {
    outcome: "not-readable",
    note: "The HMPC monograph text did not come up here. The meta-analysis cited beside it (J Hum Hypertens 2017) was read in its abstract: regular glycyrrhizic acid raised systolic blood pressure by 5.45 mmHg and lowered plasma potassium, of particular relevance to people with cardiovascular disease. It names no medicine, so di-licorice-root-ramipril, -bendroflumethiazide and -furosemide stay unverified. Read on 30 Nov 2026 for the contraindications the monograph was expected to list: the PDR for Herbal Medicines (a copy at issuhub.com) names chronic hepatitis, cholestatic liver disease, cirrhosis, severe renal insufficiency, diabetes, arrhythmias, hypertension, hypokalaemia and pregnancy, giving mc-licorice-root-hypokalaemia, -cirrhosis, -hepatitis and -primary-biliary-cholangitis; diabetes is not recorded, as no other source read names it.",
  }),
  ukProductInformation("iron", REF.ironSmpc, {
    ...records(
      "di-iron-binds-iron",
      "di-iron-levodopa",
      "di-iron-tetracycline",
      "di-iron-fluoroquinolone",
      "ss-calcium-iron",
      "ss-iron-zinc",
      "ni-calcium-iron",
      "ni-iron-zinc",
    ),
    note: "Read without its www. Section 4.5: separate iron from calcium and magnesium products, quinolones and bisphosphonates by at least 2 hours, from tetracyclines by 2 to 3 hours and from levothyroxine by 2 hours; iron may reduce the absorption of levodopa, co-careldopa and entacapone, penicillamine and mycophenolate, and antagonise methyldopa; avoid dimercaprol. It speaks of iron only, so the calcium, magnesium and zinc records that also cite it were not verified from it.",
  }),
  readPage("folic-acid", "nhs", REF_VERIFY.nhsMethotrexateOtherMedicines, {
    ...records("di-folic-acid-methotrexate"),
    note: "Read without its www. The record's advice was reworded to what the page says; that prescribed folic acid is usually taken on a different day from methotrexate was in hospital and charity pages found only at http addresses, so it was taken out.",
  }),
  ukProductInformation("echinacea", REF_VERIFY.pottersEchinaceaSmpc, {
    ...records("mc-echinacea-daisy-family-allergy"),
    note: "Section 4.3 contraindicates it with allergy to plants of the Asteraceae (Compositae) family; the rest of 4.3 (conditions where its immunostimulating activity rules it out) was cut off in the text read here.",
  }),
  notFound(
    "cranberry",
    "nhs",
    "The current NHS warfarin page did not come up here. An older NHS warfarin page, found only at an http address, says cranberry juice can increase the effect of warfarin and not to drink it regularly; it speaks of juice, not supplements. Pages found at the same time (Pharmacy Times, 2006; a University of Utah pharmacy alert, 2012) say later controlled studies of moderate amounts of juice found no interaction and the US warfarin label dropped the warning, so di-cranberry-warfarin stays unverified.",
  ),
  notFound(
    "psyllium",
    "ema",
    "The HMPC monograph on ispaghula husk and the NHS ispaghula page's section on other medicines did not come up here. MIMS's generic ispaghula monograph says it may delay or reduce the absorption of cardiac glycosides, coumarins, lithium, vitamin B12 and minerals such as calcium, iron and zinc, but gives no time gap, so the psyllium records that advise a 1-hour gap stay unverified.",
  ),
  notFound(
    "ashwagandha",
    "nccih",
    "The NCCIH and ODS ashwagandha pages did not come up here. The FSA's 2024 call for evidence on ashwagandha (food.gov.uk) says reviews associate it with effects on thyroid hormone levels, thyroid toxicity, lowered blood sugar and possible liver toxicity, and that no safe level is set in the UK; it gives no advice for people with those conditions, so the ashwagandha records stay unverified.",
  ),
  notFound(
    "5-htp",
    "nccih",
    "No NCCIH or ODS text on 5-HTP came up. NPS MedicineWise's serotonin syndrome page names tryptophan, not 5-HTP. Tript-OH's Italian product information (see the 5-htp entry in sources-read-nutrients-3.ts) now checks di-5-htp-ssri; it asks only for caution with MAOIs, weaker than di-5-htp-maoi's 'do not take', which stays unverified.",
  ),
];
