// References first cited by the CBD and psyllium round (drug-interactions-part-32.ts). Each address is the one the
// page was read at; the Epidyolex section 4.5 itself could not be read here, so these are secondary sources.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WCBD = {
  /**
   * In German: the Austrian medicines agency (BASG) warns of interactions between CBD-containing products and
   * systemic calcineurin inhibitors (ciclosporin, tacrolimus) and mTOR inhibitors (everolimus, sirolimus,
   * temsirolimus): raised serum levels and toxicity, with close monitoring of side effects and drug levels to adjust
   * the dose; the warnings had to be added to those medicines' product information.
   */
  oeazCbd: {
    title: "CBD: Wechselwirkungen (CBD interactions; BASG warnings on calcineurin and mTOR inhibitors)",
    publisher: "Österreichische Apotheker-Zeitung (ÖAZ)",
    url: "https://www.oeaz.at/Pharmazie_Tara_Medizin/Aktuelles/CBD_Wechselwirkungen.html",
  },
  /**
   * Epidiolex can raise the levels of caffeine, some anti-seizure medicines and everolimus, and can interact with
   * digoxin and bupropion in the same way; sedatives such as alcohol and benzodiazepines add to its drowsiness;
   * over-the-counter CBD has the same active ingredient and can interact with the same medicines.
   */
  goodrxEpidiolex: {
    title: "Epidiolex (cannabidiol) interactions: key takeaways and eight interactions to know",
    publisher: "GoodRx",
    url: "https://www.goodrx.com/epidiolex/interactions",
  },
  /**
   * In German: with CYP3A4 inhibitors such as ketoconazole, itraconazole, clarithromycin or ritonavir caution is
   * needed, as the effects of cannabinoids may be increased; CBD with clobazam can increase the effects of both
   * (somnolence, sedation); CBD with valproic acid can raise liver transaminases.
   */
  dapCbdValproate: {
    title: "Schon gewusst? Interaktion von CBD und Valproinsäure (Cannabis-News, December 2024)",
    publisher: "Deutsches Apothekenportal (DAP)",
    url: "https://www.deutschesapothekenportal.de/rezept-retax/cannabis-news/dezember-2024/service",
  },
  /**
   * Psyllium with insulin (Humulin N), rated minor: large doses of soluble fibres such as psyllium may add to the
   * blood-sugar-lowering effect of insulin and oral antidiabetic agents; monitor for changes in diabetes medicine
   * needs after starting fibre.
   */
  drugsComPsylliumInsulin: {
    title: "Drug interactions between Humulin N and psyllium (professional)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/drug-interactions/humulin-n-with-psyllium-1347-1564-1967-0.html?professional=1",
  },
} satisfies Record<string, Reference>;
