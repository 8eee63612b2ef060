import type { Feature } from "./enums";

/**
 * Typed errors thrown by services and adapters; the server's one error handler maps them to HTTP
 * (DESIGN.md "Conventions"). Messages are the Spanish texts the user sees.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the input is not acceptable. */
export class Invalid extends AppError {
  constructor(message: string) {
    super(message, 400);
  }
}

/** 401: no session. */
export class Unauthorized extends AppError {
  constructor(message = "No has iniciado sesión") {
    super(message, 401);
  }
}

/** 404: absent or not yours (the same answer on purpose). */
export class NotFound extends AppError {
  constructor(message = "No encontrado") {
    super(message, 404);
  }
}

/** 403: signed in but not allowed (e.g. demo checkout disabled in production). */
export class Forbidden extends AppError {
  constructor(message = "No tienes permiso para hacer esto") {
    super(message, 403);
  }
}

/** 402 with code UPGRADE_REQUIRED: the plan does not allow it (SPEC.md section 8). */
export class UpgradeRequired extends AppError {
  constructor(
    readonly feature: Feature,
    message: string,
  ) {
    super(message, 402, "UPGRADE_REQUIRED");
  }
}

/** 422: the built-in engine or a provider could not make sense of the meal. */
export class Unprocessable extends AppError {
  constructor(message: string) {
    super(message, 422);
  }
}

/** 502: the AI provider failed or answered something unusable. */
export class ProviderFailed extends AppError {
  constructor(message: string) {
    super(message, 502);
  }
}

/** 409: conflicts such as an email already registered or a full family. */
export class Conflict extends AppError {
  constructor(message: string) {
    super(message, 409);
  }
}
