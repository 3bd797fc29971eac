# Sourced by .ci/run and scripts/test.sh: `run_step NAME COMMAND...` runs a step under a heading
# and records how long it took; `print_steps` prints the table of the steps so far (also when a
# step fails). .ci/run exports STEPS_FILE so the steps of `npm test` land in the same table.

: "${STEPS_FILE:=$(mktemp -t ci-steps.XXXXXX)}"
export STEPS_FILE

run_step() {
  local name="$1"
  shift
  printf '\n== %s ==\n' "$name"
  local started status=0
  started=$(date +%s)
  "$@" || status=$?
  local took=$(($(date +%s) - started))
  if [ "$status" -eq 0 ]; then
    printf '%s\t%s\tok\n' "$name" "$took" >>"$STEPS_FILE"
  else
    printf '%s\t%s\tFAILED (exit %s)\n' "$name" "$took" "$status" >>"$STEPS_FILE"
  fi
  return "$status"
}

print_steps() {
  [ -s "$STEPS_FILE" ] || return 0
  printf '\n== Steps ==\n'
  awk -F'\t' '
    BEGIN { printf "| %-44s | %8s | %-6s |\n|%s|%s|%s|\n", "step", "time", "result", \
            "----------------------------------------------", "----------", "--------" }
    { printf "| %-44s | %5d:%02d | %-6s |\n", $1, $2 / 60, $2 % 60, $3; total += $2 }
    END { printf "| %-44s | %5d:%02d | %-6s |\n", "all steps", total / 60, total % 60, "" }
  ' "$STEPS_FILE"
}
