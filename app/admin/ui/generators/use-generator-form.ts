// Form state of a generator screen: text values, the request schema's messages per field (word for word, the same
// schema the endpoint parses), and a reset for the screens that clear their form after publishing.
import { useCallback, useRef, useState, type ChangeEvent } from "react";
import type { z } from "zod";

export type TFieldErrors = Record<string, string | undefined>;

/** The first message per field; issues without a path are filed under "form". */
export function collectFieldErrors(error: z.ZodError): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

export function useGeneratorForm<TValues extends Record<string, string>>(initial: TValues) {
  const initialRef = useRef(initial);
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<TFieldErrors>({});

  // A field's message goes as soon as the field is changed: it described the value the admin has just replaced.
  const setValue = useCallback((name: keyof TValues, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!(name in previous)) return previous;
      const { [name as string]: _replaced, ...rest } = previous;
      return rest;
    });
  }, []);

  /** value and onChange for an input, textarea or select bound to `name`. */
  const bind = (name: keyof TValues & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(name, event.target.value),
  });

  /** The parsed request, or null with the messages shown next to their fields. */
  function validate<TSchema extends z.ZodType>(schema: TSchema, input: unknown = values): z.output<TSchema> | null {
    const result = schema.safeParse(input);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(collectFieldErrors(result.error));
    return null;
  }

  /** Fills the form's own fields from a request it sent before (a generation followed again when shown again). */
  const restore = useCallback((request: Record<string, unknown> | null) => {
    if (!request) return;
    setValues((previous) => {
      const restored: Record<string, string> = { ...previous };
      for (const name of Object.keys(previous)) {
        const value = request[name];
        if (typeof value === "string" || typeof value === "number") restored[name] = String(value);
      }
      return restored as TValues;
    });
  }, []);

  const reset = useCallback(() => {
    setValues(initialRef.current);
    setErrors({});
  }, []);

  return { values, errors, setValue, bind, validate, restore, reset };
}
