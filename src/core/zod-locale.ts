import { z } from "zod";

// Zod's own default messages in Spanish (server and client): every validation message a user can
// see is Spanish even where a schema gives none of its own.
z.config(z.locales.es());
