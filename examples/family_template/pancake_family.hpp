// The pancake family, puzzlebox's template of a family (tools/new_family.sh
// copies it under a new name): a stack of n pancakes of sizes 1..n; a move
// flips the top k of them over (reverses them, 2 <= k <= n); solved when
// they read 1 (top) to n (bottom). Everything the family needs is in this
// folder; a family worth sharing moves its engines into the layers
// (docs/adding-a-family.md). Implements PuzzleFamily (families/family.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "draw/svg_writer.hpp"
#include "families/family.hpp"
#include "support/random.hpp"

namespace puzzlebox {

struct PancakeBoard {
    std::vector<std::string> description;  // the file's leading comment lines
    std::vector<int> stack;                // top first: a permutation of 1..n
    static constexpr int max_pancakes = 20;
    static constexpr int max_table_pancakes = 9;  // the whole space's distance table (9! states)
};

// pancake_rules.cpp: the format, the move, the validator and the two solvers.
PancakeBoard read_pancake_board(TextSource& source);
std::string write_pancake_board(const PancakeBoard& board);
void flip_pancakes(std::vector<int>& stack, int k);  // reverses the top k
// "" when `flips` (each 2..n) sorts the stack, else what is wrong.
std::string check_pancake_flips(const PancakeBoard& board, const std::vector<int>& flips);
// Adjacent pancakes not consecutive in size (the plate counts as n + 1):
// a flip mends at most one, so this many flips at least.
int pancake_gaps(const std::vector<int>& stack);
// The optimal flips by IDA* on the gap bound: the first found, or with
// `all` every optimal one; empty with a partial outcome when a limit stopped it.
struct PancakeSearch {
    std::vector<std::vector<int>> solutions;
    std::uint64_t nodes = 0;
    SearchOutcome outcome = SearchOutcome::complete;
};
PancakeSearch solve_pancakes(const std::vector<int>& stack, bool all, const SearchLimits& limits);
// The fewest flips of every stack of n pancakes (n <= max_table_pancakes),
// by breadth-first search from the sorted stack (a flip undoes itself), in
// rank order (pancake_rank).
std::vector<std::uint8_t> pancake_distances(int n);
std::uint64_t pancake_rank(const std::vector<int>& stack);
std::vector<int> pancake_unrank(std::uint64_t rank, int n);

struct PancakeFamily {
    using Board = PancakeBoard;
    using Solution = std::vector<int>;  // the flips, each the number of pancakes turned
    static constexpr std::string_view name = "pancake";
    static constexpr std::string_view noun = "pancake stacks";
    static constexpr std::string_view solves = "the fewest flips; --all: every such sequence";
    static constexpr std::string_view summary = "pancake stacks: sort a stack by flipping its top pancakes over";

    static Board read(TextSource& source) { return read_pancake_board(source); }
    static std::string write(const Board& board) { return write_pancake_board(board); }

    // pancake_solve.cpp
    static OptionTable solve_options();
    static Solved<Solution> solve(const Board& board, const SolveRequest& request);
    static std::string check(const Board& board, const Solution& flips, const SolveRequest&) {
        return check_pancake_flips(board, flips);
    }
    static std::string solution_text(const Board& board, const Solution& flips, std::size_t index, const SolveRequest& request);
    static std::vector<std::string> csv_columns();
    static std::vector<std::string> csv_fields(const Board& board, const Solution& flips);
    static std::string picture_title(const Board& board);
    static long long drawn_cells(const Board& board) { return static_cast<long long>(board.stack.size()); }
    static Figure draw(const Board& board, const Solution* flips, Legend legend = Legend::shown);
    static std::string rules(const Board& board);
    static std::string play_data(const Board& board, const Solution* flips);
    static std::string_view play_script() { return ""; }  // no play page

    // pancake_analyze.cpp
    static std::vector<std::string> measure_columns();
    static MeasureRow measure(const std::string& file, const Board& board, const SearchLimits& limits);
    static OptionTable report_options();
    static int report(const OptionValues& values);

    // pancake_generate.cpp
    static OptionTable gen_options();
    class Generator {
    public:
        explicit Generator(const OptionValues& values);
        std::string what() const;
        long long cells() const { return pancakes_; }
        Figure shape() const;
        void prepare();
        std::vector<std::string> columns() const;
        Made<Board, Solution> make(Random& random, int index) const;
        std::string recheck(const Made<Board, Solution>& made) const;
        std::string caption(const Made<Board, Solution>& made) const;
        std::vector<std::string> row(const std::string& file, const Made<Board, Solution>& made, std::uint64_t seed, int index,
                                     double seconds) const;

    private:
        int pancakes_ = 6;
        Level level_ = Level::medium;
        std::vector<std::uint8_t> distances_;  // prepare(): the whole space
        std::vector<std::uint64_t> ranks_;     // the stacks of the level
        int most_ = 0;                         // the pancake number: the most flips any stack needs
    };
};

const Family& pancake_family();

}  // namespace puzzlebox
