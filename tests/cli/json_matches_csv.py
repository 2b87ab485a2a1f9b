#!/usr/bin/env python3
"""Checks JSON Lines output field by field against the CSV of the same run.

usage: json_matches_csv.py CSV JSONL [--nested KEY] [--ignore COLUMN]...
Every CSV row must match, in order, an object (or with --nested KEY, the
objects of the list KEY of each JSON line, in order): each CSV column is a
key of the object (--ignore: a column that differs between runs, such as
seconds), and its JSON value says the same as the CSV field (null
for an empty field, numbers equal, booleans true/false, strings equal).
"""
import csv
import json
import sys


def same(field, value):
    if value is None:
        return field == ""
    if isinstance(value, bool):
        return field == ("true" if value else "false")
    if isinstance(value, int):
        return field == str(value)
    if isinstance(value, float):
        try:
            return abs(float(field) - value) <= 1e-9 * max(1.0, abs(value))
        except ValueError:
            return False
    return field == value


def main():
    csv_path, json_path = sys.argv[1], sys.argv[2]
    nested, ignored = None, set()
    args = sys.argv[3:]
    while args:
        if args[0] == "--nested":
            nested = args[1]
        elif args[0] == "--ignore":
            ignored.add(args[1])
        args = args[2:]
    with open(csv_path, newline="") as f:
        rows = list(csv.DictReader(f))
    objects = []
    with open(json_path) as f:
        for line in f:
            value = json.loads(line)
            objects.extend(value[nested] if nested else [value])
    if len(rows) != len(objects):
        print(f"{len(rows)} CSV rows but {len(objects)} JSON objects")
        return 1
    if not rows:
        print("no rows to compare")
        return 1
    for number, (row, obj) in enumerate(zip(rows, objects), start=1):
        for column, field in row.items():
            if column in ignored:
                continue
            if column not in obj:
                print(f"row {number}: column '{column}' missing from the JSON object")
                return 1
            if not same(field, obj[column]):
                print(f"row {number}, column '{column}': CSV '{field}' but JSON {json.dumps(obj[column])}")
                return 1
    print(f"{len(rows)} rows match")
    return 0


if __name__ == "__main__":
    sys.exit(main())
