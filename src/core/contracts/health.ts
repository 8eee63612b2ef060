import { z } from "zod";
import { defineRoute, errorResponse, json } from "./define";

export const healthRoute = defineRoute({
  method: "get",
  path: "/api/health",
  summary: "Estado del servicio y de la base de datos",
  responses: {
    200: json(z.object({ status: z.literal("ok"), db: z.enum(["pglite", "postgres"]) })),
    default: errorResponse,
  },
});
