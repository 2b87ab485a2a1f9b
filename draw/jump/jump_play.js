// puzzlebox play page, the jump family: click a cell a jump from here lands on (the landings are in the data;
// ringed only when asked for: counting the jump is the puzzle). The hint is the next jump of a shortest way on.
// Registered with the page's script (draw/play_page.js), which calls
// start, move, solved, draw (and tools, after) as its comment says.
"use strict";
(function (puzzlebox) {
  const el = puzzlebox.el, text = puzzlebox.text, CELL = puzzlebox.CELL;

  // Boards read from an ID or made in the page follow the C++ rules written
  // again here, checked against them by the page's tests (tests/cli/
  // play_id_test.py): the jumps (for_each_jump, puzzles/jump/jump_board.hpp),
  // the rules text (jump_rules), and a person's way through the maze with its
  // score (solve/jump/jump_deduce.cpp, analyze/jump/jump_difficulty.cpp).
  const MAX_SIDE = 30;  // what a page shows well; puzzlebox-solve --html takes any board

  function landingsOf(rows, cols, values, goal) {
    return values.map((value, from) => {
      const step = Math.abs(value), row = Math.floor(from / cols), col = from % cols, to = [];
      if (from === goal || step === 0) return to;
      if (row - step >= 0) to.push(from - step * cols);
      if (row + step < rows) to.push(from + step * cols);
      if (col - step >= 0) to.push(from - step);
      if (col + step < cols) to.push(from + step);
      return to;
    });
  }

  // Breadth-first from `from` over unvisited cells: the cells to the goal (a
  // shortest walk never comes back), or null.
  function shortestWay(data, from, visited) {
    const before = new Map([[from, null]]);
    for (const cell of visited) if (!before.has(cell)) before.set(cell, -1);
    const queue = [from];
    for (let head = 0; head < queue.length && !before.has(data.goal); ++head)
      for (const to of data.landings[queue[head]]) {
        if (before.has(to)) continue;
        before.set(to, queue[head]);
        queue.push(to);
      }
    if (!before.has(data.goal) || before.get(data.goal) === -1) return null;
    const way = [];
    for (let cell = data.goal; cell !== from; cell = before.get(cell)) way.unshift(cell);
    return way;
  }

  // The rules of solve/jump/jump_deduce.hpp, step for step (the same cells
  // read in the same order, so the same count): the strongest rule needed
  // (0 in sight, 1 only jump, 2 dead ends, 3 working back, 4 meeting in the
  // middle, 5 trial, 6 search) and the cells read.
  const IN_SIGHT = 0, ONLY_JUMP = 1, DEAD_ENDS = 2, WORK_BACK = 3, MEET = 4, TRIAL = 5, SEARCH = 6;
  const RULE_LEVEL = ["easy", "easy", "medium", "medium", "hard", "fiendish", "fiendish"];
  const WORK_BACK_DEPTH = 3, MEET_DEPTH = 3, TRIAL_LOOKS_PER_CELL = 64, MAX_TRIAL_NESTING = 64, UNMARKED = -2;
  function deduce(data) {
    const n = data.rows * data.cols, goal = data.goal, cols = data.cols;
    const seen = new Uint8Array(n), onRoute = new Uint8Array(n), crossed = new Uint8Array(n);
    const layer = new Int32Array(n).fill(-1), toward = new Int32Array(n).fill(-1), parent = new Int32Array(n).fill(UNMARKED);
    const crossedLog = [], route = [];
    const budget = TRIAL_LOOKS_PER_CELL * n;
    let backDepth = 0, looks = 0, hardest = IN_SIGHT;
    layer[goal] = 0;
    const look = (cell) => { ++looks; seen[cell] = 1; };
    const use = (rule) => { if (rule > hardest) hardest = rule; };
    const stuck = (cell) => cell !== goal && data.landings[cell].length === 0;
    const jumps = (from) => { for (const cell of data.landings[from]) look(cell); return data.landings[from]; };
    const openJumps = (landings) => landings.filter((cell) => !onRoute[cell] && !stuck(cell) && !crossed[cell]);
    const stepTo = (cell) => { route.push(cell); onRoute[cell] = 1; };
    const crossOut = (cell) => { crossed[cell] = 1; crossedLog.push(cell); };
    const readWayIn = (other, cell, k) => {
      look(other);
      if (layer[other] >= 0 || other === goal) return;
      const distance = Math.abs(Math.floor(other / cols) - Math.floor(cell / cols)) + Math.abs((other % cols) - (cell % cols));
      if (Math.abs(data.values[other]) === distance) { layer[other] = k; toward[other] = cell; }
    };
    const workBackTo = (depth) => {
      for (let k = backDepth + 1; k <= depth; ++k) {
        for (let cell = 0; cell < n; ++cell) {
          if (layer[cell] !== k - 1) continue;
          const row = Math.floor(cell / cols), col = cell % cols;
          for (let r = 0; r < row; ++r) readWayIn(r * cols + col, cell, k);
          for (let c = 0; c < cols; ++c) if (c !== col) readWayIn(row * cols + c, cell, k);
          for (let r = row + 1; r < data.rows; ++r) readWayIn(r * cols + col, cell, k);
        }
        backDepth = k;
      }
    };
    const nearestKnown = (open) => {
      let best = -1;
      for (const cell of open) if (layer[cell] >= 0 && (best < 0 || layer[cell] < layer[best])) best = cell;
      return best;
    };
    const crossDeadEnds = (open) => {
      let any = false;
      for (const cell of open) {
        if (cell === goal) continue;
        let wayOn = false;
        for (const next of jumps(cell)) if (!onRoute[next] && !stuck(next) && !crossed[next]) wayOn = true;
        if (!wayOn) { crossOut(cell); any = true; }
      }
      return any;
    };
    const workBack = (open) => {
      for (let depth = 2; depth <= WORK_BACK_DEPTH; ++depth) {
        workBackTo(depth);
        const cell = nearestKnown(open);
        if (cell >= 0) return cell;
      }
      return -1;
    };
    const meet = (from, open) => {
      const marked = open.slice();
      let frontier = open.slice();
      const ahead = [];
      for (const cell of open) parent[cell] = from;
      for (let depth = 2; depth <= MEET_DEPTH && !ahead.length; ++depth) {
        const next = [];
        for (const cell of frontier)
          for (const to of jumps(cell)) {
            if (ahead.length || parent[to] !== UNMARKED || to === from || onRoute[to] || stuck(to) || crossed[to]) continue;
            parent[to] = cell;
            marked.push(to);
            if (layer[to] >= 0) for (let c = to; c !== from; c = parent[c]) ahead.push(c);
            next.push(to);
          }
        frontier = next;
      }
      for (const cell of marked) parent[cell] = UNMARKED;
      return ahead.reverse();
    };
    const GOAL = 0, STUCK = 1, UNDECIDED = 2;
    const walk = (nesting) => {
      for (;;) {
        const here = route[route.length - 1];
        if (here === goal) return GOAL;
        if (layer[here] > 0) {
          for (let next = toward[here]; next >= 0; next = toward[next]) stepTo(next);
          return GOAL;
        }
        if (looks > budget) return UNDECIDED;
        const landings = jumps(here);
        if (backDepth === 0) workBackTo(1);
        for (const cell of landings) {
          if (onRoute[cell] || layer[cell] < 0 || layer[cell] > 1) continue;
          use(IN_SIGHT);
          stepTo(cell);
          break;
        }
        if (route[route.length - 1] !== here) continue;
        let open = openJumps(landings);
        if (!open.length) return STUCK;
        if (open.length === 1) { use(ONLY_JUMP); stepTo(open[0]); continue; }
        if (crossDeadEnds(open)) {
          open = openJumps(landings);
          if (!open.length) return STUCK;
          if (open.length === 1) { use(DEAD_ENDS); stepTo(open[0]); continue; }
        }
        const known = workBack(open);
        if (known >= 0) { use(WORK_BACK); stepTo(known); continue; }
        const ahead = meet(here, open);
        if (ahead.length) { use(MEET); for (const cell of ahead) stepTo(cell); continue; }
        if (nesting >= MAX_TRIAL_NESTING) return UNDECIDED;
        const tried = tryJump(open[0], nesting);
        if (tried !== STUCK) return tried;
      }
    };
    const tryJump = (cell, nesting) => {
      const routeLength = route.length, crossings = crossedLog.length;
      stepTo(cell);
      const walked = walk(nesting + 1);
      if (walked === GOAL) { use(TRIAL); return walked; }
      while (route.length > routeLength) onRoute[route.pop()] = 0;
      if (walked === UNDECIDED) return walked;
      while (crossedLog.length > crossings) crossed[crossedLog.pop()] = 0;
      crossOut(cell);
      use(TRIAL);
      return STUCK;
    };
    route.push(data.start);
    onRoute[data.start] = 1;
    look(data.start);
    const walked = walk(0);
    if (walked === GOAL) return { solved: true, hardest: hardest, looks: looks };
    if (walked === UNDECIDED && shortestWay(data, data.start, [data.start])) return { solved: true, hardest: SEARCH, looks: looks };
    return { solved: false, hardest: hardest, looks: looks };
  }

  // The score of analyze/jump/jump_difficulty.cpp: the level's index plus the
  // cells read a cell of the board, a tenth (at most 0.99); null without a path.
  function graded(data) {
    const way = deduce(data);
    if (!way.solved) return null;
    const level = RULE_LEVEL[way.hardest];
    return { level: level, score: LEVELS.indexOf(level) + Math.min(0.99, way.looks / (10 * Math.max(1, data.rows * data.cols))),
             rule: way.hardest, looks: way.looks };
  }
  const LEVELS = ["easy", "medium", "hard", "fiendish"];

  function rulesText(target) {
    let rules = "Start on S. Each move jumps exactly as many cells as the number you stand on (its sign does not matter), " +
                "up, down, left or right, never onto a cell you have visited. Reach G.";
    if (target !== null) rules += " Expert: the numbers of the cells you visit, S and G included, sum to " + target + ".";
    return rules;
  }

  // The page's data of a board, as jump_play_data writes it, with the
  // making rules (levels, min_moves) of the board it came from, and what
  // trying its shape whole found (every_maze) when the shape and goal are its.
  function boardData(rows, cols, values, start, goal, target, from) {
    const data = { family: "jump", rows: rows, cols: cols, values: values, start: start, goal: goal, target: target,
                   landings: landingsOf(rows, cols, values, goal) };
    const way = shortestWay(data, start, [start]);
    data.solution = way ? [start].concat(way) : null;
    if (from && from.levels) { data.levels = from.levels; data.min_moves = from.min_moves; }
    if (from && from.every_maze && from.rows === rows && from.cols === cols && from.goal === goal) data.every_maze = from.every_maze;
    return data;
  }
  function idOf(data) {
    const cell = (i) => [Math.floor(i / data.cols), i % data.cols];
    const items = [["size", [data.rows + "x" + data.cols]], ["start", [cell(data.start).join(",")]], ["goal", [cell(data.goal).join(",")]]];
    if (data.target !== null) items.push(["target", [String(data.target)]]);
    const rows = [];
    for (let r = 0; r < data.rows; ++r) rows.push(data.values.slice(r * data.cols, (r + 1) * data.cols).map(String));
    items.push(["grid", null, rows]);
    return puzzlebox.writeId("jump", items);
  }
  function made(data) {
    const grade = data.target === null ? graded(data) : null;
    return { data: data, id: idOf(data), level: grade ? grade.level : "", score: grade ? grade.score : null,
             looks: grade ? grade.looks : null, rules: rulesText(data.target) };
  }

  // A cell's room: the longest jump from it that stays on the board (jump_room).
  const room = (rows, cols, cell) => {
    const r = Math.floor(cell / cols), c = cell % cols;
    return Math.max(r, rows - 1 - r, c, cols - 1 - c);
  };

  // Cells reachable from the start that cannot reach the goal (the generator's dead cells).
  function deadCells(data) {
    const n = data.rows * data.cols, reached = new Uint8Array(n), back = new Uint8Array(n), into = [];
    for (let cell = 0; cell < n; ++cell) into.push([]);
    data.landings.forEach((to, from) => { for (const cell of to) into[cell].push(from); });
    const spread = (from, mark, next) => {
      const queue = [from];
      mark[from] = 1;
      for (let head = 0; head < queue.length; ++head)
        for (const cell of next(queue[head])) if (!mark[cell]) { mark[cell] = 1; queue.push(cell); }
    };
    spread(data.start, reached, (cell) => data.landings[cell]);
    spread(data.goal, back, (cell) => into[cell]);
    let dead = 0;
    for (let cell = 0; cell < n; ++cell) dead += reached[cell] && !back[cell] ? 1 : 0;
    return dead;
  }

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
      const way = shortestWay(data, state.at, state.path);
      if (!way) return { words: "the goal cannot be reached from here without going back over the path: undo." };
      return { what: way[0], mark: way[0],
               words: "jump to " + puzzlebox.cellName(data, way[0]) + " (" + way.length + " move" + (way.length === 1 ? "" : "s") + " to the goal from here at the fewest)." };
    },
    reveal(data) { return data.solution ? data.solution.slice(1) : null; },
    // A jump ID (puzzles/jump/jump_format.cpp's keys), checked as the reader checks a file.
    read(rest, from) {
      const items = puzzlebox.idItems(rest);
      if (items.refused) return items;
      for (const key of Object.keys(items))
        if (!["size", "start", "goal", "target", "grid"].includes(key)) return { refused: "unknown key '" + key + "'." };
      for (const key of ["size", "start", "goal", "grid"]) if (!items[key]) return { refused: "no '" + key + "'." };
      const shape = items.size.words && items.size.words.length === 1 ? puzzlebox.size(items.size.words[0], MAX_SIDE) : null;
      if (!shape) return { refused: "expected size=RxC, each side 1 to " + MAX_SIDE + " on this page." };
      const [rows, cols] = shape;
      const cellOf = (key) => {
        const words = items[key].words, match = words && words.length === 1 ? /^([0-9]+),([0-9]+)$/.exec(words[0]) : null;
        const r = match ? puzzlebox.integer(match[1], 0, rows - 1) : null, c = match ? puzzlebox.integer(match[2], 0, cols - 1) : null;
        return r === null || c === null ? null : r * cols + c;
      };
      const start = cellOf("start"), goal = cellOf("goal");
      if (start === null || goal === null) return { refused: "expected start= and goal= as row,col on the " + rows + "x" + cols + " board." };
      let target = null;
      if (items.target) {
        target = items.target.words && items.target.words.length === 1 ? puzzlebox.integer(items.target.words[0], -1e15, 1e15) : null;
        if (target === null) return { refused: "expected target=N, an integer." };
      }
      const grid = items.grid.rows;
      if (!grid || grid.length !== rows || grid.some((row) => row.length !== cols))
        return { refused: "expected grid/ with " + rows + " rows of " + cols + " values." };
      const values = [].concat(...grid).map((value) => puzzlebox.integer(value, -1e9, 1e9));
      if (values.some((value) => value === null)) return { refused: "a grid value is not an integer." };
      return made(boardData(rows, cols, values, start, goal, target, from));
    },
    // A new maze of this one's size and goal at `level` (normal mode), in the
    // generator's manner (gen/jump/jump_generator.cpp, smaller): each cell a
    // random jump that stays on the board, then one cell redrawn at a time,
    // a worse board kept now and then, until it has a path of at least
    // min_moves, no dead cell and a score in the level's band.
    make(from, level) {
      if (from.target !== null) return { refused: "New puzzle makes normal-mode mazes; this one has a sum target." };
      // A shape tried whole (jump_every_maze.cpp): a level none of its mazes
      // has is refused at once; a board of no level gets medium, or the
      // shape's first level when it has no medium one.
      const whole = from.every_maze;
      const want = level || (whole && whole.levels.length && !whole.levels.includes("medium") ? whole.levels[0] : "medium");
      if (!from.levels || !from.levels[want]) return { refused: "This page has no levels to make a puzzle at." };
      if (whole && !whole.levels.includes(want))
        return { refused: "No " + want + " maze of this size and goal exists (any start, no dead cells, " +
                          from.min_moves + " moves or more): each of its " + whole.tried + " mazes was tried" +
                          (whole.levels.length ? "; it has " + whole.levels.join(", ") + " ones." : ".") };
      const [low, high] = from.levels[want], n = from.rows * from.cols;
      const movers = [];
      for (let cell = 0; cell < n; ++cell) if (cell !== from.goal && room(from.rows, from.cols, cell) > 0) movers.push(cell);
      if (movers.length < 2) return { refused: "This board is too small to make another." };
      const randomValue = (cell) => (puzzlebox.below(room(from.rows, from.cols, cell)) + 1) * (puzzlebox.below(2) ? 1 : -1);
      const energy = (data) => {
        const way = data.solution ? data.solution.length - 1 : 0;
        if (!way) return 1000;
        const grade = graded(data);
        const off = Math.max(low - grade.score, grade.score - high, 0);
        return 4 * deadCells(data) + 4 * Math.max(0, from.min_moves - way) + Math.ceil(4 * off);
      };
      const deadline = Date.now() + 20000;
      while (Date.now() < deadline) {
        const values = from.values.map((value, cell) => (cell === from.goal ? 0 : room(from.rows, from.cols, cell) ? randomValue(cell) : 0));
        let start = movers[puzzlebox.below(movers.length)];
        let data = boardData(from.rows, from.cols, values, start, from.goal, null, from), e = energy(data);
        for (let step = 0; step < 40 * n && e > 0; ++step) {
          const next = values.slice();
          let nextStart = start;
          if (puzzlebox.below(16) === 0) nextStart = movers[puzzlebox.below(movers.length)];
          else { const cell = movers[puzzlebox.below(movers.length)]; next[cell] = randomValue(cell); }
          const candidate = boardData(from.rows, from.cols, next, nextStart, from.goal, null, from), ce = energy(candidate);
          if (ce <= e || puzzlebox.below(8) === 0) {
            values.splice(0, n, ...next);
            start = nextStart;
            data = candidate;
            e = ce;
          }
        }
        if (e === 0) return made(data);
      }
      return { refused: "No " + want + " maze of this size came within 20 seconds: try again." };
    },
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
