// puzzlebox play page: makes every <section class="play"> of the page a
// board you can play. The section's data (a JSON <script>) comes from the C++
// side with the moves already worked out by the same code the solver uses
// (jump landings, rotate move permutations, flip press patterns, hexagon
// lines), so this script only follows them: it never re-derives a rule.
// State changes go through play(), which keeps the undo stack and the move
// counter and asks solved() whether the validator's rule holds.
"use strict";
(function () {
  const SVG = "http://www.w3.org/2000/svg";
  const CELL = 48;

  function el(name, attributes, parent) {
    const node = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes || {})) node.setAttribute(key, value);
    if (parent) parent.appendChild(node);
    return node;
  }
  function text(parent, x, y, content, attributes) {
    // Centred on (x, y) with a computed baseline, as the SVG pictures are.
    const size = (attributes && attributes["font-size"]) || 20;
    const node = el("text", Object.assign({ x: x, y: y + 0.3645 * size, "text-anchor": "middle", "font-size": size }, attributes || {}), parent);
    node.textContent = content;
    return node;
  }

  // ---- jump: click a cell a jump from here lands on ----
  const jump = {
    start(data) { return { at: data.start, path: [data.start] }; },
    solved(data, state) {
      if (state.at !== data.goal) return null;
      const sum = state.path.reduce((total, cell) => total + data.values[cell], 0);
      const expert = data.target === null ? null : sum === data.target;
      let words = "Solved in " + (state.path.length - 1) + " moves.";
      if (expert === true) words += " Expert too: the values sum to " + sum + ".";
      if (expert === false) words += " Expert: the values sum to " + sum + ", not " + data.target + ".";
      return { words: words, expert: expert };
    },
    draw(data, state, svg, act) {
      const visited = new Map(state.path.map((cell, step) => [cell, step]));
      const landings = state.at === data.goal ? [] : data.landings[state.at];
      svg.setAttribute("viewBox", "0 0 " + data.cols * CELL + " " + data.rows * CELL);
      svg.setAttribute("width", data.cols * CELL);
      for (let cell = 0; cell < data.rows * data.cols; ++cell) {
        const x = (cell % data.cols) * CELL, y = Math.floor(cell / data.cols) * CELL;
        const classes = ["cell"];
        if (cell === data.start) classes.push("start");
        if (cell === data.goal) classes.push("goal");
        if (visited.has(cell)) classes.push("visited");
        if (cell === state.at) classes.push("here");
        if (landings.includes(cell) && !visited.has(cell)) classes.push("landing");
        const group = el("g", { class: classes.join(" "), "data-cell": cell }, svg);
        el("rect", { x: x, y: y, width: CELL, height: CELL }, group);
        if (cell === data.start || cell === data.goal) text(group, x + 8, y + 8, cell === data.start ? "S" : "G", { "font-size": 11, class: "corner" });
        text(group, x + CELL / 2, y + CELL / 2, String(data.values[cell]), { class: "value" });
        if (visited.has(cell) && visited.get(cell) > 0) text(group, x + CELL - 9, y + CELL - 8, String(visited.get(cell)), { "font-size": 11, class: "step" });
        group.addEventListener("click", () => act(cell));
      }
      // The cells a jump from here lands on, ringed on top of every cell (not under a neighbour's edge).
      for (const cell of landings) {
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
      return { state: { at: cell, path: state.path.concat([cell]) }, name: cell };
    },
  };

  // ---- rotate: click a block's button to turn it ----
  const rotate = {
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

  // ---- flip: click a cell to press it ----
  const flip = {
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
      return { state: { grid: grid }, name: cell };
    },
  };

  // ---- hexagon: click a cell, then a value (or type it and press Enter) ----
  const hexagon = {
    start(data) { return { cells: data.cells.slice(), selected: null }; },
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
        return { state: { cells: cells, selected: state.selected }, name: "clear" };
      }
      const value = what.value;
      if (!Number.isInteger(value) || value < data.first || value > data.last) return { refused: "The values run from " + data.first + " to " + data.last + "." };
      if (cells.some((v, i) => v === value && i !== state.selected)) return { refused: value + " is placed already: each value once." };
      cells[state.selected] = value;
      return { state: { cells: cells, selected: state.selected }, name: value };
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
      let typed = "";
      section.addEventListener("keydown", (event) => {
        if (/^[0-9-]$/.test(event.key)) { typed += event.key; view.say("typing " + typed); }
        else if (event.key === "Enter" && typed !== "") { const v = Number(typed); typed = ""; view.act({ value: v }); }
        else if (event.key === "Backspace" || event.key === "Delete") { typed = ""; view.act({ value: null }); }
      });
      return box;
    },
    after(data, state, section) {
      const used = new Set(state.cells.filter((v) => v !== null));
      for (const button of section.querySelectorAll(".values button[data-value]"))
        button.disabled = used.has(Number(button.dataset.value));
    },
  };

  const families = { jump: jump, rotate: rotate, flip: flip, hexagon: hexagon };

  function setUp(section) {
    const data = JSON.parse(section.querySelector("script.board-data").textContent);
    const family = families[data.family];
    if (!family) {
      section.querySelector(".status").textContent = "This page cannot play " + data.family + " boards yet.";
      return;
    }
    const svg = section.querySelector("svg.board");
    const status = section.querySelector(".status");
    const counter = section.querySelector(".moves");
    const view = { state: family.start(data), history: [], names: [] };
    view.say = (words, kind) => {
      status.textContent = words;
      status.dataset.kind = kind || "note";
    };
    const show = () => {
      while (svg.firstChild) svg.removeChild(svg.firstChild);
      family.draw(data, view.state, svg, view.act);
      if (family.after) family.after(data, view.state, section);
      counter.textContent = String(view.names.length);
      section.querySelector(".move-list").textContent = view.names.join(" ");
      const result = family.solved(data, view.state);
      section.dataset.solved = result ? "yes" : "no";
      if (result && result.expert !== undefined && result.expert !== null) section.dataset.expert = result.expert ? "yes" : "no";
      else delete section.dataset.expert;
      if (result) view.say(result.words, "solved");
    };
    view.act = (what) => {
      const outcome = family.move(data, view.state, what);
      if (outcome.refused) {
        section.dataset.refused = String(Number(section.dataset.refused || 0) + 1);
        view.say(outcome.refused, "refused");
        return;
      }
      if (!outcome.quiet) {  // a move (a selection is not one)
        view.history.push(view.state);
        view.names.push(String(outcome.name));
        view.say("", "note");
      }
      view.state = outcome.state;
      show();
    };
    section.querySelector("button.undo").addEventListener("click", () => {
      if (!view.history.length) { view.say("Nothing to undo.", "refused"); return; }
      const keep = view.state.quarters;
      view.state = view.history.pop();
      if (keep !== undefined) view.state.quarters = keep;
      view.names.pop();
      view.say("", "note");
      show();
    });
    section.querySelector("button.restart").addEventListener("click", () => {
      view.state = family.start(data);
      view.history = [];
      view.names = [];
      view.say("", "note");
      show();
    });
    if (family.tools) {
      const tools = family.tools(data, section, view);
      if (tools) section.querySelector(".tools").append(tools);
    }
    show();
  }

  document.querySelectorAll("section.play").forEach(setUp);
})();
