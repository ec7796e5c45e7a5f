// The read log of the wmhra round: the MHRA's safety communications (Drug Safety Updates, press releases, Current
// Problems in Pharmacovigilance, public assessment reports and statements) looked for, ingredient by ingredient, in the
// stored pages. Few came up at a www.gov.uk address; what came up only as an http page, a web-archive copy or a
// report of the text elsewhere is told in a URL-less entry, and nothing was written from it.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_WMHRA } from "./references-wmhra";
import { notFound, type Page } from "./sources-read-page";

const READ_ON = "2026-12-01";

/** An MHRA page read at its gov.uk address that states no interaction for the ingredient. */
const mhraRead = (ingredient: string, page: Page, note: string): SourceReadInput => ({
  ingredient,
  kind: "bnf-nice-mhra",
  ...page,
  dateRead: READ_ON,
  outcome: "none-stated",
  note,
});

/** Looked for and not found at an MHRA or gov.uk address; what came up instead is in the note. */
const looked = (ingredient: string, note: string) => notFound(ingredient, "bnf-nice-mhra", note, READ_ON);

export const SOURCES_READ_WMHRA: SourceReadInput[] = [
  mhraRead(
    "yohimbe",
    REF_WMHRA.foiYohimbeSynephrine,
    "A count of UK Yellow Card reports since 2011 (6 for yohimbe or yohimbine), with no advice on use, medicines or conditions. The MHRA's own statement that yohimbine and synephrine can affect blood pressure and heart rate was seen only as a consumer magazine's quotation on an unrelated site, not cited; mc-yohimbe-hypertension already fires for high blood pressure.",
  ),
  mhraRead(
    "bitter-orange",
    REF_WMHRA.foiYohimbeSynephrine,
    "A count of UK Yellow Card reports since 2011 (2 for synephrine), with no advice on use, medicines or conditions. mc-bitter-orange-hypertension already fires for high blood pressure.",
  ),
  mhraRead(
    "melatonin",
    REF_WMHRA.foiMelatonin,
    "Counts enquiries to the MHRA about melatonin (3 of 18 asked whether it is a food supplement or a medicine) and gives no safety advice. Read beside it, not cited: a trade press summary (Scrip) of the MHRA asking prescribers to use licensed melatonin (Circadin) rather than imported unlicensed products. The knowledge base already treats melatonin as a prescription medicine.",
  ),
  mhraRead(
    "aloe-vera",
    REF_WMHRA.dsuStimulantLaxatives,
    "Read for oral aloe, a laxative herb: the Drug Safety Update names only bisacodyl, senna and sennosides and sodium picosulfate (pack sizes, no use under 12 without a prescriber, long-term use may be harmful, they do not aid weight loss). It does not name aloe, so nothing was written for it from this text.",
  ),
  looked(
    "echinacea",
    "Looked for the MHRA's 2012 advice that oral echinacea products should not be used in children under 12 (risk of allergic reactions, following the HMPC and the UK Herbal Medicines Advisory Committee): no gov.uk page came up, only news reports of it (GP online, BBC at an http address, HuffPost UK). The checker's health profile is an adult's and the dictionary has no condition for a child's age, so nothing was written; the allergy records (mc-echinacea-allergic-tendency, mc-echinacea-daisy-family-allergy) stand. The general Drug Safety Update of April 2008 ('Herbal medicines: new help available when advising patients about safe use', www.gov.uk) was read and names no catalogue herb.",
  ),
  looked(
    "kava",
    "Looked for the Committee on Safety of Medicines' advice and the 2003 Order prohibiting unlicensed medicines containing kava-kava (liver toxicity: about 70 reports worldwide, 4 deaths, 7 transplants): only an http MHRA page (its title and a line saying the advice applies to all medicinal products for internal use), a copy of the 2002 press release on a Canadian campaign site, Hansard's written answer of 24 July 2002 and news reports came up. They state a ban, not a medicine or condition to avoid; mc-kava-liver-disease already fires for liver disease, cirrhosis, hepatitis and fatty liver, and nothing new was written.",
  ),
  looked(
    "cranberry",
    "Looked for the Committee on Safety of Medicines' articles on cranberry juice and warfarin (Current Problems in Pharmacovigilance 2003 and 2004): neither came up. Seen only in reports of them: limit or avoid cranberry juice (2003, quoted by a diabetes news site at an http address and by a Canadian journal's abstract on ProQuest), and closer INR monitoring for anyone on warfarin who drinks it regularly, with similar caution for other cranberry products (2004, as a US journal letter at an http address summarises it). di-cranberry-warfarin already blocks, citing a GP reference copy of the advice; it stays unverified, as the CSM text itself was not read. A pharmacist may judge whether 'limit or avoid' with closer INR checks calls for blocking or asking.",
  ),
  looked(
    "glucosamine",
    "Looked for the Commission on Human Medicines' report of seven UK cases of a raised INR in people on warfarin who started glucosamine: no MHRA page came up. Seen only in other regulators' reports of it (Singapore's HSA, Saudi FDA) and a copy of an interactions handbook (CHM, 2006). di-glucosamine-warfarin already fires for warfarin in every spelling tried, and the HSA text names no other anticoagulant, so nothing new was written.",
  ),
  looked(
    "biotin",
    "Looked for the Drug Safety Update of June 2023 on biotin and thyroid function tests: the gov.uk page did not come up. NICE's 2023 exceptional surveillance of its thyroid disease guideline (nice.org.uk) describes it: a letter from the British Generic Manufacturers Association, relayed by the Drug Safety Update, said biotin may interfere with thyroid immunoassays and that patients should be asked about biotin before thyroid function tests. mc-biotin-thyroid-disease already cites this NICE page; nothing new was written.",
  ),
  looked(
    "vitamin-d3",
    "Looked for an MHRA text on high-strength vitamin D and hypercalcaemia: none came up. An NHS England case study (overdose of oral vitamin D from too-frequent high-strength doses) says the MHRA was asked to have manufacturers make their information clearer, without an MHRA text; a news page naming retailers' withdrawn products was not trusted. Denosumab Drug Safety Updates (2014 on hypocalcaemia monitoring, 2022 on hypercalcaemia in under-18s) came up only as titles and an e-mail bulletin; calcium and vitamin D are given with denosumab, not a risk with it. Nothing was written.",
  ),
  looked(
    "calcium",
    "Looked for the denosumab Drug Safety Updates (September 2014: monitoring for hypocalcaemia; May 2022: hypercalcaemia in under-18s): only their titles on NHS formulary pages and the MHRA's May 2022 e-mail bulletin (content.govdelivery.com) came up. Calcium and vitamin D are taken with denosumab to prevent low calcium, so no caution follows for a calcium supplement. Nothing was written.",
  ),
  looked(
    "niacin",
    "Looked for the MHRA's action on Tredaptive (nicotinic acid with laropiprant): only reports of its January 2013 Class 2 drug alert recalling all stock, after the EMA found its risks outweighed its benefits (HPS2-THRIVE), came up (NeLM via medworm, prescriber.org.uk). It concerns a withdrawn prescription product, not niacin supplements with a medicine or condition; nothing was written.",
  ),
  looked(
    "turmeric-curcumin",
    "Looked for the MHRA's 2009 warnings on Fortodol and Miradin, turmeric-based food supplements linked to liver damage: the Drug Safety Update 'Herbal products: safety update' (August 2009) came up at gov.uk without www (an address that is not counted as the MHRA's) and names them; news reports of the FSA and MHRA warnings say the products were contaminated with nimesulide, an unlicensed anti-inflammatory drug that harms the liver. The harm came from the adulterant, not turmeric, so nothing was written; mc-turmeric-curcumin-liver-disease stands on its own sources.",
  ),
  looked(
    "garcinia-cambogia",
    "Looked for the Drug Safety Update of July 2009 item 'Hydroxycut range of food supplements: risk of liver damage': only its contents page came up, in document-sharing copies, and news reports of the FSA's warning say the ingredient at fault was not identified. It names no catalogue ingredient; nothing was written. mc-garcinia-cambogia-liver-disease stands on its own sources.",
  ),
  looked(
    "green-tea-extract",
    "Looked for an MHRA text on green tea extract and liver injury: none came up; the Committee on Toxicity's statement on green tea catechins (cot.food.gov.uk) and foreign regulators' warnings did. mc-green-tea-extract-liver-disease already fires; nothing new was written.",
  ),
  looked(
    "cbd",
    "Looked for the MHRA's statement on products containing cannabidiol: it came up at gov.uk without www (an address not counted as the MHRA's), saying CBD products used for medical purposes are medicines; news reports of the 2016 opinion say the same. It concerns regulatory status, not a medicine or condition; nothing was written.",
  ),
  looked(
    "pelargonium",
    "Looked for an MHRA text on pelargonium (Kaloba): only a document-sharing copy of the MHRA public assessment report for Kaloba Syrup (THR 05332/0006) came up, its contents page and lay summary readable, not its product information. Germany's BfArM notice on liver damage came up as a title. Nothing was written.",
  ),
  looked(
    "garlic",
    "Looked for the MHRA's advice on herbal medicines before surgery: seen only in a blog's copy of a former mhra.gov.uk page (garlic, ginseng and ginkgo have been reported to interfere with blood clotting and may increase the risk of bleeding during surgery; tell the doctor before surgery; it may be necessary to stop several weeks before). mc-garlic-upcoming-surgery already fires; nothing new was written.",
  ),
  looked(
    "ginseng",
    "Looked for the MHRA's advice on herbal medicines before surgery: seen only in a blog's copy of a former mhra.gov.uk page naming ginseng with garlic and ginkgo as reported to interfere with blood clotting. mc-ginseng-upcoming-surgery already fires; nothing new was written.",
  ),
  looked(
    "vitamin-a",
    "Looked for an MHRA text on vitamin A supplements in pregnancy: none came up; the UK advice in the stored pages is SACN's and the Committee on Toxicity's (gov.uk, food.gov.uk), already cited. Nothing new was written.",
  ),
  looked(
    "potassium",
    "Looked for an MHRA text on potassium supplements with medicines that raise potassium: only reports of the February 2016 Drug Safety Update on spironolactone with renin-angiotensin system medicines in heart failure came up (prescriber.org.uk; Medsafe's note of it), which concern those medicines together, not a supplement. Nothing was written.",
  ),
  looked(
    "iron",
    "Looked for an MHRA or Current Problems text on iron (accidental overdose in children, or iron with medicines): none came up; US FDA packaging rules and UK SmPCs on emc did (the label warning 'Contains iron. Keep out of the sight and reach of children, as overdose may be fatal', a product matter, not a medicine or condition). Nothing was written.",
  ),
  looked(
    "5-htp",
    "Looked for an MHRA or Committee on Safety of Medicines text on 5-HTP: none came up. What came up concerns L-tryptophan and the eosinophilia-myalgia syndrome (Hansard's written answer of 24 February 1999: the CSM's review, cases thought likely to come from an impurity in one manufacturer's tryptophan; the Committee on Toxicity's 2004 statement), not 5-HTP, so nothing was written for it.",
  ),
  looked(
    "valerian",
    "Looked for an MHRA safety text on valerian: only news of the MHRA granting traditional herbal registrations for valerian oral liquids (no new or unexpected safety concerns arose) came up. The registered products' own SmPCs, logged before, carry the records; nothing new was written.",
  ),
  looked(
    "ashwagandha",
    "Looked for an MHRA text on ashwagandha: none came up. The Food Standards Agency's 2024 call for evidence (reported by food-safety.com and trade press) says no safe level is set in the UK and that thyroid toxicity, hypoglycaemic effects and possible liver toxicity are reported, for a Committee on Toxicity risk assessment not yet read here. Nothing was written from it; the ashwagandha records on thyroid, diabetes and liver stand on their own sources.",
  ),
  looked(
    "glucomannan",
    "Looked for an MHRA text on glucomannan (konjac): none came up; the FSA's 2001 and 2003 warnings on konjac mini-cup jelly sweets (choking in children; konjac banned in jelly confectionery) did, which concern a food, not a supplement with a medicine or condition. Nothing was written.",
  ),
  looked(
    "milk-thistle",
    "Looked for MHRA texts on milk thistle: only document-sharing copies of the MHRA public assessment reports for Lamberts/Natures Best Milk Thistle Tablets (THR 34425/0008) and A.Vogel Milk Thistle Complex (THR 13668/0028) came up, their lay summaries readable. Their SmPCs are the registered products' texts logged before; nothing new was written.",
  ),
  looked(
    "artichoke",
    "Looked for MHRA texts on artichoke: only a document-sharing copy of the MHRA public assessment report for Cypar Artichoke Capsules (THR 29860/0009) came up, its lay summary readable. The registered products' SmPCs, logged before, carry the records; nothing new was written.",
  ),
  looked(
    "chasteberry",
    "Looked for MHRA texts on agnus castus: only a document-sharing copy of the MHRA public assessment report for PremEeze Agnus Castus Capsules (THR 33336/0009) came up, its lay summary readable. The registered products' SmPCs, logged before, carry the records; nothing new was written.",
  ),
  looked(
    "butterbur",
    "Looked for the MHRA's February 2012 warning on butterbur (Petasites hybridus): the mhra.gov.uk page came up only at an http address (quoted on an epilepsy forum). Read in Optometry Today's report of the press release (otjonline.com, outside the log's kinds): unlicensed butterbur products can cause serious liver damage and organ failure; no butterbur product is registered in the UK; the MHRA asked the herbal sector to remove them and advised anyone taking them to stop. mc-butterbur-liver-disease now cites it beside NCCIH; it still asks rather than blocks, and stays unverified, as its advice ('ask your liver specialist') is weaker than the MHRA's 'stop'. Whether it should block is left to a pharmacist. Consumerlab's and Medsafe's notes of the same warning add 40 published cases of liver toxicity, two needing a transplant.",
  ),
  mhraRead(
    "raspberry-ketone",
    REF_WMHRA.dietPills2016,
    "Read for raspberry ketone, sold as a slimming supplement: the press release warns that diet pills bought online may be unauthorised and that some sold as herbal contained sibutramine, and advises looking for a THR or PL number. It names no supplement ingredient, so nothing was written. A blog's account of the FSA's view that raspberry ketone is an unauthorised novel food was not cited.",
  ),
  looked(
    "noni",
    "Looked for an MHRA text on noni (Morinda citrifolia) and the liver: none came up; published case reports of hepatitis, an industry rebuttal and EU food-safety notes did. The noni records stand on their own sources; nothing new was written.",
  ),
  looked(
    "red-clover",
    "Looked for an MHRA text on red clover: none came up, only trade press on a UK trial and consumer pages. Nothing was written.",
  ),
  looked(
    "evening-primrose-oil",
    "Looked for the Medicines Control Agency's 2002 withdrawal of Epogam and Efamast (gamolenic acid from evening primrose oil): Hansard's written answer of 25 February 2003 and Quackwatch's copy of the MCA's questions and answers came up. The licences were withdrawn for lack of proof of effectiveness for eczema and breast pain; the MCA said there was no safety issue and evening primrose oil stays on sale as a supplement. No medicine or condition is named; nothing was written.",
  ),
  looked(
    "kelp",
    "Looked for an MHRA text on kelp and iodine: none came up. The NHS Specialist Pharmacy Service's answer on levothyroxine with sea kelp (quoted on an NHS medicines site: kelp products should be avoided in thyroid disorders, whether or not thyroid treatment is taken), the UK Iodine Group and the British Thyroid Foundation came up; mc-kelp-thyroid-disease and di-kelp-thyroid-hormone already fire for thyroid disease and levothyroxine. Nothing new was written.",
  ),
  looked(
    "spirulina",
    "Looked for an MHRA text on spirulina or blue-green algae (microcystin contamination): none came up; the US FDA's page on blue-green algae products and microcystins did. Nothing was written.",
  ),
  looked(
    "probiotics",
    "Looked for an MHRA text on probiotics in people with weak immunity: none came up. Germany's BfArM Dear Doctor letter (2018) on new contraindications of Saccharomyces boulardii medicines in seriously ill or immunocompromised patients came up as a title, and a UK pharmacists' CPD page listing who needs particular care. mc-probiotics-weakened-immune-system already fires; nothing new was written.",
  ),
  looked(
    "vitamin-k1",
    "Looked for an MHRA text on vitamin K supplements with warfarin: only news of the MHRA's December 2009 public assessment report on warfarin (MIMS: contraindications tightened and the list of interactions updated, without naming them) and Singapore's HSA alert on a vitamin K multivitamin lowering the INR came up. The vitamin K1 records on warfarin stand on their own sources; nothing new was written.",
  ),
  looked(
    "folic-acid",
    "Looked for Drug Safety Updates naming folic acid (valproate, methotrexate): only summaries of the valproate updates came up (pregnancy prevention, two-specialist review, advice for men), none naming folic acid supplements. Nothing was written.",
  ),
  looked(
    "yohimbe",
    "Looked for the MHRA's 2012 warnings on sports supplements: only news reports came up (Nursing in Practice; Hong Kong's anti-doping body). The MHRA asked suppliers to submit products, focusing on those containing ephedrine, synephrine and yohimbine, and said illegal supplements could contain ingredients that cause kidney failure, heart problems or seizures. It names no condition a person has, so nothing was written; yohimbe with heart disease or epilepsy meets no record today (noted for a later round).",
  ),
  looked(
    "bitter-orange",
    "Looked for the MHRA's 2012 warnings on sports supplements: only news reports came up, naming synephrine among the high-risk ingredients and kidney failure, heart problems or seizures among possible harms of illegal products. No condition or medicine is named; nothing was written. mc-bitter-orange-hypertension and mc-bitter-orange-arrhythmia already fire.",
  ),
  looked(
    "vitamin-b6",
    "Looked for an MHRA text on vitamin B6 and peripheral neuropathy: none came up; Australia's TGA (warning above 10 mg a day, limit 100 mg), Singapore's HSA and the Dutch Lareb study did. Nothing was written from them here.",
  ),
  looked(
    "peppermint-oil",
    "Looked for an MHRA safety text on peppermint oil capsules: none came up beyond the product information of the licensed and registered products (the Colpermin SmPC on emc, logged before; a Peppermint Water SmPC came up too). Nothing new was written.",
  ),
  looked(
    "zinc",
    "Looked for an MHRA text on zinc (supplements or zinc-containing denture adhesives and copper deficiency): none came up, only US litigation news and a manufacturer's 2010 withdrawal of zinc from its adhesives. Nothing was written.",
  ),
  looked(
    "psyllium",
    "Looked for an MHRA safety text on ispaghula (choking or obstruction if taken without enough fluid): none came up beyond the Fybogel SmPCs (emc, and RxReasoner's copy citing the MHRA as its source), whose sections are already records. Nothing new was written.",
  ),
  looked(
    "alpha-lipoic-acid",
    "Looked for an MHRA text on alpha-lipoic acid and insulin autoimmune syndrome (hypoglycaemia): none came up; Health Canada's 2016 summary safety review and a review of 37 published cases did. Nothing was written from them here.",
  ),
  looked(
    "coq10",
    "Looked for an MHRA text on coenzyme Q10 with statins: none came up; the NHS Specialist Pharmacy Service's answers (sps.nhs.uk) did, which find too little evidence to recommend it for statin muscle symptoms and name no risk. Nothing was written.",
  ),
  looked(
    "guarana",
    "Looked for an MHRA text on guarana or caffeine in supplements: none came up; the FSA's and Food Standards Scotland's 2024 guidance on caffeine in food supplements did (count guarana's caffeine with coffee, tea and energy drinks; up to 400 mg a day is unlikely to harm adults, 200 mg in pregnancy; effects may be worse with heart disease or high blood pressure). Not an MHRA text; nothing was written from it here.",
  ),
];
