// Infection medicines given in hospital, at home by an outpatient antibiotic service, or by an HIV or
// hepatitis clinic: injectable and inhaled antibiotics, antifungals and antivirals for transplant and
// flu, further HIV medicines, and hepatitis C combinations. Each cites its BNF drug monograph, or the
// EMA product information of a centrally authorised combination.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { bnf, epar, med } from "./build";

const ANTIBIOTICS: Medicine[] = [
  med("ampicillin", "Ampicillin", ["penicillin"], null, bnf("ampicillin")),
  med("temocillin", "Temocillin", ["penicillin"], null, bnf("temocillin")),
  med("ceftriaxone", "Ceftriaxone", ["cephalosporin"], "once_daily", bnf("ceftriaxone")),
  med("cefotaxime", "Cefotaxime", ["cephalosporin"], null, bnf("cefotaxime")),
  med("ceftazidime", "Ceftazidime", ["cephalosporin"], null, bnf("ceftazidime")),
  med("gentamicin", "Gentamicin", ["antibacterial"], null, bnf("gentamicin")),
  med("tobramycin", "Tobramycin", ["antibacterial"], null, bnf("tobramycin"), {
    brands: ["Tobi", "Tobi Podhaler", "Bramitob"],
  }),
  med("aztreonam", "Aztreonam", ["antibacterial"], null, bnf("aztreonam"), { brands: ["Cayston"] }),
  med("teicoplanin", "Teicoplanin", ["antibacterial"], null, bnf("teicoplanin"), { brands: ["Targocid"] }),
  med("daptomycin", "Daptomycin", ["antibacterial"], "once_daily", bnf("daptomycin"), {
    brands: ["Cubicin"],
  }),
  med("meropenem", "Meropenem", ["antibacterial"], null, bnf("meropenem"), { brands: ["Meronem"] }),
  med("ertapenem", "Ertapenem", ["antibacterial"], "once_daily", bnf("ertapenem"), { brands: ["Invanz"] }),
];

const ANTIFUNGALS_ANTIVIRALS_AND_WORMS: Medicine[] = [
  med("isavuconazole", "Isavuconazole", ["antifungal"], null, bnf("isavuconazole"), {
    brands: ["Cresemba"],
    other: ["Isavuconazonium sulfate"],
  }),
  med("zanamivir", "Zanamivir", ["antiviral"], null, bnf("zanamivir"), { brands: ["Relenza"] }),
  med("ganciclovir", "Ganciclovir", ["antiviral"], null, bnf("ganciclovir"), { brands: ["Cymevene"] }),
  med("letermovir", "Letermovir", ["antiviral"], "once_daily", bnf("letermovir"), { brands: ["Prevymis"] }),
  med("ribavirin", "Ribavirin", ["antiviral"], null, bnf("ribavirin")),
  med("albendazole", "Albendazole", ["anthelmintic"], null, bnf("albendazole"), { brands: ["Eskazole"] }),
];

const HIV: Medicine[] = [
  med("fosamprenavir", "Fosamprenavir", ["hiv-protease-inhibitor"], "twice_daily", bnf("fosamprenavir"), {
    brands: ["Telzir"],
  }),
  med("tipranavir", "Tipranavir", ["hiv-protease-inhibitor"], "twice_daily", bnf("tipranavir"), {
    brands: ["Aptivus"],
  }),
  med("enfuvirtide", "Enfuvirtide", ["hiv-antiretroviral"], "twice_daily", bnf("enfuvirtide"), {
    brands: ["Fuzeon"],
  }),
  med(
    "abacavir-lamivudine-zidovudine",
    "Abacavir with lamivudine and zidovudine",
    ["nrti"],
    "twice_daily",
    epar("trizivir", "Trizivir"),
    { brands: ["Trizivir"], components: ["abacavir", "lamivudine", "zidovudine"] },
  ),
];

const HEPATITIS_C: Medicine[] = [
  med("voxilaprevir", "Voxilaprevir", ["antiviral"], null, epar("vosevi", "Vosevi")),
  med(
    "sofosbuvir-velpatasvir-voxilaprevir",
    "Sofosbuvir with velpatasvir and voxilaprevir",
    ["antiviral"],
    "once_daily",
    epar("vosevi", "Vosevi"),
    { brands: ["Vosevi"], components: ["sofosbuvir", "velpatasvir", "voxilaprevir"] },
  ),
  med("elbasvir", "Elbasvir", ["antiviral"], null, epar("zepatier", "Zepatier")),
  med("grazoprevir", "Grazoprevir", ["antiviral"], null, epar("zepatier", "Zepatier")),
  med(
    "elbasvir-with-grazoprevir",
    "Elbasvir with grazoprevir",
    ["antiviral"],
    "once_daily",
    epar("zepatier", "Zepatier"),
    { brands: ["Zepatier"], components: ["elbasvir", "grazoprevir"] },
  ),
];

export const SPECIALIST_INFECTION_MEDICINES: Medicine[] = [
  ...ANTIBIOTICS,
  ...ANTIFUNGALS_ANTIVIRALS_AND_WORMS,
  ...HIV,
  ...HEPATITIS_C,
];
