// Optimal solutions of rotation puzzles beyond the breadth-first table (more
// than 12! arrangements): IDA*, iterative deepening on the search core's
// depth_first, cut by pattern databases. The databases track the tiles of
// chunks of the board's cells; the board's symmetries (rotations, and
// reflections where they keep or reverse the turn set) and the inverse
// permutation (a solution read backwards solves it) give several lower
// bounds from one database, and the largest is used. Move pruning
// (rotate_move_order.hpp): a block
// is never turned back at once nor more often in a row than can be optimal,
// and two blocks that share no cell are turned in ascending order only (not
// when counting, where every optimal sequence counts). When every move is an
// odd permutation, a state's distance has its permutation's parity, so the
// bound grows by two. The last iterations run in parallel over the first
// few moves (TBB) and still return what a sequential search would.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "puzzles/rotate/rotate_board.hpp"
#include "solve/path_count.hpp"
#include "solve/rotate/permutation_group.hpp"
#include "solve/rotate/rotate_pattern_db.hpp"
#include "solve/rotate/rotate_solver.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

struct RotatePatternOptions {
    std::uint64_t max_states = std::uint64_t{1} << 29;  // per database, one byte each
    int tiles = 0;                                      // tiles per database; 0: as many as max_states allows
    std::string cache;                                  // a directory for built databases (load, else build and save); "": none
    std::function<void(const std::string&)> progress;
    std::function<void(const std::string&)> warn;  // a damaged cache file (default: progress)
    const StopCheck* stop = nullptr;               // polled while databases are built (SearchStopped)
};

// The database size for one board when none is asked for: a board of at
// most 12! arrangements gets 1/128 of them, at most 2^20 states (3 tiles of
// 3x3, 6 of 3x4: built in milliseconds, and IDA* on them solves any 12-cell
// board in well under a second), with repeated labels 2^20 (or every
// arrangement, when fewer); a larger one 2^29.
std::uint64_t rotate_pattern_budget(const RotateBoard& board);
// Whether every label of the target is different (a permutation puzzle).
bool rotate_labels_distinct(const RotateBoard& board);

// Where the tools keep pattern databases: $XDG_CACHE_HOME/puzzlebox, else
// ~/.cache/puzzlebox, else nowhere ("").
std::string default_rotate_pattern_cache();

// The pattern databases for one board's shape and target, and the
// symmetric lookups into them. A tile whose label is unique in the target
// is tracked to its home; a repeated label's tiles are tracked together,
// alike, to the label's homes (colour puzzles, Twiddle's rows-only games).
class RotatePatterns {
public:
    using Cells = std::array<std::uint8_t, RotatePatternDatabase::max_cells>;

    RotatePatterns(const RotateBoard& board, const RotatePatternOptions& options = {});

    const std::vector<std::unique_ptr<RotatePatternDatabase>>& databases() const { return databases_; }
    std::size_t lookups() const { return lookups_.size() + label_lookups_.size(); }
    // Whether the lookups are read as the farthest tile's steps (one-tile
    // databases equal to them, checked at construction).
    bool farthest() const { return farthest_; }
    // Whether these patterns serve `board` (same shape and unique labels' homes).
    bool fits(const RotateBoard& board) const;
    // The largest lookup, or the Manhattan bound when that is larger: the
    // tiles' steps home over the most steps one move makes (4 for a 2x2
    // quarter turn), and their steps across (down) over the most steps
    // across (down) one move makes (2 for a 2x2 quarter turn); with 2x2
    // blocks, the steps of tiles that must leave their home row or column
    // and come back counted too (line_conflict_steps: down for a row,
    // across for a column),
    // or the first that reaches `enough` (no need to go on);
    // RotatePatternDatabase::unreached when some pattern can never come home.
    // tile[c]: the home of the tile on cell c; cell_of[h]: the cell of the tile whose home is h.
    int lower_bound(const Cells& tile, const Cells& cell_of, int enough) const;

    // With 2x2 blocks, a tile moves one cell a turn, so two tiles in the
    // same row pass each other only if one leaves the row: of the tiles in
    // their home row, all but a longest run in home order (an increasing
    // subsequence of their home columns) must leave it and come back, two
    // vertical steps each beyond the Manhattan steps; and so for columns,
    // with horizontal steps. Those extra steps, all told (0 for larger blocks).
    int line_conflict_steps(const Cells& tile) const;
    // The pieces of lower_bound, for a search that keeps the Manhattan steps
    // up to date move by move: a tile's steps from `cell` to `home` (those
    // across plus down_step times those down, so that a sum keeps both), the
    // conflict steps of one line (0..rows-1 the rows, then the columns;
    // line_count() of them, 0 without line conflicts), and lower_bound from
    // the tiles' steps all told.
    int tile_steps(int cell, int home) const {
        return most_steps_ == 0 ? 0 : static_cast<int>(steps_[static_cast<std::size_t>(cell * shape_.cell_count() + home)]);
    }
    static constexpr int down_step = 4096;  // more than the steps across of 64 tiles, 32 columns at most
    int line_count() const { return line_conflicts_ ? shape_.rows + shape_.cols : 0; }
    int line_steps(const Cells& tile, int line) const;
    // Lines of up to 6 cells can be kept move by move too: each line's
    // index into its table of conflict steps (rows, then columns), moved
    // by move_tile as a tile leaves or takes a cell; lower_bound_from reads
    // the conflicts from them when given (else from the tiles).
    using LineIndex = std::array<std::uint32_t, 12>;
    bool keeps_lines() const { return line_conflicts_ && !row_table_.empty() && !col_table_.empty(); }
    LineIndex line_index(const Cells& tile) const;
    // The tile on `cell` was homed on `home_before` and is now homed on
    // `home_after`: the steps (tile_steps, all told) and the lines' indices
    // (when given) follow.
    void move_tile(int& steps, LineIndex* lines, int cell, int home_before, int home_after) const {
        const auto n = static_cast<std::size_t>(shape_.cell_count());
        const TileEntry& was = entries_[cell * n + home_before];
        const TileEntry& now = entries_[cell * n + home_after];
        steps += static_cast<int>(now.steps) - static_cast<int>(was.steps);
        if (lines == nullptr) return;
        (*lines)[was.row] += now.row_weight - was.row_weight;
        (*lines)[was.col_line] += now.col_weight - was.col_weight;
    }
    int lower_bound_from(int steps, const LineIndex* lines, const Cells& tile, const Cells& cell_of, int enough) const;
    // Which bound beside the lookups: "axes+lines" (2x2 blocks), "axes"
    // (larger blocks) or "none" (no label unique). A checkpoint
    // names it: node counts differ from one bound to another.
    std::string bound_name() const;

private:
    struct Lookup {
        const RotatePatternDatabase* database;
        Cells map;                         // a symmetry of the board, cell -> cell
        std::vector<std::uint8_t> source;  // the tracked homes, mapped back by the symmetry
        bool inverse;                      // read the inverse permutation
    };
    RotateBoard shape_;
    std::vector<int> unique_homes_;              // cells whose target label is unique
    std::vector<std::vector<int>> label_homes_;  // each repeated label's home cells
    std::vector<std::uint32_t> steps_;     // [cell * n + home]: columns + down_step * rows apart, 0 unless the home is unique
    int most_steps_ = 0;                   // the most steps one move gives all the tiles it moves
    int most_across_ = 0, most_down_ = 0;  // ... and of them across, and down
    int most_tile_steps_ = 0;              // the most steps one move gives one tile
    bool farthest_ = false;                // the lookups are the farthest tile's steps (one-tile databases)
    static constexpr std::uint8_t no_key = 0xff;
    // [cell * n + home]: the home's column when it is unique and in the
    // cell's row (row_key_), its row when in the cell's column (col_key_), else no_key.
    std::vector<std::uint8_t> row_key_, col_key_;
    // Lines of up to 6 cells: [cell * n + home] the key's digit times the
    // line's base to the cell's place, and the conflict steps by their sum.
    std::vector<std::uint32_t> row_weight_, col_weight_;
    Cells row_of_{}, col_line_of_{};  // a cell's row, and its column's line (rows + column)
    // What move_tile reads for a tile on a cell, side by side: [cell * n + home].
    struct TileEntry {
        std::uint32_t steps = 0, row_weight = 0, col_weight = 0;
        std::uint8_t row = 0, col_line = 0;
        std::uint8_t total = 0;  // steps across and down together
    };
    std::vector<TileEntry> entries_;
    std::vector<std::uint8_t> row_table_, col_table_;
    void build_line_table(bool rows);
    int turns_for(int across, int down) const;
    bool line_conflicts_ = false;  // 2x2 blocks: line_conflict_steps counts
    std::vector<std::unique_ptr<RotatePatternDatabase>> databases_;
    std::vector<Lookup> lookups_;        // of the unique labels' tiles
    std::vector<Lookup> label_lookups_;  // of the repeated labels' (read whether or not farthest_)
    void add_label_databases(const RotatePatternOptions& options);
};

// The group the moves generate, on cells: a move sends the tile on cell c
// to cell p[c] (the same group for every turn set).
// `stop` is polled (SearchStopped).
PermutationGroup rotate_move_group(const RotateBoard& shape, const StopCheck& stop = StopCheck());

// Why a board of distinct labels can never be solved (its arrangement is
// outside the moves' group: Schreier-Sims, milliseconds up to 4x4, seconds
// at 8x8, once per shape and process), "" when it can or the labels repeat.
// Asked before any pattern database is built; `stop` is polled (SearchStopped).
std::string rotate_unsolvable_reason(const RotateBoard& board, const StopCheck& stop = StopCheck());

// Where a search for one optimal solution stands, for a checkpoint: every
// bound below `bound` searched through without a solution, and at `bound`
// the tasks (the paths of its first rotate_ida_split moves, in search order)
// searched through without one. Nodes per task do not depend on when or
// where a task runs, so a resumed search ends with the unbroken one's
// solution and node count.
struct RotateIdaSnapshot {
    int bound = 0;
    std::uint64_t nodes = 0;                                        // the bounds' before it, all told
    std::vector<std::pair<std::uint64_t, std::uint64_t>> finished;  // (task, its nodes), tasks ascending
};
// The moves that split a bound into tasks (fewer when the bound is smaller).
constexpr int rotate_ida_split = 3;

struct RotateIdaCheckpoints {
    const RotateIdaSnapshot* resume = nullptr;  // go on from here
    double every_seconds = 60;                  // between saves, taken as tasks finish
    // Hears each snapshot: now and then, when a bound is done (the next one,
    // no task finished) and when a limit or a signal stops the search.
    std::function<void(const RotateIdaSnapshot&)> save;
};

// A search for the first solution tries one first move of each class the
// board's symmetries make alike: where a rotation or reflection of the
// board (mapping its moves onto its moves) maps the arrangement onto
// itself, relabelled (tile h on cell c becomes tile s(h) on cell s(c); the
// reversed n x n boards have all 8), a solution that starts with a move
// gives one that starts with the move's image. The move after the first
// then follows it freely (anything but undoing it): the order that leaves
// out commuting sequences holds from the second move on. The first moves
// tried (all of them when the arrangement has no such symmetry or the
// labels repeat).
int rotate_ida_first_moves(const RotateBoard& board);

// Why `snapshot` is not a place the search for `board` can stand ("" when
// it is): a bound below the first one or off its steps, a task past the
// bound's last or listed twice.
std::string rotate_ida_snapshot_problem(const RotateBoard& board, const RotatePatterns& patterns,
                                        const RotateIdaSnapshot& snapshot);

// Whether the moves' group settles at once that this board can be solved:
// always for distinct labels (rotate_unsolvable_reason says whether);
// for repeated labels when the group holds every even permutation (two
// alike tiles swapped make any arrangement's permutation even, so every
// arrangement of the target's labels is solvable) or holds this
// arrangement's naming (copies of a label take its homes in order). Else
// only the whole table (or a search that ends) can tell.
bool rotate_solvability_settled(const RotateBoard& board, const StopCheck& stop = StopCheck());

// `patterns` must fit the board. Arrangements of distinct labels outside
// the moves' group are answered at once (why_not), others searched. `progress` hears of each finished bound.
// Checkpoints are for the first solution only (std::invalid_argument otherwise,
// and for a snapshot with a problem).
RotateResult solve_rotate_ida(const RotateBoard& board, const RotatePatterns& patterns, SearchGoal goal,
                              const SearchLimits& limits = {}, const std::function<void(const std::string&)>& progress = {},
                              const RotateIdaCheckpoints& checkpoints = {});

}  // namespace puzzlebox
