// schema.prisma and the migrated database must describe the same schema (docs/architecture.md "Database").
import pg from "pg";
import { integrationDatabaseUrl } from "../support/database";
import {
  diffShapes,
  loadDmmf,
  shapeFromDatabase,
  shapeFromDmmf,
  type SchemaShape,
} from "../support/schema-shape";

describe("schema.prisma and the migrations", () => {
  let client: pg.Client;
  let expected: SchemaShape;

  beforeAll(async () => {
    client = new pg.Client({ connectionString: integrationDatabaseUrl() });
    await client.connect();
    expected = shapeFromDmmf(await loadDmmf());
  });
  afterAll(async () => {
    await client.end();
  });

  it("agree on every table, column, type, nullability, default, key, unique index and enum", async () => {
    const actual = await shapeFromDatabase(client);
    expect(diffShapes(expected, actual)).toEqual([]);
    // The comparison is not vacuous: it covers the whole domain model.
    expect(Object.keys(actual.tables).length).toBeGreaterThanOrEqual(25);
    expect(actual.tables.users?.email).toEqual({ type: "text", nullable: false, hasDefault: false });
    expect(actual.uniques.users).toEqual(["email"]);
  });

  it("reports a field added to schema.prisma but not to a migration", async () => {
    const withExtraField = structuredClone(expected);
    withExtraField.tables.users = {
      ...withExtraField.tables.users,
      nickname: { type: "text", nullable: true, hasDefault: false },
    };
    const actual = await shapeFromDatabase(client);
    expect(diffShapes(withExtraField, actual)).toEqual([
      "column users.nickname is in schema.prisma but not in the database",
    ]);
  });

  it("reports a column, a NOT NULL change and a unique index made by SQL alone", async () => {
    await client.query("BEGIN");
    try {
      await client.query(`ALTER TABLE "stacks" ADD COLUMN "colour" TEXT`);
      await client.query(`ALTER TABLE "contact_messages" ALTER COLUMN "user_id" SET NOT NULL`);
      await client.query(`CREATE UNIQUE INDEX "stacks_name_key" ON "stacks"("name")`);
      await client.query(`ALTER TYPE "user_role" ADD VALUE 'editor'`);
      const problems = diffShapes(expected, await shapeFromDatabase(client));
      expect(problems).toEqual(
        expect.arrayContaining([
          "column stacks.colour exists in the database but not in schema.prisma",
          "column contact_messages.user_id: NOT NULL in the database, nullable in schema.prisma",
          "unique indexes of stacks: in the database but not in schema.prisma: name",
          "values of enum user_role: in the database but not in schema.prisma: user,admin,editor",
        ]),
      );
    } finally {
      await client.query("ROLLBACK");
    }
  });

  it("reports a type or foreign-key action that differs", async () => {
    const changed = structuredClone(expected);
    const offers = changed.tables.retailer_offers;
    if (!offers?.price_pence) throw new Error("retailer_offers.price_pence missing from the expected shape");
    offers.price_pence = { ...offers.price_pence, type: "numeric" };
    changed.foreignKeys.stack_items = (changed.foreignKeys.stack_items ?? []).map((key) => ({
      ...key,
      onDelete: "CASCADE" as const,
    }));
    const problems = diffShapes(changed, await shapeFromDatabase(client));
    expect(problems).toContain(
      "column retailer_offers.price_pence: type int4 in the database, numeric in schema.prisma",
    );
    expect(
      problems.some((problem) => problem.startsWith("foreign keys of stack_items: missing in the database")),
    ).toBe(true);
  });
});
