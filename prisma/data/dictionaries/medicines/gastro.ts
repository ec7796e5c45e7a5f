// Stomach and bowel medicines: acid reducers, antacids, laxatives, anti-diarrhoeals, antispasmodics,
// anti-sickness medicines and aminosalicylates. Chosen from the most prescribed items in England
// (NHSBSA Prescription Cost Analysis and English Prescribing Dataset) and the common over-the-counter
// remedies. Frequencies are the usual adult ones on the cited page; null where they vary.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { bnf, med, nhs } from "./build";

const ACID_AND_INDIGESTION: Medicine[] = [
  med("omeprazole", "Omeprazole", ["ppi"], "once_daily", nhs("omeprazole"), {
    brands: ["Losec", "Losec MUPS"],
    other: ["Prilosec"],
    otc: true,
  }),
  med("esomeprazole", "Esomeprazole", ["ppi"], "once_daily", nhs("esomeprazole"), {
    brands: ["Nexium", "Nexium Control", "Emozul"],
    other: ["Esomeprazole magnesium"],
    otc: true,
  }),
  med("lansoprazole", "Lansoprazole", ["ppi"], "once_daily", nhs("lansoprazole"), {
    brands: ["Zoton FasTab"],
  }),
  med("pantoprazole", "Pantoprazole", ["ppi"], "once_daily", nhs("pantoprazole"), {
    brands: ["Protium", "Pantoloc Control"],
    otc: true,
  }),
  med("rabeprazole", "Rabeprazole", ["ppi"], "once_daily", nhs("rabeprazole"), {
    brands: ["Pariet"],
    other: ["Rabeprazole sodium"],
  }),
  med("famotidine", "Famotidine", ["h2-antagonist"], null, bnf("famotidine"), { other: ["Pepcid"] }),
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
      brands: ["Gaviscon", "Gaviscon Advance", "Gaviscon Double Action", "Peptac", "Acidex"],
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
      brands: ["Adcal"],
      otc: true,
    },
  ),
  med(
    "magnesium-hydroxide",
    "Magnesium hydroxide",
    ["antacid", "laxative"],
    null,
    bnf("magnesium-hydroxide"),
    {
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
    brands: ["Imodium", "Imodium Instants"],
    other: ["Loperamide hydrochloride"],
    otc: true,
  }),
  med(
    "hyoscine-butylbromide",
    "Hyoscine butylbromide",
    ["antispasmodic"],
    "as_needed",
    nhs("buscopan-hyoscine-butylbromide", "Buscopan (hyoscine butylbromide)"),
    {
      brands: ["Buscopan"],
      otc: true,
    },
  ),
  med("mebeverine", "Mebeverine", ["antispasmodic"], "three_times_daily", nhs("mebeverine"), {
    brands: ["Colofac"],
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
      brands: ["Fybogel", "Ispagel"],
      other: ["Ispaghula", "Psyllium husk"],
      otc: true,
    },
  ),
  med("docusate", "Docusate", ["laxative"], null, nhs("docusate"), {
    brands: ["Dioctyl", "Docusol"],
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
  med("mesalazine", "Mesalazine", ["aminosalicylate"], null, nhs("mesalazine"), {
    brands: ["Asacol", "Octasa", "Pentasa", "Salofalk", "Mezavant XL"],
    other: ["Mesalamine"],
  }),
  med("sulfasalazine", "Sulfasalazine", ["aminosalicylate"], null, nhs("sulfasalazine"), {
    brands: ["Salazopyrin", "Salazopyrin EN-Tabs"],
    other: ["Sulphasalazine"],
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
  med(
    "hyoscine-hydrobromide",
    "Hyoscine hydrobromide",
    ["antiemetic"],
    "as_needed",
    nhs("hyoscine-hydrobromide"),
    {
      brands: ["Kwells", "Joy-Rides", "Scopoderm"],
      other: ["Scopolamine"],
      otc: true,
    },
  ),
];

export const GASTRO_MEDICINES: Medicine[] = [...ACID_AND_INDIGESTION, ...BOWEL, ...SICKNESS];
