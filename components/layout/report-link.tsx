"use client";

import type { ComponentProps } from "react";
import { toast } from "@/lib/toast/toast";
import { Link } from "@/i18n/navigation";
import { useViewer } from "@/lib/auth/use-viewer";

type Props = Omit<ComponentProps<typeof Link>, "href"> & { needsLogin: string };

/** Report (/report-fraud) works only for a signed-in customer; anyone else stays and sees a toast (docs/product.md#screens-and-routes). */
export function ReportLink({ needsLogin, onClick, ...rest }: Props) {
  const { viewer } = useViewer();
  return (
    <Link
      href="/report-fraud"
      onClick={(event) => {
        if (!viewer?.customer) {
          event.preventDefault();
          toast.error(needsLogin);
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    />
  );
}
