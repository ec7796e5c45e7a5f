// An eighth blind triage set, written without reading the classifier, its patterns or the other sets: jaundice and
// severe skin reactions as people type them, and ordinary messages that look like them.
import type { TriageCase } from "./schema";

export const EIGHTH_REFERENCES: Record<string, { title: string; url: string }> = {
  wales_jaundice: {
    title: "Jaundice (NHS 111 Wales)",
    url: "https://111.wales.nhs.uk/Encyclopaedia/j/article/jaundice/",
  },
  nidirect_jaundice: {
    title: "Jaundice (nidirect)",
    url: "https://nidirect.gov.uk/conditions/jaundice",
  },
  blt_liver_symptoms: {
    title: "Symptoms of liver disease (British Liver Trust)",
    url: "https://britishlivertrust.org.uk/information-and-support/liver-health-2/symptoms-of-liver-disease/",
  },
  mhra_black_cohosh: {
    title: "Liver failure case highlights need to use Black Cohosh remedies carefully (MHRA, archived)",
    url: "http://webarchive.nationalarchives.gov.uk/20141206150710/http:/www.mhra.gov.uk/NewsCentre/Pressreleases/CON199545",
  },
  livertox_black_cohosh: {
    title: "Black Cohosh, LiverTox (NIDDK, NCBI Bookshelf)",
    url: "https://www.ncbi.nlm.nih.gov/books/n/livertox/BlackCohosh/",
  },
  dilin_turmeric: {
    title:
      "Liver injury associated with turmeric: ten cases from the Drug-Induced Liver Injury Network (Am J Med, PMC)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9892270/",
  },
  nhs_sjs: {
    title: "Stevens-Johnson syndrome (NHS)",
    url: "https://nhs.uk/conditions/stevens-johnson-syndrome",
  },
  wales_sjs: {
    title: "Stevens-Johnson syndrome (NHS 111 Wales)",
    url: "https://111.wales.nhs.uk/stevensjohnsonsyndrome",
  },
  gosh_sjs: {
    title: "Stevens-Johnson syndrome (Great Ormond Street Hospital)",
    url: "https://www.gosh.nhs.uk/conditions-and-treatments/conditions-we-treat/stevens-johnson-syndrome/",
  },
};

export const EIGHTH_CASES: TriageCase[] = [
  // ---------------------------------------------------------------------------------------------
  // Emergencies
  // ---------------------------------------------------------------------------------------------

  // jaundice
  {
    message:
      "my eyes have gone yellow since i started the turmeric capsules about 3 weeks ago. the white bits are properly yellow now. is that a side effect?",
    families: ["jaundice"],
    source: "dilin_turmeric",
  },
  {
    message:
      "whites of my eyes look yellowy and my wee is like strong tea. been taking ashwagandha for sleep since the summer",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "My husband's skin has gone a sort of orangey yellow and so have his eyes. He's been on a green tea extract fat burner since January. Is this the tablets?",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "mum is 67 and on black cohosh for the hot flushes, her eyes look yellow and shes itching all over. can it wait till her gp appt next thursday",
    families: ["jaundice"],
    source: "mhra_black_cohosh",
  },
  {
    message:
      "is it normal for your poo to be really pale, almost white, and your wee dark brown? my eyes look a bit yellow in the bathroom mirror too",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "probably nothing but someone at work said i look a bit jaundiced today. ive been having kava drinks most evenings to unwind",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "my friend whos a gp said my eyes look yellow and i should get them checked. i take loads of stuff for the gym, could one of them be doing it",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "Pee is the colour of cola, poo is like grey clay and there's a dull ache under my right ribs. I'm on high dose niacin for my cholesterol.",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message: "eyes r yellow n im itchy af, started them menopause herbs last month",
    families: ["jaundice"],
    source: "mhra_black_cohosh",
  },
  {
    message:
      "my daughter is 15 and her eyes have gone yell oh and her skin looks yellow to she's been taking some diet pills she bought online",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "Hello, my father skin become yellow colour since 3 days and his urine is very dark. He take herbal medicine from our home country. What we must do?",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "Hi, a couple of questions. I ordered the magnesium glycinate and vitamin D bundle last Tuesday and it hasn't come yet, can you check? Also unrelated but my eyes turned yellow over the weekend and my poo is pale, is that the milk thistle I've been taking for my liver? And do you do next day delivery?",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "should i be worried that the whites of my eyes have gone yellow? had a tummy bug for a few days and still cant eat",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "flatmate looks yellow. like actually yellow, face and eyes. he says hes fine but hes been in bed all day and keeps being sick",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "I've turned yellow after a course of co-amoxiclav for a chest infection, finished it a week ago. Itchy as well.",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "I take turmeric with black pepper, 1500mg a day for my knees. The last few days my urine is really dark and my eyes look yellow. Can I keep taking it?",
    families: ["jaundice"],
    source: "dilin_turmeric",
  },
  {
    message:
      "son is 17, takes some bodybuilding tablets a mate at the gym sold him, now his eyes are yellow and he has pain on his right side under the ribs",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message: "think im jaundiced. skin looks yellow and im scratching myself raw at night",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "what dose of milk thistle should I take to clear yellow eyes? they went yellow on Sunday and my wee is really dark",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message: "wifes eyes are yellow and shes muddled and really drowsy today, keeps nodding off mid sentence",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "My skin looks yellow next to my partner's in photos and the whites of my eyes are yellowish. Dark wee too. I've been on a 'liver detox' tea for a fortnight.",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "is turmeric safe for older people? asking because my gran takes it every day and her eyes have gone yellow this week",
    families: ["jaundice"],
    source: "dilin_turmeric",
  },
  {
    message:
      "weird question but can vitamins make your eyes yellow? mine have been yellow for 4 days and my pee is brown",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message: "yellow eyes, pale poo, itchy palms. started red yeast rice 6 weeks ago. coincidence?",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "ive gone yellow lol. not even joking my mate said i look like a simpson. been on the garcinia cambogia for a month",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "Partner noticed the whites of my eyes are yellow. I also have a pain in the upper right of my tummy that goes through to my shoulder.",
    families: ["jaundice"],
    source: "blt_liver_symptoms",
  },
  {
    message:
      "my urine is the colour of coca cola and my stools are grey. no pain. 58, male. is this something for the gp or can i wait",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "Do you sell anything for itchy skin? I've been itching everywhere for a week, my eyes look yellowish and my wee is dark",
    families: ["jaundice"],
    source: "blt_liver_symptoms",
  },
  {
    message:
      "I took ashwagandha gummies for two months, now my eyes are slightly yellow. Stopped them yesterday. Do I still need to see someone?",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "daughter came home from uni for reading week and the whites of her eyes are yellow, she says shes been knackered and off her food",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "hubbys face has gone a yellowy colour and his eyes, he does like a drink but its never done this before",
    families: ["jaundice"],
    source: "blt_liver_symptoms",
  },
  {
    message:
      "How long does it take for yellow eyes to go back to white after stopping a supplement? Mine went yellow 2 days ago on a new pre workout",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "GP friend at a bbq said I looked a bit yellow, checked in the mirror and my eyes definitely are. Taking high strength green tea capsules for weight loss.",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "Are these a reaction to black cohosh: dark urine, yellow eyes, feeling sick all the time, pain under my right ribs?",
    families: ["jaundice"],
    source: "livertox_black_cohosh",
  },
  {
    message:
      "lighter poo than normal, really dark wee and the whites of my eyes are a yellow colour. i take kratom most days",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message: "eyes yelow skin yelow pee orangey brown wat is happening",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "Since starting my new epilepsy tablets my skin has a yellow tinge and the whites of my eyes have too.",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "my da's eyes have gone yellow and his pee is dark brown. he says its the whisky and to leave him alone",
    families: ["jaundice"],
    source: "blt_liver_symptoms",
  },
  {
    message:
      "6 weeks into an oral cycle and the whites of my eyes are yellow. should i just come off and drink loads of water",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "Mother-in-law is 80, her eyes have gone yellow and she's itchy, and she's lost a lot of weight without trying. No pain at all.",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message: "can turmeric turn your eyes yellow? mine have, the white part i mean, not my fingers",
    families: ["jaundice"],
    source: "dilin_turmeric",
  },
  {
    message:
      "The whites of my eyes look yellow rather than white and my poo is pale and floats. Should I just drink more water?",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message: "is it normal for the whites of your eyes to go yellow when youre taking high dose vitamin A?",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "probably overreacting but my skin looks a bit yellow in daylight and ive been itchy, im on the max strength turmeric from your site",
    families: ["jaundice"],
    source: "dilin_turmeric",
  },
  {
    message:
      "Right so I'm 52, menopause is hell, tried HRT and didn't get on with it, so I've been on black cohosh and sage for about two months. Flushes a bit better, sleep awful. This week my eyes have gone yellow and I'm itching all over at night and my wee is really dark. Anyway, which is better for sleep, magnesium or valerian?",
    families: ["jaundice"],
    source: "mhra_black_cohosh",
  },
  {
    message: "pale stools, dark urine, yellow eyes. meds are methotrexate and folic acid. what now",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "34 weeks pregnant, itching my palms and soles like mad and now the whites of my eyes look yellow. bit of pain under my right ribs too",
    families: ["jaundice", "pregnancy_warning"],
    source: "wales_jaundice",
  },
  {
    message:
      "Is it worth taking a liver support supplement? My eyes are yellowish and I've had pale poo all week",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "my boyfriend is going yellow. started in his eyes on monday and now his face and chest. hes refusing to call anyone",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "skin gone yellow after taking the herbal slimming capsules from a chinese shop, feeling very weak and sick",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "My mum (71) went yellow in the eyes after her knee op, they gave her antibiotics to take home. Wee is dark too. Is that just the anaesthetic wearing off?",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message: "yellow tinge to my eyes n skin, bad pain right side under ribs, temp of 38.5",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "Quick one. How much vitamin B3 is too much? I've been on 2g a day of the flush-free one and my eyes have gone a bit yellow, and I feel sick after eating.",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "why would my wee be dark like tea when im drinking loads of water? eyes look a bit yellow in the whites too",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "I've been jaundiced since yesterday, I think. Yellow eyes and skin. First time ever. I'm 29 and not on anything except a multivitamin.",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "my eyes look like they have a yellow film over the white and my skin is itching so much i cant sleep, started ashwagandha and shilajit gummies",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message: "son (14) has glandular fever and now his eyes have gone yellow and his wee is dark",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "I know it sounds daft but my husband's eyes look yellow next to the white of his shirt. He's been taking a bodybuilding supplement called something like 'epi' something.",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message: "yelllow eyes since friday, pee dark, poo light, no appetite, do i go a and e or 111 or what",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "My skin's gone a yellowy colour and the whites of my eyes as well. I've been using a herbal menopause remedy I bought online, black cohosh, no THR logo on it.",
    families: ["jaundice"],
    source: "mhra_black_cohosh",
  },
  {
    message:
      "sister is 40, gallstones last year, now the whites of her eyes are yellow and she has pain under her right ribs again",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "me and my partner both take green tea extract from you. mine's fine but his eyes have gone yellow and he's itching. should he stop it?",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "everyone at my nans 90th kept saying i look yellow. looked at my eyes properly and they are yellow. been on the kava for anxiety",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "my skin isnt obviously yellow because its dark but the whites of my eyes are really yellow now and my urine is brown. since starting a herbal mix for my joints",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "been itchy all over for days, no rash, and today i noticed my eyes are yellow. on turmeric and ginger shots every morning",
    families: ["jaundice"],
    source: "dilin_turmeric",
  },
  {
    message:
      "The whites of both eyes have gone a deep yellow and I've had a bad tummy pain on the right. Is it safe to take painkillers and wait?",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "Question about your detox bundle, does it help with jaundice? Ive got yellow eyes and a yellow face at the moment",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "Mum's gone yellow. She's 58, takes all sorts from the health food shop for her joints and her nerves, and her wee is like Bovril. She keeps saying it's the lighting.",
    families: ["jaundice"],
    source: "nidirect_jaundice",
  },
  {
    message:
      "not being funny but my eyes look yellow and my pee is orange-brown even first thing after a pint of water",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "I think my skin is yellow?? its hard to tell but my eyes definitely are. itchy legs and arms. been taking a new acne supplement",
    families: ["jaundice"],
    source: "wales_jaundice",
  },
  {
    message:
      "teenage son has been vaping and taking some 'natural' weight gain powder, now his eyes are yellow and he feels rough",
    families: ["jaundice"],
    source: "wales_jaundice",
  },

  // skin_reaction
  {
    message:
      "started lamotrigine 2 weeks ago and now ive got a rash spreading across my chest and my mouth is full of sores",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "My mum's been on allopurinol for her gout for three weeks and now the skin on her back is blistering and peeling off like a burn",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "felt fluey for 2 days, then a rash came up with spots like little targets, now my lips are crusted and bleeding and my eyes are red and sore",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message:
      "son is 16, GP gave him co-trimoxazole, now he has blisters in his mouth, his eyes are red and gunky and the rash is all over him",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message: "skin is coming off in sheets on my arms since the new tablets, it looks like ive been scalded",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message: "rash all over n blisters on my lips cant even drink, started new meds 10 days ago",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "is it normal to get a rash and sore eyes after starting carbamazepine? the rash is spreading and my lips have blistered",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "My husband take new medicine for epilepsy, now his skin have many blisters and his mouth is very painful, he cannot eat anything. Please what we do",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "Had a temperature and sore throat so took ibuprofen for a few days, now there are purplish patches spreading with blisters in the middle and it stings to pee",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "Hi, I wanted to ask about your zinc lozenges and whether they're OK with my other meds. I started meloxicam for my back a fortnight ago. Since Tuesday I've had sores inside my mouth and on my privates and a red rash spreading up my body. Are the lozenges gluten free?",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message: "skin is peeling off my face and chest and my eyes are stuck together every morning",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message:
      "should i be worried about a rash from lamotrigine? its got blisters on it now and the inside of my mouth is raw",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "probably nothing but the rash from the antibiotics has started blistering and my eyes are burning",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "daughter is 19, on sulfasalazine for her crohns. temperature, ulcers all over her mouth and lips and now the skin on her chest is peeling",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "dad started phenytoin after his fit last month. now he has huge blisters on his legs and the skin slides off if you touch it",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message:
      "felt like flu, then a rash, and now my skin looks burnt and raw in big patches. no idea what caused it, only thing new is some herbal stuff from a market stall",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message:
      "blistering rash spreading fast after the new antibiotic, my lips are blistered and my tongue is swelling up, struggling to breathe",
    families: ["skin_reaction", "anaphylaxis"],
    source: "nhs_sjs",
  },
  {
    message:
      "my wife might have Steven Johnson she's got blisters in her mouth and her eyes are red she started allo pure and all last month for gout",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "cant swallow anything coz my mouth is all blisters, rash on my chest spreading, started on nevirapine recently",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "my skin is blistering like a burn but i havent burnt it?? only new thing is a painkiller called piroxicam",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "eyes really sore and bloodshot, can't look at the light, lips peeling and bleeding, and a rash with dark middles on my hands and arms",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message:
      "Is there a supplement that helps heal mouth ulcers? I've got loads of them, my lips are all crusted and there's a rash spreading over my body since I began lamotrigine.",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message: "rash like bullseyes all over me with a high temp, started a new tablet for my joints last week",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message: "skin is coming away where the bedsheets touched it. is this toxic epidermal whatever",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "teen son had a cold, now blisters on his lips and inside his mouth, red eyes and a blotchy rash spreading down his body",
    families: ["skin_reaction"],
    source: "gosh_sjs",
  },
  {
    message:
      "My partner's been on co-trimoxazole for a water infection and now she's got a rash, sore red eyes and blisters on her genitals",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "pain when i pee, blisters in my mouth, and a rash thats spreading really quickly. feel like death",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "i'm on week 3 of lamotrigine going up in dose, woke up with a rash on my face and chest and my lips are swollen and sore with little blisters. is this the rash they warned me about",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "rash has gone from red spots to big blisters overnight and now its on my face too. took a sulfa antibiotic for a week",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "Mum's 78, care home started her on a new tablet, now her skin is peeling off her back and arms and she won't eat because her mouth hurts",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message:
      "my skin hurts to touch everywhere, rash came up yesterday and there are blisters now. i had flu symptoms at the weekend",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message:
      "rash spreading + sore eyes + high temp after starting allopurinol. can i take piriton and sleep it off?",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "i have many ulcer in mouth and my lip have black crust, also red eye, after new medicine from doctor 2 week ago",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "How much vitamin E oil should I put on blisters? Big ones keep popping up on my trunk and the skin underneath is peeling off. Started carbamazepine for nerve pain.",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "looks like a burn all over her back but she hasnt been near anything hot. shes been on septrin for a week",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "my lips are swollen and covered in crusty sores, face puffy, and theres a target looking rash on my arms. what could it be",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message:
      "flatmate started some epilepsy meds, now shes got blisters in her mouth and round her eyes and a rash everywhere, and she's shaking with a temperature",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "eyes so sore and sticky cant open them properly, mouth full of blisters, rash spreading. all started after taking naproxen",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message: "my skin is literally peeling off in big bits and its red raw underneath. what do i put on it",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message: "is it normal that the lamotrigine rash is now in my mouth and on my eyelids",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "Husband (62) started allopurinol 3 weeks ago. Today he's got a temperature, his eyes are red, there are blisters on his lips and a rash on his chest and arms that's getting bigger.",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "blisters all over my body and inside my cheeks, feel really ill, had a cough and joint pain last week",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message:
      "rash with blisters n it hurts more than it itches, lips n mouth sore, eyes red. on new tabs for my moods",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "we think my daughter (12) has had a reaction to something, her lips are covered in blisters, her eyes are red and swollen and the rash on her body has blisters in it",
    families: ["skin_reaction"],
    source: "gosh_sjs",
  },
  {
    message:
      "quick q can you take collagen for skin peeling? mine is peeling off in patches on my chest and back after a fever and new antibiotics",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message: "the skin on my back has gone dusky purple and is lifting off in sheets, started meds for gout",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message:
      "Should I be worried if a rash from tablets has spread to my genitals and it hurts to wee? Also blisters on my lips.",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "rash that started on my chest has gone to my face arms and legs in a day and now blistering. on phenobarbital",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "sorry to bother you, its probably a heat rash, but its blistered and my mouth is really sore and my eyes feel gritty",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "My 18 year old was started on lamotrigine and then had valproate added, now she has a high temperature and blisters on her face and lips",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message: "whole body rash, skin coming off when i dry myself with a towel, eyes streaming and painful",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message:
      "bf's skin is peeling like he's been burnt, he has blisters in his mouth and can't swallow, he started some antibiotics for a tooth abscess",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "i feel like i have the flu and my eyes are burning, today a dark red rash with blisters on it has appeared on my chest and is spreading",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message:
      "can't eat because of mouth sores, lips have bled all night, skin on my arms blistering. on sulfasalazine",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message: "ma skin is peeling aff and it's all blisters, started new pills fae the doctor last week",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message:
      "I had SJS years ago from an antibiotic and I think it's happening again, the same target rash and my mouth is going sore, I took a cold and flu tablet yesterday",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "my son is sixteen he had a sore throat and got some tablets from the walk in centre and now his skin is all blisters and his eyes are red raw and he can't eat",
    families: ["skin_reaction"],
    source: "nhs_sjs",
  },
  {
    message:
      "is it possible to be allergic to turmeric? big blisters on my skin, some have burst, and the inside of my mouth is peeling",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message:
      "red painful rash spreading with blisters and my lips have crusted over, it hurts to open my mouth",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },
  {
    message:
      "nan's skin is sloughing off on her arms and legs since the hospital started her on a new water tablet and antibiotics",
    families: ["skin_reaction"],
    source: "wales_sjs",
  },

  // ---------------------------------------------------------------------------------------------
  // Ordinary messages that look like them
  // ---------------------------------------------------------------------------------------------

  // yellow or orange skin, yellow eyes: ordinary
  {
    message:
      "been having a big glass of carrot juice every day since september and my palms and soles have gone orange. whites of my eyes are still white. is it harmful?",
    families: [],
    note: "carotenaemia from carrot juice: orange palms, white eyes",
  },
  {
    message:
      "The beta-carotene tablets have made my skin a bit orangey, especially my hands. My eyes look normal. Should I cut the dose?",
    families: [],
    note: "beta-carotene colouring the skin, eyes normal",
  },
  {
    message:
      "toddler is obsessed with sweet potato and carrots and his nose and palms look orange lol, hes totally fine otherwise. is that a thing?",
    families: [],
    note: "carotenaemia in a well child from diet",
  },
  {
    message: "my hands look yellowy orange after my juice cleanse. eyes fine. how long till it fades?",
    families: [],
    note: "juice cleanse colouring the hands, eyes white",
  },
  {
    message: "fake tan has gone streaky and orange on my hands, how do i get it off before a wedding",
    families: [],
    note: "fake tan, not jaundice",
  },
  {
    message: "I take a jaundiced view of these liver detox teas tbh, is there any evidence they do anything?",
    families: [],
    note: "'jaundiced' as an idiom for cynical",
  },
  {
    message: "my cats eyes are yellow, is that normal for a ginger tom? he eats and plays fine",
    families: [],
    note: "a cat's naturally yellow eyes",
  },
  {
    message:
      "there's a yellow-green bruise on my shin from where I walked into the coffee table last week, is arnica any good?",
    families: [],
    note: "a healing bruise turning yellow",
  },

  // bright yellow wee from vitamins
  {
    message: "why is my wee neon yellow since starting the B complex? looks like a highlighter pen",
    families: [],
    note: "riboflavin in B complex colours urine bright yellow",
  },
  {
    message: "started a multivitamin yesterday and my pee is luminous yellow, is that the riboflavin?",
    families: [],
    note: "bright yellow urine from vitamin B2",
  },
  {
    message: "Does vitamin B2 for migraines always turn your urine bright yellow? Mine's like Lucozade.",
    families: [],
    note: "riboflavin for migraine, bright yellow urine",
  },
  {
    message:
      "is it a waste of money if my wee goes bright yellow after my vitamins? does that mean im just peeing them out",
    families: [],
    note: "bright yellow urine from water-soluble vitamins",
  },

  // turmeric stains, yellow nails and teeth
  {
    message: "turmeric capsule burst in my hand and now my fingers are stained yellow, how do i get it off",
    families: [],
    note: "turmeric staining fingers",
  },
  {
    message: "Will turmeric lattes stain my teeth yellow? I have one every morning",
    families: [],
    note: "turmeric and tooth staining",
  },
  {
    message: "my nails have gone yellow from wearing dark red varnish all summer, any supplement that helps?",
    families: [],
    note: "yellow nails from nail varnish",
  },
  {
    message: "yellow fingertips and nails from smoking, trying to quit. does vitamin c help with cravings",
    families: [],
    note: "nicotine staining",
  },
  {
    message: "my chopping board and worktop have gone yellow from turmeric, what gets it off?",
    families: [],
    note: "turmeric staining a worktop",
  },
  {
    message: "teeth look yellow in photos, are charcoal whitening powders safe for enamel?",
    families: [],
    note: "yellow teeth, cosmetic",
  },
  {
    message:
      "my tongue has a yellowish coating in the mornings, I'm a smoker, is that anything to worry about",
    families: [],
    note: "coated tongue, not jaundice",
  },
  {
    message:
      "the whites of my eyes are red and bloodshot after a night out, are eye drops ok to use every day?",
    families: [],
    note: "red eyes from a late night, not yellow",
  },

  // dark wee, dark or coloured poo
  {
    message:
      "wee is dark after three days at a festival drinking cider and not much water lol. how much should i drink to sort it",
    families: [],
    note: "dark urine from dehydration",
  },
  {
    message: "had beetroot salad last night and my wee is pink this morning, scared me for a sec",
    families: [],
    note: "beeturia",
  },
  {
    message: "Iron tablets have made my poo black, is that normal? I feel fine otherwise",
    families: [],
    note: "iron turning stools dark, not pale",
  },
  {
    message: "ferrous fumarate making my poo dark green almost black and bunged up, which iron is gentler",
    families: [],
    note: "iron tablets and dark stools",
  },
  {
    message: "wee is darker first thing in the morning then goes pale once ive had a few drinks. is that ok",
    families: [],
    note: "concentrated morning urine",
  },
  {
    message:
      "dark urine after a long run in the heat, gone back to normal now after drinking. should i take electrolytes",
    families: [],
    note: "dehydration after exercise, resolved",
  },
  {
    message:
      "poo was a bit lighter than usual the day after my barium swallow, the leaflet said that would happen",
    families: [],
    note: "pale stools expected after a barium test",
  },
  {
    message: "vitamin C high dose making my wee smell and look a bit brighter, is 1000mg too much",
    families: [],
    note: "vitamin C and urine, a dose question",
  },
  {
    message: "my wee smells weird after asparagus, is that something to do with my kidneys",
    families: [],
    note: "asparagus urine smell",
  },

  // jaundice long ago, Gilbert's, known and handled
  {
    message: "I had hepatitis A as a kid on holiday in Spain, can I take milk thistle now or is it pointless",
    families: [],
    note: "jaundice in the past",
  },
  {
    message: "had jaundice when i was 12 with glandular fever, totally fine since. is ashwagandha ok for me",
    families: [],
    note: "past jaundice, long resolved",
  },
  {
    message:
      "I've got Gilbert's syndrome, diagnosed years ago. My eyes go a bit yellow when I skip meals or have a cold. Any supplements to avoid?",
    families: [],
    note: "known Gilbert's syndrome, usual mild yellowing",
  },
  {
    message:
      "gilberts here, eyes yellowish again because ive been fasting for ramadan, same as every year. does milk thistle do anything for it",
    families: [],
    note: "Gilbert's with a familiar trigger",
  },
  {
    message:
      "My bilirubin was a touch high on a routine blood test and the GP says it's Gilbert's and nothing to worry about. Can I still take turmeric?",
    families: [],
    note: "diagnosed Gilbert's, a supplement question",
  },
  {
    message:
      "My liver function test came back slightly raised, GP is repeating it in 3 months, I feel fine. Should I stop my creatine meanwhile?",
    families: [],
    note: "mildly raised LFTs under GP follow-up, no symptoms",
  },
  {
    message:
      "had my gallbladder out 2 years ago after gallstones and jaundice, all good now. do i need digestive enzymes",
    families: [],
    note: "past jaundice, treated",
  },
  {
    message:
      "dad had a liver transplant in 2019 and is doing well, which supplements does he need to steer clear of with his anti-rejection meds?",
    families: [],
    note: "past liver disease, an interaction question",
  },

  // newborn jaundice with the midwife
  {
    message:
      "our baby is 4 days old and a bit yellow, the midwife checked her levels today and said it's normal newborn jaundice. can I take vitamin D while breastfeeding?",
    families: [],
    note: "newborn jaundice already checked by the midwife",
  },
  {
    message:
      "newborn had jaundice and a day under the blue lights, home now and feeding well. do babies need vitamin drops?",
    families: [],
    note: "treated newborn jaundice",
  },
  {
    message:
      "midwife coming back tomorrow to recheck baby's jaundice, she said to keep feeding him often. any vitamins i should take for my milk supply",
    families: [],
    note: "newborn jaundice under midwife care",
  },

  // questions about the liver and jaundice
  {
    message: "which supplements can damage your liver? want to make sure my stack is safe",
    families: [],
    note: "general question about liver-harming supplements",
  },
  {
    message:
      "Is it true turmeric can cause liver problems? I read a news story about it and I take 500mg a day",
    families: [],
    note: "a safety question, no symptoms",
  },
  {
    message:
      "what are the signs of jaundice? my mum is starting black cohosh and i want to know what to look out for",
    families: [],
    note: "asking about warning signs in advance",
  },
  {
    message: "How do you tell jaundice from a fake tan or carrot skin?",
    families: [],
    note: "a general comparison question",
  },
  {
    message: "is green tea extract safe for the liver at 500mg egcg? trying to lose weight",
    families: [],
    note: "a dose question",
  },
  {
    message: "what's the maximum niacin dose before you risk liver damage",
    families: [],
    note: "a dose question about niacin",
  },
  {
    message: "is kava banned in the UK? a mate brought some back from Fiji and said it can wreck your liver",
    families: [],
    note: "a regulatory and safety question",
  },
  {
    message:
      "my friend ended up in hospital last year with yellow eyes from a fat burner, she's fine now, but it's put me off. are any of them safe?",
    families: [],
    note: "a friend's past story",
  },
  {
    message:
      "Writing a blog post on herbal remedies and liver injury, black cohosh, kava, green tea extract. Can you point me at UK sources?",
    families: [],
    note: "research for a blog",
  },
  {
    message:
      "for my pharmacy essay: what's the mechanism behind drug-induced jaundice, cholestatic vs hepatocellular?",
    families: [],
    note: "an essay question",
  },
  {
    message: "does milk thistle actually protect your liver if you drink most weekends?",
    families: [],
    note: "a supplement question",
  },
  {
    message: "is ashwagandha safe long term? heard it's linked to liver issues in denmark or somewhere",
    families: [],
    note: "a safety question, no symptoms",
  },
  {
    message: "can i take black cohosh if i had a fatty liver on a scan last year? liver tests normal now",
    families: [],
    note: "a suitability question about a past finding",
  },
  {
    message: "Does your turmeric have a THR logo? The MHRA says to look for it on herbal products.",
    families: [],
    note: "a labelling question",
  },

  // blisters, burns, peeling: ordinary
  {
    message: "massive blister on my heel from new work shoes, do i pop it or leave it",
    families: [],
    note: "friction blister from shoes",
  },
  {
    message: "burnt my hand on the oven tray, its blistered now, what should i put on it",
    families: [],
    note: "a small burn from the oven",
  },
  {
    message: "Got blisters on both feet after the Three Peaks walk, any plasters that actually stay on?",
    families: [],
    note: "hiking blisters",
  },
  {
    message: "rowing blisters on my palms keep ripping, will collagen or vitamin c help them toughen up",
    families: [],
    note: "friction blisters from sport",
  },
  {
    message: "burnt the roof of my mouth on pizza and now the skin is peeling off, so annoying",
    families: [],
    note: "a minor mouth burn",
  },
  {
    message: "skin peeling off my shoulders after sunburn in Tenerife, does aloe vera actually work?",
    families: [],
    note: "peeling sunburn",
  },
  {
    message: "back is peeling like mad after a week in Spain, itchy too. any supplement to help skin heal",
    families: [],
    note: "sunburn peeling",
  },
  {
    message:
      "my face is peeling after the glycolic peel at the salon, they said 3-5 days. can i still use retinol",
    families: [],
    note: "an expected peel after a cosmetic treatment",
  },
  {
    message: "fingertips peeling every winter, hands very dry, is it a vitamin deficiency?",
    families: [],
    note: "dry peeling fingertips",
  },
  {
    message: "feet peeling between the toes, think it's athlete's foot again. tea tree any good?",
    families: [],
    note: "athlete's foot",
  },
  {
    message: "lips are chapped and peeling from the wind, what's the best balm",
    families: [],
    note: "chapped lips",
  },
  {
    message:
      "on roaccutane from the dermatologist, lips peeling and dry as expected, which lip balm do people rate",
    families: [],
    note: "expected isotretinoin side effect under a dermatologist",
  },
  {
    message: "hand sanitiser has cracked the skin on my knuckles and it stings, any cream suggestions",
    families: [],
    note: "irritant dermatitis from sanitiser",
  },
  {
    message:
      "splashed some hot oil on my arm while cooking, small blister, ran it under cold water for 20 mins. ok to leave it?",
    families: [],
    note: "a small burn already cooled",
  },
  {
    message:
      "tiny itchy blisters on the sides of my fingers again, the GP said it was pompholyx last time. does zinc help?",
    families: [],
    note: "recurrent pompholyx, known",
  },
  {
    message: "the chilli sauce blistered my tongue lol, never again",
    families: [],
    note: "hot food",
  },
  {
    message: "we had a blistering row last night and i havent slept, whats good for stress",
    families: [],
    note: "'blistering' as an idiom",
  },
  {
    message: "mozzie bites on my ankles blistered up on holiday, they're healing now, any tips",
    families: [],
    note: "blistered insect bites",
  },

  // cold sores, mouth ulcers, childhood rashes
  {
    message: "cold sore coming on, tingly lip. does lysine actually work or is it a myth",
    families: [],
    note: "a cold sore",
  },
  {
    message: "keep getting a cold sore every time i'm run down, what supplements for immune system",
    families: [],
    note: "recurrent cold sores",
  },
  {
    message: "got a mouth ulcer on my tongue, hurts when I eat crisps. is it low B12?",
    families: [],
    note: "a single mouth ulcer",
  },
  {
    message:
      "new braces are rubbing and I've got two ulcers on the inside of my cheek, any gel you'd recommend?",
    families: [],
    note: "ulcers from braces",
  },
  {
    message:
      "my 6 year old has chickenpox, spots everywhere but she's happy and eating. what's safe for the itching?",
    families: [],
    note: "chickenpox in a well child",
  },
  {
    message:
      "toddler has hand foot and mouth from nursery, spots on his hands and a few in his mouth, still drinking and playing. how long does it last",
    families: [],
    note: "hand, foot and mouth in a child who is otherwise well",
  },
  {
    message: "eczema flare on my arms and behind my knees, is evening primrose oil worth trying",
    families: [],
    note: "an eczema flare",
  },
  {
    message: "heat rash on my chest after the gym, little red bumps, goes when I cool down",
    families: [],
    note: "heat rash",
  },
  {
    message: "came out in hives after strawberries yesterday, gone now after a piriton, should i avoid them",
    families: [],
    note: "hives that came and went",
  },
  {
    message: "hormonal acne on my chin, is zinc or spearmint tea better",
    families: [],
    note: "acne",
  },
  {
    message:
      "shingles on my side, GP gave me aciclovir on Monday and it's starting to crust over. is there anything to help the nerve pain after?",
    families: [],
    note: "shingles already treated by the GP",
  },
  {
    message: "impetigo on my son's chin, GP gave cream and it's clearing. should he take a probiotic?",
    families: [],
    note: "a rash checked and treated",
  },
  {
    message:
      "rash on my arm was looked at by the pharmacist, she said ringworm and gave me cream. is it catching from the cat?",
    families: [],
    note: "a rash checked and treated",
  },
  {
    message: "psoriasis patches flaking on my elbows, my usual flare in winter. is fish oil worth it",
    families: [],
    note: "known psoriasis",
  },
  {
    message: "nettle rash from the garden, white bumps, itchy as anything. dock leaves or antihistamine",
    families: [],
    note: "nettle stings",
  },
  {
    message:
      "got a target-shaped red mark after a tick bite on a camping trip, GP started doxycycline yesterday. can i take probiotics with it?",
    families: [],
    note: "Lyme rash already treated",
  },
  {
    message: "red itchy eyes from hay fever, which antihistamine is least drowsy",
    families: [],
    note: "sore eyes from hay fever",
  },

  // SJS in the past, which medicines, allergy labels
  {
    message: "I had SJS in 2015 from carbamazepine. Which painkillers are safe for me now?",
    families: [],
    note: "Stevens-Johnson syndrome in the past",
  },
  {
    message:
      "had stevens johnson after septrin when i was 20, spent 3 weeks in the burns unit. my eyes are still dry, any supplement for dry eyes?",
    families: [],
    note: "past SJS, a supplement question",
  },
  {
    message:
      "which medicines cause stevens johnson syndrome? my mum's starting allopurinol and I'm a bit nervous",
    families: [],
    note: "a question about which medicines cause SJS",
  },
  {
    message: "I'm starting lamotrigine next week. What rash should I look out for?",
    families: [],
    note: "asking about warning signs in advance",
  },
  {
    message: "is it true that Han Chinese people need a blood test before carbamazepine because of SJS risk?",
    families: [],
    note: "a question about genetic SJS risk",
  },
  {
    message:
      "I'm allergic to penicillin, had a rash as a kid. Is there penicillin in any of your supplements?",
    families: [],
    note: "an allergy-label question",
  },
  {
    message:
      "my notes say 'sulfa allergy' from years ago. can i take MSM for my joints or is that a sulfa drug",
    families: [],
    note: "an allergy-label question",
  },
  {
    message:
      "got labelled allergic to amoxicillin as a baby because of a rash, GP says it was probably just a virus. how do i get it checked",
    families: [],
    note: "a doubtful allergy label",
  },
  {
    message: "ibuprofen gives me a rash so I avoid it. Is turmeric OK as an anti-inflammatory instead?",
    families: [],
    note: "a known mild reaction, an alternative question",
  },
  {
    message: "I'm on lamotrigine and doing fine on it for 2 years, can I add magnesium for sleep?",
    families: [],
    note: "settled on lamotrigine, an interaction question",
  },
  {
    message: "I'm on allopurinol, is it ok to take cherry extract and vitamin C for gout as well?",
    families: [],
    note: "an interaction question",
  },
  {
    message:
      "my friend had TEN after an antibiotic and is writing a blog about it. Are there any UK support groups?",
    families: [],
    note: "a friend's past story",
  },
  {
    message:
      "doing a presentation on Stevens-Johnson syndrome vs toxic epidermal necrolysis for nursing school, what's the % skin cut off?",
    families: [],
    note: "a study question",
  },
  {
    message: "my skin is a target for every mosquito going, any supplements that put them off? b1?",
    families: [],
    note: "'target' as an idiom",
  },
  {
    message: "had the flu jab yesterday and I feel achey and a bit fluey, no rash. normal?",
    families: [],
    note: "flu-like after a vaccine, no rash",
  },
  {
    message:
      "is there any link between supplements and stevens johnson? want to know before i recommend anything to my clients",
    families: [],
    note: "a general question",
  },
  {
    message:
      "my son's eczema is weepy and crusty again like last winter, GP said use the steroid cream and emollient. any vitamins that help?",
    families: [],
    note: "a known eczema flare being treated",
  },
  {
    message: "after the chemical peel my skin is flaking and a bit red, the clinic said this is day 3 normal",
    families: [],
    note: "an expected peel after a cosmetic treatment",
  },
  {
    message:
      "I get a rash every time I take co-codamol so the GP took it off my list. Which supplements help with period pain instead?",
    families: [],
    note: "a known reaction, a supplement question",
  },
  {
    message: "skiing windburn has left my cheeks and lips peeling, what cream is best for next time",
    families: [],
    note: "windburn peeling",
  },
  {
    message:
      "optician said the little yellowish bump on the white of my eye is a pinguecula from the sun and harmless. any eye vitamins worth taking?",
    families: [],
    note: "a checked, harmless yellow spot on the eye",
  },
  {
    message: "poo was orange after a weekend of carrot soup and sweet potato, is that just the food",
    families: [],
    note: "food colouring stools",
  },
];
