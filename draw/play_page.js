// puzzlebox play page: makes every <section class="play"> of the page a
// board you can play. The section's data (a JSON <script>) comes from the C++
// side with the moves already worked out by the same code the solver uses,
// so the scripts only follow them: they never re-derive a rule.
// Each family's script (draw/<family>/<family>_play.js) registers one object
// in puzzlebox.families under the family's name:
//   start(data)              the first state
//   move(data, state, what)  {state, name} (quiet: not a move), or {refused: "why"}
//   solved(data, state)      null, or {words, expert?}: the validator's rule
//   draw(data, state, svg, act)  the board; act(what) makes a move
//   tools(data, section, view), after(data, state, section)  optional controls
//                            (view.show() redraws, after a control of the view changed)
// The page runs this script, then the families' scripts, then puzzlebox.play().
// State changes go through view.act, which keeps the undo stack and the move
// counter and asks solved() whether the validator's rule holds.
"use strict";
var puzzlebox = (function () {
  const SVG = "http://www.w3.org/2000/svg";
  const CELL = 48;
  const families = {};

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
    view.show = show;
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

  // A cell as people name it: "row,col", from 0 as in the board files.
  function cellName(data, cell) { return Math.floor(cell / data.cols) + "," + (cell % data.cols); }

  return {
    families: families,
    cellName: cellName,
    el: el,
    text: text,
    CELL: CELL,
    play() { document.querySelectorAll("section.play").forEach(setUp); },
  };
})();
