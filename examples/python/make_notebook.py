#!/usr/bin/python3
"""Writes tour.ipynb from tour.py: the script's header as the first
markdown cell, then each "# %%" cell as a markdown cell (its title) and a
code cell. tests/python/run_tour.py checks that the two agree.

usage: python3 examples/python/make_notebook.py
"""
import json
import os

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "tour.py"), encoding="utf-8") as f:
    parts = f.read().split("# %%")
header = "\n".join(line[2:] for line in parts[0].strip().splitlines())


def source(text):
    lines = text.split("\n")
    return [line + "\n" for line in lines[:-1]] + [lines[-1]]


cells = [{"cell_type": "markdown", "metadata": {}, "source": source("# puzzlebox from Python\n\n" + header)}]
for part in parts[1:]:
    lines = part.split("\n")  # the first: the rest of the "# %%" line, the cell's title
    title = lines[0].strip()
    code = "\n".join(lines[1:]).strip("\n")
    if title:
        cells.append({"cell_type": "markdown", "metadata": {}, "source": source(title)})
    cells.append({"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": source(code)})
notebook = {"cells": cells, "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
                                         "language_info": {"name": "python"}}, "nbformat": 4, "nbformat_minor": 5}
with open(os.path.join(here, "tour.ipynb"), "w", encoding="utf-8") as f:
    json.dump(notebook, f, indent=1, ensure_ascii=False)
    f.write("\n")
