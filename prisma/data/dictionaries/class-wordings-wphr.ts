// Wordings of conditions the dictionary has, as UK adults and clinic letters write them.
import type { Wordings } from "./class-wordings";

/** A KDIGO stage as letters write it: "CKD G3a", "CKD G3a A2", "CKD G3aA2". */
const kdigo = (grades: readonly string[]) =>
  grades.flatMap((grade) => [
    `CKD ${grade}`,
    ...["A1", "A2", "A3"].flatMap((albumin) => [`CKD ${grade} ${albumin}`, `CKD ${grade}${albumin}`]),
  ]);

export const CONDITION_WORDINGS_WPHR: Wordings = {
  // "Sugar" and "a touch of sugar" are how older people in the UK speak of diabetes.
  diabetes: ["touch of sugar", "a touch of sugar", "brittle diabetes"],
  "type-1-diabetes": ["DM1", "DM 1", "DM type 1"],
  "type-2-diabetes": ["DM2", "DM 2"],
  "high-cholesterol": [
    "high cholestrol",
    "raised cholestrol",
    "high lipids",
    "raised lipids",
    "mixed hyperlipidaemia",
    "mixed hyperlipidemia",
    "hypercholesterolaemic",
  ],
  // "Ticker" is slang for the heart: said of it, a heart problem of unstated kind.
  "cardiovascular-disease": ["dodgy ticker", "bad ticker"],
  // Clinic letters: "s/p PCI" (after a coronary angioplasty), "CABGx3" (a triple heart bypass).
  "coronary-heart-disease": [
    "s/p PCI",
    "post PCI",
    "previous PCI",
    ...["x1", "x2", "x3", "x4", "x5"].map((grafts) => `CABG${grafts}`),
  ],
  "deep-vein-thrombosis": ["recurrent DVT", "recurrent DVTs"],
  osteoporosis: ["osteoporotic", "osteopenic", "osteopaenia"],
  copd: ["1", "2", "3", "4"].flatMap((stage) => [`COPD GOLD ${stage}`, `COPD GOLD stage ${stage}`]),
  // "Ca" in a clinic letter beside an organ is its cancer, not calcium.
  "breast-cancer": ["breast ca", "ca breast"],
  "prostate-cancer": ["prostate ca", "ca prostate"],
  "bowel-cancer": ["bowel ca", "ca bowel", "colon ca", "ca colon"],
  "lung-cancer": ["lung ca", "ca lung"],
  "chronic-kidney-disease": kdigo(["G1", "G2", "G3", "G3a", "G3b"]),
  // KDIGO G4 is an eGFR of 15 to 29, the stage the dictionary calls severe; G5 is kidney failure.
  "severe-kidney-disease": [...kdigo(["G4"]), "chronic kidney disease stage 4", "CKD stage IV"],
  "kidney-failure": [...kdigo(["G5"]), "chronic kidney disease stage 5", "CKD stage V"],
  "polymyalgia-rheumatica": ["polymyalgia"],
  anxiety: ["generalized anxiety disorder"],
  adhd: ["adult ADHD", "attention deficit disorder"],
  "bipolar-disorder": ["bi-polar", "bi polar", "bi-polar disorder"],
  asthma: ["brittle asthma", "asthama", "astma"],
  "atopic-eczema": ["excema"],
  "ulcerative-colitis": ["ulcerative colitus"],
  menopause: [
    "peri menopause",
    "peri-menopause",
    "peri menopausal",
    "peri-menopausal",
    "early menopause",
    "surgical menopause",
    "menopausal symptoms",
    "going through the change",
    "change of life",
    "menapause",
  ],
  breastfeeding: ["exclusively breastfeeding", "exclusively breast feeding"],
  pregnancy: ["bun in the oven"],
  "macular-degeneration": ["wet AMD", "dry AMD", "wet macular degeneration", "dry macular degeneration"],
  // The NHS counts drinking above the low-risk limits as alcohol misuse, which the dictionary reads here.
  "alcohol-dependence": [
    "alcohol problem",
    "alcohol problems",
    "drink problem",
    "drinking problem",
    "problem with alcohol",
  ],
  "hormone-sensitive-breast-cancer": [
    "oestrogen positive breast cancer",
    "estrogen positive breast cancer",
    "estrogen receptor positive breast cancer",
  ],
  cancer: ["secondary cancer", "secondary cancers"],
};
