#!/usr/bin/env python3
"""An outside re-check of the upper bounds that the linear relaxation proved
(puzzlebox-analyze flip --god-relaxation-nullity N --certificates FILE; the
method is in docs/flip.md). For each shape in the certificates file, plain
Python (flip_kernel.py: its own press matrix and GF(2) kernel, not
puzzlebox's) re-derives the cells' classes and the odd classes' span, then
checks the certificate against them, in exact fractions (where the
certificate has `generator` rows, the bound is on the subcode they span:
each must be a kernel vector, every press set is at least as far from
the subcode as from the kernel, and the classes are the cells' patterns
across the generators instead of a basis):
  - each `fixed` row is one whole class inside the span, of odd size, at
    its larger half, and the fixed classes' patterns are independent (one
    translate of any press set meets all of them);
  - each `vector` row is the restriction, to the classes inside the span,
    of a kernel vector (a GF(2) system solved), and its weight is >= 0;
  - the weights, normalised to sum 1, average the distances to those kernel
    vectors; the average is linear in each class's count, so its largest
    value is a sum over classes of the better end of each count's range;
  - God's number is at most the cells in no kernel vector, plus half the
    cells outside the span, plus that largest average: its floor must be
    the god_upper claimed.
Exit 1 on any failure, 2 on bad usage.
usage: reports/flip_relaxation_check.py CERTIFICATES.csv [...]"""
import csv
import math
import os
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from flip_kernel import add_to_echelon, cell_patterns, kernel_basis, press_rows, reduce  # noqa: E402


def cells_of(hex_digits, n):
    cells = set()
    for i, d in enumerate(hex_digits):
        v = int(d, 16)
        for b in range(4):
            if v >> b & 1:
                cells.add(4 * i + b)
    if any(c >= n for c in cells):
        raise ValueError("a cell past the board")
    return frozenset(cells)


def solvable(equations):
    """Whether x . p = bit for every (p, bit): Gaussian elimination over GF(2)."""
    rows = []  # (pivot-reduced pattern, bit), highest bit first
    for p, bit in equations:
        for q, b in rows:
            if p ^ q < p:
                p, bit = p ^ q, bit ^ b
        if p == 0:
            if bit:
                return False
            continue
        rows.append((p, bit))
        rows.sort(reverse=True)
    return True


def check(shape, rows):
    H, W, pattern, wrap = shape
    n = H * W
    presses = press_rows(H, W, pattern, wrap)
    generators = [cells_of(r["cells"], n) for r in rows if r["kind"] == "generator"]
    for generator in generators:
        toggled = 0
        for cell in generator:
            toggled ^= presses[cell]
        if toggled:
            return "a generator row is not a kernel vector"
    basis = [sum(1 << cell for cell in g) for g in generators] if generators else kernel_basis(presses, n)
    patterns = cell_patterns(basis, n)
    classes = {}
    for cell, p in enumerate(patterns):
        classes.setdefault(p, set()).add(cell)
    zero = len(classes.pop(0, ()))
    span = []
    for p, members in classes.items():
        if len(members) % 2:
            add_to_echelon(p, span)
    inside = {p: frozenset(m) for p, m in classes.items() if reduce(p, span) == 0}
    outside = sum(len(m) for p, m in classes.items() if p not in inside)
    assert all(len(m) % 2 == 0 for p, m in classes.items() if p not in inside), "an odd class outside the odd span"
    class_of = {frozenset(m): p for p, m in inside.items()}
    least = {p: 0 for p in inside}
    fixed_echelon, weights, claimed = [], [], set()
    for r in rows:
        claimed.add(int(r["god_upper"]))
        cells = cells_of(r["cells"], n)
        if r["kind"] == "generator":
            continue
        if r["kind"] == "fixed":
            p = class_of.get(cells)
            if p is None:
                return "a fixed row is not one whole class inside the odd span"
            if len(cells) % 2 == 0 or int(r["value"]) != (len(cells) + 1) // 2:
                return "a fixed row is not an odd class at its larger half"
            if not add_to_echelon(p, fixed_echelon):
                return "the fixed classes' patterns are not independent"
            least[p] = int(r["value"])
        elif r["kind"] == "vector":
            w = Fraction(r["value"])
            if w < 0:
                return "a negative weight"
            cut = [p for p, m in inside.items() if m <= cells]
            if sum(len(inside[p]) for p in cut) != len(cells):
                return "a vector row is not a union of classes inside the odd span"
            if not solvable([(p, 1 if p in cut else 0) for p in inside]):
                return "a vector row is not the restriction of a kernel vector"
            weights.append((w, set(cut)))
        else:
            return f"unknown kind {r['kind']}"
    if len(claimed) != 1:
        return "rows claim different bounds"
    total = sum(w for w, _ in weights)
    if total <= 0:
        return "no weight"
    average = Fraction(0)
    for p, members in inside.items():
        size = len(members)
        cut = sum(w for w, c in weights if p in c) / total
        average += max(cut * (size - a) + (1 - cut) * a for a in (least[p], size))
    bound = zero + Fraction(outside, 2) + average
    upper = claimed.pop()
    if math.floor(bound) != upper:
        return f"the certificate gives {float(bound):.6f}, whose floor is not the claimed {upper}"
    return None, (len(basis), len(weights), float(bound), upper)


def main(paths):
    if not paths:
        print(__doc__.split("usage: ")[1], file=sys.stderr)
        return 2
    failed = checked = 0
    for path in paths:
        shapes = {}
        with open(path, newline="") as f:
            for r in csv.DictReader(f):
                key = (int(r["rows"]), int(r["cols"]), r["pattern"], r["wrap"])
                shapes.setdefault(key, []).append(r)
        for shape, rows in sorted(shapes.items()):
            outcome = check(shape, rows)
            name = f"{shape[0]}x{shape[1]} {shape[2]} {shape[3]}"
            if isinstance(outcome, str):
                print(f"{name}: REFUSED: {outcome}", file=sys.stderr)
                failed += 1
            else:
                k, vectors, bound, upper = outcome[1]
                print(f"{name}: God's number <= {upper} (nullity {k}, {vectors} kernel vectors weighted, average {bound:.6f})")
            checked += 1
    print(f"checked {checked} certificates, {failed} refused")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
