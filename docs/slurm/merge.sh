#!/usr/bin/env bash
# After docs/slurm/shards.sh: every shard's partial report into the whole.
# `merge` refuses (exit 2, the file named) a missing, repeated or foreign shard.
#SBATCH --job-name=puzzlebox-merge
#SBATCH --time=00:10:00
set -euo pipefail
puzzlebox-analyze merge shards/hexagon-*.csv --csv reports/hexagon-zero-sum.csv
puzzlebox-analyze merge shards/count-*.csv --csv reports/big-count.csv
