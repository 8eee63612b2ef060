import { Navigate, useLocation } from "react-router";
import { landingRedirect } from "../../lib/payment-return";
import { useAuth } from "../../lib/session";
import { Hero } from "./Hero";
import { LandingNav } from "./LandingNav";
import { CallToAction, Features, LandingFooter, Pricing, Testimonials } from "./Sections";

/** The public page at / (SPEC.md "Landing page"); a signed-in visitor goes straight to the dashboard. */
export function LandingPage() {
  const { status } = useAuth();
  const location = useLocation();
  const signedIn = status === "authenticated";
  // A return from checkout with a stored path is routed by the payment-return hook instead.
  const redirect = landingRedirect(signedIn, location.search);
  if (redirect) return <Navigate to={redirect} replace />;

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
