// Mechanism memberships the wmech round sourced for dictionary medicines that lacked the property their own lists or product information state.
import { REF_WMECH as R } from "../interactions/references-wmech";
import type { MechanismMembers } from "./medicine-properties";
import { REF_WMED7_PRODUCTS } from "./medicines/wmed7";

export const CLASS_MEMBERS_WMECH: MechanismMembers[] = [
  // Paxlovid's list of medicines highly dependent on CYP3A for clearance. Clozapine, also named, stays out: the
  // antipsychotic tables already read give CYP1A2 as its main enzyme. Flecainide and propafenone stay out as before
  // (CYP2D6), and so does fusidic acid, whose entry also stands for creams and eye drops.
  {
    property: "cyp3a4-dependent",
    medicines: [
      "quetiapine",
      "sildenafil",
      "tadalafil",
      "vardenafil",
      "avanafil",
      "diazepam",
      "tolvaptan",
      "voclosporin",
    ],
    sources: [R.paxlovidContraindications],
  },
  // Rifampicin cut their exposure by 80% or more, CYP3A being the main enzyme involved.
  {
    property: "cyp3a4-dependent",
    medicines: ["ibrutinib", "olaparib", "palbociclib", "cobimetinib"],
    sources: [R.inductionAucTable],
  },
  { property: "cyp3a4-dependent", medicines: ["domperidone"], sources: [R.domperidoneInteractions] },
  { property: "cyp3a4-dependent", medicines: ["itraconazole"], sources: [R.sporanoxRcp] },
  // Swallowed budesonide: its SmPC says potent CYP3A4 inhibitors raise it several-fold and inducers probably lower it.
  {
    property: "cyp3a4-dependent",
    medicines: ["budesonide-for-the-gut"],
    sources: [R.entocirRcp, R.entocortInteractions],
  },
  {
    property: "cyp3a4-substrate",
    medicines: [
      "bosutinib",
      "dasatinib",
      "erlotinib",
      "gefitinib",
      "imatinib",
      "lapatinib",
      "nilotinib",
      "pazopanib",
      "ponatinib",
      "sorafenib",
    ],
    sources: [R.tkiEuProfiles],
  },
  { property: "cyp1a2-substrate", medicines: ["erlotinib", "pazopanib"], sources: [R.tkiEuProfiles] },
  { property: "cyp1a2-substrate", medicines: ["ropinirole"], sources: [R.ropiniroleInteractions] },
  { property: "cyp3a4-substrate", medicines: ["lacidipine"], sources: [R.lacidipineSmpc] },
  { property: "cyp3a4-substrate", medicines: ["lercanidipine"], sources: [R.lercanidipineMedikamio] },
  // Solifenacin's text says it is metabolised by CYP3A4 too, but the wpi round read its product information as naming
  // no herb and keeps St John's wort quiet with it (sc-wpi-quiet-solifenacin); left for a pharmacist to settle.
  { property: "cyp3a4-substrate", medicines: ["darifenacin"], sources: [R.enablexInteractions] },
  { property: "cyp3a4-substrate", medicines: ["upadacitinib"], sources: [R.upadacitinibPk] },
  {
    property: "cyp3a4-substrate",
    medicines: ["elinzanetant"],
    sources: [REF_WMED7_PRODUCTS.lynkuetPrecautions],
  },
  { property: "cyp3a4-substrate", medicines: ["oxybutynin"], sources: [R.oxybutyninInteractions] },
  // Loratadine only: desloratadine, its metabolite, is cleared another way and was not read.
  { property: "cyp3a4-substrate", medicines: ["loratadine"], sources: [R.loratadineGazzetta] },
  { property: "cyp3a4-substrate", medicines: ["finasteride"], sources: [R.finasterideRcp] },
  { property: "cyp3a4-substrate", medicines: ["dutasteride"], sources: [R.dutasterideFachinfo] },
  // Celecoxib only: ibuprofen, diclofenac and naproxen were not read, and their entries also stand for gels.
  { property: "cyp2c9-substrate", medicines: ["celecoxib"], sources: [R.celecoxibInteractions] },
  { property: "cyp3a4-substrate", medicines: ["lenacapavir"], sources: [R.sunlencaRifampin] },
  { property: "pgp-substrate", medicines: ["lenacapavir"], sources: [R.sunlencaRifampin] },
  { property: "pgp-substrate", medicines: ["aliskiren"], sources: [R.aliskirenInteractions] },
  {
    property: "cyp3a4-substrate",
    medicines: ["esomeprazole"],
    sources: [R.esomeprazoleInteractions],
  },
  {
    property: "cyp2c19-substrate",
    medicines: ["esomeprazole"],
    sources: [R.esomeprazoleInteractions],
  },
];
