-- Issue 12 (trustworthy verdicts): knowledge-base records may target a medicine class and apply
-- only above a daily amount or to certain label forms; contraindications name a dictionary
-- condition; ingredients may carry a lower upper level in pregnancy; products say whether their
-- whole label is listed (a partly listed formula cannot be fully checked).
ALTER TABLE "drug_interactions" ADD COLUMN "target_class" TEXT;
ALTER TABLE "drug_interactions" ADD COLUMN "applies_when" JSONB;
ALTER TABLE "supplement_interactions" ADD COLUMN "applies_when" JSONB;
ALTER TABLE "medical_contraindications" ADD COLUMN "condition" TEXT;
ALTER TABLE "ingredients" ADD COLUMN "pregnancy_upper_level_amount" DOUBLE PRECISION;
ALTER TABLE "ingredients" ADD COLUMN "pregnancy_upper_level_unit" TEXT;
ALTER TABLE "ingredients" ADD COLUMN "pregnancy_upper_level_source" TEXT;
ALTER TABLE "supplements" ADD COLUMN "label_complete" BOOLEAN NOT NULL DEFAULT true;

-- Foods and drinks that change how a medicine works (grapefruit with simvastatin, tyramine with
-- MAOIs): keyed by a dictionary medicine or medicine class, not by a supplement ingredient.
CREATE TABLE "medicine_food_interactions" (
    "id" TEXT NOT NULL,
    "medicine" TEXT,
    "target_class" TEXT,
    "food" TEXT NOT NULL,
    "severity" "interaction_severity" NOT NULL,
    "interaction_type" TEXT NOT NULL,
    "mechanism" TEXT NOT NULL,
    "recommendation" TEXT NOT NULL,
    "clinical_significance" TEXT NOT NULL,
    "evidence_level" INTEGER NOT NULL,
    "references" JSONB NOT NULL,
    "is_verified" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "medicine_food_interactions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "medicine_food_interactions_evidence_range" CHECK ("evidence_level" BETWEEN 1 AND 5),
    CONSTRAINT "medicine_food_interactions_one_target" CHECK (("medicine" IS NULL) <> ("target_class" IS NULL))
);
