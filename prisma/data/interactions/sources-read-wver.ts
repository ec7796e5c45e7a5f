// The read log of the verification round: the texts that unverified records cite, read again to check each record
// against what they say. A record the text supports is marked verified; one it does not is corrected, re-cited or
// left unverified with the reason here.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF } from "./references";
import { notFound, readPage, records, ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-11-30";

export const SOURCES_READ_WVER: SourceReadInput[] = [
  {
    ...readPage("ashwagandha", "nccih", REF.nccihAshwagandha, {
      ...records(
        "mc-ashwagandha-pregnancy",
        "mc-ashwagandha-breastfeeding",
        "mc-ashwagandha-thyroid-disease",
        "di-ashwagandha-levothyroxine",
        "di-ashwagandha-diazepam",
      ),
      note: "The page's 'What Do We Know About Safety?' section was read in Herbalopedia's verbatim copy, which these records now cite beside it: ashwagandha should be avoided during pregnancy and should not be used while breastfeeding; it is not recommended for people about to have surgery or with autoimmune or thyroid disorders; it may cause drowsiness; it might interact with medicines for diabetes and high blood pressure, immunosuppressants, sedatives, anticonvulsants and thyroid hormone medicines; rare cases link liver injury to it. Claims in the records that the text does not make (miscarriage with high doses, raised thyroid hormone levels, a case of thyrotoxicosis) were taken out. mc-ashwagandha-liver-disease stays unverified: the text reports liver injury but says nothing to people who already have liver disease.",
    }),
    dateRead: READ_ON,
  },
  {
    ...readPage("caffeine", "nhs", REF.nhsPregnancyFoodsToAvoid, {
      outcome: "not-readable",
      note: "The NHS page on foods to avoid in pregnancy, which fi-caffeine-coffee-and-tea cites, did not come up at its address (only older NHS text copied on other sites, giving the 200 mg a day limit). The caffeine food records were checked instead against the abstract of EFSA's 2015 opinion on the safety of caffeine (efsa.europa.eu: no concern up to 200 mg at once, 400 mg a day, 200 mg a day in pregnancy; energy drinks hold about 300 to 320 mg a litre) and the HSE's caffeine-in-pregnancy page (caffeine is in coffee, tea, chocolate, cola and energy drinks): fi-caffeine-coffee-and-tea, fi-caffeine-energy-drinks (its 'avoid combining' softened to adding up the caffeine, as EFSA does not say to avoid them) and fi-caffeine-cola-and-chocolate are verified. The NHS levothyroxine page (di-caffeine-levothyroxine) did not come up either; the BNF interaction pages (ciprofloxacin, theophylline) are not readable here, and the theophylline SmPC copies found stop before the caffeine advice, so di-caffeine-ciprofloxacin and di-caffeine-methylxanthine stay unverified. The supplement pairs with green tea extract, melatonin and valerian rest on claims (caffeine in green tea extracts, caffeine delaying sleep) that the EFSA abstract as read does not make, and stay unverified.",
    }),
    dateRead: READ_ON,
  },
  ukProductInformation(
    "psyllium",
    {
      title:
        "Manx Ispaghula Husk Granules Orange for Oral Suspension 3.5g: summary of product characteristics",
      publisher: "UK SmPC, reproduced by medine.co.uk",
      url: "https://medine.co.uk/manx-ispaghula-husk-granules-orange-for-oral-suspension/summary",
    },
    {
      outcome: "not-readable",
      note: "The HMPC ispaghula monograph again did not come up. Fybogel's SmPC (RxReasoner's copy of the MHRA text) and the Manx ispaghula SmPC (medine.co.uk copy) were read as far as sections 4.2 to 4.4: take it at least half an hour to 1 hour before or after other medicines, never dry, with 150 mL of fluid, not just before sleep. Section 4.5, which names the medicines whose absorption may be delayed, was not in what could be read, so di-psyllium-digoxin, -carbamazepine, -lithium and -warfarin and the mineral and vitamin B12 pairs stay unverified although their 1-hour gap matches section 4.2. fi-psyllium-water-and-fluids is verified against Fybogel's section 4.4 (logged with that SmPC in sources-read-cond.ts).",
    },
    READ_ON,
  ),
  notFound(
    "kelp",
    "nih-ods",
    "The ODS iodine fact sheet, which the kelp records cite, did not come up here (only other sites' monographs naming lithium and antithyroid medicines, which were not used), so di-kelp-carbimazole and di-kelp-lithium stay unverified. The British Thyroid Foundation's FAQ on iodine was read again: for people with an existing thyroid condition, iodine supplements or kelp should be avoided, as they often contain excessive or variable amounts of iodine. mc-kelp-thyroid-disease, which asked people to check first, now says not to take kelp and is verified (kelp has no catalogue product, so no product is blocked by it).",
  ),
  notFound(
    "iodine",
    "nih-ods",
    "The ODS iodine fact sheet again did not come up beyond what the log already holds, so di-iodine-lithium, di-iodine-carbimazole, fi-iodine-seaweed-and-kelp and the iodine supplement pairs stay unverified. The NHS iodine page came up only at an old http address (0.5 mg a day or less of iodine supplements is unlikely to cause harm; it names no medicine or seaweed). The British Thyroid Foundation says iodine supplements should be avoided with an existing thyroid condition: mc-iodine-thyroid-disease still asks rather than blocks, because it also meets the 150 microgram iodine in multivitamins and kelp-based iodine tablets, which the FAQ does not address; it stays unverified for a pharmacist to decide.",
  ),
  notFound(
    "turmeric-curcumin",
    "nccih",
    "The NCCIH turmeric page did not come up at its address. A copy of its safety text on another site (illness.com, not cited) says turmeric may be unsafe in pregnancy in amounts greater than those in food, and that little is known about its safety in such amounts while breastfeeding. mc-turmeric-curcumin-pregnancy says only that little is known in pregnancy; both records stay unverified until the NCCIH page itself is read (pharmacist review: the pregnancy record may understate).",
  ),
];
