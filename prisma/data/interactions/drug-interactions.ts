// Supplement–medicine interactions (DrugInteraction model), unique per (ingredient, genericName).
// Split into parts to keep each file readable; parts 3 to 5 hold class-targeted records, part 6 the
// pharmacist review's additions, part 7 the records on mechanism classes, part 8 later additions by mechanism,
// part 9 the ingredients added in 2026-11, part 10 the UK product information of the nutrients, part 11 the herbs
// read from their product information and monographs, part 13 the second reading of the other nutrients,
// part 14 St John's wort as other medicines' product information names it, part 15 the minerals with the
// medicines UK product information says they keep from being absorbed, part 16 more medicines whose product
// information names St John's wort, part 17 agnus castus and ginseng from their UK product information, part 28
// mineral supplements with mineral medicines, part 34 the sports and weight-loss ingredients.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { DRUG_INTERACTIONS_PART_1 } from "./drug-interactions-part-1";
import { DRUG_INTERACTIONS_PART_2 } from "./drug-interactions-part-2";
import { DRUG_INTERACTIONS_PART_3 } from "./drug-interactions-part-3";
import { DRUG_INTERACTIONS_PART_4 } from "./drug-interactions-part-4";
import { DRUG_INTERACTIONS_PART_5 } from "./drug-interactions-part-5";
import { DRUG_INTERACTIONS_PART_6 } from "./drug-interactions-part-6";
import { DRUG_INTERACTIONS_PART_7 } from "./drug-interactions-part-7";
import { DRUG_INTERACTIONS_PART_8 } from "./drug-interactions-part-8";
import { DRUG_INTERACTIONS_PART_9 } from "./drug-interactions-part-9";
import { DRUG_INTERACTIONS_PART_10 } from "./drug-interactions-part-10";
import { DRUG_INTERACTIONS_PART_11 } from "./drug-interactions-part-11";
import { DRUG_INTERACTIONS_PART_12 } from "./drug-interactions-part-12";
import { DRUG_INTERACTIONS_PART_13 } from "./drug-interactions-part-13";
import { DRUG_INTERACTIONS_PART_14 } from "./drug-interactions-part-14";
import { DRUG_INTERACTIONS_PART_15 } from "./drug-interactions-part-15";
import { DRUG_INTERACTIONS_PART_16 } from "./drug-interactions-part-16";
import { DRUG_INTERACTIONS_PART_17 } from "./drug-interactions-part-17";
import { DRUG_INTERACTIONS_PART_18 } from "./drug-interactions-part-18";
import { DRUG_INTERACTIONS_PART_20 } from "./drug-interactions-part-20";
import { DRUG_INTERACTIONS_PART_21 } from "./drug-interactions-part-21";
import { DRUG_INTERACTIONS_PART_19 } from "./drug-interactions-part-19";
import { DRUG_INTERACTIONS_PART_22 } from "./drug-interactions-part-22";
import { DRUG_INTERACTIONS_PART_23 } from "./drug-interactions-part-23";
import { DRUG_INTERACTIONS_PART_27 } from "./drug-interactions-part-27";
import { DRUG_INTERACTIONS_PART_25 } from "./drug-interactions-part-25";
import { DRUG_INTERACTIONS_PART_26 } from "./drug-interactions-part-26";
import { DRUG_INTERACTIONS_PART_24 } from "./drug-interactions-part-24";
import { DRUG_INTERACTIONS_PART_30 } from "./drug-interactions-part-30";
import { DRUG_INTERACTIONS_PART_31 } from "./drug-interactions-part-31";
import { DRUG_INTERACTIONS_PART_32 } from "./drug-interactions-part-32";
import { DRUG_INTERACTIONS_PART_35 } from "./drug-interactions-part-35";
import { DRUG_INTERACTIONS_PART_36 } from "./drug-interactions-part-36";
import { DRUG_INTERACTIONS_PART_33 } from "./drug-interactions-part-33";
import { DRUG_INTERACTIONS_PART_28 } from "./drug-interactions-part-28";
import { DRUG_INTERACTIONS_PART_29 } from "./drug-interactions-part-29";
import { DRUG_INTERACTIONS_PART_34 } from "./drug-interactions-part-34";
import { DRUG_INTERACTIONS_PART_39 } from "./drug-interactions-part-39";
import { DRUG_INTERACTIONS_PART_40 } from "./drug-interactions-part-40";
import { DRUG_INTERACTIONS_PART_42 } from "./drug-interactions-part-42";
import { DRUG_INTERACTIONS_PART_43 } from "./drug-interactions-part-43";
import { DRUG_INTERACTIONS_PART_44 } from "./drug-interactions-part-44";
import { DRUG_INTERACTIONS_PART_46 } from "./drug-interactions-part-46";
import { DRUG_INTERACTIONS_PART_47 } from "./drug-interactions-part-47";
import { DRUG_INTERACTIONS_PART_48 } from "./drug-interactions-part-48";
import { DRUG_INTERACTIONS_PART_51 } from "./drug-interactions-part-51";
import { DRUG_INTERACTIONS_PART_49 } from "./drug-interactions-part-49";
import { DRUG_INTERACTIONS_PART_52 } from "./drug-interactions-part-52";
import { DRUG_INTERACTIONS_PART_53 } from "./drug-interactions-part-53";
import { DRUG_INTERACTIONS_PART_56 } from "./drug-interactions-part-56";
import { DRUG_INTERACTIONS_PART_57 } from "./drug-interactions-part-57";
import { DRUG_INTERACTIONS_PART_58 } from "./drug-interactions-part-58";
import { DRUG_INTERACTIONS_PART_55 } from "./drug-interactions-part-55";
import { DRUG_INTERACTIONS_PART_60 } from "./drug-interactions-part-60";
import { DRUG_INTERACTIONS_PART_61 } from "./drug-interactions-part-61";
import { DRUG_INTERACTIONS_PART_62 } from "./drug-interactions-part-62";
import { DRUG_INTERACTIONS_PART_64 } from "./drug-interactions-part-64";
import { DRUG_INTERACTIONS_HERBAL_CLASS } from "./drug-interactions-herbal-class";
import { DRUG_INTERACTIONS_PART_68 } from "./drug-interactions-part-68";
import { DRUG_INTERACTIONS_PART_69 } from "./drug-interactions-part-69";
import { DRUG_INTERACTIONS_PART_70 } from "./drug-interactions-part-70";
import { DRUG_INTERACTIONS_PART_71 } from "./drug-interactions-part-71";
import { DRUG_INTERACTIONS_PART_63 } from "./drug-interactions-part-63";
import { DRUG_INTERACTIONS_PART_66 } from "./drug-interactions-part-66";
import { DRUG_INTERACTIONS_PART_75 } from "./drug-interactions-part-75";
import { DRUG_INTERACTIONS_PART_76 } from "./drug-interactions-part-76";
import { DRUG_INTERACTIONS_PART_77 } from "./drug-interactions-part-77";
import { DRUG_INTERACTIONS_PART_78 } from "./drug-interactions-part-78";
import { DRUG_INTERACTIONS_PART_79 } from "./drug-interactions-part-79";
import { DRUG_INTERACTIONS_PART_73 } from "./drug-interactions-part-73";
import { DRUG_INTERACTIONS_PART_81 } from "./drug-interactions-part-81";
import { DRUG_INTERACTIONS_PART_84 } from "./drug-interactions-part-84";
import { DRUG_INTERACTIONS_PART_85 } from "./drug-interactions-part-85";
import { DRUG_INTERACTIONS_PART_87 } from "./drug-interactions-part-87";
import { DRUG_INTERACTIONS_PART_89 } from "./drug-interactions-part-89";
import { DRUG_INTERACTIONS_PART_91 } from "./drug-interactions-part-91";
import { DRUG_INTERACTIONS_PART_92 } from "./drug-interactions-part-92";
import { DRUG_INTERACTIONS_PART_93 } from "./drug-interactions-part-93";
import { DRUG_INTERACTIONS_PART_94 } from "./drug-interactions-part-94";
import { DRUG_INTERACTIONS_PART_95 } from "./drug-interactions-part-95";
import { DRUG_INTERACTIONS_PART_96 } from "./drug-interactions-part-96";
import { DRUG_INTERACTIONS_PART_97 } from "./drug-interactions-part-97";
import { DRUG_INTERACTIONS_PART_98 } from "./drug-interactions-part-98";
import { DRUG_INTERACTIONS_PART_99 } from "./drug-interactions-part-99";
import { DRUG_INTERACTIONS_PART_100 } from "./drug-interactions-part-100";
import { DRUG_INTERACTIONS_PART_101 } from "./drug-interactions-part-101";
import { DRUG_INTERACTIONS_PART_102 } from "./drug-interactions-part-102";
import { DRUG_INTERACTIONS_PART_103 } from "./drug-interactions-part-103";
import { DRUG_INTERACTIONS_PART_104 } from "./drug-interactions-part-104";
import { DRUG_INTERACTIONS_PART_105 } from "./drug-interactions-part-105";
import { DRUG_INTERACTIONS_PART_106 } from "./drug-interactions-part-106";
import { DRUG_INTERACTIONS_PART_107 } from "./drug-interactions-part-107";
import { DRUG_INTERACTIONS_PART_108 } from "./drug-interactions-part-108";
import { DRUG_INTERACTIONS_PART_109 } from "./drug-interactions-part-109";
import { DRUG_INTERACTIONS_PART_110 } from "./drug-interactions-part-110";
import { DRUG_INTERACTIONS_PART_111 } from "./drug-interactions-part-111";
import { DRUG_INTERACTIONS_PART_112 } from "./drug-interactions-part-112";

export const DRUG_INTERACTIONS: DrugInteractionInput[] = [
  ...DRUG_INTERACTIONS_PART_1,
  ...DRUG_INTERACTIONS_PART_2,
  ...DRUG_INTERACTIONS_PART_3,
  ...DRUG_INTERACTIONS_PART_4,
  ...DRUG_INTERACTIONS_PART_5,
  ...DRUG_INTERACTIONS_PART_6,
  ...DRUG_INTERACTIONS_PART_7,
  ...DRUG_INTERACTIONS_PART_8,
  ...DRUG_INTERACTIONS_PART_9,
  ...DRUG_INTERACTIONS_PART_10,
  ...DRUG_INTERACTIONS_PART_11,
  ...DRUG_INTERACTIONS_PART_12,
  ...DRUG_INTERACTIONS_PART_13,
  ...DRUG_INTERACTIONS_PART_14,
  ...DRUG_INTERACTIONS_PART_15,
  ...DRUG_INTERACTIONS_PART_16,
  ...DRUG_INTERACTIONS_PART_17,
  ...DRUG_INTERACTIONS_PART_18,
  ...DRUG_INTERACTIONS_PART_20,
  ...DRUG_INTERACTIONS_PART_21,
  ...DRUG_INTERACTIONS_PART_19,
  ...DRUG_INTERACTIONS_PART_22,
  ...DRUG_INTERACTIONS_PART_23,
  ...DRUG_INTERACTIONS_PART_27,
  ...DRUG_INTERACTIONS_PART_25,
  ...DRUG_INTERACTIONS_PART_26,
  ...DRUG_INTERACTIONS_PART_24,
  ...DRUG_INTERACTIONS_PART_30,
  ...DRUG_INTERACTIONS_PART_31,
  ...DRUG_INTERACTIONS_PART_28,
  ...DRUG_INTERACTIONS_PART_29,
  ...DRUG_INTERACTIONS_PART_32,
  ...DRUG_INTERACTIONS_PART_35,
  ...DRUG_INTERACTIONS_PART_36,
  ...DRUG_INTERACTIONS_PART_34,
  ...DRUG_INTERACTIONS_PART_33,
  ...DRUG_INTERACTIONS_PART_39,
  ...DRUG_INTERACTIONS_PART_40,
  ...DRUG_INTERACTIONS_PART_42,
  ...DRUG_INTERACTIONS_PART_43,
  ...DRUG_INTERACTIONS_PART_44,
  ...DRUG_INTERACTIONS_PART_46,
  ...DRUG_INTERACTIONS_PART_47,
  ...DRUG_INTERACTIONS_PART_48,
  ...DRUG_INTERACTIONS_PART_51,
  ...DRUG_INTERACTIONS_PART_49,
  ...DRUG_INTERACTIONS_PART_52,
  ...DRUG_INTERACTIONS_PART_53,
  ...DRUG_INTERACTIONS_PART_56,
  ...DRUG_INTERACTIONS_PART_57,
  ...DRUG_INTERACTIONS_PART_58,
  ...DRUG_INTERACTIONS_PART_55,
  ...DRUG_INTERACTIONS_PART_60,
  ...DRUG_INTERACTIONS_PART_61,
  ...DRUG_INTERACTIONS_PART_62,
  ...DRUG_INTERACTIONS_PART_64,
  ...DRUG_INTERACTIONS_HERBAL_CLASS,
  ...DRUG_INTERACTIONS_PART_68,
  ...DRUG_INTERACTIONS_PART_69,
  ...DRUG_INTERACTIONS_PART_70,
  ...DRUG_INTERACTIONS_PART_71,
  ...DRUG_INTERACTIONS_PART_63,
  ...DRUG_INTERACTIONS_PART_66,
  ...DRUG_INTERACTIONS_PART_75,
  ...DRUG_INTERACTIONS_PART_76,
  ...DRUG_INTERACTIONS_PART_77,
  ...DRUG_INTERACTIONS_PART_78,
  ...DRUG_INTERACTIONS_PART_79,
  ...DRUG_INTERACTIONS_PART_73,
  ...DRUG_INTERACTIONS_PART_81,
  ...DRUG_INTERACTIONS_PART_84,
  ...DRUG_INTERACTIONS_PART_85,
  ...DRUG_INTERACTIONS_PART_87,
  ...DRUG_INTERACTIONS_PART_89,
  ...DRUG_INTERACTIONS_PART_91,
  ...DRUG_INTERACTIONS_PART_92,
  ...DRUG_INTERACTIONS_PART_93,
  ...DRUG_INTERACTIONS_PART_94,
  ...DRUG_INTERACTIONS_PART_95,
  ...DRUG_INTERACTIONS_PART_96,
  ...DRUG_INTERACTIONS_PART_97,
  ...DRUG_INTERACTIONS_PART_98,
  ...DRUG_INTERACTIONS_PART_99,
  ...DRUG_INTERACTIONS_PART_100,
  ...DRUG_INTERACTIONS_PART_101,
  ...DRUG_INTERACTIONS_PART_102,
  ...DRUG_INTERACTIONS_PART_103,
  ...DRUG_INTERACTIONS_PART_104,
  ...DRUG_INTERACTIONS_PART_105,
  ...DRUG_INTERACTIONS_PART_106,
  ...DRUG_INTERACTIONS_PART_107,
  ...DRUG_INTERACTIONS_PART_108,
  ...DRUG_INTERACTIONS_PART_109,
  ...DRUG_INTERACTIONS_PART_110,
  ...DRUG_INTERACTIONS_PART_111,
  ...DRUG_INTERACTIONS_PART_112,
];
