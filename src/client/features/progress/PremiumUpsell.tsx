import { Crown, Lock } from "lucide-react";
import { useState } from "react";
import { useUpgrade } from "../../lib/upgrade";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { UpsellModal } from "../../ui/UpsellModal";
import { progressMessages as t } from "./messages";

/** A locked premium feature: what it gives, and the upsell that leads to the checkout. */
export function PremiumUpsell({ title, text, trigger }: { title: string; text: string; trigger: string }) {
  const [open, setOpen] = useState(false);
  const { upgrade, upgrading, error } = useUpgrade();
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-gray-800">
      <p className="flex items-center gap-2 font-semibold text-gray-900">
        <Lock aria-hidden="true" className="h-4 w-4 text-amber-700" />
        {title}
        <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {t.goal.premiumBadge}
        </span>
      </p>
      <p className="mt-1">{text}</p>
      {error && (
        <div className="mt-2">
          <Banner>{error}</Banner>
        </div>
      )}
      <Button variant="accent" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        <Crown aria-hidden="true" className="h-4 w-4" />
        {t.goal.upgrade}
      </Button>
      <UpsellModal
        open={open}
        onClose={() => setOpen(false)}
        onUpgrade={() => upgrade("premium")}
        upgrading={upgrading}
        trigger={trigger}
      />
    </div>
  );
}
