// Antibiotics, antifungals, antivirals (including HIV medicines and Paxlovid), antimalarials and worm
// treatments. Chosen from the most prescribed items in England (NHSBSA Prescription Cost Analysis and
// English Prescribing Dataset) plus every member of the tetracycline, fluoroquinolone, integrase
// inhibitor, HIV protease inhibitor and NNRTI classes the knowledge base targets. Frequencies are the
// usual adult ones on the cited page; null where they depend on the form or the infection treated.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../../lib/interactions/knowledge-base-schema";
import { bnf, epar, med, nhs } from "./build";

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
      other: ["Hexamine hippurate"],
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
    brands: ["Rifadin"],
    other: ["Rifampin"],
  }),
  med("isoniazid", "Isoniazid", ["antibacterial"], "once_daily", bnf("isoniazid")),
  med("fusidic-acid", "Fusidic acid", ["antibacterial"], null, nhs("fusidic-acid"), {
    brands: ["Fucidin", "Fucithalmic"],
    other: ["Sodium fusidate"],
  }),
];

const ANTIFUNGALS_ANTIVIRALS_AND_OTHERS: Medicine[] = [
  med("fluconazole", "Fluconazole", ["antifungal"], null, nhs("fluconazole"), {
    brands: ["Diflucan"],
    otc: true,
  }),
  med("itraconazole", "Itraconazole", ["antifungal"], null, bnf("itraconazole"), { brands: ["Sporanox"] }),
  med("terbinafine", "Terbinafine", ["antifungal"], null, nhs("terbinafine"), {
    brands: ["Lamisil"],
    otc: true,
  }),
  med("clotrimazole", "Clotrimazole", ["antifungal"], null, nhs("clotrimazole"), {
    brands: ["Canesten"],
    otc: true,
  }),
  med("nystatin", "Nystatin", ["antifungal"], "four_times_daily", nhs("nystatin"), { brands: ["Nystan"] }),
  med("aciclovir", "Aciclovir", ["antiviral"], null, nhs("aciclovir"), {
    brands: ["Zovirax"],
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
    },
  ),
  med("mefloquine", "Mefloquine", ["antimalarial"], "weekly", bnf("mefloquine"), { brands: ["Lariam"] }),
  med("quinine", "Quinine", ["antimalarial"], "once_daily", bnf("quinine"), {
    other: ["Quinine sulfate", "Quinine sulphate", "Quinine bisulfate"],
  }),
  med("mebendazole", "Mebendazole", ["anthelmintic"], null, nhs("mebendazole"), {
    brands: ["Vermox", "Ovex"],
    otc: true,
  }),
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

export const INFECTION_MEDICINES: Medicine[] = [
  ...ANTIBACTERIALS,
  ...ANTIFUNGALS_ANTIVIRALS_AND_OTHERS,
  ...HIV,
];
