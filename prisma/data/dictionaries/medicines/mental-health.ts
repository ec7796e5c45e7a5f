// Antidepressants, antipsychotics, lithium, sleeping tablets and anxiety medicines, ADHD and dementia
// medicines, and medicines for alcohol and opioid dependence. Chosen from the most prescribed items in England (NHSBSA Prescription Cost Analysis and
// English Prescribing Dataset) plus every member of the serotonergic, MAOI, tricyclic, benzodiazepine
// and z-drug classes the knowledge base targets. Frequencies are the usual adult ones on the cited
// page; null where they depend on the form or the condition treated.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { bnf, epar, med, nhs } from "./build";

const ANTIDEPRESSANTS: Medicine[] = [
  med("sertraline", "Sertraline", ["ssri"], "once_daily", nhs("sertraline"), {
    brands: ["Lustral"],
    other: ["Sertraline hydrochloride", "Zoloft"],
  }),
  med("citalopram", "Citalopram", ["ssri"], "once_daily", nhs("citalopram"), {
    brands: ["Cipramil"],
    other: ["Citalopram hydrobromide", "Celexa"],
  }),
  med("escitalopram", "Escitalopram", ["ssri"], "once_daily", nhs("escitalopram"), {
    brands: ["Cipralex"],
    other: ["Escitalopram oxalate", "Lexapro"],
  }),
  med("fluoxetine", "Fluoxetine", ["ssri"], "once_daily", nhs("fluoxetine-prozac"), {
    brands: ["Prozac"],
    other: ["Fluoxetine hydrochloride"],
  }),
  med("paroxetine", "Paroxetine", ["ssri"], "once_daily", nhs("paroxetine"), {
    brands: ["Seroxat"],
    other: ["Paroxetine hydrochloride", "Paxil"],
  }),
  med("fluvoxamine", "Fluvoxamine", ["ssri"], null, bnf("fluvoxamine-maleate"), {
    brands: ["Faverin"],
    other: ["Fluvoxamine maleate"],
  }),
  med("venlafaxine", "Venlafaxine", ["snri"], null, nhs("venlafaxine"), {
    brands: ["Efexor", "Efexor XL", "Vensir", "Vencarm", "Venlalix", "Venlablue"],
  }),
  med("duloxetine", "Duloxetine", ["snri"], "once_daily", nhs("duloxetine"), {
    brands: ["Cymbalta", "Yentreve"],
  }),
  med(
    "mirtazapine",
    "Mirtazapine",
    ["antidepressant", "serotonergic-medicine"],
    "once_daily",
    nhs("mirtazapine"),
    {
      brands: ["Zispin", "Zispin SolTab"],
    },
  ),
  med("trazodone", "Trazodone", ["antidepressant", "serotonergic-medicine"], null, nhs("trazodone"), {
    brands: ["Molipaxin"],
    other: ["Trazodone hydrochloride"],
  }),
  med(
    "vortioxetine",
    "Vortioxetine",
    ["antidepressant", "serotonergic-medicine"],
    "once_daily",
    bnf("vortioxetine"),
    {
      brands: ["Brintellix"],
    },
  ),
  med("agomelatine", "Agomelatine", ["antidepressant"], "once_daily", bnf("agomelatine"), {
    brands: ["Valdoxan"],
  }),
  med("reboxetine", "Reboxetine", ["antidepressant"], "twice_daily", bnf("reboxetine"), {
    brands: ["Edronax"],
  }),
  med("mianserin", "Mianserin", ["antidepressant", "sedative"], null, bnf("mianserin-hydrochloride"), {
    other: ["Mianserin hydrochloride"],
  }),
  med(
    "amitriptyline",
    "Amitriptyline",
    ["tricyclic-antidepressant"],
    "once_daily",
    nhs("amitriptyline-for-depression"),
    {
      other: ["Amitriptyline hydrochloride"],
    },
  ),
  med("nortriptyline", "Nortriptyline", ["tricyclic-antidepressant"], "once_daily", nhs("nortriptyline")),
  med(
    "clomipramine",
    "Clomipramine",
    ["tricyclic-antidepressant", "serotonergic-medicine"],
    null,
    bnf("clomipramine-hydrochloride"),
    {
      brands: ["Anafranil"],
      other: ["Clomipramine hydrochloride"],
    },
  ),
  med("imipramine", "Imipramine", ["tricyclic-antidepressant"], null, bnf("imipramine-hydrochloride"), {
    other: ["Imipramine hydrochloride"],
  }),
  med("dosulepin", "Dosulepin", ["tricyclic-antidepressant"], "once_daily", nhs("dosulepin"), {
    brands: ["Prothiaden"],
    other: ["Dothiepin", "Dosulepin hydrochloride"],
  }),
  med("lofepramine", "Lofepramine", ["tricyclic-antidepressant"], null, bnf("lofepramine")),
  med("trimipramine", "Trimipramine", ["tricyclic-antidepressant"], null, bnf("trimipramine")),
  med("phenelzine", "Phenelzine", ["maoi", "antidepressant"], "three_times_daily", bnf("phenelzine"), {
    brands: ["Nardil"],
  }),
  med("isocarboxazid", "Isocarboxazid", ["maoi", "antidepressant"], null, bnf("isocarboxazid")),
  med(
    "tranylcypromine",
    "Tranylcypromine",
    ["maoi", "antidepressant"],
    "twice_daily",
    bnf("tranylcypromine"),
  ),
  med("moclobemide", "Moclobemide", ["maoi", "antidepressant"], "twice_daily", bnf("moclobemide")),
];

const ANTIPSYCHOTICS_AND_MOOD: Medicine[] = [
  med("lithium", "Lithium", ["mood-stabiliser", "serotonergic-medicine"], null, nhs("lithium"), {
    brands: ["Priadel", "Camcolit", "Liskonum", "Li-Liquid"],
    other: ["Lithium carbonate", "Lithium citrate"],
  }),
  med("quetiapine", "Quetiapine", ["antipsychotic"], null, nhs("quetiapine"), { brands: ["Seroquel"] }),
  med("olanzapine", "Olanzapine", ["antipsychotic"], "once_daily", nhs("olanzapine"), {
    brands: ["Zyprexa"],
  }),
  med("risperidone", "Risperidone", ["antipsychotic"], null, nhs("risperidone"), { brands: ["Risperdal"] }),
  med("aripiprazole", "Aripiprazole", ["antipsychotic"], "once_daily", nhs("aripiprazole"), {
    brands: ["Abilify", "Abilify Maintena"],
  }),
  med("haloperidol", "Haloperidol", ["antipsychotic"], null, nhs("haloperidol"), { brands: ["Haldol"] }),
  med("clozapine", "Clozapine", ["antipsychotic"], null, bnf("clozapine"), {
    brands: ["Clozaril", "Denzapine", "Zaponex"],
  }),
  med("amisulpride", "Amisulpride", ["antipsychotic"], null, bnf("amisulpride"), { brands: ["Solian"] }),
  med("lurasidone", "Lurasidone", ["antipsychotic"], "once_daily", bnf("lurasidone-hydrochloride"), {
    brands: ["Latuda"],
  }),
  med("paliperidone", "Paliperidone", ["antipsychotic"], "once_daily", bnf("paliperidone"), {
    brands: ["Invega", "Xeplion", "Trevicta"],
  }),
  med("chlorpromazine", "Chlorpromazine", ["antipsychotic"], null, bnf("chlorpromazine-hydrochloride"), {
    other: ["Chlorpromazine hydrochloride"],
  }),
  med("flupentixol", "Flupentixol", ["antipsychotic"], null, bnf("flupentixol"), {
    brands: ["Depixol", "Fluanxol", "Psytixol"],
    other: ["Flupenthixol", "Flupentixol decanoate"],
  }),
  med("zuclopenthixol", "Zuclopenthixol", ["antipsychotic"], null, bnf("zuclopenthixol"), {
    brands: ["Clopixol"],
    other: ["Zuclopenthixol decanoate"],
  }),
  med("trifluoperazine", "Trifluoperazine", ["antipsychotic"], null, bnf("trifluoperazine")),
  med("sulpiride", "Sulpiride", ["antipsychotic"], "twice_daily", bnf("sulpiride"), { brands: ["Dolmatil"] }),
  med("levomepromazine", "Levomepromazine", ["antipsychotic", "sedative"], null, bnf("levomepromazine"), {
    brands: ["Nozinan"],
    other: ["Methotrimeprazine"],
  }),
  med("promazine", "Promazine", ["antipsychotic", "sedative"], null, bnf("promazine-hydrochloride"), {
    other: ["Promazine hydrochloride"],
  }),
  med("fluphenazine", "Fluphenazine", ["antipsychotic"], null, bnf("fluphenazine-decanoate"), {
    brands: ["Modecate"],
    other: ["Fluphenazine decanoate"],
  }),
  med("pimozide", "Pimozide", ["antipsychotic"], "once_daily", bnf("pimozide"), { brands: ["Orap"] }),
  med("cariprazine", "Cariprazine", ["antipsychotic"], "once_daily", bnf("cariprazine"), {
    brands: ["Reagila"],
  }),
  med("asenapine", "Asenapine", ["antipsychotic"], "twice_daily", bnf("asenapine"), { brands: ["Sycrest"] }),
  med("brexpiprazole", "Brexpiprazole", ["antipsychotic"], "once_daily", epar("rxulti", "Rxulti"), {
    brands: ["Rxulti"],
  }),
  med("perphenazine", "Perphenazine", ["antipsychotic"], null, bnf("perphenazine")),
  med("periciazine", "Periciazine", ["antipsychotic"], null, bnf("periciazine"), {
    other: ["Pericyazine"],
  }),
  med("benperidol", "Benperidol", ["antipsychotic"], null, bnf("benperidol")),
];

const SLEEP_AND_ANXIETY: Medicine[] = [
  med("diazepam", "Diazepam", ["benzodiazepine"], null, nhs("diazepam"), {
    brands: ["Diazemuls", "Stesolid"],
    other: ["Valium"],
  }),
  med("lorazepam", "Lorazepam", ["benzodiazepine"], null, nhs("lorazepam"), { brands: ["Ativan"] }),
  med("temazepam", "Temazepam", ["benzodiazepine"], "once_daily", nhs("temazepam")),
  med("nitrazepam", "Nitrazepam", ["benzodiazepine"], "once_daily", bnf("nitrazepam")),
  // Given into the cheek for prolonged seizures, so also an antiepileptic.
  med("midazolam", "Midazolam", ["benzodiazepine", "antiepileptic"], null, bnf("midazolam"), {
    brands: ["Buccolam", "Epistatus"],
  }),
  med("clonazepam", "Clonazepam", ["benzodiazepine", "antiepileptic"], null, nhs("clonazepam"), {
    brands: ["Rivotril"],
  }),
  med(
    "chlordiazepoxide",
    "Chlordiazepoxide",
    ["benzodiazepine"],
    null,
    bnf("chlordiazepoxide-hydrochloride"),
    {
      other: ["Chlordiazepoxide hydrochloride"],
    },
  ),
  med("alprazolam", "Alprazolam", ["benzodiazepine"], null, bnf("alprazolam"), { other: ["Xanax"] }),
  med("oxazepam", "Oxazepam", ["benzodiazepine"], null, bnf("oxazepam")),
  med("lormetazepam", "Lormetazepam", ["benzodiazepine"], "once_daily", bnf("lormetazepam")),
  med("clobazam", "Clobazam", ["benzodiazepine", "antiepileptic"], null, bnf("clobazam"), {
    brands: ["Frisium", "Tapclob", "Zacco"],
  }),
  med("zopiclone", "Zopiclone", ["z-drug"], "once_daily", nhs("zopiclone"), { brands: ["Zimovane"] }),
  med("zolpidem", "Zolpidem", ["z-drug"], "once_daily", nhs("zolpidem"), {
    brands: ["Stilnoct"],
    other: ["Zolpidem tartrate", "Ambien"],
  }),
  // Prescription-only in the UK; a sedative here because the NHS says sleepy herbal remedies add to it.
  med("melatonin", "Melatonin", ["sedative"], "once_daily", nhs("melatonin"), {
    brands: ["Circadin", "Slenyto"],
    other: ["Melatonin MR", "Melatonin modified-release", "Melatonin prolonged-release"],
    nutrients: [
      {
        ingredient: "melatonin",
        amount: 2,
        unit: "mg",
        usualDose: "one 2 mg prolonged-release tablet (Circadin) at bedtime",
        typedStrength: true,
      },
    ],
    also: [
      {
        title: "Taking melatonin with other medicines and herbal supplements (NHS medicines A to Z)",
        publisher: "NHS",
        url: "https://www.nhs.uk/medicines/melatonin/taking-melatonin-with-other-medicines-and-herbal-supplements/",
      },
    ],
  }),
  med("pregabalin", "Pregabalin", ["gabapentinoid", "antiepileptic"], "twice_daily", nhs("pregabalin"), {
    brands: ["Lyrica", "Alzain", "Axalid", "Lecaent"],
  }),
  // Serotonergic: its product information warns of serotonin syndrome with SSRIs and MAOIs.
  med("buspirone", "Buspirone", ["serotonergic-medicine"], "twice_daily", bnf("buspirone-hydrochloride"), {
    other: ["Buspirone hydrochloride"],
  }),
  // Sodium oxybate is a strong central nervous system depressant (the BNF warns against alcohol and sedatives).
  med("sodium-oxybate", "Sodium oxybate", ["sedative"], "twice_daily", bnf("sodium-oxybate"), {
    brands: ["Xyrem"],
  }),
  med("daridorexant", "Daridorexant", ["sedative"], "once_daily", bnf("daridorexant"), {
    brands: ["Quviviq"],
  }),
  med("clomethiazole", "Clomethiazole", ["sedative"], null, bnf("clomethiazole"), {
    brands: ["Heminevrin"],
    other: ["Chlormethiazole"],
  }),
  med(
    "gabapentin",
    "Gabapentin",
    ["gabapentinoid", "antiepileptic"],
    "three_times_daily",
    nhs("gabapentin"),
    {
      brands: ["Neurontin"],
    },
  ),
];

const ADHD_AND_DEMENTIA: Medicine[] = [
  med("methylphenidate", "Methylphenidate", ["cns-stimulant"], null, nhs("methylphenidate-adults"), {
    brands: [
      "Ritalin",
      "Concerta",
      "Concerta XL",
      "Equasym",
      "Equasym XL",
      "Medikinet",
      "Xaggitin",
      "Xaggitin XL",
      "Delmosart",
      "Xenidate XL",
      "Matoride XL",
    ],
    other: ["Methylphenidate hydrochloride"],
  }),
  med(
    "lisdexamfetamine",
    "Lisdexamfetamine",
    ["cns-stimulant"],
    "once_daily",
    bnf("lisdexamfetamine-mesilate"),
    {
      brands: ["Elvanse", "Elvanse Adult"],
      other: ["Lisdexamfetamine mesilate", "Lisdexamfetamine dimesylate", "Vyvanse"],
    },
  ),
  med("dexamfetamine", "Dexamfetamine", ["cns-stimulant"], null, bnf("dexamfetamine-sulfate"), {
    brands: ["Amfexa"],
    other: ["Dexamfetamine sulfate", "Dextroamphetamine"],
  }),
  med("atomoxetine", "Atomoxetine", ["adhd-medicine"], null, bnf("atomoxetine"), { brands: ["Strattera"] }),
  med("guanfacine", "Guanfacine", ["adhd-medicine"], "once_daily", bnf("guanfacine"), {
    brands: ["Intuniv"],
  }),
  med("donepezil", "Donepezil", ["dementia-medicine"], "once_daily", nhs("donepezil"), {
    brands: ["Aricept"],
    other: ["Donepezil hydrochloride"],
  }),
  med("memantine", "Memantine", ["dementia-medicine"], "once_daily", nhs("memantine"), {
    brands: ["Ebixa"],
    other: ["Memantine hydrochloride"],
  }),
  med("rivastigmine", "Rivastigmine", ["dementia-medicine"], null, bnf("rivastigmine"), {
    brands: ["Exelon"],
  }),
  med("galantamine", "Galantamine", ["dementia-medicine"], null, bnf("galantamine"), {
    brands: ["Reminyl"],
  }),
];

const ALCOHOL_AND_OPIOID_DEPENDENCE: Medicine[] = [
  med("disulfiram", "Disulfiram", ["dependence-medicine"], "once_daily", bnf("disulfiram"), {
    brands: ["Antabuse"],
  }),
  med(
    "acamprosate",
    "Acamprosate",
    ["dependence-medicine"],
    "three_times_daily",
    bnf("acamprosate-calcium"),
    {
      brands: ["Campral EC"],
      other: ["Acamprosate calcium"],
    },
  ),
  med("naltrexone", "Naltrexone", ["dependence-medicine"], "once_daily", bnf("naltrexone-hydrochloride"), {
    brands: ["Adepend"],
    other: ["Naltrexone hydrochloride"],
  }),
  med("nalmefene", "Nalmefene", ["dependence-medicine"], "as_needed", bnf("nalmefene"), {
    brands: ["Selincro"],
  }),
  med("lofexidine", "Lofexidine", ["dependence-medicine"], null, bnf("lofexidine-hydrochloride"), {
    brands: ["BritLofex"],
    other: ["Lofexidine hydrochloride"],
  }),
];

export const MENTAL_HEALTH_MEDICINES: Medicine[] = [
  ...ANTIDEPRESSANTS,
  ...ANTIPSYCHOTICS_AND_MOOD,
  ...SLEEP_AND_ANXIETY,
  ...ADHD_AND_DEMENTIA,
  ...ALCOHOL_AND_OPIOID_DEPENDENCE,
];
