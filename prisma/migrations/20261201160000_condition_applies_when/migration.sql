-- A condition record whose source speaks only of high doses ("large doses may activate a peptic ulcer")
-- applies from the dose it names, like the drug and pair records' applies_when.
ALTER TABLE "medical_contraindications" ADD COLUMN "applies_when" JSONB;
