// Reads a jump maze (a file, or a board ID), solves it with puzzlebox's
// shortest-path search, re-checks the path with the validator, and prints
// "shortest N moves, M shortest paths".
#include <iostream>

#include <puzzles/board_id.hpp>
#include <puzzles/input_error.hpp>
#include <puzzles/jump_format.hpp>
#include <puzzles/jump_validate.hpp>
#include <solve/jump_solver.hpp>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: shortest_jump BOARD\n";
        return 2;
    }
    try {
        puzzlebox::TextSource source = puzzlebox::open_board(argv[1]);
        const puzzlebox::JumpBoard board = puzzlebox::read_jump_board(source);
        const puzzlebox::JumpSearchResult result = puzzlebox::solve_jump_shortest(board);
        if (result.paths.empty()) {
            std::cout << "no path\n";
            return 1;
        }
        const auto check = puzzlebox::check_jump_path(board, result.paths.front().cells);
        if (!check.valid) {
            std::cerr << "invalid path: " << check.problem << '\n';
            return 4;
        }
        std::cout << "shortest " << result.paths.front().moves() << " moves, " << result.count.to_string() << " shortest paths\n";
    } catch (const puzzlebox::InputError& error) {
        std::cerr << error.what() << '\n';
        return 2;
    }
}
