// A fourteenth blind triage set, written without reading the classifier, its patterns or the other sets: voice
// dictation, autocorrect and fat-finger typos, UK regional and street English, carers and care-home shorthand,
// emergencies caused by supplements themselves, and understatement; with ordinary lookalikes in the same styles.
import type { TriageCase } from "./schema";

export const FOURTEENTH_REFERENCES: Record<string, { title: string; url: string }> = {
  eastamb_999: {
    title: "When should you call 999 (East of England Ambulance Service NHS Trust)",
    url: "https://www.eastamb.nhs.uk/your-service/when-to-call-999.htm",
  },
  secamb_999: {
    title:
      "Stay safe and cool in the sun: when to call 999 (South East Coast Ambulance Service NHS Foundation Trust)",
    url: "https://www.secamb.nhs.uk/stay-safe-and-cool-in-the-sun/",
  },
  nias_999: {
    title: "Calling 999 (Northern Ireland Ambulance Service)",
    url: "https://nias.hscni.net/calling-999",
  },
  manorview_999: {
    title: "When to call 999 (Manor View Practice)",
    url: "https://manorviewpractice.co.uk/urgent-and-out-of-hours/when-to-call-999/",
  },
  nidirect_crisis: {
    title: "Mental health emergency: if you're in crisis or despair (nidirect)",
    url: "https://nidirect.gov.uk/node/2219",
  },
  hpft_suicide: {
    title:
      "Don't struggle alone: change the narrative on suicide (Hertfordshire Partnership University NHS Foundation Trust)",
    url: "https://www.hpft.nhs.uk/news/don-t-struggle-alone-change-the-narrative-on-suicide/",
  },
  selfharm_hospital: {
    title: "When to go to hospital (selfharmUK)",
    url: "https://www.selfharm.co.uk/blog/when-to-go-to-hospital",
  },
  wales_poisoning: {
    title: "Poisoning (NHS 111 Wales)",
    url: "https://111.wales.nhs.uk/encyclopaedia/p/article/poisoning/",
  },
  nidirect_poisoning: { title: "Poisoning (nidirect)", url: "https://nidirect.gov.uk/conditions/poisoning" },
  vethelp_poison: {
    title: "Help! I think my dog's been poisoned: what do I do? (Vet Help Direct)",
    url: "https://vethelpdirect.com/vetblog/2024/12/26/help-i-think-my-dogs-been-poisoned-what-do-i-do",
  },
  wangford_poison: {
    title: "Poisoning in pets (Wangford Vet Clinic)",
    url: "https://www.wangfordvetclinic.com/page/20000/poisoning-in-pets",
  },
  animal_poisonline: {
    title: "Signs of poisoning in pets (Animal PoisonLine, Veterinary Poisons Information Service)",
    url: "https://www.animalpoisonline.co.uk/new-page-1",
  },
  hedgegrail_heart: {
    title: "Heart attack symptoms, NHS content (Hedge Grail Pharmacy)",
    url: "https://hedgegrailpharmacy.co.uk/nhs_conditions_heart-attack_symptoms",
  },
  barton_stroke: {
    title: "When stroke strikes, act FAST (Barton Family Practice, NHS)",
    url: "https://www.bartonfamilypractice.nhs.uk/2021/03/16/when-stroke-strikes-act-f-a-s-t/",
  },
  nelincs_stroke: {
    title: "Act FAST: stroke (NHS North East Lincolnshire CCG)",
    url: "https://www.northeastlincolnshireccg.nhs.uk/healthy-living/act-fast-n-stroke/",
  },
  scot_anaphylaxis: {
    title: "Severe allergic reaction / anaphylaxis (NHS Scotland, CYANS)",
    url: "https://www.nn.nhs.scot/cyans/families/allergic-reactions-medication/what-to-do/severe-allergic-reaction-anaphylaxis/",
  },
  bridgewater_aai: {
    title: "Adrenaline auto-injectors (Bridgewater Surgeries, NHS)",
    url: "https://www.bridgewatersurgeries.nhs.uk/2023/07/17/adrenaline-auto-injectors/",
  },
  moreton_asthma: {
    title: "What to do when suffering an asthma attack (Moreton Doctors, NHS)",
    url: "https://moretondoctors.nhs.uk/practice_news/what-to-do-when-suffering-an-asthma-attack/",
  },
  wales_vomiting_blood: {
    title: "Vomiting blood (NHS 111 Wales)",
    url: "https://111.wales.nhs.uk/Encyclopaedia/v/article/vomitingblood",
  },
  nca_head_anticoag: {
    title:
      "Head injury advice for adults on blood thinning medication (Northern Care Alliance NHS Foundation Trust)",
    url: "https://northerncarealliance.nhs.uk/patient-information/patient-leaflets/emergency-urgent-care-head-injury-advice-adult-patients-blood-thinning-medication",
  },
  eastamb_head: {
    title: "Head injury (adult) (East of England Ambulance Service NHS Trust)",
    url: "https://eastamb.nhs.uk/your-service/emergency-advice/head-injury-adult",
  },
  readyhealth_serotonin: {
    title: "Handy fact sheet: serotonin syndrome (Ready Health)",
    url: "https://readyhealth.co.uk/blog/serotonin-syndrome",
  },
  sja_diabetic: {
    title: "Diabetic emergency (St John Ambulance)",
    url: "https://www.sja.org.uk/get-advice/first-aid-advice/diabetic-emergencies/diabetic-emergency/?category=12287",
  },
  epilepsy_999: {
    title: "When to dial 999 (Epilepsy Society)",
    url: "https://www.epilepsysociety.org.uk/when-dial-999",
  },
  hackney_meningitis: {
    title: "Common concerns: meningitis and the glass test (Hackney and City Health Visiting, NHS)",
    url: "https://hackneyandcityhealthvisiting.nhs.uk/your-child/common-concerns/",
  },
  brain_sah: {
    title: "Subarachnoid haemorrhage (The Brain Charity)",
    url: "https://www.thebraincharity.org.uk/condition/subarachnoid-haemorrhage/",
  },
  lancs_movements: {
    title: "Concerns about your baby's movements (Lancashire Teaching Hospitals NHS Foundation Trust)",
    url: "https://lancsteachinghospitals.nhs.uk/news/article/155",
  },
  walsall_movements: {
    title: "Can you feel it? Movements matter for mums-to-be (Walsall Healthcare NHS Trust)",
    url: "https://walsallhealthcare.nhs.uk/news/2021/04/25/can-you-feel-it-movements-matter-for-mums-to-be",
  },
  apec_preeclampsia: {
    title: "What are the signs and symptoms of pre-eclampsia? (Action on Pre-eclampsia)",
    url: "https://action-on-pre-eclampsia.org.uk/what-are-the-signs-and-symptoms-of-pre-eclampsia/",
  },
  willington_sepsis: {
    title: "Did you know? Sepsis in adults (Willington Medical Group, NHS)",
    url: "https://www.willingtonmedicalgroup.nhs.uk/about-us/news/804/",
  },
  patient_sepsis: {
    title: "Adult sepsis safety net (Patient.info, with the UK Sepsis Trust)",
    url: "https://patient.info/infections/sepsis-septicaemia-leaflet/adult-sepsis-safety-net",
  },
  nidirect_jaundice: { title: "Jaundice (nidirect)", url: "https://nidirect.gov.uk/conditions/jaundice" },
  gosh_sjs: {
    title: "Stevens-Johnson syndrome (Great Ormond Street Hospital NHS Foundation Trust)",
    url: "https://gosh.nhs.uk/conditions-and-treatments/conditions-we-treat/stevens-johnson-syndrome",
  },
  drpharmacy_sjs: {
    title: "Stevens-Johnson syndrome (Dr Pharmacy)",
    url: "https://drpharmacy.uk/health-detail/?topic=stevens-johnson-syndrome",
  },
};

export const FOURTEENTH_CASES: TriageCase[] = [
  // ── 1. Voice dictation: no punctuation, run-on, mis-hearings, numbers as words ──────────────────────────────
  {
    message:
      "my husband says his chest is really type and its going down his left arm he's gone grey and sweaty what do i do",
    families: ["chest_pain"],
    source: "hedgegrail_heart",
  },
  {
    message:
      "she's having a sieve ure on the kitchen floor she's never had one before its been going about three minutes now",
    families: ["seizure"],
    source: "epilepsy_999",
  },
  {
    message:
      "my mums face has dropped on one side and her words are coming out all jumbled she was fine at breakfast",
    families: ["stroke"],
    source: "barton_stroke",
  },
  {
    message:
      "i'm weezing really bad and my blue in haler isn't doing anything i can't get a full sentence out",
    families: ["breathing"],
    source: "moreton_asthma",
  },
  {
    message:
      "i've just been sick and it looks like coffee granules in the toilet i'm on rivaroxaban for my heart",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message:
      "my daughters got a temperature of thirty nine point five and there's purple spots on her legs that don't go when i press the glass on them",
    families: ["meningitis", "sepsis"],
    source: "hackney_meningitis",
  },
  {
    message:
      "i've took about thirty of my sir trayling and half a bottle of vodka i don't want to be here any more",
    families: ["suicide_self_harm", "overdose"],
    source: "wales_poisoning",
  },
  {
    message:
      "the little one got in my bag and ate some of my iron tablets i think four or five maybe more she's two",
    families: ["child_poisoning"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "my dads diabetic and he's gone really confused and sweaty he won't take the lucozade he keeps pushing it away and he's not making sense",
    families: ["hypoglycaemia"],
    source: "sja_diabetic",
  },
  {
    message:
      "worst headache of my life came on like someone hit me with a bat about ten minutes ago and i've been sick",
    families: ["sudden_headache"],
    source: "brain_sah",
  },
  {
    message:
      "i'm thirty four weeks pregnant and i've got a banging headache and flashing lights in my eyes and my face has puffed right up today",
    families: ["pregnancy_warning"],
    source: "apec_preeclampsia",
  },
  {
    message:
      "my friends collapsed in the garden and she's not answering me she's breathing but i can't wake her up at all",
    families: ["collapse"],
    source: "eastamb_999",
  },
  {
    message:
      "started the saint johns wart last week on top of my sit al oh pram and now i'm shaking sweating my legs keep jerking and my hearts going like the clappers",
    families: ["serotonin_toxicity"],
    source: "readyhealth_serotonin",
  },
  {
    message:
      "my lips and tongue are swelling up after that satay and my throat feels tight i've got an eppy pen somewhere",
    families: ["anaphylaxis"],
    source: "scot_anaphylaxis",
  },
  {
    message:
      "my grandads had a chest infection all week and now he's mumbling nonsense his skins gone all blotchy and he hasn't had a wee since yesterday",
    families: ["sepsis"],
    source: "willington_sepsis",
  },
  {
    message:
      "the whites of my eyes have gone yellow and my wee is like cola i've been taking a green tea extract for weight loss",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "i started a new supplement and now i've got a rash that's blistering and my mouth is full of sores and my eyes are burning i feel like i've got flu",
    families: ["skin_reaction"],
    source: "gosh_sjs",
  },
  {
    message:
      "the dogs eaten a whole pot of my vitamin d tablets the ten thousand units ones he's a little jack russell",
    families: ["animal_poisoning"],
    source: "vethelp_poison",
  },
  {
    message:
      "i can't feel the baby moving since this morning i'm thirty eight weeks she's normally really kicky after my tea",
    families: ["pregnancy_warning"],
    source: "lancs_movements",
  },
  {
    message: "i've cut my arm and it won't stop bleeding its soaked through three towels i did it on purpose",
    families: ["suicide_self_harm", "bleeding"],
    source: "selfharm_hospital",
  },
  {
    message:
      "my sons asthma he's sucking in under his ribs and his lips look a bit blue the inhaler isn't touching it",
    families: ["breathing"],
    source: "moreton_asthma",
  },
  {
    message:
      "i think i'm having a heart attack pain in the middle of my chest like an elephant sat on it and my jaw aches",
    families: ["chest_pain"],
    source: "hedgegrail_heart",
  },
  {
    message:
      "my wifes arm has gone dead and she can't lift it and she's slurring it started twenty minutes ago",
    families: ["stroke"],
    source: "nelincs_stroke",
  },
  {
    message: "he's fitting again he had one ten minutes ago and he hasn't woken up properly in between",
    families: ["seizure"],
    source: "epilepsy_999",
  },
  {
    message:
      "my flatmate took a load of caffeine pills for revising like twelve of them and now her hearts racing and she's been sick four times",
    families: ["overdose"],
    source: "wales_poisoning",
  },
  {
    message:
      "i banged my head on the cupboard door an hour ago i'm on warfarin and now i've been sick twice and feel really drowsy",
    families: ["bleeding", "sudden_headache"],
    source: "nca_head_anticoag",
  },
  {
    message:
      "the babies really floppy and hot and she's making this high pitched cry i've never heard before",
    families: ["meningitis", "sepsis"],
    source: "hackney_meningitis",
  },
  {
    message: "my mums fallen down the stairs and she's not breathing properly and she's gone a funny colour",
    families: ["collapse", "breathing"],
    source: "eastamb_999",
  },
  {
    message: "i just want to end it all tonight i've got the tablets lined up on the side",
    families: ["suicide_self_harm"],
    source: "nidirect_crisis",
  },
  {
    message:
      "my cat's licked up some of the paracetamol i dropped on the floor i don't know how many she got",
    families: ["animal_poisoning"],
    source: "wangford_poison",
  },
  {
    message: "im dying for a brew and a biscuit what vitamins are good for energy in the afternoon",
    families: [],
    note: "idiom: dying for a brew",
    source: "eastamb_999",
  },
  {
    message:
      "my heart stopped when i saw the price of that marine collagen is there a cheaper one that works",
    families: [],
    note: "idiom: heart stopped at a price",
    source: "hedgegrail_heart",
  },
  {
    message: "i had a seizure when i was a kid but i've been fine for twenty years can i take ashwagandha",
    families: [],
    note: "seizure long past, no current symptoms",
    source: "epilepsy_999",
  },
  {
    message: "what does a stroke look like i want to know the signs for my mums sake she lives on her own",
    families: [],
    note: "question about warning signs, nothing happening",
    source: "barton_stroke",
  },
  {
    message:
      "my ribs ache a bit from all the coughing with this cold is honey and lemon and vitamin c alright",
    families: [],
    note: "muscular ache from coughing with a cold",
    source: "hedgegrail_heart",
  },
  {
    message:
      "i was weezing a bit on my run but it went as soon as i used my inhaler asthma nurse says its exercise induced anything to help",
    families: [],
    note: "wheeze settled with reliever, already assessed",
    source: "moreton_asthma",
  },
  {
    message:
      "my daughters diabetic and her sugar was three point eight before tea she had her juice and its back up to six now what snack should follow",
    families: [],
    note: "mild hypo already treated and recovered",
    source: "sja_diabetic",
  },
  {
    message:
      "we watched casualty last night and someone had a bleed on the brain its made me paranoid about my headaches which are just my normal tension ones",
    families: [],
    note: "fiction on TV; usual tension headaches",
    source: "brain_sah",
  },
  {
    message:
      "the baby's got a bit of a rash on her cheeks but it fades when i press the glass on it and she's feeding fine no temperature",
    families: [],
    note: "rash that fades under a glass, well baby",
    source: "hackney_meningitis",
  },
  {
    message:
      "i'm twenty weeks pregnant and my ankles swell a bit by the evening is that normal and can i take magnesium",
    families: [],
    note: "gradual ankle swelling in pregnancy, no warning signs",
    source: "apec_preeclampsia",
  },
  {
    message: "bleeding expensive these fish oils aren't they any you'd recommend under a tenner",
    families: [],
    note: "idiom: bleeding expensive",
    source: "wales_vomiting_blood",
  },
  {
    message:
      "my nan had jaundice years ago after her gallbladder op she's fine now can she take turmeric capsules",
    families: [],
    note: "jaundice in the past, resolved",
    source: "nidirect_jaundice",
  },
  {
    message: "i'm dead tired all the time what should i take iron or b twelve",
    families: [],
    note: "idiom: dead tired",
    source: "eastamb_999",
  },
  {
    message: "my gums bleed a tiny bit when i brush is that a vitamin c thing",
    families: [],
    note: "minor gum bleeding when brushing",
    source: "wales_vomiting_blood",
  },
  {
    message: "i fainted once in the heat last summer at a festival could i have been low on salt",
    families: [],
    note: "faint long past, fully recovered",
    source: "secamb_999",
  },
  {
    message: "my dogs knackered after his walks these days what joint supplement should he have he's eleven",
    families: [],
    note: "old dog tired after walks, no ingestion",
    source: "vethelp_poison",
  },
  {
    message:
      "i'm choking on the price of these protein shakes is there a supermarket one that's just as good",
    families: [],
    note: "idiom: choking on the price",
    source: "nias_999",
  },
  {
    message:
      "what would happen if a toddler ate a couple of these gummy vitamins just asking because i keep them in my handbag",
    families: [],
    note: "hypothetical question about risk, nothing eaten",
    source: "nidirect_poisoning",
  },
  {
    message:
      "can you tell me which magnesium is best for cramp in my calves at night it wakes me up now and then",
    families: [],
    note: "ordinary night cramps",
    source: "eastamb_999",
  },
  {
    message: "how do you spell anaphylaxis i'm doing the write up for my first aid course at work",
    families: [],
    note: "spelling question for a course",
    source: "scot_anaphylaxis",
  },

  // ── 2. Autocorrect and fat-finger typos ───────────────────────────────────────────────────────────────────────
  {
    message:
      "I think my son is having an anaflactic reaction to the peanut bar his face is swelling and hes gone wheezy",
    families: ["anaphylaxis", "breathing"],
    source: "scot_anaphylaxis",
  },
  {
    message: "Can you help my dad is having a stoke his face has gone droopy and his right arm is weak",
    families: ["stroke"],
    source: "barton_stroke",
  },
  {
    message: "My husband is having a hippo and now he wont wake up, hes type one diabetic",
    families: ["hypoglycaemia", "collapse"],
    source: "sja_diabetic",
  },
  {
    message: "Sister just had a ceasure and its been going 6 mins now shes never had one b4",
    families: ["seizure"],
    source: "epilepsy_999",
  },
  {
    message: "Anafalactic shock i think, my throat is closing up after the new pre workout, lips huge",
    families: ["anaphylaxis"],
    source: "bridgewater_aai",
  },
  {
    message: "cehst pain for 20 mins, squeezing, goign down my left arm, feel sick n sweaty",
    families: ["chest_pain"],
    source: "hedgegrail_heart",
  },
  {
    message: "I took 40 paracetamol last nigh t. i feel fine now but i didnt want to wake up",
    families: ["suicide_self_harm", "overdose"],
    source: "wales_poisoning",
  },
  {
    message: "my toddlre ate some of the vitimin gummies with iron in, the whole tub is nearly gone",
    families: ["child_poisoning"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "Serotnin syndrome?? on fluoxetine and started 5htp 3 days ago, now temp 39, twitchign, confused",
    families: ["serotonin_toxicity"],
    source: "readyhealth_serotonin",
  },
  {
    message: "Cant breath properly, lips going blue, inahler not working",
    families: ["breathing"],
    source: "nias_999",
  },
  {
    message: "Vomitting blood, bright red, lots of it, im on apixiban",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message: "Girlfirend collapsed in the shower not responding breathing weird",
    families: ["collapse"],
    source: "eastamb_999",
  },
  {
    message:
      "My wife is 36 wks preg, sudden swelling face and hands, bad headahce and pain under her ribs on the right",
    families: ["pregnancy_warning"],
    source: "apec_preeclampsia",
  },
  {
    message:
      "Meningitus?? my 19yo has a stiff neck, hates the light, high temp and now spots on his tummy that dont fade with the glass",
    families: ["meningitis"],
    source: "hackney_meningitis",
  },
  {
    message: "Dog ate sugar free gummy vits with xylitiol in, about 6, shes a small cockapoo",
    families: ["animal_poisoning"],
    source: "animal_poisonline",
  },
  {
    message: "Sudden thunderclap headahce at the gym, worst pain ive ever had, neck stiff now",
    families: ["sudden_headache"],
    source: "brain_sah",
  },
  {
    message: "yello eyes and itchy all over and my poo is pale after 2 months of kava for anxeity",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "Rash all over after starting lamotrigine plus the new multivit, blistering and skin peeling off my back, lips crusty",
    families: ["skin_reaction"],
    source: "drpharmacy_sjs",
  },
  {
    message: "Septic? Mum had a UTI now shes confused shaking cant stand up, skin looks motled",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message: "my mates jst took a bunch of pills at the party, shes not waking up",
    families: ["overdose", "collapse"],
    source: "wales_poisoning",
  },
  {
    message: "Ive been selfharming tonight and i cut too deep i cant stop the bleedin",
    families: ["suicide_self_harm", "bleeding"],
    source: "selfharm_hospital",
  },
  {
    message: "stroek? my nan cant lift her right arm and shes talking gibberish, started 10 mins ago",
    families: ["stroke"],
    source: "nelincs_stroke",
  },
  {
    message: "Type 1 daughter sugar 1.9 wont eat or drink, v drowsy, having troubel swallowing",
    families: ["hypoglycaemia"],
    source: "sja_diabetic",
  },
  {
    message:
      "Had a fit at work, first ever, collegue says it lasted ages, im still confused and my tongue is bitten",
    families: ["seizure"],
    source: "epilepsy_999",
  },
  {
    message: "heart atack i think, crushing pain in my chest and back, dad had one at 50",
    families: ["chest_pain"],
    source: "hedgegrail_heart",
  },
  {
    message: "My son, 3, drank some of the liquid iron drops, bottle is half gone",
    families: ["child_poisoning"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "Pls help my partner keeps saying hes going to kill himslef tonight and hes got a rope in the car",
    families: ["suicide_self_harm"],
    source: "hpft_suicide",
  },
  {
    message: "cat chewed my ibuprofen blister pack, 2 tabs missing, shes 4kg",
    families: ["animal_poisoning"],
    source: "wangford_poison",
  },
  {
    message: "Is it ok to take vitmain d with my levothyroxin? dont want to overdose lol",
    families: [],
    note: "overdose said casually about normal doses",
    source: "wales_poisoning",
  },
  {
    message: "Whats the differnce between anaphylaxsis and a mild allergy, asking for my kids school form",
    families: [],
    note: "general question for a form",
    source: "scot_anaphylaxis",
  },
  {
    message: "I had a stroke 3 yrs ago and rehab went well, can i take omega 3 with clopidogrel",
    families: [],
    note: "stroke years ago, stable",
    source: "nelincs_stroke",
  },
  {
    message:
      "my hippo last night was 3.5, had jelly babies and was back to 6 in 15 mins, anything to stop night lows?",
    families: [],
    note: "autocorrected hypo, treated and recovered",
    source: "sja_diabetic",
  },
  {
    message: "Heart palps after too much coffee this morning, all gone now, is magnesium good for that",
    families: [],
    note: "brief palpitations, resolved",
    source: "hedgegrail_heart",
  },
  {
    message: "my ceasures are well controlled on keppra, any supps i should avoid?",
    families: [],
    note: "chronic well-controlled epilepsy",
    source: "epilepsy_999",
  },
  {
    message: "Does biotin mess up blood tests? my thyriod test is next week",
    families: [],
    note: "routine test question",
    source: "eastamb_999",
  },
  {
    message: "Got a small itchy rash where my watch strap sits, no other symptoms, is it a nickel allergy",
    families: [],
    note: "localised mild contact rash",
    source: "gosh_sjs",
  },
  {
    message: "can vitamin c stop sepsis? saw a news storey about it this morning",
    families: [],
    note: "question prompted by a news story",
    source: "patient_sepsis",
  },
  {
    message:
      "My dog is a prorper drama queen, yelps the second we walk into the vets, whats a calming supplement",
    families: [],
    note: "anxious dog, nothing eaten",
    source: "vethelp_poison",
  },
  {
    message: "Im 12 wks pregant and have mild morning sickness, is ginger ok to take",
    families: [],
    note: "mild morning sickness",
    source: "apec_preeclampsia",
  },
  {
    message:
      "My migrane is starting, the usual one with aura, same as always, does riboflavin help long term",
    families: [],
    note: "usual migraine pattern, not sudden or new",
    source: "brain_sah",
  },
  {
    message: "Neon yellow wee after taking b vitamins is that normal",
    families: [],
    note: "yellow urine from riboflavin, not jaundice",
    source: "nidirect_jaundice",
  },
  {
    message: "Hayfever so bad my eyes are puffy and my nose is streaming, any natural antihistamine",
    families: [],
    note: "hay fever, not anaphylaxis",
    source: "scot_anaphylaxis",
  },
  {
    message: "took my vit d twice by accident this morning, 1000iu each, is that ok",
    families: [],
    note: "one extra ordinary-strength vitamin D",
    source: "wales_poisoning",
  },
  {
    message: "Fainted after giving blood once years ago, should i take iron before donating next week",
    families: [],
    note: "faint long ago",
    source: "secamb_999",
  },
  {
    message: "bruise easily since starting fish oil, just small ones on my shins, should i stop",
    families: [],
    note: "minor bruising, no bleeding",
    source: "wales_vomiting_blood",
  },
  {
    message: "killing me this back ache from the gym, turmeric or ibuprofen?",
    families: [],
    note: "idiom: killing me",
    source: "eastamb_999",
  },

  // ── 3. UK regional and cultural English ───────────────────────────────────────────────────────────────────────
  {
    message:
      "the wee yin's swallowed a load o ma iron tablets, she's only three, she's greetin and been sick",
    families: ["child_poisoning"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "ma da's no weel at aw, he's took a funny turn, his face is aw droopit and he cannae get his words oot",
    families: ["stroke"],
    source: "barton_stroke",
  },
  {
    message: "ah've a pain in ma chest like a vice, it's gaun doon ma airm an ah'm sweatin buckets",
    families: ["chest_pain"],
    source: "hedgegrail_heart",
  },
  {
    message:
      "me bairn's red hot and gone all floppy and there's a rash that divvent fade under the glass, what do I dee",
    families: ["meningitis", "sepsis"],
    source: "hackney_meningitis",
  },
  {
    message: "wor lass has collapsed in the kitchen, she's not wakin up man, she's breathin but",
    families: ["collapse"],
    source: "eastamb_999",
  },
  {
    message:
      "me ma's proper bad, she's got a water infection and now she's sayin daft things and her lips look blue, la",
    families: ["sepsis"],
    source: "willington_sepsis",
  },
  {
    message:
      "our kid's havin a fit and he's still goin after five minutes, never had one before, I'm bricking it",
    families: ["seizure"],
    source: "epilepsy_999",
  },
  {
    message:
      "our lass is thirty five weeks and she's got a right bad head and she's seein stars, her hands have blown up like balloons",
    families: ["pregnancy_warning"],
    source: "apec_preeclampsia",
  },
  {
    message:
      "me dad's diabetic and he's gone all clammy and mardy, now he's not with it at all, can't get owt down him",
    families: ["hypoglycaemia"],
    source: "sja_diabetic",
  },
  {
    message:
      "my nan's gone all yellow now, her eyes and all, she's been having that turmeric stuff by the handful, and she feels awful bad, see",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message: "I'm after taking the lot of my amitriptyline, mun, I don't want to be here anymore",
    families: ["suicide_self_harm", "overdose"],
    source: "hpft_suicide",
  },
  {
    message: "man's chest is bussin fam like proper tight and my left arm's gone dead, i'm only thirty tho",
    families: ["chest_pain"],
    source: "hedgegrail_heart",
  },
  {
    message: "my g's just dropped at the rave, he ain't waking up, he took something innit",
    families: ["collapse", "overdose"],
    source: "wales_poisoning",
  },
  {
    message:
      "bruv my girl's face is swelling up after she ate the nuts, she can't breathe properly, she's got a pen",
    families: ["anaphylaxis", "breathing"],
    source: "bridgewater_aai",
  },
  {
    message: "wallahi i can't breathe, my chest is locked and the pump ain't doing nothing, can't even chat",
    families: ["breathing"],
    source: "moreton_asthma",
  },
  {
    message:
      "fam i took like fifteen of them caffeine tabs to stay up for exams and now my heart's going mad, i'm shaking and got chest pain",
    families: ["overdose", "chest_pain"],
    source: "wales_poisoning",
  },
  {
    message:
      "my mum's been poorly with a chest infection and now she's gone all floppy and mottled and isn't making sense",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message:
      "grandad took a funny turn at dinner, one side of his mouth is drooping and he can't hold his cup",
    families: ["stroke"],
    source: "nelincs_stroke",
  },
  {
    message: "wee man's after eating his sister's vitamin gummies, the whole tub near enough, he's four",
    families: ["child_poisoning"],
    source: "nidirect_poisoning",
  },
  {
    message: "I'm wile worried, our Ciara's baby hasn't moved since last night and she's thirty six weeks",
    families: ["pregnancy_warning"],
    source: "walsall_movements",
  },
  {
    message: "she's proper bad, lass burst her head on the step and she's on warfarin, keeps being sick",
    families: ["bleeding", "sudden_headache"],
    source: "nca_head_anticoag",
  },
  {
    message: "honestly can't be arsed with life anymore, gonna do myself in tonight, got it all planned",
    families: ["suicide_self_harm"],
    source: "nidirect_crisis",
  },
  {
    message: "me dog's scoffed a full tub of me nan's co-codamol, he's a staffy, what do I do",
    families: ["animal_poisoning"],
    source: "vethelp_poison",
  },
  {
    message:
      "proper bad head came on like a thunderclap when I was on the loo, then I was sick and me neck's stiff",
    families: ["sudden_headache"],
    source: "brain_sah",
  },
  {
    message: "ma pal's been on the bevvy an he's no breathin right, lips are blue, cannae wake him",
    families: ["collapse", "breathing"],
    source: "nias_999",
  },
  {
    message: "bairn's had a fit in the bath, first one ever, she's not come round proper yet",
    families: ["seizure"],
    source: "epilepsy_999",
  },
  {
    message:
      "I've come out in this rash since startin the new tablets, gone all blistery, me mouth's red raw and me eyes are sticky, feel like I've got the flu",
    families: ["skin_reaction"],
    source: "gosh_sjs",
  },
  {
    message: "our kid's wheezin like an old accordion and can't talk, the blue one's done nowt",
    families: ["breathing"],
    source: "moreton_asthma",
  },
  {
    message: "me mam's passin black tarry stuff from her back end and she's that dizzy, she's on aspirin",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message:
      "our lass started that st john's wort off the market with her sertraline and she's sweatin, jittery, twitchin all over and red hot",
    families: ["serotonin_toxicity"],
    source: "readyhealth_serotonin",
  },
  {
    message: "ah'm pure dyin for a roll n square sausage, whit's a good multivitamin for a hangover",
    families: [],
    note: "idiom: dying for food",
    source: "eastamb_999",
  },
  {
    message: "ma heid's nippin efter the bevvy last night, will electrolytes help or just water",
    families: [],
    note: "hangover headache",
    source: "brain_sah",
  },
  {
    message: "me bairn's a bit snotty with a cough but she's eatin and playin fine, what vitamins for kids",
    families: [],
    note: "mild cold in a well child",
    source: "hackney_meningitis",
  },
  {
    message: "I'm dead on me feet after night shifts, la, is b12 worth it",
    families: [],
    note: "idiom: dead on my feet",
    source: "eastamb_999",
  },
  {
    message: "bruv that price made my heart stop fr, anything cheaper for vitamin d",
    families: [],
    note: "idiom: heart stopped",
    source: "hedgegrail_heart",
  },
  {
    message: "man's gonna die if I don't get my creatine before the gym, which brand is legit",
    families: [],
    note: "idiom: gonna die",
    source: "nidirect_crisis",
  },
  {
    message: "our Dave had a heart attack back in 2015, he's grand now on his statins, can he have coq10",
    families: [],
    note: "heart attack long past, stable",
    source: "hedgegrail_heart",
  },
  {
    message: "I nearly had a fit when I saw the bill, any cheap omega 3 you rate",
    families: [],
    note: "idiom: nearly had a fit",
    source: "epilepsy_999",
  },
  {
    message: "ah wis greetin at that film last night, pure emotional, is that low vitamin d lol",
    families: [],
    note: "crying at a film",
    source: "nidirect_crisis",
  },
  {
    message: "our lass is poorly with a cold, just sniffles and a sore throat, is zinc worth it",
    families: [],
    note: "poorly with a mild cold",
    source: "patient_sepsis",
  },
  {
    message:
      "me grandad took a funny turn back in March, they said it was a mini stroke and he's on clopidogrel now, what can he take for his joints",
    families: [],
    note: "TIA months ago, already treated",
    source: "nelincs_stroke",
  },
  {
    message: "this heat's killing me, sweatin like a pig on the building site, do I need electrolytes",
    families: [],
    note: "idiom: heat killing me, no heat illness signs",
    source: "secamb_999",
  },
  {
    message: "I'm mithered to death with me knees, is glucosamine any good",
    families: [],
    note: "idiom: mithered to death",
    source: "eastamb_999",
  },
  {
    message:
      "me nan's gone proper orange from the fake tan for the wedding ha, can beta carotene do that an all",
    families: [],
    note: "orange from fake tan, not jaundice",
    source: "nidirect_jaundice",
  },
  {
    message: "my dog's proper mental today, zoomies round the garden, does he need calming chews",
    families: [],
    note: "excitable dog, nothing eaten",
    source: "animal_poisonline",
  },
  {
    message: "my head's battered with exams, anything for focus that isn't caffeine pills",
    families: [],
    note: "idiom: head battered",
    source: "wales_poisoning",
  },
  {
    message:
      "blud had a nosebleed for like two minutes after sparring, stopped now, does he need vitamin k or summat",
    families: [],
    note: "short nosebleed that stopped",
    source: "wales_vomiting_blood",
  },
  {
    message:
      "I've been proper low since me mam died last year, seeing a bereavement counsellor now and it's helping, does vitamin d help mood",
    families: [],
    note: "grief with support, no thoughts of self-harm",
    source: "nidirect_crisis",
  },
  {
    message: "wee yin's got a bit of nappy rash, she's grand otherwise, anything natural for it",
    families: [],
    note: "nappy rash in a well baby",
    source: "hackney_meningitis",
  },
  {
    message: "that new spin class is a proper killer, legs are in bits, protein or creatine after",
    families: [],
    note: "idiom: a killer workout",
    source: "eastamb_999",
  },

  // ── 4. Carers, care homes, support workers, parents of adults with learning disabilities ──────────────────────
  {
    message:
      "Resident (82F) found on floor, GCS 8, responds to pain only, sats 88 on air. Diabetic on insulin, BM reading LO.",
    families: ["hypoglycaemia", "collapse"],
    source: "sja_diabetic",
  },
  {
    message:
      "SU had tonic-clonic seizure starting 7 mins ago, PRN buccal midazolam given per care plan, still fitting",
    families: ["seizure"],
    source: "epilepsy_999",
  },
  {
    message:
      "Supporting a service user with LD who's just swallowed a full blister strip of her lamotrigine while I was doing the MAR chart",
    families: ["overdose"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "Resident with UTI on trimethoprim now acutely confused, RR 28, BP 84/50, temp 38.9, mottled knees. NEWS 9. Who do I call first",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message:
      "My son is 24 with a learning disability and non verbal, he's clutching his chest, grey and sweating, he can't tell me what's wrong",
    families: ["chest_pain"],
    source: "hedgegrail_heart",
  },
  {
    message: "Obs on SU: sats 86, RR 32, can't finish a sentence, known COPD, nebuliser not helping",
    families: ["breathing"],
    source: "manorview_999",
  },
  {
    message:
      "Night staff here. Resident's left side gone weak, facial droop, speech slurred, last seen well at 02:00",
    families: ["stroke"],
    source: "barton_stroke",
  },
  {
    message: "Client on warfarin has vomited a large amount of dark red blood, pale and clammy, BP dropping",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message:
      "Service user self-harmed with a broken mug, deep laceration to forearm, bleeding through two dressings",
    families: ["suicide_self_harm", "bleeding"],
    source: "selfharm_hospital",
  },
  {
    message:
      "Resident stung by a wasp in the garden, lips and tongue swelling, noisy breathing, no auto-injector on file",
    families: ["anaphylaxis", "breathing"],
    source: "scot_anaphylaxis",
  },
  {
    message: "Home carer. Mrs P is slumped in her chair, not breathing normally and I can't rouse her",
    families: ["collapse"],
    source: "eastamb_999",
  },
  {
    message:
      "My daughter has Down's syndrome, she's 31, says her head suddenly hurt like being hit and now she's vomiting and very sleepy",
    families: ["sudden_headache"],
    source: "brain_sah",
  },
  {
    message:
      "SU found with empty pot of her mum's ferrous sulphate, around 40 missing, she's 19 with autism and says her tummy hurts",
    families: ["overdose"],
    source: "wales_poisoning",
  },
  {
    message:
      "Resident on sertraline, GP added tramadol yesterday, today agitated, sweating profusely, myoclonic jerks, temp 38.5",
    families: ["serotonin_toxicity"],
    source: "readyhealth_serotonin",
  },
  {
    message:
      "Resident's sclera look yellow today and urine in catheter bag very dark, she's been on a herbal supplement her son brought in",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "SU started co-trimoxazole 5 days ago, now widespread rash with blistering, mouth ulcers and sore eyes, temp 38",
    families: ["skin_reaction"],
    source: "gosh_sjs",
  },
  {
    message:
      "Supported living: tenant has said he's going to jump off the bridge tonight and has left the flat, staff following",
    families: ["suicide_self_harm"],
    source: "hpft_suicide",
  },
  {
    message: "Care home cat got into the meds trolley and has eaten what looks like two amlodipine tablets",
    families: ["animal_poisoning"],
    source: "wangford_poison",
  },
  {
    message:
      "My son (29, cerebral palsy) has a temp of 39.5, a purple rash on his legs that doesn't blanch and he's very drowsy",
    families: ["meningitis", "sepsis"],
    source: "hackney_meningitis",
  },
  {
    message: "Resident, 91, fell and hit her head, on apixaban, now more drowsy than usual and vomited once",
    families: ["bleeding", "sudden_headache"],
    source: "nca_head_anticoag",
  },
  {
    message:
      "Diabetic SU shaky, sweating, BM 2.4, refusing the glucose gel and getting more drowsy by the minute",
    families: ["hypoglycaemia"],
    source: "sja_diabetic",
  },
  {
    message:
      "Our son has epilepsy and a learning disability, he's had three seizures in the last half hour without coming round in between",
    families: ["seizure"],
    source: "epilepsy_999",
  },
  {
    message:
      "Supporting a pregnant young woman (32/40) with LD, she says baby hasn't moved all day and she's got bad tummy pain",
    families: ["pregnancy_warning"],
    source: "lancs_movements",
  },
  {
    message:
      "She's had her PRN lorazepam and then took her roommate's too, now unrousable with shallow breathing",
    families: ["overdose", "collapse"],
    source: "wales_poisoning",
  },
  {
    message:
      "Resident had a hypo yesterday treated per protocol, BMs stable since. Family asking about a chromium supplement.",
    families: [],
    note: "hypo already treated, stable",
    source: "sja_diabetic",
  },
  {
    message:
      "SU with epilepsy had his usual absence this morning, a few seconds, care plan says no action. Can he take melatonin?",
    families: [],
    note: "typical brief seizure managed per care plan",
    source: "epilepsy_999",
  },
  {
    message:
      "Resident's obs all in range today, NEWS 0. Family want to bring in cod liver oil, any issue with warfarin?",
    families: [],
    note: "obs normal; interaction question",
    source: "patient_sepsis",
  },
  {
    message: "Doing the med round and wondered if residents should be on vitamin D routinely over winter",
    families: [],
    note: "routine policy question",
    source: "eastamb_999",
  },
  {
    message: "My son (LD, 30) has constipation, usual for him, any fibre supplement that's easy to swallow?",
    families: [],
    note: "chronic usual constipation",
    source: "eastamb_999",
  },
  {
    message:
      "Training question: what sepsis signs should staff escalate? Putting together a poster for the staff room",
    families: [],
    note: "training question, no patient",
    source: "willington_sepsis",
  },
  {
    message:
      "SU says 'this job's killing me' whenever he's asked to hoover, lol. Anyway, any supplement for low energy?",
    families: [],
    note: "idiom: killing me",
    source: "nidirect_crisis",
  },
  {
    message:
      "Carer here. Mr B had a stroke in 2019, residual weakness left arm, stable since. Is glucosamine OK with his meds?",
    families: [],
    note: "old stroke, stable residual weakness",
    source: "barton_stroke",
  },
  {
    message:
      "Resident's palms have a yellowish tinge, she eats carrots all day, whites of her eyes are completely white. Is carotene harmful?",
    families: [],
    note: "carotenaemia, eyes not yellow",
    source: "nidirect_jaundice",
  },
  {
    message:
      "We had a choking incident last month, SALT reviewed, now on pureed diet. Can we get her vitamins in liquid form?",
    families: [],
    note: "past incident, already reviewed",
    source: "nias_999",
  },
  {
    message:
      "SU's sats are 94, normal for him with his COPD, resp nurse happy. Any supplements for lung health?",
    families: [],
    note: "stable baseline sats",
    source: "manorview_999",
  },
  {
    message:
      "Incident review: SU took an extra multivitamin last Tuesday by mistake, 111 said no harm. How do we prevent repeats?",
    families: [],
    note: "past minor error already assessed",
    source: "nidirect_poisoning",
  },
  {
    message:
      "Resident has a mild rash on her back from the new washing powder, no blisters, she's well in herself. Any soothing cream?",
    families: [],
    note: "mild irritant rash, well",
    source: "drpharmacy_sjs",
  },
  {
    message:
      "Our daughter with LD bumps into furniture and bruises her shins, GP checked her bloods and they're normal. Anything for her skin?",
    families: [],
    note: "bruising already investigated",
    source: "wales_vomiting_blood",
  },

  // ── 5. Emergencies tied to supplements themselves ─────────────────────────────────────────────────────────────
  {
    message:
      "Is 50,000 IU of vitamin D every day for a month too much? I've been doing it and now I'm throwing up, so thirsty, confused and my heart keeps skipping",
    families: ["overdose"],
    source: "wales_poisoning",
  },
  {
    message:
      "Quick question about potassium supplements, I took about 10 of the 99mg ones for cramp and now my hands are tingling, my heartbeat feels really irregular and I'm weak",
    families: ["overdose"],
    source: "wales_poisoning",
  },
  {
    message:
      "My 2 year old got into the cupboard and ate the kids multivitamin gummies, about 20 of them, they have iron in. Should I just watch her?",
    families: ["child_poisoning"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "Can you take 5-HTP with venlafaxine? I did yesterday and today I'm sweaty, shivery, my muscles keep jumping and I feel really agitated and hot",
    families: ["serotonin_toxicity"],
    source: "readyhealth_serotonin",
  },
  {
    message:
      "Been taking kava for six weeks for sleep. Now my eyes are yellow and I feel really unwell, vomiting, dark pee. Is this the kava?",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "Started a fat burner with green tea extract, now my skin and eyes are yellow and I'm itchy all over. Should I stop it?",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "Bought an ashwagandha blend last week, now I've got a rash that's blistering and spreading fast, my lips are sore and peeling and I feel fluey. Is this an allergy?",
    families: ["skin_reaction"],
    source: "drpharmacy_sjs",
  },
  {
    message:
      "How much caffeine is in these 200mg tablets? I've had 8 today plus energy drinks and now my chest hurts and my heart's going 180",
    families: ["overdose", "chest_pain"],
    source: "wales_poisoning",
  },
  {
    message:
      "Which iron tablets are OK for toddlers? Asking because mine just ate 6 of my ferrous fumarate 210mg and has been sick",
    families: ["child_poisoning"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "Does fish oil thin the blood? I'm on warfarin, started high dose omega 3, and tonight I've been vomiting blood",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message:
      "Took a new joint formula with shellfish glucosamine, my throat's swelling, hives everywhere and I feel faint",
    families: ["anaphylaxis"],
    source: "scot_anaphylaxis",
  },
  {
    message:
      "My dog got into my bag and ate a bottle of my iron plus vitamin C tablets, maybe 15. She's a beagle. Will she be ok?",
    families: ["animal_poisoning"],
    source: "vethelp_poison",
  },
  {
    message:
      "Can I take more melatonin? I took the whole bottle tonight because I want to sleep and not wake up",
    families: ["suicide_self_harm", "overdose"],
    source: "hpft_suicide",
  },
  {
    message: "Is it normal to feel like this after pre workout? My chest is crushing and my left arm is numb",
    families: ["chest_pain"],
    source: "hedgegrail_heart",
  },
  {
    message:
      "Does berberine lower blood sugar a lot? I'm on gliclazide, started it this week and now I'm shaking, sweaty and my partner says I'm not making sense",
    families: ["hypoglycaemia"],
    source: "sja_diabetic",
  },
  {
    message:
      "What's the max dose of niacin? I took 3000mg and my face and tongue are swelling up and I'm struggling to breathe",
    families: ["anaphylaxis", "breathing"],
    source: "bridgewater_aai",
  },
  {
    message:
      "My son is 15 and swallowed a load of my vitamin D and iron pills on purpose after a row, he says about 30",
    families: ["suicide_self_harm", "overdose", "child_poisoning"],
    source: "wales_poisoning",
  },
  {
    message:
      "Are melatonin gummies safe for kids? My 4 year old ate about ten of them and now she's really hard to wake",
    families: ["child_poisoning"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "Can turmeric cause liver problems? My eyes have gone yellow, I've got pain under my right ribs and I keep being sick",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "My cat chewed open my vitamin D3 spray and licked it all up, she's drooling and been sick twice",
    families: ["animal_poisoning"],
    source: "animal_poisonline",
  },
  {
    message:
      "Pregnant 33 weeks and on my pregnancy vitamins, but today I've got a headache that won't shift, blurred vision and pain under my ribs. Is it the vitamins?",
    families: ["pregnancy_warning"],
    source: "apec_preeclampsia",
  },
  {
    message:
      "Is it the new magnesium? I've got a rash of purple spots that don't fade under a glass, a high fever and a stiff neck",
    families: ["meningitis", "sepsis"],
    source: "hackney_meningitis",
  },
  {
    message:
      "Do ginkgo and aspirin together cause bleeding? I've been taking both and I'm passing black sticky poo and feel faint",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message:
      "Started a new vitamin B complex and within minutes my tongue swelled up and my voice has gone hoarse",
    families: ["anaphylaxis"],
    source: "scot_anaphylaxis",
  },
  {
    message:
      "Which supplement helps after a seizure? My husband just had his first ever fit five minutes ago and he's still very confused",
    families: ["seizure"],
    source: "epilepsy_999",
  },
  {
    earlier: ["I take sertraline 100mg every morning", "is st john's wort any good for low mood?"],
    message:
      "well I added it on Monday anyway and now I'm burning up, twitchy, heart racing and I can't think straight",
    families: ["serotonin_toxicity"],
    source: "readyhealth_serotonin",
  },
  {
    message:
      "What would happen if a child ate a few of my iron tablets? Just want to know how careful to be, they're locked away",
    families: [],
    note: "hypothetical risk question",
    source: "nidirect_poisoning",
  },
  {
    message: "Can I take St John's wort with my sertraline? Haven't started it, just asking before I buy any",
    families: [],
    note: "interaction question before taking",
    source: "readyhealth_serotonin",
  },
  {
    message: "Is kava safe for the liver? Thinking of trying it for anxiety",
    families: [],
    note: "question about risk, no symptoms",
    source: "nidirect_jaundice",
  },
  {
    message: "How much vitamin D is too much? I take 1000 IU a day and wondered about going higher in winter",
    families: [],
    note: "dose question",
    source: "wales_poisoning",
  },
  {
    message: "Green tea extract, any side effects I should know about before buying?",
    families: [],
    note: "question before taking",
    source: "nidirect_jaundice",
  },
  {
    message: "Are caffeine tablets safer than energy drinks for the gym? I'd only take the one",
    families: [],
    note: "ordinary dose question",
    source: "wales_poisoning",
  },
  {
    message:
      "My son had his one gummy vitamin this morning like normal, can he have a second later if he skipped yesterday?",
    families: [],
    note: "normal dose, child",
    source: "nidirect_poisoning",
  },
  {
    message: "Potassium supplements: do I need them if I eat bananas? GP says my levels are fine",
    families: [],
    note: "general question",
    source: "wales_poisoning",
  },
  {
    message: "Can dogs have fish oil? Thinking of giving my lab some for his coat",
    families: [],
    note: "planned pet supplement",
    source: "vethelp_poison",
  },
  {
    message: "Does 5-HTP actually help with mood, and what does it interact with?",
    families: [],
    note: "interaction question, nothing taken",
    source: "readyhealth_serotonin",
  },
  {
    message:
      "Took my iron tablet on an empty stomach and felt a bit queasy, settled after breakfast. Better with food?",
    families: [],
    note: "mild side effect, resolved",
    source: "wales_poisoning",
  },
  {
    message:
      "My poo has gone really dark, nearly black, since starting iron tablets. I feel totally fine. Is that normal?",
    families: [],
    note: "expected dark stools from iron, well",
    source: "wales_vomiting_blood",
  },
  {
    message:
      "Pre workout makes my face tingle and itch for ten minutes then it goes, is that the beta alanine?",
    families: [],
    note: "harmless tingling, no swelling",
    source: "scot_anaphylaxis",
  },
  {
    message:
      "Niacin flush: my face goes red and warm for half an hour after the 500mg, no swelling or breathing trouble, normal?",
    families: [],
    note: "expected niacin flush",
    source: "bridgewater_aai",
  },
  {
    message: "Do melatonin gummies need to be kept away from kids? They look just like sweets",
    families: [],
    note: "safety storage question",
    source: "nidirect_poisoning",
  },
  {
    message: "I'm pregnant, which vitamins should I be taking and how much folic acid?",
    families: [],
    note: "routine pregnancy question",
    source: "apec_preeclampsia",
  },
  {
    message: "Does collagen contain shellfish? I have a shellfish allergy and want to avoid a reaction",
    families: [],
    note: "avoiding an allergen, no reaction",
    source: "scot_anaphylaxis",
  },
  {
    message: "Ashwagandha gave me a mild upset stomach for a day, is that common?",
    families: [],
    note: "mild passing side effect",
    source: "drpharmacy_sjs",
  },
  {
    earlier: ["my dog ate my vitamin D tablets"],
    message:
      "that was back in 2021 and the vet sorted him, he's fine now. What's a good joint supplement for an old spaniel?",
    families: [],
    note: "pet poisoning long past and treated",
    source: "vethelp_poison",
  },
  {
    earlier: ["I'm type 1 diabetic", "feeling shaky"],
    message:
      "had 4 jelly babies, checked again and I'm 5.8 now, feel fine. What snack keeps me steady overnight?",
    families: [],
    note: "hypo treated and recovered",
    source: "sja_diabetic",
  },

  // ── 6. Understatement and hedging ─────────────────────────────────────────────────────────────────────────────
  {
    message:
      "Probably nothing but my chest has felt heavy for about half an hour and I'm a bit sweaty and sick. Don't want to waste anyone's time",
    families: ["chest_pain"],
    source: "hedgegrail_heart",
  },
  {
    message:
      "Sorry to bother you, my husband's speech has gone a bit funny in the last few minutes and his smile looks lopsided. He says he's fine",
    families: ["stroke"],
    source: "barton_stroke",
  },
  {
    message:
      "Is it worth mentioning that I took double my amitriptyline on purpose earlier? Anyway I wanted to ask about vitamin D",
    families: ["suicide_self_harm", "overdose"],
    source: "wales_poisoning",
  },
  {
    message:
      "Don't want to make a fuss but my throat feels a bit tight and my lips are tingling since I ate that cashew bread. I do have a nut allergy",
    families: ["anaphylaxis"],
    source: "bridgewater_aai",
  },
  {
    message:
      "Bit of a silly one, I've been sick a few times and there's darkish bits like coffee grounds in it. I'm on aspirin and clopidogrel. Probably something I ate?",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message:
      "Sorry if this is a stupid question, my little girl (18 months) might have eaten one or two of my iron tablets, I found one on the floor and the pack's short. She seems fine",
    families: ["child_poisoning"],
    source: "nidirect_poisoning",
  },
  {
    message:
      "Not an emergency I'm sure but I've had the most sudden awful headache, came on in a second, never had anything like it",
    families: ["sudden_headache"],
    source: "brain_sah",
  },
  {
    message:
      "I don't want to sound dramatic but I keep thinking everyone would be better off without me, and I've started giving my things away",
    families: ["suicide_self_harm"],
    source: "nidirect_crisis",
  },
  {
    message:
      "Probably overreacting, my mum's got a chest infection with a temperature and now she's a bit muddled, breathing fast, and her hands look bluish",
    families: ["sepsis"],
    source: "willington_sepsis",
  },
  {
    message:
      "Likely nothing, baby's been quieter today, I'm 31 weeks and I've barely felt her since last night. Should I wait for my appointment on Thursday?",
    families: ["pregnancy_warning"],
    source: "walsall_movements",
  },
  {
    message:
      "It's probably just a bit of asthma but I can only say a few words at a time and my reliever isn't really helping",
    families: ["breathing"],
    source: "moreton_asthma",
  },
  {
    message:
      "Sorry to be a pain, my son's diabetic, his sugar is 2.1, he's really drowsy and won't swallow his juice. Is there a supplement for hypos?",
    families: ["hypoglycaemia"],
    source: "sja_diabetic",
  },
  {
    message:
      "Hopefully nothing, my friend had what looked like a fit, she's never had one before. It stopped after a couple of minutes but she's not really coming round",
    families: ["seizure", "collapse"],
    source: "epilepsy_999",
  },
  {
    message:
      "I'm sure it's fine but I noticed my eyes look a bit yellow in the mirror and my pee is really dark. I've been on a liver detox supplement",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "Might be nothing but I've had a rash since starting the new tablets, it's blistering now and the inside of my mouth is sore. Do I need to stop the zinc as well?",
    families: ["skin_reaction"],
    source: "drpharmacy_sjs",
  },
  {
    message:
      "Just checking, my dog ate a few pieces of my sugar free gum (says xylitol) and some of my vitamins. She's a chihuahua and seems ok for now",
    families: ["animal_poisoning"],
    source: "animal_poisonline",
  },
  {
    message:
      "Slightly worried, I can't wake my husband properly on the sofa and he's snoring oddly. He took a few of his sleeping tablets with wine earlier",
    families: ["overdose", "collapse"],
    source: "wales_poisoning",
  },
  {
    message:
      "No rush, my partner had a fall and hit his head, he's on rivaroxaban. He feels ok, just a bit of a headache. Is arnica good for the bruise?",
    families: ["bleeding", "sudden_headache"],
    source: "nca_head_anticoag",
  },
  {
    message:
      "Probably just tiredness, I'm 37 weeks and my feet and face swelled up suddenly today and I keep seeing sparkly lights",
    families: ["pregnancy_warning"],
    source: "apec_preeclampsia",
  },
  {
    message:
      "Not sure if it matters but I'm on citalopram and took some of my sister's tramadol plus 5-HTP, now I'm shaking, sweaty and my legs won't stop jerking",
    families: ["serotonin_toxicity"],
    source: "readyhealth_serotonin",
  },
  {
    message:
      "Hopefully just a bump, my son (17) headed the goalpost at football an hour ago, now he keeps being sick, seems muddled and says his vision is blurry",
    families: ["sudden_headache"],
    source: "eastamb_head",
  },
  {
    earlier: [
      "what's a good magnesium for sleep",
      "I've been feeling really low lately, nothing seems worth it",
    ],
    message: "honestly I've got a stash of pills saved up and tonight feels like the night. sorry, ignore me",
    families: ["suicide_self_harm"],
    source: "hpft_suicide",
  },
  {
    earlier: ["I'm 34 weeks pregnant, is raspberry leaf tea ok?"],
    message:
      "also, don't want to be a bother, but my headache is really bad today and my vision's gone blurry",
    families: ["pregnancy_warning"],
    source: "apec_preeclampsia",
  },
  {
    message: "Sorry to bother you, is it ok to take vitamin C and zinc together?",
    families: [],
    note: "apology, routine question",
    source: "eastamb_999",
  },
  {
    message:
      "Probably a daft question, but can magnesium help with tension headaches? I get them at work, same as always",
    families: [],
    note: "usual tension headaches",
    source: "brain_sah",
  },
  {
    message:
      "Don't want to make a fuss but my knee's been a bit stiff for a few weeks, is glucosamine worth it?",
    families: [],
    note: "mild chronic stiffness",
    source: "eastamb_999",
  },
  {
    message:
      "Is it worth mentioning that I had sepsis two years ago? I'm fully recovered now and want to support my immune system",
    families: [],
    note: "sepsis in the past, recovered",
    source: "patient_sepsis",
  },
  {
    message:
      "Sorry if this is silly, I felt a bit lightheaded when I stood up too fast this morning, fine since. Could I need iron?",
    families: [],
    note: "brief head rush, resolved",
    source: "secamb_999",
  },
  {
    message: "Not an emergency, just curious: what happens if someone takes too much vitamin A?",
    families: [],
    note: "general question about overdose",
    source: "wales_poisoning",
  },
  {
    message:
      "Hope this isn't a waste of your time, my heart flutters sometimes when I'm anxious, GP did an ECG and said it's normal. Anything calming?",
    families: [],
    note: "palpitations already investigated",
    source: "hedgegrail_heart",
  },
  {
    message:
      "Sorry to ask, I had a small nosebleed this morning for a few minutes, it stopped on its own. Is vitamin K relevant?",
    families: [],
    note: "brief nosebleed, stopped",
    source: "wales_vomiting_blood",
  },
  {
    message:
      "Might be nothing, but my toddler tried to grab one of my vitamin gummies and I took it off her before it got near her mouth. Should I keep them higher up?",
    families: [],
    note: "nothing swallowed",
    source: "nidirect_poisoning",
  },
  {
    message:
      "Sorry to bother you, my dad had bypass surgery ten years ago and is doing great. Can he take krill oil with his aspirin?",
    families: [],
    note: "old heart surgery, stable",
    source: "hedgegrail_heart",
  },
  {
    message:
      "Probably overthinking it, I've got a mild cold and my glands are a bit up, no fever. Echinacea?",
    families: [],
    note: "mild cold",
    source: "patient_sepsis",
  },
  {
    message: "I'll kill him if he eats my protein bars again, any that are cheap enough to buy in bulk?",
    families: [],
    note: "idiom: I'll kill him",
    source: "hpft_suicide",
  },
  {
    message:
      "Silly question: my fingers went yellow from a turmeric capsule I split open. Does that mean anything?",
    families: [],
    note: "stained fingers, not jaundice",
    source: "nidirect_jaundice",
  },
  {
    message:
      "Not urgent, I get the odd migraine, took my usual sumatriptan today. Would magnesium help prevent them?",
    families: [],
    note: "usual migraine, treated",
    source: "brain_sah",
  },
  {
    message:
      "Is it worth mentioning I'm on warfarin? I was going to buy a turmeric supplement but wondered about interactions",
    families: [],
    note: "interaction question, no bleeding",
    source: "wales_vomiting_blood",
  },
  {
    message:
      "Probably nothing to worry about, my eczema's flared a bit on my elbows with the cold weather. Would evening primrose help?",
    families: [],
    note: "mild eczema flare",
    source: "gosh_sjs",
  },
  {
    message: "Tiny question, I missed my vitamin D for three days, should I double up?",
    families: [],
    note: "missed dose",
    source: "wales_poisoning",
  },
];
