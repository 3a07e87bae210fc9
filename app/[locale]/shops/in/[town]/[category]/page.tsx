import type { Metadata } from "next";
import { firstValues } from "@/lib/validation/public";
import { loadTownPage, townPageMetadata, TownPageView } from "@/components/shops/town-page";

type Props = { params: Promise<{ town: string; category: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { town, category } = await params;
  return townPageMetadata(await loadTownPage(town, category), firstValues(await searchParams));
}

/** A category's shops in a town at /shops/in/{town}/{category} (docs/decisions/137-town-pages.md). */
export default async function TownCategoryShopsPage({ params, searchParams }: Props) {
  const { town, category } = await params;
  return <TownPageView page={await loadTownPage(town, category)} raw={firstValues(await searchParams)} />;
}
