// The wntr round's pairs (herbs with steroid tablets, thyroid hormones, diuretics, ciclosporin and antiepileptics), written
// from its sources independently of the records; the quiet cases are near neighbours the sources do not name.
import type { ScenarioInput } from "../schema";
import { take } from "./build";
import { pairCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const custom = (name: string, ingredient: string, amount: number): StackItem => ({
  custom: { name, ingredients: [{ ingredient, amount, unit: "mg" }] },
  servingsPerDay: 1,
});

const ECHINACEA = take(PRODUCT.echinacea);
const VALERIAN = take(PRODUCT.valerian);
const LEMON_BALM = custom("Lemon balm 300 mg capsules", "lemon-balm", 300);
const ASTRAGALUS = custom("Astragalus root 500 mg capsules", "astragalus", 500);
const GOLDENSEAL = custom("Goldenseal root 500 mg capsules", "goldenseal", 500);
const PEPPERMINT = custom("Peppermint oil 187 mg capsules", "peppermint-oil", 187);
const QUERCETIN = custom("Quercetin 500 mg capsules", "quercetin", 500);
const RESVERATROL = custom("Resveratrol 250 mg capsules", "resveratrol", 250);
const KAVA = custom("Kava root extract 250 mg capsules", "kava", 250);
const CHAMOMILE = custom("Chamomile extract 400 mg capsules", "chamomile", 400);
const GLUCOMANNAN = custom("Glucomannan 1,000 mg capsules", "glucomannan", 1000);
const RED_YEAST_RICE = custom("Red yeast rice 600 mg capsules", "red-yeast-rice", 600);
const BERBERINE = custom("Berberine 500 mg capsules", "berberine", 500);
const PASSIONFLOWER = custom("Passionflower extract 425 mg capsules", "passionflower", 425);

const GLOBINMED_ECHINACEA: Source = {
  title:
    "How echinacea interacts with immunosuppressive medications (interaction rating: potential/theoretical)",
  publisher: "GlobinMed (Global Information Hub on Integrated Medicine, Ministry of Health Malaysia)",
  url: "https://globinmed.com/safety/how-echinacea-interacts-with-immunosuppressive-med-76690",
};
const MILLER: Source = {
  title:
    "Herbal medicinals: selected clinical considerations focusing on known or potential drug-herb interactions (Miller, Arch Intern Med 1998), abstract",
  publisher: "ACNP journal catalogue, University of Bologna (abstract record)",
  url: "https://acnpsearch.tweb-dev.unibo.it/singlejournalindex/60192385",
};
const EBSCO_METHOTREXATE: Source = {
  title: "Methotrexate: interactions with herbs and supplements (EBSCO CAM Review Board)",
  publisher: "Memorial Health (EBSCO Health Library)",
  url: "https://memorialhealth.com/hl/?/21579/Folex-PFS",
};
const BENVENGA: Source = {
  title:
    "Usefulness of L-carnitine, a naturally occurring peripheral antagonist of thyroid hormone action, in iatrogenic hyperthyroidism: a randomized, double-blind, placebo-controlled clinical trial (Benvenga et al., J Clin Endocrinol Metab), abstract",
  publisher: "GlobinMed (Ministry of Health Malaysia), research abstracts",
  url: "https://globinmed.com/index.php?option=com_content&view=article&id=64450&catid=417&itemid=",
};
const AZEZLI: Source = {
  title:
    "The use of konjac glucomannan to lower serum thyroid hormones in hyperthyroidism (Azezli, Bayraktaroglu, Orhan; European Congress of Endocrinology 2006, poster P861), abstract",
  publisher: "Endocrine Abstracts (Bioscientifica)",
  url: "https://endocrine-abstracts.org/ea/0011/ea0011p861",
};
const PRASAD: Source = {
  title:
    "Rhabdomyolysis due to red yeast rice (Monascus purpureus) in a renal transplant recipient (Prasad, Wong, Meliton, Bhaloo; Transplantation 2002), abstract",
  publisher: "Zendy (abstract record; doi 10.1097/00007890-200210270-00028)",
  url: "https://zendy.io/title/10.1097/00007890-200210270-00028",
};
const TACROLIMUS_HERBS: Source = {
  title: "Tacrolimus and herbs interactions: a review, abstract",
  publisher: "R Discovery (researcher.life), article record",
  url: "https://discovery.researcher.life/article/tacrolimus-and-herbs-interactions-a-review/700e990aecbf332abf4e6ee6f85409fc",
};
// Read in the p13 round: tacrolimus's own leaflet on herbal products, which outranks the reviews for tacrolimus.
const ADVAGRAF_LEAFLET: Source = {
  title: "Advagraf (tacrolimus): package leaflet, section 2",
  publisher: "European Medicines Agency (EU package leaflet, read in the Gravitate Health ePI copy)",
  url: "https://www.ema.europa.eu/en/medicines/human/EPAR/advagraf",
};
const SKYSCAPE_STEROIDS: Source = {
  title:
    "Corticosteroids with enzyme inducers (interaction monograph: object drugs, precipitant drugs and comment)",
  publisher: "Skyscape medical reference (drug interaction monograph)",
  url: "https://download.skyscape.com/download/ota/lonestar/3C52715-7DF0-47C4-BF2A-379E6E7AC9B5/skyscaperx.edxx/content/HTML/v/tl1.htm",
};
const GLOBINMED_LEMON_BALM: Source = {
  title:
    "How lemon balm (Melissa) interacts with thyroid medications (interaction rating: potential/theoretical)",
  publisher: "GlobinMed (Global Information Hub on Integrated Medicine, Ministry of Health Malaysia)",
  url: "https://globinmed.com/index.php?option=com_content&view=article&id=76596&catid=394&itemid=28&Itemid=190",
};
const NS_ASTRAGALUS: Source = {
  title: "Astragalus: interactions with drugs (Natural Standard monograph, powered by Healthline)",
  publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
  url: "https://www.aarpmedicareplans.com/natstandardcontent/astragalus/3?hlpage=drug_information&loc=table_of_contents_nav&brand=",
};
const NS_KAVA: Source = {
  title: "Kava: interactions with drugs (Natural Standard monograph, powered by Healthline)",
  publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
  url: "https://www.aarpmedicareplans.com/natstandardcontent/kava/3?brand=",
};
const EBSCO_CICLOSPORIN: Source = {
  title: "Cyclosporine: interactions with herbs and supplements (EBSCO CAM Review Board)",
  publisher: "EBSCO Health Library",
  url: "https://healthlibrary.epnet.com/GetContent.aspx?token=b0c3eb60-99e5-4038-bc04-819fded5c1d6&chunkiid=21718",
};
const NS_PEPPERMINT: Source = {
  title: "Peppermint: interactions with drugs (Natural Standard monograph, powered by Healthline)",
  publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
  url: "https://www.aarpmedicareplans.com/natstandardcontent/peppermint/3?hlpage=drug_information&loc=table_of_contents_nav&brand=",
};
const COLOMBO: Source = {
  title: "Cyclosporine and herbal supplement interactions (Colombo et al., Journal of Toxicology 2014)",
  publisher: "PubMed Central (National Library of Medicine)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3913293",
};
const YU_QUERCETIN: Source = {
  title:
    "Quercetin and rutin reduced the bioavailability of cyclosporine from Neoral, an immunosuppressant, through activating P-glycoprotein and CYP 3A4 (J Agric Food Chem 2011)",
  publisher: "Peeref (abstract of the journal article)",
  url: "https://peeref.com/works/11027023",
};
const SPINELLA: Source = {
  title:
    "Herbal medicines and epilepsy: the potential for benefit and adverse effects (Spinella, Epilepsy & Behavior 2001)",
  publisher: "Epilepsy Foundation (full text in its professional resource library)",
  url: "https://www.epilepsy.com/living-epilepsy/epilepsy-and/professional-health-care-providers/resource-library/epilepsy-behavior-2",
};

const ECHINACEA_STEROID =
  "A 1998 review (Archives of Internal Medicine) says immunostimulants such as echinacea should not be given with immunosuppressants such as corticosteroids, and GlobinMed lists prednisolone, methylprednisolone and dexamethasone among the immunosuppressive medicines echinacea may work against: the pair should be stopped unless the prescriber agrees.";
const ECHINACEA_QUIET_DEFLAZACORT =
  "GlobinMed's list of steroids does not include deflazacort and the 1998 review names no steroid, so no echinacea finding should be shown for deflazacort (the immunosuppressant records do not hold steroids).";
const GINSENG_STEROID =
  "The 1998 review advises against using ginseng with corticosteroids because of possible additive effects, a theoretical concern: the person should be asked to check with the prescriber.";
const GINSENG_QUIET_INHALER =
  "The review concerns corticosteroids taken into the body; a beclometasone inhaler acts in the lungs, so no ginseng finding should be shown for it.";
const EPO_ANTIEPILEPTIC =
  "The 1998 review advises against evening primrose oil with anticonvulsants, as it may lower the seizure threshold; a 2001 review finds the evidence mixed: the person should be asked to check with the epilepsy team.";
const EPO_QUIET_LITHIUM =
  "The reviews name anticonvulsants; lithium is not one, so no evening primrose oil finding should be shown for it.";
const CITRATE_METHOTREXATE =
  "EBSCO says potassium, calcium and magnesium citrate may lower methotrexate's levels by making the urine less acidic, and suggests them only under medical supervision: a minor caution.";
const SJW_METHOTREXATE =
  "EBSCO says methotrexate and St John's wort may each increase sensitivity to the sun, so the two together might add to the risk of sunburn: a minor caution with sunscreen advice.";
const GLYCINATE_QUIET =
  "EBSCO names the citrate salts; magnesium glycinate is not a citrate, so no finding should be shown for it with methotrexate.";
const ECHINACEA_QUIET_CREAM =
  "A 1% hydrocortisone cream acts on the skin, not as an immunosuppressant in the body, so echinacea should not be flagged against it.";
const LEMON_BALM_THYROID =
  "GlobinMed says lemon balm can affect the thyroid, which may alter the effects of levothyroxine and liothyronine and the dose needed; use with caution.";
const CARNITINE_THYROID =
  "In a randomised trial in women taking levothyroxine, L-carnitine 2 or 4 g a day countered the effects of thyroid hormone (a peripheral antagonist of its action): the person should be asked to check with their GP.";
const CARNITINE_SMALL =
  "The trial used 2 or 4 g of L-carnitine a day; 500 mg is well below the doses shown to counter thyroid hormone, so no finding is expected.";
const GLUCOMANNAN_THYROID =
  "Glucomannan 1.3 g twice a day lowered T3 and T4 faster than placebo in hyperthyroid patients, through the thyroid hormone that passes back through the gut, and the fibre may reduce the absorption of medicines taken with it: a minor caution to keep thyroid hormone tablets apart from it.";
const GLUCOMANNAN_QUIET =
  "The study gave glucomannan alongside methimazole, the active form of carbimazole, as a helpful add-on in an overactive thyroid; no source read names a harm with antithyroid medicines, so no glucomannan finding should be shown for carbimazole.";
const RYR_CICLOSPORIN =
  "A kidney transplant recipient on ciclosporin developed rhabdomyolysis from red yeast rice (monacolin K is lovastatin), which its authors put down to an interaction through cytochrome P450; transplant recipients must be cautioned against such products: a block.";
const RYR_QUIET_TACROLIMUS =
  "The case report names ciclosporin, and no source read names tacrolimus with red yeast rice, so no red yeast rice finding should be shown for tacrolimus.";
const BERBERINE_TACROLIMUS =
  'A review of tacrolimus with herbs names berberine among herbs that increased tacrolimus bioavailability by inhibiting CYP450 enzymes or P-glycoprotein, and tacrolimus\'s own leaflet says "Please avoid taking any herbal remedies ... or any other herbal products": the person should not take it unless the transplant team agrees.';
const BERBERINE_QUIET_MYCOPHENOLATE =
  "The review concerns tacrolimus, which CYP3A4 and P-glycoprotein clear; no source read names berberine with mycophenolate, so no berberine finding should be shown for it.";
const SJW_PREDNISOLONE =
  "An interaction monograph lists St John's wort among enzyme inducers that reduce the response to systemic corticosteroids such as prednisolone, advising to assess the risk and monitor: the person should ask their prescriber.";
const SJW_QUIET_CREAM =
  "The monograph expects no adverse interaction when a corticosteroid is used on the skin, so no St John's wort finding should be shown for hydrocortisone cream.";
const LEMON_BALM_QUIET =
  "The text names thyroid hormone replacement (levothyroxine, liothyronine), not antithyroid medicines such as carbimazole, so no lemon balm finding should be shown for carbimazole.";
const ASTRAGALUS_DIURETIC =
  "Natural Standard says astragalus may act as a diuretic and, in theory, may lead to dehydration or low sodium or potassium with diuretic drugs such as furosemide: a minor caution.";
const ASTRAGALUS_QUIET =
  "The text names diuretic drugs; digoxin is not a diuretic, so no astragalus finding should be shown for it.";
const KAVA_DIURETIC =
  "Natural Standard says kava's diuretic properties may add to diuretic drugs such as furosemide: a minor caution.";
const GOLDENSEAL_CICLOSPORIN =
  "EBSCO lists berberine, found in goldenseal, as a possible harmful interaction with ciclosporin: it may increase ciclosporin levels.";
const GOLDENSEAL_QUIET =
  "The text names ciclosporin; azathioprine is not broken down the same way and is not named, so no goldenseal finding should be shown for it.";
const PEPPERMINT_CICLOSPORIN =
  "Natural Standard says peppermint oil increases ciclosporin levels in the blood (from animal research): the transplant team should be asked.";
const PEPPERMINT_TACROLIMUS =
  'The reviews read name ciclosporin only, but tacrolimus\'s own leaflet says "Please avoid taking any herbal remedies ... or any other herbal products as this may affect the effectiveness and the dose", and peppermint oil capsules are a herbal product.';
const QUERCETIN_CICLOSPORIN =
  "In rats quercetin cut ciclosporin levels from Neoral by about two-thirds, and the study's authors say transplant patients on Neoral should avoid quercetin; Colombo et al. call avoiding such herbal extracts with ciclosporin prudent.";
const RESVERATROL_CICLOSPORIN =
  "Colombo et al. report that resveratrol raised ciclosporin levels in animal studies and advise avoiding herbal extracts with ciclosporin until human studies rule an interaction out.";
const RESVERATROL_QUIET =
  "The review is about ciclosporin; mycophenolate is not named, so no resveratrol finding should be shown for it.";
const SEDATIVE_ANTIEPILEPTIC =
  "Spinella's review says herbal sedatives (kava, valerian, chamomile, passionflower) may potentiate antiepileptic medicines, increasing their sedative and cognitive effects: the person should be asked to check with the epilepsy team or pharmacist.";
const SEDATIVE_QUIET_LITHIUM =
  "The review names antiepileptic medicines; lithium is a mood stabiliser, not an antiepileptic, and is not named, so no finding is expected.";

const cases = pairCases("sc-wntr-", "medicine");
const ASKS = ["minor", "moderate"] as const;
const MINOR = ["minor", "minor"] as const;
const BLOCK = ["moderate", "major"] as const;
const GINSENG = take(PRODUCT.ginseng);
const EPO = take(PRODUCT.eveningPrimrose);
const SJW = take(PRODUCT.stJohnsWort);

export const WNTR_SCENARIOS: ScenarioInput[] = [
  cases.named(
    "ginseng-prednisolone",
    "Ginseng with prednisolone tablets",
    "ginseng",
    "prednisolone 5mg",
    GINSENG,
    ASKS,
    GINSENG_STEROID,
    [MILLER],
  ),
  cases.named(
    "ginseng-deflazacort",
    "Ginseng with deflazacort",
    "ginseng",
    "deflazacort 6mg",
    GINSENG,
    ASKS,
    GINSENG_STEROID,
    [MILLER],
  ),
  cases.quiet(
    "ginseng-clenil",
    "Ginseng with a beclometasone inhaler stays quiet",
    "ginseng",
    "Clenil Modulite 100 inhaler",
    GINSENG,
    GINSENG_QUIET_INHALER,
    [MILLER],
  ),
  cases.named(
    "epo-lamotrigine",
    "Evening primrose oil with lamotrigine",
    "evening-primrose-oil",
    "lamotrigine 100mg",
    EPO,
    ASKS,
    EPO_ANTIEPILEPTIC,
    [MILLER, SPINELLA],
  ),
  cases.quiet(
    "epo-lithium",
    "Evening primrose oil with lithium stays quiet",
    "evening-primrose-oil",
    "Priadel 400mg",
    EPO,
    EPO_QUIET_LITHIUM,
    [MILLER, SPINELLA],
  ),
  cases.named(
    "magnesium-citrate-methotrexate",
    "Magnesium citrate with weekly methotrexate",
    "magnesium",
    "methotrexate 15mg weekly",
    take(PRODUCT.magnesiumCitrate200),
    MINOR,
    CITRATE_METHOTREXATE,
    [EBSCO_METHOTREXATE],
  ),
  cases.named(
    "potassium-citrate-methotrexate",
    "Potassium citrate with weekly methotrexate",
    "potassium",
    "methotrexate 15mg weekly",
    take(PRODUCT.potassium99),
    MINOR,
    CITRATE_METHOTREXATE,
    [EBSCO_METHOTREXATE],
  ),
  cases.named(
    "sjw-methotrexate",
    "St John's wort with weekly methotrexate",
    "st-johns-wort",
    "methotrexate 15mg weekly",
    SJW,
    MINOR,
    SJW_METHOTREXATE,
    [EBSCO_METHOTREXATE],
  ),
  cases.quiet(
    "magnesium-glycinate-methotrexate",
    "Magnesium glycinate with weekly methotrexate stays quiet",
    "magnesium",
    "methotrexate 15mg weekly",
    take(PRODUCT.magnesiumGlycinate120),
    GLYCINATE_QUIET,
    [EBSCO_METHOTREXATE],
  ),
  cases.named(
    "echinacea-prednisolone",
    "Echinacea with prednisolone tablets",
    "echinacea",
    "prednisolone 5mg",
    ECHINACEA,
    BLOCK,
    ECHINACEA_STEROID,
    [GLOBINMED_ECHINACEA],
  ),
  cases.named(
    "echinacea-medrone",
    "Echinacea with Medrone (methylprednisolone)",
    "echinacea",
    "Medrone 4mg",
    ECHINACEA,
    BLOCK,
    ECHINACEA_STEROID,
    [GLOBINMED_ECHINACEA],
  ),
  cases.named(
    "echinacea-dexamethasone",
    "Echinacea with dexamethasone tablets",
    "echinacea",
    "dexamethasone 2mg tablets",
    ECHINACEA,
    BLOCK,
    ECHINACEA_STEROID,
    [MILLER, GLOBINMED_ECHINACEA],
  ),
  cases.quiet(
    "echinacea-deflazacort",
    "Echinacea with deflazacort stays quiet",
    "echinacea",
    "deflazacort 6mg",
    ECHINACEA,
    ECHINACEA_QUIET_DEFLAZACORT,
    [GLOBINMED_ECHINACEA],
  ),
  cases.quiet(
    "echinacea-hydrocortisone-cream",
    "Echinacea with hydrocortisone 1% cream stays quiet",
    "echinacea",
    "hydrocortisone 1% cream",
    ECHINACEA,
    ECHINACEA_QUIET_CREAM,
    [GLOBINMED_ECHINACEA],
  ),
  cases.named(
    "carnitine-levothyroxine",
    "L-carnitine 2 g a day with levothyroxine",
    "l-carnitine",
    "levothyroxine 100 micrograms",
    custom("L-carnitine 1,000 mg tablets, two a day", "l-carnitine", 2000),
    ASKS,
    CARNITINE_THYROID,
    [BENVENGA],
  ),
  cases.quiet(
    "carnitine-500-levothyroxine",
    "L-carnitine 500 mg a day with levothyroxine stays quiet",
    "l-carnitine",
    "levothyroxine 100 micrograms",
    custom("L-carnitine 500 mg capsules", "l-carnitine", 500),
    CARNITINE_SMALL,
    [BENVENGA],
  ),
  cases.named(
    "glucomannan-levothyroxine",
    "Glucomannan with levothyroxine",
    "glucomannan",
    "levothyroxine 100 micrograms",
    GLUCOMANNAN,
    MINOR,
    GLUCOMANNAN_THYROID,
    [AZEZLI],
  ),
  cases.named(
    "glucomannan-liothyronine",
    "Glucomannan with liothyronine",
    "glucomannan",
    "liothyronine 20mcg",
    GLUCOMANNAN,
    MINOR,
    GLUCOMANNAN_THYROID,
    [AZEZLI],
  ),
  cases.quiet(
    "glucomannan-carbimazole",
    "Glucomannan with carbimazole stays quiet",
    "glucomannan",
    "carbimazole 20mg",
    GLUCOMANNAN,
    GLUCOMANNAN_QUIET,
    [AZEZLI],
  ),
  cases.named(
    "red-yeast-rice-neoral",
    "Red yeast rice with Neoral (ciclosporin)",
    "red-yeast-rice",
    "Neoral 100mg capsules",
    RED_YEAST_RICE,
    BLOCK,
    RYR_CICLOSPORIN,
    [PRASAD],
  ),
  cases.quiet(
    "red-yeast-rice-tacrolimus",
    "Red yeast rice with tacrolimus stays quiet",
    "red-yeast-rice",
    "tacrolimus 1mg",
    RED_YEAST_RICE,
    RYR_QUIET_TACROLIMUS,
    [PRASAD],
  ),
  cases.named(
    "berberine-tacrolimus",
    "Berberine with tacrolimus",
    "berberine",
    "tacrolimus 1mg",
    BERBERINE,
    BLOCK,
    BERBERINE_TACROLIMUS,
    [TACROLIMUS_HERBS, ADVAGRAF_LEAFLET],
  ),
  cases.quiet(
    "berberine-mycophenolate",
    "Berberine with mycophenolate stays quiet",
    "berberine",
    "mycophenolate mofetil 500mg",
    BERBERINE,
    BERBERINE_QUIET_MYCOPHENOLATE,
    [TACROLIMUS_HERBS],
  ),
  cases.named(
    "sjw-prednisolone",
    "St John's wort with prednisolone tablets",
    "st-johns-wort",
    "prednisolone 5mg",
    SJW,
    ASKS,
    SJW_PREDNISOLONE,
    [SKYSCAPE_STEROIDS],
  ),
  cases.quiet(
    "sjw-hydrocortisone-cream",
    "St John's wort with hydrocortisone 1% cream stays quiet",
    "st-johns-wort",
    "hydrocortisone 1% cream",
    SJW,
    SJW_QUIET_CREAM,
    [SKYSCAPE_STEROIDS],
  ),
  cases.named(
    "lemon-balm-levothyroxine",
    "Lemon balm with levothyroxine",
    "lemon-balm",
    "levothyroxine 100 micrograms",
    LEMON_BALM,
    ASKS,
    LEMON_BALM_THYROID,
    [GLOBINMED_LEMON_BALM],
  ),
  cases.named(
    "lemon-balm-liothyronine",
    "Lemon balm with liothyronine",
    "lemon-balm",
    "liothyronine 20mcg",
    LEMON_BALM,
    ASKS,
    LEMON_BALM_THYROID,
    [GLOBINMED_LEMON_BALM],
  ),
  cases.quiet(
    "lemon-balm-carbimazole",
    "Lemon balm with carbimazole stays quiet",
    "lemon-balm",
    "carbimazole 20mg",
    LEMON_BALM,
    LEMON_BALM_QUIET,
    [GLOBINMED_LEMON_BALM],
  ),
  cases.named(
    "astragalus-furosemide",
    "Astragalus with furosemide",
    "astragalus",
    "furosemide 40mg",
    ASTRAGALUS,
    MINOR,
    ASTRAGALUS_DIURETIC,
    [NS_ASTRAGALUS],
  ),
  cases.named(
    "astragalus-bendroflumethiazide",
    "Astragalus with bendroflumethiazide",
    "astragalus",
    "bendroflumethiazide 2.5mg",
    ASTRAGALUS,
    MINOR,
    ASTRAGALUS_DIURETIC,
    [NS_ASTRAGALUS],
  ),
  cases.quiet(
    "astragalus-digoxin",
    "Astragalus with digoxin stays quiet",
    "astragalus",
    "digoxin 125 micrograms",
    ASTRAGALUS,
    ASTRAGALUS_QUIET,
    [NS_ASTRAGALUS],
  ),
  cases.named(
    "kava-furosemide",
    "Kava with furosemide",
    "kava",
    "furosemide 40mg",
    KAVA,
    MINOR,
    KAVA_DIURETIC,
    [NS_KAVA],
  ),
  cases.named(
    "goldenseal-neoral",
    "Goldenseal with Neoral (ciclosporin)",
    "goldenseal",
    "Neoral 100mg capsules",
    GOLDENSEAL,
    ASKS,
    GOLDENSEAL_CICLOSPORIN,
    [EBSCO_CICLOSPORIN],
  ),
  cases.quiet(
    "goldenseal-azathioprine",
    "Goldenseal with azathioprine stays quiet",
    "goldenseal",
    "azathioprine 50mg",
    GOLDENSEAL,
    GOLDENSEAL_QUIET,
    [EBSCO_CICLOSPORIN],
  ),
  cases.named(
    "peppermint-ciclosporin",
    "Peppermint oil capsules with ciclosporin",
    "peppermint-oil",
    "ciclosporin 100mg",
    PEPPERMINT,
    ASKS,
    PEPPERMINT_CICLOSPORIN,
    [NS_PEPPERMINT],
  ),
  cases.named(
    "peppermint-tacrolimus",
    "Peppermint oil capsules with tacrolimus",
    "peppermint-oil",
    "tacrolimus 1mg",
    PEPPERMINT,
    BLOCK,
    PEPPERMINT_TACROLIMUS,
    [NS_PEPPERMINT, ADVAGRAF_LEAFLET],
  ),
  cases.named(
    "quercetin-neoral",
    "Quercetin with Neoral (ciclosporin)",
    "quercetin",
    "Neoral 100mg capsules",
    QUERCETIN,
    BLOCK,
    QUERCETIN_CICLOSPORIN,
    [YU_QUERCETIN, COLOMBO],
  ),
  cases.named(
    "resveratrol-ciclosporin",
    "Resveratrol with ciclosporin",
    "resveratrol",
    "ciclosporin 100mg",
    RESVERATROL,
    ASKS,
    RESVERATROL_CICLOSPORIN,
    [COLOMBO],
  ),
  cases.quiet(
    "resveratrol-mycophenolate",
    "Resveratrol with mycophenolate stays quiet",
    "resveratrol",
    "mycophenolate mofetil 500mg",
    RESVERATROL,
    RESVERATROL_QUIET,
    [COLOMBO],
  ),
  cases.named(
    "kava-carbamazepine",
    "Kava with carbamazepine",
    "kava",
    "carbamazepine 200mg",
    KAVA,
    ASKS,
    SEDATIVE_ANTIEPILEPTIC,
    [SPINELLA],
  ),
  cases.named(
    "valerian-lamotrigine",
    "Valerian with lamotrigine",
    "valerian",
    "lamotrigine 100mg",
    VALERIAN,
    ASKS,
    SEDATIVE_ANTIEPILEPTIC,
    [SPINELLA],
  ),
  cases.named(
    "chamomile-sodium-valproate",
    "Chamomile with sodium valproate",
    "chamomile",
    "sodium valproate 500mg",
    CHAMOMILE,
    ASKS,
    SEDATIVE_ANTIEPILEPTIC,
    [SPINELLA],
  ),
  cases.named(
    "passionflower-levetiracetam",
    "Passionflower with levetiracetam",
    "passionflower",
    "levetiracetam 500mg",
    PASSIONFLOWER,
    ASKS,
    SEDATIVE_ANTIEPILEPTIC,
    [SPINELLA],
  ),
  cases.quiet(
    "passionflower-lithium",
    "Passionflower with lithium stays quiet",
    "passionflower",
    "lithium 400mg",
    PASSIONFLOWER,
    SEDATIVE_QUIET_LITHIUM,
    [SPINELLA],
  ),
];
