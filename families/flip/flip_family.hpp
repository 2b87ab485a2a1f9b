// The flip family (the gold bars, Lights Out): a press flips a pattern (its
// row and column, or a plus); GF(2) linear algebra decides and solves it.
// Implements PuzzleFamily (families/family.hpp).
#pragma once

#include "analyze/difficulty.hpp"
#include "draw/flip/flip_drawing.hpp"
#include "draw/flip/flip_play_data.hpp"
#include "draw/svg_writer.hpp"
#include "families/family.hpp"
#include "gen/flip/flip_generator.hpp"
#include "puzzles/flip/flip_board.hpp"
#include "solve/flip/flip_solver.hpp"

namespace puzzlebox {

struct FlipFamily {
    using Board = FlipBoard;
    using Solution = FlipSolution;  // its presses, and whether they are proven fewest
    static constexpr std::string_view name = "flip";
    static constexpr std::string_view noun = "flip boards";
    static constexpr std::string_view solves =
        "solvable or not (and the invariant that proves it), a solution with the fewest "
        "presses and how many there are";
    static constexpr std::string_view summary =
        "flip boards: a press flips its row and column (or a plus, Lights Out) until every cell is off";

    static Board read(TextSource& source);
    static std::string write(const Board& board);
    // Tatham's Flip: "flip:WxH:MATRIX,GRID" and its save files read; boards written as its IDs.
    static std::vector<ForeignBoardId> foreign_ids();
    static std::optional<std::string> tatham_id(const Board& board, std::string& why);

    // flip_solve.cpp
    static OptionTable solve_options();
    static Solved<Solution> solve(const Board& board, const SolveRequest& request);
    static std::string check(const Board& board, const Solution& solution, const SolveRequest& request);
    static std::string solution_text(const Board& board, const Solution& solution, std::size_t index,
                                     const SolveRequest& request);
    static std::vector<std::string> csv_columns();
    static std::vector<std::string> csv_fields(const Board& board, const Solution& solution);
    static std::string picture_title(const Board& board);
    static long long drawn_cells(const Board& board) { return board.cell_count(); }
    static Figure draw(const Board& board, const Solution* solution, Legend legend = Legend::shown);
    static std::string rules(const Board& board) { return flip_rules(board); }
    static std::string play_data(const Board& board, const Solution* solution);
    static std::string_view play_script() { return flip_play_script; }
    // Refuses boards the chosen method cannot hold (UsageError).
    static FlipSolveOptions solve_settings(const Board& board, const std::string& method, const SearchLimits& limits);

    // flip_analyze.cpp
    static std::vector<std::string> measure_columns();
    static MeasureRow measure(const std::string& file, const Board& board, const SearchLimits& limits);
    static OptionTable report_options();
    static int report(const OptionValues& values);

    // flip_generate.cpp
    static OptionTable gen_options();
    class Generator {
    public:
        explicit Generator(const OptionValues& values);
        std::string what() const;
        long long cells() const { return 1LL * options_.rows * options_.cols; }
        Figure shape() const;
        void prepare() {}
        std::vector<std::string> columns() const;
        Made<Board, Solution> make(Random& random, int index) const;
        std::string recheck(const Made<Board, Solution>& made) const;
        std::string caption(const Made<Board, Solution>& made) const;
        std::vector<std::string> row(const std::string& file, const Made<Board, Solution>& made, std::uint64_t seed, int index,
                                     double seconds) const;

    private:
        // The press bounds of the shape in `options` from the level and bounds asked for ("" or why there are none).
        std::string set_bounds(FlipGenOptions& options) const;

        FlipGenOptions options_;
        bool random_sets_ = false;        // --pattern random: each board its own press sets
        std::optional<Level> level_;      // the level asked for (none: press bounds alone)
        std::optional<GradeBand> grade_;  // --grade
        std::optional<int> min_presses_, max_presses_;
    };
};

// "0,1 2,3": the pressed cells.
std::string flip_cells_text(const FlipBoard& board, const std::vector<int>& presses);

const Family& flip_family();

}  // namespace puzzlebox
