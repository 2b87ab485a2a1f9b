// IDA* with orientation-aware pattern databases (see oriented_ida.hpp).
#include "solve/rotate/oriented_ida.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <limits>
#include <map>
#include <mutex>
#include <tuple>

#include <fmt/format.h>

#include "solve/depth_first.hpp"
#include "solve/rotate/permutation.hpp"
#include "solve/rotate/rotate_move_order.hpp"
#include "support/index.hpp"

namespace puzzlebox {

std::uint64_t OrientedPatternDatabase::state_count(int cells, int tracked) {
    std::uint64_t count = 1;
    for (int i = 0; i < tracked; ++i) {
        const auto factor = static_cast<std::uint64_t>(4 * (cells - i));
        if (count > std::numeric_limits<std::uint64_t>::max() / factor) return std::numeric_limits<std::uint64_t>::max();
        count *= factor;
    }
    return count;
}

std::uint64_t OrientedPatternDatabase::rank(const std::uint8_t* cells, const std::uint8_t* quarters) const {
    std::uint64_t rank = partial_permutation_rank(cells, tracked_, cells_);
    for (int i = 0; i < tracked_; ++i) rank = rank * 4 + quarters[i];
    return rank;
}

void OrientedPatternDatabase::unrank(std::uint64_t rank, std::uint8_t* cells, std::uint8_t* quarters) const {
    for (int i = tracked_ - 1; i >= 0; --i) {
        quarters[i] = static_cast<std::uint8_t>(rank & 3);
        rank >>= 2;
    }
    std::array<int, OrientedTiles::max_cells> digit{};
    for (int i = tracked_ - 1; i >= 0; --i) {
        const auto radix = static_cast<std::uint64_t>(cells_ - i);
        digit[static_cast<std::size_t>(i)] = static_cast<int>(rank % radix);
        rank /= radix;
    }
    std::uint64_t used = 0;
    for (int i = 0; i < tracked_; ++i) {
        int skip = digit[static_cast<std::size_t>(i)], c = 0;
        for (;; ++c)
            if ((used >> c & 1) == 0 && skip-- == 0) break;
        cells[i] = static_cast<std::uint8_t>(c);
        used |= std::uint64_t{1} << c;
    }
}

OrientedPatternDatabase::OrientedPatternDatabase(const RotateBoard& shape, std::vector<int> homes, const StopCheck& stop)
    : cells_(shape.cell_count()),
      tracked_(static_cast<int>(homes.size())),
      homes_(std::move(homes)),
      table_(state_count(cells_, tracked_), static_cast<std::uint8_t>(unreached),
             fmt::format("an orientable pattern database of {} tiles", tracked_)) {
    // Layer by layer: every state of the last layer, each move undone (the
    // inverse turn) on the tracked tiles.
    std::vector<std::pair<std::vector<int>, int>> undo;  // per move: cell -> cell, quarters added
    for (RotateMove move : rotate_moves(shape)) {
        move = inverse(move);
        std::vector<int> to = rotate_move_destinations(shape.rows, shape.cols, shape.block, move);
        std::vector<int> turned(static_cast<std::size_t>(cells_), 0);
        for (int c : rotate_block_cells(shape.cols, shape.block, move.block)) at(turned, c) = 1;
        for (int c = 0; c < cells_; ++c) at(to, c) = at(to, c) * 4 + (at(turned, c) != 0 ? move.quarters : 0);
        undo.emplace_back(std::move(to), 0);
    }
    std::array<std::uint8_t, OrientedTiles::max_cells> cells{}, quarters{}, next_cells{}, next_quarters{};
    for (int i = 0; i < tracked_; ++i) cells[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(at(homes_, i));
    table_[rank(cells.data(), quarters.data())] = 0;
    layers_.push_back(1);
    for (int d = 0;; ++d) {
        std::uint64_t found = 0;
        for (std::uint64_t r = 0; r < table_.size(); ++r) {
            if ((r & 0xffff) == 0 && stop.stop())
                throw SearchStopped(stop.outcome(), "stopped while a pattern database was built");
            if (table_[r] != d) continue;
            unrank(r, cells.data(), quarters.data());
            for (const auto& [to, unused] : undo) {
                for (int i = 0; i < tracked_; ++i) {
                    const int moved = at(to, cells[static_cast<std::size_t>(i)]);
                    next_cells[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(moved >> 2);
                    next_quarters[static_cast<std::size_t>(i)] =
                        static_cast<std::uint8_t>((quarters[static_cast<std::size_t>(i)] + moved) & 3);
                }
                std::uint8_t& entry = table_[rank(next_cells.data(), next_quarters.data())];
                if (entry != unreached) continue;
                entry = static_cast<std::uint8_t>(d + 1);
                ++found;
            }
        }
        if (found == 0) break;
        layers_.push_back(found);
    }
}

int OrientedPatternDatabase::distance(const OrientedTiles::Cells& where) const {
    std::array<std::uint8_t, OrientedTiles::max_cells> cells{}, quarters{};
    for (int i = 0; i < tracked_; ++i) {
        const std::uint8_t w = at(where, at(homes_, i));
        cells[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(w >> 2);
        quarters[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(w & 3);
    }
    return table_[rank(cells.data(), quarters.data())];
}

OrientedPatterns::OrientedPatterns(const RotateBoard& board, std::uint64_t max_states, const StopCheck& stop) {
    const OrientedTiles tiles(board);
    const std::vector<int>& unique = tiles.unique_homes();
    int k = 1;
    while (k < static_cast<int>(unique.size()) && OrientedPatternDatabase::state_count(tiles.cells(), k + 1) <= max_states) ++k;
    static std::mutex mutex;
    static std::map<std::tuple<int, int, int, RotateTurns, std::vector<int>>, std::shared_ptr<const OrientedPatternDatabase>>
        built;
    for (std::size_t from = 0; from < unique.size(); from += static_cast<std::size_t>(k)) {
        std::vector<int> homes(unique.begin() + static_cast<std::ptrdiff_t>(from),
                               unique.begin() + static_cast<std::ptrdiff_t>(std::min(unique.size(), from + k)));
        const auto key = std::tuple{board.rows, board.cols, board.block, board.turns, homes};
        const std::lock_guard lock(mutex);
        auto found = built.find(key);
        if (found == built.end())
            found = built.emplace(key, std::make_shared<const OrientedPatternDatabase>(board, homes, stop)).first;
        databases_.push_back(found->second);
    }
    static std::map<std::tuple<int, int, int, RotateTurns, std::vector<int>, std::vector<int>>,
                    std::shared_ptr<const RotatePatternDatabase>>
        built_labels;
    for (const auto& pattern : rotate_label_patterns(board.target, max_states)) {
        const auto key = std::tuple{board.rows, board.cols, board.block, board.turns, pattern.homes, pattern.runs};
        const std::lock_guard lock(mutex);
        auto found = built_labels.find(key);
        if (found == built_labels.end())
            found = built_labels
                        .emplace(key, std::make_shared<const RotatePatternDatabase>(
                                          board, pattern.homes, std::function<void(const std::string&)>(), stop, pattern.runs))
                        .first;
        label_databases_.push_back(found->second);
    }
}

int OrientedPatterns::lower_bound(const OrientedTiles::Cells& where, int enough) const {
    int best = 0;
    for (const auto& database : databases_) {
        best = std::max(best, database->distance(where));
        if (best >= enough) return best;
    }
    std::array<std::uint8_t, OrientedTiles::max_cells> cells{};
    for (const auto& database : label_databases_) {
        const std::vector<int>& homes = database->homes();
        for (std::size_t i = 0; i < homes.size(); ++i) cells[i] = static_cast<std::uint8_t>(at(where, homes[i]) >> 2);
        best = std::max(best, database->distance(cells.data()));
        if (best >= enough) return best;
    }
    return best;
}

namespace {

// One position of the search: each cell's tile and turn, and where each tile stands.
class OrientedProblem {
public:
    using Move = std::uint8_t;

    OrientedProblem(const OrientedTiles& tiles, const RotateMoveOrder& order, const OrientedPatterns& patterns, int bound)
        : tiles_(tiles), order_(order), patterns_(patterns), here_(tiles.start()), bound_(bound) {
        for (int c = 0; c < tiles_.cells(); ++c) locate(c);
    }

    const std::vector<Move>& path() const { return path_; }
    bool is_goal() const { return tiles_.solved(here_); }
    void generate_moves(std::vector<Move>& out) const {
        for (std::size_t m = 0; m < tiles_.moves().size(); ++m)
            if (order_.allowed(m, path_)) out.push_back(static_cast<Move>(m));
    }
    void apply(Move m) {
        turn(tiles_.moves()[m]);
        path_.push_back(m);
    }
    void undo(Move m) {
        turn(tiles_.undoing(m));
        path_.pop_back();
    }
    bool prune() const {
        const int room = bound_ - static_cast<int>(path_.size());
        return patterns_.lower_bound(where_, room + 1) > room;
    }
    int lower_bound() const { return patterns_.lower_bound(where_, std::numeric_limits<int>::max()); }

private:
    void locate(int c) {
        const std::uint8_t piece = at(here_, c);
        at(where_, piece >> 2) = static_cast<std::uint8_t>(c * 4 + (piece & 3));
    }
    void turn(const OrientedTiles::Move& move) {
        tiles_.apply(move, here_);
        for (const std::uint8_t c : move.cells) locate(c);
    }

    const OrientedTiles& tiles_;
    const RotateMoveOrder& order_;
    const OrientedPatterns& patterns_;
    OrientedTiles::Cells here_{}, where_{};
    std::vector<Move> path_;
    int bound_;
};

}  // namespace

RotateResult solve_oriented_ida(const RotateBoard& board, const OrientedPatterns& patterns, SearchGoal goal,
                                const SearchLimits& limits, const std::function<void(const std::string&)>& progress) {
    const auto started = std::chrono::steady_clock::now();
    RotateResult result;
    const StopCheck stop(limits);
    try {
        result.why_not = oriented_unsolvable_reason(board, stop);
    } catch (const SearchStopped& stopped) {
        result.outcome = stopped.outcome;
        return result;
    }
    if (!result.why_not.empty()) return result;
    const OrientedTiles tiles(board);
    const RotateMoveOrder order(board, goal == SearchGoal::first);
    int bound = OrientedProblem(tiles, order, patterns, 0).lower_bound();
    if (bound == OrientedPatternDatabase::unreached) {
        result.why_not = "some tiles can never come home upright together (their pattern database never reaches this)";
        return result;
    }
    // With distinct labels and odd moves, a solution's length has the parity
    // of the arrangement (as a permutation of the cells).
    int step = 1;
    if (tiles.distinct_labels() && tiles.all_moves_odd()) {
        step = 2;
        std::vector<bool> seen(static_cast<std::size_t>(tiles.cells()));
        int parity = 0;
        for (int c = 0; c < tiles.cells(); ++c) {
            int length = 0;
            for (int x = c; !seen[static_cast<std::size_t>(x)]; x = at(tiles.start(), x) >> 2, ++length)
                seen[static_cast<std::size_t>(x)] = true;
            if (length > 0) parity ^= (length - 1) & 1;
        }
        if ((bound & 1) != parity) ++bound;
    }
    SearchLimits left = limits;
    if (!left.since) left.since = SearchClock::now();  // one clock for every bound
    for (;; bound += step) {
        result.bounds.push_back(bound);
        OrientedProblem problem(tiles, order, patterns, bound);
        std::int64_t depth_limit = bound;
        const DepthFirstStats stats = depth_first(problem, left, depth_limit, [&](const OrientedProblem& at, auto) {
            result.count += PathCount(1);
            if (goal != SearchGoal::count) {
                std::vector<RotateMove> named;
                for (const std::uint8_t m : at.path()) named.push_back(tiles.moves()[m].move);
                result.solutions.push_back(std::move(named));
            }
            return goal == SearchGoal::first ? GoalAction::stop : GoalAction::keep_going;
        });
        result.nodes += stats.nodes;
        if (stats.outcome != SearchOutcome::complete) {
            result.outcome = stats.outcome;
            result.solutions.clear();
            result.count = PathCount();
            return result;
        }
        if (left.max_nodes != std::numeric_limits<std::uint64_t>::max()) left.max_nodes -= std::min(left.max_nodes, stats.nodes);
        if (progress)
            progress(fmt::format("bound {}: {} nodes so far, {} solutions ({:.1f} s)", bound, result.nodes,
                                 result.count.to_string(),
                                 std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count()));
        if (result.count != PathCount()) {
            result.moves = bound;
            return result;
        }
    }
}

}  // namespace puzzlebox
