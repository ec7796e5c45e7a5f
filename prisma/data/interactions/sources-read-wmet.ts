// The read log of the wmet round (drug-interactions-part-75.ts and -76.ts): herbs with blood pressure and diabetes medicines.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { readPage, records } from "./sources-read-page";
import { HERBS_WITH_GLICLAZIDE } from "./drug-interactions-part-76";
import { REF_WMET as R } from "./references-wmet";

const READ_ON = "2026-12-01";

// The NHS page on gliclazide is the one official page of the round; what was read elsewhere for a herb, outside the
// log's kinds, is told in that herb's note.
const MAYO =
  "a Mayo Clinic Health System pharmacist's page on herbal products and high blood pressure (read at its test address, the only one that came up), which names the herb among products that can raise blood pressure and asks anyone on a blood pressure prescription to talk to their health care team first";

const ALSO: Partial<Record<string, string>> = {
  "licorice-root": `Also read, outside the log's kinds: Drugs.com's professional monograph on liquorice with antihypertensive agents (shown for nisoldipine, diltiazem and landiolol: generally avoid, as liquorice raises blood pressure in step with the amount and may work against them) and ${MAYO}: di-licorice-root-antihypertensive, which blocks; ramipril and the potassium-losing diuretics keep their own records. NCCIH's liquorice page did not come up; an A.D.A.M. monograph on a grocer's site was not cited.`,
  "bitter-orange": `Also read, outside the log's kinds: ${MAYO}: di-bitter-orange-antihypertensive, which asks. Drugs.com's current bitter orange overview says it inhibits intestinal CYP3A4 and may interact with numerous drugs, naming none; an older copy on another site names calcium channel blockers, not recorded as the current text does not.`,
  guarana: `Also read, outside the log's kinds: ${MAYO}: di-guarana-antihypertensive, which asks.`,
  yohimbe: `Also read, outside the log's kinds: ${MAYO}: di-yohimbe-antihypertensive, which asks; and EBSCO's research-starter page on clonidine's interactions (yohimbe a probable dangerous interaction): di-yohimbe-clonidine, major but asking, as the part read gives no advice to avoid. NCCIH's yohimbe text again came up only in a copy.`,
  "ginkgo-biloba": `Also read, outside the log's kinds: ${MAYO}. Not recorded for blood pressure medicines as a group: the NCI table read earlier names only thiazide diuretics for ginkgo (di-ginkgo-biloba-thiazide-diuretic), and a herb's own narrower text outranks a general list.`,
  "saw-palmetto": `Also read, outside the log's kinds: ${MAYO}. Not recorded for blood pressure medicines: the German SE Sägepalme product information read earlier knows no interactions with other medicines, and a product's own text outranks a general list.`,
  "garcinia-cambogia":
    "Also looked for: the Therapeutic Research Center's consumer garcinia monograph (antidiabetes drugs, moderate: garcinia might lower blood sugar, monitor it) was read only on vital.ly, which could not be told apart from a shop, and WebMD's copy came up only in its opening sections; not recorded, so garcinia meets only gliclazide, through this page.",
};

const nhsGliclazide = (ingredient: string, outcome: Parameters<typeof readPage>[3]) =>
  ({
    ...readPage(ingredient, "nhs", R.nhsGliclazideHerbal, outcome),
    dateRead: READ_ON,
  }) satisfies SourceReadInput;

export const SOURCES_READ_WMET: SourceReadInput[] = [
  nhsGliclazide("st-johns-wort", {
    ...records("di-st-johns-wort-gliclazide"),
    note: `Do not take St John's wort with gliclazide, as it may change the way the body processes it: di-st-johns-wort-gliclazide blocks and speaks for gliclazide over the sulfonylurea class record, which asks. Also read, outside the log's kinds: ${MAYO}; not recorded for blood pressure medicines as a group, as St John's wort's own texts name its interactions and not those.`,
  }),
  ...HERBS_WITH_GLICLAZIDE.map(([ingredient]) =>
    nhsGliclazide(ingredient, {
      ...records(`di-${ingredient}-gliclazide`),
      note: `Herbal remedies other than St John's wort are not known to be safe with gliclazide and taken at the same time can cause low blood sugar: di-${ingredient}-gliclazide asks. The page also says supplements; only herbs are taken from it.${ALSO[ingredient] ? ` ${ALSO[ingredient]}` : ""}`,
    }),
  ),
  nhsGliclazide("cinnamon", {
    outcome: "stated-not-recorded",
    note: "The general statement (other herbal remedies can cause low blood sugar with gliclazide) is met by di-cinnamon-blood-glucose-lowering, written this round from Drugs.com's professional monograph on cinnamon with antidiabetic drugs and insulin (monitor blood glucose; trials conflict and reported no hypoglycaemia), read outside the log's kinds. NCCIH's cinnamon page again did not come up at an NCCIH address; the Diabetes Spectrum table of supplements for diabetes names no interaction of cinnamon with diabetes medicines.",
  }),
  nhsGliclazide("fenugreek", {
    outcome: "stated-not-recorded",
    note: "The general statement is met by di-fenugreek-blood-glucose-lowering, written this round from HelloPharmacist's fenugreek with glimepiride page (a drug interaction database's text: fenugreek with antidiabetic agents may lower blood sugar further, moderate, monitor closely), read outside the log's kinds. NCCIH's fenugreek page again stopped at 'What Have We Learned?'; Medscape's fenugreek monograph lists no medicine interaction.",
  }),
  nhsGliclazide("ginseng", {
    outcome: "stated-not-recorded",
    note: "The general statement is met by di-ginseng-blood-glucose-lowering (an earlier round). Also read, outside the log's kinds: the Natural Standard ginseng monograph as AARP's plans site carries it (ginseng may alter the effects of blood pressure or heart medications, including calcium channel blockers such as nifedipine): di-ginseng-antihypertensive, which asks; nifedipine keeps its own record.",
  }),
];
