// Painkillers: paracetamol, NSAIDs, opioids and the co- combinations. Chosen from the most prescribed
// items in England (NHSBSA Prescription Cost Analysis and English Prescribing Dataset), the common
// over-the-counter painkillers, and every member of the NSAID, opioid and serotonergic-opioid classes
// the knowledge base targets. Frequencies are the usual adult ones on the cited page ("as needed" for
// painkillers taken when pain comes); null where they depend on the form or the condition treated.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { bnf, med, nhs } from "./build";

const NON_OPIOIDS: Medicine[] = [
  med("paracetamol", "Paracetamol", ["analgesic"], "as_needed", nhs("paracetamol-for-adults"), {
    brands: ["Panadol", "Calpol"],
    other: ["Acetaminophen", "Tylenol", "APAP"],
    otc: true,
  }),
  med("ibuprofen", "Ibuprofen", ["nsaid"], "as_needed", nhs("ibuprofen-for-adults"), {
    brands: ["Nurofen", "Brufen", "Calprofen", "Fenbid", "Ibugel", "Ibuleve"],
    other: ["Advil", "Motrin"],
    otc: true,
  }),
  med("naproxen", "Naproxen", ["nsaid"], "twice_daily", nhs("naproxen"), {
    brands: ["Naprosyn", "Stirlescent", "Feminax Ultra"],
    other: ["Naproxen sodium", "Aleve"],
    otc: true,
  }),
  med("diclofenac", "Diclofenac", ["nsaid"], null, nhs("diclofenac"), {
    brands: ["Voltarol"],
    other: ["Diclofenac sodium", "Diclofenac potassium"],
    otc: true,
  }),
  med("celecoxib", "Celecoxib", ["nsaid"], null, bnf("celecoxib"), { brands: ["Celebrex"] }),
  med("etoricoxib", "Etoricoxib", ["nsaid"], "once_daily", bnf("etoricoxib"), { brands: ["Arcoxia"] }),
  med("mefenamic-acid", "Mefenamic acid", ["nsaid"], "three_times_daily", bnf("mefenamic-acid"), {
    brands: ["Ponstan"],
  }),
  med("meloxicam", "Meloxicam", ["nsaid"], "once_daily", bnf("meloxicam")),
  med("indometacin", "Indometacin", ["nsaid"], null, bnf("indometacin"), { other: ["Indomethacin"] }),
  med("ketoprofen", "Ketoprofen", ["nsaid"], null, bnf("ketoprofen"), { brands: ["Oruvail"] }),
  med("piroxicam", "Piroxicam", ["nsaid"], "once_daily", bnf("piroxicam"), { brands: ["Feldene"] }),
  med("nabumetone", "Nabumetone", ["nsaid"], "once_daily", bnf("nabumetone")),
  med("etodolac", "Etodolac", ["nsaid"], null, bnf("etodolac")),
  med("nefopam", "Nefopam", ["analgesic"], "three_times_daily", nhs("nefopam"), {
    other: ["Nefopam hydrochloride"],
  }),
];

const OPIOIDS: Medicine[] = [
  med("codeine", "Codeine", ["opioid"], "as_needed", nhs("codeine"), { other: ["Codeine phosphate"] }),
  med("dihydrocodeine", "Dihydrocodeine", ["opioid"], null, nhs("dihydrocodeine"), {
    brands: ["DF118 Forte", "DHC Continus"],
    other: ["Dihydrocodeine tartrate"],
  }),
  med("morphine", "Morphine", ["opioid"], null, nhs("morphine"), {
    brands: ["MST Continus", "Zomorph", "Sevredol", "Morphgesic", "MXL", "Oramorph"],
    other: ["Morphine sulfate", "Morphine sulphate"],
  }),
  med("oxycodone", "Oxycodone", ["opioid"], null, nhs("oxycodone"), {
    brands: ["OxyContin", "OxyNorm", "Longtec", "Shortec", "Oxypro"],
    other: ["Oxycodone hydrochloride"],
  }),
  med("buprenorphine", "Buprenorphine", ["opioid"], null, nhs("buprenorphine-for-pain"), {
    brands: ["BuTrans", "Transtec", "Subutex", "Espranor", "Butec", "Reletrans"],
  }),
  med("hydromorphone", "Hydromorphone", ["opioid"], null, bnf("hydromorphone-hydrochloride"), {
    brands: ["Palladone"],
    other: ["Hydromorphone hydrochloride"],
  }),
  med("diamorphine", "Diamorphine", ["opioid"], null, bnf("diamorphine-hydrochloride"), {
    other: ["Diamorphine hydrochloride", "Heroin"],
  }),
  med("tramadol", "Tramadol", ["serotonergic-opioid"], null, nhs("tramadol"), {
    brands: ["Zydol", "Zamadol", "Maxitram", "Marol", "Tramulief", "Tramquel"],
    other: ["Tramadol hydrochloride", "Ultram"],
  }),
  med("tapentadol", "Tapentadol", ["serotonergic-opioid"], null, bnf("tapentadol"), { brands: ["Palexia"] }),
  med("pethidine", "Pethidine", ["serotonergic-opioid"], null, bnf("pethidine-hydrochloride"), {
    other: ["Meperidine", "Pethidine hydrochloride", "Demerol"],
  }),
  med("methadone", "Methadone", ["serotonergic-opioid"], "once_daily", nhs("methadone"), {
    brands: ["Physeptone"],
    other: ["Methadone hydrochloride"],
  }),
  med("fentanyl", "Fentanyl", ["serotonergic-opioid"], null, nhs("fentanyl"), {
    brands: ["Durogesic", "Matrifen", "Abstral", "Effentora", "Instanyl", "PecFent"],
  }),
];

const COMBINATIONS: Medicine[] = [
  med("co-codamol", "Co-codamol", ["opioid", "analgesic"], "as_needed", nhs("co-codamol-for-adults"), {
    brands: ["Solpadol", "Tylex", "Zapain", "Kapake", "Codipar"],
    other: ["Codeine and paracetamol", "Paracetamol and codeine"],
    components: ["codeine", "paracetamol"],
    otc: true,
  }),
  med("co-dydramol", "Co-dydramol", ["opioid", "analgesic"], "as_needed", nhs("co-dydramol"), {
    brands: ["Remedeine"],
    other: ["Dihydrocodeine and paracetamol"],
    components: ["dihydrocodeine", "paracetamol"],
  }),
  med("co-codaprin", "Co-codaprin", ["opioid", "nsaid"], "as_needed", nhs("co-codaprin"), {
    other: ["Aspirin and codeine"],
    components: ["codeine", "aspirin"],
  }),
  med(
    "ibuprofen-with-codeine",
    "Ibuprofen with codeine",
    ["nsaid", "opioid"],
    "as_needed",
    nhs("ibuprofen-and-codeine-nurofen-plus"),
    {
      brands: ["Nurofen Plus"],
      other: ["Ibuprofen and codeine"],
      components: ["ibuprofen", "codeine"],
      otc: true,
    },
  ),
];

export const PAIN_MEDICINES: Medicine[] = [...NON_OPIOIDS, ...OPIOIDS, ...COMBINATIONS];
