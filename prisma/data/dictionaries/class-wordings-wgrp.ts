// Wordings of the groups added in medicine-classes-wgrp.ts as product information and pharmacists' sources write
// them ("mTOR inhibitors", "strong CYP3A4 inhibitors", "potent inhibitors of CYP3A4").
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WGRP: Wordings = {
  "mtor-inhibitor": ["mTOR inhibitors", "mTOR inhibitor", "mTOR-inhibitors"],
  "cyp3a4-inhibitor": [
    "CYP3A4 inhibitors",
    "CYP3A4-inhibitors",
    "CYP3A inhibitors",
    "inhibitors of CYP3A4",
    "CYP3A4 enzyme inhibitors",
  ],
  "strong-cyp3a4-inhibitor": [
    "strong CYP3A4 inhibitors",
    "strong CYP3A inhibitors",
    "strong inhibitors of CYP3A4",
    "potent CYP3A4 inhibitors",
    "potent CYP3A inhibitors",
    "potent inhibitors of CYP3A4",
  ],
  "moderate-cyp3a4-inhibitor": [
    "moderate CYP3A4 inhibitors",
    "moderate CYP3A inhibitors",
    "moderate inhibitors of CYP3A4",
  ],
};
