// EU package leaflets of centrally authorised medicines read in the p10 round. Each was read in full in the
// Gravitate Health electronic product information test set (github.com/joofio/test-epi-composition), which
// reproduces the EMA's English leaflets; each reference names the EMA page the leaflet belongs to.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const leaflet = (slug: string, name: string, section: string): Reference => ({
  title: `${name}: package leaflet, ${section}`,
  publisher: "European Medicines Agency (EU package leaflet, read in the Gravitate Health ePI copy)",
  url: `https://www.ema.europa.eu/en/medicines/human/EPAR/${slug}`,
});

export const REF_P10 = {
  /**
   * Section 2: "Do not take IMBRUVICA with grapefruit or Seville oranges (bitter oranges) – this includes eating them,
   * drinking the juice or taking a supplement that might contain them"; tell the doctor of "supplements that may
   * increase your risk of bleeding such as fish oil, vitamin E or flaxseed".
   */
  imbruvicaLeaflet: leaflet("imbruvica", "Imbruvica (ibrutinib)", "section 2"),
  /**
   * Section 2: "Do not eat grapefruit products, Seville oranges (bitter oranges, often used in marmalades), or
   * starfruit (carambola) while you are taking Venclyxto – this includes eating them, drinking the juice or taking a
   * supplement that might contain them."
   */
  venclyxtoLeaflet: leaflet("venclyxto", "Venclyxto (venetoclax)", "section 2"),
  /**
   * Section 2: the dose may need changing with "some herbal medicines: St. John's Wort ..., Ginkgo ..., Goldenseal";
   * "Your dose of Lojuxta may need to be adjusted if you consume peppermint oil or Seville oranges."
   */
  lojuxtaLeaflet: leaflet("lojuxta", "Lojuxta (lomitapide)", "section 2"),
  /** Section 2: tell the doctor about "activated charcoal to reduce absorption of medicines or other substances". */
  aubagioLeaflet: leaflet("aubagio", "Aubagio (teriflunomide)", "section 2"),
  /**
   * Section 2: especially important if taking "colestyramine ... or activated charcoal as these medicines can reduce
   * the amount of Arava which is absorbed by the body".
   */
  aravaLeaflet: leaflet("arava", "Arava (leflunomide)", "section 2"),
  /** Section 2: caffeine among the medicines whose effect or dose Epidyolex may change ("tell your doctor"). */
  epidyolexLeaflet: leaflet("epidyolex", "Epidyolex (cannabidiol)", "section 2"),
  /** Section 2: antacids "such as aluminium/magnesium hydroxide or calcium carbonate" 4 hours before or after Harvoni. */
  harvoniLeaflet: leaflet("harvoni", "Harvoni (ledipasvir/sofosbuvir)", "section 2"),
  /** Section 2: antacids "such as aluminium/magnesium hydroxide or calcium carbonate" 4 hours before or after Epclusa. */
  epclusaLeaflet: leaflet("epclusa", "Epclusa (sofosbuvir/velpatasvir)", "section 2"),
  /** Section 2: an antacid ("aluminium / magnesium hydroxide, calcium carbonate") 2 hours before or 4 hours after. */
  edurantLeaflet: leaflet("edurant", "Edurant (rilpivirine)", "section 2"),
  /** Section 2: "antacids – such as calcium carbonate. Take Calquence 2 hours before or 2 hours after". */
  calquenceLeaflet: leaflet("calquence", "Calquence (acalabrutinib)", "section 2"),
  /** Section 2: no antacids "such as aluminium hydroxide or magnesium hydroxide" 2 hours before or after Sprycel. */
  sprycelLeaflet: leaflet("sprycel", "Sprycel (dasatinib)", "section 2"),
  /**
   * Section 2 (p18 round): "supplements that may increase your risk of bleeding such as fish oil, vitamin E or
   * flaxseed"; "Grapefruit or Seville oranges (bitter oranges) should be consumed with caution".
   */
  brukinsaLeaflet: leaflet("brukinsa", "Brukinsa (zanubrutinib)", "section 2"),
  /** Section 2 (p18 round): antacids "should be taken approximately 2 hours before or approximately 2 hours after". */
  tasignaLeaflet: leaflet("tasigna", "Tasigna (nilotinib)", "section 2"),
  /** Section 2 (p18 round): "Do not take antacids ... 2 hours before or 1 hour after taking IRESSA". */
  iressaLeaflet: leaflet("iressa", "Iressa (gefitinib)", "section 2"),
} as const satisfies Record<string, Reference>;
