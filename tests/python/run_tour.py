#!/usr/bin/python3
"""The tour (examples/python/tour.py) runs whole and draws its figures, and
the notebook (tour.ipynb) holds exactly the script's cells, so the two
cannot drift apart.

usage: run_tour.py SOURCE_DIR   (PYTHONPATH: the build's python/)
"""
import json
import os
import subprocess
import sys
import tempfile

source = sys.argv[1]
script = os.path.join(source, "examples", "python", "tour.py")
work = tempfile.mkdtemp()
failures = []
run = subprocess.run([sys.executable, script, work, "40"], capture_output=True, text=True)
if run.returncode != 0:
    failures.append(f"tour.py: exit {run.returncode}: {run.stderr[-2000:]}")
for figure in ("python-jump-levels.png", "python-lights-out-gods.png"):
    path = os.path.join(work, figure)
    if not os.path.exists(path) or os.path.getsize(path) < 2000:
        failures.append(f"tour.py drew no {figure}")
with open(os.path.join(source, "examples", "python", "tour.ipynb"), encoding="utf-8") as f:
    notebook = json.load(f)
with open(script, encoding="utf-8") as f:
    cells = f.read().split("# %%")[1:]
code = ["".join(cell["source"]).strip("\n") for cell in notebook["cells"] if cell["cell_type"] == "code"]
expected = ["\n".join(cell.split("\n")[1:]).strip("\n") for cell in cells]  # less the title line
if code != expected:
    failures.append("tour.ipynb's code cells are not tour.py's cells (run examples/python/make_notebook.py)")
for failure in failures:
    print("FAIL:", failure)
print(f"tour: {len(failures)} failures")
sys.exit(1 if failures else 0)
