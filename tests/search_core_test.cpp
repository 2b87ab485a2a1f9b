// The generic search core on toy problems with known answers: lattice paths
// (binomial coefficients) and self-avoiding corner-to-corner walks on an n x n
// grid graph (OEIS A007764: 1, 2, 12, 184, 8512, 1262816).
#include <vector>

#include <catch2/catch.hpp>

#include "solve/breadth_first.hpp"
#include "solve/depth_first.hpp"

using namespace puzzlebox;

namespace {

// Points (r, c) of an (n+1) x (n+1) lattice, steps right or down.
struct LatticeSpace {
    int n;
    StateRank state_count() const { return static_cast<StateRank>((n + 1) * (n + 1)); }
    StateRank start_state() const { return 0; }
    bool is_goal(StateRank s) const { return s + 1 == state_count(); }
    template <class Visit>
    void for_each_successor(StateRank s, Visit&& visit) const {
        const auto side = static_cast<StateRank>(n + 1);
        if (s % side + 1 < side) visit(s + 1);
        if (s / side + 1 < side) visit(s + side);
    }
};
static_assert(RankedSpace<LatticeSpace>);

// A self-avoiding walk on an n x n grid graph from one corner to the other.
class GridWalk {
public:
    using Move = int;
    explicit GridWalk(int n) : n_(n), visited_(static_cast<std::size_t>(n * n), 0) { visited_[0] = 1; }
    bool is_goal() const { return here_ == n_ * n_ - 1; }
    void generate_moves(std::vector<Move>& moves) const {
        const int r = here_ / n_, c = here_ % n_;
        if (r > 0 && !visited_[here_ - n_]) moves.push_back(here_ - n_);
        if (r + 1 < n_ && !visited_[here_ + n_]) moves.push_back(here_ + n_);
        if (c > 0 && !visited_[here_ - 1]) moves.push_back(here_ - 1);
        if (c + 1 < n_ && !visited_[here_ + 1]) moves.push_back(here_ + 1);
    }
    void apply(Move to) {
        trail_.push_back(here_);
        here_ = to;
        visited_[to] = 1;
    }
    void undo(Move to) {
        visited_[to] = 0;
        here_ = trail_.back();
        trail_.pop_back();
    }
    int here() const { return here_; }
    int visited_count() const {
        int count = 0;
        for (char v : visited_) count += v;
        return count;
    }

private:
    int n_;
    int here_ = 0;
    std::vector<char> visited_;
    std::vector<int> trail_;
};
static_assert(DepthFirstProblem<GridWalk>);

}  // namespace

TEST_CASE("breadth-first counts the C(2n, n) shortest lattice paths", "[search]") {
    const std::vector<std::pair<int, std::uint64_t>> known{{1, 2}, {2, 6}, {5, 252}, {10, 184756}, {30, 118264581564861424ULL}};
    for (const auto& [n, binomial] : known) {
        const ShortestPaths result = breadth_first_shortest(LatticeSpace{n});
        REQUIRE(result.outcome == SearchOutcome::complete);
        REQUIRE(result.distance == 2 * n);
        REQUIRE(result.count == PathCount(binomial));
        REQUIRE(result.path.size() == static_cast<std::size_t>(2 * n + 1));
        REQUIRE(result.path.front() == 0);
        REQUIRE(result.path.back() + 1 == LatticeSpace{n}.state_count());
    }
}

TEST_CASE("path counts past 2^64 stay exact, and saturate instead of wrapping", "[search]") {
    // C(80, 40) = 107507208733336176461620 > 2^64.
    const ShortestPaths result = breadth_first_shortest(LatticeSpace{40});
    REQUIRE(result.count.to_string() == "107507208733336176461620");
    PathCount big(~std::uint64_t{0});
    for (int i = 0; i < 70; ++i) big += big;
    REQUIRE(big.saturated());
    REQUIRE(big.to_string().rfind(">=", 0) == 0);
}

TEST_CASE("depth-first counts self-avoiding corner-to-corner walks (OEIS A007764)", "[search]") {
    const std::vector<std::uint64_t> known{1, 2, 12, 184, 8512, 1262816};
    for (int n = 1; n <= 6; ++n) {
        GridWalk walk(n);
        std::int64_t limit = std::numeric_limits<std::int64_t>::max();
        std::uint64_t count = 0;
        const auto stats = depth_first(walk, {}, limit, [&](const GridWalk&, std::span<const int>) {
            ++count;
            return GoalAction::keep_going;
        });
        REQUIRE(stats.outcome == SearchOutcome::complete);
        REQUIRE(count == known[static_cast<std::size_t>(n - 1)]);
        REQUIRE(walk.here() == 0);
        REQUIRE(walk.visited_count() == 1);
    }
}

TEST_CASE("a node limit stops depth-first cleanly and restores the start", "[search]") {
    GridWalk walk(6);
    std::int64_t limit = std::numeric_limits<std::int64_t>::max();
    std::uint64_t count = 0;
    SearchLimits limits;
    limits.max_nodes = 10000;
    const auto stats = depth_first(walk, limits, limit, [&](const GridWalk&, std::span<const int>) {
        ++count;
        return GoalAction::keep_going;
    });
    REQUIRE(stats.outcome == SearchOutcome::node_limit);
    REQUIRE(stats.nodes == 10000);
    REQUIRE(count < 1262816);
    REQUIRE(walk.here() == 0);
    REQUIRE(walk.visited_count() == 1);
}

TEST_CASE("a node limit stops breadth-first and reports no answer", "[search]") {
    SearchLimits limits;
    limits.max_nodes = 5;
    const ShortestPaths result = breadth_first_shortest(LatticeSpace{10}, limits);
    REQUIRE(result.outcome == SearchOutcome::node_limit);
    REQUIRE_FALSE(result.distance);
}

TEST_CASE("a depth limit lowered at each goal finds the shortest walks only", "[search]") {
    // On a 4x4 grid the shortest corner-to-corner walks have 6 steps: C(6, 3) = 20 of them.
    GridWalk walk(4);
    std::int64_t limit = std::numeric_limits<std::int64_t>::max();
    std::size_t best = 0;
    std::uint64_t best_count = 0;
    depth_first(walk, {}, limit, [&](const GridWalk&, std::span<const int> moves) {
        if (best_count == 0 || moves.size() < best) {
            best = moves.size();
            best_count = 1;
            limit = static_cast<std::int64_t>(best);
        } else {
            ++best_count;
        }
        return GoalAction::keep_going;
    });
    REQUIRE(best == 6);
    REQUIRE(best_count == 20);
}
