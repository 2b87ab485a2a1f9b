"""Plain-Python flip boards for the outside checks of reports/: the press
matrix of a shape, its GF(2) kernel and each cell's pattern across it, written
afresh (not puzzlebox's code) so that the checks re-derive what they check.
Used by flip_integer_check.sh and flip_relaxation_check.py."""


def press_rows(H, W, pattern, wrap):
    """Per press (row-major), the cells it flips, as a bit mask."""
    def pressed(r, c):
        if pattern == "cross":
            cells = {(r, x) for x in range(W)} | {(y, c) for y in range(H)}
        else:
            cells = {(r, c)} | {(r + dr, c + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))}
        if wrap == "torus":
            cells = {(y % H, x % W) for y, x in cells}
        return sum(1 << (y * W + x) for y, x in cells if 0 <= y < H and 0 <= x < W)
    return [pressed(r, c) for r in range(H) for c in range(W)]


def kernel_basis(rows, n):
    """A basis of the press sets that flip nothing, by Gauss-Jordan on bit rows."""
    m = [sum(((rows[p] >> cell) & 1) << p for p in range(n)) for cell in range(n)]
    pivot_row, rank = {}, 0
    for col in range(n):
        sel = next((i for i in range(rank, n) if (m[i] >> col) & 1), None)
        if sel is None:
            continue
        m[rank], m[sel] = m[sel], m[rank]
        for i in range(n):
            if i != rank and (m[i] >> col) & 1:
                m[i] ^= m[rank]
        pivot_row[col] = rank
        rank += 1
    basis = []
    for free in (c for c in range(n) if c not in pivot_row):
        v = 1 << free
        for col, r in pivot_row.items():
            if (m[r] >> free) & 1:
                v |= 1 << col
        basis.append(v)
    flips = m_transpose(rows, n)
    for v in basis:  # each cell is flipped an even number of times by a kernel vector
        assert all(bin(f & v).count("1") % 2 == 0 for f in flips), "not in the kernel"
    return basis


def m_transpose(rows, n):
    """The cells' rows: per cell, the presses that flip it."""
    return [sum(((rows[p] >> cell) & 1) << p for p in range(n)) for cell in range(n)]


def cell_patterns(basis, n):
    """Per cell, its bits across the kernel basis."""
    return [sum(((b >> cell) & 1) << j for j, b in enumerate(basis)) for cell in range(n)]


def reduce(vector, reduced):
    """The vector reduced by an echelon list (highest bit first); 0 when in its span."""
    for b in reduced:
        vector = min(vector, vector ^ b)
    return vector


def add_to_echelon(vector, reduced):
    """Adds a vector to an echelon list if independent; returns whether it was."""
    r = reduce(vector, reduced)
    if r:
        reduced.append(r)
        reduced.sort(reverse=True)
    return r != 0
