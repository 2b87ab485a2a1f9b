# A tour of puzzlebox from Python (the same cells as tour.ipynb; the tests
# run this script): generate 1,000 jump mazes at the four levels, grade them,
# plot their scores and shortest solutions, and tabulate the God's numbers
# of small Lights Out boards.
#   python3 examples/python/tour.py [OUT_DIR] [BOARDS_PER_LEVEL]
# (from a build tree: PYTHONPATH=build/release/python)

# %%
import collections
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

import puzzlebox

out = sys.argv[1] if len(sys.argv) > 1 else "."
per_level = int(sys.argv[2]) if len(sys.argv) > 2 else 250

# %% Generate: 250 mazes 5x5 at each level, seeds fixed (the same boards every run).
levels = ["easy", "medium", "hard", "fiendish"]
made = {level: puzzlebox.generate("jump", count=per_level, seed=1, level=level, size="5x5") for level in levels}
print({level: len(boards) for level, boards in made.items()})

# %% Grade every board (puzzlebox.grade measures it again, in this process).
grades = {level: [puzzlebox.grade(row["board"])["score"] for row in rows] for level, rows in made.items()}
moves = {level: [row["shortest_moves"] for row in rows] for level, rows in made.items()}
for level in levels:
    assert all(puzzlebox.grade(row["board"])["level"] == level for row in made[level][:5])

# %% Plot the scores and the shortest solutions, a colour a level.
figure, (left, right) = plt.subplots(1, 2, figsize=(10, 3.6))
for level in levels:
    left.hist(grades[level], bins=30, alpha=0.7, label=level)
    counted = collections.Counter(moves[level])
    right.bar([m + 0.2 * levels.index(level) for m in sorted(counted)], [counted[m] for m in sorted(counted)], width=0.2,
              label=level)
left.set(title="Difficulty score of 5x5 jump mazes", xlabel="score (level + cells read per cell / 10)", ylabel="boards")
right.set(title="Shortest solution", xlabel="moves", ylabel="boards")
left.legend()
figure.tight_layout()
figure.savefig(f"{out}/python-jump-levels.png", dpi=80)

# %% God's numbers of n x m Lights Out boards (every solvable board: the most presses any needs).
rows = puzzlebox.report("flip", pattern="plus", rows="1-5", cols="1-5")
table = [[next(r["god_number"] for r in rows if r["rows"] == n and r["cols"] == m) for m in range(1, 6)] for n in range(1, 6)]
figure, axes = plt.subplots(figsize=(4, 2.4))
axes.axis("off")
axes.table(cellText=table, rowLabels=[f"{n} rows" for n in range(1, 6)], colLabels=[f"{m} cols" for m in range(1, 6)],
           loc="center")
axes.set_title("God's number of Lights Out, n x m")
figure.tight_layout()
figure.savefig(f"{out}/python-lights-out-gods.png", dpi=80)
print(table)
