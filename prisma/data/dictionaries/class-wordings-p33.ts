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
};
