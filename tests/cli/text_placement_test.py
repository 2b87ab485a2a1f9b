#!/usr/bin/python3
"""Digits land in the same place in every renderer: a board's SVG is
rendered by rsvg-convert (librsvg, the PDF path too) and by headless
Chromium (Selenium) at the same scale, and in every cell the ink of the
value is found in the pixels. Its vertical centre must sit within 0.35 mm
of the cell's centre in both, and the two renderers within 0.3 mm of each
other. (dominant-baseline="central", which the pictures used before, put
numbers about 1 mm high in rsvg-convert and centred in Chromium.)

usage: text_placement_test.py PUZZLEBOX_SOLVE SOURCE_DIR
"""
import os
import re
import subprocess
import sys
import tempfile

from PIL import Image

from headless import chromium

solve, source = sys.argv[1:3]
work = tempfile.mkdtemp()
failures = []
PIXELS_PER_MM = 8


def fail(message):
    failures.append(message)
    print("FAIL: " + message, flush=True)


def ink_centres(image, cells, origin):
    """Each cell's ink (dark pixels) vertical centre, in mm from the cell's centre."""
    pixels = image.convert("L").load()
    centres = []
    for row, col in cells:
        left, top = origin[0] + col * 10, origin[1] + row * 10
        ys = []
        for y in range(round((top + 3.0) * PIXELS_PER_MM), round((top + 8.8) * PIXELS_PER_MM)):
            for x in range(round((left + 1.2) * PIXELS_PER_MM), round((left + 8.8) * PIXELS_PER_MM)):
                if pixels[x, y] < 110:
                    ys.append(y)
        if not ys:
            centres.append(None)
            continue
        middle = (min(ys) + max(ys) + 1) / 2 / PIXELS_PER_MM
        centres.append(middle - (top + 5))
    return centres


board = os.path.join(source, "data", "jump", "schoenbrunn-2023.txt")
picture = os.path.join(work, "board.svg")
subprocess.run([solve, board, "--svg", picture, "--no-rules"], capture_output=True, check=False)
svg = open(picture, encoding="utf-8").read()
width_mm = float(re.search(r'width="([0-9.]+)mm"', svg).group(1))
height_mm = float(re.search(r'height="([0-9.]+)mm"', svg).group(1))
origin = tuple(map(float, re.search(r'<g transform="translate\(([0-9.]+) ([0-9.]+)\)">', svg).groups()))
rows, cols = map(int, re.search(r"jump (\d+)x(\d+)", svg).groups())
cells = [(r, c) for r in range(rows) for c in range(cols)]
width_px, height_px = round(width_mm * PIXELS_PER_MM), round(height_mm * PIXELS_PER_MM)

# rsvg-convert
rsvg_png = os.path.join(work, "rsvg.png")
subprocess.run(["rsvg-convert", "--width", str(width_px), "--height", str(height_px), picture, "-o", rsvg_png], check=True)
by_rsvg = ink_centres(Image.open(rsvg_png), cells, origin)

# Chromium: the SVG as an image at the same pixel size, no margins.
page = os.path.join(work, "page.html")
with open(page, "w", encoding="utf-8") as html:
    html.write(f'<!DOCTYPE html><html><body style="margin:0;background:#fff">'
               f'<img src="board.svg" style="display:block;width:{width_px}px;height:{height_px}px"></body></html>')
browser = chromium("--hide-scrollbars", "--force-device-scale-factor=1", f"--window-size={width_px},{height_px + 200}")
browser.get("file://" + page)
browser.set_window_size(width_px, height_px + 200)
inner = browser.execute_script("return [window.innerWidth, window.innerHeight]")
browser.set_window_size(width_px + (width_px - inner[0]), height_px + 200 + (height_px + 200 - inner[1]))
chromium_png = os.path.join(work, "chromium.png")
browser.save_screenshot(chromium_png)
browser.quit()
by_chromium = ink_centres(Image.open(chromium_png), cells, origin)

worst = 0.0
for (row, col), a, b in zip(cells, by_rsvg, by_chromium):
    if a is None or b is None:
        fail(f"cell row {row + 1}, col {col + 1}: no digit found (rsvg {a}, chromium {b})")
        continue
    worst = max(worst, abs(a), abs(b), abs(a - b))
    if abs(a) > 0.35 or abs(b) > 0.35:
        fail(f"cell row {row + 1}, col {col + 1}: the digits sit {a:+.2f} mm (rsvg) and {b:+.2f} mm (chromium) from the centre")
    if abs(a - b) > 0.3:
        fail(f"cell row {row + 1}, col {col + 1}: rsvg and chromium differ by {a - b:+.2f} mm")
print(f"text placement: {len(cells)} cells, largest offset {worst:.2f} mm, {len(failures)} failures")
sys.exit(1 if failures else 0)
