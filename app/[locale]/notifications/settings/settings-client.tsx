"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { postForData } from "@/lib/api/post-for-data";
import { toast } from "@/lib/toast/toast";
import type { NotificationPreference } from "@/server/notifications/notification-preferences";

/** One row per kind: its SMS switch, saved at once; a money kind's switch is on and cannot be moved. */
export function NotificationSettingsClient({ initial }: { initial: NotificationPreference[] }) {
  const t = useTranslations("NotificationSettings");
  const kinds = useTranslations("notifications.kinds");
  const [preferences, setPreferences] = useState(initial);
  const [saving, setSaving] = useState<string | null>(null);

  const choose = async (kind: string, sms: boolean) => {
    setSaving(kind);
    try {
      const saved = await postForData<{ preferences: NotificationPreference[] }>("/api/v1/notifications/preferences", { sms: { [kind]: sms } });
      setPreferences(saved.preferences);
      toast.success(t("saved"));
    } catch {
      toast.error(t("saveFailed"));
    } finally {
      setSaving(null);
    }
  };

  return (
    <ul className="grid gap-3" data-testid="notification-settings">
      {preferences.map((preference) => (
        <li key={preference.kind} className="flex items-center justify-between gap-4 rounded-xl border border-stone-200 p-4">
          <span>
            <span className="block font-semibold text-brand-900">{kinds(`${preference.kind}.title`)}</span>
            <span className="block text-sm text-stone-600">{preference.canTurnOff ? t("optional") : preference.sms ? t("always") : t("inAppOnly")}</span>
          </span>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={preference.sms}
              disabled={!preference.canTurnOff || saving === preference.kind}
              onChange={(event) => void choose(preference.kind, event.target.checked)}
            />
            {t("sms")}
          </label>
        </li>
      ))}
    </ul>
  );
}
