// Reads a jump maze (a file, or a board ID), solves it with puzzlebox's
// shortest-path search, re-checks the path with the validator, and prints
// "shortest N moves, M shortest paths"; with a second argument, writes the
// answer key there (SVG, or PDF for a name ending in .pdf).
#include <fstream>
#include <iostream>
#include <string>

#include <draw/jump/jump_drawing.hpp>
#include <draw/pdf_document.hpp>
#include <draw/svg_writer.hpp>
#include <puzzles/board_id.hpp>
#include <puzzles/jump/jump_format.hpp>
#include <puzzles/jump/jump_validate.hpp>
#include <solve/jump/jump_solver.hpp>
#include <support/input_error.hpp>

int main(int argc, char** argv) {
    if (argc != 2 && argc != 3) {
        std::cerr << "usage: shortest_jump BOARD [KEY.svg|KEY.pdf]\n";
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
        if (argc == 3) {
            const std::string key = argv[2];
            const std::string svg = puzzlebox::figure_document(puzzlebox::draw_jump(board, &result.paths.front().cells),
                                                               "answer key", puzzlebox::jump_rules(board));
            std::ofstream(key, std::ios::binary) << (key.ends_with(".pdf") ? puzzlebox::pdf_document({svg}) : svg);
        }
    } catch (const puzzlebox::InputError& error) {
        std::cerr << error.what() << '\n';
        return 2;
    }
}
