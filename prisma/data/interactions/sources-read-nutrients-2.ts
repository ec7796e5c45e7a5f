// The read log of the second systematic reading of the nutrients and other non-herbal ingredients
// (drug-interactions-part-13.ts, medical-contraindications-nutrients-2.ts, references-nutrients-2.ts). Pages of
// other kinds (the FSA, other countries' product information, monographs) are cited by the records but are not
// one of the log's kinds.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_NUT2 } from "./references-nutrients-2";
import { readPage, records, ukProductInformation } from "./sources-read-page";

const ODS_INTRO_ONLY =
  "Only the introduction was in what could be read here; the section on interactions with medications was not.";

export const SOURCES_READ_NUTRIENTS_2: SourceReadInput[] = [
  ukProductInformation("cbd", REF_NUT2.epidyolexUkSmpc, {
    ...records("mc-cbd-liver-disease"),
    note: "Sections 4.3 and the start of 4.4 were read. Its warnings on valproate and clobazam are di-cbd-sodium-valproate and di-cbd-clobazam, which cite the EPAR; section 4.5 was not in what could be read.",
  }),
  ukProductInformation(
    "cbd",
    {
      title: "Epidyolex 100 mg/ml oral solution: summary of product characteristics",
      publisher: "electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/10781/smpc/print",
    },
    {
      outcome: "not-readable",
      note: "Only sections 1 to 4.2 were in what could be read here; sections 4.3 to 4.5 were read in the copy of the UK SmPC on RxReasoner, as far as it went.",
    },
  ),
  readPage(
    "boron",
    "nih-ods",
    {
      title: "Boron: Fact Sheet for Health Professionals",
      publisher: "NIH Office of Dietary Supplements",
      url: "https://ods.od.nih.gov/factsheets/Boron-HealthProfessional/",
    },
    { outcome: "not-readable", note: ODS_INTRO_ONLY },
  ),
  readPage(
    "choline",
    "nih-ods",
    {
      title: "Choline: Fact Sheet for Health Professionals",
      publisher: "NIH Office of Dietary Supplements",
      url: "https://ods.od.nih.gov/factsheets/Choline-HealthProfessional/?=___psv__p_5208540__t_w_",
    },
    { outcome: "not-readable", note: ODS_INTRO_ONLY },
  ),
  ukProductInformation(
    "iodine",
    {
      title: "Potassium Iodide 65 mg tablets: patient information leaflet",
      publisher: "Medine.co.uk (copy of the UK leaflet)",
      url: "https://imedi.co.uk/potassium-iodide-65mg-tablets",
    },
    {
      ...records("mc-iodine-dermatitis-herpetiformis", "mc-iodine-hypocomplementaemic-vasculitis"),
      note: "Tablets for radiation emergencies. It says not to take them with an overactive thyroid, which mc-iodine-thyroid-disease already covers from the NHS and ODS pages, or with dermatitis herpetiformis or hypocomplementaemic vasculitis (relative records, as a supplement's dose is far smaller); the part read names no medicine.",
    },
  ),
  readPage(
    "coq10",
    "bnf-nice-mhra",
    {
      title: "Co-enzyme Q10: product overview (NICE advice ES11)",
      publisher: "National Institute for Health and Care Excellence",
      url: "https://www.nice.org.uk/advice/es11/chapter/Product-overview",
    },
    {
      outcome: "none-stated",
      note: "Says co-enzyme Q10 has no licensed indications as a medicine in the UK and gives the BNF for Children's doses; it names no interaction.",
    },
  ),
  readPage(
    "probiotics",
    "nccih",
    {
      title: "Benefits and Risks of Probiotics (NCCIH e-mail bulletin)",
      publisher: "National Center for Complementary and Integrative Health",
      url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/378abdf",
    },
    {
      outcome: "records",
      records: ["mc-probiotics-weakened-immune-system"],
      note: "Its warning for people with severe health problems or a weakened immune system: the record now cites the bulletin and was verified against it.",
    },
  ),
];
