// The read log of the wema2 round, which looked again for the EU herbal monograph or public statement (HMPC) of
// eighteen catalogue herbs whose EMA column was empty, and for sections 4.3 to 4.6 in it. The EMA's own PDFs are not
// readable here and the stored copies elsewhere hold only their openings (cover, keywords, contents, indication), so
// most entries say where the text available here stopped; copies found only at http addresses are told, not cited.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import {
  hmpcCopy as copy,
  notFound,
  readPage,
  records,
  type Page,
  type ReadOutcome,
} from "./sources-read-page";
import { REF_WEMA2 as R } from "./references-wema2";

const READ_ON = "2026-12-02";
const EMA = "European Medicines Agency";

/** An HMPC text found for the herb, with what could be read of it and what came of it. */
const ema = (ingredient: string, page: Page, outcome: ReadOutcome) =>
  readPage(ingredient, "ema", page, outcome, READ_ON);

/** A copy whose sections 4.3 to 4.6 (or risks paragraph) the text available here did not reach. */
const unread = (ingredient: string, page: Page, note: string) =>
  ema(ingredient, page, { outcome: "not-readable", note });

export const SOURCES_READ_WEMA2: SourceReadInput[] = [
  unread(
    "devils-claw",
    {
      title:
        "Draft European Union herbal monograph on Harpagophytum procumbens DC. and/or Harpagophytum zeyheri Decne., radix (EMA/HMPC/627057/2015, draft revision, 2 February 2016)",
      publisher: copy("imedi.co.uk"),
      url: "https://imedi.co.uk/draft-european-union-herbal-monograph-on-harpagophytum-procumbens-dc-and-or-harpagophytum-zeheyri-decne-radix",
    },
    "The copy's text available here stops in the list of the herbal substance's names in the EU languages, before section 4. Also came up: the final assessment report (EMA/HMPC/627058/2015, 12 July 2016) on healthdocbox.com at an http address, stopping at its contents; the 2008 draft Community monograph on fr.scribd.com, stopping in section 2; a page titled as the final EU monograph (healthdocbox.com) that showed only a list of other documents. Nothing new was read: the UK registrations' section 4.3 and 4.4 records (peptic ulcer, heart disease, pregnancy, breastfeeding, gallstones) stand.",
  ),
  unread(
    "artichoke",
    {
      title:
        "Assessment report on Cynara cardunculus L. (syn. Cynara scolymus L.), folium (EMA/HMPC/194013/2017, final, 27 March 2018)",
      publisher: copy("docslib.org"),
      url: "https://docslib.org/doc/870280/cynara-scolymus-l-folium-final",
    },
    "The copy's text available here stops at its contents list, before the safety chapter; the same report on scribd.com and the 2011 final and 2010 draft reports on docslib.org likewise. A page titled as the Community herbal monograph on Cynara scolymus (healthdocbox.com) showed only a list of other documents. The UK registration (Digestherb) and German texts already give the artichoke records (bile duct obstruction, gallstones, cholangitis, hepatitis, daisy-family allergy, pregnancy, breastfeeding).",
  ),
  unread(
    "lemon-balm",
    {
      title:
        "Melissa leaf (Melissa officinalis L., folium): herbal medicine summary for the public (EMA/HMPC/310761/2013, 12 July 2013)",
      publisher: copy("imedi.co.uk"),
      url: "https://imedi.co.uk/melissa-leaf",
    },
    "The HMPC's public summary says melissa leaf can be used, traditionally, for mild symptoms of stress, to aid sleep and for mild digestive complaints, in adults and children over 12, and that a doctor should be consulted if symptoms persist beyond 2 weeks. The text available here stops there, before its risks paragraph. Also came up: the EMA's own page on Melissae folium (ema.europa.eu), showing only its key facts and the list of documents; a copy of the final Community monograph (EMA/HMPC/196745/2012) on calmomix.com, stopping at its keywords, and the 2007 monograph on theodora.com at an http address, read only to section 4.2. No record changed.",
  ),
  notFound(
    "hawthorn",
    "ema",
    "Looked for again after the whmpc round (whose entries for the EMA summary and the 2016 assessment report stand): no further copy of the EU monograph on Crataegus folium cum flore came up, only the WHO monograph (yumpu.com), a 2024 review of adverse reactions (Pharmaceuticals) and a German encyclopaedia's summary of the HMPC monograph on hawthorn berries, a different herbal substance. Not cited; no record changed.",
    READ_ON,
  ),
  ema(
    "chamomile",
    {
      title:
        "Herbal medicinal product: Matricariae aetheroleum (matricaria oil), assessment finalised: overview of the HMPC's conclusions, risks",
      publisher: R.matricariaOilOverview.publisher,
      url: R.matricariaOilOverview.url,
    },
    {
      ...records("mc-chamomile-daisy-family-allergy"),
      note: "The EMA overview of the HMPC's conclusions on matricaria (chamomile) oil, republished word for word, read in its risks paragraph: allergic reactions, sometimes severe, have been reported after liquid chamomile preparations touched the lining of the mouth, and matricaria oil medicines must not be used by people allergic to matricaria oil or other plants of the same family (Asteraceae (Compositae)). mc-chamomile-daisy-family-allergy already said so from the NCCIH page; it now cites this text, at evidence level 1, and is verified. The rest of the paragraph concerns baths with the oil (severe heart and circulation problems, open wounds, skin disease, high fever, severe infections), not a supplement taken by mouth, so it is not recorded. The HMPC's public summary on the flower itself (EMA/490629/2015, imedi.co.uk) came up only to its description of the preparations, and the 2015 assessment report (docslib.org, healthdocbox.com) only to its front page, so the flower's own section 4.3 was not read.",
    },
  ),
  unread(
    "aloe-vera",
    {
      title:
        "Assessment report on Aloe barbadensis Miller and Aloe (various species, mainly Aloe ferox Miller and its hybrids) (EMEA/HMPC/76313/2006)",
      publisher: copy("herbalref.com"),
      url: "https://herbalref.com/aloes-aloes-folii-succus-siccatus-aloe-barbadensis-mill-and-aloe-various-species-mainly-aloe-ferox-mill-and-its-hybrids/",
    },
    "The HMPC's report on the dried leaf juice (aloes, an anthranoid laxative), not the inner-leaf gel of the catalogue's aloe vera products; the copy's text available here stops in its introduction, before its contraindications, warnings and interactions chapters (IV.3 to IV.6). The same report on es.scribd.com stops at its contents, and the EMA's page on Aloes folii succus siccatus (ema.europa.eu) stops before its risks paragraph. The aloe records written from the German product information of a laxative that follows the EU monograph (whmpc round) stand.",
  ),
  unread(
    "bilberry",
    {
      title:
        "Fresh bilberry fruit (Vaccinium myrtillus L., fructus recens): herbal medicine summary for the public (EMA/680058/2015, 9 December 2015)",
      publisher: copy("imedi.co.uk"),
      url: "https://imedi.co.uk/fresh-billberry-fruit",
    },
    "The HMPC's public summary on the fresh-fruit dry extract (the form of bilberry extract supplements) says it can be used, traditionally, for discomfort and heaviness of the legs from minor circulation problems and for small bleeds into the skin, in adults only, for no longer than 4 weeks, seeing a doctor if symptoms last more than 2 weeks. The text available here stops there, before its risks paragraph. The summary on the dried fruit (EMA/685398/2015, imedi.co.uk, for mild diarrhoea and mouth inflammation) stops at the same point, and the final assessment report (EMA/HMPC/555161/2013, docslib.org and fdocuments.net) at its contents. No record changed.",
  ),
  unread(
    "fenugreek",
    {
      title:
        "Draft Community herbal monograph on Trigonella foenum-graecum L., semen (EMA/HMPC/146221/2010, 6 May 2010)",
      publisher: copy("imedi.co.uk"),
      url: "https://imedi.co.uk/draft-community-herbal-monograph-on-trigonella-foenumgraecum-l-semen",
    },
    "The copy's text available here stops at the start of section 2 (composition), before sections 4.3 to 4.6. The final monograph came up only on theodora.com at an http address, read there to section 4.2 (traditional use for temporary loss of appetite and, on the skin, minor inflammation; 1 to 6 g of seed a day), not cited. No record changed.",
  ),
  unread(
    "pelargonium",
    {
      title: "Pelargonium root (Pelargonii radix): herbal medicine overview",
      publisher: EMA,
      url: "https://ema.europa.eu/en/medicines/herbal/pelargonii-radix",
    },
    "The EMA's summary of the HMPC's conclusions says these pelargonium root extracts can be used, traditionally, for the symptoms of the common cold from the age of 6, seeing a doctor if symptoms last beyond a week or worsen. The text available here stops at the basis of that conclusion, before its risks paragraph. The draft revision of the EU monograph (EMA/HMPC/444244/2015, imedi.co.uk) stops in its history table, the final assessment report (EMA/HMPC/560962/2010, vdocuments.site) at its front page. The UK registrations' section 4.3 records (bleeding tendency and anticoagulants, severe liver and kidney disease, pregnancy, breastfeeding) stand.",
  ),
  unread(
    "flaxseed",
    {
      title: "European Union herbal monograph on Linum usitatissimum L., semen",
      publisher: copy("healthdocbox.com"),
      url: "https://healthdocbox.com/amp/71847023-Herbs_For_Health/European-union-herbal-monograph-on-linum-usitatissimum-l-semen.html",
    },
    "The page titled as the EU monograph showed only a list of other documents, not the monograph's text. The Community monograph came up on theodora.com at an http address, read only to section 3 (pharmaceutical form), not cited. The linseed records written from German product information that follows the EU monograph (whmpc round) stand.",
  ),
  unread(
    "feverfew",
    {
      title:
        "Assessment report on Tanacetum parthenium (L.) Schulz Bip., herba (EMA/HMPC/587579/2009, final, 25 November 2010)",
      publisher: copy("docslib.org"),
      url: "https://docslib.org/doc/5434157/assessment-report-on-tanacetum-parthenium-l-schulz-bip-herba",
    },
    "The copy's text available here stops at its contents list. The EMA's summary page (ema.europa.eu) came up only at an http address, stopping before its risks paragraph. The theodora.com copy of the Community monograph (http, not cited) was read again to section 4.3: hypersensitivity to the active substance and to other plants of the Asteraceae (Compositae) family, which mc-feverfew-daisy-family-allergy covers from the UK registration; section 4.2 says use under 18 is not recommended (not written: the checker is for adults). No record changed.",
  ),
  unread(
    "chasteberry",
    {
      title: "Agnus castus fruit (Agni casti fructus): herbal medicine overview",
      publisher: EMA,
      url: "https://www.ema.europa.eu/en/medicines/herbal/agni-casti-fructus",
    },
    "The EMA's summary of the HMPC's conclusions says one dry extract can be used for 3 months to treat premenstrual syndrome (well-established use) and the other preparations, traditionally, for minor premenstrual symptoms, in adult women only, seeing a doctor if symptoms worsen or continue. The text available here stops before its risks paragraph; EIN Presswire's copy of the page (2024) likewise. The 2018 revised assessment report (EMA/HMPC/606741/2018, healthdocbox.com, http) stops at its contents. The UK registrations' records (dopamine agonists and antagonists, oestrogen receptor modulators, pituitary disorders, breast and hormone-sensitive cancers, pregnancy, breastfeeding) stand.",
  ),
  unread(
    "kelp",
    {
      title:
        "Community herbal monograph on Fucus vesiculosus L., thallus (EMA/HMPC/313674/2012, final, 6 May 2014)",
      publisher: copy("d.documentop.com"),
      url: "https://d.documentop.com/final-community-herbal-monograph-on-fucus-vesiculosus-l-thallus_5a0cd53d1723dd26de29b42c.html",
    },
    "The HMPC's monograph on bladderwrack, one of the seaweeds the catalogue's kelp covers; the copy's text available here stops at the start of section 2 (composition), before sections 4.3 to 4.6. The 2013 draft (imedi.co.uk) stops in its list of names, the final assessment report (EMA/HMPC/313675/2012, docslib.org and vdocuments.us) at its contents. The kelp records on thyroid disease, thyroid medicines, radioactive iodine and pregnancy, from other sources, stand.",
  ),
  unread(
    "green-tea-extract",
    {
      title:
        "Draft Community herbal monograph on Camellia sinensis (L.) Kuntze, non fermentatum folium (EMA/HMPC/283630/2012, 12 March 2013)",
      publisher: copy("medine.co.uk"),
      url: "https://medine.co.uk/draft-community-herbal-monograph-on-camellia-sinensis-l-kuntze-non-fermentatum-folium",
    },
    "The HMPC's monograph covers green tea leaf as a herbal tea or powder, not the concentrated catechin extracts of the catalogue's product; the copy's text available here stops in its history table, before section 1. The final assessment report (EMA/HMPC/283629/2012, 12 November 2013, dokumen.tips) and the draft one (docslib.org, scribd.com) stop at their front pages. The liver, warfarin, nadolol and other records from EFSA, the COT and NCCIH stand.",
  ),
  unread(
    "guarana",
    {
      title:
        "Community herbal monograph on Paullinia cupana Kunth ex H.B.K. var. sorbilis (Mart.) Ducke, semen (EMA/HMPC/897344/2011, final, 15 January 2013)",
      publisher: copy("d.documentop.com"),
      url: "https://d.documentop.com/download/final-community-herbal-monograph-on-paullinia-cupana-kunth-ex_5a0cd5391723dd26de29b42b.html",
    },
    "The copy's text available here stops in the list of the herbal substance's names, before section 1. The HMPC's public summary (EMA/HMPC/284498/2013, medine.co.uk) says guarana seed can be used, traditionally, for fatigue and weakness, in adults only, seeing a practitioner if symptoms persist beyond a week, and stops before its risks paragraph; the 2012 draft assessment report (pdfslide.net) stops at its front page. A Brazilian herbal formulary page citing the monograph (sabordeplantas.com.br) lists caffeine hypersensitivity, gastric and duodenal ulcer, hyperthyroidism, irritable bowel, high blood pressure and arrhythmia, pregnancy and breastfeeding; it is a secondary summary, not the HMPC's text, so nothing was written or strengthened from it. A pharmacist may wish to read the monograph's sections 4.3 and 4.4 where it can be read: the guarana condition records rest on a US consumer page (evidence level 5).",
  ),
  // Red clover: no HMPC text came up again; the wherb4 round's "not found" entry for it stands (one entry per page).
  notFound(
    "butterbur",
    "ema",
    "No HMPC monograph on Petasites hybridus came up; the HMPC's public statement on herbal medicines containing toxic unsaturated pyrrolizidine alkaloids was seen only through a news item (sciencepharma.pl) naming it, not its text, and a 2012 consumer report of the MHRA's advice not to take unlicensed butterbur (consumerlab.com) was not read further. The butterbur liver-disease record from NCCIH stands.",
    READ_ON,
  ),
  notFound(
    "cranberry",
    "ema",
    "No HMPC monograph or public statement on Vaccinium macrocarpon came up: only EFSA's opinions on cranberry health claims and novel-food extracts, which name no medicine or condition to record. The cranberry records from the Ellura product information, the NHS and NCCIH stand.",
    READ_ON,
  ),
];
