// References first cited in the wmed2 round (medicines the nutrients' UK product information names that the
// dictionary lacked: medicines/wmed2.ts, drug-interactions-part-40.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WCLS } from "./references-wcls";

export const REF_WMED2 = {
  /**
   * Section 4.3: "Administration of leucovorin (folinic acid), folic acid or vitamin preparations containing these
   * agents with raltitrexed is contraindicated (see section 4.5)"; section 4.4: "In common with other cytotoxic agents
   * of this type…". Hospira UK, MHRA source, revised 2019.
   */
  tomudexSmpc: {
    title: "Tomudex (raltitrexed): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://rxreasoner.com/monographs/tomudex/precautions",
  },
  /**
   * "Iron supplements must not be taken during dimercaprol therapy as iron forms toxic complexes with it."
   * Dimercaprol Injection, Amdipharm UK, MHRA source, revised 2014.
   */
  dimercaprolSmpc: {
    title:
      "Dimercaprol Injection (Amdipharm UK): summary of product characteristics, warnings and interactions",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://rxreasoner.com/monographs/dimercaprol/precautions",
  },
  /** "It is in the chelating class of drugs"; before penicillamine and trientine it was the copper treatment in Wilson disease. */
  dimercaprolStatPearls: {
    title: "Dimercaprol (StatPearls)",
    publisher: "StatPearls Publishing",
    url: "https://www.statpearls.com/sp/ms/372/20532/",
  },
  /** Section 4.5: "Dimercaprol: Concomitant administration of oral iron preparations and dimercaprol should be avoided." */
  ferrousSulfateDimercaprol: {
    title: "Ferrous sulfate tablets: summary of product characteristics, section 4.5 (dimercaprol)",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/3130",
  },
  /**
   * "Milk, milk products or drugs containing calcium, magnesium or aluminium may impair the absorption of estramustine
   * and simultaneous intake must therefore be avoided", as estramustine forms insoluble salts with polyvalent metal
   * ions. The page does not name the product or country whose text it copies.
   */
  estramustineInteractions: {
    title: "Estramustine: interactions, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://www.rxreasoner.com/substances/estramustine/precautions",
  },
  /** Section 1: "Estracyt contains estramustine phosphate and is one of a group of medicines called cytotoxics"; prostate cancer. */
  estracytLeaflet: {
    title: "Estracyt capsules 140 mg (estramustine phosphate): patient leaflet, sections 1 and 2",
    publisher: "UK patient leaflet, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/estracyt-capsules-140mg-leaflet.html",
  },
  /** Section 1: pyrimethamine "belongs to a group of medicines called antiprotozoals"; "should always be given with a folic acid (vitamin) supplement". */
  daraprimLeaflet: {
    title: "Daraprim 25 mg tablets (pyrimethamine): patient leaflet, sections 1 and 2",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/daraprim-25-mg-tablets-92334/patient-leaflet",
  },
  /**
   * Section 4.4: a folate supplement is necessary in toxoplasmosis; "Calcium folinate should be used because folic
   * acid does not correct folate deficiency due to dihydrofolate reductase inhibitors."
   */
  daraprimSmpc: {
    title: "Daraprim (pyrimethamine) tablets: summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/daraprim/precautions",
  },
  /** Section 4.1: "Cosmegen is a cytotoxic, antineoplastic antibiotic with immunosuppressant properties". Recordati, MHRA source, 2019. */
  cosmegenSmpc: {
    title:
      "Cosmegen (dactinomycin) powder for solution for injection: summary of product characteristics, section 4.1",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/cosmegen/usage",
  },
  /**
   * Interactions: "Zytotoxische Wirkstoffe wie Actinomycin sowie Imidazol-Antimykotika beeinträchtigen die Wirkung von
   * Vitamin D" by blocking the kidney enzyme that turns 25-hydroxyvitamin D into 1,25-dihydroxyvitamin D; phenytoin or
   * barbiturates, and glucocorticoids, may reduce vitamin D's effect.
   */
  swissVitaminDInteractions: {
    title: "Vitamin D3 (Swiss product information, reg. 65253): interactions (in German)",
    publisher: "oddb.org (Swiss product information approved by Swissmedic)",
    url: "https://ch.oddb.org:443/dt/gcc/fachinfo/reg/65253/chapter/interactions",
  },
  /** Section 2: "Fosphenytoin sodium injection is a prodrug intended for parenteral administration; its active metabolite is phenytoin." */
  proEpanutinSmpc: {
    title: "Pro-Epanutin 75 mg/mL (fosphenytoin): summary of product characteristics, sections 2 and 4.1",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/2260/smpc/print",
  },
  /** Didronel 200 mg tablets contain etidronate disodium, a non-hormonal therapy for Paget's disease (UK Edition). */
  didronelLeaflet: {
    title: "Didronel 200 mg tablets (etidronate disodium): patient leaflet",
    publisher: "UK patient leaflet, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/didronel-tablets-200mg-leaflet.html",
  },
  /** Didronel PMO (disodium etidronate with calcium carbonate): "Classification - Bisphosphonate and other drugs affecting bone metabolism". */
  didronelPmoNursingTimes: {
    title: "Didronel PMO (drug profile)",
    publisher: "Nursing Times",
    url: "https://www.nursingtimes.net/didronel-pmo/203783.article",
  },
  /** The folate antagonists' page (medicine-classes-wcls.ts): "Aminopterin, Methotrexat, Pyrimethamin, Triamteren, Trimethoprim". */
  andreaFolFolateAntagonists: REF_WCLS.andreaFolInteractions,
} satisfies Record<string, Reference>;
