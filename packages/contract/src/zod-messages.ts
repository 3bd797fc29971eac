import { z } from "zod";

/**
 * Friendly default messages for zod issues, shared by API and web so a missing field reads
 * "The email field is required." everywhere. Schemas that set their own message win.
 */
function fieldName(path: readonly PropertyKey[] | undefined): string {
  const last = path?.[path.length - 1];
  return typeof last === "string" ? last.replaceAll("_", " ") : "value";
}

z.config({
  // In the browser zod must not probe for eval (new Function): the Content-Security-Policy
  // forbids it and reports every attempt. Servers keep zod's faster compiled parsers.
  jitless: typeof window !== "undefined",
  customError: (issue) => {
    const field = fieldName(issue.path);
    switch (issue.code) {
      case "invalid_type":
        if (issue.input === undefined || issue.input === null) {
          return `The ${field} field is required.`;
        }
        return `The ${field} must be ${article(String(issue.expected))}.`;
      case "too_big":
        if (issue.origin === "string") {
          return `The ${field} may not be greater than ${issue.maximum} characters.`;
        }
        if (issue.origin === "array")
          return `The ${field} may not have more than ${issue.maximum} items.`;
        return `The ${field} may not be greater than ${issue.maximum}.`;
      case "too_small":
        if (issue.origin === "string") {
          return Number(issue.minimum) <= 1
            ? `The ${field} field is required.`
            : `The ${field} must be at least ${issue.minimum} characters.`;
        }
        if (issue.origin === "array")
          return `The ${field} must have at least ${issue.minimum} items.`;
        return `The ${field} must be at least ${issue.minimum}.`;
      case "invalid_union":
        return `The ${field} is invalid.`;
      case "invalid_value":
        return `The selected ${field} is invalid.`;
      case "invalid_format":
        return `The ${field} format is invalid.`;
      case "unrecognized_keys":
        return `Unknown field: ${issue.keys.join(", ")}.`;
      default:
        return undefined;
    }
  },
});

function article(type: string): string {
  const map: Record<string, string> = {
    number: "a number",
    int: "an integer",
    string: "a string",
    boolean: "true or false",
    object: "an object",
    array: "a list",
  };
  return map[type] ?? `a ${type}`;
}
