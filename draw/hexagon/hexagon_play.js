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
    after(data, state, section) {
      const used = new Set(state.cells.filter((v) => v !== null));
      for (const button of section.querySelectorAll(".values button[data-value]"))
        button.disabled = used.has(Number(button.dataset.value));
    },
  };
})(puzzlebox);
