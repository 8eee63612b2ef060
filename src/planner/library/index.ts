import { BREAKFASTS } from "./breakfast";
import { ESPANA_DESAYUNOS } from "./espana-desayunos";
import { ESPANA_PLATOS } from "./espana-platos";
import { MAINS_LATAM } from "./mains-latam";
import { MAINS_MORE } from "./mains-more";
import { MAINS_PLANT } from "./mains-plant";
import { MAINS_SPAIN } from "./mains-spain";
import { MORE_BREAKFASTS_AND_SNACKS } from "./more-breakfast-snacks";
import { PLANT_PROTEIN } from "./plant-protein";
import { SNACKS } from "./snacks";
import type { RecipeSpec } from "./types";

/** Every recipe in the built-in library, as authored. */
export const LIBRARY: RecipeSpec[] = [
  ...BREAKFASTS,
  ...SNACKS,
  ...MAINS_SPAIN,
  ...MAINS_LATAM,
  ...MAINS_PLANT,
  ...MORE_BREAKFASTS_AND_SNACKS,
  ...MAINS_MORE,
  ...PLANT_PROTEIN,
  ...ESPANA_PLATOS,
  ...ESPANA_DESAYUNOS,
];
