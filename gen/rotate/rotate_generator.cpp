// Certified rotation puzzle scrambles (see rotate_generator.hpp).
#include "gen/rotate/rotate_generator.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <mutex>
#include <stdexcept>
#include <tuple>
#include <unordered_set>

#include <fmt/format.h>

#include "solve/rotate/arrangement_rank.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

// The ranks of a rare depth's arrangements, in rank order, kept for the
// process once found (every board of an easy or fiendish run would otherwise
// find them again); nullptr when a stop request cut the search short.
using RareDepthKey = std::tuple<int, int, int, RotateTurns, bool, int>;
const std::vector<std::uint64_t>* ranks_at_depth(const RotateGenOptions& options,
                                                 const std::function<std::optional<std::vector<std::uint64_t>>()>& find) {
    static std::mutex mutex;
    static std::map<RareDepthKey, std::vector<std::uint64_t>> found;
    const RareDepthKey key{options.rows, options.cols, options.block, options.turns, options.rows_only, *options.depth};
    const std::lock_guard lock(mutex);
    const auto known = found.find(key);
    if (known != found.end()) return &known->second;
    std::optional<std::vector<std::uint64_t>> ranks = find();
    if (!ranks) return nullptr;
    return &found.emplace(key, std::move(*ranks)).first->second;
}

// Depth d's arrangements by a breadth-first search back from the target:
// layer k + 1 is what one move takes into layer k (a move undone), less
// the layers before. Its cost is the layers before d (3x4 easy: thousands
// of arrangements), not the whole space (3x4: 12!, minutes); the table is
// asked only to confirm each one's depth (its code: the distance mod 3).
std::optional<std::vector<std::uint64_t>> layer_ranks(const RotateBoard& solved, const RotateDistanceTable& table,
                                                      const ArrangementRanker& ranker, int depth) {
    const std::vector<RotateMove> moves = rotate_moves(solved);
    std::vector<std::uint64_t> layer{ranker.rank(solved.target)};
    std::unordered_set<std::uint64_t> seen(layer.begin(), layer.end());
    std::vector<int> arrangement, previous;
    for (int k = 0; k < depth; ++k) {
        std::vector<std::uint64_t> out;
        for (const std::uint64_t rank : layer) {
            if (stop_requested()) return std::nullopt;
            ranker.unrank(rank, arrangement);
            for (const RotateMove& move : moves) {
                previous = arrangement;
                apply_rotate_move(solved, inverse(move), previous);
                const std::uint64_t at = ranker.rank(previous);
                if (!seen.insert(at).second) continue;
                if (table.code(previous) != (k + 1) % 3)
                    throw std::logic_error("rotate generator: the table and the breadth-first layers disagree");
                out.push_back(at);
            }
        }
        std::sort(out.begin(), out.end());
        layer = std::move(out);
    }
    return layer;
}

// Depth d's arrangements by a scan of every rank (for depths past the
// middle, whose earlier layers hold most of the space).
std::optional<std::vector<std::uint64_t>> scanned_ranks(const std::function<bool(std::uint64_t)>& fits, std::uint64_t count) {
    std::vector<std::uint64_t> ranks;
    for (std::uint64_t rank = 0; rank < count; ++rank) {
        if ((rank & 0xffff) == 0 && stop_requested()) return std::nullopt;
        if (fits(rank)) ranks.push_back(rank);
    }
    return ranks;
}

}  // namespace

RotateGenResult generate_rotate_board(const RotateGenOptions& options, const RotateDistanceTable& table, Random& random) {
    RotateGenResult result;
    RotateBoard board = rotate_gen_solved(options);
    const ArrangementRanker ranker(board.target);  // draws by lexicographic rank
    if (options.depth && (*options.depth < 0 || *options.depth > table.god_number())) {
        result.problem = fmt::format("no arrangement is {} moves from the target: God's number of this puzzle is {}",
                                     *options.depth, table.god_number());
        return result;
    }
    const std::uint64_t eligible = options.depth ? table.layers()[static_cast<std::size_t>(*options.depth)] : table.reachable();
    const int wanted_code = options.depth ? *options.depth % 3 : -1;
    const RotateDescent descent(board, table);
    std::vector<int> arrangement;
    // Is this rank one to draw, and how far is it?
    auto fits = [&](std::uint64_t rank, int& moves) {
        ranker.unrank(rank, arrangement);
        const int code = table.code(arrangement);
        if (code == 3 || (options.depth && code != wanted_code)) return false;
        moves = *descent.distance(arrangement);
        return !options.depth || moves == *options.depth;
    };
    int moves = 0;
    std::optional<std::uint64_t> chosen;
    if (eligible * 1000 >= ranker.count()) {
        while (!chosen) {  // rejection: expected at most 1000 draws
            const std::uint64_t rank = random.below64(ranker.count());
            if (fits(rank, moves)) chosen = rank;
        }
    } else {
        // A reservoir of one over the depth's arrangements in rank order
        // (the same draws as over the whole table, which boards of earlier
        // versions were drawn by).
        std::uint64_t seen = 0;
        if (options.depth) {
            int here = 0;
            std::uint64_t before = 0;  // the arrangements of the layers before the depth
            for (int k = 0; k < *options.depth; ++k) before += table.layers()[static_cast<std::size_t>(k)];
            const auto* ranks = ranks_at_depth(options, [&]() {
                return before * rotate_moves(board).size() * 16 <= ranker.count()
                           ? layer_ranks(board, table, ranker, *options.depth)
                           : scanned_ranks([&](std::uint64_t rank) { return fits(rank, here); }, ranker.count());
            });
            if (!ranks) {
                result.problem = "stopped before the depth's arrangements were found";
                return result;
            }
            for (const std::uint64_t rank : *ranks)
                if (random.below64(++seen) == 0) chosen = rank;
            moves = *options.depth;
        } else {  // a reachable set under a thousandth of the arrangements
            for (std::uint64_t rank = 0; rank < ranker.count(); ++rank) {
                if ((rank & 0xffff) == 0 && stop_requested()) {
                    result.problem = "stopped before an arrangement was drawn";
                    return result;
                }
                int here = 0;
                if (!fits(rank, here)) continue;
                if (random.below64(++seen) == 0) {
                    chosen = rank;
                    moves = here;
                }
            }
        }
    }
    ranker.unrank(*chosen, board.grid);
    result.moves = moves;
    result.board = board;
    return result;
}

namespace {

// Beyond the table: uniform draws (`draw` fills the board) kept when their
// certified depth (`optimal`; empty: a stop request) is the one asked for,
// and where that depth is too rare, certified random walks.
RotateGenResult draw_certified(const RotateGenOptions& options, RotateBoard board, const std::function<void(RotateBoard&)>& draw,
                               const std::function<std::optional<int>(const RotateBoard&)>& optimal, Random& random) {
    RotateGenResult result;
    const auto stopped = [&] {
        result.problem = "stopped before a board's depth was certified";
        return result;
    };
    const int draws = options.depth ? options.uniform_draws : 1;
    for (int attempt = 0; attempt < draws; ++attempt) {
        draw(board);
        const std::optional<int> moves = optimal(board);
        if (!moves) return stopped();
        if (!options.depth || *moves == *options.depth) {
            result.moves = *moves;
            result.board = board;
            return result;
        }
    }
    // Rare depths: random walks of d turns back from the target (never
    // straight back), kept when exactly d moves away. A walk turns each
    // block back (the inverse of a move): the moves forward then solve it,
    // also where the turns are only clockwise (forward, a clockwise turn
    // needs three more to undo: depth 1 was never reached).
    const std::vector<RotateMove> moves = rotate_moves(board);
    const RotateBoard solved = [&] {
        RotateBoard at = board;
        at.grid = at.target;
        std::fill(at.turned.begin(), at.turned.end(), 0);
        return at;
    }();
    for (int walk = 0; walk < 1000; ++walk) {
        board = solved;
        std::optional<RotateMove> last;
        for (int step = 0; step < *options.depth; ++step) {
            RotateMove move;
            do move = moves[random.below(static_cast<std::uint32_t>(moves.size()))];
            while (last && undoes(move, *last));
            turn_rotate_board(board, inverse(move));
            last = move;
        }
        const std::optional<int> certified = optimal(board);
        if (!certified) return stopped();
        if (*certified == *options.depth) {
            result.moves = *options.depth;
            result.board = board;
            result.uniform = false;
            return result;
        }
    }
    result.problem = fmt::format("no arrangement exactly {} moves away was found in {} uniform draws and 1000 random walks",
                                 *options.depth, options.uniform_draws);
    return result;
}

}  // namespace

RotateGenResult generate_rotate_board(const RotateGenOptions& options, const RotatePatterns& patterns,
                                      const PermutationGroup& group, Random& random) {
    // A member of the group is solvable, and there are no limits: only a stop
    // request (a signal, gen --time-limit) leaves the depth unknown.
    const auto optimal = [&](const RotateBoard& candidate) -> std::optional<int> {
        const RotateResult solved = solve_rotate_ida(candidate, patterns, SearchGoal::first);
        if (is_partial(solved.outcome) || !solved.moves) return std::nullopt;
        return solved.moves;
    };
    // Uniform draws: the tile whose home is h goes to cell g(h).
    const auto draw = [&](RotateBoard& board) {
        const PermutationGroup::Permutation g = group.random_element(random);
        for (std::size_t h = 0; h < g.size(); ++h) board.grid[static_cast<std::size_t>(g[h])] = board.target[h];
    };
    return draw_certified(options, rotate_gen_solved(options), draw, optimal, random);
}

RotateGenResult generate_oriented_board(const RotateGenOptions& options, const OrientedPatterns& patterns,
                                        const OrientedDistanceTable* table, const PermutationGroup& corners, Random& random) {
    const auto optimal = [&](const RotateBoard& candidate) -> std::optional<int> {
        if (table && table->exact_codes()) return table->distance(candidate);
        const RotateResult solved = solve_oriented_ida(candidate, patterns, SearchGoal::first);
        if (is_partial(solved.outcome) || !solved.moves) return std::nullopt;
        return solved.moves;
    };
    // Uniform draws: corner 0 of the tile whose home is h goes to corner q of cell c: it stands there turned q.
    const auto draw = [&](RotateBoard& board) {
        const PermutationGroup::Permutation g = corners.random_element(random);
        for (std::size_t h = 0; h < board.target.size(); ++h) {
            const auto corner = static_cast<std::size_t>(g[4 * h]);
            board.grid[corner / 4] = board.target[h];
            board.turned[corner / 4] = static_cast<int>(corner % 4);
        }
    };
    return draw_certified(options, rotate_gen_solved(options), draw, optimal, random);
}

RotateBoard rotate_gen_solved(const RotateGenOptions& options) {
    RotateBoard board = solved_rotate_board(options.rows, options.cols, options.block, options.turns, options.rows_only);
    if (options.orientable) board.turned.assign(board.grid.size(), 0);
    return board;
}

}  // namespace puzzlebox
