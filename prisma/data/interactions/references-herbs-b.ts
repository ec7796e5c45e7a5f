// References first cited by the herbs-b round (drug-interactions-part-18.ts, medical-contraindications-herbs-b.ts):
// professional monographs read for herbs with no UK product information. Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_HERBS_B = {
  /** Astragalus might make the immune system more active and worsen autoimmune diseases such as RA and SLE; it should not be used in pregnancy or while breastfeeding (animal studies suggest toxicity to mother and fetus). */
  msdAstragalus: {
    title: "Astragalus (MSD Manual Professional Version, dietary supplements)",
    publisher: "MSD Manuals (UK edition)",
    url: "https://www.msdmanuals.com/uk/professional/special-subjects/dietary-supplements/astragalus",
  },
  /** Red clover: contraindicated in hormonal disorders, oestrogen-dependent breast cancer (or its risk) and in pregnancy or lactation; avoid with oral contraceptives, oestrogen or progesterone therapies; caution with tamoxifen or letrozole. */
  drugsComRedClover: {
    title: "Red Clover: clinical overview (contraindications, pregnancy and lactation, interactions)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/npp/red-clover.html",
  },
  /** Flax: contraindicated only in hypersensitivity; use in pregnancy and lactation not recommended; interactions none well documented. */
  drugsComFlax: {
    title: "Flax: clinical overview (contraindications, pregnancy and lactation, interactions)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/npp/flax.html",
  },
  /** Do not take flaxseed or flaxseed oil if pregnant or breastfeeding; flaxseed oil might lessen clotting, so tell the team before surgery, who may ask you to stop it. */
  mayoFlaxseed: {
    title: "Flaxseed and flaxseed oil",
    publisher: "Mayo Clinic",
    url: "https://www.mayoclinic.org/drugs-supplements-flaxseed-and-flaxseed-oil/art-20366457?p=1",
  },
  /** Kava: excessive sedation with other CNS depressants; may exacerbate Parkinson's disease; discontinue at least 5 days before surgery (may potentiate general anaesthesia). */
  fpnotebookKava: {
    title: "Kava (Family Practice Notebook: alternative medicine)",
    publisher: "FPnotebook",
    url: "https://fpnotebook.com/Pharm/Alternative/Kv.htm",
  },
  /** Kava rootstock: comatose states after kava combined with alprazolam have been described. */
  altmeyersKava: {
    title: "Kava rootstock: interactions (Altmeyers Encyclopedia, naturopathy)",
    publisher: "Altmeyers Encyclopedia",
    url: "https://www.altmeyers.org/en/naturopathy/kava-rootstock-154914",
  },
  /** Commission E, yohimbe bark: with existing liver and kidney diseases yohimbe preparations should not be used. */
  commissionEYohimbe: {
    title: "Yohimbe bark (Yohimbehe cortex): German Commission E monograph, in English",
    publisher: "Heilpflanzen-Welt (copy of the Commission E monograph)",
    url: "https://www.heilpflanzen-welt.de/1987-10-Yohimbe-bark-Yohimbehe-cortex/",
  },
  /** Soy (for patients): talk with your healthcare provider if you take tamoxifen (soy supplements can affect how it works) or aromatase inhibitors such as letrozole. */
  mskSoy: {
    title: "Soy: purported benefits, side effects and more (About Herbs)",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/cancer-care/herb/soy",
  },
  /** Soy: isoflavones act in a similar way to oestrogen; animal studies showed genistein may interfere with tamoxifen; consult before soy supplements. */
  mskSoyHowItWorks: {
    title: "Soy: how it works (About Herbs)",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/soy?glossary=on",
  },
  /** Aloe, interactions: with anticoagulants and antiplatelets more bleeding; don't take aloe latex with digoxin (low potassium); diabetes medicines (low blood sugar); stimulant laxatives; warfarin (loose stools add to its effect); diuretics (potassium too low). Read at this address, which names another article in its path. */
  mayoAloe: {
    title: "Aloe: interactions (Mayo Clinic drugs and supplements)",
    publisher: "Mayo Clinic",
    url: "https://www.mayoclinic.org/drugs-supplements/benzodiazepines/art-20362360",
  },
  /** Aloe, interactions (the Mayo Clinic text as a health system republishes it): the same list; with diuretics potassium supplementation might be needed. */
  mosaicAloe: {
    title: "Aloe: interactions (Mayo Clinic health information)",
    publisher: "Mosaic Life Care (copy of Mayo Clinic health information)",
    url: "https://www.mymosaiclifecare.org/health-information/articles/a/aloe/?section=Interactions",
  },
  /** Aloe: digoxin "Major, do not take this combination" (aloe latex lowers potassium); diabetes medicines "moderate", monitor blood sugar, the dose might need to be changed. */
  emedicinehealthAloe: {
    title: "Aloe: are there any interactions with medications?",
    publisher: "eMedicineHealth",
    url: "https://www.emedicinehealth.com/aloe-page3/vitamins-supplements.htm",
  },
  /** Goldenseal: pregnant or breastfeeding women, newborns and people with a seizure disorder or problems with blood clotting should not take it; berberine may increase the blood-sugar-lowering effect of antihyperglycaemic medicines. */
  msdGoldenseal: {
    title: "Goldenseal (MSD Manual Consumer Version, dietary supplements and vitamins)",
    publisher: "MSD Manuals (UK edition)",
    url: "https://www.msdmanuals.com/en-gb/home/special-subjects/dietary-supplements-and-vitamins/goldenseal",
  },
  /** Licorice: may increase the risk of premature delivery; may increase or decrease the effects of oestrogens; may intensify the side effects of MAO inhibitor antidepressants. */
  msdLicorice: {
    title: "Licorice (MSD Manual Consumer Version, dietary supplements and vitamins)",
    publisher: "MSD Manuals",
    url: "https://www.msdmanuals.com/home/special-subjects/dietary-supplements-and-vitamins/licorice",
  },
  /** Butterbur (consumer natural-product leaflet): do not use if pregnant or planning pregnancy, use reliable contraception; take extra care with liver problems; use PA-free products. */
  drugsComButterbur: {
    title: "Butterbur (natural products, consumer information)",
    publisher: "Drugs.com",
    url: "https://www.drugs.com/npc/butterbur.html",
  },
  /** Dandelion, "Do Not Take If": you have hormone-sensitive cancers (in vitro it may increase their growth); you have chronic kidney disease (dandelion tea's oxalates can accumulate). Both appear in each version of the page seen at this address. */
  mskDandelion: {
    title: "Dandelion (About Herbs, Memorial Sloan Kettering Cancer Center)",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/dandelion",
  },
} satisfies Record<string, Reference>;
