// The rotate family (the "Mystery Box"): quarter-turn k×k blocks of a board
// until it reads its target (1..N, or a colour pattern). Implements
// PuzzleFamily (families/family.hpp).
#pragma once

#include <memory>
#include <optional>

#include "analyze/rotate/rotate_difficulty.hpp"
#include "draw/rotate/rotate_drawing.hpp"
#include "draw/rotate/rotate_play_data.hpp"
#include "draw/svg_writer.hpp"
#include "families/family.hpp"
#include "gen/rotate/rotate_generator.hpp"
#include "puzzles/rotate/rotate_board.hpp"
#include "solve/rotate/oriented_ida.hpp"
#include "solve/rotate/permutation_group.hpp"
#include "solve/rotate/rotate_fast.hpp"
#include "solve/rotate/rotate_ida.hpp"
#include "solve/rotate/rotate_solver.hpp"

namespace puzzlebox {

struct RotateFamily {
    using Board = RotateBoard;
    using Solution = std::vector<RotateMove>;
    static constexpr std::string_view name = "rotate";
    static constexpr std::string_view noun = "rotation puzzles";
    static constexpr std::string_view solves = "an optimal (fewest-move) solution; --all: every optimal one";
    static constexpr std::string_view summary = "rotation puzzles: quarter-turn k x k blocks until the board reads its target";

    static Board read(TextSource& source);
    static std::string write(const Board& board);
    // Tatham's Twiddle: "twiddle:WxHnN:LABELS" and its save files read; boards written as its IDs.
    static std::vector<ForeignBoardId> foreign_ids();
    static std::optional<std::string> tatham_id(const Board& board, std::string& why);

    // rotate_solve.cpp
    static OptionTable solve_options();
    static Solved<Solution> solve(const Board& board, const SolveRequest& request);
    static std::string check(const Board& board, const Solution& moves, const SolveRequest& request);
    static std::string solution_text(const Board& board, const Solution& moves, std::size_t index, const SolveRequest& request);
    static std::vector<std::string> csv_columns();
    static std::vector<std::string> csv_fields(const Board& board, const Solution& moves);
    static std::string picture_title(const Board& board);
    static long long drawn_cells(const Board&) { return 0; }  // always small enough
    static Figure draw(const Board& board, const Solution* moves, Legend legend = Legend::shown);
    static std::string rules(const Board& board) { return rotate_rules(board); }
    // With the levels' bands where the page can search the whole space (rotate_page_space).
    static std::string play_data(const Board& board, const Solution* moves);
    static std::string_view play_script() { return rotate_play_script; }

    // rotate_analyze.cpp
    static std::vector<std::string> measure_columns();
    static MeasureRow measure(const std::string& file, const Board& board, const SearchLimits& limits);
    static OptionTable report_options();
    static int report(const OptionValues& values);

    // rotate_generate.cpp
    static OptionTable gen_options();
    class Generator {
    public:
        explicit Generator(const OptionValues& values);
        std::string what() const;
        long long cells() const { return 0; }
        Figure shape() const;
        void prepare();
        std::vector<std::string> columns() const;
        Made<Board, Solution> make(Random& random, int index) const;
        std::string recheck(const Made<Board, Solution>& made) const;
        std::string caption(const Made<Board, Solution>& made) const;
        std::vector<std::string> row(const std::string& file, const Made<Board, Solution>& made, std::uint64_t seed, int index,
                                     double seconds) const;

    private:
        RotateGenOptions shape_;
        std::string pattern_cache_;
        std::uint64_t pattern_states_ = 0;
        // Up to 12! arrangements the table draws and certifies; beyond, IDA*.
        std::shared_ptr<const RotateDistanceTable> table_;
        std::shared_ptr<const RotatePatterns> patterns_;
        std::shared_ptr<const PermutationGroup> group_;  // on cells, or orientable: on the tiles' corners
        int level_depth(Random& random) const;
        RotateBoard solved() const;  // the shape, solved (upright when orientable)
        RotateGenResult draw(const RotateGenOptions& options, Random& random) const;
        // Orientable tiles: their databases, and the whole space where it is small.
        std::shared_ptr<const OrientedPatterns> oriented_;
        std::shared_ptr<const OrientedDistanceTable> oriented_table_;
        // The level asked for, and its moves on the shape's scale (prepare()).
        std::optional<Level> level_;
        std::optional<GradeBand> grade_;  // --grade: optimal moves inside it
        RotateScale scale_;
        // Beyond the table: the nearest of the scale's uniform draws (depths
        // below it are drawn by random walks at once).
        int least_drawn_ = 0;
        ScoreRange level_moves_;
    };
};

// A checkpoint file for the optimal search (IDA*, one solution): kept every
// `every_seconds` and when a bound is done or the search stops; `resume`
// goes on from it (rotate_checkpoint.hpp).
struct RotateCheckpointRequest {
    std::string file;
    bool resume = false;
    double every_seconds = 60;
};

// What either method found for one board (solve and analyze share it).
// method "" chooses: IDA* for distinct labels, the table for repeated ones;
// "fast" is rotate_fast.hpp with `tries` and `beam` (one short solution, not optimal).
RotateResult search_rotate_board(const RotateBoard& board, SearchGoal goal, const SearchLimits& limits, std::string method,
                                 std::uint64_t pattern_states, const std::string& pattern_cache, int tries = 8, int beam = 0,
                                 const RotateCheckpointRequest* checkpoint = nullptr);

const Family& rotate_family();

}  // namespace puzzlebox
