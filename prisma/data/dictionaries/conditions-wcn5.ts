// Conditions people type that were unread, added in the wcn5 round because a source read here says something about a
// catalogue ingredient with them: palpitations and restless legs (caffeine), gastritis (iron). Palpitations is not put
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
];
