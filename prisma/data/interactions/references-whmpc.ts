// References first cited by the round that looked for the EU herbal monographs (HMPC) of the catalogue herbs and read
// the UK registered products beside them (medical-contraindications-whmpc.ts). Each address is the one read.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WHMPC = {
  /** Section 4.3: peptic or duodenal ulcer; obstruction of the bile duct, cholangitis or gall stones. Section 4.4: stop at least 2 weeks before elective surgery. */
  gruenwalderGingerSmpc: {
    title:
      "Gruenwalder Digest Ginger capsules (ginger rhizome 250 mg, traditional herbal registration): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/gruenwalder-digest-ginger-capsules-94425/summary-of-medicine-characteristics",
  },
  /** Section 4.3: peptic or duodenal ulcer; obstruction of the bile duct, cholangitis or gall stones. */
  hriGingerSmpc: {
    title:
      "HRI Travel and Digestion Relief Tablets (ginger rhizome 250 mg, traditional herbal registration): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/hri-travel-and-digestion-relief-tablets/summary",
  },
  /** Section 4.3: gastric or duodenal ulcer; obstruction of the bile duct, cholangitis or gall stones. */
  tradimedGingerSmpc: {
    title:
      "Tradimed Ginger Muscle and Joint Pain Relief capsules (ginger rhizome 250 mg, traditional herbal registration): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/tradimed-ginger-muscle-and-joint-pain-relief-95323/summary-of-medicine-characteristics",
  },
  /** Section 4.3: hypersensitivity to peppermint oil or menthol; obstructions of bile ducts, cholangitis, gallstones and any other biliary diseases. Section 4.4: reflux (heartburn) or hiatal hernia may get worse. */
  peppermintWaterSmpc: {
    title:
      "Peppermint Water BP 1973 (peppermint oil, traditional herbal registration THR 01883/0014): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "MedPath (copy of the UK SmPC on the electronic medicines compendium)",
    url: "https://trial.medpath.com/drug/approvals/emc/bc7124b3fc9a4a23",
  },
  /** Do not take if under 12, with bile duct problems (infection, blockage or inflammation, gallstones or other biliary problems), heartburn or hiatus hernia, or an ulcer in the mouth, stomach or gut; not recommended in pregnancy and breastfeeding. */
  peppermintWaterLeaflet: {
    title: "Peppermint Water BP 1973 (peppermint oil): patient information leaflet, section 2",
    publisher: "UK patient leaflet (MHRA), reproduced by myhealthbox.eu",
    url: "https://myhealthbox.eu/nb/peppermint-water-bp-1973/4229152",
  },
  /** In German: not to be taken with known or threatened bowel obstruction (ileus), faecal retention, a sudden change in bowel habit lasting over two weeks, rectal bleeding, failure to pass stool after a laxative, or difficulty swallowing. */
  goldLeinsamenLeaflet: {
    title:
      "Gold Leinsamen (linseed, a German medicinal product): patient leaflet, when you must not take it (in German)",
    publisher: "medikamio (copy of the German package leaflet)",
    url: "https://preview.medikamio.com/de-de/medikamente/gold-leinsamen/pil",
  },
  /** In German: Lasea (80 mg lavender oil) must not be used with impaired liver function (hepatic insufficiency); not intended under 18; with severe kidney impairment linalool exposure rises, not judged clinically relevant. */
  laseaSwissInformation: {
    title:
      "Lasea (lavender oil 80 mg capsules): Swiss information for professionals, dosage and contraindications (in German)",
    publisher: "ch.oddb.org (copy of the Swiss product information, Schwabe Pharma AG)",
    url: "https://ch.oddb.org:443/en/phyto-pharma/fachinfo/reg/63019",
  },
  /** In German: the maker says Lasea (lavender oil) should not be used during pregnancy and breastfeeding; no interactions known. */
  laseaPtaForum: {
    title:
      "Lavendelöl (Lasea): OTC-Beratungscheck — contraindications, side effects, interactions (in German)",
    publisher: "PTA-Forum (Pharmazeutische Zeitung)",
    url: "https://ptaforum.pharmazeutische-zeitung.de/ausgabe-032017/lavendeloel/",
  },
  /** In German: too little is known about passionflower medicines in pregnancy and breastfeeding, so to be safe they should not be used; not for children under 12. */
  passionflowerWarentest: {
    title:
      "Pflanzliches Mittel: Passionsblume (passionflower herb dry extract, Lioran, Pascoflair): special notes on pregnancy and breastfeeding (in German)",
    publisher: "Stiftung Warentest (test.de, Medikamente im Test)",
    url: "https://www.test.de/medikamente/wirkstoff/passionsblumenkraut-trockenextrakt-w1757/",
  },
  /**
   * In German: not to be taken with bowel obstruction (ileus), a narrowed bowel, a slack bowel (atony), inflammatory
   * bowel disease (Crohn's, ulcerative colitis), appendicitis, abdominal pain of unknown cause, severe dehydration,
   * in pregnancy and breastfeeding, or under 12; talk to a doctor first if you take cardiac glycosides,
   * antiarrhythmics, quinidine, QT-prolonging medicines, diuretics, corticosteroids or liquorice root.
   */
  krauterlaxLeaflet: {
    title:
      "Kräuterlax Kräuter-Dragées zum Abführen (aloe dry extract, a German laxative medicine): patient leaflet, section 2 (in German)",
    publisher: "medikamio (copy of the German package leaflet)",
    url: "https://medikamio.com/de-de/medikamente/krauterlax-krauter-dragees-zum-abfuhren/pil",
  },
  /** In German: with chronic use potassium is lost, strengthening cardiac glycosides and antiarrhythmics; diuretics and other medicines that affect potassium excretion add to the low potassium. */
  pharmawikiAloe: {
    title: "Aloe (Phytopharmaka): contraindications and interactions (in German)",
    publisher: "PharmaWiki (Switzerland)",
    url: "https://pharmawiki.ch/wiki/index.php?wiki=Aloe",
  },
} satisfies Record<string, Reference>;
