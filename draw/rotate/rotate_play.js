// puzzlebox play page, the rotate family: click a block's button to turn it (each move's permutation is in the data).
// Registered with the page's script (draw/play_page.js), which calls
// start, move, solved, draw (and tools, after) as its comment says.
"use strict";
(function (puzzlebox) {
  const el = puzzlebox.el, text = puzzlebox.text, CELL = puzzlebox.CELL;

  puzzlebox.families.rotate = {
    start(data) { return { grid: data.grid.slice(), quarters: 1 }; },
    solved(data, state) {
      return state.grid.every((label, i) => label === data.target[i]) ? { words: "Solved." } : null;
    },
    draw(data, state, svg, act) {
      const across = data.cols - data.block + 1;
      const targetLeft = data.cols * CELL + 24, small = 22;
      const plainTarget = data.target.every((label, i) => label === i + 1);
      const width = plainTarget ? data.cols * CELL : targetLeft + data.cols * small;
      svg.setAttribute("viewBox", "0 0 " + width + " " + data.rows * CELL);
      svg.setAttribute("width", width);
      state.grid.forEach((label, i) => {
        const x = (i % data.cols) * CELL, y = Math.floor(i / data.cols) * CELL;
        const group = el("g", { class: "cell", "data-cell": i }, svg);
        el("rect", { x: x, y: y, width: CELL, height: CELL }, group);
        text(group, x + CELL / 2, y + CELL / 2, String(label), { class: "value" });
      });
      if (!plainTarget) {
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
    move(data, state, block) {
      const move = data.moves.find((m) => m.block === block && m.quarters === state.quarters);
      if (!move) return { refused: "This puzzle does not allow that turn." };
      return { state: { grid: move.sources.map((source) => state.grid[source]), quarters: state.quarters }, name: move.name };
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
