// References first cited in the wcn4 round.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WCN4 = {
  /**
   * "UK and American resources caution or advise against the concurrent use of levothyroxine and kelp products. Kelp
   * products should be avoided in patients suffering from thyroid disorders regardless of whether they are taking
   * thyroid supplementation."
   */
  spsKelpLevothyroxine: {
    title:
      "Can patients on levothyroxine take sea kelp? (Medicines Q&A from NHS Specialist Pharmacy Services, as summarised by the NHS North of England Commissioning Support medicines information pages)",
    publisher: "NHS North of England Commissioning Support (NECS), Medicines Optimisation",
    url: "https://medicines.necsu.nhs.uk/tag/kelp/",
  },
  /**
   * "We report 2 cases in which patients with schizophrenia experienced psychotic relapse that was temporally
   * associated with the consumption of St. John's wort." "Antidepressants may exacerbate psychosis in patients with
   * schizophrenia; this raises the possibility that St. John's wort may have a similar adverse effect."
   */
  cmajSjwSchizophrenia: {
    title: "St. John's wort and schizophrenia (letter with two case reports, CMAJ 2000;163(3):262-3)",
    publisher: "Canadian Medical Association Journal, via PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC80286",
  },
  /**
   * "To date, the evidence available regarding the administration of Hypericum in people with severe mental health
   * problems is still meager and refers mainly to affective disorder spectrum or psychotic relapse in people with
   * established diagnoses." The report raises "the potential risks of Hypericum precipitating psychosis".
   */
  ferraraSjwPsychosis: {
    title:
      "St John's wort (Hypericum perforatum)-induced psychosis: a case report (J Med Case Reports 2017;11:137)",
    publisher: "Journal of Medical Case Reports (BioMed Central)",
    url: "https://jmedicalcasereports.biomedcentral.com/articles/10.1186/s13256-017-1302-7",
  },
  /**
   * "Eight unipolar and two bipolar patients with treatment-resistant depression were treated for four weeks with
   * 3-5 g/day of creatine monohydrate ... Both bipolar patients developed hypomania/mania." Conclusion: "possible
   * precipitation of a manic switch in bipolar depression."
   */
  roitmanCreatineDepression: {
    title:
      "Creatine monohydrate in resistant depression: a preliminary study (Roitman et al., Bipolar Disorders 2007; doi:10.1111/j.1399-5618.2007.00532.x), abstract",
    publisher: "Zendy (abstract record of the Bipolar Disorders article)",
    url: "https://zendy.io/title/10.1111/j.1399-5618.2007.00532.x",
  },
  /**
   * "24 (16%) patients in the probiotics group died, compared with nine (6%) in the placebo group (relative risk 2.53,
   * 95% CI 1.22-5.25). Nine patients in the probiotics group developed bowel ischaemia (eight with fatal outcome),
   * compared with none in the placebo group." An expression of concern was published in 2010.
   */
  propatriaProbioticsPancreatitis: {
    title:
      "Probiotic prophylaxis in predicted severe acute pancreatitis: a randomised, double-blind, placebo-controlled trial (Besselink et al., Lancet 2008), PubMed abstract",
    publisher: "PubMed (US National Library of Medicine)",
    url: "https://pubmed.ncbi.nlm.nih.gov/18279948/",
  },
} satisfies Record<string, Reference>;
