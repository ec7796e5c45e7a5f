// References first cited by the sports and weight-loss round (drug-interactions-part-34.ts,
// medical-contraindications-wods.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WODS = {
  /** Doctors are concerned creatine may add to the risk from medicines such as NSAIDs that affect kidney function; caffeine may decrease its benefit; people with kidney dysfunction or on such medicines should avoid it. */
  merckCreatine: {
    title: "Creatine (Merck Manual Consumer Version: dietary supplements and vitamins)",
    publisher: "Merck Manual (Merck & Co.)",
    url: "https://merckmanuals.com/en-ca/home/special-subjects/dietary-supplements-and-vitamins/creatine",
  },
  /** Caution with oral hypoglycaemics and insulin; other oral medicines 1 hour before or 4 hours after; not with structural abnormalities of the oesophagus or gut; not in pregnancy or breastfeeding. */
  drugsComGlucomannan: {
    title: "Glucomannan: professional natural product monograph, clinical overview",
    publisher: "Drugs.com",
    url: "https://drugs.com/npp/glucomannan.html",
  },
  /** Not after an acute heart attack; unpredictable effects on insulin and cholesterol-lowering agents; may increase the effects of isosorbide mononitrate and other nitric oxide donors such as glyceryl trinitrate. */
  drugsComArginine: {
    title: "L-arginine: natural product information for consumers (contraindications, interactions)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/npc/l-arginine.html",
  },
  /** Minor interactions: boron increases levels of estradiol, conjugated estrogens (also with bazedoxifene) and other estrogens by altering metabolism, significance unknown; contraindications none reported. */
  medscapeBoron: {
    title: "Boron: dosing, interactions, adverse effects and warnings",
    publisher: "Medscape Drugs & Diseases",
    url: "https://reference.medscape.com/drug/boron-344435",
  },
  /** Discuss guarana with a health professional before taking it with angina, anxiety, diabetes, heart disease or an irregular heartbeat, high or low blood pressure, kidney or liver disease, panic attacks, a peptic ulcer or colitis, a seizure disorder, thyroid disease or trouble sleeping, or if pregnant, trying to get pregnant or breastfeeding. */
  utahGuarana: {
    title: "Guarana oral dosage forms (health library)",
    publisher: "University of Utah Health",
    url: "https://www.healthcare.utah.edu/healthlibrary/related/doc.php?type=26&id=2748",
  },
} satisfies Record<string, Reference>;
