// Wordings read in the wzero round's monographs for groups the dictionary already has: St. Luke's A.D.A.M. spirulina
// monograph's "drugs given to suppress the immune system" (its list is the immunosuppressant class's members).
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WZERO: Wordings = {
  immunosuppressant: ["drugs given to suppress the immune system"],
};
