#!/usr/bin/env bash
# A Slurm job array: N independent tasks, no MPI, each one shard of the
# same search; a last job merges them into the whole report, byte for byte
# what one process would write. Submit with
#   sbatch --array=0-15 docs/slurm/shards.sh          # N = 16 shards
#   sbatch --dependency=afterok:JOBID docs/slurm/merge.sh
# Here: the zero-sum magic hexagons of orders 9..40, one start per order,
# each shard taking the orders k with k mod N = i (the work items), and the
# path count of one big jump board split by path prefixes.
#SBATCH --job-name=puzzlebox-shard
#SBATCH --cpus-per-task=4
#SBATCH --mem=4G
#SBATCH --time=04:00:00
#SBATCH --output=shards/%x-%a.log
set -euo pipefail
board=${BOARD:-bench/boards/jump-8x8-06.txt}  # any jump board of at most 64 cells
n=${SLURM_ARRAY_TASK_COUNT:?run me as a job array (sbatch --array=0-N-1)}
i=${SLURM_ARRAY_TASK_ID:?}
mkdir -p shards data/hexagon/found
puzzlebox-analyze hexagon --orders 9-40 --starts zero-sum --local-swaps 20000000000 --exhaustive-nodes 1 \
    --threads "$SLURM_CPUS_PER_TASK" --write-dir data/hexagon/found --shard "$i/$n" --csv "shards/hexagon-$i.csv"
puzzlebox-solve "$board" --count --format csv --threads "$SLURM_CPUS_PER_TASK" --shard "$i/$n" >"shards/count-$i.csv"
