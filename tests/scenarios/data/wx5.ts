// Scenarios of the wx5 round's blind probes: UK product information of medicines for skin, lungs, joints, travel,
// weight, migraine, Parkinson's and thyroid; supplements with foods and drinks; rarer conditions (SmPC sections 4.3 and
// 4.4). Written by helpers who had not opened the knowledge base; kept where every source is official or a copy of
// product information.
import type { ScenarioInput } from "../schema";

export const WX5_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-wrx2-hydroxychloroquine-magnesium",
    title: "Hydroxychloroquine with a magnesium citrate supplement",
    profile: {
      medicines: ["hydroxychloroquine 200mg"],
      conditions: [],
    },
    stack: [
      {
        product: "now-foods-magnesium-citrate-200mg-tablets-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "hydroxychloroquine 200mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Magnesium salt SmPC: "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ... antibacterials and antifungals (... tetracyclines, rifampicin and quinolone antibacterials) ... bisphosphonates ... levothyroxine ... chloroquine and hydroxychloroquine; penicillamine, and digoxin if given concomitantly." Another magnesium SmPC: "Aminoquinolines, quinidine and quinidine derivatives, nitrofurantoin, penicillamine, iron, bisphosphonates (such as alendronate and risedronate), eltrombopag, nitroxoline: to avoid impairment of absorption, magnesium preparations should be taken 3 to 4 hours before or after the administration of those drugs." (hydroxychloroquine is an aminoquinoline). Spacing advice, so minor–moderate.',
    sources: [
      {
        title: "Oral magnesium salt SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
      {
        title: "Oral magnesium supplement SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/2678/smpc",
      },
    ],
  },
  {
    id: "sc-wrx2-penicillamine-magnesium",
    title: "Penicillamine with a chelated magnesium supplement",
    profile: {
      medicines: ["penicillamine 250mg tablets"],
      conditions: [],
    },
    stack: [
      {
        product: "doctors-best-high-absorption-magnesium-100-chelated-tablets-120",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "penicillamine 250mg tablets",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Magnesium SmPC: "Aminoquinolines, quinidine and quinidine derivatives, nitrofurantoin, penicillamine, iron, bisphosphonates (such as alendronate and risedronate), eltrombopag, nitroxoline: to avoid impairment of absorption, magnesium preparations should be taken 3 to 4 hours before or after the administration of those drugs." and "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ... antibacterials and antifungals (... tetracyclines, rifampicin and quinolone antibacterials) ... bisphosphonates ... levothyroxine ... chloroquine and hydroxychloroquine; penicillamine, and digoxin if given concomitantly."',
    sources: [
      {
        title: "Oral magnesium supplement SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/2678/smpc",
      },
      {
        title: "Oral magnesium salt SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-wrx2-penicillamine-centrum",
    title: "Penicillamine with a Centrum multivitamin (iron and zinc)",
    profile: {
      medicines: ["penicillamine 250 mg"],
      conditions: [],
    },
    stack: [
      {
        product: "centrum-centrum-advance-multivitamin-tablets-30",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "penicillamine 250 mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "zinc",
          with: {
            medicine: "penicillamine 250 mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Centrum Advance contains 14 mg iron and 10 mg zinc. Iron SmPC: "Penicillamine: Oral iron preparations can reduce the absorption of penicillamine. Also the absorption of iron is impaired by penicillamine." Solvazinc SmPC: "The absorption of zinc may be reduced by penicillamine, also the absorption of penicillamine may be reduced by zinc."',
    sources: [
      {
        title: "Oral iron (ferrous salt) tablets SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
      {
        title: "Solvazinc 45mg effervescent tablets SmPC sections 4.3–4.5 (MHRA GB, Galen)",
        publisher: "RxReasoner (MHRA GB SmPC copy)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-wrx2-chloroquine-magnesium",
    title: "Chloroquine malaria prophylaxis with a magnesium supplement",
    profile: {
      medicines: ["Avloclor 250mg (chloroquine)"],
      conditions: [],
    },
    stack: [
      {
        product: "now-foods-magnesium-citrate-200mg-tablets-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Avloclor 250mg (chloroquine)",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Magnesium salt SmPC lists "chloroquine and hydroxychloroquine" among drugs whose absorption magnesium salts may interfere with; another magnesium SmPC: "Aminoquinolines, quinidine and quinidine derivatives, nitrofurantoin, penicillamine, iron, bisphosphonates (such as alendronate and risedronate), eltrombopag, nitroxoline: to avoid impairment of absorption, magnesium preparations should be taken 3 to 4 hours before or after the administration of those drugs."',
    sources: [
      {
        title: "Oral magnesium salt SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
      {
        title: "Oral magnesium supplement SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/2678/smpc",
      },
    ],
  },
  {
    id: "sc-wrx2-doxycycline-zma",
    title: "Doxycycline with ZMA (zinc and magnesium) capsules",
    profile: {
      medicines: ["doxycycline 100mg daily"],
      conditions: [],
    },
    stack: [
      {
        product: "optimum-nutrition-zma-capsules-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "zinc",
          with: {
            medicine: "doxycycline 100mg daily",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "doxycycline 100mg daily",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'ZMA provides 30 mg zinc and 450 mg magnesium. Solvazinc SmPC: "Zinc may reduce the absorption of concurrently administered tetracyclines, also the absorption of zinc may be reduced by tetracyclines; when both are being given an interval of at least three hours should be allowed." Magnesium SmPC: "Fluorides and tetracycline: if they must be used, the doses must be separated by 2 to 3 hours or more to prevent their admixture in the gut."',
    sources: [
      {
        title: "Solvazinc 45mg effervescent tablets SmPC sections 4.3–4.5 (MHRA GB, Galen)",
        publisher: "RxReasoner (MHRA GB SmPC copy)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
      {
        title: "Oral magnesium supplement SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/2678/smpc",
      },
    ],
  },
  {
    id: "sc-wrx2-doxycycline-glucosamine",
    title: "Doxycycline with glucosamine for knee pain",
    profile: {
      medicines: ["doxycycline 100mg caps"],
      conditions: [],
    },
    stack: [
      {
        product: "doctors-best-glucosamine-sulfate-750mg-capsules-180",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "glucosamine",
          with: {
            medicine: "doxycycline 100mg caps",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Glucosamine SmPC (Dolenio, MHRA GB): "Concurrent treatment with glucosamine may increase the absorption and serum concentrations of tetracyclines, but the clinical relevance of this interaction" is limited — a minor-to-moderate link.',
    sources: [
      {
        title: "Dolenio (glucosamine) film-coated tablets SmPC sections 4.3–4.5 (MHRA GB)",
        publisher: "RxReasoner (MHRA GB SmPC copy)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-wrx2-alendronate-zma",
    title: "Alendronate with ZMA capsules (magnesium)",
    profile: {
      medicines: ["alendronate 70mg weekly"],
      conditions: [],
    },
    stack: [
      {
        product: "optimum-nutrition-zma-capsules-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "alendronate 70mg weekly",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'ZMA provides 450 mg magnesium. Magnesium SmPC: "Aminoquinolines, quinidine and quinidine derivatives, nitrofurantoin, penicillamine, iron, bisphosphonates (such as alendronate and risedronate), eltrombopag, nitroxoline: to avoid impairment of absorption, magnesium preparations should be taken 3 to 4 hours before or after the administration of those drugs."',
    sources: [
      {
        title: "Oral magnesium supplement SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/2678/smpc",
      },
    ],
  },
  {
    id: "sc-wrx2-risedronate-magnesium",
    title: "Risedronate with magnesium citrate 200 mg",
    profile: {
      medicines: ["risedronate 35mg"],
      conditions: [],
    },
    stack: [
      {
        product: "now-foods-magnesium-citrate-200mg-tablets-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "risedronate 35mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Magnesium SmPC: "Aminoquinolines, quinidine and quinidine derivatives, nitrofurantoin, penicillamine, iron, bisphosphonates (such as alendronate and risedronate), eltrombopag, nitroxoline: to avoid impairment of absorption, magnesium preparations should be taken 3 to 4 hours before or after the administration of those drugs."',
    sources: [
      {
        title: "Oral magnesium supplement SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/2678/smpc",
      },
    ],
  },
  {
    id: "sc-wrx2-actonel-iron",
    title: "Risedronate (Actonel) with an iron supplement",
    profile: {
      medicines: ["Actonel 35mg once a week"],
      conditions: [],
    },
    stack: [
      {
        product: "solgar-gentle-iron-20mg-vegetable-capsules-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Actonel 35mg once a week",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Iron SmPC: "Biphosphonates: The absorption of biphosphonates is reduced when taken concurrently with iron preparations. Administration should be separated by at least 2 hours."',
    sources: [
      {
        title: "Oral iron (ferrous salt) tablets SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-wrx2-bonviva-magnesium",
    title: "Ibandronic acid (Bonviva) with a chelated magnesium supplement",
    profile: {
      medicines: ["Bonviva 150mg monthly"],
      conditions: [],
    },
    stack: [
      {
        product: "doctors-best-high-absorption-magnesium-100-chelated-tablets-120",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Bonviva 150mg monthly",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Magnesium salt SmPC: "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ... antibacterials and antifungals (... tetracyclines, rifampicin and quinolone antibacterials) ... bisphosphonates ... levothyroxine ... chloroquine and hydroxychloroquine; penicillamine, and digoxin if given concomitantly." (bisphosphonates named).',
    sources: [
      {
        title: "Oral magnesium salt SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-wrx2-ibandronic-acid-spatone",
    title: "Ibandronic acid with Spatone liquid iron",
    profile: {
      medicines: ["ibandronic acid 150mg"],
      conditions: [],
    },
    stack: [
      {
        product: "spatone-spatone-original-liquid-iron-sachets-28",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "ibandronic acid 150mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Iron SmPC: "Biphosphonates: The absorption of biphosphonates is reduced when taken concurrently with iron preparations. Administration should be separated by at least 2 hours."',
    sources: [
      {
        title: "Oral iron (ferrous salt) tablets SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-wrx2-madopar-iron",
    title: "Co-beneldopa (Madopar) with an iron supplement",
    profile: {
      medicines: ["Madopar 125 capsules"],
      conditions: [],
    },
    stack: [
      {
        product: "solgar-gentle-iron-20mg-vegetable-capsules-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Madopar 125 capsules",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Iron SmPC: "Dopaminergics: Oral iron preparations may reduce the absorption of dopaminergics such as co-careldopa, entacapone and levodopa." (levodopa named).',
    sources: [
      {
        title: "Oral iron (ferrous salt) tablets SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-wrx2-sinemet-centrum",
    title: "Co-careldopa with a Centrum multivitamin (iron)",
    profile: {
      medicines: ["Sinemet Plus 25mg/100mg"],
      conditions: [],
    },
    stack: [
      {
        product: "centrum-centrum-advance-multivitamin-tablets-30",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            medicine: "Sinemet Plus 25mg/100mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Centrum Advance contains 14 mg iron. Iron SmPC: "Dopaminergics: Oral iron preparations may reduce the absorption of dopaminergics such as co-careldopa, entacapone and levodopa."',
    sources: [
      {
        title: "Oral iron (ferrous salt) tablets SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3130",
      },
    ],
  },
  {
    id: "sc-wrx2-levothyroxine-magnesium",
    title: "Levothyroxine with magnesium citrate 200 mg",
    profile: {
      medicines: ["levothyroxine 75mcg"],
      conditions: [],
    },
    stack: [
      {
        product: "now-foods-magnesium-citrate-200mg-tablets-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "levothyroxine 75mcg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Magnesium salt SmPC: "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ... antibacterials and antifungals (... tetracyclines, rifampicin and quinolone antibacterials) ... bisphosphonates ... levothyroxine ... chloroquine and hydroxychloroquine; penicillamine, and digoxin if given concomitantly." (levothyroxine named); "it is recommended that this product is not taken within two to four hours of any other medicinal products".',
    sources: [
      {
        title: "Oral magnesium salt SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-wrx2-nitrofurantoin-magnesium",
    title: "Nitrofurantoin for a UTI with magnesium citrate",
    profile: {
      medicines: ["nitrofurantoin 100mg MR"],
      conditions: [],
    },
    stack: [
      {
        product: "solgar-magnesium-citrate-tablets-60",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "nitrofurantoin 100mg MR",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Magnesium SmPC: "Aminoquinolines, quinidine and quinidine derivatives, nitrofurantoin, penicillamine, iron, bisphosphonates (such as alendronate and risedronate), eltrombopag, nitroxoline: to avoid impairment of absorption, magnesium preparations should be taken 3 to 4 hours before or after the administration of those drugs."',
    sources: [
      {
        title: "Oral magnesium supplement SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/2678/smpc",
      },
    ],
  },
  {
    id: "sc-wrx2-rifampicin-magnesium",
    title: "Rifampicin with a magnesium supplement",
    profile: {
      medicines: ["rifampicin 300mg"],
      conditions: [],
    },
    stack: [
      {
        product: "now-foods-magnesium-citrate-200mg-tablets-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "rifampicin 300mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Magnesium salt SmPC: "Magnesium salts may interfere with the absorption of many drugs including (but not limited to) ... antibacterials and antifungals (... tetracyclines, rifampicin and quinolone antibacterials) ... bisphosphonates ... levothyroxine ... chloroquine and hydroxychloroquine; penicillamine, and digoxin if given concomitantly." (rifampicin named).',
    sources: [
      {
        title: "Oral magnesium salt SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
    ],
  },
  {
    id: "sc-wrx2-trimethoprim-folic-acid",
    title: "Trimethoprim course while taking folic acid",
    profile: {
      medicines: ["trimethoprim 200mg"],
      conditions: [],
    },
    stack: [
      {
        product: "boots-folic-acid-400mcg-tablets-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "folic-acid",
          with: {
            medicine: "trimethoprim 200mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Folic acid SmPC: "Trimethoprim or sulphonamides, alone or in combination as co-trimoxazole, may reduce the effect of folic acid and this may be serious in patients with megaloblastic anaemia."',
    sources: [
      {
        title: "Folic acid tablets SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-wrx2-co-trimoxazole-folic-acid",
    title: "Co-trimoxazole with folic acid 400 µg",
    profile: {
      medicines: ["Septrin Forte 960mg (co-trimoxazole)"],
      conditions: [],
    },
    stack: [
      {
        product: "boots-folic-acid-400mcg-tablets-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "folic-acid",
          with: {
            medicine: "Septrin Forte 960mg (co-trimoxazole)",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Folic acid SmPC: "Trimethoprim or sulphonamides, alone or in combination as co-trimoxazole, may reduce the effect of folic acid".',
    sources: [
      {
        title: "Folic acid tablets SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-wrx2-quiet-tadalafil-zinc",
    title: "Tadalafil with zinc 15 mg tablets",
    profile: {
      medicines: ["tadalafil 5mg"],
      conditions: [],
    },
    stack: [
      {
        product: "holland-and-barrett-zinc-15mg-tablets-120",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "zinc",
          with: {
            medicine: "tadalafil 5mg",
          },
        },
      ],
    },
    rationale:
      "Solvazinc SmPC 4.5 lists only copper, tetracyclines, quinolones, calcium salts, oral iron, penicillamine and trientine, not tadalafil; zinc's interactions are chelation with specific drugs, and tadalafil is not one.",
    sources: [
      {
        title: "Solvazinc 45mg effervescent tablets SmPC sections 4.3–4.5 (MHRA GB, Galen)",
        publisher: "RxReasoner (MHRA GB SmPC copy)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
    ],
  },
  {
    id: "sc-wrx2-quiet-saxenda-folic-acid",
    title: "Liraglutide (Saxenda) with folic acid 400 µg",
    profile: {
      medicines: ["Saxenda 3mg"],
      conditions: [],
    },
    stack: [
      {
        product: "boots-folic-acid-400mcg-tablets-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "folic-acid",
          with: {
            medicine: "Saxenda 3mg",
          },
        },
      ],
    },
    rationale:
      "The folic acid SmPC 4.5 lists sulfasalazine, cholestyramine, trimethoprim/sulphonamides, chloramphenicol, anticonvulsants (phenytoin, phenobarbital, primidone), fluorouracil, aluminium/magnesium antacids, zinc and methotrexate, not liraglutide.",
    sources: [
      {
        title: "Folic acid tablets SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-wrx2-quiet-methylphenidate-folic-acid",
    title: "Methylphenidate with folic acid 400 µg",
    profile: {
      medicines: ["methylphenidate 18mg XL"],
      conditions: [],
    },
    stack: [
      {
        product: "boots-folic-acid-400mcg-tablets-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "folic-acid",
          with: {
            medicine: "methylphenidate 18mg XL",
          },
        },
      ],
    },
    rationale:
      "The folic acid SmPC 4.5 lists sulfasalazine, cholestyramine, trimethoprim/sulphonamides, chloramphenicol, anticonvulsants (phenytoin, phenobarbital, primidone), fluorouracil, aluminium/magnesium antacids, zinc and methotrexate, not methylphenidate.",
    sources: [
      {
        title: "Folic acid tablets SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-wrx2-quiet-propranolol-folic-acid",
    title: "Propranolol with folic acid 400 µg",
    profile: {
      medicines: ["propranolol 80mg MR"],
      conditions: [],
    },
    stack: [
      {
        product: "boots-folic-acid-400mcg-tablets-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "folic-acid",
          with: {
            medicine: "propranolol 80mg MR",
          },
        },
      ],
    },
    rationale:
      "The folic acid SmPC 4.5 lists sulfasalazine, cholestyramine, trimethoprim/sulphonamides, chloramphenicol, anticonvulsants (phenytoin, phenobarbital, primidone), fluorouracil, aluminium/magnesium antacids, zinc and methotrexate, not propranolol (vitamin C was avoided here because a 1995 study found vitamin C lowers propranolol absorption).",
    sources: [
      {
        title: "Folic acid tablets SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/medicine/23233",
      },
    ],
  },
  {
    id: "sc-wrx2-penicillamine-zma",
    title: "Penicillamine with ZMA (zinc and magnesium)",
    profile: {
      medicines: ["Distamine 250mg (penicillamine)"],
      conditions: [],
    },
    stack: [
      {
        product: "optimum-nutrition-zma-capsules-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "zinc",
          with: {
            medicine: "Distamine 250mg (penicillamine)",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
        {
          ingredient: "magnesium",
          with: {
            medicine: "Distamine 250mg (penicillamine)",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Solvazinc SmPC: "The absorption of zinc may be reduced by penicillamine, also the absorption of penicillamine may be reduced by zinc." Magnesium SmPC: "Aminoquinolines, quinidine and quinidine derivatives, nitrofurantoin, penicillamine, iron, bisphosphonates (such as alendronate and risedronate), eltrombopag, nitroxoline: to avoid impairment of absorption, magnesium preparations should be taken 3 to 4 hours before or after the administration of those drugs."',
    sources: [
      {
        title: "Solvazinc 45mg effervescent tablets SmPC sections 4.3–4.5 (MHRA GB, Galen)",
        publisher: "RxReasoner (MHRA GB SmPC copy)",
        url: "https://rxreasoner.com/monographs/solvazinc/precautions",
      },
      {
        title: "Oral magnesium supplement SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/2678/smpc",
      },
    ],
  },
  {
    id: "sc-wrx2-nitrofurantoin-zma",
    title: "Nitrofurantoin with ZMA capsules (magnesium)",
    profile: {
      medicines: ["Macrobid 100mg (nitrofurantoin)"],
      conditions: [],
    },
    stack: [
      {
        product: "optimum-nutrition-zma-capsules-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Macrobid 100mg (nitrofurantoin)",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'ZMA provides 450 mg magnesium. Magnesium SmPC: "Aminoquinolines, quinidine and quinidine derivatives, nitrofurantoin, penicillamine, iron, bisphosphonates (such as alendronate and risedronate), eltrombopag, nitroxoline: to avoid impairment of absorption, magnesium preparations should be taken 3 to 4 hours before or after the administration of those drugs."',
    sources: [
      {
        title: "Oral magnesium supplement SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/2678/smpc",
      },
    ],
  },
  {
    id: "sc-wrx2-hydroxychloroquine-zma",
    title: "Hydroxychloroquine with ZMA capsules (magnesium)",
    profile: {
      medicines: ["Plaquenil 200mg"],
      conditions: [],
    },
    stack: [
      {
        product: "optimum-nutrition-zma-capsules-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            medicine: "Plaquenil 200mg",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      'Magnesium salt SmPC lists "chloroquine and hydroxychloroquine" among drugs whose absorption magnesium salts may impair; another magnesium SmPC: "Aminoquinolines, quinidine and quinidine derivatives, nitrofurantoin, penicillamine, iron, bisphosphonates (such as alendronate and risedronate), eltrombopag, nitroxoline: to avoid impairment of absorption, magnesium preparations should be taken 3 to 4 hours before or after the administration of those drugs."',
    sources: [
      {
        title: "Oral magnesium salt SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/4841/smpc",
      },
      {
        title: "Oral magnesium supplement SmPC section 4.5",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/2678/smpc",
      },
    ],
  },
  {
    id: "sc-wcond3-iron-overload-multivit",
    title: "Multivitamin with 14 mg iron in a person with iron overload",
    profile: {
      medicines: [],
      conditions: ["iron overload"],
    },
    stack: [
      {
        product: "centrum-centrum-advance-multivitamin-tablets-30",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            condition: "iron overload",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "The multivitamin supplies 14 mg iron daily. Sandoz ferrous sulfate SmPC 4.3 lists 'haemochromatosis and other iron overload syndromes' as contraindications; Ferrograd 4.3: 'Use in patients with haemochromatosis and iron overload syndromes.'",
    sources: [
      {
        title: "Ferrous Sulfate Tablets 200mg (Sandoz) SmPC sections 4.3 and 4.4",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
      {
        title: "Ferrograd prolonged-release tablets SmPC sections 4.3 and 4.4 (HPRA)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ferrograd/precautions",
      },
    ],
  },
  {
    id: "sc-wcond3-iron-thalassaemia",
    title: "Iron capsules with thalassaemia",
    profile: {
      medicines: [],
      conditions: ["thalassaemia"],
    },
    stack: [
      {
        product: "solgar-gentle-iron-20mg-vegetable-capsules-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "iron",
          with: {
            condition: "thalassaemia",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Thalassaemia is a haemoglobinopathy. Sandoz ferrous sulfate SmPC 4.4: 'Administer with caution in patients with haemolytic anaemia, haemoglobinopathies, iron storage or iron absorption diseases, existing gastrointestinal disease.' Ferrograd 4.4: 'this product should be used with caution in patients with haemochromatosis, haemolytic anaemia or haemoglobinopathies.'",
    sources: [
      {
        title: "Ferrous Sulfate Tablets 200mg (Sandoz) SmPC sections 4.3 and 4.4",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
      {
        title: "Ferrograd prolonged-release tablets SmPC sections 4.3 and 4.4 (HPRA)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ferrograd/precautions",
      },
    ],
  },
  {
    id: "sc-wcond3-vitd-sarcoidosis",
    title: "Vitamin D3 1000 IU with sarcoidosis",
    profile: {
      medicines: [],
      conditions: ["sarcoidosis"],
    },
    stack: [
      {
        product: "solgar-vitamin-d3-25mcg-1000-iu-softgels-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            condition: "sarcoidosis",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Granulomas convert vitamin D to its active form. Fultium-D3 SmPC 4.4: 'Fultium-D3 should be prescribed with caution to patients suffering from sarcoidosis because of the risk of increased metabolism of vitamin D to its active form. These patients should be monitored with regard to the calcium content in serum and urine.' and 'Patients with pseudohypoparathyroidism, sarcoidosis, and patients taking thiazide diuretics or cardiac glycosides must be referred to their doctor and not supplied this as a Pharmacy medicine.'",
    sources: [
      {
        title: "Fultium-D3 800 IU capsules SmPC sections 4.3 and 4.4",
        publisher: "emc",
        url: "https://medicines.org.uk/emc/product/2813",
      },
    ],
  },
  {
    id: "sc-wcond3-vitd-kidney-stones",
    title: "Vitamin D3 2000 IU with kidney stones",
    profile: {
      medicines: [],
      conditions: ["kidney stones"],
    },
    stack: [
      {
        product: "vitabiotics-ultra-vitamin-d-2000-iu-96",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            condition: "kidney stones",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Fultium-D3 SmPC 4.3 contraindications include 'Nephrolithiasis'; the leaflet tells patients not to take it if they 'have kidney stones or serious kidney problems.'",
    sources: [
      {
        title: "Fultium-D3 800 IU capsules SmPC sections 4.1 and 4.3",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/2813/smpc",
      },
      {
        title: "Fultium-D3 800 IU capsules SmPC sections 4.3 and 4.4",
        publisher: "emc",
        url: "https://medicines.org.uk/emc/product/2813",
      },
    ],
  },
  {
    id: "sc-wcond3-vitd-hypercalcaemia",
    title: "Vitamin D3 1000 IU with hypercalcaemia",
    profile: {
      medicines: [],
      conditions: ["hypercalcaemia"],
    },
    stack: [
      {
        product: "solgar-vitamin-d3-25mcg-1000-iu-softgels-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            condition: "hypercalcaemia",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Fultium-D3 SmPC 4.3: 'Diseases or conditions resulting in hypercalcaemia and/or hypercalciuria'; 4.4: 'Medical supervision is required whilst on treatment to prevent hypercalcaemia.'",
    sources: [
      {
        title: "Fultium-D3 800 IU capsules SmPC sections 4.1 and 4.3",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/2813/smpc",
      },
      {
        title: "Fultium-D3 800 IU capsules SmPC sections 4.3 and 4.4",
        publisher: "emc",
        url: "https://medicines.org.uk/emc/product/2813",
      },
    ],
  },
  {
    id: "sc-wcond3-vitd-pseudohypopara",
    title: "Vitamin D3 with pseudohypoparathyroidism",
    profile: {
      medicines: [],
      conditions: ["pseudohypoparathyroidism"],
    },
    stack: [
      {
        product: "solgar-vitamin-d3-25mcg-1000-iu-softgels-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            condition: "pseudohypoparathyroidism",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Fultium-D3 SmPC 4.4: 'Patients with pseudohypoparathyroidism, sarcoidosis, and patients taking thiazide diuretics or cardiac glycosides must be referred to their doctor and not supplied this as a Pharmacy medicine.'",
    sources: [
      {
        title: "Fultium-D3 800 IU capsules SmPC sections 4.3 and 4.4",
        publisher: "emc",
        url: "https://medicines.org.uk/emc/product/2813",
      },
    ],
  },
  {
    id: "sc-wcond3-vitd-nephrocalcinosis",
    title: "Low-dose vitamin D 10 µg with nephrocalcinosis",
    profile: {
      medicines: [],
      conditions: ["nephrocalcinosis"],
    },
    stack: [
      {
        product: "boots-vitamin-d-10mcg-tablets-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            condition: "nephrocalcinosis",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Fultium-D3 SmPC 4.3 lists 'Nephrocalcinosis' as a contraindication, alongside 'Nephrolithiasis'.",
    sources: [
      {
        title: "Fultium-D3 800 IU capsules SmPC sections 4.1 and 4.3",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/2813/smpc",
      },
    ],
  },
  {
    id: "sc-wcond3-vitd-hypercalciuria",
    title: "High-dose vitamin D3 4000 IU with hypercalciuria",
    profile: {
      medicines: [],
      conditions: ["hypercalciuria"],
    },
    stack: [
      {
        product: "solgar-vitamin-d3-100mcg-4000-iu-vegetable-capsules-60",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-d3",
          with: {
            condition: "hypercalciuria",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Fultium-D3 SmPC 4.3: 'Diseases or conditions resulting in hypercalcaemia and/or hypercalciuria'; 4.4: 'In case of hypercalciuria (exceeding 300 mg (7.5 mmol)/24 hours) or signs of impaired renal function the dose should be reduced or the treatment discontinued'.",
    sources: [
      {
        title: "Fultium-D3 800 IU capsules SmPC sections 4.1 and 4.3",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/2813/smpc",
      },
      {
        title: "Fultium-D3 800 IU capsules SmPC sections 4.3 and 4.4",
        publisher: "emc",
        url: "https://medicines.org.uk/emc/product/2813",
      },
    ],
  },
  {
    id: "sc-wcond3-calcium-history-stones",
    title: "Calcium 800 mg + D3 tablets after previous kidney stones",
    profile: {
      medicines: [],
      conditions: ["I've had kidney stones"],
    },
    stack: [
      {
        product: "vitabiotics-osteocare-original-tablets-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "calcium",
          with: {
            condition: "I've had kidney stones",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Adcal-D3 SmPC 4.3: 'Relative contraindications are osteoporosis due to prolonged immobilisation, renal stones, severe hypercalciuria.' Adcal-D3 Dissolve 4.4: 'In patients with a history of renal stones urinary calcium excretion should be measured to exclude hypercalciuria.'",
    sources: [
      {
        title: "Adcal-D3 Lemon Chewable tablets SmPC sections 4.3 and 4.4",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
      },
      {
        title: "Adcal-D3 Dissolve SmPC section 4.4",
        publisher: "emc",
        url: "https://medicines.org.uk/emc/product/6177/smpc",
      },
    ],
  },
  {
    id: "sc-wcond3-calcium-primary-hpt",
    title: "Calcium 800 mg tablets with primary hyperparathyroidism",
    profile: {
      medicines: [],
      conditions: ["primary hyperparathyroidism"],
    },
    stack: [
      {
        product: "vitabiotics-osteocare-original-tablets-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "calcium",
          with: {
            condition: "primary hyperparathyroidism",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Adcal-D3 SmPC 4.3: 'Absolute contraindications are hypercalcaemia resulting for example from myeloma, bone metastases or other malignant bone disease, sarcoidosis; primary hyperparathyroidism and vitamin D overdosage.'",
    sources: [
      {
        title: "Adcal-D3 Lemon Chewable tablets SmPC sections 4.3 and 4.4",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
      },
    ],
  },
  {
    id: "sc-wcond3-calcium-sarcoid",
    title: "Calcium + vitamin D tablets with sarcoid",
    profile: {
      medicines: [],
      conditions: ["sarcoid"],
    },
    stack: [
      {
        product: "vitabiotics-osteocare-original-tablets-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "calcium",
          with: {
            condition: "sarcoid",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Adcal-D3 SmPC 4.3 makes hypercalcaemia from sarcoidosis an absolute contraindication; Adcal-D3 Dissolve 4.4: 'Adcal-D3 Dissolve should also be used with caution in other patients with increased risk of hypercalcaemia e.g. patients with sarcoidosis or those suffering from malignancies.'",
    sources: [
      {
        title: "Adcal-D3 Lemon Chewable tablets SmPC sections 4.3 and 4.4",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
      },
      {
        title: "Adcal-D3 Dissolve SmPC section 4.4",
        publisher: "emc",
        url: "https://medicines.org.uk/emc/product/6177/smpc",
      },
    ],
  },
  {
    id: "sc-wcond3-calcium-bedbound",
    title: "Calcium + D3 in a bedbound person with osteoporosis",
    profile: {
      medicines: [],
      conditions: ["bedbound", "osteoporosis"],
    },
    stack: [
      {
        product: "vitabiotics-osteocare-original-tablets-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "calcium",
          with: {
            condition: "bedbound",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Calcium Vitamin D3 1000 mg/880 IU SmPC 4.4: 'should be used cautiously in immobilised patients with osteoporosis due to increased risk of hypercalcaemia.' Adcal-D3 4.3: 'Relative contraindications are osteoporosis due to prolonged immobilisation, renal stones, severe hypercalciuria.'",
    sources: [
      {
        title: "Calcium Vitamin D3 1000 mg/880 IU chewable tablets SmPC section 4.4",
        publisher: "emc",
        url: "https://medicines.org.uk/emc/product/3334/smpc",
      },
      {
        title: "Adcal-D3 Lemon Chewable tablets SmPC sections 4.3 and 4.4",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
      },
    ],
  },
  {
    id: "sc-wcond3-zinc-copper-deficiency",
    title: "Zinc 50 mg with copper deficiency",
    profile: {
      medicines: [],
      conditions: ["copper deficiency"],
    },
    stack: [
      {
        product: "now-foods-zinc-picolinate-50mg-veg-capsules-120",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "zinc",
          with: {
            condition: "copper deficiency",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Zinc blocks copper absorption. Solvazinc SmPC 4.3: 'Copper deficiency (see section 4.5).'; 4.5: 'Zinc may inhibit the absorption of copper'.",
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets SmPC sections 4.3 and 4.4",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
    ],
  },
  {
    id: "sc-wcond3-magnesium-heart-block",
    title: "Magnesium citrate 400 mg with heart block",
    profile: {
      medicines: [],
      conditions: ["heart block"],
    },
    stack: [
      {
        product: "solgar-magnesium-citrate-tablets-60",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "magnesium",
          with: {
            condition: "heart block",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Magnaspartate (oral magnesium) SmPC 4.3 contraindicates use in 'Disorders of Cardiac conduction (bradycardia).'",
    sources: [
      {
        title: "Magnaspartate 243 mg powder for oral solution SmPC section 4.3",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/magnaspartate/precautions",
      },
    ],
  },
  {
    id: "sc-wcond3-potassium-myotonia",
    title: "Potassium supplement with myotonia congenita",
    profile: {
      medicines: [],
      conditions: ["myotonia congenita"],
    },
    stack: [
      {
        product: "now-foods-potassium-citrate-99mg-veg-capsules-180",
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "potassium",
          with: {
            condition: "myotonia congenita",
          },
          severity: {
            min: "moderate",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      "Kay-Cee-L SmPC 4.4: 'Caution is also necessary in patients receiving potassium-sparing diuretics and ACE-inhibitors, and in patients with myotonia congenita or severe haemolysis.'",
    sources: [
      {
        title: "Kay-Cee-L potassium chloride syrup SmPC section 4.4",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/101813/smpc",
      },
    ],
  },
  {
    id: "sc-wcond3-fishoil-fish-allergy",
    title: "Fish oil 1000 mg capsules with a fish allergy",
    profile: {
      medicines: [],
      conditions: ["fish allergy"],
    },
    stack: [
      {
        product: "holland-and-barrett-fish-oil-1000mg-capsules-120",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            condition: "fish allergy",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Omacor (fish-derived omega-3) SmPC 4.4: 'Omacor should be used with caution in patients with known sensitivity or allergy to fish.'",
    sources: [
      {
        title: "Omacor 1000 mg soft capsules SmPC sections 4.3 and 4.4 (HPRA)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-wcond3-codliver-fish-allergy",
    title: "Cod liver oil capsules when allergic to fish",
    profile: {
      medicines: [],
      conditions: ["allergic to fish"],
    },
    stack: [
      {
        product: "holland-and-barrett-cod-liver-oil-1000mg-capsules-120",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "cod-liver-oil",
          with: {
            condition: "allergic to fish",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Cod liver oil is a fish oil. Omacor SmPC 4.4: 'Omacor should be used with caution in patients with known sensitivity or allergy to fish.'",
    sources: [
      {
        title: "Omacor 1000 mg soft capsules SmPC sections 4.3 and 4.4 (HPRA)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-wcond3-glucosamine-diabetes",
    title: "Glucosamine 1500 mg with type 2 diabetes",
    profile: {
      medicines: [],
      conditions: ["type 2 diabetes"],
    },
    stack: [
      {
        product: "doctors-best-glucosamine-sulfate-750mg-capsules-180",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "glucosamine",
          with: {
            condition: "type 2 diabetes",
          },
          severity: {
            min: "moderate",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      "Dolenio SmPC 4.4: 'In patients with impaired glucose tolerance, monitoring of the blood glucose levels and, where relevant, insulin requirements is recommended before start of treatment and periodically during treatment.'",
    sources: [
      {
        title: "Dolenio (glucosamine) film-coated tablets SmPC sections 4.3 and 4.4",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-wcond3-glucosamine-asthma",
    title: "Glucosamine with asthma",
    profile: {
      medicines: [],
      conditions: ["asthma"],
    },
    stack: [
      {
        product: "doctors-best-glucosamine-sulfate-750mg-capsules-180",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "glucosamine",
          with: {
            condition: "asthma",
          },
          severity: {
            min: "moderate",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      "Dolenio SmPC 4.4: 'A report on exacerbated asthma symptoms triggered after initiation of glucosamine therapy has been described ... Asthmatic patients starting on glucosamine should therefore be aware of potential worsening of asthma symptoms.'",
    sources: [
      {
        title: "Dolenio (glucosamine) film-coated tablets SmPC sections 4.3 and 4.4",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/dolenio/precautions",
      },
    ],
  },
  {
    id: "sc-wcond3-turmeric-gallstones",
    title: "Curcumin 500 mg with gallstones",
    profile: {
      medicines: [],
      conditions: ["gallstones"],
    },
    stack: [
      {
        product: "jarrow-formulas-curcumin-95-500mg-capsules-60",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "turmeric-curcumin",
          with: {
            condition: "gallstones",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "NHS SPS: 'Due to their ability to increase bile secretion, turmeric and curcumin should not be taken by individuals with obstruction of the bile duct, cholangitis, liver disease, gallstones and any other biliary disease.'",
    sources: [
      {
        title: "Turmeric: potential adverse effects and interactions",
        publisher: "NHS Specialist Pharmacy Service",
        url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
      },
    ],
  },
  {
    id: "sc-wcond3-turmeric-cholangitis",
    title: "Curcumin with cholangitis",
    profile: {
      medicines: [],
      conditions: ["cholangitis"],
    },
    stack: [
      {
        product: "jarrow-formulas-curcumin-95-500mg-capsules-60",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "turmeric-curcumin",
          with: {
            condition: "cholangitis",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "NHS SPS: 'Due to their ability to increase bile secretion, turmeric and curcumin should not be taken by individuals with obstruction of the bile duct, cholangitis, liver disease, gallstones and any other biliary disease.'",
    sources: [
      {
        title: "Turmeric: potential adverse effects and interactions",
        publisher: "NHS Specialist Pharmacy Service",
        url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
      },
    ],
  },
  {
    id: "sc-wcond3-turmeric-bile-duct",
    title: "Curcumin with a blocked bile duct",
    profile: {
      medicines: [],
      conditions: ["blocked bile duct"],
    },
    stack: [
      {
        product: "jarrow-formulas-curcumin-95-500mg-capsules-60",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "turmeric-curcumin",
          with: {
            condition: "blocked bile duct",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "NHS SPS: 'Due to their ability to increase bile secretion, turmeric and curcumin should not be taken by individuals with obstruction of the bile duct, cholangitis, liver disease, gallstones and any other biliary disease.'",
    sources: [
      {
        title: "Turmeric: potential adverse effects and interactions",
        publisher: "NHS Specialist Pharmacy Service",
        url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
      },
    ],
  },
  {
    id: "sc-wcond3-blackcohosh-breast-cancer",
    title: "Black cohosh (MenoHerb) after breast cancer",
    profile: {
      medicines: [],
      conditions: ["had breast cancer"],
    },
    stack: [
      {
        product: "schwabe-pharma-menoherb-black-cohosh-menopause-relief-tablets-30",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "black-cohosh",
          with: {
            condition: "had breast cancer",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Boots Black Cohosh THR leaflet, do not take: 'If you have, or have ever had, treatment for breast cancer or any other hormone dependent tumour'.",
    sources: [
      {
        title: "Boots Black Cohosh Menopause Relief Tablets (THR) patient leaflet",
        publisher: "emc",
        url: "https://medicines.org.uk/emc/product/8335/pil",
      },
    ],
  },
  {
    id: "sc-wcond3-ginkgo-epilepsy",
    title: "Ginkgo biloba with epilepsy",
    profile: {
      medicines: [],
      conditions: ["epilepsy"],
    },
    stack: [
      {
        product: "now-foods-ginkgo-biloba-60mg-veg-capsules-120",
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "ginkgo-biloba",
          with: {
            condition: "epilepsy",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Ginkgo-Biloba Pharma Nord SmPC 4.4: 'In patients with epilepsy, onset of further seizures – promoted by intake of Ginkgo preparations – cannot be excluded.'",
    sources: [
      {
        title: "Ginkgo-Biloba Pharma Nord film-coated tablets SmPC sections 4.3 and 4.4 (HPRA)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-wcond3-ginkgo-bleeding-disorder",
    title: "Ginkgo biloba with a bleeding disorder",
    profile: {
      medicines: [],
      conditions: ["bleeding disorder"],
    },
    stack: [
      {
        product: "now-foods-ginkgo-biloba-60mg-veg-capsules-120",
        servingsPerDay: 2,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "ginkgo-biloba",
          with: {
            condition: "bleeding disorder",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Ginkgo-Biloba Pharma Nord SmPC 4.4: 'There are rare cases of spontaneous bleeding in association with use of products containing Ginkgo biloba extracts. Although no exact causal link has been established, care should be taken by patients who are at an increased risk of bleeding such as those with bleeding disorders'.",
    sources: [
      {
        title: "Ginkgo-Biloba Pharma Nord film-coated tablets SmPC sections 4.3 and 4.4 (HPRA)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/ginkgo-biloba/precautions",
      },
    ],
  },
  {
    id: "sc-wcond3-psyllium-bowel-obstruction",
    title: "Psyllium husk with bowel obstruction",
    profile: {
      medicines: [],
      conditions: ["bowel obstruction"],
    },
    stack: [
      {
        product: "now-foods-psyllium-husk-500mg-capsules-200",
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "psyllium",
          with: {
            condition: "bowel obstruction",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Fybogel SmPC 4.3: 'Fybogel is contra-indicated in patients suffering from abnormal constrictions in the gastro-intestinal tract, with diseases of the oesophagus and cardia, intestinal obstruction, faecal impaction, natural or drug-induced reduction of gut motility and colonic atony such as senile mega-colon.'",
    sources: [
      {
        title: "Fybogel (ispaghula husk) SmPC sections 4.3 and 4.4",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://rxreasoner.com/monographs/fybogel/precautions",
      },
    ],
  },
  {
    id: "sc-wcond3-psyllium-swallowing",
    title: "Psyllium husk capsules with difficulty swallowing",
    profile: {
      medicines: [],
      conditions: ["difficulty swallowing"],
    },
    stack: [
      {
        product: "now-foods-psyllium-husk-500mg-capsules-200",
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "psyllium",
          with: {
            condition: "difficulty swallowing",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Fybogel SmPC 4.3: 'Patients who have difficulty in swallowing or any throat problems.' 4.4: 'When taken with inadequate fluid amounts, bulk forming agents can cause obstruction of the throat and oesophagus with choking and intestinal obstruction.'",
    sources: [
      {
        title: "Fybogel (ispaghula husk) SmPC sections 4.3 and 4.4",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://rxreasoner.com/monographs/fybogel/precautions",
      },
    ],
  },
  {
    id: "sc-wcond3-psyllium-faecal-impaction",
    title: "Psyllium husk with faecal impaction",
    profile: {
      medicines: [],
      conditions: ["faecal impaction"],
    },
    stack: [
      {
        product: "now-foods-psyllium-husk-500mg-capsules-200",
        servingsPerDay: 3,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "psyllium",
          with: {
            condition: "faecal impaction",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Fybogel SmPC 4.3 lists 'faecal impaction'; 4.4: 'Ispaghula husk should not be used by patients with faecal impaction and symptoms such as abdominal pain, nausea and vomiting unless advised by a doctor'.",
    sources: [
      {
        title: "Fybogel (ispaghula husk) SmPC sections 4.3 and 4.4",
        publisher: "RxReasoner (copy of MHRA SmPC)",
        url: "https://rxreasoner.com/monographs/fybogel/precautions",
      },
    ],
  },
  {
    id: "sc-wcond3-q-iron-heavy-periods",
    title: "Iron capsules for heavy periods",
    profile: {
      medicines: [],
      conditions: ["heavy periods"],
    },
    stack: [
      {
        product: "solgar-gentle-iron-20mg-vegetable-capsules-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "iron",
          with: {
            condition: "heavy periods",
          },
        },
      ],
    },
    rationale:
      "Quiet: iron is the treatment for iron-deficiency anaemia (Sandoz SmPC 4.1 'Iron-deficiency anaemia.'); none of the ferrous sulfate 4.3/4.4 texts read lists heavy menstrual bleeding.",
    sources: [
      {
        title: "Ferrous Sulfate Tablets 200mg (Sandoz) SmPC sections 4.3 and 4.4",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/4231/smpc/print",
      },
    ],
  },
  {
    id: "sc-wcond3-q-b12-pernicious",
    title: "Vitamin B12 1000 µg lozenges with pernicious anaemia",
    profile: {
      medicines: [],
      conditions: ["pernicious anaemia"],
    },
    stack: [
      {
        product: "jarrow-formulas-methyl-b-12-1000mcg-lozenges-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            condition: "pernicious anaemia",
          },
        },
      ],
    },
    rationale:
      "Quiet: B12 treats pernicious anaemia. Cyanocobalamin 50 microgram SmPC 4.1: 'Treatment of pernicious anaemia when parenteral administration is not possible or not advised.' 4.3 is hypersensitivity only. (Folic acid, not B12, is the problem here.)",
    sources: [
      {
        title: "Cyanocobalamin 50 micrograms Film-coated Tablets SmPC section 4.1",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/15102/smpc",
      },
    ],
  },
  {
    id: "sc-wcond3-q-b12-gastrectomy",
    title: "Vitamin B12 after partial gastrectomy",
    profile: {
      medicines: [],
      conditions: ["partial gastrectomy"],
    },
    stack: [
      {
        product: "solgar-vitamin-b12-1000mcg-chewable-nuggets-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            condition: "partial gastrectomy",
          },
        },
      ],
    },
    rationale:
      "Quiet: Cyanocobalamin 50 microgram SmPC 4.1: 'Treatment of vitamin B12 deficiency following partial gastrectomy.'",
    sources: [
      {
        title: "Cyanocobalamin 50 micrograms Film-coated Tablets SmPC section 4.1",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/15102/smpc",
      },
    ],
  },
  {
    id: "sc-wcond3-q-b12-hydroxo-lebers",
    title: "Hydroxocobalamin with Leber's hereditary optic neuropathy",
    profile: {
      medicines: [],
      conditions: ["Leber's hereditary optic neuropathy"],
    },
    stack: [
      {
        custom: {
          name: "Hydroxocobalamin 1000 µg",
          ingredients: [
            {
              ingredient: "vitamin-b12",
              amount: 1000,
              unit: "µg",
              chemicalForm: "hydroxocobalamin",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "vitamin-b12",
          with: {
            condition: "Leber's hereditary optic neuropathy",
          },
        },
      ],
    },
    rationale:
      "Quiet (form-specific): hydroxocobalamin is a treatment for it. Hydroxocobalamin SmPC 4.1: 'Treatment of Leber's optic atrophy.' 4.3: 'Hypersensitivity to the active substance or to any of the excipients'. Only cyanocobalamin carries the Leber's warning.",
    sources: [
      {
        title: "Hydroxocobalamin 1mg in 1ml solution for injection SmPC sections 4.1 to 4.3",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/medicine/31182",
      },
    ],
  },
  {
    id: "sc-wcond3-q-vitd-osteoporosis",
    title: "Vitamin D3 1000 IU with osteoporosis",
    profile: {
      medicines: [],
      conditions: ["osteoporosis"],
    },
    stack: [
      {
        product: "solgar-vitamin-d3-25mcg-1000-iu-softgels-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "vitamin-d3",
          with: {
            condition: "osteoporosis",
          },
        },
      ],
    },
    rationale:
      "Quiet: Fultium-D3 SmPC 4.1: 'In addition to specific osteoporosis treatment of patients who are at risk of vitamin D deficiency.' Osteoporosis is not in 4.3.",
    sources: [
      {
        title: "Fultium-D3 800 IU capsules SmPC sections 4.1 and 4.3",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/2813/smpc",
      },
    ],
  },
  {
    id: "sc-wcond3-q-calcium-osteoporosis",
    title: "Calcium + D3 with osteoporosis",
    profile: {
      medicines: [],
      conditions: ["osteoporosis"],
    },
    stack: [
      {
        product: "vitabiotics-osteocare-original-tablets-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "calcium",
          with: {
            condition: "osteoporosis",
          },
        },
      ],
    },
    rationale:
      "Quiet: Adcal-D3 SmPC 4.1: 'As an adjunct to specific therapy for osteoporosis'. Only osteoporosis due to prolonged immobilisation is a relative contraindication.",
    sources: [
      {
        title: "Adcal-D3 Lemon Chewable tablets SmPC sections 4.3 and 4.4",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/401/smpc/print",
      },
    ],
  },
  {
    id: "sc-wcond3-q-zinc-wilsons",
    title: "Zinc 15 mg with Wilson's disease",
    profile: {
      medicines: [],
      conditions: ["Wilson's disease"],
    },
    stack: [
      {
        product: "holland-and-barrett-zinc-15mg-tablets-120",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "zinc",
          with: {
            condition: "Wilson's disease",
          },
        },
      ],
    },
    rationale:
      "Quiet: zinc is a treatment for Wilson's disease. Wilzin SmPC 4.1: 'Treatment of Wilson’s disease.'",
    sources: [
      {
        title: "Wilzin (zinc acetate) SmPC section 4.1 (EMA)",
        publisher: "RxReasoner (copy of EMA SmPC)",
        url: "https://rxreasoner.com/monographs/wilzin/usage",
      },
    ],
  },
  {
    id: "sc-wcond3-q-b6-tb",
    title: "Vitamin B6 with tuberculosis (on isoniazid)",
    profile: {
      medicines: [],
      conditions: ["tuberculosis"],
    },
    stack: [
      {
        product: "now-foods-vitamin-b-6-100mg-capsules-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "vitamin-b6",
          with: {
            condition: "tuberculosis",
          },
        },
      ],
    },
    rationale:
      "Quiet: pyridoxine is given for isoniazid neuritis in TB treatment. Pyridoxine SmPC 4.1: 'Pyridoxine Hydrochloride is used for isoniazid-induced peripheral neuritis, idiopathic sideroblastic anaemia and Vitamin B6 deficiency states.' 4.3 hypersensitivity only. (Contrast: echinacea is contraindicated in TB.)",
    sources: [
      {
        title: "Pyridoxine hydrochloride 50 mg film-coated tablets SmPC sections 4.1, 4.3 and 4.4",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/100831/smpc",
      },
    ],
  },
  {
    id: "sc-wcond3-q-magnesium-low",
    title: "Magnesium citrate with low magnesium",
    profile: {
      medicines: [],
      conditions: ["low magnesium"],
    },
    stack: [
      {
        product: "now-foods-magnesium-citrate-200mg-tablets-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "magnesium",
          with: {
            condition: "low magnesium",
          },
        },
      ],
    },
    rationale:
      "Quiet: Neomag SmPC 4.1: 'indicated as oral magnesium supplements for the treatment of patients with chronic magnesium loss or hypomagnesaemia as diagnosed by a doctor.'",
    sources: [
      {
        title: "Neomag 4mmol chewable tablets SmPC section 4.1",
        publisher: "emc",
        url: "https://medicines.org.uk/emc/product/2678/smpc/print",
      },
    ],
  },
  {
    id: "sc-wcond3-q-fishoil-triglycerides",
    title: "Fish oil with high triglycerides",
    profile: {
      medicines: [],
      conditions: ["high triglycerides"],
    },
    stack: [
      {
        product: "holland-and-barrett-fish-oil-1000mg-capsules-120",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            condition: "high triglycerides",
          },
        },
      ],
    },
    rationale:
      "Quiet: Omacor leaflet: used 'to treat certain forms of increased triglycerides (fats) in the blood after changes to the diet have not worked.'",
    sources: [
      {
        title: "Omacor 1000 mg soft capsules patient leaflet section 1",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/medicine/11034",
      },
    ],
  },
  {
    id: "sc-wcond3-q-fishoil-heart-attack",
    title: "Omega-3 after a heart attack",
    profile: {
      medicines: [],
      conditions: ["previous heart attack"],
    },
    stack: [
      {
        product: "nordic-naturals-ultimate-omega-lemon-softgels-60",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "omega-3-fish-oil",
          with: {
            condition: "previous heart attack",
          },
        },
      ],
    },
    rationale:
      "Quiet: Omacor leaflet: used 'together with other medicines for treatment after a heart attack.' Omacor 4.3 is soya/peanut/active-substance hypersensitivity only.",
    sources: [
      {
        title: "Omacor 1000 mg soft capsules patient leaflet section 1",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/medicine/11034",
      },
      {
        title: "Omacor 1000 mg soft capsules SmPC sections 4.3 and 4.4 (HPRA)",
        publisher: "RxReasoner (copy of HPRA SmPC)",
        url: "https://www.rxreasoner.com/monographs/omacor/precautions",
      },
    ],
  },
  {
    id: "sc-wcond3-q-psyllium-ibs",
    title: "Psyllium husk with IBS",
    profile: {
      medicines: [],
      conditions: ["IBS"],
    },
    stack: [
      {
        product: "now-foods-psyllium-husk-500mg-capsules-200",
        servingsPerDay: 3,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "psyllium",
          with: {
            condition: "IBS",
          },
        },
      ],
    },
    rationale:
      "Quiet: Fybogel SmPC 4.1 covers 'the management of bowel function in patients with colostomy, ileostomy, haemorrhoids, anal fissure, chronic diarrhoea associated with diverticular disease, irritable bowel syndrome and ulcerative colitis.' (irritable bowel syndrome is an indication, not a contraindication.)",
    sources: [
      {
        title: "Fybogel Plain Granules SmPC section 4.1",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/5652/smpc/print",
      },
    ],
  },
  {
    id: "sc-wcond3-q-psyllium-uc",
    title: "Psyllium husk with ulcerative colitis",
    profile: {
      medicines: [],
      conditions: ["ulcerative colitis"],
    },
    stack: [
      {
        product: "now-foods-psyllium-husk-500mg-capsules-200",
        servingsPerDay: 3,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "psyllium",
          with: {
            condition: "ulcerative colitis",
          },
        },
      ],
    },
    rationale:
      "Quiet: Fybogel SmPC 4.1 covers 'the management of bowel function in patients with colostomy, ileostomy, haemorrhoids, anal fissure, chronic diarrhoea associated with diverticular disease, irritable bowel syndrome and ulcerative colitis.' (ulcerative colitis is an indication, not a contraindication.)",
    sources: [
      {
        title: "Fybogel Plain Granules SmPC section 4.1",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/5652/smpc/print",
      },
    ],
  },
  {
    id: "sc-wcond3-q-psyllium-diverticular",
    title: "Psyllium husk with diverticular disease",
    profile: {
      medicines: [],
      conditions: ["diverticular disease"],
    },
    stack: [
      {
        product: "now-foods-psyllium-husk-500mg-capsules-200",
        servingsPerDay: 3,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "psyllium",
          with: {
            condition: "diverticular disease",
          },
        },
      ],
    },
    rationale:
      "Quiet: Fybogel SmPC 4.1 covers 'the management of bowel function in patients with colostomy, ileostomy, haemorrhoids, anal fissure, chronic diarrhoea associated with diverticular disease, irritable bowel syndrome and ulcerative colitis.' (chronic diarrhoea associated with diverticular disease is an indication, not a contraindication.)",
    sources: [
      {
        title: "Fybogel Plain Granules SmPC section 4.1",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/5652/smpc/print",
      },
    ],
  },
  {
    id: "sc-wcond3-q-psyllium-haemorrhoids",
    title: "Psyllium husk with haemorrhoids",
    profile: {
      medicines: [],
      conditions: ["haemorrhoids"],
    },
    stack: [
      {
        product: "now-foods-psyllium-husk-500mg-capsules-200",
        servingsPerDay: 3,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "psyllium",
          with: {
            condition: "haemorrhoids",
          },
        },
      ],
    },
    rationale:
      "Quiet: Fybogel SmPC 4.1 covers 'the management of bowel function in patients with colostomy, ileostomy, haemorrhoids, anal fissure, chronic diarrhoea associated with diverticular disease, irritable bowel syndrome and ulcerative colitis.' (haemorrhoids is an indication, not a contraindication.)",
    sources: [
      {
        title: "Fybogel Plain Granules SmPC section 4.1",
        publisher: "emc",
        url: "https://www.medicines.org.uk/emc/product/5652/smpc/print",
      },
    ],
  },
  {
    id: "sc-wcond3-q-turmeric-oa",
    title: "Curcumin with osteoarthritis",
    profile: {
      medicines: [],
      conditions: ["osteoarthritis"],
    },
    stack: [
      {
        product: "jarrow-formulas-curcumin-95-500mg-capsules-60",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "turmeric-curcumin",
          with: {
            condition: "osteoarthritis",
          },
        },
      ],
    },
    rationale:
      "Quiet: the NHS SPS turmeric page names only biliary disease, liver disease and medicine interactions as reasons for avoidance; osteoarthritis is not among them.",
    sources: [
      {
        title: "Turmeric: potential adverse effects and interactions",
        publisher: "NHS Specialist Pharmacy Service",
        url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
      },
    ],
  },
  {
    id: "sc-wfood-calcium-oxalate",
    title: "Osteocare calcium and vitamin D taken with a spinach and rhubarb meal",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        product: "vitabiotics-osteocare-original-tablets-90",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "calcium",
          with: {
            food: "oxalate",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      "theiCal-D3 leaflet (emc): 'Please notice that oxalic acid (contained in spinach and rhubarb) and phytic acid (contained in wholegrain cereals) can reduce the amount of calcium you absorb in your bowel. In the 2 hours before or after eating food containing high amounts of oxalic or phytic acid patients should not take medicinal products that contain calcium.'",
    sources: [
      {
        title: "theiCal-D3 1000mg/880 IU chewable tablets – patient leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3334/xpil/print",
      },
    ],
  },
  {
    id: "sc-wfood-calcium-phytate",
    title: "Calcium carbonate 500 mg tablet with wholegrain bran cereal",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        custom: {
          name: "Calcium carbonate 1250 mg (500 mg calcium) tablet",
          ingredients: [
            {
              ingredient: "calcium",
              amount: 500,
              unit: "mg",
              chemicalForm: "calcium carbonate",
            },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "calcium",
          with: {
            food: "phytate",
          },
          severity: {
            min: "minor",
            max: "moderate",
          },
        },
      ],
    },
    rationale:
      "theiCal-D3 leaflet (emc): 'oxalic acid (contained in spinach and rhubarb) and phytic acid (contained in wholegrain cereals) can reduce the amount of calcium you absorb in your bowel. In the 2 hours before or after eating food containing high amounts of oxalic or phytic acid patients should not take medicinal products that contain calcium.'",
    sources: [
      {
        title: "theiCal-D3 1000mg/880 IU chewable tablets – patient leaflet",
        publisher: "emc (medicines.org.uk)",
        url: "https://medicines.org.uk/emc/product/3334/xpil/print",
      },
    ],
  },
  {
    id: "sc-wfood-zinc-meals-quiet",
    title: "Zinc 15 mg tablet taken after a meal",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        product: "holland-and-barrett-zinc-15mg-tablets-120",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "zinc",
          with: {
            food: "meals",
          },
        },
      ],
    },
    rationale:
      "The licensed zinc product is meant to be taken after food: Solvazinc SmPC 4.2 'Adults: One tablet, dissolved in water, once to three times daily after meals.'",
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets – Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
    ],
  },
  {
    id: "sc-wfood-zinc-water-quiet",
    title: "Zinc 15 mg tablet taken with a glass of water",
    profile: {
      medicines: [],
      conditions: [],
    },
    stack: [
      {
        product: "holland-and-barrett-zinc-15mg-tablets-120",
        servingsPerDay: 1,
      },
    ],
    expect: {
      noFlags: [
        {
          ingredient: "zinc",
          with: {
            food: "water",
          },
        },
      ],
    },
    rationale:
      "Solvazinc SmPC: 'Method of Administration: oral after dissolution in water.' Water is the vehicle; nothing read warns about it.",
    sources: [
      {
        title: "Solvazinc 45mg Effervescent Tablets – Summary of Product Characteristics",
        publisher: "emc (medicines.org.uk)",
        url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
      },
    ],
  },
  {
    id: "sc-wrx2-acitretin-vitamin-a",
    title: "Acitretin (Neotigason) for psoriasis with a 10,000 IU vitamin A supplement",
    profile: {
      medicines: ["Neotigason 25mg"],
      conditions: [],
    },
    stack: [
      {
        product: "now-foods-vitamin-a-10-000-iu-softgels-100",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "vitamin-a",
          with: {
            medicine: "Neotigason 25mg",
          },
          severity: {
            min: "contraindicated",
          },
        },
      ],
    },
    rationale:
      'Neotigason contraindications: "Concomitant administration of Neotigason and vitamin A or other retinoids is contraindicated due to the risk of hypervitaminosis A." Medsafe: "In patients receiving acitretin, concomitant administration of vitamin A and other retinoids must be avoided due to the risk of hypervitaminosis A."',
    sources: [
      {
        title: "Neotigason (acitretin) contraindications",
        publisher: "MIMS",
        url: "https://uat.mimsdev.com/hongkong/drug/info/neotigason/contraindications",
      },
      {
        title: "Acitretin (Neotigason) – points to remember, Prescriber Update 31(2)",
        publisher: "Medsafe (NZ medicines regulator)",
        url: "https://www.medsafe.govt.nz/profs/PUArticles/AcitretinJune2010.htm",
      },
    ],
  },
  {
    id: "sc-wcond3-blackcohosh-family-history",
    title: "Black cohosh with a family history of breast cancer",
    profile: {
      medicines: [],
      conditions: ["family history of breast cancer"],
    },
    stack: [
      {
        product: "schwabe-pharma-menoherb-black-cohosh-menopause-relief-tablets-30",
        servingsPerDay: 1,
      },
    ],
    expect: {
      flags: [
        {
          ingredient: "black-cohosh",
          with: {
            condition: "family history of breast cancer",
          },
          severity: {
            min: "moderate",
            max: "contraindicated",
          },
        },
      ],
    },
    rationale:
      "Boots Black Cohosh THR leaflet lists 'If you have a family history of estrogen dependant tumour' among the situations needing pharmacist/doctor advice (earlier leaflet: 'Talk to your pharmacist or doctor: If you have a family history of oestrogen dependent tumour').",
    sources: [
      {
        title: "Boots Black Cohosh Menopause Relief Tablets (THR) patient leaflet",
        publisher: "emc",
        url: "https://medicines.org.uk/emc/product/8335/pil",
      },
    ],
  },
];
