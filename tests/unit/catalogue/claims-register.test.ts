/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";

import { claimRecordId, cleanSubstanceName, parseClaimsRegister } from "@/lib/catalogue/claims-register";

const HEADER =
  "claim_id,substance_canonical,claim_text_exact,conditions_of_use,requires_source_of,on_hold,claim_category,reg_reference,health_relationship";

describe("parseClaimsRegister", () => {
  it("keeps claim wording and conditions verbatim, including multi-line cells", () => {
    const csv = `${HEADER}
GB-00239,Magnesium,Magnesium contributes to the maintenance of normal bones,"The claim may be used only for food which is at least a source of magnesium.
Second line.",True,False,Art.13(1),Commission Regulation (EU) 432/2012 of 16/05/2012,bone
GB-00239,Magnesium,Magnesium contributes to the maintenance of normal teeth,Source of magnesium.,True,False,Art. 13(5),Reg,teeth
`;
    const claims = parseClaimsRegister(csv);
    expect(claims).toHaveLength(2);
    expect(claims[0]).toMatchObject({
      registerId: "GB-00239",
      substance: "Magnesium",
      claimText: "Magnesium contributes to the maintenance of normal bones",
      conditionsOfUse:
        "The claim may be used only for food which is at least a source of magnesium.\nSecond line.",
      claimCategory: "Art.13(1)",
    });
    expect(claims[1]?.claimCategory).toBe("Art.13(5)");
    expect(claims[0]?.id).not.toBe(claims[1]?.id);
  });

  it("keeps the register's words without its HTML, and the id of the wording as transcribed", () => {
    const raw = '<p class=""tbl-txt"">Vitamin D helps to reduce the risk of falling</p>';
    const csv = `${HEADER}\nGB-9,Vitamin D,"${raw}","<p>Use &lt;name&gt; &amp; more</p>",False,False,Art.14(1)(a),Reg,rel\n`;
    const [claim] = parseClaimsRegister(csv);
    expect(claim?.claimText).toBe("Vitamin D helps to reduce the risk of falling");
    expect(claim?.conditionsOfUse).toBe("Use <name> & more");
    expect(claim?.id).toBe(claimRecordId("GB-9", raw.replaceAll('""', '"')));
  });

  it("every claim of the shipped register reads as plain text", () => {
    const csv = readFileSync(
      path.join(process.cwd(), "prisma/data/gb-nhc-register/claims_repository.csv"),
      "utf8",
    );
    const marked = parseClaimsRegister(csv).filter((claim) =>
      /<\/?(?:p|em|strong|span|br)\b|&(?:lt|gt|amp|quot);/.test(claim.claimText + claim.conditionsOfUse),
    );
    expect(marked.map((claim) => claim.registerId)).toEqual([]);
  });

  it("skips claims on hold", () => {
    const csv = `${HEADER}\nGB-1,X,X helps,Use,False,True,Art.13(1),Reg,rel\n`;
    expect(parseClaimsRegister(csv)).toEqual([]);
  });

  it("names the record and field of a malformed row", () => {
    const csv = `${HEADER}\nnot-an-id,X,X helps,Use,False,False,Art.13(1),Reg,rel\n`;
    expect(() => parseClaimsRegister(csv)).toThrow(
      "Claims register record 1: claim_id: claim_id must look like GB-…",
    );
  });
});

describe("helpers", () => {
  it("strips markup and non-breaking spaces from substance names", () => {
    expect(cleanSubstanceName("<p>Non-digestible carbohydrates</p>")).toBe("Non-digestible carbohydrates");
    expect(cleanSubstanceName("Docosahexaenoic\u00a0acid")).toBe("Docosahexaenoic acid");
  });

  it("derives a stable id per wording", () => {
    expect(claimRecordId("GB-1", "A")).toBe(claimRecordId("GB-1", "A"));
    expect(claimRecordId("GB-1", "A")).not.toBe(claimRecordId("GB-1", "B"));
  });
});
