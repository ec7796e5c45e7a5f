// A twelfth blind triage set, written without reading the classifier, its patterns or the other sets: crises
// buried in long messages, told for someone else or across two messages, and lookalikes.
import type { TriageCase } from "./schema";

export const TWELFTH_REFERENCES: Record<string, { title: string; url: string }> = {
  devon_suicide: {
    title: "Suicide awareness (Devon Safeguarding Adults Partnership)",
    url: "https://www.devonsafeguardingadultspartnership.org.uk/health-and-wellbeing/suicide/",
  },
  richmond_poisoning: {
    title: "Poisoning (Richmond GP Alliance, NHS content)",
    url: "https://richmondgpalliance.co.uk/health-a-z/?condition=poisoning%2F",
  },
  wangford_pet_poisoning: {
    title: "Poisoning in pets (Wangford Vet Clinic)",
    url: "https://www.wangfordvetclinic.com/page/20000/poisoning-in-pets",
  },
  springwell_heart_attack: {
    title: "Recognising heart attack (Springwell House Surgery)",
    url: "https://springwellhousesurgery.nhs.uk/reconising-a-heart-attack/",
  },
  nwas_stroke: {
    title: "Recognising stroke in other people (North West Ambulance Service NHS Trust)",
    url: "http://www.nwas.nhs.uk/our-services/managing-clinical-conditions/recognising-a-stroke/recognising-stroke-in-other-people/",
  },
  bridgewater_anaphylaxis: {
    title: "Adrenaline auto-injectors (Bridgewater Surgeries)",
    url: "https://www.bridgewatersurgeries.nhs.uk/2023/07/17/adrenaline-auto-injectors/",
  },
  swast_999: {
    title: "When to call 999 (South Western Ambulance Service NHS Foundation Trust)",
    url: "https://www.swast.nhs.uk/when-to-call-999",
  },
  wales_vomiting_blood: {
    title: "Vomiting blood (NHS 111 Wales)",
    url: "https://111.wales.nhs.uk/Encyclopaedia/v/article/vomitingblood",
  },
  youngminds_sertraline: {
    title: "Sertraline (YoungMinds)",
    url: "https://www.youngminds.org.uk/young-person/medications/sertraline/",
  },
  nidirect_hypoglycaemia: {
    title: "Low blood sugar (hypoglycaemia) (nidirect)",
    url: "https://nidirect.gov.uk/conditions/low-blood-sugar-hypoglycaemia",
  },
  hackney_meningitis: {
    title: "Common concerns: meningitis and the glass test (Hackney and City Health Visiting, NHS)",
    url: "https://hackneyandcityhealthvisiting.nhs.uk/your-child/common-concerns/",
  },
  nhs_subarachnoid: {
    title: "Subarachnoid haemorrhage (NHS)",
    url: "https://developer.api.nhs.uk/widgets/condition/?condition=%2Fconditions%2Fsubarachnoid-haemorrhage%2F",
  },
  nhs_pre_eclampsia: {
    title: "Symptoms – Pre-eclampsia (NHS)",
    url: "https://www.nhs.uk/conditions/pre-eclampsia/symptoms/",
  },
  nth_baby_movements: {
    title: "Movements matter (North Tees and Hartlepool NHS Foundation Trust)",
    url: "https://www.nth.nhs.uk/services/maternity/your-pregnancy/reduced-movement/",
  },
  patient_sepsis: {
    title: "Adult sepsis safety net (Patient.info)",
    url: "https://patient.info/infections/sepsis-septicaemia-leaflet/adult-sepsis-safety-net",
  },
  nidirect_jaundice: {
    title: "Jaundice (nidirect)",
    url: "https://nidirect.gov.uk/conditions/jaundice",
  },
  axa_sjs: {
    title: "Stevens-Johnson syndrome, NHS factsheet (AXA Health)",
    url: "https://axahealth.co.uk/staying-healthy/nhs-factsheets/stevens-johnson-syndrome",
  },
};

export const TWELFTH_CASES: TriageCase[] = [
  // ---------------------------------------------------------------------------------------------
  // Emergencies
  // ---------------------------------------------------------------------------------------------

  // suicide_self_harm
  {
    message:
      "quick one about ashwagandha for stress, does it actually do anything? been a rough few months tbh, keep thinking everyone would be better off if i wasnt around and ive started looking up how many of my sleeping tablets it would take. anyway is KSM-66 the good one",
    families: ["suicide_self_harm"],
    source: "devon_suicide",
  },
  {
    earlier: ["my brother is 19 and has been really low since he dropped out of uni, he still lives with us"],
    message:
      "he's just put a photo of the bridge on his story captioned see you on the other side and he isnt picking up. what do i do",
    families: ["suicide_self_harm"],
    source: "devon_suicide",
  },
  {
    message:
      "sorry random but whats a good multivitamin for a 16 yr old girl, shes barely eating. also found blood on her sheets and cuts all up her thighs, a couple look fresh and gaping, she says its nothing and to leave it",
    families: ["suicide_self_harm", "bleeding"],
    source: "devon_suicide",
  },
  {
    message:
      "cant do this anymore. wrote letters to the kids tonight and left them on the side. was going to ask about b12 for tiredness but whats the point now",
    families: ["suicide_self_harm"],
    source: "devon_suicide",
  },
  {
    message:
      "bloke at work said on teams hes sorted his will and wont be anyones problem after the weekend. laughed it off but hes given his bike away and asked me to have his dog. bit worried tbh. anyway do you sell lions mane",
    families: ["suicide_self_harm"],
    source: "devon_suicide",
  },
  {
    message:
      "been cutting again, went too deep on my forearm this time and it wont close up, its been bleeding through 3 plasters. do steri strips work or is there something better",
    families: ["suicide_self_harm", "bleeding"],
    source: "devon_suicide",
  },
  {
    message:
      "hi there I wanted to ask about vitamin D dose full stop also I am sat in the car in the garage with the engine running and I don't really want to be here any more full stop",
    families: ["suicide_self_harm"],
    source: "devon_suicide",
  },
  {
    message:
      "my partner texted me ive had enough sorry for everything love you and now find my phone shows him on the top floor of the multistorey. hes not answering. please help",
    families: ["suicide_self_harm"],
    source: "devon_suicide",
  },
  {
    message:
      "honestly what supplements help with feeling like a burden lol. serious q tho ive put a rope up in the loft and i keep going up there to look at it",
    families: ["suicide_self_harm"],
    source: "devon_suicide",
  },
  {
    message:
      "my nan is 82 and keeps saying she wants to go to sleep and not wake up, and today i found about 20 of her morphine patches squirrelled away in her handbag. is there anything for low mood in the elderly that wont clash with her meds",
    families: ["suicide_self_harm"],
    source: "devon_suicide",
  },
  {
    message:
      "i keep burning myself with the straighteners when it all gets too much and theres a big one on my arm now that's gone yellow and weepy and smells. is there a cream i can get without going to the doctors",
    families: ["suicide_self_harm", "sepsis"],
    source: "devon_suicide",
  },
  {
    earlier: ["whats the max dose of magnesium glycinate?"],
    message: "asking cos ive got 3 full tubs and im planning to take the lot tonight so it all just stops",
    families: ["suicide_self_harm", "overdose"],
    source: "devon_suicide",
  },
  {
    message:
      "🙂 just want to know if st johns wort is ok with the pill. also tbh ive decided tonights the night, said my goodbyes to everyone 🙃",
    families: ["suicide_self_harm"],
    source: "devon_suicide",
  },

  // overdose
  {
    message:
      "my flatmate took loads of paracetamol like maybe 20 about an hour ago after a row with her boyfriend, she says shes fine now and just wants to sleep it off on the sofa. is milk thistle good for the liver?",
    families: ["overdose", "suicide_self_harm"],
    source: "richmond_poisoning",
  },
  {
    message:
      "accidentally doubled up my iron for 4 days cos i thought the new box was something different, so 8 of the 200mg ferrous sulphate a day. now got bad stomach pain and been sick twice",
    families: ["overdose"],
    source: "richmond_poisoning",
  },
  {
    earlier: ["my mum is 78 and does her own dosette box, she's on warfarin and a few other bits"],
    message:
      "just popped round and every warfarin compartment for the week is empty, she's taken the lot since monday by mistake",
    families: ["overdose", "bleeding"],
    source: "richmond_poisoning",
  },
  {
    message:
      "think ive had too many co-codamol for my back, lost count, maybe 14 since this morning, feel really woozy and itchy and keep nodding off. was gonna ask if turmeric helps back pain",
    families: ["overdose"],
    source: "richmond_poisoning",
  },
  {
    message:
      "my dad has been taking his 50,000 IU vitamin D capsule every DAY instead of every week for about 2 months, now hes muddled, being sick and weeing loads",
    families: ["overdose"],
    source: "richmond_poisoning",
  },
  {
    message:
      "q about sleep gummies – husband had a few beers then ate half a tub of the melatonin ones AND two of his zopiclone, now i can barely wake him and his breathing's gone slow and snory",
    families: ["overdose", "collapse", "breathing"],
    source: "richmond_poisoning",
  },
  {
    message:
      "took a whole strip of my sertraline and a load of ibuprofen about an hour ago, not sure why i did it. dont want to make a fuss",
    families: ["overdose", "suicide_self_harm"],
    source: "richmond_poisoning",
  },
  {
    message:
      "how much paracetamol is too much? asking cos ive been taking 2 x 500mg every 2 hours for this toothache since yesterday morning",
    families: ["overdose"],
    source: "richmond_poisoning",
  },
  {
    message:
      "think i overdid the caffeine pills before my exam, had about 10 of the 200mg ones, heart is going mental, im shaking and been sick",
    families: ["overdose"],
    source: "richmond_poisoning",
  },
  {
    message:
      "my son is 17 and him and his mates were messing about and he downed most of a bottle of my liquid iron, the big one. he's now doubled over on the bathroom floor",
    families: ["overdose", "child_poisoning"],
    source: "richmond_poisoning",
  },
  {
    message:
      "posting for my mate – shes taken a load of her amitriptyline, the whole new box, and now shes slurring and says her heart is racing. shes saying dont ring anyone",
    families: ["overdose", "suicide_self_harm"],
    source: "richmond_poisoning",
  },
  {
    message:
      "do you sell activated charcoal? need some quick, grandad has just realised he took his digoxin twice yesterday and twice today, hes seeing yellowy and feels sick",
    families: ["overdose"],
    source: "richmond_poisoning",
  },

  // child_poisoning
  {
    message:
      "toddler got into my handbag and chewed open my iron tablets, 4 missing from the strip, she's 2. acting normal though. do kids vitamins have iron in too?",
    families: ["child_poisoning"],
    source: "richmond_poisoning",
  },
  {
    message:
      "think my 3 yr old has swallowed one of those little flat batteries out of the car key, cant find it anywhere and hes coughing a bit",
    families: ["child_poisoning"],
    source: "richmond_poisoning",
  },
  {
    earlier: ["what gummy vitamins do you recommend for a 4 year old?"],
    message:
      "never mind that, he's just scoffed about half a jar of my adult vitamin D and iron gummies thinking theyre sweets",
    families: ["child_poisoning"],
    source: "richmond_poisoning",
  },
  {
    message:
      "baby (10 months) got a mouthful of dishwasher tablet before i grabbed it off her, her lips look red and shes dribbling loads",
    families: ["child_poisoning"],
    source: "richmond_poisoning",
  },
  {
    message:
      "my 8 yr old drank some of his nan's methadone out of a beaker thinking it was squash, he's getting really sleepy",
    families: ["child_poisoning"],
    source: "richmond_poisoning",
  },
  {
    message:
      "found my 5 year old with the melatonin bottle, he says he ate lots. its the 5mg ones. he seems ok just a bit dozy",
    families: ["child_poisoning"],
    source: "richmond_poisoning",
  },
  {
    message:
      "quick q about nappy cream – also my youngest (18 months) got into the cupboard and bit into a liquid laundry capsule, shes been sick once – anyway which cream is best for sensitive skin",
    families: ["child_poisoning"],
    source: "richmond_poisoning",
  },
  {
    message:
      "daughter is 12 and took 6 of my co-codamol at school for her period pains, the teacher just rang me. she feels sick and dizzy",
    families: ["child_poisoning", "overdose"],
    source: "richmond_poisoning",
  },

  // animal_poisoning
  {
    message:
      "dog's just eaten a whole packet of my sugar free chewing gum, it's got xylitol in, he's a jack russell. is that actually bad for dogs or a myth",
    families: ["animal_poisoning"],
    source: "wangford_pet_poisoning",
  },
  {
    message: "my cat licked up some of the paracetamol i'd crushed for my mum, maybe half a tablet's worth",
    families: ["animal_poisoning"],
    source: "wangford_pet_poisoning",
  },
  {
    message:
      "our lab has eaten the ENTIRE bottle of my vitamin D3 softgels, chewed straight through the lid, must have been 60 in there",
    families: ["animal_poisoning"],
    source: "wangford_pet_poisoning",
  },
  {
    message:
      "random but the puppy got hold of my ibuprofen and chewed 3 out of the strip. hes wagging his tail and seems fine so i assume hes ok?",
    families: ["animal_poisoning"],
    source: "wangford_pet_poisoning",
  },
  {
    earlier: ["do you have any fish oil that's suitable for dogs?"],
    message:
      "also unrelated but he's just eaten a bar of dark chocolate off the coffee table, he's a cockapoo, about 8kg",
    families: ["animal_poisoning"],
    source: "wangford_pet_poisoning",
  },
  {
    message: "my rabbit's chewed through a blister pack of my sertraline, 2 gone",
    families: ["animal_poisoning"],
    source: "wangford_pet_poisoning",
  },
  {
    message:
      "the cat's been at the lily bouquet, shes got orange pollen all over her face and shes licking it off",
    families: ["animal_poisoning"],
    source: "wangford_pet_poisoning",
  },

  // chest_pain
  {
    message:
      "whats the best coq10 for someone on statins? asking for my dad, who is actually on the sofa right now saying it feels like an elephant is sat on his chest, hes gone grey and sweaty, insists its indigestion",
    families: ["chest_pain"],
    source: "springwell_heart_attack",
  },
  {
    message:
      "tightness across my chest going down my left arm since i finished mowing the lawn, about 40 mins now, clammy. is this a magnesium thing? I'm 58",
    families: ["chest_pain"],
    source: "springwell_heart_attack",
  },
  {
    earlier: ["I've got angina and use a GTN spray"],
    message: "used it twice now in 15 mins and the pain isnt shifting, its going up into my jaw",
    families: ["chest_pain"],
    source: "springwell_heart_attack",
  },
  {
    message:
      "wife says her jaw and back ache, she feels sick and sweaty and just not right, she's diabetic. no real chest pain as such just a pressure. she wants to take a rennie and go to bed",
    families: ["chest_pain"],
    source: "springwell_heart_attack",
  },
  {
    message:
      "crushing pain middle of my chest woke me at 4am and its still there, feel like im going to throw up. sorry typing on phone",
    families: ["chest_pain"],
    source: "springwell_heart_attack",
  },
  {
    message:
      "colleague has gone really pale at his desk clutching his chest and says his left arm feels dead heavy, we're in the office, what do we do",
    families: ["chest_pain"],
    source: "springwell_heart_attack",
  },
  {
    message:
      "proper heavy feeling in my chest since the gym like a band tightening and im sweating buckets even sat still. had pre workout before. how long does pre workout last",
    families: ["chest_pain"],
    source: "springwell_heart_attack",
  },
  {
    message:
      "do beetroot shots put your heart rate up? had one then got a sudden sharp chest pain and i'm really short of breath, my calf has been swollen since the flight home yesterday",
    families: ["chest_pain", "breathing"],
    source: "swast_999",
  },

  // stroke
  {
    message:
      "looking at omega 3 for my mum's memory. odd thing though, on the phone just now her words were coming out all jumbled and she couldnt find simple words, only started at teatime. which brand do you rate",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message:
      "husband woke up from a nap and his smile is lopsided and he cant lift his right arm properly, keeps dropping his mug",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message:
      "came over all peculiar in tesco, my left hand and leg went numb and heavy and my speech went slurry, about 20 mins ago and its easing off a bit now. probably low iron?",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    earlier: ["my grandad is 84 and on ramipril and a statin"],
    message:
      "he's just been talking gibberish at the tea table and his mouth is drooping on the left. he says hes fine",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message:
      "went blind in one eye all of a sudden and the right side of my face feels numb, happened 10 mins ago while i was reading. i take ginkgo could that be it?",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message:
      "neighbour is stood in her front garden looking confused, cant lift her arm, slurring her words. shes not a drinker",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message:
      "hey um my dad has like lost his balance all of a sudden and he cant walk in a straight line and he's seeing double it started about half an hour ago",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message:
      "is there a supplement for tingling? whole left side of my body went tingly and weak about an hour ago and my face feels like its sliding down on that side",
    families: ["stroke"],
    source: "nwas_stroke",
  },

  // anaphylaxis
  {
    message:
      "just tried a new protein bar with cashews in and my lips and tongue are swelling up and my throat feels tight, im allergic to nuts but thought it said nut free",
    families: ["anaphylaxis"],
    source: "bridgewater_anaphylaxis",
  },
  {
    message:
      "daughter (9) got stung by a wasp and now she's wheezy with big hives all over and her face is puffing up",
    families: ["anaphylaxis"],
    source: "bridgewater_anaphylaxis",
  },
  {
    earlier: ["started amoxicillin about an hour ago for a chest infection"],
    message: "now ive got hives everywhere, my voice has gone hoarse and i feel like im going to pass out",
    families: ["anaphylaxis"],
    source: "bridgewater_anaphylaxis",
  },
  {
    message:
      "is bee pollen safe for hay fever? had my first spoonful 20 mins ago and now my throat feels like its closing and im itchy all over",
    families: ["anaphylaxis"],
    source: "bridgewater_anaphylaxis",
  },
  {
    message:
      "my partner's eaten a satay thing by mistake, hes got an epipen but hes gone blotchy and is struggling to swallow. do we use it or try piriton first?",
    families: ["anaphylaxis"],
    source: "bridgewater_anaphylaxis",
  },
  {
    message:
      "took a royal jelly capsule and within minutes came out in a rash, now dizzy, heart racing and my face is swelling",
    families: ["anaphylaxis"],
    source: "bridgewater_anaphylaxis",
  },
  {
    message:
      "lad at footie training ate something with sesame in, his lips have ballooned and he's wheezing, his pen is in his bag",
    families: ["anaphylaxis"],
    source: "bridgewater_anaphylaxis",
  },
  {
    message:
      "my whole face has gone puffy and my tongue feels too big for my mouth after the prawn curry, struggling to get my words out",
    families: ["anaphylaxis"],
    source: "bridgewater_anaphylaxis",
  },

  // breathing
  {
    message:
      "my son's asthma is bad tonight, he's had 10 puffs of the blue inhaler and its not helping, he can only get a couple of words out at a time",
    families: ["breathing"],
    source: "swast_999",
  },
  {
    message:
      "mums COPD is really bad today, she's gone bluey round the lips and is really fighting for breath even with her inhalers",
    families: ["breathing"],
    source: "swast_999",
  },
  {
    message:
      "cant catch my breath at all, proper wheezy, sat leaning forward on the bed, ventolin not touching it",
    families: ["breathing"],
    source: "swast_999",
  },
  {
    earlier: ["does NAC help with chest infections? my husband has had one all week"],
    message: "his breathing is really fast and shallow now and he can't finish a sentence",
    families: ["breathing", "sepsis"],
    source: "swast_999",
  },
  {
    message:
      "baby (4 months) is breathing really fast and sucking in under her ribs with every breath, and she's grunting",
    families: ["breathing"],
    source: "swast_999",
  },
  {
    message:
      "dad choked on one of his big calcium tablets, he's trying to cough but it's really weak, he's going purple and can't talk",
    families: ["breathing"],
    source: "swast_999",
  },
  {
    message:
      "had a chip pan fire earlier, we're all out now but my partner breathed in loads of smoke and is coughing and struggling for breath, voice gone croaky",
    families: ["breathing"],
    source: "swast_999",
  },

  // bleeding
  {
    message:
      "on warfarin and been chucking up blood tonight, looks like coffee grounds, feel a bit light headed",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message:
      "dad's on apixaban, had a fall in the garden and cracked his head on the patio. says hes fine, no cut. can he take arnica tablets for the bruise?",
    families: ["bleeding", "sudden_headache"],
    source: "wales_vomiting_blood",
  },
  {
    message:
      "my poo has been black and sticky like tar for 2 days and i go dizzy when i stand up, been taking loads of ibuprofen for my knee plus turmeric",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message:
      "cut my hand on a broken glass washing up, it's spurting, been pressing a tea towel on it 15 mins and it's soaked through",
    families: ["bleeding"],
    source: "swast_999",
  },
  {
    earlier: ["my mum is on rivaroxaban for AF"],
    message:
      "she's got a nosebleed that won't stop, about 45 minutes now, she's pinching it but it's going down her throat",
    families: ["bleeding"],
    source: "swast_999",
  },
  {
    message: "sorry tmi, been passing loads of blood from my bum, toilet bowl full of red, feel faint",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message:
      "grandad's on clopidogrel and aspirin and he's just coughed up a good mouthful of bright red blood",
    families: ["bleeding"],
    source: "swast_999",
  },
  {
    message:
      "does vitamin K help with bruising? asking cos i'm on warfarin and big bruises keep appearing everywhere and my wee has gone red",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },

  // serotonin_toxicity
  {
    message:
      "started st johns wort 3 days ago alongside my citalopram, now im really agitated, sweating loads, my legs keep twitching and jerking on their own and my temp is 38.9",
    families: ["serotonin_toxicity"],
    source: "youngminds_sertraline",
  },
  {
    earlier: ["I'm on sertraline 150mg"],
    message:
      "added 5-HTP yesterday for sleep and today i feel really wired and shaky, heart racing, pupils massive and i cant stop shivering",
    families: ["serotonin_toxicity"],
    source: "youngminds_sertraline",
  },
  {
    message:
      "my wife is on venlafaxine and took some tramadol for her back, now she's confused, sweating, boiling hot and her muscles keep jerking",
    families: ["serotonin_toxicity"],
    source: "youngminds_sertraline",
  },
  {
    message:
      "anyone else get the shakes with fluoxetine and triptans? had a sumatriptan for my migraine and now everything is twitching, im burning up and cant sit still",
    families: ["serotonin_toxicity"],
    source: "youngminds_sertraline",
  },
  {
    message:
      "took some mdma at a festival and i'm on sertraline, now my jaw's clenched, i'm roasting, twitchy and my heart's hammering",
    families: ["serotonin_toxicity", "overdose"],
    source: "youngminds_sertraline",
  },
  {
    message:
      "im on an SSRI and started a mood supplement with St. John's wort and SAMe. feeling sweaty, diarrhoea, restless, legs jerking. is this normal adjustment??",
    families: ["serotonin_toxicity"],
    source: "youngminds_sertraline",
  },
  {
    message:
      "flatmate is on mirtazapine and lithium and ate loads of 5htp gummies, now shes pacing about all muddled, dripping with sweat, feverish and her legs are shaking like mad",
    families: ["serotonin_toxicity", "overdose"],
    source: "youngminds_sertraline",
  },

  // hypoglycaemia
  {
    message:
      "dad is type 2 on gliclazide and started berberine last week, now hes sweaty, shaky and talking nonsense, wont eat anything",
    families: ["hypoglycaemia"],
    source: "nidirect_hypoglycaemia",
  },
  {
    earlier: ["my husband is type 1 on insulin"],
    message:
      "he's really drowsy and i cant get much sense out of him, meter says 2.1 and he can barely swallow",
    families: ["hypoglycaemia"],
    source: "nidirect_hypoglycaemia",
  },
  {
    message:
      "type 1 here, did my novorapid then the takeaway never turned up lol, now im trembling, vision going blurry and lips tingling, reading 2.8",
    families: ["hypoglycaemia"],
    source: "nidirect_hypoglycaemia",
  },
  {
    message: "grandma's on insulin and we've found her muddled on the kitchen floor, clammy and sweaty",
    families: ["hypoglycaemia", "collapse"],
    source: "nidirect_hypoglycaemia",
  },
  {
    message:
      "is cinnamon good for blood sugar? mum is on metformin and gliclazide and started cinnamon capsules, she's gone pale, shaky and stroppy and isn't making sense",
    families: ["hypoglycaemia"],
    source: "nidirect_hypoglycaemia",
  },
  {
    message:
      "my teenage daughter is diabetic and having a hypo, she had a lucozade 15 mins ago and she's still 2.5 and getting more spaced out",
    families: ["hypoglycaemia"],
    source: "nidirect_hypoglycaemia",
  },
  {
    message: "colleague with diabetes is slumped at his desk, sweaty, really slurred and cant hold a cup",
    families: ["hypoglycaemia", "collapse"],
    source: "nidirect_hypoglycaemia",
  },

  // seizure
  {
    message:
      "my flatmate just had a fit on the kitchen floor, jerking and frothing at the mouth, shes never had one before. it's stopped but she's really out of it",
    families: ["seizure"],
    source: "swast_999",
  },
  {
    message: "husbands epileptic and hes been fitting for about 7 mins now, its not stopping",
    families: ["seizure"],
    source: "swast_999",
  },
  {
    earlier: ["does bupropion interact with ginkgo?"],
    message: "my sister takes both and she just went rigid and started shaking all over on the sofa",
    families: ["seizure"],
    source: "swast_999",
  },
  {
    message: "baby is 11 months with a temperature and just went stiff and started jerking, eyes rolled back",
    families: ["seizure"],
    source: "swast_999",
  },
  {
    message: "my dad had a seizure, it stopped, now hes had another one and hasnt woken up in between",
    families: ["seizure"],
    source: "swast_999",
  },
  {
    message:
      "at the gym and a bloke has collapsed and started convulsing, he's banged his head on the weights rack",
    families: ["seizure"],
    source: "swast_999",
  },
  {
    message:
      "q about magnesium and epilepsy – also my son (14) just had what looked like a fit after a night of energy drinks and no sleep, never had one before, now hes drowsy and confused",
    families: ["seizure"],
    source: "swast_999",
  },

  // meningitis
  {
    message:
      "my 19 yr old at uni says she's got the worst headache, cant stand the light, neck is stiff and she's got purple spots on her tummy that don't go when she presses a glass on them",
    families: ["meningitis"],
    source: "hackney_meningitis",
  },
  {
    message:
      "baby has a high temp, is floppy, has a high pitched cry and won't feed, the soft spot on his head is bulging",
    families: ["meningitis"],
    source: "hackney_meningitis",
  },
  {
    message:
      "flu like all day, now a pounding headache, stiff neck and the lights are hurting my eyes, keep throwing up",
    families: ["meningitis"],
    source: "hackney_meningitis",
  },
  {
    earlier: ["what dose of vitamin C for a 6 year old with a cold?"],
    message:
      "my son's gone downhill fast, temp 39.5, really sleepy, cold hands and feet and a rash like tiny pin pricks",
    families: ["meningitis", "sepsis"],
    source: "hackney_meningitis",
  },
  {
    message:
      "rash on my toddler's legs, purple blotches that don't fade under a glass. she was just a bit grizzly this morning",
    families: ["meningitis"],
    source: "hackney_meningitis",
  },
  {
    message: "housemate hasn't left bed all day, burning up, says he cant bend his neck, hes really confused",
    families: ["meningitis"],
    source: "hackney_meningitis",
  },
  {
    message:
      "is echinacea ok for a 15 yr old with a fever? she's also saying her neck hurts loads when she looks down and she cant look at the telly",
    families: ["meningitis"],
    source: "hackney_meningitis",
  },

  // sudden_headache
  {
    message:
      "was lifting a heavy box and suddenly got the worst headache of my life, like being whacked with a bat, then threw up",
    families: ["sudden_headache"],
    source: "nhs_subarachnoid",
  },
  {
    message:
      "sudden blinding pain at the back of my head during sex about 30 mins ago, never had anything like it, neck feels stiff now",
    families: ["sudden_headache"],
    source: "nhs_subarachnoid",
  },
  {
    message:
      "mum said it felt like someone hit her on the head, came on in seconds, now shes drowsy and being sick",
    families: ["sudden_headache"],
    source: "nhs_subarachnoid",
  },
  {
    earlier: ["I've never had migraines in my life"],
    message: "but an hour ago out of nowhere I got this thunderclap headache, 10/10, and it's still there",
    families: ["sudden_headache"],
    source: "nhs_subarachnoid",
  },
  {
    message:
      "came off my bike yesterday and hit my head, i'm on fish oil and ginkgo. today the headache keeps getting worse and ive been sick 3 times and feel woozy",
    families: ["sudden_headache"],
    source: "nhs_subarachnoid",
  },
  {
    message:
      "partner got hit on the head with a cricket ball earlier, now hes confused, repeating himself and his headache is getting worse",
    families: ["sudden_headache"],
    source: "nhs_subarachnoid",
  },
  {
    message:
      "had an explosive headache come on while straining on the loo, maxed out in about a minute, can't see properly out of one eye",
    families: ["sudden_headache", "stroke"],
    source: "nhs_subarachnoid",
  },

  // pregnancy_warning
  {
    message:
      "34 weeks pregnant, is raspberry leaf tea ok yet? also baby hasnt really moved since yesterday evening, normally kicks loads after dinner",
    families: ["pregnancy_warning"],
    source: "nth_baby_movements",
  },
  {
    message:
      "30 weeks, woke up with a splitting headache, seeing flashing lights and my face and hands have suddenly gone really puffy",
    families: ["pregnancy_warning"],
    source: "nhs_pre_eclampsia",
  },
  {
    earlier: ["I'm 12 weeks pregnant, which pregnancy vitamins have enough folic acid?"],
    message: "also started bleeding bright red and cramping really badly in the last hour",
    families: ["pregnancy_warning"],
    source: "nhs_pre_eclampsia",
  },
  {
    message:
      "wife is 37 weeks and has really bad pain under her ribs on the right and feels sick, midwife said her bp was a bit high last week",
    families: ["pregnancy_warning"],
    source: "nhs_pre_eclampsia",
  },
  {
    message: "8 weeks pregnant, severe pain low down on one side and now shoulder tip pain and im dizzy",
    families: ["pregnancy_warning"],
    source: "nhs_pre_eclampsia",
  },
  {
    message: "26 weeks pregnant and slipped down the stairs, landed on my bump, bit of spotting since",
    families: ["pregnancy_warning"],
    source: "nhs_pre_eclampsia",
  },
  {
    message:
      "had my baby 10 days ago, now got a really bad headache that paracetamol won't touch and my vision is blurry",
    families: ["pregnancy_warning"],
    source: "nhs_pre_eclampsia",
  },
  {
    message: "35 wks and had a gush of water then blood, and baby's gone really quiet",
    families: ["pregnancy_warning"],
    source: "nth_baby_movements",
  },

  // collapse
  {
    message:
      "my dad fainted in the bathroom and isn't coming round, he's breathing but won't respond when i shout at him",
    families: ["collapse"],
    source: "swast_999",
  },
  {
    message:
      "found my flatmate on the floor, she's not responding, theres an empty vodka bottle and her breathing sounds gurgly",
    families: ["collapse", "overdose"],
    source: "swast_999",
  },
  {
    message:
      "grandad went down in the garden, not with it at all, eyes open but not answering us, cant get him up",
    families: ["collapse"],
    source: "swast_999",
  },
  {
    message:
      "bloke on the bus has slumped over and isn't waking up, lips look grey, i dont think hes breathing",
    families: ["collapse", "breathing"],
    source: "swast_999",
  },
  {
    earlier: ["does potassium help with leg cramps? asking for my mum"],
    message: "she's just keeled over in the kitchen and i cant wake her",
    families: ["collapse"],
    source: "swast_999",
  },
  {
    message: "lad at the party is passed out and we cant rouse him at all, weve put him on his side",
    families: ["collapse"],
    source: "swast_999",
  },
  {
    message: "husband collapsed while out running with me, i can't feel a pulse",
    families: ["collapse"],
    source: "swast_999",
  },

  // sepsis
  {
    message:
      "had a water infection for a few days, now shivering uncontrollably, muddled, havent weed since yesterday morning and honestly feel like im dying",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message:
      "mum's cut on her shin is red hot and spreading and now her skin's gone mottled and she's not making sense, temp 39",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    earlier: ["my dad is having chemo for bowel cancer"],
    message: "he's got a temp of 38.4 and is shivering loads, says he feels awful",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message:
      "can colloidal silver treat an infection? husband's had a chest infection and today he's breathless, skin looks blotchy and bluish and he's really muddled",
    families: ["sepsis", "breathing"],
    source: "patient_sepsis",
  },
  {
    message:
      "gran has a water infection and today she's really drowsy, slurring, cold to touch and her skin looks patchy",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message:
      "had a c section 6 days ago, wound is oozing and smells, im freezing then boiling, heart racing and i feel like im going to die",
    families: ["sepsis", "pregnancy_warning"],
    source: "patient_sepsis",
  },
  {
    message:
      "my son's tonsillitis has got really bad, he's floppy, breathing fast, skin's mottled and he hasn't had a wee since this morning",
    families: ["sepsis"],
    source: "patient_sepsis",
  },

  // jaundice
  {
    message:
      "been taking a turmeric and black pepper supplement for 2 months, now the whites of my eyes look yellow and my wee is dark like cola",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "partner's gone a funny yellowy colour, itchy all over and his poo is pale, he's been on green tea extract fat burners",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    earlier: ["I take ashwagandha 600mg a day"],
    message: "my skin's gone yellow and i'm itching like mad and feel sick",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "mum's eyes look yellow in daylight, she's lost weight and gone off her food. she's been on kava for her nerves",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "is milk thistle good for a yellow tinge to your skin? noticed mine and my pee is really dark, been on a bodybuilding liver detox stack",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message: "flatmate's gone yellow, has tummy pain up on the right and a fever",
    families: ["jaundice", "sepsis"],
    source: "nidirect_jaundice",
  },
  {
    message: "yellow eyes since the weekend after taking loads of high dose niacin for my cholesterol",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },

  // skin_reaction
  {
    message:
      "started lamotrigine 2 weeks ago, felt fluey for a few days, now a red rash spreading fast with blisters and my mouth is full of sores",
    families: ["skin_reaction"],
    source: "axa_sjs",
  },
  {
    message:
      "daughter has ulcers all in her mouth, sore red eyes and her skin is peeling off in sheets after the antibiotics",
    families: ["skin_reaction"],
    source: "axa_sjs",
  },
  {
    earlier: ["I was put on allopurinol for gout last month"],
    message:
      "now ive got a painful rash spreading over my chest with blisters, and my lips are crusty and bleeding",
    families: ["skin_reaction"],
    source: "axa_sjs",
  },
  {
    message:
      "target-like spots all over my body, skin hurts to touch, eyes burning and sensitive to light, i'm on carbamazepine",
    families: ["skin_reaction"],
    source: "axa_sjs",
  },
  {
    message:
      "after taking ibuprofen for a few days my skin is blistering and coming away on my back and it hurts to pee",
    families: ["skin_reaction"],
    source: "axa_sjs",
  },
  {
    message:
      "husband's face is swollen, lips crusted over and a blistery rash spreading down his arms since yesterday, he started a new antibiotic on friday",
    families: ["skin_reaction", "anaphylaxis"],
    source: "axa_sjs",
  },
  {
    message:
      "is there a cream for a rash? it's a dusky purple colour, blistering, started on my chest and now on my face, and ive got sores in my mouth and down below. felt like flu before it",
    families: ["skin_reaction"],
    source: "axa_sjs",
  },

  // ---------------------------------------------------------------------------------------------
  // Ordinary messages
  // ---------------------------------------------------------------------------------------------

  // Past, treated or resolved events
  {
    message:
      "my dad had a stroke back in 2018 and has been on clopidogrel since, he's doing really well. would fish oil thin his blood too much on top of that?",
    families: [],
    note: "a stroke years ago; an interaction question",
    source: "nwas_stroke",
  },
  {
    message:
      "had a heart attack 3 years ago and had two stents, is CoQ10 worth taking alongside atorvastatin?",
    families: [],
    note: "a past heart attack; a supplement question",
  },
  {
    earlier: ["my dad had a heart attack in 2020"],
    message: "he's finished cardiac rehab and feels great, which omega 3 would you suggest for him",
    families: [],
    note: "a past heart attack across two messages; recovered",
  },
  {
    message:
      "my epilepsy is well controlled on levetiracetam, no seizures in 6 years, is magnesium ok to take",
    families: [],
    note: "controlled epilepsy; no seizure now",
  },
  {
    message:
      "mum was in hospital with sepsis last spring, she's fully recovered now, what can help build her immune system back up",
    families: [],
    note: "sepsis last year, recovered",
  },
  {
    message:
      "my nan fainted at church last sunday, the hospital checked her over and said it was low blood pressure. can she have electrolyte tablets?",
    families: [],
    note: "a faint last week, already checked in hospital",
  },
  {
    message:
      "had a bit of a funny turn in the heat at a festival in july, got checked in the medical tent and it was just dehydration. which rehydration sachets are best to pack next year?",
    families: [],
    note: "a funny turn months ago, explained",
  },
  {
    message:
      "had anaphylaxis to a wasp sting in 2015, always carry my pens now. is quercetin any good for allergies in general?",
    families: [],
    note: "past anaphylaxis; a general allergy question",
  },
  {
    message:
      "grandad had a TIA checked at the clinic last week and is on aspirin now, what supplements help with brain health?",
    families: [],
    note: "a TIA already assessed by a clinic",
  },
  {
    message:
      "had bells palsy last year, my face is fully back to normal now, is there anything to support the nerves",
    families: [],
    note: "facial palsy in the past, resolved",
  },
  {
    message:
      "dad had jaundice from gallstones years ago and had his gallbladder out, is milk thistle worth him taking now?",
    families: [],
    note: "past jaundice, treated",
  },
  {
    message:
      "i used to self harm as a teenager, been clean for 10 years, the scars are still there though, does rosehip oil help fade them",
    families: [],
    note: "self-harm long in the past; a scar question",
  },
  {
    message:
      "my nephew took his own life two years ago and some days the grief still floors me. is there anything for low mood that's safe with my blood pressure tablets?",
    families: [],
    note: "bereavement by suicide; no risk to the writer described",
  },
  {
    message:
      "my friend's little one had meningitis a few years back and is totally fine now. which vaccines cover it? do supplements help immunity?",
    families: [],
    note: "meningitis in the past; a general question",
  },
  {
    message:
      "my wife had pre-eclampsia with our first, she's pregnant again and the consultant has her on aspirin, can she take calcium as well?",
    families: [],
    note: "pre-eclampsia in a previous pregnancy; managed",
  },
  {
    message: "had a miscarriage last year and we're trying again now, what's the best folic acid to take",
    families: [],
    note: "a past pregnancy loss",
  },
  {
    message:
      "my flatmate had a seizure at a party in first year, shes been fine since and has tests booked, is there anything she should avoid",
    families: [],
    note: "one seizure long ago, under investigation",
  },
  {
    message:
      "had covid last month and still a bit puffed going upstairs, GP checked me over last week, any supplements for recovery?",
    families: [],
    note: "breathlessness on exertion already assessed",
  },
  {
    message:
      "my knee got infected after a graze but the antibiotics from the GP have cleared it, which probiotic should i take after the course",
    families: [],
    note: "an infection already treated",
  },
  {
    message:
      "my mum's diabetic and had a hypo last week, her diabetes nurse has already changed her gliclazide dose. should she stop the berberine she bought?",
    families: [],
    note: "a past hypo already managed by her nurse",
  },
  {
    message:
      "had a hypo last night but sorted it with jelly babies and i'm 6.2 this morning, should i stop the cinnamon capsules?",
    families: [],
    note: "a hypo treated and resolved",
  },
  {
    earlier: ["my daughter swallowed a 1p coin last year, gave us a right fright"],
    message: "she's absolutely fine, it came out the other end! she's 6 now, which vitamins should she have",
    families: [],
    note: "a child swallowing something a year ago, resolved",
  },
  {
    earlier: ["my dog ate some grapes once and we rushed him to the vet"],
    message: "he's been fine for ages, what's a good calming supplement for him for bonfire night",
    families: [],
    note: "a pet poisoning long past",
  },
  {
    message: "our dog ate a sock last month, vet sorted it out, now looking for a probiotic for dogs",
    families: [],
    note: "a pet incident already treated",
  },
  {
    message:
      "my mate reckons he overdosed on vitamin C once and just had the runs for a day, is that true? how much is too much",
    families: [],
    note: "someone else's past episode; a dose question",
  },
  {
    message:
      "my grandad passed out after giving blood but came round straight away and was fine after a biscuit, now he wants some iron tablets",
    families: [],
    note: "a faint that resolved at once",
  },

  // Minor, or already seen by a doctor today
  {
    message:
      "bit of a headache after staring at spreadsheets all day, is it ok to take paracetamol with my multivitamin?",
    families: [],
    note: "a minor headache",
  },
  {
    message:
      "the GP saw my son this morning about his chesty cough and said it's viral, would vitamin C gummies help him get over it",
    families: [],
    note: "seen by a GP today",
  },
  {
    message:
      "i was a bit wheezy with my cold last week but it's cleared up now, any supplements for lung health?",
    families: [],
    note: "wheeze that has resolved",
  },
  {
    message: "took my vitamin D twice this morning by mistake, it's only 1000iu each, is that ok?",
    families: [],
    note: "a trivial double dose of a low-strength supplement",
  },
  {
    message:
      "my newborn has a bit of a yellow tinge, the midwife checked him today and said it's normal newborn jaundice and to keep feeding",
    families: [],
    note: "newborn jaundice seen by a midwife today",
  },
  {
    message: "my gums bleed a bit when i floss, is that a vitamin C thing?",
    families: [],
    note: "minor gum bleeding",
  },
  {
    message:
      "cut my finger chopping onions, bled a bit but stopped with a plaster. any supplements to help skin heal?",
    families: [],
    note: "a small cut that has stopped bleeding",
  },
  {
    message:
      "had a nosebleed this morning, lasted about 5 mins then stopped, think it's the central heating. is vitamin K worth taking?",
    families: [],
    note: "a short nosebleed that stopped; no blood thinner",
  },
  {
    message:
      "my periods are really heavy every month and my GP is investigating, which iron is gentlest on the stomach?",
    families: [],
    note: "heavy periods already under investigation",
  },
  {
    message:
      "started iron tablets last week and my poo has gone really dark, almost black, but i feel completely fine. is that normal?",
    families: [],
    note: "dark stools from iron, no other symptoms",
  },
  {
    message:
      "i get the odd panic attack where my chest feels tight, GP has checked my heart and it's fine. does magnesium help anxiety?",
    families: [],
    note: "chest tightness with panic, heart already checked",
  },
  {
    message:
      "chest is sore after a heavy bench session yesterday, hurts when i press on it, any recovery supplements worth it?",
    families: [],
    note: "muscular chest soreness after exercise",
  },
  {
    message:
      "heartburn after a curry, burning behind my breastbone that goes with gaviscon, anything natural instead?",
    families: [],
    note: "heartburn relieved by an antacid",
  },
  {
    message:
      "my face went numb at the dentist after the injection and it wore off after a few hours, is that normal?",
    families: [],
    note: "numbness from a dental anaesthetic",
  },
  {
    message: "my leg went dead from sitting cross legged, pins and needles for a minute, am i low in b12?",
    families: [],
    note: "a leg gone to sleep",
  },
  {
    message:
      "sometimes my words come out wrong when im really tired, like saying fridge when i mean cupboard lol, any supplement for brain fog",
    families: [],
    note: "occasional word slips when tired",
  },
  {
    message:
      "had one of my usual migraines with aura yesterday, gone now. does riboflavin help prevent them?",
    families: [],
    note: "a usual migraine, resolved",
  },
  {
    message: "i get tension headaches at work most afternoons, is feverfew or magnesium better?",
    families: [],
    note: "recurring tension headaches",
  },
  {
    message: "is a temperature of 37.8 normal after the flu jab? otherwise fine, just an achy arm",
    families: [],
    note: "a mild reaction to a vaccine",
  },
  {
    message:
      "slight rash on my forearms after gardening, itchy but not spreading, think it's nettles. is aloe vera any good?",
    families: [],
    note: "a minor contact rash",
  },
  {
    message:
      "my toddler has bright red cheeks but she's running round happy, GP said slapped cheek this morning. any vitamins to help?",
    families: [],
    note: "a rash diagnosed by a GP today",
  },
  {
    message:
      "my lips tingle a bit when i eat raw apples but cooked is fine, is that a hay fever thing? anything to help",
    families: [],
    note: "mild oral allergy symptoms, long-standing",
  },
  {
    message:
      "my asthma has been much better since starting the brown preventer, does vitamin D help asthma too?",
    families: [],
    note: "well-controlled asthma",
  },
  {
    message:
      "baby has a cold and a snotty nose but she's feeding fine and smiling, can i still give her vitamin drops?",
    families: [],
    note: "a baby with a mild cold",
  },
  {
    message:
      "stiff neck from sleeping funny, no temperature and i feel fine otherwise, is there a magnesium cream?",
    families: [],
    note: "a stiff neck without fever",
  },
  {
    message:
      "bit sensitive to light this morning thanks to my hangover lol, which electrolyte drink works best",
    families: [],
    note: "a hangover",
  },
  {
    message:
      "banging head after the work christmas do, what's good for a hangover that won't upset my stomach",
    families: [],
    note: "a hangover headache",
  },
  {
    message:
      "my dad's been a bit more forgetful lately, the GP has done memory tests and referred him. are there supplements worth trying meanwhile?",
    families: [],
    note: "slow memory change already referred",
  },
  {
    message:
      "i go a bit shaky if i skip breakfast, i'm not diabetic, is that low blood sugar? what should i be eating",
    families: [],
    note: "mild shakiness when hungry, not diabetic",
  },
  {
    message:
      "my legs twitch at night when i'm trying to get to sleep, restless legs maybe? is iron or magnesium better",
    families: [],
    note: "restless legs",
  },
  {
    message: "night sweats since the menopause started, soaking some nights, anything natural you'd suggest?",
    families: [],
    note: "menopausal night sweats",
  },
  {
    message:
      "blood test showed slightly raised bilirubin, doctor said it's gilbert's and harmless. any supplements i should avoid?",
    families: [],
    note: "Gilbert's syndrome, diagnosed",
  },
  {
    message:
      "went a bit orange after a week of carrot juice every day, whites of my eyes are normal though, is that the beta carotene",
    families: [],
    note: "carotene skin colour, not jaundice",
  },
  {
    message: "i get mouth ulcers whenever i'm run down, is it b12 or iron i'm short of?",
    families: [],
    note: "recurrent minor mouth ulcers",
  },
  {
    message: "caught the sun on my shoulders at the weekend and it's peeling now, aloe or vitamin E oil?",
    families: [],
    note: "peeling sunburn",
  },
  {
    message: "cradle cap and a bit of nappy rash on the baby, is there anything gentle you'd recommend",
    families: [],
    note: "minor baby skin complaints",
  },
  {
    message:
      "3 days into sertraline and feel a bit sick, GP said it settles down. anything to help with the nausea?",
    families: [],
    note: "an expected mild side effect",
  },
  {
    message: "eyelid has been twitching for a week, probably stress, does magnesium help?",
    families: [],
    note: "an eyelid twitch",
  },
  {
    message:
      "think i'm getting a uti, bit of stinging when i wee but no temperature and i feel fine, is cranberry worth it?",
    families: [],
    note: "mild urinary symptoms without signs of sepsis",
  },
  {
    message:
      "bit of brown discharge at 7 weeks so the early pregnancy unit scanned me today and all fine. which pregnancy multivitamin is best?",
    families: [],
    note: "early-pregnancy spotting checked today",
  },
  {
    message:
      "pregnant and my ankles swell a bit by the end of the day, midwife checked my blood pressure yesterday and it was fine. compression socks or magnesium?",
    families: [],
    note: "ordinary pregnancy swelling, checked",
  },
  {
    message: "28 weeks and baby kicks like mad at night, is that normal? what magnesium is safe in pregnancy",
    families: [],
    note: "a baby moving normally",
  },
  {
    message:
      "32 weeks, baby's quieter when i'm rushing about but kicking away as usual when i lie down. anything for leg cramps in pregnancy?",
    families: [],
    note: "normal movements felt",
  },
  {
    message: "can i take raspberry leaf tablets at 36 weeks? everything's been textbook so far",
    families: [],
    note: "an uncomplicated pregnancy",
  },
  {
    message: "stood up too fast and went lightheaded for a second, fine now, do i need more salt in my diet?",
    families: [],
    note: "brief postural dizziness",
  },
  {
    message:
      "had covid jab yesterday and my arm is sore and i'm a bit tired, can i take ibuprofen with my vitamins",
    families: [],
    note: "expected vaccine side effects",
  },
  {
    earlier: ["I'm on warfarin for a valve"],
    message:
      "INR was checked this morning and it's in range, can i add a multivitamin that has vitamin K in it?",
    families: [],
    note: "a blood thinner with no bleeding; an interaction question",
  },
  {
    message:
      "my brother has epilepsy and had one of his usual absence seizures this morning, he's back to himself and his neurologist knows. anything that helps?",
    families: [],
    note: "a usual brief seizure in known epilepsy, recovered",
  },

  // General questions about symptoms, doses and interactions
  {
    message:
      "what does it mean if a rash doesn't fade under a glass? just curious after seeing a meningitis poster at the surgery",
    families: [],
    note: "a general question about a warning sign",
    source: "hackney_meningitis",
  },
  {
    message:
      "what's the maximum paracetamol for an adult in 24 hours? don't want to go over with my cold and flu sachets",
    families: [],
    note: "a dose question asked before taking",
  },
  {
    message:
      "how many iron tablets would be dangerous for a child? just want to know how careful to be, ours are locked away",
    families: [],
    note: "a general safety question",
  },
  {
    message:
      "how much vitamin A is too much in pregnancy? my prenatal has some and i have liver pâté now and then",
    families: [],
    note: "a dose question in pregnancy",
  },
  {
    message:
      "is it true 5-HTP is dangerous with antidepressants? i'm not on any, just checking before i try it",
    families: [],
    note: "an interaction question, no medicine taken",
  },
  {
    message:
      "i'm on citalopram and want something for sleep, is melatonin ok with it? haven't started anything yet",
    families: [],
    note: "an interaction question asked in advance",
  },
  {
    message: "my GP is tapering me off sertraline, once i'm fully off can i try st john's wort?",
    families: [],
    note: "planning a change with the GP",
  },
  {
    message: "my friend says st john's wort stops the pill working, is that true? i'm not on antidepressants",
    families: [],
    note: "an interaction question",
  },
  {
    message: "does berberine lower blood sugar as much as metformin? thinking of asking my GP",
    families: [],
    note: "a general question",
  },
  {
    message:
      "what is stevens-johnson syndrome? saw it in the leaflet for my new epilepsy tablets and panicked a bit, no rash or anything",
    families: [],
    note: "a question about a leaflet warning, no symptoms",
    source: "axa_sjs",
  },
  {
    message:
      "what side effects should i look out for on lamotrigine? just started, no rash, the pharmacist mentioned rashes",
    families: [],
    note: "a question about future side effects",
  },
  {
    message:
      "i'm on warfarin, is turmeric safe or should i avoid it? no bleeding or anything, just asking before i start",
    families: [],
    note: "an interaction question on a blood thinner",
  },
  {
    message: "is it ok to take ibuprofen and aspirin together for a sore back?",
    families: [],
    note: "a dose question",
  },
  {
    message: "i'm allergic to penicillin (hives as a kid), are any of your supplements made with it?",
    families: [],
    note: "an allergy history; no reaction now",
  },
  {
    message: "i've got a nut allergy and carry an epipen, are your protein bars made in a nut free factory?",
    families: [],
    note: "an allergy question; no reaction",
  },
  {
    message:
      "my husband is type 1 and his sugars have been running a bit high since christmas, is chromium any good?",
    families: [],
    note: "high readings, not a hypo",
  },

  // Someone else's non-urgent situation
  {
    message: "do you sell joint supplements for dogs? my spaniel is getting stiff in the mornings",
    families: [],
    note: "a pet's non-urgent question",
  },
  {
    message: "can dogs have fish oil capsules meant for humans? want to give my lab some for his coat",
    families: [],
    note: "a pet dosing question",
  },
  {
    message: "can i give my dog half a paracetamol for his limp? he hasn't had any, just asking first",
    families: [],
    note: "asking before giving a pet anything",
  },
  {
    message: "my cat ate some grass and sicked it up, normal cat stuff. do you sell hairball paste?",
    families: [],
    note: "ordinary pet behaviour",
  },
  {
    message: "the vet says my old cat has kidney disease, are there supplements for cats?",
    families: [],
    note: "a pet's long-term condition",
  },
  {
    message:
      "my 3 yr old tries to eat the kids gummies like sweets, how do i stop her? they're locked away now",
    families: [],
    note: "prevention, nothing swallowed",
  },
  {
    message: "my son is 15 and has hay fever, blocked nose and itchy eyes, what's safe for him to take?",
    families: [],
    note: "a teenager's minor complaint",
  },
  {
    message: "my lad's 14 and wants creatine for rugby, is that safe at his age?",
    families: [],
    note: "a teenager's supplement question",
  },
  {
    message: "grandma is on loads of meds, could her pharmacist check whether vitamin D is ok to add?",
    families: [],
    note: "an elderly relative, routine",
  },
  {
    message: "my partner snores like a train apparently, are there any supplements for snoring",
    families: [],
    note: "snoring",
  },
  {
    message: "my mum overdid it in the garden and her back is killing her, can she take glucosamine?",
    families: [],
    note: "idioms: overdid it, killing her",
  },

  // Idioms
  {
    message: "this heat is killing me, any electrolytes you'd recommend for my long runs?",
    families: [],
    note: "idiom: killing me",
  },
  {
    message: "i'm dying to try the new collagen coffee, when's it back in stock?",
    families: [],
    note: "idiom: dying to",
  },
  {
    message: "that full english was a heart attack on a plate lol, anything for indigestion?",
    families: [],
    note: "idiom: heart attack on a plate",
  },
  {
    message:
      "what a stroke of luck, found my vitamins down the side of the car seat. should i take two tomorrow to catch up the missed day?",
    families: [],
    note: "idiom: stroke of luck; a missed-dose question",
  },
  {
    message: "i'm so tired i could die, which magnesium is best for sleep?",
    families: [],
    note: "idiom: so tired I could die",
  },
  {
    message: "this deadline is going to be the death of me, which nootropics actually help focus?",
    families: [],
    note: "idiom: the death of me",
  },
  {
    message: "i overdosed on mince pies this christmas haha, anything for bloating?",
    families: [],
    note: "idiom: overdosed on food",
  },
  {
    message: "my ex is bleeding me dry with the solicitor's fees. anyway, best multivitamin for stress?",
    families: [],
    note: "idiom: bleeding me dry",
  },
  {
    message: "the M25 this morning nearly gave me a seizure lol, what's good for stress?",
    families: [],
    note: "idiom: gave me a seizure",
  },
  {
    message: "my bank balance fainted when i saw the price of your omega 3, any discount codes?",
    families: [],
    note: "idiom: my bank balance fainted",
  },
  {
    message: "my tan's gone a bit orange lol, could that be the beta carotene pills?",
    families: [],
    note: "a cosmetic colour change, not jaundice",
  },
  {
    message:
      "i get out of breath running for the bus, totally unfit lol, is beetroot juice good for stamina?",
    families: [],
    note: "breathlessness from being unfit",
  },
  {
    message: "my heart skipped a beat when i saw your black friday prices, is the vitamin D deal still on?",
    families: [],
    note: "idiom: heart skipped a beat",
  },
  {
    message: "work is doing my head in, any supplements for headaches from stress?",
    families: [],
    note: "idiom: doing my head in",
  },
];
