// References first cited by the wnew round, which added pelargonium, devil's claw, artichoke leaf and lemon balm to
// the catalogue (drug-interactions-part-46.ts, medical-contraindications-wnew.ts). Each address is the one read.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const PATIENT_INFO = "UK SmPC, reproduced by patient-info.co.uk";
const IMEDI = "UK SmPC, reproduced by imedi.co.uk";

export const REF_WNEW = {
  /** Section 4.3: hypersensitivity; severe hepatic diseases (the current Kaloba text lists no more). */
  kalobaDropsSmpc: {
    title:
      "Kaloba Pelargonium Cough & Cold Relief oral drops (Pelargonium sidoides root extract EPs 7630, THR 05332/0003): summary of product characteristics, section 4.3",
    publisher: PATIENT_INFO,
    url: "https://patient-info.co.uk/kaloba-pelargonium-cough-and-cold-relief-oral-drops-87535/summary-of-medicine-characteristics",
  },
  /** Section 4.3: hypersensitivity; "Patients with increased tendency to bleeding. Patients using coagulation-inhibiting drugs. Patients with severe hepatic and renal diseases." */
  pottersPelargoniumSmpc: {
    title:
      "Potter's Pelargonium Cold Relief Drops (Pelargonium sidoides root extract, traditional herbal registration): summary of product characteristics, section 4.3",
    publisher: IMEDI,
    url: "https://imedi.co.uk/potters-pelargonium-cold-relief-drops/summary",
  },
  /** Section 4.3: hypersensitivity; increased tendency to bleeding; patients using coagulation-inhibiting drugs; severe hepatic and renal diseases. */
  diaPelargoSmpc: {
    title:
      "DiaPelargo tablets (Pelargonium root extract, traditional herbal registration): summary of product characteristics, section 4.3",
    publisher: PATIENT_INFO,
    url: "https://patient-info.co.uk/diapelargo-tablets-91289/summary-of-medicine-characteristics",
  },
  /** Section 2, do not take: allergy; severe liver or kidney disease; pregnant or breast-feeding; a medicine affected by alcohol. */
  phytoconPelargoniumLeaflet: {
    title:
      "PhytoCon Pelargonium oral drops (Pelargonium sidoides root extract): patient information leaflet, section 2",
    publisher: "Drugs.com (UK edition)",
    url: "https://www.drugs.com/uk/phytocon-pelargonium-oral-drops-leaflet.html",
  },
  /** Section 4.4: caution with cardiac disorders; "patients with a gastric or duodenal ulcer should not use Devil's Claw preparations". Section 4.5 begins "Non[e]". */
  lifeplanDevilsClawSmpc: {
    title:
      "Lifeplan Devil's Claw Joint Relief Tablets (Harpagophytum root extract, traditional herbal registration): summary of product characteristics, sections 4.3 to 4.5",
    publisher: PATIENT_INFO,
    url: "https://patient-info.co.uk/lifeplan-devils-claw-joint-relief-tablets-94510/summary-of-medicine-characteristics",
  },
  /** Section 4.4: caution with cardiac disorders; "patients with gastric or duodenal ulcers should not use Devil's Claw root preparations". */
  jointeezeDevilsClawSmpc: {
    title:
      "JointEeze Devil's Claw Tablets (Harpagophytum root extract, traditional herbal registration): summary of product characteristics, section 4.4",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/jointeeze-devils-claw-tablets/summary",
  },
  /** Section 4.3: hypersensitivity; patients under 18 years of age; pregnancy; lactation (imedi marks this text as out of date). */
  diaHarpSmpc: {
    title:
      "DiaHarp tablets (devil's claw root aqueous extract 600 mg, traditional herbal registration): summary of product characteristics, section 4.3",
    publisher: IMEDI,
    url: "https://imedi.co.uk/diaharp-tablets/summary",
  },
  /** Section 4.3: hypersensitivity to artichoke; gall stones or a history of obstructive gall bladder disease; not recommended under 18, in pregnancy or in lactation. Section 4.5: no published data on drug interactions. */
  digestherbSmpc: {
    title:
      "Digestherb hard capsules (artichoke leaf extract 400 mg, traditional herbal registration): summary of product characteristics, sections 4.3 and 4.5",
    publisher: IMEDI,
    url: "https://imedi.co.uk/digestherb/summary",
  },
  /** Section 4.5: no data; although no clinical data about interactions with synthetic sedatives are available, concomitant use with synthetic sedatives (such as benzodiazepines) is not recommended unless advised by a doctor. */
  lemonBalmCapsulesSmpc: {
    title:
      "Lemon Balm Capsules (lemon balm leaf extract 171 mg, traditional herbal registration; Lifecycle, Nature's Garden and other brands): summary of product characteristics, section 4.5",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/holland-barrett-lemon-balm-capsules/summary",
  },
} satisfies Record<string, Reference>;
