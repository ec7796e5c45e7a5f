// The read log of the wherb5 round, which re-read the UK registered product information of the catalogue herbs item
// by item, typed each medicine, group and condition as worded, and fixed what the checker did not read
// (class-wordings-wherb5.ts, medical-contraindications-wherb5.ts). Pages already in the log for the same herb were
// re-read without a new entry: the Echinaforce drops SmPC and Hot Drink leaflet, the Nature's Garden and Herbalstore
// St John's wort SmPCs, the Ginkgoforce and Puncto ginkgo SmPCs, the Boots black cohosh leaflet (emc 8335), the
// Healthspan feverfew leaflet (its "plants from the Asteraceae (Compositae) family" now read), the Holland & Barrett
// ginger and ginseng SmPCs, the Lifecycle horse chestnut SmPC (its "venous ulcers" now read) and the Boots agnus
// castus leaflet (emc 8371), logged before as not readable, whose "pregnant, trying to…" now gives
// mc-chasteberry-trying-to-conceive. Pages outside the log's kinds are told in the notes, and for ginkgo (whose log
// already holds an entry for UK product information not found) here: RxReasoner's copy of the Irish SmPC of
// Ginkgo-Biloba Pharma Nord (4.3 pregnancy and lactation; 4.4 bleeding disorders, anti-platelet agents or
// anticoagulants, surgery, epilepsy, efavirenz) and its ginkgo substance page (anticoagulants such as phenprocoumon
// and warfarin, antiplatelet drugs such as clopidogrel, acetylsalicylic acid and other non-steroidal antiinflammatory
// drugs, dabigatran, nifedipine, haemorrhagic diathesis). Each has a ginkgo record; the unhyphenated NSAID wording is
// now read; phenprocoumon and talinolol are not UK medicines. Also re-read: the Kalms Lavender SmPC ('other
// medicines for sleep or anxiety' reads and alarms; its sentence on signs of depression is cut off in the copy), the
// Menoforce sage SmPC ('medicinal products acting via GABA receptor (e.g. barbiturates, benzodiazepines)': the
// examples alarm, the mechanism group is not a dictionary group) and the Holland & Barrett dandelion SmPC ('obstruction
// of the biliary or intestinal tract' is read only when each tract is typed on its own).
// The SPS turmeric page and the Ginsana and Holland & Barrett ginseng SmPCs, re-read, name nothing unread but
// 'medicines with a narrow therapeutic index' (no dictionary group) and Ginsana's soya and peanut excipients. Swiss
// patient information seen only on shop or aggregator pages (ginseng with diabetes; dandelion with kidney or heart
// insufficiency or diabetes, for its potassium) was not made into records.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-11-30";
const PATIENT_INFO = "UK SmPC, reproduced by patient-info.co.uk";

export const SOURCES_READ_WHERB5: SourceReadInput[] = [
  ukProductInformation(
    "echinacea",
    {
      title:
        "Echinaforce Hot Drink Cold & Flu echinacea concentrate for oral solution: summary of product characteristics, section 4.3",
      publisher: PATIENT_INFO,
      url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/summary-of-medicine-characteristics",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3: hypersensitivity to the Asteraceae (Compositae) family; progressive systemic disorders (tuberculosis, sarcoidosis), autoimmune diseases (collagenoses, multiple sclerosis), immunodeficiencies (HIV infection, AIDS) and immunosuppression, each with its echinacea record already; the text available here stops there. Its leaflet, re-read, names ciclosporin, methotrexate and 'any other immunosuppressant medicine' (records already) and words the allergy 'allergic to … plants of the daisy (Asteraceae/ Compositae) family', now read. 'AIDS' typed alone is not read (the word is also everyday English), 'progressive systemic disorders' and 'diseases of the white blood cell system' name no single dictionary condition; each member named beside them has its record.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "valerian",
    {
      title: "SleepEezy Valerian tablets: summary of product characteristics",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/sleepeezy-valerian-tablets/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3 names only hypersensitivity; 4.4 advises against use under 18 and warns about the glucose in the tablet (glucose-galactose malabsorption, an excipient warning, not recorded). The text available here stops in 4.4. Its leaflet, logged before, says not to take it with a medicine for sleep or anxiety and that alcohol may increase its effect: both read and met by di-valerian-sedative and fi-valerian-alcohol.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "valerian",
    {
      title:
        "Valerina Night-Time film-coated tablets (valerian root, hops and lemon balm extracts): patient information leaflet",
      publisher: "UK patient leaflet, reproduced by medine.co.uk",
      url: "https://medine.co.uk/valerina-night-time-film-coated-tablets",
    },
    {
      outcome: "stated-not-recorded",
      note: "A registration of valerian with hops and lemon balm, not of valerian alone: not with other medicines for anxiety or sleep, not in pregnancy or breastfeeding, and alcohol may increase its effects. 'Medicines for anxiety or sleep' reads as those groups and meets di-valerian-sedative; mc-valerian-pregnancy, mc-valerian-breastfeeding and fi-valerian-alcohol say the rest. Its lactose warning is about an excipient.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "st-johns-wort",
    {
      title:
        "Holland & Barrett Max Strength St John's Wort Capsules and other brands: summary of product characteristics, section 4.3",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/holland-barrett-st-johns-wort-capsules/summary?doc=1",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3: known dermal photosensitivity, phototherapy or photodiagnostic procedures (records already) and any medicine listed in 4.5, which the text available here does not reach. Read beside it at http addresses, which the log does not hold: the Lloydspharmacy (THR 23056) and Nature's Best St John's wort leaflets, which list all hormonal contraceptives (the pill, emergency contraception, hormonal implants, creams, patches, intra-uterine devices with hormones), medicines for depression or anxiety, HRT (tablets, patches, gels, vaginal rings), medicines for thinning the blood, epilepsy, HIV (amprenavir, atazanavir, darunavir and other protease inhibitors), immunosuppressants, some cholesterol, cancer and heart medicines; and the NHS medicine guide's list (hormonal contraceptives, hormone replacement therapies, medicines for depression). Every item reads and alarms except: 'hormonal implants' (now read as 'contraceptive implants'; 'hormonal implants' itself also names goserelin-type implants, so left unread), 'vaginal rings' (contraceptive or HRT ring, both already alarm when named), amprenavir (withdrawn, not in the dictionary), and the hormonal coil (the dictionary follows the MHRA, which says intrauterine contraceptives are not affected; the leaflets disagree, reported rather than recorded).",
    },
    READ_ON,
  ),
  ukProductInformation(
    "black-cohosh",
    {
      title:
        "Higher Nature, Healthspan, Boots Menolieve and other Black Cohosh Menopause Relief tablets: patient leaflet",
      publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/simply-supplements-black-cohosh-menopause-relief-tablets-healthspan-black-cohosh-menopause-relief-tablets-boots-menolieve-film-coated-tablets-higher-nature-black-cohosh-menopause-relief-film-coated-tablets-holland-barrett-menocool-black-cohosh-97020/patient-leaflet",
    },
    {
      outcome: "stated-not-recorded",
      note: "Women who could become pregnant should use contraception; do not take with liver or kidney problems, ever (mc-black-cohosh-liver-disease and -chronic-kidney-disease); the text available here stops there. The Boots leaflet of the same registration (emc 8335, logged) adds breast or other hormone-dependent tumours, pregnancy, trying to get pregnant, breastfeeding and medicines containing oestrogen (all read and recorded); its 'family history of oestrogen dependent tumour' is mc-black-cohosh-family-history-hormone-dependent-cancer.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "milk-thistle",
    {
      title:
        "Lamberts and Nature's Best Maximum Strength Milk Thistle Tablets: summary of product characteristics, sections 4.3 and 4.4",
      publisher: PATIENT_INFO,
      url: "https://patient-info.co.uk/lamberts-maximum-strength-milk-thistle-tablets-natures-best-maximum-strength-milk-thistle-tablets-89518/summary-of-medicine-characteristics",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3: hypersensitivity to milk thistle or the Asteraceae/Compositae family (mc-milk-thistle-daisy-family-allergy). Section 4.4: people with active liver disease should consult their doctor first, recorded as mc-milk-thistle-liver-disease from the Thisilyn SmPC; the text available here stops there.",
    },
    READ_ON,
  ),
  notFound(
    "peppermint-oil",
    "uk-product-information",
    "No UK peppermint oil text beyond those logged came up with section 4.5. Read beside them, outside the log's kinds: Medscape UK's peppermint oil capsules monograph (indigestion remedies should not be taken at the same time; may aggravate gastro-oesophageal reflux; hereditary fructose intolerance with sorbitol-containing brands; some contain arachis oil or soya; alcohol may rarely bring on allergic side effects) and the Spanish Colpermin leaflet (oladoctor.com): heartburn or a hiatus hernia, and 'other medicines that reduce stomach acid (such as H2 receptor antagonists and proton pump inhibitors) or antacids' two hours apart. Each has a peppermint oil record; 'medicines that reduce stomach acid' was not read and now is. The excipient warnings are not recorded.",
  ),
  ukProductInformation(
    "feverfew",
    {
      title:
        "MigraHerb Migraine Relief capsules (feverfew herb 100 mg, THR 23056/0004): patient information leaflet",
      publisher: "UK patient leaflet, reproduced by medine.co.uk",
      url: "https://medine.co.uk/migraherb-migraine-relief-capsules?doc=4",
    },
    {
      outcome: "not-readable",
      note: "The copy available here gives sections 5 and 6 and the start of section 1; the 'before you take' list is not in it. The Healthspan leaflet (logged) gives that list, re-read: the Asteraceae allergy, pregnancy and breastfeeding, all recorded.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "passionflower",
    {
      title:
        "Phytocalm (passion flower herb 300 mg capsules): summary of product characteristics, sections 4.3 to 4.6",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/phytocalm/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3 names only hypersensitivity; 4.5: concomitant use with synthetic sedatives (such as benzodiazepines) is not recommended unless a doctor advises it (di-passionflower-sedative and -benzodiazepine); 4.6: safety in pregnancy and lactation not established, so use is not recommended, a UK text for what mc-passionflower-pregnancy and -breastfeeding say from German summaries. Read beside it at an http address: Schwabe's professional copy of the RelaxHerb SPC, whose section 4.3 lists pregnancy and lactation.",
    },
    READ_ON,
  ),
];
