// The zero-sum hexagon search stopped and resumed: from every snapshot it
// took, through the checkpoint file's text, a resumed search ends exactly
// as the unbroken one (the same best hexagon, closeness, runs and swaps),
// and checkpoints that are not a state of the search are refused with the
// file and line.
#include "families/hexagon/hexagon_checkpoint.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <unistd.h>

#include "puzzles/hexagon/hexagon_board.hpp"
#include "solve/hexagon/hexagon_local.hpp"
#include "support/input_error.hpp"
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

Outcome search(const ZeroSumSnapshot* resume) {
    const int cells = HexagonBoard::cell_count(order);
    HexagonLocalOptions options;
    options.seed = 7;
    options.steps_per_run = run_swaps;
    options.limits.max_nodes = budget;
    Outcome outcome;
    const ZeroSumRun run{order, options.seed, budget, zero_sum_run_swaps(order, options)};
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

ZeroSumRun the_run() { return {order, 7, budget, run_swaps}; }

// The line and message read_zero_sum_checkpoint gives `text`.
std::pair<int, std::string> refusal(const std::string& text) {
    const auto path = write_text("bad.txt", text);
    try {
        read_zero_sum_checkpoint(path.string(), the_run());
    } catch (const InputError& error) {
        return {error.line(), error.what()};
    }
    return {-1, "accepted"};
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
    for (std::size_t i = 0; i < whole.checkpoints.size(); ++i) {
        INFO("checkpoint " << i);
        const auto file = write_text("checkpoint.txt", whole.checkpoints[i]);
        const ZeroSumCheckpoint kept = read_zero_sum_checkpoint(file.string(), the_run());
        const Outcome resumed = search(&kept.snapshot);
        REQUIRE(resumed.result.best == whole.result.best);
        REQUIRE(resumed.result.error == whole.result.error);
        REQUIRE(resumed.result.runs == whole.result.runs);
        REQUIRE(resumed.result.steps == whole.result.steps);
        // ... and keeps the unbroken search's later checkpoints, byte for byte.
        REQUIRE(std::equal(resumed.checkpoints.begin(), resumed.checkpoints.end(), whole.checkpoints.begin() + 1 + i,
                           whole.checkpoints.end()));
    }
}

TEST_CASE("checkpoints of another run or of no reachable state are refused with the line", "[hexagon]") {
    const Outcome whole = search(nullptr);
    REQUIRE(!whole.checkpoints.empty());
    const std::string good = whole.checkpoints.front();
    REQUIRE(refusal(good).first == -1);
    // Edited, damaged or cut: the seal (line 16) refuses it before anything is read.
    CHECK(refusal(replaced(good, "\nseed 7\n", "\nseed 8\n")).first == 16);
    CHECK(refusal(replaced(good, "\ncloseness ", "\ncloseness 1")).first == 16);
    CHECK(refusal(good.substr(0, good.find("\nbest ") + 1)).first == 13);
    CHECK(test::every_bit_flip_refused(good, [](const std::string& text) { return refusal(text).first != -1; }) > 5000);
    // Behind the seal, each field is checked too: the edits below are
    // resealed, as one who recomputed the digest would leave them.
    const auto resealed = [](const std::string& text) { return test::resealed(text, "hexagon-zero-sum"); };
    // Another run: the order, the seed, the budget.
    CHECK(refusal(resealed(replaced(good, "\norder 12\n", "\norder 13\n"))).first == 2);
    CHECK(refusal(resealed(replaced(good, "\nseed 7\n", "\nseed 8\n"))).first == 3);
    CHECK(refusal(resealed(replaced(good, "\nbudget 1250000\n", "\nbudget 1250001\n"))).first == 4);
    // Not a checkpoint; cut short; a field out of place or malformed.
    CHECK(refusal(test::resealed("order 12\nx\n", "hexagon-zero-sum")).first == 1);
    CHECK(refusal(resealed(good.substr(0, good.find("\nbest ") + 1) + "x\n")).first == 0);
    CHECK(refusal(resealed(replaced(good, "\nruns ", "\nrun "))).first == 8);
    CHECK(refusal(resealed(replaced(good, "\nstep ", "\nstep -"))).first == 9);
    CHECK(refusal(resealed(replaced(good, "\nvalue ", "\nmore\nvalue "))).first == 15);
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
    CHECK(refusal(resealed(replaced(good, "\nswaps ", "\nswaps 9"))).first == 7);  // past the budget
}
