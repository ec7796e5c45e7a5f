// Conditions people type that were unread, added in the wcn5 round because a source read here says something about a
// catalogue ingredient with them: palpitations and restless legs (caffeine), gastritis (iron), thrombophilia (vitamin E).
// Palpitations is not put
// under arrhythmia: the pages read say they are usually harmless and only sometimes a heart rhythm problem.
import type { Condition } from "../../../lib/interactions/dictionary-schema";

const NUFFIELD_PALPITATIONS = {
  title:
    "Palpitations: usually harmless; can be triggered by anxiety, recreational drugs, caffeine or nicotine, diet pills, exercise or fever",
  publisher: "Nuffield Health",
  url: "https://www.nuffieldhealth.com/symptoms/palpitation",
};
const BROAD_LANE_RLS = {
  title:
    "Restless legs syndrome (health A to Z in the NHS website's words): do not have caffeine, such as tea, coffee or energy drinks, after midday",
  publisher: "Broad Lane Surgery, Hampton",
  url: "https://broadlanesurgeryhampton.co.uk/health-a-z/?condition=restless-legs-syndrome%2F",
};
const NICSWELL_RLS = {
  title:
    "Restless legs syndrome, treatment (NHS website text): avoiding stimulants in the evening, such as caffeine, tobacco and alcohol",
  publisher: "nicswell.co.uk (NHS website condition pages)",
  url: "https://www.nicswell.co.uk/conditions-and-treatments/restless-legs-syndrome/treatment/",
};
const NICSWELL_GASTRITIS = {
  title: "Gastritis (NHS website text): the lining of the stomach becomes inflamed after it's been damaged",
  publisher: "nicswell.co.uk (NHS website condition pages)",
  url: "https://nicswell.co.uk/conditions-and-treatments/gastritis",
};

const VTE_MATTERS_THROMBOPHILIA = {
  title:
    "Thrombophilia: an increased tendency to develop blood clots because of an abnormality in the clotting system; common variants are factor V Leiden and prothrombin 20210",
  publisher: "VTE Matters",
  url: "https://www.vtematters.co.uk/public/what-is-thrombosis/risk-factors-for-venous-thromboembolism/thrombophilia",
};

export const CONDITIONS_WCN5: Condition[] = [
  {
    slug: "palpitations",
    name: "Heart palpitations",
    synonyms: [
      "palpitations",
      "heart palpitations",
      "palpitation",
      "palps",
      "heart palps",
      "racing heart",
      "heart racing",
      "pounding heart",
      "heart pounding",
      "fluttering heart",
      "heart fluttering",
      "heart flutters",
    ],
    parents: [],
    references: [NUFFIELD_PALPITATIONS],
  },
  {
    slug: "restless-legs-syndrome",
    name: "Restless legs syndrome",
    synonyms: [
      "restless legs syndrome",
      "restless leg syndrome",
      "restless legs",
      "restless leg",
      "RLS",
      "Willis-Ekbom disease",
      "Ekbom syndrome",
    ],
    parents: [],
    references: [BROAD_LANE_RLS, NICSWELL_RLS],
  },
  {
    slug: "gastritis",
    name: "Gastritis (inflamed stomach lining)",
    synonyms: [
      "gastritis",
      "acute gastritis",
      "chronic gastritis",
      "erosive gastritis",
      "inflamed stomach lining",
      "inflamed stomach",
      "inflammation of the stomach lining",
      "stomach lining inflammation",
      "stomach inflammation",
    ],
    parents: [],
    references: [NICSWELL_GASTRITIS],
  },
  // A tendency to clot, not a clot: not under venous thromboembolism, whose records are for people who have had one.
  {
    slug: "thrombophilia",
    name: "Thrombophilia (blood that clots too easily)",
    synonyms: [
      "thrombophilia",
      "inherited thrombophilia",
      "hereditary thrombophilia",
      "factor V Leiden",
      "factor 5 Leiden",
      "factor five Leiden",
      "factor V Leiden mutation",
      "heterozygous factor V Leiden",
      "homozygous factor V Leiden",
      "prothrombin gene mutation",
      "prothrombin 20210",
      "prothrombin 20210 mutation",
    ],
    parents: [],
    references: [VTE_MATTERS_THROMBOPHILIA],
  },
];
