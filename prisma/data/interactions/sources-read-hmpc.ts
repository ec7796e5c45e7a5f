// The read log of the herbal monograph and registration round (drug-interactions-part-26.ts,
// medical-contraindications-hmpc.ts, references-hmpc.ts): UK leaflets and SmPCs of registered herbal medicines read
// section by section, and the EU monographs looked for. The log's kinds hold UK, EMA, NHS, ODS and NCCIH addresses
// only, so the other pages read (copies of EU texts, other countries' products) are told in the EMA entries.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, records, ukProductInformation } from "./sources-read-page";

export const SOURCES_READ_HMPC: SourceReadInput[] = [
  // St John's wort: the catalogue's Kira, read for its list of reasons not to take it.
  ukProductInformation(
    "st-johns-wort",
    {
      title:
        "Kira LowMood Relief (St John's wort 450 mg, UK traditional herbal registration): patient leaflet",
      publisher: "Klosterfrau Healthcare (UK leaflet, reproduced by medine.co.uk)",
      url: "https://medine.co.uk/kira-lowmood-relief",
    },
    {
      ...records(
        "mc-st-johns-wort-pregnancy",
        "mc-st-johns-wort-breastfeeding",
        "mc-st-johns-wort-depression",
      ),
      note: "Section 2 also names allergy to peanut and soya (the tablet's soy polysaccharides, not the herb), under-18s, photosensitive skin and light treatment (phototherapy), which have records since they joined the dictionary, cited to other UK St John's wort SmPCs. The text available here stops before the medicines it lists; a Drugs.com copy of the older Kira leaflet stops at the same point.",
    },
  ),
  // Echinacea.
  ukProductInformation(
    "echinacea",
    {
      title:
        "Echinaforce Hot Drink Cold & Flu echinacea concentrate for oral solution: patient leaflet, section 2 (do not take)",
      publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/patient-leaflet",
    },
    {
      ...records(
        "di-echinacea-immunosuppressant",
        "mc-echinacea-pregnancy",
        "mc-echinacea-breastfeeding",
        "mc-echinacea-having-radiotherapy",
      ),
      note: "It also names, as reasons not to take it, allergy to the daisy family, a tendency to allergies (hives, allergic eczema, asthma), chemotherapy, an organ or bone marrow transplant, tuberculosis, sarcoidosis, autoimmune disease (collagenoses, multiple sclerosis), HIV and AIDS, and white blood cell disorders (agranulocytosis, leukaemia): the existing echinacea records reach each of them the condition dictionary has, as a probe of each showed (agranulocytosis has no entry of its own).",
    },
  ),
  ukProductInformation(
    "echinacea",
    {
      title:
        "EchinaCold Echinacea Cold & Flu Relief tablets (Echinacea purpurea root): patient information leaflet",
      publisher: "UK patient leaflet, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/echinaboost-film-coated-tablets?doc=3",
    },
    {
      ...records("mc-echinacea-pregnancy", "mc-echinacea-breastfeeding"),
      note: "Its list of reasons not to take it (daisy-family allergy, a tendency to allergies, lactose and sugar intolerance, pregnancy and breastfeeding, tuberculosis, connective tissue disease) was read until the text available here stopped; the lactose and sugars are the tablet's excipients, not echinacea.",
    },
  ),
  ukProductInformation(
    "echinacea",
    {
      title: "Echinaforce (Echinacea Drops): summary of product characteristics, section 4.3",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/echinaforce-echinacea-drops/summary",
    },
    {
      ...records(
        "di-echinacea-ciclosporin",
        "di-echinacea-tacrolimus",
        "mc-echinacea-weakened-immune-system",
        "mc-echinacea-hiv",
        "mc-echinacea-sarcoidosis",
        "mc-echinacea-tuberculosis",
        "mc-echinacea-leukaemia",
        "mc-echinacea-allergic-tendency",
      ),
      note: "Read again for this round: section 4.3 (daisy family, progressive systemic disorders, autoimmune disease, immunodeficiency, immunosuppression, white blood cell disorders, allergic diathesis) is what the existing echinacea records, which cite this SmPC, say; nothing else is stated before the text available here stops.",
    },
  ),
  notFound(
    "echinacea",
    "ema",
    "The EU monograph on Echinacea purpurea herb was not found in a readable copy. The UK-retained EU list entry on Echinacea purpurea (L.) Moench, herba recens (legislation.gov.uk, Decision 2008/911/EC annex II, division 2) came up, but the text available here stops in the site's notices, before its safety sections. Also read: a Tesco Echinacea Skin Care leaflet on Drugs.com (do not take if pregnant or breastfeeding; not cited, its address carries a retailer's name) and a Food Standards Agency Committee on Toxicity discussion paper saying UK echinacea registrations are not recommended in pregnancy or lactation (not cited: the paper asks not to be cited).",
  ),
  // Horse chestnut (the Venaforce SmPC, read earlier, is logged in sources-read-herbs-2.ts with its records).
  notFound(
    "horse-chestnut",
    "ema",
    "The EU monograph on horse chestnut seed was not found in a readable copy. Read instead: the Venaforce leaflet on Drugs.com (see a doctor with a blood clot in a vein, sudden swelling of one or both legs, or a heart or kidney problem; cited with the UK SmPC), and the German maker's page for Venoplant retard S (in German: not in pregnancy, not while breastfeeding as a precaution, no interactions known), which gives mc-horse-chestnut-pregnancy and mc-horse-chestnut-breastfeeding; and Drugs.com's professional monograph (kidney or liver impairment possible relative contraindications, avoid in pregnancy and lactation, no well-documented interactions), which gives mc-horse-chestnut-liver-disease and is cited beside them.",
  ),
  // Peppermint oil (the Colpermin SmPC is logged in sources-read-herbs-a.ts with its record).
  notFound(
    "peppermint-oil",
    "ema",
    "The EU monograph on peppermint oil was not found in a readable copy; the 2008 draft EU list entry reproduced on imedi.co.uk stops at its common names. Read instead: Medscape UK's peppermint oil capsules monograph (Colpermin, Mintec): gastro-oesophageal reflux, pregnancy (manufacturers advise against use), indigestion remedies not at the same time (already the PPI, H2-antagonist and antacid records) and alcohol rarely precipitating allergic side effects (not a record: no amount or advice is given). Its text stops before lactation. It gives mc-peppermint-oil-gord and mc-peppermint-oil-pregnancy. The capsules' peanut and soya warnings are about one product's excipient, not peppermint oil, so no record.",
  ),
  notFound(
    "st-johns-wort",
    "nhs",
    "Looked for St John's wort with HRT: no NHS page saying so came up. The UK St John's wort leaflets that list 'all HRT treatments' (Lloydspharmacy, Nature's Best) and the old NHS medicine guide that lists hormone replacement therapies were found only at http addresses, and the Kira and Vitabiotics leaflets' own lists were cut off in the text available here. di-st-johns-wort-hrt cites instead a Swiss oestrogen product's interactions in French (ch.oddb.org), which say St John's wort may speed up the breakdown of oestrogens (Besins' Oestrogel text said the same, but only a MIMS test server carried it, so it is not cited).",
  ),
  // Black cohosh: a UK leaflet whose warnings the existing records already carry.
  ukProductInformation(
    "black-cohosh",
    {
      title: "GNC Live Well Black Cohosh Menopause Relief tablets: patient information leaflet",
      publisher: "UK patient leaflet, reproduced by medine.co.uk",
      url: "https://medine.co.uk/gnc-live-well-black-cohosh-menopause-relief-tablets",
    },
    {
      outcome: "stated-not-recorded",
      note: "Not to be taken after treatment for breast cancer or other hormone-dependent tumours, and a doctor first with a medicine containing oestrogen, a family history of oestrogen-dependent tumours or persistent menstrual disorders: the breast cancer and oestrogen (HRT, contraceptive) records say so already; the dictionary has no condition for a family history or for hormone-dependent tumours as a group. Its advice to use contraception is mc-black-cohosh-trying-to-conceive, which cites the Menoherb copy of the same wording (this address carries a retailer's name).",
    },
  ),
  // Passion flower: the older RelaxHerb SmPC listed pregnancy and lactation as contraindications.
  notFound(
    "passionflower",
    "ema",
    "The EU monograph on passion flower was not found in a readable copy. The older RelaxHerb SmPC on Schwabe Pharma UK's professional site lists pregnancy, lactation and under-18s in section 4.3, but it was found only at an http address, so no record cites it; the current RelaxHerb SmPC (imedi.co.uk, logged above) names only hypersensitivity.",
  ),
  // Liquorice: probed for the medicines and conditions its sources name.
  notFound(
    "licorice-root",
    "nccih",
    "The NCCIH licorice root page did not come up when looked for with its safety section (only copies and other sites). Read instead: the MSD Manual's licorice page, UK edition (glycyrrhizin makes the kidneys lose potassium, a particular problem with heart disease, digoxin or potassium-losing diuretics; those people and people with high blood pressure should avoid it; pregnancy), which gives mc-licorice-root-coronary-heart-disease and mc-licorice-root-arrhythmia. Bumetanide and other potassium-losing diuretics without their own record are not reached: the dictionary's diuretic class also holds potassium-sparing ones, which the page does not mean.",
  ),
  // Rhodiola: two more UK SmPCs, silent beyond what the records say.
  ukProductInformation(
    "rhodiola",
    {
      title:
        "iMed Natraherb Stress Relief, Kalms Rhodiola, Vitano Rhodiola and Holland & Barrett Rhodiola Stress Relief tablets: summary of product characteristics",
      publisher: "UK SmPC, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/imed-natraherb-stress-relief-tablets-kalms-rhodiola-tablets-vitano-rhodiola-tablets-holland-barrett-rhodiola-stress-relief-tablets-92083/summary-of-medicine-characteristics",
    },
    {
      outcome: "none-stated",
      note: "This later text of the Vitano SmPC names only hypersensitivity in section 4.3 (the earlier text logged above also named liver and kidney impairment); the text available here stops in section 4.4, before 4.5 and 4.6.",
    },
  ),
  ukProductInformation(
    "rhodiola",
    {
      title: "StressEeze Rhodiola Tablets: summary of product characteristics",
      publisher: "UK SmPC, reproduced by medine.co.uk",
      url: "https://medine.co.uk/stresseeze-rhodiola-tablets/summary",
    },
    {
      outcome: "records",
      records: ["mc-rhodiola-depression"],
      note: "Section 4.3 names only hypersensitivity; 4.4 covers depression (mc-rhodiola-depression since the wthr round), under-18s and the tablet's glucose. The text available here stops before sections 4.5 and 4.6.",
    },
  ),
];
