// Names of single medicines as UK product information gives them, from the round that read the medicines' own
// product information. Afinitor is Novartis's UK everolimus tablet (emc SmPC, product 7733); the dictionary's
// everolimus lists only its Certican and Votubia brands, so "Afinitor" typed alone was not read.
type Wordings = Readonly<Record<string, readonly string[]>>;

export const MEDICINE_WORDINGS_medside: Wordings = {
  everolimus: ["Afinitor"],
};
