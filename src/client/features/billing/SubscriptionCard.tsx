import { Check, Crown, ExternalLink, Users } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { isPaidPlan, type SubscriptionResponse } from "../../../core/subscription.schema";
import { errorMessage } from "../../lib/api";
import { Banner } from "../../ui/Banner";
import { Button, buttonClass } from "../../ui/Button";
import { cx } from "../../ui/cx";
import { Modal } from "../../ui/Modal";
import { Spinner } from "../../ui/Spinner";
import { useCancelPlan, useLinkedInvitation, useSubscription } from "./api";
import { clearCheckout, startedCheckout } from "./checkout-flag";
import { FamilyInvitations, FamilyMembers } from "./FamilyMembers";
import { billingMessages as t } from "./messages";
import { useUpgrade } from "./use-upgrade";

/** How long the card waits for the Stripe webhook after the user comes back from paying. */
const CONFIRM_WINDOW_MS = 60_000;

function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={cx(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold",
        active ? "bg-emerald-100 text-emerald-800" : "bg-gray-200 text-gray-800",
      )}
    >
      <span
        aria-hidden="true"
        className={cx("h-1.5 w-1.5 rounded-full", active ? "bg-emerald-600" : "bg-gray-500")}
      />
      {active ? t.card.active : t.card.inactive}
    </span>
  );
}

function UsageLeft({ usage }: { usage: SubscriptionResponse["usage_left"] }) {
  const items = [
    usage.photo_analysis !== null && t.card.photosLeft(usage.photo_analysis),
    usage.meal_logging !== null && t.card.mealsLeft(usage.meal_logging),
    usage.recipe_generation !== null && t.card.recipesLeft(usage.recipe_generation),
  ].filter((x): x is string => !!x);
  if (items.length === 0) return null;
  return (
    <div className="rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-800">
      <p className="font-semibold text-gray-900">{t.card.usageHeading}</p>
      <p className="mt-0.5">{items.join(" · ")}</p>
    </div>
  );
}

/**
 * The profile's subscription card (SPEC.md "Profile"): plan name, Activo/Inactivo, the plan's
 * features; upgrades for free users (also started by /app/profile?upgrade=premium|family from other
 * pages' upsell buttons), cancel or the customer portal for paying users, and the family.
 */
export function SubscriptionCard() {
  const query = useSubscription();
  const { upgrade, pending, error, clearError } = useUpgrade();
  const [searchParams, setSearchParams] = useSearchParams();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const cancel = useCancelPlan();
  const mountedAt = useRef(Date.now());
  const handledUpgradeParam = useRef(false);
  const sub = query.data;
  // An emailed family invitation link: /app/profile?invitacion=<id>&token=<token>.
  const linkId = searchParams.get("invitacion");
  const linkToken = searchParams.get("token");
  const link = linkId && linkToken ? { id: linkId, token: linkToken } : null;
  const linked = useLinkedInvitation(link);

  // Upsell buttons elsewhere store returnTo and come here with ?upgrade=premium|family.
  useEffect(() => {
    const requested = searchParams.get("upgrade");
    if (handledUpgradeParam.current || requested === null) return;
    handledUpgradeParam.current = true;
    const next = new URLSearchParams(searchParams);
    next.delete("upgrade");
    setSearchParams(next, { replace: true });
    if (isPaidPlan(requested)) void upgrade(requested, { keepReturnTo: true });
  }, [searchParams, setSearchParams, upgrade]);

  // Back from a checkout started in this tab: confirm it, or wait for the webhook a little.
  // Only judge fresh data: a cached answer from before the checkout would clear the flag too early.
  const settled = !!sub && !query.isStale;
  const started = settled ? startedCheckout() : null;
  const confirmed = !!sub && !!started && sub.active && sub.plan_type !== "free";
  const waiting =
    !!started &&
    !confirmed &&
    pending === null &&
    sub?.checkout === "stripe" &&
    !searchParams.has("canceled") &&
    Date.now() - mountedAt.current < CONFIRM_WINDOW_MS;
  useEffect(() => {
    if (!sub || !started) return;
    if (confirmed) {
      setNotice(t.card.activated(sub.plan_name));
      clearCheckout();
    } else if (searchParams.has("canceled") || (sub.checkout === "stripe" && !waiting && pending === null)) {
      // Canceled, or the webhook did not confirm in time (the plan shows whatever the server says).
      // A demo checkout in progress keeps the mark until its page confirms or cancels.
      clearCheckout();
    }
  }, [sub, started, confirmed, waiting, pending, searchParams]);
  const { refetch } = query;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void refetch(), 3000);
    return () => window.clearInterval(timer);
  }, [waiting, refetch]);

  return (
    <section
      aria-labelledby="subscription-title"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
    >
      {query.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : query.isError || !sub ? (
        <div className="space-y-3">
          <h2 id="subscription-title" className="text-lg font-bold text-gray-900">
            {t.card.eyebrow}
          </h2>
          <Banner>{t.errors.load}</Banner>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t.errors.retry}
          </Button>
        </div>
      ) : (
        <CardBody
          sub={sub}
          notice={notice}
          onDismissNotice={() => setNotice(null)}
          waiting={waiting}
          error={error}
          onDismissError={clearError}
          pending={pending}
          onUpgrade={(plan) => void upgrade(plan)}
          onCancel={() => setCancelOpen(true)}
          invitation={
            <>
              {linked.data && link && sub.family.role !== "member" && (
                <FamilyInvitations invitations={[linked.data]} token={link.token} />
              )}
              {linked.isError && <Banner>{t.family.linkInvalid}</Banner>}
            </>
          }
        />
      )}

      {sub && (
        <Modal
          open={cancelOpen}
          onClose={() => setCancelOpen(false)}
          size="sm"
          title={t.cancelDialog.title}
          footer={
            <>
              <Button variant="ghost" onClick={() => setCancelOpen(false)}>
                {t.cancelDialog.keep}
              </Button>
              <Button
                variant="danger"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(undefined, {
                    onSuccess: () => {
                      setCancelOpen(false);
                      setNotice(t.cancelDialog.canceled);
                    },
                  })
                }
              >
                {t.cancelDialog.confirm}
              </Button>
            </>
          }
        >
          <p className="text-sm text-gray-700">{t.cancelDialog.body(sub.plan_name)}</p>
          {cancel.isError && (
            <Banner className="mt-3">{errorMessage(cancel.error, t.cancelDialog.error)}</Banner>
          )}
        </Modal>
      )}
    </section>
  );
}

/**
 * A confirmation such as '¡Listo! Tu plan Premium está activo.': the card sits below the profile form,
 * so after the checkout brings the user back the message is scrolled into view (issue 15 item 12).
 */
function Notice({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // Coming back from checkout replaces the URL (returnTo), and the router then scrolls to the top.
  const { key: locationKey } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location means the router scrolled again
  useEffect(() => {
    const el = ref.current;
    if (!text || !el?.scrollIntoView) return;
    // "instant": the page scrolls smoothly by default, and a later layout change would stop it midway.
    const show = () => el.scrollIntoView({ block: "center", behavior: "instant" });
    show();
    // The profile form above may still be loading and push the card down: follow it for a moment.
    if (typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver(show);
    observer.observe(document.body);
    const stop = window.setTimeout(() => observer.disconnect(), 2000);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [text, locationKey]);
  return (
    <div ref={ref} className="scroll-my-24">
      <Banner tone="success" onDismiss={onDismiss}>
        {text}
      </Banner>
    </div>
  );
}

interface CardBodyProps {
  sub: SubscriptionResponse;
  notice: string | null;
  onDismissNotice: () => void;
  waiting: boolean;
  error: string | null;
  onDismissError: () => void;
  pending: string | null;
  onUpgrade: (plan: "premium" | "family") => void;
  onCancel: () => void;
  /** the family invitation of an emailed link, when the user opened one */
  invitation: ReactNode;
}

function CardBody({
  sub,
  notice,
  onDismissNotice,
  waiting,
  error,
  onDismissError,
  pending,
  onUpgrade,
  onCancel,
  invitation,
}: CardBodyProps) {
  const isFree = sub.plan_type === "free";
  const paidPlan = isPaidPlan(sub.plan_type) ? sub.plan_type : null;
  const Icon = sub.plan_type === "family" ? Users : Crown;
  return (
    <div className="space-y-5">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className={cx(
              "mt-0.5 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl",
              isFree ? "bg-gray-100 text-gray-600" : "bg-amber-100 text-amber-700",
            )}
          >
            <Icon className="h-5 w-5" />
          </span>
          <div>
            <p className="text-sm font-medium text-gray-600">{t.card.eyebrow}</p>
            <h2 id="subscription-title" className="text-xl font-bold tracking-tight text-gray-900">
              {t.card.title(sub.plan_name)}
            </h2>
            <p className="text-sm text-gray-700">{paidPlan ? t.card.perMonth(paidPlan) : t.card.free}</p>
          </div>
        </div>
        <StatusBadge active={sub.active} />
      </div>

      {notice && <Notice text={notice} onDismiss={onDismissNotice} />}
      {waiting && (
        <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
          <Spinner size="sm" decorative /> {t.card.confirming}
        </p>
      )}
      {error && <Banner onDismiss={onDismissError}>{error}</Banner>}
      {!sub.active && <p className="text-sm text-gray-700">{t.card.lapsed(sub.plan_name)}</p>}
      {/* An invitation first: joining a family costs nothing, so it comes before the upgrades. */}
      {invitation}
      {sub.family.role === "member" && sub.family.owner_email && (
        <p className="text-sm text-gray-700">{t.card.memberOf(sub.family.owner_email)}</p>
      )}

      <div>
        <h3 className="text-sm font-semibold text-gray-900">{t.card.includes}</h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {sub.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-sm text-gray-800">
              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
              {feature}
            </li>
          ))}
        </ul>
      </div>

      <UsageLeft usage={sub.usage_left} />

      {isFree &&
        (sub.checkout === "none" ? (
          <p className="text-sm text-gray-700">{t.card.checkoutUnavailable}</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            {(["premium", "family"] as const).map((plan) => (
              <div key={plan} className="flex flex-col gap-1.5">
                <Button
                  variant={plan === "premium" ? "primary" : "secondary"}
                  fullWidth
                  loading={pending === plan}
                  disabled={pending !== null && pending !== plan}
                  onClick={() => onUpgrade(plan)}
                >
                  {pending === plan
                    ? t.card.redirecting
                    : plan === "premium"
                      ? t.card.upgradePremium
                      : t.card.upgradeFamily}
                </Button>
                <p className="text-center text-xs text-gray-600">{t.card.upgradeHint(plan)}</p>
              </div>
            ))}
          </div>
        ))}

      {sub.portal_url && (
        <div className="space-y-1">
          <a
            href={sub.portal_url}
            target="_blank"
            rel="noreferrer"
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            {t.card.manage}
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
          </a>
          <p className="text-xs text-gray-600">{t.card.manageHint}</p>
        </div>
      )}
      {sub.can_cancel && (
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onCancel}>
          {t.card.cancel}
        </Button>
      )}

      {sub.family.role === "owner" && (
        <FamilyMembers members={sub.family.members} maxMembers={sub.family.max_members} />
      )}
    </div>
  );
}
