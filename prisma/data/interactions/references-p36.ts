// References first cited by the p36 round, a sweep of Memorial Sloan Kettering's About Herbs pages for the catalogue
// ingredients (drug-interactions-part-111.ts, medical-contraindications-p36.ts). Each address is the one it was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const MSKCC = "Memorial Sloan Kettering Cancer Center (About Herbs)";

export const REF_P36 = {
  /** "Do Not Take If: If you are taking medicine for high blood pressure, heart conditions, or erectile dysfunction: Arginine may have additive blood pressure lowering effects." */
  mskArginine: {
    title: "Arginine: purported benefits, side effects and more",
    publisher: MSKCC,
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/arginine",
  },
  /** "Avoid vitamin C if you're on bortezomib (Velcade®) as part of your cancer treatment. Vitamin C can affect the way this medication acts in your body." */
  mskVitaminC: {
    title: "Vitamin C: purported benefits, side effects and more",
    publisher: MSKCC,
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/vitamin-c",
  },
  /** "You are taking antidepressants: A number of case reports have described manias and potential interactions with antidepressants"; "You have diabetes: G. cambogia can decrease insulin levels and affect blood sugar levels"; patients with diabetes "should use garcinia with caution". */
  mskGarcinia: {
    title: "Garcinia gummi-gutta (garcinia cambogia): purported benefits, side effects and more",
    publisher: MSKCC,
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/garcinia-gummi-gutta",
  },
  /** "Talk with your healthcare provider before taking glucosamine supplements if you have liver disease. Glucosamine may worsen your condition." */
  mskGlucosamine: {
    title: "Glucosamine: purported benefits, side effects and more",
    publisher: MSKCC,
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/glucosamine",
  },
  /** "Talk with your healthcare provider if you have hormone-sensitive cancer like breast or prostate cancer." */
  mskMelatonin: {
    title: "Melatonin: purported benefits, side effects and more",
    publisher: MSKCC,
    url: "https://www.mskcc.org/cancer-care/herb/melatonin",
  },
  /** "Talk to your healthcare provider before taking probiotics as a dietary supplement if you have a central venous catheter (CVC)". */
  mskProbiotics: {
    title: "Probiotics: purported benefits, side effects and more",
    publisher: MSKCC,
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/probiotics-01",
  },
} satisfies Record<string, Reference>;
