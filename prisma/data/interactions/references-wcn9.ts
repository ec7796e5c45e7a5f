// References first cited in the wcn9 round (medical-contraindications-wcn9.ts): past bleeds, RP and a colonoscopy.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WCN9 = {
  /**
   * "Fifteen published case reports described a temporal association between using ginkgo and a bleeding event. Most
   * cases involved serious medical conditions, including 8 episodes of intracranial bleeding ... Patients using ginkgo,
   * particularly those with known bleeding risks, should be counseled about a possible increase in bleeding risk."
   */
  bentGinkgoKaiser: {
    title:
      "Spontaneous bleeding associated with ginkgo biloba: a case report and systematic review of the literature (J Gen Intern Med 2005), abstract",
    publisher: "Kaiser Permanente Division of Research",
    url: "https://divisionofresearch.kaiserpermanente.org/publications/spontaneous-bleeding-associated-with-ginkgo-biloba-a-case-report-and-systematic-review-of-the-literature-a-case-report-and-systematic-review-of-the-literature/",
  },
  /**
   * Vale S. Subarachnoid hemorrhage associated with Ginkgo biloba (Lancet 1998): "those patients who take Ginkgo regularly
   * and who have risk factors for intracerebral hemorrhage ... are at additional risk."
   */
  reliasGinkgoSah: {
    title:
      "Ginkgo biloba and subarachnoid hemorrhage: a case report (Vale, Lancet 1998) and its commentary on risk factors for intracerebral haemorrhage",
    publisher: "Relias Media (Alternative Medicine Alert)",
    url: "https://www.reliasmedia.com/articles/38756-ginkgo-biloba-and-subarachnoid-hemorrhage",
  },
  /** "History of intracranial bleeding, bleeding requiring hospitalisation ..." is the B of HAS-BLED. */
  qldHasBled: {
    title:
      "HAS-BLED: bleeding tendency or predisposition, counted as a history of intracranial bleeding or bleeding requiring hospitalisation",
    publisher: "Queensland Health (Clinical Care Manual, appendices)",
    url: "https://www.ccm.health.qld.gov.au/appendices/has-bled",
  },
  /**
   * "the risk for haemorrhagic stroke was increased (pooled relative risk 1.22 ...) ... one additional haemorrhagic stroke
   * for every 1250 individuals taking vitamin E ... indiscriminate widespread use of vitamin E should be cautioned against."
   */
  schurksVitaminEStroke: {
    title:
      "Effects of vitamin E on stroke subtypes: meta-analysis of randomised controlled trials (BMJ 2010;341:c5702)",
    publisher: "BMJ (PubMed Central copy)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC2974412",
    doi: "10.1136/bmj.c5702",
  },
  /** "As vitamin E may adversely affect the course of RP, it is recommended that individuals with RP avoid high-dose supplements." */
  rpFightingBlindnessVitamins: {
    title:
      "Vitamin A and vitamin E in retinitis pigmentosa: individuals with RP should avoid high-dose vitamin E supplements",
    publisher: "RP Fighting Blindness (UK charity)",
    url: "https://www.rpfightingblindness.org.uk/index.php?tln=aboutrp&pageid=102",
  },
  /** "vitamin E supplements should be avoided by RP patients ... check ingredients to ensure they don't contain added vitamin E." */
  retinaUkVitaminE: {
    title:
      "Vitamin A supplements provide no vision benefit to RP patients; vitamin E supplements should be avoided by people with RP",
    publisher: "Retina UK (charity)",
    url: "https://retinauk.org.uk/news/vitamin-a-supplements-provides-no-vision-benefit-to-rp-patients/",
  },
  /** "avoid use of high-dose supplements of vitamin E" (400 IU a day in the trial). */
  neiRpAlert: {
    title:
      "Clinical alert (1993): information for doctors who follow patients with retinitis pigmentosa, avoid high-dose vitamin E supplements",
    publisher: "National Eye Institute (NIH)",
    url: "https://www.nei.nih.gov/news/clinicalalerts/alert-rp",
  },
  /**
   * "If you are taking iron tablets please stop taking these 7 days before your colonoscopy appointment. If you are taking
   * stool bulking agents (e.g. Fybogel, Regulan, Proctofibre) ... you need to stop taking these 3 days before."
   */
  ncicMoviprepColonoscopy: {
    title:
      "Endoscopy: Moviprep bowel preparation, morning colonoscopy (patient leaflet): stop iron tablets 7 days and stool bulking agents such as Fybogel 3 days before",
    publisher: "ncic.nhs.uk (NHS trust patient information leaflet)",
    url: "https://ncic.nhs.uk/patients-visitors/patient-information-leaflets/Endoscopy-Moviprep-morning",
  },
  /** "If you are taking iron tablets (anything with 'Ferrous' in the name) ... these should be stopped 7 days before the test." */
  docslibColonoscopyPrep: {
    title:
      "Bowel preparation instructions for colonoscopy: seven days before, stop iron tablets (anything with 'ferrous' in the name)",
    publisher: "docslib.org (copy of a UK endoscopy unit's leaflet)",
    url: "https://docslib.org/doc/5507460/bowel-preparation-instructions-for-colonoscopy-to-prepare-for-colonoscopy-you-need-to-take-a-preparation-which-cleanses-your-bowel",
  },
  /** "drinking plenty of fluid – particularly water, but avoiding or cutting down on caffeine and alcohol" */
  getdocPiles: {
    title:
      "Piles (haemorrhoids), health A to Z: preventing and treating haemorrhoids, avoiding or cutting down on caffeine and alcohol",
    publisher: "getdoc.com (health A to Z)",
    url: "https://www.getdoc.com/health-a-z/condition/?condition_name=piles-haemorrhoids",
  },
  /** "According to NHS UK ... Cutting down on alcohol and caffeine (like tea, coffee and cola) to avoid constipation" */
  numarkPiles: {
    title:
      "Haemorrhoids (pharmacy minor ailments training, from the NHS page): cut down on alcohol and caffeine (tea, coffee, cola) to avoid constipation",
    publisher: "Numark (pharmacy team training)",
    url: "https://learning.numarknet.com/pharmacy-excellence/minor-ailments/haemorrhoids-1213747",
  },
} satisfies Record<string, Reference>;
