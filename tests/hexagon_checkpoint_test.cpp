// The zero-sum hexagon searches stopped and resumed (the annealer and the
// layered search): from every snapshot one took, through the checkpoint
// file's text, a resumed search ends exactly as the unbroken one (the same
// best hexagon, closeness, runs and swaps), and checkpoints that are not a
// state of the search are refused with the file and line.
#include "families/hexagon/hexagon_checkpoint.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <tuple>
#include <vector>

#include <catch2/catch.hpp>
#include <unistd.h>

#include "puzzles/hexagon/hexagon_board.hpp"
#include "solve/hexagon/hexagon_local.hpp"
#include "support/input_error.hpp"
#include "tests/sanitizer.hpp"
#include "tests/sealed_files.hpp"

using namespace puzzlebox;

namespace {

struct Outcome {
    HexagonLocalResult result;
    std::vector<std::string> checkpoints;  // the text of every snapshot taken
};

// Order 12 with short runs, so that the snapshots fall in several runs and
// the budget ends the search before a magic hexagon.
constexpr int order = 12;
constexpr std::uint64_t budget = 1'250'000, run_swaps = 150'000, every = 100'000;

HexagonLocalOptions local_options() {
    HexagonLocalOptions options;
    options.seed = 7;
    options.steps_per_run = run_swaps;
    options.limits.max_nodes = budget;
    return options;
}

ZeroSumRun the_run() { return zero_sum_run_of(order, local_options()); }

Outcome search(const ZeroSumSnapshot* resume) {
    const int cells = HexagonBoard::cell_count(order);
    HexagonLocalOptions options = local_options();
    Outcome outcome;
    const ZeroSumRun run = the_run();
    options.checkpoints.every = every;
    options.checkpoints.resume = resume;
    options.checkpoints.save = [&](const ZeroSumSnapshot& snapshot) {
        outcome.checkpoints.push_back(zero_sum_checkpoint_text(run, snapshot, 0));
    };
    outcome.result = search_magic_hexagon_locally(empty_hexagon_board(order, -(cells - 1) / 2), options);
    return outcome;
}

std::filesystem::path write_text(const std::string& name, const std::string& text) {
    const auto dir = std::filesystem::temp_directory_path() / ("puzzlebox-checkpoint-test-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto path = dir / name;
    std::ofstream(path) << text;
    return path;
}

// The line and message read_zero_sum_checkpoint gives `text` as a checkpoint of `run`.
std::pair<int, std::string> refusal(const std::string& text, const ZeroSumRun& run = the_run()) {
    const auto path = write_text("bad.txt", text);
    try {
        read_zero_sum_checkpoint(path.string(), run);
    } catch (const InputError& error) {
        return {error.line(), error.what()};
    }
    return {-1, "accepted"};
}

// How a search ended: its hexagon, closeness, runs and swaps.
auto ends(const Outcome& outcome) {
    return std::tuple(outcome.result.best, outcome.result.error, outcome.result.runs, outcome.result.steps);
}

// Resumed from every `stride`-th of the unbroken search's checkpoints (read
// back as checkpoints of `run`), `search` ends as the unbroken one did and
// takes its later checkpoints, byte for byte.
template <class Unbroken, class Search>
void resumes_as_unbroken(const Unbroken& whole, std::size_t stride, const ZeroSumRun& run, Search search) {
    for (std::size_t i = 0; i < whole.checkpoints.size(); i += stride) {
        INFO("checkpoint " << i);
        const auto file = write_text("checkpoint.txt", whole.checkpoints[i]);
        const ZeroSumCheckpoint kept = read_zero_sum_checkpoint(file.string(), run);
        const Unbroken resumed = search(&kept.snapshot);
        REQUIRE(ends(resumed) == ends(whole));
        REQUIRE(std::equal(resumed.checkpoints.begin(), resumed.checkpoints.end(), whole.checkpoints.begin() + 1 + i,
                           whole.checkpoints.end()));
    }
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("a zero-sum search resumed from any of its checkpoints ends as the unbroken one", "[hexagon]") {
    const Outcome whole = search(nullptr);
    REQUIRE(whole.result.error > 0);  // the budget ran out first: every snapshot is mid-search
    REQUIRE(whole.result.steps == budget);
    REQUIRE(whole.result.runs == (budget + run_swaps - 1) / run_swaps);
    std::size_t snapshots = 0;  // every 100,000 swaps, but none at a run's first swap (300,000; 600,000; ...)
    for (std::uint64_t swaps = every; swaps < budget; swaps += every) snapshots += swaps % run_swaps != 0;
    REQUIRE(whole.checkpoints.size() == snapshots);
    REQUIRE(hexagon_line_error(HexagonGeometry(order), 0, whole.result.best) == whole.result.error);
    resumes_as_unbroken(whole, 1, the_run(), search);
}

TEST_CASE("checkpoints of another run or of no reachable state are refused with the line", "[hexagon]") {
    const Outcome whole = search(nullptr);
    REQUIRE(!whole.checkpoints.empty());
    const std::string good = whole.checkpoints.front();
    REQUIRE(refusal(good).first == -1);
    // Edited, damaged or cut: the seal (line 17) refuses it before anything is read.
    CHECK(refusal(replaced(good, "\nseed 7\n", "\nseed 8\n")).first == 17);
    CHECK(refusal(replaced(good, "\ncloseness ", "\ncloseness 1")).first == 17);
    CHECK(refusal(good.substr(0, good.find("\nbest ") + 1)).first == 14);
    CHECK(test::every_bit_flip_refused(good, [](const std::string& text) { return refusal(text).first != -1; }) > 5000);
    // Behind the seal, each field is checked too: the edits below are
    // resealed, as one who recomputed the digest would leave them.
    const auto resealed = [](const std::string& text) { return test::resealed(text, "hexagon-zero-sum"); };
    // Another run: the order, the seed, the budget.
    CHECK(refusal(resealed(replaced(good, "\norder 12\n", "\norder 13\n"))).first == 2);
    CHECK(refusal(resealed(replaced(good, "\nseed 7\n", "\nseed 8\n"))).first == 3);
    CHECK(refusal(resealed(replaced(good, "\nbudget 1250000\n", "\nbudget 1250001\n"))).first == 4);
    const auto layered = refusal(resealed(replaced(good, "\nsearch local\n", "\nsearch layered\n")));
    CHECK(layered.first == 6);
    CHECK(layered.second.find("another run: search layered, where this run's is local") != std::string::npos);
    // Not a checkpoint; cut short; a field out of place or malformed.
    CHECK(refusal(test::resealed("order 12\nx\n", "hexagon-zero-sum")).first == 1);
    CHECK(refusal(resealed(good.substr(0, good.find("\nbest ") + 1) + "x\n")).first == 0);
    CHECK(refusal(resealed(replaced(good, "\nruns ", "\nrun "))).first == 9);
    CHECK(refusal(resealed(replaced(good, "\nstep ", "\nstep -"))).first == 10);
    CHECK(refusal(resealed(replaced(good, "\nvalue ", "\nmore\nvalue "))).first == 16);
    // States the search cannot be in (line 0: the file as a whole).
    const std::size_t value_line = good.find("\nvalue ") + 7;
    const std::size_t second = good.find(' ', value_line) + 1;
    const std::string first_value = good.substr(value_line, good.find(' ', value_line) - value_line);
    std::string repeated = good;  // the first pair's value given to the second pair too
    repeated.replace(second, good.find(' ', second) - second, first_value);
    repeated = resealed(repeated);
    CHECK(refusal(repeated) == std::pair<int, std::string>{0, refusal(repeated).second});
    CHECK(refusal(repeated).second.find("magnitudes 1..") != std::string::npos);
    const std::size_t closeness_at = good.find("\ncloseness ") + 11;
    const std::string closeness = good.substr(closeness_at, good.find('\n', closeness_at) - closeness_at);
    const auto wrong_closeness = refusal(resealed(replaced(good, "\ncloseness " + closeness + "\n", "\ncloseness 2\n")));
    CHECK((wrong_closeness.first == 0 && wrong_closeness.second.find("closeness is " + closeness) != std::string::npos));
    CHECK(refusal(resealed(replaced(good, "\nrandom 6364136223846793005 ", "\nrandom 6364136223846793006 "))).first == 0);
    CHECK(refusal(resealed(replaced(good, "\nswaps ", "\nswaps 9"))).first == 8);  // past the budget
}

namespace {

// The layered search on order 20 with short runs (5 p^2 swaps), a shell of
// 3 and a reheat, so that its snapshots fall in the shell's band and the
// core's, in runs after a band's first, in reheats and in later attempts
// (seed 2: the rim's band settles between two snapshots).
constexpr int layered_order = 20;
constexpr std::uint64_t layered_seed = 2, layered_budget = 3'000'000, layered_every = 25'000;

ZeroSumLayers short_layers() {
    ZeroSumLayers layers;
    layers.run_swaps_per_pair_squared = 5;
    layers.shell = 3;
    layers.reheat_below = 4;
    return layers;
}

ZeroSumRun layered_run() { return {layered_order, layered_seed, layered_budget, 0, "layered (short runs)", short_layers()}; }

struct LayeredOutcome {
    ZeroSumResult result;
    std::uint64_t swaps = 0;
    std::vector<ZeroSumSnapshot> snapshots;
    std::vector<std::string> checkpoints;
};

auto ends(const LayeredOutcome& outcome) {
    return std::tuple(outcome.result.best, outcome.result.closeness, outcome.result.runs, outcome.swaps);
}

LayeredOutcome layered(const ZeroSumSnapshot* resume) {
    SearchLimits limits;
    limits.max_nodes = layered_budget;
    SearchBudget spent(limits);
    Random random(layered_seed);
    LayeredOutcome outcome;
    ZeroSumCheckpoints checkpoints;
    checkpoints.every = layered_every;
    checkpoints.resume = resume;
    checkpoints.save = [&](const ZeroSumSnapshot& snapshot) {
        outcome.snapshots.push_back(snapshot);
        outcome.checkpoints.push_back(zero_sum_checkpoint_text(layered_run(), snapshot, 0));
    };
    outcome.result = search_zero_sum_layers(
        HexagonGeometry(layered_order), spent, random, [] { return false; }, nullptr, short_layers(), checkpoints);
    outcome.swaps = spent.nodes();
    return outcome;
}

std::pair<int, std::string> layered_refusal(const std::string& text) { return refusal(text, layered_run()); }

}  // namespace

TEST_CASE("a layered search resumed from any of its checkpoints ends as the unbroken one", "[hexagon]") {
    const LayeredOutcome whole = layered(nullptr);
    REQUIRE(whole.result.closeness > 0);  // the budget ran out first
    REQUIRE(whole.swaps == layered_budget);
    REQUIRE(whole.snapshots.size() == layered_budget / layered_every);  // the last at the budget, before its refusal
    // The snapshots reach what a resume must restore: later bands, later
    // runs of a band, reheats, and attempts after the first (a band again).
    const auto any = [&](const auto& holds) { return std::any_of(whole.snapshots.begin(), whole.snapshots.end(), holds); };
    CHECK(any([](const ZeroSumSnapshot& s) { return s.band == 2; }));
    CHECK(any([](const ZeroSumSnapshot& s) { return s.band_run > 0 && !s.reheating; }));
    CHECK(any([](const ZeroSumSnapshot& s) { return s.reheating; }));
    CHECK(std::adjacent_find(whole.snapshots.begin(), whole.snapshots.end(),
                             [](const auto& a, const auto& b) { return b.band < a.band; }) != whole.snapshots.end());
    // Resumed from every fourth, every eighth under the sanitizers (each
    // resume runs the rest of the budget); each keeps every later snapshot,
    // several within a run.
    resumes_as_unbroken(whole, test::sanitized ? 8 : 4, layered_run(), layered);
}

TEST_CASE("layered checkpoints of no reachable state are refused", "[hexagon]") {
    const LayeredOutcome whole = layered(nullptr);
    const auto resealed = [](const std::string& text) { return test::resealed(text, "hexagon-zero-sum"); };
    // A snapshot in the last band, in a band's first run and not reheating.
    const auto in_core = std::find_if(whole.snapshots.begin(), whole.snapshots.end(),
                                      [](const ZeroSumSnapshot& s) { return s.band == 2 && s.band_run == 0; });
    REQUIRE(in_core != whole.snapshots.end());
    const std::string good = whole.checkpoints[static_cast<std::size_t>(in_core - whole.snapshots.begin())];
    REQUIRE(layered_refusal(good).first == -1);
    // Another search's checkpoint; the fields the layered search adds.
    CHECK(layered_refusal(resealed(replaced(good, "\nsearch layered (short runs)\n", "\nsearch local\n"))).first == 6);
    CHECK(layered_refusal(resealed(replaced(good, "\nband 2\n", "\nband 21\n"))).first == 10);
    CHECK(layered_refusal(resealed(replaced(good, "\nband-run 0\n", "\nband-run 6\n"))).first == 11);
    CHECK(layered_refusal(resealed(replaced(good, "\nreheating 0\n", "\nreheating 2\n"))).first == 12);
    // Fields that parse, of states the search is never in.
    const auto state = [&](const std::string& from, const std::string& to) {
        const auto refused = layered_refusal(resealed(replaced(good, from, to)));
        CHECK(refused.first == 0);
        return refused.second;
    };
    CHECK(state("\nband 2\n", "\nband 3\n").find("band 3 where order 20 has bands 0 to 2") != std::string::npos);
    CHECK(state("\nreheating 0\n", "\nreheating 1\n").find("a reheat where none can be") != std::string::npos);
    // The bands before the core balanced: a snapshot's values from band 1 are not.
    const auto in_shell =
        std::find_if(whole.snapshots.begin(), whole.snapshots.end(), [](const ZeroSumSnapshot& s) { return s.band == 1; });
    REQUIRE(in_shell != whole.snapshots.end());
    const std::string shell = whole.checkpoints[static_cast<std::size_t>(in_shell - whole.snapshots.begin())];
    const auto line_of = [](const std::string& text, const std::string& key) {
        const auto at = text.find("\n" + key + " ") + 1;
        return text.substr(at, text.find('\n', at) - at + 1);
    };
    std::string moved = shell;
    for (const auto& [key, to] : {std::pair{"band", "band 2\n"},
                                  {"band-run", "band-run 0\n"},
                                  {"reheating", "reheating 0\n"},
                                  {"step", "step 0\n"},
                                  {"last-finish", "last-finish 0\n"}})
        moved = replaced(moved, line_of(shell, key), to);
    const auto unbalanced = layered_refusal(resealed(moved));
    CHECK(unbalanced.first == 0);
    CHECK(unbalanced.second.find("band 2 is in progress, but band 1 is not balanced") != std::string::npos);
}
