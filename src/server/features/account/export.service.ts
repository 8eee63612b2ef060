import { asc, eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import Papa from "papaparse";
import { addDays, localDay } from "../../../core/dates";
import { MEAL_TYPE_LABELS, type MealType } from "../../../core/enums";
import { UpgradeRequired } from "../../../core/errors";
import type { DayPlan } from "../../../core/plan.schema";
import { PLAN_LIMITS } from "../../../core/plan-limits";
import type { DbOrTx } from "../../db/client";
import {
  aiJobs,
  familyMembers,
  favoriteMeals,
  featureUsage,
  householdSharing,
  mealLogs,
  mealPlans,
  photos,
  profiles,
  recipeGenerations,
  recipes,
  shoppingListExtras,
  shoppingListMarks,
  shoppingStaples,
  subscriptions,
  user,
  weighIns,
} from "../../db/schema";
import { currentPlanType } from "../billing/subscription.repo";
import { ACCOUNT_MESSAGES } from "./account.messages";

/**
 * GET /api/export (issue 19 item 4, docs/decisions/0034): every row the user owns, as one JSON
 * document or as a zip of Spanish CSV files. Each table is one `Section` below: a new table joins the
 * export by adding one entry to SECTIONS (the deletion test lists every table with a user column, so
 * a forgotten one is noticed there).
 */

type Kind = "text" | "number" | "bool" | "date" | "datetime" | "json" | "list";

interface Column<R> {
  /** JSON key (the API's snake_case names) */
  key: string;
  /** CSV header, Spanish, ASCII snake_case as spreadsheets and scripts like them */
  header: string;
  kind: Kind;
  value: (row: R) => unknown;
  /** "json": nested data a spreadsheet cell cannot hold usefully; "csv": spreadsheet conveniences */
  only?: "csv" | "json";
}

export interface Section<R = never> {
  /** key in the JSON document */
  key: string;
  /** CSV file name in the zip (without .csv) */
  file: string;
  /** one object in JSON rather than a list (the profile) */
  single?: boolean;
  /** only in the zip (a flattened view of data the JSON already holds) */
  csvOnly?: boolean;
  /** only in the JSON (machine records a spreadsheet has no use for) */
  jsonOnly?: boolean;
  load: (db: DbOrTx, userId: string) => Promise<R[]>;
  columns: Column<R>[];
}

const col = <R>(
  key: string,
  header: string,
  kind: Kind,
  value: (row: R) => unknown,
  only?: "csv" | "json",
): Column<R> => ({ key, header, kind, value, only });

const section = <R>(s: Section<R>) => s as unknown as Section<unknown>;

const mealTypeLabel = (t: string) => MEAL_TYPE_LABELS[t as MealType] ?? t;

type MealRow = typeof mealLogs.$inferSelect;
type PlanRow = typeof mealPlans.$inferSelect;
type ProfileExportRow = { p: typeof profiles.$inferSelect; name: string; email: string; createdAt: Date };

/** Each planned meal of the user's plans, one row each (CSV only; JSON keeps daily_plans as stored). */
interface PlannedMealRow {
  planStart: string;
  date: string;
  mealType: string | null;
  name: string;
  description: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  sugar: number;
  fiber: number;
  salt: number;
}

function plannedMeals(plans: PlanRow[]): PlannedMealRow[] {
  const rows: PlannedMealRow[] = [];
  for (const plan of plans) {
    const days = Array.isArray(plan.dailyPlans) ? (plan.dailyPlans as DayPlan[]) : [];
    for (const day of days) {
      for (const meal of day.meals ?? []) {
        rows.push({
          planStart: plan.startDate,
          date: addDays(plan.startDate, day.day),
          mealType: meal.meal_type ?? null,
          name: meal.name,
          description: meal.description,
          calories: meal.calories,
          protein: meal.protein,
          carbs: meal.carbs,
          fat: meal.fat,
          sugar: meal.sugar,
          fiber: meal.fiber,
          salt: meal.salt,
        });
      }
    }
  }
  return rows;
}

/** The export's time zone for "fecha"/"hora" columns: the profile's, else Madrid. */
export interface ExportContext {
  timeZone: string;
}

const localTime = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat("es-ES", { timeZone, hour: "2-digit", minute: "2-digit", hour12: false }).format(d);

export function sections(ctx: ExportContext): Section<unknown>[] {
  return [
    section<ProfileExportRow>({
      key: "profile",
      file: "perfil",
      single: true,
      load: async (db, userId) =>
        db
          .select({ p: profiles, name: user.name, email: user.email, createdAt: user.createdAt })
          .from(profiles)
          .innerJoin(user, eq(user.id, profiles.id))
          .where(eq(profiles.id, userId)),
      columns: [
        col("name", "nombre", "text", (r) => r.name),
        col("email", "correo", "text", (r) => r.email),
        col("full_name", "nombre_completo", "text", (r) => r.p.fullName),
        col("age", "edad", "number", (r) => r.p.age),
        col("gender", "genero", "text", (r) => r.p.gender),
        col("date_of_birth", "fecha_nacimiento", "date", (r) => r.p.dateOfBirth),
        col("height", "altura_cm", "number", (r) => r.p.height),
        col("weight", "peso_kg", "number", (r) => r.p.weight),
        col("activity_level", "nivel_actividad", "text", (r) => r.p.activityLevel),
        col("activity_details", "detalles_actividad", "json", (r) => r.p.activityDetails),
        col("fitness_goal", "objetivo", "text", (r) => r.p.fitnessGoal),
        col("dietary_restrictions", "preferencias_dieteticas", "list", (r) => r.p.dietaryRestrictions),
        col("health_restrictions", "restricciones_salud", "list", (r) => r.p.healthRestrictions),
        col("current_diet", "dieta_actual", "text", (r) => r.p.currentDiet),
        col("health_goals", "metas_salud", "text", (r) => r.p.healthGoals),
        col("meals_per_day", "comidas_al_dia", "number", (r) => r.p.mealsPerDay),
        col("daily_calorie_goal", "meta_kcal_diaria", "number", (r) => r.p.dailyCalorieGoal),
        col("time_zone", "zona_horaria", "text", (r) => r.p.timeZone),
        col("cuisine_region", "cocina", "text", (r) => r.p.cuisineRegion),
        col("food_preferences", "preferencias_alimentos", "list", (r) => r.p.foodPreferences),
        col("created_at", "cuenta_creada", "datetime", (r) => r.createdAt),
        col("updated_at", "perfil_actualizado", "datetime", (r) => r.p.updatedAt),
      ],
    }),
    section<typeof subscriptions.$inferSelect>({
      key: "subscription",
      file: "suscripcion",
      load: (db, userId) => db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
      columns: [
        col("plan_type", "plan", "text", (r) => r.planType),
        col("active", "activa", "bool", (r) => r.active),
        col("stripe_customer_id", "cliente_stripe", "text", (r) => r.stripeCustomerId),
        col("stripe_subscription_id", "suscripcion_stripe", "text", (r) => r.stripeSubscriptionId),
        col("created_at", "creada", "datetime", (r) => r.createdAt),
        col("updated_at", "actualizada", "datetime", (r) => r.updatedAt),
      ],
    }),
    section<MealRow>({
      key: "meal_logs",
      file: "comidas",
      load: (db, userId) =>
        db.select().from(mealLogs).where(eq(mealLogs.userId, userId)).orderBy(asc(mealLogs.loggedAt)),
      columns: [
        col("date", "fecha", "date", (r) => localDay(r.loggedAt, ctx.timeZone), "csv"),
        col("time", "hora", "text", (r) => localTime(r.loggedAt, ctx.timeZone), "csv"),
        col("logged_at", "registrado_en", "datetime", (r) => r.loggedAt),
        col("meal_type", "tipo_de_comida", "text", (r) => r.mealType, "json"),
        col("meal_type_label", "tipo_de_comida", "text", (r) => mealTypeLabel(r.mealType), "csv"),
        col("description", "descripcion", "text", (r) => r.description),
        col("calories", "kcal", "number", (r) => r.calories),
        col("protein", "proteinas_g", "number", (r) => r.protein),
        col("carbs", "carbohidratos_g", "number", (r) => r.carbs),
        col("fat", "grasas_g", "number", (r) => r.fat),
        col("sugar", "azucares_g", "number", (r) => r.sugar),
        col("fiber", "fibra_g", "number", (r) => r.fiber),
        col("salt", "sal_g", "number", (r) => r.salt),
        col("photo_url", "foto", "text", (r) => r.photoUrl),
        col("ai_analysis", "analisis", "json", (r) => r.aiAnalysis, "json"),
        col("ai_edits", "cambios_analisis", "json", (r) => r.aiEdits, "json"),
      ],
    }),
    section<typeof favoriteMeals.$inferSelect>({
      key: "favorite_meals",
      file: "favoritos",
      load: (db, userId) =>
        db
          .select()
          .from(favoriteMeals)
          .where(eq(favoriteMeals.userId, userId))
          .orderBy(asc(favoriteMeals.createdAt)),
      columns: [
        col("name", "nombre", "text", (r) => r.name),
        col("meal_type", "tipo_de_comida", "text", (r) => r.mealType, "json"),
        col("meal_type_label", "tipo_de_comida", "text", (r) => mealTypeLabel(r.mealType), "csv"),
        col("description", "descripcion", "text", (r) => r.description),
        col("calories", "kcal", "number", (r) => r.calories),
        col("protein", "proteinas_g", "number", (r) => r.protein),
        col("carbs", "carbohidratos_g", "number", (r) => r.carbs),
        col("fat", "grasas_g", "number", (r) => r.fat),
        col("sugar", "azucares_g", "number", (r) => r.sugar),
        col("fiber", "fibra_g", "number", (r) => r.fiber),
        col("salt", "sal_g", "number", (r) => r.salt),
        col("photo_url", "foto", "text", (r) => (r.photoId ? `/api/photos/${r.photoId}` : null)),
        col("ai_analysis", "analisis", "json", (r) => r.aiAnalysis, "json"),
        col("ai_edits", "cambios_analisis", "json", (r) => r.aiEdits, "json"),
        col("created_at", "creado", "datetime", (r) => r.createdAt),
      ],
    }),
    section<typeof weighIns.$inferSelect>({
      key: "weigh_ins",
      file: "pesajes",
      load: (db, userId) =>
        db.select().from(weighIns).where(eq(weighIns.userId, userId)).orderBy(asc(weighIns.date)),
      columns: [
        col("date", "fecha", "date", (r) => r.date),
        col("kg", "peso_kg", "number", (r) => r.kg),
        col("note", "nota", "text", (r) => r.note),
        col("created_at", "registrado", "datetime", (r) => r.createdAt),
        col("updated_at", "actualizado", "datetime", (r) => r.updatedAt),
      ],
    }),
    section<PlanRow>({
      key: "meal_plans",
      file: "planes",
      load: (db, userId) =>
        db.select().from(mealPlans).where(eq(mealPlans.userId, userId)).orderBy(asc(mealPlans.startDate)),
      columns: [
        col("start_date", "fecha_inicio", "date", (r) => r.startDate),
        col("end_date", "fecha_fin", "date", (r) => r.endDate),
        col("daily_caloric_intake", "kcal_diarias", "number", (r) => r.dailyCaloricIntake),
        col("meals_per_day", "comidas_al_dia", "number", (r) => r.mealsPerDay),
        col("daily_total_protein_intake", "proteinas_g_diarias", "number", (r) => r.dailyTotalProteinIntake),
        col("daily_total_carbs_intake", "carbohidratos_g_diarios", "number", (r) => r.dailyTotalCarbsIntake),
        col("daily_total_fat_intake", "grasas_g_diarias", "number", (r) => r.dailyTotalFatIntake),
        col("daily_total_sugar_intake", "azucares_g_diarios", "number", (r) => r.dailyTotalSugarIntake),
        col("daily_total_fiber_intake", "fibra_g_diaria", "number", (r) => r.dailyTotalFiberIntake),
        col("daily_total_salt_intake", "sal_g_diaria", "number", (r) => r.dailyTotalSaltIntake),
        col("planned_restrictions", "restricciones_planificadas", "json", (r) => r.plannedRestrictions),
        col("daily_plans", "dias", "json", (r) => r.dailyPlans, "json"),
        col("created_at", "creado", "datetime", (r) => r.createdAt),
      ],
    }),
    section<PlannedMealRow>({
      key: "planned_meals",
      file: "planes_comidas",
      csvOnly: true,
      load: async (db, userId) =>
        plannedMeals(
          await db
            .select()
            .from(mealPlans)
            .where(eq(mealPlans.userId, userId))
            .orderBy(asc(mealPlans.startDate)),
        ),
      columns: [
        col("plan_start", "inicio_plan", "date", (r) => r.planStart),
        col("date", "fecha", "date", (r) => r.date),
        col("meal_type", "tipo_de_comida", "text", (r) => (r.mealType ? mealTypeLabel(r.mealType) : null)),
        col("name", "nombre", "text", (r) => r.name),
        col("description", "descripcion", "text", (r) => r.description),
        col("calories", "kcal", "number", (r) => r.calories),
        col("protein", "proteinas_g", "number", (r) => r.protein),
        col("carbs", "carbohidratos_g", "number", (r) => r.carbs),
        col("fat", "grasas_g", "number", (r) => r.fat),
        col("sugar", "azucares_g", "number", (r) => r.sugar),
        col("fiber", "fibra_g", "number", (r) => r.fiber),
        col("salt", "sal_g", "number", (r) => r.salt),
      ],
    }),
    section<typeof recipes.$inferSelect>({
      key: "recipes",
      file: "recetas",
      load: (db, userId) =>
        db.select().from(recipes).where(eq(recipes.userId, userId)).orderBy(asc(recipes.createdAt)),
      columns: [
        col("meal_id", "comida", "text", (r) => r.mealId),
        col("ingredients", "ingredientes", "list", (r) => r.ingredients),
        col("instructions", "instrucciones", "list", (r) => r.instructions),
        col("time", "tiempo_min", "number", (r) => r.time),
        col("difficulty", "dificultad", "text", (r) => r.difficulty),
        col("created_at", "creada", "datetime", (r) => r.createdAt),
      ],
    }),
    section<typeof shoppingListExtras.$inferSelect>({
      key: "shopping_list_extras",
      file: "lista_compra_anadidos",
      load: (db, userId) =>
        db
          .select()
          .from(shoppingListExtras)
          .where(eq(shoppingListExtras.userId, userId))
          .orderBy(asc(shoppingListExtras.createdAt)),
      columns: [
        col("week_start", "semana", "date", (r) => r.weekStart),
        col("name", "producto", "text", (r) => r.name),
        col("checked", "comprado", "bool", (r) => r.checked),
        col("created_at", "anadido", "datetime", (r) => r.createdAt),
      ],
    }),
    section<typeof shoppingListMarks.$inferSelect>({
      key: "shopping_list_marks",
      file: "lista_compra_marcas",
      load: (db, userId) => db.select().from(shoppingListMarks).where(eq(shoppingListMarks.userId, userId)),
      columns: [
        col("week_start", "semana", "date", (r) => r.weekStart),
        col("item_key", "producto", "text", (r) => r.itemKey),
        col("checked", "comprado", "bool", (r) => r.checked),
        col("removed", "quitado", "bool", (r) => r.removed),
      ],
    }),
    section<typeof shoppingStaples.$inferSelect>({
      key: "shopping_staples",
      file: "siempre_en_casa",
      load: (db, userId) => db.select().from(shoppingStaples).where(eq(shoppingStaples.userId, userId)),
      columns: [
        col("item_key", "clave", "text", (r) => r.itemKey),
        col("name", "producto", "text", (r) => r.name),
        col("created_at", "anadido", "datetime", (r) => r.createdAt),
      ],
    }),
    section<typeof familyMembers.$inferSelect>({
      key: "family_members",
      file: "familia",
      load: (db, userId) => db.select().from(familyMembers).where(eq(familyMembers.ownerId, userId)),
      columns: [
        col("email", "correo", "text", (r) => r.email),
        col("status", "estado", "text", (r) => r.status),
        col("follows_family_menu", "sigue_menu_familiar", "bool", (r) => r.followsFamilyMenu),
        col("created_at", "invitado", "datetime", (r) => r.createdAt),
      ],
    }),
    section<typeof householdSharing.$inferSelect>({
      key: "household_sharing",
      file: "familia_compartir",
      load: (db, userId) => db.select().from(householdSharing).where(eq(householdSharing.userId, userId)),
      columns: [
        col("share_health", "comparte_salud", "bool", (r) => r.shareHealth),
        col("share_calories_today", "comparte_calorias_hoy", "bool", (r) => r.shareCaloriesToday),
        col("updated_at", "actualizado", "datetime", (r) => r.updatedAt),
      ],
    }),
    section<typeof photos.$inferSelect>({
      key: "photos",
      file: "fotos",
      load: (db, userId) =>
        db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.createdAt)),
      columns: [
        col("url", "url", "text", (r) => `/api/photos/${r.id}`),
        col("mime", "tipo", "text", (r) => r.mime),
        col("bytes", "bytes", "number", (r) => r.bytes),
        col("width", "ancho_px", "number", (r) => r.width),
        col("height", "alto_px", "number", (r) => r.height),
        col("created_at", "subida", "datetime", (r) => r.createdAt),
      ],
    }),
    section<{ feature: string; usedAt: Date }>({
      key: "feature_usage",
      file: "uso",
      load: async (db, userId) => {
        const used = await db
          .select({ feature: featureUsage.feature, usedAt: featureUsage.usedAt })
          .from(featureUsage)
          .where(eq(featureUsage.userId, userId));
        const generated = await db
          .select({ usedAt: recipeGenerations.generatedAt })
          .from(recipeGenerations)
          .where(eq(recipeGenerations.userId, userId));
        return [...used, ...generated.map((g) => ({ feature: "recipe_generation", usedAt: g.usedAt }))].sort(
          (a, b) => a.usedAt.getTime() - b.usedAt.getTime(),
        );
      },
      columns: [
        col("feature", "funcion", "text", (r) => r.feature),
        col("used_at", "usado", "datetime", (r) => r.usedAt),
      ],
    }),
    section<typeof aiJobs.$inferSelect>({
      key: "ai_jobs",
      file: "trabajos_ia",
      jsonOnly: true,
      load: (db, userId) =>
        db.select().from(aiJobs).where(eq(aiJobs.userId, userId)).orderBy(asc(aiJobs.createdAt)),
      columns: [
        col("kind", "tipo", "text", (r) => r.kind),
        col("state", "estado", "text", (r) => r.state),
        col("input", "entrada", "json", (r) => r.input),
        col("result", "resultado", "json", (r) => r.result),
        col("error", "error", "json", (r) => r.error),
        col("created_at", "creado", "datetime", (r) => r.createdAt),
        col("updated_at", "actualizado", "datetime", (r) => r.updatedAt),
      ],
    }),
  ];
}

export const EXPORT_FORMAT = "bocado-export";
export const EXPORT_VERSION = 1;

function jsonValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** The JSON document: { format, version, exported_at, profile: {...}, meal_logs: [...], ... }. */
export async function exportJson(db: DbOrTx, userId: string, ctx: ExportContext, now = new Date()) {
  const doc: Record<string, unknown> = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: now.toISOString(),
    time_zone: ctx.timeZone,
  };
  for (const s of sections(ctx)) {
    if (s.csvOnly) continue;
    const columns = s.columns.filter((c) => c.only !== "csv");
    const rows = (await s.load(db, userId)).map((row) =>
      Object.fromEntries(columns.map((c) => [c.key, jsonValue(c.value(row))])),
    );
    doc[s.key] = s.single ? (rows[0] ?? null) : rows;
  }
  return doc;
}

export type Decimal = "comma" | "dot";

/** One cell as a Spanish spreadsheet reads it: decimal comma (or dot), dates as ISO, "sí"/"no". */
export function csvCell(kind: Kind, value: unknown, decimal: Decimal): string {
  if (value === null || value === undefined) return "";
  switch (kind) {
    case "number": {
      const n = typeof value === "number" ? value : Number(value);
      if (!Number.isFinite(n)) return "";
      const text = String(n);
      return decimal === "comma" ? text.replace(".", ",") : text;
    }
    case "bool":
      return value ? "sí" : "no";
    case "datetime":
      return value instanceof Date ? value.toISOString() : String(value);
    case "list":
      return Array.isArray(value) ? value.join(" | ") : String(value);
    case "json":
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

/** A CSV text: UTF-8 BOM, `;` with decimal commas (`,` with dots), CRLF, formulas neutralised. */
export function toCsv(headers: string[], rows: string[][], decimal: Decimal): string {
  const text = Papa.unparse(
    { fields: headers, data: rows },
    { delimiter: decimal === "comma" ? ";" : ",", newline: "\r\n", escapeFormulae: true, quotes: false },
  );
  return `\uFEFF${text}\r\n`;
}

/** The zip: one CSV per section (a section with no rows still gets its header line). */
export async function exportCsvZip(
  db: DbOrTx,
  userId: string,
  ctx: ExportContext,
  decimal: Decimal,
): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const s of sections(ctx)) {
    if (s.jsonOnly) continue;
    const csvColumns = s.columns.filter((c) => c.only !== "json");
    const rows = await s.load(db, userId);
    files[`${s.file}.csv`] = strToU8(
      toCsv(
        csvColumns.map((c) => c.header),
        rows.map((row) => csvColumns.map((c) => csvCell(c.kind, c.value(row), decimal))),
        decimal,
      ),
    );
  }
  return zipSync(files, { level: 6, mtime: new Date() });
}

/** CSV with analytics-friendly files is a paid feature; the JSON is everyone's (GDPR). */
export async function assertCsvExportAllowed(db: DbOrTx, userId: string): Promise<void> {
  if (!PLAN_LIMITS[await currentPlanType(db, userId)].export) {
    throw new UpgradeRequired("data_export", ACCOUNT_MESSAGES.exportCsvPremium);
  }
}

/** "bocado-datos-2026-11-22.zip" in the user's calendar. */
export function exportFileName(ext: "json" | "zip", timeZone: string, now = new Date()): string {
  return `bocado-datos-${localDay(now, timeZone)}.${ext}`;
}
