import type { CuisineRegion } from "../core/enums";

/**
 * Words whose everyday meaning depends on the country (decision 0048). With no context in the sentence,
 * the engine reads a bare "tortilla" as the Mexican corn tortilla and "tinto" as Colombian black coffee;
 * a user whose profile says they cook Spanish food means a slice of potato omelette and a glass of red
 * wine. Each rule replaces the word by a phrase the table knows, only where the word stands alone as a
 * food (not inside a longer name such as "tortilla de harina" or "tinto de verano") and only for the
 * regions listed. "variada" (no region, the default) keeps the engine's general reading.
 */
export interface RegionalReading {
  /** the word or phrase as written (accents and plurals are read as for any food name) */
  word: string;
  /** what it means in those regions: a phrase the food table knows */
  reading: string;
  regions: readonly CuisineRegion[];
  /** words elsewhere in the description that keep the general reading ("tortillas con frijoles") */
  unless?: readonly string[];
}

const MEXICAN_TABLE = [
  "frijol",
  "taco",
  "burrito",
  "fajita",
  "quesadilla",
  "guacamole",
  "nacho",
  "enchilada",
  "mole",
  "carnitas",
  "pastor",
  "salsa",
  "chile",
];
const ON_TOAST = ["mantequilla", "margarina", "mermelada", "nutella", "aceite", "cacahuate", "mani"];

export const REGIONAL_READINGS: readonly RegionalReading[] = [
  // Spain and the Southern Cone: the potato omelette; Cuba, the Dominican Republic and Puerto Rico: a
  // plain omelette; Peru: an omelette with vegetables. Elsewhere the corn tortilla.
  {
    word: "tortilla",
    reading: "tortilla de patatas",
    regions: ["espana", "cono_sur"],
    unless: MEXICAN_TABLE,
  },
  { word: "tortilla", reading: "tortilla francesa", regions: ["caribe"], unless: MEXICAN_TABLE },
  { word: "tortilla", reading: "tortilla de verduras", regions: ["peru_andes"], unless: MEXICAN_TABLE },
  // Spain and the Southern Cone: a glass of red wine (Colombia's black coffee elsewhere)
  { word: "tinto", reading: "vino tinto", regions: ["espana", "cono_sur"] },
  // Mexico: the sandwich on a bolillo or telera, not a cake
  { word: "torta", reading: "torta de jamon", regions: ["mexico"] },
  // Mexico and Central America: the fried corn tortilla, not toasted bread
  { word: "tostada", reading: "tostada de maiz", regions: ["mexico", "centroamerica"], unless: ON_TOAST },
  // Venezuela: the caramel custard, not string cheese
  { word: "quesillo", reading: "quesillo venezolano", regions: ["colombia_venezuela"] },
  // Peru: the sandwich of country ham, not the Catalan sausage
  { word: "butifarra", reading: "pan con butifarra", regions: ["peru_andes"] },
  // Spain and the Southern Cone: a clear broth, not the Mexican soup with its pieces
  { word: "caldo de pollo", reading: "caldo", regions: ["espana", "cono_sur"] },
  // Colombia and Venezuela: "un chocolate" is the cup of hot chocolate, not a square of a bar
  { word: "chocolate", reading: "chocolate a la taza", regions: ["colombia_venezuela"] },
  // Argentina and Uruguay: soda water from the siphon, not a soft drink
  { word: "soda", reading: "agua de soda", regions: ["cono_sur"] },
  // Latin America: a bare "queso" is the fresh white cheese, "jamón" cooked ham, and in Mexico and Central
  // America "crema" the table cream (what the engine already reads next to a Latin-American meal, decision
  // 0041); in Spain "jamón" stays the cured ham and "pimentón" is paprika, not a bell pepper
  {
    word: "queso",
    reading: "queso blanco",
    regions: ["mexico", "centroamerica", "caribe", "colombia_venezuela", "peru_andes"],
  },
  { word: "crema", reading: "crema centroamericana", regions: ["mexico", "centroamerica"] },
  {
    word: "jamon",
    reading: "jamon cocido",
    regions: ["mexico", "centroamerica", "caribe", "colombia_venezuela", "cono_sur", "peru_andes"],
  },
  { word: "pimenton", reading: "pimenton dulce", regions: ["espana"] },
  // the region's own tamal and rosquillas
  { word: "tamal", reading: "tamal colombiano", regions: ["colombia_venezuela"] },
  { word: "tamal", reading: "tamal peruano", regions: ["peru_andes"] },
  { word: "rosquilla", reading: "rosquillas nicaraguenses", regions: ["centroamerica"] },
];

export function readingsFor(region: CuisineRegion | null | undefined): readonly RegionalReading[] {
  if (!region || region === "variada") return [];
  return REGIONAL_READINGS.filter((r) => r.regions.includes(region));
}
