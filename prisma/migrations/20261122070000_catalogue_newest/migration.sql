-- The 'newest' sort of /browse and GET /api/supplements (lib/catalogue/search.ts): products in the
-- order they were added to the catalogue, ties by name. Index only: schema.prisma is unchanged.
CREATE INDEX "supplements_created_at_name_brand_id_idx" ON "supplements" ("created_at" DESC, "name", "brand", "id");
