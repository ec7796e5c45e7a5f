// Wordings of the groups added in medicine-classes-wqt.ts as product information writes them ("medicinal products
// known to prolong the QT interval", "imidazole antifungals"), and of the potassium-losing diuretics as the MSD
// Manual words them. Each names that one group.
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WQT: Wordings = {
  "qt-prolonging": [
    "QT-prolonging medicines",
    "QT prolonging medicines",
    "QT-prolonging drugs",
    "QT prolonging drugs",
    "QT-prolonging medicinal products",
    "medicines that prolong the QT interval",
    "medicines that can prolong the QT interval",
    "drugs that prolong the QT interval",
    "drugs which prolong the QT interval",
    "medicinal products that prolong the QT interval",
    "medicinal products known to prolong the QT interval",
    "medicines known to prolong the QT interval",
    "medicines that can cause QT prolongation",
    "medicinal products that can cause QT prolongation",
    "medicines that cause QT prolongation",
  ],
  salicylate: ["salicylates", "salicylate medicines", "salicylate-containing medicines"],
  thrombolytic: [
    "thrombolytics",
    "thrombolytic agents",
    "thrombolytic drugs",
    "thrombolytic medicines",
    "fibrinolytics",
    "fibrinolytic drugs",
    "fibrinolytic agents",
  ],
  "azole-antifungal": ["azole antifungals", "azole antifungal medicines", "azoles", "conazoles"],
  "imidazole-antifungal": [
    "imidazole antifungals",
    "imidazole antimycotics",
    "imidazoles",
    "antifungal imidazoles",
  ],
  "triazole-antifungal": ["triazole antifungals", "triazole antimycotics", "triazoles"],
  "potassium-losing-diuretic": [
    "diuretics that increase potassium excretion",
    "diuretics that increase potassium excretion in urine",
  ],
};
