"""puzzlebox from Python: read, solve, analyse, grade, generate and draw
grid puzzles (jump mazes, rotation puzzles, flip boards, magic hexagons).

The work is done by puzzlebox's C++ tools, run inside this process
(``puzzlebox._core``): each call is the command line it names, with the
same checks, limits, messages and results, and without a subprocess.
Results are plain Python: dicts keyed as the tools' JSON (docs/json.md),
grids as numpy arrays, cells as (row, col) tuples counted from 0, paths as
lists of them, counts as int (exact, however large).

    >>> import puzzlebox
    >>> maze = puzzlebox.read("data/jump/schoenbrunn-2015.txt")
    >>> puzzlebox.solve(maze, mode="expert")["solutions"][0]["moves"]
    14

Errors raise ``puzzlebox.Error`` (bad options or input, with the tool's
message: ``file:line: what was expected``); a board that does not read
raises ``puzzlebox.InputError`` (a ValueError). Long calls release the GIL
and honour ``time_limit`` (seconds), ``max_nodes`` and ``max_memory``
("8G"): their results are then marked ``partial``. Ctrl-C stops the search
and raises KeyboardInterrupt, whose ``partial`` attribute holds what was
found. Calls from several threads are safe (they run one at a time).
"""
from __future__ import annotations

import csv
import io
import json
import os
import re
import signal
from typing import Any, Iterable

import numpy as np

from . import _core
from ._core import InputError

__version__ = _core.__version__  # the project's VERSION file, as the tools' --version says
__all__ = ["Board", "Error", "InputError", "FAMILIES", "read", "solve", "count", "analyze", "grade", "generate",
           "draw", "play_page", "report"]

FAMILIES = tuple(_core.families)


class Error(Exception):
    """A call the tools refused: bad options, or input that does not read.
    The message is the tool's (``file:line: what was expected``)."""


def _arguments(options: dict[str, Any]) -> list[str]:
    """Keyword options as the tools' options: time_limit=5 is --time-limit 5,
    expert=True the flag --expert, False leaves a flag out. None is refused
    (leave the option out for its default), as is a value that is not a
    bool, number, string or path."""
    words = []
    for key, value in options.items():
        name = "--" + key.replace("_", "-")
        if value is None:
            raise Error(f"{key}=None: give {name} a value, or leave it out for its default")
        if value is False:
            continue
        if value is True:
            words.append(name)
        elif isinstance(value, (int, float, str, os.PathLike)):
            words += [name, os.fspath(value) if isinstance(value, os.PathLike) else str(value)]
        else:
            raise Error(f"{key}={value!r}: expected a bool, a number, a string or a path")
    return words


def _flag(name: str, value: Any) -> bool:
    """A yes/no argument: only True or False."""
    if not isinstance(value, bool):
        raise Error(f"{name}={value!r}: expected True or False")
    return value


def _last_line(tool: str, code: int, out: str, err: str) -> str:
    """The tool's last line of output; a run that wrote none raises Error
    with the tool's message."""
    lines = out.strip().splitlines()
    if not lines:
        raise Error(err.strip() or f"puzzlebox-{tool} wrote nothing (exit code {code})")
    return lines[-1]


def _run(tool: str, arguments: list[str]) -> tuple[int, str, str]:
    code, out, err, stop = _core.run(tool, [str(word) for word in arguments])
    out, err = out.decode("utf-8", "replace"), err.decode("utf-8", "replace")
    if stop == signal.SIGINT:
        interrupt = KeyboardInterrupt("puzzlebox: stopped by Ctrl-C; .partial holds what was found")
        interrupt.partial = out
        raise interrupt
    if code == 2:
        raise Error(err.replace("Try 'puzzlebox-" + tool + " --help'.", "").strip())
    if code not in (0, 1, 3):
        raise RuntimeError(f"puzzlebox-{tool} ended with exit code {code}: {err.strip()}")
    return code, out, err


def _cell(text: str) -> tuple[int, int]:
    row, col = text.split(",")
    return int(row), int(col)


def _cells(text: str | None) -> list[tuple[int, int]]:
    return [_cell(word) for word in (text or "").split()]


def _number(value: Any) -> Any:
    """A count past 64 bits comes as a string of digits: an int here."""
    if isinstance(value, str) and value.lstrip("-").isdigit():
        return int(value)
    return value


class Board:
    """One board of any family, read and checked by its family's reader.

    ``family``, ``text`` (the board file as the family writes it), ``id``
    (its board ID), ``data`` (its description: the grids and the moves the
    solver's code works out, as the play page gets them), and ``grid``,
    ``target`` as numpy arrays."""

    def __init__(self, text: str, name: str = "<string>"):
        if not isinstance(text, str):
            raise TypeError(f"Board(text): expected the board's text as str, not {type(text).__name__}")
        self._take(_core.read(text, name), name)

    def _take(self, fields: tuple, name: str) -> None:
        self.family, self.text, self.id, description = fields
        self.name = name
        self.data = json.loads(description)

    @classmethod
    def from_file(cls, path: str | os.PathLike) -> "Board":
        """Reads a board file as the tools do, with their caps (256 MiB, 1 MiB
        lines, text only): /dev/zero or an endless pipe is refused, not read."""
        board = cls.__new__(cls)
        board._take(_core.read_file(os.fspath(path)), os.fspath(path))
        return board

    @classmethod
    def from_id(cls, board_id: str) -> "Board":
        return cls(_core.id_text(board_id), board_id)

    def write(self, path: str | os.PathLike) -> None:
        """Writes the board file."""
        with open(path, "w", encoding="utf-8") as file:
            file.write(self.text)

    def _shaped(self, key: str) -> np.ndarray | None:
        values = self.data.get(key)
        if values is None or "rows" not in self.data:
            return None
        return np.array(values, dtype=np.int64).reshape(self.data["rows"], self.data["cols"])

    @property
    def grid(self) -> np.ndarray:
        """The board's numbers as a rows x cols array (a jump maze's values, a
        rotation's labels, a flip board's 1 for a bar lying or a lamp lit); a
        hexagon's cells row by row, the empty ones masked."""
        if "cells" in self.data:
            cells = self.data["cells"]
            return np.ma.masked_array([0 if v is None else v for v in cells], mask=[v is None for v in cells], dtype=np.int64)
        return self._shaped("values" if "values" in self.data else "grid")

    @property
    def target(self) -> np.ndarray | None:
        """The arrangement to reach, for boards that have one (None otherwise)."""
        return self._shaped("target")

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"puzzlebox.Board({self.id!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and other.id == self.id

    def __hash__(self) -> int:
        return hash(self.id)


def read(board: "Board | str | os.PathLike") -> Board:
    """A board from a Board, a board ID, the text of a board file (more than
    one line), or a file's path."""
    if isinstance(board, Board):
        return board
    if not isinstance(board, (str, os.PathLike)):
        raise TypeError(f"read(): expected a Board, a board ID, a board's text or a path, not {type(board).__name__}")
    if isinstance(board, str) and "\n" not in board.strip() and board.split(":")[0] in FAMILIES and ":" in board:
        return Board.from_id(board.strip())
    if isinstance(board, str) and "\n" in board.strip():
        return Board(board)
    return Board.from_file(board)


_CELL = re.compile(r"-?\d+,-?\d+")
_INTEGER = re.compile(r"-?\d+")


def _field(key: str, value: Any) -> Any:
    """A solution's field in Python's terms, by what it holds: cells
    ("4,2 4,1") a list of (row, col), a grid of numbers ("3 17 18 ...") a
    numpy array, moves ("Q2 Q4'") a list of names; other fields as they are."""
    if key in ("path", "cells"):
        words = str(value or "").split()
        return [_cell(w) for w in words] if all(_CELL.fullmatch(w) for w in words) else words
    if key == "values" and isinstance(value, str) and all(_INTEGER.fullmatch(w) for w in value.split()):
        return np.array([int(w) for w in value.split()], dtype=np.int64)
    return value


def _solution(row: dict[str, Any]) -> dict[str, Any]:
    return {key: _field(key, value) for key, value in row.items()}


def _result(board: Board, line: str) -> dict[str, Any]:
    result = json.loads(line)
    result["count"] = _number(result.get("count"))
    if "solutions" in result:
        result["solutions"] = [_solution(row) for row in result["solutions"]]
    result["partial"] = result.get("partial") or (result.get("status") == "partial")
    return result


def solve(board: "Board | str", all: bool = False, **options: Any) -> dict[str, Any]:
    """puzzlebox-solve: the first (optimal) solution, or every one with
    all=True. Options as the tool's (mode="expert", time_limit=10, ...).
    Keys: status, exit, count, nodes, partial, why_not, notes, solutions."""
    board = read(board)
    arguments = [board.id, "--format", "json", "--quiet", *(["--all"] if _flag("all", all) else []), *_arguments(options)]
    try:
        code, out, err = _run("solve", arguments)
    except KeyboardInterrupt as interrupt:
        lines = interrupt.partial.strip().splitlines()
        interrupt.partial = _result(board, lines[-1]) if lines else None
        raise
    return _result(board, _last_line("solve", code, out, err))


def count(board: "Board | str", **options: Any) -> dict[str, Any]:
    """puzzlebox-solve --count: the number of solutions (an exact int) as
    ``count``, with ``status``, ``nodes`` and ``partial``."""
    return solve(board, count=True, **options)


def analyze(board: "Board | str", **options: Any) -> dict[str, Any]:
    """puzzlebox-analyze BOARD: the board's measures, keyed as the CSV columns."""
    board = read(board)
    code, out, err = _run("analyze", [board.id, "--format", "json", "--quiet", *_arguments(options)])
    row = json.loads(_last_line("analyze", code, out, err))
    return {key: _number(value) for key, value in row.items()}


# The measure each family's levels are cut on (analyze columns), the first present.
_SCORES = ("score", "grade", "moves", "fewest_presses")


def grade(board: "Board | str", **options: Any) -> dict[str, Any]:
    """The board's difficulty: ``level`` (easy .. fiendish), ``score`` (the
    family's measure: a jump maze's score, a rotation's or flip's optimal
    moves), ``difficulty`` (the reason in words) and ``percentile`` (where
    it stands among random boards of its shape, where known)."""
    row = analyze(board, **options)
    score = next((row[key] for key in _SCORES if row.get(key) is not None), None)
    return {"level": row.get("level"), "score": score, "difficulty": row.get("difficulty"), "percentile": row.get("percentile")}


def generate(family: str, count: int = 1, seed: int = 1, level: str | None = None, **options: Any) -> list[dict[str, Any]]:
    """puzzlebox-gen FAMILY: ``count`` boards made with ``seed`` (the same
    seed gives the same boards) at ``level`` (easy, medium, hard, fiendish;
    None: the family's default), each re-checked by the solvers. Each is a
    dict of its boards.csv columns (as ``puzzlebox-gen --format json``
    gives them) with ``board`` the Board itself; the run's number for it,
    the JSON's ``board``, is ``board_number`` (pcg32 stream of ``seed``)."""
    arguments = [family, "--count", count, "--seed", seed, "--format", "json", "--quiet"]
    if level is not None:
        arguments += ["--difficulty", level]
    code, out, err = _run("gen", arguments + _arguments(options))
    boards = []
    for line in out.splitlines():
        if not line.strip():
            continue
        row = {key: _number(value) for key, value in json.loads(line).items()}
        row["board_number"] = row.pop("board", None)
        row["board"] = Board(row["text"], row.get("file") or "<generated>")
        boards.append(row)
    if code == 3 and len(boards) < int(count):
        # A limit stopped the run short of `count` (the tool's exit 3): its message, not a short list.
        raise Error(f"made {len(boards)} of {count} boards: " + (err.strip() or "a limit stopped the run"))
    return boards


def draw(board: "Board | str", solution: bool = False, path: str | os.PathLike | None = None, **options: Any) -> str:
    """The board as an SVG picture (with its solution drawn, solution=True):
    the SVG text, or with ``path`` (FILE.svg or FILE.pdf) written there and
    the path returned."""
    board = read(board)
    target = "-" if path is None else os.fspath(path)
    _, out, _ = _run("solve", [board.id, "--svg", target, "--quiet", *(["--solution"] if _flag("solution", solution) else []),
                               *_arguments(options)])
    return out if path is None else target


def play_page(board: "Board | str", path: str | os.PathLike | None = None, **options: Any) -> str:
    """The board's play page (one self-contained HTML file): its text, or
    written to ``path``. puzzlebox.generate(..., html=PATH) puts a run's
    boards on one page."""
    board = read(board)
    target = "-" if path is None else os.fspath(path)
    _, out, _ = _run("solve", [board.id, "--html", target, "--quiet", *_arguments(options)])
    return out if path is None else target


def _value(text: str) -> Any:
    if text == "":
        return None
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def report(family: str, **options: Any) -> list[dict[str, Any]]:
    """puzzlebox-analyze FAMILY: the whole-family report as rows (numbers
    as int or float, empty fields None)."""
    _, out, _ = _run("analyze", [family, "--csv", "-", "--quiet", *_arguments(options)])
    lines = [line for line in out.splitlines() if not line.startswith("#")]
    return [{key: _value(value) for key, value in row.items()} for row in csv.DictReader(io.StringIO("\n".join(lines)))]
