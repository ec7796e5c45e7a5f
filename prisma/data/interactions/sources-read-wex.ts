// The read log of the wex round (sports and weight-loss ingredients); texts outside the log's kinds are in notes.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, records } from "./sources-read-page";
import { REF_WEX } from "./references-wex";

const READ_ON = "2026-12-01";
const R_NHS_CO_CARELDOPA = REF_WEX.nhsCoCareldopaHowToTake;

const ODS_EXERCISE =
  "The NIH ODS health professional fact sheet 'Dietary Supplements for Exercise and Athletic Performance' was looked for again by title, address and ingredient (as round wods did): it came up only as copies, the opening of the professional sheet on a blog and on an http address and the consumer sheet's opening on docslib.org and wixlib.com, none reaching its section on this ingredient, so that section was not read.";

export const SOURCES_READ_WEX: SourceReadInput[] = [
  notFound(
    "whey-protein",
    "nih-ods",
    `${ODS_EXERCISE} The NHS and Northern Ireland Formulary texts on levodopa with protein were read instead (the nhs entry).`,
    READ_ON,
  ),
  {
    ingredient: "whey-protein",
    kind: "nhs",
    ...R_NHS_CO_CARELDOPA,
    dateRead: READ_ON,
    ...records("di-whey-protein-levodopa"),
    note: "It's best to avoid taking co-careldopa at the same time as meals containing a lot of protein, as protein can reduce the amount the body takes in. Also read, outside the log's kinds: the Northern Ireland Formulary's levodopa prescribing notes (protein may interfere with levodopa absorption), covering co-beneldopa as well. One record on levodopa reaches co-careldopa and co-beneldopa. Other Parkinson's medicines (ropinirole, pramipexole, rasagiline) are not named and have no record. Collagen, also a protein, was not given a record: the texts speak of protein-rich meals, and the catalogue holds collagen as its own ingredient, left for a pharmacist to judge.",
  },
  notFound(
    "arginine",
    "nhs",
    `No NHS page on L-arginine came up (only reviews of 'herbal Viagra' and content sites). Read instead: the Mayo Clinic's expert answer on L-arginine and blood pressure (mayoclinic.org, https), which says L-arginine supplements can interact with some medicines, including nitroglycerin, some high blood pressure medicines and erectile dysfunction medicines, and not to take them after cold sores or genital herpes. This gives di-arginine-pde5-inhibitor (asks) and mc-arginine-herpes-simplex (blocks, the page's 'don't take'); herpes simplex is read since the wcn9 round (conditions-wcn9.ts). Rounds wcn8 and wcn9 found only blogs, supplement sites and a shop's label on arginine with herpes, and nothing on arginine with asthma. Nitroglycerin is di-arginine-nitrate already. 'Some high blood pressure medications' names no group, so no blood-pressure record was written. The Mayo Clinic's arginine interactions page (a long list of groups) came up only at an http address, and pages on other sites (livestrong, content farms) were not used.`,
    READ_ON,
  ),
  notFound(
    "betaine",
    "nih-ods",
    `${ODS_EXERCISE} The Cystadane (betaine anhydrous) SmPC was read again as RxReasoner carries it (MHRA, GB): sections 4.4 and 4.5 advise 30 minutes between betaine and amino acid mixtures or medicines containing vigabatrin and GABA analogues, from in vitro data. This is di-betaine-vigabatrin already; 'GABA analogues' was then left unwritten as a class (gabapentin, pregabalin) for a pharmacist to review, and is written since the p7 round (di-betaine-gabapentinoid, a note).`,
    READ_ON,
  ),
  notFound(
    "citrulline",
    "nih-ods",
    `${ODS_EXERCISE} Pages on L-citrulline with nitrates, PDE5 inhibitors and blood-pressure medicines came up only on content sites without an author or sources (ntro.it.com, medx.it.com, factually.co); none was used, and citrulline has no record from this round. The arginine records are not extended to citrulline.`,
    READ_ON,
  ),
  notFound(
    "beta-alanine",
    "nih-ods",
    `${ODS_EXERCISE} Read instead, outside the log's kinds: the International Society of Sports Nutrition position stand on beta-alanine (2015), seen only through a web aggregator: it appears safe in healthy people at recommended doses and its only reported side effect is tingling (paraesthesia). It names no medicine or condition, so no record.`,
    READ_ON,
  ),
  notFound(
    "green-coffee-extract",
    "bnf-nice-mhra",
    "UK Medicines Information's Medicines Q&A 418.1 'What are the safety concerns surrounding use of green coffee extract for weight loss?' (prepared for NHS healthcare professionals, 2013) came up only at an http copy on studylib.net, whose part read stops at adverse effects (mainly from the caffeine content); it was not cited and gave no record.",
    READ_ON,
  ),
  notFound(
    "whey-protein",
    "nccih",
    "No MSKCC 'About Herbs' monograph came up for whey protein, L-arginine, citrulline, beta-alanine, creatine, tart cherry, tribulus, resveratrol, lycopene or beta-glucan; the search answered with MSKCC patient pages on integrative therapies and an ASCO Post column on creatine in cancer care (MSKCC authors, on efficacy). No NCCIH page on these ingredients came up either.",
    READ_ON,
  ),
  notFound(
    "guar-gum",
    "bnf-nice-mhra",
    "Looked for a BNF or UK product text on guar gum (Guarem granules were once licensed for diabetes): none came up. Read instead, outside the log's kinds: the Drugs.com professional monograph as three sites copy it at https (holevn.org, drugslib.com, institut-der-gesundheit.com; Drugs.com's own page came up only at an http address, with the same words): large amounts (10 g or more a day) may decrease metformin levels and should be avoided, and guar gum may cause gastrointestinal obstruction; Natural Standard's guar gum monograph on a Canadian retailer's wellness library (nutritionhouse.info): with glibenclamide, enhanced glucose lowering and possible hypoglycaemia, a sulfonylurea dose reduction may be required, and a lower peak of penicillin V; a 10-volunteer study abstract (Scilit): guar gum reduced the peak and total absorption of penicillin V, and only the early absorption of digoxin; and Sanomedica's page on guar products (contraindications: dysphagia, stenoses and obstructions of the gastrointestinal tract). These give di-guar-gum-metformin (blocks from 10 g a day, silent below: the text gives no advice for smaller amounts), di-guar-gum-sulfonylurea (asks), di-guar-gum-phenoxymethylpenicillin (asks; amoxicillin and other penicillins are not named), mc-guar-gum-bowel-obstruction and mc-guar-gum-gut-stricture (block). Digoxin is not recorded (total absorption unchanged); acarbose, quinolones, antidiarrhoeals and blood-pressure medicines are theoretical in Natural Standard's words and are not recorded. MedicineNet's guar gum interactions (ethinylestradiol, moderate) are still seen only at an http address.",
    READ_ON,
  ),
  notFound(
    "lycopene",
    "nhs",
    "No NHS page on lycopene supplements came up. Read instead, outside the log's kinds: Natural Standard's lycopene monograph as AARP Medicare Plans carries it (avoid lycopene in people with a known allergy or hypersensitivity to lycopene or tomatoes), which gives mc-lycopene-tomato-allergy (blocks); tomato allergy joins the conditions (conditions-wex.ts). The same advice stands in the Natural Standard text on the Mayo Clinic's old page (http only) and, as 'avoid if hypersensitive to lycopene or to any of its food sources, especially tomatoes', on experts123.com. Its other lines (tomato products may irritate stomach ulcers; bleeding and blood pressure cautions seen only at the http address) are not recorded, and Natural Standard's drug-interaction list on nutritionhouse.info is about tomato foods or theory.",
    READ_ON,
  ),
];
