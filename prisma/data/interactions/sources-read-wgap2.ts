// The read log of the wgap2 round.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound } from "./sources-read-page";

const READ_ON = "2026-12-01";

const looked = (ingredient: string, kind: SourceReadInput["kind"], note: string) =>
  notFound(ingredient, kind, note, READ_ON);

export const SOURCES_READ_WGAP2: SourceReadInput[] = [
  looked(
    "red-yeast-rice",
    "bnf-nice-mhra",
    "Looked for red yeast rice with fibrates (gemfibrozil, fenofibrate, bezafibrate, ciprofibrate): no MHRA, BNF or NHS text naming the pair came up, nor an NCCIH page. Read instead, outside the log's kinds: Commission Regulation (EU) 2022/860 on monacolins from red yeast rice (EUR-Lex, its opening read there), whose Annex, read word for word as Food Compliance International reproduces it, makes every red yeast rice supplement carry the warning 'Should not be consumed if you are taking cholesterol-lowering medication': di-red-yeast-rice-lipid-lowering, on the whole group of cholesterol and lipid-lowering medicines, with EFSA's 2018 opinion beside it (monacolin K identical to lovastatin). Not recorded from it: 'Should not be consumed if you are already consuming other products containing red yeast rice' (a limit on the stack's own products, which the daily-amount checks cover), and the warnings for pregnancy, breastfeeding, under-18s and over-70s (left for a condition round). A page of a US red yeast rice site naming fibrates, and a retailer's copy of an A.D.A.M. monograph, were not cited.",
  ),
  looked(
    "st-johns-wort",
    "nih-ods",
    "The ODS has no St John's wort fact sheet; looked here for roflumilast (Daxas), which the dictionary did not read. The EU Daxas product information came up in copies: MIMS Hong Kong, an Italian pharmacy page and RxReasoner's roflumilast page (rxreasoner.com/substances/roflumilast/precautions), which says the enzyme inducer rifampicin cut total PDE4 inhibitory activity by about 60% and that roflumilast treatment is not recommended in patients receiving strong cytochrome P450 enzyme inducers (phenobarbital, carbamazepine and phenytoin named), and that CYP3A4 and CYP1A2 carry out the main step in its breakdown. It does not name St John's wort; Drugs.com's checker does, citing the US Daliresp label. Roflumilast joins the dictionary (medicines/wgap2.ts, in the CYP3A4 and CYP1A2 groups), and di-st-johns-wort-roflumilast blocks as the text's 'not recommended' does, citing beside it Pfizer's US label that counts St John's wort among strong CYP3A inducers and a UK St John's wort SmPC (references-wgap.ts, references-wcond.ts). The emc Daxas SmPC did not come up.",
  ),
  looked(
    "calcium",
    "ema",
    "Looked again for the antacid advice in the product information of ledipasvir with sofosbuvir (Harvoni), sofosbuvir with velpatasvir (Epclusa), rilpivirine (Edurant, Odefsey, Eviplera), dolutegravir with rilpivirine (Juluca) and dabigatran (Pradaxa), for calcium, magnesium and iron alike. The emc Harvoni SmPC and the Edurant, Odefsey and Epclusa leaflets came up only in their opening sections; the 4-hour gap between antacids and ledipasvir or velpatasvir, and the 2 hours before or 4 hours after rilpivirine, were seen only in a Polish pharmacy's summary, the Mayo Clinic's proper-use page, consumer and drug-database pages and an http copy of the EU Edurant SmPC, so no record was written. Each text speaks of antacids raising stomach pH (aluminium or magnesium hydroxide, calcium carbonate), not of calcium, magnesium or iron as such, so a record would reach only antacid forms of calcium and magnesium, never iron or zinc. For Juluca, an http copy of the EU SmPC says calcium supplements, iron supplements or multivitamins should be taken with Juluca and a meal, or at least 6 hours before or 4 hours after it, a longer gap than the 2 hours the integrase-inhibitor records give; a Toronto HIV clinic's table (hivclinic.ca) says the same; neither was cited, as the first is not at an https address and the second is not product information. For dabigatran, the EU Pradaxa SmPC's section 4.5 (an http copy) names only pantoprazole and ranitidine under gastric pH, so nothing was recorded.",
  ),
  looked(
    "goldenseal",
    "nhs",
    "Looked for goldenseal with dextromethorphan: no NHS page came up, and no page read names dextromethorphan. What came up were clinical studies (Gurley and colleagues: goldenseal inhibited CYP2D6 by about 40 to 50% in healthy volunteers, measured with debrisoquine) and summaries of them; the dictionary has no group of medicines broken down by CYP2D6, and the studies name no medicine a person takes, so nothing was recorded.",
  ),
  looked(
    "vitamin-b12",
    "nhs",
    "Looked for nitrous oxide (laughing gas, Entonox) and vitamin B12: no NHS page came up, only news reports of the Association of British Neurologists' guidance (recreational nitrous oxide inactivates vitamin B12 and can damage the spinal cord; treated with B12 injections), a US poison centre's note and blogs. Nitrous oxide is not in the medicine dictionary and no product information was read, so nothing was recorded; the link runs from the gas to the vitamin, which a supplement does not make safe.",
  ),
  looked(
    "beetroot-nitrate",
    "bnf-nice-mhra",
    "Looked for dietary nitrate (beetroot juice) with sildenafil and other PDE5 inhibitors, and with nitrate medicines for angina: the pages that came up concern organic nitrate medicines with PDE5 inhibitors (a contraindication between medicines), or describe dietary nitrate's effect on blood pressure, and none read here says a beetroot or dietary nitrate supplement interacts with either, so nothing was recorded.",
  ),
];
