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
  ukProductInformation(
    "vitamin-a",
    P.zoracLeaflet,
    {
      outcome: "none-stated",
      note: "Zorac (tazarotene gel for psoriasis) is a retinoid put only on the patches; its leaflet names no vitamin A supplement, and section 4.4 of its MHRA text (read on RxReasoner) warns only about photosensitising medicines and UV light, so the vitamin A record written for retinoids taken by mouth does not reach it. The same holds for topical isotretinoin: Isotrex's MHRA text (also on RxReasoner, an address outside the log's kinds) says that swallowing a whole 30 g tube gives less isotretinoin than the usual capsule dose, so too much vitamin A is highly unlikely; Isotrex and \"isotretinoin gel\" are now read apart from the capsules.",
    },
    READ_ON,
  ),
];
