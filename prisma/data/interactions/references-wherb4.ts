// References first cited by the round that read the product information of the catalogue herbs no earlier round
// reached (drug-interactions-part-39.ts, medical-contraindications-wherb4.ts, food-interactions-wherb4.ts). Each
// address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WHERB4 = {
  /** Kamille (in German): chamomile may reduce the absorption of medicines taken by mouth; it possibly strengthens anticoagulants and sedatives, alcohol included, and lowers the absorption of iron preparations ("Eisenpräparate"). */
  msdChamomileGerman: {
    title:
      "Kamille (chamomile): possible interactions with medicines, MSD Manual consumer edition (in German)",
    publisher: "MSD Manuals (Ausgabe für Patienten)",
    url: "https://www.msdmanuals.com/de/heim/spezialthemen/nahrungserg%C3%A4nzungsmittel/kamille",
  },
  /** The English page of the same manual (2022): chamomile may reduce the absorption of drugs taken by mouth, may increase the effects of anticoagulants and sedatives (including alcohol) and decrease the absorption of iron supplements. */
  merckChamomileEnglish: {
    title: "Chamomile: possible drug interactions, Merck Manual Consumer Version",
    publisher: "Merck Manuals (Consumer Version), copy at medicine.com",
    url: "https://www.medicine.com/topic/chamomile",
  },
  /** Green tea interactions: bortezomib under "Contraindicated": green tea decreases its effects; avoid green tea in patients being treated with bortezomib. */
  medscapeGreenTea: {
    title: "Green tea (Camellia sinensis): interactions, Medscape drug reference",
    publisher: "Medscape (WebMD)",
    url: "https://reference.medscape.com/drug/camellia-sinensis-camellia-thea-green-tea-344486",
  },
  /** Report of the study in Blood: green tea's EGCG prevented the tumour cell death bortezomib (Velcade) induces in myeloma models, only with boronic acid proteasome inhibitors; green tea may be contraindicated during Velcade treatment. */
  cancerConnectVelcade: {
    title: "Green Tea May Negate the Benefits of Velcade (bortezomib)",
    publisher: "CancerConnect",
    url: "https://news.cancerconnect.com/multiple-myeloma/green-tea-may-negate-the-benefits-of-velcade-LttWluYJCE-peinv-r6u3w/",
  },
  /** Cat's claw with ritonavir: generally avoid; a case report suggests cat's claw may raise protease inhibitor levels (atazanavir, ritonavir and saquinavir troughs fell back after it was stopped); preferably avoid, else monitor their levels. */
  drugsComCatsClawProteaseInhibitors: {
    title: "Drug interactions between cat's claw and ritonavir (professional)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/drug-interactions/cat-s-claw-with-ritonavir-2355-0-2021-0.html?professional=1",
  },
  /** Isoflavones from soy and red clover (in German): not with oestrogen-dependent breast or womb cancer, also in the past; with hormone-dependent diseases, ask the doctor first. */
  ptaForumIsoflavones: {
    title: "Isoflavone (soy and red clover): OTC-Beratungscheck, contraindications and warnings (in German)",
    publisher: "PTA-Forum (Pharmazeutische Zeitung)",
    url: "https://ptaforum.pharmazeutische-zeitung.de/isoflavone-138426/",
  },
} satisfies Record<string, Reference>;
