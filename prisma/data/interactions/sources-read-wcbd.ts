// The read log of the CBD and psyllium round (drug-interactions-part-32.ts, references-wcbd.ts). The log's kinds
// hold UK, EMA, NHS, ODS and NCCIH addresses only, so the secondary sources the records cite, and what was looked
// for without a usable statement, are told in the entry of the source they stand in for.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, readPage, ukProductInformation } from "./sources-read-page";

export const SOURCES_READ_WCBD: SourceReadInput[] = [
  ukProductInformation(
    "cbd",
    {
      title: "Epidyolex 100 mg/ml oral solution: summary of medicine characteristics",
      publisher: "UK SmPC, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/epidyolex-69530/summary-of-medicine-characteristics",
    },
    {
      outcome: "not-readable",
      note: "Only sections 1 to 4.2 were in what could be read here, as with the emc page and its print view; the Australian consumer leaflet (mydr.com.au) stopped before its list of other medicines too.",
    },
  ),
  notFound(
    "cbd",
    "ema",
    "Section 4.5 of the Epidyolex product information (EMA Annex I, and its copies on Scribd and zivi.be) was not in what could be read here; the US label on openFDA showed only its first sections. The Swiss product information's interactions chapter (ODDB, in German) was read as far as it went: cannabidiol is a substrate of CYP3A4, CYP2C19, UGT1A7, UGT1A9 and UGT2B7 and in vitro inhibits CYP1A2, CYP2B6, CYP2C8, CYP2C9, CYP2C19, UGT1A9 and UGT2B7; its pharmacokinetics can lead to interactions with other antiepileptics (di-cbd-antiepileptic); interactions were studied with clobazam, valproate, stiripentol and everolimus, and the text stops there. Read instead: the Austrian Pharmacists' Journal (ÖAZ) on the BASG warnings with calcineurin and mTOR inhibitors (di-cbd-calcineurin-inhibitor, di-cbd-everolimus, di-cbd-sirolimus; temsirolimus, a hospital infusion, is not in the medicine dictionary, so it has no record); GoodRx's article on Epidiolex interactions (di-cbd-caffeine, di-cbd-bupropion, di-cbd-digoxin; its 'sedatives such as alcohol and benzodiazepines' is di-cbd-sedative and fi-cbd-alcohol, and its valproate and clobazam warnings are di-cbd-sodium-valproate and di-cbd-clobazam); and the Deutsches Apothekenportal on CBD and valproic acid (CYP3A4 inhibitors such as ketoconazole, itraconazole, clarithromycin or ritonavir: di-cbd-ketoconazole, di-cbd-itraconazole, di-cbd-clarithromycin, di-cbd-ritonavir). No text read names the CYP3A4 or CYP2C19 inducers, stiripentol's direction, or the CYP1A2, CYP2B6 or UGT substrates with examples, so those have no record; an RxList summary of the US label naming theophylline, efavirenz, propofol, fenofibrate, gemfibrozil, lamotrigine, morphine, lorazepam and phenytoin was found only on an unofficial mirror and is not cited. The NCCIH page 'Cannabis (Marijuana) and Cannabinoids' did not come up here with its safety section. For CBD with warfarin, what came up were dispensary and retailer pages and a German pharmacy journal summary (Deutsche Apotheker Zeitung, 2020) that speaks of a higher bleeding risk with warfarin in cannabis users, not CBD; no product information, fact sheet or case report stating CBD with warfarin was read, so there is no record.",
  ),
  ukProductInformation(
    "psyllium",
    {
      title: "Fybogel Lemon Granules: summary of product characteristics (print view)",
      publisher: "electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/6716/smpc/print",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.2, as for Fybogel Plain: take the granules at least half an hour to an hour before or after other medicines. That is said of every medicine and the dictionary has no group of all medicines, so it is not a record. The text available here stops before section 4.3, so what section 4.5 says of insulin, diabetes medicines or mesalazine was not read (an old Fybogel SmPC copied on a blog says none known). Read instead: Drugs.com's professional interaction page for psyllium with insulin (Humulin N), rated minor: large doses of soluble fibre may add to the blood-sugar-lowering effect of insulin and oral antidiabetic agents (di-psyllium-blood-glucose-lowering); its advice to take oral medicines 2 hours apart from bulk-forming laxatives concerns every medicine and is not a record either.",
    },
  ),
  ukProductInformation(
    "psyllium",
    {
      title: "Fybogel: summary of medicine characteristics",
      publisher: "UK SmPC, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/fybogel-90721/summary-of-medicine-characteristics",
    },
    {
      outcome: "not-readable",
      note: "Only sections 1 to 4.2 were in what could be read here (the half-hour-to-an-hour gap from other medicines, as above).",
    },
  ),
  readPage(
    "psyllium",
    "nhs",
    {
      title: "Fybogel (ispaghula husk)",
      publisher: "NHS (beta.nhs.uk)",
      url: "https://beta.nhs.uk/medicines/fybogel-ispaghula-husk/",
    },
    {
      outcome: "not-readable",
      note: "Sections 1 to 4 (about Fybogel, key facts, who can take it, how to take it) were read; its section on taking it with other medicines was not in what could be read here.",
    },
  ),
  notFound(
    "kava",
    "nhs",
    "No NHS page on kava came up when kava was looked for with paracetamol and medicines that can harm the liver; the NCCIH kava pages, logged before, name no medicine for the liver. Read instead: Natural Standard's kava monograph (on AARP Medicare Plans, powered by Healthline), which gives a theoretical increased risk of liver damage with drugs that may injure the liver, such as alcohol or acetaminophen, and other theoretical interactions (sedating drugs, dopamine blockers, MAOI antidepressants, blood thinners, diuretics, ACE inhibitors). Not recorded: the page calls the paracetamol risk theoretical, and a scenario written from the NCCIH kava pages expects no alarm for kava with paracetamol; sedating and Parkinson's medicines already have kava records. A hospital's 2007 kava page (St Luke's) naming anticonvulsants, phenothiazines and levodopa was read as a lead only.",
  ),
  notFound(
    "niacin",
    "nih-ods",
    "The ODS niacin fact sheet for health professionals did not come up here with its section on medicines. Looked for niacin with allopurinol, statins, diabetes medicines and alcohol: the Mayo Clinic's niacin interactions page (diabetes medicines and insulin to be monitored closely; blood pressure medicines; bleeding with blood thinners) was found only at an http address, and the other pages that came up were about prescription nicotinic acid for cholesterol or were unsourced summaries, so nothing new is recorded; niacin with statins keeps its record.",
  ),
];
