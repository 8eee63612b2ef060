import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  acceptFamilyInvitationRoute,
  cancelPlanRoute,
  checkoutRoute,
  demoCompleteRoute,
  familyInvitationRoute,
  inviteFamilyMemberRoute,
  removeFamilyMemberRoute,
  subscriptionRoute,
} from "../../../core/contracts/billing";
import type { PaidPlan } from "../../../core/subscription.schema";
import { apiCall } from "../../lib/api";

export const SUBSCRIPTION_KEY = ["subscription"] as const;

export function useSubscription() {
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: ({ signal }) => apiCall(subscriptionRoute, { signal }),
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
  return apiCall(checkoutRoute, { body: { plan } });
}

export function useCompleteDemoCheckout() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (plan: PaidPlan) => apiCall(demoCompleteRoute, { body: { plan } }),
    onSuccess: refresh,
  });
}

export function useCancelPlan() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: () => apiCall(cancelPlanRoute),
    onSuccess: refresh,
  });
}

export function useInviteFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiCall(inviteFamilyMemberRoute, { body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
  });
}

export function useRemoveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(removeFamilyMemberRoute, { params: { id } }),
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
      apiCall(familyInvitationRoute, {
        query: { invitation_id: link?.id ?? "", token: link?.token ?? "" },
        signal,
      }),
  });
}

export function useAcceptInvitation() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (link: { id: string; token: string; shareHealth: boolean }) =>
      apiCall(acceptFamilyInvitationRoute, {
        body: { invitation_id: link.id, token: link.token, share_health: link.shareHealth },
      }),
    onSuccess: refresh,
  });
}
