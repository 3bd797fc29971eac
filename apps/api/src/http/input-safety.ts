import { findUnsafeInput } from "@fooddir/contract";
import type { FastifyInstance } from "fastify";
import { fieldError } from "./errors.ts";

/**
 * Before any route's schema: path parameters, query string and JSON body of every request are
 * refused with 422 (naming the field) when they carry a NUL character or nest too deeply, so a
 * new endpoint is protected without doing anything (contract `findUnsafeInput`).
 */
export function registerInputSafety(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    const problem =
      findUnsafeInput(request.params) ??
      findUnsafeInput(request.query) ??
      findUnsafeInput(request.body);
    if (problem) throw fieldError(problem.path, problem.message);
  });
}
