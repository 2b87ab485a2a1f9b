// puzzlebox play page, the hexagon family: click a cell, then a value (or type it and press Enter); the lines are in the data.
// Moves are named "row,place=value"; the hint is the solution's value for a cell.
// Registered with the page's script (draw/play_page.js), which calls
// start, move, solved, draw (and tools, after) as its comment says.
"use strict";
(function (puzzlebox) {
  const el = puzzlebox.el, text = puzzlebox.text, CELL = puzzlebox.CELL;
  // A cell as "row,place": the hexagon's row from the top and the place in it from the left, from 0.
  function cellName(data, cell) {
    const row = Math.round((data.centres[cell][1] - 1) / 1.5);
    let place = 0;
    for (let i = 0; i < cell; ++i) if (Math.round((data.centres[i][1] - 1) / 1.5) === row) ++place;
    return row + "," + place;
  }

  // Boards read from an ID follow the C++ rules written again here, checked
  // against them by the page's tests (tests/cli/play_id_test.py): the shape
  // and its lines (puzzles/hexagon/hexagon_geometry.cpp), the reader's checks
  // (hexagon_format.cpp), the magic constant (hexagon_board.cpp) and the
  // rules text (hexagon_rules).
  const MAX_ORDER = 109;          // HexagonGeometry::max_order
  const MAX_FIRST = 1000000000;   // HexagonBoard::max_abs_first_value
  const MAX_NODES = 2000000;      // the page's search for a solution gives up past these

  // Cells row by row as cube coordinates (x, y, z), x + y + z = 0; line
  // d * (2n - 1) + value + n - 1 holds the cells whose coordinate (z, x, y)[d]
  // is `value`, in cell order; centres as hexagon_play_data places them.
  function shape(order) {
    const m = order - 1, cubes = [], lines = Array.from({ length: 3 * (2 * m + 1) }, () => []), centres = [];
    for (let z = -m; z <= m; ++z)
      for (let x = Math.max(-m, -m - z); x <= Math.min(m, m - z); ++x) cubes.push([x, -x - z, z]);
    cubes.forEach((cube, cell) => [2, 0, 1].forEach((axis, d) => lines[d * (2 * m + 1) + cube[axis] + m].push(cell)));
    const widest = 2 * order - 1;
    for (let row = 0; row < widest; ++row) {
      const length = order + Math.min(row, widest - 1 - row);
      for (let j = 0; j < length; ++j) centres.push([(widest - length) / 2 + j + 0.5, 1 + 1.5 * row]);
    }
    return { lines: lines, centres: centres, cells: cubes.length };
  }
  // The line sum the values share, or null when the rows of a direction cannot share them equally.
  function constantOf(order, first) {
    const n = 3 * order * (order - 1) + 1, sum = n * first + n * (n - 1) / 2;
    return sum % (2 * order - 1) === 0 ? sum / (2 * order - 1) : null;
  }
  // A filling of the empty cells that makes every line sum to the constant, or null
  // (none, or none within MAX_NODES): depth first, each time on a cell of a line
  // with the fewest empty cells left (a line with one left forces its value).
  function fill(data) {
    if (data.constant === null) return null;
    const cells = data.cells.slice(), used = new Set(cells.filter((v) => v !== null));
    const linesOf = cells.map(() => []);
    data.lines.forEach((line, i) => line.forEach((cell) => linesOf[cell].push(i)));
    const sum = data.lines.map((line) => line.reduce((t, c) => t + (cells[c] === null ? 0 : cells[c]), 0));
    const empty = data.lines.map((line) => line.filter((c) => cells[c] === null).length);
    let nodes = 0;
    const fits = (cell, value) => linesOf[cell].every((i) => {
      const left = empty[i] - 1, total = sum[i] + value;
      return left > 0 ? true : total === data.constant;
    });
    const place = (cell, value, sign) => {
      cells[cell] = sign > 0 ? value : null;
      for (const i of linesOf[cell]) { sum[i] += sign * value; empty[i] -= sign; }
      if (sign > 0) used.add(value); else used.delete(value);
    };
    const search = () => {
      if (++nodes > MAX_NODES) return false;
      let best = -1;
      for (let i = 0; i < data.lines.length; ++i) if (empty[i] > 0 && (best < 0 || empty[i] < empty[best])) best = i;
      if (best < 0) return true;
      const cell = data.lines[best].find((c) => cells[c] === null);
      const candidates = [];
      if (empty[best] === 1) candidates.push(data.constant - sum[best]);
      else for (let v = data.first; v <= data.last; ++v) candidates.push(v);
      for (const value of candidates) {
        if (value < data.first || value > data.last || used.has(value) || !fits(cell, value)) continue;
        place(cell, value, 1);
        if (search()) return true;
        place(cell, value, -1);
      }
      return false;
    };
    return search() ? cells : null;
  }
  function rulesText(data) {
    return "Write each number from " + data.first + " to " + data.last + " once into the empty cells" +
      (data.constant !== null ? " so that every straight line of cells, in all three directions, sums to " + data.constant + "."
                              : " so that every straight line of cells sums alike (no integer sum exists for these values).");
  }
  function idOf(data) {
    const items = [["order", [String(data.order)]], ["values", [data.first + ".." + data.last]]];
    if (data.cells.some((v) => v !== null)) {
      const rows = [];
      let cell = 0;
      for (let row = 0; row < 2 * data.order - 1; ++row) {
        const length = data.order + Math.min(row, 2 * data.order - 2 - row);
        rows.push(data.cells.slice(cell, cell + length).map((v) => (v === null ? "." : String(v))));
        cell += length;
      }
      items.push(["grid", null, rows]);
    }
    return puzzlebox.writeId("hexagon", items);
  }
  // A hexagon ID (hexagon_format.cpp's keys), checked as the reader checks a file.
  function readId(rest) {
    const items = puzzlebox.idItems(rest);
    if (items.refused) return items;
    for (const key of Object.keys(items))
      if (!["order", "values", "grid"].includes(key)) return { refused: "unknown key '" + key + "'." };
    if (!items.order) return { refused: "no 'order'." };
    const one = (key) => (items[key].words && items[key].words.length === 1 ? items[key].words[0] : null);
    const order = puzzlebox.integer(one("order") || "", 1, MAX_ORDER);
    if (order === null) return { refused: "expected order=n, an order (side) from 1 to " + MAX_ORDER + "." };
    const n = 3 * order * (order - 1) + 1;
    let first = 1;
    if (items.values) {
      const match = /^(-?[0-9]+)\.\.(-?[0-9]+)$/.exec(one("values") || "");
      if (!match) return { refused: "expected values=k..m, a range of integers." };
      first = Number(match[1]);
      if (Math.abs(first) > MAX_FIRST) return { refused: "the first value must be within +-" + MAX_FIRST + "." };
      if (Number(match[2]) - first + 1 !== n)
        return { refused: "values " + match[1] + ".." + match[2] + ": an order-" + order + " hexagon has " + n + " cells (expected " +
                          first + ".." + (first + n - 1) + ")." };
    }
    const last = first + n - 1, cells = new Array(n).fill(null);
    if (items.grid) {
      const rows = items.grid.rows || [];
      let cell = 0;
      if (rows.length !== 2 * order - 1) return { refused: "expected grid/ with " + (2 * order - 1) + " rows." };
      for (let row = 0; row < rows.length; ++row) {
        const length = order + Math.min(row, 2 * order - 2 - row);
        if (rows[row].length !== length) return { refused: "grid row " + row + " has " + rows[row].length + " entries, expected " + length + "." };
        for (const word of rows[row]) {
          if (word !== ".") {
            const value = puzzlebox.integer(word, first, last);
            if (value === null) return { refused: "cell " + cell + ": expected '.' or a value in " + first + ".." + last + "." };
            if (cells.includes(value)) return { refused: "cell " + cell + ": the value " + value + " is used twice." };
            cells[cell] = value;
          }
          ++cell;
        }
      }
    }
    const geometry = shape(order);
    const data = { family: "hexagon", order: order, first: first, last: last, constant: constantOf(order, first), cells: cells,
                   lines: geometry.lines, centres: geometry.centres };
    const filled = fill(data);
    data.solution = filled;
    if (filled) data.answer = filled;
    return { data: data, id: idOf(data), level: "", rules: rulesText(data) };
  }

  puzzlebox.families.hexagon = {
    start(data) { return { cells: data.cells.slice(), selected: null }; },
    points(data) {
      const r = 26, pitch = Math.sqrt(3) * r;
      return data.centres.map((c) => [c[0] * pitch + 2, c[1] * r + 2, 17]);
    },
    activate(data, state, cell) { return { select: cell }; },
    // From the solution: a value placed wrong first, else the first empty cell's value.
    hint(data, state) {
      if (!data.solution) return { words: "this page has no solution to hint from." };
      const wrong = state.cells.findIndex((v, i) => v !== null && data.cells[i] === null && v !== data.solution[i]);
      if (wrong >= 0) return { mark: wrong, words: "the value at " + cellName(data, wrong) + " is not the solution's: clear it." };
      const empty = state.cells.findIndex((v) => v === null);
      if (empty < 0) return { words: "every cell is filled." };
      return { what: { select: empty }, mark: empty, words: cellName(data, empty) + " is " + data.solution[empty] + "." };
    },
    reveal(data) {
      if (!data.solution) return null;
      const moves = [];
      data.cells.forEach((given, i) => { if (given === null) moves.push({ select: i }, { value: data.solution[i] }); });
      return moves;
    },
    solved(data, state) {
      if (data.constant === null || state.cells.some((v) => v === null)) return null;
      return data.lines.every((line) => line.reduce((t, c) => t + state.cells[c], 0) === data.constant)
        ? { words: "Solved: every line sums to " + data.constant + "." } : null;
    },
    draw(data, state, svg, act) {
      const r = 26, pitch = Math.sqrt(3) * r;
      const width = Math.max(...data.centres.map((c) => c[0])) * pitch + pitch / 2 + 4;
      const height = Math.max(...data.centres.map((c) => c[1])) * r + r + 4;
      svg.setAttribute("viewBox", "0 0 " + width + " " + height);
      svg.setAttribute("width", width);
      data.centres.forEach((c, i) => {
        const cx = c[0] * pitch + 2, cy = c[1] * r + 2;
        const points = [];
        for (let k = 0; k < 6; ++k) {
          const angle = (60 * k - 90) * Math.PI / 180;
          points.push((cx + r * Math.cos(angle)).toFixed(2) + "," + (cy + r * Math.sin(angle)).toFixed(2));
        }
        const classes = ["cell"];
        if (data.cells[i] !== null) classes.push("given");
        if (state.selected === i) classes.push("selected");
        const group = el("g", { class: classes.join(" "), "data-cell": i }, svg);
        el("polygon", { points: points.join(" ") }, group);
        if (state.cells[i] !== null) text(group, cx, cy, String(state.cells[i]), { class: "value", "font-size": 16 });
        group.addEventListener("click", () => act({ select: i }));
      });
    },
    move(data, state, what) {
      if (what.select !== undefined) {
        if (data.cells[what.select] !== null) return { refused: "That value is given." };
        return { state: Object.assign({}, state, { selected: what.select }), quiet: true };
      }
      if (state.selected === null) return { refused: "Click an empty cell first." };
      const cells = state.cells.slice();
      if (what.value === null) {
        if (cells[state.selected] === null) return { refused: "That cell is empty." };
        cells[state.selected] = null;
        return { state: { cells: cells, selected: state.selected }, name: cellName(data, state.selected) + "=_" };
      }
      const value = what.value;
      if (!Number.isInteger(value) || value < data.first || value > data.last) return { refused: "The values run from " + data.first + " to " + data.last + "." };
      if (cells.some((v, i) => v === value && i !== state.selected)) return { refused: value + " is placed already: each value once." };
      cells[state.selected] = value;
      return { state: { cells: cells, selected: state.selected }, name: cellName(data, state.selected) + "=" + value };
    },
    tools(data, section, view) {
      const box = document.createElement("span");
      box.className = "values";
      for (let v = data.first; v <= data.last; ++v) {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = v;
        button.dataset.value = v;
        button.addEventListener("click", () => view.act({ value: v }));
        box.append(button);
      }
      const clear = document.createElement("button");
      clear.type = "button";
      clear.textContent = "clear cell";
      clear.className = "clear";
      clear.addEventListener("click", () => view.act({ value: null }));
      box.append(clear);
      return box;
    },
    // Digits (and -) type a value for the selected cell, Enter places it;
    // Backspace or Delete clears the cell.
    key(data, view, event) {
      view.typed = view.typed || "";
      if (/^[0-9-]$/.test(event.key)) { view.typed += event.key; view.say("typing " + view.typed); return true; }
      if (event.key === "Enter" && view.typed !== "") { const v = Number(view.typed); view.typed = ""; view.act({ value: v }); return true; }
      if (event.key === "Backspace" || event.key === "Delete") { view.typed = ""; view.act({ value: null }); return true; }
      return false;
    },
    // A hexagon ID; the page's own search fills it in (up to MAX_NODES nodes) for the hint and reveal.
    read(rest) { return readId(rest); },
    after(data, state, section) {
      const used = new Set(state.cells.filter((v) => v !== null));
      for (const button of section.querySelectorAll(".values button[data-value]"))
        button.disabled = used.has(Number(button.dataset.value));
    },
  };
})(puzzlebox);
