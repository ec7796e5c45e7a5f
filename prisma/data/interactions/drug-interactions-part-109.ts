// Supplement–medicine interactions, part 109 (p28 to p30 rounds): caffeine with stiripentol, methotrexate and
// mexiletine; St John's wort with avacopan, hydrocortisone, berotralstat, lonafarnib, naldemedine, omaveloxolone,
// teriflunomide and fingolimod; liquorice with hydrocortisone; fruits with lonafarnib; calcium and vitamin D with
// palopegteriparatide; vitamin D with burosumab; CBD with everolimus; psyllium with linaclotide; iron with entacapone
// and epoetin; whey with mercaptopurine (references-p23.ts).
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { LOWERS } from "./drug-interactions-part-106";
import { REF_WCBD } from "./references-wcbd";
import { REF_P23 as R } from "./references-p23";
import {
  leafletTarget,
  stJohnsWortLowers,
  stJohnsWortMayLower,
  verifiedRecord as record,
  type RecordTarget,
} from "./verified-record";

const STOPPING =
  "If you already take both, do not stop St John's wort suddenly on your own: the level of the medicine can rise as its effect wears off.";

const STIRIPENTOL = leafletTarget("stiripentol", "Stiripentol", "Antiepileptic", "Diacomit");
const LONAFARNIB = leafletTarget("lonafarnib", "Lonafarnib", "Progeria medicine", "Zokinvy");
const HYDROCORTISONE: RecordTarget = {
  drugName: "Hydrocortisone",
  genericName: "hydrocortisone",
  brandNames: ["Plenadren", "Efmody"],
  drugClass: "Corticosteroid (adrenal hormone replacement)",
};
const PALOPEGTERIPARATIDE = leafletTarget(
  "palopegteriparatide",
  "Palopegteriparatide",
  "Parathyroid hormone treatment",
  "Yorvipath",
);

const caffeineSource = (slug: "caffeine" | "guarana") =>
  slug === "caffeine" ? "caffeine tablets, powders or drinks" : "guarana, which contains caffeine,";

function zokinvyFruit(slug: "cranberry" | "pomegranate" | "bitter-orange", fruit: string) {
  return record(slug, LONAFARNIB, {
    severityLevel: "contraindicated",
    interactionType: "possible_interaction",
    mechanism: `The leaflet says foods and drinks containing ${fruit} may increase the side effects of lonafarnib; it does not say how.`,
    expectedEffect: "More of lonafarnib's side effects, the leaflet says.",
    clinicalSignificance:
      "The Zokinvy leaflet says not to take Zokinvy with foods or drinks that contain grapefruit, cranberries, pomegranates or Seville (bitter) orange.",
    recommendation: `Do not take ${fruit} supplements, juice or fruit while you take lonafarnib.`,
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.zokinvyLeaflet],
  });
}

function yorvipathWith(slug: "calcium" | "vitamin-d3", nutrient: string) {
  return record(slug, PALOPEGTERIPARATIDE, {
    severityLevel: "moderate",
    interactionType: "additive_effect",
    mechanism: `Palopegteriparatide replaces parathyroid hormone and raises blood calcium; ${nutrient} raises it too.`,
    expectedEffect: "Blood calcium that runs too high or, when doses change, too low.",
    clinicalSignificance:
      "The Yorvipath leaflet says your doctor may tell you to change the amount of calcium or vitamin D you take, in any form, and aims for a dose that keeps calcium normal without therapeutic doses of calcium.",
    recommendation: `Take only the ${nutrient} your doctor or specialist nurse has agreed while you use palopegteriparatide, and tell them before you start, stop or change a supplement that contains it.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood calcium, as your specialist team advises.",
    evidenceLevel: 1,
    references: [R.yorvipathLeaflet],
  });
}

export const DRUG_INTERACTIONS_PART_109: DrugInteractionInput[] = [
  ...(["caffeine", "guarana"] as const).map((slug) =>
    record(slug, STIRIPENTOL, {
      severityLevel: "major",
      interactionType: "enzyme_inhibition",
      mechanism: "Stiripentol slows the liver enzymes that clear caffeine, so caffeine builds up.",
      expectedEffect: "More caffeine in the blood: stomach upsets, a racing heart and poor sleep.",
      clinicalSignificance:
        "The Diacomit leaflet says the combination of stiripentol with medicines containing caffeine should be avoided, and not to take it with food or drink that contains caffeine.",
      recommendation: `Do not take ${caffeineSource(slug)} with stiripentol.`,
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [R.diacomitLeaflet],
    }),
  ),
  ...(["caffeine", "guarana"] as const).map((slug) =>
    record(
      slug,
      leafletTarget("methotrexate", "Methotrexate", "Immunosuppressant and anticancer medicine", "Jylamvo"),
      {
        severityLevel: "moderate",
        interactionType: "reduced_efficacy",
        mechanism: "The leaflet asks people taking methotrexate to keep caffeine down; it does not say why.",
        expectedEffect: "The leaflet does not say; keep to its advice on caffeine.",
        clinicalSignificance:
          "The Jylamvo (methotrexate) leaflet says to avoid drinking excessive amounts of coffee, caffeinated drinks and black leaf tea during treatment.",
        recommendation: `Avoid large amounts of caffeine while you take methotrexate, and ask your doctor before taking ${caffeineSource(slug)} on top of your drinks.`,
        avoidCombination: false,
        timingSeparationHours: null,
        medicalSupervision: true,
        dosageModification: null,
        monitoringRequired: null,
        evidenceLevel: 1,
        references: [R.jylamvoLeaflet],
      },
    ),
  ),
  stJohnsWortLowers({
    target: leafletTarget("avacopan", "Avacopan", "Medicine for ANCA vasculitis", "Tavneos"),
    severityLevel: "major",
    mechanism: `${LOWERS} avacopan, so less of it reaches the blood.`,
    expectedEffect: "Less avacopan in the blood, so it may control the vasculitis less well.",
    clinicalSignificance:
      "The Tavneos leaflet names St John's wort with rifampicin and some epilepsy medicines, and says that if short-term use of one of them cannot be avoided, your doctor may check how well avacopan is working.",
    recommendation: `Avoid St John's wort while you take avacopan; talk to the doctor who prescribes it first. ${STOPPING}`,
    references: [R.tavneosLeaflet],
  }),
  stJohnsWortMayLower({
    target: HYDROCORTISONE,
    mechanism: `${LOWERS} hydrocortisone, so less of it stays in the blood.`,
    expectedEffect:
      "Less hydrocortisone in the blood, which matters when it replaces the body's own cortisol.",
    clinicalSignificance:
      "The Plenadren leaflet says the dose may need to be changed if you use St John's wort, and the Efmody leaflet says your doctor may need to increase the dose.",
    recommendation: `Tell the doctor who prescribes your hydrocortisone before taking St John's wort, as your dose may need to change. ${STOPPING}`,
    references: [R.plenadrenLeaflet, R.efmodyLeaflet],
  }),
  record("licorice-root", HYDROCORTISONE, {
    severityLevel: "moderate",
    interactionType: "additive_effect",
    mechanism: "Liquorice slows the breakdown of cortisol in the body, so hydrocortisone acts more strongly.",
    expectedEffect: "A stronger effect of hydrocortisone, as if the dose were higher.",
    clinicalSignificance:
      "The Efmody leaflet lists liquorice among foods and drinks that may affect the way hydrocortisone works and may need your doctor to decrease your dose.",
    recommendation:
      "Tell the doctor who prescribes your hydrocortisone before taking liquorice root supplements, as your dose may need to change.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.efmodyLeaflet],
  }),
  stJohnsWortMayLower({
    target: leafletTarget("berotralstat", "Berotralstat", "Hereditary angioedema medicine", "Orladeyo"),
    mechanism: `${LOWERS} many medicines; the Orladeyo leaflet lists it beside rifampicin, which does the same.`,
    expectedEffect: "The leaflet does not say; St John's wort may change how well berotralstat works.",
    clinicalSignificance:
      "The Orladeyo leaflet asks you to tell your doctor before taking berotralstat if you use St John's wort.",
    recommendation: `Tell the doctor who prescribes berotralstat before taking St John's wort. ${STOPPING}`,
    references: [R.orladeyoLeaflet],
  }),
  stJohnsWortLowers({
    target: LONAFARNIB,
    severityLevel: "major",
    mechanism: `${LOWERS} lonafarnib, so less of it reaches the blood.`,
    expectedEffect: "Less lonafarnib in the body, so it may work less well.",
    clinicalSignificance:
      "The Zokinvy leaflet names St John's wort among the medicines that increase the breakdown of lonafarnib and make it less effective, and says that moderate or strong inducers of this kind should be avoided.",
    recommendation: `Avoid St John's wort while you take lonafarnib. ${STOPPING}`,
    references: [R.zokinvyLeaflet],
  }),
  zokinvyFruit("cranberry", "cranberry"),
  zokinvyFruit("pomegranate", "pomegranate"),
  zokinvyFruit("bitter-orange", "Seville (bitter) orange"),
  stJohnsWortMayLower({
    target: leafletTarget(
      "naldemedine",
      "Naldemedine",
      "Medicine for constipation caused by opioids",
      "Rizmoic",
    ),
    mechanism: `${LOWERS} many medicines, naldemedine among them.`,
    expectedEffect: "The leaflet says it may affect the way naldemedine works or increase its side effects.",
    clinicalSignificance:
      "The Rizmoic leaflet asks you to talk to your doctor or pharmacist if you take St John's wort, as it may affect the way naldemedine works or increase its side effects.",
    recommendation: `Talk to your doctor or pharmacist before taking St John's wort with naldemedine. ${STOPPING}`,
    references: [R.rizmoicLeaflet],
  }),
  stJohnsWortMayLower({
    target: leafletTarget("omaveloxolone", "Omaveloxolone", "Medicine for Friedreich's ataxia", "Skyclarys"),
    mechanism: `${LOWERS} omaveloxolone, so less of it reaches the blood.`,
    expectedEffect: "Less omaveloxolone in the blood, so it may work less well.",
    clinicalSignificance:
      "The Skyclarys leaflet names St John's wort among medicines that may reduce how well omaveloxolone works by decreasing the amount in the blood, and asks you to talk to your doctor.",
    recommendation: `Talk to the doctor who prescribes omaveloxolone before taking St John's wort. ${STOPPING}`,
    references: [R.skyclarysLeaflet],
  }),
  yorvipathWith("calcium", "calcium"),
  yorvipathWith("vitamin-d3", "vitamin D"),
  // Afinitor's leaflet also asks to avoid St John's wort (part 107); Votubia's adds cannabidiol to that list.
  record(
    "cbd",
    {
      drugName: "Everolimus",
      genericName: "everolimus",
      brandNames: ["Afinitor", "Certican", "Votubia"],
      drugClass: "mTOR inhibitor",
    },
    {
      severityLevel: "major",
      interactionType: "altered_drug_level",
      mechanism:
        "CBD is thought to block the P-glycoprotein pump in the gut, so more of the medicine is absorbed.",
      expectedEffect: "Higher blood levels of everolimus, with a risk of its side effects.",
      clinicalSignificance:
        "The Votubia (everolimus) leaflet lists cannabidiol among medicines that may increase the risk of side effects and says they should be avoided during treatment; the Austrian Pharmacists' Journal (ÖAZ) reports the Austrian medicines agency's warnings of raised levels and toxicity with everolimus.",
      recommendation: "Avoid CBD while you take everolimus; talk to the doctor who prescribes it first.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Blood levels of everolimus and its side effects, as your team advises.",
      evidenceLevel: 1,
      references: [R.votubiaLeaflet, REF_WCBD.oeazCbd],
    },
  ),
  record(
    "psyllium",
    leafletTarget(
      "linaclotide",
      "Linaclotide",
      "Medicine for constipation with irritable bowel syndrome",
      "Constella",
    ),
    {
      severityLevel: "minor",
      interactionType: "additive_effect",
      mechanism: "Psyllium is a bulk laxative, and linaclotide makes the bowel move more.",
      expectedEffect: "A higher chance of diarrhoea.",
      clinicalSignificance:
        "The Constella leaflet names laxatives among the medicines that may increase the risk of diarrhoea when taken with linaclotide.",
      recommendation:
        "If you take psyllium with linaclotide and get diarrhoea, stop the psyllium and tell your doctor or pharmacist; drink plenty of fluids.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [R.constellaLeaflet],
    },
  ),
  // The binding group's gap is 4 hours; entacapone's leaflet gives its own.
  record("iron", leafletTarget("entacapone", "Entacapone", "Parkinson's medicine", "Comtess"), {
    severityLevel: "minor",
    interactionType: "chelation",
    mechanism: "Entacapone binds iron in the gut, so less of the iron is absorbed.",
    expectedEffect: "Less iron absorbed from the supplement.",
    clinicalSignificance:
      "The Comtan (entacapone) leaflet says entacapone may make it harder to absorb iron, so not to take it and iron supplements at the same time, and to wait at least 2 to 3 hours after one before taking the other.",
    recommendation:
      "Take iron supplements at least 3 hours before or after entacapone, not at the same time.",
    avoidCombination: false,
    timingSeparationHours: 3,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.comtanLeaflet],
  }),
  record(
    "vitamin-d3",
    leafletTarget("burosumab", "Burosumab", "Medicine for X-linked hypophosphataemia", "Crysvita"),
    {
      severityLevel: "moderate",
      interactionType: "additive_effect",
      mechanism:
        "Burosumab raises blood phosphate, and vitamin D raises the absorption of phosphate and calcium too.",
      expectedEffect:
        "Phosphate and calcium levels that may run too high, the reason active vitamin D is not taken with it.",
      clinicalSignificance:
        "The Crysvita leaflet says not to take it with active vitamin D such as calcitriol, and that there are some vitamin D supplements you can continue or start and your doctor will advise which ones.",
      recommendation:
        "Ask the doctor who prescribes burosumab which vitamin D supplement, if any, you should take.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Blood phosphate and calcium, as your specialist team advises.",
      evidenceLevel: 1,
      references: [R.crysvitaLeaflet],
    },
  ),
  record(
    "iron",
    leafletTarget(
      "epoetin",
      "Epoetin",
      "Medicine for anaemia (erythropoiesis-stimulating agent)",
      "Binocrit",
    ),
    {
      severityLevel: "minor",
      interactionType: "additive_effect",
      mechanism: "Epoetin makes the bone marrow produce red blood cells, which need iron.",
      expectedEffect: "Iron may help epoetin work better; the doctor decides whether it is needed.",
      clinicalSignificance:
        "The Binocrit leaflet says iron supplements may increase the effectiveness of epoetin and that your doctor will decide whether you should take them.",
      recommendation:
        "Tell the doctor who prescribes epoetin about iron you take, so they can decide the iron that is right for you.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [R.binocritLeaflet],
    },
  ),
  stJohnsWortMayLower({
    target: leafletTarget("teriflunomide", "Teriflunomide", "Multiple sclerosis medicine", "Aubagio"),
    mechanism: `${LOWERS} many medicines; the leaflet lists it among medicines to tell the doctor about.`,
    expectedEffect: "The leaflet does not say; St John's wort may change the level of teriflunomide.",
    clinicalSignificance:
      "The Teriflunomide Accord leaflet asks you to tell your doctor or pharmacist in particular if you take St John's wort.",
    recommendation: `Tell the doctor who prescribes teriflunomide before taking St John's wort. ${STOPPING}`,
    references: [R.teriflunomideAccordLeaflet],
  }),
  record(
    "whey-protein",
    leafletTarget(
      "mercaptopurine",
      "Mercaptopurine",
      "Immunosuppressant and leukaemia medicine",
      "Xaluprine",
    ),
    {
      severityLevel: "minor",
      interactionType: "reduced_efficacy",
      mechanism: "Milk and dairy products, which whey comes from, can make mercaptopurine work less well.",
      expectedEffect: "Mercaptopurine may work less well if taken at the same time as a whey shake.",
      clinicalSignificance:
        "The Xaluprine (mercaptopurine) leaflet says not to take it at the same time as milk or dairy products, and to take it at least 1 hour before or 2 hours after them.",
      recommendation: "Take mercaptopurine at least 1 hour before or 2 hours after a whey protein shake.",
      avoidCombination: false,
      timingSeparationHours: 2,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [R.xaluprineLeaflet],
    },
  ),
  ...(["caffeine", "guarana"] as const).map((slug) =>
    record(
      slug,
      leafletTarget("mexiletine", "Mexiletine", "Medicine for myotonia and heart rhythm", "Namuscla"),
      {
        severityLevel: "moderate",
        interactionType: "enzyme_inhibition",
        mechanism: "Mexiletine slows the clearance of caffeine, so caffeine levels in the blood rise.",
        expectedEffect: "More caffeine side effects: jitteriness, a fast heartbeat and poor sleep.",
        clinicalSignificance:
          "The Namuscla (mexiletine) leaflet recommends halving your caffeine intake during treatment because the medicine can increase caffeine levels in the blood.",
        recommendation: `Halve the caffeine you usually have while you take mexiletine, and ask your doctor before adding ${caffeineSource(slug)}.`,
        avoidCombination: false,
        timingSeparationHours: null,
        medicalSupervision: true,
        dosageModification: null,
        monitoringRequired: null,
        evidenceLevel: 1,
        references: [R.namusclaLeaflet],
      },
    ),
  ),
  stJohnsWortMayLower({
    target: leafletTarget("fingolimod", "Fingolimod", "Multiple sclerosis medicine", "Gilenya"),
    mechanism: `${LOWERS} many medicines, fingolimod among them.`,
    expectedEffect: "Fingolimod may work less well, the leaflet says.",
    clinicalSignificance:
      "The Fingolimod Mylan leaflet asks you to tell your doctor if you take St John's wort, naming a potential risk of reduced efficacy of fingolimod.",
    recommendation: `Tell the doctor who prescribes fingolimod before taking St John's wort. ${STOPPING}`,
    references: [R.fingolimodMylanLeaflet],
  }),
];
