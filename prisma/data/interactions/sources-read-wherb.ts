// The read log of the herbal round read in the sources' own words (drug-interactions-part-29.ts,
// food-interactions-wherb.ts, class-wordings-wherb.ts). The log's kinds hold UK, EMA, NHS, NIH and BNF
// addresses only, so studies and other copies read are told in a not-found entry of the kind looked for.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, records, ukProductInformation } from "./sources-read-page";

const VALERIAN_SMPC_CUT =
  "the text available here stops at the first words of section 4.5 (only limited data on interactions are available), before any medicine is named.";

export const SOURCES_READ_WHERB: SourceReadInput[] = [
  // Valerian: the traditional herbal registrations' own texts, beside the NCCIH page logged before.
  ukProductInformation(
    "valerian",
    {
      title: "SleepEezy Valerian tablets (UK traditional herbal registration): patient leaflet",
      publisher: "Natures Aid (UK leaflet, reproduced by medine.co.uk)",
      url: "https://medine.co.uk/sleepeezy-valerian-tablets",
    },
    {
      ...records(
        "fi-valerian-alcohol",
        "di-valerian-benzodiazepine",
        "di-valerian-z-drug",
        "di-valerian-melatonin",
        "di-valerian-daridorexant",
        "di-valerian-clomethiazole",
        "di-valerian-diphenhydramine",
        "di-valerian-promethazine",
        "di-valerian-buspirone",
        "di-valerian-hydroxyzine",
      ),
      note: "Section 2 says the effect may be increased by alcohol and excessive alcohol should be avoided (fi-valerian-alcohol), and not to take it with a medicine for sleep or anxiety (the benzodiazepine, Z-drug and sedative records). 'Medicines for anxiety' as a whole is not a dictionary group, so it is read only through its members: since the p32 round, the sleep medicines and sleep aids (melatonin, daridorexant, clomethiazole, diphenhydramine, promethazine) and the anxiety medicines buspirone and hydroxyzine avoid it too. Antidepressants and pregabalin, also taken for other reasons, keep their asks.",
    },
  ),
  ukProductInformation(
    "valerian",
    {
      title: "Valdrian capsules (valerian root 400 mg): summary of product characteristics",
      publisher: "UK SmPC, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/valdrian-88850/summary-of-medicine-characteristics",
    },
    {
      outcome: "not-readable",
      note: `Section 4.3 names only hypersensitivity and 4.4 only the dose, the 4-week limit and under-18s; ${VALERIAN_SMPC_CUT}`,
    },
  ),
  ukProductInformation(
    "valerian",
    {
      title:
        "Herbalstore Valerian Sleep Relief, Gerard House Valerian Peaceful Sleep and Lloyds Pharmacy Valerian Sleep Relief: summary of product characteristics",
      publisher: "UK SmPC, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/lloyds-pharmacy-valerian-sleep-relief-gerard-house-valerian-peaceful-sleep-herbalstore-valerian-sleep-relief-90387/summary-of-medicine-characteristics",
    },
    {
      outcome: "not-readable",
      note: "Section 4.3 names only hypersensitivity and 4.4 only the dose, under-18s and the 4-week limit; the text available here stops at the heading of section 4.5.",
    },
  ),
  ukProductInformation(
    "valerian",
    {
      title:
        "Niteherb Valerian Tablets, Lloydspharmacy Sleep Well Tablets and other valerian sleep aid tablets: summary of product characteristics",
      publisher: "UK SmPC, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/simply-supplements-valerian-sleep-aid-tablets-lloydspharmacy-sleep-well-tablets-niteherb-valerian-tablets-higher-nature-valerian-sleep-aid-tablets-87259/summary-of-medicine-characteristics",
    },
    {
      outcome: "not-readable",
      note: "Section 4.3 names only hypersensitivity; 4.4 covers the dose and the tablet's glucose and sucrose (excipients, not valerian). The text available here stops within 4.4, before section 4.5.",
    },
  ),
  ukProductInformation(
    "valerian",
    {
      title: "Nature's Garden Valerian Capsules (valerian root extract 337 mg): patient information leaflet",
      publisher: "UK leaflet, reproduced by medine.co.uk",
      url: "https://medine.co.uk/natures-garden-valerian-capsules?doc=4",
    },
    {
      outcome: "not-readable",
      note: "The part available here gives the leaflet's contents, driving (do not drive if you feel sleepy) and how to take it; section 2's list of medicines was not in it.",
    },
  ),

  // Berberine: no UK product; the human study the records cite.
  notFound(
    "berberine",
    "nccih",
    "No NCCIH or NIH ODS page on berberine came up here. Read instead: Guo et al., 'Repeated administration of berberine inhibits cytochromes P450 in humans' (Eur J Clin Pharmacol 2012), in PubMed Central: berberine 300 mg three times a day for 2 weeks raised midazolam exposure by 40% (CYP3A4) and the dextromethorphan ratio ninefold (CYP2D6), and doubled the losartan ratio (CYP2C9), with no change for omeprazole or caffeine. It gives di-berberine-midazolam, di-berberine-cyp3a4-dependent and di-berberine-dextromethorphan. Losartan is not recorded: the study read the doubled ratio only as slower CYP2C9 and says nothing about the effect on blood pressure. Also read: the NaPDI repository's record of a randomised trial in kidney transplant recipients (berberine raised ciclosporin trough levels and exposure) and Colombo et al.'s 2014 review of ciclosporin and herbal supplements in PubMed Central (raised ciclosporin reported with berberine; avoid herbal extracts with ciclosporin): di-berberine-ciclosporin. No source read names berberine with tacrolimus.",
  ),

  // Psyllium: the licensed form's own warnings, read again for the medicines that slow the gut.
  ukProductInformation(
    "psyllium",
    {
      title: "Fybogel granules (ispaghula husk): summary of product characteristics, sections 4.3 and 4.4",
      publisher: "UK SmPC (MHRA, Reckitt Benckiser 2021), reproduced by RxReasoner",
      url: "https://www.rxreasoner.com/monographs/fybogel/precautions",
    },
    {
      ...records("di-psyllium-loperamide", "di-psyllium-opioid"),
      note: "Section 4.4: not with medicines known to inhibit peristaltic movement (e.g. opioids), and then only under medical supervision; 4.3 rules out a natural or drug-induced reduction of gut motility. Loperamide, an opioid that slows the gut (Independent Pharmacist's CPD module), now has its own record. Co-phenotrope is not given one: no text read says how it acts.",
    },
  ),
  ukProductInformation(
    "psyllium",
    {
      title: "Fybogel Plain Granules: summary of product characteristics (print view)",
      publisher: "electronic medicines compendium (emc)",
      url: "https://www.medicines.org.uk/emc/product/5652/smpc/print",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.2 asks for the granules to be taken at least half an hour to an hour before or after other medicines. That is said of every medicine, and the dictionary has no group of all medicines, so it is not a record; the medicine-specific psyllium records keep their gaps. The text available here stops before section 4.3.",
    },
  ),

  // St John's wort: the registrations' leaflets, and the UK regulator's advice read in a copy.
  ukProductInformation(
    "st-johns-wort",
    {
      title: "Vitabiotics St John's Wort tablets (traditional herbal registration): patient leaflet",
      publisher: "UK leaflet, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/vitabiotics-st-johns-wort-tablets-87482/patient-leaflet",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 2 says not to take it with photosensitive skin or light treatment, depression, pregnancy or breastfeeding, or under 18, and to stop it 10 days before surgery: depression, pregnancy, breastfeeding and surgery have records already; sensitivity to light is not a dictionary condition. The text available here stops at the start of its list of medicines.",
    },
  ),
  ukProductInformation(
    "st-johns-wort",
    {
      title: "Holland & Barrett and other St John's Wort Capsules: summary of product characteristics",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/holland-barrett-st-johns-wort-capsules/summary",
    },
    {
      outcome: "not-readable",
      note: "Section 4.3 rules it out with photosensitivity or phototherapy and with the medicines of section 4.5, because it induces CYP1A2, CYP2C19, CYP2C9 and CYP3A4; the text available here stops there, before 4.5 names them.",
    },
  ),
  notFound(
    "st-johns-wort",
    "bnf-nice-mhra",
    "The UK regulator's 2000 advice on St John's wort was read only in i-base's copy (i-base.info/htb/3473): it names tablets for epilepsy or fits, medicines after a transplant, theophylline, digoxin and warfarin, each already a record. The leaflets' lists ('all medicines for thinning the blood (anticoagulants)', 'all immunosuppressant medicines', 'all medicines for HIV infections') were read only in copies at http addresses; their group wordings now read as the dictionary's groups. Amprenavir, indinavir and nelfinavir, which they name among HIV medicines, are not in the dictionary and no BNF or NHS page for them was read, so they stay unread. The Swiss product information of a St John's wort extract (ch.oddb.org, reg. 54532, interactions, in German) names coumarin anticoagulants, ciclosporin, digoxin, oral contraceptives, indinavir and other protease inhibitors, other antiretrovirals, certain antiepileptics, steroid hormones and serotonin reuptake inhibitors such as sertraline: each has a record or reaches its group's record, except steroid hormones as a group, which the dictionary does not have. No source read here names St John's wort with calcium channel blockers as a group, antiarrhythmics, itraconazole, ketoconazole or levothyroxine.",
  ),

  // Black cohosh, echinacea and milk thistle: the leads looked for, and what was found.
  notFound(
    "black-cohosh",
    "nhs",
    "UK Medicines Information's Q&A 'What are the safety concerns surrounding the use of black cohosh?' (prepared for NHS healthcare professionals, 2014) was read only in a copy on docsbay.net: its interactions table rates hepatotoxic drugs and herbal medicines as high severity, avoid combinations. The dictionary has no group of medicines that harm the liver, so it is not a record. The part of the Q&A read names no single medicine.",
  ),
  notFound(
    "black-cohosh",
    "nccih",
    "Looked for black cohosh with tamoxifen, docetaxel and doxorubicin: the NCCIH page did not come up. Read instead: the PubMed abstract of Li et al. (Xenobiotica 2011), in which a black cohosh extract blocked the making of tamoxifen's active metabolites and inhibited CYP2D6 and CYP3A4 in the laboratory, the authors saying it might interfere with tamoxifen's efficacy: di-black-cohosh-tamoxifen (evidence from the laboratory only). Rockwell et al. 2005 (black cohosh increased the effect of doxorubicin and docetaxel and decreased that of cisplatin on mouse breast cancer cells) was found only at an http address, so it is not recorded. The Swiss product information of Cimifemin neo (ch.oddb.org, in German) rules it out with an allergy to the buttercup family (not a dictionary condition) and warns of signs of liver damage (mc-black-cohosh-liver-disease); its interactions section was not in the part read.",
  ),
  notFound(
    "echinacea",
    "nccih",
    "Looked for echinacea with midazolam and caffeine: a summary of a study in 12 healthy people (E. purpurea 400 mg four times a day for 8 days slowed CYP1A2 and gut CYP3A and sped up liver CYP3A) was read only on a copy site; Penzak et al. 2010 (PubMed Central) found E. purpurea induced CYP3A without changing lopinavir-ritonavir levels; the Committee on Toxicity's 2024 paper and a 2008 critical review find a low potential for interactions. No record: the direction for midazolam differs between gut and liver, and none of these sources advises against the combination.",
  ),
  notFound(
    "milk-thistle",
    "nccih",
    "Looked for milk thistle with tamoxifen, raloxifene and metronidazole: the NCCIH page did not come up; Drugs.com's professional monograph, read as far as its contraindications (allergy to the daisy family; the above-ground parts in hormone-sensitive conditions, not the seed extracts), names none of them in the part read.",
  ),

  notFound(
    "milk-thistle",
    "uk-product-information",
    "Section 4.5 of the UK milk thistle registrations could not be read (the Holland & Barrett SmPC, logged before, stops at 4.4's pointer to it). Read instead, in German: the leaflet of Silicur für die Leber on medikamio (not with an allergy to milk thistle or other daisy-family plants, nor in pregnancy or breastfeeding, all recorded already; better liver function may change how other medicines are broken down; with amiodarone a stronger antiarrhythmic effect cannot be ruled out), and PTA-Forum's check of silymarin medicines, which says the same of amiodarone: di-milk-thistle-amiodarone. The Swiss Legalon text, found only on a shop's page, says no interactions are known.",
  ),
  // Colombo et al. 2014, review of ciclosporin and herbal supplements: the herbs it names beside berberine.
  notFound(
    "saw-palmetto",
    "nccih",
    "The NCCIH saw palmetto page was not read here. Read instead: Colombo et al., 'Cyclosporine and herbal supplement interactions' (Journal of Toxicology 2014, PubMed Central): the effect of Serenoa repens on ciclosporin levels has not been shown consistently, but concomitant use should be avoided: di-saw-palmetto-ciclosporin.",
  ),
  notFound(
    "ginger",
    "nccih",
    "The NCCIH ginger page was not read here. Read instead: Colombo et al.'s 2014 review of ciclosporin and herbal supplements (PubMed Central): ginger lowered ciclosporin levels in animal studies, and herbal extracts are best avoided with ciclosporin until human studies rule an interaction out: di-ginger-ciclosporin (animal evidence only). Miedziaszczyk et al.'s 2022 review of tacrolimus with supplements, herbs and food (PubMed Central) names ginger among the CYP3A4 inhibitors that can raise tacrolimus levels: di-ginger-tacrolimus.",
  ),
  notFound(
    "licorice-root",
    "nih-ods",
    "No NIH ODS fact sheet on liquorice came up. Read instead: Colombo et al.'s 2014 review of ciclosporin and herbal supplements (PubMed Central): liquorice lowered ciclosporin levels in animal studies: di-licorice-root-ciclosporin (animal evidence only).",
  ),
  notFound(
    "cbd",
    "nccih",
    "The NCCIH cannabidiol page was not read here. Read instead: Colombo et al.'s 2014 review of ciclosporin and herbal supplements (PubMed Central): cannabidiol raised ciclosporin levels in animal studies: di-cbd-ciclosporin (animal evidence only).",
  ),
  notFound(
    "horse-chestnut",
    "nccih",
    "The NCCIH horse chestnut page was not read here. Read instead, in German: PTA-Forum's check of horse chestnut seed extract (taken by mouth it strengthens the effect of medicines that stop blood clotting, as di-horse-chestnut-anticoagulant says; not in pregnancy or breastfeeding, as recorded) and the Fachinformation of Venen-Kapseln Rosskastanie on imedikament.de (section 4.3: hypersensitivity, including to soya and peanut in the capsule, kidney insufficiency, pregnancy and breastfeeding, each already recorded for horse chestnut or about the capsule); its section 4.5 was not in the part read. The Aescorin forte leaflet, which says the same of anticoagulants, was found only at an http address.",
  ),
  // Miedziaszczyk et al. 2022, review of tacrolimus with supplements, herbs and food.
  notFound(
    "pomegranate",
    "nccih",
    "Read for pomegranate with tacrolimus: Miedziaszczyk et al.'s 2022 review (PubMed Central) names pomegranate among the CYP3A4 inhibitors, with grapefruit, pomelo, clementine, ginger and turmeric, that can raise tacrolimus levels and bring out its side effects, particularly nephrotoxicity: di-pomegranate-tacrolimus.",
  ),
  notFound(
    "ginseng",
    "nih-ods",
    "No NIH ODS page on ginseng came up. Read instead: Miedziaszczyk et al.'s 2022 review of tacrolimus with supplements, herbs and food (PubMed Central), which calls the use of Panax ginseng with tacrolimus highly controversial; no direction or advice is given in the part read, so no record. Also read: Brinker's article on plant products and drug pharmacokinetics (Relias Media, Integrative Medicine Alert): ginseng 200 mg a day for 18 days raised nifedipine's peak level by 29%, while a standardised Asian ginseng extract for 28 days did not change midazolam: di-ginseng-nifedipine (minor), and midazolam stays without a record.",
  ),
  notFound(
    "green-tea-extract",
    "nccih",
    "Read for green tea with tacrolimus: Miedziaszczyk et al.'s 2022 review (PubMed Central) calls green tea with tacrolimus highly controversial, giving no direction or advice in the part read, so no record. The same review names turmeric among the CYP3A4 inhibitors that raise tacrolimus levels, which di-turmeric-curcumin-immunosuppressant already reaches.",
  ),
  notFound(
    "red-clover",
    "nih-ods",
    "No NIH ODS page on red clover came up (the NCCIH page was not readable, logged before). Read instead: Ge et al., 'Updates on the clinical evidenced herb–warfarin interactions' (2014, PubMed Central), whose abstract rates red clover among nine herbs with a major-severity interaction with warfarin: di-red-clover-warfarin. The same abstract names chamomile, cranberry, garlic, ginkgo and St John's wort, which have warfarin records already.",
  ),
  notFound(
    "garlic",
    "nccih",
    "Read for garlic with medicines broken down by CYP3A4: Brinker's article on plant products and drug pharmacokinetics (Relias Media, Integrative Medicine Alert) reports garlic caplets lowering saquinavir by half (di-garlic-saquinavir already), but no change with a standardised garlic extract on alprazolam, nor with garlic oil on midazolam, so neither has a record.",
  ),
  // Ginkgo: the UK registrations' texts stop before 4.5 (logged before); Swiss product information read instead.
  notFound(
    "ginkgo-biloba",
    "uk-product-information",
    "Section 4.5 of the UK ginkgo registrations could not be read (Puncto and Ginkgoforce, logged before). Read instead, in German, Swiss product information on ch.oddb.org: Ginkgo Spirig HC (warnings and undesirable effects: not with anticonvulsants or medicines that lower the seizure threshold, the combination to be avoided; nifedipine to be avoided or closely monitored; efavirenz to be avoided; medicines that inhibit clotting) gives di-ginkgo-biloba-antiepileptic; Ginkgo-Mepha (interactions: anticoagulants and antiplatelets such as phenprocoumon, warfarin, clopidogrel, aspirin and other NSAIDs; P-gp substrates such as dabigatran; calcium antagonists such as nifedipine and diltiazem) gives di-ginkgo-biloba-calcium-channel-blocker, its text stopping at the next medicine. The other medicines named have records. 'Medicines that lower the seizure threshold' is not a dictionary group, so it is not reached as a whole. The German leaflet of Ginkgo Syxyl (medikamio.com) names ibuprofen and diclofenac among the NSAIDs, as the existing NSAID record says.",
  ),
  notFound(
    "ginkgo-biloba",
    "nih-ods",
    "Looked for ginkgo with trazodone: the case report (Galluzzi et al., J Neurol Neurosurg Psychiatry 2000: coma in a woman with Alzheimer's disease a few days after starting low-dose trazodone with ginkgo, reversed by flumazenil) was found only at an http address; HelloPharmacist's interaction page, read instead, describes the same case and advises avoiding the combination until more is known: di-ginkgo-biloba-trazodone.",
  ),
];
