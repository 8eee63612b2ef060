import type { ShoppingGroup } from "./shopping.schema";

/** The list as plain text to share or copy: aisle headings, one line per item still to buy. */
export function listAsText(title: string, groups: readonly ShoppingGroup[]): string {
  const out = [title];
  for (const group of groups) {
    const items = group.items.filter((i) => !i.checked);
    if (items.length === 0) continue;
    out.push("", `${group.label}:`);
    for (const i of items) {
      const quantity = i.quantity ? `: ${i.quantity}` : "";
      out.push(`- ${i.name}${quantity}${i.hint ? ` (${i.hint})` : ""}`);
    }
  }
  return out.join("\n");
}
