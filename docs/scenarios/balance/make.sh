#!/bin/bash
# Writes the balance report of every bundled scenario beside this script: `bash
# docs/scenarios/balance/make.sh` from the repository's root, with the release binary built
# (`cargo build --release -p umpire-cli`). Each report's first line is its command.
set -euo pipefail
cd "$(dirname "$0")"
umpire=../../../target/release/umpire
for pair in "rapier uranus" "rapier uranus-advanced" "opart vazuza" "opart magnuszew" \
  "opart example-division" "napoleonic river-crossing" "napoleonic two-divisions" \
  "nqm village-attack-1941" "nqm village-attack-1941-even" "nqm armour-and-recce-1942" "nqm test-village" \
  "race race-for-kalach"; do
  set -- $pair
  args=(balance "$1" --scenario "$2" --games 1000 --threads 2 --plot "$1-$2.svg" --force)
  { echo "\$ umpire ${args[*]}"; "$umpire" "${args[@]}"; } > "$1-$2.txt"
  echo "$1 $2: $(tail -n 1 "$1-$2.txt")"
done
