#!/bin/bash
# Writes the balance report of every bundled scenario beside this script: `bash
# docs/scenarios/balance/make.sh` from the repository's root, with the release binary built
# (`cargo build --release -p umpire-cli`). Each report's first line is its command. With
# arguments (`make.sh napoleonic river-crossing-even handicap`) it writes that one report.
set -euo pipefail
cd "$(dirname "$0")"
umpire=../../../target/release/umpire
pairs=("rapier uranus" "rapier uranus-advanced" "opart vazuza" "opart magnuszew" "opart magnuszew-even" \
  "opart example-division" "napoleonic river-crossing" "napoleonic two-divisions" \
  "napoleonic river-crossing-even handicap" "napoleonic two-divisions-even handicap" \
  "nqm village-attack-1941" "nqm village-attack-1941-even" "nqm armour-and-recce-1942" "nqm test-village" \
  "race race-for-kalach")
if [ $# -gt 0 ]; then pairs=("$*"); fi
for pair in "${pairs[@]}"; do
  set -- $pair
  # A third word names the knob to turn (the rule set's first otherwise).
  args=(balance "$1" --scenario "$2" ${3:+--knob "$3"} --games 1000 --threads 2 --plot "$1-$2.svg" --force)
  { echo "\$ umpire ${args[*]}"; "$umpire" "${args[@]}"; } > "$1-$2.txt"
  echo "$1 $2: $(tail -n 1 "$1-$2.txt")"
done
