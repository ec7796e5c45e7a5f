// References first cited in the cancer-care round (drug-interactions-part-52.ts, medicines/wnci.ts). Each address is
// the one the page was read at; none is a UK SmPC on emc, as the emc texts of these medicines did not come up past
// their opening sections.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WNCI = {
  /** 4.3: "In all patients, concomitant use of preparations containing St. John's wort (see sections 4.4 and 4.5)." */
  venclyxtoPrecautions: {
    title: "Venclyxto (venetoclax): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "EU SmPC (European Medicines Agency, AbbVie), reproduced by RxReasoner",
    url: "https://rxreasoner.com/monographs/venclyxto/precautions",
  },
  /** "Preparater som inneholder johannesurt er kontraindisert under behandling med VENCLYXTO." */
  venclyxtoAbbvieNorway: {
    title: "Venclyxto: sikkerhet og interaksjoner (safety and interactions, in Norwegian)",
    publisher: "AbbVie Norway (healthcare professional site)",
    url: "https://www.abbviepro.com/no/nn/oncology/haematology/products/venclyxto/safety-information/drug-interaction-information.html",
  },
  /** "Concomitant use of imatinib and medicinal products that induce CYP3A4 (e.g. … Hypericum perforatum, also known as St. John's Wort) may significantly reduce exposure to Glivec … concomitant use of strong CYP3A4 inducers and imatinib should be avoided." */
  glivecSafety: {
    title: "Glivec (imatinib): safety information, special warnings and precautions for use",
    publisher: "Novartis (glivec.com), from the EU SmPC",
    url: "https://www.glivec.com/safetyinformation1/",
  },
  /** "St. John's wort may reduce imatinib exposure by 30-40%." */
  imatinibSjwStudy: {
    title:
      "The influence of St. John's wort on the pharmacokinetics and protein binding of imatinib mesylate (Pharmacotherapy 2004;24(11))",
    publisher: "Medscape (journal article)",
    url: "https://www.medscape.com/viewarticle/495862_5",
  },
  /** "Concomitant administration of lorlatinib with strong CYP3A4/5 inducers (e.g., rifampicin, carbamazepine, enzalutamide, mitotane, phenytoin, and St. John's wort) may decrease lorlatinib plasma concentrations. The use of a strong CYP3A4/5 inducer with lorlatinib is contraindicated." */
  lorviquaThailand: {
    title: "Lorviqua (lorlatinib): drug interactions, from the full prescribing information (Thailand)",
    publisher: "MIMS Thailand (Pfizer product information)",
    url: "https://uat.mimsdev.com/thailand/drug/info/lorviqua/drug-interactions",
  },
  /** "Severe hepatotoxicity occurred in healthy subjects receiving LORBRENA with rifampin, a strong CYP3A inducer … LORBRENA is contraindicated in patients taking strong CYP3A inducers." */
  lorbrenaPfizerUs: {
    title: "Lorbrena (lorlatinib): drug interactions, US prescribing information",
    publisher: "Pfizer Medical Information (US)",
    url: "https://pfizermedicalinformation.com/lorbrena/drug-interactions",
  },
  /** NHS England Cancer Drugs Fund form: ivosidenib monotherapy for cholangiocarcinoma with an IDH1 R132 mutation. */
  cdfIvosidenib: {
    title: "Ivosidenib monotherapy [IVO1]: Cancer Drugs Fund application form",
    publisher: "NHS England Cancer Drugs Fund (updates.chemo.org.uk)",
    url: "https://updates.chemo.org.uk/CDF_Forms/IVO1.html",
  },
  /** "Pemigatinib is recommended … for treating locally advanced or metastatic cholangiocarcinoma with a FGFR2 fusion." */
  niceTa722Pemigatinib: {
    title:
      "Pemigatinib for treating relapsed or refractory advanced cholangiocarcinoma with FGFR2 fusion (TA722)",
    publisher: "NICE",
    url: "https://www.nice.org.uk/guidance/ta722/chapter/1-Recommendations",
  },
  /** "pemigatinib (Pemazyre)", Incyte Biosciences UK Ltd, BNF chapter: malignant disease and immunosuppression. */
  smcPemigatinib: {
    title: "Pemigatinib (Pemazyre), SMC2399",
    publisher: "Scottish Medicines Consortium",
    url: "https://www.scottishmedicines.org.uk/medicines-advice/pemigatinib-pemazyre-full-smc2399/",
  },
} satisfies Record<string, Reference>;
