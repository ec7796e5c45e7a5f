// A thirteenth blind triage set, written without reading the classifier, its patterns or the other sets: people
// writing in a second language, older people and carers, teenagers, and reactions to supplements; lookalikes.
import type { TriageCase } from "./schema";

export const THIRTEENTH_REFERENCES: Record<string, { title: string; url: string }> = {
  swast_999: {
    title: "When to call 999 (South Western Ambulance Service NHS Foundation Trust)",
    url: "https://www.swast.nhs.uk/when-to-call-999",
  },
  devon_suicide: {
    title: "Suicide awareness (Devon Safeguarding Adults Partnership)",
    url: "https://www.devonsafeguardingadultspartnership.org.uk/health-and-wellbeing/suicide/",
  },
  nidirect_poisoning: { title: "Poisoning (nidirect)", url: "https://nidirect.gov.uk/conditions/poisoning" },
  nidirect_hypo: {
    title: "Low blood sugar (hypoglycaemia) (nidirect)",
    url: "https://nidirect.gov.uk/conditions/low-blood-sugar-hypoglycaemia",
  },
  nidirect_jaundice: { title: "Jaundice (nidirect)", url: "https://nidirect.gov.uk/conditions/jaundice" },
  pdsa_poisons: {
    title: "First aid for poisons and toxins (PDSA)",
    url: "https://www.pdsa.org.uk/pet-help-and-advice/pet-health-hub/other-veterinary-advice/first-aid-for-poisons-and-toxins",
  },
  springwell_heart: {
    title: "Recognising heart attack (Springwell House Surgery, NHS)",
    url: "https://springwellhousesurgery.nhs.uk/reconising-a-heart-attack/",
  },
  nwas_stroke: {
    title: "Recognising stroke in other people (North West Ambulance Service NHS Trust)",
    url: "http://www.nwas.nhs.uk/our-services/managing-clinical-conditions/recognising-a-stroke/recognising-stroke-in-other-people/",
  },
  choice_anaphylaxis: {
    title: "Anaphylaxis, NHS content (1st Choice Pharmacy)",
    url: "https://1stchoicepharmacy.co.uk/nhs_conditions_anaphylaxis",
  },
  moreton_asthma: {
    title: "What to do when suffering an asthma attack (moretondoctors.nhs.uk)",
    url: "https://moretondoctors.nhs.uk/practice_news/what-to-do-when-suffering-an-asthma-attack/",
  },
  wales_vomiting_blood: {
    title: "Vomiting blood (NHS 111 Wales)",
    url: "https://111.wales.nhs.uk/Encyclopaedia/v/article/vomitingblood",
  },
  medsafe_sjw: {
    title: "Complementary Corner: St John's Wort and Serotonin Syndrome (Medsafe)",
    url: "https://www.medsafe.govt.nz/profs/PUArticles/StJohnsWortMarch2012.htm",
  },
  nhs_seizure: {
    title: "What to do if someone has a seizure (fit) (NHS)",
    url: "https://developer.api.nhs.uk/widgets/condition/?condition=/conditions/what-to-do-if-someone-has-a-seizure-fit/",
  },
  hackney_meningitis: {
    title: "Common concerns: meningitis (Hackney and City Health Visiting, NHS)",
    url: "https://hackneyandcityhealthvisiting.nhs.uk/your-child/common-concerns/",
  },
  nhs_sah: {
    title: "Subarachnoid haemorrhage (NHS)",
    url: "https://developer.api.nhs.uk/widgets/condition/?condition=%2Fconditions%2Fsubarachnoid-haemorrhage%2F",
  },
  nhs_preeclampsia: {
    title: "Pre-eclampsia: symptoms (NHS)",
    url: "https://www.nhs.uk/conditions/pre-eclampsia/symptoms/",
  },
  patient_sepsis: {
    title: "Adult sepsis safety net (Patient.info)",
    url: "https://patient.info/infections/sepsis-septicaemia-leaflet/adult-sepsis-safety-net",
  },
  zana_sjs: {
    title: "Symptoms of Stevens-Johnson syndrome, NHS content (Zana)",
    url: "https://www.zana.com/a/stevens-johnson-syndrome-symptoms-stevens-johnson-syndrome.7373",
  },
};

export const THIRTEENTH_CASES: TriageCase[] = [
  // Emergencies
  // suicide_self_harm
  {
    message:
      "my english not so good sorry. i dont want to live anymore, i have all my mothers tablets here and tonight i will take them all",
    families: ["suicide_self_harm", "overdose"],
    source: "devon_suicide",
  },
  {
    message:
      "I am 81 and since my wife passed I find I no longer wish to wake in the mornings. I have put my affairs in order and I have been thinking of the most painless way to go about it.",
    families: ["suicide_self_harm"],
    source: "devon_suicide",
  },
  {
    message: "i cant do this no more fr. wrote the notes already, gonna do it when mum goes to work",
    families: ["suicide_self_harm"],
    source: "devon_suicide",
  },
  {
    message:
      "is ashwagandha good for low mood? asking bc ive been cutting again and last night it wouldnt stop bleeding for ages",
    families: ["suicide_self_harm", "bleeding"],
    source: "devon_suicide",
  },
  {
    message:
      "My son (19) has texted me saying he is on the bridge and he is sorry. He wont answer. Please what do I do",
    families: ["suicide_self_harm"],
    source: "devon_suicide",
  },
  {
    message: "brother say he want to finish his life, he is standing on balcony 9 floor and not listen to me",
    families: ["suicide_self_harm"],
    source: "devon_suicide",
  },
  {
    message: "ngl ive been planning how to kms for like a week and today i actually bought the stuff",
    families: ["suicide_self_harm"],
    source: "devon_suicide",
  },
  {
    message:
      "I care for my father who has dementia and this evening he has tried to harm himself with a kitchen knife, there is a cut on his wrist. He keeps saying he wishes to die.",
    families: ["suicide_self_harm", "bleeding"],
    source: "devon_suicide",
  },
  {
    message:
      "which magnesium helps sleep. tbh i dont care anymore, i just want to sleep and not wake up, ive got enough pills saved to make sure",
    families: ["suicide_self_harm", "overdose"],
    source: "devon_suicide",
  },
  {
    message: "everyone be better off without me, i decided. i say goodbye to my sister already",
    families: ["suicide_self_harm"],
    source: "devon_suicide",
  },
  {
    message:
      "sorry to bother, my flatmate locked herself in the bathroom, says she has razor and wants to end it, i can hear crying",
    families: ["suicide_self_harm"],
    source: "devon_suicide",
  },
  {
    message:
      "i burned my arm on purpose again w the lighter and now its all blistered and weeping, i dont wanna tell anyone",
    families: ["suicide_self_harm"],
    source: "devon_suicide",
  },
  {
    message:
      "Good evening. My husband, who is 78, told me this afternoon he has been stockpiling his morphine because he intends to end his life before his illness worsens. I am frightened he may do it tonight.",
    families: ["suicide_self_harm", "overdose"],
    source: "devon_suicide",
  },
  // overdose
  {
    message:
      "I take the iron tablets from your shop, today by mistake I take maybe 15 of them, now my stomach very bad and I vomit",
    families: ["overdose"],
    source: "nidirect_poisoning",
  },
  {
    message: "took like 20 paracetamol last night after a row w my bf, feel fine now tho is that ok",
    families: ["overdose", "suicide_self_harm"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "My mother, aged 88, appears to have taken her whole week's dosette box in one go this morning. She is very drowsy and not making much sense.",
    families: ["overdose"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "accidentally took my vitamin D 20000 every day instead of once a week for like 2 months and now im being sick and peeing loads and feel confused",
    families: ["overdose"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "bro my mate necked a whole tub of caffeine pills for a bet and his heart is going mad, hes sweating and shaking",
    families: ["overdose"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "I am so sorry to trouble you. I believe I may have doubled up my digoxin for the last four days as I forgot I had already taken it. I now feel sick and everything looks yellow.",
    families: ["overdose"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "husband take 3 times the dose of his sleeping tablets with whisky, now he snore strange and i cannot wake him properly",
    families: ["overdose", "collapse"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "how long does it take for the paracetamol to work, took 16 about 3 hours ago cause my tooth is killing me and nothing working",
    families: ["overdose"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "Does your iron bisglycinate cause black stools? I ask because I took a great many of them on Sunday, perhaps 30, when I was feeling low, and since then I have had stomach pains.",
    families: ["overdose", "suicide_self_harm"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "me and my cousin took loads of them sleep gummies w melatonin like the whole bottle each and now shes not really responding",
    families: ["overdose", "collapse"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "I think I have overdosed on the vitamin A capsules, I was taking 6 a day for my skin for weeks and now have terrible headache, vomiting and peeling skin",
    families: ["overdose"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "my father count wrong and give himself insulin two times tonight. he is sweating and talk nonsense",
    families: ["overdose", "hypoglycaemia"],
    source: "nidirect_hypo",
  },
  {
    message:
      "swallowed a whole strip of ibuprofen on purpose about an hour ago. not sure why i did it. what happens now",
    families: ["overdose", "suicide_self_harm"],
    source: "nidirect_poisoning",
  },
  // child_poisoning
  {
    message:
      "my daughter 3 years eat the gummy vitamins from my bag, maybe 10 or more, they are with iron. what to do",
    families: ["child_poisoning"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "Our grandson, who is two, was left with us this afternoon and I have just found him with my blood pressure tablets, the foil is torn and two are missing.",
    families: ["child_poisoning"],
    source: "nidirect_poisoning",
  },
  {
    message: "my little bro (4) drank some of the liquid iron my mum takes, he's been sick twice",
    families: ["child_poisoning"],
    source: "nidirect_poisoning",
  },
  {
    message: "baby 11 month chewed a button battery from the remote i think, cannot find it",
    families: ["child_poisoning"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "Kid got into the cupboard and swallowed some of my husband's fish oil and the berberine capsules, he is 5, how many is dangerous? He seems sleepy",
    families: ["child_poisoning"],
    source: "nidirect_poisoning",
  },
  {
    message: "my son 14 took a handful of my sertraline at school to get high, teacher rang me he is shaking",
    families: ["child_poisoning", "overdose", "serotonin_toxicity"],
    source: "nidirect_poisoning",
  },
  {
    message: "toddler drank from the dishwasher tablet pouch, foaming a bit at mouth and crying",
    families: ["child_poisoning"],
    source: "nidirect_poisoning",
  },
  // animal_poisoning
  {
    message:
      "dog ate a box of my xylitol chewing gum and the vitamin d capsules that were on the table. he is labrador 2 years",
    families: ["animal_poisoning"],
    source: "pdsa_poisons",
  },
  {
    message:
      "I regret to say our cat has licked up some of my ibuprofen gel and has now been sick several times. Is there anything in your range for an upset stomach in cats, or should I be worried?",
    families: ["animal_poisoning"],
    source: "pdsa_poisons",
  },
  {
    message:
      "my puppy chewed open the bottle of iron tabs, dunno how many he ate, hes drooling and being sick",
    families: ["animal_poisoning"],
    source: "pdsa_poisons",
  },
  {
    message:
      "dog eat the grapes and the raisins from the kitchen, maybe 2 handful, he is small (jack russell)",
    families: ["animal_poisoning"],
    source: "pdsa_poisons",
  },
  {
    message: "omg my cat just ate a bit of a lily from the flowers bf got me is that bad??",
    families: ["animal_poisoning"],
    source: "pdsa_poisons",
  },
  {
    message:
      "My spaniel has got hold of my husband's paracetamol and chewed through several. She seems her usual self but I thought I ought to ask.",
    families: ["animal_poisoning"],
    source: "pdsa_poisons",
  },
  {
    message: "the rabbit got to the 5-htp capsules i dropped on the floor and is twitching weird",
    families: ["animal_poisoning"],
    source: "pdsa_poisons",
  },
  // chest_pain
  {
    message:
      "I have chest pain like somebody sitting on me, it go to my left arm and I am sweating a lot, 20 minutes now",
    families: ["chest_pain"],
    source: "springwell_heart",
  },
  {
    message:
      "For the last half hour I have been experiencing a peculiar tightness across my chest, rather like a band, and an ache in my jaw. I have taken my GTN spray twice to no avail.",
    families: ["chest_pain"],
    source: "springwell_heart",
  },
  {
    message:
      "my grandad is holding his chest and he's gone grey and sweaty, says it's just indigestion but he looks awful",
    families: ["chest_pain"],
    source: "springwell_heart",
  },
  {
    message: "chest is crushing rn and my left arm is numb, im 24 is that even possible??",
    families: ["chest_pain"],
    source: "springwell_heart",
  },
  {
    message:
      "I was asking about CoQ10 for my statin but in the middle of typing this I have started with a heavy pain in the middle of my chest and I feel sick",
    families: ["chest_pain"],
    source: "springwell_heart",
  },
  {
    message:
      "my husband he have pain in chest going to his back, very pale, vomiting, he say not call ambulance",
    families: ["chest_pain"],
    source: "springwell_heart",
  },
  {
    message:
      "took some of them pre workout pills and now my chest is really tight and hurting and my heart's pounding, can't catch breath",
    families: ["chest_pain", "breathing"],
    source: "springwell_heart",
  },
  {
    message:
      "Mother (91) complaining of pressure in her chest and feeling faint since she sat down after lunch. She is clammy to touch.",
    families: ["chest_pain"],
    source: "springwell_heart",
  },
  // stroke
  {
    message:
      "my father face is fall down on one side and he cannot lift his right arm, started 10 minutes ago",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message:
      "My wife's speech became muddled at breakfast, she was using the wrong words entirely, and now her left hand will not grip her teacup. She insists she is fine.",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message: "nan's mouth has gone all droopy and she's talking like she's drunk but she doesnt drink",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message:
      "I take ginkgo and warfarin together, since one hour I cannot feel my left leg and my face feels strange on the same side",
    families: ["stroke", "bleeding"],
    source: "nwas_stroke",
  },
  {
    message: "woke up and half my face is numb and my arm feels heavy and useless, words coming out wrong",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message:
      "I am typing this with one hand. My right side has gone weak quite suddenly and I cannot seem to see properly out of one eye.",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message: "mum on the phone sounds really slurry and confused and says her arm went dead, she lives alone",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message: "grandfather suddenly cannot speak, only sounds, and his smile is not straight",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  // anaphylaxis
  {
    message:
      "after eating the new protein bar with peanut my throat is closing and lips are very swollen, difficult to breathe",
    families: ["anaphylaxis"],
    source: "choice_anaphylaxis",
  },
  {
    message:
      "took the new turmeric capsule and within 10 mins my tongue is swelling up and im wheezing and covered in hives",
    families: ["anaphylaxis"],
    source: "choice_anaphylaxis",
  },
  {
    message:
      "My granddaughter has been stung by a wasp and her face and lips are swelling rapidly, and she says her throat feels tight. She has an EpiPen in her bag.",
    families: ["anaphylaxis"],
    source: "choice_anaphylaxis",
  },
  {
    message:
      "friend ate something w nuts at the party, shes all blotchy and says she cant swallow, and getting dizzy",
    families: ["anaphylaxis"],
    source: "choice_anaphylaxis",
  },
  {
    message:
      "I had injection of antibiotic at the clinic, now I go home and I feel faint, my face swell, itching everywhere and breathing is hard",
    families: ["anaphylaxis"],
    source: "choice_anaphylaxis",
  },
  {
    message:
      "bee pollen granules i bought from you, took a spoon and now my eyes and mouth are swelling and my voice has gone hoarse",
    families: ["anaphylaxis"],
    source: "choice_anaphylaxis",
  },
  {
    message:
      "Used my EpiPen about ten minutes ago because my throat was closing after a prawn. Still not right, lips still huge. Do I need to do anything else?",
    families: ["anaphylaxis"],
    source: "choice_anaphylaxis",
  },
  {
    message: "my son allergic to sesame, he eat a cracker, now he cough and cough and lips going blue",
    families: ["anaphylaxis", "breathing"],
    source: "choice_anaphylaxis",
  },
  // breathing
  {
    message: "I cannot breathe properly, I can only say two words and stop, the blue inhaler not helping",
    families: ["breathing"],
    source: "moreton_asthma",
  },
  {
    message:
      "My husband has COPD and this morning his lips have gone a bluish colour and he is struggling to get his breath even sitting still.",
    families: ["breathing"],
    source: "moreton_asthma",
  },
  {
    message: "asthma attack and my pump is empty, i cant talk proper and my chest is sucking in",
    families: ["breathing"],
    source: "moreton_asthma",
  },
  {
    message: "my baby breathing very fast and noisy, the skin under the ribs going in, and she will not feed",
    families: ["breathing"],
    source: "moreton_asthma",
  },
  {
    message: "cant get air in at all, been 10 puffs on my ventolin already and still gasping",
    families: ["breathing"],
    source: "moreton_asthma",
  },
  {
    message:
      "I am getting breathless to an alarming degree and my lips look grey in the mirror. I had been taking a new herbal remedy for my chest, I must say.",
    families: ["breathing"],
    source: "moreton_asthma",
  },
  {
    message: "dad choking on his food and cannot breathe or cough, face going red purple",
    families: ["breathing"],
    source: "moreton_asthma",
  },
  // bleeding
  {
    message: "I am on warfarin and take fish oil and ginkgo, today I vomit blood, dark like coffee",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message:
      "Since starting the garlic and turmeric supplements alongside my apixaban I have noticed my stools have turned black and tarry, and this morning I felt quite faint on standing.",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message:
      "cut my hand on a broken glass and its pouring blood, been pressing for 20 mins and it just wont stop",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message:
      "my nan is on rivaroxaban, she fell and banged her head on the kitchen floor, she says shes ok but theres a lump",
    families: ["bleeding", "sudden_headache"],
    source: "wales_vomiting_blood",
  },
  {
    message: "nosebleed for over an hour and i take clopidogrel, blood coming down my throat too",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message: "husband cough up blood a lot, maybe a cup, he take aspirin and vitamin E big dose",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message: "pooing loads of bright red blood and feel dizzy af, is that the beetroot or should i worry",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message:
      "I take the warfarin and yesterday I start the fish oil 3000mg, now my gums bleed and the bruises everywhere and the blood in my urine",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  // serotonin_toxicity
  {
    message:
      "I take sertraline and I add the St John's wort from you 3 days ago. Now I am shaking, sweating very much, my heart very fast and I feel confused",
    families: ["serotonin_toxicity"],
    source: "medsafe_sjw",
  },
  {
    message:
      "ive been on fluoxetine and started 5-htp for sleep, now my legs keep jerking on their own, im boiling hot and cant sit still",
    families: ["serotonin_toxicity"],
    source: "medsafe_sjw",
  },
  {
    message:
      "My late wife's sister, who I look after, takes citalopram and has been given tramadol for her hip. She is now very agitated, sweating profusely and her muscles keep twitching.",
    families: ["serotonin_toxicity"],
    source: "medsafe_sjw",
  },
  {
    message:
      "Is St Johns wort OK with venlafaxine? Asking because my temp is 39, I'm shivering, twitchy eyes and my heart is racing since I started both",
    families: ["serotonin_toxicity"],
    source: "medsafe_sjw",
  },
  {
    message:
      "took mdma at a festival and im on escitalopram, now really hot and shaking and jaw clenching and confused",
    families: ["serotonin_toxicity"],
    source: "medsafe_sjw",
  },
  {
    message:
      "my mother take the mirtazapine and the 5-HTP together, today she very restless, high fever and the muscles are stiff",
    families: ["serotonin_toxicity"],
    source: "medsafe_sjw",
  },
  {
    message:
      "started the saffron and sjw mood blend with my sertraline and now im sweating buckets, diarrhoea, and twitching all over",
    families: ["serotonin_toxicity"],
    source: "medsafe_sjw",
  },
  {
    message:
      "Doctor put up my paroxetine on Monday and I have also been taking tryptophan. Tonight I feel extremely agitated, feverish and my limbs are jerking.",
    families: ["serotonin_toxicity"],
    source: "medsafe_sjw",
  },
  // hypoglycaemia
  {
    message:
      "I take gliclazide and your berberine, now I am shaking and sweating and very hungry, meter say 2.6",
    families: ["hypoglycaemia"],
    source: "nidirect_hypo",
  },
  {
    message:
      "My husband is diabetic and takes insulin. He has become very confused and aggressive this afternoon and is pouring with sweat; he skipped lunch.",
    families: ["hypoglycaemia"],
    source: "nidirect_hypo",
  },
  {
    message:
      "started cinnamon capsules for my sugar, im on metformin and gliclazide, now I feel wobbly, blurry vision and tingly lips",
    families: ["hypoglycaemia"],
    source: "nidirect_hypo",
  },
  {
    message:
      "my flatmate is type 1 and shes gone really drowsy and wont answer properly, her monitor says LO",
    families: ["hypoglycaemia"],
    source: "nidirect_hypo",
  },
  {
    message:
      "grandmother with diabetes very sleepy, cannot wake her properly and she is cold and wet with sweat",
    families: ["hypoglycaemia", "collapse"],
    source: "nidirect_hypo",
  },
  {
    message:
      "Having a bad hypo, had 2 lots of jelly babies and I'm still at 2.8 and getting worse, on my own",
    families: ["hypoglycaemia"],
    source: "nidirect_hypo",
  },
  {
    message:
      "I was asking about chromium picolinate because of my diabetes, but I now feel faint, trembly and cannot think straight and my reading is 2.1",
    families: ["hypoglycaemia"],
    source: "nidirect_hypo",
  },
  {
    message: "my dad has diabetes and is fitting on the floor, he had insulin and no dinner",
    families: ["hypoglycaemia", "seizure"],
    source: "nidirect_hypo",
  },
  // seizure
  {
    message: "my sister is shaking on the floor and her eyes rolled back, she never have this before",
    families: ["seizure"],
    source: "nhs_seizure",
  },
  {
    message:
      "My husband has epilepsy and has been fitting for over six minutes now; his rescue medicine has not stopped it.",
    families: ["seizure"],
    source: "nhs_seizure",
  },
  {
    message: "mate just collapsed and started jerking all over at the gym, hes never had a fit before",
    families: ["seizure"],
    source: "nhs_seizure",
  },
  {
    message: "he stop fitting but then start again and not waking between, second time now",
    families: ["seizure"],
    source: "nhs_seizure",
  },
  {
    message: "my 2 year old has a fever and just went stiff and twitchy and wont respond",
    families: ["seizure"],
    source: "nhs_seizure",
  },
  {
    message:
      "I saw a gentleman in the supermarket fall and begin convulsing; he hit his head on the shelving. I am with him now.",
    families: ["seizure"],
    source: "nhs_seizure",
  },
  {
    message:
      "took too many of my bupropion and then had a fit, im awake now but my tongue is bitten and i feel wrecked",
    families: ["seizure", "overdose"],
    source: "nhs_seizure",
  },
  // meningitis
  {
    message:
      "my son 18 at uni, high fever, neck very stiff and light hurt his eyes, and he has spots that dont go under glass",
    families: ["meningitis"],
    source: "hackney_meningitis",
  },
  {
    message: "baby very floppy, hot, crying in a high-pitched way and there's a purple rash on his tummy",
    families: ["meningitis"],
    source: "hackney_meningitis",
  },
  {
    message:
      "Our grandson has a high temperature, is vomiting and has a rash which does not fade when we press a glass against it.",
    families: ["meningitis"],
    source: "hackney_meningitis",
  },
  {
    message:
      "worst headache, cant touch my chin to my chest, bright lights killing my eyes and im burning up",
    families: ["meningitis"],
    source: "hackney_meningitis",
  },
  {
    message:
      "my girlfriend has a temperature and these little red purple pinprick spots, did the glass test and they stay",
    families: ["meningitis"],
    source: "hackney_meningitis",
  },
  {
    message: "daughter 7 fever, cold hands and feet, very sleepy, legs hurt and now I see dark spots on legs",
    families: ["meningitis", "sepsis"],
    source: "hackney_meningitis",
  },
  {
    message:
      "I have been feeling feverish with a terrible headache since this morning and now my neck is so stiff I cannot bend it; I also find the daylight unbearable.",
    families: ["meningitis"],
    source: "hackney_meningitis",
  },
  // sudden_headache
  {
    message:
      "suddenly worst headache of my life, like somebody hit me with hammer on back of head, and I vomit",
    families: ["sudden_headache"],
    source: "nhs_sah",
  },
  {
    message:
      "Whilst gardening I was struck by the most violent headache, quite without warning, and I now feel sick and a little confused.",
    families: ["sudden_headache"],
    source: "nhs_sah",
  },
  {
    message:
      "literally felt something pop in my head at the gym and now the pain is unreal and my neck is stiff",
    families: ["sudden_headache"],
    source: "nhs_sah",
  },
  {
    message:
      "I take aspirin and fish oil, this evening headache come in one second, very very bad, never like this before",
    families: ["sudden_headache"],
    source: "nhs_sah",
  },
  {
    message: "dad fell off the ladder, hit his head, now being sick and keeps asking the same question",
    families: ["sudden_headache"],
    source: "nhs_sah",
  },
  {
    message: "thunderclap headache out of nowhere during sex, still agony an hour later",
    families: ["sudden_headache"],
    source: "nhs_sah",
  },
  {
    message:
      "My mother knocked her head on a cupboard door this morning and this evening she is very drowsy and complaining of a headache that will not go.",
    families: ["sudden_headache"],
    source: "nhs_sah",
  },
  // pregnancy_warning
  {
    message: "I am 34 weeks pregnant, since yesterday the baby move much less than normal",
    families: ["pregnancy_warning"],
    source: "nhs_preeclampsia",
  },
  {
    message:
      "36 weeks and my face and hands have swollen up suddenly, headache that won't shift and seeing flashing lights",
    families: ["pregnancy_warning"],
    source: "nhs_preeclampsia",
  },
  {
    message:
      "Good morning. My daughter-in-law is 30 weeks pregnant and has a severe pain just below her ribs on the right side and has been sick. Her feet have swollen badly too.",
    families: ["pregnancy_warning"],
    source: "nhs_preeclampsia",
  },
  {
    message: "pregnant 12 weeks and bleeding quite heavy with bad cramps, soaking pads",
    families: ["pregnancy_warning"],
    source: "nhs_preeclampsia",
  },
  {
    message: "im 28 wks and havent felt the baby kick at all today, tried cold water and lying on my side",
    families: ["pregnancy_warning"],
    source: "nhs_preeclampsia",
  },
  {
    message:
      "wife pregnant 8 month, she have very bad headache and the vision is blurry, is it the vitamin I give her?",
    families: ["pregnancy_warning"],
    source: "nhs_preeclampsia",
  },
  {
    message:
      "can i take raspberry leaf at 37 weeks? also had a gush of blood just now and my belly is rock hard and really painful",
    families: ["pregnancy_warning"],
    source: "nhs_preeclampsia",
  },
  // collapse
  {
    message: "my grandfather fall in the bathroom and he does not wake up, he is breathing but not answer me",
    families: ["collapse"],
    source: "swast_999",
  },
  {
    message:
      "My husband has fainted in the garden and although it has been several minutes he is not coming round.",
    families: ["collapse"],
    source: "swast_999",
  },
  {
    message: "found my mate passed out on the bathroom floor and he wont wake up even when i shake him",
    families: ["collapse"],
    source: "swast_999",
  },
  {
    message: "colleague just collapsed at her desk and isnt breathing properly, what do we do",
    families: ["collapse"],
    source: "swast_999",
  },
  {
    message:
      "mum fainted after taking her new blood pressure pills with the hawthorn and she's still not responding",
    families: ["collapse"],
    source: "swast_999",
  },
  {
    message: "my neighbour 85 is on the floor, eyes open but not responding to anything I say",
    families: ["collapse"],
    source: "swast_999",
  },
  {
    message: "boyfriend went down after drinking and now wont respond, lips look a bit blue",
    families: ["collapse", "breathing"],
    source: "swast_999",
  },
  // sepsis
  {
    message:
      "my mother have urine infection, now she very confused, shivering, skin is blotchy and she did not pee all day",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message:
      "Following my hip operation a fortnight ago, the wound has become red and hot and I now have uncontrollable shivering and feel as though I might die.",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message:
      "had a chest infection for a few days, now breathing really fast, mottled knees and he's not making sense",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message:
      "feel like im actually gonna die, uti for days, now shaking uncontrollably and havent peed since this morning",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message:
      "Dad is on chemotherapy and has a temperature of 38.5, is very shivery and sleepy. The leaflet said to ring but I wanted to check.",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message: "cut on my leg got infected, now red line going up, fever and i feel so weird and dizzy",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message: "my husband has flu-like thing, but now his lips bluish, skin cold and grey and he talk slurry",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  // jaundice
  {
    message: "after 3 weeks of the turmeric tablets my eyes are yellow and my pee is dark like tea",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "I have been taking a herbal slimming tea with green tea extract and my wife says the whites of my eyes have turned distinctly yellow. I also have itching all over.",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message: "my skin going yellow and poo is really pale, been on ashwagandha a month",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message: "father 79 suddenly yellow in the face and eyes, not eating, very tired",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message: "eyes gone yellow af and i feel rough, been taking loads of the kava for anxiety",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "I take the paracetamol every day and the milk thistle, now my eyes yellow and pain in the right side under ribs",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "My husband's skin has taken on a yellowish tinge over the past few days and his urine is very dark. He has been drinking rather heavily.",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  // skin_reaction
  {
    message: "after the new antibiotic my skin is blistering and peeling like burn, my mouth full of sores",
    families: ["skin_reaction"],
    source: "zana_sjs",
  },
  {
    message:
      "started lamotrigine 2 weeks ago, had flu for a few days and now theres a rash spreading fast w blisters and my eyes are red and sore",
    families: ["skin_reaction"],
    source: "zana_sjs",
  },
  {
    message:
      "My mother began a new gout tablet last month. She has had a high temperature and now a rash of target-like spots, with sores on her lips and inside her mouth.",
    families: ["skin_reaction"],
    source: "zana_sjs",
  },
  {
    message: "new herbal tablet for joints, now red purple rash everywhere, skin coming off when I touch it",
    families: ["skin_reaction"],
    source: "zana_sjs",
  },
  {
    message:
      "rash from the ibuprofen went to blisters and now its on my lips and private area, really painful to pee",
    families: ["skin_reaction"],
    source: "zana_sjs",
  },
  {
    message:
      "I ask about your echinacea because I take it with new antibiotic and now I have big blisters on body and the eyes are burning",
    families: ["skin_reaction"],
    source: "zana_sjs",
  },
  {
    message:
      "was prescribed allopurinol and now skin on my chest and back is peeling off in sheets and i have a fever",
    families: ["skin_reaction"],
    source: "zana_sjs",
  },

  // Ordinary messages
  {
    message:
      "my mother is taking warfarin, she want to start fish oil, is it safe together or she must ask the doctor first?",
    families: [],
    note: "a blood thinner and a supplement named, no symptoms: a question before starting",
  },
  {
    message:
      "I had a stroke in 2019 and I am now on clopidogrel. Would your omega-3 capsules be suitable for me, or is there a risk of interaction?",
    families: [],
    note: "a past stroke, asked about a supplement",
  },
  {
    message: "can i take st johns wort if i stopped sertraline 6 months ago?",
    families: [],
    note: "an antidepressant and St John's wort named, but stopped long ago and no symptoms",
  },
  {
    message: "what happen if child eat the iron tablets? I want to know how to keep safe, I have small son",
    families: [],
    note: "a hypothetical about child poisoning, asked for safety",
  },
  {
    message: "i swear this revision is killing me, need something for focus that isnt caffeine lol",
    families: [],
    note: "idiom: killing me",
  },
  {
    message: "nearly had a heart attack when i saw the price of your collagen 😂",
    families: [],
    note: "idiom: nearly had a heart attack",
  },
  {
    message:
      "Good afternoon. I have been taking your vitamin D for six months and wonder whether I should have a blood test to check my levels. I am 84.",
    families: [],
    note: "an older person's routine question about a dose",
  },
  {
    message: "the magnesium gives me a bit of loose stool, is that normal, should i take it with food?",
    families: [],
    note: "minor side effect",
  },
  {
    message:
      "Pharmacist already told me not to take 5-HTP with my citalopram so I didn't. What else can help with sleep?",
    families: [],
    note: "an interaction already answered by a pharmacist; no symptoms",
  },
  {
    message: "is berberine ok for type 2 if i am on metformin? dont want my sugar to go too low",
    families: [],
    note: "a hypoglycaemia worry asked ahead, no symptoms",
  },
  {
    message:
      "My husband fainted once last year when giving blood, and the doctor said it was nothing. Is there a supplement for low blood pressure?",
    families: [],
    note: "a past faint, already checked",
  },
  { message: "fish oil making me burp fishy all day, any tips?", families: [], note: "minor side effect" },
  {
    message: "i took 2 of the vitamin c instead of 1 by accident, is that ok?",
    families: [],
    note: "a small double dose, not an overdose",
  },
  {
    message: "I accidentally took my multivitamin twice this morning. Should I skip tomorrow's?",
    families: [],
    note: "a small double dose",
  },
  {
    message: "my dog is on the vet's joint supplement, can he also have my glucosamine?",
    families: [],
    note: "a pet and a human supplement, no poisoning",
  },
  {
    message: "how many paracetamol can i take in a day with my ibuprofen, asking for period pain",
    families: [],
    note: "a question about safe doses",
  },
  {
    message: "Turmeric makes my stomach a bit upset. Is there a gentler form?",
    families: [],
    note: "minor side effect",
  },
  {
    message: "I am dying to try the new gummies, when do they come back in stock?",
    families: [],
    note: "idiom: dying to",
  },
  { message: "this heat is killing me, do electrolytes actually help", families: [], note: "idiom" },
  {
    message:
      "grandmother had jaundice when she was a baby in Pakistan, is milk thistle good for liver for old people?",
    families: [],
    note: "a past event named",
  },
  {
    message: "yellow pee after the b vitamins, is that normal??",
    families: [],
    note: "harmless yellow urine from riboflavin, not jaundice",
  },
  {
    message: "why is my wee bright yellow since starting the b complex",
    families: [],
    note: "harmless yellow urine from B vitamins",
  },
  {
    message: "My hands look slightly orange since I began drinking carrot juice daily. Is it harmful?",
    families: [],
    note: "carotenaemia, not jaundice: the eyes are not named",
  },
  {
    message: "I had the meningitis vaccine at school. Do I need any supplements before going to university?",
    families: [],
    note: "the word meningitis, a vaccine question",
  },
  {
    message:
      "after my seizure in 2015 doctors said no more driving for a year, now fine. Can I take ginkgo with my levetiracetam?",
    families: [],
    note: "a past seizure and an interaction question",
  },
  {
    message: "my asthma is well controlled, is it ok to take vitamin D with my brown inhaler?",
    families: [],
    note: "asthma named, no attack",
  },
  {
    message: "I'm 32 weeks pregnant, which iron supplement is gentlest on the stomach?",
    families: [],
    note: "pregnancy, an ordinary product question",
  },
  {
    message: "pregnant 20 weeks, baby kicking loads today haha, is it ok to take omega 3?",
    families: [],
    note: "pregnancy with normal movements",
  },
  {
    message: "Can I take raspberry leaf tea from 36 weeks, midwife said it is up to me?",
    families: [],
    note: "pregnancy, a question already answered by the midwife",
  },
  {
    message:
      "My father is 90 and diabetic. His nurse says his sugars are well controlled. Is cinnamon worth trying as well?",
    families: [],
    note: "diabetes named, no low sugar",
  },
  {
    message:
      "had a hypo last week, sorted it with lucozade and told the diabetes nurse, just wondering if chromium affects sugar",
    families: [],
    note: "a past hypo, already handled",
  },
  {
    message: "is it true st johns wort stops the pill working?",
    families: [],
    note: "an interaction question about contraception",
  },
  {
    message: "what would happen if i took 5-htp with my fluoxetine, asking before i do anything stupid lol",
    families: [],
    note: "a hypothetical asked before taking anything",
  },
  {
    message:
      "Is it dangerous to give a cat paracetamol? I have heard it is, I just want to check before I go on holiday and my neighbour feeds her.",
    families: [],
    note: "a hypothetical about pet poisoning, nothing eaten",
  },
  {
    message: "my daughter is 15 and wants to take iron for her periods, what dose?",
    families: [],
    note: "a teenager's dose question",
  },
  {
    message: "hi, my skin is very dry in winter, which omega is best?",
    families: [],
    note: "dry skin, no reaction",
  },
  {
    message: "bit of a rash on my arm from the new watch strap, is there a cream you sell?",
    families: [],
    note: "a mild contact rash, no blisters or illness",
  },
  {
    message:
      "I get hives when I eat strawberries, only small ones, not breathing problem. Is quercetin good?",
    families: [],
    note: "mild allergy, no anaphylaxis signs",
  },
  {
    message: "hay fever is killing me, any natural antihistamine?",
    families: [],
    note: "idiom with hay fever",
  },
  {
    message:
      "My blood pressure tablets make me a bit dizzy when I stand up quickly, my GP knows. Would magnesium help?",
    families: [],
    note: "a known minor side effect, under the GP",
  },
  {
    message: "i bled loads when i had my tooth out last year, dentist said its fine, can i take fish oil?",
    families: [],
    note: "a past bleed, resolved",
  },
  {
    message:
      "Nosebleed this morning, stopped after 5 minutes pinching, I take no medicine. Is vitamin K good for it?",
    families: [],
    note: "a short nosebleed that stopped",
  },
  {
    message: "i get a headache every afternoon at work, probably screens, anything for that?",
    families: [],
    note: "an ordinary headache",
  },
  {
    message: "My headache is bad, like a normal migraine I always get, is feverfew safe with sumatriptan?",
    families: [],
    note: "a usual migraine, not sudden",
  },
  {
    message: "I have been feeling low this winter, nothing serious, would vitamin D or saffron help?",
    families: [],
    note: "low mood without risk",
  },
  {
    message: "Feeling a bit down since my cat died, is there anything natural for sadness?",
    families: [],
    note: "grief without risk",
  },
  {
    message: "My GP prescribed sertraline last week. Is it fine to carry on with my fish oil and vitamin D?",
    families: [],
    note: "an antidepressant named with harmless supplements",
  },
  {
    message: "shaking a bit after 3 coffees lol, do you sell decaf pre workout",
    families: [],
    note: "jitters from coffee, not an emergency",
  },
  {
    message: "my heart races a bit after the b12 injection then stops, doctor checked ECG fine",
    families: [],
    note: "already checked by a doctor",
  },
  {
    message: "chest feels tight when I'm anxious, GP says it's panic, is l-theanine ok?",
    families: [],
    note: "a known anxiety symptom, checked by the GP",
  },
  {
    message:
      "I had chest pain two years ago and had stents fitted, I'm fine now. Can I take CoQ10 with my statin?",
    families: [],
    note: "a past heart event",
  },
  {
    message: "my nan had a heart attack in 2010, does she need a special vitamin?",
    families: [],
    note: "a past heart attack",
  },
  {
    message: "what does a stroke look like? want to know for my dad who is 80",
    families: [],
    note: "a question about stroke signs, no symptoms",
  },
  {
    message:
      "I am writing a leaflet for my over-70s club about supplements and overdose risk. Which vitamins are most dangerous in large amounts?",
    families: [],
    note: "a question about overdose for a leaflet",
  },
  {
    message: "Is it possible to overdose on vitamin D? I take 1000 units a day.",
    families: [],
    note: "a hypothetical overdose question at a normal dose",
  },
  {
    message:
      "the toddler licked a vitamin gummy but i took it off her before she ate it, all in the bin, is that fine",
    families: [],
    note: "nothing swallowed, checked",
  },
  { message: "Wife want to know if your zinc is halal", families: [], note: "ordinary product question" },
  {
    message: "do you have a version of the iron with no gelatine? I am vegetarian from India",
    families: [],
    note: "ordinary product question",
  },
  {
    message: "my english is not good. how many time in day i take the vitamin b12?",
    families: [],
    note: "ordinary dose question",
  },
  {
    message: "I wish to enquire whether your glucosamine contains shellfish, as I am allergic to prawns.",
    families: [],
    note: "an allergy question before taking, no reaction",
  },
  {
    message: "i have nut allergy, does the protein powder have traces?",
    families: [],
    note: "an allergy question before taking",
  },
  {
    message: "Had an allergic reaction to penicillin as a kid, is that relevant to supplements?",
    families: [],
    note: "a past allergy",
  },
  {
    message: "gonna die if i dont get my creatine delivered before sat 😭",
    families: [],
    note: "idiom: gonna die",
  },
  {
    message:
      "my gran is 92 and gets muddled in the evenings, the memory clinic knows. Is ginkgo worth a try?",
    families: [],
    note: "known dementia, no sudden change",
  },
  {
    message:
      "Good day. I find myself rather forgetful of late. I am 79. Which supplements are recommended for memory?",
    families: [],
    note: "ordinary memory question from an older person",
  },
  {
    message: "my legs cramp at night, is magnesium better than quinine?",
    families: [],
    note: "night cramps",
  },
  {
    message: "my eyes are a bit red from hay fever, is there an eye vitamin",
    families: [],
    note: "red eyes from hay fever, not a skin reaction",
  },
  {
    message: "After two weeks of the new multivitamin I have a few spots on my chin. Could it be the biotin?",
    families: [],
    note: "mild acne",
  },
  {
    message: "i take ashwagandha and feel a bit sleepy, is that normal",
    families: [],
    note: "mild side effect",
  },
  {
    message:
      "My husband takes apixaban and bruises easily on his arms, the GP said that is expected. Any vitamin to help?",
    families: [],
    note: "expected bruising on a blood thinner, already checked",
  },
  {
    message: "I have a small cut on my finger from cooking, stopped bleeding. Does zinc help healing?",
    families: [],
    note: "a small cut that stopped",
  },
  {
    message: "is it safe to take iron and calcium together or do they block each other",
    families: [],
    note: "ordinary interaction question",
  },
  {
    message: "my periods are heavy, doctor gave me tranexamic acid, should I also take iron?",
    families: [],
    note: "heavy periods under a doctor",
  },
  {
    message:
      "Last month my daughter swallowed a magnet and the hospital said it passed. Which children's multivitamin is best?",
    families: [],
    note: "a past child poisoning, already treated",
  },
  {
    message: "Our dog ate chocolate last Christmas and was fine after the vet. Are dog vitamins worth it?",
    families: [],
    note: "a past pet incident, already treated",
  },
  {
    message: "my cat is old and skinny, vet says kidneys. any fish oil for cats?",
    families: [],
    note: "a pet's chronic condition under a vet",
  },
  {
    message: "Can I take turmeric while on warfarin? My INR clinic said ask you.",
    families: [],
    note: "an interaction question before taking",
  },
  {
    message: "I am type 1 and going running, how should I use glucose tablets?",
    families: [],
    note: "hypo prevention question",
  },
  {
    message: "does cinnamon really lower blood sugar or is that a myth?",
    families: [],
    note: "hypothetical",
  },
  {
    message: "i got a uti, doc gave me antibiotics yesterday, can i take cranberry too?",
    families: [],
    note: "a treated infection, no sepsis signs",
  },
  {
    message: "I have a cold and a slight temperature. Is zinc or vitamin C better?",
    families: [],
    note: "an ordinary cold",
  },
  {
    message: "bad flu, aching all over, in bed, what supplements help recovery?",
    families: [],
    note: "an ordinary flu",
  },
  {
    message: "My granddaughter has chickenpox spots but is cheerful and eating. Anything to soothe the itch?",
    families: [],
    note: "chickenpox with a well child",
  },
  {
    message: "baby has a few red spots from teething drool, they fade when I press them",
    families: [],
    note: "a fading rash, well baby",
  },
  {
    message: "got a sunburn and its peeling a bit, aloe or vitamin e?",
    families: [],
    note: "ordinary peeling sunburn",
  },
  {
    message: "my lips are chapped and cracked, is it a vitamin deficiency?",
    families: [],
    note: "chapped lips",
  },
  {
    message:
      "yellowish eyes in old photos of me apparently, doctor said gilberts years ago, is milk thistle needed?",
    families: [],
    note: "known Gilbert's syndrome, diagnosed",
  },
  {
    message: "I fell asleep on the sofa and my leg went dead, it is fine now. Is that a B12 thing?",
    families: [],
    note: "a limb that went to sleep, now fine",
  },
  {
    message: "my face feels puffy in the mornings after salty food, any supplement?",
    families: [],
    note: "puffy face, not pregnant, no other signs",
  },
  {
    message:
      "Slight tremor in my hands when I hold a cup, I am 86 and it has been like that for years, the doctor knows.",
    families: [],
    note: "a long-standing known tremor",
  },
  {
    message:
      "i zoned out in class and my mate said i looked like i was fitting lol, I was just tired, is there a focus supplement",
    families: [],
    note: "a joke about fitting",
  },
  {
    message:
      "My blood sugar was 3.9 before my jog this morning, I had a banana and it went up to 6. Is that OK?",
    families: [],
    note: "a low reading already treated and recovered",
  },
  {
    message: "what is serotonin syndrome? my pharmacist mentioned it when I bought st johns wort",
    families: [],
    note: "a question about the condition, no symptoms",
  },
  {
    message:
      "I have taken the 5-HTP for 3 weeks, no antidepressants, and I feel fine. Can I take it long term?",
    families: [],
    note: "5-HTP alone, well",
  },
  {
    message:
      "Took my evening iron tablet and then realised I had already taken one at lunch, only 2 in total. Any harm?",
    families: [],
    note: "one extra tablet",
  },
  {
    message: "i always feel like passing out when i see blood lol, does iron help?",
    families: [],
    note: "a joke about fainting",
  },
  {
    message: "I'm not suicidal or anything but I'm stressed with exams, what's good for stress",
    families: [],
    note: "explicitly no risk, stress question",
  },
  {
    message: "my ex was toxic af, need something to detox my life haha, jk, what's a good liver supplement",
    families: [],
    note: "slang 'toxic', no poisoning",
  },
  {
    message: "i'd literally kill for a good night's sleep, melatonin or magnesium?",
    families: [],
    note: "idiom: kill for",
  },
  {
    message: "My son, 17, is doing the bulk and wants to know if creatine is safe with his acne cream",
    families: [],
    note: "a teen's interaction question",
  },
  {
    message:
      "I was in hospital last year with sepsis from a kidney infection and have recovered. Which vitamins help the immune system now?",
    families: [],
    note: "a past sepsis, recovered",
  },
  {
    message:
      "The nurse said my mother's skin tear would bleed a bit under the dressing because of her aspirin. It has stopped now. Is vitamin C useful?",
    families: [],
    note: "a minor wound that stopped, explained by a nurse",
  },
  {
    message: "my tongue tingles a bit with the pineapple, always has, is bromelain ok for me?",
    families: [],
    note: "mild oral itching that always happens",
  },
  {
    message: "I had Stevens-Johnson years ago from carbamazepine. Which supplements are safe to start?",
    families: [],
    note: "a past Stevens-Johnson syndrome",
  },
  {
    message:
      "me and my mum both take vitamin D and she accidentally took mine today instead of hers, same dose",
    families: [],
    note: "a swapped tablet of the same dose",
  },
  {
    message: "How should I store supplements safely with grandchildren visiting at Christmas?",
    families: [],
    note: "a safety question, nothing swallowed",
  },
  {
    message: "can u take 5htp and melatonin together, not on any meds",
    families: [],
    note: "no antidepressant, no symptoms",
  },
  {
    message: "my bf's hangover is killing him, what do i give him",
    families: [],
    note: "idiom with a hangover",
  },
  {
    message:
      "Sorry for my bad english. My husband has high blood pressure and he take amlodipine, can he drink hibiscus tea every day?",
    families: [],
    note: "a medicine and a herbal tea named, no symptoms",
  },
  {
    message:
      "my 16 yr old sister drinks energy drinks with her adhd meds, shes fine, just wondering if thats bad long term",
    families: [],
    note: "a teen's interaction question, well",
  },
];
