// The read log of the wfh round: sources of the kinds the herbs' coverage rows lacked, looked for again.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { noUkProduct, notFound, records, ukProductInformation } from "./sources-read-page";
import { REF_WFH as R } from "./references-wfh";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WFH: SourceReadInput[] = [
  ukProductInformation(
    "bromelain",
    R.nexobridLeaflet,
    {
      ...records(
        "mc-bromelain-pineapple-allergy",
        "mc-bromelain-bleeding-disorder",
        "mc-bromelain-peptic-ulcer",
      ),
      note: "NexoBrid, a bromelain-enriched enzyme gel for removing burnt tissue, is the licensed medicine of bromelain (EU-wide, prescription only in the UK). Its leaflet says it must not be used with an allergy to bromelain, pineapples or papain, and to talk to the doctor first with heart disease, diabetes, an active peptic ulcer, vascular disease, implants, problems with bleeding or blood-thinners, lung disease or an allergy to latex, bee stings or olive pollen. Written: the allergy (blocks; papain allergy is not in the dictionary), bleeding problems and an active ulcer (both ask, as the leaflet's words are for a gel absorbed through a burn). Blood-thinners are already met by di-bromelain-anticoagulant. Heart disease, diabetes, vascular disease, implants and lung disease concern the burn treatment, and the cross-allergies are not in the dictionary, so they were not written. The text read stops in section 2.",
    },
    READ_ON,
  ),
  notFound(
    "bromelain",
    "ema",
    "The EPAR summary for the public of NexoBrid came up only at an http address of the EMA and in a copy on imedi.co.uk, whose text stops at how the medicine is used, before its risks. Section 4.5 of the NexoBrid SmPC came up only in other languages and in summaries that are not citable.",
    READ_ON,
  ),
  noUkProduct(
    "kava",
    "No UK kava medicine can exist: the Medicines for Human Use (Kava-kava) (Prohibition) Order 2002 bars the sale, supply and import of unlicensed medicines containing kava (except for external use), and the Kava-kava in Food Regulations 2002 bar it from food, both in force since 13 January 2003, after reports of serious liver damage (as reported by the Food Standards Agency's news item, read in the University of Reading's Food Law News, and by NutraIngredients, which reports the ban upheld in 2006).",
  ),
  noUkProduct(
    "butterbur",
    "The MHRA said in 2012 that no product containing butterbur (Petasites hybridus) is licensed under the Traditional Herbal Registration scheme, asked herbal shops to remove unlicensed butterbur products because of liver toxicity, and advised anyone taking them to stop (read as reported by OTJ Online and the Daily Mail; the MHRA page itself did not come up). mc-butterbur-liver-disease already speaks for the liver.",
  ),
  noUkProduct(
    "evening-primrose-oil",
    "The UK marketing authorisations of the two evening primrose oil medicines, Epogam (eczema) and Efamast (breast pain), both gamolenic acid from evening primrose oil, were withdrawn in October 2002 for lack of evidence of effectiveness (Hansard written answer, 25 February 2003); no traditional herbal registration for it came up. Evening primrose oil medicines named Epogam are licensed elsewhere; read outside the log's kinds: the Swiss patient information of Epogam 1000 (in German: epileptic seizures in single cases with phenothiazines, so care with phenothiazines or epilepsy, speak to the doctor first; that its oil may change how other medicines are absorbed was not written) and section 4.5 of the Italian Epogam SmPC (in Italian: in schizophrenic patients on phenothiazines it could bring out epilepsy), giving di-evening-primrose-oil-phenothiazine and mc-evening-primrose-oil-epilepsy. The German Epogam SmPCs (imedikament.de) came up only to section 4.3 (hypersensitivity).",
  ),
  {
    ingredient: "evening-primrose-oil",
    kind: "ema",
    title: "Evening primrose oil: summary of the HMPC's conclusions on its medicinal uses (EMA/422144/2018)",
    publisher: "European Medicines Agency HMPC, copy at scribd.com",
    url: "https://www.scribd.com/document/577549511/evening-primrose-oil-summary-public-en",
    dateRead: READ_ON,
    outcome: "not-readable",
    note: "The summary (also at an http address of the EMA) says evening primrose oil can be used traditionally to relieve itching in dry skin conditions in adults and adolescents over 12, and that a doctor should be seen if symptoms last longer than 8 weeks; the text available here stops there, before its risks. The draft monograph (imedi.co.uk) stops at its keywords.",
  },
  noUkProduct(
    "ashwagandha",
    "No UK traditional herbal registration or licence for ashwagandha (Withania somnifera) came up: the UK products seen are food supplements, and the Food Standards Agency opened a call for evidence on ashwagandha food supplements in July 2024 for a risk assessment by the Committee on Toxicity (as reported by Leatherhead Food Research and Vitafoods Insights).",
  ),
  notFound(
    "chondroitin",
    "ema",
    "No EMA text on chondroitin came up (it is no herbal substance; its medicines are licensed country by country), only reviews of prescription-grade chondroitin. No licensed UK chondroitin medicine came up either. Read instead, outside the log's kinds: the SmPC (2021, RxReasoner's copy of the text held by Ireland's HPRA) and leaflet (myHealthbox's copy) of Chondromel 400 mg capsules (chondroitin sulfate, IBSA), licensed in Ireland. They give mc-chondroitin-severe-liver-impairment (no experience in liver failure, not recommended; the leaflet says do not use), mc-chondroitin-heart-failure and mc-chondroitin-kidney-failure (very rare oedema or water retention; special attention in kidney failure), and di-chondroitin-antiplatelet (a slight antiplatelet effect seen in rats far above the recommended dose, to be taken into account with platelet antiaggregants; written from 1,201 mg a day). Avoiding it in pregnancy and breastfeeding is already recorded; its sodium content is an excipient and not written.",
    READ_ON,
  ),
  noUkProduct(
    "yohimbe",
    "No licensed UK yohimbine medicine was found. Yohimbine hydrochloride 5 mg tablets are licensed in Austria and Germany (Yocon-Glenwood, SmPCs read in German on info-patient.at and info-patient.de) and in France (Yocoral, SmPC read in French on the French public medicines database): the parts read say they are contraindicated in severe liver or kidney impairment and to be used with caution in mild to moderate impairment, which mc-yohimbe-liver-disease and mc-yohimbe-chronic-kidney-disease already cover; their interaction sections were not in what could be read.",
  ),
  {
    ingredient: "cbd",
    kind: "nhs",
    title:
      "Dronabinol and cannabidiol: Specialist Pharmacy Service medicines page (articles on cannabidiol oil's adverse effects and on cannabis-based medicines' interactions)",
    publisher: "NHS Specialist Pharmacy Service",
    url: "https://www.sps.nhs.uk/medicines/dronabinol-cannabidiol/",
    dateRead: READ_ON,
    outcome: "stated-not-recorded",
    note: "What could be read is the page's list of articles with their opening lines: doctors and pharmacists should be aware of the potential adverse effects of over-the-counter CBD, and there are a number of potential interactions between cannabis-based medicines and other medicines, CBD and THC acting on liver enzymes; no medicine is named in that part. The articles themselves came up only on a staging copy of the SPS site, which is not cited. CBD's named interactions are recorded from Epidyolex's SmPC (di-cbd-clobazam, di-cbd-sodium-valproate, the CYP3A4 and calcineurin-inhibitor records) and its liver caution by mc-cbd-liver-disease.",
  },
  {
    ingredient: "cbd",
    kind: "nhs",
    title: "Cannabinoid (cannabis) oil: information for families",
    publisher: "Great Ormond Street Hospital for Children NHS Foundation Trust",
    url: "https://www.gosh.nhs.uk/conditions-and-treatments/procedures-and-treatments/cannabinoid-cannabis-oil-information-families",
    dateRead: READ_ON,
    outcome: "none-stated",
    note: "The hospital cannot support giving cannabinoid oils (other than prescribed Epidiolex) to children in its care and explains its safeguarding approach to oils by THC content; the part read names no medicine or condition to avoid with CBD.",
  },
  notFound(
    "cbd",
    "nhs",
    "The NHS page on medical cannabis and cannabis oils did not come up at its own address; sites quoting it say CBD and THC can affect how other medicines work and that doctors need to check liver function because CBD can affect how the liver works. The interactions it names in general are met by the records from Epidyolex's SmPC; mc-cbd-liver-disease speaks for the liver.",
    READ_ON,
  ),
  {
    ingredient: "glucosamine",
    kind: "nhs",
    ...R.hweGlucosamineLeaflet,
    dateRead: READ_ON,
    ...records("mc-glucosamine-shellfish-allergy"),
    note: 'People who have seafood allergies or take warfarin should not take glucosamine; ask a pharmacist. "Seafood allergy" was unread; it is now read as fish and shellfish allergies, so the shellfish record (which now cites this leaflet too) blocks. Warfarin is already blocked by di-glucosamine-warfarin. The leaflet also says a 1,500 mg daily dose may be tried and stopped after three months without improvement.',
  },
  {
    ingredient: "chondroitin",
    kind: "nhs",
    ...R.hweGlucosamineLeaflet,
    dateRead: READ_ON,
    outcome: "none-stated",
    note: "The NHS leaflet explains that glucosamine and chondroitin are no longer prescribed (NICE: not to be offered for osteoarthritis); its warnings (seafood allergy, warfarin) are for glucosamine only.",
  },
  {
    ingredient: "flaxseed",
    kind: "nhs",
    title: "Non-fermentable bulking agents (NFBAs): golden or cracked linseeds, patient information",
    publisher: "Cambridge University Hospitals NHS Foundation Trust",
    url: "https://cuh.nhs.uk/patient-information/non-fermentable-bulking-agents-nfbas",
    dateRead: READ_ON,
    outcome: "not-readable",
    note: "The part that could be read says to take each dose of linseed with at least 300 ml of non-caffeinated fluid (or bloating, wind or constipation may increase), not just before bed, and that it is safe long term; it stops in the description of linseeds, before any part on other medicines, so no interaction could be read.",
  },
  noUkProduct(
    "noni",
    "No UK medicine of noni (Morinda citrifolia) came up: in Great Britain noni is a novel food, its juice powder authorised for food supplements up to 6.6 g a day (the Food Standards Agency's register of regulated products), and noni juice was authorised in the EU in 2003 as a novel food ingredient; EFSA's 2006 re-assessment found no convincing evidence that the reported cases of hepatitis were caused by it (EFSA's news release, read on EIN Presswire).",
  ),
  noUkProduct(
    "glucomannan",
    "No UK licence or registration for glucomannan (konjac) came up, only pages on it as a food or supplement: EU and Australian bans of konjac jelly sweets and glucomannan tablets for choking, and Health Canada's natural health product monograph and 2010 advisory (take with at least a full glass of fluid, not just before bed; not with difficulty swallowing; ask first in diabetes, pregnancy or breastfeeding), which mc-glucomannan-swallowing-difficulty, mc-glucomannan-diabetes and the pregnancy and breastfeeding records already cover.",
  ),
];
