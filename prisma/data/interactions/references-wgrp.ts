// References first cited in the groups-and-medicines round (drug-interactions-part-33.ts, medicine-classes-wgrp.ts,
// medicines/wgrp.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WGRP = {
  /**
   * Strontium ranelate, interactions: food, milk and derivative products, and medicinal products containing
   * calcium may reduce its bioavailability by about 60-70%, so they should be separated by at least two hours;
   * antacids preferably at least two hours after it; suspend it during oral tetracycline or quinolone treatment.
   */
  strontiumRanelate: {
    title: "Strontium ranelate: interactions, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://www.rxreasoner.com/substances/strontium/precautions",
  },
  /**
   * Section 4.5 of the Imbruvica product information: strong inhibitors of CYP3A4 "(e.g., ketoconazole, indinavir,
   * nelfinavir, ritonavir, saquinavir, clarithromycin, telithromycin, itraconazole, nefazodone, cobicistat,
   * voriconazole and posaconazole)"; moderate ones "(e.g., fluconazole, erythromycin, amprenavir, aprepitant,
   * atazanavir, ciprofloxacin, crizotinib, diltiazem, fosamprenavir, imatinib, verapamil, amiodarone and dronedarone)".
   */
  imbruvicaInteractions: {
    title:
      "Imbruvica (ibrutinib): drug interactions (strong and moderate CYP3A4 inhibitors), from product information",
    publisher: "MIMS Hong Kong",
    url: "https://sit.mimsdev.com/hongkong/drug/info/imbruvica/drug-interactions",
  },
  /** Abstract: "temsirolimus and its primary metabolite, sirolimus, are metabolised by the cytochrome P450 3A4 pathway". */
  temsirolimusKetoconazole: {
    title:
      "Differential effects of ketoconazole on exposure to temsirolimus following intravenous infusion of temsirolimus (Br J Cancer 2008;98:1797-1802), abstract",
    publisher: "PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC2410110",
  },
  /** Section 4.1: Torisel (temsirolimus) for advanced renal cell carcinoma and relapsed or refractory mantle cell lymphoma, by infusion. */
  toriselSmpc: {
    title:
      "Torisel 30 mg concentrate and diluent for solution for infusion: summary of product characteristics",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/6401/smpc/print",
  },
  /**
   * Section 2, "Do not take CRIXIVAN ... if you are taking any of the following medicines", lists St John's wort
   * (Hypericum perforatum), "a herbal medicine used for depression"; section 1 calls indinavir a protease inhibitor.
   */
  crixivanLeaflet: {
    title: "Crixivan (indinavir) capsules: patient leaflet, sections 1 and 2",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/crixivan-70987/patient-leaflet",
  },
  /**
   * "Certain medications can lower the seizure threshold": tramadol, tapentadol, meperidine (pethidine), fentanyl;
   * imipenem, penicillins, cefepime, fluoroquinolones (eg ciprofloxacin), isoniazid, linezolid; bupropion, tricyclics
   * (imipramine), SSRIs/SNRIs only at toxic doses; clozapine, Haldol, olanzapine; phenylephrine, pseudoephedrine;
   * rasagiline, selegiline; theophylline; amphetamines, methylphenidate. Cites Hitchings, Adverse Drug React Bull 2016.
   */
  seizureThresholdList: {
    title: "Did you know? Medications and seizure threshold (table of medication categories and examples)",
    publisher: "HD Rx Services (long-term care pharmacy, United States)",
    url: "https://www.hdrxservices.com/did-you-know-medications-and-seizure-threshold/",
  },
  /** "Frequently prescribed anticholinergic medicines include antidepressants (e.g. amitriptyline), antiemetics (e.g. cyclizine), antipsychotics (e.g. chlorpromazine) and oxybutynin." */
  bpacAnticholinergic: {
    title: "Anticholinergic burden in older people (key practice points)",
    publisher: "bpacnz (Best Practice Advocacy Centre New Zealand)",
    url: "https://bpac.org.nz/2024/anticholinergic.aspx",
  },
  /** Table 1, anticholinergic drugs: antihistamines hydroxyzine and diphenhydramine, amitriptyline, orphenadrine, oxybutynin among them. */
  rcemAnticholinergic: {
    title: "Acute delirium in the elderly: anticholinergic drugs (table 1)",
    publisher: "Royal College of Emergency Medicine (RCEMLearning)",
    url: "https://www.rcemlearning.co.uk/modules/acute-delirium-in-the-elderly/lessons/management-61/topic/anticholinergic-drugs/",
  },
  /** "Hormone therapies block the production of oestrogen or stop it from signalling to breast cancer cells": tamoxifen, and the aromatase inhibitors anastrozole, exemestane and letrozole. */
  breastCancerNowHormoneTherapy: {
    title: "Hormone therapy for breast cancer: what type of hormone therapy will I have?",
    publisher: "Breast Cancer Now",
    url: "https://breastcancernow.org/about-breast-cancer/are-you-having-breast-cancer-treatment/hormone-therapy/what-type-of-hormone-therapy-will-i-have",
  },
  /** "Anti-oestrogens work by stopping breast cancer cells from getting oestrogen": tamoxifen and fulvestrant (Faslodex). */
  cancerAustraliaAntiOestrogens: {
    title: "Types of hormonal therapy for breast cancer (anti-oestrogens, aromatase inhibitors)",
    publisher: "Cancer Australia (Australian Government)",
    url: "https://www.canceraustralia.gov.au/it/node/1687",
  },
  /** Kalms Tablets, section 2: hop strobiles 45 mg, valerian root dry extract 33.75 mg and gentian root dry extract 22.5 mg per tablet; a traditional herbal medicinal product. */
  kalmsTabletsSmpc: {
    title: "Kalms Tablets (hop strobile, valerian root and gentian root): summary of product characteristics",
    publisher: "UK SmPC, reproduced by imedi.co.uk (marked out of date)",
    url: "https://imedi.co.uk/kalms-tablets/g/e525:dea1/info/summary",
  },
  /** Hypokalaemia, drugs: loop or thiazide diuretics, laxatives, insulin, steroids, beta-agonists (e.g. salbutamol), xanthines (e.g. theophylline). */
  virtualWardHypokalaemia: {
    title: "Hypokalaemia: definitions, causes (drugs) and management",
    publisher: "Virtual Ward clinical guidance (UK, Dr Chris Bell, February 2023)",
    url: "https://virtualward.net/doku.php?id=hypokalaemia",
  },
  /**
   * "GENERALLY AVOID: Chronic use of licorice may potentiate the hypokalemic effects of some diuretics and other drugs
   * that deplete potassium (e.g., amphotericin B, cation exchange resins)... chronic use of licorice and
   * licorice-containing products should be avoided in patients treated with potassium-depleting drugs."
   */
  drugsComLicoricePotassiumDepleting: {
    title:
      "Drug interactions between HydroDIURIL (hydrochlorothiazide) and licorice (professional monograph)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/drug-interactions/hydrodiuril-with-licorice-1257-3481-2383-0.html?professional=1",
  },
} satisfies Record<string, Reference>;
