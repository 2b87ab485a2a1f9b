// The jump family (Schönbrunn's maze garden): jump |v| cells in a straight
// line, never revisit, reach the goal; expert mode: the visited values sum to
// the target. Implements PuzzleFamily (families/family.hpp).
#pragma once

#include "draw/jump/jump_drawing.hpp"
#include "draw/jump/jump_play_data.hpp"
#include "draw/svg_writer.hpp"
#include "families/family.hpp"
#include "gen/jump/jump_generator.hpp"
#include "puzzles/jump/jump_board.hpp"
#include "solve/jump/jump_solver.hpp"

namespace puzzlebox {

struct JumpMeasures;

struct JumpFamily {
    using Board = JumpBoard;
    using Solution = JumpPath;
    static constexpr std::string_view name = "jump";
    static constexpr std::string_view noun = "jump mazes";
    static constexpr bool counts_by_units = true;  // --count --shard i/N (solve/jump/jump_count.hpp)
    static constexpr std::string_view solves =
        "the shortest path (normal mode) or the fewest-move path whose values sum to the target (expert mode); --all: every "
        "simple path, or every sum-target path";
    static constexpr std::string_view summary =
        "jump mazes: jump |v| cells, never revisit, reach the goal (expert: visited values sum to the target)";

    static Board read(TextSource& source);
    static std::string write(const Board& board);
    // The refusal of --start and --goal on one cell (gen and analyze alike).
    static const char* same_cell_refusal(int rows, int cols) {
        return rows * cols == 1 ? "a 1x1 maze has one cell: its start and goal cannot differ" : "--start and --goal must differ";
    }

    // jump_solve.cpp
    static OptionTable solve_options();
    static Solved<Solution> solve(const Board& board, const SolveRequest& request);
    static std::string check(const Board& board, const Solution& path, const SolveRequest& request);
    static std::string solution_text(const Board& board, const Solution& path, std::size_t index, const SolveRequest& request);
    static std::vector<std::string> csv_columns();
    static std::vector<std::string> csv_fields(const Board& board, const Solution& path);
    static std::string picture_title(const Board& board);
    static long long drawn_cells(const Board& board) { return board.cell_count(); }
    static Figure draw(const Board& board, const Solution* path, Legend legend = Legend::shown);
    static std::string rules(const Board& board) { return jump_rules(board); }
    static std::string play_data(const Board& board, const Solution* path);
    static std::string_view play_script() { return jump_play_script; }

    // jump_analyze.cpp
    static std::vector<std::string> measure_columns();
    static MeasureRow measure(const std::string& file, const Board& board, const SearchLimits& limits);
    // A row of measure_columns(): the measures, then level, difficulty and
    // the percentile among random boards of the shape (puzzlebox-gen's rows too).
    static std::vector<std::string> measure_fields(const std::string& file, const Board& board, const JumpMeasures& m);
    static OptionTable report_options();
    static int report(const OptionValues& values);

    // jump_generate.cpp
    static OptionTable gen_options();
    class Generator {
    public:
        explicit Generator(const OptionValues& values);
        std::string what() const;
        long long cells() const { return 1LL * options_.rows * options_.cols; }
        Figure shape() const;
        void prepare();
        std::vector<std::string> columns() const;
        Made<Board, Solution> make(Random& random, int index) const;
        std::string recheck(const Made<Board, Solution>& made) const;
        std::string caption(const Made<Board, Solution>& made) const;
        std::vector<std::string> row(const std::string& file, const Made<Board, Solution>& made, std::uint64_t seed, int index,
                                     double seconds) const;

    private:
        // Whether a board meets every guarantee asked, the level included (what the re-check and make() ask).
        bool meets(const JumpBoard& board) const;

        JumpGenOptions options_;
        std::optional<Level> level_;      // the level asked for (none: --grade or --maximize alone)
        std::vector<std::string> asked_;  // the guarantees asked, in the options' words (for a refusal)
        bool every_maze_ = false;         // the shape's mazes are few enough to try whole (prepare())
        SearchLimits measure_limits_;
    };
};

const Family& jump_family();

}  // namespace puzzlebox
