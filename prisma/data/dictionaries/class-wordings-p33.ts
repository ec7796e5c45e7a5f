// UK brands of medicines the dictionary already holds, named beside their medicine on pages the p33 round's helpers
// read while listing the members of further groups (NHS formularies, patient.info, Asthma + Lung UK, NHS pages).
import type { Wordings } from "./class-wordings";

export const MEDICINE_WORDINGS_P33: Wordings = {
  // patient.info, emergency hormonal contraception: "Emerres; Ezinelle; LoviOne; Melkine; Postinor".
  "levonorgestrel-emergency-contraception": ["Emerres", "Ezinelle", "LoviOne", "Melkine", "Postinor"],
  // Inhalers (Asthma + Lung UK's treatment pages; Northern Ireland formulary 3.2.2).
  formoterol: ["Foradil"],
  tiotropium: ["Tiogiva"],
  beclometasone: ["Asmabec", "Beclazone"],
  "fluticasone-with-salmeterol": ["Sereflo", "Fixkoh Airmaster"],
  // MS International Federation: "glatiramer acetate (Copaxone, Brabio)"; ustekinumab biosimilars.
  glatiramer: ["Brabio"],
  ustekinumab: ["Pyzchiva", "Steqeyma", "Uzpruvo", "Wezenla"],
  // Non-prescription analgesics in the UK (Cochrane appendix): "Aspirin 500 + codeine 8 Codis"; codeine linctus.
  "co-codaprin": ["Codis"],
  "codeine-linctus": ["Galcodine"],
  testosterone: ["Andriol", "Andriol Testocaps"],
  xylometazoline: ["Sudafed Sinus-Ease"],
  // The UK SmPC copy on patient-info.co.uk heads Bijuve "BIJUVA 1 MG / 100 MG SOFT CAPSULES", the EU name.
  "estradiol-with-progesterone": ["Bijuva"],
  // Glaucoma formularies (Somerset, Dudley): "Eylamdo", "Fixapost (Latanoprost + Timolol)".
  dorzolamide: ["Eydelto"],
  "dorzolamide-with-timolol": ["Eylamdo"],
  bimatoprost: ["Eyreida", "Zimed", "Zimed PF"],
  timolol: ["Eysano"],
  "latanoprost-with-timolol": ["Fixapost"],
  // Topical steroid potencies: "Hydrocortisone ... ('Dioderm', 'Efcortelan', 'Mildison')", "Betamethasone ('Diprosone')".
  "hydrocortisone-skin": ["Dioderm", "Efcortelan", "Mildison", "Alphaderm", "Calmurid HC"],
  "betamethasone-skin": ["Diprosone"],
  "calcipotriol-with-betamethasone": ["Wynzora"],
  "benzoyl-peroxide": ["PanOxyl", "PanOxyl Aquacream", "Brevoxyl"],
  estriol: ["Gynest"],
  // The Independent Pharmacy: malaria tablets; a UK pharmacy's laxatives page; Smokefree Norfolk (NHS): QuickMist.
  "atovaquone-with-proguanil": ["Maloff Protect"],
  macrogol: ["Molative"],
  nicotine: ["QuickMist", "Nicorette QuickMist"],
  // NHS medicines A to Z: "Metformin may also be called by the brand names Bolamyn, Diagemet, Glucient, Glucophage,
  // and Metabet"; the tramadol, gliclazide, lisinopril and budesonide inhaler pages likewise.
  metformin: ["Bolamyn", "Diagemet", "Glucient", "Metabet"],
  tramadol: ["Invodol", "Larapam", "Mabron", "Maneo", "Oldaram", "Tilodol", "Tradorec", "Zeridame"],
  gliclazide: ["Bilxona", "Dacadis", "Laaglyda", "Nazdol", "Vamju", "Vitile", "Ziclaseg"],
  "lisinopril-with-hydrochlorothiazide": ["Lisoretic"],
  "budesonide-with-formoterol": ["WockAIR"],
  // Over-the-counter packs, each named with its contents in its UK SmPC or leaflet (p34 round): drugs.com/uk's
  // Beechams Decongestant Plus SmPC, its Panadol Extra Advance leaflet, emc's RobiCold SmPC, the Pepti-Calm SmPC,
  // and the day and night tablets leaflet that names "Sudafed Decongestant & Pain Tablets".
  "paracetamol-caffeine-phenylephrine": [
    "Beechams Powders Capsules",
    "Beechams Decongestant Plus with Paracetamol",
  ],
  "paracetamol-with-caffeine": ["Panadol Period Pain", "Panadol Extra Advance"],
  "ibuprofen-with-pseudoephedrine": ["RobiCold Sinus Relief", "RobiCold"],
  "bismuth-subsalicylate": ["Pepti-Calm"],
  "paracetamol-diphenhydramine-pseudoephedrine": [
    "Sudafed Decongestant & Pain",
    "Sudafed Decongestant and Pain",
  ],
  // North East Devon formulary: "Peptac contains sodium alginate 250mg, sodium bicarbonate 133.5mg and calcium
  // carbonate 80mg in 5ml"; the Gaviscon Peppermint Tablets leaflet names the same three.
  "sodium-alginate-sodium-bicarbonate-calcium-carbonate": ["Peptac", "Gaviscon Peppermint Tablets"],
};
