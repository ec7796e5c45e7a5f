-- Catalogue search speed (lib/catalogue/search.ts). Indexes only: schema.prisma is unchanged.

-- The default listing (no query, sorted by name) and the newest-first listing read the first page in
-- index order instead of sorting the whole catalogue.
CREATE INDEX "supplements_name_brand_id_idx" ON "supplements" ("name", "brand", "id");
CREATE INDEX "supplements_created_at_name_brand_id_idx" ON "supplements" ("created_at" DESC, "name", "brand", "id");
