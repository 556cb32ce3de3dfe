#!/bin/bash
# A study of 100,000 Napoleonic games between searches, in 16 shards, as a Slurm job array
# (docs/balance.md): `sbatch deploy/study-array.sh`, then, once every task has finished,
# `umpire sim merge results/shard-*.json`.
#SBATCH --job-name=umpire-study
#SBATCH --array=1-16
#SBATCH --cpus-per-task=4
#SBATCH --mem=1G
#SBATCH --output=results/shard-%a.log
set -euo pipefail
mkdir -p results
umpire sim napoleonic --scenario river-crossing --games 100000 --seed 1 \
  --bot all=search --threads "${SLURM_CPUS_PER_TASK:-4}" \
  --shard "${SLURM_ARRAY_TASK_ID}/16" \
  --out "results/shard-${SLURM_ARRAY_TASK_ID}.json"
