// Wordings of the groups added in medicine-classes-wgrp.ts as product information and pharmacists' sources write
// them ("mTOR inhibitors", "strong CYP3A4 inhibitors", "potent inhibitors of CYP3A4"), and plain names of groups
// the dictionary already had that were not read ("biguanides", "androgens", "beta-adrenoceptor blockers").
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WGRP: Wordings = {
  "mtor-inhibitor": ["mTOR inhibitors", "mTOR inhibitor", "mTOR-inhibitors"],
  "cyp3a4-inhibitor": [
    "CYP3A4 inhibitors",
    "CYP3A4-inhibitors",
    "CYP3A inhibitors",
    "inhibitors of CYP3A4",
    "CYP3A4 enzyme inhibitors",
  ],
  "strong-cyp3a4-inhibitor": [
    "strong CYP3A4 inhibitors",
    "strong CYP3A inhibitors",
    "strong inhibitors of CYP3A4",
    "potent CYP3A4 inhibitors",
    "potent CYP3A inhibitors",
    "potent inhibitors of CYP3A4",
  ],
  "moderate-cyp3a4-inhibitor": [
    "moderate CYP3A4 inhibitors",
    "moderate CYP3A inhibitors",
    "moderate inhibitors of CYP3A4",
  ],
  "dopamine-antagonist": [
    "dopamine antagonists",
    "dopamine receptor antagonists",
    "dopamine-receptor antagonists",
    "dopaminergic antagonists",
  ],
  "steroid-hormone": ["steroid hormones", "steroid hormone medicines"],
  aminoquinoline: ["aminoquinolines", "4-aminoquinolines"],
  "potassium-losing-diuretic": [
    "potassium-losing diuretics",
    "potassium-wasting diuretics",
    "potassium-depleting diuretics",
  ],
  "cough-suppressant": ["cough suppressants", "cough suppressant medicines", "antitussives"],
  // Groups the dictionary had, by the names product information gives them; each names that group alone.
  biguanide: ["biguanides"],
  thiazolidinedione: ["thiazolidinediones", "glitazones"],
  "glp1-agonist": ["GLP-1 agonists"],
  androgen: ["androgens"],
  progestogen: ["progestins"],
  "calcium-channel-blocker": ["calcium channel antagonists", "calcium-channel blockers"],
  "tuberculosis-medicine": ["antituberculous drugs", "antituberculosis drugs", "antituberculous medicines"],
  antispasmodic: ["antispasmodics"],
  "cns-stimulant": ["psychostimulants"],
  "beta-blocker": [
    "beta-adrenoceptor blockers",
    "beta-adrenoceptor blocking drugs",
    "beta-adrenergic blockers",
    "beta-adrenergic blocking agents",
  ],
  "beta2-agonist": ["beta-2 agonists", "beta2 agonists", "beta-2 adrenoceptor agonists"],
  triptan: ["5-HT1 agonists", "5HT1 agonists"],
  "selective-oestrogen-receptor-modulator": ["SERMs"],
  anthelmintic: ["anthelmintics"],
  arb: ["angiotensin II antagonists"],
  sympathomimetic: ["sympathomimetic amines"],
  // Read before as the systemic steroids, with "creams" left over.
  "topical-corticosteroid": ["corticosteroid creams", "corticosteroid ointments"],
  // Groups people name by an effect (medicine-classes-wgrp.ts), as sources and people word them.
  "lowers-seizure-threshold": [
    "medicines that lower the seizure threshold",
    "medicines that lower seizure threshold",
    "medicines that can lower the seizure threshold",
    "medicines that reduce the seizure threshold",
    "medicinal products that lower the seizure threshold",
    "medicines known to lower the seizure threshold",
    "drugs that lower the seizure threshold",
    "drugs that lower seizure threshold",
    "drugs that can lower the seizure threshold",
    "seizure threshold lowering medicines",
    "seizure threshold lowering drugs",
    "seizure-threshold-lowering medicines",
    "medicines that lower the fit threshold",
    "medicines that can cause seizures",
    "medicines that can cause fits",
  ],
  anticholinergic: [
    "anticholinergics",
    "anticholinergic medicines",
    "anticholinergic medications",
    "anticholinergic drugs",
    "anticholinergic tablets",
    "antimuscarinics",
    "antimuscarinic medicines",
    "antimuscarinic drugs",
  ],
  "breast-cancer-hormone-therapy": [
    "breast cancer hormone therapy",
    "breast cancer hormone treatment",
    "hormone blocking tablets for breast cancer",
    "endocrine therapy for breast cancer",
    "oestrogen blockers",
    "estrogen blockers",
    "oestrogen-blocking medicines",
    "oestrogen blocking tablets",
  ],
  "anti-oestrogen": [
    "anti-oestrogens",
    "anti-estrogens",
    "antioestrogens",
    "antiestrogens",
    "anti-oestrogen tablets",
  ],
  // "Sedating" is how leaflets and pharmacists say it; "tranquilisers" is the usual British spelling.
  sedative: [
    "sedating medicines",
    "sedating medication",
    "sedating medications",
    "sedating drugs",
    "tranquilisers",
    "tranquiliser",
    "tranquilizers",
    "medicines that make me drowsy",
    "medicines that make me sleepy",
  ],
};

// Body states people write instead of a diagnosis ("my potassium is low") for the conditions added in
// conditions-wgrp.ts and ones the dictionary had.
export const CONDITION_WORDINGS_WGRP: Wordings = {
  hyperkalaemia: [
    "potassium is high",
    "my potassium is high",
    "high potassium level",
    "raised potassium level",
    "raised blood potassium",
    "potassium high",
  ],
  hypercalcaemia: [
    "calcium is high",
    "my calcium is high",
    "raised blood calcium",
    "high calcium level",
    "raised calcium level",
    "calcium high",
  ],
};
