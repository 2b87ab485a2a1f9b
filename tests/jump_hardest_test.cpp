// The hardest-maze proofs (outwards from the goal, inwards from the deepest
// layer, forwards from the start) against a brute force written here: every maze of a small
// shape (every magnitude of every cell) solved by a plain breadth-first
// search from the goal, its deepest cell and deepest unique cell taken; the
// 5x5 answers an outside exact search re-derived. Also: shards and
// checkpoints change nothing, and every witness needs what the proof says.
#include "analyze/jump/jump_hardest.hpp"

#include <algorithm>
#include <cmath>

#include <catch2/catch.hpp>

#include "analyze/jump/jump_hardest_backward.hpp"
#include "analyze/jump/jump_hardest_forward.hpp"
#include "jump_bfs.hpp"
#include "puzzles/jump/jump_format.hpp"
#include "puzzles/text_source.hpp"
#include "solve/jump/jump_solver.hpp"

using namespace puzzlebox;

namespace {

struct Deepest {
    int any = -1;     // the most moves any cell (or the start) needs
    int unique = -1;  // the most with one shortest solution
};

// Every maze of the question's shape, by brute force.
Deepest brute_force(const JumpHardestQuestion& q) {
    const int cells = q.cells();
    const int goal = q.goal.row * q.cols + q.goal.col;
    std::vector<int> most(static_cast<std::size_t>(cells)), value(static_cast<std::size_t>(cells), 1);
    for (int u = 0; u < cells; ++u) {
        const int room = jump_room(q.rows, q.cols, {u / q.cols, u % q.cols});
        most[u] = u == goal ? 0 : q.max_value > 0 ? std::min(room, q.max_value) : room;
        if (u == goal) value[u] = 0;
    }
    Deepest best;
    std::vector<std::vector<int>> from(static_cast<std::size_t>(cells));  // the cells that jump onto each cell
    std::vector<int> distance(static_cast<std::size_t>(cells)), queue;
    std::vector<long long> ways(static_cast<std::size_t>(cells));
    for (;;) {
        // distance and number of shortest ways to the goal: breadth first from it, along jumps backwards
        for (auto& list : from) list.clear();
        for (int u = 0; u < cells; ++u) {
            const int r = u / q.cols, c = u % q.cols, m = value[u];
            if (u == goal) continue;
            for (const auto& [tr, tc] : {std::pair{r - m, c}, {r + m, c}, {r, c - m}, {r, c + m}})
                if (tr >= 0 && tr < q.rows && tc >= 0 && tc < q.cols) from[tr * q.cols + tc].push_back(u);
        }
        std::fill(distance.begin(), distance.end(), -1);
        std::fill(ways.begin(), ways.end(), 0);
        distance[goal] = 0;
        ways[goal] = 1;
        queue.assign(1, goal);
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int t = queue[head];
            for (const int u : from[t]) {
                if (distance[u] == -1) {
                    distance[u] = distance[t] + 1;
                    queue.push_back(u);
                }
                if (distance[u] == distance[t] + 1) ways[u] += ways[t];
            }
        }
        for (int u = 0; u < cells; ++u) {
            if (u == goal || distance[u] <= 0) continue;
            if (q.start && u != q.start->row * q.cols + q.start->col) continue;
            best.any = std::max(best.any, distance[u]);
            if (ways[u] == 1) best.unique = std::max(best.unique, distance[u]);
        }
        int u = 0;
        for (; u < cells; ++u) {
            if (value[u] < most[u]) {
                ++value[u];
                break;
            }
            if (u != goal) value[u] = 1;
        }
        if (u == cells) break;
    }
    return best;
}

// The maze the proof gives needs exactly its moves, by the solver.
void check(const JumpHardestQuestion& q, const JumpHardestResult& result, int expected) {
    INFO(q.describe());
    CHECK(result.moves == expected);
    if (expected < 0) return;
    REQUIRE(result.witness);
    const JumpSearchResult solved = solve_jump_shortest(*result.witness);
    REQUIRE(!solved.paths.empty());
    CHECK(solved.paths.front().moves() == expected);
    if (q.unique) CHECK(solved.count == PathCount(1));
    if (q.start) CHECK(result.witness->start == *q.start);
}

std::vector<JumpHardestQuestion> small_questions() {
    std::vector<JumpHardestQuestion> questions;
    const auto add = [&](int rows, int cols, Cell goal, std::optional<Cell> start, int max_value) {
        for (const bool unique : {false, true}) questions.push_back({rows, cols, goal, start, unique, max_value});
    };
    for (const Cell goal : {Cell{1, 1}, Cell{2, 2}, Cell{0, 1}}) {
        add(3, 3, goal, std::nullopt, 0);
        add(3, 3, goal, Cell{2, 0}, 0);
        add(3, 3, goal, default_jump_start(3, 3) == goal ? Cell{0, 0} : default_jump_start(3, 3), 0);
    }
    add(2, 5, {0, 0}, std::nullopt, 0);
    add(3, 4, {1, 1}, std::nullopt, 0);
    add(3, 4, {2, 3}, Cell{0, 0}, 0);
    add(4, 4, {2, 2}, std::nullopt, 2);
    add(4, 4, {3, 3}, Cell{3, 2}, 2);
    add(1, 6, {0, 5}, std::nullopt, 0);
    return questions;
}

// A maze found at one depth, by the solver: its start needs what the result
// says, between the depth asked and the most (one way, where asked); with
// the start free and any solution no cell needs more.
void check_one_depth(const JumpHardestQuestion& q, const JumpHardestResult& result, int moves, int most) {
    REQUIRE(result.witness);
    CHECK(result.moves >= moves);
    CHECK(result.moves <= most);
    const JumpSearchResult solved = solve_jump_shortest(*result.witness);
    REQUIRE(!solved.paths.empty());
    CHECK(solved.paths.front().moves() == result.moves);
    if (q.unique) CHECK(solved.count == PathCount(1));
    if (q.start) CHECK(result.witness->start == *q.start);
    if (!q.start && !q.unique) {
        const std::vector<int> distance = jump_distances_to_goal(*result.witness);
        CHECK(*std::max_element(distance.begin(), distance.end()) == result.moves);
    }
}

// The two searches that ask one depth at a time, inwards and forwards.
struct DepthSearch {
    const char* name;
    JumpHardestResult (*prove)(const JumpHardestQuestion&, const JumpSearchOptions&);
};
const DepthSearch depth_searches[] = {{"inwards", prove_hardest_jump_backward}, {"forwards", prove_hardest_jump_forward}};

}  // namespace

TEST_CASE("the hardest maze agrees with every maze solved, on small shapes", "[jump][hardest]") {
    for (const JumpHardestQuestion& q : small_questions()) {
        const Deepest truth = brute_force(q);
        check(q, prove_hardest_jump(q), q.unique ? truth.unique : truth.any);
        check(q, prove_hardest_jump_backward(q), q.unique ? truth.unique : truth.any);
        check(q, prove_hardest_jump_forward(q), q.unique ? truth.unique : truth.any);
    }
}

TEST_CASE("the inwards and forwards searches agree with every maze solved, every goal and start of 3x3 and 2x4",
          "[jump][hardest]") {
    for (const auto& [rows, cols] : {std::pair{3, 3}, {2, 4}}) {
        for (int goal = 0; goal < rows * cols; ++goal)
            for (int start = -1; start < rows * cols; ++start) {
                if (start == goal) continue;
                JumpHardestQuestion q{rows, cols, {goal / cols, goal % cols}, std::nullopt, false, 0};
                if (start >= 0) q.start = Cell{start / cols, start % cols};
                const Deepest truth = brute_force(q);
                for (const DepthSearch& search : depth_searches) {
                    INFO(search.name);
                    q.unique = false;
                    check(q, search.prove(q, {}), truth.any);
                    q.unique = true;
                    check(q, search.prove(q, {}), truth.unique);
                }
            }
    }
}

TEST_CASE("the inwards and forwards searches at one depth find a maze exactly when the hardest needs that many moves or more",
          "[jump][hardest]") {
    // --moves D: every depth of the small shapes (of 4x4, the top four and
    // the one below the most: far below it the first states are many),
    // against the brute force.
    for (const JumpHardestQuestion& q : small_questions()) {
        const Deepest truth = brute_force(q);
        const int most = q.unique ? truth.unique : truth.any;
        const int lowest = q.cells() > 12 ? most - 1 : 1;
        for (int moves = std::max(lowest, 1); moves < q.cells(); ++moves)
            for (const DepthSearch& search : depth_searches) {
                INFO(search.name << ": " << q.describe() << " at " << moves << " moves");
                JumpSearchOptions options;
                options.only_moves = moves;
                const JumpHardestResult result = search.prove(q, options);
                REQUIRE(result.units.size() == 1);
                CHECK(result.units[0].moves == moves);
                CHECK(result.units[0].found == (moves <= most));
                if (moves > most) {
                    CHECK(result.moves == -1);
                    continue;
                }
                check_one_depth(q, result, moves, most);
            }
    }
    JumpSearchOptions beyond;
    beyond.only_moves = 9;  // a 3x3 maze has at most 8 moves
    CHECK_THROWS_AS(prove_hardest_jump_backward({3, 3, {1, 1}, std::nullopt, false, 0}, beyond), std::invalid_argument);
    CHECK_THROWS_AS(prove_hardest_jump_forward({3, 3, {1, 1}, std::nullopt, false, 0}, beyond), std::invalid_argument);
}

TEST_CASE("one depth then the whole search one move past its maze (refute_above): proven only when the most", "[jump][hardest]") {
    // Against the brute force: from each of the top three depths of the
    // small shapes, by the whole search and by restarts, an answer proven is
    // the most, and a first maze that needs the most is always proven (the
    // whole search past it finds nothing, which check_one_depth's bound
    // makes sure of: no maze found needs more than the most).
    for (const JumpHardestQuestion& q : small_questions()) {
        const Deepest truth = brute_force(q);
        const int most = q.unique ? truth.unique : truth.any;
        for (int moves = std::max(most - 2, 1); moves <= most; ++moves)
            for (const DepthSearch& search : depth_searches)
                for (const std::uint64_t restarts : {0, 4000}) {
                    INFO(search.name << ": " << q.describe() << " from " << moves << " moves, " << restarts << " restarts");
                    JumpSearchOptions options;
                    options.only_moves = moves;
                    options.restarts = restarts;
                    options.restart_nodes = 64;
                    options.refute_above = true;
                    const JumpHardestResult result = search.prove(q, options);
                    check_one_depth(q, result, moves, most);
                    // Proven when the whole search found nothing past the first maze
                    // (or nothing can be past it), and then it is the most.
                    REQUIRE((result.units.size() == 1 || result.units.size() == 2));
                    CHECK(result.most_proven == (result.units.size() == 1 || !result.units[1].found));
                    if (result.units.size() == 1) CHECK(result.moves == q.cells() - 1);
                    if (result.most_proven) CHECK(result.moves == most);
                }
    }
    JumpSearchOptions every_depth;  // it follows one depth
    every_depth.refute_above = true;
    CHECK_THROWS_AS(prove_hardest_jump_forward({3, 3, {1, 1}, std::nullopt, false, 0}, every_depth), std::invalid_argument);
}

TEST_CASE("random restarts at one depth find a maze up to the hardest, and none past it", "[jump][hardest]") {
    // --restarts: a finder, not a proof. Every small shape's top three depths
    // and the one past the most (against the brute force; the seed fixes
    // every draw), and 5x5's 21 moves (centre goal, start free: the
    // outside-verified most) in a few thousand restarts.
    const auto restarts = [](int moves, std::uint64_t seed) {
        JumpSearchOptions options;
        options.only_moves = moves;
        options.restarts = 4000;
        options.restart_nodes = 64;
        options.seed = seed;
        return options;
    };
    for (const JumpHardestQuestion& q : small_questions()) {
        const Deepest truth = brute_force(q);
        const int most = q.unique ? truth.unique : truth.any;
        for (int moves = std::max(most - 2, 1); moves <= std::min(most + 1, q.cells() - 1); ++moves)
            for (const DepthSearch& search : depth_searches) {
                INFO(search.name << ": " << q.describe() << " at " << moves << " moves");
                const JumpHardestResult result = search.prove(q, restarts(moves, 1));
                REQUIRE(result.units.size() == 1);
                CHECK(result.units[0].found == (moves <= most));
                if (moves <= most) check_one_depth(q, result, moves, most);
            }
    }
    const JumpHardestQuestion five{5, 5, {2, 2}, std::nullopt, false, 0};
    for (const DepthSearch& search : depth_searches)
        for (const std::uint64_t seed : {1, 2, 3}) {
            INFO(search.name << ", seed " << seed);
            const JumpHardestResult result = search.prove(five, restarts(21, seed));
            check_one_depth(five, result, 21, 21);
            CHECK(!search.prove(five, restarts(22, seed)).units[0].found);
        }
    JumpSearchOptions every_depth;  // restarts prove nothing, so they cannot look for the most
    every_depth.restarts = 10;
    CHECK_THROWS_AS(prove_hardest_jump_backward(five, every_depth), std::invalid_argument);
    CHECK_THROWS_AS(prove_hardest_jump_forward(five, every_depth), std::invalid_argument);
}

TEST_CASE("the inwards and forwards searches: the eight 5x5 answers an outside exact search re-derived", "[jump][hardest]") {
    // reports/jump-hardest-proven.csv: goal in the centre and in the corner;
    // start free or at the bottom middle; any or one shortest solution.
    struct Known {
        Cell goal;
        bool free;
        bool unique;
        int moves;
    };
    for (const Known& known : {Known{{2, 2}, true, false, 21}, Known{{2, 2}, true, true, 20}, Known{{2, 2}, false, false, 20},
                               Known{{2, 2}, false, true, 19}, Known{{4, 4}, true, false, 22}, Known{{4, 4}, true, true, 20},
                               Known{{4, 4}, false, false, 20}, Known{{4, 4}, false, true, 19}}) {
        JumpHardestQuestion q{5, 5, known.goal, std::nullopt, known.unique, 0};
        if (!known.free) q.start = default_jump_start(5, 5);
        check(q, prove_hardest_jump_backward(q), known.moves);
        check(q, prove_hardest_jump_forward(q), known.moves);
    }
}

namespace {

// Each cell's fewest moves to the goal, by a plain breadth-first search
// along the jumps reversed (-1: never reaches it).
std::vector<int> plain_distances(const JumpBoard& board) {
    const auto cells = static_cast<std::size_t>(board.cell_count());
    std::vector<std::vector<int>> into(cells);
    for (int u = 0; u < board.cell_count(); ++u)
        for (const int to : testing::jump_landings(board, u)) into[static_cast<std::size_t>(to)].push_back(u);
    std::vector<int> distance(cells, -1), queue{board.goal_index()};
    distance[static_cast<std::size_t>(board.goal_index())] = 0;
    for (std::size_t i = 0; i < queue.size(); ++i)
        for (const int u : into[static_cast<std::size_t>(queue[i])])
            if (distance[static_cast<std::size_t>(u)] < 0) {
                distance[static_cast<std::size_t>(u)] = distance[static_cast<std::size_t>(queue[i])] + 1;
                queue.push_back(u);
            }
    return distance;
}

// What the twin cut rests on (docs/jump.md), checked on one square maze:
// for each diagonal every cell of which reaches the goal, the deepest layer
// holding one of its cells, if not the maze's deepest, holds another cell
// too; where both diagonals (apart: an even side) have the same such layer,
// it holds at least three cells. Returns how many layers it checked.
int check_twins(const JumpBoard& board) {
    const int n = board.rows;
    const std::vector<int> distance = plain_distances(board);
    const int deepest = *std::max_element(distance.begin(), distance.end());
    std::vector<int> layer_size(static_cast<std::size_t>(deepest) + 1, 0);
    for (const int d : distance)
        if (d >= 0) ++layer_size[static_cast<std::size_t>(d)];
    int first[2] = {-1, -1};  // each diagonal's deepest layer (-1: a cell never reaches the goal)
    int checked = 0;
    for (int which = 0; which < 2; ++which) {
        int most = 0;
        for (int i = 0; i < n && most >= 0; ++i) {
            const int d = distance[static_cast<std::size_t>(board.index({i, which == 0 ? i : n - 1 - i}))];
            most = d < 0 ? -1 : std::max(most, d);
        }
        first[which] = most;
        if (most < 0 || most == deepest) continue;
        INFO("diagonal " << which << ", its deepest layer " << most << " of " << deepest);
        CHECK(layer_size[static_cast<std::size_t>(most)] >= 2);
        ++checked;
    }
    if (n % 2 == 0 && first[0] >= 0 && first[0] == first[1] && first[0] < deepest) {
        CHECK(layer_size[static_cast<std::size_t>(first[0])] >= 3);
        ++checked;
    }
    return checked;
}

}  // namespace

TEST_CASE("the twin cut's lemma holds on the proven mazes and on every maze one magnitude away", "[jump][hardest]") {
    // The deepest mazes are where the layers are single cells and the lemma
    // bites: each witness of data/jump/hardest/proven (5x5 to 8x8) and every
    // maze with one magnitude changed, by a breadth-first search apart from
    // the searches. 3x3 and 4x4 are covered whole by the brute force above.
    int mazes = 0, checked = 0;
    for (const int n : {5, 6, 7, 8})
        for (const char* goal : {"centre", "corner"})
            for (const char* start : {"any", "fixed"})
                for (const char* unique : {"", "-unique"}) {
                    const std::string path = std::string(PUZZLEBOX_SOURCE_DIR) + "/data/jump/hardest/proven/jump-" +
                                             std::to_string(n) + "x" + std::to_string(n) + "-" + goal + "-start-" + start +
                                             unique + ".txt";
                    TextSource source = TextSource::from_file(path);
                    JumpBoard board = read_jump_board(source);
                    INFO(path);
                    for (int u = 0; u < board.cell_count(); ++u) {
                        if (u == board.goal_index()) continue;
                        const int room = jump_room(n, n, board.cell(u));
                        const int was = board.values[static_cast<std::size_t>(u)];
                        for (int m = 1; m <= room; ++m) {
                            board.values[static_cast<std::size_t>(u)] = m;
                            checked += check_twins(board);
                            ++mazes;
                        }
                        board.values[static_cast<std::size_t>(u)] = was;
                    }
                }
    CHECK(mazes == 7072);    // every magnitude of every cell but the goal, of the 32 witnesses
    CHECK(checked > 10000);  // layers where the lemma had something to say (10,155 today)
}

TEST_CASE("the inwards search's estimate against the search itself without its table", "[jump][hardest]") {
    // With no table of failed states the search visits exactly the tree the
    // probes sample, so at a refuted depth its nodes are what the estimate
    // is of; the table can only cut them.
    JumpSearchOptions no_table;
    no_table.memo_states = 0;
    for (const JumpHardestQuestion& q : {JumpHardestQuestion{5, 5, {2, 2}, std::nullopt, false, 0},
                                         JumpHardestQuestion{5, 5, {4, 4}, default_jump_start(5, 5), true, 0},
                                         JumpHardestQuestion{4, 4, {3, 3}, std::nullopt, true, 0}}) {
        const JumpHardestResult whole = prove_hardest_jump_backward(q, no_table);
        const JumpHardestResult tabled = prove_hardest_jump_backward(q);
        REQUIRE(whole.moves == tabled.moves);
        REQUIRE(whole.units.size() == tabled.units.size());
        for (std::size_t i = 0; i < whole.units.size(); ++i) {
            const JumpHardestUnit& unit = whole.units[i];
            INFO(q.describe() << ", " << unit.moves << " moves: " << unit.nodes << " nodes without the table");
            CHECK(tabled.units[i].nodes <= unit.nodes);
            const JumpBackwardEstimate estimate = estimate_hardest_jump_backward(q, unit.moves, 100000);
            INFO("estimate 10^" << estimate.log10_nodes << " +- " << estimate.relative_error);
            CHECK(estimate.probes == 100000);
            CHECK((!estimate.reached || unit.found));  // a probe meets a maze only where there is one
            if (unit.found) continue;                  // the search stopped at its first maze
            // Within a factor of 2 (seed 1's 100,000 probes: 0.21 at most, the
            // deeper trees' heavy tails a little under).
            CHECK(std::abs(estimate.log10_nodes - std::log10(static_cast<double>(unit.nodes))) < 0.3);
            CHECK(estimate.relative_error < 0.6);
        }
    }
    const JumpHardestQuestion q{3, 3, {1, 1}, std::nullopt, false, 0};
    CHECK_THROWS_AS(estimate_hardest_jump_backward(q, 0, 10), std::invalid_argument);
    CHECK_THROWS_AS(estimate_hardest_jump_backward(q, 9, 10), std::invalid_argument);
    CHECK_THROWS_AS(estimate_hardest_jump_backward(q, 5, 10, 3), std::invalid_argument);  // more first states than 3
}

TEST_CASE("the hardest 4x4 mazes, every magnitude, against the brute force", "[jump][hardest]") {
    // 2.8 and 4.3 million mazes: the published-size case the layers must get right.
    for (const Cell goal : {Cell{3, 3}, Cell{2, 2}}) {
        JumpHardestQuestion q{4, 4, goal, std::nullopt, false, 0};
        const Deepest truth = brute_force(q);
        check(q, prove_hardest_jump(q), truth.any);
        check(q, prove_hardest_jump_backward(q), truth.any);
        check(q, prove_hardest_jump_forward(q), truth.any);
        q.unique = true;
        check(q, prove_hardest_jump(q), truth.unique);
        check(q, prove_hardest_jump_backward(q), truth.unique);
        check(q, prove_hardest_jump_forward(q), truth.unique);
    }
}

TEST_CASE("the hardest maze: shards and checkpoints change nothing", "[jump][hardest]") {
    const JumpHardestQuestion q{4, 4, {3, 3}, std::nullopt, true, 0};
    const JumpHardestResult whole = prove_hardest_jump(q);
    REQUIRE(whole.moves > 0);

    // Three shards, each down to the whole run's answer on its own: the same units.
    std::vector<JumpHardestUnit> from_shards;
    int best = -1;
    for (int i = 0; i < 3; ++i) {
        JumpHardestOptions options;
        options.at_least = whole.moves;
        options.shard = {i, 3};
        const JumpHardestResult part = prove_hardest_jump(q, options);
        best = std::max(best, part.moves);
        from_shards.insert(from_shards.end(), part.units.begin(), part.units.end());
    }
    CHECK(best == whole.moves);
    const auto order = [](const JumpHardestUnit& a, const JumpHardestUnit& b) {
        return std::pair{-a.moves, a.item} < std::pair{-b.moves, b.item};
    };
    std::sort(from_shards.begin(), from_shards.end(), order);
    std::vector<JumpHardestUnit> whole_units = whole.units;
    std::sort(whole_units.begin(), whole_units.end(), order);
    CHECK(from_shards == whole_units);

    // A run stopped after its first batches, resumed from what they finished.
    std::vector<JumpHardestUnit> saved;
    JumpHardestOptions first;
    first.batch_units = 2;
    first.on_batch = [&](const std::vector<JumpHardestUnit>& units) {
        if (saved.empty() && units.size() >= 4) saved = units;
    };
    prove_hardest_jump(q, first);
    REQUIRE(saved.size() >= 4);
    JumpHardestOptions resumed;
    resumed.done = saved;
    const JumpHardestResult again = prove_hardest_jump(q, resumed);
    CHECK(again.moves == whole.moves);
    CHECK(again.units == whole.units);
    CHECK(again.nodes() == whole.nodes());
}

TEST_CASE("the hardest maze: witnesses as text, and bad questions", "[jump][hardest]") {
    const JumpHardestQuestion q{3, 3, {1, 1}, std::nullopt, false, 0};
    const JumpHardestResult result = prove_hardest_jump(q);
    REQUIRE(result.witness);
    const auto back = jump_witness_from_text(q, jump_witness_text(*result.witness));
    REQUIRE(back);
    CHECK(back->values == result.witness->values);
    CHECK(back->start == result.witness->start);
    CHECK_FALSE(jump_witness_from_text(q, "start 1,1 values 1 1 1 1 0 1 1 1"));    // one value short
    CHECK_FALSE(jump_witness_from_text(q, "start 0,0 values 3 1 1 1 0 1 1 1 1"));  // 3 does not fit
    CHECK_FALSE(jump_witness_from_text(q, "start 0,0 values 1 1 1 1 0 1 1 1 1 x"));
    CHECK_THROWS_AS(prove_hardest_jump({1, 1, {0, 0}, std::nullopt, false, 0}), std::invalid_argument);
    CHECK_THROWS_AS(prove_hardest_jump({3, 3, {1, 1}, Cell{1, 1}, false, 0}), std::invalid_argument);
    CHECK_THROWS_AS(prove_hardest_jump({9, 9, {4, 4}, std::nullopt, false, 0}), std::invalid_argument);
    CHECK_THROWS_AS(prove_hardest_jump_backward({1, 1, {0, 0}, std::nullopt, false, 0}), std::invalid_argument);
    CHECK_THROWS_AS(prove_hardest_jump_backward({3, 3, {1, 1}, Cell{1, 1}, false, 0}), std::invalid_argument);
}

namespace {

// The eight 5x5 questions: goal in the centre or the corner, start free or
// at the bottom middle, any or one shortest solution.
std::vector<JumpHardestQuestion> five_by_five_questions() {
    std::vector<JumpHardestQuestion> questions;
    for (const Cell goal : {Cell{2, 2}, Cell{4, 4}})
        for (const bool unique : {false, true}) {
            questions.push_back({5, 5, goal, std::nullopt, unique, 0});
            questions.push_back({5, 5, goal, default_jump_start(5, 5), unique, 0});
        }
    return questions;
}

// A search written once over every width: forced wide on boards that fit
// 64 bits, every depth's node count and the maze come out the same.
void check_same_when_wide(const DepthSearch& search, const std::vector<JumpHardestQuestion>& questions) {
    for (const JumpHardestQuestion& q : questions) {
        const JumpHardestResult narrow_result = search.prove(q, {});
        for (const int bits : {128, 256, 512}) {
            INFO(search.name << ": " << q.describe() << ", " << bits << "-bit states");
            JumpSearchOptions wide;
            wide.mask_bits = bits;
            const JumpHardestResult wide_result = search.prove(q, wide);
            CHECK(wide_result.units == narrow_result.units);
            REQUIRE(wide_result.witness);
            CHECK(wide_result.witness->values == narrow_result.witness->values);
        }
    }
}

}  // namespace

TEST_CASE("the inwards search in wider states: the same nodes and mazes, and past 64 cells the outside check's answers",
          "[jump][hardest]") {
    // One search written over either width: forced wide on boards that fit
    // 64 bits, every depth's node count and the maze come out the same.
    std::vector<JumpHardestQuestion> questions = five_by_five_questions();
    questions.push_back({7, 7, {3, 3}, std::nullopt, false, 0});
    questions.push_back({6, 6, {5, 5}, default_jump_start(6, 6), true, 0});
    check_same_when_wide(depth_searches[0], questions);
    // Past 64 cells, what reports/jump_twin_check.py (plain Python, forward
    // layers) derives on its own: the start free (reports/jump-hardest-twins.csv)
    // and the start fixed at the bottom middle (its --start: none at one move
    // more, docs/jump.md), each witness re-solved.
    check({9, 9, {4, 4}, std::nullopt, false, 0}, prove_hardest_jump_backward({9, 9, {4, 4}, std::nullopt, false, 0}), 78);
    check({10, 10, {9, 9}, std::nullopt, false, 0}, prove_hardest_jump_backward({10, 10, {9, 9}, std::nullopt, false, 0}), 97);
    const JumpHardestQuestion fixed{9, 9, {4, 4}, default_jump_start(9, 9), false, 0};
    check(fixed, prove_hardest_jump_backward(fixed), 77);
    const JumpHardestQuestion ten{10, 10, {5, 5}, default_jump_start(10, 10), true, 0};
    check(ten, prove_hardest_jump_backward(ten), 97);  // one shortest solution, and still what the start allows
    // Past 128 cells, in four words: 14x14, goal in the corner, the start at
    // the bottom middle (the check: none of 194 from there).
    const JumpHardestQuestion fourteen{14, 14, {13, 13}, default_jump_start(14, 14), true, 0};
    check(fourteen, prove_hardest_jump_backward(fourteen), 193);
    CHECK_NOTHROW(check_hardest_question({22, 22, {11, 11}, std::nullopt, false, 0}, JumpHardestQuestion::max_cells_wide));
    CHECK_THROWS_AS(prove_hardest_jump_backward({23, 23, {11, 11}, std::nullopt, false, 0}), std::invalid_argument);
}

TEST_CASE("the forwards search: the same in wider states, and the odd corners the inwards one cannot prove", "[jump][hardest]") {
    std::vector<JumpHardestQuestion> questions = five_by_five_questions();
    questions.push_back({7, 7, {6, 6}, std::nullopt, true, 0});
    questions.push_back({8, 8, {4, 4}, default_jump_start(8, 8), true, 0});
    check_same_when_wide(depth_searches[1], questions);
    // The 6x6 to 8x8 answers of reports/jump-hardest-proven.csv (the inwards
    // search's proofs, each also re-derived by reports/jump_twin_check.py).
    check({6, 6, {5, 5}, std::nullopt, false, 0}, prove_hardest_jump_forward({6, 6, {5, 5}, std::nullopt, false, 0}), 33);
    check({7, 7, {3, 3}, default_jump_start(7, 7), true, 0},
          prove_hardest_jump_forward({7, 7, {3, 3}, default_jump_start(7, 7), true, 0}), 44);
    check({8, 8, {7, 7}, default_jump_start(8, 8), false, 0},
          prove_hardest_jump_forward({8, 8, {7, 7}, default_jump_start(8, 8), false, 0}), 61);
    // 9x9, goal in the corner: what the forward check derives on its own
    // (reports/jump-hardest-twins.csv: 78 with the start free; with it at the
    // bottom middle, --start: 77 found, none of 78), and with one shortest
    // solution from there the same 77.
    const JumpHardestQuestion corner{9, 9, {8, 8}, std::nullopt, false, 0};
    check(corner, prove_hardest_jump_forward(corner), 78);
    JumpHardestQuestion fixed{9, 9, {8, 8}, default_jump_start(9, 9), false, 0};
    check(fixed, prove_hardest_jump_forward(fixed), 77);
    fixed.unique = true;
    check(fixed, prove_hardest_jump_forward(fixed), 77);
    // Random restarts from the start: 13x13, corner goal, start at the bottom
    // middle, 165 moves (n^2 - 4; the forward check: none of 166), proven
    // the most by the whole search one move past it.
    const JumpHardestQuestion thirteen{13, 13, {12, 12}, default_jump_start(13, 13), false, 0};
    JumpSearchOptions restarts;
    restarts.only_moves = 165;
    restarts.restarts = 100000;
    restarts.restart_nodes = 4096;
    restarts.refute_above = true;  // then the whole search: none of 166
    const JumpHardestResult found = prove_hardest_jump_forward(thirteen, restarts);
    check_one_depth(thirteen, found, 165, 165);
    CHECK(found.most_proven);
    REQUIRE(found.units.size() == 2);
    CHECK(found.units[1].moves == 166);
    CHECK(!found.units[1].found);
    CHECK_THROWS_AS(prove_hardest_jump_forward({23, 23, {11, 11}, std::nullopt, false, 0}), std::invalid_argument);
}
