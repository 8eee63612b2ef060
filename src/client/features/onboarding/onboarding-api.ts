import { useMutation, useQueryClient } from "@tanstack/react-query";
import { completeOnboardingRoute } from "../../../core/contracts/progress";
import type { OnboardingInput } from "../../../core/onboarding.schema";
import type { ProfileResponse } from "../../../core/profile.schema";
import { isOnboardingComplete } from "../../../core/profile.schema";
import { apiCall } from "../../lib/api";
import { PROFILE_QUERY_KEY } from "../../lib/profile-query";

/** POST /api/onboarding with every answer at once: the wizard's only call to the API. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingInput) => apiCall(completeOnboardingRoute, { body: input }),
    onSuccess: async (result) => {
      // The onboarding guard reads this query: it must see the complete profile before the redirect.
      const response: ProfileResponse = {
        profile: result.profile,
        onboarding_complete: isOnboardingComplete(result.profile),
      };
      queryClient.setQueryData(PROFILE_QUERY_KEY, response);
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}
