// The common /browse views from the page cache: proxy.ts rewrites /browse?category=… here
// (lib/catalogue/browse-views.ts); the address people see and share stays /browse?….
import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BrowseView, browseMetadata } from "@/components/catalogue/browse-view";
import { cachedBrowseData } from "@/lib/catalogue/browse-cache";
import { browseViewParams } from "@/lib/catalogue/browse-views";
import { parseBrowseParams, type SupplementSearchParams } from "@/lib/catalogue/search-params";

export const revalidate = 600;
export const dynamicParams = true;

/** None at build time: the build runs without a database. */
export function generateStaticParams(): { view: string }[] {
  return [];
}

async function viewParams(params: PageProps<"/browse/v/[view]">["params"]): Promise<SupplementSearchParams> {
  const raw = browseViewParams((await params).view);
  if (!raw) notFound();
  return parseBrowseParams(raw);
}

export async function generateMetadata({ params }: PageProps<"/browse/v/[view]">): Promise<Metadata> {
  const search = await viewParams(params);
  return browseMetadata(search, (await cachedBrowseData(search)).options);
}

export default async function BrowseViewPage({ params }: PageProps<"/browse/v/[view]">) {
  const search = await viewParams(params);
  const { result, options } = await cachedBrowseData(search);
  return <BrowseView typedQuery={null} params={search} result={result} options={options} />;
}
