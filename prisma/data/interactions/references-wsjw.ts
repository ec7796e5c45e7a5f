// References first cited in the round on medicines whose own product information names St John's wort
// (drug-interactions-part-56.ts). Each address is the one the page was read at. None is a UK SmPC on emc: the UK
// copies found (emc, patient-info.co.uk) came up only in their opening sections, so each record rests on an EU text
// in another language, a copy of a non-UK label, or a UK charity's page, as its title and publisher say.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WSJW = {
  /** "La somministrazione concomitante di Kalydeco … con potenti induttori del CYP3A, come rifampicina, rifabutina, fenobarbital, carbamazepina, fenitoina ed erba di S. Giovanni (Hypericum perforatum), non è raccomandata." */
  kalydecoItalianInteractions: {
    title: "Kalydeco 150 mg (ivacaftor): interazioni (interactions, section 4.5 of the EU SmPC, in Italian)",
    publisher: "Starbene (copy of the Italian product information)",
    url: "https://starbene.it/farmaci/_043519053/interazioni",
  },
  /** "Die gleichzeitige Anwendung mit starken CYP3A-Induktoren wie Rifampicin, Rifabutin, Phenobarbital, Carbamazepin, Phenytoin und Johanniskraut (Hypericum perforatum) wird nicht empfohlen." */
  kalydecoSwissInteractions: {
    title: "Kalydeco (ivacaftor): Fachinformation, Interaktionen (Swiss product information, in German)",
    publisher: "ch.oddb.org (copy of Swiss product information)",
    url: "https://ch.oddb.org:443/en/gcc/fachinfo/reg/62686/chapter/interactions",
  },
  /** "Strong CYP3A inducers including: Rifampin, Rifabutin, Phenobarbital, Carbamazepine, Phenytoin, St. John's wort … CONCOMITANT USE NOT RECOMMENDED." */
  trikaftaInteractions: {
    title: "Drug interactions with Trikafta (elexacaftor/tezacaftor/ivacaftor and ivacaftor), US",
    publisher: "Vertex Pharmaceuticals (US healthcare professional site)",
    url: "https://www.trikaftahcp.com/drug-interactions",
  },
  /** "Latuda darf nicht eingenommen werden, … wenn Sie Arzneimittel einnehmen, die die Konzentration von Lurasidon im Blut beeinflussen können, wie: … ein pflanzliches Arzneimittel gegen Depression, das Johanniskraut (Hypericum perforatum) enthält." */
  latudaAustrianLeaflet: {
    title:
      "Latuda 37 mg Filmtabletten (lurasidone): Gebrauchsinformation (EU patient leaflet, in German), section 2",
    publisher: "medikamio (copy of the Austrian patient leaflet)",
    url: "https://medikamio.com/de-at/medikamente/latuda-37-mg-filmtabletten/pil",
  },
  /** "LATUDA should not be used concomitantly with … strong CYP3A4 inducers (e.g., rifampin, avasimibe, St. John's wort, phenytoin, carbamazepine, etc.) (see Contraindications)." */
  latudaHongKong: {
    title: "Latuda (lurasidone): drug interactions, from the full prescribing information (Hong Kong)",
    publisher: "MIMS Hong Kong",
    url: "https://www.mims.com/hongkong/drug/info/latuda/drug-interactions",
  },
  /** "Concomitant administration of JINARC with potent CYP3A inducers (e.g. rifampicin, rifabutin, rifapentine, phenytoin, carbamazepine, and St. John's Wort) is to be avoided." */
  jinarcMalaysia: {
    title: "Jinarc (tolvaptan): drug interactions, from the full prescribing information (Malaysia)",
    publisher: "MIMS Malaysia (Otsuka product information, staging address)",
    url: "https://sit.mimsdev.com/malaysia/drug/info/jinarc/drug-interactions",
  },
  /** "Drugs containing St. John's wort, an inducer of CYP3A4, must not be used concomitantly because they reduce the effects of maraviroc." */
  sanomedicaMaraviroc: {
    title: "Maraviroc: products, effects, interactions (from the Swiss product information)",
    publisher: "sanomedica (PharmaWiki, Switzerland)",
    url: "https://sanomedica.com/maraviroc/",
  },
  /** "St. John's Wort was found to decrease exposure and to increase clearance of INSPRA significantly indicating that concomitant use of strong inducers of CYP3A4 such as phenobarbital, phenytoin, rifampicin, carbamazepine should be avoided." */
  inspraCanada: {
    title: "Inspra (eplerenone): drug interactions, Canadian product monograph",
    publisher: "Pfizer Medical Information Canada",
    url: "https://www.pfizermedicalinformation.ca/en-ca/inspra/drug-interactions",
  },
  /** "Ranexa is contraindicated in patients: … Taking inducers of CYP3A (e.g., rifampin, rifabutin, rifapentine, phenobarbital, phenytoin, carbamazepine, and St. John's wort)." */
  ranexaUsSafety: {
    title: "Ranexa (ranolazine): important safety information, contraindications (US)",
    publisher: "Gilead Sciences (US healthcare professional site)",
    url: "https://www.ranexahcp.com/safety-and-tolerability",
  },
} satisfies Record<string, Reference>;
