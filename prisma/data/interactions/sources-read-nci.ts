// The read log of the NCCIH/NCI round (drug-interactions-part-27.ts, medical-contraindications-nci.ts,
// references-nci.ts): NCCIH herb pages and bulletins read for every medicine, group or condition they name. The
// log's kinds hold NCCIH addresses, not NCI's (cancer.gov, NCBI Bookshelf), so NCI summaries looked for are told
// in the notes of the NCCIH entries of the same ingredient.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_NCI as R } from "./references-nci";
import { readPage, records } from "./sources-read-page";

const NCCIH = "National Center for Complementary and Integrative Health (NIH)";
const NCCIH_BULLETIN = "National Center for Complementary and Integrative Health (NIH), via GovDelivery";

export const SOURCES_READ_NCI: SourceReadInput[] = [
  readPage("ashwagandha", "nccih", R.nccihAshwagandha, {
    ...records(
      "di-ashwagandha-blood-glucose-lowering",
      "di-ashwagandha-antihypertensive",
      "di-ashwagandha-immunosuppressant",
      "di-ashwagandha-sedative",
      "di-ashwagandha-antiepileptic",
      "di-ashwagandha-thyroid-hormone",
    ),
    note: "The text stored at this address stops in the safety section after drowsiness, stomach upset, diarrhoea and vomiting; the rest of the section was read word for word in Herbalopedia's copy, which the records cite beside it. Named there: medicines for diabetes and high blood pressure, immunosuppressants, sedatives, anticonvulsants and thyroid hormone medicines (each now a class record; di-ashwagandha-levothyroxine and di-ashwagandha-diazepam stay as before); liver injury, pregnancy, breastfeeding, surgery, autoimmune and thyroid disorders (already mc-ashwagandha-*); hormone-sensitive prostate cancer (mc-ashwagandha-prostate-cancer). NCI's PDQ summaries have no ashwagandha summary among those found.",
  }),
  readPage("ashwagandha", "nccih", R.nccihBulletinAshwagandha, {
    ...records(
      "mc-ashwagandha-prostate-cancer",
      "mc-ashwagandha-autoimmune-disease",
      "mc-ashwagandha-thyroid-disease",
    ),
    note: "Also says ashwagandha is not recommended with autoimmune or thyroid disorders: mc-ashwagandha-autoimmune-disease and mc-ashwagandha-thyroid-disease say so, and were checked against it in the verification round.",
  }),
  readPage(
    "ashwagandha",
    "nccih",
    {
      title: "Ashwagandha (NCCIH e-mail bulletin, earlier issue)",
      publisher: NCCIH_BULLETIN,
      url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/355834e",
    },
    {
      outcome: "stated-not-recorded",
      note: "Says not to take ashwagandha if pregnant, breastfeeding or about to have surgery (already mc-ashwagandha-pregnancy, -breastfeeding and -upcoming-surgery) and that it may interact with some medications, naming none.",
    },
  ),
  readPage("kava", "nccih", R.nccihKavaFactSheet, {
    ...records("di-kava-antiparkinson"),
    note: "Also names liver damage (mc-kava-liver-disease), dystonia, scaly yellowed skin with heavy use, and drowsiness (avoid driving; di-kava-sedative covers sedating medicines).",
  }),
  readPage("kava", "nccih", R.nccihKava, {
    ...records("mc-kava-pregnancy", "mc-kava-breastfeeding"),
    note: "The current page: kava has been linked to liver injury that is sometimes serious or fatal, and may affect driving; it gives no advice for people who already have liver disease, so mc-kava-liver-disease stays unverified. No medicine is named.",
  }),
  readPage(
    "green-tea-extract",
    "nccih",
    {
      title: "Green Tea: usefulness and safety",
      publisher: NCCIH,
      url: "https://nccih.nih.gov/health/greentea",
    },
    {
      outcome: "not-readable",
      note: "The text stored at this address stops in 'What Have We Learned?', before the safety section.",
    },
  ),
  readPage(
    "black-cohosh",
    "nccih",
    {
      title:
        "Know the Science: How medications and supplements can interact — interactions with over-the-counter drugs",
      publisher: NCCIH,
      url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact/page-6",
    },
    {
      outcome: "none-stated",
      note: "This older version asks which over-the-counter drugs may interact with herbal supplements (pseudoephedrine, fexofenadine) and names no herb. The current version, read at the CloudFront address NCCIH's site is also served from, says black cohosh and St John's wort may interfere with the effectiveness of fexofenadine: di-black-cohosh-fexofenadine cites it. NCCIH's list on St John's wort (page 5, logged with the St John's wort round) names diabetes drugs as a group: di-st-johns-wort-blood-glucose-lowering cites it.",
    },
  ),
  readPage("green-tea-extract", "nccih", R.nccihTipsHerbsInteract, {
    ...records("di-green-tea-extract-pseudoephedrine"),
    note: "Concentrated green tea supplements can interact with pseudoephedrine (a decongestant); no other medicine is named for green tea.",
  }),
  readPage("ginseng", "nccih", R.nccihTipsHerbsInteract, {
    ...records("di-ginseng-digoxin", "di-ginseng-ciclosporin"),
    note: "People taking Asian ginseng with certain narrow-therapeutic-index medicines (digoxin, cyclosporine, warfarin and others) should be closely monitored; warfarin already has di-ginseng-warfarin. 'Narrow therapeutic index' is not a dictionary class, so only the named examples are records.",
  }),
  readPage("garlic", "nccih", R.nccihTipsHerbsInteract, {
    outcome: "stated-not-recorded",
    note: "Concentrated garlic extracts can thin the blood like aspirin, a problem during or after surgery: mc-garlic-upcoming-surgery and the garlic blood-thinner records say so already.",
  }),
  readPage("goldenseal", "nccih", R.nccihTipsHerbsInteract, {
    outcome: "stated-not-recorded",
    note: "A review found goldenseal has a high herb-drug interaction risk with some medicines; none is named. NCCIH's current goldenseal page, found only at its CloudFront address, says goldenseal may change how the body processes many medicines and gives metformin as the example, its text stopping there.",
  }),
  readPage("st-johns-wort", "nccih", R.nccihTipsHerbsInteract, {
    outcome: "stated-not-recorded",
    note: "St John's wort interacts with many drugs, certain antidepressants among them, and people taking it with narrow-therapeutic-index medicines (digoxin, cyclosporine, warfarin) should be closely monitored: the existing St John's wort records for those medicines say so already.",
  }),
];
