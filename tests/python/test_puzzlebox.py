"""The Python package against answers known from outside it and against the
command-line tools' own JSON.

Known answers: the seeds' published solutions (the 2015 Schönbrunn maze in
11 moves, its sum-zero expert path in 14; the Mystery Box in 10 moves, five
optimal solutions), 5x5 Lights Out all lit in 15 presses (OEIS A075464),
Aristotle's magic hexagon unique up to its 12 symmetries. Every family's
solve, analyze and generate results equal the CLI's JSON field for field;
limits and Ctrl-C give partial results marked as such; errors carry the
tools' messages; several threads solving at once get what one thread gets.
"""
import json
import os
import signal
import subprocess
import threading

import numpy as np
import pytest

import puzzlebox

SOURCE = os.environ.get("PUZZLEBOX_SOURCE", os.path.join(os.path.dirname(__file__), "..", ".."))
BIN = os.environ.get("PUZZLEBOX_BIN", "")
DATA = os.path.join(SOURCE, "data")


def data(family, name):
    return os.path.join(DATA, family, name + ".txt")


def cli(tool, *arguments):
    """A tool run as a program: its JSON lines."""
    out = subprocess.run([os.path.join(BIN, "puzzlebox-" + tool), *arguments], capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def test_seed_answers():
    maze = puzzlebox.read(data("jump", "schoenbrunn-2015"))
    assert maze.family == "jump" and maze.grid.shape == (5, 5)
    shortest = puzzlebox.solve(maze)["solutions"][0]
    assert shortest["moves"] == 11 and shortest["path"][0] == (4, 2) and shortest["path"][-1] == (2, 2)
    expert = puzzlebox.solve(maze, mode="expert")["solutions"][0]
    assert expert["moves"] == 14 and expert["sum"] == 0
    assert sum(int(maze.grid[r, c]) for r, c in expert["path"]) == 0  # the path's values, summed here
    box = puzzlebox.read(data("rotate", "mystery-box"))
    assert puzzlebox.solve(box)["solutions"][0]["moves"] == 10
    assert puzzlebox.count(box)["count"] == 5
    assert puzzlebox.solve(data("flip", "lights-out-5x5-all-lit"))["solutions"][0]["presses"] == 15
    aristotle = puzzlebox.read(data("hexagon", "aristotle"))
    assert puzzlebox.count(aristotle, time_limit=60)["count"] == 12
    values = puzzlebox.solve(aristotle, time_limit=60)["solutions"][0]["values"]
    assert sorted(values.tolist()) == list(range(1, 20))


@pytest.mark.parametrize("family,name", [("jump", "schoenbrunn-2023"), ("rotate", "colours-2x4"),
                                         ("flip", "gold-bars-random"), ("hexagon", "order4-corners")])
def test_objects_match_the_cli_json(family, name):
    path = data(family, name)
    ours = puzzlebox.solve(path, time_limit=60)
    theirs = cli("solve", path, "--format", "json", "--time-limit", "60")[0]
    for key in ("family", "status", "exit", "nodes", "why_not", "notes"):
        assert ours.get(key) == theirs.get(key), key
    assert str(ours["count"]) == str(theirs["count"])
    for mine, row in zip(ours["solutions"], theirs["solutions"]):
        for key, value in row.items():
            got = mine[key]
            if isinstance(got, list) and got and isinstance(got[0], tuple):
                got = " ".join(f"{r},{c}" for r, c in got)
            elif isinstance(got, list):
                got = " ".join(got)
            elif isinstance(got, np.ndarray):
                got = " ".join(str(v) for v in got)
            assert got == value, key
    measured = puzzlebox.analyze(path, time_limit=60)
    row = cli("analyze", path, "--format", "json", "--time-limit", "60")[0]
    assert {k: v for k, v in measured.items() if k != "file"} == {k: v for k, v in row.items() if k != "file"}
    board = puzzlebox.read(path)
    assert puzzlebox.read(board.id) == board and puzzlebox.read(board.text) == board
    assert cli("analyze", path, "--format", "json")  # the CLI reads it too
    ids = subprocess.run([os.path.join(BIN, "puzzlebox-analyze"), path, "--format", "id"], capture_output=True,
                         text=True).stdout.split()
    assert ids == [board.id]


@pytest.mark.parametrize("family,options", [("jump", {"size": "5x5"}), ("rotate", {"size": "3x3"}),
                                            ("flip", {"size": "4x4", "pattern": "plus"}), ("hexagon", {"order": 3})])
def test_generate_matches_the_cli(family, options):
    made = puzzlebox.generate(family, count=3, seed=7, level="easy", **options)
    words = [w for k, v in options.items() for w in ("--" + k, str(v))]
    theirs = cli("gen", family, *words, "--count", "3", "--seed", "7", "--difficulty", "easy", "--format", "json")
    assert [m["id"] for m in made] == [t["id"] for t in theirs]
    assert [m["board"].id for m in made] == [t["id"] for t in theirs]
    for mine, row in zip(made, theirs):
        for key, value in row.items():
            if key == "board":  # the run's number for it; "board" is the Board
                assert mine["board_number"] == value
            elif key == "text":  # the same board and description, but for the command line that made it
                assert mine[key].split("\n")[1:] == value.split("\n")[1:]
            elif key not in ("seconds", "generate_seconds"):
                assert mine[key] == value or str(mine[key]) == str(value), key
    assert all(puzzlebox.grade(m["board"])["level"] == "easy" for m in made)


def test_grids_and_targets_are_numpy():
    box = puzzlebox.read(data("rotate", "colours-2x4"))
    assert box.grid.shape == (2, 4) and box.target.tolist() == [[1, 1, 2, 2], [1, 1, 2, 2]]
    lights = puzzlebox.read(data("flip", "lights-out-5x5-all-lit"))
    assert lights.grid.sum() == 25 and lights.target.sum() == 0
    corners = puzzlebox.read(data("hexagon", "order4-corners"))
    assert corners.grid.count() == len([v for v in corners.data["cells"] if v is not None])


def test_limits_mark_partial_results():
    big = puzzlebox.generate("jump", count=1, seed=3, size="9x9")[0]["board"]
    result = puzzlebox.count(big, max_nodes=1000)
    assert result["partial"] and result["status"] == "partial" and result["exit"] == 3
    with pytest.raises(puzzlebox.Error, match="max-memory"):
        puzzlebox.solve(data("jump", "schoenbrunn-2015"), max_memory="lots")


def test_ctrl_c_stops_with_partial_results():
    big = puzzlebox.generate("jump", count=1, seed=3, size="9x9")[0]["board"]
    timer = threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    with pytest.raises(KeyboardInterrupt) as stopped:
        puzzlebox.count(big, time_limit=60)
    timer.join()
    assert stopped.value.partial["partial"] and stopped.value.partial["status"] == "partial"
    # Python's own handler is back: the next call runs whole.
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    assert puzzlebox.solve(data("rotate", "mystery-box"))["solutions"][0]["moves"] == 10


def test_an_ignored_hangup_stays_ignored():
    # Under nohup the host ignores SIGHUP: a call keeps it ignored, so a
    # hangup does not stop it (here the time limit does: exit 3, not 129).
    big = puzzlebox.generate("jump", count=1, seed=3, size="9x9")[0]["board"]
    before = signal.signal(signal.SIGHUP, signal.SIG_IGN)
    try:
        timer = threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGHUP))
        timer.start()
        result = puzzlebox.count(big, time_limit=1)
        timer.join()
        assert signal.getsignal(signal.SIGHUP) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGHUP, before)
    assert result["status"] == "partial" and result["exit"] == 3


def test_errors_carry_the_tools_messages():
    with pytest.raises(puzzlebox.InputError, match=r"bad\.txt:2:"):
        puzzlebox.Board("puzzle jump\nsize 0x5\n", "bad.txt")
    with pytest.raises(puzzlebox.Error, match="unknown family"):
        puzzlebox.generate("sudoku")
    with pytest.raises(puzzlebox.Error, match="--mode"):
        puzzlebox.solve(data("jump", "schoenbrunn-2015"), mode="sideways")


def test_threads_solve_at_once():
    boards = [data("jump", "schoenbrunn-2015"), data("rotate", "mystery-box"), data("flip", "lights-out-5x5-all-lit"),
              data("jump", "schoenbrunn-2023")] * 3
    alone = [puzzlebox.solve(b)["solutions"][0] for b in boards]
    together = [None] * len(boards)

    def work(i):
        together[i] = puzzlebox.solve(boards[i])["solutions"][0]

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(boards))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert [str(s) for s in together] == [str(s) for s in alone]


def test_draw_and_play(tmp_path):
    svg = puzzlebox.draw(data("jump", "schoenbrunn-2015"), solution=True)
    assert svg.startswith("<?xml") and "jump-move" in svg
    pdf = puzzlebox.draw(data("rotate", "mystery-box"), path=tmp_path / "box.pdf")
    assert open(pdf, "rb").read(5) == b"%PDF-"
    page = puzzlebox.play_page(data("flip", "lights-out-5x5-all-lit"))
    assert page.startswith("<!DOCTYPE html>") and "section class=\"play\"" in page


def test_report_rows_are_numbers():
    rows = puzzlebox.report("flip", pattern="plus", rows="1-5", cols="5")
    five = [r for r in rows if r.get("size") == "5x5" or (r.get("rows") == 5 and r.get("cols") == 5)]
    assert five and five[0]["nullity"] == 2 and five[0]["god_number"] == 15
    assert five[0]["solvable_log2"] == 23 and five[0]["solvable_fraction"] == 0.25 and five[0]["god_number_missing"] is None
    six = puzzlebox.report("flip", pattern="plus", rows="6", cols="6", god_cells=30)[0]
    assert six["god_number"] is None and "30 cells" in six["god_number_missing"]
    nine = puzzlebox.report("flip", pattern="plus", rows="9", cols="9")[0]
    assert nine["god_lower"] <= nine["god_upper"] <= 39 and nine["nullity"] == 8


def test_options_do_not_leak_between_calls():
    """One call's max_memory (or quiet) is not the next call's: after a
    refused solve, generate makes its boards and solve still answers."""
    maze = data("jump", "schoenbrunn-2015")
    assert puzzlebox.solve(maze, max_memory="1K")["solutions"][0]["moves"] == 11  # a small maze needs no table
    made = puzzlebox.generate("jump", count=2)
    assert len(made) == 2
    assert puzzlebox.solve(maze)["solutions"][0]["moves"] == 11
    assert puzzlebox.grade(maze)["level"] is not None


def test_a_generate_a_limit_stops_short_raises():
    with pytest.raises(puzzlebox.Error, match="made 0 of 2 boards"):
        puzzlebox.generate("jump", count=2, max_memory="1K")


def test_reads_have_the_tools_caps():
    with pytest.raises(puzzlebox.InputError, match="/dev/zero"):
        puzzlebox.read("/dev/zero")
    with pytest.raises(TypeError):
        puzzlebox.read(5)
    with pytest.raises(TypeError):
        puzzlebox.read(b"puzzle jump\n")


def test_nonsense_options_are_refused():
    maze = data("jump", "schoenbrunn-2015")
    with pytest.raises(puzzlebox.Error, match="mode=None"):
        puzzlebox.solve(maze, mode=None)
    with pytest.raises(puzzlebox.Error, match="all='yes'"):
        puzzlebox.solve(maze, all="yes")
    with pytest.raises(puzzlebox.Error, match="expected a bool"):
        puzzlebox.solve(maze, mode=["expert"])
