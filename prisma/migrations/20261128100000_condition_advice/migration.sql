-- What a medical-contraindication record tells the person to do, in its own words (the warning's advice;
-- alternatives stay alternatives). The seed rewrites every record, so the default only bridges the step.
ALTER TABLE "medical_contraindications" ADD COLUMN "advice" TEXT NOT NULL DEFAULT '';
ALTER TABLE "medical_contraindications" ALTER COLUMN "advice" DROP DEFAULT;
