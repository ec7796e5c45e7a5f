// References first cited in the wntr round (drug-interactions-part-73.ts): narrow-margin and transplant medicines.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WNTR = {
  /**
   * "Based on pharmacology: Human and laboratory studies have reported that constituents contained in echinacea products
   * may increase immune function which may alter the effects of these medications and possibly the dose needed for
   * treatment. Use with caution." The drugs listed include "methotrexate, prednisone, hydrocortisone,
   * methylprednisolone, prednisolone, betamethasone, budesonide, triamcinolone, dexamethasone, cortisone".
   */
  globinmedEchinaceaImmunosuppressive: {
    title:
      "How echinacea interacts with immunosuppressive medications (interaction rating: potential/theoretical)",
    publisher: "GlobinMed (Global Information Hub on Integrated Medicine, Ministry of Health Malaysia)",
    url: "https://globinmed.com/safety/how-echinacea-interacts-with-immunosuppressive-med-76690",
  },
  /**
   * "In theory, echinacea's ability to stimulate the immune system may interfere with drugs that suppress the immune
   * system (including azathioprine, cyclosporine, and steroids such as prednisone)."
   */
  naturalStandardEchinacea: {
    title: "Echinacea: interactions with drugs (Natural Standard monograph, powered by Healthline)",
    publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
    url: "https://www.aarpmedicareplans.com/natstandardcontent/echinacea/4?hlpage=drug_information&loc=table_of_contents_nav&brand=",
  },
  /**
   * "A laboratory study reported that lemon balm can affect the thyroid, which may alter the effects of these medications
   * and possibly the dose needed for treatment. Use with caution." The drugs include "thyroid desiccated, levothyroxine
   * sodium, liothyronine sodium, liotrix, iodine products".
   */
  globinmedLemonBalmThyroid: {
    title:
      "How lemon balm (Melissa) interacts with thyroid medications (interaction rating: potential/theoretical)",
    publisher: "GlobinMed (Global Information Hub on Integrated Medicine, Ministry of Health Malaysia)",
    url: "https://globinmed.com/index.php?option=com_content&view=article&id=76596&catid=394&itemid=28&Itemid=190",
  },
  /**
   * "Based on animal research and traditional use, astragalus may act as a diuretic and increase urination. In theory,
   * this may lead to dehydration or metabolic abnormalities (low blood sodium or potassium), particularly when used in
   * combination with diuretic drugs such as furosemide (Lasix®), chlorothiazide (Diuril®), or spironolactone
   * (Aldactone®)."
   */
  naturalStandardAstragalus: {
    title: "Astragalus: interactions with drugs (Natural Standard monograph, powered by Healthline)",
    publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
    url: "https://www.aarpmedicareplans.com/natstandardcontent/astragalus/3?hlpage=drug_information&loc=table_of_contents_nav&brand=",
  },
  /**
   * "The substance berberine, found in goldenseal, oregon grape, and barberry, may increase levels of cyclosporine"
   * (possible harmful interaction). The same page says of bitter orange: "Like grapefruit juice, bitter orange (citrus
   * aurantium) may raise levels of cyclosporine ... the safest approach is to avoid citrus aurantium altogether."
   */
  ebscoCyclosporine: {
    title: "Cyclosporine: interactions with herbs and supplements (EBSCO CAM Review Board)",
    publisher: "EBSCO Health Library",
    url: "https://healthlibrary.epnet.com/GetContent.aspx?token=b0c3eb60-99e5-4038-bc04-819fded5c1d6&chunkiid=21718",
  },
  /** "Peppermint oil increases levels of cyclosporine in the blood." */
  naturalStandardPeppermint: {
    title: "Peppermint: interactions with drugs (Natural Standard monograph, powered by Healthline)",
    publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
    url: "https://www.aarpmedicareplans.com/natstandardcontent/peppermint/3?hlpage=drug_information&loc=table_of_contents_nav&brand=",
  },
  /**
   * "Peppermint oil may increase the levels and adverse effects of cyclosporine ... Animal research suggests that
   * peppermint oil inhibits cyclosporine metabolism, but this interaction has not been reported in humans. If you take
   * cyclosporine, it is recommended to be cautious when using peppermint oil."
   */
  helloPharmacistPeppermint: {
    title: "Peppermint: interactions overview, interaction with cyclosporine",
    publisher: "HelloPharmacist",
    url: "https://hellopharmacist.com/drug-supplement-interactions/herbals/peppermint?interactions_rating=-1",
  },
  /**
   * Abstract: "Decreased CyA blood concentration has been shown ... in vivo animal studies, with ginger, liquorice,
   * scutellariae radix, and quercetin. Increased CyA concentration has been reported ... with cannabidiol or resveratrol
   * in animal studies ... avoiding concomitant use of herbal extracts is prudent until human clinical studies have ruled
   * out any possible interaction." Table 1: quercetin, decreased (oral only), animal; resveratrol, increased, animal.
   */
  colomboCiclosporinTable: {
    title:
      "Cyclosporine and herbal supplement interactions (Colombo et al., Journal of Toxicology 2014), Table 1",
    publisher: "Hindawi (Journal of Toxicology)",
    url: "https://www.hindawi.com/journals/jt/2014/145325/tab1/",
  },
  /**
   * "Quercetin and rutin significantly decreased the Cmax of CSP by 67.8 and 63.2% and reduced the AUC(0-540) by 43.3
   * and 57.2% ... Transplant patients treated with Neoral should avoid concurrent consumption of quercetin or rutin to
   * minimize the risk of allograft rejection." (a study in rats)
   */
  yuQuercetinNeoral: {
    title:
      "Quercetin and rutin reduced the bioavailability of cyclosporine from Neoral, an immunosuppressant, through activating P-glycoprotein and CYP 3A4 (J Agric Food Chem 2011)",
    publisher: "Peeref (abstract of the journal article)",
    url: "https://peeref.com/works/11027023",
    doi: "10.1021/jf104786t",
  },
  /**
   * "Herbal sedatives (kava, valerian, chamomile, passionflower) may potentiate the effects of antiepileptic
   * medications, increasing their sedative and cognitive effects."
   */
  spinellaHerbsEpilepsy: {
    title:
      "Herbal medicines and epilepsy: the potential for benefit and adverse effects (Spinella, Epilepsy & Behavior 2001)",
    publisher: "Epilepsy Foundation (full text in its professional resource library)",
    url: "https://www.epilepsy.com/living-epilepsy/epilepsy-and/professional-health-care-providers/resource-library/epilepsy-behavior-2",
  },
  spinellaHerbsEpilepsyPubmed: {
    title:
      "Herbal medicines and epilepsy: the potential for benefit and adverse effects (Epilepsy Behav 2001), abstract",
    publisher: "PubMed (National Library of Medicine)",
    url: "https://www.ncbi.nlm.nih.gov/pubmed/12609386?dopt=Abstract",
    pmid: "12609386",
  },
  /**
   * "Sedatives -- Valerian can increase the effect of drugs that have a sedating effect, including - Anticonvulsants such
   * as phenytoin (Dilantin) and valproic acid (Depakote) ..."
   */
  adamValerian: {
    title: "Possible interactions with: Valerian (A.D.A.M. complementary medicine monograph)",
    publisher: "St. Luke's Hospital, St. Louis (A.D.A.M., Inc.)",
    url: "https://stlukes-stl.com/health-content/medicine/33/000934.htm",
  },
  /** "Anticonvulsants -- Kava may increase the effects of medications used to treat seizures." */
  adamKava: {
    title: "Possible interactions with: Kava kava (A.D.A.M. complementary medicine monograph)",
    publisher: "St. Luke's Hospital, St. Louis (A.D.A.M., Inc.)",
    url: "https://stlukes-stl.com/health-content/medicine/33/000914.htm",
  },
  /**
   * The Roman chamomile page, which speaks of German chamomile: "Sedatives -- Chamomile can increase the effect of drugs
   * that have a sedating effect, including: - Anticonvulsants such as phenytoin (Dilantin) and valproic acid (Depakote)".
   */
  adamChamomile: {
    title: "Possible interactions with: Roman chamomile (A.D.A.M. complementary medicine monograph)",
    publisher: "St. Luke's Hospital, St. Louis (A.D.A.M., Inc.)",
    url: "https://stlukes-stl.com/health-content/medicine/33/000888.htm",
  },
  /**
   * "Since kava has diuretic properties, it may have additive effects when taken with diuretic drugs such as furosemide
   * or with ACE-inhibitors such as benazepril or captopril."
   */
  naturalStandardKava: {
    title: "Kava: interactions with drugs (Natural Standard monograph, powered by Healthline)",
    publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
    url: "https://www.aarpmedicareplans.com/natstandardcontent/kava/3?brand=",
  },
  /**
   * Abstract: "Ginseng should also not be used with estrogens or corticosteroids because of possible additive effects."
   * "Evening primrose oil and borage should not be used with anticonvulsants because they may lower the seizure
   * threshold." "Immunostimulants (eg, Echinacea and zinc) should not be given with immunosuppressants (eg,
   * corticosteroids and cyclosporine)."
   */
  millerHerbalMedicinals: {
    title:
      "Herbal medicinals: selected clinical considerations focusing on known or potential drug-herb interactions (Miller, Arch Intern Med 1998), abstract",
    publisher: "ACNP journal catalogue, University of Bologna (abstract record)",
    url: "https://acnpsearch.tweb-dev.unibo.it/singlejournalindex/60192385",
    doi: "10.1001/archinte.158.20.2200",
  },
  /**
   * "Potassium citrate and other forms of citrate (e.g., calcium citrate, magnesium citrate) may be used to prevent
   * kidney stones. These agents work by making the urine less acidic. This effect on the urine may lead to decreased
   * blood levels and therapeutic effects of methotrexate. It may be advisable to avoid these citrate compounds during
   * methotrexate therapy except under medical supervision." (possible harmful interaction)
   */
  ebscoMethotrexate: {
    title: "Methotrexate: interactions with herbs and supplements (EBSCO CAM Review Board)",
    publisher: "Memorial Health (EBSCO Health Library)",
    url: "https://memorialhealth.com/hl/?/21579/Folex-PFS",
  },
  /**
   * "Old studies in animals and unblinded studies in a few hyperthyroid patients suggested that L-carnitine is a
   * periferal antagonist of thyroid hormone action ... we assessed whether 2 or 4 g/d oral L-carnitine were able to
   * both reverse and prevent/minimize nine hyperthyroidism-related symptoms ... Fifty women under a fixed TSH-suppressive
   * dose of L-T(4)" (a randomised, double-blind, placebo-controlled trial).
   */
  benvengaCarnitineThyroid: {
    title:
      "Usefulness of L-carnitine, a naturally occurring peripheral antagonist of thyroid hormone action, in iatrogenic hyperthyroidism: a randomized, double-blind, placebo-controlled clinical trial (Benvenga et al., J Clin Endocrinol Metab), abstract",
    publisher: "GlobinMed (Ministry of Health Malaysia), research abstracts",
    url: "https://globinmed.com/index.php?option=com_content&view=article&id=64450&catid=417&itemid=",
  },
  /**
   * "In wiew of the increased enterohepatic circulation of thyroxine (T4) and triiodothyronine (T3) in thyrotoxicosis,
   * and metabolic effects of konjac glucomannan in gastrointestinal system, we aimed to determine the activity of
   * glucomannan in treatment of hyperthyroidism." With methimazole and propranolol, glucomannan 2 × 1.3 g daily gave
   * "significantly lower serum T3, T4, FT3 and FT4 levels than the patients who received placebo" at weeks 2, 4 and 6;
   * "At week 8, thyroid hormone levels were not shown any differences" (48 newly diagnosed hyperthyroid patients).
   */
  azezliGlucomannanThyroid: {
    title:
      "The use of konjac glucomannan to lower serum thyroid hormones in hyperthyroidism (Azezli, Bayraktaroglu, Orhan; European Congress of Endocrinology 2006, poster P861), abstract",
    publisher: "Endocrine Abstracts (Bioscientifica)",
    url: "https://endocrine-abstracts.org/ea/0011/ea0011p861",
  },
  /**
   * "We report a case of an herbal preparation-induced rhabdomyolysis in a stable renal-transplant recipient, attributed
   * to the presence of red yeast rice (Monascus purpureus) within the mixture. The condition resolved when consumption
   * of the product ceased. Rice fermented with red yeast contains several types of mevinic acids, including monacolin K,
   * which is identical to lovastatin. We postulate that the interaction of cyclosporine and these compounds through the
   * cytochrome P450 system resulted in the adverse effect seen in this patient. Transplant recipients must be cautioned
   * against using herbal preparations to lower their lipid levels to prevent such complications from occurring."
   */
  prasadRedYeastRiceTransplant: {
    title:
      "Rhabdomyolysis due to red yeast rice (Monascus purpureus) in a renal transplant recipient (Prasad, Wong, Meliton, Bhaloo; Transplantation 2002), abstract",
    publisher: "Zendy (abstract record; doi 10.1097/00007890-200210270-00028)",
    url: "https://zendy.io/title/10.1097/00007890-200210270-00028",
  },
  /**
   * "TAC bioavailability was decreased when co-administered with St John's wort (SJW), cranberry, rooibos tea, and boldo
   * in human models by induction of the CYP450 system and/or P-gp efflux pump, meanwhile, the TAC bioavailability was
   * increased when co-administered with grapefruit juice (GFJ), schisandra, berberine, turmeric, pomegranate juice,
   * pomelo, and ginger in human and or animal models by inhibition effect on CYP450 system and/or P-gp efflux pump."
   * "Patients who are already undergoing TAC treatment should be informed about the possibility of dangerous
   * interactions between herbal remedies and TAC."
   */
  tacrolimusHerbsReview: {
    title: "Tacrolimus and herbs interactions: a review, abstract",
    publisher: "R Discovery (researcher.life), article record",
    url: "https://discovery.researcher.life/article/tacrolimus-and-herbs-interactions-a-review/700e990aecbf332abf4e6ee6f85409fc",
  },
  /**
   * Object drugs "Corticosteroids: Budesonide ... Dexamethasone ... Methylprednisolone ... Prednisolone (Prelone, etc.)
   * ... Prednisone ... Triamcinolone"; precipitant drugs "Enzyme Inducers: ... St. John's wort ...". "Enzyme inducers
   * can enhance the metabolism and reduce the therapeutic response to systemic corticosteroids. Increased corticosteroid
   * dosage may be necessary. No adverse interaction would be expected if the corticosteroid is given topically or for
   * other local effect". "Class 3: Assess Risk & Take Action if Necessary"; "Monitor the patient for reduced
   * corticosteroid response if enzyme inducers are given concurrently."
   */
  skyscapeCorticosteroidsInducers: {
    title:
      "Corticosteroids with enzyme inducers (interaction monograph: object drugs, precipitant drugs and comment)",
    publisher: "Skyscape medical reference (drug interaction monograph)",
    url: "https://download.skyscape.com/download/ota/lonestar/3C52715-7DF0-47C4-BF2A-379E6E7AC9B5/skyscaperx.edxx/content/HTML/v/tl1.htm",
  },
} satisfies Record<string, Reference>;
