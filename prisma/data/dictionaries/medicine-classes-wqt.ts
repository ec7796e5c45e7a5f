// Groups product information names that the dictionary lacked: "medicines that can prolong the QT interval" (an aloe
// laxative's leaflet), "salicylates" (magnesium antacids' SmPCs), "thrombolytics" (a vitamin E SmPC), and the azole antifungals by kind, "imidazole
// antifungals" (vitamin D3 product information) and "triazole antifungals", which were read as all antifungals with
// the kind left over. Each class cites a page naming its members; dictionary medicines get the class through
// CLASS_MEMBERS_WQT (index.ts).
import type { MedicineClass } from "../../../lib/interactions/dictionary-schema";
import { REF_WQT } from "../interactions/references-wqt";
import { cls } from "./class-entry";
import type { MechanismMembers } from "./medicine-properties";

export const MEDICINE_CLASSES_WQT: MedicineClass[] = [
  // Antiarrhythmics, antipsychotics, antibiotics, antidepressants and cancer medicines alike: no broader group.
  cls("qt-prolonging", "Medicines that can prolong the QT interval", [], REF_WQT.devonQtDrugs),
  // Aspirin is also an antiplatelet and an NSAID, bismuth subsalicylate a stomach remedy: no broader group holds both.
  cls("salicylate", "Salicylates (aspirin and other salicylate medicines)", [], REF_WQT.drugsComSalicylates),
  // Clot-dissolving hospital injections (alteplase, tenecteplase, streptokinase), added in medicines/wqt.ts.
  cls("thrombolytic", "Thrombolytics (clot-dissolving medicines)", [], REF_WQT.niceTa52Thrombolytics),
  cls("azole-antifungal", "Azole antifungals", ["antifungal"], REF_WQT.azolesTeaching),
  // Not marked systemic: a cream named as such meets no record already, and miconazole oral gel is swallowed.
  cls("imidazole-antifungal", "Imidazole antifungals", ["azole-antifungal"], REF_WQT.azolesReview),
  cls("triazole-antifungal", "Triazole antifungals", ["azole-antifungal"], REF_WQT.azolesReview),
];

// The BNF 84's examples as the Devon Formulary lists them, those the dictionary has. Not yet in it: amifampridine,
// artemether, artenimol, bedaquiline, delamanid, desflurane, droperidol, isoflurane, osilodrostat, panobinostat,
// pasireotide, sevoflurane, tetrabenazine, toremifene, vernakalant and vinflunine.
const BNF_QT_EXAMPLES = [
  "amiodarone",
  "amisulpride",
  "anagrelide",
  "apalutamide",
  "apomorphine",
  "arsenic-trioxide",
  "bosutinib",
  "cabozantinib",
  "ceritinib",
  "chlorpromazine",
  "citalopram",
  "clarithromycin",
  "clomipramine",
  "crizotinib",
  "dasatinib",
  "disopyramide",
  "dronedarone",
  "efavirenz",
  "encorafenib",
  "entrectinib",
  "eribulin",
  "erythromycin",
  "escitalopram",
  "flecainide",
  "fluconazole",
  "haloperidol",
  "hydroxychloroquine",
  "hydroxyzine",
  "inotuzumab-ozogamicin",
  "lapatinib",
  "lenvatinib",
  "levomepromazine",
  "lithium",
  "lofexidine",
  "methadone",
  "moxifloxacin",
  "nilotinib",
  "ondansetron",
  "paliperidone",
  "pazopanib",
  "pimozide",
  "quinine",
  "ranolazine",
  "ribociclib",
  "risperidone",
  "selpercatinib",
  "sildenafil",
  "sorafenib",
  "sotalol",
  "sulpiride",
  "tizanidine",
  "tolterodine",
  "vandetanib",
  "vardenafil",
  "vemurafenib",
  "venlafaxine",
  "voriconazole",
  "zuclopenthixol",
];

/** Dictionary medicines each page names as members. */
export const CLASS_MEMBERS_WQT: MechanismMembers[] = [
  { property: "qt-prolonging", medicines: BNF_QT_EXAMPLES, sources: [REF_WQT.devonQtDrugs] },
  {
    property: "salicylate",
    medicines: ["aspirin", "bismuth-subsalicylate"],
    sources: [REF_WQT.drugsComSalicylates],
  },
  {
    property: "imidazole-antifungal",
    medicines: ["miconazole", "ketoconazole"],
    sources: [REF_WQT.azolesReview],
  },
  { property: "imidazole-antifungal", medicines: ["clotrimazole"], sources: [REF_WQT.azolesTeaching] },
  {
    property: "triazole-antifungal",
    medicines: ["itraconazole", "fluconazole"],
    sources: [REF_WQT.azolesReview],
  },
  {
    property: "triazole-antifungal",
    medicines: ["voriconazole", "posaconazole", "isavuconazole"],
    sources: [REF_WQT.azolesTeaching],
  },
];
