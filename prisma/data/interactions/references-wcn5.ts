// References first cited in the wcn5 round (medical-contraindications-wcn5.ts): conditions people type that were
// unread. Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WCN5 = {
  /**
   * "Palpitations can be triggered by: Anxiety, stress, fear or a panic attack; Use of recreational drugs; Caffeine or
   * nicotine; Diet pills; Exercise; Fever."
   */
  nuffieldPalpitations: {
    title:
      "Palpitations (symptom page): what can trigger them, including caffeine or nicotine and diet pills",
    publisher: "Nuffield Health",
    url: "https://www.nuffieldhealth.com/symptoms/palpitation",
  },
  /** "Don't ... do not have caffeine, such as tea, coffee or energy drinks, after midday." */
  broadLaneRestlessLegs: {
    title:
      "Restless legs syndrome (health A to Z in the NHS website's words): things you can do, do not have caffeine after midday",
    publisher: "Broad Lane Surgery, Hampton",
    url: "https://broadlanesurgeryhampton.co.uk/health-a-z/?condition=restless-legs-syndrome%2F",
  },
  /** Lifestyle changes "include: avoiding stimulants in the evening (such as caffeine, tobacco and alcohol)". */
  nicswellRestlessLegs: {
    title: "Restless legs syndrome: treatment, lifestyle changes (NHS website text)",
    publisher: "nicswell.co.uk (NHS website condition pages)",
    url: "https://www.nicswell.co.uk/conditions-and-treatments/restless-legs-syndrome/treatment/",
  },
  /**
   * Section 4.4: "Administer with caution in patients with haemolytic anaemia, haemoglobinopathies, iron storage or iron
   * absorption diseases, existing gastrointestinal disease."
   */
  ferrousSulphate200Smpc: {
    title:
      "Ferrous Sulphate 200mg Tablets: summary of product characteristics, section 4.4 (marked out of date by the site)",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/ferrous-sulphate-tablets-bp-200mg/g/9ab9:b30c:5ffb:6489:ecb1/info/summary?doc=2",
  },
  /** "Gastritis occurs when the lining of the stomach becomes inflamed after it's been damaged." */
  nicswellGastritis: {
    title: "Gastritis (NHS website text): the stomach lining becomes inflamed after it's been damaged",
    publisher: "nicswell.co.uk (NHS website condition pages)",
    url: "https://nicswell.co.uk/conditions-and-treatments/gastritis",
  },
  /**
   * "Vitamin E has been reported to increase the risk of thrombosis in patients predisposed to this condition,
   * including patients taking oestrogens. This finding has not been confirmed but should be borne in mind when selecting
   * patients for treatment, in particular women taking oral contraceptives containing oestrogens."
   */
  vitaminESuspensionPrecautions: {
    title:
      "Vitamin E: precautions and interactions, from the UK SmPC of Vitamin E Suspension 100 mg/ml (section 4.4: thrombosis in patients predisposed to it)",
    publisher: "RxReasoner (copy of the UK SmPC)",
    url: "https://rxreasoner.com/substances/vitamin-e/precautions",
  },
  /** "Thrombophilia is the increased tendency to develop thrombi (blood clots) because of an abnormality in the clotting system." */
  vteMattersThrombophilia: {
    title:
      "Thrombophilia: an increased tendency to develop blood clots; common variants factor V Leiden and prothrombin 20210",
    publisher: "VTE Matters",
    url: "https://www.vtematters.co.uk/public/what-is-thrombosis/risk-factors-for-venous-thromboembolism/thrombophilia",
  },
} satisfies Record<string, Reference>;
