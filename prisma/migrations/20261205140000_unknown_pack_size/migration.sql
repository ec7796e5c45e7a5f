-- A product read from its product information may have no pack size that could be read: it is left unknown
-- rather than guessed, and such a product carries no offer (docs/catalogue-labels.md "Labels read for the shipped data").
ALTER TABLE "supplements" ALTER COLUMN "units_per_pack" DROP NOT NULL;
