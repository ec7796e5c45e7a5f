// Describes a database schema two ways — as schema.prisma says it should be, and as PostgreSQL has
// it after the migrations — in one comparable shape, and lists every difference. Used by the
// schema-drift integration test (the Prisma CLI's `migrate diff` cannot run on our machines).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { getDMMF } from "@prisma/internals";
import type pg from "pg";

interface ColumnShape {
  /** PostgreSQL udt name, e.g. "text", "int4", "timestamp", "_text", or an enum's name. */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}

interface ForeignKeyShape {
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  onDelete: "CASCADE" | "RESTRICT" | "SET NULL" | "SET DEFAULT" | "NO ACTION";
}

export interface SchemaShape {
  tables: Record<string, Record<string, ColumnShape>>;
  primaryKeys: Record<string, string[]>;
  /** Per table, each unique index as its comma-joined column list. */
  uniques: Record<string, string[]>;
  foreignKeys: Record<string, ForeignKeyShape[]>;
  enums: Record<string, string[]>;
}

type Dmmf = Awaited<ReturnType<typeof getDMMF>>;
type DmmfModel = Dmmf["datamodel"]["models"][number];
type DmmfField = DmmfModel["fields"][number];

const SCALAR_UDT: Record<string, string> = {
  String: "text",
  Int: "int4",
  BigInt: "int8",
  Float: "float8",
  Boolean: "bool",
  DateTime: "timestamp",
  Json: "jsonb",
  Decimal: "numeric",
  Bytes: "bytea",
};

const NATIVE_UDT: Record<string, string> = {
  VarChar: "varchar",
  Char: "bpchar",
  Uuid: "uuid",
  Text: "text",
  Timestamptz: "timestamptz",
  Date: "date",
  SmallInt: "int2",
  Real: "float4",
};

const ON_DELETE: Record<string, ForeignKeyShape["onDelete"]> = {
  Cascade: "CASCADE",
  Restrict: "RESTRICT",
  SetNull: "SET NULL",
  SetDefault: "SET DEFAULT",
  NoAction: "NO ACTION",
};

export async function loadDmmf(
  schemaPath = path.join(process.cwd(), "prisma", "schema.prisma"),
): Promise<Dmmf> {
  return getDMMF({ datamodel: await readFile(schemaPath, "utf8") });
}

/** The shape schema.prisma implies under Prisma Migrate's PostgreSQL conventions. */
export function shapeFromDmmf(dmmf: Dmmf): SchemaShape {
  const shape: SchemaShape = { tables: {}, primaryKeys: {}, uniques: {}, foreignKeys: {}, enums: {} };
  const enumDbName = new Map(dmmf.datamodel.enums.map((e) => [e.name, e.dbName ?? e.name]));
  const modelByName = new Map(dmmf.datamodel.models.map((model) => [model.name, model]));
  const tableOf = (model: DmmfModel) => model.dbName ?? model.name;
  const columnOf = (model: DmmfModel, fieldName: string) => {
    const field = model.fields.find((candidate) => candidate.name === fieldName);
    if (!field) throw new Error(`${model.name}.${fieldName} is not a field`);
    return field.dbName ?? field.name;
  };

  for (const dmmfEnum of dmmf.datamodel.enums) {
    shape.enums[dmmfEnum.dbName ?? dmmfEnum.name] = dmmfEnum.values.map(
      (value) => value.dbName ?? value.name,
    );
  }

  for (const model of dmmf.datamodel.models) {
    const table = tableOf(model);
    const columns: Record<string, ColumnShape> = {};
    for (const field of model.fields) {
      if (field.kind === "object") continue;
      columns[field.dbName ?? field.name] = {
        type: udtFor(field, enumDbName),
        // Prisma Migrate creates list columns without NOT NULL.
        nullable: field.isList ? true : !field.isRequired,
        hasDefault: hasDatabaseDefault(field),
      };
    }
    shape.tables[table] = columns;

    const idFields =
      model.primaryKey?.fields ?? model.fields.filter((field) => field.isId).map((field) => field.name);
    shape.primaryKeys[table] = idFields.map((name) => columnOf(model, name));

    const uniques = model.fields
      .filter((field) => field.isUnique)
      .map((field) => columnOf(model, field.name));
    for (const index of model.uniqueIndexes)
      uniques.push(index.fields.map((name) => columnOf(model, name)).join(","));
    shape.uniques[table] = uniques.sort();

    shape.foreignKeys[table] = model.fields
      .filter((field) => field.kind === "object" && (field.relationFromFields?.length ?? 0) > 0)
      .map((field) => {
        const target = modelByName.get(field.type);
        if (!target)
          throw new Error(`Relation ${model.name}.${field.name} targets unknown model ${field.type}`);
        const defaultOnDelete = field.isRequired ? "Restrict" : "SetNull";
        return {
          columns: (field.relationFromFields ?? []).map((name) => columnOf(model, name)),
          referencedTable: tableOf(target),
          referencedColumns: (field.relationToFields ?? []).map((name) => columnOf(target, name)),
          onDelete: ON_DELETE[field.relationOnDelete ?? defaultOnDelete] ?? "NO ACTION",
        };
      })
      .sort(compareForeignKeys);
  }
  return shape;
}

function udtFor(field: DmmfField, enumDbName: Map<string, string>): string {
  let base: string | undefined;
  if (field.kind === "enum") base = enumDbName.get(field.type);
  else if (field.nativeType) base = NATIVE_UDT[field.nativeType[0]];
  else base = SCALAR_UDT[field.type];
  if (!base) throw new Error(`No PostgreSQL type known for ${field.name}: ${field.type}`);
  return field.isList ? `_${base}` : base;
}

/** uuid()/cuid() defaults are generated by the client; now(), literals and autoincrement live in the database. */
function hasDatabaseDefault(field: DmmfField): boolean {
  if (!field.hasDefaultValue) return false;
  const value = field.default;
  if (value && typeof value === "object" && "name" in value) {
    return !["uuid", "cuid", "nanoid", "ulid"].includes(value.name);
  }
  return true;
}

function compareForeignKeys(a: ForeignKeyShape, b: ForeignKeyShape): number {
  return a.columns.join(",").localeCompare(b.columns.join(","));
}

const CONFDELTYPE: Record<string, ForeignKeyShape["onDelete"]> = {
  a: "NO ACTION",
  r: "RESTRICT",
  c: "CASCADE",
  n: "SET NULL",
  d: "SET DEFAULT",
};

/** The shape of the `public` schema as PostgreSQL reports it (Prisma's bookkeeping table excluded). */
export async function shapeFromDatabase(client: pg.ClientBase): Promise<SchemaShape> {
  const shape: SchemaShape = { tables: {}, primaryKeys: {}, uniques: {}, foreignKeys: {}, enums: {} };
  const excluded = "_prisma_migrations";

  const columns = await client.query<{
    table_name: string;
    column_name: string;
    udt_name: string;
    is_nullable: string;
    column_default: string | null;
  }>(
    `SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.table_name <> $1`,
    [excluded],
  );
  for (const row of columns.rows) {
    const table = (shape.tables[row.table_name] ??= {});
    table[row.column_name] = {
      type: row.udt_name,
      nullable: row.is_nullable === "YES",
      hasDefault: row.column_default !== null,
    };
  }

  // Partial unique indexes (WHERE …) cannot be written in schema.prisma; the migrations own them.
  const indexes = await client.query<{ table_name: string; is_primary: boolean; columns: string[] }>(
    `SELECT t.relname::text AS table_name, i.indisprimary AS is_primary,
            array_agg(a.attname::text ORDER BY k.ordinality) AS columns
       FROM pg_index i
       JOIN pg_class t ON t.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ordinality)
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
      WHERE n.nspname = 'public' AND i.indisunique AND i.indpred IS NULL AND t.relname <> $1
      GROUP BY t.relname, i.indexrelid, i.indisprimary`,
    [excluded],
  );
  for (const row of indexes.rows) {
    if (row.is_primary) shape.primaryKeys[row.table_name] = row.columns;
    else (shape.uniques[row.table_name] ??= []).push(row.columns.join(","));
  }

  const foreignKeys = await client.query<{
    table_name: string;
    columns: string[];
    referenced_table: string;
    referenced_columns: string[];
    confdeltype: string;
  }>(
    `SELECT t.relname::text AS table_name, r.relname::text AS referenced_table, c.confdeltype,
            ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(attnum, o)
                    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.o) AS columns,
            ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(attnum, o)
                    JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum ORDER BY k.o) AS referenced_columns
       FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
       JOIN pg_class r ON r.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  for (const row of foreignKeys.rows) {
    (shape.foreignKeys[row.table_name] ??= []).push({
      columns: row.columns,
      referencedTable: row.referenced_table,
      referencedColumns: row.referenced_columns,
      onDelete: CONFDELTYPE[row.confdeltype] ?? "NO ACTION",
    });
  }

  const enums = await client.query<{ name: string; labels: string[] }>(
    `SELECT t.typname::text AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
       FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
       JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = 'public' GROUP BY t.typname`,
  );
  for (const row of enums.rows) shape.enums[row.name] = row.labels;

  for (const table of Object.keys(shape.tables)) {
    shape.uniques[table] = (shape.uniques[table] ?? []).sort();
    shape.foreignKeys[table] = (shape.foreignKeys[table] ?? []).sort(compareForeignKeys);
    shape.primaryKeys[table] ??= [];
  }
  return shape;
}

/** Human-readable differences; empty when schema.prisma and the database agree. */
export function diffShapes(expected: SchemaShape, actual: SchemaShape): string[] {
  const problems: string[] = [];
  const tables = new Set([...Object.keys(expected.tables), ...Object.keys(actual.tables)]);
  for (const table of [...tables].sort()) {
    const want = expected.tables[table];
    const have = actual.tables[table];
    if (!want) {
      problems.push(`table ${table} exists in the database but not in schema.prisma`);
      continue;
    }
    if (!have) {
      problems.push(`table ${table} is in schema.prisma but not in the database`);
      continue;
    }
    for (const column of new Set([...Object.keys(want), ...Object.keys(have)])) {
      const w = want[column];
      const h = have[column];
      if (!w) problems.push(`column ${table}.${column} exists in the database but not in schema.prisma`);
      else if (!h) problems.push(`column ${table}.${column} is in schema.prisma but not in the database`);
      else {
        if (w.type !== h.type)
          problems.push(
            `column ${table}.${column}: type ${h.type} in the database, ${w.type} in schema.prisma`,
          );
        if (w.nullable !== h.nullable) {
          problems.push(
            `column ${table}.${column}: ${h.nullable ? "nullable" : "NOT NULL"} in the database, ${w.nullable ? "nullable" : "required"} in schema.prisma`,
          );
        }
        if (w.hasDefault !== h.hasDefault) {
          problems.push(
            `column ${table}.${column}: ${h.hasDefault ? "has" : "has no"} database default, schema.prisma ${w.hasDefault ? "declares one" : "declares none"}`,
          );
        }
      }
    }
    compareList(
      problems,
      `primary key of ${table}`,
      [(expected.primaryKeys[table] ?? []).join(",")],
      [(actual.primaryKeys[table] ?? []).join(",")],
    );
    compareList(
      problems,
      `unique indexes of ${table}`,
      expected.uniques[table] ?? [],
      actual.uniques[table] ?? [],
    );
    compareList(
      problems,
      `foreign keys of ${table}`,
      (expected.foreignKeys[table] ?? []).map(describeForeignKey),
      (actual.foreignKeys[table] ?? []).map(describeForeignKey),
    );
  }
  for (const name of new Set([...Object.keys(expected.enums), ...Object.keys(actual.enums)])) {
    compareList(
      problems,
      `values of enum ${name}`,
      [(expected.enums[name] ?? ["(missing)"]).join(",")],
      [(actual.enums[name] ?? ["(missing)"]).join(",")],
    );
  }
  return problems;
}

function describeForeignKey(key: ForeignKeyShape): string {
  return `(${key.columns.join(",")}) → ${key.referencedTable}(${key.referencedColumns.join(",")}) ON DELETE ${key.onDelete}`;
}

function compareList(problems: string[], what: string, expected: string[], actual: string[]): void {
  const missing = expected.filter((item) => !actual.includes(item));
  const extra = actual.filter((item) => !expected.includes(item));
  if (missing.length) problems.push(`${what}: missing in the database: ${missing.join("; ")}`);
  if (extra.length) problems.push(`${what}: in the database but not in schema.prisma: ${extra.join("; ")}`);
}
