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
    aiAnalysis: jsonb("ai_analysis"),
    loggedAt: timestamp("logged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meal_logs_user_logged_at_idx").on(t.userId, t.loggedAt)],
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
    createdAt: createdAt(),
  },
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("family_members_owner_email_idx").on(t.ownerId, t.email),
    index("family_members_member_idx").on(t.memberUserId),
    index("family_members_email_idx").on(sql`lower(${t.email})`),
  ],
);

/** Payment-provider events already applied, so a webhook delivered twice changes nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});
