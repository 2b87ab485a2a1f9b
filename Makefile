# puzzlebox: the two commands.
#   make run   install missing Debian packages, build (release), run the main job on data/
#   make test  install missing Debian packages, build (release), run every test through ctest
# Also: make bench (benchmarks), make bench-baselines (the exact engines against
# ../shared/baselines, side by side), make asan-test (tests under AddressSanitizer + UBSan, but
# the heaviest end-to-end ones, ctest label `long`, and the source checks, label `source`),
# make test-long (the `long` ones under the sanitizers),
# make fuzz (each reader's, the board IDs', merge's and the book spec's libFuzzer targets for FUZZ_SECONDS, clang),
# make deb (the Debian package, build/deb/puzzlebox_VERSION_ARCH.deb, installing under /usr, checked unpacked).

PRESET ?= release
BUILD  := build/$(PRESET)
JOBS   ?= $(shell nproc 2>/dev/null || echo 2)
# -Werror in CI (CI=true), warnings only elsewhere.
WERROR := $(if $(filter true 1 yes,$(CI)),ON,OFF)

# The Debian packages puzzlebox builds with, and the tools its pictures are
# checked and plotted with (xmllint, rsvg-convert, gnuplot, headless Chromium),
# librsvg and cairo for PDF, Selenium with ChromeDriver for the play pages,
# pybind11, numpy, pytest and matplotlib for the Python package, and GLPK
# (glpsol) for reports/flip_integer_check.sh, the re-check of CBC's proofs, and
# Simon Tatham's puzzles (sgt-puzzles: sgt-flip, its solver the tests' oracle).
PACKAGES := cmake ninja-build g++ make libboost-program-options-dev libboost-graph-dev \
            libeigen3-dev libfmt-dev catch2 libpcg-cpp-dev libbenchmark-dev libtbb-dev \
            libm4ri-dev coinor-libcbc-dev glpk-utils nlohmann-json3-dev libxml2-utils librsvg2-bin gnuplot-nox chromium fonts-dejavu-core clang clang-format clang-tidy \
            help2man python3 libopenmpi-dev openmpi-bin \
            pkg-config librsvg2-dev libcairo2-dev chromium-driver python3-selenium python3-pil \
            pybind11-dev python3-dev python3-numpy python3-pytest python3-matplotlib python3-pip python3-venv \
            sgt-puzzles dpkg-dev
# The programs the tests and pictures run: with all of them on PATH and a
# CMake configure that finds every library, `make deps` installs nothing
# (and needs no dpkg: other systems, see docs/usage.md "Installing, and building without Debian").
PROGRAMS := cmake ninja xmllint rsvg-convert gnuplot chromium chromedriver help2man python3 clang++ clang-format clang-tidy mpirun pkg-config

.PHONY: run tables test deps configure build bench bench-baselines asan-test test-long fuzz deb tidy clean

run: build
	bash reports/main_job.sh $(BUILD)

# The 64x64 flip tables the main job reads (about half an hour; committed).
tables: build
	bash reports/flip_tables.sh $(BUILD)

# The Debian package: its own tree (preset deb: release, prefix /usr, no tests),
# CPack (cmake/package.cmake), then unpacked into a scratch root and checked
# (tests/cli/deb_test.sh: control fields, every installed file's check, the
# man pages' examples). Install it with: apt-get install ./build/deb/puzzlebox_*.deb
deb: deps
	cmake --preset deb -DPUZZLEBOX_WERROR=$(WERROR) >/dev/null
	cmake --build build/deb -j $(JOBS)
	cd build/deb && cpack -G DEB
	bash tests/cli/deb_test.sh "$$(ls -t build/deb/puzzlebox_*.deb | head -1)" .

# CTEST_ARGS picks tests: `-LE long` leaves out the heaviest end-to-end ones.
test: build
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS) $(CTEST_ARGS)

deps:
	@have=yes; for c in $(PROGRAMS); do command -v $$c >/dev/null 2>&1 || have=no; done; \
	/usr/bin/python3 -c 'import selenium, PIL, numpy, pytest, matplotlib' >/dev/null 2>&1 || have=no; \
	if command -v dpkg-query >/dev/null 2>&1; then \
	  for p in pybind11-dev sgt-puzzles dpkg-dev; do \
	    dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || have=no; \
	  done; \
	fi; \
	pkg-config --exists librsvg-2.0 cairo-pdf >/dev/null 2>&1 || have=no; \
	if [ $$have = yes ] && cmake --preset $(PRESET) -DPUZZLEBOX_WERROR=$(WERROR) >/dev/null 2>&1; then exit 0; fi; \
	if ! command -v dpkg-query >/dev/null 2>&1; then \
	  echo "puzzlebox: a library or program is missing and this is not Debian: see docs/usage.md, 'building without Debian'"; \
	  cmake --preset $(PRESET) 2>&1 | grep -E "Could NOT|not found|Error" | head -5; exit 2; \
	fi; \
	missing=""; \
	for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installing:$$missing"; \
	    apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $$missing; \
	  else \
	    echo "puzzlebox needs Debian packages that are missing; as root, run:"; \
	    echo "  apt-get install -y$$missing"; \
	    exit 2; \
	  fi; \
	fi

configure: deps
	cmake --preset $(PRESET) -DPUZZLEBOX_WERROR=$(WERROR) >/dev/null

build: configure
	cmake --build $(BUILD) -j $(JOBS)

bench:
	$(MAKE) build PRESET=release
	build/release/bench/puzzlebox-bench

bench-baselines:
	$(MAKE) build PRESET=release
	bash bench/against_baselines.sh build/release all

# Under the sanitizers (about 3x slower) every test but the `long` ones, which
# `make test` runs unsanitized and `make test-long` sanitized.
asan-test:
	$(MAKE) test PRESET=asan CTEST_ARGS='-LE "long|source"'

test-long:
	$(MAKE) test PRESET=asan CTEST_ARGS='-L long'

# clang-tidy on the files changed since they were last found clean, then
# the record of clean files (tests/cli/tidy-clean.txt) rewritten: commit it,
# and make test's `tidy` check skips them too.
tidy: build
	/usr/bin/python3 tests/cli/tidy_test.py . $(BUILD) --update

FUZZ_SECONDS ?= 20
# The families: the FAMILY(name) lines of the one list.
FAMILIES := $(shell sed -n 's/^ *FAMILY(\([a-z_]*\)).*/\1/p' families/family_list.hpp)
fuzz: deps
	cmake --preset fuzz >/dev/null
	cmake --build build/fuzz -j $(JOBS) --target $(addprefix fuzz-,$(FAMILIES)) fuzz-board-id fuzz-merge fuzz-book-spec
	bash fuzz/run.sh build/fuzz $(FUZZ_SECONDS)

clean:
	rm -rf build
