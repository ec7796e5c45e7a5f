// The read log of the wcn8 round: nutrients and non-herbal supplements with the conditions their own sources name.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, readPage, records } from "./sources-read-page";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WCN8: SourceReadInput[] = [
  notFound(
    "niacin",
    "nccih",
    "No NCCIH page on niacin came up, and no UK SmPC of nicotinic acid tablets came up (Niaspan's Irish SmPC, now withdrawn, came up on myhealthbox without its section 4.3 in what could be read). Read instead the New Zealand APO-Nicotinic Acid data sheet (rxreasoner.com/monographs/apo-nicotinic/precautions): section 4.3 asks for risk/benefit consideration in arterial bleeding, glaucoma, diabetes (large doses may impair glucose tolerance), gout (hyperuricaemia), hepatic disease, hypotension (vasodilation) and peptic ulcer (large doses may activate it); and a Niaspan monograph (oncologynurseadvisor.com) listing active peptic ulcer disease among contraindications. Recorded mc-niacin-peptic-ulcer, mc-niacin-gout and mc-niacin-hypotension as asks (the text is for high-dose nicotinic acid and says risk/benefit). Diabetes was not written: condition records carry no dose, so it would speak for every multivitamin with niacin, and di-niacin-blood-glucose-lowering already asks those on diabetes medicines. Angina: only the US Niaspan label (globalrph.com) asks for caution in unstable angina or the acute phase of a heart attack, so nothing was written. The ODS niacin fact sheet (mdsite.deno.dev copy) came up only with its introduction.",
    READ_ON,
  ),
  notFound(
    "kelp",
    "nccih",
    "No NCCIH or NHS page on kelp supplements came up (only copies of US monographs and a MedlinePlus archive). Read the UK Iodine Group (ukiodine.org/news/article-in-sunday-times-on-iodine-in-seaweed/: kelp and seaweed supplements are not recommended during pregnancy; and, at an http address, ukiodine.org/iodine-supplements/: kelp and seaweed supplements should NOT be taken as an iodine source, particularly by pregnant women), the British Nutrition Foundation (brown seaweed such as kelp not more than once a week, especially in pregnancy or breastfeeding) and the LactMed record on seaweed (themeditary.com copy: some sources recommend against seaweed while breastfeeding). Recorded mc-kelp-pregnancy (blocks: should not be taken) and mc-kelp-breastfeeding (asks: LactMed reports advice against without its own ban). e-lactancia's fucus page (high risk for breastfeeding) was at an http address only.",
    READ_ON,
  ),
  readPage(
    "vitamin-b12",
    "nhs",
    {
      title:
        "Cyanocobalamin (traffic lights): MHRA December 2023, advise patients with known cobalt allergy to be vigilant for sensitivity reactions",
      publisher: "Derbyshire Medicines Management (NHS)",
      url: "https://app.derbyshiremedicinesmanagement.nhs.uk/app/app-medicines-management/traffic-lights/app/app-medicines-management/traffic-lights/show-drug/cyanocobalamin2/",
    },
    {
      ...records("mc-vitamin-b12-cobalt-allergy"),
      note: "The NHS page quotes the MHRA's December 2023 Drug Safety Update on cobalt allergy; the update's own gov.uk page did not come up, and its full text was read in a Hong Kong Drug Office report and an http copy (govwire.co.uk).",
    },
  ),
  notFound(
    "vitamin-b12",
    "nih-ods",
    "The ODS vitamin B12 fact sheet did not come up. Looked for vitamin B12 with Leber's hereditary optic neuropathy and polycythaemia vera: the UK hydroxocobalamin SmPCs on emc (Hydroxocobalamin 1 mg in 1 ml, Cobalin-H) list Leber's optic atrophy among the indications, and the UK cyanocobalamin 50 microgram tablet SmPCs (Cytacon, Glenmark) contraindicate only hypersensitivity. Only a copy of a US consumer monograph of unclear origin (skyclk.com: do not take B12 in Leber disease; B12 treatment can unmask polycythaemia vera) and a supplier page saying the Leber's claim's sources are unclear came up, so nothing was written for either.",
    READ_ON,
  ),
  notFound(
    "selenium",
    "nih-ods",
    "The ODS selenium fact sheet did not come up. Read the Nutritional Prevention of Cancer trial (JNCI 2003, typeset.io abstract: 200 micrograms of selenium a day in 1312 people with previous non-melanoma skin cancer raised the risk of squamous cell carcinoma, HR 1.25, and of all non-melanoma skin cancer, HR 1.17) and its analysis for diabetes (Annals of Internal Medicine 2007, studylib copy: more new type 2 diabetes with selenium). Non-melanoma skin cancer was then read as cancer itself; it is now its own condition, and mc-selenium-non-melanoma-skin-cancer asks from 200 micrograms a day (the trial's abstract, read again on PubMed on 1 December 2026). The diabetes finding concerns new diabetes in people without it, not harm in those who have it. Nothing read names underactive thyroid.",
    READ_ON,
  ),
  notFound(
    "manganese",
    "nih-ods",
    "The ODS manganese fact sheet did not come up with its section on health risks; only a blog (manganese toxicity likely in chronic liver disease, as the liver clears manganese), a Merck Manual page on manganese toxicity and an Institute of Medicine page on manganese excretion in bile came up. Nothing from a source the method names says what people with liver disease should do, so nothing was written.",
    READ_ON,
  ),
  notFound(
    "magnesium",
    "bnf-nice-mhra",
    "No BNF or UK text on oral magnesium in myasthenia gravis came up (the UK Magnaspartate SmPC, already logged, does not name it; only unsourced summaries and a forum quote of a myasthenia.org article: avoid parenteral magnesium, use oral magnesium with caution). Read instead two German SmPCs of oral magnesium at supplement strength on imedikament.de: Magium 5 mmol chewable tablets (121.5 mg magnesium), whose section 4.3 lists myasthenia gravis among the contraindications, and Magnesium beta 10 (243 mg), whose section 4.3 names use in myasthenia gravis. Recorded mc-magnesium-myasthenia-gravis (blocks: a contraindication).",
    READ_ON,
  ),
  notFound(
    "choline",
    "uk-product-information",
    "No licensed UK choline product came up. For trimethylaminuria read a clinical review (Clinical Biochemist Reviews on PubMed Central: TMA is formed in the gut from TMAO and choline; symptoms improve with a diet avoiding precursors), the NHS text on a pharmacy copy (clearchemist.co.uk: trimethylamine is produced particularly when choline-rich foods are digested) and a UCLH choline-restricted diet sheet on scribd. Recorded mc-choline-trimethylaminuria (asks: the texts advise restricting choline, not a ban on supplements).",
    READ_ON,
  ),
  notFound(
    "spirulina",
    "nih-ods",
    "Looked for spirulina with autoimmune disease and multiple sclerosis: no ODS, NCCIH or MSKCC text came up. Read a letter in Advances in Rheumatology (2025, on a library proxy) reviewing five case reports of dermatomyositis or pemphigus starting after spirulina, and unsourced summaries of a US consumer monograph (may make autoimmune diseases more active). Case reports of new disease and copies of an unreadable monograph were not enough for a record; a pharmacist may wish to revisit.",
    READ_ON,
  ),
  notFound(
    "probiotics",
    "nih-ods",
    "Looked for probiotics with short bowel syndrome: the ODS probiotics fact sheet did not come up; only a case report of a synbiotic used to prevent D-lactic acidosis in short bowel syndrome and a review of possible benefits came up, neither naming a harm. Nothing was written.",
    READ_ON,
  ),
  notFound(
    "boron",
    "uk-product-information",
    "No licensed UK boron product and no ODS boron text came up. For kidney disease only an unsourced answer page (boron is cleared by the kidneys, so avoid it in kidney disease), a Pennsylvania fact sheet and toxicology reviews came up. Nothing was written.",
    READ_ON,
  ),
  notFound(
    "l-carnitine",
    "nhs",
    "Looked for L-carnitine with an underactive thyroid and seizures: no NHS, ODS or MSKCC text came up; only blogs and a University of Maryland summary quoted by a lifestyle site (carnitine may block thyroid hormone) and a trial of carnitine in overactive thyroid. Nothing was written.",
    READ_ON,
  ),
  notFound(
    "vitamin-a",
    "nhs",
    "Looked for vitamin A with smoking and retinitis pigmentosa: no NHS or ODS text came up. The CARET trial, as reported by secondary pages, gave beta-carotene with retinyl palmitate to smokers and asbestos workers (more lung cancer); that is the combination, and beta-carotene already holds a smoker record, so nothing was written for vitamin A alone. For retinitis pigmentosa the randomised trial read (Berson 1993, on scilit.com and PubMed) found vitamin A at 15,000 IU a day slowed it, a benefit rather than a harm, so nothing was written for vitamin A; its finding on vitamin E is recorded as mc-vitamin-e-retinitis-pigmentosa (see the vitamin E entry).",
    READ_ON,
  ),
  notFound(
    "5-htp",
    "nih-ods",
    "Looked for 5-HTP with scleroderma: the texts that came up (NEJM 1990, reviews of the eosinophilia-myalgia syndrome) concern scleroderma-like illness from contaminated L-tryptophan, not 5-HTP, so nothing was written; scleroderma stays unread.",
    READ_ON,
  ),
  notFound(
    "chondroitin",
    "nccih",
    "The NCCIH glucosamine and chondroitin page (nccih.nih.gov/health/chondroitin) came up with its introduction only, not its safety section. For prostate cancer read a reader question in Alternative Medicine Alert (reliasmedia.com, 2001: tissue studies link chondroitin sulfate around prostate tumours with spread and recurrence, and the review's authors agree men with prostate cancer should avoid chondroitin until more is known): recorded mc-chondroitin-prostate-cancer, blocking on weak evidence (a pharmacist should review; a 2011 cohort reported on prostate.net found no raised risk of getting prostate cancer, a different question). For asthma only the Review of Natural Products on drugs.com at an http address (chondroitin may exacerbate asthma) came up, so nothing was written. Glutamine with epilepsy and bipolar disorder and CoQ10 with low blood pressure were looked for too: only an http consumer page and copies of a US consumer monograph came up, so nothing was written.",
    READ_ON,
  ),
  notFound(
    "vitamin-e",
    "nccih",
    "No NCCIH, ODS or NHS text on vitamin E in retinitis pigmentosa came up. Read the randomised trial of vitamin A and vitamin E in 601 people with retinitis pigmentosa (Arch Ophthalmol 1993, abstract on scilit.com, metajournal.com and PubMed): 400 IU of vitamin E a day made a large yearly fall in retinal function 42% more likely, and the authors say the results suggest an adverse effect. Written first as an ask (the trial suggests harm; it does not say to avoid vitamin E); on merging, the same pair from round wcn9 blocks on UK charities' advice to avoid vitamin E supplements, and that one record stands.",
    READ_ON,
  ),
];
