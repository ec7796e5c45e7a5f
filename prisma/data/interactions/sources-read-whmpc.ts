// The read log of the round that looked for the EU herbal monographs (HMPC) of the catalogue herbs section by section
// (medical-contraindications-whmpc.ts, references-whmpc.ts), and the UK registered products read beside them. The
// EMA's own PDFs are not readable here; copies elsewhere are logged under "ema" with a publisher that says so
// (scripts/accuracy/knowledge-figures.ts), and each says where the text available here stopped.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import {
  hmpcCopy as copy,
  notFound,
  noUkProduct,
  readPage,
  records,
  ukProductInformation,
  type Page,
} from "./sources-read-page";
import { REF_WHMPC as R } from "./references-whmpc";

const EMA = "European Medicines Agency";

/** An EMA herbal summary page, or a copy of an HMPC document, whose safety sections the text here did not reach. */
function unread(ingredient: string, page: Page, note: string): SourceReadInput {
  return readPage(ingredient, "ema", page, { outcome: "not-readable", note });
}

const GINGER_CONTRAINDICATIONS =
  "Section 4.3: peptic (or gastric) or duodenal ulcer, which mc-ginger-peptic-ulcer covers; obstruction of the bile duct, cholangitis or gall stones. Gallstones have mc-ginger-gallstones, an earlier caution from the NCCIH page that this text has since made a contraindication (it cites this SmPC). Cholangitis is read since the wcnd round: mc-ginger-cholangitis. Section 4.4: ginger may inhibit platelet aggregation and so theoretically raise the risk of bleeding (di-ginger-antiplatelet, a note, as the anticoagulant one); stop at least 2 weeks before elective surgery (mc-ginger-upcoming-surgery); not for children under 12. The text available here stops in section 4.4, before section 4.5.";

export const SOURCES_READ_WHMPC: SourceReadInput[] = [
  // --- Ginger ------------------------------------------------------------------------------------------------
  ukProductInformation("ginger", R.gruenwalderGingerSmpc, {
    ...records("mc-ginger-bile-duct-obstruction", "mc-ginger-cholangitis", "di-ginger-antiplatelet"),
    note: GINGER_CONTRAINDICATIONS,
  }),
  ukProductInformation("ginger", R.hriGingerSmpc, {
    ...records("mc-ginger-bile-duct-obstruction", "mc-ginger-cholangitis", "di-ginger-antiplatelet"),
    note: "The same sections 4.3 and 4.4 as the Gruenwalder text (see that entry), for travel sickness and minor digestive complaints; not recommended under 12. The text available here stops in section 4.4.",
  }),
  ukProductInformation("ginger", R.tradimedGingerSmpc, {
    ...records("mc-ginger-bile-duct-obstruction"),
    note: "Registered for muscle and joint pain: section 4.3 names gastric or duodenal ulcer and obstruction of the bile duct, cholangitis or gall stones; section 4.4 says to see a doctor if joint pain comes with swelling, redness or fever; section 4.2 says not for under-18s; section 4.4 repeats the platelet and surgery warning. The text available here stops before section 4.5.",
  }),
  unread(
    "ginger",
    {
      title: "Ginger (Zingiberis rhizoma): herbal medicine overview",
      publisher: EMA,
      url: "https://ema.europa.eu/en/medicines/herbal/zingiberis-rhizoma",
    },
    "The HMPC summary says ginger can be used by adults to prevent the nausea and vomiting of motion sickness (well-established use) and, traditionally, for mild stomach complaints in adults and motion sickness from age 6. The text available here stops before its risks paragraph.",
  ),
  unread(
    "ginger",
    {
      title:
        "Community herbal monograph on Zingiber officinale Roscoe, rhizoma (EMA/HMPC/749154/2010, final, 27 March 2012)",
      publisher: copy("info.5y1.org"),
      url: "https://info.5y1.org/ginger-root-and-ed_1_96f0cc.html",
    },
    "The copy's text available here stops at section 1 (name of the medicinal product), before sections 4.3 to 4.6. Read beside it, outside the log's kinds: the Austrian SmPC of Zintona (ginger powder capsules, info-patient.at, in German), whose section 4.4 allows use with gallstones only after consulting a doctor (as mc-ginger-gallstones says) and whose section 4.5 calls a longer bleeding time with coumarin anticoagulants such as warfarin controversial and knows no other interaction (di-ginger-anticoagulant covers it); it is indicated for nausea in early pregnancy, while PTA-Forum's check of German ginger products says the makers advise avoiding it in pregnancy and breastfeeding for lack of experience, so no pregnancy record is written on this conflict.",
  ),
  // --- Hawthorn ----------------------------------------------------------------------------------------------
  unread(
    "hawthorn",
    {
      title: "Hawthorn leaf and flower (Crataegi folium cum flore): herbal medicine overview",
      publisher: EMA,
      url: "https://ema.europa.eu/en/medicines/herbal/crataegi-folium-cum-flore",
    },
    "The HMPC summary says hawthorn leaf and flower can be used, traditionally, for temporary heart complaints related to nervousness such as palpitations once a doctor has excluded serious conditions, and for mild stress and sleep. The text available here stops before its risks paragraph. No UK registered hawthorn product came up. Read beside it, outside the log's kinds, German hawthorn product information: an older Crataegutt 80 mg leaflet (studylibde copy) knows no interactions and no sign of risk in pregnancy or breastfeeding, and the Crataegutt Herz-Kreislauf-Tropfen Fachinformation (imedikament.de, a traditional registration) names only hypersensitivity in section 4.3 and advises against use under 18, its text stopping in section 4.4. Neither adds a record; the existing hawthorn records (heart medicines, cardiac glycosides, nitrates, heart failure) come from other sources.",
  ),
  unread(
    "hawthorn",
    {
      title:
        "Assessment report on Crataegus spp., folium cum flore (EMA/HMPC/159076/2014, final, 5 April 2016)",
      publisher: copy("pdfslide.us"),
      url: "https://pdfslide.us/documents/assessment-report-on-crataegus-spp-folium-cum-flore-assessment-report-on-crataegus.html",
    },
    "The copy's text available here stops at its front page, before the interactions chapter.",
  ),
  // --- Aloe --------------------------------------------------------------------------------------------------
  unread(
    "aloe-vera",
    {
      title: "Aloes (Aloes folii succus siccatus): herbal medicine overview",
      publisher: EMA,
      url: "https://www.ema.europa.eu/en/medicines/herbal/aloes-folii-succus-siccatus",
    },
    "The HMPC summary covers the dried leaf juice (aloes, an anthranoid laxative), not the inner-leaf gel of the catalogue's aloe vera products: short-term use for occasional constipation, adults and adolescents over 12 only, for no longer than a week. The text available here stops before its risks paragraph.",
  ),
  unread(
    "aloe-vera",
    {
      title:
        "Draft Community herbal monograph on Barbados aloes (Aloe barbadensis) and Cape aloes (Aloe capensis) (EMEA/HMPC/76310/2006, 9 March 2006)",
      publisher: copy("imedi.co.uk"),
      url: "https://imedi.co.uk/draft-community-herbal-monograph-on-barbados-aloes-aloe-barbadensis-and-cape-aloes-aloe-capensis/summary",
    },
    "The copy's text available here stops in section 2 (composition), before sections 4.3 to 4.6. Read instead, outside the log's kinds, the current German leaflet of Kräuterlax, an aloe dry extract laxative that follows the EU monograph (medikamio): not with bowel obstruction, a narrowed or slack bowel, inflammatory bowel disease, appendicitis, abdominal pain of unknown cause, severe dehydration, in pregnancy or breastfeeding, or under 12; talk to a doctor first with cardiac glycosides, antiarrhythmics, quinidine, QT-prolonging medicines, diuretics, corticosteroids or liquorice root. With PharmaWiki's aloe page (long use loses potassium, strengthening cardiac glycosides and antiarrhythmics) it gives di-aloe-vera-cardiac-glycoside, di-aloe-vera-antiarrhythmic, di-aloe-vera-corticosteroid, ss-aloe-vera-licorice-root and mc-aloe-vera-bowel-obstruction, -gut-stricture, -megacolon, -inflammatory-bowel-disease, -pregnancy and -breastfeeding. Appendicitis, abdominal pain of unknown cause and dehydration give mc-aloe-vera-appendicitis, -unexplained-abdominal-pain and -dehydration since the wcnd round. Not recorded: quinidine is not a dictionary medicine, the dictionary has no QT-prolonging group, and diuretics as a whole would take in the potassium-sparing ones (the loop and thiazide records stand).",
  ),
  // --- Milk thistle ------------------------------------------------------------------------------------------
  ukProductInformation(
    "milk-thistle",
    {
      title: "Silygalon Milk Thistle capsules: summary of product characteristics, sections 4.3 and 4.4",
      publisher: "UK SmPC, reproduced by medine.co.uk",
      url: "https://medine.co.uk/silygalon-milk-thistle-capsules/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3: allergy to milk thistle or the Asteraceae (Compositae) family, which mc-milk-thistle-daisy-family-allergy covers. Section 4.4: people with active liver disease should consult their doctor first, left unwritten for the reason the Thisilyn entry gives; milk thistle may alter the way certain drugs are broken down by the liver, pointing to section 4.5, which the text available here does not reach; not for under-18s.",
    },
  ),
  unread(
    "milk-thistle",
    {
      title:
        "Draft European Union herbal monograph on Silybum marianum (L.) Gaertn., fructus (EMA/HMPC/294187/2013, 7 July 2015)",
      publisher: copy("imedi.co.uk"),
      url: "https://imedi.co.uk/draft-european-union-herbal-monograph-on-silybum-marianum-l-gaertn-fructus/summary",
    },
    "The copy's text available here stops at its keywords, before the clinical sections. The final assessment report (EMA/HMPC/294188/2013, 5 June 2018) came up on dokumen.tips, stopping at its front page. Read beside them, outside the log's kinds: PTA-Forum's check of German silymarin medicines (amiodarone's antiarrhythmic effect may be strengthened, as di-milk-thistle-amiodarone says; not in pregnancy or breastfeeding for lack of studies, as the existing records say) and the Swiss information for professionals of Legalon, read on a Swiss pharmacy shop's page and so not cited (no known contraindications or interactions; caution and strict indication in pregnancy).",
  ),
  // --- Black cohosh ------------------------------------------------------------------------------------------
  ukProductInformation(
    "black-cohosh",
    {
      title:
        "Menopret film-coated tablets (black cohosh): summary of product characteristics, sections 4.1 to 4.3",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/menopret-film-coated-tablets/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "Already covered by the black cohosh records cited to other UK SmPCs: women of childbearing potential should use effective contraception (mc-black-cohosh-trying-to-conceive covers trying for a baby); and, each reached when typed as this text words it, not to be used with hepatic or renal impairment (mc-black-cohosh-liver-disease, mc-black-cohosh-chronic-kidney-disease); contraindicated with an oestrogen-dependent tumour or a history of one (mc-black-cohosh-hormone-sensitive-cancer) and with current or previous liver disease. The text available here stops in section 4.3.",
    },
  ),
  unread(
    "black-cohosh",
    {
      title:
        "Community herbal monograph on Cimicifuga racemosa (L.) Nutt., rhizoma (EMA/HMPC/600717/2007 Corr. 1, final, 25 November 2010)",
      publisher: copy("p.pdfkul.com"),
      url: "https://p.pdfkul.com/community-herbal-monograph-on-cimicifuga-racemosa-european-_5b3e6c34097c47767d8b456a.html",
    },
    "The copy's text available here stops at its keywords, before sections 4.3 to 4.6. The final assessment report (EMA/HMPC/48744/2017, 27 March 2018) came up on docslib, stopping at its contents list.",
  ),
  // --- Feverfew ----------------------------------------------------------------------------------------------
  ukProductInformation(
    "feverfew",
    {
      title: "MigraEeze Feverfew Tablets: summary of product characteristics, sections 4.3 and 4.4",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/migraeeze-feverfew-tablets/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3: allergy to feverfew or other Asteraceae (Compositae), which mc-feverfew-daisy-family-allergy covers. Section 4.4: migraine should have been diagnosed by a doctor; long-term users who stop suddenly may get withdrawal symptoms (rebound headaches, anxiety, poor sleep, stiffness, joint pain) and should ask before stopping — not a condition or a medicine; not for under-18s. The text available here stops in section 4.4, at a sentence on in vitro studies.",
    },
  ),
  unread(
    "feverfew",
    {
      title:
        "Community herbal monograph on Tanacetum parthenium (L.) Schulz Bip., herba (EMA/HMPC/587578/2009, final, 25 November 2010)",
      publisher: copy("p.pdfdokument.com"),
      url: "https://p.pdfdokument.com/l-schulz-bip-herba-european-medicines-agency-europa-eu_59f8466b1723dd21fbf2dcb7.html",
    },
    "The copy's text available here stops at its keywords. A copy on theodora.com, found only at an http address and so not cited, was read to section 4.3: hypersensitivity to the active substance and other plants of the Asteraceae (Compositae) family (mc-feverfew-daisy-family-allergy), and not recommended under 18; it stops at the heading of section 4.4.",
  ),
  // --- Flaxseed (linseed) --------------------------------------------------------------------------------------
  unread(
    "flaxseed",
    {
      title:
        "Draft entry to the list of herbal substances for traditional herbal medicinal products: linseed (Linum, semen) (EMEA/HMPC/340854/2005, 24 October 2005)",
      publisher: copy("studylib.net"),
      url: "https://studylib.net/doc/18350117/entry-to-list-of-herbal-substances--prep--combinations-th...",
    },
    "The copy's text available here stops at its herbal preparations, before the safety sections; a page titled as the EU herbal monograph on Linum usitatissimum L., semen (healthdocbox.com) showed only a list of other documents, and the theodora.com copy of the monograph is at an http address. See the entry below for the German product information read instead.",
  ),
  noUkProduct(
    "flaxseed",
    "No UK registered linseed medicine came up when looked for (only the EMA's summary, Canadian and German pages). Read instead, outside the log's kinds, German product information of linseed medicines that follows the EU monograph: the Gold Leinsamen leaflet (medikamio, in German) says not to take it with a threatened or existing bowel obstruction, retained stool, unexplained abdominal pain, nausea or vomiting unless prescribed, a sudden change in bowel habit lasting over two weeks, rectal bleeding, failure to pass stool after a laxative, or difficulty swallowing, which gives mc-flaxseed-bowel-obstruction, -faecal-impaction, -change-in-bowel-habit, -rectal-bleeding and -swallowing-difficulty (abdominal pain gives mc-flaxseed-unexplained-abdominal-pain since the wcnd round; a laxative's failure, nausea and vomiting are not dictionary conditions). The Magenschutz Leinsamen Fachinformation (imedikament.de, German SmPC, section 4.2) says to take the mucilage at least half an hour to an hour before or after other medicines: a rule for every medicine, which no record can hold, and about the seed, not flaxseed oil. The Darmaktiv Leinsamen leaflet adds disturbed water and electrolyte balance.",
  ),
  // --- Lavender ---------------------------------------------------------------------------------------------
  unread(
    "lavender",
    {
      title:
        "Community herbal monograph on Lavandula angustifolia Miller, aetheroleum (EMA/HMPC/143181/2010, final, 27 March 2012)",
      publisher: copy("docplayer.net"),
      url: "https://docplayer.net/amp/20693727-community-herbal-monograph-on-lavandula-angustifolia-miller-aetheroleum.html",
    },
    "The copy's text available here stops at section 1, before sections 4.3 to 4.6. Read instead, outside the log's kinds, the product information of Lasea (Silexan, 80 mg lavender oil capsules, the form of the catalogue's oral lavender): its Swiss information for professionals (ch.oddb.org, in German) says it must not be used with impaired liver function (hepatic insufficiency), which gives mc-lavender-liver-disease, and that linalool exposure rises with severe kidney impairment without clinical relevance (not recorded); its German Fachinformation (imedikament.de) names hypersensitivity and under-18s in section 4.3, hereditary fructose intolerance (an excipient, not recorded) in 4.4 and no known interactions in 4.5, and its section 4.6 breaks off as it begins to advise against use in pregnancy; PTA-Forum's summary of it says the maker advises against use in pregnancy and breastfeeding, which gives mc-lavender-pregnancy and mc-lavender-breastfeeding.",
  ),
  unread(
    "lavender",
    {
      title:
        "Lavender oil (Lavandula angustifolia Mill., aetheroleum): herbal medicine summary for the public (EMA/HMPC/530968/2012, 12 July 2013)",
      publisher: copy("imedi.co.uk"),
      url: "https://imedi.co.uk/lavender-oil/summary",
    },
    "The HMPC's public summary says lavender oil can be used, traditionally, for mild symptoms of mental stress and exhaustion and to aid sleep, in adults and children over 12. The text available here stops before its risks paragraph.",
  ),
  // --- Passionflower ---------------------------------------------------------------------------------------
  notFound(
    "passionflower",
    "uk-product-information",
    "Section 4.6 of the UK passionflower registrations was not reached in the texts logged earlier, and the EU monograph was not found in a readable copy. Read instead, outside the log's kinds, two German summaries of the German passionflower medicines' product information: Stiftung Warentest (test.de) says too little is known about their risks in pregnancy and breastfeeding, so to be safe they should not be used, which gives mc-passionflower-pregnancy and mc-passionflower-breastfeeding; PTA-Forum's OTC check (2022) says not under 12, it may impair driving, there are not enough data with kidney or liver insufficiency (a lack of data, not a warning, so not recorded), alcohol may add to its effect and is to be avoided (fi-passionflower-alcohol), and synthetic sedatives such as benzodiazepines are not to be taken with it unless a doctor says so (di-passionflower-benzodiazepine, di-passionflower-sedative); its pregnancy paragraph breaks off in the text here.",
  ),
  // --- Dandelion ----------------------------------------------------------------------------------------------
  unread(
    "dandelion",
    {
      title:
        "Assessment report on Taraxacum officinale Weber ex Wigg., radix cum herba (EMA/HMPC/212897/2008, final, 12 November 2009)",
      publisher: copy("docslib.org"),
      url: "https://docslib.org/doc/4961314/list-item-final-assessment-report-on-taraxacum-officinale-weber-ex-wigg-radix-cum-herba",
    },
    "The copy's text available here stops at its contents list. The UK dandelion SmPC logged earlier (imedi.co.uk, Nature's Garden and sister brands) was read again: section 4.3 names obstruction of the biliary or intestinal tract, liver disease, cholangitis, gallstones and active peptic ulcer; the intestinal one had no record and now gives mc-dandelion-bowel-obstruction, citing that SmPC.",
  ),
  // --- Sage -------------------------------------------------------------------------------------------------
  readPage(
    "sage",
    "ema",
    {
      title:
        "Draft public statement on Salvia officinalis L., aetheroleum (EMA/HMPC/41843/2009, 12 November 2009)",
      publisher: copy("imedi.co.uk"),
      url: "https://imedi.co.uk/draft-public-statement-on-salvia-officinalis-l-aetheroleum/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "The HMPC's statement on sage essential oil, read to its conclusions: the oil is high in thujone, which is toxic and may cause seizures at high doses (animal studies, case reports); single-ingredient oil products risk exceeding the maximum daily thujone intake, and the sage leaf monograph limits thujone to 5.0 mg a day for at most 2 weeks. Not recorded: it concerns the oil rather than the leaf the catalogue's sage products hold, names no medicine or condition, and the dictionary cannot express a thujone limit. The EU monograph on sage leaf itself (EMA/HMPC/277152/2015, the 2016 draft revision on medine.co.uk) stops at its keywords here.",
    },
  ),
  // --- Agnus castus ---------------------------------------------------------------------------------------------
  unread(
    "chasteberry",
    {
      title:
        "Assessment report on Vitex agnus-castus L., fructus (EMA/HMPC/144003/2009, final, 25 November 2010)",
      publisher: copy("studyres.com"),
      url: "https://studyres.com/doc/7847522/assessment-report-on-vitex-agnus-castus-l.--fructus",
    },
    "The copy's text available here stops at its front page; the 2018 revised assessment report (EMA/HMPC/606741/2018, vdocuments.mx) likewise. A copy of the EU monograph on theodora.com, at an http address and so not cited, was read to section 4.1 (premenstrual syndrome). The UK agnus castus SmPCs and leaflets logged earlier hold what the records say.",
  ),
  // --- Elderberry -------------------------------------------------------------------------------------------
  readPage(
    "elderberry",
    "ema",
    {
      title:
        "Overview of comments received on the public statement on Sambucus nigra L., fructus (EMA/HMPC/551899/2013, 28 January 2014)",
      publisher: copy("docslib.org"),
      url: "https://docslib.org/doc/4047299/overview-of-comments-received-on-public-statement-on-sambucus-nigra-l-fructus-ema-hmpc-44208-2012",
    },
    {
      outcome: "none-stated",
      note: "The HMPC's answer to the comments on its public statement (EMA/HMPC/44208/2012) keeps its conclusion that the information available on elderberry does not fulfil the criteria for a Community herbal monograph, so there are no monograph sections 4.3 to 4.6 to read; the part read names no medicine or condition. The final assessment report (28 January 2014) came up on vdocuments.mx and healthdocbox.com, stopping at its contents list.",
    },
  ),
  // --- Others: copies found, safety sections not reached -----------------------------------------------------
  unread(
    "garlic",
    {
      title:
        "Draft European Union herbal monograph on Allium sativum L., bulbus (EMA/HMPC/7685/2013, 12 July 2016)",
      publisher: copy("medine.co.uk"),
      url: "https://medine.co.uk/draft-european-union-herbal-monograph-on-allium-sativum-l-bulbus",
    },
    "The copy's text available here stops at its keywords, before sections 4.3 to 4.6. Read beside it, outside the log's kinds: the 2003 German Fachinformation of Knoblauch Kapseln (imedikament.de), which contraindicates it with bleeding disorders (mc-garlic-bleeding-disorder) and says it may strengthen anticoagulants (the garlic warfarin, DOAC and antiplatelet records), and which advises against use in pregnancy and breastfeeding for lack of studies while noting no sign of risk from garlic as a food; the WHO monograph read here sees no objection in pregnancy and lactation, so no pregnancy record is written on this conflict. A German pharmacy news report (apotheke-adhoc.de) says the BfArM made garlic leaflets warn that saquinavir levels may fall, which di-garlic-saquinavir says.",
  ),
  unread(
    "ginseng",
    {
      title:
        "Community herbal monograph on Panax ginseng C.A. Meyer, radix (EMA/HMPC/321233/2012, draft, 12 March 2013)",
      publisher: copy("docplayer.net"),
      url: "https://docplayer.net/amp/21525902-community-herbal-monograph-on-panax-ginseng-c-a-meyer-radix.html",
    },
    "The copy's text available here stops at section 1, before sections 4.3 to 4.6. Read beside it, outside the log's kinds: the German leaflet of alsi Ginseng pur (medikamio), which says ginseng may weaken coumarin anticoagulants (phenprocoumon, warfarin) and may lower blood sugar, with its effect on diabetes medicines unclear; di-ginseng-vitamin-k-antagonist, di-ginseng-warfarin and di-ginseng-blood-glucose-lowering already say so.",
  ),
  unread(
    "turmeric-curcumin",
    {
      title:
        "Assessment report on Curcuma longa L., rhizoma (EMA/HMPC/749518/2016, final, 25 September 2018)",
      publisher: copy("scribd.com"),
      url: "https://scribd.com/document/495153496/Final-Assessment-Report-Curcuma-Longa-l-Rhizoma-Revision-1-En",
    },
    "The copy's text available here stops at its contents list. A page titled as the EU herbal monograph on Curcuma longa (healthdocbox.com) showed only a list of other documents.",
  ),
  unread(
    "peppermint-oil",
    {
      title:
        "Assessment report on Mentha x piperita L., folium and aetheroleum (EMA/HMPC/522409/2013, final revision 1, 15 January 2020)",
      publisher: copy("docslib.org"),
      url: "https://docslib.org/doc/2230261/assessment-report-on-mentha-x-piperita-l-folium-and-aetheroleum",
    },
    "The copy's text available here stops at its front page (the preparations and forms covered), before the interactions chapter. Read instead, beside it: the UK SmPC and leaflet of Peppermint Water BP 1973 (a registered peppermint oil medicine), in copies outside the log's kinds — MedPath's copy of the emc SmPC (section 4.3: obstructions of bile ducts, cholangitis, gallstones and other biliary diseases; section 4.4: reflux or hiatal hernia may get worse) and myhealthbox.eu's copy of the MHRA leaflet (do not take under 12, with bile duct problems, heartburn or hiatus hernia, or an ulcer in the mouth, stomach or gut; not recommended in pregnancy and breastfeeding). They give mc-peppermint-oil-gallstones, -bile-duct-obstruction, -peptic-ulcer and -breastfeeding; reflux and pregnancy have records already, hiatus hernia, cholangitis and any other biliary disease give mc-peppermint-oil-hiatus-hernia, -cholangitis and -biliary-disease since the wcnd round. Buscomint's UK SmPC (MedPath and medthority copies) stops at section 4.2.",
  ),
];
