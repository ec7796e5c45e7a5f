-- A medicine group can lower or use up a nutrient ("oral contraceptives increase the requirements for
-- pyridoxine"): the cause is an ingredient, one medicine or a class of medicines, exactly one of them.
ALTER TABLE "nutrient_interactions" ADD COLUMN "drug_class" TEXT;

ALTER TABLE "nutrient_interactions" DROP CONSTRAINT "nutrient_interactions_one_cause";
ALTER TABLE "nutrient_interactions" ADD CONSTRAINT "nutrient_interactions_one_cause" CHECK (
    num_nonnulls("ingredient_id", "drug_name", "drug_class") = 1
);
