// Conditions that UK product information (and the German laxative leaflets read where no UK text was readable) names
// in its contraindications and warnings for catalogue herbs and iron, which the dictionary lacked until the wcnd
// round: biliary disease and inflamed bile ducts (ginger, peppermint oil, dandelion, turmeric), a hiatus hernia
// (peppermint oil), appendicitis, abdominal pain of unknown cause and dehydration (aloe, linseed, ispaghula),
// superficial thrombophlebitis and leg ulcers (horse chestnut) and paroxysmal nocturnal haemoglobinuria (iron). Each cites one page about the
// condition, read here.
import type { Condition } from "../../../lib/interactions/dictionary-schema";

export const CONDITIONS_WCND: Condition[] = [
  // Peppermint oil's section 4.3 and the SPS turmeric page end their lists with "any other biliary disease(s)":
  // gallstones, a blocked bile duct and cholangitis are filed under it, so a record on the whole reaches each.
  {
    slug: "biliary-disease",
    name: "Bile duct or gallbladder disease (biliary disease)",
    synonyms: [
      "biliary disease",
      "biliary diseases",
      "biliary disorder",
      "biliary disorders",
      "biliary problems",
      "biliary tract disease",
      "disease of the biliary tract",
      "diseases of the biliary tract",
      "bile duct disease",
      "bile duct problems",
      "gallbladder disease",
      "gall bladder disease",
      "gallbladder problems",
      "gall bladder problems",
    ],
    parents: [],
    references: [
      {
        title: "Biliary diseases: diseases of the bile ducts and gall bladder",
        publisher: "Richmond Gastroenterology",
        url: "https://www.richmondgastro.com/content/biliary-diseases",
      },
    ],
  },
  // Primary biliary cholangitis names itself a cholangitis: conditions.ts files it here, so these records reach it.
  {
    slug: "cholangitis",
    name: "Cholangitis (inflamed bile ducts)",
    synonyms: [
      "cholangitis",
      "acute cholangitis",
      "ascending cholangitis",
      "sclerosing cholangitis",
      "primary sclerosing cholangitis",
      "inflamed bile duct",
      "inflamed bile ducts",
      "inflammation of the bile duct",
      "inflammation of the bile ducts",
      "bile duct inflammation",
      // The peppermint oil leaflet's "infection ... or inflammation of your bile duct".
      "bile duct infection",
      "infection of the bile duct",
      "infected bile duct",
    ],
    parents: ["biliary-disease"],
    references: [
      {
        title: "Cholangitis: inflammation within the bile ducts",
        publisher: "GI Healthcare",
        url: "https://www.gi.healthcare/cholangitis",
      },
    ],
  },
  // Not under acid reflux: a hiatus hernia can exist without reflux, and the peppermint oil texts name both.
  {
    slug: "hiatus-hernia",
    name: "Hiatus hernia",
    synonyms: ["hiatus hernia", "hiatus hernias", "hiatal hernia", "hiatal hernias", "sliding hiatus hernia"],
    parents: [],
    references: [
      {
        title: "Hiatus hernia: information for patients from the Trust's Endoscopy Units",
        publisher: "East Kent Hospitals University NHS Foundation Trust",
        url: "https://leaflets.ekhuft.nhs.uk/hiatus-hernia/html",
      },
    ],
  },
  {
    slug: "appendicitis",
    name: "Appendicitis",
    synonyms: ["appendicitis", "acute appendicitis", "inflamed appendix"],
    parents: [],
    // A state that passes: one said to be over ("had appendicitis in 2015") is not read as now.
    transient: true,
    references: [
      {
        title: "Appendicitis: a painful swelling of the appendix",
        publisher: "HCA Healthcare UK",
        url: "https://www.hcahealthcare.co.uk/Conditions/Appendicitis",
      },
    ],
  },
  {
    slug: "unexplained-abdominal-pain",
    name: "Abdominal pain of unknown cause",
    synonyms: [
      "abdominal pain of unknown cause",
      "abdominal pain of unknown origin",
      "abdominal pain of unclear cause",
      "unexplained abdominal pain",
      "undiagnosed abdominal pain",
      "unexplained stomach pain",
      "unexplained tummy pain",
    ],
    // How people type it: a stomach ache they have now, whose cause no one has named.
    phrasings: [
      "abdominal pain",
      "abdominal pains",
      "stomach pain",
      "stomach pains",
      "tummy pain",
      "stomach ache",
    ],
    parents: [],
    transient: true,
    references: [
      {
        title: "Stomach ache and abdominal pain",
        publisher: "Quarryside Practice (NHS GP practice, Scotland)",
        url: "https://quarrysidepractice.gp.scot/health-information/stomach-ache-and-abdominal-pain",
      },
    ],
  },
  {
    slug: "dehydration",
    name: "Dehydration",
    synonyms: ["dehydration", "dehydrated", "severe dehydration"],
    parents: [],
    transient: true,
    references: [
      {
        title: "Are you drinking enough fluid to stay hydrated?",
        publisher: "Wye Valley NHS Trust",
        url: "https://www.wyevalley.nhs.uk/visitors-and-patients/are-you-drinking-enough-fluid.aspx",
      },
    ],
  },
  // Not under deep vein thrombosis: the leaflet cited calls it different from, and much less serious than, a DVT.
  {
    slug: "thrombophlebitis",
    name: "Phlebitis (superficial thrombophlebitis)",
    synonyms: [
      "thrombophlebitis",
      "superficial thrombophlebitis",
      "phlebitis",
      "superficial vein thrombosis",
      "inflamed vein",
      "inflamed veins",
    ],
    parents: [],
    transient: true,
    references: [
      {
        title: "Ultrasound proven superficial thrombophlebitis (patient information)",
        publisher: "Cambridge University Hospitals NHS Foundation Trust",
        url: "https://cuh.nhs.uk/patient-information/ultrasound-proven-superficial-thrombophlebitis",
      },
    ],
  },
  // Horse chestnut's section 4.4 lists ulcers among signs for a doctor; a UK leaflet names leg ulcers.
  {
    slug: "leg-ulcer",
    name: "Leg ulcer (venous leg ulcer)",
    synonyms: [
      "leg ulcer",
      "leg ulcers",
      "venous leg ulcer",
      "venous leg ulcers",
      "varicose ulcer",
      "varicose ulcers",
      "venous ulcer",
      "ulcers on the lower legs",
    ],
    parents: [],
    references: [
      {
        title: "Venous leg ulcers: information for patients",
        publisher: "North Tees and Hartlepool NHS Foundation Trust",
        url: "https://www.nth.nhs.uk/resources/venous-leg-ulcers/",
      },
    ],
  },
  // Bare "haemoglobinuria" (dark urine) has other causes, so only the disease's own names are read.
  {
    slug: "paroxysmal-nocturnal-haemoglobinuria",
    name: "Paroxysmal nocturnal haemoglobinuria (PNH)",
    synonyms: ["paroxysmal nocturnal haemoglobinuria", "paroxysmal nocturnal hemoglobinuria", "PNH"],
    parents: [],
    references: [
      {
        title: "How is PNH diagnosed? (patient information)",
        publisher: "National PNH Service (Leeds and King's College Hospital)",
        url: "https://pnhserviceuk.co.uk/patient-information/diagnosis/",
      },
    ],
  },
];
