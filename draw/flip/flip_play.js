// puzzlebox play page, the flip family: click a cell to press it (the cells each press flips are in the data).
// Registered with the page's script (draw/play_page.js), which calls
// start, move, solved, draw (and tools, after) as its comment says.
"use strict";
(function (puzzlebox) {
  const el = puzzlebox.el, text = puzzlebox.text, CELL = puzzlebox.CELL;

  // Boards read from an ID or made in the page follow the C++ rules written
  // again here, checked against them by the page's tests (tests/cli/
  // play_id_test.py): each press's cells (flip_pattern_cells, puzzles/flip/
  // flip_board.cpp), Tatham's IDs (puzzles/flip/flip_tatham.cpp), the rules
  // text (flip_rules), and the fewest presses by elimination over GF(2).
  const MAX_CELLS = 1024;  // a press set per cell: a cells x cells matrix, as the C++ reader holds
  const MAX_NULLITY = 12;  // 4096 sets tried for the fewest presses, as the C++ page data gives

  // Merlin's Magic Square: a corner its 2x2 block, an edge its side, the centre its plus.
  function merlinOffsets(r, c) {
    const edgeRow = r !== 1, edgeCol = c !== 1;
    if (edgeRow && edgeCol) return [[0, 0], [0, 1 - c], [1 - r, 0], [1 - r, 1 - c]];
    if (edgeRow) return [[0, -1], [0, 0], [0, 1]];
    if (edgeCol) return [[-1, 0], [0, 0], [1, 0]];
    return [[0, 0], [-1, 0], [1, 0], [0, -1], [0, 1]];
  }
  // Each cell's press set (ascending cells, each once) of a shape {rows, cols, pattern, stencil, sets, torus}.
  function pressSets(shape) {
    const { rows, cols } = shape, all = [];
    for (let cell = 0; cell < rows * cols; ++cell) {
      const r = Math.floor(cell / cols), c = cell % cols;
      let cells = [];
      if (shape.pattern === "cells") cells = shape.sets[cell].slice();
      else if (shape.pattern === "cross") {
        for (let j = 0; j < cols; ++j) cells.push(r * cols + j);
        for (let i = 0; i < rows; ++i) if (i !== r) cells.push(i * cols + c);
      } else {
        const offsets = shape.pattern === "plus" ? [[0, 0], [-1, 0], [1, 0], [0, -1], [0, 1]]
                      : shape.pattern === "merlin" ? merlinOffsets(r, c) : shape.stencil;
        for (const [dr, dc] of offsets) {
          let i = r + dr, j = c + dc;
          if (shape.torus) { i = ((i % rows) + rows) % rows; j = ((j % cols) + cols) % cols; }
          else if (i < 0 || i >= rows || j < 0 || j >= cols) continue;
          cells.push(i * cols + j);
        }
      }
      all.push(Array.from(new Set(cells)).sort((a, b) => a - b));
    }
    return all;
  }
  const local = (data) => data.presses.every((set, cell) => set.every((other) =>
    Math.abs(Math.floor(other / data.cols) - Math.floor(cell / data.cols)) <= 1 && Math.abs(other % data.cols - cell % data.cols) <= 1));

  function rulesText(shape, data) {
    const bars = shape.pattern === "cross";
    const rules = {
      cross: bars ? "Press a bar: it and every bar in its row and column turn a quarter turn" : "",
      plus: "Press a lamp: it and its four neighbours switch, on to off and off to on",
      stencil: "Press a cell: the " + (shape.stencil || []).length + " lamps of its stencil switch",
      merlin: "Press a lamp: a corner switches its 2x2 block, an edge lamp its side of three, the centre itself and its four neighbours",
      cells: local(data) ? "Press a lamp: the lamps its corner diagram shows switch" : "Press a lamp: its own set of lamps switches",
    }[shape.pattern];
    const off = data.target.every((cell) => cell === 0);
    return rules + (shape.torus ? ", wrapping round the edges" : "") + ". " +
      (off ? (bars ? "Stand every bar upright to open the door." : "Turn every lamp off.")
           : (bars ? "Make the bars match the target beside the board." : "Make the lamps match the target beside the board."));
  }

  // Gaussian elimination over GF(2) on the press matrix: a set of presses
  // taking the grid to the target (null: none) and a basis of the press sets
  // that change nothing.
  function solveGf2(data) {
    const n = data.rows * data.cols, words = (n + 31) >>> 5;
    // Row k of the system: which presses flip cell k, and the cell's difference.
    const rows = [];
    for (let cell = 0; cell < n; ++cell) rows.push({ bits: new Uint32Array(words), rhs: data.grid[cell] ^ data.target[cell] });
    data.presses.forEach((set, press) => { for (const cell of set) rows[cell].bits[press >>> 5] |= 1 << (press & 31); });
    const pivotOf = new Int32Array(n).fill(-1);  // press column: its pivot row
    let rank = 0;
    for (let col = 0; col < n && rank < n; ++col) {
      const w = col >>> 5, bit = 1 << (col & 31);
      let found = -1;
      for (let r = rank; r < n; ++r) if (rows[r].bits[w] & bit) { found = r; break; }
      if (found < 0) continue;
      [rows[rank], rows[found]] = [rows[found], rows[rank]];
      for (let r = 0; r < n; ++r)
        if (r !== rank && rows[r].bits[w] & bit) {
          for (let k = 0; k < words; ++k) rows[r].bits[k] ^= rows[rank].bits[k];
          rows[r].rhs ^= rows[rank].rhs;
        }
      pivotOf[col] = rank++;
    }
    for (let r = rank; r < n; ++r) if (rows[r].rhs) return { presses: null, kernel: null };
    const presses = [];
    for (let col = 0; col < n; ++col) if (pivotOf[col] >= 0 && rows[pivotOf[col]].rhs) presses.push(col);
    const kernel = [];
    for (let free = 0; free < n; ++free) {
      if (pivotOf[free] >= 0) continue;
      const vector = [free];
      for (let col = 0; col < n; ++col)
        if (pivotOf[col] >= 0 && rows[pivotOf[col]].bits[free >>> 5] & (1 << (free & 31))) vector.push(col);
      kernel.push(vector.sort((a, b) => a - b));
    }
    return { presses: presses, kernel: kernel };
  }
  // The lightest of `presses` plus each set of the kernel's span.
  function fewest(presses, kernel, n) {
    const base = new Uint8Array(n);
    for (const cell of presses) base[cell] ^= 1;
    let best = null, bestWeight = Infinity;
    for (let mask = 0; mask < (1 << kernel.length); ++mask) {
      const set = base.slice();
      kernel.forEach((vector, k) => { if (mask & (1 << k)) for (const cell of vector) set[cell] ^= 1; });
      const weight = set.reduce((a, b) => a + b, 0);
      if (weight < bestWeight) { best = set; bestWeight = weight; }
    }
    const cells = [];
    best.forEach((on, cell) => { if (on) cells.push(cell); });
    return cells;
  }

  const sameShape = (a, b) => !!a && !!b && a.rows === b.rows && a.cols === b.cols &&
    JSON.stringify(a.presses) === JSON.stringify(b.presses);

  // The page's data of a board, as flip_play_data writes it (with the
  // fewest presses, where the kernel is small enough to try), and its level
  // where the board it replaces has the same press sets and its levels.
  // (`known`: the presses and kernel already worked out, for a board made from `from`'s.)
  function made(shape, grid, target, from, known) {
    const data = { family: "flip", rows: shape.rows, cols: shape.cols, bars: shape.pattern === "cross", grid: grid, target: target,
                   shape: { pattern: shape.pattern, stencil: shape.stencil || [], torus: shape.torus } };
    data.presses = known ? from.presses : pressSets(shape);
    const solved = known || solveGf2(data);
    const small = solved.kernel && solved.kernel.length <= MAX_NULLITY;
    data.solution = solved.presses ? (small ? fewest(solved.presses, solved.kernel, grid.length) : solved.presses) : null;
    data.kernel = small ? solved.kernel : null;
    let level = "";
    if (sameShape(data, from) && from.levels && data.kernel) {
      data.levels = from.levels;
      for (const [name, [low, high]] of Object.entries(from.levels))
        if (data.solution.length >= low && data.solution.length <= high) level = name;
    }
    return { data: data, id: idOf(shape, data), level: level, presses: data.solution ? data.solution.length : null,
             rules: rulesText(shape, data) };
  }

  function idOf(shape, data) {
    const rowsOf = (cells) => {
      const rows = [];
      for (let r = 0; r < shape.rows; ++r) rows.push(cells.slice(r * shape.cols, (r + 1) * shape.cols).map(String));
      return rows;
    };
    const items = [["size", [shape.rows + "x" + shape.cols]], ["pattern", [shape.pattern]]];
    if (shape.pattern === "stencil") items.push(["stencil", shape.stencil.map(([dr, dc]) => dr + "," + dc)]);
    if (shape.pattern === "cells")
      items.push(["presses", null, shape.sets.map((set) => {
        const on = new Array(shape.rows * shape.cols).fill(0);
        for (const cell of set) on[cell] = 1;
        return rowsOf(on).map((row) => row.join(""));
      })]);
    if (shape.torus) items.push(["wrap", ["torus"]]);
    items.push(["grid", null, rowsOf(data.grid)]);
    if (data.target.some((cell) => cell)) items.push(["target", null, rowsOf(data.target)]);
    return puzzlebox.writeId("flip", items);
  }

  // Tatham's Flip ID: "WxH[c|r]:MATRIX,GRID", hex, most significant bit first.
  function readTatham(rest) {
    const match = /^([0-9]+)(?:x([0-9]+))?[cr]?:([0-9a-fA-F]*),([0-9a-fA-F]*)$/.exec(rest);
    if (!match) return { refused: "expected Tatham's Flip ID WxH:MATRIX,GRID (hex digits)." };
    const cols = puzzlebox.integer(match[1], 1, MAX_CELLS), rows = puzzlebox.integer(match[2] || match[1], 1, MAX_CELLS);
    if (!cols || !rows || rows * cols > MAX_CELLS) return { refused: "a Tatham ID holds the cells x cells press matrix: up to " + MAX_CELLS + " cells." };
    const n = rows * cols;
    const bits = (hex, count, what) => {
      if (hex.length !== Math.ceil(count / 4)) return what + " has " + hex.length + " hex digits, expected " + Math.ceil(count / 4) + ".";
      const out = [];
      for (let i = 0; i < count; ++i) out.push((parseInt(hex[i >> 2], 16) >> (3 - (i & 3))) & 1);
      return out;
    };
    const matrix = bits(match[3], n * n, "the press matrix"), grid = bits(match[4], n, "the grid");
    if (typeof matrix === "string") return { refused: matrix };
    if (typeof grid === "string") return { refused: grid };
    const sets = [];
    for (let press = 0; press < n; ++press) {
      const set = [];
      for (let cell = 0; cell < n; ++cell) if (matrix[press * n + cell]) set.push(cell);
      sets.push(set);
    }
    // A named pattern where the matrix is one, as the C++ reader names it.
    let shape = { rows: rows, cols: cols, pattern: "cells", sets: sets, torus: false };
    for (const named of ["plus", "merlin"]) {
      if (named === "merlin" && (rows !== 3 || cols !== 3)) continue;
      const plain = { rows: rows, cols: cols, pattern: named, torus: false };
      if (JSON.stringify(pressSets(plain)) === JSON.stringify(sets)) { shape = plain; break; }
    }
    return { shape: shape, grid: grid };
  }

  // A puzzlebox flip ID (puzzles/flip/flip_format.cpp's keys).
  function readOwn(rest) {
    const items = puzzlebox.idItems(rest);
    if (items.refused) return items;
    for (const key of Object.keys(items))
      if (!["size", "pattern", "stencil", "presses", "wrap", "grid", "target"].includes(key)) return { refused: "unknown key '" + key + "'." };
    for (const key of ["size", "pattern", "grid"]) if (!items[key]) return { refused: "no '" + key + "'." };
    const one = (key) => (items[key].words && items[key].words.length === 1 ? items[key].words[0] : null);
    const shapeOf = puzzlebox.size(one("size"), MAX_CELLS);
    if (!shapeOf || shapeOf[0] * shapeOf[1] > MAX_CELLS) return { refused: "expected size=RxC, up to " + MAX_CELLS + " cells on this page." };
    const [rows, cols] = shapeOf, n = rows * cols;
    const pattern = one("pattern");
    if (!["cross", "plus", "stencil", "merlin", "cells"].includes(pattern)) return { refused: "expected pattern cross, plus, stencil, merlin or cells." };
    const shape = { rows: rows, cols: cols, pattern: pattern, torus: false };
    if (items.wrap) {
      if (!["torus", "none"].includes(one("wrap"))) return { refused: "expected wrap=torus or none." };
      shape.torus = one("wrap") === "torus";
    }
    if ((pattern === "stencil") !== !!items.stencil) return { refused: "a stencil goes with pattern=stencil, and only with it." };
    if ((pattern === "cells") !== !!items.presses) return { refused: "a presses block goes with pattern=cells, and only with it." };
    if (pattern === "merlin" && (rows !== 3 || cols !== 3)) return { refused: "Merlin's Magic Square is 3x3." };
    if ((pattern === "merlin" || pattern === "cells") && shape.torus) return { refused: "wrap=torus is for patterns of offsets." };
    if (items.stencil) {
      shape.stencil = [];
      for (const word of items.stencil.words || []) {
        const match = /^(-?[0-9]+),(-?[0-9]+)$/.exec(word);
        if (!match) return { refused: "expected stencil offsets dr,dc joined by '+'." };
        shape.stencil.push([Number(match[1]), Number(match[2])]);
      }
      if (!shape.stencil.length) return { refused: "expected stencil offsets dr,dc joined by '+'." };
    }
    const cellsOf = (key) => {
      const rowsRead = items[key].rows;
      if (!rowsRead || rowsRead.length !== rows || rowsRead.some((row) => row.length !== cols || row.some((v) => v !== "0" && v !== "1")))
        return null;
      return [].concat(...rowsRead).map(Number);
    };
    if (items.presses) {
      const setRows = items.presses.rows;
      if (!setRows || setRows.length !== n) return { refused: "expected presses/ with a row for each of the " + n + " cells." };
      shape.sets = [];
      for (const row of setRows) {
        if (row.length !== rows || row.some((word) => !new RegExp("^[01]{" + cols + "}$").test(word)))
          return { refused: "a presses row is " + rows + " words of " + cols + " 0s and 1s." };
        const set = [];
        Array.from(row.join("")).forEach((bit, cell) => { if (bit === "1") set.push(cell); });
        shape.sets.push(set);
      }
    }
    const grid = cellsOf("grid"), target = items.target ? cellsOf("target") : new Array(n).fill(0);
    if (!grid || !target) return { refused: "expected grid/ (and target/) with " + rows + " rows of " + cols + " 0s and 1s." };
    return { shape: shape, grid: grid, target: target };
  }

  puzzlebox.families.flip = {
    start(data) { return { grid: data.grid.slice(), pressed: data.grid.map(() => 0) }; },
    solved(data, state) {
      return state.grid.every((on, i) => on === data.target[i]) ? { words: data.bars ? "Solved: the door opens." : "Solved." } : null;
    },
    draw(data, state, svg, act) {
      svg.setAttribute("viewBox", "0 0 " + data.cols * CELL + " " + data.rows * CELL);
      svg.setAttribute("width", data.cols * CELL);
      state.grid.forEach((on, i) => {
        const x = (i % data.cols) * CELL, y = Math.floor(i / data.cols) * CELL;
        const group = el("g", { class: "cell" + (on ? " on" : ""), "data-cell": i }, svg);
        el("rect", { x: x, y: y, width: CELL, height: CELL }, group);
        if (data.bars) {
          const long = 0.76 * CELL, short = 0.24 * CELL, w = on ? long : short, h = on ? short : long;
          el("rect", { x: x + (CELL - w) / 2, y: y + (CELL - h) / 2, width: w, height: h, rx: 4, class: "bar" }, group);
        } else {
          el("circle", { cx: x + CELL / 2, cy: y + CELL / 2, r: 0.3 * CELL, class: "lamp" }, group);
        }
        group.addEventListener("click", () => act(i));
      });
    },
    move(data, state, cell) {
      const grid = state.grid.slice();
      for (const flipped of data.presses[cell]) grid[flipped] ^= 1;
      const pressed = (state.pressed || data.grid.map(() => 0)).slice();
      pressed[cell] ^= 1;
      return { state: { grid: grid, pressed: pressed }, name: puzzlebox.cellName(data, cell) };
    },
    points(data) { return puzzlebox.gridPoints(data); },
    activate(data, state, cell) { return cell; },
    // The fewest presses from here: presses commute and a second press undoes
    // the first, so they are the solution's presses plus those made (mod 2)
    // plus any set of the kernel (presses that change nothing): the lightest of
    // those 2^k sets.
    hint(data, state) {
      if (!data.solution) return { words: "this board has no solution." };
      const made = data.solution.slice();
      (state.pressed || []).forEach((p, cell) => { if (p) made.push(cell); });
      const best = fewest(made, data.kernel || [], data.grid.length), bestWeight = best.length;
      const cell = best.length ? best[0] : -1;
      if (cell < 0) return { words: "no press is needed." };
      const how = data.kernel ? " at the fewest" : ": a solution, not proven the fewest";
      return { what: cell, mark: cell, words: "press " + puzzlebox.cellName(data, cell) + " (" + bestWeight + " press" +
               (bestWeight === 1 ? "" : "es") + " from here" + how + ")." };
    },
    reveal(data) { return data.solution ? data.solution.slice() : null; },
    // Tatham's ID (it begins with a digit) or puzzlebox's.
    read(rest, from) {
      const read = /^[0-9]/.test(rest) ? readTatham(rest) : readOwn(rest);
      if (read.refused) return read;
      return made(read.shape, read.grid, read.target || read.grid.map(() => 0), from);
    },
    // A new board of this one's press sets and target at `level`: a random
    // set of presses of a size in the level's band, kept when its fewest
    // presses (over the kernel) are in the band too, and another board than
    // the one shown where one comes.
    make(from, level) {
      const band = from.levels && from.levels[level || "medium"];
      if (!band || !from.kernel) return { refused: "New puzzle needs the fewest presses of this shape: this page has no levels for it." };
      const n = from.rows * from.cols, [low, high] = band;
      const shape = Object.assign({ rows: from.rows, cols: from.cols, sets: from.presses }, from.shape);
      let again = null;  // the board shown, kept only if no other comes
      for (let tries = 0; tries < 5000; ++tries) {
        const count = low + puzzlebox.below(Math.min(high, n) - low + 1);
        const chosen = new Set();
        while (chosen.size < count) chosen.add(puzzlebox.below(n));
        const grid = from.target.slice();
        for (const press of chosen) for (const cell of from.presses[press]) grid[cell] ^= 1;
        const presses = fewest(Array.from(chosen), from.kernel, n);
        if (presses.length < low || presses.length > high) continue;
        const board = made(shape, grid, from.target.slice(), from, { presses: presses, kernel: from.kernel });
        if (grid.join("") !== from.grid.join("")) return board;
        again = board;
      }
      if (again) return again;
      return { refused: "No " + (level || "medium") + " board of this shape came in 5000 tries: try again." };
    },
  };
})(puzzlebox);
