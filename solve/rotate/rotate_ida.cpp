// IDA* for rotation puzzles with pattern-database bounds (see rotate_ida.hpp).
#include "solve/rotate/rotate_ida.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <numeric>
#include <set>
#include <stdexcept>
#include <tuple>

#include <fmt/format.h>
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include "solve/depth_first.hpp"
#include "solve/rotate/arrangement_rank.hpp"
#include "solve/rotate/permutation.hpp"
#include "solve/rotate/rotate_move_order.hpp"
#include "support/index.hpp"
#include "support/memory_budget.hpp"

namespace puzzlebox {

namespace {

using Cells = RotatePatterns::Cells;
using Permutation = std::vector<int>;  // cell -> cell (int, not bytes: GCC 12 misreports byte-vector compares)

// Where each of the shape's moves sends the tile on each cell.
std::vector<Permutation> move_destinations(const RotateBoard& shape, bool inverse) {
    std::vector<Permutation> all;
    for (RotateMove move : rotate_moves(shape)) {
        if (inverse) move = puzzlebox::inverse(move);
        all.push_back(rotate_move_destinations(shape.rows, shape.cols, shape.block, move));
    }
    std::sort(all.begin(), all.end());
    return all;
}

struct Symmetry {
    Permutation map;
    bool keeps_moves;     // conjugating a move gives a move
    bool reverses_moves;  // conjugating a move gives an inverse move
};

// The rotations and reflections of the board that map blocks onto blocks.
std::vector<Symmetry> board_symmetries(const RotateBoard& shape) {
    const int rows = shape.rows, cols = shape.cols;
    std::vector<std::function<std::pair<int, int>(int, int)>> candidates = {
        [](int r, int c) {
            return std::pair{r, c};
        },
        [&](int r, int c) {
            return std::pair{rows - 1 - r, cols - 1 - c};
        },
        [&](int r, int c) {
            return std::pair{r, cols - 1 - c};
        },
        [&](int r, int c) {
            return std::pair{rows - 1 - r, c};
        },
    };
    if (rows == cols) {
        candidates.push_back([&](int r, int c) { return std::pair{c, rows - 1 - r}; });
        candidates.push_back([&](int r, int c) { return std::pair{cols - 1 - c, r}; });
        candidates.push_back([](int r, int c) { return std::pair{c, r}; });
        candidates.push_back([&](int r, int c) { return std::pair{cols - 1 - c, rows - 1 - r}; });
    }
    const std::vector<Permutation> forward = move_destinations(shape, false), backward = move_destinations(shape, true);
    std::vector<Symmetry> found;
    for (const auto& candidate : candidates) {
        Permutation map(static_cast<std::size_t>(rows * cols));
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                const auto [to_r, to_c] = candidate(r, c);
                at(map, r * cols + c) = to_r * cols + to_c;
            }
        // sigma mu sigma^-1 sends the tile on sigma(c) to sigma(mu(c)).
        std::vector<Permutation> conjugated;
        for (const Permutation& move : forward) {
            Permutation image(move.size());
            for (std::size_t c = 0; c < move.size(); ++c)
                image[static_cast<std::size_t>(map[c])] = map[static_cast<std::size_t>(move[c])];
            conjugated.push_back(image);
        }
        std::sort(conjugated.begin(), conjugated.end());
        const bool keeps = conjugated == forward, reverses = conjugated == backward;
        if (keeps || reverses) found.push_back({map, keeps, reverses});
    }
    return found;
}

// A symmetry's cell map as bytes (`map`) and its inverse (`back`).
void symmetry_maps(const Symmetry& symmetry, Cells& map, Permutation& back) {
    back.assign(symmetry.map.size(), 0);
    for (std::size_t c = 0; c < back.size(); ++c) {
        map[c] = static_cast<std::uint8_t>(symmetry.map[c]);
        back[static_cast<std::size_t>(symmetry.map[c])] = static_cast<int>(c);
    }
}

bool distinct_labels(const std::vector<int>& labels) {
    std::vector<int> sorted = labels;
    std::sort(sorted.begin(), sorted.end());
    return std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end();
}

std::vector<int> unique_label_cells(const std::vector<int>& target) {
    std::map<int, int> copies;
    for (int label : target) ++copies[label];
    std::vector<int> cells;
    for (std::size_t c = 0; c < target.size(); ++c)
        if (copies[target[c]] == 1) cells.push_back(static_cast<int>(c));
    return cells;
}

// From the cache when it holds it, else built (and then cached).
std::unique_ptr<RotatePatternDatabase> pattern_database(const RotateBoard& shape, const std::vector<int>& homes,
                                                        const RotatePatternOptions& options, const std::vector<int>& runs = {}) {
    const auto say = [&](const std::string& line) {
        if (options.progress) options.progress(line);
    };
    const auto warn = [&](const std::string& line) {
        if (options.warn) options.warn(line);
        else say(line);
    };
    const StopCheck never;
    const StopCheck& stop = options.stop ? *options.stop : never;
    if (options.cache.empty()) return std::make_unique<RotatePatternDatabase>(shape, homes, options.progress, stop, runs);
    const std::filesystem::path file =
        std::filesystem::path(options.cache) / RotatePatternDatabase::file_name(shape, homes, runs);
    std::string problem;
    if (auto cached = RotatePatternDatabase::load(file, shape, homes, problem, runs)) {
        say(fmt::format("pattern database loaded from {}", file.string()));
        return cached;
    }
    if (!problem.empty())
        warn(fmt::format("warning: the cached pattern database {} is not used: {}; building it again", file.string(), problem));
    auto built = std::make_unique<RotatePatternDatabase>(shape, homes, options.progress, stop, runs);
    try {
        built->save(file);
        say(fmt::format("pattern database saved to {}", file.string()));
    } catch (const std::exception& error) {  // a cache that cannot be written only costs time
        warn(fmt::format("warning: pattern database not cached: {}", error.what()));
    }
    return built;
}

}  // namespace

RotatePatterns::RotatePatterns(const RotateBoard& board, const RotatePatternOptions& options)
    : shape_(board), unique_homes_(unique_label_cells(board.target)), label_homes_(rotate_repeated_label_homes(board.target)) {
    shape_.grid = shape_.target;
    shape_.description.clear();
    const int cells = board.cell_count();
    if (cells > RotatePatternDatabase::max_cells)
        throw std::invalid_argument(fmt::format("IDA* holds boards up to {} cells", RotatePatternDatabase::max_cells));
    const int unique = static_cast<int>(unique_homes_.size());
    entries_.resize(static_cast<std::size_t>(cells * cells));  // move_tile's, all 0 until filled below
    if (unique == 0) {                                         // no tile of its own: the repeated labels' databases alone
        add_label_databases(options);
        return;
    }
    // The Manhattan bound's tables: steps between a cell and a unique home,
    // and the most steps one move gives the tiles of its block together.
    steps_.assign(static_cast<std::size_t>(cells * cells), 0);
    const auto across = [&](int a, int b) { return std::abs(a % board.cols - b % board.cols); };
    const auto down = [&](int a, int b) { return std::abs(a / board.cols - b / board.cols); };
    for (int home : unique_homes_)
        for (int c = 0; c < cells; ++c)
            at(steps_, c * cells + home) = static_cast<std::uint32_t>(across(c, home) + down_step * down(c, home));
    line_conflicts_ = board.block == 2;
    if (line_conflicts_) {
        row_key_.assign(static_cast<std::size_t>(cells * cells), no_key);
        col_key_.assign(static_cast<std::size_t>(cells * cells), no_key);
        for (int home : unique_homes_)
            for (int c = 0; c < cells; ++c) {
                if (c / board.cols == home / board.cols)
                    at(row_key_, c * cells + home) = static_cast<std::uint8_t>(home % board.cols);
                if (c % board.cols == home % board.cols)
                    at(col_key_, c * cells + home) = static_cast<std::uint8_t>(home / board.cols);
            }
        build_line_table(true);
        build_line_table(false);
        for (int c = 0; c < cells; ++c) {
            at(row_of_, c) = static_cast<std::uint8_t>(c / board.cols);
            at(col_line_of_, c) = static_cast<std::uint8_t>(board.rows + c % board.cols);
        }
    }
    for (const RotateMove& move : rotate_moves(board)) {
        const std::vector<int> to = rotate_move_destinations(board.rows, board.cols, board.block, move);
        int moved_across = 0, moved_down = 0;
        for (int c = 0; c < cells; ++c) {
            moved_across += across(c, at(to, c));
            moved_down += down(c, at(to, c));
        }
        for (int c = 0; c < cells; ++c) most_tile_steps_ = std::max(most_tile_steps_, across(c, at(to, c)) + down(c, at(to, c)));
        most_steps_ = std::max(most_steps_, moved_across + moved_down);
        most_across_ = std::max(most_across_, moved_across);
        most_down_ = std::max(most_down_, moved_down);
    }
    int tiles = options.tiles > 0 ? std::min(options.tiles, unique) : 1;
    if (options.tiles <= 0)
        while (tiles < unique && RotatePatternDatabase::state_count(cells, tiles + 1) <= options.max_states) ++tiles;

    const bool all_distinct = unique == cells;
    const std::vector<Symmetry> symmetries = board_symmetries(board);
    std::set<std::pair<std::vector<int>, bool>> covered;  // tracked sets already looked up
    std::vector<bool> is_unique(static_cast<std::size_t>(cells), false);
    for (int c : unique_homes_) at(is_unique, c) = true;
    // Refused before any is built when they cannot all be held.
    const std::uint64_t per_database = RotatePatternDatabase::state_count(cells, tiles);
    const auto planned = static_cast<std::uint64_t>((unique + tiles - 1) / tiles);
    check_memory(per_database > std::numeric_limits<std::uint64_t>::max() / planned ? per_database : per_database * planned,
                 fmt::format("up to {} pattern databases of {} tiles ({} states, a byte each)", planned, tiles, per_database));
    for (int start = 0; start < unique; start += tiles) {
        const int first = std::min(start, unique - tiles);
        std::vector<int> homes(unique_homes_.begin() + first, unique_homes_.begin() + first + tiles);
        std::vector<int> as_set = homes;
        std::sort(as_set.begin(), as_set.end());
        if (covered.count({as_set, false}) != 0) continue;  // a symmetric image is looked up already
        databases_.push_back(pattern_database(shape_, homes, options));
        for (const Symmetry& symmetry : symmetries)
            for (const bool inverse : {false, true}) {
                if (inverse ? !(symmetry.reverses_moves && all_distinct) : !symmetry.keeps_moves) continue;
                Lookup lookup{databases_.back().get(), {}, {}, inverse};
                Permutation back;
                symmetry_maps(symmetry, lookup.map, back);
                bool trackable = true;
                for (int home : homes) {
                    const int from = at(back, home);
                    lookup.source.push_back(static_cast<std::uint8_t>(from));
                    trackable = trackable && at(is_unique, from);
                }
                std::vector<int> tracked(lookup.source.begin(), lookup.source.end());
                std::sort(tracked.begin(), tracked.end());
                if (trackable && covered.insert({tracked, inverse}).second) lookups_.push_back(std::move(lookup));
            }
    }
    for (int c = 0; c < cells; ++c)
        for (int home = 0; home < cells; ++home) {
            const auto i = static_cast<std::size_t>(c * cells + home);
            TileEntry& entry = entries_[i];
            entry.steps = static_cast<std::uint32_t>(tile_steps(c, home));
            entry.total = static_cast<std::uint8_t>(entry.steps % down_step + entry.steps / down_step);
            if (!line_conflicts_) continue;
            entry.row_weight = row_weight_.empty() ? 0 : row_weight_[i];
            entry.col_weight = col_weight_.empty() ? 0 : col_weight_[i];
            entry.row = at(row_of_, c);
            entry.col_line = at(col_line_of_, c);
        }
    // Databases of one tile each: every tile has a forward lookup, and each
    // lookup reads one tile's distance (a symmetry keeps steps; the inverse
    // has the same pairs of cell and home). Where each database holds just
    // its tile's steps over the most one move gives a tile, the lookups
    // together are the farthest tile's steps, read without them.
    farthest_ = most_tile_steps_ > 0 && !databases_.empty();
    for (const auto& database : databases_) {
        if (!farthest_ || database->homes().size() != 1) {
            farthest_ = false;
            break;
        }
        const int home = database->homes().front();
        for (int c = 0; c < cells && farthest_; ++c) {
            const auto cell = static_cast<std::uint8_t>(c);
            farthest_ = database->distance(&cell) == (across(c, home) + down(c, home) + most_tile_steps_ - 1) / most_tile_steps_;
        }
    }
    add_label_databases(options);
}

// A repeated label's tiles are alike: a database tracks whole labels
// (rotate_label_patterns); the board's symmetries that keep the moves and
// map the tracked labels' homes onto other labels' homes read it for those
// too.
void RotatePatterns::add_label_databases(const RotatePatternOptions& options) {
    std::set<std::vector<int>> covered;  // labels already looked up, by their homes, sorted
    const std::vector<Symmetry> symmetries = board_symmetries(shape_);
    std::map<int, std::size_t> label_of_home;
    for (std::size_t l = 0; l < label_homes_.size(); ++l)
        for (int home : label_homes_[l]) label_of_home[home] = l;
    for (const auto& [homes, runs] : rotate_label_patterns(shape_.target, options.max_states)) {
        std::vector<int> as_set = homes;
        std::sort(as_set.begin(), as_set.end());
        if (covered.count(as_set) != 0) continue;  // a symmetric image is looked up already
        databases_.push_back(pattern_database(shape_, homes, options, runs));
        for (const Symmetry& symmetry : symmetries) {
            if (!symmetry.keeps_moves) continue;
            Lookup lookup{databases_.back().get(), {}, {}, false};
            Permutation back;
            symmetry_maps(symmetry, lookup.map, back);
            // Each run's homes must map back onto all the homes of one label.
            bool trackable = true;
            std::size_t at_home = 0;
            for (int run : runs) {
                std::vector<int> from;
                for (int j = 0; j < run; ++j, ++at_home) from.push_back(at(back, homes[at_home]));
                std::sort(from.begin(), from.end());
                const auto label = label_of_home.find(from.front());
                trackable = trackable && label != label_of_home.end() && label_homes_[label->second] == from;
                lookup.source.insert(lookup.source.end(), from.begin(), from.end());
            }
            std::vector<int> tracked(lookup.source.begin(), lookup.source.end());
            std::sort(tracked.begin(), tracked.end());
            if (trackable && covered.insert(tracked).second) label_lookups_.push_back(std::move(lookup));
        }
    }
}

// Lines of up to 6 cells get a table of their conflict steps, indexed by
// their cells' keys as digits (no_key as the digit `length`): one sum of
// weights a line instead of the patience sorting below.
void RotatePatterns::build_line_table(bool rows) {
    const int length = rows ? shape_.cols : shape_.rows, n = shape_.cell_count();
    if (length > 6) return;
    const auto base = static_cast<std::uint32_t>(length + 1);
    std::uint32_t size = 1;
    for (int i = 0; i < length; ++i) size *= base;
    std::vector<std::uint8_t>& table = rows ? row_table_ : col_table_;
    std::vector<std::uint32_t>& weight = rows ? row_weight_ : col_weight_;
    const std::vector<std::uint8_t>& keys = rows ? row_key_ : col_key_;
    table.assign(size, 0);
    for (std::uint32_t index = 0; index < size; ++index) {
        std::vector<int> tails;
        int count = 0;
        for (std::uint32_t rest = index, i = 0; i < static_cast<std::uint32_t>(length); ++i, rest /= base) {
            const auto key = static_cast<int>(rest % base);
            if (key == length) continue;
            ++count;
            const auto at_key = std::lower_bound(tails.begin(), tails.end(), key);
            if (at_key == tails.end()) {
                tails.push_back(key);
            } else {
                *at_key = key;
            }
        }
        table[index] = static_cast<std::uint8_t>(2 * (count - static_cast<int>(tails.size())));
    }
    weight.assign(static_cast<std::size_t>(n * n), 0);
    for (int c = 0; c < n; ++c) {
        std::uint32_t place = 1;
        for (int p = rows ? c % shape_.cols : c / shape_.cols; p > 0; --p) place *= base;
        for (int home = 0; home < n; ++home) {
            const std::uint8_t key = at(keys, c * n + home);
            at(weight, c * n + home) = place * (key == no_key ? static_cast<std::uint32_t>(length) : key);
        }
    }
}

int RotatePatterns::line_steps(const Cells& tile, int line) const {
    const int rows = shape_.rows, cols = shape_.cols, n = rows * cols;
    const bool row = line < rows;
    const int length = row ? cols : rows, stride = row ? 1 : cols;
    const std::vector<std::uint8_t>& table = row ? row_table_ : col_table_;
    if (!table.empty()) {
        const std::vector<std::uint32_t>& weight = row ? row_weight_ : col_weight_;
        std::uint32_t index = 0;
        for (int i = 0, c = row ? line * cols : line - rows; i < length; ++i, c += stride)
            index += weight[static_cast<std::size_t>(c * n + tile[static_cast<std::size_t>(c)])];
        return table[index];
    }
    const std::vector<std::uint8_t>& keys = row ? row_key_ : col_key_;
    // Patience sorting: tails[k] is the least last key of an increasing run
    // of k + 1 keys so far; the runs' count is the longest run.
    std::array<std::uint8_t, RotatePatternDatabase::max_cells>
        tails;  // NOLINT(cppcoreguidelines-pro-type-member-init): only [0, longest) is read
    int count = 0, longest = 0;
    for (int i = 0, c = row ? line * cols : line - rows; i < length; ++i, c += stride) {
        const std::uint8_t key = keys[static_cast<std::size_t>(c * n + tile[static_cast<std::size_t>(c)])];
        if (key == no_key) continue;
        ++count;
        int k = 0;
        while (k < longest && tails[static_cast<std::size_t>(k)] < key) ++k;
        tails[static_cast<std::size_t>(k)] = key;
        longest += k == longest;
    }
    return 2 * (count - longest);
}

RotatePatterns::LineIndex RotatePatterns::line_index(const Cells& tile) const {
    LineIndex index{};
    const auto n = static_cast<std::size_t>(shape_.cell_count());
    for (std::size_t c = 0; c < n; ++c) {
        index[row_of_[c]] += row_weight_[c * n + tile[c]];
        index[col_line_of_[c]] += col_weight_[c * n + tile[c]];
    }
    return index;
}

int RotatePatterns::line_conflict_steps(const Cells& tile) const {
    int steps = 0;
    for (int line = 0; line < line_count(); ++line) steps += line_steps(tile, line);
    return steps;
}

std::string RotatePatterns::bound_name() const {
    if (most_steps_ == 0) return "none";
    return line_conflicts_ ? "axes+lines" : "axes";
}

// Turns enough for `across` steps across and `down` steps down: each turn
// makes at most most_steps_ of them all told, most_across_ across and most_down_ down.
int RotatePatterns::turns_for(int across, int down) const {
    const auto over = [](int steps, int most) { return most == 0 ? 0 : (steps + most - 1) / most; };
    return std::max({over(across + down, most_steps_), over(across, most_across_), over(down, most_down_)});
}

bool RotatePatterns::fits(const RotateBoard& board) const {
    return board.rows == shape_.rows && board.cols == shape_.cols && board.block == shape_.block && board.turns == shape_.turns &&
           unique_label_cells(board.target) == unique_homes_ && rotate_repeated_label_homes(board.target) == label_homes_;
}

int RotatePatterns::lower_bound(const Cells& tile, const Cells& cell_of, int enough) const {
    int steps = 0;
    if (most_steps_ > 0)
        for (int c = 0; c < shape_.cell_count(); ++c) steps += tile_steps(c, tile[static_cast<std::size_t>(c)]);
    return lower_bound_from(steps, nullptr, tile, cell_of, enough);
}

int RotatePatterns::lower_bound_from(int steps, const LineIndex* lines, const Cells& tile, const Cells& cell_of,
                                     int enough) const {
    int best = 0;
    if (most_steps_ > 0) {  // Manhattan: the tiles' steps home, across and down
        int across = steps % down_step, down = steps / down_step;
        best = turns_for(across, down);
        if (best >= enough) return best;  // the line conflicts would only add
        if (line_conflicts_) {
            if (lines != nullptr) {
                const LineIndex& index = *lines;
                for (int row = 0; row < shape_.rows; ++row) down += row_table_[index[static_cast<std::size_t>(row)]];
                for (int line = shape_.rows; line < line_count(); ++line)
                    across += col_table_[index[static_cast<std::size_t>(line)]];
            } else {
                for (int row = 0; row < shape_.rows; ++row) down += line_steps(tile, row);
                for (int col = 0; col < shape_.cols; ++col) across += line_steps(tile, shape_.rows + col);
            }
            best = turns_for(across, down);
            if (best >= enough) return best;
        }
    }
    if (farthest_) {
        int farthest = 0;
        const auto n = static_cast<std::size_t>(shape_.cell_count());
        for (std::size_t c = 0; c < n; ++c) farthest = std::max(farthest, static_cast<int>(entries_[c * n + tile[c]].total));
        best = std::max(best, (farthest + most_tile_steps_ - 1) / most_tile_steps_);
        if (label_lookups_.empty() || best >= enough) return best;
    }
    Cells cells{};
    for (const std::vector<Lookup>* group : {&lookups_, &label_lookups_}) {
        if (farthest_ && group == &lookups_) continue;  // read above
        for (const Lookup& lookup : *group) {
            const Cells& from = lookup.inverse ? tile : cell_of;
            for (std::size_t j = 0; j < lookup.source.size(); ++j) cells[j] = lookup.map[from[lookup.source[j]]];
            const int distance = lookup.database->distance(cells.data());
            if (distance > best) {
                best = distance;
                if (best >= enough) return best;
            }
        }
    }
    return best;
}

namespace {

struct MoveData {
    RotateMove move;
    std::vector<std::uint8_t> cells;       // the block's cells
    std::vector<std::uint8_t> from, back;  // the cells they take their tiles from, forward and undoing
};

// The nodes of a bound's tasks so far, in task order (a Fenwick tree of
// counters any thread may add to): what the tasks before one have spent,
// at least, is a prefix sum.
class TaskNodes {
public:
    void reset(std::size_t tasks) { tree_ = std::vector<std::atomic<std::uint64_t>>(tasks + 1); }
    void add(std::size_t task, std::uint64_t nodes) {
        for (std::size_t i = task + 1; i < tree_.size(); i += i & (~i + 1)) tree_[i].fetch_add(nodes, std::memory_order_relaxed);
    }
    // The nodes of tasks 0 .. end-1 added so far.
    std::uint64_t before(std::size_t end) const {
        std::uint64_t sum = 0;
        for (std::size_t i = end; i > 0; i -= i & (~i + 1)) sum += tree_[i].load(std::memory_order_relaxed);
        return sum;
    }

private:
    std::vector<std::atomic<std::uint64_t>> tree_;
};

// What every search task shares: the moves, the pruning rules and the limits.
struct Shared {
    const RotatePatterns& patterns;
    RotateMoveOrder order;  // commuting orders pruned unless counting
    int cell_count;
    std::vector<MoveData> moves;
    Cells label{};  // the target's labels, as small numbers
    SearchLimits limits;
    std::chrono::steady_clock::time_point started;
    // The node limit is spent in task order, as on one thread: a task gives
    // up (IdaProblem::cut) only once it and the tasks before it have
    // certainly spent more than `budget`, the nodes the bound has left.
    TaskNodes task_nodes{};
    std::uint64_t budget = 0;
    std::uint64_t carried = 0;         // of the result's nodes, those a resumed search spent before: not this run's
    std::atomic<bool> stopped{false};  // by the clock or a signal
    std::atomic<int> stopped_by{0};    // a SearchOutcome
    std::atomic<std::size_t> cutoff{std::numeric_limits<std::size_t>::max()};  // first-solution task found so far
    std::vector<bool> first_moves{};  // when not empty: the first moves tried (rotate_ida_first_moves)

    void stop(SearchOutcome why) {  // the first reason sticks
        int none = 0;
        stopped_by.compare_exchange_strong(none, static_cast<int>(why));
        stopped = true;
    }
};

class IdaProblem {
public:
    using Move = std::uint8_t;

    IdaProblem(Shared& shared, const Cells& tile, const Cells& cell_of)
        : shared_(shared), tile_(tile), cell_of_(cell_of), keeps_lines_(shared.patterns.keeps_lines()) {
        for (int c = 0; c < shared_.cell_count; ++c) steps_ += shared_.patterns.tile_steps(c, at(tile_, c));
        if (keeps_lines_) lines_ = shared_.patterns.line_index(tile_);
    }

    void set_task(int bound, std::size_t task) {
        bound_ = bound;
        task_ = task;
    }
    const std::vector<Move>& path() const { return path_; }

    bool is_goal() const {
        for (int c = 0; c < shared_.cell_count; ++c)
            if (shared_.label[at(tile_, c)] != at(shared_.label, c)) return false;
        return true;
    }
    void generate_moves(std::vector<Move>& out) const {
        if (!shared_.first_moves.empty() && path_.size() < 2) {  // the first move fixed by a symmetry, and the next
            for (std::size_t m = 0; m < shared_.moves.size(); ++m)
                if (path_.empty() ? shared_.first_moves[m] : shared_.order.may_follow_first(m, path_[0]))
                    out.push_back(static_cast<Move>(m));
            return;
        }
        for (std::size_t m = 0; m < shared_.moves.size(); ++m)
            if (shared_.order.allowed(m, path_)) out.push_back(static_cast<Move>(m));
    }
    void apply(Move m) {
        turn(shared_.moves[m], shared_.moves[m].from);
        path_.push_back(m);
    }
    void undo(Move m) {
        turn(shared_.moves[m], shared_.moves[m].back);
        path_.pop_back();
    }
    // Cut when the bound cannot be met; also where the limits or an earlier
    // task's solution stop the search.
    bool prune() const {
        if ((++visits_ & 4095) == 0) {
            if (const SearchOutcome why = clock_outcome(shared_.limits, shared_.started); why != SearchOutcome::complete)
                shared_.stop(why);
            shared_.task_nodes.add(task_, 4096);  // visits are at most the task's nodes
            cut_ = cut_ || shared_.task_nodes.before(task_ + 1) > shared_.budget;
        }
        if (cut_ || shared_.stopped.load(std::memory_order_relaxed) || task_ > shared_.cutoff.load(std::memory_order_relaxed))
            return true;
        const int room = bound_ - static_cast<int>(path_.size());
        return shared_.patterns.lower_bound_from(steps_, keeps_lines_ ? &lines_ : nullptr, tile_, cell_of_, room + 1) > room;
    }
    // Whether the node budget ran out in this task or before it.
    bool cut() const { return cut_; }
    int lower_bound() const {
        return shared_.patterns.lower_bound_from(steps_, keeps_lines_ ? &lines_ : nullptr, tile_, cell_of_,
                                                 std::numeric_limits<int>::max());
    }

private:
    // The move's tiles moved, and their Manhattan steps (and the lines' indices) kept up with them.
    void turn(const MoveData& move, const std::vector<std::uint8_t>& from) {
        const RotatePatterns& patterns = shared_.patterns;
        const std::vector<std::uint8_t>& cells = move.cells;
        const std::size_t moved = cells.size();
        // Everything read before anything is written: the byte stores would
        // otherwise make the compiler reload the step count after each.
        std::array<std::uint8_t, RotatePatternDatabase::max_cells> was, comes;  // NOLINT: only [0, moved) is read
        for (std::size_t i = 0; i < moved; ++i) {
            was[i] = tile_[cells[i]];
            comes[i] = tile_[from[i]];
        }
        int steps = steps_;
        RotatePatterns::LineIndex* lines = keeps_lines_ ? &lines_ : nullptr;
        for (std::size_t i = 0; i < moved; ++i) patterns.move_tile(steps, lines, cells[i], was[i], comes[i]);
        for (std::size_t i = 0; i < moved; ++i) {
            tile_[cells[i]] = comes[i];
            cell_of_[comes[i]] = cells[i];
        }
        steps_ = steps;
    }

    Shared& shared_;
    Cells tile_, cell_of_;
    int steps_ = 0;  // the tiles' Manhattan steps, across and down (RotatePatterns::tile_steps)
    bool keeps_lines_;
    RotatePatterns::LineIndex lines_{};  // when kept: each line's index into its conflict table
    std::vector<Move> path_;
    int bound_ = 0;
    std::size_t task_ = 0;
    mutable std::uint64_t visits_ = 0;
    mutable bool cut_ = false;
};

// Paths of `length` moves from the problem's position that the bound does not cut, in search order.
void enumerate_prefixes(IdaProblem& problem, int length, std::vector<std::vector<std::uint8_t>>& prefixes, std::uint64_t& nodes) {
    if (static_cast<int>(problem.path().size()) == length) {
        prefixes.push_back(problem.path());
        return;
    }
    ++nodes;
    if (problem.prune()) return;
    std::vector<std::uint8_t> moves;
    problem.generate_moves(moves);
    for (const std::uint8_t m : moves) {
        problem.apply(m);
        enumerate_prefixes(problem, length, prefixes, nodes);
        problem.undo(m);
    }
}

// Tiles: a unique label's tile is named by its home cell; copies of a
// repeated label take that label's home cells in order. Fills the target's
// labels (as small numbers) into `shared`.
struct TilePlaces {
    Cells tile{};     // tile[c]: the home of the tile on cell c
    Cells cell_of{};  // cell_of[h]: the cell of the tile whose home is h
};

TilePlaces place_tiles(const RotateBoard& board) {
    const int n = board.cell_count();
    std::map<int, std::vector<int>> homes_of;
    for (int c = 0; c < n; ++c) homes_of[at(board.target, c)].push_back(c);
    TilePlaces places;
    for (int c = 0; c < n; ++c) {
        auto& free_homes = homes_of.at(at(board.grid, c));
        at(places.tile, c) = static_cast<std::uint8_t>(free_homes.front());
        places.cell_of[static_cast<std::size_t>(free_homes.front())] = static_cast<std::uint8_t>(c);
        free_homes.erase(free_homes.begin());
    }
    return places;
}

TilePlaces name_tiles(const RotateBoard& board, Shared& shared) {
    std::map<int, int> small;
    for (int label : board.target) small.emplace(label, static_cast<int>(small.size()));
    for (int c = 0; c < board.cell_count(); ++c) at(shared.label, c) = static_cast<std::uint8_t>(small.at(at(board.target, c)));
    return place_tiles(board);
}

// The moves as the search applies them (each block's cells, where their
// tiles come from, and back), and whether every move is an odd permutation (then the bound
// steps by two: a solution's length has the arrangement's parity).
bool prepare_moves(const RotateBoard& board, Shared& shared) {
    const int n = board.cell_count();
    bool all_odd = true;
    for (const RotateMove& move : rotate_moves(board)) {
        MoveData data{move, {}, {}, {}};
        const std::vector<int> from = rotate_move_sources(board.rows, board.cols, board.block, move);
        const std::vector<int> back = rotate_move_sources(board.rows, board.cols, board.block, inverse(move));
        Cells as_permutation{};
        for (int c = 0; c < n; ++c) {
            at(as_permutation, c) = static_cast<std::uint8_t>(at(from, c));
            if (at(from, c) == c) continue;
            data.cells.push_back(static_cast<std::uint8_t>(c));
            data.from.push_back(static_cast<std::uint8_t>(at(from, c)));
            data.back.push_back(static_cast<std::uint8_t>(at(back, c)));
        }
        all_odd = all_odd && permutation_parity(as_permutation, n) == 1;
        shared.moves.push_back(std::move(data));
    }
    return all_odd;
}

// rotate_ida_first_moves's classes: for each move (rotate_moves order),
// whether it is the first of its class; empty when every move is tried.
std::vector<bool> symmetric_first_moves(const RotateBoard& board) {
    if (!distinct_labels(board.target)) return {};
    const int n = board.cell_count();
    std::map<int, int> home_of_label;
    for (int c = 0; c < n; ++c) home_of_label[at(board.target, c)] = c;
    Permutation home(static_cast<std::size_t>(n));  // home[c]: the home of the tile on cell c
    for (int c = 0; c < n; ++c) at(home, c) = home_of_label.at(at(board.grid, c));
    const std::vector<RotateMove> moves = rotate_moves(board);
    std::map<Permutation, std::size_t> move_of;
    for (std::size_t m = 0; m < moves.size(); ++m)
        move_of.emplace(rotate_move_destinations(board.rows, board.cols, board.block, moves[m]), m);
    std::vector<std::size_t> first(moves.size());
    std::iota(first.begin(), first.end(), std::size_t{0});
    bool any = false;
    for (const Symmetry& symmetry : board_symmetries(board)) {
        const Permutation& map = symmetry.map;
        bool keeps_board = symmetry.keeps_moves;
        for (int c = 0; c < n && keeps_board; ++c) keeps_board = at(home, at(map, c)) == at(map, at(home, c));
        if (!keeps_board) continue;
        for (std::size_t m = 0; m < moves.size(); ++m) {
            const Permutation to = rotate_move_destinations(board.rows, board.cols, board.block, moves[m]);
            Permutation image(to.size());  // sigma mu sigma^-1
            for (std::size_t c = 0; c < to.size(); ++c)
                image[static_cast<std::size_t>(map[c])] = map[static_cast<std::size_t>(to[c])];
            const std::size_t other = move_of.at(image);
            any = any || other != m;
            first[m] = std::min(first[m], other);
        }
    }
    if (!any) return {};
    // The symmetries that keep the board form a group, so each class's least
    // move is the least image of each of its moves.
    std::vector<bool> tried(moves.size());
    for (std::size_t m = 0; m < moves.size(); ++m) tried[m] = first[m] == m;
    return tried;
}

// The tasks of `bound`: the paths of its first moves that the bound lets through.
std::vector<std::vector<std::uint8_t>> bound_tasks(Shared& shared, const TilePlaces& start, int bound, std::uint64_t& nodes) {
    std::vector<std::vector<std::uint8_t>> prefixes;
    IdaProblem root(shared, start.tile, start.cell_of);
    root.set_task(bound, 0);
    enumerate_prefixes(root, std::min(bound, rotate_ida_split), prefixes, nodes);
    return prefixes;
}

// A bound's tasks and the checkpoints: those finished before (resumed,
// with their nodes), and who hears of each task searched through without a solution.
struct TaskLedger {
    const std::vector<std::pair<std::uint64_t, std::uint64_t>>* finished_before = nullptr;
    std::function<void(std::size_t, std::uint64_t)> finished;
};

// One IDA* iteration at `bound`: the paths' first moves (up to three) split
// into tasks for every core, each a depth-first search below its prefix;
// their results taken in task order, as a sequential search would find
// them (same solution, same node count). The node limit too is spent in
// task order: it is reached where the tasks' nodes, added up in order,
// pass it (the nodes reported are then the limit's, as on one thread), so
// the outcome is the same for any number of threads. False when a limit
// stopped it.
bool search_bound(Shared& shared, const TilePlaces& start, int bound, SearchGoal goal, RotateResult& result,
                  const TaskLedger& ledger) {
    const std::vector<std::vector<std::uint8_t>> prefixes = bound_tasks(shared, start, bound, result.nodes);
    const int split = std::min(bound, rotate_ida_split);
    struct TaskResult {
        std::vector<std::vector<std::uint8_t>> paths;
        PathCount count;
        std::uint64_t nodes = 0;
        bool cut = false;  // by the node limit, in it or before it
    };
    std::vector<TaskResult> tasks(prefixes.size());
    std::vector<char> done(prefixes.size(), 0);  // by a run resumed from
    std::uint64_t done_nodes = 0;
    if (ledger.finished_before)
        for (const auto& [t, nodes] : *ledger.finished_before) {
            if (t >= prefixes.size()) throw std::invalid_argument("search_bound: a finished task past the bound's last");
            done[t] = 1;
            tasks[t].nodes = nodes;
            done_nodes += nodes;
        }
    // The limit is this run's: the nodes a resumed search spent before do not count.
    const std::uint64_t most = shared.limits.max_nodes, this_run = result.nodes - shared.carried;
    shared.carried += done_nodes;
    const auto node_limit = [&] {
        result.nodes = shared.carried + most;
        result.outcome = SearchOutcome::node_limit;
        return false;
    };
    if (this_run > most) return node_limit();
    shared.task_nodes.reset(prefixes.size());
    shared.budget = most - this_run;
    tbb::parallel_for(tbb::blocked_range<std::size_t>(0, prefixes.size(), 1), [&](const tbb::blocked_range<std::size_t>& range) {
        for (std::size_t t = range.begin(); t != range.end(); ++t) {
            if (done[t] || t > shared.cutoff.load() || shared.stopped.load()) continue;
            if (shared.task_nodes.before(t) > shared.budget) {  // the tasks before it spent the limit
                tasks[t].cut = true;
                continue;
            }
            IdaProblem problem(shared, start.tile, start.cell_of);
            for (const std::uint8_t m : prefixes[t]) problem.apply(m);
            problem.set_task(bound, t);
            std::int64_t depth_limit = bound - split;
            TaskResult& out = tasks[t];
            const DepthFirstStats stats = depth_first(problem, SearchLimits{}, depth_limit, [&](const IdaProblem& at, auto) {
                out.count += PathCount(1);
                if (goal != SearchGoal::count) out.paths.push_back(at.path());
                if (goal != SearchGoal::first) return GoalAction::keep_going;
                for (std::size_t seen = shared.cutoff.load(); t < seen && !shared.cutoff.compare_exchange_weak(seen, t);) {}
                return GoalAction::stop;
            });
            out.nodes = stats.nodes;
            out.cut = problem.cut();
            if (stats.outcome != SearchOutcome::complete)
                shared.stop(stats.outcome);  // a signal seen by depth_first's own checks
            // Searched through: no limit cut it, no earlier task's solution
            // (the cutoff only falls, so it was above t all along), none here.
            if (ledger.finished && !out.cut && !shared.stopped.load() && t < shared.cutoff.load() && out.paths.empty() &&
                out.count == PathCount())
                ledger.finished(t, out.nodes);
        }
    });
    if (shared.stopped) {  // the nodes of this unfinished iteration count too
        for (const TaskResult& task : tasks) result.nodes += task.nodes;
        result.outcome = static_cast<SearchOutcome>(shared.stopped_by.load());
        return false;
    }
    // The limit, in task order: reached in a task cut by it, or where the
    // nodes added up pass it, before the first solution (when one is asked).
    std::uint64_t spent = this_run;
    for (std::size_t t = 0; t < tasks.size(); ++t) {
        const TaskResult& task = tasks[t];
        if (done[t]) continue;
        if (task.cut || task.nodes > most - spent) return node_limit();
        spent += task.nodes;
        if (goal == SearchGoal::first && !task.paths.empty()) break;
    }
    for (std::size_t t = 0; t < tasks.size(); ++t) {
        result.nodes += tasks[t].nodes;
        result.count += tasks[t].count;
        for (const auto& path : tasks[t].paths) {
            std::vector<RotateMove> named;
            for (const std::uint8_t m : path) named.push_back(shared.moves[m].move);
            result.solutions.push_back(std::move(named));
        }
        if (goal == SearchGoal::first && !tasks[t].paths.empty()) break;
    }
    return true;
}

// The first bound and the step between bounds: 2 when the labels are
// distinct and every move is odd (the first bound then takes the
// arrangement's parity); the bound is `unreached` when no move sequence brings
// every pattern home.
std::pair<int, int> opening_bound(const RotateBoard& board, Shared& shared, const TilePlaces& start, bool all_odd) {
    const int first = IdaProblem(shared, start.tile, start.cell_of).lower_bound();
    const int step = distinct_labels(board.target) && all_odd ? 2 : 1;
    if (first == RotatePatternDatabase::unreached) return {first, step};
    return {step == 2 && (first & 1) != permutation_parity(start.cell_of, board.cell_count()) ? first + 1 : first, step};
}

}  // namespace

std::string rotate_ida_snapshot_problem(const RotateBoard& board, const RotatePatterns& patterns,
                                        const RotateIdaSnapshot& snapshot) {
    if (!patterns.fits(board)) return "the pattern databases are for another board";
    Shared shared{patterns, RotateMoveOrder(board, true), board.cell_count(), {}, {}, {}, std::chrono::steady_clock::now()};
    const TilePlaces start = name_tiles(board, shared);
    const auto [first, step] = opening_bound(board, shared, start, prepare_moves(board, shared));
    shared.first_moves = symmetric_first_moves(board);
    if (first == RotatePatternDatabase::unreached) return "the board's tiles cannot all come home";
    if (snapshot.bound < first || (snapshot.bound - first) % step != 0)
        return fmt::format("bound {}: the search's bounds are {}, {}, ...", snapshot.bound, first, first + step);
    std::uint64_t nodes = 0;
    const std::size_t tasks = bound_tasks(shared, start, snapshot.bound, nodes).size();
    for (std::size_t i = 0; i < snapshot.finished.size(); ++i) {
        const std::uint64_t t = snapshot.finished[i].first;
        if (t >= tasks) return fmt::format("task {}: bound {} has {} tasks", t, snapshot.bound, tasks);
        if (i > 0 && t <= snapshot.finished[i - 1].first) return fmt::format("task {}: the tasks are not in ascending order", t);
    }
    return "";
}

int rotate_ida_first_moves(const RotateBoard& board) {
    const std::vector<bool> tried = symmetric_first_moves(board);
    if (tried.empty()) return static_cast<int>(rotate_moves(board).size());
    return static_cast<int>(std::count(tried.begin(), tried.end(), true));
}

std::uint64_t rotate_pattern_budget(const RotateBoard& board) {
    const std::uint64_t arrangements = arrangement_count(board.target);
    if (arrangements > RotateDistanceTable::max_states) return std::uint64_t{1} << 29;
    // A repeated label's database holds all of it or nothing, and two
    // labels together bound far better than each alone (the 4x4 rows-only
    // antipode: 0.4 s against minutes): 2^20 states (two rows of 4x4,
    // 900,900; a third of a second to build), or every arrangement when fewer.
    if (!distinct_labels(board.target)) return std::min<std::uint64_t>(arrangements, std::uint64_t{1} << 20);
    return std::clamp<std::uint64_t>(arrangements / 128, 1, std::uint64_t{1} << 20);
}

bool rotate_labels_distinct(const RotateBoard& board) { return distinct_labels(board.target); }

std::string default_rotate_pattern_cache() {
    if (const char* cache = std::getenv("XDG_CACHE_HOME"); cache && *cache) return std::string(cache) + "/puzzlebox";
    if (const char* home = std::getenv("HOME"); home && *home) return std::string(home) + "/.cache/puzzlebox";
    return "";
}

PermutationGroup rotate_move_group(const RotateBoard& shape, const StopCheck& stop) {
    std::vector<PermutationGroup::Permutation> generators;
    for (int b = 0; b < shape.block_count(); ++b) {
        generators.push_back(rotate_move_destinations(shape.rows, shape.cols, shape.block, {b, 1}));
    }
    return PermutationGroup(shape.cell_count(), generators, stop);
}

namespace {

// The group of a shape, computed once (solving asks before the databases and again in the search).
std::shared_ptr<const PermutationGroup> move_group_once(const RotateBoard& board, const StopCheck& stop) {
    return shared_group(fmt::format("cells {}x{} block {}", board.rows, board.cols, board.block),
                        [&] { return rotate_move_group(board, stop); });
}

}  // namespace

bool rotate_solvability_settled(const RotateBoard& board, const StopCheck& stop) {
    if (distinct_labels(board.target)) return true;
    const auto group = move_group_once(board, stop);
    if (group->is_symmetric() || group->is_alternating()) return true;
    const TilePlaces places = place_tiles(board);
    return group->contains(PermutationGroup::Permutation(places.cell_of.begin(), places.cell_of.begin() + board.cell_count()));
}

std::string rotate_unsolvable_reason(const RotateBoard& board, const StopCheck& stop) {
    if (!distinct_labels(board.target)) return "";
    const int n = board.cell_count();
    std::map<int, int> home;  // label -> its target cell
    for (int c = 0; c < n; ++c) home[at(board.target, c)] = c;
    Cells cell_of{};  // cell_of[h]: where the tile whose home is h stands
    for (int c = 0; c < n; ++c) {
        const auto found = home.find(at(board.grid, c));
        if (found == home.end()) return "the grid's labels are not the target's";
        at(cell_of, found->second) = static_cast<std::uint8_t>(c);
    }
    const auto shared = move_group_once(board, stop);
    const PermutationGroup& group = *shared;
    if (group.contains(PermutationGroup::Permutation(cell_of.begin(), cell_of.begin() + n))) return "";
    bool all_even = true;
    for (const RotateMove& move : rotate_moves(board)) {
        const std::vector<int> from = rotate_move_sources(board.rows, board.cols, board.block, move);
        Cells as_permutation{};
        for (int c = 0; c < n; ++c) at(as_permutation, c) = static_cast<std::uint8_t>(at(from, c));
        all_even = all_even && permutation_parity(as_permutation, n) == 0;
    }
    return all_even && permutation_parity(cell_of, n) == 1
               ? "every move is an even permutation and this arrangement is an odd permutation of the target"
               : fmt::format("the moves reach {} of the {} arrangements (Schreier-Sims), and not this one", group.order(),
                             PermutationGroup::factorial(n));
}

RotateResult solve_rotate_ida(const RotateBoard& board, const RotatePatterns& patterns, SearchGoal goal,
                              const SearchLimits& limits, const std::function<void(const std::string&)>& progress,
                              const RotateIdaCheckpoints& checkpoints) {
    if (!patterns.fits(board)) throw std::invalid_argument("solve_rotate_ida: the pattern databases are for another board");
    const int n = board.cell_count();
    Shared shared{
        patterns, RotateMoveOrder(board, goal == SearchGoal::first), n, {}, {}, limits, std::chrono::steady_clock::now()};
    const TilePlaces start = name_tiles(board, shared);
    const bool all_odd = prepare_moves(board, shared);
    if (goal == SearchGoal::first) shared.first_moves = symmetric_first_moves(board);

    RotateResult result;
    // Distinct labels: the arrangement is a permutation of the target, and
    // solvable exactly when that permutation is in the moves' group.
    const bool distinct = distinct_labels(board.target);
    if (distinct) {
        result.why_not = rotate_unsolvable_reason(board);
        if (!result.why_not.empty()) return result;
    }
    auto [bound, step] = opening_bound(board, shared, start, all_odd);
    if (bound == RotatePatternDatabase::unreached) {
        result.why_not =
            "some tiles cannot reach their home cells together (their pattern database never reaches that arrangement)";
        return result;
    }
    const RotateIdaSnapshot* resume = checkpoints.resume;
    if ((resume || checkpoints.save) && goal != SearchGoal::first)
        throw std::invalid_argument("solve_rotate_ida: checkpoints are for the first solution only");
    if (resume) {
        if (resume->bound < bound || (resume->bound - bound) % step != 0)
            throw std::invalid_argument(fmt::format("solve_rotate_ida: the search never stands at bound {}", resume->bound));
        for (; bound < resume->bound; bound += step) result.bounds.push_back(bound);  // searched through before
        result.nodes = resume->nodes;
        shared.carried = resume->nodes;
    }
    // The snapshot being kept: this bound, the nodes before it, its finished tasks.
    std::mutex ledger_lock;
    RotateIdaSnapshot snapshot;
    auto last_save = std::chrono::steady_clock::now();
    const auto save = [&] {  // under ledger_lock
        std::sort(snapshot.finished.begin(), snapshot.finished.end());
        checkpoints.save(snapshot);
        last_save = std::chrono::steady_clock::now();
    };
    TaskLedger ledger;
    if (checkpoints.save)
        ledger.finished = [&](std::size_t t, std::uint64_t nodes) {
            const std::lock_guard<std::mutex> lock(ledger_lock);
            snapshot.finished.emplace_back(t, nodes);
            if (std::chrono::duration<double>(std::chrono::steady_clock::now() - last_save).count() >= checkpoints.every_seconds)
                save();
        };
    for (;; bound += step) {
        result.bounds.push_back(bound);
        snapshot = {bound, result.nodes, {}};
        if (resume && resume->bound == bound) snapshot.finished = resume->finished;
        ledger.finished_before = resume && resume->bound == bound ? &resume->finished : nullptr;
        if (!search_bound(shared, start, bound, goal, result, ledger)) {
            if (checkpoints.save) {
                const std::lock_guard<std::mutex> lock(ledger_lock);
                save();
            }
            return result;
        }
        if (checkpoints.save && result.solutions.empty() && result.count == PathCount()) {
            const std::lock_guard<std::mutex> lock(ledger_lock);
            snapshot = {bound + step, result.nodes, {}};
            save();
        }
        if (progress)
            progress(fmt::format("bound {}: {} nodes so far, {} solutions ({:.1f} s)", bound, result.nodes,
                                 result.count.to_string(),
                                 std::chrono::duration<double>(std::chrono::steady_clock::now() - shared.started).count()));
        if (!result.solutions.empty() || result.count != PathCount()) {
            result.moves = bound;
            return result;
        }
    }
}

}  // namespace puzzlebox
