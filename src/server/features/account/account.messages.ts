/** Spanish texts of the account-data feature: export, import and account deletion (issue 19 items 4-6). */

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;

export const ACCOUNT_MESSAGES = {
  exportFormat: "Formato de exportación no válido: usa json o csv",
  exportDecimal: "Separador decimal no válido: usa comma o dot",
  exportCsvPremium:
    "La exportación en CSV para hojas de cálculo es una función de los planes Premium y Familiar. Tus datos en JSON puedes descargarlos siempre.",

  importTooLarge: "El archivo es demasiado grande: el máximo para importar es 5 MB",
  importNoFile: "Adjunta el archivo que quieres importar (campo «file»)",
  importEmpty: "El archivo está vacío",
  importTooManyRows: `El archivo tiene más de ${IMPORT_MAX_ROWS.toLocaleString("es-ES")} filas: divídelo en varios`,
  importUnreadable: "No se ha podido leer el archivo: sube un CSV, un ZIP o un JSON exportado",
  importZipWithoutMeals: "El ZIP no contiene «comidas.csv»: sube el ZIP tal como lo exportó Bocado",
  importJsonNotBocado: "Este JSON no es una exportación de Bocado (falta «meal_logs»)",
  importUnknownColumns:
    "No reconocemos las columnas del archivo. Se esperan las de MyFitnessPal (Date, Meal, Calories…), Cronometer (Day, Group, Food Name, Energy (kcal)…) o Bocado (registrado_en, tipo_de_comida, descripcion, kcal…)",
  importMissingColumns: (format: string, missing: string[]) =>
    `Al archivo de ${format} le faltan columnas: ${missing.join(", ")}. No se ha importado nada.`,
  importNothingValid: "Ninguna fila del archivo se puede importar: revisa los motivos de rechazo",

  rowBadDate: (value: string) => `Fecha no válida «${value}» (se espera AAAA-MM-DD)`,
  rowBadTime: (value: string) => `Hora no válida «${value}»`,
  rowBadInstant: (value: string) => `Fecha y hora no válidas «${value}»`,
  rowFuture: "La fecha es posterior a hoy",
  rowUnknownMeal: (value: string) =>
    `Comida desconocida «${value}» (se espera desayuno, almuerzo, cena o merienda)`,
  rowBadNumber: (column: string, value: string) =>
    `«${value}» no es un número válido en la columna ${column}`,
  rowNoDescription: "Falta la descripción de la comida",

  deletePasswordRequired: "Escribe tu contraseña para confirmar",
  deleteWrongPassword: "La contraseña no es correcta. No se ha eliminado nada.",
  deleteFamilyOwner:
    "Eres titular de un plan Familiar con miembros. Quita a los miembros (o disuelve la familia) antes de eliminar tu cuenta.",
  deleteStripeUnavailable:
    "No hemos podido cancelar tu suscripción en el sistema de pagos. Inténtalo de nuevo en unos minutos; no se ha eliminado nada.",
} as const;

/** How an import source is named to the user. */
export const FORMAT_NAMES = {
  myfitnesspal: "MyFitnessPal",
  cronometer: "Cronometer",
  cronometer_daily: "Cronometer (resumen diario)",
  bocado_csv: "Bocado (CSV)",
  bocado_json: "Bocado (JSON)",
} as const;
export type ImportFormat = keyof typeof FORMAT_NAMES;
