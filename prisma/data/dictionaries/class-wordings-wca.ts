// Wordings of dictionary conditions that the wca round's blind probe (supplements in cancer care) found unread.
import type { Wordings } from "./class-wordings";

export const CONDITION_WORDINGS_WCA: Wordings = {
  // Breast Cancer Now: "Hormone therapy will only benefit you if your breast cancer is hormone positive ... If your
  // breast cancer is hormone negative you will not be offered hormone therapy."
  // https://breastcancernow.org/about-breast-cancer/are-you-having-breast-cancer-treatment/hormone-therapy/will-i-be-offered-hormone-therapy
  "hormone-sensitive-breast-cancer": [
    "hormone therapy for breast cancer",
    "hormone treatment for breast cancer",
    "hormonal therapy for breast cancer",
    "endocrine therapy for breast cancer",
    "breast cancer on hormone therapy",
    "breast cancer on hormone treatment",
    "breast cancer on hormonal therapy",
  ],
};
