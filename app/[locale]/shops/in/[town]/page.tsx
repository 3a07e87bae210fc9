import type { Metadata } from "next";
import { firstValues } from "@/lib/validation/public";
import { loadTownPage, townPageMetadata, TownPageView } from "@/components/shops/town-page";

type Props = { params: Promise<{ town: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { town } = await params;
  return townPageMetadata(await loadTownPage(town), firstValues(await searchParams));
}

/** A town's shops at /shops/in/{town} (docs/decisions/137-town-pages.md). */
export default async function TownShopsPage({ params, searchParams }: Props) {
  const { town } = await params;
  return <TownPageView page={await loadTownPage(town)} raw={firstValues(await searchParams)} />;
}
