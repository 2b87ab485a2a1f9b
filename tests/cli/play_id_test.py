#!/usr/bin/python3
"""The play page's board-ID box and New puzzle, in headless Chromium
(Debian's chromium-driver and python3-selenium).

A page reads the IDs of every family of families/family_list.hpp
(puzzlebox's, and Tatham's Flip and Twiddle IDs) and makes new boards of
the families whose script can (`make`), with the C++ rules written again in
JavaScript (draw/<family>/<family>_play.js). Checked here against the C++
tools, which are the outside method:

- every family of the list: its page reads its own board's ID back to the
  same ID and board data;

- the page's reading of 300 random mazes and 40 generated ones at every
  level: its level and cells read equal puzzlebox-analyze's `level` and
  `cells_read` columns (the person's way through the maze, rule for rule);
- for each of those and of flip boards of every pattern (cross, plus, a
  stencil, Merlin's square, a torus, a target, random press sets, Tatham
  IDs): the data the page makes from the ID equals the data
  `puzzlebox-solve ID --html` writes for it (landings, press sets, the
  fewest presses), and so does the rules line;
- pasting an ID plays that board (revealed, it is solved; the ID box and
  the section's ID are the pasted one) and survives a reload; a malformed
  ID, or one of a family the page does not play, is refused with a reason
  and the board stays;
- New puzzle at each level makes a board the CLI accepts and solves, with
  the level the page shows: puzzlebox-analyze gives the same level, a jump
  maze has no dead cell and at least 2 moves, a flip board the same fewest
  presses;
- rotate boards of every turn set, colour targets, orientable tiles, rows-only
  boards and Twiddle IDs: the moves equal the C++ page's, a solution the
  page finds has the C++ solver's length and solves the board by the C++
  page's own moves, the rules line is the same; bad IDs are refused with a
  reason; New puzzle on pages the page can search whole (3x3, 2x4, 2x3
  orientable) makes the level puzzlebox-analyze gives, and a 3x4 page
  refuses it with the reason; a pasted Twiddle ID is played to solved by
  the hints;
- hexagon puzzles of orders 3 to 5 and empty boards: shape, lines, constant
  and rules equal the C++ page's, a filling the page's search finds is a
  magic hexagon of the clues (the C++ solver's, for the generator's unique
  puzzles; order 3 always found), bad IDs are refused, a pasted puzzle
  revealed is solved;
- on a shape small enough to try whole (3x3 from any start), the levels
  the page knows New puzzle can make are those puzzlebox-gen makes under
  the same rules, and any other is refused at once with the count tried.

usage: play_id_test.py PUZZLEBOX_SOLVE PUZZLEBOX_GEN PUZZLEBOX_ANALYZE
"""
import csv
import io
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time

from selenium.webdriver.common.by import By

from headless import chromium, click, fresh

solve, gen, analyze = sys.argv[1:4]
failures = []
work = tempfile.mkdtemp()


def fail(message):
    failures.append(message)
    print("FAIL: " + message, flush=True)


def run(*command, check=True):
    return subprocess.run(list(command), capture_output=True, text=True, check=check)


def analyzed(ids):
    """puzzlebox-analyze's rows (dicts) of the boards of `ids`, in order."""
    out = subprocess.run([analyze, "-", "--quiet"], input="\n".join(ids) + "\n", capture_output=True, text=True, check=True)
    return list(csv.DictReader(io.StringIO(out.stdout)))


def page_of(board_id, name):
    """The page puzzlebox-solve writes for a board ID: (its board data, its rules line)."""
    page = os.path.join(work, name + ".html")
    run(solve, board_id, "--html", page, check=False)  # exit 1: no solution, the page still made
    browser.get("file://" + page)
    section = browser.find_element(By.CSS_SELECTOR, "section.play")
    data = json.loads(section.find_element(By.CSS_SELECTOR, "script.board-data").get_attribute("textContent"))
    rules = section.find_elements(By.CSS_SELECTOR, "p.rules")
    return data, rules[0].text if rules else ""


def read_in_page(family, board_id):
    """What the open page's family script makes of an ID."""
    return browser.execute_script(
        "const made = puzzlebox.families[arguments[0]].read(arguments[1], {});"
        "return made.refused ? made : {data: made.data, id: made.id, level: made.level, looks: made.looks, rules: made.rules};",
        family, board_id.split(":", 1)[1])


def read_and_page(family, board_id, name, keys):
    """The page's reading of an ID beside the C++ page's data and rules line, the data compared key by key;
    None when the page refuses it."""
    data, rules = page_of(board_id, name)
    made = read_in_page(family, board_id)
    if made.get("refused"):
        fail(f"{board_id}: the page refuses it: {made['refused']}")
        return None
    for key in keys:
        if made["data"].get(key) != data.get(key):
            fail(f"{board_id}: the page's {key} is {made['data'].get(key)}, the C++ page's {data.get(key)}")
    return made, data, rules


def family_list():
    """The families, from the FAMILY(name) lines of families/family_list.hpp (the build's one list)."""
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "families", "family_list.hpp")
    with open(source) as header:
        return re.findall(r"^ *FAMILY\(([a-z_]+)\)", header.read(), re.MULTILINE)


browser = chromium("--window-size=1200,1600")


# Every family's page reads its own board's ID back: the same ID, the same board data.
families = family_list()
if len(families) < 4:
    fail(f"families/family_list.hpp names {families}")
for family in families:
    page = os.path.join(work, f"own-{family}.html")
    run(gen, family, "--count", "1", "--seed", "3", "--html", page, "--quiet")
    browser.get("file://" + page)
    own = browser.find_element(By.CSS_SELECTOR, "section.play")
    board_id, data = own.get_attribute("data-id"), json.loads(own.find_element(By.CSS_SELECTOR, "script.board-data")
                                                                   .get_attribute("textContent"))
    if not browser.execute_script("return !!(puzzlebox.families[arguments[0]] || {}).read;", family):
        fail(f"a {family} page reads no {family} IDs")
        continue
    made = read_in_page(family, board_id)
    # Not compared: the solution (another optimal one may do), the levels and their making rules (they come
    # from the board a read one replaces) and a jump book's repeat key.
    grid_keys = [key for key in data if key not in ("solution", "answer", "levels", "min_moves", "every_maze", "puzzle")]
    if made.get("refused") or made["id"] != board_id or any(made["data"].get(key) != data[key] for key in grid_keys):
        fail(f"a {family} page reading its own {board_id}: {made.get('refused') or made['id']}, differing in "
             f"{[key for key in grid_keys if made['data'].get(key) != data[key]]}")

# Jump: random mazes (values within each cell's room, a few zeros) and the
# generator's at every level, each analysed by the C++ deduction.
rnd = random.Random(20261127)
ids = []
for _ in range(300):
    rows, cols = rnd.randint(3, 8), rnd.randint(3, 8)
    goal = (rows // 2, cols // 2)
    grid = []
    for r in range(rows):
        room = lambda c: max(r, rows - 1 - r, c, cols - 1 - c)
        grid.append(",".join("0" if (r, c) == goal or rnd.random() < 0.03 else str(rnd.randint(1, room(c)) * rnd.choice((1, -1)))
                             for c in range(cols)))
    start = goal
    while start == goal:
        start = (rnd.randrange(rows), rnd.randrange(cols))
    ids.append(f"jump:size={rows}x{cols}:start={start[0]},{start[1]}:goal={goal[0]},{goal[1]}:grid/" + "/".join(grid))
for size in ("5x5", "7x7"):
    for level in ("easy", "medium", "hard", "fiendish"):
        ids += run(gen, "jump", "--size", size, "--difficulty", level, "--count", "5", "--seed", "3", "--format", "id").stdout.split()
rows = analyzed(ids)
first, _ = page_of(ids[0], "jump-first")
levels = {}
for board_id, row in zip(ids, rows):
    made = read_in_page("jump", board_id)
    if made.get("refused"):
        fail(f"{board_id}: the page refuses it: {made['refused']}")
        continue
    if made["level"] != row["level"] or (row["level"] and made["looks"] != int(row["cells_read"])):
        fail(f"{board_id}: the page grades it {made['level']!r} after reading {made['looks']} cells; "
             f"puzzlebox-analyze {row['level']!r} after {row['cells_read']} ({row['rule']})")
    levels[row["rule"]] = levels.get(row["rule"], 0) + 1
    if made["id"] != board_id:
        fail(f"{board_id}: the page writes its ID as {made['id']}")
for rule in ("in sight", "only jump", "working back", "meeting in the middle", "trial"):
    if not levels.get(rule):
        fail(f"no maze of the check needed the rule '{rule}' ({levels}): the check does not reach it")
for i, board_id in enumerate(ids[::25]):
    data, rules = page_of(board_id, f"jump-{i}")
    made = read_in_page("jump", board_id)
    for key in ("rows", "cols", "values", "start", "goal", "target", "landings"):
        if made["data"].get(key) != data.get(key):
            fail(f"{board_id}: the page's {key} is {made['data'].get(key)}, the C++ page's {data.get(key)}")
    if (made["data"]["solution"] is None) != (data["solution"] is None) or \
            (data["solution"] and len(made["data"]["solution"]) != len(data["solution"])):
        fail(f"{board_id}: the page's solution {made['data']['solution']}, the C++ page's {data['solution']}")
    if made["rules"] != rules:
        fail(f"{board_id}: the page's rules {made['rules']!r}, the C++ page's {rules!r}")

# Flip: every pattern, a torus, a target, random press sets, Tatham's IDs.
flip_ids = []
for args in (["--size", "5x5", "--pattern", "plus"], ["--size", "4x6", "--pattern", "cross"], ["--size", "3x3", "--pattern", "merlin"],
             ["--size", "4x4", "--pattern", "random"], ["--size", "5x4", "--pattern", "plus", "--wrap", "torus"]):
    flip_ids += run(gen, "flip", *args, "--count", "2", "--seed", "4", "--format", "id").stdout.split()
    if "--wrap" not in args and "cross" not in args:  # a cross reaches past the 3x3 neighbourhood: no Tatham form
        flip_ids += ["flip:" + tatham for tatham in
                     run(gen, "flip", *args, "--count", "1", "--seed", "5", "--format", "tatham").stdout.split()]
flip_ids.append("flip:size=3x4:pattern=plus:grid/0110/1001/0110:target/1111/0000/1111")
flip_ids.append("flip:size=4x5:pattern=stencil:stencil=0,0+1,1+-1,1+2,0:grid/10110/01001/11100/00101")
flip_ids.append("flip:size=3x5:pattern=stencil:stencil=0,0+0,2+1,-1:wrap=torus:grid/10110/01001/11100")
for i, board_id in enumerate(flip_ids):
    read = read_and_page("flip", board_id, f"flip-{i}", ("rows", "cols", "bars", "grid", "target", "presses", "shape"))
    if not read:
        continue
    made, data, rules = read
    mine, theirs = made["data"]["solution"], data["solution"]
    if (mine is None) != (theirs is None) or (theirs is not None and len(mine) != len(theirs)):
        fail(f"{board_id}: the page's fewest presses {mine}, the C++ page's {theirs}")
    if (made["data"]["kernel"] is None) != (data["kernel"] is None) or \
            (data["kernel"] is not None and len(made["data"]["kernel"]) != len(data["kernel"])):
        fail(f"{board_id}: the page's kernel has {made['data']['kernel']}, the C++ page's {data['kernel']}")
    if made["rules"] != rules:
        fail(f"{board_id}: the page's rules {made['rules']!r}, the C++ page's {rules!r}")
    if not board_id.split(":")[1][0].isdigit():
        if made["id"] != board_id:
            fail(f"{board_id}: the page writes its ID as {made['id']}")
    elif run(solve, made["id"], "--format", "csv").stdout != run(solve, board_id, "--format", "csv").stdout:
        fail(f"{board_id}: the page's ID {made['id']} solves differently from Tatham's")


def section():
    return browser.find_element(By.CSS_SELECTOR, "section.play:not([hidden])")


def open_id(text):
    box = section().find_element(By.CSS_SELECTOR, ".board-id input")
    box.clear()
    box.send_keys(text)
    click(section().find_element(By.CSS_SELECTOR, ".board-id button.open"))


def status():
    return tuple(browser.execute_script("const s = document.querySelector('section.play:not([hidden]) .status');"
                                        "return [s.dataset.kind, s.textContent];"))


def shown(name):
    """An attribute of the board shown, read in one step (a replaced board's section is a new element)."""
    return browser.execute_script("const s = document.querySelector('section.play:not([hidden])');"
                                  "return s ? s.getAttribute(arguments[0]) : null;", name)


def within(seconds, check):
    """Whether `check()` holds within `seconds`: New puzzle works in the page's own time, and a reloaded page
    sets its boards up in its last script, which a loaded machine may run after WebDriver's refresh returns."""
    end = time.time() + seconds
    while not check() and time.time() < end:
        time.sleep(0.1)
    return check()


# Pasting: a jump page plays another maze, refuses what it cannot read, keeps it over a reload.
page = os.path.join(work, "paste.html")
run(gen, "jump", "--size", "5x5", "--count", "2", "--seed", "8", "--html", page, "--quiet")
if not fresh(browser, page):
    fail(f"{page}: the browser's storage would not clear")
before = section().get_attribute("data-id")
for bad, why in (("jump:size=5x5:start=9,9:goal=2,2:grid/1", "start"), ("jump:grid/1,2", "size"),
                 ("rotate:size=3x3:block=2:turns=cw:grid/491/253/768", "puzzlebox-solve"), ("hello", "family")):
    open_id(bad)
    kind, words = status()
    if kind != "refused" or why not in words or section().get_attribute("data-id") != before:
        fail(f"pasting {bad!r}: status {kind} {words!r}, board {section().get_attribute('data-id')}")
pasted = ids[7]
open_id(pasted)
if section().get_attribute("data-id") != pasted or section().find_element(By.CSS_SELECTOR, ".board-id input").get_attribute("value") != pasted:
    fail(f"pasting {pasted}: the section's ID is {section().get_attribute('data-id')}")
if section().get_attribute("data-level") != rows[7]["level"]:
    fail(f"pasting {pasted}: level {section().get_attribute('data-level')!r}, puzzlebox-analyze {rows[7]['level']!r}")
values = [int(v) for part in pasted.split("grid/")[1].split("/") for v in part.split(",")]
drawn = [int(t.text) for t in section().find_elements(By.CSS_SELECTOR, "svg.board g.cell text.value")]
if drawn != values:
    fail(f"pasting {pasted}: the board shows {drawn}")
solvable = bool(rows[7]["level"])
click(section().find_element(By.CSS_SELECTOR, "button.reveal"))
if (section().get_attribute("data-solved") == "yes") != solvable:
    fail(f"pasting {pasted}: revealed, solved is {section().get_attribute('data-solved')} (solvable: {solvable})")
browser.refresh()
if not within(30, lambda: shown("data-id") == pasted):
    fail(f"after a reload the pasted board is gone: {shown('data-id')}")

# A Tatham Flip ID pasted on a flip page, played to solved by its hints.
flip_page = os.path.join(work, "flip.html")
run(gen, "flip", "--size", "5x5", "--pattern", "plus", "--count", "1", "--seed", "8", "--html", flip_page, "--quiet")
browser.get("file://" + flip_page)
tatham = [i for i in flip_ids if i.split(":")[1][0].isdigit()][0]
open_id(tatham)
for _ in range(60):
    if section().get_attribute("data-solved") == "yes":
        break
    click(section().find_element(By.CSS_SELECTOR, "button.hint"))
    kind, words = status()
    mark = browser.execute_script("const s = document.querySelector('section.play:not([hidden])');"
                                  "const r = s.querySelector('svg.board rect.hint-mark'); return r ? [r.getAttribute('x'), r.getAttribute('y')] : null;")
    if not mark:
        break
    cell = int(float(mark[1]) // 48) * browser.execute_script("return JSON.parse(document.querySelector('section.play:not([hidden]) script.board-data').textContent).cols") + int(float(mark[0]) // 48)
    click(section().find_element(By.CSS_SELECTOR, f'svg.board g[data-cell="{cell}"]'))
if section().get_attribute("data-solved") != "yes" or section().get_attribute("data-revealed") == "yes":
    fail(f"the Tatham board {tatham} followed by hints: solved {section().get_attribute('data-solved')}, {status()}")

# New puzzle at every level: the CLI accepts, solves and grades the board as the page does.
for family, args in (("jump", ["--size", "5x5"]), ("jump", ["--size", "7x7"]), ("flip", ["--size", "5x5", "--pattern", "plus"]),
                     ("flip", ["--size", "4x4", "--pattern", "random"])):
    for level in ("easy", "medium", "hard", "fiendish"):
        page = os.path.join(work, f"new-{family}-{level}.html")
        made = run(gen, family, *args, "--difficulty", level, "--count", "1", "--seed", "2", "--html", page, "--quiet", check=False)
        if made.returncode != 0:
            continue  # a level the shape cannot hold (4x4 random sets may top out early)
        browser.get("file://" + page)
        old = section().get_attribute("data-id")
        click(section().find_element(By.CSS_SELECTOR, "button.new-puzzle"))
        within(30, lambda: shown("data-id") != old or status()[0] == "refused")
        new_id, new_level = shown("data-id"), shown("data-level")
        what = f"New puzzle on a {family} {' '.join(args)} {level} page"
        if new_id == old or new_level != level:
            fail(f"{what}: ID {new_id}, level {new_level!r} ({status()})")
            continue
        if run(solve, new_id, check=False).returncode != 0:
            fail(f"{what}: puzzlebox-solve refuses {new_id}")
        row = analyzed([new_id])[0]
        if row["level"] != level:
            fail(f"{what}: puzzlebox-analyze grades {new_id} {row['level']}")
        if family == "jump" and (int(row["dead_cells"]) != 0 or int(row["shortest_moves"]) < 2):
            fail(f"{what}: {new_id} has {row['dead_cells']} dead cells, {row['shortest_moves']} moves")
        if family == "flip":
            data = json.loads(section().find_element(By.CSS_SELECTOR, "script.board-data").get_attribute("textContent"))
            if int(row["fewest_presses"]) != len(data["solution"]):
                fail(f"{what}: the page's {len(data['solution'])} presses, puzzlebox-analyze's {row['fewest_presses']}")

# A shape small enough to try whole (3x3, any start: 2,048 mazes): the page knows the levels New puzzle can make, the
# ones puzzlebox-gen makes under the same rules, and refuses any other at once instead of searching 20 seconds.
page = os.path.join(work, "tiny.html")
run(gen, "jump", "--size", "3x3", "--start", "any", "--difficulty", "hard", "--count", "1", "--seed", "2", "--html", page,
    "--quiet")
browser.get("file://" + page)
data = json.loads(section().find_element(By.CSS_SELECTOR, "script.board-data").get_attribute("textContent"))
whole = data.get("every_maze") or {}
made_by_gen = [level for level in ("easy", "medium", "hard", "fiendish")
               if run(gen, "jump", "--size", "3x3", "--start", "any", "--min-moves", "2", "--difficulty", level, "--seed", "1",
                      check=False).returncode == 0]
if whole.get("tried") != 2048 or whole.get("levels") != made_by_gen:
    fail(f"3x3 page: every_maze {whole}, puzzlebox-gen makes {made_by_gen}")
for level in ("easy", "medium", "hard", "fiendish"):
    begun = time.time()
    made = browser.execute_script("return puzzlebox.families.jump.make(arguments[0], arguments[1]);", data, level)
    if level in made_by_gen and (made.get("refused") or made.get("level") != level):
        fail(f"3x3 page, New puzzle at {level}: {made.get('refused') or made.get('level')}")
    if level not in made_by_gen and ("2048 mazes was tried" not in (made.get("refused") or "") or time.time() - begun > 5):
        fail(f"3x3 page, New puzzle at {level}: {made.get('refused') or made.get('level')} after {time.time() - begun:.1f} s")

# Rotate: puzzlebox's IDs of every turn set, a colour target, orientable tiles and Twiddle's rows-only boards, and
# Tatham's Twiddle IDs. The page's moves equal the C++ page's; its solution, where its search finds one, has the
# C++ solver's optimal length and, turned by the C++ page's own moves, solves the board.
def turned_by(data, moves):
    """The board of the C++ page's data after `moves` ({block, quarters}), by its own permutations: (grid, turned)."""
    grid, turned = list(data["grid"]), list(data["turned"]) if data["turned"] is not None else None
    for step in moves:
        move = [m for m in data["moves"] if m["block"] == step["block"] and m["quarters"] == step["quarters"]][0]
        grid = [grid[s] for s in move["sources"]]
        if turned is not None:
            turned = [turned[s] for s in move["sources"]]
            for cell in move["cells"]:
                turned[cell] = (turned[cell] + move["quarters"]) % 4
    return grid, turned


rotate_ids = []
for args in (["--size", "3x3"], ["--size", "3x3", "--turns", "both"], ["--size", "2x3", "--turns", "half"],
             ["--size", "3x4", "--turns", "both"], ["--size", "3x3", "--orientable"], ["--size", "3x4", "--rows-only"],
             ["--size", "2x4", "--turns", "both", "--rows-only", "--orientable"]):
    rotate_ids += run(gen, "rotate", *args, "--count", "2", "--seed", "4", "--format", "id").stdout.split()
    if "cw" not in args and "half" not in args and "--size" in args and "--turns" in args:
        rotate_ids += ["twiddle:" + tatham for tatham in
                       run(gen, "rotate", *args, "--count", "1", "--seed", "5", "--format", "tatham").stdout.split()]
rotate_ids += ["rotate:size=3x3:block=2:turns=both:grid/132/213/321:target/123/123/123",
               "rotate:size=2x3:block=2:turns=cw:grid/10,11,12/13,14,15:target/15,14,13/12,11,10",
               "twiddle:3x3n2:1,5,3,4,2,6,7,8,9", "twiddle:3x3n2o:1u2u3u4u5u6u7u8u9l", "twiddle:4x3n3:1,2,3,4,5,6,7,8,9,10,11,12"]
for i, board_id in enumerate(rotate_ids):
    read = read_and_page("rotate", board_id, f"rotate-{i}",
                         ("rows", "cols", "block", "blocks", "turns", "grid", "target", "turned", "moves"))
    if not read:
        continue
    made, data, rules = read
    mine, theirs = made["data"]["solution"], data["solution"]
    if mine is not None:
        if theirs is None or len(mine) != len(theirs):
            fail(f"{board_id}: the page's solution has {len(mine)} moves, the C++ page's {theirs}")
        grid, turned = turned_by(data, mine)
        if grid != data["target"] or (turned is not None and any(turned)):
            fail(f"{board_id}: the page's solution {mine} leaves {grid} {turned}")
    elif theirs is not None and len(theirs) <= 10:
        fail(f"{board_id}: the page found no solution; the C++ page's has {len(theirs)} moves")
    if made["rules"] != rules:
        fail(f"{board_id}: the page's rules {made['rules']!r}, the C++ page's {rules!r}")
    if board_id.startswith("rotate:"):
        if made["id"] != board_id:
            fail(f"{board_id}: the page writes its ID as {made['id']}")
    elif run(solve, made["id"], "--format", "csv", check=False).stdout.split("\n")[1].split(",")[1:] != \
            run(solve, board_id, "--format", "csv", check=False).stdout.split("\n")[1].split(",")[1:]:
        fail(f"{board_id}: the page's ID {made['id']} solves differently from Tatham's")
for bad, why in (("rotate:size=3x3:block=4:grid/123/456/789", "does not fit"), ("rotate:size=3x3:block=2:grid/123/456/788", "1..9"),
                 ("rotate:size=2x2:block=2:grid/12/34:orientation/ux/uu", "orientation"), ("twiddle:3x3n2:1,2,3", "9 tiles"),
                 ("twiddle:3x3n2:1u2u3u4u5u6u7u8u9u", "'o'"), ("twiddle:3x3n4:1,2,3,4,5,6,7,8,9", "does not fit")):
    got = read_in_page("rotate", bad)
    if why not in (got.get("refused") or ""):
        fail(f"the page reads {bad!r}: {got}")

# A rotate page of a shape the page can search whole knows its levels: a board read on it gets puzzlebox-analyze's
# level, and New puzzle at every level makes a board the CLI grades at that level in the moves of its solution.
for args in (["--size", "3x3"], ["--size", "2x4", "--turns", "both"], ["--size", "2x3", "--orientable", "--turns", "both"]):
    for level in ("easy", "medium", "hard", "fiendish"):
        page = os.path.join(work, f"new-rotate-{'-'.join(args)}-{level}.html")
        if run(gen, "rotate", *args, "--difficulty", level, "--count", "1", "--seed", "2", "--html", page, "--quiet",
               check=False).returncode != 0:
            continue  # a level the shape cannot hold
        browser.get("file://" + page)
        data = json.loads(section().find_element(By.CSS_SELECTOR, "script.board-data").get_attribute("textContent"))
        what = f"New puzzle on a rotate {' '.join(args)} {level} page"
        if level not in (data.get("levels") or {}):
            fail(f"{what}: the page's levels are {data.get('levels')}")
            continue
        old = section().get_attribute("data-id")
        click(section().find_element(By.CSS_SELECTOR, "button.new-puzzle"))
        within(30, lambda: shown("data-id") != old or status()[0] == "refused")
        new_id, new_level = shown("data-id"), shown("data-level")
        if new_id == old or new_level != level:
            fail(f"{what}: ID {new_id}, level {new_level!r} ({status()})")
            continue
        row = analyzed([new_id])[0]
        made = json.loads(section().find_element(By.CSS_SELECTOR, "script.board-data").get_attribute("textContent"))
        if row["level"] != level or int(row["moves"]) != len(made["solution"]):
            fail(f"{what}: puzzlebox-analyze grades {new_id} {row['level']} in {row['moves']} moves; the page "
                 f"{len(made['solution'])}")
    other = run(gen, "rotate", *args, "--difficulty", list(data["levels"])[-1], "--count", "1", "--seed", "9", "--format",
                "id").stdout.split()[0]
    made = browser.execute_script("const m = puzzlebox.families.rotate.read(arguments[0], arguments[1]);"
                                  "return m.refused ? m : {level: m.level};", other.split(":", 1)[1], data)
    if made.get("level") != analyzed([other])[0]["level"]:
        fail(f"{other} read on a {' '.join(args)} page: level {made}, puzzlebox-analyze {analyzed([other])[0]['level']}")

# Pasting Tatham's Twiddle ID on a rotate page plays it to solved by its hints; a page too large to search whole
# refuses New puzzle with the reason.
page = os.path.join(work, "rotate-paste.html")
run(gen, "rotate", "--size", "3x4", "--turns", "both", "--count", "1", "--seed", "8", "--html", page, "--quiet")
browser.get("file://" + page)
click(section().find_element(By.CSS_SELECTOR, "button.new-puzzle"))
if not within(10, lambda: status()[0] == "refused") or "400,000" not in status()[1]:
    fail(f"New puzzle on a 3x4 rotate page: {status()}")
twiddle = "twiddle:3x3n2:1,5,3,4,2,6,7,8,9"
open_id(twiddle)
if shown("data-id") != "rotate:size=3x3:block=2:turns=both:grid/153/426/789":
    fail(f"pasting {twiddle}: the board shown is {shown('data-id')} ({status()})")
for _ in range(20):
    if shown("data-solved") == "yes":
        break
    click(section().find_element(By.CSS_SELECTOR, "button.hint"))
    words = status()[1]
    name = words.split("turn ", 1)[1].split(" ", 1)[0] if "turn " in words else ""
    if not name:
        break
    if name.endswith("'"):
        click(section().find_element(By.CSS_SELECTOR, "input[type=radio][value='3']"))
    else:
        click(section().find_element(By.CSS_SELECTOR, "input[type=radio][value='1']"))
    click(section().find_element(By.CSS_SELECTOR, f'svg.board g[data-block="{name.rstrip(chr(39))}"]'))
if shown("data-solved") != "yes":
    fail(f"{twiddle} followed by hints: solved {shown('data-solved')}, {status()}")

# Hexagon: the generator's puzzles of orders 3 to 5, an empty board and values that have no magic constant. The page's
# shape, lines, constant and rules equal the C++ page's; a filling it finds keeps the clues, uses each value once and
# makes every line sum to the constant, and is the C++ solver's for the generator's (unique) puzzles; order 3 it fills.
hexagon_ids = []
for order in ("3", "4", "5"):
    hexagon_ids += run(gen, "hexagon", "--order", order, "--count", "2", "--seed", "1", "--format", "id", "--quiet").stdout.split()
hexagon_ids += ["hexagon:order=3:values=1..19", "hexagon:order=2:values=1..7", "hexagon:order=3:values=-9..9:grid/.../..../..0../..../..."]
for i, board_id in enumerate(hexagon_ids):
    read = read_and_page("hexagon", board_id, f"hexagon-{i}",
                         ("order", "first", "last", "constant", "cells", "lines", "centres"))
    if not read:
        continue
    made, data, rules = read
    mine, theirs = made["data"]["solution"], data["solution"]
    if mine is not None:
        clues_kept = all(given is None or given == value for given, value in zip(data["cells"], mine))
        if not clues_kept or sorted(mine) != list(range(data["first"], data["last"] + 1)) or \
                any(sum(mine[c] for c in line) != data["constant"] for line in data["lines"]):
            fail(f"{board_id}: the page's filling {mine} is no magic hexagon of the clues")
        if board_id in hexagon_ids[:6] and mine != theirs:
            fail(f"{board_id}: the page's filling {mine}, the C++ solver's (unique) {theirs}")
    elif data["order"] == 3 and theirs is not None:
        fail(f"{board_id}: the page found no filling; the C++ page has {theirs}")
    if made["rules"] != rules:
        fail(f"{board_id}: the page's rules {made['rules']!r}, the C++ page's {rules!r}")
    if made["id"] != board_id:
        fail(f"{board_id}: the page writes its ID as {made['id']}")
for bad, why in (("hexagon:order=3:values=1..18", "19 cells"), ("hexagon:order=3:grid/1,2/3,4,5,6/.,.,.,.,./.,.,.,./.,.,.", "row 0"),
                 ("hexagon:order=3:grid/.,.,./.,.,.,./.,.,20,.,./.,.,.,./.,.,.", "1..19"),
                 ("hexagon:order=3:grid/5,.,./.,.,.,./.,.,5,.,./.,.,.,./.,.,.", "twice"), ("hexagon:values=1..19", "order")):
    got = read_in_page("hexagon", bad)
    if why not in (got.get("refused") or ""):
        fail(f"the page reads {bad!r}: {got}")
page = os.path.join(work, "hexagon-paste.html")
run(gen, "hexagon", "--count", "1", "--seed", "8", "--html", page, "--quiet")
browser.get("file://" + page)
open_id(hexagon_ids[1])
if shown("data-id") != hexagon_ids[1]:
    fail(f"pasting {hexagon_ids[1]} on a hexagon page: the board shown is {shown('data-id')} ({status()})")
click(section().find_element(By.CSS_SELECTOR, "button.reveal"))
if shown("data-solved") != "yes":
    fail(f"{hexagon_ids[1]} pasted and revealed: solved {shown('data-solved')}, {status()}")

browser.quit()
print(f"play IDs: {len(failures)} failures")
sys.exit(1 if failures else 0)
