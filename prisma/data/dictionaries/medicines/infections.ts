// Antibiotics, antifungals, antivirals (including HIV medicines and Paxlovid), antimalarials and worm
// treatments. Chosen from the most prescribed items in England (NHSBSA Prescription Cost Analysis and
// English Prescribing Dataset) plus every member of the tetracycline, fluoroquinolone, integrase
// inhibitor, HIV protease inhibitor and NNRTI classes the knowledge base targets. Frequencies are the
// usual adult ones on the cited page; null where they depend on the form or the infection treated.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { bnf, epar, med, nhs, page } from "./build";
import { REF_WOTC_PRODUCTS as WOTC } from "./wotc";

/** Trimethoprim raises blood potassium (it acts like a potassium-sparing diuretic in the kidney). */
const TRIMETHOPRIM_HYPERKALAEMIA: Reference = {
  title:
    "Trimethoprim-associated hyperkalaemia: a systematic review and meta-analysis (J Antimicrob Chemother 2022)",
  publisher: "Journal of Antimicrobial Chemotherapy (Oxford University Press)",
  url: "https://doi.org/10.1093/jac/dkac262",
  doi: "10.1093/jac/dkac262",
};

const ANTIBACTERIALS: Medicine[] = [
  med("amoxicillin", "Amoxicillin", ["penicillin"], "three_times_daily", nhs("amoxicillin"), {
    brands: ["Amoxil"],
    other: ["Amoxycillin"],
  }),
  med("clavulanic-acid", "Clavulanic acid", ["antibacterial"], null, nhs("co-amoxiclav", "Co-amoxiclav"), {
    other: ["Clavulanate", "Potassium clavulanate"],
  }),
  med("co-amoxiclav", "Co-amoxiclav", ["penicillin"], "three_times_daily", nhs("co-amoxiclav"), {
    brands: ["Augmentin"],
    other: ["Amoxicillin and clavulanic acid", "Amoxicillin with clavulanic acid", "Amoxicillin-clavulanate"],
    components: ["amoxicillin", "clavulanic-acid"],
  }),
  med(
    "phenoxymethylpenicillin",
    "Phenoxymethylpenicillin",
    ["penicillin"],
    "four_times_daily",
    nhs("phenoxymethylpenicillin"),
    {
      other: ["Penicillin V", "Penicillin VK"],
    },
  ),
  med("flucloxacillin", "Flucloxacillin", ["penicillin"], "four_times_daily", nhs("flucloxacillin")),
  med(
    "pivmecillinam",
    "Pivmecillinam",
    ["penicillin"],
    "three_times_daily",
    bnf("pivmecillinam-hydrochloride"),
    {
      brands: ["Selexid"],
      other: ["Pivmecillinam hydrochloride"],
    },
  ),
  med("cefalexin", "Cefalexin", ["cephalosporin"], null, nhs("cefalexin"), {
    brands: ["Keflex"],
    other: ["Cephalexin"],
  }),
  med("cefuroxime", "Cefuroxime", ["cephalosporin"], "twice_daily", bnf("cefuroxime"), {
    brands: ["Zinnat", "Zinacef"],
  }),
  med("cefixime", "Cefixime", ["cephalosporin"], "once_daily", bnf("cefixime"), { brands: ["Suprax"] }),
  med("cefaclor", "Cefaclor", ["cephalosporin"], "three_times_daily", bnf("cefaclor")),
  med("cefadroxil", "Cefadroxil", ["cephalosporin"], null, bnf("cefadroxil")),
  med("cefpodoxime", "Cefpodoxime", ["cephalosporin"], "twice_daily", bnf("cefpodoxime"), {
    brands: ["Orelox"],
  }),
  med("clarithromycin", "Clarithromycin", ["macrolide"], "twice_daily", nhs("clarithromycin"), {
    brands: ["Klaricid", "Klaricid XL", "Xetinin XL"],
  }),
  med("erythromycin", "Erythromycin", ["macrolide"], null, nhs("erythromycin"), {
    brands: ["Erythrocin", "Erythroped", "Erythroped A", "Erymax", "Tiloryth"],
  }),
  med("azithromycin", "Azithromycin", ["macrolide"], "once_daily", nhs("azithromycin"), {
    brands: ["Zithromax"],
  }),
  med("doxycycline", "Doxycycline", ["tetracycline"], "once_daily", nhs("doxycycline"), {
    brands: ["Vibramycin", "Vibramycin-D", "Efracea", "Periostat"],
    other: ["Doxycycline hyclate", "Doxycycline monohydrate"],
  }),
  med("lymecycline", "Lymecycline", ["tetracycline"], "once_daily", nhs("lymecycline"), {
    brands: ["Tetralysal", "Tetralysal 300"],
  }),
  med("minocycline", "Minocycline", ["tetracycline"], null, bnf("minocycline"), { brands: ["Minocin MR"] }),
  med("oxytetracycline", "Oxytetracycline", ["tetracycline"], "twice_daily", bnf("oxytetracycline")),
  med("tetracycline", "Tetracycline", ["tetracycline"], null, bnf("tetracycline"), {
    other: ["Tetracycline hydrochloride"],
  }),
  med("demeclocycline", "Demeclocycline", ["tetracycline"], null, bnf("demeclocycline-hydrochloride"), {
    other: ["Demeclocycline hydrochloride"],
  }),
  med("ciprofloxacin", "Ciprofloxacin", ["fluoroquinolone"], "twice_daily", nhs("ciprofloxacin"), {
    brands: ["Ciproxin"],
    other: ["Cipro"],
  }),
  med("levofloxacin", "Levofloxacin", ["fluoroquinolone"], "once_daily", bnf("levofloxacin"), {
    brands: ["Tavanic"],
    other: ["Levaquin"],
  }),
  med("ofloxacin", "Ofloxacin", ["fluoroquinolone"], null, bnf("ofloxacin"), {
    brands: ["Tarivid", "Exocin"],
  }),
  med("moxifloxacin", "Moxifloxacin", ["fluoroquinolone"], "once_daily", bnf("moxifloxacin"), {
    brands: ["Avelox"],
  }),
  med(
    "trimethoprim",
    "Trimethoprim",
    ["antibacterial", "raises-potassium"],
    "twice_daily",
    nhs("trimethoprim"),
    {
      also: [TRIMETHOPRIM_HYPERKALAEMIA],
    },
  ),
  med(
    "sulfamethoxazole",
    "Sulfamethoxazole",
    ["antibacterial"],
    null,
    bnf("co-trimoxazole", "Co-trimoxazole"),
    {
      other: ["Sulphamethoxazole"],
    },
  ),
  med(
    "co-trimoxazole",
    "Co-trimoxazole",
    ["antibacterial", "raises-potassium"],
    "twice_daily",
    bnf("co-trimoxazole"),
    {
      also: [TRIMETHOPRIM_HYPERKALAEMIA],
      brands: ["Septrin"],
      other: ["Sulfamethoxazole and trimethoprim", "Trimethoprim-sulfamethoxazole", "Bactrim"],
      components: ["sulfamethoxazole", "trimethoprim"],
    },
  ),
  med("nitrofurantoin", "Nitrofurantoin", ["antibacterial"], null, nhs("nitrofurantoin"), {
    brands: ["Macrobid", "Macrodantin", "Furadantin", "Aratoin"],
  }),
  med(
    "methenamine-hippurate",
    "Methenamine hippurate",
    ["antibacterial"],
    "twice_daily",
    bnf("methenamine-hippurate"),
    {
      brands: ["Hiprex"],
      // Magnesium SmPCs name it as "methenamine"; the only UK methenamine medicine is the hippurate.
      other: ["Hexamine hippurate", "methenamine", "hexamine"],
    },
  ),
  med("fosfomycin", "Fosfomycin", ["antibacterial"], null, bnf("fosfomycin"), { brands: ["Monuril"] }),
  med("metronidazole", "Metronidazole", ["antibacterial"], null, nhs("metronidazole"), {
    brands: ["Flagyl", "Metrogel", "Rozex", "Zidoval", "Anabact"],
  }),
  med("clindamycin", "Clindamycin", ["antibacterial"], "four_times_daily", bnf("clindamycin"), {
    brands: ["Dalacin C", "Dalacin T"],
  }),
  med("linezolid", "Linezolid", ["antibacterial", "serotonergic-medicine"], "twice_daily", bnf("linezolid"), {
    brands: ["Zyvox"],
  }),
  med("rifampicin", "Rifampicin", ["antibacterial"], null, bnf("rifampicin"), {
    brands: ["Rifadin", "Rimactane"],
    other: ["Rifampin"],
  }),
  med("isoniazid", "Isoniazid", ["antibacterial"], "once_daily", bnf("isoniazid")),
  med("ethambutol", "Ethambutol", ["antibacterial"], "once_daily", bnf("ethambutol-hydrochloride"), {
    other: ["Ethambutol hydrochloride"],
  }),
  med("pyrazinamide", "Pyrazinamide", ["antibacterial"], "once_daily", bnf("pyrazinamide")),
  med("rifabutin", "Rifabutin", ["antibacterial"], "once_daily", bnf("rifabutin"), { brands: ["Mycobutin"] }),
  med(
    "rifampicin-with-isoniazid",
    "Rifampicin with isoniazid",
    ["antibacterial"],
    "once_daily",
    bnf("rifampicin", "Rifampicin"),
    {
      brands: ["Rifinah"],
      components: ["rifampicin", "isoniazid"],
    },
  ),
  med("vancomycin", "Vancomycin", ["antibacterial"], "four_times_daily", bnf("vancomycin")),
  med("fidaxomicin", "Fidaxomicin", ["antibacterial"], "twice_daily", bnf("fidaxomicin"), {
    brands: ["Dificlir"],
  }),
  med("rifaximin", "Rifaximin", ["antibacterial"], "twice_daily", bnf("rifaximin"), {
    brands: ["Targaxan", "Xifaxanta"],
  }),
  med("tinidazole", "Tinidazole", ["antibacterial"], null, bnf("tinidazole")),
  med("dapsone", "Dapsone", ["antibacterial"], "once_daily", bnf("dapsone")),
  med("fusidic-acid", "Fusidic acid", ["antibacterial"], null, nhs("fusidic-acid"), {
    brands: ["Fucidin", "Fucithalmic"],
    other: ["Sodium fusidate"],
  }),
];

const ANTIFUNGALS_ANTIVIRALS_AND_OTHERS: Medicine[] = [
  med("fluconazole", "Fluconazole", ["antifungal"], null, nhs("fluconazole"), {
    brands: ["Diflucan", "Diflucan One", "Canesten Oral", "Canesten Oral Capsule"],
    otc: true,
  }),
  med("itraconazole", "Itraconazole", ["antifungal"], null, bnf("itraconazole"), { brands: ["Sporanox"] }),
  med("terbinafine", "Terbinafine", ["antifungal"], null, nhs("terbinafine"), {
    brands: ["Lamisil", "Lamisil AT", "Lamisil Once"],
    otc: true,
  }),
  // Not the bare "Canesten": Canesten Oral is fluconazole, and Canesten Duo and HC add another medicine.
  med("clotrimazole", "Clotrimazole", ["antifungal"], null, nhs("clotrimazole"), {
    brands: [
      "Canesten Cream",
      "Canesten Fungal Infection Cream",
      "Canesten Thrush Cream",
      "Canesten Thrush External Cream",
      "Canesten Cream Combi",
    ],
    otc: true,
    also: [
      {
        title: "Canesten Cream (clotrimazole): patient information leaflet",
        publisher: "Medine.co.uk",
        url: "https://medine.co.uk/canesten-cream?doc=5",
      },
      {
        title: "Canesten Fungal Infection 1% w/w Cream (clotrimazole): patient information leaflet",
        publisher: "Medine.co.uk (imedi)",
        url: "https://imedi.co.uk/canesten-fungal-infection-1-w-w-cream/g/047b:9891:5326",
      },
      {
        title:
          "Canesten Thrush Cream / Canesten Thrush External Cream 2% w/w (clotrimazole): summary of product characteristics",
        publisher: "Medine.co.uk (imedi)",
        url: "https://imedi.co.uk/canesten-500mg-pessary/summary?doc=0",
      },
      {
        title: "Canesten Cream Combi Internal & External Creams (clotrimazole 10% and 2%)",
        publisher: "Hyperdrug",
        url: "https://www.hyperdrug.co.uk/canesten-cream-combi-internal-external-creams/productinfo/CANESTENCC",
      },
    ],
  }),
  // Miconazole oral gel is absorbed enough to raise the effect of warfarin; the creams and gels are sold too.
  med("miconazole", "Miconazole", ["antifungal"], null, bnf("miconazole"), {
    brands: ["Daktarin", "Daktarin Oral Gel"],
    otc: true,
  }),
  med("ketoconazole", "Ketoconazole", ["antifungal"], null, bnf("ketoconazole"), {
    brands: ["Nizoral"],
    otc: true,
  }),
  med("amorolfine", "Amorolfine", ["antifungal"], null, bnf("amorolfine"), {
    brands: ["Loceryl", "Curanail"],
    otc: true,
  }),
  med("griseofulvin", "Griseofulvin", ["antifungal"], "once_daily", bnf("griseofulvin")),
  med("posaconazole", "Posaconazole", ["antifungal"], null, bnf("posaconazole"), { brands: ["Noxafil"] }),
  med("voriconazole", "Voriconazole", ["antifungal"], "twice_daily", bnf("voriconazole"), {
    brands: ["Vfend"],
  }),
  med(
    "fluconazole-with-clotrimazole",
    "Fluconazole with clotrimazole",
    ["antifungal"],
    null,
    nhs("fluconazole", "Fluconazole"),
    {
      brands: ["Canesten Duo"],
      components: ["fluconazole", "clotrimazole"],
      otc: true,
    },
  ),
  med(
    "clotrimazole-with-hydrocortisone",
    "Clotrimazole with hydrocortisone",
    ["antifungal", "topical-corticosteroid"],
    null,
    nhs("clotrimazole", "Clotrimazole"),
    {
      brands: ["Canesten HC"],
      components: ["clotrimazole", "hydrocortisone"],
      otc: true,
    },
  ),
  med(
    "miconazole-with-hydrocortisone",
    "Miconazole with hydrocortisone",
    ["antifungal", "topical-corticosteroid"],
    null,
    bnf("miconazole", "Miconazole"),
    {
      brands: ["Daktacort"],
      components: ["miconazole", "hydrocortisone"],
      otc: true,
    },
  ),
  med("nystatin", "Nystatin", ["antifungal"], "four_times_daily", nhs("nystatin"), { brands: ["Nystan"] }),
  med("aciclovir", "Aciclovir", ["antiviral"], null, nhs("aciclovir"), {
    brands: ["Zovirax", "Zovirax Cold Sore Cream"],
    other: ["Acyclovir"],
    otc: true,
  }),
  med("valaciclovir", "Valaciclovir", ["antiviral"], null, bnf("valaciclovir"), {
    brands: ["Valtrex"],
    other: ["Valacyclovir"],
  }),
  med("oseltamivir", "Oseltamivir", ["antiviral"], "twice_daily", bnf("oseltamivir"), {
    brands: ["Tamiflu"],
  }),
  med("famciclovir", "Famciclovir", ["antiviral"], null, bnf("famciclovir"), {
    brands: ["Famvir"],
    also: [
      {
        title: "Famvir 125, 250 and 500 mg film-coated tablets (famciclovir): patient information leaflet",
        publisher: "Drugs.com (UK edition)",
        url: "https://www.drugs.com/uk/famciclovir-125-mg-film-coated-tablets-spc-9550.html",
      },
    ],
  }),
  med("valganciclovir", "Valganciclovir", ["antiviral"], null, bnf("valganciclovir"), {
    brands: ["Valcyte"],
  }),
  med("entecavir", "Entecavir", ["antiviral"], "once_daily", bnf("entecavir"), { brands: ["Baraclude"] }),
  med("nirmatrelvir", "Nirmatrelvir", ["antiviral"], "twice_daily", nhs("paxlovid", "Paxlovid")),
  med(
    "nirmatrelvir-with-ritonavir",
    "Nirmatrelvir with ritonavir",
    ["antiviral", "hiv-protease-inhibitor"],
    "twice_daily",
    nhs("paxlovid", "Paxlovid"),
    {
      brands: ["Paxlovid"],
      components: ["nirmatrelvir", "ritonavir"],
    },
  ),
  med("hydroxychloroquine", "Hydroxychloroquine", ["antimalarial"], null, nhs("hydroxychloroquine"), {
    brands: ["Plaquenil", "Quinoric"],
    other: ["Hydroxychloroquine sulfate"],
  }),
  med(
    "atovaquone-with-proguanil",
    "Atovaquone with proguanil",
    ["antimalarial"],
    "once_daily",
    bnf("atovaquone-with-proguanil-hydrochloride"),
    {
      brands: ["Malarone"],
      other: ["Atovaquone and proguanil"],
      // Its proguanil is the proguanil magnesium's product information names.
      components: ["proguanil"],
      also: [
        {
          title:
            "Malarone paediatric 62.5 mg/25 mg film-coated tablets (atovaquone, proguanil hydrochloride): summary of product characteristics",
          publisher: "Electronic medicines compendium (emc)",
          url: "https://www.medicines.org.uk/emc/product/1662/smpc",
        },
      ],
    },
  ),
  med("mefloquine", "Mefloquine", ["antimalarial"], "weekly", bnf("mefloquine"), { brands: ["Lariam"] }),
  med("chloroquine", "Chloroquine", ["antimalarial"], "weekly", bnf("chloroquine"), {
    brands: ["Avloclor"],
    otc: true,
  }),
  med("proguanil", "Proguanil", ["antimalarial"], "once_daily", bnf("proguanil-hydrochloride"), {
    brands: ["Paludrine"],
    other: ["Proguanil hydrochloride"],
    otc: true,
  }),
  med("primaquine", "Primaquine", ["antimalarial"], "once_daily", bnf("primaquine")),
  med(
    "artemether-with-lumefantrine",
    "Artemether with lumefantrine",
    ["antimalarial"],
    "twice_daily",
    bnf("artemether-with-lumefantrine"),
    {
      brands: ["Riamet"],
      other: ["Co-artemether", "artemether-lumefantrine", "artemether and lumefantrine"],
    },
  ),
  med("quinine", "Quinine", ["antimalarial"], "once_daily", bnf("quinine"), {
    other: ["Quinine sulfate", "Quinine sulphate", "Quinine bisulfate"],
  }),
  med("mebendazole", "Mebendazole", ["anthelmintic"], null, nhs("mebendazole"), {
    brands: ["Vermox", "Ovex", "Pripsen", "Pripsen Mebendazole Tablets"],
    otc: true,
    also: [WOTC.pripsenSmpc],
  }),
  med("ivermectin", "Ivermectin", ["anthelmintic"], null, bnf("ivermectin"), {
    brands: ["Stromectol", "Soolantra"],
  }),
];

// Hepatitis C: the direct-acting antivirals, centrally authorised, each citing its EMA product information.
const HEPATITIS_C: Medicine[] = [
  med("sofosbuvir", "Sofosbuvir", ["antiviral"], "once_daily", epar("sovaldi", "Sovaldi"), {
    brands: ["Sovaldi"],
  }),
  med("velpatasvir", "Velpatasvir", ["antiviral"], "once_daily", epar("epclusa", "Epclusa")),
  med("ledipasvir", "Ledipasvir", ["antiviral"], "once_daily", epar("harvoni", "Harvoni")),
  med("glecaprevir", "Glecaprevir", ["antiviral"], "once_daily", epar("maviret", "Maviret")),
  med("pibrentasvir", "Pibrentasvir", ["antiviral"], "once_daily", epar("maviret", "Maviret")),
  med(
    "sofosbuvir-with-velpatasvir",
    "Sofosbuvir with velpatasvir",
    ["antiviral"],
    "once_daily",
    epar("epclusa", "Epclusa"),
    {
      brands: ["Epclusa"],
      components: ["sofosbuvir", "velpatasvir"],
    },
  ),
  med(
    "ledipasvir-with-sofosbuvir",
    "Ledipasvir with sofosbuvir",
    ["antiviral"],
    "once_daily",
    epar("harvoni", "Harvoni"),
    {
      brands: ["Harvoni"],
      components: ["ledipasvir", "sofosbuvir"],
    },
  ),
  med(
    "glecaprevir-with-pibrentasvir",
    "Glecaprevir with pibrentasvir",
    ["antiviral"],
    "once_daily",
    epar("maviret", "Maviret"),
    {
      brands: ["Maviret"],
      components: ["glecaprevir", "pibrentasvir"],
    },
  ),
];

const HIV: Medicine[] = [
  med("dolutegravir", "Dolutegravir", ["integrase-inhibitor"], "once_daily", bnf("dolutegravir"), {
    brands: ["Tivicay"],
  }),
  med("raltegravir", "Raltegravir", ["integrase-inhibitor"], null, bnf("raltegravir"), {
    brands: ["Isentress"],
  }),
  med("bictegravir", "Bictegravir", ["integrase-inhibitor"], "once_daily", epar("biktarvy", "Biktarvy")),
  med("elvitegravir", "Elvitegravir", ["integrase-inhibitor"], "once_daily", epar("genvoya", "Genvoya")),
  med("cabotegravir", "Cabotegravir", ["integrase-inhibitor"], null, epar("vocabria", "Vocabria"), {
    brands: ["Vocabria", "Apretude"],
  }),
  med("ritonavir", "Ritonavir", ["hiv-protease-inhibitor"], null, bnf("ritonavir"), { brands: ["Norvir"] }),
  med("cobicistat", "Cobicistat", ["hiv-antiretroviral"], "once_daily", epar("tybost", "Tybost"), {
    brands: ["Tybost"],
  }),
  med("darunavir", "Darunavir", ["hiv-protease-inhibitor"], null, bnf("darunavir"), { brands: ["Prezista"] }),
  med(
    "saquinavir",
    "Saquinavir",
    ["hiv-protease-inhibitor"],
    "twice_daily",
    page({
      title: "Invirase 500 mg film-coated tablets (saquinavir): patient information leaflet",
      publisher: "electronic medicines compendium (emc)",
      url: "https://www.medicines.org.uk/emc/medicine/16172",
    }),
    { brands: ["Invirase"] },
  ),
  med("atazanavir", "Atazanavir", ["hiv-protease-inhibitor"], "once_daily", bnf("atazanavir"), {
    brands: ["Reyataz"],
  }),
  med("lopinavir", "Lopinavir", ["hiv-protease-inhibitor"], "twice_daily", epar("kaletra", "Kaletra")),
  med(
    "lopinavir-with-ritonavir",
    "Lopinavir with ritonavir",
    ["hiv-protease-inhibitor"],
    "twice_daily",
    epar("kaletra", "Kaletra"),
    {
      brands: ["Kaletra"],
      components: ["lopinavir", "ritonavir"],
    },
  ),
  med("efavirenz", "Efavirenz", ["nnrti"], "once_daily", bnf("efavirenz")),
  med("nevirapine", "Nevirapine", ["nnrti"], null, bnf("nevirapine"), { brands: ["Viramune"] }),
  med("rilpivirine", "Rilpivirine", ["nnrti"], "once_daily", bnf("rilpivirine"), {
    brands: ["Edurant", "Rekambys"],
  }),
  med("etravirine", "Etravirine", ["nnrti"], "twice_daily", bnf("etravirine"), { brands: ["Intelence"] }),
  med("doravirine", "Doravirine", ["nnrti"], "once_daily", bnf("doravirine"), { brands: ["Pifeltro"] }),
  med("tenofovir-disoproxil", "Tenofovir disoproxil", ["nrti"], "once_daily", bnf("tenofovir-disoproxil"), {
    brands: ["Viread"],
    other: ["Tenofovir disoproxil fumarate"],
  }),
  med("tenofovir-alafenamide", "Tenofovir alafenamide", ["nrti"], "once_daily", epar("vemlidy", "Vemlidy"), {
    brands: ["Vemlidy"],
  }),
  med("emtricitabine", "Emtricitabine", ["nrti"], "once_daily", bnf("emtricitabine"), {
    brands: ["Emtriva"],
  }),
  med("lamivudine", "Lamivudine", ["nrti"], null, bnf("lamivudine"), { brands: ["Epivir", "Zeffix"] }),
  med("abacavir", "Abacavir", ["nrti"], null, bnf("abacavir"), { brands: ["Ziagen"] }),
  med("zidovudine", "Zidovudine", ["nrti"], "twice_daily", bnf("zidovudine"), {
    brands: ["Retrovir"],
    other: ["AZT"],
  }),
  med(
    "emtricitabine-with-tenofovir-disoproxil",
    "Emtricitabine with tenofovir disoproxil",
    ["nrti"],
    null,
    nhs("pre-exposure-prophylaxis-prep", "Pre-exposure prophylaxis (PrEP)"),
    {
      brands: ["Truvada"],
      other: ["PrEP"],
      components: ["emtricitabine", "tenofovir-disoproxil"],
    },
  ),
  med(
    "bictegravir-with-emtricitabine-and-tenofovir-alafenamide",
    "Bictegravir with emtricitabine and tenofovir alafenamide",
    ["integrase-inhibitor", "nrti"],
    "once_daily",
    epar("biktarvy", "Biktarvy"),
    {
      brands: ["Biktarvy"],
      components: ["bictegravir", "emtricitabine", "tenofovir-alafenamide"],
    },
  ),
  med(
    "dolutegravir-with-abacavir-and-lamivudine",
    "Dolutegravir with abacavir and lamivudine",
    ["integrase-inhibitor", "nrti"],
    "once_daily",
    epar("triumeq", "Triumeq"),
    {
      brands: ["Triumeq"],
      components: ["dolutegravir", "abacavir", "lamivudine"],
    },
  ),
  med(
    "dolutegravir-with-lamivudine",
    "Dolutegravir with lamivudine",
    ["integrase-inhibitor", "nrti"],
    "once_daily",
    epar("dovato", "Dovato"),
    {
      brands: ["Dovato"],
      components: ["dolutegravir", "lamivudine"],
    },
  ),
  med(
    "elvitegravir-cobicistat-emtricitabine-tenofovir-alafenamide",
    "Elvitegravir, cobicistat, emtricitabine and tenofovir alafenamide",
    ["integrase-inhibitor", "nrti"],
    "once_daily",
    epar("genvoya", "Genvoya"),
    {
      brands: ["Genvoya"],
      components: ["elvitegravir", "cobicistat", "emtricitabine", "tenofovir-alafenamide"],
    },
  ),
  med(
    "darunavir-with-cobicistat",
    "Darunavir with cobicistat",
    ["hiv-protease-inhibitor"],
    "once_daily",
    epar("rezolsta", "Rezolsta"),
    {
      brands: ["Rezolsta"],
      components: ["darunavir", "cobicistat"],
    },
  ),
];

// More HIV medicines and the other single-tablet combinations, each citing its EMA product information.
const MORE_HIV: Medicine[] = [
  med("maraviroc", "Maraviroc", ["hiv-antiretroviral"], "twice_daily", bnf("maraviroc"), {
    brands: ["Celsentri"],
  }),
  med("fostemsavir", "Fostemsavir", ["hiv-antiretroviral"], "twice_daily", epar("rukobia", "Rukobia"), {
    brands: ["Rukobia"],
  }),
  med("lenacapavir", "Lenacapavir", ["hiv-antiretroviral"], null, epar("sunlenca", "Sunlenca"), {
    brands: ["Sunlenca"],
  }),
  med(
    "emtricitabine-with-tenofovir-alafenamide",
    "Emtricitabine with tenofovir alafenamide",
    ["nrti"],
    "once_daily",
    epar("descovy", "Descovy"),
    {
      brands: ["Descovy"],
      components: ["emtricitabine", "tenofovir-alafenamide"],
    },
  ),
  med(
    "emtricitabine-rilpivirine-tenofovir-alafenamide",
    "Emtricitabine, rilpivirine and tenofovir alafenamide",
    ["nnrti", "nrti"],
    "once_daily",
    epar("odefsey", "Odefsey"),
    {
      brands: ["Odefsey"],
      components: ["emtricitabine", "rilpivirine", "tenofovir-alafenamide"],
    },
  ),
  med(
    "emtricitabine-rilpivirine-tenofovir-disoproxil",
    "Emtricitabine, rilpivirine and tenofovir disoproxil",
    ["nnrti", "nrti"],
    "once_daily",
    epar("eviplera", "Eviplera"),
    {
      brands: ["Eviplera"],
      components: ["emtricitabine", "rilpivirine", "tenofovir-disoproxil"],
    },
  ),
  med(
    "efavirenz-emtricitabine-tenofovir-disoproxil",
    "Efavirenz, emtricitabine and tenofovir disoproxil",
    ["nnrti", "nrti"],
    "once_daily",
    epar("atripla", "Atripla"),
    {
      brands: ["Atripla"],
      components: ["efavirenz", "emtricitabine", "tenofovir-disoproxil"],
    },
  ),
  med(
    "doravirine-lamivudine-tenofovir-disoproxil",
    "Doravirine, lamivudine and tenofovir disoproxil",
    ["nnrti", "nrti"],
    "once_daily",
    epar("delstrigo", "Delstrigo"),
    {
      brands: ["Delstrigo"],
      components: ["doravirine", "lamivudine", "tenofovir-disoproxil"],
    },
  ),
  med(
    "dolutegravir-with-rilpivirine",
    "Dolutegravir with rilpivirine",
    ["integrase-inhibitor", "nnrti"],
    "once_daily",
    epar("juluca", "Juluca"),
    {
      brands: ["Juluca"],
      components: ["dolutegravir", "rilpivirine"],
    },
  ),
  med(
    "elvitegravir-cobicistat-emtricitabine-tenofovir-disoproxil",
    "Elvitegravir, cobicistat, emtricitabine and tenofovir disoproxil",
    ["integrase-inhibitor", "nrti"],
    "once_daily",
    epar("stribild", "Stribild"),
    {
      brands: ["Stribild"],
      components: ["elvitegravir", "cobicistat", "emtricitabine", "tenofovir-disoproxil"],
    },
  ),
  med(
    "darunavir-cobicistat-emtricitabine-tenofovir-alafenamide",
    "Darunavir, cobicistat, emtricitabine and tenofovir alafenamide",
    ["hiv-protease-inhibitor", "nrti"],
    "once_daily",
    epar("symtuza", "Symtuza"),
    {
      brands: ["Symtuza"],
      components: ["darunavir", "cobicistat", "emtricitabine", "tenofovir-alafenamide"],
    },
  ),
  med(
    "atazanavir-with-cobicistat",
    "Atazanavir with cobicistat",
    ["hiv-protease-inhibitor"],
    "once_daily",
    epar("evotaz", "Evotaz"),
    {
      brands: ["Evotaz"],
      components: ["atazanavir", "cobicistat"],
    },
  ),
  med(
    "abacavir-with-lamivudine",
    "Abacavir with lamivudine",
    ["nrti"],
    "once_daily",
    epar("kivexa", "Kivexa"),
    {
      brands: ["Kivexa"],
      components: ["abacavir", "lamivudine"],
    },
  ),
  med(
    "lamivudine-with-zidovudine",
    "Lamivudine with zidovudine",
    ["nrti"],
    "twice_daily",
    epar("combivir", "Combivir"),
    {
      brands: ["Combivir"],
      components: ["lamivudine", "zidovudine"],
    },
  ),
];

export const INFECTION_MEDICINES: Medicine[] = [
  ...ANTIBACTERIALS,
  ...ANTIFUNGALS_ANTIVIRALS_AND_OTHERS,
  ...HEPATITIS_C,
  ...HIV,
  ...MORE_HIV,
];
