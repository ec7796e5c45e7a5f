// The read log of the wzero2 round: the ten catalogue ingredients with no records, read again in the method's order
// (UK product information, EMA/HMPC, NHS, NIH ODS or NCCIH, then other reputable texts). The log's kinds hold official
// addresses only, so texts read outside them (EFSA, VKM, Health Canada, WebMD, Drugs.com) are told in the notes.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { noUkProduct, notFound, ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-11-30";

const logged = (entry: SourceReadInput): SourceReadInput => ({ ...entry, dateRead: READ_ON });

const WEIGHT_LOSS_FACT_SHEET =
  "Came up again, but only its introduction could be read, not the sections on each ingredient; its consumer version came up only in a syndication feed (api.digitalmedia.hhs.gov), in its table of contents.";

/** The ODS weight-loss fact sheet, found but readable only in its introduction; the note tells what was read instead. */
const odsWeightLoss = (ingredient: string, note: string): SourceReadInput => ({
  ingredient,
  kind: "nih-ods",
  title: "Dietary Supplements for Weight Loss: Fact Sheet for Health Professionals",
  publisher: "NIH Office of Dietary Supplements",
  url: "https://ods.od.nih.gov/factsheets/WeightLoss-HealthProfessional/",
  dateRead: READ_ON,
  outcome: "not-readable",
  note,
});

const NO_PRODUCT_SEARCH =
  "Searched for product information on emc and its copies (medine.co.uk, imedi.co.uk): no licensed UK medicine or traditional herbal registration with it as an active substance came up; the only slimming registration found (Napiers Herbal Slimming Aid) is of bladderwrack and clivers.";

export const SOURCES_READ_WZERO2: SourceReadInput[] = [
  // Conjugated linoleic acid.
  logged(noUkProduct("cla", NO_PRODUCT_SEARCH)),
  logged(
    odsWeightLoss(
      "cla",
      `${WEIGHT_LOSS_FACT_SHEET} Read instead, outside the log's kinds: the abstract of EFSA's 2012 statement on the CLA-rich oils Clarinol and Tonalin TG 80 (University of Copenhagen research register, nexs.ku.dk), which says safety is established for up to six months at the proposed doses but 'the safety of CLA consumption by type-2 diabetic subjects has not been established' (mc-cla-type-2-diabetes); and the abstract of the Norwegian Scientific Committee for Food Safety's 2016 risk assessment of CLA in food supplements (VKM 2016:05, Jio Institute library catalogue), which says 3.0 to 3.5 g a day is unlikely to harm adults for up to six months, that CLA may cause lipid and carbohydrate disturbances in obese men with metabolic syndrome and in overweight or obese people with type 2 diabetes (mc-cla-type-2-diabetes), and that CLA supplements in pregnant and breastfeeding women may reduce milk production and milk fat and lower birth weight and length (mc-cla-pregnancy, mc-cla-breastfeeding). Metabolic syndrome is not in the condition dictionary, so it is not recorded. EFSA's 2010 Clarinol opinion, which says the same of type 2 diabetes, was found only at an http address (efsa.europa.eu). Health Canada's CLA monograph (webprod.hc-sc.gc.ca) came up, but only its opening (names, dose, directions), not its risk information.`,
    ),
  ),
  // White kidney bean extract.
  logged(noUkProduct("white-kidney-bean", NO_PRODUCT_SEARCH)),
  logged({
    ingredient: "white-kidney-bean",
    kind: "ema",
    title: "Assessment report on Phaseolus vulgaris L., fructus sine semine (EMA/HMPC/317317/2012)",
    publisher: "European Medicines Agency HMPC, copy at docslib.org",
    url: "https://docslib.org/doc/405715/list-item-final-assessment-report-on-phaseolus-vulgaris-l-fructus-sine",
    dateRead: READ_ON,
    outcome: "not-readable",
    note: "The HMPC's assessment of the bean pod without its seeds, as a herbal tea: a different part of the plant from white kidney bean extract, which is made from the seed. Only its cover and table of contents could be read, not its safety sections.",
  }),
  logged(
    odsWeightLoss(
      "white-kidney-bean",
      `${WEIGHT_LOSS_FACT_SHEET} Read instead, outside the log's kinds: Health Canada's white kidney bean extract monograph (webprod.hc-sc.gc.ca, 2022), which names the seed as the source and lists its uses (postprandial glucose metabolism, carbohydrate digestion, weight management) and doses, but whose risk information was not in the part that could be read. Natural Standard's bean monographs (yourcareeverywhere.com) came up only in their openings. Nothing recorded.`,
    ),
  ),
  // Raspberry ketone.
  logged(noUkProduct("raspberry-ketone", NO_PRODUCT_SEARCH)),
  logged(
    odsWeightLoss(
      "raspberry-ketone",
      `${WEIGHT_LOSS_FACT_SHEET} Read instead, outside the log's kinds: Operation Supplement Safety's raspberry ketone article (opss.org, US Department of Defense), which says raspberry ketone is generally recognised as safe in the small amounts used as a food flavouring, that there is no evidence it is safe or effective as a supplement for weight loss, and that human research has used only combination products; it names no medicine or condition in the part read. Natural Standard's raspberry ketone monograph (yourcareeverywhere.com) came up only in its opening. Pages naming warfarin, stimulants or diabetes are blogs and sellers' pages citing no source. Nothing recorded.`,
    ),
  ),
  // Beta-glucan.
  logged(noUkProduct("beta-glucan", NO_PRODUCT_SEARCH)),
  logged(
    odsWeightLoss(
      "beta-glucan",
      `${WEIGHT_LOSS_FACT_SHEET} Natural Standard's beta-glucan text (aspirin or NSAIDs with beta-glucan, 'although not well studied in humans', can lead to severe gut damage) came up again only at an http address (healthline.com), and WebMD's beta-glucans monograph also only at an http address (its side effects section reports none by mouth). A copy of a beta-glucan interaction monograph (antidiabetic agents and others) was found only on a supplement retailer's site (nutritionhouse.info), which may not be cited. Nothing recorded.`,
    ),
  ),
  // Lion's mane.
  logged(noUkProduct("lions-mane", NO_PRODUCT_SEARCH)),
  logged(
    notFound(
      "lions-mane",
      "nhs",
      "No NHS page on lion's mane came up. Looked for again by name and Latin name, and for Memorial Sloan Kettering's About Herbs page: no NCCIH, ODS or Memorial Sloan Kettering page on lion's mane came up. The LiverTox chapter the catalogue cites (NIDDK, in a mirror of NIH pages) says lion's mane is generally recognised as safe and has not been linked to liver injury; it names no interaction. Every page naming blood thinners, diabetes medicines or immunosuppressants with lion's mane was a seller's blog (naturesrise.com), a machine-written answer service (droracle.ai) or a health-content farm, none citing a source the records may cite. Nothing recorded.",
    ),
  ),
  // Choline.
  logged(
    ukProductInformation(
      "choline",
      {
        title:
          "Bonjela Cool Mint Gel (choline salicylate, cetalkonium chloride): summary of product characteristics",
        publisher: "UK SmPC, reproduced by medine.co.uk",
        url: "https://medine.co.uk/bonjela-cool-mint-gel/summary",
      },
      {
        outcome: "stated-not-recorded",
        note: "The only UK licensed medicine found holding choline is choline salicylate, in mouth ulcer gels. Its sections 4.3 to 4.5 (not under 16, active peptic ulceration, salicylate allergy; salicylates may enhance anticoagulants and inhibit uricosurics) concern the salicylate, not choline, so, as for a salt's warnings, no record is written for choline.",
      },
      READ_ON,
    ),
  ),
  logged(
    notFound(
      "choline",
      "nih-ods",
      "The ODS choline fact sheet did not come up when looked for by its title and its 'Interactions with Medications' section. Read instead, outside the log's kinds: WebMD's choline monograph (webmd.com), which says choline is likely safe below 3.5 g a day; that doses of 9 g a day or more might worsen loss of bladder control; and, in its interactions, rates atropine with choline a minor interaction ('be watchful with this combination'), the explanation being cut off in the part read. Not recorded: atropine is not in the medicine dictionary, the dictionary has no condition for loss of bladder control, and 9 g a day is far above the 3.5 g at which WebMD calls choline likely safe. Pages naming methotrexate, anticholinergics or cholinesterase inhibitors with choline were blogs citing no source.",
    ),
  ),
  // Zeaxanthin.
  logged(
    notFound(
      "zeaxanthin",
      "nhs",
      "No NHS or ODS page on zeaxanthin came up when looked for with lutein, AREDS2 and eye health: only trial reports, reviews (PubMed Central) and sellers' magazines did. WebMD's lutein monograph lists zeaxanthin among lutein's other names and came up only in its opening (uses). Nothing recorded for zeaxanthin.",
    ),
  ),
  // Silicon.
  logged(
    notFound(
      "silicon",
      "nih-ods",
      "No ODS or NHS page on silicon supplements came up. EFSA's 2009 opinion on choline-stabilised orthosilicic acid in food supplements came up only in copies (scribd.com, auspi.com), in its summary, which says the safety of silicon itself is outside the opinion's remit; a 2020 review of silicon in food supplements (Applied Sciences, mdpi.com) came up only in its abstract. Nothing recorded.",
    ),
  ),
  // Beetroot.
  logged(
    notFound(
      "beetroot-nitrate",
      "nhs",
      "No NHS page on beetroot or nitrate supplements came up. Drugs.com's beetroot monograph came up only in a copy (drugslib.com), in its sections on uses and research, not its interactions or cautions. A pharmacist-run interaction site (hellopharmacist.com) rates beet with blood pressure medicines (cilazapril, nifedipine) a minor, possible interaction, a temporary extra fall in blood pressure; it is a commercial site citing research only in general, so it is not recorded. Pages naming sildenafil or nitrates with beetroot were a machine-written answer service and content farms. Nothing recorded.",
    ),
  ),
  // Tart cherry.
  logged(
    notFound(
      "tart-cherry",
      "nhs",
      "No NHS, ODS or NCCIH page on tart cherry came up, nor a Memorial Sloan Kettering page. Drugs.com's sour cherry monograph (Prunus cerasus: tart, Montmorency or morello cherry) came up only at an http address: it says interactions are none well documented, contraindications have not been identified, and for pregnancy and breastfeeding to avoid doses above those in food; not recorded until read at an https address that may be cited. Natural Medicines pages found concern sweet cherry and wild cherry bark, other species.",
    ),
  ),
];
