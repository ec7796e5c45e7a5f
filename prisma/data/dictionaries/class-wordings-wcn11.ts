// Wordings of dictionary conditions and groups people type that were unread or misread (the wcn11 round): feeding, pregnancy, cortisone.
import type { Wordings } from "./class-wordings";

export const CONDITION_WORDINGS_WCN11: Wordings = {
  // NHS Highland and Somerset maternity: combination (mixed) feeding is breastfeeding some feeds and giving formula at
  // others, so the breastfeeding records reach it. Bare "expressing" and "pumping" stay unread (of what is not said).
  breastfeeding: [
    "combination feeding",
    "combination feed",
    "combi feeding",
    "combi feed",
    "combo feeding",
    "mix feeding",
    "mixed feed",
    "partial breastfeeding",
    "breast and bottle feeding",
    "breast and formula feeding",
    "breastfeeding and formula",
    "breastfeeding and formula feeding",
    "breast and bottle",
    "breast and formula",
    "expressing breastmilk",
    "pumping breastmilk",
    "exclusively expressing",
    "exclusively expressing breast milk",
    "chest feeding",
    "breastfeading",
    "breastfeding",
    "breastfeedin",
    "brestfeeding",
    "breasfeeding",
    "breastfeeing",
    "brest feeding",
    "breast feading",
  ],
  // Misspellings and British slang for being pregnant; "preg" and "pg" stay unread (pregabalin, other meanings).
  pregnancy: [
    "pregnent",
    "pregant",
    "pregnat",
    "pregnet",
    "pergnant",
    "preganant",
    "pragnant",
    "pregancy",
    "pregnacy",
    "pregnency",
    "preggers",
    "preggo",
    "up the duff",
  ],
  // "Tryna get pregnant" had read as a pregnancy: trying, as "trying to get pregnant" already reads.
  "trying-to-conceive": [
    "tryna get pregnant",
    "tryna conceive",
    "trying for baby",
    "trying 4 a baby",
    "trying for another baby",
  ],
  fibromyalgia: ["fibro"],
  "high-cholesterol": ["high chol"],
  // A UK menopause doctor's fact sheet: the operation in which both ovaries are removed causes an immediate menopause.
  // Bare "ovaries removed" is left out: "one of my ovaries removed" would hold it.
  menopause: [
    "had ovaries removed",
    "had ovaries out",
    "had ovaries taken out",
    "both ovaries removed",
    "both ovaries taken out",
    "bilateral oophorectomy",
    "bilateral salpingo-oophorectomy",
    "womb and ovaries removed",
    "hysterectomy and ovaries removed",
  ],
};

// Sirona care & health's injection leaflet: "a corticosteroid (or 'cortisone')" injected where it acts, as "steroid
// injection" already reads. Bare "cortisone" stays unread (also the name of a tablet).
export const CLASS_WORDINGS_WCN11: Wordings = {
  corticosteroid: ["cortisone injection", "cortisone injections", "cortisone shot", "cortisone shots"],
  // The words of "breast cancer hormone therapy" (Breast Cancer Now), which already read, in the other order.
  "breast-cancer-hormone-therapy": [
    "hormone therapy for breast cancer",
    "hormone treatment for breast cancer",
    "hormone tablets for breast cancer",
  ],
};

// Trade names the European Association of Urology's patient page gives for the LHRH agonists (NHS inform lists the UK
// ones among puberty blockers): each names that medicine alone. Buserelin (Suprefact) and nafarelin (Synarel) are
// not in the dictionary, so their brands stay unread.
export const MEDICINE_WORDINGS_WCN11: Wordings = {
  triptorelin: ["Decapeptyl", "Gonapeptyl", "Gonapeptyl Depot", "Salvacyl"],
  leuprorelin: ["Staladex", "Eligard", "Lutrate"],
  goserelin: ["Reseligo"],
};
