// The read log of the herbs' UK product information and monographs (drug-interactions-part-11.ts,
// medical-contraindications-herbs.ts, food-interactions-herbs.ts, references-herbs.ts). Pages from other
// countries or from reviews are cited by those records but are not one of the log's kinds.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_HERBS } from "./references-herbs";
import { REF_MORE } from "./references-more";
import { notFound, readPage, records, ukProductInformation } from "./sources-read-page";

const SAGE_RECORDS = records(
  "di-sage-benzodiazepine",
  "di-sage-phenobarbital",
  "mc-sage-pregnancy",
  "mc-sage-breastfeeding",
);
const SAW_PALMETTO_CUT =
  "Section 4.4 reports an intra-operative haemorrhage with saw palmetto, but the copy read breaks off in that sentence, before section 4.5; the surgery caution is mc-saw-palmetto-upcoming-surgery, from other sources.";

export const SOURCES_READ_HERBS: SourceReadInput[] = [
  ukProductInformation(
    "black-cohosh",
    REF_HERBS.bootsBlackCohoshLeaflet,
    records(
      "di-black-cohosh-hrt",
      "di-black-cohosh-combined-hormonal-contraceptive",
      "mc-black-cohosh-liver-disease",
      "mc-black-cohosh-chronic-kidney-disease",
      "mc-black-cohosh-breast-cancer",
      "mc-black-cohosh-pregnancy",
      "mc-black-cohosh-breastfeeding",
      "mc-black-cohosh-hormone-sensitive-cancer",
      "mc-black-cohosh-family-history-hormone-dependent-cancer",
    ),
  ),
  ukProductInformation(
    "dandelion",
    REF_HERBS.dandelionSmpc,
    records(
      "mc-dandelion-daisy-family-allergy",
      "mc-dandelion-liver-disease",
      "mc-dandelion-gallstones",
      "mc-dandelion-peptic-ulcer",
      "mc-dandelion-bile-duct-obstruction",
      "mc-dandelion-cholangitis",
    ),
  ),
  ukProductInformation(
    "feverfew",
    REF_HERBS.feverfewLeaflet,
    records("mc-feverfew-daisy-family-allergy", "mc-feverfew-breastfeeding", "mc-feverfew-pregnancy"),
  ),
  ukProductInformation(
    "ginger",
    REF_HERBS.gingerTravelSmpc,
    records("mc-ginger-peptic-ulcer", "mc-ginger-upcoming-surgery"),
  ),
  ukProductInformation(
    "lavender",
    REF_HERBS.kalmsLavenderSmpc,
    records("di-lavender-sedative", "di-lavender-benzodiazepine", "di-lavender-z-drug"),
  ),
  ukProductInformation("milk-thistle", REF_HERBS.milkThistleSmpc, {
    ...records("mc-milk-thistle-daisy-family-allergy", "mc-milk-thistle-liver-disease"),
    note: "Section 4.4 also asks people with active liver disease to consult their doctor first: mc-milk-thistle-liver-disease asks (written after a blind probe, 2 Dec 2026; before, it was left unwritten because people take milk thistle for the liver).",
  }),
  ukProductInformation(
    "rhodiola",
    REF_HERBS.vitanoRhodiolaSmpc,
    records("mc-rhodiola-liver-disease", "mc-rhodiola-chronic-kidney-disease"),
  ),
  ukProductInformation("sage", REF_HERBS.menoforceSageSmpc, SAGE_RECORDS),
  ukProductInformation("sage", REF_HERBS.salvianSmpc, SAGE_RECORDS),
  readPage(
    "turmeric-curcumin",
    "nhs",
    REF_HERBS.spsTurmeric,
    records(
      "di-turmeric-curcumin-immunosuppressant",
      "di-turmeric-curcumin-anticancer",
      "mc-turmeric-curcumin-liver-disease",
      "mc-turmeric-curcumin-gallstones",
      "mc-turmeric-curcumin-bile-duct-obstruction",
      "mc-turmeric-curcumin-cholangitis",
      "mc-turmeric-curcumin-biliary-disease",
    ),
  ),
  ...[
    {
      title: "Phytocon Sabal Forte Capsules (saw palmetto): summary of product characteristics",
      publisher: "Medine.co.uk (copy of the UK SmPC)",
      url: "https://imedi.co.uk/phytocon-sabal-forte-capsules/summary",
    },
    {
      title:
        "Prostamen soft capsules / Healthspan Saw Palmetto ProstAid Capsules: summary of product characteristics",
      publisher: "Medine.co.uk (copy of the UK SmPC)",
      url: "https://imedi.co.uk/prostamen-soft-capsules/summary",
    },
  ].map((page) =>
    ukProductInformation("saw-palmetto", page, { outcome: "not-readable", note: SAW_PALMETTO_CUT }),
  ),
  ukProductInformation("saw-palmetto", REF_MORE.prostasanSmpc, {
    ...records("mc-saw-palmetto-pregnancy", "mc-saw-palmetto-breastfeeding"),
    note: "Sections 4.1 to 4.3 were read (section 4.3 also excludes people under 18); the copy breaks off in section 4.4, before section 4.5.",
  }),
  notFound(
    "elderberry",
    "ema",
    "There is no EU herbal monograph on elderberry (Sambucus nigra L., fructus): the HMPC issued a public statement instead (EMA/HMPC/44208/2012), finding that the available information does not meet the criteria for a monograph. Only copies of the assessment report and of the comments on the statement were found, not the EMA's own page.",
  ),
  notFound(
    "flaxseed",
    "ema",
    "The EU herbal monograph on linseed (Linum usitatissimum L., semen) was found only in a copy on theodora.com, not at the EMA's address, and the part read stops before section 4.5; the herb review reports that it names only a general delay in the absorption of other medicines taken at the same time, which is not a record.",
  ),
];
