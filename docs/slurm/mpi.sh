#!/usr/bin/env bash
# One MPI job: the processes share each search (srun starts them; puzzlebox
# notices PMI/PMIx and starts MPI; rank 0 writes the results). Submit with
#   sbatch --nodes=4 --ntasks-per-node=1 --cpus-per-task=32 docs/slurm/mpi.sh
# Each process uses its node's cores through --threads.
#SBATCH --job-name=puzzlebox-mpi
#SBATCH --time=02:00:00
#SBATCH --output=%x-%j.log
set -euo pipefail
threads=${SLURM_CPUS_PER_TASK:-1}
board=${BOARD:-bench/boards/jump-8x8-06.txt}  # any jump board of at most 64 cells
# A whole rotation space, its bit arrays sliced by process (docs/scale-out.md).
srun --mpi=pmix puzzlebox-analyze rotate --space 4x4 --block 3 --turns both --threads "$threads" --csv 4x4-b3-both.csv
# A path count by work units, handed out by a work queue (dynamic balance).
srun --mpi=pmix puzzlebox-solve "$board" --count --format csv --threads "$threads" >big-count.csv
# Generator restarts: waves of threads x processes, the same boards as one process.
srun --mpi=pmix puzzlebox-gen jump --size 12x12 --unique --maximize moves --start any --restarts 256 \
    --iterations 1000000 --seed 2026 --threads "$threads" --out hardest-12x12
