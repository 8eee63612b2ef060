import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  cancelResponseSchema,
  checkoutResponseSchema,
  demoCompleteResponseSchema,
  familyInvitationSchema,
  familyMemberSchema,
  type PaidPlan,
  subscriptionResponseSchema,
} from "../../../core/subscription.schema";
import { apiFetch } from "../../lib/api";

export const SUBSCRIPTION_KEY = ["subscription"] as const;

export function useSubscription() {
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: ({ signal }) => apiFetch("/api/subscription", { schema: subscriptionResponseSchema, signal }),
    // A plan change invalidates it; "fresh" is what the card's return-from-checkout check relies on.
    staleTime: 30_000,
  });
}

/**
 * A plan change touches every feature's limits (meals, plans, recipes, dashboard, profile): drop
 * every cached answer rather than guess which ones.
 */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function requestCheckout(plan: PaidPlan) {
  return apiFetch("/api/billing/checkout", { body: { plan }, schema: checkoutResponseSchema });
}

export function useCompleteDemoCheckout() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (plan: PaidPlan) =>
      apiFetch("/api/billing/demo/complete", { body: { plan }, schema: demoCompleteResponseSchema }),
    onSuccess: refresh,
  });
}

export function useCancelPlan() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: () => apiFetch("/api/billing/cancel", { method: "POST", schema: cancelResponseSchema }),
    onSuccess: refresh,
  });
}

export function useInviteFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch("/api/billing/family/members", { body: { email }, schema: familyMemberSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
  });
}

export function useRemoveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/billing/family/members/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
  });
}

/** The invitation of an emailed link (?invitacion=&token= on the profile page), or none. */
export function useLinkedInvitation(link: { id: string; token: string } | null) {
  return useQuery({
    queryKey: ["family-invitation", link?.id, link?.token],
    enabled: link !== null,
    retry: false,
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/billing/family/invitation?invitation_id=${encodeURIComponent(link?.id ?? "")}&token=${encodeURIComponent(link?.token ?? "")}`,
        { schema: familyInvitationSchema, signal },
      ),
  });
}

export function useAcceptInvitation() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (link: { id: string; token: string }) =>
      apiFetch("/api/billing/family/accept", { body: { invitation_id: link.id, token: link.token } }),
    onSuccess: refresh,
  });
}
