// The read log of the herbs-a round: UK traditional-herbal and licensed product information, and EU monographs,
// looked for turmeric, garlic, ginseng, ginkgo, agnus castus, milk thistle, black cohosh, feverfew, horse chestnut
// and peppermint oil (drug-interactions-part-17.ts, medical-contraindications-herbs-a.ts). Only the opening part of
// each page could be read here, so a page whose interactions section lies beyond it is "not readable".
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_HERBS_A } from "./references-herbs-a";
import { notFound, records, ukProductInformation } from "./sources-read-page";

const AGNUS = "chasteberry";

export const SOURCES_READ_HERBS_A: SourceReadInput[] = [
  // Agnus castus (chasteberry).
  ukProductInformation(AGNUS, REF_HERBS_A.healthspanAgnusCastusPil, {
    outcome: "stated-not-recorded",
    note: "Section 2 says not to take it when pregnant or trying to become pregnant, breastfeeding or with a pituitary disorder, and to tell the doctor first with a past pituitary disorder, an oestrogen-sensitive cancer, or with dopamine agonists or antagonists, oestrogens or antioestrogens. Its address holds a retailer's brand name, which the knowledge-base test rejects in a reference, so the records cite the SmPCs below. The Lifecycle leaflet below says the same of anti-oestrogens; a pituitary disorder has mc-chasteberry-pituitary-disorder since it joined the dictionary, cited to the A.Vogel SmPC.",
  }),
  ukProductInformation(AGNUS, REF_HERBS_A.lifecycleAgnusCastusPil, {
    ...records(
      "di-chasteberry-dopamine-agonist",
      "di-chasteberry-selective-oestrogen-receptor-modulator",
      "mc-chasteberry-breast-cancer",
    ),
    note: "The leaflet of the Holland & Barrett family of agnus castus tablets; its list of reasons not to take them was not in the part read here.",
  }),
  ukProductInformation(AGNUS, REF_HERBS_A.aVogelAgnusCastusSmpc, {
    ...records(
      "di-chasteberry-dopamine-agonist",
      "di-chasteberry-metoclopramide",
      "di-chasteberry-domperidone",
      "mc-chasteberry-pregnancy",
      "mc-chasteberry-breastfeeding",
      "mc-chasteberry-breast-cancer",
      "mc-chasteberry-hormone-sensitive-cancer",
      "mc-chasteberry-pituitary-disorder",
    ),
    note: "The text available here stops within section 4.4, after it names dopamine agonists, dopamine antagonists and oestrogens; section 4.5 was not read. Dopamine antagonists reach the existing antipsychotic record and, since the hmpc round, metoclopramide and domperidone (named as dopamine antagonists by the Drug and Therapeutics Bulletin); oestrogens reach the contraceptive and HRT records.",
  }),
  ukProductInformation(AGNUS, REF_HERBS_A.careAgnusCastusSmpc, {
    ...records("mc-chasteberry-pregnancy", "mc-chasteberry-breastfeeding"),
    note: "Section 4.3 (pituitary disorder, pregnancy or lactation) was read; the text available here stops at the start of section 4.4.",
  }),
  ukProductInformation(AGNUS, REF_HERBS_A.femlieveAgnusCastusSmpc, {
    ...records("di-chasteberry-dopamine-agonist", "di-chasteberry-selective-oestrogen-receptor-modulator"),
    note: "Cited for how agnus castus is thought to act (section 4.4). Sections 4.3 (a current pituitary disorder) and the start of 4.4 (a history of pituitary disorder) were read; the text available here stops before section 4.5. The leaflet of the same registration is read above.",
  }),
  ukProductInformation(
    AGNUS,
    {
      title:
        "Holland & Barrett Agnus Castus PMS Relief Tablets and other brands: summary of product characteristics",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/holland-barrett-agnus-castus-pms-relief-tablets/summary",
    },
    {
      outcome: "not-readable",
      note: "Section 4.3 names only hypersensitivity; the text available here stops at the start of 4.4 (an oestrogen-sensitive cancer). The leaflet of the same products is read above.",
    },
  ),
  ukProductInformation(
    AGNUS,
    {
      title: "Boots Agnus Castus PMS Relief Tablets (THR 23056/0002): patient leaflet",
      publisher: "emc (medicines.org.uk)",
      url: "https://medicines.org.uk/emc/product/8371/pil",
    },
    {
      ...records("mc-chasteberry-trying-to-conceive"),
      note: "Its list of reasons not to take it (under 18, allergy, a pituitary disorder, pregnancy, trying to become pregnant) was read in the wherb5 round; the text available here stops before the medicines it names.",
    },
  ),
  // Ginseng.
  ukProductInformation("ginseng", REF_HERBS_A.ginsanaSmpc, {
    ...records("di-ginseng-vitamin-k-antagonist"),
    note: "Section 4.4 names warfarin and other coumarin anticoagulants (warfarin keeps its own record, di-ginseng-warfarin); 4.3 names only hypersensitivity and soya, peanut and lactose in the product. The text available here stops at the first words of section 4.5.",
  }),
  ukProductInformation(
    "ginseng",
    {
      title:
        "Holland & Barrett Ginseng Tablets (Panax ginseng root 500 mg): summary of product characteristics",
      publisher: "UK SmPC, reproduced by medine.co.uk",
      url: "https://medine.co.uk/holland-barrett-ginseng-tablets/summary",
    },
    {
      outcome: "none-stated",
      note: "Section 4.3 names only hypersensitivity and section 4.5 says none known; section 4.6 does not recommend it in pregnancy and breastfeeding, which the ginseng pregnancy and breastfeeding records cover (now absolute, citing a report of the MHRA's advice to avoid ginseng then, as this address carries a retailer's brand). The Ginsana SmPC above, of a ginseng extract, names the coumarin anticoagulants.",
    },
  ),
  ukProductInformation(
    "ginseng",
    {
      title: "Ginsana 100 mg soft capsules: patient leaflet",
      publisher: "UK patient leaflet, reproduced by medine.co.uk",
      url: "https://medine.co.uk/ginsana",
    },
    {
      outcome: "not-readable",
      note: "The text available here stops at the start of section 2, before the medicines it names.",
    },
  ),
  notFound(
    "ginseng",
    "ema",
    "The EMA summary page on ginseng root (ema.europa.eu/en/medicines/herbal/ginseng-radix, read without its www) gives the uses and duration in the part available here, not the risks; the monograph itself was found only as the 2013 draft reproduced on imedi.co.uk, whose text stops before its interactions section.",
  ),
  // Ginkgo.
  ukProductInformation(
    "ginkgo-biloba",
    {
      title: "Puncto Ginkgo Max Strength Tablets: summary of product characteristics",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/puncto-ginkgo-max-strength-tablets/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.4 cautions people with a bleeding tendency (the existing bleeding-disorder and anticoagulant records cover it); the text available here stops before section 4.5.",
    },
  ),
  ukProductInformation(
    "ginkgo-biloba",
    {
      title: "Ginkgoforce Ginkgo biloba tablets: summary of product characteristics",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/ginkgoforce-ginkgo-biloba-tablets/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.4 cautions people with a pre-existing bleeding disorder and advises stopping before surgery (existing records cover both); the text available here stops before section 4.5.",
    },
  ),
  notFound(
    "ginkgo-biloba",
    "ema",
    "The EU monograph on ginkgo leaf was found only as its assessment report, whose text available here stops at the contents list. The Irish SmPC of Pharma Nord's ginkgo tablets, read on RxReasoner (rxreasoner.com/monographs/ginkgo-biloba/precautions), says in section 4.5 that ginkgo products caused moderate induction of CYP3A4, CYP2C9 and CYP2C19 in some studies, which can slightly to moderately lower the levels of medicines these enzymes clear; the rest of the section could not be read here and the existing nifedipine record says the opposite for one CYP3A4 medicine, so no class record was written. Its efavirenz and bleeding cautions are covered by existing records.",
  ),
  // Milk thistle.
  ukProductInformation("milk-thistle", REF_HERBS_A.lambertsMilkThistlePil, {
    ...records("mc-milk-thistle-pregnancy", "mc-milk-thistle-breastfeeding"),
    note: "It also asks people with active liver disease to talk to their doctor first (mc-milk-thistle-liver-disease, from the Thisilyn SmPC); the daisy-family allergy has its record already.",
  }),
  ukProductInformation("milk-thistle", REF_HERBS_A.naturesBestMilkThistlePil, {
    ...records("mc-milk-thistle-pregnancy", "mc-milk-thistle-breastfeeding"),
    note: "It names no medicine; it asks you to tell the doctor or pharmacist about any other medicines.",
  }),
  ukProductInformation(
    "milk-thistle",
    {
      title:
        "Holland & Barrett, Lifecycle and other Milk Thistle Capsules: summary of product characteristics",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/holland-barrett-milk-thistle-capsules/summary",
    },
    {
      outcome: "not-readable",
      note: "Section 4.4 says milk thistle may alter the way that certain drugs are broken down by the liver and points to section 4.5, which the text available here does not reach; the medicines are not named in the part read.",
    },
  ),
  // Black cohosh.
  ukProductInformation(
    "black-cohosh",
    {
      title: "Menoherb Black Cohosh Menopause Relief Tablets (Menolieve): patient leaflet",
      publisher: "UK patient leaflet, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/menoherb-black-cohosh-menopause-relief-tablets?doc=0",
    },
    {
      ...records("mc-black-cohosh-trying-to-conceive"),
      note: "It asks you to tell the pharmacist if you take medicines containing the hormone oestrogen, and to talk to them with a family history of an oestrogen-dependent tumour; the existing HRT and contraceptive records, cited to the Boots leaflet of the same text, cover the medicines. Its advice that women of child-bearing age use it only with contraception, because black cohosh may have hormone-like actions, is mc-black-cohosh-trying-to-conceive (hmpc round).",
    },
  ),
  ukProductInformation(
    "black-cohosh",
    {
      title: "Bioplanta Black Cohosh Menopause Relief Tablets: summary of product characteristics",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/bioplanta-black-cohosh-menopause-relief-tablets/summary",
    },
    {
      outcome: "not-readable",
      note: "Section 4.3 was read in part (under 18, pregnancy, breastfeeding); the text available here stops within it.",
    },
  ),
  // Feverfew.
  ukProductInformation(
    "feverfew",
    {
      title: "MigraHerb Migraine Relief Capsules and other brands: summary of product characteristics",
      publisher: "UK SmPC, reproduced by medine.co.uk",
      url: "https://medine.co.uk/migraherb-migraine-relief-capsules/summary",
    },
    {
      outcome: "not-readable",
      note: "Section 4.3 (allergy to the daisy family) and the start of 4.4 (withdrawal symptoms after long use) were read; the text available here stops before section 4.5.",
    },
  ),
  ukProductInformation(
    "feverfew",
    {
      title: "Healthspan Feverfew Migraine Relief Capsules (Boots Migraine Relief Feverfew): patient leaflet",
      publisher: "UK patient leaflet, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/healthspan-feverfew-migraine-relief-capsules?doc=1",
    },
    {
      outcome: "not-readable",
      note: "The text available here stops before the leaflet's list of medicines to tell the pharmacist about.",
    },
  ),
  // Horse chestnut.
  ukProductInformation(
    "horse-chestnut",
    {
      title:
        "Holland & Barrett, Nature's Garden and other Horse Chestnut Tablets (THR 21710/0012): summary of product characteristics",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/natures-garden-horse-chestnut-tablets/g/d3dd:fbc4:94f2:9b6b:82af:d8a9/info/summary",
    },
    {
      outcome: "not-readable",
      note: "Section 4.3 names only hypersensitivity; the text available here stops in 4.4, before section 4.5. The MHRA public assessment report of this registration was found only on a document-sharing site.",
    },
  ),
  // Peppermint oil.
  ukProductInformation(
    "peppermint-oil",
    {
      title: "Colpermin IBS Relief Capsules: summary of product characteristics",
      publisher: "emc (medicines.org.uk)",
      url: "https://www.medicines.org.uk/emc/product/1076/smpc",
    },
    {
      ...records("mc-peppermint-oil-gord"),
      note: "Sections 4.3 (hypersensitivity) and 4.4 (heartburn, written as mc-peppermint-oil-gord in the hmpc round; the capsule's peanut oil, a property of this product rather than of peppermint oil) were read; the text available here stops before section 4.5. The existing PPI, H2-antagonist and antacid records cite the Spanish Colpermin leaflet.",
    },
  ),
  // Garlic and turmeric: EU monographs.
  notFound(
    "garlic",
    "ema",
    "The EU herbal monograph on garlic (Allium sativum L., bulbus) was found only as the 2016 draft reproduced on imedi.co.uk and medine.co.uk, whose text available here stops at its keywords, and as the final assessment report, which stops at its contents list. Its interactions section was not read.",
  ),
  notFound(
    "turmeric-curcumin",
    "ema",
    "The EU herbal monograph on turmeric (Curcumae longae rhizoma) was not found among the pages searched here: the EMA summary page turned up only through a translation service, whose text stops at the uses, and the draft assessment report only on a document-sharing site. WHO, Malaysian and Canadian monographs turned up, none of them read for interactions.",
  ),
];
