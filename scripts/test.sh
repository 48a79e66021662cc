#!/usr/bin/env bash
# npm test: every check, in order, stopping at the first that fails; prints each step's wall time at
# the end so a slow step is seen at once.
set -euo pipefail
cd "$(dirname "$0")/.."
names=()
secs=()
current=""
report() {
  local i
  echo "== npm test: time per step"
  for i in "${!names[@]}"; do
    printf '   %-12s %3dm%02ds\n' "${names[$i]}" $((secs[i] / 60)) $((secs[i] % 60))
  done
  if [ -n "$current" ]; then printf '   %-12s %3dm%02ds (failed)\n' "$current" $(((SECONDS - start) / 60)) $(((SECONDS - start) % 60)); fi
}
trap report EXIT
for step in typecheck lint test:unit test:e2e; do
  start=$SECONDS
  current=$step
  npm run "$step"
  names+=("$step")
  secs+=($((SECONDS - start)))
  current=""
done
