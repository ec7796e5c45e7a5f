import type { Metadata } from "next";
import { z } from "zod";

import { InteractionChecker } from "@/components/interactions/interaction-checker";
import { Link } from "@/components/ui/link";
import { listIngredientsForPicker, listProductsForPicker } from "@/lib/catalogue/queries";
import { EVIDENCE_LEVELS } from "@/lib/interactions/knowledge-base-schema";
import { MAX_SUPPLEMENTS_PER_REQUEST } from "@/lib/interactions/schemas";

export const metadata: Metadata = {
  title: "Interaction checker",
  description:
    "Check supplements against each other, your medicines, health conditions and food, see nutrient depletions and " +
    "daily totals against UK upper levels. Educational only, not medical advice.",
  alternates: { canonical: "/interactions" },
};

// The product list comes from the database per request: the build runs without one.
export const dynamic = "force-dynamic";

const supplementParamSchema = z.string().trim().min(1).max(100);

/** An unknown or malformed `?supplement=` id is ignored: shared links are typed by people. */
function preselectedIds(value: string | string[] | undefined, products: readonly { id: string }[]): string[] {
  const parsed = supplementParamSchema.safeParse(Array.isArray(value) ? value[0] : value);
  return parsed.success && products.some((product) => product.id === parsed.data) ? [parsed.data] : [];
}

export default async function InteractionsPage({ searchParams }: PageProps<"/interactions">) {
  const [products, ingredients, params] = await Promise.all([
    listProductsForPicker(),
    listIngredientsForPicker(),
    searchParams,
  ]);
  const initialSupplementIds = preselectedIds(params.supplement, products);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Interaction checker</h1>
      <p className="mt-4 max-w-3xl text-slate-700">
        Choose the supplements you take or plan to take (for a product we do not list, choose what it
        contains), and add any medicines and health conditions. We check the combination against our database
        for supplement–supplement interactions, interactions with medicines, cautions for health conditions,
        interactions with food and drink, and nutrients a medicine or supplement can deplete, and we add up
        each ingredient across your products against the UK upper level. Each finding shows its evidence and
        sources. Our database does not cover every medicine, condition or interaction, so a result without
        findings is not proof of safety: speak to your pharmacist or GP before you start a supplement.{" "}
        <Link href="/accuracy">How accurate is this?</Link>
      </p>
      <div className="mt-8">
        {/* Passed down so the zod schemas beside these constants stay out of the browser bundle. */}
        <InteractionChecker
          products={products}
          ingredients={ingredients}
          evidenceLevels={EVIDENCE_LEVELS}
          maxSupplements={MAX_SUPPLEMENTS_PER_REQUEST}
          initialSupplementIds={initialSupplementIds}
        />
      </div>
    </div>
  );
}
