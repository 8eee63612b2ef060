import { useMutation, useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import type { BarcodeProduct } from "../../../core/barcode.schema";
import { barcodeRoute } from "../../../core/contracts/ai-jobs";
import { createMealRoute } from "../../../core/contracts/meals";
import type { CreateMealInput } from "../../../core/meal.schema";
import { apiCall } from "../../lib/api";

export type { BarcodeProduct };

/** The browser's calendar day, as the tracker writes it. */
export function todayLocal(now = new Date()): string {
  return format(now, "yyyy-MM-dd");
}

/** GET /api/barcode/:code: the product, or an ApiError with the server's Spanish message. */
export function useBarcodeLookup() {
  return useMutation({
    mutationFn: (code: string) => apiCall(barcodeRoute, { params: { code } }),
  });
}

/** POST /api/meals, then the tracker's list, the dashboard and the usage left are read again. */
export function useLogProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    // `day`: the day the meal was eaten, when the tracker shows another one (omitted for today).
    mutationFn: (input: CreateMealInput & { day?: string }) => apiCall(createMealRoute, { body: input }),
    // The keys the meals feature and the dashboard read (features share no code, only query keys).
    onSuccess: () =>
      Promise.all(
        [["meals"], ["dashboard"], ["subscription"]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
