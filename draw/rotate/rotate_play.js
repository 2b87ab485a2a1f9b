// puzzlebox play page, the rotate family: click a block's button (or press its number) to turn it (each
// move's permutation is in the data). The hint searches for the next move of a shortest solution.
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
    // A block (turned the way the turn buttons say) or {block, quarters}.
    move(data, state, what) {
      const block = typeof what === "number" ? what : what.block;
      const quarters = typeof what === "number" ? state.quarters : what.quarters;
      const move = data.moves.find((m) => m.block === block && m.quarters === quarters);
      if (!move) return { refused: "This puzzle does not allow that turn." };
      return { state: { grid: move.sources.map((source) => state.grid[source]), quarters: state.quarters }, name: move.name };
    },
    points(data) {
      const across = data.cols - data.block + 1, points = [];
      for (let block = 0; block < data.blocks; ++block)
        points.push([(block % across + data.block / 2) * CELL, (Math.floor(block / across) + data.block / 2) * CELL, 16]);
      return points;
    },
    activate(data, state, block) { return block; },
    // The next move of a shortest solution from here: a breadth-first search
    // from both ends (forward from here, backward from the target by the
    // moves' inverses) until they meet, up to 400,000 arrangements; beyond,
    // the solution's next move when the board is on its way.
    hint(data, state) {
      const key = (grid) => grid.join(",");
      const goal = key(data.target), start = key(state.grid);
      if (start === goal) return { words: "solved already." };
      const inverse = data.moves.map((m) => { const s = []; m.sources.forEach((from, to) => { s[from] = to; }); return s; });
      const forward = new Map([[start, { depth: 0 }]]), backward = new Map([[goal, 0]]);
      let front = [state.grid], back = [data.target.slice()], depth = 0, meet = null;
      const meets = (k, total) => { if (!meet || total < meet.total) meet = { at: k, total: total }; };
      while (!meet && front.length && back.length && forward.size + backward.size < 400000) {
        if (front.length <= back.length) {
          const next = [];
          for (const grid of front) {
            for (const m of data.moves) {
              const g = m.sources.map((s) => grid[s]), k = key(g);
              if (forward.has(k)) continue;
              const d = forward.get(key(grid)).depth + 1;
              forward.set(k, { from: key(grid), move: m, depth: d });
              if (backward.has(k)) meets(k, d + backward.get(k));
              next.push(g);
            }
          }
          front = next;
        } else {
          const next = [];
          ++depth;
          for (const grid of back) {
            for (const s of inverse) {
              const g = s.map((i) => grid[i]), k = key(g);
              if (backward.has(k)) continue;
              backward.set(k, depth);
              if (forward.has(k)) meets(k, forward.get(k).depth + depth);
              next.push(g);
            }
          }
          back = next;
        }
      }
      if (meet) {
        let at = meet.at, first = null;
        const length = meet.total;
        while (forward.get(at).move) { first = forward.get(at).move; at = forward.get(at).from; }
        if (!first)  // met at this very arrangement: the move that goes one step nearer the target
          first = data.moves.find((m) => backward.get(key(m.sources.map((s) => state.grid[s]))) === length - 1);
        return { what: { block: first.block, quarters: first.quarters }, mark: first.block,
                 words: "turn " + first.name + " (" + length + " move" + (length === 1 ? "" : "s") + " from here at the fewest)." };
      }
      if (data.solution) {  // on the solution's way: its next move
        let grid = data.grid.slice();
        for (let i = 0; i < data.solution.length; ++i) {
          if (key(grid) === start) {
            const m = data.moves.find((x) => x.block === data.solution[i].block && x.quarters === data.solution[i].quarters);
            return { what: data.solution[i], mark: m.block, words: "turn " + m.name + " (the solution's move " + (i + 1) + " of " + data.solution.length + ")." };
          }
          const m = data.moves.find((x) => x.block === data.solution[i].block && x.quarters === data.solution[i].quarters);
          grid = m.sources.map((s) => grid[s]);
        }
      }
      return { words: "too far from the target for a search here: undo or restart." };
    },
    reveal(data) { return data.solution ? data.solution.map((m) => ({ block: m.block, quarters: m.quarters })) : null; },
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
