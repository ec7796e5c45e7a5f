// A ninth blind triage set, written without reading the classifier, its patterns or the other sets: every family
// in the registers people type in, and ordinary messages that look like emergencies.
import type { TriageCase } from "./schema";

export const NINTH_REFERENCES: Record<string, { title: string; url: string }> = {
  samaritans: {
    title: "Contact a Samaritan (Samaritans)",
    url: "https://www.samaritans.org/how-we-can-help/contact-samaritan/",
  },
  poisoning: {
    title: "Poisoning (Richmond GP Alliance, NHS health A to Z)",
    url: "https://richmondgpalliance.co.uk/health-a-z/?condition=poisoning%2F",
  },
  child_poisoning: {
    title: "Poisoning (Healthier Together, South Yorkshire and Bassetlaw NHS)",
    url: "https://sybhealthiertogether.nhs.uk/parentscarers/keeping-your-child-safe/accidents-and-injuries-keeping-your-child-safe-home/poisoning",
  },
  pet_poisoning: {
    title: "Poisoning in dogs (Animal PoisonLine)",
    url: "https://www.animalpoisonline.co.uk/blogs/2021/06/10/poisoning-in-dogs/",
  },
  heart_attack: {
    title: "Heart attack (British Heart Foundation)",
    url: "https://www.bhf.org.uk/heart-health/conditions/heart-attack.aspx",
  },
  stroke: {
    title: "What are the symptoms of stroke? (Stroke Association)",
    url: "https://www.stroke.org.uk/what-stroke/what-happens-when-you-have-stroke/what-are-symptoms-stroke",
  },
  anaphylaxis: {
    title: "Anaphylaxis (1st Choice Pharmacy, NHS content)",
    url: "https://1stchoicepharmacy.co.uk/nhs_conditions_anaphylaxis",
  },
  asthma_attack: {
    title: "Asthma attacks (Asthma + Lung UK)",
    url: "https://www.asthma.org.uk/advice/asthma-attacks/",
  },
  vomiting_blood: {
    title: "Vomiting blood (NHS 111 Wales)",
    url: "https://111.wales.nhs.uk/Encyclopaedia/v/article/vomitingblood",
  },
  nosebleed: {
    title: "Symptoms of a nosebleed (NHS)",
    url: "http://www.nhs.uk/Conditions/Nosebleed/Pages/Symptoms.aspx",
  },
  head_injury_blood_thinners: {
    title: "Head injury advice for adult patients on blood thinning medication (Northern Care Alliance NHS)",
    url: "https://northerncarealliance.nhs.uk/patient-information/patient-leaflets/emergency-urgent-care-head-injury-advice-adult-patients-blood-thinning-medication",
  },
  serotonin: {
    title: "Can I take St John's wort and fluoxetine together? (Patient)",
    url: "https://patient.info/treatment-medication/st-john-s-wort-and-fluoxetine-interaction",
  },
  hypoglycaemia: {
    title: "Low blood sugar (hypoglycaemia) (1st Choice Pharmacy, NHS content)",
    url: "https://1stchoicepharmacy.co.uk/nhs_conditions_low-blood-sugar-hypoglycaemia",
  },
  seizure: {
    title: "When to dial 999 (Epilepsy Society)",
    url: "https://www.epilepsysociety.org.uk/when-dial-999",
  },
  meningitis: {
    title: "Common concerns: meningitis and the glass test (Hackney and City Health Visiting, NHS)",
    url: "https://hackneyandcityhealthvisiting.nhs.uk/your-child/common-concerns/",
  },
  subarachnoid: {
    title: "Subarachnoid haemorrhage (The Brain Charity)",
    url: "https://www.thebraincharity.org.uk/condition/subarachnoid-haemorrhage/",
  },
  call_the_midwife: {
    title: "When to call the midwife (University Hospitals Birmingham NHS)",
    url: "https://www.uhb.nhs.uk/services/maternity/when-to-call-the-midwife.htm",
  },
  unresponsive: {
    title: "Unresponsive breathing adult (St John Ambulance)",
    url: "http://www.sja.org.uk/sja/first-aid-advice/loss-of-responsiveness/unresponsive-and-breathing/adult.aspx",
  },
  sepsis: {
    title: "Adult sepsis safety net (Patient)",
    url: "https://patient.info/infections/sepsis-septicaemia-leaflet/adult-sepsis-safety-net",
  },
  jaundice: {
    title: "Jaundice (nidirect)",
    url: "https://nidirect.gov.uk/conditions/jaundice",
  },
  sjs: {
    title: "Stevens-Johnson syndrome (Great Ormond Street Hospital)",
    url: "https://www.gosh.nhs.uk/conditions-and-treatments/conditions-we-treat/stevens-johnson-syndrome",
  },
};

export const NINTH_CASES: TriageCase[] = [
  // ---------------------------------------------------------------------------------------------
  // Emergencies
  // ---------------------------------------------------------------------------------------------

  // suicide_self_harm
  {
    message:
      "cant do this anymore tbh. been counting how many of my sleeping tablets i have left and working out if its enough. not asking for a dose just idk what to do rn",
    families: ["suicide_self_harm"],
    source: "samaritans",
  },
  {
    message:
      "my 15 year old has cut her arms really badly tonight and keeps saying she wants to die, shes locked herself in the bathroom",
    families: ["suicide_self_harm"],
    source: "samaritans",
  },
  {
    earlier: ["whats a good supplement for low mood"],
    message: "doesnt matter now. ive written letters to everyone and im going to end it tonight",
    families: ["suicide_self_harm"],
    source: "samaritans",
  },
  {
    message:
      "please help, my husband say he will kill himself, he have rope in the garage and he is not answer me, i am very scared what i do",
    families: ["suicide_self_harm"],
    source: "samaritans",
  },
  {
    message:
      "quick q about magnesium glycinate for sleep. ive been awful lately, work is a mess, my ex has the kids, and honestly ive started thinking everyone would be better off if i wasnt here, i keep planning how i would do it. anyway is 400mg ok",
    families: ["suicide_self_harm"],
    source: "samaritans",
  },
  {
    message:
      "prob overreacting but my flatmate gave away her cat and all her stuff this week, sent me a thanks for everything text that read like a goodbye, and now shes not answering her door",
    families: ["suicide_self_harm"],
    source: "samaritans",
  },
  {
    message: "I JUST TOOK ALL MY SERTRALINE ON PURPOSE I DONT WANT TO BE HERE ANYMORE",
    families: ["suicide_self_harm", "overdose"],
    source: "poisoning",
  },
  {
    message:
      "i want to end my life to night their is no point going on i have all the pills lined up on the side and i no what im doing",
    families: ["suicide_self_harm"],
    source: "samaritans",
  },
  {
    message:
      "is it normal to think about jumping off the bridge on my walk to work every day? today i actually climbed over the railing before i stopped myself",
    families: ["suicide_self_harm"],
    source: "samaritans",
  },

  // overdose
  {
    message:
      "took like 16 paracetamol over the day for toothache plus 2 lemsips on top, feel totally fine tho, thats not bad is it",
    families: ["overdose"],
    source: "poisoning",
  },
  {
    earlier: ["how much iron should i take for anaemia"],
    message:
      "ok so i think i messed up, ive had about 20 of the ferrous sulphate 200mg today thinking more is better, now my stomach is cramping and ive been sick",
    families: ["overdose"],
    source: "poisoning",
  },
  {
    message:
      "my grandad took his digoxin twice this morning and then a third by mistake at lunch, hes muddled and says everything looks a funny colour",
    families: ["overdose"],
    source: "poisoning",
  },
  {
    message: "my dad tookk a hole box of his co codamol by acident hes very sleepy now and hard to wake up",
    families: ["overdose"],
    source: "poisoning",
  },
  {
    message:
      "i take vitamin D 50000 every day for 3 month because i think it is 1000, now i vomit all day, very thirsty and confuse",
    families: ["overdose"],
    source: "poisoning",
  },
  {
    message:
      "I accidentally took too doses of my warfarin this morning and then another one at tea time so that's three today what do I do",
    families: ["overdose"],
    source: "poisoning",
  },
  {
    message:
      "FLATMATE DOWNED A WHOLE TUB OF CAFFEINE PILLS FOR HIS EXAM HIS HEART IS GOING MENTAL AND HES SHAKING",
    families: ["overdose"],
    source: "poisoning",
  },
  {
    message:
      "so ive been doing a detox from a tiktok thing, loads of niacin (like 3000mg a day), liver tea and zinc, and today i doubled it because i forgot id had the morning lot. now im throwing up and my belly on the right hurts, is that the detox working",
    families: ["overdose"],
    source: "poisoning",
  },
  {
    message:
      "bf mixed up his tabs n took his lithium twice plus his night ones, now hes shaky n keeps bein sick, is it serious",
    families: ["overdose"],
    source: "poisoning",
  },

  // child_poisoning
  {
    message: "my 2yo got into my handbag and ate some of my iron tablets, maybe 4 or 5, she seems fine rn",
    families: ["child_poisoning"],
    source: "child_poisoning",
  },
  {
    message: "TODDLER HAS EATEN THE GUMMY VITAMINS THE WHOLE BOTTLE IS GONE",
    families: ["child_poisoning"],
    source: "child_poisoning",
  },
  {
    message: "my son 3 years drink the calpol bottle, all of it, maybe 100ml, what i do",
    families: ["child_poisoning"],
    source: "child_poisoning",
  },
  {
    message:
      "should i be worried? my 4 year old says she ate 'sweeties' from her nanas pill organiser and some of nanas blood pressure tablets are missing",
    families: ["child_poisoning"],
    source: "child_poisoning",
  },
  {
    message:
      "sorry long msg. was sorting the kitchen while the baby napped and my eldest (6) was meant to be watching telly, next thing hes got the melatonin gummies open and says he ate 'a few', the bottle was nearly full last night. hes acting normal and eating his tea, do i need to do anything or just watch him",
    families: ["child_poisoning"],
    source: "child_poisoning",
  },
  {
    message:
      "my daughter swallowed a button battery out of the kitchen scales I think she's 18 months she seems fine at the moment",
    families: ["child_poisoning"],
    source: "child_poisoning",
  },
  {
    earlier: ["do you sell kids multivitamins"],
    message:
      "actually scratch that, my 3 year old has just been in my cupboard and eaten some of my vitamin d 4000iu capsules and a couple of the adult multis with iron",
    families: ["child_poisoning"],
    source: "child_poisoning",
  },
  {
    message: "nephew (7) drank some dishwasher liqid out of a cup by accidnt, hes coughing alot and crying",
    families: ["child_poisoning"],
    source: "child_poisoning",
  },
  {
    message:
      "probably nothing but my 11yo might have had a couple of my sertraline thinking they were mints, shes a bit sleepy",
    families: ["child_poisoning"],
    source: "child_poisoning",
  },

  // animal_poisoning
  {
    message:
      "dog has just eaten a whole bar of 70% dark chocolate off the coffee table, hes a small jack russell",
    families: ["animal_poisoning"],
    source: "pet_poisoning",
  },
  {
    message:
      "gave my dog a paracetamol for his limp this morning and now his face looks puffy and hes really flat",
    families: ["animal_poisoning"],
    source: "pet_poisoning",
  },
  {
    message: "PUPPY HAS CHEWED THROUGH MY VITAMIN D TUB AND EATEN THEM",
    families: ["animal_poisoning"],
    source: "pet_poisoning",
  },
  {
    message: "ffs the dog got in2 the xylitol gum in my bag, ate like 6 pieces, hes a cocker",
    families: ["animal_poisoning"],
    source: "pet_poisoning",
  },
  {
    message: "my dog eat grapes maybe 20 from the fruit bowl, he is small dog, is danger?",
    families: ["animal_poisoning"],
    source: "pet_poisoning",
  },
  {
    message:
      "is it normal for a dog to be wobbly and trembling after getting into the slug pellets in the shed?",
    families: ["animal_poisoning"],
    source: "pet_poisoning",
  },
  {
    message:
      "doing my weekly order of omega 3 and glucosamine. btw my labrador ate a few of my iron tabs this morning and has been sick twice. anyway do you do bigger tubs",
    families: ["animal_poisoning"],
    source: "pet_poisoning",
  },
  {
    earlier: ["can dogs take human fish oil"],
    message: "ok never mind that, hes just eaten half a blister pack of my naproxen",
    families: ["animal_poisoning"],
    source: "pet_poisoning",
  },
  {
    message:
      "my dog has chewed open my tube of psoriasis cream the calcipotriol one and swallowed most of it what should I do",
    families: ["animal_poisoning"],
    source: "pet_poisoning",
  },

  // chest_pain
  {
    message:
      "crushing pain in the middle of my chest going down my left arm and into my jaw, sweating buckets",
    families: ["chest_pain"],
    source: "heart_attack",
  },
  {
    message:
      "dad (68) says his chest feels tight like a band n hes gone grey n clammy, keeps sayin its just indigestion",
    families: ["chest_pain"],
    source: "heart_attack",
  },
  {
    message:
      "prob nothing, probably the curry, but ive had a heavy pressure in the middle of my chest for about 40 mins and feel a bit sick and out of breath",
    families: ["chest_pain"],
    source: "heart_attack",
  },
  {
    earlier: ["im taking l-arginine and yohimbine for the gym"],
    message: "just after my pre workout my chest is really tight and hurting and my left arm feels heavy",
    families: ["chest_pain"],
    source: "heart_attack",
  },
  {
    message:
      "my mother have pain in the chest very strong, she is sweating and say the pain go to her back, she have diabetes",
    families: ["chest_pain"],
    source: "heart_attack",
  },
  {
    message:
      "my husband has got a pain in his chest that's spreading up to his neck and he's gone really pail and sweaty",
    families: ["chest_pain"],
    source: "heart_attack",
  },
  {
    message:
      "COLLEAGUE JUST GRABBED HIS CHEST AND SAT ON THE FLOOR SAYS IT FEELS LIKE AN ELEPHANT SITTING ON HIM",
    families: ["chest_pain"],
    source: "heart_attack",
  },
  {
    message:
      "should i be worried about a squeezing chest pain that hasnt gone after 20 mins of resting? im 55 and on statins",
    families: ["chest_pain"],
    source: "heart_attack",
  },
  {
    message:
      "what dose of CoQ10 is ok with statins? asking because the chest pain came back last night, tight and going into my shoulder, and its still there a bit now",
    families: ["chest_pain"],
    source: "heart_attack",
  },

  // stroke
  {
    message:
      "mum's face has dropped on one side, she can't lift her right arm and her words are coming out wrong",
    families: ["stroke"],
    source: "stroke",
  },
  {
    message:
      "grandad started talkin gibberish all of a sudden n his mouth is droopy, started like 10 mins ago",
    families: ["stroke"],
    source: "stroke",
  },
  {
    message:
      "my husband suddenly cannot speak good, his left side is weak and he drop the cup, 20 minute ago",
    families: ["stroke"],
    source: "stroke",
  },
  {
    message: "my dads speech is slurd and won side of his face has dropped he was fine at breakfast",
    families: ["stroke"],
    source: "stroke",
  },
  {
    message:
      "probably just tired but my left hand and leg went numb and heavy about half an hour ago and my smile looks lopsided in the mirror",
    families: ["stroke"],
    source: "stroke",
  },
  {
    message:
      "is it normal to suddenly lose half my vision and have my right arm go weak? came on out of nowhere while watching tv",
    families: ["stroke"],
    source: "stroke",
  },
  {
    earlier: ["im 72 and take ginkgo for my memory"],
    message: "my wife says my speech sounds slurred and my arm keeps dropping when i hold both up",
    families: ["stroke"],
    source: "stroke",
  },
  {
    message: "FOUND MY NEIGHBOUR ON HER KITCHEN FLOOR SHE CANT MOVE HER RIGHT SIDE AND CANT TALK PROPERLY",
    families: ["stroke"],
    source: "stroke",
  },
  {
    message:
      "hi, my mum is 80 and lives with us, she's been a bit off since lunch and we thought she was just tired, but now she keeps dropping things from her left hand, her face looks crooked and she can't find her words. she takes turmeric and fish oil, is that related?",
    families: ["stroke"],
    source: "stroke",
  },

  // anaphylaxis
  {
    message:
      "throat feels like its closing after the satay chicken, lips are massive, i have an epipen in my bag",
    families: ["anaphylaxis"],
    source: "anaphylaxis",
  },
  {
    message: "ate a brownie at work that def had nuts, my tongue is swelling n i cant swallow properly",
    families: ["anaphylaxis"],
    source: "anaphylaxis",
  },
  {
    earlier: ["started a new bee pollen supplement today"],
    message: "my face and lips are swelling up, im wheezing and i feel like im going to faint",
    families: ["anaphylaxis"],
    source: "anaphylaxis",
  },
  {
    message: "i was stung by wasp, now i have rash all over and my throat is tight and i feel i will faint",
    families: ["anaphylaxis"],
    source: "anaphylaxis",
  },
  {
    message: "SON HAS A PEANUT ALLERGY AND JUST ATE A COOKIE HIS LIPS ARE SWELLING AND HES COUGHING",
    families: ["anaphylaxis"],
    source: "anaphylaxis",
  },
  {
    message:
      "my partner just took an antibiotic for the first time and now her eyes and lips are swelling and she's saying she can't breath",
    families: ["anaphylaxis"],
    source: "anaphylaxis",
  },
  {
    message:
      "prob overreacting but after the prawns my voice has gone hoarse, my throat feels tight and itchy and im coming out in hives",
    families: ["anaphylaxis"],
    source: "anaphylaxis",
  },
  {
    message:
      "should i use my epipen? lips tingling and swelling and chest tight after something with sesame in it",
    families: ["anaphylaxis"],
    source: "anaphylaxis",
  },
  {
    message:
      "question about royal jelly capsules. took my first one an hour ago and now im covered in hives, my tongue feels thick and its hard to breathe, is that a normal detox reaction?",
    families: ["anaphylaxis"],
    source: "anaphylaxis",
  },

  // breathing
  {
    message:
      "my asthma is really bad, done 10 puffs of the blue inhaler and it's not helping, can barely talk",
    families: ["breathing"],
    source: "asthma_attack",
  },
  {
    message: "cant breathe properly, chest tight, wheezin loads, blue pump aint doin anything",
    families: ["breathing"],
    source: "asthma_attack",
  },
  {
    message: "my 70yo dad has copd and tonight hes fighting for every breath, his lips look a bit blue",
    families: ["breathing"],
    source: "asthma_attack",
  },
  {
    message: "my friend breathing very fast and cannot say whole sentence, her lips is grey colour",
    families: ["breathing"],
    source: "asthma_attack",
  },
  {
    message: "I CANT GET MY BREATH IN AND MY INHALER IS EMPTY",
    families: ["breathing"],
    source: "asthma_attack",
  },
  {
    message:
      "my daughter is 9 and she's wheezing and sucking in under her ribs and the blue inhaler isn't working",
    families: ["breathing"],
    source: "asthma_attack",
  },
  {
    message:
      "bit embarrassing but i cant catch my breath even sitting still and cant finish a sentence, prob just anxiety?",
    families: ["breathing"],
    source: "asthma_attack",
  },
  {
    earlier: ["i have asthma, is magnesium good for it"],
    message: "its kicking off now, tight chest, 8 puffs in and no better, really struggling",
    families: ["breathing"],
    source: "asthma_attack",
  },
  {
    message:
      "is it normal to be so breathless after a cold that i cant walk to the loo, and my fingertips look bluish?",
    families: ["breathing"],
    source: "asthma_attack",
  },

  // bleeding
  {
    message: "on warfarin and been sick twice, it looked like coffee grounds",
    families: ["bleeding"],
    source: "vomiting_blood",
  },
  {
    message: "been on rivaroxaban since my clot, pooing black sticky tar 2day n feel dizzy",
    families: ["bleeding"],
    source: "vomiting_blood",
  },
  {
    message:
      "my nose has been bleeding for over an hour and it won't stop I'm on apixaban and I've been pinching it the whole time",
    families: ["bleeding"],
    source: "nosebleed",
  },
  {
    earlier: ["is fish oil and turmeric ok with warfarin"],
    message: "ive been taking both for a month and now im throwing up bright red blood",
    families: ["bleeding"],
    source: "vomiting_blood",
  },
  {
    message: "my father is vomit blood, a lot, he drink much alcohol, he is very pale and cold",
    families: ["bleeding"],
    source: "vomiting_blood",
  },
  {
    message: "DAD IS THROWING UP BLOOD AND NOW HES DIZZY AND CLAMMY, HE TAKES ASPIRIN EVERY DAY",
    families: ["bleeding"],
    source: "vomiting_blood",
  },
  {
    message:
      "prob nothing but i slipped and banged my head on the cupboard, im on apixaban, feel ok just a bit of a headache",
    families: ["bleeding", "sudden_headache"],
    source: "head_injury_blood_thinners",
  },
  {
    message:
      "should i be worried? ive been passing a lot of blood and clots when i poo since this morning and feel faint when i stand",
    families: ["bleeding"],
    source: "vomiting_blood",
  },
  {
    message:
      "I'm 64, on clopidogrel and aspirin since my stent, started ginkgo and garlic capsules for circulation last week, today my gums won't stop bleeding and I've just vomited a mugful of dark blood, my wife says I look grey",
    families: ["bleeding"],
    source: "vomiting_blood",
  },

  // serotonin_toxicity
  {
    earlier: ["im on sertraline 100mg"],
    message: "took st johns wort this morning as well, now im shaking, sweating loads and my heart is racing",
    families: ["serotonin_toxicity"],
    source: "serotonin",
  },
  {
    message: "on citalopram n took 5htp 2nite to sleep better, now twitchy af, muscles jerking, hot n sweaty",
    families: ["serotonin_toxicity"],
    source: "serotonin",
  },
  {
    message:
      "i take fluoxetine and also tramadol for back, today very agitated, shaking, fever, my legs are jumping by themself",
    families: ["serotonin_toxicity"],
    source: "serotonin",
  },
  {
    message:
      "my flatmate is on venlafaxine and took MDMA at a party, now hes burning hot, confused, jaw clenching and his legs keep jerking",
    families: ["serotonin_toxicity"],
    source: "serotonin",
  },
  {
    message: "ON ESCITALOPRAM AND TOOK ST JOHNS WORT NOW IM HOT AND SHIVERING AND CANT STOP TWITCHING",
    families: ["serotonin_toxicity"],
    source: "serotonin",
  },
  {
    message:
      "is it normal to have diarrhoea, the shivers and my eyes flicking side to side after adding 5-htp to my mirtazapine? temp is 38.9",
    families: ["serotonin_toxicity"],
    source: "serotonin",
  },
  {
    message:
      "prob just anxiety but since doubling my sertraline and taking a triptan for a migraine today im sweating, restless, heart at 130 and muscles twitching",
    families: ["serotonin_toxicity"],
    source: "serotonin",
  },
  {
    message:
      "Is L-tryptophan ok for sleep with duloxetine? I took 1000mg last night with my usual dose and I've been up all night really agitated, drenched in sweat, jerky legs, and now I've got a fever",
    families: ["serotonin_toxicity"],
    source: "serotonin",
  },
  {
    message:
      "my mom is on paroxetine and her friend gave her some saint johns wart and now she's confused and shaking and really hot",
    families: ["serotonin_toxicity"],
    source: "serotonin",
  },

  // hypoglycaemia
  {
    earlier: ["im on gliclazide for type 2"],
    message: "started berberine 3 days ago, now im shaky, sweaty and muddled, reading says 2.4",
    families: ["hypoglycaemia"],
    source: "hypoglycaemia",
  },
  {
    message:
      "type 1 here, did my insulin then skipped tea, now feelin rly shaky n cant think straight, meter says 2.8",
    families: ["hypoglycaemia"],
    source: "hypoglycaemia",
  },
  {
    message:
      "my husband is diabetic on insulin, he's sweaty and acting drunk but hasn't had a drop, and I can barely wake him",
    families: ["hypoglycaemia"],
    source: "hypoglycaemia",
  },
  {
    message:
      "my mother take metformin and gliclazide and cinnamon capsule, she is very sweat and confuse and shaking, the machine say 2.1",
    families: ["hypoglycaemia"],
    source: "hypoglycaemia",
  },
  {
    message: "DAD IS DIABETIC AND WONT WAKE UP PROPERLY HIS SUGAR IS 1.9 WHAT DO I DO",
    families: ["hypoglycaemia"],
    source: "hypoglycaemia",
  },
  {
    message:
      "should i be worried my sugar keeps dropping to 3 even after a lucozade? on insulin and just started chromium picolinate, feel really weird and sweaty",
    families: ["hypoglycaemia"],
    source: "hypoglycaemia",
  },
  {
    message:
      "prob nothing but since adding bitter melon and cinnamon to my diabetes meds ive been having hypos, right now im trembling, my lips are tingling and im really confused",
    families: ["hypoglycaemia"],
    source: "hypoglycaemia",
  },
  {
    message: "my sun is type 1 and his blood sugar is 2.5 he's pale and shaky and not making any sense",
    families: ["hypoglycaemia"],
    source: "hypoglycaemia",
  },
  {
    message:
      "sorry if this is the wrong place. im doing intermittent fasting and took my usual insulin, went for a long run, then took the berberine my mate recommended, and now im sat on the kerb sweating and shaking with blurry vision, reading 2.6",
    families: ["hypoglycaemia"],
    source: "hypoglycaemia",
  },

  // seizure
  {
    message:
      "my friend is on the floor shaking all over and not responding, it's been going on for about 6 minutes",
    families: ["seizure"],
    source: "seizure",
  },
  {
    message: "flatmate just had a fit, never had one b4, shes breathin but v confused",
    families: ["seizure"],
    source: "seizure",
  },
  {
    message:
      "my husband suddenly fall down and his body is shaking, eyes rolling, he bite his tongue, first time ever",
    families: ["seizure"],
    source: "seizure",
  },
  {
    message: "GIRLFRIEND IS HAVING A SEIZURE AND ITS NOT STOPPING SHES GOING BLUE",
    families: ["seizure"],
    source: "seizure",
  },
  {
    message:
      "is it normal for someone with epilepsy to have one fit after another without waking up in between? my brother has had 3 in 20 mins",
    families: ["seizure"],
    source: "seizure",
  },
  {
    message:
      "my son is having a fit and he's never had one before he's 14 he's jerking and foaming at the mouth",
    families: ["seizure"],
    source: "seizure",
  },
  {
    earlier: ["does ginkgo interact with epilepsy meds"],
    message:
      "my wife took it with her lamotrigine and has just had a seizure, its stopped but shes not coming round properly",
    families: ["seizure"],
    source: "seizure",
  },
  {
    message:
      "not sure if this counts but my dad went stiff and twitched for about a minute just now, hes never done that before, hes awake but doesnt know where he is",
    families: ["seizure"],
    source: "seizure",
  },
  {
    message:
      "we were in the pub garden for my sisters birthday and my uncle (on bupropion plus loads of supplements) suddenly went rigid and started jerking, hit his head on the bench, its been about 4 mins and hes still going",
    families: ["seizure"],
    source: "seizure",
  },

  // meningitis
  {
    message:
      "teen son has a fever, awful headache, stiff neck and the light hurts his eyes, and now theres purple spots that dont fade with the glass",
    families: ["meningitis"],
    source: "meningitis",
  },
  {
    message:
      "uni housemate rly unwell, high temp, cant touch her chin to her chest, keeps bein sick n theres a rash that dont go when i press a glass on it",
    families: ["meningitis"],
    source: "meningitis",
  },
  {
    message:
      "my baby 8 months have fever, very floppy, crying with high sound, and the soft spot on head is bulging",
    families: ["meningitis"],
    source: "meningitis",
  },
  {
    message: "RASH DOESNT FADE UNDER THE GLASS AND SHE HAS A HIGH TEMP AND IS SO DROWSY",
    families: ["meningitis"],
    source: "meningitis",
  },
  {
    message:
      "should i worry about a rash of tiny red pinpricks that dont fade when i press on them, plus a fever and a splitting headache? im 19",
    families: ["meningitis"],
    source: "meningitis",
  },
  {
    message:
      "my daughter has a really stiff neck and a temperature of 39 and she says the lights hurt her eyes and she's getting more and more sleepy",
    families: ["meningitis"],
    source: "meningitis",
  },
  {
    message:
      "prob just flu but my girlfriend has a high fever, cold hands and feet, her neck is really stiff and she's started getting purplish blotches on her legs",
    families: ["meningitis"],
    source: "meningitis",
  },
  {
    earlier: ["what vitamin c dose for flu"],
    message:
      "actually its getting worse, 39.5 fever, neck so stiff i cant look down, bright light is unbearable and theres a few dark spots on my tummy",
    families: ["meningitis"],
    source: "meningitis",
  },
  {
    message:
      "my 2 year old has had a temperature since this morning, we gave calpol, she's been sick, now she's really floppy and not herself and I've just noticed purple spots on her tummy that don't go when I roll a glass over them",
    families: ["meningitis"],
    source: "meningitis",
  },

  // sudden_headache
  {
    message:
      "sudden headache out of nowhere like being hit with a bat on the back of the head, worst pain of my life, been sick",
    families: ["sudden_headache"],
    source: "subarachnoid",
  },
  {
    message: "mid workout got the worst headache ever, came on in like a second, neck stiff now n feel sick",
    families: ["sudden_headache"],
    source: "subarachnoid",
  },
  {
    message:
      "my wife suddenly have very very bad headache, she say like explosion in her head, now she is vomit and very sleepy",
    families: ["sudden_headache"],
    source: "subarachnoid",
  },
  {
    message: "WORST HEADACHE OF MY LIFE CAME ON IN SECONDS DURING SEX AND NOW I CANT SEE PROPERLY",
    families: ["sudden_headache"],
    source: "subarachnoid",
  },
  {
    message:
      "is it normal to get a headache that goes from nothing to 10 out of 10 in under a minute? it happened 20 minutes ago and isnt easing at all",
    families: ["sudden_headache"],
    source: "subarachnoid",
  },
  {
    message:
      "my dad fell off the ladder and hit his head he's been sick twice since and keeps nodding off and he's confused",
    families: ["sudden_headache"],
    source: "subarachnoid",
  },
  {
    message:
      "probably just a migraine but ive never had one like this, it hit me like a thunderclap behind my eyes an hour ago and im being sick and my neck hurts",
    families: ["sudden_headache"],
    source: "subarachnoid",
  },
  {
    earlier: ["is it ok to take pre workout with caffeine pills"],
    message: "ok now ive got a sudden crazy headache like something burst in my head, came on instantly",
    families: ["sudden_headache"],
    source: "subarachnoid",
  },
  {
    message:
      "was playing rugby earlier and took a knock to the head, felt fine and had a pint after, but now 3 hours later ive got a headache thats getting worse, ive thrown up and im seeing double",
    families: ["sudden_headache"],
    source: "subarachnoid",
  },

  // pregnancy_warning
  {
    message: "34 weeks pregnant and baby hasnt moved much at all today, usually shes really kicky",
    families: ["pregnancy_warning"],
    source: "call_the_midwife",
  },
  {
    message: "36wks, bad headache n seeing flashing lights, my face n hands have puffed up loads since yday",
    families: ["pregnancy_warning"],
    source: "call_the_midwife",
  },
  {
    message: "i am pregnant 30 week, bleeding from down below with pain in belly, is a lot",
    families: ["pregnancy_warning"],
    source: "call_the_midwife",
  },
  {
    message: "PREGNANT 28 WEEKS AND BLEEDING HEAVY WITH CLOTS AND BAD PAIN",
    families: ["pregnancy_warning"],
    source: "call_the_midwife",
  },
  {
    message:
      "is it normal to have sharp pain under my right ribs and blurry vision at 35 weeks? midwife said my bp was a bit high last week",
    families: ["pregnancy_warning"],
    source: "call_the_midwife",
  },
  {
    message:
      "I'm 38 weeks and I haven't felt the baby move since last night I've had cold water and laid on my side and nothing",
    families: ["pregnancy_warning"],
    source: "call_the_midwife",
  },
  {
    earlier: ["what prenatal vitamins do you recommend"],
    message:
      "also not sure if its relevant but im 32 weeks and since this morning ive had a headache that wont shift with paracetamol and my feet and face are really swollen",
    families: ["pregnancy_warning"],
    source: "call_the_midwife",
  },
  {
    message:
      "prob being paranoid but my partner is 29 weeks and the baby has been really quiet since yesterday, way fewer kicks than normal",
    families: ["pregnancy_warning"],
    source: "call_the_midwife",
  },
  {
    message:
      "ordering raspberry leaf tea and iron for my pregnancy (33 weeks). oh and since lunch ive been bleeding bright red with a constant tummy pain that doesnt come and go. anyway which iron is gentlest",
    families: ["pregnancy_warning"],
    source: "call_the_midwife",
  },

  // collapse
  {
    message: "my nan collapsed in the hallway and isn't responding, she's breathing but won't wake up",
    families: ["collapse"],
    source: "unresponsive",
  },
  {
    message: "mate passed out at the bus stop n wont come round, been like 2 mins",
    families: ["collapse"],
    source: "unresponsive",
  },
  {
    message:
      "my colleague fall down in office, she not answer when we call her name, eyes closed, breathing slow",
    families: ["collapse"],
    source: "unresponsive",
  },
  {
    message: "DAD HAS COLLAPSED AND HES NOT BREATHING PROPERLY",
    families: ["collapse"],
    source: "unresponsive",
  },
  {
    message: "what do i do, my husband fainted and hasnt come round after 5 minutes, hes breathing",
    families: ["collapse"],
    source: "unresponsive",
  },
  {
    message:
      "my mum has fainted in the kitchen and she's not waking up I've been shaking her and shouting her name",
    families: ["collapse"],
    source: "unresponsive",
  },
  {
    earlier: ["what is a safe amount of potassium supplement"],
    message:
      "my dad took loads of them this morning and has just collapsed in the garden, hes not responding",
    families: ["collapse", "overdose"],
    source: "unresponsive",
  },
  {
    message:
      "probably just a faint but my flatmate went down in the shower and has been out for a few minutes, hes breathing but wont wake",
    families: ["collapse"],
    source: "unresponsive",
  },
  {
    message:
      "at the gym, the bloke on the treadmill next to me just dropped, hes not responding at all and his breathing sounds like gasping",
    families: ["collapse"],
    source: "unresponsive",
  },

  // sepsis
  {
    message:
      "had a uti for days, now shivering uncontrollably, confused, havent weed since yesterday and feel like im going to die",
    families: ["sepsis"],
    source: "sepsis",
  },
  {
    message:
      "cut on my leg from the garden got infected, now theres red streaks, high temp n my skin looks blotchy n mottled, feel awful",
    families: ["sepsis"],
    source: "sepsis",
  },
  {
    message:
      "my father have chest infection, now he is confuse, breathing very fast, skin is cold and going blue colour",
    families: ["sepsis"],
    source: "sepsis",
  },
  {
    message: "MUM HAS A WATER INFECTION AND NOW SHE DOESNT KNOW WHERE SHE IS AND SHES SHAKING AND BURNING UP",
    families: ["sepsis"],
    source: "sepsis",
  },
  {
    message:
      "should i be worried? my c-section wound got infected and now im breathless, heart racing, and i feel like something is really wrong",
    families: ["sepsis"],
    source: "sepsis",
  },
  {
    message:
      "my grandma has pneumonia and she's become very confused and her knees look mottled and she hasn't passed water all day",
    families: ["sepsis"],
    source: "sepsis",
  },
  {
    earlier: ["what vitamin c dose for a chest infection"],
    message: "its got way worse, im slurring my words, shivering like mad and my lips look grey",
    families: ["sepsis"],
    source: "sepsis",
  },
  {
    message:
      "probably just flu but since my tooth abscess ive had a really high temp, extreme muscle pain, barely any pee and my partner says im not making sense",
    families: ["sepsis"],
    source: "sepsis",
  },
  {
    message:
      "I've been taking oregano oil and colloidal silver for a kidney infection instead of antibiotics, day 5 now, temperature 40 then freezing, heart pounding, I haven't weed all day and I feel like I might die",
    families: ["sepsis"],
    source: "sepsis",
  },

  // jaundice
  {
    message:
      "the whites of my eyes have gone yellow and my wee is dark like cola, been taking turmeric capsules for months",
    families: ["jaundice"],
    source: "jaundice",
  },
  {
    message: "been on ashwagandha 6 wks n now my skin n eyes r yellowish, itchy all over, poo is pale",
    families: ["jaundice"],
    source: "jaundice",
  },
  {
    message: "my husband skin and eye become yellow this week, he take green tea extract pill for diet",
    families: ["jaundice"],
    source: "jaundice",
  },
  {
    message: "WHY ARE MY EYES YELLOW?? STARTED A HERBAL LIVER DETOX MIX 3 WEEKS AGO",
    families: ["jaundice"],
    source: "jaundice",
  },
  {
    message:
      "is it normal for my eyes to look yellow after starting high dose niacin? my urine is really dark too",
    families: ["jaundice"],
    source: "jaundice",
  },
  {
    message:
      "my dad's skin has turned yellow and he's itching all over and his poo is really pale he takes a lot of herbal supplements",
    families: ["jaundice"],
    source: "jaundice",
  },
  {
    earlier: ["is kava safe for anxiety"],
    message:
      "been taking it every day for 2 months, now my eyes look yellow and i feel sick and tired all the time",
    families: ["jaundice"],
    source: "jaundice",
  },
  {
    message:
      "prob the lighting but my flatmate says my eyes look yellow, and ive had dark pee and a sore belly under my right ribs since starting a fat burner",
    families: ["jaundice"],
    source: "jaundice",
  },
  {
    message:
      "i run a lot and use loads of supplements, creatine, pre-workout, a bodybuilding liver support stack and some anabolic thing from a mate. lately im knackered, itchy at night and my girlfriend pointed out the whites of my eyes are yellow",
    families: ["jaundice"],
    source: "jaundice",
  },

  // skin_reaction
  {
    message:
      "started lamotrigine 2 weeks ago, now ive got a rash spreading fast with blisters and my mouth and eyes are really sore",
    families: ["skin_reaction"],
    source: "sjs",
  },
  {
    message:
      "after the antibiotics my skin is peelin off in sheets on my back n ive got blisters in my mouth, had flu like stuff b4",
    families: ["skin_reaction"],
    source: "sjs",
  },
  {
    message:
      "my son take new medicine for gout, allopurinol, now big blisters on body, skin come off, eyes very red and painful",
    families: ["skin_reaction"],
    source: "sjs",
  },
  {
    message: "RASH ALL OVER WITH BLISTERS AND MY LIPS ARE CRUSTED AND BLEEDING SINCE THE NEW TABLETS",
    families: ["skin_reaction"],
    source: "sjs",
  },
  {
    message:
      "should i be worried about target shaped spots spreading over my chest and arms, sores inside my mouth and it hurts to pee? started a new painkiller last week",
    families: ["skin_reaction"],
    source: "sjs",
  },
  {
    message:
      "my wife started carbamazepine and now she's got a painful red purple rash that's blistering and her eyes are really sore and sticky",
    families: ["skin_reaction"],
    source: "sjs",
  },
  {
    earlier: ["is it ok to take echinacea with antibiotics"],
    message:
      "i had a fever and sore throat for a few days and now a painful rash is spreading really fast and my skin is starting to blister",
    families: ["skin_reaction"],
    source: "sjs",
  },
  {
    message:
      "prob just a bad reaction but the rash from my new meds has spread from my chest to my face in a day, the skin is blistering and my mouth is full of ulcers",
    families: ["skin_reaction"],
    source: "sjs",
  },
  {
    message:
      "bit of a weird one, started an anti inflammatory from the gp and some herbal joint stuff at the same time, had a temperature and aching like flu, and now the skin on my arms is blistering and peeling and my eyes are stinging. is it the herbal one?",
    families: ["skin_reaction"],
    source: "sjs",
  },

  // ---------------------------------------------------------------------------------------------
  // Ordinary messages that look like emergencies
  // ---------------------------------------------------------------------------------------------

  // idioms
  {
    message: "this essay is literally killing me, any supplements for focus?",
    families: [],
    note: "idiom: killing me",
  },
  {
    message: "im dying to try your new collagen gummies, when are they back in stock",
    families: [],
    note: "idiom: dying to",
  },
  {
    message: "nearly had a heart attack when i saw the price of that omega 3 lol",
    families: [],
    note: "idiom: heart attack at a price",
  },
  {
    message: "my bank account is bleeding out this month, whats your cheapest multivitamin",
    families: [],
    note: "idiom: bleeding money",
  },
  {
    message: "leg day absolutely killed me, whats best for sore muscles, magnesium or protein?",
    families: [],
    note: "idiom: killed me, about ordinary muscle soreness",
  },
  {
    message: "I could murder a coffee but is it ok to have it with my iron tablet?",
    families: [],
    note: "idiom: could murder a coffee; a timing question about iron",
  },
  {
    message: "this heatwave is suffocating, do electrolyte tablets actually help?",
    families: [],
    note: "idiom: suffocating heat",
  },
  {
    message: "my kids are sending me to an early grave, need something for energy",
    families: [],
    note: "idiom: early grave",
  },
  {
    message: "that spin class had me seeing stars, is beetroot juice worth it for stamina",
    families: [],
    note: "idiom: seeing stars after exercise",
  },
  {
    message: "the price of vitamin D in my local chemist is criminal, i nearly passed out at the till",
    families: [],
    note: "idiom: nearly passed out at a price",
  },
  {
    message: "I've been overdosing on Christmas chocolate already, any tips for sugar cravings?",
    families: [],
    note: "idiom: overdosing on chocolate",
  },
  {
    message: "my feet are killing me after the half marathon, would turmeric help with the aches",
    families: [],
    note: "idiom: killing me, ordinary aches",
  },
  {
    message: "laughed so hard i couldnt breathe at the work do last night, anyway whats good for a hangover",
    families: [],
    note: "idiom: couldn't breathe from laughing, in the past",
  },
  {
    message: "my heart skipped a beat when the parcel came, love the new pots",
    families: [],
    note: "idiom: heart skipped a beat",
  },
  {
    message: "revision is giving me a stroke, is lions mane any good or just hype",
    families: [],
    note: "idiom: giving me a stroke",
  },

  // past and dealt with
  {
    message: "I had a heart attack in 2019 and I'm on statins now, is CoQ10 worth adding?",
    families: [],
    note: "past event, now a supplement question",
  },
  {
    message:
      "my dad had a stroke three years ago and has recovered well, can he take fish oil with his clopidogrel",
    families: [],
    note: "past stroke, an interaction question",
  },
  {
    message: "I was in hospital with sepsis last year, fully recovered, what can help my energy levels now",
    families: [],
    note: "past sepsis, recovered",
  },
  {
    message: "had meningitis as a kid, does that mean i should avoid any supplements?",
    families: [],
    note: "past illness in childhood",
  },
  {
    message:
      "after my anaphylaxis to peanuts years ago i check everything, are your protein bars made in a nut free factory",
    families: [],
    note: "past anaphylaxis, an allergen-labelling question",
  },
  {
    message:
      "i overdosed on paracetamol at 17 and was treated, im 32 now and fine, is milk thistle worth taking for my liver",
    families: [],
    note: "past overdose, long dealt with",
  },
  {
    message: "my son swallowed a 5p last year and it passed fine, anyway which kids vitamins are chewable",
    families: [],
    note: "past swallowed object, dealt with",
  },
  {
    message: "had one seizure at uni after an all nighter, never again since, is magnesium good for sleep",
    families: [],
    note: "one past seizure years ago",
  },
  {
    message:
      "the vet sorted my dog out after he ate chocolate at Easter and hes fine now, any joint supplements for older dogs?",
    families: [],
    note: "past pet poisoning, treated",
  },
  {
    earlier: ["my dad had a heart attack last year"],
    message: "hes doing really well now, is omega 3 worth him taking",
    families: [],
    note: "past heart attack in the earlier message, recovered",
  },
  {
    earlier: ["my toddler got into the vitamins last week"],
    message: "A&E checked her over and she was fine, which cupboard locks do you recommend",
    families: [],
    note: "past child poisoning, seen and cleared",
  },
  {
    message:
      "had pre-eclampsia with my first and delivered early, both fine, now planning another, which folic acid dose",
    families: [],
    note: "past pregnancy complication, planning a new pregnancy",
  },
  {
    message:
      "got stung by a wasp yesterday, bit of swelling on my hand but its going down, is quercetin good for allergies",
    families: [],
    note: "past sting with mild local swelling, settling",
  },

  // hypothetical or research questions
  {
    message: "what are the signs of a stroke? doing a first aid course at work",
    families: [],
    note: "research question for a course",
  },
  {
    message:
      "starting sertraline next week, what does serotonin syndrome actually feel like so i know what to watch for",
    families: [],
    note: "hypothetical: asking about warning signs before starting a medicine",
  },
  {
    message: "whats the difference between a heart attack and a cardiac arrest",
    families: [],
    note: "general knowledge question",
  },
  {
    message: "for my nursing exam, what are the red flag symptoms of sepsis in adults",
    families: [],
    note: "study question",
  },
  {
    message: "how do you do the glass test for a meningitis rash, just want to know in case",
    families: [],
    note: "hypothetical: how to do the glass test",
  },
  {
    message: "which human foods are poisonous to dogs? making a list for the fridge so the kids know",
    families: [],
    note: "prevention question about pets",
  },
  {
    message: "what is a hypo and how do you treat one? my new boyfriend is type 1 and i want to be ready",
    families: [],
    note: "hypothetical: preparing to help someone",
  },
  {
    message: "how do you use an epipen? my niece is staying with us next week and has one",
    families: [],
    note: "preparation question",
  },
  {
    message: "whats the maximum safe amount of vitamin D a day for an adult",
    families: [],
    note: "dose-limit question",
  },
  {
    message: "are iron tablets dangerous to children? want to know how carefully to store them",
    families: [],
    note: "prevention question about child poisoning",
  },
  {
    message: "writing a novel where a character gets a thunderclap headache, how would that actually feel",
    families: [],
    note: "fiction research",
  },
  {
    message: "if someone has a seizure what should you NOT do",
    families: [],
    note: "first-aid knowledge question",
  },
  {
    message: "what causes jaundice in adults, is it always the liver?",
    families: [],
    note: "general knowledge question",
  },
  {
    message:
      "what would happen if someone took a whole bottle of vitamin c, asking out of curiosity after a pub debate",
    families: [],
    note: "hypothetical, no one has taken it",
  },
  {
    message: "can stevens johnson syndrome be caused by supplements or only medicines?",
    families: [],
    note: "research question naming a condition",
  },

  // dose questions that name an emergency word
  {
    message: "can I take magnesium with my blood thinner? no bleeding or anything, just checking",
    families: [],
    note: "interaction question on a blood thinner, with a negation",
  },
  {
    message: "is 5-htp safe with sertraline? havent taken it yet",
    families: [],
    note: "interaction question before taking anything",
  },
  {
    message: "what dose of fish oil is safe alongside warfarin",
    families: [],
    note: "dose question on warfarin",
  },
  {
    message: "is berberine ok with metformin, and how do i avoid hypos if i start it",
    families: [],
    note: "dose question naming hypos",
  },
  {
    message: "how much iron is too much in pregnancy? im 20 weeks and feel fine",
    families: [],
    note: "dose question in pregnancy, no warning signs",
  },
  {
    message: "does turmeric thin the blood? ive got an op in 2 weeks",
    families: [],
    note: "planning question before surgery",
  },
  {
    message: "how many paracetamol can i safely take in a day alongside ibuprofen for a sprained ankle",
    families: [],
    note: "dose question naming paracetamol",
  },
  {
    message: "whats the max melatonin for a 10 year old who cant get to sleep",
    families: [],
    note: "child dose question, nothing swallowed",
  },
  {
    message: "how many mg of caffeine a day before it gets dangerous? i have 3 coffees and a pre workout",
    families: [],
    note: "dose question naming danger",
  },
  {
    message: "does ashwagandha damage the liver? no symptoms, just read a scary headline",
    families: [],
    note: "question about a reported risk, with a negation",
  },
  {
    earlier: ["im on sertraline"],
    message: "what vitamins are safe to take with it?",
    families: [],
    note: "interaction question after mentioning an SSRI",
  },
  {
    message: "is st johns wort safe if im coming off citalopram next month? gp said to ask about timing",
    families: [],
    note: "planning question about a serotonergic combination",
  },

  // someone else's story
  {
    message:
      "my friends mum had a stroke last week and is in hospital, is there anything that helps recovery",
    families: [],
    note: "someone else's event, already in hospital",
  },
  {
    message: "watched a programme about sepsis last night, terrifying, does vitamin c actually help immunity",
    families: [],
    note: "story from television",
  },
  {
    message:
      "my colleague was rushed in with chest pain yesterday, turned out to be a panic attack, anyway is l-theanine good for stress",
    families: [],
    note: "someone else's past event, resolved",
  },
  {
    message: "read about a dog that died from xylitol, do your gummies have it in",
    families: [],
    note: "news story, labelling question",
  },
  {
    message: "news said a man got liver failure from green tea extract, is yours the same stuff",
    families: [],
    note: "news story about liver injury",
  },
  {
    message:
      "a lad at work had an anaphylactic reaction on holiday, hes fine now, should i carry antihistamines just in case",
    families: [],
    note: "someone else's past reaction",
  },
  {
    message:
      "my aunt vomited blood years ago when she was on warfarin, does that kind of thing run in families",
    families: [],
    note: "relative's old event, a general question",
  },
  {
    message:
      "my nan keeps telling the story of when grandad collapsed at the wedding in 1987, anyway is CoQ10 good for older people",
    families: [],
    note: "family story from decades ago",
  },

  // mild, ordinary symptoms
  {
    message: "bit of a headache after a late night and too much wine, what helps",
    families: [],
    note: "ordinary hangover headache",
  },
  {
    message: "had a nosebleed this morning, stopped after 5 mins of pinching, could it be low vitamin c",
    families: [],
    note: "nosebleed that stopped",
  },
  {
    message: "period cramps are rough this month, does magnesium help",
    families: [],
    note: "ordinary period pain",
  },
  {
    message: "i get a bit dizzy when i stand up too fast, could it be low iron",
    families: [],
    note: "mild postural dizziness",
  },
  {
    message: "nicked my finger chopping onions, its stopped bleeding, does zinc help it heal",
    families: [],
    note: "minor cut, bleeding stopped",
  },
  {
    message: "bit out of breath going up hills since i stopped running, which supplement helps stamina",
    families: [],
    note: "ordinary deconditioning",
  },
  {
    message: "small itchy rash on my forearms after gardening, no other symptoms, aloe or something?",
    families: [],
    note: "mild contact rash",
  },
  {
    message: "my lips always tingle a bit after fresh pineapple, goes in a few mins, is that an allergy",
    families: [],
    note: "mild, recurring, self-limiting mouth tingling",
  },
  {
    message: "my heart races a little after my morning double espresso, normal?",
    families: [],
    note: "caffeine palpitations",
  },
  {
    message: "eyelid has been twitching for a week, is that low magnesium",
    families: [],
    note: "eyelid twitch, benign",
  },
  {
    message: "feeling a bit low since the clocks went back, would vitamin D help",
    families: [],
    note: "low mood, no risk",
  },
  {
    message: "loose stools since starting magnesium citrate, should i switch to glycinate",
    families: [],
    note: "harmless supplement side effect",
  },
  {
    message: "pins and needles in my foot after sitting cross legged on the floor, gone now",
    families: [],
    note: "transient positional numbness",
  },
  {
    message: "sore throat and a slight temperature since yesterday, are zinc lozenges worth it",
    families: [],
    note: "ordinary cold",
  },
  {
    message: "had a tension headache all afternoon from staring at spreadsheets, paracetamol sorted it",
    families: [],
    note: "ordinary headache, resolved",
  },
  {
    message: "muscle cramps in my calves at night, magnesium or potassium?",
    families: [],
    note: "ordinary night cramps",
  },

  // harmless food and vitamin side effects
  {
    message: "my palms have gone orange, i eat loads of carrots and take beta carotene",
    families: [],
    note: "harmless carotenaemia",
  },
  {
    message: "my wee is bright neon yellow since taking a b complex, is that bad",
    families: [],
    note: "harmless riboflavin colour",
  },
  {
    message: "started iron tablets last week and my poo has gone black, is that normal",
    families: [],
    note: "expected black stools on iron",
  },
  {
    message: "had beetroot for tea and now my wee is pink, panicked for a sec",
    families: [],
    note: "beeturia, harmless",
  },
  {
    message:
      "my face went red and hot for 20 mins after niacin, its gone now, is that the flush people talk about",
    families: [],
    note: "niacin flush, resolved",
  },
  {
    message: "fish oil is giving me fishy burps all day, any tips",
    families: [],
    note: "harmless side effect",
  },
  {
    message: "green poo since i started spirulina in my smoothies, should i stop",
    families: [],
    note: "harmless colour change",
  },
  {
    message: "my tongue went black after pepto bismol, is that a thing",
    families: [],
    note: "harmless bismuth discolouration",
  },
  {
    message:
      "my skin looks a bit orangey since i started juicing carrots every day but the whites of my eyes are still white",
    families: [],
    note: "carotenaemia, explicitly not jaundice",
  },
  {
    message: "took activated charcoal for bloating and my poo is black now, expected?",
    families: [],
    note: "harmless charcoal stools",
  },

  // negations
  {
    message: "no chest pain or anything, just wondering if CoQ10 is good for heart health in general",
    families: [],
    note: "negation of chest pain",
  },
  {
    message: "not having a stroke lol, just want to know if ginkgo helps memory",
    families: [],
    note: "negation, joking",
  },
  {
    message: "no allergies that i know of, is bee pollen safe to try",
    families: [],
    note: "negation of allergy",
  },
  {
    message: "not suicidal or anything, just feeling a bit flat this winter, does saffron work for mood?",
    families: [],
    note: "explicit negation, mild low mood",
  },
  {
    message: "no bleeding, i just bruise easily, could it be low vitamin c",
    families: [],
    note: "negation of bleeding",
  },
  {
    message: "dont worry i havent taken too many, just want to know the max zinc per day",
    families: [],
    note: "negation of overdose",
  },
  {
    message: "my dog is fine and hasnt eaten anything, just asking if fish oil is ok for dogs",
    families: [],
    note: "negation about a pet",
  },
  {
    message: "never had a seizure, but can magnesium help prevent migraines",
    families: [],
    note: "negation of seizure",
  },
  {
    message: "im not pregnant, just trying, when should i start folic acid",
    families: [],
    note: "negation of pregnancy",
  },

  // jokes
  {
    message: "if i take enough vitamin c will i turn into an orange? asking for a friend",
    families: [],
    note: "joke",
  },
  {
    message: "i take so many supplements i probably rattle when i walk lol, is that too many",
    families: [],
    note: "joke about taking many supplements",
  },
  {
    message: "husband says hes dying of man flu, what vitamins can i give him so he stops moaning",
    families: [],
    note: "joke: dying of man flu",
  },
  {
    message: "EMERGENCY!!! we've run out of oat milk for my protein shake",
    families: [],
    note: "joke emergency in capitals",
  },
  {
    message: "my cat gave my ashwagandha a death stare, is it actually safe for humans to take daily",
    families: [],
    note: "joke about a pet, a human question",
  },
  {
    message: "nearly died laughing at your vitamin advert with the dancing dog",
    families: [],
    note: "idiom and joke",
  },

  // medical professionals asking in general
  {
    message:
      "I'm a pharmacist, what's the current evidence on St John's wort with SSRIs and serotonin syndrome?",
    families: [],
    note: "professional asking in general",
  },
  {
    message: "practice nurse here, patients keep asking about turmeric with warfarin, whats your guidance",
    families: [],
    note: "professional asking for patients in general",
  },
  {
    message: "GP here, do you list elemental iron per tablet? useful for child poisoning risk assessments",
    families: [],
    note: "professional asking about labelling",
  },
  {
    message: "community midwife, which of your multivitamins are safe in pregnancy in terms of vitamin A",
    families: [],
    note: "professional asking in general",
  },
  {
    message: "paramedic student, which supplements most often cause hypos in people on diabetes meds",
    families: [],
    note: "student asking in general",
  },
  {
    message:
      "vet nurse here, do you label xylitol clearly on your gummies? we see a lot of dogs poisoned by it",
    families: [],
    note: "professional asking about labelling",
  },

  // text speak, typos and voice-to-text in ordinary messages
  {
    message: "wots the best vit for hair loss tbh idk wot to get",
    families: [],
    note: "text speak, ordinary question",
  },
  {
    message: "cn u take vit d n k2 2gether or nah",
    families: [],
    note: "text speak, ordinary question",
  },
  {
    message: "is there a supplement for joint pain in my nees ive got arthritus",
    families: [],
    note: "typos, ordinary question",
  },
  {
    message: "my mum wants to no if she can take calcium with her blood pressure tablets she's 70",
    families: [],
    note: "voice-to-text, third person, ordinary",
  },
  {
    message: "MY ORDER STILL HASNT ARRIVED ITS BEEN 2 WEEKS",
    families: [],
    note: "capitals, a delivery complaint",
  },
  {
    message: "i am from poland, what is best vitamin for tired and no energy in winter",
    families: [],
    note: "non-native English, ordinary question",
  },
  {
    message:
      "long story but my flatmate keeps nicking my protein powder, I've had words, anyway is whey or pea protein better for muscle",
    families: [],
    note: "rambling, no emergency",
  },
  {
    message: "should i be worried that my multivitamin has 200% of the B12 RDA?",
    families: [],
    note: "worry phrasing about a harmless dose",
  },
  {
    message: "is it normal for collagen to take a few months to do anything for my skin",
    families: [],
    note: "is-it-normal phrasing, ordinary",
  },
  {
    message: "grandad wants something for his memory, hes 85 and sharp as ever just forgets names",
    families: [],
    note: "third person, ordinary",
  },
];
