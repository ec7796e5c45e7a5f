// References first cited by the records of the herbs read from their NCCIH pages in the second round
// (drug-interactions-part-12.ts, medical-contraindications-herbs-2.ts). Each address is the one the page was
// read at; the comment gives what its safety section says.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_HERBS_2 = {
  /**
   * Safety: might make the immune system more active (consult first with an autoimmune disease); may slow
   * blood clotting and raise the risk of bleeding during surgery; theoretical reasons to suspect it might
   * interact with anticoagulant, antiplatelet and blood pressure drugs.
   */
  nccihCatsClaw: {
    title: "Cat's Claw: usefulness and safety (What Do We Know About Safety?)",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://nccih.nih.gov/health/catclaw",
  },
  /**
   * Safety: one heart failure study saw heart failure worsen early more often with hawthorn than placebo,
   * possibly through an interaction with the patients' medicines; hawthorn may interact in harmful ways
   * with drugs, including some heart medications.
   */
  nccihHawthorn: {
    title: "Hawthorn: usefulness and safety (What Do We Know About Safety?)",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://nccih.nih.gov/health/hawthorn?nav=insta",
  },
  /**
   * Safety: noni contains a substantial amount of potassium; it may be unsafe to take it with medicines that
   * increase potassium, decrease blood pressure or harm the liver. Read through a web-fetch copy whose
   * address names this page; the same address the earlier noni record cites.
   */
  nccihNoni: {
    title: "Noni: usefulness and safety (What Do We Know About Safety?)",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://www.nccih.nih.gov/health/noni",
  },
  /** NCCIH e-mail bulletin: it's unclear whether pomegranate interacts with anticoagulants such as warfarin; check first. */
  nccihBulletinPomegranate: {
    title: "Pomegranate (NCCIH e-mail bulletin: safety)",
    publisher: "National Center for Complementary and Integrative Health (NIH), via GovDelivery",
    url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/21e5935?reqfrom=share",
  },
  /**
   * Section 4.5: concomitant use with synthetic sedatives such as benzodiazepines is not recommended unless
   * advised by a doctor (the text read stops in that sentence, at "advised by").
   */
  passifloraHerbCapsulesSmpc: {
    title:
      "Passiflora Herb Capsules (passion flower 300 mg): summary of product characteristics, sections 4.3 to 4.5",
    publisher: "Medine.co.uk (copy of the UK SmPC)",
    url: "https://imedi.co.uk/passiflora-herb-capsules/summary",
  },
} satisfies Record<string, Reference>;
