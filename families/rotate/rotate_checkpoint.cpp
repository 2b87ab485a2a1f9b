// The optimal rotate search's checkpoint file (see rotate_checkpoint.hpp).
#include "families/rotate/rotate_checkpoint.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "distributed/partial_report.hpp"
#include "puzzles/rotate/rotate_format.hpp"
#include "support/digest.hpp"
#include "support/input_error.hpp"
#include "support/sealed_text.hpp"

namespace puzzlebox {

namespace {

constexpr const char* heading = "# puzzlebox-solve --checkpoint: an optimal rotate search (IDA*), where it stood";
constexpr const char* seal_kind = "rotate-ida";

std::string board_digest(const RotateBoard& board) { return Digest().add(write_rotate_board(board)).hex(); }

KeyedLines checkpoint_lines(const std::string& file) {
    return KeyedLines(file, unsealed(file, capped_text(file), seal_kind), heading,
                      "a checkpoint of puzzlebox-solve's optimal rotate search");
}

// The checkpoint's first fields: the board and --pattern-states it was searched with.
void read_same_board(KeyedLines& fields, const std::string& digest, std::uint64_t pattern_states) {
    if (const std::string kept = fields.text_of("board"); kept != digest)
        throw InputError(fields.file(), fields.line_number(),
                         fmt::format("board: the checkpoint is of board {}, this board is {}", kept, digest));
    fields.same_run("pattern-states", pattern_states);
}

}  // namespace

RotateIdaRun rotate_ida_run(const RotateBoard& board, const RotatePatterns& patterns, std::uint64_t pattern_states) {
    RotateIdaRun run;
    run.board = board_digest(board);
    run.pattern_states = pattern_states;
    for (const auto& database : patterns.databases()) run.tiles.push_back(static_cast<std::int64_t>(database->homes().size()));
    run.bound = patterns.bound_name();
    run.first_moves = static_cast<std::uint64_t>(rotate_ida_first_moves(board));
    return run;
}

std::string rotate_ida_checkpoint_text(const RotateIdaRun& run, const RotateIdaSnapshot& s, double seconds) {
    std::string text = fmt::format(
        "{}\nboard {}\npattern-states {}\ndatabases {}\nlower-bound {}\nsplit {}\nfirst-moves {}\nseconds {:.2f}\nbound {}\n"
        "nodes {}\nfinished {}\n",
        heading, run.board, run.pattern_states, fmt::join(run.tiles, " "), run.bound, rotate_ida_split, run.first_moves, seconds,
        s.bound, s.nodes, s.finished.size());
    for (const auto& [task, nodes] : s.finished) text += fmt::format("task {} {}\n", task, nodes);
    return sealed(std::move(text), seal_kind);
}

RotateIdaCheckpoint read_rotate_ida_checkpoint(const std::string& file, const RotateIdaRun& run, const RotateBoard& board,
                                               const RotatePatterns& patterns) {
    KeyedLines fields = checkpoint_lines(file);
    read_same_board(fields, run.board, run.pattern_states);
    if (fields.integers_of("databases") != run.tiles)
        throw InputError(file, fields.line_number(),
                         fmt::format("databases: this search's pattern databases hold {} tiles", fmt::join(run.tiles, " + ")));
    if (const std::string bound = fields.text_of("lower-bound"); bound != run.bound)
        throw InputError(
            file, fields.line_number(),
            fmt::format("lower-bound: the checkpoint's search used '{}', this one '{}' (node counts differ)", bound, run.bound));
    fields.same_run("split", static_cast<std::uint64_t>(rotate_ida_split));
    fields.same_run("first-moves", run.first_moves);  // the tasks differ
    RotateIdaCheckpoint checkpoint;
    checkpoint.seconds = fields.decimal_of("seconds");
    RotateIdaSnapshot& s = checkpoint.snapshot;
    const std::int64_t bound = fields.integer_of("bound");
    if (bound < 0 || bound > 100000) throw InputError(file, fields.line_number(), fmt::format("bound: {} is not a bound", bound));
    s.bound = static_cast<int>(bound);
    s.nodes = fields.whole_of("nodes");
    const std::uint64_t finished = fields.whole_of("finished");
    if (finished > 1'000'000)
        throw InputError(file, fields.line_number(), fmt::format("finished: {} tasks is more than any bound has", finished));
    for (std::uint64_t i = 0; i < finished; ++i) {
        const std::vector<std::int64_t> task = fields.integers_of("task");
        if (task.size() != 2 || task[0] < 0 || task[1] < 0)
            throw InputError(file, fields.line_number(), "task: expected the task's number and its nodes");
        s.finished.emplace_back(static_cast<std::uint64_t>(task[0]), static_cast<std::uint64_t>(task[1]));
    }
    fields.end();
    if (const std::string problem = rotate_ida_snapshot_problem(board, patterns, s); !problem.empty())
        throw InputError(file, 0, "not a place the search can stand: " + problem);
    return checkpoint;
}

void check_rotate_ida_checkpoint_board(const std::string& file, const RotateBoard& board, std::uint64_t pattern_states) {
    KeyedLines fields = checkpoint_lines(file);
    read_same_board(fields, board_digest(board), pattern_states);
}

}  // namespace puzzlebox
