// References first cited by the wrest round on the catalogue ingredients whose sources had been read least
// (drug-interactions-part-35.ts, medical-contraindications-wrest.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const MSKCC = "Memorial Sloan Kettering Cancer Center (About Herbs)";

export const REF_WREST = {
  /** "Talk with your healthcare provider if you're taking medications that help you sleep such as lorazepam (Ativan), diazepam (Valium), or zolpidem (Ambien). Taking these medications and L-theanine may increase drowsiness"; and if pregnant or breastfeeding, "L-theanine may not be safe for you". */
  mskLTheanine: {
    title: "L-Theanine: purported benefits, side effects and more (For Patients & Caregivers)",
    publisher: MSKCC,
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/l-theanine",
  },
  /** "Due to its potential hormonal activities, prostate cancer patients should avoid this herb until more is known about its safety." */
  mskTribulus: {
    title: "Tribulus terrestris: purported benefits, side effects and more (For Patients & Caregivers)",
    publisher: MSKCC,
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/tribulus-terrestris?glossary=on",
  },
  /** Lycopene's strong antioxidant effects give it "the potential to interfere with chemotherapy and radiation therapy"; cancer patients should use caution before increasing their lycopene intake. */
  lycopeneOncology: {
    title: "Lycopene. Oncology (Williston Park) 2010;24(3):296 (PubMed 20394143)",
    publisher: "PubMed (National Library of Medicine)",
    url: "https://pubmed.ncbi.nlm.nih.gov/20394143",
  },
  /** Contraindications: "Avoid coadministration with the cardiac glycoside digoxin"; interactions: a case report of a warfarin interaction with supratherapeutic INR values. */
  drugsComQuercetin: {
    title: "Quercetin: professional monograph (clinical overview)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/npp/quercetin.html",
  },
  /** Pigs given digoxin with quercetin: digoxin Cmax up 413% and AUC up 170% at 40 mg/kg; two of three pigs died at 50 mg/kg; "concomitant administration of digoxin and quercetin ... should be avoided". */
  quercetinDigoxinPigs: {
    title: "Lethal quercetin-digoxin interaction in pigs. Life Sci 2004;74(10):1191-7 (PubMed 14697403)",
    publisher: "PubMed (National Library of Medicine)",
    url: "https://www.pubmed.gov/14697403/",
  },
  /** A 79-year-old man on stable warfarin had an INR of 7.5 days after starting quercetin 250 mg (with vitamin C 500 mg) daily; 5 days after stopping it the INR was 2.5. */
  quercetinWarfarinCase: {
    title:
      "Enhanced anticoagulant effect of warfarin when co-administered with quercetin. J Pharm Technol 2022;38(6):374-375 (case report)",
    publisher: "PubMed Central (National Library of Medicine)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9608098/",
  },
  /** Drug interactions: separate antibiotics from Lactobacillus and Bifidobacterium probiotics by at least 2 hours; S. boulardii may interact with antifungals; use probiotics cautiously with immunosuppressants (cyclosporine, tacrolimus, azathioprine) and chemotherapy, as they could cause an infection. */
  ajhpProbiotics: {
    title: "Probiotics. Am J Health Syst Pharm 2010;67(6):449-458: drug interactions",
    publisher: "Medscape (reprint of the American Journal of Health-System Pharmacy review)",
    url: "https://www.medscape.com/viewarticle/719654_13",
  },
  /** Contraindications: "Avoid if an allergy to any member of the Fabaceae family exists. Cross-reactivity to chickpea, peanut, or coriander allergy is possible"; avoid in pregnancy. */
  drugsComFenugreek: {
    title: "Fenugreek: professional monograph (clinical overview)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/npp/fenugreek.html",
  },
} satisfies Record<string, Reference>;
