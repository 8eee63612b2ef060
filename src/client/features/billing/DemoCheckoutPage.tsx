import { Check, FlaskConical, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PLAN_FEATURES, PLAN_NAMES } from "../../../core/plan-limits";
import { BILLING_INPUT_MESSAGES, isPaidPlan } from "../../../core/subscription.schema";
import { errorMessage } from "../../lib/api";
import { isSafeReturnPath, RETURN_TO_KEY } from "../../lib/payment-return";
import { Banner } from "../../ui/Banner";
import { Button, buttonClass } from "../../ui/Button";
import { PageSpinner } from "../../ui/Spinner";
import { useCompleteDemoCheckout, useSubscription } from "./api";
import { clearCheckout } from "./checkout-flag";
import { billingMessages } from "./messages";

const t = billingMessages.demo;

/** Where 'Cancelar' goes: back to the page that started the upgrade, with ?canceled=true. */
function canceledPath(): string {
  let returnTo: string | null = null;
  try {
    returnTo = window.sessionStorage.getItem(RETURN_TO_KEY);
    window.sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // ignore
  }
  const url = new URL(isSafeReturnPath(returnTo) ? returnTo : "/app/profile", window.location.origin);
  url.searchParams.set("canceled", "true");
  return `${url.pathname}${url.search}`;
}

/**
 * The in-app stand-in for a hosted checkout when Stripe is not configured (DESIGN.md): clearly a
 * demonstration, no card data, and it activates the plan through the same service as the webhook.
 */
export function DemoCheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const plan = params.get("plan");
  const subscription = useSubscription();
  const complete = useCompleteDemoCheckout();

  const back = (
    <Link to="/app/profile" className={buttonClass({ variant: "secondary" })}>
      {t.back}
    </Link>
  );

  let body: ReactNode;
  if (!isPaidPlan(plan)) {
    body = (
      <div className="space-y-4">
        <Banner>{BILLING_INPUT_MESSAGES.invalidPlan}</Banner>
        {back}
      </div>
    );
  } else if (subscription.isPending) {
    body = <PageSpinner />;
  } else if (subscription.data?.checkout !== "demo") {
    body = (
      <div className="space-y-4">
        <Banner>{subscription.isError ? billingMessages.errors.load : t.disabled}</Banner>
        {back}
      </div>
    );
  } else {
    body = (
      <div className="space-y-5">
        <div
          role="note"
          className="flex items-start gap-3 rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 px-4 py-3 text-amber-950"
        >
          <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
          <div>
            <p className="font-semibold">{t.notice}</p>
            <p className="mt-1 text-sm">{t.explain}</p>
          </div>
        </div>

        <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-600">{t.summary}</h2>
          <div className="mt-2 flex flex-wrap items-baseline justify-between gap-2">
            <p className="text-xl font-bold text-gray-900">{t.plan(PLAN_NAMES[plan])}</p>
            <p className="text-lg font-semibold text-gray-900">{t.price(plan)}</p>
          </div>
          <ul className="mt-4 space-y-2">
            {PLAN_FEATURES[plan].map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-sm text-gray-800">
                <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
                {feature}
              </li>
            ))}
          </ul>
          <div className="mt-5 flex items-center justify-between border-t border-gray-200 pt-4 text-sm">
            <span className="font-medium text-gray-700">{t.total}</span>
            <span className="font-semibold text-gray-900">{t.zero}</span>
          </div>
        </div>

        {complete.isError && <Banner>{errorMessage(complete.error, t.error)}</Banner>}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="ghost"
            disabled={complete.isPending}
            onClick={() => {
              clearCheckout();
              navigate(canceledPath());
            }}
          >
            {t.cancel}
          </Button>
          <Button
            size="lg"
            loading={complete.isPending}
            onClick={() =>
              complete.mutate(plan, {
                // The payment-return rule (lib/payment-return) then sends the user to returnTo.
                onSuccess: ({ redirect }) => navigate(redirect, { replace: true }),
              })
            }
          >
            <ShieldCheck aria-hidden="true" className="h-5 w-5" />
            {complete.isPending ? t.confirming : t.confirm}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl space-y-5">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {t.title}
      </h1>
      {body}
    </section>
  );
}
