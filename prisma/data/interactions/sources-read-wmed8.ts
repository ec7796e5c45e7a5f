// The read log of the wmed8 round: hospital, labour-ward, anaesthetic and eye medicines it added, and what their texts say of supplements.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { ukProductInformation } from "./sources-read-page";
import { REF_WMED8_PRODUCTS as P } from "../dictionaries/medicines/wmed8";

const READ_ON = "2026-12-02";

export const SOURCES_READ_WMED8: SourceReadInput[] = [
  ukProductInformation(
    "valerian",
    P.sevofluraneLeaflet,
    {
      outcome: "none-stated",
      note: "Read for the medicine, not for the herb: the leaflet names no herb or supplement. It says general anaesthetics work by temporarily reducing the activity of the central nervous system, so general anaesthetics (propofol, sevoflurane, ketamine) join the medicines that cause drowsiness and di-valerian-sedative, which asks, reaches them. Local anaesthetics (bupivacaine, tetracaine, EMLA) numb one part of the body and stay outside that group.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "st-johns-wort",
    P.ikervisLeaflet,
    {
      outcome: "none-stated",
      note: "Ikervis (ciclosporin eye drops) names no herb; its only interaction advice is about steroid eye drops and spacing other eye drops. It is a separate, local entry, so the St John's wort ciclosporin record (written for ciclosporin taken by mouth) does not reach it. Tacrolimus ointment (Protopic) is kept apart from the tacrolimus capsules the same way; its SMC advice says it can be absorbed through the skin, but no text read here names St John's wort with the ointment.",
    },
    READ_ON,
  ),
];
