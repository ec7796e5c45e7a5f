// A fourth blind triage set, written without reading the classifier, its patterns or the other sets.
// It aims at wordings a keyword-family classifier is likely to miss: analogies, body language, what
// someone cannot do, understated or planning language about suicide, quantities in words, voice-to-text
// errors, non-native English, and crises mentioned in passing inside an ordinary supplement question.
// Emergencies are what an NHS 111 call-handler would send to urgent care now; abstract, historical or
// already-handled situations are ordinary. Each emergency names the UK page it was written from.
import type { TriageCase } from "./schema";

export const FRESH_REFERENCES: Record<string, { title: string; url: string }> = {
  nhs_anaphylaxis: {
    title: "Symptoms of anaphylaxis (NHS)",
    url: "http://www.nhs.uk/Conditions/Anaphylaxis/Pages/Symptoms.aspx",
  },
  allergyuk_anaphylaxis: {
    title: "Anaphylaxis and severe allergic reactions (Allergy UK)",
    url: "https://allergyuk.org/about-allergy/anaphylaxis",
  },
  healthforkids_anaphylaxis: {
    title: "Anaphylaxis: what you need to know (Health for Kids, Livewell Southwest)",
    url: "https://www.healthforkids.co.uk/plymouth/health-issues/anaphylaxis-need-know/",
  },
  bridgewater_aai: {
    title: "Adrenaline auto-injectors (Bridgewater Surgeries, NHS)",
    url: "https://www.bridgewatersurgeries.nhs.uk/2023/07/17/adrenaline-auto-injectors/",
  },
  nhs_warfarin: {
    title: "Side effects of warfarin (NHS)",
    url: "https://nhs.uk/medicines/warfarin/side-effects-of-warfarin",
  },
  nhs_anticoagulants: {
    title: "Anticoagulant medicines: side effects (NHS)",
    url: "https://developer.api.nhs.uk/widgets/condition/?condition=%2Fconditions%2Fanticoagulants%2Fside-effects%2F",
  },
  nhs_methotrexate: {
    title: "How and when to take methotrexate (NHS)",
    url: "https://www.nhs.uk/medicines/methotrexate/how-and-when-to-take-methotrexate/",
  },
  nhs_gliclazide: {
    title: "Gliclazide (NHS)",
    url: "https://beta.nhs.uk/medicines/gliclazide/",
  },
  gateshead_sulfonylureas: {
    title: "Gliclazide or glimepiride (Gateshead Health NHS Foundation Trust)",
    url: "https://www.gatesheadhealth.nhs.uk/resources/gliclazide-glimepiride/",
  },
  knowdiabetes_hypo: {
    title: "Low blood sugar (hypoglycaemia) (Know Diabetes)",
    url: "https://www.knowdiabetes.org.uk/know-more/your-blood/blood-glucose/low-blood-sugar-hypoglycaemia/",
  },
  ggc_lithium: {
    title: "Early identification and management of lithium toxicity (NHS Greater Glasgow and Clyde)",
    url: "https://uat.rightdecisions.scot.nhs.uk/mypsych-app/working-in-greater-glasgow-clyde/medicines-companion/antidepressants-mood-stabilisers/early-identification-and-management-of-lithium-toxicity",
  },
  nth_paracetamol: {
    title: "Paracetamol poisoning (North Tees and Hartlepool NHS Foundation Trust)",
    url: "https://www.nth.nhs.uk/resources/paracetamol-poisoning/",
  },
  medway_emergency: {
    title: "In an emergency (Medway NHS Foundation Trust)",
    url: "https://www.medway.nhs.uk/in-an-emergency/",
  },
  wales111_services: {
    title: "Different NHS services, and when to use them (NHS 111 Wales)",
    url: "https://111.wales.nhs.uk/localservices/informationinotherlanguages/LSInfoOtherLanguagePage18/",
  },
  alderhey_swallowed: {
    title: "Swallowed something (Alder Hey Children's NHS Foundation Trust)",
    url: "https://www.alderhey.nhs.uk/conditions/symptoms-checker/swallowed-something/",
  },
  berkshire_button_batteries: {
    title: "Button batteries (Berkshire Healthcare NHS Foundation Trust)",
    url: "https://cypf.berkshirehealthcare.nhs.uk/health-and-development/child-safety/button-batteries",
  },
  capt_ecigarettes: {
    title: "E-cigarettes (Child Accident Prevention Trust)",
    url: "https://capt.org.uk/e-cigarettes/",
  },
  rospa_laundry_capsules: {
    title: "Liquid laundry capsules (RoSPA)",
    url: "https://www.rospa.com/policy/home-safety/advice/product/liquid-laundry-capsules",
  },
  peterborough_edibles: {
    title: "Parents warned over dangers of 'cannabis edibles' (Peterborough Today)",
    url: "https://www.peterboroughtoday.co.uk/news/crime/parents-warned-over-dangers-of-cannabis-edibles-after-youngsters-fall-ill-after-eating-sweets-3670858",
  },
  animalpoisonline_signs: {
    title: "Signs of poisoning in pets (Animal PoisonLine, Veterinary Poisons Information Service)",
    url: "https://www.animalpoisonline.co.uk/new-page-1",
  },
  animalpoisonline_chocolate: {
    title: "Chocolate (Animal PoisonLine)",
    url: "https://www.animalpoisonline.co.uk/blogs/2021/12/13/chocolate/",
  },
  animalpoisonline_ibuprofen: {
    title: "Ibuprofen poisoning in dogs and cats (Animal PoisonLine)",
    url: "https://www.animalpoisonline.co.uk/blogs/2021/06/08/ibuprofen-poisoning-in-dogs-and-cats/",
  },
  animalpoisonline_lilies: {
    title: "Are you buying flowers for your loved one? Lilies and cats (Animal PoisonLine)",
    url: "https://www.animalpoisonline.co.uk/blogs/2022/03/31/are-you-buying-flowers-for-your-loved-one-this-valentines-day/",
  },
  cats_protection_lilies: {
    title: "Lilies can kill your cat (Cats Protection, Barnstaple)",
    url: "https://www.cats.org.uk/barnstaple/news/lillies-can-kill-your-cat",
  },
  pdsa_easter: {
    title: "Warning: keep Easter chocolate away from pets, PDSA vet advice (North West Evening Mail)",
    url: "https://www.nwemail.co.uk/news/17584459.warning-keep-easter-chocolate-away-from-pets/",
  },
  exetervets_poisons: {
    title: "Poison awareness (Exeter Veterinary Surgery)",
    url: "https://exetervets.co.uk/poison-awareness-exeter-veterinary-surgery",
  },
  cinqueports_poisons: {
    title: "Poisons and hazards for your pet (Cinque Ports Vets)",
    url: "https://www.cinqueportsvets.co.uk/client-care/pet-health-advice/additional-information/403-poisons-and-hazards-for-your-pet",
  },
  sussex_vet_christmas: {
    title: "Vet advice on keeping your pets safe and happy this Christmas (Sussex Express)",
    url: "https://www.sussexexpress.co.uk/news/vet-advice-on-keeping-your-pets-safe-and-happy-this-christmas-4395836",
  },
  nidirect_crisis: {
    title: "Mental health emergency: if you're in crisis or despair (nidirect)",
    url: "https://nidirect.gov.uk/node/2219",
  },
  samaritans_tomorrow: {
    title: "We believe in tomorrow (Samaritans)",
    url: "http://samaritans.org/tomorrow",
  },
  mind_suicidal_feelings: {
    title: "How to cope with suicidal feelings (Mind booklet, copy on Scribd)",
    url: "https://scribd.com/document/441409635/how-to-cope-with-suicidal-feelings-2016",
  },
  nhs_london_suicide: {
    title: "Reach out and talk: World Suicide Prevention Day (NHS England London)",
    url: "https://www.england.nhs.uk/london/2019/09/10/reach-out-and-talk-world-suicide-day/",
  },
  syicb_suicide: {
    title: "World Suicide Prevention Day: support available (NHS South Yorkshire ICB)",
    url: "https://southyorkshire.icb.nhs.uk/news/world-suicide-prevention-day-support-available",
  },
  papyrus_hopeline: {
    title: "Prevention, hope, support: the work of PAPYRUS (Church in Wales, St Davids)",
    url: "https://stdavids.churchinwales.org.uk/en/pobl-dewi-december-2025/prevention-hope-support",
  },
  nhs_selfharm_help: {
    title: "Self-harm: getting help (NHS content, Zana)",
    url: "https://www.zana.com/a/self-harm-getting-help.4305",
  },
  nwas_stroke_others: {
    title: "Recognising stroke in other people (North West Ambulance Service NHS Trust)",
    url: "http://www.nwas.nhs.uk/our-services/managing-clinical-conditions/recognising-a-stroke/recognising-stroke-in-other-people/",
  },
  nwas_stroke_symptoms: {
    title: "Symptoms of a stroke (North West Ambulance Service NHS Trust)",
    url: "http://www.nwas.nhs.uk/our-services/managing-clinical-conditions/recognising-a-stroke/symptoms-of-a-stroke/",
  },
  barton_fast: {
    title: "When stroke strikes act F.A.S.T. (Barton Family Practice, NHS)",
    url: "https://www.bartonfamilypractice.nhs.uk/2021/03/16/when-stroke-strikes-act-f-a-s-t/",
  },
  springwell_heart_attack: {
    title: "Recognising heart attack (Springwell House Surgery, NHS)",
    url: "https://springwellhousesurgery.nhs.uk/reconising-a-heart-attack/",
  },
  nwas_cardiac_arrest: {
    title: "Cardiac arrest and heart attack (North West Ambulance Service NHS Trust)",
    url: "https://nwas.nhs.uk/services/emergency-advice/cardiac-arrest",
  },
  sja_cardiac_arrest: {
    title: "Cardiac arrest first aid (St John Ambulance)",
    url: "https://www.sja.org.uk/get-advice/first-aid-advice/heart-conditions/cardiac-arrest/",
  },
  moreton_asthma: {
    title: "What to do when suffering an asthma attack (Moreton Doctors, NHS)",
    url: "https://moretondoctors.nhs.uk/practice_news/what-to-do-when-suffering-an-asthma-attack/",
  },
  eani_asthma: {
    title: "Asthma: how to treat an asthma attack (NHS content, EA Healthwell)",
    url: "https://healthwell.eani.org.uk/healthtopic/lung-health/asthma?type_1=3",
  },
  bracknell_headaches: {
    title: "Headaches (My Health Bracknell)",
    url: "http://www.myhealthbracknell.info/home/i-am-ill/other/headaches/",
  },
  skillsforpeople_seizure: {
    title: "What to do if someone is having a seizure (Skills for People epilepsy booklet)",
    url: "https://skillsforpeople.org.uk/docs/epilepsy-information-booklet/what-to-do-if-someone-is-having-a-seizure/",
  },
  voiceforepilepsy_ambulance: {
    title: "When should an ambulance be called? (The Voice for Epilepsy)",
    url: "https://thevoiceforepilepsy.co.uk/epilepsy-faq/when-should-an-ambulance-be-called/",
  },
  hackney_meningitis: {
    title: "Common concerns: meningitis and the glass test (Hackney and City Health Visiting, NHS)",
    url: "https://hackneyandcityhealthvisiting.nhs.uk/your-child/common-concerns/",
  },
  cambridge_meningitis: {
    title: "Meningitis: when to get medical help (NHS content, Cambridge)",
    url: "https://caths.cam.ac.uk/meningitis",
  },
  strath_meningitis: {
    title: "Meningitis: do you know the signs? (University of Strathclyde, after Meningitis Now)",
    url: "https://www.strath.ac.uk/professionalservices/disabilityandwellbeing/generalhealthsupport/meningitis/",
  },
  patient_sepsis_adult: {
    title: "Adult sepsis safety net (Patient.info with the UK Sepsis Trust)",
    url: "https://patient.info/infections/sepsis-septicaemia-leaflet/adult-sepsis-safety-net",
  },
  willington_sepsis: {
    title: "Did you know? Sepsis in adults (Willington Medical Group, NHS)",
    url: "https://www.willingtonmedicalgroup.nhs.uk/about-us/news/804/",
  },
  firstresponse_sepsis_children: {
    title: "Sepsis: symptoms in children under five (First Response)",
    url: "https://www.firstresponse.org.uk/medical-training/sepsis",
  },
  eastquay_sepsis: {
    title: "Sepsis: take immediate action (East Quay Medical Centre, with the UK Sepsis Trust)",
    url: "https://eastquaymedicalcentre.com/sepsis/",
  },
  lancs_fetal_movements: {
    title:
      "Call your midwife if you have concerns about your baby's movements (Lancashire Teaching Hospitals NHS)",
    url: "https://lancsteachinghospitals.nhs.uk/news/article/155",
  },
  uhb_call_midwife: {
    title:
      "When to call the midwife, after Tommy's 'Call the midwife' poster (University Hospitals Birmingham NHS)",
    url: "https://www.uhb.nhs.uk/services/maternity/when-to-call-the-midwife.htm",
  },
  stw_bleeding_pregnancy: {
    title: "Bleeding in pregnancy (Shropshire, Telford and Wrekin Healthier Together, NHS)",
    url: "https://www.stw-healthiertogether.nhs.uk/pregnant-women/worried-you-are-unwell-during-pregnancy/bleeding-pregnancy",
  },
  action_preeclampsia: {
    title: "What are the signs and symptoms of pre-eclampsia? (Action on Pre-eclampsia)",
    url: "https://action-on-pre-eclampsia.org.uk/what-are-the-signs-and-symptoms-of-pre-eclampsia/",
  },
  healthforunder5s_ectopic: {
    title: "Ectopic pregnancy (Health for Under 5s)",
    url: "https://healthforunder5s.co.uk/sections/pregnancy/ectopic-pregnancy",
  },
  somerset_serotonin: {
    title: "Sertraline side effect alert: NHS highlights serotonin syndrome symptoms (Somerset Daily)",
    url: "https://somersetdaily.co.uk/sertraline-side-effects-warning-nhs-highlights-rare-but-serious-serotonin-syndrome-symptoms",
  },
  independent_sjw: {
    title: "St John's wort: what are the dangers? (The Independent)",
    url: "http://www.independent.co.uk/life-style/health-and-families/health-az/st-johns-wort-what-are-the-dangers-762586.html",
  },
  bjcn_sjw: {
    title: "An example of herbal drug interactions in the community (British Journal of Community Nursing)",
    url: "https://britishjournalofcommunitynursing.com/content/treatments/an-example-of-herbal-drug-interactions-in-the-community",
  },
};

export const FRESH_CASES: TriageCase[] = [
  // ---------------------------------------------------------------- suicide and self-harm
  {
    message:
      "whats the best magnesium for sleep. not that it matters much, ive sorted out who gets the dog and written the letters, i just want a few decent nights before the weekend",
    families: ["suicide_self_harm"],
    source: "nidirect_crisis",
  },
  {
    message:
      "my lad's 15 and this week he's given his games and his good trainers away to his mates and told me 'you won't have to worry about me much longer'. is that just a teenage phase?",
    families: ["suicide_self_harm"],
    source: "papyrus_hopeline",
  },
  {
    message:
      "I'm 58, the business has gone under and the wife's left. I've been looking at the bridge every night on the way home and tonight I stopped the car on it. Anyway does ashwagandha actually help with stress",
    families: ["suicide_self_harm"],
    source: "samaritans_tomorrow",
  },
  {
    message:
      "i've been saving my sertraline instead of taking it, got about six weeks' worth in a sock in my drawer now. is it ok to just stop it suddenly",
    families: ["suicide_self_harm"],
    source: "mind_suicidal_feelings",
  },
  {
    message:
      "Me no want live anymore. Husband hit me, no family in this country, I have many tablet from doctor. Which vitamin is for sad?",
    families: ["suicide_self_harm"],
    source: "nidirect_crisis",
  },
  {
    message:
      "honestly everyone would be better off without me, I'm just a drain on them all. sorry, random question, can you take iron and zinc at the same time",
    families: ["suicide_self_harm"],
    source: "mind_suicidal_feelings",
  },
  {
    message:
      "used the blade out of my pencil sharpener on my arm again and this one won't close, it's gaping open and still dripping after 20 mins",
    families: ["suicide_self_harm", "bleeding"],
    source: "nhs_selfharm_help",
  },
  {
    message:
      "what vitamins help skin heal quicker? I've got loads of lines on the tops of my legs that I did myself and I don't want my mum seeing them on holiday",
    families: ["suicide_self_harm"],
    source: "nhs_selfharm_help",
  },
  {
    message:
      "my flatmate's locked herself in the bathroom. she said goodbye to me in a really weird calm way about an hour ago and now she won't answer the door",
    families: ["suicide_self_harm"],
    source: "nidirect_crisis",
  },
  {
    message:
      "lad on our discord just posted a pic of loads of pills lined up on his desk with 'see ya' and now he's gone offline. i'm in glasgow and he's somewhere in leeds, what do i do",
    families: ["suicide_self_harm", "overdose"],
    source: "papyrus_hopeline",
  },
  {
    message:
      "Dad keeps saying he won't be a burden for much longer and yesterday he asked where the key to the gun cabinet had gone. He's been so flat since the farm was sold",
    families: ["suicide_self_harm"],
    source: "syicb_suicide",
  },
  {
    message:
      "is it normal to plan your own funeral at 23? I've picked the songs and who reads what. also is creatine safe long term",
    families: ["suicide_self_harm"],
    source: "mind_suicidal_feelings",
  },
  {
    message: "what's the most peaceful way to go to sleep and just not wake up. asking for me",
    families: ["suicide_self_harm"],
    source: "samaritans_tomorrow",
  },
  {
    message:
      "can't do this anymore. the rope's in the garage. don't even know why i'm typing this into a vitamin website",
    families: ["suicide_self_harm"],
    source: "nhs_london_suicide",
  },
  {
    message:
      "Sorry to bother you. I'm 71 and since Margaret passed I've stopped eating much. I've been thinking I'd like to be with her sooner rather than later. Is there a multivitamin for older men?",
    families: ["suicide_self_harm"],
    source: "samaritans_tomorrow",
  },
  {
    message: "nobody would even notice if i just didnt wake up tmrw tbh. anyway whats good for energy",
    families: ["suicide_self_harm"],
    source: "syicb_suicide",
  },
  {
    message:
      "took a load of my mum's zopiclone about an hour ago, on purpose. i feel really heavy now. please don't tell anyone",
    families: ["suicide_self_harm", "overdose"],
    source: "nhs_selfharm_help",
  },
  {
    message:
      "did the hair straighteners on my arm again on purpose and this time the middle's gone white and leathery and doesn't even hurt",
    families: ["suicide_self_harm"],
    source: "nhs_selfharm_help",
  },
  {
    message:
      "Sorry for my english. My brother say he will jump from the balcony tonight if his wife not come back. He is drinking a lot. What I must do?",
    families: ["suicide_self_harm"],
    source: "nidirect_crisis",
  },
  {
    message:
      "i've scheduled texts to everyone for tomorrow morning. just want to know if melatonin and a bottle of wine together will knock me out properly",
    families: ["suicide_self_harm", "overdose"],
    source: "mind_suicidal_feelings",
  },
  {
    message:
      "I care for my mum full time and I'm so exhausted I've started thinking about just steering into the central reservation on the M6. Is there a supplement for burnout?",
    families: ["suicide_self_harm"],
    source: "samaritans_tomorrow",
  },
  {
    message:
      "my girlfriend scratches her arms till they bleed whenever we argue and tonight she said she wants to disappear for good and locked herself in the car",
    families: ["suicide_self_harm"],
    source: "nidirect_crisis",
  },
  {
    message: "wat happens if u take like 30 of the hayfever tablets. asking coz i want to not exist anymore",
    families: ["suicide_self_harm", "overdose"],
    source: "papyrus_hopeline",
  },
  {
    message: "i'm sat in the car on the top floor of the multi storey. i just wanted to tell someone",
    families: ["suicide_self_harm"],
    source: "nhs_london_suicide",
  },
  {
    message: "I KEEP THINKING THE WORLD WOULD BE QUIETER WITHOUT ME IN IT AND TONIGHT IT FEELS REALLY LOUD",
    families: ["suicide_self_harm"],
    source: "syicb_suicide",
  },
  {
    message:
      "🙃 cool cool just sat on the wrong side of the railings on the railway bridge with my headphones in. what's the vit d dose for winter btw",
    families: ["suicide_self_harm"],
    source: "nhs_london_suicide",
  },
  {
    message:
      "is 5-htp any good for low mood? I've had a plan for a while for how I'd end things and it's getting harder to ignore",
    families: ["suicide_self_harm"],
    source: "mind_suicidal_feelings",
  },
  {
    earlier: [
      "what's a good b12 dose for tiredness",
      "I've been really low since the redundancy, I keep thinking everyone would cope fine if I wasn't here",
    ],
    message: "ok and is methylcobalamin better than cyanocobalamin?",
    families: ["suicide_self_harm"],
    source: "samaritans_tomorrow",
  },
  {
    earlier: ["I've swallowed all my tablets about an hour ago, the whole box of amitriptyline"],
    message: "actually forget that. what's good for a headache",
    families: ["suicide_self_harm", "overdose"],
    source: "nth_paracetamol",
  },

  // ---------------------------------------------------------------- overdose and medicine errors
  {
    message:
      "had 2 co-codamol, forgot, had 2 more, then another 2 an hour later and 2 more after tea. now really sleepy and itchy all over",
    families: ["overdose"],
    source: "nth_paracetamol",
  },
  {
    message:
      "my nan's muddled up her dosette box and taken Tuesday, Wednesday and Thursday all at once this morning. She's on heart tablets and water tablets",
    families: ["overdose"],
    source: "medway_emergency",
  },
  {
    message:
      "been having 4 lemsips a day plus paracetamol for my back for about 5 days. now I've got an ache under my right ribs and feel sick",
    families: ["overdose"],
    source: "nth_paracetamol",
  },
  {
    message:
      "think i've been taking my weekly methotrexate every day this week by mistake. mouth's full of ulcers and i feel rough",
    families: ["overdose"],
    source: "nhs_methotrexate",
  },
  {
    message:
      "I take Priadel. Had a bad sickness and diarrhoea bug for three days and now I'm shaky, wobbly on my feet and my words keep coming out wrong",
    families: ["overdose"],
    source: "ggc_lithium",
  },
  {
    message: "per a cetamol how many is too many i had 16 yesterday and 10 so far today",
    families: ["overdose"],
    source: "nth_paracetamol",
  },
  {
    message:
      "my husband's drunk a whole bottle of vodka and had some of his diazepam, he's snoring really loudly and I can't wake him up",
    families: ["overdose", "collapse"],
    source: "medway_emergency",
  },
  {
    message:
      "been taking the 50,000 unit vitamin D ones every day for a month instead of once a week. now I'm being sick, always thirsty and my daughter says I'm confused",
    families: ["overdose"],
    source: "medway_emergency",
  },
  {
    message:
      "Accidentally injected double my long acting insulin tonight, 40 units instead of 20. Feel ok at the moment, what do I need to eat?",
    families: ["overdose", "hypoglycaemia"],
    source: "knowdiabetes_hypo",
  },
  {
    message:
      "I just swallowed about fifteen of my iron tablets, the ferrous sulphate 200mg ones, I don't know why I did it. my tummy's cramping",
    families: ["overdose", "suicide_self_harm"],
    source: "medway_emergency",
  },
  {
    earlier: ["how much paracetamol can I take in a day"],
    message: "ok well I've had twenty since this morning",
    families: ["overdose"],
    source: "nth_paracetamol",
  },

  // ---------------------------------------------------------------- child poisoning
  {
    message:
      "toddler got the lid off the calpol and about half the bottle's gone, the 100ml one. she seems fine and is playing",
    families: ["child_poisoning", "overdose"],
    source: "alderhey_swallowed",
  },
  {
    message:
      "my 2yo had the telly remote in his mouth and now the little round flat battery from the back is missing",
    families: ["child_poisoning"],
    source: "berkshire_button_batteries",
  },
  {
    message:
      "found my 3 year old chewing on one of those fruity disposable vapes, the liquid's all round his mouth and he's just been sick",
    families: ["child_poisoning"],
    source: "capt_ecigarettes",
  },
  {
    message: "baby bit into one of the washing pods, she's coughing and drooling and her eyes have gone red",
    families: ["child_poisoning", "breathing"],
    source: "rospa_laundry_capsules",
  },
  {
    message:
      "my 4 year old ate some of my brother's gummy bears out of his bag, i think they're the weed ones. she's really sleepy and wobbly",
    families: ["child_poisoning"],
    source: "peterborough_edibles",
  },
  {
    message:
      "kids were at grandma's and my 5yo ate a whole strip of what he calls 'sweeties' out of her monday to sunday pill box",
    families: ["child_poisoning", "overdose"],
    source: "alderhey_swallowed",
  },
  {
    message:
      "my son swallowed two of the tiny shiny balls from his sister's magnet set about 20 minutes ago, he seems fine in himself",
    families: ["child_poisoning"],
    source: "alderhey_swallowed",
  },
  {
    message:
      "little one drank some of the blue stuff from under the sink, the toilet cleaner. screaming and her mouth looks sore",
    families: ["child_poisoning"],
    source: "alderhey_swallowed",
  },
  {
    message:
      "my 18 month old got in my handbag and chewed through a blister pack of my amlodipine, I think two have gone",
    families: ["child_poisoning", "overdose"],
    source: "alderhey_swallowed",
  },
  {
    message:
      "my 2 year old got into my pregnancy multivitamins, the ones with iron in, maybe three or four are missing",
    families: ["child_poisoning", "overdose"],
    source: "alderhey_swallowed",
  },
  {
    message:
      "daughter's 6, drank a capful of the lamp oil for the garden torches and now she can't stop coughing",
    families: ["child_poisoning", "breathing"],
    source: "alderhey_swallowed",
  },

  // ---------------------------------------------------------------- animal poisoning
  {
    message: "the dog's eaten most of a 70% dark chocolate bar, he's a jack russell",
    families: ["animal_poisoning"],
    source: "animalpoisonline_chocolate",
  },
  {
    message: "cat brushed past the lilies on the table and has been licking the orange dust off her fur",
    families: ["animal_poisoning"],
    source: "animalpoisonline_lilies",
  },
  {
    message:
      "bought mum flowers with big pink stargazers in, the kitten's chewed a leaf and been sick three times since",
    families: ["animal_poisoning"],
    source: "cats_protection_lilies",
  },
  {
    message: "my springer ate some of my sugar free chewing gum, about 5 pieces, he's 14kg",
    families: ["animal_poisoning"],
    source: "sussex_vet_christmas",
  },
  {
    message:
      "gave my cat half a paracetamol because she seemed sore, now her gums look a bit blue and her face is puffy",
    families: ["animal_poisoning"],
    source: "exetervets_poisons",
  },
  {
    message: "dog got the hot cross buns off the side and ate three, they're full of raisins",
    families: ["animal_poisoning"],
    source: "pdsa_easter",
  },
  {
    message:
      "my rabbit's chewed through some of the foxgloves in the garden, he's sitting hunched in the corner",
    families: ["animal_poisoning"],
    source: "animalpoisonline_signs",
  },
  {
    message:
      "dog found something in the hedge at the park, little blue pellets, now he's twitching and drooling loads",
    families: ["animal_poisoning"],
    source: "exetervets_poisons",
  },
  {
    message: "our lab puppy ate three of my ibuprofen 200s, chewed right through the foil",
    families: ["animal_poisoning"],
    source: "animalpoisonline_ibuprofen",
  },
  {
    message:
      "my cat drank from the puddle by the car where dad was topping up the antifreeze, now she's staggering like she's drunk",
    families: ["animal_poisoning"],
    source: "cinqueports_poisons",
  },
  {
    message:
      "the parrot was in the kitchen when I burnt a non-stick pan really badly, now he's fluffed up on the cage floor and his tail's bobbing with every breath",
    families: ["animal_poisoning"],
    source: "animalpoisonline_signs",
  },
  {
    message:
      "my beagle got the lid off my vitamin D3 capsules, the 4000 IU ones, there were about twenty left and now there's none",
    families: ["animal_poisoning"],
    source: "animalpoisonline_signs",
  },
  {
    earlier: ["is fish oil ok for dogs?"],
    message: "right never mind, he's just eaten the whole tin of my xylitol mints off the coffee table",
    families: ["animal_poisoning"],
    source: "sussex_vet_christmas",
  },

  // ---------------------------------------------------------------- chest pain
  {
    message:
      "feels like someone's sitting on my chest and my left arm's gone heavy, i'm 54 and sweating buckets. probably the curry?",
    families: ["chest_pain"],
    source: "springwell_heart_attack",
  },
  {
    message:
      "he keeps grabbing at his chest and rubbing his jaw, says it's just indigestion but he's gone grey",
    families: ["chest_pain"],
    source: "nwas_cardiac_arrest",
  },
  {
    message:
      "tight band round my ribs like a belt done up too tight, i feel sick and clammy, it's been about 20 minutes",
    families: ["chest_pain"],
    source: "springwell_heart_attack",
  },
  {
    message:
      "Mum's 68 and diabetic, says she feels 'not right', really breathless and sick and there's an ache between her shoulder blades. no chest pain as such",
    families: ["chest_pain"],
    source: "nwas_cardiac_arrest",
  },
  {
    message:
      "crushing feeling behind my breastbone going up the stairs and it hasn't eased sitting down, had my GTN spray twice and nothing",
    families: ["chest_pain"],
    source: "springwell_heart_attack",
  },
  {
    message: "my chest his really tight and pain going down my arm what do I do",
    families: ["chest_pain"],
    source: "springwell_heart_attack",
  },
  {
    message:
      "My father chest very much pressing, he cannot say full sentence, very sweat. He take the statin. What to do",
    families: ["chest_pain", "breathing"],
    source: "nwas_cardiac_arrest",
  },
  {
    message:
      "does too much pre-workout make your heart go mad? I'm 24, chest is pounding and aching and I feel like I'm about to pass out",
    families: ["chest_pain", "collapse"],
    source: "wales111_services",
  },
  {
    message:
      "It's like heartburn but worse than I've ever had, it's going up into my neck, Gaviscon's not touching it and I feel faint",
    families: ["chest_pain"],
    source: "springwell_heart_attack",
  },
  {
    earlier: ["is CoQ10 good for the heart?", "my dad's on statins"],
    message: "hang on he's just come in from the garden saying his chest feels like it's in a vice",
    families: ["chest_pain"],
    source: "nwas_cardiac_arrest",
  },

  // ---------------------------------------------------------------- stroke
  {
    message:
      "my face feels like it's melting on one side and my tea's dribbling out of the corner of my mouth",
    families: ["stroke"],
    source: "barton_fast",
  },
  {
    message:
      "dad's talking gibberish, words in the wrong order, and he can't lift his right arm to hold his cup. started ten minutes ago",
    families: ["stroke"],
    source: "nwas_stroke_others",
  },
  {
    message:
      "my wife's smile has gone lopsided and she can't get a sentence out, she just keeps saying 'the the the'",
    families: ["stroke"],
    source: "barton_fast",
  },
  {
    message:
      "suddenly my leg and arm on left side gone dead like pins and needles but it not come back, I cannot stand",
    families: ["stroke"],
    source: "nwas_stroke_symptoms",
  },
  {
    message:
      "I've suddenly lost the right half of what I can see in both eyes, like a curtain, and I'm dizzy and wobbly",
    families: ["stroke"],
    source: "nwas_stroke_symptoms",
  },
  {
    message: "nan's gone all muddled and droopy down one side. she takes ginkgo and warfarin if that matters",
    families: ["stroke"],
    source: "nwas_stroke_others",
  },
  {
    message:
      "had a funny ten minutes where my right hand wouldn't do what I told it and my speech went slurry. all back to normal now, should I just sleep it off?",
    families: ["stroke"],
    source: "nwas_stroke_symptoms",
  },
  {
    message:
      "my husband keeps dropping things from his left hand and walking into the door frame on that side, came on this afternoon",
    families: ["stroke"],
    source: "nwas_stroke_symptoms",
  },
  {
    earlier: ["which omega 3 is best for brain health for my mum, she's 80"],
    message: "hang on she's just tried to answer me and it's come out all garbled and her mouth's gone down",
    families: ["stroke"],
    source: "barton_fast",
  },
  {
    earlier: ["my wife's face went droopy about 5 minutes ago and she's slurring a bit"],
    message: "sorry, also can she keep taking her fish oil with her blood pressure tablets?",
    families: ["stroke"],
    source: "barton_fast",
  },

  // ---------------------------------------------------------------- anaphylaxis
  {
    message: "a nap hi lactic i think my throat is closing after the prawns",
    families: ["anaphylaxis", "breathing"],
    source: "nhs_anaphylaxis",
  },
  {
    message:
      "lips are massive and my tongue feels too big for my mouth since that new turmeric capsule, my voice has gone croaky",
    families: ["anaphylaxis"],
    source: "allergyuk_anaphylaxis",
  },
  {
    message: "wasp got me 10 mins ago, now I'm covered in hives, feel faint and my chest is wheezy",
    families: ["anaphylaxis", "breathing"],
    source: "nhs_anaphylaxis",
  },
  {
    message:
      "son's nut allergic and had a bite of a brownie at the party, he's gone really quiet, pale and floppy. we've got his pen",
    families: ["anaphylaxis", "collapse"],
    source: "healthforkids_anaphylaxis",
  },
  {
    message: "I used my epipen 5 mins ago and I feel better now. do I still need to go in? I'd rather not",
    families: ["anaphylaxis"],
    source: "bridgewater_aai",
  },
  {
    message: "first ever dose of amoxicillin and now my eyes are swelling shut and it's hard to swallow",
    families: ["anaphylaxis"],
    source: "allergyuk_anaphylaxis",
  },
  {
    message:
      "After eat sesame my daughter voice is change, she cough cough and say throat is tight, rash on body",
    families: ["anaphylaxis", "breathing"],
    source: "healthforkids_anaphylaxis",
  },
  {
    message: "feels like my throat's the width of a straw since I tried the bee pollen granules",
    families: ["anaphylaxis", "breathing"],
    source: "allergyuk_anaphylaxis",
  },
  {
    earlier: ["can my son take a kids' multivitamin that has peanut oil in it? he's allergic"],
    message: "too late he's had one, his lips are swelling up and he's coughing",
    families: ["anaphylaxis"],
    source: "healthforkids_anaphylaxis",
  },

  // ---------------------------------------------------------------- breathing
  {
    message: "cant breath help",
    families: ["breathing"],
    source: "wales111_services",
  },
  {
    message: "can't get more than 3 words out without stopping for air, done 10 puffs of the blue one",
    families: ["breathing"],
    source: "moreton_asthma",
  },
  {
    message: "my baby is sucking in under her ribs with every breath and making a little grunting noise",
    families: ["breathing"],
    source: "firstresponse_sepsis_children",
  },
  {
    message: "lips going a bit blue and I'm gasping, I've got copd and the nebuliser isn't doing anything",
    families: ["breathing"],
    source: "wales111_services",
  },
  {
    message: "he's got a bit of steak stuck, can't cough or speak, going red in the face",
    families: ["breathing"],
    source: "medway_emergency",
  },
  {
    message:
      "my 7 year old's asthma is bad, she says her tummy hurts and she's too puffed to talk, inhaler isn't helping",
    families: ["breathing"],
    source: "eani_asthma",
  },
  {
    message:
      "feels like I'm breathing through a wet flannel even sat still, and my calf's been swollen and sore for a few days",
    families: ["breathing"],
    source: "wales111_services",
  },
  {
    message: "😮‍💨😮‍💨 cant get air in properly, been like this an hour and getting worse",
    families: ["breathing"],
    source: "wales111_services",
  },

  // ---------------------------------------------------------------- bleeding
  {
    message:
      "on apixaban and this nosebleed's been going 40 mins, I've pinched it the whole time, it's pouring down the back of my throat",
    families: ["bleeding"],
    source: "nhs_anticoagulants",
  },
  {
    message:
      "I take warfarin and my poo's been black and sticky like tar for two days, I feel dizzy getting up",
    families: ["bleeding"],
    source: "nhs_warfarin",
  },
  {
    message: "cut my hand on a broken glass and it's spurting in time with my heartbeat, tea towel's soaked",
    families: ["bleeding"],
    source: "medway_emergency",
  },
  {
    message: "coughed up a good mouthful of bright red blood just now, I'm on rivaroxaban",
    families: ["bleeding"],
    source: "nhs_anticoagulants",
  },
  {
    message:
      "dad's on clopidogrel and aspirin, fell and banged his head an hour ago, now he's got a headache and he's been sick twice",
    families: ["bleeding"],
    source: "nhs_anticoagulants",
  },
  {
    message:
      "soaking through a super pad every half hour for 3 hours and passing clots the size of a plum, I feel faint. not pregnant",
    families: ["bleeding"],
    source: "wales111_services",
  },
  {
    message:
      "just threw up and it looked like coffee grounds. been taking ibuprofen every day for my knee plus fish oil",
    families: ["bleeding"],
    source: "medway_emergency",
  },
  {
    message:
      "my wee's the colour of red wine since I started high-strength fish oil with my warfarin, and I've got big purple bruises I can't explain",
    families: ["bleeding"],
    source: "nhs_warfarin",
  },
  {
    message: "the knife slipped and went right into my thigh, it's deep and it won't stop",
    families: ["bleeding"],
    source: "wales111_services",
  },

  // ---------------------------------------------------------------- serotonin toxicity
  {
    message:
      "on sertraline and my GP added tramadol for my back 2 days ago. now I'm shivering, sweating, twitching and my heart's racing",
    families: ["serotonin_toxicity"],
    source: "somerset_serotonin",
  },
  {
    message:
      "started st john's wort on top of my citalopram to give it a boost, now I feel wired and hot and my legs keep jerking",
    families: ["serotonin_toxicity"],
    source: "independent_sjw",
  },
  {
    message:
      "I take fluoxetine and had 2 sumatriptan for a migraine, now my muscles are stiff, I'm boiling and I can't stop shaking",
    families: ["serotonin_toxicity"],
    source: "somerset_serotonin",
  },
  {
    message:
      "been taking 5-htp with my venlafaxine for a week, tonight I'm confused and sweaty and my eyes keep flicking side to side",
    families: ["serotonin_toxicity"],
    source: "bjcn_sjw",
  },
  {
    message:
      "took a pill at a rave, im on escitalopram, now im burning up and my legs are jumping on their own",
    families: ["serotonin_toxicity", "overdose"],
    source: "somerset_serotonin",
  },
  {
    message:
      "mate took 3 pills at the festival, he's roasting hot, jaw going mad, can't keep still and says his heart's going like the clappers",
    families: ["serotonin_toxicity", "overdose"],
    source: "medway_emergency",
  },
  {
    message:
      "on duloxetine and been necking the dextromethorphan cough syrup for a chesty cough. now sweating buckets, temp 39.4, feet keep twitching and I feel wired",
    families: ["serotonin_toxicity"],
    source: "somerset_serotonin",
  },

  // ---------------------------------------------------------------- hypoglycaemia
  {
    message:
      "type 1 flatmate is acting drunk but hasn't had a drink, he's sweaty and grey and not making any sense",
    families: ["hypoglycaemia"],
    source: "knowdiabetes_hypo",
  },
  {
    message:
      "on gliclazide, skipped lunch and went for a run, now shaky and sweaty and my words aren't coming out right",
    families: ["hypoglycaemia"],
    source: "nhs_gliclazide",
  },
  {
    message:
      "grandad's diabetic, found him really drowsy, cold and clammy and I can't get him to sip the lucozade",
    families: ["hypoglycaemia", "collapse"],
    source: "knowdiabetes_hypo",
  },
  {
    message:
      "my libre just says LO and I feel like I'm going to faint, had 2 glucose tabs and nothing's changed",
    families: ["hypoglycaemia"],
    source: "knowdiabetes_hypo",
  },
  {
    earlier: [
      "quick one, does berberine lower blood sugar? I'm on insulin",
      "I started it yesterday alongside my normal doses",
    ],
    message: "feeling really weird and trembly now and I can't focus on the screen",
    families: ["hypoglycaemia"],
    source: "knowdiabetes_hypo",
  },
  {
    message:
      "son's type 1, he's been sick all night and now he's really sleepy and hard to wake, sugar was 2.8 an hour ago",
    families: ["hypoglycaemia", "collapse"],
    source: "knowdiabetes_hypo",
  },
  {
    message:
      "My husband use insulin, now he sweating very much, shaking, talk strange, like angry with me. He not eat dinner",
    families: ["hypoglycaemia"],
    source: "gateshead_sulfonylureas",
  },

  // ---------------------------------------------------------------- seizure
  {
    message:
      "my mate just went stiff and started jerking on the floor, he's never done that before, it's been about 3 minutes",
    families: ["seizure"],
    source: "skillsforpeople_seizure",
  },
  {
    message: "seizure after taking kava with my sleeping tablets",
    families: ["seizure"],
    source: "skillsforpeople_seizure",
  },
  {
    message: "convulsions after the tramadol and 5htp, what do i do",
    families: ["seizure", "serotonin_toxicity"],
    source: "skillsforpeople_seizure",
  },
  {
    message: "i have epilepsy with seizures since childhood, can i take fish oil?",
    families: [],
    note: "a long-standing condition told as background to a supplement question",
  },
  {
    message: "son's having one of his fits and it's not stopping, been going 6 minutes now",
    families: ["seizure"],
    source: "voiceforepilepsy_ambulance",
  },
  {
    message:
      "my 14 month old was hot and then her eyes rolled back, she went rigid and shook for about a minute, first time ever, she's very sleepy now",
    families: ["seizure"],
    source: "firstresponse_sepsis_children",
  },
  {
    message:
      "partner had one of his seizures and came round, but now he's started another one straight after without properly waking up",
    families: ["seizure"],
    source: "voiceforepilepsy_ambulance",
  },
  {
    message: "woman at the bus stop is on the floor shaking all over and her lips are going blue",
    families: ["seizure", "breathing"],
    source: "skillsforpeople_seizure",
  },
  {
    message:
      "I'm epileptic and just had a seizure in the bath, my partner pulled me out. I swallowed some water and I'm coughing",
    families: ["seizure", "breathing"],
    source: "voiceforepilepsy_ambulance",
  },
  {
    message:
      "mate drank loads then fell over shaking and foaming at the mouth, now he's snoring and we can't wake him",
    families: ["seizure", "collapse"],
    source: "skillsforpeople_seizure",
  },

  // ---------------------------------------------------------------- meningitis
  {
    message:
      "daughter's got a temperature, says the light hurts her eyes and she can't put her chin on her chest",
    families: ["meningitis"],
    source: "cambridge_meningitis",
  },
  {
    message:
      "little purple dots on his legs that don't go when I press the glass on them, and he's got a fever",
    families: ["meningitis", "sepsis"],
    source: "hackney_meningitis",
  },
  {
    message:
      "baby's soft spot on top of her head is bulging, she's floppy and hot and has a high-pitched cry I've never heard before",
    families: ["meningitis", "sepsis"],
    source: "firstresponse_sepsis_children",
  },
  {
    message:
      "student flatmate's got a banging headache, been sick, really confused and hard to wake, and there are spots on her tummy",
    families: ["meningitis", "sepsis"],
    source: "strath_meningitis",
  },
  {
    message:
      "teenager woke up with flu, now his hands and feet are freezing but his body's burning, his legs really ache and he's a bit vague",
    families: ["meningitis", "sepsis"],
    source: "strath_meningitis",
  },
  {
    message:
      "he's 3, temp of 39, gone really drowsy, and there are little dark marks on his palms and soles that weren't there this morning",
    families: ["meningitis", "sepsis"],
    source: "hackney_meningitis",
  },
  {
    earlier: [
      "what's best to give a 2 year old for a cold, vitamin c drops?",
      "she's had a temperature since yesterday",
    ],
    message:
      "she's just not herself, won't wake properly and a rash is coming up that doesn't fade when I roll a glass on it",
    families: ["meningitis", "sepsis"],
    source: "hackney_meningitis",
  },

  // ---------------------------------------------------------------- sudden severe headache
  {
    message:
      "like a hot poker in my head, came on out of nowhere while I was lifting, worst pain of my life and I've been sick",
    families: ["sudden_headache"],
    source: "bracknell_headaches",
  },
  {
    message:
      "felt like someone hit the back of my head with a bat but nobody did, and now I can't look at the light",
    families: ["sudden_headache"],
    source: "bracknell_headaches",
  },
  {
    message: "head exploded in the middle of sex, never had pain like it, and my neck's gone stiff",
    families: ["sudden_headache"],
    source: "bracknell_headaches",
  },
  {
    message:
      "I get migraines but this is different, went from nothing to 10 out of 10 in seconds and I can't see properly",
    families: ["sudden_headache"],
    source: "bracknell_headaches",
  },
  {
    message: "Very sudden big pain in head like thunder, I vomit, my wife say one of my eye looks strange",
    families: ["sudden_headache"],
    source: "bracknell_headaches",
  },
  {
    message:
      "bent down to pick up my toddler and felt something pop in my head, now it's the worst headache ever and my neck's stiff",
    families: ["sudden_headache"],
    source: "bracknell_headaches",
  },
  {
    message: "WORST HEADACHE IVE EVER HAD CAME ON IN ONE SECOND",
    families: ["sudden_headache"],
    source: "bracknell_headaches",
  },

  // ---------------------------------------------------------------- pregnancy warning signs
  {
    message:
      "34 weeks and he's been really quiet today, normally he's kicking away after tea. tried a cold drink and lying on my side, nothing",
    families: ["pregnancy_warning"],
    source: "lancs_fetal_movements",
  },
  {
    message:
      "36 weeks, my face and hands have puffed right up since this morning, banging headache and I'm seeing zigzags",
    families: ["pregnancy_warning"],
    source: "action_preeclampsia",
  },
  {
    message:
      "7 weeks gone, really sharp pain low down on the left, pain in the tip of my shoulder and I nearly passed out on the loo",
    families: ["pregnancy_warning"],
    source: "healthforunder5s_ectopic",
  },
  {
    message: "30 wks, bleeding bright red, more than a period, and my tummy's rock hard and constantly sore",
    families: ["pregnancy_warning", "bleeding"],
    source: "stw_bleeding_pregnancy",
  },
  {
    message: "I think my waters have gone at 32 weeks and it's a greeny brown colour",
    families: ["pregnancy_warning"],
    source: "uhb_call_midwife",
  },
  {
    message:
      "can I take extra folic acid? also I'm 28 weeks and I've got a really bad pain under my ribs on the right and I've been sick twice",
    families: ["pregnancy_warning"],
    source: "action_preeclampsia",
  },
  {
    earlier: ["which pregnancy multivitamin has the most iodine?", "I'm 38 weeks"],
    message:
      "different thing, I've suddenly got really bad itching on my palms and the soles of my feet, is that a vitamin thing?",
    families: ["pregnancy_warning"],
    source: "uhb_call_midwife",
  },
  {
    message:
      "had my baby 5 days ago, now I'm shivery, temp 39, and the bleeding down below smells really bad",
    families: ["pregnancy_warning", "sepsis"],
    source: "uhb_call_midwife",
  },
  {
    message: "22 weeks and I've had period-type cramps coming every few minutes for the last hour",
    families: ["pregnancy_warning"],
    source: "uhb_call_midwife",
  },

  // ---------------------------------------------------------------- collapse
  {
    message: "she's gone all floppy and grey and isn't answering me",
    families: ["collapse"],
    source: "sja_cardiac_arrest",
  },
  {
    message: "dad just keeled over in the garden, he's doing weird snoring gasps and I can't wake him",
    families: ["collapse", "chest_pain"],
    source: "sja_cardiac_arrest",
  },
  {
    message: "found my neighbour on her kitchen floor, eyes open but she's not responding to me at all",
    families: ["collapse"],
    source: "nwas_cardiac_arrest",
  },
  {
    message: "man on the bus just slumped forward and isn't moving, what do i do",
    families: ["collapse"],
    source: "sja_cardiac_arrest",
  },
  {
    message:
      "my teenager fainted in the shower and banged her head, she's come round but she's really confused and doesn't know what day it is",
    families: ["collapse"],
    source: "medway_emergency",
  },
  {
    message:
      "can't keep my eyes open, keep blacking out when I stand up and my watch says my heart rate's 38",
    families: ["collapse"],
    source: "wales111_services",
  },
  {
    message: "nan's slid down in her chair, she's cold and clammy and she won't rouse",
    families: ["collapse"],
    source: "medway_emergency",
  },

  // ---------------------------------------------------------------- sepsis
  {
    message:
      "had a water infection for a few days, now I'm shaking uncontrollably, haven't had a wee since yesterday and honestly feel like I'm going to die",
    families: ["sepsis"],
    source: "patient_sepsis_adult",
  },
  {
    message: "cat scratch on my hand has a red line creeping up my arm and I'm shivery and my heart's racing",
    families: ["sepsis"],
    source: "willington_sepsis",
  },
  {
    message:
      "dad's had a chest infection, now his knees look blotchy and purple, he's confused and breathing really fast",
    families: ["sepsis", "breathing"],
    source: "patient_sepsis_adult",
  },
  {
    message:
      "the wound from my op last week is leaking and smells, I've got the chills and my skin's gone blotchy and cold",
    families: ["sepsis"],
    source: "willington_sepsis",
  },
  {
    message: "baby's 6 weeks old, temperature's 38.4 and she's not interested in her feeds",
    families: ["sepsis", "meningitis"],
    source: "firstresponse_sepsis_children",
  },
  {
    message:
      "son has chickenpox but one of the spots is now huge, red, hot and spreading and he's really floppy with a high temp",
    families: ["sepsis"],
    source: "eastquay_sepsis",
  },
  {
    message:
      "My mother have infection on her foot, she is diabetic, now very confuse, skin is cold and she no pee the whole day",
    families: ["sepsis"],
    source: "patient_sepsis_adult",
  },

  // ================================================================ ordinary messages
  // hyperbole, idioms, gym slang
  {
    message:
      "that leg day absolutely killed me, literally can't walk down the stairs. best protein for recovery?",
    families: [],
    note: "gym hyperbole about muscle soreness",
  },
  {
    message: "chest pump was insane today, what's the best pre-workout for vascularity",
    families: [],
    note: "gym slang: 'chest pump' is about training, not chest pain",
  },
  {
    message: "dying to try the new collagen gummies, are they any good?",
    families: [],
    note: "idiom 'dying to'",
  },
  {
    message:
      "my bank balance had a heart attack after that vitamin haul lol. which ones are actually worth it",
    families: [],
    note: "idiom: 'heart attack' about money",
  },
  {
    message: "these fish oil burps are going to be the death of me 😂 any tips?",
    families: [],
    note: "idiom 'the death of me' about a mild side effect",
  },
  {
    message: "killer leg day tomorrow, should I take creatine before or after",
    families: [],
    note: "gym slang 'killer'",
  },
  {
    message: "I could murder a coffee but I'm trying to cut caffeine, anything for the afternoon slump?",
    families: [],
    note: "idiom 'could murder'",
  },
  {
    message: "my kids are driving me to an early grave, what's good for stressed parents lol",
    families: [],
    note: "hyperbole 'early grave'",
  },
  {
    message: "suicide sprints are my favourite finisher, what should I have after for the DOMS?",
    families: [],
    note: "gym drill named 'suicide sprints'; no crisis",
  },
  {
    message: "that hot yoga class nearly finished me off, how much electrolyte should I have afterwards",
    families: [],
    note: "hyperbole 'nearly finished me off'",
  },
  {
    message: "just OD'd on netflix all weekend, need something to get me going on monday",
    families: [],
    note: "slang 'OD'd' about television",
  },
  {
    message: "my brain is bleeding from revision, are there any nootropics that actually work?",
    families: [],
    note: "hyperbole 'brain is bleeding'",
  },
  {
    message: "this kale smoothie tastes like poison, can I add anything to make it nicer?",
    families: [],
    note: "idiom 'tastes like poison'",
  },
  {
    message: "I'd rather die than give up my morning coffee. does it block iron absorption?",
    families: [],
    note: "idiom 'rather die than'",
  },
  {
    message: "💀💀 the sour gummies nearly killed me. do gummy vitamins have loads of sugar in them?",
    families: [],
    note: "skull emojis and 'nearly killed me' as a joke",
  },
  {
    message:
      "I'm going to kill my husband if he nicks my protein powder one more time 🙄 do you do a smaller tub?",
    families: [],
    note: "idiom 'going to kill' someone, no threat",
  },
  {
    message: "what's the best electrolyte for a hangover, I feel like death",
    families: [],
    note: "hyperbole 'feel like death' about a hangover",
  },
  {
    message: "work stress is killing me, are any of the adaptogens legit?",
    families: [],
    note: "idiom 'killing me'",
  },
  {
    earlier: ["I nearly had a heart attack when I saw the price of your whey lol"],
    message: "anyway which one works out cheapest per serving",
    families: [],
    note: "earlier turn is an idiom about price",
  },
  // minor injuries already handled
  {
    message:
      "nicked my finger chopping onions, bled a bit but stopped with a plaster. does vitamin C help cuts heal?",
    families: [],
    note: "minor cut, bleeding stopped",
  },
  {
    message:
      "caught my hand on the oven tray, small red patch, ran it under cold water for 20 mins and it's fine. aloe or vitamin E?",
    families: [],
    note: "minor kitchen burn already cooled",
  },
  {
    message: "bit my tongue at dinner and it bled for a minute, anything for mouth ulcers after?",
    families: [],
    note: "trivial bleeding that stopped",
  },
  {
    message: "I've had a cold for a week and my nose bled a little when I blew it. Are zinc lozenges ok?",
    families: [],
    note: "brief minor nosebleed with a cold, not on blood thinners",
  },
  // general first-aid and condition questions
  {
    message: "what are the signs of a stroke? want to know for my mum's sake, she's 70 and well",
    families: [],
    note: "general question about stroke signs, nobody unwell",
  },
  {
    message:
      "how would I know if someone was having anaphylaxis? my son starts nursery soon and I want to be prepared",
    families: [],
    note: "general preparedness question",
  },
  {
    message: "what's the maximum paracetamol for an adult in 24 hours?",
    families: [],
    note: "dose question, no overdose taken",
  },
  {
    message:
      "what does serotonin syndrome actually feel like? I'm on sertraline and want to know what to watch for before I start anything new",
    families: [],
    note: "general question about a side effect, no symptoms",
  },
  {
    message: "what's the difference between a heart attack and a cardiac arrest?",
    families: [],
    note: "general knowledge question",
  },
  {
    message: "should I keep my epipen in the car or will it get too hot in summer?",
    families: [],
    note: "storage question about an auto-injector",
  },
  {
    message: "how do you do the glass test for a meningitis rash?",
    families: [],
    note: "general first-aid question",
  },
  {
    message:
      "what are the early signs of sepsis in older people? mum's in a care home and I want to know what to look out for",
    families: [],
    note: "general awareness question",
  },
  {
    message: "does pre-eclampsia run in families? my sister had it with both of hers",
    families: [],
    note: "family-history question, not pregnant with symptoms",
  },
  {
    message: "is a thunderclap headache the same thing as a migraine?",
    families: [],
    note: "abstract question about a headache type",
  },
  {
    message: "what actually happens in the body when someone takes too much iron?",
    families: [],
    note: "abstract question about iron toxicity",
  },
  {
    message:
      "what are the symptoms of low blood sugar if you're not diabetic? I get a bit shaky if I skip breakfast",
    families: [],
    note: "mild, familiar symptom and a general question",
  },
  {
    message: "how many units of insulin a day is normal for a type 1 adult? my partner's just been diagnosed",
    families: [],
    note: "general dosing question",
  },
  // historical or past events
  {
    message:
      "my grandad died of a stroke in the 90s, does that mean I should be taking something to prevent one?",
    families: [],
    note: "family history of a past event",
  },
  {
    message:
      "I had sepsis three years ago and my immune system has never felt the same. Anything that helps?",
    families: [],
    note: "past illness",
  },
  {
    message:
      "when I was a teenager I took an overdose of paracetamol. My liver tests have been fine for years. Is milk thistle worth taking?",
    families: [],
    note: "overdose long in the past, no current intent",
  },
  {
    message: "the 1918 flu killed so many people. did vitamin D deficiency have anything to do with it?",
    families: [],
    note: "historical event",
  },
  {
    message:
      "I had one seizure in 2015 from low sodium and nothing since. does magnesium help keep things stable?",
    families: [],
    note: "single seizure years ago",
  },
  {
    message: "had my stroke two years ago and doing rehab now. is omega 3 helpful for recovery?",
    families: [],
    note: "stroke in the past, in rehabilitation",
  },
  {
    message:
      "my doctor wants me on statins after my heart scare last year. is red yeast rice an alternative?",
    families: [],
    note: "past cardiac event, treatment question",
  },
  {
    earlier: ["I felt like ending it all back in 2019"],
    message:
      "I'm in a much better place now after therapy. Does vitamin D help keep your mood steady through winter?",
    families: [],
    note: "suicidal feelings years ago, now well",
  },
  // already handled
  {
    message:
      "A&E said it was a panic attack, not my heart. what's good for anxiety that won't clash with propranolol?",
    families: [],
    note: "already assessed in A&E",
  },
  {
    message:
      "the dog ate a grape yesterday, the vet made him sick and gave him charcoal, he's bouncing around today. can he have his joint supplement?",
    families: [],
    note: "pet poisoning already treated by a vet",
  },
  {
    message:
      "my son swallowed a 1p coin last week but it came out the other end, all good. any kids' multivit you'd recommend?",
    families: [],
    note: "swallowed coin already passed",
  },
  {
    message:
      "went to maternity triage yesterday for reduced movements, all fine on the monitor and she's kicking away now. can I keep taking my pregnancy vitamins?",
    families: [],
    note: "reduced movements already checked by the maternity unit",
  },
  {
    message:
      "paramedics checked me after I fainted at the gym, ECG was normal and they said dehydration. which electrolytes should I use?",
    families: [],
    note: "faint already assessed by paramedics",
  },
  {
    message:
      "nearly fainted giving blood today, they gave me a biscuit and I'm fine now. should I take iron?",
    families: [],
    note: "vasovagal episode that has passed",
  },
  {
    earlier: ["my toddler swallowed a 5p coin this morning"],
    message:
      "we went to A&E and the X-ray shows it's in his tummy, they sent us home. anything he should eat to help it through?",
    families: [],
    note: "swallowed coin already assessed in A&E",
  },
  {
    earlier: ["my husband had chest pains last week"],
    message:
      "he's had all the tests, the cardiologist says his heart's fine and it was his gallbladder. any supplements for gallbladder health?",
    families: [],
    note: "chest pain already investigated",
  },
  {
    earlier: ["bad night last night, I thought about ending it"],
    message:
      "I rang the crisis team this morning and I'm seeing my GP tomorrow. Can I keep taking omega 3 with the new tablets they might start?",
    families: [],
    note: "crisis already in the hands of the crisis team and GP (borderline)",
  },
  // mild, expected side effects
  {
    message: "iron tablets make me feel a bit sick and my poo's gone dark greeny-black, is that normal?",
    families: [],
    note: "expected dark stools on iron, not on blood thinners",
  },
  {
    message:
      "took niacin and my face and chest went bright red and tingly for half an hour, then it settled. is that the flush thing?",
    families: [],
    note: "niacin flush that settled",
  },
  {
    message: "vitamin B2 has turned my wee neon yellow, should I worry?",
    families: [],
    note: "harmless riboflavin urine colour",
  },
  {
    message: "magnesium citrate gives me the runs, can I switch to a different form?",
    families: [],
    note: "mild side effect",
  },
  {
    message: "took zinc on an empty stomach and threw up once, feel fine now",
    families: [],
    note: "single episode of nausea, resolved",
  },
  {
    message: "fish oil gives me fishy burps and a bit of heartburn, any tips?",
    families: [],
    note: "mild side effect, not chest pain",
  },
  {
    message:
      "started ashwagandha and had a bit of a headache the first few days, it's easing off now. normal?",
    families: [],
    note: "mild headache improving",
  },
  {
    message: "had a beetroot shot and now my wee's pink. am I bleeding??",
    families: [],
    note: "beetroot colouring urine",
  },
  // pets' supplements and harmless pet situations
  {
    message: "can I give my dog glucosamine for his hips? he's a 30kg lab",
    families: [],
    note: "pet supplement question",
  },
  {
    message: "is salmon oil safe for cats?",
    families: [],
    note: "pet supplement question",
  },
  {
    message: "what vitamins does a bearded dragon need? I think he might be a bit low on calcium",
    families: [],
    note: "pet husbandry question, no acute signs",
  },
  {
    message:
      "dog pinched a bit of carrot cake, no raisins, nuts or chocolate in it, just carrot and cinnamon. is he ok?",
    families: [],
    note: "harmless food for a dog",
  },
  {
    message: "my cat brought up a hairball on the carpet, is there a supplement for hairballs?",
    families: [],
    note: "normal cat behaviour",
  },
  {
    message: "dog had one loose poo after we switched his food, is a dog probiotic worth it?",
    families: [],
    note: "minor pet tummy upset",
  },
  // pregnancy supplement questions
  {
    message: "I'm 12 weeks pregnant, how much vitamin D should I be taking?",
    families: [],
    note: "pregnancy supplement question",
  },
  {
    message: "is raspberry leaf tea ok at 32 weeks?",
    families: [],
    note: "pregnancy supplement question",
  },
  {
    message: "morning sickness is rough at 9 weeks but I'm keeping fluids down. does vitamin B6 help?",
    families: [],
    note: "ordinary morning sickness",
  },
  {
    message:
      "pregnant and my ankles swell a bit by the end of the day but it's gone by morning. is there a supplement for that?",
    families: [],
    note: "ordinary pregnancy swelling, no headache or vision change",
  },
  {
    message: "what's the safe limit for vitamin A in pregnancy? I'm trying to be careful",
    families: [],
    note: "safety question",
  },
  {
    message: "is an epsom salt bath ok when pregnant? my back is killing me",
    families: [],
    note: "idiom 'killing me' about back ache",
  },
  // interaction worries without symptoms
  {
    message: "I'm on warfarin, can I start turmeric capsules?",
    families: [],
    note: "interaction question, no symptoms",
  },
  {
    message: "I take citalopram, is it safe to add 5-HTP? haven't started it yet",
    families: [],
    note: "interaction question before starting",
  },
  {
    message: "on lithium, is it ok to take ibuprofen for a sprained ankle?",
    families: [],
    note: "interaction question",
  },
  {
    message: "I take metformin, would berberine double up on it?",
    families: [],
    note: "interaction question",
  },
  {
    message: "does St John's wort stop the pill working?",
    families: [],
    note: "interaction question",
  },
  {
    message: "can I take vitamin K2 while I'm on apixaban?",
    families: [],
    note: "interaction question",
  },
  {
    message: "is grapefruit juice a problem with sertraline?",
    families: [],
    note: "interaction question",
  },
  {
    message:
      "is it ok to give my 3 year old Calpol and Nurofen together for a temperature? she's eating, drinking and playing",
    families: [],
    note: "dosing question about a well child",
  },
  {
    message: "I accidentally took my multivitamin twice this morning, is that a problem?",
    families: [],
    note: "harmless double dose of a multivitamin",
  },
  {
    message:
      "toddler licked a drop of the baby vitamin D off the table, it's the one she has every day anyway",
    families: [],
    note: "child had a fraction of her own daily dose",
  },
  {
    message: "my son swallowed a bit of his kids' toothpaste while brushing, he's fine",
    families: [],
    note: "trivial swallow of children's toothpaste",
  },
  // low mood without risk, study, fiction, other
  {
    message: "been feeling a bit flat since the clocks went back, is vitamin D worth a try?",
    families: [],
    note: "mild seasonal low mood, no risk indicators",
  },
  {
    message: "I'm grieving my dad and not sleeping well. is magnesium glycinate any good?",
    families: [],
    note: "grief without risk indicators",
  },
  {
    message: "my therapist says I'm doing really well, can I come off 5-HTP gradually?",
    families: [],
    note: "stable mood, coming off a supplement",
  },
  {
    message:
      "I'm writing a crime novel where someone is poisoned with digoxin, what symptoms would they show?",
    families: [],
    note: "fiction research",
  },
  {
    message: "for my nursing exam, what are the signs of lithium toxicity?",
    families: [],
    note: "study question",
  },
  {
    message: "watched a documentary about the Tylenol murders. why are paracetamol packs limited in the UK?",
    families: [],
    note: "historical event and policy question",
  },
  {
    message:
      "my fingers go white and numb in the cold then red when they warm up. Raynaud's? any supplements?",
    families: [],
    note: "longstanding non-urgent symptom",
  },
  {
    message:
      "sharp pain under my left ribs when I run straight after eating, goes when I walk. I'm 19, is that a stitch?",
    families: [],
    note: "exercise stitch in a young person, settles with rest",
  },
  {
    message:
      "been vaping a lot and my chest feels a bit tight first thing, clears after a coffee. anything to help my lungs?",
    families: [],
    note: "mild ongoing symptom for a GP, not an emergency",
  },
  {
    message:
      "Hello, I am from Poland, I want buy vitamin for my mother, she have 75 years, bones weak. What is good?",
    families: [],
    note: "non-native English, ordinary request",
  },
  {
    message: "WHICH MAGNESIUM IS BEST FOR NIGHT CRAMPS",
    families: [],
    note: "all caps, ordinary request",
  },
];
