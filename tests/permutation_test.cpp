// The permutation toolkit (solve/rotate/permutation.hpp) against the
// definitions: ranks are positions in std::next_permutation's order,
// unrank inverts rank, parity is the parity of the inversion count; and the
// inverse turn undoes a turn on the board.
#include "solve/rotate/permutation.hpp"

#include <algorithm>
#include <array>
#include <numeric>
#include <vector>

#include <catch2/catch.hpp>

#include "puzzles/rotate/rotate_board.hpp"

using namespace puzzlebox;

TEST_CASE("permutation rank is the lexicographic position, unrank its inverse, parity the inversions'", "[permutation]") {
    for (int n = 1; n <= 7; ++n) {
        std::vector<int> p(static_cast<std::size_t>(n));
        std::iota(p.begin(), p.end(), 0);
        std::uint64_t position = 0;
        do {
            REQUIRE(permutation_rank(p, n) == position);
            std::vector<int> back(static_cast<std::size_t>(n), -1);
            permutation_unrank(position, n, [&](int i, int value) { back[static_cast<std::size_t>(i)] = value; });
            REQUIRE(back == p);
            int inversions = 0;
            for (int i = 0; i < n; ++i)
                for (int j = i + 1; j < n; ++j) inversions += p[static_cast<std::size_t>(i)] > p[static_cast<std::size_t>(j)];
            REQUIRE(permutation_parity(p, n) == inversions % 2);
            ++position;
        } while (std::next_permutation(p.begin(), p.end()));
        REQUIRE(position == factorial(n));
    }
    REQUIRE(factorial(20) == 2432902008176640000ULL);
}

TEST_CASE("the inverse turn undoes every turn of the board", "[permutation][rotate]") {
    RotateBoard board;
    board.rows = 3;
    board.cols = 4;
    board.block = 2;
    board.target.resize(12);
    std::iota(board.target.begin(), board.target.end(), 1);
    board.grid = board.target;
    for (const RotateTurns turns : {RotateTurns::both, RotateTurns::half}) {
        board.turns = turns;
        for (const RotateMove& move : rotate_moves(board)) {
            std::vector<int> grid = board.grid;
            apply_rotate_move(board, move, grid);
            REQUIRE(grid != board.grid);
            apply_rotate_move(board, inverse(move), grid);
            REQUIRE(grid == board.grid);
            REQUIRE(undoes(inverse(move), move));
            REQUIRE(inverse(inverse(move)) == move);
        }
    }
}
