// Groups and class memberships the wmed7 round needed for the medicines it added, each named by a page read for a member.
import type { MedicineClass } from "../../../lib/interactions/dictionary-schema";
import { REF_WMED7 } from "../interactions/references-wmed7";
import { cls } from "./class-entry";
import type { MechanismMembers } from "./medicine-properties";
import { REF_WMED7_PRODUCTS as R } from "./medicines/wmed7";

export const MEDICINE_CLASSES_WMED7: MedicineClass[] = [
  // Ryeqo: "treatment of moderate to severe symptoms of uterine fibroids" and "symptomatic treatment of endometriosis".
  cls("fibroid-endometriosis-medicine", "Medicines for fibroids and endometriosis", [], R.ryeqoSmpc),
  // Veoza: fezolinetant for "moderate to severe vasomotor symptoms (VMS) associated with menopause", not a hormone.
  cls("menopause-non-hormonal", "Non-hormonal medicines for menopausal hot flushes", [], R.veozaSmpc),
  // Mifegyne: "the anti-progesterone mifepristone", for termination of pregnancy and labour induction.
  cls("antiprogestogen", "Antiprogestogens (mifepristone)", [], REF_WMED7.mifegyneSmpc),
  // Topogyne: misoprostol, a prostaglandin analogue given after mifepristone or to prepare the cervix.
  cls("prostaglandin-analogue", "Prostaglandin analogues (misoprostol)", [], R.topogyneSmpc),
  // Intrarosa: "Since Intrarosa acts locally in the vagina".
  {
    ...cls("vaginal-prasterone", "Vaginal DHEA pessaries", [], R.intrarosaSmpc),
    local: true,
  },
  // Wakix: pitolisant for narcolepsy with or without cataplexy; not the stimulant group, which no source read puts it in.
  cls("narcolepsy-medicine", "Medicines for narcolepsy", [], R.wakixPrecautions),
  // Vaniqa: eflornithine cream "used to reduce the growth of excessive hair (Hirsutism) on the face".
  {
    ...cls("facial-hair-cream", "Creams that slow facial hair growth", [], R.vaniqaLeaflet),
    local: true,
  },
  // Eylea "is a solution which is injected into the eye"; Lucentis is given "as a single intravitreal injection".
  {
    ...cls("macular-eye-injection", "Eye injections for macular degeneration", [], R.eyleaLeaflet),
    local: true,
  },
  // "Sodium hyaluronate eye drops act as artificial tears. They make dry eyes feel more comfortable."
  {
    ...cls("dry-eye-drops", "Lubricating eye drops for dry eyes", [], R.hyaluronatePatient),
    local: true,
  },
  // Efudix: "designed to treat actinic keratoses (areas of sun damaged skin)"; Aldara (imiquimod) is used for such lesions and warts.
  {
    ...cls(
      "sun-damage-skin-cream",
      "Creams for sun-damaged skin, superficial skin cancers and warts",
      [],
      R.efudixNewcastle,
    ),
    local: true,
  },
  // Bactroban: "an antibiotic ointment … for external use on your skin only"; the nasal ointment is put in the nose.
  {
    ...cls("antibiotic-skin-ointment", "Antibiotic ointments for the skin and nose", [], R.bactrobanLeaflet),
    local: true,
  },
];

export const CLASS_MEMBERS_WMED7: MechanismMembers[] = [
  // Davis's Drug Guide: pitolisant is metabolised "to a lesser extent by the CYP3A4 isoenzyme", so broken down by it.
  { property: "cyp3a4-substrate", medicines: ["pitolisant"], sources: [R.pitolisantDavis] },
  // Veozah's US label, section 7.1: "VEOZAH is a substrate of CYP1A2".
  { property: "cyp1a2-substrate", medicines: ["fezolinetant"], sources: [R.veozahLabel] },
];
