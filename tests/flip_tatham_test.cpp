// Flip boards where each cell has its own press set: Merlin's Magic Square
// against its rules and a brute force over all 512 press sets, Tatham-style
// random press sets against their construction and the solver against a
// brute force, the `presses` block of the text format, and Tatham's game IDs
// and save files, checked on games Tatham's own program wrote (tests/data/tatham).
#include "puzzles/flip/flip_tatham.hpp"

#include <algorithm>
#include <bit>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <vector>

#include <catch2/catch.hpp>

#include "analyze/flip/flip_space.hpp"
#include "families/family_list.hpp"
#include "gen/flip/flip_press_sets.hpp"
#include "puzzles/board_id.hpp"
#include "puzzles/flip/flip_format.hpp"
#include "puzzles/flip/flip_validate.hpp"
#include "solve/flip/flip_solver.hpp"
#include "support/input_error.hpp"
#include "tests/flip_boards.hpp"
#include "tests/sanitizer.hpp"

using namespace puzzlebox;

namespace {

// The solver's fewest presses and their count against a brute force over every press set, on every board.
void check_against_brute_force(const FlipBoard& shape) {
    const auto masks = test::press_masks(shape);
    const auto fewest = test::fewest_presses_by_brute_force(shape);
    std::vector<int> ways(fewest.size(), 0);
    for (std::uint32_t set = 0; set < (std::uint32_t{1} << shape.cell_count()); ++set) {
        std::uint32_t board = 0;
        for (std::uint32_t rest = set; rest; rest &= rest - 1) board ^= masks[static_cast<std::size_t>(std::countr_zero(rest))];
        if (std::popcount(set) == fewest[board]) ++ways[board];
    }
    for (std::uint32_t lit = 0; lit < fewest.size(); ++lit) {
        FlipBoard board = shape;
        for (int cell = 0; cell < shape.cell_count(); ++cell) board.grid[static_cast<std::size_t>(cell)] = lit >> cell & 1;
        const FlipSolution solution = solve_flip_board(board);
        REQUIRE(solution.solvable == (fewest[lit] >= 0));
        if (!solution.solvable) continue;
        REQUIRE(solution.proven);
        REQUIRE(static_cast<int>(solution.presses.size()) == fewest[lit]);
        REQUIRE(solution.count.to_string() == std::to_string(ways[lit]));
        REQUIRE(check_flip_solution(board, solution.presses).valid);
    }
}

std::string file_text(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// A save file's record: the value after "KEY:LENGTH:".
std::string record(const std::string& save, const std::string& key) {
    std::istringstream lines(save);
    for (std::string line; std::getline(lines, line);)
        if (line.rfind(key, 0) == 0) return line.substr(line.find(':', line.find(':') + 1) + 1);
    return "";
}

const std::string tatham_data = std::string(PUZZLEBOX_SOURCE_DIR) + "/tests/data/tatham/";

}  // namespace

TEST_CASE("Merlin's Magic Square: its rules, every board one solution, the ring all eight outer presses", "[flip][tatham]") {
    const FlipBoard merlin = test::blank_flip_board(3, 3, FlipPattern::merlin);
    CHECK(flip_pattern_cells(merlin, 0) == std::vector<int>{0, 1, 3, 4});  // a corner: its 2x2 block
    CHECK(flip_pattern_cells(merlin, 8) == std::vector<int>{4, 5, 7, 8});
    CHECK(flip_pattern_cells(merlin, 1) == std::vector<int>{0, 1, 2});  // an edge: its side
    CHECK(flip_pattern_cells(merlin, 3) == std::vector<int>{0, 3, 6});
    CHECK(flip_pattern_cells(merlin, 4) == std::vector<int>{1, 3, 4, 5, 7});  // the centre: its plus
    const auto fewest = test::fewest_presses_by_brute_force(merlin);
    for (const int presses : fewest) CHECK(presses >= 0);  // all 512 boards solvable (nullity 0)
    CHECK(fewest[0b111101111] == 8);                       // the magic square: every cell but the centre
    check_against_brute_force(merlin);
}

TEST_CASE("random press sets grow as Tatham's do: the cell itself, its 3x3 box, connected, apart, a plus's size",
          "[flip][tatham]") {
    for (const auto& [rows, cols] : {std::pair{3, 3}, {4, 4}, {3, 5}, {6, 6}, {8, 5}, {1, 7}}) {
        for (std::uint64_t stream = 0; stream < 8; ++stream) {
            Random random(11, stream);
            const auto sets = random_press_sets(rows, cols, random);
            REQUIRE(sets);
            std::size_t cells_flipped = 0;
            for (int press = 0; press < rows * cols; ++press) {
                const auto& set = (*sets)[static_cast<std::size_t>(press)];
                cells_flipped += set.size();
                REQUIRE(std::is_sorted(set.begin(), set.end()));
                REQUIRE(std::find(set.begin(), set.end(), press) != set.end());
                // Inside the box, and connected: every cell reached from the press by steps inside the set.
                std::set<int> reached{press}, frontier{press};
                while (!frontier.empty()) {
                    std::set<int> next;
                    for (int cell : frontier)
                        for (int other : set)
                            if (!reached.count(other) &&
                                std::abs(other / cols - cell / cols) + std::abs(other % cols - cell % cols) == 1)
                                next.insert(other);
                    reached.insert(next.begin(), next.end());
                    frontier = next;
                }
                CHECK(reached.size() == set.size());
                for (int cell : set)
                    CHECK((std::abs(cell / cols - press / cols) <= 1 && std::abs(cell % cols - press % cols) <= 1));
            }
            CHECK(std::set<std::vector<int>>(sets->begin(), sets->end()).size() == sets->size());
            // As busy as Lights Out: the plus pattern flips 5HW - 2(H + W) cells over all presses.
            CHECK(cells_flipped == static_cast<std::size_t>(5 * rows * cols - 2 * (rows + cols)));
        }
    }
    Random random(1);
    CHECK_FALSE(random_press_sets(1, 2, random));  // two cells: both sets become the pair
}

TEST_CASE("each cell its own press set: fewest presses and their number equal brute force", "[flip][tatham]") {
    for (const auto& [rows, cols] : {std::pair{3, 3}, {2, 5}, {3, 4}, {4, 4}}) {
        // 4x4: 65,536 boards a draw; one draw under the sanitizers.
        for (std::uint64_t stream = 0; stream < (rows * cols == 16 && test::sanitized ? 1u : 3u); ++stream) {
            Random random(5, stream);
            FlipBoard shape = test::blank_flip_board(rows, cols, FlipPattern::cells);
            shape.presses = *random_press_sets(rows, cols, random);
            check_against_brute_force(shape);
        }
    }
}

TEST_CASE("each cell its own press set: rank, God's number and its distribution by both engines equal brute force",
          "[flip][tatham]") {
    for (const auto& [rows, cols] : {std::pair{3, 3}, {3, 4}, {4, 4}}) {
        Random random(9, static_cast<std::uint64_t>(rows * cols));
        FlipBoard shape = test::blank_flip_board(rows, cols, FlipPattern::cells);
        shape.presses = *random_press_sets(rows, cols, random);
        const auto fewest = test::fewest_presses_by_brute_force(shape);
        const int god = *std::max_element(fewest.begin(), fewest.end());
        const auto solvable = static_cast<std::size_t>(std::count_if(fewest.begin(), fewest.end(), [](int f) { return f >= 0; }));
        const FlipSpace whole = analyze_flip_space(shape, 25);
        CHECK(whole.god_number == god);
        CHECK((std::size_t{1} << whole.rank) == solvable);
        std::vector<std::uint64_t> distribution(static_cast<std::size_t>(god) + 1, 0);
        for (const int f : fewest)
            if (f >= 0) ++distribution[static_cast<std::size_t>(f)];
        CHECK(whole.distribution == distribution);
        // The kernel's engine alone (no whole space) finds the same God's number.
        FlipSpaceOptions kernel_only;
        kernel_only.whole_space_cells = 0;
        kernel_only.god_cells = 64;
        const FlipSpace kernel = analyze_flip_space(shape, kernel_only);
        REQUIRE(kernel.god);
        CHECK(kernel.god->exact());
        CHECK(kernel.god->lower == god);
    }
}

TEST_CASE("the presses block: round trip, ID and errors", "[flip][tatham]") {
    Random random(3);
    FlipBoard board = test::blank_flip_board(3, 4, FlipPattern::cells);
    board.presses = *random_press_sets(3, 4, random);
    board.grid = {1, 0, 0, 1, 0, 1, 1, 0, 0, 0, 1, 1};
    const std::string text = write_flip_board(board);
    CHECK(text.find("presses\n") != std::string::npos);
    CHECK(parse_flip_board(text) == board);
    std::string problem;
    const auto from_id = board_id_text(board_id(text), problem);
    REQUIRE(from_id);
    CHECK(parse_flip_board(*from_id) == board);
    // Packed rows read the same.
    std::string packed = "puzzle flip\nsize 1x3\npattern cells\npresses\n110\n111\n011\ngrid\n101\n";
    const FlipBoard line = parse_flip_board(packed);
    CHECK(line.presses == std::vector<std::vector<int>>{{0, 1}, {0, 1, 2}, {1, 2}});
    CHECK(with_own_press_sets(test::blank_flip_board(1, 3, FlipPattern::plus)).presses == line.presses);
    const auto refused = [](const std::string& bad, const std::string& why) {
        CHECK_THROWS_WITH(parse_flip_board(bad), Catch::Contains(why));
    };
    refused("puzzle flip\nsize 1x3\npattern cells\ngrid\n101\n", "needs a 'presses' block");
    refused("puzzle flip\nsize 1x3\npattern plus\npresses\n110\n111\n011\ngrid\n101\n", "only for 'pattern cells'");
    refused("puzzle flip\nsize 1x3\npattern cells\npresses\n110\n11\n011\ngrid\n101\n", "press row 1");
    refused("puzzle flip\nsize 1x3\npattern cells\npresses\n110\n111\ngrid\n101\n", "press row 2");
    refused("puzzle flip\nsize 1x3\npattern cells\npresses\n110\n1x1\n011\ngrid\n101\n", "expected cells 0 or 1");
    refused("puzzle flip\nsize 4x4\npattern merlin\ngrid\n0000\n0000\n0000\n0000\n", "Merlin's Magic Square is 3x3");
    refused("puzzle flip\nsize 3x3\npattern merlin\nwrap torus\ngrid\n000\n000\n000\n",
            "'wrap torus' is for patterns of offsets");
    refused("puzzle flip\nsize 40x40\npattern cells\npresses\n", "up to 1024 cells");
}

TEST_CASE("Tatham's Flip IDs and save files: read as Tatham's solver reads them, written back the same", "[flip][tatham]") {
    for (const std::string name : {"flip-3x3r.sav", "flip-5x5c.sav"}) {
        const std::string save = file_text(tatham_data + name);
        const std::string id = record(save, "PARAMS") + ":" + record(save, "DESC");
        std::string problem;
        const auto board = read_tatham_flip_id(id, problem);
        REQUIRE(board);
        // Tatham's crosses are puzzlebox's plus.
        CHECK((board->pattern == FlipPattern::plus) == (name == "flip-5x5c.sav"));
        // Written back: the same ID but the parameters' type letter (the matrix says it).
        std::string why;
        const auto written = tatham_flip_id(*board, why);
        REQUIRE(written);
        CHECK(*written == record(save, "PARAMS").substr(0, 3) + ":" + record(save, "DESC"));
        // Tatham's SOLVE: 'S' and a 0/1 a cell, his solver's fewest presses.
        const std::string solve = record(save, "SOLVE");
        const FlipSolution solution = solve_flip_board(*board);
        REQUIRE(solution.proven);
        CHECK(static_cast<std::ptrdiff_t>(solution.presses.size()) == std::count(solve.begin(), solve.end(), '1'));
        // The save file itself, where a tool takes a board.
        TextSource source = open_board(tatham_data + name, foreign_board_ids());
        CHECK(read_flip_board(source) == *board);
        // flip:ID, where a tool takes a board.
        TextSource from_id = open_board("flip:" + id, foreign_board_ids());
        CHECK(read_flip_board(from_id) == *board);
    }
    std::string problem;
    CHECK_FALSE(read_tatham_flip_id("3x3:98721", problem));
    CHECK(problem == "expected MATRIX,GRID after the size (no ',')");
    CHECK_FALSE(read_tatham_flip_id("3x3:9872191a4e812c2c3705g,660", problem));
    CHECK(problem == "the press matrix has 'g' at character 25 of the ID, not a hex digit");
    CHECK_FALSE(read_tatham_flip_id("3x3:9872191a4e812c2c37058,66", problem));
    CHECK(problem == "the grid has 2 hex digits, expected 3");
    CHECK_FALSE(read_tatham_flip_id("3y3:9872191a4e812c2c37058,660", problem));
    CHECK(problem.find("character 2") != std::string::npos);
    // No Tatham form: a target, a press beyond the 3x3 box.
    FlipBoard cross = test::blank_flip_board(4, 4, FlipPattern::cross);
    CHECK_FALSE(tatham_flip_id(cross, problem));
    CHECK(problem.find("3x3 neighbourhood") != std::string::npos);
    FlipBoard target = test::blank_flip_board(3, 3, FlipPattern::plus);
    target.target[4] = 1;
    CHECK_FALSE(tatham_flip_id(target, problem));
    CHECK(problem.find("target") != std::string::npos);
    // Merlin's square comes back by name.
    const auto merlin = tatham_flip_id(test::blank_flip_board(3, 3, FlipPattern::merlin), problem);
    REQUIRE(merlin);
    CHECK(read_tatham_flip_id(*merlin, problem)->pattern == FlipPattern::merlin);
}

TEST_CASE("save files: a record whose length lies, a game puzzlebox does not read", "[flip][tatham]") {
    const std::string good = file_text(tatham_data + "flip-3x3r.sav");
    const auto refused = [](const std::string& text, const std::string& why) {
        const std::string path = (std::filesystem::temp_directory_path() / "puzzlebox-tatham-test.sav").string();
        std::ofstream(path) << text;
        CHECK_THROWS_WITH(open_board(path, foreign_board_ids()), Catch::Contains(why));
        std::filesystem::remove(path);
    };
    std::string lying = good;
    lying.replace(lying.find("DESC    :25:"), 12, "DESC    :24:");
    refused(lying, "the DESC record says 24 characters and has 25");
    std::string other = good;
    other.replace(other.find("GAME    :4:Flip"), 15, "GAME    :4:Nets");
    refused(other, "a save file of Tatham's Nets: puzzlebox reads those of Twiddle, Flip");
}
