import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";

/** Spec §9: typed search text is applied 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search field over a URL parameter: the field shows what is typed at once, `apply` gets it
 * SEARCH_DEBOUNCE_MS after the last key, and a value changed from outside (back / forward,
 * Clear) replaces the field's text.
 */
export function useUrlSearchField(urlValue: string, apply: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const applied = useRef(urlValue);
  const applyLater = useDebouncedCallback((value: string) => {
    applied.current = value;
    apply(value);
  }, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (urlValue !== applied.current) {
      applied.current = urlValue;
      setText(urlValue);
    }
  }, [urlValue]);
  const onType = (value: string) => {
    setText(value);
    applyLater(value);
  };
  return [text, onType] as const;
}

/**
 * A date-range picker's own value over two URL parameters: a range being picked has one day
 * until the second click, so the picker keeps it locally; the URL's values replace it.
 */
export function useUrlDateRange(from: string | null, to: string | null) {
  const [range, setRange] = useState<[string | null, string | null]>([from, to]);
  useEffect(() => setRange([from, to]), [from, to]);
  return [range, setRange] as const;
}
