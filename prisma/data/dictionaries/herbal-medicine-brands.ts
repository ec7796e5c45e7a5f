// UK traditional herbal medicines (THR) sold under a brand, each made of one herb the catalogue carries, so a
// brand typed among medicines ("Kira") is named as that supplement. Only products whose every active herb is
// the ingredient, each with the leaflet or product information that says so.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export interface HerbalMedicineBrand {
  /** The catalogue ingredient's name, as in prisma/data/catalogue/ingredients/. */
  ingredient: string;
  brands: string[];
  references: Reference[];
}

export const HERBAL_MEDICINE_BRANDS: HerbalMedicineBrand[] = [
  {
    ingredient: "St John's wort",
    brands: ["Kira", "Kira LowMood Relief"],
    references: [
      {
        title:
          "Kira LowMood Relief film-coated tablets (St John's wort extract 450 mg): patient information leaflet",
        publisher: "Drugs.com (UK edition)",
        url: "https://www.drugs.com/uk/kira-lowmood-relief-leaflet.html",
      },
    ],
  },
  {
    ingredient: "St John's wort",
    brands: ["HRI Good Mood"],
    references: [
      {
        title: "Mood: HRI Good Mood tablets contain extracts of St John's wort",
        publisher: "HRI Herbal Medicine",
        url: "https://hriherbalmedicine.co.uk/mood/",
      },
    ],
  },
  {
    ingredient: "St John's wort",
    brands: ["Hyperiforce", "A.Vogel Hyperiforce"],
    references: [
      {
        title:
          "Hyperiforce St John's wort tablets (St John's wort flowering herb extract): summary of product characteristics",
        publisher: "Medine",
        url: "https://medine.co.uk/hyperiforce-st-johns-wort-tablets/summary",
      },
    ],
  },
  {
    ingredient: "St John's wort",
    brands: ["Hypericon"],
    references: [
      {
        title: "Hypericon coated tablets (St John's wort extract 180 mg): patient information leaflet",
        publisher: "iMedi (imedi.co.uk)",
        url: "https://imedi.co.uk/hypericon-coated-tablets",
      },
    ],
  },
  {
    // The UK Kalms Day is valerian only (the Irish product adds hops).
    ingredient: "Valerian",
    brands: ["Kalms Day"],
    references: [
      {
        title: "Kalms Day (valerian root extract): summary of product characteristics",
        publisher: "Patient Info (UK)",
        url: "https://patient-info.co.uk/kalms-day-tablets-90674/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    // Not the bare "Nytol" or "Nytol Herbal": Nytol One-A-Night is diphenhydramine.
    ingredient: "Valerian",
    brands: [
      "Kalms Night One-A-Night",
      "Kalms One-A-Night",
      "Nytol Herbal Simply Sleep One-A-Night",
      "Nytol Herbal Simply Sleep",
      "Nytol Herbal Simply Sleep & Calm Elixir",
      "ValRelax",
    ],
    references: [
      {
        title:
          "Kalms Night One-A-Night / Nytol Herbal Simply Sleep One-A-Night tablets (valerian root extract 385 mg): summary of product characteristics",
        publisher: "Medthority",
        url: "https://medthority.com/drugs/n-nervous-system/n05/n05c/n05cm/n05cm09/nytol-herbal-simply-sleep-one-a-night-tablets",
      },
      {
        title:
          "Nytol Herbal Simply Sleep & Calm Elixir, ValRelax and other valerian root tincture oral liquids: summary of product characteristics",
        publisher: "iMedi (imedi.co.uk)",
        url: "https://imedi.co.uk/nytol/summary?doc=4",
      },
    ],
  },
  {
    ingredient: "Valerian",
    brands: ["Niteherb", "Lloydspharmacy Sleep Well", "Lloyds Pharmacy Sleep Well"],
    references: [
      {
        title:
          "Niteherb Valerian Tablets, Lloydspharmacy Sleep Well Tablets (valerian root extract 150 mg): summary of product characteristics",
        publisher: "Patient Info (UK)",
        url: "https://patient-info.co.uk/simply-supplements-valerian-sleep-aid-tablets-lloydspharmacy-sleep-well-tablets-niteherb-valerian-tablets-higher-nature-valerian-sleep-aid-tablets-87259/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    ingredient: "Valerian",
    brands: ["SleepEezy"],
    references: [
      {
        title:
          "SleepEezy Valerian tablets (valerian root extract 150 mg): summary of product characteristics",
        publisher: "iMedi (imedi.co.uk)",
        url: "https://imedi.co.uk/sleepeezy-valerian-tablets/summary",
      },
    ],
  },
  {
    ingredient: "Valerian",
    brands: ["Valdrian"],
    references: [
      {
        title: "Valdrian capsules (valerian root 400 mg): summary of product characteristics",
        publisher: "Patient Info (UK)",
        url: "https://patient-info.co.uk/valdrian-88850/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    ingredient: "Lavender (oral)",
    brands: ["Kalms Lavender", "Kalms Lavender One-A-Day"],
    references: [
      {
        title: "Kalms Lavender One-a-Day capsules (lavender oil 80 mg): summary of product characteristics",
        publisher: "iMedi (imedi.co.uk)",
        url: "https://imedi.co.uk/kalms-lavender-one-a-day-capsules/summary",
      },
    ],
  },
  {
    ingredient: "Rhodiola",
    brands: ["Kalms Rhodiola", "Vitano", "Natraherb Stress Relief", "iMed Natraherb Stress Relief"],
    references: [
      {
        title:
          "Vitano Rhodiola, Kalms Rhodiola and iMed Natraherb Stress Relief tablets (Rhodiola rosea root extract 200 mg): summary of product characteristics",
        publisher: "Patient Info (UK)",
        url: "https://patient-info.co.uk/imed-natraherb-stress-relief-tablets-kalms-rhodiola-tablets-vitano-rhodiola-tablets-holland-barrett-rhodiola-stress-relief-tablets-92083/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    ingredient: "Sage",
    brands: ["Menoforce", "A.Vogel Menoforce"],
    references: [
      {
        title: "Menoforce Sage tablets (fresh sage leaf extract): summary of product characteristics",
        publisher: "iMedi (imedi.co.uk)",
        url: "https://imedi.co.uk/menoforce-sage-tablets/summary",
      },
    ],
  },
  {
    ingredient: "Horse chestnut",
    brands: ["Venaforce Horse Chestnut", "Venaforce Varicose Veins", "Venaforce tablets"],
    references: [
      {
        title:
          "Venaforce Horse Chestnut GR tablets (horse chestnut seed extract): patient information leaflet",
        publisher: "Drugs.com (UK edition)",
        url: "https://www.drugs.com/uk/venaforce-horse-chestnut-gr-tablets-leaflet.html",
      },
    ],
  },
  {
    // Not the bare "Echinaforce": Echinaforce Sore Throat Spray adds sage.
    ingredient: "Echinacea",
    brands: [
      "Echinaforce Drops",
      "Echinaforce Echinacea Drops",
      "Echinaforce Chewable",
      "Echinaforce Chewable Cold & Flu Tablets",
      "Echinaforce Cold & Flu",
      "Echinaforce Hot Drink",
    ],
    references: [
      {
        title:
          "Echinaforce (Echinacea Drops) (Echinacea purpurea herb and root tinctures): summary of product characteristics",
        publisher: "iMedi (imedi.co.uk)",
        url: "https://imedi.co.uk/echinaforce-echinacea-drops/summary",
      },
      {
        title:
          "Echinaforce Chewable Cold & Flu Tablets (Echinacea purpurea herb and root extracts): summary of product characteristics",
        publisher: "Medine",
        url: "https://medine.co.uk/echinaforce-chewable-cold-flu-tablets/summary",
      },
      {
        title:
          "Echinaforce Hot Drink Cold & Flu (Echinacea purpurea herb and root): summary of product characteristics",
        publisher: "Patient Info (UK)",
        url: "https://patient-info.co.uk/echinaforce-hot-drink-cold-flu-echinacea-concentrate-for-oral-solution-85242/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    ingredient: "Echinacea",
    brands: ["EchinaCold"],
    references: [
      {
        title: "EchinaCold Echinacea Cold & Flu Relief effervescent tablets (Echinacea purpurea herb juice)",
        publisher: "Schwabe Pharma UK",
        url: "https://www.schwabepharma.co.uk/product/echinacold-echinacea-cold-flu-relief-effervescent/",
      },
    ],
  },
  {
    ingredient: "Echinacea",
    brands: ["EchinEeze"],
    references: [
      {
        title:
          "EchinEeze Echinacea tablets (Echinacea purpurea root extract 70 mg): patient information leaflet",
        publisher: "Drugs.com (UK edition)",
        url: "https://www.drugs.com/uk/echineeze-echinacea-tablets-leaflet.html",
      },
    ],
  },
  {
    ingredient: "Saw palmetto",
    brands: ["Prostasan", "A.Vogel Prostasan"],
    references: [
      {
        title:
          "Prostasan Saw palmetto capsules (saw palmetto fruit extract 320 mg): summary of product characteristics",
        publisher: "Patient Info (UK)",
        url: "https://patient-info.co.uk/prostasan-saw-palmetto-capsules-85584/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    ingredient: "Saw palmetto",
    brands: ["Prostamen"],
    references: [
      {
        title:
          "Prostamen soft capsules (saw palmetto fruit extract 160 mg): summary of product characteristics",
        publisher: "iMedi (imedi.co.uk)",
        url: "https://imedi.co.uk/prostamen-soft-capsules/summary",
      },
    ],
  },
  {
    ingredient: "Saw palmetto",
    brands: ["PhytoCon Sabal Forte", "Sabal Forte"],
    references: [
      {
        title:
          "PhytoCon Sabal Forte capsules (saw palmetto fruit extract 320 mg): summary of product characteristics",
        publisher: "iMedi (imedi.co.uk)",
        url: "https://imedi.co.uk/phytocon-sabal-forte-capsules/summary",
      },
    ],
  },
  {
    ingredient: "Ginkgo biloba",
    brands: ["Ginkgoforce", "A.Vogel Ginkgoforce"],
    references: [
      {
        title: "Ginkgoforce Ginkgo biloba tablets: patient information leaflet",
        publisher: "Drugs.com (UK edition)",
        url: "https://www.drugs.com/uk/ginkgoforce-ginkgo-biloba-tablets-leaflet.html",
      },
    ],
  },
  {
    ingredient: "Black cohosh",
    brands: ["Menoherb", "Menolieve", "MenoCool"],
    references: [
      {
        title:
          "MenoHerb (also Menolieve, Holland & Barrett MenoCool) black cohosh tablets: summary of product characteristics",
        publisher: "Schwabe Pharma UK",
        url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/menoherb-spc/",
      },
    ],
  },
  {
    ingredient: "Agnus castus (chasteberry)",
    brands: ["PremHerb", "PremHerb PMS Relief", "Femlieve"],
    references: [
      {
        title:
          "PremHerb PMS Relief, Holland & Barrett Femlieve and other agnus castus fruit extract 4 mg tablets: patient leaflet",
        publisher: "Patient Info (UK)",
        url: "https://patient-info.co.uk/healthspan-agnus-castus-premenstrual-relief-tablets-holland-barrett-femlieve-agnus-castus-tablets-premherb-pms-relief-tablets-higher-nature-agnus-castus-pms-relief-film-coated-tablets-boots-pms-relief-agnus-castus-tablets-97069/patient-leaflet",
      },
    ],
  },
  {
    ingredient: "Agnus castus (chasteberry)",
    brands: ["Periagna"],
    references: [
      {
        title: "Periagna capsules (agnus castus fruit 400 mg): patient information leaflet",
        publisher: "Drugs.com (UK edition)",
        url: "https://www.drugs.com/uk/periagna-leaflet.html",
      },
    ],
  },
  {
    ingredient: "Agnus castus (chasteberry)",
    brands: ["PremEeze"],
    references: [
      {
        title:
          "PremEeze Agnus Castus Capsules (agnus castus fruit 400 mg): summary of product characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/9039",
      },
    ],
  },
  {
    ingredient: "Feverfew",
    brands: ["MigraHerb", "MigraHerb Migraine Relief"],
    references: [
      {
        title:
          "MigraHerb Migraine Relief capsules (feverfew herb 100 mg): summary of product characteristics",
        publisher: "Medine",
        url: "https://medine.co.uk/migraherb-migraine-relief-capsules/summary",
      },
    ],
  },
  {
    ingredient: "Feverfew",
    brands: ["MigraEeze"],
    references: [
      {
        title: "MigraEeze Feverfew tablets (feverfew herb 100 mg): summary of product characteristics",
        publisher: "iMedi (imedi.co.uk)",
        url: "https://imedi.co.uk/migraeeze-feverfew-tablets/summary",
      },
    ],
  },
  {
    ingredient: "Passionflower",
    brands: ["RelaxHerb"],
    references: [
      {
        title:
          "RelaxHerb Passion Flower tablets (passion flower extract 425 mg): summary of product characteristics",
        publisher: "iMedi (imedi.co.uk)",
        url: "https://imedi.co.uk/relaxherb-passion-flower-tablets/summary",
      },
    ],
  },
  {
    ingredient: "Milk thistle",
    brands: ["Thisilyn"],
    references: [
      {
        title:
          "Thisilyn Milk Thistle capsules (milk thistle fruit extract): summary of product characteristics",
        publisher: "Patient Info (UK)",
        url: "https://patient-info.co.uk/tesco-milk-thistle-capsules-boots-digestion-relief-milk-thistle-capsules-simply-supplements-milk-thistle-capsules-thisilyn-milk-thistle-capsules-85961/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    // Licensed herbal medicines (not THR) whose only active is peppermint oil.
    ingredient: "Peppermint oil",
    brands: ["Colpermin", "Colpermin IBS Relief"],
    references: [
      {
        title: "Colpermin IBS Relief Capsules (peppermint oil 0.2 ml): summary of product characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/1076/smpc",
      },
    ],
  },
  {
    ingredient: "Peppermint oil",
    brands: ["Mintec"],
    references: [
      {
        title: "Mintec Capsules (peppermint oil 0.2 ml): summary of product characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/15569/smpc/print",
      },
    ],
  },
  {
    ingredient: "Ginseng (Asian)",
    brands: ["Ginsana"],
    references: [
      {
        title: "Ginsana 100 mg soft capsules (Panax ginseng G115 extract): patient information leaflet",
        publisher: "Medine",
        url: "https://medine.co.uk/ginsana",
      },
    ],
  },
  {
    ingredient: "Ginger",
    brands: ["HRI Travel and Digestion Relief", "HRI Travel & Digestion Relief"],
    references: [
      {
        title:
          "HRI Ginger / HRI Travel and Digestion Relief tablets (ginger rhizome 250 mg): summary of product characteristics",
        publisher: "iMedi (imedi.co.uk)",
        url: "https://imedi.co.uk/hri-travel-and-digestion-relief-tablets/summary",
      },
    ],
  },
  {
    ingredient: "Ginger",
    brands: ["Holland & Barrett Herbal Travel Sickness"],
    references: [
      {
        title:
          "Holland & Barrett Herbal Travel Sickness Tablets (ginger rhizome 250 mg): summary of product characteristics",
        publisher: "iMedi (imedi.co.uk)",
        url: "https://imedi.co.uk/holland-barrett-herbal-travel-sickness-tablets/summary",
      },
    ],
  },
  {
    // Kaloba's only active substance is the pelargonium root extract EPs 7630.
    ingredient: "Pelargonium",
    brands: ["Kaloba", "Kaloba Pelargonium Cough & Cold Relief", "Kaloba Pelargonium Cough and Cold Relief"],
    references: [
      {
        title:
          "Kaloba Pelargonium Cough & Cold Relief oral drops (Pelargonium sidoides root extract): summary of product characteristics",
        publisher: "Patient Info (UK)",
        url: "https://patient-info.co.uk/kaloba-pelargonium-cough-and-cold-relief-oral-drops-87535/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    ingredient: "Pelargonium",
    brands: ["DiaPelargo"],
    references: [
      {
        title: "DiaPelargo tablets (Pelargonium root extract 20 mg): summary of product characteristics",
        publisher: "Patient Info (UK)",
        url: "https://patient-info.co.uk/diapelargo-tablets-91289/summary-of-medicine-characteristics",
      },
    ],
  },
  {
    ingredient: "Devil's claw",
    brands: ["Atrosan", "A.Vogel Atrosan"],
    references: [
      {
        title:
          "Atrosan Devil's Claw tablets (devil's claw root extract 480 mg): summary of product characteristics",
        publisher: "Medine",
        url: "https://medine.co.uk/atrosan-devils-claw-tablets/summary",
      },
    ],
  },
  {
    ingredient: "Devil's claw",
    brands: ["JointEeze", "JointEeze Devil's Claw"],
    references: [
      {
        title:
          "JointEeze Devil's Claw Tablets (devil's claw root extract 300 mg): summary of product characteristics",
        publisher: "Medine",
        url: "https://medine.co.uk/jointeeze-devils-claw-tablets/summary",
      },
    ],
  },
  {
    ingredient: "Artichoke leaf",
    brands: ["Digestherb"],
    references: [
      {
        title: "Digestherb hard capsules (artichoke leaf extract 400 mg): summary of product characteristics",
        publisher: "iMedi (imedi.co.uk)",
        url: "https://imedi.co.uk/digestherb/summary",
      },
    ],
  },
];
