// The validator accepts the seeds' published paths and rejects each kind of
// wrong path with a reason.
#include "puzzles/jump/jump_validate.hpp"

#include <catch2/catch.hpp>

#include "puzzles/jump/jump_format.hpp"

using namespace puzzlebox;

namespace {

JumpBoard photographed() {
    return parse_jump_board(
        "puzzle jump\nsize 5x5\nstart 4,2\ngoal 2,2\ngrid\n"
        " 2 -2  4 -1  3\n-3  3 -1  3 -2\n 1 -2  0 -2  3\n-3  2 -3  2 -4\n 4 -2  1 -3  2\n");
}

// The 2015 post's expert solution, 15 tiles summing to 0.
const std::vector<Cell> post_2015{{4, 2}, {4, 1}, {2, 1}, {2, 3}, {4, 3}, {4, 0}, {0, 0}, {2, 0},
                                  {3, 0}, {3, 3}, {3, 1}, {1, 1}, {1, 4}, {1, 2}, {2, 2}};

}  // namespace

TEST_CASE("the 2015 post's 15-tile path is a sum-zero solution", "[validate][jump]") {
    const auto check = check_jump_path(photographed(), post_2015, 0);
    REQUIRE(check.valid);
    REQUIRE(check.sum == 0);
}

TEST_CASE("wrong paths are rejected with the reason", "[validate][jump]") {
    const JumpBoard board = photographed();
    auto problem = [&](std::vector<Cell> path, std::optional<std::int64_t> target = std::nullopt) {
        const auto check = check_jump_path(board, path, target);
        REQUIRE_FALSE(check.valid);
        return check.problem;
    };
    REQUIRE(problem({}) == "the path is empty");
    REQUIRE(problem({{4, 1}, {2, 1}}).find("not at the start") != std::string::npos);
    REQUIRE(problem({{4, 2}, {2, 2}}).find("not a jump of 1 cells") != std::string::npos);
    REQUIRE(problem({{4, 2}, {4, 1}, {2, 1}, {2, 3}, {2, 1}}).find("visited twice") != std::string::npos);
    REQUIRE(problem({{4, 2}, {4, 1}, {2, 1}}).find("not at the goal") != std::string::npos);
    REQUIRE(problem({{4, 2}, {4, 1}, {3, 1}}).find("not a jump of 2 cells") != std::string::npos);
    REQUIRE(problem({{4, 2}, {4, 1}, {3, 0}}).find("not a jump of 2 cells") != std::string::npos);  // not straight
    REQUIRE(problem({{4, 2}, {4, 1}, {4, 3}, {4, 0}, {4, 4}, {2, 4}, {2, 7}}).find("off the board") != std::string::npos);
    REQUIRE(problem(post_2015, 5) == "the values sum to 0, not to the target 5");
}

TEST_CASE("a path may not go on after the goal", "[validate][jump]") {
    JumpBoard board = photographed();
    board.values[static_cast<std::size_t>(board.goal_index())] = 1;  // a goal that could jump
    auto past_goal = post_2015;
    past_goal.push_back({2, 3});
    const auto check = check_jump_path(board, past_goal, std::nullopt);
    REQUIRE_FALSE(check.valid);
    REQUIRE(check.problem.find("after reaching the goal") != std::string::npos);
}
