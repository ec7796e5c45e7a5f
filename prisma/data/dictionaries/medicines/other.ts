// Bladder and prostate, erection, gout, immune-system (rheumatology and transplant), stop-smoking,
// vitamin and mineral, and skin medicines. Chosen from the most prescribed items in England (NHSBSA
// Prescription Cost Analysis and English Prescribing Dataset) plus every member of the calcineurin
// inhibitor, immunosuppressant and oral retinoid classes the knowledge base targets. Frequencies are
// the usual adult ones on the cited page; null where they depend on the form or the condition treated.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { bnf, med, nhs } from "./build";

const BLADDER_PROSTATE_AND_ERECTION: Medicine[] = [
  med("tamsulosin", "Tamsulosin", ["alpha-blocker"], "once_daily", nhs("tamsulosin"), {
    brands: ["Flomax Relief", "Contiflo XL"],
    other: ["Tamsulosin hydrochloride", "Flomax"],
    otc: true,
  }),
  med("alfuzosin", "Alfuzosin", ["alpha-blocker"], null, bnf("alfuzosin-hydrochloride"), {
    brands: ["Xatral"],
    other: ["Alfuzosin hydrochloride"],
  }),
  med("finasteride", "Finasteride", ["5-alpha-reductase-inhibitor"], "once_daily", nhs("finasteride"), {
    brands: ["Proscar", "Propecia"],
  }),
  med("dutasteride", "Dutasteride", ["5-alpha-reductase-inhibitor"], "once_daily", bnf("dutasteride"), {
    brands: ["Avodart"],
  }),
  med("oxybutynin", "Oxybutynin", ["overactive-bladder-medicine"], null, nhs("oxybutynin"), {
    brands: ["Lyrinel XL", "Kentera"],
    other: ["Oxybutynin hydrochloride"],
  }),
  med("tolterodine", "Tolterodine", ["overactive-bladder-medicine"], null, nhs("tolterodine"), {
    brands: ["Detrusitol", "Detrusitol XL"],
  }),
  med("solifenacin", "Solifenacin", ["overactive-bladder-medicine"], "once_daily", nhs("solifenacin"), {
    brands: ["Vesicare"],
    other: ["Solifenacin succinate"],
  }),
  med(
    "fesoterodine",
    "Fesoterodine",
    ["overactive-bladder-medicine"],
    "once_daily",
    bnf("fesoterodine-fumarate"),
    {
      brands: ["Toviaz"],
    },
  ),
  med("trospium", "Trospium", ["overactive-bladder-medicine"], "twice_daily", bnf("trospium-chloride"), {
    brands: ["Regurin"],
    other: ["Trospium chloride"],
  }),
  med("mirabegron", "Mirabegron", ["overactive-bladder-medicine"], "once_daily", nhs("mirabegron"), {
    brands: ["Betmiga"],
  }),
  med("sildenafil", "Sildenafil", ["pde5-inhibitor"], "as_needed", nhs("sildenafil-viagra"), {
    brands: ["Viagra", "Viagra Connect", "Revatio"],
    other: ["Sildenafil citrate"],
    otc: true,
  }),
  med("tadalafil", "Tadalafil", ["pde5-inhibitor"], null, nhs("tadalafil"), { brands: ["Cialis"] }),
  med("vardenafil", "Vardenafil", ["pde5-inhibitor"], "as_needed", bnf("vardenafil"), {
    brands: ["Levitra"],
  }),
];

const GOUT_AND_IMMUNE_SYSTEM: Medicine[] = [
  med("allopurinol", "Allopurinol", ["xanthine-oxidase-inhibitor"], "once_daily", nhs("allopurinol"), {
    brands: ["Zyloric"],
  }),
  med("febuxostat", "Febuxostat", ["xanthine-oxidase-inhibitor"], "once_daily", bnf("febuxostat"), {
    brands: ["Adenuric"],
  }),
  med("colchicine", "Colchicine", ["gout-medicine"], null, nhs("colchicine")),
  med("methotrexate", "Methotrexate", ["immunosuppressant"], "weekly", nhs("methotrexate"), {
    brands: ["Maxtrex", "Metoject", "Nordimet"],
  }),
  med("leflunomide", "Leflunomide", ["immunosuppressant"], "once_daily", bnf("leflunomide"), {
    brands: ["Arava"],
  }),
  med("azathioprine", "Azathioprine", ["immunosuppressant"], null, nhs("azathioprine"), {
    brands: ["Imuran"],
  }),
  med("mercaptopurine", "Mercaptopurine", ["immunosuppressant"], "once_daily", bnf("mercaptopurine"), {
    other: ["6-mercaptopurine"],
  }),
  med(
    "mycophenolate-mofetil",
    "Mycophenolate mofetil",
    ["immunosuppressant"],
    "twice_daily",
    bnf("mycophenolate-mofetil"),
    {
      brands: ["CellCept", "Myfortic"],
      other: ["Mycophenolate", "Mycophenolic acid", "Mycophenolate sodium"],
    },
  ),
  med(
    "ciclosporin",
    "Ciclosporin",
    ["calcineurin-inhibitor", "raises-potassium"],
    "twice_daily",
    bnf("ciclosporin"),
    {
      brands: ["Neoral", "Sandimmun", "Capimune", "Deximune"],
      other: ["Cyclosporine", "Cyclosporin"],
    },
  ),
  med("tacrolimus", "Tacrolimus", ["calcineurin-inhibitor", "raises-potassium"], null, bnf("tacrolimus"), {
    brands: ["Prograf", "Advagraf", "Adoport", "Envarsus", "Modigraf"],
  }),
  med("sirolimus", "Sirolimus", ["immunosuppressant"], "once_daily", bnf("sirolimus"), {
    brands: ["Rapamune"],
  }),
  med("adalimumab", "Adalimumab", ["immunosuppressant"], null, nhs("adalimumab"), {
    brands: ["Humira", "Amgevita", "Hyrimoz", "Idacio", "Imraldi", "Yuflyma"],
  }),
  med("etanercept", "Etanercept", ["immunosuppressant"], "weekly", bnf("etanercept"), {
    brands: ["Enbrel", "Benepali", "Erelzi"],
  }),
  med("infliximab", "Infliximab", ["immunosuppressant"], null, bnf("infliximab"), {
    brands: ["Remicade", "Inflectra", "Remsima", "Zessly"],
  }),
];

const SMOKING_VITAMINS_AND_MINERALS: Medicine[] = [
  med("nicotine", "Nicotine", ["smoking-cessation"], null, bnf("nicotine"), {
    brands: ["Nicorette", "NiQuitin", "Nicotinell"],
    other: ["Nicotine replacement therapy", "NRT"],
    otc: true,
  }),
  med("varenicline", "Varenicline", ["smoking-cessation"], "twice_daily", nhs("varenicline"), {
    brands: ["Champix"],
    other: ["Varenicline tartrate"],
  }),
  med("bupropion", "Bupropion", ["smoking-cessation"], "twice_daily", bnf("bupropion-hydrochloride"), {
    brands: ["Zyban"],
    other: ["Bupropion hydrochloride", "Amfebutamone", "Wellbutrin"],
  }),
  med("folic-acid", "Folic acid", ["vitamin"], "once_daily", nhs("folic-acid"), { otc: true }),
  med("colecalciferol", "Colecalciferol", ["vitamin"], null, nhs("colecalciferol"), {
    brands: ["Fultium-D3", "InVita D3", "Desunin", "Thorens"],
    other: ["Cholecalciferol"],
    otc: true,
  }),
  med("hydroxocobalamin", "Hydroxocobalamin", ["vitamin"], null, nhs("hydroxocobalamin")),
  med("cyanocobalamin", "Cyanocobalamin", ["vitamin"], "once_daily", nhs("cyanocobalamin"), { otc: true }),
  med("thiamine", "Thiamine", ["vitamin"], null, nhs("thiamine-vitamin-b1"), {
    other: ["Thiamine hydrochloride"],
    otc: true,
  }),
  med("ferrous-sulfate", "Ferrous sulfate", ["iron-preparation"], null, nhs("ferrous-sulfate"), {
    other: ["Ferrous sulphate"],
    otc: true,
  }),
  med("ferrous-fumarate", "Ferrous fumarate", ["iron-preparation"], null, nhs("ferrous-fumarate"), {
    brands: ["Fersaday", "Galfer"],
    otc: true,
  }),
  med(
    "calcium-carbonate-with-colecalciferol",
    "Calcium carbonate with colecalciferol",
    ["calcium-preparation", "vitamin"],
    null,
    bnf("calcium-carbonate-with-colecalciferol"),
    {
      brands: ["Adcal-D3", "Calcichew-D3", "Calcichew-D3 Forte", "Accrete D3", "TheiCal-D3"],
      other: ["Calcium and vitamin D"],
      components: ["calcium-carbonate", "colecalciferol"],
      otc: true,
    },
  ),
  med("potassium-chloride", "Potassium chloride", ["potassium-supplement"], null, bnf("potassium-chloride")),
];

const SKIN: Medicine[] = [
  med("isotretinoin", "Isotretinoin", ["retinoid"], null, nhs("isotretinoin-capsules"), {
    brands: ["Roaccutane", "Rizuderm", "Reticutan"],
    other: ["Accutane"],
  }),
  med("acitretin", "Acitretin", ["retinoid"], "once_daily", bnf("acitretin"), { brands: ["Neotigason"] }),
  med("alitretinoin", "Alitretinoin", ["retinoid"], "once_daily", bnf("alitretinoin"), {
    brands: ["Toctino"],
  }),
  med("clobetasol", "Clobetasol", ["topical-corticosteroid"], null, nhs("clobetasol"), {
    brands: ["Dermovate", "Clobaderm", "Etrivex"],
    other: ["Clobetasol propionate"],
  }),
  med("clobetasone", "Clobetasone", ["topical-corticosteroid"], null, nhs("clobetasone"), {
    brands: ["Eumovate"],
    other: ["Clobetasone butyrate"],
    otc: true,
  }),
];

export const OTHER_MEDICINES: Medicine[] = [
  ...BLADDER_PROSTATE_AND_ERECTION,
  ...GOUT_AND_IMMUNE_SYSTEM,
  ...SMOKING_VITAMINS_AND_MINERALS,
  ...SKIN,
];
