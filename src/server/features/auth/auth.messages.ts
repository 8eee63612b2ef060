/** better-auth's error codes, in the Spanish the user reads. */
export const AUTH_ERRORS: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Correo electrónico o contraseña incorrectos",
  USER_ALREADY_EXISTS: "Ya existe una cuenta con este correo electrónico",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Ya existe una cuenta con este correo electrónico",
  PASSWORD_TOO_SHORT: "La contraseña debe tener al menos 8 caracteres",
  PASSWORD_TOO_LONG: "La contraseña no puede superar 128 caracteres",
  INVALID_EMAIL: "El correo electrónico no es válido",
  FAILED_TO_CREATE_USER: "Error al registrarse",
  EMAIL_NOT_VERIFIED: "Debes verificar tu correo electrónico",
};

export const AUTH_MESSAGES = {
  nameRequired: "El nombre completo es requerido",
  nameTooLong: "El nombre no puede superar 100 caracteres",
  emailRequired: "El correo electrónico es requerido",
  emailInvalid: "El correo electrónico no es válido",
  emailTooLong: "El correo electrónico no puede superar 254 caracteres",
  passwordRequired: "La contraseña es requerida",
  passwordTooShort: "La contraseña debe tener al menos 8 caracteres",
  passwordTooLong: "La contraseña no puede superar 128 caracteres",
  tooManyAttempts: "Demasiados intentos. Espera un momento y vuelve a intentarlo.",
  signInFailed: "Error al iniciar sesión",
  signUpFailed: "Error al registrarse",
  passwordTooCommon:
    "Esa contraseña es demasiado común o fácil de adivinar. Elige una más larga o menos previsible, por ejemplo varias palabras juntas.",
  passwordIsEmail: "La contraseña no puede ser tu correo electrónico",
  accountLocked:
    "Demasiados intentos fallidos con esta cuenta. Espera unos minutos antes de volver a intentarlo.",
} as const;
