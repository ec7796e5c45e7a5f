// References first cited by the wgap2 round.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WGAP2 = {
  /**
   * Annex, monacolins from red yeast rice: "The label shall include the following warnings: ... 'Should not be
   * consumed if you are taking cholesterol-lowering medication'; 'Should not be consumed if you are already consuming
   * other products containing red yeast rice'."
   */
  euRegulation2022860: {
    title:
      "Commission Regulation (EU) 2022/860 of 1 June 2022 amending Annex III to Regulation (EC) No 1925/2006 as regards monacolins from red yeast rice",
    publisher: "Official Journal of the European Union (EUR-Lex)",
    url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=uriserv%3AOJ.L_.2022.151.01.0037.01.ENG&toc=OJ%3AL%3A2022%3A151%3ATOC",
  },
  /** The same Annex reproduced word for word, where its label warnings were read. */
  foodComplianceRedYeastRice: {
    title: "Monacolins from red yeast rice (Commission Regulation (EU) 2022/860, Annex reproduced)",
    publisher: "Food Compliance International",
    url: "https://foodcomplianceinternational.com/industry-insight/news/2592-monacolins-from-red-yeast-rice",
  },
  /**
   * "A major step in roflumilast metabolism is the N-oxidation of roflumilast to roflumilast N-oxide by CYP3A4 and
   * CYP1A2"; "Administration of the cytochrome P450 enzyme inducer rifampicin resulted in a reduction in total PDE4
   * inhibitory activity by about 60%. Therefore, the use of strong cytochrome P450 enzyme inducers (e.g.
   * phenobarbital, carbamazepine, phenytoin) may reduce the therapeutic efficacy of roflumilast. Thus, roflumilast
   * treatment is not recommended in patients receiving strong cytochrome P450 enzyme inducers."
   */
  roflumilastInteractions: {
    title: "Roflumilast: interactions (strong cytochrome P450 enzyme inducers), from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/roflumilast/precautions",
  },
} satisfies Record<string, Reference>;
