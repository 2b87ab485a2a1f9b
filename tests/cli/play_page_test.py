#!/usr/bin/python3
"""The play pages, played in headless Chromium by Selenium (Debian's
chromium-driver and python3-selenium), as a person would: by clicks.

For every seed board in data/ the solver's own solution (re-checked by the
C++ validator before it is printed) is played on the --html page and the
page must say solved; the same moves less the last must not. The
Schönbrunn 2015 maze's expert path must say "expert too"; its shortest path
solved but not expert (its values sum to 3). The Mystery Box's 10 moves are
played by clicking the buttons; undo takes one back and restart all. Wrong
moves are refused: a cell a jump cannot reach, a hexagon value already
placed. Jump moves are listed as row,col, and a jump's landings are ringed
only once the hint is asked for. A puzzlebox-gen --html page holds every board of the run, and
prints (to PDF, in Chromium) without its controls.

usage: play_page_test.py PUZZLEBOX_SOLVE PUZZLEBOX_GEN SOURCE_DIR
"""
import csv
import io
import os
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

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


options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1200,1600"):
    options.add_argument(argument)
browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
work = tempfile.mkdtemp()


def open_page(board, *options):
    page = os.path.join(work, os.path.basename(board) + ".html")
    subprocess.run([solve, board, "--html", page, *options], capture_output=True, check=False)
    with open(page, encoding="utf-8") as html:
        text = html.read()
    for banned in ("http://", "https://", "src=", "href=", "@import"):
        if banned in text.replace('xmlns="http://www.w3.org/2000/svg"', "").replace("const SVG = \"http://www.w3.org/2000/svg\"", ""):
            fail(f"{board}: the page is not self-contained ({banned})")
    browser.get("file://" + page)
    return browser.find_element(By.CSS_SELECTOR, "section.play")


def click(section, selector):
    section.find_element(By.CSS_SELECTOR, selector).click()


def state(section):
    return {
        "solved": section.get_attribute("data-solved"),
        "expert": section.get_attribute("data-expert"),
        "refused": int(section.get_attribute("data-refused") or 0),
        "moves": int(section.find_element(By.CSS_SELECTOR, ".moves").text),
        "status": section.find_element(By.CSS_SELECTOR, ".status").text,
    }


def play_jump(section, cells, cols):
    for text in cells[1:]:
        click(section, f'svg.board g[data-cell="{cell_index(text, cols)}"]')


def play_rotate(section, names):
    for name in names:
        block = name.rstrip("'").split("^")[0]
        quarters = 3 if name.endswith("'") else 2 if name.endswith("^2") else 1
        turns = section.find_elements(By.CSS_SELECTOR, f'.turns input[value="{quarters}"]')
        if turns:
            turns[0].click()
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
for name in ("colours-2x4", "twiddle-3x3-both", "half-turns"):
    board = half if name == "half-turns" else os.path.join(data, "rotate", name + ".txt")
    moves = solution(board, "--time-limit", "60")["path"].split()
    section = open_page(board)
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
browser.get("file://" + page)
sections = browser.find_elements(By.CSS_SELECTOR, "section.play")
if len(sections) != 3:
    fail(f"gen --html --count 3: {len(sections)} boards on the page")
if browser.find_elements(By.CSS_SELECTOR, "section.play p.rules") == []:
    fail("gen --html: no rules on the page")

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

browser.quit()
print(f"play pages: {len(failures)} failures")
sys.exit(1 if failures else 0)
