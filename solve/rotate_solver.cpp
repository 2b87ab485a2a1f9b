// Breadth-first distance tables and optimal solutions of rotation puzzles
// (see rotate_solver.hpp).
#include "rotate_solver.hpp"

#include <atomic>
#include <bit>
#include <chrono>
#include <functional>
#include <stdexcept>
#include <unordered_map>

#include <fmt/format.h>
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

namespace puzzlebox {

namespace {

using Bitset = std::vector<std::uint64_t>;

void set(Bitset& bits, std::uint64_t i) { bits[i >> 6] |= std::uint64_t{1} << (i & 63); }

// The cell permutations of the board's moves.
std::vector<std::vector<int>> move_sources(const RotateBoard& board, const std::vector<RotateMove>& moves) {
    std::vector<std::vector<int>> sources;
    for (const RotateMove& move : moves) sources.push_back(rotate_move_sources(board.rows, board.cols, board.block, move));
    return sources;
}

void permute(const std::vector<int>& source, const std::vector<int>& before, std::vector<int>& after) {
    after.resize(before.size());
    for (std::size_t i = 0; i < before.size(); ++i) after[i] = before[static_cast<std::size_t>(source[i])];
}

}  // namespace

RotateDistanceTable::RotateDistanceTable(const RotateBoard& board, const std::function<void(const std::string&)>& progress)
    : ranker_(board.target) {
    const std::uint64_t states = ranker_.count();
    if (states > max_states)
        throw std::invalid_argument(fmt::format("a {}x{} board has {} arrangements of its labels; the breadth-first table "
                                                "holds at most 12! = {}",
                                                board.rows, board.cols, states, max_states));
    cells_.assign(static_cast<std::size_t>((states + 3) / 4), 0xFF);
    // Inverse moves: a state at distance d + 1 is one whose move lands at distance d.
    std::vector<RotateMove> inverse = rotate_moves(board);
    for (RotateMove& move : inverse) move.quarters = (4 - move.quarters) % 4;
    const auto sources = move_sources(board, inverse);

    const std::size_t words = static_cast<std::size_t>((states + 63) / 64);
    Bitset current(words, 0), next(words, 0);
    const std::uint64_t target = ranker_.rank(board.target);
    set_code(target, 0);
    set(current, target);
    layers_.push_back(1);
    const auto started = std::chrono::steady_clock::now();
    for (int distance = 0;; ++distance) {
        const int next_code = (distance + 1) % 3;
        // Threads share the table: a state moves from 3 (unseen) to the next
        // code once, by an atomic AND; the thread that sees 3 before its AND
        // claims the state, counts it and marks it in the next layer.
        std::atomic<std::uint64_t> found{0};
        tbb::parallel_for(tbb::blocked_range<std::size_t>(0, words, 256), [&](const tbb::blocked_range<std::size_t>& range) {
            std::vector<int> arrangement, moved;
            std::uint64_t claimed = 0;
            for (std::size_t w = range.begin(); w != range.end(); ++w) {
                for (std::uint64_t bits = current[w]; bits != 0; bits &= bits - 1) {
                    const std::uint64_t rank = w * 64 + static_cast<std::uint64_t>(std::countr_zero(bits));
                    ranker_.unrank(rank, arrangement);
                    for (const auto& source : sources) {
                        permute(source, arrangement, moved);
                        const std::uint64_t neighbour = ranker_.rank(moved);
                        std::atomic_ref<std::uint8_t> byte(cells_[neighbour >> 2]);
                        const int shift = static_cast<int>(neighbour & 3) * 2;
                        if (((byte.load(std::memory_order_relaxed) >> shift) & 3) != 3) continue;
                        const auto mask = static_cast<std::uint8_t>(~((3 ^ next_code) << shift));
                        if (((byte.fetch_and(mask, std::memory_order_relaxed) >> shift) & 3) != 3) continue;
                        std::atomic_ref<std::uint64_t>(next[neighbour >> 6])
                            .fetch_or(std::uint64_t{1} << (neighbour & 63), std::memory_order_relaxed);
                        ++claimed;
                    }
                }
            }
            found.fetch_add(claimed, std::memory_order_relaxed);
        });
        if (found == 0) break;
        layers_.push_back(found);
        if (progress)
            progress(fmt::format("distance {}: {} states ({:.1f} s)", distance + 1, found.load(),
                                 std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count()));
        current.swap(next);
        std::fill(next.begin(), next.end(), 0);
    }
    last_layer_ = std::move(current);
}

std::uint64_t RotateDistanceTable::reachable() const {
    std::uint64_t total = 0;
    for (std::uint64_t layer : layers_) total += layer;
    return total;
}

std::vector<std::vector<int>> RotateDistanceTable::antipodes(std::size_t limit) const {
    std::vector<std::vector<int>> found;
    for (std::size_t w = 0; w < last_layer_.size() && found.size() < limit; ++w)
        for (std::uint64_t bits = last_layer_[w]; bits != 0 && found.size() < limit; bits &= bits - 1) {
            found.emplace_back();
            ranker_.unrank(w * 64 + static_cast<std::uint64_t>(std::countr_zero(bits)), found.back());
        }
    return found;
}

RotateDescent::RotateDescent(const RotateBoard& board, const RotateDistanceTable& table)
    : table_(table), moves_(rotate_moves(board)), sources_(move_sources(board, moves_)),
      target_(table.ranker().rank(board.target)) {}

void RotateDescent::nearer(const std::vector<int>& arrangement, std::vector<std::pair<std::size_t, std::vector<int>>>& out) const {
    out.clear();
    const ArrangementRanker& ranker = table_.ranker();
    const int want = (table_.code(ranker.rank(arrangement)) + 2) % 3;
    std::vector<int> moved;
    for (std::size_t m = 0; m < sources_.size(); ++m) {
        permute(sources_[m], arrangement, moved);
        if (table_.code(ranker.rank(moved)) == want) out.emplace_back(m, moved);
    }
}

std::vector<std::size_t> RotateDescent::first_path(std::vector<int> arrangement) const {
    std::vector<std::size_t> path;
    std::vector<std::pair<std::size_t, std::vector<int>>> step;
    while (!at_target(arrangement)) {
        nearer(arrangement, step);
        path.push_back(step.front().first);
        arrangement = step.front().second;
    }
    return path;
}

std::optional<int> RotateDescent::distance(const std::vector<int>& arrangement) const {
    if (!reachable(arrangement)) return std::nullopt;
    return static_cast<int>(first_path(arrangement).size());
}

RotateSolveResult solve_rotate_board(const RotateBoard& board, const RotateDistanceTable& table, RotateGoal goal) {
    RotateSolveResult result;
    result.reachable = table.reachable();
    result.arrangements = table.ranker().count();
    const RotateDescent descent(board, table);
    const std::vector<RotateMove>& moves = descent.moves();
    const ArrangementRanker& ranker = table.ranker();
    if (!descent.reachable(board.grid)) return result;  // the search from the target covered all it reaches

    std::vector<RotateMove> first_path;
    for (std::size_t m : descent.first_path(board.grid)) first_path.push_back(moves[m]);
    result.moves = static_cast<int>(first_path.size());
    if (goal == RotateGoal::first) {
        result.count = 1;
        result.solutions.push_back(first_path);
        return result;
    }
    // Count: paths along nearer moves, memoised by rank.
    std::unordered_map<std::uint64_t, PathCount> paths{{ranker.rank(board.target), PathCount(1)}};
    std::function<PathCount(const std::vector<int>&)> count_from = [&](const std::vector<int>& arrangement) {
        const std::uint64_t rank = ranker.rank(arrangement);
        if (const auto it = paths.find(rank); it != paths.end()) return it->second;
        std::vector<std::pair<std::size_t, std::vector<int>>> step;
        descent.nearer(arrangement, step);
        PathCount total;
        for (const auto& [m, moved] : step) total += count_from(moved);
        paths.emplace(rank, total);
        return total;
    };
    result.count = count_from(board.grid);
    if (goal == RotateGoal::count) return result;
    // All: every path along nearer moves, in move order.
    std::vector<RotateMove> path;
    std::function<void(const std::vector<int>&)> list_from = [&](const std::vector<int>& arrangement) {
        if (path.size() == first_path.size()) {
            result.solutions.push_back(path);
            return;
        }
        std::vector<std::pair<std::size_t, std::vector<int>>> step;
        descent.nearer(arrangement, step);
        for (const auto& [m, moved] : step) {
            path.push_back(moves[m]);
            list_from(moved);
            path.pop_back();
        }
    };
    list_from(board.grid);
    return result;
}

}  // namespace puzzlebox
