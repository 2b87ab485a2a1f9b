// The hexagon family (Aristotle's number puzzle): fill a hexagon of order n
// with consecutive values so that every line sums to the same constant.
// Implements PuzzleFamily (families/family.hpp).
#pragma once

#include "draw/hexagon/hexagon_drawing.hpp"
#include "draw/hexagon/hexagon_play_data.hpp"
#include "draw/svg_writer.hpp"
#include "families/family.hpp"
#include "gen/hexagon/hexagon_generator.hpp"
#include "puzzles/hexagon/hexagon_board.hpp"

namespace puzzlebox {

struct HexagonFamily {
    using Board = HexagonBoard;
    using Solution = std::vector<std::int64_t>;  // the filled values, row by row
    static constexpr std::string_view name = "hexagon";
    static constexpr std::string_view noun = "magic hexagons";
    static constexpr std::string_view solves = "one completion of the grid; --all: every one";
    static constexpr std::string_view summary = "magic hexagons: fill a hexagon so that every line sums to the same constant";

    static Board read(TextSource& source);
    static std::string write(const Board& board);

    // hexagon_solve.cpp
    static OptionTable solve_options();
    static Solved<Solution> solve(const Board& board, const SolveRequest& request);
    static std::string check(const Board& board, const Solution& filled, const SolveRequest& request);
    static std::string solution_text(const Board& board, const Solution& filled, std::size_t index, const SolveRequest& request);
    static std::vector<std::string> csv_columns();
    static std::vector<std::string> csv_fields(const Board& board, const Solution& filled);
    static std::string picture_title(const Board& board);
    static long long drawn_cells(const Board&) { return 0; }  // always small enough
    static Figure draw(const Board& board, const Solution* filled, Legend legend = Legend::shown);
    static std::string rules(const Board& board) { return hexagon_rules(board); }
    static std::string play_data(const Board& board, const Solution* filled) { return hexagon_play_data(board, filled); }
    static std::string_view play_script() { return hexagon_play_script; }

    // hexagon_analyze.cpp
    static std::vector<std::string> measure_columns();
    static MeasureRow measure(const std::string& file, const Board& board, const SearchLimits& limits);
    static OptionTable report_options();
    static int report(const OptionValues& values);

    // hexagon_generate.cpp
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
        HexagonGenOptions options_;
        std::optional<GradeBand> grade_;   // --grade: the puzzle's score inside it
        std::vector<Level> grade_levels_;  // the levels a board of the band may have, one drawn per board
        SearchLimits measure_limits_;
        bool values_given_ = false;  // --values given (else the default range, named so in a refusal)
    };
};

const Family& hexagon_family();

}  // namespace puzzlebox
