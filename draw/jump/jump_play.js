// puzzlebox play page, the jump family: click a cell a jump from here lands on (the landings are in the data;
// ringed only when asked for: counting the jump is the puzzle). The hint is the next jump of a shortest way on.
// Registered with the page's script (draw/play_page.js), which calls
// start, move, solved, draw (and tools, after) as its comment says.
"use strict";
(function (puzzlebox) {
  const el = puzzlebox.el, text = puzzlebox.text, CELL = puzzlebox.CELL;

  puzzlebox.families.jump = {
    start(data) { return { at: data.start, path: [data.start] }; },
    solved(data, state) {
      if (state.at !== data.goal) return null;
      const sum = state.path.reduce((total, cell) => total + data.values[cell], 0);
      const expert = data.target === null ? null : sum === data.target;
      const moves = state.path.length - 1;
      let words = "Solved in " + moves + (moves === 1 ? " move." : " moves.");
      if (expert === true) words += " Expert too: the values sum to " + sum + ".";
      if (expert === false) words += " Expert: the values sum to " + sum + ", not " + data.target + ".";
      return { words: words, expert: expert };
    },
    draw(data, state, svg, act) {
      const visited = new Map(state.path.map((cell, step) => [cell, step]));
      const landings = state.at === data.goal ? [] : data.landings[state.at];
      const hint = svg.closest("section").dataset.hint === "on";
      svg.setAttribute("viewBox", "0 0 " + data.cols * CELL + " " + data.rows * CELL);
      svg.setAttribute("width", data.cols * CELL);
      for (let cell = 0; cell < data.rows * data.cols; ++cell) {
        const x = (cell % data.cols) * CELL, y = Math.floor(cell / data.cols) * CELL;
        const classes = ["cell"];
        if (cell === data.start) classes.push("start");
        if (cell === data.goal) classes.push("goal");
        if (visited.has(cell)) classes.push("visited");
        if (cell === state.at) classes.push("here");
        if (hint && landings.includes(cell) && !visited.has(cell)) classes.push("landing");
        const group = el("g", { class: classes.join(" "), "data-cell": cell }, svg);
        el("rect", { x: x, y: y, width: CELL, height: CELL }, group);
        if (cell === data.start || cell === data.goal) text(group, x + 8, y + 8, cell === data.start ? "S" : "G", { "font-size": 11, class: "corner" });
        text(group, x + CELL / 2, y + CELL / 2, String(data.values[cell]), { class: "value" });
        if (visited.has(cell) && visited.get(cell) > 0) text(group, x + CELL - 9, y + CELL - 8, String(visited.get(cell)), { "font-size": 11, class: "step" });
        group.addEventListener("click", () => act(cell));
      }
      // The cells a jump from here lands on, ringed on top of every cell (not under a neighbour's edge).
      for (const cell of hint ? landings : []) {
        if (visited.has(cell)) continue;
        el("rect", { x: (cell % data.cols) * CELL + 2, y: Math.floor(cell / data.cols) * CELL + 2, width: CELL - 4, height: CELL - 4,
                     class: "landing-ring" }, svg);
      }
    },
    move(data, state, cell) {
      if (state.at === data.goal) return { refused: "The path is at the goal: undo to try another way." };
      if (state.path.includes(cell)) return { refused: "That cell is visited already: a path never comes back." };
      if (!data.landings[state.at].includes(cell)) {
        const step = Math.abs(data.values[state.at]);
        return { refused: step === 0 ? "A 0 cannot jump: undo." : "From here you jump exactly " + step + " cells up, down, left or right." };
      }
      return { state: { at: cell, path: state.path.concat([cell]) }, name: puzzlebox.cellName(data, cell) };
    },
    points(data) { return puzzlebox.gridPoints(data); },
    activate(data, state, cell) { return cell; },
    // The next jump of a shortest way on from here: breadth-first over the
    // cells not visited yet (a shortest walk never comes back, so this is exact).
    hint(data, state) {
      if (state.at === data.goal) return { words: "the path is at the goal: undo to try another way." };
      const before = new Map([[state.at, null]]);
      for (const cell of state.path) if (!before.has(cell)) before.set(cell, -1);
      const queue = [state.at];
      while (queue.length && !before.has(data.goal)) {
        const from = queue.shift();
        for (const to of data.landings[from]) {
          if (before.has(to)) continue;
          before.set(to, from);
          queue.push(to);
        }
      }
      if (!before.has(data.goal) || before.get(data.goal) === -1)
        return { words: "the goal cannot be reached from here without going back over the path: undo." };
      const way = [];
      for (let cell = data.goal; cell !== state.at; cell = before.get(cell)) way.unshift(cell);
      return { what: way[0], mark: way[0],
               words: "jump to " + puzzlebox.cellName(data, way[0]) + " (" + way.length + " move" + (way.length === 1 ? "" : "s") + " to the goal from here at the fewest)." };
    },
    reveal(data) { return data.solution ? data.solution.slice(1) : null; },
    tools(data, section, view) {
      const label = document.createElement("label");
      label.className = "hint";
      const box = document.createElement("input");
      box.type = "checkbox";
      box.addEventListener("change", () => {
        section.dataset.hint = box.checked ? "on" : "off";
        view.show();
      });
      label.append(box, " ring the cells a jump lands on");
      return label;
    },
  };
})(puzzlebox);
