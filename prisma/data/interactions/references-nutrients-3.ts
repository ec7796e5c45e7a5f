// References first cited by the third reading of the nutrients (drug-interactions-part-19.ts,
// supplement-interactions-nutrients-3.ts). Each was read here, in the text of the page named; the comment says
// what it states.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_NUT3 = {
  /**
   * Section 4.5: high doses of vitamin E may increase the risk of bleeding with anticoagulants, platelet aggregation
   * inhibitors or thrombolytics; vitamin E should not be given with ibrutinib, as it may enhance ibrutinib's
   * antiplatelet effect; tipranavir's risks of bleeding and intracranial haemorrhage may be increased with high-dose
   * vitamin E; vitamin E may increase the risk of thrombosis in patients taking oestrogens; sequestrants reduce its
   * absorption and should be given more than two hours before or after it (colestyramine and colestipol named);
   * orlistat may impair its absorption; iron-containing medicines reduce its activity, so a few hours' interval
   * should be kept; high-dose vitamin E may lower ciclosporin's serum concentration. The part read does not name
   * the product; the address is the emc page of a vitamin E medicine.
   */
  vitaminEOralSmpc: {
    title: "Vitamin E oral medicine: summary of product characteristics, section 4.5 (interactions)",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/14884/smpc",
  },
  /** Section 4.5: no significant interactions are known other than antagonism of coumarin anticoagulants. */
  konakionPaediatricSmpc: {
    title:
      "Konakion MM Paediatric (phytomenadione, vitamin K1): summary of product characteristics, section 4.5",
    publisher: "RxReasoner (copy of the UK SmPC held by the MHRA)",
    url: "https://www.rxreasoner.com/monographs/konakion-paed/precautions",
  },
  /**
   * Section 4.4: Questran Light may interfere with the absorption of fat-soluble vitamins, so the diet may need
   * supplementing with vitamins A, D and K during prolonged high-dose use; chronic use may be associated with an
   * increased bleeding tendency from hypoprothrombinaemia due to vitamin K deficiency, which responds to vitamin K.
   * Section 4.5: it may delay or reduce the absorption of certain drugs (digitalis, tetracycline, chlorothiazide,
   * warfarin, thyroxine named).
   */
  questranLightSmpc: {
    title: "Questran Light (colestyramine): summary of product characteristics, sections 4.4 and 4.5",
    publisher: "RxReasoner (copy of the UK SmPC held by the MHRA)",
    url: "https://www.rxreasoner.com/monographs/questran/precautions",
  },
  /**
   * Sections 4.3 and 4.4 (EU product information): bleeding events, some fatal, have been reported with ibrutinib;
   * warfarin or other vitamin K antagonists should not be given with it; anticoagulants and antiplatelet agents
   * increase the risk of major bleeding; supplements such as fish oil and vitamin E preparations should be avoided.
   */
  imbruvicaSmpc: {
    title: "Imbruvica (ibrutinib): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "RxReasoner (copy of the EU product information published by the European Medicines Agency)",
    url: "https://www.rxreasoner.com/monographs/imbruvica/precautions",
  },
  /**
   * Interactions (Italian product information, read in Italian): methyldopa and methysergide block the peripheral
   * decarboxylation of oxitriptan, so it should be given with caution to people taking them; caution with MAOIs;
   * tricyclic and tetracyclic antidepressants may be potentiated; 5-HTP may increase the effect of SSRIs and should be
   * used with caution because of serotonin syndrome; 5-HTP with carbidopa may, in susceptible people, increase the
   * risk of a scleroderma-like syndrome.
   */
  triptOhItalian: {
    title:
      "Tript-OH 200 mg capsules (oxitriptan, 5-HTP): Italian product information, interactions (read in Italian)",
    publisher: "Starbene (copy of the Italian product information)",
    url: "https://www.starbene.it/farmaci/tript-oh-20cps-200mg_024158040/interazioni",
  },
  /**
   * Restrictions on use (Swiss product information, read in German): contraindicated in severe renal insufficiency;
   * in pregnancy to be used only for compelling reasons; no data on passage into breast milk.
   */
  triptOhSwiss: {
    title: "Tript-OH (oxitriptan, 5-HTP): Swiss product information, restrictions on use (read in German)",
    publisher: "ODDB (copy of the Swiss product information approved by Swissmedic)",
    url: "https://ch.oddb.org:443/de/gcc/fachinfo/reg/46513/chapter/restrictions",
  },
  /**
   * Section 4.3 (Spanish product information, read in Spanish): contraindicated in hypersensitivity and in severe
   * renal or hepatic insufficiency. Section 4.5 was not in the part read.
   */
  stimolSpanish: {
    title:
      "Stimol 1 g oral solution (citrulline malate): Spanish product information, section 4.3 (read in Spanish)",
    publisher: "imedi.es (copy of the Spanish product information)",
    url: "https://imedi.es/stimol-1-g-solucion-oral",
  },
  /**
   * Sections 4.3 and 4.5 (French product information, read in French): contraindicated only in hypersensitivity; the
   * data available do not suggest clinically significant interactions.
   */
  stimolFrench: {
    title:
      "Stimol 1 g/10 ml oral solution (citrulline malate): French product information, sections 4.3 to 4.5 (read in French)",
    publisher: "La pharmacie de garde (copy of the French product information)",
    url: "https://la-pharmacia-de-garde.fr/stimol-1-g-10-ml-solution-buvable-en-ampoule-64311/resume-des-caracteristiques-du-medicament",
  },
  /**
   * Before use (German patient leaflet, read in German): not to be taken with liver damage or by heavy smokers
   * (20 or more cigarettes a day); special care in kidney disease.
   */
  carotabenGerman: {
    title: "Carotaben 25 mg capsules (beta-carotene): German patient leaflet (read in German)",
    publisher: "medikamio (copy of the German patient leaflet)",
    url: "https://medikamio.com/de-de/medikamente/carotaben/pil",
  },
  /**
   * Sections 4.3 and 4.6 (Italian SmPC, read in Italian): generally contraindicated in pregnancy and breastfeeding; in
   * the first three months of pregnancy, and in breastfeeding, only when really needed and under direct medical
   * supervision; section 4.5: no interactions known so far.
   */
  ubidexItalian: {
    title:
      "Ubidex 50 mg capsules (ubidecarenone, coenzyme Q10): Italian SmPC, sections 4.3 to 4.6 (read in Italian)",
    publisher: "Torrinomedica (copy of the Italian SmPC published by AIFA)",
    url: "https://www.torrinomedica.it/schede-farmaci/ubidex/",
  },
  /**
   * Section 4.6 (Italian SmPC, read in Italian): although animal studies showed no teratogenic effect, as with other
   * medicines it should be given in the first three months of pregnancy only when really needed and under direct
   * medical supervision; section 4.5: no interactions with other medicines are known.
   */
  ubitenItalian: {
    title:
      "Ubiten 10 mg tablets (ubidecarenone, coenzyme Q10): Italian SmPC, sections 4.3 to 4.6 (read in Italian)",
    publisher: "imedi.it (copy of the Italian SmPC)",
    url: "https://imedi.it/ubiten",
  },
} satisfies Record<string, Reference>;
