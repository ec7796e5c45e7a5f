-- Initial schema: the domain model of prisma/schema.prisma.
-- Hand-written in the SQL Prisma Migrate would emit; applied by lib/db/migrate.ts.

-- CreateEnum
CREATE TYPE "user_role" AS ENUM ('user', 'admin');
CREATE TYPE "email_token_type" AS ENUM ('verify_email', 'reset_password');
CREATE TYPE "supplement_category" AS ENUM ('wellness', 'focus', 'performance', 'energy', 'immune', 'sleep', 'digestive');
CREATE TYPE "optimal_timing" AS ENUM ('morning', 'evening', 'with_food', 'empty_stomach');
CREATE TYPE "product_form" AS ENUM ('capsule', 'tablet', 'softgel', 'powder', 'gummy', 'liquid', 'spray', 'lozenge', 'other');
CREATE TYPE "sex" AS ENUM ('female', 'male', 'other', 'prefer_not_to_say');
CREATE TYPE "activity_level" AS ENUM ('sedentary', 'light', 'moderate', 'active', 'very_active');
CREATE TYPE "pregnancy_status" AS ENUM ('not_applicable', 'pregnant', 'breastfeeding', 'trying_to_conceive');
CREATE TYPE "offer_source" AS ENUM ('sample', 'feed', 'manual');
CREATE TYPE "interaction_severity" AS ENUM ('beneficial', 'minor', 'moderate', 'major', 'contraindicated');
CREATE TYPE "time_course" AS ENUM ('acute', 'chronic');
CREATE TYPE "contraindication_level" AS ENUM ('absolute', 'relative');

-- Users and accounts
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "role" "user_role" NOT NULL DEFAULT 'user',
    "email_verified_at" TIMESTAMP(3),
    "session_version" INTEGER NOT NULL DEFAULT 0,
    "terms_accepted_at" TIMESTAMP(3) NOT NULL,
    "adult_confirmed_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "users_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "users_email_lowercase" CHECK ("email" = lower("email"))
);
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

CREATE TABLE "email_tokens" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "type" "email_token_type" NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "email_tokens_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "email_tokens_token_hash_key" ON "email_tokens"("token_hash");
CREATE INDEX "email_tokens_user_id_type_idx" ON "email_tokens"("user_id", "type");

CREATE TABLE "totp_factors" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "secret_encrypted" TEXT NOT NULL,
    "verified_at" TIMESTAMP(3),
    "last_used_step" BIGINT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "totp_factors_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "totp_factors_user_id_key" ON "totp_factors"("user_id");

CREATE TABLE "recovery_codes" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "recovery_codes_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "recovery_codes_user_id_code_hash_key" ON "recovery_codes"("user_id", "code_hash");

CREATE TABLE "user_preferences" (
    "user_id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "marketing_emails" BOOLEAN NOT NULL DEFAULT false,
    "interaction_alerts" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "user_preferences_pkey" PRIMARY KEY ("user_id")
);

CREATE TABLE "health_profiles" (
    "user_id" TEXT NOT NULL,
    "age" INTEGER,
    "sex" "sex",
    "activity_level" "activity_level",
    "goals" "supplement_category"[],
    "dietary_preferences" TEXT[],
    "pregnancy_status" "pregnancy_status",
    "prescription_drugs" TEXT[],
    "medical_conditions" TEXT[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "health_profiles_pkey" PRIMARY KEY ("user_id"),
    CONSTRAINT "health_profiles_age_range" CHECK ("age" IS NULL OR ("age" >= 18 AND "age" <= 120))
);

-- Catalogue
CREATE TABLE "ingredients" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "synonyms" TEXT[],
    "category" "supplement_category" NOT NULL,
    "typical_dose_amount" DOUBLE PRECISION,
    "typical_dose_unit" TEXT,
    "upper_level_amount" DOUBLE PRECISION,
    "upper_level_unit" TEXT,
    "upper_level_source" TEXT,
    "nrv_amount" DOUBLE PRECISION,
    "nrv_unit" TEXT,
    "optimal_timing" "optimal_timing",
    "bioavailability_notes" TEXT,
    "evidence_summary" TEXT,
    "claim_substances" TEXT[],
    "references" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "ingredients_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "ingredients_slug_key" ON "ingredients"("slug");

CREATE TABLE "authorised_claims" (
    "id" TEXT NOT NULL,
    "register_id" TEXT NOT NULL,
    "substance" TEXT NOT NULL,
    "claim_text" TEXT NOT NULL,
    "conditions_of_use" TEXT NOT NULL,
    "regulation" TEXT NOT NULL,
    "claim_category" TEXT NOT NULL,
    "health_relationship" TEXT NOT NULL,
    CONSTRAINT "authorised_claims_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "authorised_claims_register_id_claim_text_key" ON "authorised_claims"("register_id", "claim_text");
CREATE INDEX "authorised_claims_substance_idx" ON "authorised_claims"("substance");

CREATE TABLE "supplements" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "description" TEXT,
    "form" "product_form" NOT NULL,
    "units_per_pack" INTEGER NOT NULL,
    "units_per_serving" INTEGER NOT NULL DEFAULT 1,
    "category" "supplement_category" NOT NULL,
    "benefits" TEXT[],
    "optimal_timing" "optimal_timing",
    "take_with_food" BOOLEAN,
    "vegan" BOOLEAN,
    "vegetarian" BOOLEAN,
    "gluten_free" BOOLEAN,
    "bioavailability" TEXT,
    "image_url" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "supplements_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "supplements_units_positive" CHECK ("units_per_pack" > 0 AND "units_per_serving" > 0)
);
CREATE UNIQUE INDEX "supplements_slug_key" ON "supplements"("slug");
CREATE INDEX "supplements_category_idx" ON "supplements"("category");
CREATE INDEX "supplements_brand_idx" ON "supplements"("brand");

CREATE TABLE "supplement_ingredients" (
    "supplement_id" TEXT NOT NULL,
    "ingredient_id" TEXT NOT NULL,
    "amount" DOUBLE PRECISION NOT NULL,
    "unit" TEXT NOT NULL,
    "chemical_form" TEXT,
    CONSTRAINT "supplement_ingredients_pkey" PRIMARY KEY ("supplement_id", "ingredient_id"),
    CONSTRAINT "supplement_ingredients_amount_positive" CHECK ("amount" > 0)
);
CREATE INDEX "supplement_ingredients_ingredient_id_idx" ON "supplement_ingredients"("ingredient_id");

CREATE TABLE "retailer_offers" (
    "id" TEXT NOT NULL,
    "supplement_id" TEXT NOT NULL,
    "retailer" TEXT NOT NULL,
    "price_pence" INTEGER NOT NULL,
    "pack_size" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "in_stock" BOOLEAN NOT NULL DEFAULT true,
    "source" "offer_source" NOT NULL,
    "last_checked_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "retailer_offers_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "retailer_offers_price_positive" CHECK ("price_pence" > 0 AND "pack_size" > 0)
);
CREATE UNIQUE INDEX "retailer_offers_supplement_id_retailer_key" ON "retailer_offers"("supplement_id", "retailer");

CREATE TABLE "price_history" (
    "id" TEXT NOT NULL,
    "offer_id" TEXT NOT NULL,
    "price_pence" INTEGER NOT NULL,
    "in_stock" BOOLEAN NOT NULL,
    "source" "offer_source" NOT NULL,
    "recorded_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "price_history_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "price_history_offer_id_recorded_at_idx" ON "price_history"("offer_id", "recorded_at");

CREATE TABLE "price_import_runs" (
    "id" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "user_id" TEXT,
    "rows_total" INTEGER NOT NULL DEFAULT 0,
    "rows_accepted" INTEGER NOT NULL DEFAULT 0,
    "rows_rejected" INTEGER NOT NULL DEFAULT 0,
    "rejections" JSONB NOT NULL DEFAULT '[]',
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),
    CONSTRAINT "price_import_runs_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "reviews" (
    "id" TEXT NOT NULL,
    "supplement_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "title" TEXT,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5)
);
CREATE UNIQUE INDEX "reviews_supplement_id_user_id_key" ON "reviews"("supplement_id", "user_id");

-- Stacks
CREATE TABLE "stacks" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "goal" "supplement_category",
    "notes" TEXT,
    "is_published" BOOLEAN NOT NULL DEFAULT false,
    "published_title" TEXT,
    "published_description" TEXT,
    "published_at" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "stacks_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "stacks_user_id_idx" ON "stacks"("user_id");
CREATE INDEX "stacks_is_published_published_at_idx" ON "stacks"("is_published", "published_at");

CREATE TABLE "stack_items" (
    "id" TEXT NOT NULL,
    "stack_id" TEXT NOT NULL,
    "supplement_id" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "timing" "optimal_timing",
    "position" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "stack_items_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "stack_items_quantity_range" CHECK ("quantity" BETWEEN 1 AND 20)
);
CREATE UNIQUE INDEX "stack_items_stack_id_supplement_id_key" ON "stack_items"("stack_id", "supplement_id");

CREATE TABLE "stack_likes" (
    "stack_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "stack_likes_pkey" PRIMARY KEY ("stack_id", "user_id")
);

-- Interaction knowledge base
CREATE TABLE "supplement_interactions" (
    "id" TEXT NOT NULL,
    "ingredient_a_id" TEXT NOT NULL,
    "ingredient_b_id" TEXT NOT NULL,
    "severity" "interaction_severity" NOT NULL,
    "interaction_type" TEXT NOT NULL,
    "mechanism" TEXT NOT NULL,
    "clinical_effect" TEXT NOT NULL,
    "recommendation" TEXT NOT NULL,
    "evidence_level" INTEGER NOT NULL,
    "references" JSONB NOT NULL,
    "is_verified" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "supplement_interactions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "supplement_interactions_evidence_range" CHECK ("evidence_level" BETWEEN 1 AND 5),
    CONSTRAINT "supplement_interactions_distinct_pair" CHECK ("ingredient_a_id" <> "ingredient_b_id")
);
CREATE UNIQUE INDEX "supplement_interactions_ingredient_a_id_ingredient_b_id_key" ON "supplement_interactions"("ingredient_a_id", "ingredient_b_id");

CREATE TABLE "drug_interactions" (
    "id" TEXT NOT NULL,
    "ingredient_id" TEXT NOT NULL,
    "drug_name" TEXT NOT NULL,
    "generic_name" TEXT NOT NULL,
    "brand_names" TEXT[],
    "drug_class" TEXT NOT NULL,
    "severity_level" "interaction_severity" NOT NULL,
    "interaction_type" TEXT NOT NULL,
    "mechanism" TEXT NOT NULL,
    "expected_effect" TEXT NOT NULL,
    "clinical_significance" TEXT NOT NULL,
    "recommendation" TEXT NOT NULL,
    "avoid_combination" BOOLEAN NOT NULL DEFAULT false,
    "timing_separation_hours" INTEGER,
    "medical_supervision" BOOLEAN NOT NULL DEFAULT false,
    "dosage_modification" TEXT,
    "monitoring_required" TEXT,
    "evidence_level" INTEGER NOT NULL,
    "references" JSONB NOT NULL,
    "is_verified" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "drug_interactions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "drug_interactions_evidence_range" CHECK ("evidence_level" BETWEEN 1 AND 5)
);
CREATE UNIQUE INDEX "drug_interactions_ingredient_id_generic_name_key" ON "drug_interactions"("ingredient_id", "generic_name");

CREATE TABLE "nutrient_interactions" (
    "id" TEXT NOT NULL,
    "ingredient_id" TEXT,
    "drug_name" TEXT,
    "nutrient_name" TEXT NOT NULL,
    "nutrient_ingredient_id" TEXT,
    "interaction_type" TEXT NOT NULL,
    "mechanism" TEXT NOT NULL,
    "magnitude" TEXT NOT NULL,
    "time_course" "time_course" NOT NULL,
    "clinical_relevance" TEXT NOT NULL,
    "recommendations" TEXT NOT NULL,
    "evidence_level" INTEGER NOT NULL,
    "references" JSONB NOT NULL,
    "is_verified" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "nutrient_interactions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "nutrient_interactions_evidence_range" CHECK ("evidence_level" BETWEEN 1 AND 5),
    CONSTRAINT "nutrient_interactions_one_cause" CHECK (("ingredient_id" IS NULL) <> ("drug_name" IS NULL))
);
CREATE INDEX "nutrient_interactions_ingredient_id_idx" ON "nutrient_interactions"("ingredient_id");

CREATE TABLE "food_interactions" (
    "id" TEXT NOT NULL,
    "ingredient_id" TEXT NOT NULL,
    "food_category" TEXT NOT NULL,
    "interaction_type" TEXT NOT NULL,
    "mechanism" TEXT NOT NULL,
    "severity" "interaction_severity" NOT NULL,
    "recommendation" TEXT NOT NULL,
    "clinical_significance" TEXT NOT NULL,
    "evidence_level" INTEGER NOT NULL,
    "references" JSONB NOT NULL,
    "is_verified" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "food_interactions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "food_interactions_evidence_range" CHECK ("evidence_level" BETWEEN 1 AND 5)
);
CREATE UNIQUE INDEX "food_interactions_ingredient_id_food_category_key" ON "food_interactions"("ingredient_id", "food_category");

CREATE TABLE "medical_contraindications" (
    "id" TEXT NOT NULL,
    "ingredient_id" TEXT NOT NULL,
    "condition_name" TEXT NOT NULL,
    "condition_synonyms" TEXT[],
    "contraindication_level" "contraindication_level" NOT NULL,
    "reason" TEXT NOT NULL,
    "medical_supervision_required" BOOLEAN NOT NULL DEFAULT false,
    "dosage_modification" TEXT,
    "alternative_recommendations" TEXT[],
    "evidence_level" INTEGER NOT NULL,
    "references" JSONB NOT NULL,
    "is_verified" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "medical_contraindications_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "medical_contraindications_evidence_range" CHECK ("evidence_level" BETWEEN 1 AND 5)
);
CREATE UNIQUE INDEX "medical_contraindications_ingredient_id_condition_name_key" ON "medical_contraindications"("ingredient_id", "condition_name");

-- Privacy, monitoring, support
CREATE TABLE "consent_records" (
    "id" TEXT NOT NULL,
    "user_id" TEXT,
    "necessary" BOOLEAN NOT NULL DEFAULT true,
    "analytics" BOOLEAN NOT NULL,
    "marketing" BOOLEAN NOT NULL,
    "functional" BOOLEAN NOT NULL,
    "version" TEXT NOT NULL,
    "user_agent" TEXT,
    "decided_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "consent_records_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "consent_records_necessary_always" CHECK ("necessary" = true)
);
CREATE INDEX "consent_records_user_id_created_at_idx" ON "consent_records"("user_id", "created_at");

CREATE TABLE "rum_metrics" (
    "id" BIGSERIAL NOT NULL,
    "session_id" TEXT NOT NULL,
    "user_id" TEXT,
    "name" TEXT NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "page" TEXT,
    "rating" TEXT,
    "context" JSONB,
    "tags" JSONB,
    "recorded_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "rum_metrics_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "rum_metrics_name_recorded_at_idx" ON "rum_metrics"("name", "recorded_at");

CREATE TABLE "contact_messages" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "user_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages"("created_at");

-- AddForeignKey
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "totp_factors" ADD CONSTRAINT "totp_factors_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "health_profiles" ADD CONSTRAINT "health_profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "supplement_ingredients" ADD CONSTRAINT "supplement_ingredients_supplement_id_fkey" FOREIGN KEY ("supplement_id") REFERENCES "supplements"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "supplement_ingredients" ADD CONSTRAINT "supplement_ingredients_ingredient_id_fkey" FOREIGN KEY ("ingredient_id") REFERENCES "ingredients"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "retailer_offers" ADD CONSTRAINT "retailer_offers_supplement_id_fkey" FOREIGN KEY ("supplement_id") REFERENCES "supplements"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "retailer_offers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "price_import_runs" ADD CONSTRAINT "price_import_runs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_supplement_id_fkey" FOREIGN KEY ("supplement_id") REFERENCES "supplements"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "stacks" ADD CONSTRAINT "stacks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "stack_items" ADD CONSTRAINT "stack_items_stack_id_fkey" FOREIGN KEY ("stack_id") REFERENCES "stacks"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "stack_items" ADD CONSTRAINT "stack_items_supplement_id_fkey" FOREIGN KEY ("supplement_id") REFERENCES "supplements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "stack_likes" ADD CONSTRAINT "stack_likes_stack_id_fkey" FOREIGN KEY ("stack_id") REFERENCES "stacks"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "stack_likes" ADD CONSTRAINT "stack_likes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "supplement_interactions" ADD CONSTRAINT "supplement_interactions_ingredient_a_id_fkey" FOREIGN KEY ("ingredient_a_id") REFERENCES "ingredients"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "supplement_interactions" ADD CONSTRAINT "supplement_interactions_ingredient_b_id_fkey" FOREIGN KEY ("ingredient_b_id") REFERENCES "ingredients"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "drug_interactions" ADD CONSTRAINT "drug_interactions_ingredient_id_fkey" FOREIGN KEY ("ingredient_id") REFERENCES "ingredients"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "nutrient_interactions" ADD CONSTRAINT "nutrient_interactions_ingredient_id_fkey" FOREIGN KEY ("ingredient_id") REFERENCES "ingredients"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "nutrient_interactions" ADD CONSTRAINT "nutrient_interactions_nutrient_ingredient_id_fkey" FOREIGN KEY ("nutrient_ingredient_id") REFERENCES "ingredients"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "food_interactions" ADD CONSTRAINT "food_interactions_ingredient_id_fkey" FOREIGN KEY ("ingredient_id") REFERENCES "ingredients"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "medical_contraindications" ADD CONSTRAINT "medical_contraindications_ingredient_id_fkey" FOREIGN KEY ("ingredient_id") REFERENCES "ingredients"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
