import { Navigate, useLocation } from "react-router";
import { useAuth } from "../../lib/session";
import { Hero } from "./Hero";
import { LandingNav } from "./LandingNav";
import { CallToAction, Features, LandingFooter, Pricing, Testimonials } from "./Sections";

/** The public page at / (SPEC.md "Landing page"); a signed-in visitor goes straight to the dashboard. */
export function LandingPage() {
  const { status } = useAuth();
  const location = useLocation();
  const signedIn = status === "authenticated";
  // A return from checkout (?success=true) is routed by the payment-return hook instead.
  const returningFromCheckout = new URLSearchParams(location.search).has("success");
  if (signedIn && !returningFromCheckout) return <Navigate to="/app/dashboard" replace />;

  return (
    <div className="min-h-dvh">
      <LandingNav signedIn={signedIn} />
      <main>
        <Hero />
        <Features />
        <Pricing />
        <Testimonials />
        <CallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
