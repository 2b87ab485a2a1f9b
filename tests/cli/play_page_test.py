#!/usr/bin/python3
"""The play pages, played in headless Chromium by Selenium (Debian's
chromium-driver and python3-selenium), as a person would: by clicks.

For every seed board in data/ the solver's own solution (re-checked by the
C++ validator before it is printed) is played on the --html page and the
page must say solved; the same moves less the last must not. The
Schönbrunn 2015 maze's expert path must say "expert too"; its shortest path
solved but not expert (its values sum to 3). The Mystery Box's 10 moves are
played by clicking the buttons; undo takes one back and restart all.
Orientable tiles show their way up and must end upright. Wrong
moves are refused: a cell a jump cannot reach, a hexagon value already
placed. Jump moves are listed as row,col, and a jump's landings are ringed
only once the hint is asked for. A puzzlebox-gen --html page holds every board of the run, and
prints (to PDF, in Chromium) without its controls.

The page in Tatham's manner: a book's page (puzzlebox-gen book --html) goes
to the next and previous board by buttons and keys and chooses a level;
every board of it is revealed, undone and redone; progress survives a
reload (localStorage). Each family is played by keys alone (arrows and
Enter, digits). Following the hint from the start solves each seed in the
fewest moves known from outside: the 2015 maze in 11, the Mystery Box in 10
(both published with the seeds), 5x5 Lights Out all lit in 15 presses (OEIS
A075464), Aristotle's hexagon with the solver's values. Board IDs on the
page are the generator's (--format id) and copy. Screenshots at 400 and
1200 px wide must show no control overlapping another and nothing wider
than the window.

usage: play_page_test.py PUZZLEBOX_SOLVE PUZZLEBOX_GEN SOURCE_DIR
"""
import csv
import io
import json
import os
import re
import subprocess
import sys
import tempfile
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select
from PIL import Image

from headless import chromium, click as click_element, fresh as open_fresh

solve, gen, source = sys.argv[1:4]
data = os.path.join(source, "data")
failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message, flush=True)


def solution(board, *options):
    """The solver's first solution as its CSV row (a dict)."""
    out = subprocess.run([solve, board, "--format", "csv", *options], capture_output=True, text=True, check=True).stdout
    return next(csv.DictReader(io.StringIO(out)))


def cell_index(text, cols):
    row, col = map(int, text.split(","))
    return row * cols + col


def board_size(board):
    for line in open(board):
        if line.startswith("size "):
            rows, cols = line.split()[1].split("x")
            return int(rows), int(cols)
    raise ValueError(board)


browser = chromium("--window-size=1200,1600")
work = tempfile.mkdtemp()


def fresh(page):
    if not open_fresh(browser, page):
        fail(f"{page}: the browser's storage would not clear")


def open_page(board, *options):
    page = os.path.join(work, os.path.basename(board) + ".html")
    subprocess.run([solve, board, "--html", page, *options], capture_output=True, check=False)
    with open(page, encoding="utf-8") as html:
        text = html.read()
    for banned in ("http://", "https://", "src=", "href=", "@import"):
        if banned in text.replace('xmlns="http://www.w3.org/2000/svg"', "").replace("const SVG = \"http://www.w3.org/2000/svg\"", ""):
            fail(f"{board}: the page is not self-contained ({banned})")
    fresh(page)
    return browser.find_element(By.CSS_SELECTOR, "section.play")


def click(section, selector):
    click_element(section.find_element(By.CSS_SELECTOR, selector))


def state(section):
    """What the section shows, read in one step."""
    now = browser.execute_script("""const s = arguments[0];
        return {solved: s.getAttribute("data-solved"), expert: s.getAttribute("data-expert"),
                refused: s.getAttribute("data-refused"), moves: s.querySelector(".moves").innerText,
                status: s.querySelector(".status").innerText};""", section)
    return {**now, "refused": int(now["refused"] or 0), "moves": int(now["moves"])}


def play_jump(section, cells, cols):
    for text in cells[1:]:
        click(section, f'svg.board g[data-cell="{cell_index(text, cols)}"]')


def play_rotate(section, names):
    for name in names:
        block = name.rstrip("'").split("^")[0]
        quarters = 3 if name.endswith("'") else 2 if name.endswith("^2") else 1
        turns = section.find_elements(By.CSS_SELECTOR, f'.turns input[value="{quarters}"]')
        if turns:
            click_element(turns[0])
        elif quarters != 1:
            fail(f"{name}: the page offers no such turn")
        click(section, f'svg.board g[data-block="{block}"]')


def play_flip(section, cells, cols):
    for text in cells:
        click(section, f'svg.board g[data-cell="{cell_index(text, cols)}"]')


def play_hexagon(section, values, givens):
    for i, value in enumerate(values):
        if givens[i]:
            continue
        click(section, f'svg.board g[data-cell="{i}"]')
        click(section, f'.values button[data-value="{value}"]')


def expect(section, what, solved, moves=None, expert=None):
    now = state(section)
    if now["solved"] != ("yes" if solved else "no"):
        fail(f"{what}: solved is {now['solved']} ({now['status']!r}), expected {'yes' if solved else 'no'}")
    if moves is not None and now["moves"] != moves:
        fail(f"{what}: the counter says {now['moves']} moves, expected {moves}")
    if expert is not None and now["expert"] != expert:
        fail(f"{what}: expert is {now['expert']}, expected {expert}")
    return now


# Jump: every seed maze, the solver's path (and the expert path where there is one).
for name in ("schoenbrunn-2015", "schoenbrunn-2023"):
    board = os.path.join(data, "jump", name + ".txt")
    _, cols = board_size(board)
    for mode in ("normal", "expert"):
        path = solution(board, "--mode", mode)["path"].split()
        section = open_page(board)
        play_jump(section, path[:-1], cols)
        expect(section, f"{name} {mode} less its last move", False, len(path) - 2)
        play_jump(section, path[-2:], cols)
        now = expect(section, f"{name} {mode}", True, len(path) - 1)
        if name == "schoenbrunn-2015":
            # The seed: the shortest path (11 moves) sums to 3; the expert path (14 moves) to 0.
            expect(section, f"{name} {mode}: expert", True, expert="yes" if mode == "expert" else "no")
            if len(path) - 1 != (14 if mode == "expert" else 11):
                fail(f"{name} {mode}: the seed's path has {14 if mode == 'expert' else 11} moves, the solver's {len(path) - 1}")

# A wrong jump is refused and changes nothing; undo and restart.
board = os.path.join(data, "jump", "schoenbrunn-2015.txt")
section = open_page(board)
click(section, 'svg.board g[data-cell="0"]')  # the top-left corner: no jump of 1 from the start reaches it
now = state(section)
if now["refused"] != 1 or now["moves"] != 0 or "jump exactly 1" not in now["status"]:
    fail(f"jump: a wrong move was not refused: {now}")
path = solution(board)["path"].split()
play_jump(section, path[:3], 5)
click(section, "button.undo")
expect(section, "jump after undo", False, 1)
# Moves are listed as row,col; the landings are a hint, not ringed until asked for.
listed = section.find_element(By.CSS_SELECTOR, ".move-list").text
if listed != path[1]:
    fail(f"jump: the move list says {listed!r}, expected {path[1]!r}")
if section.find_elements(By.CSS_SELECTOR, "svg.board .landing-ring"):
    fail("jump: landings ringed before the hint was asked for")
click(section, "label.hint input")
if not section.find_elements(By.CSS_SELECTOR, "svg.board .landing-ring"):
    fail("jump: the hint rings no landing")
click(section, "button.restart")
expect(section, "jump after restart", False, 0)
# Restart is undone as a move is: the board comes back as it was.
click(section, "button.undo")
expect(section, "jump after restart, undone", False, 1)
if section.find_element(By.CSS_SELECTOR, ".move-list").text != path[1]:
    fail(f"jump: undoing the restart lists {section.find_element(By.CSS_SELECTOR, '.move-list').text!r}")

# Rotate: the Mystery Box's 10 moves by clicks, then undo, redo; every rotate seed.
box = os.path.join(data, "rotate", "mystery-box.txt")
moves = solution(box)["path"].split()
if len(moves) != 10:
    fail(f"mystery-box: the seed's solutions have 10 moves, the solver's {len(moves)}")
section = open_page(box)
play_rotate(section, moves)
expect(section, "mystery-box, the 10 moves", True, 10)
click(section, "button.undo")
expect(section, "mystery-box after undo", False, 9)
play_rotate(section, moves[-1:])
expect(section, "mystery-box after undo and the last move again", True, 10)
half = os.path.join(work, "half-turns.txt")  # no seed turns half: a generated board does
with open(half, "w") as out:
    subprocess.run([gen, "rotate", "--size", "3x3", "--turns", "half", "--depth", "7", "--seed", "4"], stdout=out, check=True)
for name in ("colours-2x4", "twiddle-3x3-both", "twiddle-3x3-orientable", "half-turns"):
    board = half if name == "half-turns" else os.path.join(data, "rotate", name + ".txt")
    moves = solution(board, "--time-limit", "60")["path"].split()
    section = open_page(board)
    wedges = len(section.find_elements(By.CSS_SELECTOR, "svg.board .way-up"))
    if wedges != (9 if name.endswith("orientable") else 0):
        fail(f"{name}: {wedges} tiles show their way up")
    play_rotate(section, moves[:-1])
    if moves:
        expect(section, f"{name} less its last move", False, len(moves) - 1)
    play_rotate(section, moves[-1:])
    expect(section, name, True, len(moves))

# Flip: gold bars and Lights Out (lamps).
for name in ("gold-bars-random", "gold-bars-all-horizontal", "lights-out-5x5-all-lit",
             "lights-out-5x5-torus-all-lit"):
    board = os.path.join(data, "flip", name + ".txt")
    _, cols = board_size(board)
    cells = solution(board)["cells"].split()
    section = open_page(board)
    drawn = "bar" if name.startswith("gold") else "lamp"
    if not section.find_elements(By.CSS_SELECTOR, f"svg.board .{drawn}"):
        fail(f"{name}: not drawn as {drawn}s")
    play_flip(section, cells[:-1], cols)
    expect(section, f"{name} less its last press", False, len(cells) - 1)
    play_flip(section, cells[-1:], cols)
    expect(section, name, True, len(cells))

# Hexagon: Aristotle's puzzle and the order-4 one, by clicks; a used value is refused.
for name in ("aristotle", "order4-corners"):
    board = os.path.join(data, "hexagon", name + ".txt")
    values = [int(v) for v in solution(board, "--time-limit", "60")["values"].split()]
    section = open_page(board)
    givens = ["given" in e.get_attribute("class").split() for e in section.find_elements(By.CSS_SELECTOR, "svg.board g.cell")]
    free = [i for i, g in enumerate(givens) if not g]
    play_hexagon(section, values[:free[-1]], givens)
    expect(section, f"{name} less its last value", False, len(free) - 1)
    # Typing a value already placed is refused.
    click(section, f'svg.board g[data-cell="{free[-1]}"]')
    section.send_keys(str(values[free[0]]), Keys.ENTER)
    now = state(section)
    if now["refused"] != 1 or "placed already" not in now["status"]:
        fail(f"{name}: a repeated value was not refused: {now}")
    section.send_keys(str(values[free[-1]]), Keys.ENTER)
    expect(section, name, True, len(free))

# puzzlebox-gen --html: one page, a board a section, each playable.
page = os.path.join(work, "gen.html")
subprocess.run([gen, "flip", "--size", "4x4", "--pattern", "plus", "--count", "3", "--html", page], capture_output=True, check=True)
fresh(page)
sections = browser.find_elements(By.CSS_SELECTOR, "section.play")
if len(sections) != 3:
    fail(f"gen --html --count 3: {len(sections)} boards on the page")
if browser.find_elements(By.CSS_SELECTOR, "section.play p.rules") == []:
    fail("gen --html: no rules on the page")

# The board IDs are the generator's, and copy.
ids = subprocess.run([gen, "flip", "--size", "4x4", "--pattern", "plus", "--count", "3", "--format", "id"], capture_output=True,
                     text=True, check=True).stdout.split()
shown_ids = sorted(s.find_element(By.CSS_SELECTOR, ".board-id input").get_attribute("value") for s in sections)
if shown_ids != sorted(ids):
    fail(f"gen --html: the board IDs shown {shown_ids} are not the generator's {ids}")
click(sections[0], ".board-id button.copy")
if "copied" not in state(sections[0])["status"]:
    fail(f"board ID: the copy button says {state(sections[0])['status']!r}")

# Printable from the browser: in print media the controls go, the board and its rules stay, and
# Chromium prints the page to PDF.
browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
section = sections[0]
if section.find_element(By.CSS_SELECTOR, ".controls").is_displayed():
    fail("print: the controls are printed")
if not section.find_element(By.CSS_SELECTOR, "svg.board").is_displayed() or not section.find_element(By.CSS_SELECTOR, "p.rules").is_displayed():
    fail("print: the board or its rules are not printed")
browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
printed = browser.execute_cdp_cmd("Page.printToPDF", {"printBackground": True})
if not printed.get("data", "").startswith("JVBERi0"):  # "%PDF-" in base64
    fail("print: Chromium did not print the page to PDF")

# ---- The page in Tatham's manner -------------------------------------------------------------
def body_keys(*keys):
    browser.find_element(By.TAG_NAME, "body").send_keys(*keys)


def board_data(section):
    return json.loads(section.find_element(By.CSS_SELECTOR, "script.board-data").get_attribute("textContent"))


def cursor(section):
    value = section.get_attribute("data-cursor")
    return None if value is None else int(value)


def cursor_to(section, target, cols=None, rows_of=None):
    """Moves the page's cursor to place `target` by arrow keys: on a grid by
    rows and columns, on a hexagon by its rows (rows_of[i]) and then along."""
    if cursor(section) is None:
        body_keys(Keys.ARROW_RIGHT)  # the first arrow shows the cursor on place 0
    for _ in range(200):
        at = cursor(section)
        if at == target:
            return
        if cols:
            dr, dc = target // cols - at // cols, target % cols - at % cols
        else:
            dr, dc = rows_of[target] - rows_of[at], target - at
        body_keys(Keys.ARROW_DOWN if dr > 0 else Keys.ARROW_UP if dr < 0 else Keys.ARROW_RIGHT if dc > 0 else Keys.ARROW_LEFT)
    fail(f"the cursor did not reach place {target} (it is at {cursor(section)})")


def hexagon_rows(data):
    return [round((c[1] - 1) / 1.5) for c in data["centres"]]


# Each family by keys alone.
board = os.path.join(data, "jump", "schoenbrunn-2015.txt")
path = solution(board)["path"].split()
section = open_page(board)
for text in path[1:]:
    cursor_to(section, cell_index(text, 5), cols=5)
    body_keys(Keys.ENTER)
expect(section, "schoenbrunn-2015 by keys", True, len(path) - 1)
body_keys("u")
expect(section, "schoenbrunn-2015: u undoes", False, len(path) - 2)
body_keys("r")
expect(section, "schoenbrunn-2015: r redoes", True, len(path) - 1)
body_keys(Keys.CONTROL, "z")
expect(section, "schoenbrunn-2015: Ctrl+Z undoes", False, len(path) - 2)
# Progress survives a reload.
browser.refresh()
section = browser.find_element(By.CSS_SELECTOR, "section.play")
expect(section, "schoenbrunn-2015 after a reload", False, len(path) - 2)
body_keys(Keys.CONTROL, "y")
expect(section, "schoenbrunn-2015: Ctrl+Y after a reload redoes", True, len(path) - 1)

box_moves = solution(box)["path"].split()
section = open_page(box)
for name in box_moves:
    body_keys(name[1:])  # Q3 is the key 3
expect(section, "mystery-box by keys", True, 10)

board = os.path.join(data, "flip", "lights-out-5x5-all-lit.txt")
cells = solution(board)["cells"].split()
section = open_page(board)
for text in cells:
    cursor_to(section, cell_index(text, 5), cols=5)
    body_keys(" ")
expect(section, "lights-out-5x5-all-lit by keys", True, len(cells))

board = os.path.join(data, "hexagon", "aristotle.txt")
values = [int(v) for v in solution(board, "--time-limit", "60")["values"].split()]
section = open_page(board)
rows_of = hexagon_rows(board_data(section))
givens = board_data(section)["cells"]
for i, value in enumerate(values):
    if givens[i] is None:
        cursor_to(section, i, rows_of=rows_of)
        body_keys(Keys.ENTER, str(value), Keys.ENTER)
expect(section, "aristotle by keys", True, sum(1 for g in givens if g is None))

# The hint, followed from the start, solves in the fewest moves.
def follow_hints(section, pattern, click_for, limit=60):
    for _ in range(limit):
        if section.get_attribute("data-solved") == "yes":
            return
        click(section, "button.hint")
        words = state(section)["status"]
        found = re.search(pattern, words)
        if not found or not section.find_elements(By.CSS_SELECTOR, "svg.board .hint-mark"):
            fail(f"hint: {words!r} names no move, or marks none")
            return
        click_for(found)
    fail("the hints did not solve the board")


section = open_page(os.path.join(data, "jump", "schoenbrunn-2015.txt"))
follow_hints(section, r"jump to (\d+),(\d+)", lambda m: click(section, f'svg.board g[data-cell="{int(m[1]) * 5 + int(m[2])}"]'))
expect(section, "schoenbrunn-2015 by hints: the published 11 moves", True, 11)
section = open_page(box)
follow_hints(section, r"turn (Q\d+)", lambda m: click(section, f'svg.board g[data-block="{m[1]}"]'))
expect(section, "mystery-box by hints: the published 10 moves", True, 10)
orientable = os.path.join(data, "rotate", "twiddle-3x3-orientable.txt")  # the hint's own search, against IDA*'s optimum
section = open_page(orientable)
follow_hints(section, r"turn (Q\d+(?:'|\^2)?)", lambda m: play_rotate(section, [m[1]]))
expect(section, "twiddle-3x3-orientable by hints: puzzlebox-solve's optimum", True, int(solution(orientable)["moves"]))
section = open_page(os.path.join(data, "flip", "lights-out-5x5-all-lit.txt"))
click(section, 'svg.board g[data-cell="12"]')  # off the way first: the hint works from wherever the player is
click(section, 'svg.board g[data-cell="12"]')
follow_hints(section, r"press (\d+),(\d+)", lambda m: click(section, f'svg.board g[data-cell="{int(m[1]) * 5 + int(m[2])}"]'))
expect(section, "lights-out all lit by hints: 15 presses (A075464) after 2 that cancel", True, 17)
section = open_page(os.path.join(data, "hexagon", "aristotle.txt"))
hexagon = board_data(section)
rows_of = hexagon_rows(hexagon)


def place_hint(m):
    row, place, value = int(m[1]), int(m[2]), int(m[3])
    cell = [i for i, r in enumerate(rows_of) if r == row][place]
    if value != values[cell]:
        fail(f"aristotle: the hint puts {value} at {row},{place}, the solver {values[cell]}")
    click(section, f'svg.board g[data-cell="{cell}"]')
    click(section, f'.values button[data-value="{value}"]')


follow_hints(section, r"(\d+),(\d+) is (\d+)", place_hint)
expect(section, "aristotle by hints", True)

# A book's page: next and previous, the level chooser, reveal, undo and redo on every board.
spec = os.path.join(work, "book.txt")
with open(spec, "w") as out:
    out.write("title A small book\nseed 5\nsection jump\nsize 5x5\ndifficulty hard easy\ncount 4\n"
              "section rotate\nsize 3x3\ndifficulty medium\ncount 2\n"
              "section flip\nsize 4x4\npattern plus\ncount 2\nsection hexagon\norder 3\ndifficulty easy\ncount 1\n")
book_page = os.path.join(work, "book.html")
subprocess.run([gen, "book", spec, "--out", os.path.join(work, "book.svg"), "--html", book_page, "--quiet"], check=True)
fresh(book_page)
sections = browser.find_elements(By.CSS_SELECTOR, "section.play")
shown = lambda: [i for i, s in enumerate(sections) if s.is_displayed()]
where = lambda: browser.find_element(By.CSS_SELECTOR, "nav.boards .where").text
if len(sections) != 9 or shown() != [0] or not where().startswith("Puzzle 1 of 9"):
    fail(f"book page: {len(sections)} boards, {shown()} shown, {where()!r}")
levels = [s.get_attribute("data-level") for s in sections[:4]]
if levels != ["easy", "easy", "hard", "hard"]:
    fail(f"book page: the jump boards' levels run {levels}, not easy to hard")
click(browser, "nav.boards button.next")
body_keys("n")
if shown() != [2]:
    fail(f"book page: Next and n show {shown()}, expected board 3")
body_keys("p")
if shown() != [1] or not where().startswith("Puzzle 2 of 9"):
    fail(f"book page: p shows {shown()} ({where()!r})")
options = [o.get_attribute("value") for o in browser.find_elements(By.CSS_SELECTOR, "nav.boards select.level option")]
if options != ["", "easy", "medium", "hard"]:
    fail(f"book page: the level chooser offers {options}")
Select(browser.find_element(By.CSS_SELECTOR, "nav.boards select.level")).select_by_value("hard")
if shown() != [2] or "(hard)" not in where() or not where().startswith("Puzzle 1 of 2"):
    fail(f"book page: choosing hard shows {shown()} ({where()!r})")
click(browser, "nav.boards button.next")
if shown() != [3] or not browser.find_element(By.CSS_SELECTOR, "nav.boards button.next").get_attribute("disabled"):
    fail(f"book page: Next among the hard boards shows {shown()}, and the last has Next enabled")
Select(browser.find_element(By.CSS_SELECTOR, "nav.boards select.level")).select_by_value("")
while not browser.find_element(By.CSS_SELECTOR, "nav.boards button.previous").get_attribute("disabled"):
    click(browser, "nav.boards button.previous")
for i, section in enumerate(sections):
    if shown() != [i]:
        fail(f"book page: board {i + 1} is not shown in turn ({shown()})")
        break
    click(section, "button.reveal")
    revealed = state(section)
    expect(section, f"book board {i + 1} revealed", True)
    if section.get_attribute("data-revealed") != "yes" or revealed["moves"] == 0:
        fail(f"book board {i + 1}: reveal shows {revealed}")
    # Shown is marked apart from solved: its own status, not the solved one.
    kind = section.find_element(By.CSS_SELECTOR, ".status").get_attribute("data-kind")
    if kind != "revealed" or "not solved by you" not in revealed["status"]:
        fail(f"book board {i + 1}: a revealed board's status is {kind!r}: {revealed['status']!r}")
    click(section, "button.undo")
    expect(section, f"book board {i + 1} revealed, undone", False, revealed["moves"] - 1)
    click(section, "button.redo")
    expect(section, f"book board {i + 1} revealed, undone, redone", True, revealed["moves"])
    click(browser, "nav.boards button.next")
if "0 of 9 solved, 9 shown" not in where():
    fail(f"book page: after revealing every board the bar says {where()!r} (shown boards are not solved)")
browser.refresh()
sections = browser.find_elements(By.CSS_SELECTOR, "section.play")
if "0 of 9 solved, 9 shown" not in where() or shown() != [8]:
    fail(f"book page after a reload: {where()!r}, board {shown()} shown (expected the last, as left)")
# Another set under the same title (another seed) keeps its own place: it
# opens at its first board, and the first set is still where it was left.
with open(spec) as book_spec:
    other_spec_text = book_spec.read().replace("seed 5", "seed 6")
other_spec = os.path.join(work, "other.txt")
with open(other_spec, "w") as out:
    out.write(other_spec_text)
other_page = os.path.join(work, "other.html")
subprocess.run([gen, "book", other_spec, "--out", os.path.join(work, "other.svg"), "--html", other_page, "--quiet"], check=True)
browser.get("file://" + other_page)
sections = browser.find_elements(By.CSS_SELECTOR, "section.play")
if shown() != [0] or not where().startswith("Puzzle 1 of 9"):
    fail(f"another set under the same title opens at {where()!r}, board {shown()} (expected its first)")
browser.get("file://" + book_page)
sections = browser.find_elements(By.CSS_SELECTOR, "section.play")
if shown() != [8]:
    fail(f"the first set after the other was opened: board {shown()} shown (expected the last, as left)")

# Screenshots at a phone's width and a desktop's: no control over another, nothing wider than the window.
def overlaps(name):
    boxes = browser.execute_script("""
      const out = [];
      for (const e of document.querySelectorAll('nav.boards button, nav.boards .where, nav.boards label, ' +
          'section.play:not([hidden]) button, section.play:not([hidden]) .board-id input, section.play:not([hidden]) .moves, ' +
          'section.play:not([hidden]) svg.board, section.play:not([hidden]) h2, section.play:not([hidden]) label')) {
        const r = e.getBoundingClientRect();
        if (r.width > 0 && r.height > 0) out.push([e.tagName + '.' + e.className.baseVal + e.className, r.left, r.top, r.right, r.bottom]);
      }
      return [out, document.documentElement.scrollWidth, window.innerWidth];""")
    rects, scroll, width = boxes
    if scroll > width:
        fail(f"{name}: the page is {scroll} px wide in a {width} px window")
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            inside = a[1] >= b[1] and a[3] <= b[3] and a[2] >= b[2] and a[4] <= b[4] or \
                     b[1] >= a[1] and b[3] <= a[3] and b[2] >= a[2] and b[4] <= a[4]
            if not inside and min(a[3], b[3]) - max(a[1], b[1]) > 1 and min(a[4], b[4]) - max(a[2], b[2]) > 1:
                fail(f"{name}: {a[0]} overlaps {b[0]}")


for width in (400, 1200):
    browser.set_window_size(width, 1000)
    for page in (book_page, os.path.join(work, "aristotle.txt.html")):
        browser.get("file://" + page)
        name = f"{os.path.basename(page)} at {width} px"
        overlaps(name)
        shot = os.path.join(work, f"{os.path.basename(page)}-{width}.png")
        browser.save_screenshot(shot)
        with Image.open(shot) as image:
            if image.size[0] < width * 0.9 or len(set(image.convert("L").getdata())) < 3:
                fail(f"{name}: the screenshot is blank or narrow ({image.size})")
browser.set_window_size(1200, 1600)

browser.quit()
print(f"play pages: {len(failures)} failures")
sys.exit(1 if failures else 0)
