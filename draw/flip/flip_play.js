// puzzlebox play page, the flip family: click a cell to press it (the cells each press flips are in the data).
// Registered with the page's script (draw/play_page.js), which calls
// start, move, solved, draw (and tools, after) as its comment says.
"use strict";
(function (puzzlebox) {
  const el = puzzlebox.el, text = puzzlebox.text, CELL = puzzlebox.CELL;

  puzzlebox.families.flip = {
    start(data) { return { grid: data.grid.slice() }; },
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
      return { state: { grid: grid }, name: puzzlebox.cellName(data, cell) };
    },
  };
})(puzzlebox);
