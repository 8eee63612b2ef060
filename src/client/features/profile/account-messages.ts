/** Texts of the profile's "Tus datos" sections: export, import, delete the account (issue 19). */
export const accountMessages = {
  exportTitle: "Exportar tus datos",
  exportHint:
    "Descarga todas tus comidas, pesajes, planes, recetas y datos del perfil. El JSON es siempre tuyo; el ZIP de CSV para hojas de cálculo es de Premium.",
  exportJson: "Descargar JSON",
  exportCsv: "Descargar CSV (ZIP)",
  decimalLegend: "Decimales del CSV",
  decimalComma: "Coma (12,5) · Excel en español",
  decimalDot: "Punto (12.5)",
  exporting: "Preparando…",
  exportError: "No se ha podido descargar la exportación. Inténtalo de nuevo.",
  exportDone: (name: string) => `Descargado: ${name}`,
  upsellTrigger: "Exportación en CSV para hojas de cálculo",
  premiumBadge: "Premium",

  importTitle: "Importar comidas",
  importHint:
    "Trae tu historial desde MyFitnessPal (exportación «Nutrition»), Cronometer («Servings») o una exportación de Bocado. Máximo 5 MB.",
  importPick: "Elegir archivo",
  importTooLarge: "El archivo supera 5 MB: exporta menos días o divídelo.",
  importReading: "Leyendo el archivo…",
  importError: "No se ha podido leer el archivo.",
  importDetected: (format: string) => `Formato detectado: ${format}`,
  importCounts: (valid: number, duplicates: number, rejected: number) =>
    `${valid} ${valid === 1 ? "comida nueva" : "comidas nuevas"} · ${duplicates} ${duplicates === 1 ? "repetida" : "repetidas"} (se omitirán) · ${rejected} ${rejected === 1 ? "fila rechazada" : "filas rechazadas"}`,
  importMapping: "Comidas del archivo",
  importPreview: (n: number) => `Primeras ${n} filas`,
  colDate: "Fecha",
  colMeal: "Comida",
  colDescription: "Descripción",
  colKcal: "kcal",
  colProtein: "Prot. (g)",
  importRejected: "Filas rechazadas",
  importRow: (row: number) => `Fila ${row}`,
  importConfirm: (n: number) => `Importar ${n} ${n === 1 ? "comida" : "comidas"}`,
  importCancel: "Cancelar",
  importing: "Importando…",
  importReport: (imported: number, duplicates: number, rejected: number) =>
    `Importadas ${imported} ${imported === 1 ? "comida" : "comidas"}; ${duplicates} ${duplicates === 1 ? "repetida omitida" : "repetidas omitidas"}; ${rejected} ${rejected === 1 ? "fila rechazada" : "filas rechazadas"}.`,
  importNothing: "No hay comidas nuevas que importar.",
  importAnother: "Importar otro archivo",

  deleteTitle: "Eliminar mi cuenta",
  deleteHint:
    "Se borran tu cuenta, tus comidas, fotos, planes, recetas y tu suscripción. No se puede deshacer: si quieres conservar tus datos, descárgalos antes.",
  deleteOpen: "Eliminar mi cuenta",
  deleteModalTitle: "¿Eliminar tu cuenta para siempre?",
  deleteModalText:
    "Borraremos todos tus datos y fotos y cancelaremos tu suscripción si la tienes. Esta acción no se puede deshacer.",
  deletePassword: "Tu contraseña",
  deletePasswordHint: "Para confirmar que eres tú.",
  deleteConfirm: "Eliminar definitivamente",
  deleting: "Eliminando…",
  deleteCancel: "Cancelar",
  deleteError: "No se ha podido eliminar la cuenta. Inténtalo de nuevo.",
} as const;
