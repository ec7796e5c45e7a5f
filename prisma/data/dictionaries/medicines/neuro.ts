// Epilepsy, Parkinson's disease, migraine, vertigo, muscle-spasm and multiple sclerosis medicines. Chosen
// from the most prescribed items in England (NHSBSA Prescription Cost Analysis and English Prescribing
// Dataset) plus every member of the enzyme-inducing antiepileptic, triptan and MAO-B inhibitor classes
// the knowledge base targets. Frequencies are the usual adult ones on the cited page; null where they
// depend on the form or the condition treated.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { bnf, epar, med, nhs } from "./build";

const EPILEPSY: Medicine[] = [
  med("carbamazepine", "Carbamazepine", ["enzyme-inducing-antiepileptic"], null, nhs("carbamazepine"), {
    brands: ["Tegretol", "Tegretol Prolonged Release", "Curatil", "Carbagen SR"],
  }),
  med("phenytoin", "Phenytoin", ["enzyme-inducing-antiepileptic"], null, nhs("phenytoin"), {
    brands: ["Epanutin"],
    other: ["Phenytoin sodium"],
  }),
  med(
    "phenobarbital",
    "Phenobarbital",
    ["enzyme-inducing-antiepileptic", "sedative"],
    null,
    bnf("phenobarbital"),
    {
      other: ["Phenobarbitone"],
    },
  ),
  med("primidone", "Primidone", ["enzyme-inducing-antiepileptic"], null, bnf("primidone"), {
    brands: ["Mysoline"],
  }),
  med("sodium-valproate", "Sodium valproate", ["antiepileptic"], null, nhs("sodium-valproate"), {
    brands: ["Epilim", "Epilim Chrono", "Episenta", "Dyzantil"],
    other: ["Valproate"],
  }),
  med("valproic-acid", "Valproic acid", ["antiepileptic"], null, nhs("valproic-acid"), {
    brands: ["Convulex", "Depakote"],
    other: ["Valproate semisodium", "Semisodium valproate", "Divalproex sodium"],
  }),
  med("lamotrigine", "Lamotrigine", ["antiepileptic"], null, nhs("lamotrigine"), { brands: ["Lamictal"] }),
  med("levetiracetam", "Levetiracetam", ["antiepileptic"], "twice_daily", nhs("levetiracetam"), {
    brands: ["Keppra", "Desitrend"],
  }),
  med("topiramate", "Topiramate", ["antiepileptic"], "twice_daily", nhs("topiramate"), {
    brands: ["Topamax"],
  }),
  med("oxcarbazepine", "Oxcarbazepine", ["antiepileptic"], "twice_daily", bnf("oxcarbazepine"), {
    brands: ["Trileptal"],
  }),
  med("eslicarbazepine", "Eslicarbazepine", ["antiepileptic"], "once_daily", bnf("eslicarbazepine-acetate"), {
    brands: ["Zebinix"],
    other: ["Eslicarbazepine acetate"],
  }),
  med("lacosamide", "Lacosamide", ["antiepileptic"], "twice_daily", bnf("lacosamide"), {
    brands: ["Vimpat"],
  }),
  med("zonisamide", "Zonisamide", ["antiepileptic"], null, bnf("zonisamide"), { brands: ["Zonegran"] }),
  med("brivaracetam", "Brivaracetam", ["antiepileptic"], "twice_daily", bnf("brivaracetam"), {
    brands: ["Briviact"],
  }),
  med("perampanel", "Perampanel", ["antiepileptic"], "once_daily", bnf("perampanel"), {
    brands: ["Fycompa"],
  }),
  med("ethosuximide", "Ethosuximide", ["antiepileptic"], null, bnf("ethosuximide")),
  med("cenobamate", "Cenobamate", ["antiepileptic"], "once_daily", bnf("cenobamate"), {
    brands: ["Ontozry"],
  }),
  med("tiagabine", "Tiagabine", ["antiepileptic"], null, bnf("tiagabine"), { brands: ["Gabitril"] }),
  med("vigabatrin", "Vigabatrin", ["antiepileptic"], null, bnf("vigabatrin"), { brands: ["Sabril"] }),
  med("rufinamide", "Rufinamide", ["antiepileptic"], "twice_daily", bnf("rufinamide"), {
    brands: ["Inovelon"],
  }),
  med("stiripentol", "Stiripentol", ["antiepileptic"], null, bnf("stiripentol"), { brands: ["Diacomit"] }),
  // Fenfluramine releases serotonin; its product information warns of serotonin syndrome with SSRIs,
  // SNRIs, tricyclics and triptans.
  med(
    "fenfluramine",
    "Fenfluramine",
    ["antiepileptic", "serotonergic-medicine"],
    "twice_daily",
    bnf("fenfluramine"),
    {
      brands: ["Fintepla"],
      also: [
        {
          title: "Fintepla (fenfluramine): EPAR product information",
          publisher: "European Medicines Agency",
          url: "https://www.ema.europa.eu/en/medicines/human/EPAR/fintepla",
        },
      ],
    },
  ),
];

const PARKINSONS: Medicine[] = [
  med("levodopa", "Levodopa", ["dopaminergic"], null, nhs("co-careldopa", "Co-careldopa"), {
    other: ["L-dopa"],
  }),
  med("carbidopa", "Carbidopa", ["antiparkinson"], null, nhs("co-careldopa", "Co-careldopa")),
  med("benserazide", "Benserazide", ["antiparkinson"], null, nhs("co-beneldopa", "Co-beneldopa")),
  med("co-careldopa", "Co-careldopa", ["dopaminergic"], null, nhs("co-careldopa"), {
    brands: ["Sinemet", "Sinemet Plus", "Caramet CR", "Lecado", "Duodopa"],
    other: ["Carbidopa and levodopa", "Levodopa with carbidopa"],
    components: ["levodopa", "carbidopa"],
  }),
  med("co-beneldopa", "Co-beneldopa", ["dopaminergic"], null, nhs("co-beneldopa"), {
    brands: ["Madopar", "Madopar CR"],
    other: ["Levodopa with benserazide"],
    components: ["levodopa", "benserazide"],
  }),
  med("ropinirole", "Ropinirole", ["dopamine-agonist"], null, nhs("ropinirole"), {
    brands: ["Requip", "Requip XL", "Ropiqual", "Ipinnia XL"],
  }),
  med("pramipexole", "Pramipexole", ["dopamine-agonist"], null, bnf("pramipexole"), {
    brands: ["Mirapexin"],
    other: ["Sifrol"],
  }),
  med("rotigotine", "Rotigotine", ["dopamine-agonist"], "once_daily", bnf("rotigotine"), {
    brands: ["Neupro"],
  }),
  med("rasagiline", "Rasagiline", ["maoi", "antiparkinson"], "once_daily", bnf("rasagiline"), {
    brands: ["Azilect"],
  }),
  med("selegiline", "Selegiline", ["maoi", "antiparkinson"], "once_daily", bnf("selegiline-hydrochloride"), {
    brands: ["Eldepryl"],
    other: ["Selegiline hydrochloride"],
  }),
  med("safinamide", "Safinamide", ["maoi", "antiparkinson"], "once_daily", bnf("safinamide"), {
    brands: ["Xadago"],
  }),
  // Comtan is the name of the same tablet elsewhere in Europe and in the US.
  med("entacapone", "Entacapone", ["antiparkinson"], null, bnf("entacapone"), {
    brands: ["Comtess"],
    other: ["Comtan"],
  }),
  med("opicapone", "Opicapone", ["antiparkinson"], "once_daily", bnf("opicapone"), { brands: ["Ongentys"] }),
  med("tolcapone", "Tolcapone", ["antiparkinson"], "three_times_daily", bnf("tolcapone"), {
    brands: ["Tasmar"],
  }),
  med(
    "levodopa-carbidopa-entacapone",
    "Levodopa, carbidopa and entacapone",
    ["dopaminergic"],
    null,
    epar("stalevo", "Stalevo"),
    {
      brands: ["Stalevo", "Sastravi", "Stanek"],
      components: ["levodopa", "carbidopa", "entacapone"],
    },
  ),
  med("apomorphine", "Apomorphine", ["dopamine-agonist"], null, bnf("apomorphine-hydrochloride"), {
    brands: ["APO-go"],
    other: ["Apomorphine hydrochloride"],
  }),
  med(
    "procyclidine",
    "Procyclidine",
    ["antiparkinson"],
    "three_times_daily",
    bnf("procyclidine-hydrochloride"),
    {
      other: ["Procyclidine hydrochloride"],
    },
  ),
  med("trihexyphenidyl", "Trihexyphenidyl", ["antiparkinson"], null, bnf("trihexyphenidyl-hydrochloride"), {
    other: ["Benzhexol", "Trihexyphenidyl hydrochloride"],
  }),
  med("orphenadrine", "Orphenadrine", ["antiparkinson"], null, bnf("orphenadrine-hydrochloride"), {
    other: ["Orphenadrine hydrochloride"],
  }),
  med("amantadine", "Amantadine", ["antiparkinson"], null, bnf("amantadine-hydrochloride"), {
    other: ["Amantadine hydrochloride"],
  }),
];

const MIGRAINE_AND_VERTIGO: Medicine[] = [
  med("sumatriptan", "Sumatriptan", ["triptan"], "as_needed", nhs("sumatriptan"), {
    brands: ["Imigran", "Imigran Recovery"],
    other: ["Sumatriptan succinate"],
    otc: true,
  }),
  med("zolmitriptan", "Zolmitriptan", ["triptan"], "as_needed", bnf("zolmitriptan"), { brands: ["Zomig"] }),
  med("rizatriptan", "Rizatriptan", ["triptan"], "as_needed", bnf("rizatriptan"), { brands: ["Maxalt"] }),
  med("naratriptan", "Naratriptan", ["triptan"], "as_needed", bnf("naratriptan"), {
    brands: ["Naramig"],
  }),
  med("almotriptan", "Almotriptan", ["triptan"], "as_needed", bnf("almotriptan"), {
    brands: ["Almogran"],
    also: [
      {
        title: "Almogran 12.5 mg film-coated tablets (almotriptan): patient information leaflet",
        publisher: "Drugs.com (UK edition)",
        url: "https://www.drugs.com/uk/almogran-12-5-mg-film-coated-tablets-leaflet.html",
      },
    ],
  }),
  med("eletriptan", "Eletriptan", ["triptan"], "as_needed", bnf("eletriptan"), { brands: ["Relpax"] }),
  med("frovatriptan", "Frovatriptan", ["triptan"], "as_needed", bnf("frovatriptan"), { brands: ["Migard"] }),
  med("pizotifen", "Pizotifen", ["migraine-medicine", "sedative"], null, bnf("pizotifen"), {
    brands: ["Sanomigran"],
  }),
  med("erenumab", "Erenumab", ["migraine-medicine"], null, bnf("erenumab"), { brands: ["Aimovig"] }),
  med("fremanezumab", "Fremanezumab", ["migraine-medicine"], null, bnf("fremanezumab"), {
    brands: ["Ajovy"],
  }),
  med("galcanezumab", "Galcanezumab", ["migraine-medicine"], null, bnf("galcanezumab"), {
    brands: ["Emgality"],
  }),
  med("rimegepant", "Rimegepant", ["migraine-medicine"], null, bnf("rimegepant"), { brands: ["Vydura"] }),
  med("atogepant", "Atogepant", ["migraine-medicine"], "once_daily", epar("aquipta", "Aquipta"), {
    brands: ["Aquipta"],
  }),
  med("eptinezumab", "Eptinezumab", ["migraine-medicine"], null, epar("vyepti", "Vyepti"), {
    brands: ["Vyepti"],
  }),
  med("betahistine", "Betahistine", ["vestibular-medicine"], "three_times_daily", nhs("betahistine"), {
    brands: ["Serc", "Serc-8", "Serc-16"],
    other: ["Betahistine dihydrochloride"],
    also: [
      {
        title: "Serc (betahistine dihydrochloride): patient information leaflet",
        publisher: "Electronic medicines compendium (emc)",
        url: "https://www.medicines.org.uk/emc/product/1171/pil",
      },
    ],
  }),
  med(
    "cinnarizine",
    "Cinnarizine",
    ["antihistamine", "sedative", "vestibular-medicine"],
    null,
    nhs("cinnarizine"),
    {
      brands: ["Stugeron"],
      otc: true,
    },
  ),
];

const MUSCLE_SPASM: Medicine[] = [
  med("baclofen", "Baclofen", ["muscle-relaxant"], "three_times_daily", nhs("baclofen"), {
    brands: ["Lioresal", "Lyflex"],
  }),
  med("tizanidine", "Tizanidine", ["muscle-relaxant"], null, bnf("tizanidine"), { brands: ["Zanaflex"] }),
  med("methocarbamol", "Methocarbamol", ["muscle-relaxant"], "four_times_daily", bnf("methocarbamol"), {
    brands: ["Robaxin"],
  }),
  med("dantrolene", "Dantrolene", ["muscle-relaxant"], null, bnf("dantrolene-sodium"), {
    brands: ["Dantrium"],
    other: ["Dantrolene sodium"],
  }),
];

// Multiple sclerosis disease-modifying medicines: each dampens or redirects the immune system.
const MS_IMMUNOSUPPRESSANT = ["immunosuppressant", "ms-medicine"];
const MS_MODULATOR = ["ms-medicine"];

const MULTIPLE_SCLEROSIS: Medicine[] = [
  med(
    "dimethyl-fumarate",
    "Dimethyl fumarate",
    MS_IMMUNOSUPPRESSANT,
    "twice_daily",
    bnf("dimethyl-fumarate"),
    {
      brands: ["Tecfidera", "Skilarence"],
    },
  ),
  med("teriflunomide", "Teriflunomide", MS_IMMUNOSUPPRESSANT, "once_daily", bnf("teriflunomide"), {
    brands: ["Aubagio"],
  }),
  med("fingolimod", "Fingolimod", MS_IMMUNOSUPPRESSANT, "once_daily", bnf("fingolimod"), {
    brands: ["Gilenya"],
  }),
  med("siponimod", "Siponimod", MS_IMMUNOSUPPRESSANT, "once_daily", bnf("siponimod"), {
    brands: ["Mayzent"],
  }),
  med("cladribine", "Cladribine", MS_IMMUNOSUPPRESSANT, null, bnf("cladribine"), { brands: ["Mavenclad"] }),
  med("natalizumab", "Natalizumab", MS_IMMUNOSUPPRESSANT, null, bnf("natalizumab"), { brands: ["Tysabri"] }),
  med("ocrelizumab", "Ocrelizumab", MS_IMMUNOSUPPRESSANT, null, bnf("ocrelizumab"), { brands: ["Ocrevus"] }),
  med("ofatumumab", "Ofatumumab", MS_IMMUNOSUPPRESSANT, null, bnf("ofatumumab"), { brands: ["Kesimpta"] }),
  med("ozanimod", "Ozanimod", MS_IMMUNOSUPPRESSANT, "once_daily", bnf("ozanimod"), { brands: ["Zeposia"] }),
  med("ponesimod", "Ponesimod", MS_IMMUNOSUPPRESSANT, "once_daily", bnf("ponesimod"), {
    brands: ["Ponvory"],
  }),
  med(
    "diroximel-fumarate",
    "Diroximel fumarate",
    MS_IMMUNOSUPPRESSANT,
    "twice_daily",
    bnf("diroximel-fumarate"),
    { brands: ["Vumerity"] },
  ),
  med("alemtuzumab", "Alemtuzumab", MS_IMMUNOSUPPRESSANT, null, bnf("alemtuzumab"), { brands: ["Lemtrada"] }),
  med("ublituximab", "Ublituximab", MS_IMMUNOSUPPRESSANT, null, epar("briumvi", "Briumvi"), {
    brands: ["Briumvi"],
  }),
  med("interferon-beta-1a", "Interferon beta-1a", MS_MODULATOR, null, epar("avonex", "Avonex"), {
    brands: ["Avonex", "Rebif"],
    also: [
      {
        title: "Rebif (interferon beta-1a): EPAR product information",
        publisher: "European Medicines Agency",
        url: "https://www.ema.europa.eu/en/medicines/human/EPAR/rebif",
      },
    ],
  }),
  med("peginterferon-beta-1a", "Peginterferon beta-1a", MS_MODULATOR, null, epar("plegridy", "Plegridy"), {
    brands: ["Plegridy"],
  }),
  med("interferon-beta-1b", "Interferon beta-1b", MS_MODULATOR, null, epar("betaferon", "Betaferon"), {
    brands: ["Betaferon", "Extavia"],
  }),
  med("glatiramer", "Glatiramer", MS_MODULATOR, "once_daily", bnf("glatiramer-acetate"), {
    brands: ["Copaxone"],
    other: ["Glatiramer acetate"],
  }),
  med("fampridine", "Fampridine", MS_MODULATOR, "twice_daily", epar("fampyra", "Fampyra"), {
    brands: ["Fampyra"],
    other: ["Dalfampridine"],
  }),
];

export const NEURO_MEDICINES: Medicine[] = [
  ...EPILEPSY,
  ...PARKINSONS,
  ...MIGRAINE_AND_VERTIGO,
  ...MUSCLE_SPASM,
  ...MULTIPLE_SCLEROSIS,
];
