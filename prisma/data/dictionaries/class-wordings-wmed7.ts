// UK brands of medicines the dictionary already holds, as the wmed7 round found them unread; each names that medicine alone.
import type { Wordings } from "./class-wordings";

export const MEDICINE_WORDINGS_WMED7: Wordings = {
  // "TRIDESTRA® Estradiol valerate and Medroxyprogesterone acetate … a Hormone Replacement Therapy (HRT)" (emc leaflet 1647).
  "estradiol-with-medroxyprogesterone": ["Tridestra"],
  // "Librium 5 mg and 10 mg Capsules, Chlordiazepoxide hydrochloride … benzodiazepines" (UK leaflet, drugs.com/uk; emc 10537).
  chlordiazepoxide: ["Librium"],
  // "MOGADON 5 MG TABLETS, Nitrazepam … benzodiazepines" (MHRA leaflet, myhealthbox.eu/en/mogadon-5mg-tablets/4193025).
  nitrazepam: ["Mogadon"],
  // "Nolvadex and Nolvadex D … Nolvadex contains a medicine called tamoxifen" (emc leaflet, product 101398).
  tamoxifen: ["Nolvadex", "Nolvadex D", "Nolvadex-D"],
  // "Allegron tablets contain the active ingredient nortriptyline hydrochloride, which is a tricyclic antidepressant" (drugs.com/uk).
  nortriptyline: ["Allegron"],
  // "NeoMercazole contains the active substance carbimazole … anti-thyroid agents" (UK leaflet, imedi.co.uk); packs print both spellings.
  carbimazole: ["Neo-Mercazole", "NeoMercazole"],
  // Doncaster and Bassetlaw NHS traffic-light page: cyproterone acetate, "Brand Name(s): Androcur", naming Cyprostat-50 and -100.
  cyproterone: ["Androcur", "Cyprostat"],
  // "Maxolon Tablets contain the active ingredient Metoclopramide Hydrochloride BP 10 mg … antiemetics" (UK leaflet, medine.co.uk).
  metoclopramide: ["Maxolon", "Maxolon SR"],
  // "Manerix contains a medicine called moclobemide" (UK leaflet, drugs.com/uk/manerix-150mg-tablets-leaflet.html).
  moclobemide: ["Manerix"],
  // "Campral® EC (acamprosate calcium) … will be referred to as Campral throughout this leaflet" (patient-info.co.uk).
  acamprosate: ["Campral"],
  // "Zelapar® 1.25mg Oral Lyophilisate (selegiline hydrochloride) … monoamine oxidase B inhibitors" (UK leaflet, drugs.com/uk).
  selegiline: ["Zelapar"],
  // Viatris's UK site: "Xenidate XL (methylphenidate hydrochloride) … prolonged-release tablets"; people drop the "XL".
  methylphenidate: ["Xenidate"],
  // "Carbagen® 100 mg Tablets … (carbamazepine)" (UK leaflet, drugs.com/uk/carbagen-200mg-tablets-leaflet.html); "Carbagen SR" was read.
  carbamazepine: ["Carbagen"],
  // "Kemadrin contains a medicine called procyclidine … anticholinergics" (UK leaflet, imedi.co.uk).
  procyclidine: ["Kemadrin"],
  // "Slozem 120mg Capsules each contain 120mg diltiazem hydrochloride" (emc SmPC, product 11706).
  diltiazem: ["Slozem"],
  // "DIXARIT Tablets contain a medicine called clonidine" (MHRA leaflet, myhealthbox.eu/sv/dixarit-25microgram-tablets/4195728).
  clonidine: ["Dixarit"],
  // "Ditropan Tablets contains a medicine called oxybutynin hydrochloride" (MHRA leaflet, myhealthbox.eu/en/ditropan-5mg-tablets/4942005).
  oxybutynin: ["Ditropan"],
  // "Flomaxtra XL contains the active substance tamsulosin hydrochloride" (UK leaflet, drugs.com/uk).
  tamsulosin: ["Flomaxtra", "Flomaxtra XL"],
  // "Sandostatin is used in acromegaly … octreotide" (UK leaflet, imedi.co.uk, PL 00101-0213); the LAR form was read already.
  octreotide: ["Sandostatin"],
  // "Motens contains a medicine called lacidipine … calcium channel blockers" (UK leaflet, drugs.com/uk/lacidipine-4mg-tablets-leaflet.html).
  lacidipine: ["Motens"],
  // "Monomax XL Prolonged-release Tablets contain isosorbide mononitrate" (UK leaflet, drugs.com/uk); "MONOMAX SR 60" (imedi.co.uk SmPC).
  "isosorbide-mononitrate": ["Monomax", "Monomax XL", "Monomax SR"],
};
