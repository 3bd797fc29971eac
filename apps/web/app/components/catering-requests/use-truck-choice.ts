import { useState } from "react";

/**
 * The truck chosen in a catering request's modal: `missing` once sent without one; a new choice
 * clears that and, through `onPick`, the API's error.
 */
export function useTruckChoice(onPick: () => void) {
  const [value, setValue] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const choose = (next: string | null) => {
    setValue(next);
    setMissing(false);
    onPick();
  };
  const reset = () => {
    setValue(null);
    setMissing(false);
  };
  return { value, missing, setMissing, choose, reset };
}
