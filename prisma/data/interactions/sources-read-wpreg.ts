// The read log of the round that read each catalogue ingredient's texts on pregnancy and breastfeeding for the pairs
// with no finding (medical-contraindications-wpreg.ts, references-wpreg.ts). LactMed (NCBI Bookshelf) has no kind of
// its own in the log, so what its entries said is in the notes. The nutrients and most "other" ingredients on the list
// were not looked for in the time.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_HERBAL_CLASS } from "./references-herbal-class";
import { readPage, records } from "./sources-read-page";

const READ_ON = "2026-12-01";

const SPS_NOTE =
  "The key points say that in general herbal medicines should be avoided by pregnant women, and that women who wish to take one should consult a healthcare professional about its risks and benefits: written for every herb with no pregnancy record of its own (medical-contraindications-herbal-class.ts).";

/** The SPS key points, read for a herb with no pregnancy record, and the other texts looked at beside them. */
function spsPregnancy(ingredient: string, more: string): SourceReadInput {
  return {
    ...readPage(ingredient, "nhs", REF_HERBAL_CLASS.herbalPregnancy, {
      ...records(`mc-${ingredient}-pregnancy`),
      note: `${SPS_NOTE} ${more}`,
    }),
    dateRead: READ_ON,
  };
}

export const SOURCES_READ_WPREG: SourceReadInput[] = [
  spsPregnancy(
    "hawthorn",
    "LactMed's hawthorn entry came up only as the page header of a mirror of NIH pages (git.lsit.ucsb.edu).",
  ),
  {
    ...readPage("ginger", "nhs", REF_HERBAL_CLASS.herbalPregnancy, {
      outcome: "stated-not-recorded",
      note: `The key points say that in general herbal medicines should be avoided by pregnant women. Not written for ginger: the Royal College of Obstetricians and Gynaecologists' guideline on sickness in pregnancy (as NHS Behind the Headlines reported it) says ginger can play a useful role in treating it, and a herb's own text outranks the general one. Read beside it, outside the log's kinds: LactMed's ginger entry (ncbi.nlm.nih.gov/books/NBK501786) says very limited data exist on ginger in nursing mothers or infants but that it is generally recognised as safe as a food flavouring, including during lactation, and is generally well tolerated: no breastfeeding record. The wording on ginger above 1 g a day in pregnancy came up only in a copy on another site, so it was not used.`,
    }),
    dateRead: READ_ON,
  },
  spsPregnancy(
    "cinnamon",
    "NCCIH's cinnamon page did not come up at an NCCIH address (only a copy credited to MedlinePlus, saying little is known about cassia cinnamon in pregnancy or breastfeeding), so no record was written from it.",
  ),
  spsPregnancy(
    "yohimbe",
    "NCCIH's yohimbe page came up only in a copy whose text names no pregnancy wording.",
  ),
  spsPregnancy(
    "bilberry",
    "LactMed's bilberry entry came up only as the page header of a mirror of NIH pages (git.lsit.ucsb.edu).",
  ),
  spsPregnancy(
    "cats-claw",
    "NCCIH's cat's claw page (logged before) was read again: the text available here stops after the sentence on anticoagulant, antiplatelet and blood pressure drugs, before anything on pregnancy.",
  ),
  spsPregnancy("noni", "No pregnancy or breastfeeding wording came up at an NCCIH or NIH address."),
  spsPregnancy(
    "grape-seed-extract",
    "NCCIH's grape seed extract page came up, but the text available here stops in 'What Have We Learned?', before its safety section.",
  ),
  spsPregnancy(
    "dandelion",
    "LactMed's dandelion entry came up only in a copy on another site (it says use during lactation is unlikely to harm the breastfed infant): no breastfeeding record.",
  ),
  {
    ...readPage(
      "hawthorn",
      "nccih",
      {
        title: "Hawthorn: usefulness and safety",
        publisher: "National Center for Complementary and Integrative Health (NIH)",
        url: "https://nccih.nih.gov/health/hawthorn",
      },
      {
        outcome: "not-readable",
        note: "The text available here stops in 'What Do We Know About Safety?' after the FDA's warning about 'tejocote root' products that contain yellow oleander, before any wording on pregnancy or breastfeeding.",
      },
    ),
    dateRead: READ_ON,
  },
  {
    ...readPage(
      "vitamin-d3",
      "nhs",
      {
        title: "Vitamin D in pregnancy, breastfeeding and children under 5",
        publisher: "Buckinghamshire Healthcare NHS Trust",
        url: "https://www.buckshealthcare.nhs.uk/birthchoices/pifs/vitamin-d-in-pregnancy-breastfeeding-and-children-under-5/",
      },
      {
        outcome: "none-stated",
        note: "Advises pregnant and breastfeeding mothers to take 10 micrograms (400 units) of vitamin D a day, and says the midwife will advise if a higher dose is needed: advice to take it, not a risk, so no record.",
      },
    ),
    dateRead: READ_ON,
  },
];
