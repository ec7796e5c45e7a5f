// References first cited in the wcn6 round (medical-contraindications-wcn6.ts): conditions that were unread.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WCN6 = {
  /**
   * A 49-year-old admitted "with hypertension, edema, and intense fatigue caused by excessive consumption for three
   * weeks of licorice herbal teas"; licorice "can also have a mineralocorticoid-like activity".
   */
  cureusLicoriceEdema: {
    title:
      "A licorice-flavored edema: a case report of glycyrrhizic acid toxicity from chronic licorice root consumption (Cureus 2023;15(1):e34425)",
    publisher: "Cureus, via PubMed",
    url: "https://pubmed.ncbi.nlm.nih.gov/36874748/",
    pmid: "36874748",
  },
  /** "Oedema is the medical term for fluid retention in the body ... most common in the feet and ankles." */
  knowYourDoctorOedema: {
    title: "Swollen ankles: oedema is the medical term for fluid retention in the body",
    publisher: "knowyourdoctor.com.cy (the NHS Choices text)",
    url: "https://www.knowyourdoctor.com.cy/medical/swollen-ankles/",
  },
  /** Potential causes of constipation "including: ... Certain medicines e.g. iron supplements, opioids". */
  tmmagazineConstipation: {
    title:
      "About constipation (pharmacy team training module on advising on laxatives): potential causes include certain medicines, e.g. iron supplements",
    publisher: "tmmagazine.co.uk (pharmacy team training)",
    url: "https://www.tmmagazine.co.uk/sponsored-education/765924-advising-on-stimulant-laxatives-senokot-2021/about-constipation-810132",
  },
  /**
   * "Porphyria cutanea tarda is in most cases secondary to precipitating conditions, principally: iron overload ...
   * exposure to alcohol, exposure to oestrogens"; "Take a full history of exposure to alcohol, drugs, iron-containing
   * preparations, oestrogen"; management: "Reduce iron loading: commence venesection".
   */
  uctPct: {
    title:
      "Management of porphyria cutanea tarda: precipitating conditions (principally iron overload, alcohol, oestrogens) and reducing iron loading",
    publisher: "University of Cape Town porphyria service (porphyria.uct.ac.za)",
    url: "https://porphyria.uct.ac.za/node/166930",
  },
  /**
   * Precautions and warnings: "Monitor blood glucose levels in patients with impaired glucose tolerance. It is
   * recommended that insulin requirements are monitored before the start of treatment and periodically during
   * treatment"; "Patients with diabetes may experience fluctuations in blood glucose".
   */
  medscapeUkGlucosamine: {
    title:
      "Glucosamine tablets and capsules: precautions and warnings (blood glucose in impaired glucose tolerance and diabetes)",
    publisher: "Medscape UK (drug monograph for UK healthcare professionals)",
    url: "https://www.medscape.co.uk/drug/glucosamine-tablets-and-capsules-69856-69856",
  },
} satisfies Record<string, Reference>;
