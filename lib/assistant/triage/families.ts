// The emergencies and crises the assistant recognises, and what it says for each: where to go first, in
// the NHS's words, and nothing that could delay it (docs/reference/assistant.md "Safety").

export const TRIAGE_FAMILIES = [
  "suicide_self_harm",
  "overdose",
  "child_poisoning",
  "animal_poisoning",
  "chest_pain",
  "stroke",
  "anaphylaxis",
  "breathing",
  "bleeding",
  "serotonin_toxicity",
  "hypoglycaemia",
  "seizure",
  "meningitis",
  "sudden_headache",
  "pregnancy_warning",
  "collapse",
  "sepsis",
  "jaundice",
  "skin_reaction",
] as const;

export type TriageFamily = (typeof TRIAGE_FAMILIES)[number];

interface Source {
  title: string;
  url: string;
}

const nhs = (path: string, title: string): Source => ({
  title: `${title} (NHS)`,
  url: `https://www.nhs.uk/${path}/`,
});

/** The answer to give first, and the pages it rests on. */
export const EMERGENCY_ANSWERS: Readonly<Record<TriageFamily, { answer: string; sources: Source[] }>> = {
  suicide_self_harm: {
    answer:
      "I'm really sorry you're feeling like this. If you might act on these thoughts, or you have hurt yourself, call 999 or go to A&E now. " +
      "You can call Samaritans free on 116 123, any time, day or night, to talk to someone. For urgent mental health help, call NHS 111 and " +
      "choose the mental health option. If you're worried about someone else, stay with them and get help the same way. You do not have to cope with this on your own.",
    sources: [
      nhs(
        "mental-health/feelings-symptoms-behaviours/behaviours/help-for-suicidal-thoughts",
        "Help for suicidal thoughts",
      ),
      {
        title: "Contact a Samaritan (Samaritans)",
        url: "https://www.samaritans.org/how-we-can-help/contact-samaritan/",
      },
    ],
  },
  overdose: {
    answer:
      "If you or someone else has taken too much of a medicine or supplement, call 999 now if they are unconscious, having a fit, struggling " +
      "to breathe or have chest pain. Otherwise go to A&E now, or call NHS 111 for advice straight away, even if they feel well — some " +
      "overdoses cause harm before any symptoms show. Take the packet or bottle with you.",
    sources: [nhs("conditions/poisoning", "Poisoning")],
  },
  child_poisoning: {
    answer:
      "If a child has swallowed a medicine, vitamins or supplements, a button battery or anything else that could be harmful, call 999 now if " +
      "they are unconscious, having a fit or struggling to breathe. Otherwise take them to A&E now, even if they seem well, and take the packet " +
      "with you. Do not try to make them sick.",
    sources: [nhs("conditions/poisoning", "Poisoning")],
  },
  animal_poisoning: {
    answer:
      "Call your vet now (an out-of-hours vet if the practice is closed), even if your pet seems well: many human medicines and supplements are " +
      "poisonous to animals and treatment works best early. Take the packet with you, and do not try to make them sick unless the vet tells you to.",
    sources: [
      {
        title: "First aid for poisons and toxins (PDSA)",
        url: "https://www.pdsa.org.uk/pet-help-and-advice/pet-health-hub/other-veterinary-advice/first-aid-for-poisons-and-toxins",
      },
    ],
  },
  chest_pain: {
    answer:
      "Call 999 now. Chest pain or tightness — especially if it spreads to your arms, jaw, neck or back, or comes with sweating, feeling sick or " +
      "breathlessness — can be a heart attack. Do not drive yourself to hospital and do not wait to see if it passes.",
    sources: [nhs("conditions/heart-attack", "Heart attack"), nhs("symptoms/chest-pain", "Chest pain")],
  },
  stroke: {
    answer:
      "Call 999 now. A face drooping on one side, weakness in an arm or leg, or slurred or garbled speech can be a stroke (FAST: Face, Arms, " +
      "Speech, Time to call 999). Every minute matters: note when it started and do not wait to see if it passes.",
    sources: [nhs("conditions/stroke/symptoms", "Stroke symptoms")],
  },
  anaphylaxis: {
    answer:
      "Call 999 now — this could be anaphylaxis, a severe allergic reaction. Use an adrenaline auto-injector (such as an EpiPen) if one has " +
      "been prescribed. Lie down with your legs raised, or sit up if breathing is hard, and do not take any more of what caused it.",
    sources: [nhs("conditions/anaphylaxis", "Anaphylaxis")],
  },
  breathing: {
    answer:
      "Call 999 now if you (or they) are struggling to breathe, cannot speak in full sentences, or lips or skin are turning blue or grey. In an " +
      "asthma attack, sit up straight and use the reliever (usually blue) inhaler; if it is not helping, call 999 now.",
    sources: [
      nhs("conditions/asthma/asthma-attack", "Asthma attack"),
      nhs("nhs-services/urgent-and-emergency-care-services/when-to-call-999", "When to call 999"),
    ],
  },
  bleeding: {
    answer:
      "Call 999 or go to A&E now. Vomiting blood or what looks like coffee grounds, black sticky poo, or bleeding that will not stop can be " +
      "serious — especially if you take a blood thinner such as warfarin, apixaban or rivaroxaban. If you take a blood thinner and have hit your " +
      "head, go to A&E even if you feel well.",
    sources: [
      nhs("conditions/vomiting-blood", "Vomiting blood"),
      nhs("conditions/blood-in-poo", "Blood in poo"),
    ],
  },
  serotonin_toxicity: {
    answer:
      "Call 999 or go to A&E now. Feeling agitated or confused, sweating, a high temperature, shivering, muscle twitches or jerks and a fast " +
      "heartbeat after antidepressants or other serotonergic medicines — or St John's wort or 5-HTP taken with them — can be serotonin " +
      "syndrome, which can be serious. Take no more of them until you have been seen.",
    sources: [nhs("medicines/sertraline", "Sertraline: serious side effects")],
  },
  hypoglycaemia: {
    answer:
      "If someone with diabetes is very drowsy, unconscious, having a fit or cannot swallow safely, call 999 now and do not give them anything " +
      "to eat or drink. If they are awake and can swallow, treat the hypo now with a sugary drink or sweets, as in their hypo plan, and call " +
      "999 if they do not get better or get worse.",
    sources: [nhs("conditions/low-blood-sugar-hypoglycaemia", "Low blood sugar (hypoglycaemia)")],
  },
  seizure: {
    answer:
      "Call 999 now if it is someone's first seizure, it lasts more than 5 minutes, they do not wake up or have another one, or they are hurt. " +
      "Keep them safe: move things away and cushion their head; do not hold them down or put anything in their mouth. When it stops, put them " +
      "on their side.",
    sources: [
      nhs("conditions/what-to-do-if-someone-has-a-seizure-fit", "What to do if someone has a seizure"),
    ],
  },
  meningitis: {
    answer:
      "Call 999 or go to A&E now. A high temperature with a rash that does not fade when you press a glass on it, a stiff neck, a dislike of " +
      "bright lights, or a baby who is floppy or has a high-pitched cry can be meningitis or sepsis. Do not wait for a rash: it does not always appear.",
    sources: [nhs("conditions/meningitis", "Meningitis")],
  },
  sudden_headache: {
    answer:
      "Call 999 now for a sudden, very severe headache — one that feels like being hit on the head — as it can be bleeding on the brain. After " +
      "a head injury, go to A&E now if there is a headache that will not go, being sick, drowsiness, confusion or problems seeing.",
    sources: [
      nhs("conditions/subarachnoid-haemorrhage", "Subarachnoid haemorrhage"),
      nhs("conditions/severe-head-injury", "Head injury"),
    ],
  },
  pregnancy_warning: {
    answer:
      "Call your maternity unit or midwife now — maternity units are open 24 hours. A bad headache, problems with your vision, sudden swelling " +
      "of your face, hands or feet, pain just below your ribs, your baby moving less than usual, bleeding or severe tummy pain need checking " +
      "straight away: do not wait until the next day. In an emergency, call 999.",
    sources: [
      nhs("conditions/pre-eclampsia", "Pre-eclampsia"),
      nhs("pregnancy/keeping-well/your-babys-movements", "Your baby's movements"),
    ],
  },
  collapse: {
    answer:
      "Call 999 now. If they are unconscious but breathing, put them on their side with their head tilted back; if they are not breathing, " +
      "the 999 call handler will tell you how to do CPR. Stay with them until help arrives.",
    sources: [nhs("nhs-services/urgent-and-emergency-care-services/when-to-call-999", "When to call 999")],
  },
  sepsis: {
    answer:
      "Call 999 or go to A&E now. Confusion or slurred speech, blue, grey or blotchy skin or lips, a rash that does not fade, difficulty " +
      "breathing, passing no urine all day, or feeling like you might die can be sepsis, especially with an infection. Sepsis is an emergency.",
    sources: [nhs("conditions/sepsis", "Sepsis")],
  },
  jaundice: {
    answer:
      "Yellow skin or yellow whites of the eyes (jaundice), often with dark pee, pale poo or itchy skin, can be a sign of something " +
      "serious such as liver damage, so you need urgent medical help: ask your GP for an urgent appointment today, or call NHS 111 if " +
      "you cannot get one. If you feel unwell with it, get help straight away, as you may need to go into hospital. Do not take any more " +
      "of a supplement or herbal remedy you think caused it, and take its packet with you.",
    sources: [nhs("conditions/jaundice", "Jaundice")],
  },
  skin_reaction: {
    answer:
      "Go to A&E now, or call 999 if you are too unwell to get there. A rash that spreads quickly with blisters or peeling skin, or sores on the lips, in the mouth, eyes or genitals, " +
      "often after flu-like symptoms and a new medicine, can be Stevens-Johnson syndrome: a serious reaction that needs treating in " +
      "hospital straight away. Take the packets of everything you have been taking with you.",
    sources: [nhs("conditions/stevens-johnson-syndrome", "Stevens-Johnson syndrome")],
  },
};

/** Paracetamol harms the liver before symptoms show: the NHS says A&E straight away, even if well. */
export const PARACETAMOL_ANSWER = {
  answer:
    "Go to A&E now if you (or someone else) have taken more paracetamol than the recommended dose — even if you feel well. Paracetamol " +
    "can damage the liver before any symptoms show, and treatment works best early. Call 999 if they are unconscious, having a fit or " +
    "struggling to breathe. Take the packet with you.",
  sources: [nhs("medicines/paracetamol-for-adults", "Paracetamol for adults")],
};
