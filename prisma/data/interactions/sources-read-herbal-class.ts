// The read log of the NHS Specialist Pharmacy Service's answers on herbal medicines in pregnancy and while
// breastfeeding (medical-contraindications-herbal-class.ts) and with the newer anticoagulants
// (drug-interactions-herbal-class.ts); the pregnancy page's entries for the herbs the wpreg round
// looked at are in sources-read-wpreg.ts.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { HERBS_WITH_A_DOAC } from "./drug-interactions-herbal-class";
import {
  HERBS_IN_KIDNEY_DISEASE,
  HERBS_IN_LIVER_DISEASE,
  HERBS_WHILE_BREASTFEEDING,
} from "./medical-contraindications-herbal-class";
import { REF_HERBAL_CLASS } from "./references-herbal-class";
import { readPage, records } from "./sources-read-page";

const READ_ON = "2026-12-01";

const PREGNANCY_NOTE =
  "The key points say that in general herbal medicines should be avoided by pregnant women, and that women who wish to take one should consult a healthcare professional about its risks and benefits.";
const BREASTFEEDING_NOTE =
  "The key points say breastfeeding mothers are generally advised to avoid herbal medicines (little is known about whether they pass into milk, and there are no safety data), and that one taken while breastfeeding should be taken with the knowledge of a health visitor, GP or pharmacist.";
const NOACS_NOTE =
  "The summary says there is a lack of evidence on the safety of herbal medicines, that interactions between herbal and conventional medicines are poorly studied and may be unpredictable, and that a lack of a documented interaction does not mean one does not exist; the answer looks at black cohosh, dong quai, echinacea, evening primrose oil, garlic, ginkgo, Panax ginseng, Siberian ginseng, saw palmetto and St John's wort (only the summary could be read here, not its findings for each herb). Herbs whose own records already reach these anticoagulants (garlic, ginkgo, St John's wort and others) keep those.";
const HIGH_RISK_NOTE =
  "The page says the safety of many herbal medicines has not been established in high-risk patients (pregnant women, breastfeeding mothers, children, older people, and people with liver or kidney disease) and that it is advisable these people avoid herbal medicines; it names cancer, cardiac disease, epilepsy and G6PD deficiency among conditions whose treatment herbal medicines may affect (the rest of that list could not be read). Herbs whose own texts already reach liver or kidney disease keep those records alone.";
const NOT_A_HERB =
  "Not written for this ingredient: a fruit concentrate sold as a food supplement, not a herbal medicine as the page means it.";

const read = (
  ingredient: string,
  page: typeof REF_HERBAL_CLASS.herbalPregnancy,
  outcome: Parameters<typeof readPage>[3],
): SourceReadInput => ({ ...readPage(ingredient, "nhs", page, outcome), dateRead: READ_ON });

export const SOURCES_READ_HERBAL_CLASS: SourceReadInput[] = [
  ...["soy-isoflavones", "bromelain", "lemon-balm", "garlic", "tribulus", "chamomile"].map((ingredient) =>
    read(ingredient, REF_HERBAL_CLASS.herbalPregnancy, {
      ...records(`mc-${ingredient}-pregnancy`),
      note: PREGNANCY_NOTE,
    }),
  ),
  ...HERBS_WHILE_BREASTFEEDING.map(([ingredient]) =>
    read(ingredient, REF_HERBAL_CLASS.herbalBreastfeeding, {
      ...records(`mc-${ingredient}-breastfeeding`),
      note: BREASTFEEDING_NOTE,
    }),
  ),
  ...(
    [
      ["ginger", "LactMed's ginger entry (ncbi.nlm.nih.gov/books/NBK501786)"],
      ["evening-primrose-oil", "LactMed's evening primrose entry (pubmed.ncbi.nlm.nih.gov/30000954)"],
      ["lemon-balm", "LactMed's lemon balm entry (pubmed.ncbi.nlm.nih.gov/30000901)"],
    ] as const
  ).map(([ingredient, lactMed]) =>
    read(ingredient, REF_HERBAL_CLASS.herbalBreastfeeding, {
      outcome: "stated-not-recorded",
      note: `${BREASTFEEDING_NOTE} Not written for this herb: ${lactMed}, read in the wpreg round, finds no harm in breastfed infants, and a herb's own text outranks the general one.`,
    }),
  ),
  ...["cranberry", "pomegranate", "tart-cherry"].map((ingredient) =>
    read(ingredient, REF_HERBAL_CLASS.herbalBreastfeeding, {
      outcome: "stated-not-recorded",
      note: `${BREASTFEEDING_NOTE} ${NOT_A_HERB}`,
    }),
  ),
  ...HERBS_WITH_A_DOAC.map(([ingredient]) =>
    read(ingredient, REF_HERBAL_CLASS.herbalWithNoacs, {
      ...records(`di-${ingredient}-doac-herbal-class`),
      note: NOACS_NOTE,
    }),
  ),
  ...HERBS_IN_LIVER_DISEASE.map(([ingredient]) =>
    read(ingredient, REF_HERBAL_CLASS.herbalQuestionsToAsk, {
      ...records(`mc-${ingredient}-liver-disease`, `mc-${ingredient}-chronic-kidney-disease`),
      note: HIGH_RISK_NOTE,
    }),
  ),
  // Every herb of the liver list is in the kidney list too.
  ...HERBS_IN_KIDNEY_DISEASE.slice(HERBS_IN_LIVER_DISEASE.length).map(([ingredient]) =>
    read(ingredient, REF_HERBAL_CLASS.herbalQuestionsToAsk, {
      ...records(`mc-${ingredient}-chronic-kidney-disease`),
      note: HIGH_RISK_NOTE,
    }),
  ),
];
