// Conditions unread until the Health Canada monograph round: AIDS (the probiotic and echinacea texts name it),
// an inflamed gallbladder (the dandelion monograph), and the everyday "aids" people type that are not AIDS.
import type { Condition } from "../../../lib/interactions/dictionary-schema";

export const CONDITIONS_WHC: Condition[] = [
  // AIDS is the stage at which HIV has left the immune system unable to fight infections: both apply.
  {
    slug: "advanced-hiv",
    name: "AIDS (late-stage HIV)",
    synonyms: [
      "AIDS",
      "acquired immune deficiency syndrome",
      "acquired immunodeficiency syndrome",
      "advanced HIV",
      "late-stage HIV",
      "late stage HIV",
      "AIDS-related illness",
      "AIDS defining illness",
    ],
    parents: ["hiv", "weakened-immune-system"],
    references: [
      {
        title: "HIV and AIDS",
        publisher: "NHS",
        url: "https://www.nhs.uk/conditions/hiv-and-aids/",
      },
    ],
  },
  {
    slug: "cholecystitis",
    name: "Inflamed gallbladder (cholecystitis)",
    synonyms: [
      "cholecystitis",
      "acute cholecystitis",
      "chronic cholecystitis",
      "inflamed gallbladder",
      "inflamed gall bladder",
      "gallbladder inflammation",
      "inflammation of the gallbladder",
      "gallbladder infection",
      "gall bladder infection",
      "infected gallbladder",
      "gallbladder empyema",
      "gall bladder empyema",
      "empyema of the gallbladder",
    ],
    parents: ["biliary-disease"],
    references: [
      {
        title:
          "Cholecystitis, acute: inflammation of the gallbladder, usually when a gallstone blocks the cystic duct",
        publisher: "NHS 111 Wales",
        url: "https://111.wales.nhs.uk/cholecystitis,acute",
      },
    ],
  },
  // Read so that "hearing aids" is not taken for AIDS; no record concerns it.
  {
    slug: "hearing-loss",
    name: "Hearing loss",
    synonyms: [
      "hearing loss",
      "hearing aid",
      "hearing aids",
      "deaf",
      "deafness",
      "hard of hearing",
      "partially deaf",
    ],
    parents: [],
    references: [
      { title: "Hearing loss", publisher: "NHS", url: "https://www.nhs.uk/conditions/hearing-loss/" },
    ],
  },
  // Read so that "walking aids" is not taken for AIDS. The guidance names these people as not often outdoors.
  {
    slug: "limited-mobility",
    name: "Frail, housebound or limited mobility",
    synonyms: [
      "housebound",
      "house bound",
      "frail",
      "frailty",
      "limited mobility",
      "reduced mobility",
      "poor mobility",
      "walking aid",
      "walking aids",
      "mobility aid",
      "mobility aids",
      "walking frame",
      "care home resident",
      "living in a care home",
      "lives in a care home",
      "nursing home resident",
    ],
    parents: [],
    references: [
      {
        title:
          "Vitamin D and care homes guidance: adults who are not often outdoors, for example frail, housebound or living in a care home",
        publisher: "Department of Health and Social Care (GOV.UK)",
        url: "https://www.gov.uk/government/publications/vitamin-d-for-vulnerable-groups/vitamin-d-and-care-homes-guidance",
      },
    ],
  },
];
