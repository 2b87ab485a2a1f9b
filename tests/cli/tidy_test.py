#!/usr/bin/env python3
"""clang-tidy over every translation unit of a build, with the checks of
.clang-tidy (each justified there), failing on any finding.

A run costs about 3 CPU seconds a file (parsing the headers), five minutes
for the project on 2 cores: so a file is checked again only when what the
compiler sees changed. Its key is a digest of clang-tidy's version,
.clang-tidy, the compile flags and the preprocessed text (every included line,
macros unexpanded, comments kept so that a NOLINT is part of it; the
source and build folders written as placeholders, so a clone elsewhere
gets the same keys); keys of files found
clean are kept in tests/cli/tidy-clean.txt (`make tidy` checks what changed
and rewrites it) and in the build folder. A key is never trusted for a file
whose text differs: a changed header changes every file that includes it.

usage: tidy_test.py SOURCE_DIR BUILD_DIR [--update]
"""
import concurrent.futures
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys

source, build = os.path.realpath(sys.argv[1]), os.path.realpath(sys.argv[2])
update = "--update" in sys.argv[3:]
tidy = shutil.which("clang-tidy") or shutil.which("clang-tidy-14")
if not tidy:
    sys.exit("tidy: clang-tidy is not installed (make deps installs it)")
committed = os.path.join(source, "tests/cli/tidy-clean.txt")
local = os.path.join(build, "tidy-clean.txt")

# The project's own files: not the fuzz harness's generated or third-party ones.
layers = ("analyze", "cli", "distributed", "draw", "families", "gen", "puzzles", "solve", "support", "tools", "bench",
          "tests", "python", "examples")
header_filter = "^" + re.escape(source) + "/(" + "|".join(layers) + ")/"
with open(os.path.join(build, "compile_commands.json")) as f:
    units = [u for u in json.load(f) if re.match(header_filter, os.path.realpath(u["file"]))]
if len(units) < 100:
    sys.exit(f"tidy: only {len(units)} files in {build}/compile_commands.json (build first)")

version = subprocess.run([tidy, "--version"], capture_output=True, text=True).stdout
with open(os.path.join(source, ".clang-tidy"), "rb") as f:
    config = f.read()


def placeholders(data: bytes) -> bytes:
    return data.replace(build.encode(), b"@BUILD@").replace(source.encode(), b"@SOURCE@")


def key_of(unit) -> str:
    """The digest of everything clang-tidy's answer on the unit depends on."""
    args = shlex.split(unit["command"]) if "command" in unit else list(unit["arguments"])
    out = args.index("-o")
    del args[out:out + 2]
    args[args.index("-c")] = "-E"
    args.insert(1, "-C")
    args = [arg for arg in args if arg != "-Werror"]  # CI's builds and others' give the same key: tidy runs -Wno-error
    # Includes and conditionals only, macros left unexpanded: 10x quicker.
    # A header that uses __COUNTER__ in a directive (Google Benchmark's)
    # needs the whole preprocessor; __DATE__ and __TIME__ (pcg_extras.hpp
    # seeds with them) are then those of 1970, the same every run.
    args.insert(1, "-fdirectives-only")
    run = subprocess.run(args, cwd=unit["directory"], capture_output=True)
    if run.returncode != 0:
        del args[1]
        run = subprocess.run(args, cwd=unit["directory"], capture_output=True, check=True,
                             env=dict(os.environ, SOURCE_DATE_EPOCH="0"))
    text = run.stdout
    digest = hashlib.sha256()
    for part in (version.encode(), config, placeholders(" ".join(args).encode()), placeholders(text)):
        digest.update(hashlib.sha256(part).digest())
    return digest.hexdigest()


def findings_of(unit) -> str:
    run = subprocess.run([tidy, "-p", build, "--quiet", "--extra-arg=-Wno-error", f"--header-filter={header_filter}",
                          unit["file"]],
                         capture_output=True, text=True)
    warnings = [line for line in run.stdout.splitlines() if re.search(r": (warning|error): ", line)]
    return "\n".join(warnings) if warnings or run.returncode == 0 else run.stdout + run.stderr


def known_keys():
    keys = set()
    for path in (committed, local):
        if os.path.exists(path):
            with open(path) as f:
                keys.update(line.split()[0] for line in f if line.strip() and not line.startswith("#"))
    return keys


jobs = os.cpu_count() or 2
with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
    keys = list(pool.map(key_of, units))
    known = known_keys()
    todo = [(unit, key) for unit, key in zip(units, keys) if key not in known]
    results = list(pool.map(lambda pair: findings_of(pair[0]), todo))

clean = {key for key in keys if key in known}
bad = []
for (unit, key), findings in zip(todo, results):
    if findings:
        bad.append(findings)
    else:
        clean.add(key)
names = {key: os.path.relpath(unit["file"], source) for unit, key in zip(units, keys)}
lines = sorted(f"{key} {names[key]}\n" for key in clean)
with open(local, "w") as f:
    f.writelines(lines)
if update:
    with open(committed, "w") as f:
        f.write("# Keys of the files clang-tidy found clean (tests/cli/tidy_test.py; `make tidy` rewrites it).\n")
        f.writelines(lines)
if bad:
    print("\n".join(bad))
    sys.exit(f"tidy: {len(bad)} of {len(units)} files have findings (.clang-tidy says why each check is on; "
             "fix them, or silence one with NOLINT(check) and the reason)")
print(f"tidy: {len(units)} files clean ({len(todo)} checked now, {len(units) - len(todo)} unchanged since checked)")
