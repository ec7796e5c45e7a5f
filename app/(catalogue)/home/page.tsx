import { redirect } from "next/navigation";

// /home is the same page as /browse (docs/product-rules.md §2): a redirect keeps one URL per result list.
export const dynamic = "force-dynamic";

export default async function HomePage({ searchParams }: PageProps<"/home">) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      query.append(key, item);
  }
  const text = query.toString();
  redirect(text ? `/browse?${text}` : "/browse");
}
