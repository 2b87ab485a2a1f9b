// puzzlebox play page, the hexagon family: click a cell, then a value (or type it and press Enter); the lines are in the data.
// Registered with the page's script (draw/play_page.js), which calls
// start, move, solved, draw (and tools, after) as its comment says.
"use strict";
(function (puzzlebox) {
  const el = puzzlebox.el, text = puzzlebox.text, CELL = puzzlebox.CELL;

  puzzlebox.families.hexagon = {
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
})(puzzlebox);
