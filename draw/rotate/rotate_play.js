// puzzlebox play page, the rotate family: click a block's button (or press its number) to turn it (each
// move's permutation is in the data). The hint searches for the next move of a shortest solution.
// Orientable tiles (data.turned: each tile's clockwise quarter turns from upright) turn with
// their block, carry a wedge at their top, and must end upright.
// Registered with the page's script (draw/play_page.js), which calls
// start, move, solved, draw (and tools, after) as its comment says.
"use strict";
(function (puzzlebox) {
  const el = puzzlebox.el, text = puzzlebox.text, CELL = puzzlebox.CELL;
  // A move (undone: turned back) on labels and, orientable, the tiles' turns.
  const turnIt = (m, grid, turned, undone) => {
    const sources = undone ? m.back : m.sources, q = undone ? 4 - m.quarters : m.quarters;
    const g = sources.map((s) => grid[s]);
    if (!turned) return [g, null];
    const t = sources.map((s) => turned[s]);
    for (const c of m.cells) t[c] = (t[c] + q) % 4;
    return [g, t];
  };
  // The searches' states: a string of one character a cell (its label's place
  // among the target's labels), then one a tile's turn when orientable.
  // key(grid, turned) and state(key) -> [grid, turned] go between the two;
  // turn(key, move, undone) is turnIt on a key.
  function encoding(data) {
    const n = data.target.length, oriented = !!data.turned;
    const labels = Array.from(new Set(data.target)).sort((a, b) => a - b), place = new Map(labels.map((l, i) => [l, i]));
    const buffer = new Uint16Array(oriented ? 2 * n : n);
    return {
      key: (grid, turned) => String.fromCharCode(...grid.map((l) => place.get(l)), ...(oriented ? turned : [])),
      state: (k) => [Array.from({ length: n }, (_, i) => labels[k.charCodeAt(i)]),
                     oriented ? Array.from({ length: n }, (_, i) => k.charCodeAt(n + i)) : null],
      turn(k, m, undone) {
        const sources = undone ? m.back : m.sources, q = undone ? 4 - m.quarters : m.quarters;
        for (let i = 0; i < n; ++i) buffer[i] = k.charCodeAt(sources[i]);
        if (oriented) {
          for (let i = 0; i < n; ++i) buffer[n + i] = k.charCodeAt(n + sources[i]);
          for (const c of m.cells) buffer[n + c] = (buffer[n + c] + q) % 4;
        }
        return String.fromCharCode.apply(null, buffer);
      },
    };
  }

  // Boards read from an ID or made in the page follow the C++ rules written
  // again here, checked against them by the page's tests (tests/cli/
  // play_id_test.py): the moves (rotate_moves, rotate_move_sources,
  // rotate_block_cells in puzzles/rotate/rotate_board.cpp), the reader's
  // checks (rotate_format.cpp), Tatham's Twiddle IDs (rotate_tatham.cpp) and
  // the rules text (rotate_rules).
  const MAX_SIDE = 10;         // RotateBoard::max_side
  const MAX_SPACE = 400000;    // rotate_page_space: the most states searched here
  const WAY_UP = "urdl";       // a tile's way up, by clockwise quarter turns

  // Where each cell's label comes from after block `block` turns `quarters`
  // clockwise quarter turns (after[i] = before[source[i]]).
  function sourcesOf(rows, cols, side, block, quarters) {
    const source = Array.from({ length: rows * cols }, (_, i) => i);
    const perRow = cols - side + 1, top = Math.floor(block / perRow), left = block % perRow;
    for (let i = 0; i < side; ++i)
      for (let j = 0; j < side; ++j) {
        let si = i, sj = j;  // one clockwise quarter turn: new (i, j) = old (side-1-j, i)
        for (let q = 0; q < quarters; ++q) [si, sj] = [side - 1 - sj, si];
        source[(top + i) * cols + left + j] = (top + si) * cols + left + sj;
      }
    return source;
  }
  // The shape's moves block by block (clockwise, then back, then half), as the page data lists them.
  function movesOf(rows, cols, side, turns) {
    const moves = [], perRow = cols - side + 1, blocks = (rows - side + 1) * perRow;
    const quarters = turns === "cw" ? [1] : turns === "both" ? [1, 3] : [1, 3, 2];
    for (let block = 0; block < blocks; ++block)
      for (const q of quarters) {
        const top = Math.floor(block / perRow), left = block % perRow, cells = [];
        for (let i = 0; i < side; ++i) for (let j = 0; j < side; ++j) cells.push((top + i) * cols + left + j);
        moves.push({ name: "Q" + (block + 1) + (q === 3 ? "'" : q === 2 ? "^2" : ""), block: block, quarters: q,
                     sources: sourcesOf(rows, cols, side, block, q), back: sourcesOf(rows, cols, side, block, (4 - q) % 4),
                     cells: cells });
      }
    return moves;
  }
  const upright = (data) => (data.turned ? data.target.map(() => 0) : null);
  const plainTarget = (data) => data.target.every((label, i) => label === i + 1);

  // A shortest solution from (grid, turned) as moves, or null: a breadth-first
  // search from both ends (forward from here, backward from the target by the
  // moves' inverses) until they meet, up to MAX_SPACE arrangements of 12
  // cells (fewer of larger boards: the memory of as many cells).
  function shortest(data, grid, turned) {
    const most = Math.floor(MAX_SPACE * Math.min(1, 12 / grid.length)), code = encoding(data);
    const goal = code.key(data.target, upright(data)), start = code.key(grid, turned);
    if (start === goal) return [];
    const forward = new Map([[start, { depth: 0 }]]), backward = new Map([[goal, 0]]);
    let front = [start], back = [goal], depth = 0, meet = null;
    const meets = (k, total) => { if (!meet || total < meet.total) meet = { at: k, total: total }; };
    while (!meet && front.length && back.length && forward.size + backward.size < most) {
      const next = [];
      if (front.length <= back.length) {
        for (const from of front) {
          if (forward.size + backward.size >= most) return null;  // past the cap inside a layer: no shortest known
          const d = forward.get(from).depth + 1;
          for (const m of data.moves) {
            const k = code.turn(from, m, false);
            if (forward.has(k)) continue;
            forward.set(k, { from: from, move: m, depth: d });
            if (backward.has(k)) meets(k, d + backward.get(k));
            next.push(k);
          }
        }
        front = next;
      } else {
        ++depth;
        for (const from of back) {
          if (forward.size + backward.size >= most) return null;
          for (const m of data.moves) {
            const k = code.turn(from, m, true);
            if (backward.has(k)) continue;
            backward.set(k, depth);
            if (forward.has(k)) meets(k, forward.get(k).depth + depth);
            next.push(k);
          }
        }
        back = next;
      }
    }
    if (!meet) return null;
    // Back to here through the forward search, then on to the target down the backward one's depths.
    const path = [];
    for (let at = meet.at; forward.get(at).move; at = forward.get(at).from) path.unshift(forward.get(at).move);
    for (let at = meet.at, left = backward.get(at); left > 0; --left) {
      const m = data.moves.find((x) => backward.get(code.turn(at, x, false)) === left - 1);
      path.push(m);
      at = code.turn(at, m, false);
    }
    return path;
  }

  // Every state of data's shape the moves reach from the target, with its
  // distance, or null past MAX_SPACE; kept by shape: {distance (a Map by
  // key), code (the encoding)}.
  const spaces = new Map();
  function wholeSpace(data) {
    const shape = [data.rows, data.cols, data.block, data.turns, data.target.join(","), !!data.turned].join(":");
    if (spaces.has(shape)) return spaces.get(shape);
    const code = encoding(data), goal = code.key(data.target, upright(data));
    const distance = new Map([[goal, 0]]);
    let layer = [goal];
    for (let d = 1; layer.length && distance.size <= MAX_SPACE; ++d) {
      const next = [];
      for (const from of layer)
        for (const m of data.moves) {
          const k = code.turn(from, m, true);
          if (distance.has(k)) continue;
          distance.set(k, d);
          next.push(k);
        }
      layer = next;
    }
    const space = distance.size <= MAX_SPACE ? { distance: distance, code: code } : null;
    spaces.set(shape, space);
    return space;
  }

  function rulesText(data) {
    const turns = { cw: "a quarter turn clockwise.", both: "a quarter turn, clockwise or back (Q1').",
                    half: "a quarter turn either way (Q1') or a half turn (Q1^2)." }[data.turns];
    return "Press a button Q1, Q2, .. to turn the " + data.block + "x" + data.block + " block around it " + turns +
      (plainTarget(data) ? " Put the numbers in order, 1 to N row by row." : " Make the board read as the target beside it.") +
      (data.turned ? " The tiles turn with their block; the wedge on each points to its top, and every tile must end " +
                     "upright (wedge at the top)." : "");
  }
  function idOf(data) {
    const rowsOf = (values) => Array.from({ length: data.rows }, (_, r) => values.slice(r * data.cols, (r + 1) * data.cols).map(String));
    const items = [["size", [data.rows + "x" + data.cols]], ["block", [String(data.block)]], ["turns", [data.turns]],
                   ["grid", null, rowsOf(data.grid)]];
    if (!plainTarget(data)) items.push(["target", null, rowsOf(data.target)]);
    if (data.turned) items.push(["orientation", null, rowsOf(data.turned.map((q) => WAY_UP[q]))]);
    return puzzlebox.writeId("rotate", items);
  }
  const sameShape = (a, b) => !!a && !!b && a.family === "rotate" && a.rows === b.rows && a.cols === b.cols &&
    a.block === b.block && a.turns === b.turns && !a.turned === !b.turned && a.target.join(",") === b.target.join(",");

  // The page's data of a board, as rotate_play_data writes it, with a
  // shortest solution where the search here finds one (`path`: known
  // already), and its level where the board it replaces has the same shape
  // and its levels.
  function made(shape, grid, target, turned, from, path) {
    const data = { family: "rotate", rows: shape.rows, cols: shape.cols, block: shape.block,
                   blocks: (shape.rows - shape.block + 1) * (shape.cols - shape.block + 1), turns: shape.turns,
                   grid: grid, target: target, turned: turned };
    data.moves = movesOf(shape.rows, shape.cols, shape.block, shape.turns);
    const solution = path || shortest(data, grid, turned);
    data.solution = solution ? solution.map((m) => ({ block: m.block, quarters: m.quarters })) : null;
    let level = "";
    if (sameShape(data, from) && from.levels) {
      data.levels = from.levels;
      for (const [name, [low, high]] of Object.entries(from.levels))
        if (solution && solution.length >= low && solution.length <= high) level = name;
    }
    return { data: data, id: idOf(data), level: level, rules: rulesText(data) };
  }

  // Tatham's Twiddle ID: "W[xH][nN][r][o][mK]:LABELS", each label followed
  // by its tile's way up when orientable ('o'); turned either way, the
  // labels' sorted order the target.
  function readTwiddle(rest) {
    const colon = rest.indexOf(":");
    if (colon < 0) return { refused: "expected Tatham's Twiddle ID WxHnN:LABELS." };
    const params = /^([0-9]+)(?:x([0-9]+))?(?:n([0-9]+))?((?:[ro]|m[0-9]+)*)$/.exec(rest.slice(0, colon));
    if (!params) return { refused: "Twiddle's parameters '" + rest.slice(0, colon) + "': expected W[xH][nN], then r, o or mK." };
    const cols = puzzlebox.integer(params[1], 1, MAX_SIDE), rows = params[2] === undefined ? cols : puzzlebox.integer(params[2], 1, MAX_SIDE);
    const side = params[3] === undefined ? 2 : puzzlebox.integer(params[3], 2, MAX_SIDE);
    if (!cols || !rows || !side) return { refused: "Twiddle's width, height and block side are 1 to " + MAX_SIDE + " (the block 2 or more)." };
    if (side > rows || side > cols) return { refused: "a " + side + "x" + side + " block does not fit a " + cols + "x" + rows + " board." };
    const orientable = /o/.test(params[4].replace(/m[0-9]+/g, "")), n = rows * cols;
    const tiles = orientable ? /^([0-9]+[udlr])*$/ : /^[0-9]+(,[0-9]+)*$/;
    const body = rest.slice(colon + 1);
    if (!tiles.test(body))
      return { refused: orientable ? "expected each label followed by its tile's way up (u, l, d or r)."
                                   : "expected the labels joined by ','" + (/[udlr]/.test(body) ? " (orientation letters need 'o' in the parameters)." : ".") };
    const grid = [], turned = orientable ? [] : null;
    for (const match of body.matchAll(orientable ? /([0-9]+)([udlr])/g : /[0-9]+/g)) {
      grid.push(puzzlebox.integer(orientable ? match[1] : match[0], 0, 1e9));
      if (orientable) turned.push(WAY_UP.indexOf(match[2]));
    }
    if (grid.length !== n) return { refused: "expected " + n + " tiles for " + cols + "x" + rows + ", got " + grid.length + "." };
    if (grid.some((label) => label === null)) return { refused: "a label is past 10^9." };
    return { shape: { rows: rows, cols: cols, block: side, turns: "both" }, grid: grid, target: grid.slice().sort((a, b) => a - b),
             turned: turned };
  }
  // A puzzlebox rotate ID (rotate_format.cpp's keys), checked as the reader checks a file.
  function readOwn(rest) {
    const items = puzzlebox.idItems(rest);
    if (items.refused) return items;
    for (const key of Object.keys(items))
      if (!["size", "block", "turns", "grid", "target", "orientation"].includes(key)) return { refused: "unknown key '" + key + "'." };
    for (const key of ["size", "block", "grid"]) if (!items[key]) return { refused: "no '" + key + "'." };
    const one = (key) => (items[key].words && items[key].words.length === 1 ? items[key].words[0] : null);
    const sides = puzzlebox.size(one("size"), MAX_SIDE);
    if (!sides || sides[0] < 2 || sides[1] < 2) return { refused: "expected size=HxW with 2 <= H, W <= " + MAX_SIDE + "." };
    const [rows, cols] = sides;
    const side = puzzlebox.integer(one("block") || "", 2, MAX_SIDE);
    if (side === null) return { refused: "expected block=k, a block side from 2 to " + MAX_SIDE + "." };
    if (side > Math.min(rows, cols)) return { refused: "a " + side + "x" + side + " block does not fit on a " + rows + "x" + cols + " board." };
    const turns = items.turns ? one("turns") : "cw";
    if (!["cw", "both", "half"].includes(turns)) return { refused: "expected turns=cw, both or half." };
    const block = (key, read) => {
      const got = items[key].rows;
      if (!got || got.length !== rows || got.some((row) => row.length !== cols)) return null;
      const values = [].concat(...got).map(read);
      return values.some((value) => value === null) ? null : values;
    };
    const grid = block("grid", (v) => puzzlebox.integer(v, -1e9, 1e9));
    if (!grid) return { refused: "expected grid/ with " + rows + " rows of " + cols + " integer labels." };
    const plain = Array.from({ length: rows * cols }, (_, i) => i + 1);
    const target = items.target ? block("target", (v) => puzzlebox.integer(v, -1e9, 1e9)) : plain;
    if (!target) return { refused: "expected target/ with " + rows + " rows of " + cols + " integer labels." };
    const sorted = (labels) => labels.slice().sort((a, b) => a - b).join(",");
    if (sorted(grid) !== sorted(target))
      return { refused: items.target ? "the target is not a rearrangement of the grid's labels."
                                     : "without a target, the grid must hold 1.." + rows * cols + " (the default target)." };
    let turned = null;
    if (items.orientation) {
      turned = block("orientation", (v) => (WAY_UP.includes(v) && v.length === 1 ? WAY_UP.indexOf(v) : null));
      if (!turned) return { refused: "expected orientation/ with " + rows + " rows of " + cols + " letters u, r, d or l." };
    }
    return { shape: { rows: rows, cols: cols, block: side, turns: turns }, grid: grid, target: target, turned: turned };
  }

  puzzlebox.families.rotate = {
    start(data) { return { grid: data.grid.slice(), turned: data.turned ? data.turned.slice() : null, quarters: 1 }; },
    solved(data, state) {
      const upright = !state.turned || state.turned.every((q) => q === 0);
      return upright && state.grid.every((label, i) => label === data.target[i]) ? { words: "Solved." } : null;
    },
    draw(data, state, svg, act) {
      const across = data.cols - data.block + 1;
      const targetLeft = data.cols * CELL + 24, small = 22;
      const plain = plainTarget(data);
      const width = plain ? data.cols * CELL : targetLeft + data.cols * small;
      svg.setAttribute("viewBox", "0 0 " + width + " " + data.rows * CELL);
      svg.setAttribute("width", width);
      state.grid.forEach((label, i) => {
        const x = (i % data.cols) * CELL, y = Math.floor(i / data.cols) * CELL;
        const group = el("g", { class: "cell", "data-cell": i }, svg);
        el("rect", { x: x, y: y, width: CELL, height: CELL }, group);
        text(group, x + CELL / 2, y + CELL / 2, String(label), { class: "value" });
        if (state.turned) {  // a wedge inside the edge the tile's top points to
          const dx = [0, 1, 0, -1][state.turned[i]], dy = [-1, 0, 1, 0][state.turned[i]];
          const cx = x + CELL / 2, cy = y + CELL / 2, tip = 0.46 * CELL, base = 0.32 * CELL, half = 0.13 * CELL;
          const points = [[cx + tip * dx, cy + tip * dy], [cx + base * dx - half * dy, cy + base * dy + half * dx],
                          [cx + base * dx + half * dy, cy + base * dy - half * dx]];
          el("polygon", { points: points.map((p) => p.join(",")).join(" "), class: "way-up" }, group);
        }
      });
      if (!plain) {
        data.target.forEach((label, i) => {
          const x = targetLeft + (i % data.cols) * small, y = Math.floor(i / data.cols) * small;
          el("rect", { x: x, y: y, width: small, height: small, class: "target" }, svg);
          text(svg, x + small / 2, y + small / 2, String(label), { "font-size": 11 });
        });
      }
      for (let block = 0; block < data.blocks; ++block) {
        const cx = (block % across + data.block / 2) * CELL, cy = (Math.floor(block / across) + data.block / 2) * CELL;
        const odd = data.block % 2 === 1;
        const group = el("g", { class: "button", "data-block": "Q" + (block + 1) }, svg);
        if (odd) {  // the centre is a cell's: a ring round its label, the name under it
          el("circle", { cx: cx, cy: cy, r: 0.42 * CELL, class: "ring" }, group);
          text(group, cx, cy + 0.32 * CELL, "Q" + (block + 1), { "font-size": 9 });
        } else {  // the centre is a corner: a round button there
          el("circle", { cx: cx, cy: cy, r: 12 }, group);
          text(group, cx, cy, "Q" + (block + 1), { "font-size": 10 });
        }
        group.addEventListener("click", () => act(block));
      }
    },
    // A block (turned the way the turn buttons say) or {block, quarters}.
    move(data, state, what) {
      const block = typeof what === "number" ? what : what.block;
      const quarters = typeof what === "number" ? state.quarters : what.quarters;
      const move = data.moves.find((m) => m.block === block && m.quarters === quarters);
      if (!move) return { refused: "This puzzle does not allow that turn." };
      const [grid, turned] = turnIt(move, state.grid, state.turned, false);
      return { state: { grid: grid, turned: turned, quarters: state.quarters }, name: move.name };
    },
    points(data) {
      const across = data.cols - data.block + 1, points = [];
      for (let block = 0; block < data.blocks; ++block)
        points.push([(block % across + data.block / 2) * CELL, (Math.floor(block / across) + data.block / 2) * CELL, 16]);
      return points;
    },
    activate(data, state, block) { return block; },
    // The next move of a shortest solution from here (shortest: up to
    // MAX_SPACE arrangements); beyond, the solution's next move when the
    // board is on its way.
    hint(data, state) {
      const path = shortest(data, state.grid, state.turned);
      if (path && !path.length) return { words: "solved already." };
      if (path) {
        const first = path[0];
        return { what: { block: first.block, quarters: first.quarters }, mark: first.block,
                 words: "turn " + first.name + " (" + path.length + " move" + (path.length === 1 ? "" : "s") + " from here at the fewest)." };
      }
      if (data.solution) {  // on the solution's way: its next move
        const code = encoding(data), here = code.key(state.grid, state.turned);
        let at = code.key(data.grid, data.turned);
        for (let i = 0; i < data.solution.length; ++i) {
          const m = data.moves.find((x) => x.block === data.solution[i].block && x.quarters === data.solution[i].quarters);
          if (at === here)
            return { what: data.solution[i], mark: m.block, words: "turn " + m.name + " (the solution's move " + (i + 1) + " of " + data.solution.length + ")." };
          at = code.turn(at, m, false);
        }
      }
      return { words: "too far from the target for a search here: undo or restart." };
    },
    reveal(data) { return data.solution ? data.solution.map((m) => ({ block: m.block, quarters: m.quarters })) : null; },
    reads: ["twiddle"],  // Tatham's Twiddle IDs, "twiddle:3x3n2:...", read here too
    // A puzzlebox rotate ID, or Tatham's Twiddle ID (it begins with a digit).
    read(rest, from) {
      const read = /^[0-9]/.test(rest) ? readTwiddle(rest) : readOwn(rest);
      if (read.refused) return read;
      return made(read.shape, read.grid, read.target, read.turned, from);
    },
    // A new board of this one's shape, target and turn set at `level`, drawn
    // uniformly among the level's: every state the moves reach, searched
    // whole (the page is given the levels only where it can be), and one of
    // those at a distance in the level's band; its solution walks down the
    // distances.
    make(from, level) {
      const want = level || "medium", band = from.levels && from.levels[want];
      if (!from.levels) return { refused: "New puzzle searches the whole space of a board's shape: this one has more than " +
                                          MAX_SPACE.toLocaleString("en") + " arrangements." };
      if (!band) return { refused: "This shape has no " + want + " boards; it has " + Object.keys(from.levels).join(", ") + " ones." };
      const space = wholeSpace(from);
      if (!space) return { refused: "This shape has more than " + MAX_SPACE.toLocaleString("en") + " arrangements to search." };
      // Another board than the one shown, where the level has another.
      const [low, high] = band, { distance, code } = space, shown = code.key(from.grid, from.turned), chosen = [];
      for (const [k, d] of distance) if (d >= low && d <= high && k !== shown) chosen.push(k);
      if (!chosen.length && distance.get(shown) >= low && distance.get(shown) <= high) chosen.push(shown);
      if (!chosen.length) return { refused: "No " + want + " board of this shape exists." };
      const picked = chosen[puzzlebox.below(chosen.length)], path = [];
      for (let at = picked, left = distance.get(at); left > 0; --left) {
        const m = from.moves.find((x) => distance.get(code.turn(at, x, false)) === left - 1);
        path.push(m);
        at = code.turn(at, m, false);
      }
      const [grid, turned] = code.state(picked);
      const shape = { rows: from.rows, cols: from.cols, block: from.block, turns: from.turns };
      return made(shape, grid, from.target.slice(), turned, from, path);
    },
    // Keys 1 to 9 turn Q1 to Q9 (the way the turn buttons say).
    key(data, view, event) {
      if (!/^[1-9]$/.test(event.key) || Number(event.key) > data.blocks) return false;
      view.act(Number(event.key) - 1);
      return true;
    },
    tools(data, section, view) {
      if (data.turns === "cw") return;
      const choices = [[1, "clockwise"], [3, "counter-clockwise"]].concat(data.turns === "half" ? [[2, "half turn"]] : []);
      const box = document.createElement("span");
      box.className = "turns";
      for (const [quarters, words] of choices) {
        const label = document.createElement("label");
        const input = document.createElement("input");
        input.type = "radio";
        input.name = section.id + "-turn";
        input.value = quarters;
        input.checked = quarters === 1;
        input.addEventListener("change", () => { view.state.quarters = quarters; });
        label.append(input, " " + words);
        box.append(label);
      }
      return box;
    },
  };
})(puzzlebox);
