// The read log of the third nutrient SmPC audit (drug-interactions-part-55.ts, medical-contraindications-wnut3.ts):
// melatonin's product information read to the end of section 4.5, each medicine and condition it names swept through
// the checker, and Selenase's (selenium). Texts found only at addresses the log's kinds do not hold (the EU Circadin and
// Slenyto SmPCs and the melatonin substance page on RxReasoner, Adaflex's UK prescribing information on its maker's
// site, Selenase's leaflet on Drugs.com and Medscape UK) are told in the notes below, as the records cite them. Texts
// already in the log (Pro Plus, Thysat) keep their entries there, with this round's records added.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-11-30";

export const SOURCES_READ_WNUT3: SourceReadInput[] = [
  ukProductInformation(
    "melatonin",
    {
      title: "Adaflex 2 mg tablets (melatonin): summary of product characteristics",
      publisher: "electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/13629/smpc/print",
    },
    {
      outcome: "not-readable",
      note: "Looked for in the third audit: Adaflex's UK SmPC (emc, the 2 mg and 5 mg texts), the UK melatonin 1 mg/ml oral solution SmPC (Aspire, emc product 15093) and Sleplag 2 mg/ml (emc product 100027) came up only as far as section 4.2, and Adaflex's leaflet (emc) stopped at the heading of its list of medicines. Read instead, outside the log's kinds: Adaflex's UK abbreviated prescribing information on its maker's site (adaflex.co.uk: caution in renal impairment and epilepsy, mc-melatonin-chronic-kidney-disease and mc-melatonin-epilepsy, new (the latter also cites Syncrodin's UK leaflet); moderate or severe hepatic impairment and autoimmune disease not recommended, which mc-melatonin-liver-disease and mc-melatonin-autoimmune-disease cover); the EU Slenyto SmPC on RxReasoner (sections 4.3 and 4.4: fluvoxamine, alcohol, benzodiazepine and non-benzodiazepine hypnotics, thioridazine and imipramine not recommended; its section 4.5 came up only to its first lines. The records on imipramine and the benzodiazepines follow Circadin's adult wording, which says melatonin may add to their sedation, and ask rather than block, as the earlier zolpidem, zopiclone and diazepam records do; a pharmacist should say whether Slenyto's 'not recommended', written for children, should make them block); and RxReasoner's melatonin substance page, which gives Circadin's section 4.5 to the end. Each name was swept: carbamazepine, fluvoxamine, zolpidem, zopiclone, diazepam, ciprofloxacin, ethinylestradiol and alcohol had records; new are di-melatonin-rifampicin, di-melatonin-cimetidine, di-melatonin-imipramine, and the group records di-melatonin-benzodiazepine, di-melatonin-fluoroquinolone and di-melatonin-oestrogen (HRT, the combined pill, estradiol patches), and 'non-benzodiazepine hypnotics' now reads as the Z-drugs. Not recorded: thioridazine, zaleplon, norfloxacin and 5- or 8-methoxypsoralen (not in the medicine dictionary, and no UK page for them was read here); cigarette smoking (not a medicine); NSAIDs in the evening and beta-blockers, which the substance page says suppress the body's own melatonin, from a product text it does not name (an effect on the body's own hormone, not a risk of taking melatonin); lactose intolerance (an excipient). Syncrodin's two UK leaflets are the entries below.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "melatonin",
    {
      title:
        "Syncrodin 3 mg film-coated tablets (melatonin, PL 20243/0003): patient leaflet, warnings and precautions",
      publisher: "electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/11772/pil",
    },
    {
      outcome: "records",
      records: ["mc-melatonin-epilepsy", "mc-melatonin-diabetes", "mc-melatonin-prediabetes"],
      note: "The UK jet-lag leaflet: talk to a doctor or pharmacist first with epilepsy (melatonin may increase seizure frequency), an autoimmune disease (mc-melatonin-autoimmune-disease already), and diabetes or impaired glucose tolerance (melatonin may increase the level of glucose). The rest of its warnings and its list of medicines were not in what could be read.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "melatonin",
    {
      title:
        "Syncrodin 3 mg film-coated tablets (melatonin, PL 20243/0004): patient leaflet, other medicines",
      publisher: "electronic medicines compendium (emc)",
      url: "https://www.medicines.org.uk/emc/product/101253/pil",
    },
    {
      outcome: "records",
      records: ["di-melatonin-nifedipine"],
      note: "The UK leaflet for children with ADHD and adults: melatonin may reduce nifedipine's lowering of blood pressure (di-melatonin-nifedipine, new) and may change the effect of warfarin (di-melatonin-warfarin already). Not recorded: NSAIDs such as aspirin and ibuprofen, which may suppress the body's own night-time melatonin and 'should be avoided, especially in the evening' (advice on the NSAID's timing, about the body's own hormone; a record would speak to everyone on morning low-dose aspirin), and beta-blockers, whose sentence was cut off. The bullet lists under 'may increase the effect', 'may lower the effect' and 'may enhance the sedative effect of' came up empty, so those were swept from the Circadin text instead.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "selenium",
    {
      title: "Selenase 500 micrograms oral solution (sodium selenite): summary of product characteristics",
      publisher: "electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/13206/smpc/print",
    },
    {
      outcome: "not-readable",
      note: "The UK licensed oral selenium (Selenase, sodium selenite) was looked for in the third audit: its emc SmPC came up only as far as section 4.2. Read instead, outside the log's kinds: its UK leaflet (Drugs.com transcript: do not use with selenosis, selenium poisoning) and Medscape UK's page on it (contraindication: selenosis), which mc-selenium-selenium-toxicity cites (new; selenosis joined the conditions). Medscape UK also says ascorbic acid may reduce the absorption of selenium and the two should be taken at least 4 hours apart: not recorded, as it is stated for sodium selenite, which vitamin C can turn into elemental selenium, while every selenium product in the catalogue is selenomethionine; a pharmacist should say whether it should reach other forms.",
    },
    READ_ON,
  ),
];
