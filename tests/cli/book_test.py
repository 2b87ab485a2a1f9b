#!/usr/bin/python3
"""puzzlebox-gen book: a spec of sections makes one book, checked page by
page as a reader would use it.

A spec with jump mazes at two levels (listed hard first), rotation
scrambles and Lights Out boards is made into SVG pages and a PDF. The title
page's contents must send each chapter to the page that carries its
heading; puzzles are numbered 1..N through the book and run easy to hard in
each chapter, each with its level over it; the rules are printed once per
chapter, never under a board; every answer names its puzzle and the page
that puzzle is on, which must be where it is; the answers of chapters that
fit share a page, one under another; pages after the first carry their
numbers. The book's puzzles are the generator's: the board IDs of the
--html page equal `puzzlebox-gen FAMILY ... --format id` of the same
sections, and every board of the page is solved by puzzlebox-solve. The
same spec gives the same bytes; --paper letter gives Letter pages; a bad
spec is refused with its file and line, writing nothing.

usage: book_test.py PUZZLEBOX_GEN PUZZLEBOX_SOLVE
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import io
import xml.etree.ElementTree as ET

from PIL import Image

gen, solve = sys.argv[1:3]
work = tempfile.mkdtemp()
failures = []
SVG = "{http://www.w3.org/2000/svg}"


def fail(message):
    failures.append(message)
    print("FAIL: " + message, flush=True)


def texts(page, css_class=None):
    root = ET.parse(page).getroot()
    return [t.text or "" for t in root.iter(SVG + "text") if css_class is None or t.get("class") == css_class]


spec = os.path.join(work, "book.txt")
with open(spec, "w") as out:
    out.write("""# a test book
title  Test book
subtitle For the tests
seed   11

section jump
size 5x5
difficulty hard easy
count 4

section rotate
heading Boxes
size 3x3
difficulty medium
count 3

section flip
size 4x4
pattern plus
count 2
""")


def make(out, *options):
    return subprocess.run([gen, "book", spec, "--out", out, "--quiet", *options], capture_output=True, text=True)


run = make(os.path.join(work, "book.svg"), "--html", os.path.join(work, "book.html"))
if run.returncode != 0:
    fail(f"book: exit {run.returncode}: {run.stderr}")
pages = [os.path.join(work, "book.svg")] + sorted(glob.glob(os.path.join(work, "book-*.svg")),
                                                   key=lambda p: int(re.search(r"-(\d+)\.svg$", p)[1]))
number_of = {page: i + 1 for i, page in enumerate(pages)}

# The title page: title, and contents that point at the chapters' first pages.
first = texts(pages[0])
if "Test book" not in first or "For the tests" not in first:
    fail(f"title page: {first[:3]}")
entries = texts(pages[0], "contents-entry")
targets = [int(t) for t in texts(pages[0], "contents-page")]
if len(entries) != 4 or entries[-1] != "Answers" or not entries[1].startswith("2. Boxes"):
    fail(f"contents: {entries}")
for entry, target in zip(entries, targets):
    if target < 2 or target > len(pages):
        fail(f"contents: '{entry}' on page {target} of {len(pages)}")
        continue
    headings = texts(pages[target - 1], "heading")
    wanted = "Answers" if entry == "Answers" else entry.split(" (")[0]
    if not headings or not headings[0].startswith(wanted):
        fail(f"contents: '{entry}' says page {target}, which is headed {headings}")

# Chapters: numbered through the book, easy to hard, the level over each; rules once.
captions, rules_pages, answer_pages = [], {}, []
for page in pages[1:]:
    heading = texts(page, "heading")[0]
    numbers = texts(page, "page-number")
    if numbers != [str(number_of[page])]:
        fail(f"{os.path.basename(page)}: page number {numbers}, expected {number_of[page]}")
    if heading.startswith("Answers"):
        answer_pages.append(page)
        continue
    if texts(page, "legend"):
        fail(f"page {number_of[page]}: a legend repeats the rules under a board")
    chapter = heading.replace(" (continued)", "")
    rules_pages.setdefault(chapter, []).extend([number_of[page]] * len(texts(page, "rules")[:1]))
    for caption in texts(page, "caption"):
        captions.append((number_of[page], chapter, caption))
if [int(c.split(".")[0]) for _, _, c in captions] != list(range(1, 10)):
    fail(f"puzzles are not numbered 1..9 in order: {[c for _, _, c in captions]}")
# A puzzle's caption gives nothing of its answer away: its number and level only.
for _, _, caption in captions:
    if not re.fullmatch(r"\d+\. (easy|medium|hard|fiendish)", caption):
        fail(f"puzzle caption {caption!r}: more than its number and level (a solution's length?)")
rank = {"easy": 0, "medium": 1, "hard": 2, "fiendish": 3}
for chapter in ("1. Jump mazes 5x5", "2. Boxes", "3. Flip boards 4x4 (plus)"):
    levels = [re.search(r"(easy|medium|hard|fiendish)", c)[1] for _, h, c in captions if h == chapter]
    if not levels or levels != sorted(levels, key=rank.get):
        fail(f"{chapter}: levels {levels}, not easy to hard")
    if len(rules_pages.get(chapter, [])) != 1:
        fail(f"{chapter}: the rules are printed on pages {rules_pages.get(chapter)}, expected once")
jump_levels = [re.search(r"(easy|hard)", c)[1] for _, h, c in captions if h.startswith("1.")]
if jump_levels != ["easy", "easy", "hard", "hard"]:
    fail(f"jump chapter: {jump_levels}, expected two easy then two hard")

# Answers: each names a puzzle and the page it is on.
page_of = {int(c.split(".")[0]): p for p, _, c in captions}
answered = []
for page in answer_pages:
    for caption in texts(page, "caption"):
        found = re.fullmatch(r"(\d+) \(page (\d+)\)", caption)
        if not found:
            fail(f"answer caption {caption!r}")
            continue
        answered.append(int(found[1]))
        if page_of.get(int(found[1])) != int(found[2]):
            fail(f"answer {found[1]} says page {found[2]}, the puzzle is on page {page_of.get(int(found[1]))}")
if sorted(answered) != list(range(1, 10)):
    fail(f"answers for {sorted(answered)}, expected 1..9")
# The answers flow: chapters' answers that fit share a page, each under the one before with blank paper between
# (the 4 mm over each heading after the first hold no ink).
shared = [page for page in answer_pages if len(texts(page, "heading")) > 1]
if not shared or len(answer_pages) >= 3:
    fail(f"the answers of 3 chapters take {len(answer_pages)} pages, {len(shared)} shared: they do not flow")
for page in shared:
    png = subprocess.run(["rsvg-convert", "-d", "101.6", "-p", "101.6", page], capture_output=True, check=True).stdout
    image = Image.open(io.BytesIO(png)).convert("L")
    pixels = image.load()
    heading_ys = [float(t.get("y")) for t in ET.parse(page).getroot().iter(SVG + "text") if t.get("class") == "heading"]
    for y in heading_ys[1:]:
        if any(pixels[x, row] < 200 for row in range(int((y - 9) * 4), int((y - 5) * 4)) for x in range(0, image.size[0], 2)):
            fail(f"{os.path.basename(page)}: ink right over the heading at {y} mm: the answers before it run into it")

# The puzzles are the generator's, and solvable.
with open(os.path.join(work, "book.html"), encoding="utf-8") as html:
    page = html.read()
ids = re.findall(r'data-id="([^"]+)"', page)
expected = []
# A section's levels run with its seed plus their place in its list (jump lists hard, then easy).
for command, seed in ((["jump", "--size", "5x5", "--difficulty", "hard", "--count", "2"], 11),
                      (["jump", "--size", "5x5", "--difficulty", "easy", "--count", "2"], 12),
                      (["rotate", "--size", "3x3", "--difficulty", "medium", "--count", "3"], 11),
                      (["flip", "--size", "4x4", "--pattern", "plus", "--count", "2"], 11)):
    expected += subprocess.run([gen, *command, "--seed", str(seed), "--format", "id"], capture_output=True, text=True,
                               check=True).stdout.split()
if sorted(ids) != sorted(expected):
    fail(f"book page: the board IDs are not the generator's\n{ids}\n{expected}")
# No two puzzles of a book share a board or an answer: six order-3 hexagons at
# three levels (one magic hexagon, 12 ways round) all differ; a 13th cannot.
hexagons = os.path.join(work, "hexagons.txt")
with open(hexagons, "w") as out:
    out.write("title Hexagons\nseed 7\nsection hexagon\norder 3\ndifficulty easy medium hard\ncount 6\n"
              "section jump\nsize 4x4\ncount 3\nsection jump\nsize 4x4\ncount 3\n")
run = subprocess.run([gen, "book", hexagons, "--out", os.path.join(work, "hexagons.svg"), "--html",
                      os.path.join(work, "hexagons.html"), "--quiet"], capture_output=True, text=True)
with open(os.path.join(work, "hexagons.html"), encoding="utf-8") as html:
    page = html.read()
answers = re.findall(r'"answer":(\[[^]]*\])', page)
ids = re.findall(r'data-id="([^"]+)"', page)
if run.returncode != 0 or len(ids) != 12 or len(set(ids)) != 12 or len(set(answers[:6])) != 6:
    fail(f"a book of hexagons and twice the same jump section: exit {run.returncode}, {len(set(ids))} of {len(ids)} "
         f"boards differ, {len(set(answers[:6]))} of 6 hexagon answers")
with open(hexagons, "w") as out:
    out.write("title Hexagons\nsection hexagon\norder 3\ncount 13\n")
run = subprocess.run([gen, "book", hexagons, "--out", os.path.join(work, "thirteen.svg")], capture_output=True, text=True)
if run.returncode != 2 or "hexagons.txt:2:" not in run.stderr or "only 12 of its 13" not in run.stderr:
    fail(f"13 order-3 hexagons: exit {run.returncode}, {run.stderr.strip()!r} (expected a refusal: 12 answers exist)")
for board in ids:
    if subprocess.run([solve, board], capture_output=True).returncode != 0:
        fail(f"book board {board}: puzzlebox-solve finds no solution")
# Without a target a jump maze's signs change nothing: two boards that differ only in them are one puzzle. From its
# default start a 3x3 board has 45 mazes of at least 2 moves and no dead cell (tests/jump_generator_test.cpp counts them
# by brute force): a section of 30 prints 30 that differ without their signs, one of 46 is refused.
signs = os.path.join(work, "signs.txt")
with open(signs, "w") as out:
    out.write("title Signs\nsection jump\nsize 3x3\ndifficulty easy\ncount 30\n")
run = subprocess.run([gen, "book", signs, "--out", os.path.join(work, "signs.svg"), "--html", os.path.join(work, "signs.html"),
                      "--quiet"], capture_output=True, text=True)
with open(os.path.join(work, "signs.html"), encoding="utf-8") as html:
    unsigned = {board.replace("-", "") for board in re.findall(r'data-id="([^"]+)"', html.read())}
if run.returncode != 0 or len(unsigned) != 30:
    fail(f"30 3x3 mazes: exit {run.returncode} ({run.stderr.strip()!r}), {len(unsigned)} differ without their signs")
with open(signs, "w") as out:
    out.write("title Signs\nsection jump\nsize 3x3\ndifficulty easy\ncount 46\n")
run = subprocess.run([gen, "book", signs, "--out", os.path.join(work, "signs46.svg")], capture_output=True, text=True)
refused = re.search(r"only (\d+) of its 46 puzzles differ", run.stderr)
if run.returncode != 2 or not refused or int(refused[1]) > 45:
    fail(f"46 3x3 mazes: exit {run.returncode}, {run.stderr.strip()!r} (expected a refusal: 45 exist up to their signs)")

# Pages used well: chapters of several pages each.
def numbers_mm(node, scale=1.0):
    """The printed size (mm) of every number drawn on a page: its font size times the scales it is placed at."""
    found = re.search(r"scale\(([\d.eE+-]+)", node.get("transform") or "")
    scale *= float(found[1]) if found else 1.0
    sizes = []
    if node.tag == SVG + "text" and re.fullmatch(r"-?\d+", (node.text or "").strip()) and node.get("class") != "page-number":
        sizes.append(float(node.get("font-size")) * scale)
    for child in node:
        sizes += numbers_mm(child, scale)
    return sizes


def ink_fill(page):
    """The box of the ink between the heading and the page number, over that band of the page (4 px a mm)."""
    png = subprocess.run(["rsvg-convert", "-d", "101.6", "-p", "101.6", page], capture_output=True, check=True).stdout
    image = Image.open(io.BytesIO(png)).convert("L")
    width, height = image.size
    pixels = image.load()
    bands = []
    for y in range(height):
        if any(pixels[x, y] < 200 for x in range(0, width, 2)):
            if bands and y - bands[-1][1] <= 3:
                bands[-1][1] = y
            else:
                bands.append([y, y])
    top, bottom = bands[1][0], bands[-2][1]  # below the heading, above the page number
    inked = [x for x in range(width) if any(pixels[x, y] < 200 for y in range(top, bottom + 1, 2))]
    margin = 12 * 4
    return (inked[-1] - inked[0]) * (bottom - top) / ((width - 2 * margin) * (height - margin - 9 * 4 - top))


long_spec = os.path.join(work, "long.txt")
with open(long_spec, "w") as out:
    out.write("title Long\nseed 3\nsection jump\nsize 6x6\ndifficulty easy hard\ncount 22\n"
              "section flip\nsize 5x5\npattern plus\ncount 30\n")
run = subprocess.run([gen, "book", long_spec, "--out", os.path.join(work, "long.svg")], capture_output=True, text=True)
long_pages = sorted(glob.glob(os.path.join(work, "long-*.svg")), key=lambda p: int(re.search(r"-(\d+)\.svg$", p)[1]))
if run.returncode != 0 or len(long_pages) < 6:
    fail(f"a long book: exit {run.returncode}, {len(long_pages)} pages after the title: {run.stderr}")
runs = {}
for page in long_pages:
    heading = texts(page, "heading")[0].replace(" (continued)", "")
    runs.setdefault(heading, []).append(page)
    small = [size for size in numbers_mm(ET.parse(page).getroot()) if size < 2.5 - 1e-9]
    if small:
        fail(f"long book {os.path.basename(page)} ({heading}): numbers printed {min(small):.2f} mm, below 2.5 mm")
for heading, pages_of_run in runs.items():
    scales = {re.search(r'class="sheet-item">.*?scale\(([\d.]+)\)', open(page).read(), re.S)[1] for page in pages_of_run}
    if len(scales) != 1:
        fail(f"long book, {heading}: boards at scales {sorted(scales)}, not one size")
    for page in pages_of_run[:-1]:
        if ink_fill(page) < 0.75:
            fail(f"long book, {heading}: {os.path.basename(page)} is {100 * ink_fill(page):.0f}% filled, below 75%")
if len(runs) != 4 or sum(len(p) > 1 for p in runs.values()) < 2:
    fail(f"long book: runs {[(h, len(p)) for h, p in runs.items()]}, expected two chapters and their answers, some of several pages")

# Same spec, same book; PDF on Letter paper.
again = os.path.join(work, "again")
os.mkdir(again)
make(os.path.join(again, "book.svg"))
for page in pages:
    with open(page, "rb") as a, open(os.path.join(again, os.path.basename(page)), "rb") as b:
        if a.read() != b.read():
            fail(f"{os.path.basename(page)}: not the same the second time")
pdf = os.path.join(work, "book.pdf")
run = make(pdf, "--paper", "letter")
with open(pdf, "rb") as f:
    data = f.read()
if run.returncode != 0 or not data.startswith(b"%PDF-"):
    fail(f"book.pdf: exit {run.returncode} {run.stderr}")
elif len(re.findall(rb"/Type /Page[^s]", data)) != len(pages) or not re.search(rb"MediaBox \[ *0 0 612 792", data):
    fail(f"book.pdf: {len(re.findall(rb'/Type /Page[^s]', data))} pages (expected {len(pages)}), or not Letter")

# The same spec gives the same PDF, byte for byte, a second later too (its
# creation date is SOURCE_DATE_EPOCH's, else the epoch's, never the clock's).
time.sleep(1.1)
again_pdf = os.path.join(work, "again.pdf")
make(again_pdf, "--paper", "letter")
with open(again_pdf, "rb") as f:
    if f.read() != data:
        fail("book.pdf made twice: the bytes differ")
if "SOURCE_DATE_EPOCH" not in os.environ and b"/CreationDate (19700101000000Z)" not in data:
    fail("book.pdf: its creation date is not the epoch's")

# Bad specs: file and line, exit 2, nothing written.
for text, line, words in (("title A\ncolour red\nsection jump\n", 2, "unknown book key 'colour'"),
                          ("section jump\nsize 99x99\n", 2, "section jump"),
                          ("section jump\ncount 2\nrestarts x\n", 3, "restarts"),
                          ("title A\ntitle B\nsection jump\n", 2, "'title' is given twice for the book"),
                          ("seed 1\nsection jump\nseed 2\nseed 3\n", 4, "'seed' is given twice in this section"),
                          ("section rotate\nsize 3x4\ntime-limit 1\n", 3, "the book's to set"),
                          ("section jump\nmax-memory 1M\n", 2, "the book's to set"),
                          ("section sudoku\n", 1, "unknown family 'sudoku'"),
                          ("section jump\ncount 0\n", 2, "count: expected one integer 1..1000"),
                          ("section jump\nout x.svg\n", 2, "the book's to set"),
                          ("title A\n", 1, "no sections"),
                          ("section jump\ndifficulty easy hard\ncount 1\n", 1, "2 levels and 1 boards")):
    bad = os.path.join(work, "bad.txt")
    with open(bad, "w") as out:
        out.write(text)
    out_file = os.path.join(work, "bad.pdf")
    run = subprocess.run([gen, "book", bad, "--out", out_file], capture_output=True, text=True)
    if run.returncode != 2 or f"bad.txt:{line}:" not in run.stderr or words not in run.stderr or os.path.exists(out_file):
        fail(f"bad spec {text!r}: exit {run.returncode}, {run.stderr.strip()!r} (expected bad.txt:{line}: ... {words})")
# The book's limits: --time-limit stops the whole book and --max-memory
# counts the puzzles it holds; either way nothing is written (exit 3). A
# section that makes too few puzzles is named by its file and line.
big = os.path.join(work, "big.txt")
with open(big, "w") as out:
    out.write("title Big\nsection jump\nsize 5x5\ncount 400\n")
for option, value, words in (("--time-limit", "1", "time limit"), ("--max-memory", "4M", "memory budget")):
    out_file = os.path.join(work, "big.pdf")
    run = subprocess.run([gen, "book", big, "--out", out_file, option, value, "--quiet"], capture_output=True, text=True)
    if run.returncode != 3 or words not in run.stderr or os.path.exists(out_file):
        fail(f"book {option} {value}: exit {run.returncode}, {run.stderr.strip()!r} (expected 3, '{words}', nothing written)")


def unmade(name, spec, code, words, what):
    """A book of `spec` that exits `code`, saying `words`, with nothing written."""
    path, out_file = os.path.join(work, name + ".txt"), os.path.join(work, name + ".pdf")
    with open(path, "w") as out:
        out.write(spec)
    run = subprocess.run([gen, "book", path, "--out", out_file, "--quiet"], capture_output=True, text=True)
    if run.returncode != code or words not in run.stderr or os.path.exists(out_file):
        fail(f"{what}: exit {run.returncode}, {run.stderr.strip()!r} (expected {code}, '{words}', nothing written)")


unmade("few", "title Few\nsection jump\nsize 4x4\nsection jump\nsize 4x4\nmin-moves 15\nrestarts 1\niterations 10\ncount 2\n",
       1, "few.txt:4: section jump made 0 of 2", "a section that makes too few")
# A section no puzzle can meet is refused at the key at fault (one clue
# never fixes an order-3 hexagon).
unmade("none", "title None\nsection jump\nsize 4x4\nsection hexagon\norder 3\ncount 2\nclues 1\n",
       2, "none.txt:7: section hexagon: --clues 1", "a section no puzzle meets")
help_text = subprocess.run([gen, "book", "--help"], capture_output=True, text=True).stdout
if "usage: puzzlebox-gen book SPEC" not in help_text or "section FAMILY" not in help_text:
    fail("book --help says no usage")

print(f"book: {len(failures)} failures")
sys.exit(1 if failures else 0)
