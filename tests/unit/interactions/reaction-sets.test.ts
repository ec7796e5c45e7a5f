/** @jest-environment node */
// Five sets of reactions to supplements as people type them, each written by someone who had not seen the reader
// (docs/knowledge-base.md): what is read stays read, and what is not a reaction stays quiet.
import { analyseSupplements } from "@/lib/interactions/analyse";
import { reactionsInMessage } from "@/lib/interactions/reactions";
import type { EngineSupplement } from "@/lib/interactions/types";
import { INGREDIENTS } from "@/prisma/data/catalogue/ingredients";

import assistant from "./reaction-sets/assistant.json";
import first from "./reaction-sets/first.json";
import requests from "./reaction-sets/requests.json";
import stories from "./reaction-sets/stories.json";
import second from "./reaction-sets/second.json";
import { recordlessIndex } from "./shipped-dictionary";

const index = recordlessIndex();
const nameOf = new Map(INGREDIENTS.map((ingredient) => [ingredient.slug, ingredient.name]));
const products: EngineSupplement[] = INGREDIENTS.map((ingredient) => ({
  id: ingredient.slug,
  name: `${ingredient.name} product`,
  brand: "Test",
  category: "wellness",
  optimalTiming: null,
  allergens: [],
  ingredients: [
    { slug: ingredient.slug, name: ingredient.name, amount: 100, unit: "mg", chemicalForm: null },
  ],
}));

function reactedTo(box: string, typed: string): string[] {
  const result = analyseSupplements(index, {
    supplements: products,
    profile: {
      prescriptionDrugs: box === "medicines" ? [{ drugName: typed }] : [],
      medicalConditions: box === "conditions" ? [typed] : [],
    },
  });
  return [
    ...new Set(result.allergenFindings.map((finding) => nameOf.get(finding.supplementId) ?? "")),
  ].sort();
}

// Not read yet, each for a reason in docs/knowledge-base.md; a second ingredient the author's list lacked is right.
const LEFT = new Set([
  "Sertraline 50mg. NOT st johns wort - bad reaction",
  "vitamin E - headaches",
  "St. John's Wort - photosensitivity, I burnt really easily on it",
  "high dose biotin - acne on chin",
  "selenium makes my breath smell of garlic",
  "Intolerances - gluten, fish oil (sick), iron (constipation)",
  "I have tried turmeric on three separate occasions and each time within a day I get really bad acid reflux",
  "B vitamins... specifically B6 and niacin give me a rash",
  "no to ashwagandha!! anxiety thru the roof",
  "zink makes me throw up",
  "vitimin d - bone pain & nausea",
  "Sertraline 100mg. Used to take iron too but it makes me sick so I stopped",
  "probiotic sachets - cramps",
  "Evening primrose oil 1000mg — headaches",
  "biotin 10000mcg (spots)",
]);
const ALSO_READ: Record<string, string[]> = {
  "allergic - melatonin and valerian": ["Melatonin"],
  "allergic to spirulina and chlorella": ["Chlorella"],
  "spirulina & chlorella make me itchy": ["Chlorella"],
  "kelp/iodine tablets make my heart race": ["Kelp (seaweed)"],
};

describe.each([
  ["first", first],
  ["second", second],
])("the %s set", (_, set) => {
  const positives = set.positives.filter((entry) => !LEFT.has(entry.typed));
  const negatives = set.negatives.filter((entry) => !LEFT.has(entry.typed));

  it.each(positives.map((entry) => [entry.box, entry.typed, entry.expected] as const))(
    "%s: “%s” reaches %j",
    (box, typed, expected) => {
      expect(reactedTo(box, typed)).toEqual([...expected, ...(ALSO_READ[typed] ?? [])].sort());
    },
  );

  it.each(negatives.map((entry) => [entry.box, entry.typed, entry.why] as const))(
    "%s: “%s” reaches nothing (%s)",
    (box, typed) => {
      expect(reactedTo(box, typed)).toEqual([]);
    },
  );
});

// A third set, of questions to the assistant, read clause by clause as the assistant reads them.
const LEFT_IN_MESSAGES = new Set([
  "Does magnesium help with cramps? I'd try it again but the last one gave me the runs",
  "Used to be fine with iron but lately it's giving me stomach pains. Could the brand have changed?",
  "Can I take vitamin D with my thyroxine? Btw selenium gives me brittle nails so not that.",
  "hiya is there a probiotic for kids? mine are fine with them but they give me diarrhoea, so I want one that's really gentle",
]);

// A fourth: reactions told while asking for a product, an alternative or a price.
const LEFT_IN_REQUESTS = new Set([
  "Got a dodgy gut with probiotics (cramps, bloating) - do you stock a prebiotic only?",
  "Since starting iron I feel like I've swallowed a brick. Is there an energy product that's kinder on the gut?",
  "Which brand of fish oil doesn't cause fishy burps? Tried 3 and they all repeat on me",
  "Can I take the women's multi if vitamin A gives me headaches? Is there one without A",
  "Do you ship to Northern Ireland? Looking for a non-fish omega since fish oil makes me nauseous",
  "how much is the 3 for 2 on probiotics... actually no, they make me bloated. what else is on offer for digestion",
  "mag makes me poo my pants tbh. other cramp remedies pls",
  "Is there a pre workout with no beta alanine? The itching makes me feel like ants are crawling under my skin",
]);

// A fifth, written to avoid the shapes the others use most: stories, effects first, doctors' words. Its first run
// read 58 of 110; 31 are still left, listed so that what is read stays read.
const LEFT_IN_STORIES = new Set([
  "whenever i take vit c (the 1000mg fizzy ones) i get heartburn and a gripey tummy. do you sell a buffered one thats kinder?",
  "The niacin flush is unreal. Face and chest go bright red and itchy about 15 mins after I take it and it lasts an hour. Is the no-flush one as effective for cholesterol?",
  "creatine monohydrate 5g a day and I'm bloated and heavy all day every day. is that normal in the first month? not even doing a loading phase",
  "So I started ashwagandha about 3 weeks ago for stress. Sleeping better, which is great. But my stomach has been off the whole time, loose most mornings and a bit crampy. Would taking it with dinner help? It's the KSM-66 one.",
  "so ive been taking the kalms night ones which are valerian and every morning i wake up feeling like ive been drugged honestly foggy head heavy eyes till about 11 is there anything for sleep that wont do that",
  "Berberine 500mg three times a day since the start of the month and I've been constipated with cramps the whole time. Can I drop to twice a day and still get the blood sugar benefit?",
  "My GP says the aching in my thighs is most likely the red yeast rice I started in January. Is it worth adding CoQ10 or should I just stop?",
  "started spirulina last week and since then ive had a headache and an upset stomache every single day could it be a bad batch or is it just me cos i definately didnt have this before",
  "The glucosamine and chondroitin combo has given me a dodgy stomach and my ankles have started swelling. Which one is more likely to be the problem?",
  "I think alpha lipoic acid is making my blood sugar dip – I go shaky and sweaty mid morning, about 2 hours after taking it. Not diabetic. Should I have it with breakfast?",
  "agnus castus has made my period really heavy and I've had spotting mid cycle this month, is that just it adjusting or should I stop",
  "so the kava is helping my anxiety loads but its making the skin on my arms go dry and scaly and I feel washed out all the time is that a known thing and should I stop or just cut down",
  "I've been drinking aloe vera juice for my gut and I'm getting bad cramps and diarrhoea. Is the inner leaf one different?",
  "Dandelion root capsules have me weeing constantly and now I've come out in a rash. Am I allergic? I get hayfever from weeds.",
  "Since starting the lutein and zeaxanthin eye capsules my stomach has been churning most mornings. Could I take them with my evening meal instead?",
  "Beetroot shots before runs – red wee I know about, but I'm also getting awful stomach cramps mid run. Is there a capsule form?",
  "glucomannan feels like it's swelling up in my throat, and I'm bloated all day after. am I taking it wrong?",
  "chitosan – I'm allergic to shellfish and after one dose my lips went puffy. Is there a vegan chitosan?",
  "Things CLA has done for me so far: 1) upset stomach 2) knackered all the time 3) nothing for my waist. Is it better taken with food or should I give up?",
  "the raspberry ketone + green coffee bean capsules have me jittery and sweating by lunchtime, and loose stools even on half the dose. is that normal for the first week?",
  "Chlorella tablets have turned my poo green and I'm getting cramps and gas. Expected the green but the cramps?",
  "Saffron for mood (the Affron one) is making me feel dizzy and a bit nauseous. Any other options?",
  "The D3 + K2 combo is giving me heart flutters, which one do you think it is?",
  "Selenium: my breath smells garlicky and my nails have gone brittle. I'm on 200mcg plus a brazil nut most days. too much?",
  "Metallic taste in my mouth all day and a sore, swollen gland under my jaw. The only new thing is the iodine drops I started a fortnight ago. Could that be it?",
  "Beta carotene has literally turned my palms orange 😂 is that harmful? also a mild tummy ache",
  "been on rhodiola 3 weeks n honestly im wired, jittery all morning and then lying awake at night. i take it at 8am with brekkie. is that normal or is it just not suiting me",
  "Saw palmetto (prostate) – been getting headaches and my stomach's off, and if I'm honest the libido has dropped too. Is that the saw palmetto do you think? On 320mg.",
  "tart cherry concentrate before bed — great for sleep but I'm getting up with an urgent stomach every morning. would capsules be kinder?",
  "Glutamine 10g a day for gut healing and ironically my gut is worse, bloated and a bit constipated. too much to start with?",
  "partially hydrolysed guar gum for IBS - week two and I'm bloated like a balloon and gurgling constantly. should I halve the scoop?",
]);

describe.each([
  ["assistant", assistant, LEFT_IN_MESSAGES],
  ["requests", requests, LEFT_IN_REQUESTS],
  ["stories", stories, LEFT_IN_STORIES],
])("the %s set", (_, set, left) => {
  const inMessage = (message: string) =>
    [...new Set(reactionsInMessage(index.dictionary, message).flatMap((entry) => entry.names))].sort();

  it.each(
    set.positives
      .filter((entry) => !left.has(entry.message))
      .map((entry) => [entry.message, entry.expected] as const),
  )("“%s” reaches %j", (message, expected) => {
    expect(inMessage(message)).toEqual([...expected].sort());
  });

  it.each(set.negatives.map((entry) => [entry.message, entry.why] as const))(
    "“%s” reaches nothing (%s)",
    (message) => {
      expect(inMessage(message)).toEqual([]);
    },
  );
});
