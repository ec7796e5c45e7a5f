// References first cited in the group-wordings round (drug-interactions-part-42.ts, medicine-classes-wqt.ts). Each
// address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WQT = {
  /**
   * "The BNF 84 (September 2022 – March 2023) lists the following examples of drugs which prolong the QT interval"
   * (amifampridine … zuclopenthixol); hypokalaemia predisposes to QT prolongation, and prescribers should use caution
   * with concurrent drugs that reduce serum potassium.
   */
  devonQtDrugs: {
    title: "Drugs that prolong the QT interval (examples listed in the BNF 84)",
    publisher: "Devon Formulary and Referral Website (NHS Devon)",
    url: "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/2.-cardiovascular/drugs-that-prolong-the-qt-interval",
  },
  /** "The azoles, especially the triazoles (itraconazole and fluconazole) are better tolerated … than the imidazoles (miconazole and ketoconazole)." */
  azolesReview: {
    title: "The azole antifungals: triazoles and imidazoles (review abstract)",
    publisher: "Thieme (journal abstract)",
    url: "https://www.thieme-connect.de/products/ejournals/abstract/10.1055/s-2008-1070999?lang=en",
  },
  /** Imidazoles: "Clotrimazole, econazole, fenticonazole, Ketoconazole, Miconazole, tioconazole and sulconazole"; triazoles: "FLUCONAZOLE, ITRACONAZOLE, VORICONAZOLE, Posaconazole, ISAVUCONAZOLE". */
  azolesTeaching: {
    title: "Antifungals: azoles (imidazoles and triazoles)",
    publisher: "MedAtlax (clinical therapeutics notes)",
    url: "https://medatlax.com/Clinical/Level-8/Therapeutics/Topics/10--Antifungals/Azole",
  },
  /** In German: imidazole antifungals can affect vitamin D3's activity by blocking the kidney enzyme 25-hydroxyvitamin D3-1-hydroxylase. */
  dibaseInteractions: {
    title: "Dibase 25000 (vitamin D3; Swiss product information, reg. 65857): interactions (in German)",
    publisher: "generika.cc (Swiss product information approved by Swissmedic)",
    url: "https://generika.cc:443/dt/generika/fachinfo/reg/65857/chapter/interactions",
  },
  /** "In addition to aspirin, other common salicylate-containing medicines include bismuth subsalicylate, choline salicylate, diflunisal, magnesium salicylate, and salsalate." */
  drugsComSalicylates: {
    title: "Salicylates (drug class)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/drug-class/salicylates.html?condition_id=781&generic=1&sort=reviews&order=desc",
  },
  /** Section 4.5: "The excretion of salicylates will be increased by changes in urinary pH." */
  milkOfMagnesiaSmpc: {
    title: "Milk of Magnesia (magnesium hydroxide): summary of product characteristics, section 4.5",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://rxreasoner.com/monographs/milk-magnesia/precautions",
  },
  /** 2.10.2 Fibrinolytic drugs: alteplase injection, streptokinase injection, tenecteplase, urokinase (unlicensed use, for blocked catheters); reteplase discontinued. */
  derbyFibrinolytics: {
    title: "2.10.2 Fibrinolytic drugs (hospital formulary)",
    publisher: "University Hospitals of Derby and Burton NHS Foundation Trust",
    url: "https://www.derbyhospitals.nhs.uk/primary/pharmacy/formulary/2-cardio-vascular-system/210-myocardial-infarct-fibrinolysis/",
  },
  /** 3.1.1: "In the UK, four thrombolytic agents are licensed and available to treat AMI": streptokinase, alteplase, reteplase and tenecteplase. */
  niceTa52Thrombolytics: {
    title:
      "Drugs for early thrombolysis in acute myocardial infarction (NICE TA52), section 3: the technology",
    publisher: "NICE",
    url: "https://nice.org.uk/guidance/TA52/chapter/3-the-technology",
  },
} satisfies Record<string, Reference>;
