// References first cited by the herb records written from the herbs' product information and monographs
// (drug-interactions-part-11.ts, medical-contraindications-herbs.ts). Each was read here, in the text of the
// page named; titles say which section.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_HERBS = {
  /**
   * The EU product information wording for ginkgo leaf extract: anticoagulants and antiplatelets, "caution is
   * advised if combining Ginkgo biloba and dabigatran", nifedipine Cmax up to doubled, seizures in epilepsy, and
   * intestinal P-glycoprotein inhibition (talinolol) raising exposure to drugs such as dabigatran etexilate.
   */
  ginkgoPrecautions: {
    title:
      "Ginkgo biloba: interactions and precautions (EU product information wording: dabigatran, nifedipine, P-glycoprotein, epilepsy)",
    publisher: "RxReasoner (copy of European product information)",
    url: "https://rxreasoner.com/substances/ginkgo/precautions",
  },
  /** Sections 4.4 and 4.5 of an Irish ginkgo SmPC: epilepsy, efavirenz, bleeding and surgery. */
  ginkgoPharmaNordSmpc: {
    title:
      "Ginkgo Biloba Pharma Nord film-coated tablets: summary of product characteristics, sections 4.3 to 4.5 (Health Products Regulatory Authority, Ireland)",
    publisher: "RxReasoner (copy of the Irish SmPC)",
    url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
  },
  /**
   * Abstract: St John's wort may induce CYP3A4 and the P-glycoprotein transporter in a clinically relevant way,
   * reducing the efficacy of co-medications; narrow-therapeutic-index drugs need closer monitoring when it is
   * added, stopped or its dose changed.
   */
  mannelSjw2004: {
    title: "Drug Interactions with St John's Wort: Mechanisms and Clinical Implications (Drug Safety 2004)",
    publisher: "Drug Safety (Springer)",
    url: "https://rd.springer.com/article/10.2165/00002018-200427110-00003",
    doi: "10.2165/00002018-200427110-00003",
  },
  /** Abstract: St John's wort (300 mg three times daily for 14 days) significantly lowered digoxin levels. */
  gurleyDigoxinPgp: {
    title:
      "Gauging the clinical significance of P-glycoprotein-mediated herb-drug interactions: comparative effects of St. John's wort, echinacea, clarithromycin, and rifampin on digoxin pharmacokinetics",
    publisher: "Molecular Nutrition & Food Research (author manuscript, PubMed Central)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC2562898/",
  },
  /** Risk information: consumption with alcohol, other medications or natural health products with sedative properties is not recommended. */
  healthCanadaPassionflower: {
    title:
      "Monograph: Passionflower (risk information: not with alcohol or other products with sedative properties)",
    publisher: "Health Canada, Natural Health Products Ingredients Database",
    url: "https://webprod.hc-sc.gc.ca/nhpid-bdipsn/monoReq.do?id=145&lang=eng",
  },
  /**
   * Leaflet: medicines that reduce stomach acid (H2 receptor antagonists, proton pump inhibitors) or antacids
   * taken at the same time could release the peppermint oil early; take them at least 2 hours before or after.
   */
  colperminLeaflet: {
    title:
      "Colpermin 187 mg hard gastro-resistant capsules (peppermint oil): patient information leaflet, other medicines and Colpermin",
    publisher: "OlaDoctor (English text of the Spanish Colpermin leaflet)",
    url: "https://oladoctor.com/en/medicines/spain/colpermin-187-mg-capsulas-duras-gastrorresistentes",
  },
  /** Enteric-coated peppermint oil and acid-lowering medicines, citing the UK Colpermin and Buscomint product information. */
  drugsComPeppermintOmeprazole: {
    title: "Drug interactions between omeprazole and peppermint oil",
    publisher: "Drugs.com",
    url: "https://drugs.com/drug-interactions/omeprazole-with-peppermint-oil-1750-0-4606-0.html",
  },
  /**
   * UK traditional herbal registration leaflet: do not take with liver or kidney problems, after treatment for
   * breast cancer or another hormone-dependent tumour, in pregnancy or breastfeeding, or with a medicine
   * containing oestrogen unless the doctor advises it is safe.
   */
  bootsBlackCohoshLeaflet: {
    title:
      "Boots Black Cohosh Menopause Relief Tablets: patient information leaflet (traditional herbal registration)",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/8335/pil",
  },
  /**
   * An unintended pregnancy reported with Vitex agnus-castus and a progestogen-only pill; Health Canada and the
   * EMA advise consulting a health practitioner first when taking progesterone preparations, oral contraceptives
   * or hormone replacement therapy.
   */
  tgaVitexContraceptives: {
    title:
      "Vitex agnus-castus (chaste tree) and oral contraceptives: safety advisory (unintended pregnancy reported)",
    publisher: "Therapeutic Goods Administration (Australia)",
    url: "https://tga.gov.au/node/284484",
  },
  /**
   * Sections 4.5 and 4.6: sage might influence medicines acting via GABA receptors (barbiturates,
   * benzodiazepines), so using them together is not recommended; not recommended in pregnancy or breastfeeding.
   */
  menoforceSageSmpc: {
    title:
      "Menoforce Sage tablets: summary of product characteristics, sections 4.5 and 4.6 (traditional herbal registration)",
    publisher: "Medine.co.uk (copy of the UK SmPC)",
    url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
  },
  salvianSmpc: {
    title: "SALVIAN Capsules (sage leaf): summary of product characteristics, sections 4.5 to 4.7",
    publisher: "Medine.co.uk (copy of the UK SmPC)",
    url: "https://imedi.co.uk/salvian-capsules/summary",
  },
  /** Section 4.4: should not be taken with other medicines for sleep or anxiety. */
  kalmsLavenderSmpc: {
    title:
      "Kalms Lavender One-a-Day capsules: summary of product characteristics, section 4.4 (traditional herbal registration)",
    publisher: "Medine.co.uk (copy of the UK SmPC)",
    url: "https://imedi.co.uk/kalms-lavender-one-a-day-capsules/summary",
  },
  /** Section 4.3: contraindicated in patients with impaired hepatic or renal function. */
  vitanoRhodiolaSmpc: {
    title:
      "Vitano Rhodiola Tablets: summary of product characteristics, sections 4.2 and 4.3 (traditional herbal registration)",
    publisher: "Medine.co.uk (copy of the UK SmPC)",
    url: "https://medine.co.uk/vitano-rhodiola-tablets/summary",
  },
  /**
   * Section 4.3: not with allergy to the Asteraceae (Compositae) family. (Section 4.4 also asks people with active
   * liver disease to consult their doctor first; that is not written as a record.)
   */
  milkThistleSmpc: {
    title:
      "Thisilyn and Boots Digestion Relief Milk Thistle capsules: summary of product characteristics, sections 4.3 and 4.4",
    publisher: "Patient-info.co.uk (copy of the UK SmPC)",
    url: "https://patient-info.co.uk/tesco-milk-thistle-capsules-boots-digestion-relief-milk-thistle-capsules-simply-supplements-milk-thistle-capsules-thisilyn-milk-thistle-capsules-85961/summary-of-medicine-characteristics",
  },
  /** Leaflet "do not take": allergy to the Asteraceae (Compositae) family, pregnancy or breastfeeding. */
  feverfewLeaflet: {
    title: "Migraine Relief Feverfew Capsules: patient information leaflet (traditional herbal registration)",
    publisher: "Medine.co.uk (copy of the UK leaflet)",
    url: "https://imedi.co.uk/migraherb-migraine-relief-capsules",
  },
  /**
   * Turmeric and curcumin should not be taken with bile duct obstruction, cholangitis, liver disease, gallstones
   * or other biliary disease; people on narrow-therapeutic-index medicines or ones with significant side
   * effects, such as anticancer or immunosuppressant agents, should use them with caution.
   */
  spsTurmeric: {
    title: "Turmeric: potential adverse effects and interactions",
    publisher: "Specialist Pharmacy Service (NHS)",
    url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
  },
  /** Table: hawthorn's potential interactions with cardiac glycosides, antihypertensives and nitrates (from Ernst et al). */
  pmjHerbalRisks: {
    title: "Examples of popular herbal medicines and associated risks (table; data from Ernst et al)",
    publisher: "Postgraduate Medical Journal (BMJ)",
    url: "https://pmj.bmj.com/highwire/markup/159471/expansion?width=1000&height=500&iframe=true&postprocessors=highwire_tables%2Chighwire_reclass%2Chighwire_figures%2Chighwire_math%2Chighwire_inline_linked_media%2Chighwire_embed",
  },
  /**
   * Table of key safety issues from the NCCAM "Herbs at a Glance" pages: with Asian ginseng, people with
   * diabetes should use extra caution, especially if using medicines to lower blood sugar.
   */
  bmcHerbsAtAGlance: {
    title:
      "Key safety issues as identified in the NCCAM Herbs at a Glance monographs (BMC Medicine 2011, table 1)",
    publisher: "BMC Medicine",
    url: "https://bmcmedicine.biomedcentral.com/articles/10.1186/1741-7015-9-94/tables/1",
  },
  /**
   * A report of NCCAM's safety notes: using lavender with sedative medicines may increase drowsiness; taking
   * passionflower with a sedative may increase the risk of excessive sleepiness.
   */
  nccamSafetyNotes: {
    title: "Dandelion, lavender, passionflower and butterbur: safety and precautions (NCCAM notes)",
    publisher: "Youth Health Magazine",
    url: "https://youthhealthmag.com/articles/7361/20150113/dandelion-lavender-passionflower-and-butterbur-safety-and-precautions.htm",
  },
  /** NIH study: garlic caplets for three weeks lowered saquinavir levels by about half, still 35% lower after a 10-day washout. */
  ibaseGarlicSaquinavir: {
    title: "Garlic can impede HIV medication (saquinavir levels fell by about 50% with garlic supplements)",
    publisher: "HIV i-Base",
    url: "https://i-base.info/htb/6202",
  },
  /**
   * Sections 4.3 and 4.4: contraindicated with peptic or duodenal ulcer and with bile duct obstruction,
   * cholangitis or gallstones; ginger may inhibit platelet aggregation, so stop at least 2 weeks before
   * elective surgery.
   */
  gingerTravelSmpc: {
    title:
      "Holland & Barrett Herbal Travel Sickness Tablets (ginger): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "Medine.co.uk (copy of the UK SmPC)",
    url: "https://imedi.co.uk/holland-barrett-herbal-travel-sickness-tablets/summary",
  },
  /**
   * Section 4.3: contraindicated with allergy to the Asteraceae (Compositae) family, obstruction of the biliary
   * or intestinal tract, liver disease, cholangitis, gallstones or active peptic ulcer.
   */
  dandelionSmpc: {
    title: "Holland & Barrett Dandelion Capsules: summary of product characteristics, section 4.3",
    publisher: "Medine.co.uk (copy of the UK SmPC)",
    url: "https://imedi.co.uk/natures-garden-dandelion-capsules/summary",
  },
  /** Leaflet (German): in single cases the effect of anticoagulants was increased; check clotting more often. */
  venosinLeaflet: {
    title:
      "Venosin retard 50 mg Kapseln (horse chestnut seed extract): Gebrauchsinformation, Einnahme zusammen mit anderen Arzneimitteln",
    publisher: "Info-Patient.at (copy of the Austrian package leaflet)",
    url: "https://info-patient.at/venosin-retard-50-mg-kapseln-111516/beipackzettel",
  },
} satisfies Record<string, Reference>;
