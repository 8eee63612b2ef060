import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  followMenuRoute,
  householdRoute,
  householdTodayRoute,
  sharingRoute,
} from "../../../core/contracts/shopping";
import { apiCall } from "../../lib/api";

const FAMILY_KEY = ["family"] as const;
const TODAY_KEY = ["family", "today"] as const;
/** a changed menu choice changes what the plan page shows */
const PLANS_KEY = ["plans"] as const;

/** GET /api/family; a 402 (not in a family) is an answer, not an error to retry. */
export function useHousehold() {
  return useQuery({
    queryKey: FAMILY_KEY,
    queryFn: ({ signal }) => apiCall(householdRoute, { signal }),
    retry: false,
  });
}

export function useHouseholdToday() {
  return useQuery({
    queryKey: TODAY_KEY,
    queryFn: ({ signal }) => apiCall(householdTodayRoute, { signal }),
    retry: false,
  });
}

export function useFollowMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, follows }: { id: string; follows: boolean }) =>
      apiCall(followMenuRoute, { params: { id }, body: { follows_family_menu: follows } }),
    onSuccess: async (overview) => {
      client.setQueryData(FAMILY_KEY, overview);
      await client.invalidateQueries({ queryKey: PLANS_KEY });
    },
  });
}

export function useSharing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: { share_health?: boolean; share_calories_today?: boolean }) =>
      apiCall(sharingRoute, { body: patch }),
    onSuccess: async (overview) => {
      client.setQueryData(FAMILY_KEY, overview);
      await client.invalidateQueries({ queryKey: TODAY_KEY });
    },
  });
}
