// IDA* with pattern databases against the breadth-first table: on random
// arrangements of 2x3, 3x3 and 2x4 boards, in all three turn sets, IDA*'s
// optimal length equals the table's distance, its solution replays to the
// target, and its count of optimal solutions equals the table's. Pattern
// databases against a plain breadth-first search of the tracked tiles; the
// generator's beyond-the-table path against the table; a node limit of the
// whole search's nodes is enough and one fewer is not, on one thread and two.
#include "solve/rotate/rotate_ida.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <limits>
#include <map>
#include <numeric>
#include <set>

#include <catch2/catch.hpp>
#include <tbb/task_arena.h>
#include <unistd.h>

#include "gen/rotate/rotate_generator.hpp"
#include "puzzles/rotate/rotate_validate.hpp"
#include "solve/rotate/rotate_pattern_db.hpp"
#include "solve/rotate/rotate_solver.hpp"
#include "support/output_file.hpp"
#include "support/random.hpp"
#include "tests/sanitizer.hpp"

using namespace puzzlebox;

namespace {

// The tracked tiles' distances by a plain breadth-first search over std::map
// (blanks are -1; the tile homed on homes[i] is named names[i], by default
// i, so that tiles of one name are alike): independent of the ranking and
// of the byte table.
std::map<std::vector<int>, int> plain_pattern_distances(const RotateBoard& shape, const std::vector<int>& homes,
                                                        std::vector<int> names = {}) {
    if (names.empty()) {
        names.resize(homes.size());
        std::iota(names.begin(), names.end(), 0);
    }
    std::vector<RotateMove> inverse = rotate_moves(shape);
    for (auto& move : inverse) move = puzzlebox::inverse(move);
    std::vector<int> start(static_cast<std::size_t>(shape.cell_count()), -1);
    for (std::size_t i = 0; i < homes.size(); ++i) start[static_cast<std::size_t>(homes[i])] = names[i];
    std::map<std::vector<int>, int> distance{{start, 0}};
    std::vector<std::vector<int>> frontier{start};
    for (int d = 1; !frontier.empty(); ++d) {
        std::vector<std::vector<int>> next;
        for (const auto& state : frontier)
            for (const auto& move : inverse) {
                std::vector<int> moved = state;
                apply_rotate_move(shape, move, moved);
                if (distance.emplace(moved, d).second) next.push_back(moved);
            }
        frontier = std::move(next);
    }
    return distance;
}

// Databases of `tiles` tiles (0: as many as `max_states` allows), no cache.
RotatePatternOptions tracking(int tiles, std::uint64_t max_states) {
    RotatePatternOptions options;
    options.tiles = tiles;
    options.max_states = max_states;
    return options;
}

// The 3x4 board's antipode under clockwise turns: 20 moves.
RotateBoard antipode_3x4() {
    RotateBoard board = solved_rotate_board(3, 4, 2, RotateTurns::cw);
    board.grid = {5, 6, 1, 2, 9, 10, 7, 3, 12, 11, 8, 4};
    return board;
}

// IDA* on `patterns` solves `board` (its grid reachable) in the table's
// moves, with one valid solution, and counts the table's optimal solutions
// when `count` is asked for.
void check_ida_against_table(const RotateBoard& board, const RotatePatterns& patterns, const RotateDistanceTable& table,
                             const RotateDescent& descent, bool count) {
    const int distance = *descent.distance(board.grid);
    const RotateResult first = solve_rotate_ida(board, patterns, SearchGoal::first);
    REQUIRE(first.moves == distance);
    REQUIRE(first.solutions.size() == 1);
    CHECK(check_rotate_solution(board, first.solutions[0]).valid);
    if (count) {
        const RotateResult counted = solve_rotate_ida(board, patterns, SearchGoal::count);
        CHECK(counted.count == solve_rotate_board(board, table, SearchGoal::count).count);
    }
}

}  // namespace

TEST_CASE("pattern database distances agree with a plain breadth-first search", "[rotate][ida]") {
    for (const RotateTurns turns : {RotateTurns::cw, RotateTurns::both, RotateTurns::half}) {
        const RotateBoard shape = solved_rotate_board(3, 3, 2, turns);
        const std::vector<int> homes{0, 4, 8, 2};
        const RotatePatternDatabase database(shape, homes);
        const auto plain = plain_pattern_distances(shape, homes);
        REQUIRE(database.size() == 9 * 8 * 7 * 6);
        std::uint64_t reached = 0;
        for (std::uint64_t layer : database.layers()) reached += layer;
        CHECK(reached == plain.size());
        for (const auto& [state, distance] : plain) {
            std::array<std::uint8_t, 64> cells{};
            for (std::size_t c = 0; c < state.size(); ++c)
                if (state[c] >= 0) cells[static_cast<std::size_t>(state[c])] = static_cast<std::uint8_t>(c);
            REQUIRE(database.distance(cells.data()) == distance);
            std::array<std::uint8_t, 64> back{};
            database.unrank(database.rank(cells.data()), back.data());
            REQUIRE(std::equal(back.begin(), back.begin() + 4, cells.begin()));
        }
    }
}

TEST_CASE("alike tiles: databases of whole labels agree with a plain breadth-first search", "[rotate][ida]") {
    // Three tiles of one label homed on 0, 1, 2 and two of another on 3, 4
    // (cells 5 up: blanks), on 3x3 and 2x4, every turn set: the database's
    // distance of each placement is the plain search's, whatever order the
    // alike tiles' cells come in, and each rank is one placement.
    Random random(3);
    const std::vector<int> homes{0, 1, 2, 3, 4}, runs{3, 2}, names{0, 0, 0, 1, 1};
    for (const auto& [rows, cols] : {std::pair{3, 3}, std::pair{2, 4}})
        for (const RotateTurns turns : {RotateTurns::cw, RotateTurns::both, RotateTurns::half}) {
            const RotateBoard shape = solved_rotate_board(rows, cols, 2, turns);
            INFO(rows << "x" << cols << " " << to_string(turns));
            const int n = rows * cols;
            const RotatePatternDatabase database(shape, homes, {}, StopCheck(), runs);
            const auto plain = plain_pattern_distances(shape, homes, names);
            const std::uint64_t placements = static_cast<std::uint64_t>(n * (n - 1) * (n - 2) / 6) *
                                             static_cast<std::uint64_t>((n - 3) * (n - 4) / 2);  // C(n,3) C(n-3,2)
            REQUIRE(database.size() == placements);
            REQUIRE(plain.size() == placements);  // 2x2 blocks reach every placement
            CHECK(std::accumulate(database.layers().begin(), database.layers().end(), std::uint64_t{0}) == placements);
            std::set<std::uint64_t> ranks;
            for (const auto& [state, distance] : plain) {
                std::vector<std::uint8_t> first, second;  // each label's cells
                for (std::size_t c = 0; c < state.size(); ++c)
                    if (state[c] >= 0) (state[c] == 0 ? first : second).push_back(static_cast<std::uint8_t>(c));
                random.shuffle(first.begin(), first.end());
                random.shuffle(second.begin(), second.end());
                std::array<std::uint8_t, 64> cells{};
                std::copy(first.begin(), first.end(), cells.begin());
                std::copy(second.begin(), second.end(), cells.begin() + 3);
                REQUIRE(database.distance(cells.data()) == distance);
                const std::uint64_t rank = database.rank(cells.data());
                REQUIRE(rank < placements);
                ranks.insert(rank);
                std::array<std::uint8_t, 64> back{};
                database.unrank(rank, back.data());
                std::sort(first.begin(), first.end());
                std::sort(second.begin(), second.end());
                REQUIRE(std::equal(first.begin(), first.end(), back.begin()));
                REQUIRE(std::equal(second.begin(), second.end(), back.begin() + 3));
            }
            CHECK(ranks.size() == placements);
        }
}

TEST_CASE("a cached pattern database is bound to its shape, turn set and pattern", "[rotate][ida][cache]") {
    // The plain breadth-first search above proves these tables right; here a
    // table saved for one turn set must not load for another, however its
    // header is edited, and the spot check tells the tables apart.
    const std::vector<int> homes{0, 4, 8, 2};
    const RotateBoard cw = solved_rotate_board(3, 3, 2, RotateTurns::cw);
    const RotateBoard both = solved_rotate_board(3, 3, 2, RotateTurns::both);
    const RotatePatternDatabase cw_table(cw, homes), both_table(both, homes);
    CHECK(cw_table.spot_check(cw, 1 << 12).empty());
    CHECK(both_table.spot_check(both, 1 << 12).empty());
    CHECK_FALSE(cw_table.spot_check(both, 1 << 12).empty());
    CHECK_FALSE(both_table.spot_check(cw, 1 << 12).empty());

    const auto dir = std::filesystem::temp_directory_path() / ("puzzlebox-pdb-test-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto cw_file = dir / RotatePatternDatabase::file_name(cw, homes);
    const auto both_file = dir / RotatePatternDatabase::file_name(both, homes);
    cw_table.save(cw_file);
    both_table.save(both_file);
    std::string problem;
    REQUIRE(RotatePatternDatabase::load(cw_file, cw, homes, problem));
    CHECK(problem.empty());
    const auto bytes = [](const std::filesystem::path& file) {
        std::ifstream in(file, std::ios::binary);
        return std::string(std::istreambuf_iterator<char>(in), {});
    };
    const auto head = [](const std::string& data) { return data.substr(0, data.find("\nlayers ") + 1); };
    const std::string cw_bytes = bytes(cw_file), both_bytes = bytes(both_file);
    // The cw file with 'both' written over 'cw': the header no longer matches.
    std::string edited = cw_bytes;
    edited.replace(edited.find("turns cw"), 8, "turns both");
    write_file_atomically(both_file, edited);
    CHECK_FALSE(RotatePatternDatabase::load(both_file, both, homes, problem));
    CHECK_FALSE(problem.empty());
    // The true 'both' header over the cw layers and table: the checksum covers the header.
    write_file_atomically(both_file, head(both_bytes) + cw_bytes.substr(head(cw_bytes).size()));
    CHECK_FALSE(RotatePatternDatabase::load(both_file, both, homes, problem));
    CHECK(problem.find("checksum") != std::string::npos);
    // The true file loads again.
    write_file_atomically(both_file, both_bytes);
    REQUIRE(RotatePatternDatabase::load(both_file, both, homes, problem));
    std::filesystem::remove_all(dir);
}

TEST_CASE("IDA* finds the breadth-first distance and count on random arrangements", "[rotate][ida]") {
    struct Shape {
        int rows, cols;
    };
    Random random(2026);
    for (const Shape shape : {Shape{2, 3}, Shape{3, 3}, Shape{2, 4}})
        for (const RotateTurns turns : {RotateTurns::cw, RotateTurns::both, RotateTurns::half}) {
            RotateBoard board = solved_rotate_board(shape.rows, shape.cols, 2, turns);
            const RotateDistanceTable table(board);
            const RotateDescent descent(board, table);
            // Small databases (3 tiles), so that the search has work to do.
            const RotatePatterns patterns(board, tracking(3, 1 << 20));
            INFO(shape.rows << "x" << shape.cols << " " << to_string(turns));
            CHECK(patterns.lookups() >= 2);
            for (int trial = 0; trial < 12; ++trial) {
                // A uniformly random reachable arrangement.
                std::vector<int> grid(board.target.size());
                do {
                    std::iota(grid.begin(), grid.end(), 1);
                    random.shuffle(grid.begin(), grid.end());
                } while (!descent.reachable(grid));
                board.grid = grid;
                check_ida_against_table(board, patterns, table, descent, trial < 4);
            }
        }
}

TEST_CASE("colour boards: IDA* on databases of whole labels gives the table's length and count", "[rotate][ida]") {
    // Repeated labels: Twiddle's rows-only targets, two colours, and unique
    // labels beside repeated ones, on 3x3, 2x4 and 3x4 in every turn set;
    // random reachable arrangements (by the table), default budgets.
    struct Case {
        int rows, cols;
        std::vector<int> target;
    };
    const std::vector<Case> cases{
        {3, 3, {1, 1, 1, 2, 2, 2, 3, 3, 3}},
        {3, 3, {1, 2, 2, 2, 3, 4, 4, 4, 5}},
        {2, 4, {1, 1, 1, 1, 2, 2, 2, 2}},
        {3, 4, {1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3}},
        {3, 4, {1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4}},
        {2, 4, {1, 2, 3, 3, 3, 3, 4, 5}},
    };
    Random random(77);
    for (const Case& shape : cases)
        for (const RotateTurns turns : {RotateTurns::cw, RotateTurns::both, RotateTurns::half}) {
            RotateBoard board = solved_rotate_board(shape.rows, shape.cols, 2, turns);
            board.target = shape.target;
            board.grid = shape.target;
            const RotateDistanceTable table(board);
            const RotateDescent descent(board, table);
            RotatePatternOptions options;
            options.max_states = rotate_pattern_budget(board);
            const RotatePatterns patterns(board, options);
            INFO(shape.rows << "x" << shape.cols << " " << to_string(turns) << " budget " << options.max_states);
            REQUIRE(std::any_of(patterns.databases().begin(), patterns.databases().end(),
                                [](const auto& database) { return !database->runs().empty(); }));
            CHECK(rotate_solvability_settled(board));  // 2x2 blocks: every permutation
            for (int trial = 0; trial < 6; ++trial) {
                do random.shuffle(board.grid.begin(), board.grid.end());
                while (!descent.reachable(board.grid));
                check_ida_against_table(board, patterns, table, descent, trial < 2);
            }
        }
}

TEST_CASE("colour boards: the moves' group settles solvability only where the table agrees", "[rotate][ida]") {
    // 2x3 with 2x2 blocks reaches 120 of the 720 permutations: with one
    // label twice, an arrangement is settled solvable only if the table
    // reaches it, and some the table does not reach are left unsettled.
    RotateBoard board = solved_rotate_board(2, 3, 2, RotateTurns::both);
    board.target = {1, 1, 2, 3, 4, 5};
    board.grid = board.target;
    const RotateDistanceTable table(board);
    const RotateDescent descent(board, table);
    int settled = 0, unreachable = 0;
    std::vector<int> grid = board.target;
    do {
        board.grid = grid;
        const bool reachable = descent.reachable(grid);
        if (rotate_solvability_settled(board)) {
            REQUIRE(reachable);
            ++settled;
        }
        unreachable += reachable ? 0 : 1;
    } while (std::next_permutation(grid.begin(), grid.end()));
    CHECK(settled > 0);
    CHECK(unreachable > 0);
    // 3x3 and 2x4 with 2x2 blocks reach every permutation: every colour board is settled.
    for (const auto& [rows, cols] : {std::pair{3, 3}, std::pair{2, 4}}) {
        RotateBoard colours = solved_rotate_board(rows, cols, 2, RotateTurns::cw);
        colours.target.assign(colours.target.size(), 1);
        colours.target.back() = 2;
        colours.grid = colours.target;
        std::swap(colours.grid.front(), colours.grid.back());
        CHECK(rotate_solvability_settled(colours));
    }
}

TEST_CASE("a symmetric arrangement: one first move of each class", "[rotate][ida]") {
    // The reversed boards keep all 8 symmetries. Turning either way, a
    // reflection takes a clockwise turn to an anticlockwise one, so on 5x5
    // (a 4x4 grid of blocks) the classes are the corner blocks', the middle
    // four's, and two of the eight edge blocks' (no symmetry but the
    // identity keeps an edge block in place): 4 of 32 moves. On 4x4 (3x3
    // blocks) the middle block's two turns are one class, and the edges'
    // eight and the corners' eight: 3 of 18. Clockwise only, just the four
    // rotations map moves onto moves: 4 of 16 on 5x5. A board with no
    // symmetry tries every move.
    const auto reversed = [](int side, RotateTurns turns) {
        RotateBoard board = solved_rotate_board(side, side, 2, turns);
        std::reverse(board.grid.begin(), board.grid.end());
        return board;
    };
    CHECK(rotate_ida_first_moves(reversed(5, RotateTurns::both)) == 4);
    CHECK(rotate_ida_first_moves(reversed(4, RotateTurns::both)) == 3);
    CHECK(rotate_ida_first_moves(reversed(5, RotateTurns::cw)) == 4);
    RotateBoard plain = solved_rotate_board(5, 5, 2, RotateTurns::both);
    std::swap(plain.grid[0], plain.grid[1]);
    CHECK(rotate_ida_first_moves(plain) == 32);
}

TEST_CASE("every symmetric arrangement of 3x3 and 2x4: still the breadth-first distance", "[rotate][ida][long]") {
    // Every reachable arrangement of 3x3 and 2x4 with a symmetry: the first
    // solution is as short as the breadth-first distance, and valid.
    struct Shape {
        int rows, cols;
    };
    for (const Shape shape : {Shape{3, 3}, Shape{2, 4}})
        for (const RotateTurns turns : {RotateTurns::cw, RotateTurns::both, RotateTurns::half}) {
            RotateBoard board = solved_rotate_board(shape.rows, shape.cols, 2, turns);
            const RotateDistanceTable table(board);
            const RotateDescent descent(board, table);
            const RotatePatterns patterns(board, tracking(3, 1 << 20));
            const int all = static_cast<int>(rotate_moves(board).size());
            INFO(shape.rows << "x" << shape.cols << " " << to_string(turns));
            std::vector<int> grid(board.target.size());
            std::iota(grid.begin(), grid.end(), 1);
            int symmetric = 0;
            do {
                board.grid = grid;
                if (rotate_ida_first_moves(board) == all) continue;
                const auto distance = descent.distance(grid);
                if (!distance) continue;
                ++symmetric;
                const RotateResult first = solve_rotate_ida(board, patterns, SearchGoal::first);
                REQUIRE(first.moves == *distance);
                REQUIRE(first.solutions.size() == 1);
                REQUIRE(check_rotate_solution(board, first.solutions[0]).valid);
            } while (std::next_permutation(grid.begin(), grid.end()));
            CHECK(symmetric > 0);
        }
}

TEST_CASE("the bound by direction with line conflicts never passes the breadth-first distance", "[rotate][ida][long]") {
    // Every arrangement of 2x3, 3x3 and 2x4 boards (2x2 blocks, all three
    // turn sets) that the moves reach. A quarter turn moves one tile each
    // way across and one each way down (a half turn two each way, diagonally),
    // so the steps across, plus two for every tile that must leave its home
    // column and come back, over 2 (4 for half turns) is a bound; and so
    // down, with the rows; and so is the whole lower bound. On 3x3 the line
    // conflicts raise the bound over Manhattan's on some arrangements, and
    // taking the two directions apart raises it over their sum's on others
    // (else this would test nothing). The search keeps the line conflicts
    // move by move; the tests of IDA* above check what it finds with them.
    struct Shape {
        int rows, cols;
    };
    for (const Shape shape : {Shape{2, 3}, Shape{3, 3}, Shape{2, 4}})
        for (const RotateTurns turns : {RotateTurns::cw, RotateTurns::both, RotateTurns::half}) {
            const RotateBoard board = solved_rotate_board(shape.rows, shape.cols, 2, turns);
            const RotateDistanceTable table(board);
            const RotateDescent descent(board, table);
            const RotatePatterns patterns(board, tracking(1, 1 << 20));
            REQUIRE(patterns.bound_name() == "axes+lines");
            const int n = board.cell_count(), step = turns == RotateTurns::half ? 4 : 2;  // a turn's steps each way
            const auto over = [&](int steps) { return (steps + step - 1) / step; };
            std::vector<int> grid(static_cast<std::size_t>(n));
            std::iota(grid.begin(), grid.end(), 1);
            std::uint64_t reached = 0, raised_by_lines = 0, raised_by_axes = 0;
            do {
                const auto distance = descent.distance(grid);
                if (!distance) continue;
                ++reached;
                RotatePatterns::Cells tile{}, cell_of{};
                int across = 0, down = 0, farthest = 0;
                for (int c = 0; c < n; ++c) {
                    const int home = grid[static_cast<std::size_t>(c)] - 1;
                    tile[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(home);
                    cell_of[static_cast<std::size_t>(home)] = static_cast<std::uint8_t>(c);
                    const int tile_across = std::abs(c % shape.cols - home % shape.cols);
                    const int tile_down = std::abs(c / shape.cols - home / shape.cols);
                    across += tile_across;
                    down += tile_down;
                    farthest = std::max(farthest, tile_across + tile_down);
                }
                int row_lines = 0, col_lines = 0;
                for (int line = 0; line < patterns.line_count(); ++line)
                    (line < shape.rows ? row_lines : col_lines) += patterns.line_steps(tile, line);
                const int plain = (across + down + 2 * step - 1) / (2 * step);
                const int summed = (across + down + row_lines + col_lines + 2 * step - 1) / (2 * step);
                const int by_axes = std::max(over(across + col_lines), over(down + row_lines));
                INFO(shape.rows << "x" << shape.cols << " " << to_string(turns) << ", distance " << *distance << ", across "
                                << across << ", down " << down << ", row conflicts " << row_lines << ", column conflicts "
                                << col_lines);
                REQUIRE(by_axes <= *distance);
                const int bound = patterns.lower_bound(tile, cell_of, std::numeric_limits<int>::max());
                REQUIRE(bound >= by_axes);  // the search prunes with all of it
                REQUIRE(bound <= *distance);
                // Turning either way, a tile goes anywhere one cell a turn, so
                // the one-tile databases add just the farthest tile's steps.
                if (turns == RotateTurns::both) REQUIRE(bound == std::max(by_axes, farthest));
                raised_by_lines += summed > plain;
                raised_by_axes += by_axes > summed;
            } while (std::next_permutation(grid.begin(), grid.end()));
            CHECK(reached == table.reachable());
            if (shape.rows == 3) CHECK(raised_by_lines > 0);
            if (shape.rows == 3) CHECK(raised_by_axes > 0);
        }
    // Larger blocks move a tile past others in its row: no line conflicts.
    CHECK(RotatePatterns(solved_rotate_board(3, 3, 3, RotateTurns::cw), tracking(1, 1 << 20)).bound_name() == "axes");
}

TEST_CASE("line conflicts as defined: tiles in their home line off a longest increasing run, two steps each", "[rotate][ida]") {
    // Lines of up to 6 cells are read from a table, longer ones by patience
    // sorting: both against a plain quadratic longest run, on random
    // arrangements of 5x5, 7x7 and 4x9 (rows of 9, columns of 4).
    struct Shape {
        int rows, cols;
    };
    Random random(29);
    for (const Shape shape : {Shape{5, 5}, Shape{7, 7}, Shape{4, 9}}) {
        const RotateBoard board = solved_rotate_board(shape.rows, shape.cols, 2, RotateTurns::both);
        const RotatePatterns patterns(board, tracking(1, 1 << 20));
        const int n = board.cell_count();
        for (int trial = 0; trial < 2000; ++trial) {
            std::vector<int> grid(static_cast<std::size_t>(n));
            std::iota(grid.begin(), grid.end(), 0);
            random.shuffle(grid.begin(), grid.end());
            RotatePatterns::Cells tile{};
            for (int c = 0; c < n; ++c)
                tile[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(grid[static_cast<std::size_t>(c)]);
            const auto leaving = [](const std::vector<int>& keys) {  // all but a longest increasing run
                std::vector<int> run(keys.size(), 1);
                int longest = 0;
                for (std::size_t i = 0; i < keys.size(); ++i) {
                    for (std::size_t j = 0; j < i; ++j)
                        if (keys[j] < keys[i]) run[i] = std::max(run[i], run[j] + 1);
                    longest = std::max(longest, run[i]);
                }
                return static_cast<int>(keys.size()) - longest;
            };
            int expected = 0;
            for (int r = 0; r < shape.rows; ++r) {
                std::vector<int> keys;
                for (int col = 0; col < shape.cols; ++col) {
                    const int home = grid[static_cast<std::size_t>(r * shape.cols + col)];
                    if (home / shape.cols == r) keys.push_back(home % shape.cols);
                }
                expected += 2 * leaving(keys);
            }
            for (int col = 0; col < shape.cols; ++col) {
                std::vector<int> keys;
                for (int r = 0; r < shape.rows; ++r) {
                    const int home = grid[static_cast<std::size_t>(r * shape.cols + col)];
                    if (home % shape.cols == col) keys.push_back(home / shape.cols);
                }
                expected += 2 * leaving(keys);
            }
            REQUIRE(patterns.line_conflict_steps(tile) == expected);
        }
    }
    // The reversed 5x5 board: the middle row and column reversed in place, 4 tiles off each.
    const RotateBoard reversed = solved_rotate_board(5, 5, 2, RotateTurns::both);
    RotatePatterns::Cells tile{};
    for (int c = 0; c < 25; ++c) tile[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(24 - c);
    CHECK(RotatePatterns(reversed, tracking(1, 1 << 20)).line_conflict_steps(tile) == 16);
}

TEST_CASE("IDA*: the Mystery Box's five solutions, colour boards, unsolvable boards", "[rotate][ida]") {
    RotateBoard box = solved_rotate_board(3, 3, 2, RotateTurns::cw);
    box.grid = {7, 6, 5, 8, 4, 9, 3, 2, 1};  // data/rotate/mystery-box.txt
    const RotatePatterns patterns(box, tracking(4, 1 << 20));
    const RotateResult all = solve_rotate_ida(box, patterns, SearchGoal::all);
    CHECK(all.moves == 10);
    CHECK(all.solutions.size() == 5);
    CHECK(all.count == PathCount(5));

    // Repeated labels: only the unique ones are tracked; the count still matches the table.
    RotateBoard colours = solved_rotate_board(2, 4, 2, RotateTurns::both);
    colours.target = {1, 1, 2, 3, 4, 5, 6, 6};
    colours.grid = {6, 2, 1, 5, 3, 6, 4, 1};
    const RotateDistanceTable table(colours);
    const RotatePatterns colour_patterns(colours, tracking(2, 1 << 20));
    const RotateResult colour = solve_rotate_ida(colours, colour_patterns, SearchGoal::count);
    const RotateResult expected = solve_rotate_board(colours, table, SearchGoal::count);
    CHECK(colour.moves == expected.moves);
    CHECK(colour.count == expected.count);

    // 2x3 reaches 120 of 720: an unreachable arrangement's 3 tracked tiles never get home together.
    RotateBoard two_by_three = solved_rotate_board(2, 3, 2, RotateTurns::both);
    two_by_three.grid = {2, 1, 3, 4, 5, 6};
    const RotateDistanceTable small_table(two_by_three);
    REQUIRE_FALSE(RotateDescent(two_by_three, small_table).reachable(two_by_three.grid));
    const RotateResult out_of_reach =
        solve_rotate_ida(two_by_three, RotatePatterns(two_by_three, tracking(6, 1 << 16)), SearchGoal::first);
    CHECK_FALSE(out_of_reach.moves);
    CHECK(out_of_reach.why_not.find("reach 120 of the 720 arrangements") != std::string::npos);
    // 3x3 blocks turn even permutations: a swapped pair on 3x4 is out of reach.
    RotateBoard odd = solved_rotate_board(3, 4, 3, RotateTurns::both);
    std::swap(odd.grid[0], odd.grid[1]);
    const RotateResult no = solve_rotate_ida(odd, RotatePatterns(odd, tracking(0, 1 << 16)), SearchGoal::first);
    CHECK_FALSE(no.moves);
    CHECK(no.why_not.find("even permutation") != std::string::npos);
}

TEST_CASE("one board without the table: the default databases solve the 3x4 antipodes at God's number", "[rotate][ida]") {
    // reports/rotate-spaces.csv: God's numbers 20 (cw), 18 (both), 12 (half),
    // and an antipode of each; puzzlebox-solve picks IDA* with small databases.
    struct Antipode {
        RotateTurns turns;
        std::vector<int> grid;
        int moves;
    };
    const Antipode antipodes[] = {{RotateTurns::cw, {5, 6, 1, 2, 9, 10, 7, 3, 12, 11, 8, 4}, 20},
                                  {RotateTurns::both, {12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1}, 18},
                                  {RotateTurns::half, {3, 4, 7, 1, 8, 2, 6, 5, 12, 11, 10, 9}, 12}};
    for (const Antipode& antipode : antipodes) {
        RotateBoard board = solved_rotate_board(3, 4, 2, antipode.turns);
        board.grid = antipode.grid;
        RotatePatternOptions options;
        options.max_states = rotate_pattern_budget(board);
        REQUIRE(options.max_states == (std::uint64_t{1} << 20));
        const RotatePatterns patterns(board, options);
        REQUIRE(patterns.databases().front()->homes().size() == 6);  // 12!/6! = 665,280 states
        const RotateResult solved = solve_rotate_ida(board, patterns, SearchGoal::first);
        REQUIRE(solved.moves == antipode.moves);
        REQUIRE(check_rotate_solution(board, solved.solutions.at(0)).valid);
    }
    // The 3x3 seed: 9!/128 = 2835 states, so 3 tiles a database.
    const RotateBoard box = solved_rotate_board(3, 3, 2, RotateTurns::cw);
    REQUIRE(rotate_pattern_budget(box) == 2835);
    // Beyond 12! arrangements the budget is 2^29; repeated labels keep the table.
    REQUIRE(rotate_pattern_budget(solved_rotate_board(4, 4, 2, RotateTurns::both)) == (std::uint64_t{1} << 29));
    RotateBoard colours = solved_rotate_board(2, 4, 2, RotateTurns::cw);
    colours.target = {1, 1, 2, 2, 1, 1, 2, 2};
    REQUIRE_FALSE(rotate_labels_distinct(colours));
    REQUIRE(rotate_labels_distinct(box));
}

namespace {

// A 3x3 board's scramble generator as 4x4 boards use it (group draws, random
// walks, IDA* on small pattern databases), with the table to check it.
struct ScrambleSpace {
    explicit ScrambleSpace(RotateTurns turns)
        : solved(solved_rotate_board(3, 3, 2, turns)),
          patterns(solved, tracking(4, 1 << 20)),
          group(rotate_move_group(solved)),
          table(solved),
          descent(solved, table) {}
    // Boards drawn at each depth: exactly that many moves away, by the table too.
    void check_depths(RotateGenOptions options, std::initializer_list<int> depths, Random& random) const {
        for (const int depth : depths) {
            options.depth = depth;
            const RotateGenResult drawn = generate_rotate_board(options, patterns, group, random);
            REQUIRE(drawn.board);
            CHECK(drawn.moves == depth);
            CHECK(descent.distance(drawn.board->grid) == depth);
        }
    }
    RotateBoard solved;
    RotatePatterns patterns;
    PermutationGroup group;
    RotateDistanceTable table;
    RotateDescent descent;
};

}  // namespace

TEST_CASE("scrambles beyond the table: group draws and random walks, certified by IDA*", "[rotate][ida]") {
    // The same code that serves 4x4 boards, on 3x3 where the table checks it.
    RotateGenOptions options;
    options.turns = RotateTurns::both;
    const ScrambleSpace space(RotateTurns::both);
    Random random(11);
    for (int i = 0; i < 20; ++i) {
        const RotateGenResult drawn = generate_rotate_board(options, space.patterns, space.group, random);
        REQUIRE(drawn.board);
        CHECK(drawn.uniform);
        CHECK(space.descent.distance(drawn.board->grid) == drawn.moves);
    }
    space.check_depths(options, {0, 3, 9, 10}, random);  // 1880 of 9! are 10 away: found by random walks
    options.depth = 12;                                  // beyond God's number (11): nothing, said so
    const RotateGenResult none = generate_rotate_board(options, space.patterns, space.group, random);
    CHECK_FALSE(none.board);
    CHECK(none.problem.find("1000 random walks") != std::string::npos);
}

TEST_CASE("random walks with clockwise turns only reach every shallow depth", "[rotate][ida]") {
    // A board one clockwise turn from the target needs three more to undo it:
    // a walk turns each block back, so d moves forward solve it (4x4 easy
    // boards once failed at depth 1 and 3). The table checks each depth.
    RotateGenOptions options;
    options.turns = RotateTurns::cw;
    Random random(5);
    ScrambleSpace(RotateTurns::cw).check_depths(options, {1, 2, 3, 4, 5}, random);  // 4, 10, .. of 9!: no uniform draw
}

TEST_CASE("a stopped IDA* reports the nodes it visited, the unfinished iteration included", "[rotate][ida]") {
    const RotateBoard board = antipode_3x4();
    const RotatePatterns patterns(board, tracking(4, 1 << 20));  // modest bounds: several iterations
    const RotateResult whole = solve_rotate_ida(board, patterns, SearchGoal::first);
    REQUIRE(whole.moves == 20);
    REQUIRE(whole.bounds.size() >= 3);
    SearchLimits limits;
    limits.max_nodes = whole.nodes / 2;  // inside the last iterations, which hold most of the nodes
    const RotateResult stopped = solve_rotate_ida(board, patterns, SearchGoal::first, limits);
    REQUIRE(stopped.outcome == SearchOutcome::node_limit);
    REQUIRE_FALSE(stopped.moves);
    INFO("visited " << stopped.nodes << " of a limit of " << limits.max_nodes << " (the whole search: " << whole.nodes << ")");
    // The limit is spent in task order, as on one thread: the report is the
    // limit, not the last finished iteration's total.
    CHECK(stopped.nodes == limits.max_nodes);
}

TEST_CASE("a node limit ends IDA* at the same node on one thread and on two", "[rotate][ida]") {
    // The whole search's nodes are enough and one fewer is not, for any
    // number of threads: tasks that run ahead on another thread spend
    // nothing of the limit that one thread would not have spent. The first
    // solution of the 3x4 antipode (20 moves), every one of the Mystery Box's.
    RotateBoard box = solved_rotate_board(3, 3, 2, RotateTurns::cw);
    box.grid = {7, 6, 5, 8, 4, 9, 3, 2, 1};  // data/rotate/mystery-box.txt
    struct Case {
        RotateBoard board;
        SearchGoal goal;
        int moves;
    };
    for (const Case& c : {Case{antipode_3x4(), SearchGoal::first, 20}, Case{box, SearchGoal::all, 10}}) {
        const RotatePatterns patterns(c.board, tracking(4, 1 << 20));
        const RotateResult whole = solve_rotate_ida(c.board, patterns, c.goal);
        REQUIRE(whole.moves == c.moves);
        for (const int threads : {1, 2}) {
            const auto solve = [&](std::uint64_t most) {
                SearchLimits limits;
                limits.max_nodes = most;
                RotateResult result;
                tbb::task_arena(threads).execute([&] { result = solve_rotate_ida(c.board, patterns, c.goal, limits); });
                return result;
            };
            INFO(threads << " threads, " << c.moves << " moves, the whole search " << whole.nodes << " nodes");
            const RotateResult enough = solve(whole.nodes);
            CHECK(enough.outcome == SearchOutcome::complete);
            CHECK(enough.moves == c.moves);
            CHECK(enough.nodes == whole.nodes);
            CHECK(enough.solutions == whole.solutions);
            CHECK(enough.count == whole.count);
            const RotateResult short_by_one = solve(whole.nodes - 1);
            CHECK(short_by_one.outcome == SearchOutcome::node_limit);
            CHECK_FALSE(short_by_one.moves);
            CHECK(short_by_one.nodes == whole.nodes - 1);
            CHECK(short_by_one.proven_at_least() == whole.bounds.back());  // every bound below it searched through
        }
    }
}

TEST_CASE("a resumed IDA* ends with the unbroken search's solution and node count", "[rotate][ida][checkpoint]") {
    const RotateBoard board = antipode_3x4();
    const RotatePatterns patterns(board, tracking(4, 1 << 20));  // modest bounds: several iterations
    const RotateResult whole = solve_rotate_ida(board, patterns, SearchGoal::first);
    REQUIRE(whole.moves == 20);
    REQUIRE(whole.solutions.size() == 1);
    // Every snapshot a search stopped at a third of the nodes takes, saved
    // as each task finishes: resumed from each, the same answer.
    std::vector<RotateIdaSnapshot> saved;
    RotateIdaCheckpoints keep;
    keep.every_seconds = 0;
    keep.save = [&](const RotateIdaSnapshot& snapshot) { saved.push_back(snapshot); };
    SearchLimits limits;
    limits.max_nodes = whole.nodes / 3;
    const RotateResult stopped = solve_rotate_ida(board, patterns, SearchGoal::first, limits, {}, keep);
    REQUIRE(stopped.outcome == SearchOutcome::node_limit);
    REQUIRE(saved.size() >= 3);
    // Bounds done are saved as the next bound with no task finished; the last
    // snapshot is where the limit stopped it, its bound the one it proved.
    CHECK(saved.back().bound == stopped.proven_at_least());
    std::set<int> bounds;
    const std::size_t resumes = test::sanitized ? 4 : 12;  // each resume runs the rest of the search
    for (std::size_t i = 0; i < saved.size(); i += std::max<std::size_t>(1, saved.size() / resumes)) {
        const RotateIdaSnapshot& snapshot = saved[i];
        bounds.insert(snapshot.bound);
        INFO("snapshot " << i << " of " << saved.size() << ": bound " << snapshot.bound << ", " << snapshot.finished.size()
                         << " tasks finished");
        CHECK(rotate_ida_snapshot_problem(board, patterns, snapshot).empty());
        RotateIdaCheckpoints from;
        from.resume = &snapshot;
        const RotateResult resumed = solve_rotate_ida(board, patterns, SearchGoal::first, {}, {}, from);
        CHECK(resumed.moves == 20);
        CHECK(resumed.nodes == whole.nodes);
        CHECK(resumed.bounds == whole.bounds);
        CHECK(resumed.solutions == whole.solutions);
    }
    CHECK(bounds.size() >= 2);  // snapshots at more than one bound
    const RotateIdaSnapshot& last = saved.back();
    REQUIRE(!last.finished.empty());
    // Places the search never stands at are refused.
    RotateIdaSnapshot wrong = last;
    wrong.bound = whole.bounds.front() - 2;
    CHECK(rotate_ida_snapshot_problem(board, patterns, wrong).find("the search's bounds are") != std::string::npos);
    wrong.bound = last.bound + 1;  // every move is odd: bounds step by two
    CHECK_FALSE(rotate_ida_snapshot_problem(board, patterns, wrong).empty());
    wrong = last;
    wrong.finished.push_back({1'000'000, 5});
    CHECK(rotate_ida_snapshot_problem(board, patterns, wrong).find("has") != std::string::npos);
    wrong = last;
    wrong.finished.push_back(wrong.finished.front());
    CHECK(rotate_ida_snapshot_problem(board, patterns, wrong).find("ascending") != std::string::npos);
    RotateIdaCheckpoints counting;
    counting.resume = &last;
    CHECK_THROWS_AS(solve_rotate_ida(board, patterns, SearchGoal::count, {}, {}, counting), std::invalid_argument);
}
