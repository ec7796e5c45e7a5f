// Herbs added with the knowledge-base method (docs/knowledge-base.md): each cites the NCCIH page, or the UK
// regulator's page, that the evidence summary and the interaction records were read from.
import type { IngredientSeed } from "@/lib/catalogue/seed-schemas";
import { nccih } from "./references";

type Herb = Pick<IngredientSeed, "slug" | "name" | "synonyms" | "category" | "evidenceSummary"> &
  Partial<Pick<IngredientSeed, "bioavailabilityNotes" | "references" | "upperLevel">> & {
    /** The NCCIH page, e.g. "black-cohosh". */
    page?: string;
  };

export function herb({ page, references, ...entry }: Herb): IngredientSeed {
  return {
    typicalDailyDose: null,
    upperLevel: null,
    nrv: null,
    optimalTiming: null,
    bioavailabilityNotes: null,
    claimSubstances: [],
    ...entry,
    references: [...(page ? [nccih(page, entry.name)] : []), ...(references ?? [])],
  };
}

export const BOTANICALS_PART_2: IngredientSeed[] = [
  herb({
    slug: "black-cohosh",
    name: "Black cohosh",
    synonyms: ["Actaea racemosa", "Cimicifuga racemosa", "cimicifuga", "black snakeroot"],
    category: "wellness",
    page: "black-cohosh",
    evidenceSummary:
      "Black cohosh is taken for hot flushes and other menopausal symptoms, but studies have given conflicting results and there is not enough evidence that it works. Cases of liver damage, some serious, have been reported in people taking products labelled as black cohosh; stop and see a GP if you develop signs of liver trouble such as yellowing skin, dark urine or tiredness.",
  }),
  herb({
    slug: "kava",
    name: "Kava",
    synonyms: ["Piper methysticum", "kava kava", "kava-kava", "kavalactones"],
    category: "sleep",
    page: "kava",
    evidenceSummary:
      "Kava has been studied for anxiety, with mixed results. Kava supplements have been linked to a risk of severe liver damage, including hepatitis and liver failure, and they can cause drowsiness.",
  }),
  herb({
    slug: "cranberry",
    name: "Cranberry",
    synonyms: ["Vaccinium macrocarpon", "cranberry extract", "cranberry juice"],
    category: "wellness",
    page: "cranberry",
    evidenceSummary:
      "Cranberry products may help lower the risk of repeated urinary tract infections in some women, but they have not been shown to treat an infection once it has started. Cranberry is generally safe in food amounts; large amounts can upset the stomach. A urine infection needs assessment by a pharmacist or GP.",
  }),
  herb({
    slug: "ginger",
    name: "Ginger",
    synonyms: ["Zingiber officinale", "ginger root", "ginger extract"],
    category: "digestive",
    page: "ginger",
    evidenceSummary:
      "Ginger may help relieve nausea and vomiting in pregnancy, and possibly other kinds of nausea, but the evidence for other uses is limited. Side effects, when they occur, are usually mild, such as heartburn, stomach discomfort and diarrhoea.",
  }),
  herb({
    slug: "feverfew",
    name: "Feverfew",
    synonyms: ["Tanacetum parthenium", "featherfew", "bachelor's buttons"],
    category: "wellness",
    page: "feverfew",
    evidenceSummary:
      "Feverfew is taken to prevent migraine, but studies have had mixed results and the evidence is not conclusive. Side effects can include digestive upset, and people allergic to plants of the daisy family may react to it. It should not be used in pregnancy.",
  }),
  herb({
    slug: "hawthorn",
    name: "Hawthorn",
    synonyms: ["Crataegus", "Crataegus monogyna", "Crataegus laevigata", "hawthorn berry"],
    category: "wellness",
    page: "hawthorn",
    evidenceSummary:
      "Hawthorn leaf and flower extracts have been studied in heart failure, with mixed results, and they are not a substitute for prescribed heart medicines. Side effects can include dizziness and stomach upset. Anyone with a heart condition should speak to their doctor before taking it.",
  }),
  herb({
    slug: "horse-chestnut",
    name: "Horse chestnut",
    synonyms: ["Aesculus hippocastanum", "horse chestnut seed extract", "aescin", "escin"],
    category: "wellness",
    page: "horse-chestnut",
    evidenceSummary:
      "Horse chestnut seed extract may help symptoms of chronic venous insufficiency, such as leg swelling and pain, in the short term. Raw horse chestnut seeds, bark, flowers and leaves contain esculin and are poisonous; only properly prepared extracts, from which it has been removed, are sold as supplements.",
  }),
  herb({
    slug: "fenugreek",
    name: "Fenugreek",
    synonyms: ["Trigonella foenum-graecum", "fenugreek seed", "methi"],
    category: "wellness",
    page: "fenugreek",
    evidenceSummary:
      "Fenugreek seed is promoted for blood glucose control, breast milk supply and other uses, but the evidence is limited and mostly from small studies. Side effects can include diarrhoea, nausea and a maple-syrup smell of the urine and sweat, and it should not be used in pregnancy in amounts beyond those in food.",
  }),
  herb({
    slug: "cinnamon",
    name: "Cinnamon (cassia)",
    synonyms: ["cassia cinnamon", "Cinnamomum cassia", "Cinnamomum verum", "Ceylon cinnamon"],
    category: "wellness",
    page: "cinnamon",
    evidenceSummary:
      "Cinnamon supplements have been studied for blood glucose control in diabetes, but studies do not show a clear benefit. Cassia cinnamon, the common kind, contains coumarin, which can cause liver damage in sensitive people at high intakes; Ceylon cinnamon contains far less.",
  }),
  herb({
    slug: "bitter-orange",
    name: "Bitter orange (synephrine)",
    synonyms: ["Citrus aurantium", "synephrine", "p-synephrine", "Seville orange extract"],
    category: "wellness",
    page: "bitter-orange",
    evidenceSummary:
      "Bitter orange extract, which contains synephrine, is sold for weight loss, but there is no good evidence that it works. It can raise heart rate and blood pressure, and fainting, heart attacks and strokes have been reported in people taking it alone or with caffeine, so it may be unsafe, especially with other stimulants.",
  }),
  herb({
    slug: "yohimbe",
    name: "Yohimbe",
    synonyms: ["Pausinystalia yohimbe", "yohimbine", "yohimbe bark"],
    category: "energy",
    page: "yohimbe",
    evidenceSummary:
      "Yohimbe bark is promoted for erectile dysfunction and athletic performance, but there is not enough evidence that the bark works. Yohimbe has been linked to heart attacks, seizures and dangerous rises in blood pressure and heart rate.",
  }),
  herb({
    slug: "goldenseal",
    name: "Goldenseal",
    synonyms: ["Hydrastis canadensis", "yellow root", "goldenseal root"],
    category: "immune",
    page: "goldenseal",
    evidenceSummary:
      "The scientific evidence does not support the use of goldenseal for any health purpose. It contains berberine, which can cause or worsen jaundice in newborn babies, so goldenseal must not be used in pregnancy or while breastfeeding, or given to infants. It may interact with several medicines.",
  }),
  herb({
    slug: "chamomile",
    name: "Chamomile",
    synonyms: ["Matricaria chamomilla", "Matricaria recutita", "German chamomile", "camomile"],
    category: "sleep",
    page: "chamomile",
    evidenceSummary:
      "Chamomile is used for sleeplessness, anxiety and digestive upsets; a supplement may help generalised anxiety, but it has not been well studied. Allergic reactions, including serious ones, have been reported, especially in people allergic to plants of the daisy family.",
  }),
  herb({
    slug: "chasteberry",
    name: "Agnus castus (chasteberry)",
    synonyms: ["Vitex agnus-castus", "agnus castus", "chaste tree berry", "vitex"],
    category: "wellness",
    page: "chasteberry",
    evidenceSummary:
      "Agnus castus (chasteberry) fruit extract is used for premenstrual symptoms, and some studies suggest it may help, though most were small; in the UK it is sold as a traditional herbal medicine for premenstrual symptoms. Side effects are usually mild, such as stomach upset, headache and skin reactions. It may affect hormones and dopamine.",
  }),
  herb({
    slug: "red-clover",
    name: "Red clover",
    synonyms: ["Trifolium pratense", "red clover isoflavones"],
    category: "wellness",
    page: "red-clover",
    evidenceSummary:
      "Red clover contains isoflavones, plant compounds with weak oestrogen-like effects, and is sold for menopausal symptoms, but studies have not shown clear benefits. It appears safe for most adults in the short term; less is known about its safety in people with hormone-sensitive conditions.",
  }),
  herb({
    slug: "peppermint-oil",
    name: "Peppermint oil",
    synonyms: ["Mentha piperita", "peppermint oil capsules", "enteric-coated peppermint oil"],
    category: "digestive",
    page: "peppermint-oil",
    evidenceSummary:
      "Enteric-coated peppermint oil capsules may help the symptoms of irritable bowel syndrome; in the UK some are sold as medicines for IBS. Side effects can include heartburn and allergic reactions.",
  }),
  herb({
    slug: "flaxseed",
    name: "Flaxseed (linseed)",
    synonyms: ["linseed", "Linum usitatissimum", "flaxseed oil", "linseed oil"],
    category: "wellness",
    page: "flaxseed-and-flaxseed-oil",
    evidenceSummary:
      "Flaxseed (linseed) is a source of fibre and of the plant omega-3 fat alpha-linolenic acid; ground flaxseed may help constipation and may slightly lower blood pressure and cholesterol, but evidence is mixed. Take it with plenty of water; it can cause bloating and wind.",
  }),
  herb({
    slug: "butterbur",
    name: "Butterbur",
    synonyms: ["Petasites hybridus", "petasites"],
    category: "wellness",
    page: "butterbur",
    evidenceSummary:
      "Butterbur extract has been studied for migraine and hay fever. Raw butterbur contains pyrrolizidine alkaloids, which can damage the liver; only products processed to remove them, labelled PA-free, should be considered.",
  }),
  herb({
    slug: "bilberry",
    name: "Bilberry",
    synonyms: ["Vaccinium myrtillus", "bilberry extract", "European blueberry"],
    category: "wellness",
    page: "bilberry",
    evidenceSummary:
      "Bilberry fruit is promoted for eyesight and circulation, but there is not enough evidence that it helps any condition. The fruit is considered safe in food amounts.",
  }),
  herb({
    slug: "aloe-vera",
    name: "Aloe vera (oral)",
    synonyms: ["Aloe barbadensis", "aloe vera juice", "aloe latex", "aloe vera gel drink"],
    category: "digestive",
    page: "aloe-vera",
    evidenceSummary:
      "Aloe vera gel applied to the skin may help some skin conditions; taken by mouth, aloe latex is a strong laxative that can cause cramps and diarrhoea. Whole-leaf aloe extract that has not had its latex compounds removed may not be safe to take by mouth.",
  }),
  herb({
    slug: "passionflower",
    name: "Passionflower",
    synonyms: ["Passiflora incarnata", "passion flower", "maypop"],
    category: "sleep",
    page: "passionflower",
    evidenceSummary:
      "Passionflower is used for anxiety and sleep. There is not enough evidence to show whether it works. It may cause drowsiness and dizziness.",
  }),
  herb({
    slug: "lavender",
    name: "Lavender (oral)",
    synonyms: ["Lavandula angustifolia", "lavender oil capsules", "Silexan"],
    category: "sleep",
    page: "lavender",
    evidenceSummary:
      "Lavender oil taken by mouth has been studied for anxiety, with some promising but limited results. It can cause digestive symptoms and headache.",
  }),
  herb({
    slug: "astragalus",
    name: "Astragalus",
    synonyms: ["Astragalus membranaceus", "huang qi", "milk vetch root"],
    category: "immune",
    page: "astragalus",
    evidenceSummary:
      "Astragalus root is used in traditional Chinese medicine and sold to support immunity, but there is little good evidence in people. It appears safe for many adults, but it may affect the immune system, so people who take medicines that suppress the immune system should ask their doctor first.",
  }),
  herb({
    slug: "grape-seed-extract",
    name: "Grape seed extract",
    synonyms: ["Vitis vinifera seed extract", "grape seed proanthocyanidins", "OPC"],
    category: "wellness",
    page: "grape-seed-extract",
    evidenceSummary:
      "Grape seed extract has been studied for circulation and blood pressure, with limited evidence of benefit. It is generally well tolerated; side effects can include headache, dizziness and nausea.",
  }),
  herb({
    slug: "dandelion",
    name: "Dandelion",
    synonyms: ["Taraxacum officinale", "dandelion root", "dandelion leaf"],
    category: "digestive",
    page: "dandelion",
    evidenceSummary:
      "Dandelion leaf and root are used as a mild diuretic and for digestion, but there is very little evidence in people. Allergic reactions can occur, especially in people allergic to plants of the daisy family.",
  }),
  herb({
    slug: "cats-claw",
    name: "Cat's claw",
    synonyms: ["Uncaria tomentosa", "una de gato", "Uncaria guianensis"],
    category: "wellness",
    page: "cats-claw",
    evidenceSummary:
      "Cat's claw bark is promoted for arthritis and immunity, but there is not enough evidence that it helps. Side effects such as nausea can occur; little is known about its safety in pregnancy.",
  }),
  herb({
    slug: "sage",
    name: "Sage",
    synonyms: ["Salvia officinalis", "common sage", "sage leaf"],
    category: "wellness",
    page: "sage",
    evidenceSummary:
      "Sage leaf is used for hot flushes and sweating. There is little good evidence that it works. Some kinds of sage contain thujone, which can be toxic in large amounts.",
  }),
  herb({
    slug: "soy-isoflavones",
    name: "Soy isoflavones",
    synonyms: ["soy", "soya isoflavones", "genistein", "daidzein", "Glycine max"],
    category: "wellness",
    page: "soy",
    evidenceSummary:
      "Soy isoflavone supplements have been studied for menopausal hot flushes and bone health, with modest or inconsistent results. Soy foods are safe for most people; the long-term safety of concentrated isoflavone supplements is less certain.",
  }),
  herb({
    slug: "pomegranate",
    name: "Pomegranate extract",
    synonyms: ["Punica granatum", "pomegranate juice", "pomegranate extract"],
    category: "wellness",
    page: "pomegranate",
    evidenceSummary:
      "Pomegranate juice and extracts have been studied for heart health and other uses, but the evidence is limited. Pomegranate appears safe for most people in food amounts; allergic reactions are rare.",
  }),
  herb({
    slug: "bromelain",
    name: "Bromelain",
    synonyms: ["pineapple enzyme", "Ananas comosus extract"],
    category: "wellness",
    page: "bromelain",
    evidenceSummary:
      "Bromelain, a group of enzymes from pineapple, is taken for inflammation and digestion, but there is not enough evidence that it helps by mouth. It can cause stomach upset and allergic reactions, especially in people allergic to pineapple.",
  }),
  herb({
    slug: "noni",
    name: "Noni",
    synonyms: ["Morinda citrifolia", "noni juice", "Indian mulberry"],
    category: "wellness",
    page: "noni",
    evidenceSummary:
      "Noni fruit juice is promoted for many conditions, but there is no reliable evidence that it helps any of them. Noni juice is high in potassium, and cases of liver damage have been reported.",
  }),
  herb({
    slug: "cbd",
    name: "CBD (cannabidiol)",
    synonyms: ["cannabidiol", "CBD oil", "hemp extract"],
    category: "sleep",
    page: "cannabis-marijuana-and-cannabinoids-what-you-need-to-know",
    upperLevel: {
      amount: 10,
      unit: "mg",
      basis:
        "Food Standards Agency precautionary advice: healthy adults should limit CBD from food to 10 mg a day",
      referenceId: "fsa-cbd-2023",
    },
    references: [
      {
        id: "fsa-cbd-2023",
        title:
          "Food Standards Agency and Food Standards Scotland update consumer advice for CBD (12 October 2023)",
        publisher: "Food Standards Agency",
        url: "https://www.food.gov.uk/news-alerts/news/food-standards-agency-and-food-standards-scotland-update-consumer-advice-for-cbd",
      },
      {
        id: "fsa-cbd",
        title: "Cannabidiol (CBD): advice for consumers",
        publisher: "Food Standards Agency",
        url: "https://www.food.gov.uk/safety-hygiene/cannabidiol-cbd",
      },
    ],
    evidenceSummary:
      "CBD is sold in the UK as a food only under the novel food rules, and the Food Standards Agency advises healthy adults to have no more than 10 mg a day, because higher intakes over time have been linked to effects on the liver and thyroid. It advises against CBD in pregnancy, while breastfeeding or trying to conceive, for children, and for anyone taking medicines without first asking a doctor.",
  }),
  herb({
    slug: "chondroitin",
    name: "Chondroitin",
    synonyms: ["chondroitin sulfate", "chondroitin sulphate"],
    category: "wellness",
    page: "glucosamine-and-chondroitin-for-osteoarthritis",
    evidenceSummary:
      "Chondroitin, often sold with glucosamine, is taken for osteoarthritis, but studies have not shown a clear benefit for pain or joint damage. Side effects are usually mild. Glucosamine with or without chondroitin may interact with warfarin.",
  }),
];
