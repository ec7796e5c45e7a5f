// Wordings of the dictionary's groups as the herbs' UK leaflets, product information and fact sheets name them
// ("immunosuppressant medicines", "antihypertensives", "coumarin derivatives"). Each names that one group.
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WHERB: Wordings = {
  anticoagulant: ["anticoagulant medicines"],
  // "Medicines for thinning the blood" may be an anticoagulant or an antiplatelet as people use the words.
  "blood-thinner": [
    "medicines for thinning the blood",
    "blood-thinning medicines",
    "medicines that thin the blood",
  ],
  anticancer: ["anticancer medicines", "anticancer drugs"],
  antiarrhythmic: ["antiarrhythmic medicines", "antiarrhythmic drugs"],
  antidiarrhoeal: ["antidiarrhoeals", "antidiarrhoeal medicines", "anti-diarrhoeal medicines"],
  antihypertensive: [
    "antihypertensives",
    "antihypertensive medicines",
    "antihypertensive agents",
    "antihypertensive drugs",
    "medicines that lower blood pressure",
    "medications that lower blood pressure",
  ],
  "blood-glucose-lowering": ["medicines that lower blood sugar", "medications that lower blood sugar"],
  antiparkinson: ["antiparkinson medicines", "antiparkinsonian medicines", "anti-Parkinson medicines"],
  "hormonal-contraceptive": ["hormonal contraception"],
  // Astragalus (MSD Manual): "medicines that suppress the immune system".
  immunosuppressant: [
    "immunosuppressant medicines",
    "immunosuppressant drugs",
    "medicines that suppress the immune system",
    "medications that suppress the immune system",
    "medications to suppress the immune system",
    // NCCIH's ashwagandha page: "medicines that decrease the immune system response (immunosuppressants)".
    "medicines that decrease the immune system response",
  ],
  sedative: ["sedative-hypnotic medications", "sedative-hypnotic medicines"],
  // Ashwagandha (NCCIH): "thyroid hormone medications".
  "thyroid-hormone": ["thyroid hormone medicines", "thyroid hormone medications"],
  "vitamin-k-antagonist": ["coumarin derivatives", "oral coumarin anticoagulants"],
};
