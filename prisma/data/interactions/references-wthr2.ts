// References first cited in the wthr2 round (EU product information for artichoke leaf and peppermint oil); each address is the one read.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WTHR2 = {
  /**
   * In German: must not be used if the bile ducts are blocked (for example by gallstones) or with an allergy to the daisy
   * family (Korbblütler); with gallstones not without a doctor's advice; artichoke medicines can weaken the
   * anticoagulants phenprocoumon and warfarin, so clotting must be checked more often and the dose raised if a doctor
   * agrees.
   */
  artichokeWarentest: {
    title:
      "Pflanzliches Mittel: Artischocke (artichoke leaf extract medicines): contraindications and interactions (in German)",
    publisher: "Stiftung Warentest (test.de, Medikamente im Test)",
    url: "https://www.test.de/medikamente/wirkstoff/pflanzliches-mittel-artischocke-w640/",
  },
  /**
   * In German: not with biliary diseases such as obstruction or inflammation of the bile ducts, not with hepatitis or
   * gallstones; caution with a known allergy to the daisy family; the effect of coumarin-type anticoagulants such as
   * phenprocoumon or warfarin may be weakened; not in pregnancy and breastfeeding.
   */
  artichokePtaForum: {
    title:
      "Artischockenblätter-Trockenextrakt (Hepar-SL, Cholspasmin Artischocke, Aristochol): OTC-Beratungscheck (in German)",
    publisher: "PTA-Forum (Pharmazeutische Zeitung)",
    url: "https://ptaforum.pharmazeutische-zeitung.de/artischockenblaetter-trockenextrakt-128874/",
  },
  /** In German: contraindications known allergy to the daisy family and obstruction of the bile ducts; restrictions gallstones and children under 12 (from the German professional information). */
  artichokeRoteListe: {
    title: "Artischocke (artichoke leaf): Gegenanzeigen und Anwendungsbeschränkungen (in German)",
    publisher: "Rote Liste (German medicines directory)",
    url: "https://www.rote-liste.de/suche/sign/A-118/Artischocke",
  },
  /** In German: Dr. Böhm Artischocke must not be used with hepatitis, or when the bile ducts are blocked and inflamed, or with an allergy to the daisy family. */
  artichokeKonsument: {
    title:
      "Dr. Böhm Artischocke 450 mg Dragees (artichoke leaf dry extract): contraindications, interactions and side effects (in German)",
    publisher: "Konsument (Verein für Konsumenteninformation, Austria)",
    url: "https://konsument.at/gesundheit-kosmetik/medikamente-dr-boehm-artischocke",
  },
  /**
   * In German: must not be taken if a doctor has said you have liver disease, with inflamed bile ducts (cholangitis),
   * if your stomach makes too little stomach acid (achlorhydria), with gallstones or other gallbladder diseases, or under
   * 8; acid-reducing medicines taken at the same time can release the oil early.
   */
  tillottsPeppermintLeaflet: {
    title:
      "Pfefferminzöl Tillotts 187 mg magensaftresistente Hartkapseln (peppermint oil, Austria): patient leaflet, section 2 (in German)",
    publisher: "medikamio (copy of the Austrian package leaflet)",
    url: "https://medikamio.com/de-at/medikamente/pfefferminzol-tillotts-187-mg-magensaftresistente-hartkapseln/pil",
  },
  /** In German: ginseng may lower blood sugar, so people with diabetes should take ginseng medicines only after talking to a doctor (Swissmedic-approved patient information). */
  ginsanaSwissLeaflet: {
    title:
      "Ginsana capsules/tonic (Panax ginseng extract G115, Switzerland): patient information, what to note (in German)",
    publisher: "medikamio (copy of the Swiss patient information)",
    url: "https://medikamio.com/de-ch/medikamente/ginsana-kapselntonictonic-ohne-alkohol/pil",
  },
  /** In German: must not be used with gastric or duodenal ulcers; with gallstones only after consulting a doctor. */
  teufelskralleTeeFachinfo: {
    title:
      "Teufelskralle Tee (devil's claw root, H&S, Germany): summary of product characteristics, section 5, contraindications (in German)",
    publisher: "imedikament.de (copy of the German Fachinformation)",
    url: "https://imedikament.de/teufelskralle-tee/fachinformation?doc=1",
  },
} satisfies Record<string, Reference>;
