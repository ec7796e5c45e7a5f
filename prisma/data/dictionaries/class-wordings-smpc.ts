// How sections 4.4 and 4.5 of product information name groups the dictionary already has, in their formal words:
// "beta-adrenoceptor blocking agents", "phosphodiesterase type 5 inhibitors", "CYP3A4 substrates". Only wordings that
// name exactly one group: "anticholinergics", "bronchodilators" and "5-HT3 antagonists" span groups or lack one.
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_SMPC: Wordings = {
  // "AF, on anticoagulation": the treatment named for the medicines.
  anticoagulant: ["anticoagulation", "anticoagulation therapy"],
  // Not the steroids of the corticosteroid group, which "steroids" alone means.
  androgen: ["anabolic steroids", "anabolic-androgenic steroids"],
  "beta-blocker": ["beta-adrenoceptor blocking agents", "beta-receptor blockers"],
  "pde5-inhibitor": [
    "phosphodiesterase type 5 inhibitors",
    "phosphodiesterase-5 inhibitors",
    "PDE-5 inhibitors",
  ],
  "iron-preparation": ["iron salts", "oral iron salts", "ferrous salts"],
  "active-vitamin-d": ["vitamin D analogues", "active vitamin D analogues"],
  "serotonergic-medicine": ["serotonergic medicinal products", "serotonergic drugs"],
  "beta2-agonist": ["beta2-agonists", "beta-2 adrenergic agonists", "beta-2 agonist inhalers"],
  "glp1-agonist": ["GLP1 agonists"],
  methylxanthine: ["xanthines", "xanthine derivatives"],
  anthelmintic: ["anthelmintic medicines"],
  "inhaled-corticosteroid": ["inhaled corticosteroids", "inhaled steroids", "corticosteroid inhalers"],
  "cyp3a4-substrate": [
    "CYP3A4 substrates",
    "substrates of CYP3A4",
    "medicines metabolised by CYP3A4",
    "drugs metabolised by CYP3A4",
    "medicinal products metabolised by CYP3A4",
  ],
  "cyp2c9-substrate": ["CYP2C9 substrates", "substrates of CYP2C9", "medicines metabolised by CYP2C9"],
  "cyp2c19-substrate": ["CYP2C19 substrates", "substrates of CYP2C19", "medicines metabolised by CYP2C19"],
  "cyp1a2-substrate": ["CYP1A2 substrates", "substrates of CYP1A2", "medicines metabolised by CYP1A2"],
  "pgp-substrate": ["P-glycoprotein substrates", "P-gp substrates", "substrates of P-glycoprotein"],
  // Anticoagulants, antiplatelets and NSAIDs together, as section 4.5 lists them by their effect.
  "bleeding-risk-medicine": [
    "medicinal products that increase the risk of bleeding",
    "medicines that increase the risk of bleeding",
    "drugs that increase the risk of bleeding",
    "medicines that increase bleeding risk",
    "drugs that increase bleeding risk",
  ],
  "folate-antagonist": ["dihydrofolate reductase inhibitors", "DHFR inhibitors"],
};

// One medicine's group as product information names it: phenytoin is the UK's only hydantoin medicine and
// fludrocortisone its only mineralocorticoid.
export const MEDICINE_WORDINGS_SMPC: Wordings = {
  phenytoin: ["hydantoins", "hydantoin anticonvulsants", "hydantoin derivatives"],
  fludrocortisone: ["mineralocorticoids"],
  // A UK vitamin E SmPC's "thrombolytics (e.g. recombinant tissue plasminogen activator)".
  alteplase: ["recombinant tissue plasminogen activator", "tissue plasminogen activator", "rt-PA", "rtPA"],
};
