import "../../core/zod-locale";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import { ZodError } from "zod";
import { AppError, UpgradeRequired } from "../../core/errors";

export const MESSAGES = {
  invalidJson: "El cuerpo de la petición no es JSON válido",
  invalidInput: "Datos no válidos",
  notFound: "Recurso no encontrado",
  tooLarge: "La petición es demasiado grande (máximo 12 MB)",
  internal: "Error interno del servidor. Por favor intenta de nuevo.",
  unauthorized: "No has iniciado sesión",
  rateLimited: "Demasiados intentos. Espera un momento y vuelve a intentarlo.",
  crossOrigin: "Petición rechazada: no viene de esta aplicación",
  jsonRequired: "El cuerpo de la petición debe ser JSON (Content-Type: application/json)",
  nulCharacter: "El texto contiene caracteres no válidos",
} as const;

/** First message of a zod error: our schemas' own Spanish texts, or zod's Spanish defaults. */
export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return MESSAGES.invalidInput;
  const field = issue.path.join(".");
  // A default message names no field; say which one it is about.
  return issue.code === "custom" ||
    !/^(Entrada inválida|Demasiado|Opción inválida|Llave|Clave)/.test(issue.message) ||
    !field
    ? issue.message
    : `${field}: ${issue.message}`;
}

/**
 * A write that names a user who no longer exists: the account was deleted while another device still
 * held a signed session cookie (valid for the cookie cache's few minutes without a database read). The
 * foreign key refuses the row; the answer is "signed out", not a server error.
 */
function isDeletedUserReference(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; detail?: unknown; message?: unknown; cause?: unknown } | undefined,
      i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === "23503" && /table "user"/.test(`${e.detail ?? ""} ${e.message ?? ""}`)) return true;
  }
  return false;
}

/** The one error handler: typed errors to status + Spanish JSON, never a stack trace. */
export function errorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof UpgradeRequired) {
      return c.json({ error: err.message, code: err.code, feature: err.feature }, 402);
    }
    if (err instanceof AppError) {
      if (err.status >= 500) {
        logger.warn({ err, cause: err.cause, path: c.req.path }, "upstream failure");
      }
      return c.json({ error: err.message, ...(err.code ? { code: err.code } : {}) }, err.status as 400);
    }
    if (err instanceof ZodError) {
      return c.json({ error: zodMessage(err) }, 400);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      if (status === 413) return c.json({ error: MESSAGES.tooLarge }, 413);
      if (status === 400 && /json/i.test(err.message)) return c.json({ error: MESSAGES.invalidJson }, 400);
      if (status === 401) return c.json({ error: MESSAGES.unauthorized }, 401);
      return c.json({ error: status >= 500 ? MESSAGES.internal : MESSAGES.invalidInput }, status);
    }
    if (isDeletedUserReference(err)) return c.json({ error: MESSAGES.unauthorized }, 401);
    logger.error({ err, path: c.req.path, method: c.req.method }, "unhandled error");
    return c.json({ error: MESSAGES.internal }, 500);
  };
}
