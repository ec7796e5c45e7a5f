// References first cited in the wfn round (medical-contraindications-wfn.ts), each at the address it was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WFN = {
  /**
   * "We describe 3 patients whose autoimmune disease onset and/or flares correlated with ingestion of herbal supplements
   * with proven immunostimulatory effects. Echinacea and the alga Spirulina platensis are implicated in 2 patients'
   * flares of pemphigus vulgaris, and a supplement containing the algae Spirulina platensis and Aphanizomenon
   * flos-aquae was ingested by a third patient days before both onset and a severe flare of dermatomyositis."
   */
  leeWerthAutoimmunity: {
    title:
      "Activation of autoimmunity following use of immunostimulatory herbal supplements (three case reports: pemphigus vulgaris and dermatomyositis with Spirulina platensis), Arch Dermatol 2004;140(6):723-727",
    publisher: "Archives of Dermatology (JAMA Dermatology), JAMA Network",
    url: "https://jamanetwork.com/journals/jamadermatology/fullarticle/480602",
    doi: "10.1001/archderm.140.6.723",
  },
  /**
   * "Several in vitro and in vivo studies have shown that Spirulina platensis, Aphanizomenon flos-aqua, Chlorella,
   * Echinacea, and alfalfa activate immune cells … Case reports suggest the association of ingesting immunostimulatory
   * herbs and the clinical onset or flares of diseases characterized by an exaggerated immune response such as lupus
   * erythematosus, dermatomyositis, and autoimmune blistering disorders."
   */
  immunostimulatoryHerbsReview: {
    title:
      "The effects of immunostimulatory herbal supplements on autoimmune skin diseases (review, 2020): case reports link them with onset or flares of lupus erythematosus, dermatomyositis and autoimmune blistering disorders",
    publisher: "Medluna (copy of the PubMed record, PMID 32553683)",
    url: "https://medluna.com/article/32553683",
    pmid: "32553683",
  },
  /**
   * "certain herbal supplements have immunostimulatory effects, including Spirulina platensis, Aphanizomenon
   * flos-aquae, Chlorella, Echinacea, and alfalfa … this poses a potential risk for patients with autoimmune skin
   * disease", studied in dermatomyositis, cutaneous lupus erythematosus and autoimmune blistering disease.
   */
  immunostimulatoryHerbUse: {
    title:
      "Frequency of immunostimulatory herbal supplement use among patients with autoimmune skin disease (research letter, J Am Acad Dermatol 2022;87(5):1093-1095)",
    publisher: "Journal of the American Academy of Dermatology, via PubMed Central",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9365079",
    pmid: "34998955",
    doi: "10.1016/j.jaad.2021.12.050",
  },
  /**
   * "When your body digests protein, a waste product called urea is produced. In Chronic Kidney Disease (CKD), urea can
   * build up in the bloodstream which can cause loss of appetite, nausea and fatigue. High urea levels can also speed up
   * kidney damage in people with CKD. Reducing how much protein you eat can help reduce this build-up of urea."
   */
  plymouthRenalProtein: {
    title:
      "Controlling your protein intake: a guide for renal patients (patient information leaflet, October 2022)",
    publisher: "Plymouth hospitals NHS trust (plymouthhospitals.nhs.uk)",
    url: "https://www.plymouthhospitals.nhs.uk/display-pil/pil-controlling-your-protein-intake-5981",
  },
  /**
   * "When the kidneys are not working well, urea can build up in the bloodstream. A high blood urea level can make you
   * feel unwell and so you may need to cut back on protein. Don't reduce protein in your diet unless you have been
   * advised to by a doctor or dietitian."
   */
  bristolRenalDiet: {
    title:
      "Diet (young people's kidney transition pages): protein, salt and potassium with a kidney condition",
    publisher: "University Hospitals Bristol NHS Foundation Trust (uhbristol.nhs.uk)",
    url: "https://uhbristol.nhs.uk/transition/renal/life-choices/diet",
  },
  /** 4.1: "an emergency antidote in the treatment of poisoning or drug overdosage"; composition "Activated charcoal 200mg/ml". */
  charcodoteSmpc: {
    title: "Charcodote (activated charcoal 200 mg/ml oral suspension): summary of product characteristics",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/charcodote/summary",
  },
  /** "The active ingredient of Carbomix is activated charcoal"; "an emergency treatment for acute oral poisoning". */
  carbomixLeaflet: {
    title: "Carbomix 50g granules for oral suspension (activated charcoal): patient information leaflet",
    publisher: "UK leaflet, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/carbomix-50g-granules-for-oral-suspension",
  },
  /**
   * Spanish leaflet of acetylcysteine 600 mg effervescent tablets: "The concomitant use of acetylcysteine and
   * carbamazepine may reduce the effectiveness of carbamazepine due to reduced carbamazepine plasma levels."
   */
  notusMucusLeaflet: {
    title:
      "Notus Mucus 600 mg effervescent tablets (acetylcysteine): Spanish patient leaflet in English translation, using it with other medicines",
    publisher: "OlaDoctor (copy of the Spanish leaflet)",
    url: "https://oladoctor.com/ru/medicines/spain/notus-mucus-600-mg-comprimidos-efervencentes-sabor-limon",
  },
} satisfies Record<string, Reference>;
