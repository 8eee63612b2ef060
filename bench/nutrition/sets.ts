/**
 * The v2-format development sets (component lists in `<name>.txt`, references in `<name>.jsonl`) and the
 * id prefix of each one's descriptions. The held-out set is not here: explain.ts must never list it.
 * A new set is one line here plus its `report(...)` line in run.ts.
 */
export const DEV_SETS: Record<string, string> = {
  dev3: "v",
  dev4: "d",
  dev5: "p",
  dev6: "f",
  dev7: "m",
  dev8: "s",
  dev9: "u",
  dev10: "r",
  dev11: "k",
  dev12: "n",
};

export const isDevSet = (name: string | undefined): name is string =>
  name !== undefined && Object.hasOwn(DEV_SETS, name);
