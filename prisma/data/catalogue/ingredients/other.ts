import type { IngredientSeed } from "@/lib/catalogue/seed-schemas";
import { ODS_EXERCISE, REG_432_2012, lpi, nccih, odsFactSheet } from "./references";

export const OTHER_INGREDIENTS: IngredientSeed[] = [
  {
    slug: "coq10",
    name: "Coenzyme Q10",
    synonyms: ["CoQ10", "ubiquinone", "ubiquinol", "ubidecarenone"],
    category: "energy",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "The body makes its own coenzyme Q10. It has been studied for heart failure, high blood pressure, migraine and muscle aches linked to statins, but the evidence is limited or mixed and does not show clear benefits. It may make warfarin less effective, so people taking anticoagulants should speak to their GP or pharmacist first.",
    claimSubstances: [],
    references: [nccih("coenzyme-q10", "Coenzyme Q10")],
  },
  {
    slug: "melatonin",
    name: "Melatonin",
    synonyms: ["N-acetyl-5-methoxytryptamine"],
    category: "sleep",
    typicalDailyDose: { amount: 1, unit: "mg", referenceId: "reg-432-2012" },
    upperLevel: null,
    nrv: null,
    optimalTiming: "evening",
    bioavailabilityNotes: null,
    evidenceSummary:
      "In the UK melatonin is a prescription-only medicine, prescribed mainly for short-term sleep problems in people aged 55 and over and for some children. Studies suggest it can help with jet lag and shorten the time taken to fall asleep by a modest amount. Short-term use appears safe for most adults, but little is known about long-term use; speak to a GP about persistent sleep problems.",
    claimSubstances: ["Melatonin"],
    references: [
      {
        id: "nhs-melatonin",
        title: "Melatonin - Medicines A to Z",
        publisher: "NHS",
        url: "https://www.nhs.uk/medicines/melatonin/",
      },
      nccih("melatonin-what-you-need-to-know", "Melatonin: What You Need To Know"),
      REG_432_2012,
    ],
  },
  {
    slug: "glucosamine",
    name: "Glucosamine",
    synonyms: ["glucosamine sulfate", "glucosamine sulphate", "glucosamine hydrochloride", "glucosamine HCl"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Glucosamine is taken for joint pain from osteoarthritis, but a large NIH-funded trial found that glucosamine, alone or with chondroitin, was no better than a placebo for knee pain overall, and NICE recommends that glucosamine is not offered to manage osteoarthritis. It may increase the effect of warfarin, so people taking anticoagulants should speak to their GP or pharmacist first.",
    claimSubstances: [],
    references: [
      nccih(
        "glucosamine-and-chondroitin-for-osteoarthritis",
        "Glucosamine and Chondroitin for Osteoarthritis",
      ),
      {
        id: "nice-ng226",
        title: "Osteoarthritis in over 16s: diagnosis and management (NICE guideline NG226)",
        publisher: "National Institute for Health and Care Excellence",
        url: "https://www.nice.org.uk/guidance/ng226",
      },
    ],
  },
  {
    slug: "probiotics",
    name: "Probiotics",
    synonyms: [
      "live bacteria",
      "Lactobacillus",
      "Bifidobacterium",
      "Saccharomyces boulardii",
      "friendly bacteria",
    ],
    category: "digestive",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes:
      "Effects depend on the specific strain and dose, so results for one product cannot be assumed for another; amounts are given in colony-forming units (CFU).",
    evidenceSummary:
      "There is some evidence that certain probiotics can help prevent diarrhoea caused by antibiotics, but for most other uses the evidence is limited or inconsistent. Probiotics appear safe for most healthy people, but people who are seriously ill or have a weakened immune system should speak to their doctor before taking them.",
    claimSubstances: [],
    references: [
      {
        id: "nhs-probiotics",
        title: "Probiotics",
        publisher: "NHS",
        url: "https://www.nhs.uk/conditions/probiotics/",
      },
      nccih("probiotics-usefulness-and-safety", "Probiotics: Usefulness and Safety"),
      odsFactSheet("Probiotics", "Probiotics"),
    ],
  },
  {
    slug: "collagen",
    name: "Collagen",
    synonyms: [
      "collagen peptides",
      "hydrolysed collagen",
      "collagen hydrolysate",
      "marine collagen",
      "gelatin",
    ],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes:
      "Collagen supplements are usually hydrolysed into smaller peptides; like other proteins they are broken down into amino acids and small peptides during digestion.",
    evidenceSummary:
      "Collagen supplements are marketed for skin, hair and joints. When EFSA assessed a proposed claim for collagen hydrolysate and joint health, it concluded that a cause-and-effect relationship had not been established, as the main trial showed no effect on joint discomfort. Evidence for other uses, such as skin ageing, is limited.",
    claimSubstances: [],
    references: [
      {
        id: "efsa-collagen-joints-2011",
        title:
          "Scientific Opinion on a health claim related to collagen hydrolysate and maintenance of joints (EFSA Journal 2011;9(7):2291)",
        publisher: "European Food Safety Authority",
        url: "https://www.efsa.europa.eu/en/efsajournal/pub/2291",
      },
    ],
  },
  {
    slug: "alpha-lipoic-acid",
    name: "Alpha-lipoic acid",
    synonyms: ["lipoic acid", "thioctic acid", "ALA", "R-lipoic acid"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes:
      "The body makes small amounts of lipoic acid; supplements contain far more than food provides, as either the R form alone or a 50/50 mix of the R and S forms.",
    evidenceSummary:
      "Alpha-lipoic acid has mainly been studied for nerve pain caused by diabetes (diabetic neuropathy), where some trials reported modest improvements in symptoms, often with intravenous treatment. Evidence for other uses, such as weight loss or ageing, is limited. Because it may lower blood glucose, people taking diabetes medicines should speak to their GP first.",
    claimSubstances: [],
    references: [lpi("dietary-factors/lipoic-acid", "Lipoic Acid")],
  },
  {
    slug: "quercetin",
    name: "Quercetin",
    synonyms: ["quercetin dihydrate", "flavonol"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes:
      "Flavonoids such as quercetin are poorly absorbed and quickly metabolised, so blood levels stay low even after supplements.",
    evidenceSummary:
      "Quercetin is a flavonoid found in onions, apples and tea. It is sold for immunity, allergies and exercise performance, but studies in athletes show at most a small effect on endurance and often none, and evidence for other uses in people is limited.",
    claimSubstances: [],
    references: [ODS_EXERCISE, lpi("dietary-factors/phytochemicals/flavonoids", "Flavonoids")],
  },
  {
    slug: "psyllium",
    name: "Psyllium husk",
    synonyms: ["ispaghula husk", "ispaghula", "Plantago ovata", "psyllium"],
    category: "digestive",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Psyllium (ispaghula) husk is a soluble fibre and bulk-forming laxative that is also sold in UK pharmacies as a medicine for constipation. It must be taken with plenty of water, and common side effects include bloating and wind. Speak to a pharmacist or GP if constipation does not improve or comes with other symptoms.",
    claimSubstances: [],
    references: [
      {
        id: "nhs-ispaghula-husk",
        title: "Ispaghula husk - Medicines A to Z",
        publisher: "NHS",
        url: "https://www.nhs.uk/medicines/ispaghula-husk/",
      },
    ],
  },
  {
    slug: "spirulina",
    name: "Spirulina",
    synonyms: ["Arthrospira platensis", "blue-green algae", "Arthrospira maxima"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Spirulina is a dried blue-green alga (a cyanobacterium) sold as powder or tablets. There are few good-quality human trials, so there is no reliable evidence that it improves health. It should not be relied on for vitamin B12: the NHS advises people on a vegan diet to get B12 from fortified foods or a supplement.",
    claimSubstances: [],
    references: [
      {
        id: "nhs-vegan-diet",
        title: "The vegan diet",
        publisher: "NHS",
        url: "https://www.nhs.uk/live-well/eat-well/how-to-eat-a-balanced-diet/the-vegan-diet/",
      },
    ],
  },
  {
    slug: "lions-mane",
    name: "Lion's mane mushroom",
    synonyms: ["Hericium erinaceus", "yamabushitake", "hedgehog mushroom", "lion's mane"],
    category: "focus",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Lion's mane is an edible mushroom, eaten as food in East Asia, that is sold as extracts for memory and focus. Evidence in people comes from a few small, short trials, such as one in older adults with mild memory problems, which are too limited to show whether it helps. Little is known about long-term safety.",
    claimSubstances: [],
    references: [
      {
        id: "livertox-lions-mane",
        title: "Lions Mane - LiverTox: Clinical and Research Information on Drug-Induced Liver Injury",
        publisher: "NIH National Library of Medicine (NCBI Bookshelf)",
        url: "https://www.ncbi.nlm.nih.gov/books/NBK599740/",
      },
    ],
  },
];
