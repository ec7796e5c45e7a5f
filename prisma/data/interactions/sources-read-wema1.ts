// The read log of the wema1 round: the EU herbal monographs (HMPC) of thirteen catalogue herbs whose EMA column was
// still "—", looked for again (the monograph, else its assessment report or the EMA's summary for the public). The
// EMA's own PDFs are not readable here and the copies found came up only in their opening pages, so each entry says
// what was found and how far it could be read; no record was written or changed from them.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { hmpcCopy as copy, readPage, type Page } from "./sources-read-page";

const READ_ON = "2026-12-02";
const EMA = "European Medicines Agency";

/** An HMPC text (or the EMA's summary page) whose sections 4.3 to 4.6 the text available here did not reach. */
const unread = (ingredient: string, page: Page, note: string) =>
  readPage(ingredient, "ema", page, { outcome: "not-readable", note }, READ_ON);

export const SOURCES_READ_WEMA1: SourceReadInput[] = [
  unread(
    "garlic",
    {
      title: "Assessment report on Allium sativum L., bulbus (EMA/HMPC/7686/2013, final, 18 July 2017)",
      publisher: copy("docslib.org"),
      url: "https://docslib.org/doc/3676954/assessment-report-on-allium-sativum-l-bulbus-final",
    },
    "Looked for the final EU monograph on garlic (EMA/HMPC/7685/2013) by its wording on contraindications, interactions with anticoagulants and saquinavir, and pregnancy: only the 2016 draft came up (imedi.co.uk and medine.co.uk), stopping at its keywords as logged before. This copy of the final assessment report could be read through its front page (herbal preparations: powder, oily liquid extract and dry extract, for oral use) and its contents list, not its safety chapters. Read beside it, outside the log's kinds: the WHO monograph on Bulbus Allii Sativi for the Newly Independent States (yumpu copy), which says patients on warfarin should be warned that garlic supplements may increase bleeding times (the garlic warfarin record says so) and sees no objection to use in pregnancy and lactation. Nothing new to record.",
  ),
  unread(
    "ginseng",
    {
      title:
        "Assessment report on Panax ginseng C.A. Meyer, radix (EMA/HMPC/321232/2012, final, 25 March 2014)",
      publisher: copy("docslib.org"),
      url: "https://docslib.org/doc/7719173/assessment-report-on-panax-ginseng-c-a-meyer-radix-based-on-article-16d-1-article-16f-and-article-16h-of-directive-2001-83-ec-as-amended-traditional-use",
    },
    "Looked for the final EU monograph on ginseng root (EMA/HMPC/321233/2012) by its interactions wording (warfarin, phenelzine, blood sugar): only the 2013 draft came up again (imedi.co.uk, docplayer.net), stopping at its keywords or section 1. This copy of the final assessment report could be read through its front page (white and red ginseng preparations A to L, their dosage forms and rapporteur), not its chapters on interactions or safety; the draft assessment report on scribd.com likewise. The EMA summary page (ginseng-radix, logged before) came up again, stopping before its risks paragraph: traditional use for tiredness and weakness, adults only, up to 3 months, a doctor if symptoms last longer than 2 weeks. Nothing new to record.",
  ),
  unread(
    "milk-thistle",
    {
      title: "Milk thistle fruit (Silybi mariani fructus): herbal medicine overview",
      publisher: EMA,
      url: "https://www.ema.europa.eu/en/medicines/herbal/silybi-mariani-fructus",
    },
    "The HMPC summary says milk thistle fruit preparations can be used, traditionally, for the relief of digestive disorders, a sensation of fullness and indigestion, and to support liver function after serious conditions have been excluded by a doctor; adults only, and a doctor if symptoms last longer than 2 weeks or get worse. The text available here stops before its risks paragraph. The final monograph was not found in a copy: the 2015 draft (imedi.co.uk, doczz.net) stops at its keywords, the final assessment report (dokumen.tips, 5 June 2018) at its front page, and a healthdocbox.com page titled as the monograph showed only a list of other documents. The existing liver-disease record (it asks) already reflects that serious liver conditions are for a doctor to exclude. Nothing new to record.",
  ),
  unread(
    "saw-palmetto",
    {
      title: "Saw palmetto fruit (Sabalis serrulatae fructus): herbal medicine overview",
      publisher: EMA,
      url: "https://ema.europa.eu/en/medicines/herbal/sabalis-serrulatae-fructus",
    },
    "The HMPC summary says the hexane extract of saw palmetto fruit can be used to treat the symptoms of benign prostatic hyperplasia (well-established use) and the ethanol extract, traditionally, for lower urinary tract symptoms of benign prostatic hyperplasia after serious conditions have been excluded by a doctor; for adult men only, and a doctor if symptoms persist. The text available here stops before its risks paragraph. The EU monograph itself (EMA/HMPC/280079/2013) did not come up; the final assessment report (docslib.org, 24 November 2015) stops at its contents list, the draft assessment report (fdocuments.us) at its front page, and the HMPC's overview of comments on the monograph (fdocuments.net) at its list of commenting organisations. Nothing new to record.",
  ),
  unread(
    "black-cohosh",
    {
      title: "Black cohosh (Cimicifugae rhizoma): herbal medicine overview",
      publisher: EMA,
      url: "https://www.ema.europa.eu/en/medicines/herbal/cimicifugae-rhizoma",
    },
    "The HMPC summary says black cohosh dry extracts can be used to treat menopausal complaints such as hot flushes and excessive sweating (well-established use); in adult women only, a doctor or pharmacist if symptoms continue or worsen, and not for longer than 6 months without consulting a doctor (a duration, not a condition or a medicine). The text available here stops before its risks paragraph. The 2010 monograph came up again (p.pdfkul.com, logged before, and pdf4pro.com), stopping at its keywords; the draft revised assessment report (docslib.org, 18 July 2017) and the 2009 draft assessment report (vdocuments.net) at their front pages. The HMPC's 2006 review of 42 reports of liver injury (the EMEA then advised patients to stop black cohosh and see a doctor at signs of liver injury) was met only in secondary reports (HerbalGram, NutraIngredients, a review in PubMed Central) and in the Irish regulator's notice at an http address; the black cohosh liver records come from UK SmPCs. Nothing new to record.",
  ),
  unread(
    "ginger",
    {
      title:
        "Assessment report on Zingiber officinale Roscoe, rhizoma (EMA/HMPC/577856/2010, final, 27 March 2012)",
      publisher: copy("docslib.org"),
      url: "https://docslib.org/doc/3658336/final-assessment-report-on-zingiber-officinale-roscoe-rhizoma",
    },
    "The copy's text available here stops at its contents list, before its safety chapters. The 2012 monograph (info.5y1.org) and the EMA summary page (zingiberis-rhizoma), both logged before, came up again and stop at section 1 and before the risks paragraph; herbalref.com's reproduction of the assessment report came up only in its introduction. Nothing new to record.",
  ),
  unread(
    "horse-chestnut",
    {
      title: "Horse-chestnut seed (Hippocastani semen): herbal medicine overview",
      publisher: EMA,
      url: "https://ema.europa.eu/en/medicines/herbal/hippocastani-semen",
    },
    "The HMPC summary says horse-chestnut seed extracts can be taken by mouth to treat chronic venous insufficiency (swollen legs, varicose veins, heavy and painful legs, cramps in the calves) and, traditionally, taken by mouth or put on the skin for discomfort and heaviness of the legs from minor vein problems and for bruises. The text available here stops before its risks paragraph (the same page with www showed only its key facts). The 2019 draft revision of the monograph (readkong.com) stops at its history of adoption, and the 2009 assessment report (docslib.org) and the 2009 final monograph (healthdocbox.com, a list of other documents) before any safety section. Nothing new to record.",
  ),
  unread(
    "peppermint-oil",
    {
      title:
        "Assessment report on Mentha x piperita L., folium and aetheroleum (EMA/HMPC/522409/2013, draft revision 1, 15 May 2019)",
      publisher: copy("scribd.com"),
      url: "https://www.scribd.com/document/529718557/Assessment-report-on-Mentha-x-piperita",
    },
    "The copy's text available here stops at its front page (the leaf and oil preparations, including gastro-resistant oral forms of the oil under well-established use). The final revision of January 2020 (docslib.org) and the 2007 monograph and 2008 draft EU list entry (scribd.com, imedi.co.uk), all logged before, came up again only in their openings; the 2008 assessment report on the oil (pdfslide.us) stops at its regulatory overview. The Commission decision of 25 March 2010 that added Mentha x piperita L. to the EU list of traditional herbal substances (EUR-Lex) came up only in its recitals, before the list entry. Nothing new to record.",
  ),
  unread(
    "passionflower",
    {
      title:
        "Passion flower (Passiflora incarnata L., herba): herbal medicine summary for the public (EMA/275240/2014, 20 September 2016)",
      publisher: copy("imedi.co.uk"),
      url: "https://imedi.co.uk/passion-flower",
    },
    "The HMPC's public summary says passion flower preparations can be used, traditionally, for the relief of mild symptoms of mental stress and to aid sleep, in adults and adolescents over 12; the text available here breaks off as it says when to consult a doctor, before its risks paragraph. The EMA's own page (passiflorae-herba) showed only its key facts and document list, and the final assessment report of 25 March 2014 (scribd.com) only its front page and contents. The final monograph of 2014 came up on the site of a passionflower supplement seller (calmomix.com), which may not be cited and stopped at its keywords, and the 2007 monograph on theodora.com only at an http address, read to section 4.2. The passionflower pregnancy, breastfeeding, sedative and alcohol records come from other texts. Nothing new to record.",
  ),
  unread(
    "lavender",
    {
      title:
        "Assessment report on Lavandula angustifolia Miller, aetheroleum and Lavandula angustifolia Miller, flos (EMA/HMPC/143183/2010, final, 27 March 2012)",
      publisher: copy("docslib.org"),
      url: "https://docslib.org/doc/2308220/assessment-report-on-lavandula-angustifolia-miller-aetheroleum-and-lavandula-angustifolia-miller-flos",
    },
    "The copy's text available here stops at its contents list. The 2012 monograph on lavender oil (docplayer.net) and the public summary (imedi.co.uk), both logged before, came up again, stopping at section 1 and before the risks paragraph; the HMPC's overview of comments on the draft monograph (on docslib.org under another title) came up only in its general comments, which name no interaction or condition. The lavender liver, pregnancy and breastfeeding records come from Lasea's product information. Nothing new to record.",
  ),
  unread(
    "dandelion",
    {
      title:
        "Community herbal monograph on Taraxacum officinale Weber ex Wigg., radix cum herba (EMA/HMPC/212895/2008 Corr 1, final)",
      publisher: copy("scribd.com"),
      url: "https://www.scribd.com/document/550382986/Final-Community-Herbal-Monograph-Taraxacum-Officinale-Weber-Ex-Wigg-Radix-Cum-Herba-En",
    },
    "The copy's text available here stops at its keywords (the corrigendum of November 2019 changed only section 2 and its footnotes), before sections 4.3 to 4.6. The 2009 draft (medine.co.uk) stops in section 2, and the final assessment report (docslib.org, logged before, and zanotowane.pl) at its contents list. The UK dandelion SmPC read in earlier rounds holds the contraindications the dandelion records carry. Nothing new to record.",
  ),
  unread(
    "turmeric-curcumin",
    {
      title:
        "Assessment report on Curcuma longa L. (C. domestica Valeton), rhizoma (EMA/HMPC/749518/2016, draft revision, 21 November 2017)",
      publisher: copy("scribd.com"),
      url: "https://ru.scribd.com/document/458961543/draft-assessment-report-curcuma-longa-l-c-domestica-valeton-rhizome-revision-1-en-pdf",
    },
    "The copy's text available here stops at its front page (preparations A to F, for oral use). The final revised assessment report (scribd.com, logged before) and the 2009 assessment report (scribd.com) stop at their contents lists, and a healthdocbox.com page titled as the EU monograph showed only a list of other documents. The EMA summary page on turmeric came up only through a translation service (not cited): traditional use for mild digestive problems such as fullness, slow digestion and flatulence, adults only, a doctor if symptoms last longer than two weeks; it stops before its risks paragraph. Nothing new to record.",
  ),
  unread(
    "cinnamon",
    {
      title:
        "Assessment report on Cinnamomum verum J. S. Presl, cortex and corticis aetheroleum (EMA/HMPC/246773/2009, final, 10 May 2011)",
      publisher: copy("docslib.org"),
      url: "https://docslib.org/doc/11355746/assessment-report-on-cinnamomum-verum-j-s-presl-cortex-and-corticis-aetheroleum",
    },
    "The HMPC's texts found are on Ceylon cinnamon (Cinnamomum verum) bark and bark oil, not the cassia cinnamon (Cinnamomum cassia) of the catalogue's products; no HMPC monograph on cassia bark came up. This copy stops at its contents list; the 2011 final report on dokumen.tips, the 2010 draft pasted into an Opasnet wiki page and the draft monograph on the oil (imedi.co.uk) stop at their front pages. The only EMA text on cassia bark found is the veterinary committee's 2000 summary report on residues of Cinnamomi cassiae cortex in food-producing animals (docslib.org), which concerns neither a human medicine nor an interaction. Nothing new to record.",
  ),
];
