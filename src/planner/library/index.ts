import { BREAKFASTS } from "./breakfast";
import { CARIBE } from "./caribe";
import { CENTROAMERICA } from "./centroamerica";
import { COLOMBIA_VENEZUELA } from "./colombia-venezuela";
import { CONO_SUR } from "./cono-sur";
import { ESPANA_DESAYUNOS } from "./espana-desayunos";
import { ESPANA_PLATOS } from "./espana-platos";
import { MAINS_LATAM } from "./mains-latam";
import { MAINS_MORE } from "./mains-more";
import { MAINS_PLANT } from "./mains-plant";
import { MAINS_SPAIN } from "./mains-spain";
import { MEXICO } from "./mexico";
import { MORE_BREAKFASTS_AND_SNACKS } from "./more-breakfast-snacks";
import { PERU_ANDES } from "./peru-andes";
import { PLANT_PROTEIN } from "./plant-protein";
import { PROTEINA_REGIONAL } from "./proteina-regional";
import { SNACKS } from "./snacks";
import type { RecipeSpec } from "./types";
import { VEGETAL_REGIONAL } from "./vegetal-regional";

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
  ...MEXICO,
  ...CENTROAMERICA,
  ...COLOMBIA_VENEZUELA,
  ...CARIBE,
  ...CONO_SUR,
  ...PERU_ANDES,
  ...VEGETAL_REGIONAL,
  ...PROTEINA_REGIONAL,
];
