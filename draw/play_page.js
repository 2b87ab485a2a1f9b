// puzzlebox play page: a set of boards played one at a time, in the manner of
// Simon Tatham's collection. Every <section class="play"> holds a board's data
// (a JSON <script>, from the C++ side with the moves already worked out by the
// code the solver uses: the scripts follow them, they never re-derive a rule).
// The bar on top goes to the next and previous board and chooses a level;
// each board has undo and redo, restart, a hint, reveal, its board ID with a
// copy button, and keys; its progress is kept in the browser (localStorage,
// under its board ID), so a board comes back as it was left.
//
// Each family's script (draw/<family>/<family>_play.js) registers one object
// in puzzlebox.families under the family's name:
//   start(data)                  the first state
//   move(data, state, what)      {state, name} (quiet: not a move), or {refused: "why"}
//   solved(data, state)          null, or {words, expert?}: the validator's rule
//   draw(data, state, svg, act)  the board; act(what) makes a move
//   points(data)                 [x, y, r] of each place the keyboard's cursor visits
//   activate(data, state, i)     the move (what) of Enter on place i
//   hint(data, state)            {what?, mark?, words}: the next move of an optimal
//                                solution from here (mark: a place to ring)
//   reveal(data)                 the moves (whats) of the solution, or null
//   tools(data, section, view), after(data, state, section), key(data, view, event)
//                                optional controls and keys (key returns true when it used the key)
//   read(rest, data)             optional: the board of a pasted ID ("NAME:" taken off), as
//                                {data, id, level}, or {refused}; `data` is the board it replaces
//   make(data, level)            optional: a fresh board of data's size at the level, as read gives one
//   reads                        optional: other collections' names whose IDs read() takes too
//                                (rotate reads Tatham's "twiddle:..." IDs)
// A pasted ID (the board-ID box, Open) or a made board (New puzzle) takes the
// board's place on the page; the page remembers it.
// The page runs this script, then the families' scripts, then puzzlebox.play().
"use strict";
var puzzlebox = (function () {
  const SVG = "http://www.w3.org/2000/svg";
  const CELL = 48;
  const families = {};
  const views = [];
  let current = 0;
  let level = "";
  let pageKey = "puzzlebox:page:";  // where the page keeps its place: set by play()
  const replaced = {};  // board index: {id, how}, the boards read or made in the page

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
  function button(label, className, title) {
    const node = document.createElement("button");
    node.type = "button";
    node.className = className;
    node.textContent = label;
    if (title) node.title = title;
    return node;
  }

  // Progress in the browser, by board ID; nothing breaks where storage is refused.
  function load(key) {
    try { return JSON.parse(window.localStorage.getItem(key) || "null"); } catch (e) { return null; }
  }
  function save(key, value) {
    try { window.localStorage.setItem(key, JSON.stringify(value)); } catch (e) { /* private mode, file:// limits */ }
  }

  function setUp(section, index) {
    const data = JSON.parse(section.querySelector("script.board-data").textContent);
    const family = families[data.family];
    const status = section.querySelector(".status");
    if (!family) {
      status.textContent = "This page cannot play " + data.family + " boards yet.";
      return null;
    }
    const svg = section.querySelector("svg.board");
    const counter = section.querySelector(".moves");
    const key = "puzzlebox:" + (section.dataset.id || document.title + "#" + index);
    const view = { section: section, data: data, family: family, state: family.start(data), history: [], future: [], names: [],
                   redoNames: [], cursor: null, mark: null, revealed: false };
    const points = family.points(data);
    view.say = (words, kind) => {
      status.textContent = words;
      status.dataset.kind = kind || "note";
    };
    const store = () => save(key, { state: view.state, history: view.history, future: view.future, names: view.names,
                                    redoNames: view.redoNames, revealed: view.revealed });
    const show = () => {
      while (svg.firstChild) svg.removeChild(svg.firstChild);
      family.draw(data, view.state, svg, (what) => { view.cursor = null; view.act(what); });
      for (const [i, kind] of [[view.mark, "hint-mark"], [view.cursor, "cursor"]]) {
        if (i === null || !points[i]) continue;
        const [x, y, r] = points[i];
        el("rect", { x: x - r, y: y - r, width: 2 * r, height: 2 * r, rx: Math.min(8, r / 3), class: kind }, svg);
      }
      if (family.after) family.after(data, view.state, section);
      counter.textContent = String(view.names.length);
      if (view.cursor === null) delete section.dataset.cursor;
      else section.dataset.cursor = String(view.cursor);
      section.querySelector(".move-list").textContent = view.names.join(" ");
      section.querySelector("button.undo").disabled = !view.history.length && !view.beforeRestart;
      section.querySelector("button.redo").disabled = !view.future.length;
      const result = family.solved(data, view.state);
      section.dataset.solved = result ? "yes" : "no";
      section.dataset.revealed = view.revealed ? "yes" : "no";
      if (result && result.expert !== undefined && result.expert !== null) section.dataset.expert = result.expert ? "yes" : "no";
      else delete section.dataset.expert;
      // Shown, not solved: marked apart, as Tatham marks "solved with help".
      if (result) view.say(view.revealed ? "Solution shown (not solved by you). " + result.words : result.words,
                           view.revealed ? "revealed" : "solved");
      store();
      progress();
    };
    view.show = show;
    view.act = (what) => {
      const outcome = family.move(data, view.state, what);
      if (outcome.refused) {
        section.dataset.refused = String(Number(section.dataset.refused || 0) + 1);
        view.say(outcome.refused, "refused");
        return false;
      }
      if (!outcome.quiet) {  // a move (a selection is not one)
        view.beforeRestart = null;
        view.history.push(view.state);
        view.names.push(String(outcome.name));
        view.future = [];
        view.redoNames = [];
        view.say("", "note");
        view.mark = null;
      }
      view.state = outcome.state;
      show();
      return true;
    };
    // Undo and redo: the state moves from one stack to the other with its move's name.
    const travel = (back) => {
      const from = back ? view.history : view.future, to = back ? view.future : view.history;
      if (back && !from.length && view.beforeRestart) {  // a restart undone: the board as it was
        Object.assign(view, view.beforeRestart, { beforeRestart: null, mark: null });
        view.say("Restart undone.", "note");
        show();
        return;
      }
      if (!from.length) { view.say(back ? "Nothing to undo." : "Nothing to redo.", "refused"); return; }
      to.push(view.state);
      if (back) view.redoNames.push(view.names.pop());
      else view.names.push(view.redoNames.pop());
      view.state = from.pop();
      view.mark = null;
      view.say("", "note");
      show();
    };
    view.undo = () => travel(true);
    view.redo = () => travel(false);
    // Restart can be undone (Tatham's too): what it cleared is kept until the next move.
    view.restart = () => {
      if (view.history.length || view.future.length)
        view.beforeRestart = { state: view.state, history: view.history, future: view.future, names: view.names,
                               redoNames: view.redoNames, revealed: view.revealed };
      view.state = family.start(data);
      view.history = [];
      view.future = [];
      view.names = [];
      view.redoNames = [];
      view.revealed = false;
      view.mark = null;
      view.say("", "note");
      show();
    };
    view.hint = () => {
      if (family.solved(data, view.state)) { view.say("Solved already.", "note"); return; }
      const hint = family.hint(data, view.state);
      view.mark = hint.mark === undefined ? null : hint.mark;
      section.dataset.hint = "given";
      show();
      view.say("Hint: " + hint.words, "hint");
    };
    view.reveal = () => {
      const moves = family.reveal(data);
      if (!moves) { view.say("This page has no solution to show for this board.", "refused"); return; }
      view.restart();
      view.beforeRestart = null;  // a reveal is undone move by move
      for (const what of moves) {
        const outcome = family.move(data, view.state, what);
        if (outcome.refused) break;
        if (!outcome.quiet) {
          view.history.push(view.state);
          view.names.push(String(outcome.name));
        }
        view.state = outcome.state;
      }
      view.revealed = true;
      show();
    };
    view.moveCursor = (dx, dy) => {
      if (!points.length) return;
      if (view.cursor === null) { view.cursor = 0; show(); return; }
      // The nearest place in the arrow's direction (within 60 degrees of it,
      // sideways steps counted thrice: on a hexagon, Down goes to the next row).
      const [x0, y0] = points[view.cursor];
      let best = null, bestDistance = Infinity;
      points.forEach(([x, y], i) => {
        const along = (x - x0) * dx + (y - y0) * dy, across = Math.abs((x - x0) * dy - (y - y0) * dx);
        if (along <= 0 || across > along * 1.8) return;
        const distance = along * along + 3 * across * across;
        if (distance < bestDistance) { best = i; bestDistance = distance; }
      });
      if (best !== null) view.cursor = best;
      show();
    };
    view.activate = () => {
      if (view.cursor === null) { view.moveCursor(0, 0); return; }
      view.act(family.activate(data, view.state, view.cursor));
    };

    section.querySelector("button.undo").addEventListener("click", view.undo);
    section.querySelector("button.redo").addEventListener("click", view.redo);
    section.querySelector("button.restart").addEventListener("click", view.restart);
    section.querySelector("button.hint").addEventListener("click", view.hint);
    section.querySelector("button.reveal").addEventListener("click", view.reveal);
    const id = section.querySelector(".board-id input");
    if (id) {
      const open = () => openId(index, id.value);
      section.querySelector(".board-id button.open").addEventListener("click", open);
      id.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); open(); } });
      section.querySelector(".board-id button.copy").addEventListener("click", () => {
        id.select();
        let copied = false;
        try { copied = document.execCommand("copy"); } catch (e) { /* the clipboard API, or by hand */ }
        if (!copied && navigator.clipboard) {
          navigator.clipboard.writeText(id.value).catch(() => {});
          copied = true;
        }
        view.say(copied ? "Board ID copied." : "Board ID selected: copy it with Ctrl+C.", "note");
      });
    }
    if (family.make) {
      const fresh = button("New puzzle", "new-puzzle", "a new board of this size and level, made in the page");
      section.querySelector(".controls").insertBefore(fresh, section.querySelector("button.hint"));
      fresh.addEventListener("click", () => {
        view.say("Making a new puzzle…", "note");
        // Let the status paint before the work.
        window.setTimeout(() => {
          const made = family.make(data, section.dataset.level || "");
          if (made.refused) view.say(made.refused, "refused");
          else replace(index, made, "New puzzle");
        }, 30);
      });
    }
    if (family.tools) {
      const tools = family.tools(data, section, view);
      if (tools) section.querySelector(".tools").append(tools);
    }
    // Where the player left it.
    const saved = load(key);
    if (saved && saved.state && Array.isArray(saved.history)) {
      view.state = saved.state;
      view.history = saved.history;
      view.future = saved.future || [];
      view.names = saved.names || [];
      view.redoNames = saved.redoNames || [];
      view.revealed = !!saved.revealed;
    }
    show();
    return view;
  }

  // A board read from an ID or made in the page, in place of board `index`:
  // a fresh copy of its section (no listeners, no family controls) set up
  // with the new data, remembered with the page's place.
  function replace(index, made, how, quiet) {
    const old = views[index].section;
    const section = old.cloneNode(true);
    section.querySelector("script.board-data").textContent = JSON.stringify(made.data);
    section.dataset.id = made.id;
    section.dataset.level = made.level || "";
    for (const added of section.querySelectorAll(".tools > *, button.new-puzzle")) added.remove();
    section.querySelector(".board-id input").value = made.id;
    section.querySelector("h2").textContent = how + (made.level ? " · " + made.level : "");
    const rules = section.querySelector("p.rules");
    if (rules && made.rules !== undefined) rules.textContent = made.rules;
    for (const key of ["solved", "revealed", "expert", "hint", "refused", "cursor"]) delete section.dataset[key];
    old.replaceWith(section);
    views[index] = setUp(section, index);
    replaced[index] = { id: made.id, how: how };
    go(index);
    if (!quiet) views[index].say(how === "New puzzle" ? "A new puzzle, made in this page." : "The board of the ID.", "note");
  }

  // The board-ID box's Open: an ID of a family this page plays.
  function openId(index, text) {
    const view = views[index];
    const given = String(text).trim();
    const colon = given.indexOf(":");
    const name = colon > 0 ? given.slice(0, colon) : "";
    const family = families[name] || Object.values(families).find((f) => (f.reads || []).includes(name));
    if (!family || !family.read) {
      const readers = [].concat(...Object.keys(families).filter((f) => families[f].read).map((f) => [f].concat(families[f].reads || [])));
      view.say((name ? "This page does not read " + name + " IDs" : "A board ID begins with its family's name and ':'") +
               (readers.length ? "; it reads " + readers.slice(0, -1).join(", ") + (readers.length > 1 ? " and " : "") +
                                 readers[readers.length - 1] + " IDs" : "") +
               ". puzzlebox-solve ID --html page.html makes a page for any board.", "refused");
      return;
    }
    const made = family.read(given.slice(colon + 1), view.data);
    if (made.refused) { view.say("That ID: " + made.refused, "refused"); return; }
    replace(index, made, "Pasted puzzle");
  }

  // Board IDs (puzzles/board_id.hpp): NAME:key=w1+w2:key/row/row..., a row's
  // values joined by ',' or packed when each is one character. The items
  // after "NAME:", as {key: {words}} or {key: {rows}}, or {refused}.
  const KEY = /^[A-Za-z_][A-Za-z_-]*$/;
  function idItems(rest) {
    const items = {};
    const parts = rest.split(":");
    for (let i = 0; i < parts.length; ++i) {
      const item = parts[i], equals = item.indexOf("="), slash = item.indexOf("/");
      const cut = Math.min(equals < 0 ? item.length : equals, slash < 0 ? item.length : slash);
      const key = item.slice(0, cut);
      if (!KEY.test(key)) return { refused: "item " + (i + 2) + " ('" + item + "'): expected key=value or key/row/row..." };
      if (items[key]) return { refused: "'" + key + "' is given twice." };
      if (cut === equals) {
        const words = item.slice(equals + 1).split("+");
        if (words.some((word) => !word)) return { refused: "item " + (i + 2) + " ('" + item + "'): an empty value." };
        items[key] = { words: words };
        continue;
      }
      const rows = slash < 0 ? [] : item.slice(slash + 1).split("/").map((row) => {
        if (!row.includes(",")) return Array.from(row);
        const values = row.split(",");
        if (values.length > 1 && values[values.length - 1] === "") values.pop();
        return values;
      });
      if (rows.some((row) => !row.length || row.some((value) => !value)))
        return { refused: "item " + (i + 2) + " ('" + item + "'): an empty row or value." };
      items[key] = { rows: rows };
    }
    return items;
  }
  // The ID of [key, words] and [key, null, rows] items, as board_id writes it.
  function writeId(name, items) {
    let id = name;
    for (const [key, words, rows] of items) {
      if (words) { id += ":" + key + "=" + words.join("+"); continue; }
      const packed = rows.every((row) => row.every((value) => String(value).length === 1));
      id += ":" + key;
      for (const row of rows) id += "/" + row.join(packed ? "" : ",") + (!packed && row.length === 1 ? "," : "");
    }
    return id;
  }
  // An integer of a row or key ("-3"), within [low, high], or null.
  function integer(text, low, high) {
    if (!/^[-+]?[0-9]{1,16}$/.test(text)) return null;
    const value = Number(text);
    return value >= low && value <= high ? value : null;
  }
  // "RxC" within 1..most each, as [rows, cols], or null.
  function size(text, most) {
    const match = /^([0-9]+)x([0-9]+)$/.exec(text || "");
    if (!match) return null;
    const rows = integer(match[1], 1, most), cols = integer(match[2], 1, most);
    return rows && cols ? [rows, cols] : null;
  }
  // Whole numbers in [0, n) from the browser's generator.
  function below(n) {
    const word = new Uint32Array(1);
    window.crypto.getRandomValues(word);
    return word[0] % n;
  }

  // FNV-1a over a text's UTF-16 units, as 8 hex digits: a short key for a long set.
  function digest(text) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; ++i) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
    return hash.toString(16).padStart(8, "0") + ":" + text.length;
  }

  // The boards the level chooser lets through, in page order.
  function chosen() {
    return views.map((view, i) => i).filter((i) => views[i] && (!level || views[i].section.dataset.level === level));
  }
  function go(index) {
    if (!views[index]) return;
    current = index;
    views.forEach((view, i) => { if (view) view.section.hidden = i !== current; });
    save(pageKey, { current: current, level: level, replaced: replaced });
    progress();
  }
  function step(by) {
    const list = chosen();
    const at = list.indexOf(current);
    const next = at < 0 ? list[0] : list[at + by];
    if (next !== undefined) go(next);
  }
  function progress() {
    const nav = document.querySelector("nav.boards");
    if (!nav) return;
    const list = chosen();
    const at = list.indexOf(current);
    const done = views.filter((view) => view && view.section.dataset.solved === "yes");
    const shown = done.filter((view) => view.revealed).length;
    nav.querySelector(".where").textContent = "Puzzle " + (at + 1) + " of " + list.length +
      (level ? " (" + level + ")" : "") + " · " + (done.length - shown) + " of " + views.length + " solved" +
      (shown ? ", " + shown + " shown" : "");
    nav.querySelector("button.previous").disabled = at <= 0;
    nav.querySelector("button.next").disabled = at < 0 || at >= list.length - 1;
  }

  function navigation(sections) {
    const nav = document.createElement("nav");
    nav.className = "boards";
    const previous = button("◀ Previous", "previous", "previous puzzle (p)");
    const next = button("Next ▶", "next", "next puzzle (n)");
    const where = document.createElement("span");
    where.className = "where";
    nav.append(previous, where, next);
    const levels = [], order = ["easy", "medium", "hard", "fiendish"];
    for (const section of sections) if (section.dataset.level && !levels.includes(section.dataset.level)) levels.push(section.dataset.level);
    levels.sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));
    if (levels.length) {
      const label = document.createElement("label");
      label.className = "level";
      const select = document.createElement("select");
      select.className = "level";
      for (const name of [""].concat(levels)) {
        const option = document.createElement("option");
        option.value = name;
        option.textContent = name || "every level";
        select.append(option);
      }
      select.value = level;
      select.addEventListener("change", () => {
        level = select.value;
        const list = chosen();
        if (list.length) go(list.includes(current) ? current : list[0]);
        progress();
        select.blur();
      });
      label.append("Level ", select);
      nav.append(label);
    }
    previous.addEventListener("click", () => step(-1));
    next.addEventListener("click", () => step(1));
    document.querySelector("h1").after(nav);
  }

  function keys(event) {
    const view = views[current];
    if (!view || event.altKey || event.metaKey) return;
    const target = event.target;
    if (target && (target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA")) return;
    if (view.family.key && !event.ctrlKey && view.family.key(view.data, view, event)) { event.preventDefault(); return; }
    const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const k = event.key;
    let used = true;
    if (arrows[k] && !event.ctrlKey) view.moveCursor(...arrows[k]);
    else if ((k === "Enter" || k === " ") && !event.ctrlKey) view.activate();
    else if ((k === "z" && event.ctrlKey && !event.shiftKey) || (k === "u" && !event.ctrlKey)) view.undo();
    else if ((k === "y" && event.ctrlKey) || (k === "Z" && event.ctrlKey) || (k === "r" && !event.ctrlKey)) view.redo();
    else if (k === "h" && !event.ctrlKey) view.hint();
    else if ((k === "n" && !event.ctrlKey) || k === "PageDown") step(1);
    else if ((k === "p" && !event.ctrlKey) || k === "PageUp") step(-1);
    else used = false;
    if (used) event.preventDefault();
  }

  // A cell as people name it: "row,col", from 0 as in the board files.
  function cellName(data, cell) { return Math.floor(cell / data.cols) + "," + (cell % data.cols); }
  // The keyboard's places on a square grid: each cell's centre.
  function gridPoints(data) {
    const points = [];
    for (let cell = 0; cell < data.rows * data.cols; ++cell)
      points.push([(cell % data.cols + 0.5) * CELL, (Math.floor(cell / data.cols) + 0.5) * CELL, CELL / 2 - 3]);
    return points;
  }

  return {
    families: families,
    cellName: cellName,
    gridPoints: gridPoints,
    el: el,
    text: text,
    CELL: CELL,
    idItems: idItems,
    writeId: writeId,
    integer: integer,
    size: size,
    below: below,
    play() {
      const sections = Array.from(document.querySelectorAll("section.play"));
      // The page's place is kept under its set of boards (their IDs, in
      // order), not its title: two sets under one title keep apart.
      pageKey = "puzzlebox:page:" + digest(sections.map((section) => section.dataset.id || "").join(" "));
      sections.forEach((section, i) => views.push(setUp(section, i)));
      const saved = load(pageKey);
      // The boards put in place of the page's own, read again from their IDs.
      for (const [i, board] of Object.entries((saved && saved.replaced) || {})) {
        const view = views[Number(i)], name = String(board.id).split(":")[0];
        if (!view || !families[name] || !families[name].read) continue;
        const made = families[name].read(String(board.id).slice(name.length + 1), view.data);
        if (!made.refused) replace(Number(i), made, board.how === "New puzzle" ? "New puzzle" : "Pasted puzzle", true);
      }
      if (sections.length > 1) {
        if (saved && typeof saved.level === "string" && views.some((v) => v && v.section.dataset.level === saved.level)) level = saved.level;
        navigation(Array.from(document.querySelectorAll("section.play")));
        go(saved && views[saved.current] ? saved.current : 0);
      } else {
        go(0);
      }
      document.addEventListener("keydown", keys);
    },
  };
})();
