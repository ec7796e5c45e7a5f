// Stomach and bowel medicines: acid reducers, antacids, laxatives, anti-diarrhoeals, antispasmodics,
// anti-sickness medicines and aminosalicylates. Chosen from the most prescribed items in England
// (NHSBSA Prescription Cost Analysis and English Prescribing Dataset) and the common over-the-counter
// remedies. Frequencies are the usual adult ones on the cited page; null where they vary.
//
// Antacid and stomach brands bought at the pharmacy counter (Rennie, Setlers, Imodium Plus, Fybogel
// Mebeverine) name every medicine in them: a combination is an entry of its own with its components,
// citing the page of its main component and the product's summary of product characteristics (SmPC).
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { bnf, med, nhs, page } from "./build";
import { REF_WOTC_PRODUCTS as WOTC } from "./wotc";

/** A UK product's summary of product characteristics, from the emc or a site that reproduces it. */
function smpc(title: string, publisher: string, url: string): Reference {
  return { title: `${title}: summary of product characteristics`, publisher, url };
}

const RENNIE_SMPC = smpc(
  "Rennie Spearmint (calcium carbonate 680 mg, heavy magnesium carbonate 80 mg)",
  "Drugs.com (UK edition)",
  "https://www.drugs.com/uk/rennie-spearmint-leaflet.html",
);
const RENNIE_DEFLATINE_SMPC = smpc(
  "Rennie Deflatine (Rennie Heartburn, Indigestion and Wind Relief): calcium carbonate, heavy magnesium carbonate and simeticone",
  "Electronic medicines compendium (emc)",
  "https://www.medicines.org.uk/emc/product/13864/smpc",
);

const ACID_AND_INDIGESTION: Medicine[] = [
  med("omeprazole", "Omeprazole", ["ppi"], "once_daily", nhs("omeprazole"), {
    brands: ["Losec", "Losec MUPS", "Zanprol"],
    other: ["Prilosec"],
    otc: true,
    also: [
      {
        title: "Zanprol 10 mg tablets (omeprazole): summary of product characteristics",
        publisher: "Drugs.com (UK edition)",
        url: "https://www.drugs.com/uk/zanprol-10-mg-tablets-leaflet.html",
      },
    ],
  }),
  med("esomeprazole", "Esomeprazole", ["ppi"], "once_daily", nhs("esomeprazole"), {
    brands: ["Nexium", "Nexium Control", "Emozul"],
    other: ["Esomeprazole magnesium"],
    otc: true,
  }),
  med("lansoprazole", "Lansoprazole", ["ppi"], "once_daily", nhs("lansoprazole"), {
    brands: ["Zoton", "Zoton FasTab"],
  }),
  med("pantoprazole", "Pantoprazole", ["ppi"], "once_daily", nhs("pantoprazole"), {
    brands: ["Protium", "Pantoloc Control"],
    otc: true,
  }),
  med("rabeprazole", "Rabeprazole", ["ppi"], "once_daily", nhs("rabeprazole"), {
    brands: ["Pariet"],
    other: ["Rabeprazole sodium"],
  }),
  // Not the bare "Pepcid": Pepcidtwo (Pepcid Chewable) adds two antacids.
  med("famotidine", "Famotidine", ["h2-antagonist"], null, bnf("famotidine"), {
    brands: ["Pepcid AC"],
    otc: true,
    also: [
      {
        title: "Pepcid AC film-coated tablet (famotidine 10 mg): product information (HPRA, Ireland)",
        publisher: "RxReasoner",
        url: "https://www.rxreasoner.com/monographs/pepcid-ac/usage",
      },
    ],
  }),
  med("cimetidine", "Cimetidine", ["h2-antagonist"], null, bnf("cimetidine"), { other: ["Tagamet"] }),
  // Withdrawn from the UK market (NHS page), kept so that people who still name it are recognised.
  med("ranitidine", "Ranitidine", ["h2-antagonist"], null, nhs("ranitidine"), { other: ["Zantac"] }),
  med(
    "sodium-alginate",
    "Sodium alginate",
    ["antacid"],
    "as_needed",
    nhs("gaviscon", "Gaviscon (alginic acid)"),
    {
      brands: ["Gaviscon", "Gaviscon Advance", "Gaviscon Infant", "Acidex"],
      other: ["Alginate", "Alginic acid"],
      otc: true,
    },
  ),
  med(
    "calcium-carbonate",
    "Calcium carbonate",
    ["antacid", "calcium-preparation"],
    null,
    bnf("calcium-carbonate"),
    {
      brands: ["Adcal", "Setlers", "Setlers Antacid", "Remegel"],
      otc: true,
      also: [
        smpc(
          "Remegel (calcium carbonate 800 mg)",
          "Electronic medicines compendium (emc)",
          "https://www.medicines.org.uk/emc/product/1308/smpc",
        ),
        smpc(
          "Setlers Antacid Chewable Tablets Spearmint Flavour (calcium carbonate 500 mg)",
          "Electronic medicines compendium (emc)",
          "https://www.medicines.org.uk/emc/product/5281/smpc",
        ),
      ],
    },
  ),
  med(
    "magnesium-hydroxide",
    "Magnesium hydroxide",
    ["antacid", "laxative"],
    null,
    bnf("magnesium-hydroxide"),
    {
      brands: ["Phillips' Milk of Magnesia"],
      other: ["Milk of magnesia"],
      otc: true,
    },
  ),
  med("aluminium-hydroxide", "Aluminium hydroxide", ["antacid"], null, bnf("co-magaldrox", "Co-magaldrox"), {
    other: ["Aluminum hydroxide"],
  }),
  med("co-magaldrox", "Co-magaldrox", ["antacid"], "as_needed", bnf("co-magaldrox"), {
    brands: ["Maalox", "Mucogel"],
    other: ["Aluminium hydroxide and magnesium hydroxide"],
    components: ["aluminium-hydroxide", "magnesium-hydroxide"],
    otc: true,
  }),
  med("magnesium-carbonate", "Magnesium carbonate", ["antacid"], null, page(RENNIE_SMPC), {
    other: ["Heavy magnesium carbonate"],
    otc: true,
  }),
  med("magnesium-trisilicate", "Magnesium trisilicate", ["antacid"], null, bnf("magnesium-trisilicate"), {
    other: ["Magnesium trisilicate mixture"],
    otc: true,
  }),
  med("sodium-bicarbonate", "Sodium bicarbonate", ["antacid"], null, bnf("sodium-bicarbonate"), {
    other: ["Bicarbonate of soda"],
    otc: true,
  }),
  med("simeticone", "Simeticone", ["antacid"], "as_needed", page(RENNIE_DEFLATINE_SMPC), {
    brands: ["Infacol", "Dentinox Infant Colic Drops", "WindEze"],
    other: ["Simethicone", "Activated dimeticone"],
    otc: true,
  }),
  med(
    "calcium-carbonate-with-magnesium-carbonate",
    "Calcium carbonate with magnesium carbonate",
    ["antacid"],
    "as_needed",
    bnf("calcium-carbonate", "Calcium carbonate"),
    {
      brands: ["Rennie", "Rennie Peppermint", "Rennie Spearmint"],
      components: ["calcium-carbonate", "magnesium-carbonate"],
      otc: true,
      also: [RENNIE_SMPC],
    },
  ),
  med(
    "calcium-carbonate-magnesium-carbonate-simeticone",
    "Calcium carbonate, magnesium carbonate and simeticone",
    ["antacid"],
    "as_needed",
    bnf("calcium-carbonate", "Calcium carbonate"),
    {
      brands: ["Rennie Deflatine"],
      components: ["calcium-carbonate", "magnesium-carbonate", "simeticone"],
      otc: true,
      also: [RENNIE_DEFLATINE_SMPC],
    },
  ),
  med(
    "alginic-acid-calcium-carbonate-magnesium-carbonate",
    "Alginic acid, calcium carbonate and magnesium carbonate",
    ["antacid"],
    "as_needed",
    nhs("gaviscon", "Gaviscon (alginic acid)"),
    {
      brands: ["Rennie Dual Action", "Rennie Extra"],
      components: ["sodium-alginate", "calcium-carbonate", "magnesium-carbonate"],
      otc: true,
      also: [
        smpc(
          "Rennie Extra Tablets / Rennie Dual Action (alginic acid 150 mg, calcium carbonate 625 mg, heavy magnesium carbonate 73.5 mg)",
          "Drugs.com (UK edition)",
          "https://www.drugs.com/uk/rennie-extra-tablets-leaflet.html",
        ),
      ],
    },
  ),
  // Plain "Gaviscon" stays the alginate alone: Gaviscon Advance has no calcium carbonate.
  med(
    "sodium-alginate-sodium-bicarbonate-calcium-carbonate",
    "Sodium alginate, sodium bicarbonate and calcium carbonate",
    ["antacid"],
    "as_needed",
    nhs("gaviscon", "Gaviscon (alginic acid)"),
    {
      brands: [
        "Gaviscon Original",
        "Gaviscon Original Aniseed Relief",
        "Gaviscon Double Action",
        "Gaviscon Double Action Aniseed",
        "Gaviscon Liquid Sachets",
      ],
      components: ["sodium-alginate", "sodium-bicarbonate", "calcium-carbonate"],
      otc: true,
      also: [
        smpc(
          "Gaviscon Original Aniseed Relief (sodium alginate 250 mg, sodium bicarbonate 133.5 mg, calcium carbonate 80 mg per 5 ml)",
          "Electronic medicines compendium (emc)",
          "https://www.medicines.org.uk/emc/product/623/smpc",
        ),
        {
          title:
            "Gaviscon Double Action Liquid (sodium alginate 500 mg, sodium bicarbonate 213 mg, calcium carbonate 325 mg per 10 ml): patient information leaflet",
          publisher: "imedi.co.uk (copy of the UK leaflet)",
          url: "https://imedi.co.uk/gaviscon-double-action-liquid?doc=1",
        },
      ],
    },
  ),
  med(
    "bismuth-subsalicylate",
    "Bismuth subsalicylate",
    ["antidiarrhoeal", "antacid"],
    "as_needed",
    nhs("pepto-bismol", "Pepto-Bismol (bismuth subsalicylate)"),
    {
      brands: ["Pepto-Bismol"],
      otc: true,
    },
  ),
];

const BOWEL: Medicine[] = [
  med("loperamide", "Loperamide", ["antidiarrhoeal"], "as_needed", nhs("loperamide"), {
    brands: [
      "Imodium",
      "Imodium Original",
      "Imodium Instants",
      "Imodium Instant Melts",
      "Arret",
      "Diareze",
      "Diocalm Ultra",
    ],
    other: ["Loperamide hydrochloride"],
    otc: true,
    also: [
      {
        title: "Diocalm Ultra Capsules (loperamide hydrochloride 2 mg): summary of product characteristics",
        publisher: "Drugs.com (UK edition)",
        url: "https://www.drugs.com/uk/diocalm-ultra-capsules-spc-2923.html",
      },
    ],
  }),
  med(
    "magnesium-hydroxide-with-liquid-paraffin",
    "Magnesium hydroxide with liquid paraffin",
    ["laxative"],
    "as_needed",
    page({
      title:
        "Mil-Par oral suspension (magnesium hydroxide, liquid paraffin): summary of product characteristics",
      publisher: "Medine.co.uk",
      url: "https://medine.co.uk/mil-par/summary",
    }),
    { brands: ["Mil-Par", "Milpar"], components: ["magnesium-hydroxide", "liquid-paraffin"], otc: true },
  ),
  med("racecadotril", "Racecadotril", ["antidiarrhoeal"], "three_times_daily", bnf("racecadotril"), {
    brands: ["Hidrasec"],
  }),
  med(
    "hyoscine-butylbromide",
    "Hyoscine butylbromide",
    ["antispasmodic"],
    "as_needed",
    nhs("buscopan-hyoscine-butylbromide", "Buscopan (hyoscine butylbromide)"),
    {
      brands: ["Buscopan", "Buscopan IBS Relief", "Buscopan Cramps"],
      otc: true,
    },
  ),
  med("mebeverine", "Mebeverine", ["antispasmodic"], "three_times_daily", nhs("mebeverine"), {
    brands: ["Colofac", "Colofac IBS", "Colofac MR"],
    other: ["Mebeverine hydrochloride"],
    otc: true,
  }),
  med("alverine", "Alverine", ["antispasmodic"], null, bnf("alverine-citrate"), {
    brands: ["Spasmonal"],
    other: ["Alverine citrate"],
    otc: true,
  }),
  med("senna", "Senna", ["laxative"], "once_daily", nhs("senna"), {
    brands: ["Senokot"],
    other: ["Sennosides"],
    otc: true,
  }),
  med("bisacodyl", "Bisacodyl", ["laxative"], "once_daily", nhs("bisacodyl"), {
    brands: ["Dulcolax"],
    otc: true,
  }),
  med("sodium-picosulfate", "Sodium picosulfate", ["laxative"], "once_daily", bnf("sodium-picosulfate"), {
    brands: ["Dulcolax Pico"],
    other: ["Sodium picosulphate"],
    otc: true,
  }),
  med("lactulose", "Lactulose", ["laxative"], "twice_daily", nhs("lactulose"), {
    brands: ["Duphalac", "Lactugal"],
    otc: true,
  }),
  med("macrogol", "Macrogol", ["laxative"], null, nhs("macrogol"), {
    brands: ["Movicol", "Laxido", "CosmoCol", "Molaxole"],
    other: ["Polyethylene glycol", "Macrogol 3350"],
    otc: true,
  }),
  med(
    "ispaghula-husk",
    "Ispaghula husk",
    ["laxative"],
    "twice_daily",
    nhs("fybogel-ispaghula-husk", "Fybogel (ispaghula husk)"),
    {
      brands: ["Fybogel", "Ispagel", "Regulan", "Orange Flavour Regulan"],
      other: ["Ispaghula", "Psyllium husk"],
      otc: true,
      also: [WOTC.regulanSmpc],
    },
  ),
  med("docusate", "Docusate", ["laxative"], null, nhs("docusate"), {
    brands: ["Dioctyl", "Docusol", "Dulcoease"],
    other: ["Docusate sodium"],
    otc: true,
  }),
  med("glycerol", "Glycerol", ["laxative"], "as_needed", bnf("glycerol"), {
    other: ["Glycerin suppositories", "Glycerol suppositories"],
    otc: true,
  }),
  med("prucalopride", "Prucalopride", ["laxative"], "once_daily", bnf("prucalopride"), {
    brands: ["Resolor"],
  }),
  med("sterculia", "Sterculia", ["laxative"], null, bnf("sterculia"), { brands: ["Normacol"], otc: true }),
  med("methylcellulose", "Methylcellulose", ["laxative"], null, bnf("methylcellulose"), {
    brands: ["Celevac"],
    otc: true,
  }),
  med("linaclotide", "Linaclotide", ["laxative"], "once_daily", bnf("linaclotide"), {
    brands: ["Constella"],
  }),
  med("naloxegol", "Naloxegol", ["laxative"], "once_daily", bnf("naloxegol"), { brands: ["Moventig"] }),
  med("methylnaltrexone", "Methylnaltrexone", ["laxative"], null, bnf("methylnaltrexone-bromide"), {
    brands: ["Relistor"],
    other: ["Methylnaltrexone bromide"],
  }),
  med(
    "dicycloverine",
    "Dicycloverine",
    ["antispasmodic"],
    "three_times_daily",
    bnf("dicycloverine-hydrochloride"),
    {
      brands: ["Merbentyl"],
      other: ["Dicyclomine", "Dicycloverine hydrochloride"],
      otc: true,
    },
  ),
  med(
    "loperamide-with-simeticone",
    "Loperamide with simeticone",
    ["antidiarrhoeal", "antacid"],
    "as_needed",
    nhs("loperamide", "Loperamide"),
    {
      brands: ["Imodium Plus", "Imodium Plus Comfort"],
      components: ["loperamide", "simeticone"],
      otc: true,
    },
  ),
  med(
    "ispaghula-with-mebeverine",
    "Ispaghula husk with mebeverine",
    ["laxative", "antispasmodic"],
    null,
    nhs("mebeverine", "Mebeverine"),
    {
      brands: ["Fybogel Mebeverine"],
      components: ["ispaghula-husk", "mebeverine"],
      otc: true,
    },
  ),
  med("mesalazine", "Mesalazine", ["aminosalicylate"], null, nhs("mesalazine"), {
    brands: ["Asacol", "Octasa", "Pentasa", "Salofalk", "Mezavant", "Mezavant XL"],
    other: ["Mesalamine"],
  }),
  med("sulfasalazine", "Sulfasalazine", ["aminosalicylate"], null, nhs("sulfasalazine"), {
    brands: ["Salazopyrin", "Salazopyrin EN-Tabs"],
    other: ["Sulphasalazine"],
  }),
  med("balsalazide", "Balsalazide", ["aminosalicylate"], "twice_daily", bnf("balsalazide-sodium"), {
    brands: ["Colazide"],
    other: ["Balsalazide sodium"],
  }),
  med("olsalazine", "Olsalazine", ["aminosalicylate"], "twice_daily", bnf("olsalazine-sodium"), {
    brands: ["Dipentum"],
    other: ["Olsalazine sodium"],
  }),
  med("orlistat", "Orlistat", ["weight-loss-medicine"], "three_times_daily", bnf("orlistat"), {
    brands: ["Xenical", "alli"],
    otc: true,
  }),
];

const SICKNESS: Medicine[] = [
  med("metoclopramide", "Metoclopramide", ["antiemetic"], "three_times_daily", nhs("metoclopramide"), {
    other: ["Metoclopramide hydrochloride"],
  }),
  med("domperidone", "Domperidone", ["antiemetic"], null, nhs("domperidone"), { brands: ["Motilium"] }),
  med("prochlorperazine", "Prochlorperazine", ["antiemetic"], null, nhs("prochlorperazine"), {
    brands: ["Stemetil", "Buccastem", "Buccastem M"],
    other: ["Prochlorperazine maleate"],
    otc: true,
  }),
  med("cyclizine", "Cyclizine", ["antiemetic", "antihistamine", "sedative"], null, nhs("cyclizine"), {
    brands: ["Valoid"],
  }),
  med("ondansetron", "Ondansetron", ["antiemetic"], null, bnf("ondansetron"), { brands: ["Zofran"] }),
  med("granisetron", "Granisetron", ["antiemetic"], null, bnf("granisetron"), {
    brands: ["Kytril", "Sancuso"],
  }),
  med("aprepitant", "Aprepitant", ["antiemetic"], "once_daily", bnf("aprepitant"), { brands: ["Emend"] }),
  med(
    "hyoscine-hydrobromide",
    "Hyoscine hydrobromide",
    ["antiemetic"],
    "as_needed",
    nhs("hyoscine-hydrobromide"),
    {
      brands: ["Kwells", "Kwells Kids", "Joy-Rides", "Scopoderm"],
      other: ["Scopolamine"],
      otc: true,
    },
  ),
];

export const GASTRO_MEDICINES: Medicine[] = [...ACID_AND_INDIGESTION, ...BOWEL, ...SICKNESS];
