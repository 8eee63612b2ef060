import { createBrowserRouter, Navigate, Outlet, ScrollRestoration } from "react-router";
import { LandingPage } from "./features/landing/LandingPage";
import { NotFoundPage } from "./features/not-found/NotFoundPage";
import { usePaymentReturn } from "./lib/payment-return";
import { Banner } from "./ui/Banner";
import { messages } from "./ui/messages";
import { PageSpinner } from "./ui/Spinner";

/** Every page: payment-return handling (SPEC.md "Payment return") and scroll restoration. */
function RootLayout() {
  const { canceled, dismissCanceled } = usePaymentReturn();
  return (
    <>
      {canceled && (
        <div className="mx-auto max-w-3xl px-4 pt-3">
          <Banner tone="info" onDismiss={dismissCanceled}>
            {messages.payment.canceled}
          </Banner>
        </div>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

// Only the landing page loads with the first bundle: it is the page most visitors see first, and it
// must not carry the form code (react-hook-form, zod resolvers) of the sign-in and sign-up pages.
// Every other page is a chunk of its own; the signed-in area's chunks load while the session is being
// checked (docs/decisions/0018).
export const router = createBrowserRouter([
  {
    path: "/",
    element: <RootLayout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, element: <LandingPage /> },
      {
        path: "login",
        lazy: async () => ({ Component: (await import("./features/auth/LoginPage")).LoginPage }),
      },
      {
        path: "register",
        lazy: async () => ({ Component: (await import("./features/auth/RegisterPage")).RegisterPage }),
      },
      {
        path: "terminos",
        lazy: async () => ({ Component: (await import("./features/legal/LegalPage")).TermsPage }),
      },
      {
        path: "privacidad",
        lazy: async () => ({ Component: (await import("./features/legal/LegalPage")).PrivacyPage }),
      },
      {
        path: "app",
        lazy: async () => ({ Component: (await import("./features/shell/RequireAuth")).RequireAuth }),
        children: [
          {
            path: "onboarding",
            lazy: async () => ({
              Component: (await import("./features/onboarding/OnboardingPage")).OnboardingPage,
            }),
          },
          {
            lazy: async () => ({ Component: (await import("./features/shell/AppShell")).AppShell }),
            children: [
              { index: true, element: <Navigate to="/app/dashboard" replace /> },
              {
                path: "dashboard",
                lazy: async () => {
                  const [{ DashboardPage }, { WeighInButton }, { HouseholdCard }] = await Promise.all([
                    import("./features/dashboard/DashboardPage"),
                    import("./features/progress/WeighInButton"),
                    import("./features/family/HouseholdCard"),
                  ]);
                  return {
                    element: <DashboardPage weighIn={<WeighInButton />} householdCard={<HouseholdCard />} />,
                  };
                },
              },
              {
                // recharts loads with this page only (issue 19)
                path: "progress",
                lazy: async () => ({
                  Component: (await import("./features/progress/ProgressPage")).ProgressPage,
                }),
              },
              {
                path: "meal-tracker",
                lazy: async () => ({
                  Component: (await import("./features/meals/MealTrackerPage")).MealTrackerPage,
                }),
                // The barcode sheet over the tracker (issue 17 item 5); its camera code loads only here.
                children: [
                  {
                    path: "escanear",
                    lazy: async () => ({
                      Component: (await import("./features/barcode/BarcodeSheet")).BarcodeSheet,
                    }),
                  },
                ],
              },
              {
                path: "meal-plans",
                lazy: async () => ({
                  Component: (await import("./features/plans/MealPlansPage")).MealPlansPage,
                }),
              },
              {
                path: "shopping-list",
                lazy: async () => ({
                  Component: (await import("./features/shopping/ShoppingListPage")).ShoppingListPage,
                }),
              },
              {
                path: "profile",
                lazy: async () => {
                  const [{ ProfilePage }, { SubscriptionCard }, { WeighInCard }, { HouseholdSettings }] =
                    await Promise.all([
                      import("./features/profile/ProfilePage"),
                      import("./features/billing/SubscriptionCard"),
                      import("./features/progress/WeighInCard"),
                      import("./features/family/HouseholdSettings"),
                    ]);
                  return {
                    element: (
                      <ProfilePage
                        subscriptionCard={
                          <>
                            <SubscriptionCard />
                            <HouseholdSettings />
                          </>
                        }
                        weightCard={<WeighInCard />}
                      />
                    ),
                  };
                },
              },
              {
                path: "checkout/demo",
                lazy: async () => ({
                  Component: (await import("./features/billing/DemoCheckoutPage")).DemoCheckoutPage,
                }),
              },
              { path: "*", element: <NotFoundPage embedded /> },
            ],
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
