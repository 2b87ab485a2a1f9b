#!/usr/bin/python3
"""Calls per second from Python: the package's in-process call
(puzzlebox.solve) against a subprocess per board (puzzlebox-solve FILE
--format json) and one process streaming JSON Lines (puzzlebox-solve -
--format json over a stream of boards), for a small board of each family.
Medians of 5 runs; one machine, one run of this script.

usage: PYTHONPATH=build/release/python python3 bench/python_calls.py BUILD_BIN SOURCE_DIR
"""
import json
import os
import statistics
import subprocess
import sys
import time

import puzzlebox

bin_dir, source = sys.argv[1:3]
solve = os.path.join(bin_dir, "puzzlebox-solve")
boards = {
    "jump": os.path.join(source, "data", "jump", "schoenbrunn-2015.txt"),
    "rotate": os.path.join(source, "data", "rotate", "mystery-box.txt"),
    "flip": os.path.join(source, "data", "flip", "lights-out-5x5-all-lit.txt"),
    "hexagon": os.path.join(source, "data", "hexagon", "order4-corners.txt"),
}


def rate(calls, work):
    times = []
    for _ in range(5):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return calls / statistics.median(times)


print(f"{'family':8} {'in-process':>12} {'subprocess':>12} {'JSON stream':>12}   (solves per second)")
for family, path in boards.items():
    board = puzzlebox.read(path)
    expected = puzzlebox.solve(board)["solutions"][0]
    inside = rate(200, lambda: [puzzlebox.solve(board) for _ in range(200)])
    outside = rate(20, lambda: [subprocess.run([solve, path, "--format", "json"], capture_output=True, check=True)
                                for _ in range(20)])
    stream_text = (board.text + "\n") * 1000

    def stream():
        out = subprocess.run([solve, "-", "--format", "json", "--quiet"], input=stream_text, capture_output=True, text=True).stdout
        assert len(out.splitlines()) == 1000 and json.loads(out.splitlines()[-1])["status"] == "solved"

    streamed = rate(1000, stream)
    print(f"{family:8} {inside:12,.0f} {outside:12,.0f} {streamed:12,.0f}")
