// The options of puzzlebox-solve, shared by the tool and the per-family
// commands that print solutions (jump_command.cpp, hexagon_command.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

#include "puzzles/flip_board.hpp"
#include "puzzles/hexagon_board.hpp"
#include "puzzles/jump_board.hpp"
#include "puzzles/rotate_board.hpp"
#include "draw/svg_writer.hpp"
#include "solve/jump_solver.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

struct SolveOptions {
    std::string board_path;
    std::string mode = "normal";
    std::optional<std::int64_t> target;
    bool all = false;
    bool count = false;
    std::string format = "text";
    SearchLimits limits;
    JumpPruning pruning;
    bool up_to_symmetry = false;  // hexagon
    std::string method;                 // "" (the family's default); hexagon: exhaustive | local; rotate: table | ida; flip: elimination
    std::uint64_t pattern_states = 0;   // rotate --method ida: per pattern database (0: rotate_pattern_budget)
    std::string pattern_cache;          // rotate --method ida: where pattern databases are kept ("": nowhere)
    std::uint64_t seed = 1;             // hexagon --method local
    std::uint64_t steps_per_run = 0;    // hexagon --method local (0: its default)
    std::string svg_path;               // --svg: also draw the board here ("": no picture)
    bool draw_solution = false;         // --solution: draw the first solution on it
};

class UsageError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};


// Each prints the result as asked and returns the exit code.
int solve_jump(const SolveOptions& options, const JumpBoard& board);
int solve_hexagon(const SolveOptions& options, const HexagonBoard& board);
int solve_rotate(const SolveOptions& options, const RotateBoard& board);
int solve_flip(const SolveOptions& options, const FlipBoard& board);
int solve_hexagon_locally(const SolveOptions& options, const HexagonBoard& board);

// --svg: writes the figure to options.svg_path, whole or not at all
// (picture_output.cpp); does nothing without --svg. The title names the
// board, then the drawn solution (`solution`, "" when none is drawn) or, when
// --solution found none to draw, says so.
void write_picture(const SolveOptions& options, const Figure& figure, std::string title, const std::string& solution,
                   bool partial);

}  // namespace puzzlebox
