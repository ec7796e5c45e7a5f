// References first cited in the verification round. Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WVER = {
  /**
   * Abstract: single doses of caffeine up to 200 mg, and habitual intakes up to 400 mg a day for non-pregnant adults
   * (200 mg a day in pregnancy), raise no safety concerns; energy drinks hold about 300–320 mg of caffeine a litre.
   */
  efsaCaffeineAbstract: {
    title: "Scientific Opinion on the safety of caffeine (EFSA Journal 2015;13(5):4102), abstract",
    publisher: "European Food Safety Authority (EFSA) Panel on Dietetic Products, Nutrition and Allergies",
    url: "https://www.efsa.europa.eu/fr/efsajournal/pub/4102",
  },
  /** "As demonstrated in Circadin SPC ... Alcohol should not be taken with Circadin, because it has a bad effect on sleep maintenance." */
  circadinHowToUse: {
    title: "How to use Circadin (as set out in the Circadin SPC)",
    publisher: "Neurim Pharmaceuticals (Circadin's maker)",
    url: "https://www.circadin.com/about-circadin/how-to-use-circadin/",
  },
} satisfies Record<string, Reference>;
