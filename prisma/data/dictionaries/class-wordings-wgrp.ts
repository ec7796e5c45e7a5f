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
};
