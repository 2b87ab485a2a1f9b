#!/usr/bin/python3
"""The play page's board-ID box and New puzzle, in headless Chromium
(Debian's chromium-driver and python3-selenium).

A page reads jump and flip IDs (puzzlebox's, and Tatham's Flip IDs) and
makes new jump and flip boards by itself, with the C++ rules written again
in JavaScript (draw/jump/jump_play.js, draw/flip/flip_play.js). Checked
here against the C++ tools, which are the outside method:

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


browser = chromium("--window-size=1200,1600")


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
    data, rules = page_of(board_id, f"flip-{i}")
    made = read_in_page("flip", board_id)
    if made.get("refused"):
        fail(f"{board_id}: the page refuses it: {made['refused']}")
        continue
    for key in ("rows", "cols", "bars", "grid", "target", "presses", "shape"):
        if made["data"].get(key) != data.get(key):
            fail(f"{board_id}: the page's {key} is {made['data'].get(key)}, the C++ page's {data.get(key)}")
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

browser.quit()
print(f"play IDs: {len(failures)} failures")
sys.exit(1 if failures else 0)
