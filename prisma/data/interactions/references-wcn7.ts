// References first cited in the wcn7 round (medical-contraindications-wcn7.ts): conditions that were unread.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WCN7 = {
  /**
   * "Taking 200mg or more a day of vitamin B6 can lead to a loss of feeling in the arms and legs known as peripheral
   * neuropathy ... Do not take more than 10mg of vitamin B6 a day in supplements unless advised to by a doctor."
   */
  goGreenVitaminB6: {
    title:
      "Vitamin B6: what happens if I take too much? A loss of feeling in the arms and legs known as peripheral neuropathy (the NHS website text)",
    publisher: "go-green.info (the NHS vitamins and minerals text)",
    url: "https://www.go-green.info/food/vitamin-b6/",
  },
  /** "Peripheral neuropathy develops when nerves in the body's extremities ... are damaged." */
  nhsInformNeuropathy: {
    title:
      "Peripheral neuropathy: develops when nerves in the body's extremities, such as the hands, feet and arms, are damaged",
    publisher: "NHS inform (Scotland)",
    url: "https://www.nhsinform.scot/illnesses-and-conditions/brain-nerves-and-spinal-cord/peripheral-neuropathy",
  },
  /** "Don't ... do not have too much caffeine (found in tea, coffee, cola and chocolate) – it may trigger the symptoms of Raynaud's." */
  limelightRaynauds: {
    title:
      "Raynaud's (health A to Z in the NHS website's words): things you can do, not too much caffeine, which may trigger the symptoms",
    publisher: "Limelight Health and Wellbeing Hub (NHS, health A to Z)",
    url: "https://limelighthealthhub.nhs.uk/health-a-to-z/raynauds/",
  },
  /** "Did you know even caffeine can trigger symptoms? Caffeine can constrict blood vessels ... best to limit your intake." */
  yorkshireSmokefreeRaynauds: {
    title:
      "Smoking and Raynaud's: caffeine can constrict blood vessels, triggering symptoms or making them worse",
    publisher: "Yorkshire Smokefree (NHS stop smoking service)",
    url: "https://yorkshiresmokefree.nhs.uk/articles/smoking-and-raynauds",
  },
  /** Reducing your symptoms: "avoid drinking lots of caffeine or alcohol" (the NHS PoTS text). */
  getdocPots: {
    title:
      "Postural tachycardia syndrome (PoTS), health A to Z: reducing your symptoms, including not drinking lots of caffeine or alcohol",
    publisher: "getdoc.com (health A to Z)",
    url: "https://www.getdoc.com/health-a-z/condition/?condition_name=postural-tachycardia-syndrome",
  },
  /** "Avoid drinking lots of caffeine or alcohol. Caffeine stimulates the nervous system ..." */
  rfcfsPots: {
    title:
      "Postural tachycardia syndrome (POTS): managing everyday symptoms; caffeine stimulates the nervous system",
    publisher: "rfcfs.co.uk (CFS/ME service pages)",
    url: "https://rfcfs.co.uk/Home/Postural-Tachycardia-Syndrome-(POTS)/Managing-Everyday-Symptoms",
  },
  /** "Phlebotomy produces iron deficiency to control PV. Thus, iron supplements should not be taken." */
  nccnPolycythaemiaVera: {
    title:
      "NCCN Guidelines for Patients: Myeloproliferative Neoplasms (2018), polycythemia vera initial treatment: phlebotomy, and iron supplements should not be taken",
    publisher: "National Comprehensive Cancer Network (NCCN)",
    url: "https://www.nccn.org/patients/guidelines/mpn/38/index.html",
  },
  /** "PV is rare. It's usually caused by a change in the JAK2 gene ..." (a type of absolute polycythaemia). */
  nicswellPolycythaemia: {
    title:
      "Polycythaemia: absolute polycythaemia has 2 main types, one of them polycythaemia vera (PV) (the NHS website text)",
    publisher: "nicswell.co.uk (health A to Z)",
    url: "https://www.nicswell.co.uk/conditions-and-treatments/polycythaemia/",
  },
  /** Lifestyle interventions for urinary incontinence include "Caffeine reduction – this includes restricting coffee, tea and 'cola'". */
  tmmagazineIncontinence: {
    title:
      "First prescriptions for urinary incontinence in women (pharmacy team training), lifestyle advice: caffeine reduction",
    publisher: "tmmagazine.co.uk (pharmacy team training)",
    url: "https://www.tmmagazine.co.uk/cpd/first-prescriptions-for-urinary-incontinence-in-women/lifestyle-advice-938935",
  },
  /** "Certain things may temporarily increase any tremor, including: ... caffeine – from tea, coffee and some fizzy drinks". */
  everestEssentialTremor: {
    title:
      "Essential tremor (NHS website text): caffeine among the things that may temporarily increase any tremor",
    publisher: "Everest Pharmacy (health A to Z)",
    url: "https://www.everestpharmacy.co.uk/condition/essential-tremor/",
  },
  /** The same NHS text: "caffeine – from tea, coffee and some fizzy drinks" ("Source: Essential tremor - NHS Choices"). */
  tremorOrgEssentialTremor: {
    title: "What is essential tremor? Caffeine may temporarily increase any tremor (source: NHS Choices)",
    publisher: "National Tremor Foundation (tremor.org.uk)",
    url: "https://tremor.org.uk/what-is-essential-tremor.html",
  },
} satisfies Record<string, Reference>;
