// The read log of the wgap round.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

const READ_ON = "2026-12-01";

const looked = (ingredient: string, kind: SourceReadInput["kind"], note: string) =>
  notFound(ingredient, kind, note, READ_ON);

export const SOURCES_READ_WGAP: SourceReadInput[] = [
  looked(
    "flaxseed",
    "nhs",
    "Looked for flaxseed with warfarin: no NHS page came up with it (an NHS-directed search found only naturopathy tables and a journal review), nor an NCCIH page. Read instead, outside the log's kinds: St. Luke's Hospital's A.D.A.M. monograph 'Possible interactions with: Flaxseed' (stlukes-stl.com), which says not to use flaxseed without first talking to a health care provider if taking blood thinning medications (omega-3 fatty acids may increase their effects, naming aspirin and warfarin): di-flaxseed-anticoagulant, di-flaxseed-antiplatelet; and medicines for diabetes, including insulin, only under supervision: di-flaxseed-blood-glucose-lowering. Not recorded from it: oral contraceptives and HRT (flaxseed 'may alter hormonal levels', left for a round that reads the hormone groups), and taking flaxseed 1 hour before or 2 hours after any medicine (no group holds every oral medicine). The Mayo Clinic's flaxseed interactions page says the same of blood thinners and diabetes medicines but was found only at an http address.",
  ),
  looked(
    "niacin",
    "nhs",
    "Looked for niacin with gliclazide and other diabetes medicines: no NHS page on niacin supplements came up (only clinic leaflets, news items and blogs), and the ODS niacin fact sheet again did not come up with its section on medicines. Read instead, outside the log's kinds: Natural Standard's niacin monograph (aarpmedicareplans.com), which says that, based on human study, niacin may increase blood sugar and may require dose adjustments of insulin or prescription diabetes drugs: di-niacin-blood-glucose-lowering. It gives no amount, so the record carries no dose threshold.",
  ),
  looked(
    "magnesium",
    "ema",
    "Looked again for the antacid advice of rilpivirine (Edurant), ledipasvir with sofosbuvir (Harvoni) and dabigatran (Pradaxa). Edurant's emc leaflet stops before its advice on indigestion remedies, and what could be read of medscape.co.uk's rilpivirine page breaks off at 'Indigestion remedies shoul…'; Harvoni came up only as leaflets, a French EU SmPC whose section 4.5 was not in what could be read, and openFDA records without section 7. The separation (antacids 2 hours before or 4 hours after rilpivirine; 4 hours from ledipasvir) was seen only in consumer pages and a PubMed Central review table, and it concerns antacids raising stomach pH, not magnesium supplements as such, so no record was written. For dabigatran, Drugs.com's interaction checker (magnesium oxide with Pradaxa) says an antacid may reduce dabigatran's bioavailability (35% lower exposure in the first 24 hours after surgery, about 11% after) and to give dabigatran at least 2 hours before an antacid, citing the Canadian product information; not recorded, as it rests on a non-UK label, concerns antacids, and the UK texts seen name only pantoprazole's effect.",
  ),
  looked(
    "vitamin-b6",
    "nih-ods",
    "Looked for vitamin B6 with levodopa: the ODS vitamin B6 fact sheet did not come up, only pages quoting it. The Mayo Clinic's levodopa precautions page (mayoclinic.org, Micromedex) says pyridoxine reduces the effect of levodopa taken by itself and that this does not happen with carbidopa and levodopa. Levodopa by itself is not sold in the UK, and the dictionary's levodopa reaches co-careldopa and co-beneldopa, which the text says are not affected, so no record was written.",
  ),
  looked(
    "dandelion",
    "nhs",
    "No NHS page on it came up in NHS-directed searches (newspapers, journal reviews and naturopathy tables only). Looked for dandelion with lithium and ciprofloxacin: the A.D.A.M. monograph 'Possible interactions with: Dandelion' (lithium: animal studies suggest it may worsen lithium's side effects; quinolone antibiotics: do not take at the same time, from a study of Chinese dandelion) was found only at an http address (limamemorial.org), and a Natural Standard copy only on a supplement shop's site, so nothing was recorded until an https copy is read.",
  ),
  looked(
    "yohimbe",
    "nhs",
    "No NHS page on it came up in NHS-directed searches (newspapers, journal reviews and naturopathy tables only). Looked for yohimbe with phenelzine, clonidine and amitriptyline: Memorial Sloan Kettering's yohimbe page came up only at an http address, and the other pages naming MAO inhibitors, tricyclic antidepressants or clonidine were a shop's copy of Natural Standard, a naturopathy site, a magazine column and blogs, so nothing was recorded.",
  ),
  looked(
    "bitter-orange",
    "nhs",
    "No NHS page on it came up in NHS-directed searches (newspapers, journal reviews and naturopathy tables only). Looked again for bitter orange with phenelzine, caffeine and midazolam: the NCCIH text came up only in copies on other sites (avoid with MAO inhibitors, caffeine or other herbs that speed up the heart rate), and otherwise a commercial database's news item and study abstracts, so nothing new was recorded.",
  ),
  looked(
    "saw-palmetto",
    "nhs",
    "No NHS page on it came up in NHS-directed searches (newspapers, journal reviews and naturopathy tables only). Looked for saw palmetto with warfarin and finasteride: the Mayo Clinic's page (bleeding with blood thinners) came up only at an http address, Drugs.com's answer page (two case reports with warfarin; avoid with finasteride unless directed) only at an http address, and the rest were blogs and a pharmacy question page, so nothing was recorded.",
  ),
  looked(
    "fenugreek",
    "nhs",
    "No NHS page on it came up in NHS-directed searches (newspapers, journal reviews and naturopathy tables only). Looked for fenugreek with warfarin and gliclazide: the pages that came up were a supermarket's copy of an Aisle7 monograph (glipizide; coumarin-like substances with heparin), which the method does not cite, and unsourced summaries, so nothing was recorded.",
  ),
  looked(
    "devils-claw",
    "nhs",
    "No NHS page on it came up in NHS-directed searches (newspapers, journal reviews and naturopathy tables only). Looked for devil's claw with warfarin: only a Verywell page (avoid with blood thinners, no source named), a naturopathy table and blogs came up, so nothing was recorded.",
  ),
  looked(
    "bromelain",
    "nhs",
    "No NHS page on it came up in NHS-directed searches (newspapers, journal reviews and naturopathy tables only). Looked for bromelain with amoxicillin: the pages naming it (increased absorption of amoxicillin and tetracycline) were a supplement shop's copy of Natural Standard and unsourced summaries; Memorial Sloan Kettering's bromelain page, already cited for tetracyclines, was not seen naming amoxicillin, so nothing was recorded.",
  ),
  looked(
    "milk-thistle",
    "nhs",
    "No NHS page on it came up in NHS-directed searches (newspapers, journal reviews and naturopathy tables only). Looked for milk thistle with glipizide and metronidazole: the MSD Manual's consumer page says milk thistle may lower blood sugar a little in type 2 diabetes and may raise the levels of some antibiotics, naming none, and the rest were unsourced summaries, so nothing was recorded. Also, for uterine fibroids: looked for again, for uterine fibroids, which the wherbaud round's MSD Manual page names beside the hormone-sensitive cancers and endometriosis: no NHS page and no copy of the MSD page came up, only copies on retail, blog and Q&A sites (not cited). mc-milk-thistle-uterine-fibroids is written from the sentence the wherbaud round quoted from the MSD page (references-wherbaud.ts) and stays unverified until the page is read again.",
  ),
  {
    ingredient: "st-johns-wort",
    kind: "nhs",
    title:
      "Injectable contraception: dosage, efficacy, side effects and drug interactions (Right Decisions, NHS Dumfries and Galloway)",
    publisher: "NHS Scotland Right Decision Service",
    url: "https://rightdecisions.scot.nhs.uk/dgrefhelp-nhs-dumfries-galloway/sexual-health/contraception/injectable-contraception/dosage-efficacy-side-effects-and-drug-interactions",
    dateRead: READ_ON,
    outcome: "none-stated",
    note: "Read for St John's wort with medroxyprogesterone: it says women should be told that the efficacy of progestogen-only injectable contraception (Depo-Provera, Sayana Press) is not reduced by other medicines, including liver enzyme-inducing drugs, and that injection intervals need not change. Pfizer's US pages for depo-subQ provera 104 say to avoid strong CYP3A inducers, naming St John's wort, on theory not confirmed by a study; the UK guidance is followed and no record was written. Medroxyprogesterone tablets (Provera) were not found in any text naming the herb. Beside it, for tofacitinib: Xeljanz's US prescribing information (Pfizer Medical Information) says strong CYP3A4 inducers such as rifampicin lower tofacitinib and are not recommended with it, without naming the herb; di-st-johns-wort-tofacitinib blocks as the label's 'not recommended' does, citing beside it Pfizer's depo-subQ provera 104 page, which counts St John's wort among strong CYP3A inducers, and a UK St John's wort SmPC for the induction. The emc Xeljanz SmPC came up only at an http address.",
  },
  looked(
    "soy-isoflavones",
    "ema",
    "Looked for soya with levothyroxine in levothyroxine product information: what could be read of the Euthyrox texts (Merck's EU text on rxreasoner.com, MIMS Malaysia and Philippines) and of UK levothyroxine SmPC copies (medthority.com) stopped before, or did not include, any line on soya; soya is named only in journal reviews and a copy of a US database, so nothing was recorded.",
  ),
];
