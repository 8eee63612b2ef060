import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ActivityDetails } from "../../core/profile.schema";

/*
 * better-auth's tables (email + password, sessions in the database, database-backed rate limits).
 * Property names are the ones better-auth's drizzle adapter expects; columns are snake_case.
 */
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/* The product's own tables (SPEC.md section 3). Every row belongs to one user. */
const owner = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });
const grams = (name: string) =>
  numeric(name, { precision: 10, scale: 2, mode: "number" }).notNull().default(0);

/**
 * users (profile). Created with {id, email, full_name} by a trigger on "user" in the same transaction
 * as the sign-up (see the custom migration), so a registered account always has a profile.
 */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  fullName: text("full_name").notNull(),
  age: integer("age"),
  gender: text("gender"),
  dateOfBirth: date("date_of_birth", { mode: "string" }),
  height: numeric("height", { precision: 5, scale: 1, mode: "number" }),
  weight: numeric("weight", { precision: 5, scale: 1, mode: "number" }),
  activityLevel: text("activity_level"),
  activityDetails: jsonb("activity_details").$type<ActivityDetails>(),
  fitnessGoal: text("fitness_goal"),
  dietaryRestrictions: jsonb("dietary_restrictions").$type<string[]>(),
  healthRestrictions: jsonb("health_restrictions").$type<string[]>(),
  currentDiet: text("current_diet"),
  healthGoals: text("health_goals"),
  mealsPerDay: integer("meals_per_day"),
  dailyCalorieGoal: integer("daily_calorie_goal"),
  timeZone: text("time_zone"),
  /** planner v2: the cuisine the user cooks (CUISINE_REGIONS); null = not chosen yet */
  cuisineRegion: text("cuisine_region"),
  /** planner: free-text liked and disliked foods ("no me gusta el pescado"); a soft preference */
  foodPreferences: jsonb("food_preferences").$type<string[]>(),
  /** last change of time_zone from the profile page: at most one a day (quota days follow it) */
  timeZoneChangedAt: timestamp("time_zone_changed_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Stored meal photos (files under DATA_DIR/photos or S3); private to their owner. */
export const photos = pgTable(
  "photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    storageKey: text("storage_key").notNull(),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    createdAt: createdAt(),
  },
  (t) => [index("photos_user_id_idx").on(t.userId)],
);

export const mealLogs = pgTable(
  "meal_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    mealType: text("meal_type").notNull(),
    description: text("description").notNull(),
    photoId: uuid("photo_id").references(() => photos.id, { onDelete: "set null" }),
    photoUrl: text("photo_url"),
    calories: grams("calories"),
    protein: grams("protein"),
    carbs: grams("carbs"),
    fat: grams("fat"),
    sugar: grams("sugar"),
    fiber: grams("fiber"),
    salt: grams("salt"),
    /** the analysis exactly as the engine or provider returned it (SPEC.md section 3) */
    aiAnalysis: jsonb("ai_analysis"),
    /** the user's changes to the analysed items, kept beside the original, never over it */
    aiEdits: jsonb("ai_edits"),
    loggedAt: timestamp("logged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meal_logs_user_logged_at_idx").on(t.userId, t.loggedAt)],
);

/**
 * Starred meals (issue 17 item 2): a copy of the meal as it was logged, so deleting that log keeps the
 * favourite; the photo is shared by reference (a photo is deleted only when no log and no favourite
 * uses it).
 */
export const favoriteMeals = pgTable(
  "favorite_meals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    /** the user's own name for it ("Mi desayuno de siempre"); null shows the description */
    name: text("name"),
    mealType: text("meal_type").notNull(),
    description: text("description").notNull(),
    photoId: uuid("photo_id").references(() => photos.id, { onDelete: "set null" }),
    calories: grams("calories"),
    protein: grams("protein"),
    carbs: grams("carbs"),
    fat: grams("fat"),
    sugar: grams("sugar"),
    fiber: grams("fiber"),
    salt: grams("salt"),
    aiAnalysis: jsonb("ai_analysis"),
    aiEdits: jsonb("ai_edits"),
    /** the log it was starred from, while it exists */
    sourceMealId: uuid("source_meal_id").references(() => mealLogs.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("favorite_meals_user_idx").on(t.userId, t.createdAt)],
);

export const mealPlans = pgTable(
  "meal_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    dailyPlans: jsonb("daily_plans").notNull(),
    dailyCaloricIntake: integer("daily_caloric_intake").notNull(),
    mealsPerDay: integer("meals_per_day").notNull(),
    dailyTotalProteinIntake: grams("daily_total_protein_intake"),
    dailyTotalCarbsIntake: grams("daily_total_carbs_intake"),
    dailyTotalFatIntake: grams("daily_total_fat_intake"),
    dailyTotalSugarIntake: grams("daily_total_sugar_intake"),
    dailyTotalFiberIntake: grams("daily_total_fiber_intake"),
    dailyTotalSaltIntake: grams("daily_total_salt_intake"),
    /**
     * issue 18: the diets and restrictions the menu was planned for (a family menu: everyone who
     * followed it then), so a reader can tell when someone's allergy arrived after it was made
     */
    plannedRestrictions: jsonb("planned_restrictions").$type<{
      dietary_restrictions: string[];
      health_restrictions: string[];
    }>(),
    createdAt: createdAt(),
  },
  // One plan per user and day: an exclusion constraint on (user_id, daterange) with btree_gist is
  // added by hand in migration 0002 (Drizzle cannot declare it), docs/decisions/0013-conformance.md.
  (t) => [index("meal_plans_user_range_idx").on(t.userId, t.startDate, t.endDate)],
);

export const recipes = pgTable(
  "recipes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    mealId: text("meal_id").notNull(),
    ingredients: jsonb("ingredients").$type<string[]>().notNull(),
    instructions: jsonb("instructions").$type<string[]>().notNull(),
    time: integer("time").notNull(),
    difficulty: text("difficulty").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("recipes_user_meal_idx").on(t.userId, t.mealId),
    index("recipes_meal_id_idx").on(t.mealId),
  ],
);

export const recipeGenerations = pgTable(
  "recipe_generations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    generatedAt: timestamp("generated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recipe_generations_user_generated_at_idx").on(t.userId, t.generatedAt)],
);

/** One row per user; created as free with the profile. */
export const subscriptions = pgTable("subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: owner().unique(),
  planType: text("plan_type").notNull().default("free"),
  active: boolean("active").notNull().default(true),
  stripeCustomerId: text("stripe_customer_id"),
  stripeSubscriptionId: text("stripe_subscription_id"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Feature usage counters (photo_analysis, meal_logging...): one row per use. */
export const featureUsage = pgTable(
  "feature_usage",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    feature: text("feature").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("feature_usage_user_feature_used_at_idx").on(t.userId, t.feature, t.usedAt)],
);

/** Family plan members invited by the owner (up to 5 people in total, owner included). */
export const familyMembers = pgTable(
  "family_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    memberUserId: text("member_user_id").references(() => user.id, { onDelete: "set null" }),
    status: text("status").notNull().default("invited"),
    /** the owner's choice (issue 18): this member eats the family menu (true) or keeps their own plan */
    followsFamilyMenu: boolean("follows_family_menu").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("family_members_owner_email_idx").on(t.ownerId, t.email),
    index("family_members_member_idx").on(t.memberUserId),
    index("family_members_email_idx").on(sql`lower(${t.email})`),
  ],
);

/**
 * What a person lets their family see (issue 18), owner or member, whichever family they are in. Both
 * off until the person turns them on: `shareHealth` (allergies and diets, shown to the owner) is the
 * consent asked when accepting an invitation; `shareCaloriesToday` puts them on the household card.
 */
export const householdSharing = pgTable("household_sharing", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  shareHealth: boolean("share_health").notNull().default(false),
  shareCaloriesToday: boolean("share_calories_today").notNull().default(false),
  updatedAt: updatedAt(),
});

/** Payment-provider events already applied, so a webhook delivered twice changes nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Open Food Facts products looked up by barcode (issue 17 item 5): public data shared by every user,
 * so no owner and nothing about who asked. A found product is kept for weeks, an unknown code or a
 * product without usable nutrients for an hour; a lookup within that time never calls Open Food Facts.
 */
export const barcodeProducts = pgTable("barcode_products", {
  code: text("code").primaryKey(),
  /** "found" (product holds the mapped product), "not_found", or "no_nutrition" (product holds its name) */
  status: text("status").notNull(),
  product: jsonb("product"),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/*
 * Shopping list (issue 18, docs/decisions/0027-shopping-list.md). The list itself is computed from the
 * week's plan on every request; only what the user did to it is stored, per plan week (its start date).
 */

/** Ticked and removed items of a week's generated list, by item key ("arroz", "huevo", "txt-…"). */
export const shoppingListMarks = pgTable(
  "shopping_list_marks",
  {
    userId: owner(),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    itemKey: text("item_key").notNull(),
    checked: boolean("checked").notNull().default(false),
    removed: boolean("removed").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart, t.itemKey] })],
);

/** Items added by hand to a week's list (at most 500 per week, names of at most 200 characters). */
export const shoppingListExtras = pgTable(
  "shopping_list_extras",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    name: text("name").notNull(),
    checked: boolean("checked").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("shopping_list_extras_user_week_idx").on(t.userId, t.weekStart)],
);

/** "Siempre en casa": products left off every future list until the user undoes it. */
export const shoppingStaples = pgTable(
  "shopping_staples",
  {
    userId: owner(),
    itemKey: text("item_key").notNull(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemKey] })],
);

/**
 * AI work run in the background (docs/decisions/0029): what the API shows for `GET /api/jobs/:id`.
 * pg-boss carries the job (retries, back-off, expiry, restarts); this row is its owner, its
 * progress and its answer. While a job is queued or running, no second one with the same
 * (user, kind, dedupe_key) can exist: one plan job per user and week.
 */
export const aiJobs = pgTable(
  "ai_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    kind: text("kind").$type<"plan" | "recipe">().notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    state: text("state").$type<"queued" | "active" | "completed" | "failed">().notNull().default("queued"),
    progress: integer("progress").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    input: jsonb("input").$type<Record<string, unknown>>().notNull(),
    result: jsonb("result").$type<unknown>(),
    error: jsonb("error").$type<{ message: string; status: number; code?: string; feature?: string }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ai_jobs_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("ai_jobs_running_idx")
      .on(t.userId, t.kind, t.dedupeKey)
      .where(sql`${t.state} in ('queued', 'active')`),
  ],
);

/**
 * Weigh-ins (issue 19 item 1): one per user and local day (a second one that day replaces it), kg to
 * one decimal, an optional short note. The profile's weight follows the latest one.
 */
export const weighIns = pgTable(
  "weigh_ins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    date: date("date", { mode: "string" }).notNull(),
    kg: numeric("kg", { precision: 4, scale: 1, mode: "number" }).notNull(),
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("weigh_ins_user_date_idx").on(t.userId, t.date)],
);
