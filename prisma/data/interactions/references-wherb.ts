// References first cited by the herbal round read in the sources' own words (drug-interactions-part-29.ts,
// food-interactions-wherb.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WHERB = {
  /** Guo 2012: berberine 300 mg three times a day for 2 weeks raised midazolam AUC by 40% and Cmax by 38% (CYP3A4) and the urinary dextromethorphan/dextrorphan ratio ninefold (CYP2D6); "drug-drug interactions should be considered". */
  guoBerberineCyp: {
    title:
      "Repeated administration of berberine inhibits cytochromes P450 in humans (Guo et al., Eur J Clin Pharmacol 2012)",
    publisher: "PubMed Central (National Library of Medicine)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC4898966",
  },
  /** Loperamide is an opioid that acts on opiate receptors in the gut wall and decreases gut motility. */
  independentPharmacistLoperamide: {
    title: "Gut reaction (CPD module), answer 2: how loperamide works",
    publisher: "Independent Pharmacist",
    url: "https://www.independentpharmacist.co.uk/cpd-modules/gut-reaction/answer-2-211238",
  },
  /** Ginkgo Spirig HC (in German), warnings: ginkgo should not be given with anticonvulsants or medicines that lower the seizure threshold; seizures may occur in epilepsy. */
  ginkgoSpirigWarnings: {
    title:
      "Ginkgo Spirig HC (ginkgo leaf extract): Swiss product information in German, warnings and precautions",
    publisher: "ch.oddb.org (copy of Swiss product information)",
    url: "https://ch.oddb.org:443/en/gcc/fachinfo/reg/68362/chapter/restrictions",
  },
  /** Ginkgo Spirig HC (in German), undesirable effects: with anticonvulsants seizures may be triggered, so the combination should be avoided. */
  ginkgoSpirigUnwantedEffects: {
    title: "Ginkgo Spirig HC (ginkgo leaf extract): Swiss product information in German, undesirable effects",
    publisher: "ch.oddb.org (copy of Swiss product information)",
    url: "https://ch.oddb.org:443/en/gcc/fachinfo/reg/68362/chapter/unwanted_effects",
  },
  /** Ginkgo-Mepha (in German), interactions: with calcium antagonists such as nifedipine and diltiazem, a risk of higher levels of these medicines. */
  ginkgoMephaInteractions: {
    title:
      "Ginkgo-Mepha film-coated tablets (ginkgo leaf extract): Swiss product information in German, interactions",
    publisher: "ch.oddb.org (copy of Swiss product information)",
    url: "https://ch.oddb.org:443/de/gcc/fachinfo/reg/63202/chapter/interactions",
  },
  /** Silicur für die Leber (German leaflet): with amiodarone, a stronger antiarrhythmic effect of amiodarone cannot be excluded; better liver function may change how other medicines are broken down. */
  silicurLeaflet: {
    title: "Silicur für die Leber (milk thistle fruit extract): German patient leaflet, section 2",
    publisher: "medikamio (copy of the German leaflet)",
    url: "https://medikamio.com/de-de/medikamente/silicur-fuer-die-leber/pil",
  },
  /** PTA-Forum OTC check on milk thistle/silymarin: with amiodarone, its antiarrhythmic effect can be enhanced. */
  ptaForumSilymarin: {
    title: "Mariendistel/Silymarin: OTC-Beratungscheck (contraindications, side effects and interactions)",
    publisher: "PTA-Forum (Pharmazeutische Zeitung)",
    url: "https://ptaforum.pharmazeutische-zeitung.de/ausgabe-102018/mariendistelsilymarin/",
  },
  /** Li et al. 2011 (in vitro): a black cohosh extract inhibited the formation of tamoxifen's active metabolites and CYP2D6 and CYP3A4; co-administration "might interfere with the clinical efficacy"; clinical studies needed. */
  liBlackCohoshTamoxifen: {
    title:
      "In vitro metabolic interactions between black cohosh (Cimicifuga racemosa) and tamoxifen via inhibition of cytochromes P450 2D6 and 3A4 (Xenobiotica 2011)",
    publisher: "PubMed (National Library of Medicine)",
    url: "https://www.ncbi.nlm.nih.gov/pubmed/21827327",
  },
  /** Colombo et al. 2014 (review): ciclosporin raised in patients with berberine; lowered in animal studies with ginger and liquorice, raised with cannabidiol; echinacea and saw palmetto not shown consistently "but concomitant use should be avoided". */
  colomboCiclosporinHerbs: {
    title: "Cyclosporine and herbal supplement interactions (Colombo et al., Journal of Toxicology 2014)",
    publisher: "PubMed Central (National Library of Medicine)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3913293",
  },
  /** Wu et al. (randomised trial, 52 + 52 kidney transplant recipients): berberine 0.2 g three times a day raised ciclosporin trough levels (29% above controls) and AUC by 34.5%. */
  napdiBerberineCiclosporin: {
    title:
      "Effects of berberine on the blood concentration of cyclosporin A in renal transplanted recipients: clinical and pharmacokinetic study",
    publisher: "NaPDI Center repository (natural product–drug interaction research, NIH-funded)",
    url: "https://repo.napdi.org/NPDI-rmRb0A",
  },
  /** Miedziaszczyk et al. 2022 (review): tacrolimus levels can be raised by CYP3A4 inhibitors such as grapefruit, pomelo, clementine, pomegranate, ginger and turmeric; ginseng, green tea, schisandra and melatonin "highly controversial". */
  miedziaszczykTacrolimus: {
    title:
      "Controversial interactions of tacrolimus with dietary supplements, herbs and food (Miedziaszczyk et al., Pharmaceutics 2022)",
    publisher: "PubMed Central (National Library of Medicine)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9611668",
  },
  /** Ge et al. 2014 (review of clinical evidence): among 38 herbs, cannabis, chamomile, cranberry, garlic, ginkgo, grapefruit, lycium, red clover and St John's wort were evaluated to have a major-severity interaction with warfarin. */
  geHerbWarfarin: {
    title:
      "Updates on the clinical evidenced herb–warfarin interactions (Ge et al., Evid Based Complement Alternat Med 2014)",
    publisher: "PubMed Central (National Library of Medicine)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3976951",
  },
  /** Ginkgo with trazodone: a single case report of an 80-year-old with Alzheimer's disease who became semicomatose on ginkgo 80 mg and trazodone 20 mg twice a day; reversed by flumazenil; "avoid concomitant use" until more is known. */
  helloPharmacistGinkgoTrazodone: {
    title: "Ginkgo with trazodone: interaction effect, management and literature report",
    publisher: "HelloPharmacist (drug interaction reference)",
    url: "https://hellopharmacist.com/drug-interactions/drugs/trazodone/ginkgo-with-trazodone",
  },
  /** Brinker, part 2 of a series on herb–drug interactions: 200 mg a day of ginseng for 18 days raised nifedipine's peak level by 29% (CYP3A4); ginseng extract for 28 days did not change midazolam; garlic extract did not change alprazolam, nor garlic oil midazolam. */
  brinkerPlantProductsPk: {
    title:
      "Drug pharmacokinetic interactions following consumption of plant products (Brinker, part 2 of a series on herb–drug interactions)",
    publisher: "Relias Media (Integrative Medicine Alert)",
    url: "https://reliasmedia.com/articles/128696-drug-pharmacokinetic-interactions-following-consumption-of-plant-products",
  },
} satisfies Record<string, Reference>;
