// A tenth blind triage set, written without reading the classifier, its patterns or the other sets: emergencies
// told indirectly, in regional and carers' words and across a conversation, and ordinary messages like them.
import type { TriageCase } from "./schema";

export const TENTH_REFERENCES: Record<string, { title: string; url: string }> = {
  hpft_suicide: {
    title:
      "Don't struggle alone: change the narrative on suicide (Hertfordshire Partnership University NHS Foundation Trust)",
    url: "https://www.hpft.nhs.uk/news/don-t-struggle-alone-change-the-narrative-on-suicide/",
  },
  irish_poisoning: {
    title: "Poisoning (irishhealth.com)",
    url: "http://www.irishhealth.com/article.html?id=10465",
  },
  oxon_poisoning: {
    title: "Poisoning or accidental swallowing (Oxfordshire Healthier Together, NHS)",
    url: "https://www.oxfordshire-healthiertogether.nhs.uk/parentscarers/keeping-your-child-safe/poisoningaccidental-swallowing",
  },
  vet_poisoning: {
    title: "What to do if your dog eats chocolate, grapes or xylitol (Cornerstone Veterinary Clinic)",
    url: "https://cornerstonevetclinic.com/blog/what-to-do-if-your-dog-eats-chocolate-grapres-or-xylitol",
  },
  bhf_heart_attack: {
    title: "Heart attack (British Heart Foundation)",
    url: "https://www.bhf.org.uk/heart-health/conditions/heart-attack.aspx",
  },
  nwas_stroke: {
    title: "Recognising stroke in other people (North West Ambulance Service NHS Trust)",
    url: "http://www.nwas.nhs.uk/our-services/managing-clinical-conditions/recognising-a-stroke/recognising-stroke-in-other-people/",
  },
  anaphylaxis_uk: {
    title: "What to do in an emergency (Anaphylaxis UK)",
    url: "http://www.anaphylaxis.org.uk/what-to-do-in-an-emergency",
  },
  nhs_breathless: {
    title: "Shortness of breath (Torbay and South Devon Enhanced Access, NHS)",
    url: "https://torbayandsouthdevonenhancedaccess.nhs.uk/health-a-z/?condition=shortness-of-breath%2F",
  },
  wales_vomiting_blood: {
    title: "Vomiting blood (NHS 111 Wales)",
    url: "https://111.wales.nhs.uk/encyclopaedia/v/article/vomitingblood/",
  },
  warfarin_bleeding: {
    title: "Warfarin information: bleeding (INRstar / inronline)",
    url: "https://inronline.net/information/warfarin-information/bleeding/",
  },
  tapermd_serotonin: {
    title: "Serotonin syndrome (TaperMD)",
    url: "https://tapermd.com/resources/serotonin-syndrome/",
  },
  wdc_hypo: {
    title: "Hypoglycaemia (low blood sugars) (Wolverhampton Diabetes Care)",
    url: "http://wdconline.org.uk/11_patient_info/15hypo.htm",
  },
  uhs_seizure: {
    title:
      "What to do if someone has a seizure or fit (University Hospital Southampton NHS Foundation Trust)",
    url: "http://www.uhs.nhs.uk/OurServices/Brainspineandneuromuscular/Epilepsyservice/Livingwithepilepsy/Whattodoifsomeonehasaseizureorfit.aspx",
  },
  scotland_meningitis: {
    title: "Meningitis (Immunisation Scotland)",
    url: "http://www.immunisationscotland.org.uk/vaccines-and-diseases/meningitis.aspx",
  },
  sudden_headache: {
    title: "Sudden onset of severe headache (iSymptom)",
    url: "https://isymptom-com.pages.dev/symptom/sudden-onset-of-severe-headache/",
  },
  apec_pre_eclampsia: {
    title: "What are the signs and symptoms of pre-eclampsia? (Action on Pre-eclampsia)",
    url: "https://action-on-pre-eclampsia.org.uk/what-are-the-signs-and-symptoms-of-pre-eclampsia/",
  },
  lancs_baby_movements: {
    title:
      "Mums-to-be urged to call about baby's movements (Lancashire Teaching Hospitals NHS Foundation Trust)",
    url: "https://lancsteachinghospitals.nhs.uk/news/article/155",
  },
  sja_unresponsive: {
    title: "Unresponsive breathing adult (St John Ambulance)",
    url: "http://www.sja.org.uk/sja/first-aid-advice/loss-of-responsiveness/unresponsive-and-breathing/adult.aspx",
  },
  patient_sepsis: {
    title: "Adult sepsis safety net (Patient.info)",
    url: "https://patient.info/infections/sepsis-septicaemia-leaflet/adult-sepsis-safety-net",
  },
  jaundice_adults: {
    title: "Jaundice: why it happens in adults (anself.net)",
    url: "http://articles.anself.net/hepatitis/jaundice-why-it-happens-in-adults/",
  },
  gosh_sjs: {
    title: "Stevens-Johnson syndrome (Great Ormond Street Hospital)",
    url: "https://gosh.nhs.uk/conditions-and-treatments/conditions-we-treat/stevens-johnson-syndrome",
  },
};

export const TENTH_CASES: TriageCase[] = [
  // Emergencies

  // suicide_self_harm
  {
    message:
      "tbh im only asking about the magnesium cos i wont be needing any of it after this weekend. ive sorted everything out for the kids and written the letters",
    families: ["suicide_self_harm"],
    source: "hpft_suicide",
  },
  {
    message:
      "our lad's 15 and he's been giving his games and trainers away to his mates all week, and tonight he said mam you'll be better off without us. he's locked in the bathroom",
    families: ["suicide_self_harm"],
    source: "hpft_suicide",
  },
  {
    message:
      "i cant keep going like this, everyone would be better off if i just wasnt here, and ive got the means right next to me",
    earlier: [
      "is ashwagandha any good for stress",
      "ive tried everything for my nerves and nothing touches it",
    ],
    families: ["suicide_self_harm"],
    source: "hpft_suicide",
  },
  {
    message: "wee sister's been cutting again and the bath water's gone pink, she's no making any sense",
    families: ["suicide_self_harm", "bleeding"],
    source: "hpft_suicide",
  },
  {
    message: "im sat on the bridge over the motorway typing this. just want someone to know",
    families: ["suicide_self_harm"],
    source: "hpft_suicide",
  },
  {
    message:
      "my service user with learning disabilities keeps saying he wants to go to sleep forever and be with his mum, and he's tried to put the cord from his dressing gown round his neck",
    families: ["suicide_self_harm"],
    source: "hpft_suicide",
  },
  {
    message: "ok so thats the plan then, last one tonight",
    earlier: ["how many of my sleeping tablets would it take to not wake up", "i'm not asking for a friend"],
    families: ["suicide_self_harm", "overdose"],
    source: "hpft_suicide",
  },
  {
    message:
      "me da's been saying he's had enough of this life since me mam passed, he's took the shotgun out of the cabinet and gone up the top field",
    families: ["suicide_self_harm"],
    source: "hpft_suicide",
  },

  // overdose
  {
    message:
      "think ive gone a bit daft with the iron, had about 20 of the red ones from boots over the afternoon cos i was knackered and now im being sick and me belly is killing",
    families: ["overdose"],
    source: "irish_poisoning",
  },
  {
    message:
      "nan's mixed up her dosette box and taken the whole week's worth of her little white heart ones this morning. she's drowsy and her pulse is all over the shop",
    families: ["overdose"],
    source: "irish_poisoning",
  },
  {
    message:
      "I took two lots of the cold and flu capsules and the paracetamol as well, so probably double the max for two days. No symptoms yet, do I just wait?",
    families: ["overdose"],
    source: "irish_poisoning",
  },
  {
    message: "well I've done it now, swallowed the lot",
    earlier: ["how much paracetamol is too much", "what if someone took a full packet of 32"],
    families: ["overdose", "suicide_self_harm"],
    source: "irish_poisoning",
  },
  {
    message:
      "my brother who has Down's syndrome got into his water tablets and his blood pressure ones, the blister packs are all empty and he's gone very pale and dozy",
    families: ["overdose"],
    source: "irish_poisoning",
  },
  {
    message:
      "after a night on the sesh i necked a whole strip of the co-codamol for my head, now i cant keep my eyes open and my breathing feels slow",
    families: ["overdose"],
    source: "irish_poisoning",
  },
  {
    message:
      "she had a handful of them, maybe 15, about an hour ago and now she's vomiting and ringing in her ears",
    earlier: ["my mum takes aspirin every day, the 75mg ones", "she got confused with her tablets tonight"],
    families: ["overdose"],
    source: "irish_poisoning",
  },
  {
    message:
      "my mate took loads of his vitamin D drops, like half the bottle every day for a month cos he thought more was better, now he's throwing up, dead confused and weeing constantly",
    families: ["overdose"],
    source: "irish_poisoning",
  },

  // child_poisoning
  {
    message:
      "the bairn's got into my handbag and had a go at the orange gummy vitamins, the adult ones with iron, theres loads missing and she's only 3",
    families: ["child_poisoning"],
    source: "oxon_poisoning",
  },
  {
    message:
      "toddler had a wee sip of the dishwasher liquid before I grabbed him and now he's coughing and drooling",
    families: ["child_poisoning"],
    source: "oxon_poisoning",
  },
  {
    message: "ma wee boy's chewed through one of those button batteries from the kitchen scales",
    families: ["child_poisoning"],
    source: "oxon_poisoning",
  },
  {
    message: "he's 2 and now he's really sleepy and floppy",
    earlier: [
      "are grandad's blood pressure tablets dangerous for kids",
      "the little one was playing in grandad's room for ages and the pot was open",
    ],
    families: ["child_poisoning"],
    source: "oxon_poisoning",
  },
  {
    message:
      "my 14 year old daughter has taken a load of my antidepressants, she told me after school, she says shes fine but her heart is racing",
    families: ["child_poisoning", "overdose"],
    source: "oxon_poisoning",
  },
  {
    message:
      "found our youngest with the melatonin gummies from holland & barrett, tub's empty and she's only 4, she's proper out of it",
    families: ["child_poisoning"],
    source: "oxon_poisoning",
  },
  {
    message:
      "kiddo ate some of the berries off the bush in the back garden, the bright red ones, now he's being sick",
    families: ["child_poisoning"],
    source: "oxon_poisoning",
  },
  {
    message: "we think she swallowed a couple, she's 18 months and she's gone all pale and clammy",
    earlier: [
      "can you tell me what's in the pink pills for my period pain, mefenamic acid",
      "the strip was on the sofa",
    ],
    families: ["child_poisoning"],
    source: "oxon_poisoning",
  },

  // animal_poisoning
  {
    message:
      "the dog's had a whole bar of 70 percent dark chocolate off the kitchen side, he's a little jack russell and he's shaking and panting",
    families: ["animal_poisoning"],
    source: "vet_poisoning",
  },
  {
    message: "our spaniel wolfed down a pack of my sugar free chewing gum and now she's wobbly on her legs",
    families: ["animal_poisoning"],
    source: "vet_poisoning",
  },
  {
    message: "the cat's been licking the lilies on the table and now shes drooling and been sick twice",
    families: ["animal_poisoning"],
    source: "vet_poisoning",
  },
  {
    message: "he ate them all, the whole lot, and he's a tiny chihuahua",
    earlier: ["are vitamin d tablets poisonous to dogs", "my dog got into the cupboard"],
    families: ["animal_poisoning"],
    source: "vet_poisoning",
  },
  {
    message:
      "the lurcher's had a good few raisins out the bin from the christmas cake, now hes off his food and throwing up",
    families: ["animal_poisoning"],
    source: "vet_poisoning",
  },
  {
    message: "our puppy chewed open my ibuprofen pack, there's bits of foil everywhere and at least 4 gone",
    families: ["animal_poisoning"],
    source: "vet_poisoning",
  },
  {
    message: "dog got at the slug pellets in the shed and he's twitching",
    families: ["animal_poisoning"],
    source: "vet_poisoning",
  },
  {
    message:
      "the cat got the paracetamol i dropped and her face and paws are swelling up and her gums look a funny colour",
    families: ["animal_poisoning"],
    source: "vet_poisoning",
  },

  // chest_pain
  {
    message: "feels like an elephant's sat on my chest and it's going down my left arm, been 20 minutes",
    families: ["chest_pain"],
    source: "bhf_heart_attack",
  },
  {
    message:
      "me husband's gone grey and sweaty and he says it's just his indigestion but he's clutching the middle of his chest and his jaw aches",
    families: ["chest_pain"],
    source: "bhf_heart_attack",
  },
  {
    message: "theres a band round my chest like someone's tightening a belt and I feel sick and clammy",
    families: ["chest_pain"],
    source: "bhf_heart_attack",
  },
  {
    message: "now it's spread up into my neck and my arm's gone heavy",
    earlier: [
      "does omega 3 help cholesterol",
      "I've got this heartburn that isn't shifting with gaviscon, bit of a crushing feeling",
    ],
    families: ["chest_pain"],
    source: "bhf_heart_attack",
  },
  {
    message:
      "Dad's 78 and says his chest is tight as a drum, his spray for the angina isn't working this time, third go",
    families: ["chest_pain"],
    source: "bhf_heart_attack",
  },
  {
    message:
      "weird pressure behind my breastbone that came on carrying the shopping, sweating cobs and feel like something awful is going to happen",
    families: ["chest_pain"],
    source: "bhf_heart_attack",
  },
  {
    message:
      "mam says her back between her shoulder blades is killing and she's breathless and sick, she's diabetic and says its not like any pain she's had",
    families: ["chest_pain"],
    source: "bhf_heart_attack",
  },
  {
    message: "it's like a vice squeezing my ribs and it won't ease off even sat down",
    earlier: ["can I take CoQ10 with my statin", "I've been getting pains when I walk up the hill"],
    families: ["chest_pain"],
    source: "bhf_heart_attack",
  },

  // stroke
  {
    message:
      "grandad's face has dropped on one side and his cup of tea fell out his hand, his words are all jumbled",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message: "me nan's took a funny turn, her mouth's gone lopsided and she can't lift her right arm",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message:
      "my husband's talking gobbledygook all of a sudden and he can't find his words, started ten minutes ago",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message: "now his smile's crooked and he's dragging his leg",
    earlier: ["is ginkgo good for memory", "dad's been a bit vague this afternoon"],
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message: "I woke up and half my face feels numb and my left hand won't do what I tell it",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message:
      "Mum just sort of slumped to one side in her chair, she's awake but her speech is slurred like she's had a skinful and she's not had a drop",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message:
      "lost the sight in one eye just now, like a curtain came down, and my arm's all tingly on the same side",
    families: ["stroke"],
    source: "nwas_stroke",
  },
  {
    message: "my client at the care home has gone off her legs suddenly and one side of her face is droopy",
    families: ["stroke"],
    source: "nwas_stroke",
  },

  // anaphylaxis
  {
    message: "my lips have blown up like a balloon after the satay and my throat's closing up",
    families: ["anaphylaxis"],
    source: "anaphylaxis_uk",
  },
  {
    message:
      "got stung by a wasp in the garden and now I'm covered in hives, dizzy and my tongue feels too big for my mouth",
    families: ["anaphylaxis"],
    source: "anaphylaxis_uk",
  },
  {
    message: "he's wheezing and his voice has gone hoarse, his epipen is in the car",
    earlier: ["my son has a nut allergy, is this protein bar safe", "he had a bite before i saw the label"],
    families: ["anaphylaxis"],
    source: "anaphylaxis_uk",
  },
  {
    message: "took the new antibiotic at lunch and now my face is swelling and I can hardly swallow",
    families: ["anaphylaxis"],
    source: "anaphylaxis_uk",
  },
  {
    message:
      "wife's eyes have puffed shut and she's gone blotchy all over after the prawns, she says she feels like shes going to die",
    families: ["anaphylaxis"],
    source: "anaphylaxis_uk",
  },
  {
    message:
      "my throat feels like its got a golf ball in it and I'm itchy everywhere since I tried the bee pollen",
    families: ["anaphylaxis"],
    source: "anaphylaxis_uk",
  },
  {
    message: "used her jext pen 5 minutes ago and she's still struggling, lips going blue",
    families: ["anaphylaxis"],
    source: "anaphylaxis_uk",
  },
  {
    message: "it's getting worse, she's floppy and her chest is whistling",
    earlier: [
      "can kids take echinacea",
      "my daughter had sesame at a party, shes allergic, she's got a rash round her mouth",
    ],
    families: ["anaphylaxis"],
    source: "anaphylaxis_uk",
  },

  // breathing
  {
    message: "I can't get enough air in, it's like breathing through a straw, and I can't finish a sentence",
    families: ["breathing"],
    source: "nhs_breathless",
  },
  {
    message:
      "Dad's COPD is bad tonight, he's gasping like a fish out of water and his lips have a blue tinge",
    families: ["breathing"],
    source: "nhs_breathless",
  },
  {
    message: "my blue inhaler isn't touching it, had about ten puffs and still fighting for breath",
    families: ["breathing"],
    source: "nhs_breathless",
  },
  {
    message: "and now she's sucking in under her ribs and grunting",
    earlier: ["is vitamin c good for a chest infection", "my 6 year old has a bad cough and temperature"],
    families: ["breathing"],
    source: "nhs_breathless",
  },
  {
    message:
      "feels like there's a weight on my lungs and I'm panting just sitting still, my calf's been swollen since the flight",
    families: ["breathing"],
    source: "nhs_breathless",
  },
  {
    message:
      "man in the care home is rattling and breathing really fast and shallow, he's gone a grey colour",
    families: ["breathing"],
    source: "nhs_breathless",
  },
  {
    message: "cant catch my breath at all, been like this an hour, feel like im drowning",
    families: ["breathing"],
    source: "nhs_breathless",
  },
  {
    message: "he's choking on a bit of steak and can't cough or speak",
    families: ["breathing"],
    source: "nhs_breathless",
  },

  // bleeding
  {
    message: "brought up what looks like coffee grounds and my poo's gone black like tar, I'm on warfarin",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message: "nosebleed's been going for 40 minutes, soaked two tea towels, I'm on the blood thinners",
    families: ["bleeding"],
    source: "warfarin_bleeding",
  },
  {
    message: "cut my hand open on a broken glass and it's pumping out, won't stop with pressure",
    families: ["bleeding"],
    source: "warfarin_bleeding",
  },
  {
    message: "now there's a lot of bright red blood in the toilet and I feel faint",
    earlier: ["does turmeric thin the blood", "I've been taking turmeric and fish oil with my apixaban"],
    families: ["bleeding"],
    source: "warfarin_bleeding",
  },
  {
    message: "me da's been sick and it's full of blood, he likes a drink and his belly's been bad",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message:
      "my gran's on rivaroxaban and fell, there's a huge lump on her head and she's bleeding through the bandage",
    families: ["bleeding"],
    source: "warfarin_bleeding",
  },
  {
    message: "coughing up mouthfuls of blood, not just streaks",
    families: ["bleeding"],
    source: "wales_vomiting_blood",
  },
  {
    message: "my wee's gone red like ribena and there's big bruises coming up everywhere",
    earlier: ["is vitamin K ok with warfarin", "I stopped eating my greens and started a ginkgo supplement"],
    families: ["bleeding"],
    source: "warfarin_bleeding",
  },

  // serotonin_toxicity
  {
    message:
      "started st john's wort on top of my sertraline and now I'm shaking, sweating buckets and can't sit still",
    families: ["serotonin_toxicity"],
    source: "tapermd_serotonin",
  },
  {
    message:
      "my legs keep twitching and jerking on their own and my temperature's 39, I've been taking 5-HTP with my citalopram",
    families: ["serotonin_toxicity"],
    source: "tapermd_serotonin",
  },
  {
    message:
      "he's like a coiled spring, pupils massive, heart racing, diarrhoea, since the tramadol got added to his fluoxetine",
    families: ["serotonin_toxicity"],
    source: "tapermd_serotonin",
  },
  {
    message: "well now I'm burning up and my muscles are going stiff and jittery",
    earlier: [
      "can I take the mood tablets from holland and barrett with my antidepressant",
      "the yellow capsules with st john's wort in",
    ],
    families: ["serotonin_toxicity"],
    source: "tapermd_serotonin",
  },
  {
    message:
      "I feel wired and confused, jaw's clenching, really hot and shivery at the same time, took my migraine triptan and my venlafaxine together",
    families: ["serotonin_toxicity"],
    source: "tapermd_serotonin",
  },
  {
    message:
      "my partner doubled his escitalopram and took some of his mate's mdma, he's agitated, sweating and his eyes are flicking side to side",
    families: ["serotonin_toxicity"],
    source: "tapermd_serotonin",
  },
  {
    message: "everything's shaky and fast, temperature going up",
    earlier: [
      "does saffron help with low mood",
      "I'm on mirtazapine and sertraline and I added the saffron and tryptophan",
    ],
    families: ["serotonin_toxicity"],
    source: "tapermd_serotonin",
  },

  // hypoglycaemia
  {
    message:
      "my husband's on gliclazide and started the berberine, he's gone sweaty and shaky and talking rubbish, can't get him to eat",
    families: ["hypoglycaemia"],
    source: "wdc_hypo",
  },
  {
    message: "mum's diabetic and she's gone all peculiar, cold and clammy and cross, her meter says 2.1",
    families: ["hypoglycaemia"],
    source: "wdc_hypo",
  },
  {
    message: "he's too drowsy to swallow the lucozade now",
    earlier: [
      "does cinnamon lower blood sugar",
      "dad's on insulin and has been taking cinnamon capsules, he's a bit wobbly",
    ],
    families: ["hypoglycaemia"],
    source: "wdc_hypo",
  },
  {
    message:
      "my type 1 flatmate's slurring and staring into space and won't answer me, her libre keeps beeping LO",
    families: ["hypoglycaemia"],
    source: "wdc_hypo",
  },
  {
    message: "had a hypo, had jelly babies twice and still 2.8 and feel dreadful and can't think straight",
    families: ["hypoglycaemia"],
    source: "wdc_hypo",
  },
  {
    message:
      "carer here, resident with diabetes skipped tea and had her insulin, she's grey, sweating and won't wake up properly",
    families: ["hypoglycaemia"],
    source: "wdc_hypo",
  },
  {
    message:
      "shaking like a leaf, heart pounding and my vision's gone blurry, I'm on metformin and the gymnema tea and didn't eat today",
    families: ["hypoglycaemia"],
    source: "wdc_hypo",
  },
  {
    message: "he's gone funny again and now he's aggressive and won't let us test him",
    earlier: ["what supplements can lower blood sugar", "my son is type 1 and went hiking all day"],
    families: ["hypoglycaemia"],
    source: "wdc_hypo",
  },

  // seizure
  {
    message:
      "my son's gone rigid on the floor and he's jerking all over and his lips are blue, he's never done this before",
    families: ["seizure"],
    source: "uhs_seizure",
  },
  {
    message: "she's been fitting for over 5 minutes now, the buccal midazolam hasn't worked",
    families: ["seizure"],
    source: "uhs_seizure",
  },
  {
    message:
      "my mam's had one of her turns, shaking and foaming at the mouth, and she's gone straight into another without waking",
    families: ["seizure"],
    source: "uhs_seizure",
  },
  {
    message: "now he's shaking all over and not responding",
    earlier: [
      "is it ok to take evening primrose with epilepsy meds",
      "my partner missed his lamotrigine yesterday",
    ],
    families: ["seizure"],
    source: "uhs_seizure",
  },
  {
    message:
      "the lad at work went down like a sack of spuds and started convulsing, banged his head on the way down",
    families: ["seizure"],
    source: "uhs_seizure",
  },
  {
    message:
      "my resident with learning disabilities is having a seizure that looks different to his usual ones and it's gone on longer",
    families: ["seizure"],
    source: "uhs_seizure",
  },
  {
    message: "my teenager was at a festival and now she's jerking and her eyes have rolled back",
    families: ["seizure"],
    source: "uhs_seizure",
  },
  {
    message: "her whole body is twitching and she wet herself, never had a fit in her life",
    earlier: ["my wife has been drinking loads of water for a detox", "she said she had a pounding head"],
    families: ["seizure"],
    source: "uhs_seizure",
  },

  // meningitis
  {
    message:
      "my student son's got a raging temp, can't bear the light, stiff neck and there's purple spots that don't go when I press a glass on",
    families: ["meningitis"],
    source: "scotland_meningitis",
  },
  {
    message:
      "our Kayleigh's poorly with a fever and cold hands and feet and there's a rash like pinpricks on her tummy",
    families: ["meningitis"],
    source: "scotland_meningitis",
  },
  {
    message: "her neck's that stiff she can't put her chin to her chest and she's really drowsy",
    earlier: ["what vitamins help with flu", "my 17 year old has a bad headache and temp"],
    families: ["meningitis"],
    source: "scotland_meningitis",
  },
  {
    message:
      "baby's got a high temp, a high-pitched cry I've never heard and the soft spot on his head is bulging",
    families: ["meningitis"],
    source: "scotland_meningitis",
  },
  {
    message:
      "woke up with the worst head, vomiting, can't look at the telly, and my legs ache like mad and there's blotches on my ankles",
    families: ["meningitis"],
    source: "scotland_meningitis",
  },
  {
    message:
      "my flatmate from uni is burning up and confused and there's a dark red rash that won't fade under the glass",
    families: ["meningitis"],
    source: "scotland_meningitis",
  },
  {
    message: "the rash is spreading and going purple",
    earlier: ["is zinc good for colds", "my boyfriend has a fever and feels rough"],
    families: ["meningitis"],
    source: "scotland_meningitis",
  },

  // sudden_headache
  {
    message:
      "was lifting weights and it felt like I'd been hit on the back of the head with a bat, worst headache ever and I've been sick",
    families: ["sudden_headache"],
    source: "sudden_headache",
  },
  {
    message:
      "my head feels like it's splitting open, came on like a bang out of nowhere about ten minutes ago",
    families: ["sudden_headache"],
    source: "sudden_headache",
  },
  {
    message:
      "wife grabbed her head mid sentence and said something popped, now she's being sick and can't stand the light",
    families: ["sudden_headache"],
    source: "sudden_headache",
  },
  {
    message: "it went from nothing to ten out of ten in seconds, like a thunderclap",
    earlier: ["do magnesium tablets help migraines", "I get migraines but this is different"],
    families: ["sudden_headache"],
    source: "sudden_headache",
  },
  {
    message: "sudden crashing pain in my head during sex and my neck's gone stiff",
    families: ["sudden_headache"],
    source: "sudden_headache",
  },
  {
    message:
      "my dad says it's the worst pain he's ever had in his head, never gets headaches, came on while he was straining on the loo",
    families: ["sudden_headache"],
    source: "sudden_headache",
  },
  {
    message: "like a firework went off inside my skull and now double vision",
    families: ["sudden_headache"],
    source: "sudden_headache",
  },

  // pregnancy_warning
  {
    message:
      "I'm 34 weeks and I've got flashing lights in my eyes, a banging head and my face and hands have puffed up overnight",
    families: ["pregnancy_warning"],
    source: "apec_pre_eclampsia",
  },
  {
    message:
      "not felt the baby kick since yesterday tea time, 36 weeks, tried a cold drink and lying on my side",
    families: ["pregnancy_warning"],
    source: "lancs_baby_movements",
  },
  {
    message: "and now there's blood, a lot, and cramping like period pain",
    earlier: [
      "what prenatal vitamins are best",
      "I'm 11 weeks pregnant and been getting a bit of pain on one side",
    ],
    families: ["pregnancy_warning"],
    source: "apec_pre_eclampsia",
  },
  {
    message: "30 weeks and there's a horrible pain just under my ribs on the right and I've been sick",
    families: ["pregnancy_warning"],
    source: "apec_pre_eclampsia",
  },
  {
    message: "my daughter's 38 weeks, her belly's gone rock hard, she's bleeding and in agony",
    families: ["pregnancy_warning"],
    source: "apec_pre_eclampsia",
  },
  {
    message:
      "babby's gone very quiet in there, normally he's doing somersaults at this time of night, 29 weeks",
    families: ["pregnancy_warning"],
    source: "lancs_baby_movements",
  },
  {
    message: "my waters have gone and they're green, and only 33 weeks",
    families: ["pregnancy_warning"],
    source: "lancs_baby_movements",
  },
  {
    message: "the headache won't shift with paracetamol and now I'm seeing spots",
    earlier: ["is raspberry leaf tea safe in pregnancy", "I'm 35 weeks and my ankles are like balloons"],
    families: ["pregnancy_warning"],
    source: "apec_pre_eclampsia",
  },

  // collapse
  {
    message:
      "me grandad's gone down in the kitchen and he's not coming round, he's breathing but I can't wake him",
    families: ["collapse"],
    source: "sja_unresponsive",
  },
  {
    message: "she fainted at the bus stop and it's been a few minutes and she's still out cold",
    families: ["collapse"],
    source: "sja_unresponsive",
  },
  {
    message: "he's still not answering me and his eyes are rolled back",
    earlier: ["is it normal to feel dizzy on beta blockers", "my husband just keeled over in the garden"],
    families: ["collapse"],
    source: "sja_unresponsive",
  },
  {
    message: "mum's slumped on the settee, floppy and grey, I can't rouse her at all",
    families: ["collapse"],
    source: "sja_unresponsive",
  },
  {
    message:
      "our resident's gone off his legs and now he's just lying there not responding to his name or a shake",
    families: ["collapse"],
    source: "sja_unresponsive",
  },
  {
    message: "my mate's passed out after too much vodka and we can't wake him, he's making a snoring noise",
    families: ["collapse"],
    source: "sja_unresponsive",
  },
  {
    message: "found my neighbour on the floor, cold, breathing shallow and won't open her eyes",
    families: ["collapse"],
    source: "sja_unresponsive",
  },
  {
    message: "man's collapsed in the street and isn't breathing properly",
    families: ["collapse"],
    source: "sja_unresponsive",
  },

  // sepsis
  {
    message:
      "mum's had a water infection and now she's away with the fairies, shivering like mad and hasn't had a wee since yesterday",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message:
      "dad's just out of hospital after his op and his skin's gone mottled and blotchy, he's breathing fast and says he feels like he's going to die",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message: "now he's cold and clammy and confused and his knees have gone a purple marbled colour",
    earlier: [
      "what helps a chest infection heal faster",
      "my husband's been on antibiotics for pneumonia for 2 days",
    ],
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message:
      "the cut on my leg's gone red and hot up to my knee, I've got the shakes, my heart's racing and I feel dreadful",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message:
      "my gran with dementia is more muddled than normal, high temp then freezing, not eating or drinking and her breathing's quick",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message: "I'm on chemo and I've got a temp of 38.5 and rigors",
    families: ["sepsis"],
    source: "patient_sepsis",
  },
  {
    message: "extreme shivering and pain in every muscle, and I've barely weed all day",
    earlier: ["can I take vitamin c for a kidney infection", "I've had a pain in my back and a fever"],
    families: ["sepsis"],
    source: "patient_sepsis",
  },

  // jaundice
  {
    message:
      "whites of my eyes have gone yellow as a canary and my wee's like tea, been taking a turmeric and green tea extract for weight loss",
    families: ["jaundice"],
    source: "jaundice_adults",
  },
  {
    message: "me dad's gone a funny yellow colour all over and his poo is pale, he's been itching like mad",
    families: ["jaundice"],
    source: "jaundice_adults",
  },
  {
    message: "now my skin's yellow too and I've got pain under my right ribs",
    earlier: ["is ashwagandha safe for the liver", "been taking it for 2 months and feel tired and sick"],
    families: ["jaundice"],
    source: "jaundice_adults",
  },
  {
    message: "mum looks like she's got a fake tan gone wrong, yellow eyes, drowsy and confused",
    families: ["jaundice"],
    source: "jaundice_adults",
  },
  {
    message: "my husband's eyes have a yellow tinge and he's got a fever and bad belly pain",
    families: ["jaundice"],
    source: "jaundice_adults",
  },
  {
    message: "been taking loads of those kava relaxing capsules and my skin's gone yellow",
    families: ["jaundice"],
    source: "jaundice_adults",
  },
  {
    message: "new baby's gone yellow and very sleepy, won't feed",
    families: ["jaundice"],
    source: "jaundice_adults",
  },

  // skin_reaction
  {
    message:
      "started the epilepsy tablets a couple of weeks back and now I've got a rash that looks like targets, blisters in my mouth and my eyes are burning",
    families: ["skin_reaction"],
    source: "gosh_sjs",
  },
  {
    message: "my skin's peeling off in sheets like I've been scalded and I've got a temperature",
    families: ["skin_reaction"],
    source: "gosh_sjs",
  },
  {
    message: "now my lips are crusted and blistered and it hurts to wee",
    earlier: [
      "what's good for a sore throat",
      "I had flu-like symptoms and started allopurinol 2 weeks ago, now there's a red rash on my chest",
    ],
    families: ["skin_reaction"],
    source: "gosh_sjs",
  },
  {
    message: "my son's on the new antibiotic and his rash has gone purple and blistery, spreading fast",
    families: ["skin_reaction"],
    source: "gosh_sjs",
  },
  {
    message:
      "mouth is full of ulcers and my eyes are red and stuck together, and there are blisters on my chest",
    families: ["skin_reaction"],
    source: "gosh_sjs",
  },
  {
    message: "after starting carbamazepine his skin is coming away when you touch it",
    families: ["skin_reaction"],
    source: "gosh_sjs",
  },
  {
    message: "this rash is spreading and painful, not itchy, and there's blisters in my private bits",
    earlier: ["can I take ibuprofen with lamotrigine", "I feel like I've got flu"],
    families: ["skin_reaction"],
    source: "gosh_sjs",
  },
  {
    message:
      "right, she's all jittery and sweating and her temperature's climbing, and she says her legs won't stop jumping",
    earlier: [
      "my mum's on duloxetine",
      "she started taking the griffonia 5-HTP capsules a friend recommended three days ago",
    ],
    families: ["serotonin_toxicity"],
    source: "tapermd_serotonin",
  },
  {
    message: "and now he's saying the back of his neck is stiff and the spots are everywhere",
    earlier: [
      "my husband came back from the pub feeling rough",
      "he's got a temp and a headache and I've given him some vitamin c",
    ],
    families: ["meningitis"],
    source: "scotland_meningitis",
  },
  {
    message:
      "he's lying on the floor holding his head saying it's the worst he's ever had and it came on all at once",
    earlier: ["can fish oil help blood pressure", "my husband's blood pressure is always sky high"],
    families: ["sudden_headache"],
    source: "sudden_headache",
  },
  {
    message: "she's gone all yellow, even her eyes, and she's really sleepy and muddled",
    earlier: ["is milk thistle good for the liver", "my mum has liver problems from the drink"],
    families: ["jaundice"],
    source: "jaundice_adults",
  },
  {
    message: "she's got a fever again and the blisters are all round her mouth and eyes now",
    earlier: [
      "my daughter's 12, can she take the co-trimoxazole with a multivitamin",
      "she's got a spotty rash since starting it",
    ],
    families: ["skin_reaction"],
    source: "gosh_sjs",
  },
  {
    message:
      "his knees are mottled, he's burning up one minute and freezing the next and he's not making sense",
    earlier: ["my dad has a catheter", "he's been a bit off colour since yesterday"],
    families: ["sepsis"],
    source: "patient_sepsis",
  },

  // Ordinary messages

  {
    message:
      "had a funny turn at work earlier, went all shaky, turned out my sugar was low so I had a biscuit and a cuppa and I've been right as rain since. can chromium help keep it steady?",
    families: [],
    note: "a hypo an hour ago, treated and over",
  },
  {
    message: "my heart's breaking since she left me, what can I take to help me sleep",
    families: [],
    note: "heartbreak as a metaphor",
  },
  {
    message: "the price of these collagen powders is killing me, any cheaper ones that work",
    families: [],
    note: "killing as an idiom about price",
  },
  {
    message:
      "I care for my brother who has a learning disability, he's on sodium valproate, what signs of a bad reaction should I watch out for?",
    families: [],
    note: "a carer asking what to watch for",
  },
  {
    message:
      "thanks, she's home from hospital now and doing fine. what vitamins would help her get her strength back?",
    earlier: ["my mum had a stroke last month"],
    families: [],
    note: "an earlier emergency that is over",
  },
  {
    message: "my head's banging after the wedding last night, can I take milk thistle for a hangover",
    families: [],
    note: "a hangover headache",
  },
  {
    message: "feeling a bit peely-wally this week, would iron help or is it just the weather",
    families: [],
    note: "Scottish for pale and off colour",
  },
  {
    message: "I'm proper mafted in this heat, should I take electrolyte tablets",
    families: [],
    note: "Northern for hot and bothered",
  },
  {
    message: "our nan's been a bit under the weather, off her food, what multivitamin is good for over 80s",
    families: [],
    note: "mildly unwell older relative",
  },
  {
    message: "I'm dying to try that new magnesium spray, does it work",
    families: [],
    note: "dying as eagerness",
  },
  {
    message: "i've got a right cob on today, is there anything for mood swings before my period",
    families: [],
    note: "Midlands for being in a bad mood",
  },
  {
    message:
      "Grandad gets a bit breathless walking up to the shop, the GP knows and it's his heart failure, can he have CoQ10",
    families: [],
    note: "known stable breathlessness, GP aware",
  },
  {
    message: "does St John's wort interact with the pill? I'm not on any antidepressants",
    families: [],
    note: "an interaction question without symptoms",
  },
  {
    message: "can I take 5-HTP if I stopped my sertraline three months ago",
    families: [],
    note: "a question about a past medicine",
  },
  {
    message: "our dog ate a single grape last year and was fine, should I worry about grapes in his treats",
    families: [],
    note: "a past pet incident, over",
  },
  {
    message: "what's the max dose of vitamin D I can safely take in winter",
    families: [],
    note: "a question about a dose",
  },
  {
    message: "I'm absolutely knackered all the time, is it worth taking B12",
    families: [],
    note: "tiredness",
  },
  {
    message: "my knees are giving me gyp on the stairs, glucosamine or turmeric?",
    families: [],
    note: "joint pain in everyday speech",
  },
  {
    message: "this exam stress is doing my head in, is L-theanine any good",
    families: [],
    note: "doing my head in as an idiom",
  },
  {
    message: "the bairn's teething and crabbit, is there anything natural that helps",
    families: [],
    note: "teething child, no poisoning",
  },
  {
    message: "I keep getting a stitch in my side when I run, do I need more magnesium",
    families: [],
    note: "a stitch when running",
  },
  {
    message: "me mam says I look like death warmed up, what's good for a cold",
    families: [],
    note: "death as an idiom for looking unwell",
  },
  {
    message:
      "had a nosebleed this morning that stopped after five minutes pinching my nose, can vitamin C help with fragile vessels?",
    families: [],
    note: "a short nosebleed that stopped",
  },
  {
    message:
      "the baby kicks like a footballer at night, is that why I can't sleep? what magnesium is safe in pregnancy",
    families: [],
    note: "a pregnancy with normal movements",
  },
  {
    message:
      "my ankles swell a bit by the end of the day at 28 weeks, midwife checked my blood pressure yesterday and said it was fine",
    families: [],
    note: "mild pregnancy swelling, already checked",
  },
  {
    message: "I've been feeling dead nesh lately, always cold, could it be my thyroid or iron",
    families: [],
    note: "Northern for feeling the cold",
  },
  { message: "can I give our cat fish oil for her coat", families: [], note: "a pet supplement question" },
  {
    message: "my teenager wants to take creatine for rugby, is it safe at 16",
    families: [],
    note: "a parent of a teenager asking about a supplement",
  },
  {
    message: "that spinning class nearly killed me, what's good for muscle soreness",
    families: [],
    note: "nearly killed me as exaggeration",
  },
  {
    message: "my legs turned to jelly after the half marathon, should I have taken electrolytes",
    families: [],
    note: "post-exercise tiredness",
  },
  {
    message:
      "I had a panic attack last week and my chest felt tight, it passed in ten minutes and the GP checked my heart and it was fine. Anything natural for anxiety?",
    families: [],
    note: "a past panic attack already checked",
  },
  {
    message: "my skin's gone a bit orange from all the carrot juice, is that harmful",
    families: [],
    note: "carotenaemia, not jaundice",
  },
  {
    message: "what are the little white tablets in the vitamin D3 and K2 pack for",
    families: [],
    note: "a tablet named by its look",
  },
  {
    message: "my nan calls her bendroflumethiazide her water tablets, can she take potassium with them",
    families: [],
    note: "an interaction question using a nickname",
  },
  {
    message: "are the purple capsules from Holland & Barrett the elderberry ones? want some for winter",
    families: [],
    note: "a product named by its look",
  },
  {
    message: "I'm gasping for a cuppa but trying to cut caffeine, any herbal alternatives for energy",
    families: [],
    note: "gasping as wanting",
  },
  {
    message: "the heartburn after curry is something else, would apple cider vinegar help",
    families: [],
    note: "ordinary heartburn after food",
  },
  {
    message: "I get palpitations after too much coffee, settles when I stop, is magnesium good for that",
    families: [],
    note: "benign palpitations that settle",
  },
  {
    message:
      "my brother had meningitis as a kid and he's fine now, is there anything that boosts immunity for adults",
    families: [],
    note: "a past emergency mentioned in passing",
  },
  {
    message: "what's the safe amount of iron for a woman with heavy periods",
    families: [],
    note: "a dose question, heavy periods in passing",
  },
  {
    message:
      "my periods are heavy and I'm tired, the GP's doing bloods next week, should I start ferrous sulphate now",
    families: [],
    note: "heavy periods with a GP plan",
  },
  {
    message:
      "our Jack's got a bit of a cough and sniffles but he's running about playing, any kids' vitamins worth trying",
    families: [],
    note: "a well child with a cold",
  },
  {
    message: "what's the difference between the blue and the brown inhaler, I keep mixing them up",
    families: [],
    note: "a medicine question, no breathing trouble",
  },
  {
    message: "I went a bit lightheaded standing up too fast, fine after a sit down, do I need more salt",
    families: [],
    note: "postural dizziness that passed",
  },
  {
    message: "my mother-in-law is doing my head in and my blood's boiling, what's good for stress",
    families: [],
    note: "blood boiling as anger",
  },
  {
    message: "I'm a carer for my husband who has Parkinson's, can he have vitamin B6 with his levodopa",
    families: [],
    note: "a carer's interaction question",
  },
  {
    message: "is it true turmeric thins your blood? I'm not on any blood thinners, just curious",
    families: [],
    note: "a question about bleeding risk without symptoms",
  },
  {
    message: "my gums bleed a bit when I brush, is that a vitamin C thing",
    families: [],
    note: "minor gum bleeding",
  },
  {
    message:
      "had a bee sting on my foot yesterday, it's a bit red and itchy but no swelling elsewhere, anything to soothe it",
    families: [],
    note: "a local sting reaction",
  },
  {
    message: "I'm allergic to shellfish, is glucosamine from shellfish safe for me",
    families: [],
    note: "an allergy question without a reaction",
  },
  {
    message: "what should be in a first aid kit for someone with diabetes",
    families: [],
    note: "preparation, no emergency",
  },
  {
    message:
      "my grandson had a febrile convulsion last year, it's all fine now, does he need any supplements",
    families: [],
    note: "a past seizure, over",
  },
  {
    message: "I've got epilepsy, well controlled, can I take ashwagandha",
    families: [],
    note: "a condition named with no event",
  },
  { message: "is it safe to take echinacea while pregnant", families: [], note: "a pregnancy question" },
  {
    message: "I'm 20 weeks, what's the best omega 3 for the baby's brain",
    families: [],
    note: "a routine pregnancy question",
  },
  {
    message: "my eyes look a bit bloodshot after swimming, any eye vitamins",
    families: [],
    note: "red eyes after chlorine",
  },
  {
    message: "my dad is a bit yellowish in photos but it's the lighting, anyway can he take milk thistle",
    families: [],
    note: "yellow in passing, not jaundice",
  },
  {
    message:
      "I've got a rash from a new washing powder, itchy but nothing else, is there a cream you'd recommend",
    families: [],
    note: "contact dermatitis",
  },
  { message: "do any supplements help eczema in adults", families: [], note: "a chronic skin question" },
  {
    message: "my doctor put me on allopurinol, are there any supplements I should avoid",
    families: [],
    note: "a medicine named with no reaction",
  },
  {
    message:
      "the dog's been eating grass and then sick once, he's bouncing about now, is there a probiotic for dogs",
    families: [],
    note: "a well pet",
  },
  {
    message: "does chocolate have magnesium in it? I'm eating loads of it lol",
    families: [],
    note: "chocolate without a pet",
  },
  {
    message: "my toddler's taking a chewable multivitamin, how do I stop her thinking they're sweets",
    families: [],
    note: "prevention, no ingestion",
  },
  {
    message: "where's the best place to keep iron tablets away from kids",
    families: [],
    note: "safe storage question",
  },
  {
    message: "I took my vitamin D twice today by mistake, 1000 units each, is that alright",
    families: [],
    note: "a small double dose",
  },
  {
    message: "accidentally took two multivitamins this morning, anything to worry about",
    families: [],
    note: "a trivial double dose",
  },
  {
    message: "I've been feeling low since the winter, is vitamin D or saffron better",
    families: [],
    note: "low mood without risk",
  },
  {
    message: "I could murder a bacon butty, is it worth taking a fibre supplement on a diet",
    families: [],
    note: "murder as an idiom",
  },
  {
    message:
      "the wean's got a temperature and a cold but she's eating and playing, can I give her a vitamin drop",
    families: [],
    note: "a mildly unwell child who is playing",
  },
  {
    message: "my wife's pregnant and craving ice, does she need iron",
    families: [],
    note: "pica in pregnancy",
  },
  {
    message: "I'm 65 and want something for my memory, nothing's wrong I just forget where I put my keys",
    families: [],
    note: "normal forgetfulness",
  },
  {
    message: "dad's been a bit doolally since he retired, bored mostly, anything to perk him up",
    families: [],
    note: "doolally as a joke",
  },
  {
    message: "I'm chuffed to bits, my blood sugar's come down, do I still need the cinnamon",
    families: [],
    note: "good news about blood sugar",
  },
  {
    message: "lost my voice from shouting at the football, any lozenges with zinc",
    families: [],
    note: "hoarse voice from shouting",
  },
  {
    message: "that chilli nearly blew my head off, is capsaicin good for metabolism",
    families: [],
    note: "an exaggeration about food",
  },
  {
    message: "my skin's crawling with the itch from the midge bites up in the Highlands, anything that helps",
    families: [],
    note: "insect bites",
  },
  {
    message: "I feel like I've been hit by a bus after the night shift, which B vitamins",
    families: [],
    note: "tiredness after a shift",
  },
  {
    message: "my kid's asthma is well managed, does vitamin D help asthma generally",
    families: [],
    note: "a well-controlled condition",
  },
  {
    message:
      "my sister self-harmed years ago and she's doing really well now, what supplements help with mood long-term",
    families: [],
    note: "past self-harm, now well",
  },
  {
    message: "what is serotonin syndrome and which supplements cause it",
    families: [],
    note: "an educational question",
  },
  {
    message: "I'm on citalopram, is it ok to take a plain magnesium supplement",
    families: [],
    note: "an antidepressant with a safe supplement question",
  },
  { message: "can you overdose on vitamin C?", families: [], note: "a general question about overdose" },
  {
    message: "how many iron tablets would be dangerous for a child, so I know how careful to be",
    families: [],
    note: "a prevention question",
  },
  {
    message: "are there any foods that can trigger a migraine, I get them monthly",
    families: [],
    note: "a known migraine pattern",
  },
  {
    message: "my usual migraine's back, same as always with the zigzag lines, does riboflavin help",
    families: [],
    note: "a familiar migraine",
  },
  {
    message: "got a stiff neck from sleeping funny, any supplement for muscle aches",
    families: [],
    note: "a stiff neck without fever",
  },
  {
    message: "my mam swears by cod liver oil, is it the same as fish oil",
    families: [],
    note: "a general question",
  },
  {
    message: "I'm on warfarin, which supplements should I steer clear of",
    families: [],
    note: "an interaction question without bleeding",
  },
  {
    message: "cut my finger chopping onions, stopped bleeding with a plaster, does zinc help healing",
    families: [],
    note: "a minor cut that has stopped",
  },
  {
    message: "the kids got into the biscuit tin and ate the lot, they're hyper, any tips lol",
    families: [],
    note: "children eating biscuits",
  },
  {
    message: "since the heart attack two years ago I've been on a statin, can I take red yeast rice as well",
    families: [],
    note: "a past heart attack",
  },
  {
    message:
      "thanks, the paramedics came and she's stable in hospital now. will she need to stop her ginkgo?",
    earlier: ["I think my mum is having a stroke"],
    families: [],
    note: "a conversation whose emergency is being handled",
  },
  {
    message:
      "ok he's come round and the ambulance has been, they said it was a faint. what can he eat to avoid it again",
    earlier: ["my husband passed out in the queue at Tesco"],
    families: [],
    note: "a faint that has been assessed",
  },
  {
    message:
      "she's fine now, the hospital kept her overnight and sent her home. is collagen ok after anaphylaxis?",
    earlier: ["my daughter reacted to peanuts last week"],
    families: [],
    note: "an allergic reaction that is over",
  },
  {
    message: "so what vitamins are best for an older lady who's had a few falls",
    earlier: ["my mum is 84 and keeps having falls", "GP has referred her to the falls clinic"],
    families: [],
    note: "falls already under the GP",
  },
  {
    message: "ok and what dose of the magnesium glycinate",
    earlier: ["I've been getting cramps at night", "they go after a stretch"],
    families: [],
    note: "ordinary cramps across messages",
  },
  {
    message: "and is it ok with my metformin?",
    earlier: ["is berberine any good for blood sugar", "I've got type 2 diabetes"],
    families: [],
    note: "a diabetes supplement question",
  },
  {
    message: "would the capsule or the tea be better",
    earlier: ["does st john's wort help with low mood", "I'm not on any other tablets"],
    families: [],
    note: "a herbal question with no interaction",
  },
  {
    message: "great, and what about for his joints?",
    earlier: ["my dog is 12 and a bit stiff in the mornings", "vet says it's arthritis"],
    families: [],
    note: "an ageing pet",
  },
  {
    message: "and which brand is cheapest?",
    earlier: ["what's the recommended folic acid dose when trying for a baby"],
    families: [],
    note: "preconception question",
  },
  {
    message: "does that apply to the gummies as well",
    earlier: ["how should I store children's vitamins safely"],
    families: [],
    note: "storage follow-up",
  },
  {
    message: "so is it ok to start the iron again now",
    earlier: [
      "I had black poo last week",
      "the GP said it was just the iron tablets and my bloods were fine",
    ],
    families: [],
    note: "black stools explained by iron, checked",
  },
  {
    message: "yeah she's grand now, it was a hypo and she had some orange juice. anything for long term?",
    earlier: ["my mum's diabetic and went a bit wobbly before tea"],
    families: [],
    note: "a hypo treated and over",
  },
  {
    message: "he's fine, it was just the one and it was a vitamin, a chewable C. do I need to do anything?",
    earlier: ["my 5 year old ate one of his sister's vitamin gummies"],
    families: [],
    note: "a trivial ingestion by a child",
  },
  {
    message: "and what's a good multivitamin for after",
    earlier: [
      "I'm having my gallbladder out next month",
      "I've had a bit of yellow in my eyes in the past with the stones, the surgeon knows",
    ],
    families: [],
    note: "known condition with a plan",
  },
  {
    message: "is that ok alongside the antibiotic",
    earlier: ["I've got a UTI, GP gave me nitrofurantoin", "can I take cranberry capsules"],
    families: [],
    note: "an infection being treated, no red flags",
  },
  {
    message: "the pain was gone within a minute, just wondered if vitamin E helps",
    earlier: ["I get a sharp twinge under my ribs when I laugh too hard"],
    families: [],
    note: "a brief twinge",
  },
  {
    message: "how long before the turmeric starts working on my knees",
    earlier: ["my knees are killing me on the stairs"],
    families: [],
    note: "killing me about joint pain",
  },
  {
    message: "and can I take it while breastfeeding",
    earlier: ["what's a good vitamin D for a new mum", "baby's doing great"],
    families: [],
    note: "a postnatal question",
  },
  {
    message:
      "my lad's 14 and moody as anything, slams doors and grunts, is that normal teenage stuff or could omega 3 help",
    families: [],
    note: "ordinary teenage mood",
  },
  {
    message:
      "my aunt with dementia gets a bit agitated in the evenings, the nurse calls it sundowning, is there any natural remedy",
    families: [],
    note: "known sundowning, no new change",
  },
  {
    message: "I feel like I could sleep for a week, is it the iron or just life",
    families: [],
    note: "tiredness",
  },
  {
    message: "does anyone know if the green capsules from Boots are the spirulina ones",
    families: [],
    note: "a product named by its look",
  },
  {
    message: "I'm chesty with a cold but breathing fine, what's good for catarrh",
    families: [],
    note: "a chesty cold",
  },
  {
    message:
      "our gran says she's come over all peculiar but it's because she's excited about the cruise, anything for travel sickness",
    families: [],
    note: "an idiom for excitement",
  },
];
