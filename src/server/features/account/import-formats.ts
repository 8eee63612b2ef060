import { TZDate } from "@date-fns/tz";
import { strFromU8, unzipSync } from "fflate";
import Papa from "papaparse";
import { MEAL_TYPE_LABELS, type MealType } from "../../../core/enums";
import { Invalid } from "../../../core/errors";
import { hasNul } from "../../../core/input";
import { MAX_DESCRIPTION } from "../../../core/meal.schema";
import { NUTRIENT_KEYS, type Nutrients, nutrientsSchema } from "../../../core/nutrients";
import { ACCOUNT_MESSAGES, FORMAT_NAMES, IMPORT_MAX_ROWS, type ImportFormat } from "./account.messages";

/**
 * Reading an import file (issue 19 item 5): MyFitnessPal's "Nutrition" export, Cronometer's
 * "Servings" (and "Daily Nutrition") export, and Bocado's own export (the zip's comidas.csv or the
 * JSON document). Pure: bytes in, normalised meals and rejected rows out; the service writes them.
 */

export interface ImportedMeal {
  /** line in the file (header = 1), or position in the JSON list (1-based) */
  row: number;
  loggedAt: Date;
  mealType: MealType;
  /** the meal name as the source wrote it ("Breakfast", "Cena"...) */
  sourceMeal: string;
  description: string;
  nutrients: Nutrients;
}

export interface RejectedRow {
  row: number;
  reason: string;
}

export interface ParsedImport {
  format: ImportFormat;
  meals: ImportedMeal[];
  rejected: RejectedRow[];
  totalRows: number;
}

/** Source meal names → Bocado's meal types (English exports, Spanish exports, and Bocado's own). */
const MEAL_NAMES: Record<string, MealType> = {
  breakfast: "breakfast",
  desayuno: "breakfast",
  lunch: "lunch",
  almuerzo: "lunch",
  comida: "lunch",
  dinner: "dinner",
  supper: "dinner",
  cena: "dinner",
  snack: "snack",
  snacks: "snack",
  merienda: "snack",
  tentempie: "snack",
  tentempies: "snack",
  colacion: "snack",
  onces: "snack",
  aperitivo: "snack",
  // Cronometer puts foods without a group in "Uncategorized"
  uncategorized: "snack",
  "sin categoria": "snack",
};

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase();

export function mapMealName(name: string): MealType | null {
  const key = fold(name);
  if (MEAL_NAMES[key]) return MEAL_NAMES[key];
  // MyFitnessPal lets users rename meals ("Snacks 2", "Meal 5"): the leading word decides when known
  const first = key.split(/[\s\d]+/)[0];
  return MEAL_NAMES[first] ?? null;
}

/** When a source gives only the day: a plausible local hour per meal. */
const DEFAULT_TIME: Record<MealType, [number, number]> = {
  breakfast: [8, 0],
  lunch: [14, 0],
  snack: [17, 30],
  dinner: [21, 0],
};

/** Column names as the sources publish them, matched case- and accent-insensitively. */
interface FormatSpec {
  format: Exclude<ImportFormat, "bocado_json">;
  required: Record<string, string[]>;
  optional: Record<string, string[]>;
}

const SPECS: FormatSpec[] = [
  {
    format: "bocado_csv",
    required: {
      logged_at: ["registrado_en"],
      meal: ["tipo_de_comida"],
      description: ["descripcion"],
      calories: ["kcal"],
    },
    optional: {
      protein: ["proteinas_g"],
      carbs: ["carbohidratos_g"],
      fat: ["grasas_g"],
      sugar: ["azucares_g"],
      fiber: ["fibra_g"],
      salt: ["sal_g"],
    },
  },
  {
    format: "myfitnesspal",
    required: { date: ["Date"], meal: ["Meal"], calories: ["Calories"] },
    optional: {
      fat: ["Fat (g)", "Fat"],
      carbs: ["Carbohydrates (g)", "Carbohydrates"],
      protein: ["Protein (g)", "Protein"],
      sugar: ["Sugar", "Sugar (g)"],
      fiber: ["Fiber", "Fiber (g)"],
      sodium: ["Sodium (mg)", "Sodium"],
      note: ["Note"],
    },
  },
  {
    format: "cronometer",
    required: { date: ["Day"], meal: ["Group"], food: ["Food Name"], calories: ["Energy (kcal)"] },
    optional: {
      time: ["Time"],
      amount: ["Amount"],
      protein: ["Protein (g)"],
      carbs: ["Carbs (g)", "Net Carbs (g)"],
      fat: ["Fat (g)"],
      sugar: ["Sugars (g)"],
      fiber: ["Fiber (g)"],
      sodium: ["Sodium (mg)"],
    },
  },
  {
    format: "cronometer_daily",
    required: { date: ["Date"], calories: ["Energy (kcal)"] },
    optional: {
      protein: ["Protein (g)"],
      carbs: ["Carbs (g)", "Net Carbs (g)"],
      fat: ["Fat (g)"],
      sugar: ["Sugars (g)"],
      fiber: ["Fiber (g)"],
      sodium: ["Sodium (mg)"],
    },
  },
];

type ColumnMap = Record<string, string | undefined>;

function matchColumns(headers: string[], spec: FormatSpec): { map: ColumnMap; missing: string[] } {
  const byFolded = new Map(headers.map((h) => [fold(h), h]));
  const map: ColumnMap = {};
  const missing: string[] = [];
  const find = (names: string[]) => names.map((n) => byFolded.get(fold(n))).find((h) => h !== undefined);
  for (const [field, names] of Object.entries(spec.required)) {
    map[field] = find(names);
    if (!map[field]) missing.push(names[0]);
  }
  for (const [field, names] of Object.entries(spec.optional)) map[field] = find(names);
  return { map, missing };
}

/** The format whose required columns are all there, or a Spanish 400 naming what is missing. */
export function detectFormat(headers: string[]): { spec: FormatSpec; map: ColumnMap } {
  const candidates = SPECS.map((spec) => ({ spec, ...matchColumns(headers, spec) }));
  const complete = candidates.find((c) => c.missing.length === 0);
  if (complete) return { spec: complete.spec, map: complete.map };
  // The closest format: most of its required columns present (at least one).
  const scored = candidates
    .map((c) => ({ ...c, present: Object.keys(c.spec.required).length - c.missing.length }))
    .filter((c) => c.present > 0)
    .sort((a, b) => b.present - a.present || a.missing.length - b.missing.length);
  const best = scored[0];
  if (!best) throw new Invalid(ACCOUNT_MESSAGES.importUnknownColumns);
  throw new Invalid(ACCOUNT_MESSAGES.importMissingColumns(FORMAT_NAMES[best.spec.format], best.missing));
}

/** "1.234,5", "1234.5", "12,5", "" → number (empty = 0); null when it is not a number. */
export function parseAmount(raw: string | undefined): number | null {
  const text = (raw ?? "").trim().replace(/\s/g, "");
  if (text === "") return 0;
  let normal = text;
  if (/^-?\d{1,3}(\.\d{3})+,\d+$/.test(text)) normal = text.replace(/\./g, "").replace(",", ".");
  else if (/^-?\d{1,3}(,\d{3})+\.\d+$/.test(text)) normal = text.replace(/,/g, "");
  else if (/^-?\d+,\d+$/.test(text)) normal = text.replace(",", ".");
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(normal)) return null;
  return Number(normal);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function parseDay(raw: string): string | null {
  const text = raw.trim();
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  if (!iso) return null;
  const [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (y < 1900) return null;
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** "8:15 AM", "20:05", "08:15:00" → [h, m]; null when unreadable. */
function parseTime(raw: string): [number, number] | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?\s?m\.?)?$/i.exec(raw.trim());
  if (!match) return null;
  let h = Number(match[1]);
  const m = Number(match[2]);
  const suffix = match[3]?.toLowerCase().replace(/[.\s]/g, "");
  if (suffix) {
    if (h < 1 || h > 12) return null;
    if (suffix === "pm" && h !== 12) h += 12;
    if (suffix === "am" && h === 12) h = 0;
  }
  if (h > 23 || m > 59) return null;
  return [h, m];
}

const atLocal = (day: string, [h, m]: [number, number], timeZone: string) => {
  const [y, mo, d] = day.split("-").map(Number);
  return new Date(new TZDate(y, mo - 1, d, h, m, 0, 0, timeZone).getTime());
};

interface RowContext {
  timeZone: string;
  /** rows after this instant are refused (a day of margin for time zones) */
  latest: Date;
}

class RowProblem extends Error {}

function nutrientsFrom(get: (field: string) => string | undefined, label: (field: string) => string) {
  const amount = (field: string): number => {
    const raw = get(field);
    const n = parseAmount(raw);
    if (n === null)
      throw new RowProblem(ACCOUNT_MESSAGES.rowBadNumber(label(field), (raw ?? "").slice(0, 40)));
    return n;
  };
  const sodiumMg = amount("sodium");
  const values = {
    calories: amount("calories"),
    protein: amount("protein"),
    carbs: amount("carbs"),
    fat: amount("fat"),
    sugar: amount("sugar"),
    fiber: amount("fiber"),
    // Sodium in mg → salt in g: salt = sodium × 2.5
    salt: get("salt") !== undefined ? amount("salt") : (sodiumMg * 2.5) / 1000,
  };
  const rounded = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, round2(values[k])]));
  const parsed = nutrientsSchema.safeParse(rounded);
  if (!parsed.success) throw new RowProblem(parsed.error.issues[0]?.message ?? "Valores no válidos");
  return parsed.data;
}

function cleanDescription(raw: string | undefined): string {
  let text = (raw ?? "").trim();
  // Bocado's CSV neutralises spreadsheet formulas with a leading apostrophe: undo it.
  if (/^'[=+\-@\t\r]/.test(text)) text = text.slice(1);
  if (!text || hasNul(text)) throw new RowProblem(ACCOUNT_MESSAGES.rowNoDescription);
  return text.slice(0, MAX_DESCRIPTION);
}

function mealTypeOf(raw: string | undefined): MealType {
  const type = mapMealName(raw ?? "");
  if (!type) throw new RowProblem(ACCOUNT_MESSAGES.rowUnknownMeal((raw ?? "").slice(0, 40)));
  return type;
}

function dayOf(raw: string | undefined): string {
  const day = parseDay(raw ?? "");
  if (!day) throw new RowProblem(ACCOUNT_MESSAGES.rowBadDate((raw ?? "").slice(0, 40)));
  return day;
}

function checkNotFuture(instant: Date, ctx: RowContext): Date {
  if (instant.getTime() > ctx.latest.getTime()) throw new RowProblem(ACCOUNT_MESSAGES.rowFuture);
  return instant;
}

function fromCsvRow(
  format: FormatSpec["format"],
  get: (field: string) => string | undefined,
  label: (field: string) => string,
  ctx: RowContext,
): Omit<ImportedMeal, "row"> {
  switch (format) {
    case "bocado_csv": {
      const raw = (get("logged_at") ?? "").trim();
      const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(raw)
        ? new Date(raw)
        : new Date(Number.NaN);
      if (Number.isNaN(instant.getTime()))
        throw new RowProblem(ACCOUNT_MESSAGES.rowBadInstant(raw.slice(0, 40)));
      const sourceMeal = (get("meal") ?? "").trim();
      return {
        loggedAt: checkNotFuture(instant, ctx),
        mealType: mealTypeOf(sourceMeal),
        sourceMeal,
        description: cleanDescription(get("description")),
        nutrients: nutrientsFrom(get, label),
      };
    }
    case "myfitnesspal": {
      const sourceMeal = (get("meal") ?? "").trim();
      const mealType = mealTypeOf(sourceMeal);
      const day = dayOf(get("date"));
      const note = (get("note") ?? "").trim();
      return {
        loggedAt: checkNotFuture(atLocal(day, DEFAULT_TIME[mealType], ctx.timeZone), ctx),
        mealType,
        sourceMeal,
        description: cleanDescription(note || `${MEAL_TYPE_LABELS[mealType]} (MyFitnessPal)`),
        nutrients: nutrientsFrom(get, label),
      };
    }
    case "cronometer": {
      const sourceMeal = (get("meal") ?? "").trim();
      const mealType = mealTypeOf(sourceMeal);
      const day = dayOf(get("date"));
      const rawTime = (get("time") ?? "").trim();
      const time = rawTime ? parseTime(rawTime) : DEFAULT_TIME[mealType];
      if (!time) throw new RowProblem(ACCOUNT_MESSAGES.rowBadTime(rawTime.slice(0, 20)));
      const food = (get("food") ?? "").trim();
      const amount = (get("amount") ?? "").trim();
      return {
        loggedAt: checkNotFuture(atLocal(day, time, ctx.timeZone), ctx),
        mealType,
        sourceMeal,
        description: cleanDescription(food && amount ? `${food} (${amount})` : food),
        nutrients: nutrientsFrom(get, label),
      };
    }
    case "cronometer_daily": {
      const day = dayOf(get("date"));
      return {
        loggedAt: checkNotFuture(atLocal(day, [12, 0], ctx.timeZone), ctx),
        mealType: "snack",
        sourceMeal: "Total del día",
        description: "Total del día (Cronometer)",
        nutrients: nutrientsFrom(get, label),
      };
    }
  }
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function parseCsvText(text: string, ctx: RowContext, formatOverride?: "bocado_csv"): ParsedImport {
  const result = Papa.parse<string[]>(stripBom(text), { skipEmptyLines: "greedy", delimiter: "" });
  const [headerRow, ...data] = result.data;
  if (!headerRow || headerRow.every((h) => !h.trim())) throw new Invalid(ACCOUNT_MESSAGES.importEmpty);
  if (data.length > IMPORT_MAX_ROWS) throw new Invalid(ACCOUNT_MESSAGES.importTooManyRows);
  const headers = headerRow.map((h) => h.trim());
  const { spec, map } = detectFormat(headers);
  if (formatOverride && spec.format !== formatOverride)
    throw new Invalid(ACCOUNT_MESSAGES.importZipWithoutMeals);
  const index = new Map(headers.map((h, i) => [h, i]));
  const meals: ImportedMeal[] = [];
  const rejected: RejectedRow[] = [];
  data.forEach((cells, i) => {
    const row = i + 2;
    const get = (field: string) => {
      const header = map[field];
      if (!header) return undefined;
      return cells[index.get(header) ?? -1];
    };
    const label = (field: string) => map[field] ?? field;
    try {
      meals.push({ row, ...fromCsvRow(spec.format, get, label, ctx) });
    } catch (error) {
      if (error instanceof RowProblem) rejected.push({ row, reason: error.message });
      else throw error;
    }
  });
  return { format: spec.format, meals, rejected, totalRows: data.length };
}

function parseBocadoJson(text: string, ctx: RowContext): ParsedImport {
  let doc: unknown;
  try {
    doc = JSON.parse(stripBom(text));
  } catch {
    throw new Invalid(ACCOUNT_MESSAGES.importUnreadable);
  }
  const list = (doc as { meal_logs?: unknown } | null)?.meal_logs;
  if (!Array.isArray(list)) throw new Invalid(ACCOUNT_MESSAGES.importJsonNotBocado);
  if (list.length > IMPORT_MAX_ROWS) throw new Invalid(ACCOUNT_MESSAGES.importTooManyRows);
  const meals: ImportedMeal[] = [];
  const rejected: RejectedRow[] = [];
  list.forEach((item, i) => {
    const row = i + 1;
    const record = item && typeof item === "object" ? (item as Record<string, unknown>) : {};
    const get = (field: string) => {
      const key = field === "meal" ? "meal_type" : field;
      const value = record[key];
      return value === null || value === undefined ? undefined : String(value);
    };
    try {
      meals.push({ row, ...fromCsvRow("bocado_csv", get, (f) => f, ctx) });
    } catch (error) {
      if (error instanceof RowProblem) rejected.push({ row, reason: error.message });
      else throw error;
    }
  });
  return { format: "bocado_json", meals, rejected, totalRows: list.length };
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** The most comidas.csv may unzip to (a zip bomb stops here). */
const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;

/** Any accepted file → meals. Throws Invalid (400, Spanish) for an unreadable or unknown file. */
export function parseImportFile(bytes: Uint8Array, ctx: RowContext): ParsedImport {
  if (bytes.byteLength === 0) throw new Invalid(ACCOUNT_MESSAGES.importEmpty);
  if (ZIP_MAGIC.every((b, i) => bytes[i] === b)) {
    let files: Record<string, Uint8Array>;
    try {
      files = unzipSync(bytes, {
        filter: (f) => /(^|\/)comidas\.csv$/.test(f.name) && f.originalSize <= MAX_UNZIPPED_BYTES,
      });
    } catch {
      throw new Invalid(ACCOUNT_MESSAGES.importUnreadable);
    }
    const name = Object.keys(files)[0];
    if (!name) throw new Invalid(ACCOUNT_MESSAGES.importZipWithoutMeals);
    return parseCsvText(strFromU8(files[name]), ctx, "bocado_csv");
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Older spreadsheets save CSV as Windows-1252
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  if (/^\uFEFF?\s*[{[]/.test(text)) return parseBocadoJson(text, ctx);
  return parseCsvText(text, ctx);
}
