/** @jest-environment node */
// Specialist medicines and brands the wmed7 round found unread: each now reads as the medicine its source names.
import { readMedicineEntry } from "@/lib/interactions/dictionary";
import { classesOf, index, read } from "./shipped-dictionary";

describe("names the checker could not read before the wmed7 round", () => {
  it.each([
    ["Ryeqo", ["estradiol", "norethisterone", "relugolix-with-estradiol-and-norethisterone"]],
    ["Yselty", ["linzagolix"]],
    ["Esmya", ["ulipristal-acetate-5mg"]],
    ["Veoza", ["fezolinetant"]],
    ["Intrarosa pessaries", ["prasterone"]],
    ["Obgemsa", ["vibegron"]],
    ["Wakix", ["pitolisant"]],
    ["Vyvgart", ["efgartigimod"]],
    ["Vaniqa", ["eflornithine-cream"]],
    ["Klean-Prep", ["macrogol", "macrogol-bowel-preparation"]],
    ["Mifegyne", ["mifepristone"]],
    ["Topogyne", ["misoprostol"]],
    ["Xonvea", ["doxylamine", "doxylamine-with-pyridoxine"]],
    ["Tridestra", ["estradiol", "estradiol-with-medroxyprogesterone", "medroxyprogesterone"]],
    ["Librium", ["chlordiazepoxide"]],
    ["Mogadon", ["nitrazepam"]],
    ["Nolvadex D", ["tamoxifen"]],
    ["Neo-Mercazole", ["carbimazole"]],
    ["Cyprostat", ["cyproterone"]],
    ["Manerix", ["moclobemide"]],
    ["Zelapar", ["selegiline"]],
    ["Eylea", ["aflibercept-eye-injection"]],
    ["Lucentis", ["ranibizumab"]],
    ["Hylo-Forte", ["sodium-hyaluronate-eye-drops"]],
    ["Efudix", ["fluorouracil-cream"]],
    ["Aranesp", ["darbepoetin"]],
    ["Bramox", ["midodrine"]],
    ["Aldara", ["imiquimod"]],
    ["Bactroban", ["mupirocin"]],
    ["Carbagen", ["carbamazepine"]],
    ["tetrabenazine", ["tetrabenazine"]],
    ["Sandostatin", ["octreotide"]],
    ["Motens", ["lacidipine"]],
    ["Monomax XL", ["isosorbide-mononitrate"]],
    ["Ditropan", ["oxybutynin"]],
    ["Flomaxtra", ["tamsulosin"]],
  ])("%s reads as %j with nothing left unread", (typed, medicines) => {
    expect(read(typed)).toEqual({ medicines, unrecognised: [] });
  });

  it("no longer reads Klean-Prep's 'Prep' as HIV PrEP", () => {
    expect(read("Klean-Prep").medicines).not.toContain("emtricitabine-with-tenofovir-disoproxil");
  });

  it("keeps Ryeqo apart from the prostate cancer tablet relugolix", () => {
    expect(read("Ryeqo").medicines).not.toContain("relugolix");
  });

  it("reads the products used where they act as local", () => {
    for (const typed of ["Vaniqa", "Intrarosa", "Eylea", "Hylo-Forte", "Efudix", "Aldara", "Bactroban"]) {
      expect(readMedicineEntry(index, typed).local).toBe(true);
    }
  });

  it("puts Esmya and Veoza, not ellaOne, among the medicines that can harm the liver", () => {
    expect(classesOf("ulipristal-acetate-5mg").has("hepatotoxic")).toBe(true);
    expect(classesOf("fezolinetant").has("hepatotoxic")).toBe(true);
    expect(classesOf("ulipristal").has("hepatotoxic")).toBe(false);
  });

  it("keeps the fluorouracil infusion apart from the cream", () => {
    expect(read("Efudix").medicines).not.toContain("fluorouracil");
  });
});
