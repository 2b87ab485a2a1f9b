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
  const keyOf = (grid, turned) => grid.join(",") + (turned ? "|" + turned.join("") : "");

  puzzlebox.families.rotate = {
    start(data) { return { grid: data.grid.slice(), turned: data.turned ? data.turned.slice() : null, quarters: 1 }; },
    solved(data, state) {
      const upright = !state.turned || state.turned.every((q) => q === 0);
      return upright && state.grid.every((label, i) => label === data.target[i]) ? { words: "Solved." } : null;
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
        if (state.turned) {  // a wedge inside the edge the tile's top points to
          const dx = [0, 1, 0, -1][state.turned[i]], dy = [-1, 0, 1, 0][state.turned[i]];
          const cx = x + CELL / 2, cy = y + CELL / 2, tip = 0.46 * CELL, base = 0.32 * CELL, half = 0.13 * CELL;
          const points = [[cx + tip * dx, cy + tip * dy], [cx + base * dx - half * dy, cy + base * dy + half * dx],
                          [cx + base * dx + half * dy, cy + base * dy - half * dx]];
          el("polygon", { points: points.map((p) => p.join(",")).join(" "), class: "way-up" }, group);
        }
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
    // The next move of a shortest solution from here: a breadth-first search
    // from both ends (forward from here, backward from the target by the
    // moves' inverses) until they meet, up to 400,000 arrangements; beyond,
    // the solution's next move when the board is on its way.
    hint(data, state) {
      const upright = data.turned ? data.target.map(() => 0) : null;
      const goal = keyOf(data.target, upright), start = keyOf(state.grid, state.turned);
      if (start === goal) return { words: "solved already." };
      const forward = new Map([[start, { depth: 0 }]]), backward = new Map([[goal, 0]]);
      let front = [[state.grid, state.turned]], back = [[data.target.slice(), upright]], depth = 0, meet = null;
      const meets = (k, total) => { if (!meet || total < meet.total) meet = { at: k, total: total }; };
      while (!meet && front.length && back.length && forward.size + backward.size < 400000) {
        if (front.length <= back.length) {
          const next = [];
          for (const [grid, turned] of front) {
            const from = keyOf(grid, turned);
            for (const m of data.moves) {
              const [g, t] = turnIt(m, grid, turned, false), k = keyOf(g, t);
              if (forward.has(k)) continue;
              const d = forward.get(from).depth + 1;
              forward.set(k, { from: from, move: m, depth: d });
              if (backward.has(k)) meets(k, d + backward.get(k));
              next.push([g, t]);
            }
          }
          front = next;
        } else {
          const next = [];
          ++depth;
          for (const [grid, turned] of back) {
            for (const m of data.moves) {
              const [g, t] = turnIt(m, grid, turned, true), k = keyOf(g, t);
              if (backward.has(k)) continue;
              backward.set(k, depth);
              if (forward.has(k)) meets(k, forward.get(k).depth + depth);
              next.push([g, t]);
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
          first = data.moves.find((m) => backward.get(keyOf(...turnIt(m, state.grid, state.turned, false))) === length - 1);
        return { what: { block: first.block, quarters: first.quarters }, mark: first.block,
                 words: "turn " + first.name + " (" + length + " move" + (length === 1 ? "" : "s") + " from here at the fewest)." };
      }
      if (data.solution) {  // on the solution's way: its next move
        let grid = data.grid.slice(), turned = data.turned ? data.turned.slice() : null;
        for (let i = 0; i < data.solution.length; ++i) {
          const m = data.moves.find((x) => x.block === data.solution[i].block && x.quarters === data.solution[i].quarters);
          if (keyOf(grid, turned) === start)
            return { what: data.solution[i], mark: m.block, words: "turn " + m.name + " (the solution's move " + (i + 1) + " of " + data.solution.length + ")." };
          [grid, turned] = turnIt(m, grid, turned, false);
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
