import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addShoppingExtraRoute,
  addStapleRoute,
  removeStapleRoute,
  shoppingListRoute,
  updateShoppingItemRoute,
} from "../../../core/contracts/shopping";
import type { ShoppingGroup, ShoppingItem, ShoppingList } from "../../../core/shopping.schema";
import { apiCall } from "../../lib/api";

export const SHOPPING_KEY = ["shopping-list"] as const;

const listKey = (weekOffset: number, days: number[] | null) =>
  [...SHOPPING_KEY, weekOffset, days ? days.join(",") : "all"] as const;

export function useShoppingList(weekOffset: number, days: number[] | null) {
  return useQuery({
    queryKey: listKey(weekOffset, days),
    queryFn: () =>
      apiCall(shoppingListRoute, {
        query: { week_offset: weekOffset, ...(days ? { days: days.join(",") } : {}) },
      }),
    retry: false,
    staleTime: 0,
  });
}

/** Ticked items sink to the bottom of their aisle, as the server orders them. */
function sink(groups: ShoppingGroup[], key: string, checked: boolean): ShoppingGroup[] {
  return groups.map((group) => {
    if (!group.items.some((i) => i.key === key)) return group;
    const items = group.items.map((i) => (i.key === key ? { ...i, checked } : i));
    const moved = items.find((i) => i.key === key) as ShoppingItem;
    const rest = items.filter((i) => i.key !== key);
    const open = rest.filter((i) => !i.checked);
    const done = rest.filter((i) => i.checked);
    // ticked: first of the ticked ones, below everything still to buy; unticked: last still to buy
    return { ...group, items: [...open, moved, ...done] };
  });
}

/** Tick or untick, shown at once (the shop does not wait for the network), rolled back on failure. */
export function useTickItem(weekOffset: number, days: number[] | null) {
  const client = useQueryClient();
  const key = listKey(weekOffset, days);
  return useMutation({
    mutationFn: ({ item, checked }: { item: ShoppingItem; checked: boolean }) =>
      apiCall(updateShoppingItemRoute, {
        params: { key: item.key },
        body: { week_offset: weekOffset, checked },
      }),
    onMutate: async ({ item, checked }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ShoppingList>(key);
      if (before)
        client.setQueryData<ShoppingList>(key, { ...before, groups: sink(before.groups, item.key, checked) });
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: SHOPPING_KEY }),
  });
}

export function useRemoveItem(weekOffset: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, removed }: { key: string; removed: boolean }) =>
      apiCall(updateShoppingItemRoute, { params: { key }, body: { week_offset: weekOffset, removed } }),
    onSettled: () => client.invalidateQueries({ queryKey: SHOPPING_KEY }),
  });
}

export function useAddExtra(weekOffset: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiCall(addShoppingExtraRoute, { body: { week_offset: weekOffset, name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: SHOPPING_KEY }),
  });
}

export function useStaple(weekOffset: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, atHome }: { key: string; atHome: boolean }) =>
      atHome
        ? apiCall(addStapleRoute, { body: { week_offset: weekOffset, key } })
        : apiCall(removeStapleRoute, { params: { key } }),
    onSettled: () => client.invalidateQueries({ queryKey: SHOPPING_KEY }),
  });
}
