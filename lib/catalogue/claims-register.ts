// prisma/data/gb-nhc-register/SOURCE.txt: Crown copyright, Open Government Licence v3.0. Wording is kept
// verbatim: the app never words its own health claims.
import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import { z } from "zod";

const registerRowSchema = z.object({
  claim_id: z.string().regex(/^GB-[A-Z0-9-]+$/, "claim_id must look like GB-…"),
  substance_canonical: z.string().min(1),
  claim_text_exact: z.string().min(1),
  conditions_of_use: z.string().min(1),
  on_hold: z.enum(["True", "False"]),
  claim_category: z.string().min(1),
  reg_reference: z.string().min(1),
  health_relationship: z.string(),
});

export interface AuthorisedClaimRecord {
  id: string;
  registerId: string;
  substance: string;
  claimText: string;
  conditionsOfUse: string;
  regulation: string;
  claimCategory: string;
  healthRelationship: string;
}

/** Substance names carry stray markup and non-breaking spaces in the transcription; claim text does not change. */
export function cleanSubstanceName(raw: string): string {
  return raw
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

// Some rows carry the register's HTML (`<p class="tbl-txt">`, `&lt;name&gt;`): keep the words only.
function cleanRegisterText(raw: string): string {
  return raw
    .replace(/<\/?[a-z][^>]*>/gi, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .trim();
}

// A register id covers several wordings (GB-00239: bones, teeth), so the id includes the wording.
export function claimRecordId(registerId: string, claimText: string): string {
  return `${registerId}-${createHash("sha256").update(claimText).digest("hex").slice(0, 10)}`;
}

export function parseClaimsRegister(csvText: string): AuthorisedClaimRecord[] {
  const rows: unknown[] = parse(csvText, { columns: true, skip_empty_lines: true });
  const records: AuthorisedClaimRecord[] = [];
  rows.forEach((row, index) => {
    const result = registerRowSchema.safeParse(row);
    if (!result.success) {
      const problems = result.error.issues
        .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
        .join("; ");
      throw new Error(`Claims register record ${index + 1}: ${problems}`);
    }
    const data = result.data;
    if (data.on_hold === "True") return;
    records.push({
      id: claimRecordId(data.claim_id, data.claim_text_exact),
      registerId: data.claim_id,
      substance: cleanSubstanceName(data.substance_canonical),
      claimText: cleanRegisterText(data.claim_text_exact),
      conditionsOfUse: cleanRegisterText(data.conditions_of_use),
      regulation: data.reg_reference.trim(),
      claimCategory: data.claim_category.replace(/\s+/g, ""),
      healthRelationship: data.health_relationship.trim(),
    });
  });
  return records;
}
