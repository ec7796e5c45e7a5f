/** @jest-environment node */
// Groups product information names that the group round added (aminoglycosides, fibrates, barbiturates, folate
// antagonists, oestrogens, sympathomimetics, phenothiazines, hepatitis C and TB medicines, anthracyclines, taxanes, platinum compounds): each wording reads as its one group, and each
// group reaches the members its source names.
import { readMedicineEntry } from "@/lib/interactions/dictionary";
import { MEDICINE_CLASSES_WCLS } from "@/prisma/data/dictionaries/medicine-classes-wcls";
import { index } from "./shipped-dictionary";

const wordings = MEDICINE_CLASSES_WCLS.flatMap(({ slug, name, synonyms = [] }) =>
  [name, ...synonyms].map((typed) => [typed, slug] as const),
);

describe("the group round's groups", () => {
  it.each(wordings)("reads “%s” as the group %s alone", (typed, slug) => {
    const reading = readMedicineEntry(index, typed);
    expect(reading.classesOnly).toEqual([slug]);
    expect(reading.medicines).toEqual([]);
    expect(reading.unrecognised).toEqual([]);
  });

  it.each([
    ["aminoglycoside", ["amikacin", "gentamicin", "tobramycin"]],
    ["fibrate", ["bezafibrate", "fenofibrate"]],
    ["barbiturate", ["phenobarbital", "primidone"]],
    ["folate-antagonist", ["methotrexate", "triamterene", "trimethoprim"]],
    ["oestrogen", ["combined-oral-contraceptive-pill", "estradiol", "ethinylestradiol-with-levonorgestrel"]],
    ["sympathomimetic", ["ephedrine", "pseudoephedrine"]],
    ["tuberculosis-medicine", ["ethambutol", "isoniazid", "pyrazinamide", "rifampicin"]],
    ["phenothiazine", ["chlorpromazine", "prochlorperazine", "trifluoperazine"]],
    ["hepatitis-c-antiviral", ["elbasvir", "glecaprevir-with-pibrentasvir", "ledipasvir", "sofosbuvir"]],
    ["anthracycline", ["daunorubicin", "doxorubicin", "epirubicin"]],
    ["taxane", ["docetaxel", "paclitaxel"]],
    ["platinum-compound", ["carboplatin", "cisplatin", "oxaliplatin"]],
  ])("gives %s to the members its source names", (slug, members) => {
    for (const member of members) expect(index.medicines.get(member)?.classes).toContain(slug);
  });
});
