// puzzlebox play page, the flip family: click a cell to press it (the cells each press flips are in the data).
// Registered with the page's script (draw/play_page.js), which calls
// start, move, solved, draw (and tools, after) as its comment says.
"use strict";
(function (puzzlebox) {
  const el = puzzlebox.el, text = puzzlebox.text, CELL = puzzlebox.CELL;

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
      const base = data.grid.map(() => 0);
      for (const cell of data.solution) base[cell] ^= 1;
      (state.pressed || []).forEach((p, cell) => { base[cell] ^= p; });
      const kernel = data.kernel || [];
      let best = null, bestWeight = Infinity;
      for (let mask = 0; mask < (1 << kernel.length); ++mask) {
        const set = base.slice();
        kernel.forEach((vector, k) => { if (mask & (1 << k)) for (const cell of vector) set[cell] ^= 1; });
        const weight = set.reduce((a, b) => a + b, 0);
        if (weight < bestWeight) { best = set; bestWeight = weight; }
      }
      const cell = best.indexOf(1);
      if (cell < 0) return { words: "no press is needed." };
      const fewest = data.kernel ? " at the fewest" : ": a solution, not proven the fewest";
      return { what: cell, mark: cell, words: "press " + puzzlebox.cellName(data, cell) + " (" + bestWeight + " press" +
               (bestWeight === 1 ? "" : "es") + " from here" + fewest + ")." };
    },
    reveal(data) { return data.solution ? data.solution.slice() : null; },
  };
})(puzzlebox);
